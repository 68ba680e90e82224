package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// white is the 1×1 source image every coloured triangle samples.
var white = func() *ebiten.Image {
	img := ebiten.NewImage(1, 1)
	img.Fill(color.White)
	return img
}()

// pt is a point in screen pixels.
type pt struct{ X, Y float64 }

func (a pt) add(b pt) pt             { return pt{a.X + b.X, a.Y + b.Y} }
func (a pt) sub(b pt) pt             { return pt{a.X - b.X, a.Y - b.Y} }
func (a pt) scale(k float64) pt      { return pt{a.X * k, a.Y * k} }
func (a pt) len() float64            { return math.Hypot(a.X, a.Y) }
func (a pt) perp() pt                { return pt{-a.Y, a.X} }
func (a pt) lerp(b pt, t float64) pt { return a.add(b.sub(a).scale(t)) }

func (a pt) unit() pt {
	l := a.len()
	if l == 0 {
		return pt{}
	}
	return a.scale(1 / l)
}

// rgba is a straight-alpha colour with components in [0, 1].
type rgba struct{ R, G, B, A float32 }

func hexRGBA(s string, a float32) rgba {
	var r, g, b uint8
	if len(s) == 7 && s[0] == '#' {
		v := func(i int) uint8 {
			var x uint8
			for _, c := range s[i : i+2] {
				x <<= 4
				switch {
				case c >= '0' && c <= '9':
					x |= uint8(c - '0')
				case c >= 'a' && c <= 'f':
					x |= uint8(c-'a') + 10
				case c >= 'A' && c <= 'F':
					x |= uint8(c-'A') + 10
				}
			}
			return x
		}
		r, g, b = v(1), v(3), v(5)
	} else {
		r, g, b = 128, 128, 128
	}
	return rgba{float32(r) / 255, float32(g) / 255, float32(b) / 255, a}
}

func (c rgba) alpha(a float32) rgba { c.A = a; return c }

// mix blends c towards d by t.
func (c rgba) mix(d rgba, t float32) rgba {
	return rgba{c.R + (d.R-c.R)*t, c.G + (d.G-c.G)*t, c.B + (d.B-c.B)*t, c.A + (d.A-c.A)*t}
}

func (c rgba) color() color.Color {
	return color.NRGBA{uint8(c.R * 255), uint8(c.G * 255), uint8(c.B * 255), uint8(c.A * 255)}
}

// luminance is the perceived brightness of c, to choose text over it.
func (c rgba) luminance() float32 { return 0.299*c.R + 0.587*c.G + 0.114*c.B }

// batch collects coloured triangles and draws them in one call.
type batch struct {
	vs []ebiten.Vertex
	is []uint32
}

func (b *batch) vertex(p pt, c rgba) uint32 {
	b.vs = append(b.vs, ebiten.Vertex{DstX: float32(p.X), DstY: float32(p.Y), SrcX: 0.5, SrcY: 0.5,
		ColorR: c.R, ColorG: c.G, ColorB: c.B, ColorA: c.A})
	return uint32(len(b.vs) - 1)
}

func (b *batch) tri(p0, p1, p2 pt, c rgba) {
	i := b.vertex(p0, c)
	b.vertex(p1, c)
	b.vertex(p2, c)
	b.is = append(b.is, i, i+1, i+2)
}

// convex fills a convex polygon as a fan.
func (b *batch) convex(ps []pt, c rgba) {
	if len(ps) < 3 {
		return
	}
	i0 := uint32(len(b.vs))
	for _, p := range ps {
		b.vertex(p, c)
	}
	for k := 1; k+1 < len(ps); k++ {
		b.is = append(b.is, i0, i0+uint32(k), i0+uint32(k+1))
	}
}

func (b *batch) rect(x, y, w, h float64, c rgba) {
	b.convex([]pt{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}, c)
}

// line is a segment w pixels wide with square ends.
func (b *batch) line(p, q pt, w float64, c rgba) {
	d := q.sub(p).unit()
	if d == (pt{}) {
		return
	}
	n := d.perp().scale(w / 2)
	b.convex([]pt{p.add(n), q.add(n), q.sub(n), p.sub(n)}, c)
}

// polyline is a wide line through ps with round joins (and round ends when
// round is set), so wide rivers bend without notches.
func (b *batch) polyline(ps []pt, w float64, c rgba, closed, round bool) {
	n := len(ps)
	if n < 2 {
		return
	}
	segs := n - 1
	if closed {
		segs = n
	}
	for i := 0; i < segs; i++ {
		b.line(ps[i], ps[(i+1)%n], w, c)
	}
	if w < 2.5 {
		return // joins are invisible on thin lines
	}
	for i := 0; i < n; i++ {
		if closed || round || (i > 0 && i < n-1) {
			b.disc(ps[i], w/2, c)
		}
	}
}

// disc fills a circle.
func (b *batch) disc(c pt, r float64, col rgba) {
	k := int(math.Max(8, math.Min(48, r*1.5)))
	ps := make([]pt, k)
	for i := range ps {
		a := 2 * math.Pi * float64(i) / float64(k)
		ps[i] = pt{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)}
	}
	b.convex(ps, col)
}

// ring outlines a circle.
func (b *batch) ring(c pt, r, w float64, col rgba) {
	k := int(math.Max(12, math.Min(64, r*1.5)))
	ps := make([]pt, k)
	for i := range ps {
		a := 2 * math.Pi * float64(i) / float64(k)
		ps[i] = pt{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)}
	}
	b.polyline(ps, w, col, true, false)
}

// dashed is a thin dashed line, dash and gap in pixels.
func (b *batch) dashed(p, q pt, w, dash, gap float64, c rgba) {
	l := q.sub(p).len()
	if l == 0 {
		return
	}
	for s := 0.0; s < l; s += dash + gap {
		e := math.Min(s+dash, l)
		b.line(p.lerp(q, s/l), p.lerp(q, e/l), w, c)
	}
}

func (b *batch) dashedLoop(ps []pt, w, dash, gap float64, c rgba) {
	for i := range ps {
		b.dashed(ps[i], ps[(i+1)%len(ps)], w, dash, gap, c)
	}
}

// flush draws the batch on dst and empties it.
func (b *batch) flush(dst *ebiten.Image) {
	if len(b.is) > 0 {
		dst.DrawTriangles32(b.vs, b.is, white, &ebiten.DrawTrianglesOptions{})
	}
	b.vs, b.is = b.vs[:0], b.is[:0]
}
