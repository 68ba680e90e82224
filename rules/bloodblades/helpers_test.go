package bloodblades

import (
	"slices"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/rulestest"
	"plateau/rules/table"
)

// Bearings of the test armies: blue (side 0) faces north, towards the top
// edge; red (side 1) faces south.
const (
	north = 0.0
	south = 180.0
)

// world builds BnB test states at 15 mm (MU 3 cm, bases 4 cm wide) on a
// 25 × 40 MU table (75 × 120 cm, [L757]). Each side has a Reg C-in-C far
// away unless a test places one.
type world struct{ s rules.State }

func newWorld() *world {
	w := &world{s: rules.State{
		Ruleset: ID,
		Table:   table.Table{Width: 120, Height: 75},
		Sides:   []rules.Side{{ID: "blue", Name: "Blue"}, {ID: "red", Name: "Red"}},
	}}
	w.unit("gen", 0, "Reg Cv(O)", 110, 72, north)
	w.s.Units[0].Profile = map[string]float64{keyCinC: 1}
	w.unit("ogen", 1, "Reg Cv(O)", 10, 3, south)
	w.s.Units[1].Profile = map[string]float64{keyCinC: 1}
	return w
}

// unit adds a one-base unit of the given type centred at (x, y), facing
// the bearing (degrees), sized by the tables at 15 mm.
func (w *world) unit(id string, side int, typ string, x, y, bearing float64) *world {
	t, err := ParseTroop(typ)
	sc := Scales["15mm"]
	depth := 1.5
	if err == nil {
		depth = sc.Depth(t.DepthClass()) // else a test of the error
	}
	shape := geom.Rect{Center: geom.V(x, y), Facing: geom.FromBearing(bearing), Width: sc.Width, Depth: depth}
	w.s.Table.Bases = append(w.s.Table.Bases, table.Base{ID: id + ".1", Unit: id, Side: side, Shape: shape})
	w.s.Units = append(w.s.Units, rules.Unit{ID: id, Name: id, Side: side, Type: typ, Bases: []string{id + ".1"}})
	return w
}

// cinc moves the C-in-C mark of side to unit id.
func (w *world) cinc(side int, id string) *world {
	for i := range w.s.Units {
		u := &w.s.Units[i]
		if u.Side != side {
			continue
		}
		delete(u.Profile, keyCinC)
		if u.ID == id {
			if u.Profile == nil {
				u.Profile = map[string]float64{}
			}
			u.Profile[keyCinC] = 1
		}
	}
	return w
}

// drop removes a unit and its base.
func (w *world) drop(id string) *world {
	for i, u := range w.s.Units {
		if u.ID == id {
			w.s.Units = append(w.s.Units[:i:i], w.s.Units[i+1:]...)
			break
		}
	}
	for i, b := range w.s.Table.Bases {
		if b.Unit == id {
			w.s.Table.Bases = append(w.s.Table.Bases[:i:i], w.s.Table.Bases[i+1:]...)
			break
		}
	}
	return w
}

// rect adds an area feature x0..x1 × y0..y1.
func (w *world) rect(id, kind string, x0, y0, x1, y1 float64) *world {
	w.s.Table.Features = append(w.s.Table.Features, table.Feature{ID: id, Kind: kind,
		Area: geom.Polygon{geom.V(x0, y0), geom.V(x1, y0), geom.V(x1, y1), geom.V(x0, y1)}})
	return w
}

// line adds a linear feature.
func (w *world) line(id, kind string, width float64, pts ...geom.Vec) *world {
	w.s.Table.Features = append(w.s.Table.Features, table.Feature{ID: id, Kind: kind, Line: pts, Width: width})
	return w
}

func (w *world) set(k, v string) *world {
	if w.s.Settings == nil {
		w.s.Settings = map[string]string{}
	}
	w.s.Settings[k] = v
	return w
}

// state is the world after Setup, in the PIGs phase.
func (w *world) state(t testing.TB) rules.State {
	t.Helper()
	s := w.s.Clone()
	if err := (Rules{}).Setup(&s); err != nil {
		t.Fatal(err)
	}
	return s
}

// ready is the world in side 0's move phase with the given PIGs.
func (w *world) ready(t testing.TB, pigs int) rules.State {
	t.Helper()
	s := w.state(t)
	s.Phase = PhaseMove
	s.SetCounter(ctPIGs, pigs)
	return s
}

// apply applies a with scripted dice and fails the test on an error.
func apply(t *testing.T, s rules.State, a rules.Action, faces ...int) (rules.State, []rules.Event) {
	t.Helper()
	return rulestest.Apply(t, Rules{}, s, a, faces...)
}

// code is a Check result as a Violation code, "" for nil, or "error: ...".
func code(err error) string { return rulestest.Code(err) }

func base(s *rules.State, unit string) *table.Base {
	b, ok := s.Base(unit + ".1")
	if !ok {
		panic("no base " + unit)
	}
	return b
}

// path builds a move of unit's base through poses given as offsets in its
// own frame: (right, forward) in cm and a turn in degrees (clockwise
// positive, as bearings), each about the base's centre, then translated.
func path(s *rules.State, unit string, steps ...[3]float64) rules.Action {
	b := base(s, unit)
	p := geom.Path{b.Shape.Pose()}
	r := b.Shape
	for _, st := range steps {
		r.Facing += geom.Rad(st[2])
		r.Center = r.Center.Add(r.RightDir().Scale(st[0])).Add(r.Forward().Scale(st[1]))
		p = append(p, r.Pose())
	}
	return rules.Action{Kind: rules.KindMove, Side: b.Side, Moves: []rules.Move{{Base: b.ID, Path: p}}}
}

// ahead moves unit's base d cm straight ahead (negative: straight back).
func ahead(s *rules.State, unit string, d float64) rules.Action {
	return path(s, unit, [3]float64{0, d, 0})
}

// wheel pivots unit's base forward on its front-left corner by deg
// degrees (clockwise), then goes d cm straight ahead.
func wheel(s *rules.State, unit string, deg, d float64) rules.Action {
	b := base(s, unit)
	start := b.Shape.Pose()
	fl := b.Shape.CornerAt(geom.FL)
	turn := geom.Rad(deg)
	mid := geom.Pose{Pos: start.Pos.RotateAbout(fl, turn), Facing: start.Facing + turn}
	r := b.Shape.At(mid)
	end := geom.Pose{Pos: mid.Pos.Add(r.Forward().Scale(d)), Facing: mid.Facing}
	return rules.Action{Kind: rules.KindMove, Side: b.Side, Moves: []rules.Move{{Base: b.ID, Path: geom.Path{start, mid, end}}}}
}

func msg(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func has(s, sub string) bool { return strings.Contains(s, sub) }

// wantCost checks that action a on s costs total PIGs with the expense
// lines (codes of §6.3, in order) and that the rules allow it.
func wantCost(t *testing.T, name string, s *rules.State, a rules.Action, lines []string, total int) {
	t.Helper()
	got, err := Rules{}.Cost(s, a)
	var codes []string
	for _, l := range got.Lines {
		codes = append(codes, l.Code)
	}
	if err != nil || !slices.Equal(codes, lines) || got.Total != total {
		t.Errorf("%s: Cost = %v %d (%v), want %v %d", name, codes, got.Total, err, lines, total)
	}
	if err := (Rules{}).Check(s, a); err != nil {
		t.Errorf("%s: Check = %v", name, err)
	}
}
