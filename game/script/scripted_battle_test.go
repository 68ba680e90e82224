package script

import (
	"fmt"
	"maps"
	"os"
	"strings"
	"testing"

	"plateau/game"
	"plateau/rules"
	"plateau/rules/bloodblades/bnbtest"
	"plateau/rules/rulestest"
	"plateau/rules/warmaster/wmetest"
)

// playedOn marks where a scripted battle's hand-written opening ends: the
// lines after it are the rest of the battle as the ruleset's sample player
// presses the offers, every roll written as a "dice" line (so the battle
// plays the same on any seed), rewritten by
// go test ./game/script -run ScriptedBattles -update.
const playedOn = "# ---- played on by the sample player"

// scriptedBattles are battles written by hand up to playedOn (the issue's
// steps, each with its dice and its rule), then played to their result.
var scriptedBattles = []struct {
	name, scenario string
	seed           uint64 // the sample player's dice after the opening, written out as dice lines
	player         func() rulestest.Player
	file           string
	end            string   // in the last event
	kinds          []string // events the battle must have had
	// names: TestSampleBattlesShowNamesNotIds scans the battle too. The
	// Wizards' battle is not scanned: rules/warmaster's Teleport, dispel
	// and declaration offers do not list in their Bases every base their
	// Action names (the unit joined, the Scroll's holder), which that test
	// requires of every offer.
	names bool
}{
	// Blood and Blades from the battlefield's creation to a rout (issue
	// 15, "done means"): S1 the invader [L707], S2 the terrain chosen and
	// placed by the dice [L796-822], S3 the weather and the time of day
	// [L985-1005], S4 the baggage [L713], S5 the deployment order [L715],
	// S6 an ambush recorded [L717, L1279] and discovered [L1289, L1630],
	// S7 the deployment [L719], then the periods with the rain, the sun
	// [L1021-1026] and the PIGs until an army routs [L1997, L2025].
	{"Blood and Blades, created battlefield", "bnb-generated", 3,
		func() rulestest.Player { return rollFirst{&bnbtest.Player{}} },
		"testdata/bnb-generated-battle.txt", "routs",
		[]string{"terrain", "weather", "daytime", "deployed", "revealed", "pigs", "moved", "shoot", "combat"}, true},
	// Warmaster Evolution with both Wizards casting through several turns
	// (issue 15, "done means"): the Empire's Teleport, Voice of Command and
	// Weird Enchantment, the Orcs' Gerroff!!! and Foot of Gork, successes
	// and failures, the Scroll of Dispelling's dispel [L2476] and the Staff
	// of Spellbinding [L2456], each with its effect, then the battle to its
	// last turn and the victory points (wme.md §10.2-10.3, §11.4-11.5).
	{"Warmaster Evolution, Wizards", "../testdata/wme-magic.toml", 1,
		func() rulestest.Player { return &wmetest.Player{} },
		"testdata/wme-wizards-battle.txt", "Victory points",
		[]string{"cast", "spell", "spellbind", "dispel", "order", "charge", "combat", "casualty"}, false},
}

func TestScriptedBattles(t *testing.T) {
	for _, b := range scriptedBattles {
		if *update {
			playScriptedOn(t, b.scenario, b.seed, b.player(), b.file)
		}
		playsToResult(t, b.name, b.scenario, b.seed, b.file, b.end, b.kinds, "ScriptedBattles")
	}
}

// playScriptedOn plays the file's hand-written opening, then p to the end on the
// seeded dice, and rewrites the file's part after playedOn: each press an
// "offer" line after a "dice" line of the values it rolled.
func playScriptedOn(t *testing.T, scen string, seed uint64, p rulestest.Player, file string) {
	text, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	head, _, _ := strings.Cut(string(text), playedOn)
	cmds, err := Parse(file, strings.NewReader(head))
	if err != nil {
		t.Fatal(err)
	}
	m := newMatch(t, scen, seed)
	if _, err := Run(m, cmds); err != nil {
		t.Fatalf("%s: the opening: %v", file, err)
	}
	var b strings.Builder
	b.WriteString(strings.TrimRight(head, "\n") + "\n\n" + playedOn + fmt.Sprintf(" (%T, seed %d):\n", p, seed))
	b.WriteString("# go test ./game/script -run ScriptedBattles -update rewrites what follows.\n")
	turn := ""
	for steps := 0; m.State().Phase != "over"; steps++ {
		s := m.State()
		if steps > 3000 {
			t.Fatalf("%s: no result after %d presses (turn %d)", file, steps, s.Turn)
		}
		if key := fmt.Sprintf("\n# turn %d, %s\n", s.Turn, s.Sides[s.Active].Name); key != turn {
			turn = key
			b.WriteString(key)
			fmt.Fprintf(&b, "expect turn %d\nexpect active %s\n", s.Turn, s.Sides[s.Active].ID)
		}
		n, before := len(m.Events()), maps.Clone(s.Counters)
		c, ok := p.Next(m.Rules().(rules.Offerer), s)
		if !ok {
			t.Fatalf("%s: turn %d, %s: nothing to press", file, s.Turn, s.Phase)
		}
		sel := "-"
		if len(c.Selected) > 0 {
			sel = strings.Join(c.Selected, ",")
		}
		line := fmt.Sprintf("offer %s %s", sel, c.Label)
		if strings.HasPrefix(c.Label, "Roll for the rain") && s.Counters["rain"] == 1 {
			// The rain lasts: its dice show no 6 [L991], so that the shots
			// after the opening are in the rain (T3 [L2110]).
			line = "dice 3\n" + line
		}
		runLine(t, m, line)
		if log := m.Log(); !strings.HasPrefix(line, "dice") && len(log[len(log)-1].Rolls) > 0 {
			var vs []string
			for _, r := range log[len(log)-1].Rolls {
				vs = append(vs, fmt.Sprint(r.Value))
			}
			b.WriteString("dice " + strings.Join(vs, " ") + "\n")
		}
		b.WriteString(line + "\n")
		// The state each roll leaves, and each loss, as expectations.
		after := m.State()
		for _, k := range []string{"rain", "dazzle", "wind"} {
			if after.Counters[k] != before[k] || strings.HasPrefix(c.Label, "Roll for") && strings.Contains(strings.ToLower(c.Label), k) {
				fmt.Fprintf(&b, "expect counter %s %d\n", k, after.Counters[k])
			}
		}
		for _, e := range m.Events()[n:] {
			if e.Kind == "lost" && e.Unit != "" {
				if u, ok := after.Unit(e.Unit); ok {
					fmt.Fprintf(&b, "expect status %s lost %d\n", e.Unit, u.Status["lost"])
				}
			}
		}
		for _, e := range m.Events()[n:] {
			switch e.Kind {
			case "revealed", "stopped-short", "weather", "daytime", "over", "cast", "spell", "spellbind", "dispel":
				b.WriteString("# " + e.Text + "\n")
			case "morale":
				if strings.Contains(e.Text, "ROUTS") {
					b.WriteString("# " + e.Text + "\n")
				}
			}
		}
	}
	evs := m.Events()
	b.WriteString("\n# " + evs[len(evs)-1].Text + "\nexpect phase over\n")
	for _, k := range []string{"over", "winner"} {
		if v, ok := m.State().Counters[k]; ok {
			fmt.Fprintf(&b, "expect counter %s %d\n", k, v)
		}
	}
	if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// rollFirst is a sample player that also presses the rolls it does not
// know (BnB's weather, sun and dazzle dice, §11.7-11.8): the first enabled
// offer with nothing selected, when the player finds nothing to press.
type rollFirst struct{ rulestest.Player }

func (p rollFirst) Next(of rules.Offerer, s *rules.State) (rulestest.Choice, bool) {
	if c, ok := p.Player.Next(of, s); ok {
		return c, true
	}
	for _, o := range of.Offers(s, s.Active, nil) {
		if o.Disabled == "" {
			return rulestest.Choice{Label: o.Label}, true
		}
	}
	return rulestest.Choice{}, false
}

// runLine plays one script line on m.
func runLine(t *testing.T, m *game.Match, line string) {
	t.Helper()
	cmds, err := Parse("generated", strings.NewReader(line))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Run(m, cmds); err != nil {
		t.Fatal(err)
	}
}

// windScript is the wind of the optional weather (bnb.md §11.7 [L985-999])
// from the invader roll to turn 2: the weather score 11, the invader's D6
// for its origin (from his right on 4-6), then each period's D6 turning it
// 45° clockwise on a 6, anticlockwise on a 1 [L997].
const windScript = "testdata/bnb-generated-wind.txt"

func TestBloodBladesWindScript(t *testing.T) {
	m := newMatch(t, "bnb-generated", 1)
	if _, err := Run(m, readScript(t, windScript)); err != nil {
		t.Fatal(err)
	}
	var winds []string
	for _, e := range m.Events() {
		if e.Kind == "roll" && strings.Contains(e.Text, "for the wind") {
			winds = append(winds, e.Text)
		}
	}
	// The origin and four periods' rolls, each an event with its die.
	if len(winds) != 5 {
		t.Errorf("%d wind rolls in the events, want 5: %q", len(winds), winds)
	}
}
