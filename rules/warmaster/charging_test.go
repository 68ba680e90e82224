package warmaster

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

func chargeAction(unit, target string) rules.Action {
	return rules.Action{Kind: KindCharge, Side: 0, Target: target, Args: map[string]string{"unit": unit}}
}

// chargeWorld: blue infantry at y 80 facing north, red infantry 12 cm
// ahead facing south, more red infantry 30 cm off to the right (in sight,
// out of reach), a red General, blue's General behind.
func chargeWorld() *world {
	w := newWorld().
		unit("inf", 0, Infantry, 3, 60, 80, north, nil).
		unit("orc", 1, Infantry, 3, 60, 66, south, nil).
		unit("far", 1, Infantry, 3, 100, 52, south, nil)
	w.commander("gen", 0, General, 10, 64, 86)
	w.commander("ogen", 1, General, 8, 90, 70)
	return w
}

// A frontal charge on an order (wme.md §7.5 items 3-7): the chargers end
// front to front with the enemy, both units are engaged, and the unit
// receives no more orders this turn ([L415], [L523]).
func TestChargeOnAnOrder(t *testing.T) {
	s := chargeWorld().state(t)
	s, _ = apply(t, s, order(0, "gen", "inf"), 1, 1)
	s, evs := apply(t, s, chargeAction("inf", "orc"))
	if len(evs) != 1 || !strings.Contains(evs[0].Text, "charge orc in the front") {
		t.Fatalf("charge events %v", evs)
	}
	inf, orc := mustUnit(t, &s, "inf"), mustUnit(t, &s, "orc")
	if !engaged(&s, inf) || !engaged(&s, orc) {
		t.Fatalf("after the charge: inf engaged %v, orc engaged %v", engaged(&s, inf), engaged(&s, orc))
	}
	front := 0.0
	for _, id := range inf.Bases {
		b, _ := s.Base(id)
		for _, oid := range orc.Bases {
			o, _ := s.Base(oid)
			if c, ok := table.Touching(b.Shape, o.Shape); ok && c.EdgeA == geom.Front && c.EdgeB == geom.Front {
				front += c.Overlap
			}
		}
	}
	if front < 12-1e-6 {
		t.Errorf("front-to-front contact %.2f cm, want the whole 12 cm line", front)
	}
	if got := code((Rules{}).Check(&s, order(0, "gen", "inf"))); got != "engaged" {
		t.Errorf("an order after the charge: %q, want engaged", got)
	}
	if got := code((Rules{}).Check(&s, step(&s, "inf", 0, 5))); got != "no-order" && got != "engaged" {
		t.Errorf("moving after the charge: %q, want a refusal", got)
	}
	// The charged unit may not be ordered away on its own turn either.
	orc.SetStatus(stMoving, 0)
	if !strings.Contains(code((Rules{}).Check(&s, rules.Action{Kind: KindOrder, Side: 1, Target: "orc",
		Args: map[string]string{"commander": "ogen"}})), "turn") {
		t.Errorf("red ordering on blue's turn was not refused")
	}
}

func TestChargeRefusals(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, s rules.State) rules.State
		a     rules.Action
		want  string
	}{
		{"without an order", func(t *testing.T, s rules.State) rules.State { return toOrders(t, s) }, chargeAction("inf", "orc"), "no-order"},
		{"an enemy commander", ordered, chargeAction("inf", "ogen"), "commander"},
		{"out of reach", ordered, chargeAction("inf", "far"), "charge-out-of-reach"},
		{"after moving", func(t *testing.T, s rules.State) rules.State {
			s = ordered(t, s)
			s, _ = apply(t, s, step(&s, "inf", 0, -1))
			return s
		}, chargeAction("inf", "orc"), "moved"},
		{"blunder 4-5: no charge", func(t *testing.T, s rules.State) rules.State {
			s = toOrders(t, s)
			u := mustUnit(t, &s, "inf")
			openMove(&s, u, 0.5)
			u.SetStatus(stNoCharge, 1)
			return s
		}, chargeAction("inf", "orc"), "no-charge"},
	}
	for _, tc := range tests {
		s := chargeWorld().state(t)
		if tc.setup != nil {
			s = tc.setup(t, s)
		}
		if got := code((Rules{}).Check(&s, tc.a)); got != tc.want {
			t.Errorf("%s: Check = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func ordered(t *testing.T, s rules.State) rules.State {
	t.Helper()
	s, _ = apply(t, s, order(0, "gen", "inf"), 1, 1)
	return s
}

// The offer shows the placement before the player confirms (issue 3,
// item 10): the zone, the contact, and the bases' paths as a preview.
func TestChargeOffer(t *testing.T) {
	s := ordered(t, chargeWorld().state(t))
	var found *rules.Offer
	for _, o := range (Rules{}).Offers(&s, 0, []string{"inf.1"}) {
		if o.Action.Kind == KindCharge && o.Action.Target == "orc" {
			o := o
			found = &o
		}
	}
	if found == nil || found.Disabled != "" || !strings.Contains(found.Label, "front") || len(found.Preview) != 3 {
		t.Fatalf("charge offer = %+v", found)
	}
}

// The target stands 8 cm to one side of the charging line (orcs at x 16-28,
// crossbowmen at x 24-36, 18 cm apart). The whole line still reaches it
// (each base 8 cm across and 18 cm forward: 19.9 cm by way of the point
// just behind its slot), so the battle line is the full 12 cm of front,
// not one base hanging off the target's flank ([L796]).
func TestChargeOnAnOffsetTarget(t *testing.T) {
	w := newWorld().
		unit("xbow", 0, Infantry, 3, 26, 50, north, nil).
		unit("orcs", 1, Infantry, 3, 26, 30, south, nil)
	w.commander("gen", 0, General, 9, 30, 57)
	s := ordered2(t, w.state(t), "xbow")
	s, evs := apply(t, s, chargeAction("xbow", "orcs"))
	if !strings.Contains(evs[len(evs)-1].Text, "12.0 cm of front in contact") {
		t.Errorf("charge on an offset target: %s; want 12.0 cm of front in contact", evs[len(evs)-1].Text)
	}
}

func ordered2(t *testing.T, s rules.State, unit string) rules.State {
	t.Helper()
	s, _ = apply(t, s, order(0, "gen", unit), 1, 1)
	return s
}
