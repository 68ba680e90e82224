package bloodblades

import (
	"testing"

	"plateau/rules/geom"
)

// TestFormColumnSlide is case 3 of forming a column with the same
// orientation (bnb.md §7.5 [L1553]): a base that cannot fall in
// directly behind without its front going back [L1552] slides sideways
// towards the column, not beyond the head's original front. A line of
// four Reg Cv (4 × 3 cm, 4 MU = 12 cm) g1..g4 at x = 56..68, y = 60,
// facing north (the front at y = 58.5); g1 heads.
func TestFormColumnSlide(t *testing.T) {
	for _, c := range []struct {
		name  string
		units []string
		to    map[string][2]float64
		want  string
	}{
		{"g1 ahead 1 MU, g2 falls in, g3 and g4 slide a base width [L1551-1553]", []string{"g1", "g2", "g3", "g4"},
			map[string][2]float64{"g1": {56, 57}, "g2": {56, 60}, "g3": {60, 60}, "g4": {64, 60}}, ""},
		{"g3 slides 1 cm forward, beyond the head's original front [L1553]", []string{"g1", "g2", "g3"},
			map[string][2]float64{"g1": {56, 57}, "g2": {56, 60}, "g3": {60, 59}}, "form"},
		{"g3 slides back [L1553]", []string{"g1", "g2", "g3"},
			map[string][2]float64{"g1": {56, 57}, "g2": {56, 60}, "g3": {60, 61}}, "form"},
		{"g3 and g4 slide away from the column [L1553]", []string{"g1", "g2", "g3", "g4"},
			map[string][2]float64{"g1": {56, 57}, "g2": {56, 60}, "g3": {66, 60}, "g4": {70, 60}}, "form"},
		{"g3 could fall in behind g2, so it may not slide [L1552]", []string{"g1", "g2", "g3"},
			map[string][2]float64{"g1": {56, 54}, "g2": {56, 57}, "g3": {60, 60}}, "form"},
		{"g4 stays: it takes no part, leave it out [L1554]", []string{"g1", "g2", "g3", "g4"},
			map[string][2]float64{"g1": {56, 57}, "g2": {56, 60}, "g3": {60, 60}, "g4": {68, 60}}, "form"},
		{"no base falls in: no column is formed", []string{"g1", "g2"},
			map[string][2]float64{"g1": {56, 57}, "g2": {59, 60}}, "rigid"},
	} {
		s := newWorld().genNear().row("g", 0, "Reg Cv(O)", 56, 60, 4, north).ready(t, 6)
		err := Rules{}.Check(&s, moveTo(&s, c.to, c.units...))
		if got := code(err); got != c.want {
			t.Errorf("%s: Check = %q (%v), want %q", c.name, got, err, c.want)
		}
	}
	// The slid bases take part: one group order of 1 PIG naming the four
	// [L1554], the column g1 g2 still forming.
	s := newWorld().genNear().row("g", 0, "Reg Cv(O)", 56, 60, 4, north).ready(t, 6)
	a := moveTo(&s, map[string][2]float64{"g1": {56, 57}, "g2": {56, 60}, "g3": {60, 60}, "g4": {64, 60}}, "g1", "g2", "g3", "g4")
	wantCost(t, "g1 g2 forming, g3 g4 sliding", &s, a, []string{"C2"}, 1)
	n, evs := apply(t, s, a)
	if col, ok := Column(&n, ids("g1", "g2")); !ok || col[0] != ids("g1")[0] {
		t.Errorf("after the slide: column %v %v, want g1 heading g2", col, ok)
	}
	if len(evs) != 1 || !has(evs[0].Text, "g3, g4 sliding sideways") {
		t.Errorf("events %+v", evs)
	}
}

// TestFormColumnSlideOffer is the offer of a column that cannot be
// formed whole (bnb.md §7.5 [L1551-1553]): with a friend 4 cm ahead of
// g1 (no base passes through Reg Cv), g1 cannot go the 9 cm that lets
// g2, g3 and g4 fall in; Offers then proposes g2 falling in behind g1
// gone ahead 1 MU, g3 and g4 sliding sideways beside it
// (FormColumnSliding).
func TestFormColumnSlideOffer(t *testing.T) {
	s := newWorld().genNear().row("g", 0, "Reg Cv(O)", 56, 60, 4, north).unit("x", 0, "Reg Cv(O)", 56, 53, north).ready(t, 6)
	var found bool
	for _, o := range (Rules{}).Offers(&s, 0, ids("g1")) {
		if !has(o.Label, "Form a column behind g1") {
			continue
		}
		if !has(o.Label, "slide sideways") {
			if o.Disabled == "" {
				t.Errorf("%q is enabled, want it refused (blocked by x)", o.Label)
			}
			continue
		}
		found = true
		if !has(o.Label, "1 fall in, 2 slide sideways") || o.Disabled != "" {
			t.Errorf("offer %q (%s)", o.Label, o.Disabled)
		}
		n, _ := apply(t, s, o.Action)
		for u, want := range map[string]geom.Vec{"g1": geom.V(56, 57), "g2": geom.V(56, 60), "g3": geom.V(60, 60), "g4": geom.V(64, 60)} {
			if p := base(&n, u).Shape.Center; p.Dist(want) > 1e-9 {
				t.Errorf("after %q: %s at %v, want %v", o.Label, u, p, want)
			}
		}
	}
	if !found {
		t.Errorf("no sliding offer among %v", (Rules{}).Offers(&s, 0, ids("g1")))
	}
}
