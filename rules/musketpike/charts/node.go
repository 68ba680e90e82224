package charts

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"plateau/rules/tomlpos"
)

// node is one TOML table of the chart file being decoded: it hands out
// typed values, reports wrong types and missing keys, and at the end (done)
// reports every key nobody asked for. (The approach of game/scenario's
// node, which rules/ may not import.)
type node struct {
	ps    *tomlpos.List
	path  string
	m     map[string]any
	asked map[string]bool // a set: row tables may have many keys
}

func newNode(ps *tomlpos.List, path string, m map[string]any) *node {
	return &node{ps: ps, path: path, m: m, asked: map[string]bool{}}
}

func (n *node) key(k string) string { return tomlpos.Key(n.path, k) }

// get is the raw value of key; a missing required key is reported with
// what it should have held.
func (n *node) get(key string, required bool, want string) (v any, ok bool) {
	n.asked[key] = true
	v, ok = n.m[key]
	if !ok && required {
		n.ps.At(n.key(key), "missing required key (expected %s)", want)
	}
	return v, ok
}

// expect declares keys the table may hold, so that done lists them.
func (n *node) expect(keys ...string) {
	for _, k := range keys {
		n.asked[k] = true
	}
}

// done reports the keys of the table that no getter asked for.
func (n *node) done() {
	var unknown []string
	for k := range n.m {
		if !n.asked[k] {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) == 0 {
		return
	}
	slices.Sort(unknown)
	known := strings.Join(slices.Sorted(maps.Keys(n.asked)), ", ")
	for _, k := range unknown {
		n.ps.At(n.key(k), "unknown key %q (known keys here: %s)", k, known)
	}
}

// typeName is the TOML name of a decoded value's type.
func typeName(v any) string {
	switch v.(type) {
	case string:
		return "string"
	case int64:
		return "integer"
	case float64:
		return "float"
	case bool:
		return "boolean"
	case time.Time:
		return "datetime"
	case []map[string]any:
		return "array of tables"
	case []any:
		return "array"
	case map[string]any:
		return "table"
	}
	return fmt.Sprintf("%T", v)
}

// table is the sub-table at key, nil when missing or not a table.
func (n *node) table(key string, required bool, want string) *node {
	v, ok := n.get(key, required, want)
	if !ok {
		return nil
	}
	m, isTable := v.(map[string]any)
	if !isTable {
		n.ps.At(n.key(key), "expected %s, got a %s", want, typeName(v))
		return nil
	}
	return newNode(n.ps, n.key(key), m)
}

func (n *node) boolean(key string, required bool, want string) (bool, bool) {
	v, ok := n.get(key, required, want)
	if !ok {
		return false, false
	}
	b, isBool := v.(bool)
	if !isBool {
		n.ps.At(n.key(key), "expected %s (true or false), got a %s", want, typeName(v))
	}
	return b, isBool
}

func (n *node) str(key string, required bool, want string) (string, bool) {
	v, ok := n.get(key, required, want)
	if !ok {
		return "", false
	}
	s, isStr := v.(string)
	if !isStr {
		n.ps.At(n.key(key), "expected %s (a string), got a %s", want, typeName(v))
		return "", false
	}
	return s, true
}

// integer is an integer value within [lo, hi]; a missing optional key is
// (0, false) without a Problem.
func (n *node) integer(key string, required bool, lo, hi int, want string) (int, bool) {
	v, ok := n.get(key, required, want)
	if !ok {
		return 0, false
	}
	return intValue(n.ps, n.key(key), v, lo, hi, want)
}

func intValue(ps *tomlpos.List, path string, v any, lo, hi int, want string) (int, bool) {
	i, isInt := v.(int64)
	if !isInt {
		ps.At(path, "expected %s (an integer from %d to %d), got a %s", want, lo, hi, typeName(v))
		return 0, false
	}
	if i < int64(lo) || i > int64(hi) {
		ps.At(path, "%d is out of range: expected %s from %d to %d", i, want, lo, hi)
		return 0, false
	}
	return int(i), true
}

// parseSpan reads "a" or "a-b" (a <= b), both in [lo, hi].
func parseSpan(s string, lo, hi int) (Span, error) {
	a, b, isRange := strings.Cut(s, "-")
	x, err := strconv.Atoi(a)
	y := x
	if err == nil && isRange {
		y, err = strconv.Atoi(b)
	}
	if err != nil || strings.HasPrefix(a, "+") || strings.HasPrefix(b, "+") {
		return Span{}, fmt.Errorf("%q is not a number or a range such as \"0-4\"", s)
	}
	if x < lo || y > hi || x > y {
		return Span{}, fmt.Errorf("range %q is out of bounds: expected rows from %d to %d, low end first", s, lo, hi)
	}
	return Span{x, y}, nil
}

// span is a success range value: "0-4", "3" or an integer.
func (n *node) span(key string, want string) (Span, bool) {
	v, ok := n.get(key, true, want)
	if !ok {
		return Span{}, false
	}
	return spanValue(n.ps, n.key(key), v, want)
}

func spanValue(ps *tomlpos.List, path string, v any, want string) (Span, bool) {
	switch v := v.(type) {
	case int64:
		if v < DieMin || v > DieMax {
			ps.At(path, "%d is out of range: expected %s, a row from %d to %d", v, want, DieMin, DieMax)
			return Span{}, false
		}
		return Span{int(v), int(v)}, true
	case string:
		s, err := parseSpan(v, DieMin, DieMax)
		if err != nil {
			ps.At(path, "%v (expected %s)", err, want)
			return Span{}, false
		}
		return s, true
	}
	ps.At(path, "expected %s (a range string such as \"0-4\"), got a %s", want, typeName(v))
	return Span{}, false
}

// rows reads a die column: a table whose keys are rows or ranges of rows
// ("0-2", "3", "4-9") that together cover 0-9 exactly once, each holding a
// cell read by cell.
func rows[T any](n *node, key string, want string, cell func(path string, v any) (T, bool)) (out [Rows]T, ok bool) {
	t := n.table(key, true, "a table of die rows 0-9 (keys such as 0-2 = ..., 3 = ...) giving "+want)
	if t == nil {
		return out, false
	}
	ok = bands(t, DieMin, DieMax, want, cell, func(s Span, c T) {
		for r := s.Lo; r <= s.Hi; r++ {
			out[r] = c
		}
	})
	return out, ok
}

// bands reads a table whose keys are ranges covering lo..hi exactly once,
// in no particular order, calling put for each good key; ok is false when
// anything is wrong.
func bands[T any](t *node, lo, hi int, want string, cell func(path string, v any) (T, bool), put func(Span, T)) bool {
	ok := true
	owner := make(map[int]string, hi-lo+1)
	for _, k := range slices.Sorted(maps.Keys(t.m)) {
		t.expect(k)
		path := t.key(k)
		s, err := parseSpan(k, lo, hi)
		if err != nil {
			t.ps.At(path, "row key: %v", err)
			ok = false
			continue
		}
		for r := s.Lo; r <= s.Hi; r++ {
			if o, dup := owner[r]; dup {
				t.ps.At(path, "row %d is already given by %s", r, o)
				ok = false
				break
			}
			owner[r] = k
		}
		c, good := cell(path, t.m[k])
		if !good {
			ok = false
			continue
		}
		put(s, c)
	}
	var missing []string
	for r := lo; r <= hi; r++ {
		if _, has := owner[r]; !has {
			missing = append(missing, strconv.Itoa(r))
		}
	}
	if len(missing) > 0 {
		t.ps.At(t.path, "rows %s are missing: the keys must cover %d-%d (%s)", strings.Join(missing, ", "), lo, hi, want)
		ok = false
	}
	return ok
}

// word is a string cell that must be one of words; it returns its index.
func word(ps *tomlpos.List, path string, v any, words []string, want string) (int, bool) {
	s, isStr := v.(string)
	if !isStr {
		ps.At(path, "expected %s (one of %s), got a %s", want, strings.Join(words, ", "), typeName(v))
		return 0, false
	}
	i := slices.Index(words, s)
	if i < 0 {
		ps.At(path, "unknown result %q: expected %s (one of %s)", s, want, strings.Join(words, ", "))
		return 0, false
	}
	return i, true
}
