package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
)

// TestBaseOf is spec §11.3 [L2943-2989] and T28 (A30).
func TestBaseOf(t *testing.T) {
	for _, c := range []struct{ magic, rng, turns int }{
		{100, 1, 5}, {159, 1, 7}, {160, 2, 8}, {250, 4, 15}, {300, 5, 22}, {460, 12, 65}, {900, 12, 65}, {50, 1, 5},
	} {
		if r, d := baseOf(c.magic); r != c.rng || d != c.turns {
			t.Errorf("baseOf(%d) = %d, %d; want %d, %d", c.magic, r, d, c.rng, c.turns)
		}
	}
}

// magicWorld: the Elves' mage m (a hero, Magic magic) stacked with the
// active leader a0 at 0610, a friendly unit f at 0609, the Goblins'
// target g dist hexes up the table.
func magicWorld(t *testing.T, magic float64, dist int, gTyp string) *rules.State {
	w := newWorld(t, 12, 12)
	w.leader("a0", 0, "0610", 4, nil)
	w.place(rules.Unit{ID: "m", Type: Hero, Side: 0, Profile: map[string]float64{keyMagic: magic}}, w.centre("0610"))
	w.unit("f", "MI", 0, "0710", north, nil)
	w.unit("g", gTyp, 1, w.up("0610", dist), south, nil)
	w.leader("b0", 1, "0101", 5, nil)
	w.place(rules.Unit{ID: "bm", Type: Hero, Side: 1, Profile: map[string]float64{keyMagic: 400}}, w.centre(w.up("0610", dist+1)))
	return w.orders("a0")
}

func cast(mage, sp, target string) rules.Action {
	return rules.Action{Kind: KindCast, Side: 0, Target: target, Args: map[string]string{"mage": mage, "spell": sp}}
}

// TestCastStrike: spells that strike like missile fire [L3121-3417]: the
// spell's own number, the target's modifiers (A29), Magic Points spent,
// one spell a turn [L3012-3014].
func TestCastStrike(t *testing.T) {
	for _, c := range []struct {
		name, spell, target string
		die, hits           int
	}{
		{"Stone Rain: 3 or less hits", "stone_rain", "MI", 3, 1},
		{"Stone Rain: 4 misses", "stone_rain", "MI", 4, 0},
		{"Stone Rain on heavy infantry: +1 (A29)", "stone_rain", "HI", 3, 0},
		{"Firebolt on cavalry: −2 [L3305-3308]", "firebolt", "HC", 6, 1},
		{"Lightning Bolts: 2 or less", "lightning_bolts", "MI", 2, 1},
		{"Holy Fire is never modified [L4082-4084]", "holy_fire", "HI", 2, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := magicWorld(t, 240, 3, c.target)
			n, evs := apply(t, *s, cast("m", c.spell, "g"), d10(c.die))
			m := mustUnit(t, &n, "m")
			if got := mustUnit(t, &n, "g").Status[stHits]; got != c.hits || m.Status[stSpent] != spells[c.spell].cost(240) || m.Status[stCast] != 1 {
				t.Fatalf("hits %d spent %d\n%s", got, m.Status[stSpent], logText(evs))
			}
			if err := (Rules{}).Check(&n, cast("m", c.spell, "g")); code(err) != "one-spell" {
				t.Fatalf("a second spell this turn: %v", err)
			}
		})
	}
}

// TestCastRefused: the conditions of a spell [L2923-2934], its range and
// its least Magic.
func TestCastRefused(t *testing.T) {
	for _, c := range []struct {
		name  string
		magic float64
		dist  int
		spell string
		edit  func(s *rules.State)
		want  string
	}{
		{"beyond the base range (Magic 240: 4 hexes)", 240, 5, "stone_rain", nil, "range"},
		{"Demoralization within half the range: 2 of 4 is not less", 240, 2, "demoralization", nil, "range"},
		{"too little Magic for Fireball (320)", 240, 2, "fireball", nil, "magic"},
		{"too few Magic Points", 240, 2, "stone_rain", func(s *rules.State) { mustUnit(t, s, "m").SetStatus(stSpent, 200) }, "points"},
		{"Bravery on an enemy", 240, 2, "bravery", nil, "target"},
		{"unstacked and out of the leader's range: an order within range", 240, 2, "stone_rain", func(s *rules.State) {
			mustUnit(t, s, "a0").Profile[keyRange] = 0
			bd, _ := boardOf(s)
			b, _ := s.Base(mustUnit(t, s, "m").Bases[0])
			b.Shape = b.Shape.At(bd.m.Layout.Pose(hexOne(bd, "0609")))
		}, "range"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := magicWorld(t, c.magic, c.dist, "MI")
			if c.edit != nil {
				c.edit(s)
			}
			if err := (Rules{}).Check(s, cast("m", c.spell, "g")); code(err) != c.want {
				t.Fatalf("Check = %v, want %s", err, c.want)
			}
		})
	}
}

// TestLastingSpells: Demoralization tests and lasts; it makes Shock TQ
// checks harder; Bravery lifts it and mends a point [L3567-3610]; the
// enemy may answer with a dispel (T29: 400 against 200, known: 75%, 30
// Magic Points [L4199-4222]).
func TestLastingSpells(t *testing.T) {
	s := magicWorld(t, 240, 1, "MI")
	n, evs := apply(t, *s, cast("m", "demoralization", "g"), d10(8))
	g := mustUnit(t, &n, "g")
	if g.Status[stHits] != 1 || !under(&n, g, stDemor) || moraleBonus(&n, g) != -1 {
		t.Fatalf("Demoralization: %v\n%s", g.Status, logText(evs))
	}
	if g.Status[stDemor] != n.Turn+15-1 {
		t.Fatalf("lasts to turn %d, want the base duration 15 turns", g.Status[stDemor])
	}
	if n.Phase != PhaseDispel || n.Active != 1 {
		t.Fatalf("the Goblins' mage bm may dispel: phase %s\n%s", n.Phase, logText(evs))
	}
	offers := (Rules{}).Offers(&n, 1, nil)
	if len(offers) != 2 || !strings.HasPrefix(offers[0].Label, "Dispel Demoralization with bm (50%, 30 Magic Points)") {
		t.Fatalf("offers %+v", offers)
	}
	// 400 against 240: ratio 1.67, the 1× row: 50% [L4207-4222]; 4 then 9 is 49.
	k, evs := apply(t, n, rules.Action{Kind: KindDispel, Side: 1, Args: map[string]string{"mage": "bm"}}, d10(4), d10(9))
	if under(&k, mustUnit(t, &k, "g"), stDemor) || mustUnit(t, &k, "bm").Status[stSpent] != 30 || k.Phase != PhaseOrders || k.Active != 0 {
		t.Fatalf("49 < 50 dispels:\n%s", logText(evs))
	}
	k, _ = apply(t, n, rules.Action{Kind: KindDispel, Side: 1, Args: map[string]string{"mage": "bm"}}, d10(5), d10(0))
	if !under(&k, mustUnit(t, &k, "g"), stDemor) {
		t.Fatal("50 is not below 50: it holds")
	}
	k, _ = apply(t, n, rules.Action{Kind: KindDispel, Side: 1, Args: map[string]string{"mage": "none"}})
	if !under(&k, mustUnit(t, &k, "g"), stDemor) || k.Phase != PhaseOrders {
		t.Fatal("declined: the spell stays")
	}
	// Bravery on a friend mends a point.
	s = magicWorld(t, 240, 6, "MI")
	mustUnit(t, s, "f").SetStatus(stHits, 2)
	n, _ = apply(t, *s, cast("m", "bravery", "f"))
	if f := mustUnit(t, &n, "f"); f.Status[stHits] != 1 || moraleBonus(&n, f) != 1 {
		t.Fatalf("Bravery: %v", f.Status)
	}
}

// TestDispelChance is the dispel table [L4207-4222] (A30: the highest row
// at most the ratio; below half, none); T29.
func TestDispelChance(t *testing.T) {
	for _, c := range []struct {
		mine, theirs int
		knows        bool
		want         int
	}{
		{400, 200, true, 75}, {400, 200, false, 35}, {100, 200, true, 25}, {99, 200, true, 0},
		{200, 200, false, 20}, {600, 200, true, 85}, {900, 200, false, 50},
	} {
		if got := dispelChance(c.mine, c.theirs, c.knows); got != c.want {
			t.Errorf("dispelChance(%d, %d, %v) = %d, want %d", c.mine, c.theirs, c.knows, got, c.want)
		}
	}
}
