package game_test

import (
	"fmt"
	"os"
	"testing"

	"plateau/game"
)

// The benchmarks of issue 10 ("Scale"): what a click and a drag frame
// cost, and what loading a save costs, on the sample battles grown to
// 100, 400 and 1600 bases by package scenariogen (fixtures in
// scale_fixtures_test.go). Keep their names: sessions compare them from
// one run to the next. Run them all with
//
//	go test ./game/ -run '^$' -bench 'Scale|LoadSave' -cpu 1
//
// and the WME offers at 1600 bases too with PLATEAU_BENCH_HUGE=1 in the
// environment (143 s an op when the issue was filed; at 8b72778 about
// 0.7 s far, but 69 s spread, where the hero's click offers 742 things).
// Names:
//
//	BenchmarkScaleOffers/{wme,bnb}/{100,400,1600}         far bases
//	BenchmarkScaleOffers/{wme,bnb}/spread/{100,400,1600}  spread bases
//	BenchmarkScaleDrag/{sandbox,wme,bnb}/{100,400,1600}
//	BenchmarkScaleDrag/{sandbox,wme,bnb}/spread/{100,400,1600}
//	BenchmarkLoadSave/{default,400}
//
// "Far": the bases added stand beyond the sample's table, where they
// cannot change the answer (TestScaleFarBasesChangeNothing); the cost
// they add is the cost of what does not scale. "Spread": the same bases
// moved to random free places among the battle, over as much of the
// table as that many bases cover at a club game's density
// (scenariogen.Spread, CrowdWidth), so that the answer changes and the
// rules meet a crowd near the bases they look at.

// scaleRun runs bench once per battle size, as sub-benchmarks named by the
// size, skipping 1600 unless hugeEnv is set when huge says it may take
// minutes.
func scaleRun(b *testing.B, huge bool, bench func(b *testing.B, n int)) {
	for _, n := range scaleSizes {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			if huge && n >= 1600 && os.Getenv(hugeEnv) != "1" {
				b.Skipf("minutes an op today: set %s=1 to run it", hugeEnv)
			}
			bench(b, n)
		})
	}
}

// farAndSpread runs bench at every size with far bases, then under
// "spread" with spread ones.
func farAndSpread(b *testing.B, huge bool, bench func(b *testing.B, n int, spread bool)) {
	scaleRun(b, huge, func(b *testing.B, n int) { bench(b, n, false) })
	b.Run("spread", func(b *testing.B) {
		scaleRun(b, huge, func(b *testing.B, n int) { bench(b, n, true) })
	})
}

// BenchmarkScaleOffers is one Offers call of the sample battles'
// costliest click, what the window asks the rules on the UI thread when a
// player clicks (game/control): for WME the Orcs' hero selected in their
// turn 5 Initiative sub-phase (wmeInitiative); for BnB a Libyan axeman
// of a group in a ZoC in their third move phase, a first click (the ZoC
// memos find nothing of the state: bnbFirstClick, bustMemos). The WME
// cases at 1600 bases run only with PLATEAU_BENCH_HUGE=1 (143 s an op
// when issue 10 was filed; 69 s spread at 8b72778).
func BenchmarkScaleOffers(b *testing.B) {
	for _, c := range []struct {
		name string
		c    offersCase
		huge bool
	}{{"wme", wmeInitiative, true}, {"bnb", bnbFirstClick, false}} {
		b.Run(c.name, func(b *testing.B) {
			farAndSpread(b, c.huge, func(b *testing.B, n int, spread bool) {
				s, of := c.c.state(b, n, spread)
				k := 0
				b.ResetTimer()
				for i := 0; b.Loop(); i++ {
					if c.c.first {
						bustMemos(s, i)
					}
					k = len(of.Offers(s, s.Active, c.c.selected))
				}
				b.ReportMetric(float64(k), "offers/op")
			})
		})
	}
}

// BenchmarkScaleDrag is one frame of a drag, what the window asks the
// rules every frame while a player drags: Check of the whole move and
// Measure of each base's (dragCases: the sandbox's spearmen and WME's
// halberdiers 12 cm ahead and wheeling 10°, as BenchmarkDragSandbox and
// BenchmarkDragWarmaster; BnB's group of four chariots straight ahead, as
// BenchmarkBloodBladesGroupMove). The memos a ruleset keeps for a drag
// on one state are filled by the frames before, as in a real drag.
func BenchmarkScaleDrag(b *testing.B) {
	for _, name := range []string{"sandbox", "wme", "bnb"} {
		b.Run(name, func(b *testing.B) {
			farAndSpread(b, false, func(b *testing.B, n int, spread bool) {
				f := scaleDrag(b, name, n, spread)
				b.ResetTimer()
				for b.Loop() {
					_ = f.rules.Check(f.state, f.move)
					for _, mv := range f.move.Moves {
						_ = f.rules.Measure(f.state, mv)
					}
				}
			})
		})
	}
}

// BenchmarkLoadSave is game.Unmarshal of a save of 500 actions
// (sandboxBattle: unit moves and phase ends) on the default sandbox
// table: as shipped (25 bases), and with far bases up to 400. Loading
// decodes the scenario, replays every action and checks every state hash.
func BenchmarkLoadSave(b *testing.B) {
	for _, c := range []struct {
		name string
		n    int
	}{{"default", 0}, {"400", 400}} {
		b.Run(c.name, func(b *testing.B) {
			data := scaleSave(b, c.n)
			b.ResetTimer()
			for b.Loop() {
				if _, err := game.Unmarshal(data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
