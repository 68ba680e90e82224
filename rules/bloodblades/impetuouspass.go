package bloodblades

import (
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Passing through friends in impetuous moves (bnb.md §7.12 [L1742],
// §7.8 [L1468-1480]). An impetuous move "is a normal move, except that"
// [L1742], and the friend cases [L1746-1750] are for "a friend that
// blocks its way": a friend the §7.8 table lets the base pass through
// (advancing: Ps through all but Pk(I/X), LH through light troops, the
// mounted through Ps when the move is in GGo, all but El through Bg),
// going its way or the opposite [L1477], blocks nothing when the base
// ends beyond it (G32). A friend in or helping a close combat is never
// passed through: [L1747] ends the move there (and [L2260] forbids it
// for one in close combat). None of [L1743-1745]'s exceptions touches
// [L1480], so, as in a normal move, the base may shift friends standing
// where it lands beyond the friend passed through aside by just the
// distance needed (aside.go: makeRoom, impetuousaside.go); a friend that
// cannot be shifted is one in its way [L1746-1750].

// maxImpPass is how many friends one sweep passes through in a row:
// beyond it the next one blocks (a file of friends deeper than any
// allowance).
const maxImpPass = 8

// impPassable reports whether impetuous base m may pass through friend
// o along path (the §7.8 table first, the cheap test; then no role in a
// close combat [L1747]; then the direction and GGo of mayPassOnPath).
func impPassable(c Config, s *rules.State, m mover, path geom.Path, o *table.Base) bool {
	if o.Side != m.base.Side || o.Round {
		return false
	}
	if _, ok := passageFor(m.troop, troopAt(s, o.ID), false); !ok {
		return false
	}
	return !inCombatRole(s, closeCombat(s), o) && mayPassOnPath(c, s, m, path, o) == ""
}

// sweepThrough is the sweep of impetuous base m along path with filter
// f, passing through the friends it may (impPassable) when it ends beyond
// them, and shifting aside the friends standing where it would land just
// beyond one [L1480] (landingRoom): the sweep, ending at the first thing
// it may not pass or at the path's end, the friends passed, in the order
// met, and the shifts, computed on s and not made. When it would not end
// beyond one of the friends passed, it stops at the first friend it
// cannot land beyond (the friends before it passed, with their shifts),
// which then blocks its way.
func sweepThrough(c Config, s *rules.State, m mover, path geom.Path, f table.Filter) (table.Sweep, []string, []shift) {
	type met struct {
		id string
		at table.Sweep // the sweep that met it
	}
	var passed []met
	var shifts []shift
	var shiftFor []int // how many friends were passed when each shift was made
	skip := f.SkipBase
	f.SkipBase = func(o *table.Base) bool {
		return skip != nil && skip(o) || shifted(shifts, o.ID) || slices.ContainsFunc(passed, func(x met) bool { return x.id == o.ID })
	}
	sw := s.Table.Sweep(m.base.Shape, path, f)
	for !sw.Clear && sw.Hit.Base != "" {
		o := mustBase(s, sw.Hit.Base)
		if len(passed) < maxImpPass && impPassable(c, s, m, path, o) {
			passed = append(passed, met{o.ID, sw})
		} else if len(passed) == 0 {
			break
		} else if more, ok := landingRoom(c, s, m, path, passed[len(passed)-1].id, o, shifts); ok {
			shifts = append(shifts, more...)
			for range more {
				shiftFor = append(shiftFor, len(passed))
			}
		} else {
			break
		}
		sw = s.Table.Sweep(m.base.Shape, path, f)
	}
	end := path.End()
	if !sw.Clear {
		end = sw.Stop
	}
	for n := len(passed); n > 0; n-- {
		landed := true
		for _, x := range passed[:n] {
			landed = landed && beyond(m.base.Shape.At(end), mustBase(s, x.id).Shape, x.at.Stop.Pos)
		}
		if landed {
			break
		}
		sw, end = passed[n-1].at, passed[n-1].at.Stop
		passed = passed[:n-1]
		for len(shiftFor) > 0 && shiftFor[len(shiftFor)-1] > len(passed) {
			shifts, shiftFor = shifts[:len(shifts)-1], shiftFor[:len(shiftFor)-1]
		}
	}
	ids := make([]string, len(passed))
	for i, x := range passed {
		ids[i] = x.id
	}
	return sw, ids, shifts
}

// impMover is impetuous base b as a mover.
func impMover(s *rules.State, b *table.Base) mover {
	u, _ := s.Unit(b.Unit)
	return mover{base: b, unit: u, troop: troopOf(u)}
}
