package script

import (
	"plateau/game"
	"plateau/rules"
	"plateau/rules/geom"
)

// Report is the state a script leaves, as printed in JSON.
type Report struct {
	Scenario string        `json:"scenario"`
	Ruleset  string        `json:"ruleset"`
	Seed     uint64        `json:"seed"`
	Turn     int           `json:"turn"`
	Active   string        `json:"active"`
	Phase    string        `json:"phase"`
	Bases    []BaseReport  `json:"bases"`
	Units    []UnitReport  `json:"units"`
	Events   []rules.Event `json:"events"`
	Failure  string        `json:"failure,omitempty"`
	Hash     string        `json:"hash"`
}

// BaseReport is one base's pose: centre in cm, facing as a compass bearing.
type BaseReport struct {
	ID     string  `json:"id"`
	Unit   string  `json:"unit"`
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Facing float64 `json:"facing"`
	Used   float64 `json:"used,omitempty"`
}

// UnitReport is one unit's standing.
type UnitReport struct {
	ID        string         `json:"id"`
	Name      string         `json:"name"`
	Side      string         `json:"side"`
	Formation string         `json:"formation,omitempty"`
	Status    map[string]int `json:"status,omitempty"`
}

// NewReport describes m's current state.
func NewReport(m *game.Match) Report {
	s := m.State()
	r := Report{
		Scenario: m.Scenario().Name, Ruleset: s.Ruleset, Seed: m.Seed(), Turn: s.Turn,
		Active: s.Sides[s.Active].ID, Phase: s.Phase, Events: m.Events(), Hash: s.Hash(),
	}
	if r.Events == nil {
		r.Events = []rules.Event{}
	}
	for _, b := range s.Table.Bases {
		r.Bases = append(r.Bases, BaseReport{ID: b.ID, Unit: b.Unit, X: round(b.Shape.Center.X),
			Y: round(b.Shape.Center.Y), Facing: round(geom.Bearing(b.Shape.Facing)), Used: round(s.Used[b.ID])})
	}
	for _, u := range s.Units {
		r.Units = append(r.Units, UnitReport{ID: u.ID, Name: u.Name, Side: s.Sides[u.Side].ID,
			Formation: u.Formation, Status: u.Status})
	}
	return r
}

// round keeps four decimals (a micron): enough for any rule, and stable in
// print across platforms.
func round(v float64) float64 {
	const k = 1e4
	r := float64(int64(v*k+copysign(0.5, v))) / k
	if r == 0 {
		return 0 // no "-0"
	}
	return r
}

func copysign(a, b float64) float64 {
	if b < 0 {
		return -a
	}
	return a
}
