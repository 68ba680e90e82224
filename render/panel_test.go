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
		g.layoutOffers(offers, 0, 0, 300, limit, &ts)
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
	if n != 6 || strings.Contains(joined, "more:") {
		t.Fatalf("in 400 px: %d buttons, texts %q; want all 6, compact", n, texts)
	}
	if strings.Count(joined, "a fourth") > 1 {
		t.Errorf("in 400 px more than one offer keeps its details: %q", texts)
	}
	if n, texts := layout(150); n >= 6 || !strings.Contains(strings.Join(texts, "|"), "more: make the window taller") {
		t.Errorf("in 150 px: %d buttons, texts %q; want some left out, with a hint", n, texts)
	}
}
