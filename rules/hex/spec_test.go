package hex

import (
	"strings"
	"testing"

	"plateau/rules/geom"
)

func sampleSpec() Spec {
	return Spec{
		Orientation: "flat", Size: 3, Origin: geom.Vec{X: 2, Y: 2}, Cols: 6, Rows: 5, Parity: "odd-q",
		Hexes: []HexSpec{{At: "0203", Kind: "woods"}, {At: "0303", Kind: "clear", Elevation: 1}},
		Sides: []SideSpec{
			{A: "0203", B: "0204", Kind: "hedge"},
			{A: "0303", B: "0304", Slope: "steep", High: "0303"},
		},
		Edges: []string{"south", "north"},
	}
}

// TestSpecBuild: a spec's hexes, hexsides and edges are on the map it
// builds, with the flags the ruleset's chart gives each kind.
func TestSpecBuild(t *testing.T) {
	s := sampleSpec()
	m, err := s.Build(Flags{
		Hex:  func(k string) HexFlags { return map[string]HexFlags{"woods": BlocksLOS, "clear": ClearHex}[k] },
		Side: func(k string) SideFlags { return map[string]SideFlags{"hedge": Reciprocal | SideBlocksLOS}[k] },
	})
	if err != nil {
		t.Fatal(err)
	}
	w := m.MustLabel("0203")
	if got := m.Terrain(w); got.Kind != "woods" || got.Flags != BlocksLOS {
		t.Errorf("Terrain(0203) = %+v, want woods blocking sight", got)
	}
	if got := m.Terrain(m.MustLabel("0101")); got.Kind != "clear" {
		t.Errorf("Terrain(0101) = %+v, want clear (not listed)", got)
	}
	d, _ := w.DirTo(m.MustLabel("0204"))
	if got := m.Side(w, d); got.Kind != "hedge" || got.Flags != Reciprocal|SideBlocksLOS {
		t.Errorf("Side(0203-0204) = %+v, want a reciprocal hedge", got)
	}
	hi := m.MustLabel("0303")
	d, _ = hi.DirTo(m.MustLabel("0304"))
	if got := m.Side(m.MustLabel("0304"), d.Opposite()); got.Slope != Steep || got.High != hi {
		t.Errorf("Side(0304-0303) = %+v, want steep with 0303 high", got)
	}
	if got := m.EdgeDist(0, m.MustLabel("0305")); got != 0 {
		t.Errorf("EdgeDist(side 0, 0305) = %d, want 0 (the south edge)", got)
	}
	if got := m.EdgeDist(1, m.MustLabel("0305")); got != 4 {
		t.Errorf("EdgeDist(side 1, 0305) = %d, want 4 (rows to the north edge)", got)
	}
}

// TestSpecProblems: each malformed spec is refused, naming what is wrong.
func TestSpecProblems(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(*Spec)
		want string
	}{
		{"orientation", func(s *Spec) { s.Orientation = "square" }, `orientation "square"`},
		{"size", func(s *Spec) { s.Size = 0 }, "hex size 0 cm"},
		{"parity for flat", func(s *Spec) { s.Parity = "odd-r" }, "odd-r offsets on a flat-top map"},
		{"no rows", func(s *Spec) { s.Rows = 0 }, "want 1-99"},
		{"labels past 99", func(s *Spec) { s.ColBase = 96 }, "do not fit two-digit labels"},
		{"off the map", func(s *Spec) { s.Hexes[0].At = "0909" }, "hexes[0]: hex: label \"0909\" is off the map"},
		{"twice", func(s *Spec) { s.Hexes[1].At = "0203" }, "hexes[1]: hex 0203 is given twice"},
		{"no kind", func(s *Spec) { s.Hexes[0].Kind = "" }, "has no terrain kind"},
		{"elevation", func(s *Spec) { s.Hexes[1].Elevation = 100 }, "elevation 100 at 0303"},
		{"not adjacent", func(s *Spec) { s.Sides[0].B = "0205" }, "sides[0]: hexes 0203 and 0205 are not adjacent"},
		{"side twice", func(s *Spec) { s.Sides[1] = SideSpec{A: "0204", B: "0203", Kind: "stream"} }, "sides[1]: the hexside 0204-0203 is given twice"},
		{"slope word", func(s *Spec) { s.Sides[1].Slope = "cliff" }, `slope "cliff"`},
		{"high elsewhere", func(s *Spec) { s.Sides[1].High = "0101" }, `high hex "0101"`},
		{"high without slope", func(s *Spec) { s.Sides[0].High = "0203" }, "on a hexside with no slope"},
		{"empty side", func(s *Spec) { s.Sides[0].Kind = "" }, "holds neither a feature nor a slope"},
		{"edge word", func(s *Spec) { s.Edges[1] = "up" }, `edges[1]: "up"`},
	} {
		s := sampleSpec()
		s.Hexes = append([]HexSpec(nil), s.Hexes...)
		s.Sides = append([]SideSpec(nil), s.Sides...)
		s.Edges = append([]string(nil), s.Edges...)
		c.edit(&s)
		_, err := s.Build(Flags{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Build = %v, want an error containing %q", c.name, err, c.want)
		}
	}
}

// TestSpecBounds: the map's extent is its border hexes' corners.
func TestSpecBounds(t *testing.T) {
	s := Spec{Orientation: "pointy", Size: 2, Cols: 3, Rows: 2, Parity: "odd-r"}
	lo, hi, err := s.Bounds()
	if err != nil {
		t.Fatal(err)
	}
	// Pointy, size 2: a hex is 2 wide and 4/√3 tall; odd rows shift right by 1.
	want := [4]float64{-1, -2 / sqrt3, 3*2 - 1 + 1, 2/sqrt3 + sqrt3}
	got := [4]float64{lo.X, lo.Y, hi.X, hi.Y}
	for i := range want {
		if d := got[i] - want[i]; d > 1e-9 || d < -1e-9 {
			t.Errorf("Bounds = %v, want %v", got, want)
			break
		}
	}
}
