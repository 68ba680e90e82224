package script

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/bloodblades/bnbtest"
	"plateau/rules/gboh/gbohtest"
	"plateau/rules/musketpike/mptest"
	"plateau/rules/pagaille/pagtest"
	"plateau/rules/rulestest"
	"plateau/rules/warmaster/wmetest"
)

var update = flag.Bool("update", false, "rewrite the battles of testdata/*-battle.txt from their players")

// battles are whole battles on the embedded sample scenarios with seeded
// dice, written as the offers a player presses (the script command
// "offer"), as the rulestest.Player of each ruleset chooses them.
var battles = []struct {
	name, scenario string
	seed           uint64
	player         func() rulestest.Player
	file           string
	end            string   // in the last event
	kinds          []string // events the battle must have had
}{
	// Blood and Blades to a rout (issue 4, "done means"): PIG rolls, group
	// moves, impetuous moves, shots and close combats until the morale
	// check of step 8 routs an army (bnb.md §5.2, §10 [L1318, L1997,
	// L2025]).
	{"Blood and Blades", "bnb", 1, func() rulestest.Player { return &bnbtest.Player{} },
		"testdata/bnb-battle.txt", "routs", []string{"pigs", "moved", "shoot", "combat", "recoil", "lost"}},
	// Warmaster Evolution to its last turn (issue 3, "done means"):
	// orders and advances, shots, charges on initiative and on orders,
	// combats with their epilogues, then the victory points (wme.md §5,
	// §10.2-10.3).
	{"Warmaster Evolution", "wme", 1, func() rulestest.Player { return &wmetest.Player{} },
		"testdata/wme-battle.txt", "Victory points", []string{"order", "moved", "shoot", "charge", "combat", "casualty"}},
	// Musket & Pike to its capitulation and victory points (issue 13):
	// activations, moves, fires, reactions, melees, rallies and reforms
	// until a side capitulates (musket-and-pike.md §10.5-10.6 [L304-L306],
	// [L1351-L1357]).
	{"Musket & Pike", "mp", 6, func() rulestest.Player { return &mptest.Player{} },
		"testdata/mp-battle.txt", "Victory points", []string{"activation", "moved", "fire", "reaction", "melee", "capitulation", "victory"}},
	// Batailles en pagaille to its end (issue 14): orders, Advances,
	// charges, shots and melees by figure until an army routs or the turns
	// run out (bep §10.4).
	{"Batailles en pagaille", "bep", 1, func() rulestest.Player { return &pagtest.Player{} },
		"testdata/bep-battle.txt", "routs", []string{"order", "moved", "charge", "melee", "casualties", "end"}},
	// The Great Battles fantasy adaptation to an army's withdrawal (issue
	// 16): activations, orders, moves, missile fire, shock with its six
	// steps, rout and rally until the Army Withdrawal test ends the battle
	// (gboh-fantasy.md §10.7).
	{"Great Battles fantasy", "gboh", 27, func() rulestest.Player { return &gbohtest.Player{} },
		"testdata/gboh-battle.txt", "withdraws", []string{"activate", "moved", "fire", "shock", "combat", "rout", "cast", "dispel", "withdrawal"}},
}

func TestBattlesToAResult(t *testing.T) {
	for _, b := range battles {
		if *update {
			writeBattle(t, b.scenario, b.seed, b.player(), b.file)
		}
		playsToResult(t, b.name, b.scenario, b.seed, b.file, b.end, b.kinds, "BattlesToAResult")
	}
}

// playsToResult plays the battle script file on scen with the seed and
// checks that the battle is over, its last event telling end, and that it
// had an event of each of kinds. regen names the test whose -update
// rewrites the file.
func playsToResult(t *testing.T, name, scen string, seed uint64, file, end string, kinds []string, regen string) {
	t.Helper()
	cmds := readScript(t, file)
	m := newMatch(t, scen, seed)
	if _, err := Run(m, cmds); err != nil {
		t.Errorf("%s: %v (regenerate with go test ./game/script -run %s -update if the offers changed on purpose)", name, err, regen)
		return
	}
	seen := map[string]int{}
	for _, e := range m.Events() {
		seen[e.Kind]++
	}
	last := m.Events()[len(m.Events())-1].Text
	if s := m.State(); s.Phase != "over" || !strings.Contains(last, end) {
		t.Errorf("%s: the battle ends in phase %s, turn %d: %q; want it over with %q", name, s.Phase, s.Turn, last, end)
	}
	for _, k := range kinds {
		if seen[k] == 0 {
			t.Errorf("%s: the battle has no %q event: %v", name, k, seen)
		}
	}
}

// writeBattle plays a battle with p and writes it as a script, one
// "offer" line per press, a comment at each side's turn.
func writeBattle(t *testing.T, scen string, seed uint64, p rulestest.Player, file string) {
	m := newMatch(t, scen, seed)
	var b strings.Builder
	fmt.Fprintf(&b, "# A whole battle on the embedded sample scenario %q, seed %d: the offers\n", scen, seed)
	fmt.Fprintf(&b, "# a simple aggressive player presses (%T).\n", p)
	b.WriteString("# Written by: go test ./game/script -run BattlesToAResult -update\n")
	turn := ""
	for steps := 0; m.State().Phase != "over"; steps++ {
		s := m.State()
		if steps > 3000 {
			t.Fatalf("%s: no result after %d presses (turn %d)", scen, steps, s.Turn)
		}
		if key := fmt.Sprintf("\n# turn %d, %s\n", s.Turn, s.Sides[s.Active].Name); key != turn {
			turn = key
			b.WriteString(key)
		}
		line := press(t, m, p)
		b.WriteString(line + "\n")
	}
	b.WriteString("\nexpect phase over\n")
	if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// newMatch starts a battle on a scenario (a file or an embedded name).
// press plays p's next press on m as the script command "offer" it
// writes, and returns that line.
func press(t testing.TB, m *game.Match, p rulestest.Player) string {
	t.Helper()
	s := m.State()
	c, ok := p.Next(m.Rules().(rules.Offerer), s)
	if !ok {
		t.Fatalf("turn %d, %s: nothing to press", s.Turn, s.Phase)
	}
	sel := "-"
	if len(c.Selected) > 0 {
		sel = strings.Join(c.Selected, ",")
	}
	line := fmt.Sprintf("offer %s %s", sel, c.Label)
	cmds, err := Parse("generated", strings.NewReader(line))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Run(m, cmds); err != nil {
		t.Fatal(err)
	}
	return line
}

// readScript parses the script file.
func readScript(t testing.TB, file string) []Command {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cmds, err := Parse(file, f)
	if err != nil {
		t.Fatal(err)
	}
	return cmds
}

func newMatch(t testing.TB, scen string, seed uint64) *game.Match {
	t.Helper()
	sc, err := scenario.Open(scen)
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(sc, seed)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
