package warmaster

import (
	"fmt"
	"slices"
	"strconv"

	"plateau/rules"
	"plateau/rules/geom"
)

// Re-placing the elements of a friend that has made way (wme.md §9.10):
// right after the rules have placed the elements that stepped aside or
// moved back in support, their owner may move them elsewhere by dragging
// them (replace.go), before any other action. Each re-placement is judged
// as if he had placed them in the make-way action (makewayplace.go), from
// where they stood before, for the same way and the same move of the
// unit it made way for; only, the friends that made way in turn have
// moved, and no friend makes way for a re-placement. A move back is not
// re-placed: its place is the text's alone ([L1924]).

// Status keys of a friend whose elements may be re-placed, besides
// replace.go's.
const (
	rpWay    = replacePrefix + "way"    // 1 + the index in wayCodes of the way made
	rpWayFor = replacePrefix + "for"    // 1 + the index of the unit it made way for
	rpSweeps = replacePrefix + "sweeps" // how many bases that unit moved
	rpSweep  = replacePrefix + "sweep:" // + I + ":x", ":y", ":f", ":w", ":d", ":vx", ":vy": its base I and its move
)

// openWayReplace lets the owner of friend f, about to make way for m as p
// says (m's bases moving as sw), and of the friends making way in turn in
// its chain, re-place the elements that step aside or move back in
// support.
func openWayReplace(s *rules.State, m, f *rules.Unit, p wayPlan, sw []sweep) {
	if p.how != WayBack {
		from := map[string]geom.Pose{}
		for _, id := range p.moved() {
			b, _ := s.Base(id)
			from[id] = b.Shape.Pose()
		}
		openReplace(f, replaceByMakeWay, from)
		f.SetStatus(rpWay, 1+slices.Index(wayCodes, p.how))
		f.SetStatus(rpWayFor, 1+unitIndex(s, m.ID))
		f.SetStatus(rpSweeps, len(sw))
		for i, w := range sw {
			k := rpSweep + strconv.Itoa(i)
			setRect(f, k, w.from)
			setVec(f, k+":vx", k+":vy", w.v, dirScale)
		}
	}
	for _, l := range p.chain {
		openWayReplace(s, l.forcer, l.unit, l.plan, l.sw)
	}
}

// wayRecord is the way friend u made, the unit it made way for and that
// unit's move, as openWayReplace kept them.
func wayRecord(s *rules.State, u *rules.Unit) (how string, m *rules.Unit, sw []sweep) {
	how = wayCodes[status(u, rpWay)-1]
	m = &s.Units[status(u, rpWayFor)-1]
	for i := range status(u, rpSweeps) {
		k := rpSweep + strconv.Itoa(i)
		sw = append(sw, sweep{from: rectOf(u, k), v: vecOf(u, k+":vx", k+":vy", dirScale)})
	}
	return how, m, sw
}

// wayReplacement judges the re-placement a makes of friend u's elements
// that made way: each one of them, from where it stands, placed as
// placedWay allows (the others staying where they are), its straight
// path from where it stood before clear of every base but its unit's and
// the one it made way for ([L1934]). It returns their end poses and how
// far each moved from before.
func wayReplacement(s *rules.State, u *rules.Unit, a rules.Action) (map[string]geom.Pose, map[string]float64, error) {
	how, m, sw := wayRecord(s, u)
	from := replaceFrom(s, u)
	at, origin := map[string]geom.Pose{}, map[string]geom.Pose{}
	for id, r := range from {
		b, _ := s.Base(id)
		at[id], origin[id] = b.Shape.Pose(), r.Pose()
	}
	named := map[string]bool{}
	for _, mv := range a.Moves {
		b, ok := s.Base(mv.Base)
		switch {
		case !ok:
			return nil, nil, fmt.Errorf("warmaster: no base %q", mv.Base)
		case named[b.ID]:
			return nil, nil, fmt.Errorf("warmaster: base %s moves twice in one action", b.ID)
		case b.Unit != u.ID:
			return nil, nil, wayPlaceViolation(u, "WME §9.10 [L1906]", fmt.Sprintf("%s is not an element of %s", s.Called(b.ID), u.Title()))
		}
		if _, ok := from[b.ID]; !ok {
			return nil, nil, wayPlaceViolation(u, "WME §9.10 [L1914]", fmt.Sprintf("%s did not move to make way: only the elements that made way are placed elsewhere", s.Called(b.ID)))
		}
		if err := startsHere(b, s.Called(b.ID), mv.Path); err != nil {
			return nil, nil, err
		}
		named[b.ID], at[b.ID] = true, mv.Path.End()
	}
	n := withPoses(s, origin)
	p, v := placedWay(n, m, u, sw, how, at)
	if v != nil {
		return nil, nil, v
	}
	if why, _ := wayProblem(n, m, u, p, engagedSet(n)); why != "" {
		return nil, nil, wayPlaceViolation(u, "WME §9.10 [L1910], [L1934]", fmt.Sprintf("%s cannot be placed so: %s", u.Title(), why))
	}
	poses, moved := map[string]geom.Pose{}, map[string]float64{}
	for id := range named {
		poses[id] = p.poses[id]
		moved[id] = geom.Path{origin[id], p.poses[id]}.MaxCornerTravel(from[id])
	}
	return poses, moved, nil
}
