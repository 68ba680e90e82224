package scenario

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/tomlpos"
)

// A [hexes] section lays a hex map over the table for the hex-and-counter
// games (docs/scenario-format.md, "Hex maps"; rules/hex):
//
//	[hexes]
//	orientation = "flat"
//	size = 5                    # cm between adjacent centres
//	cols = 20
//	rows = 14
//	parity = "odd-q"
//	edges = { blue = "south", red = "north" }
//
//	[[hexes.terrain]]
//	kind = "wood"
//	at = ["0405", "0406", "0505"]
//
//	[[hexes.hexside]]
//	slope = "steep"
//	between = [["1007", "1008"]]   # with a slope, the first hex is the high one
//
// It becomes State.Table.Hexes (a hex.Spec), and lets a unit stand on hexes
// (hex = "1203" or hex = ["1203", "1303"], with vertex = 0-5) instead of
// giving bases in cm. Every entry is checked here, where its line is known,
// so that hex.Spec.Build (run last, as a safety net) finds nothing wrong.

// Keys of the [hexes] section and its entries.
var (
	hexKeys     = []string{"orientation", "size", "origin", "cols", "rows", "parity", "first-column", "first-row", "edges", "terrain", "hexside", "charts"}
	hexSideKeys = []string{"kind", "between", "slope"}
	hexTerrKeys = []string{"kind", "at", "elevation"}
)

// MaxHexEdges is how many armies can have a friendly map edge: the first
// 16 (hex.Map.SetEdge numbers sides 0-15).
const MaxHexEdges = 16

// hexGrid is the decoding state of a [hexes] section.
type hexGrid struct {
	spec *hex.Spec
	m    *hex.Map // the bare grid, for labels; nil when the header is wrong
	// edges is the edges table, read once the armies are known.
	edges *node
	path  string
}

// hexesSection decodes [hexes] but its edges (which name armies: see
// hexEdges). It runs after [table], before the armies, whose counters
// stand on its hexes.
func (d *decoder) hexesSection(n *node) {
	n.expect(hexKeys...)
	spec := &hex.Spec{}
	g := &hexGrid{spec: spec, path: n.path}
	d.grid = g
	d.sc.State.Table.Hexes = spec
	ok := true
	bad := func(key, format string, args ...any) {
		d.ps.At(tomlpos.Key(n.path, key), format, args...)
		ok = false
	}

	if o, good := n.word("orientation", true); good {
		spec.Orientation = o
		if o != "flat" && o != "pointy" {
			bad("orientation", "expected \"flat\" (a hexside at the top) or \"pointy\" (a vertex at the top), got %q", o)
		}
	} else {
		ok = false
	}
	if s, good := n.num("size", true, "the hex size in cm, between adjacent centres"); good {
		spec.Size = s
		if !(s >= hex.MinSize && s <= hex.MaxSize) {
			bad("size", "expected a hex size from %g to %g cm (between adjacent centres), got %v", hex.MinSize, float64(hex.MaxSize), s)
		}
	} else {
		ok = false
	}
	for _, k := range []struct {
		key  string
		to   *int
		what string
	}{{"cols", &spec.Cols, "columns"}, {"rows", &spec.Rows, "rows"}} {
		v, good := n.integer(k.key, true, "the number of "+k.what)
		switch {
		case !good:
			ok = false
		case v < 1 || v >= hex.MaxDim:
			bad(k.key, "expected 1 to %d %s, got %d", hex.MaxDim-1, k.what, v)
		default:
			*k.to = int(v)
		}
	}
	if p, good := n.word("parity", true); good {
		spec.Parity = p
		want := map[string]string{"flat": "\"odd-q\" or \"even-q\"", "pointy": "\"odd-r\" or \"even-r\""}[spec.Orientation]
		fits := map[string]string{"odd-q": "flat", "even-q": "flat", "odd-r": "pointy", "even-r": "pointy"}[p]
		switch {
		case fits == "":
			bad("parity", "expected \"odd-q\", \"even-q\" (flat-top maps), \"odd-r\" or \"even-r\" (pointy-top maps), got %q", p)
		case want != "" && fits != spec.Orientation:
			bad("parity", "%q is the parity of a %s-top map: a %s-top map's is %s", p, fits, spec.Orientation, want)
		}
	} else {
		ok = false
	}
	for _, k := range []struct {
		key   string
		to    *int
		count int
		what  string
	}{{"first-column", &spec.ColBase, spec.Cols, "columns"}, {"first-row", &spec.RowBase, spec.Rows, "rows"}} {
		if !n.has(k.key) {
			continue
		}
		v, good := n.integer(k.key, false, "the label number of the first "+strings.TrimSuffix(k.what, "s"))
		switch {
		case !good:
			ok = false
		case v < 1 || v > 99:
			bad(k.key, "expected a label number from 1 to 99, got %d", v)
		case k.count > 0 && int(v)+k.count-1 > 99:
			bad(k.key, "%d %s numbered from %02d do not fit two-digit labels (the last would be %d)", k.count, k.what, v, int(v)+k.count-1)
		default:
			*k.to = int(v)
		}
	}
	hasOrigin := n.has("origin")
	if hasOrigin {
		x, y, good := n.pair("origin", false, "the centre of the first hex [x, y] in cm")
		spec.Origin = geom.V(x, y)
		if good && !(math.Abs(x) <= hex.MaxCoord && math.Abs(y) <= hex.MaxCoord) {
			bad("origin", "expected an origin within ±%g cm, got [%g, %g]", float64(hex.MaxCoord), x, y)
		}
		ok = ok && good
	}
	if ok {
		m, err := spec.Build(hex.Flags{})
		if err != nil { // every field was checked: a broken invariant of this decoder
			d.ps.At(n.path, "%s", strings.TrimPrefix(err.Error(), "hex: "))
		} else {
			g.m = m
		}
	}
	if g.m != nil && !hasOrigin {
		// Half a hex of margin at the table's top-left corner, to a
		// millionth of a cm so that a written position reads well.
		lo, _, _ := spec.Bounds()
		snap := func(v float64) float64 { return math.Round(v*1e6) / 1e6 }
		spec.Origin = geom.V(snap(spec.Size/2-lo.X), snap(spec.Size/2-lo.Y))
		g.m.Layout.Origin = spec.Origin
	}
	if g.m != nil && d.width != 0 {
		lo, hi, _ := spec.Bounds()
		if lo.X < -EdgeSlack || lo.Y < -EdgeSlack || hi.X > d.width+EdgeSlack || hi.Y > d.height+EdgeSlack {
			d.ps.At(n.path, "the map's %d × %d hexes of %g cm cover x %g to %g, y %g to %g: off the %g × %g cm table (a smaller size, fewer hexes, another origin or a larger table)",
				spec.Cols, spec.Rows, spec.Size, round3(lo.X), round3(hi.X), round3(lo.Y), round3(hi.Y), d.width, d.height)
		}
	}
	if n.has("charts") { // the ruleset's chart file, read by the ruleset at Setup (hex.Spec.Charts)
		if name, data, good := d.namedFile(n, "charts", "the chart file"); good {
			spec.ChartsFile, spec.Charts = name, string(data)
		}
	}
	g.edges = n.table("edges", false, "an inline table: army id = \"north\", \"south\", \"west\" or \"east\"")
	d.hexTerrain(n)
	d.hexSides(n)
	n.done()
}

// hexLabel is the hex a label names, reporting at path what is wrong with
// it. With no grid (a wrong header, already reported) it checks the type
// only.
func (d *decoder) hexLabel(v any, path string) (hex.Hex, string, bool) {
	s, ok := v.(string)
	if !ok {
		d.ps.At(path, "expected a hex label \"CCRR\" (column, row), got %s", typeName(v))
		return hex.Hex{}, "", false
	}
	if d.grid == nil || d.grid.m == nil {
		return hex.Hex{}, s, false
	}
	h, err := d.grid.m.ParseLabel(s)
	if err != nil {
		d.ps.At(path, "%s", strings.TrimPrefix(err.Error(), "hex: "))
		return hex.Hex{}, s, false
	}
	return h, s, true
}

// labelAt is a hex as a scenario named it: its label and where.
type labelAt struct {
	h     hex.Hex
	label string
	path  string
}

// labelList is the value of key as an array of at least one label (what
// `at` holds); the hexes of labels that are wrong are left out, reported.
func (d *decoder) labelList(n *node, key, want string) []labelAt {
	v, p, ok := n.get(key, true, want)
	if !ok {
		return nil
	}
	arr, isArr := v.([]any)
	if !isArr || len(arr) == 0 {
		n.ps.At(p, "expected %s, got %s", want, typeName(v))
		return nil
	}
	var out []labelAt
	for i, e := range arr {
		ep := tomlpos.Index(p, i)
		if h, s, ok := d.hexLabel(e, ep); ok {
			out = append(out, labelAt{h, s, ep})
		}
	}
	return out
}

// firstAt names where something was first given, for "given twice".
func (d *decoder) firstAt(path string) string {
	return fmt.Sprintf("%s, line %d", path, d.ps.Pos.Find(path).Line)
}

// hexTerrain decodes [[hexes.terrain]]: each entry gives a kind, an
// elevation or both to the hexes it lists. A hex may be given one kind and
// one elevation, by one entry or two (a wood on a hill).
func (d *decoder) hexTerrain(n *node) {
	spec := d.grid.spec
	index := map[hex.Hex]int{}
	kindAt, elevAt := map[hex.Hex]string{}, map[hex.Hex]string{}
	for _, e := range n.tables("terrain", false, "[[hexes.terrain]] tables") {
		e.expect(hexTerrKeys...)
		hasKind, hasElev := e.has("kind"), e.has("elevation")
		kind, kindOK := e.word("kind", false)
		var elev int64
		elevOK := true
		if hasElev {
			elev, elevOK = e.integer("elevation", false, "the elevation level")
			if elevOK && (elev < -hex.MaxElevation || elev > hex.MaxElevation) {
				d.ps.At(tomlpos.Key(e.path, "elevation"), "expected an elevation level from %d to %d, got %d", -hex.MaxElevation, hex.MaxElevation, elev)
				elevOK = false
			}
		}
		if !hasKind && !hasElev {
			d.ps.At(e.path, "a terrain entry gives its hexes a kind, an elevation or both")
		}
		at := d.labelList(e, "at", "an array of hex labels [\"CCRR\", ...]")
		e.done()
		for _, l := range at {
			if hasKind {
				if first, dup := kindAt[l.h]; dup {
					d.ps.At(l.path, "hex %s is given a terrain kind twice (first at %s)", l.label, d.firstAt(first))
					continue
				}
				kindAt[l.h] = l.path
			}
			if hasElev {
				if first, dup := elevAt[l.h]; dup {
					d.ps.At(l.path, "hex %s is given an elevation twice (first at %s)", l.label, d.firstAt(first))
					continue
				}
				elevAt[l.h] = l.path
			}
			i, seen := index[l.h]
			if !seen {
				i = len(spec.Hexes)
				index[l.h] = i
				spec.Hexes = append(spec.Hexes, hex.HexSpec{At: l.label, Kind: "clear"})
			}
			if hasKind && kindOK {
				spec.Hexes[i].Kind = kind
			}
			if hasElev && elevOK {
				spec.Hexes[i].Elevation = int(elev)
			}
		}
	}
}

// sideKey names a hexside once whichever way round its hexes are given,
// as hex.Spec.Build does.
type sideKey struct {
	h hex.Hex
	d hex.Dir
}

// hexSides decodes [[hexes.hexside]]: each entry gives a feature kind, a
// slope or both to the hexsides between the pairs of hexes it lists; with
// a slope, the first hex of each pair is the high one. A hexside may be
// given one kind and one slope, by one entry or two (a stream at the foot
// of a slope).
func (d *decoder) hexSides(n *node) {
	spec := d.grid.spec
	elev := map[string]int{}
	for _, h := range spec.Hexes {
		elev[h.At] = h.Elevation
	}
	index := map[sideKey]int{}
	kindAt, slopeAt := map[sideKey]string{}, map[sideKey]string{}
	for _, e := range n.tables("hexside", false, "[[hexes.hexside]] tables") {
		e.expect(hexSideKeys...)
		hasKind, hasSlope := e.has("kind"), e.has("slope")
		kind, kindOK := e.word("kind", false)
		slope, slopeOK := e.str("slope", false)
		if slopeOK && slope != "gentle" && slope != "steep" {
			d.ps.At(tomlpos.Key(e.path, "slope"), "expected \"gentle\" or \"steep\", got %q", slope)
			slopeOK = false
		}
		if !hasKind && !hasSlope {
			d.ps.At(e.path, "a hexside entry gives its hexsides a kind, a slope or both")
		}
		pairs := d.hexPairs(e)
		e.done()
		for _, p := range pairs {
			dir, _ := p.a.h.DirTo(p.b.h)
			key := sideKey{p.a.h, dir}
			if dir >= 3 {
				key = sideKey{p.b.h, dir.Opposite()}
			}
			name := p.a.label + "-" + p.b.label
			if hasKind {
				if first, dup := kindAt[key]; dup {
					d.ps.At(p.path, "the hexside %s is given a kind twice (first at %s)", name, d.firstAt(first))
					continue
				}
				kindAt[key] = p.path
			}
			if hasSlope {
				if first, dup := slopeAt[key]; dup {
					d.ps.At(p.path, "the hexside %s is given a slope twice (first at %s)", name, d.firstAt(first))
					continue
				}
				slopeAt[key] = p.path
				if hi, lo := elev[p.a.label], elev[p.b.label]; slopeOK && hi < lo {
					d.ps.At(p.path, "the slope's high hex is the first of the pair, but %s is at elevation %d, below %s at %d: give them the other way round",
						p.a.label, hi, p.b.label, lo)
					continue
				}
			}
			i, seen := index[key]
			if !seen {
				i = len(spec.Sides)
				index[key] = i
				spec.Sides = append(spec.Sides, hex.SideSpec{A: p.a.label, B: p.b.label})
			}
			s := &spec.Sides[i]
			if hasKind && kindOK {
				s.Kind = kind
			}
			if hasSlope && slopeOK {
				// The high hex first, whichever entry named the side first.
				s.A, s.B, s.Slope, s.High = p.a.label, p.b.label, slope, p.a.label
			}
		}
	}
}

// hexPair is one [a, b] of a between list.
type hexPair struct {
	a, b labelAt
	path string
}

// hexPairs is an entry's between = [["CCRR", "CCRR"], ...]: pairs of
// adjacent hexes on the map.
func (d *decoder) hexPairs(e *node) []hexPair {
	want := "an array of pairs of adjacent hexes [[\"CCRR\", \"CCRR\"], ...]"
	v, p, ok := e.get("between", true, want)
	if !ok {
		return nil
	}
	arr, isArr := v.([]any)
	if !isArr || len(arr) == 0 {
		d.ps.At(p, "expected %s, got %s", want, typeName(v))
		return nil
	}
	var out []hexPair
	for i, el := range arr {
		pp := tomlpos.Index(p, i)
		two, isTwo := el.([]any)
		if !isTwo || len(two) != 2 {
			d.ps.At(pp, "expected a pair of adjacent hexes [\"CCRR\", \"CCRR\"], got %s", typeName(el))
			continue
		}
		a, la, okA := d.hexLabel(two[0], tomlpos.Index(pp, 0))
		b, lb, okB := d.hexLabel(two[1], tomlpos.Index(pp, 1))
		if !okA || !okB {
			continue
		}
		if _, adj := a.DirTo(b); !adj {
			d.ps.At(pp, "hexes %s and %s are not adjacent: a hexside parts two neighbouring hexes", la, lb)
			continue
		}
		out = append(out, hexPair{labelAt{a, la, tomlpos.Index(pp, 0)}, labelAt{b, lb, tomlpos.Index(pp, 1)}, pp})
	}
	return out
}

// hexEdges reads the edges table, after the armies, and checks the whole
// map with hex.Spec.Build.
func (d *decoder) hexEdges() {
	g := d.grid
	if g == nil {
		return
	}
	spec := g.spec
	if e := g.edges; e != nil {
		var edges []string
		for _, k := range slices.Sorted(maps.Keys(e.m)) {
			p := tomlpos.Key(e.path, k)
			side := slices.IndexFunc(d.sc.State.Sides, func(s rules.Side) bool { return s.ID == k })
			v, isStr := e.m[k].(string)
			switch {
			case side < 0:
				d.ps.At(p, "no army has the id %q (edges are given by [[army]] id)", k)
			case !isStr:
				d.ps.At(p, "expected \"north\", \"south\", \"west\" or \"east\", got %s", typeName(e.m[k]))
			case v != "north" && v != "south" && v != "west" && v != "east":
				d.ps.At(p, "expected \"north\", \"south\", \"west\" or \"east\", got %q", v)
			case side >= MaxHexEdges:
				d.ps.At(p, "only the first %d armies can have a map edge; %q is army %d", MaxHexEdges, k, side+1)
			default:
				for len(edges) <= side {
					edges = append(edges, "")
				}
				edges[side] = v
			}
		}
		spec.Edges = edges
	}
	if g.m != nil && d.ps.Len() == 0 {
		if _, err := spec.Build(hex.Flags{}); err != nil { // everything was checked: a broken invariant of this decoder
			d.ps.At(g.path, "%s", strings.TrimPrefix(err.Error(), "hex: "))
		}
	}
}

// counter decodes a unit's place on the hex map: hex = "CCRR" (a 1-hex
// counter) or hex = ["CCRR", "CCRR"] (a 2-hex one), vertex = 0-5 (its
// facing; a 2-hex counter faces one of the two vertices square to the line
// between its hexes), or formation = "column" for a 2-hex Column, which
// faces from its first hex (its tail) to its second (its head) and gives no
// vertex. ok is false when it cannot be placed (the problem is reported,
// or the map's header was wrong).
func (d *decoder) counter(n *node, formation string) (u hex.Unit, ok bool) {
	v, p, _ := n.get("hex", true, "a hex label")
	var hs []labelAt
	good := true
	switch v := v.(type) {
	case string:
		if h, s, ok := d.hexLabel(v, p); ok {
			hs = append(hs, labelAt{h, s, p})
		} else {
			good = false
		}
	case []any:
		if len(v) != 2 {
			d.ps.At(p, "expected a hex label \"CCRR\" (a 1-hex counter) or two adjacent hexes [\"CCRR\", \"CCRR\"] (a 2-hex one), got %s", typeName(v))
			good = false
			break
		}
		for i, e := range v {
			if h, s, ok := d.hexLabel(e, tomlpos.Index(p, i)); ok {
				hs = append(hs, labelAt{h, s, tomlpos.Index(p, i)})
			} else {
				good = false
			}
		}
	default:
		d.ps.At(p, "expected a hex label \"CCRR\" (a 1-hex counter) or two adjacent hexes [\"CCRR\", \"CCRR\"] (a 2-hex one), got %s", typeName(v))
		good = false
	}
	column := formation == "column"
	two := len(hs) == 2 || isArray(v)
	vp := tomlpos.Key(n.path, "vertex")
	var f hex.Vertex
	switch {
	case column && !two:
		d.ps.At(tomlpos.Key(n.path, "formation"), "a 1-hex counter cannot be in column (only a 2-hex counter, hex = [tail, head], can)")
		good = false
	case column:
		if n.has("vertex") {
			n.get("vertex", false, "")
			d.ps.At(vp, "a column faces from its first hex (its tail) to its second (its head): give no vertex")
			good = false
		}
	default:
		x, vok := n.integer("vertex", true, "the vertex faced, 0-5")
		switch {
		case !vok:
			good = false
		case x < 0 || x > 5:
			d.ps.At(vp, "expected a vertex from 0 to 5, got %d", x)
			good = false
		default:
			f = hex.Vertex(x)
		}
	}
	if !good || len(hs) == 0 {
		return hex.Unit{}, false
	}
	if !two {
		return hex.One(hs[0].h, f), true
	}
	a, b := hs[0], hs[1]
	k, adj := a.h.DirTo(b.h)
	if !adj {
		d.ps.At(p, "hexes %s and %s are not adjacent: a 2-hex counter stands on two neighbouring hexes", a.label, b.label)
		return hex.Unit{}, false
	}
	if column {
		// R = L + D(F-1): the head is in the tail's D(F-1), F = k+1.
		return hex.Unit{L: a.h, R: b.h, Two: true, F: hex.Vertex(k).Turn(1), Column: true}, true
	}
	u, err := hex.Domino(a.h, b.h, f)
	if err != nil {
		d.ps.At(vp, "a 2-hex counter on %s and %s faces vertex %d or %d (square to the line between its hexes), got %d",
			a.label, b.label, hex.Vertex(k).Turn(1), hex.Vertex(k).Turn(4), f)
		return hex.Unit{}, false
	}
	return u, true
}

func isArray(v any) bool { _, ok := v.([]any); return ok }
