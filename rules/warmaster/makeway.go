package warmaster

import (
	"fmt"
	"math"
	"sort"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Make way (wme.md §9.10; [L1837-1851], [L1906-1936]).

// MakeWayConfusion is the D6 score on which a unit making way, or forcing
// a friend to, is confused ([L1875-1879], [L1930]).
const MakeWayConfusion = 6

// maxWayChain bounds how many friends a chain of make way may hold, the
// unit forcing its way included: far more than a table ever lines up.
const maxWayChain = 6

// wayPlan is how a friend makes way: the translation of its whole unit,
// and the friends that make way for it in turn ([L1908]).
type wayPlan struct {
	how   string // "steps aside", "moves back"
	move  geom.Vec
	chain []wayLink
}

// wayLink is a friend making way for another making way ([L1908]).
type wayLink struct {
	forcer, unit *rules.Unit
	plan         wayPlan
}

// makeWay finds how friend f makes way for unit m, which is to move dist
// cm along dir (a drive back or a retreat): step aside (the whole unit
// slides square to m's path until it is clear of it, [L1916-1918]) or
// move back (it goes ahead of m, the same way, and ends touching m's end
// position, [L1924]), whichever moves it less, a step aside on a tie. It
// moves at most its full pace ([L1910]), without turning, clear of every
// base but its own and m's, of terrain impassable to it and of the table
// edge, and touches no enemy and no engaged unit at the end ([L1934]). A
// friend engaged in combat never makes way ([L1908]). A friend not
// engaged in the way of f's move makes way for f in turn, the same way
// ([L1839], [L1908]: units make way for friends "laissant elle-même le
// passage"). The second result is why f cannot make way, "" if it can.
func makeWay(s *rules.State, m, f *rules.Unit, dir geom.Vec, dist float64) (wayPlan, string) {
	return makeWayIn(s, m, f, dir, dist, map[string]bool{m.ID: true, f.ID: true})
}

// makeWayIn is makeWay inside a chain whose units are in busy: none of
// them is asked to make way again.
func makeWayIn(s *rules.State, m, f *rules.Unit, dir geom.Vec, dist float64, busy map[string]bool) (wayPlan, string) {
	if engagedSet(s)[f.ID] {
		return wayPlan{}, "it is engaged in combat (L1908)"
	}
	mine := map[string]bool{}
	for _, id := range f.Bases {
		mine[id] = true
	}
	theirs := map[string]bool{}
	for _, id := range m.Bases {
		theirs[id] = true
	}
	mr, fr := rects(s, m), rects(s, f)
	var cands []wayPlan
	// Step aside: m's path is the band its bases cover square to dir.
	side := dir.Perp()
	lo, hi := project(mr, side)
	flo, fhi := project(fr, side)
	cands = append(cands, wayPlan{how: "steps aside", move: side.Scale(hi - flo)}, wayPlan{how: "steps aside", move: side.Scale(lo - fhi)})
	// Move back: ahead of m, ending in contact with it.
	only := table.Filter{SkipBase: func(o *table.Base) bool { return !mine[o.ID] }}
	first := math.Inf(1)
	for _, r := range mr {
		if enc := s.Table.Translate(r, dir, dist, only); len(enc) > 0 {
			first = math.Min(first, enc[0].At)
		}
	}
	if !math.IsInf(first, 1) {
		cands = append(cands, wayPlan{how: "moves back", move: dir.Scale(dist - first)})
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].move.Len() < cands[j].move.Len()-geom.Eps })
	eng := engagedSet(s)
	why := ""
	for _, c := range cands {
		p, w := clearWay(s, f, c, mine, theirs, eng, busy)
		if w != "" {
			if why == "" {
				why = fmt.Sprintf("it cannot %s: %s", verb(c.how), w)
			}
			continue
		}
		return p, ""
	}
	return wayPlan{}, why
}

// clearWay checks friend f's move p, letting each friend not engaged that
// blocks it make way for f in turn ([L1908]), nearest first; the result
// carries their moves in p.chain.
func clearWay(s *rules.State, f *rules.Unit, p wayPlan, mine, theirs, eng, busy map[string]bool) (wayPlan, string) {
	n := s
	for {
		w, g := wayProblem(n, f, p.move, mine, theirs, eng)
		if w == "" || g == nil || busy[g.ID] || len(busy) >= maxWayChain {
			return p, w
		}
		inner := map[string]bool{g.ID: true}
		for id := range busy {
			inner[id] = true
		}
		gp, why := makeWayIn(n, f, g, p.move.Unit(), p.move.Len(), inner)
		if why != "" {
			return p, fmt.Sprintf("%s; %s cannot make way for it in turn: %s", w, g.Name, why)
		}
		p.chain = append(p.chain, wayLink{forcer: f, unit: g, plan: gp})
		busy = inner
		n = afterWay(n, g, gp)
	}
}

// afterWay is a copy of s (its table cloned, the rest shared: read only)
// with g and the friends of its chain moved as p says.
func afterWay(s *rules.State, g *rules.Unit, p wayPlan) *rules.State {
	poses := map[string]geom.Pose{}
	var add func(*rules.Unit, wayPlan)
	add = func(u *rules.Unit, p wayPlan) {
		for _, id := range u.Bases {
			b, _ := s.Base(id)
			poses[id] = geom.Pose{Pos: b.Shape.Center.Add(p.move), Facing: b.Shape.Facing}
		}
		for _, l := range p.chain {
			add(l.unit, l.plan)
		}
	}
	add(g, p)
	return withPoses(s, poses)
}

func verb(how string) string {
	if how == "steps aside" {
		return "step aside"
	}
	return "move back"
}

// project is the interval rs cover along axis.
func project(rs []geom.Rect, axis geom.Vec) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, r := range rs {
		for _, p := range r.Corners() {
			x := p.Dot(axis)
			lo, hi = math.Min(lo, x), math.Max(hi, x)
		}
	}
	return lo, hi
}

// wayProblem is why friend f may not translate by v to make way, or "";
// when a friend not engaged blocks its path, that friend too (it may make
// way in turn, [L1908]).
func wayProblem(s *rules.State, f *rules.Unit, v geom.Vec, mine, theirs, eng map[string]bool) (string, *rules.Unit) {
	n := v.Len()
	if n > pace(f)+geom.Eps {
		return fmt.Sprintf("%.1f cm is more than its full pace of %.0f cm (L1910)", n, pace(f)), nil
	}
	for _, id := range f.Bases {
		b, _ := s.Base(id)
		r := b.Shape
		if n > geom.Eps {
			inside := map[string]bool{}
			for _, c := range s.Table.Under(r) {
				inside[c.Feature] = true
			}
			flt := table.Filter{
				SkipBase: func(o *table.Base) bool { return mine[o.ID] || theirs[o.ID] },
				Blocks:   func(ft *table.Feature) bool { return !inside[ft.ID] && blocks(f.Type, category(ft)) },
				Edges:    true,
			}
			if enc := s.Table.Translate(r, v, n, flt); len(enc) > 0 && enc[0].At < n-geom.Eps {
				return "blocked by " + s.Describe(enc[0].Obstacle), wayFriend(s, f, enc[0].Obstacle, eng)
			}
		}
		r.Center = r.Center.Add(v)
		for i := range s.Table.Bases {
			o := &s.Table.Bases[i]
			if mine[o.ID] || theirs[o.ID] || o.Round || o.Side == f.Side && !eng[o.Unit] {
				continue
			}
			if _, _, d := table.Closest(r, o.Shape); d <= table.ContactTolerance {
				return fmt.Sprintf("it would touch %s (L1934)", s.Describe(table.Obstacle{Base: o.ID})), nil
			}
		}
	}
	return "", nil
}

// wayFriend is the unit of obstacle o when it is a friend of f, not a
// commander and not engaged: one that may make way for f ([L1908]).
func wayFriend(s *rules.State, f *rules.Unit, o table.Obstacle, eng map[string]bool) *rules.Unit {
	b, ok := s.Base(o.Base)
	if !ok || b.Side != f.Side || eng[b.Unit] {
		return nil
	}
	g, ok := s.Unit(b.Unit)
	if !ok || IsCommander(g.Type) {
		return nil
	}
	return g
}

// nearestFriend is the nearest unit of m's side, not a commander, not
// engaged, not in skip, that m's bases would meet moving up to dist cm
// along dir (deeper than slack), and how far m moves before touching it.
func nearestFriend(s *rules.State, m *rules.Unit, dir geom.Vec, dist, slack float64, skip map[string]bool) (*rules.Unit, float64) {
	eng := engagedSet(s)
	own := map[string]bool{}
	for _, id := range m.Bases {
		own[id] = true
	}
	flt := table.Filter{SkipBase: func(o *table.Base) bool {
		if own[o.ID] || o.Side != m.Side || skip[o.Unit] || eng[o.Unit] {
			return true
		}
		ou, ok := s.Unit(o.Unit)
		return !ok || IsCommander(ou.Type)
	}}
	var best *rules.Unit
	at := math.Inf(1)
	for _, r := range rects(s, m) {
		if enc := s.Table.Translate(r, dir, dist, flt); len(enc) > 0 && enc[0].At < dist-slack && enc[0].At < at-geom.Eps {
			b, _ := s.Base(enc[0].Base)
			best, _ = s.Unit(b.Unit)
			at = enc[0].At
		}
	}
	return best, at
}

// applyWay moves friend f as planned, and the friends making way for it
// in turn, and rolls the confusion tests of each occasion (the forcer's,
// then the friend's; a 6 confuses, [L1875-1879], [L1930]), all in one
// event.
func applyWay(s *rules.State, m, f *rules.Unit, p wayPlan, d dice.Roller) (rules.Event, error) {
	ev, err := applyWayStep(s, m, f, p, d)
	if err != nil {
		return rules.Event{}, err
	}
	for _, l := range p.chain {
		more, err := applyWay(s, l.forcer, l.unit, l.plan, d)
		if err != nil {
			return rules.Event{}, err
		}
		ev.Rolls = append(ev.Rolls, more.Rolls...)
		ev.Text += "; in turn, " + more.Text
	}
	return ev, nil
}

// applyWayStep moves f alone and rolls one occasion's tests.
func applyWayStep(s *rules.State, m, f *rules.Unit, p wayPlan, d dice.Roller) (rules.Event, error) {
	for _, id := range f.Bases {
		b, _ := s.Base(id)
		b.Shape.Center = b.Shape.Center.Add(p.move)
	}
	rs, err := rollN(d, 2)
	if err != nil {
		return rules.Event{}, err
	}
	text := fmt.Sprintf("%s make way for %s: %s %.1f cm (WME §9.10 [L1906-1926]); confusion tests, 6 confuses (L1875-1879): %s %d, %s %d",
		f.Name, m.Name, p.how, p.move.Len(), m.Name, rs[0].Value, f.Name, rs[1].Value)
	var conf []string
	if rs[0].Value >= MakeWayConfusion {
		m.SetStatus(stConfused, 1)
		conf = append(conf, m.Name)
	}
	if rs[1].Value >= MakeWayConfusion {
		f.SetStatus(stConfused, 1)
		conf = append(conf, f.Name)
	}
	if len(conf) > 0 {
		text += fmt.Sprintf("; %s confused", joinNames(conf))
	}
	return rules.Event{Kind: "make-way", Side: f.Side, Unit: f.ID, Rolls: rs, Text: text}, nil
}
