package bloodblades

import (
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/table"
)

// bdDepth is a Bd's base depth at 15 mm (Table 5.2 [L736-742]).
var bdDepth = depthOf("Bd")

// The worked example "mouvement lointain découvrant une embuscade"
// [L2582-2584] with [L1630]: "Un socle isolé découvre une embuscade dans
// un Wd. Une ligne découvre et contacte une embuscade au bord d'une
// ravine. Tous les mouvements sont raccourcis." Blue moves north (y
// falling); red's ambush waits facing south.
func TestDistantMoveDiscoversAmbush(t *testing.T) {
	for _, c := range []struct {
		name string
		w    func() *world
		// a is blue's move; hide, red's units in ambush.
		a    func(s *rules.State) rules.Action
		hide []string
		// front is blue's front edge (y) after the move; stopped, whether
		// it stops short; contact, whether it ends touching red.
		front   float64
		stopped bool
		contact bool
	}{
		{
			// A single Irr Bd, front at y 51, goes 2 MU (6 cm) straight
			// ahead, a distant move (A41: the hidden Cv does not count).
			// The Cv hides in a wood (y 20 to 44), front at y 43: seen
			// from 1 MU (3 cm) [L1271], so the Bd stops with its front
			// at y 46, after 5 cm [L1630].
			name: "a single base discovers an ambush in a wood",
			w: func() *world {
				return preWorld().set(SetAmbush, AmbushAllowed).rect("wd", "wood", 20, 20, 100, 44).
					unit("bd", 0, "Irr Bd(O)", 60, 51+bdDepth/2, north).unit("amb", 1, "Irr Cv(O)", 60, 41.5, south)
			},
			a:     func(s *rules.State) rules.Action { return ahead(s, "bd", 6) },
			hide:  []string{"amb"},
			front: 46, stopped: true,
		},
		{
			// The Bd hidden in an ambush of its own: moving reveals it
			// too [L1289].
			name: "a hidden base discovers an ambush in a wood",
			w: func() *world {
				return preWorld().set(SetAmbush, AmbushAllowed).rect("wd", "wood", 20, 20, 100, 44).
					unit("bd", 0, "Irr Bd(O)", 60, 51+bdDepth/2, north).unit("amb", 1, "Irr Cv(O)", 60, 41.5, south)
			},
			a:     func(s *rules.State) rules.Action { return ahead(s, "bd", 6) },
			hide:  []string{"amb", "bd"},
			front: 46, stopped: true,
		},
		{
			name: "the same without the ambush: the whole move",
			w: func() *world {
				return preWorld().set(SetAmbush, AmbushAllowed).rect("wd", "wood", 20, 20, 100, 44).
					unit("bd", 0, "Irr Bd(O)", 60, 51+bdDepth/2, north).unit("amb", 1, "Irr Cv(O)", 10, 30, south)
			},
			a:     func(s *rules.State) rules.Action { return ahead(s, "bd", 6) },
			hide:  []string{"amb"},
			front: 45,
		},
		{
			// A line of two Irr Cv, fronts at y 50, goes 3 MU (9 cm)
			// straight ahead into a gully (RGo, y 20 to 44). Two Cv hide
			// in it at its edge, fronts at y 44: seen only from the
			// gully's edge [L1276, L1461], they are discovered as the
			// line reaches it, in contact [L1630]: the line stops there,
			// after 6 cm, touching them.
			name: "a line discovers and contacts an ambush at a gully edge",
			w: func() *world {
				return preWorld().set(SetAmbush, AmbushAllowed).rect("g", "gully", 20, 20, 100, 44).
					row("l", 0, "Irr Cv(O)", 56, 51.5, 2, north).row("r", 1, "Irr Cv(O)", 60, 42.5, 2, south)
			},
			a:     func(s *rules.State) rules.Action { return gmove(s, []string{"l1", "l2"}, ahd(9)) },
			hide:  []string{"r1", "r2"},
			front: 44, stopped: true, contact: true,
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := c.w().ready(t, 6)
			s.Turn = 1
			hide(&s, c.hide...)
			a := c.a(&s)
			if err := (Rules{}).Check(&s, a); err != nil {
				t.Fatalf("check: %v, want the move allowed: the player does not see the ambush [L1289]", err)
			}
			was := s.Clone()
			n, evs := apply(t, s, a)
			if !reflect.DeepEqual(was, s) {
				t.Errorf("Apply changed its input")
			}
			mover := mustBase(&n, a.Moves[0].Base)
			if got := mover.Shape.Center.Y - mover.Shape.Depth/2; math.Abs(got-c.front) > table.ContactTolerance {
				t.Errorf("front at y %.3f, want %.3f", got, c.front)
			}
			kinds := make([]string, len(evs))
			for i, e := range evs {
				kinds[i] = e.Kind
			}
			if got := slices.Contains(kinds, "stopped-short"); got != c.stopped {
				t.Errorf("stopped short %v, want %v: events %v", got, c.stopped, evs)
			}
			if got := slices.Contains(kinds, "revealed"); got != c.stopped {
				t.Errorf("revealed %v, want %v: events %v", got, c.stopped, evs)
			}
			if c.stopped && len(HiddenFrom(&n, 0))+len(HiddenFrom(&n, 1)) != 0 {
				t.Errorf("still hidden: %v %v, want the ambushes revealed [L1289]", HiddenFrom(&n, 0), HiddenFrom(&n, 1))
			}
			// No PIG penalty for the shortened move [L1630]: it costs
			// what the same move costs with no enemy there.
			bare := c.w()
			for _, id := range c.hide {
				if u, _ := s.Unit(id); u.Side == 1 {
					bare.drop(id) // red's: blue's own hidden base still moves
				}
			}
			b := bare.ready(t, 6)
			b.Turn = 1
			m, _ := apply(t, b, c.a(&b))
			if got, want := s.Counters[ctPIGs]-n.Counters[ctPIGs], b.Counters[ctPIGs]-m.Counters[ctPIGs]; got != want {
				t.Errorf("cost %d PIGs, want %d, the whole move's [L1630]", got, want)
			}
			if u, _ := n.Unit(mover.Unit); u.Status[stDistant] != 1 {
				t.Errorf("distant moves %d, want 1", u.Status[stDistant])
			}
			touching := false
			for _, id := range c.hide {
				if InCloseCombat(mover.Shape, mustBase(&n, id+".1").Shape) {
					touching = true // discovered at contact, the contact stands [L1630]
				}
			}
			if touching != c.contact {
				t.Errorf("in contact %v, want %v", touching, c.contact)
			}
		})
	}
}

// [L1289]: troops in ambush are placed on the table only when revealed,
// so until then no refusal or offer names one, none blocks a move or
// holds a ZoC; a tactical move that discovers one is made in full if it
// is legal with the ambush placed, else it stops there (unseen.go's
// reading). The hidden unit is named "amb": no message may contain it.
func TestHiddenBasesDoNotLeak(t *testing.T) {
	// Red's hidden Cv "amb" faces south, front at y 43: in a wood (y 20
	// to 44, seen from 3 cm), or in a gully (y 20 to 43, seen from its
	// edge). Blue's base "b" faces north, front at y 50; "foe", a red
	// Cv in the open 16 cm off, makes blue's moves tactical.
	world := func(kind, typ string, foe bool) *world {
		top := 44.0
		if kind == "gully" {
			top = 43
		}
		w := preWorld().set(SetAmbush, AmbushAllowed).rect("t", kind, 20, 20, 100, top).
			unit("b", 0, typ, 60, 51.5, north).unit("amb", 1, "Irr Cv(O)", 60, 41.5, south)
		if foe {
			w.unit("foe", 1, "Irr Cv(O)", 80, 45, south)
		}
		return w
	}
	for _, c := range []struct {
		name      string
		kind, typ string
		foe       bool
		a         func(s *rules.State) rules.Action
		// code is the refusal's, "" for none; stopped, whether the move
		// stops short; front, blue's front edge after it.
		code     string
		stopped  bool
		revealed bool
		front    float64
	}{
		{"a distant move to the wood: stops where it sees the ambush [L1630]", "wood", "Irr Cv(O)", false,
			func(s *rules.State) rules.Action { return ahead(s, "b", 6) }, "", true, true, 46},
		{"a tactical move to the wood: made in full, the ambush revealed", "wood", "Irr Cv(O)", true,
			func(s *rules.State) rules.Action { return ahead(s, "b", 6) }, "", false, true, 44},
		{"a tactical move through its place: allowed, stops where it sees it", "wood", "Irr Ax(O)", true,
			func(s *rules.State) rules.Action { return ahead(s, "b", 9) }, "", true, true, 46},
		{"a move too long through its place: refused for its length alone", "wood", "Irr Ax(O)", true,
			func(s *rules.State) rules.Action { return ahead(s, "b", 10) }, "allowance", false, false, 0},
		{"a move sideways in its ZoC (1.5 cm off the gully): no ZoC [L1397]", "gully", "Irr Cv(O)", true,
			func(s *rules.State) rules.Action { return path(s, "b", [3]float64{0, 0, 90}, [3]float64{0, 6, 0}) }, "", false, false, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := world(c.kind, c.typ, c.foe)
			if c.kind == "gully" {
				mustBase(&w.s, "b.1").Shape.Center.Y = 44.5 + 1.5 // blue's front at y 44.5, in amb's ZoC, its turn in place clear of the gully edge
			}
			s := w.ready(t, 6)
			s.Turn = 1
			hide(&s, "amb")
			a := c.a(&s)
			if c.kind == "gully" {
				seen := s.Clone()
				u, _ := seen.Unit("amb")
				u.SetStatus(stAmbush, 0)
				if got := code((Rules{}).Check(&seen, a)); got != "zoc" {
					t.Errorf("with the ambush placed: %q, want zoc (the test's premise)", got)
				}
			}
			err := (Rules{}).Check(&s, a)
			if got := code(err); got != c.code {
				t.Fatalf("check: %q (%v), want %q", got, err, c.code)
			}
			if has(msg(err), "amb") {
				t.Errorf("the refusal names the hidden base: %v", err)
			}
			for _, o := range (Rules{}).Offers(&s, 0, []string{"b.1"}) {
				if all := o.Label + o.Disabled + strings.Join(o.Detail, "\n"); has(all, "amb") {
					t.Errorf("offer %q names the hidden base: %s", o.Label, all)
				}
			}
			if err != nil {
				return
			}
			n, evs := apply(t, s, a)
			stopped := slices.ContainsFunc(evs, func(e rules.Event) bool { return e.Kind == "stopped-short" })
			if stopped != c.stopped {
				t.Errorf("stopped short %v, want %v: %v", stopped, c.stopped, evs)
			}
			if got := len(HiddenFrom(&n, 0)) == 0; got != c.revealed {
				t.Errorf("revealed %v, want %v: %v", got, c.revealed, evs)
			}
			b := mustBase(&n, "b.1")
			if got := b.Shape.Center.Y - b.Shape.Depth/2; c.front > 0 && math.Abs(got-c.front) > table.ContactTolerance {
				t.Errorf("front at y %.3f, want %.3f", got, c.front)
			}
			if len(n.Table.Overlaps(b.Shape, table.Filter{SkipBase: func(o *table.Base) bool { return o.ID == b.ID }})) > 0 {
				t.Errorf("blue ends overlapping a base")
			}
		})
	}
}

// [L1630] with [L1474]: a distant move cut short while passing through
// a friend stops before it (a base ends on no other). Blue's Irr Cv,
// front at y 62, goes 4 MU (12 cm) through a Ps; the ambush in an
// orchard (y 20 to 44, front at y 43) is seen from 3 MU (9 cm), when
// the Cv's front reaches y 52, inside the Ps: it stops behind the Ps.
func TestDiscoveryInsideFriend(t *testing.T) {
	ps := depthOf("Ps")
	w := preWorld().set(SetAmbush, AmbushAllowed).rect("o", "orchard", 20, 20, 100, 44).
		unit("cv", 0, "Irr Cv(O)", 60, 63.5, north).unit("ps", 0, "Irr Ps(O)", 60, 54, north).
		unit("amb", 1, "Irr Cv(O)", 60, 41.5, south)
	for _, c := range []struct {
		name  string
		hide  bool
		front float64 // the Cv's front after the move
	}{
		{"no ambush: through the Ps, the whole move", false, 50},
		{"the ambush seen inside the Ps: stops behind it", true, 54 + ps/2},
	} {
		s := w.ready(t, 6)
		s.Turn = 1
		if c.hide {
			hide(&s, "amb")
		} else {
			mustBase(&s, "amb.1").Shape.Center.X = 10 // far off, in the open
		}
		n, _ := apply(t, s, ahead(&s, "cv", 12))
		b := mustBase(&n, "cv.1")
		if got := b.Shape.Center.Y - b.Shape.Depth/2; math.Abs(got-c.front) > 0.1 {
			t.Errorf("%s: front at y %.3f, want %.3f", c.name, got, c.front)
		}
		if len(n.Table.Overlaps(b.Shape, table.Filter{SkipBase: func(o *table.Base) bool { return o.ID == b.ID }})) > 0 {
			t.Errorf("%s: the Cv ends on another base", c.name)
		}
	}
}
