package game_test

import (
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/bloodblades/bnbtest"
	"plateau/rules/rulestest"
)

// TestOddsLeaveTheBattleAlone (issue 12 item 1): the BnB sample battle
// played twice from the same seed, once with the odds of every offer
// asked at every step as a player hovering them would, gives the same
// actions, the same dice and the same states: previewing rolls none of
// the battle's dice and changes nothing.
func TestOddsLeaveTheBattleAlone(t *testing.T) {
	sc, err := scenario.Open("bnb")
	if err != nil {
		t.Fatal(err)
	}
	steps := 600
	if testing.Short() {
		steps = 200
	}
	play := func(preview bool) (*game.Match, int) {
		m, err := game.New(sc, 5)
		if err != nil {
			t.Fatal(err)
		}
		of := m.Rules().(rules.Offerer)
		od := m.Rules().(rules.Odder)
		var p bnbtest.Player
		asked := 0
		for n := 0; n < steps && m.State().Phase != "over"; n++ {
			s := m.State()
			c, ok := p.Next(of, s)
			if !ok {
				break
			}
			offers := of.Offers(s, s.Active, c.Selected)
			if preview {
				before := s.Hash()
				for _, o := range offers {
					if _, ok := od.Odds(s, o.Action); ok {
						asked++
					}
				}
				if s.Hash() != before {
					t.Fatalf("action %d: the odds changed the state", n)
				}
			}
			o, ok := rulestest.Pick(offers, c.Label)
			if !ok {
				t.Fatalf("action %d: no offer %q", n, c.Label)
			}
			if _, err := m.Do(o.Action); err != nil {
				t.Fatalf("action %d: %v", n, err)
			}
		}
		return m, asked
	}
	plain, _ := play(false)
	previewed, asked := play(true)
	if asked == 0 {
		t.Fatal("no offer had odds: the test shows nothing")
	}
	a, b := plain.Log(), previewed.Log()
	if len(a) != len(b) || plain.State().Hash() != previewed.State().Hash() {
		t.Fatalf("with odds asked %d times the battle went another way: %d and %d actions", asked, len(a), len(b))
	}
	for i := range a {
		if a[i].Action.String() != b[i].Action.String() || len(a[i].Rolls) != len(b[i].Rolls) {
			t.Fatalf("action %d differs: %s / %s", i+1, a[i].Action, b[i].Action)
		}
		for j := range a[i].Rolls {
			if a[i].Rolls[j] != b[i].Rolls[j] {
				t.Fatalf("action %d rolled %v, previewed %v", i+1, a[i].Rolls, b[i].Rolls)
			}
		}
	}
	t.Logf("%d actions, odds asked %d times", len(a), asked)
}
