package table

import (
	"math"

	"plateau/rules/geom"
)

// The separating-axis tests the queries make of every obstacle near a
// move (Overlaps, Sweep, Gaps, Touching) only ever compare
// geom.Penetration with a threshold, and geom.ClosestPoints first asks
// whether the two polygons overlap: a question settled, most of the time,
// by the first axis that separates them, where Penetration goes through
// every axis for the depth. These answer the comparisons with the same
// arithmetic, axis by axis in Penetration's order, stopping at the first
// axis that decides (issue 10: a third of a drag frame among 1600 bases
// went to the separating-axis tests). TestSATAgreesWithGeom checks them
// against geom, bit for bit.

// Overlapping reports whether the interiors of the convex polygons a and
// b overlap deeper than OverlapSlack, as geom.Penetration(a, b) >
// OverlapSlack does (bit for bit: the same axes, in the same order), but
// stopping at the first axis that parts them: the test every blocking
// query makes of each obstacle near it.
func Overlapping(a, b geom.Polygon) bool { return deeper(a, b, OverlapSlack) }

// deeper reports whether geom.Penetration(a, b) > t.
func deeper(a, b geom.Polygon, t float64) bool {
	for _, poly := range [2]geom.Polygon{a, b} {
		for i := range poly {
			if o, ok := axisOverlap(a, b, poly, i); ok && !(o > t) {
				return false // Penetration, the least o, is at most this one
			}
		}
	}
	return true
}

// separated reports whether geom.Penetration(a, b) < 0: some axis
// parts them.
func separated(a, b geom.Polygon) bool {
	for _, poly := range [2]geom.Polygon{a, b} {
		for i := range poly {
			if o, ok := axisOverlap(a, b, poly, i); ok && o < 0 {
				return true
			}
		}
	}
	return false
}

// axisOverlap is Penetration's overlap of a and b along the normal of
// edge i of poly; false for an edge of no length, which Penetration
// skips. A NaN overlap, which Penetration's minimum never takes, is
// reported as ok: both comparisons above are false for it.
func axisOverlap(a, b, poly geom.Polygon, i int) (float64, bool) {
	n := edge(poly, i).Dir().Perp().Unit()
	if n == (geom.Vec{}) {
		return 0, false
	}
	amin, amax := extent(a, n)
	bmin, bmax := extent(b, n)
	o := min(amax, bmax) - max(amin, bmin)
	if o != o { // NaN: Penetration's `o < depth` never takes it
		return 0, false
	}
	return o, true
}

// extent is geom's project: the extent of p along axis (a NaN never
// taken, unlike sweep.go's project).
func extent(p geom.Polygon, axis geom.Vec) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, v := range p {
		d := v.Dot(axis)
		if d < lo {
			lo = d
		}
		if d > hi {
			hi = d
		}
	}
	return lo, hi
}

// closestPoints is geom.ClosestPoints(a, b), bit for bit: polygons apart
// (separated) are measured vertex to edge as ClosestPoints measures them,
// without its full Penetration first; any others are ClosestPoints' own.
func closestPoints(a, b geom.Polygon) (pa, pb geom.Vec, dist float64) {
	if !separated(a, b) {
		return geom.ClosestPoints(a, b)
	}
	return apartPoints(a, b)
}

// apartPoints is closestPoints' measure of separated polygons: every
// vertex of each against every edge of the other.
func apartPoints(a, b geom.Polygon) (pa, pb geom.Vec, dist float64) {
	best := math.Inf(1)
	for _, v := range a {
		for j := range b {
			w := edge(b, j).Closest(v)
			if d := v.Sub(w).Len2(); d < best {
				best, pa, pb = d, v, w
			}
		}
	}
	for _, v := range b {
		for j := range a {
			w := edge(a, j).Closest(v)
			if d := v.Sub(w).Len2(); d < best {
				best, pa, pb = d, w, v
			}
		}
	}
	return pa, pb, math.Sqrt(best)
}

// edge is p.Edge(i), the same segment, without Edge's modulo: an integer
// division, the dearest step of measuring a vertex against an edge, and
// the separating-axis tests and closest-point searches take a few dozen
// edges a pair (issue 10: half of a 1600-base drag frame).
func edge(p geom.Polygon, i int) geom.Segment {
	j := i + 1
	if j == len(p) {
		j = 0
	}
	return geom.Segment{A: p[i], B: p[j]}
}
