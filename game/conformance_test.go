package game

import (
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/bloodblades/bnbtest"
	"plateau/rules/rulestest"
	"plateau/rules/sandbox"
)

// The sandbox on the default scenario keeps every invariant through
// thousands of random actions (issue 2; DESIGN.md conformance suite).
func TestSandboxConformance(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 300
	}
	st := rulestest.Play(t, sandbox.Rules{}, scenario.Default().State, rulestest.RandomMoves, n, 2026)
	if st.Applied < n/10 {
		t.Errorf("only %d of %d random actions were legal: the generator tests too little", st.Applied, st.Tried)
	}
	t.Logf("%d tried, %d applied, %d refused", st.Tried, st.Applied, st.Refused)
}

// WME on its sample scenario: orders, moves and phase ends chosen at
// random keep every invariant (issue 3; DESIGN.md conformance suite).
func TestWarmasterConformance(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 300
	}
	sc, err := scenario.Embedded("wme")
	if err != nil {
		t.Fatal(err)
	}
	rs, err := rules.Lookup("wme")
	if err != nil {
		t.Fatal(err)
	}
	st := rulestest.Play(t, rs, longBattle(sc.State), rulestest.OffersAndMoves(rs), n, 1815)
	if st.Kinds["order"] < n/50 || st.Kinds["move"] < n/50 || st.Kinds["end-phase"] < n/100 {
		t.Errorf("applied %v of %d random actions: too few of some kind to test it", st.Kinds, st.Tried)
	}
	t.Logf("%d tried, %d applied %v, %d refused", st.Tried, st.Applied, st.Kinds, st.Refused)
}

// WME where the armies start 18 cm apart: random play shoots, charges and
// fights too. With one unit a side an army that loses two elements routs
// and the battle is over, so one seed's path may end before it has done
// everything; the suite plays several seeds, each keeping every invariant,
// and asks that every kind of action be among them (a single seed had to
// be changed each time the rules changed the random path).
func TestWarmasterCloseConformance(t *testing.T) {
	seeds, n := 8, 500
	if testing.Short() {
		seeds, n = 2, 150
	}
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
	n := 1500
	if testing.Short() {
		n = 300
	}
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
		st := rulestest.Play(t, rs, run.start, rulestest.OffersAndMoves(rs), n, 1)
		for _, kind := range run.kinds {
			if st.Kinds[kind] == 0 {
				t.Errorf("%s: applied %v of %d random actions: no %s", run.name, st.Kinds, st.Tried, kind)
			}
		}
		t.Logf("%s: %d tried, %d applied %v, %d refused, %d undone", run.name, st.Tried, st.Applied, st.Kinds, st.Refused, st.Undone)
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
