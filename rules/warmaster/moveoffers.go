package warmaster

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/geom"
)

// advanceSteps is how many halvings the search for the longest straight
// advance makes: 20 cm of pace is then known to a fiftieth of a
// millimetre, far below anything a player measures.
const advanceSteps = 12

// advanceOffers propose, for each selected unit with an open move (an
// order obeyed, wme.md §6.3 [L497]) and not engaged, the plain move most
// often made: the whole unit straight ahead, every element by the same
// distance along the facing of its first element, as far as the move
// rules allow (§7.2-7.3: the allowance left, clear paths, gaps, terrain,
// no contact with the enemy outside a charge). Dragging stays the way to
// make any other move; this spares the player measuring the common one.
func advanceOffers(s *rules.State, side int, selected []string) []rules.Offer {
	var out []rules.Offer
	seen := map[string]bool{}
	for _, id := range selected {
		u, ok := s.UnitOf(id)
		if !ok || seen[u.ID] || u.Side != side || IsCommander(u.Type) || status(u, stMoving) == 0 || engaged(s, u) {
			continue
		}
		seen[u.ID] = true
		if owesBlunderMove(s, u) {
			continue // its compulsory move is its only move (blunderOffers)
		}
		if o, ok := advanceOffer(s, u); ok {
			out = append(out, o)
		}
		if o, ok := turnOffer(s, u); ok { // offers_turn.go
			out = append(out, o)
		}
	}
	return out
}

// owesBlunderMove reports whether u owes a blunder's compulsory move: a
// withdrawal (2-3, [L2015]: "doit se déplacer de manière à se retrouver à
// une portée minimum égale à la pleine vitesse de l'ennemi") or an advance
// on its nearest visible enemy (6, [L2017]). Such a unit is offered only
// that move ("Withdraw ..." / "Advance ... on ..."): an advance straight
// ahead first would spend the pace the withdrawal needs and leave it short
// of its distance with nothing left to press (WME seed 8, turn 4).
func owesBlunderMove(s *rules.State, u *rules.Unit) bool {
	return blunderTarget(s, u, stFleeFrom) != nil || blunderTarget(s, u, stAdvanceOn) != nil
}

// advanceOffer is u's longest legal straight advance, if it can move at
// all. Legality is monotone enough along a straight line for a bisection:
// what blocks a distance blocks every longer one, but for a gap the unit
// could clear by going farther, which the player can still drag.
func advanceOffer(s *rules.State, u *rules.Unit) (rules.Offer, bool) {
	left := allowance(s, u)
	for _, id := range u.Bases {
		left = min(left, allowance(s, u)-s.Used[id])
	}
	if left <= geom.Eps || len(u.Bases) == 0 {
		return rules.Offer{}, false
	}
	first, ok := s.Base(u.Bases[0])
	if !ok {
		return rules.Offer{}, false
	}
	dir := first.Shape.Forward()
	move := func(d float64) rules.Action {
		a := rules.Action{Kind: rules.KindMove, Side: u.Side}
		for _, id := range u.Bases {
			b, _ := s.Base(id)
			from := b.Shape.Pose()
			a.Moves = append(a.Moves, rules.Move{Base: id,
				Path: geom.Path{from, {Pos: from.Pos.Add(dir.Scale(d)), Facing: from.Facing}}})
		}
		return a
	}
	if checkMove(s, move(left)) == nil {
		return advanceOfferFor(u, left, move(left)), true
	}
	lo, hi := 0.0, left
	for range advanceSteps {
		mid := (lo + hi) / 2
		if checkMove(s, move(mid)) == nil {
			lo = mid
		} else {
			hi = mid
		}
	}
	if lo < 0.1 { // less than a millimetre: nowhere to go
		return rules.Offer{}, false
	}
	return advanceOfferFor(u, lo, move(lo)), true
}

func advanceOfferFor(u *rules.Unit, d float64, a rules.Action) rules.Offer {
	return rules.Offer{
		Label:   fmt.Sprintf("Advance %s %.1f cm straight ahead", u.Title(), d),
		Detail:  []string{"the whole unit, as far as its move allows (WME §7.2-7.3); drag a base for any other move"},
		Action:  a,
		Preview: a.Moves,
	}
}
