package game

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"plateau/game/scenario"
)

func TestFilesDataDir(t *testing.T) {
	env := func(kv map[string]string) func(string) string { return func(k string) string { return kv[k] } }
	home := func() (string, error) { return "/home/ann", nil }
	noHome := func() (string, error) { return "", errors.New("no home") }
	config := func() (string, error) { return "/Users/ann/Library/Application Support", nil }
	tests := []struct {
		name  string
		goos  string
		env   map[string]string
		home  func() (string, error)
		want  string
		isTmp bool
	}{
		{"XDG_DATA_HOME", "linux", map[string]string{"XDG_DATA_HOME": "/data"}, home, "/data/plateau", false},
		{"a relative XDG_DATA_HOME is ignored", "linux", map[string]string{"XDG_DATA_HOME": "rel"}, home, "/home/ann/.local/share/plateau", false},
		{"home", "freebsd", nil, home, "/home/ann/.local/share/plateau", false},
		{"no home", "linux", nil, noHome, "", true},
		{"macOS", "darwin", nil, home, "/Users/ann/Library/Application Support/Plateau", false},
	}
	for _, tc := range tests {
		got := dataDir(tc.goos, env(tc.env), tc.home, config)
		want := tc.want
		if tc.isTmp {
			want = filepath.Join(os.TempDir(), "plateau")
		}
		if got != want {
			t.Errorf("%s: dataDir = %q, want %q", tc.name, got, want)
		}
	}
}

func TestFilesNames(t *testing.T) {
	at := time.Date(2026, 12, 2, 1, 47, 33, 0, time.Local)
	tests := []struct{ scen, save, shot string }{
		{"embedded:wme.toml", "wme-2026-12-02-0147.json", "wme-2026-12-02-0147.png"},
		{"scenarios/My Battle.toml", "my_battle-2026-12-02-0147.json", "my_battle-2026-12-02-0147.png"},
		{`C:\games\Ford.TOML`, "ford-2026-12-02-0147.json", "ford-2026-12-02-0147.png"},
		{"", "battle-2026-12-02-0147.json", "battle-2026-12-02-0147.png"},
	}
	for _, tc := range tests {
		if got := SaveName(tc.scen, at); got != tc.save {
			t.Errorf("SaveName(%q) = %q, want %q", tc.scen, got, tc.save)
		}
		if got := ShotName(tc.scen, at); got != tc.shot {
			t.Errorf("ShotName(%q) = %q, want %q", tc.scen, got, tc.shot)
		}
	}
}

func TestFilesNewPathNeverReplaces(t *testing.T) {
	dir := t.TempDir()
	var got []string
	for i := 0; i < 3; i++ {
		p := NewPath(dir, "wme-2026-12-02-0147.json")
		got = append(got, filepath.Base(p))
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want := []string{"wme-2026-12-02-0147.json", "wme-2026-12-02-0147-2.json", "wme-2026-12-02-0147-3.json"}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("NewPath #%d = %s, want %s", i+1, got[i], want[i])
		}
	}
}

func TestRecentSaves(t *testing.T) {
	dir := t.TempDir()
	sc, err := scenario.Open("wme")
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	base := time.Date(2026, 12, 2, 1, 0, 0, 0, time.Local)
	write := func(name string, ago time.Duration, save bool) {
		p := filepath.Join(dir, name)
		if save {
			if err := m.Save(p); err != nil {
				t.Fatal(err)
			}
		} else if err := os.WriteFile(p, []byte("not a save"), 0o644); err != nil {
			t.Fatal(err)
		}
		mt := base.Add(-ago)
		if err := os.Chtimes(p, mt, mt); err != nil {
			t.Fatal(err)
		}
	}
	write("wme-2026-12-01-2300.json", 2*time.Hour, true)
	write("wme-2026-12-02-0100.json", 0, true)
	write("wme-2026-12-02-0030.json", 30*time.Minute, false) // named like one, is not one
	write("wme-2026-12-02-0100-2.json", time.Minute, true)
	write("bnb-2026-12-02-0100.json", 0, true)                                              // another scenario
	write("wme-big-2026-12-02-0100.json", 0, true)                                          // another scenario whose name starts alike
	write("wme-notes.json", 0, true)                                                        // not a named save
	write("autosave.json", 0, true)                                                         // nor this
	write("wme-2026-12-02-0100.json.tmp", 0, false)                                         // a write in progress
	if err := os.Mkdir(filepath.Join(dir, "wme-2026-12-02-0200.json"), 0o755); err != nil { // a folder
		t.Fatal(err)
	}

	got, err := RecentSaves(dir, sc.Name, 10)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		name    string
		actions int
	}{{"wme-2026-12-02-0100.json", 0}, {"wme-2026-12-02-0100-2.json", 0}, {"wme-2026-12-02-0030.json", -1}, {"wme-2026-12-01-2300.json", 0}}
	if len(got) != len(want) {
		t.Fatalf("RecentSaves = %v, want %v", got, want)
	}
	for i, w := range want {
		if got[i].Name() != w.name || got[i].Actions != w.actions {
			t.Errorf("RecentSaves[%d] = %s (%d actions), want %s (%d)", i, got[i].Name(), got[i].Actions, w.name, w.actions)
		}
	}
	if got, _ := RecentSaves(dir, sc.Name, 2); len(got) != 2 || got[0].Name() != want[0].name {
		t.Errorf("RecentSaves(n=2) = %v, want the 2 newest", got)
	}
	if got, err := RecentSaves(filepath.Join(dir, "none"), sc.Name, 9); err != nil || len(got) != 0 {
		t.Errorf("RecentSaves(missing folder) = %v, %v; want none, nil", got, err)
	}
}
