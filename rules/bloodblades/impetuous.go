package bloodblades

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Impetuous moves (bnb.md §7.12 [L1705-1773], period step 5 [L1315]).
// They are made at once, base by base in table order, when the active
// player ends his moves: the text leaves no choice to the player but
// ties, and those are broken by table order (doc.go).

// stImpetuousMoved marks a base that made its impetuous move this period.
const stImpetuousMoved = "impetuous-moved"

// ImpetuousRangeMU is how far an eligible target other than a Ps may be
// [L1716].
const ImpetuousRangeMU = 12

// ImpetuousShiftCm is the shift that keeps an impetuous base from ending
// in a group: "about 5 mm" [L1756].
const ImpetuousShiftCm = 0.5

// impetuousBackoff is how far short of an enemy a base stops when it
// meets it other than front to front (it may not touch it then, §9.1).
const impetuousBackoff = 2 * table.ContactTolerance

// impStatus is whether a base is impetuous now and why.
type impStatus struct {
	imp    bool
	bgOnly bool   // impetuous only because it could contact Bg [L1711]
	why    string // for the log
}

// hasMoved reports a voluntary or impetuous move of the unit this period.
func hasMoved(u *rules.Unit) bool {
	return u.Status[stTactical] > 0 || u.Status[stDistant] > 0 || u.Status[stImpetuousMoved] > 0
}

// engagedOrOverlapping reports whether base b is in close combat, or in
// an overlap position against an enemy that is in close combat
// [L1773].
func engagedOrOverlapping(s *rules.State, k *cc, b *table.Base) bool {
	if k.engaged(b.ID) {
		return true
	}
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.Side == b.Side || o.Round || !k.engaged(o.ID) {
			continue
		}
		if _, ok := Overlapped(b.Shape, o.Shape, false); ok {
			return true
		}
	}
	return false
}

// impetuousNow is §7.12's "who is impetuous" [L1766-1773] for base b of
// the active player: Irr HCh, Irr Bd(F) and Wb (Impetuous), or any troop
// that could contact enemy Bg by moving straight ahead this period; in
// both cases not moved nor halted this period, and not in close combat
// nor overlapping an enemy in close combat.
func impetuousNow(c Config, s *rules.State, k *cc, b *table.Base) impStatus {
	u, ok := s.Unit(b.Unit)
	if !ok || b.Round || b.Side != s.Active {
		return impStatus{}
	}
	t := troopOf(u)
	if t.Info().Immobile || hasMoved(u) || u.Status[stHalted] > 0 || engagedOrOverlapping(s, k, b) {
		return impStatus{}
	}
	if Impetuous(t) {
		return impStatus{imp: true, why: fmt.Sprintf("%s is impetuous [L1768]", t)}
	}
	if bg := bgReach(c, s, b); bg != "" {
		return impStatus{imp: true, bgOnly: true, why: fmt.Sprintf("it could contact the baggage %s [L1771]", name(s, bg))}
	}
	return impStatus{}
}

// aheadPath is the straight-ahead path of base b for d cm.
func aheadPath(b *table.Base, d float64) geom.Path {
	return geom.Path{b.Shape.Pose(), {Pos: b.Shape.Center.Add(b.Shape.Forward().Scale(d)), Facing: b.Shape.Facing}}
}

// aheadAllowance is how far base b may go straight ahead by the terrain
// (Table 6.1, the Fast bonus and the stop rule [L1437-1449], G28).
func aheadAllowance(c Config, s *rules.State, u *rules.Unit, b *table.Base) float64 {
	t := troopOf(u)
	d := c.Cm(moveRow(c, u, t)[colGGo] + 1)
	measure := func(q geom.Path) float64 { return travel(b.Shape, q) }
	for range 8 {
		r := terrainAllowance(c, s, u, b, aheadPath(b, d), measure)
		if r.stopped {
			return r.stopUsed
		}
		if d <= r.allow+geom.Eps {
			return d
		}
		d = r.allow
	}
	return d
}

// aheadSweep sweeps base b straight ahead for d cm: table edges and
// impassable terrain block, bridges included (impetuous moves do not
// follow roads here), and every other base but b.
func aheadSweep(c Config, s *rules.State, b *table.Base, d float64) table.Sweep {
	t := troopAt(s, b.ID)
	f := table.Filter{Edges: true, SkipBase: func(o *table.Base) bool { return o.ID == b.ID },
		Blocks: func(f *table.Feature) bool {
			k, ok := categoryOf(c, t, f)
			return ok && k == Impassable
		}}
	return s.Table.Sweep(b.Shape, aheadPath(b, d), f)
}

// reachAhead is the enemy base b would contact front to front (G8) by
// going straight ahead within its allowance, the first base it meets, if
// any, and the pose where it would touch it.
func reachAhead(c Config, s *rules.State, b *table.Base) (string, geom.Pose, bool) {
	u, ok := s.Unit(b.Unit)
	if !ok {
		return "", geom.Pose{}, false
	}
	sw := aheadSweep(c, s, b, aheadAllowance(c, s, u, b))
	if sw.Clear || sw.Hit.Base == "" {
		return "", geom.Pose{}, false
	}
	o := mustBase(s, sw.Hit.Base)
	if o.Side == b.Side || !Frontal(b.Shape.At(sw.Stop), o.Shape) {
		return "", geom.Pose{}, false
	}
	return o.ID, sw.Stop, true
}

// bgReach is the enemy Bg base b could contact by going straight ahead
// this period, "" if none [L1771].
func bgReach(c Config, s *rules.State, b *table.Base) string {
	if id, _, ok := reachAhead(c, s, b); ok && troopAt(s, id).Type == "Bg" {
		return id
	}
	return ""
}

// impetuousTargets are base b's eligible targets [L1711-1720]: for a base
// impetuous only because of Bg, the Bg it could contact; else an enemy Ps
// only if b contacts it going straight ahead, any other enemy within
// 12 MU; mounted ignore a target even partly in terrain that is not GGo
// for them (A51).
func impetuousTargets(c Config, s *rules.State, b *table.Base, st impStatus) []string {
	if st.bgOnly {
		if bg := bgReach(c, s, b); bg != "" {
			return []string{bg}
		}
		return nil
	}
	t := troopAt(s, b.ID)
	ahead, _, _ := reachAhead(c, s, b)
	var out []string
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.Side == b.Side || o.Round {
			continue
		}
		if troopAt(s, o.ID).Type == "Ps" {
			if o.ID != ahead {
				continue
			}
		} else if _, _, d := table.Closest(b.Shape, o.Shape); d > c.Cm(ImpetuousRangeMU)+geom.Eps {
			continue
		}
		if t.Is(Mounted) && worstCategory(c, s, t, o.Shape) != GGo {
			continue
		}
		out = append(out, o.ID)
	}
	return out
}

// chooseTarget applies the priorities of [L1729-1738] to the eligible
// targets: first the enemy reached by going straight ahead (priority 1),
// else the one most in front (priority 4, EngageCost then nearness as in
// shooting); a tie goes to a non-El, then to table order. Priorities 2
// and 3 (a pivot then straight ahead, the shortest move) are not
// implemented (doc.go). It returns the target and its priority.
func chooseTarget(c Config, s *rules.State, b *table.Base, targets []string) (string, int) {
	if len(targets) == 0 {
		return "", 0
	}
	if id, _, ok := reachAhead(c, s, b); ok && contains(targets, id) {
		return id, 1
	}
	best := mostInFront(s, b, targets)
	for _, id := range best {
		if troopAt(s, id).Type != "El" {
			return id, 4
		}
	}
	return best[0], 4
}

// partlyAhead reports whether base z lies even partly straight ahead of
// base a: in the strip its width sweeps going forward [L1752].
func partlyAhead(a, z geom.Rect) bool {
	fr := frameOf(a)
	front := fr.v(a.CornerAt(geom.FL))
	lo, hi := fr.u(a.CornerAt(geom.FL)), fr.u(a.CornerAt(geom.FR))
	if lo > hi {
		lo, hi = hi, lo
	}
	zl, zh, zf := math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range z.Corners() {
		zl, zh, zf = math.Min(zl, fr.u(p)), math.Max(zh, fr.u(p)), math.Max(zf, fr.v(p))
	}
	return zf > front-eps && zl < hi-eps && zh > lo+eps
}

// impetuousPhase makes every impetuous move of the active player (step 5
// [L1315], A12) on s and logs them.
func impetuousPhase(s *rules.State) []rules.Event {
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return nil
	}
	var evs []rules.Event
	for _, id := range sideBases(s, s.Active) {
		if _, ok := s.Base(id); !ok {
			continue
		}
		evs = append(evs, impetuousMove(c, s, id, false, map[string]bool{})...)
	}
	return evs
}

// impetuousMove makes base id's impetuous move, if it is impetuous (or,
// forced, when a friend's impetuous move reaches it [L1748], even if
// halted). busy holds the bases whose moves are under way.
func impetuousMove(c Config, s *rules.State, id string, forced bool, busy map[string]bool) []rules.Event {
	b := mustBase(s, id)
	u, _ := s.Unit(b.Unit)
	k := closeCombat(s)
	st := impetuousNow(c, s, k, b)
	if forced && !st.imp && Impetuous(troopOf(u)) && !hasMoved(u) && !engagedOrOverlapping(s, k, b) {
		st = impStatus{imp: true, why: fmt.Sprintf("%s is impetuous and a friend's impetuous move reaches it, halted or not [L1748]", troopOf(u))}
	}
	if !st.imp || busy[id] {
		return nil
	}
	busy[id] = true
	defer delete(busy, id)
	ev := func(text string) rules.Event {
		return rules.Event{Kind: "impetuous", Side: b.Side, Unit: u.ID, Base: id, Text: text}
	}
	who := name(s, id)
	targets := impetuousTargets(c, s, b, st)
	target, prio := chooseTarget(c, s, b, targets)
	if target != "" && troopAt(s, target).Type == "El" {
		u.SetStatus(stImpetuousMoved, 1)
		return []rules.Event{ev(fmt.Sprintf("%s (%s): its target is the El %s, so its impetuous move is cancelled [L1738]", who, st.why, name(s, target)))}
	}
	aim := "no eligible target: it goes straight ahead its full allowance [L1722]"
	if target != "" {
		switch {
		case prio == 1:
			aim = fmt.Sprintf("target %s, reached straight ahead (priority 1 [L1731])", name(s, target))
		case partlyAhead(b.Shape, mustBase(s, target).Shape):
			aim = fmt.Sprintf("target %s, the most in front (priority 4 [L1734]); it lies partly straight ahead, so it goes straight ahead [L1752]", name(s, target))
		default:
			u.SetStatus(stImpetuousMoved, 1)
			return []rules.Event{ev(fmt.Sprintf("%s (%s): target %s, the most in front (priority 4 [L1734]), is not straight ahead; heading for it by a pivot is not implemented, so it stays", who, st.why, name(s, target)))}
		}
	}
	// A normal move [L1742]: a zocced base goes only into close combat
	// (or straight back); enemy Ps do not hold a non-Ps [L1744].
	var zoc string
	for _, z := range Zoccers(s, b) {
		if troopAt(s, z).Type != "Ps" || troopOf(u).Type == "Ps" {
			zoc = z
			break
		}
	}
	allow := aheadAllowance(c, s, u, b)
	var evs []rules.Event
	start := b.Shape
	left := allow
	var stop string
	for guard := 0; left > geom.Eps && guard < 16; guard++ {
		sw := aheadSweep(c, s, b, left)
		end := sw.Stop
		if sw.Clear {
			end = aheadPath(b, left).End()
		}
		step := travel(b.Shape, geom.Path{b.Shape.Pose(), end})
		if sw.Clear {
			b.Shape = b.Shape.At(end)
			left = 0
			break
		}
		if sw.Hit.Base == "" {
			b.Shape = b.Shape.At(end)
			stop = "it stops at " + s.Describe(sw.Hit)
			break
		}
		o := mustBase(s, sw.Hit.Base)
		if o.Side != b.Side {
			r := b.Shape.At(end)
			if v := contactProblem(c, s, mover{base: b, unit: u, troop: troopOf(u)}, r, false); v != nil {
				end = aheadPath(b, math.Max(0, step-impetuousBackoff)).End()
				stop = fmt.Sprintf("it stops short of %s, which it may not touch but front to front", name(s, o.ID))
			} else {
				stop = fmt.Sprintf("it meets %s", name(s, o.ID))
			}
			b.Shape = b.Shape.At(end)
			break
		}
		// A friend blocks the way: the first case that fits [L1746-1750].
		b.Shape = b.Shape.At(end)
		left -= step
		ou, _ := s.Unit(o.Unit)
		ot := troopOf(ou)
		fk := closeCombat(s)
		friendImp := Impetuous(ot) || bgReach(c, s, o) != ""
		switch {
		case ot.Type == "El" || inCombatRole(s, fk, o):
			stop = fmt.Sprintf("it is stopped by %s, an El or a friend in or helping a close combat [L1747]", name(s, o.ID))
		case friendImp && !hasMoved(ou) && !busy[o.ID]:
			evs = append(evs, ev(fmt.Sprintf("%s reaches the impetuous %s, which makes its impetuous move first [L1748]", who, name(s, o.ID))))
			was := o.Shape.Center
			evs = append(evs, impetuousMove(c, s, o.ID, true, busy)...)
			if o.Shape.Center.Near(was) {
				stop = fmt.Sprintf("it is stopped by %s, which could not make way", name(s, o.ID))
			} else {
				continue
			}
		case friendImp:
			stop = fmt.Sprintf("it is stopped by %s, an impetuous friend that has moved [L1749]", name(s, o.ID))
		default:
			stop = fmt.Sprintf("it is stopped by %s (the friend's recoil to let it pass [L1750] is not implemented)", name(s, o.ID))
		}
		break
	}
	moved := travel(start, geom.Path{start.Pose(), b.Shape.Pose()})
	if zoc != "" {
		if _, fights := inCombatAt(s, b, b.Shape); !fights {
			b.Shape = start
			u.SetStatus(stImpetuousMoved, 1)
			return append(evs, ev(fmt.Sprintf("%s (%s; %s): it is in the zone of control of %s and would not end in close combat, so it stays [L1402]", who, st.why, aim, name(s, zoc))))
		}
	}
	u.SetStatus(stImpetuousMoved, 1)
	addMoved(u, moved)
	text := fmt.Sprintf("%s (%s; %s) moves %s straight ahead", who, st.why, aim, c.mu(moved))
	if stop != "" {
		text += "; " + stop
	}
	if z, ok := inCombatAt(s, b, b.Shape); ok {
		text += fmt.Sprintf("; it is in close combat with %s [L1669]", name(s, z))
	} else if shift := leaveGroup(s, b); shift != "" {
		text += "; " + shift
	}
	return append(evs, ev(text))
}

// inCombatRole reports whether friend f is in close combat, in an
// overlap position against an enemy in close combat, or supports a base
// in close combat [L1747].
func inCombatRole(s *rules.State, k *cc, f *table.Base) bool {
	if engagedOrOverlapping(s, k, f) {
		return true
	}
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.Side == f.Side && o.ID != f.ID && k.engaged(o.ID) && supportsRect(f.Shape, o.Shape) {
			return true
		}
	}
	return false
}

// leaveGroup keeps base b, which ended its impetuous move out of close
// combat, from ending in a group [L1756]: unless it overlaps an enemy in
// close combat or supports a friend in close combat, if it is
// group-connected (G19) to a friend it is shifted about 5 mm right, else
// left, else back, to the first pose that is clear, on the table, touches
// no enemy and is connected to no friend. It reports what it did.
func leaveGroup(s *rules.State, b *table.Base) string {
	k := closeCombat(s)
	if inCombatRole(s, k, b) {
		return ""
	}
	connected := func(r geom.Rect) bool {
		for i := range s.Table.Bases {
			o := &s.Table.Bases[i]
			if o.Side == b.Side && o.ID != b.ID && !o.Round && GroupConnected(r, o.Shape) {
				return true
			}
		}
		return false
	}
	if !connected(b.Shape) {
		return ""
	}
	touchesEnemy := func(r geom.Rect) bool {
		for i := range s.Table.Bases {
			o := &s.Table.Bases[i]
			if o.Side != b.Side && !o.Round {
				if _, _, d := table.Closest(r, o.Shape); d <= table.ContactTolerance {
					return true
				}
			}
		}
		return false
	}
	right := b.Shape.RightDir()
	for _, try := range []struct {
		dir  geom.Vec
		what string
	}{{right, "right"}, {right.Neg(), "left"}, {b.Shape.Forward().Neg(), "back"}} {
		r := b.Shape
		r.Center = r.Center.Add(try.dir.Scale(ImpetuousShiftCm))
		f := table.Filter{SkipBase: func(o *table.Base) bool { return o.ID == b.ID }}
		if !s.Table.OnTable(r) || len(s.Table.Overlaps(r, f)) > 0 || touchesEnemy(r) || connected(r) {
			continue
		}
		b.Shape = r
		return fmt.Sprintf("it may not end in a group, so it is shifted about 5 mm %s [L1756]", try.what)
	}
	return "it ends in a group: no shift of about 5 mm right, left or back leaves it alone [L1756]"
}
