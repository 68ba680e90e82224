package musketpike

import (
	"testing"

	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// TestEvasionTriggersReactions checks 8.9 [L949]: an active cavalry's
// evasion (inside the Reaction Fire its move triggered) is a step for the
// enemy's reactions: its flank hex in the front of Parliament's foot asks
// the foot's Reaction Fire [L674], added to the trigger's units; an
// inactive unit's evasion, or one inside an advance's trigger, asks
// nothing.
func TestEvasionTriggersReactions(t *testing.T) {
	for _, c := range []struct {
		name   string
		side   int // the evader's side (0 is active)
		why    int
		wanted bool
	}{
		{"the active cavalry evades into the foot's front", 0, whyMove, true},
		{"inside an advance's trigger", 0, whyAdvance, false},
		{"an inactive cavalry's evasion", 1, whyMove, false},
	} {
		w := newWorld(t, 16, 16)
		w.wc("wc", 0, 1, "0812", charts.Charge)
		w.wc("ewc", 1, 1, "1501", charts.MakeReady)
		from := w.hx("0808")
		to := hex.One(from.Neighbor(0), north)
		foot := to.L.Neighbor(1) // to is its front hex D4
		w.one("foot", HeavyInfantry, 1, w.m.Label(foot), south, noPikes)
		w.one("me", Cavalry, c.side, "0808", north, nil)
		s := w.setup("wc")
		me := mustUnit(t, s, "me")
		s.Phase = PhaseReact
		s.SetCounter(ctReactTo, s.UnitIndex("me")+1)
		s.SetCounter(ctReactWhy, c.why)
		bd, _ := boardOf(s)
		at := w.at(s, "me")
		// The counter stands in its flank hex, as applyEvade leaves it.
		b, _ := s.Base(me.Bases[0])
		b.Shape = b.Shape.At(w.m.Layout.Pose(to))
		evadeReactions(s, bd, me, at, to)
		got := mustUnit(t, s, "foot").Status[stReact]&reactFire != 0
		if got != c.wanted {
			t.Errorf("%s: the foot asked to fire %v, want %v", c.name, got, c.wanted)
		}
	}
}
