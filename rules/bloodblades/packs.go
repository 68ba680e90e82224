package bloodblades

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Pack moves (bnb.md §7.7 [L1632-1665], G22). A pack move is a "move"
// action naming every base of a pack (Packs) with its path. Args "pack"
// says which: "ahead" (straight ahead at full speed, C14 [L1651-1655];
// the default for bases that are not a group) or "group" (ordering the
// pack into a group, C15 [L1657-1663]) with Args "leader" the base that
// stays put. Both moves are fixed by the rules, not chosen by the
// player: the paths must end where the rules put each base (packPaths).

// Args of a pack move.
const (
	ArgPack       = "pack"   // "ahead" or "group"
	ArgLeader     = "leader" // the leader of a pack ordered into a group
	PackAhead     = "ahead"
	PackIntoGroup = "group"
)

// stPackMoved marks a base that has taken part in a pack move this
// period: a pack moves once a period [L1641].
const stPackMoved = "pack-moved"

// packPlan is a prepared pack move.
type packPlan struct {
	c       Config
	kind    string // PackAhead or PackIntoGroup
	leader  string
	who     []mover     // the pack, in the order the bases move
	want    []geom.Path // where the rules take each base (packPaths)
	distant bool
	cost    PIGCost
}

func (p *packPlan) ids() []string {
	ids := make([]string, len(p.who))
	for i, m := range p.who {
		ids[i] = m.base.ID
	}
	return ids
}

// isPackOrder reports whether the move a is a pack move: Args "pack"
// says so, or the bases it names are a whole pack but not a group (a
// group may be ordered as a pack [L1645], but only by saying so).
func isPackOrder(s *rules.State, a rules.Action) bool {
	return isPackOrderKeyed(&keyedState{s: s}, a)
}

// isPackOrderKeyed is isPackOrder on k's state (whether the bases are a
// group is remembered by the bases alone, formationOf: k's key is not
// asked).
func isPackOrderKeyed(k *keyedState, a rules.Action) bool {
	s := k.s
	if len(a.Moves) < 2 {
		return false
	}
	if a.Args[ArgPack] != "" {
		return true
	}
	ids := make([]string, len(a.Moves))
	for i, m := range a.Moves {
		if _, ok := s.Base(m.Base); !ok {
			return false
		}
		ids[i] = m.Base
	}
	if !sameSide(s, ids) || formationOf(s, ids).group { // IsGroup, remembered (formationmemo.go)
		return false
	}
	pack := packOf(s, mustBase(s, ids[0]).Side, ids[0])
	return len(pack) == len(ids) && containsAll(pack, ids)
}

// packOf is the pack holding base id (G22), nil if it is in none.
func packOf(s *rules.State, side int, id string) []string {
	for _, p := range Packs(s, side) {
		if slices.Contains(p, id) {
			return p
		}
	}
	return nil
}

func containsAll(set, ids []string) bool {
	for _, id := range ids {
		if !slices.Contains(set, id) {
			return false
		}
	}
	return true
}

// frontOf is how far forward shape's front edge lies along the pack's
// facing fr.
func frontOf(fr frame, r geom.Rect) float64 { return fr.v(r.CornerAt(geom.FL)) }

// Leaders are the bases of the pack ids that may lead it into a group:
// the most forward ones [L1659], in table order.
func Leaders(s *rules.State, ids []string) []string {
	shapes := columnShapes(s, ids)
	fr := frameOf(shapes[0])
	top := math.Inf(-1)
	for _, r := range shapes {
		top = math.Max(top, frontOf(fr, r))
	}
	var out []string
	for i, r := range shapes {
		if frontOf(fr, r) >= top-table.ContactTolerance {
			out = append(out, ids[i])
		}
	}
	return out
}

// preparePack reads a pack move: the bases are the player's, named once
// each, paths starting where they stand; they are a whole pack (no
// sub-packs [L1643]); the leader, for a pack ordered into a group, is
// one of its most forward bases [L1659]. It works out where the rules
// take each base and prices the order.
func preparePack(s *rules.State, a rules.Action) (*packPlan, error) {
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return nil, err
	}
	p := &packPlan{c: c, kind: a.Args[ArgPack], leader: a.Args[ArgLeader]}
	if p.kind == "" {
		p.kind = PackAhead
	}
	if p.kind != PackAhead && p.kind != PackIntoGroup {
		return nil, fmt.Errorf("bnb: pack move %q: Args pack is %q or %q", p.kind, PackAhead, PackIntoGroup)
	}
	who, err := readMoves(s, a.Side, a.Moves)
	if err != nil {
		return nil, err
	}
	ids := make([]string, len(who))
	for i, w := range who {
		ids[i] = w.base.ID
	}
	if v := wholePack(s, a.Side, ids); v != nil {
		return nil, v
	}
	if p.kind == PackIntoGroup && !slices.Contains(Leaders(s, ids), p.leader) {
		return nil, &rules.Violation{Code: "leader", Rule: "BnB §7.7 [L1659]", Bases: Leaders(s, ids),
			Msg: fmt.Sprintf("the leader %q must be the most forward base of the pack, or one of them: %s", s.Called(p.leader), s.BaseNames(Leaders(s, ids)))}
	}
	seq, want := packPaths(c, s, ids, p.kind, p.leader)
	p.distant = true
	for k, i := range seq {
		w := who[i]
		p.who = append(p.who, w)
		p.want = append(p.want, want[k])
		d, _, _ := classify(c, s, w.base)
		p.distant = p.distant && d
	}
	p.cost = price(s, c, order{who: p.who, distant: p.distant, pack: p.kind})
	return p, nil
}

// wholePack checks that ids are a whole pack of side (G22): bases in no
// pack, or in several, are not one; part of a pack is no pack, as a pack
// takes in as many bases as it can [L1643].
func wholePack(s *rules.State, side int, ids []string) *rules.Violation {
	pack := packOf(s, side, ids[0])
	switch {
	case pack == nil || !containsAll(pack, ids):
		return &rules.Violation{Code: "pack", Rule: "BnB §7.7 [L1634-1639], G22", Bases: ids,
			Msg: fmt.Sprintf("%s are not a pack: a pack's bases face the same way, each touching another edge to edge, front to rear or flank to flank",
				s.BaseNames(ids))}
	case len(pack) != len(ids):
		return &rules.Violation{Code: "pack", Rule: "BnB §7.7 [L1643]", Bases: pack,
			Msg: fmt.Sprintf("%s are part of a pack of %d (%s): a pack takes in as many bases as it can, there are no sub-packs",
				s.BaseNames(ids), len(pack), s.BaseNames(pack))}
	}
	return nil
}

// packPaths works out, on a copy of s, where the pack move of kind takes
// each base of ids: the order in which they move (indices into ids) and
// their paths in that order.
func packPaths(c Config, s *rules.State, ids []string, kind, leader string) ([]int, []geom.Path) {
	cp := s.Clone()
	if kind == PackIntoGroup {
		return intoGroupPaths(c, &cp, ids, leader)
	}
	return aheadPaths(c, &cp, ids)
}

// aheadPaths is the pack going straight ahead at full speed [L1651-1655]:
// each base, the most forward first (so every file moves front to back
// [L1655]), goes straight ahead its full allowance for the terrain it
// crosses (the stop rule [L1449] included), stopping as soon as its
// front meets a base, friend or enemy, or the table edge or terrain it
// may not enter. The pack may break up [L1655].
func aheadPaths(c Config, s *rules.State, ids []string) ([]int, []geom.Path) {
	order := frontFirst(s, ids)
	paths := make([]geom.Path, len(order))
	for k, i := range order {
		b := mustBase(s, ids[i])
		paths[k] = moveStraight(c, s, b, b.Shape.Forward(), math.Inf(1))
		b.Shape = b.Shape.At(paths[k].End())
	}
	return order, paths
}

// frontFirst is the indices of ids, the most forward front edge first,
// then table order.
func frontFirst(s *rules.State, ids []string) []int {
	shapes := columnShapes(s, ids)
	fr := frameOf(shapes[0])
	order := make([]int, len(ids))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		return frontOf(fr, shapes[order[a]]) > frontOf(fr, shapes[order[b]])+table.ContactTolerance
	})
	return order
}

// moveStraight is base b's path along dir (keeping its facing) for at
// most limit cm: as far as its allowance for the terrain it crosses
// goes (the stop rule [L1449] ending it at a worse category's edge), and
// short of the first base, table edge or impassable terrain it meets,
// and of a river it may not enter (riverBars: at more than 45° from the
// perpendicular to the flow [L844], or not straight ahead or back
// [L848]); a wader does not move sideways at all [L848].
func moveStraight(c Config, s *rules.State, b *table.Base, dir geom.Vec, limit float64) geom.Path {
	u, _ := s.Unit(b.Unit)
	t := troopOf(u)
	from := b.Shape.Pose()
	along := func(d float64) geom.Path {
		return geom.Path{from, {Pos: from.Pos.Add(dir.Scale(d)), Facing: from.Facing}}
	}
	row := moveRow(c, u, t)
	d := math.Min(limit, c.Cm(max(row[colGGo], row[colRoad])+1))
	for range 8 {
		r := terrainAllowance(c, s, u, b, along(d), func(q geom.Path) float64 { return travel(b.Shape, q) })
		next := math.Min(d, r.reach())
		if next >= d-geom.Eps {
			break
		}
		d = next
	}
	if wader(s, b.Shape) && math.Abs(dir.Dot(b.Shape.Forward())) < math.Cos(DirTolerance) {
		return along(0) // a wader only goes straight ahead or back [L848]
	}
	f := table.Filter{Edges: true, SkipBase: func(o *table.Base) bool { return o.ID == b.ID },
		Blocks: func(f *table.Feature) bool {
			return impassableTo(c, t, f) || riverBars(f, b.Shape, dir) // G36 [L844, L848]
		}}
	if es := s.Table.Translate(b.Shape, dir, d, f); len(es) > 0 {
		d = math.Max(0, es[0].At)
	}
	return along(math.Max(d, 0))
}

// intoGroupPaths is the pack ordered into a group [L1657-1663]: the
// leader stays; the bases of its file close up behind it into a column;
// then each file to its right, nearest first, and each to its left: the
// file's leading base goes to line up with the leader (the next place
// along the leader's front), and the bases of the file close up behind
// it. Each moves straight to its place (keeping its facing) by at most
// its own allowance [L1661], stopping short of any base it meets, so a
// pack may only get tidier [L2600].
func intoGroupPaths(c Config, s *rules.State, ids []string, leader string) ([]int, []geom.Path) {
	files := packFiles(columnShapes(s, ids))
	lead := slices.Index(ids, leader)
	l := mustBase(s, leader).Shape
	fr := frameOf(l)
	var right, left [][]int
	var own []int
	for _, f := range files {
		switch u := fr.u(mustBase(s, ids[f[0]]).Shape.Center); {
		case slices.Contains(f, lead):
			own = f
		case u >= fr.u(l.Center):
			right = append(right, f)
		default:
			left = append(left, f)
		}
	}
	lat := func(f []int) float64 { return fr.u(mustBase(s, ids[f[0]]).Shape.Center) }
	sort.SliceStable(right, func(a, b int) bool { return lat(right[a]) < lat(right[b]) })
	sort.SliceStable(left, func(a, b int) bool { return lat(left[a]) > lat(left[b]) })
	var order []int
	var paths []geom.Path
	move := func(i int, to geom.Vec) {
		if i == lead {
			return // a leader that is not the most forward: refused by preparePack
		}
		b := mustBase(s, ids[i])
		delta := to.Sub(b.Shape.Center)
		p := geom.Path{b.Shape.Pose(), b.Shape.Pose()}
		if delta.Len() > geom.Eps {
			p = moveStraight(c, s, b, delta.Unit(), delta.Len())
		}
		b.Shape = b.Shape.At(p.End())
		order, paths = append(order, i), append(paths, p)
	}
	closeUp := func(f []int) {
		for k := 1; k < len(f); k++ {
			prev, me := mustBase(s, ids[f[k-1]]).Shape, mustBase(s, ids[f[k]]).Shape
			move(f[k], prev.Center.Sub(prev.Forward().Scale((prev.Depth+me.Depth)/2)))
		}
	}
	order, paths = append(order, lead), append(paths, geom.Path{l.Pose(), l.Pose()})
	closeUp(own)
	for _, side := range []struct {
		files [][]int
		sign  float64
	}{{right, 1}, {left, -1}} {
		reach := l.Width / 2 // from the leader's centre to the line's end
		for _, f := range side.files {
			me := mustBase(s, ids[f[0]]).Shape
			to := l.Center.Add(l.RightDir().Scale(side.sign * (reach + me.Width/2))).
				Add(l.Forward().Scale((l.Depth - me.Depth) / 2))
			reach += me.Width
			move(f[0], to)
			closeUp(f)
		}
	}
	for i := range ids {
		if !slices.Contains(order, i) { // the head of the leader's own file when the leader is not
			order, paths = append(order, i), append(paths, geom.Path{mustBase(s, ids[i]).Shape.Pose(), mustBase(s, ids[i]).Shape.Pose()})
		}
	}
	return order, paths
}

// packFiles splits a pack (shapes facing one way) into its files
// [L1655, L1661]: each base belongs to the file of the base whose rear
// edge its front edge touches the longest, the file's leading base being
// one whose front touches no base of the pack; each file lists its
// bases front to back (then by how far across they stand from its
// leading base).
func packFiles(shapes []geom.Rect) [][]int {
	fr := frameOf(shapes[0])
	ahead := make([]int, len(shapes))
	for i, r := range shapes {
		ahead[i] = -1
		best := 0.0
		for j, o := range shapes {
			c, touch := table.Touching(r, o)
			if i == j || !touch || c.Kind != table.EdgeToEdge || c.EdgeA != geom.Front || c.EdgeB != geom.Rear {
				continue
			}
			if c.Overlap > best+geom.Eps {
				ahead[i], best = j, c.Overlap
			}
		}
	}
	root := func(i int) int {
		for n := 0; ahead[i] >= 0 && n < len(shapes); n++ {
			i = ahead[i]
		}
		return i
	}
	byRoot := map[int][]int{}
	var roots []int
	for i := range shapes {
		r := root(i)
		if _, ok := byRoot[r]; !ok {
			roots = append(roots, r)
		}
		byRoot[r] = append(byRoot[r], i)
	}
	var files [][]int
	for _, r := range roots {
		f := byRoot[r]
		lu := fr.u(shapes[r].Center)
		sort.SliceStable(f, func(a, b int) bool {
			va, vb := frontOf(fr, shapes[f[a]]), frontOf(fr, shapes[f[b]])
			if math.Abs(va-vb) > table.ContactTolerance {
				return va > vb
			}
			return math.Abs(fr.u(shapes[f[a]].Center)-lu) < math.Abs(fr.u(shapes[f[b]].Center)-lu)
		})
		files = append(files, f)
	}
	return files
}

// checkPackMove validates a pack move (bnb.md §7.7): every base may move
// (§6.2, §7.3 [L1620-1622], not Bg), none has moved in a pack this
// period [L1641], a zocced base may only go into close combat (§7.9
// [L1397-1402]), each path ends where the rules take the base, the ends
// touch enemies only as a move may (§7.3 [L1630], §9.1), sideways moves
// keep the gap rule (§7.10), and the PIGs are there (C14, C15).
func checkPackMove(s *rules.State, a rules.Action) (*packPlan, error) {
	p, err := preparePack(s, a)
	if err != nil {
		return nil, err
	}
	c := p.c
	for _, m := range p.who {
		if v := mayMove(c, s, m, p.distant); v != nil {
			return nil, v
		}
		if m.unit.Status[stPackMoved] > 0 {
			return nil, &rules.Violation{Code: "pack-once", Rule: "BnB §7.7 [L1641]", Bases: []string{m.base.ID},
				Msg: fmt.Sprintf("%s has made a pack move this period: a pack moves once a period", m.name())}
		}
	}
	if p.still() {
		return nil, &rules.Violation{Code: "manoeuvre", Rule: "BnB §7.7 [L1649-1663]", Bases: p.ids(),
			Msg: "no base of the pack would move: it is already as far as this pack move takes it"}
	}
	given := map[string]geom.Path{}
	for _, m := range a.Moves {
		given[m.Base] = m.Path
	}
	for k, m := range p.who {
		if v := p.matches(m, given[m.base.ID], p.want[k]); v != nil {
			return nil, v
		}
	}
	for k, m := range p.who {
		if v := packEndProblem(c, s, m, p.want[k], p.distant, p.moving); v != nil {
			return nil, v
		}
	}
	if v := afford(s, p.cost, p.ids(), "pack move"); v != nil {
		return nil, v
	}
	return p, nil
}

// still reports whether the rules move no base of the pack.
func (p *packPlan) still() bool {
	for _, w := range p.want {
		if w.End().Pos.Dist(w[0].Pos) > geom.Eps {
			return false
		}
	}
	return true
}

func (p *packPlan) moving(id string) bool {
	return slices.ContainsFunc(p.who, func(m mover) bool { return m.base.ID == id })
}

// matches checks a base's path against where the rules take it: its end
// within RigidSlack, every leg a translation the way the rules move it.
// leaderTitle is the name players see for the pack's leader.
func (p *packPlan) leaderTitle() string {
	for _, m := range p.who {
		if m.base.ID == p.leader {
			return m.unit.Title()
		}
	}
	return p.leader
}

func (p *packPlan) matches(m mover, got, want geom.Path) *rules.Violation {
	d := want.End().Pos.Sub(want[0].Pos)
	ok := got.End().Pos.Dist(want.End().Pos) <= RigidSlack
	for _, l := range got.Legs() {
		step := l.To.Pos.Sub(l.From.Pos)
		ok = ok && math.Abs(l.Turn()) <= rigidTurn && (step.Len() <= geom.Eps || step.Unit().Dot(d.Unit()) >= math.Cos(DirTolerance))
	}
	if ok {
		return nil
	}
	rule, how := "BnB §7.7 [L1651-1655]", "straight ahead its full allowance, stopping as soon as its front meets a base"
	if p.kind == PackIntoGroup {
		rule, how = "BnB §7.7 [L1657-1663]", fmt.Sprintf("straight to its place in the group led by %s, as far as its allowance goes", p.leaderTitle())
	}
	return &rules.Violation{Code: "pack-move", Rule: rule, Bases: []string{m.base.ID},
		Areas: []geom.Polygon{m.base.Shape.At(want.End()).Polygon()},
		Msg:   fmt.Sprintf("in this pack move %s goes %s: %s, not %s", m.name(), how, p.c.mu(d.Len()), p.c.mu(got.End().Pos.Dist(got[0].Pos)))}
}

// packEndProblem checks a pack base's move as a move: a zocced base
// moves only into close combat [L1402] (A23), the end touches enemies
// only as a move may (contactProblem), and a move that is not straight
// ahead keeps the gap rule (the pack's bases form no gaps, A43).
func packEndProblem(c Config, s *rules.State, m mover, path geom.Path, distant bool, moving func(string) bool) *rules.Violation {
	if path.End().Pos.Dist(path[0].Pos) <= geom.Eps {
		return nil
	}
	end := m.base.Shape.At(path.End())
	if _, fights := inCombatAt(s, m.base, end); !fights {
		if z, ok := zocced(s, m.base); ok {
			return &rules.Violation{Code: "zoc", Rule: "BnB §7.9 [L1397-1402]", Bases: append([]string{m.base.ID}, Zoccers(s, m.base)...),
				Areas: []geom.Polygon{ZoC(mustBase(s, z).Shape)},
				Msg: fmt.Sprintf("%s is in the zone of control of %s: it may only move straight back on its own or be halted, so its pack may not move unless the move takes it into close combat",
					m.name(), s.Describe(table.Obstacle{Base: z}))}
		}
	}
	if v := contactProblem(c, s, m, end, distant); v != nil {
		return v
	}
	return gapProblem(c, s, m.base, path, moving)
}

// applyPackMove makes a checked pack move on s (a clone) and pays for
// it: every base of the pack has made the move [L1641].
func applyPackMove(s *rules.State, a rules.Action, p *packPlan) []rules.Event {
	given := map[string]geom.Path{}
	for _, m := range a.Moves {
		given[m.Base] = m.Path
	}
	kind := "tactical"
	var parts []string
	for _, m := range p.who {
		b := mustBase(s, m.base.ID)
		path := given[b.ID]
		b.Shape = b.Shape.At(path.End())
		u, _ := s.Unit(b.Unit)
		kind = moved(u, p.distant)
		d := travel(b.Shape, path)
		addMoved(u, d)
		u.SetStatus(stPackMoved, 1)
		parts = append(parts, fmt.Sprintf("%s %.1f MU", s.Called(b.ID), p.c.InMU(d)))
	}
	left := pay(s, p.cost)
	what := "went straight ahead at full speed [L1651]"
	if p.kind == PackIntoGroup {
		what = fmt.Sprintf("was ordered into a group led by %s [L1657]", s.Called(p.leader))
	}
	evs := []rules.Event{{Kind: "moved", Side: a.Side, Unit: p.who[0].unit.ID, Facts: costFacts(p.cost, left),
		Text: fmt.Sprintf("the pack of %d bases %s, a %s move (%s); it %s, %d PIG%s left",
			len(p.who), what, kind, strings.Join(parts, ", "), p.cost, left, plural(left))}}
	// A pack is not a group: of the conforming rules only [L1695]
	// follows its move (and it does not align, [L1673]).
	return append(evs, conformContacted(p.c, s, p.ids(), false)...)
}

// PackAheadAction is the pack ids going straight ahead at full speed
// [L1651-1655], each base's path where the rules take it.
func PackAheadAction(s *rules.State, side int, ids []string) rules.Action {
	return packAction(s, side, ids, PackAhead, "")
}

// PackIntoGroupAction is the pack ids ordered into a group led by leader
// [L1657-1663].
func PackIntoGroupAction(s *rules.State, side int, ids []string, leader string) rules.Action {
	return packAction(s, side, ids, PackIntoGroup, leader)
}

func packAction(s *rules.State, side int, ids []string, kind, leader string) rules.Action {
	c, _ := ConfigOf(s.Settings)
	order, paths := packPaths(c, s, ids, kind, leader)
	a := rules.Action{Kind: rules.KindMove, Side: side, Args: map[string]string{ArgPack: kind}}
	if kind == PackIntoGroup {
		a.Args[ArgLeader] = leader
	}
	for k, i := range order {
		a.Moves = append(a.Moves, rules.Move{Base: ids[i], Path: paths[k]})
	}
	return a
}
