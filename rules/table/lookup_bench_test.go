package table

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"plateau/rules/geom"
)

// BenchmarkBaseLookup is Table.Base on ids drawn at random from the table,
// the way a ruleset looks up the bases an action or a unit names.
//
// Median of 5 (`go test ./rules/... -run '^$' -bench Lookup -cpu 1
// -count 5`, AMD EPYC, 2 cores shared with other builds), per lookup:
//
//	                            100 bases   400 bases   1600 bases
//	linear scan                  172 ns      468 ns     1.8 µs
//	IDCache (map, checked hit)    20 ns       20 ns      23 ns
func BenchmarkBaseLookup(b *testing.B) {
	for _, n := range []int{100, 400, 1600} {
		t := randomTable(n, 0, 1)
		rng := rand.New(rand.NewPCG(5, 6))
		ids := make([]string, 256)
		for i := range ids {
			ids[i] = t.Bases[rng.IntN(n)].ID
		}
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				if _, ok := t.Base(ids[i%len(ids)]); !ok {
					b.Fatal("base not found")
				}
			}
		})
	}
}

// BenchmarkPairBoxes is the pair test rulesets run against every base of
// the table (a candidate pose against each base's box, then the exact
// test on the few that meet it), reading each base's geometry from its
// shape (a Sincos per base) or from Outline (cached per pose).
//
// Median of 5, per probe (as BenchmarkBaseLookup):
//
//	            100 bases   400 bases   1600 bases
//	shape         6.1 µs     27.3 µs     127 µs
//	Outline       1.9 µs      8.0 µs      36 µs
func BenchmarkPairBoxes(b *testing.B) {
	for _, via := range []string{"shape", "outline"} {
		for _, n := range []int{100, 400, 1600} {
			t := randomTable(n, 0, 1)
			rng := rand.New(rand.NewPCG(8, 9))
			probes := make([]geom.Rect, 64)
			for i := range probes {
				probes[i] = geom.Rect{Center: geom.V(rng.Float64()*240, rng.Float64()*180), Facing: rng.Float64() * 6, Width: 4, Depth: 2}
			}
			b.Run(fmt.Sprintf("%s/%d", via, n), func(b *testing.B) {
				b.ReportAllocs()
				hits := 0
				for k := 0; b.Loop(); k++ {
					p := probes[k%len(probes)]
					pc := p.Corners()
					box := geom.BoundsOf(pc[:]...)
					for i := range t.Bases {
						var c [4]geom.Vec
						if via == "shape" {
							if !t.Bases[i].Shape.Bounds().Overlaps(box, 0) {
								continue
							}
							c = t.Bases[i].Shape.Corners()
						} else {
							o := t.Outline(i)
							if !o.Box.Overlaps(box, 0) {
								continue
							}
							c = o.Corners
						}
						if geom.Penetration(pc[:], c[:]) > OverlapSlack {
							hits++
						}
					}
				}
				_ = hits
			})
		}
	}
}
