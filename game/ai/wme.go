package ai

import (
	"math"

	"plateau/rules"
	"plateau/rules/table"
	"plateau/rules/warmaster"
)

// The planner's judge of Warmaster Evolution positions: a unit is worth
// its points (its purchase price, WME §10.3 [L2242]); a side has lost the
// victory points its enemy has scored (warmaster.VictoryPoints: units
// destroyed, at half strength, objectives held, [L2240-2244]) and, below
// those steps, the share of its points its lost stands and wounds are
// (§6.4 [L547], §8.5 [L1197]), so that a stand lost or a wound counts
// before the unit is halved. An order opens a move (§6.3 [L505]): the
// planner looks one press further, at the advance or charge it allows.

// orderShare is what an order still to give is worth, as a share of the
// unit's worth: half the chance of one advance of about 20 cm (an
// infantry move, [L684]) of approachShare over approachRange.
const orderShare = 0.5 * approachShare * 20 / approachRange

// stepShare is how much of a unit's lost stands and wounds count on top
// of the victory points (which count it only halved or destroyed).
const stepShare = 0.5

func init() {
	judges["wme"] = judge{
		over: func(s *rules.State) (bool, int) {
			return s.Phase == warmaster.PhaseOver, Winner(s)
		},
		lost:  wmeLost,
		worth: wmeWorth,
		opens: func(a rules.Action) bool { return a.Kind == warmaster.KindOrder },
		opened: func(a rules.Action) bool {
			return a.Kind == rules.KindMove || a.Kind == warmaster.KindCharge
		},
		pending: wmePending,
		own: func(s *rules.State, side int) float64 {
			return wmeCommand(s, side) + wmeThreat(s, side)
		},
		turns: true, // "Turn <unit> toward <enemy> and advance" (warmaster/offers_turn.go)
	}
}

// wmeLost is what side has lost: the victory points scored against it
// and the share of its units' points their lost stands and wounds are.
func wmeLost(s *rules.State, side int) float64 {
	vp := warmaster.VictoryPoints(s)
	against := 0.0
	for k, v := range vp {
		if k != side {
			against += float64(v)
		}
	}
	steps := 0.0
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side {
			continue
		}
		size := float64(warmaster.UnitSize(u))
		if size <= 0 {
			continue
		}
		lost := (size - float64(len(u.Bases))) / size
		if h := warmaster.Hits(u); h > 0 && len(u.Bases) > 0 {
			lost += float64(warmaster.Wounds(u)) / (h * size)
		}
		steps += float64(warmaster.Points(u)) * math.Min(lost, 1)
	}
	return against + stepShare*steps
}

// wmeWorth is a unit's points standing, for reach and contact; a
// commander takes no part in them (his marker is never charged).
func wmeWorth(s *rules.State, u *rules.Unit) float64 {
	if warmaster.IsCommander(u.Type) {
		return 0
	}
	size := float64(warmaster.UnitSize(u))
	if size <= 0 {
		return float64(warmaster.Points(u))
	}
	return float64(warmaster.Points(u)) * float64(len(u.Bases)) / size
}

// wmePending is, in side's own Orders sub-phase while its General may
// still give orders, the worth of the orders its units may still receive
// (§6.3: a unit not yet ordered this turn, not stopped by a failed order,
// not moved on initiative [L382], [L505-509]).
func wmePending(s *rules.State, side int) float64 {
	if s.Phase != warmaster.PhaseOrders || s.Active != side || warmaster.OrdersOver(s) {
		return 0
	}
	v := 0.0
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side || !warmaster.Orderable(s, u) {
			continue
		}
		v += orderShare * wmeWorth(s, u)
	}
	return v
}

// commandShare is the share of a unit's worth each band of distance from
// its nearest commander costs: an order is −1 per full 20 cm beyond the
// first (WME §6.4 [L531], A4), so a commander left behind makes every
// order harder. Small beside an advance's gain (approachShare over 20 cm
// is 0.05), so that a unit never holds back to stay near him: it is the
// commanders who follow.
const commandShare = 0.01

// wmeCommand is minus the distance bands from each of side's fighting
// units to its nearest commander, weighted by the unit's worth.
func wmeCommand(s *rules.State, side int) float64 {
	var chiefs []*table.Base
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side == side && warmaster.IsCommander(u.Type) && len(u.Bases) > 0 {
			if b, ok := s.Base(u.Bases[0]); ok {
				chiefs = append(chiefs, b)
			}
		}
	}
	if len(chiefs) == 0 {
		return 0
	}
	v := 0.0
	for i := range s.Units {
		u := &s.Units[i]
		w := wmeWorth(s, u)
		if u.Side != side || w <= 0 {
			continue
		}
		best := math.Inf(1)
		for _, id := range u.Bases {
			b, ok := s.Base(id)
			if !ok {
				continue
			}
			for _, c := range chiefs {
				best = math.Min(best, gap(c, b))
			}
		}
		if !math.IsInf(best, 1) {
			bands := math.Max(0, math.Ceil(best/warmaster.CommandBand-1e-9)-1)
			v -= commandShare * w * bands
		}
	}
	return v
}

// threatShare is the share of a unit's worth it risks standing where an
// enemy as valuable may charge it first: an enemy unit within 20 cm
// charges on initiative at the start of its own turn (WME §6.2 [L382],
// ThreatRange), with the charge's bonuses. It outweighs the last 20 cm of
// an approach (0.05 of approachShare), so that the planner stops short of
// the enemy's reach rather than just inside it, and charges from there.
const threatShare = 0.05

// wmeThreat is minus what side's units risk from the enemies that may
// charge them on initiative: for each unit, the enemy units within
// ThreatRange (not in contact: that fight is the contact term's), as far
// as together they outweigh it.
func wmeThreat(s *rules.State, side int) float64 {
	v := 0.0
	for i := range s.Units {
		u := &s.Units[i]
		w := wmeWorth(s, u)
		if u.Side != side || w <= 0 {
			continue
		}
		near := 0.0
		for j := range s.Units {
			e := &s.Units[j]
			we := wmeWorth(s, e)
			if e.Side == side || we <= 0 {
				continue
			}
			if d := unitGap(s, u, e); d > contactGap && d <= warmaster.ThreatRange {
				near += we
			}
		}
		if near > w {
			v -= threatShare * w * (near - w) / (near + w)
		}
	}
	return v
}

// unitGap is the least gap between the bases of units a and b.
func unitGap(s *rules.State, a, b *rules.Unit) float64 {
	best := math.Inf(1)
	for _, x := range a.Bases {
		bx, ok := s.Base(x)
		if !ok {
			continue
		}
		for _, y := range b.Bases {
			if by, ok := s.Base(y); ok {
				best = math.Min(best, gap(bx, by))
			}
		}
	}
	return best
}
