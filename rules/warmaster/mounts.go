package warmaster

import (
	"fmt"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Commanders' mounts (wme.md §11.1; [L2031], [L2077], [L646]): a
// commander may ride a chariot, a monster or a machine, given by a
// profile flag; flying (mounts included) is the flag "fly" (flyers.go).
// A mount changes the terrain he may enter ([L2031]) and adds its own
// bonus to his attack bonus ([L2077]).
const (
	keyMountChariot = "mount-chariot"
	keyMountMonster = "mount-monster"
	keyMountMachine = "mount-machine"
	// keyMountAttacks is the mount's supplement to the commander's
	// attack bonus, "décrit dans le profil de la monture" ([L2077]).
	keyMountAttacks = "mount-attacks"
)

// mountTypes are the mount flags and the troop type whose terrain rules
// the commander then follows ([L2031]).
var mountTypes = []struct{ key, typ string }{
	{keyMountChariot, Chariot},
	{keyMountMonster, Monster},
	{keyMountMachine, Machine},
}

// mountOf is the troop type of commander c's mount, "" if he rides none
// (or a horse, which changes nothing: [L2031], "même si leur figurine
// les représente à cheval").
func mountOf(c *rules.Unit) string {
	for _, m := range mountTypes {
		if flag(c, m.key) {
			return m.typ
		}
	}
	return ""
}

// checkMounts refuses what a scenario got wrong about mounts: a mount on
// a unit that is no commander, two mounts, a flag other than 1, and a
// mount bonus without a chariot or monster ([L2077]: "montant un char ou
// un monstre"). Each error names the unit.
func checkMounts(s *rules.State) error {
	for i := range s.Units {
		u := &s.Units[i]
		var mounts []string
		for _, m := range mountTypes {
			v, ok := u.Profile[m.key]
			if !ok {
				continue
			}
			if v != 1 {
				return fmt.Errorf("warmaster: %s has %s = %g; a mount is given as 1", u.ID, m.key, v)
			}
			mounts = append(mounts, m.key)
		}
		_, bonus := u.Profile[keyMountAttacks]
		switch {
		case (len(mounts) > 0 || bonus) && !IsCommander(u.Type):
			return fmt.Errorf("warmaster: %s is a %s; only commanders ride mounts (WME §11.1 [L2031])", u.ID, u.Type)
		case len(mounts) > 1:
			return fmt.Errorf("warmaster: %s rides %s; one mount at most", u.ID, strings.Join(mounts, " and "))
		case bonus && mountOf(u) != Chariot && mountOf(u) != Monster && !flag(u, keyFly):
			return fmt.Errorf("warmaster: %s has %s without a chariot or monster to ride (WME §11.1 [L2077])", u.ID, keyMountAttacks)
		}
	}
	return nil
}

// attackBonus is commander c's attack bonus in combat: his profile's
// attacks and his mount's supplement ([L1973], [L2077]).
func attackBonus(c *rules.Unit) int {
	return int(c.Profile[keyAttacks]) + int(c.Profile[keyMountAttacks])
}

// commanderPathProblem is what stops commander c's own move along path
// ([L2027]: "Les commandants traitent le terrain comme de l'infanterie
// ... lorsqu'ils se déplacent"; [L2031]): terrain impassable to the type
// he moves as (commanderTerrainType), his disc tested as its square, as
// when he follows his unit (terrainStop). Terrain he stands in as he
// starts does not stop him leaving it; a flyer passes over everything
// and only his landing is judged ([L2177], commanderLanding).
func commanderPathProblem(s *rules.State, c *rules.Unit, b *table.Base, path geom.Path) *rules.Violation {
	if flag(c, keyFly) {
		return nil
	}
	typ := commanderTerrainType(c)
	already := map[string]bool{}
	for _, o := range s.Table.Overlaps(b.Shape, table.Filter{NoBases: true, Blocks: func(f *table.Feature) bool { return blocks(typ, category(s, f)) }}) {
		already[o.Feature] = true
	}
	// Hard going he touches as he starts he may enter ([L964]).
	f := table.Filter{NoBases: true, Blocks: func(f *table.Feature) bool {
		c := category(s, f)
		return !already[f.ID] && blocksFrom(typ, c, c.HardGoing && table.FeatureDistance(b.Shape, f) <= table.ContactTolerance)
	}}
	sw := s.Table.Sweep(b.Shape, path, f)
	if sw.Clear {
		return nil
	}
	return &rules.Violation{Code: "terrain", Rule: "WME §11.1 [L2027], [L2031]", Bases: []string{b.ID},
		Areas: []geom.Polygon{b.Shape.At(sw.Stop).Polygon()},
		Msg:   fmt.Sprintf("%s cannot cross %s, impassable to him: he moves over terrain as %s", c.Title(), s.Describe(sw.Hit), typ)}
}
