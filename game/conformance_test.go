package game

import (
	"os"
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/bloodblades/bnbtest"
	"plateau/rules/rulestest"
	"plateau/rules/sandbox"
)

// The conformance suites' budgets scale with the environment variable
// PLATEAU_CONFORMANCE (rulestest.ScaleEnv; issue 8 item 9): a whole number
// k multiplies both the actions played per seed and the number of seeds
// of every suite here and in feature_conformance_test.go by k (unset: 1;
// -short keeps its smaller budget). A suite that plays one seed at k = 1
// plays that seed and the k-1 after it. Play grows as k² (k times the
// seeds, k times as long): about 8 s at 1 and 8 min at 10 on two shared
// cores. The nightly run is
//
//	PLATEAU_CONFORMANCE=10 go test ./game/ -run Conformance -count=1 -timeout 60m
//
// and a failure names its seed and action ("seed 4, action 937 (...)"),
// which a focused test can then replay alone (issue8_conformance_test.go).

// budget is the random play a suite does: full scaled by
// PLATEAU_CONFORMANCE, or short under -short.
func budget(t testing.TB, full, short rulestest.Budget) rulestest.Budget {
	t.Helper()
	if testing.Short() {
		return short
	}
	k, err := rulestest.Scale(os.Getenv(rulestest.ScaleEnv))
	if err != nil {
		t.Fatal(err)
	}
	return full.Times(k)
}

// The sandbox on the default scenario keeps every invariant through
// thousands of random actions (issue 2; DESIGN.md conformance suite).
func TestSandboxConformance(t *testing.T) {
	b := budget(t, rulestest.Budget{Seeds: 1, Actions: 3000}, rulestest.Budget{Seeds: 1, Actions: 300})
	for seed := uint64(2026); seed < 2026+uint64(b.Seeds); seed++ {
		st := rulestest.Play(t, sandbox.Rules{}, scenario.Default().State, rulestest.RandomMoves, b.Actions, seed)
		if st.Applied < b.Actions/10 {
			t.Errorf("seed %d: only %d of %d random actions were legal: the generator tests too little", seed, st.Applied, st.Tried)
		}
		t.Logf("seed %d: %d tried, %d applied, %d refused", seed, st.Tried, st.Applied, st.Refused)
	}
}

// WME on its sample scenario: orders, moves and phase ends chosen at
// random keep every invariant (issue 3; DESIGN.md conformance suite).
// Each seed must play each kind as often as an unscaled run asks: a
// longer run can end its battle (a General lost routs his army, [L2196])
// and plays no more after it, so the floor does not grow with the scale.
func TestWarmasterConformance(t *testing.T) {
	full, short := rulestest.Budget{Seeds: 1, Actions: 3000}, rulestest.Budget{Seeds: 1, Actions: 300}
	floor := full.Actions
	if testing.Short() {
		floor = short.Actions
	}
	b := budget(t, full, short)
	sc, err := scenario.Embedded("wme")
	if err != nil {
		t.Fatal(err)
	}
	rs, err := rules.Lookup("wme")
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1815); seed < 1815+uint64(b.Seeds); seed++ {
		st := rulestest.Play(t, rs, longBattle(sc.State), rulestest.OffersAndMoves(rs), b.Actions, seed)
		if st.Kinds["order"] < floor/50 || st.Kinds["move"] < floor/50 || st.Kinds["end-phase"] < floor/100 {
			t.Errorf("seed %d: applied %v of %d random actions: too few of some kind to test it", seed, st.Kinds, st.Tried)
		}
		t.Logf("seed %d: %d tried, %d applied %v, %d refused", seed, st.Tried, st.Applied, st.Kinds, st.Refused)
	}
}

// WME where the armies start 18 cm apart: random play shoots, charges and
// fights too. With one unit a side an army that loses two elements routs
// and the battle is over, so one seed's path may end before it has done
// everything; the suite plays several seeds, each keeping every invariant,
// and asks that every kind of action be among them (a single seed had to
// be changed each time the rules changed the random path).
func TestWarmasterCloseConformance(t *testing.T) {
	b := budget(t, rulestest.Budget{Seeds: 8, Actions: 500}, rulestest.Budget{Seeds: 2, Actions: 150})
	seeds, n := b.Seeds, b.Actions
	sc, err := scenario.LoadFile("testdata/wme-close.toml")
	if err != nil {
		t.Fatal(err)
	}
	rs, err := rules.Lookup("wme")
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	for seed := 1; seed <= seeds; seed++ {
		st := rulestest.Play(t, rs, longBattle(sc.State), rulestest.OffersAndMoves(rs), n, uint64(seed))
		for k, c := range st.Kinds {
			kinds[k] += c
		}
		t.Logf("seed %d: %d tried, %d applied %v, %d refused, %d undone", seed, st.Tried, st.Applied, st.Kinds, st.Refused, st.Undone)
	}
	for _, kind := range []string{"order", "move", "charge", "shoot", "fight"} {
		if kinds[kind] == 0 && !testing.Short() {
			t.Errorf("applied %v over %d seeds: no %s", kinds, seeds, kind)
		}
	}
}

// longBattle is the scenario's state with a battle long enough for the
// suite's thousands of random actions: WME ends a battle after 6 to 8
// turns (wme.md §10.2), about a hundred random actions.
func longBattle(s rules.State) rules.State {
	s = s.Clone()
	if s.Settings == nil {
		s.Settings = map[string]string{}
	}
	s.Settings["turns"] = "1000"
	return s
}

// BnB on its sample scenario: PIG rolls, halts, moves (offered and
// random), shots and close combats chosen at random keep every invariant
// (DESIGN.md conformance suite): from the deployment, and from the middle
// of the sample battle, where the armies are in reach of each other and
// random play shoots and fights (from the deployment random moves seldom
// bring the Libyans' one Bw a target, whatever the seed).
func TestBloodBladesConformance(t *testing.T) {
	b := budget(t, rulestest.Budget{Seeds: 1, Actions: 1500}, rulestest.Budget{Seeds: 1, Actions: 300})
	sc, err := scenario.Embedded("bnb")
	if err != nil {
		t.Fatal(err)
	}
	rs, err := rules.Lookup("bnb")
	if err != nil {
		t.Fatal(err)
	}
	for _, run := range []struct {
		name  string
		start rules.State
		kinds []string
	}{
		{"from the deployment", sc.State, []string{"roll-pigs", "move", "end-phase"}},
		{"from the middle of the battle", midBattle(t, sc, 4), []string{"roll-pigs", "move", "end-phase", "shoot", "fight"}},
	} {
		for seed := uint64(1); seed <= uint64(b.Seeds); seed++ {
			st := rulestest.Play(t, rs, run.start, rulestest.OffersAndMoves(rs), b.Actions, seed)
			for _, kind := range run.kinds {
				if st.Kinds[kind] == 0 {
					t.Errorf("%s, seed %d: applied %v of %d random actions: no %s", run.name, seed, st.Kinds, st.Tried, kind)
				}
			}
			t.Logf("%s, seed %d: %d tried, %d applied %v, %d refused, %d undone", run.name, seed, st.Tried, st.Applied, st.Kinds, st.Refused, st.Undone)
		}
	}
}

// midBattle is sc's battle played with seed 1 by bnbtest.Player (the
// player of the scripted sample battle) until turn is reached: the armies
// are then in reach of each other.
func midBattle(t *testing.T, sc *scenario.Scenario, turn int) rules.State {
	m, err := New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	of := m.Rules().(rules.Offerer)
	var p bnbtest.Player
	for m.State().Turn < turn && m.State().Phase != "over" {
		s := m.State()
		c, ok := p.Next(of, s)
		if !ok {
			t.Fatalf("turn %d, %s: the player finds nothing to do", s.Turn, s.Phase)
		}
		o, ok := rulestest.Pick(of.Offers(s, s.Active, c.Selected), c.Label)
		if !ok {
			t.Fatalf("turn %d: no offer %q", s.Turn, c.Label)
		}
		if _, err := m.Do(o.Action); err != nil {
			t.Fatalf("turn %d: %s: %v", s.Turn, o.Label, err)
		}
	}
	return m.State().Clone()
}
