package bloodblades

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Shooting (bnb.md §8 [L1793-1852], §12.6 G42-G43): step 6 of the
// period [L1316], after the moves (impetuous moves, step 5, are not
// implemented) and before close combat.

// PhaseShoot is step 6 of the period: the active player's Bw shoot
// (A13), one target at a time, in the order he chooses [L1842].
const PhaseShoot = "shooting"

// KindShoot is the action resolving one shot: Target is the target base,
// Args "base" the primary shooter [L1830]. Every other Bw of the player
// that may shoot at the target joins in, unless Args "with" names the
// helpers (base IDs separated by commas, or "none").
const KindShoot = "shoot"

// Shooting distances (MU): the zone is 4 MU wide, centred on the
// shooter's front edge, and 3 MU deep (G42 [L1805-1810], E2).
const (
	ShootWidthMU = 4
	ShootDepthMU = 3
)

// Per-unit status keys of shooting and of what stops a Bw shooting,
// cleared when a period ends.
const (
	stShotAt  = "shot-at"  // the base has been shot at this period [L1846]
	stHasShot = "has-shot" // the base has shot (or returned fire) this period
	stFled    = "fled"     // the base has fled this period [L1795]
	stMoved   = "moved"    // hundredths of cm moved by voluntary moves this period [L1795]
)

// ShootZone is G42: the shooting zone of a base at r, in front of it.
func ShootZone(c Config, r geom.Rect) geom.Polygon {
	w, d, h := c.Cm(ShootWidthMU)/2, r.Depth/2, c.Cm(ShootDepthMU)
	return geom.Polygon{r.World(geom.V(-w, d)), r.World(geom.V(w, d)), r.World(geom.V(w, d+h)), r.World(geom.V(-w, d+h))}
}

// inShotZone reports whether point p is in the shooting zone of r (G42,
// boundary included within eps).
func inShotZone(c Config, r geom.Rect, p geom.Vec) bool {
	l := r.Local(p)
	w, d, h := c.Cm(ShootWidthMU)/2, r.Depth/2, c.Cm(ShootDepthMU)
	return l.X >= -w-eps && l.X <= w+eps && l.Y >= d-eps && l.Y <= d+h+eps
}

// quad is G43's quadrilateral from the shooter's front corners to target
// corners p and q, ordered into a simple polygon, as two triangles whose
// union it is.
func quad(a geom.Rect, p, q geom.Vec) [2]geom.Polygon {
	fl, fr := a.CornerAt(geom.FL), a.CornerAt(geom.FR)
	// FL, FR, then the target corner nearer FR's side first, so that the
	// edges do not cross.
	if a.Local(p).X > a.Local(q).X {
		p, q = q, p
	}
	poly := geom.Polygon{fl, fr, q, p}
	t1 := [2]geom.Polygon{{fl, fr, q}, {fl, q, p}}
	t2 := [2]geom.Polygon{{fl, fr, p}, {fr, q, p}}
	if math.Abs(t1[0].Area()+t1[1].Area()-poly.Area()) <= 1e-9*(1+poly.Area()) {
		return t1
	}
	return t2
}

// quadBlocker is what stops the quadrilateral from shooter a to target
// corners p, q (G43 [L1812]): a base (friend or enemy, the target too)
// it crosses or holds, or a gap between two other bases (G31) it passes
// through; "" when it is clear.
func quadBlocker(c Config, s *rules.State, a, t *table.Base, p, q geom.Vec) string {
	tris := quad(a.Shape, p, q)
	var box geom.AABB
	for i, tr := range tris {
		if i == 0 {
			box = tr.Bounds()
		} else {
			box = box.Union(tr.Bounds())
		}
	}
	hits := func(poly geom.Polygon) bool {
		pb := poly.Bounds()
		for _, tr := range tris {
			if tr.Area() > geom.Eps && tr.Bounds().Overlaps(pb, 0) && geom.Penetration(tr, poly) > table.OverlapSlack {
				return true
			}
		}
		return false
	}
	reach := c.Scale.Width + eps
	var near []*table.Base
	var buf [32]int
	for _, i := range nearby(buf[:0], &s.Table, box, reach) {
		o, ol := &s.Table.Bases[i], s.Table.Outline(i)
		if o.ID == a.ID || o.Round || !ol.Box.Overlaps(box, reach) {
			continue
		}
		if hits(ol.Corners[:]) {
			return s.Describe(table.Obstacle{Base: o.ID})
		}
		if o.ID != t.ID {
			near = append(near, o)
		}
	}
	for i := range near {
		for j := i + 1; j < len(near); j++ {
			x, y := near[i], near[j]
			if _, _, d := table.Closest(x.Shape, y.Shape); d <= eps || d > c.Scale.Width+geom.Eps {
				continue
			}
			cx, cy := x.Shape.Corners(), y.Shape.Corners()
			if hits(geom.ConvexHull(append(cx[:], cy[:]...))) {
				return fmt.Sprintf("the gap between %s and %s", s.Describe(table.Obstacle{Base: x.ID}), s.Describe(table.Obstacle{Base: y.ID}))
			}
		}
	}
	return ""
}

// sightOf is why base a cannot shoot at base t ("" if it can, §8.2
// [L1805-1816]): two corners of t in a's zone (G42), a clear
// quadrilateral to two of them (G43), t visible from a ([L1816]; Table
// 6.2 with hill crests, A10: sight.go), not hidden in ambush [L1289].
// Enemy, close-combat and status conditions are not checked here.
func sightOf(c Config, s *rules.State, a, t *table.Base) string {
	if Hidden(s, t) && a.Side != t.Side {
		return "it is hidden in ambush, not yet seen [L1289]" // ambush.go
	}
	var in []geom.Vec
	for _, p := range t.Shape.Corners() {
		if inShotZone(c, a.Shape, p) {
			in = append(in, p)
		}
	}
	if len(in) < 2 {
		return "fewer than two of its corners are in the shooting zone (4 MU wide, 3 MU deep) [L1805-1810]"
	}
	why := ""
	clear := false
	for i := 0; i < len(in) && !clear; i++ {
		for j := i + 1; j < len(in) && !clear; j++ {
			if b := quadBlocker(c, s, a, t, in[i], in[j]); b == "" {
				clear = true
			} else if why == "" {
				why = b
			}
		}
	}
	if !clear {
		return "the shot is blocked by " + why + " [L1812]"
	}
	if !visible(c, s, a.Shape, t.Shape) {
		return "it cannot be seen [L1816]"
	}
	return ""
}

// rearShot is G43's rear shot [L1838]: a clear quadrilateral from a to
// t's rear corners, both in a's zone, with a wholly behind t's rear edge
// line.
func rearShot(c Config, s *rules.State, a, t *table.Base) bool {
	rl, rr := t.Shape.CornerAt(geom.RL), t.Shape.CornerAt(geom.RR)
	if !inShotZone(c, a.Shape, rl) || !inShotZone(c, a.Shape, rr) {
		return false
	}
	for _, p := range a.Shape.Corners() {
		if t.Shape.Local(p).Y > -t.Shape.Depth/2+eps {
			return false
		}
	}
	return quadBlocker(c, s, a, t, rl, rr) == ""
}

// EngageCost is G39's "most in front" measure of enemy z from base a
// (A40): over z's edges and the two aligned poses on each (a's front on
// the edge, a's front-left or front-right corner at the matching corner),
// the least of the larger front-corner displacement.
func EngageCost(a, z geom.Rect) float64 {
	best := math.Inf(1)
	fl, fr := a.CornerAt(geom.FL), a.CornerAt(geom.FR)
	for _, e := range allEdges {
		seg := z.Edge(e)
		r := z.Outward(e).Neg().Perp() // a's right when facing into z across e
		l, rt := seg.A, seg.B
		if l.Dot(r) > rt.Dot(r) {
			l, rt = rt, l
		}
		for _, cand := range [2][2]geom.Vec{{l, l.Add(r.Scale(a.Width))}, {rt.Sub(r.Scale(a.Width)), rt}} {
			best = math.Min(best, math.Max(cand[0].Dist(fl), cand[1].Dist(fr)))
		}
	}
	return best
}

// nearness is G40: the distance from a's front edge to z [L1818].
func nearness(a, z geom.Rect) float64 {
	f := a.Edge(geom.Front)
	return geom.Distance(geom.Polygon{f.A, f.B}, z.Polygon())
}

// shotStatus is why a Bw may not shoot (or return fire) now, "" if it
// may [L1795, L1814]: it is not a Bw, it is in close combat, it has fled,
// made a distant move or moved more than 1 MU this period, or it has
// already shot.
func shotStatus(c Config, s *rules.State, k *cc, id string) string {
	u, ok := s.UnitOf(id)
	if !ok {
		return "it is not on the table"
	}
	switch {
	case troopOf(u).Type != "Bw":
		return "only Bw shoot [L1803]"
	case k.engaged(id):
		return "it is in close combat [L1814]"
	case u.Status[stFled] > 0:
		return "it has fled this period [L1795]"
	case u.Status[stDistant] > 0:
		return "it has made a distant move this period [L1795]"
	case float64(u.Status[stMoved]) > c.Cm(1)*100+1:
		return fmt.Sprintf("it has moved %s this period, more than 1 MU [L1795]", c.mu(float64(u.Status[stMoved])/100))
	case u.Status[stHasShot] > 0:
		return "it has already shot this period"
	}
	return ""
}

// targetable reports whether enemy base t may be a target at all: on the
// table, not a round marker, not in close combat (an overlapping base
// may be shot) [L1814].
func targetable(k *cc, t *table.Base) bool { return !t.Round && !k.engaged(t.ID) }

// Eligible lists the enemies base a could shoot at by geometry and sight
// (§8.2), in table order, whatever has been shot already.
func eligible(c Config, s *rules.State, k *cc, a *table.Base) []string {
	var out []string
	zone := ShootZone(c, a.Shape).Bounds()
	var buf [32]int
	for _, i := range nearby(buf[:0], &s.Table, zone, eps) { // the bases whose boxes may meet the zone's
		t := &s.Table.Bases[i]
		if t.Side == a.Side || !targetable(k, t) || !s.Table.Outline(i).Box.Overlaps(zone, eps) {
			continue
		}
		if sightOf(c, s, a, t) == "" {
			out = append(out, t.ID)
		}
	}
	return out
}

// mostInFront is the targets of a among ids (§8.3 [L1818-1822]): the most
// in front (G39, A40), ties to the nearest (G40), further ties all (the
// shooter chooses); when these are all Ps, also the same choice among the
// others, which a Bw may prefer [L1822].
func mostInFront(s *rules.State, a *table.Base, ids []string) []string {
	pick := func(ids []string) []string {
		var out []string
		bc, bn := math.Inf(1), math.Inf(1)
		for _, id := range ids {
			z := mustBase(s, id).Shape
			cost, near := EngageCost(a.Shape, z), nearness(a.Shape, z)
			switch {
			case cost < bc-eps || cost <= bc+eps && near < bn-eps:
				out, bc, bn = []string{id}, cost, near
			case cost <= bc+eps && near <= bn+eps:
				out = append(out, id)
			}
		}
		return out
	}
	best := pick(ids)
	allPs := len(best) > 0
	for _, id := range best {
		allPs = allPs && troopAt(s, id).Type == "Ps"
	}
	if allPs {
		var others []string
		for _, id := range ids {
			if troopAt(s, id).Type != "Ps" {
				others = append(others, id)
			}
		}
		best = append(best, pick(others)...)
	}
	return best
}

// targetsOf is what Bw a must shoot at, by §8.3, and whether it may
// shoot at all now (why not).
func targetsOf(c Config, s *rules.State, k *cc, a *table.Base) ([]string, string) {
	if why := shotStatus(c, s, k, a.ID); why != "" {
		return nil, why
	}
	ts := mostInFront(s, a, eligible(c, s, k, a))
	if len(ts) == 0 {
		return nil, "no enemy is in its shooting zone with a clear shot [L1805-1816]"
	}
	return ts, ""
}

// shotAt reports whether base id has been shot at this period.
func shotAt(s *rules.State, id string) bool {
	u, ok := s.UnitOf(id)
	return ok && u.Status[stShotAt] > 0
}

// shot is a checked shot: the primary shooter, its helpers (at most the
// first two count, [L1836]), the target, and whether the target returns
// fire at the primary (A13, [L1824]).
type shot struct {
	primary string
	helpers []string
	target  string
	returns bool
}

// shooters lists side's Bw that may shoot at target t now, table order.
func shooters(c Config, s *rules.State, k *cc, side int, t string) []string {
	var out []string
	for i := range s.Table.Bases {
		a := &s.Table.Bases[i]
		if a.Side != side || a.Round {
			continue
		}
		if ts, _ := targetsOf(c, s, k, a); contains(ts, t) {
			out = append(out, a.ID)
		}
	}
	return out
}

// returnsFire reports whether target t may shoot back at base p (A13,
// [L1824]): t is a Bw that may shoot, p is eligible for it and p has not
// been shot at this period.
func returnsFire(c Config, s *rules.State, k *cc, t, p string) bool {
	if shotStatus(c, s, k, t) != "" || shotAt(s, p) {
		return false
	}
	return contains(eligible(c, s, k, mustBase(s, t)), p)
}

// checkShoot validates a shot (§8).
func checkShoot(c Config, s *rules.State, a rules.Action) (*shot, error) {
	if s.Phase != PhaseShoot {
		return nil, &rules.Violation{Code: "phase", Rule: "BnB §5.2 [L1316]", Msg: "Bw shoot in the shooting phase, after the moves"}
	}
	t, ok := s.Base(a.Target)
	if !ok {
		return nil, fmt.Errorf("bnb: no target base %q", a.Target)
	}
	pid := a.Args["base"]
	p, ok := s.Base(pid)
	if !ok {
		return nil, fmt.Errorf("bnb: no shooting base %q (Args base names the primary shooter)", pid)
	}
	if p.Side != a.Side {
		return nil, &rules.Violation{Code: "not-yours", Rule: "BnB §5.2", Bases: []string{p.ID}, Msg: fmt.Sprintf("%s is not yours", name(s, p.ID))}
	}
	if t.Side == a.Side {
		return nil, &rules.Violation{Code: "friend", Rule: "BnB §8.2 [L1805]", Bases: []string{t.ID}, Msg: "Bw shoot at the enemy"}
	}
	k := closeCombat(s)
	ts, why := targetsOf(c, s, k, p)
	if why != "" {
		if shotStatus(c, s, k, p.ID) == "" {
			if w := sightOf(c, s, p, t); w != "" {
				why += "; " + name(s, t.ID) + ": " + w
			} else if k.engaged(t.ID) {
				why += "; " + name(s, t.ID) + " is in close combat [L1814]"
			}
		}
		return nil, &rules.Violation{Code: "cannot-shoot", Rule: "BnB §8.1-8.2 [L1795-1816]", Bases: []string{p.ID, t.ID},
			Areas: []geom.Polygon{ShootZone(c, p.Shape)}, Msg: fmt.Sprintf("%s may not shoot: %s", name(s, p.ID), why)}
	}
	if !contains(ts, t.ID) {
		msg := fmt.Sprintf("%s must shoot at %s, the enemy most in front of it [L1818]", name(s, p.ID), name(s, ts[0]))
		if w := sightOf(c, s, p, t); w != "" && t.Side != p.Side {
			msg = fmt.Sprintf("%s cannot shoot at %s: %s", name(s, p.ID), name(s, t.ID), w)
		} else if k.engaged(t.ID) {
			msg = fmt.Sprintf("%s is in close combat and cannot be shot [L1814]", name(s, t.ID))
		}
		return nil, &rules.Violation{Code: "target", Rule: "BnB §8.2-8.3 [L1805-1822], G39, G42-G43", Bases: append([]string{p.ID, t.ID}, ts...),
			Areas: []geom.Polygon{ShootZone(c, p.Shape)}, Msg: msg}
	}
	if shotAt(s, t.ID) {
		return nil, &rules.Violation{Code: "shot", Rule: "BnB §8.3 [L1846], E19", Bases: []string{p.ID, t.ID},
			Msg: fmt.Sprintf("%s has already been shot at this period: it stays %s's target, so %s cannot shoot [L1846]", name(s, t.ID), name(s, p.ID), name(s, p.ID))}
	}
	sh := &shot{primary: p.ID, target: t.ID}
	all := shooters(c, s, k, a.Side, t.ID)
	if w, ok := a.Args["with"]; ok {
		for _, h := range strings.Split(w, ",") {
			h = strings.TrimSpace(h)
			if h == "" || h == "none" || h == p.ID {
				continue
			}
			if !contains(all, h) {
				return nil, &rules.Violation{Code: "helper", Rule: "BnB §8.4 [L1830]", Bases: []string{h, t.ID},
					Msg: fmt.Sprintf("%s cannot shoot at %s now", name(s, h), name(s, t.ID))}
			}
			if !contains(sh.helpers, h) {
				sh.helpers = append(sh.helpers, h)
			}
		}
	} else {
		for _, h := range all {
			if h != p.ID {
				sh.helpers = append(sh.helpers, h)
			}
		}
	}
	sh.returns = returnsFire(c, s, k, t.ID, p.ID)
	if !sh.returns {
		for _, h := range sh.helpers {
			if returnsFire(c, s, k, t.ID, h) {
				return nil, &rules.Violation{Code: "primary", Rule: "BnB §8.4 [L1830], A13", Bases: []string{h, t.ID},
					Msg: fmt.Sprintf("%s shoots back at %s, so %s must be the primary shooter [L1830]", name(s, t.ID), name(s, h), name(s, h))}
			}
		}
	}
	return sh, nil
}

// woodOrBUA reports whether r is at least partly in a wood or a BUA
// (T11 [L2120]; a target counts as wholly in the terrain that protects
// it best [L1816]).
func woodOrBUA(s *rules.State, r geom.Rect) bool {
	return inKind(s, r, "wood") || inKind(s, r, "bua") || inKind(s, r, "hamlet")
}

// assessShot scores the primary shooter and the target before the dice
// (§8.5, Table 7.1 [L2100], §9.5).
func assessShot(c Config, s *rules.State, k *cc, sh *shot) (*Combatant, *Combatant) {
	pb, tb := mustBase(s, sh.primary), mustBase(s, sh.target)
	pf, tf := fighterOf(c, s, sh.primary), fighterOf(c, s, sh.target)
	cf, what := cfAgainst(pf.troop, tf.troop)
	p := &Combatant{Base: sh.primary, Troop: pf.troop, CF: cf, f: pf, shape: *pb}
	p.Factors = []Factor{{Code: "CF", N: cf, Text: "Bw shooting " + what, Rule: "Table 7.1 [L2100]"}}
	tcf, twhat := tf.troop.Info().CF[2], "when shot at"
	if tf.troop.Info().NoCF {
		tcf, twhat = 0, "Bg has no factor, A3"
	}
	if sh.returns {
		tcf, twhat = cfAgainst(tf.troop, pf.troop)
		twhat = "Bw shooting back " + twhat
	}
	t := &Combatant{Base: sh.target, Troop: tf.troop, CF: tcf, f: tf, shape: *tb}
	t.Factors = []Factor{{Code: "CF", N: tcf, Text: twhat, Rule: "Table 7.1 [L2100]"}}
	add := func(x *Combatant, code string, n int, text, rule string) {
		x.Factors = append(x.Factors, Factor{Code: code, N: n, Text: text, Rule: rule})
	}
	// T3: the target of a shot when it rains or the primary shooter
	// shoots against the wind, +1 either way [L2110-2112]; when the
	// target shoots back, the primary is shot at too. The wind is the
	// weather's when it is rolled (weather.go).
	c.Wind = currentWind(c, s)
	if why := t3(c, s, pb.Shape, tb.Shape, "shot"); why != "" {
		add(t, "T3", 1, why, "[L2110-2112]")
	}
	if sh.returns {
		if why := t3(c, s, tb.Shape, pb.Shape, "shot back at"); why != "" {
			add(p, "T3", 1, why, "[L2110-2112]")
		}
	}
	// T4: a shooting Bw facing the sun in a period of dazzle is dazzled,
	// an advantage to its opponent [L1030, L2113], A29; its facing counts,
	// not the shot's direction [L2807].
	if Dazzled(s, pb) {
		add(t, "T4", 1, "the shooter "+name(s, pb.ID)+" is dazzled by the sun", "[L1030, L2113]")
	}
	if sh.returns && Dazzled(s, tb) {
		add(p, "T4", 1, "the target "+name(s, tb.ID)+", shooting back, is dazzled by the sun", "[L1030, L2113]")
	}
	if pf.worst <= RGo {
		add(p, "T9", 1, "Bw in GGo or RGo", "[L2118]")
	}
	for i, h := range sh.helpers {
		if i >= 2 {
			break // further shooters add nothing [L1836]
		}
		add(p, "T10", 1, fmt.Sprintf("%s shooter %s", []string{"2nd", "3rd"}[i], s.Called(h)), "[L1836, L2119]")
	}
	for _, id := range append([]string{sh.primary}, sh.helpers...) {
		if rearShot(c, s, mustBase(s, id), tb) {
			add(p, "T10", 1, "rear shot by "+s.Called(id), "[L1838, L2119]")
			break
		}
	}
	if full, why := fullRecoil(c, s, k, sh.target); !full {
		add(p, "T5", 1, "the target cannot recoil fully ("+why+")", "[L2114]")
	}
	if sh.returns && tf.worst <= RGo {
		add(t, "T9", 1, "Bw in GGo or RGo", "[L2118]")
	}
	if woodOrBUA(s, pb.Shape) || woodOrBUA(s, tb.Shape) {
		add(t, "T11", 1, "shot by a Bw in a wood or BUA, or itself in one (once, A55)", "[L2120]")
	}
	if full, why := fullRecoil(c, s, k, sh.primary); !full {
		add(t, "T5", 1, "the shooter cannot recoil fully ("+why+")", "[L2114]")
	}
	return p, t
}

// shootGrades are the shooting grade adjustments [L2150-2161]: a
// shooting Bw scoring more adds 1 if it is Bw(S) and 1 if its target is
// (I) or (F) (LH(X) as (I) [L685]); (S) troops shot at and scoring less
// add 1. shooting says whether a combatant shoots (the target only when
// it returns fire), shotAt whether it is shot at (the primary only then).
func shootGrades(hi, lo *Combatant, shooting, shotAt func(*Combatant) bool) {
	if shooting(hi) {
		if hi.Troop.Grade == 'S' {
			hi.Grade = append(hi.Grade, Factor{Code: "grade", N: 1, Text: "Bw(S) shooting", Rule: "[L2156]"})
		}
		if g := gradeOf(lo.Troop, hi.Troop); g == 'I' || g == 'F' {
			hi.Grade = append(hi.Grade, Factor{Code: "grade", N: 1, Text: fmt.Sprintf("shooting at (%c) troops", g), Rule: "[L2157]"})
		}
	}
	if shotAt(lo) && gradeOf(lo.Troop, hi.Troop) == 'S' {
		lo.Grade = append(lo.Grade, Factor{Code: "grade", N: 1, Text: "(S) troops shot at, scoring less", Rule: "[L2161]"})
	}
}

// applyShoot resolves a checked shot on s (a clone): the dice, the
// outcome for the target (or, when it shot back, for whichever loses),
// its induced move at once [L2226].
func applyShoot(c Config, s *rules.State, a rules.Action, sh *shot, d dice.Roller) ([]rules.Event, error) {
	k := closeCombat(s)
	p, t := assessShot(c, s, k, sh)
	rolls, err := score(s, p, t, d, func(hi, lo *Combatant) {
		both := func(x *Combatant) bool { return sh.returns }
		shootGrades(hi, lo, func(x *Combatant) bool { return x == p || both(x) }, func(x *Combatant) bool { return x == t || both(x) })
	})
	if err != nil {
		return nil, err
	}
	for _, id := range append([]string{sh.primary}, sh.helpers...) {
		u, _ := s.UnitOf(id)
		u.SetStatus(stHasShot, 1)
	}
	tu, _ := s.UnitOf(sh.target)
	tu.SetStatus(stShotAt, 1)
	how := "shoots at"
	if sh.returns {
		tu.SetStatus(stHasShot, 1)
		pu, _ := s.UnitOf(sh.primary)
		pu.SetStatus(stShotAt, 1)
		how = "and " + name(s, sh.target) + " shoot at each other:"
	}
	help := ""
	if len(sh.helpers) > 0 {
		help = fmt.Sprintf(" (helped by %s)", s.BaseNames(sh.helpers))
	}
	text := fmt.Sprintf("shooting: %s%s %s %s — %s — against — %s", name(s, sh.primary), help, how, name(s, sh.target), explain(s, p), explain(s, t))
	if sh.returns {
		text = fmt.Sprintf("shooting: %s%s %s %s — against — %s", name(s, sh.primary), help, how, explain(s, p), explain(s, t))
	}
	ev := rules.Event{Kind: "shoot", Side: a.Side, Base: sh.primary, Rolls: rolls, Facts: scoreFacts(p, t)}
	if p.Final == t.Final {
		ev.Text = text + ". Equal scores: no effect [L2184]"
		return []rules.Event{ev}, nil
	}
	win, lose := p, t
	if t.Final > p.Final {
		win, lose = t, p
	}
	margin := win.Final - lose.Final
	if lose == p && !sh.returns {
		ev.Text = fmt.Sprintf("%s. %s scores less by %d but, shooting without being shot, ignores the result [L2180] (D12)", text, name(s, p.Base), margin)
		return []rules.Event{ev}, nil
	}
	_, result, m := resolveLoss(c, s, k, win, lose, margin, false)
	ev.Text = text + ". " + result
	return append([]rules.Event{ev}, m.evs...), nil
}

// elRecoilVictims are the bases of side, the shooter's, that enemy El t
// would destroy by recoiling into them [L2264] were it to lose the shot
// and recoil (simulated on a copy): what makes the shot one the shooter
// may cancel [L1826]. None when t is not an El.
func elRecoilVictims(c Config, s *rules.State, side int, t string) []string {
	if troopAt(s, t).Type != "El" {
		return nil
	}
	cp := s.Clone()
	m := newInduced(c, &cp, closeCombat(&cp))
	m.sim = true
	m.recoilLoser(t)
	var out []string
	for i := range s.Table.Bases {
		b := &s.Table.Bases[i]
		if _, still := cp.Base(b.ID); b.Side == side && !still {
			out = append(out, b.ID)
		}
	}
	return out
}

// names lists the bases ids by name, "a, b and c".
func names(s *rules.State, ids []string) string {
	var ns []string
	for _, id := range ids {
		ns = append(ns, name(s, id))
	}
	if len(ns) < 2 {
		return strings.Join(ns, "")
	}
	return strings.Join(ns[:len(ns)-1], ", ") + " and " + ns[len(ns)-1]
}

// shots lists the shots the active player may make now: each of his Bw
// that may shoot with each target it may take, not shot at yet.
func shots(c Config, s *rules.State) [][2]string {
	k := closeCombat(s)
	var out [][2]string
	for i := range s.Table.Bases {
		a := &s.Table.Bases[i]
		if a.Side != s.Active || a.Round {
			continue
		}
		ts, _ := targetsOf(c, s, k, a)
		for _, t := range ts {
			if !shotAt(s, t) {
				out = append(out, [2]string{a.ID, t})
			}
		}
	}
	return out
}

// anyShot reports whether the active player has a shot to make.
func anyShot(s *rules.State) bool {
	c, err := ConfigOf(s.Settings)
	return err == nil && len(shots(c, s)) > 0
}

// shootOffers are the shooting phase's offers: each shot the player may
// make, with both scores' factors, then the end of the phase.
func (r Rules) shootOffers(s *rules.State, side int) []rules.Offer {
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return nil
	}
	var out []rules.Offer
	for _, st := range shots(c, s) {
		a := rules.Action{Kind: KindShoot, Side: side, Target: st[1], Args: map[string]string{"base": st[0]}}
		o := rules.Offer{Action: a, Label: fmt.Sprintf("Shoot: %s at %s", name(s, st[0]), name(s, st[1]))}
		sh, err := checkShoot(c, s, a)
		if err != nil {
			o.Disabled = err.Error()
			out = append(out, o)
			continue
		}
		p, t := assessShot(c, s, closeCombat(s), sh)
		if len(sh.helpers) > 0 {
			o.Label += fmt.Sprintf(", helped by %s", s.BaseNames(sh.helpers))
		}
		if sh.returns {
			o.Label += " — it shoots back"
		}
		o.Detail = []string{fmt.Sprintf("%s + D6 vs %s + D6", p.Summary(), t.Summary())}
		for _, cb := range []*Combatant{p, t} {
			for _, f := range cb.Factors {
				o.Detail = append(o.Detail, fmt.Sprintf("%s: %s", name(s, cb.Base), f))
			}
		}
		o.Detail = append(o.Detail, "then grade adjustments [L2150-2161] and cohesion [L2165]; outcome by Tables 7.2-7.4 [L2188-2222]")
		if !sh.returns {
			o.Detail = append(o.Detail, name(s, st[0])+" is not shot at and ignores any result [L2180]")
		}
		if hit := elRecoilVictims(c, s, side, sh.target); len(hit) > 0 {
			o.Label += " — may be cancelled [L1826]"
			o.Detail = append(o.Detail, fmt.Sprintf("if %s recoils, it destroys %s [L2264]: the shot at an El that would recoil into a friend may be cancelled, by not taking it, until the dice are rolled [L1826]",
				name(s, sh.target), names(s, hit)))
		}
		out = append(out, o)
	}
	next := "the morale check [L1318]"
	if n := len(unfought(s)); n > 0 {
		next = fmt.Sprintf("%d close combat%s [L1317]", n, plural(n))
	}
	return append(out, rules.Offer{Label: "End shooting", Detail: []string{"then " + next},
		Action: rules.Action{Kind: rules.KindEndPhase, Side: side}})
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
