package warmaster

import (
	"fmt"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Category is what a terrain kind is under WME (wme.md §4.1; L936-988).
type Category struct {
	Elevated, Difficult, Closed, Impassable, HardGoing, Dangerous bool
	LowObstacle, HighObstacle, Road                               bool
	// CityWall: city or fortress walls (L1022 refers to the siege
	// booklet): high obstacles whose defenders are charged only by
	// infantry with ladders, and in the front ([L894-898]).
	CityWall bool
}

// Categories maps the scenario's terrain kind words to their WME
// categories, following the text's examples (wme.md §4.1, L994-1022):
// woods and villages are closed and difficult, marshes and rocky ground
// difficult, gentle hills elevated, steep hills elevated and difficult,
// rivers and lakes impassable (A21: the summary table's reading [L626],
// unless the setting deep-water says "dangerous", [L1006]; a scenario
// models a ford or bridge by leaving a gap in the river line and marking
// it with a ford or bridge feature), hard going and dangerous terrain as
// the text defines them ([L962-968]), hedges and low walls low linear obstacles, high walls high
// linear obstacles, city and fortress walls high obstacles too (the siege
// booklet's rules for crossing them are not in the text, [L1022]), roads,
// fords and bridges roads; a crest, the line along
// a hill's highest points, changes nothing under foot and blocks sight
// (hills.go, [L1042]).
var Categories = map[string]Category{
	"open":       {},
	"field":      {},
	"hill":       {Elevated: true},
	"steep-hill": {Elevated: true, Difficult: true},
	kindCrest:    {},
	"wood":       {Closed: true, Difficult: true},
	"village":    {Closed: true, Difficult: true},
	"marsh":      {Difficult: true},
	"rough":      {Difficult: true},
	"rocks":      {Difficult: true},
	"stream":     {},
	"river":      {Impassable: true},
	"lake":       {Impassable: true},
	// Hard going ("impraticable", [L962-964]): entered or crossed only by
	// a unit touching it as its move starts; dangerous ("dangereux",
	// [L966-968]): open to every type but artillery ([L2290]), every base
	// on it at the end of a phase eliminated (dangerous.go).
	"hard-going":    {HardGoing: true},
	"dangerous":     {Dangerous: true},
	"cliff":         {Impassable: true},
	"impassable":    {Impassable: true},
	"dense-wood":    {Impassable: true},
	"hedge":         {LowObstacle: true},
	"wall":          {LowObstacle: true},
	"high-wall":     {HighObstacle: true},
	"city-wall":     {HighObstacle: true, CityWall: true},
	"fortress-wall": {HighObstacle: true, CityWall: true},
	"road":          {Road: true},
	"ford":          {Road: true},
	"bridge":        {Road: true},
}

// SettingDeepWater chooses what rivers and lakes (deep water) are (wme.md
// A21): DeepImpassable, the default, is the summary table's "or
// impassable" ([L626]); DeepDangerous is the terrain section's "terrain
// difficile, impraticable et dangereux" ([L1006]).
const SettingDeepWater = "deep-water"

// The values of SettingDeepWater.
const (
	DeepImpassable = "impassable"
	DeepDangerous  = "dangerous"
)

// deepWaterKinds are the kinds that are deep water ([L1006]: "Fleuves et
// eaux profondes").
var deepWaterKinds = map[string]bool{"river": true, "lake": true}

// deepDangerous is deep water under the [L1006] reading.
var deepDangerous = Category{Difficult: true, HardGoing: true, Dangerous: true}

// checkDeepWater checks the setting deep-water: one of its two values.
func checkDeepWater(s *rules.State) error {
	v, ok := s.Settings[SettingDeepWater]
	if !ok {
		return nil
	}
	switch strings.TrimSpace(v) {
	case DeepImpassable, DeepDangerous:
		return nil
	}
	return fmt.Errorf("warmaster: setting %s = %q: the values are %q (rivers and lakes impassable, [L626]) and %q (difficult, hard going and dangerous, [L1006]) (WME §4.1, A21)",
		SettingDeepWater, v, DeepImpassable, DeepDangerous)
}

// category is feature f's WME category in state s: its kind's, deep
// water's as the setting deep-water reads it (A21).
func category(s *rules.State, f *table.Feature) Category {
	if deepWaterKinds[f.Kind] && s != nil && strings.TrimSpace(s.Settings[SettingDeepWater]) == DeepDangerous {
		return deepDangerous
	}
	return Categories[f.Kind]
}

// blocks reports whether terrain stops an element of type typ (wme.md
// §4.1 and its type rules: only infantry enters difficult terrain [L950],
// high obstacles stop all but infantry [L984], low obstacles stop chariots
// and artillery [L972] (A20), artillery enters only hills and roads
// [L2290], machines move as chariots [L2292], commanders as infantry
// [L2031]). Hard going stops every type ([L964]): the moves that know
// where they start let it in from contact (blocksFrom).
func blocks(typ string, c Category) bool {
	return blocksFrom(typ, c, false)
}

// standBlocks reports whether an element of type typ may not stand on
// terrain c, wherever it came from: blocks without hard going's bar on
// entering ([L964] bars a move, not a place); for the places the rules
// give (a unit coming back, a commander displaced or joining, a flyer's
// landing, a friend's place once it has made way).
func standBlocks(typ string, c Category) bool { return blocksFrom(typ, c, true) }

// enterBlocks is the terrain an element of type typ at r may not enter
// as it moves from r: terrain impassable to its type that it does not
// already stand in, hard going only when it does not touch it there
// ([L964]); for the moves the rules make (drive backs, retreats,
// pursuits, making way).
func enterBlocks(s *rules.State, typ string, r geom.Rect) func(*table.Feature) bool {
	inside := map[string]bool{}
	for _, c := range s.Table.Under(r) {
		inside[c.Feature] = true
	}
	return func(f *table.Feature) bool {
		if inside[f.ID] {
			return false
		}
		c := category(s, f)
		return blocksFrom(typ, c, c.HardGoing && table.FeatureDistance(r, f) <= table.ContactTolerance)
	}
}

// blocksFrom is blocks for a mover that touches the terrain as its move
// starts (touching) or not: hard going is entered or crossed only from
// contact ([L962-964], "que si elles sont au contact du terrain au début
// de leur mouvement"), and what else the terrain is still applies (deep
// water under [L1006] stays difficult: infantry only).
func blocksFrom(typ string, c Category, touching bool) bool {
	if c.HardGoing && !touching {
		return true
	}
	if typ != Artillery { // artillery only on open ground, hills and roads ([L2290], A20)
		c.HardGoing = false
	}
	if typ == General || typ == Hero || typ == Wizard {
		typ = Infantry
	}
	if typ == Machine {
		typ = Chariot
	}
	switch {
	case c.Road:
		return false
	case c.Impassable:
		return true
	case typ == Artillery:
		return !(c == Category{} || c == Category{Elevated: true})
	case c.Difficult || c.HighObstacle:
		return typ != Infantry
	case c.LowObstacle:
		return typ == Chariot
	}
	return false
}
