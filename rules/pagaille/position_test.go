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
