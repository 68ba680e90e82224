package warmaster

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// KindJoin is a commander joining a friendly unit in the Commanders
// sub-phase (wme.md §11.1; [L2039]): Target is the unit, Args["commander"]
// the commander, whose disc must touch one of the unit's bases. The
// player declares it ("Le joueur doit déclarer", [L2039]); touching alone
// does not join.
const KindJoin = "join"

// joinPrefix + UNIT on a commander: he has joined that unit (§11.1).
const joinPrefix = "joined:"

// DisplaceRange is how far (cm) a displaced commander may look for a
// friendly unit to join ([L2057]; flyers get no more, [L2179]).
const DisplaceRange = 30

// joinedTo is the unit commander c has joined, "" if none.
func joinedTo(c *rules.Unit) string {
	for k := range c.Status {
		if id, ok := strings.CutPrefix(k, joinPrefix); ok {
			return id
		}
	}
	return ""
}

// setJoined records that c has joined unit id ("" to leave it).
func setJoined(c *rules.Unit, id string) {
	if old := joinedTo(c); old != "" {
		c.SetStatus(joinPrefix+old, 0)
	}
	if id != "" {
		c.SetStatus(joinPrefix+id, 1)
	}
}

// discTouches reports whether commander base c touches one of u's bases
// (A5: from his disc).
func discTouches(s *rules.State, c *table.Base, u *rules.Unit) bool {
	for _, r := range rects(s, u) {
		if shapeDistance(c.Shape, true, r, false) <= table.ContactTolerance {
			return true
		}
	}
	return false
}

// prepareJoin checks a join action and returns the commander and unit.
func prepareJoin(s *rules.State, a rules.Action) (*rules.Unit, *rules.Unit, error) {
	no := func(code, rule, format string, args ...any) (*rules.Unit, *rules.Unit, error) {
		return nil, nil, &rules.Violation{Code: code, Rule: rule, Msg: fmt.Sprintf(format, args...)}
	}
	if s.Phase != PhaseCommanders {
		return no("phase", "WME §11.1 [L2039]", "a commander joins a unit in the Commanders sub-phase")
	}
	c, ok := s.Unit(a.Args["commander"])
	if !ok || !IsCommander(c.Type) || len(c.Bases) == 0 {
		return nil, nil, fmt.Errorf("warmaster: %q is not a commander on the table", a.Args["commander"])
	}
	u, ok := s.Unit(a.Target)
	if !ok {
		return nil, nil, fmt.Errorf("warmaster: no unit %q", a.Target)
	}
	switch {
	case c.Side != a.Side:
		return no("not-yours", "sequence of play", "%s is not yours", c.Title())
	case u.Side != c.Side || IsCommander(u.Type):
		return no("join-unit", "WME §11.1 [L2039]", "%s may only join a friendly unit", c.Title())
	case len(u.Bases) == 0:
		return no("join-unit", "WME §11.1 [L2039]", "%s is not on the table", u.Title())
	case joinedTo(c) == u.ID:
		return no("joined", "WME §11.1 [L2039]", "%s has already joined %s", c.Title(), u.Title())
	}
	if j, ok := s.Unit(joinedTo(c)); ok && engaged(s, j) {
		return no("join-combat", "WME §11.1 [L2053]", "%s cannot leave %s while its combat lasts", c.Title(), j.Title())
	}
	b, _ := s.Base(c.Bases[0])
	if !discTouches(s, b, u) {
		return no("join-contact", "WME §11.1 [L2039]", "%s must touch %s to join it: move him into contact first", c.Title(), u.Title())
	}
	return c, u, nil
}

func applyJoin(s *rules.State, a rules.Action) ([]rules.Event, error) {
	if c, ok := s.Unit(a.Args["commander"]); ok && status(c, stDisplaced) > 0 {
		u, _ := s.Unit(a.Target) // Check made sure it is one of his choices
		return []rules.Event{joinDisplaced(s, c, u)}, nil
	}
	c, u, err := prepareJoin(s, a)
	if err != nil {
		return nil, err
	}
	setJoined(c, u.ID)
	return []rules.Event{{Kind: "join", Side: c.Side, Unit: c.ID,
		Text: fmt.Sprintf("%s joins %s (WME §11.1 [L2039])", c.Title(), u.Title())}}, nil
}

// joinOffers offers every commander of side the units his disc touches.
func joinOffers(s *rules.State, side int) []rules.Offer {
	var out []rules.Offer
	for i := range s.Units {
		c := &s.Units[i]
		if c.Side != side || !IsCommander(c.Type) || len(c.Bases) == 0 {
			continue
		}
		for j := range s.Units {
			u := &s.Units[j]
			if u.Side != side || IsCommander(u.Type) || len(u.Bases) == 0 || joinedTo(c) == u.ID {
				continue
			}
			a := rules.Action{Kind: KindJoin, Side: side, Target: u.ID, Args: map[string]string{"commander": c.ID}}
			if _, _, err := prepareJoin(s, a); err != nil {
				continue
			}
			out = append(out, rules.Offer{Label: fmt.Sprintf("%s joins %s", c.Title(), u.Title()), Action: a,
				Detail: []string{"he moves with it in the Shooting and Combat phases and adds his attack bonus to one of its elements (WME §11.1 [L2027], [L2073])"}})
		}
	}
	return out
}

// commanderBonus is the best attack bonus of the commanders who joined u:
// only one counts, added to one element ([L2073-2075]).
func commanderBonus(s *rules.State, u *rules.Unit) (int, string) {
	best, who := 0, ""
	for i := range s.Units {
		c := &s.Units[i]
		if IsCommander(c.Type) && len(c.Bases) > 0 && joinedTo(c) == u.ID {
			n := attackBonus(c) // his mount's supplement too ([L2077], mounts.go)
			if status(u, stWaaagh) > 0 {
				n++ // Waaagh!: +1 to a joined character's bonus (sheet §2.4, Q30)
			}
			if n > best {
				best, who = n, c.Title()
			}
		}
	}
	return best, who
}

// moveCommanderTo puts commander c's disc at p.
func moveCommanderTo(s *rules.State, c *rules.Unit, p geom.Vec) {
	if b, ok := s.Base(c.Bases[0]); ok {
		b.Shape.Center = p
	}
}

// cameBack reports whether unit u (in the new state) came back onto the
// table since old (§7.6, leaving.go).
func cameBack(old *rules.State, u *rules.Unit) bool {
	ou, ok := old.Unit(u.ID)
	return ok && status(ou, stReturned) == 0 && status(u, stReturned) > 0
}

// eliminate removes commander c from the battle.
func eliminate(s *rules.State, c *rules.Unit) {
	setJoined(c, "")
	if len(c.Bases) > 0 {
		removeBase(s, c, c.Bases[0])
	}
}

// commanderTerrainType is the troop type whose terrain rules a commander
// follows ([L2031]): his mount's (chariot, monster, machine; mounts.go),
// a flying one's as a monster (E30: woods are impassable to him), else
// infantry's.
func commanderTerrainType(c *rules.Unit) string {
	if flag(c, keyFly) {
		return Monster
	}
	if m := mountOf(c); m != "" {
		return m
	}
	return Infantry
}

// terrainStop is where commander c, his disc (tested as its square, as a
// flyer's landing) going straight from `from` to `to`, first meets
// terrain impassable to him that he does not already stand in ([L2031],
// [L2081]: "à la lisière de ce terrain"), and the feature; ok is false
// when nothing stops him.
func terrainStop(s *rules.State, c *rules.Unit, from, to geom.Vec, radius float64) (geom.Vec, string, bool) {
	typ := commanderTerrainType(c)
	f := table.Filter{NoBases: true,
		Blocks: func(f *table.Feature) bool { return blocks(typ, category(s, f)) }}
	square := geom.Rect{Center: from, Width: 2 * radius, Depth: 2 * radius}
	already := map[string]bool{}
	for _, o := range s.Table.Overlaps(square, f) {
		already[o.Feature] = true
	}
	dir := to.Sub(from)
	for _, e := range s.Table.Translate(square, dir, dir.Len(), f) {
		if e.Obstacle.Feature != "" && !already[e.Obstacle.Feature] {
			return from.Add(dir.Unit().Scale(e.At)), e.Obstacle.Feature, true
		}
	}
	return to, "", false
}

// whollyImpassable reports whether every base of u lies wholly inside
// area terrain impassable to commander c (E30, [L2057]).
func whollyImpassable(s *rules.State, c, u *rules.Unit) bool {
	typ := commanderTerrainType(c)
	rs := rects(s, u)
	if len(rs) == 0 {
		return false
	}
	for _, r := range rs {
		inside := false
		for k := range s.Table.Features {
			f := &s.Table.Features[k]
			if f.Linear() || !standBlocks(typ, category(s, f)) {
				continue
			}
			all := true
			for _, p := range r.Corners() {
				all = all && f.Area.Contains(p, 0)
			}
			inside = inside || all
		}
		if !inside {
			return false
		}
	}
	return true
}

// besideUnit is a place for a commander disc of that radius by unit u:
// the point nearest to from among the nearest point of each of u's bases
// and the middles of their edges, each pushed out by the radius, that
// overlaps no enemy base and lies on the table; on u's first base, kept
// on the table, when none does ([L2051]: with no room he still counts as
// with the unit).
func besideUnit(s *rules.State, u *rules.Unit, from geom.Vec, radius float64) geom.Vec {
	rs := rects(s, u)
	var cands []geom.Vec
	for _, r := range rs {
		l := r.Local(from)
		l.X = math.Max(-r.Width/2, math.Min(r.Width/2, l.X))
		l.Y = math.Max(-r.Depth/2, math.Min(r.Depth/2, l.Y))
		locals := []geom.Vec{l, {X: 0, Y: r.Depth / 2}, {X: 0, Y: -r.Depth / 2}, {X: r.Width / 2, Y: 0}, {X: -r.Width / 2, Y: 0}}
		for _, q := range locals {
			edge := r.World(q)
			if out := edge.Sub(r.Center); out.Len() > geom.Eps {
				cands = append(cands, edge.Add(out.Unit().Scale(radius)))
			}
		}
	}
	best, bd := onTable(s, rs[0].Center, radius), math.Inf(1)
	for _, p := range cands {
		if d := p.Dist(from); d < bd && enemyUnder(s, u.Side, p, radius) == nil && discOnTable(s, p, radius) {
			best, bd = p, d
		}
	}
	return best
}

// discOnTable reports whether a commander's disc of that radius centred
// at p lies wholly on the table (wme.md §12 G24). A commander stands on a
// round base ([L221]: "des ronds ... de 20 à 30mm de diamètre pour les
// commandants"; table.Base.Round, a disc of diameter Shape.Width), and a
// disc has no facing (geom.Disc): it is on the table exactly when its
// square, not turned, is, whatever facing his Shape keeps. The
// conformance suite judges a round base the same way (rulestest.OnTable;
// issue 8 item 9: the square turned with his Shape's facing poked 0.45 cm
// past the edge his disc only touched).
func discOnTable(s *rules.State, p geom.Vec, radius float64) bool {
	return s.Table.OnTable(geom.Rect{Center: p, Width: 2 * radius, Depth: 2 * radius})
}

// baseOnTable reports whether base b would lie on the table as r: its
// disc for a commander (discOnTable), else the rectangle.
func baseOnTable(s *rules.State, b *table.Base, r geom.Rect) bool {
	if b.Round {
		return discOnTable(s, r.Center, b.Shape.Width/2)
	}
	return s.Table.OnTable(r)
}

// onTable is p moved the least so that a disc of that radius there lies
// on the table (discOnTable).
func onTable(s *rules.State, p geom.Vec, radius float64) geom.Vec {
	return geom.V(math.Max(radius, math.Min(s.Table.Width-radius, p.X)), math.Max(radius, math.Min(s.Table.Height-radius, p.Y)))
}

// enemyUnder is an enemy (not commander) base of side's enemies that a
// disc at p overlaps, nil if none.
func enemyUnder(s *rules.State, side int, p geom.Vec, radius float64) *table.Base {
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.Side == side || o.Round {
			continue
		}
		if discOverlaps(p, radius, o.Shape) {
			return o
		}
	}
	return nil
}

func discOverlaps(p geom.Vec, radius float64, r geom.Rect) bool {
	if r.Contains(p, 0) {
		return true
	}
	return r.Polygon().BoundaryDist(p) < radius-table.OverlapSlack
}

// pushAside moves a disc at p the least distance out of rectangle r
// ([L2037], [L2061], G26).
func pushAside(p geom.Vec, radius float64, r geom.Rect) geom.Vec {
	l := r.Local(p)
	if math.Abs(l.X) <= r.Width/2 && math.Abs(l.Y) <= r.Depth/2 {
		// Centre inside: out through the nearest edge.
		dx, dy := r.Width/2-math.Abs(l.X), r.Depth/2-math.Abs(l.Y)
		if dx <= dy {
			l.X = math.Copysign(r.Width/2+radius, l.X)
		} else {
			l.Y = math.Copysign(r.Depth/2+radius, l.Y)
		}
		return r.World(l)
	}
	// Centre outside: straight away from the nearest point.
	c := geom.V(math.Max(-r.Width/2, math.Min(r.Width/2, l.X)), math.Max(-r.Depth/2, math.Min(r.Depth/2, l.Y)))
	return r.World(c.Add(l.Sub(c).Unit().Scale(radius)))
}

// movedBases are the IDs of bases that stand elsewhere in n than in old.
func movedBases(old, n *rules.State) map[string]bool {
	out := map[string]bool{}
	for i := range n.Table.Bases {
		b := &n.Table.Bases[i]
		if o, ok := old.Base(b.ID); ok && (!o.Shape.Center.Near(b.Shape.Center) || math.Abs(geom.NormAngle(o.Shape.Facing-b.Shape.Facing)) > 1e-9) {
			out[b.ID] = true
		}
	}
	return out
}

// commandersAfter applies what an action did to the commanders (wme.md
// §11.1), comparing the state before (old) and after (n):
//   - a commander whose unit was destroyed is eliminated with it
//     ([L2083], [L2065]); one whose unit left the table stays where he is,
//     no longer joined;
//   - a unit that moved in the Command phase leaves its commanders behind
//     and the join ends (A13, [L2025]); so does a commander's own move
//     that takes him out of contact with it;
//   - in the Shooting and Combat phases a joined commander moves with his
//     unit ([L2027], [L2079]): he keeps his place relative to its base
//     nearest to him;
//   - a commander overlapped by an enemy base that moved is put aside the
//     least distance if he has joined a unit ([L2059]); one who has not
//     is displaced when an enemy base ends on him or its path during the
//     action crosses him ("traversé", [L2057]; passing.go): he joins a
//     friendly unit within 30 cm not wholly in terrain impassable to him
//     (E30), his owner choosing when there are several, or is eliminated
//     ([L2061]);
//   - a commander a friendly unit has moved onto is put aside the least
//     distance ([L2037]).
//
// The moves' paths are those of the action when it gives them (Moves);
// the moves the rules make find theirs (passing.go).
func commandersAfter(old, n *rules.State) []rules.Event {
	return commandersAfterAction(old, n, rules.Action{})
}

// commandersAfterAction is commandersAfter for the player's action a.
func commandersAfterAction(old, n *rules.State, a rules.Action) []rules.Event {
	var evs []rules.Event
	moved := movedBases(old, n)
	command := old.Phase == PhaseInitiative || old.Phase == PhaseOrders || old.Phase == PhaseCommanders
	for i := range n.Units {
		c := &n.Units[i]
		if !IsCommander(c.Type) || len(c.Bases) == 0 {
			continue
		}
		cb, _ := n.Base(c.Bases[0])
		uid := joinedTo(c)
		if uid == "" {
			continue
		}
		u, _ := n.Unit(uid)
		switch {
		case u == nil || (len(u.Bases) == 0 && status(u, stOffTable) == 0):
			eliminate(n, c)
			evs = append(evs, rules.Event{Kind: "commander-lost", Side: c.Side, Unit: c.ID,
				Text: fmt.Sprintf("%s is eliminated with %s (WME §11.1 [L2083])", c.Title(), old.Called(uid))})
			continue
		case len(u.Bases) == 0:
			setJoined(c, "")
			evs = append(evs, rules.Event{Kind: "join-ends", Side: c.Side, Unit: c.ID,
				Text: fmt.Sprintf("%s left the table without %s, who stays where he was", u.Title(), c.Title())})
			continue
		}
		var unitMoved bool
		for _, id := range u.Bases {
			unitMoved = unitMoved || moved[id]
		}
		switch {
		case command && moved[cb.ID] && !discTouches(n, cb, u):
			setJoined(c, "")
			evs = append(evs, rules.Event{Kind: "join-ends", Side: c.Side, Unit: c.ID,
				Text: fmt.Sprintf("%s leaves %s", c.Title(), u.Title())})
		case command && unitMoved:
			setJoined(c, "")
			evs = append(evs, rules.Event{Kind: "join-ends", Side: c.Side, Unit: c.ID,
				Text: fmt.Sprintf("%s moves away from %s, who does not move with units in the Command phase (WME §6.7 [L2025], A13)", u.Title(), c.Title())})
		case !command && unitMoved && cameBack(old, u):
			// Placed back beside it, off the table and on again ([L914], leaving.go).
		case !command && unitMoved:
			// Follow the unit's base nearest to him before the action.
			var ref string
			bd := math.Inf(1)
			oc, _ := old.Base(cb.ID)
			for _, id := range u.Bases {
				if ob, ok := old.Base(id); ok {
					if d := pointToRect(oc.Shape.Center, ob.Shape); d < bd {
						ref, bd = id, d
					}
				}
			}
			if ref == "" {
				continue
			}
			ob, _ := old.Base(ref)
			nb, _ := n.Base(ref)
			rel := oc.Shape.Center.Sub(ob.Shape.Center).Rotate(nb.Shape.Facing - ob.Shape.Facing)
			p := nb.Shape.Center.Add(rel)
			if !discOnTable(n, p, cb.Shape.Width/2) {
				p = besideUnit(n, u, p, cb.Shape.Width/2) // no room there: beside it, or on it all the same ([L2051])
			}
			if at, fid, ok := terrainStop(n, c, oc.Shape.Center, p, cb.Shape.Width/2); ok {
				moveCommanderTo(n, c, at)
				setJoined(c, "")
				evs = append(evs, rules.Event{Kind: "join-ends", Side: c.Side, Unit: c.ID, Base: cb.ID,
					Text: fmt.Sprintf("%s cannot follow %s into %s, impassable to him: he is left at its edge (WME §11.1 [L2031], [L2081])", c.Title(), u.Title(), n.Describe(table.Obstacle{Feature: fid}))})
				continue
			}
			moveCommanderTo(n, c, p)
			evs = append(evs, rules.Event{Kind: "commander-moved", Side: c.Side, Unit: c.ID, Base: cb.ID,
				Text: fmt.Sprintf("%s moves with %s (WME §11.1 [L2027])", c.Title(), u.Title())})
		}
	}
	// Enemy contact ([L2057-2061]).
	var paths map[string]geom.Path // the enemy bases' paths, found when first needed
	for i := range n.Units {
		c := &n.Units[i]
		if !IsCommander(c.Type) || len(c.Bases) == 0 || status(c, stDisplaced) > 0 {
			continue
		}
		cb, _ := n.Base(c.Bases[0])
		radius := cb.Shape.Width / 2
		var hit *table.Base
		for k := range n.Table.Bases {
			o := &n.Table.Bases[k]
			if o.Side != c.Side && !o.Round && moved[o.ID] && discOverlaps(cb.Shape.Center, radius, o.Shape) {
				hit = o
				break
			}
		}
		j, joined := n.Unit(joinedTo(c))
		if hit == nil && !joined {
			if paths == nil {
				paths = basePaths(old, n, a, moved)
			}
			hit = passedThrough(n, c.Side, cb.Shape.Center, radius, paths)
		}
		if hit == nil {
			continue
		}
		enemy, _ := n.Unit(hit.Unit)
		if joined {
			// Put aside the least distance, off every base but his unit's.
			p := leastAside(n, c, cb.Shape.Center, radius, func(b *table.Base) bool { return b.Unit == j.ID })
			moveCommanderTo(n, c, p)
			evs = append(evs, rules.Event{Kind: "commander-moved", Side: c.Side, Unit: c.ID, Base: cb.ID,
				Text: fmt.Sprintf("%s, with %s, is put aside for %s (WME §11.1 [L2059])", c.Title(), j.Title(), enemy.Title())})
			continue
		}
		evs = append(evs, displace(n, c, enemy))
	}
	evs = append(evs, makeWayForFriends(n, moved)...) // friends moved onto commanders ([L2037])
	return evs
}
