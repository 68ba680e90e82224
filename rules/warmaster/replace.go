package warmaster

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/warmaster/charge"
)

// Re-placing elements the rules have just placed for their owner: a
// pursuer's free elements (wme.md §9.9, [L1590]; pursuitreplace.go), the
// elements of a friend that stepped aside or moved back in support
// (§9.10, [L1906-1934]; makewayreplace.go), a unit's support charge
// (§7.5 item 12, [L1468-1474]; supportreplace.go) and the occupiers of a
// fortified position (§9.9, [L1717]; occupyreplace.go). Right after the
// rules' move, and before any other action, the owner may move those
// elements elsewhere with a "move" action (a drag in the window),
// whoever's turn it is; each is judged as if he had placed it himself in the action, by the
// rules of what moved it, measured from where it stood before. Any other
// action closes the re-placement; undoing the move restores the earlier
// placement.

// Status keys of a unit whose elements may be re-placed; all start with
// replacePrefix and go together (the pursuit's and the make way's own
// keys too).
const (
	replacePrefix = "replace:"
	rpKind        = replacePrefix + "kind"  // what placed them: replaceByPursuit, replaceByMakeWay, replaceBySupport, replaceByOccupy
	rpFree        = replacePrefix + "free:" // + BASE: an element open to re-placement
	rpFrom        = replacePrefix + "from:" // + BASE + ":x", ":y", ":f": where it stood before the rules moved it
)

// What placed the elements a re-placement moves (rpKind).
const (
	replaceByPursuit = 1 + iota // a pursuit's free elements (pursuitreplace.go)
	replaceByMakeWay            // a friend making way (makewayreplace.go)
	replaceBySupport            // a support charge (supportreplace.go)
	replaceByOccupy             // an occupation (occupyreplace.go)
)

// openReplace lets u's owner re-place the elements of from, each of which
// stood at its pose there before the rules moved it, by the rules of kind.
func openReplace(u *rules.Unit, kind int, from map[string]geom.Pose) {
	u.SetStatus(rpKind, kind)
	for id, p := range from {
		u.SetStatus(rpFree+id, 1)
		setPose(u, rpFrom+id, p)
	}
}

// replaceFrom is where each of u's elements open to re-placement stood
// before the rules moved it (its shape there).
func replaceFrom(s *rules.State, u *rules.Unit) map[string]geom.Rect {
	from := map[string]geom.Rect{}
	for _, id := range u.Bases {
		b, ok := s.Base(id)
		if !ok || status(u, rpFree+id) == 0 {
			continue
		}
		from[id] = b.Shape.At(poseOf(u, rpFrom+id))
	}
	return from
}

// clearReplace closes every re-placement: another action was made.
func clearReplace(s *rules.State) {
	for i := range s.Units {
		for k := range s.Units[i].Status {
			if strings.HasPrefix(k, replacePrefix) {
				delete(s.Units[i].Status, k)
			}
		}
	}
}

// replaceOpen reports whether a unit of side may re-place elements.
func replaceOpen(s *rules.State, side int) bool {
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side && status(u, rpKind) > 0 {
			return true
		}
	}
	return false
}

// replacing is the unit a move action re-places elements of, or nil
// when it is no re-placement.
func replacing(s *rules.State, a rules.Action) *rules.Unit {
	if a.Kind != rules.KindMove || len(a.Moves) == 0 {
		return nil
	}
	u, ok := s.UnitOf(a.Moves[0].Base)
	if !ok || status(u, rpKind) == 0 {
		return nil
	}
	return u
}

// checkReplace is Check for a move: a re-placement (handled), or a
// refusal for a pursuer whose re-placement has closed; other moves are
// not its to judge.
func checkReplace(s *rules.State, a rules.Action) (bool, error) {
	u := replacing(s, a)
	if u == nil {
		if s.Phase == PhaseCombat {
			if v := pursuitReplaceClosed(s, a); v != nil {
				return true, v
			}
		}
		return false, nil
	}
	_, _, err := judgeReplace(s, u, a)
	return true, err
}

// judgeReplace judges the re-placement a makes of u's elements: the
// owner's, then by the rules of what placed them. It returns the
// elements' end poses and how far each has moved from where it stood
// before.
func judgeReplace(s *rules.State, u *rules.Unit, a rules.Action) (map[string]geom.Pose, map[string]float64, error) {
	if a.Side != u.Side {
		return nil, nil, &rules.Violation{Code: "not-yours", Rule: "sequence of play", Bases: u.Bases, Msg: fmt.Sprintf("%s is not yours", u.Title())}
	}
	switch status(u, rpKind) {
	case replaceByMakeWay:
		return wayReplacement(s, u, a)
	case replaceBySupport:
		return supportReplacement(s, u, a)
	case replaceByOccupy:
		return occupyReplacement(s, u, a)
	}
	return pursuitReplacement(s, u, a)
}

// applyReplace moves u's elements where a puts them.
func applyReplace(s *rules.State, u *rules.Unit, a rules.Action) ([]rules.Event, error) {
	poses, moved, err := judgeReplace(s, u, a)
	if err != nil {
		return nil, err
	}
	var parts []string
	for _, m := range a.Moves {
		b, _ := s.Base(m.Base)
		b.Shape = b.Shape.At(poses[m.Base])
		parts = append(parts, fmt.Sprintf("%s %.1f cm", rules.StandOf(m.Base), moved[m.Base]))
	}
	since := "before its pursuit (WME §9.9 [L1580], [L1590])"
	switch status(u, rpKind) {
	case replaceByMakeWay:
		since = "before it made way (WME §9.10 [L1910], [L1934])"
	case replaceBySupport:
		since = "before its support charge (WME §7.5 item 12 [L1468-1474])"
	case replaceByOccupy:
		since = "before it occupied the positions (WME §9.9 [L1717])"
	}
	return []rules.Event{{Kind: "moved", Side: u.Side, Unit: u.ID,
		Text: fmt.Sprintf("%s re-place elements of %s: %s, measured from %s", s.Sides[u.Side].Name, u.Title(), strings.Join(parts, ", "), since)}}, nil
}

// replaceTape is the tape of an element being re-placed, measured from
// where it stood before the rules moved it against its full pace; false
// for any other base.
func replaceTape(s *rules.State, m rules.Move) (rules.Tape, bool) {
	u := replacing(s, rules.Action{Kind: rules.KindMove, Moves: []rules.Move{m}})
	if u == nil || len(m.Path) == 0 {
		return rules.Tape{}, false
	}
	from, ok := replaceFrom(s, u)[m.Base]
	if !ok {
		return rules.Tape{}, false
	}
	switch status(u, rpKind) {
	case replaceByMakeWay, replaceByOccupy:
		return straightReplaceTape(u, m, from), true
	case replaceBySupport:
		return supportReplaceTape(u, m, from), true
	}
	return pursuitReplaceTape(s, u, m, from), true
}

// straightReplaceTape is the tape of an element being re-placed from
// where it stood along its straight path, against its full pace: a friend
// that made way, an occupier ([L1580]).
func straightReplaceTape(u *rules.Unit, m rules.Move, from geom.Rect) rules.Tape {
	return rules.Tape{Move: geom.Path{from.Pose(), m.Path.End()}.MaxCornerTravel(from), Allowance: pace(u)}
}

// leastShapeCost is the least a move of an element from from to end costs
// along any of the charge solver's path shapes.
func leastShapeCost(from geom.Rect, end geom.Pose) float64 {
	cost := math.Inf(1)
	for _, p := range charge.PathShapes(from.Pose(), end) {
		cost = math.Min(cost, p.MaxCornerTravel(from))
	}
	return cost
}

// withMove adds the move action to kinds when side may re-place.
func withMove(s *rules.State, side int, kinds []string) []string {
	if replaceOpen(s, side) && !slices.Contains(kinds, rules.KindMove) {
		return append(kinds, rules.KindMove)
	}
	return kinds
}
