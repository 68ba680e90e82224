package ai

import (
	"math"

	"plateau/rules"
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
		turns:   true, // "Turn <unit> toward <enemy> and advance" (warmaster/offers_turn.go)
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
