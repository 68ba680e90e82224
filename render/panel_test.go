package render

import (
	"fmt"
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/control"
	"plateau/game/scenario"
	"plateau/rules"
)

// Offers whose explanations do not all fit in the panel are shown by
// their labels, so that every choice keeps its button; the offer under
// the pointer keeps its explanation.
func TestOffersCompactWhenTheyDoNotFit(t *testing.T) {
	m, err := game.New(scenario.Default(), 1)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(control.New(m, control.Config{}), Options{})
	if err != nil {
		t.Fatal(err)
	}
	var offers []rules.Offer
	for i := range 6 {
		offers = append(offers, rules.Offer{Label: fmt.Sprintf("Offer %d", i+1),
			Detail: []string{"a first explanation line", "a second one", "a third one", "and a fourth"}})
	}
	layout := func(limit float64) (buttons int, texts []string) {
		var ts []textOp
		g.layoutOffers(offers, 0, 0, 0, 300, limit, &ts)
		for _, op := range ts {
			texts = append(texts, op.s)
		}
		return len(g.hud.offers), texts
	}
	if n, texts := layout(2000); n != 6 || !strings.Contains(strings.Join(texts, "|"), "a fourth") {
		t.Fatalf("with room for all: %d buttons, texts %q; want 6 with their details", n, texts)
	}
	n, texts := layout(400)
	joined := strings.Join(texts, "|")
	if n != 6 || strings.Contains(joined, "more below") {
		t.Fatalf("in 400 px: %d buttons, texts %q; want all 6, compact", n, texts)
	}
	if strings.Count(joined, "a fourth") > 1 {
		t.Errorf("in 400 px more than one offer keeps its details: %q", texts)
	}
	if n, texts := layout(150); n >= 6 || !strings.Contains(strings.Join(texts, "|"), "more below: PgDn") {
		t.Errorf("in 150 px: %d buttons, texts %q; want some left out, with a hint to scroll", n, texts)
	}
}

// Offers that do not fit scroll: the panel shows them from the first one
// scrolled to, numbered from 1 (the number keys follow what is shown),
// says how many are above and below, and every offer can be reached.
func TestOffersScroll(t *testing.T) {
	m, err := game.New(scenario.Default(), 1)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(control.New(m, control.Config{}), Options{})
	if err != nil {
		t.Fatal(err)
	}
	var offers []rules.Offer
	for i := range 12 {
		offers = append(offers, rules.Offer{Label: fmt.Sprintf("Offer %d", i+1)})
	}
	const limit = 250.0
	type shown struct {
		labels, badges []string
		hints          string
		n              int
	}
	layout := func(first int) shown {
		var ts []textOp
		_, n := g.layoutOffers(offers, first, 0, 0, 300, limit, &ts)
		var sh shown
		sh.n = n
		for _, op := range ts {
			switch {
			case strings.HasPrefix(op.s, "Offer "):
				sh.labels = append(sh.labels, op.s)
			case len(op.s) == 1 && op.s >= "1" && op.s <= "9":
				sh.badges = append(sh.badges, op.s)
			case strings.Contains(op.s, "more"):
				sh.hints += op.s + "|"
			}
		}
		for _, b := range g.hud.offers {
			if b.y+b.h > limit {
				t.Errorf("layoutOffers(first %d): %q ends at %.0f px, past the limit %.0f", first, b.label, b.y+b.h, limit)
			}
		}
		if len(g.hud.offers) != n || len(sh.labels) != n {
			t.Errorf("layoutOffers(first %d) = %d shown, %d buttons, %d labels", first, n, len(g.hud.offers), len(sh.labels))
		}
		return sh
	}
	top := layout(0)
	if top.n == 0 || top.n >= len(offers) {
		t.Fatalf("in %.0f px: %d of %d offers shown, want some", limit, top.n, len(offers))
	}
	if strings.Contains(top.hints, "above") || !strings.Contains(top.hints, fmt.Sprintf("%d more below", len(offers)-top.n)) {
		t.Errorf("first 0: hints %q, want only \"%d more below\"", top.hints, len(offers)-top.n)
	}
	reached := map[string]bool{}
	for first := 0; first < len(offers); first += max(1, layout(first).n) {
		sh := layout(first)
		for k, l := range sh.labels {
			reached[l] = true
			if want := fmt.Sprint(k + 1); k >= len(sh.badges) || sh.badges[k] != want {
				t.Errorf("first %d: %q has badges %v, want %s at %d", first, l, sh.badges, want, k)
			}
		}
		if first > 0 && !strings.Contains(sh.hints, fmt.Sprintf("%d more above", first)) {
			t.Errorf("first %d: hints %q, want \"%d more above\"", first, sh.hints, first)
		}
		if sh.labels[0] != offers[first].Label {
			t.Errorf("first %d: shows %q first, want %q", first, sh.labels[0], offers[first].Label)
		}
	}
	if len(reached) != len(offers) {
		t.Errorf("scrolling page by page reached %d of %d offers", len(reached), len(offers))
	}
	if last := layout(len(offers) - 1); strings.Contains(last.hints, "below") || last.n != 1 {
		t.Errorf("scrolled to the last: %d shown, hints %q; want it alone, nothing below", last.n, last.hints)
	}
}
