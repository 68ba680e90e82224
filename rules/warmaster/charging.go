package warmaster

import (
	"errors"
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
	"plateau/rules/warmaster/charge"
)

// KindCharge is a unit's charge: Args["unit"] charges Target (wme.md
// §7.5). Args["placement"] picks one of the legal placements the solver
// lists (0, the best, by default); Args["nearest"] names the target base
// the zone is taken from when several are equally near ([L768]);
// Args["support"] names an infantry unit that follows the charge in
// support (supportcharge.go, §7.5 item 12), placed by the rules unless
// Moves place its elements (supportplace.go).
const KindCharge = "charge"

// ArgPlacement picks one of the charge solver's placements by its index
// (0 the rules' own): for a charge, an advance and an indirect pursuit.
const ArgPlacement = "placement"

// chargeTerrain is the terrain that stops charger u: what blocks its
// type, hard going entered only when one of its elements touches it as
// the charge starts ([L962-964]: the unit "au contact du terrain au début
// de leur mouvement"; its elements stand where they start when the
// charge is asked).
func chargeTerrain(s *rules.State, u *rules.Unit) func(*table.Feature) bool {
	return func(f *table.Feature) bool {
		c := category(s, f)
		return blocksFrom(u.Type, c, c.HardGoing && unitTouches(s, u, f))
	}
}

// unitTouches reports whether an element of u touches or overlaps
// feature f.
func unitTouches(s *rules.State, u *rules.Unit, f *table.Feature) bool {
	for _, id := range u.Bases {
		if b, ok := s.Base(id); ok && table.FeatureDistance(b.Shape, f) <= table.ContactTolerance {
			return true
		}
	}
	return false
}

// chargeInput is the solver's question for charger u and target t.
func chargeInput(s *rules.State, u, t *rules.Unit, a rules.Action) charge.Input {
	in := charge.Input{
		Table:     &s.Table,
		Charger:   u.Bases,
		Target:    t.Bases,
		Allowance: chargeAllowance(s, u),
		Blocks:    chargeTerrain(s, u),
		Sees:      func(from, to geom.Rect) bool { return unitSees(s, u, from, to) }, // any edge with 360° vision ([L327])
		Engaged:   func(id string) bool { x, ok := s.Unit(id); return ok && engaged(s, x) },
		Nearest:   a.Args["nearest"],
		// Behind city or fortress walls the charge comes to the front,
		// flyers aside ([L896-898], [L2173]).
		FrontOnly: walled(s, t) && !flag(u, keyFly),
	}
	flyCharge(s, &in, u) // flyers charge and advance over everything (§11.2, [L2151], [L2165])
	return in
}

// sees is WME vision from a base's front edge (wme.md §12 G4): a clear
// line to the target base within 60 cm ([L331]), crossing no hill crest
// ([L1042], A11). A unit's element sees through unitSees (allround.go),
// which adds the other edges of a unit with 360° vision.
func sees(s *rules.State, from, to geom.Rect) bool {
	if _, _, d := table.Closest(from, to); d > MaxVisibility+geom.Eps {
		return false
	}
	return groundVision(s).lineOfSight(&s.Table, from, geom.Front, to)
}

// chargeParties finds the charging unit (Args["unit"]) and its target and
// applies the refusals common to every charge, on an order or on
// initiative (wme.md §7.5 items 1 and 11, §11.1).
func chargeParties(s *rules.State, a rules.Action) (u, t *rules.Unit, err error) {
	no := func(code, rule, format string, args ...any) (*rules.Unit, *rules.Unit, error) {
		return nil, nil, &rules.Violation{Code: code, Rule: rule, Msg: fmt.Sprintf(format, args...)}
	}
	u, ok := s.Unit(a.Args["unit"])
	if !ok {
		return nil, nil, fmt.Errorf("warmaster: no unit %q to charge", a.Args["unit"])
	}
	t, ok = s.Unit(a.Target)
	if !ok {
		return nil, nil, fmt.Errorf("warmaster: no unit %q to charge", a.Target)
	}
	switch {
	case u.Side != a.Side:
		return no("not-yours", "sequence of play", "%s is not yours", u.Title())
	case IsCommander(u.Type):
		return no("commander", "WME §11.1", "commanders do not charge on their own")
	case t.Side == u.Side:
		return no("friend", "WME §7.5 [L742]", "%s is a friend", t.Title())
	case IsCommander(t.Type):
		return no("commander", "WME §11.1 [L1989]", "enemy commanders cannot be charged")
	case len(t.Bases) == 0:
		return no("destroyed", "WME §8.5", "%s has been destroyed", t.Title())
	}
	if v := fortifiedRefusal(s, u, t); v != nil {
		return nil, nil, v
	}
	return u, t, nil
}

// prepareCharge checks who may charge whom now (wme.md §6.1, §7.5 items
// 1-2) and returns the two units.
func prepareCharge(s *rules.State, a rules.Action) (u, t *rules.Unit, err error) {
	return prepareChargeIn(s, a, nil)
}

// prepareChargeIn is prepareCharge with im, the initiative targets the
// caller keeps for s (nil: none kept).
func prepareChargeIn(s *rules.State, a rules.Action, im initiativeMemo) (u, t *rules.Unit, err error) {
	no := func(code, rule, format string, args ...any) (*rules.Unit, *rules.Unit, error) {
		return nil, nil, &rules.Violation{Code: code, Rule: rule, Msg: fmt.Sprintf(format, args...)}
	}
	if s.Phase == PhaseInitiative {
		return prepareInitiativeCharge(s, a, im)
	}
	if s.Phase != PhaseOrders && s.Phase != PhaseShooting {
		return no("phase", "WME §7.5 [L742-744]", "charges are made in the Command phase, on initiative or on an order")
	}
	if u, t, err = chargeParties(s, a); err != nil {
		return nil, nil, err
	}
	if s.Phase == PhaseShooting && status(u, stVoiced) == 0 { // only Voice of Command's (spelleffects.go)
		return no("phase", "WME §7.5 [L742-744]", "charges are made in the Command phase, on initiative or on an order")
	}
	if status(u, stVoiced) > 0 && a.Args["support"] != "" {
		return no("voice-support", "sheet §2.3 Voice of Command", "no support charge goes with a move by Voice of Command")
	}
	switch {
	case status(u, stMoving) == 0:
		return no("no-order", "WME §6.1-6.3 [L477-497]", "%s has no move: give it an order first", u.Title())
	case status(u, stNoCharge) > 0:
		return no("no-charge", "WME §6.6 [L2016]", "%s may not charge this move (blunder)", u.Title())
	case status(u, stReturnTo) > 0:
		return no("return", "WME §11.2 [L2131]", "%s are Returning: a Return is no order and touches no enemy", u.Title())
	case engaged(s, u):
		return no("engaged", "WME §6.1 [L439]", "%s is engaged in combat", u.Title())
	}
	for _, id := range u.Bases {
		if s.Used[id] > 0 {
			return no("moved", "WME §7.5 [L746]", "%s has started its move: a charge is its whole move", u.Title())
		}
	}
	return u, t, nil
}

// checkCharge is Check for a charge: the charge, with its support if it
// names one, must be placeable in at least one of the zones it may come
// from.
func checkCharge(s *rules.State, a rules.Action) error { return checkSolvedCharge(s, a, nil) }

// checkSolvedCharge is checkCharge with sol, the solver's answer for a's
// charge when the caller has it (nil: it is asked here).
func checkSolvedCharge(s *rules.State, a rules.Action, sol *chargeSolution) error {
	var im initiativeMemo
	if sol != nil {
		im = sol.initiative
	}
	u, t, err := prepareChargeIn(s, a, im)
	if err != nil {
		return err
	}
	z, err := prepareSupport(s, a, u)
	if err != nil {
		return err
	}
	if sol == nil {
		sol = solveCharge(s, u, t, a)
	}
	p, err := sol.placement(a, nil)
	var tie *charge.ZoneTie
	if !errors.As(err, &tie) {
		if err != nil {
			return err
		}
		return supportFits(s, a, u, z, p)
	}
	for _, zone := range tie.Zones {
		if p, err = sol.placement(a, &zone); err == nil {
			if err = supportFits(s, a, u, z, p); err == nil {
				return nil
			}
		}
	}
	return err
}

// supportFits is nil when charge a has no support or supporting unit z
// can follow placement p, where a places it.
func supportFits(s *rules.State, a rules.Action, u, z *rules.Unit, p charge.Placement) error {
	if z == nil {
		return nil
	}
	_, err := placeSupport(s, a, u, z, p.Poses)
	return err
}

// placements asks the solver, in a given zone when zone is set, and picks
// the placement the action names.
func placements(s *rules.State, u, t *rules.Unit, a rules.Action, zone *geom.Edge) (charge.Placement, error) {
	return solveCharge(s, u, t, a).placement(a, zone)
}

// applyCharge rolls for an exact zone split if needed ([L774]: at random,
// 1-3 the first zone, 4-6 the other), places the charging unit as the
// solver says, and ends its move: a unit that has charged receives no
// more orders this turn ([L415], [L523]). A supporting unit moves with it,
// and both have moved when the enemy shoots at the chargers ([L888]).
func applyCharge(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	u, t, err := prepareCharge(s, a)
	if err != nil {
		return nil, err
	}
	z, err := prepareSupport(s, a, u)
	if err != nil {
		return nil, err
	}
	var evs []rules.Event
	var zone *geom.Edge
	if _, err := charge.Zone(chargeInput(s, u, t, a)); err != nil {
		var tie *charge.ZoneTie
		if !errors.As(err, &tie) {
			return nil, err
		}
		v, err := d.Roll(6)
		if err != nil {
			return nil, err
		}
		z := tie.Zones[0]
		if v >= 4 && len(tie.Zones) > 1 {
			z = tie.Zones[1]
		}
		zone = &z
		evs = append(evs, rules.Event{Kind: "roll", Side: a.Side, Unit: u.ID, Rolls: []dice.Roll{{Sides: 6, Value: v}},
			Text: fmt.Sprintf("%s stand half in two zones of %s: rolled %d, the charge comes from the %s", u.Title(), t.Title(), v, z)})
	}
	p, err := placements(s, u, t, a, zone)
	if err != nil {
		if zone == nil {
			return nil, err
		}
		// The rolled zone offers no contact: the charge cannot go in and
		// the unit's move is spent standing.
		u.SetStatus(stMoving, 0)
		u.SetStatus(stNoOrders, 1)
		if s.Phase == PhaseInitiative {
			u.SetStatus(stInitiative, 1)
		}
		return append(evs, rules.Event{Kind: "charge", Side: a.Side, Unit: u.ID,
			Text: fmt.Sprintf("%s cannot reach %s from the %s: %v", u.Title(), t.Title(), *zone, err)}), nil
	}
	if s.Used == nil {
		s.Used = map[string]float64{}
	}
	sup, stay, err := supportFor(s, a, u, z, p, zone != nil)
	if err != nil {
		return nil, err
	}
	vs := chargeVolleys(s, u, p.Engaged, endPoses(p, sup)) // judged before the bases move ([L1237])
	u.SetStatus(stChargeLevel, 1+reliefOf(s).unitReach(s, u))
	for _, id := range p.Order {
		b, _ := s.Base(id)
		b.Shape = b.Shape.At(p.Poses[id])
		s.Used[id] = p.Cost[id]
	}
	u.SetStatus(stCharged, 1)
	u.SetStatus(stMoving, 0)
	u.SetStatus(stNoOrders, 1)
	u.SetStatus(stMoves, status(u, stMoves)+1)
	on := ""
	if s.Phase == PhaseInitiative {
		u.SetStatus(stInitiative, 1) // no orders this turn (L382, L437)
		on = " on initiative"
	}
	names := make([]string, 0, len(p.Engaged))
	for _, id := range p.Engaged {
		if e, ok := s.Unit(id); ok {
			names = append(names, e.Title())
		}
	}
	how := ""
	switch {
	case p.Enveloping:
		how = ", enveloping"
	case p.Stepped:
		how = ", stepped"
	case p.Pinned:
		how = ", pinned target"
	}
	evs = append(evs, rules.Event{Kind: "charge", Side: a.Side, Unit: u.ID,
		Text: fmt.Sprintf("%s charge %s%s in the %s%s: %.1f cm of front in contact; engaged: %s",
			u.Title(), t.Title(), on, zoneName(p.Zone), how, p.FrontTarget+p.FrontOther, joinNames(names))})
	var re *supportRecord
	switch {
	case sup != nil:
		re = newSupportRecord(s, u, z, p.Engaged)
		evs = append(evs, moveSupport(s, u, *sup))
	case z != nil:
		evs = append(evs, stay)
	}
	// The charged units shoot at once, before anything else moves
	// (wme.md §7.5 item 13, §8.8; [L1241]), a support charge once both
	// units have moved ([L888]).
	chargers := len(u.Bases)
	shots, err := fireAtCharger(s, u, vs, "charge", d)
	if err != nil {
		return nil, err
	}
	if re != nil && len(u.Bases) == chargers {
		re.open(z) // the player may place the supporters elsewhere (supportreplace.go)
	}
	return append(evs, shots...), nil
}

func zoneName(e geom.Edge) string {
	switch e {
	case geom.Left, geom.Right:
		return e.String() + " flank"
	}
	return e.String()
}

func joinNames(ns []string) string {
	out := ""
	for i, n := range ns {
		if i > 0 {
			out += ", "
		}
		out += n
	}
	return out
}

// chargeChoice is a charge's offer with the solver's answer for it, which
// its supported variants and alternatives reuse (nil for other offers).
type chargeChoice struct {
	rules.Offer
	solution *chargeSolution
}

// chargeOffers are, for each selected unit with a fresh order, a charge at
// every enemy unit within its reach: the placement the solver found, or
// why the charge is not possible (wme.md §7.5).
func chargeOffers(s *rules.State, side int, selected []string) []chargeChoice {
	var offers []chargeChoice
	seen := map[string]bool{}
	for _, id := range selected {
		u, ok := s.UnitOf(id)
		if !ok || seen[u.ID] || u.Side != side || IsCommander(u.Type) || status(u, stMoving) == 0 {
			continue
		}
		seen[u.ID] = true
		reach := allowance(s, u)
		for i := range s.Units {
			t := &s.Units[i]
			if t.Side == side || IsCommander(t.Type) || len(t.Bases) == 0 || unitDistance(s, u, t) > reach+geom.Eps {
				continue
			}
			a := rules.Action{Kind: KindCharge, Side: side, Target: t.ID, Args: map[string]string{"unit": u.ID}}
			offers = append(offers, chargeOffer(s, u, t, a, fmt.Sprintf("%s charge %s", u.Title(), t.Title()), nil))
		}
	}
	return offers
}

// chargeOffer is the offer of charge a of u at t: the placement the solver
// found, with its paths as the preview, or why the charge is not possible
// (im: the initiative targets kept for s, or nil).
func chargeOffer(s *rules.State, u, t *rules.Unit, a rules.Action, label string, im initiativeMemo) chargeChoice {
	sol := solveCharge(s, u, t, a)
	sol.initiative = im
	c := chargeChoice{Offer: rules.Offer{Action: a, Label: label}, solution: sol}
	o := &c.Offer
	if err := checkSolvedCharge(s, a, sol); err != nil {
		o.Disabled = err.Error()
		return c
	}
	p, err := sol.placement(a, nil)
	if err != nil { // an exact zone split: the zone is rolled on the charge
		o.Label += " (the zone is rolled)"
		o.Detail = []string{"the unit stands half in two zones (WME §7.5 [L774])"}
		if shooter(t) {
			o.Detail = append(o.Detail, fmt.Sprintf("%s will shoot at the chargers first if it can (WME §8.8 [L1235-1241])", t.Title()))
		}
		return c
	}
	o.Label += fmt.Sprintf(" — %s, %.0f cm of front in contact", zoneName(p.Zone), p.FrontTarget+p.FrontOther)
	o.Detail = []string{fmt.Sprintf("first base %s against %s, %.1f cm off centre", s.Called(p.First), s.Called(p.Against), p.Offset)}
	if len(p.Engaged) > 1 {
		o.Detail = append(o.Detail, "also engages "+joinNames(p.Engaged[1:]))
	}
	if p.Stepped {
		o.Detail = append(o.Detail, "no room for a battle line: stepped (WME §7.5 [L826-832])")
	}
	o.Detail = append(o.Detail, volleyDetail(s, chargeVolleys(s, u, p.Engaged, p.Poses), "chargers")...)
	o.Detail = append(o.Detail, "a charge is the unit's whole move; no more orders this turn (WME [L415])")
	for _, bid := range p.Order {
		o.Preview = append(o.Preview, rules.Move{Base: bid, Path: p.Paths[bid]})
	}
	return c
}
