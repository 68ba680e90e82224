package script

import (
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
)

// FuzzScript: whatever the text, parsing and playing a script on the
// default scenario returns an error or a state, never a panic, and a state
// it reaches can always be reported and hashed, playing on after every
// failed expectation too (-keep-going).
func FuzzScript(f *testing.F) {
	f.Add("move b-spears.1 by 0 -5\nend-phase\n")
	f.Add("dice 3 4\nmove-unit b-spears by 0 -30\n")
	f.Add("turn b-knights.1 370 about FL\nexpect at b-knights.1 1e308 -1e308\n")
	f.Add("move b-spears.1 to NaN 100\n")
	f.Add("do fly target=x y=z\n")
	f.Add("expect refused allowance would move\nmove b-spears.1 by 0 -25\nexpect at b-spears.1 30 83 facing 0 within 1e308\n")
	f.Add("expect status b-spears orders 1\nexpect counter pigs -3\n")
	f.Add("move-path b-spears.1,b-spears.2 turn -15 about b-spears.1 FL then ahead 3 then by 1 1 then turn 180\n")
	f.Add("move-path b-knights.1 to 3 4 facing 90 then then ahead 1e308\n")
	f.Fuzz(func(t *testing.T, text string) {
		cmds, err := Parse("fuzz", strings.NewReader(text))
		if err != nil {
			return
		}
		m, err := game.New(scenario.Default(), 1)
		if err != nil {
			t.Fatal(err)
		}
		_ = NewResultReport(m, Play(m, cmds, true)).Hash
	})
}
