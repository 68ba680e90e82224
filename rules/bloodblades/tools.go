package bloodblades

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

var _ rules.Tooler = Rules{}

// UnitOverlays implements rules.Tooler: the distances from the unit's
// C-in-C that change what an order costs (C11-C13 [L1363-1365], measured
// as cincLine measures them: from his base's edge), and how far the unit
// moves in good going (Table 6.1, the Fast bonus [L1437]) and along a
// road [L1429-1435], and the enemies that could reach it next move
// (attackers, threat.go).
func (Rules) UnitOverlays(s *rules.State, unit string) []rules.Overlay {
	u, ok := s.Unit(unit)
	if !ok || len(u.Bases) == 0 {
		return nil
	}
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return nil
	}
	out := commandBands(c, s, u.Side)
	out = append(out, reachBands(c, s, u)...)
	return append(out, attackers(c, s, u)...)
}

// commandBands are the C-in-C's three distances: within 5 MU an order
// pays nothing for him, seen or not; beyond 10 MU one he can see costs 1
// PIG more, but for light horse, who pay beyond 20 MU; beyond 5 MU one he
// cannot see costs 1 PIG more (cincLine). The C-in-C is his side's last
// (cincLine's reading).
func commandBands(c Config, s *rules.State, side int) []rules.Overlay {
	var cinc *rules.Unit
	for i := len(s.Units) - 1; i >= 0; i-- {
		if u := &s.Units[i]; u.Side == side && len(u.Bases) > 0 && isCinC(u) {
			cinc = u
			break
		}
	}
	if cinc == nil {
		return nil
	}
	b, ok := s.Table.Base(cinc.Bases[0])
	if !ok {
		return nil
	}
	cs := b.Shape.Corners()
	hull := geom.ConvexHull(cs[:])
	who := s.UnitName(cinc.ID)
	band := func(mu float64, label string) rules.Overlay {
		tag := fmt.Sprintf("C-in-C %g MU", mu)
		if mu == CinCSeenLHMU {
			tag += " (light horse)"
		}
		return rules.Overlay{Kind: rules.OverlayCommand, Base: b.ID, Side: side, Label: label, Tag: tag,
			Lines: [][]geom.Vec{hull.Around(c.Cm(mu))}}
	}
	return []rules.Overlay{
		band(CinCUnseenMU, fmt.Sprintf("%d MU from %s, the C-in-C: beyond it an order he cannot see costs 1 PIG more [L1363]", CinCUnseenMU, who)),
		band(CinCSeenMU, fmt.Sprintf("%d MU from %s: beyond it an order he can see costs 1 PIG more, but for light horse [L1364]", CinCSeenMU, who)),
		band(CinCSeenLHMU, fmt.Sprintf("%d MU from %s: beyond it an order to light horse he can see costs 1 PIG more [L1365]", CinCSeenLHMU, who)),
	}
}

// reachBands are, for each base of u, the line no front corner passes in
// a move in good going (travel measures the front corners' paths
// [L1499]), and along a road when the road goes farther.
func reachBands(c Config, s *rules.State, u *rules.Unit) []rules.Overlay {
	t := troopOf(u)
	row := moveRow(c, u, t)
	good := row[colGGo]
	if t.Grade == 'F' {
		good++ // Fast [L1437]
	}
	var out []rules.Overlay
	for _, id := range u.Bases {
		b, ok := s.Table.Base(id)
		if !ok {
			continue
		}
		cs := b.Shape.Corners()
		hull := geom.ConvexHull(cs[:])
		who := s.BaseName(id)
		if good > 0 {
			out = append(out, rules.Overlay{Kind: rules.OverlayReach, Base: id, Side: b.Side,
				Label: fmt.Sprintf("%s moves up to %s MU in good going (Table 6.1), less in rough or difficult going [L1441-1449]", who, muText(good)),
				Tag:   muText(good) + " MU",
				Lines: [][]geom.Vec{hull.Around(c.Cm(good))}})
		}
		if road := row[colRoad]; road > good {
			out = append(out, rules.Overlay{Kind: rules.OverlayReach, Base: id, Side: b.Side,
				Label: fmt.Sprintf("%s moves up to %s MU along a road, the whole move on it [L1439]", who, muText(road)),
				Tag:   muText(road) + " MU by road",
				Lines: [][]geom.Vec{hull.Around(c.Cm(road))}})
		}
	}
	return out
}

func muText(v float64) string { return fmt.Sprintf("%g", v) }

// Sight implements rules.Tooler: whether base sees the point to, as an
// order's subject sees its C-in-C (cincLine) and a shooter its target
// ([L1816]): a line from one of its corners or its centre clear by Table
// 6.2 (terrain limits and hill crests; bases never block, A10). The line
// shown is the first clear one, else the one from the centre, with what
// stops it.
func (Rules) Sight(s *rules.State, base string, to geom.Vec) rules.Sight {
	b, ok := s.Table.Base(base)
	if !ok {
		return rules.Sight{To: to, Why: "no such base"}
	}
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return rules.Sight{From: b.Shape.Center, To: to, Why: err.Error()}
	}
	v := sightIn(c, s)
	cs := b.Shape.Corners()
	pts := append([]geom.Vec{b.Shape.Center}, cs[:]...)
	for _, p := range pts {
		if v.clear(p, to) {
			return rules.Sight{From: p, To: to, Clear: true, Distance: p.Dist(to), Note: fmt.Sprintf("%.1f MU", c.InMU(p.Dist(to)))}
		}
	}
	p := b.Shape.Center
	return rules.Sight{From: p, To: to, Distance: p.Dist(to), Note: fmt.Sprintf("%.1f MU", c.InMU(p.Dist(to))),
		Why: v.blocker(s, p, to)}
}

// blocker says what stops the sight line from p to q (clear reports it
// stopped): the terrain of one sight class it runs through for too long,
// or a hill whose crest it looks past.
func (v sightLines) blocker(s *rules.State, p, q geom.Vec) string {
	if v.limit > 0 && p.Dist(q) > v.limit+geom.Eps {
		return fmt.Sprintf("it is dusk: sight is %d MU [L1013]", DuskSightMU)
	}
	for _, d := range v.classes {
		limits := func(f *table.Feature) bool { k := Kinds[f.Kind]; return !k.Hill && k.Sight == d }
		if v.t.SightLine(p, q, table.Sight{SkipBase: noBases, Limits: limits, Allowance: v.c.Cm(d)}) {
			continue
		}
		var names []string
		for i := range v.t.Features {
			f := &v.t.Features[i]
			only := func(g *table.Feature) bool { return g == f }
			if limits(f) && !v.t.SightLine(p, q, table.Sight{SkipBase: noBases, Limits: only}) {
				names = append(names, s.Describe(table.Obstacle{Feature: f.ID}))
			}
		}
		return fmt.Sprintf("it runs more than %s MU through %s (Table 6.2 [L1451-1466])", muText(d), rules.JoinAnd(names))
	}
	box := geom.BoundsOf(p, q)
	for _, h := range v.hills {
		if h.box.Overlaps(box, 0) && !v.overHill(h, p, q) {
			what := s.Describe(table.Obstacle{Feature: h.f.ID})
			if h.area.Contains(p, geom.Eps) {
				return fmt.Sprintf("from on %s it sees only %d MU past its crest, or into it as far as its going allows [L1462-1465]", what, BeyondCrestMU)
			}
			return fmt.Sprintf("it looks past the crest of %s [L1462, L1465]", what)
		}
	}
	return "the terrain (Table 6.2)"
}
