package musketpike

import (
	"plateau/rules"
	"plateau/rules/hex"
)

// Stacking (8.1-8.3 [L593-L638], P31). The basic rule is one combat unit
// per hex [L597], with these exceptions: a light infantry unit of 1 or 2
// SP with a cavalry unit of its wing [L599], [L606]; an artillery unit
// with an infantry or cavalry unit of any wing [L600], [L636] (one per hex,
// so two on a 2-hex unit, one in each of its hexes [L601]); any unit with
// wagons [L1301]; leaders stack freely (they are not units [L42]); two
// cavalry units for the moment of an absorption (absorb.go) [L602],
// [L642].

// lightStackSP is the most SP a light infantry unit may have to stack with
// cavalry [L599]; its current strength is read (a reading: the counter's
// printed SP less its casualties).
const lightStackSP = 2

// cavalryPair reports whether a and b are a cavalry unit and a light
// infantry unit of at most lightStackSP, of the same side and wing
// [L599], [L606].
func cavalryPair(a, b *rules.Unit) bool {
	if a.Side != b.Side || wingOf(a) != wingOf(b) {
		return false
	}
	if a.Type == LightInfantry {
		a, b = b, a
	}
	return a.Type == Cavalry && b.Type == LightInfantry && sp(b) <= lightStackSP
}

// entering is what a moving unit u meets in a hex, given the counters
// there other than the mover and the unit moving with it. fault is a
// *rules.Violation (without its sentence, which the caller writes) when
// the stack would break a rule, with the counter in the way; stop is set
// when the stack is legal but the mover may go no farther: it may not pass
// through friendly units except artillery [L604], and cavalry and light
// infantry forming a stack stop [L626]; join is the partner of such a
// stack.
func entering(u *rules.Unit, here []*occupant) (fault *rules.Violation, with *occupant, stop bool, join *occupant) {
	if u.Type == Leader || u.Type == Wagons {
		for _, o := range here {
			if o.u.Side != u.Side && o.u.Type != Wagons {
				return &rules.Violation{Code: "enemy", Rule: "M&P §7.7 [L597], §11.1 [L344]"}, o, false, nil
			}
		}
		return nil, nil, false, nil // leaders stack freely [L42], wagons with anything [L1301]
	}
	guns, others := 0, 0
	if u.Type == Artillery {
		guns++
	} else if isCombat(u) {
		others++
	}
	var other *occupant
	for _, o := range here {
		switch {
		case o.u.Status[stDisabled] == 1:
			continue // Disabled Guns are no unit for movement; an enemy entering captures them [L959-L961]
		case o.u.Type == Leader && o.u.Side == u.Side, o.u.Type == Wagons:
			continue // leaders and wagons stack with anything [L1301]
		case o.u.Side != u.Side:
			return &rules.Violation{Code: "enemy", Rule: "M&P §7.7 [L597]"}, o, false, nil
		case o.u.Type == Artillery:
			guns++
		default:
			others++
			other = o
		}
		if guns > 1 {
			return &rules.Violation{Code: "stacking", Rule: "M&P §7.7 [L600-L601]"}, o, false, nil
		}
	}
	switch {
	case others <= 1:
		// Passing over friendly artillery is allowed; stopping on it is a
		// legal stack. Artillery may not pass through friendly infantry or
		// cavalry [L604], so meeting one ends its move.
		return nil, nil, other != nil, nil
	case others == 2 && guns == 0 && u.Type != Artillery && cavalryPair(u, other.u):
		return nil, nil, true, other
	}
	return &rules.Violation{Code: "stacking", Rule: "M&P §7.7 [L597]"}, other, false, nil
}

// partnerOf is the unit stacked with u in a cavalry + light infantry stack
// (they act as one unit [L608]), nil when u is in none.
func partnerOf(u *rules.Unit, at hex.Unit, near []occupant) *occupant {
	if u.Type != Cavalry && u.Type != LightInfantry {
		return nil
	}
	for i := range near {
		o := &near[i]
		if o.u != u && o.at.L == at.L && cavalryPair(u, o.u) {
			return o
		}
	}
	return nil
}
