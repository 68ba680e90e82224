package control

import (
	"errors"
	"math"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Preview is a drag in progress: where the bases started (the ghosts),
// the paths they would take, and what the ruleset says of releasing now.
type Preview struct {
	// Grab is the base the player holds.
	Grab string
	// Action is the move releasing would make; Action.Moves[i].Path[0] is
	// base i's start pose (its ghost) and Path.End() its preview pose.
	Action rules.Action
	// Err is nil when the ruleset accepts the move; Violation is Err when
	// it is a rule breach (else nil), with the geometry to highlight.
	Err       error
	Violation *rules.Violation
	// Tape measures the move of the base closest to its limit.
	Tape rules.Tape
	// Snapped is set when the grabbed base was pulled into contact with
	// base SnapTo (Alt holds snapping off).
	Snapped  bool
	SnapKind table.SnapKind
	SnapTo   string
}

// Legal reports whether releasing now would be accepted.
func (p *Preview) Legal() bool { return p.Err == nil }

// Moved reports whether the preview moves anything at all.
func (p *Preview) Moved() bool {
	for _, m := range p.Action.Moves {
		if len(m.Path) > 1 {
			a, b := m.Path[0], m.Path.End()
			if !a.Pos.Near(b.Pos) || math.Abs(a.Facing-b.Facing) > geom.AngleEps {
				return true
			}
		}
	}
	return false
}

// Drag is the preview of the drag in progress, nil when nothing is dragged.
func (c *Controller) Drag() *Preview {
	if c.drag == nil {
		return nil
	}
	return &c.drag.preview
}

// motion is one rigid step of a drag, applied to every dragged base alike:
// a turn about a pivot, or a shift.
type motion struct {
	turn  float64
	pivot geom.Vec
	shift geom.Vec
}

func (m motion) apply(p geom.Pose) geom.Pose {
	if m.turn != 0 {
		return geom.Pose{Pos: p.Pos.RotateAbout(m.pivot, m.turn), Facing: p.Facing + m.turn}
	}
	return geom.Pose{Pos: p.Pos.Add(m.shift), Facing: p.Facing}
}

type drag struct {
	grab   int // index in bases
	bases  []string
	shapes []geom.Rect // shapes at the start
	steps  []motion    // committed steps
	anchor geom.Vec    // pointer (cm) when the last step was committed
	live   geom.Vec    // the shift since then
	side   int
	// noSnap is Alt held.
	noSnap bool
	// hex is set on a hex map: the path goes from hex to hex (hexdrag.go).
	hex     *hexDrag
	preview Preview
	checked rules.Action // the action preview.Err belongs to
}

// startDrag begins moving the pressed base: alone, or with the other
// selected bases of its unit, rigidly (a unit moves as one action). When
// every selected base of the side is a one-base unit (Blood and Blades),
// the whole selection moves together: that is how a group is dragged.
func (c *Controller) startDrag(p *press, in Input) {
	s := c.m.State()
	grabbed, ok := s.Base(p.base)
	if !ok {
		return
	}
	c.sel[p.base] = true
	d := &drag{anchor: p.table, side: c.dragSide(s, grabbed)}
	together := func(b *table.Base) bool { return b.Unit == grabbed.Unit }
	if c.selectionOfSingles(grabbed.Side) {
		together = func(b *table.Base) bool { return b.Side == grabbed.Side }
	}
	for i := range s.Table.Bases {
		b := &s.Table.Bases[i]
		if !c.sel[b.ID] || !together(b) {
			continue
		}
		if b.ID == p.base {
			d.grab = len(d.bases)
		}
		d.bases = append(d.bases, b.ID)
		d.shapes = append(d.shapes, b.Shape)
	}
	// Bases of other units stay selected but do not move with this one.
	d.startHex(s, p.table)
	c.drag = d
	c.wheel = 0
	d.update(c, in)
}

// dragSide is the side a drag of base b is made by: the side to play,
// or b's own side when the rules let it move bases out of its turn (a
// Warmaster pursuer's free elements re-placed by their owner).
func (c *Controller) dragSide(s *rules.State, b *table.Base) int {
	if b.Side != s.Active && slices.Contains(c.m.Rules().Legal(s, b.Side), rules.KindMove) {
		return b.Side
	}
	return s.Active
}

// selectionOfSingles reports whether the selected bases of a side are all
// one-base units, more than one of them.
func (c *Controller) selectionOfSingles(side int) bool {
	s := c.m.State()
	n := 0
	for id := range c.sel {
		b, ok := s.Base(id)
		if !ok || b.Side != side {
			continue
		}
		u, ok := s.Unit(b.Unit)
		if !ok || len(u.Bases) != 1 {
			return false
		}
		n++
	}
	return n > 1
}

// poses are the dragged bases' poses after the committed steps and the
// live shift, before snapping.
func (d *drag) poses() []geom.Pose {
	out := make([]geom.Pose, len(d.shapes))
	for i, sh := range d.shapes {
		p := sh.Pose()
		for _, m := range d.steps {
			p = m.apply(p)
		}
		out[i] = motion{shift: d.live}.apply(p)
	}
	return out
}

// commitLive turns the live shift into a step, so that a turn follows it.
func (d *drag) commitLive(pointer geom.Vec) {
	d.live = pointer.Sub(d.anchor)
	if !d.live.Near(geom.Vec{}) {
		d.steps = append(d.steps, motion{shift: d.live})
	}
	d.live = geom.Vec{}
	d.anchor = pointer
}

// turn adds a turn of the dragged bases: about their centre, or with
// corner set, about the front corner on the side turned towards (a wheel:
// the inner front corner stays put).
//
// On a hex map a turn is a whole vertex about the grabbed hex, and with
// corner (Shift) an about-face (turnHex).
func (d *drag) turn(by float64, corner bool, pointer geom.Vec) {
	if d.hex != nil {
		d.followHex(pointer)
		d.turnHex(math.Copysign(HexTurn, by), corner)
		return
	}
	d.commitLive(pointer)
	poses := d.poses()
	var pivot geom.Vec
	if !corner {
		for _, p := range poses {
			pivot = pivot.Add(p.Pos)
		}
		pivot = pivot.Scale(1 / float64(len(poses)))
	} else {
		// Turning clockwise (by > 0) pivots on the rightmost front-right
		// corner, anticlockwise on the leftmost front-left one, measured
		// across the grabbed base's facing.
		right := d.shapes[d.grab].At(poses[d.grab]).RightDir()
		best := math.Inf(-1)
		for i, p := range poses {
			r := d.shapes[i].At(p)
			k, sign := geom.FR, 1.0
			if by < 0 {
				k, sign = geom.FL, -1
			}
			q := r.CornerAt(k)
			if v := sign * q.Dot(right); v > best+geom.Eps {
				best, pivot = v, q
			}
		}
	}
	d.steps = append(d.steps, motion{turn: by, pivot: pivot})
}

// update follows the pointer, snaps, and checks the candidate move when it
// changed.
func (d *drag) update(c *Controller, in Input) {
	d.live = in.Table.Sub(d.anchor)
	d.noSnap = in.Mods&Alt != 0
	if d.hex != nil {
		// Counters go from hex centre to hex centre: no live shift, and
		// no snapping into contact (stacking is the ruleset's).
		d.followHex(in.Table)
		d.live, d.noSnap = geom.Vec{}, true
	}
	s := c.m.State()
	steps := append([]motion(nil), d.steps...)
	if !d.live.Near(geom.Vec{}) {
		steps = append(steps, motion{shift: d.live})
	}
	pv := Preview{Grab: d.bases[d.grab]}
	if !d.noSnap {
		if fix, kind, to, ok := d.snap(s, steps); ok {
			steps = append(steps, fix...)
			pv.Snapped, pv.SnapKind, pv.SnapTo = true, kind, to
		}
	}
	a := rules.Action{Kind: rules.KindMove, Side: d.side, Moves: make([]rules.Move, len(d.bases))}
	for i, id := range d.bases {
		path := geom.Path{d.shapes[i].Pose()}
		p := path[0]
		for _, m := range steps {
			p = m.apply(p)
			path = append(path, p)
		}
		if len(path) == 1 {
			path = append(path, p) // a standstill still has a leg
		}
		a.Moves[i] = rules.Move{Base: id, Path: path}
	}
	pv.Action = a
	if sameAction(a, d.checked) {
		pv.Err, pv.Violation, pv.Tape = d.preview.Err, d.preview.Violation, d.preview.Tape
	} else {
		pv.Err = c.m.Rules().Check(s, a)
		var v *rules.Violation
		if errors.As(pv.Err, &v) {
			pv.Violation = v
		}
		pv.Tape = worstTape(c.m, s, a)
		d.checked = a
	}
	d.preview = pv
}

// snap pulls the grabbed base into contact with a nearby base that is not
// moving: the extra steps that do it (a turn about the base's centre and a
// shift), applied to the whole group.
func (d *drag) snap(s *rules.State, steps []motion) ([]motion, table.SnapKind, string, bool) {
	p := d.shapes[d.grab].Pose()
	for _, m := range steps {
		p = m.apply(p)
	}
	mover := d.shapes[d.grab].At(p)
	reach := mover.Radius() + SnapWithin
	var targets []geom.Rect
	var ids []string
	for i := range s.Table.Bases {
		b := &s.Table.Bases[i]
		if b.Round || d.moving(b.ID) {
			continue
		}
		if b.Shape.Center.Dist(mover.Center) > reach+b.Shape.Radius() {
			continue
		}
		targets = append(targets, b.Shape)
		ids = append(ids, b.ID)
	}
	if len(targets) == 0 {
		return nil, 0, "", false
	}
	to, kind, idx, ok := table.Snap(mover, targets, SnapWithin, SnapMaxTurn)
	if !ok || idx < 0 || idx >= len(ids) {
		return nil, 0, "", false
	}
	var fix []motion
	if turn := geom.NormAngle(to.Facing - mover.Facing); math.Abs(turn) > geom.AngleEps {
		fix = append(fix, motion{turn: turn, pivot: mover.Center})
	}
	if shift := to.Pos.Sub(mover.Center); !shift.Near(geom.Vec{}) {
		fix = append(fix, motion{shift: shift})
	}
	return fix, kind, ids[idx], true
}

func (d *drag) moving(id string) bool {
	for _, b := range d.bases {
		if b == id {
			return true
		}
	}
	return false
}

func sameAction(a, b rules.Action) bool {
	if a.Kind != b.Kind || a.Side != b.Side || len(a.Moves) != len(b.Moves) {
		return false
	}
	for i := range a.Moves {
		pa, pb := a.Moves[i].Path, b.Moves[i].Path
		if a.Moves[i].Base != b.Moves[i].Base || len(pa) != len(pb) {
			return false
		}
		for j := range pa {
			if pa[j] != pb[j] {
				return false
			}
		}
	}
	return true
}

// worstTape is the tape of the moving base with the least allowance left
// after the move: the one a player needs to watch.
func worstTape(m Match, s *rules.State, a rules.Action) rules.Tape {
	var worst rules.Tape
	left := math.Inf(1)
	for _, mv := range a.Moves {
		t := m.Rules().Measure(s, mv)
		if l := t.Allowance - t.Used - t.Move; l < left {
			left, worst = l, t
		}
	}
	return worst
}

// release applies the drag: Match.Do, or, if refused, the bases stay where
// they were and the reason becomes the message (in advisory mode, a
// question whether to make the move anyway).
func (c *Controller) release() {
	d := c.drag
	c.drag = nil
	pv := d.preview
	if !pv.Moved() {
		return
	}
	_, err := c.m.Do(pv.Action)
	if err != nil {
		if !c.offerOverride(pv.Action, err) {
			c.SetMessage(errText(err), true)
		}
		return
	}
	c.SetMessage("", false)
}

// cancelDrag drops the drag or box selection in progress, leaving the
// bases and the selection as they were.
func (c *Controller) cancelDrag() {
	if c.drag == nil && c.box == nil {
		return
	}
	c.drag, c.box = nil, nil
	c.press, c.panning = nil, false
}
