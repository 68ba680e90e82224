package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/table"
)

// rallyWorld: a routed unit of Type typ (printed TQ 6, or 7) at 0606 and
// a0 (Charisma 3) beside it; the enemy far away.
func rallyWorld(t *testing.T, typ string, tqv float64) *rules.State {
	w := newWorld(t, 12, 12)
	w.leader("a0", 0, "0607", 4, map[string]float64{keyCharisma: 3})
	w.leader("b0", 1, "0101", 5, nil)
	w.unit("u", typ, 0, "0606", south, map[string]float64{keyTQ: tqv})
	w.s.Units[2].SetStatus(stRouted, 1)
	w.s.Units[2].SetStatus(stHits, int(tqv))
	return w.orders("a0")
}

// TestRally is T15 and T16 [L2658-2679] under A8 and A9.
func TestRally(t *testing.T) {
	for _, c := range []struct {
		name     string
		typ      string
		tq, die  int
		routed   int
		gone     int
		hits     int
		wantText string
	}{
		{"T15 die 2 ≤ Charisma 3: rallied", "MI", 6, 2, 0, 0, 3, "rallied"},
		{"T15 die 5: > Charisma, ≤ TQ 6: it flees again", "MI", 6, 5, 1, 0, 6, "flees again"},
		{"T15 die 8 > TQ 6: eliminated", "MI", 6, 8, 1, goneEliminated, 6, "eliminated"},
		{"T16 infantry TQ 7 rallied: 3 hits", "MI", 7, 0, 0, 0, 3, "3 Cohesion hits"},
		{"T16 cavalry TQ 7 rallied: 2 hits", "HC", 7, 0, 0, 0, 2, "2 Cohesion hits"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := rallyWorld(t, c.typ, float64(c.tq))
			n, evs := apply(t, *s, rules.Action{Kind: KindRally, Side: 0, Target: "u"}, d10(c.die))
			u := mustUnit(t, &n, "u")
			if u.Status[stRouted] != c.routed || u.Status[stGone] != c.gone || (c.gone == 0 && u.Status[stHits] != c.hits) || !strings.Contains(logText(evs), c.wantText) {
				t.Fatalf("%v\n%s", u.Status, logText(evs))
			}
			if c.routed == 0 && (u.Status[stRallied] != 1 || n.Counters[ctOrders] != 1) {
				t.Fatalf("rallied marker and 1 order: %v %d", u.Status, n.Counters[ctOrders])
			}
			if c.gone == 0 && c.routed == 1 {
				if err := (Rules{}).Check(&n, rules.Action{Kind: KindRally, Side: 0, Target: "u"}); err == nil {
					t.Fatal("the same leader rallies the same unit twice in a turn [L2653-2656]")
				}
			}
		})
	}
	// A rallied unit takes no order this turn [L2681-2683].
	s := rallyWorld(t, "MI", 6)
	n, _ := apply(t, *s, rules.Action{Kind: KindRally, Side: 0, Target: "u"}, d10(0))
	mustUnit(t, &n, "u").SetStatus(stOrdered, 0) // a later phase of the turn
	bd, _ := boardOf(&n)
	b, _ := n.Base(mustUnit(t, &n, "u").Bases[0])
	turn := bd.m.Layout.Pose(hex.One(bd.m.MustLabel("0606"), south.Turn(1)))
	mv := rules.Action{Kind: rules.KindMove, Side: 0, Moves: []rules.Move{{Base: b.ID, Path: geom.Path{b.Shape.Pose(), turn}}}}
	if err := (Rules{}).Check(&n, mv); code(err) != "rallied" {
		t.Fatalf("a rallied unit ordered: %v", err)
	}
}

// TestReorganise is spec §10.3 [L2484-2506]: an Individual Order removes 2
// hits, in clear terrain, away from the enemy.
func TestReorganise(t *testing.T) {
	s := rallyWorld(t, "MI", 6)
	u := mustUnit(t, s, "u")
	u.SetStatus(stRouted, 0)
	u.SetStatus(stHits, 3)
	n, _ := apply(t, *s, rules.Action{Kind: KindReorganise, Side: 0, Target: "u"})
	if got := mustUnit(t, &n, "u").Status[stHits]; got != 1 || n.Counters[ctOrders] != 1 {
		t.Fatalf("hits %d orders %d, want 1 and 1", got, n.Counters[ctOrders])
	}
	if err := (Rules{}).Check(&n, rules.Action{Kind: KindReorganise, Side: 0, Target: "u"}); code(err) != "once" {
		t.Fatalf("twice in a phase: %v", err)
	}
}

// TestHeroRally: a hero stacked with a routed unit rallies it in a
// friendly leader's Orders Phase at no order's cost, by his Charisma
// [L2209-2216].
func TestHeroRally(t *testing.T) {
	s := rallyWorld(t, "MI", 6)
	bd, _ := boardOf(s)
	s.Units = append(s.Units, rules.Unit{ID: "h", Name: "h", Type: Hero, Side: 0, Profile: map[string]float64{keyCharisma: 4}, Bases: []string{"h.1"}})
	s.Table.Bases = append(s.Table.Bases, table.Base{ID: "h.1", Unit: "h", Side: 0, Round: true, Shape: geom.Rect{Width: 1, Depth: 1}.At(geom.Pose{Pos: bd.m.Layout.Centre(bd.m.MustLabel("0606"))})})
	a := rules.Action{Kind: KindRally, Side: 0, Target: "u", Args: map[string]string{"hero": "h"}}
	n, evs := apply(t, *s, a, d10(4))
	if u := mustUnit(t, &n, "u"); u.Status[stRouted] != 0 || n.Counters[ctOrders] != 0 || !strings.Contains(logText(evs), "Charisma 4") {
		t.Fatalf("%v, %d orders\n%s", u.Status, n.Counters[ctOrders], logText(evs))
	}
	mustUnit(t, s, "h").SetStatus(stOrdered, 1)
	if err := (Rules{}).Check(s, a); code(err) != "hero" {
		t.Fatalf("a hero who moved: %v", err)
	}
}
