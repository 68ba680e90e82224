package gboh

import (
	"testing"

	"plateau/rules"
)

// TestDismountRefusals is [L2093-2100]: dismounting takes an order of a
// unit able to take one and spends all its MA: a routed unit [L2524-2608],
// one rallied this turn [L2681-2683], cavalry whose pursuit stopped
// [L2712-2716] and one that has already spent MP [L2099-2100] are refused,
// as is the enemy's unit.
func TestDismountRefusals(t *testing.T) {
	for _, c := range []struct {
		name   string
		status string // set to 1 on u
		used   bool   // u has spent 1 MP
		target string
		code   string
	}{
		{"routed", stRouted, false, "u", "routed"},
		{"rallied this turn", stRallied, false, "u", "rallied"},
		{"its pursuit stopped", stPursued, false, "u", "pursued"},
		{"MP spent already", "", true, "u", "allowance"},
		{"the enemy's unit", "", false, "x", "target"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 12, 14)
			w.unit("u", "HK", 0, "0610", north, map[string]float64{keyTQ: 7, keyMA: 8, keyDismount: 4})
			w.leader("k", 0, "0611", 3, map[string]float64{keyCinC: 1})
			w.leader("e", 1, "1101", 5, nil)
			w.unit("x", "LI", 1, "0603", south, nil)
			s := w.orders("k")
			u := mustUnit(t, s, "u")
			if c.status != "" {
				u.SetStatus(c.status, 1)
			}
			if c.used {
				s.Used = map[string]float64{u.Bases[0]: 1}
			}
			err := (Rules{}).Check(s, rules.Action{Kind: KindDismount, Side: 0, Target: c.target})
			if code(err) != c.code {
				t.Fatalf("%v, want %s", err, c.code)
			}
		})
	}
}
