package table

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"plateau/rules/geom"
)

// equivTables are randomTable's layouts the equivalence test drags bases
// over: sparse to crowded (1600 bases cover 30 % of the table, so most
// moves there are blocked and pass many gaps), built once.
var equivTables = func() map[int][]*Table {
	m := map[int][]*Table{}
	for _, n := range []int{30, 100, 400, 1600} {
		seeds := 3
		if n == 1600 {
			seeds = 2
		}
		for s := 0; s < seeds; s++ {
			m[n] = append(m[n], randomTable(n, 40, uint64(11+s)))
		}
	}
	return m
}()

// randomMove is a path for mover m: zero to three legs, each a slide
// (forward, sideways or back, up to 25 cm), a turn about the centre, a
// wheel about a front corner, or a slide and turn at once; sometimes a
// single pose or an empty path.
func randomMove(rng *rand.Rand, m geom.Rect) geom.Path {
	switch rng.IntN(20) {
	case 0:
		return nil
	case 1:
		return geom.Path{m.Pose()}
	}
	p := geom.Path{m.Pose()}
	for k := 1 + rng.IntN(3); k > 0; k-- {
		cur := m.At(p.End())
		from := cur.Pose()
		switch rng.IntN(4) {
		case 0: // slide
			d := geom.Dir(cur.Facing + rng.Float64()*2*math.Pi).Scale(rng.Float64() * 25)
			p = append(p, geom.Pose{Pos: from.Pos.Add(d), Facing: from.Facing})
		case 1: // turn on the spot
			p = append(p, geom.Pose{Pos: from.Pos, Facing: from.Facing + (rng.Float64()*2-1)*math.Pi/2})
		case 2: // wheel about the front left corner
			c := cur.Corners()[geom.FL]
			a := (rng.Float64()*2 - 1) * math.Pi / 3
			p = append(p, geom.Pose{Pos: from.Pos.RotateAbout(c, a), Facing: from.Facing + a})
		default: // the benchmark's move: forward, and a small turn
			d := cur.Forward().Scale(rng.Float64() * 20)
			p = append(p, geom.Pose{Pos: from.Pos.Add(d), Facing: from.Facing + geom.Rad(rng.Float64()*20-10)})
		}
	}
	return p
}

// randomFilter is the benchmark's filter (blocking terrain, the mover
// skipped) or a variant: no terrain, the table edges, or a GapMax wider or
// narrower than the default reach.
func randomFilter(rng *rand.Rand, skip string) Filter {
	f := Filter{Blocks: blocksKind, SkipBase: func(o *Base) bool { return o.ID == skip }}
	switch rng.IntN(6) {
	case 0:
		f.Blocks = nil
	case 1:
		f.Edges = true
	case 2:
		f.GapMax = 1 + rng.Float64()*12
	case 3:
		f.NoBases = true
	}
	return f
}

// TestQueriesMatchReference: Gaps, Sweep and Overlaps give, bit for bit,
// the answers of the code they replaced (ref_test.go), on many seeded
// tables of 30 to 1600 bases with blocking terrain: random movers (the
// table's own bases, and larger or odd-sized rectangles dropped anywhere,
// often overlapping at the start), random paths of slides, turns and
// wheels (most of them blocked among 1600 bases), and the filter variants
// (no terrain, edges, GapMax, no bases) — held and not, since a ruleset's
// check holds the table (hold.go), each Gaps twice (the second through
// the pair memo, pairmemo.go), with now and then a base moved in place
// between queries. wme.md §12 G14, G15; bnb.md §12.4 G31.
func TestQueriesMatchReference(t *testing.T) {
	moves := 1000
	if testing.Short() {
		moves = 60
	}
	var blocked, gaps int
	for n, tables := range equivTables {
		for ti, tb := range tables {
			rng := rand.New(rand.NewPCG(uint64(n), uint64(ti)))
			for k := 0; k < moves; k++ {
				mover, skip := equivMover(rng, tb)
				p := randomMove(rng, mover)
				f := randomFilter(rng, skip)
				var h Hold
				if k%2 == 0 {
					h = tb.Hold()
				}
				if k%7 == 3 && h == (Hold{}) {
					nudge(rng, tb) // an edit in place: the grid and its memo must follow
				}
				name := fmt.Sprintf("%d bases, table %d, move %d", n, ti, k)
				if !sameSweep(tb.Sweep(mover, p, f), tb.SweepRef(mover, p, f)) {
					t.Fatalf("%s: Sweep(%v, %v) = %+v, reference %+v", name, mover, p, tb.Sweep(mover, p, f), tb.SweepRef(mover, p, f))
				}
				end := mover.At(p.End())
				if len(p) > 0 && !sameObstacles(tb.Overlaps(end, f), tb.OverlapsRef(end, f)) {
					t.Fatalf("%s: Overlaps(%v) = %v, reference %v", name, end, tb.Overlaps(end, f), tb.OverlapsRef(end, f))
				}
				want := tb.GapsRef(mover, p, f)
				// Twice: the second answer comes from the pair memo.
				for pass := 0; pass < 2; pass++ {
					if got := tb.Gaps(mover, p, f); !sameGaps(got, want) {
						t.Fatalf("%s, pass %d: Gaps(%v, %v) =\n%+v\nreference\n%+v", name, pass, mover, p, got, want)
					}
				}
				h.Release()
				if !tb.SweepRef(mover, p, f).Clear {
					blocked++
				}
				gaps += len(want)
			}
		}
	}
	// The test means something only if it saw blocked moves and gaps.
	if blocked == 0 || gaps == 0 {
		t.Fatalf("%d blocked moves, %d gaps: the cases miss what they are for", blocked, gaps)
	}
	t.Logf("%d blocked moves, %d gaps compared", blocked, gaps)
}

// equivMover is one of the table's bases three times in four (skipped by
// the filter, as a ruleset skips the mover), else a rectangle of another
// size anywhere on the table.
func equivMover(rng *rand.Rand, tb *Table) (geom.Rect, string) {
	if rng.IntN(4) > 0 {
		b := &tb.Bases[rng.IntN(len(tb.Bases))]
		return b.Shape, b.ID
	}
	sizes := [][2]float64{{4, 2}, {6, 3}, {8, 4}, {3, 3}, {12, 1}, {0.5, 0.2}}
	s := sizes[rng.IntN(len(sizes))]
	return geom.Rect{Center: geom.V(rng.Float64()*240, rng.Float64()*180), Facing: rng.Float64() * 2 * math.Pi, Width: s[0], Depth: s[1]}, ""
}

// sameFloat (sat_test.go) and sameVec (cache_test.go) compare bits.

func samePoseBits(a, b geom.Pose) bool { return sameVec(a.Pos, b.Pos) && sameFloat(a.Facing, b.Facing) }

func sameSweep(a, b Sweep) bool {
	return a.Clear == b.Clear && a.Hit == b.Hit && a.Leg == b.Leg && samePoseBits(a.Stop, b.Stop)
}

func sameObstacles(a, b []Obstacle) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// sameGaps compares every field bit for bit, order included.
func sameGaps(a, b []Gap) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.A != y.A || x.B != y.B || !sameFloat(x.Width, y.Width) ||
			!sameVec(x.Between.A, y.Between.A) || !sameVec(x.Between.B, y.Between.B) {
			return false
		}
	}
	return true
}

// nudge moves one base of tb in place by up to a centimetre and turns it a
// little, as a ruleset editing its table does.
func nudge(rng *rand.Rand, tb *Table) {
	b := &tb.Bases[rng.IntN(len(tb.Bases))]
	b.Shape.Center = b.Shape.Center.Add(geom.V(rng.Float64()*2-1, rng.Float64()*2-1))
	b.Shape.Facing += rng.Float64()*0.2 - 0.1
}

// TestGapsConcurrentMatchReference: queries running at once on one table
// share its grid's pair memo (pairmemo.go) and still give the reference's
// answers (wme.md §12 G15).
func TestGapsConcurrentMatchReference(t *testing.T) {
	tb := randomTable(1600, 40, 5)
	type job struct {
		r    geom.Rect
		p    geom.Path
		f    Filter
		want []Gap
	}
	rng := rand.New(rand.NewPCG(8, 8))
	jobs := make([]job, 48)
	for i := range jobs {
		r, skip := equivMover(rng, tb)
		p := randomMove(rng, r)
		f := Filter{Blocks: blocksKind, SkipBase: func(o *Base) bool { return o.ID == skip }}
		jobs[i] = job{r, p, f, tb.GapsRef(r, p, f)}
	}
	errs := make(chan string, 4)
	for w := 0; w < 4; w++ {
		go func(w int) {
			for k := 0; k < 3*len(jobs); k++ {
				j := jobs[(k*7+w*5)%len(jobs)]
				if got := tb.Gaps(j.r, j.p, j.f); !sameGaps(got, j.want) {
					errs <- fmt.Sprintf("worker %d: Gaps(%v, %v) = %+v, reference %+v", w, j.r, j.p, got, j.want)
					return
				}
			}
			errs <- ""
		}(w)
	}
	for w := 0; w < 4; w++ {
		if e := <-errs; e != "" {
			t.Fatal(e)
		}
	}
}

// TestPairMemoAgreesWithMeasure: the memo answers closestPoints, and the
// band and middle segment Gaps derives from it, bit for bit, for polygons
// apart, touching and overlapping; and a piece edited in place (the same
// array, new vertices) is measured again, never answered from the entry
// of its old shape (cache.go: a cache only saves work).
func TestPairMemoAgreesWithMeasure(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 9))
	m := newPairMemo(4)
	pool := make([]geom.Polygon, 12)
	for i := range pool {
		pool[i] = satPolygon(rng)
	}
	hits := 0
	for q := 0; q < 20000; q++ {
		i, j := rng.IntN(len(pool)), rng.IntN(len(pool))
		if rng.IntN(50) == 0 && len(pool[i]) > 0 { // edit piece i in place
			d := geom.V(rng.Float64()-0.5, rng.Float64()-0.5)
			for k := range pool[i] {
				pool[i][k] = pool[i][k].Add(d)
			}
		}
		a, b := pool[i], pool[j]
		if len(a) == 0 || len(b) == 0 {
			continue
		}
		pa, pb, d, e := m.closest(a, b)
		qa, qb, want := closestPoints(a, b)
		if !sameFloat(d, want) || !sameVec(pa, qa) || !sameVec(pb, qb) {
			t.Fatalf("memo closest(%v, %v) = %v %v %v, closestPoints %v %v %v", a, b, pa, pb, d, qa, qb, want)
		}
		band, mid := bandOf(e, a, b, pa, pb, d)
		wband := nearestBand(a, b, want)
		wmid := middle(wband, qa, qb, want)
		if !sameBitsPoly(band, wband) || !sameVec(mid.A, wmid.A) || !sameVec(mid.B, wmid.B) {
			t.Fatalf("memo band of %v, %v = %v %v, measured %v %v", a, b, band, mid, wband, wmid)
		}
		if e != nil && e.band.Load() != nil {
			hits++
		}
	}
	if hits < 1000 {
		t.Errorf("%d answers from the memo: too few to test it", hits)
	}
}
