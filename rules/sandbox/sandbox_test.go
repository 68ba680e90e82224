package sandbox

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/rulestest"
	"plateau/rules/table"
)

// north is the facing of a base looking towards the top edge.
var north = geom.FromBearing(0)

func base(id, unit string, side int, x, y float64) table.Base {
	return table.Base{ID: id, Unit: unit, Side: side, Shape: geom.Rect{Center: geom.V(x, y), Facing: north, Width: 4, Depth: 2}}
}

// field is a 100 × 100 cm table: blue infantry "inf" at (50, 80), blue
// cavalry "cav" at (20, 80), red infantry "foe" at (50, 40), a lake in the
// north-east.
func field() rules.State {
	s := rules.State{
		Ruleset: ID,
		Table: table.Table{Width: 100, Height: 100,
			Features: []table.Feature{{ID: "lake", Kind: "lake", Area: geom.Polygon{geom.V(70, 20), geom.V(90, 20), geom.V(90, 40), geom.V(70, 40)}}},
			Bases: []table.Base{
				base("inf.1", "inf", 0, 50, 80), base("cav.1", "cav", 0, 20, 80), base("foe.1", "foe", 1, 50, 40),
			}},
		Sides: []rules.Side{{ID: "blue", Name: "Blue"}, {ID: "red", Name: "Red"}},
		Units: []rules.Unit{
			{ID: "inf", Name: "Spears", Side: 0, Type: "infantry", Bases: []string{"inf.1"}},
			{ID: "cav", Name: "Knights", Side: 0, Type: "cavalry", Bases: []string{"cav.1"}},
			{ID: "foe", Name: "Orcs", Side: 1, Type: "infantry", Bases: []string{"foe.1"}},
		},
	}
	if err := (Rules{}).Setup(&s); err != nil {
		panic(err)
	}
	return s
}

// addMate gives the infantry a second base, 10 cm ahead of the first.
func addMate(s *rules.State) {
	s.Table.Bases = append(s.Table.Bases, base("inf.2", "inf", 0, 50, 70))
	s.Units[0].Bases = append(s.Units[0].Bases, "inf.2")
}

func moveTo(s *rules.State, id string, x, y float64, turn float64) rules.Action {
	b, _ := s.Base(id)
	from := b.Shape.Pose()
	return rules.Action{Kind: rules.KindMove, Side: b.Side,
		Moves: []rules.Move{{Base: id, Path: geom.Path{from, {Pos: geom.V(x, y), Facing: from.Facing + turn}}}}}
}

func code(err error) string { return rulestest.Code(err) }

func TestCheckMove(t *testing.T) {
	tests := []struct {
		name       string
		edit       func(s *rules.State) // optional changes to the field
		base       string
		x, y, turn float64
		want       string // violation code, "" for legal
	}{
		// Allowances: wme.md §3.2 movement table (seed 000 L606-615).
		{"infantry 20 cm straight ahead", nil, "inf.1", 50, 60, 0, ""},
		{"infantry 20.1 cm is too far", nil, "inf.1", 50, 59.9, 0, "allowance"},
		{"cavalry 30 cm", nil, "cav.1", 20, 50, 0, ""},
		{"cavalry 31 cm", nil, "cav.1", 20, 49, 0, "allowance"},
		// The farthest-moving part counts, turns included (wme.md §7.2, L684):
		// 18 cm forward plus a 90° turn about the centre moves a corner
		// farther than 20 cm.
		{"turning costs distance", nil, "inf.1", 50, 62, math.Pi / 2, "allowance"},
		{"a turn in place is cheap", nil, "inf.1", 50, 80, math.Pi / 2, ""},
		{"profile move overrides the type", func(s *rules.State) { s.Units[0].Profile = map[string]float64{"move": 5} }, "inf.1", 50, 74, 0, "allowance"},
		{"used allowance counts", func(s *rules.State) { s.Used = map[string]float64{"inf.1": 15} }, "inf.1", 50, 74, 0, "allowance"},
		{"off the table", nil, "cav.1", 1, 80, 0, "off-table"},
		// The allowance is judged before the path: 44 cm is too far
		// whatever stands in the way.
		{"too far, through an enemy", nil, "inf.1", 50, 36, 0, "allowance"},
		// A unit may pass through its own bases but not end on them.
		{"through a unit-mate", addMate, "inf.1", 50, 64, 0, ""},
		{"end on a unit-mate", addMate, "inf.1", 50, 71, 0, "overlap"},
		{"path through an enemy within reach", func(s *rules.State) { s.Table.Bases[2].Shape.Center = geom.V(50, 70) }, "inf.1", 50, 63, 0, "blocked"},
		{"touching an enemy is fine", func(s *rules.State) { s.Table.Bases[2].Shape.Center = geom.V(50, 66) }, "inf.1", 50, 68, 0, ""},
		{"into the lake", func(s *rules.State) { s.Table.Bases[1].Shape.Center = geom.V(80, 50) }, "cav.1", 80, 38, 0, "blocked"},
		// Gaps (wme.md §7.3, L712-714): a 4 × 2 base is 2
		// cm deep, so sliding sideways it fits through a 3 cm gap between friends but not
		// between enemies, which needs more than its long side (4 cm).
		{"narrow gap between enemies", func(s *rules.State) {
			s.Table.Bases[0].Shape.Center = geom.V(40, 80)
			s.Table.Bases[2].Shape.Center = geom.V(50, 77.5)
			s.Table.Bases = append(s.Table.Bases, base("foe.2", "foe", 1, 50, 82.5))
			s.Units[2].Bases = append(s.Units[2].Bases, "foe.2")
		}, "inf.1", 58, 80, 0, "gap"},
		{"the same gap between friends", func(s *rules.State) {
			s.Table.Bases[0].Shape.Center = geom.V(40, 80)
			s.Table.Bases[2].Shape.Center = geom.V(50, 77.5)
			s.Table.Bases[2].Side = 0
			s.Units[2].Side = 0
			b := base("foe.2", "foe", 0, 50, 82.5)
			s.Table.Bases = append(s.Table.Bases, b)
			s.Units[2].Bases = append(s.Units[2].Bases, "foe.2")
		}, "inf.1", 58, 80, 0, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := field()
			if tc.edit != nil {
				tc.edit(&s)
			}
			got := code(Rules{}.Check(&s, moveTo(&s, tc.base, tc.x, tc.y, tc.turn)))
			if got != tc.want {
				t.Errorf("Check(move %s to %g,%g turn %g) = %q, want %q", tc.base, tc.x, tc.y, tc.turn, got, tc.want)
			}
		})
	}
}

func TestCheckTurnOrder(t *testing.T) {
	s := field()
	a := moveTo(&s, "foe.1", 50, 45, 0) // red moves while blue is to play
	if got := code(Rules{}.Check(&s, a)); got != "turn" {
		t.Errorf("red moving on blue's turn: %q, want turn", got)
	}
	a = moveTo(&s, "foe.1", 50, 45, 0)
	a.Side = 0 // blue tries to move a red base
	if got := code(Rules{}.Check(&s, a)); got != "not-yours" {
		t.Errorf("blue moving a red base: %q, want not-yours", got)
	}
}

func TestApplyMoveAndEndPhase(t *testing.T) {
	s := field()
	before := s.Hash()
	n, evs, err := Rules{}.Apply(s, moveTo(&s, "inf.1", 50, 70, 0), dice.NewScripted())
	if err != nil {
		t.Fatal(err)
	}
	if s.Hash() != before {
		t.Fatalf("Apply changed its input")
	}
	b, _ := n.Base("inf.1")
	if !b.Shape.Center.Near(geom.V(50, 70)) || math.Abs(n.Used["inf.1"]-10) > 1e-9 {
		t.Errorf("after the move: at %v used %v, want (50,70) used 10", b.Shape.Center, n.Used["inf.1"])
	}
	if len(evs) != 1 || evs[0].Kind != "moved" {
		t.Errorf("events = %v, want one moved", evs)
	}
	// The rest of the allowance may be used later in the phase.
	if got := code(Rules{}.Check(&n, moveTo(&n, "inf.1", 50, 59, 0))); got != "allowance" {
		t.Errorf("second move past the allowance: %q, want allowance", got)
	}
	n, _, err = Rules{}.Apply(n, rules.Action{Kind: rules.KindEndPhase, Side: 0}, nil)
	if err != nil || n.Active != 1 || n.Turn != 1 {
		t.Fatalf("after blue ends: active %d turn %d err %v, want red in turn 1", n.Active, n.Turn, err)
	}
	n, _, err = Rules{}.Apply(n, rules.Action{Kind: rules.KindEndPhase, Side: 1}, nil)
	if err != nil || n.Active != 0 || n.Turn != 2 {
		t.Fatalf("after red ends: active %d turn %d err %v, want blue in turn 2", n.Active, n.Turn, err)
	}
	if n.Used["inf.1"] != 0 {
		t.Errorf("blue's allowance not renewed: used %v", n.Used["inf.1"])
	}
}

func TestWholeUnitMove(t *testing.T) {
	s := field()
	s.Table.Bases = append(s.Table.Bases, base("inf.2", "inf", 0, 54, 80))
	s.Units[0].Bases = append(s.Units[0].Bases, "inf.2")
	a := rules.Action{Kind: rules.KindMove, Side: 0}
	for _, id := range []string{"inf.1", "inf.2"} {
		b, _ := s.Base(id)
		p := b.Shape.Pose()
		a.Moves = append(a.Moves, rules.Move{Base: id, Path: geom.Path{p, {Pos: p.Pos.Add(geom.V(0, -10)), Facing: p.Facing}}})
	}
	if err := (Rules{}).Check(&s, a); err != nil {
		t.Fatalf("moving a line of two forward: %v", err)
	}
	// Both ending on the same spot is refused.
	a.Moves[1].Path[1].Pos = a.Moves[0].Path[1].Pos
	if got := code(Rules{}.Check(&s, a)); got != "overlap" {
		t.Errorf("two bases ending on one spot: %q, want overlap", got)
	}
}

func TestSetupRejectsSettings(t *testing.T) {
	s := field()
	s.Settings = map[string]string{"scale": "15mm"}
	if err := (Rules{}).Setup(&s); err == nil || !strings.Contains(err.Error(), `"scale"`) {
		t.Errorf("Setup with a setting = %v, want an error naming it", err)
	}
}

func TestSetupRejectsUnknownTroopType(t *testing.T) {
	s := field()
	s.Units[0].Type = "dragon"
	if err := (Rules{}).Setup(&s); err == nil {
		t.Error("Setup accepted a troop type with no allowance")
	}
}
