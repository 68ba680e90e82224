package warmaster

import (
	"strings"
	"testing"
)

// twoFoes: blue's one element bl.1 (x 78-82) has two red units on its
// front edge: ra (x 75.5-79.5, 1.5 cm of the edge, no armour) and rb
// (x 79.5-83.5, 2.5 cm, armour 4+); the rules' pick is rb, touched along
// more edge ([L1338]).
func twoFoes() *world {
	return newWorld().unit("bl", 0, Infantry, 1, 80, 62, north, fighters(3, 3, 0)).
		unit("ra", 1, Infantry, 1, 77.5, 60, south, fighters(1, 3, 0)).
		unit("rb", 1, Infantry, 1, 81.5, 60, south, fighters(1, 3, 4))
}

// [L1336-1342]: an element touching several enemy units on its front
// edge chooses which it attacks, before the dice; the choice is an
// argument of the fight action, offered, and it changes the dice (rb
// saves, ra does not). Units it may not attack, and elements not the
// player's, are refused.
func TestChooseWhomToAttack(t *testing.T) {
	cases := []struct {
		name string
		pick string
		dice []int
		want []string
	}{
		{"the rules' pick", "", cat([]int{6, 6, 1}, []int{1, 1}, []int{1}, []int{1}),
			[]string{"bl attack rb: 3 dice need 4+ [6][6][1] = 2 hits; saves 4+ [1][1] = 0 saved; 2 wounds"}},
		{"the player's", "ra", cat([]int{6, 6, 1}, []int{1}, []int{1}),
			[]string{"bl attack ra: 3 dice need 4+ [6][6][1] = 2 hits; 2 wounds"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := toCombat(t, twoFoes().state(t))
			a := fight(0, "bl")
			if c.pick != "" {
				a = withArgs(a, ArgAttackPrefix+"bl.1", c.pick)
			}
			_, evs := applyPure(t, s, a, c.dice...)
			contains(t, evs, c.want...)
		})
	}
	s := toCombat(t, twoFoes().state(t))
	labels, _ := offerLabels(&s, 0)
	if got := strings.Join(labels, "|"); !strings.Contains(got, "Fight bl against ra, rb|Fight bl against ra, rb — bl attack ra|") {
		t.Errorf("offers %q: want the fight, then bl.1 attacking ra", got)
	}
	refusals := []struct {
		name string
		args []string
	}{
		{"a unit it does not touch", []string{ArgAttackPrefix + "bl.1", "far"}},
		{"an enemy's element", []string{ArgAttackPrefix + "ra.1", "bl"}},
	}
	w := twoFoes().unit("far", 1, Infantry, 1, 40, 40, south, nil).
		unit("rc", 1, Infantry, 1, 84, 64, south, fighters(1, 3, 0)) // touches bl.1's rear corner only
	s = toCombat(t, w.state(t))
	refusals = append(refusals, struct {
		name string
		args []string
	}{"a corner before a front edge [L1346]", []string{ArgAttackPrefix + "bl.1", "rc"}})
	for _, r := range refusals {
		if got := code((Rules{}).Check(&s, withArgs(fight(0, "bl"), r.args...))); got != "attack" {
			t.Errorf("%s: %q, want attack", r.name, got)
		}
	}
}

// [L2073-2075]: one element has the joined commander's bonus, the
// player's choice, made before the dice. bl.1 fights ra, bl.2 fights
// rb: the Hero's +2 goes to rb's attackers when the action names bl.2,
// and that is offered; against a single enemy (frontal) where it goes
// changes nothing, and nothing is offered.
func TestChooseTheCommanderElement(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 2, 80, 62, north, fighters(3, 3, 0)).
		unit("ra", 1, Infantry, 1, 80, 60, south, fighters(1, 3, 0)).
		unit("rb", 1, Infantry, 1, 84, 60, south, fighters(1, 3, 0))
	w.commander("hero", 0, Hero, 8, 84, 64.25)
	w.setProfile("hero", map[string]float64{keyAttacks: 2}).mark("hero", joinPrefix+"bl")
	s := toCombat(t, w.state(t))
	cases := []struct {
		name string
		elem string
		dice []int
		want []string
	}{
		{"the first element", "", cat([]int{4, 4, 4, 1, 1}, []int{4, 4, 1}, []int{1}, []int{1}),
			[]string{"bl attack ra: 5 dice need 4+ (+2 commander hero) [4][4][4][1][1] = 3 hits", "bl attack rb: 3 dice need 4+ [4][4][1] = 2 hits"}},
		{"the player's", "bl.2", cat([]int{4, 4, 1}, []int{4, 4, 4, 1, 1}, []int{1}, []int{1}),
			[]string{"bl attack ra: 3 dice need 4+ [4][4][1] = 2 hits", "bl attack rb: 5 dice need 4+ (+2 commander hero) [4][4][4][1][1] = 3 hits"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := fight(0, "bl")
			if c.elem != "" {
				a = withArgs(a, ArgCommanderElement, c.elem)
			}
			_, evs := applyPure(t, s, a, c.dice...)
			contains(t, evs, c.want...)
		})
	}
	labels, _ := offerLabels(&s, 0)
	if got := strings.Join(labels, "|"); !strings.Contains(got, "Fight bl against ra, rb — hero's +2 on bl, 2nd stand (attacking rb at 4+)") || strings.Contains(got, "on bl, 1st stand") {
		t.Errorf("offers %q: want the bonus on bl.2 only", got)
	}
	for _, r := range []struct{ name, elems string }{
		{"an enemy element", "ra.1"},
		{"two elements of one unit", "bl.1,bl.2"},
	} {
		if got := code((Rules{}).Check(&s, withArgs(fight(0, "bl"), ArgCommanderElement, r.elems))); got != "commander-element" {
			t.Errorf("%s: %q, want commander-element", r.name, got)
		}
	}

	s = toCombat(t, joinedWorld().mark("hero", joinPrefix+"bl").state(t))
	labels, _ = offerLabels(&s, 0)
	if got := strings.Join(labels, "|"); strings.Contains(got, "hero's +2") {
		t.Errorf("offers %q: the bonus changes nothing against one enemy", got)
	}
}
