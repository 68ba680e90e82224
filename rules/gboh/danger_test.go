package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
)

// TestLeaderInDanger is spec §6.7 with T30 and T31 [L691-715]: a lone
// leader an enemy moves next to may withdraw (a reaction [L691-693]); if
// he does not, he gets away to the nearest friendly unit, or risks the
// Peril Table and capture; in the solo setting at once.
func TestLeaderInDanger(t *testing.T) {
	for _, c := range []struct {
		name    string
		eMA     float64
		friend  string // the friendly unit's hex
		dice    []int
		placed  bool
		fate    int
		wantLog string
		react   string // his reaction: decline, withdraw; "" the solo setting
	}{
		{"T30 MA 9 against MA 5: placed on the nearest friend", 5, "0609", nil, true, 0, "outpaces", "decline"},
		{"T31 MA 9 against MA 8, die 2: 2 − 1 = 1, placed", 8, "0609", []int{2}, true, 0, "gets away", "decline"},
		{"MA 9 against MA 8, die 5: Peril, unharmed, captured", 8, "0609", []int{5, 9}, false, fateCaptured, "captured", "decline"},
		{"solo setting: no reaction, captured at once", 8, "0609", []int{5, 9}, false, fateCaptured, "captured", ""},
		{"he withdraws 4 MP (MA 9 against 5) [L691-693, L1275-1278]", 5, "0609", nil, false, 0, "l withdraws from e to", "withdraw"},
		{"no friend within reach: Peril; killed", 5, "", []int{0}, false, fateKilled, "no way to a friendly unit", "decline"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 20, 20)
			w.leader("l", 0, "0606", 3, nil)
			if c.friend != "" {
				w.unit("f", "MI", 0, c.friend, north, nil)
			} else {
				w.unit("f", "MI", 0, "2020", north, nil) // beyond his MA of 9
			}
			up3 := w.up("0606", 3)
			w.unit("e", "MI", 1, up3, south, map[string]float64{keyMA: c.eMA})
			w.leader("b0", 1, w.up("0606", 4), 4, nil)
			if c.react == "" {
				w.s.Settings = map[string]string{setReaction: "decline"}
			}
			s := w.orders("b0")
			up2 := w.ahead(up3, south, 0)
			var faces []int
			for _, v := range c.dice {
				faces = append(faces, d10(v))
			}
			mv := w.move(s, "e", w.one(up2, south), w.one(w.ahead(up2, south, 1), south))
			var n rules.State
			var evs []rules.Event
			if c.react == "" {
				n, evs = apply(t, *s, mv, faces...)
			} else {
				n, evs = apply(t, *s, mv)
				if n.Phase != PhaseReact || mustUnit(t, &n, "l").Status[stReact]&reactWithdraw == 0 {
					t.Fatalf("phase %s, l %v: want his withdrawal offered\n%s", n.Phase, mustUnit(t, &n, "l").Status, logText(evs))
				}
				var more []rules.Event
				n, more = apply(t, n, rules.Action{Kind: KindReact, Side: 0, Args: map[string]string{"unit": "l", "react": c.react}}, faces...)
				evs = append(evs, more...)
			}
			l := mustUnit(t, &n, "l")
			bd, _ := boardOf(&n)
			if c.placed {
				lc, _ := bd.where(&n, l)
				if bd.m.Label(lc.hex()) != c.friend {
					t.Fatalf("at %s, want %s\n%s", bd.m.Label(lc.hex()), c.friend, logText(evs))
				}
			} else if c.react == "withdraw" {
				lc, _ := bd.where(&n, l)
				ec, _ := bd.where(&n, mustUnit(t, &n, "e"))
				if l.Status[stFate] != 0 || hex.Dist(lc.hex(), ec.hex()) < 3 {
					t.Fatalf("l at %s, %d hexes from e\n%s", bd.m.Label(lc.hex()), hex.Dist(lc.hex(), ec.hex()), logText(evs))
				}
			} else if l.Status[stFate] != c.fate || onTable(l) {
				t.Fatalf("fate %d, want %d\n%s", l.Status[stFate], c.fate, logText(evs))
			}
			if !strings.Contains(logText(evs), c.wantLog) {
				t.Fatalf("log lacks %q:\n%s", c.wantLog, logText(evs))
			}
		})
	}
}
