package warmaster

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// supportedPlaced is the support charge of inf at orc by sup with sup's
// elements placed by the player: places holds BASE, X, Y triples.
func supportedPlaced(t *testing.T, s *rules.State, places ...any) rules.Action {
	t.Helper()
	a := supportedCharge("inf", "orc", "sup")
	for i := 0; i+2 < len(places); i += 3 {
		a.Moves = append(a.Moves, placeAt(t, s, places[i].(string), float64(places[i+1].(int)), float64(places[i+2].(int)), north))
	}
	return a
}

// The player places the supporting unit himself (wme.md §7.5 item 12,
// [L1468-1474]): a support charge is a normal move, so the unit may
// re-form, as long as an element ends exactly behind a charging element
// fighting to its front (G17), none touches an enemy, even by a corner,
// and the unit ends in formation ([L231]), each element within the
// allowance by a clear path. inf charges to y 67-69 (x 58-70); the rules
// would put sup in line at y 70, x 60, 64, 68. Elements not named go
// where the rules would put them.
func TestSupportChargePlacedByThePlayer(t *testing.T) {
	cases := []struct {
		name   string
		places []any
		want   [][2]float64 // sup.1, sup.2, ... centres after the charge
		behind int
	}{
		{"re-formed in a column behind the centre [L1468]", []any{"sup.1", 64, 70, "sup.2", 64, 72, "sup.3", 64, 74},
			[][2]float64{{64, 70}, {64, 72}, {64, 74}}, 1},
		{"one element named, the others where the rules put them", []any{"sup.3", 64, 72},
			[][2]float64{{60, 70}, {64, 70}, {64, 72}}, 2},
		{"one in a second rank, two behind [L1468]", []any{"sup.1", 60, 72},
			[][2]float64{{60, 72}, {64, 70}, {68, 70}}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := supportWorld(3).state(t)
			n, evs := applyPure(t, s, supportedPlaced(t, &s, c.places...))
			contains(t, evs, "sup follow inf in a support charge: "+plural(c.behind, "element")+" in rear support")
			for i, p := range c.want {
				wantAt(t, &n, "sup."+string(rune('1'+i)), p[0], p[1])
			}
			e, ok := engagementOf(&n, "inf")
			if !ok || !e.has("sup") || len(e.supportOrder) != c.behind {
				t.Errorf("engagement of inf: supports %v; want sup with %d supporting elements (§9.7)", e.supportOrder, c.behind)
			}
		})
	}
}

// What the player may not do with the supporting unit's placement: each
// refusal names its rule.
func TestSupportChargePlacementRefusals(t *testing.T) {
	cases := []struct {
		name string
		w    *world
		a    func(t *testing.T, s *rules.State) rules.Action
		want string
		rule string
	}{
		{"no element exactly behind [L1468]", supportWorld(3), func(t *testing.T, s *rules.State) rules.Action {
			return supportedPlaced(t, s, "sup.1", 60, 71, "sup.2", 64, 71, "sup.3", 68, 71)
		}, "support-behind", "[L1468]"},
		// sup.1 at x 54-58, y 67-69 touches orc.3 (x 58-62, y 65-67) by a
		// corner.
		{"touching an enemy by a corner [L1470]", supportWorld(3), func(t *testing.T, s *rules.State) rules.Action {
			return supportedPlaced(t, s, "sup.1", 56, 68)
		}, "support-contact", "[L1470]"},
		{"out of formation [L231]", supportWorld(3), func(t *testing.T, s *rules.State) rules.Action {
			return supportedPlaced(t, s, "sup.3", 74, 70)
		}, "formation", "[L231]"},
		{"on another element [L696]", supportWorld(3), func(t *testing.T, s *rules.State) rules.Action {
			return supportedPlaced(t, s, "sup.3", 65, 70)
		}, "overlap", "[L696]"},
		// sup.4 from x 72 to x 48: 26.8 cm of its 20.
		{"beyond its allowance [L1474]", supportWorld(4), func(t *testing.T, s *rules.State) rules.Action {
			return supportedPlaced(t, s, "sup.1", 60, 70, "sup.2", 56, 70, "sup.3", 52, 70, "sup.4", 48, 70)
		}, "support-reach", "[L1474]"},
		{"a charger placed by the player [L1468]", supportWorld(3), func(t *testing.T, s *rules.State) rules.Action {
			a := supportedCharge("inf", "orc", "sup")
			a.Moves = []rules.Move{placeAt(t, s, "inf.1", 60, 70, north)}
			return a
		}, "support-place", "[L1466-1468]"},
		{"places without a supporting unit", supportWorld(3), func(t *testing.T, s *rules.State) rules.Action {
			a := chargeAction("inf", "orc")
			a.Moves = []rules.Move{placeAt(t, s, "sup.1", 60, 70, north)}
			return a
		}, "support-place", "[L1466-1468]"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := c.w.state(t)
			err := (Rules{}).Check(&s, c.a(t, &s))
			if got := code(err); got != c.want {
				t.Fatalf("Check = %q (%v), want %q", got, err, c.want)
			}
			if !strings.Contains(err.Error(), c.rule) {
				t.Errorf("refusal %q does not name %s", err, c.rule)
			}
		})
	}
}

// Right after a support charge the rules placed, the charging player may
// drag the supporting elements elsewhere (replace.go), judged as a
// placement in the charge, measured from where they stood before it
// ([L1468-1474]); any other action closes it. The rules put sup at y 70,
// x 60, 64, 68, from y 82.
func TestSupportChargeReplaced(t *testing.T) {
	cases := []struct {
		name  string
		moves []any // BASE, X, Y
		want  string
		moved float64 // cm the first element moved from before the charge
	}{
		// sup.3 from (68, 82) to (64, 72): √(4² + 10²).
		{"a column behind the centre [L1468]", []any{"sup.3", 64, 72}, "", math.Hypot(4, 10)},
		{"two at once [L1468]", []any{"sup.1", 64, 72, "sup.3", 64, 74}, "", math.Hypot(4, 10)},
		{"out of formation [L231]", []any{"sup.1", 56, 72}, "formation", 0},
		{"none behind [L1468]", []any{"sup.1", 60, 71, "sup.2", 64, 71, "sup.3", 68, 71}, "support-behind", 0},
		{"touching an enemy [L1470]", []any{"sup.1", 56, 68}, "support-contact", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := supportWorld(3).state(t)
			s, _ = applyPure(t, s, supportedCharge("inf", "orc", "sup"))
			a := rules.Action{Kind: rules.KindMove, Side: 0}
			for i := 0; i+2 < len(c.moves); i += 3 {
				a.Moves = append(a.Moves, placeAt(t, &s, c.moves[i].(string), float64(c.moves[i+1].(int)), float64(c.moves[i+2].(int)), north))
			}
			err := (Rules{}).Check(&s, a)
			if got := code(err); got != c.want {
				t.Fatalf("Check = %q (%v), want %q", got, err, c.want)
			}
			if c.want != "" {
				return
			}
			if tape := (Rules{}).Measure(&s, a.Moves[0]); math.Abs(tape.Move-c.moved) > 1e-6 || tape.Allowance != 20 {
				t.Errorf("tape %+v: want %.2f cm of sup's 20 from before the charge", tape, c.moved)
			}
			n, evs := applyPure(t, s, a)
			contains(t, evs, "before its support charge (WME §7.5 item 12 [L1468-1474])")
			for _, m := range a.Moves {
				wantAt(t, &n, m.Base, m.Path.End().Pos.X, m.Path.End().Pos.Y)
			}
			// Another action closes the re-placement.
			n, _ = applyPure(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0})
			if replaceOpen(&n, 0) {
				t.Error("the re-placement is still open after the Initiative sub-phase ended")
			}
		})
	}
}

// No re-placement when the shots removed a charging element: the
// supporting unit "ne se déplace pas (pour remplir les trous causés par
// des pertes p.ex.)" ([L888]).
func TestSupportChargeNoReplaceAfterLosses(t *testing.T) {
	w := bowWorld(bows(30), 0).unit("sup", 0, Infantry, 3, 76, 82, north, nil)
	for _, c := range []struct {
		name string
		dice []int
		open bool
	}{
		{"no loss: open", []int{1, 1, 1}, true},
		{"an element lost: closed [L888]", []int{6, 6, 6}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			n, _ := applyPure(t, w.state(t), supportedCharge("kn", "bw", "sup"), c.dice...)
			if got := replaceOpen(&n, 0); got != c.open {
				t.Errorf("re-placement open %v, want %v", got, c.open)
			}
		})
	}
}

// A re-placement that would open or close a line of fire to the chargers
// is refused: the enemy shot with the supporters where they stood
// ([L888], [L1237]). Red archers "ar" (x 74-86, y 39-41, facing south)
// see blue "kn" (y 61-63) across open ground; "sup" placed between them
// closes their lines.
func TestSupportReplaceKeepsTheShots(t *testing.T) {
	s := newWorld().unit("ar", 1, Infantry, 3, 84, 40, south, bows(30)).
		unit("kn", 0, Infantry, 3, 76, 62, north, nil).
		unit("sup", 0, Infantry, 3, 76, 64, north, nil).state(t)
	kn, sup := mustUnit(t, &s, "kn"), mustUnit(t, &s, "sup")
	sup.SetStatus(rpShooter+"ar", 1)
	if v := supportShotsProblem(&s, kn, sup, map[string]geom.Pose{"sup.1": {Pos: geom.V(76, 66), Facing: north},
		"sup.2": {Pos: geom.V(80, 66), Facing: north}, "sup.3": {Pos: geom.V(84, 66), Facing: north}}); v != nil {
		t.Errorf("behind kn: %v, want no line changed", v)
	}
	v := supportShotsProblem(&s, kn, sup, map[string]geom.Pose{"sup.1": {Pos: geom.V(76, 50), Facing: north},
		"sup.2": {Pos: geom.V(80, 50), Facing: north}, "sup.3": {Pos: geom.V(84, 50), Facing: north}})
	if code(v) != "support-shots" || !strings.Contains(v.Error(), "[L888]") {
		t.Errorf("between ar and kn: %v, want support-shots naming [L888]", v)
	}
}
