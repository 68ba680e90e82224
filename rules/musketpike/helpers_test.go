package musketpike

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
	"plateau/rules/rulestest"
	"plateau/rules/table"
)

// world builds Musket & Pike states in Go: a pointy-top odd-r map of 3 cm
// hexes (D0 east; a counter facing V1 points up the table, its front hexes
// D1 north-east and D2 north-west), units and leaders on hexes given by
// their CCRR labels.
type world struct {
	t    testing.TB
	spec *hex.Spec
	m    *hex.Map // the spec's geometry, for labels and poses in tests
	s    rules.State
}

// Facings used by the tests: up the table (side 0's) and down it.
const (
	north = hex.Vertex(1)
	south = hex.Vertex(4)
)

const hexSize = 3.0

func newWorld(t testing.TB, cols, rows int) *world {
	t.Helper()
	spec := &hex.Spec{Orientation: "pointy", Size: hexSize, Origin: geom.V(3, 3), Cols: cols, Rows: rows, Parity: "odd-r"}
	w := &world{t: t, spec: spec}
	w.s = rules.State{
		Ruleset: ID,
		Sides:   []rules.Side{{ID: "king", Name: "Royalists"}, {ID: "parl", Name: "Parliament"}},
	}
	w.rebuild()
	return w
}

// rebuild remakes the test's own map after the spec changed.
func (w *world) rebuild() {
	m, err := w.spec.Build(hex.Flags{})
	if err != nil {
		w.t.Fatal(err)
	}
	w.m = m
	_, hi, _ := w.spec.Bounds()
	w.s.Table.Width, w.s.Table.Height = hi.X+3, hi.Y+3
	w.s.Table.Hexes = w.spec
}

// hx is the hex labelled l.
func (w *world) hx(l string) hex.Hex { return w.m.MustLabel(l) }

// terrain gives hexes their terrain kind.
func (w *world) terrain(kind string, labels ...string) *world {
	for _, l := range labels {
		w.spec.Hexes = append(w.spec.Hexes, hex.HexSpec{At: l, Kind: kind})
	}
	w.rebuild()
	return w
}

// hexside puts a feature (and a slope, high on the hex high) on the
// hexside between a and b.
func (w *world) hexside(a, b, kind, slope, high string) *world {
	w.spec.Sides = append(w.spec.Sides, hex.SideSpec{A: a, B: b, Kind: kind, Slope: slope, High: high})
	w.rebuild()
	return w
}

// add puts unit u on the table on footprint at.
func (w *world) add(u rules.Unit, at hex.Unit) *rules.Unit {
	two, column := u.Profile[keyHexes] == 2, u.Formation == Column
	wd, dp := hex.CounterSize(hexSize, two, two && column)
	b := table.Base{ID: u.ID + ".1", Unit: u.ID, Side: u.Side, Shape: geom.Rect{Width: wd, Depth: dp}}
	if u.Type == Leader {
		b.Round = true
		b.Shape.Width, b.Shape.Depth = 1, 1
	}
	b.Shape = b.Shape.At(w.m.Layout.Pose(at))
	u.Bases = []string{b.ID}
	if u.Name == "" {
		u.Name = u.ID
	}
	w.s.Units = append(w.s.Units, u)
	w.s.Table.Bases = append(w.s.Table.Bases, b)
	return &w.s.Units[len(w.s.Units)-1]
}

// one puts a 1-hex unit of type typ on hex l facing f.
func (w *world) one(id, typ string, side int, l string, f hex.Vertex, prof map[string]float64) {
	w.add(rules.Unit{ID: id, Type: typ, Side: side, Profile: withDefaults(typ, prof)}, hex.One(w.hx(l), f))
}

// withDefaults fills in the required keys a test does not care about.
func withDefaults(typ string, prof map[string]float64) map[string]float64 {
	p := map[string]float64{}
	switch typ {
	case Cavalry, HeavyInfantry, LightInfantry:
		p[keySP], p[keyMorale], p[keyWing] = 4, 7, 1
	case Artillery:
		p[keyMorale], p[keyWing], p[keyGun], p[keyPB], p[keyMax] = 6, 1, 8, 3, 8
	case Leader:
		p[keyWing], p[keyOrder], p[keyRating] = 1, 2, -1
	}
	for k, v := range prof {
		p[k] = v
	}
	return p
}

// wc puts a wing commander of wing on hex l.
func (w *world) wc(id string, side, wing int, l string, order charts.Order) {
	w.one(id, Leader, side, l, 0, map[string]float64{keyWing: float64(wing), keyOrder: float64(order) + 1})
}

// two puts a 2-hex heavy infantry unit with its left half on hex l facing
// f (in Column when column).
func (w *world) two(id string, side int, l string, f hex.Vertex, column bool, prof map[string]float64) {
	p := withDefaults(HeavyInfantry, prof)
	p[keyHexes] = 2
	u := rules.Unit{ID: id, Type: HeavyInfantry, Side: side, Profile: p}
	at := hex.Two(w.hx(l), f)
	if column {
		u.Formation = Column
		at.Column = true
	}
	w.add(u, at)
}

// setup runs Setup and puts the wing of wc active (its side to play),
// as if it had just been activated.
func (w *world) setup(wc string) *rules.State {
	w.t.Helper()
	if err := (Rules{}).Setup(&w.s); err != nil {
		w.t.Fatal(err)
	}
	if wc != "" {
		u, ok := w.s.Unit(wc)
		if !ok {
			w.t.Fatalf("no wing commander %q", wc)
		}
		startActivation(&w.s, u)
	}
	return &w.s
}

// at is where unit id stands now.
func (w *world) at(s *rules.State, id string) hex.Unit {
	w.t.Helper()
	u, _ := s.Unit(id)
	bd, err := boardOf(s)
	if err != nil {
		w.t.Fatal(err)
	}
	at, _, ok := bd.unitAt(s, u)
	if !ok {
		w.t.Fatalf("%s is off the grid", id)
	}
	return at
}

// move is the move action of unit id through footprints (its current one
// first, added here).
func (w *world) move(s *rules.State, id string, steps ...hex.Unit) rules.Action {
	u, _ := s.Unit(id)
	b, _ := s.Base(u.Bases[0])
	path := geom.Path{b.Shape.Pose()}
	for _, st := range steps {
		path = append(path, w.m.Layout.Pose(st))
	}
	return rules.Action{Kind: rules.KindMove, Side: u.Side, Moves: []rules.Move{{Base: b.ID, Path: path}}}
}

// Steps of a footprint, for building paths.
func fwd(u hex.Unit, k int) hex.Unit { return u.Translate(u.F.D(k)) } // k = 0 or 1: the front hexes
func turn(u hex.Unit, k int) hex.Unit {
	u.F = u.F.Turn(k)
	return u
}
func pivot(u hex.Unit, aroundL bool) hex.Unit {
	to, _, _, err := hex.Pivot(u, aroundL)
	if err != nil {
		panic(err)
	}
	return to
}

// walk is n steps from u, alternating its two front hexes (straight
// ahead for a unit facing a vertex).
func walk(u hex.Unit, n int) []hex.Unit {
	var out []hex.Unit
	for i := 0; i < n; i++ {
		u = fwd(u, i%2)
		out = append(out, u)
	}
	return out
}

func code(err error) string { return rulestest.Code(err) }

// apply applies a with the scripted dice faces, every one used; a melee
// that waits for a player's choice (meleechoice.go) is answered with its
// first option, the same dice going on (the tests of those choices use
// applyRaw).
func apply(t testing.TB, s rules.State, a rules.Action, faces ...int) (rules.State, []rules.Event) {
	t.Helper()
	d := dice.NewScripted(faces...)
	n, evs, err := Rules{}.Apply(s, a, d)
	if err != nil {
		t.Fatalf("Apply(%s): %v", a, err)
	}
	for n.Phase == PhaseMeleeChoice && a.Kind != KindMeleeChoice {
		c := rules.Action{Kind: KindMeleeChoice, Side: n.Active, Args: map[string]string{"choice": "0"}}
		var more []rules.Event
		if n, more, err = (Rules{}).Apply(n, c, d); err != nil {
			t.Fatalf("Apply(%s): %v", c, err)
		}
		evs = append(evs, more...)
	}
	if d.Left() != 0 {
		t.Fatalf("Apply(%s) used %d of %d scripted dice", a, len(faces)-d.Left(), len(faces))
	}
	return n, evs
}

// applyRaw is rulestest.Apply: a alone.
func applyRaw(t testing.TB, s rules.State, a rules.Action, faces ...int) (rules.State, []rules.Event) {
	t.Helper()
	return rulestest.Apply(t, Rules{}, s, a, faces...)
}

func mustErr(t testing.TB, err error, wantCode string) {
	t.Helper()
	if code(err) != wantCode {
		t.Fatalf("error %v (code %q), want code %q", err, code(err), wantCode)
	}
}

func logText(evs []rules.Event) string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Text)
	}
	return strings.Join(out, "\n")
}

// tec is the shipped chart's cost for class c to enter hex kind.
func tec(kind string, c charts.Class) int {
	t, _ := charts.Default().Terrain().Hex(kind)
	return t.Cost(c).MP
}

// tecSide is the shipped chart's cost for class c to cross hexside kind.
func tecSide(kind string, c charts.Class, down bool) int {
	t, _ := charts.Default().Terrain().Hexside(kind)
	return t.Cost(c, down).MP
}

// mustUnit is unit id of s.
func mustUnit(t testing.TB, s *rules.State, id string) *rules.Unit {
	t.Helper()
	u, ok := s.Unit(id)
	if !ok {
		t.Fatalf("no unit %q", id)
	}
	return u
}
