package musketpike

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// arena is a 20×20 map with the Parliament's guard and commander far
// north and the Royalist wing commander "wc" (Charge orders) in 0318, out
// of the way; the tests add the units of the melee.
func arena(t *testing.T) *world { return arenaAt(t, "0318") }

// arenaAt is arena with "wc" on hex l.
func arenaAt(t *testing.T, l string) *world {
	w := newWorld(t, 20, 20)
	w.one("pguard", HeavyInfantry, 1, "1002", south, nil)
	w.wc("pwc", 1, 1, "1002", charts.MakeReady)
	w.wc("wc", 0, 1, l, charts.Charge)
	return w
}

// neighbour is the label of l's neighbour in direction d.
func (w *world) neighbour(l string, d hex.Dir) string { return w.along(l, d, 1) }

// TestMomentumEarned checks the Momentum marker at the end of a move into
// contact [L1064-L1069] (A14: the last two hexes entered, clear, with no
// re-face between).
func TestMomentumEarned(t *testing.T) {
	cases := []struct {
		name  string
		typ   string
		woods bool // the first hex entered is woods
		face  bool // a re-face between the two hexes
		steps int
		want  int
	}{
		{"heavy infantry, two clear hexes into contact [L1064]", HeavyInfantry, false, false, 2, 1},
		{"one clear hex only: no Momentum [L1064]", HeavyInfantry, false, false, 1, 0},
		{"the first hex woods: no Momentum [L1064]", HeavyInfantry, true, false, 2, 0},
		{"a re-face between the hexes: no Momentum [L1065]", Cavalry, false, true, 2, 0},
		{"cavalry, three clear hexes [L1066]", Cavalry, false, false, 3, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := arenaAt(t, "1013")
			start := hex.One(w.hx("1012"), north)
			var path []hex.Unit
			cur := start
			for i := 0; i < c.steps; i++ {
				if c.face && i == 1 {
					cur = turn(cur, 1)
					path = append(path, cur)
					cur = turn(cur, -1)
					path = append(path, cur)
				}
				cur = fwd(cur, i%2)
				path = append(path, cur)
			}
			if c.woods {
				w.terrain("woods", w.m.Label(path[0].L))
			}
			w.one("me", c.typ, 0, "1012", north, nil)
			// No pikes, no Hedgehog reaction to stop the cavalry short (react_test.go) [L704].
			w.one("them", HeavyInfantry, 1, w.m.Label(fwd(cur, 0).L), south, map[string]float64{keyNoPikes: 1})
			s := w.setup("wc")
			next, evs := apply(t, *s, w.move(s, "me", path...))
			next = declineAll(t, next)
			if got := mustUnit(t, &next, "me").Status[stMomentum]; got != c.want {
				t.Fatalf("momentum %d, want %d\n%s", got, c.want, logText(evs))
			}
		})
	}
}

// TestMomentumOnce is E21 [L1071-L1073]: two cavalry units attacking
// together, both with Momentum or only one, give +2.
func TestMomentumOnce(t *testing.T) {
	for _, both := range []bool{true, false} {
		w := arena(t)
		w.one("them", HeavyInfantry, 1, "1010", south, nil)
		w.one("a", Cavalry, 0, w.neighbour("1010", dSW), north, nil)
		w.one("b", Cavalry, 0, w.neighbour("1010", dSE), north, nil)
		s := w.setup("wc")
		mustUnit(t, s, "a").SetStatus(stMomentum, 1)
		if both {
			mustUnit(t, s, "b").SetStatus(stMomentum, 1)
		}
		n := toMelee(t, *s)
		n, _ = apply(t, n, attack(0, "a", "them"))
		n, _ = apply(t, n, attack(0, "b", "them"))
		// 16 vs 2 = 8:1 +2, matrix -1, Momentum +2: +3; die 1 reads NE.
		_, evs := apply(t, n, endPhase(0), face(1))
		e := meleeEvent(t, evs)
		var mom []int
		for _, f := range e.Facts {
			if f.Name == "modifier" && strings.Contains(f.Text, "Momentum") {
				mom = append(mom, f.Value)
			}
		}
		if len(mom) != 1 || mom[0] != 2 {
			t.Fatalf("both %v: Momentum modifiers %v, want one +2:\n%s", both, mom, modText(e))
		}
		if u := mustUnit(t, &n, "a"); u.Status[stMomentum] != 1 {
			t.Fatal("the marker stays until the melee [L1069]")
		}
	}
}

// TestFlankRear is E22 [L1093]: a 2-hex unit attacking from the
// defender's rear and flank hexes gets +2; none against Hedgehog.
func TestFlankRear(t *testing.T) {
	for _, hedgehog := range []bool{false, true} {
		w := arena(t)
		w.two("big", 0, "1010", north, false, nil)
		big := hex.Two(w.hx("1010"), north)
		c, _ := big.CentreFront()
		f := hex.Vertex(-1)
		for v := hex.Vertex(0); v < 6; v++ {
			d := hex.One(c, v)
			fl, re := d.Flank(), d.Rear()
			if (fl.Has(big.L) && re.Has(big.R)) || (re.Has(big.L) && fl.Has(big.R)) {
				f = v
				break
			}
		}
		if f < 0 {
			t.Fatal("no facing puts the attacker on the defender's flank and rear")
		}
		prof := map[string]float64{}
		w.one("them", HeavyInfantry, 1, w.m.Label(c), f, prof)
		s := w.setup("wc")
		want := 2
		if hedgehog {
			mustUnit(t, s, "them").Formation = Hedgehog
			want = 0
		}
		n := toMelee(t, *s)
		n, _ = apply(t, n, attack(0, "big", "them"))
		// HI 4 vs 4: 0; matrix HI vs HI 0 (Hedgehog -1).
		die := 4 - want
		if hedgehog {
			die = 5
		}
		_, evs := apply(t, n, endPhase(0), face(die))
		e := meleeEvent(t, evs)
		got := 0
		for _, fct := range e.Facts {
			if strings.Contains(fct.Text, "flank or rear") {
				got = fct.Value
			}
		}
		if got != want {
			t.Fatalf("hedgehog %v: flank and rear %d, want %d:\n%s", hedgehog, got, want, modText(e))
		}
	}
}

// TestReactionMelee is E23 [L1027-L1033]: the active B attacks Y; the
// inactive Z, not attacked, attacks B in a Reaction Melee, resolved
// first [L1017]; B attacks Y only if it survived.
func TestReactionMelee(t *testing.T) {
	cases := []struct {
		name    string
		faces   []int
		bAttack bool
	}{
		{"Z's melee leaves B in place: B then attacks Y", []int{face(4), face(4)}, true},
		{"Z eliminates B (DE, then Break Off): B's attack is void [L999]", []int{face(9), face(0)}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := arena(t)
			w.one("b", Cavalry, 0, "1010", north, nil)
			w.one("y", HeavyInfantry, 1, w.neighbour("1010", dNE), south, nil)
			w.one("z", Cavalry, 1, w.neighbour("1010", dNW), south, nil)
			n := toMelee(t, *w.setup("wc"))
			n, _ = apply(t, n, attack(0, "b", "y"))
			// B may not attack Z as well: one hex only [L1009].
			mustErr(t, (Rules{}).Check(&n, attack(0, "b", "z")), "designated")
			n, _ = apply(t, n, endPhase(0))
			if n.Phase != PhaseReaction || n.Active != 1 {
				t.Fatalf("phase %q, side %d: want the inactive player's reaction", n.Phase, n.Active)
			}
			mustErr(t, (Rules{}).Check(&n, attack(1, "y", "b")), "targeted")
			n, _ = apply(t, n, attack(1, "z", "b"))
			n, _ = apply(t, n, endPhase(1))
			if n.Phase != PhaseDefence || n.Active != 0 {
				t.Fatalf("phase %q, side %d: want the active player's defensive pistols [L1099]", n.Phase, n.Active)
			}
			next, evs := apply(t, n, endPhase(0), c.faces...)
			var by []string
			for _, e := range evs {
				if e.Kind == "melee" && len(e.Rolls) > 0 {
					by = append(by, e.Unit)
				}
			}
			want := []string{"z"}
			if c.bAttack {
				want = append(want, "b")
			}
			if strings.Join(by, ",") != strings.Join(want, ",") {
				t.Fatalf("melees by %v, want %v\n%s", by, want, logText(evs))
			}
			if !c.bAttack && !gone(mustUnit(t, &next, "b")) {
				t.Fatal("B is eliminated")
			}
		})
	}
}

// TestPursuitTACW is E24 [L1180]: three cavalry roll 3, 3, 6: the first
// eliminates the broken unit, the second is as Break Off, the third
// pursues off the map.
func TestPursuitTACW(t *testing.T) {
	w := arena(t)
	w.one("them", HeavyInfantry, 1, "1010", south, nil)
	w.one("c1", Cavalry, 0, w.neighbour("1010", dSW), north, nil)
	w.one("c2", Cavalry, 0, w.neighbour("1010", dSE), north, nil)
	w.one("c3", Cavalry, 0, w.neighbour("1010", dW), 0, nil)
	n := toMelee(t, *w.setup("wc"))
	for _, id := range []string{"c1", "c2", "c3"} {
		n, _ = apply(t, n, attack(0, id, "them"))
	}
	// 24 vs 2 = 12:1 +2, a flank hex +1, matrix -1: +2; die 6 reads 8,
	// DMB+AA+P.
	next, evs := apply(t, n, endPhase(0), face(6), face(3), face(3), face(6))
	e := meleeEvent(t, evs)
	if row, _ := fact(e, "row"); row != 8 {
		t.Fatalf("row %d, want 8:\n%s", row, modText(e))
	}
	them := mustUnit(t, &next, "them")
	c1, c2, c3 := mustUnit(t, &next, "c1"), mustUnit(t, &next, "c2"), mustUnit(t, &next, "c3")
	if them.Status[stEliminated] != 1 {
		t.Fatalf("the broken unit is eliminated by the first pursuit\n%s", logText(evs))
	}
	if formationOf(c1) != Broken {
		t.Errorf("the pursuer is Formation Broken [L1166], is %s", formationOf(c1))
	}
	if at := w.at(&next, "c2"); w.m.Label(at.L) != "1010" {
		t.Errorf("the second cavalry advances normally into 1010, is in %s\n%s", w.m.Label(at.L), logText(evs))
	}
	if c3.Status[stPursued] != 1 || len(c3.Bases) != 0 || c3.Status[stEliminated] != 0 {
		t.Errorf("the third pursues off the map: removed, not eliminated [L1168]")
	}
	if formationOf(c2) != Shaken {
		t.Errorf("the advancing cavalry takes the melee's formation hit, is %s", formationOf(c2))
	}
	if err := (Rules{}).Resume(&next); err != nil {
		t.Fatalf("the position resumes: %v", err)
	}
}

// TestMeleePistols checks the pistols in melee: +1 for the attacker's,
// declared first, -1 for the defender's, declared after; the pistols are
// marked used, not resolved [L1097-L1101].
func TestMeleePistols(t *testing.T) {
	w := arena(t)
	w.one("me", Cavalry, 0, "1010", north, nil)
	w.one("them", Cavalry, 1, w.neighbour("1010", dNE), south, nil)
	n := toMelee(t, *w.setup("wc"))
	n, _ = apply(t, n, attack(0, "me", "them", "pistol", "yes"))
	n, _ = apply(t, n, endPhase(0))
	if n.Phase != PhaseReaction {
		t.Fatalf("phase %q: the defender declares its pistol after the attacker [L1099]", n.Phase)
	}
	n, _ = apply(t, n, rules.Action{Kind: KindMeleePistol, Side: 1, Target: "them"})
	mustErr(t, (Rules{}).Check(&n, rules.Action{Kind: KindMeleePistol, Side: 1, Target: "them"}), "designated")
	next, evs := apply(t, n, endPhase(1), face(4))
	e := meleeEvent(t, evs)
	var pist []int
	for _, f := range e.Facts {
		if strings.Contains(f.Text, "pistol") {
			pist = append(pist, f.Value)
		}
	}
	if len(pist) != 2 || pist[0] != 1 || pist[1] != -1 {
		t.Fatalf("pistol modifiers %v, want +1 and -1:\n%s", pist, modText(e))
	}
	for _, id := range []string{"me", "them"} {
		if mustUnit(t, &next, id).Status[stPistols] != 1 {
			t.Errorf("%s: its pistol is marked used [L1101]", id)
		}
	}
}

// TestMeleeAutomatic checks the melees without a die: lone guns captured
// [L1147], a lone 1-SP light infantry eliminated [L1153], a lone leader
// removed [L344]; the attacker enters the hex (not after a leader).
func TestMeleeAutomatic(t *testing.T) {
	cases := []struct {
		name   string
		typ    string
		prof   map[string]float64
		enters bool
	}{
		{"lone artillery is captured [L1147]", Artillery, nil, true},
		{"lone light infantry of 1 SP is eliminated [L1153]", LightInfantry, map[string]float64{keySP: 1}, true},
		{"a lone leader attacked is removed [L344]", Leader, map[string]float64{keyWing: 2, keyOrder: 2}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := arena(t)
			w.one("me", HeavyInfantry, 0, "1010", north, nil)
			target := w.neighbour("1010", dNE)
			w.one("them", c.typ, 1, target, south, c.prof)
			if c.typ == Leader {
				w.one("pguard2", HeavyInfantry, 1, "1502", south, map[string]float64{keyWing: 2})
			}
			n := toMelee(t, *w.setup("wc"))
			n, _ = apply(t, n, attack(0, "me", "them"))
			next, evs := apply(t, n, endPhase(0))
			them := mustUnit(t, &next, "them")
			switch c.typ {
			case Artillery:
				if them.Status[stDisabled] != 1 || them.Status[stCaptured] != 1 {
					t.Fatalf("guns: disabled %d captured %d, want 1 and 1 (side 0 + 1)\n%s", them.Status[stDisabled], them.Status[stCaptured], logText(evs))
				}
			case LightInfantry:
				if them.Status[stEliminated] != 1 {
					t.Fatalf("not eliminated\n%s", logText(evs))
				}
			case Leader:
				if them.Status[stRemoved] != 1 || len(them.Bases) != 0 {
					t.Fatalf("not removed\n%s", logText(evs))
				}
			}
			at := w.at(&next, "me")
			if entered := w.m.Label(at.L) == target; entered != c.enters {
				t.Fatalf("the attacker entered %v, want %v\n%s", entered, c.enters, logText(evs))
			}
			if formationOf(mustUnit(t, &next, "me")) != Normal {
				t.Errorf("no formation hit [L1147], [L1153]")
			}
		})
	}
}

// TestMeleeColumn checks a Column attacked in melee: Formation Broken and
// a morale check before the combat [L527].
func TestMeleeColumn(t *testing.T) {
	w := arena(t)
	w.one("me", HeavyInfantry, 0, "1010", north, nil)
	w.one("them", HeavyInfantry, 1, w.neighbour("1010", dNE), south, nil)
	s := w.setup("wc")
	mustUnit(t, s, "them").Formation = Column
	n := toMelee(t, *s)
	n, _ = apply(t, n, attack(0, "me", "them"))
	// The check passes on 7 (morale 7); then +2 for Formation Broken:
	// die 4 reads 6, DMS1+AA.
	_, evs := apply(t, n, endPhase(0), face(7), face(4))
	text := logText(evs)
	if !strings.Contains(text, "checks its morale") || !strings.Contains(text, "DMS1+AA") {
		t.Fatalf("log:\n%s", text)
	}
}

// TestMeleeLeaders checks 11.8 [L1186]: a leader in the melee rolls a
// d10, removed on a 9; one stacked with an eliminated unit is removed
// without a roll.
func TestMeleeLeaders(t *testing.T) {
	cases := []struct {
		name    string
		faces   []int
		removed bool
		rolls   int
	}{
		{"the attacker's leader rolls 8: unhurt [L1186]", []int{face(3), face(8)}, false, 1},
		{"the attacker's leader rolls 9: removed [L1186]", []int{face(3), face(9)}, true, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := arenaAt(t, "1010") // "wc" stacked with "me"
			w.one("me", Cavalry, 0, "1010", north, nil)
			w.one("them", HeavyInfantry, 1, w.neighbour("1010", dNE), south, nil)
			n := toMelee(t, *w.setup("wc"))
			n, _ = apply(t, n, attack(0, "me", "them"))
			next, evs := apply(t, n, endPhase(0), c.faces...)
			wc := mustUnit(t, &next, "wc")
			if (wc.Status[stRemoved] == 1) != c.removed {
				t.Fatalf("removed %d, want %v\n%s", wc.Status[stRemoved], c.removed, logText(evs))
			}
			if c.removed && next.Phase == PhaseContinuation {
				t.Fatalf("a removed commander's wing does not continue [L346]")
			}
		})
	}
	// The defender's leader, stacked with a unit eliminated, is removed
	// without a roll.
	w := arena(t)
	w.one("me", Cavalry, 0, "1010", north, nil)
	w.one("them", HeavyInfantry, 1, w.neighbour("1010", dNE), south, nil)
	w.wc("pwc2", 1, 2, w.neighbour("1010", dNE), charts.MakeReady)
	w.one("pguard2", HeavyInfantry, 1, "1502", south, map[string]float64{keyWing: 2})
	s := w.setup("wc")
	mustUnit(t, s, "them").Formation = Shaken // +1, and the leader's -1
	n := toMelee(t, *s)
	n, _ = apply(t, n, attack(0, "me", "them"))
	next, evs := apply(t, n, endPhase(0), face(9), face(0)) // DE+AA+P, Break Off
	if l := mustUnit(t, &next, "pwc2"); l.Status[stRemoved] != 1 {
		t.Fatalf("the leader of an eliminated unit is removed [L1186]\n%s", logText(evs))
	}
}

// TestLeaderReplacement is E5 and E6 [L354-L358]: a removed wing
// commander rolls in the Marker Removal Phase; a generic leader takes his
// wing at once; returning, he is back the next turn; eliminated, the
// generic stays; no roll when his wing has no unit left.
func TestLeaderReplacement(t *testing.T) {
	cases := []struct {
		name   string
		die    int
		noWing bool
	}{
		{"E5: a 1, he returns next turn [L354]", 1, false},
		{"E6: a 6, gone for good [L356]", 6, false},
		{"no unit of his wing: no roll [L358]", -1, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := arena(t)
			w.one("me", HeavyInfantry, 0, "1010", north, nil)
			w.one("p2", HeavyInfantry, 1, "1502", south, map[string]float64{keyWing: 2})
			w.wc("pwc2", 1, 2, "1502", charts.MakeReady)
			s := w.setup("")
			l := mustUnit(t, s, "pwc2")
			l.SetStatus(stRemoved, 1)
			takeOff(s, l)
			if c.noWing {
				p := mustUnit(t, s, "p2")
				p.SetStatus(stEliminated, 1)
				takeOff(s, p)
			}
			if got := commanders(s); len(got) != 2 {
				t.Fatalf("a removed commander's wing does not activate [L346]: %d commanders", len(got))
			}
			evs := endActivationPhase(s)
			if c.noWing {
				if s.Phase == PhaseReplace {
					t.Fatalf("no roll without units [L358]")
				}
				return
			}
			if s.Phase != PhaseReplace || s.Active != 1 {
				t.Fatalf("phase %q side %d, want the replacement roll\n%s", s.Phase, s.Active, logText(evs))
			}
			next, evs := apply(t, *s, rules.Action{Kind: KindReplace, Side: 1, Target: "pwc2"}, face(c.die))
			l = mustUnit(t, &next, "pwc2")
			if l.Status[stRemoved] != 0 || len(l.Bases) != 1 || l.Status[stGeneric] != 1 || rating(l) != genericRating {
				t.Fatalf("a generic leader takes the wing at once [L348]: %v\n%s", l.Status, logText(evs))
			}
			if err := (Rules{}).Resume(&next); err != nil {
				t.Fatalf("the position resumes: %v", err)
			}
			if c.die == 1 {
				if l.Status[stFate] != 2 {
					t.Fatalf("returns at turn %d, want 2", l.Status[stFate])
				}
				next.Turn = 2
				markerRemoval(&next)
				if l := mustUnit(t, &next, "pwc2"); l.Status[stGeneric] != 0 || rating(l) != -1 {
					t.Fatalf("the original returns the next turn [L354]: %v", l.Status)
				}
				return
			}
			if l.Status[stLost] != 1 {
				t.Fatalf("lost for good [L356]")
			}
		})
	}
}

// TestMeleePosition checks that the melee's statuses are position keys
// and a position taken in the middle of the designations resumes, its
// markers showing them (Momentum [L1069], the attack [L1015]).
func TestMeleePosition(t *testing.T) {
	keys := map[string]bool{}
	for _, k := range positionKeys.Unit {
		keys[k.Name] = true
	}
	for _, k := range []string{stAttack, stMeleePistol, stRun, stMomentum, stPursued, stFate, stLost, stGeneric} {
		if !keys[k] {
			t.Errorf("status %q is no position key", k)
		}
	}
	w := arena(t)
	w.one("me", Cavalry, 0, "1010", north, nil)
	w.one("them", Cavalry, 1, w.neighbour("1010", dNE), south, nil)
	s := w.setup("wc")
	mustUnit(t, s, "me").SetStatus(stMomentum, 1)
	n := toMelee(t, *s)
	n, _ = apply(t, n, attack(0, "me", "them", "pistol", "yes"))
	n, _ = apply(t, n, endPhase(0))
	p := n.Clone()
	if err := (Rules{}).Resume(&p); err != nil {
		t.Fatalf("a position in phase %s resumes: %v", n.Phase, err)
	}
	var codes []string
	for _, m := range (Rules{}).Markers(&n, "me") {
		codes = append(codes, m.Code)
	}
	if got := strings.Join(codes, " "); !strings.Contains(got, "Mom") || !strings.Contains(got, "Atk") {
		t.Fatalf("markers %q, want Mom and Atk", got)
	}
	bad := n.Clone()
	mustUnit(t, &bad, "them").SetStatus(stMomentum, 0)
	mustUnit(t, &bad, "me").SetStatus(stAttack, len(bad.Units)+1)
	if (Rules{}).Resume(&bad) == nil {
		t.Fatal("an attack naming no unit is refused")
	}
	offers := (Rules{}).Offers(&n, 1, nil)
	if len(offers) == 0 || offers[len(offers)-1].Action.Kind != rules.KindEndPhase {
		t.Fatalf("the reaction phase offers its designations and its end: %v", offers)
	}
}

// TestMeleeLoserGuns checks that guns stacked with a unit that loses the
// melee are captured [L1149].
func TestMeleeLoserGuns(t *testing.T) {
	w := arena(t)
	w.one("me", HeavyInfantry, 0, "1010", north, nil)
	at := w.neighbour("1010", dNE)
	w.one("them", HeavyInfantry, 1, at, south, nil)
	w.one("guns", Artillery, 1, at, south, nil)
	n := toMelee(t, *w.setup("wc"))
	n, _ = apply(t, n, attack(0, "me", "them"))
	next, evs := apply(t, n, endPhase(0), face(8)) // DMB+AA+P; no cavalry to pursue
	g := mustUnit(t, &next, "guns")
	if g.Status[stDisabled] != 1 || g.Status[stCaptured] != 1 {
		t.Fatalf("guns disabled %d captured %d, want 1, 1\n%s", g.Status[stDisabled], g.Status[stCaptured], logText(evs))
	}
	if w.m.Label(w.at(&next, "me").L) != at {
		t.Fatalf("the attacker advances into the guns' hex [L1131]\n%s", logText(evs))
	}
}

// TestMeleeNoRetreat hems the defender in with its friends: a Shaken
// result costs a casualty for the hex it cannot retreat, a Broken one
// rolls on the Unable to Retreat table [L1129]; standing, it is not
// pursued and the attacker does not advance.
func TestMeleeNoRetreat(t *testing.T) {
	cases := []struct {
		name       string
		faces      []int
		casualties int
		morale     int
		gone       bool
	}{
		{"DMS1, no room: one casualty [L1129]", []int{face(5)}, 1, moraleShakenLevel, false},
		{"DMB, no room, Unable to Retreat 0: Stand, Morale Shaken [L1129]", []int{face(8), face(0)}, 0, moraleShakenLevel, false},
		{"DMB, no room, Unable to Retreat 9: eliminated", []int{face(8), face(9)}, 0, 0, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := arena(t)
			w.one("me", HeavyInfantry, 0, "1010", north, nil)
			x := w.neighbour("1010", dNE)
			w.one("them", HeavyInfantry, 1, x, south, nil)
			for i, d := range []hex.Dir{dNW, dNE, dE} {
				w.one("f"+string(rune('a'+i)), HeavyInfantry, 1, w.neighbour(x, d), south, nil)
			}
			n := toMelee(t, *w.setup("wc"))
			n, _ = apply(t, n, attack(0, "me", "them"))
			next, evs := apply(t, n, endPhase(0), c.faces...)
			them := mustUnit(t, &next, "them")
			if gone(them) != c.gone {
				t.Fatalf("gone %v, want %v\n%s", gone(them), c.gone, logText(evs))
			}
			if c.gone {
				if w.m.Label(w.at(&next, "me").L) != x {
					t.Fatalf("the attacker advances into the vacated hex\n%s", logText(evs))
				}
				return
			}
			if them.Status[stCasualties] != c.casualties || them.Status[stMorale] != c.morale {
				t.Fatalf("casualties %d morale %d, want %d, %d\n%s", them.Status[stCasualties], them.Status[stMorale], c.casualties, c.morale, logText(evs))
			}
			if w.m.Label(w.at(&next, "me").L) != "1010" {
				t.Fatalf("no advance into a hex still held\n%s", logText(evs))
			}
		})
	}
}

// TestMomentumIntoMelee moves heavy infantry two clear hexes into contact
// and attacks: Momentum +1 [L1067], the marker gone after the melee
// [L1069].
func TestMomentumIntoMelee(t *testing.T) {
	w := arenaAt(t, "1013")
	w.one("me", HeavyInfantry, 0, "1012", north, nil)
	path := walk(hex.One(w.hx("1012"), north), 2)
	w.one("them", HeavyInfantry, 1, w.m.Label(fwd(path[1], 0).L), south, nil)
	s := w.setup("wc")
	n, _ := apply(t, *s, w.move(s, "me", path...))
	n = declineAll(t, n) // them may fire as me comes into its front [L674]
	n = toMelee(t, n)
	n, _ = apply(t, n, attack(0, "me", "them"))
	next, evs := apply(t, n, endPhase(0), face(3)) // +1: row 4, NE
	e := meleeEvent(t, evs)
	if v, _ := fact(e, "applied"); v != 1 || !strings.Contains(modText(e), "Momentum") {
		t.Fatalf("modifiers %d:\n%s", v, modText(e))
	}
	if mustUnit(t, &next, "me").Status[stMomentum] != 0 {
		t.Fatal("the Momentum marker goes after the melee [L1069]")
	}
}

// TestMeleeStackAndTwoHex checks a cavalry + light infantry defender,
// which adds its SP and retreats as one [L1123], and a 2-hex defender
// attacked on both hexes, one combat [L1009], whose attacker advances
// [L1137].
func TestMeleeStackAndTwoHex(t *testing.T) {
	w := arena(t)
	w.one("me", Cavalry, 0, "1010", north, map[string]float64{keySP: 8})
	x := w.neighbour("1010", dNE)
	w.one("them", Cavalry, 1, x, south, nil)
	w.one("li", LightInfantry, 1, x, south, map[string]float64{keySP: 2})
	n := toMelee(t, *w.setup("wc"))
	n, _ = apply(t, n, attack(0, "me", "them"))
	// 16 vs 12 halves: 1:1; cavalry against cavalry 0: die 8 reads 8,
	// DMB+AA+P; pursuit 0, Break Off. The defender may declare its
	// pistol first: it does not.
	n, _ = apply(t, n, endPhase(0))
	next, evs := apply(t, n, endPhase(1), face(8), face(0))
	e := meleeEvent(t, evs)
	if strings.Contains(modText(e), "strength") {
		t.Fatalf("1:1 gives no ratio modifier:\n%s", modText(e))
	}
	a, b := w.at(&next, "them"), w.at(&next, "li")
	if a.L != b.L || w.m.Label(a.L) == x {
		t.Fatalf("the stack retreats together: %s and %s\n%s", w.m.Label(a.L), w.m.Label(b.L), logText(evs))
	}
	if !moraleBroken(mustUnit(t, &next, "li")) {
		t.Fatal("the light infantry shares the result [L1105]")
	}

	w = arena(t)
	w.two("big", 1, "1009", south, false, nil)
	bigAt := hex.Two(w.hx("1009"), south)
	// Two attackers, one against each half, both with the half in a front
	// hex.
	placed := 0
	for _, h := range setHexes(bigAt.Neighbours()) {
		for v := hex.Vertex(0); v < 6 && placed < 2; v++ {
			u := hex.One(h, v)
			if ch, ok := attackHex(u, bigAt); ok && ch == []hex.Hex{bigAt.L, bigAt.R}[placed] && w.m.Contains(h) {
				w.one([]string{"a1", "a2"}[placed], HeavyInfantry, 0, w.m.Label(h), v, nil)
				placed++
				break
			}
		}
	}
	if placed < 2 {
		t.Fatal("no place for the attackers")
	}
	n = toMelee(t, *w.setup("wc"))
	n, _ = apply(t, n, attack(0, "a1", "big"))
	n, _ = apply(t, n, attack(0, "a2", "big"))
	// 8 vs 4 = 2:1 +1; die 8 reads 9: DE+AA+P, no cavalry.
	next, evs = apply(t, n, endPhase(0), face(8))
	rolls := 0
	for _, e := range evs {
		if e.Kind == "melee" && len(e.Rolls) > 0 {
			rolls++
		}
	}
	if rolls != 1 || !gone(mustUnit(t, &next, "big")) {
		t.Fatalf("one combat against the whole 2-hex unit: %d rolls\n%s", rolls, logText(evs))
	}
	if a1, a2 := w.at(&next, "a1"), w.at(&next, "a2"); !bigAt.Occupies(a1.L) || !bigAt.Occupies(a2.L) {
		t.Fatalf("each vacated hex takes one attacker [L1131]\n%s", logText(evs))
	}
}

// TestLightInfantryDuel: one 1-SP light infantry unit attacking a lone
// 1-SP light infantry unit fights it out with a die [L1153].
func TestLightInfantryDuel(t *testing.T) {
	w := arena(t)
	w.one("me", LightInfantry, 0, "1010", north, map[string]float64{keySP: 1})
	w.one("them", LightInfantry, 1, w.neighbour("1010", dNE), south, map[string]float64{keySP: 1})
	n := toMelee(t, *w.setup("wc"))
	n, _ = apply(t, n, attack(0, "me", "them"))
	// 1:1, morale 0, matrix 0: die 4 reads NE.
	next, evs := apply(t, n, endPhase(0), face(4))
	meleeEvent(t, evs)
	if gone(mustUnit(t, &next, "them")) {
		t.Fatalf("no automatic elimination between two 1-SP light infantry units\n%s", logText(evs))
	}
}
