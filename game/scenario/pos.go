package scenario

import (
	"sort"
	"strconv"
	"strings"
)

// The TOML library reports positions only for syntax errors, so the key
// positions that make Problems point at a line are found here by a second,
// light pass over the source. It runs only on text the library accepted,
// so it assumes well-formed TOML; on anything else it stays in bounds and
// terminates, it merely records fewer positions.

// position is a place in the source: 1-based line and column (in bytes,
// as the TOML library counts them).
type position struct{ line, col int }

// positions maps a key path, spelt as pathKey and pathIndex build it
// ("army[1].unit[2].base"), to where that key, array element or table
// header starts.
type positions struct {
	at        map[string]int // path -> byte offset
	lineStart []int          // byte offset of the start of each line
}

// pathKey is the path of key inside the table at parent. Keys that are not
// bare TOML keys are quoted.
func pathKey(parent, key string) string {
	k := key
	if !bareKey(key) {
		k = strconv.Quote(key)
	}
	if parent == "" {
		return k
	}
	return parent + "." + k
}

// pathIndex is the path of element i (0-based) of the array at parent; paths
// count elements from 1, as a reader counts [[army]] blocks.
func pathIndex(parent string, i int) string {
	return parent + "[" + strconv.Itoa(i+1) + "]"
}

// parentPath strips the last key or index from p ("" at the top).
func parentPath(p string) string {
	if strings.HasSuffix(p, "]") {
		if i := strings.LastIndexByte(p, '['); i >= 0 {
			return p[:i]
		}
	}
	// Walk back over a possibly quoted last key.
	inQuote := false
	for i := len(p) - 1; i >= 0; i-- {
		switch {
		case p[i] == '"' && (i == 0 || p[i-1] != '\\'):
			inQuote = !inQuote
		case p[i] == '.' && !inQuote:
			return p[:i]
		}
	}
	return ""
}

func bareKey(s string) bool {
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

// find is where path p starts, or where its nearest recorded ancestor does,
// or line 1, column 1.
func (ps *positions) find(p string) position {
	for {
		if off, ok := ps.at[p]; ok {
			return ps.position(off)
		}
		if p == "" {
			return position{1, 1}
		}
		p = parentPath(p)
	}
}

func (ps *positions) position(off int) position {
	i := sort.Search(len(ps.lineStart), func(i int) bool { return ps.lineStart[i] > off }) - 1
	if i < 0 {
		return position{1, 1}
	}
	return position{i + 1, off - ps.lineStart[i] + 1}
}

// scanPositions records the position of every key, array element and
// table header of src.
func scanPositions(src string) *positions {
	ps := &positions{at: map[string]int{}, lineStart: []int{0}}
	for i := 0; i < len(src); i++ {
		if src[i] == '\n' {
			ps.lineStart = append(ps.lineStart, i+1)
		}
	}
	s := &scanner{src: src, ps: ps, arrays: map[string]int{}}
	if strings.HasPrefix(src, "\uFEFF") {
		s.i = len("\uFEFF") // a byte order mark
	}
	s.document()
	return ps
}

type scanner struct {
	src    string
	i      int
	ps     *positions
	arrays map[string]int // path of an array of tables -> elements seen
}

func (s *scanner) eof() bool  { return s.i >= len(s.src) }
func (s *scanner) peek() byte { return s.src[s.i] }

func (s *scanner) record(path string, off int) {
	if _, ok := s.ps.at[path]; !ok {
		s.ps.at[path] = off
	}
}

// blank skips spaces and tabs; with newlines it also skips line ends and
// comments.
func (s *scanner) blank(newlines bool) {
	for !s.eof() {
		switch c := s.peek(); {
		case c == ' ' || c == '\t':
			s.i++
		case newlines && (c == '\n' || c == '\r'):
			s.i++
		case newlines && c == '#':
			s.skipLine()
		default:
			return
		}
	}
}

func (s *scanner) skipLine() {
	for !s.eof() && s.peek() != '\n' {
		s.i++
	}
}

func (s *scanner) document() {
	ctx := ""
	for {
		s.blank(true)
		if s.eof() {
			return
		}
		start := s.i
		if s.peek() == '[' {
			ctx = s.header(start)
			s.record(ctx, start)
		} else {
			keys, offs := s.key()
			if len(keys) > 0 {
				p := ctx
				for k, key := range keys {
					p = pathKey(p, key)
					s.record(p, offs[k])
				}
				s.blank(false)
				if !s.eof() && s.peek() == '=' {
					s.i++
					s.blank(false)
					s.value(p)
				}
			}
		}
		s.skipLine() // a comment or whatever is left of the line
		if s.i == start {
			s.i++ // never stall
		}
	}
}

// header reads "[a.b]" or "[[a.b]]", which starts at offset start, and
// returns the path it opens.
func (s *scanner) header(start int) string {
	s.i++ // [
	array := !s.eof() && s.peek() == '['
	if array {
		s.i++
	}
	s.blank(false)
	keys, _ := s.key()
	p := ""
	for k, key := range keys {
		p = pathKey(p, key)
		last := k == len(keys)-1
		if last && array {
			s.record(p, start) // the array itself: its first header
			s.arrays[p]++
			p = pathIndex(p, s.arrays[p]-1)
		} else if n, ok := s.arrays[p]; ok && n > 0 {
			p = pathIndex(p, n-1)
		}
	}
	return p
}

// key reads a dotted key and the offset of each part.
func (s *scanner) key() (keys []string, offs []int) {
	for {
		s.blank(false)
		if s.eof() {
			return
		}
		off := s.i
		var k string
		switch c := s.peek(); {
		case c == '"':
			k = s.basicString()
		case c == '\'':
			k = s.literalString()
		case bareByte(c):
			for !s.eof() && bareByte(s.peek()) {
				s.i++
			}
			k = s.src[off:s.i]
		default:
			return
		}
		keys, offs = append(keys, k), append(offs, off)
		s.blank(false)
		if s.eof() || s.peek() != '.' {
			return
		}
		s.i++
	}
}

// basicString reads a one-line "..." string and returns its value (escapes
// other than \" and \\ are kept as written: keys rarely use them).
func (s *scanner) basicString() string {
	s.i++ // "
	var b strings.Builder
	for !s.eof() {
		c := s.peek()
		switch {
		case c == '\\' && s.i+1 < len(s.src):
			n := 2 // \n, \t, \", ...
			switch s.src[s.i+1] {
			case 'u':
				n = 6
			case 'U':
				n = 10
			}
			n = min(n, len(s.src)-s.i)
			if v, err := strconv.Unquote(`"` + s.src[s.i:s.i+n] + `"`); err == nil {
				b.WriteString(v)
			}
			s.i += n
			continue
		case c == '"':
			s.i++
			return b.String()
		case c == '\n':
			return b.String()
		}
		b.WriteByte(c)
		s.i++
	}
	return b.String()
}

func (s *scanner) literalString() string {
	s.i++ // '
	start := s.i
	for !s.eof() && s.peek() != '\'' && s.peek() != '\n' {
		s.i++
	}
	v := s.src[start:s.i]
	if !s.eof() && s.peek() == '\'' {
		s.i++
	}
	return v
}

// multiline skips a """...""" or ”'...”' string whose opening delimiter
// q (three bytes) starts at s.i.
func (s *scanner) multiline(q string) {
	s.i += 3
	for !s.eof() {
		if q[0] == '"' && s.peek() == '\\' {
			s.i += 2
			continue
		}
		if strings.HasPrefix(s.src[s.i:], q) {
			s.i += 3
			// Up to two more quotes belong to the content ("""a"""").
			for n := 0; n < 2 && !s.eof() && s.peek() == q[0]; n++ {
				s.i++
			}
			return
		}
		s.i++
	}
}

// value skips one value, recording the positions of the elements of arrays
// and of the keys of inline tables under path p.
func (s *scanner) value(p string) {
	if s.eof() {
		return
	}
	switch c := s.peek(); {
	case strings.HasPrefix(s.src[s.i:], `"""`):
		s.multiline(`"""`)
	case strings.HasPrefix(s.src[s.i:], `'''`):
		s.multiline(`'''`)
	case c == '"':
		s.basicString()
	case c == '\'':
		s.literalString()
	case c == '[':
		s.i++
		for n := 0; ; n++ {
			s.blank(true)
			if s.eof() {
				return
			}
			if s.peek() == ']' {
				s.i++
				return
			}
			start := s.i
			ep := pathIndex(p, n)
			s.record(ep, start)
			s.value(ep)
			s.blank(true)
			if !s.eof() && s.peek() == ',' {
				s.i++
			} else if s.i == start {
				s.i++ // not a value: never stall
			}
		}
	case c == '{':
		s.i++
		for {
			s.blank(true)
			if s.eof() {
				return
			}
			if s.peek() == '}' {
				s.i++
				return
			}
			start := s.i
			keys, offs := s.key()
			kp := p
			for k, key := range keys {
				kp = pathKey(kp, key)
				s.record(kp, offs[k])
			}
			s.blank(false)
			if !s.eof() && s.peek() == '=' {
				s.i++
				s.blank(false)
				s.value(kp)
			}
			s.blank(true)
			if !s.eof() && s.peek() == ',' {
				s.i++
			} else if s.i == start {
				s.i++
			}
		}
	default:
		// A number, boolean or date: up to a separator. Dates may hold a
		// space, so spaces do not end the value.
		for !s.eof() && !strings.ContainsRune(",]}#\r\n", rune(s.peek())) {
			s.i++
		}
	}
}
