package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/musketpike/charts"
)

// The scoreboard and the counters' markers (rules.Scorer; issue 13 part 2:
// "counters ... with their values and markers legible at every zoom").
// Nothing here decides anything: it shows what the rules keep. The score
// is each army's victory points, losses and wings; the markers are what the game's own counters and markers
// show: the strength and morale printed "SP-morale" with the current
// values [L42], the formation [L475], the morale state [L1192], Fired
// guns [L469], pistols [L917], out of command [L368], and on a wing
// commander his orders [L399] and Finished [L144].

var _ rules.Scorer = Rules{}

// Score implements rules.Scorer: for each army, its victory points so far
// (victory.go), its combat units eliminated of all it had, and each wing
// commander's orders.
func (Rules) Score(s *rules.State) rules.Scoreboard {
	var sb rules.Scoreboard
	if s.Phase == PhaseOver {
		sb.Battle = append(sb.Battle, "Battle over")
	}
	for k := range s.Sides {
		ss := rules.SideScore{Side: k}
		lost, all := 0, 0
		for i := range s.Units {
			u := &s.Units[i]
			if u.Side != k || !(u.Type == Cavalry || u.Type == HeavyInfantry || u.Type == LightInfantry || u.Type == Artillery) {
				continue
			}
			all++
			if u.Status[stEliminated] == 1 || u.Status[stDisabled] == 1 || u.Status[stPursued] == 1 {
				lost++
			}
		}
		ss.Items = append(ss.Items, rules.ScoreItem{Text: fmt.Sprintf("Victory points %d", victoryPoints(s, k))},
			rules.ScoreItem{Text: fmt.Sprintf("Units lost %d of %d", lost, all)})
		for i := range s.Units {
			u := &s.Units[i]
			if u.Side == k && isWC(u) && u.Status[stRemoved] == 0 {
				ss.Items = append(ss.Items, rules.ScoreItem{Text: fmt.Sprintf("%s: %s", s.UnitName(u.ID), orderName(orderOf(u)))})
			}
		}
		sb.Sides = append(sb.Sides, ss)
	}
	return sb
}

// Markers implements rules.Scorer: what the unit's counter and its markers
// say, in the order a player reads them.
func (Rules) Markers(s *rules.State, unitID string) []rules.Marker {
	u, ok := s.Unit(unitID)
	if !ok || len(u.Bases) == 0 {
		return nil
	}
	var ms []rules.Marker
	switch {
	case u.Type == Leader && isWC(u):
		ms = append(ms, rules.Marker{Code: orderCode(orderOf(u)), Kind: rules.MarkState, Title: orderName(orderOf(u)) + " orders"})
		if u.Status[stFinished] == 1 {
			ms = append(ms, rules.Marker{Code: "Fin", Kind: rules.MarkDone, Title: "Finished this turn"})
		}
		if u.Status[stGeneric] == 1 {
			ms = append(ms, rules.Marker{Code: "Gen", Kind: rules.MarkState, Title: "a generic replacement leader, rating 0 [L348]"})
		}
		return ms
	case u.Type == Leader || u.Type == Wagons:
		return nil
	case u.Type == Artillery:
		ms = append(ms, rules.Marker{Code: fmt.Sprintf("%d", currentMorale(u)), Kind: rules.MarkState, Title: fmt.Sprintf("morale %d", currentMorale(u))})
	default:
		code := fmt.Sprintf("%d-%d", sp(u), currentMorale(u))
		title := fmt.Sprintf("strength %d of %d, morale %d", sp(u), int(u.Profile[keySP]), currentMorale(u))
		kind := rules.MarkState
		if u.Status[stCasualties] > 0 {
			kind = rules.MarkHurt
		}
		ms = append(ms, rules.Marker{Code: code, Kind: kind, Title: title})
	}
	switch u.Status[stMorale] {
	case moraleShakenLevel:
		ms = append(ms, rules.Marker{Code: "MS", Kind: rules.MarkHurt, Title: "Morale Shaken"})
	case moraleBrokenLevel:
		ms = append(ms, rules.Marker{Code: "MB", Kind: rules.MarkHurt, Title: "Morale Broken"})
	}
	if u.Status[stMorale] != moraleBrokenLevel {
		if m, ok := formationMark[formationOf(u)]; ok {
			ms = append(ms, m)
		}
	}
	if u.Status[stFired] == 1 {
		ms = append(ms, rules.Marker{Code: "Fired", Kind: rules.MarkDone, Title: "has fired this turn"})
	}
	if u.Status[stLimbered] == 1 {
		ms = append(ms, rules.Marker{Code: "Limb", Kind: rules.MarkState, Title: "limbered"})
	}
	if u.Type == Artillery && u.Status[stTop] == 1 {
		if bd, err := boardOf(s); err == nil {
			if at, _, ok := bd.unitAt(s, u); ok && stackPartner(s, bd, u, at) != nil {
				ms = append(ms, rules.Marker{Code: "Top", Kind: rules.MarkState, Title: "on top of its stack: it fires and is fired at, the unit under does not [L630]"})
			}
		}
	}
	if u.Type == Cavalry && u.Status[stPistols] > 0 {
		ms = append(ms, rules.Marker{Code: fmt.Sprintf("P%d", u.Status[stPistols]), Kind: rules.MarkDone,
			Title: map[int]string{1: "1st Pistol Used", 2: "No Pistols"}[u.Status[stPistols]]})
	}
	if u.Status[stOut] == 1 {
		ms = append(ms, rules.Marker{Code: "OoC", Kind: rules.MarkState, Title: "out of command"})
	}
	if u.Status[stMomentum] == 1 {
		ms = append(ms, rules.Marker{Code: "Mom", Kind: rules.MarkState, Title: "Momentum [L1069]"})
	}
	if u.Status[stAttack] > 0 {
		ms = append(ms, rules.Marker{Code: "Atk", Kind: rules.MarkState, Title: "attacks " + s.UnitName(s.Units[u.Status[stAttack]-1].ID) + " in the melee"})
	}
	return ms
}

// formationMark is the marker of each formation but Normal.
var formationMark = map[string]rules.Marker{
	Shaken:   {Code: "FS", Kind: rules.MarkHurt, Title: "Formation Shaken"},
	Broken:   {Code: "FB", Kind: rules.MarkHurt, Title: "Formation Broken"},
	Hedgehog: {Code: "HH", Kind: rules.MarkState, Title: "Hedgehog"},
	Open:     {Code: "OO", Kind: rules.MarkState, Title: "Open Order"},
	Column:   {Code: "Col", Kind: rules.MarkState, Title: "Column"},
}

// orderCode is an order's marker: the initials of its name.
func orderCode(o charts.Order) string {
	switch orderName(o) {
	case "Charge":
		return "Ch"
	case "Make Ready":
		return "MR"
	case "Receive Charge":
		return "RC"
	case "Rally":
		return "Ra"
	}
	return "–"
}
