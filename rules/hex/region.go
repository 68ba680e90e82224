package hex

// region is a small hex-indexed array around a centre, for searches that
// stay within a few hexes (LOC, interception): no map, no hashing.
type region struct {
	c    Hex
	r, w int
	v    []int32
}

func newRegion(c Hex, r int, fill int32, buf []int32) region {
	w := 2*r + 1
	n := w * w
	if cap(buf) >= n {
		buf = buf[:n]
	} else {
		buf = make([]int32, n)
	}
	for i := range buf {
		buf[i] = fill
	}
	return region{c: c, r: r, w: w, v: buf}
}

// at is h's slot, and -1 outside the region.
func (g *region) at(h Hex) int {
	dq, dr := h.Q-g.c.Q, h.R-g.c.R
	if dq < -g.r || dq > g.r || dr < -g.r || dr > g.r {
		return -1
	}
	return (dq+g.r)*g.w + dr + g.r
}
