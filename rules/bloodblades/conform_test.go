package bloodblades

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// depthOf is the 15 mm depth (cm) of a troop type (Table 5.2).
func depthOf(typ string) float64 {
	return Scales["15mm"].Depth(Troop{Type: typ}.DepthClass())
}

// intoContact is the move of blue's bases ids straight ahead until the
// first enemy is touched: a group move for several bases, a single-base
// move for one.
func intoContact(t *testing.T, s *rules.State, ids ...string) rules.Action {
	t.Helper()
	var bases []string
	for _, id := range ids {
		bases = append(bases, id+".1")
	}
	d := math.Inf(1)
	for _, id := range bases {
		b := mustBase(s, id)
		es := s.Table.Translate(b.Shape, b.Shape.Forward(), 30, table.Filter{SkipBase: func(o *table.Base) bool { return o.Side == b.Side }})
		if len(es) > 0 {
			d = math.Min(d, es[0].At)
		}
	}
	if math.IsInf(d, 1) {
		t.Fatalf("%v meet no enemy straight ahead", ids)
	}
	if len(bases) == 1 {
		return ahead(s, ids[0], d)
	}
	return GroupAhead(s, 0, bases, d)
}

// pose is a base's expected centre and bearing.
type pose struct{ x, y, bearing float64 }

func checkPoses(t *testing.T, s *rules.State, want map[string]pose, log string) {
	t.Helper()
	for id, w := range want {
		b := base(s, id)
		got := pose{b.Shape.Center.X, b.Shape.Center.Y, geom.Bearing(b.Shape.Facing)}
		db := math.Abs(geom.NormAngle(geom.Rad(got.bearing - w.bearing)))
		if math.Abs(got.x-w.x) > 1e-6 || math.Abs(got.y-w.y) > 1e-6 || db > 1e-6 {
			t.Errorf("%s at (%.3f, %.3f) bearing %.2f, want (%.3f, %.3f) bearing %.2f\n%s", id, got.x, got.y, got.bearing, w.x, w.y, w.bearing, log)
		}
	}
}

func logOf(evs []rules.Event) string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Kind+": "+e.Text)
	}
	return strings.Join(out, "\n")
}

// TestConform is the conforming of a contacted base (bnb.md §7.11,
// §12.4 "conform contacted base" [L1685-1695], [L848]). Blue's front
// edges end at y = 40.75, on red's fronts (bases 4 cm wide).
func TestConform(t *testing.T) {
	spY := 40.0 // a red Sp's centre: its front edge at 40.75
	axY := 44.0 // a blue Ax's centre before the move: its front edge at 43
	cases := []struct {
		name  string
		build func(w *world)
		move  []string
		want  map[string]pose
		text  string // in the conform event
	}{{
		// [L1685]: an isolated base contacted on its front edge by a base
		// of a group conforms to it, here to the Ax with the longest
		// contact (3 cm against 1 cm, G5): it shifts 1 cm left.
		name: "isolated base, group [L1685]",
		build: func(w *world) {
			w.unit("ax1", 0, "Reg Ax(O)", 28, axY, north).unit("ax2", 0, "Reg Ax(O)", 32, axY, north)
			w.unit("sp", 1, "Reg Sp(O)", 29, spY, south)
		},
		move: []string{"ax1", "ax2"},
		want: map[string]pose{"sp": {28, spY, 180}},
		text: "conforms to ax1 (Reg Ax(O)): it turns 0° and shifts",
	}, {
		// [L1685] with the base at an angle: it turns square to the Ax
		// whose front corner met its front edge.
		name: "isolated base at an angle [L1685]",
		build: func(w *world) {
			w.unit("ax1", 0, "Reg Ax(O)", 28, axY+4, north).unit("ax2", 0, "Reg Ax(O)", 32, axY+4, north)
			w.unit("sp", 1, "Reg Sp(O)", 32, 39.4, 190)
		},
		move: []string{"ax1", "ax2"},
		// Its front corner at 33.84 is the lowest point: ax2's front
		// stops there, 0.75·cos 10° + 2·sin 10° below its centre.
		want: map[string]pose{"sp": {32, 39.4 + 0.75*math.Cos(geom.Rad(10)) + 2*math.Sin(geom.Rad(10)) - 0.75, 180}},
		text: "conforms to ax2",
	}, {
		// [L1685]: a single base's move makes no isolated base conform.
		name: "single move: no conforming [L1685]",
		build: func(w *world) {
			w.unit("ax1", 0, "Reg Ax(O)", 28, axY, north).unit("sp", 1, "Reg Sp(O)", 29, spY, south)
		},
		move: []string{"ax1"},
		want: map[string]pose{"sp": {29, spY, 180}},
	}, {
		// "If nothing prevents it" [L1685]: a red Bd 0.5 cm to the Sp's
		// left leaves no room; both stay (the Bd, contacted too, would
		// have to stand where the Sp is).
		name: "no room [L1685, L1695]",
		build: func(w *world) {
			w.unit("ax1", 0, "Reg Ax(O)", 28, axY, north).unit("ax2", 0, "Reg Ax(O)", 32, axY, north)
			w.unit("sp", 1, "Reg Sp(O)", 29, spY, south).unit("bd", 1, "Reg Bd(O)", 24.5, spY, south)
		},
		move: []string{"ax1", "ax2"},
		want: map[string]pose{"sp": {29, spY, 180}, "bd": {24.5, spY, 180}},
		text: "cannot conform to ax1 (Reg Ax(O)): sp (Reg Sp(O)) would overlap",
	}, {
		// The table's edge prevents it [L1695, L2724]: the Sp aligns with
		// ax2 (2.5 cm of contact against ax1's 1.5 cm) by a 1.5 cm slide
		// left, which would take its group's other Sp off the table.
		name: "edge of the world [L1695, L2724]",
		build: func(w *world) {
			w.unit("ax1", 0, "Reg Ax(O)", 9, spY+0.75+1, north).unit("ax2", 0, "Reg Ax(O)", 5, axY, north)
			w.unit("sp2", 1, "Reg Sp(O)", 2.5, spY, south).unit("sp", 1, "Reg Sp(O)", 6.5, spY, south)
		},
		move: []string{"ax2"},
		want: map[string]pose{"sp": {6.5, spY, 180}, "sp2": {2.5, spY, 180}},
		text: "sp (Reg Sp(O)) cannot conform to ax2 (Reg Ax(O)): sp2 (Reg Sp(O)) would leave the table",
	}, {
		// Held by a contact elsewhere: a blue base on the Sp's rear
		// edge, 0.5 cm of it, would lose its contact if the Sp shifted
		// 1 cm right to conform.
		name: "in close combat elsewhere",
		build: func(w *world) {
			w.unit("ax1", 0, "Reg Ax(O)", 28, axY, north).unit("ax2", 0, "Reg Ax(O)", 32, axY, north)
			w.unit("sp", 1, "Reg Sp(O)", 31, spY, south)
			w.unit("rear", 0, "Reg Bd(O)", 27.5, spY-0.75-depthOf("Bd")/2, south)
		},
		move: []string{"ax1", "ax2"},
		want: map[string]pose{"sp": {31, spY, 180}},
		text: "it would lose its contact with rear",
	}, {
		// [L1695]: a base contacted on its front edge by two enemy front
		// edges aligns with the one of longest contact (the Ax moved
		// alone, 3 cm of contact); its group follows it.
		name: "two fronts, group follows [L1695]",
		build: func(w *world) {
			w.unit("ax1", 0, "Reg Ax(O)", 28, spY+0.75+1, north).unit("ax2", 0, "Reg Ax(O)", 32, axY, north)
			w.unit("sp", 1, "Reg Sp(O)", 31, spY, south).unit("sp2", 1, "Reg Sp(O)", 35, spY, south)
		},
		move: []string{"ax2"},
		want: map[string]pose{"sp": {32, spY, 180}, "sp2": {36, spY, 180}},
		text: "aligns with ax2 (Reg Ax(O)): it turns 0° and shifts 0.3 MU (1.0 cm) [L1695]; its group of 2 bases follows it",
	}, {
		// [L1687]: a base of a skirmisher group contacted by the fronts
		// of two bases of a group conforms to the first of equal contact
		// and leaves its group; the other Ps, contacted by one front
		// only, stays [L2706].
		name: "skirmisher group split [L1687]",
		build: func(w *world) {
			w.unit("bd1", 0, "Reg Bd(O)", 27, axY, north).unit("bd2", 0, "Reg Bd(O)", 31, axY, north)
			w.unit("ps1", 1, "Reg Ps(O)", 29, 40.75-depthOf("Ps")/2, south).unit("ps2", 1, "Reg Ps(O)", 33, 40.75-depthOf("Ps")/2, south)
		},
		move: []string{"bd1", "bd2"},
		want: map[string]pose{"ps1": {27, 40.75 - depthOf("Ps")/2, 180}, "ps2": {33, 40.75 - depthOf("Ps")/2, 180}},
		text: "ps1 (Reg Ps(O)), contacted on its front edge, conforms to bd1 (Reg Bd(O)): it turns 0° and shifts 0.7 MU (2.0 cm) [L1687]",
	}, {
		// [L1689]: skirmishers attacking with a Ps make a group all of LH
		// conform in no way.
		name: "skirmishers spared [L1689]",
		build: func(w *world) {
			w.unit("ps1", 0, "Reg Ps(O)", 27, axY, north).unit("ps2", 0, "Reg Ps(O)", 31, axY, north)
			w.unit("lh1", 1, "Reg LH(O)", 29, 40.75-depthOf("LH")/2, south).unit("lh2", 1, "Reg LH(O)", 33, 40.75-depthOf("LH")/2, south)
		},
		move: []string{"ps1", "ps2"},
		want: map[string]pose{"lh1": {29, 40.75 - depthOf("LH")/2, 180}, "lh2": {33, 40.75 - depthOf("LH")/2, 180}},
	}, {
		// [L848]: a base crossing a river never conforms.
		name: "wader [L848]",
		build: func(w *world) {
			w.unit("ax1", 0, "Reg Ax(O)", 28, axY, north).unit("ax2", 0, "Reg Ax(O)", 32, axY, north)
			w.unit("sp", 1, "Reg Sp(O)", 29, spY, south)
			w.line("rv", "river", 1.5, geom.V(0, 39.3), geom.V(120, 39.3))
		},
		move: []string{"ax1", "ax2"},
		want: map[string]pose{"sp": {29, spY, 180}},
		text: "never conforms [L848]",
	}}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld().genNear()
			tc.build(w)
			s := w.ready(t, 6)
			n, evs := apply(t, s, intoContact(t, &s, tc.move...))
			log := logOf(evs)
			checkPoses(t, &n, tc.want, log)
			var conf []string
			for _, e := range evs {
				if e.Kind == "conform" {
					conf = append(conf, e.Text)
				}
			}
			if tc.text == "" && len(conf) > 0 || tc.text != "" && !strings.Contains(strings.Join(conf, "\n"), tc.text) {
				t.Errorf("conform events %q, want one with %q\n%s", conf, tc.text, log)
			}
		})
	}
}

// TestConformAfterPursuit: a pursuit (G48 [L2302]) is a single base's
// move, so [L1695] follows it: an enemy it contacts on the front edge
// that a second enemy front already touches aligns with the one it has
// the longest contact with. Blue Irr Bd(O) a destroys red Reg Sp(O) z
// (Bd 4 +1 T5 (y blocks z's recoil) +1 T14 + D6 6 = 12 against Sp 4 +1
// T16 + D6 1 = 6: a large margin [L2209]) and must pursue [L2307] its depth, 1.5 cm, into red y
// standing behind z 1 cm to the right, whose front blue b already
// touches by 0.5 cm: y aligns with a (3 cm of contact), shifting 1 cm.
func TestConformAfterPursuit(t *testing.T) {
	w := newWorld().unit("z", 1, "Reg Sp(O)", 60, 40, south).front("a", "Irr Bd(O)", "z", 0).
		unit("y", 1, "Reg Sp(O)", 61, 38.5, south).unit("b", 0, "Reg Sp(O)", 64.5, 40, north)
	s := w.combat(t)
	n, evs := apply(t, s, rules.Action{Kind: KindFight, Side: 0, Target: "a.1"}, 6, 1)
	log := logOf(evs)
	if _, ok := n.Base("z.1"); ok {
		t.Fatalf("z survived:\n%s", log)
	}
	checkPoses(t, &n, map[string]pose{"a": {60, 40, north}, "y": {60, 38.5, south}, "b": {64.5, 40, north}}, log)
	if !has(log, "aligns with a (Irr Bd(O)): it turns 0° and shifts 0.3 MU (1.0 cm) [L1695]") {
		t.Errorf("no [L1695] alignment after the pursuit:\n%s", log)
	}
	// Without b, a alone contacts y: a single base's move makes no one
	// conform ([L1685] needs a group move).
	s = newWorld().unit("z", 1, "Reg Sp(O)", 60, 40, south).front("a", "Irr Bd(O)", "z", 0).
		unit("y", 1, "Reg Sp(O)", 61, 38.5, south).combat(t)
	n, evs = apply(t, s, rules.Action{Kind: KindFight, Side: 0, Target: "a.1"}, 6, 1)
	checkPoses(t, &n, map[string]pose{"a": {60, 40, north}, "y": {61, 38.5, south}}, logOf(evs))
}
