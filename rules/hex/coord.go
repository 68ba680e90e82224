package hex

// Hex is a hex in axial coordinates (q, r); the third cube coordinate is
// s = -q-r (S). The zero Hex is the map's origin hex (offset column 0, row
// 0). Hex is a small comparable value: use it as a map key or compare it
// with ==.
type Hex struct{ Q, R int }

// H is shorthand for Hex{q, r}.
func H(q, r int) Hex { return Hex{q, r} }

// S is the third cube coordinate, -Q-R.
func (h Hex) S() int { return -h.Q - h.R }

// Add is h + d, coordinate-wise.
func (h Hex) Add(d Hex) Hex { return Hex{h.Q + d.Q, h.R + d.R} }

// Sub is h - d, coordinate-wise.
func (h Hex) Sub(d Hex) Hex { return Hex{h.Q - d.Q, h.R - d.R} }

// Scale is k·h.
func (h Hex) Scale(k int) Hex { return Hex{h.Q * k, h.R * k} }

// Dir is one of the six hexside directions D0..D5, counter-clockwise as
// drawn (spec §12.1). Arithmetic on directions is modulo 6: use Turn, never
// bare +.
type Dir int

// Vertex is one of the six vertex facings V0..V5; Vk lies between Dk and
// Dk+1, 30 degrees from each (spec §12.1). A counter in line formation faces
// a vertex [L447].
type Vertex int

// NoFacing is the facing of leaders, limbered guns and Morale-Broken units,
// which have none [L447].
const NoFacing Vertex = -1

// dirs are the axial vectors of D0..D5. With Y down on the table they are
// counter-clockwise on screen: in a pointy-top layout D0 points east, D1
// north-east; in a flat-top layout D0 points south-east, D1 north-east.
// D(k-1)+D(k+1) = D(k) holds for every k.
var dirs = [6]Hex{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}

func mod6(k int) int { return ((k % 6) + 6) % 6 }

// Turn is d+k modulo 6 (k > 0 counter-clockwise).
func (d Dir) Turn(k int) Dir { return Dir(mod6(int(d) + k)) }

// Opposite is d+3.
func (d Dir) Opposite() Dir { return d.Turn(3) }

// Vec is the axial vector of d.
func (d Dir) Vec() Hex { return dirs[mod6(int(d))] }

// Turn is v+k modulo 6; NoFacing stays NoFacing.
func (v Vertex) Turn(k int) Vertex {
	if v < 0 {
		return NoFacing
	}
	return Vertex(mod6(int(v) + k))
}

// D is the hexside direction Dk with k = v+k' (the spec's D(f+k)): the two
// front hexes of a unit facing f are H+D(f) and H+D(f+1) [L447].
func (v Vertex) D(k int) Dir { return Dir(mod6(int(v) + k)) }

// Neighbor is the hex across hexside d.
func (h Hex) Neighbor(d Dir) Hex { return h.Add(d.Vec()) }

// Neighbors are the six hexes around h, in direction order D0..D5.
func (h Hex) Neighbors() [6]Hex {
	var n [6]Hex
	for k := range dirs {
		n[k] = h.Add(dirs[k])
	}
	return n
}

// DirTo is the direction d with h.Neighbor(d) == n, and false when n is not
// adjacent to h.
func (h Hex) DirTo(n Hex) (Dir, bool) {
	d := n.Sub(h)
	for k, v := range dirs {
		if v == d {
			return Dir(k), true
		}
	}
	return 0, false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Dist is the hex distance (P1): (|dq|+|dr|+|ds|)/2. It is the range count
// of [L772]: the target hex counted, the firer's not.
func Dist(a, b Hex) int {
	dq, dr := a.Q-b.Q, a.R-b.R
	return (abs(dq) + abs(dr) + abs(dq+dr)) / 2
}

// Len is the distance from the origin hex, Dist(h, Hex{}).
func (h Hex) Len() int { return Dist(h, Hex{}) }

// Ring appends to dst the hexes at exactly distance n from c (one hex for
// n = 0, 6n otherwise), starting at c+n·D4 and going round counter-clockwise,
// and returns it.
func Ring(dst []Hex, c Hex, n int) []Hex {
	if n <= 0 {
		if n == 0 {
			dst = append(dst, c)
		}
		return dst
	}
	h := c.Add(dirs[4].Scale(n))
	for k := 0; k < 6; k++ {
		for i := 0; i < n; i++ {
			dst = append(dst, h)
			h = h.Add(dirs[k])
		}
	}
	return dst
}

// Range appends to dst every hex within distance n of c (c first, then ring
// by ring) and returns it.
func Range(dst []Hex, c Hex, n int) []Hex {
	for k := 0; k <= n; k++ {
		dst = Ring(dst, c, k)
	}
	return dst
}

// Round is the hex holding the fractional axial point (q, r): cube
// rounding, the coordinate with the largest rounding error recomputed from
// the other two so that q+r+s stays 0.
func Round(q, r float64) Hex {
	s := -q - r
	rq, rr, rs := roundHalfAway(q), roundHalfAway(r), roundHalfAway(s)
	dq, dr, ds := absf(rq-q), absf(rr-r), absf(rs-s)
	switch {
	case dq > dr && dq > ds:
		rq = -rr - rs
	case dr > ds:
		rr = -rq - rs
	}
	return Hex{int(rq), int(rr)}
}

func absf(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func roundHalfAway(x float64) float64 {
	if x < 0 {
		return -float64(int64(-x + 0.5))
	}
	return float64(int64(x + 0.5))
}
