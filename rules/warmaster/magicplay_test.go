package warmaster_test

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/warmaster"
	"plateau/rules/warmaster/wmetest"
)

// TestMagicBattle plays the sample battle with magic
// (game/testdata/wme-magic.toml: an Empire Wizard and an Orc Shaman, each
// with his army's spells, wme.md §11.4) with the sample player and seeded
// dice to its end: both Wizards cast, their spells take effect (a
// success's event follows the roll), the Empire Wizard's Scroll of
// Dispelling is offered once, when an Orc spell succeeds, and every
// action the player takes is legal.
func TestMagicBattle(t *testing.T) {
	s := loadScenario(t, "../../game/testdata/wme-magic.toml")
	r := warmaster.Rules{}
	d := dice.NewSeeded(magicSeed)
	var p wmetest.Player
	casts := map[int]int{}   // side → casting rolls
	effects := map[int]int{} // side → spells that took effect
	var log []string
	dispels := 0 // the Empire Wizard's Scroll's choices (dispelchoice.go)
	for step := 1; step <= 4000 && s.Phase != "over" && s.Turn <= 8; step++ {
		c, ok := p.Next(r, &s)
		if !ok {
			t.Fatalf("press %d: nothing to press", step)
		}
		var o rules.Offer
		found := false
		for _, x := range r.Offers(&s, s.Active, c.Selected) {
			if x.Disabled == "" && strings.HasPrefix(x.Label, c.Label) {
				o, found = x, true
				break
			}
		}
		if !found {
			t.Fatalf("press %d: no offer %q", step, c.Label)
		}
		n, evs, err := r.Apply(s, o.Action, d)
		if err != nil {
			t.Fatalf("press %d, %s: %v", step, o.Label, err)
		}
		if o.Action.Kind == warmaster.KindDispel {
			log = append(log, o.Label)
			dispels++
		}
		if o.Action.Kind == warmaster.KindCast {
			casts[o.Action.Side]++
			log = append(log, o.Label)
			for _, e := range evs {
				if e.Kind == "spell" || e.Kind == "drive-back" || e.Kind == "dispel" {
					effects[o.Action.Side]++
					break
				}
			}
		}
		s = n
		if err := (r).Check(&s, rules.Action{Kind: "no-such-action", Side: s.Active}); err == nil {
			t.Fatalf("press %d: an unknown action is accepted", step)
		}
	}
	t.Logf("casts: %v", log)
	if s.Turn <= 3 {
		t.Fatalf("the battle stopped at turn %d", s.Turn)
	}
	if dispels != 1 {
		t.Errorf("the Empire Wizard's Scroll chose %d times, want once (it works once a battle, [L2476])", dispels)
	}
	for side, name := range []string{"Empire", "Orcs"} {
		if casts[side] < 2 || effects[side] < 1 {
			t.Errorf("%s: %d casts, %d effects; want both Wizards casting through several turns", name, casts[side], effects[side])
		}
	}
}

// magicSeed is a seed whose battle has both Wizards' spells take effect
// (the Shaman's Staff of Spellbinding soon spellbinds the Empire Wizard,
// whose Scroll then dispels a Gerroff!!!).
const magicSeed = 2
