package bloodblades

import (
	"cmp"
	"math"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The combat contact predicates of bnb.md §12.1-12.2 (G1-G4, G8-G16),
// with table.ContactTolerance as the text's eps and table.AlignTolerance
// for anti-parallel edges (the tolerance table.Touching uses).

// eps is bnb.md §12.0's contact tolerance.
const eps = table.ContactTolerance

// pointOnEdge is G1: p lies on the open segment e — within eps of it and
// farther than eps from both its ends (edges are open [L1262]).
func pointOnEdge(p geom.Vec, e geom.Segment) bool {
	return e.DistTo(p) <= eps && p.Dist(e.A) > eps && p.Dist(e.B) > eps
}

// cornersCoincide is G2.
func cornersCoincide(p, q geom.Vec) bool { return p.Dist(q) <= eps }

// edgesMeet is G3 for edge ea of a and edge eb of b: their outward
// normals are opposite (within table.AlignTolerance), the segments are
// within eps of each other and they share more than eps of length.
func edgesMeet(a geom.Rect, ea geom.Edge, b geom.Rect, eb geom.Edge) bool {
	return sharedLength(a, ea, b, eb) > eps
}

// sharedLength is G5: the length edge ea of a and edge eb of b share
// when they face each other and touch; 0 otherwise.
func sharedLength(a geom.Rect, ea geom.Edge, b geom.Rect, eb geom.Edge) float64 {
	if a.Outward(ea).Dot(b.Outward(eb)) > -math.Cos(table.AlignTolerance) {
		return 0
	}
	sa, sb := a.Edge(ea), b.Edge(eb)
	if sa.DistToSeg(sb) > eps {
		return 0
	}
	u := sa.Dir().Unit()
	s1, s2 := sb.A.Sub(sa.A).Dot(u), sb.B.Sub(sa.A).Dot(u)
	lo, hi := math.Max(0, math.Min(s1, s2)), math.Min(sa.Len(), math.Max(s1, s2))
	return math.Max(0, hi-lo)
}

// fullEdgeContact is G4: G3 with both ends coinciding pairwise.
func fullEdgeContact(a geom.Rect, ea geom.Edge, b geom.Rect, eb geom.Edge) bool {
	if !edgesMeet(a, ea, b, eb) {
		return false
	}
	sa, sb := a.Edge(ea), b.Edge(eb)
	return (cornersCoincide(sa.A, sb.A) && cornersCoincide(sa.B, sb.B)) ||
		(cornersCoincide(sa.A, sb.B) && cornersCoincide(sa.B, sb.A))
}

var allEdges = [4]geom.Edge{geom.Front, geom.Right, geom.Rear, geom.Left}

// near reports whether a and b are within eps of each other without
// overlapping: the precondition of every contact.
func near(a, b geom.Rect) bool {
	if apart(a, b, eps) || !a.Bounds().Overlaps(b.Bounds(), eps) {
		return false
	}
	_, _, d := table.Closest(a, b)
	return d <= eps && geom.Penetration(a.Polygon(), b.Polygon()) <= table.OverlapSlack
}

// Frontal is G8 [L1862-1866] (A57): A's front edge touches an edge of Z,
// or a corner of Z lies on A's front edge, or a front corner of A lies on
// an edge of Z. A front corner of A on a corner of Z only is not frontal
// contact (it may be an overlap).
func Frontal(a, z geom.Rect) bool {
	if !near(a, z) {
		return false
	}
	for _, e := range allEdges {
		if edgesMeet(a, geom.Front, z, e) {
			return true
		}
	}
	front := a.Edge(geom.Front)
	for _, c := range z.Corners() {
		if pointOnEdge(c, front) {
			return true
		}
	}
	for _, k := range []geom.Corner{geom.FL, geom.FR} {
		p := a.CornerAt(k)
		for _, e := range allEdges {
			if pointOnEdge(p, z.Edge(e)) {
				return true
			}
		}
	}
	return false
}

// InCloseCombat is G9 [L1856]: either is in frontal contact with the
// other.
func InCloseCombat(a, z geom.Rect) bool { return Frontal(a, z) || Frontal(z, a) }

// RankUnranked is the rank (A28) of an enemy in close combat with A that
// fits none of the eight positions of [L1887-1896].
const RankUnranked = 9

// PORank is G11 [L1887-1896]: how dangerous Z's position against A is,
// from 1 (Z's front edge on A's rear edge) to 8 (a front corner of Z on
// A's front edge), RankUnranked (9) for any other close-combat relation
// (A28), and 0 when they are not in close combat. The smallest rank whose
// test holds counts.
func PORank(a, z geom.Rect) int {
	if !InCloseCombat(a, z) {
		return 0
	}
	zf := z.Edge(geom.Front)
	zfc := []geom.Vec{z.CornerAt(geom.FL), z.CornerAt(geom.FR)}
	cornerOn := func(e geom.Edge) bool {
		for _, p := range zfc {
			if pointOnEdge(p, a.Edge(e)) {
				return true
			}
		}
		return false
	}
	flankEdge := edgesMeet(z, geom.Front, a, geom.Left) || edgesMeet(z, geom.Front, a, geom.Right)
	switch {
	case edgesMeet(z, geom.Front, a, geom.Rear):
		return 1
	case !flankEdge && (pointOnEdge(a.CornerAt(geom.RL), zf) || pointOnEdge(a.CornerAt(geom.RR), zf)):
		// A front edge along A's flank that reaches past its rear corner
		// is a flank position (rank 4), not rank 2: see doc.go.
		return 2
	case cornerOn(geom.Rear):
		return 3
	case flankEdge:
		return 4
	case cornerOn(geom.Left) || cornerOn(geom.Right):
		return 5
	case pointOnEdge(a.CornerAt(geom.FL), zf) || pointOnEdge(a.CornerAt(geom.FR), zf):
		return 6
	case edgesMeet(z, geom.Front, a, geom.Front):
		return 7
	case cornerOn(geom.Front):
		return 8
	}
	return RankUnranked
}

// contactedEdge is the edge of A that enemy Z contacts, for the tie-break
// of [L1900]: the edge its rank names; for a corner-only contact, A's
// front if the corner is a front corner of A, else its rear.
func contactedEdge(a, z geom.Rect, rank int) geom.Edge {
	switch rank {
	case 1, 3:
		return geom.Rear
	case 4, 5:
		if edgesMeet(z, geom.Front, a, geom.Left) || sharedLength(z, geom.Front, a, geom.Left) > 0 {
			return geom.Left
		}
		for _, k := range []geom.Corner{geom.FL, geom.FR} {
			if pointOnEdge(z.CornerAt(k), a.Edge(geom.Left)) {
				return geom.Left
			}
		}
		return geom.Right
	case 2:
		return geom.Rear
	}
	best, bd := geom.Front, math.Inf(1)
	for _, e := range allEdges {
		if d := geom.Distance(geom.Polygon{a.Edge(e).A, a.Edge(e).B}, z.Polygon()); d < bd {
			best, bd = e, d
		}
	}
	return best
}

// inFrontCost is G39's "most in front" measure of Z against edge e of A
// (A28, A40), read for a contact: how far Z's front edge midpoint lies
// along e from e's midpoint — the slide that would align them.
func inFrontCost(a geom.Rect, e geom.Edge, z geom.Rect) float64 {
	seg := a.Edge(e)
	u := seg.Dir().Unit()
	return math.Abs(z.Edge(geom.Front).Mid().Sub(seg.Mid()).Dot(u))
}

// Overlapped is G12 [L1925-1928]: the flank of Z that A overlaps (Left or
// Right), if any: a front corner of A coincides with a front corner of Z
// and A is in close combat with no enemy (engaged says whether it is), or
// a flank of A touches a flank of Z edge to edge.
func Overlapped(a, z geom.Rect, engaged bool) (geom.Edge, bool) {
	if !near(a, z) {
		return 0, false
	}
	if !engaged {
		for _, k := range []geom.Corner{geom.FL, geom.FR} {
			p := a.CornerAt(k)
			if cornersCoincide(p, z.CornerAt(geom.FL)) {
				return geom.Left, true
			}
			if cornersCoincide(p, z.CornerAt(geom.FR)) {
				return geom.Right, true
			}
		}
	}
	for _, ea := range []geom.Edge{geom.Left, geom.Right} {
		for _, ez := range []geom.Edge{geom.Left, geom.Right} {
			if edgesMeet(a, ea, z, ez) {
				return ez, true
			}
		}
	}
	return 0, false
}

// FlankAttack is G13 [L1936-1939]: the flank of A (Left or Right) Z's
// front edge is on, with a front corner of Z on A's front corner of that
// side or on that flank edge.
func FlankAttack(a, z geom.Rect) (geom.Edge, bool) {
	if !near(a, z) {
		return 0, false
	}
	for _, side := range []geom.Edge{geom.Left, geom.Right} {
		if !edgesMeet(z, geom.Front, a, side) {
			continue
		}
		corner := a.CornerAt(geom.FL)
		if side == geom.Right {
			corner = a.CornerAt(geom.FR)
		}
		for _, k := range []geom.Corner{geom.FL, geom.FR} {
			p := z.CornerAt(k)
			if cornersCoincide(p, corner) || pointOnEdge(p, a.Edge(side)) {
				return side, true
			}
		}
	}
	return 0, false
}

// rearContact is G14's geometry [L1966-1969], without its principal
// opponent condition: Z's front edge or a front corner on A's rear edge,
// or Z's front edge on a rear corner of A.
func rearContact(a, z geom.Rect) bool {
	if !near(a, z) {
		return false
	}
	zf := z.Edge(geom.Front)
	flankEdge := edgesMeet(z, geom.Front, a, geom.Left) || edgesMeet(z, geom.Front, a, geom.Right)
	return edgesMeet(z, geom.Front, a, geom.Rear) ||
		pointOnEdge(z.CornerAt(geom.FL), a.Edge(geom.Rear)) || pointOnEdge(z.CornerAt(geom.FR), a.Edge(geom.Rear)) ||
		!flankEdge && (pointOnEdge(a.CornerAt(geom.RL), zf) || pointOnEdge(a.CornerAt(geom.RR), zf))
}

// mayFlank is G13p [L1943-1946]: before its move, Z was wholly beyond A's
// flank line on that side and wholly behind A's front edge line.
func mayFlank(a geom.Rect, side geom.Edge, zBefore geom.Rect) bool {
	for _, c := range zBefore.Corners() {
		l := a.Local(c)
		u, v := l.X, l.Y
		if v > a.Depth/2+eps {
			return false
		}
		if side == geom.Left && u > -a.Width/2+eps || side == geom.Right && u < a.Width/2-eps {
			return false
		}
	}
	return true
}

// mayRear is G14p [L1973]: before its move, Z was wholly behind A's rear
// edge line.
func mayRear(a geom.Rect, zBefore geom.Rect) bool {
	for _, c := range zBefore.Corners() {
		if a.Local(c).Y > -a.Depth/2+eps {
			return false
		}
	}
	return true
}

// supportsRect is G15's geometry [L2068]: A faces as B does and its front
// edge is in full contact with B's rear edge.
func supportsRect(a, b geom.Rect) bool {
	return sameFacing(a, b) && near(a, b) && fullEdgeContact(a, geom.Front, b, geom.Rear)
}

// cc is the close-combat picture of a state: who is in close combat with
// whom and each base's principal opponent, computed once.
type cc struct {
	s *rules.State
	// foes[id] are the enemies in close combat with base id, table order.
	foes map[string][]string
	po   map[string]string
	rank map[string]int // rank of po[id] against id
	// ties[id] are the enemies tied as base id's principal opponent, in
	// table order, when its enemy player has not chosen among them yet
	// [L1900] (principalchoice.go); po[id] is then the first of them.
	ties map[string][]string
}

// poTieTolerance is how close two enemies' "most in front" measures
// (inFrontCost, cm) must be to tie [L1900]: the table's contact
// tolerance, the finest difference the rules read on the table.
const poTieTolerance = table.ContactTolerance

// engagedPairs are the pairs of bases of t that may be in close combat,
// each as its two indices in t.Bases, the lower first, in table order
// (by the first, then the second): neither round, of two sides, their
// boxes within eps of each other. closeCombat tests each; an enemy pair
// farther apart is in no contact. The boxes are the outlines' (computed
// once per pose, table.Outline) and the pairs are found by sweeping them
// in order of their left sides, so that what every check and offer asks
// costs O(n log n) and the pairs near each other, not a test of every pair
// (TestEngagedPairsAgreeWithEveryPair).
func engagedPairs(t *table.Table) [][2]int {
	type item struct {
		i   int
		box geom.AABB
	}
	items := make([]item, 0, len(t.Bases))
	for i := range t.Bases {
		if !t.Bases[i].Round {
			items = append(items, item{i, t.Outline(i).Box})
		}
	}
	slices.SortFunc(items, func(a, b item) int { return cmp.Compare(a.box.Min.X, b.box.Min.X) })
	var pairs [][2]int
	for x, a := range items {
		for _, z := range items[x+1:] {
			// Sorted by left side: a box starting beyond a's right side
			// (and eps) is not near it, nor is any after it.
			if z.box.Min.X-eps > a.box.Max.X {
				break
			}
			if t.Bases[a.i].Side == t.Bases[z.i].Side || !a.box.Overlaps(z.box, eps) {
				continue
			}
			pairs = append(pairs, [2]int{min(a.i, z.i), max(a.i, z.i)})
		}
	}
	slices.SortFunc(pairs, func(p, q [2]int) int {
		if c := cmp.Compare(p[0], q[0]); c != 0 {
			return c
		}
		return cmp.Compare(p[1], q[1])
	})
	return pairs
}

// closeCombat computes the picture for s.
func closeCombat(s *rules.State) *cc {
	k := &cc{s: s, foes: map[string][]string{}, po: map[string]string{}, rank: map[string]int{}, ties: map[string][]string{}}
	bs := s.Table.Bases
	for _, p := range engagedPairs(&s.Table) {
		a, z := &bs[p[0]], &bs[p[1]]
		if InCloseCombat(a.Shape, z.Shape) {
			k.foes[a.ID] = append(k.foes[a.ID], z.ID)
			k.foes[z.ID] = append(k.foes[z.ID], a.ID)
		}
	}
	for id, fs := range k.foes {
		tied, rank := mostDangerous(s, id, fs)
		po := tied[0]
		if len(tied) > 1 {
			if z, ok := chosenPrincipal(s, id); ok && slices.Contains(tied, z) {
				po = z // the enemy player's choice [L1900]
			} else {
				k.ties[id] = tied // his choice to make; the first in table order until then
			}
		}
		k.po[id], k.rank[id] = po, rank
	}
	return k
}

// mostDangerous is §9.2 [L1887-1900] for base id among the enemies fs in
// close combat with it: those of the best rank (PORank) that are the most
// in front of the edge they contact (A28, within poTieTolerance), in
// table order, and their rank.
func mostDangerous(s *rules.State, id string, fs []string) ([]string, int) {
	a := mustBase(s, id).Shape
	order := tableOrder(s, fs)
	ranks, costs := make([]int, len(order)), make([]float64, len(order))
	bestRank, bestCost := math.MaxInt, math.Inf(1)
	for i, f := range order {
		z := mustBase(s, f).Shape
		ranks[i] = PORank(a, z)
		costs[i] = inFrontCost(a, contactedEdge(a, z, ranks[i]), z)
		bestRank = min(bestRank, ranks[i])
	}
	for i := range order {
		if ranks[i] == bestRank {
			bestCost = math.Min(bestCost, costs[i])
		}
	}
	var tied []string
	for i, f := range order {
		if ranks[i] == bestRank && costs[i] <= bestCost+poTieTolerance {
			tied = append(tied, f)
		}
	}
	return tied, bestRank
}

func tableOrder(s *rules.State, ids []string) []string {
	in := map[string]bool{}
	for _, id := range ids {
		in[id] = true
	}
	var out []string
	for i := range s.Table.Bases {
		if in[s.Table.Bases[i].ID] {
			out = append(out, s.Table.Bases[i].ID)
		}
	}
	return out
}

// engaged reports whether base id is in close combat.
func (k *cc) engaged(id string) bool { return len(k.foes[id]) > 0 }

// pairs lists the mutual principal-opponent pairs (A14), each once, as
// (first in table order, second).
func (k *cc) pairs() [][2]string {
	var out [][2]string
	for i := range k.s.Table.Bases {
		a := k.s.Table.Bases[i].ID
		z, ok := k.po[a]
		if !ok || k.po[z] != a {
			continue
		}
		if idx(k.s, a) < idx(k.s, z) {
			out = append(out, [2]string{a, z})
		}
	}
	return out
}

// idx is the index of base id in s's table, -1 if none (in O(1):
// table.Table.BaseIndex).
func idx(s *rules.State, id string) int { return s.Table.BaseIndex(id) }

// helps reports whether friend f may help base x against x's principal
// opponent [L2064]: f is not in close combat, or the principal opponent
// of its own principal opponent is x.
func (k *cc) helps(f, x string) bool {
	p, ok := k.po[f]
	return !ok || k.po[p] == x
}

// alignSlide is G33 [L1671-1681]: the mover, ending at end in frontal
// contact with its front edge along an edge of enemy Z, slides along that
// edge by the shorter shift that makes a front corner meet a corner of
// Z's edge (aligned, G10). The slide may not meet an obstacle, lose
// contact with an enemy it engaged, engage a new one, or leave the table.
// Z is the enemy with the longest contact (G5).
func alignSlide(s *rules.State, b *table.Base, end geom.Rect) (geom.Rect, string, *rules.Violation) {
	refuse := func(msg string) (geom.Rect, string, *rules.Violation) {
		return end, "", &rules.Violation{Code: "align", Rule: "BnB §7.11 [L1671-1681], G33", Bases: []string{b.ID}, Msg: msg}
	}
	var z *table.Base
	var ze geom.Edge
	best := 0.0
	var engaged []string
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.Side == b.Side || o.Round || !near(end, o.Shape) {
			continue
		}
		engaged = append(engaged, o.ID)
		for _, e := range allEdges {
			if l := sharedLength(end, geom.Front, o.Shape, e); l > best {
				z, ze, best = o, e, l
			}
		}
	}
	if z == nil || best <= eps {
		return refuse("the base is not in contact with an enemy edge along its front: there is nothing to align with")
	}
	seg := z.Shape.Edge(ze)
	u := seg.Dir().Unit()
	shift := math.Inf(1)
	for _, fc := range []geom.Vec{end.CornerAt(geom.FL), end.CornerAt(geom.FR)} {
		for _, zc := range []geom.Vec{seg.A, seg.B} {
			d := zc.Sub(fc).Dot(u)
			moved := end
			moved.Center = moved.Center.Add(u.Scale(d))
			if math.Abs(d) < math.Abs(shift) && edgesMeet(moved, geom.Front, z.Shape, ze) {
				shift = d
			}
		}
	}
	if math.IsInf(shift, 1) {
		return refuse("no slide along the enemy's edge aligns the base")
	}
	out := end
	out.Center = out.Center.Add(u.Scale(shift))
	if !s.Table.OnTable(out) {
		return refuse("aligning would take the base off the table [L1679]")
	}
	skip := func(o *table.Base) bool { return o.ID == b.ID }
	if es := s.Table.Translate(end, u.Scale(math.Copysign(1, shift)), math.Abs(shift), table.Filter{SkipBase: skip}); len(es) > 0 {
		return refuse("aligning is blocked by " + s.Describe(es[0].Obstacle) + " [L1675]")
	}
	after := map[string]bool{}
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.Side != b.Side && !o.Round && near(out, o.Shape) {
			after[o.ID] = true
		}
	}
	for _, id := range engaged {
		if !after[id] {
			return refuse("aligning would lose contact with " + s.Describe(table.Obstacle{Base: id}) + " [L1677]")
		}
	}
	if len(after) > len(engaged) {
		return refuse("aligning would engage another enemy [L1678]")
	}
	return out, z.ID, nil
}
