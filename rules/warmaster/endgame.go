package warmaster

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
)

// The end of the battle and victory points (wme.md §10.2-10.3;
// [L2187-2244]).

// SettingTurns is the scenario setting that fixes the battle's length in
// turns per player (A7), as the players may agree instead of rolling
// ([L349], [L2222]): [settings] turns = 7.
const SettingTurns = "turns"

// knownSettings are the settings a "wme" scenario may give, besides the
// objectives (SettingObjective).
var knownSettings = []string{SettingTurns, SettingArmyLists, SettingBudget, SettingDeployment, SettingDeepWater}

// Battle results (the counter ctResult): 1 + the winning side, or
// resultDraw.
const resultDraw = -1

// Why the battle ended (ctWhy) and why an army routed (ctRouted + side).
const (
	endTurns        = 1
	endRout         = 2
	routGeneral     = 1 // its General is lost [L2196]
	routHalf        = 2 // half or more of its main units are lost [L2198], [L2232]
	routGeneralLeft = 3 // its General left the table and did not come back at once [L916]
)

// VPRounding is what half a unit's points are rounded up to (L2243).
const VPRounding = 5

// applySettings checks the scenario's settings: unknown keys are refused,
// by name (DESIGN.md, house rule 8).
func applySettings(s *rules.State) error {
	keys := make([]string, 0, len(s.Settings))
	for k := range s.Settings {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if strings.HasPrefix(k, SettingObjective) { // objectives.go
			if err := checkObjective(s, k); err != nil {
				return err
			}
			continue
		}
		if strings.HasPrefix(k, SettingSpellsPrefix) { // spells.go
			if err := checkSpellSetting(s, k); err != nil {
				return err
			}
			continue
		}
		if !slices.Contains(knownSettings, k) {
			return fmt.Errorf("warmaster: unknown setting %q (known: %s, %s<feature id>, %s<side id>)", k, strings.Join(knownSettings, ", "), SettingObjective, SettingSpellsPrefix)
		}
	}
	if err := checkDeepWater(s); err != nil { // terrain.go (A21)
		return err
	}
	if v, ok := s.Settings[SettingTurns]; ok {
		n, err := wholeSetting(SettingTurns, v, settingRanges[SettingTurns], "the number of turns per player", "WME §10.2 [L349]")
		if err != nil {
			return err
		}
		s.SetCounter(ctTurns, n)
		s.SetCounter(ctRolled, 0)
	}
	if v, ok := s.Settings[SettingBudget]; ok { // read with army-lists = "check" (selection.go), in range always
		if _, err := wholeSetting(SettingBudget, v, settingRanges[SettingBudget], "the points each army may spend", "WME §3.4 [L2664]"); err != nil {
			return err
		}
	}
	return nil
}

// lengthOf is the battle's length for a D6 (L349, L2216-2220).
func lengthOf(d6 int) int {
	switch {
	case d6 <= 2:
		return 6
	case d6 <= 4:
		return 7
	}
	return 8
}

// rollLength rolls the battle's length. Setup has no dice, so the roll is
// made when the battle's first phase ends (see doc.go).
func rollLength(s *rules.State, d dice.Roller) (rules.Event, error) {
	v, err := d.Roll(6)
	if err != nil {
		return rules.Event{}, err
	}
	n := lengthOf(v)
	s.SetCounter(ctTurns, n)
	s.SetCounter(ctRolled, v)
	return rules.Event{Kind: "battle-length", Side: s.Active, Rolls: []dice.Roll{{Sides: 6, Value: v}},
		Text: fmt.Sprintf("the battle's length: rolled %d, %d turns per player (WME §10.2 [L349]: 1-2 six, 3-4 seven, 5-6 eight)", v, n)}, nil
}

// destroyed reports whether u has lost every element.
func destroyed(u *rules.Unit) bool { return len(u.Bases) == 0 }

// halfStrength reports whether u stands with fewer than half the elements
// it started with: for the 3-element units of the text, reduced to one
// (L2198, L2243; other sizes are a reading, see doc.go).
func halfStrength(u *rules.Unit) bool {
	return !destroyed(u) && len(u.Bases)*2 < status(u, stSize)
}

// KeyMain is the profile flag by which an army list marks a unit that is
// not one of its army's main units: main = 0 ([L2198], [L2232] count only
// "unités principales", which the text does not define; A17 recommends
// every unit unless the list says otherwise). Without it a unit is main;
// a commander never is.
const KeyMain = "main"

// isMain reports whether u counts toward its army's break point (A17):
// a unit, not a commander, that its profile does not mark main = 0.
func isMain(u *rules.Unit) bool {
	v, marked := u.Profile[KeyMain]
	return !IsCommander(u.Type) && (!marked || v != 0)
}

// checkMainFlags refuses a "main" flag other than 0 or 1, and main = 1 on
// a commander, who is never a main unit (A17), naming the unit.
func checkMainFlags(s *rules.State) error {
	for i := range s.Units {
		u := &s.Units[i]
		v, marked := u.Profile[KeyMain]
		switch {
		case !marked:
		case v != 0 && v != 1:
			return fmt.Errorf("warmaster: unit %s has %s = %g: give main = 0 for a unit that is not one of its army's main units (WME §10.2 [L2232], A17)", u.ID, KeyMain, v)
		case IsCommander(u.Type) && v == 1:
			return fmt.Errorf("warmaster: commander %s has %s = 1, but commanders never count among the main units (WME §10.2 [L2232], A17)", u.ID, KeyMain)
		}
	}
	return nil
}

// mainUnits counts side's main units and how many halves of them are lost
// (A17: every unit but the commanders and those the army list marks
// main = 0; a destroyed unit is two halves, a unit at half strength one,
// D8).
func mainUnits(s *rules.State, side int) (units, lostHalves int) {
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side || !isMain(u) {
			continue
		}
		units++
		switch {
		case destroyed(u):
			lostHalves += 2
		case halfStrength(u):
			lostHalves++
		}
	}
	return units, lostHalves
}

// routReason is why side's army routs now (wme.md §10.2), 0 if it holds:
// its General is lost, or half or more of its main units are ([L2196-2198],
// [L2232]).
func routReason(s *rules.State, side int) int {
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side && u.Type == General && destroyed(u) {
			if status(u, stOffTable) > 0 || status(u, stLeft) > 0 {
				return routGeneralLeft
			}
			return routGeneral
		}
	}
	if n, lost := mainUnits(s, side); n > 0 && lost >= n {
		return routHalf
	}
	return 0
}

func routText(s *rules.State, side, why int) string {
	switch why {
	case routGeneral:
		return fmt.Sprintf("%s rout: their General is lost (WME §10.2 [L2196])", s.Sides[side].Name)
	case routGeneralLeft:
		return fmt.Sprintf("%s withdraw: their General left the table and did not come back (WME §7.6 [L916])", s.Sides[side].Name)
	}
	n, lost := mainUnits(s, side)
	return fmt.Sprintf("%s rout: %s of their %d main units are lost (WME §10.2 [L2232], D8)", s.Sides[side].Name, halves(lost), n)
}

// halves writes a count of half units: "4", "4½".
func halves(n int) string {
	if n%2 == 0 {
		return strconv.Itoa(n / 2)
	}
	return strconv.Itoa(n/2) + "½"
}

// halfUp is half of points rounded up to the next 5 (L2243; D6, D7).
func halfUp(points float64) int {
	return int(math.Ceil(points/2/VPRounding-1e-9)) * VPRounding
}

// purchasePrice is what u cost its army ("son prix d'achat", [L2242]):
// its profile's "points", which include its upgrades and mount ([L2680]:
// "leur coût est à ajouter à celui de l'unité"), plus the magic item it
// was given "pour son coût en points" ([L2348], items.go), as the army
// list check counts it (selection.go).
func purchasePrice(u *rules.Unit) int {
	return int(math.Round(u.Profile[keyPoints])) + ItemPoints(u)
}

// VictoryPoints are the points each side has scored (wme.md §10.3;
// [L2240-2244]): for every enemy unit or commander destroyed its purchase
// price (purchasePrice: its points and its magic item's), for every enemy
// unit at half strength half that price rounded up to the next 5 ([L2243];
// D6, D7), and for every scenario objective it holds its worth ([L2244],
// objectives.go).
func VictoryPoints(s *rules.State) map[int]int {
	vp := make(map[int]int, len(s.Sides))
	for k := range s.Sides {
		vp[k] = 0
	}
	for _, o := range Objectives(s) {
		if o.Holder >= 0 {
			vp[o.Holder] += o.Points
		}
	}
	for i := range s.Units {
		u := &s.Units[i]
		v := 0
		switch {
		case destroyed(u):
			v = purchasePrice(u)
		case !IsCommander(u.Type) && halfStrength(u):
			v = halfUp(float64(purchasePrice(u)))
		}
		for k := range s.Sides {
			if k != u.Side {
				vp[k] += v
			}
		}
	}
	return vp
}

// lastTurnEnds reports whether the phase now ending is the battle's last:
// the last player's Combat phase of the last turn (A7: turns per player).
func lastTurnEnds(s *rules.State) bool {
	n := s.Counters[ctTurns]
	return n > 0 && s.Phase == PhaseCombat && s.Active == len(s.Sides)-1 && s.Turn >= n
}

// battleEnds ends the battle at the end of the phase now ending if an army
// routs or the last turn is over (wme.md §10.2; [L2189-2199], [L2234]),
// and decides the winner (§10.3): the most victory points, an army that
// routed scoring at most as many as its opponent ([L2236]); both routing
// at once is a draw ([L2238]).
func battleEnds(s *rules.State) (rules.Event, bool) {
	routs := map[int]int{}
	for k := range s.Sides {
		if why := routReason(s, k); why != 0 {
			routs[k] = why
		}
	}
	if len(routs) == 0 && !lastTurnEnds(s) {
		return rules.Event{}, false
	}
	why := endTurns
	if len(routs) > 0 {
		why = endRout
	}
	for k, r := range routs {
		s.SetCounter(fmt.Sprintf("%s%d", ctRouted, k), r)
	}
	s.SetCounter(ctWhy, why)
	s.SetCounter(ctResult, winner(s))
	s.Phase = PhaseOver
	return rules.Event{Kind: "battle-end", Side: max(s.Counters[ctResult]-1, 0), Text: resultText(s)}, true
}

// winner is the battle's result counter from the routs recorded and the
// victory points.
func winner(s *rules.State) int {
	vp := VictoryPoints(s)
	var routed []int
	for k := range s.Sides {
		if s.Counters[fmt.Sprintf("%s%d", ctRouted, k)] > 0 {
			routed = append(routed, k)
		}
	}
	if len(routed) > 1 {
		return resultDraw // both armies rout at the same time (L2238)
	}
	score := map[int]int{}
	for k := range s.Sides {
		score[k] = vp[k]
	}
	for _, r := range routed {
		best := 0
		for k := range s.Sides {
			if k != r {
				best = max(best, vp[k])
			}
		}
		score[r] = min(score[r], best) // at best equal (L2236)
	}
	top, who := -1, resultDraw
	for k := range s.Sides {
		switch {
		case score[k] > top:
			top, who = score[k], k+1
		case score[k] == top:
			who = resultDraw
		}
	}
	return who
}

// vpText is "Empire 120, Orcs 55".
func vpText(s *rules.State) string {
	vp := VictoryPoints(s)
	parts := make([]string, len(s.Sides))
	for k := range s.Sides {
		parts[k] = fmt.Sprintf("%s %d", s.Sides[k].Name, vp[k])
	}
	return strings.Join(parts, ", ") + objectivesText(s)
}

// resultText says how the battle ended, who won and why.
func resultText(s *rules.State) string {
	var why []string
	for k := range s.Sides {
		if r := s.Counters[fmt.Sprintf("%s%d", ctRouted, k)]; r > 0 {
			why = append(why, routText(s, k, r))
		}
	}
	if s.Counters[ctWhy] == endTurns {
		why = append(why, fmt.Sprintf("the last of its %s is played (WME §10.2 [L2222])", plural(s.Counters[ctTurns], "turn")))
	}
	text := "the battle is over: " + strings.Join(why, "; ") + ". Victory points: " + vpText(s) + ". "
	vp, routed := VictoryPoints(s), 0
	capped := false
	for k := range s.Sides {
		if s.Counters[fmt.Sprintf("%s%d", ctRouted, k)] > 0 {
			routed++
			for o := range s.Sides {
				capped = capped || o != k && vp[k] > vp[o]
			}
		}
	}
	switch r := s.Counters[ctResult]; {
	case r == resultDraw && routed > 1:
		text += "A draw: both armies rout at once (WME §10.2 [L2238])"
	case r == resultDraw:
		text += "A draw (WME §10.3)"
	default:
		text += fmt.Sprintf("%s win (WME §10.3 [L2240-2244])", s.Sides[r-1].Name)
	}
	if capped {
		text += "; an army that routs scores at most as much as its enemy (L2236)"
	}
	return text
}

// overOffers is all there is once the battle is over: its report.
func overOffers(s *rules.State, side int) []rules.Offer {
	vp := VictoryPoints(s)
	detail := []string{}
	for k := range s.Sides {
		detail = append(detail, fmt.Sprintf("%s: %d victory points (WME §10.3)", s.Sides[k].Name, vp[k]))
	}
	for _, o := range Objectives(s) {
		detail = append(detail, o.text(s))
	}
	detail = append(detail, resultText(s))
	label := "Battle over — a draw"
	if r := s.Counters[ctResult]; r > 0 {
		label = fmt.Sprintf("Battle over — %s win", s.Sides[r-1].Name)
	}
	return []rules.Offer{{Label: label, Detail: detail, Disabled: "the battle is over",
		Action: rules.Action{Kind: rules.KindEndPhase, Side: side}}}
}

// battleDetail is the end-phase offer's line on the battle: the turn, the
// length and the victory points so far.
func battleDetail(s *rules.State) []string {
	var lines []string
	if n := s.Counters[ctTurns]; n > 0 {
		line := fmt.Sprintf("turn %d of %d", s.Turn, n)
		if lastTurnEnds(s) {
			line += ": the last — the battle ends with this phase (WME §10.2)"
		}
		lines = append(lines, line)
	} else {
		lines = append(lines, "ending this phase rolls the battle's length: D6 1-2 six turns, 3-4 seven, 5-6 eight (WME §10.2 [L349])")
	}
	return append(lines, "victory points so far: "+vpText(s))
}
