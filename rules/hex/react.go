package hex

// InFireZone is P14 for a non-artillery unit x: e occupies a hex of
// Front(x) ∪ Flank(x) [L671]. (LOS to the trigger is also needed [L682]:
// see ReactionFireZone.)
func InFireZone(x, e Unit) bool { return x.Front().any(e) || x.Flank().any(e) }

// InArtilleryZone is P14 for artillery x: a hex of e is in x's FrontArc and
// within rng hexes (the printed point-blank range, or the maximum range
// against a unit that fired) [L670], [L758].
func InArtilleryZone(x, e Unit, rng int) bool {
	for _, h := range e.Hexes() {
		if x.HexDist(h) <= rng && FrontArc(x, h) {
			return true
		}
	}
	return false
}

// ReactionFireZone is P14: e is in x's Reaction Fire zone (InFireZone, or
// InArtilleryZone with range rng when artillery) and x sees it [L668-L682].
func (m *Map) ReactionFireZone(x Unit, artillery bool, rng int, e Unit, s Sight) bool {
	if artillery {
		if !InArtilleryZone(x, e, rng) {
			return false
		}
	} else if !InFireZone(x, e) {
		return false
	}
	return m.SeesUnit(x, e, s)
}

// entered reports whether to occupies a hex of set that from did not.
func entered(set Set, from, to Unit) bool {
	for _, h := range to.Hexes() {
		if set.Has(h) && !from.Occupies(h) {
			return true
		}
	}
	return false
}

// RefaceTrigger is P15 (9.2.2 [L696]): e, stepping from `from` to `to`,
// enters a hex of Flank(x) ∪ Rear(x), and MA(e) <= MA(x) (both including
// formation effects, given by the caller).
func RefaceTrigger(x, from, to Unit, maX, maE int) bool {
	return maE <= maX && (entered(x.Flank(), from, to) || entered(x.Rear(), from, to))
}

// HedgehogTrigger is P16 (9.2.3 [L704]) for enemy cavalry stepping from
// `from` to `to`: may is true when a hex of `to` is within 2 hexes of x and
// in its FrontOrFlankArc (the optional attempt); must when it enters one of
// x's Rear hexes (not its flank hexes).
func HedgehogTrigger(x, from, to Unit) (may, must bool) {
	for _, h := range to.Hexes() {
		if x.HexDist(h) <= 2 && FrontOrFlankArc(x, h) {
			may = true
		}
	}
	must = entered(x.Rear(), from, to)
	return may || must, must
}

// WithdrawTrigger is P17 (9.2.4 [L706]): e spends MP (a move or a facing
// change) within 2 hexes of x, measured where e stands once the MP are
// spent (see doc.go), and MA(e) <= MA(x).
func WithdrawTrigger(x, eAfter Unit, maX, maE int) bool {
	return maE <= maX && UnitDist(x, eAfter) <= 2
}

// InterceptRange is the distance within which cavalry may intercept
// [L720].
const InterceptRange = 4

// Intercept is what an interception check needs that the map does not
// hold.
type Intercept struct {
	// MP is the interceptor's movement allowance left (including
	// formation effects).
	MP int
	// Step is the MP to step from `from` into the adjacent `to` (terrain
	// and hexside, from the terrain chart), and false when the interceptor
	// may not make that step: a hex it cannot enter, one with enemy
	// artillery [L744] or friendly non-artillery units [L604], [L734], or a
	// step whose formation hits it cannot take or that makes it stop
	// Formation Broken [L724].
	Step func(from, to Hex) (int, bool)
}

// InterceptPath is P18 (9.3 [L720-L726]): whether the 1-hex unit x may
// intercept the moving unit e. e must be within InterceptRange and in x's
// FrontOrFlankArc, x must see e (s: enemy artillery blocks [L967]), and there
// must be a path to a hex adjacent to e (none if x already is adjacent)
// along which every step gets strictly closer to e, costing at most p.MP,
// every step allowed by p.Step, through no hex in x's blind zones [L723],
// [L977]. The path returned is the cheapest (hexes entered, in order).
func (m *Map) InterceptPath(x, e Unit, s Sight, p Intercept) ([]Hex, bool) {
	if x.Two || UnitDist(x, e) > InterceptRange || !FrontOrFlankArcUnit(x, e) || !m.SeesUnit(x, e, s) {
		return nil, false
	}
	start := x.L
	d0 := e.HexDist(start)
	if d0 <= 1 {
		return nil, true
	}
	const inf = int32(1 << 30)
	var buf, pbuf [81]int32
	cost := newRegion(start, InterceptRange, inf, buf[:0])
	prev := newRegion(start, InterceptRange, -1, pbuf[:0])
	cost.v[cost.at(start)] = 0
	// Layers by distance to e: each step goes from layer d to d-1.
	var lb, nb [64]Hex
	layer, spare := append(lb[:0], start), nb[:0]
	for d := d0; d > 1; d-- {
		next := spare[:0]
		for _, h := range layer {
			ch := cost.v[cost.at(h)]
			for _, n := range h.Neighbors() {
				if e.HexDist(n) != d-1 || !m.Contains(n) || e.Occupies(n) {
					continue
				}
				k := cost.at(n)
				if k < 0 {
					continue
				}
				c, ok := p.Step(h, n)
				if !ok || c < 0 || int(ch)+c > p.MP {
					continue
				}
				if m.Blind(start, n) {
					continue
				}
				if cost.v[k] == inf {
					next = append(next, n)
				}
				if int32(int(ch)+c) < cost.v[k] {
					cost.v[k] = int32(int(ch) + c)
					prev.v[k] = int32(cost.at(h))
				}
			}
		}
		layer, spare = next, layer
		if len(layer) == 0 {
			return nil, false
		}
	}
	best := layer[0]
	for _, h := range layer[1:] {
		if cost.v[cost.at(h)] < cost.v[cost.at(best)] {
			best = h
		}
	}
	var path []Hex
	for k := cost.at(best); k >= 0 && k != cost.at(start); k = int(prev.v[k]) {
		q, r := k/cost.w-cost.r+start.Q, k%cost.w-cost.r+start.R
		path = append(path, Hex{q, r})
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path, true
}
