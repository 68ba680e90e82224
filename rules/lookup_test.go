package rules

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
)

// scanUnit is what State.Unit answered before it had a cache, and what it
// must still answer.
func scanUnit(s *State, id string) int {
	for i := range s.Units {
		if s.Units[i].ID == id {
			return i
		}
	}
	return -1
}

// Unit and UnitOf answer as scans do, on states cloned and edited in
// place every way a ruleset may: units appended, removed, renamed,
// reordered, bases moved to another unit or removed.
func TestUnitLookupAgreesWithScan(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		rng := rand.New(rand.NewPCG(seed, 3))
		s := bigState([]int{8, 60, 200, 600}[seed%4])
		next := 0
		var old []State
		for step := 0; step < 300; step++ {
			op := rng.IntN(9)
			switch {
			case op == 0:
				next++
				s.Units = append(s.Units, Unit{ID: fmt.Sprintf("new%d", next)})
			case op == 1 && len(s.Units) > 0:
				i := rng.IntN(len(s.Units))
				s.Units = slices.Delete(s.Units, i, i+1)
			case op == 2 && len(s.Units) > 0:
				next++
				s.Units[rng.IntN(len(s.Units))].ID = fmt.Sprintf("new%d", next)
			case op == 3 && len(s.Units) > 1:
				i, j := rng.IntN(len(s.Units)), rng.IntN(len(s.Units))
				s.Units[i], s.Units[j] = s.Units[j], s.Units[i]
			case op == 4:
				if rng.IntN(2) == 0 {
					old = append(old[max(0, len(old)-2):], s)
				}
				s = s.Clone()
			case op == 5 && len(s.Table.Bases) > 0 && len(s.Units) > 0:
				s.Table.Bases[rng.IntN(len(s.Table.Bases))].Unit = s.Units[rng.IntN(len(s.Units))].ID
			case op == 6 && len(s.Table.Bases) > 0:
				i := rng.IntN(len(s.Table.Bases))
				s.Table.Bases = slices.Delete(s.Table.Bases, i, i+1)
			case op == 7:
				s.Units = slices.Clone(s.Units)
			default:
				// Look up often, so that maps are built and shared.
				for k := 0; k < 40 && len(s.Units) > 0; k++ {
					s.Unit(s.Units[rng.IntN(len(s.Units))].ID)
				}
			}
			for _, x := range append(old, s) {
				checkUnits(t, &x, rng, next, fmt.Sprintf("seed %d, step %d (op %d)", seed, step, op))
			}
		}
	}
}

func checkUnits(t *testing.T, s *State, rng *rand.Rand, maxNew int, where string) {
	t.Helper()
	for q := 0; q < 16; q++ {
		id := fmt.Sprintf("u%d", rng.IntN(200))
		switch {
		case q%3 == 0 && len(s.Units) > 0:
			id = s.Units[rng.IntN(len(s.Units))].ID
		case q%3 == 1:
			id = fmt.Sprintf("new%d", rng.IntN(maxNew+2))
		}
		want := scanUnit(s, id)
		if got := s.UnitIndex(id); got != want {
			t.Fatalf("%s: UnitIndex(%q) = %d, want %d", where, id, got, want)
		}
		u, ok := s.Unit(id)
		if ok != (want >= 0) || ok && u != &s.Units[want] {
			t.Fatalf("%s: Unit(%q) = %p, %v, want unit %d", where, id, u, ok, want)
		}
		if len(s.Table.Bases) == 0 {
			continue
		}
		b := &s.Table.Bases[rng.IntN(len(s.Table.Bases))]
		want = scanUnit(s, b.Unit)
		u, ok = s.UnitOf(b.ID)
		if ok != (want >= 0) || ok && u != &s.Units[want] {
			t.Fatalf("%s: UnitOf(%q) = %p, %v, want unit %d (%q)", where, b.ID, u, ok, want, b.Unit)
		}
	}
}

// Readers of one state and editors of their own clones share the unit
// cache safely (run with -race).
func TestUnitLookupConcurrent(t *testing.T) {
	shared := bigState(400)
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for g := 0; g < 6; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(g), 9))
			mine := shared.Clone()
			for k := 0; k < 300; k++ {
				s := &shared
				if g%2 == 1 {
					s = &mine
					if i := rng.IntN(len(mine.Units)); k%3 == 0 && len(mine.Units) > 20 {
						mine.Units = slices.Delete(mine.Units, i, i+1)
					} else if k%7 == 0 {
						mine = mine.Clone()
					}
				}
				id := s.Units[rng.IntN(len(s.Units))].ID
				if u, ok := s.Unit(id); !ok || u != &s.Units[scanUnit(s, id)] {
					errs <- fmt.Sprintf("goroutine %d: Unit(%q) is not the scan's", g, id)
					return
				}
				b := s.Table.Bases[rng.IntN(len(s.Table.Bases))]
				if _, ok := s.UnitOf(b.ID); ok != (scanUnit(s, b.Unit) >= 0) {
					errs <- fmt.Sprintf("goroutine %d: UnitOf(%q) = %v", g, b.ID, ok)
					return
				}
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// A hit costs no allocation.
func TestUnitLookupAllocs(t *testing.T) {
	s := bigState(400)
	u, b := s.Units[70].ID, s.Table.Bases[300].ID
	s.Unit(u)
	s.UnitOf(b)
	if n := testing.AllocsPerRun(100, func() { s.Unit(u); s.UnitOf(b) }); n != 0 {
		t.Errorf("Unit and UnitOf hits allocate %v times, want 0", n)
	}
}
