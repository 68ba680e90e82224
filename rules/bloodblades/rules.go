package bloodblades

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// ID is the name scenarios use for this ruleset.
const ID = "bnb"

// Phases of a period (bnb.md §5.2 [L1309-1318]): steps 3 and 4 here,
// 6 (PhaseShoot), 7 (PhaseCombat) and the battle's end (PhaseOver) in
// their files; the morale check (step 8) ends every period. Impetuous
// moves (step 5) are made when the move phase ends (impetuous.go), the
// step stopping (PhaseImpetuous) only for a base with a choice to make
// (impetuouschoice.go); close combat stops (PhasePrincipal) for the enemy
// player's choice of a principal opponent on a tie (principalchoice.go),
// and (PhasePursuit) for the other player's choice of an optional
// pursuit (pursuitchoice.go).
const (
	PhasePIGs = "pigs" // the active player rolls his PIGs [L1326-1329]
	PhaseMove = "move" // he spends them on voluntary moves [L1314]
)

// KindRollPIGs is the action rolling the period's PIG die.
const KindRollPIGs = "roll-pigs"

// Battle-wide counters (rules.State.Counters).
const (
	ctPIGs     = "pigs"      // PIGs left this period
	ctDiscount = "cinc-used" // the C-in-C's discount (C0) has been used this period
	ctRegCinC  = "cinc-reg." // + side index: 1 if that side's C-in-C is Reg (kept if he dies, A15)
)

// Per-unit status keys (rules.Unit.Status), cleared when a period ends.
const (
	stTactical = "tactical" // made its tactical move this period [L1620]
	stDistant  = "distant"  // distant moves made this period [L1628]
)

func init() { rules.Register(ID, func() rules.Ruleset { return Rules{} }) }

// Rules is the Blood and Blades ruleset. It has no state of its own.
type Rules struct{}

// ID implements rules.Ruleset.
func (Rules) ID() string { return ID }

// Setup checks the scenario against BnB and starts the battle: with the
// setting deployment = "pre-battle", the pre-battle sequence (§5.1,
// prebattle.go); else the first player's period with his PIG roll, the
// scenario's first army playing first on the layout as placed.
func (Rules) Setup(s *rules.State) error {
	if err := prepareArmies(s); err != nil {
		return err
	}
	if started, err := setupPreBattle(s); started || err != nil {
		return err
	}
	if s.Turn == 0 {
		s.Turn = 1
	}
	s.Phase = PhasePIGs
	s.SetCounter(ctPIGs, 0)
	s.SetCounter(ctDiscount, 0)
	return nil
}

// prepareArmies is what Setup and Resume check of the settings, the
// terrain and the armies: every unit's troop and profile and one C-in-C a
// side, whose grade it records (A15).
func prepareArmies(s *rules.State) error {
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return err
	}
	for i := range s.Table.Features {
		if err := checkFeature(&s.Table, &s.Table.Features[i]); err != nil {
			return err
		}
	}
	cincs := make([]int, len(s.Sides))
	for i := range s.Units {
		u := &s.Units[i]
		if err := checkUnit(c, s, u); err != nil {
			return err
		}
		if isCinC(u) && u.Side >= 0 && u.Side < len(s.Sides) {
			cincs[u.Side]++
			if troopOf(u).Reg {
				s.SetCounter(fmt.Sprintf("%s%d", ctRegCinC, u.Side), 1)
			}
		}
	}
	for i, n := range cincs {
		if n != 1 {
			return fmt.Errorf("bnb: %s has %d C-in-C bases (profile cinc = 1); an army has exactly one [L701]", s.Sides[i].Name, n)
		}
	}
	return nil
}

// Legal implements rules.Ruleset.
func (Rules) Legal(s *rules.State, side int) []string {
	if s.Phase == PhasePrincipal {
		return principalLegal(s, side) // the enemy player chooses, whoever's period it is [L1900]
	}
	if s.Phase == PhasePursuit {
		return pursuitLegal(s, side) // the winner's player chooses, whoever's period it is [L2313]
	}
	if side != s.Active {
		return nil
	}
	if preBattle(s.Phase) {
		return preBattleLegal(s.Phase)
	}
	if k, ok := periodStartKinds[s.Phase]; ok {
		return []string{k}
	}
	switch s.Phase {
	case PhasePIGs:
		return []string{KindRollPIGs}
	case PhaseCombat:
		return []string{KindFight, rules.KindEndPhase}
	case PhaseShoot:
		return []string{KindShoot, rules.KindEndPhase}
	case PhaseImpetuous:
		return []string{KindImpetuous}
	case PhaseOver:
		return nil
	}
	return []string{rules.KindMove, KindTogether, KindHalt, rules.KindEndPhase}
}

// Check implements rules.Ruleset. The table is held while it checks
// (table.Held): a check only reads its state, and its dozens of queries
// of the table then check the spatial index once rather than once each
// (issue 10).
func (Rules) Check(s *rules.State, a rules.Action) error {
	if unseenApplies(s, a) {
		v := unseenView(s, a.Side) // hidden bases are not on the table [L1289] (unseen.go)
		return table.Held(&v.Table, func() error { return check(&v, a) })
	}
	return table.Held(&s.Table, func() error { return check(s, a) })
}

// check is Check, the table held.
func check(s *rules.State, a rules.Action) error {
	if over, _ := Over(s); over {
		return &rules.Violation{Code: "over", Rule: "BnB §10 [L2025-2033]", Msg: "the battle is over"}
	}
	if preBattle(s.Phase) {
		return checkPreBattle(s, a)
	}
	if isPreBattleKind(a.Kind) {
		return &rules.Violation{Code: "phase", Rule: "BnB §5.1 [L699-721]", Msg: "the pre-battle sequence comes before turn 1 [L721]; this battle has begun"}
	}
	if a.Kind == KindPrincipal {
		_, _, err := checkPrincipal(s, a) // the enemy player chooses, whoever's period it is [L1900]
		return err
	}
	if err := pendingPrincipal(s, a); err != nil {
		return err
	}
	if a.Kind == KindPursue {
		_, _, err := checkPursue(s, a) // the winner's player chooses, whoever's period it is [L2313]
		return err
	}
	if err := pendingPursuit(s, a); err != nil {
		return err
	}
	if a.Side != s.Active {
		return &rules.Violation{Code: "turn", Rule: "BnB §5.2 [L1301]", Msg: fmt.Sprintf("it is %s's period", sideName(s, s.Active))}
	}
	if err := pendingImpetuous(s, a); err != nil {
		return err
	}
	if err := checkPeriodStart(s, a); err != nil {
		return err
	}
	if _, ok := periodStartKinds[s.Phase]; ok {
		return nil // the phase's roll (periodstart.go)
	}
	switch a.Kind {
	case KindRollPIGs:
		if s.Phase != PhasePIGs {
			return &rules.Violation{Code: "phase", Rule: "BnB §5.2 [L1313]", Msg: "the PIGs of this period are already rolled"}
		}
		return nil
	case rules.KindMove:
		if s.Phase != PhaseMove {
			return &rules.Violation{Code: "phase", Rule: "BnB §5.2 [L1313-1314]", Msg: "roll the PIGs first: moves come after the PIG roll"}
		}
		k := &keyedState{s: s} // one hash of s for the memos of the whole check
		if isPackOrderKeyed(k, a) {
			_, err := checkPackMove(s, a)
			return err
		}
		if len(a.Moves) > 1 {
			_, err := checkGroupMoveKeyed(k, a)
			return err
		}
		_, err := checkMove(s, a)
		return err
	case KindTogether:
		if s.Phase != PhaseMove {
			return &rules.Violation{Code: "phase", Rule: "BnB §5.2 [L1313-1314]", Msg: "roll the PIGs first: moves come after the PIG roll"}
		}
		_, _, err := carryTogether(s, a) // together.go, [L1404]
		return err
	case KindHalt:
		if s.Phase != PhaseMove {
			return &rules.Violation{Code: "phase", Rule: "BnB §6.2 [L1342]", Msg: "halts are given in the move phase: roll the PIGs first"}
		}
		_, err := checkHalt(s, a)
		return err
	case KindFight:
		_, _, err := checkFight(s, a)
		return err
	case KindShoot:
		c, err := ConfigOf(s.Settings)
		if err != nil {
			return err
		}
		_, err = checkShoot(c, s, a)
		return err
	case KindImpetuous:
		_, _, err := checkImpetuousChoice(s, a)
		return err
	case rules.KindEndPhase:
		switch s.Phase {
		case PhasePIGs:
			return &rules.Violation{Code: "phase", Rule: "BnB §5.2 [L1313]", Msg: "roll the PIGs first"}
		case PhaseCombat:
			if left := unfought(s); len(left) > 0 {
				return &rules.Violation{Code: "unfought", Rule: "BnB §5.2 [L1317], A14", Bases: left[0][:],
					Msg: fmt.Sprintf("%d close combat%s still to fight, such as %s against %s", len(left), plural(len(left)), name(s, left[0][0]), name(s, left[0][1]))}
			}
		}
		return nil
	}
	return fmt.Errorf("bnb: unknown action %q (known: %s, move, %s, %s, %s, %s, %s, %s, %s, end-phase)", a.Kind, KindRollPIGs, KindTogether, KindHalt, KindImpetuous, KindShoot, KindFight, KindPrincipal, KindPursue)
}

// Apply implements rules.Ruleset. In the battle, an ambush whose bases
// moved or shot, or that an enemy now sees, is then revealed [L1289]
// (ambush.go).
func (r Rules) Apply(s rules.State, a rules.Action, d dice.Roller) (rules.State, []rules.Event, error) {
	if unseenApplies(&s, a) {
		return r.applyUnseen(s, a, d) // a move discovering an ambush [L1289], [L1630] (unseen.go)
	}
	n, evs, err := r.apply(s, a, d)
	if err != nil || s.Turn == 0 || !anyHidden(&s) {
		return n, evs, err
	}
	return n, revealInOrder(&s, &n, evs), nil // an ambush met by a recoil, flight or pursuit (unseeninduced.go)
}

// apply is Apply before the ambushes' discovery.
func (r Rules) apply(s rules.State, a rules.Action, d dice.Roller) (rules.State, []rules.Event, error) {
	if err := r.Check(&s, a); err != nil {
		return s, nil, err
	}
	n := s.Clone()
	if preBattle(n.Phase) {
		evs, err := applyPreBattle(&n, a, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	}
	if _, ok := periodStartKinds[n.Phase]; ok {
		evs, err := applyPeriodStart(&n, a, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	}
	switch a.Kind {
	case KindRollPIGs:
		evs, err := rollPIGs(&n, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case rules.KindMove:
		k := &keyedState{s: &n} // one hash of n for the memos of the whole check
		if isPackOrderKeyed(k, a) {
			p, err := checkPackMove(&n, a)
			if err != nil {
				return s, nil, err
			}
			return n, applyPackMove(&n, a, p), nil
		}
		if len(a.Moves) > 1 {
			g, err := checkGroupMoveKeyed(k, a)
			if err != nil {
				return s, nil, err
			}
			return n, applyGroupMove(&n, a, g), nil
		}
		p, err := checkMove(&n, a)
		if err != nil {
			return s, nil, err
		}
		return n, applyMove(&n, a, p), nil
	case KindTogether:
		t, evs, err := carryTogether(&n, a)
		if err != nil {
			return s, nil, err
		}
		return t, evs, nil
	case KindHalt:
		h, err := checkHalt(&n, a)
		if err != nil {
			return s, nil, err
		}
		return n, applyHalt(&n, a, h), nil
	case KindFight:
		x, y, err := checkFight(&n, a)
		if err != nil {
			return s, nil, err
		}
		c, _ := ConfigOf(n.Settings)
		evs, err := applyFight(c, &n, a, x, y, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case KindShoot:
		c, _ := ConfigOf(n.Settings)
		sh, err := checkShoot(c, &n, a)
		if err != nil {
			return s, nil, err
		}
		evs, err := applyShoot(c, &n, a, sh, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case KindImpetuous:
		evs, err := applyImpetuousChoice(&n, a)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case KindPrincipal:
		evs, err := applyPrincipal(&n, a)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case KindPursue:
		evs, err := applyPursue(&n, a)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	default:
		return n, nextStep(&n), nil
	}
}

// nextStep ends the current step of the period (§5.2 [L1309-1318]): from
// the moves, through the impetuous moves (step 5, which may stop at a
// base whose player has a choice to make), to the shooting if the active
// player has a shot to make, from the moves or the shooting to the close
// combats if any is to be fought, then the morale check of both armies;
// the battle ends there or the other player's period starts.
func nextStep(s *rules.State) []rules.Event {
	switch s.Phase {
	case PhaseMove:
		var evs []rules.Event
		if left := s.Counters[ctPIGs]; left > 0 {
			evs = append(evs, rules.Event{Kind: "pigs", Side: s.Active,
				Text: fmt.Sprintf("%s loses %d unused PIG%s (they do not carry over, A11)", sideName(s, s.Active), left, plural(left))})
		}
		s.SetCounter(ctPIGs, 0)
		more, wait := impetuousPhase(s, "")
		evs = append(evs, more...)
		if wait {
			return evs
		}
		return append(evs, afterImpetuous(s)...)
	case PhaseShoot:
		return toCombat(s)
	}
	return toMorale(s)
}

// afterImpetuous is the step after the impetuous moves: the shooting if
// the active player has a shot to make [L1316], else the close combats.
func afterImpetuous(s *rules.State) []rules.Event {
	if anyShot(s) {
		s.Phase = PhaseShoot
		return []rules.Event{{Kind: "phase", Side: s.Active,
			Text: fmt.Sprintf("shooting [L1316]: %s's Bw shoot, in the order he chooses [L1842]", sideName(s, s.Active))}}
	}
	return toCombat(s)
}

// toCombat is the close combat step when a combat is to be fought
// [L1317], else the morale check.
func toCombat(s *rules.State) []rules.Event {
	if evs, ok := enterCombat(s); ok { // principalchoice.go
		return evs
	}
	return toMorale(s)
}

// toMorale is the morale check of both armies [L1318], then, unless the
// battle is over, the other player's period.
func toMorale(s *rules.State) []rules.Event {
	evs, over := moraleCheck(s)
	if over {
		return evs
	}
	return append(evs, endPeriod(s)...)
}

// ADFace reads a D6 as an average die (faces 2, 3, 3, 4, 4, 5 [L766]):
// 1 counts as 3 and 6 as 4 [L768].
func ADFace(d6 int) int {
	switch d6 {
	case 1:
		return 3
	case 6:
		return 4
	}
	return d6
}

// rollPIGs rolls the active player's PIGs: an AD if his C-in-C is Reg, a
// D6 otherwise [L1326-1329].
func rollPIGs(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	face, err := dice.D6(d)
	if err != nil {
		return nil, err
	}
	reg := s.Counters[fmt.Sprintf("%s%d", ctRegCinC, s.Active)] > 0
	pigs, text := face, fmt.Sprintf("%s rolls a D6 for PIGs (Irr C-in-C, [L1329]): %d PIGs", sideName(s, s.Active), face)
	if reg {
		pigs = ADFace(face)
		text = fmt.Sprintf("%s rolls an AD for PIGs (Reg C-in-C, [L1328]): the D6 shows %d, read as %d [L768]: %d PIGs",
			sideName(s, s.Active), face, pigs, pigs)
	}
	s.SetCounter(ctPIGs, pigs)
	s.Phase = PhaseMove
	return []rules.Event{{Kind: "roll", Side: s.Active, Text: text, Rolls: []dice.Roll{{Sides: 6, Value: face}}, Facts: pigRollFacts(face, pigs, reg)}}, nil
}

// endPeriod ends the active player's period: unused PIGs are lost (A11)
// and the other player's period starts with his PIG roll; the turn number
// goes up when the first player (firstPlayer, S5 [L715]) starts again
// [L1301].
func endPeriod(s *rules.State) []rules.Event {
	var evs []rules.Event
	if left := s.Counters[ctPIGs]; left > 0 {
		evs = append(evs, rules.Event{Kind: "pigs", Side: s.Active,
			Text: fmt.Sprintf("%s loses %d unused PIG%s (they do not carry over, A11)", sideName(s, s.Active), left, plural(left))})
	}
	for i := range s.Units {
		s.Units[i].SetStatus(stTactical, 0)
		s.Units[i].SetStatus(stDistant, 0)
		s.Units[i].SetStatus(stHalted, 0)
		s.Units[i].SetStatus(stFought, 0)
		for _, k := range []string{stShotAt, stHasShot, stFled, stMoved, stPackMoved, stImpetuousChoice, stImpetuousMoved, stPrincipal, stPrincipalAsk} {
			s.Units[i].SetStatus(k, 0)
		}
	}
	s.SetCounter(ctPIGs, 0)
	s.SetCounter(ctDiscount, 0)
	s.Active = (s.Active + 1) % len(s.Sides)
	if s.Active == firstPlayer(s) {
		s.Turn++
	}
	more := startPeriod(s) // steps 1 and 2 (weather.go, daytime.go), then the PIG roll
	text := fmt.Sprintf("turn %d: %s's period", s.Turn, sideName(s, s.Active))
	if s.Phase == PhasePIGs {
		text += " — roll PIGs"
	}
	return append(append(evs, rules.Event{Kind: "phase", Side: s.Active, Text: text}), more...)
}

// Measure implements rules.Ruleset: the move's length by the longer
// front-corner path (about-faces free, A21) against the allowance for the
// worst terrain the path touches, in cm, with the MU for the tape. Each
// voluntary move has its own allowance, so a move's Used is 0. A
// standstill (the path goes nowhere: what the window asks to say what a
// base has used) of a unit that has made its tactical move, its one move
// of the period [L1620-1622], reports that move's length as Used, so that
// the base reads "moved 7.6 of 12 cm" rather than 0 (issue 11); after
// distant moves it stays 0, since the next distant move has its whole
// allowance [L1628].
func (Rules) Measure(s *rules.State, m rules.Move) rules.Tape {
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return rules.Tape{}
	}
	tape := rules.Tape{Unit: "MU", PerUnit: c.MU}
	b, ok := s.Base(m.Base)
	if !ok {
		return tape
	}
	if preBattle(s.Phase) {
		return deployTape(tape, m.Path)
	}
	if mp, _, ok := splitAlign(s, b, m.Path); ok {
		m.Path = mp // the alignment slide costs no distance (G33)
	}
	measure := func(q geom.Path) float64 { return travel(b.Shape, q) }
	if grouped(s, b) {
		measure = func(q geom.Path) float64 { return memberTravel(b.Shape, q) }
	}
	tape.Move = measure(m.Path)
	if u, ok := s.Unit(b.Unit); ok && len(m.Path) > 0 {
		tape.Allowance = terrainAllowance(c, s, u, b, m.Path, measure).allow + extensionBonus(c, s, b, m.Path)
		if u.Status[stTactical] > 0 && standstill(b, m.Path) {
			tape.Used = float64(u.Status[stMoved]) / 100
			// The move's own allowance (its worst terrain, a road) may
			// have been more than the standstill's where it ended.
			tape.Allowance = math.Max(tape.Allowance, tape.Used)
		}
	}
	return tape
}

// standstill reports whether path p leaves base b where it stands.
func standstill(b *table.Base, p geom.Path) bool {
	for _, q := range p {
		if !q.Pos.Near(b.Shape.Center) || math.Abs(geom.NormAngle(q.Facing-b.Shape.Facing)) > geom.AngleEps {
			return false
		}
	}
	return true
}

// grouped reports whether base b is group-connected to a friend (G19),
// so that its move may be a group's. A friend connected touches b, so it
// is among the bases the spatial index finds near b (nearby).
func grouped(s *rules.State, b *table.Base) bool {
	t := &s.Table
	var buf [32]int
	for _, i := range nearby(buf[:0], t, b.Shape.Bounds(), table.ContactTolerance) {
		o := &t.Bases[i]
		if o.Side == b.Side && o.ID != b.ID && !o.Round && GroupConnected(b.Shape, o.Shape) {
			return true
		}
	}
	return false
}

// memberTravel is Measure's length for a base of a group, which sees one
// path only: a rotation about a point ahead of the base's front edge and
// wholly to one side of it is read as the group's pivot (G24), measured as
// the arc at the base's farthest lateral offset from the pivot — at most
// the group's radius (no base lies beyond the measuring base [L1608]), so
// at most the group's distance, which the check uses (A18, A22); other
// legs as travel.
func memberTravel(shape geom.Rect, p geom.Path) float64 {
	var d, rest float64
	var restPath geom.Path
	flush := func() {
		if len(restPath) > 1 {
			rest += travel(shape, restPath)
		}
		restPath = nil
	}
	for _, l := range p.Legs() {
		turn := math.Abs(l.Turn())
		c, ok := l.Pivot()
		if kindOf(l) == legAboutFace || turn <= rigidTurn || !ok {
			if len(restPath) == 0 {
				restPath = geom.Path{l.From}
			}
			restPath = append(restPath, l.To)
			continue
		}
		r := shape.At(l.From)
		lc := r.Local(c)
		lat := math.Inf(1)
		if lc.Y > r.Depth/2+eps && (lc.X <= -r.Width/2+eps || lc.X >= r.Width/2-eps) {
			lat = 0
			for _, q := range r.Corners() {
				lat = math.Max(lat, math.Abs(r.Local(q).X-lc.X))
			}
		}
		flush()
		d += math.Min(turn*lat, travel(shape, geom.Path{l.From, l.To}))
	}
	flush()
	return d + rest
}

func sideName(s *rules.State, i int) string {
	if i >= 0 && i < len(s.Sides) {
		return s.Sides[i].Name
	}
	return fmt.Sprintf("side %d", i)
}

func plural(n int) string {
	if n == 1 || n == -1 {
		return ""
	}
	return "s"
}

// mu formats a length in cm as MU and cm: "3.0 MU (9.0 cm)".
func (c Config) mu(cm float64) string {
	return fmt.Sprintf("%.1f MU (%.1f cm)", c.InMU(cm), cm)
}
