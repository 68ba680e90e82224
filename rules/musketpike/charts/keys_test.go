package charts

import "testing"

// A value that is none of the constants prints as its type and number,
// never a panic in a log line.
func TestStringOfBadValues(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{LeaderFate(7).String(), "LeaderFate(7)"},
		{MusketColumn(-1).String(), "MusketColumn(-1)"},
		{LightColumn(9).String(), "LightColumn(9)"},
		{Gun(5).String(), "Gun(5)"},
		{Outcome(99).String(), "Outcome(99)"},
		{Combatant(-3).String(), "Combatant(-3)"},
		{RetreatFate(8).String(), "RetreatFate(8)"},
		{Pursuit(8).String(), "Pursuit(8)"},
		{LeaderEliminated.String(), "eliminated"},
		{CavalryPistol.String(), "cavalry_pistol_fire"},
	} {
		if c.got != c.want {
			t.Errorf("String() = %q, want %q", c.got, c.want)
		}
	}
}
