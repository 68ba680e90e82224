package bloodblades

import (
	"math"
	"slices"
	"testing"

	"plateau/rules"
	"plateau/rules/rulestest"
)

// The other player's optional pursuit (bnb.md §9.8 [L2300-2328]): the
// bases that "peuvent poursuivre" [L2313-2317] pursue as their player
// likes; when the winner is the other player's, the close combat step
// stops for his choice. Geometry at 15 mm: red's Sp "sp" at y 40 facing
// south, blue's base "bd" (1.5 cm deep) front to front below it at y
// 41.5. Red fights in its own period: the fight's dice are sp's then bd's.

// pursuitWorld is red's close combat phase against blue's base of typ.
func pursuitWorld(t *testing.T, typ string) rules.State {
	t.Helper()
	s := newWorld().unit("sp", 1, "Reg Sp(O)", 60, 40, south).front("bd", typ, "sp", 0).combat(t)
	s.Active = 1
	return s
}

// redFights is red's fight of sp against bd.
var redFights = rules.Action{Kind: KindFight, Side: 1, Target: "sp.1"}

// TestPursuitChoiceAsked: only a winner of the other player's that may,
// and need not, pursue stops the step for its player's choice; the loser
// has recoiled by then. Sp 4 +1 (T16) against Bd 4 +1 (T14 [L2123]).
func TestPursuitChoiceAsked(t *testing.T) {
	for _, c := range []struct {
		name       string
		typ        string
		active     int
		dice       []int // sp's die, bd's die
		ask        bool
		bdY, wantY float64 // bd's y after the fight
		spY        float64 // sp's y after the fight (0: destroyed)
	}{
		{"blue's Reg Bd wins in red's period: blue may pursue [L2316], asked", "Reg Bd(O)", 1, []int{3, 5}, true, 41.5, 41.5, 38.5},
		{"blue's Reg Bd wins in blue's period: his fight said no pursuit [L2316]", "Reg Bd(O)", 0, []int{3, 5}, false, 41.5, 41.5, 38.5},
		{"blue's Irr Bd must pursue infantry [L2307]: not asked", "Irr Bd(O)", 1, []int{3, 5}, false, 41.5, 40, 38.5},
		{"blue's Reg Sp has no pursuit line [L2304-2317]: not asked", "Reg Sp(O)", 1, []int{3, 5}, false, 41.5, 41.5, 38.5},
		{"blue's Reg Bd loses: no pursuit of its own to choose", "Reg Bd(O)", 1, []int{5, 3}, false, 41.5, 43, 40},
		{"equal scores: no effect, no pursuit [L2184]", "Reg Bd(O)", 1, []int{4, 4}, false, 41.5, 41.5, 40},
		{"blue's Reg Bd destroys sp (Table 7.3 [L2209]): asked [L2302]", "Reg Bd(O)", 1, []int{1, 6}, true, 41.5, 41.5, 0},
	} {
		s := pursuitWorld(t, c.typ)
		s.Active = c.active
		n, evs := apply(t, s, rules.Action{Kind: KindFight, Side: c.active, Target: "sp.1"}, c.dice...)
		if asked := n.Phase == PhasePursuit; asked != c.ask {
			t.Errorf("%s: phase %q, want asked %v:\n%s", c.name, n.Phase, c.ask, texts(evs))
			continue
		}
		if got := base(&n, "bd").Shape.Center.Y; math.Abs(got-c.wantY) > 1e-6 {
			t.Errorf("%s: bd at y %g, want %g:\n%s", c.name, got, c.wantY, texts(evs))
		}
		sp, ok := n.Base("sp.1")
		if c.spY == 0 && ok || c.spY != 0 && (!ok || math.Abs(sp.Shape.Center.Y-c.spY) > 1e-6) {
			t.Errorf("%s: sp is %v, want at y %g (0: destroyed):\n%s", c.name, sp, c.spY, texts(evs))
		}
		if !c.ask {
			if n.Phase != PhaseCombat {
				t.Errorf("%s: phase %q, want combat", c.name, n.Phase)
			}
			continue
		}
		last := evs[len(evs)-1]
		if last.Kind != "pursuit" || last.Side != 0 || !has(last.Text, "may pursue (Reg Bd) [L2316]") || !has(last.Text, "Blue chooses") {
			t.Errorf("%s: last event %+v, want blue asked [L2316]", c.name, last)
		}
		if u, _ := n.Unit("bd"); u.Status[stPursueAsk] != pursueRegBd+1 {
			t.Errorf("%s: bd's unit status %v, want the Reg Bd line kept", c.name, u.Status)
		}
		// Blue, whose base it is, and red at the shared screen, see the
		// choice; it is blue's action, staying first.
		for side := 0; side < 2; side++ {
			if got := (Rules{}).Legal(&n, side); !slices.Equal(got, []string{KindPursue}) {
				t.Errorf("%s: Legal(side %d) = %v, want [%s]", c.name, side, got, KindPursue)
			}
			o := (Rules{}).Offers(&n, side, nil)
			if len(o) != 2 || o[0].Action.Args["pursue"] != "no" || o[1].Action.Args["pursue"] != "yes" || o[0].Action.Side != 0 || o[1].Action.Side != 0 {
				t.Fatalf("%s: offers for side %d = %+v, want blue's stay then pursue", c.name, side, o)
			}
			if want := "Blue: bd (Reg Bd(O)) pursues 0.5 MU (1.5 cm) straight ahead"; o[1].Label != want {
				t.Errorf("%s: label %q, want %q (its depth, A25)", c.name, o[1].Label, want)
			}
			if end := o[1].Preview[0].Path.End().Pos.Y; math.Abs(end-40) > 1e-6 {
				t.Errorf("%s: the pursuit's preview ends at y %g, want 40", c.name, end)
			}
		}
	}
}

// TestPursuitChoiceRefusesTheRest: until blue has chosen, every other
// action is refused, and only blue chooses, "yes" or "no", for the winner
// asked [L2313].
func TestPursuitChoiceRefusesTheRest(t *testing.T) {
	s, _ := apply(t, pursuitWorld(t, "Reg Bd(O)"), redFights, 3, 5)
	choose := func(side int, target, yes string) rules.Action {
		return rules.Action{Kind: KindPursue, Side: side, Target: target, Args: map[string]string{"pursue": yes}}
	}
	for _, c := range []struct {
		name string
		a    rules.Action
		want string
	}{
		{"red's end of the phase", rules.Action{Kind: rules.KindEndPhase, Side: 1}, "pursuit-pending"},
		{"red's fight", redFights, "pursuit-pending"},
		{"red choosing for blue's base", choose(1, "bd.1", "yes"), "not-yours"},
		{"blue choosing for another base", choose(0, "gen.1", "yes"), "no-choice"},
		{"blue saying neither yes nor no", choose(0, "bd.1", "maybe"), "pursuit-choice"},
		{"blue pursuing", choose(0, "bd.1", "yes"), ""},
		{"blue staying", choose(0, "bd.1", "no"), ""},
	} {
		if got := code(Rules{}.Check(&s, c.a)); got != c.want {
			t.Errorf("%s: Check = %q, want %q", c.name, got, c.want)
		}
	}
	// Out of the choice, the pursue action is refused too.
	if got := code(Rules{}.Check(ptr(pursuitWorld(t, "Reg Bd(O)")), choose(0, "bd.1", "yes"))); got != "no-choice" {
		t.Errorf("a pursue action in the combat phase: Check = %q, want no-choice", got)
	}
}

func ptr(s rules.State) *rules.State { return &s }

// TestPursuitChoiceMade: pursuing moves bd its own depth, 1.5 cm (A25
// [L2302]), back into contact with the recoiled sp; staying leaves it
// where it won. The step then goes on to red's other combats.
func TestPursuitChoiceMade(t *testing.T) {
	for _, c := range []struct {
		yes   string
		wantY float64
		event string
	}{
		{"yes", 40, "bd (Reg Bd(O)) may pursue (Reg Bd) [L2316], and Blue has it pursue [L2313]"},
		{"no", 41.5, "bd (Reg Bd(O)) may pursue (Reg Bd) [L2316], but Blue has it stay [L2313]"},
	} {
		w := newWorld().unit("sp", 1, "Reg Sp(O)", 60, 40, south).front("bd", "Reg Bd(O)", "sp", 0).
			unit("q", 1, "Reg Sp(O)", 20, 40, south).front("p", "Reg Sp(O)", "q", 0)
		s := w.combat(t)
		s.Active = 1
		s, _ = apply(t, s, redFights, 3, 5)
		n, evs := apply(t, s, rules.Action{Kind: KindPursue, Side: 0, Target: "bd.1", Args: map[string]string{"pursue": c.yes}})
		if n.Phase != PhaseCombat || !has(texts(evs), c.event) {
			t.Errorf("pursue %s: phase %q, events:\n%s", c.yes, n.Phase, texts(evs))
		}
		if got := base(&n, "bd").Shape.Center.Y; math.Abs(got-c.wantY) > 1e-6 {
			t.Errorf("pursue %s: bd at y %g, want %g", c.yes, got, c.wantY)
		}
		if u, _ := n.Unit("bd"); u.Status[stPursueAsk] != 0 {
			t.Errorf("pursue %s: the unit is still marked: %v", c.yes, u.Status)
		}
		if p := unfought(&n); len(p) != 1 || !slices.Contains(p[0][:], "q.1") {
			t.Errorf("pursue %s: combats left %v, want q's", c.yes, p)
		}
		if got := code(Rules{}.Check(&n, rules.Action{Kind: KindFight, Side: 1, Target: "q.1"})); got != "" {
			t.Errorf("pursue %s: red's next fight: %q", c.yes, got)
		}
	}
}

// TestPursuitChoiceRandomPlay: random play through the offers (as the
// conformance suite plays) makes the other player's pursuit choices,
// keeping every invariant. Blue's Reg Bd face red's Sp along the table,
// so that red's fights are often won by a Bd that may pursue [L2316].
func TestPursuitChoiceRandomPlay(t *testing.T) {
	w := newWorld()
	for i, x := range []float64{20, 35, 50, 65, 80, 95} {
		id := string(rune('a' + i))
		w.unit("r"+id, 1, "Reg Sp(O)", x, 40, south).front("b"+id, "Reg Bd(O)", "r"+id, 0)
	}
	w.s.Active = 1
	st := rulestest.Play(t, Rules{}, w.s, rulestest.OffersAndMoves(Rules{}), 400, 1)
	t.Logf("%d tried, %d applied %v", st.Tried, st.Applied, st.Kinds)
	if st.Kinds[KindPursue] == 0 {
		t.Errorf("random play made no pursuit choice: %v", st.Kinds)
	}
}
