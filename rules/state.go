package rules

import (
	"maps"

	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/table"
)

// Side is one player's army.
type Side struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Colour string `json:"colour"` // "#rrggbb"
	// Deployment is the side's deployment zone, empty if the scenario
	// gives none.
	Deployment geom.Polygon `json:"deployment,omitempty"`
}

// Unit is a body of troops: one or more bases that move and fight together.
// Type, Formation and the Profile keys are the ruleset's vocabulary.
type Unit struct {
	ID        string             `json:"id"`
	Name      string             `json:"name"`
	Side      int                `json:"side"`
	Type      string             `json:"type"`
	Formation string             `json:"formation,omitempty"`
	Profile   map[string]float64 `json:"profile,omitempty"`
	Bases     []string           `json:"bases"`
	// Status holds the ruleset's per-unit counters (hits taken, confused,
	// ...), keyed by the ruleset's names.
	Status map[string]int `json:"status,omitempty"`
	// Numbered tells the unit apart from the other units of its side that
	// share its name: its place among them in the scenario's order (1, 2,
	// ...), 0 when its name is its own. NumberUnits sets it; it is derived
	// from the units' names and order, so it is neither saved nor hashed.
	Numbered int `json:"-"`
}

// State is a whole battle at one moment. Rulesets treat it as a value:
// Apply returns a new State and never changes the one it was given.
type State struct {
	Ruleset string      `json:"ruleset"`
	Table   table.Table `json:"table"`
	Sides   []Side      `json:"sides"`
	Units   []Unit      `json:"units"`
	Turn    int         `json:"turn"`   // 1 for the first turn
	Active  int         `json:"active"` // index in Sides of the side to play
	Phase   string      `json:"phase"`
	// Used is the distance (cm, by the ruleset's metric) each base has
	// moved since its allowance was last renewed.
	Used map[string]float64 `json:"used,omitempty"`
	// Counters holds the ruleset's battle-wide counters.
	Counters map[string]int `json:"counters,omitempty"`
	// Settings are the scenario's ruleset settings ([settings]), as text;
	// the ruleset's Setup checks them.
	Settings map[string]string `json:"settings,omitempty"`
}

// Clone is a copy of s that shares nothing a battle changes: changing the
// clone's table, units, statuses, distances or counters never changes s.
//
// What a battle never changes is shared rather than copied, because every
// action clones the whole state (on a big table most of its cost): the
// units' profiles, the sides' deployment zones and the settings are read
// only once the battle has started (a ruleset that needs another profile
// copies it first, as WME's commander shooting with his unit does), and
// the hex map (table.Table.Hexes). The conformance suite's "Apply never
// changes its input" finds a ruleset that writes one of them: the input
// would change with it.
func (s State) Clone() State {
	c := s
	c.Table = s.Table.Clone()
	c.Sides = append([]Side(nil), s.Sides...)
	c.Units = make([]Unit, len(s.Units))
	// The units' lists of bases share one new array, each capped so that
	// an append to one copies it rather than writing into the next: one
	// allocation where there were as many as units (issue 10, loading a
	// save). An empty list becomes nil, as append gave before.
	n := 0
	for i := range s.Units {
		n += len(s.Units[i].Bases)
	}
	all := make([]string, 0, n)
	for i, u := range s.Units {
		u.Status = maps.Clone(u.Status)
		if len(u.Bases) == 0 {
			u.Bases = nil
		} else {
			k := len(all)
			all = append(all, u.Bases...)
			u.Bases = all[k:len(all):len(all)]
		}
		c.Units[i] = u
	}
	unitIDs.Share(c.Units, s.Units)
	c.Used = maps.Clone(s.Used)
	c.Counters = maps.Clone(s.Counters)
	return c
}

// CloneAll is a deep copy of s sharing nothing at all, the profiles,
// zones and settings included: for a scenario decoded once and started
// many times, whose ruleset's Setup may still fill them in.
func (s State) CloneAll() State {
	c := s.Clone()
	for i := range c.Sides {
		c.Sides[i].Deployment = append(geom.Polygon(nil), c.Sides[i].Deployment...)
	}
	for i := range c.Units {
		c.Units[i].Profile = maps.Clone(c.Units[i].Profile)
	}
	c.Settings = maps.Clone(s.Settings)
	if s.Table.Hexes != nil {
		h := *s.Table.Hexes
		h.Hexes = append([]hex.HexSpec(nil), h.Hexes...)
		h.Sides = append([]hex.SideSpec(nil), h.Sides...)
		h.Edges = append([]string(nil), h.Edges...)
		c.Table.Hexes = &h
	}
	return c
}

// Unit finds a unit by ID, in O(1): the units' id map is cached beside
// s.Units and every index it gives is checked, so that the answer is the
// one a scan would give however the slice was edited (see
// table.IDCache). A unit that does not exist costs a scan.
func (s *State) Unit(id string) (*Unit, bool) {
	if i := unitIDs.Find(s.Units, id); i >= 0 {
		return &s.Units[i], true
	}
	return nil, false
}

// UnitIndex is the index in s.Units of the unit with this ID, or -1: Unit
// for callers that keep indices.
func (s *State) UnitIndex(id string) int { return unitIDs.Find(s.Units, id) }

var unitIDs = table.NewIDCache(func(u *Unit) string { return u.ID })

// Base finds a base by ID, in O(1) (table.Table.Base).
func (s *State) Base(id string) (*table.Base, bool) { return s.Table.Base(id) }

// UnitOf is the unit a base belongs to: two O(1) lookups.
func (s *State) UnitOf(baseID string) (*Unit, bool) {
	b, ok := s.Table.Base(baseID)
	if !ok {
		return nil, false
	}
	return s.Unit(b.Unit)
}

// SetStatus sets one of the unit's counters. Zero removes it, so that a
// counter cleared and one never set give the same state and hash.
func (u *Unit) SetStatus(k string, v int) {
	if v == 0 {
		delete(u.Status, k)
		return
	}
	if u.Status == nil {
		u.Status = map[string]int{}
	}
	u.Status[k] = v
}

// SetCounter sets one of the battle-wide counters, as SetStatus does.
func (s *State) SetCounter(k string, v int) {
	if v == 0 {
		delete(s.Counters, k)
		return
	}
	if s.Counters == nil {
		s.Counters = map[string]int{}
	}
	s.Counters[k] = v
}
