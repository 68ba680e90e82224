package musketpike

import (
	"errors"
	"fmt"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
	"plateau/rules/table"
)

// board is a battle's hex map with the charts that say what its terrain
// does: built once from the table's hex.Spec, which never changes during a
// battle and which every Clone of the state shares (table.Table.Hexes), so
// that a Check made every drag frame never rebuilds it.
type board struct {
	m      *hex.Map
	charts *charts.Charts
	tec    *charts.Terrain
}

// boards is each map's board, built once (hex.Cache).
var boards hex.Cache[*board]

// errNoMap is Setup's error for a table without a hex map.
var errNoMap = errors.New("musketpike: the scenario has no hex map ([hexes]): Musket & Pike is played on hexes (spec §12)")

// boardOf is the board of s's hex map.
func boardOf(s *rules.State) (*board, error) {
	spec := s.Table.Hexes
	if spec == nil {
		return nil, errNoMap
	}
	return boards.Of(spec, func(spec *hex.Spec) (*board, error) {
		c, err := chartsOf(spec)
		if err != nil {
			return nil, err
		}
		return buildBoard(spec, c)
	})
}

// chartsOf is the chart set spec's battle is played with: the scenario's
// own chart file when it names one ([hexes] charts = FILE, its text in
// spec.Charts), else the shipped set. A file that does not decode is
// refused at Setup with every problem's file, line and key.
func chartsOf(spec *hex.Spec) (*charts.Charts, error) {
	if spec.Charts == "" {
		return charts.Default(), nil
	}
	c, err := charts.Parse(spec.ChartsFile, []byte(spec.Charts))
	if err != nil {
		return nil, fmt.Errorf("musketpike: the scenario's chart file: %w", err)
	}
	return c, nil
}

// slopeKinds are the terrain chart rows of a hexside's slope (the map's
// Side.Slope, scenario data [L975]).
var slopeKinds = map[hex.Slope]string{hex.Gentle: "gentle_slope", hex.Steep: "steep_slope"}

// buildBoard builds spec's map with the flags the charts give its kinds,
// and checks that the charts know every kind the map uses.
func buildBoard(spec *hex.Spec, c *charts.Charts) (*board, error) {
	tec := c.Terrain()
	for _, h := range spec.Hexes {
		if _, ok := tec.Hex(h.Kind); !ok {
			return nil, fmt.Errorf("musketpike: map hex %s is %q, which the terrain chart does not know (it knows %v)", h.At, h.Kind, tec.HexKinds())
		}
	}
	for _, sd := range spec.Sides {
		if _, ok := tec.Hexside(sd.Kind); sd.Kind != "" && !ok {
			return nil, fmt.Errorf("musketpike: map hexside %s-%s is %q, which the terrain chart does not know (it knows %v)", sd.A, sd.B, sd.Kind, tec.HexsideKinds())
		}
		if k, ok := slopeKinds[slopeOf(sd.Slope)]; ok {
			if _, ok := tec.Hexside(k); !ok {
				return nil, fmt.Errorf("musketpike: map hexside %s-%s has a %s slope, which the terrain chart has no %q row for", sd.A, sd.B, sd.Slope, k)
			}
		}
	}
	m, err := spec.Build(hex.Flags{Hex: hexFlags(tec), Side: sideFlags(tec)})
	if err != nil {
		return nil, fmt.Errorf("musketpike: %w", err)
	}
	return &board{m: m, charts: c, tec: tec}, nil
}

func slopeOf(name string) hex.Slope {
	switch name {
	case "gentle":
		return hex.Gentle
	case "steep":
		return hex.Steep
	}
	return hex.NoSlope
}

// hexFlags are the geometry's flags of each hex kind, from the chart.
func hexFlags(tec *charts.Terrain) func(string) hex.HexFlags {
	return func(kind string) hex.HexFlags {
		t, _ := tec.Hex(kind)
		var f hex.HexFlags
		if t.BlocksLOS {
			f |= hex.BlocksLOS
		}
		impassable := true
		for c := charts.Cavalry; c <= charts.Artillery; c++ {
			impassable = impassable && t.Cost(c).Prohibited
		}
		if impassable {
			f |= hex.Impassable // blocks the LOC [L368]
		}
		switch kind {
		case "clear":
			f |= hex.ClearHex
		case "bridge":
			f |= hex.BridgeHex
		case "castle", "town", "village":
			f |= hex.Cover // take cover [L762]
		}
		return f
	}
}

// sideFlags are the geometry's flags of each hexside feature kind: every
// hexside feature of the chart is reciprocal [L1331-L1347].
func sideFlags(tec *charts.Terrain) func(string) hex.SideFlags {
	return func(kind string) hex.SideFlags {
		t, _ := tec.Hexside(kind)
		f := hex.Reciprocal
		if t.BlocksLOS {
			f |= hex.SideBlocksLOS
		}
		switch kind {
		case "hedge":
			f |= hex.CrestClear | hex.StopsLOFAfter // [L1336], [L935]
		case "berm":
			f |= hex.CrestClear // [L1336]
		case "bridge":
			f |= hex.BridgeSide // [L579]
		}
		return f
	}
}

// place is the footprint and facing a unit's counter stands for, false
// when its pose is off the grid or off the map. A counter without a facing
// (a leader, limbered guns, a Morale-Broken unit [L447]) is read by its
// position alone, whatever way it is drawn.
func (bd *board) place(u *rules.Unit, p geom.Pose) (hex.Unit, bool) {
	l := bd.m.Layout
	var at hex.Unit
	var ok bool
	if !twoHex(u) && !hasFacing(u) {
		h := l.At(p.Pos)
		at, ok = hex.One(h, hex.NoFacing), l.Centre(h).Dist(p.Pos) <= hex.PoseTolerance*l.Size
	} else {
		at, ok = l.UnitAt(p, twoHex(u), twoHex(u) && inColumn(u))
		if !hasFacing(u) {
			at.F = hex.NoFacing
		}
	}
	if !ok {
		return at, false
	}
	for _, h := range at.Hexes() {
		if !bd.m.Contains(h) {
			return at, false
		}
	}
	return at, true
}

// onGrid reports whether pose p stands on the grid for u, on the map or
// beyond its edge.
func (bd *board) onGrid(u *rules.Unit, p geom.Pose) bool {
	if !twoHex(u) && !hasFacing(u) {
		h := bd.m.Layout.At(p.Pos)
		return bd.m.Layout.Centre(h).Dist(p.Pos) <= hex.PoseTolerance*bd.m.Layout.Size
	}
	_, ok := bd.m.Layout.UnitAt(p, twoHex(u), twoHex(u) && inColumn(u))
	return ok
}

// occupant is a counter on the map: its unit, its base and its hexes.
type occupant struct {
	u  *rules.Unit
	b  *table.Base
	at hex.Unit
}

// occupants are the counters whose base reaches into box, found through
// the table's spatial index and read onto the grid: a move's check looks
// at the few counters near its path, never at the whole table. Counters
// off the grid are left out (Setup refuses them).
func (bd *board) occupants(s *rules.State, box geom.AABB, dst []occupant) []occupant {
	var buf [64]int
	for _, i := range s.Table.Near(buf[:0], box) {
		b := &s.Table.Bases[i]
		u, ok := s.Unit(b.Unit)
		if !ok {
			continue
		}
		if at, ok := bd.place(u, b.Shape.Pose()); ok {
			dst = append(dst, occupant{u: u, b: b, at: at})
		}
	}
	return dst
}

// hexBox is the box around the centres of hexes hs, grown by a margin
// that keeps every counter standing on one of them (the spatial index
// tests boxes, and a counter's box holds the centre of each of its hexes).
func (bd *board) hexBox(hs []hex.Hex) geom.AABB {
	l := bd.m.Layout
	box := geom.AABB{Min: l.Centre(hs[0]), Max: l.Centre(hs[0])}
	for _, h := range hs[1:] {
		c := l.Centre(h)
		box = box.Union(geom.AABB{Min: c, Max: c})
	}
	return box.Grow(hex.PoseTolerance * l.Size)
}

// unitAt is the counter of unit u as it stands now, false when it is not
// on the table or off the grid.
func (bd *board) unitAt(s *rules.State, u *rules.Unit) (hex.Unit, *table.Base, bool) {
	if len(u.Bases) == 0 {
		return hex.Unit{}, nil, false
	}
	b, ok := s.Base(u.Bases[0])
	if !ok {
		return hex.Unit{}, nil, false
	}
	at, ok := bd.place(u, b.Shape.Pose())
	return at, b, ok
}

// label is a hex's CCRR label, as players read the map [L587].
func (bd *board) label(h hex.Hex) string { return bd.m.Label(h) }
