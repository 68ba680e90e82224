package warmaster

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Elements on the ramparts of a city or on fortress walls retreat
// without penalty ([L1713]; wme.md §9.8 item 6): the only penalty of a
// retreat is the destruction of an element whose retreat is blocked
// ([L1504-1516]; blocked retreats confuse nobody, [L1889]), so such a
// unit retreats only as far as none of its elements on the walls is
// blocked, keeping its formation ([L1492]); its elements elsewhere
// retreat normally. Fortified artillery is destroyed by any retreat all
// the same ([L1713], [L1540]).

// stRampartsMoved is set on a unit whose retreat the ramparts shortened:
// 1 + the distance it moved, in thousandths of a cm (heldPoses reads it).
const stRampartsMoved = "ramparts-moved"

// rampartsRetreat is how far infantry unit u, about to retreat dist cm
// along dir in engagement e, goes, with the sentence to add to its
// retreat's event when the ramparts shortened it.
func rampartsRetreat(s *rules.State, e *engagement, u *rules.Unit, dir geom.Vec, dist float64) (float64, string) {
	u.SetStatus(stRampartsMoved, 0)
	if u.Type != Infantry {
		return dist, ""
	}
	limit, what := dist, ""
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		if !onRamparts(s, b.Shape) {
			continue
		}
		if at, obstacle := retreatBlock(s, e, u, b, dir, dist); at < limit {
			limit, what = at, obstacle
		}
	}
	if limit >= dist-geom.Eps {
		return dist, ""
	}
	u.SetStatus(stRampartsMoved, 1+int(math.Round(limit*1000)))
	return limit, fmt.Sprintf("; on the ramparts, it retreats without penalty (L1713): %.1f cm, up to %s", limit, what)
}

// retreatBlock is where the retreat of element b of u first comes to what
// would block it (the retreat's own tests, retreat.go: terrain impassable
// to it that it is not in, any other base crossed, an enemy outside the
// engagement reached exactly, [L1504-1522]), and what that is; dist when
// nothing does.
func retreatBlock(s *rules.State, e *engagement, u *rules.Unit, b *table.Base, dir geom.Vec, dist float64) (float64, string) {
	f := table.Filter{
		SkipBase: func(o *table.Base) bool { return o.Unit == u.ID },
		Blocks:   enterBlocks(s, u.Type, b.Shape),
	}
	for _, enc := range s.Table.Translate(b.Shape, dir, dist+table.ContactTolerance, f) {
		if enc.At < dist-table.ContactTolerance {
			return math.Max(0, enc.At), s.Describe(enc.Obstacle)
		}
		if o, ok := s.Base(enc.Base); ok && o.Side != u.Side && !e.has(o.Unit) {
			return math.Max(0, enc.At-2*table.ContactTolerance), s.Describe(enc.Obstacle)
		}
	}
	return dist, ""
}

// retreatMoved is how far t moved in its retreat this round.
func retreatMoved(s *rules.State, t *rules.Unit) float64 {
	if v := status(t, stRampartsMoved); v > 0 {
		return float64(v-1) / 1000
	}
	return float64(s.Counters[ctRetreatDist])
}
