package pagaille

import (
	"strings"
	"testing"

	"plateau/rules/block"
)

// TestDefaults: a scenario without settings plays the spec's proposals
// (bep §1.2-1.3, §14, §16.3).
func TestDefaults(t *testing.T) {
	s, err := ParseSettings(nil)
	if err != nil {
		t.Fatal(err)
	}
	want := Settings{
		PasToCm:                  2.54, // §1.3, A1
		InfantryBase:             block.Size{Width: 2.5, Depth: 2.5},
		CavalryBase:              block.Size{Width: 2.5, Depth: 5}, // narrow edge at the front
		MachineBase:              block.Size{Width: 5, Depth: 5},
		OfficerBase:              block.Size{Width: 2.5, Depth: 2.5},
		MountedOfficerBase:       block.Size{Width: 2.5, Depth: 5},
		SaveMode:                 SaveSwapped,   // A3 (c)
		RoutTestTrigger:          50,            // A8
		PayOnFailedTest:          true,          // A6
		FirstPlayer:              FirstRollOff,  // A7
		FriendlyInterpenetration: true,          // §7.2
		SkirmishCoherency:        0,             // §12.1: off
		TurnLimit:                0,             // §10.4: none
		OwnUnitBlocksLOS:         false,         // §8 step 5
		NotAttackedBonus:         BonusRally,    // A10
		OfficerStats:             OfficersProse, // A11
		MachineResistance:        ResistCrew,    // A12
		ArmyBuilder:              BuilderOff,    // §16.2: optional
	}
	if s != want {
		t.Errorf("ParseSettings(nil) = %+v\nwant %+v", s, want)
	}
	if Defaults() != want {
		t.Errorf("Defaults() = %+v", Defaults())
	}
	// Every documented default reads back as the default.
	for _, d := range SettingDocs() {
		got, err := ParseSettings(map[string]string{d.Key: d.Default})
		if err != nil || got != want {
			t.Errorf("%s = %q, its documented default: %+v, %v", d.Key, d.Default, got, err)
		}
		if d.Values == "" || d.Doc == "" {
			t.Errorf("%s: undocumented", d.Key)
		}
	}
	if len(SettingDocs()) != 18 {
		t.Errorf("%d settings documented, want 18", len(SettingDocs()))
	}
}

func TestParseSettings(t *testing.T) {
	for _, tc := range []struct {
		key, value string
		check      func(Settings) bool
	}{
		{SetPasToCm, "1", func(s Settings) bool { return s.PasToCm == 1 }},
		{SetPasToCm, " 2.5 ", func(s Settings) bool { return s.PasToCm == 2.5 }},
		{SetPasToCm, "0.5", func(s Settings) bool { return s.PasToCm == 0.5 }},
		{SetPasToCm, "10", func(s Settings) bool { return s.PasToCm == 10 }},
		{SetInfantryBase, "20x20", func(s Settings) bool { return s.InfantryBase == block.Size{Width: 2, Depth: 2} }},
		{SetCavalryBase, "25×50", func(s Settings) bool { return s.CavalryBase == block.Size{Width: 2.5, Depth: 5} }},
		{SetMachineBase, " 40 x 60 ", func(s Settings) bool { return s.MachineBase == block.Size{Width: 4, Depth: 6} }},
		{SetOfficerBase, "5x200", func(s Settings) bool { return s.OfficerBase == block.Size{Width: 0.5, Depth: 20} }},
		{SetMountedOfficerBase, "12.5x25", func(s Settings) bool { return s.MountedOfficerBase == block.Size{Width: 1.25, Depth: 2.5} }},
		{SetSaveMode, "literal", func(s Settings) bool { return s.SaveMode == SaveLiteral }},
		{SetRoutTestTrigger, "25", func(s Settings) bool { return s.RoutTestTrigger == 25 }},
		{SetRoutTestTrigger, "0", func(s Settings) bool { return s.RoutTestTrigger == 0 }},
		{SetRoutTestTrigger, "100", func(s Settings) bool { return s.RoutTestTrigger == 100 }},
		{SetPayOnFailedTest, "false", func(s Settings) bool { return !s.PayOnFailedTest }},
		{SetFirstPlayerRule, "alternate", func(s Settings) bool { return s.FirstPlayer == FirstAlternate }},
		{SetFirstPlayerRule, "fixed", func(s Settings) bool { return s.FirstPlayer == FirstFixed }},
		{SetFriendlyInterpenetration, "false", func(s Settings) bool { return !s.FriendlyInterpenetration }},
		{SetSkirmishCoherency, "2", func(s Settings) bool { return s.SkirmishCoherency == 2 }},
		{SetSkirmishCoherency, "12", func(s Settings) bool { return s.SkirmishCoherency == 12 }},
		{SetTurnLimit, "6", func(s Settings) bool { return s.TurnLimit == 6 }},
		{SetTurnLimit, "99", func(s Settings) bool { return s.TurnLimit == 99 }},
		{SetOwnUnitBlocksLOS, "true", func(s Settings) bool { return s.OwnUnitBlocksLOS }},
		{SetNotAttackedBonus, "rout", func(s Settings) bool { return s.NotAttackedBonus == BonusRout }},
		{SetOfficerStats, "annex", func(s Settings) bool { return s.OfficerStats == OfficersAnnex }},
		{SetMachineResistance, "machine", func(s Settings) bool { return s.MachineResistance == ResistMachine }},
	} {
		s, err := ParseSettings(map[string]string{tc.key: tc.value})
		if err != nil || !tc.check(s) {
			t.Errorf("%s = %q: %+v, %v", tc.key, tc.value, s, err)
			continue
		}
		// Nothing else changed.
		for _, other := range SettingDocs() {
			if other.Key == tc.key {
				continue
			}
			one, _ := ParseSettings(map[string]string{tc.key: tc.value, other.Key: other.Default})
			if one != s {
				t.Errorf("%s = %q changed another setting than its own (%s)", tc.key, tc.value, other.Key)
			}
		}
	}
}

func TestParseSettingsErrors(t *testing.T) {
	for _, tc := range []struct {
		m    map[string]string
		want string // in the error
	}{
		{map[string]string{"pasToCM": "2"}, `unknown setting "pasToCM"`},
		{map[string]string{"pas-to-cm": "2"}, `unknown setting`},
		{map[string]string{SetPasToCm: "0.4"}, "pasToCm"},
		{map[string]string{SetPasToCm: "11"}, "out of range (0.5-10 cm)"},
		{map[string]string{SetPasToCm: "NaN"}, "out of range"},
		{map[string]string{SetPasToCm: "Inf"}, "out of range"},
		{map[string]string{SetPasToCm: "inch"}, "want a number"},
		{map[string]string{SetPasToCm: ""}, "want a number"},
		{map[string]string{SetInfantryBase: "25"}, "frontage x depth"},
		{map[string]string{SetInfantryBase: "25x"}, "frontage x depth"},
		{map[string]string{SetInfantryBase: "25x25x25"}, "frontage x depth"},
		{map[string]string{SetInfantryBase: "4x25"}, "out of range (5-200 mm)"},
		{map[string]string{SetCavalryBase: "25x201"}, "out of range"},
		{map[string]string{SetMachineBase: "-50x50"}, "out of range"},
		{map[string]string{SetSaveMode: "inverted"}, `want "swapped" or "literal"`},
		{map[string]string{SetSaveMode: "Literal"}, `want "swapped" or "literal"`},
		{map[string]string{SetRoutTestTrigger: "50.5"}, "not a whole number"},
		{map[string]string{SetRoutTestTrigger: "101"}, "out of range (0-100 %)"},
		{map[string]string{SetRoutTestTrigger: "-1"}, "out of range"},
		{map[string]string{SetPayOnFailedTest: "yes"}, "want true or false"},
		{map[string]string{SetPayOnFailedTest: "1"}, "want true or false"},
		{map[string]string{SetFirstPlayerRule: "random"}, `want "roll-off", "alternate" or "fixed"`},
		{map[string]string{SetFriendlyInterpenetration: "TRUE"}, "want true or false"},
		{map[string]string{SetSkirmishCoherency: "13"}, "out of range (0-12 pas)"},
		{map[string]string{SetSkirmishCoherency: "-0.5"}, "out of range"},
		{map[string]string{SetTurnLimit: "100"}, "out of range (0-99)"},
		{map[string]string{SetTurnLimit: "2.5"}, "not a whole number"},
		{map[string]string{SetOwnUnitBlocksLOS: "no"}, "want true or false"},
		{map[string]string{SetNotAttackedBonus: "both"}, `want "rally" or "rout"`},
		{map[string]string{SetOfficerStats: "table"}, `want "prose" or "annex"`},
		{map[string]string{SetMachineResistance: "R"}, `want "crew" or "machine"`},
		// The first problem in key order is reported.
		{map[string]string{SetTurnLimit: "x", SetCavalryBase: "y"}, SetCavalryBase},
	} {
		_, err := ParseSettings(tc.m)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "pagaille: ") {
			t.Errorf("ParseSettings(%v) = %v, want an error with %q", tc.m, err, tc.want)
		}
	}
}

func TestPaces(t *testing.T) {
	s := Defaults()
	for _, tc := range []struct {
		pas, cm float64
	}{
		{18, 45.72}, // an infantry charge (L147)
		{3, 7.62},   // the grenade's radius (L1144)
		{80, 203.2}, // the trebuchet's range (L1272)
		{0, 0},
	} {
		if got := s.Cm(tc.pas); abs(got-tc.cm) > 1e-9 {
			t.Errorf("Cm(%g) = %g, want %g", tc.pas, got, tc.cm)
		}
		if got := s.Pas(tc.cm); abs(got-tc.pas) > 1e-9 {
			t.Errorf("Pas(%g) = %g, want %g", tc.cm, got, tc.pas)
		}
	}
	small, _ := ParseSettings(map[string]string{SetPasToCm: "1"})
	if small.Cm(18) != 18 {
		t.Errorf("1 cm paces: Cm(18) = %g", small.Cm(18))
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// TestMustTestRout: A8's default trigger, at or below 50 % of the starting
// strength (bep §10.1 PROPOSED; §15 example 27's winner at 25 % would test
// were it not the winner).
func TestMustTestRout(t *testing.T) {
	s := Defaults()
	for _, tc := range []struct {
		trigger, figures, start int
		want                    bool
	}{
		{50, 4, 8, true},  // exactly half
		{50, 5, 8, false}, // more than half
		{50, 6, 12, true},
		{50, 7, 12, false},
		{50, 8, 16, true},
		{50, 9, 16, false},
		{50, 0, 8, true},
		{50, 2, 8, true}, // 25 %
		{25, 2, 8, true},
		{25, 3, 8, false},
		{0, 1, 8, false}, // only a destroyed unit
		{0, 0, 8, true},
		{100, 8, 8, true}, // every time
	} {
		s.RoutTestTrigger = tc.trigger
		if got := s.MustTestRout(tc.figures, tc.start); got != tc.want {
			t.Errorf("trigger %d%%: MustTestRout(%d, %d) = %v, want %v", tc.trigger, tc.figures, tc.start, got, tc.want)
		}
	}
}
