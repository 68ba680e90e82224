package bloodblades

import (
	"slices"
	"testing"

	"plateau/rules"
)

// The scenes of TestC6Contact, at 15 mm: blue Irr Bd(O) movers (2 MU =
// 6 cm, 1.5 cm deep, facing north: forward is −y) and red Reg Bd(O)
// facing south, within 8 MU so that every move is tactical (no C7), with
// side 0's C-in-C near (no C11-C13).

// c6Foe is a mover u at (60, 60), its front edge at y = 59.25, and an
// enemy e ahead whose front edge is gap cm from it.
func c6Foe(gap float64) *world {
	return newWorld().genNear().unit("u", 0, "Irr Bd(O)", 60, 60, north).unit("e", 1, "Reg Bd(O)", 60, 59.25-gap-0.75, south)
}

// c6Fight is a blue Reg Bd(O) f at (60, 50) in close combat, front to
// front, with the enemy e at (60, 48.5): their front edges meet at
// y = 49.25, e's front corners at x = 58 and 62.
func c6Fight() *world {
	return newWorld().genNear().unit("f", 0, "Reg Bd(O)", 60, 50, north).unit("e", 1, "Reg Bd(O)", 60, 48.5, south)
}

// c6Far is a mover u at (60, 60) and an enemy 11 cm to its left (the move
// is tactical) that it cannot reach.
func c6Far() *world {
	return newWorld().genNear().unit("u", 0, "Irr Bd(O)", 60, 60, north).unit("e", 1, "Reg Bd(O)", 45, 50, south)
}

// TestC6Contact is C6 [L1357]: "pour exécuter un mouvement autre
// qu'avancer droit devant à pleine capacité de mouvement pour un socle
// Irr autre que Ps, Ax, LH, Cv si le mouvement ne finit pas au contact
// d'un socle ennemi dans une position de combat rapproché ou de support
// ou de débord" (bnb.md §6.3). A move ending in close combat (G9), in
// support of a friend in close combat (G15) or in an overlap position
// (G12) pays no C6, for a single base and for a group (any base of the
// subject so placed, doc.go); one ending 0.1 cm short of contact pays;
// straight ahead at full allowance never pays. Cost (the lines the
// player sees), Check (every drag frame) and Apply (the PIGs spent) agree.
func TestC6Contact(t *testing.T) {
	c6 := "+1 Irr move other than straight ahead at full allowance"
	for _, c := range []struct {
		name  string
		w     *world
		move  func(s *rules.State) rules.Action
		lines []string
	}{
		{"base ahead 5 of 6 cm into close combat", c6Foe(5), func(s *rules.State) rules.Action { return ahead(s, "u", 5) }, []string{"C2"}},
		{"base ahead 4.9 cm, 0.1 cm short of contact", c6Foe(5), func(s *rules.State) rules.Action { return ahead(s, "u", 4.9) }, []string{"C2", "C6"}},
		{"base slides 1 cm right, then ahead into close combat", c6Foe(5),
			func(s *rules.State) rules.Action { return path(s, "u", [3]float64{1, 0, 0}, [3]float64{0, 5, 0}) }, []string{"C2"}},
		{"base slides 1 cm right, then ahead 0.1 cm short", c6Foe(5),
			func(s *rules.State) rules.Action { return path(s, "u", [3]float64{1, 0, 0}, [3]float64{0, 4.9, 0}) }, []string{"C2", "C6"}},
		{"base ahead in full into close combat", c6Foe(6), func(s *rules.State) rules.Action { return ahead(s, "u", 6) }, []string{"C2"}},
		{"base ahead in full, no contact", c6Far(), func(s *rules.State) rules.Action { return ahead(s, "u", 6) }, []string{"C2"}},
		{"base ahead 3 cm, no contact", c6Far(), func(s *rules.State) rules.Action { return ahead(s, "u", 3) }, []string{"C2", "C6"}},
		{"base ahead 3 cm to support a friend in close combat", c6Fight().unit("u", 0, "Irr Bd(O)", 60, 54.5, north),
			func(s *rules.State) rules.Action { return ahead(s, "u", 3) }, []string{"C2"}},
		{"base ahead 2.9 cm, 0.1 cm short of support", c6Fight().unit("u", 0, "Irr Bd(O)", 60, 54.5, north),
			func(s *rules.State) rules.Action { return ahead(s, "u", 2.9) }, []string{"C2", "C6"}},
		{"base ahead 3 cm behind a friend in no close combat", c6Far().unit("f", 0, "Reg Bd(O)", 60, 50, north).drop("u").unit("u", 0, "Irr Bd(O)", 60, 54.5, north),
			func(s *rules.State) rules.Action { return ahead(s, "u", 3) }, []string{"C2", "C6"}},
		{"base ahead 3 cm to overlap the enemy", c6Fight().unit("u", 0, "Irr Bd(O)", 64, 53, north),
			func(s *rules.State) rules.Action { return ahead(s, "u", 3) }, []string{"C2"}},
		{"base ahead 2.9 cm, 0.1 cm short of the overlap", c6Fight().unit("u", 0, "Irr Bd(O)", 64, 53, north),
			func(s *rules.State) rules.Action { return ahead(s, "u", 2.9) }, []string{"C2", "C6"}},

		{"group ahead 5 of 6 cm into close combat", c6Foe(5).drop("u").row("g", 0, "Irr Bd(O)", 60, 60, 2, north),
			func(s *rules.State) rules.Action { return gmove(s, []string{"g1", "g2"}, ahd(5)) }, []string{"C2"}},
		{"group ahead 4.9 cm, 0.1 cm short of contact", c6Foe(5).drop("u").row("g", 0, "Irr Bd(O)", 60, 60, 2, north),
			func(s *rules.State) rules.Action { return gmove(s, []string{"g1", "g2"}, ahd(4.9)) }, []string{"C2", "C6"}},
		{"group ahead in full into close combat", c6Foe(6).drop("u").row("g", 0, "Irr Bd(O)", 60, 60, 2, north),
			func(s *rules.State) rules.Action { return gmove(s, []string{"g1", "g2"}, ahd(6)) }, []string{"C2"}},
		{"group ahead in full, no contact", c6Far().drop("u").row("g", 0, "Irr Bd(O)", 60, 60, 2, north),
			func(s *rules.State) rules.Action { return gmove(s, []string{"g1", "g2"}, ahd(6)) }, []string{"C2"}},
		{"group ahead 5 cm, the Reg g1 into close combat, the Irr g2 beside it", c6Foe(5).drop("u").unit("g1", 0, "Reg Bd(O)", 60, 60, north).unit("g2", 0, "Irr Bd(O)", 64, 60, north),
			func(s *rules.State) rules.Action { return gmove(s, []string{"g1", "g2"}, ahd(5)) }, []string{"C2"}},
		{"group ahead 3 cm, g1 supporting a friend in close combat", c6Fight().row("g", 0, "Irr Bd(O)", 60, 54.5, 2, north),
			func(s *rules.State) rules.Action { return gmove(s, []string{"g1", "g2"}, ahd(3)) }, []string{"C2"}},
		{"group ahead 2.9 cm, 0.1 cm short of support", c6Fight().row("g", 0, "Irr Bd(O)", 60, 54.5, 2, north),
			func(s *rules.State) rules.Action { return gmove(s, []string{"g1", "g2"}, ahd(2.9)) }, []string{"C2", "C6"}},
		{"group ahead 3 cm, g1 overlapping the enemy", c6Fight().row("g", 0, "Irr Bd(O)", 64, 53, 2, north),
			func(s *rules.State) rules.Action { return gmove(s, []string{"g1", "g2"}, ahd(3)) }, []string{"C2"}},
		{"group ahead 2.9 cm, 0.1 cm short of the overlap", c6Fight().row("g", 0, "Irr Bd(O)", 64, 53, 2, north),
			func(s *rules.State) rules.Action { return gmove(s, []string{"g1", "g2"}, ahd(2.9)) }, []string{"C2", "C6"}},
	} {
		total := len(c.lines)
		// With plenty of PIGs: the lines, and the move is legal.
		s := c.w.ready(t, 6)
		wantCost(t, c.name, &s, c.move(&s), c.lines, total)
		// With exactly its price: accepted, and Apply spends it all.
		s = c.w.ready(t, total)
		if err := (Rules{}).Check(&s, c.move(&s)); err != nil {
			t.Errorf("%s with %d PIGs: Check = %v, want nil", c.name, total, err)
		} else {
			after, evs := apply(t, s, c.move(&s))
			if left := after.Counters[ctPIGs]; left != 0 || len(evs) == 0 || has(evs[0].Text, c6) != slices.Contains(c.lines, "C6") {
				t.Errorf("%s with %d PIGs: Apply leaves %d PIGs, events %v", c.name, total, left, evs)
			}
		}
		// With one fewer: refused, with the reason.
		s = c.w.ready(t, total-1)
		err := (Rules{}).Check(&s, c.move(&s))
		want := "costs 1 PIG (1 move); 0 PIGs left"
		if total == 2 {
			want = "costs 2 PIGs (1 move, " + c6 + "); 1 PIG left"
		}
		if code(err) != "pigs" || !has(msg(err), want) {
			t.Errorf("%s with %d PIGs: Check = %v, want a pigs refusal %q", c.name, total-1, err, want)
		}
	}
}

// TestC6ContactOffer: the offers panel shows the price C6's exemption
// [L1357] gives: an Irr Bd advancing 5 cm (of its 6) into close combat
// costs 1 PIG, and the offer is enabled with just that.
func TestC6ContactOffer(t *testing.T) {
	s := c6Foe(5).ready(t, 1)
	var labels []string
	for _, o := range (Rules{}).Offers(&s, 0, ids("u")) {
		labels = append(labels, o.Label)
		if has(o.Label, "into contact with") {
			if !has(o.Label, "— costs 1 PIG (1 move)") || o.Disabled != "" {
				t.Errorf("offer %q (disabled %q), want it at 1 PIG, enabled", o.Label, o.Disabled)
			}
			return
		}
	}
	t.Errorf("offers %q, want an advance into contact", labels)
}
