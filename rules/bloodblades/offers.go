package bloodblades

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Offers implements rules.Offerer: before the battle, the pre-battle
// step's roll, choice or end of deployment (prebattle.go); the PIG roll in
// the PIGs phase; the moves of an impetuous base whose player has a
// choice to make (impetuouschoice.go); in the move phase, the group moves of the selected
// bases when they are a group (or of the whole group of a single selected
// base): straight ahead as far as the rules allow, pivots left and right,
// about-face, a halt when impetuous; then for each selected base of the
// player's an about-face, the advance into contact (and aligned), the
// move a zocced isolated base must make into close combat [L1697], and a
// halt (impetuous troops); each with its PIG cost; and the end of the
// period.
//
// Every offer lists in Bases the bases it concerns, for the table to
// highlight while the player hovers it (rules.State.FillBases).
//
// The table is held while the offers are found (table.Held, as Check
// holds it): finding them only reads the state, and the checks of the
// candidate moves then check the spatial index once between them.
func (r Rules) Offers(s *rules.State, side int, selected []string) []rules.Offer {
	if unseenApplies(s, rules.Action{Kind: rules.KindMove, Side: side}) && side == s.Active {
		v := unseenView(s, side) // no offer names or avoids a hidden base [L1289] (unseen.go)
		return s.FillBases(table.Held(&v.Table, func() []rules.Offer { return r.offers(&v, side, selected) }))
	}
	return s.FillBases(table.Held(&s.Table, func() []rules.Offer { return r.offers(s, side, selected) }))
}

func (r Rules) offers(s *rules.State, side int, selected []string) []rules.Offer {
	if s.Phase == PhasePrincipal {
		return principalOffers(s, side) // the enemy player's, whoever's period it is (principalchoice.go)
	}
	if s.Phase == PhasePursuit {
		return pursuitOffers(s, side) // the winner's player's, whoever's period it is (pursuitchoice.go)
	}
	if side != s.Active {
		return nil
	}
	if s.Phase == PhaseAmbush {
		return ambushOffers(r, s, side, selected)
	}
	if preBattle(s.Phase) {
		return r.preBattleOffers(s, side)
	}
	if _, ok := periodStartKinds[s.Phase]; ok {
		return periodStartOffers(s, side)
	}
	if s.Phase == PhasePIGs {
		o := rules.Offer{Action: rules.Action{Kind: KindRollPIGs, Side: side}}
		if s.Counters[fmt.Sprintf("%s%d", ctRegCinC, side)] > 0 {
			o.Label = "Roll PIGs — AD (Reg C-in-C)"
			o.Detail = []string{"an average die: 2, 3, 3, 4, 4, 5 [L766]; a D6 reading 1 as 3 and 6 as 4 [L768]"}
		} else {
			o.Label = "Roll PIGs — D6 (Irr C-in-C)"
			o.Detail = []string{"one D6 [L1329]"}
		}
		return []rules.Offer{o}
	}
	if s.Phase == PhaseOver {
		return nil
	}
	if s.Phase == PhaseCombat {
		return r.combatOffers(s, side)
	}
	if s.Phase == PhaseShoot {
		return r.shootOffers(s, side)
	}
	if s.Phase == PhaseImpetuous {
		return impetuousChoiceOffers(s, side)
	}
	var mine []string
	seen := map[string]bool{}
	for _, id := range selected {
		b, ok := s.Base(id)
		if !ok || b.Side != side || b.Round || seen[id] {
			continue
		}
		seen[id] = true
		mine = append(mine, id)
	}
	offers := r.groupOffers(s, side, mine)
	if o, ok := r.backOffer(s, side, mine); ok {
		offers = append(offers, o)
	}
	for _, id := range mine {
		b, _ := s.Base(id)
		u, _ := s.Unit(b.Unit)
		from := b.Shape.Pose()
		a := rules.Action{Kind: rules.KindMove, Side: side, Moves: []rules.Move{{Base: id,
			Path: geom.Path{from, {Pos: from.Pos, Facing: from.Facing + math.Pi}}}}}
		offers = append(offers, r.offer(s, "About-face "+u.Title(), a))
		if o, ok := r.contactOffer(s, side, b); ok {
			offers = append(offers, o)
			if al, ok := r.alignOffer(s, o); ok {
				offers = append(offers, al)
			}
		}
		offers = append(offers, r.zocEngageOffers(s, side, b)...)
		if Impetuous(troopOf(u)) {
			offers = append(offers, r.offer(s, "Halt "+u.Title(), HaltAction(side, id)))
		}
	}
	offers = append(offers, r.togetherOffers(s, side, mine)...) // simultaneous moves [L1404], togetheroffers.go
	left := s.Counters[ctPIGs]
	next := sideName(s, (s.Active+1)%len(s.Sides))
	label := fmt.Sprintf("End period (%d PIG%s left)", left, plural(left))
	detail := "then the morale check [L1318]; hands the table to " + next
	if n := len(unfought(s)); n > 0 {
		label = fmt.Sprintf("End moves (%d PIG%s left): close combat", left, plural(left))
		detail = fmt.Sprintf("%d close combat%s to fight next [L1317]", n, plural(n))
	}
	if anyShot(s) {
		label = fmt.Sprintf("End moves (%d PIG%s left): shooting", left, plural(left))
		detail = "Bw shoot next [L1316]"
	}
	end := rules.Offer{Label: label, Detail: []string{detail},
		Action: rules.Action{Kind: rules.KindEndPhase, Side: side}}
	if left > 0 {
		end.Detail = append(end.Detail, fmt.Sprintf("the %d unused PIG%s will be lost (A11)", left, plural(left)))
	}
	return append(offers, end)
}

// offer is the offer of action a, labelled with its cost, disabled with
// the reason Check gives.
func (r Rules) offer(s *rules.State, label string, a rules.Action) rules.Offer {
	o := rules.Offer{Action: a, Label: label}
	if c, err := r.Cost(s, a); err == nil {
		o.Label += " — " + c.String()
		for _, l := range c.Lines {
			o.Detail = append(o.Detail, fmt.Sprintf("%s %+d %s %s", l.Code, l.PIGs, l.Text, l.Rule))
		}
	}
	if err := r.Check(s, a); err != nil {
		o.Disabled = err.Error()
	}
	return o
}

// contactOffer is a move of base b straight ahead into frontal contact
// with the first enemy in its way, when its allowance reaches it (§7.11
// [L1669]).
func (r Rules) contactOffer(s *rules.State, side int, b *table.Base) (rules.Offer, bool) {
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return rules.Offer{}, false
	}
	u, _ := s.Unit(b.Unit)
	row := moveRow(c, u, troopOf(u))
	reach := c.Cm(max(row[colGGo], row[colRoad]) + 1)
	es := s.Table.Translate(b.Shape, b.Shape.Forward(), reach, table.Filter{Edges: true,
		SkipBase: func(o *table.Base) bool { return o.ID == b.ID }})
	if len(es) == 0 || es[0].Base == "" || !s.IsEnemy(es[0].Obstacle, side) || es[0].At <= geom.Eps {
		return rules.Offer{}, false
	}
	from := b.Shape.Pose()
	to := geom.Pose{Pos: from.Pos.Add(b.Shape.Forward().Scale(es[0].At)), Facing: from.Facing}
	a := rules.Action{Kind: rules.KindMove, Side: side, Moves: []rules.Move{{Base: b.ID, Path: geom.Path{from, to}}}}
	o := r.offer(s, fmt.Sprintf("Advance %.1f MU into contact with %s", c.InMU(es[0].At), s.Describe(es[0].Obstacle)), a)
	o.Preview = a.Moves
	return o, true
}

// zocEngageOffers are, for base b in an enemy ZoC that cannot go into
// close combat straight ahead, the turning move [L1402] puts first when
// it must make one (zocTurnRequired); and for b isolated (in no group,
// G19), the moves into close combat with each zoccer it cannot reach
// straight ahead that [L1697] requires (zocEngagePose): the full
// front-to-front alignment or the nearest pose there is room for, poses a
// hand cannot place to the tolerance the rule is checked with (Check
// disables those [L1402] does not put first).
func (r Rules) zocEngageOffers(s *rules.State, side int, b *table.Base) []rules.Offer {
	c, err := ConfigOf(s.Settings)
	if err != nil || len(Zoccers(s, b)) == 0 {
		return nil
	}
	if _, engaged := inCombatAt(s, b, b.Shape); engaged {
		return nil
	}
	m, err := readMover(s, side, b.ID)
	if err != nil {
		return nil
	}
	var out []rules.Offer
	if mv, ok := zocTurnRequired(c, s, m); ok {
		a := rules.Action{Kind: rules.KindMove, Side: side, Moves: []rules.Move{{Base: b.ID, Path: mv.path}}}
		o := r.offer(s, zocTurnLabel(c, s, mv), a)
		o.Detail = append(o.Detail, "in a zone of control and unable to go into close combat straight ahead, it must take the move most straight ahead, then the shortest (§7.9 [L1402])")
		o.Preview = a.Moves
		out = append(out, o)
	}
	if len(groupOf(s, b.ID)) > 1 {
		return out
	}
	for _, id := range Zoccers(s, b) {
		z := mustBase(s, id)
		if zocAheadReaches(c, s, b, z) {
			continue // the contact offer goes straight ahead, as [L1697] wants
		}
		path, full, ok := zocEngagePose(c, s, m, z)
		if !ok {
			continue
		}
		a := rules.Action{Kind: rules.KindMove, Side: side, Moves: []rules.Move{{Base: b.ID, Path: path}}}
		o := r.offer(s, zocEngageLabel(s, id, full), a)
		o.Detail = append(o.Detail, "isolated in its zone of control and unable to reach it straight ahead, it must make contact in full front-to-front alignment, else the nearest to it there is room for (§7.11 [L1697])")
		o.Preview = a.Moves
		out = append(out, o)
	}
	return out
}

// alignOffer is the contact offer's move, sliding to align at the end
// (G33), when the slide is allowed and changes something.
func (r Rules) alignOffer(s *rules.State, o rules.Offer) (rules.Offer, bool) {
	b, _ := s.Base(o.Action.Moves[0].Base)
	end := b.Shape.At(o.Action.Moves[0].Path.End())
	al, _, v := alignSlide(s, b, end)
	if v != nil || al.Center.Dist(end.Center) <= eps {
		return rules.Offer{}, false
	}
	a := o.Action
	a.Args = map[string]string{"align": "yes"}
	a.Moves = []rules.Move{{Base: b.ID, Path: append(append(geom.Path(nil), o.Action.Moves[0].Path...), al.Pose())}}
	label := o.Label
	if c, err := r.Cost(s, o.Action); err == nil {
		label = strings.TrimSuffix(label, " — "+c.String()) // r.offer prices the aligned move afresh
	}
	n := r.offer(s, strings.Replace(label, "into contact", "into contact and align", 1), a)
	n.Detail = append(n.Detail, "slides along the enemy's edge until the corners meet (§7.11 [L1671-1681])")
	n.Preview = a.Moves
	return n, true
}

// combatOffers are the close combat phase's offers (A14): each mutual
// principal-opponent pair not yet fought, with both sides' factors — and,
// when the player's base may pursue if it wins, the same fight with the
// pursuit — then the end of the phase.
func (r Rules) combatOffers(s *rules.State, side int) []rules.Offer {
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return nil
	}
	var out []rules.Offer
	left := unfought(s)
	for _, p := range left {
		x, y := p[0], p[1]
		if mustBase(s, x).Side != side {
			x, y = y, x // the player's base first
		}
		cx, cy := preview(c, s, x, y)
		detail := []string{fmt.Sprintf("%s + D6 vs %s + D6", cx.Summary(), cy.Summary())}
		for _, cb := range []*Combatant{cx, cy} {
			for _, f := range cb.Factors {
				detail = append(detail, fmt.Sprintf("%s: %s", name(s, cb.Base), f))
			}
		}
		detail = append(detail, "then grade adjustments [L2144-2148] and cohesion [L2165]; outcome by Tables 7.2-7.4 [L2188-2222]")
		a := rules.Action{Kind: KindFight, Side: side, Target: x}
		o := rules.Offer{Label: fmt.Sprintf("Fight: %s vs %s", name(s, x), name(s, y)), Detail: detail, Action: a}
		if err := r.Check(s, a); err != nil {
			o.Disabled = err.Error()
		}
		out = append(out, o)
		if must, may, why := pursuit(c, s, cx, cy); may && !must && mustBase(s, x).Side == side {
			pa := a
			pa.Args = map[string]string{"pursue": "yes"}
			po := o
			po.Action = pa
			po.Label += " — pursue if it wins"
			po.Detail = append(append([]string(nil), detail...), name(s, x)+" "+why)
			out = append(out, po)
		}
	}
	end := rules.Offer{Label: "End combat", Action: rules.Action{Kind: rules.KindEndPhase, Side: side},
		Detail: []string{"the morale check of both armies [L1318], then " + sideName(s, (s.Active+1)%len(s.Sides)) + "'s period"}}
	if err := r.Check(s, end.Action); err != nil {
		end.Disabled = err.Error()
	}
	return append(out, end)
}
