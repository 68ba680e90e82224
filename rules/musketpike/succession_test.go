package musketpike

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
)

// successionWorld is the arena with Parliament's Army Commander "pac"
// (rating -2) on its guard at 1002 with its wing commander "pwc"
// (rating -1, the senior one when senior), the Army Commander removed.
func successionWorld(t *testing.T, senior bool) *rules.State {
	w := arena(t)
	w.one("me", HeavyInfantry, 0, "1010", north, nil)
	w.add(rules.Unit{ID: "pac", Name: "Essex", Type: Leader, Side: 1, Profile: map[string]float64{keyAC: 1, keyRating: -2}}, hex.One(w.hx("1002"), 0))
	if senior {
		mustUnit(t, &w.s, "pwc").Profile[keySenior] = 1
	}
	s := w.setup("")
	ac := mustUnit(t, s, "pac")
	ac.SetStatus(stRemoved, 1)
	takeOff(s, ac)
	return s
}

// TestSuccession is 5.3.5 [L360-L362]: the Army Commander eliminated on
// the Leader Replacement Table [L356], the senior wing commander the
// scenario names (profile senior) takes the command where he stands, a
// generic leader his wing at once; none when none is named, when the
// Army Commander returns [L354], or when the senior is off the map.
func TestSuccession(t *testing.T) {
	cases := []struct {
		name      string
		senior    bool
		die       int
		seniorOff bool // the senior wing commander removed too
		succeeds  bool
	}{
		{"eliminated (a 6): the senior wing commander takes command [L360]", true, 6, false, true},
		{"returning (a 1): no succession [L354]", true, 1, false, false},
		{"no senior named: no succession [L360]", false, 6, false, false},
		{"the senior removed himself: no succession (a reading)", true, 6, true, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := successionWorld(t, c.senior)
			if c.seniorOff {
				wc := mustUnit(t, s, "pwc")
				wc.SetStatus(stRemoved, 1)
				takeOff(s, wc)
			}
			evs := endActivationPhase(s)
			for c.seniorOff && s.Phase == PhaseReplace && pendingReplacement(s).ID == "pwc" {
				n, more := apply(t, *s, rules.Action{Kind: KindReplace, Side: 1, Target: "pwc"}, face(1)) // he returns next turn
				s, evs = &n, append(evs, more...)
			}
			if s.Phase != PhaseReplace || s.Active != 1 || pendingReplacement(s).ID != "pac" {
				t.Fatalf("phase %q side %d, want the Army Commander's roll [L348]\n%s", s.Phase, s.Active, logText(evs))
			}
			next, evs := apply(t, *s, rules.Action{Kind: KindReplace, Side: 1, Target: "pac"}, face(c.die))
			ac, wc := mustUnit(t, &next, "pac"), mustUnit(t, &next, "pwc")
			log := logText(evs)
			if !c.succeeds {
				if ac.Status[stSuccessor] != 0 || strings.Contains(log, "takes command") {
					t.Fatalf("no succession: %v\n%s", ac.Status, log)
				}
				if c.die == 6 && (len(ac.Bases) != 0 || ac.Status[stLost] != 1) {
					t.Fatalf("the Army Commander is gone for good [L356]: %v", ac.Status)
				}
				return
			}
			if len(ac.Bases) != 1 || ac.Status[stRemoved] != 0 || ac.Status[stLost] != 0 || ac.Status[stSuccessor] != next.UnitIndex("pwc")+1 {
				t.Fatalf("the Army Commander's marker is the senior's now [L360]: %v\n%s", ac.Status, log)
			}
			bd, _ := boardOf(&next)
			at, _, _ := bd.unitAt(&next, ac)
			wat, _, _ := bd.unitAt(&next, wc)
			if at.L != wat.L || rating(ac) != -1 || !isAC(ac) || sideAC(&next, 1) != ac {
				t.Fatalf("the new Army Commander stands where the senior stood with his rating -1: at %v (senior at %v), rating %d", at.L, wat.L, rating(ac))
			}
			if wc.Status[stGeneric] != 1 || rating(wc) != genericRating || len(wc.Bases) != 1 {
				t.Fatalf("a generic leader takes the senior's wing at once [L362]: %v", wc.Status)
			}
			if got := next.UnitName("pac"); got != "pwc, Army Commander" {
				t.Fatalf("the Army Commander is named %q, want the senior's name", got)
			}
			if !strings.Contains(log, "Essex is eliminated: pwc, the senior wing commander, takes command") {
				t.Fatalf("the log names the succession [L360]:\n%s", log)
			}
			// The original Army Commander's 20 VP [L1384]; the successor
			// counts as a wing commander, 5 x 1 [L1395].
			if vp := victoryPoints(&next, 0); vp != vpArmyCommander {
				t.Fatalf("victory points %d, want %d [L1384]", vp, vpArmyCommander)
			}
			p := next.Clone()
			mustUnit(t, &p, "pac").Name = "Essex"
			if err := (Rules{}).Resume(&p); err != nil {
				t.Fatalf("the position resumes: %v", err)
			}
			if got := p.UnitName("pac"); got != "pwc, Army Commander" {
				t.Fatalf("a resumed position names the Army Commander %q, want the senior's name", got)
			}
			gone := next.Clone()
			g := mustUnit(t, &gone, "pac")
			g.SetStatus(stRemoved, 1)
			takeOff(&gone, g)
			if vp := victoryPoints(&gone, 0); vp != vpArmyCommander+vpWingCommanderFactor {
				t.Fatalf("the successor removed too: victory points %d, want %d [L1395]", vp, vpArmyCommander+vpWingCommanderFactor)
			}
			bad := next.Clone()
			mustUnit(t, &bad, "pwc").SetStatus(stGeneric, 0)
			if (Rules{}).Resume(&bad) == nil {
				t.Fatal("a successor whose wing has no generic leader is refused")
			}
		})
	}
}

// TestSeniorProfile: the scenario names one senior wing commander a side
// at most, never the Army Commander [L360].
func TestSeniorProfile(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(w *world)
		want string
	}{
		{"two seniors", func(w *world) {
			w.one("p2", HeavyInfantry, 1, "1502", south, map[string]float64{keyWing: 2})
			w.one("pwc2", Leader, 1, "1502", 0, map[string]float64{keyWing: 2, keyOrder: 2, keySenior: 1})
			mustUnit(t, &w.s, "pwc").Profile[keySenior] = 1
		}, "both Parliament's senior wing commander"},
		{"the Army Commander senior", func(w *world) {
			w.add(rules.Unit{ID: "pac", Type: Leader, Side: 1, Profile: map[string]float64{keyAC: 1, keySenior: 1}}, hex.One(w.hx("1002"), 0))
		}, "the senior is a wing commander"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := arena(t)
			c.edit(w)
			err := (Rules{}).Setup(&w.s)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Setup: %v, want %q", err, c.want)
			}
		})
	}
}

// TestLostWingCommanderPoints: a named wing commander eliminated scores 5
// x his printed rating though a generic holds his marker [L1386]; a
// generic's own loss scores nothing [L1387] and leaves the original lost.
func TestLostWingCommanderPoints(t *testing.T) {
	w := arena(t)
	w.one("me", HeavyInfantry, 0, "1010", north, nil)
	mustUnit(t, &w.s, "pwc").Profile[keyRating] = -2
	s := w.setup("")
	wc := mustUnit(t, s, "pwc")
	wc.SetStatus(stRemoved, 1)
	takeOff(s, wc)
	endActivationPhase(s)
	next, _ := apply(t, *s, rules.Action{Kind: KindReplace, Side: 1, Target: "pwc"}, face(6))
	if vp := victoryPoints(&next, 0); vp != 10 {
		t.Fatalf("a named wing commander of rating -2 lost: %d VP, want 10 [L1386]", vp)
	}
	g := mustUnit(t, &next, "pwc")
	g.SetStatus(stRemoved, 1)
	takeOff(&next, g)
	endActivationPhase(&next)
	if next.Phase != PhaseReplace {
		t.Fatalf("the generic rolls too: phase %q", next.Phase)
	}
	after, evs := apply(t, next, rules.Action{Kind: KindReplace, Side: 1, Target: "pwc"}, face(1))
	g = mustUnit(t, &after, "pwc")
	if g.Status[stFate] != 0 || g.Status[stGeneric] != 1 || len(g.Bases) != 1 || victoryPoints(&after, 0) != 10 {
		t.Fatalf("another generic takes the wing, the original stays lost: %v, %d VP\n%s", g.Status, victoryPoints(&after, 0), logText(evs))
	}
}
