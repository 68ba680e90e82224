package bloodblades

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// S2's placement (bnb.md §4.5 [L800-822]): the checks of a piece's
// place, its dice and what placing or discarding it does.

// edgeTol is how near a table edge (cm) a point counts as on it.
const edgeTol = 0.05

// Water's depth from its short edge, MU [L802].
const (
	WaterMinMU = 1
	WaterMaxMU = 3
)

// River widths, MU [L846]: at least 0.5, at most 2; over 1 a great river,
// large (A7 [L792]).
const (
	RiverMinMU   = 0.5
	RiverGreatMU = 1.0
	RiverMaxMU   = 2.0
)

// edgeDist is point p's distance from table edge e (N, E, S, W).
func edgeDist(t *table.Table, e int, p geom.Vec) float64 {
	return [4]float64{p.Y, t.Width - p.X, t.Height - p.Y, p.X}[e]
}

// edgeLen is the length of table edge e.
func edgeLen(t *table.Table, e int) float64 {
	if e%2 == 0 {
		return t.Width
	}
	return t.Height
}

// edgeAt is the point at distance v inside edge e, at u along it (from
// its left end as the table is drawn: N and S from x = 0, E and W from
// y = 0).
func edgeAt(t *table.Table, e int, u, v float64) geom.Vec {
	switch e {
	case 0:
		return geom.V(u, v)
	case 1:
		return geom.V(t.Width-v, u)
	case 2:
		return geom.V(u, t.Height-v)
	}
	return geom.V(v, u)
}

// onEdge is the table edge point p lies on (within edgeTol), or -1.
func onEdge(t *table.Table, p geom.Vec) int {
	for e := range 4 {
		if math.Abs(edgeDist(t, e, p)) <= edgeTol {
			return e
		}
	}
	return -1
}

// onTable reports whether every point lies on the table.
func onTable(t *table.Table, pts []geom.Vec) bool {
	for _, p := range pts {
		if p.X < -edgeTol || p.Y < -edgeTol || p.X > t.Width+edgeTol || p.Y > t.Height+edgeTol {
			return false
		}
	}
	return true
}

// shortEdges are the table's short edges [L802]: E and W on a table wider
// than deep, N and S on one deeper than wide; on a square table the
// players' right and left, the edges that are not the invader's and the
// invaded player's (edges.go), E and W when those are not known.
func shortEdges(s *rules.State) [2]int {
	t := &s.Table
	switch {
	case t.Width > t.Height+geom.Eps:
		return [2]int{1, 3}
	case t.Height > t.Width+geom.Eps:
		return [2]int{0, 2}
	}
	if inv, ok := Invader(s); ok {
		if e, err := findEdge(s, inv); err == nil && e%2 == 1 {
			return [2]int{0, 2}
		}
	}
	return [2]int{1, 3}
}

// waterOn is the waterway or lake covering table edge e (holding its
// midpoint), or nil [L820].
func waterOn(t *table.Table, e int) *table.Feature {
	mid := edgeAt(t, e, edgeLen(t, e)/2, 0)
	for i := range t.Features {
		if f := &t.Features[i]; isWater(f.Kind) && len(f.Area) >= 3 && f.Area.Contains(mid, edgeTol) {
			return f
		}
	}
	return nil
}

// placedWaterway is the waterway placed against a short edge, if any:
// then a river flows from the opposite side to it [L804].
func placedWaterway(s *rules.State) (*table.Feature, int) {
	for _, e := range shortEdges(s) {
		if f := waterOn(&s.Table, e); f != nil && f.Kind == "waterway" {
			return f, e
		}
	}
	return nil, -1
}

// bandSides are the two sides a river's band may be measured from
// [L804]: the sides it does not join, the short edges, or with a
// waterway the long ones.
func bandSides(s *rules.State) [2]int {
	sh := shortEdges(s)
	if _, w := placedWaterway(s); w >= 0 {
		return [2]int{(sh[0] + 1) % 4, (sh[0] + 3) % 4}
	}
	return sh
}

// featureName is a feature as the players see it.
func featureName(f *table.Feature) string {
	if f.Name != "" {
		return f.Name
	}
	return f.ID
}

// pieceFeature is the feature action a places for piece p, or an error
// for a malformed action.
func pieceFeature(c Config, p Piece, a rules.Action) (table.Feature, error) {
	f := table.Feature{ID: fmt.Sprintf("s2-%d", p.Index), Kind: p.Kind, Name: strings.ToUpper(p.Name()[4:5]) + p.Name()[5:]}
	k := Kinds[p.Kind]
	if k.River || k.Road {
		line, err := parsePoints(a.Args["line"])
		if err != nil || len(line) < 2 {
			return f, fmt.Errorf("bnb: %s of %s needs a line of two points or more (cm, \"x,y;x,y\"): %v", a.Kind, p.Name(), err)
		}
		w, err := strconv.ParseFloat(strings.TrimSpace(a.Args["width"]), 64)
		if err != nil || !(w > 0) || math.IsInf(w, 0) {
			return f, fmt.Errorf("bnb: %s of %s needs a width in cm, more than 0 (width = %q)", a.Kind, p.Name(), a.Args["width"])
		}
		f.Line, f.Width = line, w
		return f, nil
	}
	area, err := parsePoints(a.Args["area"])
	if err != nil || len(area) < 3 {
		return f, fmt.Errorf("bnb: %s of %s needs an outline of three points or more (cm, \"x,y;x,y;x,y\"): %v", a.Kind, p.Name(), err)
	}
	if _, crossed := geom.Polygon(area).SelfCrossing(); crossed || geom.Polygon(area).Area() < geom.Eps {
		return f, fmt.Errorf("bnb: the outline of %s crosses itself or has no area", p.Name())
	}
	f.Area = area
	return f, nil
}

// parsePoints reads "x,y;x,y;..." (cm; spaces may part the points too).
func parsePoints(v string) ([]geom.Vec, error) {
	var out []geom.Vec
	for _, w := range strings.FieldsFunc(v, func(r rune) bool { return r == ';' || unicode.IsSpace(r) }) {
		xs, ys, ok := strings.Cut(w, ",")
		x, err1 := strconv.ParseFloat(xs, 64)
		y, err2 := strconv.ParseFloat(ys, 64)
		if !ok || err1 != nil || err2 != nil || math.IsNaN(x+y) || math.IsInf(x+y, 0) {
			return nil, fmt.Errorf("point %q is not x,y", w)
		}
		out = append(out, geom.V(x, y))
	}
	return out, nil
}

// FormatPoints writes points as parsePoints reads them.
func FormatPoints(pts []geom.Vec) string {
	w := make([]string, len(pts))
	for i, p := range pts {
		w[i] = strconv.FormatFloat(p.X, 'f', 2, 64) + "," + strconv.FormatFloat(p.Y, 'f', 2, 64)
	}
	return strings.Join(w, ";")
}

// s2Violation is a refusal of S2's placement.
func s2Violation(code, rule, msg string, areas ...geom.Polygon) *rules.Violation {
	return &rules.Violation{Code: code, Rule: rule, Msg: msg, Areas: areas}
}

// placeProblem says why feature f may not be placed for piece p now, or
// nil [L802-820].
func placeProblem(c Config, s *rules.State, p Piece, f *table.Feature) *rules.Violation {
	k := Kinds[p.Kind]
	t := &s.Table
	pts := f.Area
	if f.Linear() {
		pts = f.Line
	}
	if !onTable(t, pts) {
		return s2Violation("terrain-place", "BnB §4.5 [L786]", fmt.Sprintf("%s would not lie on the table", p.Name()), f.Area)
	}
	switch {
	case isWater(p.Kind):
		if msg := waterProblem(c, s, f); msg != "" {
			return s2Violation("terrain-place", "BnB §4.5 [L802, L808]", msg, f.Area)
		}
	case k.River:
		return s2RiverProblem(c, s, p, f)
	case k.Road:
		return roadProblem(c, s, f)
	default:
		if z, l, w := FeatureSize(c, f); z != p.Size {
			return s2Violation("terrain-size", "BnB §4.4 [L832-836], G49", fmt.Sprintf("%s measures %.1f × %.1f MU, %s: a %s piece is %s", p.Name(), l, w, z, p.Size, sizeRange(p.Size)), f.Area)
		}
		if msg := AreaPlacementProblem(c, t, f, s.Counters[ctDieEdge]-1); msg != "" {
			return s2Violation("terrain-place", "BnB §4.5 [L808-820], A47", msg, f.Area)
		}
		if msg := shoreProblem(c, t, f); msg != "" {
			return s2Violation("terrain-place", "BnB §4.5 [L813]", msg, f.Area)
		}
	}
	return nil
}

// sizeRange is a size's row [L832-834] in words.
func sizeRange(z Size) string {
	for _, r := range sizeRows {
		if r.size == z {
			return fmt.Sprintf("%g to under %g MU long and %g MU wide at least", r.lo, r.hi, r.minWid)
		}
	}
	return "no size"
}

// waterProblem checks a waterway or lake's place [L802]: against a short
// edge along its whole length, its shore 1 to 3 MU from it, and a base
// width from the other area features [L808].
func waterProblem(c Config, s *rules.State, f *table.Feature) string {
	t := &s.Table
	against := -1
	for _, e := range shortEdges(s) {
		a, b := edgeAt(t, e, 0, 0), edgeAt(t, e, edgeLen(t, e), 0)
		if f.Area.Contains(a, edgeTol) && f.Area.Contains(b, edgeTol) && f.Area.Contains(edgeAt(t, e, edgeLen(t, e)/2, 0), edgeTol) {
			against = e
			break
		}
	}
	if against < 0 {
		return fmt.Sprintf("%s must lie against a short table edge, along the whole of it", featureName(f))
	}
	for _, q := range f.Area {
		if d := edgeDist(t, against, q); d > c.Cm(WaterMaxMU)+edgeTol {
			return fmt.Sprintf("%s reaches %.1f MU from the %s edge: at most %d MU", featureName(f), c.InMU(d), edgeNames[against], WaterMaxMU)
		}
	}
	const samples = 24
	for i := 1; i < samples; i++ {
		q := edgeAt(t, against, edgeLen(t, against)*float64(i)/samples, c.Cm(WaterMinMU))
		if !f.Area.Contains(q, edgeTol) {
			return fmt.Sprintf("%s's shore comes nearer the %s edge than %d MU", featureName(f), edgeNames[against], WaterMinMU)
		}
	}
	return neighbourProblem(c, t, f)
}

// shoreProblem checks a hill on a lake or waterway [L813]: an island at
// least a base width from the shore, a promontory joined to the land
// along a base width of shore at least.
func shoreProblem(c Config, t *table.Table, f *table.Feature) string {
	if !Kinds[f.Kind].Hill {
		return ""
	}
	w := c.Scale.Width
	for i := range t.Features {
		o := &t.Features[i]
		if !isWater(o.Kind) || len(o.Area) < 3 || polygonDistance(f.Area, o.Area) > 0 {
			continue
		}
		island := true
		for _, q := range f.Area {
			island = island && o.Area.Contains(q, 0)
		}
		shore := shoreSegments(t, o)
		if island {
			d := math.Inf(1)
			for _, sg := range shore {
				for j := range f.Area {
					d = math.Min(d, sg.DistToSeg(f.Area.Edge(j)))
				}
			}
			if d < w-geom.Eps {
				return fmt.Sprintf("%s, an island, lies %.1f cm from the shore of %s: at least a base width (%.0f cm)", featureName(f), d, featureName(o), w)
			}
			continue
		}
		joined := 0.0
		const n = 64
		for _, sg := range shore {
			step := sg.Len() / n
			for k := range n {
				if f.Area.Contains(sg.At((float64(k)+0.5)/n), 0) {
					joined += step
				}
			}
		}
		if joined < w-geom.Eps {
			return fmt.Sprintf("%s, a promontory, joins the land along %.1f cm of the shore of %s: at least a base width (%.0f cm)", featureName(f), joined, featureName(o), w)
		}
	}
	return ""
}

// shoreSegments are water feature o's outline edges that are not on the
// table's edges: its shore.
func shoreSegments(t *table.Table, o *table.Feature) []geom.Segment {
	var out []geom.Segment
	for j := range o.Area {
		sg := o.Area.Edge(j)
		if ea, eb := onEdge(t, sg.A), onEdge(t, sg.B); ea >= 0 && ea == eb {
			continue
		}
		out = append(out, sg)
	}
	return out
}

// s2RiverProblem checks a river's place [L804, L846]: its width within its
// size, joining both base lines (or the side opposite a waterway to it),
// every point in the band the 2D6 gave, and the roads still crossing it
// as [L806, L882] ask.
func s2RiverProblem(c Config, s *rules.State, p Piece, f *table.Feature) *rules.Violation {
	t := &s.Table
	w := c.InMU(f.Width)
	lo, hi := RiverMinMU, RiverGreatMU
	if p.Size == SizeLarge {
		lo, hi = RiverGreatMU, RiverMaxMU
	}
	if w < lo-geom.Eps || w > hi+geom.Eps || p.Size == SizeLarge && w <= RiverGreatMU+geom.Eps {
		return s2Violation("terrain-size", "BnB §4.2 [L846], A7 [L792]", fmt.Sprintf("%s is %.2f MU wide: a %s river is %s", p.Name(), w, p.Size, map[Size]string{SizeMedium: "0.5 to 1 MU wide", SizeLarge: "over 1 and up to 2 MU wide"}[p.Size]))
	}
	a, b := f.Line[0], f.Line[len(f.Line)-1]
	ea, eb := onEdge(t, a), onEdge(t, b)
	if ww, we := placedWaterway(s); ww != nil {
		far := (we + 2) % 4
		inWW := func(q geom.Vec) bool { return ww.Area.Contains(q, edgeTol) }
		if !(ea == far && inWW(b) || eb == far && inWW(a)) {
			return s2Violation("terrain-place", "BnB §4.5 [L804]", fmt.Sprintf("%s must flow from the %s edge, opposite %s, into it", p.Name(), edgeNames[far], featureName(ww)), ww.Area)
		}
	} else {
		sh := shortEdges(s)
		long := [2]int{(sh[0] + 1) % 4, (sh[0] + 3) % 4}
		if !(ea == long[0] && eb == long[1] || ea == long[1] && eb == long[0]) {
			return s2Violation("terrain-place", "BnB §4.5 [L804]", fmt.Sprintf("%s must join both players' base lines, the %s and %s edges", p.Name(), edgeNames[long[0]], edgeNames[long[1]]))
		}
	}
	side := s.Counters[ctBandEdge] - 1
	blo, bhi := c.Cm(float64(s.Counters[ctBandLo])), c.Cm(float64(s.Counters[ctBandHi]))
	for _, q := range f.Line {
		if d := edgeDist(t, side, q); d < blo-edgeTol || d > bhi+edgeTol {
			return s2Violation("terrain-place", "BnB §4.5 [L804], A8", fmt.Sprintf("%s passes %.1f MU from the %s edge, outside its band (%d to %d MU)", p.Name(), c.InMU(d), edgeNames[side], s.Counters[ctBandLo], s.Counters[ctBandHi]))
		}
	}
	return crossingProblem(s, f)
}

// crossingProblem places f on a copy of the table and checks every road
// against the rivers [L806, L882, L2468].
func crossingProblem(s *rules.State, f *table.Feature) *rules.Violation {
	t := s.Table.Clone()
	t.Features = append(t.Features, *f)
	for i := range t.Features {
		if r := &t.Features[i]; Kinds[r.Kind].Road && r.Linear() {
			if msg := RoadPlacementProblem(&t, r); msg != "" {
				return s2Violation("terrain-place", "BnB §4.3 [L806, L882], E23 [L2468]", msg)
			}
		}
	}
	return nil
}

// roadEdges are the table edges a road already reaches [L806].
func roadEdges(t *table.Table) map[int]bool {
	out := map[int]bool{}
	for i := range t.Features {
		if r := &t.Features[i]; Kinds[r.Kind].Road && r.Linear() {
			for _, q := range []geom.Vec{r.Line[0], r.Line[len(r.Line)-1]} {
				if e := onEdge(t, q); e >= 0 {
					out[e] = true
				}
			}
		}
	}
	return out
}

// onPlacedRoad reports whether p lies on a road already placed (within half
// its width).
func onPlacedRoad(t *table.Table, p geom.Vec, except string) bool {
	for i := range t.Features {
		r := &t.Features[i]
		if !Kinds[r.Kind].Road || !r.Linear() || r.ID == except {
			continue
		}
		for j := 0; j+1 < len(r.Line); j++ {
			if (geom.Segment{A: r.Line[j], B: r.Line[j+1]}).DistTo(p) <= r.Width/2+edgeTol {
				return true
			}
		}
	}
	return false
}

// inWaterway reports whether p lies inside a waterway.
func inWaterway(t *table.Table, p geom.Vec) *table.Feature {
	for i := range t.Features {
		if f := &t.Features[i]; f.Kind == "waterway" && len(f.Area) >= 3 && f.Area.Contains(p, edgeTol) {
			return f
		}
	}
	return nil
}

// coastBUA reports whether p lies in a BUA within a base width of a
// waterway: a road may end there [L806].
func coastBUA(c Config, t *table.Table, p geom.Vec) bool {
	for i := range t.Features {
		b := &t.Features[i]
		if (b.Kind != "bua" && b.Kind != "hamlet") || len(b.Area) < 3 || !b.Area.Contains(p, edgeTol) {
			continue
		}
		for j := range t.Features {
			if w := &t.Features[j]; w.Kind == "waterway" && len(w.Area) >= 3 && polygonDistance(b.Area, w.Area) <= c.Scale.Width+geom.Eps {
				return true
			}
		}
	}
	return false
}

// roadProblem checks a road's place [L806]: it joins two opposite edges,
// or a road already placed (or a BUA by a waterway) and an edge, each
// edge reached by one road at most; it ends in no waterway; it crosses
// the rivers as RoadPlacementProblem asks.
func roadProblem(c Config, s *rules.State, f *table.Feature) *rules.Violation {
	t := &s.Table
	a, b := f.Line[0], f.Line[len(f.Line)-1]
	for _, q := range []geom.Vec{a, b} {
		if ww := inWaterway(t, q); ww != nil {
			return s2Violation("terrain-place", "BnB §4.3 [L806]", fmt.Sprintf("%s would end in %s: a road may not end in a waterway", featureName(f), featureName(ww)), ww.Area)
		}
	}
	taken := roadEdges(t)
	ea, eb := onEdge(t, a), onEdge(t, b)
	for _, e := range []int{ea, eb} {
		if e >= 0 && taken[e] {
			return s2Violation("terrain-place", "BnB §4.3 [L806]", fmt.Sprintf("a road already reaches the %s edge: one road an edge", edgeNames[e]))
		}
	}
	joins := func(e int, q geom.Vec) bool { return e >= 0 && (onPlacedRoad(t, q, f.ID) || coastBUA(c, t, q)) }
	if !(ea >= 0 && eb == (ea+2)%4 || joins(ea, b) || joins(eb, a)) {
		return s2Violation("terrain-place", "BnB §4.3 [L806]", fmt.Sprintf("%s must join two opposite table edges, or a road already placed and an edge", featureName(f)))
	}
	return crossingProblem(s, f)
}

// checkS2 checks an action of S2.
func checkS2(s *rules.State, a rules.Action) error {
	if a.Kind == rules.KindEndPhase {
		if msg := endChoiceProblem(s, a.Side); msg != "" {
			return s2Violation("terrain-choice", "BnB §4.5 [L796]", msg)
		}
		return nil
	}
	if a.Kind == KindChooseTerrain {
		z, ok := parseSize(a.Args["size"])
		if !ok || !slices.Contains(s2Kinds, a.Args["kind"]) {
			return fmt.Errorf("bnb: %s needs a kind (%s) and a size (small, medium, large): kind = %q, size = %q", a.Kind, strings.Join(s2Kinds, ", "), a.Args["kind"], a.Args["size"])
		}
		if msg := choiceProblem(s, a.Side, a.Args["kind"], z); msg != "" {
			return s2Violation("terrain-choice", "BnB §4.5 [L796]", msg)
		}
		return nil
	}
	p, err := pieceOf(s, a)
	if err != nil {
		return err
	}
	if v := orderProblem(s, a, p); v != nil {
		return v
	}
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return err
	}
	switch a.Kind {
	case KindRollPlacement, KindRollRiverBand:
		e := slices.Index(edgeNames, a.Args["edge"])
		if e < 0 {
			return fmt.Errorf("bnb: %s needs an edge (N, E, S or W), edge = %q", a.Kind, a.Args["edge"])
		}
		if bs := bandSides(s); a.Kind == KindRollRiverBand && e != bs[0] && e != bs[1] {
			return s2Violation("terrain-order", "BnB §4.5 [L804]", fmt.Sprintf("the band is measured from a side the river does not join: the %s or %s edge", edgeNames[bs[0]], edgeNames[bs[1]]))
		}
	case KindPlaceTerrain:
		f, err := pieceFeature(c, p, a)
		if err != nil {
			return err
		}
		if v := placeProblem(c, s, p, &f); v != nil {
			return v
		}
	case KindDiscardTerrain:
		if act, ok := rulesPlacement(c, s, p, nil); ok {
			return s2Violation("terrain-discard", "BnB §4.5 [L822]", fmt.Sprintf("%s can be placed (%s): only a piece that cannot be is discarded", p.Name(), placedWhere(c, s, p, act)))
		}
	}
	return nil
}

// orderProblem checks that piece p is the one to act on now, by this
// action [L800-820]: a piece of the group being placed, its die rolled
// first when it needs one, and only once.
func orderProblem(s *rules.State, a rules.Action, p Piece) *rules.Violation {
	if !slices.ContainsFunc(placeable(s), func(q Piece) bool { return q.Index == p.Index }) {
		return s2Violation("terrain-order", "BnB §4.5 [L800]", fmt.Sprintf("%s is not to be placed now: compulsory waterways and lakes first, then the compulsory pieces, the invaded player's first, then the invader's other pieces, then the invaded player's", p.Name()))
	}
	if p.Side != a.Side {
		return s2Violation("not-yours", "BnB §4.5 [L800]", fmt.Sprintf("%s is %s's to place", p.Name(), sideName(s, p.Side)))
	}
	rolled := s.Counters[ctHand] == p.Index+1
	needs := ""
	switch {
	case Kinds[p.Kind].River:
		needs = KindRollRiverBand
	case !isWater(p.Kind) && !Kinds[p.Kind].Road:
		needs = KindRollPlacement
	}
	switch a.Kind {
	case KindRollPlacement, KindRollRiverBand:
		if needs != a.Kind {
			return s2Violation("terrain-order", "BnB §4.5 [L804, L815]", fmt.Sprintf("%s is placed without that roll", p.Name()))
		}
		if rolled {
			return s2Violation("terrain-order", "BnB §4.5 [L804, L815]", fmt.Sprintf("the die for %s is rolled: place it, or discard it if it cannot be placed", p.Name()))
		}
	default:
		if needs != "" && !rolled {
			return s2Violation("terrain-order", "BnB §4.5 [L804, L815-820]", fmt.Sprintf("roll for %s first: %s", p.Name(), map[string]string{KindRollRiverBand: "the river's band [L804]", KindRollPlacement: "the placement die [L815-820]"}[needs]))
		}
	}
	return nil
}

// placedWhere says where a placement puts its piece, for the players.
func placedWhere(c Config, s *rules.State, p Piece, a rules.Action) string {
	f, err := pieceFeature(c, p, a)
	if err != nil {
		return ""
	}
	if f.Linear() {
		return fmt.Sprintf("from (%.0f, %.0f) to (%.0f, %.0f) cm", f.Line[0].X, f.Line[0].Y, f.Line[len(f.Line)-1].X, f.Line[len(f.Line)-1].Y)
	}
	q := f.Area.Centroid()
	return fmt.Sprintf("centred at (%.0f, %.0f) cm", q.X, q.Y)
}

// applyS2 applies a checked action of S2.
func applyS2(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	switch a.Kind {
	case rules.KindEndPhase:
		return endTerrainChoice(s), nil
	case KindChooseTerrain:
		return chooseTerrain(s, a), nil
	}
	p, _ := pieceOf(s, a)
	c, _ := ConfigOf(s.Settings)
	me := sideName(s, a.Side)
	switch a.Kind {
	case KindRollPlacement:
		face, err := dice.D6(d)
		if err != nil {
			return nil, err
		}
		pref := slices.Index(edgeNames, a.Args["edge"])
		e := PlacementEdge(pref, face)
		s.SetCounter(ctHand, p.Index+1)
		s.SetCounter(ctDieEdge, e+1)
		return []rules.Event{{Kind: "roll", Side: a.Side, Rolls: []dice.Roll{{Sides: 6, Value: face}},
			Text: fmt.Sprintf("%s rolls %d for %s, preferring the %s edge: it must be nearer the %s edge than any other [L815-820]", me, face, p.Name(), edgeNames[pref], edgeNames[e])}}, nil
	case KindRollRiverBand:
		first, err := dice.D6(d)
		if err != nil {
			return nil, err
		}
		second, err := dice.D6(d)
		if err != nil {
			return nil, err
		}
		lo, hi := min(first, second), max(first, second) // the lower die and the difference [L804]
		side := slices.Index(edgeNames, a.Args["edge"])
		s.SetCounter(ctHand, p.Index+1)
		s.SetCounter(ctBandEdge, side+1)
		s.SetCounter(ctBandLo, lo)
		s.SetCounter(ctBandHi, hi)
		return []rules.Event{{Kind: "roll", Side: a.Side, Rolls: []dice.Roll{{Sides: 6, Value: first}, {Sides: 6, Value: second}},
			Text: fmt.Sprintf("%s rolls %d and %d for %s: its band lies %d to %d MU from the %s edge [L804]", me, first, second, p.Name(), lo, hi, edgeNames[side])}}, nil
	case KindDiscardTerrain:
		setCounterOf(s, ctPieceDone, p.Index, 2)
		evs := []rules.Event{{Kind: "terrain", Side: a.Side, Text: fmt.Sprintf("%s cannot be placed and is discarded [L822]", p.Name())}}
		return append(evs, nextPlacement(s, placeGroup(s, p))...), nil
	}
	f, _ := pieceFeature(c, p, a)
	s.Table.Features = append(s.Table.Features, f)
	setCounterOf(s, ctPieceDone, p.Index, 1)
	text := fmt.Sprintf("%s places %s %s", me, p.Name(), placedWhere(c, s, p, a))
	if e := s.Counters[ctDieEdge]; e > 0 && !f.Linear() {
		text += fmt.Sprintf(", nearest the %s edge [L820]", edgeNames[e-1])
	}
	evs := []rules.Event{{Kind: "terrain", Side: a.Side, Text: text}}
	if Kinds[f.Kind].Road {
		if w := RoadTerrainWarning(c, &s.Table, &s.Table.Features[len(s.Table.Features)-1]); w != "" {
			evs = append(evs, rules.Event{Kind: "terrain", Side: a.Side, Text: "note: " + w})
		}
	}
	return append(evs, nextPlacement(s, placeGroup(s, p))...), nil
}
