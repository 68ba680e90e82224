package musketpike

import (
	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
)

// Reaction Fire at a unit that reforms, or rallies successfully, in an
// enemy's Reaction Zone (9.1.3 [L678]; 13.2.2 [L1255]: next to an enemy
// unit it "triggers Reaction Fire automatically"): the enemy units whose
// zone holds it (a front or flank hex [L671], artillery's front arc to
// point-blank range [L670]) and that may fire at it (in LOS [L682]) are
// asked, by the trigger react-why 4. No reaction move answers it: none of
// theirs is triggered by a reform [L696-L714]. The reform or rally stands
// whatever the fire does.

// whyReform is the trigger of a reform or rally next to an enemy [L1255].
const whyReform = 4

// reformReactions asks the Reaction Fire a reform or a successful rally
// of u triggers [L678], [L1255].
func reformReactions(s *rules.State, u *rules.Unit, d dice.Roller) ([]rules.Event, error) {
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	uAt, _, ok := bd.unitAt(s, u)
	if !ok || gone(u) {
		return nil, nil
	}
	type asked struct {
		x  *rules.Unit
		at hex.Unit
	}
	var zone []asked
	for i := range s.Units {
		x := &s.Units[i]
		if x.Side == u.Side || !isCombat(x) || gone(x) {
			continue
		}
		xAt, _, ok := bd.unitAt(s, x)
		if !ok {
			continue
		}
		for _, h := range uAt.Hexes() {
			if reactionUnit(x) && inZoneHex(x, xAt, h) {
				zone = append(zone, asked{x, xAt})
				break
			}
		}
	}
	if len(zone) == 0 {
		return nil, nil
	}
	s.SetCounter(ctReactTo, s.UnitIndex(u.ID)+1)
	s.SetCounter(ctReactWhy, whyReform)
	s.SetCounter(ctReactRun, 0)
	any := false
	for _, z := range zone {
		if canFire(s, z.x) {
			z.x.SetStatus(stReact, reactFire)
			any = true
		}
	}
	if !any {
		for _, k := range []string{ctReactTo, ctReactWhy, ctReactRun} {
			s.SetCounter(k, 0)
		}
		return nil, nil
	}
	return resumeReactions(s, d)
}
