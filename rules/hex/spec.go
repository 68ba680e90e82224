package hex

import (
	"fmt"
	"math"

	"plateau/rules/geom"
)

// Spec is a hex map as plain data: what a scenario's [hexes] section gives
// and a battle's table keeps (table.Table.Hexes), so that it is saved,
// hashed and drawn with the rest of the state. It never changes during a
// battle. Build makes the Map the queries use; what a terrain kind means
// (its flags) is the ruleset's chart, passed to Build.
type Spec struct {
	Orientation string     `json:"orientation"` // "flat" or "pointy"
	Size        float64    `json:"size"`        // cm between adjacent centres (Layout.Size)
	Origin      geom.Vec   `json:"origin"`      // the centre of the hex at offset column 0, row 0
	Cols        int        `json:"cols"`
	Rows        int        `json:"rows"`
	Parity      string     `json:"parity"`            // "odd-q", "even-q" (flat) or "odd-r", "even-r" (pointy)
	ColBase     int        `json:"colBase,omitempty"` // label number of column 0; 0 reads as 1
	RowBase     int        `json:"rowBase,omitempty"` // label number of row 0; 0 reads as 1
	Hexes       []HexSpec  `json:"hexes,omitempty"`   // hexes not listed are clear, at elevation 0
	Sides       []SideSpec `json:"sides,omitempty"`   // hexsides not listed hold nothing
	// Edges are the sides' friendly map edges, in the order of the sides
	// (State.Sides): "north", "south", "west", "east", or "" for none.
	Edges []string `json:"edges,omitempty"`
	// Charts is the text of the ruleset's chart file when the scenario
	// names its own ([hexes] charts = FILE, docs/scenario-format.md), and
	// ChartsFile the name it gave; both empty for the ruleset's shipped
	// set. The text travels with the map so that a save or a position
	// replays on the charts it was played with.
	Charts     string `json:"charts,omitempty"`
	ChartsFile string `json:"chartsFile,omitempty"`
}

// HexSpec is one hex's terrain: a chart row and an elevation level.
type HexSpec struct {
	At        string `json:"at"`   // CCRR label
	Kind      string `json:"kind"` // terrain chart row
	Elevation int    `json:"elevation,omitempty"`
}

// SideSpec is one hexside: the two hexes it parts, a feature kind (a
// hexside chart row, or none for a bare slope), and a slope with its high
// hex.
type SideSpec struct {
	A     string `json:"a"` // CCRR labels of the two adjacent hexes
	B     string `json:"b"`
	Kind  string `json:"kind,omitempty"`
	Slope string `json:"slope,omitempty"` // "", "gentle" or "steep"
	High  string `json:"high,omitempty"`  // A or B: the upper hex of a slope
}

// Limits of a Spec, so that a hostile scenario cannot make a map no table
// can hold.
const (
	MinSize      = 0.5 // cm: a counter must stay visible
	MaxSize      = 100 // cm: one hex larger than most tables
	MaxElevation = 99  // levels, either way
	MaxCoord     = 1e5 // cm: an origin farther than a kilometre is a typo
)

// Orientations and parities by the names Spec uses.
var (
	orientationNames = map[string]Orientation{"pointy": Pointy, "flat": Flat}
	parityNames      = map[string]Parity{"odd-q": OddQ, "even-q": EvenQ, "odd-r": OddR, "even-r": EvenR}
	slopeNames       = map[string]Slope{"": NoSlope, "gentle": Gentle, "steep": Steep}
	borderNames      = map[string]Border{"north": North, "south": South, "west": West, "east": East}
)

// Layout is the spec's layout, and an error naming the bad field.
func (s *Spec) Layout() (Layout, error) {
	o, ok := orientationNames[s.Orientation]
	if !ok {
		return Layout{}, fmt.Errorf("hex: orientation %q, want \"flat\" or \"pointy\"", s.Orientation)
	}
	if !(s.Size >= MinSize && s.Size <= MaxSize) {
		return Layout{}, fmt.Errorf("hex: hex size %v cm, want %v to %v", s.Size, MinSize, MaxSize)
	}
	if !(math.Abs(s.Origin.X) <= MaxCoord && math.Abs(s.Origin.Y) <= MaxCoord) {
		return Layout{}, fmt.Errorf("hex: origin (%v, %v) cm, want each within ±%v", s.Origin.X, s.Origin.Y, MaxCoord)
	}
	return Layout{Orientation: o, Size: s.Size, Origin: s.Origin}, nil
}

// Flags tell Build what the ruleset's charts say of each kind. A nil
// function gives no flags.
type Flags struct {
	Hex  func(kind string) HexFlags
	Side func(kind string) SideFlags
}

// Build is the Map the spec describes, with each kind's flags from f. The
// error names the entry at fault (its index and label), so that a scenario
// decoder can point at the line.
func (s *Spec) Build(f Flags) (*Map, error) {
	l, err := s.Layout()
	if err != nil {
		return nil, err
	}
	p, ok := parityNames[s.Parity]
	if !ok {
		return nil, fmt.Errorf("hex: parity %q, want odd-q, even-q, odd-r or even-r", s.Parity)
	}
	m, err := NewMap(l, s.Cols, s.Rows, p)
	if err != nil {
		return nil, err
	}
	for _, b := range []struct {
		v    int
		name string
		to   *int
	}{{s.ColBase, "column", &m.ColBase}, {s.RowBase, "row", &m.RowBase}} {
		switch {
		case b.v == 0:
		case b.v < 0 || b.v > 99:
			return nil, fmt.Errorf("hex: first %s number %d, want 0-99", b.name, b.v)
		default:
			*b.to = b.v
		}
	}
	if m.ColBase+m.Cols-1 > 99 || m.RowBase+m.Rows-1 > 99 {
		return nil, fmt.Errorf("hex: %d columns from %02d and %d rows from %02d do not fit two-digit labels", m.Cols, m.ColBase, m.Rows, m.RowBase)
	}
	seen := make(map[Hex]bool, len(s.Hexes))
	for i, e := range s.Hexes {
		h, err := m.ParseLabel(e.At)
		if err != nil {
			return nil, fmt.Errorf("hex: hexes[%d]: %w", i, err)
		}
		if seen[h] {
			return nil, fmt.Errorf("hex: hexes[%d]: hex %s is given twice", i, e.At)
		}
		seen[h] = true
		if e.Kind == "" {
			return nil, fmt.Errorf("hex: hexes[%d]: hex %s has no terrain kind", i, e.At)
		}
		if e.Elevation < -MaxElevation || e.Elevation > MaxElevation {
			return nil, fmt.Errorf("hex: hexes[%d]: elevation %d at %s, want -%d to %d", i, e.Elevation, e.At, MaxElevation, MaxElevation)
		}
		t := Terrain{Kind: e.Kind, Elevation: e.Elevation}
		if f.Hex != nil {
			t.Flags = f.Hex(e.Kind)
		}
		_ = m.SetTerrain(h, t)
	}
	type pair struct {
		h Hex
		d Dir
	}
	sides := make(map[pair]bool, len(s.Sides))
	for i, e := range s.Sides {
		a, err := m.ParseLabel(e.A)
		if err != nil {
			return nil, fmt.Errorf("hex: sides[%d]: %w", i, err)
		}
		b, err := m.ParseLabel(e.B)
		if err != nil {
			return nil, fmt.Errorf("hex: sides[%d]: %w", i, err)
		}
		d, ok := a.DirTo(b)
		if !ok {
			return nil, fmt.Errorf("hex: sides[%d]: hexes %s and %s are not adjacent", i, e.A, e.B)
		}
		key := pair{a, d}
		if d >= 3 {
			key = pair{b, d.Opposite()}
		}
		if sides[key] {
			return nil, fmt.Errorf("hex: sides[%d]: the hexside %s-%s is given twice", i, e.A, e.B)
		}
		sides[key] = true
		sl, ok := slopeNames[e.Slope]
		if !ok {
			return nil, fmt.Errorf("hex: sides[%d]: slope %q, want \"gentle\" or \"steep\"", i, e.Slope)
		}
		side := Side{Kind: e.Kind, Slope: sl}
		switch {
		case sl == NoSlope && e.High != "":
			return nil, fmt.Errorf("hex: sides[%d]: high %q on a hexside with no slope", i, e.High)
		case sl != NoSlope && e.High == e.A:
			side.High = a
		case sl != NoSlope && e.High == e.B:
			side.High = b
		case sl != NoSlope:
			return nil, fmt.Errorf("hex: sides[%d]: the slope's high hex %q, want %s or %s", i, e.High, e.A, e.B)
		}
		if e.Kind == "" && sl == NoSlope {
			return nil, fmt.Errorf("hex: sides[%d]: the hexside %s-%s holds neither a feature nor a slope", i, e.A, e.B)
		}
		if f.Side != nil && e.Kind != "" {
			side.Flags = f.Side(e.Kind)
		}
		if err := m.SetSide(a, d, side); err != nil {
			return nil, fmt.Errorf("hex: sides[%d]: %w", i, err)
		}
	}
	for i, e := range s.Edges {
		if e == "" {
			continue
		}
		b, ok := borderNames[e]
		if !ok {
			return nil, fmt.Errorf("hex: edges[%d]: %q, want north, south, west, east or \"\"", i, e)
		}
		if err := m.SetEdge(i, m.BorderHexes(b)); err != nil {
			return nil, fmt.Errorf("hex: edges[%d]: %w", i, err)
		}
	}
	return m, nil
}

// Bounds is the table rectangle the map's hexes cover: the least and the
// greatest corner coordinates. A scenario checks that its table holds it.
func (s *Spec) Bounds() (lo, hi geom.Vec, err error) {
	m, err := s.Build(Flags{})
	if err != nil {
		return geom.Vec{}, geom.Vec{}, err
	}
	lo = geom.Vec{X: math.Inf(1), Y: math.Inf(1)}
	hi = geom.Vec{X: math.Inf(-1), Y: math.Inf(-1)}
	for _, b := range []Border{North, South, West, East} {
		for _, h := range m.BorderHexes(b) {
			for _, c := range m.Layout.Corners(h) {
				lo.X, lo.Y = math.Min(lo.X, c.X), math.Min(lo.Y, c.Y)
				hi.X, hi.Y = math.Max(hi.X, c.X), math.Max(hi.Y, c.Y)
			}
		}
	}
	return lo, hi, nil
}
