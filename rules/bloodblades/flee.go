package bloodblades

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// The flight (bnb.md §9.8 "Flee", G47 [L2284-2298]): recoil, about-face,
// then straight ahead the full allowance, through the friends §7.8 lets
// it pass, the other friends in its way agglomerated behind it [L2290]
// (A34 (b), fleefile.go), around the enemies in the way [L2291-2294]
// and, mounted, around the DGo [L2296-2298].

// FleeAvoidMU is how far from an enemy (or the DGo a mounted base
// avoids) a fleeing base must be when it pivots to avoid it [L2291].
const FleeAvoidMU = 2

// fleeAvoidStep is the step (cm) in which the point of the avoiding pivot
// is looked for, going back from where the enemy is met: a millimetre.
const fleeAvoidStep = 0.1

// flee makes the loser flee (G47 [L2286-2298]): recoil, about-face, then
// straight ahead its full allowance (run); a wader, in a river off a
// bridge when it must flee, is spent instead [L848].
func (m *induced) flee(id string) {
	if m.spentWading(id) {
		return
	}
	if r := m.recoilLoser(id); !r.destroyed {
		m.run(id)
	}
}

// run is the flight after its recoil (G47 [L2288-2298]): about-face,
// then straight ahead the full allowance (planRun). A mounted base not in
// DGo at the start of the induced move avoids the DGo as it avoids
// enemies when it can, its run planned with the DGo counting as enemy
// bases [L2296-2298]; when it cannot, it runs as if it had not chosen to
// (which would destroy it [L2292]), so the rules make the choice only
// where it keeps the base out of the DGo (doc.go).
func (m *induced) run(id string) {
	if m.spentWading(id) {
		return
	}
	b := mustBase(m.s, id)
	b.Shape.Facing = geom.NormAngle(b.Shape.Facing + math.Pi)
	u, _ := m.s.UnitOf(id)
	if !m.sim {
		u.SetStatus(stFled, 1) // a Bw that has fled may not shoot [L1795]
	}
	if m.mayAvoidDGo(id) {
		if p := m.planRun(id, fleeRules{carry: true, dgo: true}); p.blocked == nil && !p.dgoBlocked {
			m.makeRun(id, p)
			return
		}
	}
	m.makeRun(id, m.planRun(id, fleeRules{carry: true}))
}

// fleeRules are the ways a flight's run may be planned.
type fleeRules struct {
	// carry: friends it may not pass through are agglomerated behind it
	// [L2290] (A34 (b)); else they stop it in contact (A34 (a)).
	carry bool
	// dgo: the DGo counts as enemy bases [L2296-2298].
	dgo bool
}

// fleePlan is a flight's run as the rules plan it, before it is made.
type fleePlan struct {
	start   geom.Rect // after the about-face
	dist    float64   // its full allowance (cm)
	end     geom.Rect
	first   float64 // cm straight ahead: the whole run, or up to the pivot
	turn    float64 // the avoiding pivot (radians), 0 when none
	avoided string  // what the pivot avoids, in words
	rest    float64 // cm straight ahead after the pivot
	passed  []string
	carried []string    // friends agglomerated behind it, in the order met
	file    []geom.Rect // where they go, in that order (fleefile.go)
	stop    string      // what stopped it, in words; "" when it ran its allowance
	// blocked is the hostile base it can neither pass nor avoid: it is
	// destroyed [L2292].
	blocked *table.Encounter
	// dgoBlocked: the DGo it would treat as enemy bases cannot be avoided.
	dgoBlocked bool
	// noFile says why the friends it met could not be agglomerated behind
	// it, so that they stop it (A34 (a)).
	noFile string
}

// planRun plans the run of fleeing base id, as it stands after its
// about-face. Friends it may not pass through are agglomerated behind it
// when they fit there (A34 (b)); when they do not, the run is planned
// again with them stopping it (A34 (a)).
func (m *induced) planRun(id string, o fleeRules) fleePlan {
	p := m.planOnce(id, o)
	if len(p.carried) == 0 || p.blocked != nil || p.dgoBlocked {
		return p
	}
	file, why := m.fileBehind(id, p.end, p.carried)
	if why == "" {
		p.file = file
		return p
	}
	o.carry = false
	q := m.planOnce(id, o)
	q.noFile = why
	return q
}

// planOnce is the run by o: straight ahead (fleeLeg), or around the
// hostile base or DGo it meets (planAvoid).
func (m *induced) planOnce(id string, o fleeRules) fleePlan {
	start := mustBase(m.s, id).Shape
	p := fleePlan{start: start, dist: m.fleeAllowance(id, o.dgo)}
	leg := m.fleeLeg(id, start, p.dist, o, nil)
	if leg.hit && m.threat(id, leg.e, o) {
		return m.planAvoid(id, p, leg, o)
	}
	p.end, p.first, p.passed, p.carried = forwardBy(start, leg.d), leg.d, leg.passed, leg.carriedIDs()
	if leg.hit {
		p.stop = m.s.Describe(leg.e.Obstacle)
	}
	return p
}

// forwardBy is r moved d cm straight ahead.
func forwardBy(r geom.Rect, d float64) geom.Rect {
	r.Center = r.Center.Add(r.Forward().Scale(d))
	return r
}

// makeRun makes the run planned: the base ends where p says with the
// friends agglomerated behind it, or is destroyed when it could not
// avoid a hostile base [L2292].
func (m *induced) makeRun(id string, p fleePlan) {
	if p.blocked != nil {
		m.destroyFleeing(id, p.start, p.dist, *p.blocked)
		return
	}
	mustBase(m.s, id).Shape = p.end
	for i, f := range p.carried {
		mustBase(m.s, f).Shape = p.file[i]
	}
	var b strings.Builder
	if p.turn == 0 {
		fmt.Fprintf(&b, "%s about-faces and flees %s%s", name(m.s, id), m.c.mu(p.first), m.through(p.passed))
	} else {
		fmt.Fprintf(&b, "%s about-faces and flees, pivoting %.0f° after %s to avoid %s, then %s%s",
			name(m.s, id), geom.Deg(math.Abs(p.turn)), m.c.mu(p.first), p.avoided, m.c.mu(p.rest), m.through(p.passed))
	}
	if p.stop != "" {
		fmt.Fprintf(&b, " (stopped by %s)", p.stop)
	}
	if len(p.carried) > 0 {
		fmt.Fprintf(&b, ", %s agglomerated behind it in the order met [L2290] (A34 (b))", names(m.s, p.carried))
	}
	if p.noFile != "" {
		fmt.Fprintf(&b, "; the friends in its way cannot be agglomerated behind it (%s), so they stop it (A34 (a))", p.noFile)
	}
	rule := " [L2288]"
	if p.turn != 0 {
		rule = " [L2291]"
	}
	m.log("flee", id, b.String()+rule)
	for _, f := range p.carried {
		m.log("agglomerated", f, fmt.Sprintf("%s, in the way of the fleeing %s, is placed directly behind it, keeping its facing [L2290] (A34 (b))", name(m.s, f), name(m.s, id)))
	}
}

// spentWading spends base id, which must flee, when it is a wader, in
// a river off a bridge [L848]: before its flight's recoil, or after it,
// when the recoil took it into a river (a wader may not about-face). It
// reports whether it did.
func (m *induced) spentWading(id string) bool {
	if !wader(m.s, mustBase(m.s, id).Shape) {
		return false
	}
	m.lose(id, Spent, "a wader that must flee is spent instead [L848]")
	return true
}

// fleeAllowance is the full allowance (cm) of base id going straight
// ahead from where it stands, by the terrain it crosses and the stop rule
// (Table 6.1, G28 [L2288]); with outOfDGo, by the terrain it crosses
// when it keeps out of the DGo, avoided [L2296-2298].
func (m *induced) fleeAllowance(id string, outOfDGo bool) float64 {
	b := mustBase(m.s, id)
	u, _ := m.s.UnitOf(id)
	t := troopOf(u)
	row := moveRow(m.c, u, t)
	far := m.c.Cm(row[colGGo] + 1)
	ahead := geom.Path{b.Shape.Pose(), {Pos: b.Shape.Center.Add(b.Shape.Forward().Scale(far)), Facing: b.Shape.Facing}}
	s := m.s
	if outOfDGo {
		cp := *m.s
		cp.Table.Features = slices.DeleteFunc(slices.Clone(m.s.Table.Features), func(f table.Feature) bool { return m.isDGo(t, &f) })
		s = &cp
	}
	return terrainAllowance(m.c, s, u, b, ahead, func(q geom.Path) float64 { return travel(b.Shape, q) }).reach()
}

// hostile reports whether base o is an obstacle a fleeing base id must
// avoid: an enemy, or a friend in close combat [L2294].
func (m *induced) hostile(id, o string) bool {
	return mustBase(m.s, o).Side != mustBase(m.s, id).Side || m.k.engaged(o)
}

// fleeLegRun is one straight part of a run: how far it goes, the
// obstacle that stops it (hit false when none), the friends it passes
// through and those it carries, each in the order met.
type fleeLegRun struct {
	d       float64
	e       table.Encounter
	hit     bool
	passed  []string
	carried []metFriend
}

// metFriend is a friend a run meets, at cm along it.
type metFriend struct {
	id string
	at float64
}

func (l fleeLegRun) carriedIDs() []string {
	var out []string
	for _, c := range l.carried {
		out = append(out, c.id)
	}
	return out
}

// fleeLeg is the straight run of fleeing base id from pose r for up to
// dist cm [L2288-2290], the bases in lifted (agglomerated already) out of
// the way. A friend the run meets is passed through when §7.8 allows it
// (mayFleeThrough) and the base can end wholly beyond it within dist (G32
// [L1479]); else, by o.carry, it is carried to be agglomerated behind the
// base (A34 (b)) or it stops the run in contact (A34 (a)), as every other
// obstacle does.
func (m *induced) fleeLeg(id string, r geom.Rect, dist float64, o fleeRules, lifted []string) fleeLegRun {
	var run fleeLegRun
	refused := map[string]bool{}
	for {
		skip := slices.Concat(lifted, run.passed, run.carriedIDs())
		encs := m.s.Table.Translate(r, r.Forward(), dist, m.fleeFilter(id, r, skip, o))
		if len(encs) > 0 && m.mayFleeThrough(id, r, dist, encs[0], refused) {
			run.passed = append(run.passed, encs[0].Base)
			continue
		}
		if len(encs) > 0 && o.carry && m.carriable(id, encs[0]) {
			run.carried = append(run.carried, metFriend{id: encs[0].Base, at: math.Max(0, encs[0].At)})
			continue
		}
		run.d, run.e, run.hit = dist, table.Encounter{}, false
		if len(encs) > 0 {
			run.d, run.e, run.hit = math.Max(0, encs[0].At), encs[0], true
		}
		if i := notBeyond(m, forwardBy(r, run.d), r.Center, run.passed); i >= 0 {
			refused[run.passed[i]] = true // it cannot end beyond that friend: the friend stops it
			run.passed = run.passed[:i]
			continue
		}
		slices.SortStableFunc(run.carried, func(a, b metFriend) int { return cmp.Compare(a.at, b.at) })
		return run
	}
}

// fleeFilter blocks the run of fleeing base id from shape r: the
// table's edges, terrain impassable to it, a river it would enter at
// more than 45° from the perpendicular to its flow ([L844],
// straightBars), with o.dgo the DGo [L2296-2298], and every base but
// itself and those in skip.
func (m *induced) fleeFilter(id string, r geom.Rect, skip []string, o fleeRules) table.Filter {
	t := troopAt(m.s, id)
	return table.Filter{Edges: true,
		SkipBase: func(b *table.Base) bool { return b.ID == id || slices.Contains(skip, b.ID) },
		Blocks: func(f *table.Feature) bool {
			return impassableTo(m.c, t, f) || straightBars(f, r) || o.dgo && m.isDGo(t, f)
		}}
}

// carriable reports whether the base met, e, is a friend a fleeing base
// id agglomerates behind it [L2290] (A34 (b)): not hostile (a friend in
// close combat is avoided as an enemy [L2294]), not baggage, which never
// moves [L589], and not the impetuous base it flees to make way for
// [L1750].
func (m *induced) carriable(id string, e table.Encounter) bool {
	return e.Base != "" && !m.hostile(id, e.Base) && !m.fixed[e.Base] && !troopAt(m.s, e.Base).Info().Immobile
}

// threat reports whether the obstacle a run meets, e, must be avoided:
// a hostile base [L2291-2294], or with o.dgo the DGo [L2296-2298].
func (m *induced) threat(id string, e table.Encounter, o fleeRules) bool {
	if e.Base != "" {
		return m.hostile(id, e.Base)
	}
	f, ok := m.s.Table.Feature(e.Feature)
	return ok && o.dgo && m.isDGo(troopAt(m.s, id), f)
}

// isDGo reports whether feature f is DGo for troop t (§4.1).
func (m *induced) isDGo(t Troop, f *table.Feature) bool {
	k, ok := categoryOf(m.c, t, f)
	return ok && k == DGo
}

// mayAvoidDGo reports whether fleeing base id may choose to avoid the
// DGo: it is mounted and was not in DGo at the start of the induced move
// [L2296-2298] (m.at, before the combat's moves).
func (m *induced) mayAvoidDGo(id string) bool {
	t := troopAt(m.s, id)
	r, ok := m.at[id]
	return ok && t.Is(Mounted) && worstCategory(m.c, m.s, t, r) < DGo
}

// mayFleeThrough reports whether the base met, e, is a friend fleeing
// base id (at pose r, running dist cm) may pass through (§7.8,
// passProblem): the flight's run is a move straight ahead, not a recoil,
// and "the whole move in GGo" [L1474] is the run's swept area. A friend
// in refused is one it could not end beyond.
func (m *induced) mayFleeThrough(id string, r geom.Rect, dist float64, e table.Encounter, refused map[string]bool) bool {
	if e.Base == "" || refused[e.Base] || m.hostile(id, e.Base) {
		return false
	}
	u, _ := m.s.UnitOf(id)
	mv := mover{base: &table.Base{ID: id, Shape: r}, unit: u, troop: troopOf(u)}
	run := geom.Path{r.Pose(), {Pos: r.Center.Add(r.Forward().Scale(dist)), Facing: r.Facing}}
	o := mustBase(m.s, e.Base)
	_, why := passProblem(mv.troop, troopAt(m.s, o.ID), id, o.ID, r, o.Shape, false, false, wholeMoveIn(m.c, m.s, mv, run, GGo))
	return why == ""
}

// notBeyond is the index in passed of the first friend a base ending at
// end (having started from entry) is not wholly beyond (G32), -1 when it
// is beyond them all.
func notBeyond(m *induced, end geom.Rect, entry geom.Vec, passed []string) int {
	for i, id := range passed {
		if !beyond(end, mustBase(m.s, id).Shape, entry) {
			return i
		}
	}
	return -1
}

// through is ", passing through X and Y [L2290]" for the friends passed.
func (m *induced) through(passed []string) string {
	if len(passed) == 0 {
		return ""
	}
	names := make([]string, len(passed))
	for i, p := range passed {
		names[i] = name(m.s, p)
	}
	return ", passing through " + strings.Join(names, " and ") + " [L2290, L1468-1480]"
}

// planAvoid is the run of base id around the hostile base or DGo it
// meets, leg.e [L2291, L2296-2298]: one pivot about the centre, the
// smallest in 5° steps up to 90°, either side, made at the last point of
// the run more than 2 MU from it, after which nothing hostile lies on the
// rest of the run (friends passed through or agglomerated as in
// fleeLeg); else a hostile base destroys it [L2292] (blocked), and the
// DGo is not avoided (dgoBlocked).
func (m *induced) planAvoid(id string, p fleePlan, leg fleeLegRun, o fleeRules) fleePlan {
	if at, ok := m.avoidPoint(p.start, leg.e, leg.e.At); ok {
		var before []string // agglomerated before the pivot
		for _, c := range leg.carried {
			if c.at < at {
				before = append(before, c.id)
			}
		}
		for deg := 5.0; deg <= 90+geom.Eps; deg += 5 {
			for _, sign := range []float64{-1, 1} {
				turn := sign * geom.Rad(deg)
				if rest, end, ok := m.pivotAway(id, p.start, at, turn, p.dist-at, o, before); ok {
					p.end, p.first, p.turn, p.rest, p.passed = end, at, turn, rest.d, rest.passed
					p.carried = slices.Concat(before, rest.carriedIDs())
					p.avoided = m.avoidedName(leg.e)
					if rest.hit {
						p.stop = m.s.Describe(rest.e.Obstacle)
					}
					return p
				}
			}
		}
	}
	if leg.e.Base != "" {
		e := leg.e
		p.blocked = &e
	} else {
		p.dgoBlocked = true
	}
	return p
}

// avoidedName names what a pivot avoids: an enemy base, or the DGo.
func (m *induced) avoidedName(e table.Encounter) string {
	if e.Base != "" {
		return name(m.s, e.Base)
	}
	return "the DGo of " + m.s.Describe(e.Obstacle) + ", as it may, mounted [L2296-2298]"
}

// avoidPoint is the last point of the run (cm from start, before the
// obstacle e is met at meet) where the base is more than FleeAvoidMU
// from it [L2291].
func (m *induced) avoidPoint(start geom.Rect, e table.Encounter, meet float64) (float64, bool) {
	for d := meet; d >= 0; d -= fleeAvoidStep {
		if m.gap(forwardBy(start, d), e) > m.c.Cm(FleeAvoidMU)+geom.Eps {
			return d, true
		}
	}
	return 0, false
}

// gap is the distance (cm) from r to the base or feature of e.
func (m *induced) gap(r geom.Rect, e table.Encounter) float64 {
	if b, ok := m.s.Base(e.Base); ok {
		_, _, d := table.Closest(r, b.Shape)
		return d
	}
	if f, ok := m.s.Table.Feature(e.Feature); ok {
		return table.FeatureDistance(r, f)
	}
	return 0
}

// pivotAway tries the avoiding pivot by turn after at cm of the run, the
// bases in lifted (agglomerated before the pivot) out of the way: the
// pivot in place must be clear and out of any river (a wader may not
// turn [L848]), and the rest of the run (rest cm) must meet nothing
// hostile (with o.dgo, no DGo). It returns the run after the pivot and
// where it ends.
func (m *induced) pivotAway(id string, start geom.Rect, at, turn, rest float64, o fleeRules, lifted []string) (fleeLegRun, geom.Rect, bool) {
	skip := func(b *table.Base) bool { return b.ID == id || slices.Contains(lifted, b.ID) }
	p := forwardBy(start, at)
	turned := p
	turned.Facing += turn
	if wader(m.s, p) || wader(m.s, turned) || !m.s.Table.Sweep(p, geom.Path{p.Pose(), turned.Pose()}, table.Filter{Edges: true, SkipBase: skip}).Clear {
		return fleeLegRun{}, geom.Rect{}, false
	}
	f := table.Filter{Edges: true, SkipBase: skip}
	if o.dgo {
		t := troopAt(m.s, id)
		f.Blocks = func(ft *table.Feature) bool { return m.isDGo(t, ft) }
	}
	for _, x := range m.s.Table.Translate(turned, turned.Forward(), rest, f) {
		if m.threat(id, x, o) {
			return fleeLegRun{}, geom.Rect{}, false
		}
	}
	leg := m.fleeLeg(id, turned, rest, o, lifted)
	return leg, forwardBy(turned, leg.d), true
}

// destroyFleeing removes fleeing base id, which cannot avoid the hostile
// base e [L2292], with the enemy Ps it runs into at that moment [L2293].
func (m *induced) destroyFleeing(id string, start geom.Rect, dist float64, e table.Encounter) {
	var ps []string
	skip := func(o *table.Base) bool { return o.ID == id }
	for _, x := range m.s.Table.Translate(start, start.Forward(), dist, table.Filter{Edges: true, SkipBase: skip}) {
		if x.Base != "" && m.hostile(id, x.Base) && math.Abs(x.At-e.At) <= eps && troopAt(m.s, x.Base).Type == "Ps" {
			ps = append(ps, x.Base)
		}
	}
	m.lose(id, Destroyed, fmt.Sprintf("fleeing, it cannot avoid %s [L2292]", name(m.s, e.Base)))
	for _, p := range ps {
		m.lose(p, Destroyed, "Ps run into by a fleeing base die with it [L2293]")
	}
}
