package game

import (
	"os"
	"path/filepath"
)

// AutosavePath is the per-user autosave file: $XDG_STATE_HOME/plateau, else
// ~/.local/state/plateau, else the temporary directory.
func AutosavePath() string {
	dir := os.Getenv("XDG_STATE_HOME")
	if dir == "" {
		if home, err := os.UserHomeDir(); err == nil {
			dir = filepath.Join(home, ".local", "state")
		} else {
			dir = os.TempDir()
		}
	}
	return filepath.Join(dir, "plateau", "autosave.json")
}

// SetAutosave makes the match save itself to path after every change (Do,
// Undo, Redo), and once now. An empty path turns autosave off.
func (m *Match) SetAutosave(path string) {
	m.autosave = path
	m.save()
}

// AutosaveErr is the last autosave failure, nil if the last one succeeded.
func (m *Match) AutosaveErr() error { return m.autosaveErr }

func (m *Match) save() {
	if m.autosave == "" {
		return
	}
	m.autosaveErr = m.Save(m.autosave)
}
