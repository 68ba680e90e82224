package bloodblades

import (
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// The move check runs every frame while a player drags a base or a
// group, so it must stay cheap with hundreds of bases on the table: these
// benchmarks check the moves of a drag of a zocced base and of a zocced
// group [L1402], frame after frame (the first frame fills the memos of
// zocmemo.go), on a table crowded with 100 bases a side besides.

// crowd adds n one-base units a side in lines of four, flank to flank
// (groups, G19), 1 cm between lines: blue facing north from y 56, red
// facing south up to y 20, far from the bases the benchmarks move.
func (w *world) crowd(n int) *world {
	for side, y0 := range []float64{57, 19} {
		bearing, dy, name := north, 3.0, "b"
		if side == 1 {
			bearing, dy, name = south, -3, "r"
		}
		for i := range n {
			line, k := i/4, i%4
			x := 6 + float64(line%6)*17 + float64(k)*4
			y := y0 + float64(line/6)*dy
			w.unit(name+string(rune('a'+line))+string(rune('a'+k)), side, "Reg Ax(O)", x, y, bearing)
		}
	}
	return w
}

// crowded is s with crowd(n)'s units added.
func crowded(s rules.State, n int) rules.State {
	w := &world{s: s.Clone()}
	return w.crowd(n).s
}

// drag checks each of frames in turn, as a window does while the move is
// dragged, each with the codes want, and measures its moves.
func drag(b *testing.B, s *rules.State, frames []rules.Action, want []string) {
	b.Helper()
	r := Rules{}
	for i, a := range frames {
		if got := code(r.Check(s, a)); got != want[i] {
			b.Fatalf("frame %d: Check = %q, want %q", i, got, want[i])
		}
	}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		a := frames[i%len(frames)]
		_ = r.Check(s, a)
		for _, mv := range a.Moves {
			_ = r.Measure(s, mv)
		}
	}
}

// zocBaseFrames are frames of a drag of zocTurnWorld's a (in a group, so
// bound by [L1402]'s least turn, not [L1697]'s alignment): the best
// turning move into z, then 0.5° to 5° more, refused.
func zocBaseFrames(b testing.TB, s *rules.State) ([]rules.Action, []string) {
	c := mustConfig(b, s)
	m, err := readMover(s, 0, "a.1")
	if err != nil {
		b.Fatal(err)
	}
	scan := newTurnScan(c, s, m)
	best, ok := scan.best(true)
	if !ok {
		b.Fatal("no turning move into z")
	}
	var frames []rules.Action
	var want []string
	for d := 0.0; d <= 5; d += 0.5 {
		mv, ok, _ := scan.try(best.pivot, best.aim+geom.Rad(d), m.base.Shape.Pose())
		if !ok || mv.target != "z.1" {
			continue
		}
		frames = append(frames, rules.Action{Kind: rules.KindMove, Side: 0, Moves: []rules.Move{{Base: "a.1", Path: mv.path}}})
		w := "zoc-straightest"
		if d == 0 {
			w = ""
		}
		want = append(want, w)
	}
	return frames, want
}

// zocGroupFrames are frames of a drag of groupZocWorld's group (a, g), a
// zocced by z: straight ahead a sixth to five sixths of the way to the
// first base met (refused: not into close combat [L1397-1402]), then into
// it (allowed), and pivots
// right of 1° to 4° then straight ahead into it (refused: straight ahead
// comes first).
func zocGroupFrames(b testing.TB, s *rules.State) ([]rules.Action, []string) {
	ids := []string{"a.1", "g.1"}
	g, err := prepareGroup(s, GroupAboutFace(s, 0, ids))
	if err != nil {
		b.Fatal(err)
	}
	contact, ok := groupToContact(s, g, false, 0)
	if !ok {
		b.Fatal("the group meets nothing straight ahead")
	}
	p := contact.Moves[0].Path
	d := p[0].Pos.Dist(p.End().Pos)
	var frames []rules.Action
	var want []string
	for k := 1.0; k < 6; k++ {
		frames, want = append(frames, GroupAhead(s, 0, ids, d*k/6)), append(want, "zoc")
	}
	frames, want = append(frames, contact), append(want, "")
	for deg := 1.0; deg <= 4; deg++ {
		a, ok := groupToContact(s, g, false, geom.Rad(deg))
		if !ok {
			b.Fatalf("the group meets nothing pivoting %v°", deg)
		}
		frames, want = append(frames, a), append(want, "zoc-ahead")
	}
	return frames, want
}

// BenchmarkZoccedBaseDrag: the check of a zocced single base's drag,
// every frame (zocTurnWorld, 200 more bases).
func BenchmarkZoccedBaseDrag(b *testing.B) {
	s := crowded(zocTurnWorld(b, true), 100)
	frames, want := zocBaseFrames(b, &s)
	drag(b, &s, frames, want)
}

// BenchmarkZoccedGroupDrag: the check of a zocced group's drag, every
// frame (groupZocWorld, 200 more bases): into its zoccer, and into
// another enemy, a Bg across its way, when no move reaches the zoccer
// (each frame in close combat then asks every manoeuvre into contact
// whether it would reach the zoccer).
func BenchmarkZoccedGroupDrag(b *testing.B) {
	for _, y := range []string{"", "ahead"} {
		b.Run("y="+y, func(b *testing.B) {
			s := crowded(groupZocWorld(b, y), 100)
			frames, want := zocGroupFrames(b, &s)
			drag(b, &s, frames, want)
		})
	}
}

// BenchmarkZoccedFirstCheck: the first check of each of those drags (the
// memos emptied before each), which searches what [L1402] puts first.
func BenchmarkZoccedFirstCheck(b *testing.B) {
	for _, c := range []struct {
		name   string
		world  func(b *testing.B) rules.State
		frames func(b testing.TB, s *rules.State) ([]rules.Action, []string)
	}{
		{"base", func(b *testing.B) rules.State { return zocTurnWorld(b, true) }, zocBaseFrames},
		{"group", func(b *testing.B) rules.State { return groupZocWorld(b, "") }, zocGroupFrames},
		{"group y=ahead", func(b *testing.B) rules.State { return groupZocWorld(b, "ahead") }, zocGroupFrames},
	} {
		b.Run(c.name, func(b *testing.B) {
			s := crowded(c.world(b), 100)
			frames, _ := c.frames(b, &s)
			a := frames[len(frames)-1]
			for b.Loop() {
				forgetZoc()
				_ = Rules{}.Check(&s, a)
			}
		})
	}
}
