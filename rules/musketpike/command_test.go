package musketpike

import (
	"testing"

	"plateau/rules/musketpike/charts"
)

// TestLOC checks the line of communication (5.4.2 [L368], P19, A8): 2
// hexes for infantry, 3 for cavalry, chained through units of the wing,
// never through an enemy unit's hex.
func TestLOC(t *testing.T) {
	cases := []struct {
		name string
		typ  string
		at   string // the unit's hex; the wing commander is in 1010
		link string // a unit of the wing, or ""
		foe  []string
		out  bool
	}{
		{"heavy infantry 2 hexes from its commander [L368]", HeavyInfantry, "1012", "", nil, false},
		{"heavy infantry 3 hexes away [L368]", HeavyInfantry, "1013", "", nil, true},
		{"cavalry 3 hexes away [L368]", Cavalry, "1013", "", nil, false},
		{"cavalry 4 hexes away [L368]", Cavalry, "1014", "", nil, true},
		{"through a unit of the wing [L368]", HeavyInfantry, "1014", "1012", nil, false},
		{"not through enemy units [L368]", HeavyInfantry, "1012", "", []string{"1011", "0911", "1111"}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := moveWorld(t)
			w.one("wcfoot", HeavyInfantry, 0, "1010", north, nil)
			w.wc("wc", 0, 1, "1010", charts.MakeReady)
			w.one("u", c.typ, 0, c.at, north, nil)
			if c.link != "" {
				w.one("link", HeavyInfantry, 0, c.link, north, nil)
			}
			for i, f := range c.foe {
				w.one("foe"+string(rune('a'+i)), LightInfantry, 1, f, south, nil)
			}
			s := w.setup("wc")
			u, _ := s.Unit("u")
			if got := u.Status[stOut] == 1; got != c.out {
				t.Errorf("out of command = %v, want %v", got, c.out)
			}
		})
	}
}

// TestOutOfCommandMove checks 5.4.3 [L376-L378]: an out-of-command unit
// must move to regain command as fast as possible (read: every hex it
// enters brings it closer to its commander until it is back in command,
// then it moves freely), and may not move at all when its commander is
// off the map.
func TestOutOfCommandMove(t *testing.T) {
	w := moveWorld(t)
	w.one("wcfoot", HeavyInfantry, 0, "1010", north, nil)
	w.wc("wc", 0, 1, "1010", charts.MakeReady)
	w.one("u", Cavalry, 0, "1015", north, nil)
	s := w.setup("wc")
	if u, _ := s.Unit("u"); u.Status[stOut] != 1 {
		t.Fatal("the cavalry 5 hexes away should be out of command")
	}
	at := w.at(s, "u")
	// About-face and step away from the commander: refused.
	away := turn(at, 3)
	mustErr(t, (Rules{}).Check(s, w.move(s, "u", away, fwd(away, 0))), "out-of-command")
	// Two hexes toward the commander bring it within 3: then it is free,
	// and may turn and go back the way it came with its remaining MP.
	toward := walk(at, 2)
	free := append(toward, turn(toward[1], 1), turn(toward[1], 2), turn(toward[1], 3))
	if err := (Rules{}).Check(s, w.move(s, "u", free...)); err != nil {
		t.Fatalf("back in command it moves freely [L378]: %v", err)
	}
	// With the commander off the table, it may not move at all [L376].
	off := s.Clone()
	wc, _ := off.Unit("wc")
	wc.Bases = nil
	if i := off.Table.BaseIndex("wc.1"); i >= 0 {
		off.Table.Bases = append(off.Table.Bases[:i:i], off.Table.Bases[i+1:]...)
	}
	mustErr(t, (Rules{}).Check(&off, w.move(&off, "u", toward[0])), "out-of-command")
}
