package scenario

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"plateau/game/userfile"
	"plateau/rules/tomlpos"
)

// soon runs f in a goroutine with a generous timeout, so that a regression
// (a FIFO that blocks again, a nesting that is quadratic again) fails the
// test instead of hanging it. It is not a timing assertion: the bound is
// a hundred times what the work takes.
func soon[T any](t *testing.T, what string, f func() T) T {
	t.Helper()
	done := make(chan T, 1)
	go func() { done <- f() }()
	select {
	case v := <-done:
		return v
	case <-time.After(30 * time.Second):
		t.Fatalf("%s still running after 30 s", what)
		var zero T
		return zero
	}
}

// Issue 8 item 8: `plateau -scenario FIFO` and `plateau check FIFO`
// blocked forever, `plateau check /dev/zero` read until memory ran out.
// LoadFile, CheckFile and Open read regular files only, at most
// MaxFileSize bytes, and say what they were given.
func TestLoadFileRefusesHostileFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "scenario.fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	big := filepath.Join(dir, "big.toml")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(MaxFileSize + 1); err != nil { // sparse: no disk used
		t.Fatal(err)
	}
	f.Close()
	tests := []struct {
		name, path, want string
		is               error
	}{
		{"named pipe", fifo, "scenario: open " + fifo + ": is a named pipe, not a file", userfile.ErrNotRegular},
		{"device", "/dev/zero", "scenario: open /dev/zero: is a character device, not a file", userfile.ErrNotRegular},
		{"directory", dir, "scenario: open " + dir + ": is a directory, not a file", userfile.ErrNotRegular},
		{"over the bound", big, "scenario: read " + big + ": is 1048577 bytes, more than the 1 MiB limit", userfile.ErrTooBig},
	}
	for _, tt := range tests {
		if _, err := os.Stat(tt.path); err != nil {
			t.Logf("%s: skipped: %v", tt.name, err)
			continue
		}
		for _, entry := range []struct {
			name string
			f    func(string) error
		}{
			{"LoadFile", func(p string) error { _, err := LoadFile(p); return err }},
			{"CheckFile", CheckFile},
			{"Open", func(p string) error { _, err := Open(p); return err }},
		} {
			err := soon(t, entry.name+"("+tt.name+")", func() error { return entry.f(tt.path) })
			if err == nil || err.Error() != tt.want || !errors.Is(err, tt.is) {
				t.Errorf("%s(%s) = %v, want %q wrapping %v", entry.name, tt.name, err, tt.want, tt.is)
			}
		}
	}
}

// Issue 8 item 8: a scenario's text is bounded however it arrives (a
// save carries one), not only when read from a file.
func TestParseRefusesTooBigASource(t *testing.T) {
	data := []byte(head + strings.Repeat("#", MaxFileSize))
	_, err := Parse("x.toml", data)
	want := fmt.Sprintf("x.toml: the scenario is %d bytes, more than the 1 MiB a scenario may be", len(data))
	if err == nil || err.Error() != want {
		t.Errorf("Parse(%d bytes) = %.200v, want %q", len(data), err, want)
	}
}

// nest is a line nesting levels deep in one of the ways TOML nests, and
// the column (1-based) where its level MaxDepth+1 starts when it has one.
func nest(kind string, levels int) (line string, col int) {
	switch kind {
	case "arrays": // x (1), then one level per element
		line = "x = " + strings.Repeat("[", levels) + strings.Repeat("]", levels)
		col = len("x = ") + MaxDepth + 1
	case "inline tables": // x (1), then one per key
		line = "x = " + strings.Repeat("{a=", levels-1) + "1" + strings.Repeat("}", levels-1)
		col = len("x = ") + 3*(MaxDepth-1) + 2
	case "dotted keys":
		line = strings.Repeat("a.", levels-1) + "a = 1"
		col = 2*MaxDepth + 1
	case "table header":
		line = "[" + strings.Repeat("a.", levels-1) + "a]"
		col = 2*MaxDepth + 2
	}
	return line, col
}

// Issue 8 item 8: a scenario nested 32,000 levels deep took 9 s and 1.6 GB
// (100,000 levels never ended) because every position kept its full path
// and the TOML library is quadratic in depth. Nesting past MaxDepth is
// refused at once, naming its line and column; nesting up to it is
// accepted.
func TestParseRefusesDeepNesting(t *testing.T) {
	kinds := []string{"arrays", "inline tables", "dotted keys", "table header"}
	for _, kind := range kinds {
		for _, levels := range []int{MaxDepth, MaxDepth + 1, MaxDepth + 2, 32_000, 100_000} {
			line, col := nest(kind, levels)
			src := "title = \"deep\"\n\n" + line + "\n"
			err := soon(t, fmt.Sprintf("Parse(%s, %d levels)", kind, levels), func() error { _, err := Parse("deep.toml", []byte(src)); return err })
			es := problemsOf(t, err)
			deep := strings.Contains(es.Error(), "levels deep")
			if levels <= MaxDepth {
				if deep {
					t.Errorf("Parse(%s, %d levels) = %v, want no nesting problem", kind, levels, es[0])
				}
				continue
			}
			want := fmt.Sprintf("deep.toml:3:%d: nested more than %d levels deep", col, MaxDepth)
			if len(es) != 1 || !strings.HasPrefix(es[0].Error(), want) {
				t.Errorf("Parse(%s, %d levels) = %.300v, want one problem starting %q", kind, levels, es, want)
			}
		}
	}
}

// The deepest a real scenario nests (army[1].unit[1].bases[1].x, 7
// levels) is well inside the bound.
func TestShippedDepthIsInsideTheBound(t *testing.T) {
	for _, name := range EmbeddedNames() {
		sc, err := Embedded(name)
		if err != nil {
			t.Fatal(err)
		}
		ps := tomlpos.Scan(string(sc.Source), tomlpos.Options{MaxDepth: MaxDepth})
		_, deep := ps.TooDeep()
		most := ps.Depth()
		if deep || most > 7 {
			t.Errorf("%s nests %d levels, want at most 7", name, most)
		}
	}
}

// outline is a wavy closed outline of n points inside a 60 × 40 table,
// as TOML.
func outline(n int) string {
	var b strings.Builder
	b.WriteString("[")
	for i := range n {
		a := 2 * math.Pi * float64(i) / float64(n)
		r := 15 * (0.8 + 0.2*math.Sin(9*a))
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "[%.4f, %.4f]", 30+r*math.Cos(a), 20+r*math.Sin(a))
	}
	b.WriteString("]")
	return b.String()
}

// Issue 8 item 8: a 10,000-point polygon took 9 s to open the window; a
// self-intersecting one was accepted, or (a bow-tie, whose area is 0)
// refused as "its points are in a line", the wrong reason. Outlines are
// bounded by MaxPoints and must not cross themselves; a truly flat one is
// still "in a line".
func TestParseOutlines(t *testing.T) {
	scen := func(terrain, deployment string) string {
		s := head + "\n[[terrain]]\nid = \"wood\"\nname = \"Big wood\"\nkind = \"wood\"\n" + terrain + "\n" + blue
		if deployment != "" {
			s += deployment + "\n"
		}
		return s + "[[army.unit]]\nid = \"u\"\ntype = \"infantry\"\nbase = [4, 2]\nat = [5, 35]\n"
	}
	const terrainLine = 12 // where the terrain's polygon or line is
	tests := []struct {
		name, src string
		want      []where
	}{
		{"1000 points", scen("polygon = "+outline(MaxPoints), ""), nil},
		{"10,000 points", scen("polygon = "+outline(10_000), ""),
			[]where{{terrainLine, 1, "terrain[1].polygon", "10000 points, more than the 1000 an outline may have"}}},
		{"1001 points in a line feature", scen("line = "+outline(MaxPoints+1)+"\nwidth = 2", ""),
			[]where{{terrainLine, 1, "terrain[1].line", "1001 points, more than the 1000 an outline may have"}}},
		{"a bow-tie", scen("polygon = [[10, 10], [20, 20], [20, 10], [10, 20]]", ""),
			[]where{{terrainLine, 32, "terrain[1].polygon[3]", `terrain "Big wood": its outline crosses itself between points 3-4 and 1-2`}}},
		{"a crossing late in the outline", scen("polygon = [[0, 0], [10, 0], [10, 10], [6, 10], [6, -0], [4, 0], [4, 10], [0, 10]]", ""),
			[]where{{terrainLine, 0, "terrain[1].polygon[4]", `terrain "Big wood": its outline crosses itself between points 4-5 and 1-2`}}},
		{"turning back on itself", scen("polygon = [[10, 10], [20, 10], [15, 10], [15, 15]]", ""),
			[]where{{terrainLine, 0, "terrain[1].polygon[2]", `terrain "Big wood": its outline turns back on itself at point 2 (sides 1-2 and 2-3 run over each other)`}}},
		{"points in a line", scen("polygon = [[10, 10], [20, 20], [30, 30]]", ""),
			[]where{{terrainLine, 1, "terrain[1].polygon", "polygon has no area (its points are in a line)"}}},
		{"in a line, back and forth", scen("polygon = [[10, 10], [20, 10], [15, 10], [30, 10]]", ""),
			[]where{{terrainLine, 1, "terrain[1].polygon", "polygon has no area (its points are in a line)"}}},
		{"closed by repeating its first point", scen("polygon = [[10, 10], [20, 10], [20, 20], [10, 20], [10, 10]]", ""), nil},
		{"a crossing deployment zone", scen("polygon = [[10, 10], [20, 10], [20, 20]]", "deployment = [[0, 30], [60, 40], [60, 30], [0, 40]]"),
			[]where{{17, 0, "army[1].deployment[3]", `army "blue" deployment: its outline crosses itself between points 3-4 and 1-2`}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc, err := Parse("x.toml", []byte(tt.src))
			if tt.want == nil {
				if err != nil {
					t.Fatalf("Parse = %.500v, want no problem", err)
				}
				if tris := sc.State.Table.Features[0].Area.Triangulate(); len(tris) != len(sc.State.Table.Features[0].Area)-2 {
					t.Errorf("the outline triangulates into %d triangles, want %d", len(tris), len(sc.State.Table.Features[0].Area)-2)
				}
				return
			}
			if es := problemsOf(t, err); !matchWheres(es, tt.want) {
				t.Errorf("Parse problems = %+v, want %+v", wheres(es), tt.want)
			}
		})
	}
}

// Issue 8 item 8: the placement shorthand makes 100 bases in a line of
// text, so a megabyte could ask for a million (and the overlap sweep is
// quadratic in the worst case). A scenario holds at most MaxBases, and
// says so once, at the unit that passes the bound.
func TestParseBoundsTheBases(t *testing.T) {
	units := func(n int) string {
		var b strings.Builder
		b.WriteString(head + blue)
		for i := range n {
			fmt.Fprintf(&b, "[[army.unit]]\nid = \"u%d\"\ntype = \"infantry\"\nbase = [0.1, 0.1]\nat = [10, %g]\ncount = %d\n", i, 1+0.2*float64(i), MaxBasesPerUnit)
		}
		return b.String()
	}
	full := MaxBases / MaxBasesPerUnit
	if _, err := Parse("x.toml", []byte(units(full))); err != nil {
		t.Errorf("Parse(%d bases) = %.300v, want no problem", MaxBases, err)
	}
	_, err := Parse("x.toml", []byte(units(full+2)))
	es := problemsOf(t, err)
	want := []where{{11 + 6*full, 1, fmt.Sprintf("army[1].unit[%d]", full+1),
		fmt.Sprintf("too many bases: the scenario may have at most %d, this unit brings it to %d", MaxBases, MaxBases+MaxBasesPerUnit)}}
	if !matchWheres(es, want) {
		t.Errorf("Parse(%d bases) problems = %+v, want %+v", MaxBases+2*MaxBasesPerUnit, wheres(es), want)
	}
}

// BenchmarkParseDeep parses a megabyte of lines nested as deep as
// allowed, each way TOML nests: the worst the bounds let in. "shallow" is
// the same megabyte at one level, for scale.
func BenchmarkParseDeep(b *testing.B) {
	for _, kind := range []string{"shallow", "arrays", "inline tables", "dotted keys", "table header"} {
		var src strings.Builder
		for i := 0; src.Len() < MaxFileSize-200; i++ {
			line := fmt.Sprintf("k%d = 1", i)
			if kind != "shallow" {
				line, _ = nest(kind, MaxDepth)
				line = strings.Replace(line, "a", fmt.Sprintf("k%d", i), 1)
				if kind == "arrays" || kind == "inline tables" {
					line = fmt.Sprintf("k%d", i) + line[1:]
				}
			}
			src.WriteString(line + "\n")
		}
		data := []byte(src.String())
		if _, err := Parse("deep.toml", data); err != nil && strings.Contains(err.Error(), "levels deep") {
			b.Fatalf("%s: %.300v", kind, err)
		}
		b.Run(kind, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				Parse("deep.toml", data)
			}
		})
	}
}

// BenchmarkParseOutline parses a scenario whose wood has MaxPoints points:
// the crossing check at load.
func BenchmarkParseOutline(b *testing.B) {
	src := []byte(head + "\n[[terrain]]\nid = \"wood\"\nkind = \"wood\"\npolygon = " + outline(MaxPoints) + "\n" + blue +
		"[[army.unit]]\nid = \"u\"\ntype = \"infantry\"\nbase = [4, 2]\nat = [5, 35]\n")
	if _, err := Parse("x.toml", src); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		Parse("x.toml", src)
	}
}
