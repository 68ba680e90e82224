package script

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/table"
)

// hexState is a flat-top map of 3 cm hexes with a 1-hex counter "lancers.1"
// in 0303 facing V0 and a 2-hex one "pikes.1" on 0505-0605 facing V1.
func hexState(t *testing.T) (*rules.State, *hex.Map) {
	t.Helper()
	spec := &hex.Spec{Orientation: "flat", Size: 3, Origin: geom.V(3, 3), Cols: 10, Rows: 8, Parity: "odd-q"}
	m, err := spec.Build(hex.Flags{})
	if err != nil {
		t.Fatal(err)
	}
	base := func(id string, u hex.Unit) table.Base {
		w, d := hex.CounterSize(3, u.Two, u.Column)
		p := m.Layout.Pose(u)
		return table.Base{ID: id, Unit: strings.TrimSuffix(id, ".1"), Shape: geom.Rect{Center: p.Pos, Facing: p.Facing, Width: w, Depth: d}}
	}
	pikes, err := hex.Domino(m.MustLabel("0505"), m.MustLabel("0605"), 1)
	if err != nil {
		t.Fatal(err)
	}
	s := &rules.State{Table: table.Table{Width: 40, Height: 30, Hexes: spec, Bases: []table.Base{
		base("lancers.1", hex.One(m.MustLabel("0303"), 0)), base("pikes.1", pikes)}}}
	return s, m
}

// TestHexScriptPaths: "move COUNTER path …" and "face COUNTER N" make the
// paths a drag makes (issue 13, design notes): one pose a hex or a turn.
func TestHexScriptPaths(t *testing.T) {
	s, m := hexState(t)
	l := m.Layout
	type want struct {
		hexes []string // each pose's L
		f     []hex.Vertex
	}
	for _, c := range []struct {
		line string
		two  bool
		want want
	}{
		{"move lancers.1 path 0303 0403 0503", false, want{[]string{"0303", "0403", "0503"}, []hex.Vertex{0, 0, 0}}},
		{"move lancers.1 path 0303 face +1 0304", false, want{[]string{"0303", "0303", "0304"}, []hex.Vertex{0, 1, 1}}},
		{"move lancers.1 path 0303 face -2", false, want{[]string{"0303", "0303"}, []hex.Vertex{0, 4}}},
		{"face lancers.1 +1", false, want{[]string{"0303", "0303"}, []hex.Vertex{0, 1}}},
		{"move lancers.1 path 0303 about-face", false, want{[]string{"0303", "0303"}, []hex.Vertex{0, 3}}},
		// A pivot on the left half keeps it; the right half swings.
		{"face pikes.1 +1 on 0505", true, want{[]string{"0505", "0505"}, []hex.Vertex{1, 2}}},
		{"move pikes.1 path 0605 0606", true, want{[]string{"0505", "0506"}, []hex.Vertex{1, 1}}},
	} {
		cmds, err := Parse("t", strings.NewReader(c.line+"\n"))
		if err != nil {
			t.Errorf("%s: Parse = %v", c.line, err)
			continue
		}
		a, err := action(s, cmds[0])
		if err != nil {
			t.Errorf("%s: action = %v", c.line, err)
			continue
		}
		var hexes []string
		var fs []hex.Vertex
		for _, p := range a.Moves[0].Path {
			u, ok := l.UnitAt(p, c.two, false)
			if !ok {
				t.Fatalf("%s: pose %+v off the grid", c.line, p)
			}
			hexes, fs = append(hexes, m.Label(u.L)), append(fs, u.F)
		}
		if strings.Join(hexes, " ") != strings.Join(c.want.hexes, " ") || len(fs) != len(c.want.f) {
			t.Errorf("%s: path holds %v facing %v, want %v facing %v", c.line, hexes, fs, c.want.hexes, c.want.f)
			continue
		}
		for i := range fs {
			if fs[i] != c.want.f[i] {
				t.Errorf("%s: path holds %v facing %v, want facing %v", c.line, hexes, fs, c.want.f)
				break
			}
		}
	}
	// The about-face turns by exactly π: the facing stays continuous.
	cmds, _ := Parse("t", strings.NewReader("move lancers.1 path 0303 about-face\n"))
	a, _ := action(s, cmds[0])
	if d := a.Moves[0].Path[1].Facing - a.Moves[0].Path[0].Facing; math.Abs(d-math.Pi) > 1e-12 {
		t.Errorf("about-face turned %v rad, want π", d)
	}
}

// TestHexScriptProblems: a bad path says what is wrong with it.
func TestHexScriptProblems(t *testing.T) {
	s, _ := hexState(t)
	free := &rules.State{Table: table.Table{Width: 10, Height: 10, Bases: []table.Base{{ID: "a.1", Shape: geom.Rect{Width: 1, Depth: 1}}}}}
	for _, c := range []struct {
		line, want string
		s          *rules.State
	}{
		{"move lancers.1 path 0303 0503", "0503 is not next to 0303", s},
		{"move lancers.1 path 0404 0405", "0404 is not a hex of lancers.1", s},
		{"move lancers.1 path 0303 9999", `label "9999" is off the map`, s},
		{"face pikes.1 +1", "holds two hexes: say which half", s},
		{"move a.1 path 0101 0102", "the table has no hex map", free},
		{"face a.1 +1", "the table has no hex map", free},
	} {
		cmds, err := Parse("t", strings.NewReader(c.line+"\n"))
		if err != nil {
			t.Errorf("%s: Parse = %v", c.line, err)
			continue
		}
		if _, err := action(c.s, cmds[0]); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: action = %v, want %q", c.line, err, c.want)
		}
	}
	for _, c := range []struct{ line, want string }{
		{"move lancers.1 path", "expected move BASE to"},
		{"move lancers.1 path north", "a path starts with the label"},
		{"move lancers.1 path 0303 face", "face takes a number"},
		{"move lancers.1 path 0303 face 0", "not 0"},
		{"move lancers.1 path 0303 face 6", "-5 to 5"},
		{"move lancers.1 path 0303 left", `"left" is neither`},
		{"face lancers.1 +1 on", "expected face COUNTER N"},
	} {
		if _, err := Parse("t", strings.NewReader(c.line+"\n")); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%s) = %v, want %q", c.line, err, c.want)
		}
	}
}
