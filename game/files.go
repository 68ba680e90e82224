package game

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"

	"plateau/game/userfile"
)

// SavesDir is the folder Ctrl+S writes named saves to and Ctrl+O lists:
// "saves" in the per-user data folder (see DataDir).
func SavesDir() string { return filepath.Join(DataDir(), "saves") }

// ShotsDir is the folder F12 writes screenshots to: "screenshots" in the
// per-user data folder (see DataDir).
func ShotsDir() string { return filepath.Join(DataDir(), "screenshots") }

// ArmiesDir is where the setup screen writes the scenarios of the armies
// built in it (plateau -build).
func ArmiesDir() string { return filepath.Join(DataDir(), "armies") }

// DataDir is Plateau's per-user data folder: $XDG_DATA_HOME/plateau, else
// ~/.local/share/plateau on Linux and the BSDs; the user's application data
// folder (%AppData%, ~/Library/Application Support) followed by Plateau on
// Windows and macOS; the temporary folder when there is no home.
func DataDir() string {
	return dataDir(runtime.GOOS, os.Getenv, os.UserHomeDir, os.UserConfigDir)
}

// dataDir is DataDir with the operating system and the environment passed
// in, for tests.
func dataDir(goos string, getenv func(string) string, home, config func() (string, error)) string {
	switch goos {
	case "windows", "darwin", "ios":
		if d, err := config(); err == nil && d != "" {
			return filepath.Join(d, "Plateau")
		}
	default:
		if d := getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
			return filepath.Join(d, "plateau")
		}
		if h, err := home(); err == nil && h != "" {
			return filepath.Join(h, ".local", "share", "plateau")
		}
	}
	return filepath.Join(os.TempDir(), "plateau")
}

// ScenarioSlug is the short name files of a scenario are named by: the base
// name of its Name without the extension nor the "embedded:" mark
// ("embedded:wme.toml" gives "wme"), in letters, digits, '-' and '_' only.
func ScenarioSlug(scenarioName string) string {
	n := scenarioName
	if i := strings.LastIndexAny(n, `:/\`); i >= 0 {
		n = n[i+1:]
	}
	n = strings.TrimSuffix(n, filepath.Ext(n))
	var b strings.Builder
	for _, r := range strings.ToLower(n) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '-', r == '_':
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	if b.Len() == 0 {
		return "battle"
	}
	return b.String()
}

// stampLayout is the time in a file's name: sorts as it reads.
const stampLayout = "2006-01-02-1504"

// SaveName is the file name of a save of scenario scenarioName made at t:
// "wme-2026-12-02-0147.json". NewPath makes it unique in its folder.
func SaveName(scenarioName string, t time.Time) string {
	return ScenarioSlug(scenarioName) + "-" + t.Format(stampLayout) + ".json"
}

// ShotName is the file name of a screenshot of scenario scenarioName taken
// at t: "wme-2026-12-02-0147.png". NewPath makes it unique in its folder.
func ShotName(scenarioName string, t time.Time) string {
	return ScenarioSlug(scenarioName) + "-" + t.Format(stampLayout) + ".png"
}

// NewPath is name in dir, or, when a file of that name is already there,
// the same with -2, -3... before the extension: a new file never replaces
// an older one.
func NewPath(dir, name string) string {
	ext := filepath.Ext(name)
	stem := strings.TrimSuffix(name, ext)
	p := filepath.Join(dir, name)
	for n := 2; ; n++ {
		if _, err := os.Lstat(p); err != nil {
			// Not there, or the folder cannot be looked into: writing
			// there says why.
			return p
		}
		p = filepath.Join(dir, stem+"-"+strconv.Itoa(n)+ext)
	}
}

// SaveInfo is a save file as a list of saves shows it.
type SaveInfo struct {
	Path string
	// Time is when the file was last written.
	Time time.Time
	// Actions is how many actions the battle holds, -1 if the file could
	// not be read as a save.
	Actions int
}

// Name is the file's base name.
func (s SaveInfo) Name() string { return filepath.Base(s.Path) }

// RecentSaves lists up to n saves of scenario scenarioName in dir, newest
// first: the files named as SaveName names them. A missing folder has none.
func RecentSaves(dir, scenarioName string, n int) ([]SaveInfo, error) {
	ents, err := os.ReadDir(dir)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	re := regexp.MustCompile(`^` + regexp.QuoteMeta(ScenarioSlug(scenarioName)) + `-\d{4}-\d\d-\d\d-\d{4}(-\d+)?\.json$`)
	var out []SaveInfo
	for _, e := range ents {
		if !e.Type().IsRegular() || !re.MatchString(e.Name()) {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue // gone since the listing
		}
		out = append(out, SaveInfo{Path: filepath.Join(dir, e.Name()), Time: fi.ModTime()})
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].Time.Equal(out[j].Time) {
			return out[i].Time.After(out[j].Time)
		}
		return out[i].Path > out[j].Path // equal times (a coarse clock): by name, roughly the later first
	})
	if n >= 0 && len(out) > n {
		out = out[:n]
	}
	for i := range out {
		out[i].Actions = countActions(out[i].Path)
	}
	return out, nil
}

// countActions is the number of entries in the save at path, -1 if it is
// not a save; it decodes the log's outline only, never replays it. A named
// pipe or a device among the saves is refused, not read (issue 8 item 8).
func countActions(path string) int {
	b, err := userfile.Read(path, MaxSaveSize)
	if err != nil {
		return -1
	}
	var f struct {
		Format  string            `json:"format"`
		Entries []json.RawMessage `json:"entries"`
	}
	if json.Unmarshal(b, &f) != nil || f.Format != SaveFormat {
		return -1
	}
	return len(f.Entries)
}
