package musketpike

import (
	"fmt"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
)

// A 2-hex heavy infantry unit's bridge crossing (7.3.5 [L581], spec
// §7.6). "Une unité d'infanterie lourde de deux hexagones de large ne
// peut traverser un pont qu'en Formation Normale, en Colonne ou en Ordre
// Dispersé. L'unité doit utiliser l'intégralité de son Potentiel de
// Mouvement pour traverser le pont, puis terminer avec une moitié
// adjacente au pont et l'autre moitié dans un hexagone adjacent où
// l'unité peut entrer en mouvement normal. Après avoir traversé, une
// unité HI de deux hexagones de large en Formation Normale passe en
// Formation Brisée." Its counter cannot stand on a 1-hex bridge, so the
// crossing is one step of the move's path (stepBridge): from a footprint
// with a half next to the bridge to one on the far side, the player's
// facing (the text fixes only where the halves end). Readings:
//
//   - The far side of a bridge hex is the hex opposite across it: the
//     half next to the bridge enters the bridge hex and leaves it by the
//     opposite hexside ("traverser"). Over a bridge hexside, one half
//     crosses that hexside; the crossing is the step across it.
//   - "Its whole MA": the crossing is the unit's whole move, begun with
//     no MP spent this turn (nor in the path before it), and the move is
//     over after it; its MA is spent.
//   - "A hex it may enter in normal movement": each hex it ends on is
//     terrain it may enter (TEC hex row) and stacking allows it there
//     [L593-L646]; the crossing takes no other formation hit than the
//     Normal formation's Broken.
//   - Receive Charge orders ("at most one hex" [L421]) forbid it: it
//     moves the unit past the bridge hex (moveorders.go).

// stepBridge is the stepKind of a 2-hex unit's bridge crossing [L581],
// numbered after movestep.go's kinds.
const stepBridge = stepSpin + 1

// bridgeCrossing reports whether footprint a to footprint b of a 2-hex
// counter is a bridge crossing [L581]: the two hold no hex in common,
// neither holds a bridge hex, and a half of a next to a bridge hex B is
// across B from a half of b (opposite it), or a half of a and a half of
// b are the two sides of a bridge hexside. It returns the step, its
// entered hexes all of b's.
func bridgeCrossing(bd *board, a, b hex.Unit) (step, bool) {
	st := step{kind: stepBridge, from: a, to: b, entered: b.Hexes()}
	for _, h := range b.Hexes() {
		if a.Occupies(h) || bd.m.Terrain(h).Flags&hex.BridgeHex != 0 {
			return st, false
		}
	}
	for _, h := range a.Hexes() {
		if bd.m.Terrain(h).Flags&hex.BridgeHex != 0 {
			return st, false
		}
	}
	for _, x := range a.Hexes() {
		for _, y := range b.Hexes() {
			if d, ok := x.DirTo(y); ok && bd.m.Side(x, d).Flags&hex.BridgeSide != 0 {
				return st, true // across a bridge hexside
			}
			if hex.Dist(x, y) != 2 {
				continue
			}
			mid := hex.Hex{Q: (x.Q + y.Q) / 2, R: (x.R + y.R) / 2}
			if (x.Q+y.Q)%2 == 0 && (x.R+y.R)%2 == 0 && bd.m.Contains(mid) && bd.m.Terrain(mid).Flags&hex.BridgeHex != 0 {
				return st, true // through a bridge hex, out the opposite side
			}
		}
	}
	return st, false
}

// crossBridge checks and costs the bridge crossing st of the plan's 2-hex
// unit [L581]; level is its formation level before it, the level after
// it returned.
func (p *plan) crossBridge(s *rules.State, bd *board, mv mover, st step, near []occupant, level int) (int, *rules.Violation) {
	if p.closed {
		return level, p.violation(s, "stopped", p.whyRule, "must stop: %s", p.why)
	}
	form := formationAt(p.form, level)
	if !slices.Contains([]string{Normal, Column, Open}, form) {
		return level, p.violation(s, "bridge", "M&P §7.6 [L581]", "is in %s: a 2-hex unit crosses a bridge only in Normal formation, Column or Open Order", formationWords(form))
	}
	if p.used+p.cost > 0 {
		return level, p.violation(s, "bridge", "M&P §7.6 [L581]", "has spent %d MP: a 2-hex unit crosses a bridge with its whole MA, as its whole move", p.used+p.cost)
	}
	if p.ma <= 0 {
		return level, p.violation(s, "allowance", "M&P §7.2 [L547]", "has no MP to cross the bridge")
	}
	for _, h := range st.to.Hexes() {
		if bd.hexCost(mv, h).prohibited {
			return level, p.violation(s, "prohibited", "M&P §7.6 [L581], TEC", "cannot end its bridge crossing in %s: terrain it may not enter", bd.label(h))
		}
	}
	if v := p.enter(s, bd, st, near); v != nil {
		return level, v
	}
	p.cost, p.bridged = p.ma, true // its whole MA [L581]
	p.stop("it crossed the bridge with its whole MA", "M&P §7.6 [L581]")
	if form == Normal {
		level = formationLevel(Broken) // Normal becomes Formation Broken [L581]
	}
	return level, nil
}

// bridgeOffers are the bridge crossings Check accepts for the selected
// 2-hex unit u standing on at, as buttons (no rule: a crossing is one
// step no drag from hex to hex makes): each footprint across a bridge
// with the unit's own facing [L581].
func bridgeOffers(s *rules.State, bd *board, u *rules.Unit) []rules.Offer {
	if !twoHex(u) {
		return nil
	}
	at, b, ok := bd.unitAt(s, u)
	if !ok {
		return nil
	}
	var out []rules.Offer
	seen := map[hex.Unit]bool{}
	for _, x := range at.Hexes() {
		for _, y := range x.Neighbors() {
			// y a hex next to the bridge on the far side: across a bridge
			// hexside from x, or opposite x across a bridge hex.
			for _, far := range []hex.Hex{y, y.Add(y.Sub(x))} {
				ns := far.Neighbors()
				for _, l := range append([]hex.Hex{far}, ns[:]...) {
					to := hex.Two(l, at.F)
					to.Column = at.Column
					if seen[to] || !to.Occupies(far) {
						continue
					}
					seen[to] = true
					if _, ok := bridgeCrossing(bd, at, to); !ok {
						continue
					}
					a := rules.Action{Kind: rules.KindMove, Side: u.Side, Moves: []rules.Move{{Base: b.ID, Path: geom.Path{b.Shape.Pose(), bd.m.Layout.Pose(to)}}}}
					if _, err := check(s, a); err != nil {
						continue
					}
					out = append(out, rules.Offer{
						Label:  fmt.Sprintf("Cross the bridge: %s to %s and %s — its whole MA", s.UnitName(u.ID), bd.label(to.L), bd.label(to.R)),
						Detail: []string{"a 2-hex unit crosses a bridge with its whole MA; a Normal one is then Formation Broken (M&P §7.6 [L581])"},
						Action: a, Bases: u.Bases,
					})
				}
			}
		}
	}
	return out
}
