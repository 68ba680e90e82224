package musketpike

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// bridgeWorld is a 2-hex heavy infantry unit "u" (left half on 1015,
// facing north) before a bridge hex ahead of its right half, the hex ahead
// of its left half impassable (the river), its wing on order; where is the
// bridge hex, over is the footprint across it: the unit moved two hexes
// ahead, its right half opposite its start across the bridge.
func bridgeWorld(t *testing.T, form string, order charts.Order, edit func(w *world, over hex.Unit)) (*world, *rules.State, hex.Unit) {
	w := moveWorld(t)
	u0 := hex.Two(w.hx("1015"), north)
	bridge := fwd(u0, 0).R
	river := fwd(u0, 0).L
	w.terrain("bridge", w.m.Label(bridge))
	w.terrain("impassable", w.m.Label(river))
	w.two("u", 0, "1015", north, false, nil)
	if form != "" {
		w.s.Units[len(w.s.Units)-1].Formation = form
	}
	w.wc("wc", 0, 1, "1015", order)
	over := fwd(fwd(u0, 0), 0)
	if edit != nil {
		edit(w, over)
	}
	return w, w.setup("wc"), over
}

// TestTwoHexBridgeCrossing checks 7.3.5 [L581]: 2-hex heavy infantry
// crosses a bridge only in Normal formation, Column or Open Order, with
// its whole MA, ending with a half next to the bridge and the other on a
// hex it may enter; a Normal one is then Formation Broken; its move is
// over.
func TestTwoHexBridgeCrossing(t *testing.T) {
	cases := []struct {
		name     string
		form     string
		order    charts.Order
		before   bool // re-face first (1 MP spent)
		edit     func(w *world, over hex.Unit)
		code     string // "" accepted
		wantForm string
		wantMP   int
	}{
		{"Normal: whole MA, then Formation Broken [L581]", "", charts.MakeReady, false, nil, "", Broken, 4},
		{"Open Order: whole MA, stays Open [L581]", Open, charts.MakeReady, false, nil, "", Open, 4},
		{"Shaken may not cross [L581]", Shaken, charts.MakeReady, false, nil, "bridge", "", 0},
		{"Formation Broken does not move at all [L479]", Broken, charts.MakeReady, false, nil, "cannot-move", "", 0},
		{"MP spent before: not its whole MA [L581]", "", charts.MakeReady, true, nil, "bridge", "", 0},
		{"the far hex must be one it may enter [L581]", "", charts.MakeReady, false, func(w *world, over hex.Unit) {
			w.terrain("impassable", w.m.Label(over.L))
		}, "prohibited", "", 0},
		{"an enemy on the far hex", "", charts.MakeReady, false, func(w *world, over hex.Unit) {
			w.one("foe", Cavalry, 1, w.m.Label(over.L), south, map[string]float64{keyWing: 1})
		}, "enemy", "", 0},
		{"Receive Charge: at most one hex [L421]", "", charts.ReceiveCharge, false, nil, "receive-charge", "", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w, s, over := bridgeWorld(t, c.form, c.order, c.edit)
			if c.before {
				// Its move begun, 1 MP spent.
				u := mustUnit(t, s, "u")
				u.SetStatus(stMove, moveOpen)
				u.SetStatus(stMA, 4)
				s.Used = map[string]float64{u.Bases[0]: 1}
			}
			a := w.move(s, "u", over)
			err := (Rules{}).Check(s, a)
			if c.code != "" {
				mustErr(t, err, c.code)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			n, evs := apply(t, *s, a)
			u := mustUnit(t, &n, "u")
			if at := w.at(&n, "u"); at != over {
				t.Errorf("u at %+v, want %+v", at, over)
			}
			if got := int(n.Used[u.Bases[0]]); got != c.wantMP || formationOf(u) != c.wantForm {
				t.Errorf("used %d MP, formation %s; want %d, %s [L581]\n%s", got, formationOf(u), c.wantMP, c.wantForm, logText(evs))
			}
			// Its move is over: not one step more.
			mustErr(t, (Rules{}).Check(&n, w.move(&n, "u", fwd(over, 0))), "moved")
		})
	}
}

// TestTwoHexBridgeColumn checks a Column's crossing [L581]: its whole MA
// (4 + 2 [L519]), the Column kept.
func TestTwoHexBridgeColumn(t *testing.T) {
	w := moveWorld(t)
	u0 := hex.Two(w.hx("1015"), north)
	u0.Column = true
	// The bridge next to the column's head, off its axis; the far
	// footprint two hexes that way.
	var bridge hex.Hex
	var over hex.Unit
	found := false
	for d := hex.Dir(0); d < 6 && !found; d++ {
		b := u0.L.Neighbor(d)
		o := u0.Translate(d).Translate(d)
		if !u0.Occupies(b) && !o.Occupies(b) && !o.Occupies(u0.L) && !o.Occupies(u0.R) {
			bridge, over, found = b, o, true
		}
	}
	if !found {
		t.Fatal("no direction for the test's bridge")
	}
	w.terrain("bridge", w.m.Label(bridge))
	w.two("u", 0, "1015", north, true, nil)
	w.wc("wc", 0, 1, "1015", charts.MakeReady)
	s := w.setup("wc")
	n, evs := apply(t, *s, w.move(s, "u", over))
	u := mustUnit(t, &n, "u")
	if got := int(n.Used[u.Bases[0]]); got != 6 || formationOf(u) != Column || w.at(&n, "u") != over {
		t.Errorf("used %d MP, formation %s, at %+v; want 6, Column, %+v [L519], [L581]\n%s", got, formationOf(u), w.at(&n, "u"), over, logText(evs))
	}
}

// TestTwoHexBridgeSide checks the crossing of a bridge hexside [L581]:
// the line's step whose right half crosses it is the crossing, with its
// whole MA and Formation Broken after; two hexes ahead with no bridge
// between is no step.
func TestTwoHexBridgeSide(t *testing.T) {
	w := moveWorld(t)
	u0 := hex.Two(w.hx("1015"), north)
	ahead := fwd(u0, 0)
	w.hexside(w.m.Label(u0.R), w.m.Label(ahead.R), "bridge", "", "")
	w.two("u", 0, "1015", north, false, nil)
	w.wc("wc", 0, 1, "1015", charts.MakeReady)
	s := w.setup("wc")
	n, evs := apply(t, *s, w.move(s, "u", ahead))
	u := mustUnit(t, &n, "u")
	if got := int(n.Used[u.Bases[0]]); got != 4 || formationOf(u) != Broken {
		t.Errorf("used %d MP, formation %s; want 4, Formation Broken [L581]\n%s", got, formationOf(u), logText(evs))
	}
	// No bridge two hexes ahead: no crossing, no step [L539].
	w2 := moveWorld(t)
	w2.two("u", 0, "1015", north, false, nil)
	w2.wc("wc", 0, 1, "1015", charts.MakeReady)
	s2 := w2.setup("wc")
	mustErr(t, (Rules{}).Check(s2, w2.move(s2, "u", fwd(fwd(u0, 0), 0))), "not-front")
}

// TestTwoHexBridgeOffers checks the crossing's button (no rule, the move
// Check accepts [L581]): named by the unit's name and the hexes it ends
// on, and pressing it crosses.
func TestTwoHexBridgeOffers(t *testing.T) {
	w, s, over := bridgeWorld(t, "", charts.MakeReady, func(w *world, _ hex.Unit) {
		for i := range w.s.Units {
			if w.s.Units[i].ID == "u" {
				w.s.Units[i].Name = "Newcastle's Whitecoats"
			}
		}
	})
	var crossing []rules.Offer
	for _, o := range (Rules{}).Offers(s, 0, []string{"u.1"}) {
		if strings.HasPrefix(o.Label, "Cross the bridge") {
			crossing = append(crossing, o)
		}
	}
	// Its right half opposite its start's across the bridge, or its left
	// half there, the right one hex farther along: either ends with a
	// half next to the bridge [L581].
	shifted := hex.Two(over.R, over.F)
	want := []string{
		"Cross the bridge: Newcastle's Whitecoats to " + w.m.Label(over.L) + " and " + w.m.Label(over.R) + " — its whole MA",
		"Cross the bridge: Newcastle's Whitecoats to " + w.m.Label(shifted.L) + " and " + w.m.Label(shifted.R) + " — its whole MA",
	}
	if len(crossing) != 2 || crossing[0].Label != want[0] || crossing[1].Label != want[1] || crossing[0].Disabled != "" {
		t.Fatalf("crossing offers %+v, want %q", crossing, want)
	}
	n, _ := apply(t, *s, crossing[0].Action)
	if at := w.at(&n, "u"); at != over || formationOf(mustUnit(t, &n, "u")) != Broken {
		t.Errorf("pressed: at %+v, %s; want %+v, Formation Broken [L581]", at, formationOf(mustUnit(t, &n, "u")), over)
	}
	// A 1-hex unit has none.
	w1 := moveWorld(t)
	w1.one("c", Cavalry, 0, "1015", north, nil)
	w1.wc("wc", 0, 1, "1015", charts.MakeReady)
	w1.terrain("bridge", w1.m.Label(fwd(hex.One(w1.hx("1015"), north), 0).L))
	s1 := w1.setup("wc")
	for _, o := range (Rules{}).Offers(s1, 0, []string{"c.1"}) {
		if strings.HasPrefix(o.Label, "Cross the bridge") {
			t.Errorf("offer %q for a 1-hex unit", o.Label)
		}
	}
}
