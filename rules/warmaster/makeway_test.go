package warmaster

import (
	"testing"

	"plateau/rules/geom"
)

// Make way in a drive back (wme.md §9.10; [L1906-1918], [L1875-1879]):
// the orcs are driven 9 cm north; the goblins 3 cm behind them step aside
// 4 cm (less than the 6 cm of moving back), on the right (+x) at a tie,
// and the orcs go the whole way. Both test for confusion: the orcs roll
// 1, the goblins 6 and are confused ([L1879]).
func TestMakeWayInADriveBack(t *testing.T) {
	w := newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(2)).
		unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
		unit("gob", 1, Infantry, 1, 80, 55, south, nil)
	s := toShooting(t, w.state(t))
	s, _ = apply(t, s, shoot("xb", "orc"), 4, 4)
	s, evs := apply(t, s, endPhaseBlue, 4, 5, 1, 6)
	contains(t, evs, "gob make way for orc: steps aside 4.0 cm (WME §9.10 [L1906-1926]); confusion tests, 6 confuses (L1875-1879): orc 1, gob 6; gob confused")
	near(t, &s, "orc.1", 80, 51)
	near(t, &s, "gob.1", 84, 55)
	if status(mustUnit(t, &s, "orc"), stConfused) != 0 || status(mustUnit(t, &s, "gob"), stConfused) != 1 {
		t.Errorf("confused: orc %d, gob %d; want 0, 1", status(mustUnit(t, &s, "orc"), stConfused), status(mustUnit(t, &s, "gob"), stConfused))
	}
}

// A friend that cannot make way in a drive back ([L1883], A18): the
// driven unit stops in contact, confused, and the friend does not test
// (TestDriveBackStops checks the distance); the reason is told.
func TestFriendCannotMakeWayInADriveBack(t *testing.T) {
	w := newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(2)).
		unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
		unit("gob", 1, Infantry, 1, 80, 55, south, map[string]float64{keyMove: 2})
	s := toShooting(t, w.state(t))
	s, _ = apply(t, s, shoot("xb", "orc"), 4, 4)
	_, evs := apply(t, s, endPhaseBlue, 4, 5)
	contains(t, evs, "stopped after 3.0 cm by gob, which does not make way: it cannot step aside: 4.0 cm is more than its full pace of 2 cm (L1910), confused")
}

// Make way in a retreat (wme.md §9.10; [L1924], [L1875]): red loses by 3
// and retreats 3 cm north; the friend 2 cm behind its first element moves
// back 1 cm (less than stepping aside 4 or 12 cm) and ends touching it;
// no element is lost. The retreating unit rolls 6 for forcing a friend to
// make way and is confused; the friend rolls 1.
func TestMakeWayInARetreat(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 3, 80, 62, north, fighters(3, 9, 0)).
		unit("rd", 1, Infantry, 3, 88, 60, south, fighters(3, 9, 0)).
		unit("rf", 1, Infantry, 1, 88, 56, south, fighters(3, 3, 0))
	s := toCombat(t, w.state(t))
	n, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 4, 1, 5), dd(6, 1, 1, 8), []int{6, 1})...)
	contains(t, evs, "rd retreat 3 cm", "rf make way for rd: moves back 1.0 cm (WME §9.10 [L1906-1926]); confusion tests, 6 confuses (L1875-1879): rd 6, rf 1; rd confused")
	rd := mustUnit(t, &n, "rd")
	if len(rd.Bases) != 3 || status(rd, stConfused) != 1 || status(mustUnit(t, &n, "rf"), stConfused) != 0 {
		t.Errorf("rd: bases %v, status %v; want 3 bases, confused", rd.Bases, rd.Status)
	}
	near(t, &n, "rd.1", 88, 57)
	near(t, &n, "rf.1", 88, 55)
}

// A retreat off the table (wme.md §7.6, §9.8; [L908-921]): red, 1 cm from
// the top edge, retreats 3 cm and leaves it; D6 5 − 0 lost: placed back
// where it left, rear edges on the edge; it may take orders but not use
// initiative in its next Command phase.
func TestRetreatOffTheTable(t *testing.T) {
	w := newWorld().commander("ogen", 1, General, 8, 150, 60).
		unit("bl", 0, Infantry, 3, 80, 5, north, fighters(3, 9, 0)).
		unit("rd", 1, Infantry, 3, 88, 3, south, fighters(3, 9, 0))
	s := toCombat(t, w.state(t))
	n, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 4, 1, 5), dd(6, 1, 1, 8), []int{5})...)
	contains(t, evs, "rd retreat 3 cm", "rd leave the table by its top edge: rolled 5 = 5 (WME §7.6 [L910-922]): they are placed back")
	near(t, &n, "rd.1", 88, 1)
	near(t, &n, "rd.3", 80, 1)
	if r := status(mustUnit(t, &n, "rd"), stReturned); r != returnedOrders {
		t.Errorf("returned = %d, want %d", r, returnedOrders)
	}
}

// A chain of make way (wme.md §9.10; [L1908], [L1930]): the orcs are
// driven 9 cm north; the goblins 3 cm behind them cannot step aside to
// the left (a lake) and their step aside to the right meets the wolves,
// which make way for them in turn: they move back 1.5 cm (less than
// stepping aside 2 cm) and end touching the goblins' end position. The
// goblins step aside 4 cm (less than moving back 6 cm), the orcs go the
// whole way. Each occasion tests both units: the wolves roll 6 and are
// confused.
func TestMakeWayChain(t *testing.T) {
	w := newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(2)).
		unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
		unit("gob", 1, Infantry, 1, 80, 55, south, nil).
		unit("wolf", 1, Infantry, 1, 86.5, 55, south, nil).
		feature("lake", "lake", geom.V(70, 50), geom.V(77.5, 50), geom.V(77.5, 58), geom.V(70, 58))
	s := toShooting(t, w.state(t))
	s, _ = apply(t, s, shoot("xb", "orc"), 4, 4)
	s, evs := apply(t, s, endPhaseBlue, 4, 5, 1, 1, 1, 6)
	contains(t, evs, "gob make way for orc: steps aside 4.0 cm (WME §9.10 [L1906-1926]); confusion tests, 6 confuses (L1875-1879): orc 1, gob 1; "+
		"in turn, wolf make way for gob: moves back 1.5 cm (WME §9.10 [L1906-1926]); confusion tests, 6 confuses (L1875-1879): gob 1, wolf 6; wolf confused")
	near(t, &s, "orc.1", 80, 51)
	near(t, &s, "gob.1", 84, 55)
	near(t, &s, "wolf.1", 88, 55)
	if status(mustUnit(t, &s, "wolf"), stConfused) != 1 || status(mustUnit(t, &s, "gob"), stConfused) != 0 {
		t.Errorf("confused: gob %d, wolf %d; want 0, 1", status(mustUnit(t, &s, "gob"), stConfused), status(mustUnit(t, &s, "wolf"), stConfused))
	}
}

// An engaged friend never makes way, not even in a chain ([L1908]): the
// wolves fight the blue knights, so the goblins cannot step aside to the
// right; the lake bars the left; they move back 6 cm instead.
func TestMakeWayChainStopsAtAnEngagedFriend(t *testing.T) {
	w := newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(2)).
		unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
		unit("gob", 1, Infantry, 1, 80, 55, south, nil).
		unit("wolf", 1, Infantry, 1, 86.5, 55, south, nil).
		unit("kn", 0, Infantry, 1, 86.5, 53, south, nil).
		feature("lake", "lake", geom.V(70, 50), geom.V(77.5, 50), geom.V(77.5, 58), geom.V(70, 58))
	s := toShooting(t, w.state(t))
	s, _ = apply(t, s, shoot("xb", "orc"), 4, 4)
	s, evs := apply(t, s, endPhaseBlue, 4, 5, 1, 1)
	contains(t, evs, "gob make way for orc: moves back 6.0 cm")
	near(t, &s, "gob.1", 80, 49)
	near(t, &s, "wolf.1", 86.5, 55)
}
