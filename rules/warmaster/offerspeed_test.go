package warmaster

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
	"plateau/rules/warmaster/charge"
)

// The offers ask the charge solver once per charge (chargesolution.go):
// the answer kept is the solver's own, asked again it is the same one,
// a refusal reads as placements always gave it (a *rules.Violation citing
// the rule, wme.md §7.5), and the offer, its check and a Check of the
// action agree.
func TestChargeSolutionAsksOnce(t *testing.T) {
	s := ordered2(t, chargeWorld().state(t), "inf")
	inf := mustUnit(t, &s, "inf")
	for _, tc := range []struct {
		target string
		refuse string // the refusal's code, "" when the charge is placed
	}{{"orc", ""}, {"far", "charge-out-of-reach"}} {
		tgt := mustUnit(t, &s, tc.target)
		a := chargeAction("inf", tc.target)
		sol := solveCharge(&s, inf, tgt, a)
		ps, err := sol.solve(nil)
		want, wantErr := charge.Solve(chargeInput(&s, inf, tgt, a))
		var v *rules.Violation
		switch {
		case tc.refuse == "" && (err != nil || wantErr != nil || !reflect.DeepEqual(ps, want)):
			t.Errorf("%s: kept %d placements (%v), the solver gives %d (%v)", tc.target, len(ps), err, len(want), wantErr)
		case tc.refuse != "" && (!errors.As(err, &v) || v.Code != tc.refuse):
			t.Errorf("%s: refusal %v, want a violation %s", tc.target, err, tc.refuse)
		}
		again, errAgain := sol.solve(nil)
		if len(ps) > 0 && &again[0] != &ps[0] || (err == nil) != (errAgain == nil) {
			t.Errorf("%s: asked twice, solved twice", tc.target)
		}
		check := checkSolvedCharge(&s, a, sol)
		if (check == nil) != (tc.refuse == "") || (check == nil) != ((Rules{}).Check(&s, a) == nil) {
			t.Errorf("%s: checked with the kept answer %v, by Check %v", tc.target, check, (Rules{}).Check(&s, a))
		}
		o := chargeOffer(&s, inf, tgt, a, "charge", nil)
		if o.solution == nil || (o.Disabled == "") != (tc.refuse == "") {
			t.Errorf("%s: offer disabled %q, solution kept %v", tc.target, o.Disabled, o.solution != nil)
		}
	}
}

// The order offers share one threatMemo: every commander's order of a
// unit, and each item variant, meets the same enemies within 20 cm
// ([L535]); the test with the memo is the test without it.
func TestThreatMemo(t *testing.T) {
	for _, tc := range []struct {
		name     string
		build    func(w *world)
		threaten bool
	}{
		{"enemy 15 cm ahead", func(w *world) { w.unit("orc", 1, Infantry, 3, 60, 44, south, nil) }, true},
		{"enemy behind a wood", func(w *world) {
			w.unit("orc", 1, Infantry, 3, 60, 44, south, nil)
			w.feature("wood", "wood", geom.V(50, 48), geom.V(80, 48), geom.V(80, 55), geom.V(50, 55))
		}, false},
	} {
		w := newWorld().unit("inf", 0, Infantry, 3, 60, 60, north, nil)
		w.commander("gen", 0, General, 9, 64, 63)
		w.commander("hero", 0, Hero, 8, 56, 63)
		tc.build(w)
		s := w.state(t)
		memo := threatMemo{}
		asked := -1
		for _, c := range []string{"gen", "hero"} {
			got, err := prepareOrderWith(&s, order(0, c, "inf"), memo)
			want, wantErr := prepareOrder(&s, order(0, c, "inf"))
			if err != nil || wantErr != nil || !reflect.DeepEqual(got, want) {
				t.Errorf("%s, %s: with the memo %v (%v), without %v (%v)", tc.name, c, got.Breakdown(), err, want.Breakdown(), wantErr)
			}
			if threat := strings.Contains(strings.Join(got.Breakdown(), "\n"), "enemy within 20 cm"); threat != tc.threaten {
				t.Errorf("%s, %s: enemy within 20 cm %v, want %v", tc.name, c, threat, tc.threaten)
			}
			if asked >= 0 && len(memo) != asked {
				t.Errorf("%s, %s: the memo grew from %d to %d: the same enemies asked again", tc.name, c, asked, len(memo))
			}
			asked = len(memo)
		}
		if v, ok := memo[[2]string{"orc", "inf"}]; !ok || v != tc.threaten {
			t.Errorf("%s: memo %v, want orc → inf %v", tc.name, memo, tc.threaten)
		}
	}
}

// farApart only skips enemies truly beyond the initiative range (wme.md
// §6.2 [L445]): whenever it says so, the elements are farther apart than
// the range, whatever their facings; and it does say so of far ones.
func TestFarApart(t *testing.T) {
	r := InitiativeRange + geom.Eps
	a := geom.Rect{Center: geom.V(50, 50), Width: 4, Depth: 2, Facing: north}
	for _, gap := range []float64{0.5, 10, 19.9, 20, 20.1, 21, 25, 30} {
		for deg := 0.0; deg < 360; deg += 15 {
			for _, turn := range []float64{0, 45, 90} {
				b := geom.Rect{Center: a.Center.Add(geom.Dir(geom.FromBearing(deg)).Scale(gap + 2)), Width: 4, Depth: 2, Facing: geom.Rad(turn)}
				_, _, d := table.Closest(a, b)
				if farApart([]geom.Rect{a}, []geom.Rect{b}, r) && d <= r {
					t.Errorf("gap %g, bearing %g, turned %g: farApart though %.3f cm apart", gap, deg, turn, d)
				}
				if d > a.Radius()+b.Radius()+r && !farApart([]geom.Rect{a}, []geom.Rect{b}, r) {
					t.Errorf("gap %g: %.1f cm apart, not farApart", gap, d) // the shortcut would never serve
				}
			}
		}
	}
}
