package warmaster

import (
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/rulestest"
	"plateau/rules/table"
)

var (
	north = geom.FromBearing(0)
	south = geom.FromBearing(180)
)

// world builds WME test states: a 180 × 120 cm table, blue (side 0) at the
// bottom and red (side 1) at the top, each with a General far away unless
// a test places one.
type world struct{ s rules.State }

func newWorld() *world {
	w := &world{s: rules.State{
		Ruleset: ID,
		Table:   table.Table{Width: 180, Height: 120},
		Sides:   []rules.Side{{ID: "blue", Name: "Blue"}, {ID: "red", Name: "Red"}},
		// An agreed length, so that ending the first phase rolls no die
		// (endgame_test.go tests the roll).
		Settings: map[string]string{SettingTurns: "8"},
	}}
	w.commander("gen", 0, General, 9, 90, 115)
	w.commander("ogen", 1, General, 8, 90, 3)
	return w
}

// unit adds a unit of n bases in line, the first centred at (x, y).
func (w *world) unit(id string, side int, typ string, n int, x, y, facing float64, profile map[string]float64) *world {
	width, depth := 4.0, 2.0
	if typ != Infantry {
		width, depth = 2, 4
	}
	u := rules.Unit{ID: id, Name: id, Side: side, Type: typ, Profile: profile}
	first := geom.Rect{Center: geom.V(x, y), Facing: facing, Width: width, Depth: depth}
	for i := 0; i < n; i++ {
		bid := id + "." + string(rune('1'+i))
		r := first
		r.Center = first.Center.Add(first.RightDir().Scale(width * float64(i)))
		w.s.Table.Bases = append(w.s.Table.Bases, table.Base{ID: bid, Unit: id, Side: side, Shape: r})
		u.Bases = append(u.Bases, bid)
	}
	w.s.Units = append(w.s.Units, u)
	return w
}

func (w *world) commander(id string, side int, typ string, command float64, x, y float64) *world {
	for i := range w.s.Units { // replace the default General
		if w.s.Units[i].Side == side && typ == General && w.s.Units[i].Type == General {
			w.s.Units[i].ID, w.s.Units[i].Name = id, id
			w.s.Units[i].Profile[keyCommand] = command
			w.s.Units[i].Bases[0] = id + ".1"
			b := &w.s.Table.Bases[i]
			b.ID, b.Unit, b.Shape.Center = id+".1", id, geom.V(x, y)
			return w
		}
	}
	w.s.Units = append(w.s.Units, rules.Unit{ID: id, Name: id, Side: side, Type: typ,
		Profile: map[string]float64{keyCommand: command}, Bases: []string{id + ".1"}})
	w.s.Table.Bases = append(w.s.Table.Bases, table.Base{ID: id + ".1", Unit: id, Side: side, Round: true,
		Shape: geom.Rect{Center: geom.V(x, y), Facing: north, Width: 2.5, Depth: 2.5}})
	return w
}

func (w *world) feature(id, kind string, pts ...geom.Vec) *world {
	w.s.Table.Features = append(w.s.Table.Features, table.Feature{ID: id, Kind: kind, Area: pts})
	return w
}

func (w *world) state(t testing.TB) rules.State {
	t.Helper()
	s := w.s.Clone()
	if err := (Rules{}).Setup(&s); err != nil {
		t.Fatal(err)
	}
	return s
}

func order(side int, commander string, units string) rules.Action {
	return rules.Action{Kind: KindOrder, Side: side, Target: units, Args: map[string]string{"commander": commander}}
}

// apply applies a with scripted dice and fails the test on an error.
func apply(t testing.TB, s rules.State, a rules.Action, faces ...int) (rules.State, []rules.Event) {
	t.Helper()
	return rulestest.Apply(t, Rules{}, s, a, faces...)
}

func code(err error) string { return rulestest.Code(err) }

// step moves every base of unit id by (dx, dy).
func step(s *rules.State, id string, dx, dy float64) rules.Action {
	u, _ := s.Unit(id)
	a := rules.Action{Kind: rules.KindMove, Side: u.Side}
	for _, bid := range u.Bases {
		b, _ := s.Base(bid)
		p := b.Shape.Pose()
		a.Moves = append(a.Moves, rules.Move{Base: bid, Path: geom.Path{p, {Pos: p.Pos.Add(geom.V(dx, dy)), Facing: p.Facing}}})
	}
	return a
}

// toOrders ends the Initiative sub-phase if the turn began with one.
func toOrders(t *testing.T, s rules.State) rules.State {
	t.Helper()
	if s.Phase == PhaseInitiative {
		s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: s.Active})
	}
	if s.Phase != PhaseOrders {
		t.Fatalf("phase %s, want orders", s.Phase)
	}
	return s
}
