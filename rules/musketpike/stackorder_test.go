package musketpike

import (
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// stackWorld is duelWorld (me, heavy infantry, next to them) with me's
// guns "guns" in me's hex: the guns under it, as a unit stopping there
// leaves them [L630].
func stackWorld(t *testing.T) (*world, *rules.State) {
	w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, nil)
	w.one("guns", Artillery, 0, "1010", north, nil)
	return w, w.setup("wc")
}

// TestStackOrder is 8.3.1-8.3.2 [L630-L632]: only the unit on top of a
// stack with guns fires or is fired at; the unit's move action changes
// the order, once an activation, and the change in an enemy's Reaction
// Zone triggers its Reaction Fire at the unit now on top [L678].
func TestStackOrder(t *testing.T) {
	_, s := stackWorld(t)
	_, err := checkFire(s, fireAt("guns", "them", ""))
	mustErr(t, err, "under") // the guns under fire nothing [L630]
	if _, err := checkFire(s, fireAt("me", "them", "")); err != nil {
		t.Fatalf("the unit on top fires [L630]: %v", err)
	}
	// The enemy fires at the top unit only, in reaction too [L630].
	if _, err := reactionVolley(s, mustUnit(t, s, "them"), mustUnit(t, s, "guns"), fireSkirmish, nil); code(err) != "under" {
		t.Fatalf("the guns under are no target [L630]: %v", err)
	}
	if _, err := reactionVolley(s, mustUnit(t, s, "them"), mustUnit(t, s, "me"), fireSkirmish, nil); err != nil {
		t.Fatalf("the top unit is fired at [L630]: %v", err)
	}

	// The stack action: the guns on top, in me's move action [L632].
	a := rules.Action{Kind: KindStack, Side: 0, Target: "me", Args: map[string]string{"top": "guns"}}
	next, evs := apply(t, *s, a)
	g, me := mustUnit(t, &next, "guns"), mustUnit(t, &next, "me")
	var marked bool
	for _, m := range (Rules{}).Markers(&next, "guns") {
		marked = marked || m.Code == "Top"
	}
	if !marked {
		t.Fatal("the guns on top show it")
	}
	if g.Status[stTop] != 1 || me.Status[stMove] != moveOpen || me.Status[stRestacked] != 1 {
		t.Fatalf("guns top %d, me move %d: the guns on top, in me's move action [L632]\n%s", g.Status[stTop], me.Status[stMove], logText(evs))
	}
	// Them, whose zone holds the stack, may fire at the guns now on top [L678].
	if next.Phase != PhaseReact || next.Counters[ctReactWhy] != whyStack || next.Counters[ctReactTo] != next.UnitIndex("guns")+1 || mustUnit(t, &next, "them").Status[stReact] != reactFire {
		t.Fatalf("phase %q why %d: the order's change triggers them's Reaction Fire at the guns [L678]\n%s", next.Phase, next.Counters[ctReactWhy], logText(evs))
	}
	p := next.Clone()
	if err := (Rules{}).Resume(&p); err != nil {
		t.Fatalf("the position resumes: %v", err)
	}
	next = declineAll(t, next)
	top := s.Clone()
	mustUnit(t, &top, "guns").SetStatus(stTop, 1)
	_, err = checkFire(&top, fireAt("me", "them", ""))
	mustErr(t, err, "under") // under the guns it fires nothing [L630]
	if _, err := checkFire(&top, fireAt("guns", "them", "")); err != nil {
		t.Fatalf("the guns on top fire [L630]: %v", err)
	}
	again := a
	again.Args = map[string]string{"top": "unit"}
	mustErr(t, (Rules{}).Check(&next, again), "restacked") // once an activation (a reading)
	if err := (Rules{}).Check(s, rules.Action{Kind: KindStack, Side: 0, Target: "me", Args: map[string]string{"top": "unit"}}); code(err) != "stack-order" {
		t.Fatalf("the order it has already: %v", err)
	}
	if err := (Rules{}).Check(s, rules.Action{Kind: KindStack, Side: 0, Target: "guns", Args: map[string]string{"top": "guns"}}); code(err) != "stack-order" {
		t.Fatalf("the guns do not change the order by an action [L632]: %v", err)
	}
	var offered bool
	for _, o := range (Rules{}).Offers(s, 0, []string{"me.1"}) {
		offered = offered || (o.Action.Kind == KindStack && o.Disabled == "")
	}
	if !offered {
		t.Fatal("the stack action is offered for the selected unit")
	}
}

// TestStackSettles: a unit stopping in a hex with guns goes on top
// [L630] (a reading: its player may then put the guns on top).
func TestStackSettles(t *testing.T) {
	w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, nil)
	w.drop()
	w.one("guns", Artillery, 0, w.along("1010", dNW, 1), north, nil)
	s := w.setup("wc")
	mustUnit(t, s, "guns").SetStatus(stTop, 1)
	next, evs := apply(t, *s, w.move(s, "me", fwd(w.at(s, "me"), 1)))
	if top := mustUnit(t, &next, "guns").Status[stTop]; top != 0 {
		t.Fatalf("the unit that stops on the guns goes on top [L630]: guns top %d\n%s", top, logText(evs))
	}
}

// TestGunsRestackInReaction is 8.3.2 [L632]: guns asked to fire in
// reaction may instead change their stack's order: they flip Fired and
// neither unit of the stack fires in reaction.
func TestGunsRestackInReaction(t *testing.T) {
	w := arenaAt(t, "1013")
	w.one("me", HeavyInfantry, 0, "1012", north, nil)
	path := walk(hex.One(w.hx("1012"), north), 2)
	l := w.m.Label(fwd(path[1], 0).L)
	w.one("them", HeavyInfantry, 1, l, south, nil)
	w.one("pguns", Artillery, 1, l, south, map[string]float64{keyPB: 1}) // its zone: the adjacent hexes of its front arc [L670]
	s := w.setup("wc")
	n, evs := apply(t, *s, w.move(s, "me", path...))
	if n.Phase != PhaseReact || mustUnit(t, &n, "pguns").Status[stReact]&reactFire == 0 || mustUnit(t, &n, "them").Status[stReact]&reactFire == 0 {
		t.Fatalf("phase %q: both units of the stack are asked [L630]\n%s", n.Phase, logText(evs))
	}
	var offered bool
	for _, o := range (Rules{}).Offers(&n, 1, nil) {
		offered = offered || (o.Action.Kind == KindReact && o.Action.Args["react"] == "stack")
	}
	if !offered {
		t.Fatal("the guns' change of order is offered")
	}
	mustErr(t, (Rules{}).Check(&n, react(1, "them", "stack")), "react-kind")
	next, evs := apply(t, n, react(1, "pguns", "stack"))
	g, them := mustUnit(t, &next, "pguns"), mustUnit(t, &next, "them")
	if g.Status[stTop] != 1 || g.Status[stFired] != 1 || them.Status[stReact]&reactFire != 0 {
		t.Fatalf("guns top %d fired %d, them react %d: the guns on top, Fired, neither fires [L632]\n%s", g.Status[stTop], g.Status[stFired], them.Status[stReact], logText(evs))
	}
}

// TestStackPointBlank is [L630] with 10.8.3 [L935]: the guns under a unit
// are no target, but a point-blank fire at the unit on top hits them too.
func TestStackPointBlank(t *testing.T) {
	w := artilleryWorld(t)
	l := w.along("0319", dNE, 2)
	w.one("them", HeavyInfantry, 1, l, south, nil)
	w.one("tguns", Artillery, 1, l, south, nil)
	s := w.setup("wc")
	_, err := checkFire(s, fireAt("guns", "tguns", ""))
	mustErr(t, err, "under")
	v, err := checkFire(s, fireAt("guns", "them", ""))
	if err != nil {
		t.Fatal(err)
	}
	var hit []string
	for _, sh := range v.shots {
		hit = append(hit, sh.t.ID)
	}
	if len(hit) != 2 || hit[0] != "them" || hit[1] != "tguns" {
		t.Fatalf("shots at %v, want them then the guns under it [L630], [L935]", hit)
	}
}
