package hex

import "plateau/rules/geom"

// Nudge is how far, in hex widths, a traced line is moved off the
// centre-to-centre segment on either side (spec P9: "two lines nudged by ±ε
// perpendicular to the segment"). A hex vertex is never closer than about
// 1e-3 hex to a centre-to-centre line on a map of at most MaxDim hexes
// unless it lies on it, so 1e-6 separates "along a hexside / through a
// vertex" from every real crossing.
const Nudge = 1e-6

// normals are the canonical unit vectors of D0, D1, D2: a hex is the
// intersection of the three slabs |n_k·(p-centre)| <= 1/2.
var normals = [3]geom.Vec{{X: 1, Y: 0}, {X: 0.5, Y: -sqrt3 / 2}, {X: -0.5, Y: -sqrt3 / 2}}

// walk appends to dst the hexes crossed by the segment from centre(a) to
// centre(a)+tmax·(centre(b)-centre(a)), moved sideways by nudge (hex
// widths; positive is to the left of a→b on screen), a first, and the
// hexside direction of every step to dirs. It stops at b when tmax == 1.
func walk(a, b Hex, nudge, tmax float64, dst []Hex, ds []Dir) ([]Hex, []Dir) {
	pa, pb := canon(a), canon(b)
	v := pb.Sub(pa)
	dst = append(dst, a)
	if a == b {
		return dst, ds
	}
	// Left of a→b as drawn (Y down) is v turned by -90 degrees.
	off := geom.Vec{X: v.Y, Y: -v.X}.Unit().Scale(nudge)
	p0 := pa.Add(off)
	var nv [3]float64
	for k := range normals {
		nv[k] = normals[k].Dot(v)
	}
	c := a
	limit := 4*Dist(a, b)*int(tmax+1) + 8
	for step := 0; step < limit; step++ {
		rel := p0.Sub(canon(c))
		best, bd := 0.0, Dir(-1)
		for k := range normals {
			var t float64
			var d Dir
			switch {
			case nv[k] > 1e-12:
				t, d = (0.5-normals[k].Dot(rel))/nv[k], Dir(k)
			case nv[k] < -1e-12:
				t, d = (-0.5-normals[k].Dot(rel))/nv[k], Dir(k+3)
			default:
				continue
			}
			if bd < 0 || t < best {
				best, bd = t, d
			}
		}
		if bd < 0 || best >= tmax {
			break
		}
		c = c.Neighbor(bd)
		dst = append(dst, c)
		ds = append(ds, bd)
		if tmax == 1 && c == b {
			break
		}
	}
	return dst, ds
}

// Trace is the hexes a straight line from one hex centre to another
// crosses, found twice: along the line nudged to its left (Plus) and to its
// right (Minus), both from the first hex to the last. Where the line runs
// along a hexside or through a vertex the two differ: Plus holds the hexes
// on one side, Minus those on the other (spec P9, [L983]).
type Trace struct {
	Plus, Minus []Hex
}

// TraceLine is the Trace from a to b.
func TraceLine(a, b Hex) Trace {
	p, _ := walk(a, b, Nudge, 1, nil, nil)
	m, _ := walk(a, b, -Nudge, 1, nil, nil)
	return Trace{Plus: p, Minus: m}
}

// Grazes reports whether the line runs along a hexside or through a vertex
// somewhere: the two nudged lines cross different hexes.
func (t Trace) Grazes() bool {
	if len(t.Plus) != len(t.Minus) {
		return true
	}
	for i := range t.Plus {
		if t.Plus[i] != t.Minus[i] {
			return true
		}
	}
	return false
}

// Hexes is every hex the line touches, in order; where it grazes, the Plus
// hexes of each split come before the Minus ones.
func (t Trace) Hexes() []Hex {
	var a alignment
	a.align(t.Plus, t.Minus)
	var out []Hex
	i, j := 0, 0
	for i < len(t.Plus) {
		if a.cp[i] >= 0 {
			for j < len(t.Minus) && a.cm[j] < 0 {
				out = append(out, t.Minus[j])
				j++
			}
			out = append(out, t.Plus[i])
			i, j = i+1, j+1
			continue
		}
		out = append(out, t.Plus[i])
		i++
	}
	return out
}

// alignment pairs the two nudged walks of one line: the hexes both cross
// ("common", numbered in order from 0) and, between two consecutive common
// hexes c and c+1, a split (gap c) where the walks differ.
type alignment struct {
	cp, cm []int16 // per walk index: the common ordinal, or -1 in a split
	lp, lm []int16 // per walk index: the ordinal of the last common hex at or before it
	split  []bool  // per common ordinal c: the walks differ between c and c+1
	n      int     // common hexes
}

func grow16(b []int16, n int) []int16 {
	if cap(b) >= n {
		return b[:n]
	}
	return make([]int16, n)
}

func (a *alignment) align(p, m []Hex) {
	a.cp, a.cm = grow16(a.cp, len(p)), grow16(a.cm, len(m))
	a.lp, a.lm = grow16(a.lp, len(p)), grow16(a.lm, len(m))
	if n := len(p) + 1; n <= cap(a.split) {
		a.split = a.split[:n]
		clear(a.split)
	} else {
		a.split = make([]bool, n)
	}
	i, j, ord := 0, 0, 0
	for i < len(p) && j < len(m) {
		if p[i] == m[j] {
			a.cp[i], a.cm[j] = int16(ord), int16(ord)
			a.lp[i], a.lm[j] = int16(ord), int16(ord)
			ord++
			i, j = i+1, j+1
			continue
		}
		i2, j2 := len(p), len(m)
	find:
		for x := i; x < len(p); x++ {
			for y := j; y < len(m); y++ {
				if p[x] == m[y] {
					i2, j2 = x, y
					break find
				}
			}
		}
		for ; i < i2; i++ {
			a.cp[i], a.lp[i] = -1, int16(ord-1)
		}
		for ; j < j2; j++ {
			a.cm[j], a.lm[j] = -1, int16(ord-1)
		}
		if ord > 0 {
			a.split[ord-1] = true
		}
	}
	for ; i < len(p); i++ {
		a.cp[i], a.lp[i] = -1, int16(ord-1)
	}
	for ; j < len(m); j++ {
		a.cm[j], a.lm[j] = -1, int16(ord-1)
	}
	a.n = ord
}

// loc is where on a line an obstacle lies: on the common part (side < 0),
// or on one side (0 Plus, 1 Minus) of split gap.
type loc struct{ gap, side int }

// hexLoc is the location of walk index i on walk side s.
func (a *alignment) hexLoc(s, i int) loc {
	c, l := a.cp, a.lp
	if s == 1 {
		c, l = a.cm, a.lm
	}
	if c[i] >= 0 {
		return loc{int(c[i]), -1}
	}
	return loc{int(l[i]), s}
}

// stepLoc is the location of the step from walk index i to i+1.
func (a *alignment) stepLoc(s, i int) loc {
	c, l := a.cp, a.lp
	if s == 1 {
		c, l = a.cm, a.lm
	}
	g := int(l[i])
	if c[i] >= 0 && c[i+1] >= 0 && !a.split[g] {
		return loc{g, -1}
	}
	return loc{g, s}
}
