package scenario

import (
	"math"
	"os"
	"reflect"
	"strings"
	"testing"

	"plateau/rules/geom"
	"plateau/rules/hex"
)

// hexHdr is a [hexes] section for head's 60 × 40 table, lines 7-13: a
// 10 × 8 flat-top map of 4 cm hexes (35.8 × 34 cm, so it fits with its
// default origin). On it (odd-q) 0203's neighbours are 0303 (D0), 0302
// (D1), 0202 (D2), 0102 (D3), 0103 (D4) and 0204 (D5).
const hexHdr = `
[hexes]
orientation = "flat"
size = 4
cols = 10
rows = 8
parity = "odd-q"
`

// hexUnit is an [[army.unit]] of blue with the given placement lines.
func hexUnit(id, place string) string {
	return "\n[[army.unit]]\nid = \"" + id + "\"\ntype = \"infantry\"\n" + place
}

// manyArmies is n more armies, a2 to a(n+1), each of one counter.
func manyArmies(n int) string {
	var b strings.Builder
	for i := 2; i <= n+1; i++ {
		id := "a" + itoa(i)
		b.WriteString("\n[[army]]\nid = \"" + id + "\"\ncolour = \"#000000\"\n" + hexUnit(id+"-u", "hex = \"0"+itoa(1+i%9)+"0"+itoa(1+i/9)+"\"\nvertex = 0\n"))
	}
	return b.String()
}

// lineOf is the 1-based line of the first occurrence of marker in src.
func lineOf(t *testing.T, src, marker string) int {
	t.Helper()
	i := strings.Index(src, marker)
	if i < 0 {
		t.Fatalf("marker %q not in the source", marker)
	}
	return strings.Count(src[:i], "\n") + 1
}

func TestHexMap(t *testing.T) {
	src := head + hexHdr + `first-row = 3
edges = { blue = "south" }

[[hexes.terrain]]
kind = "wood"
at = ["0204", "0205"]

[[hexes.terrain]]
elevation = 2
at = ["0205", "0206"]

[[hexes.hexside]]
kind = "stream"
between = [["0304", "0204"]]

[[hexes.hexside]]
slope = "steep"
between = [["0204", "0304"], ["0206", "0207"]]
` + blue + hexUnit("one", "hex = \"0203\"\nvertex = 2\n") +
		hexUnit("two", "hex = [\"0205\", \"0204\"]\nvertex = 3\n") +
		hexUnit("col", "formation = \"column\"\nhex = [\"0508\", \"0608\"]\n") +
		"\n[[army.unit]]\nid = \"lead\"\ntype = \"commander\"\nhex = \"0203\"\nvertex = 0\nbase = [1.5, 1]\n" +
		hexUnit("free", "at = [50, 30]\nbase = [4, 2]\n")
	sc, err := Parse("hex.toml", []byte(src))
	if err != nil {
		t.Fatalf("Parse = %v", err)
	}
	spec := sc.State.Table.Hexes
	if spec == nil {
		t.Fatal("no Table.Hexes")
	}
	want := hex.Spec{Orientation: "flat", Size: 4, Origin: spec.Origin, Cols: 10, Rows: 8, Parity: "odd-q", RowBase: 3,
		Hexes: []hex.HexSpec{{At: "0204", Kind: "wood"}, {At: "0205", Kind: "wood", Elevation: 2}, {At: "0206", Kind: "clear", Elevation: 2}},
		Sides: []hex.SideSpec{{A: "0204", B: "0304", Kind: "stream", Slope: "steep", High: "0204"}, {A: "0206", B: "0207", Slope: "steep", High: "0206"}},
		Edges: []string{"south"}}
	if !reflect.DeepEqual(*spec, want) {
		t.Errorf("Table.Hexes =\n%+v\nwant\n%+v", *spec, want)
	}
	// The default origin leaves half a hex at the top-left.
	if lo, _, err := spec.Bounds(); err != nil || math.Abs(lo.X-2) > 1e-6 || math.Abs(lo.Y-2) > 1e-6 {
		t.Errorf("Bounds lo = %v, %v; want (2, 2), half a 4 cm hex", lo, err)
	}
	m, err := spec.Build(hex.Flags{})
	if err != nil {
		t.Fatal(err)
	}
	l := m.Layout
	units := []struct {
		base       string
		two, col   bool
		unit       hex.Unit
		w, d       float64
		sizeOfBase bool
	}{
		{"one.1", false, false, hex.One(m.MustLabel("0203"), 2), 0, 0, false},
		// 0205 is 0204's D5: facing V3, 0205 is the left half.
		{"two.1", true, false, hex.Two(m.MustLabel("0205"), 3), 0, 0, false},
		// 0608 is 0508's D0: the column faces along D0, F = V1.
		{"col.1", true, true, hex.Unit{L: m.MustLabel("0508"), R: m.MustLabel("0608"), Two: true, F: 1, Column: true}, 0, 0, false},
		{"lead.1", false, false, hex.One(m.MustLabel("0203"), 0), 1.5, 1, true}, // stacked with "one"
	}
	for _, u := range units {
		b, ok := sc.State.Table.Base(u.base)
		if !ok {
			t.Fatalf("no base %s", u.base)
		}
		pose := geom.Pose{Pos: b.Shape.Center, Facing: b.Shape.Facing}
		if got, ok := l.UnitAt(pose, u.two, u.col); !ok || got != u.unit {
			t.Errorf("%s stands for %+v, %v; want %+v", u.base, got, ok, u.unit)
		}
		w, d := hex.CounterSize(4, u.two, u.col)
		if u.sizeOfBase {
			w, d = u.w, u.d
		}
		if b.Shape.Width != w || b.Shape.Depth != d {
			t.Errorf("%s is %g × %g, want %g × %g", u.base, b.Shape.Width, b.Shape.Depth, w, d)
		}
	}
}

func TestHexProblems(t *testing.T) {
	type want struct{ marker, key, msg string }
	good := hexUnit("u", "hex = \"0101\"\nvertex = 0\n")
	tests := []struct {
		name         string
		hexes, units string
		want         []want
	}{
		{"orientation", strings.Replace(hexHdr, `"flat"`, `"square"`, 1), good,
			[]want{{`"square"`, "hexes.orientation", `expected "flat" (a hexside at the top) or "pointy"`}}},
		{"size", strings.Replace(hexHdr, "size = 4", "size = 0.1", 1), good,
			[]want{{"size = 0.1", "hexes.size", "expected a hex size from 0.5 to 100 cm"}}},
		{"cols", strings.Replace(hexHdr, "cols = 10", "cols = 100", 1), good,
			[]want{{"cols = 100", "hexes.cols", "expected 1 to 99 columns, got 100"}}},
		{"rows type", strings.Replace(hexHdr, "rows = 8", "rows = 8.5", 1), good,
			[]want{{"rows = 8.5", "hexes.rows", "expected an integer, got float"}}},
		{"parity of the other orientation", strings.Replace(hexHdr, `"odd-q"`, `"odd-r"`, 1), good,
			[]want{{`"odd-r"`, "hexes.parity", `"odd-r" is the parity of a pointy-top map: a flat-top map's is "odd-q" or "even-q"`}}},
		{"parity", strings.Replace(hexHdr, `"odd-q"`, `"odd"`, 1), good,
			[]want{{`"odd"`, "hexes.parity", `expected "odd-q", "even-q" (flat-top maps)`}}},
		{"missing cols", strings.Replace(hexHdr, "cols = 10\n", "", 1), good,
			[]want{{"[hexes]", "hexes.cols", "missing required key"}}},
		{"first column", hexHdr + "first-column = 95\n", good,
			[]want{{"first-column", "hexes.first-column", "10 columns numbered from 95 do not fit two-digit labels (the last would be 104)"}}},
		{"first row zero", hexHdr + "first-row = 0\n", good,
			[]want{{"first-row", "hexes.first-row", "expected a label number from 1 to 99, got 0"}}},
		{"off the table", strings.Replace(hexHdr, "size = 4", "size = 5", 1), good,
			[]want{{"[hexes]", "hexes", "off the 60 × 40 cm table"}}},
		{"origin off the table", hexHdr + "origin = [-30, 5]\n", good,
			[]want{{"[hexes]", "hexes", "cover x -32.309 to"}, {"hex =", "army[1].unit[1].hex", "base u.1 at (-30, 5) is off the 60 × 40 cm table"}}},
		{"origin far", hexHdr + "origin = [1e9, 5]\n", good,
			[]want{{"origin", "hexes.origin", "expected an origin within ±100000 cm"}}},
		{"unknown key", hexHdr + "colour = 1\n", good,
			[]want{{"colour", "hexes.colour", `unknown key "colour" (known keys here: charts, cols, edges`}}},
		{"bad and off-map labels", hexHdr + "[[hexes.terrain]]\nkind = \"wood\"\nat = [\"12a3\", \"1101\", 203]\n", good,
			[]want{
				{`at = [`, "hexes.terrain[1].at[1]", `bad label "12a3": want 4 digits CCRR`},
				{`at = [`, "hexes.terrain[1].at[2]", `label "1101" is off the map (columns 01-10, rows 01-08)`},
				{`at = [`, "hexes.terrain[1].at[3]", `expected a hex label "CCRR" (column, row), got integer`},
			}},
		{"kind twice", hexHdr + "[[hexes.terrain]]\nkind = \"wood\"\nat = [\"0203\"]\n[[hexes.terrain]]\nkind = \"town\"\nat = [\"0204\", \"0203\"]\n", good,
			[]want{{`at = ["0204", "0203"]`, "hexes.terrain[2].at[2]", "hex 0203 is given a terrain kind twice (first at hexes.terrain[1].at[1], line 16)"}}},
		{"elevation twice", hexHdr + "[[hexes.terrain]]\nelevation = 1\nat = [\"0203\", \"0203\"]\n", good,
			[]want{{`at = [`, "hexes.terrain[1].at[2]", "hex 0203 is given an elevation twice"}}},
		{"neither kind nor elevation", hexHdr + "[[hexes.terrain]]\nat = [\"0203\"]\n", good,
			[]want{{"[[hexes.terrain]]", "hexes.terrain[1]", "gives its hexes a kind, an elevation or both"}}},
		{"elevation range", hexHdr + "[[hexes.terrain]]\nelevation = 100\nat = [\"0203\"]\n", good,
			[]want{{"elevation = 100", "hexes.terrain[1].elevation", "expected an elevation level from -99 to 99, got 100"}}},
		{"no hexes", hexHdr + "[[hexes.terrain]]\nkind = \"wood\"\nat = []\n", good,
			[]want{{"at = []", "hexes.terrain[1].at", "expected an array of hex labels"}}},
		{"not adjacent", hexHdr + "[[hexes.hexside]]\nkind = \"hedge\"\nbetween = [[\"0203\", \"0205\"]]\n", good,
			[]want{{"between", "hexes.hexside[1].between[1]", "hexes 0203 and 0205 are not adjacent"}}},
		{"same hex", hexHdr + "[[hexes.hexside]]\nkind = \"hedge\"\nbetween = [[\"0203\", \"0203\"]]\n", good,
			[]want{{"between", "hexes.hexside[1].between[1]", "hexes 0203 and 0203 are not adjacent"}}},
		{"hexside kind twice, either way round", hexHdr + "[[hexes.hexside]]\nkind = \"hedge\"\nbetween = [[\"0203\", \"0204\"], [\"0204\", \"0203\"]]\n", good,
			[]want{{"between", "hexes.hexside[1].between[2]", "the hexside 0204-0203 is given a kind twice (first at hexes.hexside[1].between[1], line 16)"}}},
		{"slope twice", hexHdr + "[[hexes.hexside]]\nslope = \"gentle\"\nbetween = [[\"0203\", \"0204\"]]\n[[hexes.hexside]]\nslope = \"steep\"\nbetween = [[\"0204\", \"0203\"]]\n", good,
			[]want{{`between = [["0204", "0203"]]`, "hexes.hexside[2].between[1]", "the hexside 0204-0203 is given a slope twice"}}},
		{"slope the wrong way", hexHdr + "[[hexes.hexside]]\nslope = \"steep\"\nbetween = [[\"0203\", \"0204\"]]\n[[hexes.terrain]]\nelevation = 1\nat = [\"0204\"]\n", good,
			[]want{{"between", "hexes.hexside[1].between[1]", "the slope's high hex is the first of the pair, but 0203 is at elevation 0, below 0204 at 1"}}},
		{"slope word", hexHdr + "[[hexes.hexside]]\nslope = \"cliff\"\nbetween = [[\"0203\", \"0204\"]]\n", good,
			[]want{{"slope =", "hexes.hexside[1].slope", `expected "gentle" or "steep", got "cliff"`}}},
		{"neither kind nor slope", hexHdr + "[[hexes.hexside]]\nbetween = [[\"0203\", \"0204\"]]\n", good,
			[]want{{"[[hexes.hexside]]", "hexes.hexside[1]", "gives its hexsides a kind, a slope or both"}}},
		{"not a pair", hexHdr + "[[hexes.hexside]]\nkind = \"hedge\"\nbetween = [\"0203\", \"0204\"]\n", good,
			[]want{{"between", "hexes.hexside[1].between[1]", "expected a pair of adjacent hexes"},
				{"between", "hexes.hexside[1].between[2]", "expected a pair of adjacent hexes"}}},
		{"edge of no army", hexHdr + "edges = { green = \"north\" }\n", good,
			[]want{{"edges", "hexes.edges.green", `no army has the id "green"`}}},
		{"edge word", hexHdr + "edges = { blue = \"up\" }\n", good,
			[]want{{"edges", "hexes.edges.blue", `expected "north", "south", "west" or "east", got "up"`}}},
		{"hex without [hexes]", "", good + "base = [4, 2]\n",
			[]want{{"hex =", "army[1].unit[1].hex", "hex places a counter on the hex map: it needs a [hexes] section"},
				{"vertex =", "army[1].unit[1].vertex", "vertex places a counter on the hex map"}}},
		{"hex and at", hexHdr, good + "at = [10, 10]\n",
			[]want{{"hex =", "army[1].unit[1].hex", "give either hex"}}},
		{"counter off the map", hexHdr, hexUnit("u", "hex = \"0109\"\nvertex = 0\n"),
			[]want{{"hex =", "army[1].unit[1].hex", `label "0109" is off the map`}}},
		{"hex not a label", hexHdr, hexUnit("u", "hex = 203\nvertex = 0\n"),
			[]want{{"hex =", "army[1].unit[1].hex", "expected a hex label \"CCRR\" (a 1-hex counter) or two adjacent hexes"}}},
		{"three hexes", hexHdr, hexUnit("u", "hex = [\"0203\", \"0204\", \"0205\"]\nvertex = 0\n"),
			[]want{{"hex =", "army[1].unit[1].hex", "got array of 3"}}},
		{"vertex range", hexHdr, hexUnit("u", "hex = \"0203\"\nvertex = 6\n"),
			[]want{{"vertex =", "army[1].unit[1].vertex", "expected a vertex from 0 to 5, got 6"}}},
		{"no vertex", hexHdr, hexUnit("u", "hex = \"0203\"\n"),
			[]want{{"[[army.unit]]", "army[1].unit[1].vertex", "missing required key (expected the vertex faced, 0-5)"}}},
		{"2-hex facing along its line", hexHdr, hexUnit("u", "hex = [\"0203\", \"0204\"]\nvertex = 1\n"),
			[]want{{"vertex =", "army[1].unit[1].vertex", "a 2-hex counter on 0203 and 0204 faces vertex 0 or 3 (square to the line between its hexes), got 1"}}},
		{"2-hex apart", hexHdr, hexUnit("u", "hex = [\"0203\", \"0205\"]\nvertex = 0\n"),
			[]want{{"hex =", "army[1].unit[1].hex", "hexes 0203 and 0205 are not adjacent"}}},
		{"column with a vertex", hexHdr, hexUnit("u", "formation = \"column\"\nhex = [\"0203\", \"0204\"]\nvertex = 0\n"),
			[]want{{"vertex =", "army[1].unit[1].vertex", "a column faces from its first hex (its tail) to its second (its head): give no vertex"}}},
		{"1-hex column", hexHdr, hexUnit("u", "formation = \"column\"\nhex = \"0203\"\nvertex = 0\n"),
			[]want{{"formation =", "army[1].unit[1].formation", "a 1-hex counter cannot be in column"}}},
		{"facing on a counter", hexHdr, hexUnit("u", "hex = \"0203\"\nvertex = 0\nfacing = 90\n"),
			[]want{{"facing =", "army[1].unit[1].facing", "a counter on the hex map faces a vertex: give vertex = 0-5, not facing"}}},
		{"round counter without a size", hexHdr, hexUnit("u", "hex = \"0203\"\nvertex = 0\nround = true\n"),
			[]want{{"round =", "army[1].unit[1].round", "a round counter gives its size"}}},
		{"vertex without hex", hexHdr, hexUnit("u", "at = [10, 10]\nbase = [4, 2]\nvertex = 0\n"),
			[]want{{"vertex =", "army[1].unit[1].vertex", "vertex is the facing of a counter placed by hex"}}},
		{"no placement", hexHdr, hexUnit("u", ""),
			[]want{{"[[army.unit]]", "army[1].unit[1]", "unit has no bases: give hex = \"CCRR\" (a counter on the hex map), at"},
				{"[[army.unit]]", "army[1].unit[1].base", "missing required key"}}},
		{"hexes not a table", "\n[[hexes]]\norientation = \"flat\"\n", good,
			[]want{{"[[hexes]]", "hexes", "expected a table: the hex map (orientation, size, cols, rows, parity, ...), got array of tables"}}},
		{"an edge beyond the 16th army", hexHdr + "edges = { a17 = \"north\", blue = \"south\" }\n", good + manyArmies(16),
			[]want{{"edges", "hexes.edges.a17", `only the first 16 armies can have a map edge; "a17" is army 17`}}},
		{"counters share a hex", hexHdr, good + hexUnit("v", "hex = \"0101\"\nvertex = 3\n") + hexUnit("w", "hex = [\"0101\", \"0102\"]\nvertex = 0\n"), nil},
		{"a base in cm on a counter", hexHdr, good + hexUnit("v", "base = [4, 2]\n[[army.unit.bases]]\nx = 5\ny = 4\n"),
			[]want{{"[[army.unit.bases]]", "army[1].unit[2].bases[1]", "base v.1 overlaps base u.1"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := head + tt.hexes + blue + tt.units
			_, err := Parse("t.toml", []byte(src))
			if tt.want == nil {
				if err != nil {
					t.Fatalf("Parse = %v, want no error", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("Parse = nil, want %+v\n%s", tt.want, src)
			}
			ws := make([]where, len(tt.want))
			for i, w := range tt.want {
				ws[i] = where{Line: lineOf(t, src, w.marker), Key: w.key, Msg: w.msg}
			}
			if es := problemsOf(t, err); !matchWheres(es, ws) {
				t.Errorf("Parse =\n%v\nwant %+v", err, ws)
			}
		})
	}
}

// TestDocHexExample parses the hex map example of docs/scenario-format.md
// ("Hex maps"), so that the documentation cannot drift from the decoder.
func TestDocHexExample(t *testing.T) {
	doc, err := os.ReadFile("../../docs/scenario-format.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "### Example: a hex map\n\n```toml\n")
	example, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("docs/scenario-format.md has no ```toml example under ### Example: a hex map")
	}
	sc, err := Parse("docs/scenario-format.md hex example", []byte(example))
	if err != nil {
		t.Fatalf("the documented example does not parse:\n%v", err)
	}
	foot, _ := sc.State.Table.Base("b-foot.1")
	general, _ := sc.State.Table.Base("b-general.1")
	march, _ := sc.State.Table.Base("r-march.1")
	if foot == nil || general == nil || march == nil {
		t.Fatal("the example's counters are missing")
	}
	if math.Abs(geom.Bearing(foot.Shape.Facing)-90) > 1e-9 || math.Abs(geom.Bearing(march.Shape.Facing)-240) > 1e-9 {
		t.Errorf("the foot faces %v°, the column %v°; want 90° (east, as the comment says) and 240°",
			geom.Bearing(foot.Shape.Facing), geom.Bearing(march.Shape.Facing))
	}
	if foot.Shape.Center.Dist(general.Shape.Center) > 2.1 { // the general on 0204, the foot between 0204 and 0205
		t.Errorf("the general at %v is not on the foot's hex (foot at %v)", general.Shape.Center, foot.Shape.Center)
	}
}

// TestVertexBearings checks the table of docs/scenario-format.md ("Hex
// maps: Facings") and its parities against rules/hex.
func TestVertexBearings(t *testing.T) {
	want := map[string][6]float64{"flat": {90, 30, 330, 270, 210, 150}, "pointy": {60, 0, 300, 240, 180, 120}}
	for o, bearings := range want {
		parity := map[string]string{"flat": "odd-q", "pointy": "odd-r"}[o]
		spec := hex.Spec{Orientation: o, Size: 2, Cols: 3, Rows: 3, Parity: parity}
		m, err := spec.Build(hex.Flags{})
		if err != nil {
			t.Fatal(err)
		}
		for v, b := range bearings {
			got := geom.Bearing(m.Layout.VertexAngle(hex.Vertex(v)))
			if d := math.Mod(got-b+720, 360); d > 1e-9 && d < 360-1e-9 {
				t.Errorf("%s: vertex %d faces %v°, the docs say %v°", o, v, got, b)
			}
		}
	}
	// odd-q: the 2nd column (label 02) sits lower than the 1st; even-q: the
	// 1st lower than the 2nd; odd-r: the 2nd row sits to the right.
	for _, c := range []struct {
		o, parity, a, b string
		lower           bool // b's centre is lower than a's (else to its right)
	}{
		{"flat", "odd-q", "0101", "0201", true},
		{"flat", "even-q", "0201", "0101", true},
		{"pointy", "odd-r", "0101", "0102", false},
		{"pointy", "even-r", "0102", "0101", false},
	} {
		m, err := (&hex.Spec{Orientation: c.o, Size: 2, Cols: 3, Rows: 3, Parity: c.parity}).Build(hex.Flags{})
		if err != nil {
			t.Fatal(err)
		}
		pa, pb := m.Layout.Centre(m.MustLabel(c.a)), m.Layout.Centre(m.MustLabel(c.b))
		if c.lower && !(pb.Y > pa.Y) || !c.lower && !(pb.X > pa.X) {
			t.Errorf("%s %s: %s at %v, %s at %v", c.o, c.parity, c.a, pa, c.b, pb)
		}
	}
}
