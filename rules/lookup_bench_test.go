package rules

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// bigState is n bases in units of four, laid out on a grid.
func bigState(n int) State {
	s := State{Ruleset: "sandbox", Table: table.Table{Width: 1000, Height: 1000}}
	for i := 0; i < n; i++ {
		u := fmt.Sprintf("u%d", i/4)
		if i%4 == 0 {
			s.Units = append(s.Units, Unit{ID: u, Name: "Spears", Type: "infantry"})
		}
		id := fmt.Sprintf("%s.%d", u, i%4+1)
		s.Units[len(s.Units)-1].Bases = append(s.Units[len(s.Units)-1].Bases, id)
		s.Table.Bases = append(s.Table.Bases, table.Base{ID: id, Unit: u,
			Shape: geom.Rect{Center: geom.V(float64(i%40)*5, float64(i/40)*3), Width: 4, Depth: 2}})
	}
	return s
}

// BenchmarkUnitLookup is State.Unit then State.UnitOf on ids drawn at
// random, as a ruleset finds an action's unit and a base's unit.
//
// Median of 5 (`go test ./rules/... -run '^$' -bench Lookup -cpu 1
// -count 5`, AMD EPYC, 2 cores shared), per Unit + UnitOf pair (three
// finds):
//
//	                            100 bases   400 bases   1600 bases
//	linear scans                 204 ns      1.0 µs     3.1 µs
//	IDCache (map, checked hit)    69 ns       63 ns      69 ns
func BenchmarkUnitLookup(b *testing.B) {
	for _, n := range []int{100, 400, 1600} {
		s := bigState(n)
		rng := rand.New(rand.NewPCG(5, 6))
		units := make([]string, 256)
		bases := make([]string, 256)
		for i := range units {
			units[i] = s.Units[rng.IntN(len(s.Units))].ID
			bases[i] = s.Table.Bases[rng.IntN(n)].ID
		}
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				if _, ok := s.Unit(units[i%len(units)]); !ok {
					b.Fatal("unit not found")
				}
				if _, ok := s.UnitOf(bases[i%len(bases)]); !ok {
					b.Fatal("base's unit not found")
				}
			}
		})
	}
}
