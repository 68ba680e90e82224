package hex

import (
	"fmt"
	"math"

	"plateau/rules/geom"
)

// Unit is a counter's footprint and facing (spec §12.1-12.2): a 1-hex unit
// in L, or a 2-hex unit in line {L, R} with R = L + D(F-1) (the right half
// in the left half's right-flank hex). F is the vertex faced [L447];
// NoFacing for leaders, limbered guns and Morale-Broken units. A 2-hex unit
// in Column keeps its line facing F (to return to F or F+3 [L525]); its
// head is R and its front is the hexside D(F-1) [L519-L521]. AllRound
// marks a unit with no flank or rear (Hedgehog, Morale-Broken: every
// neighbour is front [L485], [L1093], [L1220]).
type Unit struct {
	L, R     Hex
	Two      bool
	F        Vertex
	Column   bool
	AllRound bool
}

// One is a 1-hex unit at h facing f.
func One(h Hex, f Vertex) Unit { return Unit{L: h, R: h, F: f} }

// Two is a 2-hex unit in line with its left half at l, facing f: its right
// half is l+D(f-1).
func Two(l Hex, f Vertex) Unit {
	f = f.Turn(0)
	return Unit{L: l, R: l.Neighbor(f.D(-1)), Two: true, F: f}
}

// Domino is the 2-hex unit on hexes a and b facing f: the legal facings of a
// domino with axis a→b = D(k) are f = k+1 (a is the left half) and f = k+4
// (b is the left half) (spec §12.1). The error names the facings allowed.
func Domino(a, b Hex, f Vertex) (Unit, error) {
	k, ok := a.DirTo(b)
	if !ok {
		return Unit{}, fmt.Errorf("hex: a 2-hex unit on %v and %v, which are not adjacent", a, b)
	}
	switch f.Turn(0) {
	case Vertex(k).Turn(1):
		return Two(a, f), nil
	case Vertex(k).Turn(4):
		return Two(b, f), nil
	}
	return Unit{}, fmt.Errorf("hex: a 2-hex unit along D%d facing V%d, want V%d or V%d", k, f, Vertex(k).Turn(1), Vertex(k).Turn(4))
}

// Hexes are the unit's hexes: {L} or {L, R}.
func (u Unit) Hexes() []Hex {
	if u.Two {
		return []Hex{u.L, u.R}
	}
	return []Hex{u.L}
}

// Occupies reports whether h is one of the unit's hexes.
func (u Unit) Occupies(h Hex) bool { return h == u.L || (u.Two && h == u.R) }

// Set is a small set of hexes: a facing set, or the 8 neighbours of a
// 2-hex unit.
type Set struct {
	H [8]Hex
	N int
}

// Hexes is the set's hexes as a slice.
func (s *Set) Hexes() []Hex { return s.H[:s.N] }

// Has reports whether h is in the set.
func (s Set) Has(h Hex) bool {
	for i := 0; i < s.N; i++ {
		if s.H[i] == h {
			return true
		}
	}
	return false
}

func (s *Set) add(hs ...Hex) {
	for _, h := range hs {
		s.H[s.N] = h
		s.N++
	}
}

// Neighbours are the hexes adjacent to the unit (6 for a 1-hex unit, 8 for a
// 2-hex one), front, then flank, then rear when it has a facing.
func (u Unit) Neighbours() Set {
	if u.F >= 0 && (!u.Two || u.R == u.L.Neighbor(u.F.D(-1))) {
		return setOf(u.frontOf(u.F), u.flankOf(u.F), u.rearOf(u.F))
	}
	var s Set
	for _, h := range u.Hexes() {
		for _, n := range h.Neighbors() {
			if !u.Occupies(n) && !s.Has(n) {
				s.add(n)
			}
		}
	}
	return s
}

func setOf(ss ...Set) Set {
	var out Set
	for _, s := range ss {
		out.add(s.Hexes()...)
	}
	return out
}

func (u Unit) frontOf(f Vertex) Set {
	var s Set
	if !u.Two {
		s.add(u.L.Neighbor(f.D(0)), u.L.Neighbor(f.D(1)))
	} else {
		s.add(u.L.Neighbor(f.D(1)), u.L.Neighbor(f.D(0)), u.R.Neighbor(f.D(0)))
	}
	return s
}

func (u Unit) flankOf(f Vertex) Set {
	var s Set
	if !u.Two {
		s.add(u.L.Neighbor(f.D(-1)), u.L.Neighbor(f.D(2)))
	} else {
		s.add(u.L.Neighbor(f.D(2)), u.R.Neighbor(f.D(-1)))
	}
	return s
}

func (u Unit) rearOf(f Vertex) Set {
	var s Set
	if !u.Two {
		s.add(u.L.Neighbor(f.D(3)), u.L.Neighbor(f.D(4)))
	} else {
		s.add(u.L.Neighbor(f.D(3)), u.L.Neighbor(f.D(4)), u.R.Neighbor(f.D(4)))
	}
	return s
}

// Front is the unit's front hexes [L447]: {H+D(f), H+D(f+1)} for a 1-hex
// unit; {L+D(f+1), C, R+D(f)} for a 2-hex unit, C = L+D(f) the centre-front
// hex. Every neighbour for an AllRound unit; none without a facing. A 2-hex
// Column's front is the head's hex across hexside D(f-1) [L519-L521].
func (u Unit) Front() Set {
	switch {
	case u.AllRound:
		n := u.Neighbours()
		return n
	case u.F < 0:
		return Set{}
	case u.Two && u.Column:
		var s Set
		s.add(u.R.Neighbor(u.F.D(-1)))
		return s
	}
	return u.frontOf(u.F)
}

// Flank is the unit's flank hexes: right H+D(f-1) and left H+D(f+2) for a
// 1-hex unit, left L+D(f+2) and right R+D(f-1) for a 2-hex one [L447]. None
// for AllRound units, units without a facing and Columns (not defined by
// the text, see doc.go).
func (u Unit) Flank() Set {
	if u.AllRound || u.F < 0 || u.Column {
		return Set{}
	}
	return u.flankOf(u.F)
}

// Rear is the unit's rear hexes: {H+D(f+3), H+D(f+4)}, or {L+D(f+3), Cr,
// R+D(f+4)} with Cr = L+D(f+4) = R+D(f+3) the centre-rear hex [L447].
func (u Unit) Rear() Set {
	if u.AllRound || u.F < 0 || u.Column {
		return Set{}
	}
	return u.rearOf(u.F)
}

// CentreFront is C = L+D(f) = R+D(f+1) of a 2-hex unit in line.
func (u Unit) CentreFront() (Hex, bool) {
	if !u.Two || u.F < 0 || u.Column {
		return Hex{}, false
	}
	return u.L.Neighbor(u.F.D(0)), true
}

// CentreRear is Cr = L+D(f+4) = R+D(f+3) of a 2-hex unit in line.
func (u Unit) CentreRear() (Hex, bool) {
	if !u.Two || u.F < 0 || u.Column {
		return Hex{}, false
	}
	return u.L.Neighbor(u.F.D(4)), true
}

// FireHexes are the hexes the half at h may fire into (10.1.3 [L774],
// reading A10(b)): for a 1-hex unit its front and flank hexes [L774]; for
// the left half of a 2-hex unit {C, L+D(f+1), L+D(f+2)}, for the right half
// {C, R+D(f), R+D(f-1)}: both halves fire into C. Artillery fires by arc
// and range instead (FrontArc).
func (u Unit) FireHexes(h Hex) Set {
	var s Set
	switch {
	case u.F < 0 || !u.Occupies(h):
	case !u.Two:
		s.add(u.L.Neighbor(u.F.D(0)), u.L.Neighbor(u.F.D(1)), u.L.Neighbor(u.F.D(-1)), u.L.Neighbor(u.F.D(2)))
	case h == u.L:
		s.add(u.L.Neighbor(u.F.D(0)), u.L.Neighbor(u.F.D(1)), u.L.Neighbor(u.F.D(2)))
	default:
		s.add(u.R.Neighbor(u.F.D(1)), u.R.Neighbor(u.F.D(0)), u.R.Neighbor(u.F.D(-1)))
	}
	return s
}

// SalvoHexes are the front subset of FireHexes: Salvo is fired only into
// front hexes [L854]: {C, L+D(f+1)} for L, {C, R+D(f)} for R, the two front
// hexes for a 1-hex unit.
func (u Unit) SalvoHexes(h Hex) Set {
	var s Set
	switch {
	case u.F < 0 || !u.Occupies(h):
	case !u.Two:
		s.add(u.L.Neighbor(u.F.D(0)), u.L.Neighbor(u.F.D(1)))
	case h == u.L:
		s.add(u.L.Neighbor(u.F.D(0)), u.L.Neighbor(u.F.D(1)))
	default:
		s.add(u.R.Neighbor(u.F.D(1)), u.R.Neighbor(u.F.D(0)))
	}
	return s
}

// UnitDist is P2: the least Dist between a hex of u and a hex of v.
func UnitDist(u, v Unit) int {
	d := Dist(u.L, v.L)
	if u.Two {
		d = min(d, Dist(u.R, v.L))
	}
	if v.Two {
		d = min(d, Dist(u.L, v.R))
		if u.Two {
			d = min(d, Dist(u.R, v.R))
		}
	}
	return d
}

// HexDist is the least Dist from h to a hex of u.
func (u Unit) HexDist(h Hex) int {
	d := Dist(u.L, h)
	if u.Two {
		d = min(d, Dist(u.R, h))
	}
	return d
}

// Adjacent is P3: UnitDist(u, v) == 1.
func Adjacent(u, v Unit) bool { return UnitDist(u, v) == 1 }

func (s Set) any(v Unit) bool { return s.Has(v.L) || (v.Two && s.Has(v.R)) }

// InFront is P4: v occupies a hex of u's Front [L999], [L409].
func InFront(v, u Unit) bool { return u.Front().any(v) }

// InFlank is P4: v occupies a hex of u's Flank [L1093].
func InFlank(v, u Unit) bool { return u.Flank().any(v) }

// InRear is P4: v occupies a hex of u's Rear [L1093], [L704].
func InRear(v, u Unit) bool { return u.Rear().any(v) }

// InCentreFront is P5: v (one of its hexes) is in the centre-front hex C of
// the 2-hex unit u [L1003].
func InCentreFront(v, u Unit) bool {
	c, ok := u.CentreFront()
	return ok && v.Occupies(c)
}

// ArcTolerance is the slack, in cosine, on the arc boundaries of FrontArc
// and FrontOrFlankArc: boundaries are included (P6), and hex centres on a
// boundary lie exactly on it.
const ArcTolerance = 1e-9

// inArc reports whether t's centre lies within half degrees of vertex f as
// seen from h's centre (boundary included).
func inArc(h Hex, f Vertex, t Hex, half float64) bool {
	if t == h {
		return false
	}
	d := canon(t).Sub(canon(h))
	return d.Unit().Dot(geom.Dir(vertexAngle(f))) >= math.Cos(half)-ArcTolerance
}

func (u Unit) arc(t Hex, half float64) bool {
	if u.F < 0 || u.Occupies(t) {
		return false
	}
	return inArc(u.L, u.F, t, half) || (u.Two && inArc(u.R, u.F, t, half))
}

// FrontArc is P6 (reading A11): t's centre is within 60 degrees of the
// facing vertex V(f) seen from a hex of u, boundary included; the union over
// the halves of a 2-hex unit. Adjacent front hexes are at 30 degrees, flank
// at 90, rear at 150. Artillery fire and reaction [L670], [L758], [L774].
func FrontArc(u Unit, t Hex) bool { return u.arc(t, math.Pi/3) }

// FrontOrFlankArc is P7 (reading A11): within 120 degrees, "from one
// flank, round the front, to the other flank" [L721]. Interception [L721];
// Hedgehog [L704].
func FrontOrFlankArc(u Unit, t Hex) bool { return u.arc(t, 2*math.Pi/3) }

// FrontArcUnit is FrontArc for any hex of v.
func FrontArcUnit(u, v Unit) bool { return FrontArc(u, v.L) || (v.Two && FrontArc(u, v.R)) }

// FrontOrFlankArcUnit is FrontOrFlankArc for any hex of v.
func FrontOrFlankArcUnit(u, v Unit) bool {
	return FrontOrFlankArc(u, v.L) || (v.Two && FrontOrFlankArc(u, v.R))
}

// InRange is P8: Dist(firer, t) <= n; n = 1 for infantry and cavalry
// [L772], the printed range for artillery.
func InRange(firer, t Hex, n int) bool { return Dist(firer, t) <= n }

// SeesUnit is P9 for units: a hex of u sees a hex of v (LOS to a 2-hex
// unit goes to either of its hexes, the firer's choice [L983]).
func (m *Map) SeesUnit(u, v Unit, s Sight) bool {
	for _, a := range u.Hexes() {
		for _, b := range v.Hexes() {
			if m.LOS(a, b, s) {
				return true
			}
		}
	}
	return false
}
