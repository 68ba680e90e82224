package tomlpos

import (
	"sort"
	"strconv"
	"strings"
)

// Positions live in a tree of key paths that shares prefixes: a node per
// key, array element or table header, holding its offset and its children.
// A path is spelt out as a string ("army[1].unit[2].base") only when a
// Problem names it, so the pass is linear in the source however deep or
// long its keys (a path string per level made 32,000 levels take 1.6 GB).

// Options says how Scan reads a document.
type Options struct {
	// MaxDepth bounds how deeply the document may nest: each table header
	// part, dotted key part, array of tables element, inline table and
	// array counts one level. The TOML library spells out every key's full
	// path, so its cost grows with the square of the depth (8,000 levels of
	// inline tables took it 11 s and 7 GB): a decoder sets the least its
	// format needs, with room to spare, and refuses deeper input
	// (Positions.TooDeep) before the library sees it.
	MaxDepth int
	// HeaderParts makes the tables a header implies ("terrain" and
	// "terrain.hex" in [terrain.hex.clear]) start where they are first
	// named, so that a Problem about a whole table points there. Without
	// it they start only where a header or key of their own does, and a
	// Problem about one points at its nearest ancestor that has a position
	// (line 1, column 1 if none has).
	HeaderParts bool
}

// Position is a place in the source: 1-based line and column (in bytes,
// as the TOML library counts them).
type Position struct{ Line, Column int }

// Positions records where each key path of a document starts.
type Positions struct {
	nodes     []pnode // nodes[0] is the document
	lineStart []int   // byte offset of the start of each line
	// deep is the offset where the source first nests deeper than
	// MaxDepth, -1 if it never does.
	deep  int
	depth int // the deepest level recorded
}

// pnode is one key path: where it starts and its children.
type pnode struct {
	off   int            // byte offset, -1 when not seen
	keys  map[string]int // child node by key
	elems []int          // child node by array element (0-based)
	tabs  int            // [[header]] elements seen, for arrays of tables
	depth int            // levels below the document
}

// Scan records the position of every key, array element and table header
// of src, up to where src first nests deeper than o.MaxDepth (TooDeep
// reports where). It reads src once, in time and memory linear in its
// length, and never fails: on input that is not TOML it records fewer
// positions.
func Scan(src string, o Options) *Positions {
	ps := &Positions{nodes: []pnode{{off: -1}}, lineStart: []int{0}, deep: -1}
	for i := 0; i < len(src); i++ {
		if src[i] == '\n' {
			ps.lineStart = append(ps.lineStart, i+1)
		}
	}
	s := &scanner{src: src, ps: ps, maxDepth: o.MaxDepth, headerParts: o.HeaderParts}
	if strings.HasPrefix(src, "\uFEFF") {
		s.i = len("\uFEFF") // a byte order mark
	}
	s.document()
	return ps
}

// Find is where path p (spelt by Key and Index) starts, or where its
// nearest recorded ancestor does, or line 1, column 1.
func (ps *Positions) Find(p string) Position {
	segs, _ := splitPath(p)
	best, id := ps.nodes[0].off, 0
	for _, s := range segs {
		next, ok := ps.child(id, s)
		if !ok {
			break
		}
		id = next
		if off := ps.nodes[id].off; off >= 0 {
			best = off
		}
	}
	if best < 0 {
		return Position{1, 1}
	}
	return ps.position(best)
}

// TooDeep is where the source first nests deeper than Options.MaxDepth;
// ok is false if it never does. The scan stopped there: what follows has
// no positions.
func (ps *Positions) TooDeep() (at Position, ok bool) {
	if ps.deep < 0 {
		return Position{}, false
	}
	return ps.position(ps.deep), true
}

// Depth is the deepest level the scan recorded: 7 for a document whose
// deepest key is army[1].unit[1].bases[1].x, more than Options.MaxDepth
// if it nests too deep.
func (ps *Positions) Depth() int { return ps.depth }

// child is node id's child at s, if it was seen.
func (ps *Positions) child(id int, s segment) (int, bool) {
	n := &ps.nodes[id]
	if s.index >= 0 {
		if s.index < len(n.elems) {
			return n.elems[s.index], true
		}
		return 0, false
	}
	c, ok := n.keys[s.key]
	return c, ok
}

func (ps *Positions) position(off int) Position {
	i := sort.Search(len(ps.lineStart), func(i int) bool { return ps.lineStart[i] > off }) - 1
	if i < 0 {
		return Position{1, 1}
	}
	return Position{i + 1, off - ps.lineStart[i] + 1}
}

type scanner struct {
	src         string
	i           int
	ps          *Positions
	maxDepth    int
	headerParts bool
}

// stop reports whether scanning is over: the end of the source, or
// nesting too deep.
func (s *scanner) stop() bool { return s.i >= len(s.src) || s.ps.deep >= 0 }
func (s *scanner) eof() bool  { return s.i >= len(s.src) }
func (s *scanner) peek() byte { return s.src[s.i] }

// node is a new node below parent; at is where it starts in the source,
// for the depth check.
func (s *scanner) node(parent, at int) int {
	d := s.ps.nodes[parent].depth + 1
	if d > s.maxDepth && s.ps.deep < 0 {
		s.ps.deep = at
	}
	s.ps.depth = max(s.ps.depth, d)
	s.ps.nodes = append(s.ps.nodes, pnode{off: -1, depth: d})
	return len(s.ps.nodes) - 1
}

// key is the child of parent for key k, made if new.
func (s *scanner) key(parent int, k string, at int) int {
	if c, ok := s.ps.nodes[parent].keys[k]; ok {
		return c
	}
	c := s.node(parent, at)
	n := &s.ps.nodes[parent]
	if n.keys == nil {
		n.keys = map[string]int{}
	}
	n.keys[k] = c
	return c
}

// elem is the child of parent for element i, made if new (elements come
// in order: i is at most one past the last).
func (s *scanner) elem(parent, i, at int) int {
	if n := &s.ps.nodes[parent]; i < len(n.elems) {
		return n.elems[i]
	}
	c := s.node(parent, at)
	n := &s.ps.nodes[parent]
	for len(n.elems) < i {
		n.elems = append(n.elems, c) // only on malformed input
	}
	n.elems = append(n.elems, c)
	return c
}

func (s *scanner) record(id, off int) {
	if n := &s.ps.nodes[id]; n.off < 0 {
		n.off = off
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
	ctx := 0
	for {
		s.blank(true)
		if s.stop() {
			return
		}
		start := s.i
		if s.peek() == '[' {
			ctx = s.header(start)
			s.record(ctx, start)
		} else {
			p, ok := s.dottedKey(ctx)
			if ok {
				s.blank(false)
				if !s.eof() && s.peek() == '=' {
					s.i++
					s.blank(false)
					s.value(p)
				}
			}
		}
		if s.stop() {
			return
		}
		s.skipLine() // a comment or whatever is left of the line
		if s.i == start {
			s.i++ // never stall
		}
	}
}

// header reads "[a.b]" or "[[a.b]]", which starts at offset start, and
// returns the node it opens.
func (s *scanner) header(start int) int {
	s.i++ // [
	array := !s.eof() && s.peek() == '['
	if array {
		s.i++
	}
	s.blank(false)
	p := 0
	for first := true; ; first = false {
		k, off, ok := s.keyPart(first)
		if !ok || s.ps.deep >= 0 {
			return p
		}
		p = s.key(p, k, off)
		if s.headerParts {
			s.record(p, start)
		}
		last := s.eof() || s.peek() != '.'
		if !last {
			s.i++ // .
		}
		n := &s.ps.nodes[p]
		if last && array {
			s.record(p, start) // the array itself: its first header
			n.tabs++
			p = s.elem(p, n.tabs-1, off)
		} else if n.tabs > 0 {
			p = s.elem(p, n.tabs-1, off)
		}
		if last || s.ps.deep >= 0 {
			return p
		}
	}
}

// dottedKey reads a dotted key inside the table at node parent, records
// the offset of each part and returns the node of the last one; ok is
// false when there is no key.
func (s *scanner) dottedKey(parent int) (id int, ok bool) {
	id = parent
	for first := true; ; first = false {
		k, off, found := s.keyPart(first)
		if !found {
			return id, !first
		}
		id = s.key(id, k, off)
		s.record(id, off)
		if s.ps.deep >= 0 || s.eof() || s.peek() != '.' {
			return id, true
		}
		s.i++ // .
	}
}

// keyPart reads one part of a dotted key and the blanks after it, and
// returns it and its offset.
func (s *scanner) keyPart(first bool) (k string, off int, ok bool) {
	s.blank(false)
	if s.eof() {
		return "", 0, false
	}
	off = s.i
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
		return "", 0, false
	}
	s.blank(false)
	return k, off, true
}

// basicString reads a one-line "..." string and returns its value (escapes
// other than \" and \\ are kept as written: keys rarely use them).
func (s *scanner) basicString() string {
	s.i++ // "
	start := s.i
	var b strings.Builder
	plain := true // no escape yet: the value is a slice of the source
	for !s.eof() {
		c := s.peek()
		switch {
		case c == '\\' && s.i+1 < len(s.src):
			if plain {
				b.WriteString(s.src[start:s.i])
				plain = false
			}
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
			if plain {
				return s.src[start : s.i-1]
			}
			return b.String()
		case c == '\n':
			if plain {
				return s.src[start:s.i]
			}
			return b.String()
		}
		if !plain {
			b.WriteByte(c)
		}
		s.i++
	}
	if plain {
		return s.src[start:s.i]
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
	s.i = min(s.i, len(s.src))
}

// value skips one value, recording the positions of the elements of arrays
// and of the keys of inline tables under node p.
func (s *scanner) value(p int) {
	if s.stop() {
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
			if s.stop() {
				return
			}
			if s.peek() == ']' {
				s.i++
				return
			}
			start := s.i
			ep := s.elem(p, n, start)
			s.record(ep, start)
			s.value(ep)
			if s.stop() {
				return
			}
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
			if s.stop() {
				return
			}
			if s.peek() == '}' {
				s.i++
				return
			}
			start := s.i
			kp, ok := s.dottedKey(p)
			if s.stop() {
				return
			}
			if ok {
				s.blank(false)
				if !s.eof() && s.peek() == '=' {
					s.i++
					s.blank(false)
					s.value(kp)
				}
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
