package bloodblades

import (
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// overlaysOf is the overlays of one kind that base projects.
func overlaysOf(s *rules.State, kind, base string) []rules.Overlay {
	var out []rules.Overlay
	for _, o := range (Rules{}).Overlays(s) {
		if o.Kind == kind && o.Base == base {
			out = append(out, o)
		}
	}
	return out
}

// sameCorners reports whether p has exactly the corners want, in any
// order and either winding.
func sameCorners(p geom.Polygon, want ...geom.Vec) bool {
	if len(p) != len(want) {
		return false
	}
	for _, w := range want {
		if !slices.ContainsFunc(p, func(v geom.Vec) bool { return v.Dist(w) < 1e-9 }) {
			return false
		}
	}
	return true
}

// TestOverlayZoCCorners is G30 [L1391, L2611-2620]: the ZoC is the square
// u in [-W/2, W/2], v in [D/2, D/2 + W] in the base's frame, "as wide as
// the base, directly in front of it". A Bd at 15 mm is 4 cm wide, 1.5 deep.
func TestOverlayZoCCorners(t *testing.T) {
	for _, c := range []struct {
		name    string
		bearing float64
		want    []geom.Vec
	}{
		// Facing north (towards y = 0): front edge at y = 39.25.
		{"north", north, []geom.Vec{geom.V(58, 39.25), geom.V(62, 39.25), geom.V(62, 35.25), geom.V(58, 35.25)}},
		// Facing east: front edge at x = 60.75.
		{"east", 90, []geom.Vec{geom.V(60.75, 38), geom.V(60.75, 42), geom.V(64.75, 42), geom.V(64.75, 38)}},
		{"south", south, []geom.Vec{geom.V(58, 40.75), geom.V(62, 40.75), geom.V(62, 44.75), geom.V(58, 44.75)}},
	} {
		s := newWorld().unit("e", 1, "Reg Bd(O)", 60, 40, c.bearing).state(t)
		os := overlaysOf(&s, rules.OverlayZoC, "e.1")
		if len(os) != 1 || len(os[0].Areas) != 1 {
			t.Fatalf("%s: ZoC overlays of e.1 = %+v, want one of one piece", c.name, os)
		}
		if got := os[0].Areas[0]; !sameCorners(got, c.want...) {
			t.Errorf("%s: ZoC of e.1 = %v, want corners %v", c.name, got, c.want)
		}
		if os[0].Side != 1 {
			t.Errorf("%s: ZoC side = %d, want 1 (the base's)", c.name, os[0].Side)
		}
	}
}

// TestOverlayZoCInterrupted is A42 [L1395]: a base of the owner's side in
// front of it cuts the ZoC from there on, in the lines it covers; the
// other side's bases do not.
func TestOverlayZoCInterrupted(t *testing.T) {
	// Red E faces south: ZoC x 58..62, y 40.75..44.75. Its friend F
	// (x 60..64, y 43.25..44.75) shadows x 60..62 from y 43.25 on.
	s := newWorld().unit("e", 1, "Reg Bd(O)", 60, 40, south).unit("f", 1, "Reg Bd(O)", 62, 44, south).
		unit("b", 0, "Reg Bd(O)", 59, 42, north).state(t)
	os := overlaysOf(&s, rules.OverlayZoC, "e.1")
	if len(os) != 1 {
		t.Fatalf("ZoC overlays of e.1 = %+v, want one", os)
	}
	var area float64
	for _, p := range os[0].Areas {
		area += p.Area()
	}
	if want := 16 - 2*1.5; math.Abs(area-want) > 1e-9 {
		t.Errorf("interrupted ZoC area = %v cm², want %v (the square less F's shadow)", area, want)
	}
	for _, c := range []struct {
		at   geom.Vec
		want bool
	}{{geom.V(61, 44), false}, {geom.V(61, 42), true}, {geom.V(59, 44), true}} {
		in := slices.ContainsFunc(os[0].Areas, func(p geom.Polygon) bool { return p.Contains(c.at, -1e-9) })
		if in != c.want {
			t.Errorf("point %v in the interrupted ZoC = %v, want %v", c.at, in, c.want)
		}
	}
}

// shadowedZoCWorld is red E facing south (its ZoC x 58..62, y
// 40.75..44.75) with two friends cutting into it, F turned and G across
// its left edge, and a blue base in it that does not.
func shadowedZoCWorld(t *testing.T) rules.State {
	t.Helper()
	return newWorld().unit("e", 1, "Reg Bd(O)", 60, 40, south).
		unit("f", 1, "Reg Bd(O)", 62.5, 43.5, 200). // turned, part in front
		unit("g", 1, "Reg Ax(O)", 57, 44, south).   // covers E's left edge
		unit("h", 0, "Reg Bd(O)", 60, 42, north).   // the other side: no cut
		state(t)
}

// TestOverlayZoCMatchesZoccers checks the drawn ZoC against the move
// check's own reading (G30, A42, A53): a base of the other side is zocced
// by E exactly when it overlaps E's drawn zone with positive area.
func TestOverlayZoCMatchesZoccers(t *testing.T) {
	s := shadowedZoCWorld(t)
	e := base(&s, "e")
	zone := zocArea(&s, e)
	r := rand.New(rand.NewPCG(1, 2))
	var counts [2]int // probes not zocced, zocced
	for i := range 2000 {
		probe := table.Base{ID: "probe", Side: 0, Shape: geom.Rect{
			Center: geom.V(54+12*r.Float64(), 38+10*r.Float64()), Facing: 2 * math.Pi * r.Float64(), Width: 4, Depth: 1.5}}
		var over float64
		for _, p := range zone {
			over += probe.Shape.Polygon().ClipConvex(p).Area()
		}
		zocced := slices.Contains(Zoccers(&s, &probe), e.ID)
		if over > 0 && over < 10*table.AreaSlack {
			continue // on the slack, where rounding may decide either way
		}
		if zocced != (over > table.AreaSlack) {
			t.Fatalf("probe %d at %v: Zoccers says zocced = %v, the drawn zone overlaps it by %v cm²", i, probe.Shape, zocced, over)
		}
		if zocced {
			counts[1]++
		} else {
			counts[0]++
		}
	}
	if counts[0] < 200 || counts[1] < 200 {
		t.Errorf("probes not zocced / zocced = %v: the sample does not test both", counts)
	}
}

// TestOverlayZoCPointwise checks the drawn ZoC against A42 [L1395] read
// line by line, independently of the shadow polygons Zoccers and the
// overlay share: a point is in E's ZoC when it is in the square and no
// base of E's side stands on the line along E's facing between E's front
// edge and the point; the other side's bases do not interrupt it.
func TestOverlayZoCPointwise(t *testing.T) {
	s := shadowedZoCWorld(t)
	e := base(&s, "e")
	square, f := ZoC(e.Shape), e.Shape.Forward()
	front := e.Shape.Center.Dot(f) + e.Shape.Depth/2
	inZoC := func(q geom.Vec) bool {
		if !square.Contains(q, 0) {
			return false
		}
		line := geom.Segment{A: q.Sub(f.Scale(q.Dot(f) - front)), B: q} // from the front edge to q
		for _, o := range s.Table.Bases {
			if o.Side != e.Side || o.ID == e.ID {
				continue
			}
			if _, _, met := line.ClipParams(o.Shape.Polygon(), 0); met {
				return false
			}
		}
		return true
	}
	drawn := zocArea(&s, e)
	r := rand.New(rand.NewPCG(3, 4))
	var counts [2]int // points outside, inside
	for range 4000 {
		q := geom.V(56+8*r.Float64(), 39+8*r.Float64())
		if slices.ContainsFunc(drawn, func(p geom.Polygon) bool { return p.BoundaryDist(q) < 1e-6 }) {
			continue // on the drawn edge, where rounding may decide either way
		}
		in := slices.ContainsFunc(drawn, func(p geom.Polygon) bool { return p.Contains(q, 0) })
		if want := inZoC(q); in != want {
			t.Fatalf("point %v in the drawn ZoC of E = %v, want %v (A42 line by line)", q, in, want)
		}
		if in {
			counts[1]++
		} else {
			counts[0]++
		}
	}
	if counts[0] < 500 || counts[1] < 500 {
		t.Errorf("points outside / inside = %v: the sample does not test both", counts)
	}
}

// TestOverlayShootZone is §8.2 [L1805-1810], G42, E2: a Bw's shooting
// zone is exactly 4 MU wide, centred on the centre of its front edge, and
// 3 MU deep in front of it (120 × 90 mm at 15 mm). Bg have no ZoC [L591]
// and only Bw shoot [L1803].
func TestOverlayShootZone(t *testing.T) {
	for _, c := range []struct {
		mu      float64 // cm; 3 is the 15 mm MU
		bearing float64
		want    []geom.Vec
	}{
		// A Bw at 15 mm is 2 cm deep: front edge at y = 39.
		{3, north, []geom.Vec{geom.V(54, 39), geom.V(66, 39), geom.V(66, 30), geom.V(54, 30)}},
		{3, 90, []geom.Vec{geom.V(61, 34), geom.V(61, 46), geom.V(70, 46), geom.V(70, 34)}},
		// The zone is in MU, so a scenario's own MU (A1) scales it: 16 × 12 cm.
		{4, north, []geom.Vec{geom.V(52, 39), geom.V(68, 39), geom.V(68, 27), geom.V(52, 27)}},
	} {
		s := newWorld().set(SetMU, strconv.FormatFloat(c.mu, 'g', -1, 64)).unit("bw", 0, "Reg Bw(O)", 60, 40, c.bearing).
			unit("sp", 0, "Reg Sp(O)", 30, 40, north).unit("bg", 0, "Irr Bg(O)", 90, 40, north).state(t)
		os := overlaysOf(&s, rules.OverlayShoot, "bw.1")
		if len(os) != 1 || len(os[0].Areas) != 1 {
			t.Fatalf("MU %v, %v°: shooting overlays of bw.1 = %+v, want one of one piece", c.mu, c.bearing, os)
		}
		z := os[0].Areas[0]
		if !sameCorners(z, c.want...) {
			t.Errorf("MU %v, %v°: shooting zone = %v, want corners %v", c.mu, c.bearing, z, c.want)
		}
		if got, want := z.Area(), 4*c.mu*3*c.mu; math.Abs(got-want) > 1e-9 {
			t.Errorf("MU %v: shooting zone area = %v cm², want 4 MU × 3 MU = %v", c.mu, got, want)
		}
		if got := overlaysOf(&s, rules.OverlayShoot, "sp.1"); len(got) != 0 {
			t.Errorf("Sp has a shooting zone %+v; only Bw shoot [L1803]", got)
		}
		if got := append(overlaysOf(&s, rules.OverlayZoC, "bg.1"), overlaysOf(&s, rules.OverlayShoot, "bg.1")...); len(got) != 0 {
			t.Errorf("Bg overlays = %+v, want none: no ZoC [L591]", got)
		}
		if got := overlaysOf(&s, rules.OverlayZoC, "bw.1"); len(got) != 1 {
			t.Errorf("Bw ZoC overlays = %d, want 1", len(got))
		}
	}
}
