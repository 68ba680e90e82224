package hex

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// BenchmarkLOS: LOS between random hex pairs on a 40×30 map with terrain,
// hills with steep slopes, hedges and 300 counters (issue 13).
func BenchmarkLOS(b *testing.B) {
	bt := newBattle(b, 300, 1, true)
	s := bt.sight()
	rng := rand.New(rand.NewPCG(2, 2))
	pairs := make([][2]Hex, 1024)
	for i := range pairs {
		pairs[i] = [2]Hex{bt.m.HexAt(rng.IntN(bt.m.Len())), bt.m.HexAt(rng.IntN(bt.m.Len()))}
	}
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		p := pairs[i%len(pairs)]
		if bt.m.LOS(p[0], p[1], s) {
			n++
		}
	}
	_ = n
}

// BenchmarkLOSShort: LOS at the ranges the reactions use (at most 6 hexes).
func BenchmarkLOSShort(b *testing.B) {
	bt := newBattle(b, 300, 1, true)
	s := bt.sight()
	rng := rand.New(rand.NewPCG(2, 3))
	var pairs [][2]Hex
	for len(pairs) < 1024 {
		x, y := bt.m.HexAt(rng.IntN(bt.m.Len())), bt.m.HexAt(rng.IntN(bt.m.Len()))
		if Dist(x, y) <= 6 {
			pairs = append(pairs, [2]Hex{x, y})
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := pairs[i%len(pairs)]
		bt.m.LOS(p[0], p[1], s)
	}
}

// reactionStep evaluates, for one step of a mover from `from` to `to`,
// every reaction of every enemy counter of the mover (spec §12.4.1: after
// each step, P14-P18 for every inactive unit): Reaction Fire zone and LOS
// (P14), re-face (P15), Hedgehog (P16), withdraw (P17), interception (P18,
// with its LOS and path). It returns how many triggers fired.
func reactionStep(bt *battle, mover int, from, to Unit, s Sight, step func(a, b Hex) (int, bool)) int {
	fired := 0
	m := bt.m
	for i, x := range bt.units {
		if bt.side[i] == bt.side[mover] || i == mover {
			continue
		}
		d := UnitDist(x, to)
		if d > 6 {
			continue // nothing reacts farther than the artillery range used here
		}
		art := i%7 == 0
		if m.ReactionFireZone(x, art, 6, to, s) {
			fired++
		}
		if RefaceTrigger(x, from, to, 4, 4) {
			fired++
		}
		if may, _ := HedgehogTrigger(x, from, to); may {
			fired++
		}
		if WithdrawTrigger(x, to, 5, 4) {
			fired++
		}
		if d <= InterceptRange && !x.Two {
			if _, ok := m.InterceptPath(x, to, s, Intercept{MP: 5, Step: step}); ok {
				fired++
			}
		}
	}
	return fired
}

// BenchmarkReactionStep: one step of a move with every reaction of the
// inactive side evaluated (issue 13's target: under 1 ms per step with 300
// counters on a 40×30 map). Each op is one step of a random mover.
func BenchmarkReactionStep(b *testing.B) {
	for _, n := range []int{100, 300, 1000} {
		b.Run(fmt.Sprintf("counters=%d", n), func(b *testing.B) {
			bt := newBattle(b, n, 3, true)
			s := bt.sight()
			step := func(a, c Hex) (int, bool) {
				i, ok := bt.m.Index(c)
				if !ok || len(bt.m.stacks[i]) > 0 {
					return 0, false
				}
				return 1, true
			}
			rng := rand.New(rand.NewPCG(4, 4))
			type mv struct {
				who      int
				from, to Unit
			}
			var moves []mv
			for len(moves) < 256 {
				k := rng.IntN(len(bt.units))
				u := bt.units[k]
				steps := ForwardSteps(u)
				if len(steps) == 0 {
					continue
				}
				to := steps[rng.IntN(len(steps))]
				if !bt.m.Contains(to.L) || !bt.m.Contains(to.R) {
					continue
				}
				moves = append(moves, mv{k, u, to})
			}
			b.ResetTimer()
			total := 0
			for i := 0; i < b.N; i++ {
				mm := moves[i%len(moves)]
				total += reactionStep(bt, mm.who, mm.from, mm.to, s, step)
			}
			b.ReportMetric(float64(total)/float64(b.N), "triggers/op")
		})
	}
}

// BenchmarkSeenBy: the plain query "every enemy counter within N hexes that
// sees this hex", N = 6, 300 counters.
func BenchmarkSeenBy(b *testing.B) {
	bt := newBattle(b, 300, 3, true)
	s := bt.sight()
	rng := rand.New(rand.NewPCG(5, 5))
	targets := make([]Hex, 256)
	for i := range targets {
		targets[i] = bt.m.HexAt(rng.IntN(bt.m.Len()))
	}
	b.ResetTimer()
	seen := 0
	for i := 0; i < b.N; i++ {
		h := targets[i%len(targets)]
		for k, u := range bt.units {
			if bt.side[k] != 0 || u.HexDist(h) > 6 {
				continue
			}
			if bt.m.LOS(u.L, h, s) || (u.Two && bt.m.LOS(u.R, h, s)) {
				seen++
			}
		}
	}
	b.ReportMetric(float64(seen)/float64(b.N), "seen/op")
}

// BenchmarkRoutPath: a full-map Dijkstra to the friendly edge.
func BenchmarkRoutPath(b *testing.B) {
	bt := newBattle(b, 300, 3, true)
	if err := bt.m.SetEdge(0, bt.m.BorderHexes(South)); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bt.m.RoutPath(bt.units[i%len(bt.units)], Rout{Side: 0, MA: 6})
	}
}
