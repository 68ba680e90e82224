package warmaster

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// keyLadders marks infantry carrying ladders or the like, which may
// charge units fortified behind city or fortress walls (wme.md §7.5 item
// 11; [L894]).
const keyLadders = "ladders"

// linedObstacles are the linear features element e lines (touches) that
// the line from the attacker's front edge at from to e's centre crosses:
// low and high obstacles, city walls and river banks (wme.md §8.5;
// [L974], [L980], [L1181-1185]). The line from the attacker's centre
// counts too: an attacker in contact across a wall that has a width
// stands with its front edge on the wall's far side, which the line from
// that edge then only touches ([L902]: touching the wall is touching the
// elements beyond it).
func linedObstacles(s *rules.State, e, from geom.Rect) []*table.Feature {
	var out []*table.Feature
	lines := [][]geom.Vec{{from.Edge(geom.Front).Mid(), e.Center}, {from.Center, e.Center}}
	var crossed map[string]bool
	for i := range s.Table.Features {
		f := &s.Table.Features[i]
		cat := category(s, f)
		bank := f.Kind == "river" || f.Kind == "stream"
		if !f.Linear() || !(cat.LowObstacle || cat.HighObstacle || bank) || table.FeatureDistance(e, f) > table.ContactTolerance {
			continue
		}
		if crossed == nil {
			crossed = map[string]bool{}
			for _, line := range lines {
				for _, c := range s.Table.Crossed(line) {
					crossed[c.Feature] = true
				}
			}
		}
		if crossed[f.ID] {
			out = append(out, f)
		}
	}
	return out
}

// walled reports whether unit t is fortified behind city or fortress
// walls: an element of t has such a wall along its front edge (wme.md
// §7.5 item 11; [L894-898]). It holds whoever attacks: the charge must
// come to its front anyway ([L896-898]).
func walled(s *rules.State, t *rules.Unit) bool {
	if t.Type != Infantry && t.Type != Artillery {
		return false // only they are ever fortified ([L892])
	}
	for _, r := range rects(s, t) {
		if onRamparts(s, r) {
			return true
		}
	}
	return false
}

// onRamparts reports whether element r has a city or fortress wall along
// its front edge: it stands on the ramparts ([L896-898], [L1713]).
func onRamparts(s *rules.State, r geom.Rect) bool {
	front := r.Edge(geom.Front)
	strip := geom.Rect{Center: front.Mid(), Facing: r.Facing, Width: r.Width, Depth: 2 * table.ContactTolerance}
	for i := range s.Table.Features {
		if f := &s.Table.Features[i]; category(s, f).CityWall && table.FeatureDistance(strip, f) <= table.ContactTolerance {
			return true
		}
	}
	return false
}

// fortifiedAgainst reports whether some element of unit t is fortified
// against a charge by u as it stands (wme.md §8.5 [L1185]; against the
// charging element nearest to it, as a shot is judged from the shooter),
// or t is walled.
func fortifiedAgainst(s *rules.State, u, t *rules.Unit) bool {
	if walled(s, t) {
		return true
	}
	chargers := rects(s, u)
	for _, e := range rects(s, t) {
		if from, ok := nearestRect(chargers, e); ok && protection(s, t, e, from) == Fortified {
			return true
		}
	}
	return false
}

func nearestRect(rs []geom.Rect, to geom.Rect) (geom.Rect, bool) {
	var best geom.Rect
	bestD, ok := 0.0, false
	for _, r := range rs {
		if _, _, d := table.Closest(r, to); !ok || d < bestD {
			best, bestD, ok = r, d, true
		}
	}
	return best, ok
}

// fortifiedRefusal is why u may not charge t, which is fortified (wme.md
// §7.5 item 11; [L892-902]), or nil: only infantry charges a fortified
// enemy ([L894]), and only infantry with ladders one behind city or
// fortress walls; flyers attack fortified positions freely ([L2173]).
func fortifiedRefusal(s *rules.State, u, t *rules.Unit) *rules.Violation {
	if flag(u, keyFly) || !fortifiedAgainst(s, u, t) {
		return nil
	}
	bases := append(append([]string(nil), u.Bases...), t.Bases...)
	switch {
	case walled(s, t) && (u.Type != Infantry || !flag(u, keyLadders)):
		return &rules.Violation{Code: "walled", Rule: "WME §7.5 item 11 [L894]", Bases: bases,
			Msg: fmt.Sprintf("%s is fortified behind city or fortress walls: only infantry with ladders may charge it", t.Title())}
	case u.Type != Infantry:
		return &rules.Violation{Code: "fortified", Rule: "WME §7.5 item 11 [L894]", Bases: bases,
			Msg: fmt.Sprintf("%s is fortified: only infantry may charge it", t.Title())}
	}
	return nil
}
