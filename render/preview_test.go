package render

import (
	"math"
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/control"
	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// ordered is the wme-close scenario with the Crossbowmen ordered by their
// General (the dice scripted to pass), and their offers.
func ordered(t *testing.T) (*game.Match, []rules.Offer) {
	t.Helper()
	sc, err := scenario.LoadFile("../game/testdata/wme-close.toml")
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	sel := []string{"xbow.1"}
	offers := func() []rules.Offer {
		s := m.State()
		return m.Rules().(rules.Offerer).Offers(s, s.Active, sel)
	}
	var order *rules.Offer
	for _, o := range offers() {
		if o.Action.Kind == "charge" && o.Disabled == "" {
			// Within 20 cm of the enemy the turn opens with initiative:
			// the Crossbowmen may charge at once (wme.md §6.2).
			return m, offers()
		}
		if o.Action.Kind == "order" && o.Disabled == "" {
			order = &o
			break
		}
	}
	if order == nil {
		t.Fatalf("no order for the Crossbowmen among %v", offerLabels(offers()))
	}
	if _, err := m.DoScripted(order.Action, dice.NewScripted(1, 1)); err != nil {
		t.Fatalf("%s: %v", order.Label, err)
	}
	return m, offers()
}

func offerLabels(os []rules.Offer) []string {
	var l []string
	for _, o := range os {
		l = append(l, o.Label)
	}
	return l
}

// The charge's preview puts the Crossbowmen's ghosts in contact with the
// Orc Warriors, each ghost at the end of a path from where its base
// stands, under the tag "Crossbowmen charge Orc Warriors".
func TestOfferPreviewCharge(t *testing.T) {
	m, offers := ordered(t)
	s := m.State()
	var charge rules.Offer
	for _, o := range offers {
		if o.Action.Kind == "charge" && o.Action.Target == "orcs" {
			charge = o
		}
	}
	if charge.Disabled != "" || len(charge.Preview) != 3 {
		t.Fatalf("the charge at the orcs: %+v (offers %v)", charge, offerLabels(offers))
	}
	gs, tag := offerPreview(s, charge)
	if tag != "Crossbowmen charge Orc Warriors" {
		t.Errorf("tag %q, want %q", tag, "Crossbowmen charge Orc Warriors")
	}
	if len(gs) != 3 {
		t.Fatalf("%d ghosts, want 3", len(gs))
	}
	if !tagBelow(gs) {
		t.Error("the tag goes above the ghosts, over the Orc Warriors they charge")
	}
	orcs, _ := s.Unit("orcs")
	touching := 0
	for _, gh := range gs {
		if !strings.HasPrefix(gh.base.ID, "xbow.") {
			t.Errorf("ghost of %s, want the Crossbowmen's", gh.base.ID)
		}
		if len(gh.path) < 2 || gh.path[0].Dist(gh.base.Shape.Center) > geom.Eps {
			t.Errorf("%s: path %v does not start at the base's centre %v", gh.base.ID, gh.path, gh.base.Shape.Center)
		}
		if last := gh.path[len(gh.path)-1]; last.Dist(gh.end.Center) > geom.Eps {
			t.Errorf("%s: path ends at %v, the ghost stands at %v", gh.base.ID, last, gh.end.Center)
		}
		near := math.Inf(1)
		for _, id := range orcs.Bases {
			ob, _ := s.Base(id)
			near = math.Min(near, geom.Distance(gh.end.Polygon(), ob.Shape.Polygon()))
			if pen := geom.Penetration(gh.end.Polygon(), ob.Shape.Polygon()); pen > 0.01 {
				t.Errorf("%s's ghost overlaps %s by %.3f cm", gh.base.ID, id, pen)
			}
		}
		if near < 0.01 {
			touching++
		}
		t.Logf("%s: %v -> %v, %.3f cm from the orcs", gh.base.ID, gh.path[0], gh.end.Center, near)
	}
	if touching == 0 {
		t.Error("no ghost in contact with the Orc Warriors")
	}
}

// Only an enabled offer with a preview, under the pointer on a button
// drawn for that very offer, is previewed.
func TestHoveredOffer(t *testing.T) {
	m, offers := ordered(t)
	g := &Game{ctrl: control.New(m, control.Config{})}
	ci, oi := -1, -1
	for i, o := range offers {
		switch {
		case o.Action.Kind == "charge" && ci < 0:
			ci = i
		case len(o.Preview) == 0 && oi < 0:
			oi = i
		}
	}
	if ci < 0 || oi < 0 {
		t.Fatalf("want a charge and an offer without preview: %v", offerLabels(offers))
	}
	g.hud.offers = []offerBox{
		{box{900, 100, 280, 40}, ci, offers[ci].Label},
		{box{900, 150, 280, 40}, oi, offers[oi].Label},
		{box{900, 200, 280, 40}, ci, "an offer of before"},
	}
	for _, tc := range []struct {
		x, y float64
		want string
	}{
		{950, 120, offers[ci].Label},
		{950, 170, ""},
		{950, 220, ""},
		{500, 120, ""},
	} {
		g.last.Screen = control.Point{X: tc.x, Y: tc.y}
		o, ok := g.hoveredOffer(offers)
		if ok != (tc.want != "") || o.Label != tc.want {
			t.Errorf("pointer at (%g, %g): hoveredOffer = %q, %v, want %q", tc.x, tc.y, o.Label, ok, tc.want)
		}
	}
	dis := append([]rules.Offer(nil), offers...)
	dis[ci].Disabled = "no"
	g.last.Screen = control.Point{X: 950, Y: 120}
	if o, ok := g.hoveredOffer(dis); ok {
		t.Errorf("a disabled offer is previewed: %q", o.Label)
	}
}

func TestShortLabel(t *testing.T) {
	for in, want := range map[string]string{
		"Crossbowmen charge Orc Warriors — front, 8 cm of front in contact": "Crossbowmen charge Orc Warriors",
		"Crossbowmen charge Orc Warriors (the zone is rolled)":              "Crossbowmen charge Orc Warriors",
		"End orders": "End orders",
	} {
		if got := shortLabel(in); got != want {
			t.Errorf("shortLabel(%q) = %q, want %q", in, got, want)
		}
	}
}
