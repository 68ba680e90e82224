package script

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/rulestest"
	"plateau/rules/warmaster/wmetest"
)

// TestPositionsOfTheSampleBattles is issue 9's "done means": both sample
// battles and the BnB pre-battle sequence, written as a position after
// every command, start again exactly where they were: the state hash of
// the match started from the position equals the battle's.
func TestPositionsOfTheSampleBattles(t *testing.T) {
	type walk struct {
		name, scenario, file string
		seed                 uint64
	}
	walks := []walk{{"bnb-prebattle", "bnb-prebattle", "testdata/bnb-prebattle.txt", 1}}
	for _, b := range battles {
		walks = append(walks, walk{b.scenario, b.scenario, b.file, b.seed})
	}
	for _, b := range scriptedBattles {
		walks = append(walks, walk{b.file, b.scenario, b.file, b.seed})
	}
	walks = append(walks, walk{windScript, "bnb-generated", windScript, 1})
	for _, w := range walks {
		t.Run(w.name, func(t *testing.T) {
			cmds := readScript(t, w.file)
			m := newMatch(t, w.scenario, w.seed)
			from := 0 // a chunk is one command with the dice and refusal expected before it
			for i, c := range cmds {
				if c.Verb == "dice" || c.Verb == "expect" && c.Args[0] == "refused" {
					continue
				}
				if _, err := Run(m, cmds[from:i+1]); err != nil {
					t.Fatal(err)
				}
				from = i + 1
				if err := restartsEqual(m); err != nil {
					t.Fatalf("line %d (%s), turn %d, phase %s: %v", c.Line, c.Text, m.State().Turn, m.State().Phase, err)
				}
			}
			if m.State().Turn < 1 {
				t.Fatalf("the walk ends at turn %d: it never reaches the battle", m.State().Turn)
			}
		})
	}
}

// restartsEqual writes m's state as a position and starts a match from it:
// nil when the new match's state hashes as m's.
func restartsEqual(m *game.Match) error {
	st := m.State()
	text, err := scenario.WritePosition(st, m.Scenario().Title, "")
	if err != nil {
		return err
	}
	sc, err := scenario.Parse("position.toml", text)
	if err != nil {
		return fmt.Errorf("the position written does not parse: %w\n%s", err, text)
	}
	again, err := game.New(sc, 7)
	if err != nil {
		return fmt.Errorf("the position written does not start: %w", err)
	}
	if got, want := again.State().Hash(), st.Hash(); got != want {
		return fmt.Errorf("the position restarts with hash %.12s, want %.12s:\n%s", got, want, stateDiff(again.State(), st))
	}
	return nil
}

// stateDiff names the first few places where two states' JSON differ, for
// a failing round trip's message.
func stateDiff(a, b *rules.State) string {
	var x, y any
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	_ = json.Unmarshal(ja, &x)
	_ = json.Unmarshal(jb, &y)
	var out []string
	var walk func(path string, x, y any)
	walk = func(path string, x, y any) {
		if len(out) >= 8 {
			return
		}
		switch xv := x.(type) {
		case map[string]any:
			yv, ok := y.(map[string]any)
			if !ok {
				out = append(out, fmt.Sprintf("%s: %v / %v", path, x, y))
				return
			}
			keys := map[string]bool{}
			for k := range xv {
				keys[k] = true
			}
			for k := range yv {
				keys[k] = true
			}
			ks := make([]string, 0, len(keys))
			for k := range keys {
				ks = append(ks, k)
			}
			sort.Strings(ks)
			for _, k := range ks {
				walk(path+"."+k, xv[k], yv[k])
			}
		case []any:
			yv, ok := y.([]any)
			if !ok || len(xv) != len(yv) {
				out = append(out, fmt.Sprintf("%s: %d items / %v", path, len(xv), y))
				return
			}
			for i := range xv {
				walk(fmt.Sprintf("%s[%d]", path, i), xv[i], yv[i])
			}
		default:
			if fmt.Sprint(x) != fmt.Sprint(y) {
				out = append(out, fmt.Sprintf("%s: %v (restarted) / %v (battle)", path, x, y))
			}
		}
	}
	walk("", x, y)
	return strings.Join(out, "\n")
}

// TestVersion1SavesStillLoad: saves written before the state hash ignored
// empty lists of bases (version 1) replay against rules.State.LegacyHash,
// and load as the battle they were, so an upgrade loses no battle in
// progress; a save of either version whose hash is wrong is still refused.
func TestVersion1SavesStillLoad(t *testing.T) {
	b := battles[1] // Warmaster: units are destroyed, so the two hashes differ
	cmds := readScript(t, b.file)
	m := newMatch(t, b.scenario, b.seed)
	var legacy []string
	differ := 0
	for i := range cmds {
		if _, err := Run(m, cmds[i:i+1]); err != nil {
			t.Fatal(err)
		}
		for len(legacy) < len(m.Log()) {
			legacy = append(legacy, "")
		}
		s := m.State()
		legacy[len(m.Log())-1] = s.LegacyHash()
		if s.LegacyHash() != s.Hash() {
			differ++
		}
	}
	if differ == 0 {
		t.Fatal("no state of the battle hashes differently in version 1: the test proves nothing")
	}
	data, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	var file map[string]any
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	file["version"] = 1
	for i, e := range file["entries"].([]any) {
		e.(map[string]any)["hash"] = legacy[i]
	}
	file["final"] = m.State().LegacyHash()
	v1, err := json.Marshal(file)
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := game.Unmarshal(v1)
	if err != nil {
		t.Fatalf("a version 1 save is refused: %v", err)
	}
	if got, want := loaded.State().Hash(), m.State().Hash(); got != want {
		t.Errorf("the version 1 save loads on state %s, want %s", got, want)
	}
	again, err := loaded.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := game.Unmarshal(again); err != nil {
		t.Errorf("a version 1 save, loaded and saved again, is refused: %v", err)
	}
	// The version 2 hashes in a version 1 file: refused.
	file["entries"] = nil
	json.Unmarshal(data, &file)
	file["version"] = 1
	bad, _ := json.Marshal(file)
	if _, err := game.Unmarshal(bad); err == nil {
		t.Error("a version 1 save with this version's hashes loads; want it refused")
	}
}

// TestPositionsOfPlayedBattles: battles the sample players play with other
// seeds (other charges, pursuits, routs and choices than the golden
// battles') restart exactly from a position written every third press.
func TestPositionsOfPlayedBattles(t *testing.T) {
	seeds := []uint64{2, 3, 4, 5}
	if testing.Short() {
		seeds = seeds[:1]
	}
	plays := []struct {
		scenario string
		player   func() rulestest.Player
	}{
		// The close-quarters WME scenarios: pursuits, supports, flyers,
		// declarations and shooting from the first turn.
		{"../testdata/wme-close.toml", func() rulestest.Player { return &wmetest.Player{} }},
		{"../testdata/wme-pursuit.toml", func() rulestest.Player { return &wmetest.Player{} }},
		{"../testdata/wme-support.toml", func() rulestest.Player { return &wmetest.Player{} }},
		{"../testdata/wme-flyers.toml", func() rulestest.Player { return &wmetest.Player{} }},
		{"testdata/wme-declare.toml", func() rulestest.Player { return &wmetest.Player{} }},
		{"testdata/wme-shoot.toml", func() rulestest.Player { return &wmetest.Player{} }},
	}
	for _, b := range battles {
		plays = append(plays, struct {
			scenario string
			player   func() rulestest.Player
		}{b.scenario, b.player})
	}
	for _, b := range scriptedBattles {
		plays = append(plays, struct {
			scenario string
			player   func() rulestest.Player
		}{b.scenario, b.player})
	}
	for _, b := range plays {
		for _, seed := range seeds {
			t.Run(fmt.Sprintf("%s/%d", b.scenario, seed), func(t *testing.T) {
				m := newMatch(t, b.scenario, seed)
				p := b.player()
				for steps := 0; m.State().Phase != "over" && steps < 1500; steps++ {
					line := press(t, m, p)
					if steps%3 == 0 || m.State().Phase == "over" {
						if err := restartsEqual(m); err != nil {
							t.Fatalf("press %d (%s), turn %d, phase %s: %v", steps+1, line, m.State().Turn, m.State().Phase, err)
						}
					}
				}
			})
		}
	}
}

// TestScriptWritesThePosition: plateau script -position OUT.toml writes the
// battle as the script leaves it (after a refusal too: the moment a bug
// report starts from), which plateau check accepts and which starts with
// the printed hash.
func TestScriptWritesThePosition(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		name, script string
		code         int
	}{
		{"played", "move b-spears.1 by 0 -5\nend-phase\n", 0},
		{"refused", "move b-spears.1 by 0 -5\nmove b-spears.1 by 0 -50\n", 1},
	} {
		actions := filepath.Join(dir, c.name+".txt")
		os.WriteFile(actions, []byte(c.script), 0o644)
		out := filepath.Join(dir, c.name+".toml")
		var stdout, stderr bytes.Buffer
		if code := Main([]string{"-actions", actions, "-position", out}, &stdout, &stderr); code != c.code {
			t.Fatalf("%s: exit %d, want %d (stderr %s)", c.name, code, c.code, stderr.String())
		}
		var rep Report
		if err := json.Unmarshal(stdout.Bytes(), &rep); err != nil {
			t.Fatal(err)
		}
		sc, err := scenario.LoadFile(out)
		if err != nil {
			t.Fatalf("%s: the position does not parse: %v", c.name, err)
		}
		m, err := game.New(sc, 1)
		if err != nil {
			t.Fatalf("%s: the position does not start: %v", c.name, err)
		}
		if m.State().Hash() != rep.Hash {
			t.Errorf("%s: the position starts on %.12s, the script printed %.12s", c.name, m.State().Hash(), rep.Hash)
		}
	}
	var stdout, stderr bytes.Buffer
	actions := filepath.Join(dir, "played.txt")
	if code := Main([]string{"-actions", actions, "-position", filepath.Join(actions, "x.toml")}, &stdout, &stderr); code != 2 || stderr.Len() == 0 {
		t.Errorf("a position that cannot be written: exit %d, stderr %q; want 2 and the reason", code, stderr.String())
	}
}
