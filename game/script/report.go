package script

import (
	"errors"
	"maps"

	"plateau/game"
	"plateau/rules"
	"plateau/rules/geom"
)

// Report is the state a script leaves, as printed in JSON.
type Report struct {
	Scenario string `json:"scenario"`
	Ruleset  string `json:"ruleset"`
	Seed     uint64 `json:"seed"`
	Turn     int    `json:"turn"`
	Active   string `json:"active"`
	Phase    string `json:"phase"`
	// Counters are the ruleset's battle-wide counters (rules.State
	// Counters: PIGs left, the commander giving orders, the combat
	// round...), an absent key being 0.
	Counters map[string]int `json:"counters"`
	Bases    []BaseReport   `json:"bases"`
	Units    []UnitReport   `json:"units"`
	Events   []EventReport  `json:"events"`
	// Failure is the first failure; Failures every one, in script order
	// (more than one with -keep-going).
	Failure  string          `json:"failure,omitempty"`
	Failures []FailureReport `json:"failures,omitempty"`
	Hash     string          `json:"hash"`
}

// EventReport is one event of the log as the ruleset logged it (its
// kind, prose, side, unit, base, the dice it rolled and the facts its
// prose states, rules.Fact), with the script line whose action logged it
// (absent for the battle's set-up).
type EventReport struct {
	Line int `json:"line,omitempty"`
	rules.Event
}

// FailureReport is one failure of the script: its line, the line as
// written, and what went wrong. Code is the violation's code when the
// failure is an action refused by the rules.
type FailureReport struct {
	Line  int    `json:"line"`
	Text  string `json:"text"`
	Error string `json:"error"`
	Code  string `json:"code,omitempty"`
}

// BaseReport is one base's pose: centre in cm, facing as a compass
// bearing, and the distance it has moved since its allowance was renewed
// (rules.State Used, by the ruleset's measure).
type BaseReport struct {
	ID     string  `json:"id"`
	Unit   string  `json:"unit"`
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Facing float64 `json:"facing"`
	Used   float64 `json:"used,omitempty"`
}

// UnitReport is one unit's standing: its formation and its statuses
// (rules.Unit Status, an absent key being 0).
type UnitReport struct {
	ID        string         `json:"id"`
	Name      string         `json:"name"`
	Side      string         `json:"side"`
	Formation string         `json:"formation,omitempty"`
	Status    map[string]int `json:"status,omitempty"`
}

// NewReport describes m's current state.
func NewReport(m *game.Match) Report { return NewResultReport(m, nil) }

// NewResultReport describes m's current state after a script played as
// res says (nil: no script): each event with the line that logged it,
// and the failures.
func NewResultReport(m *game.Match, res *Result) Report {
	s := m.State()
	r := Report{
		Scenario: m.Scenario().Name, Ruleset: s.Ruleset, Seed: m.Seed(), Turn: s.Turn,
		Active: s.Sides[s.Active].ID, Phase: s.Phase, Counters: maps.Clone(s.Counters), Hash: s.Hash(),
		Events: []EventReport{},
	}
	if r.Counters == nil {
		r.Counters = map[string]int{}
	}
	for i, e := range m.Events() {
		er := EventReport{Event: e}
		if res != nil {
			er.Line = res.Line(i)
		}
		r.Events = append(r.Events, er)
	}
	if res != nil {
		for i, f := range res.Failures {
			if i == 0 {
				r.Failure = f.Error()
			}
			fr := FailureReport{Line: f.Line, Text: f.Text, Error: f.Err.Error()}
			var v *rules.Violation
			if errors.As(f.Err, &v) {
				fr.Code = v.Code
			}
			r.Failures = append(r.Failures, fr)
		}
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
