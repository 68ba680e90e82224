package gboh

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/hex"
)

// A move applied with what follows it: the rout of a unit it broke, the
// fire during the move, the reaction fire it triggers.

// stAdvanced marks a unit that moved this Orders Phase: it may Shock with
// a check, and a heavy one must (shock.go) [L1510-1531].
const stAdvanced = "advanced"

// phaseStatuses are the unit statuses that last one Orders Phase.
var phaseStatuses = []string{stOrdered, stLined, stAdvanced}

func init() {
	positionKeys.Unit = append(positionKeys.Unit,
		rules.Key{Name: stAdvanced, Range: flag, Doc: "moved this Orders Phase: may (a heavy unit must) Shock, with a check [L1510-1531]"})
	statusOf[stAdvanced] = isCombat
}

// checkMoveFire checks the fire of a unit during its move (Args["fire"]
// names the target) [L1565-1581]: the unit may fire, and from where the
// move ends (the fire is read at the end of the path, a reading of "at any
// moment during its move": the player ends the path where he fires) the
// target is a shot (aimAt), and the last hex entered brought it nearer the
// target (G26: it moved toward the target immediately before firing).
func checkMoveFire(s *rules.State, bd *board, a rules.Action, p *plan) error {
	if why := mayFire(s, p.u); why != "" {
		return refuse("no-fire", "GBoH §8.1 [L1561-1602]", "%s", why)
	}
	t, ok := s.Unit(a.Args["fire"])
	if !ok {
		return refuse("target", "GBoH §8.13 [L1591-1596]", "no unit %q to fire at", a.Args["fire"])
	}
	after := s.Clone()
	b, _ := after.Base(p.base)
	b.Shape = b.Shape.At(p.end)
	x, _ := after.Unit(p.u.ID)
	t2, _ := after.Unit(t.ID)
	if _, err := aimAt(&after, bd, x, t2); err != nil {
		return err
	}
	tc, ok := bd.where(s, t)
	end, _ := bd.read(p.u, p.end)
	if !ok || !p.prevOK || hex.Dist(p.prev, tc.hex()) <= hex.Dist(end.hex(), tc.hex()) {
		return refuse("fire-approach", "GBoH §8.12 [L1576-1581]", "%s fires during its move only having moved toward %s immediately before", s.UnitName(p.u.ID), s.UnitName(t.ID))
	}
	return nil
}

// applyMoveAll applies a checked move, then: a unit that routed on it
// makes its rout move [L2526-2551]; the unit is marked as having left its
// deployment hex [L2141-2143] and as having moved this phase; it fires if
// it fires during its move; lone enemy leaders it came next to are in
// danger [L697-715]; the enemies it gives a reaction are asked
// [L1740-1766].
func applyMoveAll(s *rules.State, p *plan, d dice.Roller) ([]rules.Event, error) {
	routed := map[string]bool{}
	for i := range s.Units {
		routed[s.Units[i].ID] = s.Units[i].Status[stRouted] == 1
	}
	evs := applyMove(s, p)
	evs = append(evs, carry(s, p)...)
	for i := range s.Units {
		if o := &s.Units[i]; !routed[o.ID] && o.Status[stRouted] == 1 && onTable(o) {
			evs = append(evs, routNow(s, o)...)
		}
	}
	u, _ := s.Unit(p.u.ID)
	if !isCombat(u) || !onTable(u) || u.Status[stRouted] == 1 {
		return evs, nil
	}
	u.SetStatus(stAdvanced, 1)
	if p.hexed {
		u.SetStatus(stShifted, 1)
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	if p.fire != "" {
		t, _ := s.Unit(p.fire)
		sh, err := aimAt(s, bd, u, t)
		if err != nil {
			return nil, err
		}
		sh.moving = true
		e, err := fireAll(s, bd, []*shot{sh}, d, "fires during its move at")
		if err != nil {
			return nil, err
		}
		evs = append(evs, e...)
	}
	fe, err := fearEvents(s, bd, u, p.from, d) // fantastic troops' fear [L4279-4307, L4437-4446, L4581-4603]
	if err != nil {
		return nil, err
	}
	evs = append(evs, fe...)
	if !onTable(u) || u.Status[stRouted] == 1 {
		return evs, nil
	}
	imp, err := impetuosity(s, bd, u, p.from, d)
	if err != nil {
		return nil, err
	}
	evs = append(evs, imp...)
	if c, ok := bd.where(s, u); ok {
		xs := reactionTriggers(s, bd, u, p.from, c.hex())
		e, err := endangered(s, bd, u, p.from, c.hex(), d, xs)
		if err != nil {
			return nil, err
		}
		evs = append(evs, e...)
		if p.back && onTable(u) && u.Status[stRouted] == 0 {
			xs = goBack(s, bd, u, p, xs)
			evs = append(evs, rules.Event{Kind: "moved", Side: u.Side, Unit: u.ID, Base: p.base, Text: s.UnitName(u.ID) + " returns to " + bd.m.Label(p.prev) + " [L2157-2159]"})
		}
		if len(xs) > 0 {
			noteMoveFrom(s, bd, p.from) // a composite bow's range while withdrawing [L1326-1330]
		}
		evs = append(evs, askReaction(s, u, xs)...)
	}
	return evs, nil
}

// carry moves the leaders and heroes that go with the unit to where it
// ends, still stacked [L855-859, L2176-2182]; it is their move of the
// phase [L1104-1109] (no order of their own).
func carry(s *rules.State, p *plan) []rules.Event {
	if len(p.with) == 0 {
		return nil
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	u, _ := s.Unit(p.u.ID)
	c, _ := bd.where(s, u)
	var evs []rules.Event
	for _, id := range p.with {
		x, _ := s.Unit(id)
		b, _ := s.Base(x.Bases[0])
		b.Shape = b.Shape.At(geom.Pose{Pos: bd.m.Layout.Centre(c.hex())})
		x.SetStatus(stOrdered, 1)
		evs = append(evs, rules.Event{Kind: "moved", Side: x.Side, Unit: x.ID, Base: b.ID, Text: fmt.Sprintf("%s goes with %s [L855-859, L2176-2182]", s.UnitName(x.ID), s.UnitName(u.ID))})
	}
	return evs
}
