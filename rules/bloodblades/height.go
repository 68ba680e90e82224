package bloodblades

import (
	"encoding/binary"
	"math"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// Higher ground (bnb.md §9.3 [L1914-1919], T1 [L2108], the pursuit lines
// [L2309-2310, L2315]) needs heights, which the text never gives (A44).
// The height model is G34's: a hill rises from its outline (height 0, the
// height of all ground off hills) to its crest (height 1), whatever its
// size, gentle or steep (the slopes change the going and the sight, not
// how high the top is; dunes "have neither top nor slope" [L952] and are
// no hill). On a hill with crest lines drawn (crests.go) the height is
// G34's h(p) = d_out(p) / (d_out(p) + d_crest(p)), d_crest the distance
// to the nearest of them. On a hill with none drawn the crest is read
// from the outline as its deepest points, those farthest from the
// outline: h(p) = d_out(p) / R, R the greatest d_out inside the hill.
// Where the nearest of those points lies straight inward (d_out + d_crest
// = R) this is G34's formula. Overlapping hills give the highest of their
// heights.

// HeightStep (cm) is the spacing of the points at which a base's rear
// edge and area are sampled for their heights: a millimetre.
const HeightStep = 0.1

// HeightSlack is how much higher (in hill heights, crest = 1) a point
// must be to count as higher: more than the sampling's error (at most
// HeightStep/√2 of slope, below 2% of the rise on any hill whose crest is
// 3.5 cm or more inside its outline), so a level fight never counts.
const HeightSlack = 0.02

// crestSamples is the grid (per side of the hill's box) searched for the
// crest depth R before refining it.
const crestSamples = 48

// hill is a hill feature ready for heights and sight.
type hill struct {
	f     *table.Feature
	area  geom.Polygon
	box   geom.AABB
	depth float64      // R: the depth of its deepest points inside the outline, cm
	drawn [][]geom.Vec // the crest lines drawn on it, nil when none
	// crests are the lines sight may not look past (Table 6.2): the
	// drawn ones, else its default crest (crests.go).
	crests [][]geom.Vec
}

// hillsOf lists the table's hills (KindInfo.Hill) with their crests.
func hillsOf(t *table.Table) []hill {
	var out []hill
	for i := range t.Features {
		f := &t.Features[i]
		if !Kinds[f.Kind].Hill || len(f.Area) < 3 {
			continue
		}
		sh := cachedHillShape(f.Area)
		if sh.depth <= geom.Eps {
			continue
		}
		h := hill{f: f, area: f.Area, box: f.Area.Bounds(), depth: sh.depth, drawn: drawnCrests(t, f)}
		h.crests = h.drawn
		if h.crests == nil && sh.crest != nil {
			h.crests = [][]geom.Vec{sh.crest}
		}
		out = append(out, h)
	}
	return out
}

// depthIn is how far p lies inside polygon p's outline, 0 outside it.
func depthIn(area geom.Polygon, p geom.Vec) float64 {
	if !area.Contains(p, 0) {
		return 0
	}
	return area.BoundaryDist(p)
}

// outlineKey is area's vertices, exactly (their bits).
func outlineKey(area geom.Polygon) string {
	b := make([]byte, 0, len(area)*16)
	for _, p := range area {
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(p.X))
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(p.Y))
	}
	return string(b)
}

// crestDepth is the greatest depth of a point inside area (the radius of
// its largest inscribed circle) and that point, the hill's top: the best
// point of a crestSamples grid over its box, then refined by a shrinking
// pattern search.
func crestDepth(area geom.Polygon) (float64, geom.Vec) {
	bb := area.Bounds()
	step := math.Max(bb.Max.X-bb.Min.X, bb.Max.Y-bb.Min.Y) / crestSamples
	best, at := 0.0, bb.Min
	for i := 0; i <= crestSamples; i++ {
		for j := 0; j <= crestSamples; j++ {
			p := geom.V(bb.Min.X+float64(i)*step, bb.Min.Y+float64(j)*step)
			if d := depthIn(area, p); d > best {
				best, at = d, p
			}
		}
	}
	for ; step > geom.Eps; step /= 2 {
		for moved := true; moved; {
			moved = false
			for _, dir := range []geom.Vec{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}} {
				p := at.Add(dir.Scale(step))
				if d := depthIn(area, p); d > best {
					best, at, moved = d, p, true
				}
			}
		}
	}
	return best, at
}

// height is G34's height of point p on hill x, 0 off it.
func (x hill) height(p geom.Vec) float64 {
	out := depthIn(x.area, p)
	switch {
	case out <= 0:
		return 0
	case x.drawn != nil:
		return out / (out + distToLines(x.drawn, p))
	}
	return out / x.depth
}

// heightAt is G34's height of point p: 0 off every hill.
func heightAt(hs []hill, p geom.Vec) float64 {
	h := 0.0
	for _, x := range hs {
		if p.X < x.box.Min.X || p.X > x.box.Max.X || p.Y < x.box.Min.Y || p.Y > x.box.Max.Y {
			continue
		}
		h = math.Max(h, x.height(p))
	}
	return h
}

// highest is the greatest height of the points.
func highest(hs []hill, pts []geom.Vec) float64 {
	h := 0.0
	for _, p := range pts {
		h = math.Max(h, heightAt(hs, p))
	}
	return h
}

// samples are points along u and v (the rectangle's frame, from its
// centre) every HeightStep or less, ends included: the rectangle r, or
// its rear edge when rear.
func samples(r geom.Rect, rear bool) []geom.Vec {
	nu := int(math.Ceil(r.Width/HeightStep)) + 1
	nv := int(math.Ceil(r.Depth/HeightStep)) + 1
	if rear {
		nv = 1
	}
	pts := make([]geom.Vec, 0, nu*nv)
	right, fwd := r.RightDir(), r.Forward() // r.World's axes, computed once
	for i := range nu {
		u := -r.Width/2 + r.Width*float64(i)/float64(nu-1)
		for j := range nv {
			v := -r.Depth / 2
			if nv > 1 {
				v += r.Depth * float64(j) / float64(nv-1)
			}
			pts = append(pts, r.Center.Add(right.Scale(u)).Add(fwd.Scale(v)))
		}
	}
	return pts
}

// onSomeHill reports whether r's box meets the box of one of hs.
func onSomeHill(hs []hill, r geom.Rect) bool {
	b := r.Bounds()
	for _, h := range hs {
		if b.Overlaps(h.box, 0) {
			return true
		}
	}
	return false
}

// higherGround reports whether a base at a fights from higher ground
// against an enemy at z (§9.3 [L1916]): some point of a's rear edge is
// higher, by more than HeightSlack, than every point of z.
func higherGround(hs []hill, a, z geom.Rect) bool {
	if !onSomeHill(hs, a) {
		return false // a's rear edge is at height 0: nothing is lower
	}
	return highest(hs, samples(a, true)) > highest(hs, samples(z, false))+HeightSlack
}
