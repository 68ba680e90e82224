package musketpike

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// reinforceWorld is a battle with a Parliament reinforcement wing (wing
// 2: its commander "Fairfax" and three regiments of foot, all by entry
// hex 0502, profile enters = turn) against a Royalist wing at the south
// edge: turn 1, the reinforcements off the map.
func reinforceWorld(t *testing.T, turn float64) *world {
	w := newWorld(t, 12, 12)
	w.one("roy", Cavalry, 0, "0511", north, nil)
	w.wc("rwc", 0, 1, "0511", charts.MakeReady)
	w.one("pfoot", HeavyInfantry, 1, "0902", south, nil)
	w.wc("pwc", 1, 1, "0902", charts.ReceiveCharge)
	w.one("fairfax", Leader, 1, "0502", 0, map[string]float64{keyWing: 2, keyRating: -2, keyEnters: turn})
	for _, id := range []string{"r1", "r2", "r3"} {
		w.one(id, HeavyInfantry, 1, "0502", south, map[string]float64{keyWing: 2, keyEnters: turn})
	}
	for i, n := range []string{"Royal Horse", "Byron", "Essex's Foot", "Essex", "Fairfax", "Skippon's Foot", "Holles's Foot", "Ballard's Foot"} {
		w.s.Units[i].Name = n
	}
	return w
}

// enter is the "enter" action of unit id by hex (empty: its entry hex)
// in formation form.
func enter(side int, id, hx, form string) rules.Action {
	return rules.Action{Kind: KindEnter, Side: side, Target: id, Args: map[string]string{"hex": hx, "formation": form}}
}

// TestReinforcementsOffTheMap checks Setup's reading of profile enters
// (7.4 [L585]): each counter of the wing leaves the table (no base: on
// no hex, blocking nothing, no target), its hex kept as its entry hex
// and its facing, the wing given Make Ready orders [L585]; before its
// turn the wing neither counts nor activates [L585].
func TestReinforcementsOffTheMap(t *testing.T) {
	w := reinforceWorld(t, 2)
	s := w.setup("")
	bd, _ := boardOf(s)
	entryIdx, _ := bd.m.Index(w.hx("0502"))
	for _, id := range []string{"fairfax", "r1", "r2", "r3"} {
		u := mustUnit(t, s, id)
		if len(u.Bases) != 0 || u.Status[stReserve] != 1 || u.Status[stEntry] != entryIdx+1 {
			t.Errorf("%s: bases %v, statuses %v; want off the table, reserve 1, entry %d [L585]", id, u.Bases, u.Status, entryIdx+1)
		}
		if _, ok := s.Base(id + ".1"); ok {
			t.Errorf("%s's counter is still on the table", id)
		}
	}
	if f := mustUnit(t, s, "r1").Status[stEntryFacing]; f != int(south)+1 {
		t.Errorf("entry-facing %d, want %d", f, int(south)+1)
	}
	if got := mustUnit(t, s, "fairfax").Status[stOrder]; got != int(charts.MakeReady)+1 {
		t.Errorf("the reinforcement wing's order %d, want Make Ready [L585]", got)
	}
	for _, wc := range commanders(s) {
		if wc.ID == "fairfax" {
			t.Errorf("turn 1: the wing due on turn 2 counts already")
		}
	}
	// A position of that state resumes: the statuses are in range and
	// the counters off the table agree with them.
	c := s.Clone()
	if err := (Rules{}).Resume(&c); err != nil {
		t.Fatalf("Resume: %v", err)
	}
}

// TestReinforcementsInitiative checks that a reinforcement wing counts
// for the initiative from its turn on [L585]: on turn 1 the Royalists'
// Make Ready wing wins it against the Parliament's Receive Charge one
// [L247]; on turn 2 Fairfax's Make Ready wing (due, still off the map)
// ties the count, and his -2 beats Byron's -1 [L249].
func TestReinforcementsInitiative(t *testing.T) {
	cases := []struct {
		turn int
		want int
	}{{1, 0}, {2, 1}, {3, 1}}
	for _, c := range cases {
		w := reinforceWorld(t, 2)
		s := w.setup("")
		s.Turn = c.turn
		winner, o, decided := initiative(s)
		if !decided || winner != c.want || o != charts.MakeReady {
			t.Errorf("turn %d: initiative %d (%v, decided %v), want side %d on Make Ready [L247], [L249], [L585]", c.turn, winner, o, decided, c.want)
		}
	}
}

// TestReinforcementsEnter checks a wing entering on turn 2 [L585]: it
// activates in its place with its units still off the map, is not forced
// onto Rally by its units off the map [L441], may try its order change
// before it enters [L585]; then its commander and its units enter one
// after another by their single entry hex, each after the first with one
// MP less for each unit entered before it (4, 3, 2 as [L587]'s example),
// a unit waiting while one of its side stands on the entry hex, and each
// dragged on from there through the move check.
func TestReinforcementsEnter(t *testing.T) {
	w := reinforceWorld(t, 2)
	s := w.setup("")
	s.Turn = 2
	fairfax := mustUnit(t, s, "fairfax")
	evs := startActivation(s, fairfax)
	if orderOf(fairfax) != charts.MakeReady {
		t.Fatalf("order %v, want Make Ready: a wing with units still to enter is not forced onto Rally [L441]\n%s", orderOf(fairfax), logText(evs))
	}
	if err := (Rules{}).Check(s, rules.Action{Kind: KindChangeOrder, Side: 1, Target: "fairfax", Args: map[string]string{"order": "charge"}}); err != nil {
		t.Errorf("the order change before entering: %v [L585]", err)
	}
	n, evs := apply(t, *s, enter(1, "fairfax", "", ""))
	if at := w.at(&n, "fairfax"); at.L != w.hx("0502") {
		t.Fatalf("Fairfax at %v, want 0502\n%s", at, logText(evs))
	}
	type step struct {
		id      string
		wantMA  int
		ahead   int
		path    []int  // the front hexes it then moves into (fwd's k), clear terrain, 1 MP each
		refused string // the code of the path one hex farther
	}
	steps := []step{
		{"r1", 4, 0, []int{0, 1, 0}, ""},
		{"r2", 3, 1, []int{1, 0}, ""},
		{"r3", 2, 2, []int{0, 0}, "allowance"},
	}
	along := func(u hex.Unit, ks []int) []hex.Unit {
		var out []hex.Unit
		for _, k := range ks {
			u = fwd(u, k)
			out = append(out, u)
		}
		return out
	}
	for i, st := range steps {
		n, evs = apply(t, n, enter(1, st.id, "", "normal"))
		if i+1 < len(steps) {
			// The next waits while this one stands on the entry hex [L585].
			mustErr(t, (Rules{}).Check(&n, enter(1, steps[i+1].id, "", "")), "entry-blocked")
		}
		u := mustUnit(t, &n, st.id)
		if u.Status[stMA] != st.wantMA || u.Status[stMove] != moveOpen || len(u.Bases) != 1 || u.Status[stReserve] != 0 {
			t.Fatalf("%s entered: statuses %v, want MA %d, its move open [L587]\n%s", st.id, u.Status, st.wantMA, logText(evs))
		}
		if evs[0].Kind != "enter" || evs[0].Facts[1].Value != st.ahead || !strings.Contains(evs[0].Text, mustUnit(t, &n, st.id).Name) || strings.Contains(evs[0].Text, st.id+" ") {
			t.Errorf("event %+v: want an enter event naming the unit, %d ahead", evs[0], st.ahead)
		}
		start := w.at(&n, st.id)
		if st.refused != "" {
			mustErr(t, (Rules{}).Check(&n, w.move(&n, st.id, along(start, append(st.path, 0))...)), st.refused)
		}
		n, evs = apply(t, n, w.move(&n, st.id, along(start, st.path)...))
		if got := n.Used[st.id+".1"]; int(got) != len(st.path) {
			t.Errorf("%s used %v MP, want %d\n%s", st.id, got, len(st.path), logText(evs))
		}
	}
	mustErr(t, (Rules{}).Check(&n, enter(1, "r1", "", "")), "no-entry")
	mustErr(t, (Rules{}).Check(&n, rules.Action{Kind: KindChangeOrder, Side: 1, Target: "fairfax", Args: map[string]string{"order": "charge"}}), "acted")
}

// TestReinforcementsEntryRefused checks the entry's refusals and its
// formations [L585]: Normal, Open Order or Column, the player's choice
// (Column +2 MA [L519]); none before its turn nor in another wing's
// activation; a unit with no formation chooses none.
func TestReinforcementsEntryRefused(t *testing.T) {
	cases := []struct {
		name   string
		turn   int
		wing   string // the wing commander activated
		a      rules.Action
		code   string // "" accepted
		wantMA int
		form   string
	}{
		{"Column, MA 4 + 2 [L519], [L585]", 2, "fairfax", enter(1, "r1", "", "column"), "", 6, Column},
		{"Open Order [L585]", 2, "fairfax", enter(1, "r1", "", "open"), "", 4, Open},
		{"Normal by default", 2, "fairfax", enter(1, "r1", "", ""), "", 4, Normal},
		{"Hedgehog is no entry formation [L585]", 2, "fairfax", enter(1, "r1", "", "hedgehog"), "entry-formation", 0, ""},
		{"a leader chooses no formation", 2, "fairfax", enter(1, "fairfax", "", "column"), "entry-formation", 0, ""},
		{"not its wing's activation", 2, "pwc", enter(1, "r1", "", ""), "not-active", 0, ""},
		{"not the entry hex [L585]", 2, "fairfax", enter(1, "r1", "0503", ""), "entry-hex", 0, ""},
		{"a unit on the map", 2, "fairfax", enter(1, "pfoot", "", ""), "no-entry", 0, ""},
		{"the other side's", 2, "fairfax", enter(0, "r1", "", ""), "not-your-turn", 0, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := reinforceWorld(t, 2)
			s := w.setup("")
			s.Turn = c.turn
			startActivation(s, mustUnit(t, s, c.wing))
			err := (Rules{}).Check(s, c.a)
			if c.code != "" {
				mustErr(t, err, c.code)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			n, _ := apply(t, *s, c.a)
			u := mustUnit(t, &n, c.a.Target)
			if u.Status[stMA] != c.wantMA || formationOf(u) != c.form {
				t.Errorf("MA %d, formation %s; want %d, %s", u.Status[stMA], formationOf(u), c.wantMA, c.form)
			}
			if at := w.at(&n, u.ID); at.L != w.hx("0502") || at.F != south {
				t.Errorf("entered on %v, want 0502 facing as drawn", at)
			}
		})
	}
	// A 2-hex unit enters in Column on its two hexes, drawn a hex deeper
	// [L519], [L585].
	w2 := reinforceWorld(t, 2)
	w2.two("big", 1, "0702", south, false, map[string]float64{keyWing: 2, keyEnters: 2})
	s2 := w2.setup("")
	s2.Turn = 2
	startActivation(s2, mustUnit(t, s2, "fairfax"))
	n2, _ := apply(t, *s2, enter(1, "big", "", "column"))
	at := w2.at(&n2, "big")
	b, _ := n2.Base("big.1")
	_, depth := hex.CounterSize(hexSize, true, true)
	if !at.Two || !at.Column || at.L != w2.hx("0702") || b.Shape.Depth != depth || mustUnit(t, &n2, "big").Status[stMA] != 6 {
		t.Errorf("the 2-hex unit entered as %+v, depth %v; want a Column on 0702, depth %v, MA 6", at, b.Shape.Depth, depth)
	}
	// Before its turn: turn 1, the wing not yet there, not activated.
	w := reinforceWorld(t, 2)
	s := w.setup("")
	startActivation(s, mustUnit(t, s, "fairfax"))
	mustErr(t, (Rules{}).Check(s, enter(1, "r1", "", "")), "entry-turn")
}

// TestReinforcementsBlockedEntry checks that an entry hex blocked by
// enemy units sends the unit to the nearest free hex, any of them its
// player's choice [L585], and no farther.
func TestReinforcementsBlockedEntry(t *testing.T) {
	w := reinforceWorld(t, 2)
	w.one("raider", Cavalry, 0, "0502", south, nil)
	s := w.setup("")
	s.Turn = 2
	startActivation(s, mustUnit(t, s, "fairfax"))
	bd, _ := boardOf(s)
	hs, why := entryHexes(s, bd, mustUnit(t, s, "r1"), Normal)
	if len(hs) == 0 {
		t.Fatalf("no hex: %s", why)
	}
	for _, h := range hs {
		if d := hexDist(w, h, "0502"); d != 1 {
			t.Errorf("hex %s is %d from the entry hex, want 1 (the nearest free) [L585]", bd.label(h), d)
		}
	}
	cases := []struct {
		hx   string
		code string
	}{
		{"0502", "entry-hex"}, // the enemy holds it
		{"0504", "entry-hex"}, // free, but not the nearest
		{bd.label(hs[0]), ""},
		{bd.label(hs[len(hs)-1]), ""},
	}
	for _, c := range cases {
		err := (Rules{}).Check(s, enter(1, "r1", c.hx, ""))
		if c.code != "" {
			mustErr(t, err, c.code)
			continue
		}
		if err != nil {
			t.Fatalf("enter by %s: %v", c.hx, err)
		}
		n, evs := apply(t, *s, enter(1, "r1", c.hx, ""))
		if at := w.at(&n, "r1"); bd.label(at.L) != c.hx || !strings.Contains(evs[0].Text, "blocked by the enemy") {
			t.Errorf("r1 at %s, want %s\n%s", bd.label(at.L), c.hx, logText(evs))
		}
	}
	// The offers name each nearest free hex, in the player's words.
	var labels []string
	for _, o := range (Rules{}).Offers(s, 1, nil) {
		if o.Action.Kind == KindEnter && o.Action.Target == "r1" && o.Action.Args["formation"] == Normal {
			labels = append(labels, o.Label)
		}
	}
	if len(labels) != len(hs) || !strings.HasPrefix(labels[0], "Enter Skippon's Foot at "+bd.label(hs[0])+" in Normal formation — MA 4") {
		t.Errorf("offers %q, want one per nearest free hex %v", labels, hs)
	}
}

func hexDist(w *world, h hex.Hex, l string) int { return hex.Dist(h, w.hx(l)) }

// TestReinforcementsCapitulation checks 4.6 [L306]: a wing not yet
// entered is not counted. The Parliament's wing on the map has Rally
// orders: with Fairfax's wing still to come (turn 3) or due but not
// entered it capitulates all the same [L306]; once one of its counters
// has entered, his Make Ready wing keeps the army on the field; an army
// whose every wing is still to come does not capitulate (a reading).
func TestReinforcementsCapitulation(t *testing.T) {
	cases := []struct {
		name    string
		turn    int
		entered bool // Fairfax has entered
		onlyNew bool // Essex's wing gone: every Parliament wing a reinforcement
		want    bool // Parliament capitulates
	}{
		{"the wing still to come is not counted [L306]", 1, false, false, true},
		{"due, not yet entered: not counted [L306]", 3, false, false, true},
		{"entered: counted", 3, true, false, false},
		{"every wing still to come (a reading)", 1, false, true, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := reinforceWorld(t, 3)
			s := w.setup("")
			s.Turn = c.turn
			mustUnit(t, s, "pwc").SetStatus(stOrder, int(charts.Rally)+1)
			if c.onlyNew {
				foot := mustUnit(t, s, "pfoot")
				takeOff(s, foot)
				foot.SetStatus(stEliminated, 1)
			}
			if c.entered {
				startActivation(s, mustUnit(t, s, "fairfax"))
				n, _ := apply(t, *s, enter(1, "fairfax", "", ""))
				*s = n
			}
			evs := capitulate(s)
			if got := s.Phase == PhaseOver; got != c.want {
				t.Errorf("over %v, want %v\n%s", got, c.want, logText(evs))
			}
			if c.want && !strings.Contains(logText(evs), "Parliament") {
				t.Errorf("the capitulation does not name the army:\n%s", logText(evs))
			}
		})
	}
}

// TestReinforcementsForcedRally checks the last sentence of 5.8 [L441]:
// a wing whose heavy infantry is all Formation Broken goes onto Rally
// orders, but not while one of its units is still to enter.
func TestReinforcementsForcedRally(t *testing.T) {
	cases := []struct {
		name    string
		waiting bool // r3 still off the map
		want    charts.Order
	}{
		{"a unit still to enter [L441]", true, charts.MakeReady},
		{"all entered, all Formation Broken [L441]", false, charts.Rally},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := reinforceWorld(t, 2)
			s := w.setup("")
			s.Turn = 2
			startActivation(s, mustUnit(t, s, "fairfax"))
			n := *s
			for i, id := range []string{"fairfax", "r1", "r2", "r3"} {
				if id == "r3" && c.waiting {
					break
				}
				n, _ = apply(t, n, enter(1, id, "", ""))
				if i > 0 {
					// Off the entry hex, then Formation Broken.
					ks := [][2]int{{0, 0}, {1, 1}, {0, 1}}[i-1]
					at := w.at(&n, id)
					n, _ = apply(t, n, w.move(&n, id, fwd(at, ks[0]), fwd(fwd(at, ks[0]), ks[1])))
					mustUnit(t, &n, id).Formation = Broken
				}
			}
			fairfax := mustUnit(t, &n, "fairfax")
			fairfax.SetStatus(stActivations, 0)
			evs := startActivation(&n, fairfax)
			if got := orderOf(fairfax); got != c.want {
				t.Errorf("order %s, want %s\n%s", orderName(got), orderName(c.want), logText(evs))
			}
		})
	}
}

// TestReinforcementsSetupRefuses checks that Setup refuses a bad profile
// enters, naming the unit, the key and its range or the rule [L585].
func TestReinforcementsSetupRefuses(t *testing.T) {
	cases := []struct {
		name string
		edit func(w *world)
		want string
	}{
		{"turn 0", func(w *world) { w.s.Units[4].Profile[keyEnters] = 0 }, `unit "Fairfax" (fairfax): profile enters = 0 is out of range (1-99)`},
		{"turn 100", func(w *world) { w.s.Units[5].Profile[keyEnters] = 100 }, `unit "Skippon's Foot" (r1): profile enters = 100 is out of range (1-99)`},
		{"half a turn", func(w *world) { w.s.Units[5].Profile[keyEnters] = 2.5 }, `profile enters = 2.5 is not a whole number (1-99)`},
		{"a unit entering before its commander", func(w *world) { w.s.Units[6].Profile[keyEnters] = 1 }, `unit "Holles's Foot" (r2) enters on turn 1, but its wing commander "Fairfax" (fairfax) enters on turn 2: a unit of a wing does not come before its commander`},
		{"a commander entering without his wing", func(w *world) { w.s.Units[3].Profile[keyEnters] = 2 }, `unit "Essex's Foot" (pfoot) is on the map at the start (no enters), but its wing commander "Essex" (pwc) enters on turn 2`},
		{"the Army Commander", func(w *world) {
			w.one("ac", Leader, 1, "0902", 0, nil)
			w.s.Units[len(w.s.Units)-1].Profile = map[string]float64{keyAC: 1, keyEnters: 2}
		}, `the Army Commander is no reinforcement`},
		{"wagons of no wing", func(w *world) {
			w.one("carts", Wagons, 1, "0702", 0, map[string]float64{keyEnters: 2})
		}, `a reinforcement enters with its wing`},
		{"Charge orders [L585]", func(w *world) { w.s.Units[4].Profile[keyOrder] = 1 }, `a reinforcement wing enters with Make Ready orders`},
		{"an entry hex it may not enter", func(w *world) { w.terrain("impassable", "0502") }, `its entry hex 0502 is terrain it may not enter`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := reinforceWorld(t, 2)
			c.edit(w)
			err := (Rules{}).Setup(&w.s)
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "musketpike: ") {
				t.Errorf("Setup = %v, want an error containing %q", err, c.want)
			}
		})
	}
	// A position with a reinforcement's statuses on a unit that is none.
	w := reinforceWorld(t, 2)
	s := w.setup("")
	c := s.Clone()
	mustUnit(t, &c, "pfoot").SetStatus(stArrived, 2)
	if err := (Rules{}).Resume(&c); err == nil || !strings.Contains(err.Error(), "are a reinforcement's (profile enters)") {
		t.Errorf("Resume = %v, want the reinforcement statuses refused", err)
	}
}

// TestReinforcementsOffers checks the entry buttons: in the player's
// words (names, never ids), the wing commander first, each formation,
// and none for a wing that is not active.
func TestReinforcementsOffers(t *testing.T) {
	w := reinforceWorld(t, 2)
	s := w.setup("")
	s.Turn = 2
	startActivation(s, mustUnit(t, s, "fairfax"))
	var labels []string
	for _, o := range (Rules{}).Offers(s, 1, nil) {
		if o.Action.Kind == KindEnter {
			labels = append(labels, o.Label)
			if strings.Contains(o.Label, "r1") || strings.Contains(o.Label, "fairfax") {
				t.Errorf("offer %q names an id", o.Label)
			}
		}
	}
	want := []string{
		"Enter Fairfax at 0502 — MA 8",
		"Enter Skippon's Foot at 0502 in Normal formation — MA 4",
		"Enter Skippon's Foot at 0502 in Open Order — MA 4",
		"Enter Skippon's Foot at 0502 in Column — MA 6",
	}
	if len(labels) != 1+3*3 || strings.Join(labels[:4], "|") != strings.Join(want, "|") {
		t.Errorf("offers %q, want %q first, 10 in all", labels, want)
	}
	// Pressing the first enters Fairfax; a leader blocks no entry hex
	// (leaders stack with anything [L1301]), so the units' buttons stay
	// enabled.
	n, _ := apply(t, *s, enter(1, "fairfax", "0502", ""))
	for _, o := range (Rules{}).Offers(&n, 1, nil) {
		if o.Action.Kind == KindEnter && o.Disabled != "" {
			t.Errorf("offer %q disabled: %s", o.Label, o.Disabled)
		}
	}
	// Another wing's activation offers none.
	c := s.Clone()
	startActivation(&c, mustUnit(t, &c, "pwc"))
	for _, o := range (Rules{}).Offers(&c, 1, nil) {
		if o.Action.Kind == KindEnter {
			t.Errorf("offer %q in Essex's activation", o.Label)
		}
	}
}

// TestReinforcementsPreempt checks that a reinforcement wing's commander
// may try to pre-empt on the turn it arrives, before it enters [L585]:
// with Byron's activation pending, Fairfax (off the map) is offered the
// attempt and, succeeding, his wing activates and its units enter.
func TestReinforcementsPreempt(t *testing.T) {
	cases := []struct {
		name string
		turn int
		die  int // the d10 face (1 succeeds, 10 fails: Make Ready row)
		want bool
		code string // Check's refusal, "" accepted
	}{
		{"due: he may try, and succeeds [L585]", 2, 1, true, ""},
		{"due: he may try, and fails [L294]", 2, 10, false, ""},
		{"not yet due: no attempt [L585]", 1, 1, false, "no-preempt"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := reinforceWorld(t, 2)
			s := w.setup("")
			s.Turn = c.turn
			openWindow(s, mustUnit(t, s, "rwc"), windowActivation)
			a := rules.Action{Kind: KindPreempt, Side: 1, Target: "fairfax"}
			err := (Rules{}).Check(s, a)
			if c.code != "" {
				mustErr(t, err, c.code)
				if !strings.Contains(err.Error(), "Fairfax enters on turn 2") {
					t.Errorf("Check = %v, want the turn he enters", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			n, evs := apply(t, *s, a, c.die)
			got := activeWC(&n) != nil && activeWC(&n).ID == "fairfax"
			if got != c.want {
				t.Fatalf("Fairfax active %v, want %v\n%s", got, c.want, logText(evs))
			}
			if c.want {
				if _, evs := apply(t, n, enter(1, "r1", "", "")); evs[0].Kind != "enter" {
					t.Errorf("no entry after the pre-emption:\n%s", logText(evs))
				}
			}
		})
	}
}
