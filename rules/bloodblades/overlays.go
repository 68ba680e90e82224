package bloodblades

import (
	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

var _ rules.Overlayer = Rules{}

// Overlays implements rules.Overlayer: every base's zone of control (G30)
// and every Bw's shooting zone (G42), for both sides, as the move and
// shooting checks measure them.
func (Rules) Overlays(s *rules.State) []rules.Overlay {
	c, cfgErr := ConfigOf(s.Settings)
	var out []rules.Overlay
	for i := range s.Table.Bases {
		b := &s.Table.Bases[i]
		u, ok := s.Unit(b.Unit)
		if !ok || b.Round {
			continue // Zoccers ignores round markers; they are no troops
		}
		switch troopOf(u).Type {
		case "Bg":
			continue // Bg have no ZoC and do not shoot [L591]
		case "Bw":
			if cfgErr == nil {
				out = append(out, rules.Overlay{Kind: rules.OverlayShoot, Base: b.ID, Side: b.Side,
					Label: "shooting zone of " + name(s, b.ID) + " (4 × 3 MU)", Areas: []geom.Polygon{ShootZone(c, b.Shape)}})
			}
		}
		if area := zocArea(s, b); len(area) > 0 {
			out = append(out, rules.Overlay{Kind: rules.OverlayZoC, Base: b.ID, Side: b.Side,
				Label: "zone of control of " + name(s, b.ID), Areas: area})
		}
	}
	return out
}

// zocArea is base e's zone of control as Zoccers reads it (G30, A42): the
// square ZoC(e) minus the shadow that each other base of e's side casts
// along e's facing, from the part of it in front of e's front edge. The
// pieces are convex with disjoint interiors. A base of e's side that does
// not reach into the square casts no shadow on it, so it is skipped early.
func zocArea(s *rules.State, e *table.Base) []geom.Polygon {
	zone := ZoC(e.Shape)
	pieces := []geom.Polygon{zone}
	f := e.Shape.Forward()
	front := e.Shape.Center.Dot(f) + e.Shape.Depth/2
	for j := range s.Table.Bases {
		o := &s.Table.Bases[j]
		if o.Side != e.Side || o.ID == e.ID || o.Round || !o.Shape.Bounds().Overlaps(zone.Bounds(), 0) {
			continue
		}
		fp := o.Shape.Polygon().ClipHalfPlane(f, front)
		if len(fp) < 3 {
			continue
		}
		far := f.Scale(e.Shape.Width + e.Shape.Depth + o.Shape.Radius()*2)
		pts := append([]geom.Vec(nil), fp...)
		for _, v := range fp {
			pts = append(pts, v.Add(far))
		}
		pieces = subtract(pieces, geom.ConvexHull(pts))
	}
	// Slivers left by bases lined up with the square's sides are below the
	// slack the rules ignore, and would only draw as stray lines.
	kept := pieces[:0]
	for _, p := range pieces {
		if p.Area() > table.AreaSlack {
			kept = append(kept, p)
		}
	}
	return kept
}
