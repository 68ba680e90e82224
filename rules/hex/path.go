package hex

import (
	"container/heap"
	"slices"
)

// LOC ranges [L368]: cavalry trace their line of communication over 3
// hexes, every other unit over 2.
const (
	LOCCavalry = 3
	LOCOther   = 2
)

// LOCPath is P19 (5.4.2 [L368], reading A8: path length): a path of at most
// n steps from a hex of u to a hex of to, every hex entered before the last
// on the map, not Impassable and passable by pass (no enemy unit; nil: all).
func (m *Map) LOCPath(u, to Unit, n int, pass func(Hex) bool) bool {
	if UnitDist(u, to) > n {
		return false
	}
	if UnitDist(u, to) == 0 {
		return true
	}
	var buf [256]int32
	seen := newRegion(u.L, n+1, 0, buf[:0])
	var fb, nb [64]Hex
	front, spare := fb[:0], nb[:0]
	for _, h := range u.Hexes() {
		seen.v[seen.at(h)] = 1
		front = append(front, h)
	}
	for step := 1; step <= n; step++ {
		next := spare[:0]
		for _, h := range front {
			for _, x := range h.Neighbors() {
				if to.Occupies(x) {
					return true
				}
				k := seen.at(x)
				if k < 0 || seen.v[k] != 0 {
					continue
				}
				seen.v[k] = 1
				if step == n || to.HexDist(x) > n-step {
					continue
				}
				if i, ok := m.Index(x); !ok || m.terrain[i].Flags&Impassable != 0 || (pass != nil && !pass(x)) {
					continue
				}
				next = append(next, x)
			}
		}
		front, spare = next, front
	}
	return false
}

// InCommand is the LOC chain of P19 (5.4.2 [L368]): which of a wing's units
// are in command. Unit i traces over rng[i] hexes (LOCCavalry or LOCOther)
// to the wing commander wc or to a unit of the wing that is itself in
// command (each hop uses the tracing unit's own range, A8). Leave out
// Disabled or Captured artillery before calling.
func (m *Map) InCommand(units []Unit, rng []int, wc Unit, pass func(Hex) bool) []bool {
	in := make([]bool, len(units))
	var queue []int
	for i, u := range units {
		if m.LOCPath(u, wc, rng[i], pass) {
			in[i] = true
			queue = append(queue, i)
		}
	}
	for len(queue) > 0 {
		j := queue[0]
		queue = queue[1:]
		for i, u := range units {
			if !in[i] && m.LOCPath(u, units[j], rng[i], pass) {
				in[i] = true
				queue = append(queue, i)
			}
		}
	}
	return in
}

// Translate is u moved by d, both halves together.
func (u Unit) Translate(d Dir) Unit {
	u.L, u.R = u.L.Neighbor(d), u.R.Neighbor(d)
	return u
}

// Cost is a movement cost from the terrain chart, passed in: the MP to
// step from `from` into the adjacent `to` (the hex and the hexside crossed),
// negative when the step is not allowed.
type Cost func(from, to Hex) int

// stepCost is the cost of translating u by d: the larger of the two halves'
// costs for 2-hex units [L541] (each half's cost including its own hexside),
// or -1.
func stepCost(m *Map, u Unit, d Dir, cost Cost, pass func(Hex) bool) int {
	worst := 0
	for _, h := range u.Hexes() {
		n := h.Neighbor(d)
		if i, ok := m.Index(n); !ok || m.terrain[i].Flags&Impassable != 0 {
			return -1
		}
		if !u.Occupies(n) && pass != nil && !pass(n) {
			return -1
		}
		c := 1
		if cost != nil {
			c = cost(h, n)
		}
		if c < 0 {
			return -1
		}
		worst = max(worst, c)
	}
	return worst
}

// edgeDist is the unit's least EdgeDist.
func (m *Map) edgeDist(side int, u Unit) int {
	d := m.EdgeDist(side, u.L)
	if u.Two {
		if e := m.EdgeDist(side, u.R); e >= 0 && (d < 0 || e < d) {
			d = e
		}
	}
	return d
}

// Retreat is what a retreat needs that the map does not hold.
type Retreat struct {
	Side  int    // whose friendly map edge (Map.SetEdge)
	Enemy []Unit // the enemy units it was in melee with [L1117]
	Hexes int    // 1 or 2 [L1105]
	Cost  Cost   // MP per step (terrain chart); nil: 1 per hex
	// Pass reports whether the unit may retreat into h: no friendly unit
	// except artillery, which it disables [L1123]; never an enemy. nil: all.
	Pass func(h Hex) bool
}

// RetreatPaths is P26 (11.4 [L1117-L1127]): the retreats of exactly
// r.Hexes hexes that enter no hex adjacent to r.Enemy, never re-enter a hex
// the unit has held, and, among those, end r.Hexes hexes from where the
// unit stood when any does (a retreat of two hexes takes the unit two
// hexes away, [L1109] "s'éloigner"; a dog-leg, two hexes entered and one
// hex away, only when nothing else is left), then end nearest (hex
// distance) to the friendly edge [L1119], then cost the fewest MP [L1121]. A 2-hex unit
// translates and never pivots [L1127]; the facing is kept. Every path is
// the unit's positions after each hex; several paths tie when the owner
// may choose. None: the unit cannot retreat the full distance (the
// "Unable to Retreat" table).
func (m *Map) RetreatPaths(u Unit, r Retreat) [][]Unit {
	type cand struct {
		path       []Unit
		short      bool // a dog-leg: it ends nearer than r.Hexes
		edge, cost int
	}
	better := func(a, b cand) bool {
		switch {
		case a.short != b.short:
			return !a.short
		case a.edge != b.edge:
			return a.edge < b.edge
		}
		return a.cost < b.cost
	}
	if r.Hexes < 1 || r.Hexes > 2 {
		return nil // a retreat is 1 or 2 hexes; any other count would search every path of the map
	}
	var best []cand
	var rec func(cur Unit, path []Unit, cost int)
	rec = func(cur Unit, path []Unit, cost int) {
		if len(path) == r.Hexes {
			c := cand{slices.Clone(path), UnitDist(u, cur) < r.Hexes, m.edgeDist(r.Side, cur), cost}
			if len(best) == 0 || better(c, best[0]) {
				best = best[:0]
			}
			if len(best) == 0 || !better(best[0], c) {
				best = append(best, c)
			}
			return
		}
	dirs:
		for d := Dir(0); d < 6; d++ {
			next := cur.Translate(d)
			for _, h := range next.Hexes() {
				if u.Occupies(h) {
					continue dirs
				}
				for _, p := range path {
					if p.Occupies(h) {
						continue dirs
					}
				}
				for _, e := range r.Enemy {
					if e.HexDist(h) <= 1 {
						continue dirs
					}
				}
			}
			c := stepCost(m, cur, d, r.Cost, r.Pass)
			if c < 0 {
				continue
			}
			rec(next, append(path, next), cost+c)
		}
	}
	rec(u, nil, 0)
	out := make([][]Unit, len(best))
	for i, c := range best {
		out[i] = c.path
	}
	return out
}

// Rout is what a rout move needs that the map does not hold.
type Rout struct {
	Side int  // whose friendly map edge
	MA   int  // the full movement allowance to spend [L1285]
	Cost Cost // MP per step; nil: 1 per hex
	// Pass reports whether the unit may move through h (nil: all); a
	// router stops where it cannot go on [L1293].
	Pass func(h Hex) bool
}

type pqItem struct{ cost, i int32 }

type pq []pqItem

func (q pq) Len() int { return len(q) }
func (q pq) Less(i, j int) bool {
	return q[i].cost < q[j].cost || (q[i].cost == q[j].cost && q[i].i < q[j].i)
}
func (q pq) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *pq) Push(x any)   { *q = append(*q, x.(pqItem)) }
func (q *pq) Pop() any {
	old := *q
	x := old[len(old)-1]
	*q = old[:len(old)-1]
	return x
}

// RoutPath is P27 (13.4 [L1283-L1293]): the router's path of least
// resistance toward its friendly edge, detours allowed: the cheapest path
// (Dijkstra over r.Cost) to the nearest-reachable friendly edge hex or, when
// no edge hex can be reached, to the reachable hex nearest the edge. The
// unit follows it while its MA lasts. It returns the hexes entered (the
// positions after each step) and the MP it could not spend (each costs a
// combat point [L1293]); a 2-hex unit translates and never pivots (A29).
func (m *Map) RoutPath(u Unit, r Rout) (path []Unit, unspent int) {
	n := m.Len()
	const inf = int32(1 << 30)
	cost := make([]int32, n)
	prev := make([]int32, n)
	for i := range cost {
		cost[i], prev[i] = inf, -1
	}
	axis := u.R.Sub(u.L)
	at := func(l Hex) Unit { v := u; v.L, v.R = l, l.Add(axis); return v }
	s, ok := m.Index(u.L)
	if !ok {
		return nil, r.MA
	}
	cost[s] = 0
	q := &pq{}
	heap.Push(q, pqItem{0, int32(s)})
	bestI, bestE := s, m.edgeDist(r.Side, u)
	for q.Len() > 0 {
		it := heap.Pop(q).(pqItem)
		i := it.i
		if it.cost > cost[i] {
			continue
		}
		cur := at(m.HexAt(int(i)))
		if e := m.edgeDist(r.Side, cur); e >= 0 && (e < bestE || (e == bestE && cost[i] < cost[bestI])) {
			bestI, bestE = int(i), e
		}
		if bestE == 0 && cost[i] > cost[bestI] {
			break
		}
		for d := Dir(0); d < 6; d++ {
			c := stepCost(m, cur, d, r.Cost, r.Pass)
			if c < 0 {
				continue
			}
			nx := cur.Translate(d)
			j, ok := m.Index(nx.L)
			if !ok {
				continue
			}
			if nc := cost[i] + int32(c); nc < cost[j] {
				cost[j], prev[j] = nc, i
				heap.Push(q, pqItem{nc, int32(j)})
			}
		}
	}
	var rev []int
	for k := bestI; k != s; k = int(prev[k]) {
		rev = append(rev, k)
	}
	spent := 0
	for k := len(rev) - 1; k >= 0; k-- {
		step := int(cost[rev[k]]) - spent
		if int(cost[rev[k]]) > r.MA {
			break
		}
		spent += step
		path = append(path, at(m.HexAt(rev[k])))
	}
	return path, r.MA - spent
}

// EntryHexes is P32 (6.3 [L585]): the scenario's entry hex when free;
// otherwise the nearest free hexes on the map (ties: the owner chooses).
func (m *Map) EntryHexes(entry Hex, free func(Hex) bool) []Hex {
	var ring []Hex
	for k := 0; k < m.Cols+m.Rows; k++ {
		var out []Hex
		ring = Ring(ring[:0], entry, k)
		for _, h := range ring {
			if m.Contains(h) && (free == nil || free(h)) {
				out = append(out, h)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return nil
}
