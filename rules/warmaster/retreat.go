package warmaster

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// retreatLosers moves the losing side's units back (wme.md §9.8;
// L1478-1540): the difference of the results, divided by the number of
// losing units that were in contact with the enemy (A9), rounded up; the
// units in contact one after another in the order their player wants
// ([L1488], retreatorder.go), each followed by the units only supporting
// it, in its direction (L1502); supports of a unit destroyed before it
// could retreat go straight back, last. A unit whose direction is tied,
// or a choice of which unit retreats next, waits for its owner (the
// second result; roundend.go).
func retreatLosers(s *rules.State, winner int, d dice.Roller) ([]rules.Event, bool, error) {
	e := fightingUnits(s)
	diff := s.Counters[ctMargin]
	var contact, support []*rules.Unit
	for _, u := range e.units {
		// A unit its own retreat destroyed still leads its supports.
		if u.Side == winner || len(u.Bases) == 0 && status(u, stRetreated) == 0 {
			continue
		}
		if status(u, stInContact) > 0 {
			contact = append(contact, u)
		} else {
			support = append(support, u)
		}
	}
	if len(contact) == 0 && len(support) == 0 || diff <= 0 {
		return nil, false, nil
	}
	if s.Counters[ctRetreatDist] == 0 {
		// Judged once, before any of them retreats.
		n := max(1, len(contact))
		s.SetCounter(ctRetreatDist, (diff+n-1)/n)
		s.SetCounter(ctRetreatShare, n)
	}
	dist := float64(s.Counters[ctRetreatDist])
	how := fmt.Sprintf("lost by %d", diff)
	if n := s.Counters[ctRetreatShare]; n > 1 {
		how += fmt.Sprintf(", shared between %d units (A9)", n)
	}
	var evs []rules.Event
	for {
		u, ask := nextRetreat(s, &e, contact, support, dist)
		if ask {
			return evs, true, nil
		}
		if u == nil {
			break
		}
		more, wait, err := retreatGroup(s, &e, u, support, dist, how, d)
		if evs = append(evs, more...); err != nil || wait {
			return evs, wait, err
		}
	}
	for _, f := range support {
		// It supports a unit destroyed before it could retreat: straight back.
		if len(f.Bases) == 0 || status(f, stRetreated) > 0 {
			continue
		}
		b, _ := s.Base(f.Bases[0])
		more, wait, err := retreatOnce(s, &e, f, b.Shape.Forward().Neg(), dist, how+", with the unit it supports (L1502)", d)
		if evs = append(evs, more...); err != nil || wait {
			return evs, wait, err
		}
	}
	return evs, false, nil
}

// retreatGroup retreats unit u in contact, then the units only
// supporting it, in its direction (L1502); true while a choice is awaited:
// its direction on a tie ([L1484], [L1500]) or a friend's way.
func retreatGroup(s *rules.State, e *engagement, u *rules.Unit, support []*rules.Unit, dist float64, how string, d dice.Roller) ([]rules.Event, bool, error) {
	var evs []rules.Event
	dir, ok := retreatDir(s, u)
	if !ok {
		opts := retreatOptions(s, u)
		opt, why := opts[0], ""
		if len(opts) > 1 {
			c, chosen := chosenRetreat(u, opts)
			if !chosen {
				u.SetStatus(stRetreatTie, len(opts))
				return nil, true, nil
			}
			opt, why = c, ", its owner's choice on a tie (L1498)"
		}
		dir = opt.dir
		more, wait, err := retreatOnce(s, e, u, dir, dist, fmt.Sprintf("%s, away from the enemy on %s%s", how, opt.describe(opts), why), d)
		if evs = append(evs, more...); err != nil || wait {
			return evs, wait, err
		}
	}
	for _, f := range followers(s, u, support) {
		more, wait, err := retreatOnce(s, e, f, dir, dist, how+", with the unit it supports (L1502)", d)
		if evs = append(evs, more...); err != nil || wait {
			return evs, wait, err
		}
	}
	return evs, false, nil
}

// Status keys of a retreat made (cleared with the round, roundMarks):
// its direction, in billionths (dirScale), for the units supporting it that follow
// it (L1502), maybe after a friend's choice to make way.
const (
	stRetreatDX = "retreat-dx"
	stRetreatDY = "retreat-dy"
)

// retreatDir is the direction u retreated in this round, if it has.
func retreatDir(s *rules.State, u *rules.Unit) (geom.Vec, bool) {
	if status(u, stRetreated) == 0 {
		return geom.Vec{}, false
	}
	return vecOf(u, stRetreatDX, stRetreatDY, dirScale), true
}

// retreatOnce retreats u unless it has retreated this round or is gone;
// true while a friend in its way awaits its owner's choice.
func retreatOnce(s *rules.State, e *engagement, u *rules.Unit, dir geom.Vec, dist float64, why string, d dice.Roller) ([]rules.Event, bool, error) {
	if status(u, stRetreated) > 0 || len(u.Bases) == 0 {
		return nil, false, nil
	}
	evs, wait, err := retreat(s, e, u, dir, dist, why, d)
	if err != nil || wait {
		return evs, wait, err
	}
	u.SetStatus(stRetreated, 1)
	setVec(u, stRetreatDX, stRetreatDY, dir, dirScale)
	return evs, false, nil
}

// retreatOption is a direction a losing unit may retreat in: away from
// edge of its element ref (wme.md §12 G19).
type retreatOption struct {
	ref  string // the element whose edge it is
	edge geom.Edge
	dir  geom.Vec
}

// describe names the option's edge among opts for events and offers
// ("its front", "its right flank"), naming its element when the options
// are those of several elements of an irregular formation ([L1500]: "the
// front of rd.2").
func (o retreatOption) describe(opts []retreatOption) string {
	if o.several(opts) {
		return "the " + edgeName(o.edge) + " of " + o.ref
	}
	return "its " + edgeName(o.edge)
}

// several reports whether opts are the edges of several elements.
func (o retreatOption) several(opts []retreatOption) bool {
	return slices.ContainsFunc(opts, func(p retreatOption) bool { return p.ref != o.ref })
}

// retreatOptions are the directions unit u may retreat in (wme.md §12
// G19; L1484-1500), the rules' pick first: away from the edges touched
// by the most enemy elements, an enemy touching only by a corner
// counting on the edge parallel to its front ([L1498]); for an irregular
// formation, the edges of the elements touched by the most enemy
// elements ([L1500]), several elements tying as edges do. Several
// options tie when the retreating player chooses ([L1484], [L1498],
// [L1500]): front, right, rear and left, element by element, a direction
// offered once. With no enemy touching, its first element's front.
func retreatOptions(s *rules.State, u *rules.Unit) []retreatOption {
	type tally struct {
		ref    *table.Base
		enemy  [4]map[string]bool
		number int
	}
	count := func(ids []string) tally {
		var t tally
		for k := range t.enemy {
			t.enemy[k] = map[string]bool{}
		}
		seen := map[string]bool{}
		for _, id := range ids {
			b, _ := s.Base(id)
			for _, c := range enemyContacts(s, b) {
				o, _ := s.Base(c.B)
				edge := c.EdgeA
				if class, _ := contactClass(c); class == classCorner {
					// The edge parallel to the enemy's front (L1498).
					best := -2.0
					for k := geom.Front; k <= geom.Left; k++ {
						if v := b.Shape.Outward(k).Dot(o.Shape.Forward().Neg()); v > best {
							best, edge = v, k
						}
					}
				}
				t.enemy[edge][c.B] = true
				seen[c.B] = true
			}
		}
		t.number = len(seen)
		return t
	}
	var ts []tally
	if FormationOf(rects(s, u)) > Irregular {
		t := count(u.Bases)
		t.ref, _ = s.Base(u.Bases[0])
		ts = append(ts, t)
	} else {
		best := 0
		for _, id := range u.Bases {
			c := count([]string{id})
			if c.number > best {
				best, ts = c.number, nil
			}
			if c.number == best && best > 0 {
				c.ref, _ = s.Base(id)
				ts = append(ts, c)
			}
		}
	}
	if len(ts) == 0 || ts[0].number == 0 {
		b, _ := s.Base(u.Bases[0])
		return []retreatOption{{ref: b.ID, edge: geom.Front, dir: b.Shape.Outward(geom.Front).Neg()}}
	}
	var out []retreatOption
	for _, t := range ts {
		most := 0
		for k := geom.Front; k <= geom.Left; k++ {
			most = max(most, len(t.enemy[k]))
		}
		for k := geom.Front; k <= geom.Left; k++ {
			if len(t.enemy[k]) < most {
				continue
			}
			o := retreatOption{ref: t.ref.ID, edge: k, dir: t.ref.Shape.Outward(k).Neg()}
			if !slices.ContainsFunc(out, func(p retreatOption) bool { return p.dir.Near(o.dir) }) {
				out = append(out, o)
			}
		}
	}
	return out
}

// retreat moves unit u dist cm along dir without turning (wme.md §9.8;
// L1492, L1504-1536). Artillery forced to retreat is destroyed (L1540).
// Friends not engaged in its path make way (§9.10, makeway.go), nearest
// first, as their owner chooses (the retreat waits for the choice: the
// second result), when they can. An element whose path crosses, even partly, an
// enemy element, a friend (engaged friends always block; the others when
// they cannot make way, L2794) or terrain impassable to it is destroyed,
// without touching the unit's wounds (L1516); one ending exactly in
// contact with an enemy unit outside the engagement is destroyed too, in
// contact with one inside it is not (L1522, E11). No confusion results
// (L1889), but making way tests (L1875). A unit whose elements end at
// least partly off the table rolls to see what becomes of it (§7.6,
// leaving.go).
func retreat(s *rules.State, e *engagement, u *rules.Unit, dir geom.Vec, dist float64, why string, d dice.Roller) ([]rules.Event, bool, error) {
	ev := rules.Event{Kind: "retreat", Side: u.Side, Unit: u.ID}
	u.SetStatus(stRetreat, int(math.Ceil(dist)))
	if u.Type == Artillery || status(u, stBrokenDown) > 0 {
		for len(u.Bases) > 0 {
			removeBase(s, u, u.Bases[0])
		}
		ev.Text = fmt.Sprintf("%s must retreat %.0f cm (%s): artillery forced to retreat is destroyed (L1540)", u.Title(), dist, why)
		if u.Type != Artillery {
			ev.Text = fmt.Sprintf("%s must retreat %.0f cm (%s): broken down, it is destroyed instead (%s)", u.Title(), dist, why, malfunctionOf)
		}
		return []rules.Event{ev}, false, nil
	}
	// Friends in the way make way as their owner chooses, or refuse
	// (§9.10); the retreat waits for the choice.
	refused := map[string]string{}
	tried := map[string]bool{}
	for {
		f, _ := nearestFriend(s, u, dir, dist, table.ContactTolerance, tried)
		if f == nil {
			break
		}
		tried[f.ID] = true
		if e.has(f.ID) {
			continue // part of this engagement: it blocks (L1510)
		}
		if refusedWay(s, f, u) {
			refused[f.ID] = "its owner's choice"
			continue
		}
		if _, whyNot := wayOptions(s, u, f, sweepsOf(s, u, dir.Scale(dist))); whyNot != "" {
			refused[f.ID] = whyNot
			continue
		}
		return []rules.Event{askWay(s, u, f, dir.Scale(dist))}, true, nil
	}
	wayDone(s, u)
	dist, ramparts := rampartsRetreat(s, e, u, dir, dist) // without penalty on the walls ([L1713], ramparts.go)
	own := map[string]bool{}
	for _, id := range u.Bases {
		own[id] = true
	}
	var lost []string
	var why2 []string
	moves := map[string]geom.Vec{}
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		if blocked := pathBlock(s, e, u, own, b, dir, dist, refused); blocked != "" {
			lost = append(lost, id)
			why2 = append(why2, fmt.Sprintf("%s blocked by %s", s.Called(id), blocked))
			continue
		}
		moves[id] = dir.Scale(dist)
	}
	for _, id := range lost {
		removeBase(s, u, id)
	}
	for id, v := range moves {
		b, _ := s.Base(id)
		b.Shape.Center = b.Shape.Center.Add(v)
	}
	ev.Text = fmt.Sprintf("%s retreat %.0f cm (%s)", u.Title(), dist, why) + ramparts
	if len(lost) > 0 {
		ev.Text += fmt.Sprintf("; %s destroyed (L1504-1516)", strings.Join(why2, ", "))
		if len(u.Bases) == 0 {
			ev.Text += fmt.Sprintf("; %s are destroyed", u.Title())
		}
	}
	evs := []rules.Event{ev}
	if len(u.Bases) > 0 && offTable(s, u) {
		lev, err := leaveTable(s, u, d)
		if err != nil {
			return nil, false, err
		}
		evs = append(evs, lev)
	}
	return evs, false, nil
}

// pathBlock is what stops element b of u retreating dist cm along dir,
// "" when nothing does (L1504-1522): an enemy element, a friend (refused
// names those that would not make way) or terrain impassable to it in its
// path — not the terrain it stands in — or, at its end, an enemy unit
// outside engagement e. own are u's elements, which never block.
func pathBlock(s *rules.State, e *engagement, u *rules.Unit, own map[string]bool, b *table.Base, dir geom.Vec, dist float64, refused map[string]string) string {
	f := table.Filter{
		SkipBase: func(o *table.Base) bool { return own[o.ID] },
		Blocks:   enterBlocks(s, u.Type, b.Shape),
	}
	for _, enc := range s.Table.Translate(b.Shape, dir, dist+table.ContactTolerance, f) {
		if enc.At < dist-table.ContactTolerance {
			blocked := s.Describe(enc.Obstacle)
			if o, ok := s.Base(enc.Base); ok && refused[o.Unit] != "" {
				blocked += ", which does not make way: " + refused[o.Unit] + " (L2794)"
			}
			return blocked
		}
		if enc.Base != "" {
			o, _ := s.Base(enc.Base)
			if o.Side != u.Side && !e.has(o.Unit) {
				return s.Describe(enc.Obstacle) + ", not in this engagement (L1522)"
			}
		}
	}
	return ""
}
