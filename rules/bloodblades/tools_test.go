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

// TestThreats: every base that moves shows where its front could get to
// next move (its good-going allowance, Table 6.1; a Bw's shooting zone 3
// MU deep beyond [L1805-1810]); a Bg, which never moves [L589], none. An
// enemy reaches the selected unit when its edge is within that of the
// unit's, exactly 4 MU (12 cm at 15 mm) for a Cv, not 4 MU and a
// millimetre.
func TestThreats(t *testing.T) {
	w := newWorld().unit("sp", 0, "Reg Sp(O)", 60, 40, north).unit("bg", 0, "Irr Bg(O)", 20, 60, north).
		unit("cv", 1, "Reg Cv(O)", 60, 20, south).unit("bw", 1, "Reg Bw(O)", 90, 20, south)
	s := w.state(t)
	zones := map[string]rules.Overlay{}
	for _, o := range (Rules{}).Overlays(&s) {
		if o.Kind == rules.OverlayThreat {
			zones[o.Base] = o
		}
	}
	for _, c := range []struct {
		base string
		cm   float64 // 0: none
	}{{"sp.1", 6}, {"bg.1", 0}, {"cv.1", 12}, {"bw.1", 15}} {
		o, ok := zones[c.base]
		if c.cm == 0 {
			if ok {
				t.Errorf("%s has a threat zone", c.base)
			}
			continue
		}
		b, _ := s.Table.Base(c.base)
		if !ok || len(o.Areas) != 1 {
			t.Fatalf("%s: threat zone %+v", c.base, o)
		}
		for _, q := range o.Areas[0] {
			if d := rectDist(b.Shape, q); math.Abs(d-c.cm) > 1e-9 {
				t.Fatalf("%s: a corner of its zone is %.3f cm away, want %g", c.base, d, c.cm)
			}
		}
	}
	// The Cv's edge at exactly 12 cm from the Sp's, then 12.1 cm.
	sp, _ := s.Table.Base("sp.1")
	for _, c := range []struct {
		gap  float64
		want bool
	}{{12, true}, {12.1, false}} {
		s2 := s.Clone()
		cv, _ := s2.Table.Base("cv.1")
		cv.Shape.Center = geom.V(60, sp.Shape.Center.Y-sp.Shape.Depth/2-c.gap-cv.Shape.Depth/2)
		got := false
		for _, o := range bandsOf(&s2, "sp", rules.OverlayThreat) {
			got = got || o.Base == "cv.1"
		}
		if got != c.want {
			t.Errorf("Cv %g cm away: reaches the Sp %v, want %v", c.gap, got, c.want)
		}
	}
}
