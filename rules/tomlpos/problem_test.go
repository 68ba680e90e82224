package tomlpos

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestProblemError(t *testing.T) {
	tests := []struct {
		p    Problem
		want string
	}{
		{Problem{"scenarios/x.toml", 12, 5, "army[1].unit[2].facing", "expected a number, got string"},
			"scenarios/x.toml:12:5: army[1].unit[2].facing: expected a number, got string"},
		{Problem{"x.toml", 3, 0, "title", "m"}, "x.toml:3: title: m"},
		{Problem{"x.toml", 0, 0, "", "m"}, "x.toml: m"},
		{Problem{"", 0, 0, "k", "m"}, "k: m"},
	}
	for _, tt := range tests {
		if got := tt.p.Error(); got != tt.want {
			t.Errorf("%#v.Error() = %q, want %q", tt.p, got, tt.want)
		}
	}
	es := Errors{tests[0].p, tests[1].p}
	if got, want := es.Error(), tests[0].want+"\n"+tests[1].want; got != want {
		t.Errorf("Errors.Error() = %q, want %q", got, want)
	}
}

func TestErrorsAs(t *testing.T) {
	var err error = Errors{{File: "x.toml", Line: 1, Column: 1, Key: "title", Msg: "m"}, {File: "x.toml", Line: 2, Msg: "n"}}
	var es Errors
	if !errors.As(err, &es) || len(es) != 2 {
		t.Fatalf("errors.As(err, *Errors) failed for %v", err)
	}
	var pes *Errors
	if !errors.As(err, &pes) || pes == nil || len(*pes) != 2 {
		t.Fatalf("errors.As(err, **Errors) failed for %v", err)
	}
	var p Problem
	if !errors.As(err, &p) || p != es[0] {
		t.Fatalf("errors.As(err, *Problem) = %v, want %v", p, es[0])
	}
}

// A List positions each problem by its key and sorts them by position.
func TestListAt(t *testing.T) {
	src := "a = 1\n[t]\nb = 2\nc = 3\n"
	l := &List{File: "x.toml", Pos: Scan(src, Options{MaxDepth: 4})}
	if l.Len() != 0 || l.Errors() != nil {
		t.Fatalf("empty List: Len() = %d, Errors() = %v, want 0, nil", l.Len(), l.Errors())
	}
	l.At("t.c", "bad %s", "c")
	l.At("a", "bad %d", 1)
	l.At("t.missing", "missing")
	want := "x.toml:1:1: a: bad 1\nx.toml:2:1: t.missing: missing\nx.toml:4:1: t.c: bad c"
	if got := l.Errors().Error(); got != want {
		t.Errorf("Errors() = %q, want %q", got, want)
	}
	unpositioned := &List{File: "y.toml"}
	unpositioned.At("k", "m")
	if got := unpositioned.Errors(); len(got) != 1 || got[0] != (Problem{File: "y.toml", Key: "k", Msg: "m"}) {
		t.Errorf("List without Pos: Errors() = %#v, want one unpositioned problem", got)
	}
}

// Past Max a List only counts, and says how many it left out at the
// position of the last it kept.
func TestListMax(t *testing.T) {
	var src strings.Builder
	for i := range 10 {
		fmt.Fprintf(&src, "k%d = 1\n", i)
	}
	for _, tt := range []struct{ max, report, kept int }{{0, 10, 10}, {3, 10, 4}, {3, 3, 3}, {3, 4, 4}} {
		l := &List{File: "x.toml", Pos: Scan(src.String(), Options{MaxDepth: 4}), Max: tt.max}
		for i := tt.report - 1; i >= 0; i-- {
			l.At(fmt.Sprintf("k%d", i), "bad")
		}
		es := l.Errors()
		if l.Len() != tt.report || len(es) != tt.kept {
			t.Fatalf("Max %d, %d reported: Len() = %d, %d problems, want %d, %d", tt.max, tt.report, l.Len(), len(es), tt.report, tt.kept)
		}
		if tt.max == 0 || tt.report <= tt.max {
			if strings.Contains(es.Error(), "more problems") {
				t.Errorf("Max %d, %d reported: %v, want no count", tt.max, tt.report, es)
			}
			continue
		}
		last := es[len(es)-1]
		wantLast := Problem{File: "x.toml", Line: es[len(es)-2].Line, Column: 1,
			Msg: fmt.Sprintf("and %d more problems not listed", tt.report-tt.max)}
		if last != wantLast {
			t.Errorf("Max %d, %d reported: last = %+v, want %+v", tt.max, tt.report, last, wantLast)
		}
		if again := l.Errors(); len(again) != len(es) {
			t.Errorf("Errors() again = %d problems, want %d", len(again), len(es))
		}
	}
}
