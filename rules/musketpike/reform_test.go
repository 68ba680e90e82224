package musketpike

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// TestReform checks the Reform action (13.2.3 [L1257-L1269], 13.3.2
// [L1277]): what it does, and who may: Rally and Receive Charge units
// alone, Make Ready units next to their wing commander, Charge units only
// through the Army Commander, an out-of-command unit only through him
// [L387].
func TestReform(t *testing.T) {
	cases := []struct {
		name      string
		order     charts.Order
		formation string
		pistols   int
		option    string
		by        string
		wcAway    bool // the wing commander is not beside the unit
		out       bool // the unit is out of command
		code      string
		after     string
	}{
		{"Rally orders: Broken to Shaken [L531]", charts.Rally, Broken, 0, reformRecover, "", true, false, "", Shaken},
		{"Receive Charge orders: Shaken to Normal [L531]", charts.ReceiveCharge, Shaken, 0, reformRecover, "", true, false, "", Normal},
		{"Make Ready orders next to the commander [L1259]", charts.MakeReady, Shaken, 0, reformRecover, "", false, false, "", Normal},
		{"Make Ready orders away from him [L1259]", charts.MakeReady, Shaken, 0, reformRecover, "", true, false, "orders", ""},
		{"Charge orders: never by itself [L1259]", charts.Charge, Shaken, 0, reformRecover, "", false, false, "orders", ""},
		{"Charge orders: by the Army Commander [L1277]", charts.Charge, Shaken, 0, reformRecover, "ac", false, false, "", Normal},
		{"out of command: not by itself [L387]", charts.Rally, Shaken, 0, reformRecover, "", true, true, "out-of-command", ""},
		{"out of command: by the Army Commander [L389]", charts.Rally, Shaken, 0, reformRecover, "ac", true, true, "", Normal},
		{"Normal to Open Order [L501]", charts.Rally, "", 0, reformOpen, "", true, false, "", Open},
		{"Open Order to Normal [L511]", charts.Rally, Open, 0, reformClose, "", true, false, "", Normal},
		{"leaving Hedgehog: Formation Broken [L489]", charts.Rally, Hedgehog, 0, reformHedgehog, "", true, false, "", Broken},
		{"leaving Column: cavalry Formation Shaken [L525]", charts.Rally, Column, 0, reformLine, "", true, false, "", Shaken},
		{"cavalry reloads a pistol [L921]", charts.Rally, "", 2, reformReload, "", true, false, "", Normal},
		{"nothing to recover", charts.Rally, "", 0, reformRecover, "", true, false, "no-reform", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := moveWorld(t)
			typ := Cavalry
			if c.formation == Hedgehog {
				typ = HeavyInfantry // pikes only [L483]
			}
			w.one("u", typ, 0, "1015", north, nil)
			u := &w.s.Units[len(w.s.Units)-1]
			u.Formation = c.formation
			u.SetStatus(stPistols, c.pistols)
			wcAt := "1015"
			if c.wcAway {
				wcAt = "1017" // two hexes: in command, not beside
				w.one("guard", HeavyInfantry, 0, "1017", north, nil)
			}
			w.wc("wc", 0, 1, wcAt, c.order)
			w.one("ac", Leader, 0, "1015", 0, nil)
			w.s.Units[len(w.s.Units)-1].Profile = map[string]float64{keyAC: 1, keyRating: -1}
			s := w.setup("wc")
			if c.out {
				mustUnit(t, s, "u").SetStatus(stOut, 1)
			}
			a := rules.Action{Kind: KindReform, Side: 0, Target: "u", Args: map[string]string{"reform": c.option}}
			if c.by != "" {
				a.Args["by"] = c.by
			}
			err := (Rules{}).Check(s, a)
			if c.code != "" {
				mustErr(t, err, c.code)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			next, evs := apply(t, *s, a)
			got := mustUnit(t, &next, "u")
			if formationOf(got) != c.after {
				t.Errorf("formation %q, want %q\n%s", formationOf(got), c.after, logText(evs))
			}
			if c.option == reformReload && got.Status[stPistols] != c.pistols-1 {
				t.Errorf("pistols %d, want %d", got.Status[stPistols], c.pistols-1)
			}
			// The reform is the unit's action [L210]; the helper's one action is spent.
			mustErr(t, (Rules{}).Check(&next, w.move(&next, "u", walk(w.at(&next, "u"), 1)...)), "moved")
			if c.by == "ac" && mustUnit(t, &next, "ac").Status[stActed] != 1 {
				t.Errorf("the Army Commander's action is not spent")
			}
			if c.order == charts.MakeReady && mustUnit(t, &next, "wc").Status[stActed] != 1 {
				t.Errorf("the wing commander who helped may not move (A7)")
			}
		})
	}
}

// TestColumnToLine checks [L525]: a 2-hex Column reforms into a line on
// its two hexes, facing as before or the other way round, as a line
// counter.
func TestColumnToLine(t *testing.T) {
	for _, reverse := range []bool{false, true} {
		w := moveWorld(t)
		w.two("u", 0, "1015", north, true, nil)
		w.wc("wc", 0, 1, "1015", charts.Rally)
		s := w.setup("wc")
		before := w.at(s, "u")
		a := rules.Action{Kind: KindReform, Side: 0, Target: "u", Args: map[string]string{"reform": reformLine}}
		if reverse {
			a.Args["reverse"] = "1"
		}
		next, evs := apply(t, *s, a)
		got := w.at(&next, "u")
		want := hex.Two(before.L, before.F)
		if reverse {
			want = hex.Countermarch(want)
		}
		if got != want || formationOf(mustUnit(t, &next, "u")) != Broken {
			t.Errorf("reverse %v: %+v %s, want %+v Formation Broken\n%s", reverse, got, formationOf(mustUnit(t, &next, "u")), want, logText(evs))
		}
		b, _ := next.Base("u.1")
		if wd, _ := hex.CounterSize(hexSize, true, false); b.Shape.Width != wd {
			t.Errorf("the counter is %v wide, want a line's %v", b.Shape.Width, wd)
		}
		if !strings.Contains(logText(evs), "in Column, now Formation Broken") {
			t.Errorf("log %q", logText(evs))
		}
	}
}
