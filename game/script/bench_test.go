package script

import (
	"os"
	"slices"
	"strings"
	"testing"

	"plateau/game"
	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/rulestest"
	"plateau/rules/warmaster"
)

// bnbBattleUntil plays testdata/bnb-battle.txt until stop holds.
func bnbBattleUntil(b testing.TB, stop func(m *game.Match) bool) *game.Match {
	text, err := os.ReadFile("testdata/bnb-battle.txt")
	if err != nil {
		b.Fatal(err)
	}
	cmds, err := Parse("bnb-battle.txt", strings.NewReader(string(text)))
	if err != nil {
		b.Fatal(err)
	}
	sc := newMatch(b, "bnb", 1)
	for _, c := range cmds {
		if stop(sc) {
			return sc
		}
		if _, err := Run(sc, []Command{c}); err != nil {
			b.Fatal(err)
		}
	}
	b.Fatal("the battle never came to the state the benchmark needs")
	return nil
}

// The states the benchmarks start from: the sample battle's first movement
// phase, and its first close combat phase with a fight to resolve.
func groupMoveState(m *game.Match) bool { return m.State().Phase == "move" }

func combatToFight(m *game.Match) bool {
	s := m.State()
	if s.Phase != "combat" {
		return false
	}
	_, ok := rulestest.Pick(m.Rules().(rules.Offerer).Offers(s, s.Active, nil), "Fight")
	return ok
}

// The benchmarks are not run by the tests: this checks that the sample
// battle still comes to the states they need (a changed battle once left
// the combat benchmark without its state, unnoticed).
func TestBenchmarkStatesExist(t *testing.T) {
	bnbBattleUntil(t, groupMoveState)
	bnbBattleUntil(t, combatToFight)
}

// BenchmarkBloodBladesGroupMove measures what the window runs every frame
// while a BnB group is dragged: Check and Measure of the move of a group
// of four chariots (issue 4, "done means"), on the sample battle's first
// period.
func BenchmarkBloodBladesGroupMove(b *testing.B) {
	m := bnbBattleUntil(b, groupMoveState)
	s := m.State()
	o, ok := rulestest.Pick(m.Rules().(rules.Offerer).Offers(s, s.Active, []string{"as-king.1"}), "Straight ahead")
	if !ok || len(o.Action.Moves) < 4 {
		b.Fatalf("no straight-ahead offer for the king's group: %+v", o)
	}
	r := m.Rules()
	b.ResetTimer()
	for b.Loop() {
		if err := r.Check(s, o.Action); err != nil {
			b.Fatal(err)
		}
		for _, mv := range o.Action.Moves {
			_ = r.Measure(s, mv)
		}
	}
}

// BenchmarkBloodBladesCombatPeriod measures a whole close combat phase of
// the sample battle: every fight of the period in turn, each with its
// factors, dice, outcome and induced moves (recoils, flights, pursuits),
// from the first fight to the last (issue 4, "done means").
func BenchmarkBloodBladesCombatPeriod(b *testing.B) {
	m := bnbBattleUntil(b, combatToFight)
	r, of, start := m.Rules(), m.Rules().(rules.Offerer), m.State().Clone()
	n := 0
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		s := start.Clone()
		d := dice.NewSeeded(uint64(i))
		for n = 0; ; n++ {
			o, ok := rulestest.Pick(of.Offers(&s, s.Active, nil), "Fight")
			if !ok {
				break
			}
			next, _, err := r.Apply(s, o.Action, d)
			if err != nil {
				b.Fatal(err)
			}
			s = next
		}
	}
	b.ReportMetric(float64(n), "fights/op")
}

// wmeBattleUntil plays testdata/wme-battle.txt until stop holds.
func wmeBattleUntil(b testing.TB, stop func(m *game.Match) bool) *game.Match {
	text, err := os.ReadFile("testdata/wme-battle.txt")
	if err != nil {
		b.Fatal(err)
	}
	cmds, err := Parse("wme-battle.txt", strings.NewReader(string(text)))
	if err != nil {
		b.Fatal(err)
	}
	m := newMatch(b, "wme", 1)
	for _, c := range cmds {
		if stop(m) {
			return m
		}
		if _, err := Run(m, []Command{c}); err != nil {
			b.Fatal(err)
		}
	}
	b.Fatal("the WME battle never came to the state the benchmark needs")
	return nil
}

// wmeOffersState is a state of the WME sample battle whose offers cost
// the most, each by its own path through the rules (found by asking
// Offers for every state of the battle and every unit selected), and the
// selection to ask for.
type wmeOffersState struct {
	name     string
	selected []string
	// at reports the state from the offers for the selection.
	at func(s *rules.State, offers []rules.Offer) bool
}

var wmeOffersStates = []wmeOffersState{
	// Turn 5, the Orcs' Initiative sub-phase: a commander selected, so
	// initiative is offered for every unit, three charges on initiative
	// each with its evades and alternatives (the charge solver, sight).
	{"initiative", []string{"orc-hero.1"}, func(s *rules.State, offers []rules.Offer) bool {
		return s.Phase == warmaster.PhaseInitiative && countOffers(offers, func(o rules.Offer) bool {
			return o.Action.Kind == warmaster.KindCharge && o.Disabled == ""
		}) >= 3
	}},
	// Turn 5, the Empire's Orders sub-phase: a charge that cannot stay in
	// formation, refused once the solver has tried every placement.
	{"refused charge", []string{"emp-xbow-1.1"}, func(s *rules.State, offers []rules.Offer) bool {
		return s.Phase == warmaster.PhaseOrders && countOffers(offers, func(o rules.Offer) bool {
			return o.Action.Kind == warmaster.KindCharge && strings.Contains(o.Disabled, "stay in formation")
		}) > 0
	}},
	// Turn 6, the Orcs' Orders sub-phase: a unit in a wood with an enemy
	// within 20 cm it does not see, ordered by two commanders (the order
	// test tries every line of sight from the wood, and finds none).
	{"orders", []string{"orc-warriors-2.2"}, func(s *rules.State, offers []rules.Offer) bool {
		return s.Phase == warmaster.PhaseOrders && countOffers(offers, func(o rules.Offer) bool {
			return o.Action.Kind == warmaster.KindOrder && o.Disabled == "" &&
				slices.ContainsFunc(o.Detail, func(d string) bool { return strings.Contains(d, "difficult terrain") })
		}) >= 2
	}},
}

// countOffers counts the offers f holds for.
func countOffers(offers []rules.Offer, f func(rules.Offer) bool) int {
	n := 0
	for _, o := range offers {
		if f(o) {
			n++
		}
	}
	return n
}

// until is the stop for wmeBattleUntil at state w.
func (w wmeOffersState) until(m *game.Match) bool {
	s := m.State()
	if s.Phase != warmaster.PhaseInitiative && s.Phase != warmaster.PhaseOrders {
		return false
	}
	return w.at(s, m.Rules().(rules.Offerer).Offers(s, s.Active, w.selected))
}

// The WME benchmark is not run by the tests either: its states must exist.
func TestWarmasterBenchmarkStatesExist(t *testing.T) {
	for _, w := range wmeOffersStates {
		wmeBattleUntil(t, w.until)
	}
}

// BenchmarkWarmasterOffers measures what the window asks the rules when a
// player clicks a unit (game/control/offer.go, on the UI thread): the WME
// offers at the sample battle's heaviest states, each well under a frame.
func BenchmarkWarmasterOffers(b *testing.B) {
	for _, w := range wmeOffersStates {
		b.Run(w.name, func(b *testing.B) {
			m := wmeBattleUntil(b, w.until)
			s, of := m.State(), m.Rules().(rules.Offerer)
			b.ResetTimer()
			for b.Loop() {
				of.Offers(s, s.Active, w.selected)
			}
		})
	}
}
