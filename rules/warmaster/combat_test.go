package warmaster

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Combat fixtures (wme.md §9): blue (side 0) at the bottom facing north,
// red (side 1) facing south, in contact front to front along y = 61.
// Blue "bl" with its first base at (80, 62) stands on x 78-90, y 61-63;
// red "rd" with its first base at (88, 60) stands on x 90-78, y 59-61
// (red's right is −x, so its bases run 88, 84, 80).
func fighters(attacks, hits, armour float64) map[string]float64 {
	return map[string]float64{keyAttacks: attacks, keyHits: hits, keyArmour: armour}
}

var east = geom.FromBearing(90)

// base adds one more base to unit id (for odd shapes the line helper
// cannot make).
func (w *world) base(id, bid string, x, y, facing float64) *world {
	for i := range w.s.Units {
		u := &w.s.Units[i]
		if u.ID != id {
			continue
		}
		width, depth := 4.0, 2.0
		if u.Type != Infantry {
			width, depth = 2, 4
		}
		w.s.Table.Bases = append(w.s.Table.Bases, table.Base{ID: bid, Unit: id, Side: u.Side,
			Shape: geom.Rect{Center: geom.V(x, y), Facing: facing, Width: width, Depth: depth}})
		u.Bases = append(u.Bases, bid)
	}
	return w
}

// mark sets a status on a unit of the world before the battle starts.
func (w *world) mark(id, key string) *world {
	for i := range w.s.Units {
		if w.s.Units[i].ID == id {
			w.s.Units[i].SetStatus(key, 1)
		}
	}
	return w
}

// toCombat ends the Initiative (when there is one), Orders, Commanders and
// Shooting phases of the side to play (wme.md §5).
func toCombat(t testing.TB, s rules.State) rules.State {
	t.Helper()
	side := s.Active
	for i := 0; i < 4 && s.Phase != PhaseCombat; i++ {
		s, _ = applyPure(t, s, rules.Action{Kind: rules.KindEndPhase, Side: side})
	}
	if s.Phase != PhaseCombat {
		t.Fatalf("phase %s, want combat", s.Phase)
	}
	return s
}

// applyPure is apply, checking that Apply leaves its input alone
// (DESIGN.md: Apply never mutates its input).
func applyPure(t testing.TB, s rules.State, a rules.Action, faces ...int) (rules.State, []rules.Event) {
	t.Helper()
	before := s.Hash()
	n, evs := apply(t, s, a, faces...)
	if s.Hash() != before {
		t.Fatalf("Apply(%s) changed its input state", a)
	}
	return n, evs
}

func fight(side int, target string) rules.Action {
	return rules.Action{Kind: KindFight, Side: side, Target: target}
}

func choose(kind string, side int, unit, target string) rules.Action {
	return rules.Action{Kind: kind, Side: side, Target: target, Args: map[string]string{"unit": unit}}
}

// dd concatenates runs of dice: dd(6, 3, 1, 2) is 6 6 6 1 1.
func dd(runs ...int) []int {
	var out []int
	for i := 0; i+1 < len(runs); i += 2 {
		for range runs[i+1] {
			out = append(out, runs[i])
		}
	}
	return out
}

func cat(xs ...[]int) []int {
	var out []int
	for _, x := range xs {
		out = append(out, x...)
	}
	return out
}

func near(t *testing.T, s *rules.State, base string, x, y float64) {
	t.Helper()
	if c := centre(t, s, base); math.Abs(c.X-x) > 1e-6 || math.Abs(c.Y-y) > 1e-6 {
		t.Errorf("%s at (%.3f, %.3f), want (%g, %g)", base, c.X, c.Y, x, y)
	}
}

func contains(t *testing.T, evs []rules.Event, wants ...string) {
	t.Helper()
	text := eventText(evs)
	for _, w := range wants {
		if !strings.Contains(text, w) {
			t.Errorf("events lack %q:\n%s", w, text)
		}
	}
}

func offerLabels(s *rules.State, side int) (labels []string, disabled map[string]string) {
	disabled = map[string]string{}
	for _, o := range (Rules{}).Offers(s, side, nil) {
		labels = append(labels, o.Label)
		if o.Disabled != "" {
			disabled[o.Label] = o.Disabled
		}
	}
	return labels, disabled
}

func frontal() *world {
	return newWorld().unit("bl", 0, Infantry, 3, 80, 62, north, fighters(3, 3, 0)).
		unit("rd", 1, Infantry, 3, 88, 60, south, fighters(3, 3, 0))
}

// A frontal combat won, lost or drawn (wme.md §9.4-9.9). E9 [L1362]:
// three elements of Attacks 3 roll 9 dice. Won: 5 wounds to 2, red loses
// by 3 and retreats 3 cm straight back (L1480, L1492), after losing an
// element for 3 of its 5 wounds (L1418-1424); lost: the same for blue;
// drawn: a D6 says who falls back first (L1775) and each side falls back
// its 3D6 (L1386, L1781).
func TestFightFrontal(t *testing.T) {
	cases := []struct {
		name    string
		dice    []int
		texts   []string
		at      map[string][2]float64
		bases   map[string]int
		wounds  map[string]int
		waiting string
	}{
		{"won", cat(dd(6, 3, 5, 1, 4, 1, 1, 4), dd(4, 2, 1, 7)),
			[]string{"bl attack rd: 9 dice need 4+ [6][6][6][5][4][1][1][1][1] = 5 hits; 5 wounds",
				"rd attack bl: 9 dice need 4+ [4][4][1][1][1][1][1][1][1] = 2 hits; 2 wounds",
				"Result: Blue 5, Red 2; Blue win", "rd lose an element, the 3rd stand",
				"rd retreat 3 cm (lost by 3, away from the enemy on its front)", "bl may hold, pursue or fall back"},
			map[string][2]float64{"rd.1": {88, 57}, "rd.2": {84, 57}, "bl.1": {80, 62}},
			map[string]int{"rd": 2, "bl": 3}, map[string]int{"rd": 2, "bl": 2}, "bl"},
		{"lost", cat(dd(4, 2, 1, 7), dd(6, 3, 5, 1, 4, 1, 1, 4)),
			[]string{"Result: Blue 2, Red 5; Red win", "bl retreat 3 cm (lost by 3, away from the enemy on its front)"},
			map[string][2]float64{"bl.1": {80, 65}, "rd.1": {88, 60}},
			map[string]int{"rd": 3, "bl": 2}, map[string]int{"rd": 2, "bl": 2}, "rd"},
		{"draw", cat(dd(4, 2, 1, 7), dd(4, 2, 1, 7), []int{2}),
			[]string{"a draw: both sides fall back", "who falls back first: rolled 2, Blue",
				"a draw: bl, rd fall back (WME §9.5 [L1386-1394])"},
			map[string][2]float64{"bl.1": {80, 62}, "rd.1": {88, 60}},
			map[string]int{"rd": 3, "bl": 3}, map[string]int{"rd": 2, "bl": 2}, "bl"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := toCombat(t, frontal().state(t))
			labels, disabled := offerLabels(&s, 0)
			if !strings.Contains(strings.Join(labels, "|"), "Fight bl against rd") || disabled["End combat"] == "" {
				t.Fatalf("offers %v (disabled %v): want the fight and End combat disabled", labels, disabled)
			}
			n, evs := applyPure(t, s, fight(0, "rd"), c.dice...)
			contains(t, evs, c.texts...)
			for id, p := range c.at {
				near(t, &n, id, p[0], p[1])
			}
			for id, k := range c.bases {
				if u := mustUnit(t, &n, id); len(u.Bases) != k || status(u, stWounds) != c.wounds[id] {
					t.Errorf("%s: %d bases, %d wounds; want %d and %d", id, len(u.Bases), status(u, stWounds), k, c.wounds[id])
				}
			}
			if w := awaiting(&n); c.waiting == "" && w != nil || c.waiting != "" && (w == nil || w.ID != c.waiting) {
				t.Errorf("awaiting %v, want %q", w, c.waiting)
			}
			if got := code((Rules{}).Check(&n, rules.Action{Kind: rules.KindEndPhase, Side: 0})); (got == "") != (c.waiting == "") {
				t.Errorf("End combat: %q", got)
			}
		})
	}
}

// A draw (wme.md §9.5; [L1386-1394], [L1775]): the D6 (2) sends Blue
// first; Red may not choose before Blue has. Blue falls back its 3D6 (12
// cm, [L1781]); Red, its side's roll 4 cm, chooses the least fall back
// that ends 1 cm clear ([L1783]: each unit may use less), offered as
// such, and a shorter one is refused ([L1781], [L1787]): it is not clear
// yet, Blue having gone. A defended unit (in a wood) may hold ([L1392]).
func TestDrawChoices(t *testing.T) {
	draw := cat(dd(4, 2, 1, 7), dd(4, 2, 1, 7), []int{2})
	s := toCombat(t, frontal().state(t))
	s, _ = applyPure(t, s, fight(0, "rd"), draw...)
	if got := code((Rules{}).Check(&s, choose(KindFallBack, 1, "rd", ""))); got != "draw-order" {
		t.Errorf("red before blue: %q", got)
	}
	if got := code((Rules{}).Check(&s, choose(KindHold, 0, "bl", ""))); got != "draw" {
		t.Errorf("blue holding in the open: %q", got)
	}
	s, evs := applyPure(t, s, choose(KindFallBack, 0, "bl", ""), 3, 4, 5)
	contains(t, evs, "Blue fall back up to 3D6 [3][4][5] = 12 cm", "bl fall back 12.0 cm")
	near(t, &s, "bl.1", 80, 74)
	s, _ = applyPure(t, s, choose(KindFallBack, 1, "rd", ""), 1, 1, 2)
	labels, _ := offerLabels(&s, 0)
	if got := strings.Join(labels, "|"); got != "End combat" {
		t.Errorf("after both fell back: %q", got)
	}

	t.Run("the least fall back", func(t *testing.T) {
		s := toCombat(t, frontal().state(t))
		s, _ = applyPure(t, s, fight(0, "rd"), draw...)
		s, _ = applyPure(t, s, choose(KindFallBack, 0, "bl", ""), 1, 1, 1)
		near(t, &s, "bl.1", 80, 65)
		// Blue 3 cm away: red is clear already and may stay.
		labels, _ := offerLabels(&s, 0)
		if got := strings.Join(labels, "|"); !strings.Contains(got, "rd: Fall back 0 cm (already clear)") {
			t.Errorf("offers %q", got)
		}
	})
	t.Run("too short", func(t *testing.T) {
		// Blue has not rolled: the distance is taken, lengthened to clear.
		s := toCombat(t, frontal().state(t))
		s, _ = applyPure(t, s, fight(0, "rd"), draw...)
		s, evs := applyPure(t, s, withArgs(choose(KindFallBack, 0, "bl", ""), ArgDistance, "0.5"), 3, 4, 5)
		contains(t, evs, "bl fall back 1.0 cm of the 12 rolled, as its owner chose (L1783)")
		near(t, &s, "bl.1", 80, 63)
		if status(mustUnit(t, &s, "bl"), stConfused) != 0 {
			t.Error("confused though 1 cm clear")
		}
	})
	t.Run("refused once rolled", func(t *testing.T) {
		s := toCombat(t, frontal().state(t))
		s, _ = applyPure(t, s, fight(0, "rd"), draw...)
		s.SetCounter(fallBackKey(0), 12)
		if got := code((Rules{}).Check(&s, withArgs(choose(KindFallBack, 0, "bl", ""), ArgDistance, "0.5"))); got != "fall-back" {
			t.Errorf("0.5 cm, still touching: %q", got)
		}
		if got := code((Rules{}).Check(&s, withArgs(choose(KindFallBack, 0, "bl", ""), ArgDistance, "13"))); got != "fall-back" {
			t.Errorf("13 cm of 12: %q", got)
		}
		labels, _ := offerLabels(&s, 0)
		if got := strings.Join(labels, "|"); !strings.Contains(got, "bl: Fall back 12.0 cm (of 12 rolled)|bl: Fall back 1.0 cm (of 12 rolled), just clear") {
			t.Errorf("offers %q", got)
		}
		n, _ := applyPure(t, s, withArgs(choose(KindFallBack, 0, "bl", ""), ArgDistance, "1.0"))
		near(t, &n, "bl.1", 80, 63)
	})
	t.Run("defended", func(t *testing.T) {
		w := frontal().feature("wood", "wood", geom.V(60, 50), geom.V(110, 50), geom.V(110, 61), geom.V(60, 61))
		s := toCombat(t, w.state(t))
		// Red in the wood hits on 4+, blue on 5+ against it: 2 hits each.
		s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(5, 2, 1, 7), dd(4, 2, 1, 7))...)
		contains(t, evs, "rd (defended: may hold)")
		if got := code((Rules{}).Check(&s, choose(KindHold, 1, "rd", ""))); got != "draw-order" {
			t.Errorf("red holding before blue fell back: %q", got)
		}
		s, _ = applyPure(t, s, choose(KindFallBack, 0, "bl", ""), 3, 4, 5)
		if got := code((Rules{}).Check(&s, choose(KindHold, 1, "rd", ""))); got != "" {
			t.Errorf("red holding in the wood: %q", got)
		}
		labels, _ := offerLabels(&s, 1)
		if got := strings.Join(labels, "|"); !strings.Contains(got, "rd: Hold (defended)|rd: Fall back") {
			t.Errorf("offers %q", got)
		}
	})
}

// The winner's epilogue (wme.md §9.9): hold (L1406), fall back 3D6 to its
// rear (L1777-1797), or pursue (L1584-1594) into a second round at once
// (L1280) with +1 and +1 per full 3 cm of the 3 cm retreat (L1354-1355,
// A8). The two elements with red straight ahead move 3 cm into contact
// (L1586); the third, with no foe ahead, is placed by the rules (L1590):
// turned onto the flank of red's end element, its front edge against it,
// as in the text's diagram (L1600). In the second round red's flanked
// element fights at −1 (A24), and red, destroyed, loses the round
// whatever its score (L1382): blue may then advance (L1400), but no enemy
// is within reach.
func TestEpilogue(t *testing.T) {
	won := cat(dd(6, 3, 5, 1, 4, 1, 1, 4), dd(4, 2, 1, 7))
	start := toCombat(t, frontal().state(t))
	s, _ := applyPure(t, start, fight(0, "rd"), won...)
	labels, _ := offerLabels(&s, 0)
	if got := strings.Join(labels, "|"); got != "bl: Hold|bl: Pursue rd|bl: Fall back|End turn" && got != "bl: Hold|bl: Pursue rd|bl: Fall back|End combat" {
		t.Errorf("offers %q", got)
	}
	if got := code((Rules{}).Check(&s, fight(0, "rd"))); got != "epilogue" {
		t.Errorf("fighting before the epilogue: %q", got)
	}
	if got := code((Rules{}).Check(&s, choose(KindHold, 1, "rd", ""))); got != "no-epilogue" {
		t.Errorf("the loser holding: %q", got)
	}
	if got := code((Rules{}).Check(&s, choose(KindHold, 1, "bl", ""))); got != "not-yours" {
		t.Errorf("red choosing for blue: %q", got)
	}

	t.Run("hold", func(t *testing.T) {
		n, evs := applyPure(t, s, choose(KindHold, 0, "bl", ""))
		contains(t, evs, "bl hold their ground")
		near(t, &n, "bl.1", 80, 62)
		n, _ = applyPure(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0})
		// No longer engaged: left-over wounds go (L1430, A34).
		if w := status(mustUnit(t, &n, "rd"), stWounds); w != 0 || n.Active != 1 {
			t.Errorf("after the phase: rd wounds %d, active %d", w, n.Active)
		}
	})
	t.Run("fall back", func(t *testing.T) {
		n, evs := applyPure(t, s, choose(KindFallBack, 0, "bl", ""), 3, 4, 5)
		contains(t, evs, "Blue fall back up to 3D6 [3][4][5] = 12 cm", "bl fall back 12.0 cm")
		near(t, &n, "bl.1", 80, 74)
		if status(mustUnit(t, &n, "bl"), stConfused) != 0 {
			t.Error("confused after a clean fall back")
		}
	})
	t.Run("pursue", func(t *testing.T) {
		n, evs := applyPure(t, s, choose(KindPursue, 0, "bl", "rd"))
		contains(t, evs, "bl pursue rd straight ahead, 3.0 cm, 1 other element placed in formation (L1590): +2 attacks against them")
		near(t, &n, "bl.2", 84, 59)
		near(t, &n, "bl.3", 88, 59)
		near(t, &n, "bl.1", 81, 58)
		if b, _ := n.Base("bl.1"); math.Abs(geom.NormAngle(b.Shape.Facing-east)) > geom.AngleEps {
			t.Errorf("bl.1 faces %.1f°, want east onto rd's flank", geom.Bearing(b.Shape.Facing))
		}
		if b := status(mustUnit(t, &n, "bl"), pursuitPrefix+"rd"); b != 2 {
			t.Errorf("pursuit bonus %d, want 2", b)
		}
		labels, disabled := offerLabels(&n, 0)
		if !strings.Contains(strings.Join(labels, "|"), "Fight bl against rd (round 2)") || disabled["End combat"] == "" {
			t.Errorf("offers %v, disabled %v", labels, disabled)
		}
		// Round 2: 3 elements × (3 + 2) = 15 dice; 6 hits on a unit that
		// can take only 4 more (2 elements × 3 − 2 carried: A31); red's
		// element with bl.1 on its flank attacks at −1: 5 dice.
		n, evs = applyPure(t, n, fight(0, "rd"), cat(dd(6, 6, 1, 9), dd(1, 5))...)
		contains(t, evs, "Combat: bl against rd, round 2",
			"bl attack rd: 15 dice need 4+ (+1 pursuing, +1 per full 3 cm of pursuit)",
			"rd attack bl: 5 dice need 4+ (-1 enemy front against its flank or rear on 1 of 2 elements)",
			"rd could take only 4 of their 6 wounds", "Red are destroyed: Blue win", "bl may hold, advance or fall back")
		labels, disabled = offerLabels(&n, 0)
		if got := strings.Join(labels, "|"); !strings.Contains(got, "bl: Advance") || disabled["bl: Advance"] == "" {
			t.Errorf("offers %q: want Advance disabled (no enemy within 20 cm)", got)
		}
	})
}

// The charge bonus counts in the first round only (L1352, A19); a
// pursuit after the second round leaves the combat unresolved, to be
// fought in the next turn's Combat phase with the pursuit bonus kept and
// the wounds carried (wme.md §9.11; L1801-1811).
func TestChargeBonusAndUnresolvedCombat(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 3, 80, 62, north, fighters(3, 9, 0)).
		unit("rd", 1, Infantry, 3, 88, 60, south, fighters(3, 9, 0)).mark("bl", stCharged)
	s := toCombat(t, w.state(t))
	winBy1 := func(blueDice int) []int { return cat(dd(6, 3, 1, blueDice-3), dd(6, 2, 1, 7)) }
	s, evs := applyPure(t, s, fight(0, "rd"), winBy1(12)...)
	contains(t, evs, "bl attack rd: 12 dice need 4+ (+1 charging)", "rd retreat 1 cm")
	s, _ = applyPure(t, s, choose(KindPursue, 0, "bl", "rd"))
	s, evs = applyPure(t, s, fight(0, "rd"), winBy1(12)...)
	contains(t, evs, "bl attack rd: 12 dice need 4+ (+1 pursuing) [")
	if strings.Contains(eventText(evs), "charging") {
		t.Errorf("charge bonus in the second round:\n%s", eventText(evs))
	}
	s, evs = applyPure(t, s, choose(KindPursue, 0, "bl", "rd"))
	contains(t, evs, "the combat is unresolved and continues next turn")
	s, _ = applyPure(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	bl := mustUnit(t, &s, "bl")
	if status(bl, stWounds) != 4 || status(bl, pursuitPrefix+"rd") != 1 || status(bl, stCharged) != 0 {
		t.Errorf("bl after the phase: %v; want 4 wounds kept (L1811), the pursuit bonus (L1803), no charge", bl.Status)
	}
	// Red's turn: no orders for engaged units; the fight goes on.
	if got := code((Rules{}).Check(&s, order(1, "ogen", "rd"))); got != "engaged" {
		t.Errorf("ordering an engaged unit: %q", got)
	}
	s = toCombat(t, s)
	if got := code((Rules{}).Check(&s, rules.Action{Kind: rules.KindEndPhase, Side: 1})); got != "combat-pending" {
		t.Errorf("ending red's combat before the fight: %q", got)
	}
	_, evs = applyPure(t, s, fight(1, "rd"), winBy1(12)...)
	contains(t, evs, "Combat: rd against bl, round 1", "bl attack rd: 12 dice need 4+ (+1 pursuing) [")
}

// D11 (wme.md §15, [L1352-1353]): a monster charging infantry in the open
// has +2 attacks per element; against infantry in a wood (defended, as
// for shooting, L1366) it hits on 5+ and has no charge bonus.
func TestMonsterChargeD11(t *testing.T) {
	cases := []struct {
		name string
		wood bool
		dice []int
		want string
	}{
		{"open", false, cat([]int{6, 1, 1, 1, 1, 1}, dd(1, 3)), "mon attack rd: 6 dice need 4+ (+1 charging, +1 monster charging) [6][1][1][1][1][1] = 1 hit"},
		{"wood", true, cat([]int{5, 1, 1, 1}, dd(1, 3)), "mon attack rd: 4 dice need 5+ [5][1][1][1] = 1 hit"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().unit("mon", 0, Monster, 1, 84, 63, north, fighters(4, 4, 0)).
				unit("rd", 1, Infantry, 3, 88, 60, south, fighters(3, 3, 0)).mark("mon", stCharged)
			if c.wood {
				w.feature("wood", "wood", geom.V(60, 50), geom.V(110, 50), geom.V(110, 61), geom.V(60, 61))
			}
			s := toCombat(t, w.state(t))
			_, evs := applyPure(t, s, fight(0, "mon"), c.dice...)
			contains(t, evs, c.want)
		})
	}
}

// E10 (wme.md §15, [L1384], A31): a unit that can take 9 more wounds and
// suffers 12 counts 9 for the result; destroyed, its side loses
// whatever the score (L1382), and the winner may advance (L1739-1751): a
// new charge of at most 20 cm on the nearest visible enemy, fought this
// phase without the charge bonus (L1747) though the unit charged this
// turn.
func TestE10AndAdvance(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 4, 80, 62, north, fighters(3, 9, 0)).
		unit("rd", 1, Infantry, 3, 88, 60, south, fighters(3, 3, 0)).
		unit("r2", 1, Infantry, 3, 88, 48, south, fighters(3, 3, 0)).mark("bl", stCharged)
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 12, 1, 4), dd(1, 9))...)
	contains(t, evs, "bl attack rd: 16 dice need 4+ (+1 charging)", "rd could take only 9 of their 12 wounds",
		"Result: Blue 9, Red 0; rd could take only 9 of their 12 wounds (L1384); Red are destroyed: Blue win", "bl may hold, advance or fall back")
	labels, disabled := offerLabels(&s, 0)
	if got := strings.Join(labels, "|"); !strings.Contains(got, "bl: Advance on r2") || disabled["bl: Advance on r2"] != "" {
		t.Fatalf("offers %q (disabled %v)", got, disabled)
	}
	if got := code((Rules{}).Check(&s, choose(KindPursue, 0, "bl", "rd"))); got != "no-pursuit" {
		t.Errorf("pursuing a destroyed unit: %q", got)
	}
	s, evs = applyPure(t, s, choose(KindAdvance, 0, "bl", "r2"))
	contains(t, evs, "bl advance on r2 in the front (no charge bonus")
	if !engaged(&s, mustUnit(t, &s, "r2")) || status(mustUnit(t, &s, "bl"), stAdvanced) == 0 {
		t.Fatal("the advance did not engage r2")
	}
	labels, _ = offerLabels(&s, 0)
	if got := strings.Join(labels, "|"); !strings.Contains(got, "Fight bl against r2") {
		t.Fatalf("offers %q: want the new engagement", got)
	}
	_, evs, err := Rules{}.Apply(s, fight(0, "r2"), dice.NewSeeded(3))
	if err != nil {
		t.Fatal(err)
	}
	if text := eventText(evs); strings.Contains(text, "charging") || !strings.Contains(text, "bl attack r2") {
		t.Errorf("after the advance:\n%s", text)
	}
}

// D4 and D5 (wme.md §15, [L1480-1488], A9), with support from behind
// (L1436-1440, G17): 5 wounds and 2 supporting elements make 7 against
// 3; the two losing units in contact share the difference, 4 / 2 = 2 cm
// each. Against one unit, 7 against 4: 3 cm.
func TestRetreatDistanceD4D5(t *testing.T) {
	t.Run("D4", func(t *testing.T) {
		w := newWorld().unit("bl", 0, Infantry, 2, 80, 62, north, fighters(3, 6, 0)).
			unit("bs", 0, Infantry, 2, 80, 64, north, fighters(3, 6, 0)).
			unit("r1", 1, Infantry, 1, 84, 60, south, fighters(3, 6, 0)).
			unit("r2", 1, Infantry, 1, 80, 60, south, fighters(3, 6, 0))
		s := toCombat(t, w.state(t))
		n, evs := applyPure(t, s, fight(0, "bl"), cat([]int{6, 6, 1}, []int{6, 6, 6}, []int{6, 6, 1}, []int{6, 1, 1})...)
		contains(t, evs, "Result: Blue 7 (5 + 2 supports), Red 3; Blue win",
			"r1 retreat 2 cm (lost by 4, shared between 2 units (A9)", "r2 retreat 2 cm")
		near(t, &n, "r1.1", 84, 58)
		near(t, &n, "r2.1", 80, 58)
	})
	t.Run("D5", func(t *testing.T) {
		w := newWorld().unit("bl", 0, Infantry, 2, 80, 62, north, fighters(3, 6, 0)).
			unit("bs", 0, Infantry, 2, 80, 64, north, fighters(3, 6, 0)).
			unit("rd", 1, Infantry, 2, 84, 60, south, fighters(3, 6, 0))
		s := toCombat(t, w.state(t))
		n, evs := applyPure(t, s, fight(0, "bl"), cat([]int{6, 6, 6, 6, 6, 1}, []int{6, 6, 6, 6, 1, 1})...)
		contains(t, evs, "Result: Blue 7 (5 + 2 supports), Red 4; Blue win", "rd retreat 3 cm (lost by 3,")
		near(t, &n, "rd.1", 84, 57)
	})
}

// Support beside (wme.md §9.7, G17, A25; L1440): a cavalry element
// touches only the middle of three infantry elements; the two beside it
// support. A second rank 1 cm off the line is not exactly behind and
// does not.
func TestSupport(t *testing.T) {
	cases := []struct {
		name string
		w    *world
		want string
	}{
		{"beside", newWorld().unit("bl", 0, Infantry, 3, 80, 62, north, fighters(3, 6, 0)).
			unit("cv", 1, Cavalry, 1, 84, 59, south, fighters(3, 6, 0)), "Result: Blue 3 (1 + 2 supports), Red 0"},
		{"offset", newWorld().unit("bl", 0, Infantry, 1, 84, 62, north, fighters(3, 6, 0)).
			unit("bs", 0, Infantry, 1, 85, 64, north, fighters(3, 6, 0)).
			unit("cv", 1, Cavalry, 1, 84, 59, south, fighters(3, 6, 0)), "Result: Blue 1, Red 0"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := toCombat(t, c.w.state(t))
			_, evs := applyPure(t, s, fight(0, "cv"), cat([]int{6, 1, 1}, []int{1, 1, 1})...)
			contains(t, evs, c.want)
		})
	}
}

// Blocked retreats (wme.md §9.8 item 4; L1504-1516): an element whose
// retreat crosses a friend that does not make way, or impassable terrain,
// is destroyed; its unit's wounds stay (L1516). No confusion (L1889).
func TestBlockedRetreat(t *testing.T) {
	cases := []struct {
		name, lost string
		add        func(w *world)
	}{
		// A friend that cannot make way ([L2794]: the element is
		// destroyed): moving back 1 cm is more than its 0.5 cm pace.
		{"friend that cannot make way", "rd.1", func(w *world) {
			p := fighters(3, 3, 0)
			p[keyMove] = 0.5
			w.unit("rf", 1, Infantry, 1, 88, 56, south, p)
		}},
		{"lake", "rd.2", func(w *world) {
			w.feature("lake", "lake", geom.V(82.5, 55), geom.V(85.5, 55), geom.V(85.5, 57.5), geom.V(82.5, 57.5))
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().unit("bl", 0, Infantry, 3, 80, 62, north, fighters(3, 9, 0)).
				unit("rd", 1, Infantry, 3, 88, 60, south, fighters(3, 9, 0))
			c.add(w)
			s := toCombat(t, w.state(t))
			n, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 4, 1, 5), dd(6, 1, 1, 8))...)
			contains(t, evs, "rd retreat 3 cm", "rd, "+rules.StandOf(c.lost)[4:]+" blocked by")
			rd := mustUnit(t, &n, "rd")
			if len(rd.Bases) != 2 || status(rd, stWounds) != 4 || status(rd, stConfused) != 0 {
				t.Errorf("rd: bases %v, status %v; want 2 bases, 4 wounds kept, not confused", rd.Bases, rd.Status)
			}
			if _, ok := n.Base(c.lost); ok {
				t.Errorf("%s still on the table", c.lost)
			}
		})
	}
}

// E11 (wme.md §15, [L1522]): a retreat of exactly 1 cm towards an enemy
// element exactly 1 cm away is blocked when that enemy is not in the
// engagement, and not when it is (its other element touches the
// retreating unit's flank; the retreat is still away from the front,
// touched by two elements against one, G19). The flanked element attacks
// at −1 (A24).
func TestE11IncidentalContact(t *testing.T) {
	cases := []struct {
		name     string
		inEng    bool
		dice     []int
		survives bool
	}{
		{"outside the engagement", false, cat(dd(6, 1, 1, 5), dd(1, 6)), false},
		{"in the engagement", true, cat(dd(6, 1, 1, 5), dd(1, 5), dd(1, 3)), true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().unit("bl", 0, Infantry, 2, 84, 62, north, fighters(3, 9, 0)).
				unit("rd", 1, Infantry, 2, 88, 60, south, fighters(3, 9, 0)).
				unit("bx", 0, Infantry, 1, 88, 57, south, fighters(3, 9, 0))
			if c.inEng {
				w.base("bx", "bx.2", 81, 60, east)
			}
			s := toCombat(t, w.state(t))
			n, evs := applyPure(t, s, fight(0, "rd"), c.dice...)
			contains(t, evs, "rd retreat 1 cm")
			if c.inEng {
				contains(t, evs, "rd attack bl: 5 dice need 4+ (-1 enemy front against its flank or rear on 1 of 2 elements)")
			}
			_, ok := n.Base("rd.1")
			if ok != c.survives {
				t.Errorf("rd.1 on the table: %v, want %v\n%s", ok, c.survives, eventText(evs))
			}
			if ok {
				near(t, &n, "rd.1", 88, 59)
			}
		})
	}
}
