package bloodblades

import (
	"strings"
	"testing"
)

// Impetuous moves and an unseen ambush (§7.12 [L1705-1773], §11.5
// [L1289], [L1630], impetuousunseen.go): a blue Wb facing north at
// (30, 60) is impetuous for the red Sp at (30, 30) in the open; red's
// hidden Sp "amb" stands in a wood (x 26-34, y 49-54.5) across its path,
// 5.5 cm ahead of it (its allowance 6 cm).
// Hidden, the ambusher is no target and no event names it before the
// reveal; the Wb's run ahead discovers it (seen from 1 MU [L1272] or
// touched), the whole ambush is revealed, and the same move made with
// it placed stops where it meets it.
func TestImpetuousDiscoversAmbush(t *testing.T) {
	for _, c := range []struct {
		name   string
		hidden bool
		// target is the unit the impetuous event names first.
		target string
	}{
		{"hidden: the Sp beyond is the target, the ambush revealed on the way, the move stops at it [L1289]", true, "sp"},
		{"placed (the premise): the ambusher is the first met, priority 1 [L1733]", false, "amb"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := preWorld().genNear().set(SetAmbush, AmbushAllowed).rect("wd", "wood", 26, 49, 34, 54.5)
			w.unit("m", 0, "Irr Wb(O)", 30, 60, north).unit("sp", 1, "Reg Sp(O)", 30, 30, south).
				unit("amb", 1, "Reg Sp(O)", 30, 53, south)
			s := w.ready(t, 6)
			s.Turn = 1
			if c.hidden {
				hide(&s, "amb")
			}
			n, log := endPhase(t, s)
			lines := strings.Split(log, "\n")
			imp := -1
			for i, l := range lines {
				if strings.Contains(l, name(&s, "m.1")+" (") {
					imp = i
					break
				}
			}
			if imp < 0 {
				t.Fatalf("no impetuous move:\n%s", log)
			}
			if !strings.Contains(lines[imp], "target "+name(&s, c.target+".1")) {
				t.Errorf("impetuous move %q, want target %s:\n%s", lines[imp], name(&s, c.target+".1"), log)
			}
			if Hidden(&n, base(&n, "amb")) {
				t.Errorf("the ambush is still hidden:\n%s", log)
			}
			if c.hidden {
				if imp == 0 || !strings.Contains(lines[imp-1], "[L1289]") {
					t.Errorf("want the reveal just before the move:\n%s", log)
				}
				if !strings.Contains(lines[imp-1], "sees") {
					t.Errorf("%q: want it seen from 1 MU [L1272]", lines[imp-1])
				}
				for _, l := range lines[:imp-1] {
					if strings.Contains(l, name(&s, "amb.1")) {
						t.Errorf("%q names the hidden base before the reveal", l)
					}
				}
			}
			front := base(&n, "m").Shape.Center.Y - base(&n, "m").Shape.Depth/2
			ambRear := base(&n, "amb").Shape.Center.Y + base(&n, "amb").Shape.Depth/2
			if front < ambRear-0.01 || front > ambRear+1 {
				t.Errorf("Wb front at y %.2f, want it stopped at the ambusher (y %.2f):\n%s", front, ambRear, log)
			}
		})
	}
}
