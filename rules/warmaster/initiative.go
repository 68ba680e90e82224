package warmaster

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
)

// The Initiative sub-phase (wme.md §6.2, §7.4; [L441-467], [L718-736]):
// the first of the Command phase. A unit within 20 cm of its nearest
// visible enemy unit may, instead of taking orders this turn, charge that
// unit (the action KindCharge, in this sub-phase) or evade it (KindEvade).

// InitiativeRange is how near the nearest visible enemy must be for a unit
// to use initiative (L445, L636).
const InitiativeRange = 20.0

// keyFanatic marks a unit that must charge on initiative when it can
// (L451, L812; the army lists say who is fanatic).
const keyFanatic = "fanatic"

// initiativeTargets are the enemy units u may react to on initiative: its
// nearest visible enemy unit within 20 cm, several when equally near (the
// owner chooses, L445); enemy commanders are ignored (L1991). A unit that
// may not use initiative gets the reason.
func initiativeTargets(s *rules.State, u *rules.Unit) ([]*rules.Unit, *rules.Violation) {
	no := func(code, rule, format string, args ...any) ([]*rules.Unit, *rules.Violation) {
		return nil, &rules.Violation{Code: code, Rule: rule, Bases: u.Bases, Msg: fmt.Sprintf(format, args...)}
	}
	switch {
	case IsCommander(u.Type):
		return no("commander", "WME §6.7 [L589]", "commanders do not use initiative")
	case len(u.Bases) == 0:
		return no("destroyed", "WME §8.5", "%s has been destroyed", u.Title())
	case status(u, stInitiative) > 0:
		return no("initiative-used", "WME §6.2 [L441]", "%s has already moved on initiative this turn", u.Title())
	case status(u, stConfused) > 0:
		return no("confused", "WME §6.1 [L439]", "%s is confused and cannot move", u.Title())
	case returnedProblem(u, false) != "":
		return no("returned", "WME §7.6 [L921-922]", "%s", returnedProblem(u, false))
	case engaged(s, u):
		return no("engaged", "WME §6.1 [L439]", "%s is engaged in combat and cannot move", u.Title())
	case status(u, stOrders) > 0 || status(u, stNoOrders) > 0:
		return no("ordered", "WME §6.1 [L382], [L437]", "%s has moved by order this turn: no initiative", u.Title())
	case brokenDownProblem(u) != nil:
		return nil, brokenDownProblem(u)
	}
	best := math.Inf(1)
	var out []*rules.Unit
	own := rects(s, u)
	// Only units with a base the grid finds near are measured, in the
	// units' order: the others are more than the range away (nearUnits).
	for _, i := range nearUnits(s, u, InitiativeRange+geom.Eps) {
		e := &s.Units[i]
		if e.Side == u.Side || IsCommander(e.Type) || len(e.Bases) == 0 || farApart(own, rects(s, e), InitiativeRange+geom.Eps) {
			continue
		}
		d := unitDistance(s, u, e)
		if d > InitiativeRange+geom.Eps || d > best+geom.Eps || !seesUnit(s, u, e) {
			continue
		}
		if d < best-geom.Eps {
			out = nil
		}
		best = math.Min(best, d)
		out = append(out, e)
	}
	if len(out) == 0 {
		return no("no-initiative", "WME §6.2 [L445], [L636]", "%s has no visible enemy unit within %.0f cm", u.Title(), InitiativeRange)
	}
	return out, nil
}

// initiativeMemo keeps initiativeTargets' answers on one state, by unit:
// one click's offers ask each unit's several times (its offers, each
// charge's check, each evade's). A nil memo keeps nothing.
type initiativeMemo map[string]initiativeAnswer

// initiativeAnswer is one answer of initiativeTargets.
type initiativeAnswer struct {
	ts []*rules.Unit
	v  *rules.Violation
}

// targets is initiativeTargets(s, u), asked once per memo.
func (m initiativeMemo) targets(s *rules.State, u *rules.Unit) ([]*rules.Unit, *rules.Violation) {
	if m == nil {
		return initiativeTargets(s, u)
	}
	if r, ok := m[u.ID]; ok {
		return r.ts, r.v
	}
	ts, v := initiativeTargets(s, u)
	m[u.ID] = initiativeAnswer{ts, v}
	return ts, v
}

// farApart reports whether the elements as and bs are certainly more than
// r apart: their bounding circles are. It spares the exact distance to
// the enemies far away, which most are.
func farApart(as, bs []geom.Rect, r float64) bool {
	var buf [16]float64
	rb := buf[:0] // bs' radii, each worked out once
	for _, b := range bs {
		rb = append(rb, b.Radius())
	}
	for _, a := range as {
		ra := a.Radius()
		for k, b := range bs {
			if a.Center.Dist(b.Center)-ra-rb[k] <= r {
				return false
			}
		}
	}
	return true
}

// seesUnit reports whether some element of u sees some element of e (G4;
// from any edge with 360° vision, [L327]).
func seesUnit(s *rules.State, u, e *rules.Unit) bool {
	for _, ru := range rects(s, u) {
		for _, re := range rects(s, e) {
			if unitSees(s, u, ru, re) {
				return true
			}
		}
	}
	return false
}

// initiativeNeeded reports whether a unit of the side to play may use
// initiative now; without one the Initiative sub-phase is skipped (none
// can become eligible, since nothing else moves in it).
func initiativeNeeded(s *rules.State) bool {
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == s.Active {
			if _, v := initiativeTargets(s, u); v == nil {
				return true
			}
		}
	}
	return false
}

// initiativePace is a unit's allowance for a charge on initiative: full
// pace, half in an irregular formation (L748, A2), a flyer's 60 cm either
// way ([L2121], [L2145]).
func initiativePace(s *rules.State, u *rules.Unit) float64 {
	allow := enchantedPace(u, pace(u)) // Weird Enchantment (cast.go)
	if irregularHalves(s, u) {
		allow /= 2
	}
	return allow
}

// chargeAllowance is what a charge may cover: the initiative pace in the
// Initiative sub-phase, else the open order's allowance.
func chargeAllowance(s *rules.State, u *rules.Unit) float64 {
	if s.Phase == PhaseInitiative {
		return initiativePace(s, u)
	}
	return allowance(s, u)
}

// prepareInitiativeCharge checks a charge on initiative (wme.md §6.2):
// the target must be the unit's nearest visible enemy within 20 cm (L445,
// L467), never by artillery (L2278).
func prepareInitiativeCharge(s *rules.State, a rules.Action, im initiativeMemo) (u, t *rules.Unit, err error) {
	no := func(code, rule, format string, args ...any) (*rules.Unit, *rules.Unit, error) {
		return nil, nil, &rules.Violation{Code: code, Rule: rule, Msg: fmt.Sprintf(format, args...)}
	}
	u, t, err = chargeParties(s, a)
	if err != nil {
		return nil, nil, err
	}
	switch {
	case u.Type == Artillery:
		return no("artillery", "WME §11.3 [L2278]", "artillery never charges on initiative (it may on an order)")
	}
	ts, v := im.targets(s, u)
	if v != nil {
		return nil, nil, v
	}
	for _, x := range ts {
		if x.ID == t.ID {
			return u, t, nil
		}
	}
	return no("nearest", "WME §6.2 [L445], [L467]", "on initiative %s may react only to its nearest visible enemy, %s", u.Title(), targetNames(ts))
}

// chosenTarget is the enemy a unit acts on among its equally near ones
// ts: the one its owner names (id), else the first; nil if id names none
// of them.
func chosenTarget(ts []*rules.Unit, id string) *rules.Unit {
	if id == "" {
		return ts[0]
	}
	for _, t := range ts {
		if t.ID == id {
			return t
		}
	}
	return nil
}

func targetNames(ts []*rules.Unit) string {
	names := make([]string, len(ts))
	for i, t := range ts {
		names[i] = t.Title()
	}
	return strings.Join(names, " or ")
}

// fanaticPending is the refusal to leave the Initiative sub-phase (or to
// evade) while a fanatic unit can charge on initiative (L451, L812).
func fanaticPending(s *rules.State) *rules.Violation {
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == s.Active && (flag(u, keyFanatic) || flag(u, keyHatesHumans)) {
			if v := fanaticMustCharge(s, u, nil); v != nil {
				return v
			}
		}
	}
	return nil
}

// fanaticMustCharge is the refusal of anything but a charge for fanatic
// unit u, if it can charge one of its initiative targets (im: as in
// prepareInitiativeCharge); for a unit that hates humans, if it can
// charge one of them that is human (specials.go, the sheet §3.2 Ogres,
// Q28).
func fanaticMustCharge(s *rules.State, u *rules.Unit, im initiativeMemo) *rules.Violation {
	fanatic := flag(u, keyFanatic)
	if !fanatic && !flag(u, keyHatesHumans) || u.Type == Artillery {
		return nil
	}
	ts, v := im.targets(s, u)
	if v != nil {
		return nil
	}
	for _, t := range ts {
		if !fanatic && !flag(t, keyHuman) {
			continue
		}
		a := rules.Action{Kind: KindCharge, Side: u.Side, Target: t.ID, Args: map[string]string{"unit": u.ID}}
		switch {
		case checkCharge(s, a) != nil:
		case !fanatic:
			return &rules.Violation{Code: "hates-humans", Rule: "sheet §3.2 Ogres 1, Q28; WME §6.2 [L445], [L451]", Bases: u.Bases,
				Msg: fmt.Sprintf("%s must charge %s on initiative: they charge humans whenever they can", u.Title(), t.Title())}
		default:
			return &rules.Violation{Code: "fanatic", Rule: "WME §6.2 [L451], [L812]", Bases: u.Bases,
				Msg: fmt.Sprintf("%s are fanatics and must charge %s on initiative", u.Title(), t.Title())}
		}
	}
	return nil
}

// startOrders begins the Orders sub-phase of the side to play.
func startOrders(s *rules.State, why string) rules.Event {
	s.Phase = PhaseOrders
	text := fmt.Sprintf("%s: Orders sub-phase", s.Sides[s.Active].Name)
	if why != "" {
		text += " (" + why + ")"
	}
	return rules.Event{Kind: "phase", Side: s.Active, Text: text}
}

// initiativeOffers are, for each selected unit of the side (every one when
// none is selected), a charge on initiative and an evade of each of its
// nearest visible enemies within 20 cm (wme.md §6.2, §7.4), with the
// bases' paths as the preview.
func initiativeOffers(s *rules.State, side int, selected []string) []chargeChoice {
	var units []*rules.Unit
	seen := map[string]bool{}
	for _, id := range selected {
		if u, ok := s.UnitOf(id); ok && !seen[u.ID] && u.Side == side && !IsCommander(u.Type) {
			seen[u.ID] = true
			units = append(units, u)
		}
	}
	explicit := len(units) > 0
	if !explicit {
		for i := range s.Units {
			if u := &s.Units[i]; u.Side == side && !IsCommander(u.Type) && len(u.Bases) > 0 {
				units = append(units, u)
			}
		}
	}
	var offers []chargeChoice
	var eng map[string]bool
	im := initiativeMemo{} // one state: each unit's targets are asked once
	for _, u := range units {
		ts, v := im.targets(s, u)
		if v != nil {
			if explicit {
				offers = append(offers, chargeChoice{Offer: rules.Offer{Label: u.Title() + ": no initiative", Disabled: v.Error(),
					Action: rules.Action{Kind: KindEvade, Side: side, Args: map[string]string{"unit": u.ID}}}})
			}
			continue
		}
		for _, t := range ts {
			a := rules.Action{Kind: KindCharge, Side: side, Target: t.ID, Args: map[string]string{"unit": u.ID}}
			o := chargeOffer(s, u, t, a, fmt.Sprintf("%s charge %s (initiative)", u.Title(), t.Title()), im)
			o.Detail = append(o.Detail, fmt.Sprintf("on initiative: %.0f cm (full or half pace by its formation, A2); no orders this turn (WME §6.1 [L382])", initiativePace(s, u)))
			offers = append(offers, o)
			if flag(u, keyFly) {
				continue // flyers do not evade (L2121)
			}
			if eng == nil {
				eng = engagedSet(s) // one state: the same for every evade offered
			}
			for _, e := range evadeOffers(s, side, u, t, eng, im) {
				offers = append(offers, chargeChoice{Offer: e})
			}
		}
	}
	return offers
}
