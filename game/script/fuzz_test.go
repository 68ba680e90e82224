package script

import (
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
)

// FuzzScript: whatever the text, parsing and playing a script on the
// default scenario returns an error or a state, never a panic, and a state
// it reaches can always be reported and hashed.
func FuzzScript(f *testing.F) {
	f.Add("move b-spears.1 by 0 -5\nend-phase\n")
	f.Add("dice 3 4\nmove-unit b-spears by 0 -30\n")
	f.Add("turn b-knights.1 370 about FL\nexpect at b-knights.1 1e308 -1e308\n")
	f.Add("move b-spears.1 to NaN 100\n")
	f.Add("do fly target=x y=z\n")
	f.Fuzz(func(t *testing.T, text string) {
		cmds, err := Parse("fuzz", strings.NewReader(text))
		if err != nil {
			return
		}
		m, err := game.New(scenario.Default(), 1)
		if err != nil {
			t.Fatal(err)
		}
		Run(m, cmds)
		_ = NewReport(m).Hash
	})
}
