package warmaster

import (
	"errors"
	"fmt"
	"strconv"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/warmaster/charge"
)

// chargeSolution is the charge solver's answer for one charge (unit u at
// target t, from the target base the action names as nearest, [L768]),
// asked once per zone and kept: a charge's offer, its check, its
// supported variants and its alternatives all need the same placements,
// and each solve costs many lines of sight. It must not outlive the
// state it was asked on: one Offers call, one Check or one Apply.
type chargeSolution struct {
	in      charge.Input
	answers map[zoneAsked]solved
	// initiative, when set, keeps the initiative targets on the state
	// for the charge's check (prepareInitiativeCharge).
	initiative initiativeMemo
}

// zoneAsked is the zone a solve was asked in: the one the solver finds
// (§7.5 item 3) when set is false, else a zone rolled after a tie ([L774]).
type zoneAsked struct {
	set  bool
	zone geom.Edge
}

// solved is one answer of charge.Solve.
type solved struct {
	ps  []charge.Placement
	err error
}

// solveCharge prepares the solver's question for action a, u charging t;
// nothing is solved until asked.
func solveCharge(s *rules.State, u, t *rules.Unit, a rules.Action) *chargeSolution {
	return &chargeSolution{in: chargeInput(s, u, t, a), answers: map[zoneAsked]solved{}}
}

// solve is the solver's placements, in zone when it is set: best first,
// or its refusal as a *rules.Violation (a *charge.ZoneTie as it is).
func (c *chargeSolution) solve(zone *geom.Edge) ([]charge.Placement, error) {
	k := zoneAsked{}
	if zone != nil {
		k = zoneAsked{set: true, zone: *zone}
	}
	if r, ok := c.answers[k]; ok {
		return r.ps, r.err
	}
	in := c.in
	in.Zone = zone
	ps, err := charge.Solve(in)
	var r *charge.Refusal
	if errors.As(err, &r) {
		err = r.Violation()
	}
	c.answers[k] = solved{ps: ps, err: err}
	return ps, err
}

// placement is the placement action a picks (Args["placement"], 0 the
// best by default), in zone when it is set.
func (c *chargeSolution) placement(a rules.Action, zone *geom.Edge) (charge.Placement, error) {
	ps, err := c.solve(zone)
	if err != nil {
		return charge.Placement{}, err
	}
	i := 0
	if p := a.Args[ArgPlacement]; p != "" {
		if i, err = strconv.Atoi(p); err != nil || i < 0 || i >= len(ps) {
			return charge.Placement{}, fmt.Errorf("warmaster: placement %q: the solver found %d (0 to %d)", p, len(ps), len(ps)-1)
		}
	}
	return ps[i], nil
}
