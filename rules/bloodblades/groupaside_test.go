package bloodblades

import (
	"math"
	"testing"
)

// TestGroupShiftsFriendsAside is [L1480] in group moves: each base of a
// group passing through a friend may shift other friends aside to make
// room beyond it, by just the distance needed, and the shifts keep clear
// of every base of the group.
//
// Blue Irr Ps(O) m1 (60, 60) and m2 (64, 60), a group facing north, go
// straight ahead through Reg Sp(O) f1 (60, 55) and f2 (64, 55) to end
// 0.1 cm beyond them (y 53.15: m1 on x 58-62, m2 on x 62-66). Reg Pk(I),
// which Ps do not pass through [L1472], stand on the landings.
func TestGroupShiftsFriendsAside(t *testing.T) {
	for _, c := range []struct {
		name  string
		world func(w *world)
		want  string             // Check's code
		why   string             // in the refusal
		at    map[string]float64 // unit -> x after the move (y 52.5)
		n     int                // "shifted" events
	}{
		{name: "g on m2's landing shifts 3 cm right [L1480]",
			world: func(w *world) { w.unit("g", 0, "Reg Pk(I)", 65, 52.5, north) }, at: map[string]float64{"g": 68}, n: 1},
		{name: "g on m1's landing: right is m2's landing, so 5 cm left [L1480]",
			world: func(w *world) { w.unit("g", 0, "Reg Pk(I)", 61, 52.5, north) }, at: map[string]float64{"g": 56}, n: 1},
		{name: "g and h on both landings: g left, h right [L1480]",
			world: func(w *world) {
				w.unit("g", 0, "Reg Pk(I)", 61, 52.5, north).unit("h", 0, "Reg Pk(I)", 65, 52.5, north)
			}, at: map[string]float64{"g": 56, "h": 68}, n: 2},
		{name: "g on m1's landing, an enemy on the left: no room [L1480]",
			world: func(w *world) {
				w.unit("g", 0, "Reg Pk(I)", 61, 52.5, north).unit("e", 1, "Reg Sp(O)", 53, 52.5, south)
			}, want: "blocked", why: "cannot be shifted aside to make room [L1480]"},
		{name: "g on m1's landing is an El: never shifted [L1480]",
			world: func(w *world) { w.unit("g", 0, "Irr El(O)", 61, 52.5, north) }, want: "blocked", why: "never shifted aside [L1480]"},
	} {
		w := newWorld().set("el-move", "4/2/1").
			unit("m1", 0, "Irr Ps(O)", 60, 60, north).unit("m2", 0, "Irr Ps(O)", 64, 60, north).
			unit("f1", 0, "Reg Sp(O)", 60, 55, north).unit("f2", 0, "Reg Sp(O)", 64, 55, north)
		c.world(w)
		s := w.ready(t, 6)
		a := GroupAhead(&s, 0, ids("m1", "m2"), 60-53.15)
		err := Rules{}.Check(&s, a)
		if got := code(err); got != c.want || !has(msg(err), c.why) {
			t.Errorf("%s: Check = %q (%v), want %q with %q", c.name, got, err, c.want, c.why)
			continue
		}
		if c.want != "" {
			continue
		}
		n, evs := apply(t, s, a)
		shifts := 0
		for _, e := range evs {
			if e.Kind == "shifted" && has(e.Text, "[L1480]") {
				shifts++
			}
		}
		if shifts != c.n {
			t.Errorf("%s: %d shift events, want %d: %+v", c.name, shifts, c.n, evs)
		}
		for id, x := range c.at {
			if got := base(&n, id).Shape.Center; math.Abs(got.X-x) > 1e-6 || math.Abs(got.Y-52.5) > 1e-9 {
				t.Errorf("%s: %s at %v, want (%g, 52.5)", c.name, id, got, x)
			}
		}
		for _, id := range []string{"m1", "m2"} {
			if got := base(&n, id).Shape.Center.Y; math.Abs(got-53.15) > 1e-6 {
				t.Errorf("%s: %s ended at y %g, want 53.15", c.name, id, got)
			}
		}
	}
}
