package warmaster

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
)

// The advance offer (moveoffers.go): an ordered unit's longest legal move
// straight ahead, the whole unit together (wme.md §7.2-7.3).
func TestAdvanceOffer(t *testing.T) {
	tests := []struct {
		name    string
		orcY    float64 // where an orc unit faces the infantry, 0 for none
		order   bool
		want    float64 // the distance offered, 0 for no offer
		wantDet string
	}{
		// Infantry's full pace is 20 cm in formation (§7.1 [L656-678]).
		{"clear ground: the full pace", 0, true, 20, "as far as its move allows"},
		// 12 cm ahead (front edges 10 cm apart): a move may not touch
		// the enemy outside a charge (§7.5 [L744]); the offer stops short,
		// outside table.ContactTolerance (0.05 cm).
		{"an enemy ahead: short of it", 48, true, 10, ""},
		{"no order: no move (§6.1 [L477])", 0, false, 0, ""},
	}
	for _, tc := range tests {
		w := newWorld().unit("inf", 0, Infantry, 3, 80, 60, north, map[string]float64{"attacks": 3, "hits": 3})
		if tc.orcY > 0 {
			w.unit("orc", 1, Infantry, 3, 80, tc.orcY, south, map[string]float64{"attacks": 3, "hits": 3})
		}
		s := toOrders(t, w.state(t))
		if tc.order {
			s, _ = apply(t, s, order(0, "gen", "inf"), 1, 1)
		}
		var got *rules.Offer
		for _, o := range (Rules{}).Offers(&s, 0, []string{"inf.1"}) {
			if strings.HasPrefix(o.Label, "Advance") {
				got = &o
			}
		}
		if tc.want == 0 {
			if got != nil {
				t.Errorf("%s: offered %q", tc.name, got.Label)
			}
			continue
		}
		if got == nil {
			t.Fatalf("%s: no advance offered", tc.name)
		}
		d := got.Action.Moves[0].Path.End().Pos.Dist(got.Action.Moves[0].Path[0].Pos)
		if math.Abs(d-tc.want) > 0.06 || len(got.Action.Moves) != 3 || len(got.Preview) != 3 {
			t.Errorf("%s: %q moves %d bases %.3f cm; want 3 bases, %.1f cm", tc.name, got.Label, len(got.Action.Moves), d, tc.want)
		}
		if err := (Rules{}).Check(&s, got.Action); err != nil {
			t.Errorf("%s: the offered advance is refused: %v", tc.name, err)
		}
		if !strings.Contains(strings.Join(got.Detail, " "), tc.wantDet) {
			t.Errorf("%s: detail %q", tc.name, got.Detail)
		}
	}
}
