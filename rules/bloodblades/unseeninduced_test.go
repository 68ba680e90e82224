package bloodblades

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
)

// Induced moves meeting an unseen ambush (unseeninduced.go, §11.5
// [L1289], [L1630]): the recoil and the pursuit are the rules' moves,
// made with the ambushers where they stand, as troops; the ambush met
// is revealed, the whole of it, and the log tells the reveal before any
// event naming one of its bases.
func TestInducedMeetsAmbush(t *testing.T) {
	for _, c := range []struct {
		name    string
		world   func() *world
		fighter string
		faces   []int
		// unit and y: the base whose centre ends at y.
		unit string
		y    float64
	}{
		// G46 [L2237, L2245]: blue's hidden Sp "x" 0.5 cm behind red's z;
		// 12 v 10, z recoils and is blocked by it after 0.5 cm.
		{"a recoil into an ambush: blocked by it, as by any troops, and reveals it [L2245, L1630]", func() *world {
			w := newWorld().unit("z", 1, "Reg Sp(O)", 60, 40, south).front("a", "Reg Sp(O)", "z", 0).
				unit("x", 0, "Reg Sp(O)", 70, 40-1.5-0.5, north)
			w.s.Table.Bases[len(w.s.Table.Bases)-1].Shape.Center.X = 60
			return w
		}, "a.1", []int{6, 5}, "z", 39.5},
		// G48 [L2302, L2307]: blue's Irr Bd pursues red's Sp 1.5 cm; red's
		// hidden Sp "x" in a gully, its corner on the pursuer's end: the
		// pursuit touches it and reveals it (seen only from the gully's
		// edge [L1276]).
		{"a pursuit discovering an ambush at contact [L2302, L1630]", func() *world {
			w := newWorld().unit("sp", 1, "Reg Sp(O)", 60, 40, south).front("bd", "Irr Bd(O)", "sp", 0).
				unit("x", 1, "Reg Sp(O)", 64, 38.5, south).rect("g", "gully", 62, 37.6, 66.1, 39.25)
			return w
		}, "bd.1", []int{6, 4}, "bd", 40},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := c.world().combat(t)
			s.Turn = 1
			hidden := 1 - mustBase(&s, "x.1").Side
			hide(&s, "x")
			if got := HiddenFrom(&s, hidden); len(got) != 1 {
				t.Fatalf("hidden from %d: %v, want x", hidden, got)
			}
			n, evs := apply(t, s, rules.Action{Kind: KindFight, Side: 0, Target: c.fighter}, c.faces...)
			var log []string
			for _, e := range evs {
				log = append(log, e.Kind+": "+e.Text)
			}
			if got := base(&n, c.unit).Shape.Center.Y; math.Abs(got-c.y) > 1e-6 {
				t.Errorf("%s ended at y %g, want %g:\n%s", c.unit, got, c.y, strings.Join(log, "\n"))
			}
			if Hidden(&n, base(&n, "x")) {
				t.Fatalf("the ambush is still hidden:\n%s", strings.Join(log, "\n"))
			}
			x := name(&s, "x.1")
			for _, e := range evs {
				if e.Kind == "revealed" {
					if !strings.Contains(e.Text, "meets") || !strings.Contains(e.Text, "[L1289]") {
						t.Errorf("reveal %q: want the contact told [L1630]", e.Text)
					}
					break
				}
				if e.Base == "x.1" || e.Unit == "x" || strings.Contains(e.Text, x) {
					t.Errorf("%q names the hidden %s before its reveal:\n%s", e.Text, x, strings.Join(log, "\n"))
				}
			}
		})
	}
}
