package rules

import (
	"sort"
	"strconv"
	"strings"
)

// Players see names, never ids (DESIGN.md): every text a ruleset shows a
// player (an offer's label and detail, a refusal, a log event) names units
// and bases through the functions of this file, while the Actions keep the
// ids (that is what is applied, saved and replayed).
//
// A unit is called by the name its scenario gave it ("Crossbowmen"). When
// several units of the same side share that name, each is told apart by a
// number after the name, counted in the order the scenario lists them:
// "Crossbowmen (1)", "Crossbowmen (2)"... Numbering was chosen over
// positional words ("left Crossbowmen") because:
//
//   - it is stable: a unit keeps its name the whole battle, so a log line of
//     turn 1 and an offer of turn 5 name it alike, while "left" and "right"
//     would swap as the units wheel, pursue or flee, and a replay's log would
//     contradict the table;
//   - it always tells units apart: the sample Empire has four Crossbowmen and
//     four Knights, where "left", "centre" and "right" run out, and two units
//     one behind the other have no left and right at all;
//   - it keeps the scenario's name at the front of the text, so a label that
//     began with "Crossbowmen" or contained "orders Crossbowmen" still starts
//     with and contains those words, and scripts that press offers by label
//     prefix (docs/script-format.md) keep matching as far as they can;
//   - it follows the scenario author's order, which in the sample scenarios
//     (and usually) is the order of the ids and of deployment, left to right.
//
// Units of different sides are not numbered against each other: their
// sides' colours and names already tell them apart.
//
// A base is called by its unit's name and its stand number, the number its
// scenario gave it (the ".2" that ends the id "emp-knights-1.2"), so that a
// stand keeps its name when the stands before it are lost: "Knights (2),
// 2nd stand". A unit of a single base (a commander, a BnB unit) is called
// just by the unit's name.

// Ordinal writes n as an English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th,
// 13th, 21st, 22nd, 101st, 111th.
func Ordinal(n int) string {
	suffix := "th"
	if m := n % 100; m < 11 || m > 13 {
		switch n % 10 {
		case 1, -1:
			suffix = "st"
		case 2, -2:
			suffix = "nd"
		case 3, -3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(n) + suffix
}

// NumberUnits numbers the units of each side that share a name, in the
// order of s.Units (Unit.Numbered), and clears the number of the others.
// The scenario calls it on the state it builds; a state made another way
// calls it before its texts are shown.
func (s *State) NumberUnits() {
	type key struct {
		side int
		name string
	}
	count := map[key]int{}
	for _, u := range s.Units {
		count[key{u.Side, u.Name}]++
	}
	seen := map[key]int{}
	for i := range s.Units {
		u := &s.Units[i]
		k := key{u.Side, u.Name}
		u.Numbered = 0
		if count[k] > 1 {
			seen[k]++
			u.Numbered = seen[k]
		}
	}
}

// Title is the name players see for the unit: its scenario name, numbered
// when other units of its side share it ("Crossbowmen (2)", see
// NumberUnits), its id when it has no name.
func (u Unit) Title() string {
	name := u.Name
	if name == "" {
		name = u.ID
	}
	if u.Numbered > 0 {
		return name + " (" + strconv.Itoa(u.Numbered) + ")"
	}
	return name
}

// UnitName is the unit's Title, by id. An unknown id is returned as it is.
func (s *State) UnitName(id string) string {
	u, ok := s.Unit(id)
	if !ok {
		return id
	}
	return u.Title()
}

func (s *State) nameOf(u *Unit) string { return u.Title() }

// StandNumber is the base's stand number within its unit: the number that
// ends its id ("emp-knights-1.2" is stand 2), else its place in the unit's
// list of bases, else 0.
func (s *State) StandNumber(baseID string) int {
	if n := standOfID(baseID); n > 0 {
		return n
	}
	if u, ok := s.UnitOf(baseID); ok {
		for i, b := range u.Bases {
			if b == baseID {
				return i + 1
			}
		}
	}
	return 0
}

// single reports whether the unit's base is known by the unit's name
// alone: the unit's first stand when it is its only base (a commander, a
// BnB unit, a one-stand unit), or its unit has no base left.
func single(u *Unit, baseID string, stand int) bool {
	return stand <= 1 && (len(u.Bases) == 0 || len(u.Bases) == 1 && u.Bases[0] == baseID)
}

// BaseName is the name players see for the base: "Knights, 2nd stand", or
// just the unit's name for a unit of a single base ("General"). An unknown
// id is returned as it is.
func (s *State) BaseName(baseID string) string {
	u, ok := s.unitOfBase(baseID)
	if !ok {
		return baseID
	}
	return u.titleOf(baseID, s.StandNumber(baseID))
}

// BaseTitle is BaseName for a base of the unit in hand, where no state is:
// its stand number is the one its id ends with.
func (u Unit) BaseTitle(baseID string) string { return u.titleOf(baseID, standOfID(baseID)) }

func (u Unit) titleOf(baseID string, n int) string {
	if single(&u, baseID, n) || n == 0 {
		return u.Title()
	}
	return u.Title() + ", " + Ordinal(n) + " stand"
}

// standOfID is the stand number an id ends with (".2"), 0 if none.
func standOfID(baseID string) int {
	if i := strings.LastIndexByte(baseID, '.'); i >= 0 {
		if n, err := strconv.Atoi(baseID[i+1:]); err == nil && n > 0 {
			return n
		}
	}
	return 0
}

// StandOf is the stand a base id numbers, "the 2nd stand", for a text that
// has named its unit already; "the stand" when the id has no number.
func StandOf(baseID string) string {
	if n := standOfID(baseID); n > 0 {
		return "the " + Ordinal(n) + " stand"
	}
	return "the stand"
}

// unitOfBase finds the unit of a base on the table, or of a base its unit
// lists (a base already removed from the table is still named by the unit
// whose id prefixes it).
func (s *State) unitOfBase(baseID string) (*Unit, bool) {
	if u, ok := s.UnitOf(baseID); ok {
		return u, true
	}
	if i := strings.LastIndexByte(baseID, '.'); i > 0 {
		if u, ok := s.Unit(baseID[:i]); ok {
			return u, true
		}
	}
	return nil, false
}

// BaseNames names several bases (or units), grouped by unit in the order
// they come: "Crossbowmen (1), 2nd and 3rd stands", "Knights (2), 1st
// stand; General" (a semicolon between units when a unit's part has a
// comma), "Bodyguard, Archers (1) and Archers (2)".
// A unit whose every base is listed is named by its name alone when it
// has one base.
func (s *State) BaseNames(ids []string) string {
	type group struct {
		u      *Unit
		stands []int
		raw    []string
	}
	var gs []*group
	at := map[string]*group{}
	for _, id := range ids {
		if u, ok := s.Unit(id); ok { // a unit's id among them: the unit
			g := &group{u: u, raw: []string{id}}
			gs = append(gs, g)
			continue
		}
		u, ok := s.unitOfBase(id)
		key := id
		if ok {
			key = u.ID
		}
		g := at[key]
		if g == nil {
			g = &group{u: u}
			if !ok {
				g.u = nil
			}
			at[key] = g
			gs = append(gs, g)
		}
		g.raw = append(g.raw, id)
		g.stands = append(g.stands, s.StandNumber(id))
	}
	parts := make([]string, 0, len(gs))
	for _, g := range gs {
		switch {
		case g.u == nil:
			parts = append(parts, strings.Join(g.raw, ", "))
		case len(g.raw) == 1:
			parts = append(parts, s.Called(g.raw[0]))
		default:
			ords := make([]string, len(g.stands))
			for i, n := range g.stands {
				ords[i] = Ordinal(n)
			}
			parts = append(parts, s.nameOf(g.u)+", "+JoinAnd(ords)+" stands")
		}
	}
	for _, p := range parts {
		if strings.Contains(p, ", ") { // "Knights (2), 1st stand; General"
			return strings.Join(parts, "; ")
		}
	}
	return JoinAnd(parts) // "Bodyguard, Archers (1) and Archers (2)"
}

// UnitNames names several units: "Crossbowmen (1), Knights (2) and General".
func (s *State) UnitNames(ids []string) string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = s.UnitName(id)
	}
	return JoinAnd(names)
}

// JoinAnd joins words as English lists them: "a", "a and b", "a, b and c".
func JoinAnd(ws []string) string {
	switch len(ws) {
	case 0:
		return ""
	case 1:
		return ws[0]
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " and " + ws[len(ws)-1]
}

// ActionBases are the bases an action concerns, as an offer lists them in
// Bases: the bases it moves or places (its Moves and preview), and every
// base and every unit (all its bases on the table) that its Target or its
// Args name, in that order, each once.
func (s *State) ActionBases(a Action, preview []Move) []string {
	var out []string
	seen := map[string]bool{}
	add := func(id string) {
		if id != "" && !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	ref := func(id string) {
		if _, ok := s.Base(id); ok {
			add(id)
			return
		}
		if u, ok := s.Unit(id); ok {
			for _, b := range u.Bases {
				if _, ok := s.Base(b); ok {
					add(b)
				}
			}
		}
	}
	for _, m := range a.Moves {
		add(m.Base)
	}
	for _, m := range preview {
		add(m.Base)
	}
	ref(a.Target)
	keys := make([]string, 0, len(a.Args))
	for k := range a.Args {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		for _, w := range strings.FieldsFunc(a.Args[k], func(r rune) bool { return r == ',' || r == ' ' || r == ';' }) {
			ref(w)
		}
	}
	return out
}

// FillBases sets the Bases of every offer that lists none to the bases its
// action concerns (ActionBases). A ruleset calls it on the offers it
// returns, after listing in Bases those its actions do not name (the
// stands a casualty choice removes, a declaration's elements).
func (s *State) FillBases(offers []Offer) []Offer {
	for i := range offers {
		if len(offers[i].Bases) == 0 {
			offers[i].Bases = s.ActionBases(offers[i].Action, offers[i].Preview)
		}
	}
	return offers
}

// AddActionBases adds to the Bases of every offer those its action
// concerns (ActionBases) that it does not list yet, after its own: for a
// ruleset whose offers name the acting bases and leave their targets to
// the action.
func (s *State) AddActionBases(offers []Offer) []Offer {
	for i := range offers {
		o := &offers[i]
		have := make(map[string]bool, len(o.Bases))
		for _, b := range o.Bases {
			have[b] = true
		}
		for _, b := range s.ActionBases(o.Action, o.Preview) {
			if !have[b] {
				have[b] = true
				o.Bases = append(o.Bases, b)
			}
		}
	}
	return offers
}

// Called is the name players see for an id of either kind: a base's
// BaseName, a unit's UnitName; any other text is returned as it is, so
// that a refusal may pass it whatever id its action carried.
func (s *State) Called(id string) string {
	if _, ok := s.Base(id); ok {
		return s.BaseName(id)
	}
	if u, ok := s.Unit(id); ok {
		return u.Title()
	}
	if _, ok := s.unitOfBase(id); ok {
		return s.BaseName(id)
	}
	return id
}

// StandName is the base's stand within its unit, "the 2nd stand", for a
// text that has named the unit already ("Crossbowmen (1) lose the 2nd
// stand"); "the stand" when its number is unknown.
func (s *State) StandName(baseID string) string {
	if n := s.StandNumber(baseID); n > 0 {
		return "the " + Ordinal(n) + " stand"
	}
	return "the stand"
}

// StandsOf names several stands of one unit, for a text that has named the
// unit already: "the 2nd stand", "the 2nd and 3rd stands".
func StandsOf(baseIDs []string) string {
	if len(baseIDs) == 1 {
		return StandOf(baseIDs[0])
	}
	ords := make([]string, len(baseIDs))
	for i, id := range baseIDs {
		if n := standOfID(id); n > 0 {
			ords[i] = Ordinal(n)
		} else {
			ords[i] = id
		}
	}
	return "the " + JoinAnd(ords) + " stands"
}
