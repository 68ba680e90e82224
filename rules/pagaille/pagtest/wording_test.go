package pagtest_test

import (
	"regexp"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/pagaille"
	"plateau/rules/pagaille/pagtest"
	"plateau/rules/rulestest"
)

// singularVerbs are the verbs a sentence could put right after a unit's
// or an army's name, in the third person singular: after "The raiders"
// or "Knights" they read wrong.
const singularVerbs = `has|gives|is|was|loses|suffers|routs|rallies|recoils|flees|keeps|holds|passes|moves|shoots|charges|activates|ends|re-forms|saves|goes|consolidates|fights|strikes|takes|leaves`

// TestWordingForPlurals: the sample's names are plural ("The raiders",
// "Knights", "Spearmen"): no log line of its battles puts a singular verb
// after a name; the texts say "The raiders: 4 command points", "Recoil of
// Knights: ...", "Melee won by The levy" ("the army of The raiders
// routs" has the army for its subject).
func TestWordingForPlurals(t *testing.T) {
	s0 := sample(t)
	var names []string
	for _, sd := range s0.Sides {
		names = append(names, regexp.QuoteMeta(sd.Name))
	}
	for i := range s0.Units {
		names = append(names, regexp.QuoteMeta(s0.UnitName(s0.Units[i].ID)))
	}
	bad := regexp.MustCompile(`(` + strings.Join(names, "|") + `) (` + singularVerbs + `)\b`)
	armyOf := regexp.MustCompile(`the army of (` + strings.Join(names, "|") + `)`) // "the army of The raiders routs" is right
	r := pagaille.Rules{}
	for _, seed := range []uint64{1, 2, 3} {
		s := sample(t)
		if err := r.Setup(&s); err != nil {
			t.Fatal(err)
		}
		d := dice.NewSeeded(seed)
		var p pagtest.Player
		seen := 0
		for n := 0; s.Phase != pagaille.PhaseOver && n < maxPresses; n++ {
			o, ok := rulestest.NextOffer(p, r, &s)
			if !ok {
				t.Fatalf("seed %d: nothing to press", seed)
			}
			var evs []rules.Event
			var err error
			s, evs, err = r.Apply(s, o.Action, d)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				seen++
				if m := bad.FindString(armyOf.ReplaceAllString(e.Text, "the army")); m != "" {
					t.Errorf("seed %d: %q reads %q", seed, e.Text, m)
				}
			}
		}
		if seen < 100 {
			t.Errorf("seed %d: only %d events", seed, seen)
		}
	}
}
