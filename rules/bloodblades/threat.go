package bloodblades

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// threatReach is how far (MU) base b of unit u could carry its front in
// its next move: its good-going allowance (Table 6.1, Fast +1 [L1437]),
// for a Bw the depth of its shooting zone beyond (3 MU [L1805-1810]); 0
// for what does not move (Bg [L589], an El or Hd without a movement row).
// It is an outer bound: rough or difficult going, ZoCs and other bases
// only shorten a move; a road (4 MU, the whole move on it) is said in
// the label, not drawn.
func threatReach(c Config, u *rules.Unit) (move, shoot float64) {
	t := troopOf(u)
	move = moveRow(c, u, t)[colGGo]
	if move > 0 && t.Grade == 'F' {
		move++
	}
	if t.Type == "Bw" {
		shoot = 3
	}
	return move, shoot
}

// threatOverlays are, for every base that moves, the ground it could
// reach next move (OverlayThreat), for both armies.
func threatOverlays(c Config, s *rules.State) []rules.Overlay {
	var out []rules.Overlay
	for i := range s.Table.Bases {
		b := &s.Table.Bases[i]
		u, ok := s.Unit(b.Unit)
		if !ok || b.Round {
			continue
		}
		move, shoot := threatReach(c, u)
		if move <= 0 {
			continue
		}
		cs := b.Shape.Corners()
		what := fmt.Sprintf("where %s could reach next move (%s MU in good going, less in worse)", name(s, b.ID), muText(move))
		if shoot > 0 {
			what = fmt.Sprintf("where %s could reach and shoot next move (%s MU, then its 3 MU deep zone)", name(s, b.ID), muText(move))
		}
		out = append(out, rules.Overlay{Kind: rules.OverlayThreat, Base: b.ID, Side: b.Side, Label: what,
			Areas: []geom.Polygon{geom.Polygon(ringOf(geom.ConvexHull(cs[:]), c.Cm(move+shoot)))}})
	}
	return out
}

// ringOf is the band around hull as a polygon (Around without its
// closing point).
func ringOf(hull geom.Polygon, m float64) []geom.Vec {
	l := hull.Around(m)
	return l[:len(l)-1]
}

// attackers are the enemy bases that could reach one of u's bases in
// their next move (threatReach, measured edge to edge), each ringed.
func attackers(c Config, s *rules.State, u *rules.Unit) []rules.Overlay {
	var out []rules.Overlay
	for i := range s.Table.Bases {
		e := &s.Table.Bases[i]
		eu, ok := s.Unit(e.Unit)
		if !ok || e.Round || e.Side == u.Side {
			continue
		}
		move, shoot := threatReach(c, eu)
		if move <= 0 {
			continue
		}
		for _, id := range u.Bases {
			b, ok := s.Table.Base(id)
			if !ok {
				continue
			}
			if _, _, d := table.Closest(e.Shape, b.Shape); d > c.Cm(move+shoot)+geom.Eps {
				continue
			}
			cs := e.Shape.Corners()
			tag := "can reach"
			if shoot > 0 {
				tag = "can shoot"
			}
			out = append(out, rules.Overlay{Kind: rules.OverlayThreat, Base: e.ID, Side: e.Side, Tag: tag,
				Label: fmt.Sprintf("%s could reach %s in its next move (%s MU in good going)", name(s, e.ID), s.UnitName(u.ID), muText(move+shoot)),
				Lines: [][]geom.Vec{geom.ConvexHull(cs[:]).Around(0.8)}})
			break
		}
	}
	return out
}
