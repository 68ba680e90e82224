package control_test

import (
	"math"
	"testing"
)

// A pointer that reads NaN (or infinite) is over no hex: the drag keeps
// the path it had rather than walking MaxHexSteps towards the hex that
// cube rounding makes of NaN.
func TestHexDragIgnoresNaNPointer(t *testing.T) {
	p, m := hexPlayer(t, false)
	c := m.Layout.Centre(m.MustLabel("0303"))
	p.moveTo(c.X, c.Y)
	p.down()
	to := m.Layout.Centre(m.MustLabel("0403"))
	p.moveTo(to.X, to.Y)
	for _, v := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		p.moveTo(v, v)
		if got, want := hexLabels(m, hexesOf(t, p, m, false)), []string{"0303", "0403"}; !equal(got, want) {
			t.Fatalf("pointer at (%v, %v): path = %v, want %v", v, v, got, want)
		}
	}
}

// A pointer flung far past the map's edge walks at most MaxHexSteps steps,
// the way the pointer went (east here), one hex at a time.
func TestHexDragFlungFar(t *testing.T) {
	for _, far := range []float64{1e4, 1e12, 1e300} {
		p, m := hexPlayer(t, false)
		c := m.Layout.Centre(m.MustLabel("0303"))
		p.moveTo(c.X, c.Y)
		p.down()
		p.moveTo(c.X+1, c.Y)
		p.moveTo(far, c.Y)
		d := p.c.Drag()
		path := d.Action.Moves[0].Path
		if len(path) > 201 {
			t.Fatalf("flung to x %g: %d poses, want at most 201", far, len(path))
		}
		for i := 1; i < len(path); i++ {
			if step := path[i].Pos.Sub(path[i-1].Pos); step.X <= 0 || math.Abs(step.Len()-m.Layout.Size) > 1e-9 {
				t.Fatalf("flung to x %g: step %d is %v, want one hex east-ish", far, i, step)
			}
		}
	}
}
