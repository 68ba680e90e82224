package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
)

// fireCase is one fire: the firer at 0609 facing north with weapon
// against a target dist hexes up the table.
type fireCase struct {
	name     string
	weapon   string // profile key
	firerTyp string // "" LI
	target   string // Type
	dist     int    // hexes
	woods    bool   // the target in woods
	missile  int    // the firer's ammunition before
	die      int    // the natural die
	wantMod  int    // the modifiers' sum
	wantHits int    // Cohesion hits on the target
	wantAmmo int    // the firer's ammunition after
	wantLog  string // in the log
	prof     map[string]float64
}

func fireWorld(t *testing.T, c fireCase) (*world, string) {
	w := newWorld(t, 12, 12)
	w.leader("a0", 0, "0610", 4, nil)
	typ := c.firerTyp
	if typ == "" {
		typ = "LI"
	}
	prof := map[string]float64{c.weapon: 1}
	for k, v := range c.prof {
		prof[k] = v
	}
	w.unit("x", typ, 0, "0609", north, prof)
	at := w.up("0609", c.dist)
	if c.woods {
		w.terrain("woods", at)
	}
	w.unit("t", c.target, 1, at, south, nil)
	w.leader("b0", 1, "0101", 5, nil)
	return w, at
}

// TestMissileFire is spec §8.2-§8.3 and its tests T17-T20: the Missile
// Table's number, the modifiers, the hits and the ammunition.
func TestMissileFire(t *testing.T) {
	for _, c := range []fireCase{
		{name: "T17 javelins roll 7: no hit, MISSILE LOW [L1615-1620]", weapon: "javelin", target: "MI", dist: 1, die: 7, wantAmmo: missileLow, wantLog: "MISSILE LOW"},
		{name: "javelins roll 5 adjacent: a hit (UNOFFICIAL j at 1 is 5)", weapon: "javelin", target: "MI", dist: 1, die: 5, wantHits: 1},
		{name: "T18 a bow on MISSILE LOW fires: MISSILE NO [L1630-1633]", weapon: "bow", target: "MI", dist: 2, missile: missileLow, die: 3, wantHits: 1, wantAmmo: missileNo},
		{name: "a bow rolls a natural 9: MISSILE LOW [L1607-1613]", weapon: "bow", target: "MI", dist: 2, die: 9, wantAmmo: missileLow},
		{name: "a bow at 3 hexes, die 3 = its number: a hit [L1679-1687]", weapon: "bow", target: "MI", dist: 3, die: 3, wantHits: 1},
		{name: "a bow at 3 hexes, die 4: no effect", weapon: "bow", target: "MI", dist: 3, die: 4},
		{name: "target in woods +1 [L1694-1695]", weapon: "bow", target: "MI", dist: 3, woods: true, die: 3, wantMod: 1},
		{name: "heavy infantry not adjacent +1 [L1699-1701]", weapon: "bow", target: "HI", dist: 2, die: 3, wantMod: 1, wantHits: 1},
		{name: "Varangians are heavy infantry (A24)", weapon: "bow", target: "VG", dist: 2, die: 4, wantMod: 1},
		{name: "extra-heavy infantry not adjacent +2 [L1703-1705]", weapon: "bow", target: "HAI", dist: 2, die: 2, wantMod: 2, wantHits: 1},
		{name: "heavy infantry adjacent +3 [L1707-1709]", weapon: "bow", target: "HI", dist: 1, die: 2, wantMod: 3, wantHits: 1},
		{name: "a phalanx is not heavy infantry for fire (A24)", weapon: "sling", target: "LI", dist: 1, die: 5, wantHits: 1},
		{name: "a composite bow at 1 hex, modified 1: 2 hits [L1684-1687]", weapon: "longbow", target: "MI", dist: 1, die: 1, wantHits: 2, prof: map[string]float64{keyTQ: 6}},
		{name: "throwing axes: one attack, then MISSILE NO [L1625-1628]", weapon: "axe", target: "MI", dist: 1, die: 3, wantHits: 1, wantAmmo: missileNo},
	} {
		t.Run(c.name, func(t *testing.T) {
			w, _ := fireWorld(t, c)
			if c.missile > 0 {
				mustUnit(t, &w.s, "x").SetStatus(stMissile, c.missile)
			}
			s := w.orders("a0")
			faces := []int{d10(c.die)}
			if c.weapon == "longbow" {
				mustUnit(t, s, "x").SetStatus(stShifted, 1) // one attack only
			}
			n, evs := apply(t, *s, fire(0, "x", "t"), faces...)
			var fe *rules.Event
			for i := range evs {
				if evs[i].Kind == "fire" {
					fe = &evs[i]
				}
			}
			if fe == nil {
				t.Fatalf("no fire event\n%s", logText(evs))
			}
			if got := factValue(fe, "modifier"); got != c.wantMod {
				t.Errorf("modifier %d, want %d\n%s", got, c.wantMod, logText(evs))
			}
			if got := mustUnit(t, &n, "t").Status[stHits]; got != c.wantHits {
				t.Errorf("hits %d, want %d\n%s", got, c.wantHits, logText(evs))
			}
			if got := mustUnit(t, &n, "x").Status[stMissile]; got != c.wantAmmo {
				t.Errorf("ammunition %d, want %d\n%s", got, c.wantAmmo, logText(evs))
			}
			if !strings.Contains(logText(evs), c.wantLog) || !strings.Contains(fe.Text, "UNOFFICIAL") {
				t.Errorf("log lacks %q or the UNOFFICIAL label:\n%s", c.wantLog, logText(evs))
			}
			if n.Counters[ctOrders] != 1 || mustUnit(t, &n, "x").Status[stOrdered] != 1 || mustUnit(t, &n, "x").Status[stMoved] != 0 {
				t.Errorf("a fire order: 1 order spent, once per phase, not flipped to Moved (A10)")
			}
		})
	}
}

func factValue(e *rules.Event, name string) int {
	for _, f := range e.Facts {
		if f.Name == name {
			return f.Value
		}
	}
	return -99
}

// TestFireRefused: who may fire and at whom (spec §8.1, §8.5).
func TestFireRefused(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(w *world, at string)
		act  func(s *rules.State) rules.Action
		want string
	}{
		{"beyond the range [L1679-1687]", func(w *world, at string) {}, nil, "range"},
		{"routed units never fire [L2601-2603]", func(w *world, at string) { w.s.Units[1].SetStatus(stRouted, 1) }, nil, "no-fire"},
		{"MISSILE NO [L1604-1633]", func(w *world, at string) { w.s.Units[1].SetStatus(stMissile, missileNo) }, nil, "no-fire"},
		{"at a friend [L1591-1596]", func(w *world, at string) { w.unit("f", "MI", 0, w.up("0609", 1), north, nil) },
			func(s *rules.State) rules.Action { return fire(0, "x", "f") }, "target"},
		{"through the rear [L1591-1593]", func(w *world, at string) { w.unit("r", "MI", 1, rearHex(w, "0609"), north, nil) },
			func(s *rules.State) rules.Action { return fire(0, "x", "r") }, "arc"},
		{"no weapon [L1561-1564]", func(w *world, at string) { w.unit("y", "MI", 0, "0709", north, nil) },
			func(s *rules.State) rules.Action { return fire(0, "y", "t") }, "no-fire"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w, at := fireWorld(t, fireCase{weapon: "sling", target: "MI", dist: 4})
			c.edit(w, at)
			s := w.orders("a0")
			a := fire(0, "x", "t")
			if c.act != nil {
				a = c.act(s)
			}
			if err := (Rules{}).Check(s, a); code(err) != c.want {
				t.Fatalf("Check = %v, want %s", err, c.want)
			}
		})
	}
	// Once per Orders Phase [L884-886].
	w, _ := fireWorld(t, fireCase{weapon: "sling", target: "MI", dist: 2})
	s := w.orders("a0")
	n, _ := apply(t, *s, fire(0, "x", "t"), d10(8))
	if err := (Rules{}).Check(&n, fire(0, "x", "t")); code(err) != "once" {
		t.Fatalf("a second fire: %v, want once", err)
	}
}

// TestFireSight: combat units between block, but for a bow or crossbow
// when the unit between is nearer the firer [L1665-1674]; adjacent always
// sees [L1676-1677].
func TestFireSight(t *testing.T) {
	for _, c := range []struct {
		name    string
		weapon  string
		between int // hexes from the firer of the unit between
		want    string
	}{
		{"a sling over a unit 1 hex away: blocked", "sling", 1, "los"},
		{"a bow over a unit nearer the firer: clear", "bow", 1, ""},
		{"a bow over a unit nearer the target: blocked", "bow", 2, "los"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w, _ := fireWorld(t, fireCase{weapon: c.weapon, target: "MI", dist: 3})
			w.unit("m", "MI", 0, w.up("0609", c.between), north, nil)
			s := w.orders("a0")
			if err := (Rules{}).Check(s, fire(0, "x", "t")); code(err) != c.want {
				t.Fatalf("Check = %v, want %q", err, c.want)
			}
		})
	}
}

// TestExtremeRange: at a lower target the range is one more, where only a
// modified 0 hits [L1721-1726] (A16).
func TestExtremeRange(t *testing.T) {
	for _, c := range []struct {
		die, hits int
	}{{0, 1}, {1, 0}} {
		w, _ := fireWorld(t, fireCase{weapon: "sling", target: "MI", dist: 4})
		w.elevation(1, "0609")
		s := w.orders("a0")
		n, evs := apply(t, *s, fire(0, "x", "t"), d10(c.die))
		if got := mustUnit(t, &n, "t").Status[stHits]; got != c.hits || !strings.Contains(logText(evs), "extreme range") {
			t.Fatalf("die %d: %d hits, want %d\n%s", c.die, got, c.hits, logText(evs))
		}
	}
}

// TestRateOfFire: composite-bow infantry that has not left its deployment
// hex attacks twice, ammunition checked for each [L2141-2147].
func TestRateOfFire(t *testing.T) {
	w, _ := fireWorld(t, fireCase{weapon: "longbow", target: "MI", dist: 2})
	s := w.orders("a0")
	n, evs := apply(t, *s, fire(0, "x", "t"), d10(9), d10(2))
	if got := mustUnit(t, &n, "t").Status[stHits]; got != 1 {
		t.Fatalf("hits %d, want 1 (a 9 misses, a 2 hits)\n%s", got, logText(evs))
	}
	if got := mustUnit(t, &n, "x").Status[stMissile]; got != missileNo {
		t.Fatalf("ammunition %d: the 9 left it LOW, the second attack NO", got)
	}
	// Once it has moved it fires once.
	w, _ = fireWorld(t, fireCase{weapon: "longbow", target: "MI", dist: 2})
	mustUnit(t, &w.s, "x").SetStatus(stShifted, 1)
	s = w.orders("a0")
	n, evs = apply(t, *s, fire(0, "x", "t"), d10(2))
	if strings.Count(logText(evs), "fires at") != 1 {
		t.Fatalf("a unit that left its hex fired twice:\n%s", logText(evs))
	}
}

// TestFireOnRouted: a routed unit that loses Cohesion to fire is
// eliminated [L2605-2608]; a natural 0 puts the leaders in its hex in
// Peril [L1728-1732].
func TestFireOnRouted(t *testing.T) {
	w, at := fireWorld(t, fireCase{weapon: "sling", target: "MI", dist: 2})
	w.leader("b1", 1, at, 3, map[string]float64{keyCombat: 9})
	mustUnit(t, &w.s, "t").SetStatus(stRouted, 1)
	s := w.orders("a0")
	n, evs := apply(t, *s, fire(0, "x", "t"), d10(0), d10(5))
	tu := mustUnit(t, &n, "t")
	if tu.Status[stGone] != goneEliminated || onTable(tu) {
		t.Fatalf("the routed target: %v\n%s", tu.Status, logText(evs))
	}
	if !strings.Contains(logText(evs), "Peril Table, die 5 + Individual Combat 9 = 14: unharmed") {
		t.Fatalf("no Peril roll:\n%s", logText(evs))
	}
}

// TestPeril is the Peril Table as the rules read it [L1910-1915]:
// wounded twice is out of action, out of action when wounded is killed.
func TestPeril(t *testing.T) {
	for _, c := range []struct {
		name      string
		fate, die int
		want      int
	}{
		{"unharmed", 0, 9, 0},
		{"wounded (UNOFFICIAL 4-6)", 0, 5, fateWounded},
		{"wounded again: out of action", fateWounded, 5, fateOut},
		{"out of action (UNOFFICIAL 2-3)", 0, 3, fateOut},
		{"out of action when wounded: killed", fateWounded, 2, fateKilled},
		{"killed (UNOFFICIAL 0-1)", 0, 1, fateKilled},
	} {
		t.Run(c.name, func(t *testing.T) {
			w, at := fireWorld(t, fireCase{weapon: "sling", target: "MI", dist: 2})
			w.leader("b1", 1, at, 3, nil)
			mustUnit(t, &w.s, "b1").SetStatus(stFate, c.fate)
			s := w.orders("a0")
			n, evs := apply(t, *s, fire(0, "x", "t"), d10(0), d10(c.die))
			b1 := mustUnit(t, &n, "b1")
			if b1.Status[stFate] != c.want || onTable(b1) != (c.want < fateOut) {
				t.Fatalf("fate %d on the map %v, want %d\n%s", b1.Status[stFate], onTable(b1), c.want, logText(evs))
			}
		})
	}
}

// TestMoveFire: T19 and T20, fire during a move toward the target
// [L1576-1581, L1711-1715].
func TestMoveFire(t *testing.T) {
	for _, c := range []struct {
		name, weapon, target string
		woods                bool
		die, mod, hits       int
	}{
		{"T19 HAI adjacent, firer moving, in woods: +5", "bow", "HAI", true, 0, 5, 1},
		{"T19 the same, die 1: 6 misses", "bow", "HAI", true, 1, 5, 0},
		{"T20 javelin infantry moving at adjacent HI: +3 only", "javelin", "HI", false, 2, 3, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			w, _ := fireWorld(t, fireCase{weapon: c.weapon, target: c.target, dist: 2, woods: c.woods})
			s := w.orders("a0")
			a := w.move(s, "x", w.one(w.up("0609", 1), north))
			a.Args = map[string]string{"fire": "t"}
			n, evs := apply(t, *s, a, d10(c.die))
			var fe *rules.Event
			for i := range evs {
				if evs[i].Kind == "fire" {
					fe = &evs[i]
				}
			}
			if fe == nil || factValue(fe, "modifier") != c.mod || mustUnit(t, &n, "t").Status[stHits] != c.hits {
				t.Fatalf("want modifier %d, %d hits\n%s", c.mod, c.hits, logText(evs))
			}
		})
	}
	// Not having moved toward the target: refused [L1576-1581].
	w, _ := fireWorld(t, fireCase{weapon: "bow", target: "MI", dist: 2})
	w.unit("o", "MI", 1, "0309", south, nil)
	s := w.orders("a0")
	a := w.move(s, "x", w.one(w.up("0609", 1), north))
	a.Args = map[string]string{"fire": "o"}
	if err := (Rules{}).Check(s, a); code(err) != "fire-approach" && code(err) != "range" {
		t.Fatalf("fire at a unit not approached: %v", err)
	}
}

// rearHex is a rear hex of a north-facing counter on l that is not 0610.
func rearHex(w *world, l string) string {
	for k := 3; k <= 4; k++ {
		if h := w.m.Label(w.hx(l).Neighbor(north.D(k))); h != "0610" {
			return h
		}
	}
	return ""
}
