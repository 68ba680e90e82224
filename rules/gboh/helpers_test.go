package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/rulestest"
	"plateau/rules/table"
)

// world builds GBoH states in Go: a pointy-top odd-r map of 3 cm hexes
// (D0 east; a counter facing V1 points up the table, its front hexes D1
// north-east and D2 north-west), counters on hexes given by CCRR labels.
type world struct {
	t    testing.TB
	spec *hex.Spec
	m    *hex.Map
	s    rules.State
}

const (
	north = hex.Vertex(1)
	south = hex.Vertex(4)
)

const hexSize = 3.0

func newWorld(t testing.TB, cols, rows int) *world {
	t.Helper()
	// The first army (facing north) routs south, the second north [L2527-2528].
	spec := &hex.Spec{Orientation: "pointy", Size: hexSize, Origin: geom.V(3, 3), Cols: cols, Rows: rows, Parity: "odd-r", Edges: []string{"south", "north"}}
	w := &world{t: t, spec: spec}
	w.s = rules.State{Ruleset: ID, Sides: []rules.Side{{ID: "a", Name: "Elves"}, {ID: "b", Name: "Goblins"}}}
	w.rebuild()
	return w
}

func (w *world) rebuild() {
	m, err := w.spec.Build(hex.Flags{})
	if err != nil {
		w.t.Fatal(err)
	}
	w.m = m
	_, hi, _ := w.spec.Bounds()
	w.s.Table.Width, w.s.Table.Height = hi.X+3, hi.Y+3
	// A new Spec each time, so that the board cache never serves an old one.
	sp := *w.spec
	w.s.Table.Hexes = &sp
}

func (w *world) hx(l string) hex.Hex { return w.m.MustLabel(l) }

func (w *world) terrain(kind string, labels ...string) *world {
	for _, l := range labels {
		w.spec.Hexes = append(w.spec.Hexes, hex.HexSpec{At: l, Kind: kind})
	}
	w.rebuild()
	return w
}

func (w *world) elevation(level int, labels ...string) *world {
	for _, l := range labels {
		w.spec.Hexes = append(w.spec.Hexes, hex.HexSpec{At: l, Kind: "clear", Elevation: level})
	}
	w.rebuild()
	return w
}

// place puts u's counter on the table at pose p.
func (w *world) place(u rules.Unit, p geom.Pose) *rules.Unit {
	wd, dp := hex.CounterSize(hexSize, isDouble(&u), false)
	b := table.Base{ID: u.ID + ".1", Unit: u.ID, Side: u.Side, Shape: geom.Rect{Width: wd, Depth: dp}}
	if isIndividual(&u) {
		b.Round = true
		b.Shape.Width, b.Shape.Depth = 1, 1
	}
	b.Shape = b.Shape.At(p)
	u.Bases = []string{b.ID}
	if u.Name == "" {
		u.Name = u.ID
	}
	w.s.Units = append(w.s.Units, u)
	w.s.Table.Bases = append(w.s.Table.Bases, b)
	return &w.s.Units[len(w.s.Units)-1]
}

// unit puts a combat unit of Type typ on hex l facing f (TQ 6, Size 5,
// MA 5 unless prof says).
func (w *world) unit(id, typ string, side int, l string, f hex.Vertex, prof map[string]float64) {
	p := map[string]float64{keyTQ: 6, keySize: 5, keyMA: 5}
	for k, v := range prof {
		p[k] = v
	}
	u := rules.Unit{ID: id, Type: typ, Side: side, Profile: p}
	at := hex.One(w.hx(l), f)
	if isDouble(&u) {
		at = hex.Two(w.hx(l), f)
	}
	w.place(u, w.m.Layout.Pose(at))
}

// column puts an infantry unit In Column on hex l facing hexside d.
func (w *world) column(id, typ string, side int, l string, d hex.Dir, prof map[string]float64) {
	p := map[string]float64{keyTQ: 6, keySize: 5, keyMA: 5}
	for k, v := range prof {
		p[k] = v
	}
	w.place(rules.Unit{ID: id, Type: typ, Side: side, Profile: p, Formation: Column}, colPose(w, l, d))
}

func colPose(w *world, l string, d hex.Dir) geom.Pose {
	return geom.Pose{Pos: w.m.Layout.Centre(w.hx(l)), Facing: w.m.Layout.DirAngle(d)}
}

// leader puts a leader (Initiative init, Range 4) on hex l.
func (w *world) leader(id string, side int, l string, init int, prof map[string]float64) {
	p := map[string]float64{keyInitiative: float64(init), keyRange: 4}
	for k, v := range prof {
		p[k] = v
	}
	w.place(rules.Unit{ID: id, Type: Leader, Side: side, Profile: p}, geom.Pose{Pos: w.m.Layout.Centre(w.hx(l))})
}

func (w *world) setup() *rules.State {
	w.t.Helper()
	if err := (Rules{}).Setup(&w.s); err != nil {
		w.t.Fatal(err)
	}
	return &w.s
}

// orders is s with leader id's Orders Phase begun.
func (w *world) orders(id string) *rules.State {
	w.t.Helper()
	s := w.setup()
	u := mustUnit(w.t, s, id)
	startOrders(s, u)
	return s
}

// move is the move action of unit id through poses.
func (w *world) move(s *rules.State, id string, poses ...geom.Pose) rules.Action {
	u := mustUnit(w.t, s, id)
	b, _ := s.Base(u.Bases[0])
	path := geom.Path{b.Shape.Pose()}
	path = append(path, poses...)
	return rules.Action{Kind: rules.KindMove, Side: u.Side, Moves: []rules.Move{{Base: b.ID, Path: path}}}
}

// one is the pose of a 1-hex Normal counter on l facing f.
func (w *world) one(l string, f hex.Vertex) geom.Pose { return w.m.Layout.Pose(hex.One(w.hx(l), f)) }

// centre is the pose of a leader on l.
func (w *world) centre(l string) geom.Pose { return geom.Pose{Pos: w.m.Layout.Centre(w.hx(l))} }

// ahead is the label of the hex across side k of vertex f from l (k = 0
// or 1: the two front hexes).
func (w *world) ahead(l string, f hex.Vertex, k int) string {
	return w.m.Label(w.hx(l).Neighbor(f.D(k)))
}

// d10 is the scripted face of a d10 that reads v (0-9) [L61-63].
func d10(v int) int { return v + 1 }

func code(err error) string { return rulestest.Code(err) }

func apply(t testing.TB, s rules.State, a rules.Action, faces ...int) (rules.State, []rules.Event) {
	t.Helper()
	return rulestest.Apply(t, Rules{}, s, a, faces...)
}

func mustUnit(t testing.TB, s *rules.State, id string) *rules.Unit {
	t.Helper()
	u, ok := s.Unit(id)
	if !ok {
		t.Fatalf("no unit %q", id)
	}
	return u
}

func logText(evs []rules.Event) string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Text)
	}
	return strings.Join(out, "\n")
}

// up is the label n hexes up the table (north) from l, zigzagging across
// the two front hexes so that each step is one hex farther [G1].
func (w *world) up(l string, n int) string {
	for i := 0; i < n; i++ {
		l = w.ahead(l, north, i%2)
	}
	return l
}

// fire is unit x's fire order at target.
func fire(side int, x, target string) rules.Action {
	return rules.Action{Kind: KindFire, Side: side, Target: target, Args: map[string]string{"unit": x}}
}

// hexOne is a 1-hex counter facing north on label l.
func hexOne(bd *board, l string) hex.Unit { return hex.One(bd.m.MustLabel(l), north) }
