package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
)

// TestWithdrawWith is spec §6.5 (5) and [L2179-2182]: the leaders and
// heroes stacked with a unit that withdraws may go with it (with), or
// stay; only those stacked with it.
func TestWithdrawWith(t *testing.T) {
	for _, c := range []struct {
		name  string
		with  string
		code  string
		along []string // who ends on x's new hex
		stay  []string // who stays on 0606
	}{
		{"with the leader and the hero", "a1,h1", "", []string{"a1", "h1"}, nil},
		{"the hero only", "h1", "", []string{"h1"}, []string{"a1"}},
		{"none: both stay", "", "", nil, []string{"a1", "h1"}},
		{"not stacked with it", "a0", "with", nil, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 12, 12)
			w.leader("a0", 0, "0111", 3, nil)
			w.leader("a1", 0, "0606", 3, nil)
			w.place(rules.Unit{ID: "h1", Type: Hero, Side: 0, Profile: map[string]float64{}}, w.centre("0606"))
			w.unit("x", "LC", 0, "0606", north, map[string]float64{keyMA: 6})
			start := w.up("0606", 4)
			w.unit("e", "MI", 1, start, south, map[string]float64{keyMA: 4})
			w.leader("b0", 1, w.up("0606", 5), 4, nil)
			s := w.orders("b0")
			mv := w.move(s, "e", w.one(w.ahead(start, south, 0), south), w.one(w.down(start, 2), south))
			n, evs := apply(t, *s, mv)
			if n.Phase != PhaseReact {
				t.Fatalf("phase %s\n%s", n.Phase, logText(evs))
			}
			if !strings.Contains(offerLabels(&n), "Withdraw x from e, with a1, h1") {
				t.Fatalf("offers lack the withdrawal with them:\n%s", offerLabels(&n))
			}
			a := react(0, "x", "withdraw")
			a.Args["with"] = c.with
			if c.code != "" {
				if err := (Rules{}).Check(&n, a); code(err) != c.code {
					t.Fatalf("got %v, want %s", err, c.code)
				}
				return
			}
			n, evs = apply(t, n, a)
			bd, _ := boardOf(&n)
			xc, _ := bd.where(&n, mustUnit(t, &n, "x"))
			for _, id := range c.along {
				if yc, _ := bd.where(&n, mustUnit(t, &n, id)); yc.hex() != xc.hex() || xc.hex() == w.hx("0606") {
					t.Fatalf("%s at %s, x at %s\n%s", id, bd.m.Label(yc.hex()), bd.m.Label(xc.hex()), logText(evs))
				}
			}
			for _, id := range c.stay {
				if yc, _ := bd.where(&n, mustUnit(t, &n, id)); bd.m.Label(yc.hex()) != "0606" {
					t.Fatalf("%s at %s, want 0606\n%s", id, bd.m.Label(yc.hex()), logText(evs))
				}
			}
		})
	}
}

// TestRoutCompanions is [L2194-2196, L2639-2641] under the package's
// reading: a leader or hero stacked with a router goes with it when
// staying would leave him alone by the enemy, else he stays; none goes
// with a router that is eliminated.
func TestRoutCompanions(t *testing.T) {
	for _, c := range []struct {
		name  string
		enemy string // an enemy unit's hex, "" none
		gone  bool   // the router hemmed in
		along bool
	}{
		{"an enemy next to him: he goes with it", "up1", false, true},
		{"no enemy near: he stays", "", false, false},
		{"the router eliminated: he stays", "up1", true, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 12, 12)
			w.leader("a0", 0, "0101", 3, nil)
			w.leader("b0", 1, "1201", 3, nil)
			w.leader("l", 0, "0605", 3, nil)
			w.unit("u", "MI", 0, "0605", north, nil)
			if c.enemy != "" {
				w.unit("e", "MI", 1, w.up("0605", 1), south, nil)
			}
			if c.gone {
				for k := 0; k < 2; k++ {
					w.unit("f"+string(rune('0'+k)), "MI", 1, w.m.Label(w.hx("0605").Neighbor(south.D(k))), north, nil)
				}
			}
			s := w.setup()
			evs := routNow(s, mustUnit(t, s, "u"))
			bd, _ := boardOf(s)
			lc, _ := bd.where(s, mustUnit(t, s, "l"))
			uc, on := bd.where(s, mustUnit(t, s, "u"))
			if got := on && lc.hex() == uc.hex(); got != c.along {
				t.Fatalf("l with u: %v, want %v\n%s", got, c.along, logText(evs))
			}
			if !c.along && bd.m.Label(lc.hex()) != "0605" {
				t.Fatalf("l at %s, want 0605\n%s", bd.m.Label(lc.hex()), logText(evs))
			}
		})
	}
}
