package musketpike

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/musketpike/charts"
)

// TestMarkers: a counter shows what the game's counters and markers show
// (spec §3.4): "SP-morale" with the current values [L42], [L1216] (hurt
// once it has casualties [L889]), the morale state [L1192], the formation
// [L475] (none for a Morale-Broken unit, which has none), Fired guns
// [L469], pistols [L917], out of command [L368]; a wing commander his
// orders [L399] and Finished [L144].
func TestMarkers(t *testing.T) {
	w := newWorld(t, 8, 6)
	w.wc("wc", 0, 1, "0101", charts.ReceiveCharge)
	w.one("horse", Cavalry, 0, "0302", 0, map[string]float64{keySP: 4, keyMorale: 7})
	w.one("guns", Artillery, 0, "0303", 0, nil)
	w.one("foot", HeavyInfantry, 0, "0404", 0, map[string]float64{keySP: 6, keyMorale: 6})
	w.wc("enemy-wc", 1, 1, "0801", charts.MakeReady)
	w.one("enemy", LightInfantry, 1, "0706", 3, map[string]float64{keySP: 2, keyMorale: 5})
	s := w.setup("")
	set := func(id string, f func(u *rules.Unit)) {
		u, _ := s.Unit(id)
		f(u)
	}
	codes := func(id string) string {
		var cs []string
		for _, m := range (Rules{}).Markers(s, id) {
			cs = append(cs, m.Code)
		}
		return strings.Join(cs, " ")
	}
	for _, c := range []struct {
		name, unit string
		edit       func(u *rules.Unit)
		want       string
	}{
		{"fresh cavalry", "horse", nil, "4-7"},
		{"a casualty and Morale Shaken", "horse", func(u *rules.Unit) { u.SetStatus(stCasualties, 1); u.SetStatus(stMorale, moraleShakenLevel) }, "3-6 MS"},
		{"its first pistol used, out of command", "horse", func(u *rules.Unit) { u.SetStatus(stPistols, 1); u.SetStatus(stOut, 1) }, "3-6 MS P1 OoC"},
		{"Formation Shaken foot", "foot", func(u *rules.Unit) { u.Formation = Shaken }, "6-6 FS"},
		{"Morale Broken: morale 1, no formation", "foot", func(u *rules.Unit) { u.SetStatus(stMorale, moraleBrokenLevel) }, "6-1 MB"},
		{"fired guns", "guns", func(u *rules.Unit) { u.SetStatus(stFired, 1) }, "6 Fired"},
		{"a wing commander's orders", "wc", nil, "RC"},
		{"Finished", "wc", func(u *rules.Unit) { u.SetStatus(stFinished, 1) }, "RC Fin"},
		{"the enemy's commander", "enemy-wc", nil, "MR"},
	} {
		if c.edit != nil {
			set(c.unit, c.edit)
		}
		if got := codes(c.unit); got != c.want {
			t.Errorf("%s: markers %q, want %q", c.name, got, c.want)
		}
	}
	// A casualty makes the strength marker a hurt one.
	for _, m := range (Rules{}).Markers(s, "horse") {
		if m.Code == "3-6" && m.Kind != rules.MarkHurt {
			t.Errorf("a unit with casualties shows its strength as %v, want hurt", m.Kind)
		}
	}
}

// TestScore: each army's victory points (victory.go), combat units lost of
// all it had [L889], [L961], and its wing commanders' orders.
func TestScore(t *testing.T) {
	w := newWorld(t, 8, 6)
	w.wc("wc", 0, 1, "0101", charts.Charge)
	w.one("horse", Cavalry, 0, "0302", 0, nil)
	w.one("guns", Artillery, 0, "0303", 0, nil)
	w.wc("enemy-wc", 1, 1, "0801", charts.Rally)
	w.one("enemy", LightInfantry, 1, "0706", 3, map[string]float64{keySP: 2})
	s := w.setup("")
	g, _ := s.Unit("guns")
	g.SetStatus(stDisabled, 1)
	sb := (Rules{}).Score(s)
	var got []string
	for _, sd := range sb.Sides {
		for _, it := range sd.Items {
			got = append(got, it.Text)
		}
	}
	want := []string{"Victory points 0", "Units lost 1 of 2", "wc: Charge", "Victory points 10", "Units lost 0 of 1", "enemy-wc: Rally"} // their guns disabled: 10 [L1378]
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("Score = %q, want %q", got, want)
	}
}
