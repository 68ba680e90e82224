package warmaster

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Commanders' moves by offer (wme.md §6.7 [L587-595], seed [L2023-2025]:
// "Les commandants peuvent se déplacer ... d'au plus 60cm"). A player who
// presses only offers could not move a commander at all; these offers
// spare him the drag for the move most often made: up behind a unit,
// where his orders reach it ([L509] distance bands) and he may join it
// (§11.1 [L2039]).

// behindGap is how far the disc stands from the unit's rear edge after
// "Move ... behind": inside table.ContactTolerance, so he touches it and
// may join it at once.
const behindGap = table.ContactTolerance / 2

// commanderMoveOffers are, for each selected commander of side on the
// table, a straight move behind each friendly unit whose rear point is
// within his move (60 cm, §6.7 [L591]): "Move <commander> behind <unit>
// (N cm)". Each is the move Check accepts, so a refused one is not
// offered. Only a selected commander's: with nothing selected the list
// would hold every commander against every unit. The cost is one Check
// for each unit within his pace.
func commanderMoveOffers(s *rules.State, side int, selected []string) []rules.Offer {
	var out []rules.Offer
	seen := map[string]bool{}
	for _, id := range selected {
		c, ok := s.UnitOf(id)
		if !ok || seen[c.ID] || c.Side != side || !IsCommander(c.Type) || len(c.Bases) == 0 {
			continue
		}
		seen[c.ID] = true
		cb, ok := s.Base(c.Bases[0])
		if !ok {
			continue
		}
		left := pace(c) - s.Used[cb.ID]
		if left <= geom.Eps {
			continue
		}
		from := cb.Shape.Pose()
		for j := range s.Units {
			u := &s.Units[j]
			if u.Side != side || IsCommander(u.Type) || len(u.Bases) == 0 || joinedTo(c) == u.ID {
				continue
			}
			to, ok := behindPoint(s, u, cb.Shape.Width/2)
			d := to.Dist(from.Pos)
			if !ok || d > left+geom.Eps || d < 0.1 {
				continue // out of his move, or already there
			}
			a := rules.Action{Kind: rules.KindMove, Side: side, Moves: []rules.Move{{Base: cb.ID,
				Path: geom.Path{from, {Pos: to, Facing: from.Facing}}}}}
			if checkMove(s, a) != nil {
				continue
			}
			out = append(out, rules.Offer{
				Label: fmt.Sprintf("Move %s behind %s (%.1f cm)", c.Title(), u.Title(), d),
				Detail: []string{"straight to the middle of its rear edge, touching it: he may then join it (WME §6.7 [L591], §11.1 [L2039]); drag him for any other move",
					fmt.Sprintf("%.1f cm of his %.0f cm", d, pace(c))},
				Action:  a,
				Preview: a.Moves,
			})
		}
	}
	return out
}

// behindPoint is where a commander disc of that radius stands behind u's
// centre: on the line through the centre of u's bases against the facing
// of its first base, just past its rearmost corner. ok is false when the
// unit is off the table or the point is.
func behindPoint(s *rules.State, u *rules.Unit, radius float64) (geom.Vec, bool) {
	rs := rects(s, u)
	if len(rs) == 0 {
		return geom.Vec{}, false
	}
	var centre geom.Vec
	for _, r := range rs {
		centre = centre.Add(r.Center)
	}
	centre = centre.Scale(1 / float64(len(rs)))
	back := rs[0].Forward().Scale(-1)
	rear := math.Inf(-1)
	for _, r := range rs {
		for _, k := range r.Corners() {
			rear = math.Max(rear, k.Sub(centre).Dot(back))
		}
	}
	p := centre.Add(back.Scale(rear + radius + behindGap))
	return p, discOnTable(s, p, radius)
}
