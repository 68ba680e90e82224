package pagaille

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"plateau/rules"
	"plateau/rules/block"
)

// Settings are the choices the rules text leaves open and the spec
// proposes defaults for (bep §14, §16.3: "every PROPOSED behaviour should
// map to a named setting, so testers can check against the literal text"),
// read from a scenario's [settings] (rules.State.Settings) by
// ParseSettings. Lengths are centimetres, distances of the rules paces.
type Settings struct {
	// PasToCm is the length of a pace (pas) in cm: the text never gives
	// it (§1.3, A1); the default 2.54 (an inch), 1 for 6-15 mm figures.
	PasToCm float64
	// The figure bases (cm; the text gives none, §1.2, A2): infantry,
	// cavalry (narrow edge at the front), a war machine (its 3 crew
	// stand on infantry bases), an officer on foot and mounted.
	InfantryBase, CavalryBase, MachineBase, OfficerBase, MountedOfficerBase block.Size
	// SaveMode reads the save table (A3).
	SaveMode SaveMode
	// RoutTestTrigger is the strength, in percent of its starting
	// strength, at or below which a unit that must test takes a rout test
	// (A8: the text implies a threshold it never states).
	RoutTestTrigger int
	// PayOnFailedTest: an order's command points are spent even when its
	// command test fails (A6).
	PayOnFailedTest bool
	// FirstPlayer decides who activates first each turn (A7).
	FirstPlayer FirstPlayerRule
	// FriendlyInterpenetration: an Advance or a charge may pass through friendly
	// units (§7.2).
	FriendlyInterpenetration bool
	// SkirmishCoherency is the greatest distance (pas) between a
	// skirmisher and the nearest figure of its unit; 0 means no such rule
	// (§12.1: the text gives none; off by default).
	SkirmishCoherency float64
	// TurnLimit ends the battle after that many turns, victory points
	// deciding; 0 means no limit (§10.4: the text sets none).
	TurnLimit int
	// OwnUnitBlocksLOS: a shooter's own unit blocks its line of sight
	// (§8 step 5 proposes that it does not).
	OwnUnitBlocksLOS bool
	// NotAttackedBonus is the test the "+1 if not attacked before its next
	// activation" modifies (A10, seed 004 L270-272).
	NotAttackedBonus BonusTest
	// OfficerStats is the source of the officers' command ranges and
	// costs (A11: the prose and the annex table disagree).
	OfficerStats OfficerStats
	// MachineResistance is the resistance a war machine's hits are saved
	// against (A12).
	MachineResistance MachineResistance
	// ArmyBuilder holds each army to its general's scheme (§11.4).
	ArmyBuilder ArmyBuilder
}

// FirstPlayerRule is who activates first in a turn (A7).
type FirstPlayerRule string

const (
	// FirstRollOff: the players roll off at the start of every turn (A7,
	// the default).
	FirstRollOff FirstPlayerRule = "roll-off"
	// FirstAlternate: a roll-off in turn 1, then the players take turns
	// to go first.
	FirstAlternate FirstPlayerRule = "alternate"
	// FirstFixed: the scenario's first army goes first every turn.
	FirstFixed FirstPlayerRule = "fixed"
)

// BonusTest names the test a modifier applies to (A10).
type BonusTest string

const (
	// BonusRally: the rally test (A10's recommendation: it mirrors the −1
	// "attacked since rout" rally modifier, L313-316).
	BonusRally BonusTest = "rally"
	// BonusRout: the rout test, as the text literally says (L270-272).
	BonusRout BonusTest = "rout"
)

// OfficerStats is where officer ranges and costs come from (A11, §3.8).
type OfficerStats string

const (
	// OfficersProse: 20/15/10 pas and 60/40/30 points (L456-473), the
	// default.
	OfficersProse OfficerStats = "prose"
	// OfficersAnnex: 22/15/10 pas and 80/60/50 points (L877-882).
	OfficersAnnex OfficerStats = "annex"
)

// MachineResistance is what a war machine's hits are saved against (A12).
type MachineResistance string

const (
	// ResistCrew: the crew's Res by quality, 5/4/3 (L702-735), the
	// default.
	ResistCrew MachineResistance = "crew"
	// ResistMachine: the machine's own R column (L1318).
	ResistMachine MachineResistance = "machine"
)

// The setting keys, as the spec names them (§16.3).
const (
	SetPasToCm                  = "pasToCm"
	SetInfantryBase             = "infantryBase"
	SetCavalryBase              = "cavalryBase"
	SetMachineBase              = "machineBase"
	SetOfficerBase              = "officerBase"
	SetMountedOfficerBase       = "mountedOfficerBase"
	SetSaveMode                 = "saveMode"
	SetRoutTestTrigger          = "routTestTrigger"
	SetPayOnFailedTest          = "payOnFailedTest"
	SetFirstPlayerRule          = "firstPlayerRule"
	SetFriendlyInterpenetration = "friendlyInterpenetration"
	SetSkirmishCoherency        = "skirmishCoherency"
	SetTurnLimit                = "turnLimit"
	SetOwnUnitBlocksLOS         = "ownUnitBlocksLOS"
	SetNotAttackedBonus         = "notAttackedBonus"
	SetOfficerStats             = "officerStats"
	SetMachineResistance        = "machineResistance"
	SetArmyBuilder              = "armyBuilder"
)

// Ranges of the numeric settings.
var (
	// PasRange: from a millimetre-scale pace to four inches.
	PasRange = rules.Range{Lo: 0.5, Hi: 10, Unit: "cm"}
	// BaseSideRange bounds each side of a figure base, in millimetres as
	// the settings give them (6 mm figures to 54 mm ones on big bases).
	BaseSideRange = rules.Range{Lo: 5, Hi: 200, Unit: "mm"}
	// RoutTriggerRange: 0 tests only a destroyed unit, 100 every time.
	RoutTriggerRange = rules.Range{Lo: 0, Hi: 100, Whole: true, Unit: "%"}
	// CoherencyRange: up to the longest Advance of infantry (2D6 = 12).
	CoherencyRange = rules.Range{Lo: 0, Hi: 12, Unit: "pas"}
	// TurnLimitRange: 0 (none) to 99 turns.
	TurnLimitRange = rules.Range{Lo: 0, Hi: 99, Whole: true}
)

// SettingDoc is one setting for the docs: its key, its default as a
// scenario writes it, what it may be and what it means.
type SettingDoc struct {
	Key, Default, Values, Doc string
}

// setting is one key: its doc and how it is read into a Settings.
type setting struct {
	SettingDoc
	set func(s *Settings, v string) error
}

// settings is every key, in the order of the spec (§16.3, then §14).
var settings = []setting{
	{SettingDoc{SetPasToCm, "2.54", PasRange.String(), "the length of a pace (pas) in cm: 2.54 for 25-28 mm figures, 1 for 6-15 mm (§1.3, A1)"},
		func(s *Settings, v string) (err error) { s.PasToCm, err = number(SetPasToCm, v, PasRange); return }},
	{SettingDoc{SetInfantryBase, "25x25", baseValues, "an infantry figure's base, frontage × depth in mm (§1.2, A2)"},
		func(s *Settings, v string) (err error) { s.InfantryBase, err = baseSize(SetInfantryBase, v); return }},
	{SettingDoc{SetCavalryBase, "25x50", baseValues, "a cavalry figure's base, narrow edge at the front, in mm (§1.2, A2)"},
		func(s *Settings, v string) (err error) { s.CavalryBase, err = baseSize(SetCavalryBase, v); return }},
	{SettingDoc{SetMachineBase, "50x50", baseValues, "a war machine's base in mm; its 3 crew stand on infantry bases (§1.2, A2)"},
		func(s *Settings, v string) (err error) { s.MachineBase, err = baseSize(SetMachineBase, v); return }},
	{SettingDoc{SetOfficerBase, "25x25", baseValues, "an unattached officer's base on foot, in mm (§1.2, A2)"},
		func(s *Settings, v string) (err error) { s.OfficerBase, err = baseSize(SetOfficerBase, v); return }},
	{SettingDoc{SetMountedOfficerBase, "25x50", baseValues, "a mounted unattached officer's base, in mm (§1.2, A2)"},
		func(s *Settings, v string) (err error) {
			s.MountedOfficerBase, err = baseSize(SetMountedOfficerBase, v)
			return
		}},
	{SettingDoc{SetSaveMode, string(SaveSwapped), choices(SaveSwapped, SaveLiteral), "how the save table is read: swapped axes, a stronger blow harder to save (A3 (c)), or as printed (A3 (a), L283-290)"},
		func(s *Settings, v string) (err error) {
			s.SaveMode, err = choice(SetSaveMode, v, SaveSwapped, SaveLiteral)
			return
		}},
	{SettingDoc{SetRoutTestTrigger, "50", RoutTriggerRange.String(), "a unit that lost or tied a melee, or took shooting casualties, tests for rout at or below this percentage of its starting strength (A8, A34)"},
		func(s *Settings, v string) (err error) {
			n, err := number(SetRoutTestTrigger, v, RoutTriggerRange)
			s.RoutTestTrigger = int(n)
			return err
		}},
	{SettingDoc{SetPayOnFailedTest, "true", "true, false", "an order's command points are spent even when its command test fails (A6)"},
		func(s *Settings, v string) (err error) {
			s.PayOnFailedTest, err = boolean(SetPayOnFailedTest, v)
			return
		}},
	{SettingDoc{SetFirstPlayerRule, string(FirstRollOff), choices(FirstRollOff, FirstAlternate, FirstFixed), "who activates first: a roll-off every turn (A7), a roll-off then turn about, or always the scenario's first army"},
		func(s *Settings, v string) (err error) {
			s.FirstPlayer, err = choice(SetFirstPlayerRule, v, FirstRollOff, FirstAlternate, FirstFixed)
			return
		}},
	{SettingDoc{SetFriendlyInterpenetration, "true", "true, false", "an Advance or a charge may pass through friendly units (§7.2)"},
		func(s *Settings, v string) (err error) {
			s.FriendlyInterpenetration, err = boolean(SetFriendlyInterpenetration, v)
			return
		}},
	{SettingDoc{SetSkirmishCoherency, "0", CoherencyRange.String(), "the greatest distance in pas from a skirmisher to the nearest figure of its unit; 0, the default, for none (§12.1)"},
		func(s *Settings, v string) (err error) {
			s.SkirmishCoherency, err = number(SetSkirmishCoherency, v, CoherencyRange)
			return
		}},
	{SettingDoc{SetTurnLimit, "0", TurnLimitRange.String(), "the battle ends after this many turns, victory points deciding; 0 for no limit (§10.4)"},
		func(s *Settings, v string) (err error) {
			n, err := number(SetTurnLimit, v, TurnLimitRange)
			s.TurnLimit = int(n)
			return err
		}},
	{SettingDoc{SetOwnUnitBlocksLOS, "false", "true, false", "a shooter's own unit blocks its line of sight (§8 step 5 proposes not)"},
		func(s *Settings, v string) (err error) {
			s.OwnUnitBlocksLOS, err = boolean(SetOwnUnitBlocksLOS, v)
			return
		}},
	{SettingDoc{SetNotAttackedBonus, string(BonusRally), choices(BonusRally, BonusRout), "the test that a routed unit not attacked since its last activation takes at +1: the rally test (A10) or, literally, the rout test (L270-272)"},
		func(s *Settings, v string) (err error) {
			s.NotAttackedBonus, err = choice(SetNotAttackedBonus, v, BonusRally, BonusRout)
			return
		}},
	{SettingDoc{SetOfficerStats, string(OfficersProse), choices(OfficersProse, OfficersAnnex), "officers' ranges and costs from the prose (20/15/10 pas, 60/40/30 points) or the annex table (22/15/10, 80/60/50) (A11)"},
		func(s *Settings, v string) (err error) {
			s.OfficerStats, err = choice(SetOfficerStats, v, OfficersProse, OfficersAnnex)
			return
		}},
	{SettingDoc{SetMachineResistance, string(ResistCrew), choices(ResistCrew, ResistMachine), "hits on a war machine are saved against its crew's Res by quality or the machine's own R (A12)"},
		func(s *Settings, v string) (err error) {
			s.MachineResistance, err = choice(SetMachineResistance, v, ResistCrew, ResistMachine)
			return
		}},
	{SettingDoc{SetArmyBuilder, string(BuilderOff), choices(BuilderOff, BuilderCheck), "\"check\" refuses at Setup an army outside its general's scheme: its points in infantry, cavalry and war machines, and its units of each quality (§11.4, L791-862); \"off\" takes the scenario's armies as they stand (§16.2: the builder is optional). The staff (§3.9) is always checked"},
		func(s *Settings, v string) (err error) {
			s.ArmyBuilder, err = choice(SetArmyBuilder, v, BuilderOff, BuilderCheck)
			return
		}},
}

const baseValues = "WxD in mm, each 5-200"

// defaults is Settings with every default, read from settings' own
// Default texts so that the docs cannot say otherwise.
var defaults = func() Settings {
	var s Settings
	for _, st := range settings {
		if err := st.set(&s, st.Default); err != nil {
			panic(err)
		}
	}
	return s
}()

// Defaults is the settings of a scenario that gives none.
func Defaults() Settings { return defaults }

// SettingDocs is every setting, in the spec's order, for the docs.
func SettingDocs() []SettingDoc {
	out := make([]SettingDoc, len(settings))
	for i, st := range settings {
		out[i] = st.SettingDoc
	}
	return out
}

// ParseSettings reads a scenario's settings: every key known, every value
// in its range or among its choices, the defaults for the keys it does not
// give. The first problem, in key order, is the error, naming the key and
// the value.
func ParseSettings(m map[string]string) (Settings, error) {
	s := defaults
	for _, k := range slices.Sorted(maps.Keys(m)) {
		i := slices.IndexFunc(settings, func(st setting) bool { return st.Key == k })
		if i < 0 {
			return Settings{}, fmt.Errorf("pagaille: unknown setting %q (the settings are %s)", k, strings.Join(keys(), ", "))
		}
		if err := settings[i].set(&s, m[k]); err != nil {
			return Settings{}, err
		}
	}
	return s, nil
}

func keys() []string {
	out := make([]string, len(settings))
	for i, st := range settings {
		out[i] = st.Key
	}
	return out
}

// Cm converts a distance of the rules, in paces, to table centimetres.
func (s Settings) Cm(pas float64) float64 { return pas * s.PasToCm }

// Pas converts table centimetres to paces.
func (s Settings) Pas(cm float64) float64 { return cm / s.PasToCm }

// MustTestRout reports whether a unit that must test (A8: it lost or tied
// a melee, or took shooting casualties) does: figures left at or below
// RoutTestTrigger percent of its starting strength start. Whole numbers,
// no rounding: 4 of 8 at 50 % tests, 5 of 8 does not.
func (s Settings) MustTestRout(figures, start int) bool {
	return figures*100 <= s.RoutTestTrigger*start
}

// number reads a plain decimal number in r.
func number(key, v string, r rules.Range) (float64, error) {
	x, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
	if err != nil {
		return 0, fmt.Errorf("pagaille: setting %s = %q: want a number (%s)", key, v, r)
	}
	if f := r.Fault(x); f != "" {
		return 0, fmt.Errorf("pagaille: setting %s = %q %s", key, v, f)
	}
	return x, nil
}

// baseSize reads "WxD" (or "W×D"), millimetres, into a size in cm.
func baseSize(key, v string) (block.Size, error) {
	t := strings.ReplaceAll(strings.TrimSpace(v), "×", "x")
	ws, ds, ok := strings.Cut(t, "x")
	if !ok {
		return block.Size{}, fmt.Errorf("pagaille: setting %s = %q: want frontage x depth in mm, like \"25x50\"", key, v)
	}
	var mm [2]float64
	for i, p := range [2]string{ws, ds} {
		x, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
		if err != nil {
			return block.Size{}, fmt.Errorf("pagaille: setting %s = %q: want frontage x depth in mm, like \"25x50\"", key, v)
		}
		if f := BaseSideRange.Fault(x); f != "" {
			return block.Size{}, fmt.Errorf("pagaille: setting %s = %q: a side %s", key, v, f)
		}
		mm[i] = x
	}
	return block.Size{Width: mm[0] / 10, Depth: mm[1] / 10}, nil
}

// boolean reads true or false.
func boolean(key, v string) (bool, error) {
	switch strings.TrimSpace(v) {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, fmt.Errorf("pagaille: setting %s = %q: want true or false", key, v)
}

// choice reads one of the choices.
func choice[T ~string](key, v string, cs ...T) (T, error) {
	w := T(strings.TrimSpace(v))
	if slices.Contains(cs, w) {
		return w, nil
	}
	return "", fmt.Errorf("pagaille: setting %s = %q: want %s", key, v, choices(cs...))
}

func choices[T ~string](cs ...T) string {
	q := make([]string, len(cs))
	for i, c := range cs {
		q[i] = strconv.Quote(string(c))
	}
	if len(q) == 2 {
		return q[0] + " or " + q[1]
	}
	return strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
}
