package bloodblades

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// The flight (bnb.md §9.8 "Flee", G47 [L2284-2298]): recoil, about-face,
// then straight ahead the full allowance, through the friends §7.8 lets
// it pass [L2290], around the enemies in the way [L2291-2294].

// FleeAvoidMU is how far from an enemy a fleeing base must be when it
// pivots to avoid it [L2291].
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

// run is the flight after its recoil (G47 [L2288-2293]): about-face, then
// straight ahead the full allowance. A friend §7.8 lets it pass through
// does not stop it when it can end wholly beyond that friend [L2290,
// L1479]; other friends stop it in contact (A34's conservative reading
// (a)). An enemy in the way, or a friend in close combat [L2294], is
// avoided by one pivot about the centre of at most 90° (avoid); failing
// that the base is destroyed, and enemy Ps it runs into die with it.
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
	dist := m.fleeAllowance(id)
	d, e, hit, passed := m.fleeLeg(id, b.Shape, dist)
	if hit && e.Base != "" && m.hostile(id, e.Base) {
		m.avoid(id, dist, e)
		return
	}
	why := ""
	if hit {
		why = " (stopped by " + m.s.Describe(e.Obstacle) + ")"
	}
	b.Shape.Center = b.Shape.Center.Add(b.Shape.Forward().Scale(d))
	m.log("flee", id, fmt.Sprintf("%s about-faces and flees %s%s%s [L2288]", name(m.s, id), m.c.mu(d), m.through(passed), why))
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
// (Table 6.1, G28 [L2288]).
func (m *induced) fleeAllowance(id string) float64 {
	b := mustBase(m.s, id)
	u, _ := m.s.UnitOf(id)
	row := moveRow(m.c, u, troopOf(u))
	far := m.c.Cm(row[colGGo] + 1)
	ahead := geom.Path{b.Shape.Pose(), {Pos: b.Shape.Center.Add(b.Shape.Forward().Scale(far)), Facing: b.Shape.Facing}}
	allow := terrainAllowance(m.c, m.s, u, b, ahead, func(q geom.Path) float64 { return travel(b.Shape, q) })
	if allow.stopped {
		return allow.stopUsed
	}
	return allow.allow
}

// hostile reports whether base o is an obstacle a fleeing base id must
// avoid: an enemy, or a friend in close combat [L2294].
func (m *induced) hostile(id, o string) bool {
	return mustBase(m.s, o).Side != mustBase(m.s, id).Side || m.k.engaged(o)
}

// fleeLeg is the straight run of fleeing base id from pose r for up to
// dist cm [L2288-2290]: how far it goes, the obstacle that stops it (hit
// false when none), and the friends it passes through, in the order met.
// A friend the run meets is passed through when §7.8 allows it
// (mayFleeThrough) and the base can end wholly beyond it within dist
// (G32 [L1479]); else it stops the run in contact, as every other
// obstacle does.
func (m *induced) fleeLeg(id string, r geom.Rect, dist float64) (float64, table.Encounter, bool, []string) {
	var passed []string
	refused := map[string]bool{}
	for {
		encs := m.s.Table.Translate(r, r.Forward(), dist, m.fleeFilter(id, r, passed))
		if len(encs) > 0 && m.mayFleeThrough(id, r, dist, encs[0], refused) {
			passed = append(passed, encs[0].Base)
			continue
		}
		d, e, hit := dist, table.Encounter{}, false
		if len(encs) > 0 {
			d, e, hit = math.Max(0, encs[0].At), encs[0], true
		}
		end := r
		end.Center = end.Center.Add(r.Forward().Scale(d))
		if i := notBeyond(m, end, r.Center, passed); i >= 0 {
			refused[passed[i]] = true // it cannot end beyond that friend: the friend stops it
			passed = passed[:i]
			continue
		}
		return d, e, hit, passed
	}
}

// fleeFilter blocks the run of fleeing base id from shape r: the
// table's edges, terrain impassable to it, a river it would enter at
// more than 45° from the perpendicular to its flow ([L844],
// straightBars), and every base but itself and the friends passed
// through.
func (m *induced) fleeFilter(id string, r geom.Rect, passed []string) table.Filter {
	t := troopAt(m.s, id)
	return table.Filter{Edges: true,
		SkipBase: func(o *table.Base) bool { return o.ID == id || slices.Contains(passed, o.ID) },
		Blocks: func(f *table.Feature) bool {
			k, ok := categoryOf(m.c, t, f)
			return ok && k == Impassable || straightBars(f, r)
		}}
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

// avoid is the flight of base id around the hostile base e it meets
// [L2291-2293]: one pivot about the centre, the smallest in 5° steps up
// to 90°, either side, made at the last point of the run more than 2 MU
// from it, after which nothing hostile lies on the rest of the run
// (friends §7.8 allows passed through as in fleeLeg); else the base is
// destroyed, with the enemy Ps it runs into.
func (m *induced) avoid(id string, dist float64, e table.Encounter) {
	b := mustBase(m.s, id)
	enemy := mustBase(m.s, e.Base)
	start := b.Shape
	if at, ok := m.avoidPoint(start, enemy.Shape, e.At); ok {
		for deg := 5.0; deg <= 90+geom.Eps; deg += 5 {
			for _, sign := range []float64{-1, 1} {
				if end, stop, passed, ok := m.pivotAway(id, start, at, sign*geom.Rad(deg), dist-at); ok {
					b.Shape = end
					m.log("flee", id, fmt.Sprintf("%s about-faces and flees, pivoting %.0f° after %s to avoid %s, then %s%s [L2291]",
						name(m.s, id), deg, m.c.mu(at), name(m.s, enemy.ID), m.c.mu(stop), m.through(passed)))
					return
				}
			}
		}
	}
	m.destroyFleeing(id, start, dist, e)
}

// avoidPoint is the last point of the run (cm from start, before the
// enemy is met at meet) where the base is more than FleeAvoidMU from the
// enemy [L2291].
func (m *induced) avoidPoint(start, enemy geom.Rect, meet float64) (float64, bool) {
	for d := meet; d >= 0; d -= fleeAvoidStep {
		r := start
		r.Center = r.Center.Add(r.Forward().Scale(d))
		if _, _, gap := table.Closest(r, enemy); gap > m.c.Cm(FleeAvoidMU)+geom.Eps {
			return d, true
		}
	}
	return 0, false
}

// pivotAway tries the avoiding pivot by turn after at cm of the run: the
// pivot in place must be clear and out of any river (a wader may not
// turn [L848]), and the rest of the run (rest cm) must meet nothing
// hostile. It returns the end pose, the distance run after
// the pivot, and the friends passed through.
func (m *induced) pivotAway(id string, start geom.Rect, at, turn, rest float64) (geom.Rect, float64, []string, bool) {
	skip := func(o *table.Base) bool { return o.ID == id }
	p := start
	p.Center = p.Center.Add(p.Forward().Scale(at))
	turned := p
	turned.Facing += turn
	if wader(m.s, p) || wader(m.s, turned) || !m.s.Table.Sweep(p, geom.Path{p.Pose(), turned.Pose()}, table.Filter{Edges: true, SkipBase: skip}).Clear {
		return geom.Rect{}, 0, nil, false
	}
	for _, x := range m.s.Table.Translate(turned, turned.Forward(), rest, table.Filter{Edges: true, SkipBase: skip}) {
		if x.Base != "" && m.hostile(id, x.Base) {
			return geom.Rect{}, 0, nil, false
		}
	}
	stop, _, _, passed := m.fleeLeg(id, turned, rest)
	turned.Center = turned.Center.Add(turned.Forward().Scale(stop))
	return turned, stop, passed, true
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
