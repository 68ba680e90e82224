package bloodblades

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// refEngagedPairs is what closeCombat tested before engagedPairs: every
// pair of bases, in table order, the same filter on their boxes computed
// from their shapes.
func refEngagedPairs(t *table.Table) [][2]int {
	var out [][2]int
	bs := t.Bases
	for i := range bs {
		a := &bs[i]
		if a.Round {
			continue
		}
		for j := i + 1; j < len(bs); j++ {
			z := &bs[j]
			if z.Round || z.Side == a.Side || !a.Shape.Bounds().Overlaps(z.Shape.Bounds(), eps) {
				continue
			}
			out = append(out, [2]int{i, j})
		}
	}
	return out
}

// TestEngagedPairsAgreeWithEveryPair: the sweep of engagedPairs gives the
// pairs the test of every pair gave, in the same order, on crowds of
// random bases (below and above the size the table's index starts at,
// touching, overlapping, round, of one side or two, some sharing their
// left sides exactly) and on the tests' crowded table.
func TestEngagedPairsAgreeWithEveryPair(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	found := 0
	for trial := range 200 {
		n := 2 + rng.IntN(80)
		if trial%10 == 0 {
			n = 400
		}
		side := 10 + rng.Float64()*float64(n)
		var tb table.Table
		for i := range n {
			r := geom.Rect{Center: geom.V(rng.Float64()*side, rng.Float64()*side), Facing: rng.Float64() * 6.3, Width: 4, Depth: 1 + rng.Float64()*2}
			if i > 0 && rng.IntN(5) == 0 { // on another's left side, or touching it
				o := tb.Bases[rng.IntN(i)].Shape
				r = geom.Rect{Center: o.Center.Add(geom.V(0, o.Depth+rng.Float64()*0.1)), Facing: o.Facing, Width: o.Width, Depth: o.Depth}
			}
			tb.Bases = append(tb.Bases, table.Base{ID: string(rune('a'+i%26)) + string(rune('a'+i/26)), Side: rng.IntN(2), Round: rng.IntN(15) == 0, Shape: r})
		}
		want := refEngagedPairs(&tb)
		if got := engagedPairs(&tb); !slices.Equal(got, want) {
			t.Fatalf("trial %d (%d bases): engagedPairs = %v, want %v", trial, n, got, want)
		}
		found += len(want)
	}
	if found < 1000 {
		t.Errorf("only %d pairs in all the trials: the crowds are too sparse to tell", found)
	}
	s := crowded(newWorld().s, 100)
	if got, want := engagedPairs(&s.Table), refEngagedPairs(&s.Table); !slices.Equal(got, want) {
		t.Errorf("crowd: engagedPairs = %v, want %v", got, want)
	}
}

// refLinkPairs is every pair of shapes, in order: what readLinks tested
// before linkPairs.
func refLinkPairs(shapes []geom.Rect) [][2]int {
	var out [][2]int
	for i := range shapes {
		for j := i + 1; j < len(shapes); j++ {
			if mayLink(shapes[i], shapes[j]) || mayLink(shapes[j], shapes[i]) {
				out = append(out, [2]int{i, j})
			}
		}
	}
	return out
}

// TestLinkPairsAgreeWithEveryPair: of the pairs linkPairs gives,
// readLinks keeps those mayLink holds for one way or the other; they are
// every pair it holds for among all pairs, in the same order, on random
// crowds (files of bases one behind another, some turned, some of other
// sizes, one with a NaN centre) and on the tests' crowded table.
func TestLinkPairsAgreeWithEveryPair(t *testing.T) {
	kept := func(shapes []geom.Rect) [][2]int {
		var out [][2]int
		for _, p := range linkPairs(shapes) {
			if mayLink(shapes[p[0]], shapes[p[1]]) || mayLink(shapes[p[1]], shapes[p[0]]) {
				out = append(out, p)
			}
		}
		return out
	}
	rng := rand.New(rand.NewPCG(3, 4))
	found := 0
	for trial := range 200 {
		n := 1 + rng.IntN(60)
		if trial%10 == 0 {
			n = 300
		}
		side := 10 + rng.Float64()*float64(n)*2
		var shapes []geom.Rect
		for i := range n {
			r := geom.Rect{Center: geom.V(rng.Float64()*side, rng.Float64()*side), Facing: rng.Float64() * 6.3, Width: 2 + rng.Float64()*6, Depth: 1 + rng.Float64()*3}
			if i > 0 && rng.IntN(3) == 0 { // behind another
				o := shapes[rng.IntN(i)]
				r = o.At(geom.Pose{Pos: o.Center.Sub(o.Forward().Scale(o.Depth + rng.Float64()*0.1)), Facing: o.Facing + (rng.Float64()-0.5)*0.3})
			}
			shapes = append(shapes, r)
		}
		if trial%7 == 3 {
			shapes[rng.IntN(n)].Center.X = math.NaN()
		}
		want := refLinkPairs(shapes)
		if got := kept(shapes); !slices.Equal(got, want) {
			t.Fatalf("trial %d (%d shapes): linkPairs keeps %v, want %v", trial, n, got, want)
		}
		found += len(want)
	}
	if found < 1000 {
		t.Errorf("only %d pairs may link in all the trials: the crowds are too sparse to tell", found)
	}
	s := crowded(newWorld().s, 100)
	for side := range 2 {
		shapes := columnShapes(&s, sideBases(&s, side))
		if got, want := kept(shapes), refLinkPairs(shapes); !slices.Equal(got, want) {
			t.Errorf("crowd, side %d: linkPairs keeps %v, want %v", side, got, want)
		}
	}
}

// refEndsEngaged is endsEngaged as it was before it asked the table what
// is near: every base of the table tried for every base of the subject.
func refEndsEngaged(s *rules.State, who []mover, ends []geom.Rect) bool {
	at := make(map[string]geom.Rect, len(who))
	for k, m := range who {
		at[m.base.ID] = ends[k]
	}
	shape := func(o *table.Base) geom.Rect {
		if r, ok := at[o.ID]; ok {
			return r
		}
		return o.Shape
	}
	fighting := func(r geom.Rect, side int) bool {
		for i := range s.Table.Bases {
			e := &s.Table.Bases[i]
			if e.Side != side && !e.Round && !apart(e.Shape, r, eps) && InCloseCombat(r, e.Shape) {
				return true
			}
		}
		return false
	}
	for k, m := range who {
		end := ends[k]
		for i := range s.Table.Bases {
			o := &s.Table.Bases[i]
			if o.Round || o.ID == m.base.ID {
				continue
			}
			r := shape(o)
			if apart(r, end, eps) {
				continue
			}
			if o.Side != m.base.Side {
				if InCloseCombat(end, r) {
					return true
				}
				if _, ok := Overlapped(end, r, false); ok {
					return true
				}
				continue
			}
			if supportsRect(end, r) && fighting(r, o.Side) {
				return true
			}
		}
	}
	return false
}

// endsEngagedAgree compares endsEngaged with refEndsEngaged on s for
// every base of s as a subject of one, at its pose and a little ahead,
// and with the base beside it in table order moved with it (a subject of
// two): false and the base at the first difference; how many of the
// answers were true.
func endsEngagedAgree(s *rules.State) (string, int, bool) {
	engaged := 0
	for i := range s.Table.Bases {
		b := &s.Table.Bases[i]
		m, err := readMover(s, b.Side, b.ID)
		if err != nil {
			continue
		}
		who := []mover{m}
		if i+1 < len(s.Table.Bases) {
			if m2, err := readMover(s, b.Side, s.Table.Bases[i+1].ID); err == nil {
				who = append(who, m2)
			}
		}
		for _, d := range []float64{0, 0.5, 1} {
			ends := make([]geom.Rect, len(who))
			for k, w := range who {
				ends[k] = w.base.Shape
				ends[k].Center = ends[k].Center.Add(w.base.Shape.Forward().Scale(d))
			}
			for n := 1; n <= len(who); n++ {
				want := refEndsEngaged(s, who[:n], ends[:n])
				if endsEngaged(s, who[:n], ends[:n]) != want {
					return b.ID, engaged, false
				}
				if want {
					engaged++
				}
			}
		}
	}
	return "", engaged, true
}
