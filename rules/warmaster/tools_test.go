package warmaster

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

func toolsOf(s *rules.State, unit, kind string) []rules.Overlay {
	var out []rules.Overlay
	for _, o := range (Rules{}).UnitOverlays(s, unit) {
		if o.Kind == kind {
			out = append(out, o)
		}
	}
	return out
}

// TestCommandBandsWME: a General's bands every 20 cm to his 100 cm range
// (§6.4 [L531]: -1 a band beyond the first; §3.3 [L1997]), a Hero's to 60,
// a Wizard's to 20, measured from the edge of his disc as an order's
// distance is; and they agree with the order test: a unit whose edge is
// 0.01 cm inside the 40 cm band takes -1, 0.01 cm outside it -2.
func TestCommandBandsWME(t *testing.T) {
	w := newWorld().commander("hero", 0, Hero, 8, 60, 60).commander("wiz", 0, Wizard, 7, 120, 60)
	s := w.state(t)
	for _, c := range []struct {
		unit string
		n    int
	}{{"gen", 5}, {"hero", 3}, {"wiz", 1}} {
		bands := toolsOf(&s, c.unit, rules.OverlayCommand)
		if len(bands) != c.n {
			t.Fatalf("%s: %d bands, want %d", c.unit, len(bands), c.n)
		}
		u, _ := s.Unit(c.unit)
		b, _ := s.Table.Base(u.Bases[0])
		for i, o := range bands {
			d := 20 * float64(i+1)
			for _, q := range o.Lines[0] {
				if got := q.Dist(b.Shape.Center) - b.Shape.Width/2; math.Abs(got-d) > 1e-9 {
					t.Fatalf("%s band %d: a point %.3f cm from his disc, want %g", c.unit, i, got, d)
				}
			}
		}
		if last := bands[len(bands)-1]; !strings.Contains(last.Label, "[L1997]") {
			t.Errorf("%s: the last band says %q", c.unit, last.Label)
		}
	}
	for _, c := range []struct {
		gap  float64
		want int
	}{{39.99, -1}, {40.01, -2}} {
		// The infantry's near edge gap cm from the General's disc.
		w := newWorld().unit("inf", 0, Infantry, 1, 90, 20, north, nil)
		w.commander("gen", 0, General, 9, 90, 21+1.25+c.gap)
		s := w.state(t)
		ot, err := prepareOrder(&s, order(0, "gen", "inf"))
		if err != nil {
			t.Fatal(err)
		}
		got := 0
		for _, m := range ot.Modifiers {
			if strings.Contains(m.Why, "cm away") {
				got = m.Value
			}
		}
		// The band it lies beyond says what the order takes.
		bands := toolsOf(&s, "gen", rules.OverlayCommand)
		beyond := int(c.gap / 20)
		if got != c.want || !strings.Contains(bands[beyond-1].Tag, fmt.Sprintf(": %d", got)) {
			t.Errorf("infantry %g cm away: modifier %d, want %d; the band it is beyond says %q", c.gap, got, c.want, bands[beyond-1].Tag)
		}
	}
}

// TestReachAndSightWME: a unit's reach is its pace (infantry 20 cm,
// cavalry 30, §7.2 [L684]) about its bases; its sight runs from its front
// edge, ahead of it, at most 60 cm [L331], and is stopped by a base
// [L313] but not by a commander (§12 G3).
func TestReachAndSightWME(t *testing.T) {
	w := newWorld().unit("inf", 0, Infantry, 2, 60, 80, north, nil).unit("cav", 0, Cavalry, 1, 120, 80, north, nil).
		unit("foe", 1, Infantry, 1, 62, 60, south, nil).commander("hero", 0, Hero, 8, 40, 70)
	s := w.state(t)
	for _, c := range []struct {
		unit string
		cm   float64
	}{{"inf", 20}, {"cav", 30}} {
		r := toolsOf(&s, c.unit, rules.OverlayReach)
		if len(r) != 1 || !strings.Contains(r[0].Tag, "cm") {
			t.Fatalf("%s: reach %+v", c.unit, r)
		}
		u, _ := s.Unit(c.unit)
		for _, q := range r[0].Lines[0] {
			d := math.Inf(1)
			for _, id := range u.Bases {
				b, _ := s.Table.Base(id)
				cs := b.Shape.Corners()
				for i := range cs {
					d = math.Min(d, geom.Segment{A: cs[i], B: cs[(i+1)%4]}.DistTo(q))
				}
			}
			if d > c.cm+1e-9 || d < c.cm*math.Cos(2.5*math.Pi/180)-1e-9 {
				t.Fatalf("%s: a point of its reach is %.3f cm away, want %g", c.unit, d, c.cm)
			}
		}
	}
	for _, c := range []struct {
		name  string
		to    geom.Vec
		clear bool
		why   string
	}{
		{"open ground ahead", geom.V(50, 50), true, ""},
		{"behind its front", geom.V(60, 90), false, "not ahead"},
		{"past 60 cm", geom.V(60, 10), false, "60 cm"},
		{"through the enemy", geom.V(62.5, 50), false, "stands in the way"},
	} {
		got := (Rules{}).Sight(&s, "inf.2", c.to)
		if got.Clear != c.clear || !strings.Contains(got.Why, c.why) {
			t.Errorf("%s: clear %v, why %q; want %v, %q", c.name, got.Clear, got.Why, c.clear, c.why)
		}
	}
}

// TestThreatsWME: every unit but commanders shows where its pace could
// take it next move (an area, both armies); an enemy whose pace reaches
// the selected unit edge to edge is ringed: infantry (20 cm) at 20 cm, not
// at 20.1 cm.
func TestThreatsWME(t *testing.T) {
	for _, c := range []struct {
		gap  float64
		want bool
	}{{20, true}, {20.1, false}} {
		// Blue infantry's front edge at y = 79; the orcs' front edge gap cm ahead.
		w := newWorld().unit("inf", 0, Infantry, 1, 60, 80, north, nil).unit("orc", 1, Infantry, 1, 60, 80-2-c.gap, south, nil)
		s := w.state(t)
		n := 0
		for _, o := range (Rules{}).Overlays(&s) {
			if o.Kind == rules.OverlayThreat {
				n++
				if len(o.Areas) != 1 || len(o.Areas[0]) < 8 {
					t.Errorf("threat of %s: %+v", o.Base, o.Areas)
				}
			}
		}
		if n != 2 {
			t.Errorf("%d threat zones, want one for each unit but the Generals", n)
		}
		got := len(toolsOf(&s, "inf", rules.OverlayThreat)) == 1
		if got != c.want {
			t.Errorf("orcs %g cm away: reach the infantry %v, want %v", c.gap, got, c.want)
		}
	}
}
