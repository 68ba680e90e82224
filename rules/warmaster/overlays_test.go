package warmaster

import (
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// Overlays shows what the shooting and sight checks measure against: each
// shooting element's zone of fire clipped to its range (wme.md §8.3,
// [L1100-1107]) and each hill's crest (§4.2, A11), and nothing for units
// that do not shoot.
func TestOverlays(t *testing.T) {
	hill := []geom.Vec{geom.V(40, 40), geom.V(80, 40), geom.V(80, 60), geom.V(40, 60)}
	s := newWorld().
		unit("xbow", 0, Infantry, 3, 80, 90, north, map[string]float64{"attacks": 3, "hits": 3, "shots": 1, "range": 30}).
		unit("halb", 0, Infantry, 3, 120, 90, north, map[string]float64{"attacks": 3, "hits": 3}).
		feature("hill", "hill", hill...).
		state(t)
	byKind := map[string][]rules.Overlay{}
	for _, o := range (Rules{}).Overlays(&s) {
		byKind[o.Kind] = append(byKind[o.Kind], o)
	}
	if n := len(byKind[rules.OverlayShoot]); n != 3 {
		t.Fatalf("%d zones of fire, want one per crossbow element (3), none for the halberdiers", n)
	}
	xbow, _ := s.Unit("xbow")
	b, _ := s.Base("xbow.2")
	zone := byKind[rules.OverlayShoot][1]
	if zone.Base != "xbow.2" || zone.Side != 0 || len(zone.Areas) != 1 {
		t.Fatalf("second zone %+v, want xbow.2's, blue, one area", zone)
	}
	want := zoneOfFire(xbow, b.Shape, geom.Front)
	if len(zone.Areas[0]) != len(want) || !zone.Areas[0][0].Near(want[0]) {
		t.Errorf("zone %v, want zoneOfFire %v", zone.Areas[0], want)
	}
	// 30 cm ahead of the front edge is in range, 31 cm is not.
	front := b.Shape.Center.Add(b.Shape.Forward().Scale(b.Shape.Depth / 2))
	if !zone.Areas[0].Contains(front.Add(b.Shape.Forward().Scale(29.9)), 0) || zone.Areas[0].Contains(front.Add(b.Shape.Forward().Scale(31)), 0) {
		t.Errorf("the zone does not stop at the 30 cm range")
	}
	crests := byKind[rules.OverlayCrest]
	if len(crests) != 1 || crests[0].Side != -1 || len(crests[0].Lines) != 1 || len(crests[0].Areas) != 0 {
		t.Fatalf("crests %+v, want one line of no army", crests)
	}
	// A11: a hill with no crest line has the longest chord between two of
	// its corners lying inside it; for this 40 × 20 cm rectangle, a
	// diagonal (both are as long).
	l := crests[0].Lines[0]
	diagonal := func(p, q geom.Vec) bool {
		return l[0].Near(p) && l[1].Near(q) || l[0].Near(q) && l[1].Near(p)
	}
	if !diagonal(hill[0], hill[2]) && !diagonal(hill[1], hill[3]) {
		t.Errorf("crest %v, want a diagonal of the hill %v (A11)", l, hill)
	}
}
