package bloodblades

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/rulestest"
)

// endPhase ends side 0's moves and returns the state and its events'
// texts.
func endPhase(t *testing.T, s rules.State) (rules.State, string) {
	t.Helper()
	n, evs := apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	return n, texts(evs)
}

func texts(evs []rules.Event) string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Text)
	}
	return strings.Join(out, "\n")
}

// offerLabels are the labels of the offers of side 0 with nothing
// selected.
func offerLabels(s *rules.State) []string {
	var out []string
	for _, o := range (Rules{}).Offers(s, 0, nil) {
		out = append(out, o.Label)
	}
	return out
}

// TestImpetuousChoiceAppears is when the impetuous step stops for the
// player's choice: only on a real tie. A Wb(O) at (30, 50) faces north
// (2 MU, 6 cm); red faces south.
func TestImpetuousChoiceAppears(t *testing.T) {
	for _, tc := range []struct {
		name   string
		troop  string // the impetuous base, "Irr Wb(O)" when ""
		build  func(w *world)
		offers []string // the choices offered, in order; nil: no stop
	}{{
		// [L1738] "s'il y a plusieurs cibles de même priorité, le joueur a
		// le choix de la cible": two Sp mirrored either side of the Wb's
		// file are reached by pivots of the same length (priority 2).
		name: "two targets of equal priority [L1738]",
		build: func(w *world) {
			w.unit("spl", 1, "Reg Sp(O)", 25, 46, south).unit("spr", 1, "Reg Sp(O)", 35, 46, south)
		},
		offers: []string{"Impetuous wb: spl (Reg Sp(O)), pivot", "Impetuous wb: spr (Reg Sp(O)), pivot"},
	}, {
		// [L1738] "sauf qu'il ne peut pas choisir un El si une autre cible
		// n'est pas un El": the mirrored El is no choice.
		name: "an El and a Sp: no choice [L1738]",
		build: func(w *world) {
			w.set("el-move", "4/2/1")
			w.unit("el", 1, "Irr El(O)", 25, 46.75-depthOf("El")/2, south).unit("sp", 1, "Reg Sp(O)", 35, 46, south)
		},
	}, {
		// [L1734] one target reached by a pivot: nothing to choose.
		name:  "one target [L1734]",
		build: func(w *world) { w.unit("sp", 1, "Reg Sp(O)", 35, 46, south) },
	}, {
		// [L1722] no target, straight ahead: nothing to choose.
		name:  "no target, foot [L1722]",
		build: func(w *world) {},
	}, {
		// [L1722, L1745] "les montés peuvent dévier jusqu'à 90°": a wood
		// across the whole front is avoided by a quarter turn either way,
		// or not at all (they may).
		name:  "mounted before DGo [L1745]",
		troop: "Irr HCh(O)",
		build: func(w *world) { w.rect("wd", "wood", 10, 30, 50, 44) },
		offers: []string{"Impetuous wb: no target, pivot 90.0° right", "Impetuous wb: no target, pivot 90.0° left",
			"Impetuous wb: no target, straight ahead into the DGo"},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld().genNear()
			troop := tc.troop
			if troop == "" {
				troop = "Irr Wb(O)"
			}
			w.unit("wb", 0, troop, 30, 50, north)
			tc.build(w)
			s := w.ready(t, 6)
			n, log := endPhase(t, s)
			if tc.offers == nil {
				if n.Phase == PhaseImpetuous || strings.Contains(log, "to choose from") {
					t.Fatalf("the step stopped for a choice with no tie:\n%s", log)
				}
				return
			}
			if n.Phase != PhaseImpetuous || base(&n, "wb").Shape.Center != base(&s, "wb").Shape.Center {
				t.Fatalf("phase %s, the Wb moved: want it waiting for the choice [L1738, L1742]:\n%s", n.Phase, log)
			}
			got := offerLabels(&n)
			if len(got) != len(tc.offers) {
				t.Fatalf("offers %q, want %d starting %q", got, len(tc.offers), tc.offers)
			}
			for i, want := range tc.offers {
				if !strings.HasPrefix(got[i], want) {
					t.Errorf("offer %d is %q, want %q...", i+1, got[i], want)
				}
			}
		})
	}
}

// TestImpetuousChoiceApplies makes each choice of a tie [L1738, L1742]:
// the Wb charges the Sp chosen, the next impetuous base (a Wb far to the
// east, with no target) then moves at once [L1722], and the step goes on
// to the close combat [L1317].
func TestImpetuousChoiceApplies(t *testing.T) {
	for i, target := range []string{"spl", "spr"} {
		t.Run(target, func(t *testing.T) {
			w := newWorld().genNear()
			w.unit("wb", 0, "Irr Wb(O)", 30, 50, north).unit("wb2", 0, "Irr Wb(O)", 90, 50, north)
			w.unit("spl", 1, "Reg Sp(O)", 25, 46, south).unit("spr", 1, "Reg Sp(O)", 35, 46, south)
			s := w.ready(t, 6)
			n, _ := endPhase(t, s)
			if advance(&s, &n, "wb2") != 0 {
				t.Fatal("wb2, after wb in table order, moved before wb's choice")
			}
			o := (Rules{}).Offers(&n, 0, nil)[i]
			if o.Action.Args["target"] != target+".1" {
				t.Fatalf("offer %d is for %q, want %s", i+1, o.Action.Args["target"], target)
			}
			end := base(&n, "wb").Shape.At(o.Preview[0].Path.End())
			n2, evs := apply(t, n, o.Action)
			log := texts(evs)
			if !InCloseCombat(base(&n2, "wb").Shape, base(&n2, target).Shape) || !base(&n2, "wb").Shape.Center.Near(end.Center) {
				t.Errorf("wb at %v, want in close combat with %s at the preview's %v [L1738]:\n%s", base(&n2, "wb").Shape.Center, target, end.Center, log)
			}
			if advance(&n, &n2, "wb2") <= 0 || !strings.Contains(log, "no eligible target") {
				t.Errorf("wb2 did not make its impetuous move after the choice [L1722]:\n%s", log)
			}
			if n2.Phase != PhaseCombat {
				t.Errorf("phase %s after the impetuous moves, want %s [L1317]", n2.Phase, PhaseCombat)
			}
		})
	}
}

// TestImpetuousChoiceStopsEachTime: two Wb each with a tie stop the step
// twice, the second only once the first has moved [L1738].
func TestImpetuousChoiceStopsEachTime(t *testing.T) {
	w := newWorld().genNear()
	w.unit("wb", 0, "Irr Wb(O)", 30, 50, north).unit("wb2", 0, "Irr Wb(O)", 80, 50, north)
	w.unit("spl", 1, "Reg Sp(O)", 25, 46, south).unit("spr", 1, "Reg Sp(O)", 35, 46, south)
	w.unit("spl2", 1, "Reg Sp(O)", 75, 46, south).unit("spr2", 1, "Reg Sp(O)", 85, 46, south)
	s := w.ready(t, 6)
	n, _ := endPhase(t, s)
	for _, who := range []string{"wb", "wb2"} {
		if n.Phase != PhaseImpetuous || impChooser(&n) != who+".1" {
			t.Fatalf("phase %s, awaiting %q: want %s's choice", n.Phase, impChooser(&n), who)
		}
		n, _ = apply(t, n, (Rules{}).Offers(&n, 0, nil)[1].Action)
	}
	if n.Phase != PhaseCombat || !InCloseCombat(base(&n, "wb").Shape, base(&n, "spr").Shape) || !InCloseCombat(base(&n, "wb2").Shape, base(&n, "spr2").Shape) {
		t.Errorf("phase %s; want both Wb fighting their right-hand Sp", n.Phase)
	}
}

// TestImpetuousChoiceRefusals: while the choice is awaited, every other
// action is refused [L1738, L1742]; an impetuous action must name the
// base awaiting it and one of its moves.
func TestImpetuousChoiceRefusals(t *testing.T) {
	w := newWorld().genNear()
	w.unit("wb", 0, "Irr Wb(O)", 30, 50, north).unit("cv", 0, "Reg Cv(O)", 60, 60, north)
	w.unit("spl", 1, "Reg Sp(O)", 25, 46, south).unit("spr", 1, "Reg Sp(O)", 35, 46, south)
	s := w.ready(t, 6)
	n, _ := endPhase(t, s)
	choose := func(base, target, path string) rules.Action {
		return rules.Action{Kind: KindImpetuous, Side: 0, Args: map[string]string{"base": base, "target": target, "path": path}}
	}
	for _, tc := range []struct {
		name string
		a    rules.Action
		code string
	}{
		{"a move", ahead(&n, "cv", 3), "impetuous-pending"},
		{"the end of the step", rules.Action{Kind: rules.KindEndPhase, Side: 0}, "impetuous-pending"},
		{"a halt", HaltAction(0, "wb.1"), "impetuous-pending"},
		{"another base", choose("cv.1", "spl.1", "1"), "no-choice"},
		{"no such target", choose("wb.1", "ogen.1", "1"), "impetuous-choice"},
		{"no such path", choose("wb.1", "spl.1", "2"), "impetuous-choice"},
		{"the other player", rules.Action{Kind: KindImpetuous, Side: 1, Args: map[string]string{"base": "wb.1", "target": "spl.1"}}, "turn"},
		{"the choice", choose("wb.1", "spl.1", ""), ""},
	} {
		if got := code((Rules{}).Check(&n, tc.a)); got != tc.code {
			t.Errorf("%s: Check gives %q, want %q", tc.name, got, tc.code)
		}
	}
	if got := (Rules{}).Legal(&n, 0); len(got) != 1 || got[0] != KindImpetuous {
		t.Errorf("Legal %v, want only %s", got, KindImpetuous)
	}
	if code((Rules{}).Check(&s, choose("wb.1", "spl.1", "1"))) != "no-choice" {
		t.Error("an impetuous action is accepted in the move phase")
	}
}

// TestImpetuousChoiceRulesPick: the first offer is the move the rules
// made before the player chose [L1738]: the first target in table order,
// the same end as endMoves (which takes it).
func TestImpetuousChoiceRulesPick(t *testing.T) {
	w := newWorld().genNear()
	w.unit("wb", 0, "Irr Wb(O)", 30, 50, north)
	w.unit("spr", 1, "Reg Sp(O)", 35, 46, south).unit("spl", 1, "Reg Sp(O)", 25, 46, south)
	s := w.ready(t, 6)
	n, _ := endMoves(t, s)
	if !InCloseCombat(base(&n, "wb").Shape, base(&n, "spr").Shape) {
		t.Errorf("the rules' pick is not spr, first in table order: wb at %v", base(&n, "wb").Shape.Center)
	}
}

// TestImpetuousChoiceRandomPlay: random play through the offers
// (rulestest.OffersAndMoves, as the conformance suite plays) makes the
// choice when a tie stops step 5 [L1738], keeping every invariant.
func TestImpetuousChoiceRandomPlay(t *testing.T) {
	w := newWorld().genNear()
	w.unit("wb", 0, "Irr Wb(O)", 30, 50, north).unit("wb2", 0, "Irr Wb(O)", 80, 50, north)
	w.unit("spl", 1, "Reg Sp(O)", 25, 46, south).unit("spr", 1, "Reg Sp(O)", 35, 46, south)
	w.unit("spl2", 1, "Reg Sp(O)", 75, 46, south).unit("spr2", 1, "Reg Sp(O)", 85, 46, south)
	st := rulestest.Play(t, Rules{}, w.s, rulestest.OffersAndMoves(Rules{}), 300, 1)
	if st.Kinds[KindImpetuous] == 0 {
		t.Errorf("random play made no impetuous choice: %v", st.Kinds)
	}
}
