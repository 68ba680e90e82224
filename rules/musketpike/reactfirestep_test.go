package musketpike

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/musketpike/charts"
)

// modifierText are the texts of the modifiers the events' shots took.
func modifierText(evs []rules.Event) string {
	var out []string
	for _, e := range evs {
		for _, f := range e.Facts {
			if f.Name == "modifier" {
				out = append(out, f.Text)
			}
		}
	}
	return strings.Join(out, "; ")
}

// TestAdvanceFireReaction is 10.3.2 [L790] and E16 (A then X [L824]):
// the Advance Fire's step into the enemy's Reaction Zone [L676] lets it
// fire back once the fire is resolved, with no modifier.
func TestAdvanceFireReaction(t *testing.T) {
	w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.Charge, nil, nil)
	w.drop()
	w.one("them", HeavyInfantry, 1, w.along("1010", dNE, 2), south, nil)
	s := w.setup("wc")
	next, evs := apply(t, *s, fireAt("me", "them", fireAdvance, "step", "0"), face(0))
	if next.Phase != PhaseReact || next.Active != 1 || next.Counters[ctReactWhy] != whyAdvanceFire || mustUnit(t, &next, "them").Status[stReact] != reactFire {
		t.Fatalf("phase %q side %d why %d: them may fire back [L790]\n%s", next.Phase, next.Active, next.Counters[ctReactWhy], logText(evs))
	}
	if !strings.Contains(logText(evs), "has stepped into their Reaction Zone by Advance Fire") {
		t.Fatalf("the trigger is named:\n%s", logText(evs))
	}
	p := next.Clone()
	if err := (Rules{}).Resume(&p); err != nil {
		t.Fatalf("the position resumes: %v", err)
	}
	after, evs := apply(t, next, react(1, "them", "fire", "fire", fireSkirmish), face(0))
	if m := modifierText(evs); m != "" {
		t.Fatalf("Reaction Fire at an Advance Fire has no modifier [L790]: %s\n%s", m, logText(evs))
	}
	if after.Phase != PhaseWing || after.Active != 0 {
		t.Fatalf("phase %q: the active wing plays on", after.Phase)
	}
}

// TestRetireFireReaction is 10.3.4 [L808] and E16 (G then H, then C's
// step [L836-L838]): the enemies whose zone holds the firer react first,
// at -3, its step back waiting; then the step, whose entry into another
// enemy's zone [L676] triggers that one's Reaction Fire, also at -3. With
// nobody to react, the step is made at once.
func TestRetireFireReaction(t *testing.T) {
	for _, c := range []struct {
		name    string
		flanker bool // an enemy whose zone the step back enters
		rear    bool // them faces away: nobody reacts before the step
	}{
		{"the target reacts at -3, then the step back [L808], [L838]", false, false},
		{"then the step back enters a flanker's zone: it reacts at -3 [L676]", true, false},
		{"nobody to react: the step at once [L808]", false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, nil)
			back := w.along("1010", dSW, 1)
			if c.rear {
				w.drop()
				w.one("them", HeavyInfantry, 1, w.along("1010", dNE, 1), north, nil) // me in its rear [L671]
			}
			if c.flanker {
				w.one("flanker", HeavyInfantry, 1, w.along(back, dW, 1), 0, nil) // facing east: back is a front hex
			}
			s := w.setup("wc")
			next, evs := apply(t, *s, fireAt("me", "them", fireRetire, "step", "0"), face(0))
			if c.rear {
				if next.Phase != PhaseWing || w.at(&next, "me").L != w.hx(back) {
					t.Fatalf("phase %q, me at %s: the step at once\n%s", next.Phase, w.m.Label(w.at(&next, "me").L), logText(evs))
				}
				return
			}
			if next.Phase != PhaseReact || next.Counters[ctReactWhy] != whyRetire || next.Counters[ctRetireStep] != 1 || w.at(&next, "me").L != w.hx("1010") {
				t.Fatalf("phase %q why %d retire-step %d: them reacts before the step back [L808]\n%s", next.Phase, next.Counters[ctReactWhy], next.Counters[ctRetireStep], logText(evs))
			}
			if c.flanker && mustUnit(t, &next, "flanker").Status[stReact] != 0 {
				t.Fatalf("the flanker's zone does not hold the firer yet")
			}
			p := next.Clone()
			if err := (Rules{}).Resume(&p); err != nil {
				t.Fatalf("the position resumes: %v", err)
			}
			bad := next.Clone()
			bad.SetCounter(ctReactWhy, whyFire)
			if (Rules{}).Resume(&bad) == nil {
				t.Fatal("a waiting step back with no Retire Fire's trigger is refused")
			}
			after, evs := apply(t, next, react(1, "them", "fire", "fire", fireSkirmish), face(0))
			if m := modifierText(evs); !strings.Contains(m, "Reaction Fire at a Retire Fire") {
				t.Fatalf("Reaction Fire at a Retire Fire takes -3 [L808]: %q\n%s", m, logText(evs))
			}
			at := w.at(&after, "me")
			if at.L != w.hx(back) || at.F != north || after.Counters[ctRetireStep] != 0 {
				t.Fatalf("me at %s facing %v: the step back after the reaction, facing kept [L814]\n%s", w.m.Label(at.L), at.F, logText(evs))
			}
			if !c.flanker {
				if after.Phase != PhaseWing || after.Active != 0 {
					t.Fatalf("phase %q: the active wing plays on\n%s", after.Phase, logText(evs))
				}
				return
			}
			if after.Phase != PhaseReact || after.Counters[ctReactWhy] != whyRetireStep || mustUnit(t, &after, "flanker").Status[stReact] != reactFire {
				t.Fatalf("phase %q why %d: the step back entered the flanker's zone [L676]\n%s", after.Phase, after.Counters[ctReactWhy], logText(evs))
			}
			last, evs := apply(t, after, react(1, "flanker", "fire", "fire", fireSkirmish), face(0))
			if m := modifierText(evs); !strings.Contains(m, "Reaction Fire at a Retire Fire") {
				t.Fatalf("the flanker's Reaction Fire takes -3 too [L808]: %q", m)
			}
			if last.Phase != PhaseWing || w.at(&last, "me").L != w.hx(back) {
				t.Fatalf("phase %q: the active wing plays on", last.Phase)
			}
		})
	}
}

// TestAdvanceFireReface: an Advance Fire's step next to an enemy's flank
// also offers it the re-face reaction [L676], [L696], besides its
// Reaction Fire (the step enters its flank hex, of its zone [L671]).
func TestAdvanceFireReface(t *testing.T) {
	w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.Charge, nil, nil)
	w.drop()
	w.one("them", HeavyInfantry, 1, w.along("1010", dNE, 2), south, nil)
	w.one("flanker", HeavyInfantry, 1, w.along(w.along("1010", dNE, 1), dE, 1), north, nil)
	s := w.setup("wc")
	next, evs := apply(t, *s, fireAt("me", "them", fireAdvance, "step", "0"), face(0))
	if got := mustUnit(t, &next, "flanker").Status[stReact]; got != reactFire|reactReface {
		t.Fatalf("flanker offered %d, want Reaction Fire and re-face (%d) [L696]\n%s", got, reactFire|reactReface, logText(evs))
	}
	var reface bool
	for _, o := range (Rules{}).Offers(&next, 1, nil) {
		reface = reface || (o.Action.Args["unit"] == "flanker" && o.Action.Args["react"] == "reface")
	}
	if !reface {
		t.Fatal("the re-face is offered")
	}
}
