package pagaille

import (
	"testing"

	"plateau/rules"
	"plateau/rules/rulestest"
)

// TestRollOff: A7's roll-off, a D6 each, the first army first; the higher
// activates first, a tie rolls again, every die logged.
func TestRollOff(t *testing.T) {
	for _, tc := range []struct {
		name  string
		faces []int
		first int
		rolls int
	}{
		{"blue higher", []int{6, 1}, 0, 2},
		{"red higher", []int{1, 6}, 1, 2},
		{"a tie rolls again", []int{3, 3, 2, 5}, 1, 4},
		{"two ties", []int{1, 1, 6, 6, 4, 3}, 0, 6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := standard(t).setup()
			n, evs := rulestest.Apply(t, Rules{}, s, rules.Action{Kind: KindRollOff, Side: 0}, tc.faces...)
			if n.Phase != PhaseOrders || n.Active != tc.first {
				t.Errorf("phase %s, army %d to play; want orders, army %d", n.Phase, n.Active, tc.first)
			}
			rolls := 0
			for _, e := range evs {
				rolls += len(e.Rolls)
			}
			if rolls != tc.rolls {
				t.Errorf("%d dice logged, want %d", rolls, tc.rolls)
			}
		})
	}
}

// TestFirstPlayerRule: "fixed" has the first army start every turn with
// no roll; "alternate" rolls in turn 1, then the players take turns.
func TestFirstPlayerRule(t *testing.T) {
	s := standard(t).setup(SetFirstPlayerRule, string(FirstFixed))
	if s.Phase != PhaseOrders || s.Active != 0 {
		t.Fatalf("fixed: phase %s, army %d", s.Phase, s.Active)
	}
	b := standard(t)
	s = b.orders(1, SetFirstPlayerRule, string(FirstAlternate))
	s = passBoth(t, s)
	if s.Turn != 2 || s.Phase != PhaseOrders || s.Active != 0 {
		t.Errorf("alternate, turn 2: turn %d, phase %s, army %d; want turn 2, orders, army 0", s.Turn, s.Phase, s.Active)
	}
	s = standard(t).orders(1)
	s = passBoth(t, s)
	if s.Turn != 2 || s.Phase != PhaseFirst {
		t.Errorf("roll-off, turn 2: turn %d, phase %s; want a new roll-off", s.Turn, s.Phase)
	}
}

// passBoth has the player to play pass, then the other.
func passBoth(t *testing.T, s rules.State) rules.State {
	t.Helper()
	turn := s.Turn
	s, _ = rulestest.Apply(t, Rules{}, s, endPhaseAction(s.Active))
	if s.Turn == turn && s.Phase != PhaseOver {
		s, _ = rulestest.Apply(t, Rules{}, s, endPhaseAction(s.Active))
	}
	return s
}

// TestAlternateActivation (§5, A7): the players take turns after each
// activation; each officer once a turn; a player who passed is skipped
// and the other goes on; when no officer is left the turn ends and the
// upkeep counts the CP afresh.
func TestAlternateActivation(t *testing.T) {
	s := standard(t).orders(0)
	r := Rules{}
	s, _ = rulestest.Apply(t, r, s, act(0, "blue-gen"))
	if got := r.Legal(&s, 0); len(got) != 4 || got[0] != KindOrder {
		t.Errorf("Legal with an officer active = %v", got)
	}
	if err := r.Check(&s, act(0, "spears")); rulestest.Code(err) != "activation" {
		t.Errorf("a second activation at once: %v", err)
	}
	s, _ = rulestest.Apply(t, r, s, endPhaseAction(0))
	if s.Active != 1 {
		t.Fatalf("after blue's activation army %d is to play", s.Active)
	}
	if err := r.Check(&s, act(0, "spears")); rulestest.Code(err) != "not-your-turn" {
		t.Errorf("blue out of turn: %v", err)
	}
	s, _ = rulestest.Apply(t, r, s, endPhaseAction(1)) // red passes
	if s.Active != 0 {
		t.Fatalf("after red's pass army %d is to play", s.Active)
	}
	if err := r.Check(&s, act(0, "blue-gen")); rulestest.Code(err) != "activated" {
		t.Errorf("the general activated twice: %v", err)
	}
	s, _ = rulestest.Apply(t, r, s, act(0, "spears"))
	s, _ = rulestest.Apply(t, r, s, endPhaseAction(0)) // red passed: no officer left anywhere
	if s.Turn != 2 || s.Phase != PhaseFirst {
		t.Errorf("turn %d, phase %s; want turn 2's roll-off", s.Turn, s.Phase)
	}
	if unit(t, &s, "blue-gen").Status[stActivated] != 0 {
		t.Errorf("the activation marks survive the turn")
	}
	if CP(&s, 0) != 3 || CP(&s, 1) != 2 {
		t.Errorf("turn 2 CP %d and %d, want 3 and 2", CP(&s, 0), CP(&s, 1))
	}
}

// TestTurnLimit: the battle ends after turnLimit turns (§10.4 PROPOSED).
func TestTurnLimit(t *testing.T) {
	s := standard(t).orders(0, SetTurnLimit, "1")
	s = passBoth(t, s)
	if s.Phase != PhaseOver {
		t.Fatalf("phase %s after the last turn", s.Phase)
	}
	if got := (Rules{}).Legal(&s, s.Active); got != nil {
		t.Errorf("Legal after the battle = %v", got)
	}
	if err := (Rules{}).Check(&s, endPhaseAction(s.Active)); rulestest.Code(err) != "battle-over" {
		t.Errorf("an action after the battle: %v", err)
	}
}

// TestNoOfficerLeft: a turn in which no army has an officer alive ends
// the battle rather than turning for ever.
func TestNoOfficerLeft(t *testing.T) {
	b := standard(t)
	s := b.orders(0)
	for i := range s.Units {
		if u := &s.Units[i]; u.Type == TypeGeneral {
			u.Bases = nil // as if he had died
		} else if _, ok := officerOf(u, Defaults()); ok {
			u.Status["figures"] = 0
		}
	}
	s = passBoth(t, s)
	if s.Phase != PhaseOver {
		t.Errorf("phase %s, turn %d", s.Phase, s.Turn)
	}
}
