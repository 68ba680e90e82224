package tomlpos

import (
	"slices"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

func TestPositions(t *testing.T) {
	src := `a = 1 # [[not.a.header]]
"quoted key" = "x"
s = """
[[fake]]
b = 2
"""
l = '''
c = 3'''
[t]
d.e = [ [1, 2],
  [3, 4], # c
  { f = "}", g = [5] },
]
[[arr]]
h = 1
[[arr]]
h = 2
[[arr.sub]]
i = 1
[arr.tab]
j = 'x'
dt = 1979-05-27 07:32:00Z
k = {m = {n = 1}}
"e\"\u00e9\n" = 1
m2 = """x\"""y""""
z = 'lit'
`
	var m map[string]any
	if _, err := toml.Decode(src, &m); err != nil {
		t.Fatalf("the test input is not valid TOML: %v", err)
	}
	ps := Scan(src, Options{MaxDepth: 16})
	tests := []struct {
		path string
		want Position
	}{
		{"a", Position{1, 1}},
		{`"quoted key"`, Position{2, 1}},
		{"s", Position{3, 1}},
		{"fake", Position{1, 1}}, // inside a string: not recorded, falls back
		{"b", Position{1, 1}},
		{"l", Position{7, 1}},
		{"c", Position{1, 1}},
		{"t", Position{9, 1}},
		{"t.d", Position{10, 1}},
		{"t.d.e", Position{10, 3}},
		{"t.d.e[1]", Position{10, 9}},
		{"t.d.e[1][2]", Position{10, 13}},
		{"t.d.e[2][1]", Position{11, 4}},
		{"t.d.e[3].f", Position{12, 5}},
		{"t.d.e[3].g", Position{12, 14}},
		{"t.d.e[3].g[1]", Position{12, 19}},
		{"arr[1]", Position{14, 1}},
		{"arr[1].h", Position{15, 1}},
		{"arr[2].h", Position{17, 1}},
		{"arr[2].sub[1].i", Position{19, 1}},
		{"arr[2].tab.j", Position{21, 1}},
		{"arr[2].tab.dt", Position{22, 1}},
		{"arr[2].tab.k.m.n", Position{23, 11}},
		{"arr[2].tab.missing", Position{20, 1}},
		{"arr[3].h", Position{14, 1}}, // no third element: the array
		{`arr[2].tab."e\"é\n"`, Position{24, 1}},
		{"arr[2].tab.m2", Position{25, 1}},
		{"arr[2].tab.z", Position{26, 1}},
	}
	for _, tt := range tests {
		if got := ps.Find(tt.path); got != tt.want {
			t.Errorf("Find(%q) = %v, want %v", tt.path, got, tt.want)
		}
	}
}

func TestSplitPath(t *testing.T) {
	k := func(key string) segment { return segment{key: key, index: -1} }
	e := func(i int) segment { return segment{index: i} }
	tests := []struct {
		in   string
		want []segment
	}{
		{"army[1].unit[2].base", []segment{k("army"), e(0), k("unit"), e(1), k("base")}},
		{"army", []segment{k("army")}},
		{`a."x.y"`, []segment{k("a"), k("x.y")}},
		{`a."x.y".b`, []segment{k("a"), k("x.y"), k("b")}},
		{`a."q\"[1]".b`, []segment{k("a"), k(`q"[1]`), k("b")}},
		{"a.b[1][2]", []segment{k("a"), k("b"), e(0), e(1)}},
		{"", nil},
	}
	for _, tt := range tests {
		got, ok := splitPath(tt.in)
		if !ok || !slices.Equal(got, tt.want) {
			t.Errorf("splitPath(%q) = %v, %v, want %v", tt.in, got, ok, tt.want)
		}
		// Paths spelt by Key and Index split back into their steps.
		spelt := ""
		for _, s := range tt.want {
			if s.index >= 0 {
				spelt = Index(spelt, s.index)
			} else {
				spelt = Key(spelt, s.key)
			}
		}
		if again, _ := splitPath(spelt); !slices.Equal(again, tt.want) {
			t.Errorf("splitPath(%q) = %v, want %v", spelt, again, tt.want)
		}
	}
}

// With HeaderParts, the tables a header implies start at the header;
// without, a path through them finds its nearest recorded ancestor.
func TestHeaderParts(t *testing.T) {
	src := "title = 'x'\n\n[terrain.hex.clear]\nmp = 1\n[terrain.hex.wood]\nmp = 2\n[[arr.sub]]\nk = 1\n"
	tests := []struct {
		path    string
		off, on Position
	}{
		{"terrain", Position{1, 1}, Position{3, 1}},
		{"terrain.hex", Position{1, 1}, Position{3, 1}},
		{"terrain.hex.missing", Position{1, 1}, Position{3, 1}},
		{"terrain.hex.clear", Position{3, 1}, Position{3, 1}},
		{"terrain.hex.wood.mp", Position{6, 1}, Position{6, 1}},
		{"arr", Position{1, 1}, Position{7, 1}},
		{"arr.sub", Position{7, 1}, Position{7, 1}},
		{"arr.sub[1].k", Position{8, 1}, Position{8, 1}},
	}
	off := Scan(src, Options{MaxDepth: 8})
	on := Scan(src, Options{MaxDepth: 8, HeaderParts: true})
	for _, tt := range tests {
		if got := off.Find(tt.path); got != tt.off {
			t.Errorf("Find(%q) = %v, want %v", tt.path, got, tt.off)
		}
		if got := on.Find(tt.path); got != tt.on {
			t.Errorf("HeaderParts: Find(%q) = %v, want %v", tt.path, got, tt.on)
		}
	}
}

// Nesting past MaxDepth stops the scan where it starts, in every way TOML
// nests; up to MaxDepth is accepted, and Depth is the deepest level.
func TestTooDeep(t *testing.T) {
	const max = 4
	tests := []struct {
		src   string
		depth int
		at    Position // {0, 0}: not too deep
	}{
		{"a.b.c.d = 1\n", 4, Position{}},
		{"a.b.c.d.e = 1\n", 5, Position{1, 9}},
		{"x = [[[1]]]\n", 4, Position{}},
		{"x = [[[[1]]]]\n", 5, Position{1, 9}},
		{"x = {a={b={c=1}}}\n", 4, Position{}},
		{"x = {a={b={c={d=1}}}}\n", 5, Position{1, 15}},
		{"ok = 1\n[a.b.c.d]\n", 4, Position{}},
		{"ok = 1\n[a.b.c.d.e]\n", 5, Position{2, 10}},
		{"[[a]]\n[[a.b]]\n", 4, Position{}},
		{"[[a]]\n[[a.b]]\n[[a.b.c]]\n", 6, Position{3, 7}},
	}
	for _, tt := range tests {
		ps := Scan(tt.src, Options{MaxDepth: max})
		at, deep := ps.TooDeep()
		if deep != (tt.at != Position{}) || at != tt.at || ps.Depth() != tt.depth {
			t.Errorf("Scan(%q): TooDeep() = %v, %v; Depth() = %d, want %v, %v; %d",
				tt.src, at, deep, ps.Depth(), tt.at, tt.at != Position{}, tt.depth)
		}
	}
}

// FuzzScan: the scanner sees text before the TOML library does, so it must
// not panic or stall on anything, and every position it gives is in the
// source.
func FuzzScan(f *testing.F) {
	f.Add("a = {b = [1, {c = \"\"\"x\"\"\"}]}\n[[x.y]]\n[x]\n", "x.y[1]")
	f.Add("[[army]]\nid = \"blue\"\n[[army.unit]]\nbase = [4, 2]\n", "army[1].unit[1].base")
	f.Add("[terrain.hex.clear]\nmp = { cavalry = 1 }\n", "terrain.hex.clear.mp.cavalry")
	f.Add("\uFEFF\"q\\\"k\" = '''\n'''\n", `"q\"k"`)
	f.Fuzz(func(t *testing.T, src, path string) {
		lines := strings.Count(src, "\n") + 1
		for _, o := range []Options{{MaxDepth: 16}, {MaxDepth: 8, HeaderParts: true}} {
			ps := Scan(src, o)
			for _, p := range []string{path, "army[1].unit[1].base", ""} {
				if q := ps.Find(p); q.Line < 1 || q.Line > lines || q.Column < 1 {
					t.Fatalf("Find(%q) = %v, outside %d lines", p, q, lines)
				}
			}
			if q, deep := ps.TooDeep(); deep && (q.Line < 1 || q.Line > lines || ps.Depth() <= o.MaxDepth) {
				t.Fatalf("TooDeep() = %v with Depth() %d, want a line of the source past depth %d", q, ps.Depth(), o.MaxDepth)
			}
		}
	})
}
