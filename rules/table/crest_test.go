package table

import (
	"testing"

	"plateau/rules/geom"
)

// TestCrestCrossing is the crest test of sight lines (wme.md §4.2 A11;
// bnb.md G45, Table 6.2 [L1462-1465]): where the line p→q first crosses
// the crest, touching it at an end or running along it not counting.
func TestCrestCrossing(t *testing.T) {
	// East 20 cm along y = 10, then south 20 cm along x = 20.
	crest := []geom.Vec{geom.V(0, 10), geom.V(20, 10), geom.V(20, 30)}
	for _, c := range []struct {
		name    string
		p, q    geom.Vec
		want    float64
		crosses bool
	}{
		{"straight over it", geom.V(10, 20), geom.V(10, 0), 0.5, true},
		{"over it near its start", geom.V(1, 15), geom.V(1, 5), 0.5, true},
		{"over its second leg, from the other side", geom.V(30, 25), geom.V(15, 25), 2.0 / 3, true},
		{"the first of two crossings", geom.V(10, 5), geom.V(30, 25), 0.25, true},
		{"through its corner, passing over", geom.V(30, 0), geom.V(10, 20), 0.5, true},
		{"through its corner, touching it", geom.V(10, 0), geom.V(30, 20), 0, false},
		{"through its corner, touching it, the other way", geom.V(30, 20), geom.V(10, 0), 0, false},
		{"short of it", geom.V(10, 20), geom.V(10, 12), 0, false},
		{"the target on it", geom.V(10, 20), geom.V(10, 10), 0, false},
		{"the viewer on it", geom.V(10, 10), geom.V(10, 0), 0, false},
		{"along it", geom.V(2, 10), geom.V(18, 10), 0, false},
		{"beyond its end", geom.V(-5, 20), geom.V(-5, 0), 0, false},
	} {
		got, ok := CrestCrossing(c.p, c.q, crest)
		if ok != c.crosses || ok && !approx(got, c.want, 1e-9) {
			t.Errorf("CrestCrossing(%s) = %g, %v, want %g, %v", c.name, got, ok, c.want, c.crosses)
		}
	}
}
