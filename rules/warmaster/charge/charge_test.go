package charge

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// Rules cited below are shared/rules/wme.md (§n) and the French text
// shared/seeds/000_3ce510b07aa22036.txt ([Lnnn]).

var (
	north = geom.FromBearing(0)   // towards the top edge (y decreasing)
	south = geom.FromBearing(180) // towards the bottom edge
	east  = geom.FromBearing(90)
	west  = geom.FromBearing(270)
)

// world is a 180 × 120 cm test table. Red (side 1) stands near the top,
// blue (side 0) charges it.
type world struct{ t table.Table }

func newWorld() *world { return &world{t: table.Table{Width: 180, Height: 120}} }

// line adds unit id: n bases of w × d in line, side by side along the
// bases' right vector, the whole line centred at (x, y). It returns the
// base IDs in order.
func (w *world) line(id string, side, n int, x, y, facing, wd, dp float64) []string {
	r := geom.Rect{Facing: facing, Width: wd, Depth: dp}
	right := r.RightDir()
	var ids []string
	for i := 0; i < n; i++ {
		bid := fmt.Sprintf("%s.%d", id, i+1)
		r.Center = geom.V(x, y).Add(right.Scale(wd * (float64(i) - float64(n-1)/2)))
		w.t.Bases = append(w.t.Bases, table.Base{ID: bid, Unit: id, Side: side, Shape: r})
		ids = append(ids, bid)
	}
	return ids
}

// column adds unit id: n bases one behind the other, the first (front)
// one centred at (x, y).
func (w *world) column(id string, side, n int, x, y, facing, wd, dp float64) []string {
	r := geom.Rect{Facing: facing, Width: wd, Depth: dp}
	back := r.Forward().Neg()
	var ids []string
	for i := 0; i < n; i++ {
		bid := fmt.Sprintf("%s.%d", id, i+1)
		r.Center = geom.V(x, y).Add(back.Scale(dp * float64(i)))
		w.t.Bases = append(w.t.Bases, table.Base{ID: bid, Unit: id, Side: side, Shape: r})
		ids = append(ids, bid)
	}
	return ids
}

// lake adds an impassable axis-aligned rectangle of terrain.
func (w *world) lake(id string, x0, y0, x1, y1 float64) {
	w.t.Features = append(w.t.Features, table.Feature{ID: id, Kind: "lake",
		Area: geom.Polygon{geom.V(x0, y0), geom.V(x1, y0), geom.V(x1, y1), geom.V(x0, y1)}})
}

func lakes(f *table.Feature) bool { return f.Kind == "lake" }

// infantry is the default 40 × 20 mm infantry base ([L243]).
const infW, infD = 4.0, 2.0

// checkPlacement asserts the invariants every placement must keep
// (wme.md §7.2 items 2-5, §7.5 items 4 and 8; DESIGN.md conformance): end
// poses on the table overlapping no other base, no blocking terrain and no
// other charger; every path starting at the base's pose, ending at its end
// pose, clear of other units' bases and terrain, within the allowance; the
// unit in formation; the first base with ≥ 1 cm of front-edge contact.
func checkPlacement(t *testing.T, name string, in Input, p Placement) {
	t.Helper()
	skip := map[string]bool{}
	for _, id := range in.Charger {
		skip[id] = true
	}
	f := table.Filter{Blocks: in.Blocks, SkipBase: func(b *table.Base) bool { return skip[b.ID] }}
	var ends []geom.Rect
	for _, id := range in.Charger {
		b, _ := in.Table.Base(id)
		pose, ok := p.Poses[id]
		path := p.Paths[id]
		if !ok || len(path) < 2 {
			t.Errorf("%s: %s has no pose or path", name, id)
			continue
		}
		if !path[0].Pos.Near(b.Shape.Center) || math.Abs(geom.NormAngle(path[0].Facing-b.Shape.Facing)) > 1e-9 {
			t.Errorf("%s: %s's path starts at %v, not at its pose %v", name, id, path[0], b.Shape.Pose())
		}
		if !path.End().Pos.Near(pose.Pos) {
			t.Errorf("%s: %s's path ends at %v, not at %v", name, id, path.End(), pose)
		}
		if len(path) > 4 {
			t.Errorf("%s: %s's path has %d legs, want at most a turn and a bend", name, id, len(path)-1)
		}
		if c := path.MaxCornerTravel(b.Shape); c > in.Allowance+geom.Eps {
			t.Errorf("%s: %s moves %.3f cm > allowance %.1f [L684]", name, id, c, in.Allowance)
		}
		end := b.Shape.At(pose)
		if !in.Table.OnTable(end) {
			t.Errorf("%s: %s ends off the table", name, id)
		}
		if hits := in.Table.Overlaps(end, f); len(hits) > 0 {
			t.Errorf("%s: %s ends overlapping %v [L696]", name, id, hits)
		}
		if sw := in.Table.Sweep(b.Shape, path, f); !sw.Clear {
			t.Errorf("%s: %s's path is blocked by %v [L694]", name, id, sw.Hit)
		}
		for _, o := range ends {
			if geom.Penetration(end.Polygon(), o.Polygon()) > table.OverlapSlack {
				t.Errorf("%s: %s overlaps another charging base", name, id)
			}
		}
		ends = append(ends, end)
	}
	// In the order they move, each path clears the bases already moved
	// (at their end poses) as well as everything else ([L694-698], A12).
	if len(p.Order) != len(in.Charger) {
		t.Errorf("%s: order %v, want every charging base once", name, p.Order)
	}
	moved := in.Table.Clone()
	done := map[string]bool{}
	for _, id := range p.Order {
		b, _ := moved.Base(id)
		f := table.Filter{Blocks: in.Blocks, SkipBase: func(o *table.Base) bool { return o.ID == id || (skip[o.ID] && !done[o.ID]) }}
		if sw := moved.Sweep(b.Shape, p.Paths[id], f); !sw.Clear {
			t.Errorf("%s: %s's path (in order %v) is blocked by %v", name, id, p.Order, sw.Hit)
		}
		b.Shape = b.Shape.At(p.Poses[id])
		done[id] = true
	}
	if !connected(ends) {
		t.Errorf("%s: the charging unit ends out of formation [L831]", name)
	}
	if !p.Pinned {
		fb, _ := in.Table.Base(p.First)
		tb, _ := in.Table.Base(p.Against)
		c, ok := table.Touching(fb.Shape.At(p.Poses[p.First]), tb.Shape)
		if !ok || c.Kind != table.EdgeToEdge || c.EdgeA != geom.Front || c.EdgeB != p.Zone || c.Overlap < MinContact-1e-6 {
			t.Errorf("%s: first base %s touches %s by %+v, want front to %s, ≥ 1 cm [L824]", name, p.First, p.Against, c, p.Zone)
		}
	}
}

func solve(t *testing.T, name string, in Input) []Placement {
	t.Helper()
	ps, err := Solve(in)
	if err != nil {
		t.Fatalf("%s: Solve = %v, want placements", name, err)
	}
	if len(ps) == 0 {
		t.Fatalf("%s: Solve returned no placement and no error", name)
	}
	for k, p := range ps {
		checkPlacement(t, fmt.Sprintf("%s[%d]", name, k), in, p)
	}
	return ps
}

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-6 }

// TestFrontal: a 3-base infantry line charging a 3-base line from its
// front zone ends in a battle line, every front edge against the target's
// front, the first base centred (§7.5 items 3, 4, 7; [L764], [L784],
// [L788-796]).
func TestFrontal(t *testing.T) {
	w := newWorld()
	tg := w.line("red", 1, 3, 60, 40, south, infW, infD)
	ch := w.line("blue", 0, 3, 60, 55, north, infW, infD)
	in := Input{Table: &w.t, Charger: ch, Target: tg, Allowance: 20}
	ps := solve(t, "frontal", in)
	p := ps[0]
	if p.Zone != geom.Front || p.Stepped || p.Enveloping || !near(p.Offset, 0) {
		t.Errorf("frontal: zone %s stepped %v enveloping %v offset %.3f, want front, line, centred", p.Zone, p.Stepped, p.Enveloping, p.Offset)
	}
	if !near(p.FrontTarget, 12) || !near(p.FrontOther, 0) {
		t.Errorf("frontal: frontal contact %.3f/%.3f, want 12/0 (3 bases × 4 cm) [L796]", p.FrontTarget, p.FrontOther)
	}
	if len(p.Engaged) != 1 || p.Engaged[0] != "red" {
		t.Errorf("frontal: engaged %v, want [red]", p.Engaged)
	}
	for _, c := range p.Contacts {
		if c.Kind == table.EdgeToEdge && (c.EdgeA != geom.Front || c.EdgeB != geom.Front || !near(c.Overlap, 4)) {
			t.Errorf("frontal: contact %+v, want full front to front", c)
		}
	}
}

// TestZones: the zone the charging unit occupies most (from the nearest
// visible target base) decides the edge contacted (§7.5 item 3, §12 G6-G7;
// [L764], [L774]).
func TestZones(t *testing.T) {
	tests := []struct {
		name  string
		setup func(w *world) []string
		zone  geom.Edge
		front float64 // frontal contact of the best placement
	}{
		// Blue to the east of a red line facing south: red's left flank
		// (red's right vector points west). [L764] "flanc".
		{"flank", func(w *world) []string { return w.line("blue", 0, 3, 78, 40, west, infW, infD) }, geom.Left, 2},
		// Blue behind red (north of it), facing south. [L764] "arrière".
		{"rear", func(w *world) []string { return w.line("blue", 0, 3, 60, 25, south, infW, infD) }, geom.Rear, 12},
		// Blue straddles the front and flank zones of red's end base, most
		// of it in front (G7 [L774]).
		{"straddle", func(w *world) []string { return w.line("blue", 0, 3, 71, 48, north, infW, infD) }, geom.Front, -1},
	}
	for _, tc := range tests {
		w := newWorld()
		tg := w.line("red", 1, 3, 60, 40, south, infW, infD)
		ch := tc.setup(w)
		in := Input{Table: &w.t, Charger: ch, Target: tg, Allowance: 20}
		zc, err := Zone(in)
		if err != nil || zc.Zone != tc.zone {
			t.Errorf("Zone(%s) = %v, %v, want %s", tc.name, zc.Zone, err, tc.zone)
			continue
		}
		if tc.name == "straddle" {
			inFront, inFlank := zc.Areas[geom.Front], zc.Areas[geom.Left]+zc.Areas[geom.Right]
			if !(inFront > inFlank && inFlank > 0) {
				t.Errorf("Zone(straddle) areas %v, want most in front and some in a flank", zc.Areas)
			}
		}
		ps := solve(t, tc.name, in)
		p := ps[0]
		if p.Zone != tc.zone {
			t.Errorf("%s: placement zone %s, want %s", tc.name, p.Zone, tc.zone)
		}
		if tc.front >= 0 && !near(p.FrontTarget, tc.front) {
			t.Errorf("%s: frontal contact %.3f, want %.1f", tc.name, p.FrontTarget, tc.front)
		}
		for _, c := range p.Contacts {
			if c.A == p.First && c.B == p.Against && c.EdgeB != tc.zone {
				t.Errorf("%s: first base contacts %s's %s edge, want %s", tc.name, p.Against, c.EdgeB, tc.zone)
			}
		}
	}
}

// TestZoneTie: a charging unit exactly half in two zones is reported for
// the caller to roll, and solves once the zone is given ([L774]).
func TestZoneTie(t *testing.T) {
	w := newWorld()
	tg := w.line("red", 1, 1, 60, 40, south, infW, infD)
	// A square base centred on the 45° ray from red's front corner at
	// (58, 41): the ray is a diagonal of the square, half each side.
	ch := w.line("blue", 0, 1, 58-5, 41+5, north, 4, 4)
	in := Input{Table: &w.t, Charger: ch, Target: tg, Allowance: 20}
	_, err := Solve(in)
	var tie *ZoneTie
	if !errors.As(err, &tie) || len(tie.Zones) != 2 || tie.Zones[0] != geom.Front {
		t.Fatalf("Solve(half and half) = %v, want a ZoneTie of front and a flank", err)
	}
	if !near(tie.Areas[tie.Zones[0]], 8) || !near(tie.Areas[tie.Zones[1]], 8) {
		t.Errorf("tie areas %v, want 8 and 8 cm²", tie.Areas)
	}
	for _, z := range tie.Zones {
		in.Zone = &z
		ps := solve(t, "tie "+z.String(), in)
		if ps[0].Zone != z {
			t.Errorf("tie rolled %s: placement zone %s", z, ps[0].Zone)
		}
	}
}

// TestRefusals: the rules that forbid a charge.
func TestRefusals(t *testing.T) {
	tests := []struct {
		name  string
		setup func(w *world) (ch, tg []string)
		allow float64
		code  string
	}{
		// E27 [L849]: front wholly covered by impassable terrain, charger
		// in the front zone: no accessible edge.
		{"front covered (E27)", func(w *world) ([]string, []string) {
			tg := w.line("red", 1, 3, 60, 40, south, infW, infD)
			w.lake("lake", 50, 41, 70, 44)
			return w.line("blue", 0, 3, 60, 55, north, infW, infD), tg
		}, 20, "no-edge"},
		// [L684], [L748]: the target is farther than the allowance.
		{"out of reach", func(w *world) ([]string, []string) {
			tg := w.line("red", 1, 3, 60, 40, south, infW, infD)
			return w.line("blue", 0, 3, 60, 75, north, infW, infD), tg
		}, 20, "out-of-reach"},
		// [L758]: no charging base sees the target (it is behind them).
		{"no sight", func(w *world) ([]string, []string) {
			tg := w.line("red", 1, 3, 60, 40, south, infW, infD)
			return w.line("blue", 0, 3, 60, 55, south, infW, infD), tg
		}, 20, "no-sight"},
		// [L694]: a wall of other units' bases across the way.
		{"blocked", func(w *world) ([]string, []string) {
			tg := w.line("red", 1, 3, 60, 40, south, infW, infD)
			w.line("wall", 0, 9, 60, 48, north, infW, 0.5)
			w.lake("l1", 10, 45, 41.9, 52)
			w.lake("l2", 78.1, 45, 120, 52)
			return w.line("blue", 0, 3, 60, 55, north, infW, infD), tg
		}, 20, "blocked"},
	}
	for _, tc := range tests {
		w := newWorld()
		ch, tg := tc.setup(w)
		in := Input{Table: &w.t, Charger: ch, Target: tg, Allowance: tc.allow, Blocks: lakes,
			Sees: func(from, to geom.Rect) bool {
				_, ok := w.t.LineOfSight(from, geom.Front, to, table.Sight{SkipBase: func(*table.Base) bool { return true }})
				return ok
			}}
		ps, err := Solve(in)
		var r *Refusal
		if !errors.As(err, &r) || r.Code != tc.code {
			t.Errorf("Solve(%s) = %d placements, %v; want refusal %q", tc.name, len(ps), err, tc.code)
			continue
		}
		if v := r.Violation(); v.Code != "charge-"+tc.code || v.Rule == "" {
			t.Errorf("%s: Violation() = %+v", tc.name, v)
		}
	}
}

// TestBlockedCentre: impassable terrain in front of part of the target's
// nearest base: the first base goes as near the centre as it can with at
// least 1 cm of contact ([L818-824], G12), and the base that can reach it
// goes first, not necessarily the nearest ([L778]).
func TestBlockedCentre(t *testing.T) {
	w := newWorld()
	tg := w.line("red", 1, 3, 60, 40, south, infW, infD)
	w.lake("lake", 56, 41, 59.5, 45)
	ch := w.line("blue", 0, 3, 60, 55, north, infW, infD)
	in := Input{Table: &w.t, Charger: ch, Target: tg, Allowance: 20, Blocks: lakes, Nearest: "red.2"}
	ps := solve(t, "blocked centre", in)
	p := ps[0]
	if p.Against != "red.2" || !near(math.Abs(p.Offset), 1.5) {
		t.Errorf("blocked centre: first against %s offset %.3f, want red.2 off by 1.5 cm (lake to x=59.5)", p.Against, p.Offset)
	}
	if p.Stepped {
		t.Errorf("blocked centre: stepped, want a battle line towards the open side")
	}
	if !near(p.FrontTarget, 6.5) {
		t.Errorf("blocked centre: frontal contact %.3f, want 6.5 (the first straddles red.2 and red.1: 2.5 + 1.5, the second 2.5)", p.FrontTarget)
	}
}

// TestInaccessibleNearest: the nearest base's front is covered by
// terrain: the next nearest base with an accessible front edge in the
// same zone is contacted ([L836-847]).
func TestInaccessibleNearest(t *testing.T) {
	w := newWorld()
	tg := w.line("red", 1, 3, 60, 40, south, infW, infD)
	w.lake("lake", 62.5, 41, 70, 45) // covers red.1 (x 62..66) but 0.5 cm
	ch := w.line("blue", 0, 3, 66, 55, north, infW, infD)
	in := Input{Table: &w.t, Charger: ch, Target: tg, Allowance: 25, Blocks: lakes}
	zc, _ := Zone(in)
	ps := solve(t, "inaccessible", in)
	if zc.Element != "red.1" || ps[0].Against != "red.2" {
		t.Errorf("inaccessible: nearest %s, contacted %s; want red.1 then red.2", zc.Element, ps[0].Against)
	}
}

// TestOtherEnemy: a charging base contacts a second enemy unit beside the
// target when that is its only way to maximise frontal contact, the
// target's first ([L798]); that unit is charged too ([L800]).
func TestOtherEnemy(t *testing.T) {
	w := newWorld()
	tg := w.line("red", 1, 2, 60, 40, south, infW, infD)  // x 56..64
	w.line("pink", 1, 2, 52, 40, south, infW, infD)       // x 48..56, beside red
	ch := w.line("blue", 0, 3, 60, 55, north, infW, infD) // x 54..66
	in := Input{Table: &w.t, Charger: ch, Target: tg, Allowance: 20}
	ps := solve(t, "other enemy", in)
	for _, p := range ps {
		if !near(p.FrontTarget, 8) || !near(p.FrontOther, 4) {
			t.Errorf("other enemy: frontal contact %.3f/%.3f, want 8 with red then 4 with pink", p.FrontTarget, p.FrontOther)
		}
		if len(p.Engaged) != 2 || p.Engaged[0] != "red" || p.Engaged[1] != "pink" {
			t.Errorf("other enemy: engaged %v, want [red pink]", p.Engaged)
		}
	}
}

// TestStepped: no room beside the first base (impassable terrain on both
// sides): the others are placed behind, stepped, in formation ([L826-831]).
func TestStepped(t *testing.T) {
	w := newWorld()
	tg := w.line("red", 1, 1, 60, 40, south, infW, infD)
	w.lake("west", 40, 41, 57.9, 48)
	w.lake("east", 62.1, 41, 80, 48)
	ch := w.column("blue", 0, 3, 60, 51, north, infW, infD)
	in := Input{Table: &w.t, Charger: ch, Target: tg, Allowance: 20, Blocks: lakes}
	ps := solve(t, "stepped", in)
	p := ps[0]
	if !p.Stepped || !near(p.FrontTarget, 4) {
		t.Errorf("stepped: stepped %v, frontal contact %.3f; want stepped with 4 cm", p.Stepped, p.FrontTarget)
	}
}

// TestCannotForm: the first base reaches the target but the others can
// neither join the line nor stand behind it: the unit cannot charge
// ([L831]).
func TestCannotForm(t *testing.T) {
	w := newWorld()
	tg := w.line("red", 1, 1, 60, 40, south, infW, infD)
	w.lake("west", 40, 41, 57.9, 60)
	w.lake("east", 62.1, 41, 80, 60)
	ch := w.line("blue", 0, 3, 60, 62, north, infW, infD) // only the middle base fits the corridor
	w.lake("cap", 57.9, 43.05, 62.1, 60)                  // and the corridor is too short for a second
	// The first base must reach red: let it start in the corridor.
	b, _ := w.t.Base(ch[1])
	b.Shape.Center = geom.V(60, 42.05)
	in := Input{Table: &w.t, Charger: ch, Target: tg, Allowance: 20, Blocks: lakes}
	_, err := Solve(in)
	var r *Refusal
	if !errors.As(err, &r) || r.Code != "formation" {
		t.Errorf("Solve(cannot form) = %v, want refusal \"formation\"", err)
	}
}

// TestEnveloping: from a flank zone, bases that touch no enemy in the
// battle line may swing round onto the charged unit ([L876-888]); offered
// after the battle line, as the charger's option.
func TestEnveloping(t *testing.T) {
	w := newWorld()
	tg := w.line("red", 1, 3, 60, 40, south, infW, infD)
	ch := w.line("blue", 0, 3, 76, 40, west, infW, infD)
	in := Input{Table: &w.t, Charger: ch, Target: tg, Allowance: 20}
	ps := solve(t, "enveloping", in)
	var env *Placement
	for k := range ps {
		if ps[k].Enveloping {
			env = &ps[k]
		}
	}
	if ps[0].Enveloping || env == nil {
		t.Fatalf("enveloping: first placement enveloping=%v, found an enveloping one: %v", ps[0].Enveloping, env != nil)
	}
	if env.FrontTarget <= ps[0].FrontTarget {
		t.Errorf("enveloping: frontal contact %.2f, want more than the line's %.2f", env.FrontTarget, ps[0].FrontTarget)
	}
}

// TestPinned: every front edge of the target is covered by friends already
// fighting it: the first base takes the target's corner beside them
// ([L853-861]).
func TestPinned(t *testing.T) {
	w := newWorld()
	tg := w.line("red", 1, 2, 60, 40, south, infW, infD)  // x 56..64, front y = 41
	w.line("friend", 0, 2, 60, 42, north, infW, infD)     // fighting it
	ch := w.line("blue", 0, 3, 72, 52, north, infW, infD) // to the side, in red's front zone
	in := Input{Table: &w.t, Charger: ch, Target: tg, Allowance: 20,
		Engaged: func(u string) bool { return u == "friend" || u == "red" }}
	ps := solve(t, "pinned", in)
	p := ps[0]
	if !p.Pinned || len(p.Engaged) == 0 || p.Engaged[0] != "red" {
		t.Errorf("pinned: pinned %v engaged %v, want pinned and red engaged", p.Pinned, p.Engaged)
	}
	// Without the engagement, the front is simply covered: no charge.
	in.Engaged = nil
	if _, err := Solve(in); err == nil {
		t.Errorf("Solve(covered, not pinned) = nil error, want a refusal [L849]")
	}
}

// TestIrregularTarget: against a target in irregular formation the battle
// line steps forward or back to touch the enemy as much as it can
// ([L863-871], §7.5 item 9).
func TestIrregularTarget(t *testing.T) {
	w := newWorld()
	tg := w.line("red", 1, 2, 60, 40, south, infW, infD) // red.1 at x 62, red.2 at x 58
	b, _ := w.t.Base(tg[0])
	b.Shape.Center.Y -= 1 // red.1 one cm back: irregular
	ch := w.line("blue", 0, 2, 60, 55, north, infW, infD)
	in := Input{Table: &w.t, Charger: ch, Target: tg, Allowance: 20}
	ps := solve(t, "irregular", in)
	if p := ps[0]; !p.Stepped || !near(p.FrontTarget, 8) {
		t.Errorf("irregular: stepped %v, frontal contact %.3f; want stepped, 8 cm", p.Stepped, p.FrontTarget)
	}
}

// TestEnemyGap: the only way to the target runs through a gap exactly 4 cm
// wide between two enemy bases; a base passes between enemies only
// through a gap wider than its long side ([L714], §12 G15), so the edge is
// inaccessible ([L845]) and the charge is refused — with a 4.5 cm gap it
// goes through.
func TestEnemyGap(t *testing.T) {
	for _, tc := range []struct {
		gap  float64
		want string
	}{{4, "blocked"}, {4.5, ""}} {
		w := newWorld()
		tg := w.line("red", 1, 1, 60, 40, south, infW, infD)
		half := tc.gap/2 + 2
		w.t.Bases = append(w.t.Bases,
			table.Base{ID: "pink.1", Unit: "pink", Side: 1, Shape: geom.Rect{Center: geom.V(60-half, 48), Facing: north, Width: infW, Depth: infD}},
			table.Base{ID: "pink.2", Unit: "pink", Side: 1, Shape: geom.Rect{Center: geom.V(60+half, 48), Facing: north, Width: infW, Depth: infD}})
		w.lake("west", 20, 47, 60-half-2, 49)
		w.lake("east", 60+half+2, 47, 100, 49)
		ch := w.line("blue", 0, 1, 60, 55, north, infW, infD)
		in := Input{Table: &w.t, Charger: ch, Target: tg, Allowance: 20, Blocks: lakes}
		ps, err := Solve(in)
		var r *Refusal
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("Solve(gap %.1f) = %v, want placements", tc.gap, err)
		case tc.want == "":
			checkPlacement(t, "gap", in, ps[0])
		case !errors.As(err, &r) || r.Code != tc.want:
			t.Errorf("Solve(gap %.1f) = %v, want refusal %q", tc.gap, err, tc.want)
		}
	}
}

// TestFrontOnly: a target fortified behind city or fortress walls is
// charged in its front even from its flank zone, and never as pinned
// ([L896-898], §7.5 item 11).
func TestFrontOnly(t *testing.T) {
	w := newWorld()
	tg := w.line("red", 1, 2, 60, 40, south, infW, infD) // x 56..64, front y = 41
	ch := w.line("blue", 0, 2, 48, 40, east, infW, infD) // in red's flank zone
	in := Input{Table: &w.t, Charger: ch, Target: tg, Allowance: 20}
	if ps := solve(t, "flank", in); ps[0].Zone == geom.Front {
		t.Fatalf("without FrontOnly: zone %s, want a flank", ps[0].Zone)
	}
	in.FrontOnly = true
	if ps := solve(t, "front only", in); ps[0].Zone != geom.Front {
		t.Errorf("FrontOnly: zone %s, want front", ps[0].Zone)
	}

	w = newWorld()
	tg = w.line("red", 1, 2, 60, 40, south, infW, infD)
	w.line("friend", 0, 2, 60, 42, north, infW, infD) // fighting it: pinned
	ch = w.line("blue", 0, 3, 72, 52, north, infW, infD)
	in = Input{Table: &w.t, Charger: ch, Target: tg, Allowance: 20, FrontOnly: true,
		Engaged: func(u string) bool { return u == "friend" || u == "red" }}
	_, err := Solve(in)
	var r *Refusal
	if !errors.As(err, &r) || !strings.Contains(r.Rule, "[L896-898]") {
		t.Errorf("Solve(pinned, FrontOnly) = %v, want a refusal naming [L896-898]", err)
	}
}

// TestNearestCentre: a first charging base that cannot be centred on its
// target is placed as near the centre as it can be ([L820-822]: "il est
// alors positionné au mieux au plus proche du centre"), to within 0.01 cm
// of the nearest legal position computed by hand. The target is one base
// centred at (90, 40) facing south, its front edge on y = 41; the charger,
// one base facing north 12 cm below (front edge at y = 53), ends with its
// centre at (x, 42). Reach: a straight move of (x0 − x, 12) costs its
// length, so with allowance A the charger reaches x within
// √(A² − 12²) of its start x0 ([L684]).
func TestNearestCentre(t *testing.T) {
	tests := []struct {
		name      string
		x0, allow float64
		build     func(w *world)
		wantX     float64
	}{
		// √(13² − 12²) = 5: from x0 = 95.01 it reaches x ≥ 90.01.
		{"reach ends 0.01 cm short of the centre", 95.01, 13, nil, 90.01},
		{"reach ends 0.13 cm short of the centre", 84.87, 13, nil, 89.87},
		// A friend whose left edge is at x = 91.77 beside the target:
		// the charger's right edge stops there, centre 89.77.
		{"a friend beside the target", 88, 20, func(w *world) { w.line("pal", 0, 1, 93.77, 42, north, infW, infD) }, 89.77},
		// Impassable ground from x = 91.83 in front of the target.
		{"a lake beside the target", 88, 20, func(w *world) { w.lake("l", 91.83, 41, 100, 44) }, 89.83},
		// Both stop the centring: the lake allows x ≤ 89.95, the reach
		// from x0 = 84.9 only x ≤ 89.9.
		{"reach shorter than the lake allows", 84.9, 13, func(w *world) { w.lake("l", 91.95, 41, 100, 44) }, 89.9},
	}
	for _, tc := range tests {
		w := newWorld()
		tg := w.line("red", 1, 1, 90, 40, south, infW, infD)
		ch := w.line("blue", 0, 1, tc.x0, 54, north, infW, infD)
		if tc.build != nil {
			tc.build(w)
		}
		in := Input{Table: &w.t, Charger: ch, Target: tg, Allowance: tc.allow, Blocks: lakes}
		p := solve(t, tc.name, in)[0]
		got := p.Poses[ch[0]].Pos
		if math.Abs(got.X-tc.wantX) > 0.01 || !near(got.Y, 42) {
			t.Errorf("%s: charger ends at %v, want (%.2f, 42) within 0.01 cm [L820-822]", tc.name, got, tc.wantX)
		}
	}
}

// TestSteppedNearest: a base with too little movement for its battle-line
// slot is stepped back beside the base before it as little as it can
// ([L826-830]: "ceux qui sont en escalier doivent contacter au mieux un
// élément adjacent"), to within 0.01 cm, not on the quarter-centimetre
// grid of the places tried. Blue's column of two, front base at (90, 54),
// charges red's single base at (90, 40) with 14.5 cm: blue.1 goes first,
// centred at (90, 42); blue.2, from (90, 56), cannot reach the slot beside
// it at (86, 42). Its straight path would clip blue.1, so it goes to the
// point one depth behind its place, then straight in: stepped δ back, that
// costs √(4² + (12 − δ)²) + 2 ≤ 14.5, so δ ≥ 12 − √140.25 ≈ 0.1573.
func TestSteppedNearest(t *testing.T) {
	w := newWorld()
	tg := w.line("red", 1, 1, 90, 40, south, infW, infD)
	ch := w.column("blue", 0, 2, 90, 54, north, infW, infD)
	in := Input{Table: &w.t, Charger: ch, Target: tg, Allowance: 14.5}
	p := solve(t, "stepped", in)[0]
	want := 42 + 12 - math.Sqrt(140.25)
	got := p.Poses["blue.2"].Pos
	if !p.Stepped || !near(math.Abs(got.X-90), 4) || math.Abs(got.Y-want) > 0.01 {
		t.Errorf("stepped: blue.2 at %v (stepped %v), want (86 or 94, %.4f) within 0.01 cm [L826-830]", got, p.Stepped, want)
	}
}
