package control

import (
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
)

// On a hex map (State.Table.Hexes) a drag moves counters from hex to hex
// along the path the pointer traces (DESIGN.md, "A hex overlay"): each hex
// the grabbed counter enters is one step of its Move path, going back into
// the hex it came from takes the step back, and a turn is a whole vertex.
// The ruleset costs each step in movement points, so the path must be the
// one the player traced, never a shortcut.
//
// Turns. Q and E (and the wheel) turn 60 degrees about the centre of the
// grabbed hex: a 1-hex counter refaces in place and a 2-hex counter pivots
// on the half the player holds (the other half swings into the next hex,
// spec §7.3). Shift+Q or Shift+E is an about-face about the counter's
// centre (a countermarch). A turn undone at once (Q then E) takes the
// first one back rather than making two.

// HexTurn is one Q/E press or wheel notch on a hex map: a vertex.
const HexTurn = math.Pi / 3

// MaxHexSteps bounds the steps one drag may trace, so that a pointer flung
// across a big map cannot make a path no allowance allows and no check
// should walk.
const MaxHexSteps = 200

// hexDrag is the grid state of a drag on a hex map.
type hexDrag struct {
	layout hex.Layout
	// grabs[i] is the centre of the grabbed hex after the first i steps:
	// the hex the pointer holds. A shift or a vertex turn carries it with
	// the counter; an about-face leaves it where it is (the pointer's hex
	// is still the counter's, under its other half).
	grabs []geom.Vec
}

// hexLayout is the layout of the state's hex map, and false on a table of
// free bases (or a map whose spec does not lay out: Setup refused it).
func hexLayout(s *rules.State) (hex.Layout, bool) {
	if s.Table.Hexes == nil {
		return hex.Layout{}, false
	}
	l, err := s.Table.Hexes.Layout()
	return l, err == nil
}

// startHex makes d a hex drag when the table has a hex map: the grabbed hex
// is the one under the pointer, which is one of the grabbed counter's.
func (d *drag) startHex(s *rules.State, pointer geom.Vec) {
	l, ok := hexLayout(s)
	if !ok {
		return
	}
	d.hex = &hexDrag{layout: l, grabs: []geom.Vec{l.Centre(l.At(pointer))}}
}

// grabNow is the grabbed hex's centre after the steps so far.
func (d *drag) grabNow() geom.Vec { return d.hex.grabs[len(d.hex.grabs)-1] }

// push adds a step and where it leaves the grabbed hex; pop takes the last
// one back.
func (d *drag) push(m motion, grab geom.Vec) {
	d.steps = append(d.steps, m)
	d.hex.grabs = append(d.hex.grabs, grab)
}

func (d *drag) pop() {
	d.steps = d.steps[:len(d.steps)-1]
	d.hex.grabs = d.hex.grabs[:len(d.hex.grabs)-1]
}

// followHex extends or shortens the traced path so that the grabbed hex is
// the one under the pointer: one step per hex entered, nearest first.
func (d *drag) followHex(pointer geom.Vec) {
	// A NaN or infinite pointer is over no hex (cube rounding would make a
	// hex of it far off the map, and the path would walk towards it): the
	// path stays as it was.
	if !(math.Abs(pointer.X) <= math.MaxFloat64 && math.Abs(pointer.Y) <= math.MaxFloat64) {
		return
	}
	l := d.hex.layout
	target := l.At(pointer)
	for range MaxHexSteps {
		at := d.grabNow()
		cur := l.At(at)
		if cur == target {
			return
		}
		// The neighbour nearest the target, ties to the one nearest the
		// pointer: a straight-ish line through hexes the pointer crossed.
		var next hex.Hex
		best, bestPt := math.MaxInt, math.Inf(1)
		for _, n := range cur.Neighbors() {
			dn, dp := hex.Dist(n, target), l.Centre(n).Dist(pointer)
			if dn < best || dn == best && dp < bestPt {
				next, best, bestPt = n, dn, dp
			}
		}
		shift := l.Centre(next).Sub(at)
		if k := len(d.steps); k > 0 && d.steps[k-1].turn == 0 && d.steps[k-1].shift.Add(shift).Near(geom.Vec{}) {
			d.pop() // back into the hex it came from
			continue
		}
		if len(d.steps) >= MaxHexSteps {
			return
		}
		d.push(motion{shift: shift}, l.Centre(next))
	}
}

// turnHex adds a turn on a hex map: a vertex about the grabbed hex, or
// with aboutFace half a turn about the counters' centre; a turn that
// undoes the last step takes it back instead.
func (d *drag) turnHex(by float64, aboutFace bool) {
	pivot := d.grabNow()
	if aboutFace {
		by = math.Copysign(math.Pi, by)
		pivot = geom.Vec{}
		poses := d.poses()
		for _, p := range poses {
			pivot = pivot.Add(p.Pos)
		}
		pivot = pivot.Scale(1 / float64(len(poses)))
	}
	if k := len(d.steps); k > 0 {
		last := d.steps[k-1]
		if last.turn != 0 && last.pivot.Dist(pivot) < hex.PoseTolerance*d.hex.layout.Size &&
			math.Abs(geom.NormAngle(last.turn+by)) < hex.AngleTolerance {
			d.pop()
			return
		}
	}
	if len(d.steps) < MaxHexSteps {
		// Both kinds of turn leave the pointer's hex under the counter.
		d.push(motion{turn: by, pivot: pivot}, d.grabNow())
	}
}

// wheelTurn is one wheel notch while dragging: a wheel about the front
// corner for free bases, a vertex about the grabbed hex on a hex map.
func (d *drag) wheelTurn(by float64, pointer geom.Vec) {
	if d.hex != nil {
		d.followHex(pointer)
		d.turnHex(math.Copysign(HexTurn, by), false)
		return
	}
	d.turn(by, true, pointer)
}
