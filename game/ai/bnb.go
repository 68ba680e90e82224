package ai

import (
	"plateau/rules"
	"plateau/rules/bloodblades"
	"plateau/rules/table"
)

// The planner's judge of Blood and Blades positions: worth is counted in
// hundredths of the army's rout level (bnb.md §10 [L1995-1997]: an army
// routs when its losses reach a third of its reference), so that losing
// what routs an army costs 100 whatever its size. A base is worth its
// points of confidence (bloodblades.BasePoC, §3.4 [L2011-2021]) on that
// scale; a side has lost its morale losses (bloodblades.MoraleOf:
// destroyed bases, half for spent ones [L1997-2003]). BnB's offers turn
// groups as well as advance them, so facing the enemy counts.

// routWorth is the worth of losses that reach an army's rout level.
const routWorth = 100.0

// pigWorth is what a PIG left to spend this period is worth (PIGs do not
// carry over, A11): a little, so that the PIGs are rolled and spent on
// any move that gains, and none is bought with a unit's loss.
const pigWorth = 0.1

// bnbPIGs is the counter of the PIGs left this period (bloodblades:
// rules.go, ctPIGs).
const bnbPIGs = "pigs"

func init() {
	judges["bnb"] = judge{
		over:    bloodblades.Over,
		lost:    bnbLost,
		worth:   bnbWorth,
		turns:   true,
		fight:   bnbFight,
		pending: bnbPending,
		opens:   func(rules.Action) bool { return false },
	}
}

// bnbLost is side's morale losses as hundredths of its rout level.
func bnbLost(s *rules.State, side int) float64 {
	m := bloodblades.MoraleOf(s, side)
	if m.Rout <= 0 {
		return 0
	}
	return routWorth * m.Losses / m.Rout
}

// bnbWorth is what losing u would cost its side on the same scale.
func bnbWorth(s *rules.State, u *rules.Unit) float64 {
	m := bloodblades.MoraleOf(s, u.Side)
	p, _ := bloodblades.BasePoC(u)
	if m.Rout <= 0 {
		return 0
	}
	return routWorth * float64(p) / m.Rout
}

// resultShare is what each result of a lost close combat costs the loser,
// as a share of its worth (bnb.md §9.7): destroyed loses its points of
// confidence [L1983], spent half of them [L1989]; a flight [L2286] or a
// recoil [L2237] loses nothing yet but ground and order.
// (A slice, not a map, so that the sum is added in one order.)
var resultShare = []struct {
	r     bloodblades.Result
	share float64
}{
	{bloodblades.Recoil, 0.05},
	{bloodblades.Flee, 0.15},
	{bloodblades.Destroyed, 1},
	{bloodblades.Spent, 0.5},
}

// bnbFight is the worth side expects from the close combat of its base
// mine against enemy if it were fought now: the kernel's exact odds (the
// 36 pairs of dice, bloodblades.Fight.Odds, as the window's preview
// counts them) of each result to each side, weighed by resultShare. The
// combat is read on a copy of s put in the close combat phase (the one
// field changed; the copy shares the rest and only reads it); false when
// mine is not one of a mutual pair of principal opponents.
func bnbFight(s *rules.State, side int, mine, enemy *table.Base) (float64, bool) {
	at := *s
	at.Phase = bloodblades.PhaseCombat
	f, err := bloodblades.PrepareFight(&at, rules.Action{Kind: bloodblades.KindFight, Side: side, Target: mine.ID})
	if err != nil {
		return 0, false
	}
	mu, ok1 := s.UnitOf(f.Bases[0])
	eu, ok2 := s.UnitOf(f.Bases[1])
	if !ok1 || !ok2 {
		return 0, false
	}
	o := f.Odds()
	wm, we := bnbWorth(s, mu), bnbWorth(s, eu)
	g := 0.0
	for _, rs := range resultShare {
		g += rs.share * (o.Results[1][rs.r]*we - o.Results[0][rs.r]*wm)
	}
	return g, true
}

// bnbPending is, in side's own move phase, the worth of the PIGs it has
// left to spend (§6 [L1326-1329]): rolling them gains it, ending the
// period gives it up.
func bnbPending(s *rules.State, side int) float64 {
	if s.Active != side || s.Phase != bloodblades.PhaseMove {
		return 0
	}
	return pigWorth * float64(s.Counters[bnbPIGs])
}
