package bloodblades

import (
	"math"
	"testing"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// sameLine reports whether line runs from a to b, either way.
func sameLine(line []geom.Vec, a, b geom.Vec) bool {
	const tol = 1e-6
	return len(line) == 2 && (line[0].Dist(a) < tol && line[1].Dist(b) < tol || line[0].Dist(b) < tol && line[1].Dist(a) < tol)
}

// TestDefaultCrest is the crest of a hill with none drawn (A44, G34,
// crests.go): the chord of its outline through its top, the point deepest
// inside it, along its long axis; east to west when it has none.
func TestDefaultCrest(t *testing.T) {
	u := geom.V(math.Cos(geom.Rad(30)), math.Sin(geom.Rad(30)))
	v := u.Perp()
	c := geom.V(60, 40)
	tilted := geom.Polygon{c.Add(u.Scale(20)).Add(v.Scale(10)), c.Sub(u.Scale(20)).Add(v.Scale(10)),
		c.Sub(u.Scale(20)).Sub(v.Scale(10)), c.Add(u.Scale(20)).Sub(v.Scale(10))}
	for _, k := range []struct {
		name string
		area geom.Polygon
		a, b geom.Vec
	}{
		{"40 × 30, wider than deep", geom.Polygon{geom.V(40, 20), geom.V(80, 20), geom.V(80, 50), geom.V(40, 50)}, geom.V(40, 35), geom.V(80, 35)},
		{"the same, wound the other way", geom.Polygon{geom.V(40, 20), geom.V(40, 50), geom.V(80, 50), geom.V(80, 20)}, geom.V(40, 35), geom.V(80, 35)},
		{"20 × 40, deeper than wide", geom.Polygon{geom.V(40, 10), geom.V(60, 10), geom.V(60, 50), geom.V(40, 50)}, geom.V(50, 10), geom.V(50, 50)},
		{"40 × 20 turned 30°", tilted, c.Sub(u.Scale(20)), c.Add(u.Scale(20))},
		{"a square: no long axis, east to west", geom.Polygon{geom.V(40, 20), geom.V(70, 20), geom.V(70, 50), geom.V(40, 50)}, geom.V(40, 35), geom.V(70, 35)},
	} {
		if got := cachedHillShape(k.area).crest; !sameLine(got, k.a, k.b) {
			t.Errorf("%s: default crest %v, want %v to %v", k.name, got, k.a, k.b)
		}
	}
}

// TestDefaultCrestTell: the sample scenarios' tell, an irregular pentagon,
// has its crest through its top (height 1, A44) from foot to foot (both
// ends on the outline, height 0), along its length (east to west).
func TestDefaultCrestTell(t *testing.T) {
	tell := geom.Polygon{geom.V(76, 44), geom.V(88, 41), geom.V(96, 46), geom.V(92, 54), geom.V(80, 54)}
	w := newWorld()
	w.s.Table.Features = append(w.s.Table.Features, table.Feature{ID: "tell", Kind: "hill", Area: tell})
	s := w.state(t)
	hs := hillsOf(&s.Table)
	if len(hs) != 1 || len(hs[0].crests) != 1 {
		t.Fatalf("hills = %+v, want the tell with one crest", hs)
	}
	crest := hs[0].crests[0]
	top := cachedHillShape(tell).top
	on := geom.Segment{A: crest[0], B: crest[1]}
	if on.DistTo(top) > 1e-6 || math.Abs(heightAt(hs, top)-1) > 1e-6 {
		t.Errorf("crest %v misses the top %v (height %g)", crest, top, heightAt(hs, top))
	}
	for _, end := range crest {
		if tell.BoundaryDist(end) > 1e-6 {
			t.Errorf("crest end %v is not on the outline", end)
		}
	}
	if d := on.Dir().Unit(); math.Abs(d.X) < math.Cos(geom.Rad(10)) {
		t.Errorf("crest direction %v, want within 10° of east–west, the tell's length", d)
	}
}

// TestCrestSetup: a crest is a line on a hill (Table 6.2 [L1462-1465]);
// one on no hill, or drawn as an area, is refused; a crest has no going of
// its own (it is no terrain to move through).
func TestCrestSetup(t *testing.T) {
	for _, c := range []struct {
		name string
		w    *world
		err  string
	}{
		{"on a hill", newWorld().hill("hill").line("c", "crest", 0.5, geom.V(45, 25), geom.V(75, 25)), ""},
		{"across a hill's foot", newWorld().hill("hill").line("c", "crest", 0.5, geom.V(30, 25), geom.V(50, 25)), ""},
		{"on no hill", newWorld().hill("hill").line("c", "crest", 0.5, geom.V(10, 60), geom.V(30, 60)), "lies on no hill"},
		{"on dunes, which have no top [L952]", newWorld().rect("d", "dunes", 40, 20, 80, 50).line("c", "crest", 0.5, geom.V(45, 25), geom.V(75, 25)), "lies on no hill"},
		{"drawn as an area", newWorld().hill("hill").rect("c", "crest", 50, 30, 60, 40), "must be a line"},
	} {
		s := c.w.s.Clone()
		err := (Rules{}).Setup(&s)
		if c.err == "" && err != nil || c.err != "" && (err == nil || !has(err.Error(), c.err)) {
			t.Errorf("%s: Setup = %v, want %q", c.name, err, c.err)
		}
	}
	cfg, _ := ConfigOf(nil)
	troop, _ := ParseTroop("Reg Sp(O)")
	if _, ok := categoryOf(cfg, troop, &table.Feature{Kind: "crest"}); ok {
		t.Error("a crest has a terrain category, want none (the hill's going counts)")
	}
}

// TestHeightsDrawnCrest is G34 with a drawn crest: h = d_out / (d_out +
// d_crest). The test hill's crest drawn along y = 25, 5 cm inside its north
// edge, makes the north slope steeper and the top there.
func TestHeightsDrawnCrest(t *testing.T) {
	s := newWorld().hill("hill").line("c", "crest", 0.5, geom.V(40, 25), geom.V(80, 25)).state(t)
	hs := hillsOf(&s.Table)
	for _, c := range []struct {
		name string
		p    geom.Vec
		want float64
	}{
		{"on the drawn crest", geom.V(60, 25), 1},
		{"half way up the north slope", geom.V(60, 22.5), 0.5},
		{"half way up the south slope", geom.V(60, 37.5), 0.5},
		{"on the default crest's line, now below the top", geom.V(60, 35), 15.0 / 25},
		{"on the outline", geom.V(60, 50), 0},
		{"off the hill", geom.V(60, 60), 0},
	} {
		if got := heightAt(hs, c.p); math.Abs(got-c.want) > 1e-6 {
			t.Errorf("heightAt(%s) = %g, want %g", c.name, got, c.want)
		}
	}
}
