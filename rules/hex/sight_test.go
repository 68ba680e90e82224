package hex

import (
	"slices"
	"testing"
)

var (
	woods = Terrain{Kind: "woods", Flags: BlocksLOS}
	hedge = Side{Kind: "hedge", Flags: Reciprocal | SideBlocksLOS | CrestClear | StopsLOFAfter}
	wall  = Side{Kind: "wall", Flags: SideBlocksLOS} // a blocking hexside that is not reciprocal
	abat  = Side{Kind: "abatis", Flags: Reciprocal | SideBlocksLOS}
)

func hill(e int) Terrain { return Terrain{Kind: "hill", Elevation: e} }

type losCase struct {
	name  string
	setup func(m *Map, c Hex)
	a, b  Hex // relative to c (c.Add)
	s     Sight
	want  bool
}

func runLOS(t *testing.T, cases []losCase) {
	t.Helper()
	for _, tc := range cases {
		m, c := testMap(t)
		if tc.setup != nil {
			tc.setup(m, c)
		}
		s := tc.s
		if s.Units != nil {
			rel := s.Units
			s.Units = func(h Hex) bool { return rel(h.Sub(c)) }
		}
		a, b := c.Add(tc.a), c.Add(tc.b)
		if got := m.LOS(a, b, s); got != tc.want {
			t.Errorf("%s: LOS(%s, %s) = %v, want %v", tc.name, m.Label(a), m.Label(b), got, tc.want)
		}
		if got := m.LOS(b, a, s); got != tc.want {
			t.Errorf("%s: LOS reversed (%s, %s) = %v, want %v (reciprocal [L985])", tc.name, m.Label(b), m.Label(a), got, tc.want)
		}
	}
}

// P9, spec §8.10 / §12.3, seed 001 L963-L985: blocking units and terrain
// between the ends block; the ends themselves never do (sight goes into
// blocking terrain, not through it [L969]); a line along a hexside is
// blocked only if both hexes sharing it block [L983]; a hex higher than both
// ends always blocks [L969].
func TestLOS(t *testing.T) {
	d0 := func(k int) Hex { return Dir(0).Vec().Scale(k) }
	spine := H(4, -2) // two hexside runs: (1,-1)|(1,0) and (3,-2)|(3,-1); (2,-1) common
	terr := func(tr Terrain, hs ...Hex) func(*Map, Hex) {
		return func(m *Map, c Hex) {
			for _, h := range hs {
				mustTerrain(t, m, c.Add(h), tr)
			}
		}
	}
	runLOS(t, []losCase{
		{"open ground", nil, H(0, 0), d0(3), Sight{}, true},
		{"same hex", nil, H(0, 0), H(0, 0), blockAt(H(0, 0)), true},
		{"adjacent, both occupied", nil, H(0, 0), d0(1), blockAt(H(0, 0), d0(1)), true},
		{"a heavy unit between [L965]", nil, H(0, 0), d0(3), blockAt(d0(1)), false},
		{"units at the ends do not block", nil, H(0, 0), d0(3), blockAt(H(0, 0), d0(3)), true},
		{"no Units rule: units transparent", nil, H(0, 0), d0(3), Sight{}, true},
		{"woods between [L969]", terr(woods, d0(2)), H(0, 0), d0(3), Sight{}, false},
		{"into woods, not through [L969], [L979]", terr(woods, d0(3)), H(0, 0), d0(3), Sight{}, true},
		{"out of woods", terr(woods, H(0, 0)), H(0, 0), d0(3), Sight{}, true},
		{"along a hexside, one side blocked [L983]", nil, H(0, 0), spine, blockAt(H(1, -1)), true},
		{"along a hexside, the other side blocked", nil, H(0, 0), spine, blockAt(H(1, 0)), true},
		{"along a hexside, both sides blocked [L983]", nil, H(0, 0), spine, blockAt(H(1, -1), H(1, 0)), false},
		{"along a hexside, a unit and woods", terr(woods, H(1, 0)), H(0, 0), spine, blockAt(H(1, -1)), false},
		{"two runs, one side each", nil, H(0, 0), spine, blockAt(H(1, -1), H(3, -1)), true},
		{"the hex between the runs", nil, H(0, 0), spine, blockAt(H(2, -1)), false},
		{"through a vertex, the clipped corner blocked", nil, H(0, 0), H(5, -4), blockAt(H(2, -1)), true},
		{"through a vertex, both corners' hexes blocked", nil, H(0, 0), H(5, -4), blockAt(H(2, -1), H(1, -1)), false},
		{"a hill between, higher than both [L969]", terr(hill(1), d0(1)), H(0, 0), d0(3), Sight{}, false},
		{"a hill as high as the viewer", terr(hill(1), d0(1), H(0, 0)), H(0, 0), d0(3), Sight{}, true},
		{"a hill as high as the target", terr(hill(1), d0(1), d0(3)), H(0, 0), d0(3), Sight{}, true},
		{"a hill higher than both raised ends", terr(hill(2), d0(1)), H(0, 0), d0(3), Sight{}, false},
		{"on a plateau, equal heights", terr(hill(2), H(0, 0), d0(1), d0(2), d0(3)), H(0, 0), d0(3), Sight{}, true},
		{"a hill beside a hexside run", terr(hill(1), H(1, -1)), H(0, 0), spine, Sight{}, true},
		{"hills on both sides of a run", terr(hill(1), H(1, -1), H(1, 0)), H(0, 0), spine, Sight{}, false},
		{"a Terrain rule: woods lower than both do not block (GBoH)", func(m *Map, c Hex) {
			terr(hill(1), H(0, 0), d0(3))(m, c)
			terr(woods, d0(2))(m, c)
		}, H(0, 0), d0(3), Sight{Terrain: func(h Hex, t *Terrain) bool { return t.Flags&BlocksLOS != 0 && t.Elevation >= 1 }}, true},
	})
	// GBoH's rule names the firer (gboh-fantasy.md §8.5: higher than the
	// firer and at least as high as the target): LOSFrom traces from it.
	m, c := testMap(t)
	terr(hill(1), d0(1), d0(3))(m, c)
	gboh := Sight{Higher: func(x, v, t int) bool { return x > v && x >= t }}
	if got := m.LOSFrom(c, c.Add(d0(3)), gboh); got {
		t.Errorf("GBoH: LOSFrom(low firer, hill target) over a hill as high as the target = true, want false")
	}
	if got := m.LOSFrom(c.Add(d0(3)), c, gboh); !got {
		t.Errorf("GBoH: LOSFrom(hill firer, low target) = false, want true")
	}
}

// P11, spec §11.7, seed 001 L1336: a reciprocal hexside that blocks LOS
// still lets it into the hex just behind it, either way, but not beyond; a
// non-reciprocal blocking hexside blocks outright; a hexside grazed at its
// end (the line along the neighbouring hexside) blocks only one nudged
// line.
func TestLOSHexsides(t *testing.T) {
	d0 := func(k int) Hex { return Dir(0).Vec().Scale(k) }
	side := func(s Side, from Hex, d Dir) func(*Map, Hex) {
		return func(m *Map, c Hex) { mustSide(t, m, c.Add(from), d, s) }
	}
	both := func(f, g func(*Map, Hex)) func(*Map, Hex) { return func(m *Map, c Hex) { f(m, c); g(m, c) } }
	runLOS(t, []losCase{
		{"a hedge in the middle", side(hedge, d0(1), 0), H(0, 0), d0(3), Sight{}, false},
		{"a hedge on the target's side: the hex just behind [L1336]", side(hedge, d0(2), 0), H(0, 0), d0(3), Sight{}, true},
		{"a hedge on the viewer's side (either direction)", side(hedge, H(0, 0), 0), H(0, 0), d0(3), Sight{}, true},
		{"a hedge between adjacent hexes", side(hedge, H(0, 0), 0), H(0, 0), d0(1), Sight{}, true},
		{"a non-reciprocal blocking hexside next to the target", side(wall, d0(2), 0), H(0, 0), d0(3), Sight{}, false},
		{"a non-reciprocal blocking hexside between adjacent hexes", side(wall, H(0, 0), 0), H(0, 0), d0(1), Sight{}, false},
		{"a stream (reciprocal, not blocking)", side(Side{Kind: "stream", Flags: Reciprocal}, d0(1), 0), H(0, 0), d0(3), Sight{}, true},
		{"a hedge the line runs along", side(hedge, H(1, -1), 5), H(0, 0), H(4, -2), Sight{}, true},
		{"a hedge grazed at its end, one side", side(hedge, H(1, -1), 0), H(0, 0), H(4, -2), Sight{}, true},
		{"hedges grazed at their ends, both sides", both(side(hedge, H(1, -1), 0), side(hedge, H(1, 0), 1)), H(0, 0), H(4, -2), Sight{}, false},
	})
}

// steepAt puts a steep slope on hexside high/D(d), high side high, and the
// elevations: level 1 for hexes at or behind high along -D(d), 0 beyond.
func steepAt(t testing.TB, m *Map, high Hex, d Dir, hexes ...Hex) {
	mustSide(t, m, high, d, Side{Kind: "steep", Slope: Steep, High: high})
	for _, h := range hexes {
		mustTerrain(t, m, h, hill(1))
	}
}

// P10, spec §8.10 and A12, seed 001 L975-L977: below a steep slope the zone
// hidden from a higher viewer is 1 hex deep per hex between the viewer and
// the crest hex; a viewer on the crest has none; units in the zone do not
// block sight beyond it.
func TestBlindZone(t *testing.T) {
	// The crest: c+D0 (level 1) above c+2D0 (level 0); c and c-D0, c-2D0 are
	// on the plateau at level 1.
	d0 := func(k int) Hex { return Dir(0).Vec().Scale(k) }
	for _, tc := range []struct {
		name           string
		viewer, target int // along D0 from c
		blocker        int // a blocking unit there (0: none)
		blind, los     bool
	}{
		{"viewer on the crest: no blind zone (A12)", 1, 2, 0, false, true},
		{"1 hex from the slope: 1-hex zone [L975]", 0, 2, 0, true, false},
		{"1 hex from the slope: the next hex is seen", 0, 3, 0, false, true},
		{"2 hexes from the slope: 2-hex zone", -1, 3, 0, true, false},
		{"2 hexes from the slope: the third is seen", -1, 4, 0, false, true},
		{"a unit in the blind zone does not block beyond [L977]", 0, 3, 2, false, true},
		{"a unit beyond the blind zone blocks", -1, 5, 4, false, false},
		{"on the plateau", -1, 1, 0, false, true},
	} {
		m, c := testMap(t)
		steepAt(t, m, c.Add(d0(1)), 0, c.Add(d0(1)), c, c.Add(d0(-1)), c.Add(d0(-2)))
		v, x := c.Add(d0(tc.viewer)), c.Add(d0(tc.target))
		if got := m.Blind(v, x); got != tc.blind {
			t.Errorf("%s: Blind(%s, %s) = %v, want %v", tc.name, m.Label(v), m.Label(x), got, tc.blind)
		}
		var s Sight
		if tc.blocker != 0 {
			s = blockAt(c.Add(d0(tc.blocker)))
		}
		if got := m.LOS(v, x, s); got != tc.los {
			t.Errorf("%s: LOS(%s, %s) = %v, want %v", tc.name, m.Label(v), m.Label(x), got, tc.los)
		}
		if got := m.LOS(x, v, s); got != tc.los {
			t.Errorf("%s: LOS from below (%s, %s) = %v, want %v (traced from the higher [L985])", tc.name, m.Label(x), m.Label(v), got, tc.los)
		}
	}
}

// P10 on a split line (reading in doc.go): the line from c toward
// c+(2,-1) runs along the hexside (1,-1)|(1,0) and enters (2,-1) through
// their shared vertex; each nudged line crosses one of the two hexsides
// into (2,-1). The hex is blind only if both are steep.
func TestBlindZoneAtVertex(t *testing.T) {
	for _, tc := range []struct {
		name  string
		sides []Hex // upper hexes whose hexside into (2,-1) is steep
		want  bool
	}{
		{"both hexsides steep (a ridge corner)", []Hex{H(1, -1), H(1, 0)}, true},
		{"only the left one", []Hex{H(1, -1)}, false},
		{"only the right one", []Hex{H(1, 0)}, false},
	} {
		m, c := testMap(t)
		for _, h := range []Hex{{0, 0}, {1, -1}, {1, 0}} {
			mustTerrain(t, m, c.Add(h), hill(1))
		}
		for _, up := range tc.sides {
			d, _ := up.DirTo(H(2, -1))
			mustSide(t, m, c.Add(up), d, Side{Kind: "steep", Slope: Steep, High: c.Add(up)})
		}
		x := c.Add(H(2, -1))
		if got := m.Blind(c, x); got != tc.want {
			t.Errorf("%s: Blind = %v, want %v", tc.name, got, tc.want)
		}
		if got := m.LOS(c, x, Sight{}); got == tc.want {
			t.Errorf("%s: LOS = %v, want %v", tc.name, got, !tc.want)
		}
	}
}

// P11, seed 001 L979 and L1336: a viewer at the top of a steep slope
// ignores hedges and berms, and a whole-hex blocking feature hides only the
// hex just behind it.
func TestCrestViewer(t *testing.T) {
	d0 := func(k int) Hex { return Dir(0).Vec().Scale(k) }
	for _, tc := range []struct {
		name   string
		crest  bool
		side   *Side // on c+2D0 / D0
		woods  int   // woods at c+k·D0 (0: none)
		target int
		want   bool
	}{
		{"crest: a hedge never blocks [L1336]", true, &hedge, 0, 5, true},
		{"no crest: the hedge blocks", false, &hedge, 0, 5, false},
		{"crest: an abatis still blocks", true, &abat, 0, 5, false},
		{"crest: woods hide the hex just behind [L979]", true, nil, 2, 3, false},
		{"crest: woods do not hide the hex beyond", true, nil, 2, 4, true},
		{"no crest: woods hide everything beyond", false, nil, 2, 4, false},
	} {
		m, c := testMap(t)
		if tc.crest {
			// c is on top: a steep hexside c/D3 with c high, c at level 1.
			steepAt(t, m, c, 3, c)
		} else {
			mustTerrain(t, m, c, hill(1))
		}
		if tc.side != nil {
			mustSide(t, m, c.Add(d0(2)), 0, *tc.side)
		}
		if tc.woods != 0 {
			mustTerrain(t, m, c.Add(d0(tc.woods)), woods)
		}
		x := c.Add(d0(tc.target))
		if got := m.LOS(c, x, Sight{}); got != tc.want {
			t.Errorf("%s: LOS(%s, %s) = %v, want %v", tc.name, m.Label(c), m.Label(x), got, tc.want)
		}
	}
}

// P12, spec §8.9 and A27, seed 001 L935-L939: the point-blank line of fire
// goes through the target to the point-blank range, into a hex that blocks
// sight and no further, stops before a slope hexside, stops in the hex just
// behind a hedge, is not stopped by units, and along a hexside takes the
// side the firer picks for the whole ray.
func TestLOF(t *testing.T) {
	d0 := func(k int) Hex { return Dir(0).Vec().Scale(k) }
	rel := func(c Hex, hs []Hex) []Hex {
		out := make([]Hex, len(hs))
		for i, h := range hs {
			out[i] = h.Sub(c)
		}
		return out
	}
	for _, tc := range []struct {
		name   string
		setup  func(m *Map, c Hex)
		target Hex
		pb     int
		side   int
		want   []Hex
		choice bool
	}{
		{"open ground to the range", nil, d0(2), 4, 1, []Hex{d0(1), d0(2), d0(3), d0(4)}, false},
		{"the target at the range", nil, d0(2), 2, -1, []Hex{d0(1), d0(2)}, false},
		{"into woods and no further [L935]", func(m *Map, c Hex) { mustTerrain(t, m, c.Add(d0(2)), woods) }, d0(1), 4, 1, []Hex{d0(1), d0(2)}, false},
		{"stops before a gentle slope (A27)", func(m *Map, c Hex) {
			mustSide(t, m, c.Add(d0(2)), 0, Side{Slope: Gentle, High: c.Add(d0(3))})
		}, d0(1), 4, 1, []Hex{d0(1), d0(2)}, false},
		{"stops before a steep slope, downhill too", func(m *Map, c Hex) {
			mustSide(t, m, c.Add(d0(1)), 0, Side{Slope: Steep, High: c.Add(d0(1))})
		}, d0(1), 4, 1, []Hex{d0(1)}, false},
		{"into the hex behind a hedge and stops [L935]", func(m *Map, c Hex) { mustSide(t, m, c.Add(d0(1)), 0, hedge) }, d0(1), 4, 1, []Hex{d0(1), d0(2)}, false},
		{"a hill higher than both", func(m *Map, c Hex) { mustTerrain(t, m, c.Add(d0(3)), hill(1)) }, d0(1), 4, 1, []Hex{d0(1), d0(2), d0(3)}, false},
		{"along a hexside, the left-hand hexes [L939]", nil, H(2, -1), 4, 1, []Hex{H(1, -1), H(2, -1), H(3, -2), H(4, -2)}, true},
		{"along a hexside, the right-hand hexes", nil, H(2, -1), 4, -1, []Hex{H(1, 0), H(2, -1), H(3, -1), H(4, -2)}, true},
		{"a knight's move ray", nil, H(2, 1), 3, 1, []Hex{H(1, 0), H(1, 1), H(2, 1)}, false},
	} {
		m, c := testMap(t)
		if tc.setup != nil {
			tc.setup(m, c)
		}
		got := rel(c, m.LOF(c, c.Add(tc.target), tc.pb, tc.side, Sight{}))
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: LOF = %v, want %v", tc.name, got, tc.want)
		}
		if got := m.LOFChoice(c, c.Add(tc.target), tc.pb); got != tc.choice {
			t.Errorf("%s: LOFChoice = %v, want %v", tc.name, got, tc.choice)
		}
	}
	// The map's edge ends the ray.
	m, _ := testMap(t)
	a := m.MustLabel("0303")
	got := m.LOF(a, a.Neighbor(3), 5, 1, Sight{})
	if len(got) != 2 {
		t.Errorf("LOF to the map edge = %v, want 2 hexes", got)
	}
	if got := m.LOF(a, a, 3, 1, Sight{}); got != nil {
		t.Errorf("LOF at itself = %v, want none", got)
	}
}

// P13, seed 001 L969: artillery may not fire over a friendly unit, even one
// that does not block sight; along a hexside only when both sides hold one.
func TestFiresOverFriendly(t *testing.T) {
	m, c := testMap(t)
	d0 := Dir(0).Vec()
	for _, tc := range []struct {
		name     string
		target   Hex
		friendly []Hex
		want     bool
	}{
		{"a friend between", d0.Scale(3), []Hex{d0}, true},
		{"a friend at the target", d0.Scale(3), []Hex{d0.Scale(3)}, false},
		{"a friend with the guns", d0.Scale(3), []Hex{{}}, false},
		{"a friend beside a hexside run", H(4, -2), []Hex{H(1, 0)}, false},
		{"friends on both sides of a run", H(4, -2), []Hex{H(1, 0), H(1, -1)}, true},
		{"a friend off the line", d0.Scale(3), []Hex{H(1, 1)}, false},
	} {
		f := func(h Hex) bool { return slices.Contains(tc.friendly, h.Sub(c)) }
		if got := m.FiresOverFriendly(c, c.Add(tc.target), f); got != tc.want {
			t.Errorf("%s: FiresOverFriendly = %v, want %v", tc.name, got, tc.want)
		}
	}
}
