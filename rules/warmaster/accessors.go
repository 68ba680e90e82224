package warmaster

import "plateau/rules"

// Accessors for players outside the rules (game/ai's planner), so that
// they read what a unit is without knowing the status keys' names
// (status.go). Each reads the state only.

// UnitSize is how many elements u had at the start of the battle (its
// "size" status, §8.5 [L1197]); 0 for a unit without one (a commander).
func UnitSize(u *rules.Unit) int { return status(u, stSize) }

// Wounds are the wounds u has taken that are not yet worth an element
// (§8.5: kept until the end of the phase, or while it is engaged).
func Wounds(u *rules.Unit) int { return status(u, stWounds) }

// Hits is how many wounds one element of u takes before it is removed
// (its profile's "hits", §8.5; 4 once a Giant is badly hurt, the sheet
// §3.2 Giant 3).
func Hits(u *rules.Unit) float64 {
	if isBadlyHurt(u) {
		return badlyHurtHits
	}
	return u.Profile[keyHits]
}

// Orderable reports whether u may still be given an order this turn in
// s: a unit of the side in its Orders sub-phase, the General not having
// failed ([L509]), not ordered yet this turn, not stopped by a failed
// order or a blunder ([L489], [L505]), not moved on initiative ([L382]).
// It is the planner's rough count of orders still to come, not Check: it
// does not weigh command range nor the unit's other circumstances.
func Orderable(s *rules.State, u *rules.Unit) bool {
	return s.Phase == PhaseOrders && u.Side == s.Active && !OrdersOver(s) && !IsCommander(u.Type) && len(u.Bases) > 0 &&
		status(u, stOrders) == 0 && status(u, stNoOrders) == 0 && status(u, stInitiative) == 0
}

// OrdersOver reports whether the General has failed an order this turn,
// which ends the Orders sub-phase for every commander ([L509]).
func OrdersOver(s *rules.State) bool { return s.Counters[ctOrdersOver] != 0 }

// Points is what u cost its army, upgrades and magic item included (its
// purchase price, [L2242]): what its loss is worth in victory points.
func Points(u *rules.Unit) int { return purchasePrice(u) }
