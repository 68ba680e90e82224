package pagaille

import (
	"fmt"
	"strings"

	"plateau/rules"
)

// The odds before committing (rules.Odder, issue 12): a melee's chances,
// exact. Every die of a melee is independent (bep §9.1 steps 1-4): a die
// hits with the faces 2-6 that reach the enemy's CC with its modifier
// (L179-185), and a hit is unsaved with the faces below the save table's
// number (§3.10, as saveMode reads it); so each attack's unsaved hits are
// binomial, an army's losses their sum, and the melee's result (more
// unsaved hits loses, A20) is counted from the two sums' distributions.

var _ rules.Odder = Rules{}

// MeleeOdds are a melee's chances: Lose[k] that army k loses, Tie a tie,
// Expected[k] the unsaved hits army k can expect.
type MeleeOdds struct {
	Lose     [2]float64
	Tie      float64
	Expected [2]float64
}

// Odds implements rules.Odder for the melee: the fight itself, and the
// charge's move home that brings it about (the melee as it would be once
// the move is made); and for a Shoot order (shootodds.go).
func (Rules) Odds(s *rules.State, a rules.Action) (rules.Odds, bool) {
	st, err := ParseSettings(s.Settings)
	if err != nil {
		return rules.Odds{}, false
	}
	at, note := s, ""
	switch a.Kind {
	case KindOrder:
		return shootOrderOdds(s, a, st)
	case KindFight:
	case rules.KindMove:
		next, _, err := Rules{}.Apply(*s, a, noDice{}) // a move rolls nothing; Apply leaves s as it was
		if err != nil {
			return rules.Odds{}, false
		}
		at, note = &next, "once the charge is home; "
	default:
		return rules.Odds{}, false
	}
	c, t, ok := pendingMelee(at)
	if !ok {
		return rules.Odds{}, false
	}
	fs := waitingMelee(at, c, t, st)
	mo, ok := meleeOdds(fs, st)
	if !ok {
		return rules.Odds{}, false
	}
	return oddsText(at, fs, mo, note), true
}

// meleeOdds counts the chances of the melee of fs (bep §9.1 steps 1-4,
// §9.2 steps 1-2), as resolveMelee rolls it; false when a save cannot be
// read (a force or resistance off the table).
func meleeOdds(fs []*fighter, st Settings) (MeleeOdds, bool) {
	aim(fs)
	losses := [2][]float64{{1}, {1}}
	var mo MeleeOdds
	for _, f := range fs {
		for _, a := range f.attacks {
			tg := fs[a.target]
			need, err := st.SaveMode.Save(min(max(meleeForce(f.u, f.stats), MinStat), MaxStat), tg.res)
			if err != nil {
				return MeleeOdds{}, false
			}
			p := hitChance(a.mod, tg.stats.CC) * float64(min(max(need-1, 0), 6)) / 6
			side := tg.u.Side
			losses[side] = addBinomial(losses[side], a.dice, p)
			mo.Expected[side] += float64(a.dice) * p
		}
	}
	for i, pi := range losses[0] {
		for j, pj := range losses[1] {
			switch {
			case i > j:
				mo.Lose[0] += pi * pj
			case j > i:
				mo.Lose[1] += pi * pj
			default:
				mo.Tie += pi * pj
			}
		}
	}
	return mo, true
}

// hitChance is a melee die's chance to hit with modifier mod against CC
// cc: a natural 1 fails, any other face hits at cc or more (L179-185).
func hitChance(mod, cc int) float64 {
	n := 0
	for face := 2; face <= 6; face++ {
		if face+mod >= cc {
			n++
		}
	}
	return float64(n) / 6
}

// addBinomial is the distribution of a count (dist[k]: the chance of k)
// with n more trials of chance p each added to it.
func addBinomial(dist []float64, n int, p float64) []float64 {
	for range n {
		next := make([]float64, len(dist)+1)
		for k, q := range dist {
			next[k] += q * (1 - p)
			next[k+1] += q * p
		}
		dist = next
	}
	return dist
}

// oddsText words a melee's chances for the player: the charger's army
// winning, a tie, the other army winning, each with what follows (the
// losers recoil 2D6 pas, §9.1 step 5; then test at or below
// routTestTrigger, A8).
func oddsText(s *rules.State, fs []*fighter, mo MeleeOdds, note string) rules.Odds {
	first := fs[0].u.Side
	won := func(winner int) rules.Outcome {
		loser := 1 - winner
		var names []string
		for _, f := range fs {
			if f.u.Side == loser {
				names = append(names, s.UnitName(f.u.ID))
			}
		}
		return rules.Outcome{Text: "Melee won by " + s.Sides[winner].Name, P: mo.Lose[loser],
			Then: "recoil 2D6 pas: " + strings.Join(names, ", ")}
	}
	return rules.Odds{
		Outcomes: []rules.Outcome{won(first), {Text: "Melee tied: nobody recoils", P: mo.Tie}, won(1 - first)},
		Note: fmt.Sprintf("%severy die counted; unsaved hits to expect: %s %.1f, %s %.1f; units at or below the rout trigger then test (bep §9.1, A8)",
			note, s.Sides[0].Name, mo.Expected[0], s.Sides[1].Name, mo.Expected[1]),
	}
}

// shootOrderOdds are a Shoot order's odds (ShotOdds); false for any
// other order, or one the rules refuse.
func shootOrderOdds(s *rules.State, a rules.Action, st Settings) (rules.Odds, bool) {
	if a.Args[ArgOrder] != OrderShoot {
		return rules.Odds{}, false
	}
	p, err := checkOrder(s, a, st)
	tg, ok := s.Unit(a.Args[ArgTarget])
	if err != nil || !ok {
		return rules.Odds{}, false
	}
	o, ok := shotOdds(p, tg, st)
	if !ok {
		return rules.Odds{}, false
	}
	return shotOddsText(s, tg, o), true
}
