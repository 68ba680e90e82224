package tomlpos

import (
	"strings"
	"testing"
	"testing/fstest"
)

// TestDecode: a document decodes with its keys' positions; one nested too
// deep, or with a syntax error, is refused with the one Problem at its
// line; ReadFS reads at most one byte over its limit and names what it
// could not read.
func TestDecode(t *testing.T) {
	raw, pos, err := Decode("a.toml", "x = 1\n[t]\ny = 2\n", Options{MaxDepth: 4}, "how levels count")
	if err != nil || raw["x"] != int64(1) || pos.Find("t.y") != (Position{Line: 3, Column: 1}) {
		t.Fatalf("Decode = %v, %v, %v", raw, pos.Find("t.y"), err)
	}
	for _, c := range []struct{ src, want string }{
		{"a = [[[[[1]]]]]\n", "a.toml:1:"},
		{"a = 1\nb = \n", "a.toml:2:"},
	} {
		_, _, err := Decode("a.toml", c.src, Options{MaxDepth: 4}, "how levels count")
		es, ok := err.(Errors)
		if !ok || len(es) != 1 || !strings.HasPrefix(es.Error(), c.want) {
			t.Errorf("Decode(%q) = %v, want one problem at %s", c.src, err, c.want)
		}
	}
	fsys := fstest.MapFS{"big.toml": {Data: []byte(strings.Repeat("#", 100))}}
	if data, err := ReadFS(fsys, "big.toml", 10, "the file"); err != nil || len(data) != 11 {
		t.Errorf("ReadFS over the limit: %d bytes, %v; want 11", len(data), err)
	}
	if _, err := ReadFS(fsys, "none.toml", 10, "the chart file"); err == nil || !strings.Contains(err.Error(), "none.toml: cannot read the chart file") {
		t.Errorf("ReadFS of no file: %v", err)
	}
}
