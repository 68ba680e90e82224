package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
)

// TestPursuit is spec §10.6 [L2695-2771]: cavalry whose Shock routed its
// enemy must pursue: the Pursuit Table (UNOFFICIAL: 0-3 stops) stops it,
// done for the turn, or it follows the router and may attack it again.
func TestPursuit(t *testing.T) {
	for _, c := range []struct {
		name       string
		router     string
		faces      []int // the Combat die, the Pursuit die, then any more
		pursued    int   // the cavalry's stPursued
		routerGone int
		cavGone    int
		wantLog    string
	}{
		{"stop: done for the turn [L2712-2716]", "MI", []int{9, 2}, 1, 0, 0, "it stops"},
		{"after infantry: attacks again, the router eliminated [L2733-2745]", "MI", []int{9, 7, 3, 5}, 0, goneEliminated, 0, "routed again by its pursuer"},
		{"after infantry: no second attack on a die above its TQ", "MI", []int{9, 7, 8}, 0, 0, 0, "does not attack again"},
		{"after cavalry: off the map, into the Pursuit box [L2751-2766]", "LC", []int{9, 7, 3, 5, 0, 2}, 0, goneLeft, goneBox, "into the Pursuit box"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := shockWorld(t, "HC", map[string]float64{keyTQ: 7, keyMA: 8}, c.router, map[string]float64{keyTQ: 2})
			var faces []int
			for _, v := range c.faces {
				faces = append(faces, d10(v))
			}
			n, evs := shockOf(t, w, false, faces...)
			h, m := mustUnit(t, &n, "h"), mustUnit(t, &n, "m")
			if strings.Contains(logText(evs), "pursues into") && strings.Contains(logText(evs), "h advances after combat") {
				t.Fatalf("the pursuer also advanced:\n%s", logText(evs))
			}
			if h.Status[stPursued] != c.pursued || m.Status[stGone] != c.routerGone || h.Status[stGone] != c.cavGone || !strings.Contains(logText(evs), c.wantLog) {
				t.Fatalf("cavalry %v router %v\n%s", h.Status, m.Status, logText(evs))
			}
			if c.cavGone == goneBox && armyRoutPoints(&n, 0) != 0 {
				t.Fatalf("cavalry in the Pursuit box counts %d Rout Points, want none [L2808-2810]", armyRoutPoints(&n, 0))
			}
		})
	}
}

// TestPursuitModifiers is the Pursuit Table's modifiers [L2708-2709]
// (UNOFFICIAL chart data: Stop on a modified 3 or less; −1 per point of
// the best Charisma stacked with the pursuer, +1 for an undisciplined
// army, +1 for knights).
func TestPursuitModifiers(t *testing.T) {
	for _, c := range []struct {
		name     string
		cav      string
		army     string
		charisma float64 // a leader stacked with the pursuer, if > 0
		faces    []int   // (his Shock Peril die,) the Combat die, the Pursuit die, the second attack's
		stopped  bool
		wantLog  string
	}{
		{"no modifier: a 3 stops [L2712-2716]", "HC", "", 0, []int{9, 3}, true, "die 3: it stops"},
		{"undisciplined +1: a 3 pursues", "HC", "undisciplined", 0, []int{9, 3, 8}, false, "die 3 +1 (Charisma 0, undisciplined, HC) = 4: pursuit of infantry"},
		{"knights +1: a 3 pursues", "HK", "", 0, []int{9, 3, 8}, false, "die 3 +1 (Charisma 0, disciplined, HK) = 4: pursuit of infantry"},
		{"Charisma 2 −2: a 5 stops", "HC", "", 2, []int{5, 9, 5}, true, "die 5 -2 (Charisma 2, disciplined, HC) = 3: it stops"},
		{"Charisma 1 and undisciplined cancel: a 4 pursues", "HC", "undisciplined", 1, []int{5, 9, 4, 8}, false, "die 4: pursuit of infantry"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := shockWorld(t, c.cav, map[string]float64{keyTQ: 7, keyMA: 8}, "MI", map[string]float64{keyTQ: 2})
			if c.charisma > 0 {
				w.leader("a1", 0, "0609", 2, map[string]float64{keyCharisma: c.charisma})
			}
			if c.army != "" {
				w.s.Settings = map[string]string{"army1": c.army}
			}
			var faces []int
			for _, v := range c.faces {
				faces = append(faces, d10(v))
			}
			n, evs := shockOf(t, w, false, faces...)
			h := mustUnit(t, &n, "h")
			if (h.Status[stPursued] == 1) != c.stopped || !strings.Contains(logText(evs), c.wantLog) {
				t.Fatalf("cavalry %v, want stopped %v and %q\n%s", h.Status, c.stopped, c.wantLog, logText(evs))
			}
		})
	}
}

// TestPursuitBoxCombat is A34 [L2763-2767]: the pursuer that rode into
// the Pursuit box after the cavalry it routed again fights it there, one
// Shock with no terrain nor position: the router alone checks, at TQ 1
// (failed, eliminated [L1883-1885]); the Combat Table (UNOFFICIAL: HC on
// LC column 5, Attacker Superior by Type) eliminates it if it loses
// Cohesion [L2605-2608], else it stays fled; the pursuer keeps its hits,
// and routs off the map, eliminated, when they reach its TQ [L2573-2575];
// the Charisma counted is of the leaders in the box.
func TestPursuitBoxCombat(t *testing.T) {
	for _, c := range []struct {
		name       string
		hits       int     // the pursuer's before the Shock
		charisma   float64 // a leader of its army already in the Pursuit box, if > 0
		box        []int   // the box's dice: the router's check, the Combat die
		routerGone int
		cavGone    int
		cavHits    int
		wantLog    string
	}{
		{"the router fails its check: eliminated", 0, 0, []int{7}, goneEliminated, goneBox, 0, "fails its check in the Pursuit box"},
		{"die 9: 0/3, doubled, the router eliminated", 0, 0, []int{1, 9}, goneEliminated, goneBox, 0, "loses Cohesion in the Pursuit box"},
		{"die 0: 3/0, the pursuer hit, the router fled", 0, 0, []int{0, 0}, goneLeft, goneBox, 3, "takes 3 Cohesion hit(s) in the Pursuit box"},
		{"Charisma 2 in the box: die 0 → 2: 2/0", 0, 2, []int{0, 0}, goneLeft, goneBox, 2, "Charisma +2/−0 → 2"},
		{"the pursuer's hits reach its TQ: eliminated", 5, 0, []int{0, 0}, goneLeft, goneEliminated, 8, "routs off the map: eliminated"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 12, 12)
			w.leader("a0", 0, "0611", 4, nil)
			w.leader("b0", 1, "0101", 5, nil)
			w.leader("a1", 0, "1111", 2, map[string]float64{keyCharisma: c.charisma})
			w.unit("h", "HC", 0, "0609", north, map[string]float64{keyTQ: 7, keyMA: 8})
			w.unit("m", "LC", 1, w.up("0609", 1), south, map[string]float64{keyTQ: 2})
			s := w.orders("a0")
			mustUnit(t, s, "h").SetStatus(stHits, c.hits)
			if a1 := mustUnit(t, s, "a1"); c.charisma > 0 {
				removeCounter(s, a1)
				a1.SetStatus(stGone, goneBox)
				a1.SetStatus(stPursuit, 1)
			}
			n, _ := apply(t, *s, end(0))
			n, _ = apply(t, n, shockAct("h", "m"))
			faces := []int{d10(9), d10(7), d10(3), d10(5)}
			for _, v := range c.box {
				faces = append(faces, d10(v))
			}
			n, evs := apply(t, n, rules.Action{Kind: KindResolve, Side: 0}, faces...)
			h, m := mustUnit(t, &n, "h"), mustUnit(t, &n, "m")
			if m.Status[stGone] != c.routerGone || h.Status[stGone] != c.cavGone || h.Status[stHits] != c.cavHits || !strings.Contains(logText(evs), c.wantLog) {
				t.Fatalf("router %v cavalry %v, want gone %d/%d hits %d and %q\n%s", m.Status, h.Status, c.routerGone, c.cavGone, c.cavHits, c.wantLog, logText(evs))
			}
			if called := n.Phase == PhasePursuitCall; called != (c.cavGone == goneBox) {
				t.Fatalf("phase %s: leaders called %v, want %v\n%s", n.Phase, called, c.cavGone == goneBox, logText(evs))
			}
		})
	}
}
