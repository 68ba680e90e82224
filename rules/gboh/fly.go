package gboh

import (
	"fmt"

	"plateau/rules"
)

// Flying (spec §7.8, source §6.7 [L1388-1421]): a counter whose profile
// says fly moves flying. It pays no terrain cost (hex, hexside) but the
// altitude-up cost at low altitude [L1394-1398]; it spends no MP to face
// [L1400-1401]; it flies at low (default), medium or high altitude
// (status altitude) [L1403-1406]: climbing a level costs 5 MP, descending
// one 2 MP in place, 1 MP moving 1 to 3 hexes, nothing moving 4 or more
// [L1408-1412] (Args["altitude"] of its move: low, medium, high, the
// altitude at the move's end); it exerts no ZOC and ignores the enemy's
// [L1414-1415]; missile fire at it adds 2, 5 or 10 to the range by its
// altitude [L1417-1421]. Readings are in doc.go.

// keyFly marks a counter that moves flying [L1390-1392].
const keyFly = "fly"

// Flight's numbers [L1408-1412, L1417-1421].
const (
	climbMP         = 5 // MP per level climbed [L1408-1409]
	descendStillMP  = 2 // MP per level descended in place [L1409-1410]
	descendShortMP  = 1 // moving 1 to 3 hexes [L1410-1411]
	descendFarHexes = 4 // from this many hexes moved, descending is free [L1411-1412]
)

// altitudeRange is the missile range added against a flyer at each
// altitude: low, medium, high [L1417-1421].
var altitudeRange = [3]int{2, 5, 10}

// altitudeNames are the altitudes as Args["altitude"] names them.
var altitudeNames = [3]string{"low", "medium", "high"}

func init() {
	profileKeys[keyFly] = profileKey{flag, always, never, "moves flying: no terrain costs, no ZOC, three altitudes [L1388-1421]"}
	statusOf[stAlt] = isFlyer
}

// isFlyer reports a counter that moves flying [L1390-1392].
func isFlyer(u *rules.Unit) bool { return u.Profile[keyFly] == 1 }

// flyingAbove reports a flyer above low altitude (medium or high).
func flyingAbove(u *rules.Unit) bool { return isFlyer(u) && u.Status[stAlt] > 0 }

// flyerRange is the range added to a missile shot at t: 2, 5 or 10 by
// its altitude if it flies [L1417-1421], else 0.
func flyerRange(t *rules.Unit) int {
	if !isFlyer(t) {
		return 0
	}
	return altitudeRange[t.Status[stAlt]]
}

// altitudeChange checks a flyer's change of altitude at the end of move p
// to the altitude named want and returns its MP cost [L1408-1412].
func altitudeChange(s *rules.State, p *plan, want string) (int, error) {
	u := p.u
	name := s.UnitName(u.ID)
	if !isFlyer(u) {
		return 0, refuse("altitude", "GBoH §6.73 [L1403-1406]", "%s does not fly: it has no altitude", name)
	}
	to := -1
	for i, n := range altitudeNames {
		if n == want {
			to = i
		}
	}
	if to < 0 {
		return 0, refuse("altitude", "GBoH §6.73 [L1403-1406]", "altitude %q: low, medium or high", want)
	}
	from := u.Status[stAlt]
	p.alt = to
	switch {
	case to > from:
		return (to - from) * climbMP, nil
	case to < from:
		per := descendStillMP
		switch {
		case p.hexes >= descendFarHexes:
			per = 0
		case p.hexes > 0:
			per = descendShortMP
		}
		return (from - to) * per, nil
	}
	return 0, nil
}

// checkAltitude adds a's change of altitude to p, within the MA
// [L1175-1177, L1408-1412]; a flyer's move that neither enters a hex, nor
// turns, nor changes altitude is refused.
func checkAltitude(s *rules.State, p *plan, a rules.Action) error {
	p.alt = p.u.Status[stAlt]
	if v := a.Args["altitude"]; v != "" {
		mp, err := altitudeChange(s, p, v)
		if err != nil {
			return err
		}
		if p.cost+mp > ma(p.u) {
			return refuse("allowance", "GBoH §6.74 [L1408-1412]", "%s would spend %d MP of its %d: changing altitude costs %d", s.UnitName(p.u.ID), p.cost+mp, ma(p.u), mp)
		}
		p.cost += mp
	}
	if isFlyer(p.u) && p.still && p.alt == p.u.Status[stAlt] {
		return refuse("step", "GBoH §6.21 [L1120-1122]", "a move of %s enters a hex, turns or changes altitude", s.UnitName(p.u.ID))
	}
	return nil
}

// altitudeText is the log's note of a change of altitude.
func altitudeText(from, to int) string {
	if from == to {
		return ""
	}
	return fmt.Sprintf(", %s to %s altitude [L1408-1412]", map[bool]string{true: "climbing", false: "descending"}[to > from], altitudeNames[to])
}
