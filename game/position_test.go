package game

import (
	"io/fs"
	"strings"
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/scenarios"
)

// positionOf is an embedded sample scenario with a [position] section
// appended and its text edited: each edit replaces the first old with new.
func positionOf(t *testing.T, file, position string, edits ...string) []byte {
	t.Helper()
	data, err := fs.ReadFile(scenarios.Files, file)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for i := 0; i+1 < len(edits); i += 2 {
		if !strings.Contains(text, edits[i]) {
			t.Fatalf("%s has no %q to edit", file, edits[i])
		}
		text = strings.Replace(text, edits[i], edits[i+1], 1)
	}
	return []byte(text + "\n" + position)
}

const (
	wmeShooting = "[position]\nturn = 4\nside = \"orcs\"\nphase = \"shooting\"\ncounters = { turns = 7 }\n"
	knights     = "id = \"emp-knights-1\"\n"
	halberds    = "at = [60, 108]\nfacing = 0\ncount = 3\n"
)

// TestPositionsRefused: every mistake a hand-written position can hold is
// refused with a message naming it (issue 9 part 1: checked strictly, each
// key's range, inconsistent combinations refused), by the decoder (with
// its line) or by the ruleset's Resume (naming the unit).
func TestPositionsRefused(t *testing.T) {
	cases := []struct {
		name, file, position string
		edits                []string
		want                 string
	}{
		{"turn below 0", "wme.toml", "[position]\nturn = -1\nside = \"orcs\"\nphase = \"orders\"\n", nil, "expected a turn from 1 to 1000"},
		{"turn past 1000", "wme.toml", "[position]\nturn = 1001\nside = \"orcs\"\nphase = \"orders\"\n", nil, "expected a turn from 1 to 1000"},
		{"no side", "wme.toml", "[position]\nturn = 2\nphase = \"orders\"\n", nil, "position.side: missing required key"},
		{"unknown side", "wme.toml", "[position]\nturn = 2\nside = \"elves\"\nphase = \"orders\"\n", nil, `no army has the id "elves"`},
		{"unknown phase", "wme.toml", "[position]\nturn = 2\nside = \"orcs\"\nphase = \"magic\"\n", nil, `phase "magic" is not a phase of wme`},
		{"a fractional status", "wme.toml", wmeShooting, []string{knights, knights + "status = { wounds = 1.5 }\n"}, "expected a whole number (a status value), got float"},
		{"an unknown status", "wme.toml", wmeShooting, []string{knights, knights + "status = { morale = 1 }\n"}, `status "morale" is not a key the ruleset keeps`},
		{"a flag of 2", "wme.toml", wmeShooting, []string{knights, knights + "status = { confused = 2 }\n"}, `status "confused" is out of range (0-1)`},
		{"an unknown counter", "wme.toml", "[position]\nturn = 2\nside = \"orcs\"\nphase = \"orders\"\ncounters = { pigs = 3 }\n", nil, `counter "pigs" is not a key the ruleset keeps`},
		{"a length of 1001 turns", "wme.toml", "[position]\nturn = 2\nside = \"orcs\"\nphase = \"orders\"\ncounters = { turns = 1001 }\n", nil, `counter "turns" is out of range (1-1000)`},
		{"WME turn 0", "wme.toml", "[position]\nturn = 0\nside = \"orcs\"\nphase = \"orders\"\n", nil, "turn 0: WME's first turn is 1"},
		{"past the battle's length", "wme.toml", "[position]\nturn = 8\nside = \"orcs\"\nphase = \"orders\"\ncounters = { turns = 7 }\n", nil, "turn 8 is past the battle's length (7 turns"},
		{"a result before the end", "wme.toml", "[position]\nturn = 2\nside = \"orcs\"\nphase = \"orders\"\ncounters = { result = 1 }\n", nil, `the "result" counter is given only when the phase is "over"`},
		// A unit with more losses than bases: three stands, begun with two.
		{"fewer at the start than now", "wme.toml", wmeShooting, []string{knights, knights + "status = { size = 2 }\n"}, `has 3 elements but "size" says it began with 2`},
		{"destroyed on the table", "wme.toml", wmeShooting, []string{knights, knights + "status = { destroyed = 1 }\n"}, `is "destroyed" but still has elements on the table`},
		{"ordered by an enemy", "wme.toml", wmeShooting, []string{knights, knights + "status = { ordered-by = 1 }\n"}, `status "ordered-by" names a unit that is not one of its side's commanders`},
		{"ordered by nobody", "wme.toml", wmeShooting, []string{knights, knights + "status = { ordered-by = 999 }\n"}, `status "ordered-by" = 999 names unit 999 of`},
		{"a stand twice", "wme.toml", wmeShooting, []string{halberds, "[[army.unit.bases]]\nn = 2\nx = 60\ny = 108\n[[army.unit.bases]]\nn = 2\nx = 64\ny = 108\n"}, "stand 2 of unit \"emp-halb-1\" is given twice"},
		{"stand 0", "wme.toml", wmeShooting, []string{halberds, "[[army.unit.bases]]\nn = 0\nx = 60\ny = 108\n"}, "expected a stand number from 1 to 100, got 0"},
		{"a negative distance moved", "wme.toml", wmeShooting, []string{halberds, halberds + "used = -2\n"}, "expected a distance of 0 cm or more, got -2"},
		{"an angle the bearing contradicts", "wme.toml", wmeShooting, []string{halberds, "[[army.unit.bases]]\nx = 60\ny = 108\nfacing = 0\nangle = 0\n"}, "angle 0 (radians) is a bearing of 90.000000°, but facing says 0°"},
		{"statuses without a position", "wme.toml", "", []string{knights, knights + "status = { confused = 1 }\n"}, `unknown key "status"`},
		{"no bases without a position", "wme.toml", "", []string{halberds, "bases = []\n"}, "a unit that has lost them all needs a [position] section"},
		// Hostile positions the review found crashing or locking the
		// rules: every key the rules read with another is checked with it.
		{"a result of a side that does not exist", "wme.toml", "[position]\nturn = 7\nside = \"orcs\"\nphase = \"over\"\ncounters = { result = 5 }\n", nil, `counter "result" = 5: 1 + the winning side (1 to 2)`},
		{"a drive back from nobody", "wme.toml", wmeShooting, []string{knights, knights + "status = { drive-cm = 3, drive-dy = 1000000000 }\n"}, `a drive back ("drive-cm") needs status "drive-from" too`},
		{"making way's re-placement alone", "wme.toml", wmeShooting, []string{knights, knights + "status = { \"replace:kind\" = 2 }\n"}, `making way's re-placement needs status "replace:way" too`},
		{"a way that is not one", "wme.toml", wmeShooting, []string{knights, knights + "status = { \"replace:kind\" = 2, \"replace:way\" = 9, \"replace:for\" = 2 }\n"}, `status "replace:way" = 9: 1 to 4`},
		{"a support charge's re-placement alone", "wme.toml", wmeShooting, []string{knights, knights + "status = { \"replace:kind\" = 3 }\n"}, `needs status "replace:charger" too`},
		{"an occupation's re-placement alone", "wme.toml", wmeShooting, []string{knights, knights + "status = { \"replace:kind\" = 4 }\n"}, `needs status "replace:occupied" too`},
		{"a re-placement of no kind", "wme.toml", wmeShooting, []string{knights, knights + "status = { \"replace:kind\" = 7 }\n"}, `status "replace:kind" = 7`},
		{"more casualties than elements", "wme.toml", wmeShooting, []string{knights, knights + "status = { casualties = 5 }\n"}, `status "casualties" = 5, but it has 3 elements to remove`},
		{"an element off the table without its size", "wme.toml", wmeShooting, []string{halberds, "bases = []\nstatus = { off-table = 1, \"off-base:emp-halb-1.1\" = 1 }\n"}, `element emp-halb-1.1 off the table needs its size`},
		{"another unit's element off the table", "wme.toml", wmeShooting, []string{halberds, "bases = []\nstatus = { off-table = 1, \"off-base:orc-boars-1.1\" = 1, \"off-w-um:orc-boars-1.1\" = 40000, \"off-d-um:orc-boars-1.1\" = 20000 }\n"}, `is not one of its stands`},
		{"a combat choice in the shooting phase", "wme.toml", wmeShooting, []string{knights, knights + "status = { epilogue = 1 }\n"}, `status "epilogue" belongs to the combat phase`},
		// BnB.
		{"BnB a pursuit line that is not one", "bnb.toml", "[position]\nturn = 3\nside = \"libya\"\nphase = \"pursuit\"\n", []string{"id = \"as-hch-1\"\n", "id = \"as-hch-1\"\nstatus = { pursue-choice = 15 }\n"}, `status "pursue-choice" is out of range`},
		{"BnB a pursuit nobody chooses", "bnb.toml", "[position]\nturn = 3\nside = \"libya\"\nphase = \"pursuit\"\n", nil, `phase "pursuit" waits for a unit's choice`},
		{"BnB the invader's choice without an invader", "bnb-prebattle.toml", "[position]\nturn = 0\nside = \"assyria\"\nphase = \"deploy-choice\"\n", nil, `phase "deploy-choice" needs counter "invader"`},
		{"BnB an impetuous choice out of its phase", "bnb.toml", "[position]\nturn = 3\nside = \"libya\"\nphase = \"move\"\n", []string{"id = \"as-hch-1\"\n", "id = \"as-hch-1\"\nstatus = { impetuous-choice = 1 }\n"}, `status "impetuous-choice" is a choice of an impetuous troop's`},
		{"BnB pre-battle phase in the battle", "bnb.toml", "[position]\nturn = 3\nside = \"libya\"\nphase = \"deploy\"\n", nil, `turn 3 in phase "deploy": the pre-battle sequence`},
		{"BnB battle at turn 0", "bnb.toml", "[position]\nturn = 0\nside = \"libya\"\nphase = \"move\"\n", nil, `turn 0 in phase "move"`},
		{"BnB lost on the table", "bnb.toml", "[position]\nturn = 3\nside = \"libya\"\nphase = \"move\"\n", []string{"id = \"as-hch-1\"\n", "id = \"as-hch-1\"\nstatus = { lost = 1 }\n"}, `(as-hch-1) is "lost" but its base is on the table`},
		{"BnB a winner before the end", "bnb.toml", "[position]\nturn = 3\nside = \"libya\"\nphase = \"move\"\ncounters = { winner = 5 }\n", nil, `counter "winner" = 5 names side 5 of 2`},
		{"BnB over without the phase", "bnb.toml", "[position]\nturn = 3\nside = \"libya\"\nphase = \"move\"\ncounters = { over = 1 }\n", nil, `the "over" counter is given when the phase is "over"`},
		// The sandbox keeps no statuses.
		{"sandbox status", "default.toml", "[position]\nturn = 2\nside = \"blue\"\nphase = \"move\"\n", []string{"type = \"infantry\"\n", "type = \"infantry\"\nstatus = { wounds = 1 }\n"}, `status "wounds" is not a key the ruleset keeps`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			text := positionOf(t, c.file, c.position, c.edits...)
			sc, err := scenario.Parse(c.file, text)
			if err == nil {
				_, err = New(sc, 1)
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("the position is accepted or refused for another reason: %v\nwant %q", err, c.want)
			}
		})
	}
}

// TestAHandWrittenPositionPlaysOn: a position as a solo player writes it
// (turn 4, Orcs' Shooting phase, the Empire's Halberdiers down to their
// first and third stands, one of them having moved, the Knights wounded
// and confused) starts there, keeps what it says, and plays on.
func TestAHandWrittenPositionPlaysOn(t *testing.T) {
	text := positionOf(t, "wme.toml", wmeShooting,
		knights, knights+"status = { wounds = 1, confused = 1 }\n",
		halberds, "used = 3\n[[army.unit.bases]]\nn = 1\nx = 60\ny = 108\n[[army.unit.bases]]\nn = 3\nx = 68\ny = 108\nused = 5.5\n",
		"deployment = \"standard\"\n", "") // the troops have left their deployment
	sc, err := scenario.Parse("wme-turn-4.toml", text)
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := m.State()
	if s.Turn != 4 || s.Sides[s.Active].ID != "orcs" || s.Phase != "shooting" || s.Counters["turns"] != 7 {
		t.Errorf("starts at turn %d, %s to play, phase %s, %d turns; want turn 4, orcs, shooting, 7", s.Turn, s.Sides[s.Active].ID, s.Phase, s.Counters["turns"])
	}
	k, _ := s.Unit("emp-knights-1")
	if k.Status["wounds"] != 1 || k.Status["confused"] != 1 || k.Status["size"] != 3 {
		t.Errorf("the Knights' statuses are %v, want wounds 1, confused 1 and size 3 (the default)", k.Status)
	}
	h, _ := s.Unit("emp-halb-1")
	if strings.Join(h.Bases, ",") != "emp-halb-1.1,emp-halb-1.3" || h.Status["size"] != 3 {
		t.Errorf("the Halberdiers are %v, size %d; want stands 1 and 3, size 3 (its highest stand: one stand lost)", h.Bases, h.Status["size"])
	}
	if s.Used["emp-halb-1.1"] != 3 || s.Used["emp-halb-1.3"] != 5.5 {
		t.Errorf("distances moved %v, want the unit's 3 cm and the 3rd stand's own 5.5 cm", s.Used)
	}
	if got := s.BaseName("emp-halb-1.3"); !strings.Contains(got, "3rd stand") {
		t.Errorf("the Halberdiers' second base is called %q, want its 3rd stand", got)
	}
	offers := m.Rules().(rules.Offerer).Offers(s, s.Active, nil)
	if len(offers) == 0 {
		t.Fatal("the position offers nothing to the Orcs")
	}
	if _, err := m.Do(offers[len(offers)-1].Action); err != nil {
		t.Fatalf("the position does not play on: %v", err)
	}
}
