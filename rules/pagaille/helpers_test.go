package pagaille

import (
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/rulestest"
	"plateau/rules/table"
)

// The tests' armies face each other across a 180 × 120 cm table: army 0
// ("blue") faces +x (facing 0), army 1 ("red") faces −x. Infantry
// figures stand on the default 2.5 × 2.5 cm bases (25 mm), cavalry on
// 2.5 × 5 cm, and a pace is the default 2.54 cm.
const (
	fig = 2.5
	pas = 2.54
)

type battle struct {
	t testing.TB
	s rules.State
}

func newBattle(t testing.TB) *battle {
	return &battle{t: t, s: rules.State{
		Ruleset: ID,
		Table:   table.Table{Width: 180, Height: 120},
		Sides:   []rules.Side{{ID: "blue", Name: "Blue"}, {ID: "red", Name: "Red"}},
	}}
}

// facingOf is each army's facing: blue towards +x, red towards −x.
func facingOf(side int) float64 {
	if side == 1 {
		return 3.141592653589793
	}
	return 0
}

// troop adds a unit of figures in close order, files × ranks of them,
// its block's centre at (x, y); profile is the unit's besides quality and
// figures (files × ranks unless profile gives them).
func (b *battle) troop(id string, side int, typ string, quality, files, ranks int, x, y float64, profile map[string]float64) *rules.Unit {
	fd := fig
	if typ == TypeCavalry {
		fd = 2 * fig
	}
	p := map[string]float64{keyQuality: float64(quality), keyFigures: float64(files * ranks)}
	for k, v := range profile {
		p[k] = v
	}
	bid := id + ".1"
	b.s.Table.Bases = append(b.s.Table.Bases, table.Base{ID: bid, Unit: id, Side: side,
		Shape: geom.Rect{Center: geom.V(x, y), Facing: facingOf(side), Width: float64(files) * fig, Depth: float64(ranks) * fd}})
	b.s.Units = append(b.s.Units, rules.Unit{ID: id, Name: id, Side: side, Type: typ, Profile: p, Bases: []string{bid}})
	return &b.s.Units[len(b.s.Units)-1]
}

// leader adds an officer or general on his own round base at (x, y).
func (b *battle) leader(id string, side int, typ string, quality int, x, y float64) {
	bid := id + ".1"
	b.s.Table.Bases = append(b.s.Table.Bases, table.Base{ID: bid, Unit: id, Side: side, Round: true,
		Shape: geom.Rect{Center: geom.V(x, y), Facing: facingOf(side), Width: fig, Depth: fig}})
	b.s.Units = append(b.s.Units, rules.Unit{ID: id, Name: id, Side: side, Type: typ, Profile: map[string]float64{keyQuality: float64(quality)}, Bases: []string{bid}})
}

// feature adds a terrain area of kind k.
func (b *battle) feature(id, k string, pts ...geom.Vec) {
	b.s.Table.Features = append(b.s.Table.Features, table.Feature{ID: id, Kind: k, Area: pts})
}

// standard is the tests' usual battle: blue's "spears" (average
// infantry, 4 × 2) with its attached average officer at (40, 60), its
// general ("blue-gen", average: Cd 9, 20 pas) at (30, 60); red's "axes"
// (average infantry) at (140, 60) with an attached average general.
func standard(t testing.TB) *battle {
	b := newBattle(t)
	b.troop("spears", 0, TypeInfantry, 3, 4, 2, 40, 60, map[string]float64{keyOfficer: 2})
	b.leader("blue-gen", 0, TypeGeneral, 3, 30, 60)
	b.troop("axes", 1, TypeInfantry, 3, 4, 2, 140, 60, map[string]float64{keyGeneral: 3})
	return b
}

// setup runs Setup with settings kv (key, value, ...), failing the test
// on an error.
func (b *battle) setup(kv ...string) rules.State {
	b.t.Helper()
	s := b.s.CloneAll()
	if len(kv) > 0 {
		s.Settings = map[string]string{}
		for i := 0; i+1 < len(kv); i += 2 {
			s.Settings[kv[i]] = kv[i+1]
		}
	}
	if err := (Rules{}).Setup(&s); err != nil {
		b.t.Fatalf("Setup: %v", err)
	}
	return s
}

// orders is b set up, the roll-off won by side first, in the orders
// phase (the roll-off's dice: 6 for the winner, 1 for the other).
func (b *battle) orders(first int, kv ...string) rules.State {
	b.t.Helper()
	s := b.setup(kv...)
	faces := []int{6, 1}
	if first == 1 {
		faces = []int{1, 6}
	}
	s, _ = rulestest.Apply(b.t, Rules{}, s, rules.Action{Kind: KindRollOff, Side: 0}, faces...)
	if s.Phase != PhaseOrders || s.Active != first {
		b.t.Fatalf("after the roll-off: phase %s, army %d to play", s.Phase, s.Active)
	}
	return s
}

func act(side int, officer string) rules.Action {
	return rules.Action{Kind: KindActivate, Side: side, Target: officer}
}

func order(side int, unit, o string) rules.Action {
	return rules.Action{Kind: KindOrder, Side: side, Target: unit, Args: map[string]string{ArgOrder: o}}
}

func endPhaseAction(side int) rules.Action { return rules.Action{Kind: rules.KindEndPhase, Side: side} }

// step is a move of base id straight ahead (along its facing) by d cm.
func step(s *rules.State, id string, d float64) rules.Action {
	b, _ := s.Base(id)
	from := b.Shape.Pose()
	to := geom.Pose{Pos: from.Pos.Add(geom.Dir(from.Facing).Scale(d)), Facing: from.Facing}
	return rules.Action{Kind: rules.KindMove, Side: b.Side, Moves: []rules.Move{{Base: id, Path: geom.Path{from, to}}}}
}

func unit(t testing.TB, s *rules.State, id string) *rules.Unit {
	t.Helper()
	u, ok := s.Unit(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	return u
}

// geomPts is the points (x0, y0, x1, y1, ...).
func geomPts(xy ...float64) []geom.Vec {
	var out []geom.Vec
	for i := 0; i+1 < len(xy); i += 2 {
		out = append(out, geom.V(xy[i], xy[i+1]))
	}
	return out
}
