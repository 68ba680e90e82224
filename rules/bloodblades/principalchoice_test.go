package bloodblades

import (
	"slices"
	"testing"

	"plateau/rules"
	"plateau/rules/rulestest"
)

// tieWorld is a base of side tied (unit "a") whose front edge two enemies
// touch side by side (z1 on its left, z2 on its right), each with its
// front edge on one of a's front corners (rank 6, [L1894]); a stands dx
// cm right of the middle of the two. At dx 0 both are 2 cm from being
// aligned with a's front: equally "most in front" [L1900] (A28).
func tieWorld(tied int, dx float64) *world {
	facing, back := north, south
	ay, zy := 40+0.75+0.75, 40.0
	if tied == 1 {
		facing, back = south, north
		ay, zy = 40.0, 40+0.75+0.75
	}
	other := 1 - tied
	return newWorld().unit("z1", other, "Reg Sp(O)", 58, zy, back).unit("z2", other, "Reg Sp(O)", 62, zy, back).
		unit("a", tied, "Reg Sp(O)", 60+dx, ay, facing)
}

// TestPrincipalTieAsked: ending the moves with a tie for a principal
// opponent stops the close combat step for the enemy player's choice
// [L1900], only when the tie is real (equal rank, equally in front within
// poTieTolerance); otherwise combat flows as before, the nearer to
// alignment being the principal opponent.
func TestPrincipalTieAsked(t *testing.T) {
	for _, c := range []struct {
		name   string
		tied   int     // the side of the base with the tie
		active int     // whose period it is
		dx     float64 // a's offset from the middle of z1 and z2
		ask    bool
		po     string // a's principal opponent when not asked
	}{
		{"blue's base, in blue's period: red chooses [L1900]", 0, 0, 0, true, ""},
		{"blue's base, in red's period: red chooses [L1900]", 0, 1, 0, true, ""},
		{"red's base, in blue's period: blue chooses [L1900]", 1, 0, 0, true, ""},
		{"offsets 2.02 and 1.98 cm: within the tolerance, a tie", 0, 0, 0.02, true, ""},
		{"offsets 2.1 and 1.9 cm: z2 is more in front [L1900]", 0, 0, 0.1, false, "z2.1"},
		{"offsets 1.5 and 2.5 cm: z1 is more in front [L1900]", 0, 0, -0.5, false, "z1.1"},
	} {
		s := tieWorld(c.tied, c.dx).ready(t, 0)
		s.Active = c.active
		if got := PORank(base(&s, "a").Shape, base(&s, "z1").Shape); got != 6 {
			t.Fatalf("%s: rank of z1 against a = %d, want 6 [L1894]", c.name, got)
		}
		n, evs := apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: c.active})
		chooser := 1 - c.tied
		asked := n.Phase == PhasePrincipal
		if asked != c.ask {
			t.Errorf("%s: phase %q, asked %v, want %v:\n%s", c.name, n.Phase, asked, c.ask, texts(evs))
			continue
		}
		if !c.ask {
			if k := closeCombat(&n); n.Phase != PhaseCombat || k.po["a.1"] != c.po {
				t.Errorf("%s: phase %q, PO(a) = %s, want combat and %s", c.name, n.Phase, k.po["a.1"], c.po)
			}
			continue
		}
		last := evs[len(evs)-1]
		if last.Kind != "principal" || last.Side != chooser || !has(last.Text, "[L1900]") || !has(last.Text, n.Sides[chooser].Name+" chooses") {
			t.Errorf("%s: last event %+v, want the %s player asked [L1900]", c.name, last, n.Sides[chooser].Name)
		}
		if u, _ := n.Unit("a"); u.Status[stPrincipalAsk] != 1 {
			t.Errorf("%s: a's unit is not marked as awaiting the choice", c.name)
		}
		// The chooser sees the choice, and so does the player whose period
		// it is (one screen in a hotseat game); it is the chooser's action.
		for side := 0; side < 2; side++ {
			offers := (Rules{}).Offers(&n, side, nil)
			if side != chooser && side != c.active {
				if got := (Rules{}).Legal(&n, side); len(got) > 0 || len(offers) > 0 {
					t.Errorf("%s: side %d, neither choosing nor active, has %v and %d offers", c.name, side, got, len(offers))
				}
				continue
			}
			if got := (Rules{}).Legal(&n, side); !slices.Equal(got, []string{KindPrincipal}) {
				t.Errorf("%s: Legal(side %d) = %v, want [%s]", c.name, side, got, KindPrincipal)
			}
			if len(offers) != 2 || offers[0].Action.Side != chooser || offers[0].Action.Args["opponent"] != "z1.1" || offers[1].Action.Args["opponent"] != "z2.1" {
				t.Fatalf("%s: offers for side %d = %+v, want z1 then z2 for side %d", c.name, side, offers, chooser)
			}
			want := n.Sides[chooser].Name + ": a (Reg Sp(O)) fights z1 (Reg Sp(O)) as its principal opponent"
			if offers[0].Label != want {
				t.Errorf("%s: label %q, want %q", c.name, offers[0].Label, want)
			}
		}
	}
}

// TestPrincipalTieRefusesTheRest: until the enemy player has chosen,
// every other action is refused, his own choices are checked against the
// tie, and the other player may not choose for him [L1900].
func TestPrincipalTieRefusesTheRest(t *testing.T) {
	s, _ := endPhase(t, tieWorld(0, 0).ready(t, 0))
	choose := func(side int, z string) rules.Action {
		return rules.Action{Kind: KindPrincipal, Side: side, Target: "a.1", Args: map[string]string{"opponent": z}}
	}
	for _, c := range []struct {
		name string
		a    rules.Action
		want string
	}{
		{"a fight", rules.Action{Kind: KindFight, Side: 0, Target: "a.1"}, "principal-pending"},
		{"the end of the phase", rules.Action{Kind: rules.KindEndPhase, Side: 0}, "principal-pending"},
		{"blue choosing for its own base", choose(0, "z1.1"), "not-yours"},
		{"red choosing a base not in the tie", choose(1, "gen.1"), "principal-choice"},
		{"red choosing for another base", rules.Action{Kind: KindPrincipal, Side: 1, Target: "z1.1", Args: map[string]string{"opponent": "a.1"}}, "no-choice"},
		{"red choosing z2", choose(1, "z2.1"), ""},
	} {
		if got := code(Rules{}.Check(&s, c.a)); got != c.want {
			t.Errorf("%s: Check = %q, want %q", c.name, got, c.want)
		}
	}
}

// TestPrincipalTieChosen: the choice makes the combat. Choosing z2 makes
// a and z2 the mutual pair that fights (A14); z1, whose principal
// opponent is a, only takes the consequences [L1876-1879]. The choice
// holds for the period and ends with it.
func TestPrincipalTieChosen(t *testing.T) {
	for _, z := range []string{"z1.1", "z2.1"} {
		s, _ := endPhase(t, tieWorld(0, 0).ready(t, 0))
		n, evs := apply(t, s, rules.Action{Kind: KindPrincipal, Side: 1, Target: "a.1", Args: map[string]string{"opponent": z}})
		if n.Phase != PhaseCombat || !has(texts(evs), "Red chooses "+name(&n, z)+" as the principal opponent of a (Reg Sp(O)) [L1900]") {
			t.Fatalf("choose %s: phase %q, events:\n%s", z, n.Phase, texts(evs))
		}
		k := closeCombat(&n)
		if k.po["a.1"] != z || len(k.ties) != 0 {
			t.Errorf("choose %s: PO(a) = %s, open ties %v", z, k.po["a.1"], k.ties)
		}
		if p := unfought(&n); len(p) != 1 || !slices.Contains(p[0][:], z) {
			t.Errorf("choose %s: pairs to fight %v, want a with %s (A14)", z, p, z)
		}
		other := "z1.1"
		if z == other {
			other = "z2.1"
		}
		if got := code(Rules{}.Check(&n, rules.Action{Kind: KindFight, Side: 0, Target: other})); got != "not-mutual" {
			t.Errorf("choose %s: fight %s = %q, want not-mutual (A14)", z, other, got)
		}
		// The combat is fought; equal dice and factors change nothing
		// [L2184], so the tie stands, chosen, and nothing is asked again.
		f, _ := apply(t, n, rules.Action{Kind: KindFight, Side: 0, Target: "a.1"}, 3, 3)
		if f.Phase != PhaseCombat || closeCombat(&f).po["a.1"] != z {
			t.Errorf("choose %s: after the fight phase %q, PO(a) %s", z, f.Phase, closeCombat(&f).po["a.1"])
		}
		e, _ := apply(t, f, rules.Action{Kind: rules.KindEndPhase, Side: 0})
		if u, _ := e.Unit("a"); u.Status[stPrincipal] != 0 {
			t.Errorf("choose %s: the choice outlives the period: %v", z, u.Status)
		}
	}
}

// TestPrincipalTieAfterAFight: a tie open when a fight has moved bases
// is asked before the next fight [L1900], and a base that has fought this
// period is asked nothing (it fights no more). Two combats: p against q,
// which p wins (Sp 4 +1 (T16) + 6 against 4 +1 + 1: q is destroyed,
// Table 7.3 [L2209]), and the tie of a.
func TestPrincipalTieAfterAFight(t *testing.T) {
	w := tieWorld(0, 0).unit("q", 1, "Reg Sp(O)", 20, 40, south).front("p", "Reg Sp(O)", "q", 0)
	s := w.combat(t)
	n, evs := apply(t, s, rules.Action{Kind: KindFight, Side: 0, Target: "p.1"}, 6, 1)
	if n.Phase != PhasePrincipal || principalAsked(&n) != "a.1" {
		t.Fatalf("after the fight: phase %q, asked %q:\n%s", n.Phase, principalAsked(&n), texts(evs))
	}
	// a has fought: its tie is the rules' pick, and the step goes on.
	s = w.combat(t)
	u, _ := s.Unit("a")
	u.SetStatus(stFought, 1)
	n, evs = apply(t, s, rules.Action{Kind: KindFight, Side: 0, Target: "p.1"}, 6, 1)
	if n.Phase != PhaseCombat || closeCombat(&n).po["a.1"] != "z1.1" {
		t.Errorf("a has fought: phase %q, PO(a) %s, want combat and the rules' pick z1:\n%s", n.Phase, closeCombat(&n).po["a.1"], texts(evs))
	}
}

// TestPrincipalTieRandomPlay: random play through the offers (as the
// conformance suite plays) makes the enemy player's choice [L1900],
// keeping every invariant.
func TestPrincipalTieRandomPlay(t *testing.T) {
	w := tieWorld(0, 0)
	st := rulestest.Play(t, Rules{}, w.s, rulestest.OffersAndMoves(Rules{}), 300, 1)
	if st.Kinds[KindPrincipal] == 0 {
		t.Errorf("random play made no principal opponent choice: %v", st.Kinds)
	}
}
