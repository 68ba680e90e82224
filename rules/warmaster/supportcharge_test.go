package warmaster

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// supportWorld: blue infantry "inf" (x 58-70, y 79-81, facing north) with
// blue infantry "sup" exactly behind it (y 81-83), and red infantry "orc"
// (x 58-70, y 65-67, facing south) 12 cm ahead: near enough for a charge
// on initiative ([L445]).
func supportWorld(supBases int) *world {
	w := newWorld().
		unit("inf", 0, Infantry, 3, 60, 80, north, fighters(1, 3, 0)).
		unit("sup", 0, Infantry, supBases, 60, 82, north, fighters(1, 3, 0)).
		unit("orc", 1, Infantry, 3, 68, 66, south, fighters(1, 3, 0))
	w.commander("gen", 0, General, 10, 64, 90)
	return w
}

func supportedCharge(unit, target, support string) rules.Action {
	a := chargeAction(unit, target)
	a.Args[argSupport] = support
	return a
}

// wantAt fails unless base id stands at (x, y) facing north.
func wantAt(t *testing.T, s *rules.State, id string, x, y float64) {
	t.Helper()
	b, ok := s.Base(id)
	if !ok {
		t.Fatalf("no base %s", id)
	}
	if !b.Shape.Center.Near(geom.V(x, y)) || math.Abs(geom.NormAngle(b.Shape.Facing-north)) > 1e-9 {
		t.Errorf("%s at %v facing %.3f, want (%v, %v) facing north", id, b.Shape.Center, b.Shape.Facing, x, y)
	}
}

// A support charge (wme.md §7.5 item 12; [L806-808], [L1460-1474]): the
// charger goes into contact and the unit behind it follows, a normal move
// ending with its elements exactly behind the charging elements (rear
// support, G17), on initiative ([L449]) or on an order, in a brigade or
// not ([L1464]), the supporter needing no order of its own. Its move is
// then spent ([L415]).
func TestSupportCharge(t *testing.T) {
	cases := []struct {
		name     string
		w        *world
		setup    func(t *testing.T, s rules.State) rules.State
		want     [][2]float64 // sup.1, sup.2, ... centres after the charge
		behind   int
		statuses []string // set on sup afterwards
	}{
		{"on initiative [L449]", supportWorld(3), nil,
			[][2]float64{{60, 70}, {64, 70}, {68, 70}}, 3, []string{stInitiative, stNoOrders}},
		{"on an order to the charger alone [L1464]", supportWorld(3), func(t *testing.T, s rules.State) rules.State {
			s, _ = apply(t, toOrders(t, s), order(0, "gen", "inf"), 1, 1)
			return s
		}, [][2]float64{{60, 70}, {64, 70}, {68, 70}}, 3, []string{stNoOrders}},
		{"in a brigade [L1464]", supportWorld(3), func(t *testing.T, s rules.State) rules.State {
			s, _ = apply(t, toOrders(t, s), order(0, "gen", "inf,sup"), 1, 1)
			return s
		}, [][2]float64{{60, 70}, {64, 70}, {68, 70}}, 3, []string{stNoOrders}},
		// A wider supporter would touch the enemy skirmisher (x 74-78,
		// y 71-73) by a corner straight behind: the nearest legal place
		// is one element to the left ([L1470]).
		{"shifted clear of an enemy [L1470]", supportWorld(4).unit("skirm", 1, Infantry, 1, 76, 72, north, nil),
			func(t *testing.T, s rules.State) rules.State {
				s, _ = apply(t, toOrders(t, s), order(0, "gen", "inf"), 1, 1)
				return s
			}, [][2]float64{{56, 70}, {60, 70}, {64, 70}, {68, 70}}, 3, []string{stNoOrders}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := c.w.state(t)
			if c.setup != nil {
				s = c.setup(t, s)
			}
			n, evs := applyPure(t, s, supportedCharge("inf", "orc", "sup"))
			contains(t, evs, "inf charge orc", "sup follow inf in a support charge: "+plural(c.behind, "element")+" in rear support (WME §7.5 item 12 [L1460-1474])")
			for i, p := range c.want {
				wantAt(t, &n, "sup."+string(rune('1'+i)), p[0], p[1])
			}
			sup := mustUnit(t, &n, "sup")
			for _, k := range c.statuses {
				if status(sup, k) == 0 {
					t.Errorf("sup status %v lacks %s", sup.Status, k)
				}
			}
			if status(sup, stMoving) != 0 || engaged(&n, sup) {
				t.Errorf("sup: %v, engaged %v; want its move spent, touching no enemy", sup.Status, engaged(&n, sup))
			}
			e, ok := engagementOf(&n, "inf")
			if !ok || !e.has("sup") || len(e.supportOrder) != c.behind {
				t.Errorf("engagement of inf: units %d, supports %v; want sup in it with %d supporting elements (§9.7)", len(e.units), e.supportOrder, c.behind)
			}
			if n.Phase == PhaseOrders {
				if got := code((Rules{}).Check(&n, order(0, "gen", "sup"))); got != "no-orders" {
					t.Errorf("ordering sup after its support charge: %q, want no-orders ([L415])", got)
				}
			}
		})
	}
}

// What forbids a support charge (wme.md §7.5 item 12): each refusal names
// its rule.
func TestSupportChargeRefusals(t *testing.T) {
	toOrder := func(t *testing.T, s rules.State) rules.State {
		s, _ = apply(t, toOrders(t, s), order(0, "gen", "inf"), 1, 1)
		return s
	}
	cases := []struct {
		name  string
		w     *world
		setup func(t *testing.T, s rules.State) rules.State
		a     rules.Action
		want  string
		rule  string
	}{
		{"a second supporting unit [L1466]", supportWorld(3), nil,
			supportedCharge("inf", "orc", "sup,gen"), "support-one", "[L1466]"},
		{"cavalry does not support [L1434]",
			newWorld().unit("inf", 0, Infantry, 3, 60, 80, north, nil).unit("sup", 0, Cavalry, 3, 60, 83, north, nil).
				unit("orc", 1, Infantry, 3, 68, 66, south, nil), nil,
			supportedCharge("inf", "orc", "sup"), "support-infantry", "[L1434]"},
		{"charging cavalry is not supported [L808]",
			newWorld().unit("cav", 0, Cavalry, 3, 60, 80, north, nil).unit("sup", 0, Infantry, 2, 61, 83, north, nil).
				unit("orc", 1, Infantry, 3, 68, 66, south, nil), nil,
			supportedCharge("cav", "orc", "sup"), "support-charger", "[L808]"},
		{"not standing behind [L808], [L1462]",
			newWorld().unit("inf", 0, Infantry, 3, 60, 80, north, nil).unit("sup", 0, Infantry, 3, 60, 83, north, nil).
				unit("orc", 1, Infantry, 3, 68, 66, south, nil), nil,
			supportedCharge("inf", "orc", "sup"), "support-behind", "[L1462]"},
		{"confused [L1474]", supportWorld(3), func(t *testing.T, s rules.State) rules.State {
			mustUnit(t, &s, "sup").SetStatus(stConfused, 1)
			return s
		}, supportedCharge("inf", "orc", "sup"), "confused", "[L1474]"},
		{"moved on initiative already [L382]", supportWorld(3), func(t *testing.T, s rules.State) rules.State {
			s = toOrder(t, s)
			mustUnit(t, &s, "sup").SetStatus(stInitiative, 1)
			return s
		}, supportedCharge("inf", "orc", "sup"), "initiative-used", "[L382]"},
		// An irregular supporter (sup.2 faces west) moves at half pace
		// ([L678]): 10 cm, and the charge goes 12.
		{"too far [L1474]",
			newWorld().unit("inf", 0, Infantry, 3, 60, 80, north, nil).unit("sup", 0, Infantry, 1, 60, 82, north, nil).
				base("sup", "sup.2", 57, 82, geom.FromBearing(270)).unit("orc", 1, Infantry, 3, 68, 66, south, nil), nil,
			supportedCharge("inf", "orc", "sup"), "support-reach", "[L1474]"},
		// Four elements behind three: straight behind, sup.4 would touch
		// the skirmisher by a corner; a friend on the left ("wall", x
		// 51-55) leaves no other place ([L1470]).
		{"touching an enemy by a corner [L1470]", supportWorld(4).unit("skirm", 1, Infantry, 1, 76, 72, north, nil).
			unit("wall", 0, Infantry, 1, 53, 70, north, nil), toOrder,
			supportedCharge("inf", "orc", "sup"), "support-contact", "[L1470]"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := c.w.state(t)
			if c.setup != nil {
				s = c.setup(t, s)
			}
			err := (Rules{}).Check(&s, c.a)
			if got := code(err); got != c.want {
				t.Fatalf("Check = %q (%v), want %q", got, err, c.want)
			}
			if !strings.Contains(err.Error(), c.rule) {
				t.Errorf("refusal %q does not name %s", err, c.rule)
			}
			plain := chargeAction(c.a.Args["unit"], c.a.Target)
			if err := (Rules{}).Check(&s, plain); err != nil {
				t.Errorf("the charge without support: %v", err)
			}
		})
	}
}

// The supporting elements count in the first round of combat (§9.7;
// [L1436]): every attack misses on both sides, and blue wins 3 to 0 on
// its three supports.
func TestSupportChargeCountsInCombat(t *testing.T) {
	s := supportWorld(3).state(t)
	s, _ = applyPure(t, s, supportedCharge("inf", "orc", "sup"))
	s = toCombat(t, s)
	// inf: 3 elements × (1 + 1 charging); orc: 3 × 1.
	_, evs := applyPure(t, s, fight(0, "inf"), dd(1, 9)...)
	contains(t, evs, "Result: Blue 3 (0 + 3 supports), Red 0")
}

// With a support charge both units move, then the charged unit shoots
// ([L888]); the supporters stay where they went when the shots remove a
// charging element (they do not move to fill the gap).
func TestSupportChargeShotAfterBothMove(t *testing.T) {
	w := bowWorld(bows(30), 0).unit("sup", 0, Infantry, 3, 76, 82, north, nil)
	s := w.state(t)
	n, evs := applyPure(t, s, supportedCharge("kn", "bw", "sup"), 6, 6, 6)
	var kinds []string
	for _, e := range evs {
		kinds = append(kinds, e.Kind+":"+e.Unit)
	}
	if got := strings.Join(kinds, " "); !strings.HasPrefix(got, "charge:kn charge:sup shoot:bw casualty:kn") {
		t.Fatalf("events %s, want the charge, the support, then the shots ([L888])", got)
	}
	if kn := mustUnit(t, &n, "kn"); len(kn.Bases) != 2 {
		t.Fatalf("kn has %d elements, want 2 after 3 hits", len(kn.Bases))
	}
	// kn ends 18 cm forward (y 62), sup 18 cm behind it: y 64, unmoved
	// by the loss.
	for i, x := range []float64{76, 80, 84} {
		wantAt(t, &n, "sup."+string(rune('1'+i)), x, 64)
	}
	e, _ := engagementOf(&n, "kn")
	if len(e.supportOrder) != 2 {
		t.Errorf("supporting elements %v, want the 2 behind kn's remaining elements", e.supportOrder)
	}
}

// The offers propose the supported charge next to the charge, with every
// base's path (issue: the player sees where all bases go), and say why
// when it cannot be made.
func TestSupportChargeOffers(t *testing.T) {
	cases := []struct {
		name     string
		w        *world
		ordered  bool
		label    string
		disabled string
		preview  int
	}{
		{"on initiative", supportWorld(3), false,
			"inf charge orc (initiative), supported by sup — front, 12 cm of front in contact", "", 6},
		{"touching an enemy", supportWorld(4).unit("skirm", 1, Infantry, 1, 76, 72, north, nil).
			unit("wall", 0, Infantry, 1, 53, 70, north, nil), true,
			"inf charge orc, supported by sup", "no element of a supporting unit may touch an enemy", 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := c.w.state(t)
			if c.ordered {
				s, _ = apply(t, toOrders(t, s), order(0, "gen", "inf"), 1, 1)
			}
			var found *rules.Offer
			for _, o := range (Rules{}).Offers(&s, 0, []string{"inf.1"}) {
				if o.Action.Args[argSupport] == "sup" && o.Action.Target == "orc" {
					found = &o
				}
			}
			if found == nil {
				t.Fatal("no supported charge offered")
			}
			if !strings.HasPrefix(found.Label, c.label) || !strings.Contains(found.Disabled, c.disabled) ||
				(c.disabled == "") != (found.Disabled == "") || len(found.Preview) != c.preview {
				t.Errorf("offer %q disabled %q with %d moves; want %q disabled %q with %d", found.Label, found.Disabled, len(found.Preview), c.label, c.disabled, c.preview)
			}
			if c.disabled == "" {
				if _, evs := applyPure(t, s, found.Action); !strings.Contains(eventText(evs), "sup follow inf in a support charge") {
					t.Errorf("the offer's action:\n%s", eventText(evs))
				}
			}
		})
	}
}
