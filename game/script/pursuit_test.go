package script

import (
	"strings"
	"testing"
)

// A pursuer's free element placed by the player from a script (WME
// [L1590]): the Orcs beat the Swordsmen, which retreat 4 cm; rd.1 must
// pursue straight ahead into contact ([L1586-1588]) and the Orcs put the
// free rd.2 behind it, facing south, instead of where the rules would
// (bl's flank). A place that breaks the formation ([L231]) is refused
// first, and rd.1's compulsory move is not the player's to place.
const wmePursuit = `
expect phase orders          # engaged units use no initiative [L439]
end-phase
end-phase
end-phase
expect phase combat
dice 1 6 6 6                 # the Swordsmen's die, then the Orcs' three
fight rd
expect refused formation
pursue rd bl place rd.2 40 32 facing 180
expect refused not-free
pursue rd bl place rd.1 30 36
pursue rd bl place rd.2 30 32 facing 180
expect at rd.1 30 34 facing 180
expect at rd.2 30 32 facing 180
`

func TestWarmasterPursuitPlacement(t *testing.T) {
	m := playScript(t, "../testdata/wme-pursuit.toml", 1, wmePursuit)
	var texts []string
	for _, e := range NewReport(m).Events {
		texts = append(texts, e.Text)
	}
	log := strings.Join(texts, "\n")
	for _, want := range []string{"Swordsmen retreat 4 cm", "Orc Warriors pursue Swordsmen straight ahead, 4.0 cm", "Orcs place the 2nd stand of Orc Warriors themselves (WME §9.9 [L1590])"} {
		if !strings.Contains(log, want) {
			t.Errorf("event log lacks %q:\n%s", want, log)
		}
	}
}

// The place words of a pursue command are checked before anything plays.
func TestPursuePlaceParse(t *testing.T) {
	for _, line := range []string{"pursue rd bl place rd.2 30", "pursue rd bl rd.2 30 32", "pursue rd bl place rd.2 x 32", "pursue rd bl place rd.2 30 32 facing"} {
		if _, err := Parse("test", strings.NewReader(line)); err == nil || !strings.Contains(err.Error(), "pursue UNIT TARGET [placement N | support-of UNIT] [place BASE X Y [facing DEG] ...]") && !strings.Contains(err.Error(), "not a number") {
			t.Errorf("Parse(%q) = %v, want the pursue usage", line, err)
		}
	}
}
