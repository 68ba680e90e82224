package control_test

import (
	"math"
	"strings"
	"testing"
	"time"

	"plateau/game"
	"plateau/game/control"
	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/table"
)

// hexPlayer plays a sandbox battle on a flat-top map of 4 cm hexes: a 1-hex
// counter "scouts" in 0303 facing V0 (with leader, a general's marker on it) and a 2-hex counter "pikes" on
// 0605-0705 (its left half first) facing V2.
func hexPlayer(t *testing.T, leader bool) (*player, *hex.Map) {
	t.Helper()
	spec := &hex.Spec{Orientation: "flat", Size: 4, Origin: geom.V(4, 4), Cols: 12, Rows: 9, Parity: "odd-q"}
	m, err := spec.Build(hex.Flags{})
	if err != nil {
		t.Fatal(err)
	}
	l := m.Layout
	counter := func(id, unit string, u hex.Unit) table.Base {
		w, d := hex.CounterSize(l.Size, u.Two, u.Column)
		p := l.Pose(u)
		return table.Base{ID: id, Unit: unit, Shape: geom.Rect{Center: p.Pos, Facing: p.Facing, Width: w, Depth: d}}
	}
	pikes, err := hex.Domino(m.MustLabel("0605"), m.MustLabel("0705"), 2)
	if err != nil {
		t.Fatal(err)
	}
	st := rules.State{
		Ruleset: "sandbox",
		Table: table.Table{Width: 60, Height: 50, Hexes: spec, Bases: []table.Base{
			counter("scouts.1", "scouts", hex.One(m.MustLabel("0303"), 0)),
			counter("pikes.1", "pikes", pikes),
		}},
		Sides: []rules.Side{{ID: "blue", Name: "Blue", Colour: "#3050c0"}},
		Units: []rules.Unit{
			{ID: "scouts", Name: "Scouts", Type: "cavalry", Bases: []string{"scouts.1"}},
			{ID: "pikes", Name: "Pikes", Type: "infantry", Bases: []string{"pikes.1"}},
		},
		Turn: 1,
	}
	if leader { // a general's round marker on the scouts' hex
		c := l.Centre(m.MustLabel("0303"))
		st.Table.Bases = append(st.Table.Bases, table.Base{ID: "general.1", Unit: "general", Round: true, Shape: geom.Rect{Center: c, Width: 1.5, Depth: 1.5}})
		st.Units = append(st.Units, rules.Unit{ID: "general", Name: "General", Type: "commander", Bases: []string{"general.1"}})
	}
	gm, err := game.New(&scenario.Scenario{Name: "hexes", Title: "Hexes", State: st}, 1)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlayer(t)
	p.m = gm
	p.c = control.New(gm, p.cfg)
	return p, m
}

// hexesOf reads the path of the drag in progress as the hexes the counter
// holds at each pose, or fails on a pose off the grid.
func hexesOf(t *testing.T, p *player, m *hex.Map, two bool) []hex.Unit {
	t.Helper()
	d := p.c.Drag()
	if d == nil || len(d.Action.Moves) != 1 {
		t.Fatalf("Drag() = %+v, want a drag of one counter", d)
	}
	var out []hex.Unit
	path := d.Action.Moves[0].Path
	for i, pose := range path {
		u, ok := m.Layout.UnitAt(pose, two, false)
		if !ok {
			t.Fatalf("pose %d of %d, %+v, is off the grid", i, len(path), pose)
		}
		if i > 0 && i == len(path)-1 && len(out) > 0 && u == out[len(out)-1] {
			continue // a standstill's repeated pose
		}
		out = append(out, u)
	}
	return out
}

func hexLabels(m *hex.Map, us []hex.Unit) []string {
	var out []string
	for _, u := range us {
		out = append(out, m.Label(u.L))
	}
	return out
}

// TestHexDragTracesThePath: the counter goes from hex to hex as the pointer
// enters them, one step a hex (so the ruleset can cost each), and going back
// into the hex it came from takes the step back (issue 13 part 2).
func TestHexDragTracesThePath(t *testing.T) {
	p, m := hexPlayer(t, false)
	c := func(label string) geom.Vec { return m.Layout.Centre(m.MustLabel(label)) }
	start := c("0303")
	p.moveTo(start.X+0.5, start.Y) // grab off the centre: the counter still snaps to centres
	p.down()
	for _, l := range []string{"0403", "0503", "0603"} {
		to := c(l)
		p.moveTo(to.X+0.3, to.Y-0.2)
	}
	if got, want := hexLabels(m, hexesOf(t, p, m, false)), []string{"0303", "0403", "0503", "0603"}; !equal(got, want) {
		t.Fatalf("traced 0403, 0503, 0603: path = %v, want %v", got, want)
	}
	back := c("0503")
	p.moveTo(back.X, back.Y)
	if got, want := hexLabels(m, hexesOf(t, p, m, false)), []string{"0303", "0403", "0503"}; !equal(got, want) {
		t.Fatalf("back into 0503: path = %v, want %v", got, want)
	}
	// A pointer flung two hexes on is filled in one hex at a time.
	far := c("0703")
	p.moveTo(far.X, far.Y)
	path := hexesOf(t, p, m, false)
	for i := 1; i < len(path); i++ {
		if hex.Dist(path[i-1].L, path[i].L) != 1 {
			t.Fatalf("flung to 0703: path %v has a jump between steps %d and %d", hexLabels(m, path), i-1, i)
		}
	}
	if got := m.Label(path[len(path)-1].L); got != "0703" {
		t.Fatalf("flung to 0703: path ends at %s", got)
	}
	p.up()
	b := p.base("scouts.1")
	if !b.Center.Near(far) {
		t.Fatalf("released in 0703: counter at %v, want the hex centre %v", b.Center, far)
	}
}

// TestHexDragTurnsByVertices: Q and E turn a counter a vertex (60°) about
// its hex; E right after Q takes the turn back rather than adding one.
func TestHexDragTurnsByVertices(t *testing.T) {
	p, m := hexPlayer(t, false)
	start := m.Layout.Centre(m.MustLabel("0303"))
	p.moveTo(start.X, start.Y)
	p.down()
	p.moveTo(start.X+0.6, start.Y) // start the drag, within the hex
	p.key(control.KeyQ, 0)
	path := hexesOf(t, p, m, false)
	if len(path) != 2 || path[1].L != path[0].L || path[1].F != 1 {
		t.Fatalf("Q: path = %+v, want a turn in place to V1 (Q turns counter-clockwise)", path)
	}
	p.key(control.KeyE, 0)
	if d := p.c.Drag(); d.Moved() {
		t.Fatalf("Q then E: the drag still moves: %+v", d.Action.Moves[0].Path)
	}
	p.in.Wheel = -1
	p.frame()
	path = hexesOf(t, p, m, false)
	if len(path) != 2 || path[1].F != 5 {
		t.Fatalf("a wheel notch down: path = %+v, want a turn to V5 (as E)", path)
	}
}

// TestHexDragPivotsTwoHexCounters: Q on a 2-hex counter turns it about the
// half the pointer holds (the pivot, M&P §7.3 [L457]); Shift+Q turns it
// about its centre (the countermarch [L463]) and the pointer, still on the
// counter, does not drag it on.
func TestHexDragPivotsTwoHexCounters(t *testing.T) {
	p, m := hexPlayer(t, false)
	left := m.MustLabel("0605")
	at := m.Layout.Centre(left)
	p.moveTo(at.X, at.Y)
	p.down()
	p.moveTo(at.X+0.6, at.Y) // start the drag, within the hex
	p.key(control.KeyQ, 0)
	path := hexesOf(t, p, m, true)
	if len(path) != 2 || !path[1].Occupies(left) || path[1].F != 3 {
		t.Fatalf("Q holding the left half: path = %+v, want a pivot on 0605 to V3", path)
	}
	p.key(control.KeyE, 0) // back
	p.key(control.KeyQ, control.Shift)
	p.moveTo(at.X+0.1, at.Y) // the pointer moves within its hex
	path = hexesOf(t, p, m, true)
	if len(path) != 2 {
		t.Fatalf("Shift+Q: path = %+v, want one about-face", path)
	}
	from, to := path[0], path[1]
	if to.F != from.F.Turn(3) || !to.Occupies(from.L) || !to.Occupies(from.R) {
		t.Fatalf("Shift+Q: %+v -> %+v, want the same two hexes facing the other way", from, to)
	}
	if got := p.c.Drag().Action.Moves[0].Path.End().Facing - p.base("pikes.1").Facing; math.Abs(math.Abs(got)-math.Pi) > 1e-9 {
		t.Fatalf("Shift+Q turned the counter by %.3f rad, want π", got)
	}
}

// TestStackIsBrowsable: a click on a stack selects its top counter, a click
// on the selected counter selects the next one down and names the stack,
// and a drag from the stack moves the selected counter, not the top one
// (issue 13 part 2: "stacks shown and browsable").
func TestStackIsBrowsable(t *testing.T) {
	p, m := hexPlayer(t, true)
	c := m.Layout.Centre(m.MustLabel("0303"))
	p.click(c.X, c.Y)
	if got := p.c.Selected(); len(got) != 1 || got[0] != "general.1" {
		t.Fatalf("a click on the stack selects %v, want the general on top", got)
	}
	p.in.Time += time.Second // not a double click
	p.click(c.X, c.Y)
	if got := p.c.Selected(); len(got) != 1 || got[0] != "scouts.1" {
		t.Fatalf("a second click selects %v, want the scouts below", got)
	}
	if msg := p.c.Message().Text; !strings.Contains(msg, "General") || !strings.Contains(msg, "[Scouts") {
		t.Errorf("the message %q does not list the stack with the scouts selected", msg)
	}
	p.in.Time += time.Second
	p.click(c.X, c.Y)
	if got := p.c.Selected(); len(got) != 1 || got[0] != "general.1" {
		t.Fatalf("a third click selects %v, want the general again", got)
	}
	p.in.Time += time.Second
	p.click(c.X, c.Y) // the scouts again
	to := m.Layout.Centre(m.MustLabel("0403"))
	p.moveTo(c.X, c.Y)
	p.down()
	p.moveTo(to.X, to.Y)
	if d := p.c.Drag(); d == nil || d.Action.Moves[0].Base != "scouts.1" {
		t.Fatalf("dragging from the stack with the scouts selected: %+v, want the scouts moving", d)
	}
	p.up()
	if b := p.base("scouts.1"); !b.Center.Near(to) {
		t.Errorf("the scouts ended at %v, want 0403's centre %v", b.Center, to)
	}
	if b := p.base("general.1"); !b.Center.Near(c) {
		t.Errorf("the general moved to %v; only the scouts were dragged", b.Center)
	}
}
