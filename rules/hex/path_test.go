package hex

import (
	"slices"
	"testing"
)

// P19, spec §6.3 and A8, seed 001 L368: a line of communication of 2 hexes
// (3 for cavalry), as a path that avoids enemy units and impassable hexes;
// the chain through the wing's units to the WC.
func TestLOCPath(t *testing.T) {
	ring := H(0, 0).Neighbors()
	d0 := func(k int) Hex { return Dir(0).Vec().Scale(k) }
	for _, tc := range []struct {
		name    string
		to      Hex
		n       int
		enemy   []Hex
		impass  []Hex
		want    bool
		twoFrom bool
	}{
		{"2 hexes, range 2", d0(2), 2, nil, nil, true, false},
		{"3 hexes, range 2", d0(3), 2, nil, nil, false, false},
		{"3 hexes, cavalry range 3", d0(3), 3, nil, nil, true, false},
		{"adjacent", d0(1), 2, nil, nil, true, false},
		{"an enemy in the only 2-step path [L368]", d0(2), 2, []Hex{d0(1)}, nil, false, false},
		{"an enemy in the way, range 3: round it (A8, path length)", d0(2), 3, []Hex{d0(1)}, nil, true, false},
		{"impassable in the way [L368]", d0(2), 2, nil, []Hex{d0(1)}, false, false},
		{"an enemy at the end of a path does not matter", H(1, 1), 2, []Hex{H(1, 0)}, nil, true, false},
		{"enemies all round", d0(3), 3, ring[:], nil, false, false},
		{"from the nearer half of a 2-hex unit", H(0, 3), 2, nil, nil, true, true},
	} {
		m, c := testMap(t)
		for _, h := range tc.impass {
			mustTerrain(t, m, c.Add(h), Terrain{Kind: "lake", Flags: Impassable})
		}
		pass := func(h Hex) bool { return !slices.Contains(tc.enemy, h.Sub(c)) }
		u := One(c, 0)
		if tc.twoFrom {
			u = Two(c, 0) // R = c+D5 = c+(0,1): 2 from (0,3), L 3
		}
		if got := m.LOCPath(u, One(c.Add(tc.to), 0), tc.n, pass); got != tc.want {
			t.Errorf("%s: LOCPath = %v, want %v", tc.name, got, tc.want)
		}
	}
	// The chain: the WC 6 hexes east; units every 2 hexes trace to it; one
	// 3 hexes from the nearest is out, unless it is cavalry.
	m, c := testMap(t)
	wc := One(c.Add(d0(6)), 0)
	units := []Unit{One(c, 0), One(c.Add(d0(2)), 0), One(c.Add(d0(4)), 0), One(c.Add(H(-3, 3)), 0), One(c.Add(H(0, -3)), 0)}
	rng := []int{LOCOther, LOCOther, LOCOther, LOCOther, LOCCavalry}
	got := m.InCommand(units, rng, wc, nil)
	if want := []bool{true, true, true, false, true}; !slices.Equal(got, want) {
		t.Errorf("InCommand = %v, want %v", got, want)
	}
	// An enemy between the links breaks the chain there.
	got = m.InCommand(units[:3], rng[:3], wc, func(h Hex) bool { return h != c.Add(d0(3)) })
	if want := []bool{false, false, true}; !slices.Equal(got, want) {
		t.Errorf("InCommand with an enemy at 3 = %v, want %v", got, want)
	}
}

func southMap(t *testing.T) (*Map, Hex) {
	m, c := testMap(t)
	if err := m.SetEdge(0, m.BorderHexes(South)); err != nil {
		t.Fatal(err)
	}
	return m, c
}

// P26, spec §9.4, seed 001 L1117-L1127: never next to the enemy it fought;
// toward the friendly edge; least MP; never into friends (artillery
// excepted, the caller's Pass); a 2-hex unit translates.
func TestRetreatPaths(t *testing.T) {
	ring := H(0, 0).Neighbors()
	for _, tc := range []struct {
		name  string
		u     func(c Hex) Unit
		enemy []Hex
		cost  map[Hex]int
		block []Hex
		hexes int
		paths int
		edge  int // edge distance at the end
	}{
		{"2 hexes south, four ways", func(c Hex) Unit { return One(c, 1) }, []Hex{H(0, -1)}, nil, nil, 2, 4, 15},
		{"2 hexes south, the cheapest [L1121]", func(c Hex) Unit { return One(c, 1) }, []Hex{H(0, -1)}, map[Hex]int{H(0, 1): 3}, nil, 2, 2, 15},
		{"never next to the enemy [L1117]", func(c Hex) Unit { return One(c, 1) }, []Hex{H(-1, 0)}, nil, nil, 2, 2, 15},
		{"friends in the way [L1123]", func(c Hex) Unit { return One(c, 1) }, []Hex{H(0, -1)}, nil, []Hex{H(0, 1), H(-1, 1)}, 2, 1, 16},
		{"1 hex", func(c Hex) Unit { return One(c, 1) }, []Hex{H(0, -1)}, nil, nil, 1, 2, 16},
		{"surrounded: none", func(c Hex) Unit { return One(c, 1) }, []Hex{H(0, -1)}, nil, ring[:], 2, 0, 0},
		{"2-hex: translations only [L1127]", func(c Hex) Unit { return Two(c, 1) }, []Hex{H(0, -2)}, nil, nil, 2, 4, 15},
	} {
		m, c := southMap(t)
		u := tc.u(c)
		var enemy []Unit
		for _, h := range tc.enemy {
			enemy = append(enemy, One(c.Add(h), 4))
		}
		r := Retreat{Side: 0, Enemy: enemy, Hexes: tc.hexes,
			Cost: func(from, to Hex) int {
				if k, ok := tc.cost[to.Sub(c)]; ok {
					return k
				}
				return 1
			},
			Pass: func(h Hex) bool { return !slices.Contains(tc.block, h.Sub(c)) }}
		paths := m.RetreatPaths(u, r)
		if len(paths) != tc.paths {
			t.Errorf("%s: %d paths %v, want %d", tc.name, len(paths), paths, tc.paths)
			continue
		}
		for _, p := range paths {
			if len(p) != tc.hexes {
				t.Errorf("%s: path %v of %d hexes, want %d", tc.name, p, len(p), tc.hexes)
			}
			end := p[len(p)-1]
			if got := m.edgeDist(0, end); got != tc.edge {
				t.Errorf("%s: ends %d from the edge, want %d", tc.name, got, tc.edge)
			}
			for _, v := range p {
				for _, e := range enemy {
					if UnitDist(v, e) <= 1 {
						t.Errorf("%s: %v is next to the enemy", tc.name, v)
					}
				}
				if v.F != u.F || v.R.Sub(v.L) != u.R.Sub(u.L) {
					t.Errorf("%s: %v turned or pivoted", tc.name, v)
				}
			}
		}
	}
	m, c := southMap(t)
	all := c.Neighbors()
	r := Retreat{Hexes: 2, Pass: func(h Hex) bool { return !slices.Contains(all[:], h) }}
	if got := m.RetreatPaths(One(c, 0), r); len(got) != 0 {
		t.Errorf("surrounded by friends: RetreatPaths = %v, want none (Unable to Retreat)", got)
	}
}

// P27, spec §10.3 and A29, seed 001 L1283-L1293: the full MA toward the
// friendly edge by the path of least resistance, detours allowed; MP it
// cannot spend are returned.
func TestRoutPath(t *testing.T) {
	for _, tc := range []struct {
		name    string
		u       func(c Hex) Unit
		ma      int
		wall    bool // impassable row 13 except its last column
		block   bool // every neighbour blocked
		steps   int
		unspent int
		edge    int
	}{
		{"4 MP straight south", func(c Hex) Unit { return One(c, 0) }, 4, false, false, 4, 0, 13},
		{"a wall: detour toward the gap [L1285]", func(c Hex) Unit { return One(c, 0) }, 4, true, false, 4, 0, 17},
		{"boxed in: every MP unspent [L1293]", func(c Hex) Unit { return One(c, 0) }, 4, false, true, 0, 4, 17},
		{"a 2-hex unit translates (A29)", func(c Hex) Unit { return Two(c, 0) }, 3, false, false, 3, 0, 14},
	} {
		m, c := southMap(t)
		if tc.wall {
			for col := 0; col < m.Cols-1; col++ {
				mustTerrain(t, m, m.Parity.FromOffset(col, 13), Terrain{Kind: "lake", Flags: Impassable})
			}
		}
		u := tc.u(c)
		r := Rout{Side: 0, MA: tc.ma}
		if tc.block {
			r.Pass = func(h Hex) bool { return Dist(h, c) != 1 }
		}
		path, unspent := m.RoutPath(u, r)
		if len(path) != tc.steps || unspent != tc.unspent {
			t.Errorf("%s: RoutPath = %v, %d unspent, want %d steps, %d unspent", tc.name, path, unspent, tc.steps, tc.unspent)
			continue
		}
		end := u
		if len(path) > 0 {
			end = path[len(path)-1]
		}
		if got := m.edgeDist(0, end); tc.edge >= 0 && got > tc.edge {
			t.Errorf("%s: ends %d from the edge, want at most %d", tc.name, got, tc.edge)
		}
		if end.R.Sub(end.L) != u.R.Sub(u.L) {
			t.Errorf("%s: the unit pivoted", tc.name)
		}
	}
	// Two rows from the edge with 4 MP: it reaches the edge after 2 and the
	// rest is returned for the ruleset (leaving the map is its call).
	m, _ := southMap(t)
	h := m.Parity.FromOffset(10, 27)
	path, unspent := m.RoutPath(One(h, 0), Rout{Side: 0, MA: 4})
	if len(path) != 2 || unspent != 2 || !m.OnEdge(0, path[1].L) {
		t.Errorf("RoutPath near the edge = %v, %d, want 2 steps to the edge and 2 MP left", path, unspent)
	}
}

// P32, spec §6.7, seed 001 L585: the entry hex, or when enemy-blocked the
// nearest free hexes.
func TestEntryHexes(t *testing.T) {
	m, c := testMap(t)
	if got := m.EntryHexes(c, nil); !slices.Equal(got, []Hex{c}) {
		t.Errorf("EntryHexes(free) = %v, want the entry hex", got)
	}
	got := m.EntryHexes(c, func(h Hex) bool { return h != c && h != c.Neighbor(0) })
	if len(got) != 5 {
		t.Errorf("EntryHexes(blocked) = %v, want the 5 free neighbours", got)
	}
	corner := m.HexAt(0)
	got = m.EntryHexes(corner, func(h Hex) bool { return h != corner })
	for _, h := range got {
		if !m.Contains(h) || Dist(h, corner) != 1 {
			t.Errorf("EntryHexes(corner) gave %v", h)
		}
	}
	if len(got) == 0 || len(got) > 3 {
		t.Errorf("EntryHexes(corner) = %v, want its on-map neighbours", got)
	}
}

// TestRetreatPathsGoAway: a retreat of two hexes ends two hexes from
// where the unit stood when any path does ([L1109] "s'éloigner"), though
// a dog-leg (two hexes entered, one hex away) would end nearer the
// friendly edge [L1119]; the dog-leg is taken only when nothing else is
// left. The enemy stands west; friends hold the hexes south.
func TestRetreatPathsGoAway(t *testing.T) {
	m, c := southMap(t)
	u := One(c, 1)
	enemy := []Unit{One(c.Add(H(-1, 0)), 4)}
	for _, tc := range []struct {
		name  string
		block []Hex
		short bool // only dog-legs are left
	}{
		{"away rather than nearer the edge", []Hex{H(0, 2), H(-1, 2), H(1, 1)}, false},
		{"a dog-leg when nothing else is left", []Hex{H(0, 2), H(-1, 2), H(1, 1), H(2, 0), H(2, -1), H(2, -2), H(1, -2)}, true},
	} {
		r := Retreat{Side: 0, Enemy: enemy, Hexes: 2, Cost: func(from, to Hex) int { return 1 },
			Pass: func(h Hex) bool { return !slices.Contains(tc.block, h.Sub(c)) }}
		paths := m.RetreatPaths(u, r)
		if len(paths) == 0 {
			t.Fatalf("%s: no retreat", tc.name)
		}
		for _, p := range paths {
			end := p[len(p)-1]
			if short := UnitDist(u, end) < 2; short != tc.short {
				t.Errorf("%s: path %v ends %d hexes away", tc.name, p, UnitDist(u, end))
			}
			if !tc.short && m.edgeDist(0, end) <= m.edgeDist(0, One(c.Add(H(0, 1)), 1)) {
				t.Errorf("%s: %v ends no farther from the edge than the dog-leg to %v: the case tests nothing", tc.name, end, c.Add(H(0, 1)))
			}
		}
	}
}
