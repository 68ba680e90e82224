package tomlpos

import (
	"errors"
	"fmt"
	"io"
	"io/fs"

	"github.com/BurntSushi/toml"
)

// Decode decodes the TOML document src strictly into plain values, with
// the positions of its keys: nesting deeper than o.MaxDepth (Scan refuses
// it first, before the TOML library would take minutes over it; levels
// says what a level is and how many the format needs) or a syntax error
// is the one Problem of the Errors returned, at its line and column.
// Scenarios and chart files read themselves this way.
func Decode(name, src string, o Options, levels string) (map[string]any, *Positions, error) {
	pos := Scan(src, o)
	if q, deep := pos.TooDeep(); deep {
		return nil, nil, Errors{{File: name, Line: q.Line, Column: q.Column, Msg: fmt.Sprintf("nested more than %d levels deep (%s)", o.MaxDepth, levels)}}
	}
	var raw map[string]any
	if _, err := toml.Decode(src, &raw); err != nil {
		p := Problem{File: name, Line: 1, Column: 1, Msg: "syntax error: " + err.Error()}
		var pe toml.ParseError
		if errors.As(err, &pe) {
			p.Line, p.Column, p.Key, p.Msg = max(pe.Position.Line, 1), max(pe.Position.Col, 1), pe.LastKey, "syntax error: "+pe.Message
		}
		return nil, nil, Errors{p}
	}
	return raw, pos, nil
}

// ReadFS reads the file name of fsys, at most limit bytes and one more so
// that the caller can refuse a larger one; what names the file in the
// message of a failure ("the chart file"). rules/ does no file system
// access of its own: the caller passes os.DirFS.
func ReadFS(fsys fs.FS, name string, limit int64, what string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, Errors{{File: name, Msg: "cannot read " + what + ": " + err.Error()}}
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, Errors{{File: name, Msg: "cannot read " + what + ": " + err.Error()}}
	}
	return data, nil
}
