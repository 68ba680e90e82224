package hex

import "fmt"

// Costs are the terrain chart's movement costs, passed in (the chart is not
// printed in the text, spec §3.9): Hex is the MP to enter h, Side the extra
// MP to cross the hexside from `from` into the adjacent `to`; negative
// means prohibited. A nil function costs 1 per hex (clear, A34) and 0 per
// hexside.
type Costs struct {
	Hex  func(h Hex) int
	Side func(s Side, from, to Hex) int
}

func (c Costs) hex(h Hex) int {
	if c.Hex == nil {
		return 1
	}
	return c.Hex(h)
}

func (c Costs) side(m *Map, from, to Hex) int {
	if c.Side == nil {
		return 0
	}
	d, _ := from.DirTo(to)
	return c.Side(m.Side(from, d), from, to)
}

// ForwardSteps is P20 (7.1 [L539]): the positions a forward step may reach:
// a 1-hex unit into H+D(f) or H+D(f+1); a 2-hex unit in line translated by
// D(f) or D(f+1); a 2-hex Column's head across its front hexside D(f-1),
// the tail into the hex the head left (A19). None without a facing.
func ForwardSteps(u Unit) []Unit {
	switch {
	case u.F < 0:
		return nil
	case u.Two && u.Column:
		return []Unit{u.Translate(u.F.D(-1))}
	}
	return []Unit{u.Translate(u.F.D(0)), u.Translate(u.F.D(1))}
}

// StepCost is the MP of the step from `from` to `to` (P20, [L541],
// [L543]): the larger of the terrain costs of the hexes entered, plus the
// hexsides crossed. A 2-hex line's halves cross their hexsides side by
// side, neither before the other: it pays the costlier once (the reading
// Musket & Pike records, [L543] pays a hexside twice only when one half
// crosses it before the other). A Column's halves follow each other, so
// each pays its own (the tail crossing where the head crossed the step
// before pays that hexside again [L543]). false when a hex entered is off
// the map or a cost is prohibited.
func (m *Map) StepCost(from, to Unit, c Costs) (int, bool) {
	hexCost, sides, widest := 0, 0, 0
	fh, th := from.Hexes(), to.Hexes()
	if len(fh) != len(th) {
		return 0, false
	}
	for k := range th {
		a, b := fh[k], th[k]
		if a == b {
			continue
		}
		if !m.Contains(b) || Dist(a, b) != 1 {
			return 0, false
		}
		if !from.Occupies(b) {
			hc := c.hex(b)
			if hc < 0 {
				return 0, false
			}
			hexCost = max(hexCost, hc)
		}
		sc := c.side(m, a, b)
		if sc < 0 {
			return 0, false
		}
		sides, widest = sides+sc, max(widest, sc)
	}
	if from.Two && !from.Column {
		sides = widest // abreast [L543]
	}
	return hexCost + sides, true
}

// Facing-change costs printed in the text (spec §3.6, [L453-L469]).
const (
	RefaceCostLight  = 1 // one vertex, cavalry and light infantry [L455]
	RefaceCostHeavy  = 2 // one vertex, 1-hex heavy infantry [L456]
	PivotCostBase    = 1 // a 2-hex pivot, plus the terrain of C [L457], [L461]
	CountermarchCost = 2 // f+3 [L463]
)

// Reface is P21 (7.3 [L455-L456]): a 1-hex unit turned one vertex (k = +1
// counter-clockwise, -1 clockwise), for RefaceCostLight (cavalry, light
// infantry) or RefaceCostHeavy (1-hex heavy infantry) MP; which applies is
// the ruleset's (unit classes).
func Reface(u Unit, k int) (Unit, error) {
	if u.Two {
		return u, fmt.Errorf("hex: a 2-hex unit pivots, it cannot re-face in place")
	}
	if u.F < 0 {
		return u, fmt.Errorf("hex: the unit has no facing")
	}
	if k != 1 && k != -1 {
		return u, fmt.Errorf("hex: re-face by %d vertices, want +1 or -1", k)
	}
	u.F = u.F.Turn(k)
	return u, nil
}

// Pivot is P22 (7.3 [L457]): a 2-hex unit in line pivots forward around
// one half. Around L (aroundL) R moves into C and f' = f+1; around R, L
// moves into C and f' = f-1. It returns the new position, the half's hex
// left and C entered.
func Pivot(u Unit, aroundL bool) (to Unit, from, c Hex, err error) {
	cf, ok := u.CentreFront()
	if !ok {
		return u, Hex{}, Hex{}, fmt.Errorf("hex: only a 2-hex unit in line pivots")
	}
	if aroundL {
		return Two(u.L, u.F.Turn(1)), u.R, cf, nil
	}
	return Two(cf, u.F.Turn(-1)), u.L, cf, nil
}

// PivotCost is P22's cost (recommended reading): 1 MP plus the terrain cost
// of C plus the hexside crossed into C [L461].
func (m *Map) PivotCost(u Unit, aroundL bool, c Costs) (int, bool) {
	_, from, cf, err := Pivot(u, aroundL)
	if err != nil || !m.Contains(cf) {
		return 0, false
	}
	hc, sc := c.hex(cf), c.side(m, from, cf)
	if hc < 0 || sc < 0 {
		return 0, false
	}
	return PivotCostBase + hc + sc, true
}

// Countermarch is P23 (7.3 [L463]): f' = f+3 (CountermarchCost); a
// 2-hex unit keeps its hexes and swaps the roles of L and R.
func Countermarch(u Unit) Unit {
	if u.F < 0 {
		return u
	}
	u.F = u.F.Turn(3)
	if u.Two {
		u.L, u.R = u.R, u.L
	}
	return u
}

// StepBacks is P24 (Retire Fire [L808], [L812]): a 1-hex unit into one of
// its Rear hexes keeping its facing; a 2-hex unit translated by D(f+3) or
// D(f+4).
func StepBacks(u Unit) []Unit {
	if u.F < 0 || u.Column {
		return nil
	}
	return []Unit{u.Translate(u.F.D(3)), u.Translate(u.F.D(4))}
}

// SideSteps is P25 (cavalry evasion, 10.8.6 [L949]): a 1-hex unit into one
// of its Flank hexes keeping its facing, to a hex farther than pb from the
// firing battery.
func SideSteps(u Unit, battery Hex, pb int) []Unit {
	if u.Two || u.F < 0 {
		return nil
	}
	var out []Unit
	for _, d := range [2]Dir{u.F.D(-1), u.F.D(2)} {
		if v := u.Translate(d); Dist(v.L, battery) > pb {
			out = append(out, v)
		}
	}
	return out
}

// AdvanceOptions is P28 (11.4.6-8 [L1133-L1137]): where the victor a may
// advance after melee into the hexes vacated. A 1-hex unit: into any
// vacated hex adjacent to it, any direction, keeping its facing or turned
// one hexside (vertex) either way [L1133]. A 2-hex unit: translated so that
// it enters vacated hexes only (when two are vacated), or a forced pivot
// that puts one half into a single vacated hex [L1135-L1137].
func AdvanceOptions(a Unit, vacated []Hex) []Unit {
	var out []Unit
	has := func(h Hex) bool {
		for _, v := range vacated {
			if v == h {
				return true
			}
		}
		return false
	}
	if !a.Two {
		for _, v := range vacated {
			if Dist(a.L, v) != 1 {
				continue
			}
			for _, k := range [3]int{0, 1, -1} {
				u := a
				u.L, u.R = v, v
				if u.F >= 0 {
					u.F = u.F.Turn(k)
				} else if k != 0 {
					continue
				}
				out = append(out, u)
			}
		}
		return out
	}
	for d := Dir(0); d < 6; d++ {
		t := a.Translate(d)
		ok, any := true, false
		for _, h := range t.Hexes() {
			if a.Occupies(h) {
				continue
			}
			any = true
			ok = ok && has(h)
		}
		if ok && any {
			out = append(out, t)
		}
	}
	if len(out) == 0 && a.F >= 0 {
		for _, aroundL := range [2]bool{true, false} {
			if t, _, c, err := Pivot(a, aroundL); err == nil && has(c) {
				out = append(out, t)
			}
		}
	}
	return out
}

// MoveStep is one step of a move, for MomentumOK: the position after it and
// whether anything that cancels Momentum happened during it (a re-face, a
// fire, an evasion, a failed interception) [L1064].
type MoveStep struct {
	To          Unit
	Interrupted bool
}

// MomentumOK is P29 (11.3.6 [L1064], [L1337], reading A14): the last two
// steps before contact each entered only clear hexes (clear reports the
// terrain chart's "clear"; nil: the ClearHex flag), were not interrupted,
// and crossed no reciprocal hexside. start is the position before the move.
func (m *Map) MomentumOK(start Unit, steps []MoveStep, clear func(Hex) bool) bool {
	if len(steps) < 2 {
		return false
	}
	if clear == nil {
		clear = func(h Hex) bool { return m.Terrain(h).Flags&ClearHex != 0 }
	}
	for k := len(steps) - 2; k < len(steps); k++ {
		prev := start
		if k > 0 {
			prev = steps[k-1].To
		}
		st := steps[k]
		if st.Interrupted {
			return false
		}
		moved := false
		ph, th := prev.Hexes(), st.To.Hexes()
		if len(ph) != len(th) {
			return false
		}
		for i := range th {
			if th[i] == ph[i] {
				continue
			}
			moved = true
			if !prev.Occupies(th[i]) && !clear(th[i]) {
				return false
			}
			d, ok := ph[i].DirTo(th[i])
			if !ok || m.Side(ph[i], d).Flags&Reciprocal != 0 {
				return false
			}
		}
		if !moved {
			return false // a facing change is a re-face
		}
	}
	return true
}

// ChargeTargets is P30 (5.6.1 [L409-L413]): the enemies a unit with a
// Charge order must attack: those u sees (s: friendly units transparent
// [L967]), leaving out any adjacent to the front of another friendly unit
// (others), and of those the nearest by UnitDist. It returns their indices
// in enemies; several tie when the owner chooses.
func (m *Map) ChargeTargets(u Unit, enemies, others []Unit, s Sight) []int {
	var out []int
	best := -1
	for i, e := range enemies {
		screened := false
		for _, f := range others {
			if InFront(e, f) {
				screened = true
				break
			}
		}
		if screened || !m.SeesUnit(u, e, s) {
			continue
		}
		d := UnitDist(u, e)
		if best < 0 || d < best {
			best, out = d, out[:0]
		}
		if d == best {
			out = append(out, i)
		}
	}
	return out
}

// ChargeSucceeded is P30's test: the charge ends at least one hex closer to
// its target than it started, unitDist_end <= unitDist_start - 1.
func ChargeSucceeded(start, end int) bool { return end <= start-1 }

// BridgeEndLegal is P33 (7.4 [L579-L581]): no hex of u is a bridge hex and
// a 2-hex unit does not straddle a bridge hexside.
func (m *Map) BridgeEndLegal(u Unit) bool {
	for _, h := range u.Hexes() {
		if m.Terrain(h).Flags&BridgeHex != 0 {
			return false
		}
	}
	if u.Two {
		if d, ok := u.L.DirTo(u.R); ok && m.Side(u.L, d).Flags&BridgeSide != 0 {
			return false
		}
	}
	return true
}

// ReceiveChargeEndLegal is P34 (5.6.3 [L421], reading A25): after its move,
// at least one half of the unit is in or adjacent to one of its starting
// hexes, and neither half is adjacent to an enemy.
func ReceiveChargeEndLegal(start, end Unit, enemies []Unit) bool {
	near := false
	for _, h := range end.Hexes() {
		if start.HexDist(h) <= 1 {
			near = true
		}
		for _, e := range enemies {
			if e.HexDist(h) == 1 {
				return false
			}
		}
	}
	return near
}
