package control_test

import (
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/control"
	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/sandbox"
)

// testRulesID is a ruleset registered for these tests only: the sandbox
// with more offers, so that disabled and refused offers can be exercised.
const testRulesID = "control-test"

// offersAsked counts the calls to testRules.Offers, to check the cache.
var offersAsked int

type testRules struct{ sandbox.Rules }

func (testRules) ID() string { return testRulesID }

// Offers proposes, after the sandbox's End turn, two offers for a
// selection: a charge the rules forbid and a shout the rules do not know
// (so the match refuses it).
func (r testRules) Offers(s *rules.State, side int, sel []string) []rules.Offer {
	offersAsked++
	out := r.Rules.Offers(s, side, sel)
	if len(sel) == 0 {
		return out
	}
	return append(out,
		rules.Offer{Label: "Charge", Detail: []string{"into the nearest enemy"},
			Action: rules.Action{Kind: "charge", Side: side, Target: sel[0]}, Disabled: "no enemy in sight"},
		rules.Offer{Label: "Shout " + sel[0], Action: rules.Action{Kind: "shout", Side: side, Target: sel[0]}})
}

func init() { rules.Register(testRulesID, func() rules.Ruleset { return testRules{} }) }

// newPlayerOn is newPlayer on the default scenario played with ruleset id.
func newPlayerOn(t *testing.T, id string) *player {
	t.Helper()
	sc := *scenario.Default()
	sc.State.Ruleset = id
	m, err := game.New(&sc, 1)
	if err != nil {
		t.Fatalf("game.New(default with %s) = %v", id, err)
	}
	return &player{t: t, c: control.New(m, control.Config{}), m: m, in: control.Input{Scale: pxPerCm}}
}

func labels(os []rules.Offer) []string {
	var l []string
	for _, o := range os {
		l = append(l, o.Label)
	}
	return l
}

func TestOfferByNumberKey(t *testing.T) {
	p := newPlayer(t)
	p.click(30, 108)
	if got := p.c.Selected(); len(got) != 1 {
		t.Fatalf("click on b-spears.1: Selected() = %v", got)
	}
	if !p.c.HasOffers() {
		t.Fatal("HasOffers() = false for the sandbox, want true")
	}
	offers := p.c.Offers()
	if len(offers) != 1 || offers[0].Label != "End turn" {
		t.Fatalf("Offers() = %v, want [End turn]", labels(offers))
	}
	p.key(control.Key1, 0)
	if s := p.m.State(); s.Active != 1 {
		t.Fatalf("key 1 (End turn): active side %d, want 1 (Red)", s.Active)
	}
	if !p.c.Handover() {
		t.Error("key 1 passed play to Red: no handover banner")
	}
	if got := p.c.Selected(); len(got) != 0 {
		t.Errorf("after handing over: Selected() = %v, want none", got)
	}
	if m := p.c.Message(); m.Warn || !strings.Contains(m.Text, "to play") {
		t.Errorf("Message() = %+v, want the turn event", m)
	}
	// The banner hides the table from the next player: digits do nothing.
	p.key(control.Key1, 0)
	if s := p.m.State(); s.Active != 1 || len(p.m.Log()) != 1 {
		t.Errorf("key 1 under the banner: active %d, %d actions, want 1 and 1", s.Active, len(p.m.Log()))
	}
}

func TestOfferDisabledAndRefused(t *testing.T) {
	p := newPlayerOn(t, testRulesID)
	p.click(30, 108)
	want := []string{"End turn", "Charge", "Shout b-spears.1"}
	if got := labels(p.c.Offers()); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("Offers() = %v, want %v", got, want)
	}
	for _, tc := range []struct {
		key  control.Key
		want string
	}{
		{control.Key2, "no enemy in sight"},   // disabled: its reason
		{control.Key3, `unknown action`},      // refused by the match
		{control.Key9, "no choice 9 (1 to 3"}, // out of range
	} {
		p.key(tc.key, 0)
		m := p.c.Message()
		if !m.Warn || !strings.Contains(m.Text, tc.want) {
			t.Errorf("key %d: Message() = %+v, want a warning with %q", tc.key-control.Key1+1, m, tc.want)
		}
		if n := len(p.m.Log()); n != 0 {
			t.Fatalf("key %d: %d actions applied, want none", tc.key-control.Key1+1, n)
		}
	}
	if got := p.c.Selected(); len(got) != 1 {
		t.Errorf("refusals changed the selection: %v", got)
	}
}

func TestOffersCached(t *testing.T) {
	p := newPlayerOn(t, testRulesID)
	offersAsked = 0
	ask := func(what string, want int) {
		t.Helper()
		p.c.Offers()
		p.c.Offers()
		if offersAsked != want {
			t.Errorf("%s: the rules were asked for offers %d times, want %d", what, offersAsked, want)
		}
	}
	ask("first time", 1)
	p.moveTo(10, 80)
	p.moveTo(12, 82)
	ask("pointer moves", 1)
	p.click(30, 108)
	ask("selection changed", 2)
	p.moveTo(30, 108) // drag b-spears.1 5 cm north
	p.press()
	p.glide(30, 103)
	p.up()
	if len(p.m.Log()) != 1 {
		t.Fatalf("the drag was not applied: %v", p.c.Message())
	}
	ask("state changed", 3)
	p.key(control.KeyZ, control.Ctrl)
	ask("undone", 4)
}

// overRules is the sandbox whose battle ends when Red is to play: it then
// allows nothing, as a ruleset does once a battle is over.
type overRules struct{ sandbox.Rules }

func (overRules) ID() string { return "control-test-over" }
func (r overRules) Legal(s *rules.State, side int) []string {
	if s.Active == 1 {
		return nil
	}
	return r.Rules.Legal(s, side)
}

func init() { rules.Register("control-test-over", func() rules.Ruleset { return overRules{} }) }

// Over tells the view the battle has ended (its phase bar says so instead
// of offering an End turn that nothing allows).
func TestOverWhenTheRulesAllowNothing(t *testing.T) {
	p := newPlayerOn(t, "control-test-over")
	if p.c.Over() {
		t.Fatal("Over() at the start of the battle")
	}
	p.c.EndPhase()
	if !p.c.Over() || p.c.CanEndPhase() {
		t.Fatalf("after the last phase: Over() = %v, CanEndPhase() = %v; want true, false", p.c.Over(), p.c.CanEndPhase())
	}
}
