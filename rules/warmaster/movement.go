package warmaster

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// mm converts an allowance to the whole millimetres kept in a unit's
// status (a millimetre is finer than any WME distance).
func mm(cm float64) int { return int(math.Round(cm * 10)) }
func cm(mm int) float64 { return float64(mm) / 10 }

// openMove gives unit u one move at factor × its pace: full or half pace by
// its formation when the move starts (wme.md §7.1; L656-678, L748), times
// factor (½ for blunder 4-5, L2016).
func openMove(s *rules.State, u *rules.Unit, factor float64) {
	allow := enchantedPace(u, pace(u)) * factor // Weird Enchantment (cast.go)
	if irregularHalves(s, u) {
		allow /= 2 // irregular formation: half pace (L678)
	}
	u.SetStatus(stMoving, 1)
	u.SetStatus(stAllowance, mm(allow))
	for _, id := range u.Bases {
		delete(s.Used, id)
	}
	if flag(u, keyFly) {
		markFlightStart(s, u) // its field of view ([L2147])
	}
}

// allowance is what a base of u may still move in its open move.
func allowance(s *rules.State, u *rules.Unit) float64 { return cm(status(u, stAllowance)) }

// closeProblem reports why the open moves cannot end now: a unit that
// moved must be in formation (L231, L662), and a brigade that moved
// together must still be one group (L567).
func closeProblem(s *rules.State) *rules.Violation {
	var moving []*rules.Unit
	for i := range s.Units {
		u := &s.Units[i]
		if status(u, stMoving) == 0 {
			continue
		}
		if status(u, stCharged) == 0 {
			moving = append(moving, u) // chargers may leave their brigade (L567)
		}
		if FormationOf(rects(s, u)) == Broken {
			return &rules.Violation{Code: "formation", Rule: "WME §7.1 [L231], [L662]", Bases: u.Bases,
				Msg: fmt.Sprintf("%s is not in formation: every base must touch another, edge or corner; bring its bases together or undo their moves", u.Title())}
		}
		if v := blunderCloseProblem(s, u); v != nil {
			return v
		}
	}
	if len(moving) > 1 && !connected(s, moving) {
		return &rules.Violation{Code: "brigade", Rule: "WME §6.5 [L567]",
			Msg: fmt.Sprintf("the brigade %s must end its move as one group", unitsName(moving))}
	}
	return nil
}

// closeMoves ends every open move.
func closeMoves(s *rules.State) *rules.Violation {
	if v := closeProblem(s); v != nil {
		return v
	}
	for i := range s.Units {
		if u := &s.Units[i]; status(u, stMoving) > 0 {
			closeMove(s, u)
		}
	}
	return nil
}

// closeMove ends unit u's open move.
func closeMove(s *rules.State, u *rules.Unit) {
	moved := false
	for _, id := range u.Bases {
		moved = moved || s.Used[id] > 0
		delete(s.Used, id)
	}
	if moved {
		u.SetStatus(stMoves, status(u, stMoves)+1)
	}
	u.SetStatus(stMoving, 0)
	u.SetStatus(stAllowance, 0)
	u.SetStatus(stNoCharge, 0)
	clearBlunderMove(u)
	clearFlightStart(u)
}

// startsHere checks that a path starts where its base stands; name is the
// base as players see it (a refusal may show as a disabled offer's reason).
func startsHere(b *table.Base, name string, p geom.Path) error {
	if len(p) < 2 {
		return fmt.Errorf("warmaster: the path of %s has %d poses, need at least 2", name, len(p))
	}
	if q := p[0]; !q.Pos.Near(b.Shape.Center) || math.Abs(geom.NormAngle(q.Facing-b.Shape.Facing)) > 1e-6 {
		return fmt.Errorf("warmaster: the path of %s does not start where it stands", name)
	}
	return nil
}

// checkMove validates a move of one unit's bases (wme.md §7.2-7.3).
func checkMove(s *rules.State, a rules.Action) error {
	if len(a.Moves) == 0 {
		return fmt.Errorf("warmaster: a move names no base")
	}
	b0, ok := s.Base(a.Moves[0].Base)
	if !ok {
		return fmt.Errorf("warmaster: no base %q", a.Moves[0].Base)
	}
	u, _ := s.Unit(b0.Unit)
	if u.Side != a.Side {
		return &rules.Violation{Code: "not-yours", Rule: "sequence of play", Bases: []string{b0.ID}, Msg: fmt.Sprintf("%s is not yours", u.Title())}
	}
	moving := map[string]bool{}
	for _, m := range a.Moves {
		b, ok := s.Base(m.Base)
		switch {
		case !ok:
			return fmt.Errorf("warmaster: no base %q", m.Base)
		case b.Unit != u.ID:
			return fmt.Errorf("warmaster: one move moves the bases of one unit (%s and %s)", u.ID, b.Unit)
		case moving[m.Base]:
			return fmt.Errorf("warmaster: base %s moves twice in one action", m.Base)
		}
		if err := startsHere(b, s.Called(b.ID), m.Path); err != nil {
			return err
		}
		moving[m.Base] = true
	}
	var allow float64
	switch {
	case s.Phase == PhaseCommanders && IsCommander(u.Type):
		if j, ok := s.Unit(joinedTo(u)); ok && engaged(s, j) {
			return &rules.Violation{Code: "join-combat", Rule: "WME §11.1 [L2053]", Bases: u.Bases,
				Msg: fmt.Sprintf("%s has joined %s and cannot leave it while its combat lasts", u.Title(), j.Title())}
		}
		allow = pace(u) // wme.md §6.7 [L591]
	case s.Phase == PhaseCommanders:
		return &rules.Violation{Code: "phase", Rule: "WME §6.7 [L587-595]", Bases: u.Bases,
			Msg: "only commanders move in the Commanders sub-phase"}
	case IsCommander(u.Type):
		return &rules.Violation{Code: "phase", Rule: "WME §6.7 [L589]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s moves in the Commanders sub-phase, after the orders", u.Title())}
	case s.Phase == PhaseInitiative:
		return &rules.Violation{Code: "no-order", Rule: "WME §6.2 [L447]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s has no move: in the Initiative sub-phase a unit charges or evades; orders come after it", u.Title())}
	case s.Phase != PhaseOrders && !(s.Phase == PhaseShooting && status(u, stVoiced) > 0): // Voice of Command (spelleffects.go)
		return &rules.Violation{Code: "phase", Rule: "WME §5", Msg: "units move in the Command phase"}
	case status(u, stMoving) == 0:
		return &rules.Violation{Code: "no-order", Rule: "WME §6.1-6.3 [L477-497]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s has no move: give it an order first", u.Title())}
	case engaged(s, u):
		return &rules.Violation{Code: "engaged", Rule: "WME §6.1 [L439]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s is engaged in combat and cannot move", u.Title())}
	default:
		if v := blunderMoveProblem(s, u); v != nil {
			return v
		}
		allow = allowance(s, u)
	}
	ends := make([]geom.Rect, 0, len(a.Moves))
	for _, m := range a.Moves {
		b, _ := s.Base(m.Base)
		if v := checkBase(s, u, b, m.Path, allow, moving); v != nil {
			return v
		}
		ends = append(ends, b.Shape.At(m.Path.End()))
	}
	if IsCommander(u.Type) {
		return nil
	}
	for i := range ends {
		for j := i + 1; j < len(ends); j++ {
			if geom.Penetration(ends[i].Polygon(), ends[j].Polygon()) > table.OverlapSlack {
				return &rules.Violation{Code: "overlap", Rule: "physics", Bases: []string{a.Moves[i].Base, a.Moves[j].Base},
					Msg: fmt.Sprintf("%s would end on top of %s", s.Called(a.Moves[i].Base), s.Called(a.Moves[j].Base))}
			}
		}
	}
	if v := flightProblem(s, u, a); v != nil {
		return v // a Return's line, an order's field of view (§11.2)
	}
	return nil
}

// checkBase validates one base's path (wme.md §7.2 items 2-6, §7.3).
func checkBase(s *rules.State, u *rules.Unit, b *table.Base, path geom.Path, allow float64, moving map[string]bool) *rules.Violation {
	return checkBasePassing(s, u, b, path, allow, moving, nil)
}

// checkBasePassing is checkBase for a base that may pass through the
// bases of the units in through (an evade passing through friends' ranks,
// wme.md §7.4, L736): they neither block its path nor narrow its gaps.
// Where it ends is the caller's to check (passingProblem).
func checkBasePassing(s *rules.State, u *rules.Unit, b *table.Base, path geom.Path, allow float64, moving, through map[string]bool) *rules.Violation {
	return checkBaseEdge(s, u, b, path, allow, moving, through, false)
}

// checkBaseEdge is checkBasePassing; with mayLeave the end may be partly
// off the table, as a blunder's compulsory move may take it ([L908],
// blunderexit.go).
func checkBaseEdge(s *rules.State, u *rules.Unit, b *table.Base, path geom.Path, allow float64, moving, through map[string]bool, mayLeave bool) *rules.Violation {
	end := b.Shape.At(path.End())
	cost := path.MaxCornerTravel(b.Shape)
	if used := s.Used[b.ID]; used+cost > allow+geom.Eps {
		return &rules.Violation{Code: "allowance", Rule: "WME §7.2 [L684]", Bases: []string{b.ID}, Areas: []geom.Polygon{end.Polygon()},
			Msg: fmt.Sprintf("%s would move %.1f cm; %.1f of its %.1f cm are left (the part that moves farthest counts, turns included)",
				s.Called(b.ID), cost, math.Max(0, allow-used), allow)}
	}
	if !mayLeave && !baseOnTable(s, b, end) { // a commander's disc, not its turned square (commanders.go)
		return &rules.Violation{Code: "off-table", Rule: "WME §7.6 [L906-910]", Bases: []string{b.ID}, Areas: []geom.Polygon{end.Polygon()},
			Msg: fmt.Sprintf("%s would leave the table: only a blunder's straight compulsory move (its offer), a retreat or a drive back takes a unit off it (WME §7.6 [L908])", s.Called(b.ID))}
	}
	if b.Round {
		// Units never block commanders (L702, L2035); terrain does ([L2027]).
		if v := commanderPathProblem(s, u, b, path); v != nil {
			return v
		}
		return commanderLanding(s, u, b, end)
	}
	start := b.Shape
	fly := fliesNow(s, u) // over every base and all terrain, landing as cavalry (§11.2, [L2151-2153])
	terrain := func(f *table.Feature) bool {
		if fly {
			return landingBlocks(s, f)
		}
		c := category(s, f)
		// Hard going is entered or crossed from contact only ([L964]),
		// judged base by base from where each starts.
		return blocksFrom(u.Type, c, c.HardGoing && table.FeatureDistance(start, f) <= table.ContactTolerance)
	}
	// Other units' bases block; so do this unit's bases that have already
	// moved in this move (A12, L698).
	passing := table.Filter{Blocks: terrain, SkipBase: func(o *table.Base) bool {
		return o.Round || o.ID == b.ID || (o.Unit == u.ID && s.Used[o.ID] == 0) || through[o.Unit]
	}}
	if v := pathProblem(s, b, u.Type, path, passing, fly); v != nil {
		return v
	}
	ending := table.Filter{Blocks: terrain, SkipBase: func(o *table.Base) bool { return o.Round || moving[o.ID] }}
	if hits := s.Table.Overlaps(end, ending); len(hits) > 0 {
		if fly {
			return landingProblem(s, b, end, hits[0])
		}
		return &rules.Violation{Code: "overlap", Rule: "WME §7.2 [L696]", Bases: rules.Involved(b.ID, hits[0]),
			Areas: []geom.Polygon{end.Polygon()}, Msg: fmt.Sprintf("%s would end on top of %s", s.Called(b.ID), s.Describe(hits[0]))}
	}
	// Only the bases the grid finds near the end are tested (this runs
	// every frame of a drag), those whose circles cannot touch skipped
	// before the exact test.
	eo := table.OutlineOf(end)
	var near [32]int
	for _, i := range s.Table.Near(near[:0], reachBox(&eo, table.ContactTolerance)) {
		o := &s.Table.Bases[i]
		if o.Side == b.Side || o.Round {
			continue
		}
		if reach := eo.Radius + s.Table.Outline(i).Radius + table.ContactTolerance; end.Center.Sub(o.Shape.Center).Len2() > reach*reach {
			continue
		}
		if outlineDist(&eo, &s.Table, i) <= table.ContactTolerance {
			return &rules.Violation{Code: "contact", Rule: "WME §7.5 [L744]", Bases: []string{b.ID, o.ID},
				Msg: fmt.Sprintf("%s would touch %s: a move into contact with the enemy is a charge", s.Called(b.ID), s.Describe(table.Obstacle{Base: o.ID}))}
		}
	}
	if fly {
		return nil // no gap narrows a flyer's path
	}
	for _, g := range s.Table.Gaps(b.Shape, path, passing) {
		enemy := s.IsEnemy(g.A, b.Side) || s.IsEnemy(g.B, b.Side)
		need, ok, cmp := b.Shape.ShortSide(), g.Width >= b.Shape.ShortSide()-geom.Eps, "at least"
		if enemy {
			need, ok, cmp = b.Shape.LongSide(), g.Width > b.Shape.LongSide()+geom.Eps, "more than"
		}
		if !ok {
			return &rules.Violation{Code: "gap", Rule: "WME §7.3 [L712-714]", Bases: []string{b.ID, g.A.Base, g.B.Base},
				Lines: []geom.Segment{g.Between},
				Msg: fmt.Sprintf("%s would pass through a %.1f cm gap between %s and %s; it needs %s %.1f cm",
					s.Called(b.ID), g.Width, s.Describe(g.A), s.Describe(g.B), cmp, need)}
		}
	}
	return nil
}

// pathProblem is what blocks b's path: another base or terrain, never for
// a flyer ([L2151]).
func pathProblem(s *rules.State, b *table.Base, typ string, path geom.Path, passing table.Filter, fly bool) *rules.Violation {
	if fly {
		return nil
	}
	if sw := s.Table.Sweep(b.Shape, path, passing); !sw.Clear {
		v := &rules.Violation{Code: "blocked", Rule: "WME §7.2 [L694-700]", Bases: rules.Involved(b.ID, sw.Hit),
			Areas: []geom.Polygon{b.Shape.At(sw.Stop).Polygon()},
			Msg:   fmt.Sprintf("%s's path is blocked by %s", s.Called(b.ID), s.Describe(sw.Hit))}
		// Hard going its type could stand on: the bar is the start ([L964]).
		if f, ok := s.Table.Feature(sw.Hit.Feature); ok && category(s, f).HardGoing && !standBlocks(typ, category(s, f)) {
			v.Rule += ", §4.1 [L964]"
			v.Msg += ", hard going: an element enters it only when touching it as its move starts"
		}
		return v
	}
	return nil
}
