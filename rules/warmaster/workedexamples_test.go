package warmaster

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The worked examples of wme.md §15 that no other test names (E21 and
// E29 are spells, which are not played). Each test cites its example and
// the seed lines it comes from.

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

// contactKind fails the test unless bases a and b touch, and says how.
func contactKind(t *testing.T, s *rules.State, a, b string) table.ContactKind {
	t.Helper()
	x, ok := s.Base(a)
	y, ok2 := s.Base(b)
	if !ok || !ok2 {
		t.Fatalf("no base %s or %s", a, b)
	}
	c, ok := table.Touching(x.Shape, y.Shape)
	if !ok {
		t.Fatalf("%s does not touch %s", a, b)
	}
	return c.Kind
}

// sameEngagement reports whether units a and b belong to one engagement
// (wme.md §9.1, G25).
func sameEngagement(s *rules.State, a, b string) bool {
	for _, e := range engagements(s) {
		in := map[string]bool{}
		for _, u := range e.units {
			in[u.ID] = true
		}
		if in[a] && in[b] {
			return true
		}
	}
	return false
}

// E15 (wme.md §15, [L1651-1657]; §9.9, [L1639-1657], [L1572-1576]): two
// Roman units (red ra and rb, one element each, side by side) retreat
// 2 cm; the first barbarian unit (blue bl, two elements, one in front of
// each) pursues rb: bl.2 moves 2 cm straight ahead into it, and bl.1,
// whose straight move meets ra rather than rb, is placed by the rules
// beside it, against ra's front. bx behind bl.1 and bs (bs.1 behind bl.2,
// bs.2 off to its right) supported bl in the first round. Neither sees
// ra past bl, so they pursue it in support, in the player's order
// (L1572: only the units that see it must go first). bx takes the place
// behind bl.1; then bs moves its right element bs.2 4 cm straight ahead
// to stand beside bl.2 (G17), its front-left corner on rb's front-right
// corner, and the rules place bs.1 behind bl.2 (doc.go: the rules place
// the free elements, taking the move that puts the most elements in
// support: bs.1 moved to the back of bl.2 would have left bs.2 nowhere to
// support from, as only the first element may touch an enemy, by a
// corner, [L1651]). In the second round bs.2 fights rb through that
// corner ([L1647]); bs pursued ra, so it has no pursuit bonus against rb
// (A8: the bonus is against the unit pursued).
func TestE15SupportPursuitCornerToCorner(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 2, 84, 62, north, fighters(3, 9, 0)).
		unit("bx", 0, Infantry, 1, 84, 64, north, fighters(3, 9, 0)).
		unit("bs", 0, Infantry, 2, 88, 64, north, fighters(3, 9, 0)).
		unit("ra", 1, Infantry, 1, 84, 60, south, fighters(3, 9, 0)).
		unit("rb", 1, Infantry, 1, 88, 60, south, fighters(3, 9, 0))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "ra"), cat(dd(6, 2, 1, 4), dd(1, 6))...)
	contains(t, evs, "Combat: bl, bx, bs against ra, rb, round 1", "Result: Blue 4 (2 + 2 supports), Red 0; Blue win",
		"ra retreat 2 cm", "rb retreat 2 cm")
	n, evs := applyPure(t, s, choose(KindPursue, 0, "bl", "rb"))
	contains(t, evs, "bl pursue rb straight ahead, 2.0 cm, 1 other element placed in formation (L1590): +1 attacks against them")
	near(t, &n, "bl.1", 84, 60)
	near(t, &n, "bl.2", 88, 60)
	for _, id := range []string{"bx", "bs"} {
		if pursuerSees(&n, mustUnit(t, &n, id), mustUnit(t, &n, "ra")) {
			t.Fatalf("%s sees ra past bl: the example needs it not to", id)
		}
	}
	n, evs = applyPure(t, n, choose(KindPursue, 0, "bx", "ra"))
	contains(t, evs, "bx pursue ra in support of bl, 1 element behind or beside its fighting elements")
	n, evs = applyPure(t, n, choose(KindPursue, 0, "bs", "ra"))
	contains(t, evs, "bs pursue ra in support of bl, 2 elements behind or beside its fighting elements",
		"a second round is fought at once")
	near(t, &n, "bx.1", 84, 62)
	near(t, &n, "bs.1", 88, 62)
	near(t, &n, "bs.2", 92, 60)
	facing(t, &n, "bs.2", north)
	if k := contactKind(t, &n, "bs.2", "rb.1"); k != table.CornerToCorner {
		t.Errorf("bs.2 touches rb.1 by %v, want corner to corner", k)
	}
	_, evs = applyPure(t, n, fight(0, "ra"), dd(1, 16)...)
	contains(t, evs, "Combat: bl, bx, bs against ra, rb, round 2",
		"bl attack rb: 4 dice need 4+ (+1 pursuing)", "bs attack rb: 3 dice need 4+ [1][1][1]",
		"Result: Blue 2 (0 + 2 supports)")
}

// E16 (wme.md §15, [L1671-1677], [L1697-1699]): the Roman infantry (blue
// bl, three elements) beats barbarian infantry (red ri, in front of it)
// and cavalry (red rc, touching bl.3 by a corner only); both retreat
// 3 cm (6 shared between 2 units, A9). Infantry may not pursue into the
// cavalry's front ([L1556]); bl pursues ri straight ahead and keeps its
// corner contact with rc: bl.3's front-right corner on rc.2's front-left
// one. rc stays engaged and fights the second round ([L1697-1699]), and
// bl's pursuit bonus applies: +1 pursuing, +1 for the full 3 cm. bl.3
// attacks ri, the enemy on its front edge ([L1334-1346]), so no element
// of bl attacks rc here; the rules keep the bonus against the unit
// pursued (A8), and whether it would also count against rc is not tested.
func TestE16CornerContactWithRetreatingCavalry(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 3, 80, 62, north, fighters(3, 9, 0)).
		unit("ri", 1, Infantry, 3, 88, 60, south, fighters(3, 9, 0)).
		unit("rc", 1, Cavalry, 2, 93, 59, south, fighters(3, 9, 0))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "ri"), cat(dd(6, 6, 1, 3), dd(1, 12))...)
	contains(t, evs, "Combat: bl against ri, rc, round 1", "Result: Blue 6, Red 0; Blue win",
		"ri retreat 3 cm", "rc retreat 3 cm")
	n, evs := applyPure(t, s, choose(KindPursue, 0, "bl", "ri"))
	contains(t, evs, "bl pursue ri straight ahead, 3.0 cm: +2 attacks against them", "a second round is fought at once")
	for i, x := range []float64{80, 84, 88} {
		near(t, &n, "bl."+string(rune('1'+i)), x, 59)
	}
	near(t, &n, "rc.2", 91, 56)
	if k := contactKind(t, &n, "bl.3", "rc.2"); k != table.CornerToCorner {
		t.Errorf("bl.3 touches rc.2 by %v, want corner to corner", k)
	}
	if !sameEngagement(&n, "bl", "rc") {
		t.Error("rc left the engagement: corner contact with the pursuer keeps it engaged (L1697)")
	}
	_, evs = applyPure(t, n, fight(0, "ri"), dd(1, 28)...)
	contains(t, evs, "Combat: bl against ri, rc, round 2",
		"bl attack ri: 15 dice need 4+ (+1 pursuing, +1 per full 3 cm of pursuit)", "rc attack bl: 3 dice need 4+")
}

// E26 (wme.md §15, [L1663-1669], [L1687-1689]; §9.9, [L1584-1590],
// [L1679-1689]): the barbarian unit (red ri, three elements) loses a
// round, losing ri.3, and retreats 4 cm; the Roman unit (blue bl) pursues.
// The right and centre elements (bl.3, bl.2) have ri straight ahead and
// move 4 cm into its front, compulsorily; bl.3 slides along the red
// cavalry rc, which stood beside ri's path, and ends touching its side:
// rc, not in the fight, is engaged by incidental contact. The left
// element bl.1 has nothing of ri ahead. The text lets the player put it
// anywhere in formation; here the rules place it (doc.go): ri.2's flank
// is taken by a second red unit rx, so it goes beside bl.2 in the line,
// its front against rx's front and a corner on ri.2's: rx, too, is
// engaged by incidental contact, as in the diagram. Pursuit bonuses count
// only against the unit that retreated from the fight ([L1687-1689]): in
// the second round bl attacks ri with +2 (+1 pursuing, +1 for the full
// 3 cm of the 4 cm retreat) and rx with none.
func TestE26IncidentalContactInPursuit(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 3, 80, 62, north, fighters(3, 9, 0)).
		unit("ri", 1, Infantry, 3, 88, 60, south, fighters(3, 3, 0)).
		unit("rc", 1, Cavalry, 1, 91, 56, south, fighters(3, 3, 0)).
		unit("rx", 1, Infantry, 1, 80, 56, south, fighters(3, 3, 0))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "ri"), cat(dd(6, 4, 1, 5), dd(1, 9))...)
	contains(t, evs, "Combat: bl against ri, round 1", "Result: Blue 4, Red 0; Blue win")
	// rx stands behind ri.3 and not behind ri.1: the ends are not alike
	// for the retreat, and red says which goes ([L1426]), ri.3 as in the
	// example.
	if status(mustUnit(t, &s, "ri"), stCasualties) != 1 {
		t.Fatalf("red is not asked for its casualty:\n%s", eventText(evs))
	}
	s, evs = applyPure(t, s, withArgs(choose(KindRemove, 1, "ri", ""), ArgBases, "ri.3"))
	contains(t, evs, "ri lose an element, the 3rd stand", "ri retreat 4 cm")
	for _, id := range []string{"rc", "rx"} {
		if sameEngagement(&s, "bl", id) {
			t.Fatalf("%s is engaged before the pursuit: the example needs it not to be", id)
		}
	}
	n, evs := applyPure(t, s, choose(KindPursue, 0, "bl", "ri"))
	contains(t, evs, "bl pursue ri straight ahead, 4.0 cm, 1 other element placed in formation (L1590): +2 attacks against them",
		"a second round is fought at once")
	near(t, &n, "bl.2", 84, 58)
	near(t, &n, "bl.3", 88, 58)
	near(t, &n, "bl.1", 80, 58)
	facing(t, &n, "bl.1", north)
	if k := contactKind(t, &n, "bl.3", "rc.1"); k != table.EdgeToEdge {
		t.Errorf("bl.3 touches rc.1 by %v, want edge to edge (sliding along it)", k)
	}
	if k := contactKind(t, &n, "bl.1", "rx.1"); k != table.EdgeToEdge {
		t.Errorf("bl.1 touches rx.1 by %v, want edge to edge", k)
	}
	for _, id := range []string{"rc", "rx"} {
		if !sameEngagement(&n, "bl", id) {
			t.Errorf("%s is not engaged with bl by the incidental contact (L1683)", id)
		}
	}
	_, evs = applyPure(t, n, fight(0, "ri"), dd(1, 26)...)
	contains(t, evs, "Combat: bl against ri, rc, rx, round 2",
		"bl attack rx: 3 dice need 4+ [1][1][1]",
		"bl attack ri: 10 dice need 4+ (+1 pursuing, +1 per full 3 cm of pursuit)",
		"rc attack bl: 3 dice need 4+", "rx attack bl: 3 dice need 4+")
}
