package bloodblades

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Impetuous moves (bnb.md §7.12 [L1705-1773], period step 5 [L1315]).
// They are made base by base in table order when the active player ends
// his moves; the target and the move are chosen by planImpetuous
// (impetuousplan.go), and where several are equally good the player
// chooses [L1738, L1742] (impetuouschoice.go).

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
	return straightAfter(c, s, u, b, geom.Path{b.Shape.Pose()})
}

// aheadSweep sweeps base b straight ahead for d cm (impetuousFilter),
// through the friends it may pass (sweepThrough [L1742]).
func aheadSweep(c Config, s *rules.State, b *table.Base, d float64) table.Sweep {
	sw, _, _ := sweepThrough(c, s, impMover(s, b), aheadPath(b, d), impetuousFilter(c, s, b))
	return sw
}

// metAhead are the enemies base b would contact front to front (G8) by
// going straight ahead within its allowance, where that move stops: all
// those its front meets at once (within the contact tolerance), in table
// order, and the pose; none when the move is clear or its front meets no
// enemy where it stops.
func metAhead(c Config, s *rules.State, b *table.Base) ([]string, geom.Pose) {
	u, ok := s.Unit(b.Unit)
	if !ok {
		return nil, geom.Pose{}
	}
	sw := aheadSweep(c, s, b, aheadAllowance(c, s, u, b))
	if sw.Clear {
		return nil, geom.Pose{}
	}
	at := b.Shape.At(sw.Stop)
	var out []string
	for i := range s.Table.Bases {
		if o := &s.Table.Bases[i]; o.Side != b.Side && !o.Round && Frontal(at, o.Shape) {
			out = append(out, o.ID)
		}
	}
	return out, sw.Stop
}

// reachAhead is an enemy base b would contact front to front (G8) by
// going straight ahead within its allowance (metAhead; of several met at
// once the first in table order that is not an El [L1738]), if any, and
// the pose where it would touch it.
func reachAhead(c Config, s *rules.State, b *table.Base) (string, geom.Pose, bool) {
	ids, stop := metAhead(c, s, b)
	if len(ids) == 0 {
		return "", geom.Pose{}, false
	}
	return preferNotEl(s, ids), stop, true
}

// bgReach is an enemy Bg base b could contact by going straight ahead
// this period, "" if none [L1771].
func bgReach(c Config, s *rules.State, b *table.Base) string {
	ids, _ := metAhead(c, s, b)
	for _, id := range ids {
		if troopAt(s, id).Type == "Bg" {
			return id
		}
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
	ahead, _ := metAhead(c, s, b)
	var out []string
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.Side == b.Side || o.Round {
			continue
		}
		if troopAt(s, o.ID).Type == "Ps" {
			if !slices.Contains(ahead, o.ID) {
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

// impetuousPhase makes the impetuous moves of the active player (step 5
// [L1315], A12) on s, base by base in table order after the base after
// ("" for all), and logs them. A base with a choice to make (more than
// one move, [L1738, L1742]) waits for its player's (impetuouschoice.go),
// and so does one that must leave a group right or left [L1756]
// (impetuousshift.go): the phase stops there, the second result true.
func impetuousPhase(s *rules.State, after string) ([]rules.Event, bool) {
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return nil, false
	}
	ids := sideBases(s, s.Active)
	if i := slices.Index(ids, after); i >= 0 {
		ids = ids[i+1:]
	}
	var evs []rules.Event
	for _, id := range ids {
		if _, ok := s.Base(id); !ok {
			continue
		}
		p, ok := planSeen(c, s, id) // without the bases hidden from it [L1289] (impetuousunseen.go)
		if !ok {
			continue
		}
		if len(p.moves) > 1 {
			return append(evs, askImpetuous(s, id, p)), true
		}
		more, wait := makeImpetuousSeen(c, s, p, p.moves[0], map[string]bool{}, true)
		if evs = append(evs, more...); wait {
			return evs, true
		}
	}
	return evs, false
}

// impPlan is what an impetuous base may do: why it is impetuous, the
// enemies whose zones of control hold it, and its moves, the rules' pick
// first.
type impPlan struct {
	b       *table.Base
	u       *rules.Unit
	st      impStatus
	zoccers []string
	moves   []impMove
}

// planFor plans base id's impetuous move, if it is impetuous (or, forced,
// when a friend's impetuous move reaches it [L1748], even if halted) and
// not among busy, the bases whose moves are under way.
func planFor(c Config, s *rules.State, id string, forced bool, busy map[string]bool) (impPlan, bool) {
	b := mustBase(s, id)
	u, _ := s.Unit(b.Unit)
	k := closeCombat(s)
	st := impetuousNow(c, s, k, b)
	if forced && !st.imp && Impetuous(troopOf(u)) && !hasMoved(u) && !engagedOrOverlapping(s, k, b) {
		st = impStatus{imp: true, why: fmt.Sprintf("%s is impetuous and a friend's impetuous move reaches it, halted or not [L1748]", troopOf(u))}
	}
	if !st.imp || busy[id] {
		return impPlan{}, false
	}
	p := impPlan{b: b, u: u, st: st, zoccers: impetuousZoccers(s, b)}
	p.moves = planHeld(c, s, mover{base: b, unit: u, troop: troopOf(u)}, impetuousTargets(c, s, b, st), p.zoccers)
	return p, true
}

// impetuousMove makes base id's impetuous move, if it is impetuous (or
// forced, planFor). A friend set off by another's move [L1748] moves
// within that move, which cannot wait half made: it takes the rules'
// pick among its moves and, out of a group, its shift (right first).
func impetuousMove(c Config, s *rules.State, id string, forced bool, busy map[string]bool) []rules.Event {
	p, ok := planFor(c, s, id, forced, busy)
	if !ok {
		return nil
	}
	evs, _ := makeImpetuous(c, s, p, p.moves[0], busy, false)
	return evs
}

// makeImpetuous makes p's base move as mv plans [L1742-1756]; busy holds
// the bases whose moves are under way. With ask, a base that must leave a
// group right or left [L1756] waits there for its player's choice
// (leaveGroup): the second result is true, and its conforming waits for
// the shift (applyImpetuousShift).
func makeImpetuous(c Config, s *rules.State, p impPlan, mv impMove, busy map[string]bool, ask bool) ([]rules.Event, bool) {
	b, u, id := p.b, p.u, p.b.ID
	busy[id] = true
	defer delete(busy, id)
	run := &impRun{c: c, s: s, b: b, u: u, busy: busy, gaveWay: map[string]bool{}}
	who := fmt.Sprintf("%s (%s", name(s, id), p.st.why)
	u.SetStatus(stImpetuousMoved, 1)
	if mv.target != "" && troopAt(s, mv.target).Type == "El" {
		return []rules.Event{run.ev(fmt.Sprintf("%s): its target is the El %s, so its impetuous move is cancelled [L1738]", who, name(s, mv.target)))}, false
	}
	who += "; " + mv.aim(s)
	zoc := ""
	if len(p.zoccers) > 0 {
		zoc = p.zoccers[0]
	}
	start := b.Shape
	moved := 0.0
	if len(mv.pre) > 1 {
		// A priority-3 move may shift friends aside where it lands [L1480] (moveOK).
		run.evs = append(run.evs, makeShifts(c, s, roomShifts(c, s, impMover(s, b), mv.pre, false))...)
		b.Shape = b.Shape.At(mv.pre.End())
		moved = travel(start, mv.pre)
	}
	pivoted := b.Shape
	stop := run.straightAhead(mv.ahead)
	moved += travel(pivoted, geom.Path{pivoted.Pose(), b.Shape.Pose()})
	if zoc != "" {
		if _, fights := inCombatAt(s, b, b.Shape); !fights {
			b.Shape = start
			return append(run.evs, run.ev(fmt.Sprintf("%s): it is in the zone of control of %s and would not end in close combat, so it stays [L1402]", who, name(s, zoc)))), false
		}
	}
	addMoved(u, moved)
	text := fmt.Sprintf("%s) %s", who, describeImpetuous(c, mv, moved, pivoted.Center.Dist(b.Shape.Center)))
	if len(run.passed) > 0 {
		names := make([]string, len(run.passed))
		for i, f := range run.passed {
			names[i] = name(s, f)
		}
		text += fmt.Sprintf("; it passes through %s [L1470-1477]", strings.Join(names, ", "))
	}
	if stop != "" {
		text += "; " + stop
	}
	wait := false
	if z, ok := inCombatAt(s, b, b.Shape); ok {
		text += fmt.Sprintf("; it is in close combat with %s [L1669]", name(s, z))
	} else if shift, w := leaveGroup(s, b, ask); shift != "" {
		text, wait = text+"; "+shift, w
	}
	run.evs = append(run.evs, run.ev(text))
	if wait {
		u.SetStatus(stImpetuousChoice, impAskShift)
		s.Phase = PhaseImpetuous
		return run.evs, true
	}
	return append(run.evs, conformContacted(c, s, []string{id}, false)...), false
}

// describeImpetuous is the made move for the log.
func describeImpetuous(c Config, mv impMove, moved, straight float64) string {
	switch {
	case mv.prio == 3:
		return "moves " + c.mu(moved) + " to engage and align with it"
	case mv.turn != 0:
		side := "right"
		if mv.turn < 0 {
			side = "left"
		}
		return fmt.Sprintf("pivots %.1f° %s then moves %s straight ahead (%s in all)", geom.Deg(math.Abs(mv.turn)), side, c.mu(straight), c.mu(moved))
	}
	return "moves " + c.mu(moved) + " straight ahead"
}

// impetuousZoccers are the enemies whose zones of control hold base b in
// an impetuous move: a zocced base goes only into close combat [L1402],
// and enemy Ps do not hold a non-Ps [L1744].
func impetuousZoccers(s *rules.State, b *table.Base) []string {
	ps := troopAt(s, b.ID).Type == "Ps"
	var out []string
	for _, z := range Zoccers(s, b) {
		if troopAt(s, z).Type != "Ps" || ps {
			out = append(out, z)
		}
	}
	return out
}

// planHeld is planImpetuous for a base held in the ZoC of zoccers
// (impetuousZoccers): its move must take it into close combat with "if
// possible, the base that zocs it" [L1402], so when it can reach one of
// its targets that zoc it in close combat (the priorities of
// [L1733-1735] among those, which [L1402]'s "most straight ahead, then
// shortest" agrees with), that is its target — among the equally good
// such moves, the player's choice [L1738]; else the plan is the usual one.
func planHeld(c Config, s *rules.State, m mover, targets, zoccers []string) []impMove {
	var held []string
	for _, t := range targets {
		if slices.Contains(zoccers, t) {
			held = append(held, t)
		}
	}
	if len(held) > 0 {
		var out []impMove
		for _, mv := range planImpetuous(c, s, m, held) {
			if mv.reached() && mv.how == "" {
				mv.zoc = true
				out = append(out, mv)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return planImpetuous(c, s, m, targets)
}

// impRun is one impetuous move under way.
type impRun struct {
	c       Config
	s       *rules.State
	b       *table.Base
	u       *rules.Unit
	busy    map[string]bool // bases whose impetuous moves are under way
	gaveWay map[string]bool // friends that made way for it [L1750]
	passed  []string        // friends it passed through (§7.8, impetuouspass.go)
	evs     []rules.Event
}

func (r *impRun) ev(text string) rules.Event {
	return rules.Event{Kind: "impetuous", Side: r.b.Side, Unit: r.u.ID, Base: r.b.ID, Text: text}
}

// straightAhead moves the base up to left cm straight ahead [L1742]: it
// stops at the table edge, impassable terrain, and an enemy (just short
// of one it may not touch front to front); a friend in the way is dealt
// with by the first case of [L1746-1750] that fits. It returns why the
// base stopped short, "" if it did not.
func (r *impRun) straightAhead(left float64) string {
	c, s, b := r.c, r.s, r.b
	for guard := 0; left > geom.Eps && guard < 16; guard++ {
		sw, passed, shifts := sweepThrough(c, s, impMover(s, b), aheadPath(b, left), impetuousFilter(c, s, b))
		r.passed = append(r.passed, passed...)
		r.evs = append(r.evs, makeShifts(c, s, shifts)...) // room beyond the friends passed [L1480]
		if sw.Clear {
			b.Shape = b.Shape.At(aheadPath(b, left).End())
			return ""
		}
		step := travel(b.Shape, geom.Path{b.Shape.Pose(), sw.Stop})
		if sw.Hit.Base == "" {
			b.Shape = b.Shape.At(sw.Stop)
			return "it stops at " + s.Describe(sw.Hit)
		}
		o := mustBase(s, sw.Hit.Base)
		if o.Side != b.Side {
			return r.meetEnemy(o, sw.Stop, step)
		}
		b.Shape = b.Shape.At(sw.Stop)
		left -= step
		if stop := r.friendInTheWay(o); stop != "" {
			return stop
		}
	}
	return ""
}

// meetEnemy ends the move at enemy o, reached at pose at after step cm:
// in contact if it may touch it there (§9.1), else just short of it.
func (r *impRun) meetEnemy(o *table.Base, at geom.Pose, step float64) string {
	b := r.b
	if v := contactProblem(r.c, r.s, mover{base: b, unit: r.u, troop: troopOf(r.u)}, b.Shape.At(at), false); v != nil {
		b.Shape = b.Shape.At(aheadPath(b, math.Max(0, step-impetuousBackoff)).End())
		return fmt.Sprintf("it stops short of %s, which it may not touch but front to front", name(r.s, o.ID))
	}
	b.Shape = b.Shape.At(at)
	return fmt.Sprintf("it meets %s", name(r.s, o.ID))
}

// friendInTheWay applies the first case of [L1746-1750] that fits friend
// o, which the base has reached: "" if the friend made way and the move
// goes on, else why it stops.
func (r *impRun) friendInTheWay(o *table.Base) string {
	c, s := r.c, r.s
	ou, _ := s.Unit(o.Unit)
	ot := troopOf(ou)
	friendImp := Impetuous(ot) || bgReach(c, s, o) != ""
	switch {
	case ot.Type == "El" || inCombatRole(s, closeCombat(s), o):
		return fmt.Sprintf("it is stopped by %s, an El or a friend in or helping a close combat [L1747]", name(s, o.ID))
	case friendImp && !hasMoved(ou) && !r.busy[o.ID]:
		r.evs = append(r.evs, r.ev(fmt.Sprintf("%s reaches the impetuous %s, which makes its impetuous move first [L1748]", name(s, r.b.ID), name(s, o.ID))))
		was := o.Shape.Center
		r.evs = append(r.evs, impetuousMove(c, s, o.ID, true, r.busy)...)
		if o.Shape.Center.Near(was) {
			return fmt.Sprintf("it is stopped by %s, which could not make way", name(s, o.ID))
		}
		return ""
	case friendImp:
		return fmt.Sprintf("it is stopped by %s, an impetuous friend that has moved [L1749]", name(s, o.ID))
	}
	return r.giveWay(o)
}

// giveWay is case 4 of [L1750] for friend o, neither an El, nor in or
// helping a close combat, nor impetuous: it recoils to let the base pass
// (G46: straight back its own depth, pushing friends as a recoil does;
// the impetuous base itself is neither passed through nor pushed), and if
// it cannot recoil the whole way, or the impetuous base is mounted, it
// then flees (G47's about-face and full allowance, the recoil made being
// the flight's); a wader that must flee is spent instead [L848], as in
// any flight (flee, run). A friend makes way once in a move: met again,
// it stops the move. Baggage never moves [L589], so it stops it. It
// returns why the move stops, "" if it goes on.
func (r *impRun) giveWay(o *table.Base) string {
	s := r.s
	if troopAt(s, o.ID).Info().Immobile {
		return fmt.Sprintf("it is stopped by %s, which never moves [L589]", name(s, o.ID))
	}
	if r.gaveWay[o.ID] {
		return fmt.Sprintf("it is stopped by %s, which has made way for it once already [L1750]", name(s, o.ID))
	}
	r.gaveWay[o.ID] = true
	mounted := troopOf(r.u).Is(Mounted)
	why := "recoils to let it pass [L1750]"
	if mounted {
		why = "recoils, then flees, to let the mounted impetuous base pass [L1750]"
	}
	r.evs = append(r.evs, r.ev(fmt.Sprintf("%s reaches %s, which %s", name(s, r.b.ID), name(s, o.ID), why)))
	m := newInduced(r.c, s, closeCombat(s))
	m.fixed = map[string]bool{r.b.ID: true}
	if mounted {
		m.flee(o.ID) // a wader is spent instead [L848]
	} else if res := m.recoilLoser(o.ID); !res.destroyed && !res.complete {
		m.log("flee", o.ID, fmt.Sprintf("%s cannot recoil the whole way, so it flees [L1750]", name(s, o.ID)))
		m.run(o.ID) // a wader now is spent instead [L848]
	}
	r.evs = append(r.evs, m.evs...)
	return ""
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
