package script

import (
	"strings"
	"testing"

	"plateau/game"
)

// The other player's choices before a fight's dice, from a script (wme.md
// §9.2, [L1336-1338]): the Empire's fight waits; the Orcs' declaration is
// an offer like any other, pressed with "offer", and their element then
// attacks the unit they named, not the rules' pick.
const wmeDeclare = `
expect phase orders          # engaged units use no initiative [L439]
end-phase
end-phase
end-phase
expect phase combat
offer - Fight
expect refused declare-pending
end-phase
dice 1 1 6 6 1               # Left, Right Halberdiers, then the Orcs' three dice (no save: no armour)
offer - Orcs declare — Orc Warriors attack Left Halberdiers
`

// The same declaration written as the action itself, made by the Orcs in
// the Empire's turn ("do as SIDE").
var wmeDeclareDo = strings.Replace(wmeDeclare, "offer - Orcs declare — Orc Warriors attack Left Halberdiers",
	"do as orcs declare orcs attack:orcs.1=hal-l", 1)

func TestWarmasterDeclaration(t *testing.T) {
	for _, script := range []string{wmeDeclare, wmeDeclareDo} {
		checkDeclaration(t, playScript(t, "testdata/wme-declare.toml", 1, script))
	}
}

func checkDeclaration(t *testing.T, m *game.Match) {
	t.Helper()
	var texts []string
	for _, e := range NewReport(m).Events {
		texts = append(texts, e.Text)
	}
	log := strings.Join(texts, "\n")
	for _, want := range []string{
		"Orcs declare before the dice: whom their elements attack",
		"Orcs declare: Orc Warriors attacks Left Halberdiers",
		"Orc Warriors attack Left Halberdiers: 3 dice need 4+ [6][6][1] = 2 hits; 2 wounds",
	} {
		if !strings.Contains(log, want) {
			t.Errorf("event log lacks %q:\n%s", want, log)
		}
	}
}
