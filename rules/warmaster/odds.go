package warmaster

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
)

var _ rules.Odder = Rules{}

// shotTrials is how many times Odds resolves a shot it cannot count
// exactly: the standard error of a chance p is sqrt(p(1-p)/n), at most 5
// points at 100 trials; one resolution of the real rules costs about a
// millisecond, most of it the shot's geometry.
const shotTrials = 100

// Odds implements rules.Odder for fights (fightOdds) and shots (§8.5
// [L1147-1199]). For a shot: how many
// elements the target loses, and how often it is destroyed. The wounds
// left over drive it back at the end of the phase (§8.6), which Odds does
// not count. The common shot — one volley (every element shooting at the
// same need), no commander joining it (L2069), no Banner of Luck armed,
// no banner on the target — is counted exactly: its hits are binomial in
// its dice, its saves binomial in its hits, and an element goes for every
// full Hits of wounds ([L1197]). Any other is the real resolution run
// shotTrials times with dice of its own, seeded from the state's hash so
// that the same question gets the same answer. The battle's dice are
// never touched, and s is never changed.
func (r Rules) Odds(s *rules.State, a rules.Action) (rules.Odds, bool) {
	if a.Kind == KindFight {
		return r.fightOdds(s, a)
	}
	if a.Kind != KindShoot || r.Check(s, a) != nil {
		return rules.Odds{}, false
	}
	sh, err := prepareShot(s, a)
	if err != nil {
		return rules.Odds{}, false
	}
	t := sh.target
	before := len(t.Bases)
	var lost []float64
	var o rules.Odds
	if v, ok := oneVolley(s, sh, a); ok {
		lost = v.lost(before, status(t, stWounds), hitsPerElement(t))
	} else if lost, ok = simulatedLosses(r, s, a, t.ID, before); ok {
		o.Trials = shotTrials
		o.Note = "±5 points at most"
	} else {
		return rules.Odds{}, false
	}
	name := t.Title()
	for k, p := range lost {
		if p == 0 {
			continue
		}
		text := fmt.Sprintf("%s lose %d elements", name, k)
		switch {
		case k == 0:
			text = name + " lose no element"
		case k == before:
			text = name + " are destroyed"
		case k == 1:
			text = name + " lose 1 element"
		}
		o.Outcomes = append(o.Outcomes, rules.Outcome{Text: text, P: p})
	}
	if o.Note != "" {
		o.Note += "; "
	}
	o.Note += "the wounds left over drive it back at the end of the phase"
	return o, true
}

// shotVolley is one roll of dice at one need, then the target's saves.
type shotVolley struct {
	dice, need, save int // save 0: none
}

// oneVolley is the shot as one volley when it is the common case Odds
// counts exactly.
func oneVolley(s *rules.State, sh shot, a rules.Action) (shotVolley, bool) {
	u, t := sh.unit, sh.target
	if flag(u, keyVolleyGun) || len(sh.commanders) > 0 || a.Args["luck"] != "" || carries(t, BannerOfProtection) || carries(t, BannerOfTenacity) || len(sh.bases) == 0 {
		return shotVolley{}, false
	}
	b0, _ := s.Base(sh.bases[0])
	p, mixed := need(s, u, b0.Shape, t)
	if mixed && !blindAims(u) {
		return shotVolley{}, false
	}
	for _, id := range sh.bases[1:] {
		b, _ := s.Base(id)
		if q, _ := need(s, u, b.Shape, t); q != p && !blindAims(u) {
			return shotVolley{}, false
		}
	}
	shots := max(1, int(u.Profile[keyShots]))
	if bo, ok := bounceOn(s, u, sh.bases, t); ok {
		shots += bo.extra // the Cannon's path (specialsbounce.go); other units on it do not touch the target's losses
	}
	return shotVolley{dice: shots * len(sh.bases), need: hitNeed(u, p), save: shotSave(u, t)}, true
}

// lost is the chance of each number of elements lost (0 to have) by a
// unit with wounds already on it and hits wounds an element.
func (v shotVolley) lost(have, wounds, hits int) []float64 {
	out := make([]float64, have+1)
	ph := d6AtLeast(v.need)
	ps := d6AtLeast(v.save)
	for h := 0; h <= v.dice; h++ {
		pH := binomial(v.dice, h, ph)
		for sv := 0; sv <= h; sv++ {
			p := pH
			if v.save > 0 {
				p *= binomial(h, sv, ps)
			} else if sv > 0 {
				break
			}
			k := min(have, (wounds+h-sv)/max(1, hits))
			out[k] += p
		}
	}
	return out
}

// d6AtLeast is the chance a D6 shows n or more (a need above 6 never
// comes, 0 none to roll).
func d6AtLeast(n int) float64 {
	switch {
	case n <= 0:
		return 0
	case n > 6:
		return 0
	}
	return float64(7-n) / 6
}

func binomial(n, k int, p float64) float64 {
	c := 1.0
	for i := 0; i < k; i++ {
		c = c * float64(n-i) / float64(i+1)
	}
	return c * math.Pow(p, float64(k)) * math.Pow(1-p, float64(n-k))
}

// simulatedLosses runs the real shot shotTrials times.
func simulatedLosses(r Rules, s *rules.State, a rules.Action, target string, before int) ([]float64, bool) {
	lost := make([]float64, before+1)
	d := dice.NewSeeded(seedOf(s))
	for range shotTrials {
		n, _, err := r.Apply(*s, a, d)
		if err != nil {
			return nil, false
		}
		after := 0
		if u, ok := n.Unit(target); ok {
			after = len(u.Bases)
		}
		lost[min(before, max(0, before-after))] += 1.0 / shotTrials
	}
	return lost, true
}

func hexDigit(c rune) int {
	if c >= 'a' {
		return int(c-'a') + 10
	}
	return int(c - '0')
}

// fightTrials is how many rounds of a combat Odds resolves (a round costs
// about half a millisecond on the sample battle's fights).
const fightTrials = 100

// fightOdds are the chances of one round of combat (§9.4-9.8): the real
// resolution run fightTrials times with dice of its own, as a shot's
// are: which side wins the round (the margin fact, [L1277]) or whether it
// is a draw, and how often each unit in it is destroyed. What the
// winner then chooses (pursuit, holding) is not counted.
func (r Rules) fightOdds(s *rules.State, a rules.Action) (rules.Odds, bool) {
	if r.Check(s, a) != nil {
		return rules.Odds{}, false
	}
	d := dice.NewSeeded(seedOf(s))
	wins := make([]float64, len(s.Sides))
	var draw float64
	destroyed := map[string]float64{}
	for range fightTrials {
		n, evs, err := r.Apply(*s, a, d)
		if err != nil {
			return rules.Odds{}, false
		}
		winner := -1
		for _, ev := range evs {
			for _, f := range ev.Facts {
				if f.Name == FactMargin && f.Value > 0 {
					for i := range s.Sides {
						if s.Sides[i].ID == f.Of {
							winner = i
						}
					}
				}
			}
		}
		if winner < 0 {
			draw += 1.0 / fightTrials
		} else {
			wins[winner] += 1.0 / fightTrials
		}
		for i := range s.Units {
			u := &s.Units[i]
			if len(u.Bases) == 0 || IsCommander(u.Type) {
				continue
			}
			if v, ok := n.Unit(u.ID); ok && len(v.Bases) == 0 {
				destroyed[u.ID] += 1.0 / fightTrials
			}
		}
	}
	o := rules.Odds{Trials: fightTrials, Note: "±5 points at most; the round only: what the winner then chooses is not counted"}
	for i := range s.Sides {
		o.Outcomes = append(o.Outcomes, rules.Outcome{Text: s.Sides[i].Name + " win the round", P: wins[i]})
	}
	o.Outcomes = append(o.Outcomes, rules.Outcome{Text: "a draw", P: draw})
	var lost []string
	for i := range s.Units {
		if p := destroyed[s.Units[i].ID]; p > 0 {
			lost = append(lost, fmt.Sprintf("%s destroyed %.0f%%", s.Units[i].Title(), 100*p))
		}
	}
	if len(lost) > 0 {
		o.Note = strings.Join(lost, ", ") + "; " + o.Note
	}
	return o, true
}

// seedOf seeds the dice Odds rolls from the state, so that the same
// question gets the same answer.
func seedOf(s *rules.State) uint64 {
	seed := uint64(0)
	for _, c := range s.Hash()[:16] {
		seed = seed<<4 | uint64(hexDigit(c))
	}
	return seed
}
