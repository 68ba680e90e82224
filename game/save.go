package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"plateau/game/scenario"
	"plateau/game/userfile"
	"plateau/rules"
)

// SaveFormat and SaveVersion identify a Plateau save file. Version 4
// records the state hash after every hashEvery-th action and after the
// last (Final), where version 3 recorded it after every action: loading a
// save hashed the whole state once per action, half of the time a long
// battle took to load (issue 10). Version 3 hashes states with
// rules.State.Hash (a binary form, ten times cheaper than the JSON one);
// version 2 saves are read with their hashes compared with HashV2
// (canonical JSON, which takes a unit's empty list of bases for a nil
// one), version 1 with LegacyHash. Older saves are checked at every entry
// and written back as version 4.
//
// What a version 4 save guarantees on loading: every action passes the
// rules' Check again and rolls exactly the dice recorded with it; the
// state after every hashEvery-th action and the final state are bit for
// bit those of the battle that was saved (SHA-256 of the whole state). A
// change in between that no later checkpoint sees (an action whose effect
// the next 24 undo exactly) is not caught: replay is deterministic, so
// only a different program could produce one, and the battle loaded is
// the saved one from the next checkpoint on. A divergence is reported at
// the first checkpoint after it.
const (
	SaveFormat  = "plateau-save"
	SaveVersion = 4
)

// hashEvery is how often a save records the state hash, in actions.
const hashEvery = 25

// hashedAt tells whether the n-th entry of a battle (1 for the first)
// holds its state hash.
func hashedAt(n int) bool { return n%hashEvery == 0 }

// savedHashes are the hashes older versions recorded, by version.
var savedHashes = map[int]func(*rules.State) string{
	1: (*rules.State).LegacyHash,
	2: (*rules.State).HashV2,
	3: (*rules.State).Hash,
}

// saveFile is what a save holds: enough to replay the battle exactly.
type saveFile struct {
	Format   string      `json:"format"`
	Version  int         `json:"version"`
	Scenario savedSource `json:"scenario"`
	Seed     uint64      `json:"seed"`
	Entries  []Entry     `json:"entries"`
	// Final is the state hash after the last entry, so that a save cut
	// short at an entry boundary is still caught.
	Final string `json:"final"`
}

type savedSource struct {
	Name   string `json:"name"`
	Hash   string `json:"hash"`
	Source string `json:"source"`
	// Files are the files the scenario names (its chart file), so that
	// the save replays without them on disk (scenario.Scenario.Files).
	Files map[string]string `json:"files,omitempty"`
}

// Marshal encodes the match as a save.
func (m *Match) Marshal() ([]byte, error) {
	f := saveFile{
		Format: SaveFormat, Version: SaveVersion,
		Scenario: savedSource{Name: m.sc.Name, Hash: m.sc.Hash(), Source: string(m.sc.Source), Files: filesText(m.sc.Files)},
		Seed:     m.seed, Entries: m.log, Final: m.state.Hash(),
	}
	if f.Entries == nil {
		f.Entries = []Entry{}
	}
	return json.MarshalIndent(f, "", " ")
}

// filesText is files as a save writes them: text by name, nil for none.
func filesText(files map[string][]byte) map[string]string {
	if len(files) == 0 {
		return nil
	}
	out := make(map[string]string, len(files))
	for k, v := range files {
		out[k] = string(v)
	}
	return out
}

// Save writes the match to path atomically: the old file stays whole until
// the new one is complete (DESIGN.md, house rule 10).
func (m *Match) Save(path string) error {
	b, err := m.Marshal()
	if err != nil {
		return fmt.Errorf("game: encoding the save: %w", err)
	}
	return WriteAtomic(path, b)
}

// WriteAtomic writes data to a temporary file beside path, syncs it and
// renames it over path, so that a crash leaves either the old file or the
// new one, never a part.
func WriteAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("game: %w", err)
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("game: %w", err)
	}
	defer os.Remove(tmp.Name()) // after a successful rename this is a no-op error
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("game: writing %s: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("game: writing %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("game: writing %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("game: writing %s: %w", path, err)
	}
	// The rename itself must reach the disk before we say it is saved.
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// MaxSaveSize bounds a save file, in bytes. A whole battle of the sample
// scenarios is some 140 actions and 70 KB; 200,000 actions measure 62 MB
// as single-base moves and phase ends, 123 MB as four-base unit moves and
// phase ends, so the bound holds 200,000 of either, and refuses /dev/zero
// or a stray disk image before it fills memory (issue 8 item 8).
const MaxSaveSize = 128 << 20

// Load reads a save and replays it. Only a regular file of at most
// MaxSaveSize bytes is read: a named pipe, a device or a directory is
// refused at once.
func Load(path string) (*Match, error) {
	b, err := userfile.Read(path, MaxSaveSize)
	if err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	m, err := decode(b)
	if err != nil {
		return nil, fmt.Errorf("game: save %s: %w", path, err)
	}
	return m, nil
}

// LoadFor loads a save only if it belongs to scenario sc, so that loading
// in a window never silently swaps the battle for another one.
func LoadFor(path string, sc *scenario.Scenario) (*Match, error) {
	m, err := Load(path)
	if err != nil {
		return nil, err
	}
	if m.sc.Hash() != sc.Hash() {
		return nil, fmt.Errorf("game: save %s is a battle of %q (%s), not of this table's %q (%s); start Plateau with -load %s to open it",
			path, m.sc.Title, m.sc.Name, sc.Title, sc.Name, path)
	}
	return m, nil
}

// errNotASave is the refusal of a file that is not a Plateau save at all.
var errNotASave = errors.New("not a Plateau save")

// Unmarshal decodes a save and replays it, checking every entry's rolls
// and state hash. The error names the first entry that diverges.
func Unmarshal(b []byte) (*Match, error) {
	m, err := decode(b)
	if err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	return m, nil
}

// jsonPlace is where in b the JSON error err happened, as " at line L,
// column C" (columns in bytes, from 1), or "" when err has no place.
func jsonPlace(b []byte, err error) string {
	var off int64
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off = se.Offset - 1 // the offending byte has been read
	case errors.As(err, &te):
		off = te.Offset - 1
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		off = int64(len(b))
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		// No offset: the first place the field is a key.
		name := []byte(strings.TrimPrefix(err.Error(), "json: unknown field "))
		off = -1
		for i := 0; off < 0; {
			k := bytes.Index(b[i:], name)
			if k < 0 {
				return ""
			}
			i += k + len(name)
			if rest := bytes.TrimLeft(b[i:], " \t\r\n"); len(rest) > 0 && rest[0] == ':' {
				off = int64(i - len(name))
			}
		}
	default:
		return ""
	}
	off = max(0, min(off, int64(len(b))))
	line := 1 + bytes.Count(b[:off], []byte{'\n'})
	col := off - int64(bytes.LastIndexByte(b[:off], '\n'))
	return fmt.Sprintf(" at line %d, column %d", line, col)
}

// decode is Unmarshal with its errors unprefixed, for Load to name the file.
func decode(b []byte) (*Match, error) {
	var f saveFile
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("the file is truncated or corrupt%s: %w", jsonPlace(b, err), err)
	}
	if dec.More() {
		return nil, errors.New("the file is corrupt: data after the save")
	}
	if f.Format != SaveFormat {
		return nil, errNotASave
	}
	if _, old := savedHashes[f.Version]; f.Version != SaveVersion && !old {
		return nil, fmt.Errorf("save version %d, this Plateau reads versions 1 to %d", f.Version, SaveVersion)
	}
	files := map[string][]byte{}
	for k, v := range f.Scenario.Files {
		files[k] = []byte(v)
	}
	sc, err := scenario.ParseWithFiles(f.Scenario.Name, []byte(f.Scenario.Source), files)
	if err != nil {
		return nil, fmt.Errorf("its scenario does not load: %w", err)
	}
	if sc.Hash() != f.Scenario.Hash {
		return nil, fmt.Errorf("its scenario text does not match its hash: the file is corrupt")
	}
	m, err := New(sc, f.Seed)
	if err != nil {
		return nil, err
	}
	m.savedHash = savedHashes[f.Version]
	for i := range f.Entries {
		e := f.Entries[i]
		if _, err := m.apply(e.Action, &e, nil); err != nil {
			return nil, fmt.Errorf("replay diverges at entry %d (%s): %w", i+1, e.Action, err)
		}
	}
	got := m.state.Hash()
	if m.savedHash != nil {
		got = m.savedHash(&m.state)
	}
	m.savedHash = nil // the log now holds this version's hashes
	if got != f.Final {
		return nil, fmt.Errorf("replay ends on state %.12s…, the save says %.12s…: the file is corrupt", got, f.Final)
	}
	// The replay set the undo floor where the battle had it: a resumed
	// battle undoes what it could before the crash (issue 8 item 7).
	return m, nil
}
