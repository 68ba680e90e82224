package charts

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Problem is one thing wrong with a chart file: where it is, which key,
// and what was expected.
type Problem struct {
	File   string // the file's name, e.g. "charts/mine.toml"
	Line   int    // 1-based; 0 if unknown
	Column int    // 1-based, in bytes; 0 if unknown
	// Key is the dotted path of the offending key. Arrays of tables and
	// array elements are indexed from 1, in file order; a row of a chart is
	// its range key: "musket.front.0-2".
	Key string
	Msg string
}

// Error formats p as "file:line:column: key: msg", leaving out what is
// unknown.
func (p Problem) Error() string {
	var b strings.Builder
	b.WriteString(p.File)
	if p.Line > 0 {
		b.WriteString(":" + strconv.Itoa(p.Line))
		if p.Column > 0 {
			b.WriteString(":" + strconv.Itoa(p.Column))
		}
	}
	if b.Len() > 0 {
		b.WriteString(": ")
	}
	if p.Key != "" {
		b.WriteString(p.Key + ": ")
	}
	b.WriteString(p.Msg)
	return b.String()
}

// Errors is every Problem found in a chart file, in file order. Parse and
// Load return it (never empty) as their error; errors.As finds it as
// Errors or *Errors, and each Problem through Unwrap.
type Errors []Problem

// Error is one line per problem.
func (e Errors) Error() string {
	lines := make([]string, len(e))
	for i, p := range e {
		lines[i] = p.Error()
	}
	return strings.Join(lines, "\n")
}

// Unwrap is the problems, so that errors.As(err, &problem) finds the first.
func (e Errors) Unwrap() []error {
	errs := make([]error, len(e))
	for i, p := range e {
		errs[i] = p
	}
	return errs
}

// As lets errors.As fill a *Errors target as well as an Errors one.
func (e Errors) As(target any) bool {
	if t, ok := target.(**Errors); ok {
		c := e
		*t = &c
		return true
	}
	return false
}

// sort orders problems by position, then key, then message.
func (e Errors) sort() {
	slices.SortStableFunc(e, func(a, b Problem) int {
		return cmp.Or(cmp.Compare(a.Line, b.Line), cmp.Compare(a.Column, b.Column),
			strings.Compare(a.Key, b.Key), strings.Compare(a.Msg, b.Msg))
	})
}

// problems collects Problems for one file.
type problems struct {
	file    string
	pos     *positions
	list    Errors
	dropped int // problems past MaxProblems, only counted
}

// MaxProblems bounds the Problems reported for one file: a file of a
// megabyte of bad keys is refused quickly, its first problems named.
const MaxProblems = 100

// at reports a problem at the position of path (or of its nearest ancestor
// that has one).
func (ps *problems) at(path, format string, args ...any) {
	if len(ps.list) >= MaxProblems {
		ps.dropped++
		return
	}
	p := Problem{File: ps.file, Key: path, Msg: fmt.Sprintf(format, args...)}
	if ps.pos != nil {
		q := ps.pos.find(path)
		p.Line, p.Column = q.line, q.col
	}
	ps.list = append(ps.list, p)
}
