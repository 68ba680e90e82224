package charts

import "slices"

// Column is a column of the Movement and Stacking Tables: a group of troop
// Types that move alike (the chart's [types] says which Type is which).
type Column int

// The columns, in the order the file format lists them.
const (
	HeavyInfantry Column = iota
	MediumInfantry
	LightInfantry
	Skirmishers
	Cavalry // also leaders and heroes [L1111-1116]
	Elephants
	numColumns
)

var columnKeys = [numColumns]string{"heavy_infantry", "medium_infantry", "light_infantry", "skirmishers", "cavalry", "elephants"}

// Key is the column's name in a chart file.
func (c Column) Key() string { return columnKeys[c] }

// Columns is every column, in file order.
func Columns() []Column {
	out := make([]Column, numColumns)
	for i := range out {
		out[i] = Column(i)
	}
	return out
}

// MaxMP bounds a movement cost in a chart file: a unit's MA is at most 12
// (the Fly spell's [L3045]) plus 1 in Column [L1217].
const MaxMP = 13

// MaxHits bounds the Cohesion hits of one chart entry: TQ is a d10 value.
const MaxHits = 9

// Cost is one Movement Table cell: the MP to enter (or cross), or
// Prohibited; and the Cohesion hits a combat unit takes doing so.
type Cost struct {
	MP         int
	Prohibited bool
	Hits       int
}

// HexTerrain is one hex kind's row of the Movement Table.
type HexTerrain struct {
	// Difficult: woods, marsh, uneven ground [L1453-1454]: pivoting in it
	// costs 1 Cohesion hit per 60° [L1451-1452].
	Difficult bool
	cost      [numColumns]Cost
}

// Cost is the row's cell for column c.
func (t HexTerrain) Cost(c Column) Cost { return t.cost[c] }

// Hexside is one hexside kind's row: MP added to the hex entered, hits.
type Hexside struct{ cost [numColumns]Cost }

// Cost is the row's cell for column c.
func (t Hexside) Cost(c Column) Cost { return t.cost[c] }

// Pass is one Stacking Table cell: whether the mover may move through a
// friendly combat unit, and the Cohesion hits to each [L1361-1365].
type Pass struct {
	Allowed       bool
	Mover, Passed int
}

// Charts is one set of the charts the text does not print.
type Charts struct {
	name, title  string
	unofficial   bool
	types        map[string]Column
	altitudeUpMP int
	altitudeHits int
	hexes        map[string]HexTerrain
	hexsides     map[string]Hexside
	stacking     [numColumns][numColumns]Pass
	ranges       map[string]int
	combat
}

// Weapons are the missile weapon letters [L33-36, L1561-1564].
var Weapons = []string{"a", "A", "c", "C", "f", "j", "m", "s"}

// MaxRange bounds a missile range in hexes.
const MaxRange = 20

// MissileRange is weapon letter w's range in hexes (Missile Table), false
// for a letter the chart does not know.
func (c *Charts) MissileRange(w string) (int, bool) {
	r, ok := c.ranges[w]
	return r, ok
}

// Name is the file the set came from.
func (c *Charts) Name() string { return c.name }

// Title is the set's title, shown beside every result.
func (c *Charts) Title() string { return c.title }

// Unofficial reports a placeholder set.
func (c *Charts) Unofficial() bool { return c.unofficial }

// Label is what every result read from the set carries: "UNOFFICIAL" for a
// placeholder set, else the set's title (a player's own file, named in
// its scenario), so that the log says which charts a result is from.
func (c *Charts) Label() string {
	if c.unofficial {
		return "UNOFFICIAL"
	}
	return c.title
}

// Column is the Movement Table column of troop Type t, false when the
// chart does not know t.
func (c *Charts) Column(t string) (Column, bool) {
	col, ok := c.types[t]
	return col, ok
}

// Types is every Type the chart knows, sorted.
func (c *Charts) Types() []string {
	var out []string
	for t := range c.types {
		out = append(out, t)
	}
	slices.Sort(out)
	return out
}

// Hex is hex kind's row, false for a kind the chart does not know.
func (c *Charts) Hex(kind string) (HexTerrain, bool) {
	t, ok := c.hexes[kind]
	return t, ok
}

// HexKinds is every hex kind the chart knows, sorted.
func (c *Charts) HexKinds() []string { return sortedKeys(c.hexes) }

// Hexside is hexside kind's row, false for a kind the chart does not know.
func (c *Charts) Hexside(kind string) (Hexside, bool) {
	t, ok := c.hexsides[kind]
	return t, ok
}

// HexsideKinds is every hexside kind the chart knows, sorted.
func (c *Charts) HexsideKinds() []string { return sortedKeys(c.hexsides) }

// AltitudeUpMP is the MP to climb one level [L1154-1155].
func (c *Charts) AltitudeUpMP() int { return c.altitudeUpMP }

// AltitudeHits is the Cohesion hits per change of altitude [L1159-1160].
func (c *Charts) AltitudeHits() int { return c.altitudeHits }

// Pass is the Stacking Table's cell for a mover of column mover passing
// through a friendly combat unit of column still.
func (c *Charts) Pass(mover, still Column) Pass { return c.stacking[mover][still] }

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
