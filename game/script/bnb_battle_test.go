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
)

var update = flag.Bool("update", false, "rewrite testdata/bnb-battle.txt from bnbtest.Player")

// bnbBattle is a whole Blood and Blades battle on the embedded sample
// scenario, seeded dice, written as the offers a player presses.
const (
	bnbBattle     = "testdata/bnb-battle.txt"
	bnbBattleSeed = 1
)

// A Blood and Blades battle played to a result through the scripted-battle
// command (issue 4, "done means"): every period's PIG roll, group moves,
// shots and close combats, until the morale check of step 8 routs an army
// (bnb.md §5.2, §10 [L1318, L1997, L2025]).
func TestBloodBladesBattleToAResult(t *testing.T) {
	if *update {
		writeBnBBattle(t)
	}
	f, err := os.Open(bnbBattle)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cmds, err := Parse(bnbBattle, f)
	if err != nil {
		t.Fatal(err)
	}
	m := newMatch(t, "bnb", bnbBattleSeed)
	if _, err := Run(m, cmds); err != nil {
		t.Fatalf("%v (regenerate with go test ./game/script -run BloodBladesBattle -update if the offers changed on purpose)", err)
	}
	kinds := map[string]int{}
	for _, e := range m.Events() {
		kinds[e.Kind]++
	}
	last := m.Events()[len(m.Events())-1].Text
	if s := m.State(); s.Phase != "over" || !strings.Contains(last, "routs") {
		t.Fatalf("the battle ends in phase %s, turn %d: %q; want an army routed", s.Phase, s.Turn, last)
	}
	for _, k := range []string{"pigs", "moved", "shoot", "combat", "recoil", "lost"} {
		if kinds[k] == 0 {
			t.Errorf("the battle has no %q event: %v", k, kinds)
		}
	}
}

// writeBnBBattle plays the battle with bnbtest.Player and writes it as a
// script, one "offer" line per press, a comment at each period.
func writeBnBBattle(t *testing.T) {
	m := newMatch(t, "bnb", bnbBattleSeed)
	of := m.Rules().(rules.Offerer)
	var b strings.Builder
	b.WriteString("# A whole Blood and Blades battle on the embedded sample scenario (bnb), seed 1:\n")
	b.WriteString("# the offers a simple aggressive player presses, as bnbtest.Player chooses them.\n")
	b.WriteString("# Written by: go test ./game/script -run BloodBladesBattle -update\n")
	var p bnbtest.Player
	period := ""
	for steps := 0; m.State().Phase != "over"; steps++ {
		s := m.State()
		if steps > 2000 {
			t.Fatalf("no result after %d presses (turn %d)", steps, s.Turn)
		}
		if key := fmt.Sprintf("\n# turn %d, %s\n", s.Turn, s.Sides[s.Active].Name); key != period {
			period = key
			b.WriteString(key)
		}
		c, ok := p.Next(of, s)
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
		b.WriteString(line + "\n")
	}
	b.WriteString("\nexpect phase over\n")
	if err := os.WriteFile(bnbBattle, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// newMatch starts a battle on a scenario (a file or an embedded name).
func newMatch(t *testing.T, scen string, seed uint64) *game.Match {
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
