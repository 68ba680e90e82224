package warmaster

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// Spell numbers (the sheet §2.3-2.4).
const (
	LineAttacks     = 3 // Ball of Flame, Gotcha!: attacks on each unit under the line (M2 item 5)
	FootAttacks     = 6 // Foot of Gork
	GerroffPerPip   = 5 // Gerroff!!!: 5×D6 cm, one die times five (Q9)
	EnchantHandOver = 2 // Weird Enchantment: to the end of the opposing player's next turn
)

// spellEffect applies the effect of c's spell, cast and not dispelled.
func spellEffect(s *rules.State, c *cast, d dice.Roller) ([]rules.Event, error) {
	switch c.spell.ID {
	case BallOfFlame, Gotcha:
		return lineEffect(s, c, d)
	case FootOfGork:
		return footOfGork(s, c, d)
	case Gerroff:
		return gerroff(s, c, d)
	case WeirdEnchantment:
		markAffected(s, c.target, c.spell)
		c.target.SetStatus(stEnchanted, EnchantHandOver)
		return []rules.Event{{Kind: "spell", Side: c.wizard.Side, Unit: c.target.ID,
			Text: fmt.Sprintf("%s are enchanted until the end of %s's next turn: half pace, every enemy terrifying, their own terror gone (sheet §2.3 Weird Enchantment)",
				c.target.Title(), s.Sides[c.target.Side].Name)}}, nil
	case Waaagh:
		markAffected(s, c.target, c.spell)
		c.target.SetStatus(stWaaagh, 1)
		return []rules.Event{{Kind: "spell", Side: c.wizard.Side, Unit: c.target.ID,
			Text: fmt.Sprintf("Waaagh! %s fight this Combat phase with +1 attack per element and per joined character (sheet §2.4 Waaagh!)", c.target.Title())}}, nil
	case VoiceOfCommand:
		return voiceOfCommand(s, c), nil
	case Teleport:
		return teleport(s, c), nil
	}
	return nil, fmt.Errorf("warmaster: spell %q has no effect", c.spell.ID)
}

// settleStruck settles the wounds t took from u's strike outside u's own
// volleys (a spell, a thrown rock, a bouncing ball), before being t's
// shooting wounds until then: engaged, t is not driven back and they count
// in its first round (the sheet M4), the sentence's suffix saying so;
// otherwise, wounded, it is driven back away from u (Q7, Q31).
func settleStruck(u, t *rules.Unit, before int, engaged bool) string {
	wounds := status(t, stShotWounds) - before
	if engaged {
		t.SetStatus(stShotWounds, before)
		t.SetStatus(stChargeShot, status(t, stChargeShot)+wounds)
		return " (engaged: no drive back, the wounds count in its first round)"
	}
	if wounds > 0 {
		t.SetStatus(shotByPrefix+u.ID, 1)
	}
	return ""
}

// spellAttacks resolves n attacks of Wizard w on unit t (the sheet M1):
// one die each, hitting by the cover of t's least protected element
// against his disc ([L1151-1169], Q5), an armour save per hit, the wounds
// on t and an element removed for every full Hits ([L1189-1199]).
func spellAttacks(s *rules.State, w, t *rules.Unit, n int, d dice.Roller) (string, []dice.Roll, []rules.Event, error) {
	wb, _ := s.Base(w.Bases[0])
	p := Fortified
	for _, r := range rects(s, t) {
		p = min(p, protection(s, t, r, wb.Shape))
	}
	var facts []rules.Fact
	return volleyAt(s, w, t, wb.Shape, p, n, nil, d, w.ID, &facts)
}

// lineEffect is Ball of Flame and Gotcha! (the sheet M2-M4): 3 attacks on
// every unit under the line not yet affected by it this turn, friend or
// foe, engaged or not. The unengaged ones are driven back as by shooting
// when the phase ends, away from the Wizard (Q7); an engaged one keeps its
// wounds and they count for its enemies in its first round (M4, Q8).
func lineEffect(s *rules.State, c *cast, d dice.Roller) ([]rules.Event, error) {
	w, sp := c.wizard, c.spell
	seg := spellLine(s, w, c.dir, sp.Range)
	eng := inEngagements(s)
	var evs []rules.Event
	var hit []string
	for _, t := range underLine(s, seg) {
		if status(t, spellPrefix+sp.ID) == turnStamp(s) {
			continue // a unit is affected once a turn ([L2336-2338])
		}
		markAffected(s, t, sp)
		before := status(t, stShotWounds)
		part, rolls, lost, err := spellAttacks(s, w, t, LineAttacks, d)
		if err != nil {
			return nil, err
		}
		part += settleStruck(w, t, before, eng[t.ID])
		hit = append(hit, t.Title())
		evs = append(evs, rules.Event{Kind: "spell", Side: w.Side, Unit: t.ID, Rolls: rolls,
			Text: fmt.Sprintf("%s's %s strikes %s: %s", w.Title(), sp.Name, t.Title(), part)})
		evs = append(evs, lost...)
	}
	head := fmt.Sprintf("%s's %s runs %.1f cm bearing %.0f°", w.Title(), sp.Name, seg.Len(), geom.Bearing(math.Atan2(c.dir.Y, c.dir.X)))
	if seg.Len() < sp.Range-lineClipStep*2 {
		head += " (stopped by terrain, sheet M2 item 3)"
	}
	if len(hit) == 0 {
		head += " and strikes nobody"
	} else {
		head += " under it: " + strings.Join(hit, ", ")
	}
	return append([]rules.Event{{Kind: "spell", Side: w.Side, Unit: w.ID, Text: head}}, evs...), nil
}

// footOfGork is 6 attacks on the target, never driven back (the sheet
// §2.4 Foot of Gork).
func footOfGork(s *rules.State, c *cast, d dice.Roller) ([]rules.Event, error) {
	t := c.target
	markAffected(s, t, c.spell)
	before := status(t, stShotWounds)
	part, rolls, lost, err := spellAttacks(s, c.wizard, t, FootAttacks, d)
	if err != nil {
		return nil, err
	}
	t.SetStatus(stShotWounds, before) // it comes down from above: no drive back
	ev := rules.Event{Kind: "spell", Side: c.wizard.Side, Unit: t.ID, Rolls: rolls,
		Text: fmt.Sprintf("the Foot of Gork stamps on %s: %s; no drive back", t.Title(), part)}
	return append([]rules.Event{ev}, lost...), nil
}

// gerroff drives the target 5×D6 cm straight toward its own table edge at
// once (the sheet §2.4 Gerroff!!!, Q9, Q12, Q13): as a shooting drive back
// (a 6 confuses, impassable terrain, enemies and engaged units stop it,
// confused), but it never routs; a friend in the way stops it in contact,
// confused (see doc.go); off the table, it rolls at once ([L906-922]).
func gerroff(s *rules.State, c *cast, d dice.Roller) ([]rules.Event, error) {
	t := c.target
	markAffected(s, t, c.spell)
	v, err := d.Roll(6)
	if err != nil {
		return nil, err
	}
	want := float64(v * GerroffPerPip)
	dir := ownEdgeDir(s, t.Side)
	ev := rules.Event{Kind: "drive-back", Side: t.Side, Unit: t.ID, Rolls: []dice.Roll{{Sides: 6, Value: v}},
		Text: fmt.Sprintf("Gerroff!!! %s are driven %d×5 = %.0f cm toward their own table edge", t.Title(), v, want)}
	if neverDrivenBack(t) {
		ev.Text += fmt.Sprintf(": %s are never driven back (sheet Q11, [L1231])", t.Title())
		return []rules.Event{ev}, nil
	}
	dist, stop, confuses := driveLimit(s, t, dir, want, limitOpts{friends: true})
	for _, id := range t.Bases {
		b, _ := s.Base(id)
		b.Shape.Center = b.Shape.Center.Add(dir.Scale(dist))
	}
	if stop != "" {
		ev.Text += fmt.Sprintf("; stopped after %.1f cm by %s", dist, stop)
	}
	if v == 6 || confuses {
		t.SetStatus(stConfused, 1)
		ev.Text += ", confused"
	}
	evs := []rules.Event{ev}
	if offTable(s, t) {
		lev, err := leaveTable(s, t, d)
		if err != nil {
			return nil, err
		}
		evs = append(evs, lev)
	}
	return evs, nil
}

// ownEdgeDir is the direction straight toward side's own long table edge
// (Q13): the one nearer its deployment zone, or without one the centre
// of its units.
func ownEdgeDir(s *rules.State, side int) geom.Vec {
	var c geom.Vec
	n := 0
	if z := s.Sides[side].Deployment; len(z) > 0 {
		for _, p := range z {
			c, n = c.Add(p), n+1
		}
	} else {
		for i := range s.Units {
			if u := &s.Units[i]; u.Side == side {
				for _, r := range rects(s, u) {
					c, n = c.Add(r.Center), n+1
				}
			}
		}
	}
	c = c.Scale(1 / float64(max(1, n)))
	if s.Table.Height > s.Table.Width {
		if c.X < s.Table.Width/2 {
			return geom.V(-1, 0)
		}
		return geom.V(1, 0)
	}
	if c.Y < s.Table.Height/2 {
		return geom.V(0, -1)
	}
	return geom.V(0, 1)
}

// voiceOfCommand gives the target one move as if it had just been
// ordered (the sheet §2.3 Voice of Command): its pace by formation, a
// charge allowed, no command roll; no support charge; the characters
// joined to it stay where they are, no longer joined (Q15). A unit so
// moved does not shoot this phase (Q1).
func voiceOfCommand(s *rules.State, c *cast) []rules.Event {
	t := c.target
	markAffected(s, t, c.spell)
	openMove(s, t, 1)
	t.SetStatus(stVoiced, 1)
	clearAims(t, "")
	left := ""
	for _, k := range joinedCommanders(s, t) {
		setJoined(k, "")
		left += fmt.Sprintf("; %s stays where he is, no longer joined (Q15)", k.Title())
	}
	return []rules.Event{{Kind: "spell", Side: c.wizard.Side, Unit: t.ID,
		Text: fmt.Sprintf("%s may move as if ordered: up to %.0f cm, or charge (sheet §2.3 Voice of Command)%s", t.Title(), allowance(s, t), left)}}
}
