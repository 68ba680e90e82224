package pagaille

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/rulestest"
)

// everyRoll is a dice.Roller that walks every sequence of faces: a run
// rolls the faces of its path, 1 beyond it; next moves to the following
// path (the last die not yet at 6 goes up, the dice after it dropped).
type everyRoll struct {
	faces []int
	i     int
}

func (e *everyRoll) Roll(int) (int, error) {
	if e.i == len(e.faces) {
		e.faces = append(e.faces, 1)
	}
	e.i++
	return e.faces[e.i-1], nil
}

// next ends a run: it reports the chance of the path just rolled, and
// false when every path has been walked.
func (e *everyRoll) next() (float64, bool) {
	p := math.Pow(6, -float64(e.i))
	e.faces = e.faces[:e.i]
	e.i = 0
	for len(e.faces) > 0 && e.faces[len(e.faces)-1] == 6 {
		e.faces = e.faces[:len(e.faces)-1]
	}
	if len(e.faces) == 0 {
		return p, false
	}
	e.faces[len(e.faces)-1]++
	return p, true
}

// TestMeleeOddsByHand: spears charge axes by a corner only (L175-178):
// one die each. The charge's die hits average infantry (CC 4) on 3-6 at
// +1 (L179-185), the axes' on 4-6; F3 against Res 4 saves on 3+ (A3, §15
// example 13), 2 faces in 6 unsaved. So the spears cause a casualty with
// 4/6 × 2/6 = 2/9 and suffer one with 3/6 × 2/6 = 1/6: the axes lose with
// 2/9 × 5/6 = 10/54, the spears with 1/6 × 7/9 = 7/54 (A20).
func TestMeleeOddsByHand(t *testing.T) {
	s := waiting(clash(t, nil, nil, 4, TypeInfantry), "spears", "axes")
	o, ok := Rules{}.Odds(&s, fightAction())
	if !ok || len(o.Outcomes) != 3 || o.Trials != 0 {
		t.Fatalf("Odds %+v, %v: want three exact outcomes", o, ok)
	}
	want := []struct {
		text string
		p    float64
	}{{"Melee won by Blue", 10.0 / 54}, {"Melee tied: nobody recoils", 37.0 / 54}, {"Melee won by Red", 7.0 / 54}}
	for i, w := range want {
		if got := o.Outcomes[i]; got.Text != w.text || math.Abs(got.P-w.p) > 1e-12 {
			t.Errorf("outcome %d: %q %v, want %q %v", i, got.Text, got.P, w.text, w.p)
		}
	}
	if then := o.Outcomes[0].Then; then != "recoil 2D6 pas: axes" {
		t.Errorf("what follows Blue's win: %q", then)
	}
	if !strings.Contains(o.Note, "Blue 0.2, Red 0.2") {
		t.Errorf("note %q", o.Note)
	}
	before := s.Hash()
	Rules{}.Odds(&s, fightAction())
	if s.Hash() != before {
		t.Error("Odds changed the state")
	}
	if _, ok := (Rules{}).Odds(&s, endPhaseAction(0)); ok {
		t.Error("odds for the end of an activation")
	}
}

// TestMeleeOddsAgree is differential: for small melees every sequence of
// dice resolveMelee can roll is walked (each with its chance, 6^-dice),
// and the chances of each result and the unsaved hits expected agree
// with the counted odds (bep §9.1 steps 1-4, L173-211; §3.10).
func TestMeleeOddsAgree(t *testing.T) {
	for _, tc := range []struct {
		name      string
		blue, red map[string]float64
		kv        []string
		edit      func(s *rules.State)
	}{
		{"a corner each", nil, nil, nil, nil},
		{"polearms: the figure behind at −1 (L1123-1128)", map[string]float64{keyPolearm: 1}, nil, nil, nil},
		{"the literal save table (A3 (a))", map[string]float64{keyPolearm: 1}, nil, []string{SetSaveMode, string(SaveLiteral)}, nil},
		{"a consolidated defender at +1 (L273-281)", nil, nil, nil, func(s *rules.State) { s.Units[s.UnitIndex("axes")].SetStatus(stConsolidated, 1) }},
		{"elite against poor", map[string]float64{keyQuality: 1}, map[string]float64{keyQuality: 4}, nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := waiting(clash(t, tc.blue, tc.red, 4, TypeInfantry), "spears", "axes", tc.kv...)
			if tc.edit != nil {
				tc.edit(&s)
			}
			st, _ := ParseSettings(s.Settings)
			c, tg, _ := pendingMelee(&s)
			counted, ok := meleeOdds(waitingMelee(&s, c, tg, st), st)
			if !ok {
				t.Fatal("no odds")
			}
			var walked MeleeOdds
			d := &everyRoll{}
			paths := 0
			for more := true; more; paths++ {
				m, _, err := resolveMelee(waitingMelee(&s, c, tg, st), st, d)
				if err != nil {
					t.Fatal(err)
				}
				var p float64
				p, more = d.next()
				switch m.loser {
				case 0, 1:
					walked.Lose[m.loser] += p
				default:
					walked.Tie += p
				}
				walked.Expected[0] += p * float64(m.losses[0])
				walked.Expected[1] += p * float64(m.losses[1])
			}
			for _, pair := range [][2]float64{{counted.Lose[0], walked.Lose[0]}, {counted.Lose[1], walked.Lose[1]}, {counted.Tie, walked.Tie},
				{counted.Expected[0], walked.Expected[0]}, {counted.Expected[1], walked.Expected[1]}} {
				if math.Abs(pair[0]-pair[1]) > 1e-12 {
					t.Errorf("counted %+v\nwalked  %+v (%d paths)", counted, walked, paths)
					break
				}
			}
			if walked.Lose[0]+walked.Lose[1]+walked.Tie < 1-1e-12 || paths < 36 {
				t.Errorf("the walk covers %v of the chances in %d paths", walked.Lose[0]+walked.Lose[1]+walked.Tie, paths)
			}
		})
	}
}

// TestChargeHomeOdds: the charge's move home is offered with the odds of
// the melee it brings about, the same as the fight's once it is made.
func TestChargeHomeOdds(t *testing.T) {
	r := Rules{}
	s := facing(t, TypeInfantry, 10).orders(0)
	s, _ = rulestest.Apply(t, r, s, act(0, "spears"))
	s, _ = rulestest.Apply(t, r, s, charge(0, "spears", "axes"))
	home := chargeHomeOffers(&s, 0, Defaults())
	before := s.Hash()
	o, ok := r.Odds(&s, home[0].Action)
	if !ok || !strings.HasPrefix(o.Note, "once the charge is home") {
		t.Fatalf("odds of the charge home: %+v, %v", o, ok)
	}
	if s.Hash() != before {
		t.Error("Odds changed the state")
	}
	fought, _ := rulestest.Apply(t, r, s, home[0].Action)
	f, ok := r.Odds(&fought, fightAction())
	if !ok {
		t.Fatal("no odds for the fight")
	}
	for i := range f.Outcomes {
		if f.Outcomes[i].P != o.Outcomes[i].P || f.Outcomes[i].Text != o.Outcomes[i].Text {
			t.Errorf("outcome %d: home %+v, fight %+v", i, o.Outcomes[i], f.Outcomes[i])
		}
	}
	// A move that brings no melee has none.
	if _, ok := r.Odds(&s, step(&s, "spears.1", 1)); ok {
		t.Error("odds for a move short of contact")
	}
}
