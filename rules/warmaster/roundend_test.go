package warmaster

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// The owner removes his casualties anywhere that leaves a viable formation
// (wme.md §9.6; [L1426]). Red's line of three fights one blue element
// with its end element rd.1 and loses 3 wounds to 0 and rd.2's support
// ([L1440]): one element goes.
// Removing rd.3 (the rules' pick: it touches no enemy) and rd.1 (the one
// fighting) differ, so the round waits for red's choice after the dice;
// rd.2 would break the line apart and is refused. Red removes rd.1; the
// rest, no longer touching, retreats the 2 cm it lost by, straight back
// ([L1480]).
func TestCasualtyChoice(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 1, 89, 62, north, fighters(3, 3, 0)).
		unit("rd", 1, Infantry, 3, 88, 60, south, fighters(3, 3, 0))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 3), dd(1, 3))...)
	contains(t, evs, "Result: Blue 3, Red 1 (0 + 1 support); Blue win")
	if strings.Contains(eventText(evs), "retreat") || status(mustUnit(t, &s, "rd"), stCasualties) != 1 {
		t.Fatalf("the round went on before red chose:\n%s", eventText(evs))
	}
	labels, disabled := offerLabels(&s, 0)
	if got := strings.Join(labels, "|"); got != "rd: Remove the 3rd stand|rd: Remove the 1st stand|End combat" || disabled["End combat"] == "" {
		t.Errorf("offers %q (disabled %v)", got, disabled)
	}
	remove := func(side int, bases string) rules.Action {
		return withArgs(choose(KindRemove, side, "rd", ""), ArgBases, bases)
	}
	for _, c := range []struct {
		name string
		a    rules.Action
		want string
	}{
		{"breaking the line", remove(1, "rd.2"), "casualty"},
		{"two for one", remove(1, "rd.1,rd.3"), "casualty"},
		{"blue choosing", remove(0, "rd.1"), "not-yours"},
		{"fighting on", fight(0, "rd"), "round-choice"},
	} {
		if got := code((Rules{}).Check(&s, c.a)); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	n, evs := applyPure(t, s, remove(1, "rd.1"))
	contains(t, evs, "rd lose an element, the 1st stand", "rd retreat 2 cm (lost by 2, away from the enemy on its front)")
	near(t, &n, "rd.2", 84, 58)
	near(t, &n, "rd.3", 80, 58)
	if w := awaiting(&n); w == nil || w.ID != "bl" || status(mustUnit(t, &n, "rd"), stWounds) != 0 {
		t.Errorf("after the choice: awaiting %v, rd %v", w, mustUnit(t, &n, "rd").Status)
	}
}

// On a tie between edges the retreating player chooses the direction
// (wme.md §9.8; [L1484], [L1498]): red's element has one blue element on
// its front and one on its right flank; it lost by 3, and retreats away
// from the flank when red says so, 3 cm east.
func TestRetreatDirectionChoice(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 1, 88, 62, north, fighters(3, 9, 0)).
		unit("rd", 1, Infantry, 1, 88, 60, south, fighters(3, 9, 0)).
		unit("bf", 0, Infantry, 1, 85, 60, east, fighters(3, 9, 0))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 3), dd(1, 2), dd(1, 3))...)
	contains(t, evs, "rd attack bl: 2 dice need 4+ (-1 enemy front against its flank or rear)", "Result: Blue 3, Red 0; Blue win")
	labels, _ := offerLabels(&s, 1)
	if got := strings.Join(labels, "|"); got != "rd: Retreat 3 cm away from the enemy on its front|rd: Retreat 3 cm away from the enemy on its right flank" {
		t.Errorf("offers %q", got)
	}
	away := func(edge string) rules.Action { return withArgs(choose(KindRetreat, 1, "rd", ""), ArgAwayFrom, edge) }
	if got := code((Rules{}).Check(&s, away("rear"))); got != "retreat-direction" {
		t.Errorf("away from the rear: %q", got)
	}
	n, evs := applyPure(t, s, away("right"))
	contains(t, evs, "rd retreat 3 cm (lost by 3, away from the enemy on its right flank, its owner's choice on a tie (L1498))")
	near(t, &n, "rd.1", 91, 60)
	if len(mustUnit(t, &n, "rd").Bases) != 1 || awaiting(&n) == nil {
		t.Errorf("rd after its retreat: %v; awaiting %v", mustUnit(t, &n, "rd").Bases, awaiting(&n))
	}
}

// Removals the formation rule cannot tell apart are not alike when the
// retreat that follows treats them differently (wme.md §9.6 [L1426]: "le
// joueur enlève ses pertes où il le désire"; §9.8 [L1504-1516]): red's
// line of three, front to front with blue's, loses 3 to 0 and loses one
// element; either end leaves a line of two, each element fighting. It
// retreats 3 cm straight back (north). A lake behind rd.1 destroys it if
// it is still there: removing rd.1 or rd.3 differ, and red is asked.
// Without the lake the ends are alike and the rules remove one at once.
func TestCasualtyChoiceRetreatFate(t *testing.T) {
	tests := []struct {
		name     string
		lake     bool
		wantWait bool
	}{
		{"a lake behind one end", true, true},
		{"open ground behind", false, false},
	}
	for _, tc := range tests {
		// Red (facing south) rd.1, rd.2, rd.3 at x = 88, 84, 80; blue
		// (facing north) bl.1, bl.2, bl.3 at x = 80, 84, 88.
		w := newWorld().unit("bl", 0, Infantry, 3, 80, 62, north, fighters(1, 3, 0)).
			unit("rd", 1, Infantry, 3, 88, 60, south, fighters(1, 3, 0))
		if tc.lake {
			w.feature("lake", "lake", geom.V(86.5, 55.5), geom.V(89.5, 55.5), geom.V(89.5, 57.5), geom.V(86.5, 57.5))
		}
		s := toCombat(t, w.state(t))
		s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 3), dd(1, 3))...)
		contains(t, evs, "Result: Blue 3, Red 0; Blue win")
		waits := status(mustUnit(t, &s, "rd"), stCasualties) == 1
		if waits != tc.wantWait {
			t.Fatalf("%s: red asked to choose %v, want %v [L1426]:\n%s", tc.name, waits, tc.wantWait, eventText(evs))
		}
		if !tc.wantWait {
			continue
		}
		labels, _ := offerLabels(&s, 1)
		if got := strings.Join(labels, "|"); !strings.Contains(got, "rd: Remove the 1st stand") || !strings.Contains(got, "rd: Remove the 3rd stand") {
			t.Errorf("%s: offers %q, want both ends", tc.name, got)
		}
		// Red removes rd.1, whose retreat the lake would stop: nothing
		// else is lost.
		n, evs := applyPure(t, s, withArgs(choose(KindRemove, 1, "rd", ""), ArgBases, "rd.1"))
		contains(t, evs, "rd lose an element, the 1st stand", "rd retreat 3 cm")
		if got := len(mustUnit(t, &n, "rd").Bases); got != 2 {
			t.Errorf("%s: red keeps %d elements after removing rd.1, want 2:\n%s", tc.name, got, eventText(evs))
		}
		// The other end: the lake destroys rd.1 in the retreat.
		n, evs = applyPure(t, s, withArgs(choose(KindRemove, 1, "rd", ""), ArgBases, "rd.3"))
		if got := len(mustUnit(t, &n, "rd").Bases); got != 1 {
			t.Errorf("%s: red keeps %d elements after removing rd.3, want 1 (rd.1 into the lake):\n%s", tc.name, got, eventText(evs))
		}
	}
}

// The same for the table's edge (wme.md §9.6 [L1426]; §7.6): red's line,
// turned 20° from the blue line's, fights front to front with its rear
// near the top edge; its 3 cm retreat takes the end nearest the edge off
// the table unless that end is the casualty, so the two ends differ.
func TestCasualtyChoiceOffTable(t *testing.T) {
	facing := geom.FromBearing(200)
	r := geom.Rect{Facing: facing, Width: 4, Depth: 2}
	right, fwd := r.RightDir(), r.Forward()
	c1 := geom.V(90, 20)
	low := 1e9
	for i := 0; i < 3; i++ {
		r.Center = c1.Add(right.Scale(4 * float64(i)))
		for _, c := range r.Corners() {
			low = min(low, c.Y)
		}
	}
	c1.Y += 1.5 - low // the corner nearest the edge 1.5 cm from it
	c3 := c1.Add(right.Scale(8))
	w := newWorld().unit("rd", 1, Infantry, 3, c1.X, c1.Y, facing, fighters(1, 3, 0))
	b := c3.Add(fwd.Scale(2))
	w.unit("bl", 0, Infantry, 3, b.X, b.Y, facing+math.Pi, fighters(1, 3, 0))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(1, 3), dd(6, 3))...)
	contains(t, evs, "Result: Blue 3, Red 0; Blue win")
	if status(mustUnit(t, &s, "rd"), stCasualties) != 1 {
		t.Fatalf("red not asked which end to remove, though one retreats off the table [L1426]:\n%s", eventText(evs))
	}
	labels, _ := offerLabels(&s, 1)
	if got := strings.Join(labels, "|"); !strings.Contains(got, "rd: Remove the 1st stand") || !strings.Contains(got, "rd: Remove the 3rd stand") {
		t.Errorf("offers %q, want both ends", got)
	}
}

// The owner removes his casualties where he wishes ([L1426]: "où il le
// désire"): a removal the rules judge alike to one offered is accepted
// too, not refused as if it broke the unit. Red's block of four (rd.1,
// rd.2 fighting blue's line, rd.3, rd.4 behind them) loses one element:
// either rear element leaves the same L of three, one offer for both;
// both are accepted, and so is a front one (offered apart); none breaks
// the unit.
func TestCasualtyAnyViableRemoval(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 2, 84, 62, north, fighters(2, 3, 0)).
		unit("rd", 1, Infantry, 2, 88, 60, south, fighters(1, 3, 0))
	w.base("rd", "rd.3", 88, 58, south).base("rd", "rd.4", 84, 58, south)
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 4), dd(1, 2))...)
	if status(mustUnit(t, &s, "rd"), stCasualties) != 1 {
		t.Fatalf("red not asked to choose its casualty:\n%s", eventText(evs))
	}
	for _, bases := range []string{"rd.3", "rd.4", "rd.1", "rd.2"} {
		a := withArgs(choose(KindRemove, 1, "rd", ""), ArgBases, bases)
		if err := (Rules{}).Check(&s, a); err != nil {
			t.Errorf("removing %s: %v, want it accepted [L1426]", bases, err)
		}
	}
}

// A winner's casualties are its owner's too ([L1426]), and its pursuit
// follows them ([L1400], [L1584-1586]): blue's line of three (bl.1-bl.3 at
// x = 80, 84, 88) beats red's two (rd.1, rd.2 at x = 84, 80), red keeps
// rd.2 and retreats, and blue loses one element. Nothing touches an enemy
// any more, so both ends of blue's line look alike by the formation rule,
// yet removing bl.3 keeps bl.1, with rd.2 straight ahead, and removing
// bl.1 does not: blue is asked.
func TestWinnerCasualtyChoicePursuit(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 3, 80, 62, north, fighters(2, 3, 0)).
		unit("rd", 1, Infantry, 2, 84, 60, south, fighters(2, 3, 0))
	s := toCombat(t, w.state(t))
	// Blue's six dice (bl.3 fights rd.1 by a corner) make 4 hits, red's
	// four 3: red loses one element, blue one, blue wins by 1.
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 4, 1, 2), dd(6, 3, 1, 1))...)
	contains(t, evs, "Result: Blue 4, Red 3; Blue win")
	if status(mustUnit(t, &s, "rd"), stCasualties) == 1 {
		// Red's ends touch different blue elements: red chooses first,
		// and keeps rd.2, in front of bl.1 only.
		s, evs = applyPure(t, s, withArgs(choose(KindRemove, 1, "rd", ""), ArgBases, "rd.1"))
	}
	contains(t, evs, "rd retreat 1 cm")
	if status(mustUnit(t, &s, "bl"), stCasualties) != 1 {
		t.Fatalf("blue not asked which end to remove, though its pursuers differ [L1426]:\n%s", eventText(evs))
	}
	labels, _ := offerLabels(&s, 0)
	if got := strings.Join(labels, "|"); !strings.Contains(got, "bl: Remove the 1st stand") || !strings.Contains(got, "bl: Remove the 3rd stand") {
		t.Errorf("offers %q, want both ends", got)
	}
}
