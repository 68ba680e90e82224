package bloodblades

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The searches a drag frame makes of the bases around a group (issue 10)
// ask the spatial index for the few bases near it instead of scanning
// the table: Zoccers, groupAround, grouped and distantOf; and whether
// bases are a sub-group once what they are is known (subGroupIn). Each must give
// what the scan gave, which these references are (the code as it was).

func zoccersScan(s *rules.State, b *table.Base) []string {
	var out []string
	mine, box, rb := b.Shape.Polygon(), b.Shape.Bounds(), b.Shape.Radius()
	for i := range s.Table.Bases {
		e := &s.Table.Bases[i]
		if e.Side == b.Side || e.Round {
			continue
		}
		if far := math.Abs(e.Shape.Depth)/2 + 1.5*math.Abs(e.Shape.Width) + rb + geom.Eps; b.Shape.Center.Sub(e.Shape.Center).Len2() > far*far {
			continue
		}
		if b.Shape.Center.Dist(e.Shape.Center) > zocReach(e.Shape)+rb {
			continue
		}
		zone := ZoC(e.Shape)
		if !zone.Bounds().Overlaps(box, 0) {
			continue
		}
		if u, ok := s.Unit(e.Unit); ok && troopOf(u).Type == "Bg" {
			continue
		}
		p := mine.ClipConvex(zone)
		if len(p) < 3 || p.Area() <= table.AreaSlack {
			continue
		}
		var area float64
		for _, q := range zocShadowed(s, e, zone, p) {
			area += q.Area()
		}
		if area > table.AreaSlack {
			out = append(out, e.ID)
		}
	}
	return out
}

func groupAroundScan(s *rules.State, id string) []string {
	b := mustBase(s, id)
	if b.Round {
		return []string{id}
	}
	var bases []*table.Base
	start := 0
	for i := range s.Table.Bases {
		if o := &s.Table.Bases[i]; o.Side == b.Side && !o.Round {
			if o.ID == id {
				start = len(bases)
			}
			bases = append(bases, o)
		}
	}
	seen := make([]bool, len(bases))
	seen[start] = true
	for queue := []int{start}; len(queue) > 0; queue = queue[1:] {
		i := queue[0]
		for j, o := range bases {
			if !seen[j] && GroupConnected(bases[i].Shape, o.Shape) {
				seen[j] = true
				queue = append(queue, j)
			}
		}
	}
	var out []string
	for i, o := range bases {
		if seen[i] {
			out = append(out, o.ID)
		}
	}
	return out
}

func groupedScan(s *rules.State, b *table.Base) bool {
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.Side == b.Side && o.ID != b.ID && !o.Round && GroupConnected(b.Shape, o.Shape) {
			return true
		}
	}
	return false
}

// crowdedState is a table of n bases of two sides in blocks: files and
// ranks touching edge to edge (groups, columns), some staggered or
// turned a little, some round, some of them Bg, blocks of both sides
// facing each other at every distance; sizes vary, so that the largest
// radius counts.
func crowdedState(rng *rand.Rand, n int) rules.State {
	s := rules.State{Ruleset: ID, Table: table.Table{Width: 180, Height: 120}, Settings: map[string]string{}}
	types := []string{"Reg Sp(O)", "Irr Bg(O)", "Reg Kn(O)", "Irr Ax(S)"}
	for len(s.Table.Bases) < n {
		side := rng.IntN(2)
		w, d := 4.0, 1.5+rng.Float64()*2
		if rng.IntN(8) == 0 {
			w, d = 8, 4 // a big one now and then
		}
		facing := geom.Rad(float64(rng.IntN(8)) * 45)
		if rng.IntN(4) == 0 {
			facing += (rng.Float64() - 0.5) * 0.02 // within DirTolerance, or not
		}
		origin := geom.V(10+rng.Float64()*160, 10+rng.Float64()*100)
		files, ranks := 1+rng.IntN(4), 1+rng.IntN(3)
		r0 := geom.Rect{Center: origin, Facing: facing, Width: w, Depth: d}
		for f := 0; f < files; f++ {
			for k := 0; k < ranks; k++ {
				r := r0
				off := float64(f) * w
				if rng.IntN(6) == 0 {
					off += w / 2 // staggered
				}
				r.Center = origin.Add(r0.RightDir().Scale(off)).Add(r0.Forward().Scale(-float64(k) * d))
				if rng.IntN(10) == 0 {
					r.Center = r.Center.Add(geom.V(rng.Float64()*0.08, rng.Float64()*0.08)) // just touching, or not
				}
				id := fmt.Sprintf("b%d", len(s.Table.Bases))
				u := rules.Unit{ID: "u" + id, Name: id, Side: side, Type: types[rng.IntN(len(types))], Bases: []string{id}}
				s.Units = append(s.Units, u)
				s.Table.Bases = append(s.Table.Bases, table.Base{ID: id, Unit: u.ID, Side: side, Shape: r, Round: rng.IntN(30) == 0})
			}
		}
	}
	return s
}

func TestNearSearchesAgreeWithScans(t *testing.T) {
	c, err := ConfigOf(nil)
	if err != nil {
		t.Fatal(err)
	}
	checked, zocced, grouped3, distant := 0, 0, 0, 0
	for round := 0; round < 40; round++ {
		rng := rand.New(rand.NewPCG(uint64(round), 3))
		s := crowdedState(rng, []int{10, 60, 200, 500}[round%4])
		for i := range s.Table.Bases {
			b := &s.Table.Bases[i]
			checked++
			if got, want := Zoccers(&s, b), zoccersScan(&s, b); !slices.Equal(got, want) {
				t.Fatalf("round %d, %s: Zoccers = %v, the scan finds %v", round, b.ID, got, want)
			} else if len(want) > 0 {
				zocced++
			}
			if got, want := groupAround(&s, b.ID), groupAroundScan(&s, b.ID); !slices.Equal(got, want) {
				t.Fatalf("round %d, %s: groupAround = %v, the scan finds %v", round, b.ID, got, want)
			} else if len(want) >= 3 {
				grouped3++
			}
			if comp := groupAroundScan(&s, b.ID); len(comp) >= 2 {
				for _, ids := range [][]string{comp[:2], comp, {comp[len(comp)-1], comp[0]}} {
					if got, want := subGroupIn(&s, ids, formationOf(&s, ids)), IsSubGroup(&s, ids); got != want {
						t.Fatalf("round %d, %v: subGroupIn = %v, IsSubGroup %v", round, ids, got, want)
					}
				}
			}
			if got, want := grouped(&s, b), groupedScan(&s, b); got != want {
				t.Fatalf("round %d, %s: grouped = %v, the scan finds %v", round, b.ID, got, want)
			}
			d, _, _ := classify(c, &s, b)
			if got := distantOf(c, &s, []string{b.ID}); got != d {
				t.Fatalf("round %d, %s: distantOf = %v, classify finds %v", round, b.ID, got, d)
			} else if d {
				distant++
			}
			if i+1 < len(s.Table.Bases) {
				ids := []string{b.ID, s.Table.Bases[i+1].ID}
				d1, _, _ := classify(c, &s, mustBase(&s, ids[1]))
				if got := distantOf(c, &s, ids); got != (d && d1) {
					t.Fatalf("round %d, %v: distantOf = %v, classify finds %v and %v", round, ids, got, d, d1)
				}
			}
		}
	}
	t.Logf("%d bases: %d zocced, %d in groups of 3 or more, %d distant", checked, zocced, grouped3, distant)
	if zocced < 50 || grouped3 < 100 || distant < 50 || distant > checked-50 {
		t.Errorf("the tables tell too little: %d zocced, %d grouped, %d distant of %d", zocced, grouped3, distant, checked)
	}
}

// TestFormationReadsOnlyItsBases: what bases are (IsGroup, Column,
// IsBroken), which formationOf remembers keyed by the bases' sides and
// shapes alone (basesKey), is the same on a table where those bases stand
// alone with nothing else of the state kept (no other base, no unit, no
// setting), and on one crowded with others; formationOf's answers,
// remembered across such states, are those of the rules on each.
func TestFormationReadsOnlyItsBases(t *testing.T) {
	direct := func(s *rules.State, ids []string) formation {
		f := formation{group: IsGroup(s, ids)}
		if col, ok := Column(s, ids); ok {
			f.col, f.broken = col, IsBroken(s, col)
		}
		return f
	}
	same := func(a, b formation) bool {
		return a.group == b.group && a.broken == b.broken && slices.Equal(a.col, b.col)
	}
	sets, groups, columns := 0, 0, 0
	for round := 0; round < 20; round++ {
		rng := rand.New(rand.NewPCG(uint64(round), 8))
		s := crowdedState(rng, 150)
		other := crowdedState(rand.New(rand.NewPCG(uint64(round), 9)), 150)
		for i := range s.Table.Bases {
			comp := groupAroundScan(&s, s.Table.Bases[i].ID)
			for _, ids := range [][]string{comp, {s.Table.Bases[i].ID, s.Table.Bases[(i+1)%len(s.Table.Bases)].ID}} {
				if len(ids) < 2 {
					continue
				}
				alone := rules.State{Table: table.Table{Width: 1, Height: 1}}
				for _, id := range ids {
					alone.Table.Bases = append(alone.Table.Bases, *mustBase(&s, id))
				}
				// The bases among others' (renamed apart), with other units.
				crowd := other.Clone()
				for k := range crowd.Table.Bases {
					crowd.Table.Bases[k].ID += "x"
				}
				crowd.Table.Bases = append(crowd.Table.Bases, alone.Table.Bases...)
				want := direct(&s, ids)
				for _, o := range []*rules.State{&alone, &crowd} {
					if got := direct(o, ids); !same(got, want) {
						t.Fatalf("round %d, %v: %+v where they stand alone or among others, %+v in the battle", round, ids, got, want)
					}
					if got := formationOf(o, ids); !same(got, want) {
						t.Fatalf("round %d, %v: formationOf = %+v, the rules find %+v", round, ids, got, want)
					}
				}
				sets++
				if want.group {
					groups++
				}
				if want.col != nil {
					columns++
				}
			}
		}
	}
	t.Logf("%d sets of bases: %d groups, %d columns", sets, groups, columns)
	if groups < 100 || columns < 20 {
		t.Errorf("%d groups and %d columns among %d sets: the tables tell too little", groups, columns, sets)
	}
}
