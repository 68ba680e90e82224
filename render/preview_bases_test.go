package render

import (
	"testing"

	"plateau/game/control"
	"plateau/rules"
)

// Hovering any offer button, enabled or not, with a preview or not, names
// the bases the table outlines: the offer's Bases that stand on it (issue
// 11, "hovering any offer highlights every base it concerns").
func TestHoveredButtonBases(t *testing.T) {
	m, offers := ordered(t)
	g := &Game{ctrl: control.New(m, control.Config{})}
	s := m.State()
	bi := -1
	for i, o := range offers {
		if len(o.Bases) > 0 {
			bi = i
			break
		}
	}
	if bi < 0 {
		t.Fatalf("no offer with bases: %v", offerLabels(offers))
	}
	offers = append([]rules.Offer(nil), offers...)
	offers[bi].Preview = nil // an offer without ghosts (an order, a removal) is outlined all the same
	g.hud.offers = []offerBox{
		{box{900, 100, 280, 40}, bi, offers[bi].Label},
		{box{900, 150, 280, 40}, bi, "an offer of before"},
	}
	g.last.Screen = control.Point{X: 950, Y: 120}
	if _, ok := g.hoveredOffer(offers); ok {
		t.Fatalf("%q has no preview, yet hoveredOffer previews it", offers[bi].Label)
	}
	o, ok := g.hoveredButton(offers)
	if !ok || o.Label != offers[bi].Label {
		t.Fatalf("hoveredButton = %q, %v, want %q", o.Label, ok, offers[bi].Label)
	}
	got := offerBases(s, o)
	if len(got) != len(o.Bases) {
		t.Errorf("offerBases = %d bases, want the %d of %v", len(got), len(o.Bases), o.Bases)
	}
	for i, bs := range got {
		if bs.ID != o.Bases[i] {
			t.Errorf("offerBases[%d] = %s, want %s", i, bs.ID, o.Bases[i])
		}
	}
	// Disabled, it is still outlined: the player sees what it is about.
	dis := append([]rules.Offer(nil), offers...)
	dis[bi].Disabled = "no"
	if _, ok := g.hoveredButton(dis); !ok {
		t.Error("a disabled offer's bases are not outlined")
	}
	// A button of the offers before an action, or the pointer elsewhere:
	// nothing.
	for _, p := range []control.Point{{X: 950, Y: 170}, {X: 500, Y: 120}} {
		g.last.Screen = p
		if o, ok := g.hoveredButton(offers); ok {
			t.Errorf("pointer at %v: hoveredButton = %q", p, o.Label)
		}
	}
	// Bases off the table (a removed stand) are left out.
	o.Bases = append([]string{"no-such-base.1"}, o.Bases...)
	if n := len(offerBases(s, o)); n != len(o.Bases)-1 {
		t.Errorf("offerBases kept %d of %v", n, o.Bases)
	}
}
