package musketpike

import (
	"testing"

	"plateau/rules"
	"plateau/rules/musketpike/charts"
)

// TestRally checks the Rally action (13.2.4-13.2.5 [L1271-L1273], 13.3.3
// [L1281], spec §10.4): who may rally (Rally orders; Receive Charge next
// to the wing commander; never Make Ready or Charge but by the Army
// Commander; never out of command [L387]); at once when stacked with the
// commander; else a morale check, passed at exactly the current morale
// and failed one over, with an adjacent commander's rating; one level up
// or one more down; never above Shaken past the threshold [L1236].
func TestRally(t *testing.T) {
	cases := []struct {
		name   string
		order  charts.Order
		morale int
		wcAt   string // "" stacked, "adj" adjacent, "away" two hexes off
		by     string
		prep   func(u *rules.Unit)
		faces  []int
		code   string
		after  int  // morale level after
		gone   bool // eliminated
	}{
		{"Rally orders, stacked with his commander: at once [L1273]", charts.Rally, moraleShakenLevel, "", "", nil, nil, "", moraleNormal, false},
		{"Rally orders, commander away: die 6 = Shaken morale 6 passes [L1273]", charts.Rally, moraleShakenLevel, "away", "", nil, []int{face(6)}, "", moraleNormal, false},
		{"Rally orders, commander away: die 7 fails, one more level down [L1273]", charts.Rally, moraleShakenLevel, "away", "", nil, []int{face(7)}, "", moraleBrokenLevel, false},
		{"commander adjacent: his rating -1, die 7 -1 = 6 passes [L1273]", charts.Rally, moraleShakenLevel, "adj", "", nil, []int{face(7)}, "", moraleNormal, false},
		{"Morale Broken, morale 1: die 0 passes, to Shaken [L1271]", charts.Rally, moraleBrokenLevel, "away", "", nil, []int{face(0)}, "", moraleShakenLevel, false},
		{"Morale Broken fails: eliminated [L1273]", charts.Rally, moraleBrokenLevel, "away", "", nil, []int{face(2)}, "", 0, true},
		{"Receive Charge orders next to the commander [L1271]", charts.ReceiveCharge, moraleShakenLevel, "adj", "", nil, []int{face(0)}, "", moraleNormal, false},
		{"Receive Charge orders away from him [L1271]", charts.ReceiveCharge, moraleShakenLevel, "away", "", nil, nil, "orders", 0, false},
		{"Make Ready orders: not by itself [L419]", charts.MakeReady, moraleShakenLevel, "", "", nil, nil, "orders", 0, false},
		{"Charge orders: the Army Commander stacked, at once [L1281]", charts.Charge, moraleShakenLevel, "away", "ac", nil, nil, "", moraleNormal, false},
		{"past the threshold, never above Shaken [L1236]", charts.Rally, moraleShakenLevel, "", "", func(u *rules.Unit) { u.SetStatus(stThreshold, 1) }, nil, "no-rally", 0, false},
		{"Normal morale: nothing to rally", charts.Rally, moraleNormal, "", "", nil, nil, "no-rally", 0, false},
		{"out of command: not by itself [L387]", charts.Rally, moraleShakenLevel, "away", "", func(u *rules.Unit) { u.SetStatus(stOut, 1) }, nil, "out-of-command", 0, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := moveWorld(t)
			w.one("fresh", HeavyInfantry, 0, "1319", north, nil) // the wing is not forced onto Rally [L441]
			w.one("u", HeavyInfantry, 0, "1015", north, nil)
			u := &w.s.Units[len(w.s.Units)-1]
			u.SetStatus(stMorale, c.morale)
			if c.morale == moraleBrokenLevel {
				u.Formation = Broken
			}
			switch c.wcAt {
			case "":
				w.wc("wc", 0, 1, "1015", c.order)
			case "adj":
				w.wc("wc", 0, 1, w.along("1015", dSW, 1), c.order)
			default:
				w.one("guard", HeavyInfantry, 0, "1017", north, nil)
				w.wc("wc", 0, 1, "1017", c.order)
			}
			if c.by == "ac" {
				w.armyCommander("ac", 0, "1015", -1)
			}
			s := w.setup("wc")
			if c.prep != nil {
				c.prep(mustUnit(t, s, "u"))
			}
			a := rules.Action{Kind: KindRally, Side: 0, Target: "u"}
			if c.by != "" {
				a.Args = map[string]string{"by": c.by}
			}
			err := (Rules{}).Check(s, a)
			if c.code != "" {
				mustErr(t, err, c.code)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			next, evs := apply(t, *s, a, c.faces...)
			got := mustUnit(t, &next, "u")
			if c.gone {
				if got.Status[stEliminated] != 1 {
					t.Errorf("not eliminated\n%s", logText(evs))
				}
				return
			}
			if got.Status[stMorale] != c.after || got.Status[stMove] != moveClosed {
				t.Errorf("morale %d, move %d; want %d, closed\n%s", got.Status[stMorale], got.Status[stMove], c.after, logText(evs))
			}
			if c.morale == moraleBrokenLevel && formationOf(got) != Broken {
				t.Errorf("rallied from Morale Broken: %s, want Formation Broken [L1271]", formationOf(got))
			}
		})
	}
}
