package hex

import (
	"slices"
	"testing"
)

func hexesOf(us []Unit) [][]Hex {
	var out [][]Hex
	for _, u := range us {
		out = append(out, u.Hexes())
	}
	return out
}

// P20, spec §7.1, seed 001 L539-L543: forward into a front hex (a 2-hex
// unit translates by D(f) or D(f+1)); the cost is the larger of the hexes
// entered plus every hexside crossed, each half paying its own.
func TestForwardSteps(t *testing.T) {
	c := H(0, 0)
	for _, tc := range []struct {
		name string
		u    Unit
		want [][]Hex
	}{
		{"1-hex: H+D(f), H+D(f+1) [L539]", One(c, 2), [][]Hex{{nb(c, 2)}, {nb(c, 3)}}},
		{"2-hex: translated by D(f), D(f+1)", Two(c, 0), [][]Hex{{nb(c, 0), nb(nb(c, 5), 0)}, {nb(c, 1), nb(nb(c, 5), 1)}}},
		{"Column: the head across D(f-1), the tail behind it (A19)", Unit{L: c, R: nb(c, 5), Two: true, F: 0, Column: true}, [][]Hex{{nb(c, 5), nb(nb(c, 5), 5)}}},
		{"no facing", One(c, NoFacing), nil},
	} {
		if got := hexesOf(ForwardSteps(tc.u)); !slices.EqualFunc(got, tc.want, slices.Equal) {
			t.Errorf("%s: ForwardSteps = %v, want %v", tc.name, got, tc.want)
		}
	}
	m, h := testMap(t)
	woodsAt := h.Neighbor(0) // C of Two(h, 0)
	costs := Costs{
		Hex: func(x Hex) int {
			if x == woodsAt {
				return 2
			}
			return 1
		},
		Side: func(s Side, from, to Hex) int {
			if s.Kind == "hedge" {
				return 1
			}
			return 0
		},
	}
	two := Two(h, 0)
	if got, ok := m.StepCost(two, two.Translate(0), costs); !ok || got != 2 {
		t.Errorf("StepCost(2-hex into woods and clear) = %d %v, want max(2, 1) = 2 [L541]", got, ok)
	}
	mustSide(t, m, two.R, 0, hedge)
	if got, ok := m.StepCost(two, two.Translate(0), costs); !ok || got != 3 {
		t.Errorf("StepCost(+ a hedge crossed by R) = %d %v, want 3", got, ok)
	}
	mustSide(t, m, two.L, 0, hedge)
	if got, ok := m.StepCost(two, two.Translate(0), costs); !ok || got != 3 {
		t.Errorf("StepCost(hedges crossed by both halves side by side) = %d %v, want 3: the costlier once, neither half crossing before the other [L543]", got, ok)
	}
	col := two
	col.Column = true // head R, front hexside D5; the tail follows into R
	mustSide(t, m, col.L, 5, hedge)
	mustSide(t, m, col.R, 5, hedge)
	if got, ok := m.StepCost(col, col.Translate(5), costs); !ok || got != 3 {
		t.Errorf("StepCost(a Column's head and tail each crossing a hedge) = %d %v, want 1 + 1 + 1: the tail crosses after the head, each pays [L543]", got, ok)
	}
	if got, ok := m.StepCost(One(h, 0), One(h.Neighbor(1), 0), Costs{}); !ok || got != 1 {
		t.Errorf("StepCost(clear, no chart) = %d %v, want 1 (A34)", got, ok)
	}
	if _, ok := m.StepCost(One(h, 0), One(h.Add(H(2, 0)), 0), Costs{}); ok {
		t.Errorf("StepCost(not adjacent) ok")
	}
	edge := m.HexAt(0)
	if _, ok := m.StepCost(One(edge, 0), One(edge.Neighbor(3), 0), Costs{}); ok {
		t.Errorf("StepCost(off the map) ok")
	}
	if _, ok := m.StepCost(One(h, 0), One(h.Neighbor(0), 0), Costs{Hex: func(Hex) int { return -1 }}); ok {
		t.Errorf("StepCost(prohibited) ok")
	}
}

// P21-P25, spec §7.3 and §8, seed 001 L455-L463, L808-L812, L949.
func TestFacingMoves(t *testing.T) {
	c := H(0, 0)
	if u, err := Reface(One(c, 5), 1); err != nil || u.F != 0 {
		t.Errorf("Reface(V5, +1) = %v %v, want V0 [L455]", u.F, err)
	}
	if u, err := Reface(One(c, 0), -1); err != nil || u.F != 5 {
		t.Errorf("Reface(V0, -1) = %v %v, want V5", u.F, err)
	}
	if _, err := Reface(Two(c, 0), 1); err == nil {
		t.Errorf("Reface(2-hex) = nil error, want one [L457]")
	}
	if _, err := Reface(One(c, 0), 2); err == nil {
		t.Errorf("Reface(+2) = nil error")
	}
	if _, err := Reface(One(c, NoFacing), 1); err == nil {
		t.Errorf("Reface(no facing) = nil error")
	}

	// P22 [L457]: around L, R moves into C and f' = f+1; around R, L moves
	// into C and f' = f-1; the result is a legal domino.
	two := Two(c, 0)
	cf, _ := two.CentreFront()
	u, from, got, err := Pivot(two, true)
	if err != nil || u.L != c || u.R != cf || u.F != 1 || from != two.R || got != cf {
		t.Errorf("Pivot(around L) = %+v from %v into %v, %v; want {L, C} facing V1", u, from, got, err)
	}
	u, from, _, err = Pivot(two, false)
	if err != nil || u.L != cf || u.R != two.R || u.F != 5 || from != two.L {
		t.Errorf("Pivot(around R) = %+v from %v, %v; want {C, R} facing V5", u, from, err)
	}
	for f := Vertex(0); f < 6; f++ {
		for _, aroundL := range []bool{true, false} {
			u, _, _, _ := Pivot(Two(c, f), aroundL)
			if _, err := Domino(u.L, u.R, u.F); err != nil || u.R != u.L.Neighbor(u.F.D(-1)) {
				t.Errorf("Pivot(V%d, aroundL %v) = %+v, not a legal domino: %v", f, aroundL, u, err)
			}
		}
	}
	if _, _, _, err := Pivot(One(c, 0), true); err == nil {
		t.Errorf("Pivot(1-hex) = nil error")
	}
	m, h := testMap(t)
	if got, ok := m.PivotCost(Two(h, 0), true, Costs{}); !ok || got != 2 {
		t.Errorf("PivotCost(clear) = %d %v, want 1 + clear = 2 [L461]", got, ok)
	}

	// P23 [L463]: f+3; a 2-hex unit keeps its hexes and swaps L and R.
	if u := Countermarch(One(c, 1)); u.F != 4 || u.L != c {
		t.Errorf("Countermarch(1-hex V1) = %+v, want V4 in place", u)
	}
	u = Countermarch(two)
	if u.F != 3 || u.L != two.R || u.R != two.L || u.R != u.L.Neighbor(u.F.D(-1)) {
		t.Errorf("Countermarch(2-hex) = %+v, want L and R swapped, facing V3", u)
	}

	// P24 [L808], [L812]: into a rear hex keeping the facing.
	if got := hexesOf(StepBacks(One(c, 0))); !slices.EqualFunc(got, [][]Hex{{nb(c, 3)}, {nb(c, 4)}}, slices.Equal) {
		t.Errorf("StepBacks(1-hex) = %v, want its rear hexes", got)
	}
	for _, v := range StepBacks(two) {
		if v.F != 0 || v.R.Sub(v.L) != two.R.Sub(two.L) || UnitDist(v, two) != 0 && UnitDist(v, two) != 1 {
			t.Errorf("StepBacks(2-hex) gave %+v", v)
		}
	}

	// P25 [L949]: a flank hex, farther than point-blank from the battery.
	battery := c.Add(H(-2, 0))
	got2 := SideSteps(One(c, 0), battery, 2)
	if len(got2) != 1 || got2[0].L != nb(c, 5) || got2[0].F != 0 {
		t.Errorf("SideSteps = %+v, want only the right flank hex (the left one is 2 from the battery)", got2)
	}
	if got := SideSteps(Two(c, 0), battery, 2); got != nil {
		t.Errorf("SideSteps(2-hex) = %v, want none", got)
	}
}

// P28, spec §9.4, seed 001 L1133-L1137: advance into the vacated hexes,
// any direction, with an optional one-vertex turn; a 2-hex unit into a
// single vacated hex by a forced pivot.
func TestAdvanceOptions(t *testing.T) {
	c := H(0, 0)
	if got := AdvanceOptions(One(c, 0), []Hex{nb(c, 3)}); len(got) != 3 || got[0].L != nb(c, 3) || got[0].F != 0 || got[1].F != 1 || got[2].F != 5 {
		t.Errorf("AdvanceOptions(1-hex, behind it) = %+v, want 3 facings in the vacated hex", got)
	}
	if got := AdvanceOptions(One(c, 0), []Hex{c.Add(H(2, 0))}); len(got) != 0 {
		t.Errorf("AdvanceOptions(not adjacent) = %+v, want none", got)
	}
	two := Two(c, 0)
	front := two.Translate(0)
	got := AdvanceOptions(two, front.Hexes())
	if len(got) != 1 || got[0] != front {
		t.Errorf("AdvanceOptions(2-hex, two hexes vacated ahead) = %+v, want the translation", got)
	}
	cf, _ := two.CentreFront()
	got = AdvanceOptions(two, []Hex{cf})
	if len(got) != 2 {
		t.Errorf("AdvanceOptions(2-hex, only C vacated) = %+v, want the two forced pivots [L1135]", got)
	}
	for _, u := range got {
		if !u.Occupies(cf) {
			t.Errorf("forced pivot %+v does not enter C", u)
		}
	}
}

// P29, spec §9.3.4 and A14, seed 001 L1064, L1337: the last two hexes
// entered before contact are clear, nothing interrupted them, no reciprocal
// hexside was crossed in them.
func TestMomentum(t *testing.T) {
	m, c := testMap(t)
	start := One(c, 0)
	s1, s2, s3 := One(nb(c, 0), 0), One(nb(nb(c, 0), 0), 0), One(nb(nb(nb(c, 0), 0), 0), 0)
	steps := []MoveStep{{To: s1}, {To: s2}, {To: s3}}
	if !m.MomentumOK(start, steps, nil) {
		t.Errorf("MomentumOK(3 clear steps) = false")
	}
	if !m.MomentumOK(start, steps[:2], nil) {
		t.Errorf("MomentumOK(2 clear steps) = false")
	}
	if m.MomentumOK(start, steps[:1], nil) {
		t.Errorf("MomentumOK(1 step) = true, want two hexes [L1064]")
	}
	mustTerrain(t, m, s1.L, woods)
	if !m.MomentumOK(start, steps, nil) {
		t.Errorf("MomentumOK(woods 3 hexes back) = false, want only the last two to count (A14)")
	}
	if m.MomentumOK(start, steps[:2], nil) {
		t.Errorf("MomentumOK(woods in the last two) = true")
	}
	steps[2].Interrupted = true
	if m.MomentumOK(start, steps, nil) {
		t.Errorf("MomentumOK(fired during the last step) = true")
	}
	steps[2].Interrupted = false
	mustSide(t, m, s2.L, 0, Side{Kind: "stream", Flags: Reciprocal})
	if m.MomentumOK(start, steps, nil) {
		t.Errorf("MomentumOK(a stream crossed) = true, want false [L1337]")
	}
	turned := []MoveStep{{To: s1}, {To: One(s1.L, 1)}}
	if m.MomentumOK(start, turned, func(Hex) bool { return true }) {
		t.Errorf("MomentumOK(ending with a re-face) = true")
	}
}

// P30, spec §6.4, seed 001 L409-L413 and L967: the nearest visible enemy,
// friendly units transparent, not one adjacent to the front of another
// friendly unit; ties are the owner's choice; success is one hex closer.
func TestChargeTargets(t *testing.T) {
	m, c := testMap(t)
	u := One(c, 0)
	enemies := []Unit{
		One(c.Add(H(3, 0)), 3),  // 0: 3 away
		One(c.Add(H(0, 3)), 3),  // 1: 3 away
		One(c.Add(H(5, 0)), 3),  // 2: 5 away
		One(c.Add(H(-2, 0)), 0), // 3: 2 away, in front of a friend
	}
	friend := One(c.Add(H(-3, 0)), 0) // faces V0: its front hexes include c+(-2,0)
	if got := m.ChargeTargets(u, enemies, []Unit{friend}, Sight{}); !slices.Equal(got, []int{0, 1}) {
		t.Errorf("ChargeTargets = %v, want [0 1] (3 screened by the friend's front [L409], a tie)", got)
	}
	if got := m.ChargeTargets(u, enemies, nil, Sight{}); !slices.Equal(got, []int{3}) {
		t.Errorf("ChargeTargets without the friend = %v, want [3]", got)
	}
	s := blockAt(c.Add(H(1, 0)), c.Add(H(2, 0)), c.Add(H(0, 1)), c.Add(H(0, 2)))
	if got := m.ChargeTargets(u, enemies[:3], nil, s); !slices.Equal(got, []int{}) && len(got) != 0 {
		t.Errorf("ChargeTargets all hidden = %v, want none", got)
	}
	if !ChargeSucceeded(3, 2) || ChargeSucceeded(3, 3) {
		t.Errorf("ChargeSucceeded wrong at the boundary")
	}
}

// P33, spec §7.6, seed 001 L579-L581: not ending on a bridge hex nor
// straddling a bridge hexside. P34, spec §6.4 and A25, seed 001 L421.
func TestEndLegal(t *testing.T) {
	m, c := testMap(t)
	mustTerrain(t, m, nb(c, 0), Terrain{Kind: "bridge", Flags: BridgeHex})
	two := Two(c, 1) // R = c+D0
	if m.BridgeEndLegal(two) || m.BridgeEndLegal(One(nb(c, 0), 0)) {
		t.Errorf("BridgeEndLegal on a bridge hex = true")
	}
	if !m.BridgeEndLegal(One(c, 0)) {
		t.Errorf("BridgeEndLegal next to the bridge = false")
	}
	mustSide(t, m, c, 3, Side{Kind: "bridge", Flags: BridgeSide | Reciprocal})
	if m.BridgeEndLegal(Two(nb(c, 3), 1)) { // L = c+D3, R = L+D0 = c
		t.Errorf("BridgeEndLegal straddling a bridge hexside: want false")
	}

	start := Two(c, 0)
	enemy := []Unit{One(c.Add(H(5, 0)), 3)}
	for _, tc := range []struct {
		name string
		end  Unit
		want bool
	}{
		{"rotated in place", Two(c, 1), true},
		{"both halves 2 from the starting hexes (A25)", Two(c.Add(H(-1, 0)), 0).Translate(3), false},
		{"one half adjacent to a starting hex (A25)", Two(c.Add(H(-1, 0)), 1), true},
		{"stepped one hex back", start.Translate(3), true},
		{"two hexes away", start.Translate(3).Translate(3), false},
		{"next to an enemy [L421]", Two(c.Add(H(4, 0)), 1), false},
	} {
		if got := ReceiveChargeEndLegal(start, tc.end, enemy); got != tc.want {
			t.Errorf("ReceiveChargeEndLegal %s = %v, want %v", tc.name, got, tc.want)
		}
	}
}
