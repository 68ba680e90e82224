package rulestest

import (
	"errors"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
)

// Apply applies a to s through r with the scripted dice faces, as a rule
// test does, and fails the test when r refuses it or leaves a scripted
// die unused (a test that scripts a die expects it rolled).
func Apply(t testing.TB, r rules.Ruleset, s rules.State, a rules.Action, faces ...int) (rules.State, []rules.Event) {
	t.Helper()
	d := dice.NewScripted(faces...)
	n, evs, err := r.Apply(s, a, d)
	if err != nil {
		t.Fatalf("Apply(%s): %v", a, err)
	}
	if d.Left() != 0 {
		t.Fatalf("Apply(%s) used %d of %d scripted dice", a, len(faces)-d.Left(), len(faces))
	}
	return n, evs
}

// Code is a Check or Apply result as the tests compare it: the
// Violation's code, "" for nil, "error: ..." for any other error.
func Code(err error) string {
	var v *rules.Violation
	if errors.As(err, &v) {
		return v.Code
	}
	if err != nil {
		return "error: " + err.Error()
	}
	return ""
}
