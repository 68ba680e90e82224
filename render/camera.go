package render

import (
	"math"

	"plateau/rules/geom"
)

// camera maps table centimetres to screen pixels: screen = origin + scale·cm
// (the table is never rotated on screen, so geom's "Y down" is kept).
type camera struct {
	origin pt      // screen position of the table's (0, 0)
	scale  float64 // pixels per cm
}

// Zoom limits: from a whole 6' table in a small window to a single 2 cm
// base filling a good part of the screen.
const (
	minScale  = 0.5
	maxScale  = 80
	zoomNotch = 1.15 // zoom factor per wheel notch
)

func (c camera) toScreen(v geom.Vec) pt {
	return pt{c.origin.X + v.X*c.scale, c.origin.Y + v.Y*c.scale}
}

func (c camera) toTable(p pt) geom.Vec {
	return geom.Vec{X: (p.X - c.origin.X) / c.scale, Y: (p.Y - c.origin.Y) / c.scale}
}

// fit shows a w×h cm table whole inside the screen rectangle (x, y, vw, vh).
func (c *camera) fit(w, h, x, y, vw, vh float64) {
	const margin = 16
	vw, vh = math.Max(vw-2*margin, 1), math.Max(vh-2*margin, 1)
	c.scale = math.Max(minScale, math.Min(maxScale, math.Min(vw/math.Max(w, 1), vh/math.Max(h, 1))))
	c.origin = pt{x + margin + (vw-w*c.scale)/2, y + margin + (vh-h*c.scale)/2}
}

// zoomAt zooms by notches wheel notches keeping the table point under the
// screen point p where it is.
func (c *camera) zoomAt(notches float64, p pt) {
	under := c.toTable(p)
	c.scale = math.Max(minScale, math.Min(maxScale, c.scale*math.Pow(zoomNotch, notches)))
	c.origin = pt{p.X - under.X*c.scale, p.Y - under.Y*c.scale}
}

func (c *camera) pan(dx, dy float64) { c.origin = c.origin.add(pt{dx, dy}) }
