package musketpike

import (
	"testing"

	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// TestOrderMoves checks the movement limits of the orders (5.6 [L409-L423],
// spec §7.11). The mover starts in 1015 facing north; an enemy unit stands
// three hexes ahead of it.
func TestOrderMoves(t *testing.T) {
	cases := []struct {
		name   string
		order  charts.Order
		two    bool
		friend bool // a friendly unit already has the enemy against its front
		steps  func(u hex.Unit) []hex.Unit
		code   string
	}{
		{"Make Ready: up to the enemy is contact [L419]", charts.MakeReady, false, false, func(u hex.Unit) []hex.Unit { return walk(u, 2) }, "contact"},
		{"Make Ready: short of it is fine [L419]", charts.MakeReady, false, false, func(u hex.Unit) []hex.Unit { return walk(u, 1) }, ""},
		{"Receive Charge: one hex [L421]", charts.ReceiveCharge, false, false, func(u hex.Unit) []hex.Unit { return walk(u, 1) }, ""},
		{"Receive Charge: not two [L421]", charts.ReceiveCharge, false, false, func(u hex.Unit) []hex.Unit {
			return []hex.Unit{turn(u, 3), fwd(turn(u, 3), 0), fwd(fwd(turn(u, 3), 0), 1)}
		}, "receive-charge"},
		{"Receive Charge: re-facing is free of the limit [L421]", charts.ReceiveCharge, false, false, func(u hex.Unit) []hex.Unit {
			return []hex.Unit{turn(u, 1), fwd(turn(u, 1), 0)}
		}, ""},
		{"Receive Charge: a 2-hex unit pivots twice, a half still next to its start (A25) [L421]", charts.ReceiveCharge, true, false, func(u hex.Unit) []hex.Unit {
			p1 := pivot(u, true)
			return []hex.Unit{p1, pivot(p1, true)}
		}, ""},
		{"Rally: not closer to the enemy [L423]", charts.Rally, false, false, func(u hex.Unit) []hex.Unit { return walk(u, 1) }, "closer"},
		{"Rally: away is fine [L423]", charts.Rally, false, false, func(u hex.Unit) []hex.Unit {
			b := turn(turn(turn(u, 1), 1), 1)
			return []hex.Unit{turn(u, 1), turn(turn(u, 1), 1), b, fwd(b, 0)}
		}, ""},
		{"Charge: into contact [L411]", charts.Charge, false, false, func(u hex.Unit) []hex.Unit { return walk(u, 2) }, ""},
		{"Charge: no farther once adjacent [L411]", charts.Charge, false, false, func(u hex.Unit) []hex.Unit {
			w := walk(u, 2)
			return append(w, fwd(w[1], 1))
		}, "charge-stop"},
		{"Charge: it may still re-face once adjacent [L411]", charts.Charge, false, false, func(u hex.Unit) []hex.Unit {
			w := walk(u, 2)
			return append(w, turn(w[1], 1))
		}, ""},
		{"Charge: an enemy against a friend's front does not stop it [L409]", charts.Charge, false, true, func(u hex.Unit) []hex.Unit {
			w := walk(u, 2)
			return append(w, fwd(w[1], 1))
		}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := moveWorld(t)
			u0 := hex.One(w.hx("1015"), north)
			if c.two {
				u0 = hex.Two(w.hx("1015"), north)
			}
			// The enemy stands three hexes up the table, facing south.
			foe := walk(hex.One(w.hx("1015"), north), 3)[2]
			w.one("foe", HeavyInfantry, 1, w.m.Label(foe.L), south, map[string]float64{keyNoPikes: 1}) // no Hedgehog reaction [L704]
			if c.friend {
				// A friend to the foe's east, facing west: the foe is in its front.
				at := foe.L.Neighbor(hex.Dir(0))
				w.one("friend", HeavyInfantry, 0, w.m.Label(at), hex.Vertex(2), nil)
			}
			if c.two {
				w.two("u", 0, "1015", north, false, nil)
			} else {
				w.one("u", Cavalry, 0, "1015", north, nil)
			}
			w.wc("wc", 0, 1, "1015", c.order)
			s := w.setup("wc")
			mustUnit(t, s, "foe").SetStatus(stCover, 1) // no Reaction Fire to stop the move (react_test.go) [L764]
			err := (Rules{}).Check(s, w.move(s, "u", c.steps(u0)...))
			if c.code != "" {
				mustErr(t, err, c.code)
			} else if err != nil {
				t.Fatal(err)
			}
		})
	}
}
