package warmaster

import (
	"fmt"
	"strconv"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/warmaster/charge"
)

// indirectPlans are the indirect pursuits the charge solver's placements
// ps give, u pursuing t (wme.md §9.9, [L1610-1635]): the first element
// placed in contact as a charge ([L1614-1616]), the others as the solver
// formed them (free elements, pursuitfree.go). The rules take the first
// placement that ends as a pursuit may (pursuitEnd); the player may take
// another (ArgPlacement, pursuitchoice.go): any, when the straight-ahead
// obligation lapsed ([L1596]: "On choisit alors la direction de
// poursuite"), else one ranked equal to the rules' pick, as a charge's
// alternatives are ([L1614]: "comme si c'était une charge"; [L796],
// chargealt.go).
type indirectPlans struct {
	s      *rules.State
	u, t   *rules.Unit
	ps     []charge.Placement
	lapsed bool
}

// plan is the pursuit of placement j.
func (ip indirectPlans) plan(j int) pursuitPlan {
	pl := ip.ps[j]
	return pursuitPlan{poses: pl.Poses, paths: pl.Paths, how: "indirectly, onto its " + zoneName(pl.Zone),
		mode: pursuitIndirect, fixed: []string{pl.First}}
}

// choiceProblem is why the player may not take placement j instead of the
// rules' pick, or nil.
func (ip indirectPlans) choiceProblem(pick, j int) *rules.Violation {
	if j >= len(ip.ps) {
		return choiceRefusal(ip.u, "WME §9.9 [L1614-1616]", "placement %d: the charge solver found %d placements for %s (0 to %d)", j, len(ip.ps), ip.u.Title(), len(ip.ps)-1)
	}
	if err := pursuitEnd(ip.s, ip.u, ip.t, ip.ps[j].Poses); err != nil {
		return choiceRefusal(ip.u, "WME §9.9 [L1556-1560]", "placement %d: %s", j, violationMsg(err))
	}
	if !ip.lapsed && !rankedEqual(&ip.ps[pick], &ip.ps[j]) {
		return choiceRefusal(ip.u, "WME §9.9 [L1614-1616], §7.5 [L796]",
			"placement %d: %s's first element is placed as a charge, and the rules rank this placement below theirs (less front in contact); the direction is the player's only when the straight-ahead obligation lapses ([L1596])", j, ip.u.Title())
	}
	return nil
}

// chosen is the pursuit of placement j, which the player chose, or why
// he may not.
func (ip indirectPlans) chosen(pick, j int) ([]pursuitPlan, error) {
	if v := ip.choiceProblem(pick, j); v != nil {
		return nil, v
	}
	p := ip.plan(j)
	if j != pick {
		p.how += fmt.Sprintf(", %s first against %s (the player's choice)", ip.s.Called(ip.ps[j].First), ip.s.Called(ip.ps[j].Against))
	}
	p.args = map[string]string{ArgPlacement: strconv.Itoa(j)}
	return []pursuitPlan{p}, nil
}

// alternatives are, after the rules' pick, up to maxAlternatives other
// placements the player may choose, in the solver's order, each putting
// the compulsory first element somewhere else (the others are free
// anyway).
func (ip indirectPlans) alternatives(pick int) []pursuitPlan {
	seen := map[string]bool{firstFootprint(ip.ps[pick]): true}
	var out []pursuitPlan
	for j := range ip.ps {
		if len(out) == maxAlternatives {
			break
		}
		key := firstFootprint(ip.ps[j])
		if seen[key] || ip.choiceProblem(pick, j) != nil {
			continue
		}
		seen[key] = true
		p := ip.plan(j)
		pl := ip.ps[j]
		p.args = map[string]string{ArgPlacement: strconv.Itoa(j)}
		p.variant = fmt.Sprintf("onto its %s, %s first against %s", zoneName(pl.Zone), ip.s.Called(pl.First), ip.s.Called(pl.Against))
		p.variantWhy = fmt.Sprintf("no element can pursue straight ahead, so %s is placed as a charge; this placement is ranked equal to the rules' by the charge's rules (WME §9.9 [L1614-1616], §7.5 [L796])", ip.s.Called(pl.First))
		if ip.lapsed {
			p.variantWhy = fmt.Sprintf("the straight-ahead obligation lapses, the formation could not be kept: the pursuer chooses the direction, %s placed as a charge (WME §9.9 [L1596], [L1614-1616])", ip.s.Called(pl.First))
		}
		out = append(out, p)
	}
	return out
}

// firstFootprint is where a placement puts its first element, whichever
// base it is.
func firstFootprint(p charge.Placement) string {
	q := p.Poses[p.First]
	return fmt.Sprintf("%.2f,%.2f,%.3f", q.Pos.X, q.Pos.Y, geom.NormAngle(q.Facing))
}
