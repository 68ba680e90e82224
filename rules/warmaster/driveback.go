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

// endShooting closes the Shooting phase (wme.md §5 steps c-d): every unit
// that took wounds is driven back (§8.6), then left-over wounds are
// discarded except on engaged units (L1084, L1201), and the phase's marks
// are cleared. A friend in the way of a drive back waits for its owner's
// choice (makewaychoice.go): the second result; the make-way action calls
// it again to carry the drive backs on. So does the owner's choice of
// the unit driven back next, when their order matters (driveorder.go).
func endShooting(s *rules.State, d dice.Roller) ([]rules.Event, bool, error) {
	var evs []rules.Event
	for {
		t, ask := nextDriveBack(s)
		if ask {
			return append(evs, askDriveOrder(s)), true, nil
		}
		if t == nil {
			break
		}
		more, wait, err := driveBack(s, t, d)
		if err != nil {
			return nil, false, err
		}
		evs = append(evs, more...)
		if wait {
			return evs, true, nil
		}
	}
	endSpells(s)                       // the Wizards' casts of the phase (cast.go)
	evs = append(evs, badlyHurt(s)...) // before the wounds are cleared (specialsgiant.go, Q32)
	eng := engagedSet(s)
	for i := range s.Units {
		u := &s.Units[i]
		if !eng[u.ID] {
			u.SetStatus(stWounds, 0)
		}
		u.SetStatus(stShotWounds, 0)
		u.SetStatus(stShot, 0)
		clearAims(u, "")
		for k := range u.Status {
			if strings.HasPrefix(k, shotByPrefix) {
				delete(u.Status, k)
			}
		}
	}
	return evs, false, nil
}

// nearestShooter is the unit among those that shot at t this phase nearest
// to it (A23), with the closest points of the two units (G2): pa on the
// shooter, pb on t, and the shooter's element holding pa.
func nearestShooter(s *rules.State, t *rules.Unit) (sh *rules.Unit, pa, pb geom.Vec, from geom.Rect, ok bool) {
	var ids []string
	for k := range t.Status {
		if id, found := strings.CutPrefix(k, shotByPrefix); found {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	best := math.Inf(1)
	for _, id := range ids {
		u, found := s.Unit(id)
		if !found {
			continue
		}
		for _, bid := range u.Bases {
			b, _ := s.Base(bid)
			for _, eid := range t.Bases {
				e, _ := s.Base(eid)
				a, c, dist := table.Closest(b.Shape, e.Shape)
				if dist < best-geom.Eps {
					best, sh, pa, pb, from, ok = dist, u, a, c, b.Shape, true
				}
			}
		}
	}
	return sh, pa, pb, from, ok
}

// unitProtection is a unit's cover for its drive back: that of its least
// protected element (a unit is defended only if all its elements are, the
// reading that matches open elements being lost first, L1167).
func unitProtection(s *rules.State, t *rules.Unit, from geom.Rect) Protection {
	p := Fortified
	for _, id := range t.Bases {
		e, _ := s.Base(id)
		p = min(p, protection(s, t, e.Shape, from))
	}
	return p
}

// Status keys of a drive back rolled but not yet made (a friend in its
// way awaits its owner's choice, makewaychoice.go).
const (
	stDriveCm   = "drive-cm"   // the dice's total
	stDriveSix  = "drive-six"  // a die showed 6 (L1221)
	stDriveFrom = "drive-from" // 1 + index of the nearest shooter (A23)
	stDriveDX   = "drive-dx"
	stDriveDY   = "drive-dy" // its direction, in billionths (dirScale), with stDriveDX
)

// driveBack drives unit t back (wme.md §8.6; L1207-1231, L1861-1887): one
// D6 per wound suffered, less one for a defended unit and two for a
// fortified one (A6); the total in cm directly away from the nearest
// shooter (G2, A23), without turning; any 6 confuses; more than its full
// pace destroys it (L1227). The move is made by moveDriven, which may
// wait for a friend's choice (the second result).
func driveBack(s *rules.State, t *rules.Unit, d dice.Roller) ([]rules.Event, bool, error) {
	if status(t, stDriveCm) > 0 {
		return moveDriven(s, t, nil, d) // rolled before a friend's choice
	}
	ev, ok, err := rollDriveBack(s, t, d)
	if err != nil || !ok {
		t.SetStatus(stShotWounds, 0)
		return []rules.Event{ev}, false, err
	}
	return moveDriven(s, t, &ev, d)
}

// driveAim is what a drive back is rolled from, known before its dice:
// the nearest shooter (A23), the direction straight away from it (G2),
// the unit's cover and the dice to roll, one per wound less those its
// cover ignores (A6, [L1213]).
type driveAim struct {
	sh     *rules.Unit
	dir    geom.Vec
	prot   Protection
	wounds int
	dice   int
}

// aimDriveBack is t's drive back before its dice; false when no unit that
// shot at it is left to be driven back from.
func aimDriveBack(s *rules.State, t *rules.Unit) (driveAim, bool) {
	sh, pa, pb, from, ok := nearestShooter(s, t)
	if !ok {
		return driveAim{}, false
	}
	a := driveAim{sh: sh, prot: unitProtection(s, t, from), wounds: status(t, stShotWounds)}
	a.dice = a.wounds
	switch a.prot {
	case Defended:
		a.dice -= DefendedIgnores
	case Fortified:
		a.dice -= FortifiedIgnores
	}
	if neverDrivenBack(t) {
		a.dice = 0 // fanatics are never driven back ([L1231], fanatics.go), nor steady units (specials.go)
	}
	a.dir = pb.Sub(pa).Unit()
	if a.dir == (geom.Vec{}) {
		a.dir = unitCentre(s, t).Sub(unitCentre(s, sh)).Unit()
	}
	if a.dir == (geom.Vec{}) {
		b, _ := s.Base(t.Bases[0])
		a.dir = b.Shape.Forward().Neg()
	}
	return a, true
}

// rollDriveBack rolls t's drive back and keeps it in t's status; false
// when there is nothing to move (no dice, no shooter left, or t routed).
func rollDriveBack(s *rules.State, t *rules.Unit, d dice.Roller) (rules.Event, bool, error) {
	ev := rules.Event{Kind: "drive-back", Side: t.Side, Unit: t.ID}
	if neverDrivenBack(t) {
		ev.Text = steadyDriveBackText(t) // no dice, so no 6 to confuse them and no rout ([L1231])
		return ev, false, nil
	}
	aim, ok := aimDriveBack(s, t)
	if !ok {
		ev.Text = fmt.Sprintf("%s: no shooter left to be driven back from", t.Title())
		return ev, false, nil
	}
	wounds, n, prot := aim.wounds, aim.dice, aim.prot
	if n <= 0 {
		ev.Text = fmt.Sprintf("%s (%s) ignore %d wound(s): no drive back", t.Title(), prot, wounds)
		return ev, false, nil
	}
	rolls, err := rollN(d, n)
	if err != nil {
		return ev, false, err
	}
	ev.Rolls = rolls
	total, six := 0, false
	for _, r := range rolls {
		total += r.Value
		six = six || r.Value == 6
	}
	ev.Text = fmt.Sprintf("%s driven back %dD6 %s = %d cm", t.Title(), n, faces(rolls), total)
	if prot != Open {
		ev.Text = fmt.Sprintf("%s (%s, %s)", ev.Text, prot, plural(wounds, "wound"))
	}
	if full := pace(t); float64(total) > full+geom.Eps {
		for len(t.Bases) > 0 {
			removeBase(s, t, t.Bases[0])
		}
		ev.Text += fmt.Sprintf(": more than their full pace of %.0f cm — routed and destroyed", full)
		return ev, false, nil
	}
	t.SetStatus(stDriveCm, total)
	if six {
		t.SetStatus(stDriveSix, 1)
	}
	t.SetStatus(stDriveFrom, 1+unitIndex(s, aim.sh.ID))
	setVec(t, stDriveDX, stDriveDY, aim.dir, dirScale)
	return ev, true, nil
}

// moveDriven makes t's drive back as rolled, completing ev (the roll's
// event; nil when it was rolled by an earlier action, a new event then
// telling the rest). The move stops at terrain impassable to it
// (confused, L1867) and 1 cm short of an enemy or an engaged unit
// (confused, L1871); a friend in the way makes way (§9.10, makeway.go)
// as its owner chooses (the move waits: the second result) or, when it
// cannot or will not, the unit stops in contact with it, confused (L1883,
// A18). A unit driven at least partly off the table rolls to see what
// becomes of it (§7.6, leaving.go).
func moveDriven(s *rules.State, t *rules.Unit, ev *rules.Event, d dice.Roller) ([]rules.Event, bool, error) {
	if ev == nil {
		ev = &rules.Event{Kind: "drive-back", Side: t.Side, Unit: t.ID, Text: fmt.Sprintf("%s driven back %d cm", t.Title(), status(t, stDriveCm))}
	}
	dir := vecOf(t, stDriveDX, stDriveDY, dirScale)
	sh := &s.Units[status(t, stDriveFrom)-1]
	dist, stop, confuses := driveLimit(s, t, dir, float64(status(t, stDriveCm)), limitDriveBack)
	// Friends in the way make way, nearest first, or refuse (§9.10).
	tried := map[string]bool{}
	for {
		f, at := nearestFriend(s, t, dir, dist, geom.Eps, tried)
		if f == nil {
			break
		}
		tried[f.ID] = true
		why := "its owner's choice"
		if !refusedWay(s, f, t) {
			if _, why = wayOptions(s, t, f, sweepsOf(s, t, dir.Scale(dist))); why == "" {
				ev.Text += fmt.Sprintf(" away from %s", sh.Title())
				return []rules.Event{*ev, askWay(s, t, f, dir.Scale(dist))}, true, nil
			}
		}
		dist, stop, confuses = math.Max(0, at), fmt.Sprintf("%s, which does not make way: %s", f.Title(), why), true
		break
	}
	for _, id := range t.Bases {
		b, _ := s.Base(id)
		b.Shape.Center = b.Shape.Center.Add(dir.Scale(dist))
	}
	if !strings.Contains(ev.Text, " away from ") {
		ev.Text += fmt.Sprintf(" away from %s", sh.Title())
	}
	if stop != "" {
		ev.Text += fmt.Sprintf("; stopped after %.1f cm by %s", dist, stop)
	}
	if status(t, stDriveSix) > 0 || confuses {
		t.SetStatus(stConfused, 1)
		ev.Text += ", confused"
	}
	for _, k := range []string{stDriveCm, stDriveSix, stDriveFrom, stDriveDX, stDriveDY, stShotWounds} {
		t.SetStatus(k, 0)
	}
	wayDone(s, t)
	evs := []rules.Event{*ev}
	if offTable(s, t) {
		lev, err := leaveTable(s, t, d)
		if err != nil {
			return nil, false, err
		}
		evs = append(evs, lev)
	}
	return evs, false, nil
}

func unitCentre(s *rules.State, u *rules.Unit) geom.Vec {
	var c geom.Vec
	rs := rects(s, u)
	for _, r := range rs {
		c = c.Add(r.Center)
	}
	if len(rs) == 0 {
		return c
	}
	return c.Scale(1 / float64(len(rs)))
}

// What stops a move computed by driveLimit besides terrain impassable to
// the unit and enemies or engaged units 1 cm ahead.
type limitOpts struct {
	friends bool // friends not engaged stop it in contact (a fall back)
	edge    bool // the table edge stops it (a fall back; §7.6 lists only blunders, retreats and drive backs as leaving)
}

var (
	limitDriveBack = limitOpts{}                          // friends make way, the table may be left
	limitFallBack  = limitOpts{friends: true, edge: true} // L1785-1797
)

// driveLimit is how far unit t may be driven along dir, up to want cm
// (G22), what stops it ("" if nothing) and whether that confuses it.
func driveLimit(s *rules.State, t *rules.Unit, dir geom.Vec, want float64, opts limitOpts) (float64, string, bool) {
	best, why, conf := want, "", false
	stop := func(at float64, what string, confuses bool) {
		if at < best-geom.Eps {
			best, why, conf = math.Max(0, at), what, confuses
		}
	}
	own := map[string]bool{}
	for _, id := range t.Bases {
		own[id] = true
	}
	eng := engagedSet(s)
	for _, id := range t.Bases {
		b, _ := s.Base(id)
		r := b.Shape
		// Terrain impassable to its type (L1867), unless it already
		// stands in it; hard going unless it touches it ([L964]).
		terrain := table.Filter{NoBases: true, Blocks: enterBlocks(s, t.Type, r)}
		if enc := s.Table.Translate(r, dir, want, terrain); len(enc) > 0 {
			stop(enc[0].At, s.Describe(enc[0].Obstacle)+", impassable to it", true)
		}
		// Friends not engaged stop a fall back in contact; a drive
		// back's are asked to make way by the caller.
		if opts.friends {
			friends := table.Filter{SkipBase: func(o *table.Base) bool {
				ou, _ := s.Unit(o.Unit)
				return own[o.ID] || o.Side != t.Side || ou == nil || eng[ou.ID] || IsCommander(ou.Type)
			}}
			if enc := s.Table.Translate(r, dir, want, friends); len(enc) > 0 {
				stop(enc[0].At, s.Describe(enc[0].Obstacle), true)
			}
		}
		if opts.edge {
			edges := table.Filter{NoBases: true, Edges: true}
			if enc := s.Table.Translate(r, dir, want, edges); len(enc) > 0 {
				stop(enc[0].At, "the table edge", false)
			}
		}
		// 1 cm short of enemies and engaged units (L1871).
		sweep := r.Bounds().Union(r.Bounds().Shift(dir.Scale(want))).Grow(DriveBackGap)
		for i := range s.Table.Bases {
			o := &s.Table.Bases[i]
			if own[o.ID] || o.Round || !o.Shape.Bounds().Overlaps(sweep, 0) {
				continue
			}
			if o.Side == t.Side && !eng[o.Unit] {
				continue
			}
			if at := gapLimit(r, o.Shape, dir, want, DriveBackGap); at < want {
				what := "the enemy"
				if o.Side == t.Side {
					what = "the engaged unit"
				}
				stop(at, fmt.Sprintf("%s %s, 1 cm short", what, s.Describe(table.Obstacle{Base: o.ID})), true)
			}
		}
	}
	return best, why, conf
}

// gapLimit is how far a may translate along dir (a unit vector), up to
// want, before coming nearer than gap to b; 0 when it is already nearer
// and the move brings it closer still (L1871: it does not move closer).
// The distance between two convex shapes is a convex function of the
// translation, so its first crossing of gap is found by a ternary search
// for the minimum and a bisection before it.
func gapLimit(a, b geom.Rect, dir geom.Vec, want, gap float64) float64 {
	f := func(x float64) float64 {
		r := a
		r.Center = r.Center.Add(dir.Scale(x))
		_, _, d := table.Closest(r, b)
		return d
	}
	const iters = 60
	f0 := f(0)
	if f0 < gap-geom.Eps {
		if f(math.Min(want, geom.Eps*1000)) < f0-geom.Eps*geom.Eps {
			return 0
		}
		return want
	}
	lo, hi := 0.0, want
	for i := 0; i < iters; i++ {
		m1, m2 := lo+(hi-lo)/3, hi-(hi-lo)/3
		if f(m1) <= f(m2) {
			hi = m2
		} else {
			lo = m1
		}
	}
	m := (lo + hi) / 2
	if f(m) >= gap-geom.Eps {
		return want
	}
	lo, hi = 0, m
	for i := 0; i < iters; i++ {
		mid := (lo + hi) / 2
		if f(mid) >= gap {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}
