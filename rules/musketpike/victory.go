package musketpike

import (
	"fmt"

	"plateau/rules"
)

// Victory points (spec §10.6, the table at [L1364-L1386]): what a side has
// scored from its enemy's losses so far. A side's score at the end is its
// points minus the other's; the victory levels are in the game booklets,
// not in this text [L1389], so the rules name no winner by points.
//
// Readings: a leader removed by fire and not replaced [L989] is an
// eliminated one (the replacement roll is not yet played); Disabled Guns
// score their "disabled" points for the enemy of their owner, or their
// "captured" points for the side that holds them at the end when that is
// not their owner ([L959]: "score by the final state"); units pursued off
// the map do not happen yet (no pursuit off the map).

// Victory point values [L1363-L1387].
const (
	vpCavalryEliminated   = 10 // [L1364]
	vpCavalryCasualty     = 2  // each casualty point on cavalry still on the map [L1365]
	vpTwoHexEliminated    = 10 // [L1366]
	vpOneHexEliminated    = 5  // [L1367]
	vpInfantryCasualty    = 1  // each casualty point on heavy infantry still on the map [L1368]
	vpArmyCommander       = 20 // [L1384]
	vpWingCommanderFactor = 5  // 5 × the rating, taken as positive [L1386], [L1391]
)

// gunPoints are an artillery unit's points by gun class and double:
// captured [L1370-L1375], disabled [L1376-L1379].
func gunPoints(u *rules.Unit, captured bool) int {
	double := u.Profile[keyDouble] == 1
	switch gun := int(u.Profile[keyGun]); {
	case captured && double && gun == 12:
		return 30
	case captured && double && gun == 8:
		return 20
	case captured && double:
		return 10
	case captured && gun == 12:
		return 15
	case captured && gun == 8:
		return 10
	case captured:
		return 5
	case gun == 3 && double:
		return 5
	case gun == 3:
		return 2
	}
	return 10 // 12 lb or 4-8 lb, double or not, disabled
}

// victoryPoints is the points side has scored from the enemy's losses.
func victoryPoints(s *rules.State, side int) int {
	vp := 0
	for i := range s.Units {
		u := &s.Units[i]
		if u.Type == Artillery {
			if u.Status[stDisabled] == 1 {
				if c := u.Status[stCaptured] - 1; c >= 0 && c != u.Side {
					if c == side {
						vp += gunPoints(u, true)
					}
				} else if u.Side != side {
					vp += gunPoints(u, false)
				}
			}
			continue
		}
		if u.Side == side {
			continue
		}
		// A leader lost for good counts though a generic leader has his
		// marker; cavalry pursued off the map is no loss [L1168].
		gone := u.Status[stEliminated] == 1 || u.Status[stRemoved] == 1 || u.Status[stLost] == 1
		switch u.Type {
		case Cavalry:
			if gone {
				vp += vpCavalryEliminated
			} else {
				vp += vpCavalryCasualty * u.Status[stCasualties]
			}
		case HeavyInfantry:
			switch {
			case gone && twoHex(u):
				vp += vpTwoHexEliminated
			case gone:
				vp += vpOneHexEliminated
			default:
				vp += vpInfantryCasualty * u.Status[stCasualties]
			}
		case Leader:
			if isAC(u) && u.Status[stSuccessor] > 0 && !gone {
				vp += vpArmyCommander // the original Army Commander, eliminated [L1384], [L1395]
				continue
			}
			if !gone {
				continue
			}
			switch {
			case isAC(u) && u.Status[stSuccessor] > 0:
				// The original AC's points, and his successor counts as a
				// wing commander [L1395].
				vp += vpArmyCommander + vpWingCommanderFactor*-rating(u)
			case isAC(u):
				vp += vpArmyCommander
			case u.Status[stLost] == 1:
				// A named wing commander eliminated: his printed rating,
				// though a generic now holds his marker [L1386].
				vp += vpWingCommanderFactor * -int(u.Profile[keyRating])
			default:
				vp += vpWingCommanderFactor * -rating(u) // a generic scores 0 [L1387]
			}
		}
		// Light infantry scores nothing [L1369]; wagons are not captured
		// yet [L1380].
	}
	return vp
}

// battleResult is the last event of a battle that capitulation ends
// [L304-L306]: each side's victory points and the difference, worked out
// as in 15.0 [L1353-L1357] (a side's points less the other's), and the
// bound on a side that capitulated, which does no better than a draw
// [L306]. The victory levels are the booklets' [L1389]: the event names
// the side ahead on points, not a level.
func battleResult(s *rules.State, capitulated [2]bool) rules.Event {
	vp := [2]int{victoryPoints(s, 0), victoryPoints(s, 1)}
	text := fmt.Sprintf("The battle is over. Victory points: %s %d, %s %d", s.Sides[0].Name, vp[0], s.Sides[1].Name, vp[1])
	lead := 0
	if vp[1] > vp[0] {
		lead = 1
	}
	switch diff := vp[lead] - vp[1-lead]; {
	case diff == 0:
		text += ": level on points [L1351-L1357]"
	case capitulated[lead]:
		text += fmt.Sprintf(": %s ahead by %d, but it capitulated and can do no better than a draw [L306]", s.Sides[lead].Name, diff)
	default:
		text += fmt.Sprintf(": %s ahead by %d [L1351-L1357]", s.Sides[lead].Name, diff)
	}
	facts := []rules.Fact{
		{Name: "vp", Value: vp[0], Of: s.Sides[0].ID, Text: s.Sides[0].Name + "'s victory points", Rule: "M&P §10.6 [L1363-L1387]"},
		{Name: "vp", Value: vp[1], Of: s.Sides[1].ID, Text: s.Sides[1].Name + "'s victory points", Rule: "M&P §10.6 [L1363-L1387]"},
	}
	return rules.Event{Kind: "victory", Side: lead, Text: text, Facts: facts}
}
