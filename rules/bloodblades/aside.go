package bloodblades

import (
	"fmt"
	"math"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Making room beyond a friend passed through (bnb.md §7.8 [L1480]): the
// moving base "may move friends by just the distance needed, provided
// they face the way the friend passed through faces, none is Bg or El,
// and there is room, or they can themselves move friends under the same
// conditions".

// maxAsideChain is how many friends one shift may move in a chain
// ("they can themselves move friends" [L1480]): a file of friends wider
// than this is no room.
const maxAsideChain = 8

// room is what the friends shifted aside for an order must keep clear
// [L1480]: the paths of every base the order moves (one, or a group's),
// and the shifts already made for its other bases (prior).
type room struct {
	movers []mover
	paths  []geom.Path
	prior  []shift
}

// moves reports whether the order moves base id.
func (rm *room) moves(id string) bool {
	return slices.ContainsFunc(rm.movers, func(m mover) bool { return m.base.ID == id })
}

// shift is a friend shifted aside: where it goes, and how far (cm).
type shift struct {
	id string
	to geom.Pose
	by float64
}

func shifted(sh []shift, id string) bool {
	return slices.ContainsFunc(sh, func(x shift) bool { return x.id == id })
}

// onLanding reports whether friend o stands where base m ends its path:
// the room beyond the friend passed through [L1480].
func onLanding(s *rules.State, m mover, path geom.Path, o *table.Base) bool {
	end := m.base.Shape.At(path.End())
	return len(s.Table.Overlaps(end, table.Filter{SkipBase: func(x *table.Base) bool { return x.ID != o.ID }})) > 0
}

// makeRoom shifts friend o aside, out of the way of base m's path, by
// just the distance needed [L1480]: sideways to the friend passed
// through (passed), the shorter way first, pushing the friends the shift
// meets the same way (shiftChain), clear of every path of the order rm.
// prior are the shifts already made for this move. It returns the
// shifts, or why none works.
func makeRoom(c Config, s *rules.State, rm *room, m mover, path geom.Path, passed string, o *table.Base, prior []shift) ([]shift, string) {
	ref := mustBase(s, passed).Shape
	end := m.base.Shape.At(path.End())
	u := ref.RightDir()
	mlo, mhi := span(end, u)
	olo, ohi := span(o.Shape, u)
	type way struct {
		dir geom.Vec
		d   float64
	}
	ways := []way{{u, mhi - olo}, {u.Neg(), ohi - mlo}}
	if ways[1].d < ways[0].d {
		ways[0], ways[1] = ways[1], ways[0]
	}
	why := ""
	for _, w := range ways {
		sh, whyNot := shiftChain(c, s, rm, ref, o, w.dir, w.d, prior, 0)
		if whyNot == "" {
			return sh, ""
		}
		if why == "" {
			why = whyNot
		}
	}
	return nil, why
}

// span is the extent of r's corners along u.
func span(r geom.Rect, u geom.Vec) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, p := range r.Corners() {
		lo, hi = math.Min(lo, p.Dot(u)), math.Max(hi, p.Dot(u))
	}
	return lo, hi
}

// shiftChain moves friend q d cm along dir, and the friends that shift
// meets by what they are in its way, under [L1480]'s conditions: q may be
// shifted (asideProblem), it stays on the table, out of terrain
// impassable to it and of the order rm's paths, touches no enemy, and
// meets no base but friends that can be shifted in turn (the bases the
// order moves are not in its way: roomFor keeps it off their paths). It
// returns the shifts, q's first, or why there is no room.
func shiftChain(c Config, s *rules.State, rm *room, ref geom.Rect, q *table.Base, dir geom.Vec, d float64, prior []shift, depth int) ([]shift, string) {
	if why := asideProblem(s, ref, q); why != "" {
		return nil, why
	}
	if depth >= maxAsideChain {
		return nil, fmt.Sprintf("more than %d friends would have to move", maxAsideChain)
	}
	to := q.Shape
	to.Center = to.Center.Add(dir.Scale(d))
	if why := roomFor(c, s, rm, q, to); why != "" {
		return nil, why
	}
	out := []shift{{id: q.ID, to: to.Pose(), by: d}}
	t := troopAt(s, q.ID)
	skip := func(x *table.Base) bool {
		return x.ID == q.ID || rm.moves(x.ID) || shifted(prior, x.ID) || shifted(out, x.ID)
	}
	for _, e := range s.Table.Translate(q.Shape, dir, d, table.Filter{SkipBase: skip, Blocks: impassableFor(c, t)}) {
		if e.At >= d-table.OverlapSlack || shifted(out, e.Base) {
			continue // touching at the end is room enough
		}
		if e.Base == "" {
			return nil, fmt.Sprintf("%s would enter %s", name(s, q.ID), s.Describe(e.Obstacle))
		}
		x := mustBase(s, e.Base)
		if x.Side != q.Side {
			return nil, fmt.Sprintf("%s would run into %s", name(s, q.ID), name(s, x.ID))
		}
		more, why := shiftChain(c, s, rm, ref, x, dir, d-e.At, append(append([]shift(nil), prior...), out...), depth+1)
		if why != "" {
			return nil, why
		}
		out = append(out, more...)
	}
	return out, ""
}

// asideProblem is why friend q may not be shifted aside [L1480]: it is Bg
// or El, it does not face the way the friend passed through (ref) faces
// (within DirTolerance), or it is in close combat (it can be neither
// passed through nor pushed [L2260], nor, read alike, shifted).
func asideProblem(s *rules.State, ref geom.Rect, q *table.Base) string {
	t := troopAt(s, q.ID)
	switch {
	case t.Type == "Bg" || t.Type == "El":
		return fmt.Sprintf("%s is %s, which is never shifted aside [L1480]", name(s, q.ID), t.Type)
	case !sameFacing(q.Shape, ref):
		return fmt.Sprintf("%s does not face the way the friend passed through faces [L1480]", name(s, q.ID))
	}
	if e, ok := inCombatAt(s, q, q.Shape); ok {
		return fmt.Sprintf("%s is in close combat with %s [L2260]", name(s, q.ID), name(s, e))
	}
	return ""
}

// roomFor is why friend q cannot stand at to: off the table, in terrain
// impassable to it, in the way of a path of the order rm (its end
// included), or touching an enemy (a shift makes no contact); "" when it
// can.
func roomFor(c Config, s *rules.State, rm *room, q *table.Base, to geom.Rect) string {
	if !s.Table.OnTable(to) {
		return fmt.Sprintf("%s would leave the table", name(s, q.ID))
	}
	t := troopAt(s, q.ID)
	terrain := table.Filter{NoBases: true, Blocks: impassableFor(c, t)}
	if hit := s.Table.Overlaps(to, terrain); len(hit) > 0 {
		return fmt.Sprintf("%s would enter %s", name(s, q.ID), s.Describe(hit[0]))
	}
	alone := table.Table{Width: s.Table.Width, Height: s.Table.Height, Bases: []table.Base{{ID: q.ID, Side: q.Side, Shape: to}}}
	for k, m := range rm.movers {
		if !sweep(&alone, m.base.Shape, rm.paths[k], table.Filter{}).Clear {
			return fmt.Sprintf("%s would still stand in the way of %s", name(s, q.ID), m.name())
		}
	}
	for i := range s.Table.Bases {
		e := &s.Table.Bases[i]
		if e.Side == q.Side || e.Round {
			continue
		}
		if _, _, gap := table.Closest(to, e.Shape); gap <= table.ContactTolerance {
			return fmt.Sprintf("%s would touch %s", name(s, q.ID), name(s, e.ID))
		}
	}
	return ""
}

// roomShifts are the shifts a checked single-base move along path makes
// [L1480] (clearPath), computed on the state before the move.
func roomShifts(c Config, s *rules.State, m mover, path geom.Path, road bool) []shift {
	_, _, sh := clearPath(c, s, m, path, road, func(string) bool { return false }, passAside)
	return sh
}

// makeShifts moves the friends shifted aside, one event each.
func makeShifts(c Config, s *rules.State, sh []shift) []rules.Event {
	var evs []rules.Event
	for _, x := range sh {
		b := mustBase(s, x.id)
		b.Shape = b.Shape.At(x.to)
		evs = append(evs, rules.Event{Kind: "shifted", Side: b.Side, Unit: b.Unit, Base: b.ID,
			Text: fmt.Sprintf("%s is shifted aside %s to make room beyond the friend passed through [L1480]", name(s, x.id), c.mu(x.by))})
	}
	return evs
}
