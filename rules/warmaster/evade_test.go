package warmaster

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// Blue infantry "lt" (2 bases, x 78-86, y 79-81, facing north, full pace
// 20 cm), the red orcs (1 base, x 85-89, y 59-61) 18 cm ahead of its
// right element lt.2, and blue infantry "fr" (3 bases, x 74-86, y 89-91)
// 8 cm behind it, not engaged.
func passWorld() *world {
	return reformWorld().unit("fr", 0, Infantry, 3, 76, 90, north, nil)
}

// reformWorld is passWorld without the friend behind.
func reformWorld() *world {
	return newWorld().unit("lt", 0, Infantry, 2, 80, 80, north, nil).
		unit("orc", 1, Infantry, 1, 87, 60, south, nil)
}

func evadeLt(dist string) rules.Action {
	a := evade("lt", "orc", "")
	if dist != "" {
		a.Args["distance"] = dist
	}
	return a
}

// Passing through ranks (wme.md §7.4 item 6; [L736], [L2912]): an evader
// may pass through a friend not engaged in combat if its move gets it
// wholly to the other side; the evader and the friend each roll a D6 for
// confusion, a 6 confusing (wme.md §10.1 table).
func TestEvadeThroughRanks(t *testing.T) {
	tests := []struct {
		name         string
		w            *world
		dist         string
		faces        []int
		refuse       string
		wantY        float64 // lt.1's centre afterwards
		ltConf, fcon bool
	}{
		{"wholly beyond, 5 and 5: neither confused", passWorld(), "20", []int{5, 5}, "", 100, false, false},
		{"the evader rolls a 6 [L736]", passWorld(), "20", []int{6, 5}, "", 100, true, false},
		{"the friend passed through rolls a 6 [L736]", passWorld(), "20", []int{5, 6}, "", 100, false, true},
		{"both roll a 6", passWorld(), "20", []int{6, 6}, "", 100, true, true},
		{"ending against its far side is wholly beyond (A10)", passWorld(), "12", []int{5, 5}, "", 92, false, false},
		{"ending in its ranks [L736]", passWorld(), "10", nil, "pass-short", 0, false, false},
		{"ending partly in its ranks [L736]", passWorld(), "11.5", nil, "pass-short", 0, false, false},
		{"stopping short of it: no test", passWorld(), "8", nil, "", 88, false, false},
		// fr touched by a red unit at its right end (x 86-90): engaged, it
		// does not open its ranks; the red unit is behind lt, not seen.
		{"through an engaged friend [L736]", passWorld().unit("en", 1, Infantry, 1, 88, 90, north, nil),
			"20", nil, "pass-engaged", 0, false, false},
		{"an engaged friend: the longest evade stops 1 cm short of it [L724]", passWorld().unit("en", 1, Infantry, 1, 88, 90, north, nil),
			"", nil, "", 87, false, false},
		// fr 17.5 cm behind (y 97.5-99.5): 20 cm cannot get lt past it.
		{"too far to get wholly past [L736]", reformWorld().unit("fr", 0, Infantry, 3, 76, 98.5, north, nil),
			"20", nil, "pass-short", 0, false, false},
		{"too far: the longest evade stops short of it", reformWorld().unit("fr", 0, Infantry, 3, 76, 98.5, north, nil),
			"", nil, "", 96.5, false, false},
	}
	for _, tc := range tests {
		s := tc.w.state(t)
		a := evadeLt(tc.dist)
		if got := code((Rules{}).Check(&s, a)); got != tc.refuse {
			t.Errorf("%s: Check = %q, want %q", tc.name, got, tc.refuse)
			continue
		}
		if tc.refuse != "" {
			continue
		}
		n, evs := applyPure(t, s, a, tc.faces...)
		if got := centre(t, &n, "lt.1"); !got.Near(geom.V(80, tc.wantY)) && math.Abs(got.Y-tc.wantY) > evadeResolution {
			t.Errorf("%s: lt.1 at %v, want (80, %v)", tc.name, got, tc.wantY)
		}
		lt, fr := mustUnit(t, &n, "lt"), mustUnit(t, &n, "fr")
		if got := status(lt, stConfused) > 0; got != tc.ltConf {
			t.Errorf("%s: lt confused %v, want %v", tc.name, got, tc.ltConf)
		}
		if got := status(fr, stConfused) > 0; got != tc.fcon {
			t.Errorf("%s: fr confused %v, want %v", tc.name, got, tc.fcon)
		}
		var pass *rules.Event
		for i := range evs {
			if evs[i].Kind == "pass-ranks" {
				pass = &evs[i]
			}
		}
		if (pass != nil) != (len(tc.faces) > 0) {
			t.Errorf("%s: pass-ranks event %v, want one only with dice; events %q", tc.name, pass != nil, eventText(evs))
			continue
		}
		if pass != nil && (len(pass.Rolls) != 2 || pass.Rolls[0].Value != tc.faces[0] || pass.Rolls[1].Value != tc.faces[1] ||
			!strings.Contains(pass.Text, "lt pass through the ranks of fr")) {
			t.Errorf("%s: pass-ranks event %+v, want the dice %v", tc.name, *pass, tc.faces)
		}
	}
}

// A confused friend passed through cannot take orders in this Command
// phase ([L736], wme.md §10.1: confused units do not move by order,
// [L1899]).
func TestEvadeThroughRanksConfusesTheFriend(t *testing.T) {
	s := passWorld().state(t)
	n, _ := apply(t, s, evadeLt("20"), 5, 6)
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	if got := code((Rules{}).Check(&n, order(0, "gen", "fr"))); got != "confused" {
		t.Errorf("an order to the friend confused by the evade: %q, want confused", got)
	}
}

// Passing through ranks does not lift the 1 cm rule ([L724], A10): beyond
// fr a blue unit g (x 86.5-90.5, y 99-101) is engaged with a red one
// beside it, both behind lt and unseen.
func TestEvadeThroughRanksOneCentimetre(t *testing.T) {
	s := passWorld().unit("g", 0, Infantry, 1, 88.5, 100, north, nil).
		unit("e", 1, Infantry, 1, 92.5, 100, north, nil).state(t)
	if got := code((Rules{}).Check(&s, evadeLt("20"))); got != "evade-gap" {
		t.Errorf("through fr to 0.5 cm of g: Check = %q, want evade-gap", got)
	}
	if got := code((Rules{}).Check(&s, evadeLt("15"))); got != "" {
		t.Errorf("through fr to 3 cm of g: Check = %q, want allowed", got)
	}
}

// The offers (wme.md §6.2, §7.4): the longest evade, through the friend
// behind, says the confusion tests will be rolled; a second stops short
// of it and rolls nothing ([L736]: passing is the player's choice).
func TestEvadeThroughRanksOffers(t *testing.T) {
	s := passWorld().state(t)
	var evades []rules.Offer
	for _, o := range (Rules{}).Offers(&s, 0, nil) {
		if o.Action.Kind == KindEvade {
			evades = append(evades, o)
		}
	}
	if len(evades) != 2 || evades[0].Label != "lt evade orc (20 cm, through fr)" || evades[1].Label != "lt evade orc (8 cm, short of friends)" {
		t.Fatalf("evade offers %+v", evades)
	}
	if d := strings.Join(evades[0].Detail, "; "); !strings.Contains(d, "roll a D6 for confusion") || !strings.Contains(d, "[L736]") {
		t.Errorf("the offer through fr does not announce the confusion tests: %q", d)
	}
	n, evs := applyPure(t, s, evades[0].Action, 2, 3)
	if got := centre(t, &n, "lt.1").Y; math.Abs(got-100) > geom.Eps || !strings.Contains(eventText(evs), "through the ranks of fr") {
		t.Errorf("the offer through fr: lt.1 at y %v, events %q", got, eventText(evs))
	}
	n, _ = applyPure(t, s, evades[1].Action) // no dice
	if got := centre(t, &n, "lt.1").Y; math.Abs(got-88) > geom.Eps {
		t.Errorf("the offer short of fr: lt.1 at y %v, want 88", got)
	}
	for _, o := range evades {
		if len(o.Preview) != 2 || o.Disabled != "" {
			t.Errorf("%s: %d previews, disabled %q", o.Label, len(o.Preview), o.Disabled)
		}
	}
	// A friend it cannot get past: one rigid offer, stopping short (and
	// re-formed ones, evadeshapes_test.go).
	s = reformWorld().unit("fr", 0, Infantry, 3, 76, 98.5, north, nil).state(t)
	evades = nil
	for _, o := range (Rules{}).Offers(&s, 0, nil) {
		if o.Action.Kind == KindEvade && len(o.Action.Moves) == 0 {
			evades = append(evades, o)
		}
	}
	if len(evades) != 1 || strings.Contains(evades[0].Label, "through") || evades[0].Action.Args["distance"] != "16.5" {
		t.Errorf("evade offers with fr out of reach: %+v", evades)
	}
}

// path is a base's path through the poses (x, y, facing) given in
// threes.
func path(xyf ...float64) geom.Path {
	var p geom.Path
	for i := 0; i+2 < len(xyf); i += 3 {
		p = append(p, geom.Pose{Pos: geom.V(xyf[i], xyf[i+1]), Facing: xyf[i+2]})
	}
	return p
}

// An evade re-formed element by element (wme.md §7.4 item 5; [L730-734]):
// lt.2, nearest to the orcs, moves first, its centre straight away from
// them (G2), turning as it likes; lt.1 is then placed in the new
// formation; each within full pace, turns counted ([L734]).
func TestEvadeReformed(t *testing.T) {
	south := north + math.Pi
	tests := []struct {
		name   string
		w      *world
		moves  []rules.Move
		faces  []int
		refuse string
		want   string // the formation afterwards
	}{
		{"straight back, then lt.1 behind it: a column [L734]", reformWorld(), []rules.Move{
			{Base: "lt.2", Path: path(84, 80, north, 84, 90, north)},
			{Base: "lt.1", Path: path(80, 80, north, 80, 92, north, 84, 92, north)}}, nil, "", "column"},
		{"turned about on the way, in line facing the orcs [L734]", reformWorld(), []rules.Move{
			{Base: "lt.2", Path: path(84, 80, north, 84, 90, north, 84, 90, south)},
			{Base: "lt.1", Path: path(80, 80, north, 80, 80, south, 80, 90, south)}}, nil, "", "line"},
		{"re-formed through a friend's ranks [L736]", passWorld(), []rules.Move{
			{Base: "lt.2", Path: path(84, 80, north, 84, 93, north)},
			{Base: "lt.1", Path: path(80, 80, north, 80, 95, north, 84, 95, north)}}, []int{5, 6}, "", "column"},
		{"the nearest element moves first [L730]", reformWorld(), []rules.Move{
			{Base: "lt.1", Path: path(80, 80, north, 80, 90, north)},
			{Base: "lt.2", Path: path(84, 80, north, 84, 90, north)}}, nil, "reform-first", ""},
		{"the first element straight away (G2), not aside [L730]", reformWorld(), []rules.Move{
			{Base: "lt.2", Path: path(84, 80, north, 86, 90, north)},
			{Base: "lt.1", Path: path(80, 80, north, 82, 90, north)}}, nil, "reform-direction", ""},
		{"each element within full pace [L722], [L734]", reformWorld(), []rules.Move{
			{Base: "lt.2", Path: path(84, 80, north, 84, 99, north)},
			{Base: "lt.1", Path: path(80, 80, north, 80, 101, north, 84, 101, north)}}, nil, "allowance", ""},
		{"a turn counts in full pace [L734]", reformWorld(), []rules.Move{
			{Base: "lt.2", Path: path(84, 80, north, 84, 95, north, 84, 95, south)}, // 15 + 7.0
			{Base: "lt.1", Path: path(80, 80, north, 80, 95, north)}}, nil, "allowance", ""},
		{"ending in formation [L231]", reformWorld(), []rules.Move{
			{Base: "lt.2", Path: path(84, 80, north, 84, 90, north)},
			{Base: "lt.1", Path: path(80, 80, north, 76, 90, north)}}, nil, "formation", ""},
		{"every element moves", reformWorld(), []rules.Move{
			{Base: "lt.2", Path: path(84, 80, north, 84, 90, north)}}, nil, "reform-all", ""},
		{"one at a time: not across the element already moved (A12)", reformWorld(), []rules.Move{
			{Base: "lt.2", Path: path(84, 80, north, 84, 90, north)},
			{Base: "lt.1", Path: path(80, 80, north, 84, 92, north)}}, nil, "blocked", ""},
	}
	for _, tc := range tests {
		s := tc.w.state(t)
		a := evade("lt", "orc", "")
		a.Moves = tc.moves
		if got := code((Rules{}).Check(&s, a)); got != tc.refuse {
			t.Errorf("%s: Check = %q, want %q", tc.name, got, tc.refuse)
			continue
		}
		if tc.refuse != "" {
			continue
		}
		n, evs := applyPure(t, s, a, tc.faces...)
		for _, m := range tc.moves {
			b, _ := n.Base(m.Base)
			if end := m.Path.End(); !b.Shape.Center.Near(end.Pos) || math.Abs(geom.NormAngle(b.Shape.Facing-end.Facing)) > 1e-9 {
				t.Errorf("%s: %s at %v, want %v", tc.name, m.Base, b.Shape.Pose(), end)
			}
		}
		lt := mustUnit(t, &n, "lt")
		if got := FormationOf(rects(&n, lt)).String(); got != tc.want || !strings.Contains(eventText(evs), "re-formed in "+tc.want) {
			t.Errorf("%s: formation %s, events %q; want %s", tc.name, got, eventText(evs), tc.want)
		}
		if status(lt, stInitiative) == 0 {
			t.Errorf("%s: the evade did not use the unit's initiative", tc.name)
		}
	}
	// A distance and paths together are refused.
	s := reformWorld().state(t)
	a := evadeLt("10")
	a.Moves = tests[0].moves
	if err := (Rules{}).Check(&s, a); err == nil {
		t.Errorf("an evade with a distance and paths: allowed, want an error")
	}
}

// notchWorld: blue "lt" (x 78-82, y 79-81, facing north) evades the red
// orcs, two elements touching at a corner around its front right corner:
// orc.1 (x 80-84, y 75-77, facing south) 2 cm ahead of it, orc.2 (x 84-86,
// y 77-81, facing west) 2 cm to its right. The closest pairs of points, 2
// cm apart, are lt's front edge and orc.1's (the ruler straight down:
// away is bearing 180°) and lt's right edge and orc.2's (away is 270°).
func notchWorld() *world {
	return newWorld().unit("lt", 0, Infantry, 1, 80, 80, north, nil).
		unit("orc", 1, Infantry, 1, 82, 76, south, nil).
		base("orc", "orc.2", 85, 79, west)
}

// Equally close pairs of points ([L728]: "On choisit en cas d'égalité. La
// direction de la règle donne la direction prise par l'évitement"; G2):
// the owner chooses the direction among them, the evade action naming it
// by its bearing (Args["direction"]); without it the rules' pick, the
// first closest pair (orc.1's, away south). A bearing no tied pair gives
// is refused. Rigid and re-formed evades alike ([L730-734]: the first
// element moves straight away along the chosen ruler).
func TestEvadeDirectionTie(t *testing.T) {
	west20 := []rules.Move{{Base: "lt.1", Path: path(80, 80, north, 60, 80, north)}}
	for _, c := range []struct {
		name      string
		direction string
		moves     []rules.Move
		refuse    string
		x, y      float64 // lt.1's centre afterwards
	}{
		{"the rules' pick: away from orc.1", "", nil, "", 80, 100},
		{"the owner's choice: away from orc.1", "180", nil, "", 80, 100},
		{"the owner's choice: away from orc.2", "270", nil, "", 60, 80},
		{"a bearing to the tenth of a degree", "270.04", nil, "", 60, 80},
		{"a direction no closest pair gives", "225", nil, "evade-direction", 0, 0},
		{"toward the enemy", "0", nil, "evade-direction", 0, 0},
		{"re-formed away from orc.2", "270", west20, "", 60, 80},
		{"re-formed west with the rules' pick (south)", "", west20, "reform-direction", 0, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := notchWorld().state(t)
			a := evade("lt", "orc", "")
			if c.direction != "" {
				a.Args[ArgDirection] = c.direction
			}
			a.Moves = c.moves
			if got := code((Rules{}).Check(&s, a)); got != c.refuse {
				t.Fatalf("Check = %q, want %q", got, c.refuse)
			}
			if c.refuse != "" {
				return
			}
			n, evs := applyPure(t, s, a)
			near(t, &n, "lt.1", c.x, c.y)
			contains(t, evs, "lt evade orc on initiative")
		})
	}
}

// The offers (wme.md §6.2, §7.4): one evade per direction of the equally
// close pairs, the rules' pick first, each naming its bearing in its
// label and its action; without a tie, no direction is named.
func TestEvadeDirectionTieOffers(t *testing.T) {
	evades := func(s *rules.State) []rules.Offer {
		var out []rules.Offer
		for _, o := range (Rules{}).Offers(s, 0, nil) {
			if o.Action.Kind == KindEvade {
				out = append(out, o)
			}
		}
		return out
	}
	s := notchWorld().state(t)
	got := evades(&s)
	if len(got) != 2 || got[0].Label != "lt evade orc, bearing 180° (20 cm)" || got[1].Label != "lt evade orc, bearing 270° (20 cm)" {
		t.Fatalf("evade offers %+v", got)
	}
	for i, want := range []geom.Vec{geom.V(80, 100), geom.V(60, 80)} {
		o := got[i]
		if !strings.Contains(strings.Join(o.Detail, "; "), "[L728]") || o.Disabled != "" {
			t.Errorf("%s: detail %q, disabled %q", o.Label, o.Detail, o.Disabled)
		}
		n, _ := applyPure(t, s, o.Action)
		near(t, &n, "lt.1", want.X, want.Y)
	}
	s = reformWorld().state(t)
	for _, o := range evades(&s) {
		if _, ok := o.Action.Args[ArgDirection]; ok || strings.Contains(o.Label, "bearing") {
			t.Errorf("without a tie: offer %q names a direction %v", o.Label, o.Action.Args)
		}
	}
}
