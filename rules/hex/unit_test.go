package hex

import (
	"fmt"
	"slices"
	"testing"
)

func sorted(hs []Hex) []Hex {
	out := slices.Clone(hs)
	slices.SortFunc(out, func(a, b Hex) int {
		if a.Q != b.Q {
			return a.Q - b.Q
		}
		return a.R - b.R
	})
	return out
}

func sameSet(a, b []Hex) bool { return slices.Equal(sorted(a), sorted(b)) }

func nb(c Hex, d int) Hex { return c.Neighbor(Dir(d)) }

// Facing sets, spec §12.2, seed 001 L447 ("deux hexagones frontaux, deux
// hexagones de flanc, et deux hexagones arrières ... trois hexagones
// frontaux, deux de flanc, et trois arrières").
func TestFacingSets(t *testing.T) {
	c := H(3, 4)
	one := One(c, 0)
	two := Two(c, 0) // R = c+D5
	ring := c.Neighbors()
	for _, tc := range []struct {
		name string
		got  Set
		want []Hex
	}{
		{"1-hex Front = {H+D(f), H+D(f+1)}", one.Front(), []Hex{nb(c, 0), nb(c, 1)}},
		{"1-hex Flank = {H+D(f-1), H+D(f+2)}", one.Flank(), []Hex{nb(c, 5), nb(c, 2)}},
		{"1-hex Rear = {H+D(f+3), H+D(f+4)}", one.Rear(), []Hex{nb(c, 3), nb(c, 4)}},
		{"2-hex Front = {L+D(f+1), C, R+D(f)}", two.Front(), []Hex{nb(c, 1), nb(c, 0), nb(nb(c, 5), 0)}},
		{"2-hex Flank = {L+D(f+2), R+D(f-1)}", two.Flank(), []Hex{nb(c, 2), nb(nb(c, 5), 5)}},
		{"2-hex Rear = {L+D(f+3), Cr, R+D(f+4)}", two.Rear(), []Hex{nb(c, 3), nb(c, 4), nb(nb(c, 5), 4)}},
		{"no facing: no front", One(c, NoFacing).Front(), nil},
		{"all round: every neighbour is front [L1093]", Unit{L: c, R: c, F: 2, AllRound: true}.Front(), ring[:]},
		{"all round: no flank", Unit{L: c, R: c, F: 2, AllRound: true}.Flank(), nil},
		{"all round: no rear", Unit{L: c, R: c, F: 2, AllRound: true}.Rear(), nil},
		{"Column: the head's front hexside D(f-1) [L519]", Unit{L: c, R: nb(c, 5), Two: true, F: 0, Column: true}.Front(), []Hex{nb(nb(c, 5), 5)}},
		{"L's fire hexes {C, L+D(f+1), L+D(f+2)} [L774]", two.FireHexes(two.L), []Hex{nb(c, 0), nb(c, 1), nb(c, 2)}},
		{"R's fire hexes {C, R+D(f), R+D(f-1)}", two.FireHexes(two.R), []Hex{nb(c, 0), nb(nb(c, 5), 0), nb(nb(c, 5), 5)}},
		{"1-hex fire hexes: front and flank [L774]", one.FireHexes(c), []Hex{nb(c, 0), nb(c, 1), nb(c, 5), nb(c, 2)}},
		{"L's salvo hexes [L854]", two.SalvoHexes(two.L), []Hex{nb(c, 0), nb(c, 1)}},
		{"R's salvo hexes", two.SalvoHexes(two.R), []Hex{nb(c, 0), nb(nb(c, 5), 0)}},
		{"fire hexes of a hex not the unit's", two.FireHexes(H(0, 0)), nil},
		{"2-hex without facing: 8 neighbours", Unit{L: c, R: nb(c, 1), Two: true, F: NoFacing}.Neighbours(), []Hex{nb(c, 0), nb(c, 2), nb(c, 3), nb(c, 4), nb(c, 5), nb(nb(c, 1), 0), nb(nb(c, 1), 1), nb(nb(c, 1), 2)}},
	} {
		if !sameSet(tc.got.Hexes(), tc.want) {
			t.Errorf("%s = %v, want %v", tc.name, tc.got.Hexes(), tc.want)
		}
	}
	// Every facing: the sets are disjoint, 2+2+2 or 3+2+3, and their union is
	// the neighbours; C = L+D(f) = R+D(f+1), Cr = L+D(f+4) = R+D(f+3).
	for f := Vertex(0); f < 6; f++ {
		for _, u := range []Unit{One(c, f), Two(c, f)} {
			fr, fl, re := u.Front(), u.Flank(), u.Rear()
			all := slices.Concat(fr.Hexes(), fl.Hexes(), re.Hexes())
			want := 6
			if u.Two {
				want = 8
				if cf, _ := u.CentreFront(); cf != u.R.Neighbor(f.D(1)) {
					t.Errorf("f=%d: C = %v, want R+D(f+1) = %v", f, cf, u.R.Neighbor(f.D(1)))
				}
				if cr, _ := u.CentreRear(); cr != u.R.Neighbor(f.D(3)) {
					t.Errorf("f=%d: Cr = %v, want R+D(f+3) = %v", f, cr, u.R.Neighbor(f.D(3)))
				}
			}
			if len(all) != want || len(sorted(all)) != len(slices.Compact(sorted(all))) {
				t.Errorf("f=%d two=%v: front+flank+rear = %v, want %d distinct hexes", f, u.Two, all, want)
			}
			n := u.Neighbours()
			if !sameSet(n.Hexes(), all) {
				t.Errorf("f=%d two=%v: Neighbours = %v, want %v", f, u.Two, n.Hexes(), all)
			}
			for _, h := range all {
				if u.HexDist(h) != 1 || u.Occupies(h) {
					t.Errorf("f=%d: %v is not adjacent to the unit", f, h)
				}
			}
		}
	}
}

// The 2-hex footprint (spec §12.1): R = L + D(f-1); a domino along D(a)
// may face a+1 (L first) or a+4 (L and R swapped).
func TestDomino(t *testing.T) {
	a := H(2, 2)
	for k := Dir(0); k < 6; k++ {
		b := a.Neighbor(k)
		for f := Vertex(0); f < 6; f++ {
			u, err := Domino(a, b, f)
			switch f {
			case Vertex(k).Turn(1):
				if err != nil || u.L != a || u.R != b {
					t.Errorf("Domino(a, a+D%d, V%d) = %+v, %v, want L = a", k, f, u, err)
				}
			case Vertex(k).Turn(4):
				if err != nil || u.L != b || u.R != a {
					t.Errorf("Domino(a, a+D%d, V%d) = %+v, %v, want L = b", k, f, u, err)
				}
			default:
				if err == nil {
					t.Errorf("Domino(a, a+D%d, V%d) = %+v, want an error", k, f, u)
				}
			}
		}
	}
	_, err := Domino(a, a.Neighbor(0), 0)
	if want := "hex: a 2-hex unit along D0 facing V0, want V1 or V4"; fmt.Sprint(err) != want {
		t.Errorf("Domino error = %v, want %s", err, want)
	}
	if _, err := Domino(a, H(9, 9), 0); err == nil {
		t.Errorf("Domino(not adjacent) = nil error")
	}
}

// P2-P5, spec §12.3: unitDist is the least distance between the units'
// hexes; adjacent is unitDist 1; in front/flank/rear is occupying a hex of
// the set [L999], [L1093]; centre-front is C of a 2-hex unit [L1003].
func TestUnitRelations(t *testing.T) {
	c := H(0, 0)
	u := Two(c, 0) // L = c, R = c+D5, C = c+D0
	for _, tc := range []struct {
		name                    string
		v                       Unit
		dist                    int
		adj, front, flank, rear bool
		centre                  bool
	}{
		{"in C", One(nb(c, 0), 3), 1, true, true, false, false, true},
		{"in L's outer front hex", One(nb(c, 1), 3), 1, true, true, false, false, false},
		{"in R's front hex", One(nb(nb(c, 5), 0), 3), 1, true, true, false, false, false},
		{"2-hex with one half in C", Two(nb(c, 0), 1), 1, true, true, false, false, true},
		{"left flank", One(nb(c, 2), 0), 1, true, false, true, false, false},
		{"right flank", One(nb(nb(c, 5), 5), 0), 1, true, false, true, false, false},
		{"centre rear", One(nb(c, 4), 0), 1, true, false, false, true, false},
		{"two away", One(nb(nb(c, 0), 0), 0), 2, false, false, false, false, false},
		{"2-hex two away, nearest halves", Two(H(2, 0), 0), 2, false, false, false, false, false},
	} {
		if got := UnitDist(u, tc.v); got != tc.dist {
			t.Errorf("%s: UnitDist = %d, want %d", tc.name, got, tc.dist)
		}
		if got := UnitDist(tc.v, u); got != tc.dist {
			t.Errorf("%s: UnitDist reversed = %d, want %d", tc.name, got, tc.dist)
		}
		if got := Adjacent(u, tc.v); got != tc.adj {
			t.Errorf("%s: Adjacent = %v, want %v", tc.name, got, tc.adj)
		}
		if got := InFront(tc.v, u); got != tc.front {
			t.Errorf("%s: InFront = %v, want %v", tc.name, got, tc.front)
		}
		if got := InFlank(tc.v, u); got != tc.flank {
			t.Errorf("%s: InFlank = %v, want %v", tc.name, got, tc.flank)
		}
		if got := InRear(tc.v, u); got != tc.rear {
			t.Errorf("%s: InRear = %v, want %v", tc.name, got, tc.rear)
		}
		if got := InCentreFront(tc.v, u); got != tc.centre {
			t.Errorf("%s: InCentreFront = %v, want %v", tc.name, got, tc.centre)
		}
	}
	if InCentreFront(One(nb(c, 0), 0), One(c, 0)) {
		t.Errorf("InCentreFront of a 1-hex unit = true, want false")
	}
	if !InRange(c, H(3, 0), 3) || InRange(c, H(3, 1), 3) {
		t.Errorf("InRange (P8, [L772]) wrong at the range boundary")
	}
}

// P6 and P7 (reading A11, spec §12.3): the front arc is within 60 degrees of
// the facing vertex, the front-or-flank arc within 120, boundaries
// included: adjacent front hexes at 30, flank at 90, rear at 150; the hex
// straight along V(f±1) lies exactly on the front arc's edge and the one
// along V(f±2) on the front-or-flank arc's.
func TestArcs(t *testing.T) {
	c := H(0, 0)
	u := One(c, 0)
	for _, tc := range []struct {
		name          string
		h             Hex
		front, ffarcs bool
	}{
		{"front hex D0 (30°)", nb(c, 0), true, true},
		{"front hex D1 (30°)", nb(c, 1), true, true},
		{"straight ahead, V0 (0°)", c.Add(H(2, -1)), true, true},
		{"along V5: 60°, the edge, included", c.Add(H(1, 1)), true, true},
		{"along V1: 60°, the edge, included", c.Add(H(1, -2)), true, true},
		{"just outside 60° (the hex beyond the V5 spine's side)", c.Add(H(1, 2)), false, true},
		{"flank hex D5 (90°)", nb(c, 5), false, true},
		{"flank hex D2 (90°)", nb(c, 2), false, true},
		{"along V2: 120°, the edge, included", c.Add(H(-1, -1)), false, true},
		{"along V4: 120°, the edge", c.Add(H(-1, 2)), false, true},
		{"rear hex D3 (150°)", nb(c, 3), false, false},
		{"rear hex D4 (150°)", nb(c, 4), false, false},
		{"straight behind, V3 (180°)", c.Add(H(-2, 1)), false, false},
		{"its own hex", c, false, false},
	} {
		if got := FrontArc(u, tc.h); got != tc.front {
			t.Errorf("%s: FrontArc(%v) = %v, want %v", tc.name, tc.h, got, tc.front)
		}
		if got := FrontOrFlankArc(u, tc.h); got != tc.ffarcs {
			t.Errorf("%s: FrontOrFlankArc(%v) = %v, want %v", tc.name, tc.h, got, tc.ffarcs)
		}
	}
	// A 2-hex unit: the union over its halves.
	two := Two(c, 0) // R = c+D5
	if !FrontArc(two, nb(nb(c, 5), 0)) || !FrontArc(two, nb(c, 1)) || FrontArc(two, nb(c, 2)) {
		t.Errorf("FrontArc of a 2-hex unit: want its three front hexes in, the left flank out")
	}
	if FrontArc(One(c, NoFacing), nb(c, 0)) {
		t.Errorf("FrontArc without facing = true")
	}
}
