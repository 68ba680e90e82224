package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
)

// Issue 8 item 2: without a display the program says what is missing and
// what to do, instead of Ebiten's "fbdev: failed to open /dev/fb0".
func TestNoDisplay(t *testing.T) {
	for _, c := range []struct {
		goos    string
		env     map[string]string
		refused bool
	}{
		{"linux", nil, true},
		{"linux", map[string]string{"DISPLAY": ":0"}, false},
		{"linux", map[string]string{"WAYLAND_DISPLAY": "wayland-0"}, false},
		{"freebsd", nil, true},
		{"darwin", nil, false},
		{"windows", nil, false},
	} {
		msg := noDisplay(c.goos, func(k string) string { return c.env[k] })
		if (msg != "") != c.refused {
			t.Errorf("noDisplay(%s, %v) = %q, want a refusal: %v", c.goos, c.env, msg, c.refused)
			continue
		}
		if c.refused {
			for _, want := range []string{"DISPLAY", "xvfb-run", "-screenshot", "plateau script"} {
				if !strings.Contains(msg, want) {
					t.Errorf("noDisplay(%s) = %q, does not say %q", c.goos, msg, want)
				}
			}
		}
	}
}

// Issue 8 item 6: a scenario that fails to start moves no autosave — the
// battle in progress stayed renamed aside, so the next start did not
// resume it — neither the one -autosave names nor the scenario's own, nor
// the single autosave of earlier versions.
func TestFailedStartMovesNoAutosave(t *testing.T) {
	t.Setenv("DISPLAY", ":plateau-test") // past the display check; the start fails before any window
	dir := t.TempDir()
	t.Setenv("XDG_STATE_HOME", dir)
	wme, err := scenario.Embedded("wme")
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(wme, 1)
	if err != nil {
		t.Fatal(err)
	}
	battle, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "bad.toml")
	src := bytes.Replace(scenario.Default().Source, []byte(`ruleset = "sandbox"`), []byte(`ruleset = "chess"`), 1)
	if err := os.WriteFile(bad, src, 0o644); err != nil {
		t.Fatal(err)
	}
	named := filepath.Join(dir, "named.json")
	own := game.AutosavePath(game.StateDir(), bad)
	legacy := game.LegacyAutosave(game.StateDir())
	for _, p := range []string{named, own, legacy} {
		if err := game.WriteAtomic(p, battle); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range [][]string{
		{"-scenario", bad, "-autosave", named},
		{"-scenario", bad},
		{"-scenario", bad, "-new"},
	} {
		if code := run(args); code != 1 {
			t.Errorf("run(%v) = %d, want 1 (the scenario's ruleset does not exist)", args, code)
		}
		for _, p := range []string{named, own, legacy} {
			if b, err := os.ReadFile(p); err != nil || !bytes.Equal(b, battle) {
				t.Errorf("run(%v) moved or changed %s: %v", args, p, err)
			}
		}
	}
	entries, _ := os.ReadDir(game.StateDir())
	if len(entries) != 2 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("the state folder holds %v, want only the two autosaves", names)
	}
}
