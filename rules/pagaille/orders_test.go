package pagaille

import (
	"testing"

	"plateau/rules"
	"plateau/rules/rulestest"
)

// TestOrderCost is bep §15 examples 2 and 3 (L55-78, L958-986): three
// orders to a unit without its officer cost 1 + 2 + 3 CP with three
// tests; an attached officer's first order to his unit is free and
// untested, his second costs 2 and a test.
func TestOrderCost(t *testing.T) {
	for _, tc := range []struct {
		n    int
		own  bool
		cp   int
		test bool
	}{
		{1, false, 1, true}, {2, false, 2, true}, {3, false, 3, true},
		{1, true, 0, false}, {2, true, 2, true}, {5, true, 5, true},
	} {
		cp, test := OrderCost(tc.n, tc.own)
		if cp != tc.cp || test != tc.test {
			t.Errorf("OrderCost(%d, own %v) = %d CP, test %v; want %d, %v", tc.n, tc.own, cp, test, tc.cp, tc.test)
		}
	}
	total := 0
	for n := 1; n <= 3; n++ {
		cp, _ := OrderCost(n, false)
		total += cp
	}
	if total != 6 {
		t.Errorf("example 2: %d CP, want 6", total)
	}
}

// TestOrdersInPlay plays the costs, tests and failures of §5-6 with
// scripted dice. Blue has 3 CP: the spears, their average officer (Cd 8)
// and the average general (Cd 9).
func TestOrdersInPlay(t *testing.T) {
	r := Rules{}
	type want struct {
		cp        int    // blue's CP after
		allowance int    // the spears' Advance, 0 for none
		failed    string // the officer who failed, if any
		active    int    // the army to play after
		done      int    // blue's done counter
	}
	for _, tc := range []struct {
		name     string
		settings []string
		officer  string
		orders   int // orders the spears already had this turn
		faces    []int
		want     want
	}{
		{"own officer's first order: free, no test (L55-58)", nil, "spears", 0, []int{3, 4}, want{3, 7, "", 0, 0}},
		{"own officer's second order: 2 CP and a test passed at Cd (L60-62)", nil, "spears", 1, []int{4, 4, 1, 1}, want{1, 2, "", 0, 0}},
		{"own officer's second order failed at Cd + 1 (L45-46)", nil, "spears", 1, []int{4, 5}, want{1, 0, "spears", 1, 0}},
		{"the failed order unpaid (payOnFailedTest false, A6)", []string{SetPayOnFailedTest, "false"}, "spears", 1, []int{4, 5}, want{3, 0, "spears", 1, 0}},
		{"the general's order: 1 CP, test 2D6 ≤ 9 on 6+3", nil, "blue-gen", 0, []int{6, 3, 6, 6}, want{2, 12, "", 0, 0}},
		{"the general passes on double 1", nil, "blue-gen", 0, []int{1, 1, 2, 3}, want{2, 5, "", 0, 0}},
		{"the general fails on 5+5: the army is done (L47-49)", nil, "blue-gen", 0, []int{5, 5}, want{2, 0, "blue-gen", 1, doneGeneral}},
		{"the general fails on double 6", nil, "blue-gen", 0, []int{6, 6}, want{2, 0, "blue-gen", 1, doneGeneral}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := standard(t).orders(0, tc.settings...)
			unit(t, &s, "spears").SetStatus(stOrders, tc.orders)
			s, _ = rulestest.Apply(t, r, s, act(0, tc.officer))
			s, evs := rulestest.Apply(t, r, s, order(0, "spears", OrderAdvance), tc.faces...)
			u := unit(t, &s, "spears")
			if got := CP(&s, 0); got != tc.want.cp {
				t.Errorf("blue has %d CP, want %d", got, tc.want.cp)
			}
			if got := u.Status[stAllowance]; got != tc.want.allowance {
				t.Errorf("allowance %d pas, want %d", got, tc.want.allowance)
			}
			if u.Status[stOrders] != tc.orders+1 {
				t.Errorf("the spears had %d orders, want %d", u.Status[stOrders], tc.orders+1)
			}
			if tc.want.failed != "" && unit(t, &s, tc.want.failed).Status[stFailed] != 1 {
				t.Errorf("%s has not failed", tc.want.failed)
			}
			if s.Active != tc.want.active || s.Counters[doneKey(&s, 0)] != tc.want.done {
				t.Errorf("army %d to play, blue done %d; want %d, %d", s.Active, s.Counters[doneKey(&s, 0)], tc.want.active, tc.want.done)
			}
			if _, ok := activeOfficer(&s); ok == (tc.want.failed != "") {
				t.Errorf("an officer active: %v", ok)
			}
			for _, e := range evs {
				if len(e.Rolls) > 0 && len(e.Facts) == 0 {
					t.Errorf("event %q rolled with no facts", e.Text)
				}
			}
		})
	}
}

// TestGeneralFailureEndsTheArmy: after its general failed, no officer of
// the army may be activated this turn (L47-49); red plays on alone.
func TestGeneralFailureEndsTheArmy(t *testing.T) {
	r := Rules{}
	s := standard(t).orders(0)
	s, _ = rulestest.Apply(t, r, s, act(0, "blue-gen"))
	s, _ = rulestest.Apply(t, r, s, order(0, "spears", OrderAdvance), 6, 6)
	s, _ = rulestest.Apply(t, r, s, act(1, "axes"))
	s, _ = rulestest.Apply(t, r, s, endPhaseAction(1))
	if s.Turn != 2 {
		t.Fatalf("turn %d, army %d to play: blue should have no officer left", s.Turn, s.Active)
	}
	s = standard(t).orders(0)
	s, _ = rulestest.Apply(t, r, s, act(0, "blue-gen"))
	s, _ = rulestest.Apply(t, r, s, order(0, "spears", OrderAdvance), 6, 6)
	s.Active = 0 // as if red had handed back: the army is still done
	if err := r.Check(&s, act(0, "spears")); rulestest.Code(err) != "general-failed" {
		t.Errorf("an officer of a failed general: %v", err)
	}
}

// TestOrderRefusals: what checkOrder refuses, each with its code.
func TestOrderRefusals(t *testing.T) {
	r := Rules{}
	for _, tc := range []struct {
		name string
		edit func(s *rules.State)
		a    rules.Action
		code string
	}{
		{"no officer active", func(s *rules.State) { s.SetCounter(ctOfficer, 0) }, order(0, "spears", OrderAdvance), "no-officer"},
		{"not enough CP (L64-78)", func(s *rules.State) { s.SetCounter(cpKey(s, 0), 0) }, order(0, "spears", OrderAdvance), "cp"},
		{"exactly enough CP", func(s *rules.State) { s.SetCounter(cpKey(s, 0), 1) }, order(0, "spears", OrderAdvance), ""},
		{"an enemy unit", nil, order(0, "axes", OrderAdvance), "not-a-unit"},
		{"the officer died with his unit (L784-789)", func(s *rules.State) {
			s.SetCounter(ctOfficer, s.UnitIndex("spears")+1)
			takeOff(s, unit(t, s, "spears"), goneDestroyed)
		}, order(0, "spears", OrderAdvance), "dead"},
		{"a routed unit only rallies (§6.5)", func(s *rules.State) { u, _ := s.Unit("spears"); u.SetStatus(stRouted, 1) }, order(0, "spears", OrderAdvance), "routed"},
		{"rally a unit not routed (L297)", nil, order(0, "spears", OrderRally), "not-routed"},
		{"a unit without missile weapons does not shoot (§8 [L118-121])", nil, order(0, "spears", OrderShoot), "no-missile"},
		{"in contact with the enemy (§6.5)", func(s *rules.State) {
			b, _ := s.Base("axes.1")
			b.Shape.Center.X = 45.01 // blue's front edge is at x = 42.5; red's block is 5 deep
		}, order(0, "spears", OrderAdvance), "engaged"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := standard(t).orders(0)
			s, _ = rulestest.Apply(t, r, s, act(0, "blue-gen"))
			if tc.edit != nil {
				tc.edit(&s)
			}
			if got := rulestest.Code(r.Check(&s, tc.a)); got != tc.code {
				t.Errorf("Check = %q, want %q", got, tc.code)
			}
		})
	}
}

// TestCommandRange (§6.3, L960; G3): the average general's 20 pas from
// his base's edge to the unit's nearest edge: exactly 20 is in range,
// 20.01 is not; his own unit is always in range of an attached officer.
func TestCommandRange(t *testing.T) {
	r := Rules{}
	for _, tc := range []struct {
		name string
		gap  float64 // pas between the bases
		code string
	}{
		{"well within", 5, ""},
		{"exactly 20 pas", 20, ""},
		{"20.01 pas", 20.01, "range"},
		{"far off", 60, "range"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBattle(t)
			b.leader("blue-gen", 0, TypeGeneral, 3, 20, 60)
			// The general's base ends at x = 21.25, the spears' starts 2.5 cm before their centre.
			b.troop("spears", 0, TypeInfantry, 3, 4, 2, 21.25+tc.gap*pas+2.5, 60, map[string]float64{keyOfficer: 2})
			b.troop("axes", 1, TypeInfantry, 3, 4, 2, 160, 60, map[string]float64{keyGeneral: 3})
			s := b.orders(0)
			s, _ = rulestest.Apply(t, r, s, act(0, "blue-gen"))
			if got := rulestest.Code(r.Check(&s, order(0, "spears", OrderAdvance))); got != tc.code {
				t.Errorf("Check = %q, want %q", got, tc.code)
			}
			s = b.orders(0)
			s, _ = rulestest.Apply(t, r, s, act(0, "spears"))
			if err := r.Check(&s, order(0, "spears", OrderAdvance)); err != nil {
				t.Errorf("the attached officer's own unit: %v", err)
			}
		})
	}
}

// TestOfficerStats (A11): the officers' ranges from the prose or the
// annex.
func TestOfficerStats(t *testing.T) {
	u := &rules.Unit{Type: TypeOfficer, Profile: map[string]float64{keyQuality: 1}}
	for _, tc := range []struct {
		stats     OfficerStats
		cd, rng   int
		quality   float64
		typ       string
		isGeneral bool
	}{
		{OfficersProse, 9, 20, 1, TypeOfficer, false},
		{OfficersAnnex, 9, 22, 1, TypeOfficer, false},
		{OfficersProse, 7, 10, 3, TypeOfficer, false},
		{OfficersProse, 11, 30, 1, TypeGeneral, true},
		{OfficersAnnex, 8, 15, 4, TypeGeneral, true},
	} {
		u.Type, u.Profile[keyQuality] = tc.typ, tc.quality
		st := Defaults()
		st.OfficerStats = tc.stats
		o, ok := officerOf(u, st)
		if !ok || o.Cd != tc.cd || o.Range != tc.rng || o.General != tc.isGeneral {
			t.Errorf("%s %g (%s): %+v, %v; want Cd %d, %d pas", tc.typ, tc.quality, tc.stats, o, ok, tc.cd, tc.rng)
		}
	}
}
