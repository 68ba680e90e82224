package pagaille

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/rulestest"
)

// TestResume: a state of a battle in progress resumes as it is; a
// position whose keys or pointers are wrong is refused, naming them.
func TestResume(t *testing.T) {
	r := Rules{}
	s := facing(t, TypeInfantry, 10).orders(0)
	s, _ = rulestest.Apply(t, r, s, act(0, "spears"))
	s, _ = rulestest.Apply(t, r, s, charge(0, "spears", "axes"))
	good := s.CloneAll()
	if err := r.Resume(&good); err != nil {
		t.Fatalf("Resume of a battle's own state: %v", err)
	}
	if good.Hash() != s.Hash() {
		t.Errorf("Resume changed the state")
	}
	for _, tc := range []struct {
		name string
		edit func(s *rules.State)
		word string
	}{
		{"unknown status", func(s *rules.State) { s.Units[0].Status["wounds"] = 1 }, `status "wounds"`},
		{"allowance out of range", func(s *rules.State) { s.Units[0].Status[stAllowance] = 21 }, `status "allowance" is out of range`},
		{"an officer of the other army", func(s *rules.State) { s.SetCounter(ctOfficer, 3) }, "active officer"},
		{"a charge on a friend", func(s *rules.State) { s.Units[0].Status[stCharge] = 2 }, "names no enemy unit"},
		{"unknown army's CP", func(s *rules.State) { s.SetCounter("cp", 3) }, `counter "cp"`},
		{"phase", func(s *rules.State) { s.Phase = "melee" }, `phase "melee"`},
		{"a melee's charger without its target", func(s *rules.State) { s.SetCounter(ctMelee, 1) }, "go together"},
		{"a melee of friends", func(s *rules.State) { s.SetCounter(ctMelee, 1); s.SetCounter(ctMeleeTarget, 2) }, "no charge of the army to play"},
		{"crew out of range", func(s *rules.State) { s.Units[0].Status[stCrew] = 4 }, `status "crew" is out of range`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bad := s.CloneAll()
			tc.edit(&bad)
			err := r.Resume(&bad)
			if err == nil || !strings.Contains(err.Error(), tc.word) {
				t.Errorf("Resume = %v, want it to say %q", err, tc.word)
			}
		})
	}
}

// TestResumeAfterLosses: a position with a melee waiting, a unit
// destroyed (its base gone) and the army's VP resumes as it is (bep §9,
// §10.3; DESIGN.md "Positions").
func TestResumeAfterLosses(t *testing.T) {
	r := Rules{}
	b := clash(t, nil, nil, 0, TypeInfantry)
	b.troop("reserve", 1, TypeInfantry, 3, 4, 2, 140, 30, nil)
	s := waiting(b, "spears", "axes")
	takeOff(&s, unit(t, &s, "reserve"), goneDestroyed)
	s.SetCounter(ctVP+"blue", 25)
	good := s.CloneAll()
	if err := r.Resume(&good); err != nil {
		t.Fatalf("Resume: %v", err)
	}
	if c, tg, ok := pendingMelee(&good); !ok || c.ID != "spears" || tg.ID != "axes" {
		t.Errorf("the melee waiting: %v", ok)
	}
	if figuresLeft(unit(t, &good, "reserve")) != 0 {
		t.Errorf("the destroyed unit has figures again")
	}
}
