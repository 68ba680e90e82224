package warmaster

import (
	"math"
	"slices"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// gapWorld: blue infantry "inf" (n bases from x 58, y 79-81, facing
// north, full pace 20 cm), a red orc (x 58-62, y 65-67) 12 cm ahead of
// inf.1, and behind inf impassable rocks (y 86-92) from x 63 on (and
// with three bases up to x 57 on the left too): the rigid evade stops
// after 5 cm, rocks behind inf.2.
func gapWorld(n int) *world {
	w := newWorld().unit("inf", 0, Infantry, n, 60, 80, north, nil).
		unit("orc", 1, Infantry, 1, 60, 66, south, nil).
		feature("rocks-r", "impassable", geom.V(63, 86), geom.V(100, 86), geom.V(100, 92), geom.V(63, 92))
	if n == 3 {
		w.feature("rocks-l", "impassable", geom.V(30, 86), geom.V(57, 86), geom.V(57, 92), geom.V(30, 92))
	}
	return w
}

// evadeOffersOf are side 0's evade offers with inf selected, in order.
func evadeOffersOf(s *rules.State) []rules.Offer {
	var out []rules.Offer
	for _, o := range (Rules{}).Offers(s, 0, []string{"inf.1"}) {
		if o.Action.Kind == KindEvade {
			out = append(out, o)
		}
	}
	return out
}

// Re-formed evades offered (wme.md §7.4; [L730-734]): when the rigid
// evade is blocked or stops short of full pace, the offers propose the
// unit re-formed element by element, the rules building each path: the
// element nearest to the evaded unit (inf.1) turns in place to face
// straight away (7.0 cm of its 20: its corners' arc) and moves straight
// away [L730]; the others go one at a time [L734] into a column behind it
// (offered when it goes farther than the rigid evade: through the gap),
// or, each turned to face away, where they stood beside it (the rigid
// evade's ground, facing away: "changer simplement son orientation
// finale", [L730]), turns counted in every element's full pace [L734].
func TestReformedEvadeOffers(t *testing.T) {
	type want struct {
		label string
		leadY float64 // inf.1's centre afterwards, on x 60 facing south
		form  Formation
	}
	cases := []struct {
		name  string
		w     *world
		wants []want // after the rigid offer
	}{
		// A column through the 6 cm gap: the third element, coming
		// diagonally round the rocks, limits it to 9.7 cm.
		{"a column through a gap [L730]", gapWorld(3), []want{
			{"inf evade orc, re-formed in a column (10 cm)", 89.7, Column},
			{"inf evade orc, turned to face away (5 cm)", 85, Line}}},
		// The lead's reach is 20 − 7.0 cm (its turn): the first step
		// below it (reformStep) is legal, inf.2's path round the rocks
		// forbidding more.
		{"two elements: a column past the rocks [L730]", gapWorld(2), []want{
			{"inf evade orc, re-formed in a column (11 cm)", 80 + 20 - math.Sqrt(5)*math.Pi - reformStep, Column},
			{"inf evade orc, turned to face away (5 cm)", 85, Line}}},
		// Nothing behind: the rigid evade goes its full pace, nothing
		// re-formed is offered.
		{"the rigid evade goes its full pace", newWorld().unit("inf", 0, Infantry, 3, 60, 80, north, nil).
			unit("orc", 1, Infantry, 1, 60, 66, south, nil), nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := c.w.state(t)
			offers := evadeOffersOf(&s)
			var labels []string
			for _, o := range offers {
				labels = append(labels, o.Label)
			}
			if len(offers) != 1+len(c.wants) || len(offers[0].Action.Moves) > 0 {
				t.Fatalf("evade offers %q: want the rigid one then %d re-formed", labels, len(c.wants))
			}
			for i, w := range c.wants {
				o := offers[1+i]
				if o.Label != w.label || o.Disabled != "" {
					t.Fatalf("offer %q (disabled %q), want %q enabled", o.Label, o.Disabled, w.label)
				}
				if len(o.Preview) != len(o.Action.Moves) || !strings.Contains(strings.Join(o.Detail, "\n"), "[L730]") {
					t.Errorf("%s: preview %d moves, detail %q: want every path and the rule", o.Label, len(o.Preview), o.Detail)
				}
				if err := (Rules{}).Check(&s, o.Action); err != nil {
					t.Fatalf("%s: Check = %v", o.Label, err)
				}
				n, evs := applyPure(t, s, o.Action)
				contains(t, evs, "inf evade orc on initiative: element by element", "re-formed in "+w.form.String())
				lead, _ := n.Base("inf.1")
				if math.Abs(geom.NormAngle(lead.Shape.Facing-south)) > 1e-9 || !lead.Shape.Center.Near(geom.V(60, w.leadY)) {
					t.Errorf("%s: inf.1 at %v facing %.3f, want (60, %.3f) facing south", o.Label, lead.Shape.Center, lead.Shape.Facing, w.leadY)
				}
				for _, id := range mustUnit(t, &n, "inf").Bases {
					if b, _ := n.Base(id); math.Abs(geom.NormAngle(b.Shape.Facing-south)) > 1e-9 {
						t.Errorf("%s: %s faces %.3f, want south", o.Label, id, b.Shape.Facing)
					}
				}
			}
			if slices.ContainsFunc(offers, func(o rules.Offer) bool {
				return strings.HasPrefix(o.Label, "inf evade orc (") && len(o.Action.Moves) > 0
			}) {
				t.Errorf("a re-formed offer's label %q starts as the rigid one's", labels)
			}
		})
	}
}
