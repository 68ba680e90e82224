package warmaster

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/geom"
)

var _ rules.Overlayer = Rules{}

// Overlays implements rules.Overlayer: every shooting element's zone of
// fire clipped to its range, as the shooting checks measure it (wme.md
// §8.3, zoneOfFire; a 360° shooter's front and rear zones, [L1125]), and every hill's crest, the lines no sight line may
// cross (§4.2, A11; crestLines), so that the player sees why a unit is
// out of sight before trying a charge or a shot; and where each unit could
// get to in its next move (threatOverlays, tools.go).
func (Rules) Overlays(s *rules.State) []rules.Overlay {
	var out []rules.Overlay
	for i := range s.Units {
		u := &s.Units[i]
		if !shooter(u) || IsCommander(u.Type) {
			continue
		}
		for _, id := range u.Bases {
			b, ok := s.Base(id)
			if !ok {
				continue
			}
			o := rules.Overlay{Kind: rules.OverlayShoot, Base: id, Side: u.Side,
				Label: fmt.Sprintf("zone of fire of %s (%.0f cm)", u.Title(), fireRange(u))}
			if flag(u, keyShoot360) {
				o.Label = fmt.Sprintf("zones of fire of %s, front and rear (360° shooting, %.0f cm)", u.Title(), fireRange(u))
			}
			for _, edge := range fireEdges(u) { // a 360° shooter's rear zone too ([L1125])
				o.Areas = append(o.Areas, zoneOfFire(u, b.Shape, edge))
			}
			out = append(out, o)
		}
	}
	out = append(out, threatOverlays(s)...)
	for _, c := range crestLines(s) {
		out = append(out, rules.Overlay{Kind: rules.OverlayCrest, Side: -1, Label: "a hill's crest: sight does not cross it",
			Lines: [][]geom.Vec{c}})
	}
	return out
}
