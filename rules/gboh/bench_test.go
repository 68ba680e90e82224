package gboh

import (
	"fmt"
	"testing"

	"plateau/rules"
)

// benchWorld is a 60×60 map with n counters on every other hex (the Elves
// in the south half facing north), a clear lane up the middle, an archer
// at its foot with the active leader, and an enemy 3 hexes up the lane.
func benchWorld(b *testing.B, n int) (*world, *rules.State) {
	w := newWorld(b, 60, 60)
	placed := 0
	for row := 0; row < 60 && placed < n; row += 2 {
		for col := 0; col < 60 && placed < n; col += 2 {
			if col >= 26 && col <= 34 {
				continue // the lane
			}
			side, f := 0, north
			if row < 30 {
				side, f = 1, south
			}
			w.unit(fmt.Sprintf("u%d", placed), "MI", side, fmt.Sprintf("%02d%02d", col+1, row+1), f, nil)
			placed++
		}
	}
	w.unit("x", "LI", 0, "3050", north, map[string]float64{"bow": 1})
	w.leader("a0", 0, "3051", 5, map[string]float64{keyRange: 6})
	w.unit("t", "MI", 1, w.up("3050", 3), south, nil)
	w.leader("b0", 1, "3001", 5, nil)
	return w, w.orders("a0")
}

// BenchmarkCheckMove is a drag frame's Check of a 3-hex move.
func BenchmarkCheckMove(b *testing.B) {
	for _, n := range []int{100, 400, 1600} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			w, s := benchWorld(b, n)
			a := w.move(s, "x", w.one(w.up("3050", 1), north), w.one(w.up("3050", 2), north))
			if err := (Rules{}).Check(s, a); err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				_ = (Rules{}).Check(s, a)
			}
		})
	}
}

// BenchmarkFireOffers is a click on the archer: its offers (fires, the
// advance).
func BenchmarkFireOffers(b *testing.B) {
	for _, n := range []int{100, 400, 1600} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			_, s := benchWorld(b, n)
			sel := []string{"x.1"}
			if len((Rules{}).Offers(s, 0, sel)) < 2 {
				b.Fatal("no offers")
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				_ = (Rules{}).Offers(s, 0, sel)
			}
		})
	}
}
