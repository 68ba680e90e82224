package musketpike

import (
	"slices"
	"testing"

	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// TestChargeApproach checks 5.6.1's approach [L409-L417]: a unit with
// Charge orders may not end its move farther from the nearest enemy it
// sees (fixed where its move begins [L413]); an enemy already against
// the front of another friendly unit is passed over for the next nearest
// [L409]; friendly units do not hide an enemy [L409]; with no enemy in
// sight it moves freely [L413]; re-facing is always allowed [L409]; and
// light infantry is never obliged to come adjacent to the front of enemy
// heavy infantry [L417].
func TestChargeApproach(t *testing.T) {
	away := func(u hex.Unit) []hex.Unit { b := turn(u, 3); return []hex.Unit{b, fwd(b, 0)} }
	toward := func(u hex.Unit) []hex.Unit { return walk(u, 2) }
	reface := func(u hex.Unit) []hex.Unit { return []hex.Unit{turn(u, 1)} }
	cases := []struct {
		name    string
		mover   string
		edit    func(w *world)
		path    func(hex.Unit) []hex.Unit
		code    string
		targets []string // the charge targets where it stands
	}{
		{"toward the enemy [L409]", "c", nil, toward, "", []string{"e"}},
		{"away from it [L409]", "c", nil, away, "charge-approach", []string{"e"}},
		{"a re-face [L409]", "c", nil, reface, "", []string{"e"}},
		{"no enemy in sight: free [L413]", "c", func(w *world) {
			for c := 1; c <= 12; c++ {
				w.terrain("woods", w.m.Label(w.m.MustLabel("0108").Add(hex.Hex{Q: c - 1})))
			}
		}, away, "", nil},
		{"a friend in the way hides nothing [L409]", "c", func(w *world) {
			w.one("f", HeavyInfantry, 0, "0608", north, nil)
		}, away, "charge-approach", []string{"e"}},
		{"an enemy held by a friend's front: the next nearest [L409]", "c", func(w *world) {
			e := w.hx("0605")
			w.one("f", HeavyInfantry, 0, w.m.Label(e.Neighbor(north.D(0).Opposite())), north, nil)
			w.one("e2", Cavalry, 1, "1110", south, nil)
		}, reface, "", []string{"e2"}},
		{"equals: either, its player's choice [L413]", "c", func(w *world) {
			c := w.hx("0610")
			w.one("e2", Cavalry, 1, w.m.Label(c.Add(hex.Hex{Q: 5})), south, nil)
		}, reface, "", []string{"e", "e2"}},
		{"light infantry two hexes from heavy infantry's front stays short of it [L417]", "li", func(w *world) {
			w.one("li", LightInfantry, 0, "0607", north, nil)
		}, reface, "", []string{"e"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 12, 12)
			w.one("c", Cavalry, 0, "0610", north, nil)
			w.wc("wc", 0, 1, "0610", charts.Charge)
			w.one("e", HeavyInfantry, 1, "0605", south, nil)
			w.wc("pwc", 1, 1, "0605", charts.MakeReady)
			if c.edit != nil {
				c.edit(w)
			}
			s := w.setup("wc")
			bd, _ := boardOf(s)
			ts, _ := chargeTargets(s, bd, mustUnit(t, s, c.mover), w.at(s, c.mover))
			var got []string
			for _, o := range ts {
				got = append(got, o.u.ID)
			}
			if !slices.Equal(got, c.targets) {
				t.Errorf("charge targets %v, want %v", got, c.targets)
			}
			err := (Rules{}).Check(s, w.move(s, c.mover, c.path(w.at(s, c.mover))...))
			if c.code == "" && err != nil {
				t.Fatalf("refused: %v", err)
			}
			if c.code != "" {
				mustErr(t, err, c.code)
			}
		})
	}
}
