package bloodblades_test

import (
	"regexp"
	"runtime"
	"strconv"
	"sync"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/bloodblades"
	"plateau/rules/bloodblades/bnbtest"
	"plateau/rules/dice"
	"plateau/rules/rulestest"
)

// combatsOf plays the sample battle with the golden battles' player from
// seed and gives every close combat and shot it meets: the state and each
// fight or shoot action offered there.
func combatsOf(t testing.TB, seed uint64, actions int) (states []rules.State, fights [][]rules.Action) {
	sc, err := scenario.Open("bnb")
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(sc, seed)
	if err != nil {
		t.Fatal(err)
	}
	of := m.Rules().(rules.Offerer)
	var p bnbtest.Player
	for n := 0; n < actions && m.State().Phase != "over"; n++ {
		s := m.State()
		if s.Phase == bloodblades.PhaseCombat || s.Phase == bloodblades.PhaseShoot {
			var as []rules.Action
			for _, o := range of.Offers(s, s.Active, nil) {
				k := o.Action.Kind
				if o.Disabled == "" && (k == bloodblades.KindFight && o.Action.Args == nil || k == bloodblades.KindShoot) {
					as = append(as, o.Action)
				}
			}
			if len(as) > 0 {
				states, fights = append(states, s.Clone()), append(fights, as)
			}
		}
		c, ok := p.Next(of, s)
		if !ok {
			break
		}
		o, ok := rulestest.Pick(of.Offers(s, s.Active, c.Selected), c.Label)
		if !ok {
			t.Fatalf("seed %d, action %d: no offer %q", seed, n, c.Label)
		}
		if _, err := m.Do(o.Action); err != nil {
			t.Fatalf("seed %d, action %d: %v", seed, n, err)
		}
	}
	return states, fights
}

// resultWords reads the loser's result from the combat event's sentence
// ("… loses by 2 (…, its factor 4): recoils [L2190]").
var resultWords = regexp.MustCompile(`loses by (\d+) \(.*\): (no effect|recoils|flees|destroyed|spent) \[`)

// TestFightKernelIsTheResolution is the differential test of the combat
// kernel (issue 10 part 5): for every close combat and shot the sample
// battle meets over several seeds, and every one of the 36 pairs of dice, the
// kernel's final scores, winner, margin and the loser's result are the
// real resolution's (Rules.Apply with those dice scripted).
func TestFightKernelIsTheResolution(t *testing.T) {
	seeds := []uint64{1, 2, 3, 4}
	if testing.Short() {
		seeds = seeds[:2]
	}
	r := bloodblades.Rules{}
	compared, results, kinds := 0, map[bloodblades.Result]int{}, map[string]int{}
	for _, seed := range seeds {
		states, fights := combatsOf(t, seed, 1500)
		for i := range states {
			s := &states[i]
			for _, a := range fights[i] {
				k, err := bloodblades.PrepareFight(s, a)
				if err != nil {
					t.Fatalf("seed %d: PrepareFight(%s) = %v", seed, a, err)
				}
				for d0 := 1; d0 <= 6; d0++ {
					for d1 := 1; d1 <= 6; d1++ {
						// Padding: a flight or a pursuit may roll again.
						_, evs, err := r.Apply(*s, a, dice.NewScripted(d0, d1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3))
						if err != nil {
							t.Fatalf("seed %d, %s with %d, %d: %v", seed, a, d0, d1, err)
						}
						got := k.Resolve(d0, d1)
						var final [2]int
						for _, f := range evs[0].Facts {
							for j, b := range k.Bases {
								if f.Name == bloodblades.FactFinal && f.Of == b {
									final[j] = f.Value
								}
							}
						}
						want := bloodblades.Trial{Final: final, Winner: -1}
						if final[0] != final[1] {
							want.Winner = 0
							if final[1] > final[0] {
								want.Winner = 1
							}
							want.Margin = final[want.Winner] - final[1-want.Winner]
						}
						if m := resultWords.FindStringSubmatch(evs[0].Text); m != nil {
							want.Result = map[string]bloodblades.Result{"no effect": bloodblades.NoEffect, "recoils": bloodblades.Recoil,
								"flees": bloodblades.Flee, "destroyed": bloodblades.Destroyed, "spent": bloodblades.Spent}[m[2]]
							if n, _ := strconv.Atoi(m[1]); n != want.Margin {
								t.Fatalf("seed %d, %s: the text says a margin of %d, the finals %v", seed, a, n, final)
							}
						}
						if got != want {
							t.Fatalf("seed %d, %s with dice %d, %d: kernel %+v, resolution %+v (%s)", seed, a, d0, d1, got, want, evs[0].Text)
						}
						compared++
						results[got.Result]++
						kinds[a.Kind]++
					}
				}
			}
		}
	}
	t.Logf("%d combats and shots × dice compared (%v); results %v", compared, kinds, results)
	if kinds[bloodblades.KindFight] < 36*10 || kinds[bloodblades.KindShoot] < 36*5 || results[bloodblades.Recoil] == 0 || results[bloodblades.Destroyed]+results[bloodblades.Spent]+results[bloodblades.Flee] == 0 {
		t.Errorf("%d compared, results %v: too few, or not every kind of result met", compared, results)
	}
}

// TestFightOdds: the exact chances add up, and agree with Resolve.
func TestFightOdds(t *testing.T) {
	states, fights := combatsOf(t, 1, 1500)
	if len(states) == 0 {
		t.Fatal("no close combat in the sample battle")
	}
	k, err := bloodblades.PrepareFight(&states[0], fights[0][0])
	if err != nil {
		t.Fatal(err)
	}
	o := k.Odds()
	sum := o.Wins[0] + o.Wins[1] + o.Equal
	var lost [2]float64
	for side := range 2 {
		for _, p := range o.Results[side] {
			lost[side] += p
		}
	}
	if d := sum - 1; d > 1e-12 || d < -1e-12 || lost[0]-o.Wins[1] > 1e-12 || lost[1]-o.Wins[0] > 1e-12 {
		t.Errorf("odds %+v: chances do not add up", o)
	}
	wins := 0
	for d0 := 1; d0 <= 6; d0++ {
		for d1 := 1; d1 <= 6; d1++ {
			if k.Resolve(d0, d1).Winner == 0 {
				wins++
			}
		}
	}
	if got := o.Wins[0] * 36; got < float64(wins)-1e-9 || got > float64(wins)+1e-9 {
		t.Errorf("Wins[0] = %v, want %d/36", o.Wins[0], wins)
	}
}

// BenchmarkCombatSim is issue 10's benchmark of the combat kernel: one op
// is 10,000 simulated close combats of the sample battle's first one
// (a BnB combat is one pair of principal opponents), prepared once and
// rolled with seeded dice on every core. Goal: < 50 ms.
func BenchmarkCombatSim(b *testing.B) {
	b.Run("bnb", func(b *testing.B) {
		states, fights := combatsOf(b, 1, 1500)
		if len(states) == 0 {
			b.Fatal("no close combat in the sample battle")
		}
		s, a := &states[0], fights[0][0]
		const trials = 10000
		workers := runtime.GOMAXPROCS(0)
		for i := 0; b.Loop(); i++ {
			k, err := bloodblades.PrepareFight(s, a)
			if err != nil {
				b.Fatal(err)
			}
			var wg sync.WaitGroup
			wins := make([]int, workers)
			for w := range workers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					d := dice.NewSeeded(uint64(i*workers + w))
					for range trials / workers {
						t, err := k.Roll(d)
						if err != nil {
							panic(err)
						}
						if t.Winner == 0 {
							wins[w]++
						}
					}
				}()
			}
			wg.Wait()
		}
	})
}
