package bloodblades

import (
	"fmt"

	"plateau/rules"
)

// The names of the facts BnB events carry (rules.Fact), the numbers
// their prose states (issue 9). The PIG "roll" event: FactDie, FactReadAs
// (an AD, for a Reg C-in-C) and FactPIGs. An order that spends PIGs
// ("moved" by a base, a group or a pack, "halted"): one FactCost per line
// of the expense list (Code "C2", "C7", ...), FactCostTotal and
// FactPIGsLeft. A close "combat" and a "shoot": per combatant (Of its
// base), each FactFactor (Code "CF" for Table 7.1's, "T3", "T14", ... for
// the tactical factors), FactDie, FactScore1, each FactGrade, FactScore2,
// each FactCohesion and FactFinal; then FactMargin (Of the loser) unless
// the scores are equal.
const (
	FactDie       = "die"        // the D6 rolled
	FactReadAs    = "read-as"    // the D6 read as an average die ([L768])
	FactPIGs      = "pigs"       // the PIGs of the period ([L1326-1329])
	FactCost      = "cost"       // one line of the PIG expense list (BnB §6.3)
	FactCostTotal = "cost-total" // the order's price, floored at 0 (A17)
	FactPIGsLeft  = "pigs-left"  // the PIGs left after the order
	FactFactor    = "factor"     // the Table 7.1 factor or a tactical factor (§9.5)
	FactScore1    = "score1"     // factors + D6 ([L2074])
	FactGrade     = "grade"      // a grade adjustment (§9.6)
	FactScore2    = "score2"     // score1 + grade adjustments
	FactCohesion  = "cohesion"   // the cohesion effect ([L2165-2168])
	FactFinal     = "final"      // the final score
	FactMargin    = "margin"     // how much the loser lost by, and its band
	FactWeather   = "weather"    // the weather score ([L987])
	FactWind      = "wind"       // the bearing the wind comes from ([L997])
	FactRain      = "rain"       // 0 no rain, 1 raining, 2 stopped for good ([L991])
	FactDaylight  = "daylight"   // the turns before dusk ([L1005], A37)
	FactSun       = "sun"        // the bearing of the sun's edge ([L1021-1026])
	FactDazzle    = "dazzle"     // 1: dazzle this period ([L1028])
)

// pigRollFacts are the PIG roll's die, what it reads as for a Reg
// C-in-C's AD, and the PIGs.
func pigRollFacts(face, pigs int, reg bool) []rules.Fact {
	if !reg {
		return []rules.Fact{{Name: FactDie, Value: face, Text: "D6 for an Irr C-in-C", Rule: "BnB §6.1 [L1329]"},
			{Name: FactPIGs, Value: pigs, Text: "PIGs this period", Rule: "BnB §6.1 [L1329]"}}
	}
	return []rules.Fact{{Name: FactDie, Value: face, Text: "D6 of an AD for a Reg C-in-C", Rule: "BnB §6.1 [L1328]"},
		{Name: FactReadAs, Value: pigs, Text: "the D6 read as an average die", Rule: "BnB §1 [L768]"},
		{Name: FactPIGs, Value: pigs, Text: "PIGs this period", Rule: "BnB §6.1 [L1328]"}}
}

// costFacts are an order's PIG cost, line by line, and the PIGs left.
func costFacts(c PIGCost, left int) []rules.Fact {
	fs := make([]rules.Fact, 0, len(c.Lines)+2)
	for _, l := range c.Lines {
		fs = append(fs, rules.Fact{Name: FactCost, Value: l.PIGs, Code: l.Code, Text: l.Text, Rule: "BnB §6.3 " + l.Rule})
	}
	return append(fs, rules.Fact{Name: FactCostTotal, Value: c.Total, Text: "PIGs the order costs", Rule: "BnB §6.3 [L1348], A17"},
		rules.Fact{Name: FactPIGsLeft, Value: left, Text: "PIGs left this period"})
}

// combatantFacts are one side of a combat or a shot as it was scored
// (§9.4 [L2070-2080]).
func combatantFacts(x *Combatant) []rules.Fact {
	of := x.Base
	fact := func(name string, f Factor) rules.Fact {
		rule := "BnB §9.5 " + f.Rule // a tactical factor
		switch {
		case f.Code == "CF":
			rule = "BnB " + f.Rule // Table 7.1
		case name != FactFactor:
			rule = "BnB §9.6 " + f.Rule // a grade adjustment, cohesion
		}
		return rules.Fact{Name: name, Value: f.N, Code: f.Code, Of: of, Text: f.Text, Rule: rule}
	}
	var fs []rules.Fact
	for _, f := range x.Factors {
		fs = append(fs, fact(FactFactor, f))
	}
	fs = append(fs, rules.Fact{Name: FactDie, Value: x.Die, Of: of, Text: "D6"},
		rules.Fact{Name: FactScore1, Value: x.Score1, Of: of, Text: "factors + D6", Rule: "BnB §9.4 [L2074]"})
	for _, g := range x.Grade {
		fs = append(fs, fact(FactGrade, g))
	}
	fs = append(fs, rules.Fact{Name: FactScore2, Value: x.Score2, Of: of, Text: "after the grade adjustments", Rule: "BnB §9.6 [L2136-2170]"})
	for _, g := range x.Cohere {
		fs = append(fs, fact(FactCohesion, g))
	}
	return append(fs, rules.Fact{Name: FactFinal, Value: x.Final, Of: of, Text: "final score", Rule: "BnB §9.4 [L2070-2080]"})
}

// scoreFacts are both sides' scores and, when one lost, its margin and
// band (Tables 7.2-7.4, by the loser's factor, A31).
func scoreFacts(a, z *Combatant) []rules.Fact {
	fs := append(combatantFacts(a), combatantFacts(z)...)
	lose, win := a, z
	if a.Final > z.Final {
		lose, win = z, a
	}
	if margin := win.Final - lose.Final; margin > 0 {
		fs = append(fs, rules.Fact{Name: FactMargin, Value: margin, Of: lose.Base,
			Text: fmt.Sprintf("%s, the loser's factor %d", BandOf(margin, lose.CF), lose.CF), Rule: "BnB §9.7 [L2172-2222], A31"})
	}
	return fs
}
