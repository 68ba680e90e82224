package warmaster

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Displaced commanders (wme.md §11.1; [L2057-2061]): a commander passed
// through by an enemy "doit alors rejoindre immédiatement une unité amie
// située dans les 30cm, mais pas forcément la plus proche". With no such
// unit he is eliminated, with one he joins it at once; with several he
// waits, marked stDisplaced with the units he may join, for his owner's
// "join" action naming one (Args["commander"], Target the unit). The
// owner makes it whoever's turn it is, as the winners choose their
// epilogue ([L1546]), and every other action waits for it
// ("immédiatement").
const (
	stDisplaced    = "displaced"    // he waits for his owner's choice of the unit to join ([L2057])
	displacePrefix = "displace-to:" // + UNIT: a unit he may join, within 30 cm when displaced
)

// displaceOption is a friendly unit a displaced commander may join.
type displaceOption struct {
	u *rules.Unit
	d float64
}

// displaceOptions are the friendly units within 30 cm of commander c that
// are not wholly inside terrain impassable to him (E30), nearest first.
func displaceOptions(s *rules.State, c *rules.Unit) []displaceOption {
	var out []displaceOption
	for k := range s.Units {
		u := &s.Units[k]
		if u.Side != c.Side || IsCommander(u.Type) || len(u.Bases) == 0 || whollyImpassable(s, c, u) {
			continue
		}
		if d := unitDistance(s, c, u); d <= DisplaceRange+geom.Eps {
			out = append(out, displaceOption{u, d})
		}
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].d < out[b].d })
	return out
}

// displace deals with commander c, not joined to a unit, passed through
// by enemy ([L2057-2061]).
func displace(s *rules.State, c, enemy *rules.Unit) rules.Event {
	opts := displaceOptions(s, c)
	switch len(opts) {
	case 0:
		eliminate(s, c)
		text := fmt.Sprintf("%s is passed through by %s with no friendly unit within 30 cm to join: eliminated (WME §11.1 [L2061])", c.Title(), enemy.Title())
		if c.Type == General {
			text += "; the General is lost (WME §10.2 [L2196])"
		}
		return rules.Event{Kind: "commander-lost", Side: c.Side, Unit: c.ID, Text: text}
	case 1:
		ev := joinDisplaced(s, c, opts[0].u)
		ev.Text = fmt.Sprintf("%s is passed through by %s and displaced: he joins %s, %.1f cm away (WME §11.1 [L2057])", c.Title(), enemy.Title(), opts[0].u.Title(), opts[0].d)
		return ev
	}
	c.SetStatus(stDisplaced, 1)
	names := make([]string, len(opts))
	for i, o := range opts {
		c.SetStatus(displacePrefix+o.u.ID, 1)
		names[i] = o.u.Title()
	}
	return rules.Event{Kind: "displaced", Side: c.Side, Unit: c.ID, Base: c.Bases[0],
		Text: fmt.Sprintf("%s is passed through by %s and displaced: %s chooses which unit he joins, %s (WME §11.1 [L2057])",
			c.Title(), enemy.Title(), sideName(s, c.Side), strings.Join(names, ", "))}
}

func sideName(s *rules.State, side int) string { return s.Sides[side].Name }

// joinDisplaced places commander c beside unit u, clear of enemies, and
// joins him to it ([L2057]).
func joinDisplaced(s *rules.State, c, u *rules.Unit) rules.Event {
	cb, _ := s.Base(c.Bases[0])
	moveCommanderTo(s, c, besideUnit(s, u, cb.Shape.Center, cb.Shape.Width/2))
	setJoined(c, u.ID)
	for k := range c.Status {
		if k == stDisplaced || strings.HasPrefix(k, displacePrefix) {
			delete(c.Status, k)
		}
	}
	return rules.Event{Kind: "join", Side: c.Side, Unit: c.ID, Base: cb.ID,
		Text: fmt.Sprintf("%s, displaced, joins %s (WME §11.1 [L2057])", c.Title(), u.Title())}
}

// displacedCommander is the first commander waiting to choose the unit he
// joins, nil if none.
func displacedCommander(s *rules.State) *rules.Unit {
	for i := range s.Units {
		if c := &s.Units[i]; status(c, stDisplaced) > 0 && len(c.Bases) > 0 {
			return c
		}
	}
	return nil
}

// checkDisplacedJoin checks action a while commander c waits: only his
// owner's join of one of the units offered him is allowed.
func checkDisplacedJoin(s *rules.State, c *rules.Unit, a rules.Action) error {
	wait := &rules.Violation{Code: "displaced", Rule: "WME §11.1 [L2057]", Bases: c.Bases,
		Msg: fmt.Sprintf("%s was displaced and must first join a friendly unit within 30 cm", c.Title())}
	if a.Kind != KindJoin || a.Args["commander"] != c.ID {
		return wait
	}
	if a.Side != c.Side {
		return &rules.Violation{Code: "not-yours", Rule: "sequence of play", Msg: fmt.Sprintf("%s is not yours", c.Title())}
	}
	if status(c, displacePrefix+a.Target) == 0 {
		return &rules.Violation{Code: "join-unit", Rule: "WME §11.1 [L2057]", Bases: c.Bases,
			Msg: fmt.Sprintf("%s may join only a friendly unit within 30 cm of where he was displaced, not wholly in terrain impassable to him", c.Title())}
	}
	return nil
}

// displacedOffers are the joins open to the waiting commander c, nearest
// unit first, for his owner and for the player to play (who presses them
// for him, as for the epilogue).
func displacedOffers(s *rules.State, side int, c *rules.Unit) []rules.Offer {
	if side != c.Side && side != s.Active {
		return nil
	}
	var out []rules.Offer
	for _, o := range displaceOptions(s, c) {
		if status(c, displacePrefix+o.u.ID) == 0 {
			continue
		}
		a := rules.Action{Kind: KindJoin, Side: c.Side, Target: o.u.ID, Args: map[string]string{"commander": c.ID}}
		out = append(out, rules.Offer{Action: a, Label: fmt.Sprintf("%s, displaced, joins %s (%.1f cm)", c.Title(), o.u.Title(), o.d),
			Detail: []string{"a commander passed through by the enemy joins a friendly unit within 30 cm, not necessarily the nearest (WME §11.1 [L2057])"}})
	}
	return out
}

// asideStep is the spacing (cm) of the places tried around a base when a
// commander is put aside: the millimetre, finer than any WME distance.
const asideStep = 0.1

// asideReach is how far (cm) around p the bases whose rings are tried
// lie: more than a deep block of bases standing on the commander.
const asideReach = 15.0

// leastAside is the nearest place to p for commander c's disc (radius)
// that overlaps no base (friend or foe, but those skip names) and lies on
// the table, preferring ground he may enter ([L2037]: "déplacé du
// minimum"; [L2059]). The places tried are p, its straight push out of
// each base it overlaps (the exact least move off one base), and the ring
// around every base near p, one every asideStep.
func leastAside(s *rules.State, c *rules.Unit, p geom.Vec, radius float64, skip func(*table.Base) bool) geom.Vec {
	var blocking []geom.Rect
	var radii []float64 // blocking's, from the table's outlines
	cands := []geom.Vec{p}
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.Round || skip(o) {
			continue
		}
		rad := s.Table.Outline(i).Radius
		blocking, radii = append(blocking, o.Shape), append(radii, rad)
		if o.Shape.Center.Dist(p) > rad+radius+asideReach {
			continue
		}
		if discOverlaps(p, radius, o.Shape) {
			cands = append(cands, pushAside(p, radius, o.Shape))
		}
		cands = append(cands, ring(o.Shape, radius)...)
	}
	best, bestBad, bd := p, true, math.Inf(1)
	for _, q := range cands {
		d := q.Dist(p)
		if !bestBad && d >= bd || !discClear(s, q, radius, blocking, radii) {
			continue
		}
		if bad := commanderTerrainAt(s, c, q, radius); bd == math.Inf(1) || bestBad && !bad || bad == bestBad && d < bd {
			best, bestBad, bd = q, bad, d
		}
	}
	return best
}

// ring is the places around rectangle r where a disc of that radius just
// touches it, one every asideStep.
func ring(r geom.Rect, radius float64) []geom.Vec {
	var out []geom.Vec
	hw, hd := r.Width/2, r.Depth/2
	for x := -hw; x <= hw+geom.Eps; x += asideStep {
		out = append(out, r.World(geom.V(x, hd+radius)), r.World(geom.V(x, -hd-radius)))
	}
	for y := -hd; y <= hd+geom.Eps; y += asideStep {
		out = append(out, r.World(geom.V(hw+radius, y)), r.World(geom.V(-hw-radius, y)))
	}
	steps := int(math.Ceil(math.Pi / 2 * radius / asideStep))
	for _, k := range []geom.Vec{{X: hw, Y: hd}, {X: -hw, Y: hd}, {X: -hw, Y: -hd}, {X: hw, Y: -hd}} {
		base := math.Atan2(k.Y, k.X) - math.Pi/4
		for i := 0; i <= steps; i++ {
			a := base + math.Pi/2*float64(i)/float64(steps)
			out = append(out, r.World(k.Add(geom.V(math.Cos(a), math.Sin(a)).Scale(radius))))
		}
	}
	return out
}

// discClear reports whether a disc at q overlaps none of rs (whose radii
// are radii) and lies on the table (discOnTable).
func discClear(s *rules.State, q geom.Vec, radius float64, rs []geom.Rect, radii []float64) bool {
	if !discOnTable(s, q, radius) {
		return false
	}
	for k, r := range rs {
		if reach := radii[k] + radius; r.Center.Sub(q).Len2() < reach*reach && discOverlaps(q, radius, r) {
			return false
		}
	}
	return true
}

// commanderTerrainAt reports whether commander c's disc at q (tested as
// its square) would stand on terrain impassable to him ([L2031]).
func commanderTerrainAt(s *rules.State, c *rules.Unit, q geom.Vec, radius float64) bool {
	typ := commanderTerrainType(c)
	f := table.Filter{NoBases: true,
		Blocks: func(f *table.Feature) bool { return standBlocks(typ, category(s, f)) }}
	return len(s.Table.Overlaps(geom.Rect{Center: q, Width: 2 * radius, Depth: 2 * radius}, f)) > 0
}

// friendOver is a friendly unit's base, moved by the action, that now
// stands on commander c's disc, nil if none: his own unit's bases do not
// count, as he is part of it ([L2051]).
func friendOver(s *rules.State, c *rules.Unit, moved map[string]bool) *table.Base {
	cb, _ := s.Base(c.Bases[0])
	own := joinedTo(c)
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.Side == c.Side && !o.Round && moved[o.ID] && o.Unit != own && discOverlaps(cb.Shape.Center, cb.Shape.Width/2, o.Shape) {
			return o
		}
	}
	return nil
}

// makeWayForFriends puts aside, the least distance, every commander a
// friendly unit has just moved onto ([L2035-2037]: "ce dernier doit être
// déplacé du minimum pour permettre à l'unité de se placer sans le
// chevaucher"), as often as it happens.
func makeWayForFriends(s *rules.State, moved map[string]bool) []rules.Event {
	var evs []rules.Event
	for i := range s.Units {
		c := &s.Units[i]
		if !IsCommander(c.Type) || len(c.Bases) == 0 || status(c, stDisplaced) > 0 {
			continue
		}
		o := friendOver(s, c, moved)
		if o == nil {
			continue
		}
		cb, _ := s.Base(c.Bases[0])
		own := joinedTo(c)
		from := cb.Shape.Center
		p := leastAside(s, c, from, cb.Shape.Width/2, func(b *table.Base) bool { return b.Unit == own })
		moveCommanderTo(s, c, p)
		u, _ := s.Unit(o.Unit)
		evs = append(evs, rules.Event{Kind: "commander-moved", Side: c.Side, Unit: c.ID, Base: cb.ID,
			Text: fmt.Sprintf("%s is moved %.1f cm aside for %s (WME §11.1 [L2037])", c.Title(), p.Dist(from), u.Title())})
	}
	return evs
}
