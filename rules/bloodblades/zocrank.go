package bloodblades

import (
	"math"

	"plateau/rules/geom"
)

// The order of a zocced base's moves into close combat (bnb.md §7.9
// [L1402], doc.go A23): "if there is a choice between several moves, the
// move to make is first the one most straight ahead, and secondly the
// shortest". A move is read by what it does, from where the base stands
// to where it ends, whatever path the player draws: its turn off straight
// ahead first, then its length.

// zocRank is how a move into close combat ranks for [L1402]: turn
// (radians) is how far it is from straight ahead (offStraight), length
// (cm) its length (zocLength).
type zocRank struct {
	turn, length float64
}

// rankOf is the rank of the move of base r ending at end.
func rankOf(r geom.Rect, end geom.Pose) zocRank {
	return zocRank{turn: offStraight(r, end), length: zocLength(r, end)}
}

// better reports whether a move ranked k comes before one ranked o: it
// turns less (by more than DirTolerance), or turns as much and is shorter
// (by more than the contact tolerance).
func (k zocRank) better(o zocRank) bool {
	if k.turn < o.turn-DirTolerance {
		return true
	}
	return k.turn <= o.turn+DirTolerance && k.length < o.length-eps
}

// bestRanked is the index of the move of ranks that [L1402] puts first:
// of those turning least (within DirTolerance of the least turn), the
// shortest; -1 when there is none. A move that does not turn at all is
// straight ahead, the text's first choice: a slight turn is as straight
// only to a hand, so the rules' choice never prefers one to it.
func bestRanked(ranks []zocRank) int {
	least := math.Inf(1)
	for _, k := range ranks {
		least = math.Min(least, k.turn)
	}
	tol := DirTolerance
	if least <= rigidTurn {
		tol = rigidTurn
	}
	best := -1
	for i, k := range ranks {
		if k.turn <= least+tol && (best < 0 || k.length < ranks[best].length) {
			best = i
		}
	}
	return best
}

// offStraight is how far (radians) the move of base r to end is from
// straight ahead: the turn of its facing, plus how far the translation
// that is left once it has turned lies outside the facings it turned
// through. The base may turn about any point of itself (in place, on a
// corner: a pivot, G24); a move straight ahead is 0, a turn then straight
// ahead its turn, a slide sideways a quarter turn, straight back a half.
func offStraight(r geom.Rect, end geom.Pose) float64 {
	turn := geom.NormAngle(end.Facing - r.Facing)
	// Turning by turn about a point p of the base leaves the translation
	// end - rot_p(centre): as p runs over the base, these fill the
	// quadrilateral of the images of its corners.
	var rest geom.Polygon
	for _, p := range r.Corners() {
		rest = append(rest, end.Pos.Sub(r.Center.RotateAbout(p, turn)))
	}
	return math.Abs(turn) + offArc(rest, r.Facing+turn/2, math.Abs(turn)/2)
}

// offArc is how far (radians) the direction of the vectors of the convex
// quadrilateral q nearest to the arc of directions within half of mid
// lies outside that arc; 0 when q holds a null vector (no translation is
// left, within the contact tolerance).
func offArc(q geom.Polygon, mid, half float64) float64 {
	if q.Contains(geom.Vec{}, eps) {
		return 0
	}
	lo, hi, nearest := math.Inf(1), math.Inf(-1), math.Inf(1)
	for _, v := range q {
		a := geom.NormAngle(v.Angle() - mid)
		lo, hi, nearest = math.Min(lo, a), math.Max(hi, a), math.Min(nearest, math.Abs(a))
	}
	if lo <= 0 && hi >= 0 && hi-lo < math.Pi {
		return 0 // a vector of q points at mid
	}
	return math.Max(0, nearest-half)
}

// zocLength is the length (cm) of the move of base r to end: the
// shortest single-base measure [L1499] (travel) of the simple paths
// there (zocPaths).
func zocLength(r geom.Rect, end geom.Pose) float64 {
	d := math.Inf(1)
	for _, p := range zocPaths(r, end) {
		d = math.Min(d, travel(r, p))
	}
	return d
}

// zocPaths are the simple paths of base r to end: [L1697]'s
// (engagePaths), and a pivot on a front corner (G24) then a translation.
func zocPaths(r geom.Rect, end geom.Pose) []geom.Path {
	start := r.Pose()
	out := engagePaths(start, end)
	if turn := geom.NormAngle(end.Facing - r.Facing); math.Abs(turn) > DirTolerance {
		pv := pivotPose(r, turn)
		out = append(out, geom.Path{start, pv, {Pos: end.Pos, Facing: pv.Facing}})
	}
	return out
}
