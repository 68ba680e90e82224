package warmaster

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// The worked examples of wme.md §15 that no other test names (E21 and
// E29 are spells, which are not played). Each test cites its example and
// the seed lines it comes from. Not yet here: E15 (support pursuit ending
// corner to corner), E16 (corner contact kept with retreating cavalry)
// and E26 (incidental contact by a free element); TestSupportPursuit
// covers support pursuit without the corner.

// E22 (wme.md §15, [L2370]): the Banner of Protection turns armour 5+
// into 4+; on armour 3+ it does nothing (never better than 3+). Blue's
// three elements score 3 hits on red, which carries the banner; the save
// dice show the save needed.
func TestE22BannerOfProtection(t *testing.T) {
	cases := []struct {
		name   string
		armour float64
		banner bool
		saves  []int
		want   string
	}{
		{"5+ without the banner", 5, false, []int{4, 1, 1}, "saves 5+ [4][1][1] = 0 saved; 3 wounds"},
		{"5+ becomes 4+", 5, true, []int{4, 1, 1}, "saves 4+ [4][1][1] = 1 saved; 2 wounds"},
		{"3+ stays 3+", 3, true, []int{3, 2, 1}, "saves 3+ [3][2][1] = 1 saved; 2 wounds"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := frontal()
			w.s.Units[3].Profile = fighters(3, 3, c.armour)
			if c.banner {
				w.give("rd", BannerOfProtection)
			}
			s := toCombat(t, w.state(t))
			_, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 3, 1, 6), c.saves, dd(1, 9))...)
			contains(t, evs, "bl attack rd: 9 dice need 4+", c.want)
		})
	}
}

// E23 (wme.md §15, [L2400]): the Sword of Destruction: of three hits one
// is saved by armour; that successful save must be re-rolled. Red has
// armour 4+; blue's sword makes red re-roll its one good save: a 1 and
// the hit goes through (3 wounds), a 4 and it stays saved (2 wounds).
// Without the sword the save stands.
func TestE23SwordOfDestruction(t *testing.T) {
	cases := []struct {
		name  string
		sword bool
		dice  []int
		want  string
	}{
		{"re-rolled and failed", true, cat(dd(6, 3, 1, 6), []int{5, 1, 1}, []int{1}, dd(1, 9)),
			"saves 4+ [5][1][1], the Sword of Destruction makes one be re-rolled: [1] (WME §11.5 [L2400]) = 0 saved; 3 wounds"},
		{"re-rolled and saved again", true, cat(dd(6, 3, 1, 6), []int{5, 1, 1}, []int{4}, dd(1, 9)),
			"saves 4+ [5][1][1], the Sword of Destruction makes one be re-rolled: [4] (WME §11.5 [L2400]) = 1 saved; 2 wounds"},
		{"no sword", false, cat(dd(6, 3, 1, 6), []int{5, 1, 1}, dd(1, 9)),
			"saves 4+ [5][1][1] = 1 saved; 2 wounds"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := frontal()
			w.s.Units[3].Profile = fighters(3, 3, 4)
			if c.sword {
				w.give("bl", SwordOfDestruction)
			}
			s := toCombat(t, w.state(t))
			_, evs := applyPure(t, s, fight(0, "rd"), c.dice...)
			contains(t, evs, "bl attack rd: 9 dice need 4+ [6][6][6]", c.want)
		})
	}
}

// E31 (wme.md §15, [L2406], [L2422]): a Sword of Might (or of Fate)
// carried by a unit of three elements of Attacks 3 gives +1 attack in
// all, to one element: 10 dice, not 12 (the Banner of Battle's +1 per
// element, [L2364], would give 12).
func TestE31SwordOfMight(t *testing.T) {
	cases := []struct {
		name string
		item string
		dice int
		want string
	}{
		{"Sword of Might", SwordOfMight, 10, "bl attack rd: 10 dice need 4+ (+1 Sword of Might on 1 of 3 elements)"},
		{"Sword of Fate", SwordOfFate, 10, "bl attack rd: 10 dice need 4+ (+1 Sword of Fate on 1 of 3 elements)"},
		{"Banner of Battle, by contrast", BannerOfBattle, 12, "bl attack rd: 12 dice need 4+ (+1 Banner of Battle)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := toCombat(t, frontal().give("bl", c.item).state(t))
			_, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 3, 1, c.dice-3), dd(1, 9))...)
			contains(t, evs, c.want)
		})
	}
}

// E25 (wme.md §15, [L956]; §4.1, G4): closed terrain limits a line of
// sight to 2 cm inside it, so a unit more than 2 cm inside a wood is
// invisible from outside, and sees nothing outside; one within 2 cm of
// its edge sees and is seen. The wood spans y 40-70; "out" stands 9 cm
// south of it facing north, "in" inside it facing south, its rear edge
// depth cm from the wood's edge.
func TestE25ClosedTerrainBlocksSight(t *testing.T) {
	cases := []struct {
		name  string
		wood  bool
		depth float64 // from the wood's edge to in's nearest edge
		see   bool
	}{
		{"no wood", false, 3, true},
		{"1 cm inside", true, 1, true},
		{"exactly 2 cm inside", true, 2, true},
		{"3 cm inside", true, 3, false},
		{"10 cm inside", true, 10, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().unit("out", 0, Infantry, 1, 80, 80, north, nil).
				unit("in", 1, Infantry, 1, 80, 70-c.depth-1, south, nil)
			if c.wood {
				w.feature("wood", "wood", geom.V(60, 40), geom.V(100, 40), geom.V(100, 70), geom.V(60, 70))
			}
			s := w.state(t)
			out, _ := s.Base("out.1")
			in, _ := s.Base("in.1")
			if got := sees(&s, out.Shape, in.Shape); got != c.see {
				t.Errorf("out sees in: %v, want %v", got, c.see)
			}
			if got := sees(&s, in.Shape, out.Shape); got != c.see {
				t.Errorf("in sees out: %v, want %v", got, c.see)
			}
		})
	}
}

// E12 (wme.md §15, [L1596-1608]; §9.9, [L1584-1590]): the Roman unit
// (red, two elements) retreats 2 cm and the barbarian unit (blue, three
// elements in line) pursues. The two elements with the enemy straight
// ahead (bl.2, bl.3) move 2 cm into front contact; the third, bl.1, has
// nothing ahead and is placed in formation: the rules put it on the
// enemy's flank, as in the diagram ([L1608]: it "could have gone
// anywhere in formation"; doc.go: the rules place free elements). The
// bonus is +1 only: a 2 cm retreat gives no full 3 cm (A8).
func TestE12DirectPursuit(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 3, 80, 62, north, fighters(3, 9, 0)).
		unit("rd", 1, Infantry, 2, 88, 60, south, fighters(3, 9, 0))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 2, 1, 7), dd(1, 6))...)
	contains(t, evs, "Result: Blue 2, Red 0; Blue win", "rd retreat 2 cm")
	near(t, &s, "rd.1", 88, 58)
	near(t, &s, "rd.2", 84, 58)
	n, evs := applyPure(t, s, choose(KindPursue, 0, "bl", "rd"))
	contains(t, evs, "bl pursue rd straight ahead, 2.0 cm, 1 other element placed in formation (L1590): +1 attacks against them")
	// Straight ahead 2 cm, fronts against rd's front (y 59).
	near(t, &n, "bl.2", 84, 60)
	near(t, &n, "bl.3", 88, 60)
	facing(t, &n, "bl.2", north)
	facing(t, &n, "bl.3", north)
	// The third on rd.2's flank: facing east, its front on x 82.
	near(t, &n, "bl.1", 81, 59)
	facing(t, &n, "bl.1", east)
	if b := status(mustUnit(t, &n, "bl"), pursuitPrefix+"rd"); b != 1 {
		t.Errorf("pursuit bonus %d, want 1", b)
	}
}

// e13World: blue's bl (three elements in line facing north) fights three
// red units at once: rb on its front, rc against bl.1's left flank and
// rd against bl.3's right flank. It wins 7 to 0 and each retreats
// ceil(7/3) = 3 cm away from bl (A9): rb north, rc west, rd east.
func e13World(t *testing.T) rules.State {
	w := newWorld().unit("bl", 0, Infantry, 3, 80, 62, north, fighters(3, 9, 0)).
		unit("rb", 1, Infantry, 1, 84, 60, south, fighters(1, 9, 0)).
		unit("rc", 1, Infantry, 1, 77, 62, east, fighters(1, 9, 0)).
		unit("rd", 1, Infantry, 1, 91, 62, geom.FromBearing(270), fighters(1, 9, 0))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "rb"), cat(dd(6, 7), dd(1, 3))...)
	contains(t, evs, "Result: Blue 7, Red 0; Blue win", "rb retreat 3 cm", "rc retreat 3 cm", "rd retreat 3 cm")
	return s
}

// E13 (wme.md §15, [L1615]; [L1592]): unit A has beaten B, C and D, which
// face different ways, and cannot pursue straight ahead into all of them
// without breaking its formation: the player chooses which unit to
// pursue. Each of the three is offered, and each pursuit is legal and
// ends in contact with the unit chosen: rb straight ahead, rc and rd
// (nothing straight ahead) indirectly, as a charge ([L1596]: the charge
// solver chooses the direction, doc.go).
func TestE13ChooseWhomToPursue(t *testing.T) {
	s := e13World(t)
	labels, _ := offerLabels(&s, 0)
	got := strings.Join(labels, "|")
	for _, id := range []string{"rb", "rc", "rd"} {
		if !strings.Contains(got, "bl: Pursue "+id) {
			t.Errorf("offers %q lack bl: Pursue %s", got, id)
		}
	}
	cases := []struct {
		target, how string
	}{
		{"rb", "bl pursue rb straight ahead, 3.0 cm, 2 other elements placed in formation"},
		{"rc", "bl pursue rc indirectly, onto its front"},
		{"rd", "bl pursue rd indirectly, onto its front"},
	}
	for _, c := range cases {
		t.Run(c.target, func(t *testing.T) {
			n, evs := applyPure(t, s, choose(KindPursue, 0, "bl", c.target))
			contains(t, evs, c.how, "a second round is fought at once")
			if !touching(&n, mustUnit(t, &n, "bl"), mustUnit(t, &n, c.target)) {
				t.Errorf("bl does not touch %s after pursuing it", c.target)
			}
		})
	}
}

// E14 (wme.md §15, [L1629]; [L1610-1637]): indirect pursuit. No element
// of the pursuer meets the enemy by moving straight ahead, so the first
// element is placed as in a charge and the others in formation. In the
// E13 set-up rd has retreated 3 cm east, off bl's front: bl.1 is placed
// as a charge, centred on rd's front edge (x 93), and the rest of bl in
// formation beside it. The diagram's charge lands on the enemy's flank;
// here bl stands in rd's front zone, so the charge solver (wme.md §7.5,
// the zone by where the pursuer stands) places it on the front: the zone
// is the charge's rule, not a pursuit's.
func TestE14IndirectPursuit(t *testing.T) {
	s := e13World(t)
	n, evs := applyPure(t, s, choose(KindPursue, 0, "bl", "rd"))
	contains(t, evs, "bl pursue rd indirectly, onto its front: +2 attacks against them")
	for _, id := range []string{"bl.1", "bl.2", "bl.3"} {
		facing(t, &n, id, east)
	}
	// One element centred on rd's front edge, the others beside it in line.
	near(t, &n, "bl.1", 92, 62)
	near(t, &n, "bl.2", 92, 58)
	near(t, &n, "bl.3", 92, 66)
	near(t, &n, "rd.1", 94, 62)
}
