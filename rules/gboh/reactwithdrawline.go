package gboh

import (
	"fmt"
	"slices"
	"strconv"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
)

// The cavalry Line's withdrawal and the fire while withdrawing (spec §7.6,
// source §6.51, §6.55 [L1280-1289, L1322-1331]), options of an orderly
// withdrawal (react = withdraw): Args["line"] "yes", the whole Line of
// cavalry withdraws with the unit offered it, when a leader able to give
// the Line a Line Command (even Finished, spending no order) has the unit
// within his Range [L1280-1289]; Args["fire"] "yes", bow-armed cavalry
// fires at the mover as it withdraws, at 2 hexes, or with a composite bow
// at the range Args["range"] if the mover was that far in clear LOS
// during its move [L1322-1331]. Readings are in doc.go.

// ctReactFrom is 1 + the index of the hex the pending mover's move began
// on: a composite bow's longer range while withdrawing [L1326-1330].
const ctReactFrom = "react-from"

// withdrawFireRange is the range of a bow's fire while withdrawing
// [L1324-1325].
const withdrawFireRange = 2

func init() {
	positionKeys.Counters = append(positionKeys.Counters,
		rules.Key{Name: ctReactFrom, Range: count, Doc: "1 + the index of the hex the pending mover's move began on: a composite bow's longer range while withdrawing [L1326-1330]"})
}

// noteMoveFrom records the hex the mover's move began on for its
// reactions (ctReactFrom).
func noteMoveFrom(s *rules.State, bd *board, from hex.Hex) {
	if i, ok := bd.m.Index(from); ok {
		s.SetCounter(ctReactFrom, i+1)
	}
}

// lineWithdrawLeader is a leader of x's side able to give x's Line a Line Command
// who has x within his Command Range (even Finished [L1283-1286]): on the
// map, a Line Command rating, not a contingent commander [L676-678], not
// In Pursuit [L2845-2851]; nil if none.
func lineWithdrawLeader(s *rules.State, bd *board, x *rules.Unit) *rules.Unit {
	xc, ok := bd.where(s, x)
	if !ok {
		return nil
	}
	for i := range s.Units {
		l := &s.Units[i]
		if l.Type == Leader && l.Side == x.Side && onTable(l) && l.Status[stFate] < fateOut && rating(l, keyLine) > 0 && !isContingent(l) && l.Status[stPursuit] == 0 && bd.inRange(s, l, xc.hex()) {
			return l
		}
	}
	return nil
}

// lineWithdrawers are the units of x's cavalry Line that withdraw with it
// from m [L1280-1289], x first, then the farthest from m first; an error
// when x's Line may not withdraw together.
func lineWithdrawers(s *rules.State, bd *board, x, m *rules.Unit) ([]*rules.Unit, *rules.Unit, error) {
	name := s.UnitName(x.ID)
	if lineOf(x) == 0 || !isCavalry(x) {
		return nil, nil, refuse("line-withdraw", "GBoH §6.51 [L1280-1283]", "%s is not cavalry of a Line: it withdraws alone", name)
	}
	us, _ := bd.lineUnits(s, x.Side, lineOf(x))
	if !slices.Contains(us, x) {
		return nil, nil, refuse("line-withdraw", "GBoH §6.51 [L1280-1283]", "%s is not with the rest of Line %d", name, lineOf(x))
	}
	for _, u := range us {
		if !isCavalry(u) {
			return nil, nil, refuse("line-withdraw", "GBoH §6.51 [L1280-1283]", "Line %d holds %s, which is not cavalry: only a Line of cavalry withdraws together", lineOf(x), s.UnitName(u.ID))
		}
	}
	l := lineWithdrawLeader(s, bd, x)
	if l == nil {
		return nil, nil, refuse("line-withdraw", "GBoH §6.51 [L1283-1286]", "no leader able to give Line %d a Line Command has %s within his Range", lineOf(x), name)
	}
	mc, _ := bd.where(s, m)
	dist := func(u *rules.Unit) int { c, _ := bd.where(s, u); return hex.Dist(c.hex(), mc.hex()) }
	rest := slices.DeleteFunc(slices.Clone(us), func(u *rules.Unit) bool { return u == x })
	slices.SortStableFunc(rest, func(a, b *rules.Unit) int { return dist(b) - dist(a) })
	return append([]*rules.Unit{x}, rest...), l, nil
}

// withdrawShot is withdrawing x's fire at m [L1322-1331]: cavalry with a
// bow (a short bow, A composite), ammunition left; at 2 hexes, or with a
// composite bow at range r (Args["range"], up to its range) if m's move
// began r hexes from x in clear LOS.
func withdrawShot(s *rules.State, bd *board, x, m *rules.Unit, r string) (*shot, error) {
	name := s.UnitName(x.ID)
	w := weapon(x)
	switch {
	case !isCavalry(x) || (w != "a" && w != "A"):
		return nil, refuse("withdraw-fire", "GBoH §6.55 [L1322-1323, L1330-1331]", "only cavalry with bows fires while withdrawing; %s does not", name)
	case mayFire(s, x) != "":
		return nil, refuse("no-fire", "GBoH §8.1 [L1561-1602]", "%s", mayFire(s, x))
	}
	at := withdrawFireRange
	if r != "" {
		n, err := strconv.Atoi(r)
		maxR, _ := bd.ch.MissileRange(w)
		if err != nil || n < withdrawFireRange || n > maxR {
			return nil, refuse("withdraw-fire", "GBoH §6.55 [L1324-1330]", "range %q: from %d to %s's range of %d", r, withdrawFireRange, name, maxR)
		}
		at = n
	}
	if at != withdrawFireRange {
		xc, _ := bd.where(s, x)
		from := bd.m.HexAt(s.Counters[ctReactFrom] - 1)
		switch {
		case w != "A":
			return nil, refuse("withdraw-fire", "GBoH §6.55 [L1324-1326]", "a short bow fires at 2 hexes while withdrawing")
		case s.Counters[ctReactFrom] == 0 || hex.Dist(xc.hex(), from) != at || !bd.fireSightBut(s, x, xc.hex(), from, m):
			return nil, refuse("withdraw-fire", "GBoH §6.55 [L1326-1330]", "%s was not %d hexes from %s in clear sight during its move", s.UnitName(m.ID), at, name)
		}
	}
	return &shot{firer: x, target: m, fixed: at, dist: at}, nil
}

// applyLineWithdraw withdraws the Line's units besides x (x has
// withdrawn): each by its own MA difference with m, those of no greater
// MA staying put (a reading) [L1280-1289].
func applyLineWithdraw(s *rules.State, bd *board, us []*rules.Unit, m *rules.Unit) []rules.Event {
	var evs []rules.Event
	for _, u := range us[1:] {
		u.SetStatus(stReact, 0)
		if !onTable(u) || u.Status[stRouted] == 1 || ma(u) <= ma(m) {
			evs = append(evs, rules.Event{Kind: "withdraw", Side: u.Side, Unit: u.ID, Text: fmt.Sprintf("%s, of the Line, has no MA over %s's: it stays [L1275-1278]", s.UnitName(u.ID), s.UnitName(m.ID))})
			continue
		}
		evs = append(evs, applyWithdraw(s, u, m)...)
	}
	return evs
}

// fireWithdrawing resolves withdrawing x's fire at m [L1322-1331].
func fireWithdrawing(s *rules.State, bd *board, sh *shot, d dice.Roller) ([]rules.Event, error) {
	return resolveShot(s, bd, sh, d, fmt.Sprintf("fires as it withdraws (at %d hexes [L1322-1330]) at", sh.fixed))
}

// withdrawOffers are the cavalry Line's withdrawal with x and x's fire
// while withdrawing, when they may be made [L1280-1289, L1322-1331].
func withdrawOffers(s *rules.State, bd *board, x, m *rules.Unit, add func(string, rules.Action, ...string)) {
	act := func(args map[string]string) rules.Action {
		args["unit"], args["react"] = x.ID, "withdraw"
		return rules.Action{Kind: KindReact, Side: x.Side, Args: args}
	}
	if _, l, err := lineWithdrawers(s, bd, x, m); err == nil {
		add(fmt.Sprintf("Withdraw Line %d with %s from %s", lineOf(x), s.UnitName(x.ID), s.UnitName(m.ID)), act(map[string]string{"line": "yes"}), fmt.Sprintf("every unit of the Line withdraws, within %s's Range: no order spent [L1280-1289]", s.UnitName(l.ID)))
	}
	if _, err := withdrawShot(s, bd, x, m, ""); err != nil {
		return
	}
	add(fmt.Sprintf("Withdraw %s from %s, firing at 2 hexes", s.UnitName(x.ID), s.UnitName(m.ID)), act(map[string]string{"fire": "yes"}), "bow-armed cavalry fires as it withdraws [L1322-1325]")
	if s.Counters[ctReactFrom] == 0 {
		return
	}
	xc, _ := bd.where(s, x)
	r := hex.Dist(xc.hex(), bd.m.HexAt(s.Counters[ctReactFrom]-1))
	if _, err := withdrawShot(s, bd, x, m, strconv.Itoa(r)); err == nil && r != withdrawFireRange {
		add(fmt.Sprintf("Withdraw %s from %s, firing at %d hexes", s.UnitName(x.ID), s.UnitName(m.ID), r), act(map[string]string{"fire": "yes", "range": strconv.Itoa(r)}), "a composite bow at the range the enemy was in sight during its move [L1326-1330]")
	}
}
