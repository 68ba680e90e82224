package warmaster

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
)

// spellOffers are, in the Shooting phase, every cast the selected Wizards
// may attempt now (wme.md §11.4), as a unit's shots are offered when it is
// selected: each spell of his list at each legal
// target, a line spell toward each unit its line could reach, Teleport
// beside each friendly unit to join it; the chance in the label, the
// rule and the units a line crosses in the detail, the units concerned
// in Bases. A Wizard with the Ring or the Wand unspent gets a variant
// using it; a refused target of a targeted spell shows disabled with why.
func spellOffers(s *rules.State, side int, selected []string) []rules.Offer {
	var out []rules.Offer
	seen := map[string]bool{}
	for _, id := range selected {
		w, ok := s.UnitOf(id)
		if !ok || seen[w.ID] || w.Side != side || w.Type != Wizard || len(w.Bases) == 0 {
			continue
		}
		seen[w.ID] = true
		for _, sp := range spellsOf(s, w) {
			c := cast{wizard: w, spell: sp}
			if castTurn(s, &c) != nil {
				continue
			}
			for _, a := range spellActions(s, &c) {
				for _, v := range itemVariants(w, a) {
					out = append(out, castOffer(s, v))
				}
			}
		}
	}
	return out
}

// spellActions are the cast actions offered for c's spell.
func spellActions(s *rules.State, c *cast) []rules.Action {
	w, sp := c.wizard, c.spell
	base := func() rules.Action {
		return rules.Action{Kind: KindCast, Side: w.Side, Args: map[string]string{"wizard": w.ID, "spell": sp.ID}}
	}
	var out []rules.Action
	switch sp.Target {
	case targetEnemy, targetFriend:
		for i := range s.Units {
			t := &s.Units[i]
			if IsCommander(t.Type) || len(t.Bases) == 0 || (t.Side == w.Side) != (sp.Target == targetFriend) {
				continue
			}
			if unitDistance(s, w, t) > sp.Range+geom.Eps { // beyond range: no button
				continue
			}
			a := base()
			a.Target = t.ID
			out = append(out, a)
		}
	case targetLine:
		seen := map[string]bool{}
		for i := range s.Units {
			t := &s.Units[i]
			if IsCommander(t.Type) || len(t.Bases) == 0 || t.Side == w.Side || unitDistance(s, w, t) > sp.Range+geom.Eps {
				continue
			}
			deg, ok := bearingTo(s, w, t)
			key := fmt.Sprintf("%.1f", deg)
			if !ok || seen[key] {
				continue
			}
			seen[key] = true
			a := base()
			a.Args["bearing"] = strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.3f", deg), "0"), ".")
			out = append(out, a)
		}
	case targetSelf:
		for i := range s.Units {
			t := &s.Units[i]
			if t.Side != w.Side || IsCommander(t.Type) || len(t.Bases) == 0 || joinedTo(w) == t.ID {
				continue
			}
			if at, ok := teleportSpot(s, w, t); ok {
				a := base()
				a.Args["at"] = fmt.Sprintf("%.3f,%.3f", at.X, at.Y)
				a.Args["join"] = t.ID
				out = append(out, a)
			}
		}
	}
	return out
}

// teleportSpot is a spot for w's disc touching the middle of t's rear edge
// (else its front's), where Teleport may put him to join t.
func teleportSpot(s *rules.State, w, t *rules.Unit) (geom.Vec, bool) {
	wb, _ := s.Base(w.Bases[0])
	r := wb.Shape.Width / 2
	for _, id := range t.Bases {
		b, _ := s.Base(id)
		for _, e := range []geom.Edge{geom.Rear, geom.Front} {
			at := b.Shape.Edge(e).Mid().Add(b.Shape.Outward(e).Scale(r))
			a := rules.Action{Kind: KindCast, Side: w.Side, Args: map[string]string{"wizard": w.ID, "spell": Teleport,
				"at": fmt.Sprintf("%.3f,%.3f", at.X, at.Y), "join": t.ID}}
			if _, err := prepareCast(s, a); err == nil {
				return at, true
			}
		}
	}
	return geom.Vec{}, false
}

// itemVariants are a, and a with the Ring of Magic or the Wand of Power
// when the Wizard carries it unspent ([L2444], [L2482]).
func itemVariants(w *rules.Unit, a rules.Action) []rules.Action {
	out := []rules.Action{a}
	for _, it := range []struct{ arg, id string }{{"ring", RingOfMagic}, {"wand", WandOfPower}} {
		if itemReady(w, it.id) {
			v := a
			v.Args = map[string]string{it.arg: "1"}
			for k, x := range a.Args {
				v.Args[k] = x
			}
			out = append(out, v)
		}
	}
	return out
}

// castOffer is the offer of one cast action: its label with the chance,
// its detail, or why it is refused.
func castOffer(s *rules.State, a rules.Action) rules.Offer {
	w, _ := s.Unit(a.Args["wizard"])
	sp, _ := spellOf(s, w, a.Args["spell"])
	o := rules.Offer{Action: a, Bases: append([]string(nil), w.Bases...)}
	what := sp.Name
	switch sp.Target {
	case targetLine:
		what += fmt.Sprintf(", bearing %s°", a.Args["bearing"])
	case targetSelf:
		if j, ok := s.Unit(a.Args["join"]); ok {
			what += " to join " + j.Title()
		}
	default:
		if t, ok := s.Unit(a.Target); ok {
			what += " on " + t.Title()
			o.Bases = append(o.Bases, t.Bases...)
		}
	}
	c, err := prepareCast(s, a)
	o.Label = fmt.Sprintf("%s: cast %s", w.Title(), what)
	if err != nil {
		o.Disabled = err.Error()
		return o
	}
	mod, need, chance := castOdds(&c)
	switch {
	case c.ring:
		o.Label += " with the Ring of Magic — no roll, certain"
	default:
		o.Label += fmt.Sprintf(" — needs %d+, %.0f%%", need, 100*chance)
		if c.wand {
			o.Label += " with the Wand of Power"
		}
	}
	o.Detail = append(o.Detail, fmt.Sprintf("D6 at least %d%s; a 1 always fails, a 6 always succeeds (WME §11.4 [L2332-2334])", need, modText(&c, mod)))
	if sp.Range > 0 {
		o.Detail = append(o.Detail, fmt.Sprintf("range %.0f cm from %s (%s)", sp.Range, w.Title(), sp.Rule))
	}
	if sp.Target == targetLine {
		seg := spellLine(s, w, c.dir, sp.Range)
		var names []string
		for _, t := range underLine(s, seg) {
			if status(t, spellPrefix+sp.ID) != turnStamp(s) {
				names = append(names, t.Title())
				o.Bases = append(o.Bases, t.Bases...)
			}
		}
		line := fmt.Sprintf("the line runs %.1f cm", seg.Len())
		if seg.Len() < sp.Range-2*lineClipStep {
			line += " (terrain stops it)"
		}
		if len(names) > 0 {
			line += fmt.Sprintf("; %d attacks on each of %s, friend or foe", LineAttacks, strings.Join(names, ", "))
		} else {
			line += "; no unit under it"
		}
		o.Detail = append(o.Detail, line)
	}
	if c.recall {
		o.Detail = append(o.Detail, "his second spell this phase, by the Staff of Recall (WME §11.5 [L2488])")
	}
	return o
}

// spellOverlays are, for a Wizard who may still cast, each of his spells'
// range about his disc (OverlayReach) and, for a line spell, each line
// offered with the units it crosses (OverlayCommand; the Tooler's
// overlays for the selected Wizard, tools.go).
func spellOverlays(s *rules.State, w *rules.Unit) []rules.Overlay {
	if s.Phase != PhaseShooting || w.Type != Wizard || len(w.Bases) == 0 {
		return nil
	}
	wb, _ := s.Base(w.Bases[0])
	var out []rules.Overlay
	for _, sp := range spellsOf(s, w) {
		c := cast{wizard: w, spell: sp}
		if castTurn(s, &c) != nil {
			continue
		}
		if sp.Target == targetLine {
			for _, a := range spellActions(s, &c) {
				deg, _ := parseBearing(a.Args["bearing"])
				seg := spellLine(s, w, geom.Dir(geom.FromBearing(deg)), sp.Range)
				var names []string
				for _, t := range underLine(s, seg) {
					names = append(names, t.Title())
				}
				label := fmt.Sprintf("%s's %s bearing %.0f°: ", w.Title(), sp.Name, deg)
				if len(names) == 0 {
					label += "crosses no unit"
				} else {
					label += "crosses " + strings.Join(names, ", ")
				}
				out = append(out, rules.Overlay{Kind: rules.OverlayCommand, Base: wb.ID, Side: w.Side, Label: label,
					Tag: sp.Name, Lines: [][]geom.Vec{{seg.A, seg.B}}})
			}
			continue
		}
		if sp.Range <= 0 {
			continue
		}
		out = append(out, rules.Overlay{Kind: rules.OverlayReach, Base: wb.ID, Side: w.Side, Tag: fmt.Sprintf("%s %.0f cm", sp.Name, sp.Range),
			Label: fmt.Sprintf("range of %s's %s: %.0f cm from his disc (%s)", w.Title(), sp.Name, sp.Range, sp.Rule),
			Lines: [][]geom.Vec{circle(wb.Shape.Center, wb.Shape.Width/2+sp.Range)}})
	}
	return out
}

func parseBearing(v string) (float64, bool) {
	var deg float64
	_, err := fmt.Sscan(strings.TrimSpace(v), &deg)
	return deg, err == nil
}

// circleSegments is how many chords draw a range circle.
const circleSegments = 72

// circle is a closed polyline round c of radius r.
func circle(c geom.Vec, r float64) []geom.Vec {
	pts := make([]geom.Vec, 0, circleSegments+1)
	for i := 0; i <= circleSegments; i++ {
		a := 2 * math.Pi * float64(i) / circleSegments
		pts = append(pts, c.Add(geom.Dir(a).Scale(r)))
	}
	return pts
}

// voicedChargeOffers are the charges of the selected units moving by Voice
// of Command (the sheet §2.3: it may charge), as an order's are offered.
func voicedChargeOffers(s *rules.State, side int, selected []string) []rules.Offer {
	charges := chargeOffers(s, side, selected)
	var out []rules.Offer
	for _, c := range charges {
		out = append(out, c.Offer)
	}
	return append(out, chargeAlternatives(s, charges)...)
}
