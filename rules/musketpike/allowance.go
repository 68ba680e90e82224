package musketpike

import "plateau/rules"

// Movement Allowances, in MP (7.2.1 [L547-L559], spec §3.3).
const (
	maCavalry  = 8 // cavalry and leaders [L549]
	maLight    = 6 // light infantry [L550]
	maStack    = 6 // cavalry and light infantry stacked together [L551], [L608]
	maHeavy    = 4 // heavy infantry [L552]
	maWheeled  = 2 // wagons (when the scenario lets them move) and limbered guns [L553]
	maColumn   = 2 // added in Column [L519]
	maxMAValue = maCavalry + maColumn
)

// baseMA is the MA of u's class before its formation (the table of 7.2.1):
// stacked says it is a cavalry + light infantry stack. Unlimbered
// artillery [L554] and Morale-Broken units [L555] cannot move.
func baseMA(u *rules.Unit, stacked bool) int {
	if moraleBroken(u) {
		return 0
	}
	switch u.Type {
	case Leader:
		return maCavalry
	case Cavalry:
		if stacked {
			return maStack
		}
		return maCavalry
	case LightInfantry:
		if stacked {
			return maStack
		}
		return maLight
	case HeavyInfantry:
		return maHeavy
	case Wagons:
		if u.Profile[keyMobile] == 1 {
			return maWheeled
		}
	case Artillery:
		if limbered(u) {
			return maWheeled
		}
	}
	return 0
}

// movementAllowance is the MA u has if it begins to move now: its class's,
// halved when Formation Shaken [L478], none when Formation Broken [L479]
// or in Hedgehog (no voluntary movement [L485]), 2 more in Column
// [L519]. Every MA is even, so halving leaves no fraction.
func movementAllowance(u *rules.Unit, stacked bool) int {
	ma := baseMA(u, stacked)
	if u.Type == Leader || u.Type == Wagons || u.Type == Artillery {
		return ma
	}
	switch formationOf(u) {
	case Shaken:
		return ma / 2
	case Broken, Hedgehog:
		return 0
	case Column:
		return ma + maColumn
	}
	return ma
}

// facingCost is the MP of one vertex of facing change by a 1-hex unit
// (6.2.1 [L455-L456]): 1 for cavalry and light infantry, 2 for heavy
// infantry; nothing for a counter with no facing [L447].
func facingCost(u *rules.Unit) int {
	switch {
	case !hasFacing(u):
		return 0
	case u.Type == HeavyInfantry:
		return 2
	}
	return 1
}

// Costs of the facing changes that are not per vertex (6.2 [L457],
// [L463]) and the A19 head turn of a 2-hex Column.
const (
	pivotBase        = 1 // + the terrain of the hex entered [L457], [L461]
	countermarchCost = 2 // [L463]
	columnTurnCost   = 2 // the heavy infantry facing cost, A19
)
