package sandbox

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

// TestMoveRange is issue 8 item 3 for the sandbox: profile.move, the
// allowance that overrides the troop type's (doc.go), is 0 to 100 cm
// (WME's longest pace, a flying commander's, wme.md §11.2 [L2109]); Setup
// refuses anything else, NaN and the infinities included, naming the unit,
// the key and the range, and accepts the bounds.
func TestMoveRange(t *testing.T) {
	for _, c := range []struct {
		move float64
		ok   bool
	}{
		{0, true}, {100, true}, {12.5, true},
		{-1, false}, {-0.001, false}, {100.001, false}, {1e15, false}, {1e308, false}, {-1e308, false},
		{math.NaN(), false}, {math.Inf(1), false}, {math.Inf(-1), false},
	} {
		s := field()
		s.Units[0].Profile = map[string]float64{"move": c.move}
		err := (Rules{}).Setup(&s)
		want := fmt.Sprintf(`sandbox: unit "Spears" (inf): move = %g is out of range (0-100 cm)`, c.move)
		if c.ok && err != nil || !c.ok && (err == nil || err.Error() != want) {
			t.Errorf("Setup(move = %g) = %v, want ok %v (%q)", c.move, err, c.ok, want)
		}
	}
}

// TestMoveRangeDocumented: docs/scenario-format.md gives the sandbox's
// move range.
func TestMoveRangeDocumented(t *testing.T) {
	b, err := os.ReadFile("../../docs/scenario-format.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "The sandbox reads `move` ("+moveRangeText) {
		t.Errorf("docs/scenario-format.md does not give the sandbox's move range %s", moveRangeText)
	}
}
