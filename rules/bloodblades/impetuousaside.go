package bloodblades

import (
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Making room beyond a friend passed through in an impetuous move
// (bnb.md §7.8 [L1480], §7.12 [L1742]): "a normal move, except that"
// [L1742-1745] leaves [L1480] as it is, so the impetuous base may shift
// aside the friends standing where it lands beyond the friend it passes
// through, "by just the distance needed", as a voluntary move does
// (makeRoom, shiftChain). Its landing is the nearest pose along its path
// wholly beyond that friend (G32): the move goes on from there, and a
// friend met further on is one in its way [L1746-1750], not one to shift.

// landingRoom shifts friend o aside to make room for impetuous base m,
// going along path, to land just beyond friend passed (landingPath),
// clear of the whole path; prior are the shifts already made for this
// sweep. It returns the shifts, or false when o does not stand on that
// landing or cannot be shifted: o then blocks the sweep.
func landingRoom(c Config, s *rules.State, m mover, path geom.Path, passed string, o *table.Base, prior []shift) ([]shift, bool) {
	if o.Side != m.base.Side || o.Round {
		return nil, false
	}
	landing, ok := landingPath(m.base.Shape, path, mustBase(s, passed).Shape)
	if !ok || !onLanding(s, m, landing, o) {
		return nil, false
	}
	rm := &room{movers: []mover{m}, paths: []geom.Path{path}}
	sh, why := makeRoom(c, s, rm, m, landing, passed, o, prior)
	return sh, why == ""
}

// landingPath is path cut at the nearest pose of its last leg (a
// straight-ahead part, as every impetuous sweep ends) where a base of
// r's size lies wholly beyond friend f along that leg; false when the
// leg ends short of it.
func landingPath(r geom.Rect, path geom.Path, f geom.Rect) (geom.Path, bool) {
	n := len(path)
	if n < 2 {
		return nil, false
	}
	from, to := path[n-2], path[n-1]
	leg := to.Pos.Sub(from.Pos)
	if leg.Len() <= geom.Eps {
		return nil, false
	}
	u := leg.Unit()
	near := math.Inf(1)
	for _, p := range r.At(from).Corners() {
		near = math.Min(near, p.Dot(u))
	}
	far := math.Inf(-1)
	for _, q := range f.Corners() {
		far = math.Max(far, q.Dot(u))
	}
	d := math.Max(0, far-near)
	if d > leg.Len()+geom.Eps {
		return nil, false
	}
	out := append(geom.Path(nil), path[:n-1]...)
	return append(out, geom.Pose{Pos: from.Pos.Add(u.Scale(d)), Facing: to.Facing}), true
}
