package control_test

import (
	"testing"

	"plateau/rules"
	"plateau/rules/sandbox"
)

// concealRulesID is the sandbox in which red's spearmen are hidden from
// blue (as a BnB ambush is, rules.Concealer).
const concealRulesID = "control-test-conceal"

type concealRules struct{ sandbox.Rules }

func (concealRules) ID() string { return concealRulesID }

func (concealRules) HiddenFrom(s *rules.State, side int) []string {
	if side == 0 {
		return []string{"r-spears.1"}
	}
	return nil
}

func init() { rules.Register(concealRulesID, func() rules.Ruleset { return concealRules{} }) }

// The table the player at the screen sees leaves out what the rules hide
// from him: the base is not drawn (TableState) and the pointer finds
// nothing there; the other side, whose base it is, sees it.
func TestConcealedBases(t *testing.T) {
	p := newPlayerOn(t, concealRulesID)
	s := p.m.State()
	b, ok := s.Base("r-spears.1")
	if !ok || s.Active != 0 {
		t.Fatalf("the default scenario has no r-spears.1, or red plays first")
	}
	at := b.Shape.Center
	if !p.c.Hidden("r-spears.1") || p.c.Hidden("b-spears.1") {
		t.Fatal("Hidden does not follow the rules")
	}
	view := p.c.TableState()
	if _, ok := view.Base("r-spears.1"); ok || len(view.Table.Bases) != len(s.Table.Bases)-1 {
		t.Errorf("the table shown has %d bases of %d, the hidden one among them: %v", len(view.Table.Bases), len(s.Table.Bases), ok)
	}
	if _, ok := s.Base("r-spears.1"); !ok {
		t.Fatal("hiding a base took it out of the state")
	}
	p.moveTo(at.X, at.Y)
	if p.c.Hover() == "r-spears.1" {
		t.Error("the pointer finds the hidden base")
	}
	if _, err := p.m.Do(rules.Action{Kind: rules.KindEndPhase, Side: 0}); err != nil {
		t.Fatal(err)
	}
	p.moveTo(at.X+0.01, at.Y)
	if p.c.Hidden("r-spears.1") || p.c.Hover() != "r-spears.1" {
		t.Errorf("red's own player does not see his base (hover %q)", p.c.Hover())
	}
}
