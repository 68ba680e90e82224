package army

import (
	"math"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/geom"
)

// lateral is where unit id stands along the Orcs' front (their zone is
// the top edge, so the front runs along x).
func lateral(t *testing.T, s *rules.State, id string) float64 {
	t.Helper()
	u, ok := s.Unit(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	x := 0.0
	for _, b := range u.Bases {
		bb, _ := s.Base(b)
		x += bb.Shape.Center.X
	}
	return x / float64(len(u.Bases))
}

// strongest is the id of side's fighting unit of most points (the first
// of equals).
func strongest(s *rules.State, side int) string {
	best, pts := "", -1.0
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side == side && !isRound(s, u) && u.Profile["points"] > pts {
			best, pts = u.ID, u.Profile["points"]
		}
	}
	return best
}

// TestCounterDeployAnswersTheArmy (issue 12 item 4, "let the AI deploy
// the other"): the Orcs deployed by the AI stand wholly in their zone,
// clear of terrain and of each other, their commanders behind their line;
// their most valuable unit goes opposite the Empire's, and when the
// Empire moves it to the other flank, the Orcs' answer follows it. The
// scenario written keeps the Orcs where the AI put them, and WME's Setup
// starts it.
func TestCounterDeployAnswersTheArmy(t *testing.T) {
	r, sc, s := setupOn(t)
	deploy := rules.Action{Kind: KindCounterDeploy, Side: 0, Target: "orcs"}
	n := apply(t, r, s, deploy)
	zone := geom.Polygon(n.Sides[1].Deployment)
	var orcBases []geom.Rect
	frontY := math.Inf(-1) // the Orcs face south: their front edge is their largest y
	for _, b := range n.Table.Bases {
		if b.Side != 1 {
			continue
		}
		if !cornersIn(zone, b.Shape) || !n.Table.OnTable(b.Shape) {
			t.Errorf("%s stands outside the Orcs' zone at %v", n.Called(b.ID), b.Shape.Center)
		}
		if b.Round {
			continue
		}
		for _, o := range orcBases {
			if geom.Distance(o.Polygon(), b.Shape.Polygon()) < unitGap-geom.Eps && o.Center.Dist(b.Shape.Center) > b.Shape.Width*1.01 {
				t.Errorf("%s stands within %v cm of another unit's base", n.Called(b.ID), unitGap)
			}
		}
		orcBases = append(orcBases, b.Shape)
		frontY = math.Max(frontY, b.Shape.Center.Y)
	}
	for _, b := range n.Table.Bases {
		if b.Side == 1 && b.Round && b.Shape.Center.Y >= frontY {
			t.Errorf("the commander %s stands at y %.1f, not behind the line (front rank at %.1f)", n.Called(b.ID), b.Shape.Center.Y, frontY)
		}
	}
	emp, orc := strongest(&n, 0), strongest(&n, 1)
	if d := math.Abs(lateral(t, &n, orc) - lateral(t, &n, emp)); d > 6 {
		t.Errorf("the Orcs' %s stands %.1f cm along the front from the Empire's %s: want it opposite", n.UnitName(orc), d, n.UnitName(emp))
	}

	// The Empire kept to its strongest unit and one other (and its
	// commanders), the strongest on the left flank, then on the right:
	// the Orcs' answer follows it.
	other := ""
	few := s
	for _, u := range s.Units {
		switch {
		case u.Side != 0 || isRound(&s, &u) || u.ID == emp:
		case other == "":
			other = u.ID
		default:
			few = apply(t, r, few, rules.Action{Kind: KindRemove, Side: 0, Target: u.ID})
		}
	}
	shift := func(st rules.State, id string, x float64) rules.State {
		t.Helper()
		dx := x - lateral(t, &st, id)
		u, _ := st.Unit(id)
		var moves []rules.Move
		for _, bid := range u.Bases {
			b, _ := st.Base(bid)
			from := geom.Pose{Pos: b.Shape.Center, Facing: b.Shape.Facing}
			to := geom.Pose{Pos: b.Shape.Center.Add(geom.V(dx, 0)), Facing: b.Shape.Facing}
			moves = append(moves, rules.Move{Base: bid, Path: geom.Path{from, to}})
		}
		return apply(t, r, st, rules.Action{Kind: rules.KindMove, Side: 0, Moves: moves})
	}
	for _, c := range []struct {
		name           string
		strong, weaker float64 // where the two Empire units stand along the front
	}{
		{"the strongest on the left", 20, 160},
		{"the strongest on the right", 160, 20},
	} {
		st := shift(few, other, 90)
		st = shift(st, emp, c.strong)
		st = shift(st, other, c.weaker)
		answered := apply(t, r, st, deploy)
		if d := math.Abs(lateral(t, &answered, orc) - c.strong); d > 10 {
			t.Errorf("%s (x %.0f): the Orcs' %s stands %.1f cm from it along the front, want opposite", c.name, c.strong, answered.UnitName(orc), d)
		}
	}
	again := n

	text, err := r.Written(sc, &again, "Orcs answering")
	if err != nil {
		t.Fatal(err)
	}
	built, err := scenario.Parse("answered.toml", text)
	if err != nil {
		t.Fatalf("the scenario written does not parse: %v", err)
	}
	for _, b := range again.Table.Bases {
		if b.Side != 1 {
			continue
		}
		wb, ok := built.State.Base(b.ID)
		if !ok || wb.Shape.Center.Dist(b.Shape.Center) > 1e-6 {
			t.Fatalf("the scenario written puts %s elsewhere than the AI did", again.Called(b.ID))
		}
	}
	if _, err := game.New(built, 1); err != nil {
		t.Fatalf("the scenario with the Orcs answering does not start: %v", err)
	}
}

// TestCounterDeployRefusesWithoutAZone: an army with no deployment zone
// cannot be deployed by the AI; the refusal names it.
func TestCounterDeployRefusesWithoutAZone(t *testing.T) {
	r, _, s := setupOn(t)
	s.Sides[1].Deployment = nil
	err := r.Check(&s, rules.Action{Kind: KindCounterDeploy, Side: 0, Target: "orcs"})
	if err == nil || reason(err) != "Orcs has no deployment zone in this scenario to deploy in" {
		t.Errorf("got %v: want the Orcs' missing zone named", err)
	}
	if err := r.Check(&s, rules.Action{Kind: KindCounterDeploy, Side: 0, Target: "empire"}); err == nil {
		t.Errorf("the army being built deployed by the AI: accepted, want refused")
	}
}
