package charge

import (
	"fmt"
	"math"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// solver holds one Solve's prepared data.
type solver struct {
	in       Input
	t        *table.Table
	chargers []table.Base // at their start poses, in the unit's order
	targets  []table.Base
	side     int
	unit     string // the charging unit
	target   string // the target unit
	isCharge map[string]bool
	// moving skips the charging bases (they move; A12) and commanders.
	moving table.Filter
	sees   func(from, to geom.Rect) bool
	seen   [][]int8 // seen[i][j]: 0 unknown, 1 charger i sees target j, -1 not (sight is asked lazily: it dominates the cost)
	routes map[routeKey]*routes
	// touches keeps what each charging base touches at an end pose: the
	// battle line's arrangements share their bases (see touchesOf).
	touches map[exactPose]baseTouches
	// steps and fitted keep stepped's and fits' answers.
	steps  map[string]steppedAnswer
	fitted map[string]fitAnswer
	fail   failures
	// near is nearEnemies' buffer.
	near []int
	// firstOf is the index of each enemy unit's first base on the table,
	// built when an order of engaged units needs it (engagedOrder).
	firstOf map[string]int
	// irregular: the target is neither a line nor a column ([L863-871])
	irregular bool
}

func newSolver(in Input) (*solver, error) {
	if in.Table == nil || len(in.Charger) == 0 || len(in.Target) == 0 {
		return nil, &Refusal{Code: "input", Rule: "WME §7.5 item 1 [L746]", Msg: "a charge needs a table, a charging unit and a target"}
	}
	// Nothing here scans the table: a solve looks at what is near the
	// chargers (nearEnemies, the table's queries), so that a battle of
	// many bases costs a charge hardly more than a small one (issue 10);
	// only the rare charge that engages two units besides its target
	// scans it once, to order them (engagedOrder).
	s := &solver{in: in, t: in.Table, isCharge: map[string]bool{},
		routes: map[routeKey]*routes{}, touches: map[exactPose]baseTouches{}, steps: map[string]steppedAnswer{}, fitted: map[string]fitAnswer{}}
	get := func(ids []string) ([]table.Base, error) {
		out := make([]table.Base, 0, len(ids))
		for _, id := range ids {
			b, ok := s.t.Base(id)
			if !ok || b.Round {
				return nil, &Refusal{Code: "input", Rule: "WME §7.5 item 1 [L746]", Msg: fmt.Sprintf("no unit base %q on the table", id), Bases: []string{id}}
			}
			out = append(out, *b)
		}
		return out, nil
	}
	var err error
	if s.chargers, err = get(in.Charger); err != nil {
		return nil, err
	}
	if s.targets, err = get(in.Target); err != nil {
		return nil, err
	}
	s.side, s.unit, s.target = s.chargers[0].Side, s.chargers[0].Unit, s.targets[0].Unit
	if s.targets[0].Side == s.side {
		return nil, &Refusal{Code: "input", Rule: "WME §7.5 [L744]", Msg: "a charge is a move into contact with an enemy unit", Bases: in.Target}
	}
	for _, b := range s.chargers {
		s.isCharge[b.ID] = true
	}
	s.moving = table.Filter{Blocks: in.Blocks, SkipBase: func(b *table.Base) bool { return s.isCharge[b.ID] }}
	trs := make([]geom.Rect, len(s.targets))
	for j, b := range s.targets {
		trs[j] = b.Shape
	}
	s.irregular = irregularFormation(trs)
	s.sees = in.Sees
	if s.sees == nil {
		s.sees = s.defaultSees
	}
	s.seen = make([][]int8, len(s.chargers))
	for i := range s.seen {
		s.seen[i] = make([]int8, len(s.targets))
	}
	return s, nil
}

// sight reports whether charger i sees target base j, asking once.
func (s *solver) sight(i, j int) bool {
	if s.seen[i][j] == 0 {
		s.seen[i][j] = -1
		if s.sees(s.chargers[i].Shape, s.targets[j].Shape) {
			s.seen[i][j] = 1
		}
	}
	return s.seen[i][j] > 0
}

// defaultSees is a clear line from the front edge of from to to, bases
// blocking and terrain not, at most MaxSight long (wme.md §12 G3-G4). The
// line from the middle of the front edge to the target's centre is tried
// first: when it is clear no search is needed.
func (s *solver) defaultSees(from, to geom.Rect) bool {
	if _, _, d := table.Closest(from, to); d > MaxSight+geom.Eps {
		return false
	}
	mid := from.Edge(geom.Front).Mid()
	if to.Center.Sub(mid).Dot(from.Forward()) > geom.Eps {
		self := func(b *table.Base) bool { return b.Shape == from || b.Shape == to }
		if s.t.SightLine(mid, to.Center, table.Sight{SkipBase: self}) {
			return true
		}
	}
	_, ok := s.t.LineOfSight(from, geom.Front, to, table.Sight{})
	return ok
}

// seesTarget reports whether charger i sees some target base.
func (s *solver) seesTarget(i int) bool {
	for j := range s.targets {
		if s.sight(i, j) {
			return true
		}
	}
	return false
}

// visible reports whether some charger sees target base j.
func (s *solver) visible(j int) bool {
	for i := range s.chargers {
		if s.sight(i, j) {
			return true
		}
	}
	return false
}

// distance is the closest distance from the charging unit to target base j
// (wme.md §12 G1; [L768], [L780]).
func (s *solver) distance(j int) float64 {
	d := math.Inf(1)
	for _, c := range s.chargers {
		_, _, x := table.Closest(c.Shape, s.targets[j].Shape)
		d = math.Min(d, x)
	}
	return d
}

// byDistance are the visible target bases, nearest the charging unit first
// (ties in the target's order).
func (s *solver) byDistance() []int {
	var out []int
	dist := make([]float64, len(s.targets))
	for j := range s.targets {
		if s.visible(j) {
			out = append(out, j)
			dist[j] = s.distance(j)
		}
	}
	for a := 1; a < len(out); a++ { // insertion sort: stable, and n ≤ a handful
		for b := a; b > 0 && dist[out[b]] < dist[out[b-1]]-geom.Eps; b-- {
			out[b], out[b-1] = out[b-1], out[b]
		}
	}
	return out
}

func (s *solver) zone() (ZoneCall, error) {
	order := s.byDistance()
	if len(order) == 0 {
		return ZoneCall{}, &Refusal{Code: "no-sight", Rule: "WME §7.5 item 2 [L758]",
			Msg: "no charging base can see the target", Bases: s.in.Charger}
	}
	near := order[0]
	if s.in.Nearest != "" {
		found := false
		for _, j := range order {
			if s.targets[j].ID == s.in.Nearest && s.distance(j) <= s.distance(near)+geom.Eps {
				near, found = j, true
			}
		}
		if !found {
			return ZoneCall{}, &Refusal{Code: "input", Rule: "WME §7.5 item 3 [L766-768]",
				Msg: fmt.Sprintf("%s is not a nearest visible base of the target", s.in.Nearest), Bases: []string{s.in.Nearest}}
		}
	}
	zc := ZoneCall{Element: s.targets[near].ID}
	for _, j := range order {
		if j != near && s.distance(j) <= s.distance(near)+geom.Eps {
			zc.Tied = append(zc.Tied, s.targets[j].ID)
		}
	}
	rs := make([]geom.Rect, len(s.chargers))
	for i, c := range s.chargers {
		rs[i] = c.Shape
	}
	zc.Areas = table.ZoneAreasIn(s.targets[near].Shape, rs, s.in.Mode)
	zc.Zone, _ = table.MainZone(s.targets[near].Shape, rs, s.in.Mode)
	if s.in.FrontOnly {
		zc.Zone = geom.Front
		return zc, nil
	}
	if s.in.Zone != nil {
		zc.Zone = *s.in.Zone
		return zc, nil
	}
	var tied []geom.Edge
	for e := geom.Front; e <= geom.Left; e++ {
		if math.Abs(zc.Areas[e]-zc.Areas[zc.Zone]) <= table.ZoneAreaTie {
			tied = append(tied, e)
		}
	}
	if len(tied) > 1 {
		return zc, &ZoneTie{Element: zc.Element, Zones: tied, Areas: zc.Areas}
	}
	return zc, nil
}
