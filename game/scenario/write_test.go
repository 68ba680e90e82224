package scenario

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/table"
)

// odd is a state with everything a position must give back exactly: names
// that need escaping, a facing past ±π (a move keeps facings continuous),
// −0, lengths without a short decimal form, quoted status and counter
// keys, a lost stand, a unit without bases and distances moved.
func odd() rules.State {
	r := func(x, y, f float64) geom.Rect { return geom.Rect{Center: geom.V(x, y), Facing: f, Width: 4, Depth: 2} }
	return rules.State{
		Ruleset:  "wme",
		Table:    table.Table{Width: 180, Height: 120.5, Features: []table.Feature{{ID: "w", Kind: "wood", Name: "The \"Dark\" Wood\n\tà l'ouest \x01", Area: geom.Polygon{{X: 10, Y: 10}, {X: 20, Y: 10}, {X: 15, Y: 1.0 / 3}}}, {ID: "r", Kind: "river", Line: []geom.Vec{{X: 0, Y: 60}, {X: 180, Y: 61}}, Width: 2.5}}, Bases: []table.Base{{ID: "a.1", Unit: "a", Side: 0, Shape: r(50, 50, 7.5)}, {ID: "a.3", Unit: "a", Side: 0, Shape: r(54, 50, math.Copysign(0, -1))}, {ID: "b.1", Unit: "b", Side: 1, Shape: r(90, 30+1e-13, -math.Pi)}}},
		Sides:    []rules.Side{{ID: "x", Name: "Les \\ Rouges", Colour: "#aa0000", Deployment: geom.Polygon{{X: 0, Y: 0}, {X: 180, Y: 0}, {X: 180, Y: 20}}}, {ID: "y", Name: "Blues\nturn = 9", Colour: "#0000aa"}},
		Units:    []rules.Unit{{ID: "a", Name: "Knights", Side: 0, Type: "cavalry", Formation: "line", Profile: map[string]float64{"attacks": 3, "item-banner-of-battle": 1}, Bases: []string{"a.1", "a.3"}, Status: map[string]int{"size": 3, "pursuit:b": 1, "aim:a.1>b": 2, "wounds": -4}}, {ID: "b", Name: "Orcs", Side: 1, Type: "infantry", Bases: []string{"b.1"}}, {ID: "c", Name: "Gone", Side: 1, Type: "infantry", Bases: []string{}, Status: map[string]int{"destroyed": 1}}},
		Turn:     12,
		Active:   1,
		Phase:    "combat",
		Used:     map[string]float64{"a.1": 0.1 + 0.2, "b.1": 3},
		Counters: map[string]int{"fall-back:0": 11, "turns": 1 << 40},
		Settings: map[string]string{"turns": "8", "odd key": "a \"b\""},
	}
}

// oddHex is odd on a hex map: a pointy-top map with its own label
// numbers, merged terrain, a slope with a feature, one army's edge, and
// the orcs on a hex as a counter of their own size (their base stays 4 × 2)
// that has moved 3 cm.
func oddHex() rules.State {
	st := odd()
	st.Table.Hexes = &hex.Spec{Orientation: "pointy", Size: 3, Origin: geom.V(70.5, 11.25), Cols: 30, Rows: 20, Parity: "even-r",
		ColBase: 5, RowBase: 2,
		Hexes: []hex.HexSpec{{At: "0502", Kind: "wood"}, {At: "0602", Kind: "wood"}, {At: "0702", Kind: "wood", Elevation: -2}, {At: "0803", Kind: "clear", Elevation: 1}},
		Sides: []hex.SideSpec{{A: "0803", B: "0802", Kind: "hedge", Slope: "gentle", High: "0803"}, {A: "0803", B: "0903", Slope: "gentle", High: "0803"}, {A: "0502", B: "0503", Kind: "stream"}},
		Edges: []string{"", "north"}}
	m, err := st.Table.Hexes.Build(hex.Flags{})
	if err != nil {
		panic(err)
	}
	p := m.Layout.Pose(hex.One(m.MustLabel("1208"), 4))
	st.Table.Bases[2].Shape.Center, st.Table.Bases[2].Shape.Facing = p.Pos, p.Facing
	return st
}

func TestWritePositionGivesTheStateBack(t *testing.T) {
	for name, st := range map[string]rules.State{"free bases": odd(), "hex map": oddHex()} {
		t.Run(name, func(t *testing.T) {
			text, err := WritePosition(&st, "Turn 12 \"puzzle\"", "line one\nline two")
			if err != nil {
				t.Fatal(err)
			}
			sc, err := Parse("odd.toml", text)
			if err != nil {
				t.Fatalf("the position does not parse: %v\n%s", err, text)
			}
			if !sc.Position || sc.Title != "Turn 12 \"puzzle\"" || sc.Description != "line one\nline two" {
				t.Errorf("Position %v, title %q, description %q", sc.Position, sc.Title, sc.Description)
			}
			if got, want := sc.State.Hash(), st.Hash(); got != want {
				t.Errorf("the position decodes to another state\n%s", text)
			}
			if f := sc.State.Table.Bases[0].Shape.Facing; f != 7.5 {
				t.Errorf("a facing of 7.5 rad comes back as %v", f)
			}
			if f := sc.State.Table.Bases[1].Shape.Facing; f != 0 || !math.Signbit(f) {
				t.Errorf("a facing of −0 comes back as %v", f)
			}
			if st.Table.Hexes != nil && !strings.Contains(string(text), "hex = \"1208\"\nvertex = 4\nbase = [4, 2]\nused = 3\n") {
				t.Errorf("the orcs are not written as a counter on 1208:\n%s", text)
			}
		})
	}
}

// TestWritePositionHexMap: the sample hex map (testdata/hexmap.toml) comes
// back from a position, its counters written on their hexes, those the
// sandbox moved in cm (off the grid, or by a whole turn) as bases in cm,
// and a refused map is said.
func TestWritePositionHexMap(t *testing.T) {
	sc, err := LoadFile("testdata/hexmap.toml")
	if err != nil {
		t.Fatal(err)
	}
	st := sc.State
	st.Phase = "move"
	moved := func(id string, dx, turn float64) {
		b, _ := st.Table.Base(id)
		b.Shape.Center.X += dx
		b.Shape.Facing += turn
	}
	moved("b-horse.1", 0.7, 0.1)
	moved("r-horse.1", 0, 2*math.Pi)
	st.Used = map[string]float64{"b-horse.1": 2, "r-guns.1": 3.5}
	text, err := WritePosition(&st, "hexes", "")
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse("hexes.toml", text)
	if err != nil {
		t.Fatalf("the position does not parse: %v\n%s", err, text)
	}
	if back.State.Hash() != st.Hash() {
		t.Errorf("the position decodes to another state\n%s", text)
	}
	for _, want := range []string{
		"[hexes]\norientation = \"flat\"\nsize = 5\norigin = [5.386751, 5]\ncols = 20\nrows = 14\nparity = \"odd-q\"\nedges = { blue = \"west\", red = \"east\" }\n",
		"[[hexes.terrain]]\nkind = \"wood\"\nelevation = 1\nat = [\"1107\", \"1108\"]\n",
		"[[hexes.hexside]]\nkind = \"bridge\"\nbetween = [[\"1407\", \"1507\"]]\n",
		"formation = \"column\"\nhex = [\"0212\", \"0312\"]\n",
		"hex = \"1007\"\nvertex = 3\nused = 3.5\n",
		"id = \"b-horse\"\nname = \"Dragoons\"\ntype = \"cavalry\"\nbase = [",
		"id = \"r-horse\"\nname = \"Hussars\"\ntype = \"cavalry\"\nbase = [",
	} {
		if !strings.Contains(string(text), want) {
			t.Errorf("the position has no\n%s\nin\n%s", want, text)
		}
	}
	bad := st
	spec := *st.Table.Hexes
	spec.Sides = append(spec.Sides, hex.SideSpec{A: "0101", B: "0303", Kind: "hedge"})
	bad.Table.Hexes = &spec
	if _, err := WritePosition(&bad, "t", ""); err == nil || !strings.Contains(err.Error(), "the hex map: hex: sides[") {
		t.Errorf("WritePosition(a map with a bad hexside) = %v, want the map's error", err)
	}
}

// A table whose bases are in another order than their units' (a WME unit
// put back on the table after every other) is written with its order.
func TestWritePositionKeepsTheTableOrder(t *testing.T) {
	st := odd()
	st.Table.Bases[0], st.Table.Bases[2] = st.Table.Bases[2], st.Table.Bases[0]
	text, err := WritePosition(&st, "t", "")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), `order = ["b.1", "a.3", "a.1"]`) {
		t.Errorf("no order written:\n%s", text)
	}
	sc, err := Parse("o.toml", text)
	if err != nil {
		t.Fatal(err)
	}
	if sc.State.Hash() != st.Hash() {
		t.Error("the table's order does not come back")
	}
	for _, c := range []struct{ order, want string }{
		{`["a.1", "a.3"]`, "expected every base id once (3 of them)"},
		{`["a.1", "a.1", "b.1"]`, `"a.1" is not a base of the scenario, or is given twice`},
		{`["a.1", "a.3", "z.9"]`, `"z.9" is not a base of the scenario`},
	} {
		bad := strings.Replace(string(text), `order = ["b.1", "a.3", "a.1"]`, "order = "+c.order, 1)
		if _, err := Parse("o.toml", []byte(bad)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("order = %s: %v, want %q", c.order, err, c.want)
		}
	}
}

func TestWritePositionRefusesWhatItCannotGiveBack(t *testing.T) {
	cases := []struct {
		name string
		edit func(*rules.State)
		want string
	}{
		{"sizes differ", func(s *rules.State) { s.Table.Bases[1].Shape.Width = 5 }, "unit a has bases of different sizes"},
		{"a base id of another form", func(s *rules.State) { s.Table.Bases[0].ID, s.Units[0].Bases[0] = "knight", "knight" }, `base id "knight" is not a.<stand number>`},
		{"a base of another unit", func(s *rules.State) { s.Table.Bases[2].Unit = "a" }, "base b.1 is listed by unit b but belongs to a"},
		{"units out of their army's order", func(s *rules.State) { s.Units[0], s.Units[1] = s.Units[1], s.Units[0] }, "listed out of its army's order"},
		{"a base on no unit", func(s *rules.State) { s.Table.Bases = append(s.Table.Bases, table.Base{ID: "z.1", Unit: "z"}) }, "the table has 4 bases, its units 3"},
		{"no side to play", func(s *rules.State) { s.Active = 2 }, "the side to play (2) is not one of the 2 armies"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := odd()
			c.edit(&st)
			_, err := WritePosition(&st, "t", "")
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("WritePosition = %v, want %q", err, c.want)
			}
		})
	}
}

// odd3 is odd unmarked but for the gap of its lost stand (a.1, a.3).
func odd3() rules.State {
	st := odd()
	st.Phase, st.Counters, st.Used = "", nil, nil
	st.Units[0].Status, st.Units[2].Status = nil, nil
	return st
}

// TestWriteScenarioGivesTheBattleBack: each embedded sample scenario's
// starting state, written as a scenario (no [position]), decodes to the
// same state (game/army writes the armies built in the program so); a
// state a battle has marked is refused with the reason.
func TestWriteScenarioGivesTheBattleBack(t *testing.T) {
	for _, name := range []string{"default", "wme", "bnb", "mp"} {
		sc, err := Open(name)
		if err != nil {
			t.Fatal(err)
		}
		text, err := WriteScenario(&sc.State, sc.Title, sc.Description)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		back, err := Parse(name+"-written.toml", text)
		if err != nil {
			t.Fatalf("%s: the scenario written does not parse: %v\n%s", name, err, text)
		}
		if back.Position || back.Title != sc.Title || back.Description != sc.Description {
			t.Errorf("%s: Position %v, title %q, description %q", name, back.Position, back.Title, back.Description)
		}
		if got, want := back.State.Hash(), sc.State.Hash(); got != want {
			t.Errorf("%s: the scenario written decodes to another state\n%s", name, text)
		}
	}
	marked := func(f func(*rules.State)) rules.State {
		st := odd()
		st.Phase, st.Counters, st.Used = "", nil, nil
		st.Units[0].Status, st.Units[2].Status = nil, nil
		st.Units[0].Bases = st.Units[0].Bases[:1] // a.3 is a lost stand's gap
		st.Table.Bases = append(st.Table.Bases[:1], st.Table.Bases[2:]...)
		f(&st)
		return st
	}
	for _, c := range []struct {
		name string
		st   rules.State
		want string
	}{
		{"a phase", marked(func(s *rules.State) { s.Phase = "combat" }), `the battle has begun (phase "combat")`},
		{"distances moved", marked(func(s *rules.State) { s.Used = map[string]float64{"a.1": 2} }), "the battle has begun"},
		{"a status", marked(func(s *rules.State) { s.Units[0].Status = map[string]int{"wounds": 1} }), "unit a has statuses"},
		{"the table out of order", marked(func(s *rules.State) { b := s.Table.Bases; b[0], b[1] = b[1], b[0] }), "not in the order of their units"},
		{"a lost stand", odd3(), "unit a's stand a.3 is not its 2nd"},
	} {
		_, err := WriteScenario(&c.st, "t", "")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
	}
	ok := marked(func(*rules.State) {})
	if _, err := WriteScenario(&ok, "t", ""); err != nil {
		t.Errorf("an unmarked state is refused: %v", err)
	}
}
