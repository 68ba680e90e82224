package gboh

import (
	"testing"

	"plateau/rules"
)

// TestAdvanceFacePhase is [L2047-2050]: the 60° turn is made once the
// Shocks are resolved ("quand elles ont fini leur mouvement"), not in the
// Orders Phase: a unit marked to turn is refused it there (code phase).
func TestAdvanceFacePhase(t *testing.T) {
	w := shockWorld(t, "HI", nil, "MI", map[string]float64{keyTQ: 2})
	s := w.orders("a0")
	mustUnit(t, s, "h").SetStatus(stAdvTurn, 1)
	for _, c := range []struct {
		name  string
		phase string
		code  string
	}{
		{"in the Orders Phase", PhaseOrders, "phase"},
		{"in the Shock segment", PhaseShock, "phase"},
	} {
		t.Run(c.name, func(t *testing.T) {
			n := s.Clone()
			n.Phase = c.phase
			err := (Rules{}).Check(&n, rules.Action{Kind: KindAdvanceFace, Side: 0, Target: "h", Args: map[string]string{"turn": "left"}})
			if code(err) != c.code {
				t.Fatalf("%v, want %s", err, c.code)
			}
		})
	}
}
