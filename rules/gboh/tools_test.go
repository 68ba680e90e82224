package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
)

// The tools show the rules' own measures: a leader's Command Range by
// inRange's path [L415-419] (an enemy's ZOC cuts it), a mage's base range
// by his Magic's row [L2943-2989], a combat counter's MA [L1080-1082].
func TestUnitOverlays(t *testing.T) {
	for _, c := range []struct {
		name      string
		unit      string
		enemy     bool // an enemy unit two hexes from the leader
		wantKinds []string
		wantHexes []int // hexes in each overlay
	}{
		{"a leader's range 2 on open ground", "a0", false, []string{rules.OverlayCommand}, []int{19}},
		{"an enemy's ZOC cuts the range", "a0", true, []string{rules.OverlayCommand}, nil},
		{"a mage of Magic 240: 4 hexes", "m", false, []string{rules.OverlayCommand}, []int{61}},
		{"a combat unit's MA 5", "x", false, []string{rules.OverlayReach}, []int{91}},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 15, 15)
			w.leader("a0", 0, "0808", 3, map[string]float64{keyRange: 2})
			w.leader("b0", 1, "0101", 3, nil)
			w.place(rules.Unit{ID: "m", Type: Hero, Side: 0, Profile: map[string]float64{keyCharisma: 1, keyCombat: 3, keyMagic: 240}}, w.centre("0808"))
			w.unit("x", "HI", 0, "0708", hex.Vertex(0), nil)
			if c.enemy {
				w.unit("e", "HI", 1, "1008", hex.Vertex(3), nil)
			}
			s := w.setup()
			ovs := (Rules{}).UnitOverlays(s, c.unit)
			if len(ovs) != len(c.wantKinds) {
				t.Fatalf("%d overlays, want %d", len(ovs), len(c.wantKinds))
			}
			for i, o := range ovs {
				if o.Kind != c.wantKinds[i] || !strings.Contains(o.Label, "[L") || o.Tag == "" {
					t.Errorf("overlay %d: %s %q (tag %q)", i, o.Kind, o.Label, o.Tag)
				}
				if c.wantHexes != nil && len(o.Areas) != c.wantHexes[i] {
					t.Errorf("overlay %d covers %d hexes, want %d", i, len(o.Areas), c.wantHexes[i])
				}
				if c.enemy && len(o.Areas) >= 19 {
					t.Errorf("with an enemy ZOC in range the band still covers %d hexes", len(o.Areas))
				}
			}
		})
	}
}

// The line of sight tool is missile fire's (G12): clear over open ground,
// blocked by a combat counter between [L1665-1674], to the hex's centre.
func TestSightTool(t *testing.T) {
	for _, c := range []struct {
		name      string
		blocker   bool
		wantClear bool
	}{
		{"open ground", false, true},
		{"a unit between", true, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 10, 10)
			w.leader("a0", 0, "0101", 3, nil)
			w.leader("b0", 1, "1010", 3, nil)
			w.unit("x", "HI", 0, "0505", hex.Vertex(0), nil)
			away := func(k int) string { return w.m.Label(w.hx("0505").Add(hex.Vertex(0).D(0).Vec().Scale(k))) }
			if c.blocker {
				w.unit("y", "HI", 1, away(2), hex.Vertex(3), nil)
			}
			s := w.setup()
			to := away(4)
			sg := (Rules{}).Sight(s, mustUnit(t, s, "x").Bases[0], w.m.Layout.Centre(w.hx(to)))
			if sg.Clear != c.wantClear || sg.Note != "4 hexes" || (sg.Why == "") != c.wantClear {
				t.Errorf("sight to %s: clear %v (%q, %q), want clear %v over 4 hexes", to, sg.Clear, sg.Why, sg.Note, c.wantClear)
			}
		})
	}
}
