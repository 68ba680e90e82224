package control_test

import (
	"fmt"
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

// manyRules offers twelve choices for a selection, more than the panel
// shows at once; each is disabled with its own reason, so that the
// message tells which one a key chose without changing the battle.
type manyRules struct{ sandbox.Rules }

const manyRulesID = "control-test-many"

func (manyRules) ID() string { return manyRulesID }
func (r manyRules) Offers(s *rules.State, side int, sel []string) []rules.Offer {
	if len(sel) == 0 {
		return r.Rules.Offers(s, side, sel)
	}
	var out []rules.Offer
	for i := range 12 {
		out = append(out, rules.Offer{Label: fmt.Sprintf("Offer %d", i+1),
			Action: rules.Action{Kind: "shout", Side: side}, Disabled: "chosen"})
	}
	return out
}

func init() { rules.Register(manyRulesID, func() rules.Ruleset { return manyRules{} }) }

// The number keys follow what the panel shows: key 1 is the first offer
// on screen, a key past the last one shown runs nothing, and PgUp/PgDn
// (or ScrollOffers, the wheel) bring every offer on screen in turn.
func TestOfferKeysFollowWhatIsShown(t *testing.T) {
	p := newPlayerOn(t, manyRulesID)
	p.click(30, 108)
	if n := len(p.c.Offers()); n != 12 {
		t.Fatalf("Offers() = %d offers, want 12", n)
	}
	// chose presses k and checks which offer it ran ("" for none).
	chose := func(k control.Key, want string) {
		t.Helper()
		p.c.SetMessage("", false)
		p.key(k, 0)
		m := p.c.Message()
		got := ""
		if strings.HasSuffix(m.Text, ": chosen") {
			got = strings.TrimSuffix(m.Text, ": chosen")
		}
		if got != want {
			t.Errorf("first %d, %d shown: key %d ran %q (message %q), want %q",
				p.c.OfferFirst(), p.c.ShownOffers(), k-control.Key1+1, got, m.Text, want)
		}
		if want == "" && (!m.Warn || m.Text == "") {
			t.Errorf("key %d ran nothing and said nothing: %+v", k-control.Key1+1, m)
		}
		if n := len(p.m.Log()); n != 0 {
			t.Fatalf("%d actions applied, want none", n)
		}
	}
	// Without a view (a script, a test) every numbered offer is "shown".
	chose(control.Key9, "Offer 9")

	// The panel has room for six.
	p.c.ShowedOffers(6)
	chose(control.Key6, "Offer 6")
	chose(control.Key7, "")
	chose(control.Key9, "")
	if m := p.c.Message(); !strings.Contains(m.Text, "PgUp/PgDn") {
		t.Errorf("key 9 past the shown offers: message %q, want a hint to scroll", m.Text)
	}

	p.key(control.KeyPageDown, 0)
	if got := p.c.OfferFirst(); got != 6 {
		t.Fatalf("PgDn with 6 shown: OfferFirst() = %d, want 6", got)
	}
	chose(control.Key1, "") // not drawn yet
	p.c.ShowedOffers(6)     // the view draws offers 7 to 12
	chose(control.Key1, "Offer 7")
	chose(control.Key6, "Offer 12")
	chose(control.Key7, "")
	p.key(control.KeyPageDown, 0) // nothing below
	if got := p.c.OfferFirst(); got != 6 {
		t.Errorf("PgDn at the last offers: OfferFirst() = %d, want 6", got)
	}
	p.c.ScrollOffers(1) // a wheel notch with the last offer on screen
	if got := p.c.OfferFirst(); got != 6 {
		t.Errorf("the wheel down at the last offers: OfferFirst() = %d, want 6 (offer 7 pushed out of sight)", got)
	}
	p.key(control.KeyPageUp, 0)
	if got := p.c.OfferFirst(); got != 0 {
		t.Fatalf("PgUp: OfferFirst() = %d, want 0", got)
	}
	p.c.ShowedOffers(6)
	chose(control.Key1, "Offer 1")

	// The wheel scrolls one offer a notch, within the list; the offers
	// scrolled in have no keys until the view has drawn them.
	p.c.ScrollOffers(3)
	chose(control.Key1, "")
	p.c.ShowedOffers(6)
	chose(control.Key1, "Offer 4")
	p.c.ScrollOffers(100)
	if got := p.c.OfferFirst(); got != 11 {
		t.Errorf("ScrollOffers(100): OfferFirst() = %d, want 11 (the last offer)", got)
	}
	p.c.ShowedOffers(6) // only one left to show
	chose(control.Key1, "Offer 12")
	chose(control.Key2, "")
	p.c.ScrollOffers(-100)
	if got := p.c.OfferFirst(); got != 0 {
		t.Errorf("ScrollOffers(-100): OfferFirst() = %d, want 0", got)
	}

	// A new list starts at its first offer, and no key runs any of it
	// before the view has drawn it.
	p.c.ScrollOffers(4)
	p.key(control.KeyEscape, 0) // clears the selection: only End turn
	p.c.Offers()
	if got := p.c.OfferFirst(); got != 0 {
		t.Errorf("a new list of offers: OfferFirst() = %d, want 0", got)
	}
	if got := p.c.ShownOffers(); got != 0 {
		t.Errorf("a new list not yet drawn: ShownOffers() = %d, want 0", got)
	}
	p.key(control.Key1, 0)
	if s := p.m.State(); s.Active != 0 || len(p.m.Log()) != 0 {
		t.Errorf("key 1 before the new offers were drawn ended the turn")
	}
}
