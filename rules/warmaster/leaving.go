package warmaster

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Units leaving the table (wme.md §7.6; [L906-922], [L3025-3032], A14).

// Leaving the table: D6 − elements lost before ([L910]); at most
// LeaveGone the unit never returns, at most LeaveAway it is off the table
// until a re-roll at the start of its owner's next Command phase, at most
// LeaveStill it is placed back but may not move in that Command phase,
// above it may take orders but not use initiative ([L919-922]).
const (
	LeaveGone  = 0
	LeaveAway  = 2
	LeaveStill = 4
)

// Status keys of a unit that has left the table.
const (
	stOffTable = "off-table"  // off the table awaiting its re-roll: 1 + the edge it left by (edgeTop...)
	stOffAt    = "off-at-um"  // where along that edge it left, micrometres from the edge's start
	stLeft     = "left-table" // it left the table and never returned (L919)
	// stReturned: placed back on the table; cleared at the end of its
	// owner's current or next Command phase (A14): returnedStill may not
	// move then, returnedOrders may take orders but not use initiative.
	stReturned = "returned"
	// offBasePrefix + BASE: the base's place in the unit (1-based) while
	// the unit is off the table; offWPrefix and offDPrefix + BASE: its
	// width and depth in micrometres.
	offBasePrefix = "off-base:"
	offWPrefix    = "off-w-um:"
	offDPrefix    = "off-d-um:"
)

const (
	returnedStill  = 1
	returnedOrders = 2
)

// umPerCm converts the positions kept in integer status values.
const umPerCm = 10000

// The table edges, by the inward direction of a unit placed back on them.
const (
	edgeTop = iota // y = 0
	edgeRight
	edgeBottom
	edgeLeft
)

var edgeNames = [4]string{"top", "right", "bottom", "left"}

// offTable reports whether any base of u is at least partly off the table
// ([L910]: at least part of an element).
func offTable(s *rules.State, u *rules.Unit) bool {
	for _, r := range rects(s, u) {
		if !s.Table.OnTable(r) {
			return true
		}
	}
	return false
}

// exitEdge is the edge unit u (partly off the table) has crossed, the
// one it overhangs most, and where along it the centre of its bases is.
func exitEdge(s *rules.State, u *rules.Unit) (edge int, at float64) {
	lo := geom.V(math.Inf(1), math.Inf(1))
	hi := geom.V(math.Inf(-1), math.Inf(-1))
	var c geom.Vec
	rs := rects(s, u)
	for _, r := range rs {
		for _, p := range r.Corners() {
			lo = geom.V(math.Min(lo.X, p.X), math.Min(lo.Y, p.Y))
			hi = geom.V(math.Max(hi.X, p.X), math.Max(hi.Y, p.Y))
		}
		c = c.Add(r.Center)
	}
	c = c.Scale(1 / float64(max(1, len(rs))))
	over := [4]float64{-lo.Y, hi.X - s.Table.Width, hi.Y - s.Table.Height, -lo.X}
	for k := range over {
		if over[k] > over[edge] {
			edge = k
		}
	}
	if edge == edgeTop || edge == edgeBottom {
		return edge, c.X
	}
	return edge, c.Y
}

// edgeFrame is a point of edge at along it, the inward normal, and the
// edge's length.
func edgeFrame(s *rules.State, edge int, at float64) (p, in geom.Vec, length float64) {
	w, h := s.Table.Width, s.Table.Height
	switch edge {
	case edgeTop:
		return geom.V(at, 0), geom.V(0, 1), w
	case edgeRight:
		return geom.V(w, at), geom.V(-1, 0), h
	case edgeBottom:
		return geom.V(at, h), geom.V(0, -1), w
	}
	return geom.V(0, at), geom.V(1, 0), h
}

// leaveTable rolls for unit u, some of whose elements have just been
// moved at least partly off the table by a drive back, a retreat or a
// blunder's compulsory move (wme.md §7.6; [L908-922], blunderexit.go):
// D6 − elements lost before. Placed back at
// once on 3-6 (A14), where it left; off the table on 1-2; gone for good
// at 0 or less. A General who does not come back at once takes his army
// away at the end of the phase ([L916]; routReason).
func leaveTable(s *rules.State, u *rules.Unit, d dice.Roller) (rules.Event, error) {
	edge, at := exitEdge(s, u)
	v, err := d.Roll(6)
	if err != nil {
		return rules.Event{}, err
	}
	n := v - lost(u)
	goOff(s, u, edge, at)
	for _, c := range joinedCommanders(s, u) {
		goOff(s, c, edge, at) // [L914]: "subissent le même sort"
	}
	ev := rules.Event{Kind: "leave-table", Side: u.Side, Unit: u.ID, Rolls: []dice.Roll{{Sides: 6, Value: v}}}
	ev.Text = fmt.Sprintf("%s leave the table by its %s edge: rolled %d%s = %d (WME §7.6 [L910-922]): %s",
		u.Title(), edgeNames[edge], v, lostMod(u), n, leaveResult(s, u, n))
	for _, g := range append([]*rules.Unit{u}, commandersWith(s, u)...) {
		if g.Type == General && (status(g, stOffTable) > 0 || status(g, stLeft) > 0) {
			ev.Text += fmt.Sprintf("; the General has not come back: %s withdraw at the end of the phase (L916)", s.Sides[u.Side].Name)
		}
	}
	return ev, nil
}

// commandersWith are the commanders joined to u, on the table or not:
// those off the table went with it ([L914]).
func commandersWith(s *rules.State, u *rules.Unit) []*rules.Unit {
	var out []*rules.Unit
	for i := range s.Units {
		if c := &s.Units[i]; IsCommander(c.Type) && joinedTo(c) == u.ID {
			out = append(out, c)
		}
	}
	return out
}

// commandersFollow gives the commanders who left the table with u its
// fate ([L914]): gone for good with it (they count as lost, the General
// taking his army away, [L916]), placed back beside it when it comes
// back, off the table while it is. It says what happened, or "".
func commandersFollow(s *rules.State, u *rules.Unit) string {
	var names []string
	for _, c := range commandersWith(s, u) {
		if status(c, stOffTable) == 0 {
			continue
		}
		switch {
		case status(u, stLeft) > 0:
			dropOff(c)
			setJoined(c, "")
			c.SetStatus(stLeft, 1)
			c.SetStatus(stDestroyed, 1)
		case len(u.Bases) > 0:
			placeBeside(s, c, u)
		default:
			continue
		}
		names = append(names, c.Title())
	}
	if len(names) == 0 {
		return ""
	}
	if status(u, stLeft) > 0 {
		return fmt.Sprintf("; %s, who had joined them, never come back either (WME §7.6 [L914])", strings.Join(names, " and "))
	}
	return fmt.Sprintf("; %s, who had joined them, come back with them (WME §7.6 [L914])", strings.Join(names, " and "))
}

// placeBeside puts commander c, off the table, back on it beside unit u,
// still joined to it ([L914], [L2051]).
func placeBeside(s *rules.State, c, u *rules.Unit) {
	ids, w, d := offBases(c)
	if len(ids) == 0 {
		return
	}
	first, _ := s.Base(u.Bases[0])
	at := besideUnit(s, u, first.Shape.Center.Sub(first.Shape.Forward().Scale(first.Shape.Depth)), w[0]/2)
	s.Table.Bases = append(s.Table.Bases, table.Base{ID: ids[0], Unit: c.ID, Side: c.Side, Round: true,
		Shape: geom.Rect{Center: at, Facing: first.Shape.Facing, Width: w[0], Depth: d[0]}})
	c.Bases = ids[:1]
	dropOff(c)
	c.SetStatus(stDestroyed, 0)
}

// lostMod is " − 2" for a unit that has lost two elements, else "".
func lostMod(u *rules.Unit) string {
	if n := lost(u); n > 0 {
		return fmt.Sprintf(" − %d lost", n)
	}
	return ""
}

// leaveResult applies the leaving-the-table result n to u, which is off
// the table, and says what happened.
func leaveResult(s *rules.State, u *rules.Unit, n int) string {
	text := unitResult(s, u, n)
	return text + commandersFollow(s, u)
}

// unitResult is leaveResult for the unit itself.
func unitResult(s *rules.State, u *rules.Unit, n int) string {
	switch {
	case n <= LeaveGone:
		dropOff(u)
		u.SetStatus(stLeft, 1)
		u.SetStatus(stDestroyed, 1)
		return "they never come back and count as destroyed (L919)"
	case n <= LeaveAway:
		return fmt.Sprintf("they stay off the table and roll again at the start of %s's next Command phase, before the Initiative sub-phase (L920)", s.Sides[u.Side].Name)
	}
	edge := status(u, stOffTable) - 1
	f, ok := placeBack(s, u)
	if !ok {
		return "they may come back but there is no room on that edge: they stay off the table and roll again at the start of their next Command phase"
	}
	placed := fmt.Sprintf("they are placed back where they left, in %s, rear edge on the table edge", f)
	choice := askComeBack(s, u, edge)
	if n <= LeaveStill {
		u.SetStatus(stReturned, returnedStill)
		return placed + ", and may not move in their Command phase (L921, A14)" + choice
	}
	u.SetStatus(stReturned, returnedOrders)
	return placed + ", and may take orders but not use initiative in their Command phase (L922, A14)" + choice
}

// goOff takes unit u off the table, remembering its bases and where it
// left.
func goOff(s *rules.State, u *rules.Unit, edge int, at float64) {
	for i, id := range u.Bases {
		b, _ := s.Base(id)
		u.SetStatus(offBasePrefix+id, i+1)
		u.SetStatus(offWPrefix+id, int(math.Round(b.Shape.Width*umPerCm)))
		u.SetStatus(offDPrefix+id, int(math.Round(b.Shape.Depth*umPerCm)))
	}
	for _, id := range u.Bases {
		if i := s.Table.BaseIndex(id); i >= 0 {
			s.Table.Bases = append(s.Table.Bases[:i], s.Table.Bases[i+1:]...)
		}
		delete(s.Used, id)
	}
	u.Bases = nil
	u.SetStatus(stOffTable, 1+edge)
	u.SetStatus(stOffAt, int(math.Round(at*umPerCm)))
	u.SetStatus(stWounds, 0)
	u.SetStatus(stShotWounds, 0)
	clearAims(u, "")
}

// offBases are the bases of u kept while it is off the table, in order,
// with their width and depth.
func offBases(u *rules.Unit) (ids []string, w, d []float64) {
	for k := range u.Status {
		if id, ok := strings.CutPrefix(k, offBasePrefix); ok {
			ids = append(ids, id)
		}
	}
	sort.Slice(ids, func(i, j int) bool { return u.Status[offBasePrefix+ids[i]] < u.Status[offBasePrefix+ids[j]] })
	for _, id := range ids {
		w = append(w, float64(u.Status[offWPrefix+id])/umPerCm)
		d = append(d, float64(u.Status[offDPrefix+id])/umPerCm)
	}
	return ids, w, d
}

// dropOff forgets what goOff remembered.
func dropOff(u *rules.Unit) {
	for k := range u.Status {
		if strings.HasPrefix(k, offBasePrefix) || strings.HasPrefix(k, offWPrefix) || strings.HasPrefix(k, offDPrefix) {
			delete(u.Status, k)
		}
	}
	u.SetStatus(stOffTable, 0)
	u.SetStatus(stOffAt, 0)
}

// ReturnSearchStep is how far apart (cm) the places tried along the edge
// are when a returning unit would touch an enemy or overlap a base where
// it left ([L912]: as near as possible).
const ReturnSearchStep = 0.5

// ColumnFront is the narrowest front (cm) of bases that may come back in
// column ([L912]: 40 mm fronts in line or column, 20 mm fronts in line).
const ColumnFront = 4.0

// returnFormations are the formations unit bases of widths w may come
// back in ([L912]): line, and column for 40 mm fronts. A single base is
// both, so it has no choice.
func returnFormations(w []float64) []Formation {
	if len(w) < 2 {
		return []Formation{Line}
	}
	for _, x := range w {
		if x < ColumnFront-geom.Eps {
			return []Formation{Line}
		}
	}
	return []Formation{Line, Column}
}

// placeBack puts unit u, off the table, back where it left ([L912]):
// rear edges on the table edge, facing into the table, in line, or in
// column when a line has no room and its fronts allow one; as near as
// possible along the edge if that place would touch an enemy or overlap
// a base or terrain impassable to it. It reports the formation, or false
// when the edge has no room.
func placeBack(s *rules.State, u *rules.Unit) (Formation, bool) {
	ids, w, d := offBases(u)
	edge := status(u, stOffTable) - 1
	at := float64(status(u, stOffAt)) / umPerCm
	for _, f := range returnFormations(w) {
		if rs, ok := returnPlace(s, u, edge, at, w, d, f); ok {
			putBases(s, u, ids, rs)
			dropOff(u)
			u.SetStatus(stDestroyed, 0)
			return f, true
		}
	}
	return Broken, false
}

// returnPlace is the free place nearest at along edge for bases of
// widths w and depths d in formation f, rear edges on the table edge
// ([L912]); false when the edge has none.
func returnPlace(s *rules.State, u *rules.Unit, edge int, at float64, w, d []float64, f Formation) ([]geom.Rect, bool) {
	span := 0.0 // the place's length along the edge
	for _, x := range w {
		if f == Column {
			span = math.Max(span, x)
		} else {
			span += x
		}
	}
	_, _, length := edgeFrame(s, edge, at)
	lo, hi := span/2, length-span/2
	if lo > hi {
		return nil, false
	}
	at = math.Min(math.Max(at, lo), hi)
	free := func(x float64) bool { return returnFree(s, u, edgeRects(s, edge, x, w, d, f)) }
	if free(at) {
		return edgeRects(s, edge, at, w, d, f), true
	}
	// On each side, the first free place ReturnSearchStep apart, then
	// bisected back towards the last one taken to within ReturnTolerance:
	// the grid alone could stop up to a step beyond the nearest free
	// place ([L912]: "au plus près"). The nearer side wins, the far one
	// (+) on a tie as before.
	best, found := 0.0, false
	for _, sign := range []float64{1, -1} {
		for k := 1; float64(k)*ReturnSearchStep <= length+ReturnSearchStep; k++ {
			taken := at + sign*float64(k-1)*ReturnSearchStep // not free
			if found && math.Abs(taken-at) >= math.Abs(best-at)-geom.Eps {
				break // nothing nearer on this side
			}
			x := math.Min(math.Max(at+sign*float64(k)*ReturnSearchStep, lo), hi)
			if free(x) {
				for math.Abs(x-taken) > ReturnTolerance {
					if m := (x + taken) / 2; free(m) {
						x = m
					} else {
						taken = m
					}
				}
				if !found || math.Abs(x-at) < math.Abs(best-at)-geom.Eps {
					best, found = x, true
				}
				break
			}
			if x == lo || x == hi {
				break // the end of the edge
			}
		}
	}
	if !found {
		return nil, false
	}
	return edgeRects(s, edge, best, w, d, f), true
}

// ReturnTolerance is how near (cm) the place found by returnPlace lies to
// the nearest free place along the edge ([L912]).
const ReturnTolerance = 0.005

// edgeRects stands bases of widths w and depths d in formation f,
// centred at at along edge, facing into the table, rear edges on the
// edge: side by side in line, the first base at the front of a column.
func edgeRects(s *rules.State, edge int, at float64, w, d []float64, f Formation) []geom.Rect {
	p, in, _ := edgeFrame(s, edge, at)
	right, facing := in.Perp(), in.Angle()
	out := make([]geom.Rect, len(w))
	if f == Column {
		depth := 0.0
		for i := len(w) - 1; i >= 0; i-- {
			out[i] = geom.Rect{Center: p.Add(in.Scale(depth + d[i]/2)), Facing: facing, Width: w[i], Depth: d[i]}
			depth += d[i]
		}
		return out
	}
	total := 0.0
	for _, x := range w {
		total += x
	}
	// right runs along the edge; where it runs backwards, the coordinate
	// along the edge decreases.
	start := p.Sub(right.Scale(total / 2))
	x := 0.0
	for i := range w {
		out[i] = geom.Rect{Center: start.Add(right.Scale(x + w[i]/2)).Add(in.Scale(d[i] / 2)), Facing: facing, Width: w[i], Depth: d[i]}
		x += w[i]
	}
	return out
}

// returnFree reports whether unit u's bases may stand at rs coming back:
// on the table, on no other base nor terrain impassable to it, touching
// no enemy ([L912]). Its own bases, if on the table, do not count.
func returnFree(s *rules.State, u *rules.Unit, rs []geom.Rect) bool {
	f := table.Filter{Blocks: func(f *table.Feature) bool { return standBlocks(u.Type, category(s, f)) },
		SkipBase: func(o *table.Base) bool { return o.Unit == u.ID }}
	for _, r := range rs {
		if !s.Table.OnTable(r) || len(s.Table.Overlaps(r, f)) > 0 {
			return false
		}
		ro := table.OutlineOf(r)
		var near [32]int
		for _, i := range s.Table.Near(near[:0], reachBox(&ro, table.ContactTolerance)) {
			o := &s.Table.Bases[i]
			if o.Side == u.Side || o.Round {
				continue
			}
			if outlineDist(&ro, &s.Table, i) <= table.ContactTolerance {
				return false
			}
		}
	}
	return true
}

// putBases stands unit u's bases ids at rs, adding those off the table.
func putBases(s *rules.State, u *rules.Unit, ids []string, rs []geom.Rect) {
	for i, id := range ids {
		if b, ok := s.Base(id); ok {
			b.Shape = rs[i]
			continue
		}
		s.Table.Bases = append(s.Table.Bases, table.Base{ID: id, Unit: u.ID, Side: u.Side, Shape: rs[i], Round: IsCommander(u.Type)})
	}
	u.Bases = append([]string(nil), ids...)
}

// returnToTable rolls again, at the start of side's Command phase and
// before its Initiative sub-phase, for each of its units off the table
// (wme.md §7.6; [L920], A14).
func returnToTable(s *rules.State, side int, d dice.Roller) ([]rules.Event, error) {
	var evs []rules.Event
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side || status(u, stOffTable) == 0 || IsCommander(u.Type) && joinedTo(u) != "" {
			continue // a joined commander shares his unit's roll ([L914])
		}
		v, err := d.Roll(6)
		if err != nil {
			return nil, err
		}
		n := v - lost(u)
		evs = append(evs, rules.Event{Kind: "leave-table", Side: u.Side, Unit: u.ID, Rolls: []dice.Roll{{Sides: 6, Value: v}},
			Text: fmt.Sprintf("%s, off the table, roll to come back: %d%s = %d (WME §7.6 [L920]): %s", u.Title(), v, lostMod(u), n, leaveResult(s, u, n))})
	}
	return evs, nil
}

// returnedProblem is why a unit placed back on the table may not move by
// initiative (or, with orders, by order) in this Command phase, or "".
func returnedProblem(u *rules.Unit, orders bool) string {
	switch r := status(u, stReturned); {
	case r == returnedStill:
		return fmt.Sprintf("%s came back onto the table on a 3-4 and may not move in this Command phase (WME §7.6 [L921], A14)", u.Title())
	case r == returnedOrders && !orders:
		return fmt.Sprintf("%s came back onto the table on a 5-6: it may take orders but not use initiative in this Command phase (WME §7.6 [L922], A14)", u.Title())
	}
	return ""
}
