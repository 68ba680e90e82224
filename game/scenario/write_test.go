package scenario

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
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

func TestWritePositionGivesTheStateBack(t *testing.T) {
	st := odd()
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
