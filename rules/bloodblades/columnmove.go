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

// followPath is the path of a base at shape following the head along
// track, its own way to where the head stands (columnChain) and then the
// head's manoeuvres [L1532]: it goes as far straight ahead as the head
// (budget cm), pivoting on its own front corner at each bend it reaches,
// so that it stays as far behind the head along the track as before. The
// head's pivots on its front corner are bends of the track, so the
// column stays a chain of straight segments [L1532]; a base that has not
// reached a bend of a broken column keeps its direction until it does
// [L1532, L1541].
func followPath(shape geom.Rect, track []colOp, budget float64) geom.Path {
	pose := shape.Pose()
	path := geom.Path{pose}
	for _, o := range track {
		if o.pivot {
			if budget < -geom.Eps {
				break
			}
			pose = cornerPivot(shape.At(pose), o.turn)
			path = append(path, pose)
			continue
		}
		take := math.Min(o.d, math.Max(budget, 0))
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
	return path
}

// cornerPivot is r's pose after a forward pivot by turn radians on its
// own front corner: the front-left for a pivot left (turn < 0), the
// front-right for a pivot right.
func cornerPivot(r geom.Rect, turn float64) geom.Pose {
	c := r.CornerAt(geom.FR)
	if turn < 0 {
		c = r.CornerAt(geom.FL)
	}
	return geom.Pose{Pos: r.Center.RotateAbout(c, turn), Facing: r.Facing + turn}
}

// followers are the paths of the bases of a column, straight or broken,
// but its head (shapes, head first, tracks as columnChain gives them)
// following the head's manoeuvres ops.
func followers(shapes []geom.Rect, tracks [][]colOp, ops []colOp) []geom.Path {
	budget := 0.0
	for _, o := range ops {
		if !o.pivot {
			budget += o.d
		}
	}
	var out []geom.Path
	for k, sh := range shapes[1:] {
		track := append(slices.Clone(tracks[k+1]), ops...)
		out = append(out, followPath(sh, track, budget))
	}
	return out
}

// columnTracks are the shapes of the column col (head first) and each
// base's track to the head.
func columnTracks(s *rules.State, col []string) ([]geom.Rect, [][]colOp) {
	shapes := columnShapes(s, col)
	order, tracks, ok := columnChain(shapes)
	if !ok || order[0] != 0 {
		panic("bnb: not a column, head first: " + strings.Join(col, ", "))
	}
	return shapes, tracks
}

// ColumnFollow is the move of the column col (head first) in which the
// head follows headPath and the others follow it [L1532].
func ColumnFollow(s *rules.State, side int, col []string, headPath geom.Path) rules.Action {
	a := rules.Action{Kind: rules.KindMove, Side: side}
	shapes, tracks := columnTracks(s, col)
	ops, _ := headOps(col[0], shapes[0], headPath)
	a.Moves = append(a.Moves, rules.Move{Base: col[0], Path: headPath})
	for i, p := range followers(shapes, tracks, ops) {
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
		pose = cornerPivot(head, turn)
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
	shapes, tracks := columnTracks(s, col)
	for j, want := range followers(shapes, tracks, ops) {
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
