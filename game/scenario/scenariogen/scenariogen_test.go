package scenariogen_test

import (
	"bytes"
	"fmt"
	"testing"

	"plateau/game/scenario"
	"plateau/game/scenario/scenariogen"
	"plateau/rules"
	_ "plateau/rules/bloodblades" // the rulesets of the samples
	"plateau/rules/geom"
	_ "plateau/rules/sandbox"
	"plateau/rules/table"
	_ "plateau/rules/warmaster"
)

// samples are the embedded scenarios the benchmarks grow.
var samples = []string{"default", "wme", "bnb"}

func embedded(t *testing.T, name string) *scenario.Scenario {
	t.Helper()
	sc, err := scenario.Embedded(name)
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// setup is s after its ruleset's Setup, or Setup's error.
func setup(s rules.State) (rules.State, error) {
	r, err := rules.Lookup(s.Ruleset)
	if err != nil {
		return s, err
	}
	c := s.Clone()
	return c, r.Setup(&c)
}

// checkApart fails unless no two square bases of s overlap and every
// generated base is more than table.ContactTolerance from every base of
// another unit (touching nothing but its own unit's).
func checkApart(t *testing.T, what string, s *rules.State) {
	t.Helper()
	bs := s.Table.Bases
	for i := range bs {
		a := &bs[i]
		if a.Round {
			continue
		}
		if o := s.Table.Overlaps(a.Shape, table.Filter{SkipBase: func(b *table.Base) bool { return b.ID == a.ID }}); len(o) > 0 && o[0].Base != "" {
			t.Errorf("%s: base %s overlaps %v", what, a.ID, o)
		}
		if !scenariogen.IsGenerated(a.Unit) {
			continue
		}
		if !s.Table.OnTable(a.Shape) {
			t.Errorf("%s: base %s is off the table", what, a.ID)
		}
		box := a.Shape.Bounds()
		for j := range bs {
			b := &bs[j]
			if b.Unit == a.Unit || !box.Overlaps(b.Shape.Bounds(), 1) {
				continue
			}
			if _, _, d := table.Closest(a.Shape, b.Shape); d <= table.ContactTolerance {
				t.Errorf("%s: generated base %s touches %s (%.3f cm apart)", what, a.ID, b.ID, d)
			}
		}
	}
}

// TestFar: the generated battles decode and pass their ruleset's Setup,
// hold exactly n bases, the sample's unchanged, and the added ones stand
// beyond Gap, apart from each other; the same call gives the same text.
func TestFar(t *testing.T) {
	sizes := []int{100, 400, 1600, scenario.MaxBases}
	if testing.Short() {
		sizes = []int{100, 400}
	}
	for _, name := range samples {
		sc := embedded(t, name)
		for _, n := range sizes {
			what := fmt.Sprintf("%s/%d", name, n)
			g, err := scenariogen.Far(sc, n)
			if err != nil {
				t.Errorf("%s: %v", what, err)
				continue
			}
			s := &g.State
			if got := len(s.Table.Bases); got != n {
				t.Errorf("%s: %d bases, want %d", what, got, n)
			}
			// At MaxBases only the decoding: WME's Setup takes seconds there
			// (14 s measured, 0.6 s at 1600).
			if n < scenario.MaxBases {
				if _, err := setup(*s); err != nil {
					t.Errorf("%s: Setup: %v", what, err)
				}
			}
			if g.State.Table.Width < scenariogen.CrowdWidth(sc, n) {
				t.Errorf("%s: the table is %g cm wide, narrower than CrowdWidth %g", what, g.State.Table.Width, scenariogen.CrowdWidth(sc, n))
			}
			k := 0
			for _, b := range s.Table.Bases {
				if !scenariogen.IsGenerated(b.Unit) {
					continue
				}
				k++
				if x := b.Shape.Bounds().Min.X; x < sc.State.Table.Width+scenariogen.Gap {
					t.Errorf("%s: base %s at x %g, nearer than Gap beyond the sample's %g cm table", what, b.ID, x, sc.State.Table.Width)
				}
			}
			if want := n - len(sc.State.Table.Bases); k != want {
				t.Errorf("%s: %d generated bases, want %d", what, k, want)
			}
			if n <= 400 {
				checkApart(t, what, s)
				again, err := scenariogen.Far(sc, n)
				if err != nil || !bytes.Equal(again.Source, g.Source) {
					t.Errorf("%s: a second call gives another text (%v)", what, err)
				}
			}
		}
	}
}

// TestFarBounds: Far refuses fewer bases than the sample has and more
// than a scenario may hold, and with the sample's count adds nothing.
func TestFarBounds(t *testing.T) {
	sc := embedded(t, "wme")
	have := len(sc.State.Table.Bases)
	for _, n := range []int{have - 1, scenario.MaxBases + 1} {
		if _, err := scenariogen.Far(sc, n); err == nil {
			t.Errorf("Far(wme, %d) = nil error, want one", n)
		}
	}
	g, err := scenariogen.Far(sc, have)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(g.Source, sc.Source) || len(scenariogen.Generated(&g.State)) != 0 {
		t.Errorf("Far(wme, %d) changed the sample", have)
	}
}

// TestSpread: Spread moves every generated unit whole (its bases'
// relative places and facings kept) into CrowdWidth, touching nothing,
// out of the terrain and of the kept boxes, some among the sample's
// bases; the same seed gives the same places.
func TestSpread(t *testing.T) {
	for _, name := range samples {
		sc := embedded(t, name)
		for _, n := range []int{100, 400} {
			what := fmt.Sprintf("%s/%d", name, n)
			g, err := scenariogen.Far(sc, n)
			if err != nil {
				t.Fatal(err)
			}
			s, err := setup(g.State)
			if err != nil {
				t.Fatal(err)
			}
			keep := geom.AABB{Min: geom.V(50, 40), Max: geom.V(70, 60)}
			w := scenariogen.CrowdWidth(sc, n)
			a, b := s.Clone(), s.Clone()
			if err := scenariogen.Spread(&a, 1, w, keep); err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			if err := scenariogen.Spread(&b, 1, w, keep); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(a.Table.Bases) != fmt.Sprint(b.Table.Bases) {
				t.Errorf("%s: the same seed spreads differently", what)
			}
			checkApart(t, what, &a)
			before := map[string]geom.Rect{}
			for _, x := range s.Table.Bases {
				before[x.ID] = x.Shape
			}
			for _, u := range a.Units {
				var shift geom.Vec
				for k, id := range u.Bases {
					x, _ := a.Base(id)
					was := before[id]
					if !scenariogen.IsGenerated(u.ID) {
						if x.Shape != was {
							t.Errorf("%s: the sample's base %s moved", what, id)
						}
						continue
					}
					d := x.Shape.Center.Sub(was.Center)
					if k == 0 {
						shift = d
					} else if d.Sub(shift).Len() > 1e-9 || x.Shape.Facing != was.Facing {
						t.Errorf("%s: unit %s did not move whole", what, u.ID)
					}
					bb := x.Shape.Bounds()
					if bb.Max.X > w || bb.Overlaps(keep, scenariogen.Clearance-1e-9) {
						t.Errorf("%s: base %s at %v, past %g cm or by the kept box", what, id, x.Shape.Center, w)
					}
					for _, f := range a.Table.Features {
						if table.FeatureDistance(x.Shape, &f) < scenariogen.Clearance-1e-9 {
							t.Errorf("%s: base %s within %g cm of %s", what, id, scenariogen.Clearance, f.ID)
						}
					}
				}
			}
			if scenariogen.Near(&a, 30) == 0 {
				t.Errorf("%s: no generated base among the battle", what)
			}
		}
	}
}
