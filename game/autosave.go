package game

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// StateDir is the per-user folder of Plateau's autosaves:
// $XDG_STATE_HOME/plateau, else ~/.local/state/plateau, else plateau in the
// temporary directory.
func StateDir() string {
	dir := os.Getenv("XDG_STATE_HOME")
	if dir == "" {
		if home, err := os.UserHomeDir(); err == nil {
			dir = filepath.Join(home, ".local", "state")
		} else {
			dir = os.TempDir()
		}
	}
	return filepath.Join(dir, "plateau")
}

// AutosavePath is the autosave file of the scenario named name (a
// Scenario.Name) in dir: one autosave per scenario, so that a player
// switching between battles resumes each (issue 8 item 6). An embedded
// scenario's is named by its slug ("autosave-wme.json"); a scenario file's
// also by a short hash of its absolute path, so that two files of one name
// in two folders, or a player's wme.toml beside the embedded wme, never
// share an autosave ("autosave-wme-1a2b3c4d.json").
func AutosavePath(dir, name string) string {
	slug := ScenarioSlug(name)
	if !strings.HasPrefix(name, "embedded:") {
		abs, err := filepath.Abs(name)
		if err != nil {
			abs = name
		}
		sum := sha256.Sum256([]byte(abs))
		slug += "-" + hex.EncodeToString(sum[:4])
	}
	return filepath.Join(dir, "autosave-"+slug+".json")
}

// LegacyAutosave is the single autosave file earlier versions kept for
// every scenario; a battle in it is resumed by its own scenario.
func LegacyAutosave(dir string) string { return filepath.Join(dir, "autosave.json") }

// SetAutosave makes the match save itself to path after every change (Do,
// Undo, Redo), and once now. An empty path turns autosave off.
func (m *Match) SetAutosave(path string) {
	m.autosave = path
	m.save()
}

// SetAutosaveHook calls f after every autosave with the number of entries
// saved and the error, nil when it worked: for the window's trace.
func (m *Match) SetAutosaveHook(f func(entries int, err error)) { m.onAutosave = f }

// AutosavePath is the file the match autosaves to, "" when it does not.
func (m *Match) AutosavePath() string { return m.autosave }

// AutosaveErr is the last autosave failure, nil if the last one succeeded.
// A failure stays until a later autosave works: every change and every
// RetryAutosave tries again (issue 8 item 4).
func (m *Match) AutosaveErr() error { return m.autosaveErr }

// RetryAutosave saves again if the last autosave failed, and returns what
// AutosaveErr then is: the window calls it while saving fails, so that the
// battle is saved as soon as the disk allows, even if nobody moves.
func (m *Match) RetryAutosave() error {
	if m.autosaveErr != nil {
		m.save()
	}
	return m.autosaveErr
}

func (m *Match) save() {
	if m.autosave == "" {
		return
	}
	m.autosaveErr = m.Save(m.autosave)
	if m.onAutosave != nil {
		m.onAutosave(len(m.log), m.autosaveErr)
	}
}

// staleTempAge is how old a temporary file of ours must be to be taken
// for the remains of a write that never finished (a kill during a save): a
// write takes milliseconds, so this leaves another Plateau's write in
// progress alone.
const staleTempAge = time.Minute

// RemoveStaleTemps deletes the temporary files a kill in the middle of a
// write leaves behind (issue 8 item 5), older than staleTempAge, and
// returns how many it removed. In a folder that is Plateau's own (ours
// set: the autosaves', the saves', the screenshots') that is any of
// WriteAtomic's (".NAME.DIGITS.tmp") and of the screenshots'
// (".plateau-shot-DIGITS.png"); elsewhere, only those of the one file
// named by base ("." + base + ".DIGITS.tmp"), so that nobody else's files
// are touched.
func RemoveStaleTemps(dir, base string, ours bool, now time.Time) int {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	removed := 0
	for _, e := range entries {
		name := e.Name()
		mine := ours && (isAtomicTemp(name) || isShotTemp(name)) || digitsBetween(name, "."+base+".", ".tmp")
		if !e.Type().IsRegular() || !mine {
			continue
		}
		info, err := e.Info()
		if err != nil || now.Sub(info.ModTime()) < staleTempAge {
			continue
		}
		if os.Remove(filepath.Join(dir, name)) == nil {
			removed++
		}
	}
	return removed
}

// isAtomicTemp reports whether name is of WriteAtomic's temporary files:
// os.CreateTemp's pattern "."+base+".*.tmp", whose * is digits.
func isAtomicTemp(name string) bool {
	rest, ok := strings.CutPrefix(name, ".")
	if !ok {
		return false
	}
	rest, ok = strings.CutSuffix(rest, ".tmp")
	if !ok {
		return false
	}
	i := strings.LastIndexByte(rest, '.')
	return i > 0 && digitsBetween(rest, rest[:i+1], "")
}

// isShotTemp reports whether name is of the screenshots' temporary files
// (render's ".plateau-shot-*.png").
func isShotTemp(name string) bool { return digitsBetween(name, ".plateau-shot-", ".png") }

// digitsBetween reports whether s is prefix, one or more digits, suffix.
func digitsBetween(s, prefix, suffix string) bool {
	mid, ok := strings.CutPrefix(s, prefix)
	if !ok {
		return false
	}
	if mid, ok = strings.CutSuffix(mid, suffix); !ok || mid == "" {
		return false
	}
	for _, r := range mid {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
