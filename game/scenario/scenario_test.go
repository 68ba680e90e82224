package scenario

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// head is the start of a valid scenario with a 60 × 40 table; tests append
// armies to it. Lines 1-6.
const head = `title = "T"
ruleset = "sandbox"

[table]
width = 60
height = 40
`

// blue is an army header, lines 7-10 after head.
const blue = `
[[army]]
id = "blue"
colour = "#0000ff"
`

// problemsOf is err's Problems, failing the test if err is not Errors.
func problemsOf(t *testing.T, err error) Errors {
	t.Helper()
	var es Errors
	if !errors.As(err, &es) {
		t.Fatalf("error %v (%T) is not scenario.Errors", err, err)
	}
	return es
}

// where is a Problem's position and key: what the fixtures pin down.
type where struct {
	Line, Column int
	Key          string
	Msg          string // a substring of the message
}

func wheres(es Errors) []where {
	out := make([]where, len(es))
	for i, p := range es {
		out[i] = where{p.Line, p.Column, p.Key, p.Msg}
	}
	return out
}

func matchWheres(got Errors, want []where) bool {
	if len(got) != len(want) {
		return false
	}
	for i, w := range want {
		g := got[i]
		if g.Line != w.Line || g.Key != w.Key || (w.Column != 0 && g.Column != w.Column) || !strings.Contains(g.Msg, w.Msg) {
			return false
		}
	}
	return true
}

func TestFixtures(t *testing.T) {
	tests := []struct {
		file string
		want []where
		// text is the exact first line of the error.
		text string
	}{
		{"unknown_key.toml", []where{{18, 3, "army[1].unit[1].colur", `unknown key "colur"`}},
			`testdata/unknown_key.toml:18:3: army[1].unit[1].colur: unknown key "colur" (known keys here: at, base, bases, count, facing, formation, id, name, profile, round, type)`},
		{"wrong_type.toml", []where{{24, 1, "army[1].unit[2].facing", "expected a number, got string"}},
			`testdata/wrong_type.toml:24:1: army[1].unit[2].facing: expected a number, got string`},
		{"overlap.toml", []where{{24, 1, "army[1].unit[2].at", "base b2.1 overlaps base b1.3"}},
			`testdata/overlap.toml:24:1: army[1].unit[2].at: base b2.1 overlaps base b1.3 (army[1].unit[1].at, line 17) by 1 cm`},
		{"off_table.toml", []where{{23, 1, "army[1].unit[1].bases[2]", "base r1.2 at (59.5, 10) is off the 60 × 40 cm table"}},
			`testdata/off_table.toml:23:1: army[1].unit[1].bases[2]: base r1.2 at (59.5, 10) is off the 60 × 40 cm table`},
		{"syntax.toml", []where{{6, 10, "table.height", "syntax error"}},
			`testdata/syntax.toml:6:10: table.height: syntax error: expected value but found '=' instead`},
		{"many.toml", []where{
			{2, 1, "title", "expected a non-empty string"},
			{4, 1, "scale", `unknown key "scale"`},
			{8, 1, "table.height", "expected a number > 0, got -40"},
			{13, 1, "terrain[1].polygon", "at least 3 [x, y] points, got 2"},
			{15, 1, "terrain[2].width", "missing required key"},
			{16, 1, "terrain[2].id", `duplicate terrain id "w" (first used at terrain[1].id, line 11)`},
			{22, 1, "army[1].colour", `expected a colour "#rrggbb", got "blue"`},
			{23, 45, "army[1].deployment[4][1]", "expected a number, got string"},
			{28, 1, "army[1].unit[1].base", "expected a base size > 0, got [0, 2]"},
			{32, 1, "army[1].unit[2].id", `duplicate unit id "b1"`},
			{34, 1, "army[1].unit[2].base", "a round base is [diameter, diameter], got [2.5, 3]"},
			{38, 1, "army[1].unit[3]", "unit has no bases"},
			{42, 1, "army[1].unit[3].count", "count needs at"},
			{44, 1, "army[2].unit", "missing required key"},
		}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			path := "testdata/" + tt.file
			err := CheckFile(path)
			if err == nil {
				t.Fatalf("CheckFile(%s) = nil, want problems", path)
			}
			es := problemsOf(t, err)
			if !matchWheres(es, tt.want) {
				t.Errorf("CheckFile(%s) =\n%v\nwant %+v", path, err, tt.want)
			}
			for _, p := range es {
				if p.File != path {
					t.Errorf("Problem.File = %q, want %q", p.File, path)
				}
			}
			if first := strings.Split(err.Error(), "\n")[0]; tt.text != "" && first != tt.text {
				t.Errorf("CheckFile(%s) first line =\n%s\nwant\n%s", path, first, tt.text)
			}
		})
	}
}

func TestParseProblems(t *testing.T) {
	unit := func(extra string) string {
		return head + blue + `
[[army.unit]]
id = "u"
type = "infantry"
base = [4, 2]
` + extra // extra starts at line 16
	}
	tests := []struct {
		name string
		src  string
		want []where
	}{
		{"no bases", unit(""), []where{{12, 1, "army[1].unit[1]", "unit has no bases"}}},
		{"setting that is not text, number or boolean", unit("at = [10, 10]\n[settings]\nscale = [1, 2]\n"),
			[]where{{18, 1, "settings.scale", "expected a string, a number or true/false, got array of 2"}}},
		{"at and bases", unit("at = [10, 10]\n[[army.unit.bases]]\nx = 5\ny = 5\n"),
			[]where{{17, 1, "army[1].unit[1].bases", "not both"}}},
		{"count zero", unit("at = [10, 10]\ncount = 0\n"), []where{{17, 1, "army[1].unit[1].count", "expected 1 to 100 bases, got 0"}}},
		{"count float", unit("at = [10, 10]\ncount = 2.0\n"), []where{{17, 1, "army[1].unit[1].count", "expected an integer, got float"}}},
		{"count huge", unit("at = [10, 10]\ncount = 3000000000\n"), []where{{17, 1, "army[1].unit[1].count", "expected 1 to 100 bases"}}},
		{"bad formation for shorthand", unit("at = [10, 10]\ncount = 2\nformation = \"wedge\"\n"),
			[]where{{18, 1, "army[1].unit[1].formation", `lays bases in "line" or "column", got "wedge"`}}},
		{"wedge of one is fine", unit("at = [10, 10]\nformation = \"wedge\"\n"), nil},
		{"at not a point", unit("at = [10, 10, 3]\n"), []where{{16, 1, "army[1].unit[1].at", "got array of 3"}}},
		{"at element", unit("at = [10, true]\n"), []where{{16, 11, "army[1].unit[1].at[2]", "expected a number, got boolean"}}},
		{"nan facing", unit("at = [10, 10]\nfacing = nan\n"), []where{{17, 1, "army[1].unit[1].facing", "expected a finite number"}}},
		{"profile not numbers", unit("at = [10, 10]\nprofile = { attack = 3, hits = \"x\" }\n"),
			[]where{{17, 25, "army[1].unit[1].profile.hits", "expected a number, got string"}}},
		{"profile not a table", unit("at = [10, 10]\nprofile = 3\n"),
			[]where{{17, 1, "army[1].unit[1].profile", "expected an inline table of numbers, got integer"}}},
		{"round not bool", unit("at = [10, 10]\nround = \"yes\"\n"), []where{{17, 1, "army[1].unit[1].round", "expected true or false"}}},
		{"bases entry unknown key and missing y", unit("[[army.unit.bases]]\nx = 5\nz = 1\n"),
			[]where{{16, 1, "army[1].unit[1].bases[1].y", "missing required key"}, {18, 1, "army[1].unit[1].bases[1].z", `unknown key "z"`}}},
		{"explicit overlap within a unit", unit("[[army.unit.bases]]\nx = 5\ny = 5\n[[army.unit.bases]]\nx = 6\ny = 5\n"),
			[]where{{19, 1, "army[1].unit[1].bases[2]", "base u.2 overlaps base u.1 (army[1].unit[1].bases[1], line 16) by 2 cm"}}},
		{"round bases may overlap", head + blue + `
[[army.unit]]
id = "c"
type = "commander"
base = [2.5, 2.5]
round = true
at = [10, 10]
count = 2
formation = "column"
[[army.unit]]
id = "u"
type = "infantry"
base = [4, 2]
at = [10, 10]
`, nil},
		{"round base off table", head + blue + `
[[army.unit]]
id = "c"
type = "commander"
base = [2.5, 2.5]
round = true
at = [1, 10]
`, []where{{17, 1, "army[1].unit[1].at", "base c.1 at (1, 10) is off the 60 × 40 cm table"}}},
		{"bad ids", head + `
[[army]]
id = "a b"
colour = "#000000"
[[army.unit]]
id = "x.1"
type = "infantry"
base = [4, 2]
at = [10, 10]
`, []where{{9, 1, "army[1].id", `id "a b": expected letters`}, {12, 1, "army[1].unit[1].id", `id "x.1"`}}},
		{"duplicate army", head + blue + `
[[army.unit]]
id = "u1"
type = "infantry"
base = [4, 2]
at = [10, 10]
[[army]]
id = "blue"
colour = "#00FF00"
[[army.unit]]
id = "u2"
type = "infantry"
base = [4, 2]
at = [30, 10]
`, []where{{18, 1, "army[2].id", `duplicate army id "blue" (first used at army[1].id, line 9)`}}},
		{"no armies", head, []where{{1, 1, "army", "missing required key"}}},
		{"empty army list", "army = []\n" + head, []where{{1, 1, "army", "expected at least one [[army]]"}}},
		{"army not tables", "army = 3\n" + head, []where{{1, 1, "army", "got integer"}}},
		{"missing table", "title = \"T\"\nruleset = \"sandbox\"\n" + blue, []where{
			{1, 1, "table", "missing required key"},
			{4, 1, "army[1].unit", "missing required key"},
		}},
		{"terrain both and neither", head + `
[[terrain]]
id = "a"
kind = "wood"
polygon = [[1, 1], [5, 1], [5, 5]]
line = [[1, 1], [5, 5]]
width = 2
[[terrain]]
id = "b"
kind = "hill"
`, []where{
			{1, 1, "army", "missing required key"},
			{12, 1, "terrain[1].line", "not both"},
			{14, 1, "terrain[2]", "missing polygon"},
		}},
		{"terrain polygon with width, flat, off table", head + `
[[terrain]]
id = "a"
kind = "wood"
polygon = [[1, 1], [5, 1], [70, 1]]
width = 2
`, []where{
			{1, 1, "army", "missing required key"},
			{11, 1, "terrain[1].polygon", "polygon has no area"},
			{11, 28, "terrain[1].polygon[3]", "point (70, 1) is off the 60 × 40 cm table"},
			{12, 1, "terrain[1].width", "width applies to line features only"},
		}},
		{"line too short and width zero", head + `
[[terrain]]
id = "r"
kind = "river"
line = [[1, 1]]
width = 0
`, []where{
			{1, 1, "army", "missing required key"},
			{11, 1, "terrain[1].line", "at least 2 [x, y] points, got 1"},
			{12, 1, "terrain[1].width", "expected a number > 0, got 0"},
		}},
		{"terrain inline array of tables", `terrain = [
  { id = "a", kind = "wood", polygon = [[1, 1], [5, 1], [5, 5]] },
  { id = "b", kind = "hill", polygon = [[1, 1], [5, 1], [5, 5]], colour = "x" },
]
` + head, []where{
			{1, 1, "army", "missing required key"},
			{3, 66, "terrain[2].colour", `unknown key "colour"`},
		}},
		{"settings wrong type", "settings = 3\n" + head, []where{
			{1, 1, "army", "missing required key"},
			{1, 1, "settings", "expected a table of ruleset settings, got integer"},
		}},
		{"deployment too few points", head + `
[[army]]
id = "blue"
colour = "#0000ff"
deployment = [[0, 0], [10, 0]]
`, []where{
			{8, 1, "army[1].unit", "missing required key"}, // at the [[army]] header
			{11, 1, "army[1].deployment", "at least 3 [x, y] points, got 2"},
		}},
		{"quoted unknown key", unit("at = [10, 10]\n\"odd key\" = 1\n"),
			[]where{{17, 1, `army[1].unit[1]."odd key"`, `unknown key "odd key"`}}},
		{"CRLF line ends", strings.ReplaceAll(unit("at = [10, 10]\n  odd = 1\n"), "\n", "\r\n"),
			[]where{{17, 3, "army[1].unit[1].odd", `unknown key "odd"`}}},
		{"byte order mark", "\uFEFF[table]\nwidth = 60\nheight = 40\ndepth = 1\n",
			[]where{{1, 1, "army", "missing required key"}, {1, 1, "ruleset", "missing required key"},
				{1, 1, "title", "missing required key"}, {4, 1, "table.depth", `unknown key "depth"`}}},
		{"dotted unknown key", unit("at = [10, 10]\nprofile.attack = 1\nextra.a.b = 1\n"),
			[]where{{18, 1, "army[1].unit[1].extra", `unknown key "extra"`}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("t.toml", []byte(tt.src))
			if tt.want == nil {
				if err != nil {
					t.Fatalf("Parse = %v, want no error", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("Parse = nil error, want %+v", tt.want)
			}
			if es := problemsOf(t, err); !matchWheres(es, tt.want) {
				t.Errorf("Parse =\n%v\nwant %+v", err, tt.want)
			}
		})
	}
}

func TestParseState(t *testing.T) {
	src := `title = "Small"
description = "Two units."
ruleset = "wme"

[settings]
scale = 1.5
mode = "x"

[table]
width = 60
height = 40

[[terrain]]
id = "w"
kind = "wood"
name = "Wood"
polygon = [[10, 10], [20, 10], [15, 18]]

[[terrain]]
id = "r"
kind = "river"
line = [[0, 20], [60, 20]]
width = 4

[[army]]
id = "blue"
name = "Blue army"
colour = "#00AAff"
deployment = [[0, 30], [60, 30], [60, 40], [0, 40]]

[[army.unit]]
id = "b1"
name = "Spears"
type = "infantry"
formation = "line"
profile = { attack = 3, hits = 3 }
base = [4, 2]
at = [10, 35]
count = 2

[[army]]
id = "red"
colour = "#ff0000"

[[army.unit]]
id = "r1"
type = "commander"
base = [2.5, 2.5]
round = true
facing = 180

[[army.unit.bases]]
x = 30
y = 5
`
	sc, err := Parse("small.toml", []byte(src))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	up, down := geom.FromBearing(0), geom.FromBearing(180)
	want := rules.State{
		Ruleset: "wme",
		Table: table.Table{
			Width: 60, Height: 40,
			Features: []table.Feature{
				{ID: "w", Kind: "wood", Name: "Wood", Area: geom.Polygon{geom.V(10, 10), geom.V(20, 10), geom.V(15, 18)}},
				{ID: "r", Kind: "river", Line: []geom.Vec{geom.V(0, 20), geom.V(60, 20)}, Width: 4},
			},
			Bases: []table.Base{
				{ID: "b1.1", Unit: "b1", Side: 0, Shape: geom.Rect{Center: geom.V(10, 35), Facing: up, Width: 4, Depth: 2}},
				{ID: "b1.2", Unit: "b1", Side: 0, Shape: geom.Rect{Center: geom.V(14, 35), Facing: up, Width: 4, Depth: 2}},
				{ID: "r1.1", Unit: "r1", Side: 1, Shape: geom.Rect{Center: geom.V(30, 5), Facing: down, Width: 2.5, Depth: 2.5}, Round: true},
			},
		},
		Sides: []rules.Side{
			{ID: "blue", Name: "Blue army", Colour: "#00aaff", Deployment: geom.Polygon{geom.V(0, 30), geom.V(60, 30), geom.V(60, 40), geom.V(0, 40)}},
			{ID: "red", Name: "red", Colour: "#ff0000"},
		},
		Units: []rules.Unit{
			{ID: "b1", Name: "Spears", Side: 0, Type: "infantry", Formation: "line",
				Profile: map[string]float64{"attack": 3, "hits": 3}, Bases: []string{"b1.1", "b1.2"}},
			{ID: "r1", Name: "r1", Side: 1, Type: "commander", Bases: []string{"r1.1"}},
		},
		Turn:     1,
		Settings: map[string]string{"scale": "1.5", "mode": "x"},
	}
	if !reflect.DeepEqual(sc.State, want) {
		t.Errorf("Parse(small).State =\n%+v\nwant\n%+v", sc.State, want)
	}
	if sc.Name != "small.toml" || sc.Title != "Small" || sc.Description != "Two units." {
		t.Errorf("Parse(small) = name %q title %q description %q", sc.Name, sc.Title, sc.Description)
	}
	if wantSet := map[string]any{"scale": 1.5, "mode": "x"}; !reflect.DeepEqual(sc.Settings, wantSet) {
		t.Errorf("Parse(small).Settings = %v, want %v", sc.Settings, wantSet)
	}
	if string(sc.Source) != src {
		t.Errorf("Parse(small).Source differs from the input")
	}
}

// TestShorthand checks the placement shorthand lays bases exactly edge to
// edge: to the right of the first base (line) or behind it (column).
func TestShorthand(t *testing.T) {
	tests := []struct {
		formation string
		facing    float64 // compass degrees
		base      [2]float64
		// step is the offset from one base centre to the next.
		step geom.Vec
	}{
		{"line", 0, [2]float64{4, 2}, geom.V(4, 0)},
		{"", 0, [2]float64{4, 2}, geom.V(4, 0)}, // line by default
		{"line", 180, [2]float64{4, 2}, geom.V(-4, 0)},
		{"line", 90, [2]float64{2, 4}, geom.V(0, 2)},
		{"line", 270, [2]float64{4, 4}, geom.V(0, -4)},
		{"column", 0, [2]float64{2, 4}, geom.V(0, 4)},
		{"column", 180, [2]float64{4, 2}, geom.V(0, -2)},
		{"column", 90, [2]float64{4, 3}, geom.V(-3, 0)},
		{"line", 30, [2]float64{4, 2}, geom.V(4*math.Cos(geom.Rad(30)), 4*math.Sin(geom.Rad(30)))},
		{"column", 30, [2]float64{4, 2}, geom.V(-2*math.Sin(geom.Rad(30)), 2*math.Cos(geom.Rad(30)))},
	}
	for _, tt := range tests {
		src := head + blue + `
[[army.unit]]
id = "u"
type = "infantry"
base = [` + ftoa(tt.base[0]) + `, ` + ftoa(tt.base[1]) + `]
at = [30, 20]
count = 4
facing = ` + ftoa(tt.facing) + "\n"
		if tt.formation != "" {
			src += `formation = "` + tt.formation + "\"\n"
		}
		sc, err := Parse("t.toml", []byte(src))
		if err != nil {
			t.Fatalf("Parse(%s facing %v) = %v", tt.formation, tt.facing, err)
		}
		bs := sc.State.Table.Bases
		if len(bs) != 4 {
			t.Fatalf("Parse(%s facing %v) laid %d bases, want 4", tt.formation, tt.facing, len(bs))
		}
		for k, b := range bs {
			want := geom.V(30, 20).Add(tt.step.Scale(float64(k)))
			if b.Shape.Center.Dist(want) > 1e-9 {
				t.Errorf("%s facing %v: base %d centre = %v, want %v", tt.formation, tt.facing, k+1, b.Shape.Center, want)
			}
			if got := geom.Bearing(b.Shape.Facing); math.Abs(got-tt.facing) > 1e-9 {
				t.Errorf("%s facing %v: base %d bearing = %v", tt.formation, tt.facing, k+1, got)
			}
			if b.ID != "u."+itoa(k+1) {
				t.Errorf("%s facing %v: base %d id = %q, want %q", tt.formation, tt.facing, k+1, b.ID, "u."+itoa(k+1))
			}
			if k == 0 {
				continue
			}
			prev := bs[k-1].Shape
			if pen := geom.Penetration(prev.Polygon(), b.Shape.Polygon()); math.Abs(pen) > 1e-9 {
				t.Errorf("%s facing %v: Penetration(base %d, base %d) = %v, want 0 (edge to edge)", tt.formation, tt.facing, k, k+1, pen)
			}
			// Edge to edge, not just touching at a corner: the shared edge
			// is a whole side.
			var shared bool
			for e := geom.Front; e <= geom.Left; e++ {
				for f := geom.Front; f <= geom.Left; f++ {
					a, c := prev.Edge(e), b.Shape.Edge(f)
					if a.A.Dist(c.B) < 1e-9 && a.B.Dist(c.A) < 1e-9 {
						shared = true
					}
				}
			}
			if !shared {
				t.Errorf("%s facing %v: bases %d and %d share no whole edge", tt.formation, tt.facing, k, k+1)
			}
		}
	}
}

func ftoa(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }
func itoa(i int) string     { return strconv.Itoa(i) }

func TestExplicitBases(t *testing.T) {
	src := head + blue + `
[[army.unit]]
id = "s"
type = "skirmisher"
base = [4, 2]
facing = 90

[[army.unit.bases]]
x = 10
y = 10

[[army.unit.bases]]
x = 20
y = 10
facing = 350
`
	sc, err := Parse("t.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	bs := sc.State.Table.Bases
	want := []struct {
		id      string
		at      geom.Vec
		bearing float64
	}{{"s.1", geom.V(10, 10), 90}, {"s.2", geom.V(20, 10), 350}}
	if len(bs) != len(want) {
		t.Fatalf("got %d bases, want %d", len(bs), len(want))
	}
	for i, w := range want {
		if bs[i].ID != w.id || bs[i].Shape.Center != w.at || math.Abs(geom.Bearing(bs[i].Shape.Facing)-w.bearing) > 1e-9 {
			t.Errorf("base %d = %s at %v bearing %v, want %s at %v bearing %v", i+1, bs[i].ID, bs[i].Shape.Center,
				geom.Bearing(bs[i].Shape.Facing), w.id, w.at, w.bearing)
		}
	}
	if got := sc.State.Units[0].Bases; !slices.Equal(got, []string{"s.1", "s.2"}) {
		t.Errorf("unit bases = %v, want [s.1 s.2]", got)
	}
}

func TestErrorsAs(t *testing.T) {
	_, err := Parse("x.toml", []byte("title = 3\n"))
	var es Errors
	if !errors.As(err, &es) || len(es) == 0 {
		t.Fatalf("errors.As(err, *Errors) failed for %v", err)
	}
	var pes *Errors
	if !errors.As(err, &pes) || pes == nil || len(*pes) != len(es) {
		t.Fatalf("errors.As(err, **Errors) failed for %v", err)
	}
	var p Problem
	if !errors.As(err, &p) || p != es[0] {
		t.Fatalf("errors.As(err, *Problem) = %v, want %v", p, es[0])
	}
	if got, want := len(strings.Split(err.Error(), "\n")), len(es); got != want {
		t.Errorf("Error() has %d lines, want %d", got, want)
	}
}

func TestLoadFile(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.toml")
	src, err := os.ReadFile("../../scenarios/default.toml")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(good, src, 0o644); err != nil {
		t.Fatal(err)
	}
	sc, err := LoadFile(good)
	if err != nil {
		t.Fatalf("LoadFile(%s) = %v", good, err)
	}
	if sc.Name != good || sc.Hash() != Default().Hash() {
		t.Errorf("LoadFile(%s) = name %q hash %s, want the default's hash %s", good, sc.Name, sc.Hash(), Default().Hash())
	}
	if err := CheckFile(good); err != nil {
		t.Errorf("CheckFile(%s) = %v, want nil", good, err)
	}
	_, err = LoadFile(filepath.Join(dir, "missing.toml"))
	if err == nil || !strings.HasPrefix(err.Error(), "scenario: ") || !errors.Is(err, os.ErrNotExist) {
		t.Errorf("LoadFile(missing) = %v, want a \"scenario: \" error wrapping os.ErrNotExist", err)
	}
}

func TestHash(t *testing.T) {
	s := &Scenario{Source: []byte("abc")}
	// SHA-256 of "abc" (FIPS 180-2, appendix B.1).
	if got, want := s.Hash(), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"; got != want {
		t.Errorf("Hash(abc) = %s, want %s", got, want)
	}
}
