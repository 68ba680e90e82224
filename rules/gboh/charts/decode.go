package charts

import (
	_ "embed"
	"fmt"
	"io/fs"
	"maps"
	"regexp"
	"slices"
	"strings"
	"sync"

	"plateau/rules/tomlpos"
)

// MaxFileSize bounds a chart file: the shipped set is under 8 KiB.
const MaxFileSize = 1 << 20

// MaxDepth bounds how deeply a chart file may nest; the format needs 5
// (movement.hex.woods.mp.cavalry).
const MaxDepth = 8

// MaxProblems bounds the Problems reported for one file.
const MaxProblems = 100

// MaxKinds bounds the hex kinds, the hexside kinds and the Types (each).
const MaxKinds = 100

// Problem is one thing wrong with a chart file (file:line:column, key).
type Problem = tomlpos.Problem

// Errors is every Problem found in a chart file, in file order.
type Errors = tomlpos.Errors

//go:embed unofficial.toml
var unofficialTOML []byte

// DefaultName is the name Default's charts carry in messages.
const DefaultName = "unofficial.toml"

var defaultCharts = sync.OnceValues(func() (*Charts, error) { return Parse(DefaultName, unofficialTOML) })

// Default is the shipped placeholder set, labelled UNOFFICIAL. It panics
// if the embedded file does not decode, which the package's tests catch.
func Default() *Charts {
	c, err := defaultCharts()
	if err != nil {
		panic("charts: the embedded default set does not decode: " + err.Error())
	}
	return c
}

// DefaultSource is the text of the shipped set, for a player to copy.
func DefaultSource() []byte { return append([]byte(nil), unofficialTOML...) }

// Load reads and parses chart file name in fsys (rules/ does no file
// system access of its own: the caller passes os.DirFS).
func Load(fsys fs.FS, name string) (*Charts, error) {
	data, err := tomlpos.ReadFS(fsys, name, MaxFileSize, "the chart file")
	if err != nil {
		return nil, err
	}
	return Parse(name, data)
}

// Parse decodes a chart file; name is used in messages. The error is
// Errors, every Problem naming file:line:column and the key.
func Parse(name string, data []byte) (*Charts, error) {
	if len(data) > MaxFileSize {
		return nil, Errors{{File: name, Line: 1, Column: 1, Msg: fmt.Sprintf("the chart file is more than the %d bytes a chart file may be", MaxFileSize)}}
	}
	raw, pos, err := tomlpos.Decode(name, string(data), tomlpos.Options{MaxDepth: MaxDepth, HeaderParts: true},
		"each table header part, dotted key part, array and inline table is a level; the format needs 5")
	if err != nil {
		return nil, err
	}
	ps := &tomlpos.List{File: name, Pos: pos, Max: MaxProblems}
	c := &Charts{name: name, types: map[string]Column{}, hexes: map[string]HexTerrain{}, hexsides: map[string]Hexside{}, ranges: map[string]int{}}
	c.combat = combat{hits: map[string][]int{}, twoHits: map[string]TwoHits{}, heavy: map[string]bool{}, asOver: map[string][]string{}, dsOver: map[string][]string{}, terrain: map[string]int{}}
	decodeDocument(ps, c, newNode(ps, "", raw))
	if ps.Len() > 0 {
		return nil, ps.Errors()
	}
	return c, nil
}

func decodeDocument(ps *tomlpos.List, c *Charts, top *node) {
	c.unofficial, _ = top.boolean("unofficial", "unofficial = true for placeholder values")
	c.title, _ = top.str("title", "the set's title, shown beside every result")
	if _, ok := top.m["title"].(string); ok {
		switch {
		case strings.TrimSpace(c.title) == "":
			ps.At("title", "the title is empty")
		case c.unofficial && !strings.Contains(c.title, "UNOFFICIAL"):
			ps.At("title", "an unofficial set's title must say UNOFFICIAL, so that every result shown is labelled")
		}
	}
	if t := top.table("types", "the Movement Table column of each troop Type"); t != nil {
		for _, k := range t.keys() {
			if col, ok := t.column(k); ok {
				c.types[k] = col
			}
		}
		if len(c.types) > MaxKinds {
			ps.At(t.path, "more than %d Types", MaxKinds)
		}
		t.done()
	}
	if t := top.table("movement", "the Movement Table [L1186-1192]"); t != nil {
		c.altitudeUpMP, _ = t.integer("altitude_up_mp", 0, MaxMP, "the MP to climb one level [L1154]")
		c.altitudeHits, _ = t.integer("altitude_hits", 0, MaxHits, "the Cohesion hits per change of altitude [L1159]")
		if h := t.table("hex", "one table per hex kind"); h != nil {
			for _, k := range h.kinds() {
				if r := h.table(k, "the row of hex kind "+k); r != nil {
					var row HexTerrain
					row.Difficult, _ = r.boolean("difficult", "whether the kind is Difficult terrain [L1453]")
					row.cost = r.costs()
					r.done()
					c.hexes[k] = row
				}
			}
			if _, ok := c.hexes["clear"]; !ok && ps.Len() == 0 {
				ps.At(h.path, `the "clear" row is required: hexes a map does not list are clear`)
			}
			h.done()
		}
		if h := t.table("hexside", "one table per hexside kind"); h != nil {
			for _, k := range h.kinds() {
				if r := h.table(k, "the row of hexside kind "+k); r != nil {
					c.hexsides[k] = Hexside{cost: r.costs()}
					r.done()
				}
			}
			h.done()
		}
		t.done()
	}
	if t := top.table("missile", "the Missile Table [L1679-1687]"); t != nil {
		if r := t.table("range", "each weapon's range in hexes"); r != nil {
			for _, w := range Weapons {
				if v, ok := r.integer(w, 1, MaxRange, "the range in hexes of weapon "+w); ok {
					c.ranges[w] = v
				}
			}
			r.done()
		}
		decodeHits(c, t)
		t.done()
	}
	decodeCombat(c, top)
	if t := top.table("stacking", "the Stacking Table [L1361-1386]: mover column x stationary column"); t != nil {
		for _, mover := range Columns() {
			r := t.table(mover.Key(), "the row of a "+mover.Key()+" mover")
			if r == nil {
				continue
			}
			for _, still := range Columns() {
				cell := r.table(still.Key(), "{ pass = bool, mover = hits, passed = hits }")
				if cell == nil {
					continue
				}
				p := &c.stacking[mover][still]
				p.Allowed, _ = cell.boolean("pass", "whether the mover may move through")
				p.Mover, _ = cell.integer("mover", 0, MaxHits, "the mover's Cohesion hits")
				p.Passed, _ = cell.integer("passed", 0, MaxHits, "the hits of the unit passed through")
				cell.done()
			}
			r.done()
		}
		t.done()
	}
	top.done()
}

var kindRE = regexp.MustCompile(`^[a-z][a-z0-9_-]*$`)

// kinds are the table's keys, each checked as a terrain kind name.
func (n *node) kinds() []string {
	var out []string
	for _, k := range n.keys() {
		if !kindRE.MatchString(k) {
			n.expect(k)
			n.ps.At(n.key(k), "kind %q: a kind is lowercase letters, digits, _ and -", k)
			continue
		}
		out = append(out, k)
	}
	if len(out) > MaxKinds {
		n.ps.At(n.path, "more than %d kinds", MaxKinds)
		out = out[:MaxKinds]
	}
	return out
}

// column reads a column name.
func (n *node) column(k string) (Column, bool) {
	s, ok := n.str(k, "a Movement Table column")
	if !ok {
		return 0, false
	}
	i := slices.Index(columnKeys[:], s)
	if i < 0 {
		n.ps.At(n.key(k), "unknown column %q (one of %s)", s, strings.Join(columnKeys[:], ", "))
		return 0, false
	}
	return Column(i), true
}

// costs reads a row's mp and hits tables, every column required.
func (n *node) costs() (out [numColumns]Cost) {
	mp := n.table("mp", "the MP by column (0-13 or \"prohibited\")")
	hits := n.table("hits", "the Cohesion hits by column")
	for _, c := range Columns() {
		if mp != nil {
			if v, ok := mp.get(c.Key(), "an MP cost or \"prohibited\""); ok {
				if s, isStr := v.(string); isStr && s == "prohibited" {
					out[c].Prohibited = true
				} else {
					out[c].MP, _ = intValue(n.ps, mp.key(c.Key()), v, 0, MaxMP, "an MP cost")
				}
			}
		}
		if hits != nil {
			out[c].Hits, _ = hits.integer(c.Key(), 0, MaxHits, "Cohesion hits")
		}
	}
	if mp != nil {
		mp.done()
	}
	if hits != nil {
		hits.done()
	}
	return out
}

// node is one TOML table being decoded: typed getters that report wrong
// types and missing keys (every key of this format is required), and done,
// which reports every key nobody asked for.
type node struct {
	ps    *tomlpos.List
	path  string
	m     map[string]any
	asked map[string]bool
}

func newNode(ps *tomlpos.List, path string, m map[string]any) *node {
	return &node{ps: ps, path: path, m: m, asked: map[string]bool{}}
}

func (n *node) key(k string) string { return tomlpos.Key(n.path, k) }

func (n *node) keys() []string { return slices.Sorted(maps.Keys(n.m)) }

func (n *node) expect(k string) { n.asked[k] = true }

func (n *node) get(k, want string) (any, bool) {
	n.asked[k] = true
	v, ok := n.m[k]
	if !ok {
		n.ps.At(n.key(k), "missing required key (expected %s)", want)
	}
	return v, ok
}

func (n *node) done() {
	for _, k := range n.keys() {
		if !n.asked[k] {
			n.ps.At(n.key(k), "unknown key %q (known keys here: %s)", k, strings.Join(slices.Sorted(maps.Keys(n.asked)), ", "))
		}
	}
}

func (n *node) table(k, want string) *node {
	v, ok := n.get(k, want)
	if !ok {
		return nil
	}
	m, isTable := v.(map[string]any)
	if !isTable {
		n.ps.At(n.key(k), "expected %s (a table), got %T", want, v)
		return nil
	}
	return newNode(n.ps, n.key(k), m)
}

func (n *node) boolean(k, want string) (bool, bool) {
	v, ok := n.get(k, want)
	if !ok {
		return false, false
	}
	b, isBool := v.(bool)
	if !isBool {
		n.ps.At(n.key(k), "expected %s (true or false)", want)
	}
	return b, isBool
}

func (n *node) str(k, want string) (string, bool) {
	v, ok := n.get(k, want)
	if !ok {
		return "", false
	}
	s, isStr := v.(string)
	if !isStr {
		n.ps.At(n.key(k), "expected %s (a string)", want)
	}
	return s, isStr
}

func (n *node) integer(k string, lo, hi int, want string) (int, bool) {
	v, ok := n.get(k, want)
	if !ok {
		return 0, false
	}
	return intValue(n.ps, n.key(k), v, lo, hi, want)
}

func intValue(ps *tomlpos.List, path string, v any, lo, hi int, want string) (int, bool) {
	i, isInt := v.(int64)
	if !isInt {
		ps.At(path, "expected %s (an integer from %d to %d)", want, lo, hi)
		return 0, false
	}
	if i < int64(lo) || i > int64(hi) {
		ps.At(path, "%d is out of range: expected %s from %d to %d", i, want, lo, hi)
		return 0, false
	}
	return int(i), true
}
