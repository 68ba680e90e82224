package bloodblades

import (
	"fmt"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
)

// Fight is one close combat or shot prepared for trials (issue 10 part
// 5, the odds of issue 12): everything its resolution reads of the state
// is read once, here, so that a trial is a few integer operations on the
// two dice and touches no state. Its outcome is the one applyFight or
// applyShoot scores (§9.4-9.7): who scores more, by how much, and the
// loser's result on the outcome tables; what the result then does on the
// table (a recoil blocked, a pursuit) is the real resolution's.
type Fight struct {
	// Bases are the two sides: the action's base (the primary shooter),
	// then its principal opponent (the target).
	Bases [2]string
	// tactical is each side's CF and tactical factors [L2074]. When side
	// i scores more, it adds up[i] and the other down[i], the grade
	// adjustments ([L2144-2148] in close combat, [L2156-2161] shooting).
	// cohesive: G16's +1 to the side then behind [L2165-2168].
	tactical, up, down [2]int
	cohesive           [2]bool
	// cf is each side's Table 7.1 factor, which sets the band of its
	// loss (A31); result its result as the loser, by band; ignores a
	// loss it does not suffer (a Bw shooting without being shot at
	// [L2180], D12).
	cf      [2]int
	result  [2][3]Result
	ignores [2]bool
}

// PrepareFight reads the close combat or the shot the action a
// (KindFight or KindShoot) would resolve on s; Check's refusals come back
// as its error.
func PrepareFight(s *rules.State, a rules.Action) (*Fight, error) {
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return nil, err
	}
	k := closeCombat(s)
	switch a.Kind {
	case KindFight:
		x, y, err := checkFight(s, a)
		if err != nil {
			return nil, err
		}
		cs := [2]*Combatant{assess(c, s, k, x, y), assess(c, s, k, y, x)}
		return readScores(c, s, cs, true, func(hi, lo *Combatant, _ [2]*Combatant) {
			closeGrades(hi, lo, mustBase(s, hi.Base).Side == s.Active)
		}), nil
	case KindShoot:
		sh, err := checkShoot(c, s, a)
		if err != nil {
			return nil, err
		}
		p, t := assessShot(c, s, k, sh)
		f := readScores(c, s, [2]*Combatant{p, t}, false, func(hi, lo *Combatant, cs [2]*Combatant) {
			// As applyShoot: the shooter shoots, the target is shot at,
			// both when it shoots back.
			shootGrades(hi, lo, func(x *Combatant) bool { return x == cs[0] || sh.returns },
				func(x *Combatant) bool { return x == cs[1] || sh.returns })
		})
		f.ignores[0] = !sh.returns
		return f, nil
	}
	return nil, fmt.Errorf("bnb: %q is neither a close combat nor a shot", a.Kind)
}

// readScores reads the two combatants' scores; grades adds the adjustments
// to hi, scoring more, and lo (copies: cs says which is which).
func readScores(c Config, s *rules.State, cs [2]*Combatant, melee bool, grades func(hi, lo *Combatant, cs [2]*Combatant)) *Fight {
	f := &Fight{Bases: [2]string{cs[0].Base, cs[1].Base}}
	for i, me := range cs {
		other := cs[1-i]
		f.tactical[i] = me.tactical()
		hi, lo := *me, *other
		hi.Grade, lo.Grade = nil, nil
		copies := [2]*Combatant{}
		copies[i], copies[1-i] = &hi, &lo
		grades(&hi, &lo, copies)
		for _, g := range hi.Grade {
			f.up[i] += g.N
		}
		for _, g := range lo.Grade {
			f.down[i] += g.N
		}
		f.cohesive[i] = cohesive(s, me.Base)
		f.cf[i] = me.CF
		// As resolveLoss reads it, i losing to the other.
		lf := me.f
		lf.winnerGGo = worstCategory(c, s, other.Troop, me.shape.Shape) == GGo
		for band := Small; band <= VeryLarge; band++ {
			f.result[i][band], _ = Outcome(band, lf, other.f, melee)
		}
	}
	return f
}

// Trial is one outcome of a Fight.
type Trial struct {
	Final  [2]int // each side's final score
	Winner int    // 0 or 1 (Fight.Bases), -1 for equal scores (no effect [L2184])
	Margin int
	Result Result // the loser's: NoEffect on equal scores or a loss ignored
}

// Resolve is the outcome for the two dice (each 1-6; the action's base
// rolls first, as score rolls): score1, the grade adjustments once one
// side scores more, cohesion to the side then behind, the margin's band
// and the loser's row (§9.4-9.7).
func (f *Fight) Resolve(d0, d1 int) Trial {
	var t Trial
	s1 := [2]int{f.tactical[0] + d0, f.tactical[1] + d1}
	s2 := s1
	for i := range 2 {
		if s1[i] > s1[1-i] {
			s2[i] += f.up[i]
			s2[1-i] += f.down[i]
		}
	}
	t.Final = s2
	for i := range 2 {
		if s2[i] < s2[1-i] && f.cohesive[i] {
			t.Final[i]++
		}
	}
	t.Winner = -1
	switch {
	case t.Final[0] > t.Final[1]:
		t.Winner = 0
	case t.Final[1] > t.Final[0]:
		t.Winner = 1
	default:
		return t
	}
	lose := 1 - t.Winner
	t.Margin = t.Final[t.Winner] - t.Final[lose]
	if !f.ignores[lose] {
		t.Result = f.result[lose][BandOf(t.Margin, f.cf[lose])]
	}
	return t
}

// Roll is one trial with dice from d, rolled as the real resolution rolls
// them.
func (f *Fight) Roll(d dice.Roller) (Trial, error) {
	d0, err := dice.D6(d)
	if err != nil {
		return Trial{}, err
	}
	d1, err := dice.D6(d)
	if err != nil {
		return Trial{}, err
	}
	return f.Resolve(d0, d1), nil
}

// FightOdds are a Fight's chances, exact: each of the 36 pairs of dice is
// as likely as any other.
type FightOdds struct {
	Wins  [2]float64 // each side's chance to win
	Equal float64    // no effect
	// Results are, for each side, the chance of each result it suffers
	// as the loser (indexed by Result; NoEffect unused).
	Results [2][Spent + 1]float64
}

// Odds counts the 36 outcomes of the dice.
func (f *Fight) Odds() FightOdds {
	var o FightOdds
	const p = 1.0 / 36
	for d0 := 1; d0 <= 6; d0++ {
		for d1 := 1; d1 <= 6; d1++ {
			t := f.Resolve(d0, d1)
			if t.Winner < 0 {
				o.Equal += p
				continue
			}
			o.Wins[t.Winner] += p
			o.Results[1-t.Winner][t.Result] += p
		}
	}
	return o
}

var _ rules.Odder = Rules{}

// Odds implements rules.Odder for close combats and shots: exact, the 36
// pairs of dice counted (Fight.Odds), each side's win with the loser's
// results.
func (Rules) Odds(s *rules.State, a rules.Action) (rules.Odds, bool) {
	if a.Kind != KindFight && a.Kind != KindShoot {
		return rules.Odds{}, false
	}
	f, err := PrepareFight(s, a)
	if err != nil {
		return rules.Odds{}, false
	}
	o := f.Odds()
	var out rules.Odds
	for i := range 2 {
		win, lose := name(s, f.Bases[i]), name(s, f.Bases[1-i])
		var then []string
		for r := Recoil; r <= Spent; r++ {
			if p := o.Results[1-i][r]; p > 0 {
				then = append(then, fmt.Sprintf("%s %s", r, percent(p)))
			}
		}
		if p := o.Results[1-i][NoEffect]; p > 0 {
			then = append(then, fmt.Sprintf("ignores it %s (shooting unshot [L2180])", percent(p)))
		}
		oc := rules.Outcome{Text: win + " wins", P: o.Wins[i]}
		if len(then) > 0 {
			oc.Then = lose + ": " + strings.Join(then, ", ")
		}
		out.Outcomes = append(out.Outcomes, oc)
		if i == 0 {
			out.Outcomes = append(out.Outcomes, rules.Outcome{Text: "Equal scores, no effect [L2184]", P: o.Equal})
		}
	}
	out.Note = "exact: the 36 pairs of dice; what a recoil or a flight then does depends on the ground"
	return out, true
}

// percent writes a chance as a whole percent, or "<1%" for a small one.
func percent(p float64) string {
	if p > 0 && p < 0.005 {
		return "<1%"
	}
	return fmt.Sprintf("%.0f%%", 100*p)
}
