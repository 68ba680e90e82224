package bloodblades

import (
	"fmt"
	"math"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Conforming of a contacted base (bnb.md §7.11 [L1685-1695], "conform
// contacted base" in §12.4): after a move, an enemy contacted on its
// front edge turns and shifts so that its front edge coincides with the
// front edge of the base it conforms to, when the text says it must and
// nothing prevents it.

// conformRule is which paragraph of [L1685-1695] makes a base conform.
type conformRule int

const (
	conformNone      conformRule = iota
	conformIsolated              // an isolated base contacted by a group [L1685]
	conformSkirmish              // a base of a skirmisher group contacted by two bases of a group [L1687]
	conformTwoFronts             // a base contacted by two enemy front edges aligns, its group following [L1695]
)

func (k conformRule) rule() string {
	switch k {
	case conformIsolated:
		return "[L1685]"
	case conformSkirmish:
		return "[L1687]"
	}
	return "[L1695]"
}

// conformContacted makes the enemies contacted by the bases moved (one
// side's, moving as a group when group is set) conform or align. The
// contacts the move made decide who conforms (so a skirmisher group
// split by one base's conforming stays split [L2706]); they conform in
// table order, a base moved by an earlier one's group not again. Each
// logs what it did or why it could not.
func conformContacted(c Config, s *rules.State, moved []string, group bool) []rules.Event {
	if len(moved) == 0 {
		return nil
	}
	side := mustBase(s, moved[0]).Side
	type order struct {
		z, to string
		rule  conformRule
	}
	var todo []order
	for i := range s.Table.Bases {
		z := &s.Table.Bases[i]
		if z.Side == side || z.Round {
			continue
		}
		if rule, to := conformCase(s, z, moved, group); rule != conformNone {
			todo = append(todo, order{z.ID, to, rule})
		}
	}
	var evs []rules.Event
	done := map[string]bool{}
	for _, o := range todo {
		if done[o.z] {
			continue
		}
		ev, bases := conform(c, s, mustBase(s, o.z), o.rule, o.to)
		evs = append(evs, ev)
		for _, id := range bases {
			done[id] = true
		}
	}
	return evs
}

// conformCase is the paragraph that makes base z conform after the move
// of the bases moved, and the enemy it conforms to: the one its front has
// the longest contact with (G5; the first in table order on a tie or
// with corner contacts only).
func conformCase(s *rules.State, z *table.Base, moved []string, group bool) (conformRule, string) {
	var onFront, edgeOn []string
	for _, id := range moved {
		a := mustBase(s, id)
		if frontOnFront(a.Shape, z.Shape) {
			onFront = append(onFront, id)
		}
	}
	if len(onFront) == 0 {
		return conformNone, ""
	}
	for i := range s.Table.Bases {
		a := &s.Table.Bases[i]
		if a.Side != z.Side && !a.Round && sharedLength(a.Shape, geom.Front, z.Shape, geom.Front) > eps {
			edgeOn = append(edgeOn, a.ID)
		}
	}
	zGroup := groupOf(s, z.ID)
	var movedEdges []string
	for _, id := range onFront {
		if slices.Contains(edgeOn, id) {
			movedEdges = append(movedEdges, id)
		}
	}
	switch {
	case group && len(zGroup) > 1 && allOf(s, zGroup, Skirmisher) && len(movedEdges) >= 2:
		if skirmishersSpared(s, moved, zGroup) {
			return conformNone, ""
		}
		return conformSkirmish, longestContact(s, z, movedEdges)
	case group && len(zGroup) == 1:
		to := longestContact(s, z, onFront)
		if alignedWith(z.Shape, mustBase(s, to).Shape) {
			return conformNone, ""
		}
		return conformIsolated, to
	case len(edgeOn) >= 2:
		for _, id := range edgeOn {
			if alignedWith(z.Shape, mustBase(s, id).Shape) {
				return conformNone, ""
			}
		}
		return conformTwoFronts, longestContact(s, z, edgeOn)
	}
	return conformNone, ""
}

// skirmishersSpared is the exception of [L1689-1691]: an attacking group
// all of skirmishers makes no base of the skirmisher group zGroup conform
// when it holds a Ps and zGroup is all LH, when its front has fewer bases
// than zGroup's (G21), or when it has fewer bases than zGroup.
func skirmishersSpared(s *rules.State, moved, zGroup []string) bool {
	if !allOf(s, moved, Skirmisher) {
		return false
	}
	hasPs := slices.ContainsFunc(moved, func(id string) bool { return troopAt(s, id).Type == "Ps" })
	allLH := !slices.ContainsFunc(zGroup, func(id string) bool { return troopAt(s, id).Type != "LH" })
	return hasPs && allLH ||
		len(Front(shapesOf(s, moved))) < len(Front(shapesOf(s, zGroup))) ||
		len(moved) < len(zGroup)
}

// frontOnFront reports whether base a's front contacts base z's front
// edge [L1685]: the front edges touch edge to edge (G3), or a front
// corner of a lies on z's front edge (G1), or a front corner of z lies on
// a's front edge with z facing a (an angled front-to-front contact; a
// flank contact has z's front at right angles to a's).
func frontOnFront(a, z geom.Rect) bool {
	if !Frontal(a, z) {
		return false
	}
	if edgesMeet(a, geom.Front, z, geom.Front) {
		return true
	}
	zf, af := z.Edge(geom.Front), a.Edge(geom.Front)
	for _, k := range []geom.Corner{geom.FL, geom.FR} {
		if pointOnEdge(a.CornerAt(k), zf) {
			return true
		}
		if pointOnEdge(z.CornerAt(k), af) && a.Forward().Dot(z.Forward()) < -math.Sin(DirTolerance) {
			return true
		}
	}
	return false
}

// alignedWith is [L1703]: z's front is in linear contact with a's front
// and a front corner of z meets a corner of a.
func alignedWith(z, a geom.Rect) bool {
	if !edgesMeet(z, geom.Front, a, geom.Front) {
		return false
	}
	for _, k := range []geom.Corner{geom.FL, geom.FR} {
		for _, q := range a.Corners() {
			if cornersCoincide(z.CornerAt(k), q) {
				return true
			}
		}
	}
	return false
}

// longestContact is the base of ids whose front shares the longest length
// with z's front edge (G5), the first in table order on a tie.
func longestContact(s *rules.State, z *table.Base, ids []string) string {
	best, bl := "", -1.0
	for _, id := range tableOrder(s, ids) {
		if l := sharedLength(mustBase(s, id).Shape, geom.Front, z.Shape, geom.Front); l > bl+eps {
			best, bl = id, l
		}
	}
	return best
}

// conformPose is where z stands once conformed to a: its front edge on
// a's front edge, centre to centre, facing a (§12.4 "conform contacted
// base"), turned the shorter way.
func conformPose(z, a geom.Rect) geom.Pose {
	f := a.Forward()
	mid := a.Edge(geom.Front).Mid()
	facing := z.Facing + geom.NormAngle(a.Facing+math.Pi-z.Facing)
	return geom.Pose{Pos: mid.Add(f.Scale(z.Depth / 2)), Facing: facing}
}

// conform moves base z (and its group, for [L1695]) to conform to enemy
// to, when nothing prevents it, and reports it and the bases moved.
func conform(c Config, s *rules.State, z *table.Base, rule conformRule, to string) (rules.Event, []string) {
	ev := rules.Event{Kind: "conform", Side: z.Side, Unit: z.Unit, Base: z.ID}
	who, by := name(s, z.ID), name(s, to)
	verb := "conforms to"
	if rule == conformTwoFronts {
		verb = "aligns with"
	}
	if why := wading(s, z); why != "" {
		ev.Text = fmt.Sprintf("%s does not conform to %s: %s, and never conforms [L848]", who, by, why)
		return ev, nil
	}
	target := conformPose(z.Shape, mustBase(s, to).Shape)
	bases := []string{z.ID}
	if rule == conformTwoFronts {
		bases = groupOf(s, z.ID) // the whole group follows to stay one [L1695]
	}
	poses := rigidFollow(s, z.Shape, target, bases)
	if why := conformBlocked(c, s, bases, poses, rule); why != "" {
		ev.Text = fmt.Sprintf("%s cannot conform to %s: %s; it stays as it is, in contact %s", who, by, why, rule.rule())
		return ev, nil
	}
	turn := math.Abs(geom.Deg(target.Facing - z.Shape.Facing))
	shift := target.Pos.Dist(z.Shape.Center)
	for i, id := range bases {
		b := mustBase(s, id)
		b.Shape = b.Shape.At(poses[i])
	}
	ev.Text = fmt.Sprintf("%s, contacted on its front edge, %s %s: it turns %.0f° and shifts %s %s", who, verb, by, turn, c.mu(shift), rule.rule())
	if len(bases) > 1 {
		ev.Text += fmt.Sprintf("; its group of %d bases follows it", len(bases))
	}
	return ev, bases
}

// rigidFollow is where each of bases ends when the motion taking shape
// from to is applied to all of them.
func rigidFollow(s *rules.State, from geom.Rect, to geom.Pose, bases []string) []geom.Pose {
	turn := to.Facing - from.Facing
	out := make([]geom.Pose, len(bases))
	for i, id := range bases {
		p := mustBase(s, id).Shape.Pose()
		off := p.Pos.Sub(from.Center).Rotate(turn)
		out[i] = geom.Pose{Pos: to.Pos.Add(off), Facing: p.Facing + turn}
	}
	return out
}

// conformBlocked is what prevents the bases from taking the poses: a
// base left off the table, even partly ("the edge of the world",
// [L1679, L2724]), or overlapping a base that does not move or terrain
// impassable for it ("no room", [L1695]); and for [L1685, L1687], the
// loss of a contact with an enemy it is in close combat with: held there,
// it is not free to conform. "" if nothing does.
func conformBlocked(c Config, s *rules.State, bases []string, poses []geom.Pose, rule conformRule) string {
	skip := func(o *table.Base) bool { return slices.Contains(bases, o.ID) }
	k := closeCombat(s)
	for i, id := range bases {
		b := mustBase(s, id)
		r := b.Shape.At(poses[i])
		if !s.Table.OnTable(r) {
			return fmt.Sprintf("%s would leave the table", name(s, id))
		}
		t := troopAt(s, id)
		f := table.Filter{SkipBase: skip, Blocks: impassableFor(c, t)}
		if hit := s.Table.Overlaps(r, f); len(hit) > 0 {
			return fmt.Sprintf("%s would overlap %s: there is no room", name(s, id), s.Describe(hit[0]))
		}
		if why := conformRiver(s, b, poses[i]); why != "" {
			return why
		}
		if rule == conformTwoFronts {
			continue
		}
		for _, e := range k.foes[id] {
			if !near(r, mustBase(s, e).Shape) {
				return fmt.Sprintf("it would lose its contact with %s", name(s, e))
			}
		}
	}
	return ""
}

// conformRiver is why base b may not conform to pose p by a river
// (§4.2): it is wading or on a bridge, and never conforms [L848] (a base
// of a group following its conforming base [L1695] as much as the base
// itself), or at p it would be in a river having turned or slid there
// [L848], or facing more than 45° from the perpendicular to its flow
// [L844] (riverAt). Like the rest of conforming, only the end pose is
// checked. "" when nothing.
func conformRiver(s *rules.State, b *table.Base, p geom.Pose) string {
	if why := wading(s, b); why != "" {
		return fmt.Sprintf("%s: %s, and never conforms [L848]", name(s, b.ID), why)
	}
	k := kindOf(geom.Leg{From: b.Shape.Pose(), To: p})
	if rb, bad := riverAt(s, b.Shape.At(p), k == legAhead || k == legBack || k == legStill); bad {
		return rb.why(s, name(s, b.ID)) + " (" + rb.rule() + ")"
	}
	return ""
}

// wadingRiver is wading's answer for a wader [L848].
const wadingRiver = "it is wading a river"

// wading is why base z never conforms [L848]: it is crossing a river
// other than on a bridge (a wader), or crossing a bridge; "" otherwise.
func wading(s *rules.State, z *table.Base) string {
	for i := range s.Table.Features {
		f := &s.Table.Features[i]
		k := Kinds[f.Kind]
		if !k.River && !k.Bridge || table.AreaIn(z.Shape, f) <= table.AreaSlack {
			continue
		}
		if k.Bridge {
			return "it is crossing a bridge"
		}
		if !onBridge(s, z) {
			return wadingRiver
		}
	}
	return ""
}

// onBridge reports whether base z lies partly on a bridge.
func onBridge(s *rules.State, z *table.Base) bool {
	for i := range s.Table.Features {
		f := &s.Table.Features[i]
		if Kinds[f.Kind].Bridge && table.AreaIn(z.Shape, f) > table.AreaSlack {
			return true
		}
	}
	return false
}

// groupOf is the group (G19, A39) base id belongs to, itself alone if
// none.
func groupOf(s *rules.State, id string) []string {
	return groupAround(s, id)
}

// allOf reports whether every base of ids is of class k.
func allOf(s *rules.State, ids []string, k Class) bool {
	for _, id := range ids {
		if !troopAt(s, id).Is(k) {
			return false
		}
	}
	return true
}

func shapesOf(s *rules.State, ids []string) []geom.Rect {
	out := make([]geom.Rect, len(ids))
	for i, id := range ids {
		out[i] = mustBase(s, id).Shape
	}
	return out
}
