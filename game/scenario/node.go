package scenario

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"plateau/rules/geom"
	"plateau/rules/tomlpos"
)

// node is one TOML table of the scenario being decoded: it hands out typed
// values, reports wrong types and missing keys, and at the end (done)
// reports every key nobody asked for.
type node struct {
	ps    *tomlpos.List
	path  string
	m     map[string]any
	asked []string
}

func newNode(ps *tomlpos.List, path string, m map[string]any) *node {
	return &node{ps: ps, path: path, m: m}
}

// get is the raw value of key; a missing required key is reported with
// what it should have held.
func (n *node) get(key string, required bool, want string) (v any, path string, ok bool) {
	n.asked = append(n.asked, key)
	path = tomlpos.Key(n.path, key)
	v, ok = n.m[key]
	if !ok && required {
		n.ps.At(path, "missing required key (expected %s)", want)
	}
	return v, path, ok
}

// expect declares the keys a table may hold, so that done can list them
// all when it reports an unknown one.
func (n *node) expect(keys ...string) { n.asked = append(n.asked, keys...) }

// has reports whether key is present, without asking for it.
func (n *node) has(key string) bool { _, ok := n.m[key]; return ok }

// done reports the keys of the table that no getter asked for.
func (n *node) done() {
	var unknown []string
	for k := range n.m {
		if !slices.Contains(n.asked, k) {
			unknown = append(unknown, k)
		}
	}
	slices.Sort(unknown)
	known := slices.Clone(n.asked)
	slices.Sort(known)
	known = slices.Compact(known)
	for _, k := range unknown {
		n.ps.At(tomlpos.Key(n.path, k), "unknown key %q (known keys here: %s)", k, strings.Join(known, ", "))
	}
}

// typeName is the TOML name of a decoded value's type.
func typeName(v any) string {
	switch v := v.(type) {
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
		return fmt.Sprintf("array of %d", len(v))
	case map[string]any:
		return "table"
	default:
		return fmt.Sprintf("%T", v)
	}
}

// str is a string value.
func (n *node) str(key string, required bool) (string, bool) {
	v, p, ok := n.get(key, required, "a string")
	if !ok {
		return "", false
	}
	s, ok := v.(string)
	if !ok {
		n.ps.At(p, "expected a string, got %s", typeName(v))
	}
	return s, ok
}

// word is a non-empty string.
func (n *node) word(key string, required bool) (string, bool) {
	s, ok := n.str(key, required)
	if ok && strings.TrimSpace(s) == "" {
		n.ps.At(tomlpos.Key(n.path, key), "expected a non-empty string")
		return "", false
	}
	return s, ok
}

// id is an identifier: letters, digits, '_' and '-'.
func (n *node) id(key string) (string, bool) {
	s, ok := n.str(key, true)
	if !ok {
		return "", false
	}
	if !tomlpos.BareKey(s) {
		n.ps.At(tomlpos.Key(n.path, key), "id %q: expected letters, digits, \"_\" or \"-\" only", s)
		return "", false
	}
	return s, true
}

// number converts a decoded value to a finite float64.
func number(v any) (float64, string) {
	var f float64
	switch v := v.(type) {
	case int64:
		f = float64(v)
	case float64:
		f = v
	default:
		return 0, fmt.Sprintf("expected a number, got %s", typeName(v))
	}
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, fmt.Sprintf("expected a finite number, got %v", f)
	}
	return f, ""
}

// num is a finite number.
func (n *node) num(key string, required bool, want string) (float64, bool) {
	v, p, ok := n.get(key, required, want)
	if !ok {
		return 0, false
	}
	f, msg := number(v)
	if msg != "" {
		n.ps.At(p, "%s", msg)
		return 0, false
	}
	return f, true
}

// positive is a number > 0.
func (n *node) positive(key string, required bool, want string) (float64, bool) {
	f, ok := n.num(key, required, want)
	if ok && f <= 0 {
		n.ps.At(tomlpos.Key(n.path, key), "expected a number > 0, got %v", f)
		return 0, false
	}
	return f, ok
}

// integer is an integer value.
func (n *node) integer(key string, required bool, want string) (int64, bool) {
	v, p, ok := n.get(key, required, want)
	if !ok {
		return 0, false
	}
	i, ok := v.(int64)
	if !ok {
		n.ps.At(p, "expected an integer, got %s", typeName(v))
	}
	return i, ok
}

// boolean is true or false.
func (n *node) boolean(key string) (bool, bool) {
	v, p, ok := n.get(key, false, "true or false")
	if !ok {
		return false, false
	}
	b, ok := v.(bool)
	if !ok {
		n.ps.At(p, "expected true or false, got %s", typeName(v))
	}
	return b, ok
}

// pair is [a, b]: an array of two numbers.
func (n *node) pairAt(v any, p, want string) (a, b float64, ok bool) {
	arr, isArr := v.([]any)
	if !isArr || len(arr) != 2 {
		n.ps.At(p, "expected %s, got %s", want, typeName(v))
		return 0, 0, false
	}
	a, m1 := number(arr[0])
	b, m2 := number(arr[1])
	if m1 != "" {
		n.ps.At(tomlpos.Index(p, 0), "%s", m1)
	}
	if m2 != "" {
		n.ps.At(tomlpos.Index(p, 1), "%s", m2)
	}
	return a, b, m1 == "" && m2 == ""
}

// pair is the value of key as [a, b].
func (n *node) pair(key string, required bool, want string) (a, b float64, ok bool) {
	v, p, ok := n.get(key, required, want)
	if !ok {
		return 0, 0, false
	}
	return n.pairAt(v, p, want)
}

// points is a list of [x, y] points, at least min and at most MaxPoints of
// them.
func (n *node) points(key string, required bool, min int) ([]geom.Vec, bool) {
	want := fmt.Sprintf("an array of at least %d [x, y] points", min)
	v, p, ok := n.get(key, required, want)
	if !ok {
		return nil, false
	}
	arr, isArr := v.([]any)
	if !isArr {
		n.ps.At(p, "expected %s, got %s", want, typeName(v))
		return nil, false
	}
	if len(arr) < min {
		n.ps.At(p, "expected %s, got %d", want, len(arr))
		ok = false
	}
	if len(arr) > MaxPoints {
		n.ps.At(p, "%d points, more than the %d an outline may have", len(arr), MaxPoints)
		return nil, false
	}
	pts := make([]geom.Vec, 0, len(arr))
	for i, e := range arr {
		x, y, good := n.pairAt(e, tomlpos.Index(p, i), "a point [x, y]")
		ok = ok && good
		pts = append(pts, geom.V(x, y))
	}
	return pts, ok
}

// table is a sub-table (nil if absent or not a table).
func (n *node) table(key string, required bool, want string) *node {
	v, p, ok := n.get(key, required, want)
	if !ok {
		return nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		n.ps.At(p, "expected %s, got %s", want, typeName(v))
		return nil
	}
	return newNode(n.ps, p, m)
}

// tables is an array of tables, [[key]] blocks or an inline array of
// inline tables.
func (n *node) tables(key string, required bool, want string) []*node {
	v, p, ok := n.get(key, required, want)
	if !ok {
		return nil
	}
	var out []*node
	switch v := v.(type) {
	case []map[string]any:
		for i, m := range v {
			out = append(out, newNode(n.ps, tomlpos.Index(p, i), m))
		}
	case []any:
		for i, e := range v {
			m, ok := e.(map[string]any)
			if !ok {
				n.ps.At(tomlpos.Index(p, i), "expected a table, got %s", typeName(e))
				continue
			}
			out = append(out, newNode(n.ps, tomlpos.Index(p, i), m))
		}
	default:
		n.ps.At(p, "expected %s, got %s", want, typeName(v))
	}
	return out
}
