package gboh

import (
	"fmt"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
)

// The spells of §11.4 played so far: those that strike like a missile,
// those that test or mend Cohesion now, and two that last (Bravery,
// Demoralization). Their costs, least Magic, targets and numbers are the
// text's [L2993-4187].

// spell is one spell.
type spell struct {
	key, name string
	ref       string
	minMagic  int
	mp        int // cost
	mpCheap   int // cost at Magic cheapAt or more (0: none)
	cheapAt   int
	friendly  bool // aims at a friendly unit
	half      bool // within half the base range [L3598-3600]
	adjacent  bool // at an adjacent unit
	lasting   bool // has a duration: it can be dispelled [L4191-4195]
	cast      func(s *rules.State, mg, t *rules.Unit, d dice.Roller) ([]rules.Event, error)
}

// cost is the spell's Magic Points for a mage of Magic m.
func (sp *spell) cost(m int) int {
	if sp.mpCheap > 0 && m >= sp.cheapAt {
		return sp.mpCheap
	}
	return sp.mp
}

// strike is a spell that attacks like missile fire [L3121-3133]: a d10,
// modified as fire is by the target's side and terrain (A29) unless the
// spell says never, plus its own modifier; at most need hits once (two
// hits at most need2 when need2 ≥ 0).
func strike(need, need2 int, modified bool, own func(s *rules.State, t *rules.Unit) (int, string)) func(s *rules.State, mg, t *rules.Unit, d dice.Roller) ([]rules.Event, error) {
	return func(s *rules.State, mg, t *rules.Unit, d dice.Roller) ([]rules.Event, error) {
		bd, err := boardOf(s)
		if err != nil {
			return nil, err
		}
		v, roll, err := die(d)
		if err != nil {
			return nil, err
		}
		mod, text := 0, ""
		if modified {
			mc, _ := bd.where(s, mg)
			tc, _ := bd.where(s, t)
			mod, text = sumText(fireModifiers(s, bd, &shot{firer: mg, target: t, dist: mc.at.HexDist(tc.hex())}))
		}
		if isDragon(t) {
			mod += dragonSpellBonus // [L4279-4281]
			text = strings.TrimPrefix(text+fmt.Sprintf(", %+d at a Dragon [L4279-4281]", dragonSpellBonus), ", ")
		}
		if own != nil {
			m, why := own(s, t)
			if m != 0 {
				mod += m
				text = strings.TrimPrefix(text+fmt.Sprintf(", %+d %s", m, why), ", ")
			}
		}
		total := v + mod
		hits := 0
		switch {
		case need2 >= 0 && total <= need2:
			hits = 2
		case total <= need:
			hits = 1
		}
		ev := rules.Event{Kind: "spell", Side: mg.Side, Unit: t.ID, Rolls: []dice.Roll{roll},
			Facts: []rules.Fact{{Name: "die", Value: v, Rule: "GBoH §11.4"}, {Name: "modifier", Value: mod, Text: text}, {Name: "hits", Value: hits}},
			Text:  fmt.Sprintf("the spell strikes %s: die %d %s= %d, %d or less hits: %d hit(s)", s.UnitName(t.ID), v, text+" ", total, need, hits)}
		return append([]rules.Event{ev}, hitUnit(s, t, hits, "a spell [L2993-4187]")...), nil
	}
}

// fireSensitive is the spells' −2 against cavalry, chariots and elephants
// [L3305-3308] (a penalty to the target: the die is lowered).
func fireSensitive(s *rules.State, t *rules.Unit) (int, string) {
	if isTroll(t) {
		t.SetStatus(stBurned, 1) // a fire spell: they regenerate no more [L4566-4569]
	}
	if isCavalry(t) || t.Type == "El" {
		return -2, "fire against cavalry or elephants [L3305-3308]"
	}
	return 0, ""
}

// wet is lightning's penalty on a target in marsh, river or ford.
func wet(n int) func(s *rules.State, t *rules.Unit) (int, string) {
	return func(s *rules.State, t *rules.Unit) (int, string) {
		bd, _ := boardOf(s)
		c, _ := bd.where(s, t)
		if k := bd.kind(c.hex()); k == "marsh" || k == "river" || k == "ford" {
			return -n, "lightning on a wet target [L3398-3400]"
		}
		return 0, ""
	}
}

// Lasting spell statuses: the last turn each lasts, and the caster's
// Magic (a dispel's odds [L4199-4205]).
const (
	stBravery      = "bravery"
	stBraveryMagic = "bravery-magic"
	stDemor        = "demoralized"
	stDemorMagic   = "demoralized-magic"
)

func init() {
	for _, k := range []string{stBravery, stDemor} {
		positionKeys.Unit = append(positionKeys.Unit, rules.Key{Name: k, Range: rules.Range{Lo: 0, Hi: 1000, Whole: true}, Doc: "the last turn the spell lasts on the unit [L3567-3610]"})
		statusOf[k] = isCombat
	}
	for _, k := range []string{stBraveryMagic, stDemorMagic} {
		positionKeys.Unit = append(positionKeys.Unit, rules.Key{Name: k, Range: rules.Range{Lo: 0, Hi: 1000, Whole: true}, Doc: "the Magic of the mage who cast the spell on the unit [L4199-4205]"})
		statusOf[k] = isCombat
	}
}

// under reports a lasting spell k on u this turn.
func under(s *rules.State, u *rules.Unit, k string) bool {
	return u.Status[k] >= s.Turn && u.Status[k] > 0
}

// moraleBonus is the lasting spells' bonus to u's Shock TQ checks and
// rally rolls, to take off the die: Bravery +1, Demoralization −1
// [L3574-3576, L3606-3608].
func moraleBonus(s *rules.State, u *rules.Unit) int {
	n := 0
	if under(s, u, stBravery) {
		n++
	}
	if under(s, u, stDemor) {
		n--
	}
	return n
}

// lay puts a lasting spell on t for the caster's base duration.
func lay(s *rules.State, mg, t *rules.Unit, k, km string) {
	_, turns := baseOf(int(mg.Profile[keyMagic]))
	t.SetStatus(k, s.Turn+turns-1)
	t.SetStatus(km, int(mg.Profile[keyMagic]))
}

// lift removes a lasting spell.
func lift(t *rules.Unit, k, km string) {
	t.SetStatus(k, 0)
	t.SetStatus(km, 0)
}

var spells = map[string]*spell{
	"stone_rain":       {key: "stone_rain", name: "Stone Rain", ref: "L3121-3133", minMagic: 220, mp: 60, cast: strike(3, -1, true, nil)},
	"stone_storm":      {key: "stone_storm", name: "Stone Storm", ref: "L3135-3147", minMagic: 400, mp: 120, cast: strike(6, -1, true, nil)},
	"firebolt":         {key: "firebolt", name: "Firebolt", ref: "L3313-3325", minMagic: 220, mp: 80, cast: strike(4, -1, true, fireSensitive)},
	"fireball":         {key: "fireball", name: "Fireball", ref: "L3298-3311", minMagic: 320, mp: 100, cast: strike(5, -1, true, fireSensitive)},
	"lightning_bolts":  {key: "lightning_bolts", name: "Lightning Bolts", ref: "L3390-3402", minMagic: 220, mp: 80, cast: strike(2, -1, true, wet(3))},
	"master_lightning": {key: "master_lightning", name: "Master Lightning", ref: "L3404-3417", minMagic: 320, mp: 120, cast: strike(3, -1, true, wet(4))},
	"meteor_swarm":     {key: "meteor_swarm", name: "Meteor Swarm", ref: "L3506-3520", minMagic: 400, mp: 200, cast: strike(7, 3, true, fireSensitive)},
	"holy_fire":        {key: "holy_fire", name: "Holy Fire", ref: "L4078-4087", minMagic: 150, mp: 40, cast: strike(2, -1, false, nil)},
	"blast": {key: "blast", name: "Words of Power: Blast", ref: "L3627-3636", minMagic: 400, mp: 100,
		cast: func(s *rules.State, mg, t *rules.Unit, d dice.Roller) ([]rules.Event, error) {
			t.SetStatus(stMoved, 1) // always flipped to Moved [L3634-3636]
			return strike(3, -1, false, nil)(s, mg, t, d)
		}},
	"stun": {key: "stun", name: "Words of Power: Stun", ref: "L3663-3672", minMagic: 300, mp: 50, adjacent: true,
		cast: func(s *rules.State, mg, t *rules.Unit, d dice.Roller) ([]rules.Event, error) {
			t.SetStatus(stMoved, 1)
			return hitUnit(s, t, 1, "Words of Power: Stun [L3668-3670]"), nil
		}},
	"demoralization": {key: "demoralization", name: "Demoralization", ref: "L3598-3610", minMagic: 240, mp: 80, half: true, lasting: true,
		cast: func(s *rules.State, mg, t *rules.Unit, d dice.Roller) ([]rules.Event, error) {
			lift(t, stBravery, stBraveryMagic) // it cancels Bravery [L3608-3610]
			lay(s, mg, t, stDemor, stDemorMagic)
			hits, ev, err := tqCheck(s, t, d, 0, "Demoralization's TQ test", "GBoH §11.4 [L3602-3604]")
			if err != nil {
				return nil, err
			}
			return append([]rules.Event{ev}, hitUnit(s, t, min(hits, 1), "Demoralization [L3602-3604]")...), nil
		}},
	"bravery": {key: "bravery", name: "Bravery", ref: "L3567-3584", minMagic: 240, mp: 50, friendly: true, lasting: true,
		cast: func(s *rules.State, mg, t *rules.Unit, d dice.Roller) ([]rules.Event, error) {
			lift(t, stDemor, stDemorMagic) // it cancels Demoralization [L3582-3584]
			lay(s, mg, t, stBravery, stBraveryMagic)
			if t.Status[stRouted] == 1 {
				return braveRally(s, t, d) // [L3578-3583]
			}
			t.SetStatus(stHits, max(t.Status[stHits]-1, 0))
			return []rules.Event{{Kind: "spell", Side: t.Side, Unit: t.ID, Text: fmt.Sprintf("%s regains 1 Cohesion point (%d hits) [L3571-3573]", s.UnitName(t.ID), t.Status[stHits])}}, nil
		}},
}

// braveRally is Bravery on a routed unit: a rally attempt with Charisma 1;
// a failure has no effect [L3578-3583].
func braveRally(s *rules.State, t *rules.Unit, d dice.Roller) ([]rules.Event, error) {
	v, roll, err := die(d)
	if err != nil {
		return nil, err
	}
	v -= moraleBonus(s, t)
	ev := rules.Event{Kind: "rally", Side: t.Side, Unit: t.ID, Rolls: []dice.Roll{roll}, Text: fmt.Sprintf("Bravery rallies %s on Charisma 1: die %d (with Bravery's +1): ", s.UnitName(t.ID), v)}
	if v > 1 {
		ev.Text += "no effect [L3580-3583]"
		return []rules.Event{ev}, nil
	}
	hits := int(t.Profile[keyTQ]) / 2
	if isCavalry(t) {
		hits = int(t.Profile[keyTQ]) / 3
	}
	t.SetStatus(stRouted, 0)
	t.SetStatus(stRallied, 1)
	t.SetStatus(stHits, hits)
	ev.Text += fmt.Sprintf("rallied, %d Cohesion hits", hits)
	return []rules.Event{ev}, nil
}

// spellKeys lists the spells' keys.
func spellKeys() string {
	var out []string
	for k := range spells {
		out = append(out, k)
	}
	slices.Sort(out)
	return strings.Join(out, ", ")
}
