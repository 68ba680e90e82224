package warmaster

import (
	"fmt"

	"plateau/rules"
)

// The names of the facts WME events carry (rules.Fact), the numbers their
// prose states (issue 9). An "order" event: FactCommand, one FactModifier
// per modifier, FactNeed, FactRoll, and with the Orb of Majesty's re-roll
// FactOrbRoll and FactOrbNeed. A "blunder" event: FactDie and
// FactBlunder. A "shoot" event (and one shooting at chargers): per
// volley, in the order the prose tells them, FactDice, FactCover (when
// the target is covered), FactHitNeed, FactHits, FactSaveNeed and
// FactSaved (when the target has an armour save) and FactWounds; a joined
// commander's volley has Of set to the commander. An "attack" event: per
// group of dice with one score to hit, FactDice, FactCover, each
// FactModifier, FactHitNeed, FactHits, FactSaveNeed, FactSaved, then the
// event's FactWounds. A "combat-result" event: per side (Of the side's
// ID) FactInflicted, FactChargeShot and FactSupports (when not 0) and
// FactScore; FactCapacity for a unit that took more wounds than it could
// (Of the unit); FactMargin (Of the winner) when a side wins.
const (
	FactCommand    = "command"     // the commander's command value (WME §6.3 [L483])
	FactModifier   = "modifier"    // one modifier, with its reason and rule
	FactNeed       = "need"        // the order's 2D6 must roll this or less (WME §6.3 [L485-487])
	FactRoll       = "roll"        // the 2D6 rolled for an order
	FactOrbRoll    = "orb-roll"    // the Orb of Majesty's re-roll (WME §11.5 [L2450])
	FactOrbNeed    = "orb-need"    // what the re-roll needs, or less
	FactDie        = "die"         // the blunder die
	FactBlunder    = "blunder"     // the blunder table's result (WME §6.6)
	FactDice       = "dice"        // dice rolled to hit in one volley or group of attacks
	FactCover      = "cover"       // +1 defended, +2 fortified to the score to hit (WME §8.5)
	FactHitNeed    = "hit-need"    // the D6 score that hits
	FactHits       = "hits"        // hits scored, after any re-roll
	FactSaveNeed   = "save-need"   // the armour save, D6 this or more
	FactSaved      = "saved"       // hits saved
	FactWounds     = "wounds"      // wounds suffered by the target
	FactInflicted  = "inflicted"   // wounds a side inflicted that count (WME §9.5 [L1384])
	FactChargeShot = "charge-shot" // wounds a side shot at chargers, counted in round 1 ([L1079])
	FactSupports   = "supports"    // a side's supporting elements ([L1436])
	FactScore      = "score"       // a side's combat result ([L1277])
	FactCapacity   = "capacity"    // the wounds a unit could still take ([L1384], A31)
	FactMargin     = "margin"      // the winner's score less the loser's
)

// orderFacts is an order test and its 2D6 total as facts.
func orderFacts(t OrderTest, total int) []rules.Fact {
	fs := []rules.Fact{{Name: FactCommand, Value: t.Command, Text: "command value", Rule: "WME §6.3 [L483]"}}
	for _, m := range t.Modifiers {
		fs = append(fs, rules.Fact{Name: FactModifier, Value: m.Value, Text: m.Why, Rule: m.Rule})
	}
	return append(fs,
		rules.Fact{Name: FactNeed, Value: t.Need, Text: fmt.Sprintf("%d or less on 2D6", t.Need), Rule: "WME §6.3 [L485-487]"},
		rules.Fact{Name: FactRoll, Value: total, Text: "2D6 rolled"})
}

// hitFacts are the first facts of a volley or a group of attacks: its
// dice, the target's cover when it has any, and the score to hit.
func hitFacts(of string, dice int, p Protection, rule string) []rules.Fact {
	fs := []rules.Fact{{Name: FactDice, Value: dice, Of: of, Text: "dice rolled to hit"}}
	if p > Open {
		fs = append(fs, rules.Fact{Name: FactCover, Value: int(p), Of: of, Text: p.String(), Rule: "WME §8.5 [L1157], [L1163]"})
	}
	return append(fs, rules.Fact{Name: FactHitNeed, Value: p.Need(), Of: of, Text: fmt.Sprintf("%d+ to hit", p.Need()), Rule: rule})
}

// saveFacts are a volley's hits and, when the target has an armour save,
// the save and the hits saved.
func saveFacts(of string, hits, armour, saved int) []rules.Fact {
	fs := []rules.Fact{{Name: FactHits, Value: hits, Of: of}}
	if armour > 0 && hits > 0 {
		fs = append(fs, rules.Fact{Name: FactSaveNeed, Value: armour, Of: of, Text: fmt.Sprintf("saves on %d+", armour), Rule: "WME §8.5 [L1189]"},
			rules.Fact{Name: FactSaved, Value: saved, Of: of})
	}
	return fs
}
