package render

import (
	"testing"

	"plateau/game"
	"plateau/game/control"
	"plateau/game/scenario"
)

// TestBlocksDrawnAsFigures: a Batailles en pagaille unit in close order
// is drawn figure by figure (issue 14 item 4), as many as its block holds,
// each inside the block; a lone figure-less base (an officer) and a WME
// unit are drawn whole; zoomed out until a figure is narrower than
// minFigurePx, the block is drawn whole too.
func TestBlocksDrawnAsFigures(t *testing.T) {
	open := func(name string) *game.Match {
		sc, err := scenario.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		m, err := game.New(sc, 1)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	bep := open("bep")
	g := &Game{ctrl: control.New(bep, control.Config{}), cam: camera{scale: 5}}
	s := bep.State()
	for _, c := range []struct {
		base    string
		figures int // 0: drawn whole
	}{
		{"lv-spears.1", 16},
		{"lv-knights.1", 8},
		{"lv-general.1", 0},
	} {
		b, ok := s.Base(c.base)
		if !ok {
			t.Fatalf("no base %s", c.base)
		}
		blk, ok := g.figures(b, b.Shape)
		n := 0
		if ok {
			for _, f := range blk.Figures() {
				n++
				for _, k := range f.Corners() {
					if !b.Shape.Contains(k, 1e-9) {
						t.Errorf("%s: a figure's corner %v is outside its block", c.base, k)
					}
				}
			}
		}
		if n != c.figures {
			t.Errorf("%s: %d figures drawn, want %d", c.base, n, c.figures)
		}
	}
	g.cam.scale = 1 // a 2.54 cm figure is 2.5 px: the block is drawn whole
	if b, _ := s.Base("lv-spears.1"); b != nil {
		if _, ok := g.figures(b, b.Shape); ok {
			t.Errorf("at 1 px/cm the Spearmen are drawn figure by figure")
		}
	}
	wme := open("wme")
	gw := &Game{ctrl: control.New(wme, control.Config{}), cam: camera{scale: 5}}
	b := &wme.State().Table.Bases[0]
	if _, ok := gw.figures(b, b.Shape); ok {
		t.Errorf("a WME base (%s) is drawn as a block of figures", b.ID)
	}
}

// TestGhostDrawnAsFigures: an offer's ghost of a block (a charge's snap)
// is drawn figure by figure too (issue 14 item 4), so the player counts
// the figures that will touch; zoomed out, it is the block whole.
func TestGhostDrawnAsFigures(t *testing.T) {
	sc, err := scenario.Open("bep")
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	b, ok := m.State().Base("lv-spears.1")
	if !ok {
		t.Fatal("no lv-spears.1")
	}
	fills := func(scale float64) int {
		g := &Game{ctrl: control.New(m, control.Config{}), cam: camera{scale: scale}}
		g.drawGhost(b, b.Shape, rgba{0, 0, 1, 1})
		return len(g.b.is)
	}
	near, far := fills(5), fills(1)
	// Each of the 16 figures adds at least its two filled triangles.
	if near < far+16*6 {
		t.Errorf("the ghost at 5 px/cm draws %d indices, at 1 px/cm %d: want its 16 figures on top of the block", near, far)
	}
}
