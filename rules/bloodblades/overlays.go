package bloodblades

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

var _ rules.Overlayer = Rules{}

// Overlays implements rules.Overlayer: every base's zone of control (G30)
// and every Bw's shooting zone (G42), for both sides, as the move and
// shooting checks measure them, and every hill's crests, drawn or read
// from its outline (crests.go), as sight measures them (Table 6.2), and
// where each base could reach next move (threat.go).
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
	if cfgErr == nil {
		out = append(out, threatOverlays(c, s)...)
	}
	return append(out, crestOverlays(&s.Table)...)
}

// crestOverlays are the hills' crest lines, one overlay per hill, saying
// what they do to sight [L1462-1465].
func crestOverlays(t *table.Table) []rules.Overlay {
	var out []rules.Overlay
	for _, h := range hillsOf(t) {
		name := h.f.Name
		if name == "" {
			name = h.f.ID
		}
		on := fmt.Sprintf("up to %d MU beyond it [L1462]", BeyondCrestMU)
		if v := Kinds[h.f.Kind].Sight; v > 0 {
			on = fmt.Sprintf("%g MU, and up to %d MU beyond it [L1463-1465]", v, BeyondCrestMU)
		}
		out = append(out, rules.Overlay{Kind: rules.OverlayCrest, Side: -1, Lines: h.crests,
			Label: "crest of " + name + ": from off the hill no one sees beyond it; from on the hill, " + on})
	}
	return out
}

// zocArea is base e's zone of control as Zoccers reads it (G30, A42):
// the square ZoC(e) less the shadows of e's own side (zocShadowed).
func zocArea(s *rules.State, e *table.Base) []geom.Polygon {
	zone := ZoC(e.Shape)
	pieces := zocShadowed(s, e, zone, zone)
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
