package tomlpos

import (
	"strconv"
	"strings"
)

// Key is the path of key inside the table at path parent ("" for the
// document). Keys that are not bare TOML keys are quoted.
func Key(parent, key string) string {
	k := key
	if !BareKey(key) {
		k = strconv.Quote(key)
	}
	if parent == "" {
		return k
	}
	return parent + "." + k
}

// Index is the path of element i (0-based) of the array at path parent;
// paths count elements from 1, as a reader counts [[army]] blocks.
func Index(parent string, i int) string {
	return parent + "[" + strconv.Itoa(i+1) + "]"
}

// segment is one step of a key path: a key, or an array element (index >=
// 0, counted from 0).
type segment struct {
	key   string
	index int
}

// splitPath splits a path spelt by Key and Index into its steps;
// ok is false for text they cannot have spelt.
func splitPath(p string) (segs []segment, ok bool) {
	for i := 0; i < len(p); {
		switch p[i] {
		case '.':
			i++
		case '[':
			j := strings.IndexByte(p[i:], ']')
			if j < 0 {
				return segs, false
			}
			n, err := strconv.Atoi(p[i+1 : i+j])
			if err != nil || n < 1 {
				return segs, false
			}
			segs = append(segs, segment{index: n - 1})
			i += j + 1
		case '"':
			j := i + 1
			for j < len(p) && p[j] != '"' {
				if p[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(p) {
				return segs, false
			}
			k, err := strconv.Unquote(p[i : j+1])
			if err != nil {
				return segs, false
			}
			segs = append(segs, segment{key: k, index: -1})
			i = j + 1
		default:
			j := i
			for j < len(p) && p[j] != '.' && p[j] != '[' {
				j++
			}
			segs = append(segs, segment{key: p[i:j], index: -1})
			i = j
		}
	}
	return segs, true
}

// BareKey reports whether s is a bare TOML key: letters, digits, "_" and
// "-" only, and not empty.
func BareKey(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !bareByte(s[i]) {
			return false
		}
	}
	return true
}

func bareByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}
