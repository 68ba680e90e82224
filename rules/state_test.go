package rules

import (
	"testing"

	"plateau/rules/geom"
	"plateau/rules/table"
)

func sample() State {
	return State{
		Ruleset: "sandbox",
		Table: table.Table{Width: 120, Height: 80,
			Features: []table.Feature{{ID: "w", Kind: "wood", Area: geom.Polygon{geom.V(0, 0), geom.V(10, 0), geom.V(5, 8)}}},
			Bases:    []table.Base{{ID: "u.1", Unit: "u", Shape: geom.Rect{Center: geom.V(20, 20), Width: 4, Depth: 2}}}},
		Sides:    []Side{{ID: "blue", Name: "Blue", Colour: "#3366cc", Deployment: geom.Polygon{geom.V(0, 0), geom.V(1, 0), geom.V(1, 1)}}},
		Units:    []Unit{{ID: "u", Name: "Spears", Type: "infantry", Bases: []string{"u.1"}, Profile: map[string]float64{"attacks": 3}, Status: map[string]int{"hits": 1}}},
		Turn:     1,
		Used:     map[string]float64{"u.1": 3},
		Counters: map[string]int{"x": 1},
	}
}

// Clone must share nothing a battle changes with its source: Apply relies
// on it to never change the state it was given (DESIGN.md, conformance
// invariants). CloneAll shares nothing at all.
func TestCloneIsDeep(t *testing.T) {
	s := sample()
	before := s.Hash()
	c := s.Clone()
	c.Table.Bases[0].Shape.Center.X = 99
	c.Table.Features[0].Area[0].X = 99
	c.Units[0].Bases[0] = "zz"
	c.Units[0].Status["hits"] = 9
	c.Used["u.1"] = 9
	c.Counters["x"] = 9
	c.Sides[0].Name = "Red"
	if after := s.Hash(); after != before {
		t.Errorf("changing a clone changed the original (hash %s -> %s)", before[:8], after[:8])
	}
	if c.Hash() == before {
		t.Errorf("the clone's changes did not change its hash")
	}
	a := s.CloneAll()
	a.Units[0].Profile["attacks"] = 9
	a.Sides[0].Deployment[0].X = 99
	a.Settings = map[string]string{"turns": "8"}
	if after := s.Hash(); after != before {
		t.Errorf("changing a CloneAll changed the original (hash %s -> %s)", before[:8], after[:8])
	}
}

// TestCloneUnitsBasesApart: the clone's lists of bases share one array,
// so appending to one unit's must not write into the next one's, and a
// unit without bases has none (nil, as before the array was shared).
func TestCloneUnitsBasesApart(t *testing.T) {
	s := State{Units: []Unit{{ID: "a", Bases: []string{"a.1", "a.2"}}, {ID: "none", Bases: []string{}}, {ID: "b", Bases: []string{"b.1"}}}}
	c := s.Clone()
	c.Units[0].Bases = append(c.Units[0].Bases, "a.3")
	if got := c.Units[2].Bases; len(got) != 1 || got[0] != "b.1" {
		t.Errorf("appending to the first unit's bases made the third's %v", got)
	}
	if c.Units[1].Bases != nil {
		t.Errorf("a unit without bases has %#v, want nil", c.Units[1].Bases)
	}
	if len(s.Units[0].Bases) != 2 {
		t.Errorf("the original's first unit has %v", s.Units[0].Bases)
	}
}

// TestCloneSharesWhatBattlesKeep: profiles, deployment zones and settings,
// which no action changes, are shared by Clone (every action's clone does
// not copy them), not by CloneAll.
func TestCloneSharesWhatBattlesKeep(t *testing.T) {
	s := sample()
	s.Settings = map[string]string{"turns": "6"}
	c := s.Clone()
	c.Units[0].Profile["attacks"] = 7
	if s.Units[0].Profile["attacks"] != 7 {
		t.Errorf("Clone copied the profiles")
	}
	a := s.CloneAll()
	a.Units[0].Profile["attacks"] = 1
	if s.Units[0].Profile["attacks"] != 7 {
		t.Errorf("CloneAll shares the profiles")
	}
}

func TestHashIsStable(t *testing.T) {
	// Equal states whose maps were filled in different orders hash the
	// same: replays compare hashes across runs and machines.
	a, b := sample(), sample()
	keys := []string{"attacks", "hits", "armour", "range", "shots", "points"}
	a.Units[0].Profile, b.Units[0].Profile = map[string]float64{}, map[string]float64{}
	for i, k := range keys {
		a.Units[0].Profile[k] = float64(i)
		b.Units[0].Profile[keys[len(keys)-1-i]] = float64(len(keys) - 1 - i)
	}
	if a.Hash() != b.Hash() {
		t.Fatalf("equal states hash differently")
	}
	b.Turn = 2
	if a.Hash() == b.Hash() {
		t.Errorf("different turns hash the same")
	}
}

func TestLookups(t *testing.T) {
	s := sample()
	if u, ok := s.UnitOf("u.1"); !ok || u.ID != "u" {
		t.Errorf("UnitOf(u.1) = %v, %v; want u", u, ok)
	}
	if _, ok := s.UnitOf("nope"); ok {
		t.Errorf("UnitOf(nope) found something")
	}
	if _, err := Lookup("no-such-ruleset"); err == nil {
		t.Errorf("Lookup(no-such-ruleset) gave no error")
	}
}

func TestViolationError(t *testing.T) {
	v := &Violation{Code: "allowance", Rule: "WME §7.2 [L684]", Msg: "too far"}
	if got, want := v.Error(), "too far (WME §7.2 [L684])"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}

// A counter set to zero is removed: cleared and never set hash the same.
func TestSetStatusAndCounter(t *testing.T) {
	a, b := sample(), sample()
	a.Units[0].SetStatus("confused", 1)
	a.Units[0].SetStatus("confused", 0)
	a.SetCounter("turns", 7)
	a.SetCounter("turns", 0)
	if a.Hash() != b.Hash() {
		t.Error("a status or counter set then cleared changes the hash")
	}
	var u Unit
	u.SetStatus("hits", 2)
	var s State
	s.SetCounter("turns", 6)
	if u.Status["hits"] != 2 || s.Counters["turns"] != 6 {
		t.Errorf("SetStatus/SetCounter on empty maps: %v %v", u.Status, s.Counters)
	}
}
