package warmaster

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The charge offers the other placements the player may choose (wme.md
// §7.5): from red's flank the solver's battle line touches red with 2 cm
// of front; the enveloping charge ([L876-888], the charger's option) and
// the lines that start with another base ([L778]) are offered too, each
// legal, and the enveloping one, once applied, has 10 cm of front against
// red.
func TestChargeAlternatives(t *testing.T) {
	west := geom.FromBearing(270)
	w := newWorld().unit("red", 1, Infantry, 3, 60, 40, south, nil).unit("blue", 0, Infantry, 3, 70, 44, west, nil)
	w.commander("gen", 0, General, 10, 76, 50)
	s := toOrders(t, w.state(t))
	s, _ = apply(t, s, order(0, "gen", "blue"), 1, 1)
	var main *rules.Offer
	var alts []rules.Offer
	for _, o := range (Rules{}).Offers(&s, 0, []string{"blue.1"}) {
		if o.Action.Kind != KindCharge {
			continue
		}
		if o.Action.Args["placement"] == "" {
			main = &o
		} else {
			alts = append(alts, o)
		}
	}
	if main == nil || len(alts) < 2 || len(alts) > maxAlternatives {
		t.Fatalf("charge offers: main %v, %d alternatives; want one and 2 to %d", main != nil, len(alts), maxAlternatives)
	}
	var env *rules.Offer
	firsts := map[string]bool{}
	for i, o := range alts {
		if err := (Rules{}).Check(&s, o.Action); err != nil {
			t.Errorf("%q is refused: %v", o.Label, err)
		}
		if len(o.Preview) != 3 {
			t.Errorf("%q previews %d bases, want 3", o.Label, len(o.Preview))
		}
		if strings.Contains(o.Label, "enveloping") {
			env = &alts[i]
		} else if firsts[o.Label] {
			t.Errorf("%q offered twice", o.Label)
		}
		firsts[o.Label] = true
	}
	if env == nil {
		t.Fatal("no enveloping alternative [L886]")
	}
	n, _ := apply(t, s, env.Action)
	front := 0.0
	for _, id := range []string{"blue.1", "blue.2", "blue.3"} {
		b, _ := n.Base(id)
		for _, rid := range []string{"red.1", "red.2", "red.3"} {
			r, _ := n.Base(rid)
			if c, ok := table.Touching(b.Shape, r.Shape); ok && c.EdgeA == geom.Front {
				front += c.Overlap
			}
		}
	}
	if math.Abs(front-10) > 0.1 {
		t.Errorf("the enveloping charge has %.2f cm of front against red, want 10", front)
	}
}
