package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
)

// TestFear is spec §11.6 [L4279-4307, L4437-4446, L4581-4603]: e (side 1)
// moves 2 hexes to end next to x (side 0) on 0606.
func TestFear(t *testing.T) {
	lc := func(ma, tq float64) map[string]float64 { return map[string]float64{keyMA: ma, keyTQ: tq} }
	for _, c := range []struct {
		name         string
		xType        string
		xProf        map[string]float64
		xRouted      bool
		eType        string
		eProf        map[string]float64
		faces        []int
		xHits, eHits int
		xBack        bool // x withdrew
		xGone        int
		xRouts       bool
		wantLog      string
	}{
		{"Wolf Riders next to faster cavalry: it withdraws [L4437-4441]", "LC", lc(8, 6), false, "WR", lc(6, 5), nil, 0, 0, true, 0, false, "horses panic at e: it must withdraw"},
		{"Wolf Riders next to slower cavalry: a test, at least 1 hit [L4441-4444]", "LC", lc(5, 6), false, "WR", lc(6, 5), []int{2}, 1, 0, false, 0, false, "at least 1 Cohesion hit"},
		{"... its die above TQ: the difference", "LC", lc(5, 6), false, "WR", lc(6, 5), []int{9}, 3, 0, false, 0, false, "3 Cohesion hit(s)"},
		{"routed cavalry: eliminated [L4444-4446]", "LC", lc(5, 6), true, "WR", lc(6, 5), nil, 0, 0, false, goneEliminated, false, "routed cavalry that e comes next to is eliminated"},
		{"Wolf Riders do not frighten Wolf Riders (a reading)", "WR", lc(5, 6), false, "WR", lc(6, 5), nil, 0, 0, false, 0, false, ""},
		{"a Dragon next to cavalry: at least 2 hits [L4303-4305]", "LC", lc(5, 6), false, "LM", map[string]float64{keyMA: 6, keyTQ: 8, keyDragon: 1}, []int{0}, 2, 0, false, 0, false, "at least 2 Cohesion hit(s)"},
		{"Trolls next to infantry of TQ 5: a test [L4598-4602]", "MI", lc(5, 5), false, "HAI", map[string]float64{keyMA: 4, keyTQ: 7, keyTroll: 1}, []int{8}, 3, 0, false, 0, false, "next to the Trolls e"},
		{"Trolls next to infantry of TQ 6: nothing", "MI", lc(5, 6), false, "HAI", map[string]float64{keyMA: 4, keyTQ: 7, keyTroll: 1}, nil, 0, 0, false, 0, false, ""},
		{"Trolls next to routed infantry: eliminated [L4602-4603]", "MI", lc(5, 5), true, "HAI", map[string]float64{keyMA: 4, keyTQ: 7, keyTroll: 1}, nil, 0, 0, false, goneEliminated, false, "routed infantry next to the Trolls"},
		{"infantry of TQ 4 comes next to Trolls: a test [L4588-4595]", "HAI", map[string]float64{keyMA: 4, keyTQ: 7, keyTroll: 1}, false, "MI", lc(5, 4), []int{6}, 0, 2, false, 0, false, "next to the Trolls x"},
		{"a Dragon next to TQ 4: it routs at once [L4285-4288]", "MI", lc(5, 4), false, "LM", map[string]float64{keyMA: 6, keyTQ: 8, keyDragon: 1}, nil, 0, 0, true, 0, true, "routs at once next to the Dragon e"},
		{"a Dragon next to TQ 6: a test [L4281-4285]", "MI", lc(5, 6), false, "LM", map[string]float64{keyMA: 6, keyTQ: 8, keyDragon: 1}, []int{9}, 3, 0, false, 0, false, "comes into contact with the Dragon e"},
		{"TQ 5 comes into contact with a Dragon: a test", "LM", map[string]float64{keyMA: 6, keyTQ: 8, keyDragon: 1}, false, "MI", lc(5, 5), []int{7}, 0, 2, false, 0, false, "e comes into contact with the Dragon x"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 12, 12)
			w.leader("a0", 0, "0111", 3, nil)
			w.unit("x", c.xType, 0, "0606", north, c.xProf)
			start := w.up("0606", 3)
			w.unit("e", c.eType, 1, start, south, c.eProf)
			w.leader("b0", 1, w.up("0606", 5), 4, map[string]float64{keyMagic: 100}) // a leader-mage: Trolls obey him [L4604-4606]
			s := w.orders("b0")
			mustUnit(t, s, "x").SetStatus(stRouted, map[bool]int{true: 1}[c.xRouted])
			end := w.down(start, 2)
			if hex.Dist(w.hx(end), w.hx("0606")) != 1 {
				t.Fatalf("%s is not next to 0606", end)
			}
			var faces []int
			for _, v := range c.faces {
				faces = append(faces, d10(v))
			}
			n, evs := apply(t, *s, w.move(s, "e", w.one(w.ahead(start, south, 0), south), w.one(end, south)), faces...)
			x, e := mustUnit(t, &n, "x"), mustUnit(t, &n, "e")
			log := logText(evs)
			back := false
			if onTable(x) {
				back = rowsBack(t, w, &n, "x", "0606") > 0
			}
			switch {
			case x.Status[stGone] != c.xGone, x.Status[stGone] == 0 && x.Status[stHits] != c.xHits, e.Status[stHits] != c.eHits, back != c.xBack:
				t.Fatalf("x %v (back %v), e %v\n%s", x.Status, back, e.Status, log)
			case c.xRouts && x.Status[stRouted] != 1, c.wantLog != "" && !strings.Contains(log, c.wantLog), c.wantLog == "" && strings.Contains(log, "fear"):
				t.Fatalf("x %v, want %q\n%s", x.Status, c.wantLog, log)
			}
		})
	}
}

// TestFearZOC is [L4295-4297, L4431-4434, L4578-4580]: cavalry may not
// enter the ZOC of Wolf Riders, Trolls or a Dragon; Wolf Riders may enter
// Wolf Riders' (a reading) but not Trolls'; infantry may.
func TestFearZOC(t *testing.T) {
	for _, c := range []struct {
		mover, target string
		prof          map[string]float64
		code          string
	}{
		{"LC", "WR", nil, "fear"},
		{"WR", "WR", nil, ""},
		{"LC", "HAI", map[string]float64{keyTroll: 1}, "fear"},
		{"WR", "HAI", map[string]float64{keyTroll: 1}, "fear"},
		{"HC", "LM", map[string]float64{keyDragon: 1, keyTQ: 8}, "fear"},
		{"MI", "HAI", map[string]float64{keyTroll: 1}, ""},
		{"LC", "HAI", nil, ""},
	} {
		w := newWorld(t, 12, 14)
		w.unit("u", c.mover, 0, "0510", north, nil)
		w.leader("k", 0, "0511", 3, map[string]float64{keyCinC: 1})
		w.leader("e", 1, "1101", 5, nil)
		ne := w.ahead("0510", north, 0)
		w.unit("t", c.target, 1, w.ahead(ne, north, 1), south, c.prof)
		s := w.orders("k")
		if err := (Rules{}).Check(s, w.move(s, "u", w.one(ne, north))); code(err) != c.code {
			t.Errorf("%s into %s's ZOC: %v, want %q", c.mover, c.target, err, c.code)
		}
	}
}

// TestFearShock is [L4296-4298, L4579-4581, L4274-4276, L4309-4311]:
// cavalry that attacks Wolf Riders loses 2 Cohesion before the Combat
// Table; a Dragon takes no pre-shock check.
func TestFearShock(t *testing.T) {
	// HC (TQ 7, no check) on WR: 2 hits, then the Combat die 9.
	w := shockWorld(t, "HC", map[string]float64{keyTQ: 7}, "WR", map[string]float64{keyTQ: 6})
	n, evs := shockOf(t, w, false, d10(9))
	if h := mustUnit(t, &n, "h"); h.Status[stHits] != 2 || !strings.Contains(logText(evs), "which its horses fear: 2 Cohesion hits") {
		t.Fatalf("h %v\n%s", h.Status, logText(evs))
	}
	// A Dragon that moved Shocks without its check; its target tests (die
	// 0), then the Combat die.
	w = shockWorld(t, "LM", map[string]float64{keyTQ: 8, keyDragon: 1}, "MI", nil)
	n, evs = shockOf(t, w, true, d10(0), d10(5))
	if strings.Contains(logText(evs), "h, pre-shock TQ check") || !strings.Contains(logText(evs), "m, pre-shock TQ check") {
		t.Fatalf("the Dragon checked:\n%s", logText(evs))
	}
}

// TestNoSuperiorityOver is [L4579-4581, L4309-4311].
func TestNoSuperiorityOver(t *testing.T) {
	troll := &rules.Unit{Type: "HAI", Profile: map[string]float64{keyTroll: 1}}
	dragon := &rules.Unit{Type: "LM", Profile: map[string]float64{keyDragon: 1}}
	hc, hi := &rules.Unit{Type: "HC"}, &rules.Unit{Type: "HI"}
	for _, c := range []struct {
		a, e       *rules.Unit
		positional bool
		want       bool
	}{
		{hc, troll, false, true}, {hi, troll, false, false}, {hi, dragon, true, true}, {hi, dragon, false, false}, {hc, hi, true, false},
	} {
		if got := noSuperiorityOver(c.a, c.e, c.positional); got != c.want {
			t.Errorf("%s over %v (positional %v): %v, want %v", c.a.Type, c.e.Profile, c.positional, got, c.want)
		}
	}
}

// TestDragonBonuses is [L4277-4281]: +3 to missile fire at a Dragon, +2
// to offensive spells.
func TestDragonBonuses(t *testing.T) {
	for _, c := range []struct {
		name   string
		dragon bool
		die    int
		hits   int
	}{
		{"a bow at 2 hexes: 4 or less (UNOFFICIAL)", false, 4, 1},
		{"at a Dragon +3: 1 hits", true, 1, 1},
		{"at a Dragon +3: 2 misses", true, 2, 0},
	} {
		w := newWorld(t, 12, 12)
		w.leader("a0", 0, "0611", 4, nil)
		w.leader("b0", 1, "0101", 5, nil)
		w.unit("b", "LI", 0, "0609", north, map[string]float64{"bow": 1})
		w.unit("g", "LM", 1, w.up("0609", 2), south, map[string]float64{keyTQ: 8, keyDragon: map[bool]float64{true: 1}[c.dragon]})
		s := w.orders("a0")
		n, evs := apply(t, *s, fire(0, "b", "g"), d10(c.die))
		if got := mustUnit(t, &n, "g").Status[stHits]; got != c.hits || c.dragon != strings.Contains(logText(evs), "at a Dragon") {
			t.Errorf("%s: hits %d, want %d\n%s", c.name, got, c.hits, logText(evs))
		}
	}
	for _, c := range []struct {
		dragon bool
		hits   int
	}{{false, 1}, {true, 0}} {
		s := magicWorld(t, 240, 3, "LM")
		if c.dragon {
			mustUnit(t, s, "g").Profile[keyDragon] = 1
		}
		n, evs := apply(t, *s, cast("m", "stone_rain", "g"), d10(2)) // 3 or less hits; +2 at a Dragon
		if got := mustUnit(t, &n, "g").Status[stHits]; got != c.hits {
			t.Errorf("Stone Rain, Dragon %v: hits %d, want %d\n%s", c.dragon, got, c.hits, logText(evs))
		}
	}
}

// TestTrolls is [L4562-4569, L4604-4609]: orders only from a leader-mage;
// never rallied; a fire spell ends their regeneration, which gives back 1
// Cohesion point in the Rout & Reload Phase when no enemy is adjacent
// and none not MISSILE NO has them in range. A Dragon never rallies nor
// reorganises [L4270-4272].
func TestTrolls(t *testing.T) {
	troll := map[string]float64{keyTQ: 7, keyTroll: 1}
	w := newWorld(t, 12, 14)
	w.unit("u", "HAI", 0, "0510", north, troll)
	w.leader("k", 0, "0511", 3, map[string]float64{keyCinC: 1})
	w.leader("e", 1, "1101", 5, nil)
	s := w.orders("k")
	ahead := w.one(w.ahead("0510", north, 0), north)
	if err := (Rules{}).Check(s, w.move(s, "u", ahead)); code(err) != "troll-orders" {
		t.Fatalf("a Troll ordered by a leader who is no mage: %v", err)
	}
	mustUnit(t, s, "k").Profile[keyMagic] = 100
	if err := (Rules{}).Check(s, w.move(s, "u", ahead)); err != nil {
		t.Fatalf("by a leader-mage: %v", err)
	}
	u := mustUnit(t, s, "u")
	u.SetStatus(stRouted, 1)
	if err := (Rules{}).Check(s, rules.Action{Kind: KindRally, Side: 0, Target: "u"}); code(err) != "no-rally" {
		t.Fatalf("rallying Trolls: %v", err)
	}
	u.SetStatus(stRouted, 0)
	u.Profile[keyTroll], u.Profile[keyDragon] = 0, 1
	u.SetStatus(stHits, 2)
	if err := (Rules{}).Check(s, rules.Action{Kind: KindReorganise, Side: 0, Target: "u"}); code(err) != "no-reorganise" {
		t.Fatalf("a Dragon reorganising: %v", err)
	}
	for _, c := range []struct {
		name   string
		enemy  string // an enemy unit's hex, "" none
		weapon string
		burned bool
		hits   int
	}{
		{"alone: 1 back", "", "", false, 1},
		{"an enemy adjacent: none", "0609", "", false, 2},
		{"in an enemy bow's range: none", "0607", "bow", false, 2},
		{"an enemy out of bow range", "0602", "bow", false, 1},
		{"burned by a fire spell: none", "", "", true, 2},
	} {
		w := newWorld(t, 12, 12)
		w.leader("a0", 0, "0611", 4, nil)
		w.leader("b0", 1, "0101", 5, nil)
		w.unit("tr", "HAI", 0, "0610", north, troll)
		if c.enemy != "" {
			prof := map[string]float64{}
			if c.weapon != "" {
				prof[c.weapon] = 1
			}
			w.unit("e", "LI", 1, c.enemy, south, prof)
		}
		s := w.orders("a0")
		tr := mustUnit(t, s, "tr")
		tr.SetStatus(stHits, 2)
		tr.SetStatus(stBurned, map[bool]int{true: 1}[c.burned])
		evs := regenerate(s)
		if got := tr.Status[stHits]; got != c.hits {
			t.Errorf("%s: hits %d, want %d %v", c.name, got, c.hits, evs)
		}
	}
	// Firebolt burns them [L4566-4569].
	s = magicWorld(t, 240, 3, "HAI")
	mustUnit(t, s, "g").Profile[keyTroll] = 1
	n, evs := apply(t, *s, cast("m", "firebolt", "g"), d10(9))
	if mustUnit(t, &n, "g").Status[stBurned] != 1 {
		t.Fatalf("a Firebolt did not burn the Trolls\n%s", logText(evs))
	}
}

// TestDragonResists is [L4313-4316]: a spell that is not a direct attack
// (Stun) cast on a Dragon is resisted on an extra d10 of 5 or more; a
// direct one (Stone Rain) is not rolled against.
func TestDragonResists(t *testing.T) {
	for _, c := range []struct {
		spell string
		faces []int
		hits  int
	}{
		{"stun", []int{5}, 0},
		{"stun", []int{4}, 1},
		{"stone_rain", []int{0}, 1},
	} {
		s := magicWorld(t, 400, 1, "LM")
		g := mustUnit(t, s, "g")
		g.Profile[keyDragon], g.Profile[keyTQ] = 1, 8
		var faces []int
		for _, v := range c.faces {
			faces = append(faces, d10(v))
		}
		n, evs := apply(t, *s, cast("m", c.spell, "g"), faces...)
		if got := mustUnit(t, &n, "g").Status[stHits]; got != c.hits {
			t.Errorf("%s %v: hits %d, want %d\n%s", c.spell, c.faces, got, c.hits, logText(evs))
		}
	}
}

// TestDragonMoves is [L4262-4265]: a Dragon faces without MP and loses no
// Cohesion in Difficult terrain (woods: 3 MP for LM, 1 hit, UNOFFICIAL;
// the 60° pivot first, 1 MP but for a Dragon).
func TestDragonMoves(t *testing.T) {
	for _, c := range []struct {
		dragon   bool
		mp, hits int
	}{{false, 4, 1}, {true, 3, 0}} {
		w := newWorld(t, 12, 14)
		w.unit("u", "LM", 0, "0510", north, map[string]float64{keyTQ: 8, keyMA: 6, keyDragon: map[bool]float64{true: 1}[c.dragon]})
		w.leader("k", 0, "0511", 3, map[string]float64{keyCinC: 1})
		w.leader("e", 1, "1101", 5, nil)
		to := w.ahead("0510", north.Turn(1), 0)
		w.terrain("woods", to)
		s := w.orders("k")
		n, evs := apply(t, *s, w.move(s, "u", w.one("0510", north.Turn(1)), w.one(to, north.Turn(1))))
		if u := mustUnit(t, &n, "u"); n.Used["u.1"] != float64(c.mp) || u.Status[stHits] != c.hits {
			t.Errorf("Dragon %v: %v MP, %d hits, want %d and %d\n%s", c.dragon, n.Used["u.1"], u.Status[stHits], c.mp, c.hits, logText(evs))
		}
	}
}
