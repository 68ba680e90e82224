package rulestest

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/sandbox"
	"plateau/rules/table"
)

// fatal records the first Fatalf and stops Play there, so that a test can
// check the suite catches a broken ruleset.
type fatal struct {
	testing.TB
	msg string
}

type stop struct{}

func (f *fatal) Helper() {}
func (f *fatal) Fatalf(format string, args ...any) {
	f.msg = fmt.Sprintf(format, args...)
	panic(stop{})
}

func run(r rules.Ruleset, s rules.State, gen Generator, n int) (msg string) {
	f := &fatal{}
	defer func() {
		if p := recover(); p != nil {
			if _, ok := p.(stop); !ok {
				panic(p)
			}
			msg = f.msg
		}
	}()
	Play(f, r, s, gen, n, 1)
	return ""
}

// two infantry bases of one side, 10 cm apart, on a 100 cm table.
func pair() rules.State {
	b := func(id string, x float64) table.Base {
		return table.Base{ID: id, Unit: id, Shape: geom.Rect{Center: geom.V(x, 50), Facing: geom.FromBearing(0), Width: 4, Depth: 2}}
	}
	return rules.State{
		Ruleset: "sandbox",
		Table:   table.Table{Width: 100, Height: 100, Bases: []table.Base{b("a", 40), b("b", 50)}},
		Sides:   []rules.Side{{ID: "blue", Name: "Blue"}},
		Units: []rules.Unit{{ID: "a", Name: "A", Type: "infantry", Bases: []string{"a"}},
			{ID: "b", Name: "B", Type: "infantry", Bases: []string{"b"}}},
	}
}

// onto always proposes moving base a onto base b.
func onto(s *rules.State, _ *rand.Rand) rules.Action {
	a, _ := s.Base("a")
	p := a.Shape.Pose()
	return rules.Action{Kind: rules.KindMove, Moves: []rules.Move{{Base: "a", Path: geom.Path{p, {Pos: geom.V(50, 50), Facing: p.Facing}}}}}
}

// lax is the sandbox without its checks.
type lax struct{ sandbox.Rules }

func (lax) Check(*rules.State, rules.Action) error { return nil }
func (l lax) Apply(s rules.State, a rules.Action, d dice.Roller) (rules.State, []rules.Event, error) {
	n := s.Clone()
	for _, m := range a.Moves {
		b, _ := n.Base(m.Base)
		b.Shape = b.Shape.At(m.Path.End())
	}
	return n, nil, nil
}

// mutating moves the base in the state it was given.
type mutating struct{ lax }

func (mutating) Apply(s rules.State, a rules.Action, d dice.Roller) (rules.State, []rules.Event, error) {
	b, _ := s.Base(a.Moves[0].Base)
	b.Shape.Center.X++
	return s.Clone(), nil, nil
}

func TestSuiteCatchesBrokenRulesets(t *testing.T) {
	tests := []struct {
		name string
		r    rules.Ruleset
		want string
	}{
		{"overlap allowed", lax{}, "overlap"},
		{"input mutated", mutating{}, "changed its input"},
	}
	for _, tc := range tests {
		if got := run(tc.r, pair(), onto, 5); !strings.Contains(got, tc.want) {
			t.Errorf("Play(%s) failed with %q, want a failure mentioning %q", tc.name, got, tc.want)
		}
	}
	far := func(s *rules.State, _ *rand.Rand) rules.Action {
		a, _ := s.Base("a")
		p := a.Shape.Pose()
		return rules.Action{Kind: rules.KindMove, Moves: []rules.Move{{Base: "a", Path: geom.Path{p, {Pos: p.Pos.Add(geom.V(0, -40)), Facing: p.Facing}}}}}
	}
	if got := run(lax{}, pair(), far, 5); !strings.Contains(got, "allowance") {
		t.Errorf("Play(40 cm infantry move allowed) failed with %q, want an allowance failure", got)
	}
	// The real sandbox refuses the move and passes.
	if got := run(sandbox.Rules{}, pair(), onto, 5); got != "" {
		t.Errorf("Play(sandbox) failed: %s", got)
	}
}

// Scale reads PLATEAU_CONFORMANCE's value (issue 8 item 9): unset is 1,
// a whole number from 1 to MaxScale multiplies, anything else is an error.
func TestScale(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int
		err  bool
	}{
		{"", 1, false}, {"1", 1, false}, {" 10 ", 10, false}, {"1000", 1000, false},
		{"0", 0, true}, {"-2", 0, true}, {"1001", 0, true}, {"ten", 0, true}, {"2.5", 0, true},
	} {
		got, err := Scale(c.in)
		if got != c.want || (err != nil) != c.err {
			t.Errorf("Scale(%q) = %d, %v; want %d, error %v", c.in, got, err, c.want, c.err)
		}
	}
	if got, want := (Budget{Seeds: 8, Actions: 500}).Times(10), (Budget{Seeds: 80, Actions: 5000}); got != want {
		t.Errorf("Budget{8, 500}.Times(10) = %+v, want %+v", got, want)
	}
}
