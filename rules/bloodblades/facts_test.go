package bloodblades

import (
	"fmt"
	"strings"
	"testing"

	"plateau/rules"
)

// factLine is an event's facts in one line, "name(code)[of]=value" each.
func factLine(fs []rules.Fact) string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = f.Name
		if f.Code != "" {
			parts[i] += "(" + f.Code + ")"
		}
		if f.Of != "" {
			parts[i] += "[" + f.Of + "]"
		}
		parts[i] += fmt.Sprintf("=%d", f.Value)
	}
	return strings.Join(parts, " ")
}

// The facts of an event (issue 9) are the numbers its prose states: the
// PIG roll's die, AD reading and PIGs (bnb.md §5.2 [L1328-1329], [L768]),
// an order's PIG expense list line by line with its total and the PIGs
// left (§6.3 [L1346-1373], A17; the §6.3 example, D15), and each side of
// a combat or a shot: the Table 7.1 factor, the tactical factors, the
// D6, score1, the grades, score2, cohesion and the final score, then the
// margin, none on equal scores (§9.4-9.7 [L2070-2080], [L2100],
// [L2118-2119], [L2157], [L2165-2168], [L2184]; D12, D13).
// Each case's prose and facts come from the same scripted dice.
func TestEventFacts(t *testing.T) {
	pigs := func(cinc string, face int) func(t *testing.T) []rules.Event {
		return func(t *testing.T) []rules.Event {
			w := newWorld()
			w.s.Units[0].Type = cinc
			_, evs := apply(t, w.state(t), rules.Action{Kind: KindRollPIGs, Side: 0}, face)
			return evs
		}
	}
	cases := []struct {
		name  string
		play  func(t *testing.T) []rules.Event
		kind  string // the event looked at: the first of this kind
		facts string
		prose []string // what the event says
	}{
		{"Reg C-in-C: an AD", pigs("Reg Cv(O)", 6), "roll", "die=6 read-as=4 pigs=4",
			[]string{"the D6 shows 6, read as 4 [L768]: 4 PIGs"}},
		{"Irr C-in-C: a D6", pigs("Irr Cv(O)", 2), "roll", "die=2 pigs=2",
			[]string{"rolls a D6 for PIGs (Irr C-in-C, [L1329]): 2 PIGs"}},
		{"Irr Bw wheeling, distant (§6.3 example)", func(t *testing.T) []rules.Event {
			w := newWorld().drop("gen").unit("u", 0, "Irr Bw(O)", 60, 60, north).unit("gen", 0, "Reg Cv(O)", 70, 60, north).cinc(0, "gen")
			s := w.ready(t, 6)
			_, evs := apply(t, s, wheel(&s, "u", -20, 2))
			return evs
		}, "moved", "cost(C2)=1 cost(C6)=1 cost(C7)=1 cost-total=3 pigs-left=3",
			[]string{"it costs 3 PIGs (1 move, +1 Irr move other than straight ahead at full allowance, +1 Irr distant move), 3 PIGs left"}},
		{"the C-in-C's first order (A17)", func(t *testing.T) []rules.Event {
			w := newWorld().drop("gen").unit("u", 0, "Reg Cv(O)", 60, 60, north).cinc(0, "u")
			s := w.ready(t, 6)
			_, evs := apply(t, s, ahead(&s, "u", 6))
			return evs
		}, "moved", "cost(C2)=1 cost(C0)=-1 cost-total=0 pigs-left=6",
			[]string{"it costs 0 PIGs (1 move, -1 the C-in-C's first order), 6 PIGs left"}},
		{"halting a group of Irr Wb (D15)", func(t *testing.T) []rules.Event {
			w := newWorld().genNear()
			for i := range 2 {
				tp, _ := ParseTroop("Irr Wb(O)")
				w.unit(fmt.Sprintf("u%d", i+1), 0, "Irr Wb(O)", 60+4*float64(i), 59+Scales["15mm"].Depth(tp.DepthClass())/2, north)
			}
			_, evs := apply(t, w.ready(t, 6), HaltAction(0, ids("u1", "u2")...))
			return evs
		}, "halted", "cost(C3)=1 cost(C5)=1 cost-total=2 pigs-left=4",
			[]string{"it costs 2 PIGs (1 halt, +1 halting a group with Irr bases), 4 PIGs left"}},
		{"a group straight ahead", func(t *testing.T) []rules.Event {
			s := newWorld().genNear().row("g", 0, "Reg Sp(O)", 60, 60, 3, north).ready(t, 3)
			_, evs := apply(t, s, gmove(&s, []string{"g1", "g2", "g3"}, ahd(6)))
			return evs
		}, "moved", "cost(C2)=1 cost-total=1 pigs-left=2",
			[]string{"it costs 1 PIG (1 move), 2 PIGs left"}},
		{"D13: Bw helped by two, at Bd(I)", func(t *testing.T) []rules.Event {
			w := newWorld().unit("l", 0, "Bw(O)", 56, 50, north).unit("bw", 0, "Bw(O)", 60, 50, north).
				unit("r", 0, "Bw(O)", 64, 50, north).unit("z", 1, "Bd(I)", 60, 44, south)
			_, evs := apply(t, w.shooting(t), shootAt("bw", "z"), 4, 1)
			return evs
		}, "shoot", "factor(CF)[bw.1]=2 factor(T9)[bw.1]=1 factor(T10)[bw.1]=1 factor(T10)[bw.1]=1 die[bw.1]=4 score1[bw.1]=9 " +
			"grade(grade)[bw.1]=1 score2[bw.1]=10 final[bw.1]=10 factor(CF)[z.1]=4 die[z.1]=1 score1[z.1]=5 score2[z.1]=5 final[z.1]=5 margin[z.1]=5",
			[]string{"Bw 2 +1 (T9) +1 (T10) +1 (T10) + D6 4 = 9 +1 (grade: shooting at (I) troops), final 10", "Bd 4 + D6 1 = 5, final 5",
				"loses by 5 (large margin (Table 7.3), its factor 4)"}},
		{"D12: a shot that misses", func(t *testing.T) []rules.Event {
			w := newWorld().unit("bw", 0, "Bw(O)", 60, 50, north).unit("z", 1, "Bd(O)", 60, 44, south)
			_, evs := apply(t, w.shooting(t), shootAt("bw", "z"), 1, 6)
			return evs
		}, "shoot", "factor(CF)[bw.1]=2 factor(T9)[bw.1]=1 die[bw.1]=1 score1[bw.1]=4 score2[bw.1]=4 final[bw.1]=4 " +
			"factor(CF)[z.1]=4 die[z.1]=6 score1[z.1]=10 score2[z.1]=10 final[z.1]=10 margin[bw.1]=6",
			[]string{"Bw 2 +1 (T9) + D6 1 = 4, final 4", "Bd 4 + D6 6 = 10, final 10", "scores less by 6"}},
		{"a close combat of Sp against Sp", func(t *testing.T) []rules.Event {
			w := newWorld().unit("z", 1, "Reg Sp(O)", 60, 40, south).front("a", "Reg Sp(O)", "z", 0)
			_, evs := apply(t, w.combat(t), rules.Action{Kind: KindFight, Side: 0, Target: "a.1"}, 6, 4)
			return evs
		}, "combat", "factor(CF)[a.1]=4 factor(T16)[a.1]=1 die[a.1]=6 score1[a.1]=11 score2[a.1]=11 final[a.1]=11 " +
			"factor(CF)[z.1]=4 factor(T16)[z.1]=1 die[z.1]=4 score1[z.1]=9 score2[z.1]=9 final[z.1]=9 margin[z.1]=2",
			[]string{"Sp 4 +1 (T16) + D6 6 = 11, final 11", "Sp 4 +1 (T16) + D6 4 = 9, final 9", "loses by 2 (small margin (Table 7.2), its factor 4)"}},
		{"cohesion: Sp joined left and right to Sp [L2165-2168]", func(t *testing.T) []rules.Event {
			w := newWorld().unit("z", 1, "Reg Sp(O)", 60, 30, south).front("a", "Reg Sp(O)", "z", 0)
			a := w.base("a")
			w.unit("l", 0, "Reg Sp(O)", a.Center.X-4, a.Center.Y, north).unit("r", 0, "Reg Sp(O)", a.Center.X+4, a.Center.Y, north)
			_, evs := apply(t, w.combat(t), rules.Action{Kind: KindFight, Side: 0, Target: "a.1"}, 1, 4)
			return evs
		}, "combat", "factor(CF)[a.1]=4 factor(T6)[a.1]=1 factor(T6)[a.1]=1 factor(T16)[a.1]=1 die[a.1]=1 score1[a.1]=8 score2[a.1]=8 " +
			"cohesion(cohesion)[a.1]=1 final[a.1]=9 factor(CF)[z.1]=4 factor(T16)[z.1]=1 die[z.1]=4 score1[z.1]=9 score2[z.1]=9 final[z.1]=9",
			[]string{"Sp 4 +1 (T6) +1 (T6) +1 (T16) + D6 1 = 8 +1 (cohesion: front corners joined left and right to identical bases or the C-in-C), final 9",
				"Sp 4 +1 (T16) + D6 4 = 9, final 9. Equal scores: no effect [L2184]"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var ev *rules.Event
			evs := c.play(t)
			for i := range evs {
				if evs[i].Kind == c.kind {
					ev = &evs[i]
					break
				}
			}
			if ev == nil {
				t.Fatalf("no %q event in %+v", c.kind, evs)
			}
			if got := factLine(ev.Facts); got != c.facts {
				t.Errorf("facts of %q =\n%s, want\n%s", ev.Text, got, c.facts)
			}
			for _, p := range c.prose {
				if !strings.Contains(ev.Text, p) {
					t.Errorf("prose %q lacks %q", ev.Text, p)
				}
			}
			for _, f := range ev.Facts {
				if (f.Name == FactCost || f.Name == FactFactor || f.Name == FactGrade) && (f.Text == "" || f.Rule == "") {
					t.Errorf("fact %+v has no words or no rule", f)
				}
			}
		})
	}
}
