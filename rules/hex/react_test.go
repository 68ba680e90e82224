package hex

import "testing"

// P14, spec §8.4, seed 001 L668-L682 and L758: a non-artillery unit's
// Reaction Fire zone is its front and flank hexes; artillery's is its
// front arc to the range; LOS to the trigger is needed too.
func TestReactionFireZone(t *testing.T) {
	m, c := testMap(t)
	x := One(c, 0)
	for _, tc := range []struct {
		name  string
		art   bool
		rng   int
		e     Unit
		setup func()
		want  bool
	}{
		{"front hex [L671]", false, 0, One(nb(c, 0), 3), nil, true},
		{"flank hex [L671]", false, 0, One(nb(c, 2), 3), nil, true},
		{"rear hex", false, 0, One(nb(c, 3), 0), nil, false},
		{"two hexes ahead: not adjacent", false, 0, One(c.Add(H(2, -1)), 3), nil, false},
		{"a 2-hex trigger with one half in front", false, 0, Two(nb(c, 1), 0), nil, true},
		{"artillery: in the front arc at the range [L670]", true, 3, One(c.Add(H(3, 0)), 3), nil, true},
		{"artillery: one hex beyond the range", true, 3, One(c.Add(H(4, 0)), 3), nil, false},
		{"artillery: on the arc's edge (60°)", true, 3, One(c.Add(H(1, 1)), 3), nil, true},
		{"artillery: flank hex (90°)", true, 3, One(nb(c, 5), 3), nil, false},
		{"no LOS: a wall between [L682]", false, 0, One(nb(c, 0), 3), func() { mustSide(t, m, c, 0, wall) }, false},
	} {
		if tc.setup != nil {
			tc.setup()
		}
		if got := m.ReactionFireZone(x, tc.art, tc.rng, tc.e, Sight{}); got != tc.want {
			t.Errorf("%s: ReactionFireZone = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// P15-P17, spec §8.4 / 9.2.2-9.2.4, seed 001 L696, L704, L706.
func TestReactionTriggers(t *testing.T) {
	c := H(0, 0)
	x := One(c, 0)
	far := One(c.Add(H(-3, 0)), 0)
	for _, tc := range []struct {
		name     string
		from, to Unit
		maX, maE int
		want     bool
	}{
		{"into a flank hex, MA equal [L696]", far, One(nb(c, 2), 0), 4, 4, true},
		{"into a rear hex", far, One(nb(c, 3), 0), 4, 3, true},
		{"into a flank hex, faster enemy", far, One(nb(c, 2), 0), 4, 5, false},
		{"into a front hex", far, One(nb(c, 0), 3), 4, 4, false},
		{"from one rear hex into the other", One(nb(c, 3), 0), One(nb(c, 4), 0), 4, 4, true},
		{"staying in the rear hex (re-facing)", One(nb(c, 3), 0), One(nb(c, 3), 1), 4, 4, false},
	} {
		if got := RefaceTrigger(x, tc.from, tc.to, tc.maX, tc.maE); got != tc.want {
			t.Errorf("RefaceTrigger %s = %v, want %v", tc.name, got, tc.want)
		}
	}
	for _, tc := range []struct {
		name      string
		to        Unit
		may, must bool
	}{
		{"2 hexes ahead [L704]", One(c.Add(H(2, -1)), 3), true, false},
		{"3 hexes ahead", One(c.Add(H(3, 0)), 3), false, false},
		{"2 hexes out on the flank arc's edge (120°)", One(c.Add(H(-1, -1)), 3), true, false},
		{"adjacent flank hex", One(nb(c, 5), 3), true, false},
		{"into a rear hex: must [L704]", One(nb(c, 3), 0), true, true},
		{"2 hexes straight behind", One(c.Add(H(-2, 1)), 0), false, false},
	} {
		may, must := HedgehogTrigger(x, far, tc.to)
		if may != tc.may || must != tc.must {
			t.Errorf("HedgehogTrigger %s = %v, %v, want %v, %v", tc.name, may, must, tc.may, tc.must)
		}
	}
	for _, tc := range []struct {
		name     string
		e        Unit
		maX, maE int
		want     bool
	}{
		{"2 hexes away, slower [L706]", One(c.Add(H(2, 0)), 3), 5, 4, true},
		{"2 hexes away, equal MA", One(c.Add(H(-2, 0)), 3), 4, 4, true},
		{"3 hexes away", One(c.Add(H(3, 0)), 3), 5, 4, false},
		{"faster enemy", One(c.Add(H(1, 0)), 3), 4, 5, false},
	} {
		if got := WithdrawTrigger(x, tc.e, tc.maX, tc.maE); got != tc.want {
			t.Errorf("WithdrawTrigger %s = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// P18, spec §8.4 / 9.3, seed 001 L720-L726: within 4 hexes, in the front
// or flank arc, with LOS (enemy artillery blocks), and a path that closes
// in every step, affordable, allowed, and not through a blind zone.
func TestInterceptPath(t *testing.T) {
	one := func(from, to Hex) (int, bool) { return 1, true }
	for _, tc := range []struct {
		name  string
		e     Hex // relative to c, facing irrelevant
		mp    int
		step  func(from, to Hex) (int, bool)
		s     Sight
		ridge bool
		want  bool
		steps int
	}{
		{"4 hexes ahead, 3 MP [L720]", H(4, 0), 3, one, Sight{}, false, true, 3},
		{"4 hexes ahead, 2 MP", H(4, 0), 2, one, Sight{}, false, false, 0},
		{"5 hexes ahead", H(5, 0), 9, one, Sight{}, false, false, 0},
		{"already adjacent", H(1, 0), 0, one, Sight{}, false, true, 0},
		{"behind: outside the arc [L721]", H(-3, 0), 9, one, Sight{}, false, false, 0},
		{"enemy artillery blocks the LOS [L967]", H(4, 0), 9, one, blockAt(H(2, 0)), false, false, 0},
		{"every closing step refused (friendly units, [L604])", H(3, 0), 9, func(from, to Hex) (int, bool) { return 1, false }, Sight{}, false, false, 0},
		{"the only closing first step costs 3: 5 MP needed", H(4, 0), 4, nil, Sight{}, false, false, 0},
		{"the only closing first step costs 3, 5 MP", H(4, 0), 5, nil, Sight{}, false, true, 3},
		{"a blind zone across every path [L723]", H(4, 0), 9, one, Sight{}, true, false, 0},
	} {
		m, c := testMap(t)
		if tc.ridge {
			// A steep ridge between axial columns c.Q+1 (high) and c.Q+2.
			for r := -6; r <= 6; r++ {
				h := c.Add(H(1, r))
				mustSide(t, m, h, 0, Side{Slope: Steep, High: h})
				mustSide(t, m, h, 1, Side{Slope: Steep, High: h})
				for q := -3; q <= 1; q++ {
					mustTerrain(t, m, c.Add(H(q, r)), hill(1))
				}
			}
		}
		step := tc.step
		if step == nil {
			step = func(from, to Hex) (int, bool) {
				if to == c.Add(H(1, 0)) {
					return 3, true
				}
				return 1, true
			}
		}
		s := tc.s
		if s.Units != nil {
			rel := s.Units
			s.Units = func(h Hex) bool { return rel(h.Sub(c)) }
		}
		x, e := One(c, 0), One(c.Add(tc.e), 3)
		path, ok := m.InterceptPath(x, e, s, Intercept{MP: tc.mp, Step: step})
		if ok != tc.want || len(path) != tc.steps {
			t.Errorf("%s: InterceptPath = %v %v, want %v with %d steps", tc.name, path, ok, tc.want, tc.steps)
			continue
		}
		prev := c
		for _, h := range path {
			if Dist(prev, h) != 1 || e.HexDist(h) >= e.HexDist(prev) {
				t.Errorf("%s: path %v does not close in every step", tc.name, path)
			}
			prev = h
		}
		if ok && len(path) > 0 && e.HexDist(path[len(path)-1]) != 1 {
			t.Errorf("%s: path %v does not end adjacent to the enemy", tc.name, path)
		}
	}
	if _, ok := (&Map{}).InterceptPath(Two(H(0, 0), 0), One(H(2, 0), 0), Sight{}, Intercept{}); ok {
		t.Errorf("InterceptPath for a 2-hex unit = ok")
	}
}
