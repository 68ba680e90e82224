package bloodblades

import (
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// Sight over hills, Table 6.2 [L1451-1466]: H(G) "sans limite, mais 1MU
// au-delà de la crête" from on the hill, "pas au-delà de la crête" from
// off it [L1462]; steep H(S) "2MU, ou 1MU au delà de la crête" from on it,
// "pas au-delà de la crête" from off it [L1463-1465]. At 15 mm 1 MU is 3 cm. The test hill
// (x 40-80, y 20-50) has its default crest along y = 35 from x 40 to 80.

// TestSightOverHills is the sight line from a viewer's point p to q.
func TestSightOverHills(t *testing.T) {
	crestAt25 := func(w *world) *world { return w.line("c", "crest", 0.5, geom.V(40, 25), geom.V(80, 25)) }
	for _, c := range []struct {
		name  string
		kind  string
		drawn func(*world) *world // a crest drawn on the hill, nil for none
		p, q  geom.Vec
		want  bool
	}{
		// From off a gentle hill: up to the crest, not beyond [L1462].
		{"off: to the near slope", "hill", nil, geom.V(60, 60), geom.V(60, 45), true},
		{"off: to a point on the crest", "hill", nil, geom.V(60, 60), geom.V(60, 35), true},
		{"off: just beyond the crest", "hill", nil, geom.V(60, 60), geom.V(60, 34.5), false},
		{"off: across the hill to the far side", "hill", nil, geom.V(60, 60), geom.V(60, 10), false},
		{"off: across the hill's end, over its crest", "hill", nil, geom.V(30, 50), geom.V(50, 20), false},
		{"off: past the crest's end", "hill", nil, geom.V(30, 60), geom.V(30, 10), true},
		{"off: over the hill's corner, short of the crest", "hill", nil, geom.V(35, 25), geom.V(45, 15), true},
		// From on a gentle hill: no limit this side, 1 MU beyond [L1462].
		{"on: 1 MU beyond the crest", "hill", nil, geom.V(60, 45), geom.V(60, 32), true},
		{"on: 1.1 MU beyond the crest", "hill", nil, geom.V(60, 45), geom.V(60, 31.7), false},
		{"on: across the hill to the far side", "hill", nil, geom.V(60, 45), geom.V(60, 10), false},
		{"on: off the hill on its own side, far", "hill", nil, geom.V(60, 45), geom.V(110, 70), true},
		{"on the far slope, looking back 1 MU beyond", "hill", nil, geom.V(60, 25), geom.V(60, 38), true},
		{"on the crest: both slopes", "hill", nil, geom.V(60, 35), geom.V(60, 60), true},
		// A drawn crest replaces the default one.
		{"drawn crest: off, beyond the default crest", "hill", crestAt25, geom.V(60, 60), geom.V(60, 30), true},
		{"drawn crest: off, beyond the drawn crest", "hill", crestAt25, geom.V(60, 60), geom.V(60, 24), false},
		{"drawn crest: on, 1 MU beyond it", "hill", crestAt25, geom.V(60, 45), geom.V(60, 22), true},
		{"drawn crest: on, 2 MU beyond it", "hill", crestAt25, geom.V(60, 45), geom.V(60, 19), false},
		// A steep hill: 2 MU from on it, 1 MU beyond the crest; from off
		// it up to the crest [L1463-1465].
		{"steep, on: 5 cm inside", "steep-hill", nil, geom.V(60, 45), geom.V(60, 40), true},
		{"steep, on: 7 cm inside", "steep-hill", nil, geom.V(60, 48), geom.V(60, 41), false},
		{"steep, on: off the hill 2 MU out", "steep-hill", nil, geom.V(60, 49), geom.V(60, 56), true},
		{"steep, on: 1 MU beyond the crest, 2 MU in all", "steep-hill", nil, geom.V(60, 38), geom.V(60, 32), true},
		{"steep, on: 1 MU beyond the crest, 8 cm in all", "steep-hill", nil, geom.V(60, 40), geom.V(60, 32), false},
		{"steep, on: 1.2 MU beyond the crest, 4.5 cm in all", "steep-hill", nil, geom.V(60, 36), geom.V(60, 31.5), false},
		{"steep, off: 12 cm into it, short of the crest", "steep-hill", nil, geom.V(60, 60), geom.V(60, 38), true},
		{"steep, off: beyond the crest", "steep-hill", nil, geom.V(60, 60), geom.V(60, 34), false},
	} {
		w := newWorld().hill(c.kind)
		if c.drawn != nil {
			w = c.drawn(w)
		}
		s := w.state(t)
		if got := sightOn(mustConfig(t, &s), &s.Table).clear(c.p, c.q); got != c.want {
			t.Errorf("%s: sight %v → %v clear = %v, want %v", c.name, c.p, c.q, got, c.want)
		}
	}
}

// TestSightOtherTerrain: a wood (1 MU, Table 6.2 [L1457]) still limits
// sight as before, on and off a hill.
func TestSightOtherTerrain(t *testing.T) {
	s := newWorld().hill("hill").rect("wd", "wood", 90, 20, 100, 50).state(t)
	v := sightOn(mustConfig(t, &s), &s.Table)
	for _, c := range []struct {
		name string
		p, q geom.Vec
		want bool
	}{
		{"3 cm into the wood", geom.V(85, 30), geom.V(93, 30), true},
		{"4 cm into the wood", geom.V(85, 30), geom.V(94, 30), false},
		{"from the hill, 3 cm into the wood", geom.V(70, 45), geom.V(93, 45), true},
	} {
		if got := v.clear(c.p, c.q); got != c.want {
			t.Errorf("%s: clear = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestCostHills is C11 [L1363] with Table 6.2's hills: the C-in-C is
// "visible du sujet de l'ordre", so the subject's base is the viewer. A
// Reg Sp about-faces (C2, 1 PIG); an unseen C-in-C more than 5 MU away
// costs 1 more.
func TestCostHills(t *testing.T) {
	big := func(kind string) func(*world) *world { // crest along y = 37.5, x 20-100
		return func(w *world) *world { return w.rect("h", kind, 20, 5, 100, 70) }
	}
	test := func(kind string) func(*world) *world { return func(w *world) *world { return w.hill(kind) } }
	crestAt25 := func(w *world) *world {
		return w.hill("hill").line("c", "crest", 0.5, geom.V(40, 25), geom.V(80, 25))
	}
	for _, c := range []struct {
		name    string
		terrain func(*world) *world
		uy, gy  float64 // the Sp's and the C-in-C's y (x = 60)
		lines   []string
	}{
		{"no hill, 9.25 MU", nil, 60, 30, []string{"C2"}},
		{"off the hill, the C-in-C beyond the crest [L1462]", test("hill"), 60, 30, []string{"C2", "C11"}},
		{"off the hill, the C-in-C on the near slope", test("hill"), 60, 40, []string{"C2"}},
		{"a drawn crest beyond the C-in-C", crestAt25, 60, 30, []string{"C2"}},
		{"on the hill, the C-in-C 1 cm beyond the crest [L1462]", big("hill"), 62, 35, []string{"C2"}},
		{"on the hill, the C-in-C 6 cm beyond the crest", big("hill"), 62, 30, []string{"C2", "C11"}},
		{"steep: the C-in-C deep on it, seen from off it [L1465]", test("steep-hill"), 60, 40, []string{"C2"}},
		{"steep: the Sp deep on it does not see out [L1463]", test("steep-hill"), 40, 60, []string{"C2", "C11"}},
	} {
		w := newWorld().drop("gen").unit("u", 0, "Reg Sp(O)", 60, c.uy, north).
			unit("gen", 0, "Reg Cv(O)", 60, c.gy, north).cinc(0, "gen")
		if c.terrain != nil {
			w = c.terrain(w)
		}
		s := w.ready(t, 6)
		wantCost(t, c.name, &s, path(&s, "u", [3]float64{0, 0, 180}), c.lines, len(c.lines))
	}
}

// TestShootHills is [L1816] ("Une cible ne peut pas être tirée si elle
// n'est pas visible du socle tirant") with Table 6.2's hills. The hill
// x 40-80, y 38-50 has its crest along y = 44.
func TestShootHills(t *testing.T) {
	for _, c := range []struct {
		name   string
		bwY    float64 // the blue Bw at x = 60, facing north
		zY     float64 // the red Bd at x = 60, facing south
		unseen bool
	}{
		{"off the hill, the target on the near slope", 53, 46.5, false},
		{"off the hill, the target beyond the crest [L1462]", 53, 43, true},
		{"on the hill, the target 1.25 cm beyond the crest [L1462]", 49, 42, false},
		{"on the hill, the target 3.25 cm beyond the crest", 49, 40, true},
	} {
		w := newWorld().rect("h", "hill", 40, 38, 80, 50).
			unit("bw", 0, "Bw(O)", 60, c.bwY, north).unit("z", 1, "Bd(O)", 60, c.zY, south)
		s := w.shooting(t)
		err := Rules{}.Check(&s, shootAt("bw", "z"))
		if c.unseen && (code(err) != "cannot-shoot" || !has(msg(err), "cannot be seen [L1816]")) ||
			!c.unseen && err != nil {
			t.Errorf("%s: Check(shoot) = %v, want unseen %v", c.name, err, c.unseen)
		}
	}
}

// TestOverlayCrests: the crests sight measures are shown, one overlay per
// hill (rules.OverlayCrest, no army's): the default one, a drawn one in
// its place, and what each does to sight [L1462-1465].
func TestOverlayCrests(t *testing.T) {
	for _, c := range []struct {
		name  string
		w     *world
		a, b  geom.Vec
		label string
	}{
		{"default", newWorld().hill("hill"), geom.V(40, 35), geom.V(80, 35), "up to 1 MU beyond it [L1462]"},
		{"drawn", newWorld().hill("hill").line("c", "crest", 0.5, geom.V(40, 25), geom.V(80, 25)), geom.V(40, 25), geom.V(80, 25), "[L1462]"},
		{"steep", newWorld().hill("steep-hill"), geom.V(40, 35), geom.V(80, 35), "2 MU, and up to 1 MU beyond it [L1463-1465]"},
	} {
		s := c.w.state(t)
		var got []rules.Overlay
		for _, o := range (Rules{}).Overlays(&s) {
			if o.Kind == rules.OverlayCrest {
				got = append(got, o)
			}
		}
		if len(got) != 1 || got[0].Side != -1 || len(got[0].Lines) != 1 || !sameLine(got[0].Lines[0], c.a, c.b) ||
			!has(got[0].Label, "crest of h") || !has(got[0].Label, c.label) {
			t.Errorf("%s: crest overlays %+v, want one along %v-%v saying %q", c.name, got, c.a, c.b, c.label)
		}
	}
}
