package bloodblades

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
)

// endMoves ends the move phase of s, which makes the impetuous moves
// (step 5 [L1315]), taking the rules' pick (the first offer) whenever a
// base has a choice [L1738, L1742], and returns the new state and the
// impetuous events.
func endMoves(t *testing.T, s rules.State) (rules.State, []string) {
	t.Helper()
	n, evs := apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	for n.Phase == PhaseImpetuous {
		var more []rules.Event
		n, more = apply(t, n, Rules{}.Offers(&n, 0, nil)[0].Action)
		evs = append(evs, more...)
	}
	var out []string
	for _, e := range evs {
		if e.Kind == "impetuous" {
			out = append(out, e.Text)
		}
	}
	return n, out
}

// advance is how far unit's base went north (cm).
func advance(before, after *rules.State, unit string) float64 {
	return base(before, unit).Shape.Center.Y - base(after, unit).Shape.Center.Y // north is -y
}

// TestImpetuousWho is "who is impetuous" [L1766-1773] with no enemy
// within 12 MU (no eligible target [L1716]): Irr HCh, Irr Bd(F) and Wb go
// straight ahead their full allowance [L1722]; Reg Bd(F) and Irr Bd(O)
// do not move; a halted Wb [L1344, L1770] and a Wb that moved this
// period [L1770] stay.
func TestImpetuousWho(t *testing.T) {
	w := newWorld().genNear()
	w.unit("wb", 0, "Irr Wb(O)", 10, 50, north)
	w.unit("bdf", 0, "Irr Bd(F)", 20, 50, north)
	w.unit("hch", 0, "Irr HCh(O)", 30, 50, north)
	w.unit("regbd", 0, "Reg Bd(F)", 40, 50, north)
	w.unit("bdo", 0, "Irr Bd(O)", 50, 50, north)
	w.unit("halted", 0, "Irr Wb(O)", 60, 50, north)
	w.unit("moved", 0, "Irr Wb(O)", 70, 50, north)
	s := w.ready(t, 6)
	c, _ := ConfigOf(s.Settings)
	mustUnit(&s, "halted").SetStatus(stHalted, 1)
	mustUnit(&s, "moved").SetStatus(stTactical, 1)
	want := map[string]float64{}
	for _, id := range []string{"wb", "bdf", "hch"} {
		want[id] = aheadAllowance(c, &s, mustUnit(&s, id), base(&s, id))
	}
	n, evs := endMoves(t, s)
	for _, id := range []string{"wb", "bdf", "hch", "regbd", "bdo", "halted", "moved"} {
		if got := advance(&s, &n, id); math.Abs(got-want[id]) > 1e-6 {
			t.Errorf("%s advanced %.2f cm, want %.2f [L1722, L1768-1770]; events %q", id, got, want[id], evs)
		}
	}
	if want["wb"] < c.Cm(2) {
		t.Errorf("Wb allowance %.2f cm, want at least 2 MU", want["wb"])
	}
}

// TestImpetuousTarget is target selection [L1709-1738]: an enemy reached
// straight ahead is the target (priority 1 [L1731]) and the Wb ends in
// close combat with it; an El target cancels the move [L1738]; an enemy
// Ps not reached straight ahead is not a target [L1715], so the Wb goes
// straight ahead its full allowance, stopping at the table edge.
func TestImpetuousTarget(t *testing.T) {
	t.Run("priority 1", func(t *testing.T) {
		w := newWorld().genNear()
		w.unit("wb", 0, "Irr Wb(O)", 30, 50, north)
		w.unit("sp", 1, "Reg Sp(O)", 30, 45, south)
		s := w.ready(t, 6)
		n, evs := endMoves(t, s)
		if !InCloseCombat(base(&n, "wb").Shape, base(&n, "sp").Shape) || !strings.Contains(strings.Join(evs, "|"), "priority 1") {
			t.Errorf("Wb did not charge the Sp straight ahead [L1731]: %q", evs)
		}
	})
	t.Run("El cancels", func(t *testing.T) {
		w := newWorld().genNear().set("el-move", "4/2/1")
		w.unit("wb", 0, "Irr Wb(O)", 30, 50, north)
		w.unit("el", 1, "Irr El(O)", 30, 45, south)
		s := w.ready(t, 6)
		n, evs := endMoves(t, s)
		if advance(&s, &n, "wb") != 0 || !strings.Contains(strings.Join(evs, "|"), "cancelled") {
			t.Errorf("Wb facing an El moved or was not cancelled [L1738]: %q", evs)
		}
	})
	t.Run("Ps not straight ahead", func(t *testing.T) {
		w := newWorld().genNear()
		w.unit("wb", 0, "Irr Wb(O)", 30, 50, north)
		w.unit("ps", 1, "Irr Ps(O)", 60, 45, south)
		s := w.ready(t, 6)
		c, _ := ConfigOf(s.Settings)
		want := aheadAllowance(c, &s, mustUnit(&s, "wb"), base(&s, "wb"))
		n, evs := endMoves(t, s)
		if got := advance(&s, &n, "wb"); math.Abs(got-want) > 1e-6 || !strings.Contains(strings.Join(evs, "|"), "no eligible target") {
			t.Errorf("Wb advanced %.2f, want %.2f with no target [L1715, L1722]: %q", got, want, evs)
		}
	})
}

// TestImpetuousFriends is a friend in the way [L1746-1750]: an impetuous
// friend that has moved stops the move (case 3 [L1749]); an impetuous
// friend not moved, even halted, makes its impetuous move first and the
// first goes on (case 2 [L1748]); a friend in close combat stops it
// (case 1 [L1747]) — here with a Ps, no target as the Wb cannot contact
// it straight ahead [L1713], else the Wb would reach it by support
// [L1727].
func TestImpetuousFriends(t *testing.T) {
	t.Run("case 3", func(t *testing.T) {
		w := newWorld().genNear()
		w.unit("wb", 0, "Irr Wb(O)", 30, 50, north)
		w.unit("front", 0, "Irr Wb(O)", 30, 46, north)
		s := w.ready(t, 6)
		mustUnit(&s, "front").SetStatus(stTactical, 1)
		n, evs := endMoves(t, s)
		if advance(&s, &n, "front") != 0 || !strings.Contains(strings.Join(evs, "|"), "[L1749]") {
			t.Errorf("case 3 not applied: %q", evs)
		}
		if got := advance(&s, &n, "wb"); got <= 0 || got > 4-base(&s, "wb").Shape.Depth+1e-6 {
			t.Errorf("Wb advanced %.2f cm, want up to the friend [L1749]", got)
		}
	})
	t.Run("case 2", func(t *testing.T) {
		w := newWorld().genNear()
		w.unit("wb", 0, "Irr Wb(O)", 30, 50, north)
		w.unit("front", 0, "Irr Wb(O)", 30, 46, north)
		s := w.ready(t, 6)
		mustUnit(&s, "front").SetStatus(stHalted, 1)
		n, evs := endMoves(t, s)
		if advance(&s, &n, "front") <= 0 || advance(&s, &n, "wb") <= 4 || !strings.Contains(strings.Join(evs, "|"), "[L1748]") {
			t.Errorf("case 2 not applied: front %.2f, wb %.2f, %q", advance(&s, &n, "front"), advance(&s, &n, "wb"), evs)
		}
	})
	t.Run("case 1", func(t *testing.T) {
		w := newWorld().genNear()
		w.unit("wb", 0, "Irr Wb(O)", 30, 50, north)
		w.unit("sp", 0, "Reg Sp(O)", 30, 45, north)
		w.unit("esp", 1, "Ps(O)", 30, 45-(depthOf("Sp")+depthOf("Ps"))/2, south)
		s := w.ready(t, 6)
		n, evs := endMoves(t, s)
		if !strings.Contains(strings.Join(evs, "|"), "[L1747]") || advance(&s, &n, "sp") != 0 {
			t.Errorf("case 1 not applied: %q", evs)
		}
	})
}

// TestImpetuousNotInGroup is [L1756]: two Wb side by side with no target
// advance alike; the second would end group-connected to the first, so
// it is shifted about 5 mm and ends alone.
func TestImpetuousNotInGroup(t *testing.T) {
	w := newWorld().genNear()
	w.unit("a", 0, "Irr Wb(O)", 30, 50, north)
	w.unit("b", 0, "Irr Wb(O)", 34, 50, north)
	s := w.ready(t, 6)
	n, evs := endMoves(t, s)
	if GroupConnected(base(&n, "a").Shape, base(&n, "b").Shape) || !strings.Contains(strings.Join(evs, "|"), "5 mm") {
		t.Errorf("the Wb end in a group [L1756]: %q", evs)
	}
}

func mustUnit(s *rules.State, id string) *rules.Unit {
	u, ok := s.Unit(id)
	if !ok {
		panic("no unit " + id)
	}
	return u
}

// An impetuous base moves impetuously in every period of its side in which
// it was neither moved nor halted ("pendant la période en cours" [L1766-
// 1770]): the mark of its impetuous move lasts the period only.
func TestImpetuousMoveMarkLastsThePeriod(t *testing.T) {
	s := newWorld().unit("wb", 0, "Irr Wb(O)", 100, 60, north).state(t)
	u, _ := s.Unit("wb")
	u.SetStatus(stImpetuousMoved, 1)
	if !hasMoved(u) {
		t.Fatal("a base marked as having made its impetuous move has not moved")
	}
	endPeriod(&s)
	if u, _ := s.Unit("wb"); hasMoved(u) {
		t.Errorf("after the period the Wb still counts as moved (status %v): it would never be impetuous again", u.Status)
	}
}
