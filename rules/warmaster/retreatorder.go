package warmaster

import (
	"fmt"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The order in which several losing units retreat (wme.md §9.8; [L1488]:
// "Chacune de ces unités retraite séquentiellement, dans l'ordre que
// désire son joueur"). The order matters only when one unit's retreat can
// change another's: their paths meet (one crossing where the other stands
// or goes), or a friend in one's path, making way, could step into the
// other's. The units whose retreats cannot so meet any other's go first,
// in army order (their order changes nothing); when two or more are left
// that can, the round waits for their owner's "retreat" action naming
// the one that retreats next (with its supports, [L1502]), and asks
// again among those left after it.
const (
	stRetreatNext = "retreat-next"       // its owner may make it the next to retreat ([L1488])
	ctRetreatNext = "round-retreat-next" // 1 + index of the unit retreating now, with its supports
)

// nextRetreat is the losing unit in contact that retreats now, with the
// units supporting it, or nil when every one has; true when its owner
// must first say which (the units he may name are marked stRetreatNext).
func nextRetreat(s *rules.State, e *engagement, contact, support []*rules.Unit, dist float64) (*rules.Unit, bool) {
	for _, u := range contact {
		if status(u, stRetreatNext) > 0 {
			return nil, true
		}
	}
	if c := s.Counters[ctRetreatNext]; c > 0 {
		// The unit under way goes on (after its direction or a friend's
		// way was chosen), its supports with it.
		for _, u := range contact {
			if unitIndex(s, u.ID) == c-1 && !groupDone(s, u, support) {
				return u, false
			}
		}
		s.SetCounter(ctRetreatNext, 0)
	}
	var left []*rules.Unit
	for _, u := range contact {
		if status(u, stRetreated) == 0 && len(u.Bases) > 0 {
			left = append(left, u)
		}
	}
	for _, u := range left {
		free := true
		for _, o := range left {
			if o != u && retreatsMeet(s, e, u, o, support, dist) {
				free = false
				break
			}
		}
		if free || len(left) == 1 {
			s.SetCounter(ctRetreatNext, unitIndex(s, u.ID)+1)
			return u, false
		}
	}
	if len(left) == 0 {
		return nil, false
	}
	for _, u := range left {
		u.SetStatus(stRetreatNext, 1)
	}
	return nil, true
}

// groupDone reports whether u has retreated (or is gone) and so have the
// units supporting it that follow it ([L1502]).
func groupDone(s *rules.State, u *rules.Unit, support []*rules.Unit) bool {
	if status(u, stRetreated) == 0 && len(u.Bases) > 0 {
		return false
	}
	for _, f := range followers(s, u, support) {
		if status(f, stRetreated) == 0 && len(f.Bases) > 0 {
			return false
		}
	}
	return true
}

// followers are the units of support that follow u's retreat ([L1502]).
func followers(s *rules.State, u *rules.Unit, support []*rules.Unit) []*rules.Unit {
	var out []*rules.Unit
	for _, f := range support {
		if status(f, stFollows)-1 == unitIndex(s, u.ID) {
			out = append(out, f)
		}
	}
	return out
}

// retreatsNext makes u, its owner's choice, the next unit to retreat.
func retreatsNext(s *rules.State, u *rules.Unit) {
	for i := range s.Units {
		s.Units[i].SetStatus(stRetreatNext, 0)
	}
	s.SetCounter(ctRetreatNext, unitIndex(s, u.ID)+1)
}

// retreatNextNames lists the units whose owner must say which retreats
// next, or "".
func retreatNextNames(s *rules.State) string {
	var names []string
	for i := range s.Units {
		if u := &s.Units[i]; status(u, stRetreatNext) > 0 {
			names = append(names, u.Title())
		}
	}
	return strings.Join(names, ", ")
}

// retreatSweeps are the areas u and the units following it would cross
// retreating dist cm in each direction still open to it (its owner's
// choice on a tie, once made): each base's hull from where it stands to
// where it would end. Artillery is destroyed where it stands ([L1540]).
func retreatSweeps(s *rules.State, u *rules.Unit, support []*rules.Unit, dist float64) []geom.Polygon {
	opts := retreatOptions(s, u)
	if c, ok := chosenRetreat(u, opts); ok && len(opts) > 1 {
		opts = []retreatOption{c}
	}
	if u.Type == Artillery {
		dist = 0
	}
	var out []geom.Polygon
	for _, o := range opts {
		v := o.dir.Scale(dist)
		for _, m := range append([]*rules.Unit{u}, followers(s, u, support)...) {
			out = append(out, sweptHulls(rects(s, m), v)...)
		}
	}
	return out
}

// sweptHulls are the areas rs cross translated by v: each one's hull
// from where it stands to where it would end.
func sweptHulls(rs []geom.Rect, v geom.Vec) []geom.Polygon {
	var out []geom.Polygon
	for _, r := range rs {
		cs := r.Corners()
		pts := cs[:]
		for _, c := range cs {
			pts = append(pts, c.Add(v))
		}
		out = append(out, geom.ConvexHull(pts))
	}
	return out
}

// retreatsMeet reports whether the retreats of a and b (with the units
// following each) could change each other, so that their order matters
// ([L1488]): their swept areas overlap, or a friend not engaged that one
// of them would meet, and ask to make way (§9.10), stands within its full
// pace of the other's ([L1910]).
func retreatsMeet(s *rules.State, e *engagement, a, b *rules.Unit, support []*rules.Unit, dist float64) bool {
	return movesMeet(s, a.Side, retreatSweeps(s, a, support, dist), retreatSweeps(s, b, support, dist), e.has)
}

// movesMeet reports whether two compulsory moves of side's units (a
// retreat, a drive back), sweeping pa and pb, could change each other,
// so that their order matters: the swept areas overlap, or a friend not
// engaged that one would meet, and ask to make way (§9.10), stands
// within its full pace of the other's sweep ([L1910]). Units for which
// skip is true (those moving themselves) are not such friends.
func movesMeet(s *rules.State, side int, pa, pb []geom.Polygon, skip func(id string) bool) bool {
	if sweepsOverlap(pa, pb, 0) {
		return true
	}
	eng := engagedSet(s)
	for i := range s.Units {
		f := &s.Units[i]
		if f.Side != side || IsCommander(f.Type) || len(f.Bases) == 0 || eng[f.ID] || skip(f.ID) {
			continue
		}
		var own []geom.Polygon
		for _, r := range rects(s, f) {
			own = append(own, r.Polygon())
		}
		if sweepsOverlap(own, pa, 0) && sweepsOverlap(own, pb, pace(f)) ||
			sweepsOverlap(own, pb, 0) && sweepsOverlap(own, pa, pace(f)) {
			return true
		}
	}
	return false
}

// sweepsOverlap reports whether some polygon of ps overlaps some polygon
// of qs (deeper than table.OverlapSlack), or, with reach > 0, comes
// within reach of it.
func sweepsOverlap(ps, qs []geom.Polygon, reach float64) bool {
	for _, p := range ps {
		for _, q := range qs {
			if reach > 0 && geom.Distance(p, q) <= reach+table.ContactTolerance ||
				reach == 0 && geom.Penetration(p, q) > table.OverlapSlack {
				return true
			}
		}
	}
	return false
}

// retreatNextOffers propose u as the next unit to retreat, in each
// direction open to it (the rules' pick first), with where its bases go.
func retreatNextOffers(s *rules.State, u *rules.Unit) []rules.Offer {
	opts := retreatOptions(s, u)
	if c, ok := chosenRetreat(u, opts); ok && len(opts) > 1 {
		opts = []retreatOption{c}
	}
	dist := float64(s.Counters[ctRetreatDist])
	var others []string
	for i := range s.Units {
		if o := &s.Units[i]; o != u && status(o, stRetreatNext) > 0 {
			others = append(others, o.Title())
		}
	}
	detail := fmt.Sprintf("its path may meet that of %s: the losing units retreat one after another, in the order their player wants (WME §9.8 [L1488])",
		strings.Join(others, " and "))
	var offers []rules.Offer
	for _, opt := range opts {
		o := rules.Offer{Action: retreatAction(u, opt, opts),
			Label:   fmt.Sprintf("%s: Retreat first, %.0f cm away from the enemy on %s", u.Title(), dist, opt.describe(opts)),
			Detail:  []string{detail},
			Preview: retreatPreview(s, u, opt.dir, dist)}
		if len(opts) > 1 {
			o.Detail = append(o.Detail, "as many enemy elements touch another edge: its owner chooses the direction (WME §9.8 [L1484], [L1498], [L1500])")
		}
		offers = append(offers, o)
	}
	return offers
}
