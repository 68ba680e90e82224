package warmaster

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/warmaster/charge"
)

// maxAlternatives is how many other placements a charge offers at most,
// so that the offers panel stays readable.
const maxAlternatives = 3

// rankTol is how close two placements' frontal contacts (cm) must be to
// rank equal under the rules.
const rankTol = 0.05

// chargeAlternatives are, after the offers of offers, the other legal
// placements of each enabled charge among them that the player may prefer
// to the solver's first (wme.md §7.5): the enveloping charge from a flank,
// which is the charger's choice ([L886]), and the placements the rules
// rank equal to it — as much frontal contact with the target and with
// other enemies, a battle line or stepped alike ([L796-798]) — which
// differ in the base placed first or in the enemy base it meets ([L778],
// any charging element that can see the target). Each is the charge
// action with Args "placement", previewed like the charge.
func chargeAlternatives(s *rules.State, offers []chargeChoice) []rules.Offer {
	var out []rules.Offer
	for _, o := range offers {
		a := o.Action
		if o.solution == nil || o.Disabled != "" || a.Args[ArgPlacement] != "" || a.Args[argSupport] != "" {
			continue // not a charge, or not a possible one
		}
		u, ok1 := s.Unit(a.Args["unit"])
		t, ok2 := s.Unit(a.Target)
		if !ok1 || !ok2 {
			continue
		}
		ps, err := o.solution.solve(nil)
		if err != nil {
			continue // a zone to roll: no placement is known before the roll
		}
		// One offer for each first base and enemy base it meets, and none
		// for the same line with its (alike) bases swapped round: the
		// player chooses where the unit stands, the rest follows.
		seen := map[string]bool{ps[0].First + ">" + ps[0].Against: true, footprint(ps[0]): true}
		n := 0
		for j := 1; j < len(ps) && n < maxAlternatives; j++ {
			key := ps[j].First + ">" + ps[j].Against
			if ps[j].Enveloping {
				key = "enveloping"
			}
			if seen[key] || seen[footprint(ps[j])] || !ps[j].Enveloping && !rankedEqual(&ps[0], &ps[j]) {
				continue
			}
			seen[key], seen[footprint(ps[j])] = true, true
			// alt passes checkCharge as a did: only the placement
			// differs, and the solver listed it.
			alt := a
			alt.Args = map[string]string{ArgPlacement: strconv.Itoa(j)}
			for k, v := range a.Args {
				alt.Args[k] = v
			}
			out = append(out, alternativeOffer(s, u, t, alt, ps[j]))
			n++
		}
	}
	return out
}

// footprint is where a placement puts the unit, whichever base stands
// where: its end poses to a tenth of a millimetre, sorted.
func footprint(p charge.Placement) string {
	var poses []string
	for _, q := range p.Poses {
		poses = append(poses, fmt.Sprintf("%.2f,%.2f,%.3f", q.Pos.X, q.Pos.Y, geom.NormAngle(q.Facing)))
	}
	sort.Strings(poses)
	return strings.Join(poses, ";")
}

// rankedEqual reports whether the rules rank placements a and b alike:
// the solver's later order among them (the least movement) is no rule.
func rankedEqual(a, b *charge.Placement) bool {
	return a.Stepped == b.Stepped && a.Enveloping == b.Enveloping &&
		math.Abs(a.FrontTarget-b.FrontTarget) <= rankTol && math.Abs(a.FrontOther-b.FrontOther) <= rankTol
}

func alternativeOffer(s *rules.State, u, t *rules.Unit, a rules.Action, p charge.Placement) rules.Offer {
	how := fmt.Sprintf("first base %s against %s", s.Called(p.First), s.Called(p.Against))
	if p.Enveloping {
		how = "enveloping the flank (WME §7.5 [L876-888])"
	}
	o := rules.Offer{Action: a,
		Label:  fmt.Sprintf("%s charge %s — or %s, %.0f cm of front in contact", u.Title(), t.Title(), how, p.FrontTarget+p.FrontOther),
		Detail: []string{fmt.Sprintf("another legal placement, ranked equal by the rules or the charger's choice; first base %s against %s, %.1f cm off centre", s.Called(p.First), s.Called(p.Against), p.Offset)}}
	if len(p.Engaged) > 1 {
		o.Detail = append(o.Detail, "also engages "+joinNames(p.Engaged[1:]))
	}
	o.Detail = append(o.Detail, volleyDetail(s, chargeVolleys(s, u, p.Engaged, p.Poses), "chargers")...)
	for _, bid := range p.Order {
		o.Preview = append(o.Preview, rules.Move{Base: bid, Path: p.Paths[bid]})
	}
	return o
}
