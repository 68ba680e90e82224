package warmaster

import (
	"fmt"

	"plateau/rules"
)

// Troop types, as scenario files spell them (wme.md §3.1; L279).
const (
	Infantry  = "infantry"
	Cavalry   = "cavalry"
	Chariot   = "chariot"
	Monster   = "monster"
	Artillery = "artillery"
	Machine   = "machine"
	General   = "general"
	Hero      = "hero"
	Wizard    = "wizard"
)

// fullPace is each unit type's full pace in cm (wme.md §3.2, movement table
// L606-615). Machines have no default: their profile must give "move".
var fullPace = map[string]float64{
	Infantry: 20, Monster: 20, Cavalry: 30, Chariot: 30, Artillery: 10,
	General: CommanderPace, Hero: CommanderPace, Wizard: CommanderPace,
}

// Profile keys read from scenario files (wme.md §3.1).
const (
	keyAttacks    = "attacks"
	keyShots      = "shots"
	keyRange      = "range"
	keyHits       = "hits"
	keyArmour     = "armour"
	keyCommand    = "command"
	keyPoints     = "points"
	keyMove       = "move"       // overrides the type's full pace (machines)
	keySlow       = "slow"       // −1 on successive orders (L549)
	keyUnreliable = "unreliable" // −1 on every order (L551)
	keyFly        = "fly"        // flying unit or commander (§11.2; L591)
	keyVision360  = "vision-360" // sees from every edge (§8.2; [L327], allround.go)
	keyShoot360   = "shoot-360"  // shoots into its rear zone too, and sees all round (§8.3; [L1125-1129])
)

// IsCommander reports whether a troop type is a commander.
func IsCommander(typ string) bool { return typ == General || typ == Hero || typ == Wizard }

var knownTypes = []string{Infantry, Cavalry, Chariot, Monster, Artillery, Machine, General, Hero, Wizard}

// checkUnit reports what a scenario got wrong about a unit for WME.
func checkUnit(u *rules.Unit) error {
	if err := checkProfile(u); err != nil { // ranges.go
		return err
	}
	known := false
	for _, t := range knownTypes {
		known = known || u.Type == t
	}
	if !known {
		return fmt.Errorf("warmaster: unit %s has type %q; WME knows %v", u.ID, u.Type, knownTypes)
	}
	if _, ok := fullPace[u.Type]; !ok && u.Profile[keyMove] <= 0 {
		return fmt.Errorf("warmaster: unit %s is a %s, whose pace its profile must give as move", u.ID, u.Type)
	}
	if IsCommander(u.Type) {
		if c := u.Profile[keyCommand]; c < 1 || c > 12 {
			return fmt.Errorf("warmaster: commander %s needs a command value (profile.command, %s), got %g", u.ID, profileRanges[keyCommand], c)
		}
		if len(u.Bases) != 1 {
			return fmt.Errorf("warmaster: commander %s must have exactly one base, has %d", u.ID, len(u.Bases))
		}
	}
	return nil
}

// pace is a unit's full pace in cm: the profile's "move" when it gives
// one, else a flyer's, else its type's.
func pace(u *rules.Unit) float64 {
	if v := u.Profile[keyMove]; v > 0 {
		return v
	}
	switch {
	case IsCommander(u.Type) && u.Profile[keyFly] > 0:
		return FlyingCommanderPace // [L2109], [L2177]
	case u.Profile[keyFly] > 0:
		return FlyerPace // [L2145]
	}
	return fullPace[u.Type]
}

func flag(u *rules.Unit, key string) bool { return u.Profile[key] > 0 }
