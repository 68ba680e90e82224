package pagaille

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/block"
	"plateau/rules/geom"
)

// Offers implements rules.Offerer: the roll-off; the officers the player
// may activate, the selected ones first, and his pass; with an officer
// active, the orders he may give the selected units (every unit of the
// army when none is selected), each with its cost and test, and the end
// of his activation (last, or with nothing selected after the moves an
// order left to make and before every unit's orders, so that it keeps a
// number key). An order the rules forbid is
// offered disabled with the reason.
//
// Each offer lists in Bases the bases its action names too (a charge's
// target), for the window to mark while the player hovers it.
func (r Rules) Offers(s *rules.State, side int, selected []string) []rules.Offer {
	return s.AddActionBases(r.offers(s, side, selected))
}

func (Rules) offers(s *rules.State, side int, selected []string) []rules.Offer {
	st, err := ParseSettings(s.Settings)
	if err != nil || side != s.Active {
		return nil
	}
	switch s.Phase {
	case PhaseFirst:
		return []rules.Offer{{Label: "Roll off for the first player", Detail: []string{"a D6 each: the higher activates an officer first; a tie rolls again (bep A7)"},
			Action: rules.Action{Kind: KindRollOff, Side: side}}}
	case PhaseOrders:
		if c, t, ok := pendingMelee(s); ok {
			return []rules.Offer{fightOffer(s, side, c, t)}
		}
		if u, ok := activeOfficer(s); ok {
			return orderOffers(s, side, u, selected, st)
		}
		return activateOffers(s, side, selected, st)
	}
	return nil
}

// selectedUnits are the unit ids of the selected bases, in order.
func selectedUnits(s *rules.State, selected []string) []string {
	var ids []string
	for _, b := range selected {
		if u, ok := s.UnitOf(b); ok && !slices.Contains(ids, u.ID) {
			ids = append(ids, u.ID)
		}
	}
	return ids
}

func activateOffers(s *rules.State, side int, selected []string, st Settings) []rules.Offer {
	sel := selectedUnits(s, selected)
	var first, rest []rules.Offer
	for _, o := range officers(s, side, st) {
		a := rules.Action{Kind: KindActivate, Side: side, Target: o.Unit.ID}
		of := rules.Offer{Label: "Activate " + o.Title(s), Action: a, Bases: o.Unit.Bases,
			Detail: []string{fmt.Sprintf("Cd %d, command range %d pas (bep §3.7-3.8)", o.Cd, o.Range), fmt.Sprintf("%d CP left", CP(s, side))}}
		if _, err := checkActivate(s, a, st); err != nil {
			of.Disabled = reason(err)
		}
		if slices.Contains(sel, o.Unit.ID) {
			first = append(first, of)
		} else {
			rest = append(rest, of)
		}
	}
	pass := rules.Offer{Label: "Pass: no more orders this turn", Action: rules.Action{Kind: rules.KindEndPhase, Side: side},
		Detail: []string{"the other player goes on activating his officers (bep A7)"}}
	return append(append(first, rest...), pass)
}

func orderOffers(s *rules.State, side int, ou *rules.Unit, selected []string, st Settings) []rules.Offer {
	o, _ := officerOf(ou, st)
	ids := selectedUnits(s, selected)
	if len(ids) == 0 {
		for i := range s.Units {
			if u := &s.Units[i]; u.Side == side && isTroop(u) && onTable(u) {
				ids = append(ids, u.ID)
			}
		}
	}
	if !o.Attached && !slices.Contains(ids, ou.ID) {
		ids = append(ids, ou.ID) // he may move himself (A27)
	}
	out := append(chargeHomeOffers(s, side, st), aheadOffers(s, side, ids, st)...)
	end := rules.Offer{Label: "End the activation of " + o.Title(s), Action: rules.Action{Kind: rules.KindEndPhase, Side: side},
		Detail: []string{"the other player activates an officer next (bep A7)"}}
	if len(selected) == 0 {
		out = append(out, end) // with every unit's orders listed, it keeps a number key
	}
	for _, id := range ids {
		u, _ := s.Unit(id)
		if u == ou && !o.Attached {
			a := rules.Action{Kind: KindOrder, Side: side, Target: id, Args: map[string]string{ArgOrder: OrderAdvance}}
			if of, ok := orderOffer(s, a, o, st); ok && of.Disabled == "" {
				of.Detail = append(of.Detail, fmt.Sprintf("an officer on his own base moves freely: %dD6 pas, no CP (bep A27 PROPOSED)", officerDice(s, u, st)))
				out = append(out, of)
			}
			continue
		}
		if u.Side != side || !isTroop(u) {
			continue
		}
		for _, order := range Orders {
			targets := []string{""}
			if order == OrderCharge || order == OrderShoot {
				targets = enemiesByDistance(s, u)
			}
			for _, tg := range targets {
				a := rules.Action{Kind: KindOrder, Side: side, Target: id, Args: map[string]string{ArgOrder: order}}
				if tg != "" {
					a.Args[ArgTarget] = tg
				}
				if of, ok := orderOffer(s, a, o, st); ok {
					out = append(out, of)
				}
			}
		}
	}
	out = append(out, reformOffers(s, side, ids, st)...)
	if len(selected) > 0 {
		out = append(out, end)
	}
	return out
}

// reason is a refusal as an offer's Disabled text.
func reason(err error) string {
	var v *rules.Violation
	if errors.As(err, &v) {
		return v.Msg + " (" + v.Rule + ")"
	}
	return err.Error()
}

func code(err error) string {
	var v *rules.Violation
	if errors.As(err, &v) {
		return v.Code
	}
	return ""
}

func titleCase(w string) string {
	if w == "" {
		return w
	}
	return string(w[0]-'a'+'A') + w[1:]
}

// orderOffer is the offer of order a from officer o; false for an order
// not for that unit or target (a rally of a unit not routed, a shot with
// no missile weapon, or out of range or sight).
func orderOffer(s *rules.State, a rules.Action, o Officer, st Settings) (rules.Offer, bool) {
	p, err := checkOrder(s, a, st)
	switch code(err) {
	case "not-routed", "no-missile", "out-of-range", "no-sight", "machine":
		return rules.Offer{}, false // offered only to the units, and at the targets, it could be
	case "routed":
		if a.Args[ArgOrder] != OrderRally {
			return rules.Offer{}, false
		}
	}
	order, id := a.Args[ArgOrder], a.Target
	label := fmt.Sprintf("%s: %s", titleCase(order), s.UnitName(id))
	if tg := a.Args[ArgTarget]; tg != "" && order == OrderShoot {
		label += " at " + s.UnitName(tg)
	} else if tg != "" {
		label += " into " + s.UnitName(tg)
	}
	detail := []string{fmt.Sprintf("order %d to this unit this turn: %d CP (bep §6.2)", p.n, p.cost)}
	switch {
	case order == OrderRally:
		label += " — 1 CP"
		detail = append(detail, "a Rally costs 1 CP and takes no command test (bep §6.2 [L294-295])")
	case p.test:
		label += fmt.Sprintf(" — %d CP, 2D6 ≤ %d", p.cost, o.Cd)
		detail = append(detail, fmt.Sprintf("command test: 2D6 at or below Cd %d (bep §6.4)", o.Cd))
	case p.unit == o.Unit && !o.Attached:
		label += " — free"
		detail = append(detail, "he moves himself: free and untested (bep A27 PROPOSED)")
	default:
		label += " — free"
		detail = append(detail, "his own unit's first order: free and untested (bep §6.2 [L55-58])")
	}
	switch {
	case err != nil && code(err) != "cp" && code(err) != "range":
		// refused for what the unit or the officer is: no odds to show
	case order == OrderCharge:
		t, _, _ := troopOf(p.unit)
		tg, _ := s.Unit(a.Args[ArgTarget])
		d := st.Pas(unitDistance(s, p.unit, tg))
		reach := "in reach"
		if d > float64(ChargeMax(t))+rangeEps {
			reach = "out of reach"
		}
		label = strings.Replace(label, " — ", fmt.Sprintf(" (%.1f pas, %s) — ", d, reach), 1)
		detail = append(detail, fmt.Sprintf("declared before measuring: beyond %d pas the unit stays and the order fails (bep §7.4 [L152-159])", ChargeMax(t)))
	case order == OrderShoot:
		tg, _ := s.Unit(a.Args[ArgTarget])
		odds := fireOdds(s, p.unit, p.fire, tg, st)
		label = strings.Replace(label, " — ", fmt.Sprintf(" (%d shooting, about %.1f casualties) — ", p.fire.shooters(), odds), 1)
		detail = append(detail, fmt.Sprintf("%s, %d pas: %d figures in range and sight; expected casualties %.2f (bep §8)", p.fire.what(), p.fire.rangePas(), p.fire.shooters(), odds))
		for _, v := range p.fire.volleys {
			save, _ := st.SaveMode.Save(v.shot.Force, resistance(tg, st))
			detail = append(detail, fmt.Sprintf("%d dice hitting on %d+ at F%d, saved on %d+ (bep §8, §3.10)", v.figures, v.shot.Need(p.fire.tir), v.shot.Force, save))
		}
	case order == OrderRally:
		best, who := rallyBest(s, p.unit, st)
		cd := RallyCd(best, p.unit.Profile[keyBanner] == 1, p.unit.Status[stAttacked] == 1, st.NotAttackedBonus == BonusRally, p.unit.Status[stRallies]+1)
		label = strings.Replace(label, " — ", fmt.Sprintf(" (2D6 ≤ %d) — ", cd), 1)
		detail = append(detail, fmt.Sprintf("rally test on %s Cd: 2D6 at or below %d; a failure is the officer's failed order (bep §10.1 [L300-327])", who, cd))
	}
	of := rules.Offer{Label: label, Detail: detail, Action: a}
	if p.unit != nil {
		of.Bases = p.unit.Bases
	}
	if err != nil {
		of.Disabled = reason(err)
	}
	return of, true
}

// enemies are the ids of the enemy units of figures on the table.
func enemies(s *rules.State, side int) []string {
	var out []string
	for i := range s.Units {
		if u := &s.Units[i]; u.Side != side && isTroop(u) && onTable(u) {
			out = append(out, u.ID)
		}
	}
	return out
}

// chargeHomeOffers proposes the snap into contact (G7) for a charge whose
// reach was measured, previewed; the player may place it himself instead.
func chargeHomeOffers(s *rules.State, side int, st Settings) []rules.Offer {
	var out []rules.Offer
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side || u.Status[stCharge] == 0 {
			continue
		}
		tg := &s.Units[u.Status[stCharge]-1]
		pose, ok := chargeSnap(s, u, tg)
		if !ok {
			continue
		}
		b, _ := s.Base(u.Bases[0])
		var a rules.Action
		var err error
		for _, p := range snapsByContact(s, u, tg, pose) {
			if a, err = chargePath(s, side, b.ID, b.Shape, p); err == nil {
				break
			}
		}
		of := rules.Offer{Label: fmt.Sprintf("Charge home: %s into %s", s.UnitName(u.ID), s.UnitName(tg.ID)), Action: a, Preview: a.Moves,
			Bases:  append(append([]string(nil), u.Bases...), tg.Bases...),
			Detail: []string{"front against the nearest edge of the target, as many front figures in contact as it brings (bep §7.4 [L166-169], G7)"}}
		if err != nil {
			of.Disabled = reason(err)
		}
		out = append(out, of)
	}
	return out
}

// snapsByContact are the snap pose slid along the target's edge by half
// figures, up to a frontage either way, most figures in contact first,
// the least slid among equals (G7: "sliding along it to maximise the
// number of contacts among front figures"); the snap itself first of its
// count.
func snapsByContact(s *rules.State, u, tg *rules.Unit, pose geom.Pose) []geom.Pose {
	b, _ := s.Base(u.Bases[0])
	blk, err := blockOf(s, u)
	theirs := blocksOf(s, tg)
	if err != nil || len(theirs) == 0 {
		return []geom.Pose{pose}
	}
	half := blk.Size().Width / 2
	steps := int(b.Shape.Width/half + 0.5)
	right := geom.Dir(pose.Facing).Perp()
	type cand struct {
		p       geom.Pose
		n, dist int
	}
	var cs []cand
	for k := -steps; k <= steps; k++ {
		p := geom.Pose{Pos: pose.Pos.Add(right.Scale(float64(k) * half)), Facing: pose.Facing}
		if n := engaged([]block.Block{blk.At(p)}, theirs); n > 0 {
			cs = append(cs, cand{p, n, max(k, -k)})
		}
	}
	slices.SortStableFunc(cs, func(a, b cand) int {
		if a.n != b.n {
			return b.n - a.n
		}
		return a.dist - b.dist
	})
	out := make([]geom.Pose, 0, len(cs)+1)
	for _, c := range cs {
		out = append(out, c.p)
	}
	return append(out, pose)
}

// detours are the sideways offsets, in the mover's frontages, of the
// one waypoint a charge's offered path may take around what blocks the
// straight one (the text measures the charge unit to unit, A19: the way
// is free).
var detours = [...]float64{1, -1, 2, -2, 3, -3}

// chargePath is the offered move into contact to pose: straight, else
// the first path with one waypoint beside the straight line's middle
// that the rules accept; the straight one's refusal when none is.
func chargePath(s *rules.State, side int, id string, from geom.Rect, pose geom.Pose) (rules.Action, error) {
	start := from.Pose()
	move := func(p geom.Path) rules.Action {
		return rules.Action{Kind: rules.KindMove, Side: side, Moves: []rules.Move{{Base: id, Path: p}}}
	}
	straight := move(geom.Path{start, pose})
	err := (Rules{}).Check(s, straight)
	if err == nil {
		return straight, nil
	}
	along := pose.Pos.Sub(start.Pos)
	if along.Len() < geom.Eps {
		return straight, err
	}
	side90 := along.Unit().Perp()
	mid := start.Pos.Add(along.Scale(0.5))
	for _, k := range detours {
		via := geom.Pose{Pos: mid.Add(side90.Scale(k * from.Width)), Facing: start.Facing}
		if a := move(geom.Path{start, via, pose}); (Rules{}).Check(s, a) == nil {
			return a, nil
		}
	}
	return straight, err
}

// fightOffer is the waiting melee's one offer (bep §7.4 step 6, §9).
func fightOffer(s *rules.State, side int, c, t *rules.Unit) rules.Offer {
	return rules.Offer{Label: fmt.Sprintf("Fight the melee: %s against %s", s.UnitName(c.ID), s.UnitName(t.ID)),
		Action: rules.Action{Kind: KindFight, Side: side},
		Bases:  append(append([]string(nil), c.Bases...), t.Bases...),
		Detail: []string{"a die for each figure in contact, corners too; the charger +1; a natural 1 misses; the side with more unsaved hits loses and recoils 2D6 pas (bep §9)"}}
}

// aheadSteps is how finely aheadOffers searches the longest move (a
// halving each, from the whole allowance: a millimetre and less).
const aheadSteps = 12

// aheadOffers proposes, for each selected unit with an Advance open, its
// longest move straight ahead that the rules accept (bep §7.2), stopping
// short of what it would run into; the player may drag it instead.
func aheadOffers(s *rules.State, side int, ids []string, st Settings) []rules.Offer {
	var out []rules.Offer
	for _, id := range ids {
		u, ok := s.Unit(id)
		_, officer := officerOf(u, st)
		if !ok || u.Side != side || u.Status[stAllowance] == 0 || len(u.Bases) == 0 || (!onTable(u) && !(officer && !isTroop(u))) {
			continue
		}
		move := func(d float64) rules.Action {
			a := rules.Action{Kind: rules.KindMove, Side: side}
			for _, bid := range u.Bases {
				b, _ := s.Base(bid)
				from := b.Shape.Pose()
				to := geom.Pose{Pos: from.Pos.Add(geom.Dir(from.Facing).Scale(d)), Facing: from.Facing}
				a.Moves = append(a.Moves, rules.Move{Base: bid, Path: geom.Path{from, to}})
			}
			return a
		}
		left := st.Cm(float64(u.Status[stAllowance])) - s.Used[u.Bases[0]]
		lo, hi := 0.0, left
		if (Rules{}).Check(s, move(hi)) != nil {
			for range aheadSteps {
				mid := (lo + hi) / 2
				if (Rules{}).Check(s, move(mid)) == nil {
					lo = mid
				} else {
					hi = mid
				}
			}
			hi = lo
		}
		if hi < minAhead {
			continue
		}
		a := move(hi)
		out = append(out, rules.Offer{Label: fmt.Sprintf("Move ahead: %s, %.1f pas", s.UnitName(id), st.Pas(hi)), Action: a, Preview: a.Moves, Bases: u.Bases,
			Detail: []string{"straight ahead as far as the Advance and the way allow (bep §7.2)"}})
	}
	return out
}

// minAhead is the shortest move worth offering (cm).
const minAhead = 0.1

// enemiesByDistance are the enemy units of figures on the table, the
// nearest to u first (the offers a player most wants first).
func enemiesByDistance(s *rules.State, u *rules.Unit) []string {
	ids := enemies(s, u.Side)
	dist := map[string]float64{}
	for _, id := range ids {
		e, _ := s.Unit(id)
		dist[id] = unitDistance(s, u, e)
	}
	slices.SortStableFunc(ids, func(a, b string) int { return cmpFloat(dist[a], dist[b]) })
	return ids
}
