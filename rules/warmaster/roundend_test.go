package warmaster

import (
	"strings"
	"testing"

	"plateau/rules"
)

// The owner removes his casualties anywhere that leaves a viable formation
// (wme.md §9.6; [L1426]). Red's line of three fights one blue element
// with its end element rd.1 and loses 3 wounds to 0 and rd.2's support
// ([L1440]): one element goes.
// Removing rd.3 (the rules' pick: it touches no enemy) and rd.1 (the one
// fighting) differ, so the round waits for red's choice after the dice;
// rd.2 would break the line apart and is refused. Red removes rd.1; the
// rest, no longer touching, retreats the 2 cm it lost by, straight back
// ([L1480]).
func TestCasualtyChoice(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 1, 89, 62, north, fighters(3, 3, 0)).
		unit("rd", 1, Infantry, 3, 88, 60, south, fighters(3, 3, 0))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 3), dd(1, 3))...)
	contains(t, evs, "Result: Blue 3, Red 1 (0 + 1 support); Blue win")
	if strings.Contains(eventText(evs), "retreat") || status(mustUnit(t, &s, "rd"), stCasualties) != 1 {
		t.Fatalf("the round went on before red chose:\n%s", eventText(evs))
	}
	labels, disabled := offerLabels(&s, 0)
	if got := strings.Join(labels, "|"); got != "rd: Remove the 3rd stand|rd: Remove the 1st stand|End combat" || disabled["End combat"] == "" {
		t.Errorf("offers %q (disabled %v)", got, disabled)
	}
	remove := func(side int, bases string) rules.Action {
		return withArgs(choose(KindRemove, side, "rd", ""), ArgBases, bases)
	}
	for _, c := range []struct {
		name string
		a    rules.Action
		want string
	}{
		{"breaking the line", remove(1, "rd.2"), "casualty"},
		{"two for one", remove(1, "rd.1,rd.3"), "casualty"},
		{"blue choosing", remove(0, "rd.1"), "not-yours"},
		{"fighting on", fight(0, "rd"), "round-choice"},
	} {
		if got := code((Rules{}).Check(&s, c.a)); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	n, evs := applyPure(t, s, remove(1, "rd.1"))
	contains(t, evs, "rd lose an element, the 1st stand", "rd retreat 2 cm (lost by 2, away from the enemy on its front)")
	near(t, &n, "rd.2", 84, 58)
	near(t, &n, "rd.3", 80, 58)
	if w := awaiting(&n); w == nil || w.ID != "bl" || status(mustUnit(t, &n, "rd"), stWounds) != 0 {
		t.Errorf("after the choice: awaiting %v, rd %v", w, mustUnit(t, &n, "rd").Status)
	}
}

// On a tie between edges the retreating player chooses the direction
// (wme.md §9.8; [L1484], [L1498]): red's element has one blue element on
// its front and one on its right flank; it lost by 3, and retreats away
// from the flank when red says so, 3 cm east.
func TestRetreatDirectionChoice(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 1, 88, 62, north, fighters(3, 9, 0)).
		unit("rd", 1, Infantry, 1, 88, 60, south, fighters(3, 9, 0)).
		unit("bf", 0, Infantry, 1, 85, 60, east, fighters(3, 9, 0))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 3), dd(1, 2), dd(1, 3))...)
	contains(t, evs, "rd attack bl: 2 dice need 4+ (-1 enemy front against its flank or rear)", "Result: Blue 3, Red 0; Blue win")
	labels, _ := offerLabels(&s, 1)
	if got := strings.Join(labels, "|"); got != "rd: Retreat 3 cm away from the enemy on its front|rd: Retreat 3 cm away from the enemy on its right flank" {
		t.Errorf("offers %q", got)
	}
	away := func(edge string) rules.Action { return withArgs(choose(KindRetreat, 1, "rd", ""), ArgAwayFrom, edge) }
	if got := code((Rules{}).Check(&s, away("rear"))); got != "retreat-direction" {
		t.Errorf("away from the rear: %q", got)
	}
	n, evs := applyPure(t, s, away("right"))
	contains(t, evs, "rd retreat 3 cm (lost by 3, away from the enemy on its right flank, its owner's choice on a tie (L1498))")
	near(t, &n, "rd.1", 91, 60)
	if len(mustUnit(t, &n, "rd").Bases) != 1 || awaiting(&n) == nil {
		t.Errorf("rd after its retreat: %v; awaiting %v", mustUnit(t, &n, "rd").Bases, awaiting(&n))
	}
}
