package gboh

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
)

// Dispelling (spec §11.5 [L4189-4222]): when a lasting spell is cast, the
// other player may answer with one of his mages (phase dispel, the action
// dispel): it counts as his spell of the turn, at 30 Magic Points if he
// knows the spell, 60 if not (a mage is read as knowing every spell his
// Magic allows, A1's lost lists), within his base range of the spell's
// target and in LOS (a reading: the text gives no range). Two d10 read as
// a percentage (A30) below the chance of the ratio of the Magics — the
// Dispel column if he knows it, Disrupt if not — lift it.

// KindDispel answers a lasting spell: Args["mage"] the mage who tries, or
// "none".
const KindDispel = "dispel"

// PhaseDispel is the other player's answer to a lasting spell.
const PhaseDispel = "dispel"

// Counters of a pending dispel.
const (
	ctDispelOn    = "dispel-on"    // 1 + the index of the unit under the spell
	ctDispelSpell = "dispel-spell" // 1 bravery, 2 demoralization
)

// dispellable are the lasting spells, numbered for ctDispelSpell.
var dispellable = []string{"bravery", "demoralization"}

// spellStatus is the status pair a lasting spell keeps on its target.
var spellStatus = map[string][2]string{"bravery": {stBravery, stBraveryMagic}, "demoralization": {stDemor, stDemorMagic}}

func init() {
	positionKeys.Counters = append(positionKeys.Counters,
		rules.Key{Name: ctDispelOn, Range: count, Doc: "1 + the index among the units of the unit a lasting spell was cast on, for the dispel the other player may try [L4189-4222]"},
		rules.Key{Name: ctDispelSpell, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "the lasting spell: 1 Bravery, 2 Demoralization"})
}

// dispelRow is one row of the dispel table: the least ratio and its
// chances in percent.
type dispelRow struct {
	ratio           float64
	dispel, disrupt int
}

var dispelTable = []dispelRow{{0.5, 25, 0}, {1, 50, 20}, {2, 75, 35}, {3, 85, 50}}

// dispelChance is the chance in percent of a dispeller of Magic mine
// against a caster of Magic theirs (the highest row at most the ratio;
// below half, none: A30) [L4207-4222].
func dispelChance(mine, theirs int, knows bool) int {
	r := float64(mine) / float64(max(theirs, 1))
	pct := 0
	for _, row := range dispelTable {
		if r >= row.ratio-1e-9 {
			pct = row.disrupt
			if knows {
				pct = row.dispel
			}
		}
	}
	return pct
}

// dispelCost is what a try costs [L4191-4195].
func dispelCost(knows bool) int {
	if knows {
		return 30
	}
	return 60
}

// mayDispel reports whether enemy mage x may try to dispel spell sp on t.
func mayDispel(s *rules.State, bd *board, x, t *rules.Unit, sp *spell) bool {
	if !isMage(x) || !onTable(x) || x.Status[stFinished] == 1 || x.Status[stCast] == 1 {
		return false
	}
	if magicPoints(x) < dispelCost(int(x.Profile[keyMagic]) >= sp.minMagic) {
		return false
	}
	rng, _ := baseOf(int(x.Profile[keyMagic]))
	xc, _ := bd.where(s, x)
	tc, ok := bd.where(s, t)
	return ok && xc.at.HexDist(tc.hex()) <= rng && bd.fireSight(s, x, xc.hex(), tc.hex())
}

// offerDispel hands the play to the other player when one of his mages
// may try to dispel the spell just cast on t.
func offerDispel(s *rules.State, mg, t *rules.Unit, sp *spell) []rules.Event {
	if autoDecline(s) {
		return nil
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	for i := range s.Units {
		if x := &s.Units[i]; x.Side != mg.Side && mayDispel(s, bd, x, t, sp) {
			k := 0
			for j, n := range dispellable {
				if n == sp.key {
					k = j + 1
				}
			}
			s.SetCounter(ctDispelOn, s.UnitIndex(t.ID)+1)
			s.SetCounter(ctDispelSpell, k)
			s.Phase, s.Active = PhaseDispel, 1-mg.Side
			return []rules.Event{{Kind: "dispel", Side: 1 - mg.Side, Text: fmt.Sprintf("%s may try to dispel %s on %s [L4189-4222]", s.Sides[1-mg.Side].Name, sp.name, s.UnitName(t.ID))}}
		}
	}
	return nil
}

// pendingDispel is the unit and spell a dispel would lift.
func pendingDispel(s *rules.State) (*rules.Unit, *spell) {
	i, k := s.Counters[ctDispelOn]-1, s.Counters[ctDispelSpell]-1
	if i < 0 || i >= len(s.Units) || k < 0 || k >= len(dispellable) {
		return nil, nil
	}
	return &s.Units[i], spells[dispellable[k]]
}

// checkDispel checks an answer: nil mage for none.
func checkDispel(s *rules.State, a rules.Action) (*rules.Unit, error) {
	t, sp := pendingDispel(s)
	if t == nil {
		return nil, fmt.Errorf("gboh: counters dispel-on and dispel-spell name no spell")
	}
	if a.Args["mage"] == "none" {
		return nil, nil
	}
	x, ok := s.Unit(a.Args["mage"])
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	if !ok || x.Side != a.Side || !mayDispel(s, bd, x, t, sp) {
		return nil, refuse("no-dispel", "GBoH §11.5 [L4189-4222]", "%q may not try to dispel %s on %s: name a mage of yours with his spell of the turn and the Magic Points left, %s within his base range and sight (mage), or none", a.Args["mage"], sp.name, s.UnitName(t.ID), s.UnitName(t.ID))
	}
	return x, nil
}

// applyDispel rolls the dispel, or declines; the play goes back to the
// caster's phase.
func applyDispel(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	x, err := checkDispel(s, a)
	if err != nil {
		return nil, err
	}
	t, sp := pendingDispel(s)
	var evs []rules.Event
	if x == nil {
		evs = append(evs, rules.Event{Kind: "dispel", Side: a.Side, Text: s.Sides[a.Side].Name + " does not try to dispel " + sp.name})
	} else {
		ks := spellStatus[sp.key]
		knows := int(x.Profile[keyMagic]) >= sp.minMagic
		cost := dispelCost(knows)
		x.SetStatus(stSpent, x.Status[stSpent]+cost)
		x.SetStatus(stCast, 1)
		pct := dispelChance(int(x.Profile[keyMagic]), t.Status[ks[1]], knows)
		tens, r1, err := die(d)
		if err != nil {
			return nil, err
		}
		units, r2, err := die(d)
		if err != nil {
			return nil, err
		}
		roll := 10*tens + units
		col := map[bool]string{true: "Dispel", false: "Disrupt"}[knows]
		text := fmt.Sprintf("%s tries to dispel %s on %s (%d Magic Points): Magic %d against %d, %s %d%%: rolled %02d: ", s.UnitName(x.ID), sp.name, s.UnitName(t.ID), cost, int(x.Profile[keyMagic]), t.Status[ks[1]], col, pct, roll)
		if roll < pct {
			lift(t, ks[0], ks[1])
			text += "dispelled [L4207-4222]"
		} else {
			text += "it holds"
		}
		evs = append(evs, rules.Event{Kind: "dispel", Side: a.Side, Unit: x.ID, Text: text, Rolls: []dice.Roll{r1, r2},
			Facts: []rules.Fact{{Name: "percent", Value: roll, Rule: "GBoH §11.5 [L4207-4222]"}, {Name: "chance", Value: pct}}})
	}
	s.SetCounter(ctDispelOn, 0)
	s.SetCounter(ctDispelSpell, 0)
	l := activeLeader(s)
	s.Phase, s.Active = PhaseOrders, l.Side
	return evs, nil
}
