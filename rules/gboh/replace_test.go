package gboh

import (
	"testing"

	"plateau/rules"
)

// replaceWorld: CinC c0 in his Orders Phase, leader s1 (profile prof)
// killed, unit u on 0809; settings as given.
func replaceWorld(t *testing.T, prof map[string]float64, settings map[string]string) *rules.State {
	t.Helper()
	w := newWorld(t, 12, 12)
	w.leader("c0", 0, "0611", 3, map[string]float64{keyCinC: 1})
	w.leader("s1", 0, "0811", 4, prof)
	w.leader("b0", 1, "0101", 5, nil)
	w.unit("u", "MI", 0, "0809", north, nil)
	w.unit("e", "MI", 1, "0303", south, nil)
	w.s.Settings = settings
	s := w.setup()
	s1 := mustUnit(t, s, "s1")
	removeCounter(s, s1)
	s1.SetStatus(stFate, fateKilled)
	startOrders(s, mustUnit(t, s, "c0"))
	return s
}

func replaceAct(target string) rules.Action {
	return rules.Action{Kind: KindReplace, Side: 0, Target: target, Args: map[string]string{"on": "u"}}
}

// TestReplace is T32 and spec §6.7 [L723-744]: the CinC replaces a lost
// subordinate by a replacement commander of the scenario (one Individual
// Order, no range needed), placed Finished on a unit, no orders before the
// next turn; a contingent commander comes back himself; never the CinC
// nor a leader-mage; none left, none.
func TestReplace(t *testing.T) {
	s := replaceWorld(t, nil, map[string]string{"replace1": "1:2:3"})
	n, evs := apply(t, *s, replaceAct("s1"))
	s1 := mustUnit(t, &n, "s1")
	bd, _ := boardOf(&n)
	sc, ok := bd.where(&n, s1)
	if !ok || bd.m.Label(sc.hex()) != "0809" || s1.Status[stFinished] != 1 || s1.Status[stPromoted] != 1 || s1.Status[stFate] != 0 || n.Counters[ctOrders] != 1 {
		t.Fatalf("s1 %v, orders %d\n%s", s1.Status, n.Counters[ctOrders], logText(evs))
	}
	if initiative(s1) != 2 || rating(s1, keyRange) != 3 || n.UnitName("s1") != "Replacement for s1" {
		t.Fatalf("replacement Initiative %d Range %d named %q, want 2, 3, Replacement for s1", initiative(s1), rating(s1, keyRange), n.UnitName("s1"))
	}
	if got := armyRoutPoints(&n, 0); got != 20 {
		t.Fatalf("Rout Points %d, want the killed leader's 20 (5 × Initiative 4) [L2875, L2887]", got)
	}
	if err := (Rules{}).Resume(&n); err != nil {
		t.Fatalf("the position after the replacement: %v", err)
	}
	// Not before the next turn, even by the Destiny die [L735-737].
	n.Phase, n.Active = PhaseReactivate, 0
	if err := (Rules{}).Check(&n, rules.Action{Kind: KindActivate, Side: 0, Target: "s1"}); code(err) != "promoted" {
		t.Fatalf("re-activating the replacement: %v", err)
	}
	// Killed again: the one replacement commander is used [L737-740].
	startOrders(&n, mustUnit(t, &n, "c0"))
	removeCounter(&n, s1)
	s1.SetStatus(stFate, fateKilled)
	if err := (Rules{}).Check(&n, replaceAct("s1")); code(err) != "no-replacement" {
		t.Fatalf("a second replacement: %v", err)
	}
	if got := armyRoutPoints(&n, 0); got != 30 {
		t.Fatalf("Rout Points %d, want 20 + the replacement's 10", got)
	}

	// A contingent commander comes back himself, with no replacement counters [L727-729, L740].
	s = replaceWorld(t, map[string]float64{keyContingent: 1}, nil)
	n, evs = apply(t, *s, replaceAct("s1"))
	if s1 := mustUnit(t, &n, "s1"); !onTable(s1) || initiative(s1) != 4 || n.UnitName("s1") != "s1" {
		t.Fatalf("contingent commander %v Initiative %d\n%s", s1.Status, initiative(s1), logText(evs))
	}

	for _, c := range []struct {
		name     string
		prof     map[string]float64
		settings map[string]string
		edit     func(s *rules.State)
		target   string
		code     string
	}{
		{"no replacement commanders [L737-740]", nil, nil, nil, "s1", "no-replacement"},
		{"a leader-mage [L723-725]", map[string]float64{keyMagic: 200}, map[string]string{"replace1": "1:2:3"}, nil, "s1", "mage"},
		{"not lost", nil, map[string]string{"replace1": "1:2:3"}, nil, "c0", "not-lost"},
		{"the CinC is never replaced [L742-744]", nil, map[string]string{"replace1": "1:2:3"}, func(s *rules.State) {
			c0 := mustUnit(t, s, "c0")
			c0.SetStatus(stFate, fateCaptured)
		}, "c0", "cinc"},
		{"only the CinC replaces [L639-641]", nil, map[string]string{"replace1": "1:2:3"}, func(s *rules.State) {
			mustUnit(t, s, "c0").Profile[keyCinC] = 0
		}, "s1", "not-cinc"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := replaceWorld(t, c.prof, c.settings)
			if c.edit != nil {
				c.edit(s)
			}
			if err := (Rules{}).Check(s, replaceAct(c.target)); code(err) != c.code {
				t.Fatalf("got %v, want %s", err, c.code)
			}
		})
	}
	// The setting's form.
	w := newWorld(t, 12, 12)
	w.leader("c0", 0, "0611", 3, nil)
	w.leader("b0", 1, "0101", 5, nil)
	w.s.Settings = map[string]string{"replace2": "2:11:3"}
	if err := (Rules{}).Setup(&w.s); err == nil {
		t.Fatal("replace2 = 2:11:3 accepted: an Initiative is 0-9")
	}
}
