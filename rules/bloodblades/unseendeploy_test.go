package bloodblades

import (
	"slices"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// S7 [L719] with red's ambush recorded at S6 [L717]: the ambush is not
// on the table until revealed [L1289], so blue's deployment is checked
// without it and no refusal names it; a base deployed on or touching it
// discovers it "au contact" [L1630]: the whole ambush is revealed and
// the deployment is not made (unseen.go, applyUnseenDeploy). No zones
// here (without A9's zones an ambush may stand where the enemy deploys).
func TestDeploymentMeetsAmbush(t *testing.T) {
	world := func() rules.State {
		w := preWorld().set(SetAmbush, AmbushAllowed).rect("wd", "wood", 40, 20, 80, 40).
			unit("b", 0, "Irr Cv(O)", 60, 65, north).unit("f", 0, "Irr Cv(O)", 20, 65, north).
			unit("amb", 1, "Irr Cv(O)", 60, 30, south).unit("amb2", 1, "Irr Cv(O)", 60+Scales["15mm"].Width, 30, south)
		w.s.Sides[0].Deployment, w.s.Sides[1].Deployment = nil, nil
		s := w.state(t)
		s.Turn, s.Phase, s.Active = 0, PhaseDeploy, 0
		hide(&s, "amb", "amb2")
		return s
	}
	s0 := world()
	amb := base(&s0, "amb")
	touch := amb.Shape.Center.Y + amb.Shape.Depth/2 + base(&s0, "b").Shape.Depth/2 // b's front on amb's front
	for _, c := range []struct {
		name string
		x, y float64
		// code is the check's refusal, "" for none; revealed, whether
		// the ambush is revealed; placed, whether b is deployed there.
		code     string
		revealed bool
		placed   bool
	}{
		{"on the hidden base: checked without it, revealed, not made [L1289, L1630]", 60, 30, "", true, false},
		{"touching the hidden base: revealed at contact, not made [L1630, L719]", 60, touch, "", true, false},
		{"clear of it: made, the ambush still hidden [L1289]", 60, 50, "", false, true},
		{"on a friend: refused, naming the friend only [L719]", 20, 65.5, "overlap", false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := world()
			a := place(&s, "b", c.x, c.y)
			err := (Rules{}).Check(&s, a)
			if got := code(err); got != c.code {
				t.Fatalf("check: %q (%v), want %q", got, err, c.code)
			}
			if err != nil {
				v := err.(*rules.Violation)
				if slices.Contains(v.Bases, "amb.1") || slices.Contains(v.Bases, "amb2.1") || strings.Contains(v.Msg, "amb") {
					t.Errorf("refusal names a hidden base: %+v", v)
				}
				return
			}
			n, evs := apply(t, s, a)
			if got := !Hidden(&n, base(&n, "amb")) && !Hidden(&n, base(&n, "amb2")); got != c.revealed {
				t.Errorf("revealed %v, want %v (events %v)", got, c.revealed, evs)
			}
			at := base(&n, "b").Shape.Center
			if got := at.Dist(geom.V(c.x, c.y)) < 1e-6; got != c.placed {
				t.Errorf("b at %v: placed %v, want %v", at, got, c.placed)
			}
			if c.revealed {
				if len(evs) != 2 || evs[0].Kind != "revealed" || evs[1].Kind != "not-deployed" || !has(evs[0].Text, "[L1289]") {
					t.Fatalf("events %+v, want revealed then not-deployed", evs)
				}
				if !has(evs[0].Text, "meets") {
					t.Errorf("reveal %q: want the contact told", evs[0].Text)
				}
			} else {
				for _, e := range evs {
					if e.Kind == "revealed" || strings.Contains(e.Text, "amb") {
						t.Errorf("event %+v tells of the hidden ambush", e)
					}
				}
			}
		})
	}
}
