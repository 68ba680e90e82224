package gboh

import (
	"errors"
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/gboh/charts"
	"plateau/rules/geom"
	"plateau/rules/hex"
)

// board is a battle's hex map with the charts that say what its terrain
// does, built once per hex.Spec (the states of a battle share one).
type board struct {
	m  *hex.Map
	ch *charts.Charts
}

// boards is each map's board, built once (hex.Cache).
var boards hex.Cache[*board]

var errNoMap = errors.New("gboh: the scenario has no hex map ([hexes]): Great Battles of History is played on hexes [L11-15]")

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

func buildBoard(spec *hex.Spec, c *charts.Charts) (*board, error) {
	for _, h := range spec.Hexes {
		if _, ok := c.Hex(h.Kind); !ok {
			return nil, fmt.Errorf("gboh: map hex %s is %q, which the Movement Table does not know (it knows %v)", h.At, h.Kind, c.HexKinds())
		}
	}
	for _, sd := range spec.Sides {
		if _, ok := c.Hexside(sd.Kind); sd.Kind != "" && !ok {
			return nil, fmt.Errorf("gboh: map hexside %s-%s is %q, which the Movement Table does not know (it knows %v)", sd.A, sd.B, sd.Kind, c.HexsideKinds())
		}
	}
	m, err := spec.Build(hex.Flags{Hex: func(kind string) hex.HexFlags {
		t, _ := c.Hex(kind)
		for _, col := range charts.Columns() {
			if !t.Cost(col).Prohibited {
				return 0
			}
		}
		return hex.Impassable
	}})
	if err != nil {
		return nil, fmt.Errorf("gboh: %w", err)
	}
	return &board{m: m, ch: c}, nil
}

// column is the Movement Table column u moves by: leaders and heroes
// that of cavalry [L1111-1116].
func (bd *board) column(u *rules.Unit) charts.Column {
	if isIndividual(u) {
		return charts.Cavalry
	}
	c, _ := bd.ch.Column(troop(u)) // on foot, dismounted cavalry moves as HAI [L2099-2102]
	return c
}

// counter is where a counter stands: its hexes and facing. A Normal
// unit faces a vertex (F); a Column faces a hexside (Side) [L1220-1221];
// leaders and heroes have no facing. hex.Unit has no 1-hex Column facing
// a hexside, so the side is kept beside it (see doc.go, for rules/hex).
type counter struct {
	at     hex.Unit
	col    bool
	side   hex.Dir
	facing bool
}

// hex is the counter's (first) hex.
func (c counter) hex() hex.Hex { return c.at.L }

// pose is where counter c is drawn.
func (bd *board) pose(c counter) geom.Pose {
	l := bd.m.Layout
	if c.col {
		return geom.Pose{Pos: l.Centre(c.at.L), Facing: l.DirAngle(c.side)}
	}
	return l.Pose(c.at)
}

// read is the counter of u standing at pose p, false when p is off the
// grid: a hex centre (the midpoint of two for a double counter), facing a
// vertex (a hexside In Column); leaders and heroes on a centre, any way.
func (bd *board) read(u *rules.Unit, p geom.Pose) (counter, bool) {
	l := bd.m.Layout
	switch {
	case isIndividual(u):
		h := l.At(p.Pos)
		ok := l.Centre(h).Dist(p.Pos) <= hex.PoseTolerance*l.Size && bd.m.Contains(h)
		return counter{at: hex.One(h, hex.NoFacing)}, ok
	case inColumn(u):
		h := l.At(p.Pos)
		if l.Centre(h).Dist(p.Pos) > hex.PoseTolerance*l.Size || !bd.m.Contains(h) {
			return counter{}, false
		}
		d, ok := bd.sideAt(p.Facing)
		// The ZOC and front of a Column are its one front hex (A23): its
		// hex.Unit faces nothing so that Front is never asked of it.
		return counter{at: hex.One(h, hex.NoFacing), col: true, side: d, facing: true}, ok
	}
	at, ok := l.UnitAt(p, isDouble(u), false)
	for _, h := range at.Hexes() {
		ok = ok && bd.m.Contains(h)
	}
	return counter{at: at, facing: true}, ok
}

// sideAt is the hexside direction whose angle is a.
func (bd *board) sideAt(a float64) (hex.Dir, bool) {
	for d := hex.Dir(0); d < 6; d++ {
		if math.Abs(geom.NormAngle(bd.m.Layout.DirAngle(d)-a)) <= hex.AngleTolerance {
			return d, true
		}
	}
	return 0, false
}

// vertexAt is the vertex whose angle is a.
func (bd *board) vertexAt(a float64) (hex.Vertex, bool) {
	for v := hex.Vertex(0); v < 6; v++ {
		if math.Abs(geom.NormAngle(bd.m.Layout.VertexAngle(v)-a)) <= hex.AngleTolerance {
			return v, true
		}
	}
	return 0, false
}

// where is u's counter now.
func (bd *board) where(s *rules.State, u *rules.Unit) (counter, bool) {
	if !onTable(u) {
		return counter{}, false
	}
	b, ok := s.Base(u.Bases[0])
	if !ok {
		return counter{}, false
	}
	return bd.read(u, b.Shape.Pose())
}

// occupant is a counter on the map.
type occupant struct {
	u *rules.Unit
	c counter
}

// occupants is every counter on the map by hex.
func (bd *board) occupants(s *rules.State) map[hex.Hex][]occupant {
	out := map[hex.Hex][]occupant{}
	for i := range s.Units {
		u := &s.Units[i]
		if c, ok := bd.where(s, u); ok {
			for _, h := range c.at.Hexes() {
				out[h] = append(out[h], occupant{u, c})
			}
		}
	}
	return out
}

// frontHexes are the hexes a counter may move into without turning: the
// two front hexes of a Normal unit [L1427-1433], the front hex of a Column
// (A23); none for an individual. A double counter's are hex.Unit's.
func frontHexes(c counter) []hex.Hex {
	switch {
	case c.col:
		return []hex.Hex{c.at.L.Neighbor(c.side)}
	case c.at.F < 0:
		return nil
	}
	f := c.at.Front()
	return append([]hex.Hex(nil), f.Hexes()...)
}

// zoc is the hexes u's counter controls [L1468-1475]: its front hexes (a
// Column's one front hex, A23) that it could enter; none for a routed unit,
// a leader or a hero. (G8: should move to rules/hex with a terrain callback.)
func (bd *board) zoc(u *rules.Unit, c counter) []hex.Hex {
	if !isCombat(u) || u.Status[stRouted] == 1 || isFlyer(u) { // a flyer exerts none [L1414-1415]
		return nil
	}
	var out []hex.Hex
	for _, h := range frontHexes(c) {
		if bd.m.Contains(h) && bd.canEnter(u, h) {
			out = append(out, h)
		}
	}
	return out
}

// canEnter reports whether u's column may enter h at all (not prohibited).
func (bd *board) canEnter(u *rules.Unit, h hex.Hex) bool {
	t, ok := bd.ch.Hex(bd.kind(h))
	return ok && !t.Cost(bd.column(u)).Prohibited
}

// kind is h's terrain kind, "clear" when the map does not list it.
func (bd *board) kind(h hex.Hex) string {
	if k := bd.m.Terrain(h).Kind; k != "" {
		return k
	}
	return "clear"
}

// zocs is every hex controlled by side's enemies, with the controllers.
func (bd *board) zocs(s *rules.State, side int) map[hex.Hex][]*rules.Unit {
	out := map[hex.Hex][]*rules.Unit{}
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side == side {
			continue
		}
		if c, ok := bd.where(s, u); ok {
			for _, h := range bd.zoc(u, c) {
				out[h] = append(out[h], u)
			}
		}
	}
	return out
}

// inRange reports whether leader l reaches hex to by a path of at most
// his Command Range [L459-468] (G10): never through a hex holding an enemy
// unit, an enemy ZOC hex without a friendly combat unit, or terrain he
// could not enter. The target hex is reached even when it holds the
// enemy's ZOC if a friendly combat unit stands in it (the unit ordered).
func (bd *board) inRange(s *rules.State, l *rules.Unit, to hex.Hex) bool {
	from, ok := bd.where(s, l)
	if !ok {
		return false
	}
	r := rating(l, keyRange)
	occ := bd.occupants(s)
	zoc := bd.zocs(s, l.Side)
	passable := func(h hex.Hex) bool {
		if !bd.m.Contains(h) || !bd.canEnter(l, h) {
			return false
		}
		friend := false
		for _, o := range occ[h] {
			if o.u.Side != l.Side {
				return false
			}
			friend = friend || isCombat(o.u)
		}
		return len(zoc[h]) == 0 || friend
	}
	seen := map[hex.Hex]bool{from.hex(): true}
	frontier := []hex.Hex{from.hex()}
	for d := 0; d <= r; d++ {
		var next []hex.Hex
		for _, h := range frontier {
			if h == to {
				return true
			}
			if d == r {
				continue
			}
			for _, n := range h.Neighbors() {
				if !seen[n] && passable(n) {
					seen[n] = true
					next = append(next, n)
				}
			}
		}
		frontier = next
	}
	return false
}

// chartsOf is the chart set spec's battle is played with: the scenario's
// own chart file when it names one ([hexes] charts = FILE, its text in
// spec.Charts), else the UNOFFICIAL shipped set. A file that does not
// decode is refused at Setup with every problem's file, line and key.
func chartsOf(spec *hex.Spec) (*charts.Charts, error) {
	if spec.Charts == "" {
		return charts.Default(), nil
	}
	c, err := charts.Parse(spec.ChartsFile, []byte(spec.Charts))
	if err != nil {
		return nil, fmt.Errorf("gboh: the scenario's chart file: %w", err)
	}
	return c, nil
}
