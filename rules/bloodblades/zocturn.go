package bloodblades

import (
	"fmt"
	"math"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The turning moves of a zocced single base into close combat (bnb.md
// §7.9 [L1402], doc.go A23): when going straight ahead does not engage,
// "the move most straight ahead, then the shortest" is sought among a
// turn in place or a pivot on a front corner (G24), either way, then
// straight ahead to the first base met.

// ZocTurnStep is the step (degrees) in which the turns of a zocced base's
// moves into close combat are tried; the least found is then refined to
// zocTurnFine.
const ZocTurnStep = 1.0

// zocTurnFine is the refinement (degrees) of the least turn found: a
// tenth of a degree, below DirTolerance.
const zocTurnFine = 0.1

// zocMove is a zocced base's turning move into close combat with target.
type zocMove struct {
	target string
	path   geom.Path
	pivot  bool    // on the front corner it turns towards (G24), else in place
	aim    float64 // radians, > 0 to the right: the turn tried
	turn   float64 // the turn made (less than aim when contact stops it)
	ahead  float64 // cm straight ahead after the turn
	rank   zocRank
}

// turnScan tries base m's turning moves into close combat.
type turnScan struct {
	c       Config
	s       *rules.State
	m       mover
	reach   float64 // cm: as far as m could move
	zoccers []string
	filter  table.Filter
	found   map[bool]*zocMove // best's answers, by its argument (nil: none)
	key     uint64            // stateKey(s), once keyed (statememo.go)
	keyed   bool
}

func newTurnScan(c Config, s *rules.State, m mover) *turnScan {
	row := moveRow(c, m.unit, m.troop)
	return &turnScan{c: c, s: s, m: m, reach: c.Cm(max(row[colGGo], row[colRoad]) + 1), zoccers: Zoccers(s, m.base),
		filter: table.Filter{Edges: true,
			SkipBase: func(o *table.Base) bool { return o.ID == m.base.ID || o.Round },
			Blocks:   impassableFor(c, m.troop)}}
}

// turned is base m's pose turned by aim radians in place, or pivoting
// on the front corner it turns towards (pivotPose).
func (t *turnScan) turned(pivot bool, aim float64) geom.Pose {
	r := t.m.base.Shape
	if pivot {
		return pivotPose(r, aim)
	}
	return geom.Pose{Pos: r.Center, Facing: r.Facing + aim}
}

// try is the move turning by aim, in place or pivoting, then going
// straight ahead to the first base met: when that is an enemy, in close
// combat with it there, by a normal move (moveOK). The turn is swept from
// from, where a lesser turn the same way got clear (the start if none).
// stuck reports that something stops the turn itself: no greater turn
// that way gets past it.
func (t *turnScan) try(pivot bool, aim float64, from geom.Pose) (mv zocMove, ok, stuck bool) {
	r := t.m.base.Shape
	turned := t.turned(pivot, aim)
	// Straight ahead after the turn no further than the allowance left.
	arm := r.Radius()
	if pivot {
		arm = r.Width
	}
	full := geom.Path{r.Pose(), turned}
	if rest := t.reach - math.Abs(aim)*arm; rest > eps {
		full = withAhead(r, full, rest)
	}
	swept := append(geom.Path{from}, full[1:]...)
	sw := t.s.Table.Sweep(r.At(from), swept, t.filter)
	stuck = !sw.Clear && sw.Leg == 0
	if sw.Clear || sw.Hit.Base == "" {
		return zocMove{}, false, stuck
	}
	z := mustBase(t.s, sw.Hit.Base)
	if z.Side == t.m.base.Side || !InCloseCombat(r.At(sw.Stop), z.Shape) {
		return zocMove{}, false, stuck
	}
	path := prefix(full, sw)
	if !moveOK(t.c, t.s, t.m, path) {
		return zocMove{}, false, stuck
	}
	mv = zocMove{target: z.ID, path: path, pivot: pivot, aim: aim, turn: sw.Stop.Facing - r.Facing, rank: rankOf(r, sw.Stop)}
	if sw.Leg > 0 {
		mv.ahead = turned.Pos.Dist(sw.Stop.Pos)
	}
	return mv, true, stuck
}

// limit is the largest turn (radians) worth trying, in place or
// pivoting: at most a half turn, and as far as the allowance lets the
// front corners go (A22: the pivot's moving corner at the base's width,
// a turn in place's at its half diagonal).
func (t *turnScan) limit(pivot bool) float64 {
	r := t.m.base.Shape
	if pivot {
		return math.Min(math.Pi, t.reach/r.Width)
	}
	return math.Min(math.Pi, t.reach/r.Radius())
}

// best is the turning move [L1402] puts first (bestRanked) among those
// into close combat with an enemy that zocs the base (zoccer set) or any
// enemy. The turns are tried by ZocTurnStep, the least first, in place and
// pivoting, right then left, up to one step beyond the first that
// engages, each way until something stops its turn; each way that
// engages then by zocTurnFine down from a step less.
func (t *turnScan) best(zoccer bool) (zocMove, bool) {
	if mv, done := t.found[zoccer]; done {
		return copyMove(mv)
	}
	mv, ok := t.memoBest(zoccer)
	if t.found == nil {
		t.found = map[bool]*zocMove{}
	}
	t.found[zoccer] = nil
	if ok {
		t.found[zoccer] = &mv
	}
	return copyMove(t.found[zoccer])
}

// search is best's work, not remembered.
func (t *turnScan) search(zoccer bool) (zocMove, bool) {
	type way struct {
		pivot bool
		sign  float64
	}
	var cands []zocMove
	keep := func(mv zocMove) {
		if !zoccer || slices.Contains(t.zoccers, mv.target) {
			cands = append(cands, mv)
		}
	}
	found := map[way]float64{} // the least grid turn (degrees) that engages each way
	stuck := map[way]bool{}
	clear := map[way]geom.Pose{} // each way's last turn swept clear
	top := math.Max(t.limit(true), t.limit(false))
	first := math.Inf(1)
	for deg := ZocTurnStep; geom.Rad(deg) <= top+geom.Eps && deg <= first+ZocTurnStep && len(stuck) < 4; deg += ZocTurnStep {
		for _, pivot := range []bool{false, true} {
			for _, sign := range []float64{1, -1} {
				w := way{pivot, sign}
				if stuck[w] || geom.Rad(deg) > t.limit(pivot)+geom.Eps {
					stuck[w] = true
					continue
				}
				n := len(cands)
				from, ok := clear[w]
				if !ok {
					from = t.m.base.Shape.Pose()
				}
				mv, ok, st := t.try(pivot, sign*geom.Rad(deg), from)
				if ok {
					keep(mv)
				}
				if len(cands) > n && found[w] == 0 {
					found[w], first = deg, math.Min(first, deg)
				}
				if st {
					stuck[w] = true
				}
				clear[w] = t.turned(pivot, sign*geom.Rad(deg))
			}
		}
	}
	for w, deg := range found {
		for f := deg - ZocTurnStep + zocTurnFine; f < deg-geom.Eps; f += zocTurnFine {
			if mv, ok, _ := t.try(w.pivot, w.sign*geom.Rad(f), t.m.base.Shape.Pose()); ok {
				keep(mv)
			}
		}
	}
	ranks := make([]zocRank, len(cands))
	for i, mv := range cands {
		ranks[i] = mv.rank
	}
	if i := bestRanked(ranks); i >= 0 {
		return cands[i], true
	}
	return zocMove{}, false
}

// straightestTurn is [L1402]'s order for zocced base m, which goes into
// close combat ending at end (with an enemy zoccing it when zoccer is
// set, else with any: none zocing it can be reached) and cannot do so
// straight ahead: the move must rank no worse than the best turning move
// (turnScan.best) into such an enemy ("zoc-straightest").
func straightestTurn(c Config, s *rules.State, m mover, scan *turnScan, end geom.Rect, zoccer bool) *rules.Violation {
	mv, ok := scan.best(zoccer)
	if !ok {
		return nil
	}
	have := rankOf(m.base.Shape, end.Pose())
	if !mv.rank.better(have) {
		return nil
	}
	return &rules.Violation{Code: "zoc-straightest", Rule: "BnB §7.9 [L1402]", Bases: []string{m.base.ID, mv.target},
		Areas: []geom.Polygon{m.base.Shape.At(mv.path.End()).Polygon()},
		Msg: fmt.Sprintf("%s, in a zone of control, must go into close combat by the move most straight ahead, then the shortest: this one turns %.1f° and moves %s, the shown one %.1f° and %s (take the offer \"%s\")",
			m.name(), geom.Deg(have.turn), c.mu(have.length), geom.Deg(mv.rank.turn), c.mu(mv.rank.length), zocTurnLabel(c, s, mv))}
}

// zocTurnLabel is the label of the offer making turning move mv.
func zocTurnLabel(c Config, s *rules.State, mv zocMove) string {
	how, dir := "Turn", "right"
	if mv.pivot {
		how = "Pivot"
	}
	if mv.turn < 0 {
		dir = "left"
	}
	then := ""
	if mv.ahead > eps {
		then = fmt.Sprintf(" then advance %.1f MU", c.InMU(mv.ahead))
	}
	return fmt.Sprintf("%s %s %.1f°%s into contact with %s (ZoC [L1402])", how, dir, geom.Deg(math.Abs(mv.turn)), then, name(s, mv.target))
}

// zocTurnRequired is the turning move [L1402] requires of zocced base m
// when it goes into close combat, if any: none when going straight ahead
// engages a zoccer; for a base in a group the best turning move into a
// zoccer; else, when it can reach no zoccer at all (reachableZoccer) nor
// any enemy straight ahead, the best turning move into any enemy. An
// isolated base that can reach a zoccer makes [L1697]'s move instead
// (zocEngageOffers).
//
// reachableZoccer, whose [L1697] poses are a costly search when none is
// reached, is asked last: only when there is a turning move to require.
func zocTurnRequired(c Config, s *rules.State, m mover) (zocMove, bool) {
	if _, ok := aheadEngages(c, s, m.base, true); ok {
		return zocMove{}, false
	}
	scan := newTurnScan(c, s, m)
	if len(groupOf(s, m.base.ID)) > 1 {
		if mv, ok := scan.best(true); ok {
			return mv, true
		}
	}
	if _, ok := aheadEngages(c, s, m.base, false); ok {
		return zocMove{}, false
	}
	mv, ok := scan.best(false)
	if !ok {
		return zocMove{}, false
	}
	if _, reaches := reachableZoccer(c, s, m, scan); reaches {
		return zocMove{}, false
	}
	return mv, true
}
