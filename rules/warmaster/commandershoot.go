package warmaster

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"sort"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
)

// Commanders shooting with the unit they joined (wme.md §11.1;
// [L2067-2069]): a commander with shooting attacks in his profile (his
// own or his mount's: the profile's "shots" and "range") counts as part
// of the unit he joined, wherever his base stands. When the unit shoots,
// in the Shooting phase or at a charger, his shots go from one element of
// the unit, all of them ("ne peut pas diviser"), as if that element shot.

// ArgFromPrefix + a commander's ID, in a shoot action, names the element
// of the shooting unit from which that joined commander shoots ([L2069]:
// the player chooses; the best element when the action says nothing).
const ArgFromPrefix = "from:"

// shootingCommanders are the commanders on the table who joined u and
// have shots and a range ([L2067]), in army order.
func shootingCommanders(s *rules.State, u *rules.Unit) []*rules.Unit {
	var out []*rules.Unit
	for i := range s.Units {
		c := &s.Units[i]
		if IsCommander(c.Type) && len(c.Bases) > 0 && joinedTo(c) == u.ID &&
			c.Profile[keyShots] > 0 && c.Profile[keyRange] > 0 {
			out = append(out, c)
		}
	}
	return out
}

// commanderFire is unit u as the element from which commander c shoots:
// u's type, so its zone of fire and sight (an artillery element's strip
// and elevated fire), with c's shots and range ([L2069]: "comme si
// l'élément lui-même effectuait le tir").
func commanderFire(u, c *rules.Unit) *rules.Unit {
	f := *u
	f.Profile = maps.Clone(u.Profile)
	if f.Profile == nil {
		f.Profile = map[string]float64{}
	}
	f.Profile[keyShots] = c.Profile[keyShots]
	f.Profile[keyRange] = c.Profile[keyRange]
	for _, k := range shotSpecials {
		delete(f.Profile, k) // the unit's gun, not the commander's (specials.go)
	}
	return &f
}

// commanderShot is a joined commander's shots and the element of his unit
// they go from.
type commanderShot struct {
	commander *rules.Unit
	base      string
}

func (c commanderShot) dice() int { return max(1, int(c.commander.Profile[keyShots])) }

// commanderElements are the elements of u from which commander c can
// shoot at t now (fireTest with his range), best first: the lowest score
// to hit (need), then the nearest to t, then u's order.
func commanderElements(s *rules.State, u, c, t *rules.Unit) []string {
	f := commanderFire(u, c)
	type cand struct {
		id   string
		need int
		dist float64
	}
	var cands []cand
	for _, id := range u.Bases {
		b, ok := s.Base(id)
		if !ok {
			continue
		}
		dist := math.Inf(1)
		for _, eid := range t.Bases {
			if e, ok := s.Base(eid); ok {
				if d, fl := fireTest(s, f, b.Shape, e.Shape); fl == fireOK {
					dist = math.Min(dist, d)
				}
			}
		}
		if math.IsInf(dist, 1) {
			continue
		}
		p, _ := need(s, f, b.Shape, t)
		cands = append(cands, cand{id, p.Need(), dist})
	}
	sort.SliceStable(cands, func(i, j int) bool {
		if cands[i].need != cands[j].need {
			return cands[i].need < cands[j].need
		}
		return cands[i].dist < cands[j].dist-geom.Eps
	})
	out := make([]string, len(cands))
	for i, c := range cands {
		out[i] = c.id
	}
	return out
}

// planCommanderShots are the commanders who shoot with u's shoot action
// at t, each from the element Args[ArgFromPrefix+ID] names or else the
// best one: a joined commander with shots who has not shot this phase
// (once per phase, as an element, [L1094]) and can shoot at t from some
// element of u. A named element from which he cannot is refused.
func planCommanderShots(s *rules.State, a rules.Action, u, t *rules.Unit) ([]commanderShot, error) {
	cs := shootingCommanders(s, u)
	for k := range a.Args {
		id, ok := strings.CutPrefix(k, ArgFromPrefix)
		if !ok {
			continue
		}
		known := false
		for _, c := range cs {
			known = known || c.ID == id
		}
		if !known {
			return nil, &rules.Violation{Code: "commander-shooter", Rule: "WME §11.1 [L2067]", Bases: u.Bases,
				Msg: fmt.Sprintf("%s is no commander with shots joined to %s", s.Called(id), u.Title())}
		}
	}
	var out []commanderShot
	for _, c := range cs {
		from, named := a.Args[ArgFromPrefix+c.ID]
		if status(c, stShot) > 0 {
			if named {
				return nil, &rules.Violation{Code: "commander-shot", Rule: "WME §11.1 [L2069], §8.1 [L1094]", Bases: c.Bases,
					Msg: fmt.Sprintf("%s has already shot this phase", c.Title())}
			}
			continue
		}
		els := commanderElements(s, u, c, t)
		if !named {
			if len(els) > 0 {
				out = append(out, commanderShot{c, els[0]})
			}
			continue
		}
		if !slices.Contains(els, from) {
			return nil, &rules.Violation{Code: "commander-element", Rule: "WME §11.1 [L2069]", Bases: []string{from},
				Msg: fmt.Sprintf("%s cannot shoot at %s from %s: it must be an element of %s that could shoot at it with his range of %.0f cm",
					c.Title(), t.Title(), from, u.Title(), fireRange(commanderFire(u, c)))}
		}
		out = append(out, commanderShot{c, from})
	}
	return out, nil
}

// commanderShotOffers are the variants of a shoot offer with each joined
// commander shooting from another element than the best ([L2069]: the
// player's choice).
func commanderShotOffers(s *rules.State, o rules.Offer, u, t *rules.Unit) []rules.Offer {
	if o.Disabled != "" {
		return nil
	}
	var out []rules.Offer
	for _, c := range shootingCommanders(s, u) {
		if status(c, stShot) > 0 {
			continue
		}
		els := commanderElements(s, u, c, t)
		for _, id := range els[min(1, len(els)):] {
			v := o
			v.Action.Args = withArg(o.Action.Args, ArgFromPrefix+c.ID, id)
			v.Label = fmt.Sprintf("%s, %s from the %s", o.Label, c.Title(), s.StandName(id)[4:])
			v.Detail = append([]string{fmt.Sprintf("%s shoots from %s instead of the best element, %s (WME §11.1 [L2069])", c.Title(), s.StandName(id), s.StandName(els[0]))}, o.Detail...)
			out = append(out, v)
		}
	}
	return out
}

// commanderShotDetail says who of the commanders shoots, from where.
func commanderShotDetail(cs []commanderShot) []string {
	var out []string
	for _, c := range cs {
		out = append(out, fmt.Sprintf("%s shoots with them from %s: %s (WME §11.1 [L2067-2069])", c.commander.Title(), rules.StandOf(c.base), plural(c.dice(), "die")))
	}
	return out
}

// chargeCommanderShots are the commanders joined to t who shoot at the
// charging unit m with t's volley ([L2069]: "lors d'un tir de
// contre-charge"), each from the first of t's elements free to shoot
// (bases: touching no enemy, [L1237]) that has a line of fire to m with
// his range at the charge's start (s) or end (n). [L2069] lets the
// player whose unit shoots choose the element, but the shots go off
// within the charger's action ([L1241]), where he has no say, so the
// rules take it (doc.go's readings): the choice changes no die, every
// element needing 4+ at a charger ([L1173]).
func chargeCommanderShots(s, n *rules.State, t, m *rules.Unit, bases []string) []commanderShot {
	var out []commanderShot
	for _, c := range shootingCommanders(s, t) {
		f := commanderFire(t, c)
		for _, id := range bases {
			b, _ := s.Base(id)
			e, _ := n.Base(id)
			if canFireAt(s, f, b.Shape, m) || canFireAt(n, f, e.Shape, m) {
				out = append(out, commanderShot{c, id})
				break
			}
		}
	}
	return out
}
