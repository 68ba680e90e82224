package warmaster

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// crossedRetreats: blue "bl" fights two red units at once (one
// engagement, wme.md §9.1): bl.1 (x 74-78, y 61-63, facing north) against
// ra's front (x 74-78, y 59-61, facing south), and bl.2 (x 82-84, y
// 55-59, facing west) against rb's left flank (rb: x 78-82, y 56-58,
// facing south). Red loses by 8, so each retreats 4 cm (A9): ra straight
// up (−y), rb away from its left (−x), across ra's path. Whichever goes
// first, the other crosses it and loses its element ([L1506-1510]: an
// engaged friend blocks): the order changes the outcome.
func crossedRetreats() *world {
	return newWorld().unit("bl", 0, Infantry, 1, 76, 62, north, fighters(4, 3, 0)).
		base("bl", "bl.2", 83, 57, geom.FromBearing(270)).
		unit("ra", 1, Infantry, 1, 76, 60, south, fighters(3, 9, 0)).
		unit("rb", 1, Infantry, 1, 80, 57, south, fighters(3, 9, 0))
}

// The losing units retreat one after another in the order their player
// wants ([L1488]): when their retreats can meet, the round waits for red
// to name the one that retreats first, with each one offered; blue may
// not choose, nor may anything else be done meanwhile.
func TestRetreatOrderChoice(t *testing.T) {
	s := toCombat(t, crossedRetreats().state(t))
	s, evs := applyPure(t, s, fight(0, "ra"), cat(dd(6, 8), dd(1, 5))...) // rb: 2 dice, an enemy front on its flank (A24)
	contains(t, evs, "Result: Blue 8, Red 0; Blue win")
	if strings.Contains(eventText(evs), " retreat ") {
		t.Fatalf("a unit retreated before red chose the order:\n%s", eventText(evs))
	}
	labels, _ := offerLabels(&s, 1)
	if got := strings.Join(labels, "|"); got != "ra: Retreat first, 4 cm away from the enemy on its front|rb: Retreat first, 4 cm away from the enemy on its left flank" {
		t.Errorf("red's offers %q", got)
	}
	if got := (Rules{}).Legal(&s, 1); !strings.Contains(strings.Join(got, ","), KindRetreat) {
		t.Errorf("red may %v, want a retreat among them", got)
	}
	next := func(side int, unit string) rules.Action { return choose(KindRetreat, side, unit, "") }
	for _, c := range []struct {
		name string
		a    rules.Action
		want string
	}{
		{"blue choosing [L1488]: son joueur", next(0, "ra"), "not-yours"},
		{"a direction not open to it [L1484]", withArgs(next(1, "ra"), ArgAwayFrom, "rear"), "retreat-direction"},
		{"fighting on", fight(0, "ra"), "round-choice"},
		{"ending the phase", rules.Action{Kind: rules.KindEndPhase, Side: 0}, "combat-pending"},
	} {
		if got := code((Rules{}).Check(&s, c.a)); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	for _, c := range []struct {
		first, second string
		want          []string
		survivor      string
		x, y          float64
	}{
		{"ra", "rb", []string{"ra retreat 4 cm (lost by 8, shared between 2 units (A9), away from the enemy on its front)",
			"rb retreat 4 cm (lost by 8, shared between 2 units (A9), away from the enemy on its left flank); rb blocked by ra"}, "ra", 76, 56},
		{"rb", "ra", []string{"rb retreat 4 cm (lost by 8, shared between 2 units (A9), away from the enemy on its left flank)",
			"ra retreat 4 cm (lost by 8, shared between 2 units (A9), away from the enemy on its front); ra blocked by rb"}, "rb", 76, 57},
	} {
		t.Run(c.first+" first", func(t *testing.T) {
			n, evs := applyPure(t, s, next(1, c.first))
			contains(t, evs, c.want...)
			if i, j := strings.Index(eventText(evs), c.first+" retreat"), strings.Index(eventText(evs), c.second+" retreat"); i < 0 || j < i {
				t.Errorf("%s did not retreat first:\n%s", c.first, eventText(evs))
			}
			near(t, &n, c.survivor+".1", c.x, c.y)
			if len(mustUnit(t, &n, c.second).Bases) != 0 || choosing(&n) != nil || awaiting(&n) == nil {
				t.Errorf("after the retreats: %s has %v, choosing %v, awaiting %v", c.second, mustUnit(t, &n, c.second).Bases, choosing(&n), awaiting(&n))
			}
		})
	}
}

// Retreats that cannot meet keep to army order, asking nothing ([L1488]:
// the order changes nothing): red "ra" and "rb" side by side, both
// front to front with blue's line, go straight back side by side. A
// friend not engaged in ra's path, which would make way for it ([L1906])
// and could step into rb's path as it does (its full pace, [L1910]),
// makes the order matter: red is asked.
func TestRetreatOrderNotAsked(t *testing.T) {
	for _, c := range []struct {
		name   string
		friend bool
	}{{"side by side", false}, {"a friend in ra's path", true}} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().unit("bl", 0, Infantry, 2, 76, 62, north, fighters(4, 3, 0)).
				unit("ra", 1, Infantry, 1, 76, 60, south, fighters(3, 9, 0)).
				unit("rb", 1, Infantry, 1, 80, 60, south, fighters(3, 9, 0))
			if c.friend {
				w.unit("fr", 1, Infantry, 1, 76, 56, south, fighters(3, 3, 0))
			}
			s := toCombat(t, w.state(t))
			n, evs := applyPure(t, s, fight(0, "ra"), cat(dd(6, 8), dd(1, 6))...)
			if c.friend {
				labels, _ := offerLabels(&n, 1)
				if got := strings.Join(labels, "|"); got != "ra: Retreat first, 4 cm away from the enemy on its front|rb: Retreat first, 4 cm away from the enemy on its front" {
					t.Errorf("red's offers %q", got)
				}
				// ra first: fr is asked to make way ([L1906]); refusing,
				// it destroys ra's element ([L2794]); then rb retreats.
				n, _ = applyPure(t, n, choose(KindRetreat, 1, "ra", ""))
				if f := wayChooser(&n); f == nil || f.ID != "fr" {
					t.Fatalf("after ra's choice, the way awaited from %v, want fr", f)
				}
				n, evs = applyPure(t, n, withArgs(choose(KindMakeWay, 1, "fr", ""), ArgWay, "refuse"))
				contains(t, evs, "ra blocked by fr", "rb retreat 4 cm")
				near(t, &n, "rb.1", 80, 56)
				return
			}
			contains(t, evs, "ra retreat 4 cm", "rb retreat 4 cm")
			near(t, &n, "ra.1", 76, 56)
			near(t, &n, "rb.1", 80, 56)
			if choosing(&n) != nil || awaiting(&n) == nil {
				t.Errorf("choosing %v, awaiting %v: want the epilogue", choosing(&n), awaiting(&n))
			}
		})
	}
}

// In an irregular formation the element touched by the most enemy
// elements gives the direction; on a tie between elements the
// retreating player chooses among their directions ([L1500]). Red "rd"
// is irregular: rd.1 (x 74-78, y 59-61, facing south) fights bl on its
// front, rd.2 (x 78-80, y 56.5-60.5, facing east) fights bx on its
// front: each touched by one enemy element. Red lost by 8 and retreats
// away from rd.1's front (−y) or rd.2's (−x), as it says.
func TestRetreatIrregularTie(t *testing.T) {
	s := toCombat(t, newWorld().unit("bl", 0, Infantry, 1, 76, 62, north, fighters(4, 3, 0)).
		unit("bx", 0, Infantry, 1, 81, 58.5, geom.FromBearing(270), fighters(4, 3, 0)).
		unit("rd", 1, Infantry, 1, 76, 60, south, fighters(3, 9, 0)).
		base("rd", "rd.2", 79, 58.5, east).state(t))
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 8), dd(1, 6))...)
	contains(t, evs, "Blue 8, Red 0; Blue win")
	labels, _ := offerLabels(&s, 1)
	if got := strings.Join(labels, "|"); got != "rd: Retreat 8 cm away from the enemy on the front of rd.1|rd: Retreat 8 cm away from the enemy on the front of rd.2" {
		t.Fatalf("offers %q", got)
	}
	away := func(edge, element string) rules.Action {
		return withArgs(choose(KindRetreat, 1, "rd", ""), ArgAwayFrom, edge, ArgElement, element)
	}
	if got := code((Rules{}).Check(&s, away("rear", "rd.2"))); got != "retreat-direction" {
		t.Errorf("away from rd.2's rear: %q, want retreat-direction", got)
	}
	n, evs := applyPure(t, s, away("front", "rd.1"))
	contains(t, evs, "rd retreat 8 cm (lost by 8, away from the enemy on the front of rd.1, its owner's choice on a tie (L1498))")
	near(t, &n, "rd.1", 76, 52)
	near(t, &n, "rd.2", 79, 50.5)
}
