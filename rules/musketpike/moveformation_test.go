package musketpike

import (
	"strings"
	"testing"

	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// TestFormationHits checks the formation hits of movement (7.3 [L561-L573]):
// E9, cavalry down a steep slope and over a stream takes two hits and stops
// Formation Broken [L569]; E8, heavy infantry coming down a height and over
// a stream is Broken while Open Order takes none [L505]; a Shaken unit is
// Broken by one hit and stops [L565]; Column takes none [L519]; a 2-hex
// unit is hit when one half enters hit-giving terrain [L573].
func TestFormationHits(t *testing.T) {
	cases := []struct {
		name      string
		typ       string
		two       bool
		formation string
		steps     int // steps up the table from 1015: the slope is crossed first, then the stream
		code      string
		hits      int
		after     string
	}{
		{"E9: cavalry down the steep slope and over the stream: 2 hits, Broken [L569]", Cavalry, false, "", 2, "", 2, Broken},
		{"E9: and it must stop at once [L565]", Cavalry, false, "", 3, "stopped", 0, ""},
		{"E8: heavy infantry down the slope and over the stream: Broken [L505]", HeavyInfantry, false, "", 2, "", 2, Broken},
		{"E8: Open Order takes no hit from movement [L499], [L505]", HeavyInfantry, false, Open, 2, "", 0, Open},
		{"a Shaken unit is Broken by one hit and stops [L565]", Cavalry, false, Shaken, 2, "stopped", 0, ""},
		{"Column takes no hit from movement [L519]", Cavalry, false, Column, 3, "", 0, Column},
		{"light infantry takes no hit from the stream (TEC)", LightInfantry, false, "", 2, "", 0, Normal},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := moveWorld(t)
			u0 := hex.One(w.hx("1015"), north)
			path := walk(u0, 3)
			// 1015 is on the height; the steep slope runs down into the first
			// hex ahead, the stream between it and the second.
			w.hexside("1015", w.m.Label(path[0].L), "", "steep", "1015")
			w.hexside(w.m.Label(path[0].L), w.m.Label(path[1].L), "stream", "", "")
			w.one("u", c.typ, 0, "1015", north, nil)
			w.s.Units[len(w.s.Units)-1].Formation = c.formation
			w.wc("wc", 0, 1, "1015", charts.MakeReady)
			s := w.setup("wc")
			a := w.move(s, "u", path[:c.steps]...)
			err := (Rules{}).Check(s, a)
			if c.code != "" {
				mustErr(t, err, c.code)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			next, evs := apply(t, *s, a)
			u, _ := next.Unit("u")
			if formationOf(u) != c.after {
				t.Errorf("formation %q after the move, want %q\n%s", formationOf(u), c.after, logText(evs))
			}
			hits := 0
			for _, f := range evs[0].Facts {
				if f.Name == "formation-hits" {
					hits = f.Value
				}
			}
			if hits != c.hits {
				t.Errorf("%d formation hits, want %d\n%s", hits, c.hits, logText(evs))
			}
			if c.after == Broken && u.Status[stMove] != moveClosed {
				t.Errorf("a unit made Formation Broken must stop: move status %d", u.Status[stMove])
			}
		})
	}
}

// TestTwoHexFormationHit checks 7.3.2 [L573]: if one half of a 2-hex unit
// enters hit-giving terrain while the other stays in clear, the whole unit
// takes the hit.
func TestTwoHexFormationHit(t *testing.T) {
	w := moveWorld(t)
	u0 := hex.Two(w.hx("1015"), north)
	ahead := fwd(u0, 0)
	w.terrain("woods", w.m.Label(ahead.R))
	w.two("u", 0, "1015", north, false, nil)
	w.wc("wc", 0, 1, "1015", charts.MakeReady)
	s := w.setup("wc")
	next, evs := apply(t, *s, w.move(s, "u", ahead))
	u, _ := next.Unit("u")
	if formationOf(u) != Shaken {
		t.Errorf("formation %q, want shaken\n%s", formationOf(u), logText(evs))
	}
}

// TestMASnapshot checks 7.9 [L563]: the MA is fixed when the unit begins
// to move; a formation hit during the move halves nothing until the move
// ends, so a cavalry unit made Shaken on its first hex still has its 8 MP.
func TestMASnapshot(t *testing.T) {
	w := moveWorld(t)
	u0 := hex.One(w.hx("1015"), north)
	path := walk(u0, 8)
	w.hexside("1015", w.m.Label(path[0].L), "stream", "", "")
	w.one("u", Cavalry, 0, "1015", north, nil)
	w.wc("wc", 0, 1, "1015", charts.MakeReady)
	s := w.setup("wc")
	// The first hex costs the stream too: 2 MP, and a hit.
	first := w.move(s, "u", path[0])
	next, _ := apply(t, *s, first)
	u, _ := next.Unit("u")
	if formationOf(u) != Shaken {
		t.Fatalf("formation %q after the stream, want shaken", formationOf(u))
	}
	rest := w.move(&next, "u", path[1:7]...) // 6 more MP: 8 in all, the snapshot
	if err := (Rules{}).Check(&next, rest); err != nil {
		t.Fatalf("the MA fixed at the start is 8 [L563]: %v", err)
	}
	if tape := (Rules{}).Measure(&next, rest.Moves[0]); tape.Used != 2 || tape.Move != 6 || tape.Allowance != 8 {
		t.Errorf("tape %+v, want 2 used + 6 of 8", tape)
	}
	mustErr(t, (Rules{}).Check(&next, w.move(&next, "u", path[1:8]...)), "allowance")
}

// TestOneAtATime checks 7.1.1 [L537]: units move one at a time; a unit
// that another has moved after may not move again this activation.
func TestOneAtATime(t *testing.T) {
	w := moveWorld(t)
	w.one("a", Cavalry, 0, "1015", north, nil)
	w.one("b", Cavalry, 0, "1215", north, nil)
	w.wc("wc", 0, 1, "1015", charts.MakeReady)
	s := w.setup("wc")
	n1, _ := apply(t, *s, w.move(s, "a", walk(w.at(s, "a"), 1)...))
	if err := (Rules{}).Check(&n1, w.move(&n1, "a", walk(w.at(&n1, "a"), 1)...)); err != nil {
		t.Fatalf("a unit goes on with its move: %v", err)
	}
	n2, _ := apply(t, n1, w.move(&n1, "b", walk(w.at(&n1, "b"), 1)...))
	mustErr(t, (Rules{}).Check(&n2, w.move(&n2, "a", walk(w.at(&n2, "a"), 1)...)), "moved")
}

// TestBridge checks 7.3.5 [L579-L581]: a unit crosses a bridge in one
// move and never ends on it.
func TestBridge(t *testing.T) {
	w := moveWorld(t)
	u0 := hex.One(w.hx("1015"), north)
	path := walk(u0, 2)
	w.terrain("bridge", w.m.Label(path[0].L))
	w.one("u", Cavalry, 0, "1015", north, nil)
	w.wc("wc", 0, 1, "1015", charts.MakeReady)
	s := w.setup("wc")
	mustErr(t, (Rules{}).Check(s, w.move(s, "u", path[0])), "bridge")
	if err := (Rules{}).Check(s, w.move(s, "u", path...)); err != nil {
		t.Fatalf("over the bridge and off it: %v", err)
	}
}

// TestMoveEvent checks the log of a move: the unit's name, the MP spent and
// the facts.
func TestMoveEvent(t *testing.T) {
	w := moveWorld(t)
	w.one("u", Cavalry, 0, "1015", north, nil)
	w.s.Units[len(w.s.Units)-1].Name = "Rupert's Horse"
	w.wc("wc", 0, 1, "1015", charts.MakeReady)
	s := w.setup("wc")
	next, evs := apply(t, *s, w.move(s, "u", walk(w.at(s, "u"), 3)...))
	if len(evs) != 1 || !strings.HasPrefix(evs[0].Text, "Rupert's Horse moved, 3 MP (3 of 8 used)") {
		t.Fatalf("event %q, want Rupert's Horse moved, 3 MP (3 of 8 used)", logText(evs))
	}
	if next.Used["u.1"] != 3 {
		t.Errorf("Used = %v, want 3 MP", next.Used["u.1"])
	}
	want := map[string]int{"mp": 3, "used": 3, "ma": 8}
	for _, f := range evs[0].Facts {
		if v, ok := want[f.Name]; ok && v != f.Value {
			t.Errorf("fact %s = %d, want %d", f.Name, f.Value, v)
		}
		delete(want, f.Name)
	}
	if len(want) > 0 {
		t.Errorf("missing facts %v", want)
	}
	if got := w.at(&next, "u"); got != walk(w.at(s, "u"), 3)[2] {
		t.Errorf("ended at %v", got)
	}
}

// TestHedgeExample checks E11 [L591]: crossing the hedge gives the
// cavalry a formation hit and the musketeers none.
func TestHedgeExample(t *testing.T) {
	for _, c := range []struct {
		typ  string
		want string
	}{{Cavalry, Shaken}, {LightInfantry, Normal}} {
		w := moveWorld(t)
		u0 := hex.One(w.hx("1015"), north)
		w.hexside("1015", w.m.Label(fwd(u0, 1).L), "hedge", "", "")
		w.one("u", c.typ, 0, "1015", north, nil)
		w.wc("wc", 0, 1, "1015", charts.MakeReady)
		s := w.setup("wc")
		next, evs := apply(t, *s, w.move(s, "u", fwd(u0, 1), turn(fwd(u0, 1), 1)))
		if u, _ := next.Unit("u"); formationOf(u) != c.want {
			t.Errorf("%s over the hedge: %s, want %s\n%s", c.typ, formationOf(u), c.want, logText(evs))
		}
	}
}
