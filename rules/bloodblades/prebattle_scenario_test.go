package bloodblades_test

import (
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/bloodblades"
	"plateau/rules/dice"
	"plateau/rules/rulestest"
	"plateau/rules/table"
)

// scenarios/bnb-prebattle.toml plays the pre-battle sequence (§5.1
// [L699-721]): it starts before turn 1 with the invader roll, every base
// starts wholly in its army's zone (A9), and the offers lead, with
// scripted dice, from the invader roll through both deployments to turn 1.
func TestPreBattleScenario(t *testing.T) {
	sc, err := scenario.Embedded("bnb-prebattle")
	if err != nil {
		t.Fatal(err)
	}
	r := bloodblades.Rules{}
	s := sc.State
	if err := r.Setup(&s); err != nil {
		t.Fatal(err)
	}
	if s.Phase != bloodblades.PhaseInvader || s.Turn != 0 {
		t.Fatalf("phase %q turn %d, want %s before turn 1", s.Phase, s.Turn, bloodblades.PhaseInvader)
	}
	for _, b := range s.Table.Bases {
		if wholly, _ := table.InFeature(b.Shape, &table.Feature{Area: s.Sides[b.Side].Deployment}); !wholly {
			t.Errorf("%s starts outside %s's zone", b.ID, s.Sides[b.Side].ID)
		}
	}
	// Assyria 2+3 = 5 against Libya 4+1 = 5, a tie [L707]; then 6+3 against
	// 1+1: Assyria invades; Libya's baggage, then Assyria's [L713]; the
	// order dice 6 and 5 make 11: Assyria deploys first and plays second
	// [L715]; Assyria deploys, then Libya [L719]; turn 1, Libya first [L721].
	presses := []struct {
		label string
		dice  []int
		phase string
	}{
		{"Roll for the invader — D6 + aggression 3", []int{2}, bloodblades.PhaseInvader},
		{"Roll for the invader — D6 + aggression 1", []int{4}, bloodblades.PhaseInvader},
		{"Roll for the invader — D6 + aggression 3", []int{6}, bloodblades.PhaseInvader},
		{"Roll for the invader — D6 + aggression 1", []int{1}, bloodblades.PhaseBaggage},
		{"End baggage deployment", nil, bloodblades.PhaseBaggage},
		{"End baggage deployment", nil, bloodblades.PhaseDeployOrder},
		{"Roll for the deployment order — D6", []int{6}, bloodblades.PhaseDeployOrder},
		{"Roll for the deployment order — D6", []int{5}, bloodblades.PhaseDeployChoice},
		{"Deploy first and play second", nil, bloodblades.PhaseDeploy},
		{"End deployment", nil, bloodblades.PhaseDeploy},
		{"End deployment", nil, bloodblades.PhasePIGs},
	}
	for i, p := range presses {
		o, ok := offer(r, &s, p.label)
		if !ok {
			t.Fatalf("press %d: no enabled offer %q in %v", i+1, p.label, r.Offers(&s, s.Active, nil))
		}
		n, _, err := r.Apply(s, o.Action, dice.NewScripted(p.dice...))
		if err != nil {
			t.Fatalf("press %d (%s): %v", i+1, p.label, err)
		}
		if s = n; s.Phase != p.phase {
			t.Fatalf("after press %d (%s): phase %q, want %q", i+1, p.label, s.Phase, p.phase)
		}
	}
	if inv, _ := bloodblades.Invader(&s); inv != 0 || s.Turn != 1 || s.Sides[s.Active].ID != "libya" {
		t.Errorf("invader %d, turn %d, %s to play; want Assyria invading, turn 1, Libya first", inv, s.Turn, s.Sides[s.Active].ID)
	}
}

// offer is the first enabled offer of the side to play labelled label.
func offer(r bloodblades.Rules, s *rules.State, label string) (rules.Offer, bool) {
	for _, o := range r.Offers(s, s.Active, nil) {
		if o.Label == label && o.Disabled == "" {
			return o, true
		}
	}
	return rules.Offer{}, false
}

// Random play from the pre-battle sequence into the battle keeps every
// invariant of the conformance suite (DESIGN.md).
func TestPreBattleConformance(t *testing.T) {
	sc, err := scenario.Embedded("bnb-prebattle")
	if err != nil {
		t.Fatal(err)
	}
	r := bloodblades.Rules{}
	st := rulestest.Play(t, r, sc.State, rulestest.OffersAndMoves(r), 300, 2)
	for _, kind := range []string{bloodblades.KindRollInvader, bloodblades.KindRollDeployOrder, bloodblades.KindRollPIGs} {
		if st.Kinds[kind] == 0 {
			t.Errorf("applied %v: no %s", st.Kinds, kind)
		}
	}
}
