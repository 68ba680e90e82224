package scenario

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"

	"plateau/game/userfile"
	"plateau/rules"
	"plateau/rules/tomlpos"
	"plateau/scenarios"
)

// EmbeddedPrefix starts the Name of a scenario that came from the embedded
// files rather than the disk.
const EmbeddedPrefix = "embedded:"

// DefaultName is the file name of the embedded default scenario.
const DefaultName = "default.toml"

// MaxFileSize bounds a scenario file, in bytes. The largest shipped
// scenario is 10 KiB and a table at MaxBases with every base written out
// as its own entry is about 250 KiB; the bound leaves four times that, and
// keeps the worst the TOML library can be made to do (some 10 µs a key)
// near a second. A save's scenario is held to it too.
const MaxFileSize = 1 << 20

// Scenario is a decoded scenario file: its texts, its ruleset settings and
// the initial state of the battle.
type Scenario struct {
	// Name is where the scenario came from: a file path as given to
	// LoadFile, or EmbeddedPrefix + the embedded file name.
	Name        string
	Title       string
	Description string
	// Source is the exact text decoded, kept so that a save can carry its
	// scenario.
	Source []byte
	// Settings is the scenario's [settings] table as decoded (string,
	// int64, float64, bool, time.Time, []any and map[string]any values),
	// for the ruleset to read and check; nil when absent.
	Settings map[string]any
	// State is the initial state: Turn 1, Active 0 and no Phase (the
	// ruleset's setup starts the first phase), unless Position.
	State rules.State
	// Files are the files the scenario names (its hex map's chart file),
	// by the name it gives them, as read with it (files.go); nil for none.
	Files map[string][]byte
	// Position is set when the scenario has a [position] section: State
	// is then a moment of a battle (its turn, phase, side to play,
	// counters, statuses and distances moved), which the ruleset resumes
	// (rules.Positioner) instead of starting the first phase.
	Position bool
}

// Hash is the SHA-256 of s.Source in hex: it names the scenario a save was
// played from.
func (s *Scenario) Hash() string {
	sum := sha256.Sum256(s.Source)
	return hex.EncodeToString(sum[:])
}

// Parse decodes the TOML scenario data; name is used in Problems and kept as
// Scenario.Name. Decoding is strict: unknown keys, wrong types, missing
// keys, duplicate ids, bad colours or sizes, polygons of fewer than three
// points, units without bases, bases off the table and overlapping bases
// are all reported, every one found, as Errors sorted by position. A syntax
// error stops decoding and is the only Problem. The ruleset id is not
// checked against the registered rulesets: that is the caller's job.
//
// The files the scenario names are read beside it: from the embedded
// files for an embedded name, else from the scenario's folder on disk.
func Parse(name string, data []byte) (*Scenario, error) {
	return parse(name, data, readerFor(name))
}

// ParseWithFiles is Parse reading the files the scenario names from files
// only (a save's, Scenario.Files), never from the disk.
func ParseWithFiles(name string, data []byte, files map[string][]byte) (*Scenario, error) {
	return parse(name, data, savedFiles(files))
}

func parse(name string, data []byte, read fileReader) (*Scenario, error) {
	if len(data) > MaxFileSize {
		return nil, Errors{{File: name, Msg: fmt.Sprintf("the scenario is %s, more than the %s a scenario may be",
			userfile.SizeOver(int64(len(data)), MaxFileSize), userfile.Size(MaxFileSize))}}
	}
	raw, pos, err := tomlpos.Decode(name, string(data), tomlpos.Options{MaxDepth: MaxDepth},
		"each table header part, dotted key part, array and inline table is a level; the format needs 7")
	if err != nil {
		return nil, err
	}
	ps := &tomlpos.List{File: name, Pos: pos}
	sc := &Scenario{Name: name, Source: slices.Clone(data)}
	d := &decoder{ps: ps, sc: sc, read: read}
	d.document(raw)
	if ps.Len() > 0 {
		return nil, ps.Errors()
	}
	sc.State.NumberUnits() // same-named units told apart in what players read (rules/names.go)
	return sc, nil
}

// LoadFile reads and parses the scenario file at path. Only a regular
// file of at most MaxFileSize bytes is read: a named pipe, a device or a
// directory is refused at once (issue 8 item 8).
func LoadFile(path string) (*Scenario, error) {
	data, err := userfile.Read(path, MaxFileSize)
	if err != nil {
		return nil, fmt.Errorf("scenario: %w", err)
	}
	return Parse(path, data)
}

// CheckFile is what `plateau check FILE` runs: nil when the scenario at
// path is valid, else its Errors (one line per problem, "file:line:column:
// key: message") or the error reading it.
func CheckFile(path string) error {
	_, err := LoadFile(path)
	return err
}

// EmbeddedNames lists the embedded scenario files ("default.toml", ...),
// sorted.
func EmbeddedNames() []string {
	names, err := fs.Glob(scenarios.Files, "*.toml")
	if err != nil {
		panic("scenario: bad glob: " + err.Error()) // only a malformed pattern fails
	}
	slices.Sort(names)
	return names
}

// Embedded parses an embedded scenario. name is a file name from
// EmbeddedNames, with or without ".toml" and with or without
// EmbeddedPrefix, so that a Scenario's Name finds it again.
func Embedded(name string) (*Scenario, error) {
	file := strings.TrimPrefix(name, EmbeddedPrefix)
	if !strings.HasSuffix(file, ".toml") {
		file += ".toml"
	}
	data, err := fs.ReadFile(scenarios.Files, file)
	if err != nil {
		return nil, fmt.Errorf("scenario: no embedded scenario %q (have %s)", name, strings.Join(EmbeddedNames(), ", "))
	}
	return Parse(EmbeddedPrefix+file, data)
}

// Default is the embedded default scenario, the one played with no
// arguments. It panics if that file does not parse: it is part of the
// program, and a test guards it.
func Default() *Scenario {
	s, err := Embedded(DefaultName)
	if err != nil {
		panic("scenario: the default scenario is broken:\n" + err.Error())
	}
	return s
}

// Open loads a scenario named on the command line: a file path, or else the
// name of an embedded scenario ("wme", "default.toml", "embedded:wme.toml").
// A path that exists always wins.
func Open(name string) (*Scenario, error) {
	if _, err := os.Stat(name); err == nil || strings.ContainsRune(name, os.PathSeparator) {
		return LoadFile(name)
	}
	if sc, err := Embedded(name); err == nil {
		return sc, nil
	}
	return LoadFile(name) // its error names the missing file
}
