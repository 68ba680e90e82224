package warmaster

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

var _ rules.Tooler = Rules{}

// UnitOverlays implements rules.Tooler: for a commander, the 20 cm bands
// of his command (each band beyond the first costs -1 on the order, §6.4
// [L531], A4; none beyond his range, §3.3 [L1997]); for a unit, how far
// its pace carries it (§7.2 [L684]: a move or a charge goes no farther)
// and the enemies whose pace reaches it.
func (Rules) UnitOverlays(s *rules.State, unit string) []rules.Overlay {
	u, ok := s.Unit(unit)
	if !ok || len(u.Bases) == 0 {
		return nil
	}
	if IsCommander(u.Type) {
		return append(commandBands(s, u), spellOverlays(s, u)...) // a Wizard's spells (spelloffers.go)
	}
	return append(reachBand(s, u), attackers(s, u)...)
}

// threatOverlays are, for every unit of both armies but commanders, the
// ground it could reach in its next move or charge: its pace about its
// bases, an outer bound (OverlayThreat).
func threatOverlays(s *rules.State) []rules.Overlay {
	var out []rules.Overlay
	for i := range s.Units {
		u := &s.Units[i]
		if IsCommander(u.Type) {
			continue
		}
		for _, o := range reachBand(s, u) {
			o.Kind, o.Tag = rules.OverlayThreat, ""
			o.Label = fmt.Sprintf("where %s could get to next move or charge (%.0f cm, its pace)", u.Title(), pace(u))
			o.Areas, o.Lines = []geom.Polygon{geom.Polygon(o.Lines[0][:len(o.Lines[0])-1])}, nil
			out = append(out, o)
		}
	}
	return out
}

// attackers are the enemy units, commanders aside, whose pace reaches one
// of u's bases edge to edge, each ringed (OverlayThreat): the units that
// could charge it next turn, the way and the order's dice permitting.
func attackers(s *rules.State, u *rules.Unit) []rules.Overlay {
	var out []rules.Overlay
	for i := range s.Units {
		e := &s.Units[i]
		if e.Side == u.Side || IsCommander(e.Type) || len(e.Bases) == 0 {
			continue
		}
		p := pace(e)
		if p <= 0 || unitDistance(s, e, u) > p+geom.Eps {
			continue
		}
		var pts []geom.Vec
		for _, id := range e.Bases {
			if b, ok := s.Table.Base(id); ok {
				cs := b.Shape.Corners()
				pts = append(pts, cs[:]...)
			}
		}
		out = append(out, rules.Overlay{Kind: rules.OverlayThreat, Base: e.Bases[0], Side: e.Side, Tag: "can reach",
			Label: fmt.Sprintf("%s could reach %s next turn (%.0f cm, its pace)", e.Title(), u.Title(), p),
			Lines: [][]geom.Vec{geom.ConvexHull(pts).Around(0.8)}})
	}
	return out
}

// commandBands are a commander's bands, measured as unitDistance measures
// an order's distance: from the edge of his round base.
func commandBands(s *rules.State, c *rules.Unit) []rules.Overlay {
	b, ok := s.Table.Base(c.Bases[0])
	if !ok {
		return nil
	}
	rng := commandRange[c.Type]
	if flag(c, keyFly) && c.Type == General {
		rng = FlyingCommanderPace
	}
	centre := geom.Polygon{b.Shape.Center}
	var out []rules.Overlay
	for d := CommandBand; d <= rng+geom.Eps; d += CommandBand {
		o := rules.Overlay{Kind: rules.OverlayCommand, Base: b.ID, Side: b.Side,
			Lines: [][]geom.Vec{centre.Around(b.Shape.Width/2 + d)}}
		n := int(math.Round(d / CommandBand))
		switch {
		case d >= rng-geom.Eps:
			o.Tag = fmt.Sprintf("his range: %.0f cm", d)
			o.Label = fmt.Sprintf("%.0f cm from %s: a %s orders no unit beyond it [L1997]", d, c.Title(), c.Type)
		default:
			o.Tag = fmt.Sprintf("beyond %.0f cm: -%d", d, n)
			o.Label = fmt.Sprintf("%.0f cm from %s: an order to a unit beyond it takes -%d [L531]", d, c.Title(), n)
		}
		out = append(out, o)
	}
	return out
}

// reachBand is the line no part of u goes beyond in a move or a charge:
// its pace about its bases (an outer bound: terrain, other units and
// wheels only shorten it).
func reachBand(s *rules.State, u *rules.Unit) []rules.Overlay {
	var pts []geom.Vec
	side := 0
	for _, id := range u.Bases {
		if b, ok := s.Table.Base(id); ok {
			cs := b.Shape.Corners()
			pts = append(pts, cs[:]...)
			side = b.Side
		}
	}
	p := pace(u)
	if len(pts) == 0 || p <= 0 {
		return nil
	}
	return []rules.Overlay{{Kind: rules.OverlayReach, Base: u.Bases[0], Side: side, Tag: fmt.Sprintf("%.0f cm", p),
		Label: fmt.Sprintf("%s moves or charges up to %.0f cm, its pace (§7.2 [L684]), less through terrain or by wheeling", u.Title(), p),
		Lines: [][]geom.Vec{geom.ConvexHull(pts).Around(p)}}}
}

// Sight implements rules.Tooler: what base sees of the point to as a
// shooter sees (§12 G3-G4): from a point of its front edge (not its
// corners), ahead of that edge, at most 60 cm ([L331]), the line clear of
// bases other than commanders, of more than 2 cm of closed terrain
// ([L956], [L1036]) and of hill crests. The line shown is the first clear
// one, else the one from the edge's middle, with what stops it.
func (Rules) Sight(s *rules.State, base string, to geom.Vec) rules.Sight {
	b, ok := s.Table.Base(base)
	if !ok {
		return rules.Sight{To: to, Why: "no such base"}
	}
	edge := b.Shape.Edge(geom.Front)
	mid := edge.At(0.5)
	out := rules.Sight{From: mid, To: to, Distance: mid.Dist(to)}
	if b.Round {
		out.From, out.Distance = b.Shape.Center, b.Shape.Center.Dist(to)
		out.Why = "a commander shoots at nothing and blocks no sight (§12 G3)"
		return out
	}
	n := b.Shape.Outward(geom.Front)
	if to.Sub(mid).Dot(n) <= geom.Eps {
		out.Why = "it is not ahead of its front edge (§12 G4)"
		return out
	}
	v := groundVision(s)
	k := max(2, int(math.Ceil(edge.Len()/table.SightStep)))
	best := math.Inf(1)
	for h := 1; h < k; h++ {
		p := edge.At(float64(h) / float64(k))
		if d := p.Dist(to); d < best && d <= MaxVisibility+geom.Eps && v.clearLine(&s.Table, p, to) {
			out.From, out.Distance, out.Clear, best = p, d, true, d
		}
	}
	out.Note = fmt.Sprintf("%.1f cm", out.Distance)
	if !out.Clear {
		out.Why = sightBlocker(s, v, mid, to)
	}
	return out
}

// sightBlocker says what stops the line p→q: its length, a crest, a base,
// or closed terrain.
func sightBlocker(s *rules.State, v vision, p, q geom.Vec) string {
	if p.Dist(q) > MaxVisibility+geom.Eps {
		return fmt.Sprintf("it is more than %.0f cm, the longest line of sight [L331]", MaxVisibility)
	}
	if crossesCrest(p, q, v.crests) {
		return "it looks past a hill's crest (§12 G4)"
	}
	seg := geom.Segment{A: p, B: q}
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.Round {
			continue
		}
		if t0, t1, ok := seg.ClipParams(o.Shape.Polygon(), table.OverlapSlack); ok && t1 > t0 {
			return fmt.Sprintf("%s stands in the way [L313]", s.BaseName(o.ID))
		}
	}
	return fmt.Sprintf("it runs through more than %.0f cm of closed terrain [L956], [L1036]", ClosedSight)
}
