package warmaster

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// KindShoot is the action of a unit shooting (wme.md §8): Target is the
// target unit's ID, Args["unit"] the shooting unit's. Every element of the
// unit whose target (chosen when the phase began, L1141) is that unit
// shoots at once.
const KindShoot = "shoot"

// Protection is how well a target element is covered (wme.md §8.5;
// L1151-1185).
type Protection int

const (
	// Open: in the open, hit on 4+ (L1151).
	Open Protection = iota
	// Defended: hit on 5+ (L1157, L1181).
	Defended
	// Fortified: hit on 6+ (L1163, L1185).
	Fortified
)

var protectionNames = [...]string{"in the open", "defended", "fortified"}

func (p Protection) String() string { return protectionNames[p] }

// Need is the D6 score that hits an element so protected (L1151-1163).
func (p Protection) Need() int { return HitOpen + int(p) }

// shooter reports whether u has a shooting profile: shots and a range
// (wme.md §8.1; L1094-1098). Commanders' own shooting comes with joining.
func shooter(u *rules.Unit) bool {
	return !IsCommander(u.Type) && u.Profile[keyShots] > 0 && u.Profile[keyRange] > 0
}

// fireRange is how far u's elements shoot: its range, never beyond sight
// (L331).
func fireRange(u *rules.Unit) float64 { return math.Min(u.Profile[keyRange], MaxVisibility) }

// hitsPerElement is the wounds that remove one of u's elements (L1195:
// "generally 3" when the profile says nothing), one more under the Banner
// of Steadfastness in its first engagement (items.go, [L2376]).
func hitsPerElement(u *rules.Unit) int {
	if isBadlyHurt(u) { // the Giant's Badly hurt (specialsgiant.go)
		return badlyHurtHits + steadfastHits(u)
	}
	if h := int(u.Profile[keyHits]); h > 0 {
		return h + steadfastHits(u)
	}
	return DefaultHits + steadfastHits(u)
}

// engaged reports whether u touches an enemy element: engaged in combat
// (wme.md §9.1 [L1261]; the engagements themselves are in combat.go).
// Commanders' round bases engage nobody.
// The bases tested are those the spatial grid finds near each of u's
// (table.Near), with their cached outlines: the answer of a scan of the
// table with table.Closest (TestEngagedAgreesWithScan).
func engaged(s *rules.State, u *rules.Unit) bool {
	t := &s.Table
	var buf [32]int
	for _, id := range u.Bases {
		i := t.BaseIndex(id)
		if i < 0 || t.Bases[i].Round {
			continue
		}
		ob := t.Outline(i)
		for _, j := range t.Near(buf[:0], reachBox(&ob, table.ContactTolerance)) {
			if o := &t.Bases[j]; o.Side != u.Side && !o.Round && touchOutlines(&ob, t.Bases[i].Shape.Center, t, j) {
				return true
			}
		}
	}
	return false
}

// fault is why an element cannot shoot at another, from the farthest from
// shooting (out of range) to the nearest (no line of fire); fireOK when it
// can.
type fault int

const (
	fireOK     fault = iota
	faultFire        // sees it, but not from the whole width of its front (L1111, E28)
	faultSight       // in the zone of fire but out of sight (L311, L956)
	faultZone        // in range but outside the zone of fire (L1104-1107)
	faultRange       // beyond its range (L1100) or sight (L331)
)

// fireTest says whether element b of unit u can shoot at element e, and
// their distance (wme.md §8.1-8.3, G4, G8, G9); artillery sees and fires
// over what is lower than itself (§8.7, fireVision). A 360° shooter
// shoots from its rear edge into its rear zone as from its front
// ([L1125]); the fault is the least of its edges'.
func fireTest(s *rules.State, u *rules.Unit, b, e geom.Rect) (float64, fault) {
	_, _, d := table.Closest(b, e)
	if d > fireRange(u)+geom.Eps {
		return d, faultRange
	}
	worst := faultZone
	var v *vision // what blocks, found once the target is in a zone
	for _, edge := range fireEdges(u) {
		if !table.InField(e, zoneOfFire(u, b, edge)) {
			continue
		}
		if v == nil {
			fv := fireVision(s, u, b, e)
			v = &fv
		}
		switch {
		case !v.lineOfSight(&s.Table, b, edge, e):
			worst = min(worst, faultSight)
		case !lineOfFire(s, *v, b, edge, e):
			worst = min(worst, faultFire)
		default:
			return d, fireOK
		}
	}
	return d, worst
}

// zoneOfFire is element b's zone of fire from its edge (the front, or a
// 360° shooter's rear, fireEdges) clipped to its range: the zone of that
// edge (45° corner rays, G6 and A1 reading (a)), or for artillery the
// strip as wide as the element straight out (L1104, G8). The clip
// reaches table.ContactTolerance beyond the range, so that a target whose
// nearest point is exactly at range (which counts, L1100) overlaps it by
// more than a line.
func zoneOfFire(u *rules.Unit, b geom.Rect, edge geom.Edge) geom.Polygon {
	reach := fireRange(u) + table.ContactTolerance
	if u.Type == Artillery {
		return table.Field(b, edge, 0, reach)
	}
	return table.ZonePolygon(b, edge, reach)
}

// lineOfFire is the test of L1111-1113 (G9): the whole width of b's front
// (or of the rear edge a 360° shooter fires from, [L1125]) must see e,
// tested as the text advises from both corners of that edge — each moved
// FireCornerInset along the edge, since a corner itself touches the
// neighbours of a line — each needing a clear line (G3, closed terrain as
// for sight, no crest crossed) to some point of e ahead of the edge; v
// says what blocks.
func lineOfFire(s *rules.State, v vision, b geom.Rect, edge geom.Edge, e geom.Rect) bool {
	front := b.Edge(edge)
	n := b.Outward(edge)
	along := front.Dir().Unit()
	in := math.Min(FireCornerInset, front.Len()/2)
	line := front.A.Dot(n)
	var outline []geom.Vec
	for k := geom.Front; k <= geom.Left; k++ {
		te := e.Edge(k)
		m := max(1, int(math.Ceil(te.Len()/table.SightStep)))
		for i := 0; i < m; i++ {
			if q := te.At(float64(i) / float64(m)); q.Dot(n)-line > geom.Eps {
				outline = append(outline, q)
			}
		}
	}
	for _, p := range [2]geom.Vec{front.A.Add(along.Scale(in)), front.B.Sub(along.Scale(in))} {
		qs := append([]geom.Vec(nil), outline...)
		sort.SliceStable(qs, func(i, j int) bool { return qs[i].Sub(p).Len2() < qs[j].Sub(p).Len2() })
		clear := false
		for _, q := range qs {
			if v.clearLine(&s.Table, p, q) {
				clear = true
				break
			}
		}
		if !clear {
			return false
		}
	}
	return true
}

// validTarget reports whether t may be shot at by side: an enemy unit
// still on the table, not a commander (L1987), not engaged (L1143).
func validTarget(s *rules.State, t *rules.Unit, side int, engagedUnits map[string]bool) bool {
	return t.Side != side && !IsCommander(t.Type) && len(t.Bases) > 0 && !engagedUnits[t.ID]
}

// engagedSet is the IDs of the units engaged (engaged, but for
// commanders), every base's contacts found at once (touchingEnemy).
func engagedSet(s *rules.State) map[string]bool {
	out := map[string]bool{}
	var touch []bool
	for i := range s.Units {
		u := &s.Units[i]
		if len(u.Bases) == 0 || IsCommander(u.Type) {
			continue
		}
		if touch == nil {
			touch = touchingEnemy(&s.Table)
		}
		if engagedBy(s, u, touch) {
			out[u.ID] = true
		}
	}
	return out
}

// engagedBy is engaged(s, u) read from touch, touchingEnemy(&s.Table):
// a base of u touches a base of another side than u's, which is the
// other side than the base's own unless u lists a base of another side
// (then engaged answers).
func engagedBy(s *rules.State, u *rules.Unit, touch []bool) bool {
	t := &s.Table
	for _, id := range u.Bases {
		i := t.BaseIndex(id)
		switch {
		case i < 0 || t.Bases[i].Round:
		case t.Bases[i].Side != u.Side:
			return engaged(s, u)
		case touch[i]:
			return true
		}
	}
	return false
}

// mayShoot is nil when u may shoot this phase at all, else the reason.
func mayShoot(s *rules.State, u *rules.Unit) *rules.Violation {
	switch {
	case !shooter(u):
		return &rules.Violation{Code: "no-shooting", Rule: "WME §8.1 [L1098]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s has no shooting range", u.Title())}
	case len(u.Bases) == 0:
		return &rules.Violation{Code: "destroyed", Rule: "WME §8.5 [L1197]", Msg: fmt.Sprintf("%s has been destroyed", u.Title())}
	case status(u, stConfused) > 0:
		return &rules.Violation{Code: "confused", Rule: "WME §10.1 [L1833]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s is confused", u.Title())}
	case engaged(s, u):
		return &rules.Violation{Code: "engaged", Rule: "WME §8.1 [L1135]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s is engaged in combat and cannot shoot", u.Title())}
	case status(u, stStuck) > 0:
		return &rules.Violation{Code: "stuck", Rule: malfunctionOf, Bases: u.Bases,
			Msg: fmt.Sprintf("%s is stuck: no shooting this turn", u.Title())}
	}
	return nil
}

// Aims: the targets chosen when the Shooting phase begins (L1141), kept
// in the shooter's status as one key per element and target unit.
const aimPrefix = "aim:"

func aimKey(base, target string) string { return aimPrefix + base + ">" + target }

type aim struct{ base, target string }

// aimsOf lists u's aims, in the order of its bases, then of the target IDs.
func aimsOf(u *rules.Unit) []aim {
	var out []aim
	for k := range u.Status {
		if rest, ok := strings.CutPrefix(k, aimPrefix); ok {
			if b, t, ok := strings.Cut(rest, ">"); ok {
				out = append(out, aim{b, t})
			}
		}
	}
	order := map[string]int{}
	for i, id := range u.Bases {
		order[id] = i
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].base != out[j].base {
			return order[out[i].base] < order[out[j].base]
		}
		return out[i].target < out[j].target
	})
	return out
}

// aimsAt lists u's elements aiming at target.
func aimsAt(u *rules.Unit, target string) []string {
	var out []string
	for _, a := range aimsOf(u) {
		if a.target == target {
			out = append(out, a.base)
		}
	}
	return out
}

// targetsOf lists the units u may still shoot at, in the order of the
// first element aiming at each.
func targetsOf(u *rules.Unit) []string {
	var out []string
	seen := map[string]bool{}
	for _, a := range aimsOf(u) {
		if !seen[a.target] {
			seen[a.target] = true
			out = append(out, a.target)
		}
	}
	return out
}

func clearAims(u *rules.Unit, base string) {
	left := false
	for k := range u.Status {
		if rest, ok := strings.CutPrefix(k, aimPrefix); ok {
			if b, _, _ := strings.Cut(rest, ">"); base == "" || b == base {
				delete(u.Status, k)
			} else {
				left = true
			}
		}
	}
	if !left {
		delete(u.Status, stBlindAims) // blind fire ends with its aims (specialsblind.go)
	}
}

// chooseTargets determines the target of every element of every unit of
// the phasing side that may shoot, before any shot (wme.md §8.4; L1137-1145):
// the unit shoots at the nearest enemy unit some of its elements can shoot
// at (A22: measured from its elements that can shoot at it); all its
// elements shoot at it if every one of them can; otherwise each element
// shoots at the nearest unit it can shoot at itself. Equally near targets
// (within geom.Eps) are all kept: the player picks one by shooting at it
// (L1139).
func chooseTargets(s *rules.State) {
	eng := engagedSet(s)
	for i := range s.Units {
		u := &s.Units[i]
		clearAims(u, "")
		if u.Side != s.Active || mayShoot(s, u) != nil {
			continue
		}
		per, unit := scanTargets(s, u, eng, seenFault)
		blind := false
		if len(unit) == 0 && flag(u, keyBlindFire) { // the Rock Lobber's blind fire (specialsblind.go)
			per, unit = scanTargets(s, u, eng, blindFault)
			blind = len(unit) > 0
		}
		if len(unit) == 0 {
			continue
		}
		var all []string // the nearest targets every element can shoot at
		for _, t := range nearest(unit) {
			every := true
			for k := range u.Bases {
				_, ok := per[k][t]
				every = every && ok
			}
			if every {
				all = append(all, t)
			}
		}
		for k, id := range u.Bases {
			ts := all
			if len(all) == 0 {
				ts = nearest(per[k])
			}
			for _, t := range ts {
				u.SetStatus(aimKey(id, t), 1)
			}
		}
		if blind {
			u.SetStatus(stBlindAims, 1)
		}
	}
}

// scanTargets is, for each element of u, the distance to each enemy unit
// it may shoot at, a fault ok accepts for some pair of elements, and for
// the unit the least of them.
func scanTargets(s *rules.State, u *rules.Unit, eng map[string]bool, ok func(fault) bool) ([]map[string]float64, map[string]float64) {
	per := make([]map[string]float64, len(u.Bases)) // element → target unit → distance
	unit := map[string]float64{}
	for k, id := range u.Bases {
		b, _ := s.Base(id)
		per[k] = map[string]float64{}
		for j := range s.Units {
			t := &s.Units[j]
			if !validTarget(s, t, u.Side, eng) {
				continue
			}
			for _, eid := range t.Bases {
				e, _ := s.Base(eid)
				if d, f := fireTest(s, u, b.Shape, e.Shape); ok(f) {
					if old, in := per[k][t.ID]; !in || d < old {
						per[k][t.ID] = d
					}
				}
			}
			if d, in := per[k][t.ID]; in {
				if old, in := unit[t.ID]; !in || d < old {
					unit[t.ID] = d
				}
			}
		}
	}
	return per, unit
}

// nearest lists the keys of the least values (within geom.Eps), sorted.
func nearest(m map[string]float64) []string {
	best := math.Inf(1)
	for _, d := range m {
		best = math.Min(best, d)
	}
	var out []string
	for k, d := range m {
		if d <= best+geom.Eps {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// diagnose says why no element of u can shoot at t now: the fault of the
// pair of elements nearest to shooting, and their distance.
func diagnose(s *rules.State, u, t *rules.Unit) (fault, float64) {
	best, dist := faultRange, math.Inf(1)
	for _, id := range u.Bases {
		b, ok := s.Base(id)
		if !ok {
			continue
		}
		for _, eid := range t.Bases {
			e, ok := s.Base(eid)
			if !ok {
				continue
			}
			d, f := fireTest(s, u, b.Shape, e.Shape)
			if f < best || f == best && d < dist {
				best, dist = f, d
			}
		}
	}
	return best, dist
}

func faultViolation(u, t *rules.Unit, f fault, d float64) *rules.Violation {
	v := &rules.Violation{Bases: append(append([]string(nil), u.Bases...), t.Bases...)}
	switch f {
	case faultRange:
		v.Code, v.Rule = "range", "WME §8.1 [L1100], [L331]"
		v.Msg = fmt.Sprintf("%s is out of range: %.1f cm, %s shoots %.0f cm", t.Title(), d, u.Title(), fireRange(u))
	case faultZone:
		v.Code, v.Rule = "zone", "WME §8.3 [L1104-1107], G6, G8"
		v.Msg = fmt.Sprintf("%s is outside %s's zone of fire", t.Title(), u.Title())
		if flag(u, keyShoot360) {
			v.Msg += " (its front and rear zones: a 360° shooter never shoots into its flanks, [L1129])"
		}
	case faultSight:
		v.Code, v.Rule = "sight", "WME §8.2 [L311-321], G4"
		v.Msg = fmt.Sprintf("%s cannot see %s", u.Title(), t.Title())
	case faultFire:
		v.Code, v.Rule = "line-of-fire", "WME §8.3 [L1111-1121], G9"
		v.Msg = fmt.Sprintf("%s sees %s but has no line of fire from the whole width of its front", u.Title(), t.Title())
		if flag(u, keyShoot360) {
			v.Msg += " or of its rear (360° shooting, [L1125])"
		}
	default:
		v.Code, v.Rule = "target", "WME §8.4 [L1141]"
		v.Msg = fmt.Sprintf("targets are chosen when the Shooting phase begins: %s was no target of %s then", t.Title(), u.Title())
	}
	return v
}

// shot is a checked shoot action.
type shot struct {
	unit, target *rules.Unit
	bases        []string        // the shooting elements
	commanders   []commanderShot // joined commanders shooting with them ([L2069])
}

// prepareShot checks a shoot action (wme.md §8.1-8.4).
func prepareShot(s *rules.State, a rules.Action) (shot, error) {
	var sh shot
	if s.Phase != PhaseShooting {
		return sh, &rules.Violation{Code: "phase", Rule: "WME §5", Msg: fmt.Sprintf("units shoot in the Shooting phase, not in the %s phase", s.Phase)}
	}
	u, ok := s.Unit(a.Args["unit"])
	if !ok {
		return sh, fmt.Errorf("warmaster: no unit %q to shoot", a.Args["unit"])
	}
	t, ok := s.Unit(a.Target)
	if !ok {
		return sh, fmt.Errorf("warmaster: no unit %q to shoot at", a.Target)
	}
	if u.Side != a.Side {
		return sh, &rules.Violation{Code: "not-yours", Rule: "sequence of play", Bases: u.Bases, Msg: fmt.Sprintf("%s is not yours", u.Title())}
	}
	if v := mayShoot(s, u); v != nil {
		return sh, v
	}
	switch {
	case t.Side == u.Side:
		return sh, &rules.Violation{Code: "friend", Rule: "WME §8.4 [L1137]", Msg: fmt.Sprintf("%s is a friend", t.Title())}
	case IsCommander(t.Type):
		return sh, &rules.Violation{Code: "commander", Rule: "WME §11.1 [L1987]", Msg: "commanders cannot be shot at"}
	case len(t.Bases) == 0:
		return sh, &rules.Violation{Code: "destroyed", Rule: "WME §8.5 [L1197]", Msg: fmt.Sprintf("%s has been destroyed", t.Title())}
	case engaged(s, t):
		return sh, &rules.Violation{Code: "engaged-target", Rule: "WME §8.4 [L1143]", Bases: t.Bases,
			Msg: fmt.Sprintf("%s is engaged in combat: not a valid target", t.Title())}
	}
	if _, err := parseLuck(a, u); err != nil { // the Banner of Luck (items.go)
		return sh, err
	}
	sh.unit, sh.target = u, t
	for _, id := range aimsAt(u, t.ID) {
		if _, ok := s.Base(id); ok {
			sh.bases = append(sh.bases, id)
		}
	}
	if len(sh.bases) > 0 {
		cs, err := planCommanderShots(s, a, u, t)
		sh.commanders = cs
		return sh, err
	}
	if others := targetsOf(u); len(others) > 0 {
		names := make([]string, len(others))
		for i, id := range others {
			o, _ := s.Unit(id)
			names[i] = o.Title()
		}
		return sh, &rules.Violation{Code: "nearest", Rule: "WME §8.4 [L1137], [L1145]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s must shoot at the nearest target it can: %s", u.Title(), strings.Join(names, " or "))}
	}
	if status(u, stShot) > 0 {
		return sh, &rules.Violation{Code: "shot", Rule: "WME §8.1 [L1094]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s has already shot this phase", u.Title())}
	}
	f, d := diagnose(s, u, t)
	return sh, faultViolation(u, t, f, d)
}

// protection is element e of unit t's cover against a shooter standing at
// from (wme.md §8.5; L1171-1185), the shooter as high as any part of it
// reaches.
func protection(s *rules.State, t *rules.Unit, e, from geom.Rect) Protection {
	rl := reliefOf(s)
	return protectionAt(s, rl, t, e, from, rl.reach(from))
}

// protectionAt is element e of unit t's cover against an attacker at
// from, standing at level attacker (hills.go). Only infantry and
// artillery are ever covered (L1171-1175). Defended: at least partly in a
// wood, village, marsh or rocky ground, on a hill higher than the attacker
// ([L1181] "sur une hauteur (plus haut que l'attaquant)"), or lining
// (touching) a low obstacle or a river that lies between it and the
// attacker; fortified: lining a high obstacle or a city or fortress wall
// that lies between them.
func protectionAt(s *rules.State, rl relief, t *rules.Unit, e, from geom.Rect, attacker int) Protection {
	floor := Open
	if flag(t, keyAlwaysDefended) {
		floor = Defended // the Steam Tank (specials.go)
	}
	if t.Type != Infantry && t.Type != Artillery {
		return floor
	}
	p := floor
	for _, c := range s.Table.Under(e) {
		f, ok := s.Table.Feature(c.Feature)
		if !ok {
			continue
		}
		cat := category(s, f)
		if cat.Closed || cat.Difficult && !cat.Elevated || cat.Elevated && rl.featureLevel(f) > attacker {
			p = max(p, Defended)
		}
	}
	for _, f := range linedObstacles(s, e, from) {
		if category(s, f).HighObstacle {
			p = Fortified
		} else {
			p = max(p, Defended)
		}
	}
	return p
}

// need is the score shooter element b of unit u needs against unit t: that
// of t's least protected element b can shoot at (L1165); when b can shoot
// at none of them any more (its targets were removed), that of t's least
// protected element, since the shot was committed to the unit (L1141) and
// open elements are removed first anyway (L1167).
func need(s *rules.State, u *rules.Unit, b geom.Rect, t *rules.Unit) (Protection, bool) {
	best, reach := Fortified, false
	all, mixed := Fortified, false
	var first Protection
	for i, id := range t.Bases {
		e, _ := s.Base(id)
		p := shiftCover(u, protection(s, t, e.Shape, b)) // the Cannon's shift (specials.go)
		if i == 0 {
			first = p
		} else if p != first {
			mixed = true
		}
		all = min(all, p)
		if _, f := fireTest(s, u, b, e.Shape); f == fireOK && (!reach || p < best) {
			best, reach = p, true
		}
	}
	if !reach {
		best = all
	}
	return best, mixed
}

// casualty picks the element of t to remove (L1197, L1167): the least
// protected first (against the shooter at from), then one whose removal
// leaves the best formation (an end, never the middle), then the nearest
// to the shooter. open says every element of t is in the open whatever
// its cover, as a charging or advancing one is (L1173).
func casualty(s *rules.State, t *rules.Unit, from geom.Rect, open bool) string {
	type cand struct {
		id   string
		p    Protection
		f    Formation
		dist float64
	}
	var best *cand
	for _, id := range t.Bases {
		e, _ := s.Base(id)
		var rest []geom.Rect
		for _, o := range t.Bases {
			if o != id {
				r, _ := s.Base(o)
				rest = append(rest, r.Shape)
			}
		}
		_, _, d := table.Closest(from, e.Shape)
		c := cand{id, Open, FormationOf(rest), d}
		if !open {
			c.p = protection(s, t, e.Shape, from)
		}
		switch {
		case best == nil,
			c.p < best.p,
			c.p == best.p && c.f > best.f,
			c.p == best.p && c.f == best.f && c.dist < best.dist-geom.Eps:
			best = &c
		}
	}
	return best.id
}

// removeBase takes element id of u off the table (L1197); a unit with no
// element left is destroyed.
func removeBase(s *rules.State, u *rules.Unit, id string) {
	if i := s.Table.BaseIndex(id); i >= 0 {
		s.Table.Bases = append(s.Table.Bases[:i], s.Table.Bases[i+1:]...)
	}
	for i, b := range u.Bases {
		if b == id {
			u.Bases = append(u.Bases[:i], u.Bases[i+1:]...)
			break
		}
	}
	delete(s.Used, id)
	if len(u.Bases) == 0 {
		u.SetStatus(stDestroyed, 1)
		u.SetStatus(stWounds, 0)
		clearAims(u, "")
	}
}

func faces(rolls []dice.Roll) string {
	var b strings.Builder
	for _, r := range rolls {
		fmt.Fprintf(&b, "[%d]", r.Value)
	}
	return b.String()
}

func rollN(d dice.Roller, n int) ([]dice.Roll, error) {
	out := make([]dice.Roll, 0, n)
	for i := 0; i < n; i++ {
		v, err := d.Roll(6)
		if err != nil {
			return nil, err
		}
		out = append(out, dice.Roll{Sides: 6, Value: v})
	}
	return out, nil
}

func count(rolls []dice.Roll, need int) int {
	n := 0
	for _, r := range rolls {
		if r.Value >= need {
			n++
		}
	}
	return n
}

// applyShoot resolves a shot at once (wme.md §8.5; L1147-1199): one die per
// shot, hits by the target's cover, an armour save per hit, the wounds
// added to the target's and an element removed for every full Hits of
// them. Shooters are taken together while the target's cover is uniform,
// one by one when it is mixed (E8, L1169). Drive backs wait for the end of
// the phase (L1209).
func applyShoot(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	sh, err := prepareShot(s, a)
	if err != nil {
		return nil, err
	}
	u, t := sh.unit, sh.target
	shots := max(1, int(u.Profile[keyShots]))
	if status(u, stOverload) > 0 {
		shots = overloadShots // the Steam Tank's overload (specialsmalfunction.go)
	}
	luck, _ := parseLuck(a, u) // checked by prepareShot
	var rolls []dice.Roll
	var parts []string
	var evs []rules.Event
	var facts []rules.Fact
	t.SetStatus(shotByPrefix+u.ID, 1)
	bo, bounced := bounceOn(s, u, sh.bases, t) // the Cannon's path, taken before any casualty (specialsbounce.go)
	if bounced {
		shots += bo.extra
	}
	rest := sh.bases
	for len(rest) > 0 && len(t.Bases) > 0 {
		b0, _ := s.Base(rest[0])
		p, mixed := need(s, u, b0.Shape, t)
		blind := blindAims(u) // every die at 6, the cover not counting (specialsblind.go)
		mixed = mixed && !blind
		group, n := rest[:1], shots
		gun := flag(u, keyVolleyGun) // one element at a time, its dice by range (specialsgun.go)
		if gun {
			n = volleyGunDice(volleyGunRange(s, b0.Shape, t))
		}
		if !mixed && !gun {
			for len(group) < len(rest) {
				b, _ := s.Base(rest[len(group)])
				if q, _ := need(s, u, b.Shape, t); q != p && !blind {
					break
				}
				group = rest[:len(group)+1]
			}
		}
		rest = rest[len(group):]
		if n == 0 {
			continue // a volley gun beyond its last band (Q22)
		}
		part, rs, lost, err := volleyAt(s, u, t, b0.Shape, p, n*len(group), luck, d, "", &facts)
		if err != nil {
			return nil, err
		}
		if res, _ := misfireOf(rs[:n]); gun && res == shotKaboom {
			lost = append(lost, explode(s, u, group[0]))
		}
		rolls, parts, evs = append(rolls, rs...), append(parts, part), append(evs, lost...)
	}
	if bounced && len(bo.others) > 0 {
		b0, _ := s.Base(sh.bases[0])
		more, rs, lost, err := bounceOthers(s, u, bo, len(sh.bases), b0.Shape, d, &facts)
		if err != nil {
			return nil, err
		}
		rolls, parts, evs = append(rolls, rs...), append(parts, more...), append(evs, lost...)
	}
	if bounced && bo.extra > 0 && len(parts) > 0 {
		parts[0] = fmt.Sprintf("the path runs on through %s more (%s): ", plural(bo.extra, "stand"), bounceOf) + parts[0]
	}
	// Joined commanders shoot from their element as it would ([L2069]).
	for _, c := range sh.commanders {
		if len(t.Bases) == 0 {
			break
		}
		f := commanderFire(u, c.commander)
		b, _ := s.Base(c.base)
		p, _ := need(s, f, b.Shape, t)
		part, rs, lost, err := volleyAt(s, f, t, b.Shape, p, c.dice(), nil, d, c.commander.ID, &facts)
		if err != nil {
			return nil, err
		}
		c.commander.SetStatus(stShot, 1)
		part = fmt.Sprintf("%s from %s (WME §11.1 [L2069]): %s", c.commander.Title(), s.BaseName(c.base), part)
		rolls, parts, evs = append(rolls, rs...), append(parts, part), append(evs, lost...)
	}
	for _, id := range sh.bases {
		clearAims(u, id)
	}
	u.SetStatus(stShot, 1)
	ev := rules.Event{Kind: "shoot", Side: a.Side, Unit: u.ID, Rolls: rolls, Facts: facts,
		Text: fmt.Sprintf("%s shoot %s: %s", u.Title(), t.Title(), strings.Join(parts, "; then "))}
	return append([]rules.Event{ev}, evs...), nil
}

// volleyAt resolves n dice shot by u at t from the element at from,
// hitting on p's score (wme.md §8.5; L1147-1199): the Banner of Luck's
// re-roll (luck, nil for none), an armour save per hit, the Banner of
// Tenacity, the wounds added to t's and an element removed for every
// full Hits of them. It returns what happened, the dice and the
// casualties' events, and adds the volley's facts to facts, of the shooter
// of ("" for the event's unit).
func volleyAt(s *rules.State, u, t *rules.Unit, from geom.Rect, p Protection, n int, luck *luckPlan, d dice.Roller, of string, facts *[]rules.Fact) (string, []dice.Roll, []rules.Event, error) {
	hr, err := rollN(d, n)
	if err != nil {
		return "", nil, nil, err
	}
	rolls := hr
	score, scoreText := p.Need(), fmt.Sprintf("%d+ (%s)", p.Need(), p)
	blind := of == "" && blindAims(u) // the Rock Lobber's blind fire (specialsblind.go)
	if blind {
		score, scoreText = blindNeed, blindFireText()
	}
	nh := count(hr, score)
	part := fmt.Sprintf("%d dice need %s %s = %d hits", len(hr), scoreText, faces(hr), nh)
	if flag(u, keyVolleyGun) {
		if res, _ := misfireOf(hr); res >= shotMisfire {
			luck = nil // nothing to re-roll: the shot is spoilt
		}
	}
	hr, again, lucky, err := luck.reroll(d, u, hr, score)
	if err != nil {
		return "", nil, nil, err
	}
	rolls, part, nh = append(rolls, again...), part+lucky, count(hr, score)
	if flag(u, keyVolleyGun) { // the misfire chart, on the first roll's 1s (specialsgun.go)
		res, line := misfireOf(rolls[:n])
		part += line
		if res >= shotMisfire {
			nh = 0
		}
	}
	wounds, armour, saved := nh, shotSave(u, t), 0
	if armour > 0 && nh > 0 { // the Banner of Protection lapses with an element (items.go)
		sr, err := rollN(d, nh)
		if err != nil {
			return "", nil, nil, err
		}
		rolls = append(rolls, sr...)
		saved = count(sr, armour)
		wounds -= saved
		part += fmt.Sprintf("; saves %d+ %s = %d saved", armour, faces(sr), saved)
	}
	var turned string
	wounds, turned = tenacity(s, t, wounds)
	part += turned + "; " + plural(wounds, "wound")
	if blind {
		*facts = append(*facts, blindHitFacts(len(hr))...)
	} else {
		*facts = append(*facts, hitFacts(of, len(hr), p, "WME §8.5 [L1151-1163]")...)
	}
	*facts = append(*facts, saveFacts(of, nh, armour, saved)...)
	*facts = append(*facts, rules.Fact{Name: FactWounds, Value: wounds, Of: of, Text: "wounds on " + t.Title()})
	t.SetStatus(stWounds, status(t, stWounds)+wounds)
	t.SetStatus(stShotWounds, status(t, stShotWounds)+wounds)
	var evs []rules.Event
	hits := hitsPerElement(t)
	for status(t, stWounds) >= hits && len(t.Bases) > 0 {
		id := casualty(s, t, from, false)
		removeBase(s, t, id)
		if len(t.Bases) > 0 {
			t.SetStatus(stWounds, status(t, stWounds)-hits)
		}
		evs = append(evs, rules.Event{Kind: "casualty", Side: t.Side, Unit: t.ID, Base: id,
			Text: fmt.Sprintf("%s lose an element, %s", t.Title(), s.StandName(id))})
		part += fmt.Sprintf("; %s lose an element", t.Title())
	}
	if len(t.Bases) == 0 {
		part += fmt.Sprintf("; %s are destroyed", t.Title())
	}
	return part, rolls, evs, nil
}
