package bloodblades

import (
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/rulestest"
	"plateau/rules/table"
)

// S2, the battlefield's creation (bnb.md §4.5 [L782-836]; battlefield.go,
// battlefieldplace.go, battlefieldgen.go). The test table is 120 × 75 cm,
// 40 × 25 MU at 15 mm (MU 3 cm, a base 4 cm wide): E and W are its short
// edges, N and S the base lines. S1's dice 4 and 3 make blue (3 + 4 = 7
// against 1 + 3 = 4) the invader, so red is the invaded player and his
// list is the one chosen from.

// s2World is the pre-battle world playing S2, red's list redList.
func s2World(redList string) *world {
	return preWorld().set(SetBattlefield, BattlefieldCreated).set(SetTerrainList+"blue", "wood!, hill").set(SetTerrainList+"red", redList)
}

// toChoice plays S1 (blue invades) and reaches red's terrain choice.
func toChoice(t *testing.T, w *world) rules.State {
	t.Helper()
	s := w.state(t)
	s, _ = apply(t, s, roll(KindRollInvader, 0), 4)
	s, _ = apply(t, s, roll(KindRollInvader, 1), 3)
	if s.Phase != PhaseTerrainChoice || s.Active != 1 {
		t.Fatalf("after S1: phase %q, active %d; want %q, red (the invaded player [L796])", s.Phase, s.Active, PhaseTerrainChoice)
	}
	return s
}

func choose(side int, kind, size string) rules.Action {
	return rules.Action{Kind: KindChooseTerrain, Side: side, Args: map[string]string{"kind": kind, "size": size}}
}

// pick is a choice in "kind size" words.
type pick struct {
	side       int
	kind, size string
}

// toPlacement makes the choices given (red's then blue's, each ended)
// and reaches the placement.
func toPlacement(t *testing.T, w *world, picks ...pick) rules.State {
	t.Helper()
	s := toChoice(t, w)
	for _, side := range []int{1, 0} {
		for _, p := range picks {
			if p.side == side {
				s, _ = apply(t, s, choose(side, p.kind, p.size))
			}
		}
		s, _ = apply(t, s, end(side))
	}
	if s.Phase != PhaseTerrainPlace {
		t.Fatalf("after the choices: phase %q, want %q", s.Phase, PhaseTerrainPlace)
	}
	return s
}

// placeArea is the action placing piece i as the outline pts.
func placeArea(side, i int, pts ...geom.Vec) rules.Action {
	return rules.Action{Kind: KindPlaceTerrain, Side: side, Args: map[string]string{"piece": strconv.Itoa(i), "area": FormatPoints(pts)}}
}

// placeLine is the action placing piece i as a line width cm wide.
func placeLine(side, i int, width float64, pts ...geom.Vec) rules.Action {
	return rules.Action{Kind: KindPlaceTerrain, Side: side, Args: map[string]string{"piece": strconv.Itoa(i), "line": FormatPoints(pts), "width": strconv.FormatFloat(width, 'f', 2, 64)}}
}

func rollFor(kind string, side, i int, edge string) rules.Action {
	return rules.Action{Kind: kind, Side: side, Args: map[string]string{"piece": strconv.Itoa(i), "edge": edge}}
}

// box is the rectangle x0-x1 × y0-y1 cm.
func box(x0, y0, x1, y1 float64) []geom.Vec {
	return []geom.Vec{geom.V(x0, y0), geom.V(x1, y0), geom.V(x1, y1), geom.V(x0, y1)}
}

// sq is a w × h cm rectangle centred at (x, y).
func sq(x, y, w, h float64) []geom.Vec { return box(x-w/2, y-h/2, x+w/2, y+h/2) }

// The settings: S2 needs the pre-battle sequence and a terrain list for
// each army, of kinds S2 places, whose compulsory terrain can be chosen
// within the size limits [L796].
func TestBattlefieldSettings(t *testing.T) {
	for _, c := range []struct {
		name string
		w    *world
		want string
	}{
		{"created without pre-battle", newWorld().set(SetBattlefield, BattlefieldCreated).set(SetTerrainList+"blue", "wood").set(SetTerrainList+"red", "wood"), "needs deployment"},
		{"no list for red", preWorld().set(SetBattlefield, BattlefieldCreated).set(SetTerrainList+"blue", "wood"), "terrain-red"},
		{"an unknown value", preWorld().set(SetBattlefield, "random"), "expected"},
		{"an unknown kind", s2World("wood, forest!"), "no kind S2 places"},
		{"a list for no army", s2World("wood").set(SetTerrainList+"green", "wood"), "names no army"},
		{"a compulsory lake, road, river and BUA: one large and two medium places for four", s2World("road!, river!, bua!, lake!"), "cannot be chosen"},
		{"a kind named twice", s2World("wood, wood!"), "named twice"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := c.w.s.Clone()
			err := (Rules{}).Setup(&s)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("Setup: %v, want an error with %q", err, c.want)
			}
		})
	}
	if _, err := ParseTerrainList("wood!, hill!, river, road"); err != nil {
		t.Errorf("a good list: %v", err)
	}
}

// [L796]: the invaded player chooses one or two pieces of each compulsory
// terrain, two at least in all, and up to two optional ones; the invader
// one to three, one compulsory at most; no player more than 1 large, 2
// medium and 3 small pieces; roads medium, rivers medium or great (large,
// A7), a hamlet small and a BUA medium or large, a lake large (the
// reading of doc.go).
func TestTerrainChoice(t *testing.T) {
	const list = "wood!, hill!, river, road, hamlet, bua, lake"
	for _, c := range []struct {
		name   string
		list   string
		before []pick
		act    rules.Action
		want   string
	}{
		{"a small wood", list, nil, choose(1, "wood", "small"), ""},
		{"a second large piece", list, []pick{{1, "hill", "large"}}, choose(1, "wood", "large"), "terrain-choice"},
		{"a fourth small piece", list, []pick{{1, "hill", "small"}, {1, "hill", "small"}, {1, "wood", "small"}}, choose(1, "hamlet", "small"), "terrain-choice"},
		{"a third hill: two of a compulsory kind at most", list, []pick{{1, "hill", "small"}, {1, "hill", "medium"}}, choose(1, "hill", "large"), "terrain-choice"},
		{"a third optional piece", list, []pick{{1, "river", "medium"}, {1, "hamlet", "small"}}, choose(1, "road", "medium"), "terrain-choice"},
		{"bushes are not in the list", list, nil, choose(1, "bushes", "small"), "terrain-choice"},
		{"a large road: roads are medium [L792]", list, nil, choose(1, "road", "large"), "terrain-choice"},
		{"a great river is large (A7)", list, nil, choose(1, "river", "large"), ""},
		{"a medium hamlet: a hamlet is small [L960]", list, nil, choose(1, "hamlet", "medium"), "terrain-choice"},
		{"a small BUA: medium or large [L962]", list, nil, choose(1, "bua", "small"), "terrain-choice"},
		{"a small lake: it is large", list, nil, choose(1, "lake", "small"), "terrain-choice"},
		{"a large lake", list, nil, choose(1, "lake", "large"), ""},
		{"after a lake, a medium wood taking the medium place the compulsory road or river needs", "road!, river!, lake, wood", []pick{{1, "lake", "large"}}, choose(1, "wood", "medium"), "terrain-choice"},
		{"after a lake, a small wood", "road!, river!, lake, wood", []pick{{1, "lake", "large"}}, choose(1, "wood", "small"), ""},
		{"ending with no wood yet", list, []pick{{1, "hill", "small"}, {1, "hill", "medium"}}, end(1), "terrain-choice"},
		{"ending with a wood and a hill", list, []pick{{1, "hill", "small"}, {1, "wood", "medium"}}, end(1), ""},
		{"ending with one compulsory piece of the only compulsory kind", "hill!, wood", []pick{{1, "hill", "small"}, {1, "wood", "small"}}, end(1), "terrain-choice"},
		{"ending with two hills, the only compulsory kind", "hill!, wood", []pick{{1, "hill", "small"}, {1, "hill", "small"}}, end(1), ""},
		{"blue choosing in red's turn", list, nil, choose(0, "wood", "small"), "turn"},
		{"the invader's compulsory piece", list, []pick{{1, "hill", "small"}, {1, "wood", "small"}, {0, "hamlet", "small"}}, choose(0, "wood", "medium"), ""},
		{"the invader's second compulsory piece", list, []pick{{1, "hill", "small"}, {1, "wood", "small"}, {0, "hill", "small"}}, choose(0, "wood", "medium"), "terrain-choice"},
		{"the invader's fourth piece", list, []pick{{1, "hill", "small"}, {1, "wood", "small"}, {0, "hamlet", "small"}, {0, "river", "medium"}, {0, "road", "medium"}}, choose(0, "lake", "large"), "terrain-choice"},
		{"the invader ending with no piece", list, []pick{{1, "hill", "small"}, {1, "wood", "small"}}, end(0), "terrain-choice"},
		{"the invader ending with one piece", list, []pick{{1, "hill", "small"}, {1, "wood", "small"}, {0, "road", "medium"}}, end(0), ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := toChoice(t, s2World(c.list))
			for _, p := range c.before {
				if p.side == 0 && s.Active == 1 {
					s, _ = apply(t, s, end(1))
				}
				s, _ = apply(t, s, choose(p.side, p.kind, p.size))
			}
			if c.act.Side == 0 && s.Active == 1 && c.want != "turn" {
				s, _ = apply(t, s, end(1))
			}
			if got := code((Rules{}).Check(&s, c.act)); got != c.want {
				t.Errorf("Check: %q, want %q (%v)", got, c.want, (Rules{}).Check(&s, c.act))
			}
		})
	}
}

// [L800, L802]: compulsory waterways and lakes first, then the compulsory
// pieces, the invaded player's (red) before the invader's (blue); then the
// invader's other pieces, then the invaded player's. Each piece is placed
// by the player who chose it.
func TestPlacementOrder(t *testing.T) {
	w := s2World("lake!, wood!, hill, road")
	s := toPlacement(t, w, pick{1, "wood", "small"}, pick{1, "lake", "large"}, pick{1, "hill", "medium"}, pick{0, "wood", "medium"}, pick{0, "road", "medium"})
	// pieces: 0 red wood, 1 red lake, 2 red hill, 3 blue wood, 4 blue road
	if got := code((Rules{}).Check(&s, rollFor(KindRollPlacement, 1, 0, "N"))); got != "terrain-order" {
		t.Errorf("red's wood before his lake: %q, want terrain-order [L802]", got)
	}
	want := []struct {
		side  int
		piece string
	}{{1, "the large lake"}, {1, "the small wood"}, {0, "the medium wood"}, {0, "the medium road"}, {1, "the medium hill"}}
	for i, wnt := range want {
		next := placeable(&s)
		if len(next) != 1 || next[0].Name() != wnt.piece || s.Active != wnt.side {
			t.Fatalf("step %d: %v to place, %d active; want %s by side %d [L800]", i+1, next, s.Active, wnt.piece, wnt.side)
		}
		p := next[0]
		if Kinds[p.Kind].Road || isWater(p.Kind) {
			s = pressS2(t, s, "Place "+p.Name())
			continue
		}
		if offerAction(t, s, "Place "+p.Name(), false).Kind != "none" {
			t.Fatalf("step %d: %s offered before its roll", i+1, p.Name())
		}
		noRoll := placeArea(p.Side, p.Index, sq(60, 20, 15, 12)...)
		if got := code((Rules{}).Check(&s, noRoll)); got != "terrain-order" {
			t.Errorf("step %d: placing %s before its die: %q, want terrain-order [L815-820]", i+1, p.Name(), got)
		}
		s = pressS2(t, s, "Roll to place "+p.Name()+" — preferring the N edge", 2)
		if r := s.Clone(); (Rules{}).Resume(&r) != nil {
			t.Errorf("step %d: Resume with the die rolled: %v", i+1, (Rules{}).Resume(&r))
		}
		if got := code((Rules{}).Check(&s, rollFor(KindRollPlacement, p.Side, p.Index, "S"))); got != "terrain-order" {
			t.Errorf("step %d: a second roll for %s: %q, want terrain-order", i+1, p.Name(), got)
		}
		s = pressS2(t, s, "Place "+p.Name())
	}
	if s.Phase == PhaseTerrainPlace || len(s.Table.Features) != 5 {
		t.Errorf("after the five pieces: phase %q, %d features; want S2 over with 5", s.Phase, len(s.Table.Features))
	}
}

// offerAction is the action of the first enabled offer whose label
// starts with label (or, when must is false, one of kind "none" when
// there is none).
func offerAction(t *testing.T, s rules.State, label string, must bool) rules.Action {
	t.Helper()
	for _, o := range (Rules{}).Offers(&s, s.Active, nil) {
		if strings.HasPrefix(o.Label, label) && o.Disabled == "" {
			return o.Action
		}
	}
	if must {
		var labels []string
		for _, o := range (Rules{}).Offers(&s, s.Active, nil) {
			labels = append(labels, o.Label+" ["+o.Disabled+"]")
		}
		t.Fatalf("no enabled offer %q in %v", label, labels)
	}
	return rules.Action{Kind: "none"}
}

// pressS2 applies the first enabled offer whose label starts with label,
// with the dice given.
func pressS2(t *testing.T, s rules.State, label string, faces ...int) rules.State {
	t.Helper()
	n, _ := apply(t, s, offerAction(t, s, label, true), faces...)
	return n
}

// [L802]: a waterway or lake lies against a short edge, along the whole of
// it, its shore 1 to 3 MU (3 to 9 cm) from it, straight or gently curved.
func TestWaterPlacement(t *testing.T) {
	s := toPlacement(t, s2World("waterway!, hill!"), pick{1, "waterway", "large"}, pick{1, "hill", "small"}, pick{0, "hill", "small"})
	for _, c := range []struct {
		name string
		area []geom.Vec
		want string
	}{
		{"a W strip 2 MU deep", box(0, 0, 6, 75), ""},
		{"an E strip 3 MU deep, the most", box(111, 0, 120, 75), ""},
		{"a gently curved shore, 1.5 to 2.5 MU", []geom.Vec{geom.V(0, 0), geom.V(7.5, 0), geom.V(4.5, 37.5), geom.V(7.5, 75), geom.V(0, 75)}, ""},
		{"4 MU deep", box(0, 0, 12, 75), "terrain-place"},
		{"along half the edge", box(0, 0, 6, 40), "terrain-place"},
		{"against a long edge", box(0, 0, 120, 6), "terrain-place"},
		{"its shore 0.5 MU from the edge at one point", []geom.Vec{geom.V(0, 0), geom.V(6, 0), geom.V(1.5, 37.5), geom.V(6, 75), geom.V(0, 75)}, "terrain-place"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := code((Rules{}).Check(&s, placeArea(1, 0, c.area...))); got != c.want {
				t.Errorf("Check: %q, want %q (%v)", got, c.want, (Rules{}).Check(&s, placeArea(1, 0, c.area...)))
			}
		})
	}
}

// [L804]: the river joins both base lines (N and S), in a band parallel to
// the sides it does not join: the placing player chooses one and rolls
// 2D6; the band lies the lower die in MU from it, as wide as the dice's
// difference (equal dice, a line: A8). A river 0.5 to 1 MU wide is
// medium, over 1 MU large (A7, [L846]).
func TestRiverBand(t *testing.T) {
	at := func(t *testing.T, dice ...int) rules.State {
		s := toPlacement(t, s2World("river!, hill!"), pick{1, "river", "medium"}, pick{1, "hill", "small"}, pick{0, "hill", "small"})
		if got := code((Rules{}).Check(&s, rollFor(KindRollRiverBand, 1, 0, "N"))); got != "terrain-order" {
			t.Errorf("a band from the N edge, which the river joins: %q, want terrain-order", got)
		}
		n, evs := apply(t, s, rollFor(KindRollRiverBand, 1, 0, "W"), dice...)
		if len(evs) == 0 || evs[0].Kind != "roll" || len(evs[0].Rolls) != 2 {
			t.Errorf("the band's roll: %v, want one roll event of 2D6", evs)
		}
		return n
	}
	s := at(t, 5, 2) // the band 2 to 5 MU (6 to 15 cm) from the W edge
	if s.Counters[ctBandLo] != 2 || s.Counters[ctBandHi] != 5 || s.Counters[ctBandEdge] != 4 {
		t.Errorf("band %d-%d MU from edge %d, want 2-5 from W", s.Counters[ctBandLo], s.Counters[ctBandHi], s.Counters[ctBandEdge]-1)
	}
	for _, c := range []struct {
		name  string
		width float64
		line  []geom.Vec
		want  string
	}{
		{"3 MU from W, 1 MU wide", 3, []geom.Vec{geom.V(9, 0), geom.V(9, 75)}, ""},
		{"winding within the band", 3, []geom.Vec{geom.V(6, 0), geom.V(15, 37.5), geom.V(6, 75)}, ""},
		{"6 MU from W, outside the band", 3, []geom.Vec{geom.V(18, 0), geom.V(18, 75)}, "terrain-place"},
		{"ending short of the S edge", 3, []geom.Vec{geom.V(9, 0), geom.V(9, 60)}, "terrain-place"},
		{"1.5 MU wide: a great river, large, not medium", 4.5, []geom.Vec{geom.V(9, 0), geom.V(9, 75)}, "terrain-size"},
		{"0.3 MU wide: too narrow [L846]", 1, []geom.Vec{geom.V(9, 0), geom.V(9, 75)}, "terrain-size"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := code((Rules{}).Check(&s, placeLine(1, 0, c.width, c.line...))); got != c.want {
				t.Errorf("Check: %q, want %q (%v)", got, c.want, (Rules{}).Check(&s, placeLine(1, 0, c.width, c.line...)))
			}
		})
	}
	s = at(t, 4, 4) // A8: a band of width 0, 4 MU (12 cm) from W
	if got := code((Rules{}).Check(&s, placeLine(1, 0, 3, geom.V(12, 0), geom.V(12, 75)))); got != "" {
		t.Errorf("A8, on the line: %q, want legal", got)
	}
	if got := code((Rules{}).Check(&s, placeLine(1, 0, 3, geom.V(13.5, 0), geom.V(13.5, 75)))); got != "terrain-place" {
		t.Errorf("A8, 0.5 MU off the line: %q, want terrain-place", got)
	}
}

// [L804]: with a waterway placed, the river flows from the side opposite
// it into it, its band measured from a long edge.
func TestRiverIntoWaterway(t *testing.T) {
	s := toPlacement(t, s2World("waterway!, river!, hill"), pick{1, "waterway", "large"}, pick{1, "river", "medium"}, pick{0, "hill", "small"})
	s, _ = apply(t, s, placeArea(1, 0, box(0, 0, 6, 75)...))
	if got := code((Rules{}).Check(&s, rollFor(KindRollRiverBand, 1, 1, "W"))); got != "terrain-order" {
		t.Errorf("a band from the W edge, which the river joins: %q, want terrain-order", got)
	}
	s, _ = apply(t, s, rollFor(KindRollRiverBand, 1, 1, "N"), 1, 3) // 1 to 3 MU (3 to 9 cm) from N
	for _, c := range []struct {
		name string
		line []geom.Vec
		want string
	}{
		{"from the E edge into the waterway", []geom.Vec{geom.V(120, 6), geom.V(60, 8), geom.V(0, 6)}, ""},
		{"stopping short of the waterway", []geom.Vec{geom.V(120, 6), geom.V(60, 6)}, "terrain-place"},
		{"from N to S", []geom.Vec{geom.V(60, 0), geom.V(60, 75)}, "terrain-place"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := code((Rules{}).Check(&s, placeLine(1, 1, 3, c.line...))); got != c.want {
				t.Errorf("Check: %q, want %q (%v)", got, c.want, (Rules{}).Check(&s, placeLine(1, 1, 3, c.line...)))
			}
		})
	}
}

// [L806, L882], E23 [L2468]: a road joins two opposite edges, or a road
// already placed and an edge no road reaches; one road an edge; it ends
// in no waterway; it crosses a river at right angles (within 45°), once,
// and one road only crosses it. The scenario's river runs N to S at x =
// 60 cm.
func TestRoadPlacement(t *testing.T) {
	w := s2World("road!, hill!").line("rv", "river", 3, geom.V(60, 0), geom.V(60, 75))
	s := toPlacement(t, w, pick{1, "road", "medium"}, pick{1, "road", "medium"}, pick{1, "hill", "small"}, pick{0, "hill", "small"})
	first := placeLine(1, 0, 1.5, geom.V(0, 37.5), geom.V(120, 37.5))
	for _, c := range []struct {
		name string
		line []geom.Vec
		want string
	}{
		{"W to E, across the river at right angles", []geom.Vec{geom.V(0, 37.5), geom.V(120, 37.5)}, ""},
		{"22.6° off the perpendicular", []geom.Vec{geom.V(0, 10), geom.V(120, 60)}, ""},
		{"E23: 51° off the perpendicular", []geom.Vec{geom.V(30, 0), geom.V(90, 75)}, "terrain-place"},
		{"crossing the river twice", []geom.Vec{geom.V(0, 20), geom.V(70, 20), geom.V(70, 50), geom.V(50, 50), geom.V(50, 75)}, "terrain-place"},
		{"ending at the river", []geom.Vec{geom.V(0, 37.5), geom.V(60, 37.5)}, "terrain-place"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := code((Rules{}).Check(&s, placeLine(1, 0, 1.5, c.line...))); got != c.want {
				t.Errorf("Check: %q, want %q (%v)", got, c.want, (Rules{}).Check(&s, placeLine(1, 0, 1.5, c.line...)))
			}
		})
	}
	s, _ = apply(t, s, first)
	for _, c := range []struct {
		name string
		line []geom.Vec
		want string
	}{
		{"from the W edge again", []geom.Vec{geom.V(0, 20), geom.V(120, 20)}, "terrain-place"},
		{"from the N edge to the first road", []geom.Vec{geom.V(30, 0), geom.V(30, 37.5)}, ""},
		{"N to S, also across the river", []geom.Vec{geom.V(30, 0), geom.V(30, 10), geom.V(90, 10), geom.V(90, 75)}, "terrain-place"},
		{"N to S, not across it", []geom.Vec{geom.V(90, 0), geom.V(90, 75)}, ""},
	} {
		t.Run("then "+c.name, func(t *testing.T) {
			if got := code((Rules{}).Check(&s, placeLine(1, 1, 1.5, c.line...))); got != c.want {
				t.Errorf("Check: %q, want %q (%v)", got, c.want, (Rules{}).Check(&s, placeLine(1, 1, 1.5, c.line...)))
			}
		})
	}
	sea := toPlacement(t, s2World("road!, hill!").rect("sea", "waterway", 111, 0, 120, 75), pick{1, "road", "medium"}, pick{1, "hill", "small"}, pick{0, "hill", "small"})
	if got := code((Rules{}).Check(&sea, placeLine(1, 0, 1.5, geom.V(0, 37.5), geom.V(120, 37.5)))); got != "terrain-place" {
		t.Errorf("a road ending in a waterway: %q, want terrain-place [L806]", got)
	}
}

// [L815-820], E4, E5: an area piece's die, 1-3 the preferred edge, 4-6
// the others clockwise from its left; the piece must be nearest the edge
// rolled (by its centre, A47), a base width from the edges; its outline
// of its size (the minimum length included, the maximum excluded).
func TestAreaPiecePlacement(t *testing.T) {
	w := s2World("wood!, hill!")
	at := func(t *testing.T, face int) rules.State {
		s := toPlacement(t, w, pick{1, "wood", "small"}, pick{1, "hill", "medium"}, pick{0, "wood", "medium"})
		n, evs := apply(t, s, rollFor(KindRollPlacement, 1, 0, "N"), face)
		if len(evs) != 1 || evs[0].Kind != "roll" || len(evs[0].Rolls) != 1 || evs[0].Rolls[0].Value != face {
			t.Errorf("the placement die: %v, want one roll event of the D6", evs)
		}
		return n
	}
	for face, edge := range []string{"", "N", "N", "N", "E", "S", "W"} {
		if face == 0 {
			continue
		}
		if s := at(t, face); edgeNames[s.Counters[ctDieEdge]-1] != edge {
			t.Errorf("preferring N, %d: edge %s, want %s [L815-819]", face, edgeNames[s.Counters[ctDieEdge]-1], edge)
		}
	}
	s := at(t, 2) // N
	for _, c := range []struct {
		name string
		area []geom.Vec
		want string
	}{
		{"E4: 3 × 3 MU, small, nearest N", sq(60, 15, 9, 9), ""},
		{"E5: 5 × 4 MU is medium, not small", sq(60, 15, 15, 12), "terrain-size"},
		{"5 × 3.9 MU fits no size", sq(60, 15, 15, 11.7), "terrain-size"},
		{"nearest S", sq(60, 58, 9, 9), "terrain-place"},
		{"1 cm from the N edge", sq(60, 5.5, 9, 9), "terrain-place"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := code((Rules{}).Check(&s, placeArea(1, 0, c.area...))); got != c.want {
				t.Errorf("Check: %q, want %q (%v)", got, c.want, (Rules{}).Check(&s, placeArea(1, 0, c.area...)))
			}
		})
	}
	s, _ = apply(t, s, placeArea(1, 0, sq(60, 15, 9, 9)...))
	s, _ = apply(t, s, rollFor(KindRollPlacement, 1, 1, "N"), 6) // W
	if got := code((Rules{}).Check(&s, placeArea(1, 1, sq(20, 37.5, 15, 12)...))); got != "" {
		t.Errorf("E5 as a medium hill nearest W: %q, want legal", got)
	}
	if got := code((Rules{}).Check(&s, placeArea(1, 1, sq(60, 22, 15, 12)...))); got != "terrain-place" {
		t.Errorf("a medium hill 1.5 cm from the wood: %q, want terrain-place [L808]", got)
	}
}

// [L820]: an edge a waterway covers is measured to its shore. The
// waterway along the W edge is 3 MU (9 cm) deep; a point at (20, 14) is
// 14 cm from N and 20 from the W edge, but 11 from the shore.
func TestShorelineForTheDie(t *testing.T) {
	c, _ := ConfigOf(nil)
	tb := table.Table{Width: 120, Height: 75, Features: []table.Feature{{ID: "sea", Kind: "waterway", Area: box(0, 0, 9, 75)}}}
	if got := nearestEdges(&tb, geom.V(20, 14)); !reflect.DeepEqual(got, []int{3}) {
		t.Errorf("nearest edges %v, want W (its shore) [L820]", got)
	}
	f := table.Feature{ID: "w", Kind: "wood", Area: sq(20, 14, 9, 9)}
	if msg := AreaPlacementProblem(c, &tb, &f, 3); msg != "" {
		t.Errorf("the wood nearest the shore, die W: %q", msg)
	}
	if msg := AreaPlacementProblem(c, &tb, &f, 0); msg == "" {
		t.Errorf("the wood, die N: legal, want refused (the shore is nearer)")
	}
	bare := table.Table{Width: 120, Height: 75}
	if got := nearestEdges(&bare, geom.V(20, 14)); !reflect.DeepEqual(got, []int{0}) {
		t.Errorf("with no waterway: %v, want N", got)
	}
}

// [L813]: a hill on the water: an island at least a base width (4 cm)
// from the shore, a promontory joined to the land along a base width of
// shore. The lake covers x < 40 cm.
func TestIslandsAndPromontories(t *testing.T) {
	c, _ := ConfigOf(nil)
	tb := table.Table{Width: 120, Height: 75, Features: []table.Feature{{ID: "la", Name: "the lake", Kind: "lake", Area: box(0, 0, 40, 75)}}}
	for _, k := range []struct {
		name string
		area []geom.Vec
		ok   bool
	}{
		{"an island 15.5 cm from the shore", sq(20, 37.5, 9, 9), true},
		{"an island 2.5 cm from the shore", sq(33, 37.5, 9, 9), false},
		{"a promontory joined along 10 cm", box(35, 30, 50, 40), true},
		{"a promontory joined along 3 cm", box(36, 30, 50, 33), false},
	} {
		f := table.Feature{ID: "h", Name: "the hill", Kind: "hill", Area: k.area}
		if msg := shoreProblem(c, &tb, &f); (msg == "") != k.ok {
			t.Errorf("%s: %q, want legal %v", k.name, msg, k.ok)
		}
	}
}

// [L822]: a piece that cannot be placed is discarded, even a compulsory
// one; one that can is not. A marsh covers most of the table's E half, so
// a large wood nearest E has no place.
func TestDiscardPiece(t *testing.T) {
	w := s2World("wood!, hill!").rect("m", "marsh", 60, 4, 116, 71)
	s := toPlacement(t, w, pick{1, "wood", "large"}, pick{1, "hill", "small"}, pick{0, "wood", "small"})
	discard := rules.Action{Kind: KindDiscardTerrain, Side: 1, Args: map[string]string{"piece": "0"}}
	if got := code((Rules{}).Check(&s, discard)); got != "terrain-order" {
		t.Errorf("a discard before the die: %q, want terrain-order", got)
	}
	s, _ = apply(t, s, rollFor(KindRollPlacement, 1, 0, "E"), 2)
	if offerAction(t, s, "Discard the large wood", false).Kind != KindDiscardTerrain {
		t.Errorf("no offer to discard the large wood")
	}
	s, evs := apply(t, s, discard)
	if counter(&s, ctPieceDone, 0) != 2 || !strings.Contains(evs[0].Text, "discarded") {
		t.Errorf("after the discard: done %d, events %v", counter(&s, ctPieceDone, 0), evs)
	}
	s, _ = apply(t, s, rollFor(KindRollPlacement, 1, 1, "W"), 1)
	hill := rules.Action{Kind: KindDiscardTerrain, Side: 1, Args: map[string]string{"piece": "1"}}
	if got := code((Rules{}).Check(&s, hill)); got != "terrain-discard" {
		t.Errorf("discarding the small hill nearest W: %q, want terrain-discard", got)
	}
	s = pressS2(t, s, "Place the small hill")
	if len(s.Table.Features) != 2 {
		t.Errorf("%d features, want the marsh and the hill", len(s.Table.Features))
	}
}

// S2 played by the offers, with scripted dice, from S1 to the next step
// (no weather, no baggage: the deployment-order roll).
func TestS2ByOffers(t *testing.T) {
	s := toChoice(t, s2World("wood!, hill!, road"))
	for _, p := range []struct {
		label string
		dice  []int
	}{
		{"Choose a small wood (compulsory)", nil},
		{"Choose a medium hill (compulsory)", nil},
		{"End terrain choice", nil},
		{"Choose a medium road (optional)", nil},
		{"End terrain choice", nil},
		{"Roll to place the small wood — preferring the N edge", []int{1}},
		{"Place the small wood", nil},
		{"Roll to place the medium hill — preferring the S edge", []int{3}},
		{"Place the medium hill", nil},
		{"Place the medium road", nil},
	} {
		s = pressS2(t, s, p.label, p.dice...)
	}
	if s.Phase != PhaseDeployOrder || len(s.Table.Features) != 3 {
		t.Errorf("after S2: phase %q, %d features; want %q and 3", s.Phase, len(s.Table.Features), PhaseDeployOrder)
	}
	if err := (Rules{}).Resume(&s); err != nil {
		t.Errorf("Resume after S2: %v", err)
	}
}

// GenerateBattlefield plays S1 and S2 for both players, by the rules' own
// picks, with seeded dice: every battlefield it makes passes the
// placement checks, and a seed makes the same one each time.
func TestGenerateBattlefield(t *testing.T) {
	for _, lists := range [][2]string{
		{"wood!, hill!, river, road, bua, lake", "waterway!, hill!, wood, river, road, hamlet"},
		{"hill!, road!, river, bushes, rocky", "river!, hill!, vines, orchard, dunes, marsh, steep-hill"},
	} {
		w := preWorld().set(SetBattlefield, BattlefieldCreated).set(SetTerrainList+"blue", lists[0]).set(SetTerrainList+"red", lists[1])
		s := w.state(t)
		distinct := map[string]bool{}
		for seed := uint64(1); seed <= 30; seed++ {
			n, acts, err := GenerateBattlefield(s, seed)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			if n.Phase != PhaseDeployOrder || len(acts) == 0 {
				t.Fatalf("seed %d: phase %q after %d actions, want S2 over", seed, n.Phase, len(acts))
			}
			checkBattlefield(t, seed, &n)
			if seed <= 3 {
				r, d := s, dice.NewSeeded(seed)
				for _, a := range acts {
					r, _, _ = Rules{}.Apply(r, a, d)
				}
				if !reflect.DeepEqual(r.Table.Features, n.Table.Features) || r.Phase != n.Phase {
					t.Errorf("seed %d: the actions replayed with dice.NewSeeded(seed) make another battlefield", seed)
				}
			}
			again, _, _ := GenerateBattlefield(s, seed)
			if !reflect.DeepEqual(again.Table.Features, n.Table.Features) {
				t.Errorf("seed %d: two battlefields", seed)
			}
			key := ""
			for _, f := range n.Table.Features {
				key += f.Name + FormatPoints(append(f.Area, f.Line...)) + ";"
			}
			distinct[key] = true
		}
		if len(distinct) < 25 {
			t.Errorf("%d distinct battlefields of 30 seeds", len(distinct))
		}
	}
	if _, _, err := GenerateBattlefield(preWorld().state(t), 1); err == nil {
		t.Errorf("GenerateBattlefield without battlefield = created: no error")
	}
}

// checkBattlefield checks every feature of a made battlefield against
// [L802-822]: areas of their size a base width from the edges and from
// each other, water against a short edge, hills on the water as [L813]
// asks, roads joining edges or roads and crossing rivers as they may,
// rivers joining two sides.
func checkBattlefield(t *testing.T, seed uint64, s *rules.State) {
	t.Helper()
	c, _ := ConfigOf(s.Settings)
	tb := &s.Table
	for i := range tb.Features {
		f := &tb.Features[i]
		k := Kinds[f.Kind]
		var msg string
		switch {
		case isWater(f.Kind):
			msg = waterProblem(c, s, f)
		case k.Road:
			msg = RoadPlacementProblem(tb, f)
			if e := onEdge(tb, f.Line[0]); e < 0 {
				msg += " starts on no edge"
			}
		case k.River:
			if onEdge(tb, f.Line[0]) < 0 || onEdge(tb, f.Line[len(f.Line)-1]) < 0 {
				msg = "a river not joining two sides"
			}
		default:
			if z, _, _ := FeatureSize(c, f); z == SizeNone {
				msg = "of no size"
			}
			msg += AreaPlacementProblem(c, tb, f, -1) + shoreProblem(c, tb, f)
		}
		if msg != "" {
			t.Errorf("seed %d: %s: %s", seed, featureName(f), msg)
		}
	}
}

// Random play from the invader roll through S2 into the battle keeps
// every invariant of the conformance suite.
func TestS2Conformance(t *testing.T) {
	w := s2World("wood!, hill!, river, road, lake")
	st := rulestest.Play(t, Rules{}, w.s, rulestest.OffersAndMoves(Rules{}), 300, 3)
	for _, kind := range []string{KindChooseTerrain, KindPlaceTerrain, KindRollPlacement} {
		if st.Kinds[kind] == 0 {
			t.Errorf("applied %v: no %s", st.Kinds, kind)
		}
	}
}

// E24, Figure 8.7 [L2478-2480]: a road passing within half a base width
// of a wood is to be avoided "autant que possible": placing one is legal
// with a note, and the rules' own place for a road avoids it when it can.
// The scenario's wood is 1.5 cm from the road along y = 37.5.
func TestRoadNoteInS2(t *testing.T) {
	w := s2World("road!, hill!").rect("wd", "wood", 50, 39, 70, 50)
	s := toPlacement(t, w, pick{1, "road", "medium"}, pick{1, "hill", "small"}, pick{0, "hill", "small"})
	_, evs := apply(t, s, placeLine(1, 0, 1.5, geom.V(0, 37.5), geom.V(120, 37.5)))
	if len(evs) < 2 || !strings.Contains(evs[1].Text, "Figure 8.7") {
		t.Errorf("events %v, want a note citing Figure 8.7", evs)
	}
	_, evs = apply(t, s, offerAction(t, s, "Place the medium road", true))
	for _, e := range evs {
		if strings.Contains(e.Text, "Figure 8.7") {
			t.Errorf("the rules' road: %q, want none near the wood", e.Text)
		}
	}
}

// GenerateFeatures makes a battlefield with no armies, every piece placed
// as the checks ask, the same for the same seed; a 60 × 60 cm table at
// 6 mm is square, and its short edges E and W.
func TestGenerateFeatures(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		fs, err := GenerateFeatures(map[string]string{SetScale: "6mm"}, 60, 60, "waterway!, hill!, wood, river, road", "wood", seed)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		again, _ := GenerateFeatures(map[string]string{SetScale: "6mm"}, 60, 60, "waterway!, hill!, wood, river, road", "wood", seed)
		if len(fs) == 0 || !reflect.DeepEqual(fs, again) {
			t.Errorf("seed %d: %d features, the same again %v", seed, len(fs), reflect.DeepEqual(fs, again))
		}
		s := rules.State{Table: table.Table{Width: 60, Height: 60, Features: fs}, Sides: []rules.Side{{ID: "invaded"}, {ID: "invader"}},
			Settings: map[string]string{SetScale: "6mm"}, Counters: map[string]int{ctInvader: 2}}
		checkBattlefield(t, seed, &s)
		if !slices.ContainsFunc(fs, func(f table.Feature) bool { return f.Kind == "waterway" }) {
			t.Errorf("seed %d: no waterway, which is compulsory and always fits", seed)
		}
	}
	if _, err := GenerateFeatures(nil, 120, 75, "wood, forest", "wood", 1); err == nil {
		t.Errorf("an unknown kind: no error")
	}
}

// The choices [L802] and [L806] leave the placing player have offers of
// their own: the waterway's short edge, a road's two opposite edges, and,
// once a road is placed, the edge a road joins it from.
func TestPlacementWays(t *testing.T) {
	s := toPlacement(t, s2World("waterway!, road!, hill"), pick{1, "waterway", "large"}, pick{1, "road", "medium"}, pick{1, "road", "medium"}, pick{0, "hill", "small"})
	east := offerAction(t, s, "Place the large waterway — along the E edge", true)
	offerAction(t, s, "Place the large waterway — along the W edge", true)
	s, _ = apply(t, s, east)
	if waterOn(&s.Table, 1) == nil || waterOn(&s.Table, 3) != nil {
		t.Fatalf("the waterway is not along the E edge only")
	}
	if got := offerAction(t, s, "Place the medium road — from the W edge to the E", false); got.Kind != "none" {
		t.Errorf("a road W to E, ending in the waterway, offered [L806]")
	}
	s = pressS2(t, s, "Place the medium road — from the N edge to the S")
	s = pressS2(t, s, "Place the medium road — from the W edge to the road")
	roads := 0
	for _, f := range s.Table.Features {
		if f.Kind == "road" {
			roads++
		}
	}
	if roads != 2 || s.Active != 0 {
		t.Errorf("%d roads, side %d to place; want 2 roads and blue's hill next", roads, s.Active)
	}
}
