package warmaster

import (
	"fmt"
	"math"
	"sort"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
	"plateau/rules/warmaster/charge"
)

// Re-formed evades the rules build (wme.md §7.4; [L730-734]): when the
// rigid evade is blocked or stops short of full pace, the offers propose
// the unit re-formed element by element, as the text lets it "passer dans
// des intervalles ... ou changer simplement son orientation finale": the
// element nearest to the evaded unit turns in place to face straight away
// and moves straight away (its centre on the ruler's line, [L730]); the
// others are placed one at a time ([L734]) in a column behind it, or
// where they stood beside it, each turned to face away. Each offer is an
// evade action with every base's path (planReform judges it), the longest
// the shape allows: the column only when it goes farther than the rigid
// evade, the turned unit over the rigid evade's ground.

// reformStep is the step (cm) of the search for the longest re-formed
// evade, before a bisection refines it to evadeResolution: coarser than
// the rigid evade's, as every try routes each element.
const reformStep = 2.0

// evadeShape is an end formation for a re-formed evade: the end pose of
// each element of the unit after the lead (in the order they move), given
// the lead's start and end and every other element's start. farther: it
// is offered only when it goes farther than the rigid evade (else
// whenever the rigid one stops short, for its end facing).
type evadeShape struct {
	label   string // after "U evade T, "
	detail  string
	farther bool
	place   func(lead geom.Rect, end geom.Pose, dir geom.Vec, follow []geom.Rect) []geom.Pose
}

var evadeShapes = []evadeShape{
	{"re-formed in a column", "the others one behind the other behind it, facing as it does: a column, narrow enough to pass gaps (WME §7.4 [L730-734])", true, columnBehind},
	{"turned to face away", "the others where they stood beside it, each turned to face straight away: the formation kept, facing away (WME §7.4 [L730-734])", false, aboutFace},
}

// columnBehind places the followers in a column behind the lead's end,
// each facing as it does.
func columnBehind(lead geom.Rect, end geom.Pose, dir geom.Vec, follow []geom.Rect) []geom.Pose {
	out := make([]geom.Pose, len(follow))
	back := lead.Depth / 2
	for i, r := range follow {
		out[i] = geom.Pose{Pos: end.Pos.Sub(dir.Scale(back + r.Depth/2)), Facing: end.Facing}
		back += r.Depth
	}
	return out
}

// aboutFace places the followers as the lead moved, each turned as it
// turned about its own centre.
func aboutFace(lead geom.Rect, end geom.Pose, _ geom.Vec, follow []geom.Rect) []geom.Pose {
	turn, move := end.Facing-lead.Facing, end.Pos.Sub(lead.Center)
	out := make([]geom.Pose, len(follow))
	for i, r := range follow {
		out[i] = geom.Pose{Pos: r.Center.Add(move), Facing: r.Facing + turn}
	}
	return out
}

// reformedEvadeOffers are the re-formed evades of base (u evading t in
// base.dir) worth offering when the rigid evade stops short of full pace
// or is blocked: for each shape, the longest legal one, when it goes
// farther than rigid (the rigid evade's distance, negative when none is
// legal) or its shape is offered for its end facing. e is the rigid
// offer's action (unit, target, direction).
func reformedEvadeOffers(s *rules.State, base evadePlan, rigid float64, e rules.Action, label string) []rules.Offer {
	var out []rules.Offer
	lead, _ := s.Base(base.order[0])
	facing := lead.Shape.Facing + geom.NormAngle(base.dir.Angle()-lead.Shape.Facing)
	if math.Abs(facing-lead.Shape.Facing) <= geom.AngleEps && FormationOf(rects(s, base.u)) == Column {
		return nil // already a column facing away: the rigid evade is the re-formed one
	}
	turned := geom.Pose{Pos: lead.Shape.Center, Facing: facing}
	top := math.Min(base.full-geom.Path{lead.Shape.Pose(), turned}.MaxCornerTravel(lead.Shape), leadReach(s, base, lead, turned))
	for _, sh := range evadeShapes {
		// A column must beat the rigid evade; turned about, the unit
		// covers the rigid one's ground and goes no farther.
		lo, hi := math.Max(rigid, 0), top
		if !sh.farther {
			if math.Abs(facing-lead.Shape.Facing) <= geom.AngleEps || rigid <= 0 {
				continue // facing away already, or no room
			}
			lo, hi = 0, math.Min(top, rigid)
		}
		if p, moves, ok := longestReform(s, base, sh, turned, lo, hi); ok {
			out = append(out, reformedOffer(p, moves, sh, e, label))
		}
	}
	return out
}

// leadReach is how far lead, turned to turned, may go straight away
// before its path meets an enemy or terrain it may not enter: a bound on
// any re-formed evade (friends may be passed through, hard going entered
// from contact: planReform judges those).
func leadReach(s *rules.State, base evadePlan, lead *table.Base, turned geom.Pose) float64 {
	far := geom.Pose{Pos: turned.Pos.Add(base.dir.Scale(base.full)), Facing: turned.Facing}
	sw := s.Table.Sweep(lead.Shape, geom.Path{turned, far}, table.Filter{
		SkipBase: func(o *table.Base) bool { return o.Side == base.u.Side },
		Blocks:   func(f *table.Feature) bool { c := category(s, f); return !c.HardGoing && blocks(base.u.Type, c) },
	})
	if sw.Clear {
		return base.full
	}
	return sw.Stop.Pos.Sub(turned.Pos).Dot(base.dir)
}

// longestReform is the longest legal evade of base re-formed into shape
// sh, the lead turned to turned, between lo (excluded) and hi: steps down
// from hi, then a bisection above the first legal step.
func longestReform(s *rules.State, base evadePlan, sh evadeShape, turned geom.Pose, lo, hi float64) (evadePlan, []rules.Move, bool) {
	try := func(d float64) (evadePlan, []rules.Move, bool) {
		p := base
		moves, ok := reformMoves(s, &p, sh, turned, d)
		if !ok || planReform(s, &p, moves) != nil {
			return evadePlan{}, nil, false
		}
		return p, moves, true
	}
	for d := hi; d > lo+evadeResolution; d -= reformStep {
		p, moves, ok := try(d)
		if !ok {
			continue
		}
		low, up := d, math.Min(d+reformStep, hi)
		for up-low > evadeResolution {
			mid := math.Floor((low+up)/2/evadeResolution) * evadeResolution
			if mid <= low {
				break
			}
			if q, m, ok := try(mid); ok {
				p, moves, low = q, m, mid
			} else {
				up = mid
			}
		}
		return p, moves, true
	}
	return evadePlan{}, nil, false
}

// reformMoves are the paths of p's elements re-formed into sh with the
// lead (p.order[0]) turned to turned then d straight away: the lead's
// turn in place then straight move ([L730]: its centre stays on the
// line); each other element, in p.order, by the cheapest of the charge
// solver's path shapes within full pace that crosses no element already
// moved (A12), preferring one a move allows (checkBase). False when an
// element has none.
func reformMoves(s *rules.State, p *evadePlan, sh evadeShape, turned geom.Pose, d float64) ([]rules.Move, bool) {
	lead, _ := s.Base(p.order[0])
	end := geom.Pose{Pos: turned.Pos.Add(p.dir.Scale(d)), Facing: turned.Facing}
	path := geom.Path{lead.Shape.Pose(), turned, end}
	if samePose(lead.Shape.Pose(), turned) {
		path = geom.Path{lead.Shape.Pose(), end}
	}
	moves := []rules.Move{{Base: lead.ID, Path: path}}
	follow := make([]geom.Rect, 0, len(p.order)-1)
	for _, id := range p.order[1:] {
		b, _ := s.Base(id)
		follow = append(follow, b.Shape)
	}
	ends := sh.place(lead.Shape, end, p.dir, follow)
	for i, r := range follow {
		if cornerReach(r, ends[i]) > p.full+geom.Eps {
			return nil, false // no path is shorter than its corners' straight moves: nothing to sweep
		}
	}
	done := movedTable(lead, end)
	moving := map[string]bool{}
	for _, id := range p.u.Bases {
		moving[id] = true
	}
	for i, id := range p.order[1:] {
		b, _ := s.Base(id)
		path, ok := followerPath(s, done, p, b, ends[i], moving)
		if !ok {
			return nil, false
		}
		moves = append(moves, rules.Move{Base: id, Path: path})
		done.Bases = append(done.Bases, table.Base{ID: id, Unit: b.Unit, Side: b.Side, Shape: b.Shape.At(ends[i])})
	}
	return moves, true
}

// cornerReach is the farthest straight move of a corner of r to pose q:
// the least any path there costs (A3).
func cornerReach(r geom.Rect, q geom.Pose) float64 {
	far, to := 0.0, r.At(q).Corners()
	for k, c := range r.Corners() {
		far = math.Max(far, c.Dist(to[k]))
	}
	return far
}

// movedTable is a table holding only base b at pose end: the elements of
// an evade already moved, which block the later ones' paths (A12), with
// no terrain and no index to build.
func movedTable(b *table.Base, end geom.Pose) *table.Table {
	return &table.Table{Bases: []table.Base{{ID: b.ID, Unit: b.Unit, Side: b.Side, Shape: b.Shape.At(end)}}}
}

// followerPath is the path of b to end: the cheapest of the path shapes
// within full pace and clear of the elements already moved (done) that
// checkBase accepts in s, else the cheapest clear of them (planReform
// then says whether friends' ranks are passed).
func followerPath(s *rules.State, done *table.Table, p *evadePlan, b *table.Base, end geom.Pose, moving map[string]bool) (geom.Path, bool) {
	paths := charge.PathShapes(b.Shape.Pose(), end)
	costs := make([]float64, len(paths))
	for i, q := range paths {
		costs[i] = q.MaxCornerTravel(b.Shape)
	}
	order := make([]int, len(paths))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return costs[order[i]] < costs[order[j]] })
	var fallback geom.Path
	for _, i := range order {
		if costs[i] > p.full+geom.Eps {
			break
		}
		if sw := done.Sweep(b.Shape, paths[i], table.Filter{}); !sw.Clear {
			continue
		}
		if checkBase(s, p.u, b, paths[i], p.full, moving) == nil {
			return paths[i], true
		}
		if fallback == nil {
			fallback = paths[i]
		}
	}
	return fallback, fallback != nil
}

// reformedOffer offers re-formed evade p (moves, its paths in order), as
// action e (its unit, target and direction) with the paths.
func reformedOffer(p evadePlan, moves []rules.Move, sh evadeShape, e rules.Action, label string) rules.Offer {
	a := rules.Action{Kind: KindEvade, Side: e.Side, Target: p.t.ID, Args: map[string]string{}, Moves: moves}
	for k, v := range e.Args {
		a.Args[k] = v
	}
	o := rules.Offer{Action: a, Label: fmt.Sprintf("%s, %s (%.0f cm)", label, sh.label, p.dist), Preview: moves, Detail: []string{
		fmt.Sprintf("element by element: %s, the nearest to %s, turns to face straight away and moves %.1f cm straight away (WME §7.4 [L730])", rules.StandOf(p.order[0]), p.t.Title(), p.dist),
		sh.detail,
		"every element within full pace, turns counted ([L734]); it ends 1 cm or more from any engaged unit (A10); no orders this turn (WME §6.1 [L382])",
	}}
	if len(p.through) > 0 {
		o.Label = fmt.Sprintf("%s, %s (%.0f cm, through %s)", label, sh.label, p.dist, unitsName(p.through))
		o.Detail = append(o.Detail, fmt.Sprintf("it passes through the ranks of %s (WME §7.4 [L736]): %s and each unit passed through roll a D6 for confusion, a 6 confuses",
			unitsName(p.through), p.u.Title()))
	}
	return o
}
