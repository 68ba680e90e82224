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
// ends beyond it (G32) — the friends beyond standing where they are. A
// friend in or helping a close combat is never passed through: [L1747]
// ends the move there (and [L2260] forbids it for one in close combat).
// An impetuous base shifts no friends aside [L1480]: its move is the
// rules' (or one of their equally good moves), not a player's, and a
// friend on its landing is dealt with by [L1746-1750] as one in its way.

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
// them: the sweep, ending at the first thing it may not pass or at the
// path's end, and the friends passed, in the order met. When it would
// not end beyond one of them, it stops at the first friend it cannot
// land beyond (the friends before it passed), which then blocks its way.
func sweepThrough(c Config, s *rules.State, m mover, path geom.Path, f table.Filter) (table.Sweep, []string) {
	type met struct {
		id string
		at table.Sweep // the sweep that met it
	}
	var passed []met
	skip := f.SkipBase
	f.SkipBase = func(o *table.Base) bool {
		return skip != nil && skip(o) || slices.ContainsFunc(passed, func(x met) bool { return x.id == o.ID })
	}
	sw := s.Table.Sweep(m.base.Shape, path, f)
	for !sw.Clear && sw.Hit.Base != "" && len(passed) < maxImpPass && impPassable(c, s, m, path, mustBase(s, sw.Hit.Base)) {
		passed = append(passed, met{sw.Hit.Base, sw})
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
	}
	ids := make([]string, len(passed))
	for i, x := range passed {
		ids[i] = x.id
	}
	return sw, ids
}

// impMover is impetuous base b as a mover.
func impMover(s *rules.State, b *table.Base) mover {
	u, _ := s.Unit(b.Unit)
	return mover{base: b, unit: u, troop: troopOf(u)}
}
