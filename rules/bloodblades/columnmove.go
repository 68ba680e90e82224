package bloodblades

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// A column following its head (bnb.md §7.5 [L1532], G23): the head goes
// straight ahead or pivots on one of its own front corners, as often as
// it likes, and every base behind it follows its path, keeping the old
// direction until its front edge reaches the point where the head
// pivoted, then pivoting there on its own corner and going on in the new
// direction. The column ends as a chain of straight segments (a broken
// column), not a snake [L1532].

// colOp is one manoeuvre of a column's head: straight ahead d cm, or a
// pivot by turn radians on its front-left corner (turn < 0, a pivot
// left) or its front-right one (turn > 0).
type colOp struct {
	pivot bool
	d     float64 // straight ahead: cm
	turn  float64 // pivot: signed radians
}

// headOps reads the head's path (starting at shape) as straight-ahead
// moves and pivots on its own front corners.
func headOps(id string, shape geom.Rect, p geom.Path) ([]colOp, *rules.Violation) {
	var ops []colOp
	for _, l := range p.Legs() {
		from := shape.At(l.From)
		switch kindOf(geom.Leg{From: l.From, To: geom.Pose{Pos: l.To.Pos, Facing: l.From.Facing}}) {
		case legStill:
		case legAhead:
			if math.Abs(l.Turn()) <= rigidTurn {
				ops = append(ops, colOp{d: l.To.Pos.Dist(l.From.Pos)})
				continue
			}
		}
		turn := l.Turn()
		if math.Abs(turn) <= rigidTurn {
			if l.To.Pos.Dist(l.From.Pos) <= geom.Eps {
				continue
			}
			return nil, &rules.Violation{Code: "column", Rule: "BnB §7.5 [L1532], §7.6 [L1597]", Bases: []string{id},
				Msg: "the head of a column goes straight ahead or pivots on a front corner; it does not slide or go back"}
		}
		c, ok := l.Pivot()
		corner := from.CornerAt(geom.FR)
		if turn < 0 {
			corner = from.CornerAt(geom.FL)
		}
		if !ok || c.Dist(corner) > table.ContactTolerance || math.Abs(turn) >= math.Pi-DirTolerance {
			return nil, &rules.Violation{Code: "column", Rule: "BnB §7.5 [L1532], §7.6 [L1603, L1612]", Bases: []string{id},
				Msg: "the head of a column pivots forward on one of its front corners (left on the front-left, right on the front-right)"}
		}
		ops = append(ops, colOp{pivot: true, turn: turn})
	}
	return ops, nil
}

// followPath is the path of a base at shape whose front edge is lag cm
// behind the head's, following the head's manoeuvres ops [L1532]: it
// goes lag cm further straight ahead first and stops lag cm short of the
// head's end along the head's track, pivoting (on its own corner) at each
// point where the head pivoted that it reaches. The track is measured
// straight ahead only: the head's pivots on its front corner are bends
// of it, so every base goes as far straight ahead as the head, and the
// column stays a chain of straight segments [L1532].
//
// A base never goes more than cap cm straight ahead before its first
// pivot, so as not to pass the base in front of it (followers).
func followPath(shape geom.Rect, lag float64, ops []colOp, cap float64) (p geom.Path, ahead float64, pivoted bool) {
	budget := 0.0
	for _, o := range ops {
		if !o.pivot {
			budget += o.d
		}
	}
	all := append([]colOp{{d: lag}}, ops...)
	pose := shape.Pose()
	path := geom.Path{pose}
	for _, o := range all {
		if o.pivot {
			if budget < -geom.Eps {
				break
			}
			r := shape.At(pose)
			c := r.CornerAt(geom.FR)
			if o.turn < 0 {
				c = r.CornerAt(geom.FL)
			}
			pose = geom.Pose{Pos: pose.Pos.RotateAbout(c, o.turn), Facing: pose.Facing + o.turn}
			path = append(path, pose)
			pivoted = true
			continue
		}
		take := math.Min(o.d, math.Max(budget, 0))
		if !pivoted {
			take = math.Min(take, math.Max(cap-ahead, 0))
			ahead += take
		}
		budget -= take
		if take > geom.Eps {
			pose = geom.Pose{Pos: pose.Pos.Add(geom.Dir(pose.Facing).Scale(take)), Facing: pose.Facing}
			path = append(path, pose)
		}
		if take < o.d-geom.Eps {
			break
		}
	}
	if len(path) == 1 {
		path = append(path, pose) // a base that does not move: a still leg
	}
	return path, ahead, pivoted
}

// followers are the paths of the bases col[1:] (shapes, head first)
// following the head's ops: each as followPath, none passing the one in
// front of it that stayed short of the first bend.
func followers(shapes []geom.Rect, ops []colOp) []geom.Path {
	head := shapes[0]
	fr := frameOf(head)
	limit := math.Inf(1) // how far ahead of the head's front a front may come in the old file
	var out []geom.Path
	for _, sh := range shapes[1:] {
		lag := fr.v(head.CornerAt(geom.FL)) - fr.v(sh.CornerAt(geom.FL))
		p, ahead, pivoted := followPath(sh, lag, ops, limit+lag)
		if !pivoted {
			limit = ahead - lag - sh.Depth
		}
		out = append(out, p)
	}
	return out
}

// ColumnFollow is the move of the column col (head first) in which the
// head follows headPath and the others follow it [L1532].
func ColumnFollow(s *rules.State, side int, col []string, headPath geom.Path) rules.Action {
	a := rules.Action{Kind: rules.KindMove, Side: side}
	head := mustBase(s, col[0]).Shape
	ops, _ := headOps(col[0], head, headPath)
	a.Moves = append(a.Moves, rules.Move{Base: col[0], Path: headPath})
	shapes := []geom.Rect{head}
	for _, id := range col[1:] {
		shapes = append(shapes, mustBase(s, id).Shape)
	}
	for i, p := range followers(shapes, ops) {
		a.Moves = append(a.Moves, rules.Move{Base: col[i+1], Path: p})
	}
	return a
}

// HeadPath is the head's path: pivot by turn radians (left when turn <
// 0, on the matching front corner; none when 0), then d cm straight
// ahead.
func HeadPath(head geom.Rect, turn, d float64) geom.Path {
	p := geom.Path{head.Pose()}
	pose := head.Pose()
	if turn != 0 {
		c := head.CornerAt(geom.FR)
		if turn < 0 {
			c = head.CornerAt(geom.FL)
		}
		pose = geom.Pose{Pos: pose.Pos.RotateAbout(c, turn), Facing: pose.Facing + turn}
		p = append(p, pose)
	}
	if d > 0 {
		pose = geom.Pose{Pos: pose.Pos.Add(geom.Dir(pose.Facing).Scale(d)), Facing: pose.Facing}
		p = append(p, pose)
	}
	return p
}

// prepareFollow reads g's paths as the column col following its head:
// the head's path must be straight-ahead moves and pivots on its own
// front corners, and every other base must end where following it puts
// it (its path is then the one followPath gives). The move's length is
// the head's, by the group rule (translations plus the arc of the moving
// corner, A22); each base takes the allowance of the terrain its own
// path crosses, the group the least (A18).
func prepareFollow(s *rules.State, c Config, g *groupPlan, col []string) (*groupPlan, error) {
	idx := map[string]int{}
	for k, m := range g.who {
		idx[m.base.ID] = k
	}
	who, given := make([]mover, len(col)), make([]geom.Path, len(col))
	for i, id := range col {
		who[i], given[i] = g.who[idx[id]], g.paths[idx[id]]
	}
	g.who, g.column = who, true
	head := who[0].base.Shape
	ops, v := headOps(col[0], head, given[0])
	if v != nil {
		return nil, v
	}
	g.paths = []geom.Path{given[0]}
	shapes := make([]geom.Rect, len(who))
	for i, m := range who {
		shapes[i] = m.base.Shape
	}
	for j, want := range followers(shapes, ops) {
		i := j + 1
		end, got := want.End(), given[i].End()
		if end.Pos.Dist(got.Pos) > RigidSlack || math.Abs(geom.NormAngle(end.Facing-got.Facing)) > rigidTurn {
			return nil, &rules.Violation{Code: "rigid", Rule: "BnB §7.5 [L1532], §7.3 [L1488]", Bases: g.ids(),
				Areas: []geom.Polygon{shapes[i].At(end).Polygon()},
				Msg: fmt.Sprintf("%s does not follow its column's head: it keeps the old direction until it reaches the point where the head pivoted, then follows the new one",
					who[i].name())}
		}
		g.paths = append(g.paths, want)
	}
	g.steps, g.length, g.radius = nil, 0, head.Width
	for _, o := range ops {
		st := step{kind: stepAhead, dist: o.d}
		if o.pivot {
			st = step{kind: stepPivotRight, dist: math.Abs(o.turn) * head.Width}
			if o.turn < 0 {
				st.kind = stepPivotLeft
			}
		}
		if n := len(g.steps); n > 0 && g.steps[n-1].kind == st.kind {
			g.steps[n-1].dist += st.dist
		} else {
			g.steps = append(g.steps, st)
		}
		g.length += st.dist
	}
	if g.length <= geom.Eps {
		return nil, &rules.Violation{Code: "manoeuvre", Rule: "BnB §7.3 [L1488]", Bases: g.ids(), Msg: "the column does not move"}
	}
	if v := g.overlapping("BnB §7.5 [L1532]"); v != nil {
		return nil, v
	}
	return g, nil
}
