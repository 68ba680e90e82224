package warmaster

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The Initiative sub-phase (wme.md §6.2, §7.4; [L441-467], [L718-736]):
// the first of the Command phase. A unit within 20 cm of its nearest
// visible enemy unit may, instead of taking orders this turn, charge that
// unit (the action KindCharge, in this sub-phase) or evade it (KindEvade).

// KindEvade is a unit's evade on initiative (wme.md §7.4): Args["unit"]
// moves Args["distance"] cm (the longest legal distance up to its full
// pace when absent) straight away from Target, its nearest visible enemy
// (the first of the equally near ones when Target is empty). The unit
// moves as one body and keeps its formation.
const KindEvade = "evade"

// InitiativeRange is how near the nearest visible enemy must be for a unit
// to use initiative (L445, L636).
const InitiativeRange = 20.0

// keyFanatic marks a unit that must charge on initiative when it can
// (L451, L812; the army lists say who is fanatic).
const keyFanatic = "fanatic"

// evadeStep is the step (cm) of the search for the longest legal evade,
// before a bisection refines it to evadeResolution.
const (
	evadeStep       = 0.5
	evadeResolution = 0.1 // a millimetre: finer than any hand on the table
)

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
		return no("destroyed", "WME §8.5", "%s has been destroyed", u.Name)
	case status(u, stInitiative) > 0:
		return no("initiative-used", "WME §6.2 [L441]", "%s has already moved on initiative this turn", u.Name)
	case status(u, stConfused) > 0:
		return no("confused", "WME §6.1 [L439]", "%s is confused and cannot move", u.Name)
	case returnedProblem(u, false) != "":
		return no("returned", "WME §7.6 [L921-922]", "%s", returnedProblem(u, false))
	case engaged(s, u):
		return no("engaged", "WME §6.1 [L439]", "%s is engaged in combat and cannot move", u.Name)
	case status(u, stOrders) > 0 || status(u, stNoOrders) > 0:
		return no("ordered", "WME §6.1 [L382], [L437]", "%s has moved by order this turn: no initiative", u.Name)
	}
	best := math.Inf(1)
	var out []*rules.Unit
	for i := range s.Units {
		e := &s.Units[i]
		if e.Side == u.Side || IsCommander(e.Type) || len(e.Bases) == 0 {
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
		return no("no-initiative", "WME §6.2 [L445], [L636]", "%s has no visible enemy unit within %.0f cm", u.Name, InitiativeRange)
	}
	return out, nil
}

// seesUnit reports whether some element of u sees some element of e (G4).
func seesUnit(s *rules.State, u, e *rules.Unit) bool {
	for _, ru := range rects(s, u) {
		for _, re := range rects(s, e) {
			if sees(s, ru, re) {
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
// pace, half in an irregular formation (L748, A2).
func initiativePace(s *rules.State, u *rules.Unit) float64 {
	allow := pace(u)
	if FormationOf(rects(s, u)) <= Irregular {
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
func prepareInitiativeCharge(s *rules.State, a rules.Action) (u, t *rules.Unit, err error) {
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
	ts, v := initiativeTargets(s, u)
	if v != nil {
		return nil, nil, v
	}
	for _, x := range ts {
		if x.ID == t.ID {
			return u, t, nil
		}
	}
	return no("nearest", "WME §6.2 [L445], [L467]", "on initiative %s may react only to its nearest visible enemy, %s", u.Name, targetNames(ts))
}

func targetNames(ts []*rules.Unit) string {
	names := make([]string, len(ts))
	for i, t := range ts {
		names[i] = t.Name
	}
	return strings.Join(names, " or ")
}

// fanaticPending is the refusal to leave the Initiative sub-phase (or to
// evade) while a fanatic unit can charge on initiative (L451, L812).
func fanaticPending(s *rules.State) *rules.Violation {
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == s.Active && flag(u, keyFanatic) {
			if v := fanaticMustCharge(s, u); v != nil {
				return v
			}
		}
	}
	return nil
}

// fanaticMustCharge is the refusal of anything but a charge for fanatic
// unit u, if it can charge one of its initiative targets.
func fanaticMustCharge(s *rules.State, u *rules.Unit) *rules.Violation {
	if !flag(u, keyFanatic) || u.Type == Artillery {
		return nil
	}
	ts, v := initiativeTargets(s, u)
	if v != nil {
		return nil
	}
	for _, t := range ts {
		a := rules.Action{Kind: KindCharge, Side: u.Side, Target: t.ID, Args: map[string]string{"unit": u.ID}}
		if checkCharge(s, a) == nil {
			return &rules.Violation{Code: "fanatic", Rule: "WME §6.2 [L451], [L812]", Bases: u.Bases,
				Msg: fmt.Sprintf("%s are fanatics and must charge %s on initiative", u.Name, t.Name)}
		}
	}
	return nil
}

// evadePlan is a checked evade.
type evadePlan struct {
	u, t  *rules.Unit
	dir   geom.Vec // unit vector, straight away from t (G2)
	dist  float64
	full  float64
	paths map[string]geom.Path
}

// planEvade checks an evade (wme.md §7.4; L718-736).
func planEvade(s *rules.State, a rules.Action) (evadePlan, error) {
	var p evadePlan
	no := func(code, rule, format string, args ...any) (evadePlan, error) {
		return p, &rules.Violation{Code: code, Rule: rule, Msg: fmt.Sprintf(format, args...)}
	}
	if s.Phase != PhaseInitiative {
		return no("phase", "WME §7.4 [L720]", "units evade only on initiative, in the Initiative sub-phase")
	}
	u, ok := s.Unit(a.Args["unit"])
	if !ok {
		return p, fmt.Errorf("warmaster: no unit %q to evade", a.Args["unit"])
	}
	switch {
	case u.Side != a.Side:
		return no("not-yours", "sequence of play", "%s is not yours", u.Name)
	case flag(u, keyFly):
		return no("flyer", "WME §11.2 [L2121]", "flyers may not evade")
	}
	ts, v := initiativeTargets(s, u)
	if v != nil {
		return p, v
	}
	t := ts[0] // equally near enemies: the owner names one, else the first
	if a.Target != "" {
		t = nil
		for _, x := range ts {
			if x.ID == a.Target {
				t = x
			}
		}
		if t == nil {
			return no("nearest", "WME §7.4 [L726], §6.2 [L445]", "%s may evade only its nearest visible enemy, %s", u.Name, targetNames(ts))
		}
	}
	if v := fanaticMustCharge(s, u); v != nil {
		return p, v
	}
	p = evadePlan{u: u, t: t, dir: awayFrom(s, u, t), full: pace(u)}
	if d := a.Args["distance"]; d != "" {
		dist, err := strconv.ParseFloat(strings.TrimSpace(d), 64)
		if err != nil || math.IsNaN(dist) || dist <= 0 {
			return p, fmt.Errorf("warmaster: evade distance %q: want a positive number of cm", d)
		}
		if dist > p.full+geom.Eps {
			return no("allowance", "WME §7.4 [L722]", "%s evades at most its full pace, %.0f cm, not %.1f", u.Name, p.full, dist)
		}
		p.dist = dist
		if v := tryEvade(s, &p); v != nil {
			return p, v
		}
		return p, nil
	}
	p.dist = p.full
	first := tryEvade(s, &p)
	if first == nil {
		return p, nil
	}
	best := 0.0
	for d := p.full - evadeStep; d > geom.Eps; d -= evadeStep {
		p.dist = d
		if tryEvade(s, &p) == nil {
			best = d
			break
		}
	}
	if best == 0 {
		return p, first
	}
	lo, hi := best, math.Min(best+evadeStep, p.full)
	for hi-lo > evadeResolution/4 {
		p.dist = (lo + hi) / 2
		if tryEvade(s, &p) == nil {
			lo = p.dist
		} else {
			hi = p.dist
		}
	}
	p.dist = math.Max(best, math.Floor(lo/evadeResolution)*evadeResolution)
	if tryEvade(s, &p) != nil {
		p.dist = best
		tryEvade(s, &p)
	}
	return p, nil
}

// awayFrom is the direction straight away from t for u: along the ruler
// laid between the two units' closest points, from t to u (G2, L726-728).
// Several equally close pairs (the owner's choice) give the first.
func awayFrom(s *rules.State, u, t *rules.Unit) geom.Vec {
	best := math.Inf(1)
	var dir geom.Vec
	for _, ru := range rects(s, u) {
		for _, rt := range rects(s, t) {
			pa, pb, d := table.Closest(ru, rt)
			if d < best-geom.Eps {
				best, dir = d, pa.Sub(pb).Unit()
			}
		}
	}
	if dir == (geom.Vec{}) {
		dir = unitCentre(s, u).Sub(unitCentre(s, t)).Unit()
	}
	return dir
}

// tryEvade checks p.dist along p.dir and fills p.paths: every base moves
// as a move by order would (clear path, terrain, gaps, on the table, no
// contact with an enemy: §7.2-7.3), within full pace whatever the
// formation (L722), and ends at least 1 cm from every unit engaged in
// combat, friend or enemy (L724, A10). Friends are not passed through
// (the passing of ranks, L736, is not offered).
func tryEvade(s *rules.State, p *evadePlan) *rules.Violation {
	p.paths = map[string]geom.Path{}
	moving := map[string]bool{}
	for _, id := range p.u.Bases {
		moving[id] = true
	}
	poses := map[string]geom.Pose{}
	for _, id := range p.u.Bases {
		b, _ := s.Base(id)
		from := b.Shape.Pose()
		to := geom.Pose{Pos: from.Pos.Add(p.dir.Scale(p.dist)), Facing: from.Facing}
		path := geom.Path{from, to}
		if v := checkBase(s, p.u, b, path, p.full, moving); v != nil {
			v.Msg = fmt.Sprintf("%s cannot evade %.1f cm: %s", p.u.Name, p.dist, v.Msg)
			return v
		}
		p.paths[id] = path
		poses[id] = to
	}
	n := withPoses(s, poses)
	eng := engagedSet(s)
	for i := range s.Units {
		o := &s.Units[i]
		if o.ID == p.u.ID || !eng[o.ID] || IsCommander(o.Type) {
			continue
		}
		if d := unitDistance(n, p.u, o); d < CombatGap-geom.Eps {
			return &rules.Violation{Code: "evade-gap", Rule: "WME §7.4 [L724], A10", Bases: append(append([]string(nil), p.u.Bases...), o.Bases...),
				Msg: fmt.Sprintf("%s would end %.1f cm from %s, engaged in combat: an evade ends at least 1 cm from every engaged unit", p.u.Name, d, o.Name)}
		}
	}
	return nil
}

// applyEvade moves the unit; it takes no orders this turn (L382, L437).
func applyEvade(s *rules.State, a rules.Action) ([]rules.Event, error) {
	p, err := planEvade(s, a)
	if err != nil {
		return nil, err
	}
	for id, path := range p.paths {
		b, _ := s.Base(id)
		b.Shape = b.Shape.At(path.End())
	}
	p.u.SetStatus(stInitiative, 1)
	p.u.SetStatus(stNoOrders, 1)
	p.u.SetStatus(stMoves, status(p.u, stMoves)+1)
	return []rules.Event{{Kind: "evade", Side: a.Side, Unit: p.u.ID,
		Text: fmt.Sprintf("%s evade %s on initiative: %.1f cm straight away (full pace %.0f cm); no orders this turn", p.u.Name, p.t.Name, p.dist, p.full)}}, nil
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
func initiativeOffers(s *rules.State, side int, selected []string) []rules.Offer {
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
	var offers []rules.Offer
	for _, u := range units {
		ts, v := initiativeTargets(s, u)
		if v != nil {
			if explicit {
				offers = append(offers, rules.Offer{Label: u.Name + ": no initiative", Disabled: v.Error(),
					Action: rules.Action{Kind: KindEvade, Side: side, Args: map[string]string{"unit": u.ID}}})
			}
			continue
		}
		for _, t := range ts {
			a := rules.Action{Kind: KindCharge, Side: side, Target: t.ID, Args: map[string]string{"unit": u.ID}}
			o := chargeOffer(s, u, t, a, fmt.Sprintf("%s charge %s (initiative)", u.Name, t.Name))
			o.Detail = append(o.Detail, fmt.Sprintf("on initiative: %.0f cm (full or half pace by its formation, A2); no orders this turn (WME §6.1 [L382])", initiativePace(s, u)))
			offers = append(offers, o)
			if flag(u, keyFly) {
				continue // flyers do not evade (L2121)
			}
			e := rules.Action{Kind: KindEvade, Side: side, Target: t.ID, Args: map[string]string{"unit": u.ID}}
			eo := rules.Offer{Action: e, Label: fmt.Sprintf("%s evade %s", u.Name, t.Name)}
			p, err := planEvade(s, e)
			if err != nil {
				eo.Disabled = err.Error()
				offers = append(offers, eo)
				continue
			}
			e.Args["distance"] = strconv.FormatFloat(p.dist, 'f', 1, 64)
			eo.Action = e
			eo.Label += fmt.Sprintf(" (%.0f cm)", p.dist)
			eo.Detail = []string{
				fmt.Sprintf("%.1f cm straight away from %s, at full pace whatever the formation (WME §7.4 [L722-728])", p.dist, t.Name),
				"the unit keeps its formation; it ends 1 cm or more from any engaged unit (A10); no orders this turn (WME §6.1 [L382])",
			}
			for _, id := range u.Bases {
				eo.Preview = append(eo.Preview, rules.Move{Base: id, Path: p.paths[id]})
			}
			offers = append(offers, eo)
		}
	}
	return offers
}
