package musketpike

import (
	"strings"
	"testing"

	"plateau/rules/hex"
)

// TestCavalryAbsorption is 8.4 [L640-L646] with E14: a cavalry unit with
// casualties moves into the hex of another cavalry unit of its side; that
// unit is removed, counted as eliminated; the mover recovers casualties
// up to the other's remaining SP, never beyond its printed SP (the excess
// lost), and stops. Readings (absorb.go): any wing, neither stacked with
// light infantry, a threshold marker lost once below it.
func TestCavalryAbsorption(t *testing.T) {
	cases := []struct {
		name        string
		mover       map[string]float64 // profile of "rupert"
		moverCas    int
		moverThresh bool
		other       map[string]float64 // profile of "second"
		otherCas    int
		withLI      bool // light infantry stacked with "second"
		on          bool // a further step after the absorbing one
		code        string
		cas         int // rupert's casualties after
		threshold   int // rupert's threshold marker after
		log         string
	}{
		{"E14: the 4-8 with 2 casualties absorbs the 4-7 with 2 [L646]", map[string]float64{keySP: 4, keyMorale: 8}, 2, false,
			map[string]float64{keySP: 4, keyMorale: 7}, 2, false, false, "", 0, 0,
			"rupert moved, 1 MP (1 of 8 used); it absorbs second, which is removed from play (counted as eliminated), and recovers 2 casualties [L642]; it must stop: it absorbs second"},
		{"more SP than it can take: the excess is lost [L644]", map[string]float64{keySP: 4, keyMorale: 8}, 1, false,
			map[string]float64{keySP: 4, keyMorale: 7}, 1, false, false, "", 0, 0,
			"recovers 1 casualty [L642], 2 SP beyond its printed strength lost [L644]"},
		{"fewer SP than its casualties: part of them back", map[string]float64{keySP: 6, keyMorale: 6}, 4, false,
			map[string]float64{keySP: 3, keyMorale: 5}, 2, false, false, "", 3, 0,
			"recovers 1 casualty [L642]"},
		{"back across its Casualty Threshold (morale 7: 3) [L642]", map[string]float64{keySP: 6, keyMorale: 7}, 3, true,
			map[string]float64{keySP: 2, keyMorale: 7}, 1, false, false, "", 2, 0,
			"recovers 1 casualty [L642]; it is back above its Casualty Threshold [L642]"},
		{"still at its threshold: the marker stays", map[string]float64{keySP: 8, keyMorale: 7}, 4, true,
			map[string]float64{keySP: 2, keyMorale: 7}, 1, false, false, "", 3, 1,
			"recovers 1 casualty [L642]"},
		{"a unit of another wing (the text names no wing)", map[string]float64{keySP: 4, keyMorale: 8}, 2, false,
			map[string]float64{keySP: 4, keyMorale: 7, keyWing: 2}, 0, false, false, "", 0, 0,
			"recovers 2 casualties [L642], 2 SP beyond its printed strength lost [L644]"},
		{"no casualties: nothing to absorb, no stacking [L597], [L642]", map[string]float64{keySP: 4, keyMorale: 8}, 0, false,
			map[string]float64{keySP: 4, keyMorale: 7}, 2, false, false, "stacking", 0, 0, ""},
		{"the other stacked with light infantry: no absorption (A: absorb.go)", map[string]float64{keySP: 4, keyMorale: 8}, 2, false,
			map[string]float64{keySP: 4, keyMorale: 7}, 2, true, false, "stacking", 2, 0, ""},
		{"the mover stops in the hex [L642]", map[string]float64{keySP: 4, keyMorale: 8}, 2, false,
			map[string]float64{keySP: 4, keyMorale: 7}, 2, false, true, "stopped", 2, 0, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := arenaAt(t, "1012")
			w.one("rupert", Cavalry, 0, "1012", north, c.mover)
			to := fwd(hex.One(w.hx("1012"), north), 0)
			w.one("second", Cavalry, 0, w.m.Label(to.L), north, c.other)
			if c.other[keyWing] == 2 {
				w.wc("wc2", 0, 2, w.m.Label(to.L), 2)
			}
			if c.withLI {
				w.one("musk", LightInfantry, 0, w.m.Label(to.L), north, map[string]float64{keySP: 1})
			}
			s := w.setup("wc")
			r := mustUnit(t, s, "rupert")
			r.SetStatus(stCasualties, c.moverCas)
			if c.moverThresh {
				r.SetStatus(stThreshold, 1)
			}
			mustUnit(t, s, "second").SetStatus(stCasualties, c.otherCas)
			path := []hex.Unit{to}
			if c.on {
				path = append(path, fwd(to, 0))
			}
			a := w.move(s, "rupert", path...)
			if c.code != "" {
				mustErr(t, (Rules{}).Check(s, a), c.code)
				return
			}
			offered := false
			for _, o := range (Rules{}).Offers(s, 0, []string{"rupert.1"}) {
				if strings.HasPrefix(o.Label, "Absorb second into rupert in ") {
					offered = true
				}
			}
			if !offered {
				t.Errorf("the absorption is not offered")
			}
			vpBefore := victoryPoints(s, 1)
			next, evs := apply(t, *s, a)
			if !strings.Contains(logText(evs), c.log) {
				t.Fatalf("log lacks %q:\n%s", c.log, logText(evs))
			}
			ru, sec := mustUnit(t, &next, "rupert"), mustUnit(t, &next, "second")
			if got := ru.Status[stCasualties]; got != c.cas {
				t.Errorf("rupert's casualties %d, want %d", got, c.cas)
			}
			if got := ru.Status[stThreshold]; got != c.threshold {
				t.Errorf("rupert's threshold marker %d, want %d", got, c.threshold)
			}
			if ru.Status[stMove] != moveClosed {
				t.Errorf("rupert's move goes on: it stops once it absorbs [L642]")
			}
			if sec.Status[stEliminated] != 1 || len(sec.Bases) != 0 {
				t.Errorf("second is removed from play, counted as eliminated [L642]")
			}
			// The enemy scores second as eliminated, no longer its casualties
			// nor those rupert recovered [L642], [L1364].
			if got, want := victoryPoints(&next, 1)-vpBefore, vpCavalryEliminated-vpCavalryCasualty*(c.otherCas+c.moverCas-c.cas); got != want {
				t.Errorf("the enemy's points change by %d, want %d", got, want)
			}
			if err := (Rules{}).Resume(&next); err != nil {
				t.Fatalf("the position resumes: %v", err)
			}
		})
	}
}
