package warmaster

import (
	"slices"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// makeWay is the owner's make-way action for unit.
func makeWay(side int, unit, way string) rules.Action {
	return rules.Action{Kind: KindMakeWay, Side: side, Args: map[string]string{"unit": unit, ArgWay: way}}
}

// wayOffers are the make-way offers side sees, as "unit way" strings.
func wayOffers(s *rules.State, side int) []string {
	var out []string
	for _, o := range (Rules{}).Offers(s, side, nil) {
		if o.Action.Kind == KindMakeWay {
			out = append(out, o.Action.Args["unit"]+" "+o.Action.Args[ArgWay])
		}
	}
	return out
}

// drivenOrcs drives the orcs (80, 60) 9 cm north (dice 4, 5) with the
// goblins in their way; the drive back waits for Red's choice.
func drivenOrcs(t *testing.T, w *world) rules.State {
	t.Helper()
	s := toShooting(t, w.state(t))
	s, _ = apply(t, s, shoot("xb", "orc"), 4, 4)
	s, evs := apply(t, s, endPhaseBlue, 4, 5)
	contains(t, evs, "orc driven back 2D6 [4][5] = 9 cm away from xb",
		"gob stand in the way of orc: Red chooses whether and how they make way")
	if s.Phase != PhaseShooting {
		t.Fatalf("phase %s, want shooting until the choice is made", s.Phase)
	}
	return s
}

// Make way in a drive back is its owner's choice, made after the dice
// (wme.md §9.10; [L1906-1926], [L1883], [L1875-1879]): the orcs are
// driven 9 cm north; the goblins 3 cm behind them may step aside 4 cm to
// either side ([L1918]: all in the path, the element slides square to
// it), move back 6 cm ([L1924], ending touching the orcs; re-forming in
// support would put it in the same place, so it is not offered twice),
// or refuse ([L1883]: "volontairement ou non"), the least move first.
// Making way, both test (the goblins roll 6 and are confused, [L1879]);
// refusing, the orcs stop in contact, confused, and nobody tests. Then
// the Combat phase starts.
func TestMakeWayInADriveBack(t *testing.T) {
	w := func() *world {
		return newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(2)).
			unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
			unit("gob", 1, Infantry, 1, 80, 55, south, nil)
	}
	s := drivenOrcs(t, w())
	want := []string{"gob aside-right", "gob aside-left", "gob back", "gob refuse"}
	for _, side := range []int{0, 1} { // the owner's, and the phasing player's screen
		if got := wayOffers(&s, side); !slices.Equal(got, want) {
			t.Errorf("offers to side %d = %v, want %v", side, got, want)
		}
	}
	if got := (Rules{}).Legal(&s, 1); !slices.Equal(got, []string{KindMakeWay}) {
		t.Errorf("Legal(red) = %v, want [make-way]", got)
	}
	if err := (Rules{}).Check(&s, endPhaseBlue); code(err) != "make-way-pending" {
		t.Errorf("end-phase while the choice is awaited: %v, want make-way-pending", err)
	}
	for _, c := range []struct {
		way      string
		dice     []int
		text     string
		orc, gob geom.Vec
		confused string
	}{
		{WayAsideRight, []int{1, 6}, "gob make way for orc: steps aside to the right of its path 4.0 cm (WME §9.10 [L1906-1926]); confusion tests, 6 confuses (L1875-1879): orc 1, gob 6; gob confused",
			geom.V(80, 51), geom.V(84, 55), "gob"},
		{WayAsideLeft, []int{1, 1}, "gob make way for orc: steps aside to the left of its path 4.0 cm", geom.V(80, 51), geom.V(76, 55), ""},
		{WayBack, []int{6, 1}, "gob make way for orc: moves back 6.0 cm", geom.V(80, 51), geom.V(80, 49), "orc"},
		{WayRefuse, nil, "orc driven back 9 cm away from xb; stopped after 3.0 cm by gob, which does not make way: its owner's choice, confused", geom.V(80, 57), geom.V(80, 55), "orc"},
	} {
		t.Run(c.way, func(t *testing.T) {
			n, evs := applyPure(t, s, makeWay(1, "gob", c.way), c.dice...)
			contains(t, evs, c.text, "Blue: Combat phase")
			near(t, &n, "orc.1", c.orc.X, c.orc.Y)
			near(t, &n, "gob.1", c.gob.X, c.gob.Y)
			for _, id := range []string{"orc", "gob"} {
				if got, want := status(mustUnit(t, &n, id), stConfused) == 1, id == c.confused; got != want {
					t.Errorf("%s confused = %v, want %v", id, got, want)
				}
			}
		})
	}
}

// A friend that cannot make way in a drive back ([L1883], A18): the
// driven unit stops in contact, confused, and the friend does not test;
// no choice is asked and the reason is told.
func TestFriendCannotMakeWayInADriveBack(t *testing.T) {
	w := newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(2)).
		unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
		unit("gob", 1, Infantry, 1, 80, 55, south, map[string]float64{keyMove: 2})
	s := toShooting(t, w.state(t))
	s, _ = apply(t, s, shoot("xb", "orc"), 4, 4)
	_, evs := apply(t, s, endPhaseBlue, 4, 5)
	contains(t, evs, "stopped after 3.0 cm by gob, which does not make way: it cannot step aside: 4.0 cm is more than its full pace of 2 cm (L1910), confused")
}

// Stepping aside element by element ([L1914-1916]: "seuls les éléments
// sur le chemin de l'unité amie sont déplacés – les autres restent sur
// place"): the goblins' line of three has only gob.1 in the orcs' path;
// it goes to the other end of the line, on the left of the path (the
// right has no room beside the others out of the path), gob.2 and gob.3
// staying put. Moving back (6 cm) is the least move and comes first;
// re-forming in support ([L1926]) puts gob.2 behind the orcs, the others
// beside it. With the line's middle in the path, the ends would be split:
// no step aside (and the support is the move back's place).
func TestStepAsideElementByElement(t *testing.T) {
	for _, c := range []struct {
		name string
		x    float64 // gob.1's centre; gob.2 and gob.3 follow 4 cm apart toward -x
		want []string
		way  string
		at   []geom.Vec
	}{
		{"end in the path", 79, []string{"gob back", "gob aside-left", "gob support", "gob refuse"}, WayAsideLeft,
			[]geom.Vec{geom.V(67, 55), geom.V(75, 55), geom.V(71, 55)}},
		{"middle in the path", 84, []string{"gob back", "gob refuse"}, WayBack,
			[]geom.Vec{geom.V(84, 49), geom.V(80, 49), geom.V(76, 49)}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := drivenOrcs(t, newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(2)).
				unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
				unit("gob", 1, Infantry, 3, c.x, 55, south, nil))
			if got := wayOffers(&s, 1); !slices.Equal(got, c.want) {
				t.Fatalf("offers = %v, want %v", got, c.want)
			}
			n, evs := applyPure(t, s, makeWay(1, "gob", c.way), 1, 1)
			if c.way == WayAsideLeft {
				contains(t, evs, "gob make way for orc: steps aside to the left of its path (1 of 3 elements) 12.0 cm")
			}
			for i, p := range c.at {
				near(t, &n, "gob."+string(rune('1'+i)), p.X, p.Y)
			}
			near(t, &n, "orc.1", 80, 51)
		})
	}
}

// Every element in the path ([L1918]): the one needing the least move
// slides square to the path, without turning, and the others are placed
// around it in line; the orcs' line of three covers the goblins' line.
// To the right (+x), gob.1 slides 4 cm and the others follow it; to the
// left, gob.3 does.
func TestStepAsideAllInThePath(t *testing.T) {
	w := newWorld().unit("xb", 0, Infantry, 1, 76, 80, north, xbow(2)).
		unit("orc", 1, Infantry, 3, 80, 60, south, orcs(0)).
		unit("gob", 1, Infantry, 3, 80, 55, south, nil)
	s := drivenOrcs(t, w)
	if got, want := wayOffers(&s, 1), []string{"gob back", "gob aside-right", "gob aside-left", "gob refuse"}; !slices.Equal(got, want) {
		t.Fatalf("offers = %v, want %v", got, want)
	}
	for _, c := range []struct {
		way string
		at  []geom.Vec
	}{
		{WayAsideRight, []geom.Vec{geom.V(84, 55), geom.V(88, 55), geom.V(92, 55)}},
		{WayAsideLeft, []geom.Vec{geom.V(60, 55), geom.V(64, 55), geom.V(68, 55)}},
	} {
		n, _ := applyPure(t, s, makeWay(1, "gob", c.way), 1, 1)
		for i, p := range c.at {
			near(t, &n, "gob."+string(rune('1'+i)), p.X, p.Y)
		}
		if f := FormationOf(rects(&n, mustUnit(t, &n, "gob"))); f != Line {
			t.Errorf("%s: gob in %v, want a line", c.way, f)
		}
	}
}

// retreatingRed has red lose by 3 and retreat 3 cm north with friend rf
// (n elements, the first at x, y) in its way; the retreat waits for the
// choice.
func retreatingRed(t *testing.T, n int, x, y float64) rules.State {
	t.Helper()
	w := newWorld().unit("bl", 0, Infantry, 3, 80, 62, north, fighters(3, 9, 0)).
		unit("rd", 1, Infantry, 3, 88, 60, south, fighters(3, 9, 0)).
		unit("rf", 1, Infantry, n, x, y, south, fighters(3, 3, 0))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 4, 1, 5), dd(6, 1, 1, 8))...)
	contains(t, evs, "rf stand in the way of rd: Red chooses whether and how they make way")
	return s
}

// Make way in a retreat (wme.md §9.10; [L1924], [L1875]): red loses by 3
// and retreats 3 cm north; the friend 2 cm behind its first element
// moves back 1 cm, its owner's choice, and ends touching it; no element
// is lost. The retreating unit rolls 6 for forcing a friend to make way
// and is confused; the friend rolls 1.
func TestMakeWayInARetreat(t *testing.T) {
	s := retreatingRed(t, 1, 88, 56)
	n, evs := applyPure(t, s, makeWay(1, "rf", WayBack), 6, 1)
	contains(t, evs, "rd retreat 3 cm", "rf make way for rd: moves back 1.0 cm (WME §9.10 [L1906-1926]); confusion tests, 6 confuses (L1875-1879): rd 6, rf 1; rd confused")
	rd := mustUnit(t, &n, "rd")
	if len(rd.Bases) != 3 || status(rd, stConfused) != 1 || status(mustUnit(t, &n, "rf"), stConfused) != 0 {
		t.Errorf("rd: bases %v, status %v; want 3 bases, confused", rd.Bases, rd.Status)
	}
	near(t, &n, "rd.1", 88, 57)
	near(t, &n, "rf.1", 88, 55)
}

// Refusing to make way in a retreat destroys the element it blocks
// ([L2794]: "refuser de laisser le passage ... élimine l'unité
// retraitant"; [L1889]): nobody tests.
func TestRefuseToMakeWayInARetreat(t *testing.T) {
	s := retreatingRed(t, 1, 88, 56)
	n, evs := applyPure(t, s, makeWay(1, "rf", WayRefuse))
	contains(t, evs, "rf do not make way for rd (its owner's choice",
		"rd, 1st stand blocked by rf, which does not make way: its owner's choice (L2794)")
	if rd := mustUnit(t, &n, "rd"); len(rd.Bases) != 2 || status(rd, stConfused) != 0 {
		t.Errorf("rd: bases %v, status %v; want 2 bases, not confused", rd.Bases, rd.Status)
	}
	near(t, &n, "rf.1", 88, 56)
}

// Infantry moving back for infantry may re-form to support it ([L1926]):
// the friend's line, 2 cm off to the side, ends with each element
// exactly behind one of the retreating unit's (G17), facing as it does.
func TestMoveBackInSupport(t *testing.T) {
	s := retreatingRed(t, 3, 90, 56)
	offers := wayOffers(&s, 1)
	if want := []string{"rf back", "rf aside-left", "rf aside-right", "rf support", "rf refuse"}; !slices.Equal(offers, want) {
		t.Fatalf("offers = %v, want %v (the least move first, the support after the rules' ways)", offers, want)
	}
	n, evs := applyPure(t, s, makeWay(1, "rf", WaySupport), 1, 1)
	contains(t, evs, "rf make way for rd: moves back re-formed in support 2.2 cm")
	for i, x := range []float64{88, 84, 80} {
		near(t, &n, "rd."+string(rune('1'+i)), x, 57)
		near(t, &n, "rf."+string(rune('1'+i)), x, 55)
	}
	rd, rf := mustUnit(t, &n, "rd"), mustUnit(t, &n, "rf")
	for _, id := range rd.Bases {
		b, _ := n.Base(id)
		if !slices.ContainsFunc(rf.Bases, func(fid string) bool {
			f, _ := n.Base(fid)
			return against(f.Shape, geom.Front, b.Shape, geom.Rear, true)
		}) {
			t.Errorf("no element of rf exactly behind %s", id)
		}
	}
}

// A chain of make way (wme.md §9.10; [L1908], [L1930]): the orcs are
// driven 9 cm north; the goblins 3 cm behind them cannot step aside to
// the left (a lake); stepping aside to the right, their owner's choice,
// meets the wolves, which make way for them in turn as their owner
// chooses next (makewaychoice.go): moving back 1.5 cm, ending touching the
// goblins' end position (the least move, offered first), or stepping
// aside 2 cm to either side of the goblins' path. Each occasion tests
// both units: the wolves roll 6 and are confused.
func TestMakeWayChain(t *testing.T) {
	w := newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(2)).
		unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
		unit("gob", 1, Infantry, 1, 80, 55, south, nil).
		unit("wolf", 1, Infantry, 1, 86.5, 55, south, nil).
		feature("lake", "lake", geom.V(70, 50), geom.V(77.5, 50), geom.V(77.5, 58), geom.V(70, 58))
	s := drivenOrcs(t, w)
	if got, want := wayOffers(&s, 1), []string{"gob aside-right", "gob back", "gob refuse"}; !slices.Equal(got, want) {
		t.Errorf("offers = %v, want %v", got, want)
	}
	s, evs := applyPure(t, s, makeWay(1, "gob", WayAsideRight))
	contains(t, evs, "gob would step aside; wolf stand in its way: Red chooses how they make way for it in turn (WME §9.10 [L1908])")
	near(t, &s, "gob.1", 80, 55)
	for _, side := range []int{0, 1} {
		if got, want := wayOffers(&s, side), []string{"wolf back", "wolf aside-right", "wolf aside-left"}; !slices.Equal(got, want) {
			t.Errorf("chain offers to side %d = %v, want %v (no refusal in a chain)", side, got, want)
		}
	}
	if got := (Rules{}).Legal(&s, 1); !slices.Equal(got, []string{KindMakeWay}) {
		t.Errorf("Legal(red) = %v, want [make-way]", got)
	}
	for _, c := range []struct {
		a    rules.Action
		code string
	}{
		{makeWay(1, "wolf", WayRefuse), "make-way"},
		{makeWay(1, "gob", WayBack), "no-choice"},
		{endPhaseBlue, "make-way-pending"},
	} {
		if err := (Rules{}).Check(&s, c.a); code(err) != c.code {
			t.Errorf("Check(%s) = %v, want %s", c.a, err, c.code)
		}
	}
	for _, c := range []struct {
		way  string
		text string
		wolf geom.Vec
	}{
		{WayBack, "in turn, wolf make way for gob: moves back 1.5 cm (WME §9.10 [L1906-1926]); confusion tests, 6 confuses (L1875-1879): gob 1, wolf 6; wolf confused", geom.V(88, 55)},
		{WayAsideRight, "in turn, wolf make way for gob: steps aside to the right of its path 2.0 cm", geom.V(86.5, 57)},
		{WayAsideLeft, "in turn, wolf make way for gob: steps aside to the left of its path 2.0 cm", geom.V(86.5, 53)},
	} {
		t.Run(c.way, func(t *testing.T) {
			n, evs := applyPure(t, s, makeWay(1, "wolf", c.way), 1, 1, 1, 6)
			contains(t, evs, "gob make way for orc: steps aside to the right of its path 4.0 cm (WME §9.10 [L1906-1926]); confusion tests, 6 confuses (L1875-1879): orc 1, gob 1; "+c.text,
				"Blue: Combat phase")
			near(t, &n, "orc.1", 80, 51)
			near(t, &n, "gob.1", 84, 55)
			near(t, &n, "wolf.1", c.wolf.X, c.wolf.Y)
			if status(mustUnit(t, &n, "wolf"), stConfused) != 1 || status(mustUnit(t, &n, "gob"), stConfused) != 0 {
				t.Errorf("confused: gob %d, wolf %d; want 0, 1", status(mustUnit(t, &n, "gob"), stConfused), status(mustUnit(t, &n, "wolf"), stConfused))
			}
			for _, id := range []string{"gob", "wolf"} {
				if _, _, ok := wayPick(mustUnit(t, &n, id)); ok {
					t.Errorf("%s keeps its pick after the chain moved", id)
				}
			}
		})
	}
}

// An engaged friend never makes way, not even in a chain ([L1908]): the
// wolves fight the blue knights, so the goblins cannot step aside to the
// right; the lake bars the left; they may only move back 6 cm, or refuse.
func TestMakeWayChainStopsAtAnEngagedFriend(t *testing.T) {
	w := newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(2)).
		unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
		unit("gob", 1, Infantry, 1, 80, 55, south, nil).
		unit("wolf", 1, Infantry, 1, 86.5, 55, south, nil).
		unit("kn", 0, Infantry, 1, 86.5, 53, south, nil).
		feature("lake", "lake", geom.V(70, 50), geom.V(77.5, 50), geom.V(77.5, 58), geom.V(70, 58))
	s := drivenOrcs(t, w)
	if got, want := wayOffers(&s, 1), []string{"gob back", "gob refuse"}; !slices.Equal(got, want) {
		t.Errorf("offers = %v, want %v", got, want)
	}
	s, evs := apply(t, s, makeWay(1, "gob", WayBack), 1, 1)
	contains(t, evs, "gob make way for orc: moves back 6.0 cm")
	near(t, &s, "gob.1", 80, 49)
	near(t, &s, "wolf.1", 86.5, 55)
	if err := (Rules{}).Check(&s, makeWay(1, "gob", WayBack)); err == nil || !strings.Contains(err.Error(), "not asked") {
		t.Errorf("a second choice: %v, want refused", err)
	}
}
