package warmaster

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Offers implements rules.Offerer: in the Orders sub-phase, an order for
// the selected units (as a brigade when several are selected) from each
// commander who could give it, with the test's breakdown; in the Shooting
// phase, each selected unit's shots at its targets, or why it cannot
// shoot; the end of the current phase in any case.
//
// Every offer lists in Bases the bases it concerns, for the table to
// highlight while the player hovers it (rules.State.FillBases).
//
// The table is held while the offers are found (table.Held, as Check
// holds it): finding them only reads the state, and the hundreds of
// queries of a charge's solution then check the spatial index once.
func (r Rules) Offers(s *rules.State, side int, selected []string) []rules.Offer {
	return s.FillBases(table.Held(&s.Table, func() []rules.Offer { return r.offers(s, side, selected) }))
}

func (r Rules) offers(s *rules.State, side int, selected []string) []rules.Offer {
	if s.Phase == PhaseOver {
		return overOffers(s, side) // the final report, for both players (wme.md §10.2-10.3)
	}
	if c := displacedCommander(s); c != nil {
		return displacedOffers(s, side, c) // he joins a unit before anything else ([L2057])
	}
	if wayChooser(s) != nil {
		return makeWayOffers(s, side) // a friend's choice to make way, before anything else (makewaychoice.go)
	}
	if comeBackChooser(s) != nil {
		return comeBackOffers(s, side) // line or column for a unit back on the table (comeback.go)
	}
	if driveChooser(s) != nil {
		return driveBackOffers(s, side) // the order of the drive backs (driveorder.go)
	}
	if dispelCaster(s) != nil {
		return dispelOffers(s, side) // the Scroll's choice (dispelchoice.go)
	}
	if _, ok := declarer(s); ok {
		return declareOffers(s, side) // the other player's choices before the dice (defenderchoice.go)
	}
	if s.Phase == PhaseCombat && side != s.Active {
		return combatOffers(s, side) // the winner's epilogue, in the other's turn (L1546)
	}
	if side != s.Active {
		return nil
	}
	var offers []rules.Offer
	switch s.Phase {
	case PhaseInitiative:
		initiative := initiativeOffers(s, side, selected)
		offers = append(offers, withSupportOffers(s, initiative)...)
		offers = append(offers, chargeAlternatives(s, initiative)...)
		offers = append(offers, returnOffers(s, side, selected)...) // flyers (flyers.go)
	case PhaseOrders:
		offers = append(offers, returnOffers(s, side, selected)...)
		offers = append(offers, closeUpOffers(s, side, selected)...)
		offers = append(offers, blunderOffers(s, side)...)
		var charges []chargeChoice
		for _, o := range chargeOffers(s, side, selected) {
			if v := blunderChargeProblem(s, o.Action); v != nil && o.Disabled == "" {
				o.Disabled = v.Error()
			}
			charges = append(charges, o)
		}
		offers = append(offers, withSupportOffers(s, charges)...)
		offers = append(offers, chargeAlternatives(s, charges)...)
		offers = append(offers, orderOffers(s, side, selected)...)
		offers = append(offers, advanceOffers(s, side, selected)...)
	case PhaseCommanders:
		offers = append(offers, joinOffers(s, side)...)
		offers = append(offers, commanderMoveOffers(s, side, selected)...) // commandermove.go
	case PhaseShooting:
		offers = append(offers, shootOffers(s, side, selected)...)
		if spellsCast(s) {
			offers = append(offers, spellOffers(s, side, selected)...) // spells (spelloffers.go)
			offers = append(offers, voicedChargeOffers(s, side, selected)...)
		}
	case PhaseCombat:
		offers = append(offers, combatOffers(s, side)...)
	}
	end := rules.Offer{Action: rules.Action{Kind: rules.KindEndPhase, Side: side}}
	switch s.Phase {
	case PhaseInitiative:
		end.Label, end.Detail = "End initiative", []string{"then the Orders sub-phase; units that moved on initiative take no orders (WME §6.1 [L382])"}
	case PhaseOrders:
		end.Label, end.Detail = "End orders", []string{"then commanders move (up to 60 cm)"}
	case PhaseCommanders:
		end.Label, end.Detail = "End commanders", []string{"then the Shooting phase"}
	case PhaseShooting:
		end.Label, end.Detail = "End shooting", []string{"then the Combat phase"}
		var driven []string
		for i := range s.Units {
			if t := &s.Units[i]; status(t, stShotWounds) > 0 && len(t.Bases) > 0 {
				driven = append(driven, fmt.Sprintf("%s (%s)", t.Title(), plural(status(t, stShotWounds), "wound")))
			}
		}
		if len(driven) > 0 {
			end.Detail = append([]string{"drives back " + strings.Join(driven, ", ")}, end.Detail...)
		}
	default:
		next := s.Sides[(s.Active+1)%len(s.Sides)].Name
		end.Label, end.Detail = "End turn", []string{"hands the table to " + next}
		if s.Phase == PhaseCombat {
			end.Label = "End combat"
			end.Detail = append(end.Detail, "left-over wounds of units no longer engaged are removed (WME §9.6 [L1430])")
		}
	}
	end.Detail = append(end.Detail, dangerousDetail(s)...) // dangerous.go ([L968])
	end.Detail = append(end.Detail, battleDetail(s)...)
	if v := closeProblem(s); v != nil {
		end.Disabled = v.Msg
	} else if s.Phase == PhaseCombat {
		end.Disabled = combatPending(s)
	} else if v := fanaticPending(s); v != nil && s.Phase == PhaseInitiative {
		end.Disabled = v.Error()
	}
	return append(offers, end)
}

func orderOffers(s *rules.State, side int, selected []string) []rules.Offer {
	var units []string
	var chosen []*rules.Unit
	seen := map[string]bool{}
	for _, id := range selected {
		u, ok := s.UnitOf(id)
		if !ok || seen[u.ID] || u.Side != side {
			continue
		}
		seen[u.ID] = true
		if IsCommander(u.Type) {
			chosen = append(chosen, u)
			continue
		}
		units = append(units, u.ID)
	}
	if len(units) == 0 {
		return nil
	}
	sort.Strings(units)
	if len(chosen) == 0 {
		for i := range s.Units {
			if c := &s.Units[i]; c.Side == side && IsCommander(c.Type) {
				chosen = append(chosen, c)
			}
		}
	}
	var offers []rules.Offer
	threats := threatMemo{} // the same for every commander and item variant
	for _, c := range chosen {
		a := rules.Action{Kind: KindOrder, Side: side, Target: strings.Join(units, ","), Args: map[string]string{"commander": c.ID}}
		names := make([]string, len(units))
		for i, id := range units {
			u, _ := s.Unit(id)
			names[i] = u.Title()
		}
		o := rules.Offer{Action: a, Label: fmt.Sprintf("%s orders %s", c.Title(), strings.Join(names, ", "))}
		if v := closeProblem(s); v != nil {
			o.Disabled = v.Msg
		} else if t, err := prepareOrderWith(s, a, threats); err != nil {
			o.Disabled = err.Error()
		} else {
			o.Label += fmt.Sprintf(" — roll %d or less", t.Need)
			o.Detail = t.Breakdown()
		}
		offers = append(offers, o)
		offers = append(offers, orderItemOffers(s, o, threats)...) // the General's items (items.go)
	}
	// Possible orders first.
	sort.SliceStable(offers, func(i, j int) bool { return offers[i].Disabled == "" && offers[j].Disabled != "" })
	return offers
}

// shootOffers are, for each selected unit of the side that has a shooting
// profile, a shot at each of its targets with the dice and score, or one
// disabled offer saying why it cannot shoot (wme.md §8.1-8.4).
func shootOffers(s *rules.State, side int, selected []string) []rules.Offer {
	var offers []rules.Offer
	seen := map[string]bool{}
	for _, id := range selected {
		u, ok := s.UnitOf(id)
		if !ok || seen[u.ID] || u.Side != side || !shooter(u) {
			continue
		}
		seen[u.ID] = true
		targets := targetsOf(u)
		if len(targets) == 0 {
			o := rules.Offer{Label: fmt.Sprintf("%s shoot", u.Title()),
				Action: rules.Action{Kind: KindShoot, Side: side, Args: map[string]string{"unit": u.ID}}}
			o.Disabled = whyNoShot(s, u).Error()
			offers = append(offers, o)
			continue
		}
		for _, tid := range targets {
			t, _ := s.Unit(tid)
			a := rules.Action{Kind: KindShoot, Side: side, Target: tid, Args: map[string]string{"unit": u.ID}}
			o := rules.Offer{Action: a, Label: fmt.Sprintf("%s shoot %s", u.Title(), t.Title())}
			sh, err := prepareShot(s, a)
			if err != nil {
				o.Disabled = err.Error()
				offers = append(offers, o)
				continue
			}
			dist, needs := math.Inf(1), map[int]bool{}
			for _, bid := range sh.bases {
				b, _ := s.Base(bid)
				for _, eid := range t.Bases {
					e, _ := s.Base(eid)
					if d, f := fireTest(s, u, b.Shape, e.Shape); f == fireOK || blindAims(u) && blindFault(f) {
						dist = math.Min(dist, d)
					}
				}
				p, _ := need(s, u, b.Shape, t)
				needs[hitNeed(u, p)] = true
			}
			dice := len(sh.bases) * max(1, int(u.Profile[keyShots]))
			var bounced []string
			if bo, ok := bounceOn(s, u, sh.bases, t); ok { // the Cannon's path (specialsbounce.go)
				dice += len(sh.bases) * bo.extra
				bounced = append(bounced, fmt.Sprintf("the path runs %.1f cm, through %s more of %s (%s)", bo.path.Len(), plural(bo.extra, "stand"), t.Title(), bounceOf))
				for _, id := range bo.others {
					o, _ := s.Unit(id)
					bounced = append(bounced, fmt.Sprintf("and %s: %d dice", o.Title(), len(sh.bases)*bo.stands[id]))
				}
			}
			total := dice
			for _, c := range sh.commanders { // joined commanders (commandershoot.go)
				total += c.dice()
				b, _ := s.Base(c.base)
				p, _ := need(s, commanderFire(u, c.commander), b.Shape, t)
				needs[p.Need()] = true
			}
			var ns []string
			for n := HitOpen; n <= 6; n++ {
				if needs[n] {
					ns = append(ns, fmt.Sprintf("%d+", n))
				}
			}
			where := "nearest"
			if math.IsInf(dist, 1) {
				where = "chosen target"
			} else {
				where = fmt.Sprintf("nearest, %.0f cm", dist)
			}
			if blindAims(u) { // specialsblind.go
				where = "blind fire at the nearest unseen, " + strings.TrimPrefix(where, "nearest, ")
			}
			o.Label += fmt.Sprintf(" (%s, %d dice at %s)", where, total, strings.Join(ns, "/"))
			o.Detail = []string{
				fmt.Sprintf("%d of %d elements shoot, %d shot(s) each", len(sh.bases), len(u.Bases), max(1, int(u.Profile[keyShots]))),
				fmt.Sprintf("%s: armour %s, %d hits per element", t.Title(), armourText(t), hitsPerElement(t)),
				"targets chosen when the phase began (WME §8.4 [L1137-1145])",
			}
			o.Detail = append(o.Detail, bounced...)
			if blindAims(u) {
				o.Detail = append(o.Detail, fmt.Sprintf("no visible target: blind fire, every die hits on %d only (%s)", blindNeed, blindFireOf))
			}
			o.Detail = append(o.Detail, commanderShotDetail(sh.commanders)...)
			offers = append(offers, o)
			offers = append(offers, commanderShotOffers(s, o, u, t)...)       // the element each commander shoots from
			offers = append(offers, luckOffer(o, u, dice, minNeed(needs))...) // the Banner of Luck (items.go)
		}
	}
	return offers
}

func armourText(u *rules.Unit) string {
	if a := armourSave(u); a > 0 {
		return fmt.Sprintf("%d+", a)
	}
	return "none"
}

// whyNoShot says why unit u has no target now.
func whyNoShot(s *rules.State, u *rules.Unit) *rules.Violation {
	if v := mayShoot(s, u); v != nil {
		return v
	}
	if status(u, stShot) > 0 {
		return &rules.Violation{Code: "shot", Rule: "WME §8.1 [L1094]", Bases: u.Bases, Msg: fmt.Sprintf("%s has already shot this phase", u.Title())}
	}
	// The enemy nearest to shooting explains it.
	eng := engagedSet(s)
	var best *rules.Violation
	var bestT *rules.Unit
	bestF, bestD := faultRange+1, math.Inf(1)
	for i := range s.Units {
		t := &s.Units[i]
		if !validTarget(s, t, u.Side, eng) {
			continue
		}
		f, d := diagnose(s, u, t)
		if f < bestF || f == bestF && d < bestD {
			bestF, bestD, best, bestT = f, d, faultViolation(u, t, f, d), t
		}
	}
	if best == nil {
		return &rules.Violation{Code: "no-target", Rule: "WME §8.4 [L1133]", Bases: u.Bases, Msg: "no enemy unit may be shot at"}
	}
	if bestF == faultRange {
		best.Msg = fmt.Sprintf("no enemy within %s's range of %.0f cm (nearest: %s, %.1f cm)", u.Title(), fireRange(u), bestT.Title(), bestD)
	}
	return best
}

// closeUpOffers propose, for each selected unit whose open move has left it
// out of formation (which forbids ending the move, L231, L662), to bring
// the bases cut off from its largest group straight back into contact with
// the nearest base of that group, if their allowance allows.
func closeUpOffers(s *rules.State, side int, selected []string) []rules.Offer {
	var offers []rules.Offer
	seen := map[string]bool{}
	for _, id := range selected {
		u, ok := s.UnitOf(id)
		if !ok || seen[u.ID] || u.Side != side || status(u, stMoving) == 0 || FormationOf(rects(s, u)) != Broken {
			continue
		}
		seen[u.ID] = true
		main := largestGroup(s, u)
		a := rules.Action{Kind: rules.KindMove, Side: side}
		var stray []string
		for _, bid := range u.Bases {
			if main[bid] {
				continue
			}
			b, _ := s.Base(bid)
			best, move := math.Inf(1), geom.Vec{}
			for _, mid := range u.Bases {
				if !main[mid] {
					continue
				}
				m, _ := s.Base(mid)
				pa, pb, d := table.Closest(b.Shape, m.Shape)
				if d < best {
					best, move = d, pb.Sub(pa)
				}
			}
			p := b.Shape.Pose()
			a.Moves = append(a.Moves, rules.Move{Base: bid, Path: geom.Path{p, {Pos: p.Pos.Add(move), Facing: p.Facing}}})
			stray = append(stray, bid)
		}
		o := rules.Offer{Action: a, Label: fmt.Sprintf("Close up %s", u.Title()),
			Detail: []string{fmt.Sprintf("moves %s straight back into contact with the rest of the unit (WME §7.1 [L231])", rules.StandsOf(stray))}}
		if err := checkMove(s, a); err != nil {
			o.Disabled = err.Error()
		}
		offers = append(offers, o)
		// Or the largest group joins the nearest cut-off base.
		best, move := math.Inf(1), geom.Vec{}
		for _, sid := range stray {
			b, _ := s.Base(sid)
			for _, mid := range u.Bases {
				if m, _ := s.Base(mid); main[mid] {
					if pa, pb, d := table.Closest(m.Shape, b.Shape); d < best {
						best, move = d, pb.Sub(pa)
					}
				}
			}
		}
		g := rules.Action{Kind: rules.KindMove, Side: side}
		for _, mid := range u.Bases {
			if main[mid] {
				m, _ := s.Base(mid)
				p := m.Shape.Pose()
				g.Moves = append(g.Moves, rules.Move{Base: mid, Path: geom.Path{p, {Pos: p.Pos.Add(move), Facing: p.Facing}}})
			}
		}
		o = rules.Offer{Action: g, Label: fmt.Sprintf("Close up %s on %s", u.Title(), rules.StandsOf(stray)),
			Detail: []string{"moves the rest of the unit straight into contact with the cut-off bases (WME §7.1 [L231])"}}
		o.Bases = append(s.ActionBases(g, nil), stray...) // the cut-off bases too
		if err := checkMove(s, g); err != nil {
			o.Disabled = err.Error()
		}
		offers = append(offers, o)
	}
	return offers
}

// largestGroup is the largest set of u's bases connected by contact
// (ties: the one holding the earliest base).
func largestGroup(s *rules.State, u *rules.Unit) map[string]bool {
	var best map[string]bool
	done := map[string]bool{}
	for _, start := range u.Bases {
		if done[start] {
			continue
		}
		g := map[string]bool{start: true}
		stack := []string{start}
		for len(stack) > 0 {
			id := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			a, _ := s.Base(id)
			for _, o := range u.Bases {
				if g[o] {
					continue
				}
				b, _ := s.Base(o)
				if touch(a.Shape, b.Shape) {
					g[o] = true
					stack = append(stack, o)
				}
			}
		}
		for id := range g {
			done[id] = true
		}
		if len(g) > len(best) {
			best = g
		}
	}
	return best
}
