package pagaille

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/block"
	"plateau/rules/rulestest"
)

func reform(side int, unit, files string) rules.Action {
	return rules.Action{Kind: KindReform, Side: side, Target: unit, Args: map[string]string{ArgFiles: files}}
}

// TestReform (§7.2 PROPOSED): re-forming the spears from 4 × 2 to 8 × 1
// keeps the front edge's middle; the farthest figures (the rear rank's
// ends) walk √(2.5² + 5²) = 5.59 cm, 2.2 pas, of the Advance: refused on
// a roll of 2, allowed on 3, leaving 0.799 pas to move.
func TestReform(t *testing.T) {
	r := Rules{}
	cost := math.Hypot(fig, 2*fig)
	for _, tc := range []struct {
		name  string
		faces []int
		place func(b *battle)
		code  string
	}{
		{"a roll of 2", []int{1, 1}, nil, "allowance"},
		{"a roll of 3", []int{1, 2}, nil, ""},
		{"onto a friend", []int{6, 6}, func(b *battle) { b.troop("friend", 0, TypeInfantry, 3, 8, 1, 41.25, 41, nil) }, "overlap"},
		{"beside a friend", []int{6, 6}, func(b *battle) { b.troop("friend", 0, TypeInfantry, 3, 8, 1, 41.25, 39.9, nil) }, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := standard(t)
			if tc.place != nil {
				tc.place(b)
			}
			s := advancing(t, b, tc.faces...)
			if got := rulestest.Code(r.Check(&s, reform(0, "spears", "8"))); got != tc.code {
				t.Fatalf("Check = %q, want %q", got, tc.code)
			}
			if tc.code != "" {
				return
			}
			s, _ = rulestest.Apply(t, r, s, reform(0, "spears", "8"))
			u := unit(t, &s, "spears")
			base, _ := s.Base("spears.1")
			if u.Status[block.KeyFiles] != 8 || u.Status[block.KeyRanks] != 1 || base.Shape.Width != 8*fig || base.Shape.Depth != fig {
				t.Errorf("after: %v, base %g × %g", u.Status, base.Shape.Width, base.Shape.Depth)
			}
			if front := base.Shape.Center.X + fig/2; math.Abs(front-42.5) > 1e-9 || base.Shape.Center.Y != 60 {
				t.Errorf("the front edge moved: centre %v", base.Shape.Center)
			}
			if math.Abs(s.Used["spears.1"]-cost) > 1e-9 {
				t.Errorf("used %g cm, want %g", s.Used["spears.1"], cost)
			}
			if len(tc.faces) == 2 && tc.faces[1] == 2 {
				if err := r.Check(&s, step(&s, "spears.1", 0.79*pas)); err != nil {
					t.Errorf("0.79 pas after the reform: %v", err)
				}
				if got := rulestest.Code(r.Check(&s, step(&s, "spears.1", 0.8*pas))); got != "allowance" {
					t.Errorf("0.8 pas after the reform: %q", got)
				}
			}
		})
	}
}

// TestReformRefusals: only a close-order unit executing an Advance
// re-forms, to another whole frontage.
func TestReformRefusals(t *testing.T) {
	r := Rules{}
	s := standard(t).orders(0)
	s, _ = rulestest.Apply(t, r, s, act(0, "spears"))
	if got := rulestest.Code(r.Check(&s, reform(0, "spears", "8"))); got != "no-order" {
		t.Errorf("without an Advance: %q", got)
	}
	s, _ = rulestest.Apply(t, r, s, order(0, "spears", OrderAdvance), 6, 6)
	for _, files := range []string{"4", "0", "9", "two", ""} {
		if err := r.Check(&s, reform(0, "spears", files)); err == nil {
			t.Errorf("%q abreast accepted", files)
		}
	}
	var labels []string
	for _, o := range r.Offers(&s, 0, []string{"spears.1"}) {
		if o.Action.Kind == KindReform {
			labels = append(labels, o.Label)
		}
	}
	if strings.Join(labels, "; ") != "Re-form spears 2 abreast; Re-form spears 8 abreast" {
		t.Errorf("reform offers %q", labels)
	}
}
