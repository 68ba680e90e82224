package musketpike

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
)

// hasOffer reports whether an offer's action is a (kind, side, target).
func hasOffer(offers []rules.Offer, a rules.Action) bool {
	for _, o := range offers {
		if o.Action.Kind == a.Kind && o.Action.Side == a.Side && o.Action.Target == a.Target {
			return true
		}
	}
	return false
}

// reactionArena is E23's ground [L1027-L1033]: the active cavalry "b"
// in 1010 facing north attacks the heavy infantry "y" in its north-east
// front hex, and the inactive cavalry "z", in its north-west front hex,
// not attacked, attacks it in a Reaction Melee. prep edits b before the
// designations. The state returned is in phase reaction, after z's
// designation.
func reactionArena(t *testing.T, prep func(b *rules.Unit), bArgs ...string) rules.State {
	t.Helper()
	w := arena(t)
	w.one("b", Cavalry, 0, "1010", north, nil)
	w.one("y", HeavyInfantry, 1, w.neighbour("1010", dNE), south, nil)
	w.one("z", Cavalry, 1, w.neighbour("1010", dNW), south, nil)
	n := toMelee(t, *w.setup("wc"))
	if prep != nil {
		prep(mustUnit(t, &n, "b"))
	}
	n, _ = apply(t, n, attack(0, "b", "y", bArgs...))
	n, _ = apply(t, n, endPhase(0))
	n, _ = apply(t, n, attack(1, "z", "b"))
	return n
}

// applyChoosing applies a with the scripted dice faces, every one used,
// answering each melee choice it waits for with the next of choices, then
// with the first option.
func applyChoosing(t *testing.T, s rules.State, a rules.Action, choices []string, faces ...int) (rules.State, []rules.Event) {
	t.Helper()
	d := dice.NewScripted(faces...)
	n, evs, err := Rules{}.Apply(s, a, d)
	for err == nil && n.Phase == PhaseMeleeChoice {
		ch := "0"
		if len(choices) > 0 {
			ch, choices = choices[0], choices[1:]
		}
		var more []rules.Event
		n, more, err = Rules{}.Apply(n, rules.Action{Kind: KindMeleeChoice, Side: n.Active, Args: map[string]string{"choice": ch}}, d)
		evs = append(evs, more...)
	}
	if err != nil {
		t.Fatalf("Apply: %v\n%s", err, logText(evs))
	}
	if d.Left() != 0 || len(choices) != 0 {
		t.Fatalf("%d dice and %d choices left unused\n%s", d.Left(), len(choices), logText(evs))
	}
	return n, evs
}

// meleeBy is the melee roll event of attacker id, false if it made none.
func meleeBy(evs []rules.Event, id string) (rules.Event, bool) {
	for _, e := range evs {
		if e.Kind == "melee" && len(e.Rolls) > 0 && e.Unit == id {
			return e, true
		}
	}
	return rules.Event{}, false
}

// modValue is the sum of e's modifiers whose text holds sub, and whether
// there is one.
func modValue(e rules.Event, sub string) (int, bool) {
	v, ok := 0, false
	for _, f := range e.Facts {
		if f.Name == "modifier" && strings.Contains(f.Text, sub) {
			v, ok = v+f.Value, true
		}
	}
	return v, ok
}

// TestReactionMeleeMomentum is the Reaction Melee case of Momentum
// [L1085]: a unit attacked in a Reaction Melee keeps its Momentum if it
// may still make its attack once that melee is resolved; else it loses
// it, and the log says so by name. Dice: z's melee (no modifier) then
// b's (ratio 4:2 +1, matrix -1, Formation Shaken by z's melee [L1020]
// -1, Momentum +2 when kept).
func TestReactionMeleeMomentum(t *testing.T) {
	cases := []struct {
		name    string
		faces   []int
		choices []string // the melee choices answered, in order, then the first option
		keeps   bool
		attack  bool
		log     string
	}{
		{"NE: b still in contact keeps its Momentum [L1085]", []int{face(4), face(3)}, nil, true, true,
			"b keeps its Momentum for its attack on y: it may still make it after the Reaction Melee [L1085]"},
		{"DMS1+AA, b steps back to 1110, still in contact with y: it keeps it", []int{face(5), face(4)}, []string{"0"}, true, true,
			"b keeps its Momentum for its attack on y: it may still make it after the Reaction Melee [L1085]"},
		{"DMS1+AA, b steps back to 1011, out of contact: it loses it and does not attack [L999]", []int{face(5)}, []string{"1"}, false, false,
			"b loses its Momentum after the Reaction Melee: it may no longer attack y [L1085]"},
		{"DE: b eliminated loses it", []int{face(9), face(0)}, nil, false, false,
			"b loses its Momentum after the Reaction Melee: it has left the battle [L1085]"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			n := reactionArena(t, func(b *rules.Unit) { b.SetStatus(stPistols, 2); b.SetStatus(stMomentum, 1) })
			// b has no pistol: the active player is not asked for one [L1099].
			next, evs := applyChoosing(t, n, endPhase(1), c.choices, c.faces...)
			if !strings.Contains(logText(evs), c.log) {
				t.Fatalf("log lacks %q:\n%s", c.log, logText(evs))
			}
			e, ok := meleeBy(evs, "b")
			if ok != c.attack {
				t.Fatalf("b attacks: %v, want %v\n%s", ok, c.attack, logText(evs))
			}
			if ok {
				mom, _ := modValue(e, "Momentum")
				if want := map[bool]int{true: 2, false: 0}[c.keeps]; mom != want {
					t.Errorf("b's Momentum modifier %d, want %d [L1066]:\n%s", mom, want, modText(e))
				}
				if row, _ := fact(e, "row"); row != 4 {
					t.Errorf("row %d, want 4:\n%s", row, modText(e))
				}
			}
			if z, _ := meleeBy(evs, "z"); strings.Contains(modText(z), "Momentum") {
				t.Errorf("z's melee counts a Momentum: b's is no attacker's in it\n%s", modText(z))
			}
			if m := mustUnit(t, &next, "b").Status[stMomentum]; m != 0 {
				t.Errorf("b's Momentum marker %d after the melees, want it gone [L1069]", m)
			}
		})
	}
}

// TestReactionMeleeDefencePistol is the active defender's pistol in a
// Reaction Melee [L1099]: cavalry "involved in a melee" may fire, the
// attacker declaring first, then the defender; the active player declares
// it after the Reaction Melees (phase defence), apart from its own
// attack's pistol, which is spoken for (two pistols at most [L917]).
func TestReactionMeleeDefencePistol(t *testing.T) {
	cases := []struct {
		name     string
		pistols  int  // b's pistols used before
		attackP  bool // b fires its pistol in its own attack
		phase    bool // the phase defence opens
		declare  bool // b declares its defence pistol
		faces    []int
		zPistol  int // the pistol modifier of z's melee
		bPistol  int // the pistol modifier of b's melee
		usedThen int // b's pistols at the end
	}{
		{"defence pistol only", 0, false, true, true, []int{face(5), face(5)}, -1, 0, 1},
		{"both its pistols: -1 against z, +1 in its attack", 0, true, true, true, []int{face(5), face(4)}, -1, 1, 2},
		{"declines: no modifier", 0, false, true, false, []int{face(4), face(5)}, 0, 0, 0},
		{"last pistol spoken for by its attack: not asked", 1, true, false, false, []int{face(4), face(4)}, 0, 1, 2},
		{"last pistol kept for its defence", 1, false, true, true, []int{face(5), face(5)}, -1, 0, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var bArgs []string
			if c.attackP {
				bArgs = []string{"pistol", "yes"}
			}
			n := reactionArena(t, func(b *rules.Unit) { b.SetStatus(stPistols, c.pistols) }, bArgs...)
			defend := rules.Action{Kind: KindMeleePistol, Side: 0, Target: "b"}
			// The active player's cavalry does not declare before the
			// inactive player is done [L1099].
			mustErr(t, (Rules{}).Check(&n, defend), "not-your-turn")
			if c.pistols == 1 && c.attackP {
				d := *withPhase(&n, PhaseDefence)
				d.Active = 0
				mustErr(t, (Rules{}).Check(&d, defend), "no-pistols")
			}
			var next rules.State
			var evs []rules.Event
			if !c.phase {
				// No pistol left for its defence: the melees are resolved at once.
				next, evs = apply(t, n, endPhase(1), c.faces...)
			} else {
				n, _ = apply(t, n, endPhase(1))
				if n.Phase != PhaseDefence || n.Active != 0 {
					t.Fatalf("phase %q, side %d: want the active player's defensive pistols", n.Phase, n.Active)
				}
				if !hasOffer(Rules{}.Offers(&n, 0, nil), defend) {
					t.Errorf("b's defence pistol is not offered")
				}
				// Only a unit a Reaction Melee attacks [L1099].
				mustErr(t, (Rules{}).Check(&n, rules.Action{Kind: KindMeleePistol, Side: 0, Target: "y"}), "target")
				// No attack is designated in this phase [L1016].
				mustErr(t, (Rules{}).Check(&n, attack(0, "b", "z")), "phase")
				if c.declare {
					var dev []rules.Event
					n, dev = apply(t, n, defend)
					if !strings.Contains(logText(dev), "b will fire its pistol in its defence against the Reaction Melee [L1099]") {
						t.Errorf("log:\n%s", logText(dev))
					}
					mustErr(t, (Rules{}).Check(&n, defend), "designated")
					if hasOffer(Rules{}.Offers(&n, 0, nil), defend) {
						t.Errorf("b's defence pistol is offered twice")
					}
				}
				next, evs = apply(t, n, endPhase(0), c.faces...)
			}
			z, ok := meleeBy(evs, "z")
			if !ok {
				t.Fatalf("no melee by z:\n%s", logText(evs))
			}
			if v, _ := modValue(z, "pistol"); v != c.zPistol {
				t.Errorf("z's melee: pistol modifiers %d, want %d:\n%s", v, c.zPistol, modText(z))
			}
			b, ok := meleeBy(evs, "b")
			if !ok {
				t.Fatalf("no melee by b:\n%s", logText(evs))
			}
			if v, _ := modValue(b, "pistol"); v != c.bPistol {
				t.Errorf("b's melee: pistol modifiers %d, want %d:\n%s", v, c.bPistol, modText(b))
			}
			if got := mustUnit(t, &next, "b").Status[stPistols]; got != c.usedThen {
				t.Errorf("b's pistols used %d, want %d [L1101]", got, c.usedThen)
			}
		})
	}
}
