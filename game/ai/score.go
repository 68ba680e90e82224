package ai

import (
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// How the planner scores a position for one side (issue 12 item 3:
// "score positions by material, the scenario's objectives, threats ...
// and the odds"): every term is in the ruleset's own worth of a unit (WME
// points, BnB shares of the rout level, judge.worth), so that a term of
// position never outweighs a unit lost.
//
//   - the battle's end: won or lost outweighs everything (winBonus);
//   - material and objectives: what each side has lost, as the ruleset
//     counts it to end the battle (judge.lost: WME victory points, BnB
//     morale losses);
//   - reach: each unit that can move is worth a share of itself the
//     closer it stands to the nearest enemy (approachShare within
//     approachRange) and facing it (BnB turns as well as advances);
//   - contact: a unit touching an enemy is worth what the close combat
//     is expected to bring (judge.fight: BnB's exact odds), or, where the
//     ruleset cannot tell before the combat phase, more or less as it
//     outweighs the enemy (contactShare); the real odds are counted again
//     when the fight or the shot is pressed (Planner.value resolves it on
//     the real rules); and, the longer the battle lasts, a share for
//     fighting at all (boldness).

// winBonus is the worth of the battle won (or, negative, lost).
const winBonus = 1e5

// approachRange is the distance, cm, beyond which being nearer the enemy
// is worth nothing: about a WME unit's two or three moves, a BnB army's
// march of a few periods.
const approachRange = 120.0

// approachShare is the share of a unit's worth it gains by standing
// against the nearest enemy rather than approachRange from it: well under
// a loss, so that no advance is bought with a unit.
const approachShare = 0.3

// faceShare is the share of its worth a unit loses facing straight away
// from the nearest enemy (half of it side-on).
const faceShare = 0.1

// contactShare is the share of its worth a unit in contact gains against
// an enemy it outweighs entirely (loses against one that outweighs it).
const contactShare = 0.4

// resolveAfter is the turn by which a unit in contact counts as won a
// fifth of its worth for it (boldness, growing from nothing at turn 1 to
// at most maxBoldness): a battle that no one fights never ends (BnB has
// no last turn), so the longer it lasts the readier the planner is to
// fight an even or a poor combat.
const resolveAfter = 20

// maxBoldness caps boldness: by then any combat is worth fighting.
const maxBoldness = 2.0

// boldness is the share of its worth a unit in contact gains for it at
// turn t.
func boldness(t int) float64 {
	return math.Min(0.5*contactShare*float64(t)/resolveAfter, maxBoldness)
}

// contactGap is how near, cm, two bases must be to count as in contact:
// the rules' contacts are edge to edge, within their tolerances.
const contactGap = 0.5

// judge is what a ruleset tells the planner about its positions.
type judge struct {
	// over reports whether the battle has ended, and its winner (-1
	// for a draw).
	over func(s *rules.State) (bool, int)
	// lost is what side has lost so far, in worth: its units lost and
	// the objectives its enemy holds.
	lost func(s *rules.State, side int) float64
	// worth is what losing u would cost its side; 0 for a unit that
	// takes no part in reach and contact (a commander).
	worth func(s *rules.State, u *rules.Unit) float64
	// turns reports whether the ruleset's offers turn units (then facing
	// the enemy counts).
	turns bool
	// opens reports whether a opens a move for its unit to make next (a
	// WME order), opened whether a is such a move.
	opens, opened func(a rules.Action) bool
	// pending is what side may still gain in the phase being played
	// (WME: the units it may still order), nil for none: a press that
	// loses it (a General's failed order ends the sub-phase, [L509])
	// pays for it, and ending the phase gives it up.
	pending func(s *rules.State, side int) float64
	// own is the ruleset's own terms of side's position (WME: where its
	// commanders stand for the orders to come, the enemies that may
	// charge it first), nil for none.
	own func(s *rules.State, side int) float64
	// fight is, for a base of side in contact with an enemy, the worth
	// the close combat they would fight now is expected to bring side
	// (the ruleset's own odds, rules.Odder's kernel); false when the
	// ruleset cannot tell (then the units' worth decides).
	fight func(s *rules.State, side int, mine, enemy *table.Base) (float64, bool)
}

var judges = map[string]judge{}

// score is s as good for side: higher is better. open counts what the
// side may still gain in the phase (judge.pending): a position to play
// on from, not one the phase ends in.
func (j judge) score(s *rules.State, side int, open bool) float64 {
	v := 0.0
	if open && j.pending != nil {
		v += j.pending(s, side)
	}
	if over, w := j.over(s); over && w >= 0 {
		if w == side {
			v += winBonus
		} else {
			v -= winBonus
		}
	}
	for k := range s.Sides {
		if k == side {
			v -= j.lost(s, k)
		} else {
			v += j.lost(s, k)
		}
	}
	if j.own != nil {
		v += j.own(s, side)
	}
	return v + j.position(s, side)
}

// position is the reach and contact terms of side's units.
func (j judge) position(s *rules.State, side int) float64 {
	v := 0.0
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side || len(u.Bases) == 0 {
			continue
		}
		w := j.worth(s, u)
		if w <= 0 {
			continue
		}
		b, ok := s.Base(u.Bases[0])
		if !ok {
			continue
		}
		e, d := j.nearestEnemy(s, b)
		if e == nil {
			continue
		}
		near := 1 - math.Min(d, approachRange)/approachRange
		v += approachShare * w * near
		if j.turns {
			f, to := b.Shape.Forward(), e.Shape.Center.Sub(b.Shape.Center)
			if n := to.Len(); n > 0 {
				v -= faceShare * w * (1 - f.Dot(to)/n) / 2
			}
		}
		if d <= contactGap {
			v += boldness(s.Turn) * w
			if j.fight != nil {
				if g, ok := j.fight(s, side, b, e); ok {
					v += g
					continue
				}
			}
			if eu, ok := s.Unit(e.Unit); ok {
				we := j.worth(s, eu)
				v += contactShare * w * (w - we) / (w + we + 1e-9)
			}
		}
	}
	return v
}

// nearestEnemy is the enemy base (not a commander's marker) nearest b, by
// the gap between their rectangles, and that gap.
func (j judge) nearestEnemy(s *rules.State, b *table.Base) (*table.Base, float64) {
	var best *table.Base
	bd := math.Inf(1)
	for i := range s.Table.Bases {
		e := &s.Table.Bases[i]
		if e.Side == b.Side || e.Round {
			continue
		}
		// A cheap bound first: the centres' distance less both
		// half-diagonals can only underestimate the gap.
		c := e.Shape.Center.Dist(b.Shape.Center)
		if c-diag(e)-diag(b) >= bd {
			continue
		}
		if d := gap(b, e); d < bd {
			best, bd = e, d
		}
	}
	return best, bd
}

// diag is half b's diagonal: no point of b lies farther from its centre.
func diag(b *table.Base) float64 { return math.Hypot(b.Shape.Width, b.Shape.Depth) / 2 }

// gap is the least distance between a's and b's rectangles (0 touching).
func gap(a, b *table.Base) float64 {
	return geom.Distance(a.Shape.Polygon(), b.Shape.Polygon())
}
