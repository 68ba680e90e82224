package bloodblades

import (
	"fmt"
	"math"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Passing through friends, "interpénétrer" (bnb.md §7.8 [L1468-1480],
// G32): the table of who may pass through whom, shared by recoils
// (induced.go), voluntary moves (physicsAside, groupaside.go) and
// impetuous moves (physicsAside, impetuouspass.go), and the landing
// beyond the friend that an advancing move needs.

// passage is the line of the §7.8 table that lets a base through a friend.
type passage struct {
	rule string // the seed line
	// anyDir: through Bg in any direction [L1475]; every other line
	// needs the mover to go the friend's way or the opposite [L1477].
	anyDir bool
	// ggo: only when the whole move is in GGo (the mounted through Ps
	// [L1474]).
	ggo bool
}

// passageFor is the line of §7.8 [L1470-1475] that lets troop t pass
// through a friend of troop f, advancing (a voluntary move) or in a
// recoil: all but El through Bg, in any direction; Ps through all but
// Pk(I/X); LH through light troops, advancing only; the mounted through
// Ps in GGo. The most permissive line that applies comes first.
func passageFor(t, f Troop, recoil bool) (passage, bool) {
	switch {
	case f.Type == "Bg" && t.Type != "El":
		return passage{rule: "[L1475]", anyDir: true}, true
	case t.Type == "Ps" && !(f.Type == "Pk" && (f.Grade == 'I' || f.Grade == 'X')):
		return passage{rule: "[L1472]"}, true
	case t.Type == "LH" && f.Is(LightTroops) && !recoil:
		return passage{rule: "[L1473]"}, true
	case t.Is(Mounted) && f.Type == "Ps":
		return passage{rule: "[L1474]", ggo: true}, true
	}
	return passage{}, false
}

// passTable is §7.8's table in a sentence, for refusals.
const passTable = "Ps pass through all but Pk(I/X), LH through light troops (Ps, LH, Ax) when advancing, " +
	"the mounted through Ps when the whole move is in GGo, all but El through Bg"

// passProblem says why a base of troop t may not pass through a friend of
// troop f (names tn, fn; shapes mover and friend), "" when it may: a line
// of the table must apply, the friend must not be in close combat
// [L2260], the mounted must stay in GGo [L1474], and but through Bg the
// two must face the same way or the opposite [L1477].
func passProblem(t, f Troop, tn, fn string, mover, friend geom.Rect, recoil, engaged, inGGo bool) (passage, string) {
	p, ok := passageFor(t, f, recoil)
	switch {
	case !ok:
		return p, fmt.Sprintf("%s may not pass through %s: %s (§7.8 [L1470-1475])", tn, fn, passTable)
	case engaged:
		return p, fmt.Sprintf("%s is in close combat: a friend in close combat cannot be passed through [L2260]", fn)
	case p.ggo && !inGGo:
		return p, fmt.Sprintf("%s may pass through %s only if its whole move is in GGo [L1474]", tn, fn)
	case !p.anyDir && !sameOrOpposite(mover, friend):
		return p, fmt.Sprintf("%s must face the way %s faces, or the opposite way, to pass through it [L1477]", tn, fn)
	}
	return p, ""
}

// sameOrOpposite reports whether a and b face the same or opposite ways,
// within DirTolerance.
func sameOrOpposite(a, b geom.Rect) bool {
	df := math.Abs(geom.NormAngle(a.Facing - b.Facing))
	return df <= DirTolerance || math.Pi-df <= DirTolerance
}

// passMode is how a move treats the friends on its path (§7.8).
type passMode int

const (
	passNone  passMode = iota // every friend blocks (the impetuous planner's trial pivots)
	passAside                 // friends §7.8 allows are passed through, and those in the way of the landing shifted aside [L1480]
)

// physicsAside is physics (movement.go) for a single base letting it
// pass through the friends §7.8 allows (passProblem), ending beyond them
// (passLanding), and shift friends aside to make room there [L1480]
// (aside.go); applyMove and makeImpetuous make the shifts (roomShifts).
func physicsAside(c Config, s *rules.State, m mover, path geom.Path, road, distant bool) *rules.Violation {
	return checkPhysics(c, s, m, path, road, distant, func(string) bool { return false }, passAside)
}

// physicsRoom is checkPhysics (movement.go) for base m, one of the bases
// of an order whose room rm keeps (nil: m alone): it returns the shifts
// aside m's path makes [L1480].
func physicsRoom(c Config, s *rules.State, m mover, path geom.Path, road, distant bool, moving func(id string) bool, mode passMode, rm *room) (*rules.Violation, []shift) {
	b, name := m.base, m.name()
	end := b.Shape.At(path.End())
	if !s.Table.OnTable(end) {
		return &rules.Violation{Code: "off-table", Rule: "BnB A26", Bases: []string{b.ID}, Areas: []geom.Polygon{end.Polygon()},
			Msg: fmt.Sprintf("%s would leave the table: voluntary moves stay on it", name)}, nil
	}
	v, passed, sh := clearPathIn(c, s, m, path, road, moving, mode, rm)
	if v != nil {
		return v, nil
	}
	if v := passLanding(s, m, path, passed); v != nil {
		return v, nil
	}
	if v := contactProblem(c, s, m, end, distant); v != nil {
		return v, nil
	}
	return gapProblem(c, s, b, path, moving), sh
}

// clearPath is the sweep of base m along path (sweep), skipping the bases
// that move with it and, by mode, the friends §7.8 lets it pass and those
// shifted aside to make room beyond them: it returns the first blocker's
// violation, or nil, the friends passed through, in the order met, and
// the shifts.
func clearPath(c Config, s *rules.State, m mover, path geom.Path, road bool, moving func(id string) bool, mode passMode) (*rules.Violation, []string, []shift) {
	return clearPathIn(c, s, m, path, road, moving, mode, nil)
}

// clearPathIn is clearPath for base m moving in an order whose room rm
// keeps (nil: m alone): friends already shifted for the order's other
// bases (rm.prior) stand aside, and a shift keeps clear of every path of
// the order.
func clearPathIn(c Config, s *rules.State, m mover, path geom.Path, road bool, moving func(id string) bool, mode passMode, rm *room) (*rules.Violation, []string, []shift) {
	if rm == nil {
		rm = &room{movers: []mover{m}, paths: []geom.Path{path}}
	}
	b, t, name := m.base, m.troop, m.name()
	impassable := func(f *table.Feature) bool {
		k, ok := categoryOf(c, t, f)
		if Kinds[f.Kind].Bridge && road {
			return false // a bridge is GGo for troops following the road over it [L882]
		}
		return ok && k == Impassable
	}
	var passed []string
	var shifts []shift
	skip := func(o *table.Base) bool {
		return o.ID == b.ID || moving(o.ID) || slices.Contains(passed, o.ID) || shifted(shifts, o.ID) || shifted(rm.prior, o.ID)
	}
	for {
		sw := sweep(&s.Table, b.Shape, path, table.Filter{Edges: true, Blocks: impassable, SkipBase: skip})
		if sw.Clear {
			return nil, passed, shifts
		}
		blocked := &rules.Violation{Code: "blocked", Rule: "BnB §12.3 G27", Bases: rules.Involved(b.ID, sw.Hit),
			Areas: []geom.Polygon{b.Shape.At(sw.Stop).Polygon()},
			Msg:   fmt.Sprintf("%s's path is blocked by %s", name, s.Describe(sw.Hit))}
		o, ok := s.Base(sw.Hit.Base)
		if mode == passNone || !ok || o.Side != b.Side {
			return blocked, nil, nil
		}
		why := ""
		if mode == passAside && len(passed) > 0 && onLanding(s, m, path, o) {
			// A friend where the base lands beyond the one passed
			// through makes room, or the base cannot land there.
			more, whyNot := makeRoom(c, s, rm, m, path, passed[len(passed)-1], o, append(slices.Clone(rm.prior), shifts...))
			if whyNot == "" {
				shifts = append(shifts, more...)
				continue
			}
			why = "it stands where the base would land, and cannot be shifted aside to make room [L1480]: " + whyNot
		} else if why = mayPassOnPath(c, s, m, path, o); why == "" {
			passed = append(passed, o.ID)
			continue
		}
		blocked.Rule = "BnB §7.8 [L1468-1480]"
		blocked.Msg += ": " + why
		return blocked, nil, nil
	}
}

// mayPassOnPath says why base m may not pass through friend o along path,
// "" when it may (passProblem); but through Bg, the legs of the path that
// enter o must go straight ahead or straight back, the same or opposite
// direction [L1477].
func mayPassOnPath(c Config, s *rules.State, m mover, path geom.Path, o *table.Base) string {
	fu, _ := s.Unit(o.Unit)
	ft := troopOf(fu)
	fn := fmt.Sprintf("%s (%s)", fu.Title(), ft)
	_, engaged := inCombatAt(s, o, o.Shape)
	inGGo := wholeMoveIn(c, s, m, path, GGo)
	for _, i := range legsThrough(s, m.base.Shape, path, o.ID) {
		at := m.base.Shape.At(path[i])
		p, why := passProblem(m.troop, ft, m.name(), fn, at, o.Shape, false, engaged, inGGo)
		if why != "" {
			return why
		}
		if k := kindOf(path.Legs()[i]); !p.anyDir && k != legAhead && k != legBack {
			return fmt.Sprintf("%s passes through %s only going straight ahead or straight back, its way or the opposite [L1477]", m.name(), fn)
		}
	}
	return ""
}

// legsThrough lists the legs of path (indices into path.Legs) along which
// a base of r's size overlaps base id; about-faces and pauses are no
// motion (sweep).
func legsThrough(s *rules.State, r geom.Rect, path geom.Path, id string) []int {
	only := table.Filter{SkipBase: func(o *table.Base) bool { return o.ID != id }}
	var out []int
	for i, l := range path.Legs() {
		if k := kindOf(l); k == legStill || k == legAboutFace {
			continue
		}
		if !s.Table.Sweep(r, geom.Path{l.From, l.To}, only).Clear {
			out = append(out, i)
		}
	}
	return out
}

// wholeMoveIn reports whether base m's swept area along path touches no
// terrain worse than cat (roads count as the ground under them [L884]).
func wholeMoveIn(c Config, s *rules.State, m mover, path geom.Path, cat Category) bool {
	return sweep(&s.Table, m.base.Shape, path, table.Filter{NoBases: true, Blocks: func(f *table.Feature) bool {
		k, ok := categoryOf(c, m.troop, f)
		return ok && k > cat && k != Impassable
	}}).Clear
}

// passLanding checks G32 [L1477-1480] for each friend passed through: the
// base ends beyond it, wholly past it along the way it went through (from
// where it entered the friend to where it ends). It must have the
// allowance and the room to get there (a single base may shift friends
// aside for it, clearPath).
func passLanding(s *rules.State, m mover, path geom.Path, passed []string) *rules.Violation {
	end := m.base.Shape.At(path.End())
	for _, id := range passed {
		o := mustBase(s, id)
		legs := legsThrough(s, m.base.Shape, path, id)
		if len(legs) > 0 && beyond(end, o.Shape, path[legs[0]].Pos) {
			continue
		}
		return &rules.Violation{Code: "pass-through", Rule: "BnB §7.8 [L1477-1480], G32", Bases: []string{m.base.ID, id},
			Areas: []geom.Polygon{end.Polygon(), o.Shape.Polygon()},
			Msg: fmt.Sprintf("%s must end beyond %s, wholly past it, to pass through it: it needs the allowance and the room to get there",
				m.name(), s.Describe(table.Obstacle{Base: id}))}
	}
	return nil
}

// beyond reports whether a base at end lies wholly past friend f along
// the way from entry to end's centre: every point of f is behind every
// point of end in that direction, within table.ContactTolerance.
func beyond(end, f geom.Rect, entry geom.Vec) bool {
	d := end.Center.Sub(entry)
	if d.Len() <= geom.Eps {
		return false
	}
	u := d.Unit()
	near := math.Inf(1)
	for _, p := range end.Corners() {
		near = math.Min(near, p.Dot(u))
	}
	for _, q := range f.Corners() {
		if q.Dot(u) > near+table.ContactTolerance {
			return false
		}
	}
	return true
}
