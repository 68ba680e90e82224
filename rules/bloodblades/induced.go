package bloodblades

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Induced moves (bnb.md §9.8, G46-G48): recoil, flee and pursuit, made on
// a state being built by Apply (a clone), in the order the combat needs
// them.

// induced carries what the induced moves of one combat resolution share.
type induced struct {
	c   Config
	s   *rules.State
	k   *cc                  // the close-combat picture before the resolution
	at  map[string]geom.Rect // every base's shape before the resolution
	evs []rules.Event
	sim bool // a simulation (T5): nothing is logged or removed
	// fixed are bases a recoil may neither pass through nor push: the
	// impetuous base a friend recoils to make way for [L1750].
	fixed map[string]bool
}

func newInduced(c Config, s *rules.State, k *cc) *induced {
	at := map[string]geom.Rect{}
	for i := range s.Table.Bases {
		at[s.Table.Bases[i].ID] = s.Table.Bases[i].Shape
	}
	return &induced{c: c, s: s, k: k, at: at}
}

func (m *induced) log(kind, base, text string) {
	if m.sim {
		return
	}
	side := 0
	unit := ""
	if b, ok := m.s.Base(base); ok {
		side, unit = b.Side, b.Unit
	} else if u, ok := m.unitOfLost(base); ok {
		side, unit = u.Side, u.ID
	}
	m.evs = append(m.evs, rules.Event{Kind: kind, Side: side, Unit: unit, Base: base, Text: text})
}

func (m *induced) unitOfLost(base string) (*rules.Unit, bool) {
	for i := range m.s.Units {
		for _, b := range m.s.Units[i].Bases {
			if b == base {
				return &m.s.Units[i], true
			}
		}
		if m.s.Units[i].ID+".1" == base {
			return &m.s.Units[i], true
		}
	}
	return nil, false
}

// name is "Assyrian Spear (Reg Sp(O), as-sp-1.1)".
func name(s *rules.State, id string) string {
	if u, ok := s.UnitOf(id); ok {
		return fmt.Sprintf("%s (%s)", u.Title(), troopOf(u))
	}
	return id
}

// lose removes base id as destroyed or spent (A56), recording it on its
// unit for the morale count (§10).
func (m *induced) lose(id string, r Result, why string) {
	if m.sim {
		removeBase(m.s, id, r)
		return
	}
	n := name(m.s, id)
	b, ok := m.s.Base(id)
	if !ok {
		return
	}
	side, unit := b.Side, b.Unit
	removeBase(m.s, id, r)
	m.evs = append(m.evs, rules.Event{Kind: "lost", Side: side, Unit: unit, Base: id, Text: fmt.Sprintf("%s is %s: %s", n, r, why)})
}

// removeBase takes base id off the table, marking its unit lost
// (stLost: 1 destroyed, 2 spent).
func removeBase(s *rules.State, id string, r Result) {
	b, ok := s.Base(id)
	if !ok {
		return
	}
	if u, ok := s.Unit(b.Unit); ok {
		for i, x := range u.Bases {
			if x == id {
				u.Bases = append(u.Bases[:i:i], u.Bases[i+1:]...)
				break
			}
		}
		v := lostDestroyed
		if r == Spent {
			v = lostSpent
		}
		u.SetStatus(stLost, v)
	}
	for i := range s.Table.Bases {
		if s.Table.Bases[i].ID == id {
			s.Table.Bases = append(s.Table.Bases[:i:i], s.Table.Bases[i+1:]...)
			break
		}
	}
}

// Per-unit loss status (§10): the base has left the table.
const (
	stLost        = "lost"
	lostDestroyed = 1
	lostSpent     = 2
)

// recoilResult is how a recoil went (G46).
type recoilResult struct {
	moved     float64 // cm
	complete  bool
	edgeOnly  bool // incomplete only because of a short table edge (not T5 [L2114])
	destroyed bool // removed on the way (off a long edge, flank or rear, El)
	why       string
}

func troopAt(s *rules.State, id string) Troop {
	u, _ := s.UnitOf(id)
	return troopOf(u)
}

// blocksTerrain is the terrain a base of troop t may not enter while
// recoiling, unless it already is partly in it [L2249]: impassable
// features.
func (m *induced) blocksTerrain(t Troop, r geom.Rect) func(f *table.Feature) bool {
	return func(f *table.Feature) bool {
		if straightBars(f, r) {
			return true // a river it may not cross in its direction [L844, L2245]
		}
		k, ok := categoryOf(m.c, t, f)
		if !ok || k != Impassable || Kinds[f.Kind].Bridge {
			return false
		}
		return table.AreaIn(r, f) <= table.AreaSlack
	}
}

// mayPassThrough reports whether a recoiling base may pass through friend
// f (§7.8, passProblem): "the whole move in GGo" [L1474] is read from
// where the recoil starts.
func (m *induced) mayPassThrough(id, friend string) bool {
	a, b := mustBase(m.s, id), mustBase(m.s, friend)
	t := troopAt(m.s, id)
	inGGo := worstCategory(m.c, m.s, t, a.Shape) == GGo
	_, why := passProblem(t, troopAt(m.s, friend), id, friend, a.Shape, b.Shape, true, m.k.engaged(friend), inGGo)
	return why == ""
}

// recoil moves base id straight back by dist (G46 [L2237-2276]) on m.s.
// pushed marks a base pushed by a recoiling friend: it may not pass
// through friends and pushes only friends it was group-connected with at
// the start [L2270-2274].
func (m *induced) recoil(id string, dist float64, pushed bool) recoilResult {
	b, ok := m.s.Base(id)
	if !ok {
		return recoilResult{complete: true}
	}
	return m.recoilAlong(id, b.Shape.Forward().Neg(), dist, pushed)
}

// pushable reports whether base id, recoiling, may push friend o: o faces
// its way, or o followed it in a column at the start (columnLink), whose
// bases count as facing one way when one recoils, each pushing the one
// after it through the bends [L1541-1543].
func (m *induced) pushable(id, o string) bool {
	return sameFacing(mustBase(m.s, id).Shape, mustBase(m.s, o).Shape) || m.columnNext(id, o)
}

// columnNext reports whether o stood directly behind id in a column,
// straight or broken, at the start (columnLink).
func (m *induced) columnNext(id, o string) bool {
	_, ok := columnLink(m.at[id], m.at[o])
	return ok
}

// linkedAtStart reports whether a pushed base id may push o further: the
// two were group-connected at the start [L2274], a broken column's bases
// being one group [L1541].
func (m *induced) linkedAtStart(id, o string) bool {
	return GroupConnected(m.at[id], m.at[o]) || m.columnNext(id, o)
}

// recoilAlong is recoil along back, the direction of the whole recoil:
// the recoiler's straight back, which the friends it pushes follow
// (pushed bases move along the recoiler's direction, so that a broken
// column's bases, read as facing one way [L1541], move as one).
func (m *induced) recoilAlong(id string, back geom.Vec, dist float64, pushed bool) recoilResult {
	t := troopAt(m.s, id)
	res := recoilResult{complete: true}
	remaining := dist
	for guard := 0; remaining > geom.Eps && guard < 64; guard++ {
		b := mustBase(m.s, id)
		f := table.Filter{Edges: true, Blocks: m.blocksTerrain(t, b.Shape),
			SkipBase: func(o *table.Base) bool { return o.ID == id }}
		encs := m.s.Table.Translate(b.Shape, back, remaining, f)
		if len(encs) == 0 {
			b.Shape.Center = b.Shape.Center.Add(back.Scale(remaining))
			res.moved += remaining
			return res
		}
		e := encs[0]
		step := math.Max(0, e.At)
		b.Shape.Center = b.Shape.Center.Add(back.Scale(step))
		res.moved += step
		remaining -= step
		switch {
		case e.Edge():
			end := b.Shape
			end.Center = end.Center.Add(back.Scale(remaining))
			if m.offLongEdge(end) {
				res.destroyed = true
				res.why = "it recoils off the table [L2239]"
				m.lose(id, Destroyed, res.why)
				return res
			}
			res.complete, res.edgeOnly = false, true
			res.why = "a short table edge stops it [L2250]"
			return res
		case e.Feature != "":
			res.complete = false
			res.why = "it cannot enter " + m.s.Describe(e.Obstacle) + " [L2249]"
			return res
		}
		o := mustBase(m.s, e.Base)
		ot := troopAt(m.s, o.ID)
		if o.Side != b.Side {
			if t.Type == "El" {
				m.lose(o.ID, Destroyed, fmt.Sprintf("%s recoils into it [L2264]", name(m.s, id)))
				if ot.Type == "El" {
					m.lose(id, Destroyed, "it recoils into an enemy El [L2264]")
					res.destroyed = true
					return res
				}
				continue
			}
			res.complete = false
			res.why = fmt.Sprintf("%s is in the way [L2245-2246]", name(m.s, o.ID))
			return res
		}
		// A friend.
		if m.fixed[o.ID] {
			res.complete = false
			res.why = fmt.Sprintf("%s, the impetuous base it makes way for, can be neither passed through nor pushed [L1750]", name(m.s, o.ID))
			return res
		}
		if !pushed && m.mayPassThrough(id, o.ID) {
			if d, ok := m.passBeyond(id, o.ID, back); ok {
				b.Shape.Center = b.Shape.Center.Add(back.Scale(d))
				res.moved += d
				m.log("recoil", id, fmt.Sprintf("%s passes through %s [L2254-2256]", name(m.s, id), name(m.s, o.ID)))
				return res
			}
		}
		if m.k.engaged(o.ID) {
			res.complete = false
			res.why = fmt.Sprintf("%s, a friend in close combat, can be neither passed through nor pushed [L2260]", name(m.s, o.ID))
			return res
		}
		switch {
		case t.Type == "El":
			m.lose(o.ID, Destroyed, fmt.Sprintf("the El %s recoiling would push it [L2264]", name(m.s, id)))
			continue
		case ot.Type == "El" && m.pushable(id, o.ID):
			m.lose(id, Destroyed, fmt.Sprintf("it would have to push the El %s [L2276]", name(m.s, o.ID)))
			res.destroyed = true
			return res
		}
		if !m.pushable(id, o.ID) || (pushed && !m.linkedAtStart(id, o.ID)) {
			res.complete = false
			res.why = fmt.Sprintf("%s can be neither passed through nor pushed [L2247]", name(m.s, o.ID))
			return res
		}
		pr := m.recoilAlong(o.ID, back, remaining, true)
		if pr.destroyed {
			m.log("recoil", o.ID, fmt.Sprintf("%s, pushed back, leaves the table [L2258]", name(m.s, o.ID)))
			continue
		}
		b = mustBase(m.s, id)
		b.Shape.Center = b.Shape.Center.Add(back.Scale(pr.moved))
		res.moved += pr.moved
		remaining -= pr.moved
		if !pr.complete {
			res.complete, res.edgeOnly = false, pr.edgeOnly
			res.why = fmt.Sprintf("it pushes %s back %s, not the whole way (%s) [L2258]", name(m.s, o.ID), m.c.mu(pr.moved), pr.why)
			return res
		}
		m.log("recoil", o.ID, fmt.Sprintf("%s is pushed back %s [L2268]", name(m.s, o.ID), m.c.mu(pr.moved)))
	}
	return res
}

// offLongEdge reports whether r goes past a long table edge (A45).
func (m *induced) offLongEdge(r geom.Rect) bool {
	w, h := m.s.Table.Width, m.s.Table.Height
	bb := r.Bounds()
	sides := bb.Min.X < -geom.Eps || bb.Max.X > w+geom.Eps // left, right: length h
	ends := bb.Min.Y < -geom.Eps || bb.Max.Y > h+geom.Eps  // top, bottom: length w
	return (sides && h >= w) || (ends && w >= h)
}

// passBeyond is how much farther (cm) base id must go along dir to end
// just beyond friend f, wholly past it [L2254], if the landing is clear
// and on the table and nothing but passable friends lies on the way.
func (m *induced) passBeyond(id, f string, dir geom.Vec) (float64, bool) {
	b, o := mustBase(m.s, id), mustBase(m.s, f)
	far := math.Inf(-1)
	for _, c := range o.Shape.Corners() {
		far = math.Max(far, c.Dot(dir))
	}
	d := far - b.Shape.Center.Dot(dir) + b.Shape.Depth/2 + eps
	if d <= 0 {
		return 0, false
	}
	end := b.Shape
	end.Center = end.Center.Add(dir.Scale(d))
	if !m.s.Table.OnTable(end) {
		return 0, false
	}
	skip := func(x *table.Base) bool { return x.ID == id }
	for _, e := range m.s.Table.Translate(b.Shape, dir, d, table.Filter{SkipBase: skip}) {
		if e.Base == "" || !m.mayPassThrough(id, e.Base) {
			return 0, false
		}
	}
	if len(m.s.Table.Overlaps(end, table.Filter{SkipBase: skip})) > 0 {
		return 0, false
	}
	return d, true
}

// recoilLoser makes the loser's recoil: a flanked or rear-attacked base
// is destroyed instead [L2241].
func (m *induced) recoilLoser(id string) recoilResult {
	if why, ok := m.cannotRecoil(id); ok {
		m.lose(id, Destroyed, why)
		return recoilResult{destroyed: true, why: why}
	}
	b := mustBase(m.s, id)
	r := m.recoil(id, b.Shape.Depth, false)
	if !r.destroyed {
		text := fmt.Sprintf("%s recoils %s", name(m.s, id), m.c.mu(r.moved))
		if !r.complete {
			text += ", not the whole way: " + r.why
		}
		m.log("recoil", id, text)
	}
	return r
}

// cannotRecoil reports why a base may not recoil: it is flanked, or
// attacked in the rear by an enemy whose principal opponent it is
// [L2241].
func (m *induced) cannotRecoil(id string) (string, bool) {
	a := mustBase(m.s, id)
	for _, z := range m.k.foes[id] {
		zb, ok := m.s.Base(z)
		if !ok {
			continue
		}
		if side, ok := FlankAttack(a.Shape, zb.Shape); ok {
			return fmt.Sprintf("it is flanked on its %s by %s and cannot recoil [L2241]", side, name(m.s, z)), true
		}
		if m.k.po[z] == id && rearContact(a.Shape, zb.Shape) {
			return fmt.Sprintf("it is attacked in the rear by %s and cannot recoil [L2241]", name(m.s, z)), true
		}
	}
	return "", false
}

// fullRecoil simulates base id's recoil on a copy (T5 [L2114], G46):
// whether it would be complete, a short table edge aside.
func fullRecoil(c Config, s *rules.State, k *cc, id string) (bool, string) {
	cp := s.Clone()
	m := newInduced(c, &cp, k)
	m.sim = true
	b := mustBase(&cp, id)
	r := m.recoil(id, b.Shape.Depth, false)
	return r.complete || r.edgeOnly || r.destroyed, r.why
}

// pursuitDistance is A25's reading (a) of [L2302]: the base's own depth,
// at most a base width (mounted) or half one (others); Hd their own depth.
func pursuitDistance(c Config, t Troop, depth float64) float64 {
	switch {
	case t.Type == "Hd":
		return depth
	case t.Is(Mounted):
		return math.Min(depth, c.Scale.Width)
	}
	return math.Min(depth, c.Scale.Width/2)
}

// pursue moves the winner straight ahead (G48 [L2302, L2323-2328]): it
// stops at the first base its front meets, the table edge, impassable
// terrain, a river it would enter at more than 45° from the
// perpendicular to its flow ([L844], straightBars), or — mounted not
// starting in DGo — DGo. An enemy it contacts then conforms when the
// text says so (§7.11 [L1695]).
func (m *induced) pursue(id string) {
	b, ok := m.s.Base(id)
	if !ok {
		return
	}
	u, _ := m.s.UnitOf(id)
	t := troopOf(u)
	d := pursuitDistance(m.c, t, b.Shape.Depth)
	startDGo := worstCategory(m.c, m.s, t, b.Shape) >= DGo
	f := table.Filter{Edges: true, SkipBase: func(o *table.Base) bool { return o.ID == id },
		Blocks: func(f *table.Feature) bool {
			if straightBars(f, b.Shape) {
				return true // a pursuit crosses a river at 45° at most [L844]
			}
			k, ok := categoryOf(m.c, t, f)
			if !ok || Kinds[f.Kind].Bridge {
				return false
			}
			return k == Impassable || (t.Is(Mounted) && !startDGo && k == DGo)
		}}
	why := ""
	if es := m.s.Table.Translate(b.Shape, b.Shape.Forward(), d, f); len(es) > 0 {
		d = math.Max(0, es[0].At)
		why = " (stopped by " + m.s.Describe(es[0].Obstacle) + ")"
	}
	b.Shape.Center = b.Shape.Center.Add(b.Shape.Forward().Scale(d))
	m.log("pursue", id, fmt.Sprintf("%s pursues %s straight ahead%s [L2302]", name(m.s, id), m.c.mu(d), why))
	if !m.sim {
		// A pursuit is a single base's move: of the conforming rules only
		// [L1695] follows it (conform.go).
		m.evs = append(m.evs, conformContacted(m.c, m.s, []string{id}, false)...)
	}
}

// worstCategory is the worst terrain category base shape r of troop t
// overlaps by more than table.AreaSlack (A50); roads, bridges and
// impassable features do not count.
func worstCategory(c Config, s *rules.State, t Troop, r geom.Rect) Category {
	worst := GGo
	for i := range s.Table.Features {
		f := &s.Table.Features[i]
		k, ok := categoryOf(c, t, f)
		if !ok || k == Impassable || k <= worst {
			continue
		}
		if table.AreaIn(r, f) > table.AreaSlack {
			worst = k
		}
	}
	return worst
}

// inKind reports whether r lies at least partly in a feature of kind.
func inKind(s *rules.State, r geom.Rect, kind string) bool {
	for i := range s.Table.Features {
		f := &s.Table.Features[i]
		if f.Kind == kind && table.AreaIn(r, f) > table.AreaSlack {
			return true
		}
	}
	return false
}
