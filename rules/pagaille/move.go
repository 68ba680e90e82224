package pagaille

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/block"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Terrain classes (bep §4, L101-114): a feature's kind is its class; any
// other kind is open ground. The text ties no kind of terrain ("wood",
// "river") to a class, so a scenario names the class itself (§4). The
// text says nothing of sight (§4, A18): a class's "-dense" kind is the
// same class that also blocks lines of sight (bep G10's PROPOSED "blocks
// LOS" flag per piece), and "dense" alone is open ground that does.
const (
	KindDifficult     = "difficult"      // each pas costs 2, skirmishers 1 (L103-106)
	KindVeryDifficult = "very-difficult" // each pas costs 3, skirmishers 2 (L110-114)
	KindImpassable    = "impassable"     // may not be entered (§4 PROPOSED, L215)
	KindDense         = "dense"          // open ground that blocks sight (G10 PROPOSED)
	denseSuffix       = "-dense"         // KindDifficult + denseSuffix: difficult, and blocks sight
)

// terrainClass is the movement class of kind k and whether it blocks
// sight.
func terrainClass(k string) (class string, dense bool) {
	if k == KindDense {
		return "", true
	}
	if c, ok := strings.CutSuffix(k, denseSuffix); ok {
		return c, true
	}
	return k, false
}

// terrainCost is what a pas inside a feature of kind k costs (§4, G8).
func terrainCost(k string, skirm bool) float64 {
	c, _ := terrainClass(k)
	switch c {
	case KindDifficult:
		if skirm {
			return 1
		}
		return 2
	case KindVeryDifficult:
		if skirm {
			return 2
		}
		return 3
	}
	return 1
}

func impassable(f *table.Feature) bool { c, _ := terrainClass(f.Kind); return c == KindImpassable }

// blocksSight reports whether a feature blocks lines of sight (G10).
func blocksSight(f *table.Feature) bool { _, d := terrainClass(f.Kind); return d }

// Allowance is an Advance's dice and bonus (bep §7.1): infantry 2D6
// (L89-90), cavalry 3D6 (L619-620), +2 pas with a musician (L97-99).
func Allowance(t Troop, musician bool) (dice, bonus int) {
	dice = 2
	if t == Cavalry {
		dice = 3
	}
	if musician {
		bonus = 2
	}
	return dice, bonus
}

// unitAllowance is u's Advance dice and bonus: a troop's (Allowance), or
// a machine's by its crew (§3.5, §7.1: 2D6+4, 1D6+4, 1D6+2; §15 example
// 11).
func unitAllowance(s *rules.State, u *rules.Unit, st Settings) (dice, bonus int) {
	if !isTroop(u) {
		return officerDice(s, u, st), 0
	}
	if _, c, ok := machineOf(u); ok {
		cs, _ := CrewOf(c)
		return cs.MoveDice, cs.MoveBonus
	}
	t, _, _ := troopOf(u)
	return Allowance(t, u.Profile[keyMusician] == 1)
}

// advance executes a passed Advance order: the roll gives the most pas
// the unit may move (L87-90), which it moves with move actions until its
// next order or the end of the activation.
func advance(s *rules.State, u *rules.Unit, st Settings, d dice.Roller) ([]rules.Event, error) {
	n, bonus := unitAllowance(s, u, st)
	if m, _, _ := machineOf(u); m == Ballista {
		u.SetStatus(stMoved, 1) // two Shoot orders before it shoots again (L1227-1229, A14)
	}
	total, rolls, err := rollDice(d, n)
	if err != nil {
		return nil, err
	}
	u.SetStatus(stAllowance, total+bonus)
	for _, id := range u.Bases {
		delete(s.Used, id)
	}
	facts := []rules.Fact{{Name: "roll", Value: total, Text: fmt.Sprintf("%dD6", n), Rule: "bep §7.1 [L89, L619]"}}
	text := fmt.Sprintf("%s advances: %d on %dD6", s.UnitName(u.ID), total, n)
	if bonus > 0 {
		facts = append(facts, rules.Fact{Name: "bonus", Value: bonus, Text: "a musician, or a machine's crew", Rule: "bep §7.1 [L97-99], §3.5 [L704-737]"})
		text += fmt.Sprintf(" + %d", bonus)
	}
	facts = append(facts, rules.Fact{Name: "allowance", Value: total + bonus, Text: "pas at most", Rule: "bep §7.1"})
	text += fmt.Sprintf(": up to %d pas (%.1f cm)", total+bonus, st.Cm(float64(total+bonus)))
	return []rules.Event{{Kind: "roll", Side: u.Side, Unit: u.ID, Rolls: rolls, Text: text, Facts: facts}}, nil
}

// closeAdvances ends every Advance still open: its unit has done moving.
func closeAdvances(s *rules.State) {
	for i := range s.Units {
		u := &s.Units[i]
		u.SetStatus(stCharge, 0) // a charge not moved home ends where it stands
		if u.Status[stAllowance] == 0 {
			continue
		}
		u.SetStatus(stAllowance, 0)
		for _, id := range u.Bases {
			delete(s.Used, id)
		}
	}
}

// plan is a move Check accepted: the unit and each base's cost in cm.
type plan struct {
	unit   *rules.Unit
	moves  []rules.Move
	costs  map[string]float64
	charge *rules.Unit // the unit charged, for a charge's move
}

// moveCost is the cost in pas of moving base b of u along p (bep §7.2
// PROPOSED, G8-G9): every figure's move is measured separately, from its
// centre at one pose of the path to its centre at the next in a straight
// line, each pas inside difficult or very difficult terrain counting 2 or
// 3 (1 or 2 for skirmishers); the move costs what its dearest figure's
// does.
func moveCost(s *rules.State, u *rules.Unit, b *table.Base, p geom.Path, st Settings) (float64, error) {
	if skirmishers(u) || isMachine(u) {
		pts := make([]geom.Vec, len(p))
		for i, q := range p {
			pts[i] = q.Pos
		}
		return st.Pas(weighted(s, pts, skirmishers(u))), nil
	}
	blk, err := blockOf(s, u)
	if err != nil {
		return 0, err
	}
	at := make([]block.Block, len(p))
	for i, q := range p {
		at[i] = blk.At(q)
	}
	worst := 0.0
	pts := make([]geom.Vec, len(p))
	for slot := range blk.Layout().All() {
		for i := range at {
			pts[i] = at[i].Centre(slot)
		}
		worst = max(worst, weighted(s, pts, false))
	}
	return st.Pas(worst), nil
}

// weighted is the length of the polyline plus what its parts in terrain
// cost beyond 1 a pas (G8), in cm.
func weighted(s *rules.State, pts []geom.Vec, skirm bool) float64 {
	var l float64
	for i := 1; i < len(pts); i++ {
		l += pts[i].Dist(pts[i-1])
	}
	for _, c := range s.Table.Crossed(pts) {
		if f, ok := s.Table.Feature(c.Feature); ok {
			l += (terrainCost(f.Kind, skirm) - 1) * c.Length
		}
	}
	return l
}

// checkMove checks an Advance's move (bep §7.1-7.3, G9).
func checkMove(s *rules.State, a rules.Action, st Settings) (*plan, error) {
	if s.Phase != PhaseOrders {
		return nil, &rules.Violation{Code: "phase", Rule: "bep §5", Msg: "units move in the orders phase"}
	}
	if len(a.Moves) == 0 {
		return nil, fmt.Errorf("pagaille: a move with no base")
	}
	u, ok := s.UnitOf(a.Moves[0].Base)
	if !ok {
		return nil, fmt.Errorf("pagaille: no base %q", a.Moves[0].Base)
	}
	if _, ok := officerOf(u, st); ok && !isTroop(u) && u.Side == a.Side && u.Status[stAllowance] > 0 {
		return checkOfficerPath(s, u, a, st)
	}
	if u.Side != a.Side || !isTroop(u) {
		return nil, &rules.Violation{Code: "not-yours", Rule: "bep §7", Msg: fmt.Sprintf("%s: not a unit of %s to move", s.UnitName(u.ID), s.Sides[a.Side].Name)}
	}
	if u.Status[stCharge] > 0 {
		return checkChargeMove(s, a, u, st)
	}
	if u.Status[stAllowance] == 0 {
		return nil, &rules.Violation{Code: "no-order", Rule: "bep §7.1 [L87-90]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s: no Advance to execute; a unit moves when an Advance order passes", s.UnitName(u.ID))}
	}
	if !skirmishers(u) && len(a.Moves) != 1 {
		return nil, &rules.Violation{Code: "formation", Rule: "bep §7.2 PROPOSED", Msg: "a unit in close order moves as one block"}
	}
	allow := st.Cm(float64(u.Status[stAllowance]))
	p := &plan{unit: u, moves: a.Moves, costs: map[string]float64{}}
	moving := map[string]bool{}
	for _, m := range a.Moves {
		moving[m.Base] = true
	}
	for _, m := range a.Moves {
		b, ok := s.Base(m.Base)
		if !ok || b.Unit != u.ID {
			return nil, &rules.Violation{Code: "formation", Rule: "bep §7", Msg: "a move moves the bases of one unit"}
		}
		if _, dup := p.costs[m.Base]; dup || len(m.Path) < 1 {
			return nil, fmt.Errorf("pagaille: base %q moved twice, or with no path", m.Base)
		}
		if start := m.Path[0]; !start.Pos.Near(b.Shape.Center) || math.Abs(start.Facing-b.Shape.Facing) > geom.AngleEps {
			return nil, fmt.Errorf("pagaille: the path of %q does not start at its pose", m.Base)
		}
		cost, err := moveCost(s, u, b, m.Path, st)
		if err != nil {
			return nil, err
		}
		cm := st.Cm(cost)
		if used := s.Used[m.Base]; used+cm > allow+geom.Eps {
			return nil, &rules.Violation{Code: "allowance", Rule: "bep §7.1 [L89-90], §7.2", Bases: []string{m.Base},
				Msg: fmt.Sprintf("that move costs %.2f pas; left to %s: %.2f of %d", cost, s.UnitName(u.ID), st.Pas(allow-used), u.Status[stAllowance])}
		}
		p.costs[m.Base] = cm
		if v := checkPath(s, u, b, m.Path, moving, st, false); v != nil {
			return nil, v
		}
	}
	if v := checkEnds(s, u, a.Moves, st); v != nil {
		return nil, v
	}
	return p, nil
}

// checkEnds checks the bases moved together against each other: no two
// ending on each other (G18) and, for skirmishers with skirmishCoherency,
// each within that many pas of another figure of its unit (§12.1
// PROPOSED).
func checkEnds(s *rules.State, u *rules.Unit, moves []rules.Move, st Settings) *rules.Violation {
	if len(u.Bases) < 2 {
		return nil
	}
	ends := map[string]geom.Rect{}
	for _, id := range u.Bases {
		if b, ok := s.Base(id); ok {
			ends[id] = b.Shape
		}
	}
	for _, m := range moves {
		ends[m.Base] = ends[m.Base].At(m.Path.End())
	}
	for i, m := range moves {
		for _, o := range moves[i+1:] {
			if geom.Penetration(ends[m.Base].Polygon(), ends[o.Base].Polygon()) > table.OverlapSlack {
				return &rules.Violation{Code: "overlap", Rule: "bep §7.2 PROPOSED, G18", Bases: []string{m.Base, o.Base},
					Msg: fmt.Sprintf("%s would end on %s", s.BaseName(m.Base), s.BaseName(o.Base))}
			}
		}
	}
	if st.SkirmishCoherency <= 0 || !skirmishers(u) {
		return nil
	}
	for _, m := range moves {
		near := math.Inf(1)
		for _, id := range u.Bases {
			if id != m.Base {
				_, _, d := table.Closest(ends[m.Base], ends[id])
				near = min(near, d)
			}
		}
		if d := st.Pas(near); d > st.SkirmishCoherency+rangeEps {
			return &rules.Violation{Code: "coherency", Rule: "bep §12.1 PROPOSED (setting " + SetSkirmishCoherency + ")", Bases: []string{m.Base},
				Msg: fmt.Sprintf("%s would be %.2f pas from the nearest figure of its unit; skirmishers keep within %g", s.BaseName(m.Base), d, st.SkirmishCoherency)}
		}
	}
	return nil
}

// checkPath checks one base's path against what it may not cross or end
// on (bep §7.2 PROPOSED, G9, G18): no enemy base nor impassable terrain
// on the way, nor friends unless friendlyInterpenetration; the table's
// edges; at the end, no base overlapped and no enemy touched (only a
// charge makes contact, L161-164).
func checkPath(s *rules.State, u *rules.Unit, b *table.Base, p geom.Path, moving map[string]bool, st Settings, charge bool) *rules.Violation {
	way := table.Filter{Blocks: impassable, Edges: true, SkipBase: func(o *table.Base) bool {
		return o.Unit == u.ID || st.FriendlyInterpenetration && o.Side == u.Side
	}}
	if sw := s.Table.Sweep(b.Shape, p, way); !sw.Clear {
		return &rules.Violation{Code: "blocked", Rule: "bep §7.2 PROPOSED, G9", Bases: rules.Involved(b.ID, sw.Hit),
			Msg: fmt.Sprintf("%s would run into %s", s.UnitName(u.ID), s.Describe(sw.Hit))}
	}
	end := b.Shape.At(p.End())
	if !s.Table.OnTable(end) {
		return &rules.Violation{Code: "off-table", Rule: "bep §7.2 PROPOSED", Bases: []string{b.ID}, Msg: "only routed units leave the table"}
	}
	stay := table.Filter{Blocks: impassable, SkipBase: func(o *table.Base) bool { return moving[o.ID] }}
	if hit := s.Table.Overlaps(end, stay); len(hit) > 0 {
		return &rules.Violation{Code: "overlap", Rule: "bep §7.2 PROPOSED, G18", Bases: rules.Involved(b.ID, hit[0]),
			Msg: fmt.Sprintf("%s would end on %s", s.UnitName(u.ID), s.Describe(hit[0]))}
	}
	if e := enemyTouching(s, end, u.Side); e != "" && !charge {
		return &rules.Violation{Code: "contact", Rule: "bep §7.2 PROPOSED [L161-164]", Bases: []string{b.ID, e},
			Msg: fmt.Sprintf("an Advance may not end in contact with %s: only a charge makes contact", s.BaseName(e))}
	}
	return nil
}

// enemyTouching is an enemy unit of figures' base that r touches (within
// table.ContactTolerance), "" if none.
func enemyTouching(s *rules.State, r geom.Rect, side int) string {
	var buf [16]int
	for _, i := range s.Table.Near(buf[:0], r.Bounds().Grow(table.ContactTolerance)) {
		o := &s.Table.Bases[i]
		if o.Side == side {
			continue
		}
		if ou, ok := s.Unit(o.Unit); !ok || !isTroop(ou) {
			continue
		}
		if _, _, d := table.Closest(r, o.Shape); d <= table.ContactTolerance {
			return o.ID
		}
	}
	return ""
}

// applyMove moves the bases and records what they used.
func applyMove(s *rules.State, p *plan, st Settings) []rules.Event {
	var evs []rules.Event
	if s.Used == nil {
		s.Used = map[string]float64{}
	}
	u, _ := s.Unit(p.unit.ID) // p was checked on the state Apply was given
	for _, m := range p.moves {
		b, _ := s.Base(m.Base)
		b.Shape = b.Shape.At(m.Path.End())
		if p.charge != nil {
			continue
		}
		s.Used[m.Base] += p.costs[m.Base]
		left := float64(u.Status[stAllowance]) - st.Pas(s.Used[m.Base])
		evs = append(evs, rules.Event{Kind: "moved", Side: u.Side, Unit: u.ID, Base: m.Base,
			Text:  fmt.Sprintf("%s moved %.1f pas, %.1f of %d left", s.BaseName(m.Base), st.Pas(p.costs[m.Base]), max(left, 0), u.Status[stAllowance]),
			Facts: []rules.Fact{{Name: "cost", Value: int(math.Ceil(st.Pas(p.costs[m.Base]) - geom.Eps)), Text: "pas, rounded up", Rule: "bep §7.2"}}})
	}
	if p.charge != nil {
		return chargeHome(s, p, st)
	}
	return evs
}

// Measure implements rules.Ruleset: the tape is in pas (Tape.Unit "pas",
// PerUnit the pace in cm), the allowance the Advance's roll.
func (Rules) Measure(s *rules.State, m rules.Move) rules.Tape {
	st, err := ParseSettings(s.Settings)
	if err != nil {
		return rules.Tape{}
	}
	tape := rules.Tape{Unit: "pas", PerUnit: st.PasToCm, Used: s.Used[m.Base]}
	u, ok := s.UnitOf(m.Base)
	if !ok {
		return tape
	}
	tape.Allowance = st.Cm(float64(u.Status[stAllowance])) // 0 for a charge: no allowance but the reach (A19)
	b, ok := s.Base(m.Base)
	switch {
	case ok && len(m.Path) > 0 && isTroop(u):
		if c, err := moveCost(s, u, b, m.Path, st); err == nil {
			tape.Move = st.Cm(c)
		}
	case ok && len(m.Path) > 0:
		tape.Move = m.Path.CentreTravel(b.Shape) // an officer's own move (A27)
	}
	return tape
}
