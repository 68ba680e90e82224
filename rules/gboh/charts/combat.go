package charts

import "slices"

// The combat charts (spec §3.8): the Missile Table's hit numbers, the
// Superiority, Clash of Weapons, Combat and Peril Tables.

// Aspect is the side of the defender an attack comes through (G14).
type Aspect int

// The aspects, in the order a Clash of Weapons cell lists them.
const (
	Front Aspect = iota
	Flank
	Rear
	numAspects
)

// CombatDice is the faces of the Combat Table's die, 0-9 [L61-63].
const CombatDice = 10

// MaxColumns bounds the Combat Table's columns.
const MaxColumns = 20

// Superiority is a Superiority Table result (source §8.52) [L1947-1967].
type Superiority int

// The results: none, Attacker Superior, Defender Superior.
const (
	NoSuperiority Superiority = iota
	AttackerSuperior
	DefenderSuperior
)

// Result is one Combat Table cell: the Cohesion hits of each side
// [L2009-2011].
type Result struct{ Attacker, Defender int }

// TwoHits is when a composite bow (A) inflicts 2 hits [L1684-1687]: at a
// range of at most Range hexes, on a modified die of at most Die.
type TwoHits struct{ Range, Die int }

// Peril is the Peril Table's bands for d10 + Individual Combat: a total
// of at most Killed kills, at most Out puts out of action, at most Wounded
// wounds; more leaves the individual unharmed [L1905-1915].
type Peril struct{ Killed, Out, Wounded int }

// Fate is a Peril Table outcome.
type Fate int

// The Peril outcomes, worst last.
const (
	Unharmed Fate = iota
	Wounded
	OutOfAction
	Killed
)

// combat is the part of Charts the combat charts fill.
type combat struct {
	hits    map[string][]int // weapon → hit number at range 1..range
	twoHits map[string]TwoHits
	heavy   map[string]bool
	asOver  map[string][]string // attacker Type → defender Types it is superior to
	dsOver  map[string][]string // defender Type → attacker Types it is superior to
	clash   [numColumns][numColumns][numAspects]int
	table   [][CombatDice]Result
	terrain map[string]int // hex kind of the defender → column shift
	uphill  int            // shift when the defender stands higher
	peril   Peril
	pursuit Pursuit
}

// Pursuit is the Pursuit Table [L2708-2771]: its Stop band and its
// modifiers ("en utilisant les modifications indiquées" [L2708-2709]: the
// text names them but prints none, so all are UNOFFICIAL data).
type Pursuit struct {
	Stop          int            // a modified d10 at most it, the pursuit stops
	Charisma      int            // added per point of the best Charisma stacked with the pursuer
	Undisciplined int            // added when the pursuer's army is undisciplined
	Types         map[string]int // added for the pursuer's troop Type
}

// PursuitStops reports the Pursuit Table's Stop for the modified die d
// [L2708-2716].
func (c *Charts) PursuitStops(d int) bool { return d <= c.pursuit.Stop }

// PursuitModifier is the Pursuit Table's modifier [L2708-2709] for a
// pursuer of troop Type ty, with charisma the best Charisma stacked with
// it, of an undisciplined army or not.
func (c *Charts) PursuitModifier(ty string, charisma int, undisciplined bool) int {
	m := c.pursuit.Charisma*charisma + c.pursuit.Types[ty]
	if undisciplined {
		m += c.pursuit.Undisciplined
	}
	return m
}

// HitNumber is the Missile Table's number for weapon w at range r hexes
// (a modified die at most it hits), false beyond the weapon's range.
func (c *Charts) HitNumber(w string, r int) (int, bool) {
	h := c.hits[w]
	if r < 1 || r > len(h) {
		return 0, false
	}
	return h[r-1], true
}

// TwoHitsOf is when weapon w inflicts 2 hits, false if never.
func (c *Charts) TwoHitsOf(w string) (TwoHits, bool) {
	t, ok := c.twoHits[w]
	return t, ok
}

// Heavy reports a Type marked "+" on the Superiority Table: heavy units
// that moved must Shock [L1510-1512].
func (c *Charts) Heavy(t string) bool { return c.heavy[t] }

// SuperiorityOf is the Type Superiority of an attacker of Type att over a
// defender of Type def [L1977-1984].
func (c *Charts) SuperiorityOf(att, def string) Superiority {
	switch {
	case slices.Contains(c.asOver[att], def):
		return AttackerSuperior
	case slices.Contains(c.dsOver[def], att):
		return DefenderSuperior
	}
	return NoSuperiority
}

// Clash is the Clash of Weapons Table's column (1-based) for an attacker
// of column att against a defender of column def through aspect a
// [L1917-1924].
func (c *Charts) Clash(att, def Column, a Aspect) int { return c.clash[att][def][a] }

// CombatColumns is the number of Combat Table columns.
func (c *Charts) CombatColumns() int { return len(c.table) }

// Combat is the Combat Table's cell at column col (1-based, clamped to the
// table) and die (clamped to 0-9): higher columns and dice favour the
// attacker (A15).
func (c *Charts) Combat(col, die int) (Result, int, int) {
	col = min(max(col, 1), len(c.table))
	die = min(max(die, 0), CombatDice-1)
	return c.table[col-1][die], col, die
}

// TerrainShift is the Combat Table column shift for a defender in a hex of
// kind k (negative: against the attacker) [L1181-1184].
func (c *Charts) TerrainShift(k string) int { return c.terrain[k] }

// UphillShift is the column shift when the defender stands higher than the
// attacker [L1181-1184].
func (c *Charts) UphillShift() int { return c.uphill }

// PerilOf is the Peril Table's outcome for a total of d10 + Individual
// Combat.
func (c *Charts) PerilOf(total int) Fate {
	switch p := c.peril; {
	case total <= p.Killed:
		return Killed
	case total <= p.Out:
		return OutOfAction
	case total <= p.Wounded:
		return Wounded
	}
	return Unharmed
}
