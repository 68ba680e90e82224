package gboh

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
)

// Magic (spec §11.2-§11.5, source §11 [L2898-4222]): a mage is a leader or
// hero with a Magic rating; he starts with as many Magic Points as his
// rating and spends them on spells (KindCast), one a turn; an enemy mage
// may answer a lasting spell by dispelling it (magicdispel.go).

// KindCast casts a spell: Args["mage"] the mage, Args["spell"] its key
// (spells), Target the unit it aims at.
const KindCast = "cast"

// Mage statuses.
const (
	stSpent = "spent" // Magic Points spent [L2995-3004]
	stCast  = "cast"  // has cast his spell this turn [L3012-3014]
)

func init() {
	positionKeys.Unit = append(positionKeys.Unit,
		rules.Key{Name: stSpent, Range: rules.Range{Lo: 0, Hi: 1000, Whole: true}, Doc: "a mage's Magic Points spent [L2995-3004]"},
		rules.Key{Name: stCast, Range: flag, Doc: "a mage who has cast his spell this turn [L3012-3014]"})
	statusOf[stSpent] = isIndividual
	statusOf[stCast] = isIndividual
}

// isMage reports a leader or hero with a Magic rating [L2903-2915].
func isMage(u *rules.Unit) bool { return isIndividual(u) && u.Profile[keyMagic] > 0 }

// magicPoints is what mage u has left [L2995-3004].
func magicPoints(u *rules.Unit) int { return int(u.Profile[keyMagic]) - u.Status[stSpent] }

// magicRow is one row of the base range and duration table [L2943-2989].
type magicRow struct{ magic, rng, turns int }

var magicTable = []magicRow{
	{100, 1, 5}, {120, 1, 6}, {140, 1, 7}, {160, 2, 8}, {180, 2, 9}, {200, 3, 10},
	{220, 3, 13}, {240, 4, 15}, {260, 4, 16}, {280, 5, 17}, {300, 5, 22}, {320, 6, 24},
	{340, 7, 25}, {360, 7, 31}, {380, 8, 33}, {400, 9, 40}, {420, 10, 47}, {440, 11, 55}, {460, 12, 65},
}

// baseOf is the base range (hexes) and duration (turns) of Magic m: the
// highest row at most m (A30, T28); below the first row, the first (a
// reading: the table starts at 100).
func baseOf(m int) (rng, turns int) {
	r := magicTable[0]
	for _, row := range magicTable {
		if row.magic <= m {
			r = row
		}
	}
	return r.rng, r.turns
}

// checkCast checks a spell [L2923-2934]: a mage of the side, not
// Finished, with enough Magic Points and the Magic the spell needs, his
// spell of the turn not cast; the active leader himself, stacked with
// him, or on one of his Individual Orders; the target in base range (half
// for some spells) and in clear LOS, as the spell wants.
func checkCast(s *rules.State, a rules.Action) (*rules.Unit, *spell, *rules.Unit, int, error) {
	mg, ok := s.Unit(a.Args["mage"])
	if !ok || !isMage(mg) || mg.Side != a.Side || !onTable(mg) {
		return nil, nil, nil, 0, refuse("no-mage", "GBoH §11.1 [L2903-2915]", "name one of your mages on the map (mage)")
	}
	sp, ok := spells[a.Args["spell"]]
	if !ok {
		return nil, nil, nil, 0, refuse("no-spell", "GBoH §11.4 [L2993-4187]", "unknown spell %q (known: %s)", a.Args["spell"], spellKeys())
	}
	name := s.UnitName(mg.ID)
	magic := int(mg.Profile[keyMagic])
	cost := sp.cost(magic)
	switch {
	case mg.Status[stFinished] == 1:
		return nil, nil, nil, 0, refuse("finished", "GBoH §11.1 [L2933-2934]", "%s is Finished: he casts no spell", name)
	case mg.Status[stCast] == 1:
		return nil, nil, nil, 0, refuse("one-spell", "GBoH §11.1 [L3012-3014]", "%s has cast his spell this turn", name)
	case magic < sp.minMagic:
		return nil, nil, nil, 0, refuse("magic", "GBoH §11.4", "%s needs Magic %d; %s has %d", sp.name, sp.minMagic, name, magic)
	case magicPoints(mg) < cost:
		return nil, nil, nil, 0, refuse("points", "GBoH §11.1 [L2923-2926]", "%s costs %d Magic Points; %s has %d left", sp.name, cost, name, magicPoints(mg))
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, nil, nil, 0, err
	}
	l := activeLeader(s)
	orders := 0
	if mg != l && !stackedWith(s, bd, mg, l) {
		if orders, err = orderFor(s, bd, mg); err != nil {
			return nil, nil, nil, 0, err
		}
		orders = max(orders, 1)
	}
	t, ok := s.Unit(a.Target)
	if !ok || !isCombat(t) || !onTable(t) || (sp.friendly != (t.Side == mg.Side)) {
		what := "an enemy"
		if sp.friendly {
			what = "a friendly"
		}
		return nil, nil, nil, 0, refuse("target", "GBoH §11.4", "%s aims at %s combat unit on the map (target)", sp.name, what)
	}
	rng, _ := baseOf(magic)
	mc, _ := bd.where(s, mg)
	tc, _ := bd.where(s, t)
	d := mc.at.HexDist(tc.hex())
	if sp.adjacent && d != 1 {
		return nil, nil, nil, 0, refuse("range", "GBoH §11.4", "%s aims at an adjacent unit; %s is %d hexes away", sp.name, s.UnitName(t.ID), d)
	}
	if sp.half && 2*d >= rng || !sp.half && d > rng {
		return nil, nil, nil, 0, refuse("range", "GBoH §11.2 [L2943-2989]", "%s is %d hexes from %s, whose base range is %d (spells within half of it: less than half)", s.UnitName(t.ID), d, name, rng)
	}
	if !bd.fireSight(s, mg, mc.hex(), tc.hex()) {
		return nil, nil, nil, 0, refuse("los", "GBoH §11.4", "%s has no clear line of sight to %s", name, s.UnitName(t.ID))
	}
	return mg, sp, t, orders, nil
}

// stackedWith reports whether individual x stands on leader l's hex.
func stackedWith(s *rules.State, bd *board, x, l *rules.Unit) bool {
	if l == nil {
		return false
	}
	a, ok1 := bd.where(s, x)
	b, ok2 := bd.where(s, l)
	return ok1 && ok2 && a.hex() == b.hex()
}

// applyCast spends the points and the order, casts, then offers the enemy
// mages a dispel of a lasting spell (magicdispel.go).
func applyCast(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	mg, sp, t, orders, err := checkCast(s, a)
	if err != nil {
		return nil, err
	}
	cost := sp.cost(int(mg.Profile[keyMagic]))
	mg.SetStatus(stSpent, mg.Status[stSpent]+cost)
	mg.SetStatus(stCast, 1)
	s.SetCounter(ctOrders, s.Counters[ctOrders]+orders)
	if l := activeLeader(s); l != nil {
		l.SetStatus(stTrumper, 0)
	}
	ev := rules.Event{Kind: "cast", Side: mg.Side, Unit: mg.ID, Text: fmt.Sprintf("%s casts %s on %s: %d Magic Points (%d left) [%s]", s.UnitName(mg.ID), sp.name, s.UnitName(t.ID), cost, magicPoints(mg), sp.ref)}
	if isDragon(t) && !directSpells[sp.key] {
		res, err := dragonResists(s, t, d)
		if err != nil {
			return nil, err
		}
		if res.Kind == "resist" {
			return []rules.Event{ev, res}, nil // [L4313-4316]
		}
		ev.Text += "; " + res.Text
	}
	evs, err := sp.cast(s, mg, t, d)
	if err != nil {
		return nil, err
	}
	evs = append([]rules.Event{ev}, evs...)
	if sp.lasting {
		evs = append(evs, offerDispel(s, mg, t, sp)...)
	}
	return evs, nil
}
