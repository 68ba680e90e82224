package bloodblades

import (
	"plateau/rules"
	"plateau/rules/dice"
)

// Fight is one close combat prepared for trials (issue 10 part 5, the
// odds of issue 12): everything its resolution reads of the state is read
// once, here, so that a trial is a few integer operations on the two dice
// and touches no state. Its outcome is the combat's as applyFight scores
// it (§9.4-9.7): who wins, by how much, and the loser's result on the
// outcome tables; what the result then does on the table (a recoil
// blocked, a pursuit) is the real resolution's.
type Fight struct {
	Bases [2]string // the pair: the action's base, then its principal opponent
	// tactical is each side's CF and tactical factors [L2074]; grade the
	// grade adjustments it gets when it scores more [L2144-2148];
	// cohesive whether it gets G16's +1 when it scores less
	// [L2165-2168].
	tactical, grade [2]int
	cohesive        [2]bool
	// cf is each side's Table 7.1 factor, which sets the band of its
	// loss (A31); result its result as the loser, by band.
	cf     [2]int
	result [2][3]Result
}

// PrepareFight reads the close combat the action a (KindFight) would
// resolve on s: Check's refusals come back as its error.
func PrepareFight(s *rules.State, a rules.Action) (*Fight, error) {
	x, y, err := checkFight(s, a)
	if err != nil {
		return nil, err
	}
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return nil, err
	}
	k := closeCombat(s)
	cs := [2]*Combatant{assess(c, s, k, x, y), assess(c, s, k, y, x)}
	f := &Fight{Bases: [2]string{x, y}}
	for i, me := range cs {
		other := cs[1-i]
		f.tactical[i] = me.tactical()
		hi, lo := *me, *other
		hi.Grade = nil
		closeGrades(&hi, &lo, mustBase(s, me.Base).Side == s.Active)
		for _, g := range hi.Grade {
			f.grade[i] += g.N
		}
		f.cohesive[i] = cohesive(s, me.Base)
		f.cf[i] = me.CF
		// As resolveLoss reads it, i losing to the other.
		lf := me.f
		lf.winnerGGo = worstCategory(c, s, other.Troop, me.shape.Shape) == GGo
		for band := Small; band <= VeryLarge; band++ {
			f.result[i][band], _ = Outcome(band, lf, other.f, true)
		}
	}
	return f, nil
}

// Trial is one outcome of a Fight.
type Trial struct {
	Final  [2]int // each side's final score
	Winner int    // 0 or 1 (Fight.Bases), -1 for equal scores (no effect [L2184])
	Margin int
	Result Result // the loser's, NoEffect on equal scores
}

// Resolve is the outcome for the two dice (each 1-6; the action's base
// rolls first, as applyFight rolls): score1, the grades to the side
// scoring more, cohesion to the side then behind, the margin's band and
// the loser's row (§9.4-9.7).
func (f *Fight) Resolve(d0, d1 int) Trial {
	var t Trial
	s1 := [2]int{f.tactical[0] + d0, f.tactical[1] + d1}
	s2 := s1
	switch {
	case s1[0] > s1[1]:
		s2[0] += f.grade[0]
	case s1[1] > s1[0]:
		s2[1] += f.grade[1]
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
	t.Result = f.result[lose][BandOf(t.Margin, f.cf[lose])]
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
