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

// A group move is a "move" action naming every base of the group with its
// path (bnb.md §7.3-7.6). The paths must be one of the group manoeuvres:
// each leg moves every base by the same rigid motion (a translation, or a
// rotation about one point), except an about-face, where every base turns
// 180° in place on its own [L1593]. This is what the UI makes when the
// player drags a selection rigidly, and what Offers proposes.

// RigidSlack (cm) is how far a base may end from where the group's
// rigid motion would put it and still count as moving with the group: a
// hundredth of a millimetre, table.OverlapSlack, for rounded poses.
const RigidSlack = table.OverlapSlack

// rigidTurn (radians) is how far two bases' turns may differ in one
// rigid motion, and the least turn that makes a leg a rotation rather
// than a translation: far below anything a player sees.
const rigidTurn = 1e-6

// PivotLimitMU is the longest pivot (MU, the arc of the moving corner,
// A22) of a group other than a column that also pivots again or goes
// straight ahead in the same move [L1614].
const PivotLimitMU = 1

// stepKind is one manoeuvre of a group move (bnb.md §7.6).
type stepKind int

const (
	stepAboutFace  stepKind = iota // every base turns 180° in place [L1593]
	stepAhead                      // a translation along the facing [L1597]
	stepPivotLeft                  // about the front's front-left corner [L1603]
	stepPivotRight                 // about the front's front-right corner [L1612]
)

// step is one manoeuvre and its distance (cm): the translation, or the
// arc of the moving corner (A22); 0 for an about-face (A21).
type step struct {
	kind stepKind
	dist float64
}

func (st step) String(c Config) string {
	switch st.kind {
	case stepAboutFace:
		return "about-face"
	case stepAhead:
		return "straight ahead " + c.mu(st.dist)
	case stepPivotLeft:
		return "pivot left " + c.mu(st.dist)
	}
	return "pivot right " + c.mu(st.dist)
}

// groupPlan is a prepared group move.
type groupPlan struct {
	c      Config
	who    []mover
	paths  []geom.Path
	steps  []step
	radius float64 // cm: from the pivot corner to the moving corner
	length float64 // cm: the manoeuvre's distance [L1486]
	terr   []terrainResult
	// allow is the group's allowance, the least of its bases' own
	// (A18); slowest is that base.
	allow   float64
	slowest int
	distant bool
	sub     bool // a sub-group [L1511]
	column  bool // a column [L1527]
	// form describes a formation change (forming or extending a column,
	// §7.5), where each base moves on its own; bonus (cm) is added to
	// the allowance [L1570].
	form  string
	bonus float64
	// own measures each base's path when each moves on its own and
	// turns (a column extended by pivoting its head, or formed at right
	// angles): the single-base metric [L1499], scaled by what the base's
	// allowance is worth (ownTravel).
	own  []func(geom.Path) float64
	nth  int // the how-manyth distant move of the group this is
	cost PIGCost
	// zoccers are, per base, the enemies in whose ZoC it starts (G30).
	zoccers [][]string
	// shifts are the friends shifted aside to make room beyond friends
	// passed through [L1480] (groupaside.go).
	shifts []shift
	// keyed is the state the plan was prepared on, with its memo key.
	keyed *keyedState
}

// called is the name players see for the group's k-th base (a BnB unit
// is one base: its unit's name, rules/names.go).
func (g *groupPlan) called(k int) string { return g.who[k].unit.Title() }

// moverNames are the names players see for the movers' bases.
func moverNames(who []mover) []string {
	names := make([]string, len(who))
	for i, m := range who {
		names[i] = m.unit.Title()
	}
	return names
}

func (g *groupPlan) ids() []string {
	ids := make([]string, len(g.who))
	for i, m := range g.who {
		ids[i] = m.base.ID
	}
	return ids
}

func (g *groupPlan) moving(id string) bool {
	for _, m := range g.who {
		if m.base.ID == id {
			return true
		}
	}
	return false
}

// manoeuvre reads the steps as a sentence: "pivot left 1.0 MU (3.0 cm),
// straight ahead 2.0 MU (6.0 cm)".
func (g *groupPlan) manoeuvre() string {
	if g.form != "" {
		return fmt.Sprintf("%s, %s", g.form, g.c.mu(g.length))
	}
	parts := make([]string, len(g.steps))
	for i, st := range g.steps {
		parts[i] = st.String(g.c)
	}
	return strings.Join(parts, ", ")
}

// follow is pose p moved by the rigid motion of leg ref.
func follow(ref geom.Leg, p geom.Pose) geom.Pose {
	turn := ref.Turn()
	if math.Abs(turn) > rigidTurn {
		if c, ok := ref.Pivot(); ok {
			return geom.Pose{Pos: p.Pos.RotateAbout(c, turn), Facing: p.Facing + turn}
		}
	}
	return geom.Pose{Pos: p.Pos.Add(ref.To.Pos.Sub(ref.From.Pos)), Facing: p.Facing + turn}
}

// groupMeasure is the distance of a group manoeuvre along a prefix of one
// of its bases' paths (bnb.md §7.2 "Group moves"): translations by their
// length, rotations by the arc of the moving corner at radius (A22),
// about-faces free (A21).
func groupMeasure(radius float64) func(geom.Path) float64 {
	return func(p geom.Path) float64 {
		var d float64
		for _, l := range p.Legs() {
			switch turn := math.Abs(l.Turn()); {
			case kindOf(l) == legAboutFace:
			case turn > rigidTurn:
				d += turn * radius
			default:
				d += l.To.Pos.Dist(l.From.Pos)
			}
		}
		return d
	}
}

// recognise reads the group's paths as manoeuvres (bnb.md §7.6, G24,
// G25): it returns the steps (consecutive steps of one kind merged) and
// the pivot radius, or why the paths are not a group manoeuvre.
func recognise(who []mover, paths []geom.Path) ([]step, float64, *rules.Violation) {
	ids := make([]string, len(who))
	for i, m := range who {
		ids[i] = m.base.ID
	}
	legs := make([][]geom.Leg, len(paths))
	for k, p := range paths {
		legs[k] = p.Legs()
	}
	var steps []step
	var radius float64
	add := func(st step) {
		if n := len(steps); n > 0 && st.kind != stepAboutFace && steps[n-1].kind == st.kind {
			steps[n-1].dist += st.dist
			return
		}
		steps = append(steps, st)
	}
	for i := range legs[0] {
		still, about := true, true
		for k := range legs {
			kd := kindOf(legs[k][i])
			still = still && kd == legStill
			about = about && kd == legAboutFace
		}
		if still {
			continue
		}
		if about {
			add(step{kind: stepAboutFace})
			continue
		}
		ref := legs[0][i]
		for k := range legs {
			l := legs[k][i]
			want := follow(ref, l.From)
			if want.Pos.Dist(l.To.Pos) > RigidSlack || math.Abs(want.Facing-l.To.Facing) > rigidTurn {
				return nil, 0, &rules.Violation{Code: "rigid", Rule: "BnB §7.3 [L1488-1498], §7.6 [L1593, L1603]", Bases: ids,
					Msg: "the bases do not move together: a group moves as one block (only an about-face turns each base on its own)"}
			}
		}
		shapes := make([]geom.Rect, len(who))
		for k, m := range who {
			shapes[k] = m.base.Shape.At(legs[k][i].From)
		}
		turn := ref.Turn()
		if math.Abs(turn) <= rigidTurn {
			switch kindOf(geom.Leg{From: ref.From, To: geom.Pose{Pos: ref.To.Pos, Facing: ref.From.Facing}}) {
			case legAhead:
				add(step{kind: stepAhead, dist: ref.To.Pos.Dist(ref.From.Pos)})
			case legStill:
			case legBack:
				return nil, 0, &rules.Violation{Code: "manoeuvre", Rule: "BnB §7.3 [L1490-1496]", Bases: ids,
					Msg: "a group does not move straight back: it may about-face, then go straight ahead as another order"}
			default:
				return nil, 0, &rules.Violation{Code: "manoeuvre", Rule: "BnB §7.3 [L1490-1496]", Bases: ids,
					Msg: "a group does not slide: it moves straight ahead along its facing, or pivots"}
			}
			continue
		}
		c, ok := ref.Pivot()
		if !ok {
			return nil, 0, &rules.Violation{Code: "pivot", Rule: "BnB §7.6 [L1603]", Bases: ids, Msg: "a group does not spin round: it pivots on a front corner"}
		}
		st, r, v := pivotStep(shapes, ids, moverNames(who), c, turn)
		if v != nil {
			return nil, 0, v
		}
		radius = r
		add(st)
	}
	return steps, radius, nil
}

// pivotStep checks one rotation of the group about c by turn as a pivot
// (G24 [L1603-1612]): c is the front-left corner of the front's leftmost
// base (a pivot left, turning anticlockwise so that the front-right
// corner of the rightmost front base goes forward) or the mirror; no base
// is left of or in front of the pivot, nor right of the measuring base
// (mirrored for a pivot right).
func pivotStep(shapes []geom.Rect, ids, names []string, c geom.Vec, turn float64) (step, float64, *rules.Violation) {
	front := Front(shapes)
	lb, rb := shapes[front[0]], shapes[front[len(front)-1]]
	pl, pr := lb.CornerAt(geom.FL), rb.CornerAt(geom.FR)
	radius := pl.Dist(pr)
	tol := table.ContactTolerance
	var left bool
	switch {
	case c.Dist(pl) <= tol:
		left = true
	case c.Dist(pr) <= tol:
	default:
		return step{}, 0, &rules.Violation{Code: "pivot", Rule: "BnB §7.6 [L1603, L1612], G24", Bases: ids,
			Lines: []geom.Segment{{A: pl, B: pr}},
			Msg: fmt.Sprintf("a group pivots on a front corner of its front: the front-left corner of %s or the front-right corner of %s",
				names[front[0]], names[front[len(front)-1]])}
	}
	if left != (turn < 0) {
		return step{}, 0, &rules.Violation{Code: "pivot", Rule: "BnB §7.3 [L1494]", Bases: ids,
			Msg: "pivots are forward only: the moving corner goes ahead"}
	}
	fr := frameOf(lb)
	p, m := pl, pr
	side := 1.0 // u grows from the pivot towards the moving corner
	if !left {
		p, m, side = pr, pl, -1
	}
	for k, r := range shapes {
		for _, q := range r.Corners() {
			du := side * (fr.u(q) - fr.u(p))
			dm := side * (fr.u(q) - fr.u(m))
			switch {
			case du < -tol || fr.v(q) > fr.v(p)+tol:
				return step{}, 0, &rules.Violation{Code: "pivot", Rule: "BnB §7.6 [L1607], G24", Bases: []string{ids[k]},
					Msg: fmt.Sprintf("%s is beside or in front of the pivot point: no base may be there", names[k])}
			case dm > tol:
				return step{}, 0, &rules.Violation{Code: "pivot", Rule: "BnB §7.6 [L1608], G24", Bases: []string{ids[k]},
					Msg: fmt.Sprintf("%s sticks out beyond the base measuring the pivot: no base may be there", names[k])}
			}
		}
	}
	kind := stepPivotRight
	if left {
		kind = stepPivotLeft
	}
	return step{kind: kind, dist: math.Abs(turn) * radius}, radius, nil
}

// pattern is the steps as letters: A about-face, F straight ahead, P
// pivot.
func pattern(steps []step) string {
	var b strings.Builder
	for _, st := range steps {
		b.WriteByte("AFPP"[st.kind])
	}
	return b.String()
}

// repertoire checks the steps against the group moves of [L1490-1498]:
// about-face, straight ahead, pivot, pivot then straight ahead; for light
// troops also (pivot,) straight ahead, pivot; for skirmishers also
// about-face then straight ahead. Forming and extending columns are not
// implemented yet.
func repertoire(who []mover, steps []step) (string, bool) {
	light, skirm := true, true
	for _, m := range who {
		light = light && m.troop.Is(LightTroops)
		skirm = skirm && m.troop.Is(Skirmisher)
	}
	allowed := "about-face, go straight ahead, pivot, or pivot then go straight ahead"
	ok := map[string]bool{"A": true, "F": true, "P": true, "PF": true}
	if light {
		ok["FP"], ok["PFP"] = true, true
		allowed += "; light troops also (pivot,) go straight ahead then pivot"
	}
	if skirm {
		ok["AF"] = true
		allowed += "; skirmishers also about-face then go straight ahead"
	}
	return allowed, ok[pattern(steps)]
}

// prepareGroup reads a group move: at least two bases of the player's,
// each path starting where its base stands, all with the same number of
// poses; the bases form a group; the paths are a manoeuvre of the
// repertoire. It prices the move.
func prepareGroup(s *rules.State, a rules.Action) (*groupPlan, error) {
	return prepareGroupKeyed(&keyedState{s: s}, a)
}

// prepareGroupKeyed is prepareGroup on k's state; the plan keeps k for
// the rest of its check, whose ZoC searches' memos ask k's key, hashed
// only if they are asked (groupZocEngagement). What the bases are is
// remembered by the bases alone (formationmemo.go).
func prepareGroupKeyed(k *keyedState, a rules.Action) (*groupPlan, error) {
	s := k.s
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return nil, err
	}
	g := &groupPlan{c: c, keyed: k}
	seen := map[string]bool{}
	sameLen := true
	for _, m := range a.Moves {
		if seen[m.Base] {
			return nil, fmt.Errorf("bnb: base %s is moved twice in one move", m.Base)
		}
		seen[m.Base] = true
		w, err := readMover(s, a.Side, m.Base)
		if err != nil {
			return nil, err
		}
		if err := startsHere(w.base, w.unit.Title(), m.Path); err != nil {
			return nil, err
		}
		if len(m.Path) != len(a.Moves[0].Path) {
			sameLen = false
		}
		g.who = append(g.who, w)
		g.paths = append(g.paths, m.Path)
	}
	ids := g.ids()
	f := formationOf(s, ids) // what the bases are is remembered (formationmemo.go)
	asked := ids
	if !f.group {
		return nil, &rules.Violation{Code: "group", Rule: "BnB §7.4 [L1505], G19-G20, A39", Bases: ids,
			Msg: fmt.Sprintf("%s are not a group: a group's bases face the same way and each touches another edge to edge with a corner in common, all connected",
				s.BaseNames(ids))}
	}
	col, isCol := f.col, f.col != nil
	broken := isCol && f.broken
	// mode is how the bases move: "" rigidly (a group manoeuvre),
	// "follow" a column following its head, "form" forming a column,
	// "extend" a column extending without moving its head (§7.5).
	mode := ""
	var notRigid error
	if sameLen {
		steps, radius, v := recognise(g.who, g.paths)
		switch {
		case broken && (v != nil || pattern(steps) != "A"):
			// A broken column follows its head [L1532], or each base
			// about-faces on its own [L1593]: no other rigid move.
			notRigid = &rules.Violation{Code: "rigid", Rule: "BnB §7.5 [L1532, L1541]", Bases: ids,
				Msg: "a broken column follows its head, or about-faces"}
		case v == nil:
			g.steps, g.radius = steps, radius
		case v.Code != "rigid":
			return nil, v
		default:
			notRigid = v
		}
	} else {
		notRigid = fmt.Errorf("bnb: the paths of a group move have %d and %d poses; every base follows the same steps",
			len(a.Moves[0].Path), len(a.Moves[len(a.Moves)-1].Path))
	}
	if notRigid != nil {
		switch {
		case isCol && headStill(a.Moves[slices.IndexFunc(a.Moves, func(m rules.Move) bool { return m.Base == col[0] })].Path):
			mode = "extend"
			g.reorder(col)
			if v := prepareExtension(g, false); v != nil {
				return nil, v
			}
		case isCol && extendsByPivot(g, col):
			mode = "extend"
			g.reorder(col)
			if v := prepareExtensionPivot(s, g); v != nil {
				return nil, v
			}
		case isCol:
			mode = "follow"
			if _, err := prepareFollow(s, c, g, col); err != nil {
				return nil, err
			}
		default:
			order, ok := columnOrder(g.endShapes())
			var slid []int
			if !ok && !slices.ContainsFunc(g.paths, func(p geom.Path) bool { return !translations(p) }) {
				// Bases that cannot fall in may slide beside the
				// column [L1553].
				order, slid, ok = formChain(g)
			}
			if !ok {
				return nil, notRigid
			}
			mode = "form"
			var v *rules.Violation
			if translations(g.paths[order[0]]) {
				v = prepareFormColumn(g, order, slid)
			} else {
				v = prepareFormRightAngle(g, order)
			}
			if v != nil {
				return nil, v
			}
		}
		ids = g.ids()
	}
	steps := g.steps
	if mode == "" && len(steps) == 0 || mode != "" && g.length <= geom.Eps {
		return nil, &rules.Violation{Code: "manoeuvre", Rule: "BnB §7.3 [L1488]", Bases: ids, Msg: "the group does not move"}
	}
	if allowed, ok := repertoire(g.who, steps); mode == "" && !ok {
		return nil, &rules.Violation{Code: "manoeuvre", Rule: "BnB §7.3 [L1490-1498]", Bases: ids,
			Msg: fmt.Sprintf("%s is not a group move: a group may %s", g.manoeuvre(), allowed)}
	}
	g.column = isCol
	if !g.column && len(steps) > 1 {
		for _, st := range steps {
			if (st.kind == stepPivotLeft || st.kind == stepPivotRight) && st.dist > c.Cm(PivotLimitMU)+geom.Eps {
				return nil, &rules.Violation{Code: "pivot-limit", Rule: "BnB §7.6 [L1614]", Bases: ids,
					Msg: fmt.Sprintf("%s: a group that pivots and also goes straight ahead or pivots again may pivot at most %d MU each time",
						g.manoeuvre(), PivotLimitMU)}
			}
		}
	}
	if mode == "" || mode == "follow" {
		g.length = 0
		for _, st := range steps {
			g.length += st.dist
		}
	}
	if slices.Equal(ids, asked) {
		g.sub = subGroupIn(s, ids, f) // what the bases are, known
	} else {
		g.sub = subGroupOf(s, ids)
	}
	g.distant = distantOf(c, s, ids)
	for _, m := range g.who {
		g.nth = max(g.nth, m.unit.Status[stDistant]+1)
	}
	measure := groupMeasure(g.radius)
	g.allow = math.Inf(1)
	for k, m := range g.who {
		switch {
		case mode == "follow":
			// Each base's own path, its pivots on its own corners.
			measure = groupMeasure(m.base.Shape.Width)
		case g.own != nil:
			measure = g.own[k]
		}
		if mode == "follow" {
			// A follower going round an earlier bend pivots there too.
			g.length = math.Max(g.length, measure(g.paths[k]))
		}
		r := terrainAllowance(c, s, m.unit, m.base, g.paths[k], measure)
		g.terr = append(g.terr, r)
		if r.allow < g.allow {
			g.allow, g.slowest = r.allow, k
		}
	}
	g.allow += g.bonus // a column extension [L1570]
	full := g.straightForPIGs(s, mode, steps) && g.length >= g.allow-table.ContactTolerance
	engages := func() bool { return endsEngaged(s, g.who, g.endShapes()) }
	g.cost = price(s, c, order{who: g.who, sub: g.sub, distant: g.distant, nth: g.nth, aheadFull: full, engages: engages})
	return g, nil
}

// straightForPIGs reports whether the group move counts as straight
// ahead for C6: its steps are straight ahead only, or the group (moving
// as one, or a column following its head) follows a river, every base
// less than a quarter of its width from it all along (G37 [L1599]). A
// formation change (mode "form" or "extend") follows nothing.
func (g *groupPlan) straightForPIGs(s *rules.State, mode string, steps []step) bool {
	if pattern(steps) == "F" {
		return true
	}
	if mode != "" && mode != "follow" {
		return false
	}
	shapes := make([]geom.Rect, len(g.who))
	for k, m := range g.who {
		shapes[k] = m.base.Shape
	}
	return followRiver(s, shapes, g.paths)
}

// checkGroupMove validates a group move (bnb.md §7.2-7.6, §7.9-7.10,
// §12.3-12.4) and its PIG cost (§6.3), and the choice of close combat
// of its bases that start in an enemy ZoC (groupZocEngagement [L1402]).
func checkGroupMove(s *rules.State, a rules.Action) (*groupPlan, error) {
	return checkGroupMoveKeyed(&keyedState{s: s}, a)
}

// checkGroupMoveKeyed is checkGroupMove on k's state, asking the memos
// with k's key.
func checkGroupMoveKeyed(k *keyedState, a rules.Action) (*groupPlan, error) {
	s := k.s
	g, err := checkGroupLegalKeyed(k, a)
	if err != nil {
		return nil, err
	}
	if v := groupZocEngagement(s, g); v != nil {
		return nil, v
	}
	return g, nil
}

// checkGroupLegal is checkGroupMove but for the zocced bases' choice of
// enemy and of move: every other rule of a group move.
func checkGroupLegal(s *rules.State, a rules.Action) (*groupPlan, error) {
	return checkGroupLegalKeyed(&keyedState{s: s}, a)
}

// checkGroupLegalKeyed is checkGroupLegal on k's state, asking the memos
// with k's key.
func checkGroupLegalKeyed(k *keyedState, a rules.Action) (*groupPlan, error) {
	s := k.s
	g, err := prepareGroupKeyed(k, a)
	if err != nil {
		return nil, err
	}
	c := g.c
	for _, m := range g.who {
		if v := mayMove(c, s, m, g.distant); v != nil {
			return nil, v
		}
	}
	// Zones of control at the start (A23): a zocced base may only move
	// straight back, which is no group move, or into close combat.
	g.zoccers = make([][]string, len(g.who))
	for k, m := range g.who {
		g.zoccers[k] = Zoccers(s, m.base)
		if len(g.zoccers[k]) == 0 {
			continue
		}
		if _, fights := inCombatAt(s, m.base, m.base.Shape.At(g.paths[k].End())); fights {
			continue // going into close combat [L1402]
		}
		z := g.zoccers[k][0]
		return nil, &rules.Violation{Code: "zoc", Rule: "BnB §7.9 [L1397-1402]", Bases: append([]string{m.base.ID}, g.zoccers[k]...),
			Areas: []geom.Polygon{ZoC(mustBase(s, z).Shape)},
			Msg: fmt.Sprintf("%s is in the zone of control of %s: it may only move straight back on its own or be halted, so its group may not move unless the move takes it into close combat",
				m.name(), s.Describe(table.Obstacle{Base: z}))}
	}
	if v := g.physics(s); v != nil {
		return nil, v
	}
	for k, m := range g.who {
		// Each base crosses a river as a single base does (G36 [L844,
		// L848]): the group, column or formation change is refused when
		// one cannot.
		if v := riverProblem(c, s, m, g.paths[k], g.terr[k].road); v != nil {
			return nil, v
		}
	}
	for k, m := range g.who {
		if v := terrainProblem(c, m, g.terr[k]); v != nil {
			v.Msg += " (a group stops with its first base that must [L1486])"
			return nil, v
		}
	}
	if g.length > g.allow+geom.Eps {
		m, r := g.who[g.slowest], g.terr[g.slowest]
		where := "in " + r.worst.String()
		if r.road {
			where = "following a road"
		}
		var areas []geom.Polygon
		for k, w := range g.who {
			areas = append(areas, w.base.Shape.At(g.paths[k].End()).Polygon())
		}
		return nil, &rules.Violation{Code: "allowance", Rule: "BnB §7.2 [L1486], A18", Bases: g.ids(), Areas: areas,
			Msg: fmt.Sprintf("the group would move %s (%s); it may move %s, the allowance of its slowest base %s %s",
				c.mu(g.length), g.manoeuvre(), c.mu(g.allow), m.name(), where)}
	}
	if v := afford(s, g.cost, g.ids(), "group move"); v != nil {
		return nil, v
	}
	return g, nil
}

// applyGroupMove makes a checked group move on s (a clone) and pays for
// it.
func applyGroupMove(s *rules.State, a rules.Action, g *groupPlan) []rules.Event {
	kind := "tactical"
	for k, m := range g.who {
		b := mustBase(s, m.base.ID)
		b.Shape = b.Shape.At(g.paths[k].End())
		u, _ := s.Unit(b.Unit)
		kind = moved(u, g.distant)
		addMoved(u, g.length)
	}
	shifted := makeShifts(g.c, s, g.shifts)
	left := pay(s, g.cost)
	what := "group"
	if g.sub {
		what = "sub-group"
	}
	evs := []rules.Event{{Kind: "moved", Side: a.Side, Unit: g.who[0].unit.ID, Facts: costFacts(g.cost, left),
		Text: fmt.Sprintf("the %s of %d bases (%s) made a %s move: %s; it %s, %d PIG%s left",
			what, len(g.who), s.BaseNames(g.ids()), kind, g.manoeuvre(), g.cost, left, plural(left))}}
	evs = append(evs, shifted...)
	return append(evs, conformContacted(g.c, s, g.ids(), true)...)
}
