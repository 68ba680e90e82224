package bloodblades

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/geom"
)

// backSteps is how many halvings the search for the longest move straight
// back makes: a few hundredths of a millimetre on a 4 MU allowance.
const backSteps = 12

// backOffer is the move straight back of the selection's group (or of
// the one selected base when it is in none), as far as the rules allow:
// the one move a base in an enemy's zone of control may make on its own
// ([L1397-1402]), and a common move for any other, measured for the
// player (§7.3 [L1482-1501]); none when the selection cannot go back at
// all.
func (r Rules) backOffer(s *rules.State, side int, mine []string) (rules.Offer, bool) {
	ids := subjectOf(s, side, mine)
	if ids == nil && len(mine) == 1 {
		ids = mine
	}
	if ids == nil {
		return rules.Offer{}, false
	}
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return rules.Offer{}, false
	}
	reach := 0.0
	for _, id := range ids {
		u, _ := s.UnitOf(id)
		row := moveRow(c, u, troopOf(u))
		reach = max(reach, c.Cm(max(row[colGGo], row[colRoad])))
	}
	back := func(d float64) rules.Action { return GroupAhead(s, side, ids, -d) }
	d, z := reach, newZocRefusals(s)
	if !z.allowed(r, back(d)) {
		lo, hi := 0.0, reach
		for range backSteps {
			if mid := (lo + hi) / 2; z.allowed(r, back(mid)) {
				lo = mid
			} else {
				hi = mid
			}
		}
		d = lo
	}
	if d < geom.Eps*10 {
		return rules.Offer{}, false
	}
	what := "base"
	if len(ids) > 1 {
		what = fmt.Sprintf("group of %d", len(ids))
	}
	return r.offer(s, fmt.Sprintf("Straight back, %s: %.1f MU", what, c.InMU(d)), back(d)), true
}
