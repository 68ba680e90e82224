package bloodblades

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// rectDist is the distance from q, outside r, to r's outline.
func rectDist(r geom.Rect, q geom.Vec) float64 {
	cs := r.Corners()
	d := math.Inf(1)
	for i := range cs {
		d = math.Min(d, geom.Segment{A: cs[i], B: cs[(i+1)%4]}.DistTo(q))
	}
	return d
}

// bandsOf is the unit's tool overlays of kind, by label.
func bandsOf(s *rules.State, unit, kind string) []rules.Overlay {
	var out []rules.Overlay
	for _, o := range (Rules{}).UnitOverlays(s, unit) {
		if o.Kind == kind {
			out = append(out, o)
		}
	}
	return out
}

// TestCommandBands: the C-in-C's distances C11-C13 [L1363-1365] (5, 10
// and 20 MU, 15, 30 and 60 cm at 15 mm) are drawn that far from his base's
// edge, for any unit of his side, and each says what it costs; a side
// without a C-in-C has none (A15: every order pays as if he were far).
func TestCommandBands(t *testing.T) {
	w := newWorld().unit("sp", 0, "Reg Sp(O)", 60, 60, north)
	s := w.state(t)
	bands := bandsOf(&s, "sp", rules.OverlayCommand)
	gen, _ := s.Table.Base("gen.1")
	for i, c := range []struct {
		cm   float64
		rule string
	}{{15, "[L1363]"}, {30, "[L1364]"}, {60, "[L1365]"}} {
		if len(bands) != 3 {
			t.Fatalf("%d command bands, want 3", len(bands))
		}
		b := bands[i]
		if !strings.Contains(b.Label, "gen") || !strings.Contains(b.Label, c.rule) || !strings.Contains(b.Label, "1 PIG more") {
			t.Errorf("band %d says %q", i, b.Label)
		}
		for _, q := range b.Lines[0] {
			if d := rectDist(gen.Shape, q); d > c.cm+1e-9 || d < c.cm*math.Cos(2.5*math.Pi/180)-1e-9 {
				t.Fatalf("band %d: point %v is %.3f cm from the C-in-C, want %g", i, q, d, c.cm)
			}
		}
	}
	if got := bandsOf(&s, "ogen", rules.OverlayCommand); len(got) != 3 || got[0].Side != 1 {
		t.Errorf("the other side's bands: %+v", got)
	}
	noGen := s.Clone() // the C-in-C's base lost
	noGen.Units[0].Bases = nil
	noGen.Table.Bases = noGen.Table.Bases[1:]
	if got := bandsOf(&noGen, "sp", rules.OverlayCommand); len(got) != 0 {
		t.Errorf("a side without a C-in-C has %d bands", len(got))
	}
}

// TestReachBands: how far a base moves, Table 6.1 [L1427-1435]: in good
// going Sp 2 MU, Cv 4, LH 5, a Fast type 1 more [L1437]; along a road 4
// MU for every type, drawn only where it is farther.
func TestReachBands(t *testing.T) {
	for _, c := range []struct {
		typ        string
		good, road float64 // MU, 0 when not drawn
	}{
		{"Reg Sp(O)", 2, 4},
		{"Irr Wb(F)", 3, 4},
		{"Reg Cv(O)", 4, 0},
		{"Irr LH(F)", 6, 0},
	} {
		s := newWorld().unit("u", 0, c.typ, 60, 40, north).state(t)
		b, _ := s.Table.Base("u.1")
		var want []float64
		for _, mu := range []float64{c.good, c.road} {
			if mu > 0 {
				want = append(want, 3*mu)
			}
		}
		got := bandsOf(&s, "u", rules.OverlayReach)
		if len(got) != len(want) {
			t.Fatalf("%s: %d reach bands, want %d", c.typ, len(got), len(want))
		}
		for i, o := range got {
			for _, q := range o.Lines[0] {
				if d := rectDist(b.Shape, q); d > want[i]+1e-9 || d < want[i]*math.Cos(2.5*math.Pi/180)-1e-9 {
					t.Fatalf("%s band %d: %v is %.3f cm away, want %g", c.typ, i, q, d, want[i])
				}
			}
		}
		if !strings.Contains(got[0].Label, "good going") {
			t.Errorf("%s: %q", c.typ, got[0].Label)
		}
	}
}

// TestSightTool: the tool's verdict is the rules' (Table 6.2, A10): bases
// never block; a wood (1 MU) lets the line run 3 cm inside it, not 4
// [L1457]; from off a hill one sees up to its crest, not past it
// [L1462]; each refusal names what stops it.
func TestSightTool(t *testing.T) {
	for _, c := range []struct {
		name  string
		w     func() *world
		to    geom.Vec
		clear bool
		why   string
	}{
		{"open ground, through a base", func() *world {
			return newWorld().unit("sp", 0, "Reg Sp(O)", 85, 60, north).unit("x", 1, "Reg Sp(O)", 85, 50, south)
		}, geom.V(85, 40), true, ""},
		{"3 cm into a wood", func() *world {
			return newWorld().unit("sp", 0, "Reg Sp(O)", 85, 30, north).rect("wd", "wood", 90, 20, 100, 50)
		}, geom.V(93, 30), true, ""},
		{"4.5 cm into a wood", func() *world {
			return newWorld().unit("sp", 0, "Reg Sp(O)", 85, 30, 90).rect("wd", "wood", 90, 20, 100, 50)
		}, geom.V(94.5+2, 30), false, "more than 1 MU through wood"},
		{"past a hill's crest", func() *world {
			return newWorld().unit("sp", 0, "Reg Sp(O)", 60, 62, north).hill("hill")
		}, geom.V(60, 30), false, "crest of hill"},
	} {
		s := c.w().state(t)
		got := (Rules{}).Sight(&s, "sp.1", c.to)
		if got.Clear != c.clear || !strings.Contains(got.Why, c.why) {
			t.Errorf("%s: Sight = clear %v, why %q; want %v, %q", c.name, got.Clear, got.Why, c.clear, c.why)
		}
		if got.To != c.to || got.Distance != got.From.Dist(c.to) || !strings.Contains(got.Note, "MU") {
			t.Errorf("%s: line %v → %v, %.2f cm, note %q", c.name, got.From, got.To, got.Distance, got.Note)
		}
	}
}
