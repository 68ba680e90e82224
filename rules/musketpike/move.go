package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/table"
)

// plan is a move worked out step by step: what Check refuses, Measure
// shows and Apply does.
type plan struct {
	u       *rules.Unit
	b       *table.Base
	start   hex.Unit
	end     hex.Unit
	partner *occupant  // the light infantry moving with its cavalry [L608]
	join    *occupant  // the unit the mover forms a cavalry + light infantry stack with [L626]
	absorb  *occupant  // the cavalry the mover absorbs (absorb.go) [L642]
	ma      int        // the MA fixed when the move began [L563]
	used    int        // MP spent before this move
	cost    int        // MP this move
	hits    int        // formation hits taken from terrain [L563]
	form    string     // the formation at the end
	trail   []hex.Unit // the footprint at each pose of the path, the start first
	kinds   []stepKind // the step that led to each pose (stepNone for the start)
	near    []occupant // the counters near the path
	closed  bool       // the move is over: the unit may not go on [L565], [L604], [L626]
	bridged bool       // a 2-hex unit crossed a bridge with its whole MA (bridge.go) [L581]
	why     string     // why it is over, for the log
	whyRule string     // the rule that stops it
	// reacts are the enemy units the move triggers at its end, the step
	// where it stops for their reactions (react.go) [L674], [L692].
	reacts   []pendingReact
	reactRun bool // the mover is cavalry that entered a hex before it triggered them [L756]
}

// stop ends the move at the current step, for why (rule).
func (p *plan) stop(why, rule string) { p.closed, p.why, p.whyRule = true, why, rule }

// violation is a refusal of the move of the plan's unit.
func (p *plan) violation(s *rules.State, code, rule, format string, args ...any) *rules.Violation {
	msg := s.UnitName(p.u.ID) + " " + fmt.Sprintf(format, args...)
	return &rules.Violation{Code: code, Rule: rule, Msg: msg, Bases: []string{p.b.ID}}
}

// planMove works out the move m of one counter: each step decoded from its
// pose, checked and costed in MP. It does not check whose turn it is
// (checkMover does).
func planMove(s *rules.State, bd *board, m rules.Move) (*plan, error) {
	b, ok := s.Base(m.Base)
	if !ok {
		return nil, fmt.Errorf("musketpike: no base %q on the table", m.Base)
	}
	u, ok := s.Unit(b.Unit)
	if !ok {
		return nil, fmt.Errorf("musketpike: base %q belongs to no unit", m.Base)
	}
	p := &plan{u: u, b: b, form: formationOf(u), used: int(s.Used[b.ID])}
	start, ok := bd.place(u, b.Shape.Pose())
	if !ok {
		return nil, p.violation(s, "off-grid", "M&P §12.1", "is not standing on the hex grid")
	}
	p.start, p.end = start, start
	p.trail, p.kinds = append(p.trail, start), append(p.kinds, stepNone)
	if len(m.Path) == 0 || !samePlace(m.Path[0], b.Shape.Pose(), bd.m.Layout.Size) {
		return nil, p.violation(s, "start", "M&P §7.1", "must start its move where it stands")
	}
	near := bd.occupants(s, pathBox(bd, m.Path), nil)
	p.partner = partnerOf(u, start, near)
	if p.partner != nil && u.Type == LightInfantry {
		return nil, p.violation(s, "stacked", "M&P §7.8 [L608]", "is stacked with %s: the cavalry moves the stack", s.UnitName(p.partner.u.ID))
	}
	p.ma = movementAllowance(u, p.partner != nil)
	if u.Status[stMove] == moveOpen {
		p.ma = u.Status[stMA] // fixed when the move began [L563]
	}
	mv := moverOf(u)
	level := formationLevel(p.form)
	for i := 1; i < len(m.Path); i++ {
		to, ok := bd.place(u, m.Path[i])
		if !ok {
			if bd.onGrid(u, m.Path[i]) {
				return nil, p.violation(s, "off-map", "M&P §4.1", "would leave the map")
			}
			return nil, p.violation(s, "off-grid", "M&P §12.1", "would leave the hex grid: every step ends on a hex")
		}
		if p.start.Two {
			if st, ok := bridgeCrossing(bd, p.end, to); ok {
				var v *rules.Violation
				if level, v = p.crossBridge(s, bd, mv, st, near, level); v != nil {
					return nil, v // [L581]
				}
				p.end = to
				p.trail, p.kinds = append(p.trail, to), append(p.kinds, stepBridge)
				continue
			}
		}
		st, bad := classify(p.end, to, hasFacing(u))
		if bad != nil {
			bad.Msg = s.UnitName(u.ID) + " " + bad.Msg
			bad.Bases = []string{b.ID}
			return nil, bad
		}
		if st.kind == stepNone {
			p.trail, p.kinds = append(p.trail, to), append(p.kinds, stepNone)
			continue
		}
		if p.closed {
			return nil, p.violation(s, "stopped", p.whyRule, "must stop: %s", p.why)
		}
		if unlimberedGuns(u) {
			if v := checkGunsStep(s, p, st); v != nil {
				return nil, v
			}
			p.end = to
			p.trail, p.kinds = append(p.trail, to), append(p.kinds, st.kind)
			continue // instead of firing, for no MP [L469]
		}
		if p.start.Two && crossesBridge(bd, st) {
			return nil, p.violation(s, "bridge", "M&P §7.6 [L581]", "is a 2-hex unit: it may not step onto a bridge; it crosses in one step of its move, with its whole MA, from next to the bridge to next to it on the far side")
		}
		mp, hits, blocked := stepCost(bd, u, mv, st)
		if blocked != "" {
			return nil, p.violation(s, "prohibited", "M&P §7.1 [L539], TEC", "cannot enter %s", blocked)
		}
		if p.used+p.cost+mp > p.ma {
			return nil, p.violation(s, "allowance", "M&P §7.2 [L547]", "has %d MP (%d used); this move needs %d", p.ma, p.used, p.cost+mp)
		}
		p.cost += mp
		if v := p.enter(s, bd, st, near); v != nil {
			return nil, v
		}
		if hits > 0 {
			p.hits += hits
			level = min(level+hits, formationLevel(Broken))
			if level == formationLevel(Broken) {
				p.stop("its formation is broken", "M&P §7.5 [L565]")
			}
		}
		p.end = to
		p.trail, p.kinds = append(p.trail, to), append(p.kinds, st.kind)
	}
	p.near = near
	p.form = formationAt(p.form, level)
	if v := p.endLegal(s, bd, near); v != nil {
		return nil, v
	}
	return p, nil
}

// stepCost is the MP of one step and its formation hits; blocked names
// the terrain the mover may not enter.
func stepCost(bd *board, u *rules.Unit, mv mover, st step) (mp, hits int, blocked string) {
	switch st.kind {
	case stepReface:
		return facingCost(u), 0, ""
	case stepCountermarch:
		return countermarchCost, 0, ""
	case stepSpin:
		return 0, 0, ""
	case stepColumnTurn:
		// The tail swings at no extra cost [L523], but must be able to
		// stand in the hex it swings into.
		if _, _, blocked := bd.stepTerrain(mv, st); blocked != "" {
			return 0, 0, blocked
		}
		return columnTurnCost, 0, ""
	case stepPivot:
		mp, hits, blocked := bd.stepTerrain(mv, st)
		return pivotBase + mp, hits, blocked
	}
	return bd.stepTerrain(mv, st)
}

// enter checks the hexes a step enters against what stands there
// (stacking [L593-L646]) and notes a stop it forces.
func (p *plan) enter(s *rules.State, bd *board, st step, near []occupant) *rules.Violation {
	for _, h := range st.entered {
		var here []*occupant
		for i := range near {
			o := &near[i]
			if o.u == p.u || (p.partner != nil && o.u == p.partner.u) || !o.at.Occupies(h) {
				continue
			}
			here = append(here, o)
		}
		if o, rest := absorbable(p.u, here); o != nil && p.partner == nil && (st.kind == stepForward || st.kind == stepFree) {
			// Cavalry absorption: the mover enters the other's hex, the
			// momentary stack of [L602], and stops there [L642].
			if fault, with, _, _ := entering(p.u, rest); fault != nil {
				fault.Msg = fmt.Sprintf("%s cannot stack with %s in %s", s.UnitName(p.u.ID), s.UnitName(with.u.ID), bd.label(h))
				fault.Bases = []string{p.b.ID, with.b.ID}
				return fault
			}
			p.absorb = o
			p.stop("it absorbs "+s.UnitName(o.u.ID), "M&P §7.7 [L642]")
			continue
		}
		fault, with, stop, join := entering(p.u, here)
		if fault != nil {
			what := "cannot stack with " + s.UnitName(with.u.ID)
			if fault.Code == "enemy" {
				what = "cannot enter the hex of the enemy " + s.UnitName(with.u.ID)
			}
			fault.Msg = fmt.Sprintf("%s %s in %s", s.UnitName(p.u.ID), what, bd.label(h))
			fault.Bases = []string{p.b.ID, with.b.ID}
			return fault
		}
		if join != nil {
			if p.partner != nil || st.kind != stepForward && st.kind != stepFree {
				return p.violation(s, "stacking", "M&P §7.8 [L626]", "cannot stack with %s that way", s.UnitName(join.u.ID))
			}
			p.join = join
			p.stop("it has joined "+s.UnitName(join.u.ID), "M&P §7.8 [L626]")
		} else if stop {
			p.stop("it may not pass through friendly units", "M&P §7.7 [L604]")
		}
	}
	return nil
}

// endLegal checks where the move ends: never on a bridge [L579], a
// cavalry + light infantry stack not on artillery, a wing commander on a
// unit of his wing [L332].
func (p *plan) endLegal(s *rules.State, bd *board, near []occupant) *rules.Violation {
	if !bd.m.BridgeEndLegal(p.end) {
		return p.violation(s, "bridge", "M&P §7.6 [L579-L581]", "may not end its move on a bridge")
	}
	if p.partner != nil {
		// The stack passes over friendly artillery but may not stop on it:
		// one unit and one battery a hex [L597], [L600].
		for _, o := range near {
			if o.u.Type == Artillery && o.at.Occupies(p.end.L) {
				return p.violation(s, "stacking", "M&P §7.7 [L597]", "and %s may not stop with %s", s.UnitName(p.partner.u.ID), s.UnitName(o.u.ID))
			}
		}
	}
	if isWC(p.u) && p.end != p.start {
		for _, o := range near {
			if o.u.Type != Leader && o.u.Type != Wagons && o.u.Side == p.u.Side && wingOf(o.u) == wingOf(p.u) && o.at.Occupies(p.end.L) {
				return nil
			}
		}
		return p.violation(s, "wc-end", "M&P §6.2 [L332]", "must end his move stacked with a unit of his wing")
	}
	return nil
}

// formationLevel is f's rank for formation hits: Normal (and the
// formations that take none from movement) 0, then Shaken 1, then Broken
// 2 [L475].
func formationLevel(f string) int {
	switch f {
	case Shaken:
		return 1
	case Broken:
		return 2
	}
	return 0
}

// formationAt is the formation after hits took it to level (only a Normal
// or Shaken unit takes hits from movement).
func formationAt(f string, level int) string {
	switch {
	case level >= 2:
		return Broken
	case level == 1:
		return Shaken
	}
	return f
}

// samePlace reports whether poses a and b are the same within the grid's
// tolerances.
func samePlace(a, b geom.Pose, size float64) bool {
	return a.Pos.Dist(b.Pos) <= hex.PoseTolerance*size && abs(geom.NormAngle(a.Facing-b.Facing)) <= hex.AngleTolerance
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// pathReach is how far (in hexes) around the path's poses a move's check
// looks: a 2-hex counter reaches a hex from its centre, an enemy it comes
// next to is one hex farther, and a friend whose front that enemy is
// against one more [L411].
const pathReach = 3.5

// pathBox is the box of every pose of the path, grown by pathReach.
func pathBox(bd *board, path geom.Path) geom.AABB {
	box := geom.AABB{Min: path[0].Pos, Max: path[0].Pos}
	for _, p := range path[1:] {
		box = box.Union(geom.AABB{Min: p.Pos, Max: p.Pos})
	}
	return box.Grow(pathReach * bd.m.Layout.Size)
}

// crossesBridge reports whether a step enters a bridge hex or crosses a
// bridge hexside.
func crossesBridge(bd *board, st step) bool {
	for _, h := range st.entered {
		if bd.m.Terrain(h).Flags&hex.BridgeHex != 0 {
			return true
		}
	}
	for _, x := range st.crossed {
		if d, ok := x.a.DirTo(x.b); ok && bd.m.Side(x.a, d).Flags&hex.BridgeSide != 0 {
			return true
		}
	}
	return false
}
