package warmaster

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// KindCast is a Wizard casting a spell in the Shooting phase (wme.md
// §11.4, [L2328-2334]): Args["wizard"] the Wizard, Args["spell"] the
// spell's id; Target the unit a targeted spell is cast on; for a line
// Args["bearing"] (degrees, 0 toward the top edge, clockwise); for
// Teleport Args["at"] ("x,y", cm) and optionally Args["join"] (a friendly
// unit his disc touches there). Args["ring"] = "1" casts with the Ring of
// Magic, no roll ([L2444]); Args["wand"] = "1" adds the Wand of Power's +1
// ([L2482]), both declared before the die.
const KindCast = "cast"

// Per-unit status keys of the spells (on the Wizard, but for those on
// the units they affect). Never set in a battle without spells.
const (
	stCasts      = "casts"      // attempts made this Shooting phase
	stCastWon    = "cast-won"   // the last attempt succeeded (dispelled included): the Staff of Recall may follow ([L2488])
	stTeleported = "teleported" // a Teleport succeeded this phase: one follow-up spell, never Teleport (sheet §2.3)
	stSpellbound = "spellbound" // −1 to every cast for the rest of the battle ([L2456])
	stEnchanted  = "enchanted"  // under Weird Enchantment: the hand-overs of the turn it still lasts (2 when cast)
	stWaaagh     = "waaagh"     // Waaagh!: +1 attack per element in this turn's Combat phase
	stVoiced     = "voiced"     // its open move is Voice of Command's (an order's move in the Shooting phase)
)

// spellPrefix + SPELL on a unit: the turn (turnStamp) SPELL affected it
// ([L2336]: once per turn).
const spellPrefix = "spell:"

// cast is a checked cast action.
type cast struct {
	wizard *rules.Unit
	spell  Spell
	target *rules.Unit // targeted spells
	dir    geom.Vec    // a line's direction
	at     geom.Vec    // Teleport's spot
	join   *rules.Unit // Teleport's unit to join, nil for none
	ring   bool
	wand   bool
	recall bool // this attempt is the Staff of Recall's
}

func castNo(code, rule, format string, args ...any) *rules.Violation {
	return &rules.Violation{Code: code, Rule: rule, Msg: fmt.Sprintf(format, args...)}
}

// prepareCast checks a cast action (wme.md §11.4; the sheet C1-C10).
func prepareCast(s *rules.State, a rules.Action) (cast, error) {
	var c cast
	if s.Phase != PhaseShooting {
		return c, castNo("phase", "WME §11.4 [L2330]", "spells are cast in the Shooting phase, not in the %s phase", s.Phase)
	}
	w, ok := s.Unit(a.Args["wizard"])
	if !ok {
		return c, fmt.Errorf("warmaster: no unit %q to cast", a.Args["wizard"])
	}
	if w.Side != a.Side {
		return c, &rules.Violation{Code: "not-yours", Rule: "sequence of play", Bases: w.Bases, Msg: fmt.Sprintf("%s is not yours", w.Title())}
	}
	if w.Type != Wizard {
		return c, &rules.Violation{Code: "not-wizard", Rule: "WME §11.4 [L2326]", Bases: w.Bases, Msg: fmt.Sprintf("%s is no Wizard: only Wizards cast spells", w.Title())}
	}
	if len(w.Bases) == 0 {
		return c, castNo("destroyed", "WME §11.1 [L2065]", "%s is no longer on the table", w.Title())
	}
	sp, ok := spellOf(s, w, a.Args["spell"])
	if !ok {
		names := []string{}
		for _, x := range spellsOf(s, w) {
			names = append(names, x.Name)
		}
		if len(names) == 0 {
			return c, &rules.Violation{Code: "no-spells", Rule: "WME §11.4 [L2326]", Bases: w.Bases,
				Msg: fmt.Sprintf("%s's army has no spell list (the setting %s%s)", w.Title(), SettingSpellsPrefix, s.Sides[w.Side].ID)}
		}
		return c, &rules.Violation{Code: "spell", Rule: "WME §11.4 [L2326]", Bases: w.Bases,
			Msg: fmt.Sprintf("%s casts from his army's list: %s", w.Title(), strings.Join(names, ", "))}
	}
	c.wizard, c.spell = w, sp
	if v := castTurn(s, &c); v != nil {
		return c, v
	}
	if err := castItems(a, &c); err != nil {
		return c, err
	}
	switch sp.Target {
	case targetLine:
		deg, err := strconv.ParseFloat(strings.TrimSpace(a.Args["bearing"]), 64)
		if err != nil || math.IsNaN(deg) || math.IsInf(deg, 0) {
			return c, fmt.Errorf("warmaster: %s needs Args[\"bearing\"], a direction in degrees (got %q)", sp.Name, a.Args["bearing"])
		}
		c.dir = geom.Dir(geom.FromBearing(deg))
	case targetSelf:
		return c, prepareTeleport(s, a, &c)
	default:
		t, ok := s.Unit(a.Target)
		if !ok {
			return c, fmt.Errorf("warmaster: no unit %q to cast %s on", a.Target, sp.Name)
		}
		c.target = t
		if v := spellTargetProblem(s, &c, t, inEngagements(s)); v != nil {
			return c, v
		}
	}
	return c, nil
}

// castTurn checks that c.wizard may make an attempt now ([L2330]: one
// spell a Shooting phase; the sheet §2.3: Teleport's follow-up, never a
// second Teleport; [L2488]: the Staff of Recall's second spell after a
// success, once a battle; Q4: at most one Teleport, Recall's not one).
func castTurn(s *rules.State, c *cast) *rules.Violation {
	w, sp := c.wizard, c.spell
	switch {
	case status(w, stCasts) == 0:
		return nil
	case status(w, stTeleported) > 0:
		if sp.ID == Teleport {
			return &rules.Violation{Code: "teleport-twice", Rule: "sheet §2.3 Teleport, Q4", Bases: w.Bases,
				Msg: fmt.Sprintf("%s has teleported: his follow-up may be any spell but Teleport", w.Title())}
		}
		return nil
	case status(w, stCastWon) > 0 && carries(w, StaffOfRecall) && status(w, stItemSpent) == 0:
		if sp.ID == Teleport {
			return &rules.Violation{Code: "teleport-twice", Rule: "WME §11.5 [L2488], Q4", Bases: w.Bases,
				Msg: fmt.Sprintf("the Staff of Recall's second spell cannot be a Teleport (%s teleports once a turn)", w.Title())}
		}
		c.recall = true
		return nil
	}
	return &rules.Violation{Code: "cast-once", Rule: "WME §11.4 [L2330]", Bases: w.Bases,
		Msg: fmt.Sprintf("%s has cast his spell this phase: one spell a Shooting phase", w.Title())}
}

// inEngagements is the units in an engagement, fighting or supporting
// ([L2340]: "les soutiens font parti du combat"; C8).
func inEngagements(s *rules.State) map[string]bool {
	out := map[string]bool{}
	for _, e := range engagements(s) {
		for _, u := range e.units {
			out[u.ID] = true
		}
	}
	return out
}

// spellTargetProblem is why unit t may not be the target of c's spell,
// nil when it may (the sheet C3-C8): the side the spell is for, no
// commander (C10, [L1989]), in range from the Wizard's disc (C4, A5),
// engaged or not as the spell says ([L2340]), once a turn ([L2336]).
func spellTargetProblem(s *rules.State, c *cast, t *rules.Unit, eng map[string]bool) *rules.Violation {
	w, sp := c.wizard, c.spell
	bases := append(append([]string(nil), w.Bases...), t.Bases...)
	no := func(code, rule, format string, args ...any) *rules.Violation {
		return &rules.Violation{Code: code, Rule: rule, Bases: bases, Msg: fmt.Sprintf(format, args...)}
	}
	switch {
	case IsCommander(t.Type):
		return no("commander", "WME §11.1 [L1989], sheet C10", "commanders are never the target of a spell")
	case len(t.Bases) == 0:
		return no("destroyed", "WME §8.5 [L1197]", "%s has been destroyed", t.Title())
	case sp.Target == targetEnemy && t.Side == w.Side:
		return no("friend", sp.Rule, "%s is cast on an enemy unit: %s is a friend", sp.Name, t.Title())
	case sp.Target == targetFriend && t.Side != w.Side:
		return no("enemy", sp.Rule, "%s is cast on a friendly unit: %s is an enemy", sp.Name, t.Title())
	case sp.Greenskin && !greenskin(t):
		return no("not-greenskin", sp.Rule+", Q29", "%s is cast on an Orc or Goblin unit, never on Trolls, Ogres or a Giant: not on %s", sp.Name, t.Title())
	case sp.Unengaged && eng[t.ID]:
		return no("engaged-target", "WME §11.4 [L2340], sheet C8", "%s is engaged in combat (fighting or supporting): %s cannot be cast on it", t.Title(), sp.Name)
	case sp.Engaged && !eng[t.ID]:
		return no("not-engaged", sp.Rule, "%s is cast on a unit engaged in combat: %s is not", sp.Name, t.Title())
	case sp.ID == VoiceOfCommand && status(t, stConfused) > 0:
		return no("confused", "sheet Q14, WME §10.1 [L1899]", "%s is confused: it cannot move as if ordered", t.Title())
	case status(t, spellPrefix+sp.ID) == turnStamp(s):
		return no("spell-once", "WME §11.4 [L2336]", "%s has been affected by %s this turn: once a turn", t.Title(), sp.Name)
	}
	if d := unitDistance(s, w, t); d > sp.Range+geom.Eps {
		return no("spell-range", "WME §11.4 [L2330], sheet C4", "%s is out of range: %.1f cm from %s, %s reaches %.0f cm", t.Title(), d, w.Title(), sp.Name, sp.Range)
	}
	return nil
}

// castOdds is the D6 the cast needs after its modifiers, and its chance
// ([L2332-2334]: at least the spell's number; a natural 1 always fails
// and a 6 always succeeds).
func castOdds(c *cast) (mod, need int, chance float64) {
	mod = castModifier(c)
	if c.ring {
		return mod, 0, 1
	}
	ok := 0
	for v := 1; v <= 6; v++ {
		if castSucceeds(v, mod, c.spell.Need) {
			ok++
		}
	}
	return mod, c.spell.Need, float64(ok) / 6
}

// castSucceeds is the casting roll's verdict ([L2332-2334], sheet C5).
func castSucceeds(natural, mod, need int) bool {
	switch natural {
	case 1:
		return false
	case 6:
		return true
	}
	return natural+mod >= need
}

// applyCast resolves a cast: the die (or the Ring), his Staff of
// Spellbinding on a failure (spellitems.go), then the spell's effect
// (spelleffects.go), or on a success the enemy's choice to dispel it with
// his Scroll first (dispelchoice.go).
func applyCast(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	c, err := prepareCast(s, a)
	if err != nil {
		return nil, err
	}
	w, sp := c.wizard, c.spell
	w.SetStatus(stCasts, status(w, stCasts)+1)
	w.SetStatus(stTeleported, 0) // a follow-up is made, or none was due
	if c.recall {
		w.SetStatus(stItemSpent, 1)
	}
	ev := rules.Event{Kind: "cast", Side: w.Side, Unit: w.ID}
	what := sp.Name
	if c.target != nil {
		what += " on " + c.target.Title()
	}
	mod, _, _ := castOdds(&c)
	won := false
	switch {
	case c.ring:
		w.SetStatus(stItemSpent, 1)
		won = true
		ev.Text = fmt.Sprintf("%s casts %s with the Ring of Magic, no roll (WME §11.5 [L2444])", w.Title(), what)
	default:
		v, err := d.Roll(6)
		if err != nil {
			return nil, err
		}
		ev.Rolls = []dice.Roll{{Sides: 6, Value: v}}
		if c.wand {
			w.SetStatus(stItemSpent, 1)
		}
		won = castSucceeds(v, mod, sp.Need)
		verdict := "fails"
		if won {
			verdict = "succeeds"
		}
		ev.Text = fmt.Sprintf("%s casts %s: needs %d+, rolled %d%s — %s (WME §11.4 [L2332-2334])", w.Title(), what, sp.Need, v, modText(&c, mod), verdict)
	}
	if c.recall {
		ev.Text += "; his second spell, by the Staff of Recall (WME §11.5 [L2488])"
	}
	evs := []rules.Event{ev}
	if !won {
		w.SetStatus(stCastWon, 0)
		more, err := spellbinding(s, w, d)
		return append(evs, more...), err
	}
	w.SetStatus(stCastWon, 1)
	if h := scrollHolder(s, &c); h != nil {
		return append(evs, askDispel(s, &c, h)), nil // the enemy may dispel it first (dispelchoice.go)
	}
	more, err := spellEffect(s, &c, d)
	if err != nil {
		return nil, err
	}
	return append(evs, more...), nil
}

// castModifier is the casting roll's modifier (sheet C5, Q3): the Wand of
// Power's +1, the spellbound −1.
func castModifier(c *cast) int {
	mod := 0
	if c.wand {
		mod++
	}
	if status(c.wizard, stSpellbound) > 0 {
		mod--
	}
	return mod
}

func modText(c *cast, mod int) string {
	var parts []string
	if c.wand {
		parts = append(parts, "+1 Wand of Power")
	}
	if status(c.wizard, stSpellbound) > 0 {
		parts = append(parts, "−1 spellbound")
	}
	if len(parts) == 0 {
		return ""
	}
	return fmt.Sprintf(" (%s: %+d)", strings.Join(parts, ", "), mod)
}

// markAffected records that sp affected t this turn ([L2336]).
func markAffected(s *rules.State, t *rules.Unit, sp Spell) {
	t.SetStatus(spellPrefix+sp.ID, turnStamp(s))
}

// endSpells clears the Wizards' phase marks as the Shooting phase ends.
func endSpells(s *rules.State) {
	for i := range s.Units {
		u := &s.Units[i]
		for _, k := range []string{stCasts, stCastWon, stTeleported, stVoiced} {
			u.SetStatus(k, 0)
		}
	}
}

// passSpells is what a hand-over does to the lasting spells: Weird
// Enchantment lasts to the end of the opposing player's next turn (the
// sheet §2.3), so two hand-overs after it was cast.
func passSpells(s *rules.State) {
	for i := range s.Units {
		if u := &s.Units[i]; status(u, stEnchanted) > 0 {
			u.SetStatus(stEnchanted, status(u, stEnchanted)-1)
		}
	}
}

// spellsCast reports whether some side of the battle has a spell list:
// only then are casts and Voice of Command's moves legal in the Shooting
// phase (a battle without spells keeps its actions).
func spellsCast(s *rules.State) bool {
	for k := range s.Settings {
		if strings.HasPrefix(k, SettingSpellsPrefix) {
			return true
		}
	}
	return false
}

// terrifying reports whether t causes terror ([L1356]): its profile's
// flag, unless Weird Enchantment has switched it off (the sheet §2.3).
func terrifying(t *rules.Unit) bool { return flag(t, keyTerror) && status(t, stEnchanted) == 0 }

// enchantedPace halves a pace under Weird Enchantment (the sheet §2.3,
// Q17: every move whose allowance is the unit's pace).
func enchantedPace(u *rules.Unit, p float64) float64 {
	if status(u, stEnchanted) > 0 {
		return p / 2
	}
	return p
}
