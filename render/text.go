package render

import (
	"bytes"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// fonts are the faces the window uses, all Go fonts (shipped inside
// golang.org/x/image, so there is nothing to embed).
type fonts struct {
	small, normal, bold, big *text.GoTextFace
	// tiny is for commanders' tags, smaller than their units'.
	tiny *text.GoTextFace
	// strong is bold at the normal size: offer labels and turn lines.
	strong *text.GoTextFace
	// badge is for the state markers on the bases (score.go).
	badge *text.GoTextFace
	// huge, large and largeReg are the streamer view's, sized for an
	// audience watching a 1080p stream (stream.go).
	huge, large, largeReg *text.GoTextFace
}

func loadFonts() (fonts, error) {
	reg, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		return fonts{}, fmt.Errorf("render: font: %w", err)
	}
	bold, err := text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF))
	if err != nil {
		return fonts{}, fmt.Errorf("render: font: %w", err)
	}
	return fonts{
		tiny:     &text.GoTextFace{Source: reg, Size: 10.5},
		huge:     &text.GoTextFace{Source: bold, Size: 38},
		large:    &text.GoTextFace{Source: bold, Size: 22},
		largeReg: &text.GoTextFace{Source: reg, Size: 20},
		small:    &text.GoTextFace{Source: reg, Size: 12},
		normal:   &text.GoTextFace{Source: reg, Size: 14},
		bold:     &text.GoTextFace{Source: bold, Size: 13},
		strong:   &text.GoTextFace{Source: bold, Size: 14},
		big:      &text.GoTextFace{Source: bold, Size: 24},
		badge:    &text.GoTextFace{Source: bold, Size: 11},
	}, nil
}

// align is where a label's anchor is.
type align int

const (
	alignLeft align = iota
	alignCenter
	alignRight
)

// label draws s with its anchor at p (vertically centred on p), in c.
func label(dst *ebiten.Image, s string, face text.Face, p pt, a align, c rgba) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(p.X, p.Y)
	op.ColorScale.ScaleWithColor(c.color())
	op.PrimaryAlign = [...]text.Align{text.AlignStart, text.AlignCenter, text.AlignEnd}[a]
	op.SecondaryAlign = text.AlignCenter
	text.Draw(dst, s, face, op)
}

// measure is the size of s in pixels.
func measure(s string, face text.Face) (w, h float64) {
	return text.Measure(s, face, face.Metrics().HAscent+face.Metrics().HDescent)
}

// floating is a tag that floats over everything (the tape, the reason
// for a refusal, the ruler's length): queued while the table is drawn and
// drawn after the HUD, kept inside the table's part of the window.
type floating struct {
	text   string
	face   text.Face
	at     pt
	a      align
	bg, fg rgba
	// alt, when set, is where the tag goes instead if at would put it
	// under the phase bar or the message line: the other side of what it
	// labels, rather than clamped on top of it.
	alt    pt
	hasAlt bool
}

// tag queues a floating tag anchored at p like label.
func (g *Game) tag(s string, face text.Face, p pt, a align, bg, fg rgba) {
	g.tags = append(g.tags, floating{text: s, face: face, at: p, a: a, bg: bg, fg: fg})
}

// tagOr queues a floating tag anchored at p, or at alt if p is under the
// HUD.
func (g *Game) tagOr(s string, face text.Face, p, alt pt, a align, bg, fg rgba) {
	g.tags = append(g.tags, floating{text: s, face: face, at: p, a: a, bg: bg, fg: fg, alt: alt, hasAlt: true})
}

// drawTags draws the queued tags on their boxes, each clear of the HUD
// and of the tags drawn before it.
func (g *Game) drawTags(dst *ebiten.Image) {
	const pad = 5
	v := g.tableView()
	right := v.x + v.w
	var drawn []box
	for _, t := range g.tags {
		w, h := measure(t.text, t.face)
		top, bottom := g.alertTop()+h/2+pad, v.y+v.h-h/2-pad
		at := t.at
		if t.hasAlt && (at.Y < top || at.Y > bottom) {
			at = t.alt
		}
		x := at.X
		switch t.a {
		case alignCenter:
			x -= w / 2
		case alignRight:
			x -= w
		}
		if t.a == alignLeft && x+w+pad > right {
			x = at.X - 36 - w // no room on the right of the pointer: go left
		}
		x = clamp(x, pad, right-w-pad)
		y := clamp(at.Y, top, bottom)
		bx := box{x - pad, y - h/2 - pad/2, w + 2*pad, h + pad}
		// Below a tag it would cover (above if there is no room below);
		// a few tries are plenty for the two or three tags of a frame.
		for try := 0; try < 4; try++ {
			hit := -1
			for i := range drawn {
				if drawn[i].overlaps(bx) {
					hit = i
					break
				}
			}
			if hit < 0 {
				break
			}
			d := drawn[hit]
			if y = d.y + d.h + 2 + bx.h/2; y > bottom {
				y = d.y - 2 - bx.h/2
			}
			bx.y = y - bx.h/2
		}
		drawn = append(drawn, bx)
		g.b.rect(bx.x, bx.y, bx.w, bx.h, t.bg)
		g.b.flush(dst)
		label(dst, t.text, t.face, pt{x, y}, alignLeft, t.fg)
	}
	g.tags = g.tags[:0]
}

func clamp(v, lo, hi float64) float64 { return max(lo, min(hi, v)) }
