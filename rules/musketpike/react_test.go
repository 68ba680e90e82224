package musketpike

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// declineAll answers every pending reaction of s by declining it, as its
// player would (a decline is an action [L654]).
func declineAll(t testing.TB, s rules.State) rules.State {
	t.Helper()
	for s.Phase == PhaseReact {
		x := pendingReactor(&s)
		s, _ = apply(t, s, rules.Action{Kind: KindReact, Side: x.Side, Args: map[string]string{"unit": x.ID, "react": "decline"}})
	}
	return s
}

// bareArena is arenaAt without the Royalist commander (a test places him).
func bareArena(t *testing.T) *world {
	w := newWorld(t, 20, 20)
	w.one("pguard", HeavyInfantry, 1, "1002", south, nil)
	w.wc("pwc", 1, 1, "1002", charts.MakeReady)
	return w
}

// noPikes is heavy infantry that cannot form Hedgehog [L1305], so that
// only its fire reacts.
var noPikes = map[string]float64{keyNoPikes: 1}

// react is the answer of unit x to the pending trigger, with extra args
// in pairs.
func react(side int, x, how string, kv ...string) rules.Action {
	a := rules.Action{Kind: KindReact, Side: side, Args: map[string]string{"unit": x, "react": how}}
	for i := 0; i+1 < len(kv); i += 2 {
		a.Args[kv[i]] = kv[i+1]
	}
	return a
}

// approach is a world where "me" (class typ, side 0, wing Charge) stands
// in 1012 facing north and the Parliament's heavy infantry "them" three
// hexes up the table facing south; path is me's walk of two hexes, the
// second into them's front hex (tprof: them's profile).
func approach(t *testing.T, typ string, tprof map[string]float64) (*world, *rules.State, []hex.Unit) {
	w := arenaAt(t, "1013")
	w.one("me", typ, 0, "1012", north, nil)
	path := walk(hex.One(w.hx("1012"), north), 2)
	w.one("them", HeavyInfantry, 1, w.m.Label(fwd(path[1], 0).L), south, tprof)
	return w, w.setup("wc"), path
}

// TestReactionStopsTheMove checks the interrupt [L692]: a move stops at
// the step that enters an enemy's Reaction Zone [L674] (a longer path is
// refused), the inactive player answers (phase react), and the mover goes
// on from where it stopped with the MP it has left [L563]; a decline is
// an action, never taken for him [L654].
func TestReactionStopsTheMove(t *testing.T) {
	w, s, path := approach(t, Cavalry, noPikes)
	long := append(append([]hex.Unit(nil), path...), turn(path[1], 1))
	mustErr(t, (Rules{}).Check(s, w.move(s, "me", long...)), "reaction-stop")
	if err := (Rules{}).Check(s, w.move(s, "me", path[0])); err != nil {
		t.Fatalf("a step short of the zone triggers nothing: %v", err)
	}
	n, evs := apply(t, *s, w.move(s, "me", path...))
	if n.Phase != PhaseReact || n.Active != 1 || mustUnit(t, &n, "them").Status[stReact] != 1 {
		t.Fatalf("phase %s, side %d: want them asked to react [L674]\n%s", n.Phase, n.Active, logText(evs))
	}
	if n.Counters[ctReactRun] != 1 || n.Counters[ctReactWhy] != whyMove {
		t.Errorf("counters %v: cavalry that entered a hex before the zone [L756]", n.Counters)
	}
	if len((Rules{}).Offers(&n, 1, nil)) != 3 {
		t.Errorf("offers %v: skirmish, salvo, decline", (Rules{}).Offers(&n, 1, nil))
	}
	// The active player waits; a unit not asked may not answer.
	mustErr(t, (Rules{}).Check(&n, w.move(&n, "me", turn(path[1], 1))), "not-your-turn")
	mustErr(t, (Rules{}).Check(&n, react(1, "pguard", "decline")), "no-reaction")
	mustErr(t, (Rules{}).Check(&n, react(1, "all", "fire")), "react")
	mustErr(t, (Rules{}).Check(&n, react(1, "them", "fire", "fire", fireAdvance)), "fire-kind")
	d, evs := apply(t, n, react(1, "them", "decline"))
	if d.Phase != PhaseWing || d.Active != 0 || mustUnit(t, &d, "them").Status[stReact] != 0 || d.Counters[ctReactTo] != 0 {
		t.Fatalf("after the decline: phase %s side %d, want the wing's play back\n%s", d.Phase, d.Active, logText(evs))
	}
	if v, ok := fact(evs[0], "declined"); !ok || v != 1 {
		t.Errorf("the decline is logged with its fact: %v", evs)
	}
	me := mustUnit(t, &d, "me")
	if me.Status[stMove] != moveOpen || me.Status[stEntered] != 2 || d.Used[me.Bases[0]] != 2 {
		t.Fatalf("move %d, entered %d, used %v: the move goes on with its MP left [L563], [L692]", me.Status[stMove], me.Status[stEntered], d.Used)
	}
	// Going on: a re-face in the zone triggers again [L676].
	r, _ := apply(t, d, w.move(&d, "me", turn(path[1], 1)))
	if r.Phase != PhaseReact {
		t.Fatalf("a facing change in the zone: phase %s, want react [L676]", r.Phase)
	}
	// Round trip: the position resumes in phase react.
	c := r.Clone()
	if err := (Rules{}).Resume(&c); err != nil {
		t.Fatalf("resume in phase react: %v", err)
	}
	c.Units[c.UnitIndex("them")].SetStatus(stReact, 0)
	if err := (Rules{}).Resume(&c); err == nil {
		t.Error("phase react with no unit asked resumes")
	}
}

// TestReactionFireOnAMove checks Reaction Fire at a mover [L746-L756]: a
// fire like any other [L748], at the trigger only [L666], heavy infantry
// at -1 against cavalry that moved a hex before entering its zone [L756]
// (not against infantry), read at dice 0 and 9; a Salvo once a turn
// [L750], [L854].
func TestReactionFireOnAMove(t *testing.T) {
	// Musket Front (UNOFFICIAL): 0-3 NE, 4 FH, 5-6 1, 7 1+FH, 8 2, 9 2+FH.
	cases := []struct {
		name       string
		typ        string
		mode       string
		die        int
		casualties int
		form       string
	}{
		{"cavalry, die 5 at -1: row 4, FH [L756]", Cavalry, fireSkirmish, 5, 0, Shaken},
		{"infantry, die 5: row 5, 1 casualty", HeavyInfantry, fireSkirmish, 5, 1, ""},
		{"cavalry, die 0 at -1: row 0, no effect [L107]", Cavalry, fireSkirmish, 0, 0, ""},
		{"cavalry, die 9 at -1: row 8, 2 casualties", Cavalry, fireSkirmish, 9, 2, ""},
		{"infantry, die 9: row 9, 2 + FH", HeavyInfantry, fireSkirmish, 9, 2, Shaken},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w, s, path := approach(t, c.typ, noPikes)
			n, _ := apply(t, *s, w.move(s, "me", path...))
			faces := []int{face(c.die)}
			if c.casualties >= 2 {
				faces = append(faces, face(0)) // the morale check of 2 hits at morale 7, passed [L895]
			}
			next, evs := apply(t, n, react(1, "them", "fire", "fire", c.mode), faces...)
			me := mustUnit(t, &next, "me")
			if me.Status[stCasualties] != c.casualties || me.Formation != c.form {
				t.Fatalf("casualties %d formation %q, want %d %q\n%s", me.Status[stCasualties], me.Formation, c.casualties, c.form, logText(evs))
			}
			if next.Phase != PhaseWing || next.Active != 0 {
				t.Fatalf("phase %s side %d after the reaction\n%s", next.Phase, next.Active, logText(evs))
			}
			if v, ok := fact(evs[0], "reaction-fire"); !ok || v != 1 {
				t.Errorf("the reaction is logged: %v", evs[0])
			}
		})
	}
	// A Salvo in reaction, then no second one this turn [L750], [L854].
	w, s, path := approach(t, HeavyInfantry, noPikes)
	n, _ := apply(t, *s, w.move(s, "me", path...))
	next, _ := apply(t, n, react(1, "them", "fire", "fire", fireSalvo), face(0), face(0)) // its target's morale check [L899]
	if mustUnit(t, &next, "them").Status[stSalvo] != 1 || next.Phase != PhaseWing {
		t.Fatalf("the Salvo is marked fired [L856]")
	}
	r, _ := apply(t, next, w.move(&next, "me", turn(path[1], 1)))
	if r.Phase != PhaseReact {
		t.Fatalf("phase %s", r.Phase)
	}
	mustErr(t, (Rules{}).Check(&r, react(1, "them", "fire", "fire", fireSalvo)), "salvo-fired")
}

// TestReactionFireOnAFire checks the target's Reaction Fire at a unit that
// fired its pistol at it [L680], E15 [L684]: asked once the fire is
// resolved, the unit that fired taking the result.
func TestReactionFireOnAFire(t *testing.T) {
	w := duelWorld(t, Cavalry, HeavyInfantry, charts.MakeReady, nil, nil)
	s := w.setup("wc")
	n, _ := apply(t, *s, fireAt("me", "them", ""), face(0))
	if n.Phase != PhaseReact || n.Counters[ctReactWhy] != whyFire || mustUnit(t, &n, "them").Status[stReact] != 1 {
		t.Fatalf("phase %s: the target may fire back [L680]", n.Phase)
	}
	// them fires at me in its front hex: Front column, die 9, 2 + FH.
	next, evs := apply(t, n, react(1, "them", "fire"), face(9), face(0)) // and the morale check of 2 hits, passed [L895]
	me := mustUnit(t, &next, "me")
	if me.Status[stCasualties] != 2 || me.Formation != Shaken || next.Phase != PhaseWing {
		t.Fatalf("casualties %d formation %q phase %s\n%s", me.Status[stCasualties], me.Formation, next.Phase, logText(evs))
	}
	if mustUnit(t, &next, "them").Status[stMove] != moveNone {
		t.Error("Reaction Fire is no action of the inactive unit's")
	}
	// Cavalry spends a pistol reacting [L748]; with none it is not asked.
	w = duelWorld(t, HeavyInfantry, Cavalry, charts.MakeReady, nil, map[string]float64{})
	s = w.setup("wc")
	mustUnit(t, s, "them").SetStatus(stPistols, 2)
	n, _ = apply(t, *s, fireAt("me", "them", ""), face(0))
	if n.Phase != PhaseWing {
		t.Fatalf("cavalry with No Pistols is not asked: phase %s", n.Phase)
	}
	mustUnit(t, s, "them").SetStatus(stPistols, 1)
	n, _ = apply(t, *s, fireAt("me", "them", ""), face(0))
	next, _ = apply(t, n, react(1, "them", "fire"), face(0))
	if mustUnit(t, &next, "them").Status[stPistols] != 2 {
		t.Errorf("pistols %d, want No Pistols [L917]", mustUnit(t, &next, "them").Status[stPistols])
	}
}

// TestReactionArtillery checks artillery's zone [L670], [L758]: a move
// into its point-blank range in its front arc triggers it, it flips Fired
// when it reacts [L688], and Fired guns trigger nothing.
func TestReactionArtillery(t *testing.T) {
	w := arenaAt(t, "1016")
	w.one("me", HeavyInfantry, 0, "1016", north, nil)
	w.one("guns", Artillery, 1, "1010", south, map[string]float64{keyPB: 3})
	s := w.setup("wc")
	path := walk(hex.One(w.hx("1016"), north), 3) // 1016 is 6 hexes from the guns: the third step ends 3 away
	var stop rules.State
	for k := 1; k <= 3; k++ {
		err := (Rules{}).Check(s, w.move(s, "me", path[:k]...))
		if k < 3 && err != nil {
			t.Fatalf("%d steps, out of point-blank range: %v", k, err)
		}
		if k == 3 {
			if err != nil {
				t.Fatal(err)
			}
			stop, _ = apply(t, *s, w.move(s, "me", path...))
		}
	}
	if stop.Phase != PhaseReact || mustUnit(t, &stop, "guns").Status[stReact] != 1 {
		t.Fatalf("phase %s: the guns may react [L758]", stop.Phase)
	}
	next, evs := apply(t, stop, react(1, "guns", "fire"), face(0))
	if mustUnit(t, &next, "guns").Status[stFired] != 1 || next.Phase != PhaseWing {
		t.Fatalf("the guns flip Fired [L688]\n%s", logText(evs))
	}
	mustUnit(t, s, "guns").SetStatus(stFired, 1)
	if err := (Rules{}).Check(s, w.move(s, "me", append(path, fwd(path[2], 0))...)); err != nil {
		t.Errorf("Fired guns do not react [L688]: %v", err)
	}
}

// TestReactionReface checks the re-face reaction [L696-L698]: an enemy
// with no more MA than the unit's coming next to its flank or rear lets
// a 1-hex unit turn one or two vertices, for no MP; an enemy with more MA
// does not.
func TestReactionReface(t *testing.T) {
	cases := []struct {
		name   string
		mover  string
		reface bool
	}{
		{"heavy infantry, MA 4 = 4: re-face offered [L696]", HeavyInfantry, true},
		{"cavalry, MA 8 > 4: no re-face [L696]", Cavalry, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := bareArena(t)
			w.one("them", HeavyInfantry, 1, "1008", south, noPikes)
			// me two hexes off, one step from them's east (flank) hex.
			start := w.along(w.along("1008", dE, 1), dSE, 1)
			w.one("me", c.mover, 0, start, north, nil)
			w.wc("wc", 0, 1, start, charts.Charge)
			s := w.setup("wc")
			step := fwd(w.at(s, "me"), 1)
			if w.m.Label(step.L) != w.along("1008", dE, 1) {
				t.Fatalf("the step goes to %s", w.m.Label(step.L))
			}
			n, evs := apply(t, *s, w.move(s, "me", step))
			bits := mustUnit(t, &n, "them").Status[stReact]
			if n.Phase != PhaseReact || (bits&reactReface != 0) != c.reface || bits&reactFire == 0 {
				t.Fatalf("phase %s, react %d: want fire, re-face %v\n%s", n.Phase, bits, c.reface, logText(evs))
			}
			want := 3 // skirmish, salvo, decline
			if c.reface {
				want += 4 // a re-face of one or two vertices either way
			}
			if got := len((Rules{}).Offers(&n, 1, nil)); got != want {
				t.Errorf("%d offers, want %d", got, want)
			}
			if !c.reface {
				mustErr(t, (Rules{}).Check(&n, react(1, "them", "reface", "facing", "5")), "react-kind")
				return
			}
			for _, bad := range []string{"4", "1", "x"} { // no turn, three vertices, no facing
				mustErr(t, (Rules{}).Check(&n, react(1, "them", "reface", "facing", bad)), "reface")
			}
			for _, f := range []hex.Vertex{5, 0, 3, 2} { // one and two vertices either way
				next, evs := apply(t, n, react(1, "them", "reface", "facing", string(rune('0'+f))))
				if got := w.at(&next, "them").F; got != f || next.Phase != PhaseWing {
					t.Fatalf("facing %d, phase %s, want %d [L698]\n%s", got, next.Phase, f, logText(evs))
				}
				if v, ok := fact(evs[0], "reface"); !ok || v != turnSpan(south, f) {
					t.Errorf("reface fact %d for %d", v, f)
				}
				if next.Used[mustUnit(t, &next, "them").Bases[0]] != 0 {
					t.Error("a reaction move costs no MP of the active player's")
				}
			}
		})
	}
}

// TestReactionHedgehog checks the Hedgehog reaction [L704]: enemy
// cavalry moving within 2 hexes of the front or flank of heavy infantry
// with pikes lets it try (a morale check: passed, Hedgehog; failed, a
// morale level lost), read at dice 0, 7 (the boundary at morale 7), 8,
// 9; entering a rear hex forces the attempt, before any other answer
// [L662].
func TestReactionHedgehog(t *testing.T) {
	build := func(t *testing.T) (*world, *rules.State) {
		w := arenaAt(t, "1012")
		w.one("them", HeavyInfantry, 1, "1008", south, nil)
		w.one("me", Cavalry, 0, "1012", north, nil)
		return w, w.setup("wc")
	}
	cases := []struct {
		die    int
		form   string
		morale int
	}{
		{0, Hedgehog, moraleNormal},
		{7, Hedgehog, moraleNormal},
		{8, "", moraleShakenLevel},
		{9, "", moraleShakenLevel},
	}
	for _, c := range cases {
		w, s := build(t)
		path := walk(w.at(s, "me"), 3)
		mustErr(t, (Rules{}).Check(s, w.move(s, "me", path...)), "reaction-stop")
		if err := (Rules{}).Check(s, w.move(s, "me", path[0])); err != nil {
			t.Fatalf("3 hexes off: %v", err)
		}
		n, evs := apply(t, *s, w.move(s, "me", path[:2]...))
		if n.Phase != PhaseReact || mustUnit(t, &n, "them").Status[stReact] != reactHedgehog {
			t.Fatalf("2 hexes off its front: phase %s, react %d\n%s", n.Phase, mustUnit(t, &n, "them").Status[stReact], logText(evs))
		}
		if got := len((Rules{}).Offers(&n, 1, nil)); got != 2 {
			t.Errorf("%d offers, want the attempt and the decline", got)
		}
		next, evs := apply(t, n, react(1, "them", "hedgehog"), face(c.die))
		them := mustUnit(t, &next, "them")
		if them.Formation != c.form || them.Status[stMorale] != c.morale || next.Phase != PhaseWing {
			t.Errorf("die %d: formation %q morale %d phase %s, want %q %d\n%s", c.die, them.Formation, them.Status[stMorale], next.Phase, c.form, c.morale, logText(evs))
		}
	}
	// Into a rear hex: forced [L704].
	w := bareArena(t)
	w.one("them", HeavyInfantry, 1, "1008", south, nil)
	rear := w.along("1008", dNE, 1)
	w.one("me", Cavalry, 0, w.along(rear, dNE, 1), south, nil)
	w.wc("wc", 0, 1, w.along(rear, dNE, 1), charts.Charge)
	s := w.setup("wc")
	step := fwd(w.at(s, "me"), 0)
	if w.m.Label(step.L) != rear {
		t.Fatalf("the step goes to %s, not %s", w.m.Label(step.L), rear)
	}
	n, _ := apply(t, *s, w.move(s, "me", step))
	if got := mustUnit(t, &n, "them").Status[stReact]; got != reactHedgehog|reactMust {
		t.Fatalf("react %d, want the forced attempt", got)
	}
	mustErr(t, (Rules{}).Check(&n, react(1, "them", "decline")), "must-hedgehog")
	mustErr(t, (Rules{}).Check(&n, react(1, "all", "decline")), "must-hedgehog")
	if got := len((Rules{}).Offers(&n, 1, nil)); got != 1 {
		t.Errorf("%d offers, want the attempt only", got)
	}
	// Another unit asked waits for the forced attempt [L662].
	n.Units[n.UnitIndex("pguard")].SetStatus(stReact, reactFire)
	mustErr(t, (Rules{}).Check(&n, react(1, "pguard", "decline")), "hedgehog-first")
	next, _ := apply(t, n, react(1, "them", "hedgehog"), face(0))
	if formationOf(mustUnit(t, &next, "them")) != Hedgehog {
		t.Error("die 0: Hedgehog")
	}
}

// TestReactionWithdraw checks the withdraw [L706-L714]: an enemy with no
// more MA spending MP within 2 hexes lets a unit under Rally orders (or
// cavalry approached by heavy infantry) move away by the rules of
// movement, ending farther than it began, never into contact, once an
// enemy activation (A32); other orders give no withdraw.
func TestReactionWithdraw(t *testing.T) {
	build := func(t *testing.T, order charts.Order, typ string, mover string) (*world, *rules.State) {
		w := newWorld(t, 20, 20)
		w.one("them", typ, 1, "1008", south, noPikesFor(typ))
		w.wc("pwc", 1, 1, "1005", order)
		w.one("pguard", HeavyInfantry, 1, "1005", south, noPikes)
		w.one("me", mover, 0, "1012", north, nil)
		w.wc("wc", 0, 1, "1012", charts.Charge)
		s := w.setup("wc")
		mustUnit(t, s, "them").SetStatus(stIntercepted, 1) // no interception first (TestReactionIntercept)
		return w, s
	}
	cases := []struct {
		name  string
		order charts.Order
		typ   string
		mover string
		want  bool
	}{
		{"Rally orders [L708]", charts.Rally, HeavyInfantry, HeavyInfantry, true},
		{"Make Ready: none", charts.MakeReady, HeavyInfantry, HeavyInfantry, false},
		{"cavalry approached by heavy infantry [L712]", charts.MakeReady, Cavalry, HeavyInfantry, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w, s := build(t, c.order, c.typ, c.mover)
			path := walk(w.at(s, "me"), 2)
			n, evs := apply(t, *s, w.move(s, "me", path...))
			got := n.Phase == PhaseReact && mustUnit(t, &n, "them").Status[stReact]&reactWithdraw != 0
			if got != c.want {
				t.Fatalf("withdraw offered %v, want %v\n%s", got, c.want, logText(evs))
			}
			if !c.want {
				return
			}
			at := w.at(&n, "them")
			mustErr(t, (Rules{}).Check(&n, react(1, "them", "withdraw")), "withdraw")
			mustErr(t, (Rules{}).Check(&n, w.move(&n, "them", turn(at, 3))), "withdraw") // not farther
			mustErr(t, (Rules{}).Check(&n, w.move(&n, "pguard", fwd(w.at(&n, "pguard"), 0))), "no-reaction")
			back := turn(at, 3)
			next, evs := apply(t, n, w.move(&n, "them", back, fwd(back, 0)))
			them := mustUnit(t, &next, "them")
			if them.Status[stWithdrawn] != 1 || them.Status[stReact] != 0 || next.Phase != PhaseWing || next.Active != 0 {
				t.Fatalf("after the withdraw: phase %s, withdrawn %d\n%s", next.Phase, them.Status[stWithdrawn], logText(evs))
			}
			if v, ok := fact(evs[0], "mp"); !ok || v != 3 {
				t.Errorf("MP %d, want 3 (countermarch 2 + a clear hex)", v)
			}
			// Once an enemy activation (A32): the next step offers none.
			cur := w.at(&next, "me")
			r, _ := apply(t, next, w.move(&next, "me", fwd(cur, 0)))
			if r.Phase == PhaseReact && mustUnit(t, &r, "them").Status[stReact]&reactWithdraw != 0 {
				t.Error("a second withdraw in the same enemy activation (A32)")
			}
		})
	}
}

// noPikesFor is noPikes for heavy infantry, nothing for other classes.
func noPikesFor(typ string) map[string]float64 {
	if typ == HeavyInfantry {
		return noPikes
	}
	return nil
}

// TestReactionToAnAdvance checks the reactions an advance after combat
// triggers [L1139], [L676]: the melees wait while a unit whose zone the
// advance ended in may fire (heavy infantry at -1 against cavalry that
// advanced [L756]), never the defender of that melee [L1139]; then the
// segment goes on.
func TestReactionToAnAdvance(t *testing.T) {
	for _, decline := range []bool{false, true} {
		w := cavalryVsFoot(t, nil)
		themAt := w.along("1010", dNE, 1)
		w.one("watch", HeavyInfantry, 1, w.along(themAt, dE, 1), south, noPikes) // them's hex in its flank
		s := toMelee(t, *w.setup("wc"))
		s, _ = apply(t, s, attack(0, "me", "them"))
		n, evs := apply(t, s, endPhase(0), face(5)) // DMS1+AA: them steps back, me advances [L1131]
		if w.m.Label(w.at(&n, "me").L) != themAt {
			t.Fatalf("me did not advance\n%s", logText(evs))
		}
		if n.Phase != PhaseReact || n.Active != 1 || mustUnit(t, &n, "watch").Status[stReact] != reactFire || n.Counters[ctReactWhy] != whyAdvance || n.Counters[ctReactRun] != 1 {
			t.Fatalf("phase %s side %d counters %v: want watch asked [L1139]\n%s", n.Phase, n.Active, n.Counters, logText(evs))
		}
		if mustUnit(t, &n, "them").Status[stReact] != 0 {
			t.Error("the defender of the melee does not react to its attacker's advance [L1139]")
		}
		c := n.Clone()
		if err := (Rules{}).Resume(&c); err != nil {
			t.Fatalf("resume: %v", err)
		}
		var next rules.State
		if decline {
			next, evs = apply(t, n, react(1, "watch", "decline"))
		} else {
			// Flank column, die 9, -1 against cavalry that advanced [L756] and
			// +1 for me Formation Shaken by the melee [L1020], [L478]: row 9,
			// 2 casualties, and their morale check (passed).
			next, evs = apply(t, n, react(1, "watch", "fire"), face(9), face(0))
			me := mustUnit(t, &next, "me")
			if me.Status[stCasualties] != 2 || formationOf(me) != Shaken {
				t.Errorf("casualties %d formation %s, want 2, Shaken\n%s", me.Status[stCasualties], formationOf(me), logText(evs))
			}
			if !hasModifier(evs, -1, "[L756]") {
				t.Errorf("no -1 [L756] in the fire's modifiers\n%s", logText(evs))
			}
		}
		if next.Phase != PhaseContinuation || next.Active != 0 {
			t.Fatalf("decline %v: phase %s, want the segment over (continuation)\n%s", decline, next.Phase, logText(evs))
		}
	}
}

// hasModifier reports whether some event has a modifier fact of value v
// whose rule cites rule.
func hasModifier(evs []rules.Event, v int, rule string) bool {
	for _, e := range evs {
		for _, f := range e.Facts {
			if f.Name == "modifier" && f.Value == v && strings.Contains(f.Rule, rule) {
				return true
			}
		}
	}
	return false
}

// TestReactionIntercept checks the interception [L718-L744]: inactive
// cavalry with at least the mover's MA, in its front arc within 4 hexes,
// rolls on the Interception Table by its orders (UNOFFICIAL: Make Ready
// 0-5), read at 0, 5, 6 and 9; failed, it stays and may still react
// [L730]; passed, it moves next to the mover, facing it [L732], and may
// melee it at once [L734]; once an enemy activation [L728].
func TestReactionIntercept(t *testing.T) {
	build := func(t *testing.T) (*world, *rules.State) {
		w := newWorld(t, 20, 20)
		w.one("them", Cavalry, 1, "1007", south, nil)
		w.wc("pwc", 1, 1, "1005", charts.MakeReady)
		w.one("pguard", HeavyInfantry, 1, "1005", south, noPikes)
		w.one("me", HeavyInfantry, 0, "1012", north, noPikes)
		w.wc("wc", 0, 1, "1012", charts.Charge)
		return w, w.setup("wc")
	}
	for _, c := range []struct {
		die int
		ok  bool
	}{{0, true}, {5, true}, {6, false}, {9, false}} {
		w, s := build(t)
		path := walk(w.at(s, "me"), 2)
		mustErr(t, (Rules{}).Check(s, w.move(s, "me", path...)), "reaction-stop")
		n, evs := apply(t, *s, w.move(s, "me", path[0]))
		if n.Phase != PhaseReact || mustUnit(t, &n, "them").Status[stReact]&reactIntercept == 0 {
			t.Fatalf("phase %s react %d: want the interception offered [L720]\n%s", n.Phase, mustUnit(t, &n, "them").Status[stReact], logText(evs))
		}
		mustErr(t, (Rules{}).Check(&n, react(1, "them", "melee")), "react-kind")
		next, evs := apply(t, n, react(1, "them", "intercept"), face(c.die))
		them := mustUnit(t, &next, "them")
		if them.Status[stIntercepted] != 1 {
			t.Errorf("die %d: the attempt is marked [L742]", c.die)
		}
		if !c.ok {
			if !hex.Adjacent(w.at(&next, "them"), w.at(&next, "me")) && next.Phase == PhaseWing {
				continue // it stays; nothing else to answer here
			}
			t.Fatalf("die %d: failed, want it in place and the wing's play back: phase %s\n%s", c.die, next.Phase, logText(evs))
		}
		tAt, mAt := w.at(&next, "them"), w.at(&next, "me")
		if !hex.Adjacent(tAt, mAt) || !tAt.Front().Has(mAt.L) || them.Status[stReact] != reactMelee || next.Phase != PhaseReact {
			t.Fatalf("die %d: them at %s facing %d, react %d, phase %s: want next to me, facing it, its melee offered\n%s", c.die, w.m.Label(tAt.L), tAt.F, them.Status[stReact], next.Phase, logText(evs))
		}
		// The melee at once: die 4, NE; both take the melee's formation hit [L1020].
		done, evs := apply(t, next, react(1, "them", "melee"), face(4))
		if done.Phase != PhaseWing || formationOf(mustUnit(t, &done, "me")) != Shaken {
			t.Fatalf("after the interception's melee: phase %s, me %s\n%s", done.Phase, formationOf(mustUnit(t, &done, "me")), logText(evs))
		}
		me := mustUnit(t, &done, "me")
		if me.Status[stMove] != moveOpen {
			t.Errorf("the intercepted unit goes on with its move [L738]")
		}
		// Once an enemy activation [L728]: no second attempt.
		r, _ := apply(t, done, w.move(&done, "me", turn(w.at(&done, "me"), 1)))
		if r.Phase == PhaseReact && mustUnit(t, &r, "them").Status[stReact]&reactIntercept != 0 {
			t.Error("a second interception in the same enemy activation [L728]")
		}
	}
}

// TestReactionDeclineAll checks the decline for every unit asked at once
// [L654], and that it is refused while a unit must try Hedgehog.
func TestReactionDeclineAll(t *testing.T) {
	w, _, path := approach(t, HeavyInfantry, noPikes)
	w.one("them2", HeavyInfantry, 1, w.m.Label(path[1].L.Neighbor(dW)), hex.Vertex(0), noPikes) // path[1] in its front
	s := w.setup("wc")
	n, _ := apply(t, *s, w.move(s, "me", path...))
	if mustUnit(t, &n, "them").Status[stReact] == 0 || mustUnit(t, &n, "them2").Status[stReact] == 0 {
		t.Fatalf("both asked: %d %d", mustUnit(t, &n, "them").Status[stReact], mustUnit(t, &n, "them2").Status[stReact])
	}
	offers := (Rules{}).Offers(&n, 1, nil)
	if last := offers[len(offers)-1]; last.Action.Args["unit"] != "all" {
		t.Fatalf("last offer %v: want the decline for all", last)
	}
	next, evs := apply(t, n, react(1, "all", "decline"))
	if next.Phase != PhaseWing || len(evs) != 2 {
		t.Fatalf("phase %s, %d events: two declines, then the wing's play\n%s", next.Phase, len(evs), logText(evs))
	}
}

// TestReactionCounterBattery checks artillery's reaction to a fire at
// it out to its maximum range, beyond its point-blank range [L670].
func TestReactionCounterBattery(t *testing.T) {
	w := newWorld(t, 20, 20)
	w.one("guns", Artillery, 1, "1005", south, nil) // pb 3, max 8
	w.wc("pwc", 1, 1, "1003", charts.MakeReady)
	w.one("pguard", HeavyInfantry, 1, "1003", south, noPikes)
	w.one("me", Artillery, 0, "1010", north, nil)
	w.one("inf", HeavyInfantry, 0, "1011", north, noPikes)
	w.wc("wc", 0, 1, "1011", charts.MakeReady)
	s := w.setup("wc")
	n, evs := apply(t, *s, fireAt("me", "guns", ""), face(0)) // 5 hexes: NE
	if n.Phase != PhaseReact || mustUnit(t, &n, "guns").Status[stReact] != reactFire || n.Counters[ctReactWhy] != whyFire {
		t.Fatalf("phase %s: the guns fired on may fire back at 5 hexes [L670]\n%s", n.Phase, logText(evs))
	}
	next, _ := apply(t, n, react(1, "guns", "fire"), face(0))
	if mustUnit(t, &next, "guns").Status[stFired] != 1 || next.Phase != PhaseWing {
		t.Fatal("the guns flip Fired [L688]")
	}
}

// TestNoInterceptionWithoutCommander checks 5.3.2 [L346]: a wing whose
// commander is removed may not intercept. The setting is
// TestReactionIntercept's.
func TestNoInterceptionWithoutCommander(t *testing.T) {
	w := newWorld(t, 20, 20)
	w.one("them", Cavalry, 1, "1007", south, nil)
	w.wc("pwc", 1, 1, "1005", charts.MakeReady)
	w.one("pguard", HeavyInfantry, 1, "1005", south, noPikes)
	w.one("me", HeavyInfantry, 0, "1012", north, noPikes)
	w.wc("wc", 0, 1, "1012", charts.Charge)
	s := w.setup("wc")
	for _, removed := range []bool{false, true} {
		c := s.Clone()
		if removed {
			pwc := mustUnit(t, &c, "pwc")
			pwc.SetStatus(stRemoved, 1)
			pwc.Bases = nil
		}
		n, evs := apply(t, c, w.move(&c, "me", walk(w.at(&c, "me"), 1)...))
		offered := n.Phase == PhaseReact && mustUnit(t, &n, "them").Status[stReact]&reactIntercept != 0
		if offered == removed {
			t.Errorf("commander removed %v: interception offered %v, want %v\n%s", removed, offered, !removed, logText(evs))
		}
	}
}
