package block

import (
	"fmt"
	"testing"

	"plateau/rules/geom"
)

// Benchmarks at 100, 400 and 1600 figures a block (10×10, 20×20, 40×40:
// DESIGN.md house rule 11), and at a unit of the rules' size (16 figures,
// 4×4, bep §3.1). Run with -cpu 1 -benchmem.

var sizes = []int{4, 10, 20, 40} // files = ranks: 16, 100, 400, 1600 figures

// engagedPair is two n×n blocks front to front, flush, the second shifted
// a third of a figure and turned 2° so that contacts are partial and some
// go through the exact corner test.
func engagedPair(b *testing.B, n int) (Block, Block) {
	l, _ := Full(n, n)
	a, _ := New(l, geom.Pose{Pos: geom.V(100, 100), Facing: geom.FromBearing(0)}, inf)
	d := float64(n) * inf.Depth
	e, _ := New(l, geom.Pose{Pos: geom.V(100+0.8, 100-d-0.01), Facing: geom.FromBearing(182)}, inf)
	if Engaged(a, e) == 0 {
		b.Fatalf("%d×%d blocks not in contact", n, n)
	}
	return a, e
}

func BenchmarkContactCounts(b *testing.B) {
	for _, n := range sizes {
		b.Run(fmt.Sprintf("figures=%d", n*n), func(b *testing.B) {
			x, y := engagedPair(b, n)
			counts := make([]int, n*n)
			b.ReportAllocs()
			for b.Loop() {
				counts = ContactCounts(counts, x, y)
			}
		})
	}
}

func BenchmarkEngaged(b *testing.B) {
	for _, n := range sizes {
		b.Run(fmt.Sprintf("figures=%d", n*n), func(b *testing.B) {
			x, y := engagedPair(b, n)
			b.ReportAllocs()
			for b.Loop() {
				_ = Engaged(x, y)
			}
		})
	}
}

func BenchmarkAppendContacts(b *testing.B) {
	for _, n := range sizes {
		b.Run(fmt.Sprintf("figures=%d", n*n), func(b *testing.B) {
			x, y := engagedPair(b, n)
			pairs := make([]Pair, 0, 8*n)
			b.ReportAllocs()
			for b.Loop() {
				pairs = AppendContacts(pairs[:0], x, y)
			}
		})
	}
}

// BenchmarkContactsApart: two blocks a figure apart, the common case of a
// pair that does not touch.
func BenchmarkContactsApart(b *testing.B) {
	for _, n := range sizes {
		b.Run(fmt.Sprintf("figures=%d", n*n), func(b *testing.B) {
			x, y := engagedPair(b, n)
			y = y.At(geom.Pose{Pos: y.Pose().Pos.Add(geom.V(0, -3)), Facing: y.Pose().Facing})
			b.ReportAllocs()
			for b.Loop() {
				_ = Engaged(x, y)
			}
		})
	}
}

// BenchmarkWithin: a grenade (3 pas of 2.54 cm) bursting in the block.
func BenchmarkWithin(b *testing.B) {
	for _, n := range sizes {
		b.Run(fmt.Sprintf("figures=%d", n*n), func(b *testing.B) {
			x, _ := engagedPair(b, n)
			x = x.At(geom.Pose{Pos: x.Pose().Pos, Facing: 0.4})
			p := x.Centre(n*n/2 + n/2)
			dst := make([]int, 0, 64)
			b.ReportAllocs()
			for b.Loop() {
				dst = x.AppendWithin(dst[:0], p, grenadeRange)
			}
		})
	}
}

// BenchmarkOnLine: a ballista's bolt through the block from corner to
// corner, the longest line.
func BenchmarkOnLine(b *testing.B) {
	for _, n := range sizes {
		b.Run(fmt.Sprintf("figures=%d", n*n), func(b *testing.B) {
			x, _ := engagedPair(b, n)
			x = x.At(geom.Pose{Pos: x.Pose().Pos, Facing: 0.4})
			out := x.Outline()
			c := out.Corners()
			dir := c[geom.RR].Sub(c[geom.FL])
			dst := make([]int, 0, 8*n)
			b.ReportAllocs()
			for b.Loop() {
				dst = x.AppendOnRay(dst[:0], c[geom.FL], dir, 0)
			}
		})
	}
}

// BenchmarkFigures: deriving every figure's rectangle.
func BenchmarkFigures(b *testing.B) {
	for _, n := range sizes {
		b.Run(fmt.Sprintf("figures=%d", n*n), func(b *testing.B) {
			x, _ := engagedPair(b, n)
			dst := make([]geom.Rect, 0, n*n)
			b.ReportAllocs()
			for b.Loop() {
				dst = x.AppendFigures(dst[:0])
			}
		})
	}
}

// BenchmarkFiguresIter: the same through the iterator.
func BenchmarkFiguresIter(b *testing.B) {
	for _, n := range sizes {
		b.Run(fmt.Sprintf("figures=%d", n*n), func(b *testing.B) {
			x, _ := engagedPair(b, n)
			var sum float64
			b.ReportAllocs()
			for b.Loop() {
				for _, r := range x.Figures() {
					sum += r.Center.X
				}
			}
			_ = sum
		})
	}
}

// BenchmarkMove: moving a block (what moving one base costs: a Sincos).
func BenchmarkMove(b *testing.B) {
	x, _ := engagedPair(b, 4)
	p := geom.Pose{Pos: geom.V(3, 4), Facing: 0.5}
	b.ReportAllocs()
	for b.Loop() {
		p.Facing += 1e-3
		x = x.At(p)
	}
}

// BenchmarkNearest: the figure nearest a point outside the block.
func BenchmarkNearest(b *testing.B) {
	for _, n := range sizes {
		b.Run(fmt.Sprintf("figures=%d", n*n), func(b *testing.B) {
			x, _ := engagedPair(b, n)
			p := geom.V(0, 0)
			b.ReportAllocs()
			for b.Loop() {
				_, _, _ = x.Nearest(p)
			}
		})
	}
}
