package pagaille

import (
	"fmt"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
)

// shoot executes a passed Shoot order (bep §8, L116-143, L988-1004): a d6
// per figure able to shoot, a natural 1 failing (A32), the score plus the
// shot's modifier (the crossbow's, L1181-1182) hitting at or above the
// unit's Tir; the musket's and the grenade's natural 1s rolled again
// (L1153, L1200-1205); each hit saved by the target on the save table
// (§3.10, A3); each unsaved hit a figure removed at once (L142-143); then
// the target's rout test if it must take one (A8, A34).
func shoot(s *rules.State, u, tg *rules.Unit, st Settings, d dice.Roller) ([]rules.Event, error) {
	f := aimFire(s, u, tg, st)
	if f.machine != "" {
		return shootMachine(s, u, tg, f, st, d)
	}
	var evs []rules.Event
	var forces []int // the force of each hit on the target
	bursts := 0      // grenade hits: a burst each (G13)
	misfires := 0    // musket or grenade natural 1s
	ev := rules.Event{Kind: "roll", Side: u.Side, Unit: u.ID}
	var parts []string
	for _, v := range f.volleys {
		need := v.shot.Need(f.tir)
		hits := 0
		for range v.figures {
			face, err := d.Roll(6)
			if err != nil {
				return nil, fmt.Errorf("pagaille: %w", err)
			}
			ev.Rolls = append(ev.Rolls, dice.Roll{Sides: 6, Value: face})
			switch {
			case face == 1:
				if f.weapon == Musket || f.weapon == Grenades {
					misfires++
				}
			case face >= need:
				hits++
			}
		}
		if f.weapon == Grenades {
			bursts += hits
		} else {
			for range hits {
				forces = append(forces, v.shot.Force)
			}
		}
		parts = append(parts, fmt.Sprintf("%d dice needing %d+ (F%d): %d hits", v.figures, need, v.shot.Force, hits))
		ev.Facts = append(ev.Facts, rules.Fact{Name: "hits", Value: hits, Of: tg.ID, Text: fmt.Sprintf("of %d dice at %d+, F%d", v.figures, need, v.shot.Force), Rule: "bep §8 step 2 [L123-126]"})
	}
	ev.Text = fmt.Sprintf("Shot of %s at %s, %s (Tir %d): %s", s.UnitName(u.ID), s.UnitName(tg.ID), f.weapon, f.tir, strings.Join(parts, "; "))
	evs = append(evs, ev)
	more, err := misfire(s, u, f.weapon, misfires, d)
	if err != nil {
		return nil, err
	}
	evs = append(evs, more...)
	if bursts > 0 {
		more, err := burst(s, u, f, bursts, st, d)
		if err != nil {
			return nil, err
		}
		return append(evs, more...), nil
	}
	more, err = wound(s, tg, forces, st, d, "shooting")
	if err != nil {
		return nil, err
	}
	return append(evs, more...), nil
}

// wound has tg save hits of the given forces, removes its unsaved ones at
// once and takes its rout test if it must (bep §8 step 3, A8, A34).
func wound(s *rules.State, tg *rules.Unit, forces []int, st Settings, d dice.Roller, what string) ([]rules.Event, error) {
	if len(forces) == 0 || !onTable(tg) {
		return nil, nil
	}
	unsaved, ev, err := saves(s, tg, forces, st, d)
	if err != nil {
		return nil, err
	}
	lost := removeFigures(s, tg, unsaved)
	ev.Text += fmt.Sprintf(": %d casualties from %s, %d figures left", lost, what, figuresLeft(tg))
	evs := []rules.Event{ev}
	if lost > 0 {
		markAttacked(tg)
		evs = append(evs, casualtyTest(s, tg, st, d)...)
	}
	return evs, nil
}

// saves rolls tg's saves against hits of the given forces (bep §3.10,
// L127-140: the target rolls a d6 a hit, at or above the table's value
// saves; the table read as saveMode says, A3) and returns the unsaved.
func saves(s *rules.State, tg *rules.Unit, forces []int, st Settings, d dice.Roller) (int, rules.Event, error) {
	res := resistance(tg, st)
	unsaved, rolls, err := st.SaveMode.rollSaves(res, forces, d)
	if err != nil {
		return 0, rules.Event{}, err
	}
	ev := rules.Event{Kind: "roll", Side: tg.Side, Unit: tg.ID, Rolls: rolls,
		Text:  fmt.Sprintf("Saves of %s (Res %d): %d of %d hits saved", s.UnitName(tg.ID), res, len(forces)-unsaved, len(forces)),
		Facts: []rules.Fact{{Name: "unsaved", Value: unsaved, Of: tg.ID, Text: fmt.Sprintf("of %d hits", len(forces)), Rule: "bep §3.10 [L127-140], A3"}}}
	return unsaved, ev, nil
}

// misfire rolls again each natural 1 of a musket or a grenade (bep §8
// step 4): a musket's 1 kills its shooter, else he cannot shoot until next
// turn (L1200-1205, §15 example 18); a grenade's 1 kills its bearer, else
// it does not explode (L1153).
func misfire(s *rules.State, u *rules.Unit, w Weapon, n int, d dice.Roller) ([]rules.Event, error) {
	if n == 0 {
		return nil, nil
	}
	_, rolls, err := rollDice(d, n)
	if err != nil {
		return nil, err
	}
	dead, jammed := 0, 0
	for _, r := range rolls {
		if r.Value == 1 {
			dead++
		} else if w == Musket {
			jammed++
		}
	}
	u.SetStatus(stJammed, u.Status[stJammed]+jammed)
	removeFigures(s, u, dead)
	text := fmt.Sprintf("%s: %d natural 1s rolled again: %d killed by their own weapon", s.UnitName(u.ID), n, dead)
	rule := "bep §8 step 4 [L1153]"
	if w == Musket {
		text += fmt.Sprintf(", %d cannot shoot until next turn", jammed)
		rule = "bep §8 step 4 [L1200-1205]"
	}
	return []rules.Event{{Kind: "roll", Side: u.Side, Unit: u.ID, Rolls: rolls, Text: text,
		Facts: []rules.Fact{{Name: "killed", Value: dead, Rule: rule}, {Name: "jammed", Value: jammed, Rule: rule}}}}, nil
}

// burst is a grenade's hits (bep §3.11, L1144-1151; G13): each hit bursts
// on the target figure nearest the throwers, and every figure whose base
// is within 3 pas of its centre, friend or foe, takes an F5 hit to save.
func burst(s *rules.State, u *rules.Unit, f fire, n int, st Settings, d dice.Roller) ([]rules.Event, error) {
	var evs []rules.Event
	radius := st.Cm(GrenadeRadius)
	for i := range s.Units {
		o := &s.Units[i]
		if !isTroop(o) || !onTable(o) {
			continue
		}
		caught := 0
		for _, b := range blocksOf(s, o) {
			caught += b.CountWithin(f.aim, radius)
		}
		if caught == 0 {
			continue
		}
		forces := make([]int, n*caught)
		for k := range forces {
			forces[k] = GrenadeForce
		}
		more, err := wound(s, o, forces, st, d, fmt.Sprintf("%d grenade bursts", n))
		if err != nil {
			return nil, err
		}
		evs = append(evs, more...)
	}
	return evs, nil
}
