package musketpike

import (
	"fmt"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// benchWorld is an 80×80 map with n counters on every other hex (nine
// wings a side, the Royalists in the south half), a clear lane up the
// middle, and a cavalry unit in Column (MA 10) at the lane's foot with its
// wing commander.
func benchWorld(b *testing.B, n int) (*world, *rules.State, rules.Action) {
	w := newWorld(b, 80, 80)
	placed := 0
	for row := 0; row < 80 && placed < n; row += 2 {
		for col := 0; col < 80 && placed < n; col += 2 {
			if col >= 36 && col <= 44 {
				continue // the lane
			}
			side, f := 0, north
			if row < 40 {
				side, f = 1, south
			}
			wing := 1 + placed%maxWing
			l := fmt.Sprintf("%02d%02d", col+1, row+1)
			w.one(fmt.Sprintf("u%d", placed), HeavyInfantry, side, l, f, map[string]float64{keyWing: float64(wing)})
			placed++
		}
	}
	for side := 0; side < 2; side++ {
		for wing := 1; wing <= maxWing; wing++ {
			if side == 0 && wing == 1 {
				continue // the mover's wing: its commander is on the mover
			}
			// each wing commander on his wing's first unit
			for i := range w.s.Units {
				u := &w.s.Units[i]
				if u.Side == side && wingOf(u) == wing && u.Type == HeavyInfantry {
					b, _ := w.s.Base(u.Bases[0])
					at, _ := w.m.Layout.UnitAt(b.Shape.Pose(), false, false)
					w.wc(fmt.Sprintf("wc%d-%d", side, wing), side, wing, w.m.Label(at.L), charts.MakeReady)
					break
				}
			}
		}
	}
	w.one("mover", Cavalry, 0, "4070", north, map[string]float64{keyWing: 1})
	w.s.Units[len(w.s.Units)-1].Formation = Column
	w.wc("wc0-1", 0, 1, "4070", charts.MakeReady)
	s := w.setup("wc0-1")
	path := walk(w.at(s, "mover"), 10)
	a := w.move(s, "mover", path...)
	if err := (Rules{}).Check(s, a); err != nil {
		b.Fatal(err)
	}
	return w, s, a
}

// BenchmarkCheckMove is the Check of a 10-step move, made every frame
// while the player drags (DESIGN.md house rule 11).
func BenchmarkCheckMove(b *testing.B) {
	for _, n := range []int{100, 400, 1600} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			_, s, a := benchWorld(b, n)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if err := (Rules{}).Check(s, a); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkCheckMoveRally is the same move under Rally orders, which
// compares the distances to every enemy unit on the table [L423].
func BenchmarkCheckMoveRally(b *testing.B) {
	for _, n := range []int{100, 400, 1600} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			_, s, a := benchWorld(b, n)
			activeWC(s).SetStatus(stOrder, int(charts.Rally)+1)
			a.Moves[0].Path = a.Moves[0].Path[:1] // standing still: never closer
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if err := (Rules{}).Check(s, a); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkMeasure is the drag's tape, every frame with Check.
func BenchmarkMeasure(b *testing.B) {
	for _, n := range []int{100, 400, 1600} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			_, s, a := benchWorld(b, n)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if tape := (Rules{}).Measure(s, a.Moves[0]); tape.Move != 10 {
					b.Fatalf("tape %+v", tape)
				}
			}
		})
	}
}

// BenchmarkOffers is the panel's buttons for a selected unit of the
// active wing.
func BenchmarkOffers(b *testing.B) {
	for _, n := range []int{100, 400, 1600} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			_, s, _ := benchWorld(b, n)
			sel := []string{"mover.1"}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if len((Rules{}).Offers(s, 0, sel)) == 0 {
					b.Fatal("no offers")
				}
			}
		})
	}
}

// BenchmarkApplyMove is a move applied (once per release): it traces the
// wing's command again.
func BenchmarkApplyMove(b *testing.B) {
	for _, n := range []int{100, 400, 1600} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			_, s, a := benchWorld(b, n)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, _, err := (Rules{}).Apply(*s, a, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkOffersFire is the panel's buttons with fire available: the
// selected cavalry has an enemy in its front hex, the selected battery
// enemies within its range (every fire checked, LOS traced through the
// table's spatial index).
func BenchmarkOffersFire(b *testing.B) {
	for _, n := range []int{100, 400, 1600} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			w, _, _ := benchWorld(b, n)
			w.one("foe", HeavyInfantry, 1, w.along("4070", hex.Dir(1), 1), south, map[string]float64{keyWing: 1})
			w.one("guns", Artillery, 0, "4270", north, map[string]float64{keyWing: 1})
			w.one("skirm", LightInfantry, 1, w.along("4270", hex.Dir(2), 4), south, map[string]float64{keyWing: 1})
			w.one("horse", Cavalry, 1, w.along("4270", hex.Dir(1), 3), south, map[string]float64{keyWing: 1})
			s := w.setup("wc0-1")
			sel := []string{"mover.1", "guns.1"}
			fires := 0
			for _, o := range (Rules{}).Offers(s, 0, sel) {
				if o.Action.Kind == KindFire && o.Disabled == "" {
					fires++
				}
			}
			if fires < 3 {
				b.Fatalf("%d fire offers, want the pistol and the guns' targets", fires)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if len((Rules{}).Offers(s, 0, sel)) == 0 {
					b.Fatal("no offers")
				}
			}
		})
	}
}

// BenchmarkCheckMoveCharge is the same move under Charge orders, which
// looks for the nearest enemy the mover sees where it began [L409]: the
// enemy lines are some thirty hexes up the lane.
func BenchmarkCheckMoveCharge(b *testing.B) {
	for _, n := range []int{100, 400, 1600} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			_, s, a := benchWorld(b, n)
			activeWC(s).SetStatus(stOrder, int(charts.Charge)+1)
			if err := (Rules{}).Check(s, a); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if err := (Rules{}).Check(s, a); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkOffersCharge is BenchmarkOffers under Charge orders: each step
// of the offered move is checked against the approach [L409].
func BenchmarkOffersCharge(b *testing.B) {
	for _, n := range []int{100, 400, 1600} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			_, s, _ := benchWorld(b, n)
			activeWC(s).SetStatus(stOrder, int(charts.Charge)+1)
			sel := []string{"mover.1"}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if len((Rules{}).Offers(s, 0, sel)) == 0 {
					b.Fatal("no offers")
				}
			}
		})
	}
}
