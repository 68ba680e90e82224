package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"plateau/game/scenario"
	"plateau/rules"
)

// Issue 8 item 7: a resumed battle has the undo history it had before the
// crash. Loading the autosave used to start a fresh history, so Ctrl+Z
// said "nothing to undo" for the moves made before the crash.
func TestResumedBattleUndoesMovesBeforeTheCrash(t *testing.T) {
	for _, c := range []struct {
		name     string
		sc       func(t *testing.T) *scenario.Scenario
		actions  func(t *testing.T, m *Match) []rules.Action
		canUndo  int // how many undos the resumed battle must allow
		floorMsg string
	}{
		{"two moves", func(*testing.T) *scenario.Scenario { return scenario.Default() },
			func(t *testing.T, m *Match) []rules.Action { return nil }, 2, ""},
		{"a roll, then two moves", rollingScenario,
			func(t *testing.T, m *Match) []rules.Action {
				return []rules.Action{{Kind: "roll", Side: m.State().Active}}
			}, 2, "the roll stays a floor"},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "autosave.json")
			m := newMatch(t, c.sc(t), 5)
			m.SetAutosave(path)
			for _, a := range c.actions(t, m) {
				mustDo(t, m, a)
			}
			mustDo(t, m, step(t, m, 0))
			mustDo(t, m, step(t, m, 1))
			want := []string{m.before[len(m.before)-1].state.Hash(), m.before[len(m.before)-2].state.Hash()}

			resumed, err := Load(path) // the crash: only the autosave is left
			if err != nil {
				t.Fatal(err)
			}
			for i := range c.canUndo {
				if err := resumed.Undo(); err != nil {
					t.Fatalf("undo %d after the resume: %v", i+1, err)
				}
				if got := resumed.State().Hash(); got != want[i] {
					t.Fatalf("undo %d after the resume: hash %.8s, want %.8s", i+1, got, want[i])
				}
			}
			if resumed.CanUndo() {
				t.Errorf("the resumed battle undoes past its floor (%s)", c.floorMsg)
			}
		})
	}
}

// Issue 8 item 10: the match keeps a state for undo only above the undo
// floor; it kept one for every action of the battle (3.6 GB for 200,000
// actions).
func TestUndoKeepsOnlyTheCurrentPhasePositions(t *testing.T) {
	m := newMatch(t, rollingScenario(t), 2)
	for i := range 300 {
		a := step(t, m, i%3)
		if i%6 >= 3 { // and back, so that no base walks into the pond
			p := a.Moves[0].Path
			p[1].Pos = p[0].Pos.Sub(p[1].Pos.Sub(p[0].Pos))
		}
		mustDo(t, m, a)
		switch i % 10 {
		case 4:
			mustDo(t, m, rules.Action{Kind: "roll", Side: m.State().Active})
		case 9:
			mustDo(t, m, rules.Action{Kind: rules.KindEndPhase, Side: m.State().Active})
		}
		if got, want := len(m.before), len(m.log)-m.floor; got != want {
			t.Fatalf("after %d actions: %d positions kept, want %d (the actions above the floor)", len(m.log), got, want)
		}
	}
	if len(m.before) > 5 {
		t.Errorf("%d positions kept after 360 actions with a floor every 6, want at most 5", len(m.before))
	}
	// And undo still reaches down to the floor.
	for m.CanUndo() {
		if err := m.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if len(m.log) != m.floor {
		t.Errorf("undo stopped at %d entries, the floor is %d", len(m.log), m.floor)
	}
}

// Issue 8 item 4: a failed autosave is kept until a save works again, and
// RetryAutosave tries again without a move.
func TestAutosaveFailureStaysUntilSavingWorks(t *testing.T) {
	dir := t.TempDir()
	blocker := filepath.Join(dir, "state")
	if err := os.WriteFile(blocker, []byte("a file where the folder should be"), 0o644); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(blocker, "autosave.json")
	m := newMatch(t, scenario.Default(), 1)
	var hooked []error
	m.SetAutosaveHook(func(n int, err error) { hooked = append(hooked, err) })
	m.SetAutosave(path)
	if m.AutosaveErr() == nil {
		t.Fatal("autosaving under a regular file worked")
	}
	mustDo(t, m, step(t, m, 0))
	if m.AutosaveErr() == nil || m.RetryAutosave() == nil {
		t.Fatal("the failure was forgotten before saving worked")
	}
	if err := os.Remove(blocker); err != nil {
		t.Fatal(err)
	}
	if err := m.RetryAutosave(); err != nil {
		t.Fatalf("RetryAutosave once the folder can be made: %v", err)
	}
	l, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Log()) != 1 {
		t.Errorf("the retried autosave holds %d actions, want 1", len(l.Log()))
	}
	if len(hooked) != 4 || hooked[3] != nil || hooked[0] == nil {
		t.Errorf("the hook saw %v, want three failures then a success", hooked)
	}
}

// Issue 8 item 5: the temporary files a kill during a write leaves beside
// the autosave are removed at start. In a folder of someone else's, only
// the autosave's own; in Plateau's folders, any of ours; never a file of
// another program's, nor a write in progress.
func TestRemoveStaleTemps(t *testing.T) {
	old := time.Now().Add(-2 * staleTempAge)
	files := []struct {
		name           string
		old            bool
		elsewhere, own bool // removed in someone else's folder, in ours
	}{
		{".autosave-wme.json.1234567.tmp", true, true, true},
		{".wme-2026-12-02-0147.json.42.tmp", true, false, true}, // a Ctrl+S cut short
		{".plateau-shot-99.png", true, false, true},             // an F12 cut short
		{".autosave-wme.json.7654321.tmp", false, false, false}, // a write in progress
		{".notes.txt.123.tmp", true, false, true},               // CreateTemp's pattern: ours only in our folder
		{"autosave-wme.json", true, false, false},
		{"notes.tmp", true, false, false},
		{".autosave-wme.json.abc.tmp", true, false, false}, // not CreateTemp's digits
		{".hidden.tmp", true, false, false},
		{".plateau-shot-x.png", true, false, false},
	}
	for _, ours := range []bool{false, true} {
		dir := t.TempDir()
		for _, f := range files {
			p := filepath.Join(dir, f.name)
			if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
				t.Fatal(err)
			}
			if f.old {
				os.Chtimes(p, old, old)
			}
		}
		want := 0
		for _, f := range files {
			if f.elsewhere && !ours || f.own && ours {
				want++
			}
		}
		if got := RemoveStaleTemps(dir, "autosave-wme.json", ours, time.Now()); got != want {
			t.Errorf("RemoveStaleTemps(ours %v) removed %d files, want %d", ours, got, want)
		}
		for _, f := range files {
			_, err := os.Stat(filepath.Join(dir, f.name))
			want := f.elsewhere && !ours || f.own && ours
			if gone := os.IsNotExist(err); gone != want {
				t.Errorf("ours %v: %s: removed %v, want %v", ours, f.name, gone, want)
			}
		}
	}
}

// Issue 8 item 6: one autosave per scenario, named after it; two scenario
// files of one name, or a file named like an embedded scenario, never
// share one.
func TestAutosavePathPerScenario(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"embedded:wme.toml", "autosave-wme.json"},
		{"embedded:bnb.toml", "autosave-bnb.json"},
	} {
		if got := AutosavePath("/s", c.name); got != filepath.Join("/s", c.want) {
			t.Errorf("AutosavePath(%q) = %s, want %s", c.name, got, filepath.Join("/s", c.want))
		}
	}
	seen := map[string]string{}
	for _, name := range []string{"embedded:wme.toml", "wme.toml", "a/x.toml", "b/x.toml", "/home/me/Cannae 216.toml", "a b.toml", "a_b.toml", "WME.toml"} {
		got := AutosavePath("/s", name)
		if other, ok := seen[got]; ok {
			t.Errorf("AutosavePath(%q) = AutosavePath(%q) = %s", name, other, got)
		}
		seen[got] = name
		if b := filepath.Base(got); strings.ContainsAny(b, "/ ") || !strings.HasPrefix(b, "autosave-") || !strings.HasSuffix(b, ".json") {
			t.Errorf("AutosavePath(%q) = %s: not a plain autosave-….json name", name, got)
		}
	}
	if a, b := AutosavePath("/s", "x.toml"), AutosavePath("/s", "./x.toml"); a != b {
		t.Errorf("one file, two spellings: %s and %s", a, b)
	}
}

// Version changes with every change of state and only then: the window's
// caches key on it instead of hashing the battle every frame (issue 10).
func TestVersionFollowsEveryChange(t *testing.T) {
	m := newMatch(t, scenario.Default(), 1)
	seen := map[uint64]bool{m.Version(): true}
	changed := func(what string) {
		t.Helper()
		if seen[m.Version()] {
			t.Errorf("%s: version %d was seen before", what, m.Version())
		}
		seen[m.Version()] = true
	}
	mustDo(t, m, step(t, m, 0))
	changed("a move")
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	changed("an undo")
	if err := m.Redo(); err != nil {
		t.Fatal(err)
	}
	changed("a redo")
	v := m.Version()
	bad := step(t, m, 0)
	bad.Moves[0].Path[1].Pos.X += 500 // off the table
	if _, err := m.Do(bad); err == nil {
		t.Fatal("a move off the table was applied")
	}
	if m.Version() != v {
		t.Errorf("a refused action changed the version from %d to %d", v, m.Version())
	}
}
