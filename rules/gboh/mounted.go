package gboh

import (
	"plateau/rules"
	"plateau/rules/hex"
)

// Mounted archers and crossbowmen (spec §8.7, source §9.4 [L2152-2163]):
// cavalry with bows or light crossbows may enter an enemy infantry unit's
// ZOC, fire, then leave it and return to the hex it came from; it must not
// end its move in an enemy ZOC. The move names its target (Args["fire"])
// and Args["return"] = "1"; the infantry may fire in reaction both when it
// came and when it left [L2161-2163]. The way back is free (a reading: the
// text asks no MP for it) and the unit ends as it stood there.

// checkReturn checks a mounted archer's move that returns after firing.
func checkReturn(s *rules.State, bd *board, a rules.Action, p *plan) error {
	u := p.u
	t, ok := s.Unit(a.Args["fire"])
	switch w := weapon(u); {
	case !isCavalry(u) || (w != "a" && w != "c"):
		return refuse("return", "GBoH §9.4 [L2152-2155]", "only cavalry with bows or light crossbows fires and returns")
	case !ok || !isInfantry(t):
		return refuse("return", "GBoH §9.4 [L2155-2157]", "a mounted archer fires and returns against infantry only: name it (fire)")
	case !p.prevOK:
		return refuse("return", "GBoH §9.4 [L2157-2159]", "%s returns to the hex it came from: its move enters a hex first", s.UnitName(u.ID))
	}
	tc, _ := bd.where(s, t)
	end, _ := bd.read(u, p.end)
	if !containsHex(bd.zoc(t, tc), end.hex()) {
		return refuse("return", "GBoH §9.4 [L2155-2157]", "%s fires and returns having entered %s's ZOC", s.UnitName(u.ID), s.UnitName(t.ID))
	}
	if len(bd.zocs(s, u.Side)[p.prev]) > 0 {
		return refuse("return", "GBoH §9.4 [L2159-2160]", "%s may not end its move in an enemy ZOC: the hex it came from is in one", s.UnitName(u.ID))
	}
	return nil
}

// containsHex reports whether h is among hs.
func containsHex(hs []hex.Hex, h hex.Hex) bool {
	for _, x := range hs {
		if x == h {
			return true
		}
	}
	return false
}

// goBack returns the mounted archer to where it stood before entering the
// infantry's ZOC and adds the reaction fires of its leaving to those of
// its coming [L2161-2163].
func goBack(s *rules.State, bd *board, u *rules.Unit, p *plan, xs map[*rules.Unit]int) map[*rules.Unit]int {
	c, _ := bd.where(s, u)
	there := c.hex()
	b, _ := s.Base(p.base)
	b.Shape = b.Shape.At(p.prevPose)
	for x, bits := range reactionTriggers(s, bd, u, there, p.prev) {
		xs[x] |= bits
	}
	return xs
}
