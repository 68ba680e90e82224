package rules

import (
	"strings"
	"testing"

	"plateau/rules/table"
)

func TestOrdinal(t *testing.T) {
	for n, want := range map[int]string{
		1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 5: "5th", 10: "10th",
		11: "11th", 12: "12th", 13: "13th", 14: "14th",
		21: "21st", 22: "22nd", 23: "23rd", 24: "24th",
		101: "101st", 111: "111th", 112: "112th", 113: "113th", 122: "122nd",
	} {
		if got := Ordinal(n); got != want {
			t.Errorf("Ordinal(%d) = %q, want %q", n, got, want)
		}
	}
}

// namesState has two sides; the first fields three Crossbowmen (the
// second in the middle of the list), one Knights of 13 stands, a
// single-base General and a unit with no name; the second its own
// Crossbowmen, which do not count against the first side's.
func namesState() *State {
	s := &State{Sides: []Side{{ID: "empire", Name: "Empire"}, {ID: "orcs", Name: "Orcs"}}}
	add := func(id, name string, side, n int) {
		u := Unit{ID: id, Name: name, Side: side}
		for k := 1; k <= n; k++ {
			b := table.Base{ID: id + "." + itoa(k), Unit: id, Side: side}
			u.Bases = append(u.Bases, b.ID)
			s.Table.Bases = append(s.Table.Bases, b)
		}
		s.Units = append(s.Units, u)
	}
	add("emp-xbow-1", "Crossbowmen", 0, 3)
	add("emp-knights", "Knights", 0, 13)
	add("emp-xbow-2", "Crossbowmen", 0, 3)
	add("emp-general", "General", 0, 1)
	add("emp-xbow-3", "Crossbowmen", 0, 2)
	add("emp-anon", "", 0, 2)
	add("orc-xbow", "Crossbowmen", 1, 3)
	s.NumberUnits()
	return s
}

func itoa(n int) string { return Ordinal(n)[:len(Ordinal(n))-2] }

func TestNames(t *testing.T) {
	s := namesState()
	for _, c := range []struct{ id, want string }{
		// Units: same-named units of a side numbered in the scenario's
		// order; a name of its own stays as it is.
		{"emp-xbow-1", "Crossbowmen (1)"},
		{"emp-xbow-2", "Crossbowmen (2)"},
		{"emp-xbow-3", "Crossbowmen (3)"},
		{"orc-xbow", "Crossbowmen"}, // the other side's do not count
		{"emp-knights", "Knights"},
		{"emp-general", "General"},
		{"emp-anon", "emp-anon"}, // no name: its id, the only thing there is
		// Bases: the unit's name and the stand's number.
		{"emp-knights.1", "Knights, 1st stand"},
		{"emp-knights.2", "Knights, 2nd stand"},
		{"emp-knights.3", "Knights, 3rd stand"},
		{"emp-knights.4", "Knights, 4th stand"},
		{"emp-knights.11", "Knights, 11th stand"},
		{"emp-knights.12", "Knights, 12th stand"},
		{"emp-knights.13", "Knights, 13th stand"},
		{"emp-xbow-2.3", "Crossbowmen (2), 3rd stand"},
		{"orc-xbow.1", "Crossbowmen, 1st stand"},
		// A single-base unit, a commander: just the name.
		{"emp-general.1", "General"},
		// Anything else as it is.
		{"copse", "copse"},
	} {
		if got := s.Called(c.id); got != c.want {
			t.Errorf("Called(%q) = %q, want %q", c.id, got, c.want)
		}
	}
	if got := s.UnitName("emp-xbow-2"); got != "Crossbowmen (2)" {
		t.Errorf("UnitName = %q", got)
	}
	if got := s.BaseName("emp-xbow-1.2"); got != "Crossbowmen (1), 2nd stand" {
		t.Errorf("BaseName = %q", got)
	}
}

func TestNamesOrdinalsTo22(t *testing.T) {
	s := &State{}
	u := Unit{ID: "big", Name: "Goblins"}
	for k := 1; k <= 22; k++ {
		id := "big." + itoa(k)
		u.Bases = append(u.Bases, id)
		s.Table.Bases = append(s.Table.Bases, table.Base{ID: id, Unit: "big"})
	}
	s.Units = []Unit{u}
	for id, want := range map[string]string{"big.21": "Goblins, 21st stand", "big.22": "Goblins, 22nd stand", "big.13": "Goblins, 13th stand"} {
		if got := s.BaseName(id); got != want {
			t.Errorf("BaseName(%q) = %q, want %q", id, got, want)
		}
	}
}

// A stand keeps its number when those before it are lost; the last stand
// of a unit that had several is still numbered (it is not its first).
func TestStandNumbersStay(t *testing.T) {
	s := namesState()
	s.Table.Bases = s.Table.Bases[1:] // emp-xbow-1.1 lost
	u, _ := s.Unit("emp-xbow-1")
	u.Bases = u.Bases[1:]
	if got := s.BaseName("emp-xbow-1.2"); got != "Crossbowmen (1), 2nd stand" {
		t.Errorf("after the 1st stand's loss: %q", got)
	}
	u.Bases = u.Bases[1:] // only emp-xbow-1.3 left
	if got := s.BaseName("emp-xbow-1.3"); got != "Crossbowmen (1), 3rd stand" {
		t.Errorf("the last stand left: %q", got)
	}
	// A base already off the table is still named by its unit.
	if got := s.BaseName("emp-xbow-1.1"); got != "Crossbowmen (1), 1st stand" {
		t.Errorf("a removed base: %q", got)
	}
}

// Numbering is the scenario's order and ignores where the units stand, so
// a unit keeps its name all battle; renaming a unit renumbers the others.
func TestNumberUnits(t *testing.T) {
	s := namesState()
	s.Units[0].Name = "Handgunners"
	s.NumberUnits()
	for id, want := range map[string]string{"emp-xbow-1": "Handgunners", "emp-xbow-2": "Crossbowmen (1)", "emp-xbow-3": "Crossbowmen (2)"} {
		if got := s.UnitName(id); got != want {
			t.Errorf("after renaming: UnitName(%q) = %q, want %q", id, got, want)
		}
	}
	c := s.Clone()
	if got := c.UnitName("emp-xbow-3"); got != "Crossbowmen (2)" {
		t.Errorf("a clone names it %q", got)
	}
}

func TestBaseNames(t *testing.T) {
	s := namesState()
	for _, c := range []struct {
		ids  []string
		want string
	}{
		{[]string{"emp-xbow-1.2", "emp-xbow-1.3"}, "Crossbowmen (1), 2nd and 3rd stands"},
		{[]string{"emp-xbow-1.1", "emp-xbow-1.2", "emp-xbow-1.3"}, "Crossbowmen (1), 1st, 2nd and 3rd stands"},
		{[]string{"emp-knights.2", "emp-general.1"}, "Knights, 2nd stand; General"},
		{[]string{"emp-general.1", "orc-xbow"}, "General and Crossbowmen"},
		{[]string{"emp-xbow-2.1", "emp-knights.1", "emp-xbow-2.2"}, "Crossbowmen (2), 1st and 2nd stands; Knights, 1st stand"},
		{[]string{"what"}, "what"},
		{nil, ""},
	} {
		if got := s.BaseNames(c.ids); got != c.want {
			t.Errorf("BaseNames(%q) = %q, want %q", c.ids, got, c.want)
		}
	}
	if got := StandsOf([]string{"emp-xbow-1.2", "emp-xbow-1.3"}); got != "the 2nd and 3rd stands" {
		t.Errorf("StandsOf = %q", got)
	}
	if got := StandOf("emp-xbow-1.12"); got != "the 12th stand" {
		t.Errorf("StandOf = %q", got)
	}
}

func TestActionBases(t *testing.T) {
	s := namesState()
	a := Action{Kind: "charge", Target: "orc-xbow", Moves: []Move{{Base: "emp-knights.1"}},
		Args: map[string]string{"unit": "emp-general", "bases": "emp-xbow-1.2,emp-xbow-1.3", "note": "straight"}}
	got := s.ActionBases(a, []Move{{Base: "emp-knights.2"}, {Base: "emp-knights.1"}})
	want := []string{"emp-knights.1", "emp-knights.2", "orc-xbow.1", "orc-xbow.2", "orc-xbow.3", "emp-xbow-1.2", "emp-xbow-1.3", "emp-general.1"}
	if len(got) != len(want) {
		t.Fatalf("ActionBases = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("ActionBases = %v, want %v", got, want)
		}
	}
	// Without the preview, the second Knights stand is not concerned.
	os := s.FillBases([]Offer{{Action: a}, {Action: a, Bases: []string{"emp-xbow-1.2"}}, {Action: Action{Kind: KindEndPhase}}})
	if len(os[0].Bases) != len(want)-1 || len(os[1].Bases) != 1 || len(os[2].Bases) != 0 {
		t.Errorf("FillBases: %v, %v, %v", os[0].Bases, os[1].Bases, os[2].Bases)
	}
}

// TestAddActionBases: an offer's own bases stay first, then those its
// action names (a target unit's every base, a moved base), each once; an
// offer listing none gets them all.
func TestAddActionBases(t *testing.T) {
	s := namesState()
	got := s.AddActionBases([]Offer{
		{Bases: []string{"emp-xbow-1.1"}, Action: Action{Kind: "shoot", Target: "orc-xbow"}},
		{Bases: []string{"orc-xbow.2"}, Action: Action{Kind: "fire", Target: "orc-xbow", Moves: []Move{{Base: "emp-general.1"}}}},
		{Action: Action{Kind: "x", Args: map[string]string{"with": "emp-xbow-3"}}},
	})
	for i, want := range [][]string{
		{"emp-xbow-1.1", "orc-xbow.1", "orc-xbow.2", "orc-xbow.3"},
		{"orc-xbow.2", "emp-general.1", "orc-xbow.1", "orc-xbow.3"},
		{"emp-xbow-3.1", "emp-xbow-3.2"},
	} {
		if strings.Join(got[i].Bases, " ") != strings.Join(want, " ") {
			t.Errorf("offer %d: bases %v, want %v", i, got[i].Bases, want)
		}
	}
}
