package warmaster

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// retreatLosers moves the losing side's units back (wme.md §9.8;
// L1478-1540): the difference of the results, divided by the number of
// losing units that were in contact with the enemy (A9), rounded up; the
// units in contact first, in army order, then those only supporting, in
// the direction of the unit they support (L1502).
func retreatLosers(s *rules.State, e *engagement, out *roundOutcome, loser int) []rules.Event {
	diff := 0
	for k, v := range out.score {
		if k != loser {
			diff = max(diff, v-out.score[loser])
		}
	}
	var contact, support []*rules.Unit
	for _, u := range e.units {
		if u.Side != loser || len(u.Bases) == 0 {
			continue
		}
		if out.inContact[u.ID] {
			contact = append(contact, u)
		} else {
			support = append(support, u)
		}
	}
	if len(contact) == 0 && len(support) == 0 || diff <= 0 {
		return nil
	}
	n := max(1, len(contact))
	dist := (diff + n - 1) / n
	var evs []rules.Event
	how := fmt.Sprintf("lost by %d", diff)
	if n > 1 {
		how += fmt.Sprintf(", shared between %d units (A9)", n)
	}
	dirs := map[string]geom.Vec{}
	for _, u := range contact {
		dir, edge := retreatDirection(s, u)
		dirs[u.ID] = dir
		evs = append(evs, retreat(s, e, u, dir, float64(dist), fmt.Sprintf("%s, away from the enemy on its %s", how, edge)))
	}
	for _, u := range support {
		dir, ok := geom.Vec{}, false
		for _, id := range e.supportOrder {
			b, _ := s.Base(id)
			if b == nil || b.Unit != u.ID {
				continue
			}
			if dir, ok = dirs[e.supports[id].ID]; ok {
				break
			}
		}
		if !ok {
			// It supports a unit that has been destroyed: straight back.
			b, _ := s.Base(u.Bases[0])
			dir = b.Shape.Forward().Neg()
		}
		evs = append(evs, retreat(s, e, u, dir, float64(dist), how+", with the unit it supports (L1502)"))
	}
	return evs
}

// retreatDirection is the way unit u retreats (wme.md §12 G19;
// L1484-1500): away from the edge touched by the most enemy elements, an
// enemy touching only by a corner counting on the edge parallel to its
// front; for an irregular formation, the edges of the element touched by
// the most enemy elements. Ties (the retreating player's choice) go to
// the front, then the right, rear and left edges.
func retreatDirection(s *rules.State, u *rules.Unit) (geom.Vec, string) {
	type tally struct {
		ref    geom.Rect
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
	var t tally
	if FormationOf(rects(s, u)) > Irregular {
		t = count(u.Bases)
		b, _ := s.Base(u.Bases[0])
		t.ref = b.Shape
	} else {
		for _, id := range u.Bases {
			if c := count([]string{id}); c.number > t.number {
				t = c
				b, _ := s.Base(id)
				t.ref = b.Shape
			}
		}
	}
	if t.number == 0 {
		b, _ := s.Base(u.Bases[0])
		return b.Shape.Forward().Neg(), "front"
	}
	best := geom.Front
	for k := geom.Front; k <= geom.Left; k++ {
		if len(t.enemy[k]) > len(t.enemy[best]) {
			best = k
		}
	}
	name := best.String()
	if best == geom.Left || best == geom.Right {
		name += " flank"
	}
	return t.ref.Outward(best).Neg(), name
}

// retreat moves unit u dist cm along dir without turning (wme.md §9.8;
// L1492, L1504-1536). Artillery forced to retreat is destroyed (L1540).
// An element whose path crosses, even partly, an enemy element, a friend
// (engaged friends always block; friends not engaged do not make way, see
// doc.go) or terrain impassable to it is destroyed, without touching the
// unit's wounds (L1516); one ending exactly in contact with an enemy unit
// outside the engagement is destroyed too, in contact with one inside it
// is not (L1522, E11). The retreat stops at the table edge (leaving the
// table, §7.6, is not implemented). No confusion results (L1889).
func retreat(s *rules.State, e *engagement, u *rules.Unit, dir geom.Vec, dist float64, why string) rules.Event {
	ev := rules.Event{Kind: "retreat", Side: u.Side, Unit: u.ID}
	setStatus(u, stRetreat, int(math.Ceil(dist)))
	if u.Type == Artillery {
		for len(u.Bases) > 0 {
			removeBase(s, u, u.Bases[0])
		}
		ev.Text = fmt.Sprintf("%s must retreat %.0f cm (%s): artillery forced to retreat is destroyed (L1540)", u.Name, dist, why)
		return ev
	}
	// The table edge stops the whole unit.
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		edges := table.Filter{SkipBase: func(*table.Base) bool { return true }, Edges: true}
		if enc := s.Table.Translate(b.Shape, dir, dist, edges); len(enc) > 0 {
			dist = math.Max(0, enc[0].At)
		}
	}
	own := map[string]bool{}
	for _, id := range u.Bases {
		own[id] = true
	}
	var lost []string
	var why2 []string
	moves := map[string]geom.Vec{}
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		inside := map[string]bool{}
		for _, c := range s.Table.Under(b.Shape) {
			inside[c.Feature] = true
		}
		f := table.Filter{
			SkipBase: func(o *table.Base) bool { return own[o.ID] },
			Blocks:   func(f *table.Feature) bool { return !inside[f.ID] && blocks(u.Type, category(f)) },
		}
		blocked := ""
		for _, enc := range s.Table.Translate(b.Shape, dir, dist+table.ContactTolerance, f) {
			if enc.At < dist-table.ContactTolerance {
				blocked = s.Describe(enc.Obstacle)
				break
			}
			if enc.Base != "" {
				o, _ := s.Base(enc.Base)
				if o.Side != u.Side && !e.has(o.Unit) {
					blocked = s.Describe(enc.Obstacle) + ", not in this engagement (L1522)"
					break
				}
			}
		}
		if blocked != "" {
			lost = append(lost, id)
			why2 = append(why2, fmt.Sprintf("%s blocked by %s", id, blocked))
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
	ev.Text = fmt.Sprintf("%s retreat %.0f cm (%s)", u.Name, dist, why)
	if len(lost) > 0 {
		ev.Text += fmt.Sprintf("; %s destroyed (L1504-1516)", strings.Join(why2, ", "))
		if len(u.Bases) == 0 {
			ev.Text += fmt.Sprintf("; %s are destroyed", u.Name)
		}
	}
	return ev
}
