package gboh

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
)

// The tools a player reaches for about one counter (rules.Tooler; issue 16
// "done means": "the spell's range shown"). Each answer is the rules' own
// measure: a leader's Command Range is the path of checkCommand's G10
// (board.inRange: through no enemy, no enemy ZOC but where a friendly
// combat unit stands, no impassable hex [L415-419]); a mage's base range is
// his Magic rating's row of the table (baseOf, [L2943-2989]); a combat
// counter's reach is its Movement Allowance in hexes, an outer bound (the
// terrain, facing and ZOC costs of move.go can only shorten it).

var _ rules.Tooler = Rules{}

// UnitOverlays implements rules.Tooler.
func (Rules) UnitOverlays(s *rules.State, unit string) []rules.Overlay {
	u, ok := s.Unit(unit)
	if !ok || !onTable(u) {
		return nil
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	c, ok := bd.where(s, u)
	if !ok {
		return nil
	}
	var out []rules.Overlay
	band := func(kind string, r int, in func(hex.Hex) bool, label, tag string) {
		var areas []geom.Polygon
		for _, h := range hex.Range(nil, c.hex(), r) {
			if bd.m.Contains(h) && in(h) {
				areas = append(areas, bd.m.Layout.Corners(h))
			}
		}
		if len(areas) > 0 {
			out = append(out, rules.Overlay{Kind: kind, Base: u.Bases[0], Side: u.Side, Label: label, Areas: areas, Tag: tag})
		}
	}
	name := s.UnitName(u.ID)
	switch {
	case isLeader(u):
		r := rating(u, keyRange)
		band(rules.OverlayCommand, r, func(h hex.Hex) bool { return bd.inRange(s, u, h) },
			fmt.Sprintf("Command Range of %s: %d hexes, by a path free of enemies and of their ZOC [L415-419]", name, r),
			fmt.Sprintf("%d hexes", r))
	case isCombat(u):
		m := ma(u)
		band(rules.OverlayReach, m, func(hex.Hex) bool { return true },
			fmt.Sprintf("where %s could get to: its Movement Allowance, %d MP, at one a hex at best [L1080-1082]", name, m),
			fmt.Sprintf("%d MP", m))
	}
	if isMage(u) {
		rng, _ := baseOf(int(u.Profile[keyMagic]))
		band(rules.OverlayCommand, rng, func(hex.Hex) bool { return true },
			fmt.Sprintf("base range of %s's spells: %d hexes, some spells less than half of it [L2943-2989]", name, rng),
			fmt.Sprintf("spells %d hexes", rng))
	}
	return out
}

// Sight implements rules.Tooler: the line of sight from base's counter to
// the hex under to, as missile fire judges it (fireSight: G12 with the
// bow exception, [L1650-1677]).
func (Rules) Sight(s *rules.State, base string, to geom.Vec) rules.Sight {
	b, ok := s.Base(base)
	if !ok {
		return rules.Sight{}
	}
	out := rules.Sight{From: b.Shape.Center, To: to, Distance: b.Shape.Center.Dist(to)}
	u, ok := s.UnitOf(base)
	bd, err := boardOf(s)
	if !ok || err != nil {
		return out
	}
	c, ok := bd.where(s, u)
	th := bd.m.Layout.At(to)
	if !ok || !bd.m.Contains(th) {
		out.Why = "off the map"
		return out
	}
	out.To = bd.m.Layout.Centre(th)
	out.Distance = out.From.Dist(out.To)
	d := hex.Dist(c.hex(), th)
	out.Note = fmt.Sprintf("%d hexes", d)
	if out.Clear = bd.fireSight(s, u, c.hex(), th); !out.Clear {
		out.Why = "a counter, higher ground or woods between block it [L1650-1677]"
	}
	return out
}
