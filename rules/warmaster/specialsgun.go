package warmaster

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The volley gun (the sheet §3.1 Helblaster 1, 3 and 4; Q22-Q23), the
// profile flag volley-gun: each element rolls its dice by the range to
// the nearest element of its target, and the 1s among them are counted
// before the hits, on the misfire chart. Its other rules are flags of
// their own (armour-piercing) or the core's for artillery ([L1104],
// [L2278], [L1540]).

// volleyGunBands are the dice by range (the sheet §3.1 Helblaster 1, Q22:
// the nearest distance at the moment of shooting, each band's end
// included): up to 10 cm 8 dice, up to 20 cm 4, up to 30 cm 2; beyond,
// none.
var volleyGunBands = []struct {
	upTo float64 // cm
	dice int
}{{10, 8}, {20, 4}, {30, 2}}

// volleyGunDice is the dice a volley gun rolls at d cm (0 beyond its
// last band).
func volleyGunDice(d float64) int {
	for _, b := range volleyGunBands {
		if d <= b.upTo+geom.Eps {
			return b.dice
		}
	}
	return 0
}

// misfire is a result of the misfire chart.
type misfire int

const (
	shotNormal  misfire = iota // no 1
	shotFizzle                 // 1 or 2 1s: nothing happens, the hits count
	shotMisfire                // 3 1s: every hit discarded
	shotKaboom                 // 4 or more 1s: the gun destroyed
)

// misfireChart is the sheet's chart (§3.1 Helblaster 3): the least number
// of 1s for each result, and what it does.
var misfireChart = []struct {
	ones   int
	result misfire
	text   string
}{
	{0, shotNormal, ""},
	{1, shotFizzle, "Fizzle: nothing happens"},
	{3, shotMisfire, "Misfire: every hit is discarded"},
	{4, shotKaboom, "Ka-boom: the gun is destroyed"},
}

// kaboomAtChargerHits are the automatic hits a charger takes when the
// gun it charges blows up (the sheet §3.1 Helblaster 3, Q23), saved as
// the gun's shots are.
const kaboomAtChargerHits = 6

// misfireOf is the chart's result for these to-hit dice, and its line.
func misfireOf(rolls []dice.Roll) (misfire, string) {
	ones := 0
	for _, r := range rolls {
		if r.Value == 1 {
			ones++
		}
	}
	res, text := shotNormal, ""
	for _, m := range misfireChart {
		if ones >= m.ones {
			res, text = m.result, m.text
		}
	}
	if res == shotNormal {
		return res, ""
	}
	return res, fmt.Sprintf(" (%s: %s, sheet §3.1 Helblaster 3)", plural(ones, "one"), text)
}

// volleyGunRange is the distance from the volley gun's element b to the
// nearest element of target t.
func volleyGunRange(s *rules.State, b geom.Rect, t *rules.Unit) float64 {
	best := -1.0
	for _, id := range t.Bases {
		if e, ok := s.Base(id); ok {
			if _, _, d := table.Closest(b, e.Shape); best < 0 || d < best {
				best = d
			}
		}
	}
	return best
}

// explode removes volley gun element id of u after a Ka-boom.
func explode(s *rules.State, u *rules.Unit, id string) rules.Event {
	name := s.StandName(id)
	removeBase(s, u, id)
	text := fmt.Sprintf("%s lose an element, %s: Ka-boom! (sheet §3.1 Helblaster 3)", u.Title(), name)
	if len(u.Bases) == 0 {
		text = fmt.Sprintf("%s blow up and are destroyed: Ka-boom! (sheet §3.1 Helblaster 3)", u.Title())
	}
	return rules.Event{Kind: "casualty", Side: u.Side, Unit: u.ID, Base: id, Text: text}
}

// gunAtCharger is the hits a volley gun's elements score on a charger
// (the sheet §3.1 Helblaster 3-4, Q23): per element the first band's
// dice, as the charge ends in contact and the crew fires at the shortest
// distance ([L1239]); each element's dice judged on the chart, a Misfire
// scoring nothing and a Ka-boom 6 automatic hits, that element removed.
func gunAtCharger(s *rules.State, t *rules.Unit, bases []string, hr []dice.Roll, need int) (hits int, text string, lost []rules.Event) {
	per := volleyGunBands[0].dice
	for i, id := range bases {
		part := hr[min(i*per, len(hr)):min((i+1)*per, len(hr))]
		res, line := misfireOf(part)
		text += line
		switch res {
		case shotMisfire:
		case shotKaboom:
			text += fmt.Sprintf(", the charger takes %d hits", kaboomAtChargerHits)
			hits += kaboomAtChargerHits
			lost = append(lost, explode(s, t, id))
		default:
			hits += count(part, need)
		}
	}
	return hits, text, lost
}
