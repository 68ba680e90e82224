package gboh

import (
	"fmt"

	"plateau/rules"
)

// The scoreboard and the counters' markers (rules.Scorer; issue 16 "done
// means": "the cohesion markers legible"). Nothing here decides anything:
// it shows what the rules keep. The score is each army's Rout Points
// against its thresholds [L2866-2879] and its losses; the markers are the
// game's own (spec §3.6): Cohesion hits against the TQ [L2448-2451],
// Routed [L2530], Rallied [L2665], Moved [L1092-1093], MISSILE LOW and NO
// [L1620-1633], the SHOCK markers [L1530-1538], In Pursuit [L2824], a
// flyer's altitude [L1403-1406]; on a leader or hero his fate
// [L1910-1915], Finished [L77-81], Trumped [L1024-1025] and a mage's Magic
// Points left [L2995-3004].

var _ rules.Scorer = Rules{}

// Score implements rules.Scorer.
func (Rules) Score(s *rules.State) rules.Scoreboard {
	var sb rules.Scoreboard
	if s.Phase == PhaseOver {
		sb.Battle = append(sb.Battle, "Battle over")
	}
	for k := range s.Sides {
		ss := rules.SideScore{Side: k}
		rp := armyRoutPoints(s, k)
		item := rules.ScoreItem{Text: fmt.Sprintf("Rout Points %d", rp)}
		if next, past := nextThreshold(armyThresholds(s, k), rp); next != nil {
			item.Text += fmt.Sprintf(" of %d", next.Points)
		} else if past != nil {
			item.Text += fmt.Sprintf(", past %d: a d10 of %d or more withdraws the army", past.Points, past.Level)
		}
		item.Alarm = s.Counters[ctWithdrawn]&(1<<k) != 0 || pastAny(armyThresholds(s, k), rp)
		ss.Items = append(ss.Items, item)
		lost, routed, all := 0, 0, 0
		for i := range s.Units {
			u := &s.Units[i]
			if u.Side != k || !isCombat(u) {
				continue
			}
			all++
			switch {
			case u.Status[stGone] != 0:
				lost++
			case u.Status[stRouted] == 1:
				routed++
			}
		}
		ss.Items = append(ss.Items, rules.ScoreItem{Text: fmt.Sprintf("Units lost %d of %d", lost, all)})
		if routed > 0 {
			ss.Items = append(ss.Items, rules.ScoreItem{Text: fmt.Sprintf("Routed %d", routed)})
		}
		sb.Sides = append(sb.Sides, ss)
	}
	return sb
}

// nextThreshold is the lowest threshold rp has not passed, or, when it has
// passed them all, the highest one.
func nextThreshold(ts []threshold, rp int) (next, past *threshold) {
	for i := range ts {
		t := &ts[i]
		switch {
		case rp <= t.Points && (next == nil || t.Points < next.Points):
			next = t
		case rp > t.Points && (past == nil || t.Points > past.Points):
			past = t
		}
	}
	return next, past
}

// pastAny is whether rp is past one of ts: the army rolls for its
// withdrawal in the Rout & Reload Phase [L2868-2879].
func pastAny(ts []threshold, rp int) bool {
	for _, t := range ts {
		if rp > t.Points {
			return true
		}
	}
	return false
}

// Markers implements rules.Scorer.
func (Rules) Markers(s *rules.State, unitID string) []rules.Marker {
	u, ok := s.Unit(unitID)
	if !ok || !onTable(u) {
		return nil
	}
	if isIndividual(u) {
		return individualMarkers(u)
	}
	var ms []rules.Marker
	if h := u.Status[stHits]; h > 0 {
		ms = append(ms, rules.Marker{Code: fmt.Sprintf("%d/%d", h, tq(u)), Kind: rules.MarkHurt,
			Title: fmt.Sprintf("%d Cohesion hit%s, TQ %d: it routs at %d", h, pluralS(h), tq(u), tq(u))})
	}
	if u.Status[stRouted] == 1 {
		ms = append(ms, rules.Marker{Code: "Rout", Kind: rules.MarkHurt, Title: "Routed"})
	}
	if u.Status[stRallied] == 1 {
		ms = append(ms, rules.Marker{Code: "Ral", Kind: rules.MarkState, Title: "Rallied this turn"})
	}
	if u.Formation == Column {
		ms = append(ms, rules.Marker{Code: "Col", Kind: rules.MarkState, Title: "In Column"})
	}
	switch u.Status[stMissile] {
	case 1:
		ms = append(ms, rules.Marker{Code: "Low", Kind: rules.MarkDone, Title: "MISSILE LOW"})
	case 2:
		ms = append(ms, rules.Marker{Code: "NoM", Kind: rules.MarkDone, Title: "MISSILE NO"})
	}
	switch u.Status[stShock] {
	case 1:
		ms = append(ms, rules.Marker{Code: "Shk!", Kind: rules.MarkState, Title: "SHOCK: Must Check TQ"})
	case 2:
		ms = append(ms, rules.Marker{Code: "Shk", Kind: rules.MarkState, Title: "SHOCK: No Check"})
	}
	if u.Status[stMoved] == 1 {
		ms = append(ms, rules.Marker{Code: "Mv", Kind: rules.MarkDone, Title: "Moved: moving again this turn costs a Cohesion hit"})
	}
	if u.Status[stPursuit] == 1 {
		ms = append(ms, rules.Marker{Code: "Pur", Kind: rules.MarkState, Title: "In Pursuit"})
	}
	if a := u.Status[stAlt]; a > 0 {
		ms = append(ms, rules.Marker{Code: fmt.Sprintf("Alt%d", a), Kind: rules.MarkState,
			Title: map[int]string{1: "flying at medium altitude", 2: "flying at high altitude"}[a]})
	}
	return ms
}

// individualMarkers are a leader's or a hero's.
func individualMarkers(u *rules.Unit) []rules.Marker {
	var ms []rules.Marker
	if u.Status[stFate] == fateWounded {
		ms = append(ms, rules.Marker{Code: "Wnd", Kind: rules.MarkHurt, Title: "wounded"})
	}
	if u.Status[stFinished] == 1 {
		ms = append(ms, rules.Marker{Code: "Fin", Kind: rules.MarkDone, Title: "Finished this turn"})
	}
	if u.Status[stTrumped] == 1 {
		ms = append(ms, rules.Marker{Code: "Tr", Kind: rules.MarkDone, Title: "Trumped: no Momentum"})
	}
	if isMage(u) {
		mp := magicPoints(u)
		ms = append(ms, rules.Marker{Code: fmt.Sprintf("MP%d", mp), Kind: rules.MarkState,
			Title: fmt.Sprintf("%d Magic Point%s left of %d", mp, pluralS(mp), int(u.Profile[keyMagic]))})
	}
	return ms
}

func pluralS(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
