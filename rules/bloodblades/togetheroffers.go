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

// togetherLimit is how many friends the search for the friends in the
// way gathers before giving up: more than two orders of them could not
// take part [L1404].
const togetherLimit = 2 * MaxTogether

// togetherOffers are the simultaneous moves [L1404] of the selection (one
// base, or bases that are a group): its move straight ahead and its move
// straight back, each as far as the rules allow with the friends in its
// way off the table, made together with those friends moving the same
// way by the same distance — the friends' simplest clearing move, the
// one Figure 8.16's Pk D, E and F make [L2747] — when friends prevent
// the move alone. Each is offered when the rules allow it, or refuse it
// only for want of PIGs (disabled, with the reason). A move straight
// ahead with friends that make one group with the selection is left to
// that group's move, one order (a group has no move straight back
// [L1490-1496]).
func (r Rules) togetherOffers(s *rules.State, side int, mine []string) []rules.Offer {
	if len(mine) == 0 || len(mine) > 1 && !IsGroup(s, mine) {
		return nil
	}
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return nil
	}
	var out []rules.Offer
	for _, dir := range []float64{1, -1} {
		if o, ok := r.togetherOffer(s, c, side, mine, dir); ok {
			out = append(out, o)
		}
	}
	return out
}

// togetherOffer is togetherOffers' move of the bases ids straight ahead
// (dir 1) or straight back (dir -1), if there is one.
func (r Rules) togetherOffer(s *rules.State, c Config, side int, ids []string, dir float64) (rules.Offer, bool) {
	reach := 0.0
	for _, id := range ids {
		u, _ := s.UnitOf(id)
		row := moveRow(c, u, troopOf(u))
		reach = max(reach, c.Cm(max(row[colGGo], row[colRoad])+1)) // +1: the Fast bonus [L1437]
	}
	v := mustBase(s, ids[0]).Shape.Forward().Scale(dir)
	far := friendsInWay(s, ids, nil, v.Scale(reach))
	if len(far) == 0 {
		return rules.Offer{}, false
	}
	d := reachWithout(c, s, side, ids, far, v, reach)
	if d < geom.Eps*10 {
		return rules.Offer{}, false
	}
	subject := translation(s, side, ids, v.Scale(d))
	if r.Check(s, subject) == nil {
		return rules.Offer{}, false // nothing prevents it
	}
	friends := friendsInWay(s, ids, nil, v.Scale(d))
	for k := 0; k < len(friends) && len(friends) <= togetherLimit; k++ {
		for _, f := range friendsInWay(s, []string{friends[k]}, append(slices.Clone(ids), friends...), v.Scale(d)) {
			friends = append(friends, f)
		}
	}
	if len(friends) == 0 || len(friends) > togetherLimit {
		return rules.Offer{}, false
	}
	if dir > 0 && IsGroup(s, append(slices.Clone(ids), friends...)) {
		return rules.Offer{}, false // the group's move straight ahead, one order
	}
	for _, a := range togetherCandidates(s, side, subject, friends, v.Scale(d)) {
		rich := s.Clone()
		rich.SetCounter(ctPIGs, judgeBudget)
		if r.Check(&rich, a) != nil {
			continue
		}
		what, way := "base", "straight ahead"
		if len(ids) > 1 {
			what = fmt.Sprintf("group of %d", len(ids))
		}
		if dir < 0 {
			way = "straight back"
		}
		names := make([]string, len(friends))
		for i, f := range friends {
			u, _ := s.UnitOf(f)
			names[i] = u.Title()
		}
		o := r.offer(s, fmt.Sprintf("Simultaneous moves: %s %s %.1f MU, with %s", what, way, c.InMU(d), strings.Join(names, " and ")), a)
		o.Detail = append(o.Detail, "the friends in the way move the same way by the same distance at the same time; each order is judged as if the other bases taking part were not on the table, and paid on its own (§7.9 [L1404])")
		o.Preview = a.Moves
		return o, true
	}
	return rules.Offer{}, false
}

// togetherCandidates are the simultaneous moves of subject with friends,
// each moved by v: the friends as one group's order when they are a
// group (one order to pay), then each friend as an order of its own;
// those of two or three orders [L1404].
func togetherCandidates(s *rules.State, side int, subject rules.Action, friends []string, v geom.Vec) []rules.Action {
	var out []rules.Action
	if len(friends) > 1 && IsGroup(s, friends) {
		out = append(out, TogetherAction(side, subject, translation(s, side, friends, v)))
	}
	if len(friends) < MaxTogether {
		parts := []rules.Action{subject}
		for _, f := range friends {
			parts = append(parts, translation(s, side, []string{f}, v))
		}
		out = append(out, TogetherAction(side, parts...))
	}
	return out
}

// translation is the move of the bases ids by v, keeping their facings:
// straight ahead or back when v runs along it.
func translation(s *rules.State, side int, ids []string, v geom.Vec) rules.Action {
	a := rules.Action{Kind: rules.KindMove, Side: side}
	for _, id := range ids {
		from := mustBase(s, id).Shape.Pose()
		a.Moves = append(a.Moves, rules.Move{Base: id, Path: geom.Path{from, {Pos: from.Pos.Add(v), Facing: from.Facing}}})
	}
	return a
}

// friendsInWay are the bases of the side of ids, neither among ids nor
// skip, that the bases ids moved by v would cross or end on.
func friendsInWay(s *rules.State, ids, skip []string, v geom.Vec) []string {
	var hulls []geom.Polygon
	var box geom.AABB
	for i, id := range ids {
		r := mustBase(s, id).Shape
		end := r
		end.Center = r.Center.Add(v)
		a, b := r.Corners(), end.Corners()
		h := geom.ConvexHull(append(a[:], b[:]...))
		if i == 0 {
			box = h.Bounds()
		} else {
			box = box.Union(h.Bounds())
		}
		hulls = append(hulls, h)
	}
	side := mustBase(s, ids[0]).Side
	var out []string
	var buf [32]int
	for _, i := range nearby(buf[:0], &s.Table, box, 0) { // the bases whose boxes may meet box
		o, ol := &s.Table.Bases[i], s.Table.Outline(i)
		if o.Side != side || o.Round || slices.Contains(ids, o.ID) || slices.Contains(skip, o.ID) || !ol.Box.Overlaps(box, 0) {
			continue
		}
		for _, h := range hulls {
			if geom.Penetration(h, ol.Corners[:]) > table.OverlapSlack {
				out = append(out, o.ID)
				break
			}
		}
	}
	return out
}

// reachWithout is how far (cm, up to reach) the bases ids may go by the
// direction v with the friends off the table, the PIGs aside, or 0: as
// far as each base's allowance by the terrain it crosses goes, short of
// a worse terrain that stops it (G28 [L1441-1449]), then up to the first
// enemy met (a base in an enemy zone of control goes straight ahead
// only into close combat [L1402]), impassable terrain or the table's
// edge; 0 when the rules refuse that move even so. It measures rather
// than searches: the offers are asked for at every click.
func reachWithout(c Config, s *rules.State, side int, ids, friends []string, v geom.Vec, reach float64) float64 {
	s0 := without(s, friends)
	d := reach
	for range 3 { // the terrain crossed depends on the distance
		next := d
		for _, id := range ids {
			b := mustBase(&s0, id)
			u, _ := s0.Unit(b.Unit)
			path := translation(&s0, side, []string{id}, v.Scale(d)).Moves[0].Path
			t := terrainAllowance(c, &s0, u, b, path, func(q geom.Path) float64 { return travel(b.Shape, q) })
			next = math.Min(next, t.reach())
		}
		if next >= d-geom.Eps {
			break
		}
		d = next
	}
	for _, id := range ids {
		b := mustBase(&s0, id)
		u, _ := s0.Unit(b.Unit)
		es := s0.Table.Translate(b.Shape, v, d, table.Filter{Edges: true,
			SkipBase: func(o *table.Base) bool { return o.Side == side },
			Blocks:   impassableFor(c, troopOf(u))})
		if len(es) > 0 {
			d = math.Min(d, es[0].At)
		}
	}
	if _, err := judge(&s0, translation(&s0, side, ids, v.Scale(d))); err != nil {
		return 0
	}
	return d
}
