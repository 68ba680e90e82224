package render

import (
	"fmt"
	"math"
	"reflect"
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
)

// fitted is scenario name's initial state with the camera fitted to a
// 1280×800 window, zoomed by notches about the table's centre.
func fitted(t testing.TB, name string, notches float64) (*rules.State, camera, box) {
	t.Helper()
	sc, err := scenario.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	s := &sc.State
	const w, h = 1280, 800
	x, y, k := FittedView(w, h, s.Table.Width, s.Table.Height)
	c := camera{origin: pt{x, y}, scale: k}
	c.zoomAt(notches, c.toScreen(s.Table.Bases[0].Shape.Center))
	return s, c, box{0, barHeight, w - panelWidth, h - barHeight - msgHeight}
}

func testFonts(t testing.TB) *fonts {
	t.Helper()
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	return &f
}

// TestLabelsNeverCollide checks the layout's promise on every embedded
// scenario at several zooms: tags and names inside the view, no two
// overlapping, no tag over a base; and the same layout twice.
func TestLabelsNeverCollide(t *testing.T) {
	f := testFonts(t)
	for _, name := range []string{"wme", "default", "bnb"} {
		for _, z := range []float64{-3, 0, 4, 10} {
			t.Run(fmt.Sprintf("%s/zoom%+g", name, z), func(t *testing.T) {
				s, c, view := fitted(t, name, z)
				lay := buildLabels(s, c, view, f, nil, nil)
				var all []placed
				all = append(all, lay.units...)
				all = append(all, lay.names...)
				for i, a := range all {
					if !a.box.inside(view) {
						t.Errorf("label %q at %v is outside the view %v", a.text, a.box, view)
					}
					for _, b := range all[:i] {
						if a.box.overlaps(b.box) {
							t.Errorf("labels %q %v and %q %v overlap", a.text, a.box, b.text, b.box)
						}
					}
				}
				for _, u := range lay.units {
					for i := range s.Table.Bases {
						bs := &s.Table.Bases[i]
						if o := baseObstacle(bs, c); o.hits(u.box) {
							t.Errorf("tag %q %v covers base %s", u.text, u.box, bs.ID)
						}
					}
				}
				if again := buildLabels(s, c, view, f, nil, nil); !reflect.DeepEqual(lay, again) {
					t.Errorf("two layouts of the same state and camera differ")
				}
				if z == 0 && name == "wme" && len(lay.units)+len(lay.short) < len(s.Units) {
					t.Errorf("%d tags and %d shortened for %d units", len(lay.units), len(lay.short), len(s.Units))
				}
			})
		}
	}
}

// TestLabelsWMEFitted pins the case: at the fitted zoom every Orc
// and Empire unit keeps a tag (full or abbreviated), commanders' smaller.
func TestLabelsWMEFitted(t *testing.T) {
	f := testFonts(t)
	s, c, view := fitted(t, "wme", 0)
	lay := buildLabels(s, c, view, f, nil, nil)
	if got, want := len(lay.units), len(s.Units); got != want {
		t.Errorf("buildLabels(wme, fitted) placed %d tags, want %d (left out: %v)", got, want, lay.short)
	}
	for _, u := range lay.units {
		if (u.face == f.tiny) != (u.pad == 3) {
			t.Errorf("tag %q: face and padding disagree", u.text)
		}
	}
}

func TestAbbreviations(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"Wolf Chariots", []string{"Wolf Cha…", "Wolf…"}},
		{"Boar Riders", []string{"Boar Ri…", "Boar…"}},
		{"Orcs", nil},
		{"Goblins", []string{"Gobl…"}},
		// Same-named units keep their number (issue 11: both read
		// "Crossbowme…"), then, where nothing numbered fits, lose it.
		{"Crossbowmen (1)", []string{"Crossbo… (1)", "Cros… (1)", "Crossbo…", "Cros…"}},
		{"Crossbowmen (12)", []string{"Crossbo… (12)", "Cros… (12)", "Crossbo…", "Cros…"}},
		{"Knights (2)", []string{"Knig… (2)", "Knig…"}},
		{"Orcs (3)", nil},
		{"Guard (Old)", []string{"Guard (…", "Guar…"}},
	} {
		if got := abbreviations(tc.in); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("abbreviations(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestStylesCoverKinds: every kind of every ruleset has its own style.
func TestStylesCoverKinds(t *testing.T) {
	for _, k := range []string{
		"wood", "hill", "steep-hill", "village", "marsh", "rough", "rocks", "stream", "river", "lake",
		"cliff", "impassable", "dense-wood", "hedge", "wall", "high-wall", "road", "ford", "bridge",
		"field", "open", // sandbox and WME
		"bua", "orchard", "vines", "bushes", "rocky", "dunes", "waterway", "gully", "hamlet", // BnB
	} {
		if !styleOf(k).known {
			t.Errorf("styleOf(%q) is the unknown style", k)
		}
	}
	if styleOf("lava").known {
		t.Errorf("styleOf(%q) is known, want the neutral style", "lava")
	}
}

// BenchmarkLabelLayout is the layout of the WME scenario at the fitted
// zoom, remade from scratch (text widths cached, as they are after the
// first frame): what a frame costs while the camera moves.
func BenchmarkLabelLayout(b *testing.B) {
	f := testFonts(b)
	s, c, view := fitted(b, "wme", 0)
	buildLabels(s, c, view, f, nil, nil)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buildLabels(s, c, view, f, nil, nil)
	}
}

// BenchmarkLabelKey is what every frame pays to find the cached layout
// still good.
func BenchmarkLabelKey(b *testing.B) {
	s, c, view := fitted(b, "wme", 0)
	for i := 0; i < b.N; i++ {
		labelKey(s, c, view, nil, nil)
	}
}

// TestLabelsOfALineOnOneSide is issue 11's "labels alternate above and
// below the units of a line": the Empire's front line of Crossbowmen and
// Halberdiers, whose names are wider than their units, keeps every tag on
// one side (behind it, below), in a second row or shortened where a
// neighbour's tag takes the first.
func TestLabelsOfALineOnOneSide(t *testing.T) {
	f := testFonts(t)
	for _, z := range []float64{0, 2} {
		s, c, view := fitted(t, "wme", z)
		lay := buildLabels(s, c, view, f, nil, nil)
		tags := map[string]placed{}
		for _, p := range lay.units {
			tags[p.unit] = p
		}
		n := 0
		for i := range s.Units {
			u := &s.Units[i]
			if u.Name != "Crossbowmen" && u.Name != "Halberdiers" {
				continue
			}
			n++
			p, ok := tags[u.ID]
			if !ok {
				t.Errorf("zoom %+g: %s (%s) has no tag", z, u.Name, u.ID)
				continue
			}
			bottom := math.Inf(-1)
			for _, id := range u.Bases {
				b, _ := s.Base(id)
				for _, q := range b.Shape.Corners() {
					bottom = math.Max(bottom, c.toScreen(q).Y)
				}
			}
			if p.box.y < bottom {
				t.Errorf("zoom %+g: %s (%s) tag %q at y %.0f-%.0f, above its unit's bottom %.0f; want the line's tags all below",
					z, u.Name, u.ID, p.text, p.box.y, p.box.y+p.box.h, bottom)
			}
		}
		if n != 7 {
			t.Fatalf("the WME scenario has %d Crossbowmen and Halberdiers, want 7", n)
		}
	}
}
