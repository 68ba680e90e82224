package warmaster

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// prepareTeleport checks Teleport's spot (the sheet §2.3 Teleport, Q35):
// Args["at"] = "x,y", where his disc is wholly on the table, overlaps no
// base, stands on terrain open to him and his mount ([L2031]) and touches
// no enemy unless he joins a friend there; Args["join"] names a friendly
// unit his disc then touches, engaged or not (the list overrides
// [L2053]).
func prepareTeleport(s *rules.State, a rules.Action, c *cast) error {
	w := c.wizard
	xs, ys, ok := strings.Cut(a.Args["at"], ",")
	x, err1 := strconv.ParseFloat(strings.TrimSpace(xs), 64)
	y, err2 := strconv.ParseFloat(strings.TrimSpace(ys), 64)
	if !ok || err1 != nil || err2 != nil || math.IsNaN(x+y) || math.IsInf(x+y, 0) {
		return fmt.Errorf("warmaster: Teleport needs Args[\"at\"] = \"x,y\" in cm (got %q)", a.Args["at"])
	}
	c.at = geom.V(x, y)
	b, _ := s.Base(w.Bases[0])
	r := b.Shape.Width / 2
	disc := geom.Rect{Center: c.at, Facing: b.Shape.Facing, Width: 2 * r, Depth: 2 * r}
	no := func(code, format string, args ...any) error {
		return &rules.Violation{Code: code, Rule: "sheet §2.3 Teleport, Q35", Bases: w.Bases, Msg: fmt.Sprintf(format, args...)}
	}
	if !s.Table.OnTable(disc) {
		return no("teleport-spot", "%s cannot teleport off the table", w.Title())
	}
	if commanderTerrainAt(s, w, c.at, r) {
		return no("teleport-spot", "%s cannot stand there: the terrain is closed to him ([L2031])", w.Title())
	}
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.ID == b.ID {
			continue
		}
		over := discOverlaps(c.at, r-table.ContactTolerance, o.Shape)
		if o.Round {
			over = o.Shape.Center.Dist(c.at) < r+o.Shape.Width/2-table.ContactTolerance
		}
		if over {
			return no("teleport-spot", "%s would stand on %s", w.Title(), s.Called(o.ID))
		}
	}
	if id := a.Args["join"]; id != "" {
		j, ok := s.Unit(id)
		if !ok {
			return fmt.Errorf("warmaster: no unit %q to join", id)
		}
		if j.Side != w.Side || IsCommander(j.Type) {
			return no("teleport-join", "%s joins a friendly unit: not %s", w.Title(), j.Title())
		}
		disc := table.Base{Shape: disc, Round: true}
		if !discTouches(s, &disc, j) {
			return no("teleport-join", "%s must touch %s to join it", w.Title(), j.Title())
		}
		c.join = j
		return nil
	}
	for i := range s.Units {
		e := &s.Units[i]
		if e.Side == w.Side || IsCommander(e.Type) {
			continue
		}
		for _, er := range rects(s, e) {
			if shapeDistance(disc, true, er, false) <= table.ContactTolerance {
				return no("teleport-spot", "%s would touch %s: only joined to a friendly unit may he stand against an enemy", w.Title(), e.Title())
			}
		}
	}
	return nil
}

// teleport places the Wizard (the sheet §2.3 Teleport): he leaves his
// unit, joins the one named, and may attempt one more spell, not Teleport.
func teleport(s *rules.State, c *cast) []rules.Event {
	w := c.wizard
	moveCommanderTo(s, w, c.at)
	setJoined(w, "")
	text := fmt.Sprintf("%s teleports to (%.1f, %.1f)", w.Title(), c.at.X, c.at.Y)
	if c.join != nil {
		setJoined(w, c.join.ID)
		text += fmt.Sprintf(" and joins %s", c.join.Title())
	}
	w.SetStatus(stTeleported, 1)
	markAffected(s, w, c.spell)
	return []rules.Event{{Kind: "spell", Side: w.Side, Unit: w.ID,
		Text: text + "; he may cast one more spell, any but Teleport (sheet §2.3 Teleport)"}}
}
