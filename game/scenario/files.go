package scenario

import (
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"plateau/game/userfile"
	"plateau/rules/tomlpos"
	"plateau/scenarios"
)

// A scenario may name other files: today the chart file of a hex game
// ([hexes] charts = "my-charts.toml", docs/scenario-format.md), a path
// relative to the scenario's own folder that stays inside it. They are read
// once, when the scenario is, and kept in Scenario.Files, so that a save
// carries them and replays on the same charts with the files gone.

// MaxNamedFile bounds a file a scenario names, as a scenario is bounded.
const MaxNamedFile = MaxFileSize

// fileReader reads a file a scenario names.
type fileReader func(name string) ([]byte, error)

// readerFor is how the scenario called name reads the files it names: from
// the embedded files for an embedded scenario, else from the disk beside it.
func readerFor(name string) fileReader {
	if file, ok := strings.CutPrefix(name, EmbeddedPrefix); ok {
		dir := filepath.ToSlash(filepath.Dir(file))
		return func(n string) ([]byte, error) {
			return fs.ReadFile(scenarios.Files, filepath.ToSlash(filepath.Join(dir, n)))
		}
	}
	dir := filepath.Dir(name)
	return func(n string) ([]byte, error) {
		return userfile.Read(filepath.Join(dir, filepath.FromSlash(n)), MaxNamedFile)
	}
}

// savedFiles reads the files a save carries, and nothing from the disk.
func savedFiles(files map[string][]byte) fileReader {
	return func(n string) ([]byte, error) {
		b, ok := files[n]
		if !ok {
			return nil, fmt.Errorf("the save does not carry the file %q", n)
		}
		return b, nil
	}
}

// namedFile reads the file the scenario names at key of n, keeping it in
// Files; ok is false, the problem reported, when the name is no relative
// path inside the scenario's folder or the file cannot be read.
func (d *decoder) namedFile(n *node, key, what string) (name string, data []byte, ok bool) {
	name, ok = n.word(key, false)
	if !ok {
		return "", nil, false
	}
	at := tomlpos.Key(n.path, key)
	if !fs.ValidPath(filepath.ToSlash(name)) || filepath.IsAbs(name) {
		d.ps.At(at, "expected a path relative to the scenario's folder and inside it (no leading /, no ..), got %q", name)
		return "", nil, false
	}
	if d.read == nil {
		d.ps.At(at, "%s %q cannot be read: this scenario has no folder", what, name)
		return "", nil, false
	}
	data, err := d.read(name)
	if err != nil {
		d.ps.At(at, "cannot read %s %q: %v", what, name, err)
		return "", nil, false
	}
	if len(data) > MaxNamedFile {
		d.ps.At(at, "%s %q is %s, more than the %s it may be", what, name, userfile.SizeOver(int64(len(data)), MaxNamedFile), userfile.Size(MaxNamedFile))
		return "", nil, false
	}
	if d.sc.Files == nil {
		d.sc.Files = map[string][]byte{}
	}
	d.sc.Files[name] = data
	return name, data, true
}
