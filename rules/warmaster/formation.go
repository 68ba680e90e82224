package warmaster

import (
	"math"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// Formation is how a unit's bases stand (wme.md §7.1; L662-678, G16).
type Formation int

const (
	// Broken: some base touches no other base of the unit, which a unit
	// may never end a move in (L231, L662).
	Broken Formation = iota
	// Irregular: in formation, neither line nor column: half pace (L678).
	Irregular
	// Column: one behind the other, same facing (L674).
	Column
	// Line: side by side, same facing, front edges in one line (L676).
	Line
)

var formationNames = [...]string{"broken", "irregular", "column", "line"}

func (f Formation) String() string { return formationNames[f] }

// facingTolerance is how far (radians) two facings may differ and still
// count as the same facing: the half degree a hand leaves when placing
// bases by eye, which snapping removes anyway.
const facingTolerance = math.Pi / 360

// FormationOf classifies a unit's bases (G16). A single base is a line.
func FormationOf(rs []geom.Rect) Formation {
	n := len(rs)
	if n <= 1 {
		return Line
	}
	// Connected by edge or corner contact (L231).
	seen := make([]bool, n)
	stack := []int{0}
	seen[0] = true
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for j := range rs {
			if !seen[j] && touch(rs[i], rs[j]) {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	for _, ok := range seen {
		if !ok {
			return Broken
		}
	}
	for _, r := range rs[1:] {
		if math.Abs(geom.NormAngle(r.Facing-rs[0].Facing)) > facingTolerance {
			return Irregular
		}
	}
	if chain(rs, geom.Right, geom.Left, true) {
		return Line
	}
	if chain(rs, geom.Rear, geom.Front, false) {
		return Column
	}
	return Irregular
}

func touch(a, b geom.Rect) bool {
	_, _, d := table.Closest(a, b)
	return d <= table.ContactTolerance
}

// chain reports whether the bases can be ordered so that each one's edge
// `from` lies against the next one's edge `to` (for a line: right edge
// against left edge, fully, front edges collinear; for a column: rear
// edge against the next one's front edge, edge or corner contact, L674).
func chain(rs []geom.Rect, from, to geom.Edge, full bool) bool {
	n := len(rs)
	next := make([]int, n)
	prev := make([]int, n)
	for i := range next {
		next[i], prev[i] = -1, -1
	}
	for i := range rs {
		for j := range rs {
			if i == j {
				continue
			}
			if against(rs[i], from, rs[j], to, full) {
				if next[i] >= 0 || prev[j] >= 0 {
					return false
				}
				next[i], prev[j] = j, i
			}
		}
	}
	heads := 0
	for i := range rs {
		if prev[i] < 0 {
			heads++
		}
	}
	if heads != 1 {
		return false
	}
	// Walk from the head: every base must be reached once.
	count := 0
	for i := range rs {
		if prev[i] < 0 {
			for k := i; k >= 0 && count <= n; k = next[k] {
				count++
			}
		}
	}
	return count == n
}

// against reports whether edge ea of a lies on edge eb of b: the two
// edges on one line (within ContactTolerance) facing each other, sharing
// some length, and with full set, sharing all of it (corners aligned).
func against(a geom.Rect, ea geom.Edge, b geom.Rect, eb geom.Edge, full bool) bool {
	sa, sb := a.Edge(ea), b.Edge(eb)
	n := a.Outward(ea)
	if n.Dot(b.Outward(eb)) > -math.Cos(facingTolerance) {
		return false
	}
	if math.Abs(sb.A.Sub(sa.A).Dot(n)) > table.ContactTolerance || math.Abs(sb.B.Sub(sa.A).Dot(n)) > table.ContactTolerance {
		return false
	}
	dir := sa.Dir().Unit()
	a0, a1 := 0.0, sa.Len()
	b0, b1 := sb.A.Sub(sa.A).Dot(dir), sb.B.Sub(sa.A).Dot(dir)
	if b0 > b1 {
		b0, b1 = b1, b0
	}
	if full {
		return math.Abs(b0-a0) <= table.ContactTolerance && math.Abs(b1-a1) <= table.ContactTolerance
	}
	return math.Min(a1, b1)-math.Max(a0, b0) >= -table.ContactTolerance
}
