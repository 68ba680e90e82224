package tomlpos

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Problem is one thing wrong with a file: where it is, which key, and what
// was expected.
type Problem struct {
	File   string // the file's name, e.g. "scenarios/x.toml"
	Line   int    // 1-based; 0 if unknown
	Column int    // 1-based, in bytes; 0 if unknown
	// Key is the path of the offending key, spelt by Key and Index: arrays
	// of tables and array elements are indexed from 1, in file order, so
	// "army[1].unit[2].base" is the base key of the second unit of the
	// first army. "" if the problem is not about one key.
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

// Errors is every Problem found in a file, in file order: what a decoder
// returns (never empty) as its error. errors.As finds it as Errors or
// *Errors, and each Problem through Unwrap.
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

// List collects the Problems of one file while it is decoded. The zero
// List with File set is ready to use.
type List struct {
	File string     // the file's name, in every Problem
	Pos  *Positions // positions each Problem by its key; nil leaves them at 0
	// Max bounds the Problems kept, so that a file of a megabyte of bad
	// keys is refused quickly, its first problems named: past Max a
	// problem is only counted, and Errors ends with "and N more problems
	// not listed". 0 keeps every one.
	Max int

	list Errors
	more int // problems past Max, only counted
}

// At reports a problem about path at the position of path (or of its
// nearest ancestor that has one); format and args make its message, as
// fmt.Sprintf does.
func (l *List) At(path, format string, args ...any) {
	if l.Max > 0 && len(l.list) >= l.Max {
		l.more++
		return
	}
	p := Problem{File: l.File, Key: path, Msg: fmt.Sprintf(format, args...)}
	if l.Pos != nil {
		q := l.Pos.Find(path)
		p.Line, p.Column = q.Line, q.Column
	}
	l.list = append(l.list, p)
}

// Len is how many problems were reported, counted or kept.
func (l *List) Len() int { return len(l.list) + l.more }

// Errors is the problems kept, sorted by position, then key, then message;
// past Max, one more at the position of the last says how many were left
// out. It is nil if no problem was reported.
func (l *List) Errors() Errors {
	if len(l.list) == 0 {
		return nil
	}
	l.list.sort()
	if l.more == 0 {
		return l.list
	}
	last := l.list[len(l.list)-1]
	return append(slices.Clip(l.list), Problem{File: l.File, Line: last.Line, Column: last.Column,
		Msg: fmt.Sprintf("and %d more problems not listed", l.more)})
}
