package game

import (
	"encoding/json"
	"strings"
	"testing"

	"plateau/game/scenario"
	_ "plateau/rules/bloodblades"
	_ "plateau/rules/warmaster"
)

// wmeRangeScenario is a small WME battle (game/testdata/wme-close.toml's
// armies) whose Orc Warriors' attacks are ATTACKS.
const wmeRangeScenario = `title = "Ranges"
ruleset = "wme"

[table]
width = 60
height = 60

[[army]]
id = "empire"
name = "Empire"
colour = "#2f5fb3"

[[army.unit]]
id = "xbow"
name = "Crossbowmen"
type = "infantry"
profile = { attacks = 3, shots = 1, range = 30, hits = 3, points = 55 }
base = [4, 2]
at = [26, 50]
facing = 0
count = 3

[[army.unit]]
id = "gen"
name = "General"
type = "general"
profile = { attacks = 2, command = 9, points = 125 }
base = [2.5, 2.5]
round = true
at = [30, 57]

[[army]]
id = "orcs"
name = "Orcs"
colour = "#3f8f3a"

[[army.unit]]
id = "orcs"
name = "Orc Warriors"
type = "infantry"
profile = { attacks = ATTACKS, hits = 3, armour = 6, points = 60 }
base = [4, 2]
at = [26, 30]
facing = 180
count = 3

[[army.unit]]
id = "ogen"
name = "Orc General"
type = "general"
profile = { attacks = 2, command = 8, points = 95 }
base = [2.5, 2.5]
round = true
at = [30, 5]
`

// rangeScenarios are scenarios whose values are out of their rulesets'
// ranges (issue 8 item 3): each passed the scenario decoder and then
// crashed or froze the battle; now game.New refuses them with the
// ruleset's error, naming the unit or setting, the key and the range
// (docs/scenario-format.md, "Ranges").
func rangeScenarios(t *testing.T) []struct{ name, text, want string } {
	t.Helper()
	bnb, err := scenario.Open("bnb")
	if err != nil {
		t.Fatal(err)
	}
	withMU := func(mu string) string {
		return strings.Replace(string(bnb.Source), `scale = "15mm"`, `scale = "15mm"`+"\nmu = "+mu, 1)
	}
	def := scenario.Default()
	wme := func(attacks string) string { return strings.Replace(wmeRangeScenario, "ATTACKS", attacks, 1) }
	return []struct{ name, text, want string }{
		{"wme attacks 1e15", wme("1e15"),
			`warmaster: unit "Orc Warriors" (orcs): attacks = 1e+15 is out of range (0-20)`},
		{"wme attacks 1e308", wme("1e308"),
			`warmaster: unit "Orc Warriors" (orcs): attacks = 1e+308 is out of range (0-20)`},
		{"wme attacks -1e308", wme("-1e308"),
			`warmaster: unit "Orc Warriors" (orcs): attacks = -1e+308 is out of range (0-20)`},
		{"wme attacks 1e6", wme("1e6"),
			`warmaster: unit "Orc Warriors" (orcs): attacks = 1e+06 is out of range (0-20)`},
		{"wme attacks 2.5", wme("2.5"),
			`warmaster: unit "Orc Warriors" (orcs): attacks = 2.5 is not a whole number (0-20)`},
		{"wme shots 1e15", strings.Replace(wme("4"), "shots = 1,", "shots = 1e15,", 1),
			`warmaster: unit "Crossbowmen" (xbow): shots = 1e+15 is out of range (0-20)`},
		{"wme turns 1e15", strings.Replace(wme("4"), "[table]", "[settings]\nturns = 1e15\n\n[table]", 1),
			`warmaster: setting turns = "1e+15": want the number of turns per player, a whole number in range (1-1000)`},
		{"bnb mu 0.001", withMU("0.001"), `bnb: setting mu = "0.001": expected the MU in cm, in range (1-10 cm)`},
		{"bnb mu 1e-300", withMU("1e-300"), `bnb: setting mu = "1e-300": expected the MU in cm, in range (1-10 cm)`},
		{"bnb mu 1e308", withMU("1e308"), `bnb: setting mu = "1e+308": expected the MU in cm, in range (1-10 cm)`},
		{"sandbox move 1e308", strings.Replace(string(def.Source), "profile = { attack = 3,", "profile = { move = 1e308, attack = 3,", 1),
			"move = 1e+308 is out of range (0-100 cm)"},
	}
}

// TestNewRefusesOutOfRange: game.New refuses a scenario with a value out
// of its range, with the ruleset's message (issue 8 item 3).
func TestNewRefusesOutOfRange(t *testing.T) {
	for _, c := range rangeScenarios(t) {
		sc, err := scenario.Parse(c.name+".toml", []byte(c.text))
		if err != nil {
			t.Fatalf("%s: the scenario decoder refused it, want the ruleset to: %v", c.name, err)
		}
		_, err = New(sc, 1)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: New = %v, want an error containing %q", c.name, err, c.want)
		}
	}
	sc, err := scenario.Parse("ok.toml", []byte(strings.Replace(wmeRangeScenario, "ATTACKS", "20", 1)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := New(sc, 1); err != nil {
		t.Errorf("attacks = 20 (the bound): New = %v, want nil", err)
	}
}

// TestLoadRefusesOutOfRange: a hostile save whose scenario carries
// attacks = 1e15, with a hash that matches it, is refused with the
// ruleset's message rather than crashing the replay (issue 8 item 3).
func TestLoadRefusesOutOfRange(t *testing.T) {
	for _, c := range rangeScenarios(t) {
		sc, err := scenario.Parse(c.name+".toml", []byte(c.text))
		if err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(saveFile{Format: SaveFormat, Version: SaveVersion,
			Scenario: savedSource{Name: sc.Name, Hash: sc.Hash(), Source: c.text}, Seed: 1, Entries: []Entry{}})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Unmarshal(b); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Unmarshal = %v, want an error containing %q", c.name, err, c.want)
		}
	}
}
