package pagaille

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/rulestest"
)

// facing is blue's spears (40, 60) and red's axes gap pas beyond their
// front edge, front to front and aligned; typ is the spears' troop.
func facing(t *testing.T, typ string, gap float64) *battle {
	b := newBattle(t)
	depth := 2 * fig
	if typ == TypeCavalry {
		depth = 4 * fig
	}
	b.troop("spears", 0, typ, 1, 4, 2, 40, 60, map[string]float64{keyOfficer: 2})
	b.leader("blue-gen", 0, TypeGeneral, 3, 30, 60)
	b.troop("axes", 1, TypeInfantry, 3, 4, 2, 40+depth/2+gap*pas+fig, 60, map[string]float64{keyGeneral: 3})
	return b
}

func charge(side int, unit, target string) rules.Action {
	a := order(side, unit, OrderCharge)
	a.Args[ArgTarget] = target
	return a
}

// TestChargeReach is bep §15 examples 6 and 7 (L147, L154-159, L622):
// infantry reach 18 pas, cavalry 24; strictly beyond, the unit stays
// and the order has failed (the officer is done, the turn goes on).
func TestChargeReach(t *testing.T) {
	r := Rules{}
	for _, tc := range []struct {
		name string
		typ  string
		gap  float64
		ok   bool
	}{
		{"example 6: infantry at 18.0 pas", TypeInfantry, 18, true},
		{"example 6: infantry at 18.1 pas", TypeInfantry, 18.1, false},
		{"infantry at 18.01 pas", TypeInfantry, 18.01, false},
		{"example 7: cavalry at 22 pas", TypeCavalry, 22, true},
		{"cavalry at exactly 24 pas", TypeCavalry, 24, true},
		{"cavalry at 24.01 pas", TypeCavalry, 24.01, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := facing(t, tc.typ, tc.gap).orders(0)
			s, _ = rulestest.Apply(t, r, s, act(0, "spears"))
			before, _ := s.Base("spears.1")
			at := before.Shape.Center
			s, evs := rulestest.Apply(t, r, s, charge(0, "spears", "axes")) // his own unit's first order: no die
			u := unit(t, &s, "spears")
			if got := u.Status[stCharge] != 0; got != tc.ok {
				t.Errorf("charging: %v, want %v (%s)", got, tc.ok, evs[len(evs)-1].Text)
			}
			if failed := u.Status[stFailed] == 1; failed == tc.ok {
				t.Errorf("officer failed: %v", failed)
			}
			if after, _ := s.Base("spears.1"); !after.Shape.Center.Near(at) {
				t.Errorf("the declaration moved the unit")
			}
			if !tc.ok && s.Active != 1 {
				t.Errorf("after the failed charge army %d is to play", s.Active)
			}
		})
	}
}

// TestChargeHome (§7.4 steps 4-5, G4, G7): the snap offered puts the four
// front figures in contact; a move short of contact is refused; a
// placement touching with one figure only is accepted with a warning;
// the units in contact may no longer advance.
func TestChargeHome(t *testing.T) {
	r := Rules{}
	s := facing(t, TypeInfantry, 10).orders(0)
	s, _ = rulestest.Apply(t, r, s, act(0, "spears"))
	s, _ = rulestest.Apply(t, r, s, charge(0, "spears", "axes"))
	if got := rulestest.Code(r.Check(&s, step(&s, "spears.1", 5*pas))); got != "no-contact" {
		t.Errorf("a charge short of contact: %q", got)
	}
	if got := rulestest.Code(r.Check(&s, step(&s, "spears.1", 12*pas))); got != "blocked" {
		t.Errorf("a charge through the target: %q", got)
	}
	offers := r.Offers(&s, 0, nil)
	if len(offers) == 0 || !strings.HasPrefix(offers[0].Label, "Charge home: spears into axes") || offers[0].Disabled != "" {
		t.Fatalf("offers %v", labels(offers))
	}
	home, evs := rulestest.Apply(t, r, s, offers[0].Action)
	last := evs[len(evs)-1]
	if last.Kind != "contact" || last.Facts[0].Value != 4 || strings.Contains(last.Text, "Warning") {
		t.Errorf("the snap: %s %v", last.Text, last.Facts)
	}
	if unit(t, &home, "spears").Status[stCharge] != 0 {
		t.Errorf("the charge is still open")
	}
	// Placed by hand, three figures' width aside: one figure edge to edge,
	// its neighbour corner to corner (L175-178).
	b, _ := s.Base("spears.1")
	from := b.Shape.Pose()
	to := geom.Pose{Pos: from.Pos.Add(geom.V(10*pas, 3*fig)), Facing: from.Facing}
	side := rules.Action{Kind: rules.KindMove, Side: 0, Moves: []rules.Move{{Base: "spears.1", Path: geom.Path{from, to}}}}
	_, evs = rulestest.Apply(t, r, s, side)
	last = evs[len(evs)-1]
	if last.Facts[0].Value != 2 || !strings.Contains(last.Text, "Warning") || len(last.Facts) != 2 || last.Facts[1].Value != 4 {
		t.Errorf("two figures in contact: %s %v", last.Text, last.Facts)
	}
	// The melee is fought at once (§7.4 step 6): nothing else until then.
	if got := rulestest.Code(r.Check(&home, endPhaseAction(0))); got != "melee" {
		t.Errorf("ending the activation before the melee: %q, want melee", got)
	}
	home.SetCounter(ctMelee, 0) // as after a tie: still in contact
	home.SetCounter(ctMeleeTarget, 0)
	// In contact, the spears may not advance (§6.5 PROPOSED).
	home, _ = rulestest.Apply(t, r, home, endPhaseAction(0))
	home, _ = rulestest.Apply(t, r, home, endPhaseAction(1))
	home, _ = rulestest.Apply(t, r, home, act(0, "blue-gen"))
	if got := rulestest.Code(r.Check(&home, order(0, "spears", OrderAdvance))); got != "engaged" {
		t.Errorf("an Advance from contact: %q", got)
	}
}

// TestChargeTarget: a charge names an enemy unit of figures (L147-153).
func TestChargeTarget(t *testing.T) {
	r := Rules{}
	s := facing(t, TypeInfantry, 10).orders(0)
	s, _ = rulestest.Apply(t, r, s, act(0, "spears"))
	for _, tc := range []struct {
		target, code string
	}{{"axes", ""}, {"blue-gen", "no-target"}, {"spears", "no-target"}, {"", "no-target"}} {
		if got := rulestest.Code(r.Check(&s, charge(0, "spears", tc.target))); got != tc.code {
			t.Errorf("charge into %q: %q, want %q", tc.target, got, tc.code)
		}
	}
}

// TestChargeFailedTest: a charge whose command test fails does not move
// nor measure (§7.4 step 2).
func TestChargeFailedTest(t *testing.T) {
	r := Rules{}
	s := facing(t, TypeInfantry, 10).orders(0)
	s, _ = rulestest.Apply(t, r, s, act(0, "blue-gen"))
	s, evs := rulestest.Apply(t, r, s, charge(0, "spears", "axes"), 6, 4) // 10 > Cd 9
	if unit(t, &s, "spears").Status[stCharge] != 0 || s.Counters[doneKey(&s, 0)] != doneGeneral {
		t.Errorf("after a failed test: %v", evs)
	}
	for _, e := range evs {
		if e.Kind == "charge" {
			t.Errorf("the reach was measured: %s", e.Text)
		}
	}
}

// TestChargeHomeDetour: when the straight way into contact is blocked
// (impassable rocks between), the snap offered goes round them by one
// waypoint; the charge's reach is measured unit to unit (A19).
func TestChargeHomeDetour(t *testing.T) {
	r := Rules{}
	b := facing(t, TypeInfantry, 10)
	b.feature("rocks", KindImpassable, geomPts(50, 57, 55, 57, 55, 63, 50, 63)...)
	s := b.orders(0)
	s, _ = rulestest.Apply(t, r, s, act(0, "spears"))
	s, _ = rulestest.Apply(t, r, s, charge(0, "spears", "axes"))
	home := chargeHomeOffers(&s, 0, Defaults())
	if len(home) != 1 || home[0].Disabled != "" {
		t.Fatalf("the charge home: %v", labels(home))
	}
	if n := len(home[0].Action.Moves[0].Path); n != 3 {
		t.Errorf("the path has %d poses, want a detour of 3", n)
	}
	if _, evs := rulestest.Apply(t, r, s, home[0].Action); !strings.Contains(evs[len(evs)-1].Text, "4 figures in contact") {
		t.Errorf("the charge home: %s", evs[len(evs)-1].Text)
	}
}

// TestChargeHomeSlides (G7): the snap offered slides along the target's
// edge to bring the most front figures into contact, however far aside
// the charger started.
func TestChargeHomeSlides(t *testing.T) {
	r := Rules{}
	for _, aside := range []float64{0, 4, 9, -7.5} {
		b := facing(t, TypeInfantry, 10)
		b.s.Table.Bases[2].Shape.Center.Y += aside
		s := b.orders(0)
		s, _ = rulestest.Apply(t, r, s, act(0, "spears"))
		s, _ = rulestest.Apply(t, r, s, charge(0, "spears", "axes"))
		home := chargeHomeOffers(&s, 0, Defaults())
		if len(home) != 1 || home[0].Disabled != "" {
			t.Fatalf("%g cm aside: %v", aside, labels(home))
		}
		_, evs := rulestest.Apply(t, r, s, home[0].Action)
		if last := evs[len(evs)-1]; last.Facts[0].Value != 4 || strings.Contains(last.Text, "Warning") {
			t.Errorf("%g cm aside: %s", aside, last.Text)
		}
	}
}
