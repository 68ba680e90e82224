package warmaster

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// Blue infantry "xb" (4 bases, x 72-88, y 79-81, facing north) and red
// infantry "orc" (3 bases, x 74-86, y 59-61, facing south), 18 cm apart
// (the shooting tests' pair).
func initiativeWorld() *world {
	return newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, nil).
		unit("orc", 1, Infantry, 3, 84, 60, south, nil)
}

func evade(unit, target, dist string) rules.Action {
	a := rules.Action{Kind: KindEvade, Side: 0, Target: target, Args: map[string]string{"unit": unit}}
	if dist != "" {
		a.Args["distance"] = dist
	}
	return a
}

func ids(us []*rules.Unit) string {
	var out []string
	for _, u := range us {
		out = append(out, u.ID)
	}
	return strings.Join(out, ",")
}

// Who may use initiative (wme.md §6.2; [L445], [L636], [L1991], [L439]):
// the nearest visible enemy unit within 20 cm, enemy commanders ignored,
// ties all offered; not confused or engaged units.
func TestInitiativeEligibility(t *testing.T) {
	tests := []struct {
		name string
		w    *world
		want string // the targets, or the refusal code
	}{
		{"18 cm ahead", initiativeWorld(), "orc"},
		{"exactly 20 cm", newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, nil).
			unit("orc", 1, Infantry, 3, 84, 58, south, nil), "orc"},
		{"20.5 cm", newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, nil).
			unit("orc", 1, Infantry, 3, 84, 57.5, south, nil), "no-initiative"},
		{"an enemy commander 5 cm ahead is ignored [L1991]", newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, nil).
			commander("hero", 1, Hero, 8, 80, 72), "no-initiative"},
		{"the nearer enemy behind is not visible: the one ahead", initiativeWorld().
			unit("rear", 1, Infantry, 1, 80, 90, north, nil), "orc"},
		{"two equally near: the owner chooses [L445]", newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, nil).
			unit("a", 1, Infantry, 1, 74, 65, south, nil).unit("b", 1, Infantry, 1, 86, 65, south, nil), "a,b"},
		{"the nearest, not the first", initiativeWorld().unit("near", 1, Infantry, 1, 80, 70, south, nil), "near"},
		{"confused [L439]", initiativeWorld().mark("xb", stConfused), "confused"},
		{"engaged [L439]", initiativeWorld().unit("foe", 1, Infantry, 1, 74, 82, north, nil), "engaged"},
	}
	for _, tc := range tests {
		s := tc.w.state(t)
		ts, v := initiativeTargets(&s, mustUnit(t, &s, "xb"))
		got := ids(ts)
		if v != nil {
			got = v.Code
		}
		if got != tc.want {
			t.Errorf("%s: initiativeTargets = %q, want %q", tc.name, got, tc.want)
		}
		// The sub-phase is played only when some unit may use it.
		wantPhase := PhaseInitiative
		if v != nil {
			wantPhase = PhaseOrders
		}
		if tc.name != "engaged [L439]" && s.Phase != wantPhase {
			t.Errorf("%s: the turn starts in phase %s, want %s (wme.md §5)", tc.name, s.Phase, wantPhase)
		}
	}
}

// The Command phase runs initiative → orders → commanders (wme.md §5,
// [L425-433]); a turn with no unit able to use initiative starts at the
// orders; an order ends the Initiative sub-phase.
func TestInitiativeSequence(t *testing.T) {
	s := newWorld().state(t)
	if s.Phase != PhaseOrders {
		t.Errorf("no enemy near: the battle starts in phase %s, want orders", s.Phase)
	}
	s = initiativeWorld().state(t)
	if s.Phase != PhaseInitiative {
		t.Fatalf("the battle starts in phase %s, want initiative", s.Phase)
	}
	n, evs := apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	if n.Phase != PhaseOrders || !strings.Contains(eventText(evs), "Orders sub-phase") {
		t.Errorf("after End initiative: phase %s, events %q", n.Phase, eventText(evs))
	}
	n, evs = apply(t, s, order(0, "gen", "xb"), 1, 1)
	if n.Phase != PhaseOrders || status(mustUnit(t, &n, "xb"), stMoving) == 0 {
		t.Errorf("an order in the Initiative sub-phase: phase %s, moving %d; want orders, moving", n.Phase, status(mustUnit(t, &n, "xb"), stMoving))
	}
	if !strings.Contains(eventText(evs), "the first order ends the Initiative sub-phase") {
		t.Errorf("events: %q", eventText(evs))
	}
	// Red's turn: its orcs are 18 cm from blue, so it starts with initiative.
	for n.Phase != PhaseInitiative || n.Active != 1 {
		n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: n.Active})
	}
	if got := (Rules{}).Legal(&n, 1); strings.Join(got, ",") != "charge,evade,order,end-phase" {
		t.Errorf("Legal in the Initiative sub-phase = %v", got)
	}
}

// A charge on initiative goes through the charge solver (wme.md §6.2,
// §7.5) and the unit takes no orders this turn ([L382], [L437]).
func TestInitiativeChargeThenNoOrders(t *testing.T) {
	s := initiativeWorld().state(t)
	n, evs := applyPure(t, s, chargeAction("xb", "orc"))
	xb := mustUnit(t, &n, "xb")
	if !engaged(&n, xb) || status(xb, stCharged) == 0 || status(xb, stInitiative) == 0 {
		t.Errorf("after the charge: engaged %v, status %v", engaged(&n, xb), xb.Status)
	}
	if !strings.Contains(eventText(evs), "xb charge orc on initiative") {
		t.Errorf("events: %q", eventText(evs))
	}
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	if got := code((Rules{}).Check(&n, order(0, "gen", "xb"))); got != "engaged" && got != "initiative-used" {
		t.Errorf("an order after a charge on initiative: %q, want a refusal", got)
	}
}

// Initiative charges: artillery never charges on initiative ([L2278]);
// only the nearest visible enemy ([L445], [L467]); a charge on
// initiative is at full pace in line, half in an irregular formation
// ([L748], A2).
func TestInitiativeChargeRefusals(t *testing.T) {
	s := newWorld().unit("art", 0, Artillery, 1, 80, 80, north, nil).
		unit("orc", 1, Infantry, 3, 84, 60, south, nil).state(t)
	if got := code((Rules{}).Check(&s, chargeAction("art", "orc"))); got != "artillery" {
		t.Errorf("artillery charging on initiative: %q, want artillery", got)
	}
	if err := (Rules{}).Check(&s, evade("art", "orc", "")); err != nil {
		t.Errorf("artillery evading: %v, want allowed", err)
	}
	s = initiativeWorld().unit("far", 1, Infantry, 1, 80, 65, south, nil).state(t)
	if got := code((Rules{}).Check(&s, chargeAction("xb", "orc"))); got != "nearest" {
		t.Errorf("charging the farther enemy: %q, want nearest", got)
	}
	if err := (Rules{}).Check(&s, chargeAction("xb", "far")); err != nil {
		t.Errorf("charging the nearest: %v", err)
	}
	s = initiativeWorld().state(t)
	xb := mustUnit(t, &s, "xb")
	if got := initiativePace(&s, xb); got != 20 {
		t.Errorf("infantry in line charges %g cm on initiative, want 20", got)
	}
	b, _ := s.Base("xb.2")
	b.Shape.Facing += math.Pi / 4 // no longer a line
	if got := initiativePace(&s, xb); got != 10 {
		t.Errorf("irregular infantry charges %g cm on initiative, want 10 (A2)", got)
	}
}

// An evade (wme.md §7.4; [L722-728]): full pace whatever the formation,
// rigidly straight away from the nearest visible enemy along the line
// between the closest points (G2); a shorter distance may be chosen; the
// unit takes no orders this turn.
func TestEvadeDirectionAndDistance(t *testing.T) {
	tests := []struct {
		name   string
		w      *world
		dist   string
		base   string
		want   geom.Vec // the base's centre afterwards
		refuse string
	}{
		{"full pace straight back", initiativeWorld(), "", "xb.1", geom.V(74, 100), ""},
		{"a shorter evade [L722]", initiativeWorld(), "7.5", "xb.1", geom.V(74, 87.5), ""},
		{"beyond full pace", initiativeWorld(), "20.5", "", geom.Vec{}, "allowance"},
		// Corner to corner: blue (48-52, 79-81), red (58-62, 69-71); the
		// ruler runs from (58, 71) to (52, 79): (−0.6, 0.8) per cm.
		{"diagonal, between the closest points (G2)", newWorld().unit("xb", 0, Infantry, 1, 50, 80, north, nil).
			unit("orc", 1, Infantry, 1, 60, 70, south, nil), "10", "xb.1", geom.V(44, 88), ""},
		{"irregular: still full pace [L722]", initiativeWorld().turned("xb.4", 30), "20", "xb.1", geom.V(74, 100), ""},
		{"off the table", newWorld().unit("xb", 0, Infantry, 4, 74, 110, north, nil).
			unit("orc", 1, Infantry, 3, 84, 95, south, nil), "15", "", geom.Vec{}, "off-table"},
		{"not ending in a friend's ranks [L736] (evade_test.go passes them)", initiativeWorld().unit("fr", 0, Infantry, 2, 76, 90, north, nil),
			"10", "", geom.Vec{}, "pass-short"},
		{"not a flyer [L2121]", newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, map[string]float64{keyFly: 1}).
			unit("orc", 1, Infantry, 3, 84, 60, south, nil), "", "", geom.Vec{}, "flyer"},
	}
	for _, tc := range tests {
		s := tc.w.state(t)
		a := evade("xb", "", tc.dist)
		err := (Rules{}).Check(&s, a)
		if got := code(err); got != tc.refuse {
			t.Errorf("%s: Check = %q, want %q", tc.name, got, tc.refuse)
			continue
		}
		if tc.refuse != "" {
			continue
		}
		n, evs := applyPure(t, s, a)
		if got := centre(t, &n, tc.base); !got.Near(tc.want) {
			t.Errorf("%s: %s at %v, want %v", tc.name, tc.base, got, tc.want)
		}
		xb := mustUnit(t, &n, "xb")
		if status(xb, stInitiative) == 0 || !strings.Contains(eventText(evs), "evade orc on initiative") {
			t.Errorf("%s: status %v, events %q", tc.name, xb.Status, eventText(evs))
		}
		// No orders this turn ([L382], [L437]), no second initiative.
		n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0})
		if got := code((Rules{}).Check(&n, order(0, "gen", "xb"))); got != "initiative-used" {
			t.Errorf("%s: an order after the evade: %q, want initiative-used", tc.name, got)
		}
	}
}

// turned turns a base about its centre by deg degrees before the battle.
func (w *world) turned(base string, deg float64) *world {
	for i := range w.s.Table.Bases {
		if b := &w.s.Table.Bases[i]; b.ID == base {
			b.Shape.Facing += deg * math.Pi / 180
		}
	}
	return w
}

// An evade ends at least 1 cm from every unit engaged in combat, friend or
// enemy ([L724], A10). Behind the crossbowmen (y 79-81) a red unit (y
// 95-97) is engaged with a blue one behind it; the red unit, behind, is
// not visible, so the orcs ahead are still the nearest visible enemy.
func TestEvadeOneCentimetreRule(t *testing.T) {
	w := initiativeWorld().unit("en", 1, Infantry, 1, 80, 96, north, nil).
		unit("fr", 0, Infantry, 1, 80, 98, north, nil)
	s := w.state(t)
	tests := []struct {
		dist string
		want string
	}{
		{"13", ""},            // 1 cm short of en
		{"13.5", "evade-gap"}, // 0.5 cm
		{"14.5", "blocked"},   // through it
	}
	for _, tc := range tests {
		if got := code((Rules{}).Check(&s, evade("xb", "orc", tc.dist))); got != tc.want {
			t.Errorf("evade %s cm: Check = %q, want %q", tc.dist, got, tc.want)
		}
	}
	// Without a distance, the longest legal one: 13 cm.
	n, _ := applyPure(t, s, evade("xb", "orc", ""))
	if got := centre(t, &n, "xb.1").Y; math.Abs(got-93) > 0.1+geom.Eps {
		t.Errorf("the longest evade ends at y %v, want 93 (13 cm)", got)
	}
}

// Fanatics must charge on initiative if they can ([L451], [L812]).
func TestFanaticsMustCharge(t *testing.T) {
	s := newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, map[string]float64{keyFanatic: 1}).
		unit("orc", 1, Infantry, 3, 84, 60, south, nil).state(t)
	end := rules.Action{Kind: rules.KindEndPhase, Side: 0}
	for _, a := range []rules.Action{end, evade("xb", "orc", ""), order(0, "gen", "xb")} {
		if got := code((Rules{}).Check(&s, a)); got != "fanatic" {
			t.Errorf("a fanatic that can charge, %s: %q, want fanatic", a, got)
		}
	}
	n, _ := apply(t, s, chargeAction("xb", "orc"))
	if err := (Rules{}).Check(&n, end); err != nil {
		t.Errorf("after the charge, End initiative: %v", err)
	}
}

// The offers of the Initiative sub-phase (issue: "Knights charge Orc
// Warriors (initiative)", "Knights evade Orc Warriors (30 cm)", "End
// initiative"), with the bases' paths as previews; the other placements
// of the charge (chargealt_test.go) aside.
func TestInitiativeOffers(t *testing.T) {
	s := initiativeWorld().state(t)
	var offers []rules.Offer
	var labels []string
	for _, o := range (Rules{}).Offers(&s, 0, nil) {
		if o.Action.Args["placement"] == "" {
			offers = append(offers, o)
			labels = append(labels, o.Label)
		}
	}
	if len(offers) != 3 || !strings.HasPrefix(offers[0].Label, "xb charge orc (initiative)") ||
		offers[1].Label != "xb evade orc (20 cm)" || offers[2].Label != "End initiative" {
		t.Fatalf("offers %q", labels)
	}
	for _, o := range offers[:2] {
		if o.Disabled != "" || len(o.Preview) != 4 {
			t.Errorf("%s: disabled %q, %d previews, want 4", o.Label, o.Disabled, len(o.Preview))
		}
		if err := (Rules{}).Check(&s, o.Action); err != nil {
			t.Errorf("%s: the offered action is refused: %v", o.Label, err)
		}
	}
	// Selecting a unit that cannot use initiative says why.
	s = initiativeWorld().unit("idle", 0, Infantry, 1, 20, 100, north, nil).state(t)
	offers = Rules{}.Offers(&s, 0, []string{"idle.1"})
	if len(offers) != 2 || !strings.Contains(offers[0].Disabled, "no visible enemy unit within 20 cm") {
		t.Errorf("offers for a unit far from the enemy: %+v", offers)
	}
}
