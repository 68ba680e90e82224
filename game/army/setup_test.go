package army

import (
	"strings"
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// setupOn is the setup screen of the sample WME scenario's Empire, at 1000
// points, started.
func setupOn(t *testing.T) (Setup, *scenario.Scenario, rules.State) {
	t.Helper()
	sc, err := scenario.Open("wme")
	if err != nil {
		t.Fatal(err)
	}
	r := Setup{Side: 0, List: wmeList(t, "empire"), Budget: 1000}
	s := sc.State.CloneAll()
	s.NumberUnits()
	if err := r.Setup(&s); err != nil {
		t.Fatal(err)
	}
	return r, sc, s
}

func apply(t *testing.T, r Setup, s rules.State, a rules.Action) rules.State {
	t.Helper()
	n, _, err := r.Apply(s, a, dice.NewSeeded(1))
	if err != nil {
		t.Fatalf("%s %s: %v", a.Kind, a.Target, err)
	}
	return n
}

// TestSetupScreenBuildsAnArmy: the setup screen starts from the
// scenario's own army (the sample Empire, legal); its offers add a unit of
// every line with its points and limits, the lines that cannot be fielded
// disabled saying why; adding one places it in the zone clear of every
// base and shows the points over the budget; removing the selected unit
// gives them back and the army is legal again; the army written is a
// scenario the program opens.
func TestSetupScreenBuildsAnArmy(t *testing.T) {
	r, sc, s := setupOn(t)
	score := func(s *rules.State) string {
		var parts []string
		for _, it := range r.Score(s).Sides[0].Items {
			parts = append(parts, it.Text)
		}
		return strings.Join(parts, "; ")
	}
	if got := score(&s); got != "1000 of 1000 points; a legal army: Ctrl+S writes the scenario with this army, Ctrl+N plays it" {
		t.Errorf("the sample Empire scores %q", got)
	}
	offers := r.Offers(&s, 0, nil)
	if len(offers) != len(r.List.Lines)+2 || offers[len(offers)-1].Action.Kind != rules.KindEndPhase || offers[len(offers)-1].Disabled == "" {
		t.Fatalf("%d offers for %d lines, the last %+v: want one a line, the AI's deployment of the Orcs and the phase bar's, disabled", len(offers), len(r.List.Lines), offers[len(offers)-1])
	}
	if o := offers[0]; o.Label != "The AI deploys Orcs against this army" || o.Action.Kind != KindCounterDeploy || o.Action.Target != "orcs" || o.Disabled != "" {
		t.Errorf("the first offer is %+v: want the AI's deployment of the Orcs", o)
	}
	byLabel := map[string]rules.Offer{}
	for _, o := range offers {
		byLabel[o.Label] = o
	}
	for _, c := range []struct{ label, detail, disabled string }{
		{"Add Knights — 110 points", "4 fielded: no limit", ""},
		{"Add Halberdiers — 45 points", "3 fielded: at least 2", ""},
		{"Add Hero — 80 points", "1 fielded: at most 2", ""},
		{"Add General — 125 points", "1 fielded: exactly one General", ""},
		{"Add Wizard — 45 points", "0 fielded: at most 1", ""},
		{"Add Helblaster — 50 points", "0 fielded: at most 1", ""},
		{"Add Steam Tank — 130 points", "0 fielded: at most 1", "Steam Tank cannot be fielded: its special rules are not played yet: fire all round, flanks included, and no character joining it (sheet §3.1 Steam Tank 1-2, Q19)"},
		{"Add Cannon — 85 points", "0 fielded: at most 1", ""},
	} {
		o, ok := byLabel[c.label]
		if !ok || o.Detail[0] != c.detail || o.Disabled != c.disabled {
			t.Errorf("%s: %v (detail %q, disabled %q), want %q, %q", c.label, ok, o.Detail, o.Disabled, c.detail, c.disabled)
		}
	}
	s2 := apply(t, r, s, byLabel["Add Knights — 110 points"].Action)
	u, ok := s2.Unit("empire-knights-1")
	if !ok || len(u.Bases) != 3 || u.Name != "Knights" || u.Profile["armour"] != 4 {
		t.Fatalf("the unit added: %+v", u)
	}
	zone := s2.Sides[0].Deployment
	for _, id := range u.Bases {
		b, _ := s2.Base(id)
		for _, c := range b.Shape.Corners() {
			if !zone.Contains(c, geom.Eps) {
				t.Errorf("%s stands outside the zone", id)
			}
		}
		for _, o := range s2.Table.Bases {
			if o.Unit != u.ID && !o.Round && !b.Round && geom.Penetration(b.Shape.Polygon(), o.Shape.Polygon()) > 0 {
				t.Errorf("%s stands on %s", id, o.ID)
			}
		}
	}
	if got := score(&s2); !strings.HasPrefix(got, "1110 of 1000 points; 1110 points spent, more than the budget of 1000") || !r.Score(&s2).Sides[0].Items[0].Alarm {
		t.Errorf("over the budget the army scores %q", got)
	}
	if _, err := r.Written(sc, &s2, "x"); err == nil || !strings.Contains(err.Error(), "more than the budget") {
		t.Errorf("an army over its budget is written: %v", err)
	}
	sel := r.Offers(&s2, 0, []string{"emp-knights-2.1"})
	if sel[0].Label != "Remove Knights (2)" || sel[0].Detail[0] != "gives back 110 points" {
		t.Fatalf("with Knights (2) selected the first offer is %q %q", sel[0].Label, sel[0].Detail)
	}
	s3 := apply(t, r, s2, sel[0].Action)
	if _, ok := s3.Unit("emp-knights-2"); ok || len(s3.Table.Bases) != len(s2.Table.Bases)-3 {
		t.Errorf("Knights (2) still there after its removal")
	}
	if got := score(&s3); got != "1000 of 1000 points; a legal army: Ctrl+S writes the scenario with this army, Ctrl+N plays it" {
		t.Errorf("after the removal the army scores %q", got)
	}
	text, err := r.Written(sc, &s3, "My Empire")
	if err != nil {
		t.Fatal(err)
	}
	built, err := scenario.Parse("built.toml", text)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Setup(&built.State); err != nil {
		t.Fatal(err)
	}
	if n := len(built.State.Table.Bases); n != len(s3.Table.Bases) {
		t.Errorf("the scenario written has %d bases, the screen %d", n, len(s3.Table.Bases))
	}
}

// TestSetupScreenMoves: a drag moves the army's bases anywhere inside its
// zone; outside it, onto another base, or a base of the other army is
// refused with the reason; a removal or addition of an unknown unit or
// line is an error.
func TestSetupScreenMoves(t *testing.T) {
	r, _, s := setupOn(t)
	move := func(id string, to geom.Vec) rules.Action {
		b, _ := s.Base(id)
		return rules.Action{Kind: rules.KindMove, Side: 0, Moves: []rules.Move{{Base: id, Path: geom.Path{b.Shape.Pose(), {Pos: to, Facing: b.Shape.Facing}}}}}
	}
	other, _ := s.Base("emp-xbow-2.1")
	for _, c := range []struct {
		name string
		a    rules.Action
		code string
	}{
		{"across the zone", move("emp-knights-1.1", geom.V(170, 117)), ""},
		{"onto the zone's edge line", move("emp-knights-1.1", geom.V(170, 107)), ""},
		{"half out of the zone", move("emp-knights-1.1", geom.V(170, 106)), "outside-zone"},
		{"off the table", move("emp-knights-1.1", geom.V(181, 112)), "outside-zone"},
		{"onto another unit", move("emp-knights-1.1", other.Shape.Center), "overlap"},
		{"an Orc base", rules.Action{Kind: rules.KindMove, Side: 0, Moves: move("orc-boars-1.1", geom.V(20, 110)).Moves}, "not-yours"},
		{"as the Orcs", rules.Action{Kind: KindAdd, Side: 1, Target: "Knights"}, "not-yours"},
		{"a Steam Tank", rules.Action{Kind: KindAdd, Side: 0, Target: "Steam Tank"}, "unplayed"},
		{"a line of another list", rules.Action{Kind: KindAdd, Side: 0, Target: "Orc Warriors"}, "error"},
		{"a unit not there", rules.Action{Kind: KindRemove, Side: 0, Target: "orc-boars-1"}, "error"},
	} {
		err := r.Check(&s, c.a)
		v, isV := err.(*rules.Violation)
		switch {
		case c.code == "" && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.code == "error" && (err == nil || isV):
			t.Errorf("%s: %v, want an error", c.name, err)
		case c.code != "" && c.code != "error" && (!isV || v.Code != c.code):
			t.Errorf("%s: %v, want a %s refusal", c.name, err, c.code)
		}
	}
	// Filling the zone: an addition with no room left is refused saying so.
	n := s
	for k := 0; k < 60; k++ {
		a := rules.Action{Kind: KindAdd, Side: 0, Target: "Knights"}
		if err := r.Check(&n, a); err != nil {
			if v, ok := err.(*rules.Violation); !ok || v.Code != "no-room" || !strings.Contains(v.Msg, "no room for Knights in Empire's deployment zone") {
				t.Errorf("a full zone: %v", err)
			}
			return
		}
		n = apply(t, r, n, a)
	}
	t.Errorf("60 more Knights found room in a 180 × 15 cm zone")
}
