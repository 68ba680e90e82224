package render

import (
	"fmt"
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/control"
	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/rulestest"
)

// The scoreboard stays inside the side panel's column at the top of the
// panel, below the phase bar, its pieces never overlap, every item is
// shown whole (broken between words only when wider than the column), and
// the height it reports covers every piece (what the panel keeps for it
// before the selection and the offers).
func TestLayoutScore(t *testing.T) {
	f := testFonts(t)
	wme := rules.Scoreboard{Battle: []string{"Battle of 7 turns"}, Sides: []rules.SideScore{
		{Side: 0, Items: []rules.ScoreItem{{Text: "Victory points 155"}, {Text: "Units lost 1½ of 11 (break point 5½)"}}},
		{Side: 1, Items: []rules.ScoreItem{{Text: "Victory points 0"}, {Text: "Units lost 5½ of 11 (break point 5½)", Alarm: true}, {Text: "General lost", Alarm: true}}},
	}}
	bnb := rules.Scoreboard{Battle: []string{"Battle over — Neo-Assyrian Empire wins"}, Sides: []rules.SideScore{
		{Side: 0, Items: []rules.ScoreItem{{Text: "Losses 41 of rout level 41 1/3"}, {Text: "3 PIGs left"}}},
		{Side: 1, Items: []rules.ScoreItem{{Text: "Losses 12.5 of rout level 22", Alarm: true}}},
	}}
	names := map[int]string{0: "Neo-Assyrian Empire", 1: "Libya"}
	tint := func(int) rgba { return colWhite }
	name := func(side int) string { return names[side] }
	for _, sb := range []rules.Scoreboard{wme, bnb} {
		for _, winW := range []float64{1280, 800} {
			panel := box{winW - panelWidth, barHeight, panelWidth, 800 - barHeight - msgHeight}
			x, y, width := panel.x+panelPad, panel.y+scoreTop, panel.w-2*panelPad
			l := layoutScore(f, x, y, width, sb, tint, name)
			var shown []string
			for i, c := range l.chunks {
				if tw, _ := measure(c.text, c.face); tw > c.box.w+0.5 {
					t.Errorf("%q is %.1f px wide, laid out as %.1f", c.text, tw, c.box.w)
				}
				if !c.box.inside(box{x, y, width, l.h}) || !c.box.inside(panel) {
					t.Errorf("%q at %+v leaves the column %.0f-%.0f or the reported height %.0f", c.text, c.box, x, x+width, l.h)
				}
				for _, d := range l.chunks[:i] {
					if c.box.overlaps(d.box) {
						t.Errorf("%q %+v overlaps %q %+v", c.text, c.box, d.text, d.box)
					}
				}
				shown = append(shown, c.text)
			}
			all := strings.Join(shown, " ")
			for _, want := range append(sb.Battle[:1:1], names[0], names[1]) {
				if !strings.Contains(all, want) {
					t.Errorf("%q not shown in %q", want, all)
				}
			}
			for _, ss := range sb.Sides {
				for _, it := range ss.Items {
					if !strings.Contains(all, it.Text) {
						t.Errorf("item %q not shown whole in %q", it.Text, all)
					}
				}
			}
			// Two lines for a side at most at 1280×800: it stays compact.
			if lines := l.h / scoreLineH; lines > 1+2*float64(len(sb.Sides)) {
				t.Errorf("%d lines, want at most %d", int(lines), 1+2*len(sb.Sides))
			}
		}
	}
	if l := layoutScore(f, 0, 0, 280, rules.Scoreboard{}, tint, name); l.h != 0 || len(l.chunks) != 0 {
		t.Errorf("an empty scoreboard takes %+v", l)
	}
}

func TestMarkerText(t *testing.T) {
	ms := []rules.Marker{{Code: "-1", Title: "lost 1 of 3 stands"}, {Code: "2w", Title: "2 wounds"}}
	if got, want := markerText(ms), "lost 1 of 3 stands, 2 wounds"; got != want {
		t.Errorf("markerText = %q, want %q", got, want)
	}
}

// A unit's markers ride in its tag: the tag is laid out wide enough for
// its text and the badges, so the badges overlap nothing the tags do not
// (TestLabels*), and the layout changes when a marker does.
func TestMarkersInTags(t *testing.T) {
	f := testFonts(t)
	s, c, view := fitted(t, "wme", 0)
	id := s.Units[len(s.Units)-1].ID
	for _, u := range s.Units {
		if u.Name == "Halberdiers" {
			id = u.ID
			break
		}
	}
	ms := []rules.Marker{{Code: "-1", Title: "lost 1 of 3 stands"}, {Code: "2w", Title: "2 wounds"}}
	marks := func(unit string) []rules.Marker {
		if unit == id {
			return ms
		}
		return nil
	}
	lay := buildLabels(s, c, view, f, nil, marks)
	found := false
	for _, p := range lay.units {
		if p.unit != id {
			if len(p.marks) != 0 {
				t.Errorf("tag %q carries markers %+v", p.text, p.marks)
			}
			continue
		}
		found = true
		tw, _ := measure(p.text, p.face)
		if need := tw + 2*p.pad + marksWidth(f, ms); p.box.w+0.5 < need || len(p.marks) != 2 {
			t.Errorf("tag %q is %.1f px wide with %d markers, want %.1f for the text and 2 badges", p.text, p.box.w, len(p.marks), need)
		}
	}
	if !found {
		t.Fatalf("no tag for %s", id)
	}
	if labelKey(s, c, view, nil, marks) == labelKey(s, c, view, nil, nil) {
		t.Error("the layout's key ignores the markers")
	}
}

// The scoreboard and the markers are asked of the rules once per state,
// not on every drawn frame, and asked again once the state changes (an
// undo included) or the battle is replaced.
func TestScoreMemoFollowsTheState(t *testing.T) {
	m, err := game.New(mustEmbedded(t, "wme"), 1)
	if err != nil {
		t.Fatal(err)
	}
	c := control.New(m, control.Config{})
	g, err := New(c, Options{})
	if err != nil {
		t.Fatal(err)
	}
	sc, ok := g.score()
	if !ok || len(sc.board.Sides) != 2 {
		t.Fatalf("score() = %+v, %v; want WME's two sides", sc.board, ok)
	}
	first := sc.board
	if again, _ := g.score(); again.version != m.Version() || fmt.Sprint(again.board) != fmt.Sprint(first) {
		t.Fatalf("a second ask changed the memo: %+v", again)
	}
	of := m.Rules().(rules.Offerer)
	s := m.State()
	o, ok := rulestest.PickKind(of.Offers(s, s.Active, nil), rules.KindEndPhase)
	if !ok {
		t.Fatal("no end of phase offered")
	}
	if _, err := m.Do(o.Action); err != nil {
		t.Fatal(err)
	}
	if sc, _ := g.score(); sc.version != m.Version() {
		t.Errorf("after an action the memo is of version %d, the match is at %d", sc.version, m.Version())
	}
	n, err := game.New(scenario.Default(), 1)
	if err != nil {
		t.Fatal(err)
	}
	c.SetMatch(n)
	if _, ok := g.score(); ok {
		t.Error("after switching to a sandbox battle the memo still holds WME's score")
	}
}

func mustEmbedded(t *testing.T, name string) *scenario.Scenario {
	t.Helper()
	sc, err := scenario.Embedded(name)
	if err != nil {
		t.Fatal(err)
	}
	return sc
}
