package musketpike

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/musketpike/charts"
)

// interceptedCavalry is TestReactionIntercept's setting with a cavalry
// mover: Parliament's cavalry "them" has intercepted the Royalists'
// cavalry "me" (interception die 0, Make Ready 0-5), and stands next to
// it, facing it.
func interceptedCavalry(t *testing.T) (*world, rules.State) {
	w := newWorld(t, 20, 20)
	w.one("them", Cavalry, 1, "1007", south, nil)
	w.wc("pwc", 1, 1, "1005", charts.MakeReady)
	w.one("pguard", HeavyInfantry, 1, "1005", south, noPikes)
	w.one("me", Cavalry, 0, "1012", north, nil)
	w.wc("wc", 0, 1, "1012", charts.Charge)
	s := w.setup("wc")
	path := walk(w.at(s, "me"), 3)
	var n rules.State
	for k := 1; k <= len(path); k++ {
		if n, _ = apply(t, *s, w.move(s, "me", path[:k]...)); n.Phase == PhaseReact {
			break
		}
	}
	if n.Phase != PhaseReact || mustUnit(t, &n, "them").Status[stReact]&reactIntercept == 0 {
		t.Fatalf("phase %s: want the interception offered", n.Phase)
	}
	n, evs := apply(t, n, react(1, "them", "intercept"), face(0))
	if !strings.Contains(logText(evs), "intercepts me") {
		t.Fatalf("no interception:\n%s", logText(evs))
	}
	return w, n
}

// TestInterceptedCavalryFiresFirst checks [L734] with [L656]: when the
// intercepted unit is cavalry, it may fire in reaction at its interceptor
// first (its player's answer, nothing else taken meanwhile), then the
// interceptor may fire at it, keeping its melee, then the melee; or
// either may hold its fire.
func TestInterceptedCavalryFiresFirst(t *testing.T) {
	_, n := interceptedCavalry(t)
	if n.Active != 0 || mustUnit(t, &n, "me").Status[stExchange] == 0 {
		t.Fatalf("after the interception: active %d, exchange %d: want the Royalists to answer with me's fire [L734]", n.Active, mustUnit(t, &n, "me").Status[stExchange])
	}
	var labels []string
	for _, o := range (Rules{}).Offers(&n, n.Active, nil) {
		labels = append(labels, o.Label+"|"+o.Disabled)
	}
	if got := strings.Join(labels, "\n"); got != "me fires at them (pistol)|\nme does not fire at them|" {
		t.Errorf("offers:\n%s\nwant me's pistol or no fire", got)
	}
	mustErr(t, (Rules{}).Check(&n, react(0, "me", "fire", "fire", firePistol)), "exchange-first")
	mustErr(t, (Rules{}).Check(&n, react(1, "them", "melee")), "not-your-turn")

	// me fires (die 2: NE), them fires back (die 2: NE), then attacks (die 4).
	a, evs := apply(t, n, react(0, "me", "exchange", "fire", firePistol), face(2))
	them := mustUnit(t, &a, "them")
	if !strings.Contains(logText(evs), "me fires in reaction at them (pistol)") || a.Active != 1 || them.Status[stReact] != reactMelee|reactFire {
		t.Fatalf("after me's fire: active %d, them's reactions %d, want its fire and melee\n%s", a.Active, them.Status[stReact], logText(evs))
	}
	if mustUnit(t, &a, "me").Status[stPistols] != 1 {
		t.Errorf("me's pistol is spent [L748]")
	}
	b, evs := apply(t, a, react(1, "them", "fire", "fire", firePistol), face(2))
	if !strings.Contains(logText(evs), "them fires in reaction at me (pistol)") || mustUnit(t, &b, "them").Status[stReact] != reactMelee || b.Phase != PhaseReact {
		t.Fatalf("after them's fire: phase %s, reactions %d, want its melee still offered\n%s", b.Phase, mustUnit(t, &b, "them").Status[stReact], logText(evs))
	}
	c, evs := apply(t, b, react(1, "them", "melee"), face(4))
	if !strings.Contains(logText(evs), "the interception's melee") || c.Phase == PhaseReact {
		t.Fatalf("after the melee: phase %s\n%s", c.Phase, logText(evs))
	}

	// Holding the fire: the interceptor is asked at once.
	h, evs := apply(t, n, react(0, "me", "exchange", "fire", "none"))
	if !strings.Contains(logText(evs), "me does not fire at them") || h.Active != 1 || mustUnit(t, &h, "me").Status[stExchange] != 0 {
		t.Errorf("after no fire: active %d\n%s", h.Active, logText(evs))
	}
}

// TestInterceptedInfantryDoesNotFire: a unit other than cavalry that is
// intercepted has no fire before the melee [L734]: the interceptor is
// offered its melee only (TestReactionIntercept).
func TestInterceptedInfantryDoesNotFire(t *testing.T) {
	w := newWorld(t, 20, 20)
	w.one("them", Cavalry, 1, "1007", south, nil)
	w.wc("pwc", 1, 1, "1005", charts.MakeReady)
	w.one("pguard", HeavyInfantry, 1, "1005", south, noPikes)
	w.one("me", HeavyInfantry, 0, "1012", north, noPikes)
	w.wc("wc", 0, 1, "1012", charts.Charge)
	s := w.setup("wc")
	n, _ := apply(t, *s, w.move(s, "me", walk(w.at(s, "me"), 1)...))
	n, _ = apply(t, n, react(1, "them", "intercept"), face(0))
	if mustUnit(t, &n, "me").Status[stExchange] != 0 || mustUnit(t, &n, "them").Status[stReact] != reactMelee {
		t.Errorf("exchange %d, them's reactions %d: want the melee only", mustUnit(t, &n, "me").Status[stExchange], mustUnit(t, &n, "them").Status[stReact])
	}
}
