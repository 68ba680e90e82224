package game_test

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/game/scenario/scenariogen"
	"plateau/game/script"
	"plateau/rules"
	"plateau/rules/bloodblades"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/rulestest"
	"plateau/rules/warmaster"
)

// The fixtures of the issue 10 ("Scale") benchmarks (scale_bench_test.go):
// the sample battles with bases added by package scenariogen, at the
// states the benchmarks measure. A state in the middle of a sample battle
// is reached by playing the battle's script on the sample (25 to 54
// bases) once, then grafting the far units on (scenariogen.Graft): the
// far bases change nothing, so playing the same actions with the same
// dice on the grown battle comes to the same state, hash for hash
// (TestScaleGraftIsReplay), but playing them there costs minutes at 1600
// bases (BnB's sample battle to its third turn: 7 s at 400 bases, more
// than 9 minutes at 1600, at 8b72778; 96% of it in the end of the move
// phase, impetuousPhase -> planFor -> closeCombat over every pair of
// bases). Fixtures are built once per test binary and shared, read-only,
// by every run of a benchmark.

// scaleSizes are the battle sizes of issue 10, in bases.
var scaleSizes = []int{100, 400, 1600}

// hugeEnv, set to 1, runs the cases that may take minutes (the WME
// offers at 1600 bases: 143 s an op when the issue was filed; at 8b72778
// 0.57-0.98 s far and 69 s spread, 742 offers).
const hugeEnv = "PLATEAU_BENCH_HUGE"

// spreadSeed draws the places of scenariogen.Spread.
const spreadSeed = 1

// scaleFixtures holds what has been built, by key.
var scaleFixtures struct {
	sync.Mutex
	m map[string]any
}

// scaleCached is build() the first time key is asked for, its value
// after.
func scaleCached[T any](tb testing.TB, key string, build func() T) T {
	tb.Helper()
	scaleFixtures.Lock()
	v, ok := scaleFixtures.m[key]
	scaleFixtures.Unlock()
	if ok {
		return v.(T)
	}
	t := build()
	scaleFixtures.Lock()
	if scaleFixtures.m == nil {
		scaleFixtures.m = map[string]any{}
	}
	scaleFixtures.m[key] = t
	scaleFixtures.Unlock()
	return t
}

// sampleScenario is an embedded scenario.
func sampleScenario(tb testing.TB, name string) *scenario.Scenario {
	tb.Helper()
	sc, err := scenario.Embedded(name)
	if err != nil {
		tb.Fatal(err)
	}
	return sc
}

// scaled is the embedded scenario name with far bases up to n in all; n
// 0 is the sample itself.
func scaled(tb testing.TB, name string, n int) *scenario.Scenario {
	tb.Helper()
	return scaleCached(tb, fmt.Sprintf("scenario/%s/%d", name, n), func() *scenario.Scenario {
		sc := sampleScenario(tb, name)
		if n == 0 {
			return sc
		}
		g, err := scenariogen.Far(sc, n)
		if err != nil {
			tb.Fatal(err)
		}
		return g
	})
}

// newScaleMatch starts a match on sc with seed 1, the seed of the sample
// battles' scripts.
func newScaleMatch(tb testing.TB, sc *scenario.Scenario) *game.Match {
	tb.Helper()
	m, err := game.New(sc, 1)
	if err != nil {
		tb.Fatal(err)
	}
	return m
}

// battleState is a state of a sample battle a benchmark measures: the
// scenario, its script (game/script/testdata) and where to stop.
type battleState struct {
	name     string // the fixture's key
	scenario string
	script   string
	// stop reports the state, on the sample; nil plays nothing.
	stop func(m *game.Match) bool
}

// sample is the sample battle's match at st: st.script played on the
// sample scenario until st.stop holds.
func (st battleState) sample(tb testing.TB) *game.Match {
	tb.Helper()
	return scaleCached(tb, "sample/"+st.name, func() *game.Match {
		m := newScaleMatch(tb, sampleScenario(tb, st.scenario))
		if st.stop == nil {
			return m
		}
		text, err := os.ReadFile("script/testdata/" + st.script)
		if err != nil {
			tb.Fatal(err)
		}
		cmds, err := script.Parse(st.script, strings.NewReader(string(text)))
		if err != nil {
			tb.Fatal(err)
		}
		for _, c := range cmds {
			if st.stop(m) {
				return m
			}
			if _, err := script.Run(m, []script.Command{c}); err != nil {
				tb.Fatal(err)
			}
		}
		tb.Fatalf("%s never came to the state %s needs", st.script, st.name)
		return nil
	})
}

// at is st's state in the battle grown to n bases (0: the sample's) and
// its ruleset: the sample's state with the far units grafted on
// (scenariogen.Graft), which is the state the same actions come to on
// the grown battle (TestScaleGraftIsReplay) without playing them there.
// Callers must not change it.
func (st battleState) at(tb testing.TB, n int) (*rules.State, rules.Ruleset) {
	tb.Helper()
	m := st.sample(tb)
	if n == 0 {
		return m.State(), m.Rules()
	}
	s := scaleCached(tb, fmt.Sprintf("grafted/%s/%d", st.name, n), func() *rules.State {
		grown := newScaleMatch(tb, scaled(tb, st.scenario, n))
		g := scenariogen.Graft(m.State(), grown.State())
		return &g
	})
	return s, m.Rules()
}

// replayEntries applies entries to m, each with the dice it had: the
// seeded dice must roll what they rolled on the sample, and scripted dice
// are given again.
func replayEntries(tb testing.TB, m *game.Match, entries []game.Entry) {
	tb.Helper()
	for i, e := range entries {
		var err error
		if e.Scripted {
			vals := make([]int, len(e.Rolls))
			for k, r := range e.Rolls {
				vals[k] = r.Value
			}
			_, err = m.DoScripted(e.Action, dice.NewScripted(vals...))
		} else {
			_, err = m.Do(e.Action)
		}
		if err != nil {
			tb.Fatalf("entry %d (%s) of the sample battle is refused on %s: %v", i+1, e.Action, m.Scenario().Name, err)
		}
		if got := m.Log()[len(m.Log())-1].Rolls; !slices.Equal(got, e.Rolls) {
			tb.Fatalf("entry %d (%s) rolls %v on %s, %v on the sample", i+1, e.Action, got, m.Scenario().Name, e.Rolls)
		}
	}
}

// scaleSpread is a copy of state s, a battle of scenario name with n bases,
// with its generated units spread over the table (scenariogen.Spread,
// spreadSeed, over CrowdWidth), clear of keep.
func scaleSpread(tb testing.TB, key, name string, n int, s *rules.State, keep ...geom.AABB) *rules.State {
	tb.Helper()
	return scaleCached(tb, "spread/"+key, func() *rules.State {
		c := s.Clone()
		if err := scenariogen.Spread(&c, spreadSeed, scenariogen.CrowdWidth(sampleScenario(tb, name), n), keep...); err != nil {
			tb.Fatal(err)
		}
		return &c
	})
}

// ---------------------------------------------------------------- offers

// offersCase is a click whose offers a benchmark measures: a state of a
// sample battle, the selection, and whether memos must be emptied before
// each call (bustMemos).
type offersCase struct {
	battleState
	selected []string
	// first makes every call a first click on its state (bustMemos).
	first bool
}

// wmeInitiative is the WME sample battle's costliest click
// (BenchmarkWarmasterOffers, game/script/bench_test.go, "initiative"):
// turn 5, the Orcs' Initiative sub-phase, their hero selected, so that
// initiative is offered for every unit, three charges each with its
// evades and alternatives.
var wmeInitiative = offersCase{battleState: battleState{"wme-initiative", "wme", "wme-battle.txt", func(m *game.Match) bool {
	s := m.State()
	if s.Phase != warmaster.PhaseInitiative {
		return false
	}
	n := 0
	for _, o := range m.Rules().(rules.Offerer).Offers(s, s.Active, []string{"orc-hero.1"}) {
		if o.Action.Kind == warmaster.KindCharge && o.Disabled == "" {
			n++
		}
	}
	return n >= 3
}}, selected: []string{"orc-hero.1"}}

// bnbFirstClick is the BnB sample battle's costliest first click
// (BenchmarkBloodBladesOffers, rules/bloodblades/offers_bench_test.go,
// "turn3-libya/first"; of its two states the costlier at every size: 5-7,
// 9-12, 49-60 and 375 ms an op at 25, 100, 400 and 1600 far bases, where
// "turn4-assyria" took 2-4, 8-10, 37 and 340 ms, at 8b72778): Libya's
// third move phase once its PIGs are spent, an axeman of a group in a ZoC
// selected (its manoeuvres into contact, [L1402]), the memos of the ZoC
// searches empty.
var bnbFirstClick = offersCase{battleState: battleState{"bnb-turn3-libya", "bnb", "bnb-battle.txt", func(m *game.Match) bool {
	s := m.State()
	return s.Turn == 3 && s.Active == 1 && s.Phase == bloodblades.PhaseMove && s.Counters["pigs"] == 0
}}, selected: []string{"ly-ax-1.1"}, first: true}

// bustMemos makes s a state no memo has seen, so that the next Offers
// call is a first click: BnB keys its memos (zocmemo.go,
// formationmemo.go) on a hash of the whole state, and an army's colour,
// which no rule reads, is part of it. i numbers the call.
func bustMemos(s *rules.State, i int) {
	s.Sides[0].Colour = fmt.Sprintf("#%06x", i&0xffffff)
}

// state is c's state with n bases, far or spread, a copy the
// benchmark may change (bustMemos).
func (c offersCase) state(tb testing.TB, n int, spreadOut bool) (*rules.State, rules.Offerer) {
	tb.Helper()
	s, r := c.at(tb, n)
	if spreadOut {
		s = scaleSpread(tb, fmt.Sprintf("%s/%d", c.name, n), c.scenario, n, s)
	}
	cp := s.Clone()
	return &cp, r.(rules.Offerer)
}

// ---------------------------------------------------------------- drags

// dragCase is one drag frame a benchmark measures: a state and the move
// dragged there.
type dragCase struct {
	battleState
	// prepare, when set, is played on the grown battle's match at its
	// start, which must be st's state (an order for the unit to move).
	prepare func(tb testing.TB, m *game.Match)
	// move is the move dragged on s.
	move func(tb testing.TB, r rules.Ruleset, s *rules.State) rules.Action
}

// advance is a whole-unit move of unit: 12 cm ahead then a 10° wheel
// about its first base's front left corner, as BenchmarkDragSandbox and
// BenchmarkDragWarmaster drag (bench_test.go).
func advance(unit string) func(tb testing.TB, r rules.Ruleset, s *rules.State) rules.Action {
	return func(tb testing.TB, r rules.Ruleset, s *rules.State) rules.Action {
		if _, ok := s.Unit(unit); !ok {
			tb.Fatalf("no unit %s", unit)
		}
		return game.AdvanceAndWheel(s, unit)
	}
}

var dragCases = map[string]dragCase{
	// The default sandbox table's spearmen, at the start.
	"sandbox": {battleState: battleState{name: "sandbox-start", scenario: "default"}, move: advance("b-spears")},
	// The WME halberdiers, ordered by their general, at the start.
	"wme": {battleState: battleState{name: "wme-start", scenario: "wme"}, prepare: func(tb testing.TB, m *game.Match) {
		a := rules.Action{Kind: "order", Side: 0, Target: "emp-halb-2", Args: map[string]string{"commander": "emp-general"}}
		if _, err := m.DoScripted(a, dice.NewScripted(1, 1)); err != nil {
			tb.Fatal(err)
		}
	}, move: advance("emp-halb-2")},
	// The BnB king's group of four chariots straight ahead, in the sample
	// battle's first movement phase (BenchmarkBloodBladesGroupMove,
	// game/script/bench_test.go).
	"bnb": {battleState: battleState{"bnb-first-move", "bnb", "bnb-battle.txt", func(m *game.Match) bool { return m.State().Phase == bloodblades.PhaseMove }},
		move: func(tb testing.TB, r rules.Ruleset, s *rules.State) rules.Action {
			o, ok := rulestest.Pick(r.(rules.Offerer).Offers(s, s.Active, []string{"as-king.1"}), "Straight ahead")
			if !ok || len(o.Action.Moves) < 4 {
				tb.Fatalf("no straight-ahead offer for the king's group: %+v", o)
			}
			return o.Action
		}},
}

// dragKeep is how far (cm) Spread keeps its units from the box of a
// dragged move: past WME's 1 cm from the enemy and BnB's ZoC (1 base
// width), so that the move stays the same move.
const dragKeep = 15

// dragFixture is the ruleset, state and move of a drag frame of case
// name with n bases, far or spread.
type dragFixture struct {
	rules rules.Ruleset
	state *rules.State
	move  rules.Action
}

func scaleDrag(tb testing.TB, name string, n int, spreadOut bool) dragFixture {
	tb.Helper()
	return scaleCached(tb, fmt.Sprintf("drag/%s/%d/%v", name, n, spreadOut), func() dragFixture {
		c := dragCases[name]
		var s *rules.State
		var r rules.Ruleset
		if c.prepare != nil {
			m := newScaleMatch(tb, scaled(tb, c.scenario, n))
			c.prepare(tb, m)
			s, r = m.State(), m.Rules()
		} else {
			s, r = c.at(tb, n)
		}
		a := c.move(tb, r, s)
		if spreadOut {
			var keep []geom.AABB
			for _, mv := range a.Moves {
				b, _ := s.Base(mv.Base)
				for _, p := range mv.Path {
					keep = append(keep, b.Shape.At(p).Bounds().Grow(dragKeep))
				}
			}
			s = scaleSpread(tb, fmt.Sprintf("drag/%s/%d", name, n), c.scenario, n, s, keep...)
		}
		cp := s.Clone()
		if err := r.Check(&cp, a); err != nil {
			tb.Fatalf("the drag of %s at %d bases (spread %v) is refused: %v", name, n, spreadOut, err)
		}
		return dragFixture{r, &cp, a}
	})
}

// ---------------------------------------------------------------- saves

// saveActions is how many actions the benchmarks' saves hold.
const saveActions = 500

// sandboxBattle is saveActions actions on the default sandbox table:
// each side in turn moves one of its units 2 cm ahead (back, the next
// time round its units), then ends its phase.
func sandboxBattle(tb testing.TB) []game.Entry {
	tb.Helper()
	return scaleCached(tb, "entries/sandbox-battle", func() []game.Entry {
		m := newScaleMatch(tb, sampleScenario(tb, "default"))
		phases := map[int]int{}
		for len(m.Log()) < saveActions {
			s := m.State()
			var units []*rules.Unit
			for i := range s.Units {
				if s.Units[i].Side == s.Active {
					units = append(units, &s.Units[i])
				}
			}
			p := phases[s.Active]
			phases[s.Active]++
			u := units[p%len(units)]
			step := 2.0
			if p/len(units)%2 == 1 {
				step = -2
			}
			if len(m.Log()) < saveActions-1 {
				for _, d := range []float64{step, -step} {
					a := rules.Action{Kind: rules.KindMove, Side: s.Active}
					for _, id := range u.Bases {
						b, _ := s.Base(id)
						p0 := b.Shape.Pose()
						a.Moves = append(a.Moves, rules.Move{Base: id, Path: geom.Path{p0, {Pos: p0.Pos.Add(b.Shape.Forward().Scale(d)), Facing: p0.Facing}}})
					}
					if m.Rules().Check(s, a) == nil {
						if _, err := m.Do(a); err != nil {
							tb.Fatal(err)
						}
						break
					}
				}
			}
			if _, err := m.Do(rules.Action{Kind: rules.KindEndPhase, Side: m.State().Active}); err != nil {
				tb.Fatal(err)
			}
		}
		return slices.Clone(m.Log())
	})
}

// scaleSave is a save of sandboxBattle on the default table with n bases (0:
// as shipped).
func scaleSave(tb testing.TB, n int) []byte {
	tb.Helper()
	return scaleCached(tb, fmt.Sprintf("save/%d", n), func() []byte {
		m := newScaleMatch(tb, scaled(tb, "default", n))
		replayEntries(tb, m, sandboxBattle(tb))
		b, err := m.Marshal()
		if err != nil {
			tb.Fatal(err)
		}
		return b
	})
}
