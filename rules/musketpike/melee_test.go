package musketpike

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// Melee tests (spec §9, seed 001 [L993-L1186]). The shipped UNOFFICIAL
// Melee Results Table (charts/unofficial.toml): 0 AMB+DA+P, 1 AMS2+DA, 2
// AMS1, 3 AMS1+DMS1, 4 NE, 5-6 DMS1+AA, 7 DMS2+AA, 8 DMB+AA+P, 9
// DE+AA+P; formation modifiers attacker Shaken -1, Broken -2, defender
// Shaken +1, Broken +2; matrix cavalry vs HI -1, vs Hedgehog -3, cavalry
// vs cavalry 0, HI vs HI 0; Cavalry Pursuit 0-2 Break Off, 3-5 Pursue and
// Eliminate, 6-9 Pursue off Map; Leader Replacement 0-4 returns, 5-9
// eliminated.

// endPhase is the end of the side's step.
func endPhase(side int) rules.Action { return rules.Action{Kind: rules.KindEndPhase, Side: side} }

// attack designates attacker against target.
func attack(side int, attacker, target string, kv ...string) rules.Action {
	a := rules.Action{Kind: KindMelee, Side: side, Target: target, Args: map[string]string{"attacker": attacker}}
	for i := 0; i+1 < len(kv); i += 2 {
		a.Args[kv[i]] = kv[i+1]
	}
	return a
}

// toMelee ends the active wing's actions: the melee segment opens [L997].
func toMelee(t *testing.T, s rules.State) rules.State {
	t.Helper()
	next, _ := apply(t, s, endPhase(s.Active))
	if next.Phase != PhaseMelee {
		t.Fatalf("phase %q after the wing's actions, want melee", next.Phase)
	}
	return next
}

// meleeEvent is the event of the melee roll.
func meleeEvent(t *testing.T, evs []rules.Event) rules.Event {
	t.Helper()
	for _, e := range evs {
		if e.Kind == "melee" && len(e.Rolls) > 0 {
			return e
		}
	}
	t.Fatalf("no melee roll in\n%s", logText(evs))
	return rules.Event{}
}

// fact is the value of the first fact named name of e, false if none.
func fact(e rules.Event, name string) (int, bool) {
	for _, f := range e.Facts {
		if f.Name == name {
			return f.Value, true
		}
	}
	return 0, false
}

// modText is the text of e's modifiers, one a line.
func modText(e rules.Event) string {
	var out []string
	for _, f := range e.Facts {
		if f.Name == "modifier" {
			out = append(out, f.Text)
		}
	}
	return strings.Join(out, "\n")
}

// TestRatioMod is the combat ratio's modifier [L1051-L1058] with A15(a):
// at least 1:1 rounded down to n:1, below it up to 1:n, in the
// defender's favour; strengths in halves.
func TestRatioMod(t *testing.T) {
	cases := []struct {
		name   string
		a2, d2 int
		want   int
	}{
		{"3 cavalry vs 18 HI halved: 3:9 = 1:3, -1 (E20, [L1062])", 6, 18, -1},
		{"exactly 4:1: +2 [L1053]", 16, 4, 2},
		{"3.75:1 rounds down to 3:1: +1 [L1051]", 30, 8, 1},
		{"exactly 2:1: +1 [L1054]", 8, 4, 1},
		{"1.9:1 rounds down to 1:1: 0", 19, 10, 0},
		{"1:1: 0", 8, 8, 0},
		{"5 vs 6 is 1:2, -1 (A15(a))", 10, 12, -1},
		{"exactly 1:2: -1 [L1055]", 4, 8, -1},
		{"1:3.5 rounds up to 1:4: -2 [L1056]", 2, 7, -2},
		{"exactly 1:4: -2 [L1056]", 2, 8, -2},
	}
	for _, c := range cases {
		if got, words := ratioMod(c.a2, c.d2); got != c.want {
			t.Errorf("%s: ratioMod(%d, %d) = %d (%s), want %d", c.name, c.a2, c.d2, got, words, c.want)
		}
	}
}

// TestMeleeDesignation checks who may attack what [L999-L1009], [L1045],
// [L1095], [L1153].
func TestMeleeDesignation(t *testing.T) {
	cases := []struct {
		name      string
		typ, ttyp string
		prof      map[string]float64
		at        string // the attacker's hex, "" 1010
		attacker  string
		want      string
		phase     string // the phase the end of the wing's actions opens
	}{
		{"cavalry attacks HI in its front hex [L1001]", Cavalry, HeavyInfantry, nil, "", "me", "", PhaseMelee},
		{"artillery is ignored in melee [L1095]; the enemy may attack the lone guns in a Reaction Melee [L1016]", Artillery, HeavyInfantry, nil, "", "me", "no-melee", PhaseReaction},
		{"light infantry attacks only light infantry (A17) [L1153]", LightInfantry, HeavyInfantry, nil, "", "me", "light-infantry", PhaseReaction},
		{"light infantry attacks light infantry [L1153]", LightInfantry, LightInfantry, nil, "", "me", "", PhaseMelee},
		{"the enemy's unit is not the active player's attacker [L1001]", Cavalry, HeavyInfantry, nil, "", "them", "no-attacker", PhaseMelee},
		{"not in a front hex: flank; nobody can melee [L1001]", Cavalry, HeavyInfantry, nil, "east", "me", "front", PhaseContinuation},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 20, 20)
			w.one("pguard", HeavyInfantry, 1, "1002", south, nil)
			w.wc("pwc", 1, 1, "1002", charts.MakeReady)
			w.one("me", c.typ, 0, "1010", north, c.prof)
			w.wc("wc", 0, 1, "1011", charts.Charge)
			where := w.along("1010", dNE, 1)
			if c.at == "east" {
				where = w.along("1010", dE, 1)
			}
			w.one("them", c.ttyp, 1, where, south, nil)
			s, _ := apply(t, *w.setup("wc"), endPhase(0))
			if s.Phase != c.phase {
				t.Fatalf("phase %q after the wing's actions, want %q", s.Phase, c.phase)
			}
			s.Phase, s.Active = PhaseMelee, 0 // the check alone
			mustErr(t, (Rules{}).Check(&s, attack(0, c.attacker, "them")), c.want)
		})
	}
}

// TestMeleeDesignationOnce checks that a unit attacks one hex once
// [L1009] and that a 2-hex unit attacks only its centre front hex
// [L1003].
func TestMeleeDesignationOnce(t *testing.T) {
	w := newWorld(t, 20, 20)
	w.one("pguard", HeavyInfantry, 1, "1002", south, nil)
	w.wc("pwc", 1, 1, "1002", charts.MakeReady)
	w.two("big", 0, "1010", north, false, nil)
	w.wc("wc", 0, 1, "1011", charts.Charge)
	big := hex.Two(w.hx("1010"), north)
	c, _ := big.CentreFront()
	var side hex.Hex
	for _, h := range setHexes(big.Front()) {
		if h != c {
			side = h
			break
		}
	}
	w.one("centre", HeavyInfantry, 1, w.m.Label(c), south, nil)
	w.one("wing", HeavyInfantry, 1, w.m.Label(side), south, nil)
	s := toMelee(t, *w.setup("wc"))
	mustErr(t, (Rules{}).Check(&s, attack(0, "big", "wing")), "front")
	s, _ = apply(t, s, attack(0, "big", "centre"))
	if got := mustUnit(t, &s, "big").Status[stAttack]; got != s.UnitIndex("centre")+1 {
		t.Fatalf("status attack %d, want the defender's index + 1", got)
	}
	mustErr(t, (Rules{}).Check(&s, attack(0, "big", "centre")), "designated")
}

// cavalryVsFoot is "me", 4 SP of cavalry at morale 7 in 1010 facing
// north, attacking "them", 4 SP of heavy infantry at morale 7 in its
// north-east front hex facing south: morale 0, ratio 8 vs 4 halved = 2:1
// +1 [L1060], matrix -1, so the row is the die.
func cavalryVsFoot(t *testing.T, tprof map[string]float64) *world {
	w := newWorld(t, 20, 20)
	w.one("pguard", HeavyInfantry, 1, "1002", south, nil)
	w.wc("pwc", 1, 1, "1002", charts.MakeReady)
	w.one("me", Cavalry, 0, "1010", north, nil)
	w.wc("wc", 0, 1, "1011", charts.Charge)
	w.one("them", HeavyInfantry, 1, w.along("1010", dNE, 1), south, tprof)
	return w
}

// TestMeleeResults plays one cavalry attack per row of the chart that
// matters: the results at once [L1105], retreats [L1107], [L1109], the
// advance [L1131], the pursuit [L1162-L1168] and step F's formation hit
// [L1020]; die 0 and die 9 [L105].
func TestMeleeResults(t *testing.T) {
	cases := []struct {
		name                   string
		faces                  []int
		meMorale, themMorale   int
		meForm, themForm       string
		meMoved, themMoved     int // hexes from where they stood; -1 off the table
		themGone, mePursued    bool
		meHere                 bool // me ends in them's hex
		themCasualties         int
		wantText               string
		meFormNoMatter         bool
		themFormationNoMatters bool
	}{
		{name: "die 4: NE, both take the melee's formation hit [L1020]", faces: []int{face(4)}, meForm: Shaken, themForm: Shaken},
		{name: "die 5: DMS1+AA: the defender steps back one hex, the attacker advances [L1109], [L1131]", faces: []int{face(5)},
			themMorale: moraleShakenLevel, themMoved: 1, meHere: true, meForm: Shaken, themForm: Shaken},
		{name: "die 7: DMS2+AA: two hexes [L1109]", faces: []int{face(7)},
			themMorale: moraleShakenLevel, themMoved: 2, meHere: true, meForm: Shaken, themForm: Shaken},
		{name: "die 0: AMB+DA+P: the attacker breaks and flees two hexes; no pursuit by infantry [L1107], [L1157]", faces: []int{face(0)},
			meMorale: moraleBrokenLevel, meMoved: 2, meForm: Broken, themForm: Shaken},
		{name: "die 8: DMB+AA+P, pursuit 0: Break Off, a normal advance [L1164]", faces: []int{face(8), face(0)},
			themMorale: moraleBrokenLevel, themMoved: 2, themForm: Broken, meHere: true, meForm: Shaken},
		{name: "die 8: DMB+AA+P, pursuit 2 (the last Break Off)", faces: []int{face(8), face(2)},
			themMorale: moraleBrokenLevel, themMoved: 2, themForm: Broken, meHere: true, meForm: Shaken},
		{name: "die 8: DMB+AA+P, pursuit 3: Pursue and Eliminate, the cavalry Formation Broken [L1166]", faces: []int{face(8), face(3)},
			themGone: true, meMoved: -2, meForm: Broken, themFormationNoMatters: true},
		{name: "die 8: DMB+AA+P, pursuit 6: Pursue off Map, removed not eliminated [L1168]", faces: []int{face(8), face(6)},
			themGone: true, mePursued: true, meMoved: -1, meFormNoMatter: true, themFormationNoMatters: true},
		{name: "die 9: DE+AA+P, pursuit 3: eliminated by the result, the cavalry stays (A18) [L1166]", faces: []int{face(9), face(3)},
			themGone: true, meForm: Shaken, themFormationNoMatters: true},
		{name: "die 9: DE+AA+P, pursuit 9: off the map [L1168]", faces: []int{face(9), face(9)},
			themGone: true, mePursued: true, meMoved: -1, meFormNoMatter: true, themFormationNoMatters: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := cavalryVsFoot(t, nil)
			s := toMelee(t, *w.setup("wc"))
			meAt, themAt := w.at(&s, "me"), w.at(&s, "them")
			s, _ = apply(t, s, attack(0, "me", "them"))
			next, evs := apply(t, s, endPhase(0), c.faces...)
			e := meleeEvent(t, evs)
			if v, _ := fact(e, "applied"); v != 0 {
				t.Fatalf("modifiers %d, want 0:\n%s", v, modText(e))
			}
			me, them := mustUnit(t, &next, "me"), mustUnit(t, &next, "them")
			if gone(them) != c.themGone {
				t.Fatalf("them gone %v, want %v\n%s", gone(them), c.themGone, logText(evs))
			}
			if me.Status[stPursued] == 1 != c.mePursued {
				t.Fatalf("me pursued %d, want %v\n%s", me.Status[stPursued], c.mePursued, logText(evs))
			}
			if c.mePursued && (len(me.Bases) != 0 || me.Status[stEliminated] != 0) {
				t.Fatalf("a cavalry pursued off the map is off the table, not eliminated [L1168]")
			}
			if me.Status[stMorale] != c.meMorale {
				t.Errorf("me morale %d, want %d", me.Status[stMorale], c.meMorale)
			}
			if !c.meFormNoMatter && formationOf(me) != c.meForm {
				t.Errorf("me formation %s, want %s\n%s", formationOf(me), c.meForm, logText(evs))
			}
			if !c.themGone {
				if them.Status[stMorale] != c.themMorale {
					t.Errorf("them morale %d, want %d", them.Status[stMorale], c.themMorale)
				}
				if !c.themFormationNoMatters && formationOf(them) != c.themForm {
					t.Errorf("them formation %s, want %s", formationOf(them), c.themForm)
				}
				if d := hex.UnitDist(themAt, w.at(&next, "them")); d != c.themMoved {
					t.Errorf("them moved %d hexes, want %d\n%s", d, c.themMoved, logText(evs))
				}
			}
			if c.meMoved >= 0 && !c.mePursued {
				now := w.at(&next, "me")
				if c.meHere && now.L != themAt.L {
					t.Errorf("me at %s, want the defender's hex %s (advance)\n%s", w.m.Label(now.L), w.m.Label(themAt.L), logText(evs))
				}
				if !c.meHere && hex.UnitDist(meAt, now) != c.meMoved {
					t.Errorf("me moved %d hexes, want %d\n%s", hex.UnitDist(meAt, now), c.meMoved, logText(evs))
				}
			}
			if c.themCasualties != them.Status[stCasualties] {
				t.Errorf("them casualties %d, want %d", them.Status[stCasualties], c.themCasualties)
			}
			if next.Phase != PhaseContinuation {
				t.Errorf("phase %q after the melees, want continuation", next.Phase)
			}
			for _, u := range next.Units {
				if u.Status[stAttack] != 0 {
					t.Errorf("%s keeps its designation", u.ID)
				}
			}
		})
	}
}

// TestMeleeModifiers checks the modifiers one at a time, and the ±4 cap
// (E29 [L1037]).
func TestMeleeModifiers(t *testing.T) {
	cases := []struct {
		name         string
		me, them     map[string]float64
		meSt, themSt map[string]int
		themForm     string
		leader       bool // the wing commander stacked with "me"
		total, apply int
		faces        []int
		want         string // a modifier's text
		wantRow      int
	}{
		{name: "defender Formation Shaken +1 [L478]", themForm: Shaken, total: 1, apply: 1, faces: []int{face(3)}, want: "defender Formation Shaken", wantRow: 4},
		{name: "defender Formation Broken +2 [L479]", themForm: Broken, total: 2, apply: 2, faces: []int{face(2)}, want: "defender Formation Broken", wantRow: 4},
		{name: "Hedgehog: the matrix's Hedgehog column -3, no flank [L1093], [L1095]", themForm: Hedgehog, total: -2, apply: -2, faces: []int{face(6)}, want: "Close Combat Matrix", wantRow: 4},
		{name: "morale 8 against 5: +3 [L1049]", me: map[string]float64{keyMorale: 8}, them: map[string]float64{keyMorale: 5}, total: 3, apply: 3, faces: []int{face(1)}, want: "morale 8 against 5", wantRow: 4},
		{name: "current morale: a Shaken defender of 7 counts 6 (A16)", themSt: map[string]int{stMorale: moraleShakenLevel}, total: 1, apply: 1, faces: []int{face(3)}, want: "morale 7 against 6", wantRow: 4},
		{name: "Momentum: cavalry +2 [L1066]", meSt: map[string]int{stMomentum: 1}, total: 2, apply: 2, faces: []int{face(2)}, want: "Momentum", wantRow: 4},
		{name: "leader stacked with the attacker +1 [L1047]", leader: true, total: 1, apply: 1, faces: []int{face(3), face(0)}, want: "leads the attack", wantRow: 4},
		{name: "the Salvo the defender fired this turn (reading) [L1037]", themSt: map[string]int{stSalvo: 1}, total: -1, apply: -1, faces: []int{face(5)}, want: "Salvo", wantRow: 4},
		{name: "E29: +4 morale, +2 ratio, +2 Momentum, +2 Broken, -1 matrix = +9, held to +4 [L1037]",
			me: map[string]float64{keyMorale: 8, keySP: 8}, them: map[string]float64{keyMorale: 4, keySP: 1}, meSt: map[string]int{stMomentum: 1}, themForm: Broken,
			total: 9, apply: 4, faces: []int{face(0)}, want: "Momentum", wantRow: 4},
		{name: "held to +4, die 9 reads row 9 [L107]",
			me: map[string]float64{keyMorale: 8, keySP: 8}, them: map[string]float64{keyMorale: 4, keySP: 1}, meSt: map[string]int{stMomentum: 1}, themForm: Broken,
			total: 9, apply: 4, faces: []int{face(9)}, want: "Momentum", wantRow: 9},
		{name: "-4 exactly is not cut: morale 4 against 8, ratio 1:4, matrix -1 [L1037]",
			me: map[string]float64{keyMorale: 4, keySP: 1}, them: map[string]float64{keyMorale: 8, keySP: 8},
			total: -4 - 2 - 1 + 0, apply: -4, faces: []int{face(8)}, want: "morale 4 against 8", wantRow: 4},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 20, 20)
			w.one("pguard", HeavyInfantry, 1, "1002", south, nil)
			w.wc("pwc", 1, 1, "1002", charts.MakeReady)
			w.one("me", Cavalry, 0, "1010", north, c.me)
			wcAt := "1011"
			if c.leader {
				wcAt = "1010"
			}
			w.wc("wc", 0, 1, wcAt, charts.Charge)
			w.one("them", HeavyInfantry, 1, w.along("1010", dNE, 1), south, c.them)
			s := w.setup("wc")
			for k, v := range c.meSt {
				mustUnit(t, s, "me").SetStatus(k, v)
			}
			for k, v := range c.themSt {
				mustUnit(t, s, "them").SetStatus(k, v)
			}
			mustUnit(t, s, "them").Formation = c.themForm
			n := toMelee(t, *s)
			n, _ = apply(t, n, attack(0, "me", "them"))
			// Rows past 4 pursue and advance: script what they need.
			faces := c.faces
			if c.wantRow >= 8 {
				faces = append(faces, face(0))
			}
			_, evs := apply(t, n, endPhase(0), faces...)
			e := meleeEvent(t, evs)
			total, _ := fact(e, "total")
			applied, _ := fact(e, "applied")
			row, _ := fact(e, "row")
			if total != c.total || applied != c.apply || row != c.wantRow {
				t.Fatalf("total %d applied %d row %d, want %d, %d, %d:\n%s", total, applied, row, c.total, c.apply, c.wantRow, modText(e))
			}
			if !strings.Contains(modText(e), c.want) {
				t.Fatalf("no modifier %q in\n%s", c.want, modText(e))
			}
		})
	}
}
