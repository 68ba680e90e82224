package pagaille

import (
	"fmt"
	"strings"

	"plateau/rules"
)

// ArmyBuilder is whether Setup holds each army to the army schemes of
// its general (bep §11.4, L747-862): the share of the army's points in
// infantry, cavalry and war machines, and the most units of each quality.
type ArmyBuilder string

const (
	// BuilderOff takes a scenario's armies as they stand (§16.2 lists the
	// builder's validation as optional; a set battle need not be a
	// points match). The default.
	BuilderOff ArmyBuilder = "off"
	// BuilderCheck refuses an army outside its general's scheme.
	BuilderCheck ArmyBuilder = "check"
)

// Scheme is the army a general of one quality may lead (bep §11.4): the
// percentages of the army's points value (L793) in infantry (at least,
// at most), in cavalry and in machines (at most), and the most units of
// each quality ("jusqu'à", "pas plus de", "une seule": at most; a
// quality not named is unlimited), with the seed lines of each limit.
type Scheme struct {
	InfantryMin, InfantryMax, CavalryMax, MachineMax int
	Infantry, Cavalry                                map[Quality]int
	Crews                                            map[Crew]int
	// Lines: infantry %, infantry units, cavalry %, cavalry units,
	// machines %, crews.
	Lines [6]string
}

// schemes are the four generals' armies, peerless to poor (L791-862).
var schemes = [...]Scheme{
	{50, 65, 25, 25,
		map[Quality]int{Elite: 4, Heavy: 5, Poor: 3}, map[Quality]int{Elite: 2, Heavy: 4, Light: 4}, map[Crew]int{Novice: 0},
		[6]string{"L793-794", "L795-796", "L797-798", "L800-801", "L802-803", "L805"}},
	{50, 65, 25, 25,
		map[Quality]int{Elite: 3, Heavy: 4, Poor: 4}, map[Quality]int{Elite: 2, Heavy: 3, Light: 4}, map[Crew]int{Novice: 1},
		[6]string{"L809-810", "L811-812", "L813-814", "L816-817", "L818-819", "L821-822"}},
	{60, 70, 20, 20,
		map[Quality]int{Elite: 2, Heavy: 3, Poor: 3}, map[Quality]int{Elite: 1, Heavy: 2, Light: 4}, map[Crew]int{Expert: 0, Novice: 2},
		[6]string{"L826-827", "L828-829", "L830-831", "L833-834", "L835-836", "L840-842"}},
	{65, 80, 15, 15,
		map[Quality]int{Elite: 1, Heavy: 2}, map[Quality]int{Elite: 1, Heavy: 2}, map[Crew]int{Expert: 0, Seasoned: 2},
		[6]string{"L846-847", "L848-849", "L851-852", "L854-855", "L857-858", "L860-862"}},
}

// SchemeOf is the scheme of a general of quality 1 (peerless) to 4
// (poor); false for another.
func SchemeOf(general int) (Scheme, bool) {
	if general < 1 || general > len(schemes) {
		return Scheme{}, false
	}
	return schemes[general-1], true
}

// ArmyPoints is an army's points value (bep §11.4, L793; A25: its
// officers included) and what it spends them on, with its units counted
// by troop and quality and its machines by crew.
type ArmyPoints struct {
	Total, Infantry, Cavalry, Machines, Officers int
	Units                                        map[Troop]map[Quality]int
	Crews                                        map[Crew]int
}

// PointsOf is the points of army side: each unit of figures its table
// cost scaled by its size (UnitCost, §3.1) plus its missile weapon's
// (+5 crossbow, +10 musket, flat: A30), each machine with its crew
// (Battery, §3.5-3.6), each general and officer his cost (§3.7-3.8, by
// the officerStats setting, A11), attached or not.
func PointsOf(s *rules.State, side int, st Settings) (ArmyPoints, error) {
	p := ArmyPoints{Units: map[Troop]map[Quality]int{Infantry: {}, Cavalry: {}}, Crews: map[Crew]int{}}
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side {
			continue
		}
		if o, ok := officerOf(u, st); ok {
			p.Officers += o.Cost
		}
		if m, c, ok := machineOf(u); ok {
			_, cost, _, _ := Battery(m, c)
			p.Machines += cost
			p.Crews[c]++
			continue
		}
		t, q, ok := troopOf(u)
		if !ok {
			continue
		}
		ts, _ := StatsOf(t, q)
		cost, err := UnitCost(ts.Cost, startStrength(u))
		if err != nil {
			return p, fmt.Errorf("pagaille: unit %s: %w", u.ScenarioLabel(), err)
		}
		if w, ok := missileOf(u); ok {
			cost += w.Cost()
		}
		if t == Infantry {
			p.Infantry += cost
		} else {
			p.Cavalry += cost
		}
		p.Units[t][q]++
	}
	p.Total = p.Infantry + p.Cavalry + p.Machines + p.Officers
	return p, nil
}

// checkBuilder holds each army to its general's scheme when the
// armyBuilder setting is "check" (bep §11.4); the staff (§3.9) is
// checkArmies' and always held.
func checkBuilder(s *rules.State, st Settings) error {
	if st.ArmyBuilder != BuilderCheck {
		return nil
	}
	for side := range s.Sides {
		var general int
		for _, o := range officers(s, side, st) {
			if o.General {
				general = o.Quality
			}
		}
		p, err := PointsOf(s, side, st)
		if err != nil {
			return err
		}
		if err := CheckScheme(s.Sides[side].Name, general, p); err != nil {
			return err
		}
	}
	return nil
}

// CheckScheme checks an army's points p against the scheme of its
// general (quality 1-4), naming the army, the numbers and the lines:
// percentages compared exactly in whole points ("au moins 50 %" holds at
// 50 %, "pas plus de 65 %" and "maximum 25 %" at 65 % and 25 %).
func CheckScheme(army string, general int, p ArmyPoints) error {
	sc, ok := SchemeOf(general)
	if !ok {
		return fmt.Errorf("pagaille: %s: no general of quality %d to build the army (§3.7)", army, general)
	}
	who := "an army led by " + withArticle(generalNames[general-1])
	share := func(what string, pts, lo, hi int, line string) error {
		if 100*pts >= lo*p.Total && 100*pts <= hi*p.Total {
			return nil
		}
		limit := fmt.Sprintf("at most %d %%", hi)
		if lo > 0 {
			limit = fmt.Sprintf("%d-%d %%", lo, hi)
		}
		return fmt.Errorf("pagaille: %s: %s %d of %d points (%s); %s has %s of its points in %s (§11.4, %s); set armyBuilder = \"off\" to play it unchecked",
			army, what, pts, p.Total, percent(pts, p.Total), who, limit, what, line)
	}
	if err := share("infantry", p.Infantry, sc.InfantryMin, sc.InfantryMax, sc.Lines[0]); err != nil {
		return err
	}
	if err := share("cavalry", p.Cavalry, 0, sc.CavalryMax, sc.Lines[2]); err != nil {
		return err
	}
	if err := share("war machines", p.Machines, 0, sc.MachineMax, sc.Lines[4]); err != nil {
		return err
	}
	for _, c := range []struct {
		troop Troop
		quals []Quality
		most  map[Quality]int
		line  string
	}{{Infantry, infantryQualities, sc.Infantry, sc.Lines[1]}, {Cavalry, cavalryQualities, sc.Cavalry, sc.Lines[3]}} {
		for _, q := range c.quals {
			if most, ok := c.most[q]; ok && p.Units[c.troop][q] > most {
				return fmt.Errorf("pagaille: %s: %s; %s has at most %d (§11.4, %s); set armyBuilder = \"off\" to play it unchecked",
					army, unitsOf(p.Units[c.troop][q], string(q)+" "+string(c.troop)), who, most, c.line)
			}
		}
	}
	for _, c := range crews {
		if most, ok := sc.Crews[c]; ok && p.Crews[c] > most {
			return fmt.Errorf("pagaille: %s: %s; %s has at most %d (§11.4, %s); set armyBuilder = \"off\" to play it unchecked",
				army, unitsOf(p.Crews[c], string(c)+" crew"), who, most, sc.Lines[5])
		}
	}
	return nil
}

// unitsOf is n units of what, in words: "1 heavy cavalry unit", "3 novice
// crew units".
func unitsOf(n int, what string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s unit", what)
	}
	return fmt.Sprintf("%d %s units", n, what)
}

// percent is part of whole as a percentage to a tenth: "34.7 %".
func percent(part, whole int) string {
	if whole == 0 {
		return "0 %"
	}
	return fmt.Sprintf("%.1f %%", 100*float64(part)/float64(whole))
}

// withArticle is a noun phrase with its indefinite article: "a poor
// general", "an average general".
func withArticle(what string) string {
	if what != "" && strings.ContainsRune("aeiou", rune(what[0])) {
		return "an " + what
	}
	return "a " + what
}
