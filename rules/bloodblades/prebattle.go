package bloodblades

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The pre-battle sequence (bnb.md §5.1 [L699-721]), played when the
// scenario sets deployment = "pre-battle": S1 the invader roll, S4 the
// baggage, S5 the deployment-order roll (and the invader's choice on 11 or
// 12), S7 each army's deployment in its zone, S8 turn 1; S2 (terrain,
// battlefield.go), S3 (weather.go, daytime.go) and S6 (ambush.go) with
// their settings.

// Settings of the pre-battle sequence.
const (
	// SetDeployment is "as-placed" (the default: the scenario's layout is
	// the deployment, its first army plays first) or "pre-battle".
	SetDeployment = "deployment"
	// SetAggression prefixes an army's aggression factor, 0 to 4, from its
	// list [L1227]: aggression-<army id> = 3.
	SetAggression = "aggression-"

	DeployAsPlaced  = "as-placed"
	DeployPreBattle = "pre-battle"
)

// Phases of the pre-battle sequence, before turn 1 (Turn is 0).
const (
	PhaseInvader      = "invader"       // S1: each player rolls D6 + aggression [L707]
	PhaseBaggage      = "baggage"       // S4: the invaded player's Bg, then the invader's [L713]
	PhaseDeployOrder  = "deploy-order"  // S5: each player rolls a D6 [L715]
	PhaseDeployChoice = "deploy-choice" // S5: on 11-12 the invader chooses [L715]
	PhaseDeploy       = "deploy"        // S7: the first deployer, then the other [L719]
)

// Actions of the pre-battle sequence. Deploying is a "move" of the
// player's own bases and "end-phase" ends his deployment.
const (
	KindRollInvader     = "roll-invader"      // S1: the active player's D6 + aggression
	KindRollDeployOrder = "roll-deploy-order" // S5: the active player's D6
	KindDeployFirst     = "deploy-first"      // S5: the invader deploys first and plays second
	KindDeploySecond    = "deploy-second"     // S5: the invader deploys second and plays first
)

// MaxAggression is the highest aggression factor: "a number between 0
// and 4" [L1227].
const MaxAggression = 4

// ChoiceSum is the least sum of the two S5 dice that lets the invader
// choose the deployment order: "11 or 12" [L715].
const ChoiceSum = 11

// Battle-wide counters of the pre-battle sequence; a side's index follows
// the prefixes, and "side + 1" values keep 0 for "not yet".
const (
	ctAggression   = "aggression."   // + side: the army's aggression factor
	ctInvaderRoll  = "invader-roll." // + side: D6 + aggression rolled this round, 0 not yet
	ctOrderRoll    = "order-roll."   // + side: the S5 D6, 0 not yet
	ctInvader      = "invader"       // side + 1 of the invader, kept for the weather and sun rules
	ctDeploysFirst = "deploys-first" // side + 1 of the first deployer
	ctPlaysFirst   = "plays-first"   // side + 1 of the side whose period starts each turn
)

// preStep is what a pre-battle phase allows and where the rule is.
type preStep struct {
	rule  string
	doing string // "roll for the invader": the active player's task
	kinds []string
}

var preSteps = map[string]preStep{
	PhaseInvader:       {"BnB §5.1 S1 [L707]", "roll for the invader", []string{KindRollInvader}},
	PhaseBaggage:       {"BnB §5.1 S4 [L713]", "deploy his baggage", []string{rules.KindMove, rules.KindEndPhase}},
	PhaseDeployOrder:   {"BnB §5.1 S5 [L715]", "roll for the deployment order", []string{KindRollDeployOrder}},
	PhaseDeployChoice:  {"BnB §5.1 S5 [L715]", "choose the deployment order", []string{KindDeployFirst, KindDeploySecond}},
	PhaseDeploy:        {"BnB §5.1 S7 [L719]", "deploy his army", []string{rules.KindMove, rules.KindEndPhase}},
	PhaseWeatherScore:  {"BnB §5.1 S3, §11.7 [L711, L985]", "roll for the weather", []string{KindRollWeatherScore}},
	PhaseWindOrigin:    {"BnB §11.7 [L997]", "roll for the wind", []string{KindRollWindOrigin}},
	PhaseDaylight:      {"BnB §5.1 S3, §11.8 [L711, L1005]", "roll for the time of day", []string{KindRollDaylight}},
	PhaseAmbush:        {"BnB §5.1 S6 [L717], §11.5 [L1279]", "record his ambush", []string{rules.KindMove, KindWithdrawAmbush, rules.KindEndPhase}},
	PhaseTerrainChoice: {"BnB §5.1 S2, §4.5 [L709, L796]", "choose his terrain", []string{KindChooseTerrain, rules.KindEndPhase}},
	PhaseTerrainPlace:  {"BnB §5.1 S2, §4.5 [L709, L800-822]", "place his terrain", []string{KindRollPlacement, KindRollRiverBand, KindPlaceTerrain, KindDiscardTerrain}},
}

// preBattle reports whether phase is a step of the pre-battle sequence.
func preBattle(phase string) bool {
	_, ok := preSteps[phase]
	return ok
}

// isPreBattleKind reports whether kind is an action of the pre-battle
// sequence only.
func isPreBattleKind(kind string) bool {
	switch kind {
	case KindRollInvader, KindRollDeployOrder, KindDeployFirst, KindDeploySecond,
		KindRollWeatherScore, KindRollWindOrigin, KindRollDaylight, KindWithdrawAmbush,
		KindChooseTerrain, KindRollPlacement, KindRollRiverBand, KindPlaceTerrain, KindDiscardTerrain:
		return true
	}
	return false
}

// setupPreBattle reads the deployment and aggression settings and, for a
// pre-battle scenario, starts S1 before turn 1. It reports whether the
// sequence was started.
func setupPreBattle(s *rules.State) (bool, error) {
	mode := DeployAsPlaced
	if v, ok := s.Settings[SetDeployment]; ok {
		mode = strings.TrimSpace(v)
	}
	if mode != DeployAsPlaced && mode != DeployPreBattle {
		return false, fmt.Errorf("bnb: setting %s = %q: expected %q (the default) or %q (§5.1)", SetDeployment, s.Settings[SetDeployment], DeployAsPlaced, DeployPreBattle)
	}
	aggr, err := aggressions(s)
	if err != nil {
		return false, err
	}
	if err := checkWeatherSetting(s.Settings, mode == DeployPreBattle); err != nil {
		return false, err
	}
	if err := checkDaytimeSetting(s.Settings, mode == DeployPreBattle); err != nil {
		return false, err
	}
	if err := checkAmbushSetting(s.Settings, mode == DeployPreBattle); err != nil {
		return false, err
	}
	if err := checkBattlefieldSetting(s, mode == DeployPreBattle); err != nil {
		return false, err
	}
	if mode == DeployAsPlaced {
		return false, nil
	}
	if len(s.Sides) != 2 {
		return false, fmt.Errorf("bnb: the pre-battle sequence is for two armies [L699], this scenario has %d", len(s.Sides))
	}
	for i, sd := range s.Sides {
		if aggr[i] < 0 {
			return false, fmt.Errorf("bnb: setting %s = %q needs %s%s = 0 to %d, the army's aggression factor from its list [L707, L1227]", SetDeployment, mode, SetAggression, sd.ID, MaxAggression)
		}
		setCounterOf(s, ctAggression, i, aggr[i])
	}
	if weatherRolled(s.Settings) || daytimeRolled(s.Settings) {
		if err := setupEdges(s); err != nil {
			return false, err
		}
	}
	s.Turn, s.Active, s.Phase = 0, 0, PhaseInvader
	return true, nil
}

// aggressions reads the aggression-<army id> settings: each side's factor,
// -1 where the scenario gives none.
func aggressions(s *rules.State) ([]int, error) {
	out := make([]int, len(s.Sides))
	for i := range out {
		out[i] = -1
	}
	for _, k := range slices.Sorted(maps.Keys(s.Settings)) { // the first problem in key order
		v := s.Settings[k]
		id, ok := strings.CutPrefix(k, SetAggression)
		if !ok {
			continue
		}
		i := slices.IndexFunc(s.Sides, func(sd rules.Side) bool { return sd.ID == id })
		if i < 0 {
			return nil, fmt.Errorf("bnb: setting %s names no army (the army ids follow %q)", k, SetAggression)
		}
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 0 || n > MaxAggression {
			return nil, fmt.Errorf("bnb: setting %s = %q: an aggression factor is a whole number from 0 to %d [L1227]", k, v, MaxAggression)
		}
		out[i] = n
	}
	return out, nil
}

// counter reads a per-side counter.
func counter(s *rules.State, prefix string, side int) int {
	return s.Counters[prefix+strconv.Itoa(side)]
}

// setCounterOf sets a per-side counter.
func setCounterOf(s *rules.State, prefix string, side, v int) {
	s.SetCounter(prefix+strconv.Itoa(side), v)
}

// sideCounter reads a "side + 1" counter: the side, or -1 when unset.
func sideCounter(s *rules.State, k string) int { return s.Counters[k] - 1 }

// firstPlayer is the side whose period starts each turn: the one S5 made
// play first, else the scenario's first army.
func firstPlayer(s *rules.State) int { return max(sideCounter(s, ctPlaysFirst), 0) }

// Invader is the side the S1 roll made the invader, and false before it
// (or in a battle deployed as placed).
func Invader(s *rules.State) (int, bool) {
	i := sideCounter(s, ctInvader)
	return i, i >= 0
}

// preBattleLegal is what the active player may do in a pre-battle phase.
func preBattleLegal(phase string) []string { return slices.Clone(preSteps[phase].kinds) }

// checkPreBattle checks an action in a pre-battle phase.
func checkPreBattle(s *rules.State, a rules.Action) error {
	st := preSteps[s.Phase]
	if a.Side != s.Active {
		return &rules.Violation{Code: "turn", Rule: st.rule, Msg: fmt.Sprintf("it is for %s to %s", sideName(s, s.Active), st.doing)}
	}
	if !slices.Contains(st.kinds, a.Kind) {
		if !isPreBattleKind(a.Kind) && !slices.Contains(knownKinds, a.Kind) {
			return fmt.Errorf("bnb: unknown action %q", a.Kind)
		}
		return &rules.Violation{Code: "phase", Rule: st.rule, Msg: fmt.Sprintf("before the battle: it is for %s to %s", sideName(s, s.Active), st.doing)}
	}
	switch {
	case s.Phase == PhaseTerrainChoice || s.Phase == PhaseTerrainPlace:
		return checkS2(s, a)
	case s.Phase == PhaseAmbush && a.Kind == rules.KindEndPhase:
		return checkEndAmbush(s)
	case s.Phase == PhaseAmbush:
		return checkAmbushAction(s, a)
	case a.Kind == rules.KindMove:
		return checkDeployment(s, a)
	case a.Kind == rules.KindEndPhase:
		return checkEndDeployment(s)
	}
	return nil
}

// knownKinds are the battle's actions, refused by phase before turn 1.
var knownKinds = []string{KindRollPIGs, rules.KindMove, KindHalt, KindShoot, KindFight, rules.KindEndPhase}

// applyPreBattle applies an action checked by checkPreBattle.
func applyPreBattle(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	if s.Phase == PhaseTerrainChoice || s.Phase == PhaseTerrainPlace {
		return applyS2(s, a, d)
	}
	if s.Phase == PhaseAmbush {
		if a.Kind == rules.KindEndPhase {
			return endAmbush(s), nil
		}
		return applyAmbushAction(s, a), nil
	}
	switch a.Kind {
	case KindRollInvader:
		return rollInvader(s, d)
	case KindRollDeployOrder:
		return rollDeployOrder(s, d)
	case KindDeployFirst:
		return setDeployOrder(s, true, "by his choice"), nil
	case KindDeploySecond:
		return setDeployOrder(s, false, "by his choice"), nil
	case rules.KindMove:
		return deploy(s, a), nil
	case KindRollWeatherScore:
		return rollWeatherScore(s, d)
	case KindRollWindOrigin:
		return rollWindOrigin(s, d)
	case KindRollDaylight:
		return rollDaylight(s, d)
	}
	return endDeployment(s), nil
}

// rollInvader is S1 [L707]: the active player rolls D6 + his army's
// aggression factor; when both have rolled the higher total invades, and
// a tie has both roll again.
func rollInvader(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	face, err := dice.D6(d)
	if err != nil {
		return nil, err
	}
	me := s.Active
	aggr := counter(s, ctAggression, me)
	setCounterOf(s, ctInvaderRoll, me, face+aggr)
	evs := []rules.Event{{Kind: "roll", Side: me, Rolls: []dice.Roll{{Sides: 6, Value: face}},
		Text: fmt.Sprintf("%s rolls for the invader: D6 %d + aggression %d = %d [L707]", sideName(s, me), face, aggr, face+aggr)}}
	other := 1 - me
	if counter(s, ctInvaderRoll, other) == 0 {
		s.Active = other
		return evs, nil
	}
	mine, theirs := counter(s, ctInvaderRoll, me), counter(s, ctInvaderRoll, other)
	setCounterOf(s, ctInvaderRoll, 0, 0)
	setCounterOf(s, ctInvaderRoll, 1, 0)
	if mine == theirs {
		s.Active = 0
		return append(evs, rules.Event{Kind: "phase", Side: 0,
			Text: fmt.Sprintf("a tie at %d: both roll again [L707]", mine)}), nil
	}
	inv := me
	if theirs > mine {
		inv = other
	}
	s.SetCounter(ctInvader, inv+1)
	evs = append(evs, rules.Event{Kind: "phase", Side: inv,
		Text: fmt.Sprintf("%s is the invader (%d against %d), %s the invaded [L707]", sideName(s, inv), max(mine, theirs), min(mine, theirs), sideName(s, 1-inv))})
	return append(evs, afterInvader(s)...), nil
}

// afterInvader is what follows S1: S2, the battlefield's creation
// [L709], when the scenario plays it (battlefield = "created"), else
// what follows S2.
func afterInvader(s *rules.State) []rules.Event {
	if battlefieldCreated(s.Settings) {
		return startTerrainChoice(s)
	}
	return afterTerrain(s)
}

// afterTerrain is what follows S2: S3's weather [L711, L985] and time of
// day [L1005] when the scenario plays them, else S4.
func afterTerrain(s *rules.State) []rules.Event {
	if weatherRolled(s.Settings) {
		s.Phase, s.Active = PhaseWeatherScore, 0
		return []rules.Event{{Kind: "phase", Side: 0, Text: "each player rolls a D6 for the weather score [L985]"}}
	}
	return afterWeather(s)
}

// baggageTurn is S4 [L713]: the invaded player deploys his baggage, then
// the invader; after is the side that has just done so (-1 at the start).
// A side without baggage has nothing to deploy and is passed.
func baggageTurn(s *rules.State, after int) []rules.Event {
	inv, _ := Invader(s)
	order := []int{1 - inv, inv}
	if after >= 0 {
		order = order[slices.Index(order, after)+1:]
	}
	for _, side := range order {
		if hasBaggage(s, side) {
			s.Phase, s.Active = PhaseBaggage, side
			role := "the invader"
			if side != inv {
				role = "the invaded player, first"
			}
			return []rules.Event{{Kind: "phase", Side: side,
				Text: fmt.Sprintf("%s, %s, deploys his baggage [L713]", sideName(s, side), role)}}
		}
	}
	s.Phase, s.Active = PhaseDeployOrder, 0
	return []rules.Event{{Kind: "phase", Side: 0,
		Text: "each player rolls a D6 for the deployment order [L715]"}}
}

// hasBaggage reports whether side has a Bg base on the table.
func hasBaggage(s *rules.State, side int) bool {
	for i := range s.Table.Bases {
		if b := &s.Table.Bases[i]; b.Side == side && isBaggage(s, b) {
			return true
		}
	}
	return false
}

// isBaggage reports whether base b is a Bg.
func isBaggage(s *rules.State, b *table.Base) bool {
	u, ok := s.Unit(b.Unit)
	return ok && troopOf(u).Type == "Bg"
}

// rollDeployOrder is S5 [L715]: the active player rolls a D6; when both
// have, a sum of 11 or 12 lets the invader choose, else he deploys second
// and plays first.
func rollDeployOrder(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	face, err := dice.D6(d)
	if err != nil {
		return nil, err
	}
	me, other := s.Active, 1-s.Active
	setCounterOf(s, ctOrderRoll, me, face)
	evs := []rules.Event{{Kind: "roll", Side: me, Rolls: []dice.Roll{{Sides: 6, Value: face}},
		Text: fmt.Sprintf("%s rolls %d for the deployment order [L715]", sideName(s, me), face)}}
	if counter(s, ctOrderRoll, other) == 0 {
		s.Active = other
		return evs, nil
	}
	sum := face + counter(s, ctOrderRoll, other)
	setCounterOf(s, ctOrderRoll, 0, 0)
	setCounterOf(s, ctOrderRoll, 1, 0)
	inv, _ := Invader(s)
	if sum >= ChoiceSum {
		s.Phase, s.Active = PhaseDeployChoice, inv
		return append(evs, rules.Event{Kind: "phase", Side: inv,
			Text: fmt.Sprintf("the dice make %d: %s may choose to deploy first and play second [L715]", sum, sideName(s, inv))}), nil
	}
	return append(evs, setDeployOrder(s, false, fmt.Sprintf("as the dice make %d", sum))...), nil
}

// setDeployOrder fixes S5's outcome [L715]: whoever deploys first plays
// second. why says how it was decided.
func setDeployOrder(s *rules.State, invaderFirst bool, why string) []rules.Event {
	inv, _ := Invader(s)
	first := 1 - inv
	if invaderFirst {
		first = inv
	}
	s.SetCounter(ctDeploysFirst, first+1)
	s.SetCounter(ctPlaysFirst, 1-first+1)
	s.Phase, s.Active = PhaseDeploy, first
	text := fmt.Sprintf("%s, the invader, deploys second and plays first, %s [L715]; %s deploys [L719]", sideName(s, inv), why, sideName(s, first))
	if invaderFirst {
		text = fmt.Sprintf("%s, the invader, deploys first and plays second, %s [L715]; he deploys [L719]", sideName(s, inv), why)
	}
	evs := []rules.Event{{Kind: "phase", Side: first, Text: text}}
	if ambushAllowed(s.Settings) {
		evs = append(evs, startAmbushes(s, first)...) // S6 before S7 [L717]
	}
	return evs
}

// checkDeployment checks a deployment (S4 [L713], S7 [L719]): each base
// is the player's own, baggage in S4 and the rest in S7, and is placed —
// its path only says where it goes, with no movement allowance — wholly on
// the table and in its army's zone, on no other base, in no terrain
// impassable to it, touching no enemy.
func checkDeployment(s *rules.State, a rules.Action) error {
	if len(a.Moves) == 0 {
		return fmt.Errorf("bnb: a deployment names no base")
	}
	ends := map[string]geom.Rect{}
	for _, m := range a.Moves {
		b, ok := s.Base(m.Base)
		if !ok {
			return fmt.Errorf("bnb: no base %q", m.Base)
		}
		if _, dup := ends[b.ID]; dup {
			return fmt.Errorf("bnb: base %s is named twice", b.ID)
		}
		if v := deployerProblem(s, a.Side, b); v != nil {
			return v
		}
		if err := startsHere(b, s.Called(b.ID), m.Path); err != nil {
			return err
		}
		ends[b.ID] = b.Shape.At(m.Path.End())
	}
	for _, m := range a.Moves {
		if v := placementProblem(s, mustBase(s, m.Base), ends[m.Base], ends); v != nil {
			return v
		}
	}
	return nil
}

// deployerProblem checks that side may deploy base b in this step.
func deployerProblem(s *rules.State, side int, b *table.Base) *rules.Violation {
	if b.Side != side {
		return &rules.Violation{Code: "not-yours", Rule: "BnB §5.1 S7 [L719]", Bases: []string{b.ID},
			Msg: fmt.Sprintf("%s is not yours: each player deploys his own army", name(s, b.ID))}
	}
	switch bg := isBaggage(s, b); {
	case Hidden(s, b):
		return &rules.Violation{Code: "ambush", Rule: "BnB §5.1 S7 [L719], §11.5 [L1289]", Bases: []string{b.ID},
			Msg: fmt.Sprintf("%s is in ambush: recorded at S6, it is placed when revealed", name(s, b.ID))}
	case s.Phase == PhaseBaggage && !bg:
		return &rules.Violation{Code: "baggage", Rule: "BnB §5.1 S4 [L713]", Bases: []string{b.ID},
			Msg: fmt.Sprintf("only baggage deploys now; %s deploys after the deployment-order roll", name(s, b.ID))}
	case s.Phase == PhaseDeploy && bg:
		return &rules.Violation{Code: "baggage", Rule: "BnB §5.1 S4 [L713]", Bases: []string{b.ID},
			Msg: fmt.Sprintf("%s was deployed with the baggage, before the armies", name(s, b.ID))}
	}
	return nil
}

// placementProblem checks base b deployed at r, the bases named in ends
// standing at their new places.
func placementProblem(s *rules.State, b *table.Base, r geom.Rect, ends map[string]geom.Rect) *rules.Violation {
	who := name(s, b.ID)
	if !s.Table.OnTable(r) {
		return &rules.Violation{Code: "off-table", Rule: "BnB §5.1 S7 [L719]", Bases: []string{b.ID}, Areas: []geom.Polygon{r.Polygon()},
			Msg: fmt.Sprintf("%s would not be wholly on the table", who)}
	}
	if zone := s.Sides[b.Side].Deployment; len(zone) >= 3 && !inZone(r, zone) {
		return &rules.Violation{Code: "zone", Rule: "BnB §5.1 S7 [L719], A9", Bases: []string{b.ID}, Areas: []geom.Polygon{zone, r.Polygon()},
			Msg: fmt.Sprintf("%s would not be wholly inside %s's deployment zone", who, sideName(s, b.Side))}
	}
	if v := terrainPlacement(s, b, r); v != nil {
		return v
	}
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.ID == b.ID || o.Round {
			continue
		}
		at, moved := ends[o.ID]
		if !moved {
			at = o.Shape
		}
		if geom.Penetration(r.Polygon(), at.Polygon()) > table.OverlapSlack {
			return &rules.Violation{Code: "overlap", Rule: "BnB §5.1 S7 [L719]", Bases: []string{b.ID, o.ID}, Areas: []geom.Polygon{r.Polygon()},
				Msg: fmt.Sprintf("%s would stand on %s", who, name(s, o.ID))}
		}
		if o.Side == b.Side {
			continue
		}
		if _, _, d := table.Closest(r, at); d <= table.ContactTolerance {
			return &rules.Violation{Code: "contact", Rule: "BnB §5.1 S7 [L719], §7.11 [L1669]", Bases: []string{b.ID, o.ID},
				Msg: fmt.Sprintf("%s would touch %s: armies deploy apart, and close combat begins with a move [L1669]", who, name(s, o.ID))}
		}
	}
	return nil
}

// inZone reports whether r lies wholly inside the deployment zone (a
// polygon, concave or not), within table.AreaSlack.
func inZone(r geom.Rect, zone geom.Polygon) bool {
	wholly, _ := table.InFeature(r, &table.Feature{ID: "zone", Area: zone})
	return wholly
}

// terrainPlacement refuses a base deployed partly in terrain impassable
// to it: WW, lakes [L854], and bridges, which only troops following the
// road may enter [L882].
func terrainPlacement(s *rules.State, b *table.Base, r geom.Rect) *rules.Violation {
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return nil // Setup refused such settings
	}
	u, _ := s.Unit(b.Unit)
	for i := range s.Table.Features {
		f := &s.Table.Features[i]
		if impassableTo(c, troopOf(u), f) && table.AreaIn(r, f) > table.AreaSlack {
			return &rules.Violation{Code: "terrain", Rule: "BnB §4.2 [L854, L882]", Bases: []string{b.ID}, Areas: []geom.Polygon{r.Polygon()},
				Msg: fmt.Sprintf("%s would stand in %s, impassable to it", name(s, b.ID), s.Describe(table.Obstacle{Feature: f.ID}))}
		}
	}
	return nil
}

// deploy places the bases of a checked deployment: no distance is used,
// as deploying is not moving.
func deploy(s *rules.State, a rules.Action) []rules.Event {
	rule := preSteps[s.Phase].rule
	var evs []rules.Event
	for _, m := range a.Moves {
		b := mustBase(s, m.Base)
		b.Shape = b.Shape.At(m.Path.End())
		evs = append(evs, rules.Event{Kind: "deployed", Side: a.Side, Unit: b.Unit, Base: b.ID,
			Text: fmt.Sprintf("%s deployed at (%.1f, %.1f) (%s)", name(s, b.ID), b.Shape.Center.X, b.Shape.Center.Y, rule)})
	}
	return evs
}

// deploying are the active player's bases this step places: his Bg in
// S4, the rest in S7.
func deploying(s *rules.State) []*table.Base {
	var out []*table.Base
	for i := range s.Table.Bases {
		b := &s.Table.Bases[i]
		if b.Side == s.Active && isBaggage(s, b) == (s.Phase == PhaseBaggage) && !Hidden(s, b) {
			out = append(out, b)
		}
	}
	return out
}

// checkEndDeployment refuses to end a deployment while one of the bases
// it places stands where it may not be deployed (the scenario's layout
// may leave a base outside its zone).
func checkEndDeployment(s *rules.State) error {
	for _, b := range deploying(s) {
		if v := placementProblem(s, b, b.Shape, nil); v != nil {
			v.Msg = "deploy it first: " + v.Msg
			return v
		}
	}
	return nil
}

// endDeployment ends the active player's part of S4 or S7: the next
// player deploys, or turn 1 begins.
func endDeployment(s *rules.State) []rules.Event {
	if s.Phase == PhaseBaggage {
		return baggageTurn(s, s.Active)
	}
	if s.Active == sideCounter(s, ctDeploysFirst) {
		s.Active = 1 - s.Active
		return []rules.Event{{Kind: "phase", Side: s.Active,
			Text: fmt.Sprintf("%s deploys his army [L719]", sideName(s, s.Active))}}
	}
	return beginBattle(s)
}

// beginBattle is S8 [L721]: turn 1 begins with the period of the player
// S5 made play first.
func beginBattle(s *rules.State) []rules.Event {
	s.Turn, s.Active, s.Phase = 1, firstPlayer(s), PhasePIGs
	s.SetCounter(ctPIGs, 0)
	s.SetCounter(ctDiscount, 0)
	seen := revealAmbushes(nil, s) // the deployed armies see what they see [L1289]
	more := startPeriod(s)
	text := fmt.Sprintf("turn 1 begins [L721]: %s plays first [L715]", sideName(s, s.Active))
	if s.Phase == PhasePIGs {
		text += " — roll PIGs"
	}
	return append(append(seen, rules.Event{Kind: "phase", Side: s.Active, Text: text}), more...)
}

// deployTape is Measure's tape before the battle: the centre's
// displacement, with no allowance (0), as deploying is not moving.
func deployTape(tape rules.Tape, p geom.Path) rules.Tape {
	if len(p) > 0 {
		tape.Move = p[0].Pos.Dist(p.End().Pos)
	}
	return tape
}

// preBattleOffers are the buttons of the pre-battle sequence: the roll or
// the choice of the step, or the end of the player's deployment.
func (r Rules) preBattleOffers(s *rules.State, side int) []rules.Offer {
	var out []rules.Offer
	switch s.Phase {
	case PhaseTerrainChoice, PhaseTerrainPlace:
		out = s2Offers(s, side)
	case PhaseWeatherScore, PhaseWindOrigin:
		out = weatherOffers(s, side)
	case PhaseDaylight:
		out = daytimeOffers(s, side)
	case PhaseInvader:
		out = append(out, rules.Offer{Label: fmt.Sprintf("Roll for the invader — D6 + aggression %d", counter(s, ctAggression, side)),
			Detail: append([]string{"the higher total invades; a tie rolls again [L707]"}, rolledForInvader(s)...),
			Action: rules.Action{Kind: KindRollInvader, Side: side}})
	case PhaseDeployOrder:
		out = append(out, rules.Offer{Label: "Roll for the deployment order — D6",
			Detail: []string{"11 or 12 in all: the invader may choose to deploy first and play second; else he deploys second and plays first [L715]"},
			Action: rules.Action{Kind: KindRollDeployOrder, Side: side}})
	case PhaseDeployChoice:
		out = append(out,
			rules.Offer{Label: "Deploy first and play second", Detail: []string{"the invader's choice on 11 or 12 [L715]"},
				Action: rules.Action{Kind: KindDeployFirst, Side: side}},
			rules.Offer{Label: "Deploy second and play first", Detail: []string{"the usual order [L715]"},
				Action: rules.Action{Kind: KindDeploySecond, Side: side}})
	default:
		out = append(out, endDeploymentOffer(s, side))
	}
	for i := range out {
		if err := r.Check(s, out[i].Action); err != nil {
			out[i].Disabled = err.Error()
		}
	}
	return out
}

// rolledForInvader says what the other player has rolled in S1, if he has.
func rolledForInvader(s *rules.State) []string {
	var out []string
	for i := range s.Sides {
		if n := counter(s, ctInvaderRoll, i); n > 0 {
			out = append(out, fmt.Sprintf("%s has %d", sideName(s, i), n))
		}
	}
	return out
}

// endDeploymentOffer ends the player's baggage or army deployment and
// says what comes next.
func endDeploymentOffer(s *rules.State, side int) rules.Offer {
	o := rules.Offer{Label: "End deployment", Action: rules.Action{Kind: rules.KindEndPhase, Side: side}}
	switch {
	case s.Phase == PhaseBaggage:
		o.Label = "End baggage deployment"
		o.Detail = []string{"the invaded player's baggage first, then the invader's; then the deployment-order roll [L713-715]"}
	case side == sideCounter(s, ctDeploysFirst):
		o.Detail = []string{fmt.Sprintf("then %s deploys his army [L719]", sideName(s, 1-side))}
	default:
		o.Detail = []string{fmt.Sprintf("then turn 1 begins: %s plays first [L715, L721]", sideName(s, firstPlayer(s)))}
	}
	if zone := s.Sides[side].Deployment; len(zone) >= 3 {
		o.Detail = append(o.Detail, "every base wholly inside the army's deployment zone (the scenario's, A9)")
	}
	return o
}
