package army

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/warmaster"
)

// Line is one kind of unit an army list offers the builder: its name, its
// type as the ruleset reads it, its points, and what a unit of it is on
// the table: its profile keys, how many bases and their size. Unplayed
// says why the line cannot be fielded yet (its special rules or spells are
// not played) and is empty for a line that can. The list's limits are its
// ruleset's (List.rules).
type Line struct {
	Name     string
	Type     string
	Points   float64
	Profile  map[string]float64
	Bases    int
	Base     [2]float64 // frontage, depth (cm)
	Round    bool
	Unplayed string
	wme      warmaster.ListEntry // a WME line: its limits (per full 1000 points unless Absolute)
}

// List is an army list: its id, its name and its lines in the list's
// order, checked by its ruleset's rules.
type List struct {
	ID, Name string
	Lines    []Line
	rules    listRules
}

// listRules is what a ruleset's army lists add to the builder: its
// check of an army, the count of a line against its limits, the budget an
// army is built to when the scenario sets none, and the settings a
// scenario with the army needs.
type listRules interface {
	problems(a *Army) []string
	limit(l *Line, a *Army) string
	defaultBudget() int
	settings(set map[string]string, a *Army, army string)
	// linesOf is the line each unit of the scenario's army is, "" for
	// none.
	linesOf(l *List, us []*rules.Unit) []string
	// forScenario fits the list to the scenario it builds for (BnB: the
	// bases at its scale).
	forScenario(l *List, st *rules.State) error
}

// Line is the list's line called name.
func (l *List) Line(name string) (*Line, bool) {
	for i := range l.Lines {
		if l.Lines[i].Name == name {
			return &l.Lines[i], true
		}
	}
	return nil, false
}

// Catalogue is the army lists of the ruleset, or an error naming the
// rulesets that have lists.
func Catalogue(ruleset string) ([]List, error) {
	switch ruleset {
	case "wme":
		return wmeCatalogue(), nil
	case "bnb":
		return bnbCatalogue(), nil
	}
	return nil, fmt.Errorf("army: no army lists for ruleset %q (the builder knows wme's and bnb's)", ruleset)
}

// WME base sizes (docs/wme-armies.md, "Base sizes"): infantry 40 × 20 mm
// [L243], cavalry and chariots 20 × 40 mm [L245], commanders round, 20-30
// mm across [L221].
var (
	wmeInfantryBase = [2]float64{4, 2}
	wmeMountedBase  = [2]float64{2, 4}
	wmeCommandBase  = [2]float64{2.5, 2.5}
)

// wmeProfile is a fieldable WME line's numbers, from the Warmaster
// Revolution lists (shared/reference/warmaster-profiles.md) in the keys
// the wme ruleset reads (docs/wme-armies.md, "Profile keys"): a unit of
// three bases [L231], [L291]; a commander one round base.
type wmeProfile struct {
	attacks, shots, rng, hits, armour, command float64
	stands                                     int      // bases in a unit; 0 is the lists' 3
	flags                                      []string // special-rule flags (rules/warmaster/specials.go)
}

// Special-rule flags of the fielded lines (the sheet §3, rules/warmaster
// specials.go; docs/scenario-format.md lists them). Every Empire unit is
// human, for the Ogres (the sheet §3.2 Ogres 2, Q28).
var (
	empireHuman = []string{"human"}
	handguns    = []string{"armour-piercing", "human"}                  // §3.1 Handgunners 1
	flagellants = []string{"fanatic", "terror-immune", "human"}         // §3.1 Flagellants 1-5: WME's fanatics [L812], [L1231], [L1733] and terror immunity
	helblaster  = []string{"volley-gun", "armour-piercing", "human"}    // §3.1 Helblaster 1-3
	trolls      = []string{"double-distance", "regenerate"}             // §3.2 Trolls 1-2
	ogres       = []string{"hates-humans"}                              // §3.2 Ogres 1
	cannon      = []string{"no-save", "cover-shift", "bounce", "human"} // §3.1 Cannon 1-6
	rockLobber  = []string{"no-save", "no-charger-fire", "blind-fire"}  // §3.2 Rock Lobber 1-3
)

// wmeFielded are the lines the builder fields, by list and name. A line of
// warmaster.Lists not here carries a special rule the ruleset does not
// play yet and is listed with wmeUnplayed's reason. Wizards cast from
// their army's spell list (wme.md §11.4; Scenario gives the setting
// spells-<army id> to an army with one). Goblins are fielded with their
// numbers only, as the sample army does: a special rule needs the
// opponent's agreement [L2676] (docs/wme-armies.md).
var wmeFielded = map[string]map[string]wmeProfile{
	"empire": {
		"Halberdiers": {attacks: 3, hits: 3, armour: 6, flags: empireHuman},
		"Handgunners": {attacks: 3, shots: 1, rng: 30, hits: 3, flags: handguns},
		"Crossbowmen": {attacks: 3, shots: 1, rng: 30, hits: 3, flags: empireHuman},
		"Flagellants": {attacks: 5, hits: 3, flags: flagellants},
		"Knights":     {attacks: 3, hits: 3, armour: 4, flags: empireHuman},
		"Helblaster":  {attacks: 1, shots: 8, rng: 30, hits: 2, stands: 1, flags: helblaster},
		"Cannon":      {attacks: 1, shots: 2, rng: 60, hits: 2, stands: 2, flags: cannon},
		"General":     {attacks: 2, command: 9},
		"Hero":        {attacks: 1, command: 8},
		"Wizard":      {attacks: 0, command: 7},
	},
	"orcs": {
		"Orc Warriors":  {attacks: 4, hits: 3, armour: 6},
		"Black Orcs":    {attacks: 4, hits: 4, armour: 5},
		"Goblins":       {attacks: 2, shots: 1, rng: 15, hits: 3},
		"Trolls":        {attacks: 5, hits: 3, armour: 5, flags: trolls},
		"Ogres":         {attacks: 4, hits: 4, armour: 5, flags: ogres},
		"Rock Lobber":   {attacks: 1, shots: 3, rng: 60, hits: 3, stands: 1, flags: rockLobber},
		"Boar Riders":   {attacks: 4, hits: 3, armour: 5},
		"Wolf Chariots": {attacks: 3, hits: 3, armour: 6},
		"Orc General":   {attacks: 2, command: 8},
		"Orc Hero":      {attacks: 1, command: 8},
		"Goblin Hero":   {attacks: 1, command: 7},
		"Orc Shaman":    {attacks: 0, command: 7},
		"Goblin Shaman": {attacks: 0, command: 6},
	},
}

// wmeUnplayed is why a line not fielded cannot be yet: the part of its
// special rules (the sheet §3) the ruleset does not play.
var wmeUnplayed = map[string]string{
	"Skirmishers": "its special rules are not played yet: a stand added to another unit (sheet §3.1 Skirmishers)",
	"Pistoliers":  "its special rules are not played yet: fire all round, flanks included (sheet §3.1 Pistoliers 2, Q19)",
	"Steam Tank":  "its special rules are not played yet: fire all round, flanks included, and no character joining it (sheet §3.1 Steam Tank 1-2, Q19)",
	"Wolf Riders": "its special rules are not played yet: fire all round, flanks included (sheet §3.2 Wolf Riders, Q19)",
	"Giant":       "its special rules are not played yet: Goes Wild's walk through friends on a 5 (sheet §3.2 Giant 2)",
}

// unplayedReason is why line e cannot be fielded.
func unplayedReason(e warmaster.ListEntry) string {
	if r, ok := wmeUnplayed[e.Name]; ok {
		return r
	}
	return "its special rules are not played yet"
}

// wmeArtilleryBase is an artillery piece's base: 40 × 40 mm [L247].
var wmeArtilleryBase = [2]float64{4, 4}

func wmeCatalogue() []List {
	out := make([]List, 0, len(warmaster.Lists))
	for _, wl := range warmaster.Lists {
		l := List{ID: wl.ID, Name: wl.Name, rules: wmeRules{}}
		for _, e := range wl.Entries {
			line := Line{Name: e.Name, Type: e.Type, Points: float64(e.Points), wme: e}
			p, ok := wmeFielded[wl.ID][e.Name]
			if !ok {
				line.Unplayed = unplayedReason(e)
				l.Lines = append(l.Lines, line)
				continue
			}
			line.Profile = map[string]float64{"attacks": p.attacks, "points": float64(e.Points)}
			switch e.Type {
			case warmaster.General, warmaster.Hero, warmaster.Wizard:
				line.Profile["command"] = p.command
				line.Bases, line.Base, line.Round = 1, wmeCommandBase, true
			default:
				line.Profile["hits"], line.Profile["armour"] = p.hits, p.armour
				if p.shots > 0 {
					line.Profile["shots"], line.Profile["range"] = p.shots, p.rng
				}
				line.Bases, line.Base = 3, wmeInfantryBase
				if p.stands > 0 {
					line.Bases = p.stands
				}
				switch e.Type {
				case warmaster.Infantry:
				case warmaster.Artillery:
					line.Base = wmeArtilleryBase
				default:
					line.Base = wmeMountedBase
				}
			}
			for _, f := range p.flags {
				line.Profile[f] = 1
			}
			l.Lines = append(l.Lines, line)
		}
		out = append(out, l)
	}
	return out
}
