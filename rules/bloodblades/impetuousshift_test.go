package bloodblades

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/rulestest"
)

// fileWorld is two Irr Wb(O) in a file facing north with no enemy in
// reach (no target, [L1722]): "front" at (30, 50 - depth), "rear" at
// (30, 50) touching it, front first in table order. Both go straight ahead
// their full allowance [L1722]; the rear ends behind the front again, in a
// group with it [L1505], out of close combat, so it must leave it by about
// 5 mm [L1756]: right and left both do.
func fileWorld() *world { return fileWorld0(newWorld().genNear()) }

// sideways is how far (cm) unit's base went east from before to after.
func sideways(before, after *rules.State, unit string) float64 {
	return base(after, unit).Shape.Center.X - base(before, unit).Shape.Center.X
}

// TestImpetuousShiftChoice is [L1756]'s "déplacé d'environ 5mm vers la
// droite ou vers la gauche": when both leave the base alone the active
// player chooses (he moves his impetuous bases [L1742]); the step stops
// with the base moved, offering right (the rules' pick) then left, and
// each choice shifts it so, out of the group, and the period goes on.
func TestImpetuousShiftChoice(t *testing.T) {
	for i, c := range []struct {
		shift string
		east  float64 // the rear's sideways shift, cm
	}{{"right", ImpetuousShiftCm}, {"left", -ImpetuousShiftCm}} {
		t.Run(c.shift, func(t *testing.T) {
			s := fileWorld().ready(t, 6)
			n, log := endPhase(t, s)
			if n.Phase != PhaseImpetuous || impChooser(&n) != "rear.1" {
				t.Fatalf("phase %s, awaiting %q: want the rear's shift [L1756]:\n%s", n.Phase, impChooser(&n), log)
			}
			if advance(&s, &n, "rear") <= 0 || sideways(&s, &n, "rear") != 0 || !GroupConnected(base(&n, "front").Shape, base(&n, "rear").Shape) {
				t.Fatalf("the rear did not make its move and wait in the group for its shift:\n%s", log)
			}
			offers := (Rules{}).Offers(&n, 0, nil)
			want := []string{"Impetuous rear: shift about 5 mm right", "Impetuous rear: shift about 5 mm left"}
			if len(offers) != 2 || !strings.HasPrefix(offers[0].Label, want[0]) || !strings.HasPrefix(offers[1].Label, want[1]) {
				t.Fatalf("offers %q, want %q", offerLabels(&n), want)
			}
			o := offers[i]
			n2, evs := apply(t, n, o.Action)
			if got := sideways(&n, &n2, "rear"); math.Abs(got-c.east) > 1e-9 || advance(&n, &n2, "rear") != 0 {
				t.Errorf("the rear went %.3f cm east, %.3f north; want %.1f east [L1756]", got, advance(&n, &n2, "rear"), c.east)
			}
			if end := base(&n, "rear").Shape.At(o.Preview[0].Path.End()); !end.Center.Near(base(&n2, "rear").Shape.Center) {
				t.Errorf("the preview ends at %v, the rear at %v", end.Center, base(&n2, "rear").Shape.Center)
			}
			if GroupConnected(base(&n2, "front").Shape, base(&n2, "rear").Shape) {
				t.Error("the rear still ends in a group [L1756]")
			}
			if n2.Phase == PhaseImpetuous || !strings.Contains(texts(evs), "shifted about 5 mm "+c.shift) {
				t.Errorf("phase %s after the shift; events:\n%s", n2.Phase, texts(evs))
			}
		})
	}
}

// TestImpetuousShiftNoChoice: the step asks only when right and left both
// do [L1756]; else the one that does is made at once, back when neither
// does, and a friend set off by another's impetuous move [L1748] takes
// the rules' pick (right), as its move cannot wait half made.
func TestImpetuousShiftNoChoice(t *testing.T) {
	d := depthOf("Wb")
	for _, c := range []struct {
		name  string
		build func(w *world)
		place func(s *rules.State, allowance float64) // after ready: where the blockers stand
		base  string
		east  float64 // its shift east, cm
		north float64 // and north, from where its move ended (cm; negative: back)
	}{{
		// Side by side: a shift left would touch the left-hand Wb edge
		// to edge again, so only right leaves it alone.
		name:  "side by side: right only",
		build: func(w *world) { w.unit("a", 0, "Irr Wb(O)", 30, 50, north).unit("b", 0, "Irr Wb(O)", 34, 50, north) },
		base:  "b", east: ImpetuousShiftCm,
	}, {
		// In a file, with a Reg Sp 3 mm to the right of where the rear
		// ends: a shift right would overlap it, so left it is.
		name:  "in a file, a friend on the right: left only",
		build: func(w *world) { fileWorld0(w).unit("sp", 0, "Reg Sp(O)", 90, 50, north) },
		place: func(s *rules.State, allowance float64) {
			base(s, "sp").Shape.Center = base(s, "rear").Shape.Center.Add(base(s, "rear").Shape.Forward().Scale(allowance)).Add(base(s, "rear").Shape.RightDir().Scale(4.3))
		},
		base: "rear", east: -ImpetuousShiftCm,
	}, {
		// In a file between two Reg Sp 3 mm away on either side: only
		// back leaves it alone.
		name: "in a file between two friends: back",
		build: func(w *world) {
			fileWorld0(w).unit("spr", 0, "Reg Sp(O)", 90, 50, north).unit("spl", 0, "Reg Sp(O)", 100, 50, north)
		},
		place: func(s *rules.State, allowance float64) {
			r := base(s, "rear").Shape
			end := r.Center.Add(r.Forward().Scale(allowance))
			base(s, "spr").Shape.Center = end.Add(r.RightDir().Scale(4.3))
			base(s, "spl").Shape.Center = end.Add(r.RightDir().Scale(-4.3))
		},
		base: "rear", north: -ImpetuousShiftCm,
	}, {
		// Three Wb in a file, the rearmost first in table order: it
		// reaches the middle one, which makes its impetuous move first
		// [L1748] and reaches the front one, which moves first in turn;
		// the middle one then ends behind the front one and takes the
		// rules' pick, right, within the rearmost's move.
		name: "a friend set off by another's move [L1748]: right",
		build: func(w *world) {
			w.unit("c", 0, "Irr Wb(O)", 30, 50+d, north).unit("b", 0, "Irr Wb(O)", 30, 50, north).unit("a", 0, "Irr Wb(O)", 30, 50-d, north)
		},
		base: "b", east: ImpetuousShiftCm,
	}} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().genNear()
			c.build(w)
			s := w.ready(t, 6)
			cfg, _ := ConfigOf(s.Settings)
			allowance := aheadAllowance(cfg, &s, mustUnit(&s, c.base), base(&s, c.base))
			if c.place != nil {
				c.place(&s, allowance)
			}
			n, evs := endMoves(t, s)
			log := strings.Join(evs, "\n")
			if n.Phase == PhaseImpetuous || strings.Contains(log, "chooses [L1756]") {
				t.Fatalf("the step asked for a shift:\n%s", log)
			}
			if got := sideways(&s, &n, c.base); math.Abs(got-c.east) > 1e-6 {
				t.Errorf("%s went %.3f cm east, want %.3f [L1756]:\n%s", c.base, got, c.east, log)
			}
			if got := advance(&s, &n, c.base) - allowance; math.Abs(got-c.north) > 1e-6 {
				t.Errorf("%s went %.3f cm north beyond its allowance, want %.3f [L1756]:\n%s", c.base, got, c.north, log)
			}
			for i := range n.Table.Bases {
				if o := &n.Table.Bases[i]; o.Side == 0 && o.ID != base(&n, c.base).ID && GroupConnected(o.Shape, base(&n, c.base).Shape) {
					t.Errorf("%s ends in a group with %s [L1756]", c.base, o.ID)
				}
			}
		})
	}
}

// fileWorld0 adds fileWorld's two Wb to w.
func fileWorld0(w *world) *world {
	d := depthOf("Wb")
	return w.unit("front", 0, "Irr Wb(O)", 30, 50-d, north).unit("rear", 0, "Irr Wb(O)", 30, 50, north)
}

// TestImpetuousShiftRefusals: while the shift is awaited, every other
// action is refused [L1756]; the impetuous action must name the base
// and a shift that leaves it alone, right or left — not a move, not back.
// A shift named while a move is awaited is refused too [L1738].
func TestImpetuousShiftRefusals(t *testing.T) {
	s := fileWorld().ready(t, 6)
	n, _ := endPhase(t, s)
	shift := func(base, way string) rules.Action {
		return rules.Action{Kind: KindImpetuous, Side: 0, Args: map[string]string{"base": base, "shift": way}}
	}
	for _, tc := range []struct {
		name string
		a    rules.Action
		code string
	}{
		{"a move", ahead(&n, "front", 1), "impetuous-pending"},
		{"the end of the step", rules.Action{Kind: rules.KindEndPhase, Side: 0}, "impetuous-pending"},
		{"another base", shift("front.1", "right"), "no-choice"},
		{"a move choice", rules.Action{Kind: KindImpetuous, Side: 0, Args: map[string]string{"base": "rear.1", "target": "none"}}, "impetuous-shift"},
		{"back", shift("rear.1", "back"), "impetuous-shift"},
		{"the other player", rules.Action{Kind: KindImpetuous, Side: 1, Args: map[string]string{"base": "rear.1", "shift": "right"}}, "turn"},
		{"right", shift("rear.1", "right"), ""},
		{"left", shift("rear.1", "left"), ""},
	} {
		if got := code((Rules{}).Check(&n, tc.a)); got != tc.code {
			t.Errorf("%s: Check gives %q, want %q", tc.name, got, tc.code)
		}
	}
	if got := (Rules{}).Legal(&n, 0); len(got) != 1 || got[0] != KindImpetuous {
		t.Errorf("Legal %v, want only %s", got, KindImpetuous)
	}

	w := newWorld().genNear()
	w.unit("wb", 0, "Irr Wb(O)", 30, 50, north)
	w.unit("spl", 1, "Reg Sp(O)", 25, 46, south).unit("spr", 1, "Reg Sp(O)", 35, 46, south)
	m, _ := endPhase(t, w.ready(t, 6))
	if got := code((Rules{}).Check(&m, shift("wb.1", "right"))); got != "impetuous-choice" {
		t.Errorf("a shift while a move is awaited: Check gives %q, want impetuous-choice", got)
	}
}

// TestImpetuousShiftRandomPlay: random play through the offers (as the
// conformance suite plays) makes the shift choice [L1756] and keeps
// every invariant. Three files of Wb with no target: the only impetuous
// choices open are shifts.
func TestImpetuousShiftRandomPlay(t *testing.T) {
	w := newWorld().genNear()
	d := depthOf("Wb")
	for i, x := range []float64{30, 50, 70} {
		f, r := string(rune('a'+i)), string(rune('p'+i))
		w.unit(f, 0, "Irr Wb(O)", x, 50-d, north).unit(r, 0, "Irr Wb(O)", x, 50, north)
	}
	shifts := 0
	for seed := uint64(1); seed <= 4; seed++ {
		shifts += rulestest.Play(t, Rules{}, w.s, rulestest.OffersAndMoves(Rules{}), 200, seed).Kinds[KindImpetuous]
	}
	if shifts == 0 {
		t.Error("random play made no impetuous shift")
	}
}
