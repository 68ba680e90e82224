package bloodblades

import (
	"math"
	"slices"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/rulestest"
)

// TestAllowances is D16 [L1437, L1430, L1435] and E6 [L846]: allowances by
// type, grade and the worst terrain touched, read from Measure.
func TestAllowances(t *testing.T) {
	riverAt := func(width float64) func(w *world) {
		return func(w *world) { w.line("rv", "river", width, geom.V(0, 55), geom.V(120, 55)) }
	}
	for _, c := range []struct {
		name  string
		troop string
		world func(w *world)
		step  float64 // cm straight ahead from (60, 60) facing north
		want  float64 // MU
	}{
		{"LH(F) in GGo", "Irr LH(F)", nil, 3, 6},
		{"LH(F) in RGo", "Irr LH(F)", func(w *world) { w.rect("b", "bushes", 50, 40, 70, 65) }, 3, 3},
		{"LH(O) in GGo", "Irr LH(O)", nil, 3, 5},
		{"Bd(F) in DGo", "Irr Bd(F)", func(w *world) { w.rect("wd", "wood", 50, 40, 70, 65) }, 3, 3},
		{"Bd(F) in GGo", "Irr Bd(F)", nil, 3, 3},
		{"Bd(O) in DGo", "Irr Bd(O)", func(w *world) { w.rect("wd", "wood", 50, 40, 70, 65) }, 3, 2},
		{"LH(F) on a road", "Irr LH(F)", func(w *world) { w.line("rd", "road", 2, geom.V(60, 74), geom.V(60, 1)) }, 3, 4},
		{"Bd(O) on a road", "Irr Bd(O)", func(w *world) { w.line("rd", "road", 2, geom.V(60, 74), geom.V(60, 1)) }, 3, 4},
		{"road, off its line", "Irr Bd(O)", func(w *world) { w.line("rd", "road", 2, geom.V(64, 74), geom.V(64, 1)) }, 3, 2},
		{"HCh in DGo", "Reg HCh(O)", func(w *world) { w.rect("wd", "wood", 50, 40, 70, 65) }, 1, 1},
		{"Cm in dunes (own column)", "Irr Cm(O)", func(w *world) { w.rect("d", "dunes", 50, 40, 70, 65) }, 3, 4},
		{"Cv in dunes (A6)", "Irr Cv(O)", func(w *world) { w.rect("d", "dunes", 50, 40, 70, 65) }, 3, 2},
		{"LH(X) on rocky ground", "Irr LH(X)", func(w *world) { w.rect("r", "rocky", 50, 40, 70, 65) }, 3, 2},
		{"Wb(F) into a 1 MU river: RGo, no Fast bonus", "Irr Wb(F)", riverAt(3), 4, 2},
		{"Cv into a 1 MU river (E6: RGo)", "Irr Cv(O)", riverAt(3), 4, 3},
		{"Cv into a 1.5 MU river (E6: DGo)", "Irr Cv(O)", riverAt(4.5), 4, 2},
		{"Wb(F) short of the river", "Irr Wb(F)", riverAt(3), 1, 3},
	} {
		w := newWorld().unit("u", 0, c.troop, 60, 60, north)
		if c.world != nil {
			c.world(w)
		}
		s := w.state(t)
		tape := Rules{}.Measure(&s, ahead(&s, "u", c.step).Moves[0])
		if got := tape.Allowance / tape.PerUnit; math.Abs(got-c.want) > 1e-9 {
			t.Errorf("%s: allowance = %g MU, want %g", c.name, got, c.want)
		}
	}
}

// TestStopBeforeWorseTerrain is D17 [L1449, L1486] for a single base: a Cv
// (4 MU in GGo, 3 in RGo, 2 in DGo) whose front reaches rough going after
// 2 MU may go 1 MU further; after 3 MU in GGo it may not enter it at all.
func TestStopBeforeWorseTerrain(t *testing.T) {
	// The Cv's front edge is at y = 58.5; a feature whose near edge is at
	// 58.5 − 3k is reached after k MU.
	at := func(kind string, mu float64) func(w *world) {
		return func(w *world) { w.rect("f", kind, 40, 20, 80, 58.5-3*mu) }
	}
	for _, c := range []struct {
		name    string
		terrain func(w *world)
		step    float64 // cm
		want    string  // Check's code
	}{
		{"RGo after 2 MU, 3 MU in all", at("rocky", 2), 9, ""},
		{"RGo after 2 MU, 3.3 MU in all", at("rocky", 2), 10, "allowance"},
		{"RGo after 2 MU, stopping at its edge", at("rocky", 2), 6, ""},
		{"RGo after 3 MU, entering it", at("rocky", 3), 10, "terrain"},
		{"RGo after 3 MU, stopping at its edge", at("rocky", 3), 9, ""},
		{"DGo after 2 MU, entering it", at("wood", 2), 7, "terrain"},
		{"DGo after 1.5 MU, 2 MU in all", at("wood", 1.5), 6, ""},
		{"GGo only, 4 MU", nil, 12, ""},
		{"GGo only, 4.1 MU", nil, 12.3, "allowance"},
	} {
		w := newWorld().unit("cv", 0, "Irr Cv(O)", 60, 60, north)
		if c.terrain != nil {
			c.terrain(w)
		}
		s := w.ready(t, 6)
		if got := code(Rules{}.Check(&s, ahead(&s, "cv", c.step))); got != c.want {
			t.Errorf("%s: Check(Cv %g cm ahead) = %q, want %q", c.name, c.step, got, c.want)
		}
	}
}

// TestTravel: the longer front-corner path [L1499], pivots as arcs (A22),
// about-faces free (A21).
func TestTravel(t *testing.T) {
	s := newWorld().unit("sp", 0, "Reg Sp(O)", 60, 60, north).state(t)
	shape := base(&s, "sp").Shape
	for _, c := range []struct {
		name string
		a    rules.Action
		want float64
	}{
		{"straight ahead", ahead(&s, "sp", 5), 5},
		{"straight back", ahead(&s, "sp", -2), 2},
		{"about-face", path(&s, "sp", [3]float64{0, 0, 180}), 0},
		{"about-face then ahead", path(&s, "sp", [3]float64{0, 0, 180}, [3]float64{0, 3, 0}), 3},
		{"pivot 90° on a front corner", wheel(&s, "sp", -90, 0), 4 * math.Pi / 2},
		{"pivot 30° then ahead", wheel(&s, "sp", -30, 2), 4*math.Pi/6 + 2},
	} {
		if got := travel(shape, c.a.Moves[0].Path); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("travel(%s) = %g cm, want %g", c.name, got, c.want)
		}
	}
}

// TestTacticalOrDistant is G29 [L1618, L1626] and A19: distant only when
// every enemy is more than 8 MU away at the start.
func TestTacticalOrDistant(t *testing.T) {
	// Blue Sp's front edge is at y = 59.25; red Sp facing it at y0 has its
	// front edge at y0 + 0.75.
	for _, c := range []struct {
		mu      float64
		distant bool
	}{{2, false}, {4, false}, {6, false}, {8, false}, {8.1, true}, {12, true}} {
		y := 59.25 - 3*c.mu - 0.75
		s := newWorld().unit("sp", 0, "Reg Sp(O)", 60, 60, north).unit("foe", 1, "Reg Sp(O)", 60, y, south).state(t)
		cfg, _ := ConfigOf(s.Settings)
		if got, _, d := classify(cfg, &s, base(&s, "sp")); got != c.distant {
			t.Errorf("enemy %g MU away (measured %g): distant = %v, want %v", c.mu, cfg.InMU(d), got, c.distant)
		}
	}
}

// TestOneTacticalMove is [L1620-1622] and [L1628].
func TestOneTacticalMove(t *testing.T) {
	r := Rules{}
	// An enemy 4 MU away: tactical moves only.
	w := newWorld().unit("sp", 0, "Reg Sp(O)", 60, 60, north).unit("foe", 1, "Reg Sp(O)", 60, 46.5, south)
	s := w.ready(t, 6)
	s1, _ := apply(t, s, ahead(&s, "sp", -1))
	if got := code(r.Check(&s1, ahead(&s1, "sp", -1))); got != "tactical" {
		t.Errorf("second tactical move: Check = %q, want tactical", got)
	}
	// The next period of the same player allows it again.
	s2, _ := apply(t, s1, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	s2, _ = apply(t, s2, rules.Action{Kind: KindRollPIGs, Side: 1}, 3)
	s2, _ = apply(t, s2, rules.Action{Kind: rules.KindEndPhase, Side: 1})
	s2, _ = apply(t, s2, rules.Action{Kind: KindRollPIGs, Side: 0}, 5)
	if err := r.Check(&s2, ahead(&s2, "sp", -1)); err != nil {
		t.Errorf("tactical move in the next period: Check = %v", err)
	}

	// No enemy within 8 MU: several distant moves [L1628].
	s = newWorld().unit("sp", 0, "Reg Sp(O)", 60, 60, north).ready(t, 6)
	s, _ = apply(t, s, ahead(&s, "sp", 6))
	s, _ = apply(t, s, ahead(&s, "sp", 6))
	if u, _ := s.Unit("sp"); u.Status[stDistant] != 2 {
		t.Errorf("after two distant moves: status %v", u.Status)
	}

	// A distant move that ends within 8 MU: no tactical move after it.
	s = newWorld().unit("sp", 0, "Reg Sp(O)", 60, 60, north).unit("foe", 1, "Reg Sp(O)", 60, 33, south).ready(t, 6)
	s, _ = apply(t, s, ahead(&s, "sp", 3)) // 25.5 cm away: distant
	if got := code(r.Check(&s, ahead(&s, "sp", 1))); got != "tactical" {
		t.Errorf("tactical after distant: Check = %q, want tactical", got)
	}
	// A tactical move that ends beyond 8 MU: no distant move after it.
	s = newWorld().unit("sp", 0, "Reg Sp(O)", 60, 60, north).unit("foe", 1, "Reg Sp(O)", 60, 36, south).ready(t, 6)
	s, _ = apply(t, s, ahead(&s, "sp", -4)) // 22.5 cm away: tactical, ends 26.5 away
	if got := code(r.Check(&s, ahead(&s, "sp", -1))); got != "distant" {
		t.Errorf("distant after tactical: Check = %q, want distant", got)
	}
}

// TestZoC is G30 [L1391-1402], A42, A53 and A23 (checked at the start).
func TestZoC(t *testing.T) {
	r := Rules{}
	// Red E faces south, its front edge at y = 40.75: its ZoC is
	// x 58..62, y 40.75..44.75. Blue B (y 43.75..45.25) stands in it.
	zoc := func() *world {
		return newWorld().unit("e", 1, "Reg Bd(O)", 60, 40, south).unit("b", 0, "Reg Bd(O)", 60, 44.5, north)
	}
	s := zoc().ready(t, 6)
	if got := Zoccers(&s, base(&s, "b")); !slices.Equal(got, []string{"e.1"}) {
		t.Errorf("Zoccers(b) = %v, want [e.1]", got)
	}
	for _, c := range []struct {
		name string
		a    rules.Action
		want string
	}{
		{"straight back", ahead(&s, "b", -2), ""},
		{"straight ahead", ahead(&s, "b", -1+2), "zoc"},
		{"about-face", path(&s, "b", [3]float64{0, 0, 180}), "zoc"},
		{"sideways", path(&s, "b", [3]float64{-3, 0, 0}), "zoc"},
		{"back and turning", path(&s, "b", [3]float64{0, -2, 0}, [3]float64{0, 0, 10}), "zoc"},
		// [L1402]: or go into close combat with an enemy.
		{"into close combat", ahead(&s, "b", 3), ""},
	} {
		err := r.Check(&s, c.a)
		if got := code(err); got != c.want {
			t.Errorf("zocced base, %s: Check = %q (%v), want %q", c.name, got, err, c.want)
		}
		if c.want == "zoc" && !has(msg(err), "into close combat") {
			t.Errorf("zoc refusal %q does not offer close combat", msg(err))
		}
	}
	// A base of E's side in front of E interrupts its ZoC (A42)...
	w := zoc().unit("f", 1, "Reg Bd(O)", 60, 41.6, north)
	s = w.ready(t, 6)
	if got := Zoccers(&s, base(&s, "b")); len(got) != 0 {
		t.Errorf("behind E's friend: Zoccers(b) = %v, want none", got)
	}
	// ... but only in the lines it covers.
	w = zoc().unit("f", 1, "Reg Bd(O)", 57, 41.6, north)
	s = w.ready(t, 6)
	if got := Zoccers(&s, base(&s, "b")); !slices.Equal(got, []string{"e.1"}) {
		t.Errorf("E's friend covering part of the ZoC: Zoccers(b) = %v, want [e.1]", got)
	}
	// B's own side does not interrupt it [L1395].
	w = zoc().unit("g", 0, "Reg Bd(O)", 60, 41.6, north)
	s = w.ready(t, 6)
	if got := Zoccers(&s, base(&s, "b")); !slices.Equal(got, []string{"e.1"}) {
		t.Errorf("behind B's friend: Zoccers(b) = %v, want [e.1]", got)
	}
	// Bg have no ZoC [L591].
	s = newWorld().unit("e", 1, "Irr Bg(O)", 60, 38.75, south).unit("b", 0, "Reg Bd(O)", 60, 44.5, north).ready(t, 6)
	if got := Zoccers(&s, base(&s, "b")); len(got) != 0 {
		t.Errorf("in front of baggage: Zoccers(b) = %v, want none", got)
	}
	// Just outside the square: free (A53: positive area).
	s = newWorld().unit("e", 1, "Reg Bd(O)", 60, 40, south).unit("b", 0, "Reg Bd(O)", 60, 45.5, north).ready(t, 6)
	if err := r.Check(&s, path(&s, "b", [3]float64{0, 0, 180})); err != nil {
		t.Errorf("base touching the ZoC's far edge, about-face: Check = %v", err)
	}
}

// TestGaps is G31 [L1406-1419] and A43: between two bases at most one base
// width apart a base may only go straight ahead or back, or about-face.
func TestGaps(t *testing.T) {
	r := Rules{}
	for _, c := range []struct {
		name   string
		qx     float64 // centre of the right-hand base Q; P is at x = 54
		qside  int
		mover  string
		facing float64
		step   [3]float64
		want   string
	}{
		// P x 52..56, Q x 60..64: a 4 cm gap (one base width).
		{"straight ahead into it", 62, 0, "Reg Sp(O)", north, [3]float64{0, 6, 0}, ""},
		{"sliding sideways into it", 62, 0, "Reg Sp(O)", 90, [3]float64{-6, 0, 0}, "gap"},
		{"sliding into it, Q an enemy (A43)", 62, 1, "Reg Sp(O)", 90, [3]float64{-6, 0, 0}, "gap"},
		{"sliding sideways, 4.5 cm: no gap", 62.5, 0, "Reg Sp(O)", 90, [3]float64{-6, 0, 0}, ""},
		{"sliding short of the gap", 62, 0, "Reg Sp(O)", 90, [3]float64{-2, 0, 0}, ""},
	} {
		w := newWorld().unit("p", 0, "Reg Sp(O)", 54, 40, north).unit("q", c.qside, "Reg Sp(O)", c.qx, 40, north).
			unit("m", 0, c.mover, 58, 46, c.facing)
		s := w.ready(t, 6)
		err := r.Check(&s, path(&s, "m", c.step))
		if got := code(err); got != c.want {
			t.Errorf("%s: Check = %q (%v), want %q", c.name, got, err, c.want)
		}
	}
	// Standing in the gap: an about-face and straight back are allowed, a
	// turn is not.
	w := newWorld().unit("p", 0, "Reg Sp(O)", 54, 40, north).unit("q", 0, "Reg Sp(O)", 62, 40, north).
		unit("m", 0, "Reg Sp(O)", 58, 40, 90)
	s := w.ready(t, 6)
	for _, c := range []struct {
		name string
		a    rules.Action
		want string
	}{
		{"about-face", path(&s, "m", [3]float64{0, 0, 180}), ""},
		{"straight back", ahead(&s, "m", -1), ""},
		{"turning 20°", path(&s, "m", [3]float64{0, 0, 20}), "gap"},
	} {
		if got := code(r.Check(&s, c.a)); got != c.want {
			t.Errorf("in the gap, %s: Check = %q, want %q", c.name, got, c.want)
		}
	}
}

// TestPhysics: no overlap, a clear path, on the table (A26), impassable
// water [L854], no contact with the enemy, single bases only.
func TestPhysics(t *testing.T) {
	r := Rules{}
	w := newWorld().unit("sp", 0, "Reg Sp(O)", 60, 60, north).unit("wall", 0, "Reg Sp(O)", 60, 55, north).
		unit("lh", 0, "Reg LH(O)", 20, 60, north).rect("la", "lake", 5, 30, 35, 50).
		unit("edge", 0, "Reg Sp(O)", 100, 2, north).unit("near", 0, "Reg Sp(O)", 60, 20, north).
		unit("foe", 1, "Reg Sp(O)", 60, 12, south)
	s := w.ready(t, 6)
	for _, c := range []struct {
		name string
		a    rules.Action
		want string
	}{
		{"through a friend", ahead(&s, "sp", 5), "blocked"},
		{"into a lake", ahead(&s, "lh", 12), "blocked"},
		{"off the table", ahead(&s, "edge", 2), "off-table"},
		{"into contact, too far", ahead(&s, "near", 6.5), "allowance"},
		{"short of contact", ahead(&s, "near", 5), ""},
		{"two bases at once", rules.Action{Kind: rules.KindMove, Side: 0,
			Moves: append(ahead(&s, "sp", -1).Moves, ahead(&s, "lh", -1).Moves...)}, "group"},
		{"an enemy base", func() rules.Action { a := ahead(&s, "foe", -1); a.Side = 0; return a }(), "not-yours"},
	} {
		if got := code(r.Check(&s, c.a)); got != c.want {
			t.Errorf("%s: Check = %q, want %q", c.name, got, c.want)
		}
	}
	bg := newWorld().unit("bg", 0, "Irr Bg(O)", 60, 60, north).ready(t, 6)
	if got := code(r.Check(&bg, ahead(&bg, "bg", 1))); got != "immobile" {
		t.Errorf("moving baggage: Check = %q, want immobile [L589]", got)
	}
	// A bridge is passable only to troops following the road over it.
	w = newWorld().unit("sp", 0, "Reg Sp(O)", 60, 60, north).
		line("rv", "river", 3, geom.V(0, 50), geom.V(120, 50)).
		line("rd", "road", 2, geom.V(60, 74), geom.V(60, 1)).
		rect("br", "bridge", 57, 48, 63, 52)
	s = w.ready(t, 6)
	if err := r.Check(&s, ahead(&s, "sp", 12)); err != nil {
		t.Errorf("following the road over the bridge: Check = %v", err)
	}
	if got := code(r.Check(&s, path(&s, "sp", [3]float64{1.5, 0, 0}, [3]float64{0, 8, 0}))); got != "blocked" {
		t.Errorf("onto the bridge off the road: Check = %q, want blocked", got)
	}
}

// TestApplyDoesNotMutate: Apply never changes its input (DESIGN.md).
func TestApplyDoesNotMutate(t *testing.T) {
	s := newWorld().unit("sp", 0, "Irr Sp(O)", 60, 60, north).state(t)
	for _, step := range []struct {
		a     func(s *rules.State) rules.Action
		faces []int
	}{
		{func(s *rules.State) rules.Action { return rules.Action{Kind: KindRollPIGs} }, []int{5}},
		{func(s *rules.State) rules.Action { return ahead(s, "sp", 6) }, nil},
		{func(s *rules.State) rules.Action { return rules.Action{Kind: rules.KindEndPhase} }, nil},
	} {
		before := s.Hash()
		keep := s.Clone()
		n, _ := apply(t, s, step.a(&s), step.faces...)
		if s.Hash() != before || keep.Hash() != before {
			t.Fatalf("Apply(%s) changed its input", step.a(&keep))
		}
		s = n
	}
}

// TestConformance plays random actions and offers under the shared
// invariants (rules/rulestest).
func TestConformance(t *testing.T) {
	w := newWorld().unit("sp", 0, "Irr Sp(O)", 60, 60, north).unit("lh", 0, "Irr LH(F)", 40, 60, north).
		unit("cv", 0, "Reg Cv(O)", 80, 60, north).unit("foe", 1, "Irr Wb(F)", 60, 30, south).
		unit("ps", 1, "Irr Ps(O)", 40, 25, south).rect("wd", "wood", 85, 20, 105, 40).
		line("rv", "river", 3, geom.V(0, 45), geom.V(120, 48))
	w.row("gw", 0, "Irr Wb(O)", 14, 68, 3, north).row("rb", 1, "Irr Bd(F)", 100, 8, 2, south)
	st := rulestest.Play(t, Rules{}, w.s, rulestest.OffersAndMoves(Rules{}), 600, 7)
	if st.Kinds[rules.KindMove] == 0 || st.Kinds[KindRollPIGs] == 0 || st.Kinds[rules.KindEndPhase] == 0 || st.Kinds[KindHalt] == 0 {
		t.Errorf("random play applied %v, want moves, halts, PIG rolls and period ends", st.Kinds)
	}
}
