package bloodblades

import (
	"fmt"
	"strings"

	"plateau/rules"
)

// Result is what a combat does to its loser (bnb.md §9.7).
type Result int

const (
	NoEffect  Result = iota // [L2184]
	Recoil                  // straight back by its own depth [L2237]
	Flee                    // recoil, about-face, full allowance [L2286]
	Destroyed               // removed, full PoC lost [L1983]
	Spent                   // removed, half PoC lost [L1989] (A56)
)

var resultNames = [...]string{"no effect", "recoils", "flees", "destroyed", "spent"}

func (r Result) String() string {
	if r < NoEffect || r > Spent {
		return "result?"
	}
	return resultNames[r]
}

// Band is the margin band of a lost combat (Tables 7.2-7.4).
type Band int

const (
	Small     Band = iota // fsA < fsZ < fsA + cfA (Table 7.2 [L2188])
	Large                 // fsA + cfA <= fsZ < fsA + 2 cfA (Table 7.3 [L2206])
	VeryLarge             // fsZ >= fsA + 2 cfA (Table 7.4 [L2216], A32)
)

var bandNames = [...]string{"small margin (Table 7.2)", "large margin (Table 7.3)", "very large margin (Table 7.4)"}

func (b Band) String() string { return bandNames[b] }

// BandOf is the band of a loss by margin (fsZ − fsA > 0) for a loser
// whose Table 7.1 factor in this combat is cf (A31).
func BandOf(margin, cf int) Band {
	switch {
	case margin < cf:
		return Small
	case margin < 2*cf:
		return Large
	}
	return VeryLarge
}

// OutcomeRow is one line of an outcome table: the loser's types, the
// conditions, the result. The first row that fits applies [L2176]; the
// last row of each table ("all") fits everything.
type OutcomeRow struct {
	// Loser lists the loser's types, separated by spaces ("" = all).
	Loser string
	// Vs is the winner filter (see matches): types and classes separated
	// by spaces, "!" first to mean "anything except" ("" = anyone).
	Vs string
	// In is the loser's terrain: "GGo" or "DGo" (its worst category, A50),
	// "dunes" (at least partly in dunes), "winner-GGo" (in terrain the
	// winner counts as GGo), or "" for anywhere.
	In string
	// Melee: only in close combat, not when shot.
	Melee  bool
	Result Result
	Rule   string
}

// Outcomes are Tables 7.2, 7.3 and 7.4 [L2188-2222] as data, by band.
var Outcomes = [3][]OutcomeRow{
	Small: {
		{Loser: "Bg", Result: Destroyed, Rule: "[L2192]"},
		{Loser: "Hd", Vs: "El HCh Wb", Result: Destroyed, Rule: "[L2193]"},
		{Loser: "Hd", Result: NoEffect, Rule: "[L2193]"},
		{Loser: "Bd Pk Sp", Vs: "El HCh Wb", Result: Destroyed, Rule: "[L2194]"},
		{Loser: "Bw", Vs: "mounted", In: "winner-GGo", Result: Destroyed, Rule: "[L2195]"},
		{Loser: "Ax", Vs: "HCh", Result: Destroyed, Rule: "[L2196]"},
		{Loser: "Ps", Vs: "Cv LCh LH HCh", In: "GGo", Result: Destroyed, Rule: "[L2197]"},
		{Loser: "Ps", Vs: "!Ps !El", In: "GGo", Result: Flee, Rule: "[L2197]"},
		{Loser: "El", Vs: "Ax Ps", Result: Destroyed, Rule: "[L2198]"},
		{Loser: "Cv LH", Vs: "Cm", In: "dunes", Result: Recoil, Rule: "[L2199-2200]"},
		{Loser: "Cv LH", In: "DGo", Melee: true, Result: Flee, Rule: "[L2199-2200]"},
		{Loser: "LH", Vs: "!skirmisher", In: "GGo", Result: Flee, Rule: "[L2200]"},
		{Loser: "LCh", In: "DGo", Melee: true, Result: Destroyed, Rule: "[L2201]"},
		{Loser: "HCh", In: "DGo", Melee: true, Result: Destroyed, Rule: "[L2202]"},
		{Loser: "HCh", Vs: "El", Result: Destroyed, Rule: "[L2202]"},
		{Result: Recoil, Rule: "[L2191]"},
	},
	Large: {
		{Loser: "Ps", Vs: "heavy-infantry !Bw", Result: Spent, Rule: "[L2210]"},
		{Loser: "Ps", Vs: "El", Result: Recoil, Rule: "[L2210]"},
		{Loser: "Ps", Vs: "mounted", In: "DGo", Melee: true, Result: Flee, Rule: "[L2210]"},
		{Loser: "Cv LCh", Vs: "Pk Sp", In: "GGo", Result: Spent, Rule: "[L2211]"},
		{Loser: "LH", In: "DGo", Melee: true, Result: Flee, Rule: "[L2212]"},
		{Loser: "LH", Vs: "infantry !Bw !Ps-missiles", Melee: true, Result: Spent, Rule: "[L2212]"},
		{Result: Destroyed, Rule: "[L2209]"},
	},
	VeryLarge: {
		{Loser: "Ps", Vs: "El", Result: Flee, Rule: "[L2222]"},
		{Result: Destroyed, Rule: "[L2221]"},
	},
}

// fighter is what the outcome tables and the factors need of a base.
type fighter struct {
	troop    Troop
	missiles bool     // a Ps armed with bows, crossbows or slings [L2212]
	worst    Category // the worst category it overlaps (A50)
	dunes    bool     // at least partly in dunes
	// winnerGGo: the loser stands in terrain the winner counts as GGo
	// (set on the loser for Table 7.2's Bw row).
	winnerGGo bool
}

// classWords are the class names a Vs filter may use.
var classWords = map[string]Class{
	"infantry":       Infantry,
	"heavy-infantry": HeavyInfantry,
	"light-infantry": LightInfantry,
	"mounted":        Mounted,
	"skirmisher":     Skirmisher,
	"light-troops":   LightTroops,
}

// matches reports whether troop w fits the filter: every positive word
// (a type or a class) — if any — must have one match, and no "!" word may
// match. "Ps-missiles" is a Ps armed with missiles.
func matches(filter string, w fighter) bool {
	words := strings.Fields(filter)
	anyPos, hit := false, false
	one := func(word string) bool {
		if word == "Ps-missiles" {
			return w.troop.Type == "Ps" && w.missiles
		}
		if c, ok := classWords[word]; ok {
			return w.troop.Is(c)
		}
		return w.troop.Type == word
	}
	for _, word := range words {
		if rest, neg := strings.CutPrefix(word, "!"); neg {
			if one(rest) {
				return false
			}
			continue
		}
		anyPos = true
		hit = hit || one(word)
	}
	return !anyPos || hit
}

// Outcome is the result for loser a beaten by winner z in the band, and
// the row that gave it (Tables 7.2-7.4: the first row that fits
// [L2176]). melee is false for a shot.
func Outcome(band Band, a, z fighter, melee bool) (Result, OutcomeRow) {
	for _, row := range Outcomes[band] {
		if row.Loser != "" && !containsWord(row.Loser, a.troop.Type) {
			continue
		}
		if row.Vs != "" && !matches(row.Vs, z) {
			continue
		}
		if row.Melee && !melee {
			continue
		}
		switch row.In {
		case "GGo":
			if a.worst != GGo {
				continue
			}
		case "DGo":
			if a.worst != DGo {
				continue
			}
		case "dunes":
			if !a.dunes {
				continue
			}
		case "winner-GGo":
			if !a.winnerGGo {
				continue
			}
		}
		return row.Result, row
	}
	panic("bnb: an outcome table has no \"all\" row") // broken invariant
}

func containsWord(list, w string) bool {
	for _, x := range strings.Fields(list) {
		if x == w {
			return true
		}
	}
	return false
}

// resolveLoss reads the loser's result on the outcome tables (§9.7, the
// rows for close combat only when melee) and makes its induced move at
// once: a recoil, a flight, or the loss of the base. It gives the result,
// its sentence for the event, and the induced moves made (their events,
// and the state a close combat's consequences go on from).
func resolveLoss(c Config, s *rules.State, k *cc, win, lose *Combatant, margin int, melee bool) (Result, string, *induced) {
	band := BandOf(margin, lose.CF)
	lf := lose.f
	lf.winnerGGo = worstCategory(c, s, win.Troop, lose.shape.Shape) == GGo
	res, row := Outcome(band, lf, win.f, melee)
	text := fmt.Sprintf("%s loses by %d (%s, its factor %d): %s %s", name(s, lose.Base), margin, band, lose.CF, res, row.Rule)
	m := newInduced(c, s, k)
	how := "it"
	if !melee {
		how = "shot, it"
	}
	switch res {
	case Recoil:
		m.recoilLoser(lose.Base)
	case Flee:
		m.flee(lose.Base)
	case Destroyed, Spent:
		m.lose(lose.Base, res, fmt.Sprintf("%s loses by %d to %s (%s) %s", how, margin, name(s, win.Base), band, row.Rule))
	}
	return res, text, m
}
