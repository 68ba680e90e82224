package pagaille

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/block"
)

// Unit types: the words a scenario writes as a unit's Type. A unit of
// figures is infantry or cavalry (bep §3.2-3.3); an officer or general who
// is not attached to a unit stands on his own base as a unit of type
// "officer" or "general" (§11.1, L409-412). An attached officer is no unit
// of his own: his unit's profile says he is there (officer or general).
const (
	TypeInfantry = "infantry"
	TypeCavalry  = "cavalry"
	TypeOfficer  = "officer"
	TypeGeneral  = "general"
)

var types = []string{TypeInfantry, TypeCavalry, TypeMachine, TypeGeneral, TypeOfficer}

// Formations (bep §7.3): close order, the default (the empty word reads
// as close), is one block of figures on one base (rules/block); a unit of
// skirmishers has one base per figure.
const (
	Close    = "close"
	Skirmish = "skirmish"
)

// Profile keys (DESIGN.md: every value a ruleset reads has a range).
const (
	keyQuality  = "quality"  // the troop's, general's or officer's quality, a code (qualities below)
	keyFigures  = "figures"  // starting strength: 8, 12 or 16 figures (§3.1, L10)
	keyMusician = "musician" // 1: a musician, +2 pas to an Advance (§7.1, L97-99)
	keyBanner   = "banner"   // 1: a banner, +1 CP while not routed (§6.1, L37-38)
	keyOfficer  = "officer"  // an attached officer's quality, 1-3 (§3.8, L506-509)
	keyGeneral  = "general"  // the army general attached to the unit, his quality 1-4 (§3.7)
)

// Quality codes of the profile key quality, in the text's order: infantry
// élite, lourde, normale, médiocre (L544); cavalry élite, lourde, légère
// (L625); generals hors pair, émérite, normal, médiocre (L436-454);
// officers émérite, normal, médiocre (L459-473).
var (
	infantryQualities = []Quality{Elite, Heavy, Average, Poor}
	cavalryQualities  = []Quality{Elite, Heavy, Light}
)

type profileKey struct {
	rng   rules.Range
	types []string
	doc   string
}

var flag = rules.Range{Lo: 0, Hi: 1, Whole: true}

var troopTypes = []string{TypeInfantry, TypeCavalry}

var profileKeys = map[string]profileKey{
	keyQuality:  {rules.Range{Lo: 1, Hi: 4, Whole: true}, types, "quality: infantry 1 elite, 2 heavy, 3 average, 4 poor; cavalry 1 elite, 2 heavy, 3 light; a machine's crew 1 expert, 2 seasoned, 3 novice; general 1 peerless, 2 distinguished, 3 average, 4 poor; officer 1 distinguished, 2 average, 3 poor"},
	keyMachine:  {rules.Range{Lo: 1, Hi: 3, Whole: true}, []string{TypeMachine}, "the war machine: 1 ballista, 2 catapult, 3 trebuchet (§3.6)"},
	keyFigures:  {rules.Range{Lo: 8, Hi: 16, Whole: true}, troopTypes, "starting strength: 8, 12 or 16 figures (§3.1, L10)"},
	keyMusician: {flag, troopTypes, "a musician: +2 pas to an Advance (§7.1, L97-99)"},
	keyBanner:   {flag, troopTypes, "a banner: +1 CP unless routed (§6.1, L37-38)"},
	keyOfficer:  {rules.Range{Lo: 1, Hi: 3, Whole: true}, troopTypes, "an attached officer: 1 distinguished, 2 average, 3 poor (§3.8)"},
	keyGeneral:  {rules.Range{Lo: 1, Hi: 4, Whole: true}, troopTypes, "the army general, attached: 1 peerless, 2 distinguished, 3 average, 4 poor (§3.7)"},
	keyMissile: {rules.Range{Lo: 0, Hi: float64(len(Weapons)), Whole: true}, troopTypes,
		"missile weapon: 1 stones, 2 archaic grenades, 3 sling, 4 short bow, 5 long bow, 6 crossbow, 7 musket (§3.11)"},
	keyPolearm:    {flag, troopTypes, "polearms: F from the polearm column, the figure behind strikes at −1 (§3.11, L1123-1128)"},
	keyTwoWeapons: {flag, troopTypes, "two one-handed weapons: two dice a figure in contact (§3.11, L1135-1138, A17)"},
}

// troopOf is a unit of figures' troop and quality; false for an officer
// or general on his own base.
func troopOf(u *rules.Unit) (Troop, Quality, bool) {
	q := int(u.Profile[keyQuality])
	switch u.Type {
	case TypeInfantry:
		if q >= 1 && q <= len(infantryQualities) {
			return Infantry, infantryQualities[q-1], true
		}
	case TypeCavalry:
		if q >= 1 && q <= len(cavalryQualities) {
			return Cavalry, cavalryQualities[q-1], true
		}
	}
	return "", "", false
}

// isTroop reports whether u is a unit of figures (infantry, cavalry, or
// a war machine's crew): one that takes orders, fights and counts.
func isTroop(u *rules.Unit) bool {
	return u.Type == TypeInfantry || u.Type == TypeCavalry || u.Type == TypeMachine
}

// statsOf is a unit of figures' values (§3.2-3.6).
func statsOf(u *rules.Unit) (Stats, bool) {
	if isMachine(u) {
		return machineStatsOf(u)
	}
	t, q, ok := troopOf(u)
	if !ok {
		return Stats{}, false
	}
	return StatsOf(t, q)
}

// skirmishers reports whether u is in skirmish order (§7.3).
func skirmishers(u *rules.Unit) bool { return u.Formation == Skirmish }

// startStrength is the unit's figures at the start (profile figures; a
// machine's crew of 3).
func startStrength(u *rules.Unit) int {
	if isMachine(u) {
		return CrewSize
	}
	return int(u.Profile[keyFigures])
}

// figuresLeft is the figures a unit of figures has on the table now: its
// block's count, or its bases when skirmishing; none once it has left
// the table (destroyed, or fled: it counts as lost, L329-332).
func figuresLeft(u *rules.Unit) int {
	if u.Status[stGone] > 0 {
		return 0
	}
	switch {
	case isMachine(u):
		return u.Status[stCrew]
	case skirmishers(u):
		return len(u.Bases)
	}
	return u.Status[block.KeyFigures]
}

// figureSize is the base of one of u's figures (settings, §1.2, A2).
func figureSize(u *rules.Unit, st Settings) block.Size {
	if u.Type == TypeCavalry {
		return st.CavalryBase
	}
	return st.InfantryBase
}

// sizeSlack is how far (cm) a base may be from a whole number of figure
// bases and still be read as that many: half a millimetre, as for contact.
const sizeSlack = 0.05

// checkUnit checks one unit's type, profile and formation and, for a unit
// of figures in close order, writes its block's statuses from its base
// (rules/block: files, ranks, figures), naming the unit for the author.
func checkUnit(s *rules.State, u *rules.Unit, st Settings) error {
	if !slices.Contains(types, u.Type) {
		return fmt.Errorf("pagaille: unit %s has type %q; Batailles en pagaille knows %s (§3)", u.ScenarioLabel(), u.Type, strings.Join(types, ", "))
	}
	if u.Side < 0 || u.Side >= len(s.Sides) {
		return fmt.Errorf("pagaille: unit %s belongs to army %d of %d", u.ScenarioLabel(), u.Side+1, len(s.Sides))
	}
	for _, k := range slices.Sorted(maps.Keys(u.Profile)) {
		pk, ok := profileKeys[k]
		if !ok {
			return fmt.Errorf("pagaille: unit %s: unknown profile key %q (known: %s)", u.ScenarioLabel(), k, strings.Join(slices.Sorted(maps.Keys(profileKeys)), ", "))
		}
		if !slices.Contains(pk.types, u.Type) {
			return fmt.Errorf("pagaille: unit %s: profile %s is for %s, not %s", u.ScenarioLabel(), k, strings.Join(pk.types, ", "), u.Type)
		}
		if f := pk.rng.Fault(u.Profile[k]); f != "" {
			return fmt.Errorf("pagaille: unit %s: profile %s = %g %s: %s", u.ScenarioLabel(), k, u.Profile[k], f, pk.doc)
		}
	}
	if _, ok := u.Profile[keyQuality]; !ok {
		return fmt.Errorf("pagaille: unit %s: a %s needs profile quality (%s)", u.ScenarioLabel(), u.Type, profileKeys[keyQuality].doc)
	}
	if len(u.Bases) == 0 && isTroop(u) && u.Status[stGone] > 0 {
		return checkEquipment(u) // destroyed or fled: its bases have left the table
	}
	if len(u.Bases) == 0 {
		return fmt.Errorf("pagaille: unit %s has no base on the table", u.ScenarioLabel())
	}
	for _, id := range u.Bases {
		if _, ok := s.Base(id); !ok {
			return fmt.Errorf("pagaille: unit %s: its base %q is not on the table", u.ScenarioLabel(), id)
		}
	}
	if !isTroop(u) {
		return checkOfficerUnit(u)
	}
	if isMachine(u) {
		return checkMachine(u, s, st)
	}
	if _, _, ok := troopOf(u); !ok {
		return fmt.Errorf("pagaille: unit %s: quality %g is not a quality of %s (%s)", u.ScenarioLabel(), u.Profile[keyQuality], u.Type, profileKeys[keyQuality].doc)
	}
	n := startStrength(u)
	if n != 8 && n != 12 && n != 16 {
		return fmt.Errorf("pagaille: unit %s: profile figures = %g; a unit has 8, 12 or 16 figures (§3.1, L10)", u.ScenarioLabel(), u.Profile[keyFigures])
	}
	if err := checkEquipment(u); err != nil {
		return err
	}
	if u.Profile[keyOfficer] > 0 && u.Profile[keyGeneral] > 0 {
		return fmt.Errorf("pagaille: unit %s: profile officer and general: one officer is attached to a unit (§11.1)", u.ScenarioLabel())
	}
	switch u.Formation {
	case "", Close:
		return setBlock(s, u, st)
	case Skirmish:
		return checkSkirmishers(s, u, st)
	}
	return fmt.Errorf("pagaille: unit %s: formation %q; a unit is in close order (%q, the default) or skirmishers (%q) (§7.3, L105, L166-167)", u.ScenarioLabel(), u.Formation, Close, Skirmish)
}

// checkOfficerUnit checks an officer or general on his own base.
func checkOfficerUnit(u *rules.Unit) error {
	q := int(u.Profile[keyQuality])
	if u.Type == TypeOfficer && q > 3 {
		return fmt.Errorf("pagaille: unit %s: an officer is of quality 1 distinguished, 2 average or 3 poor, not %d (§3.8, L459-473)", u.ScenarioLabel(), q)
	}
	if len(u.Bases) != 1 {
		return fmt.Errorf("pagaille: unit %s has %d bases; an officer stands on one", u.ScenarioLabel(), len(u.Bases))
	}
	return nil
}

// setBlock reads a close-order unit's block from its one base: files and
// ranks are whole numbers of figure bases (§12.1), its starting figures
// fill them but for a partial last rank, no rank empty.
func setBlock(s *rules.State, u *rules.Unit, st Settings) error {
	if len(u.Bases) != 1 {
		return fmt.Errorf("pagaille: unit %s has %d bases; a unit in close order is one block of figures on one base (§12.1); skirmishers have formation %q", u.ScenarioLabel(), len(u.Bases), Skirmish)
	}
	b, _ := s.Base(u.Bases[0])
	fig := figureSize(u, st)
	files, okF := multiple(b.Shape.Width, fig.Width)
	ranks, okR := multiple(b.Shape.Depth, fig.Depth)
	if !okF || !okR {
		return fmt.Errorf("pagaille: unit %s: its base is %.2f × %.2f cm, not a whole number of %s figure bases of %.2f × %.2f cm (settings %s, %s; §12.1)", u.ScenarioLabel(), b.Shape.Width, b.Shape.Depth, u.Type, fig.Width, fig.Depth, SetInfantryBase, SetCavalryBase)
	}
	n := startStrength(u)
	if _, ok := u.Status[block.KeyFiles]; ok {
		l, err := block.StatusLayout(u.Status, "")
		if err != nil {
			return fmt.Errorf("pagaille: unit %s: %w", u.ScenarioLabel(), err)
		}
		if l.Files() != files || l.Ranks() != ranks {
			return fmt.Errorf("pagaille: unit %s: statuses say %d × %d figures, its base %d × %d", u.ScenarioLabel(), l.Files(), l.Ranks(), files, ranks)
		}
		if l.Count() > n {
			return fmt.Errorf("pagaille: unit %s: %d figures of %d at the start", u.ScenarioLabel(), l.Count(), n)
		}
		return nil
	}
	if n > files*ranks || n <= (ranks-1)*files {
		return fmt.Errorf("pagaille: unit %s: %d figures do not stand %d abreast and %d deep (the last rank may be partial, none empty; §12.1)", u.ScenarioLabel(), n, files, ranks)
	}
	l, err := block.NewLayout(files, ranks, n)
	if err != nil {
		return fmt.Errorf("pagaille: unit %s: %w", u.ScenarioLabel(), err)
	}
	if u.Status == nil {
		u.Status = map[string]int{}
	}
	l.PutStatus(u.Status, "")
	return nil
}

// checkSkirmishers checks a skirmishing unit: one figure base per figure.
func checkSkirmishers(s *rules.State, u *rules.Unit, st Settings) error {
	if len(u.Bases) != startStrength(u) {
		return fmt.Errorf("pagaille: unit %s: %d bases for %d figures; skirmishers stand each on his own base (§12.1)", u.ScenarioLabel(), len(u.Bases), startStrength(u))
	}
	fig := figureSize(u, st)
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		if math.Abs(b.Shape.Width-fig.Width) > sizeSlack || math.Abs(b.Shape.Depth-fig.Depth) > sizeSlack {
			return fmt.Errorf("pagaille: unit %s: base %s is %.2f × %.2f cm, a %s figure's %.2f × %.2f cm (§1.2)", u.ScenarioLabel(), id, b.Shape.Width, b.Shape.Depth, u.Type, fig.Width, fig.Depth)
		}
	}
	return nil
}

// multiple is how many times part goes into whole, when whole is that
// many parts within sizeSlack.
func multiple(whole, part float64) (int, bool) {
	n := math.Round(whole / part)
	return int(n), n >= 1 && math.Abs(whole-n*part) <= sizeSlack
}

// blockOf is a close-order unit's block on the table.
func blockOf(s *rules.State, u *rules.Unit) (block.Block, error) {
	l, err := block.StatusLayout(u.Status, "")
	if err != nil {
		return block.Block{}, err
	}
	b, ok := s.Base(u.Bases[0])
	if !ok {
		return block.Block{}, fmt.Errorf("pagaille: unit %s has no base", u.ID)
	}
	return block.FromBase(b.Shape, l)
}
