package hex

import (
	"fmt"
	"slices"
)

// HexFlags are the per-hex facts the geometry needs (spec §4.3); what else a
// terrain type means is the ruleset's terrain chart, keyed by Terrain.Kind.
type HexFlags uint8

const (
	// BlocksLOS: the hex's terrain fills it and blocks line of sight; LOS
	// may enter it but not pass through [L969], [L979].
	BlocksLOS HexFlags = 1 << iota
	// Impassable: no unit may enter; blocks the LOC [L368], [L999].
	Impassable
	// Cover: castle, town or village, where a unit may "take cover"
	// [L762-L764].
	Cover
	// BridgeHex: a bridge hex; no unit may end a move on it [L579-L581].
	BridgeHex
	// ClearHex: the terrain chart's "clear" (Momentum needs it [L1064]).
	ClearHex
)

// Terrain is what one hex holds: its terrain chart row, its elevation level
// and its flags (spec §4.3).
type Terrain struct {
	Kind      string // terrain chart row ("clear", "woods", "town", ...)
	Elevation int    // level; higher hexes block sight [L969]
	Flags     HexFlags
}

// SideFlags are the per-hexside facts (spec §4.3, §11.7).
type SideFlags uint8

const (
	// Reciprocal: a reciprocal hexside feature (hedge, stream, bridge,
	// berm, abatis, entrenchment) [L1331-L1347].
	Reciprocal SideFlags = 1 << iota
	// SideBlocksLOS: the terrain chart says the feature blocks LOS; a
	// reciprocal one still lets LOS into the hex just behind it [L1336].
	SideBlocksLOS
	// CrestClear: never blocks LOS for a viewer on top of a steep slope
	// (hedges and berms [L1336]).
	CrestClear
	// BridgeSide: a bridge hexside; no unit may end straddling it
	// [L579-L581].
	BridgeSide
	// StopsLOFAfter: point-blank fire goes into the hex just behind this
	// hexside and stops there (hedges [L935]).
	StopsLOFAfter
)

// Slope is a hexside's slope (scenario data [L975]).
type Slope uint8

const (
	NoSlope Slope = iota
	// Gentle slopes stop point-blank fire [L935], [L975].
	Gentle
	// Steep slopes stop point-blank fire and make a blind zone below them
	// [L975-L977].
	Steep
)

// Side is what one hexside holds: a feature kind (terrain chart key), flags,
// and for a slope its kind and the hex on its high side.
type Side struct {
	Kind  string
	Flags SideFlags
	Slope Slope
	High  Hex // the upper of the two hexes; meaningful when Slope != NoSlope
}

// Map is a hex map over the table: a rectangle of Cols×Rows hexes in the
// offset layout Parity, with per-hex terrain, per-hexside features, an
// ordered stack of counter ids per hex and each side's friendly map edge.
// Everything is held in hex-indexed slices (Index), so that a query never
// hashes.
type Map struct {
	Layout           Layout
	Cols, Rows       int
	Parity           Parity
	ColBase, RowBase int // the label numbers of offset column 0 and row 0 (usually 1)

	terrain []Terrain
	sides   []Side // 3 per hex of the grid padded by one hex all round
	stacks  [][]int32
	edges   [][]Hex
	edgeD   [][]int32 // per side, per hex: distance to the nearest friendly edge hex
	steep   int       // steep hexsides on the map (LOS skips blind-zone work without any)
}

// MaxDim bounds the columns and rows: fewer than MaxDim of each (at most
// 99), as CCRR labels have two digits each.
const MaxDim = 100

// NewMap is an empty map (every hex clear, elevation 0, no features) of
// cols×rows hexes, labelled from 01 (ColBase = RowBase = 1).
func NewMap(l Layout, cols, rows int, p Parity) (*Map, error) {
	if err := l.Check(); err != nil {
		return nil, err
	}
	if cols < 1 || rows < 1 || cols >= MaxDim || rows >= MaxDim {
		return nil, fmt.Errorf("hex: map of %d×%d hexes, want 1-%d columns and rows", cols, rows, MaxDim-1)
	}
	if !p.fits(l.Orientation) {
		return nil, fmt.Errorf("hex: %v offsets on a %v-top map, want %s", p, l.Orientation, map[Orientation]string{Flat: "odd-q or even-q", Pointy: "odd-r or even-r"}[l.Orientation])
	}
	m := &Map{Layout: l, Cols: cols, Rows: rows, Parity: p, ColBase: 1, RowBase: 1}
	n := cols * rows
	m.terrain = make([]Terrain, n)
	for i := range m.terrain {
		m.terrain[i] = Terrain{Kind: "clear", Flags: ClearHex}
	}
	m.sides = make([]Side, (cols+2)*(rows+2)*3)
	m.stacks = make([][]int32, n)
	return m, nil
}

// Len is the number of hexes on the map (the length of a hex-indexed slice).
func (m *Map) Len() int { return m.Cols * m.Rows }

// Index is h's index in hex-indexed slices, and false when h is off the
// map (the off-map test, [L1107], [L1285]).
func (m *Map) Index(h Hex) (int, bool) {
	col, row := m.Parity.ToOffset(h)
	if col < 0 || col >= m.Cols || row < 0 || row >= m.Rows {
		return -1, false
	}
	return row*m.Cols + col, true
}

// HexAt is the hex of index i (the inverse of Index).
func (m *Map) HexAt(i int) Hex { return m.Parity.FromOffset(i%m.Cols, i/m.Cols) }

// Contains reports whether h is on the map.
func (m *Map) Contains(h Hex) bool { _, ok := m.Index(h); return ok }

// Terrain is h's terrain; off the map, the zero Terrain with Impassable.
func (m *Map) Terrain(h Hex) Terrain {
	if i, ok := m.Index(h); ok {
		return m.terrain[i]
	}
	return Terrain{Kind: "off-map", Flags: Impassable}
}

// SetTerrain sets h's terrain.
func (m *Map) SetTerrain(h Hex, t Terrain) error {
	i, ok := m.Index(h)
	if !ok {
		return fmt.Errorf("hex: terrain for %s, which is off the map", m.Label(h))
	}
	m.terrain[i] = t
	return nil
}

// sideIndex is the storage slot of the hexside between h and h+D(d): the
// hex of the pair owning directions D0..D2 keeps it. ok is false when both
// hexes are off the map.
func (m *Map) sideIndex(h Hex, d Dir) (int, bool) {
	d = d.Turn(0)
	if d >= 3 {
		h, d = h.Neighbor(d), d-3
	}
	col, row := m.Parity.ToOffset(h)
	if col < -1 || col > m.Cols || row < -1 || row > m.Rows {
		return 0, false
	}
	if !m.Contains(h) && !m.Contains(h.Neighbor(d)) {
		return 0, false
	}
	return ((row+1)*(m.Cols+2)+col+1)*3 + int(d), true
}

// Side is the hexside between h and h+D(d) (the same Side seen from both of
// its hexes).
func (m *Map) Side(h Hex, d Dir) Side {
	if i, ok := m.sideIndex(h, d); ok {
		return m.sides[i]
	}
	return Side{}
}

// side is Side by pointer for the inner loops.
func (m *Map) side(h Hex, d Dir) *Side {
	if i, ok := m.sideIndex(h, d); ok {
		return &m.sides[i]
	}
	return &noSide
}

var noSide Side

// SetSide sets the hexside between h and h+D(d). A slope's High must be one
// of its two hexes.
func (m *Map) SetSide(h Hex, d Dir, s Side) error {
	i, ok := m.sideIndex(h, d)
	if !ok {
		return fmt.Errorf("hex: hexside %s/D%d is off the map", m.Label(h), d)
	}
	if s.Slope != NoSlope && s.High != h && s.High != h.Neighbor(d) {
		return fmt.Errorf("hex: slope %s/D%d has its high side at %s, want %s or %s", m.Label(h), d, m.Label(s.High), m.Label(h), m.Label(h.Neighbor(d)))
	}
	if m.sides[i].Slope == Steep {
		m.steep--
	}
	if s.Slope == Steep {
		m.steep++
	}
	m.sides[i] = s
	return nil
}

// Stack is the ordered stack in h, bottom first, top last (the order
// matters for artillery [L630]). The slice is the map's: do not modify it.
func (m *Map) Stack(h Hex) []int32 {
	if i, ok := m.Index(h); ok {
		return m.stacks[i]
	}
	return nil
}

// Top is the counter on top of h's stack.
func (m *Map) Top(h Hex) (int32, bool) {
	s := m.Stack(h)
	if len(s) == 0 {
		return 0, false
	}
	return s[len(s)-1], true
}

// Place puts counter id into h's stack at position pos (0 = bottom;
// pos >= the stack's height, or -1, puts it on top).
func (m *Map) Place(h Hex, id int32, pos int) error {
	i, ok := m.Index(h)
	if !ok {
		return fmt.Errorf("hex: counter %d placed at %s, which is off the map", id, m.Label(h))
	}
	s := m.stacks[i]
	if pos < 0 || pos > len(s) {
		pos = len(s)
	}
	m.stacks[i] = slices.Insert(s, pos, id)
	return nil
}

// Remove takes counter id out of h's stack and reports whether it was there.
func (m *Map) Remove(h Hex, id int32) bool {
	i, ok := m.Index(h)
	if !ok {
		return false
	}
	k := slices.Index(m.stacks[i], id)
	if k < 0 {
		return false
	}
	m.stacks[i] = slices.Delete(m.stacks[i], k, k+1)
	return true
}

// Move takes counter id from the stack in from and puts it on top of the
// one in to.
func (m *Map) Move(id int32, from, to Hex) error {
	if !m.Contains(to) {
		return fmt.Errorf("hex: counter %d moved to %s, which is off the map", id, m.Label(to))
	}
	if !m.Remove(from, id) {
		return fmt.Errorf("hex: counter %d is not in %s", id, m.Label(from))
	}
	return m.Place(to, id, -1)
}

// Border is one side of the map's rectangle.
type Border uint8

const (
	North Border = iota // row 0
	South               // the last row
	West                // column 0
	East                // the last column
)

// BorderHexes are the hexes of one side of the map's rectangle, in column
// or row order (a scenario's friendly edge is often one of them).
func (m *Map) BorderHexes(b Border) []Hex {
	var out []Hex
	switch b {
	case North, South:
		row := 0
		if b == South {
			row = m.Rows - 1
		}
		for c := 0; c < m.Cols; c++ {
			out = append(out, m.Parity.FromOffset(c, row))
		}
	default:
		col := 0
		if b == East {
			col = m.Cols - 1
		}
		for r := 0; r < m.Rows; r++ {
			out = append(out, m.Parity.FromOffset(col, r))
		}
	}
	return out
}

// SetEdge sets side's friendly map edge: the hexes its units retreat and
// rout towards [L1119], [L1285] (scenario data). Sides are numbered from 0.
func (m *Map) SetEdge(side int, hexes []Hex) error {
	if side < 0 || side > 15 {
		return fmt.Errorf("hex: edge for side %d, want 0-15", side)
	}
	for _, h := range hexes {
		if !m.Contains(h) {
			return fmt.Errorf("hex: edge hex %s of side %d is off the map", m.Label(h), side)
		}
	}
	for len(m.edges) <= side {
		m.edges = append(m.edges, nil)
		m.edgeD = append(m.edgeD, nil)
	}
	m.edges[side] = slices.Clone(hexes)
	d := make([]int32, m.Len())
	for i := range d {
		h, best := m.HexAt(i), int32(-1)
		for _, e := range hexes {
			if k := int32(Dist(h, e)); best < 0 || k < best {
				best = k
			}
		}
		d[i] = best
	}
	m.edgeD[side] = d
	return nil
}

// Edge is side's friendly edge hexes.
func (m *Map) Edge(side int) []Hex {
	if side < 0 || side >= len(m.edges) {
		return nil
	}
	return m.edges[side]
}

// EdgeDist is the hex distance from h to side's nearest friendly edge hex,
// and -1 when h is off the map or the side has no edge.
func (m *Map) EdgeDist(side int, h Hex) int {
	i, ok := m.Index(h)
	if !ok || side < 0 || side >= len(m.edgeD) || m.edgeD[side] == nil || len(m.edges[side]) == 0 {
		return -1
	}
	return int(m.edgeD[side][i])
}

// OnEdge reports whether h is one of side's friendly edge hexes.
func (m *Map) OnEdge(side int, h Hex) bool { return m.EdgeDist(side, h) == 0 }
