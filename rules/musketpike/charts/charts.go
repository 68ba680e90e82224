package charts

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// DieMin and DieMax are the rows of every chart: one d10 read 0-9, "0" is
// zero, not ten [L107].
const (
	DieMin = 0
	DieMax = 9
	// Rows is the number of rows of a die chart.
	Rows = DieMax - DieMin + 1
)

// MeleeModCap bounds the total of the melee modifiers: above +4 it is
// reduced to +4, below -4 raised to -4 [L1037].
const MeleeModCap = 4

// ModMax bounds every modifier a chart file may give (a terrain, formation,
// matrix or range modifier, the Rally modifier of the Orders Change Table):
// a d10 chart has 10 rows, so a modifier beyond ±9 would only ever read row
// 0 or row 9.
const ModMax = 9

// MaxMP bounds a movement cost in a chart file: the largest movement
// allowance is 8 (cavalry and leaders [L549]) plus 2 in Column [L519].
const MaxMP = 10

// MaxRange bounds the artillery range table, in hexes (1 hex = 100 yards
// [L116]; no gun of the period reached 3,000 yards).
const MaxRange = 30

// Order is a wing's order [L407-L427], in priority order [L257-L262].
type Order int

const (
	Charge Order = iota
	MakeReady
	ReceiveCharge
	Rally
	numOrders
)

var orderKeys = [numOrders]string{"charge", "make_ready", "receive_charge", "rally"}

// Key is the order's key in a chart file ("make_ready").
func (o Order) Key() string {
	if o < 0 || o >= numOrders {
		return "order(" + strconv.Itoa(int(o)) + ")"
	}
	return orderKeys[o]
}

func (o Order) String() string { return o.Key() }

// Class is a column of the Terrain Effects Chart. Leaders use the Cavalry
// column [L539]; limbered guns [L575] and dismounted cavalry [L1326] use the
// Heavy Infantry one.
type Class int

const (
	Cavalry Class = iota
	HeavyInfantry
	LightInfantry
	Artillery
	numClasses
)

var classKeys = [numClasses]string{"cavalry", "heavy_infantry", "light_infantry", "artillery"}

// Key is the class's column key in a chart file ("heavy_infantry").
func (c Class) Key() string {
	if c < 0 || c >= numClasses {
		return "class(" + strconv.Itoa(int(c)) + ")"
	}
	return classKeys[c]
}

func (c Class) String() string { return c.Key() }

// Span is an inclusive range of die rows, e.g. 0-5: a success range of the
// Continuation, Pre-emption, Orders Change and Interception tables.
type Span struct{ Lo, Hi int }

// Contains reports whether row lies in s.
func (s Span) Contains(row int) bool { return row >= s.Lo && row <= s.Hi }

func (s Span) String() string {
	if s.Lo == s.Hi {
		return strconv.Itoa(s.Lo)
	}
	return strconv.Itoa(s.Lo) + "-" + strconv.Itoa(s.Hi)
}

// Roll is one d10 read on a chart: the die as rolled, the modifier applied
// and the row read. A modified result below 0 reads row 0 and above 9 row 9
// [L107].
type Roll struct {
	Die int // as rolled, 0-9
	Mod int // the modifier applied (for melee after the ±4 cap [L1037])
	Row int // the row read: Die+Mod clamped to 0-9
}

// NewRoll is die read with modifier mod: the row is die+mod clamped to the
// chart's rows [L107]. A die outside 0-9 is clamped too (a roller bug must
// not index out of a chart).
func NewRoll(die, mod int) Roll {
	return Roll{Die: die, Mod: mod, Row: min(max(die+mod, DieMin), DieMax)}
}

func (r Roll) String() string {
	if r.Mod == 0 {
		return fmt.Sprintf("die %d, row %d", r.Die, r.Row)
	}
	return fmt.Sprintf("die %d %+d, row %d", r.Die, r.Mod, r.Row)
}

// Check is the outcome of a roll against a success range.
type Check struct {
	Roll
	Span     Span // the success range read from the chart
	Possible bool // false: the chart allows no attempt (the roll is not made)
	Success  bool
}

func check(s Span, die, mod int) Check {
	r := NewRoll(die, mod)
	return Check{Roll: r, Span: s, Possible: true, Success: s.Contains(r.Row)}
}

// Charts is a whole chart set: every chart the Musket & Pike text refers to
// but does not print (spec §3.9). It is read-only once parsed.
type Charts struct {
	name       string
	title      string
	unofficial bool

	// Continuation, Pre-emption and Interception: the success range by the
	// wing's current order; Has is false where the chart has no entry
	// (Rally for Continuation [L284] and Pre-emption [L292]).
	continuation, preemption, interception rangeChart
	orders                                 ordersChange

	leaderReplacement [Rows]LeaderFate
	terrain           Terrain

	musket, musketRegimental [numMusketColumns][Rows]FireCell
	lightCavalry             [numLightColumns][Rows]FireCell
	artilleryRange           [numGuns][]rangeBand
	artilleryFire            [Rows]FireCell
	artilleryDouble          int
	fireMods                 FireMods

	melee       [Rows]MeleeCell
	meleeMods   MeleeMods
	closeCombat [numCombatants][numCombatants]int
	ccHas       [numCombatants][numCombatants]bool

	unableToRetreat [Rows]RetreatFate
	pursuit         [Rows]Pursuit
	threshold       [numMorales]threshold
}

// Name is the file the charts came from ("unofficial.toml" for Default).
func (c *Charts) Name() string { return c.name }

// Title is the file's title, shown wherever a chart result is.
func (c *Charts) Title() string { return c.title }

// Unofficial reports whether the set is placeholder values rather than the
// published charts: every result read from it must then be labelled
// UNOFFICIAL (in the log, the combat breakdown, the odds preview).
func (c *Charts) Unofficial() bool { return c.unofficial }

// Label is the tag to put beside every result read from c: "UNOFFICIAL"
// for a placeholder set, else the set's title (a player's own file, named
// in its scenario), so that the log says which charts a result is from.
func (c *Charts) Label() string {
	if c.unofficial {
		return "UNOFFICIAL"
	}
	return c.title
}

// rangeChart is a success range per order.
type rangeChart struct {
	span [numOrders]Span
	has  [numOrders]bool
}

func (rc *rangeChart) check(o Order, die, mod int) Check {
	if o < 0 || o >= numOrders || !rc.has[o] {
		return Check{Roll: NewRoll(die, mod)}
	}
	return check(rc.span[o], die, mod)
}

// Continuation reads the Continuation Table [L286-L288] for a wing with
// order o: die is the d10, mod the sum of the modifiers (the AC's rating if
// stacked with or adjacent to the WC [L326], ...). A wing on Rally orders
// may not try (Possible is false) [L284].
func (c *Charts) Continuation(o Order, die, mod int) Check {
	return c.continuation.check(o, die, mod)
}

// Preemption reads the Pre-emption Table [L294] for the pre-empting wing's
// order o. A wing on Rally orders may not try [L292].
func (c *Charts) Preemption(o Order, die, mod int) Check {
	return c.preemption.check(o, die, mod)
}

// Interception reads the Interception Table [L730] for the intercepting
// cavalry's order o.
func (c *Charts) Interception(o Order, die, mod int) Check {
	return c.interception.check(o, die, mod)
}

// ordersChange is the Orders Change Table: a success range per current x
// desired order, or impossible [L435].
type ordersChange struct {
	span          [numOrders][numOrders]Span
	possible      [numOrders][numOrders]bool
	rallyModifier int
}

// OrdersChange reads the Orders Change Table [L433]: the wing's current
// order from, the desired order to, the d10 and the sum of the modifiers
// (the WC's rating, the AC's if stacked or adjacent [L324]). wingBroken
// says more than half of the wing's units are Morale Broken, Morale Shaken
// or eliminated (pursued off map counts as eliminated): changing to Rally
// then adds the chart's Rally modifier [L437]. Possible is false for a
// change the chart forbids [L435] and for from == to.
func (c *Charts) OrdersChange(from, to Order, die, mod int, wingBroken bool) Check {
	if from < 0 || from >= numOrders || to < 0 || to >= numOrders || !c.orders.possible[from][to] {
		return Check{Roll: NewRoll(die, mod)}
	}
	if to == Rally && wingBroken {
		mod += c.orders.rallyModifier
	}
	return check(c.orders.span[from][to], die, mod)
}

// RallyModifier is the Orders Change Table's modifier for changing to Rally
// when more than half of the wing is broken, shaken or eliminated [L437].
func (c *Charts) RallyModifier() int { return c.orders.rallyModifier }

// LeaderFate is a result of the Leader Replacement Table [L348].
type LeaderFate int

const (
	// LeaderReturns: the leader comes back on a unit of his wing in the
	// next turn's Marker Removal Phase (example 1, a "1" [L354]).
	LeaderReturns LeaderFate = iota
	// LeaderEliminated: permanently removed (example 2, a "6" [L356]).
	LeaderEliminated
)

var leaderKeys = []string{"returns", "eliminated"}

func (f LeaderFate) String() string { return keyOf(leaderKeys[:], int(f), "LeaderFate") }

// LeaderResult is a Leader Replacement roll.
type LeaderResult struct {
	Roll
	Fate LeaderFate
}

// LeaderReplacement reads the Leader Replacement Table for a removed leader
// [L348], [L1484]; the text gives it no modifiers.
func (c *Charts) LeaderReplacement(die int) LeaderResult {
	r := NewRoll(die, 0)
	return LeaderResult{Roll: r, Fate: c.leaderReplacement[r.Row]}
}

// Cost is a movement cost of the Terrain Effects Chart.
type Cost struct {
	MP         int  // movement points (for a hexside: added to the hex's)
	Prohibited bool // the class may not enter (or cross)
}

func (c Cost) String() string {
	if c.Prohibited {
		return "prohibited"
	}
	return strconv.Itoa(c.MP) + " MP"
}

// HexTerrain is one hex row of the Terrain Effects Chart.
type HexTerrain struct {
	Kind      string
	MP        [numClasses]Cost // cost to enter, per column
	FH        [numClasses]bool // a formation hit on entering [L563]
	BlocksLOS bool             // LOS may enter the hex but not pass through [L969]
	Fire      int              // added to fire at a unit in the hex
	Melee     int              // added to the attacker's roll against a defender in the hex
}

// Cost is the cost for class c to enter the hex.
func (t HexTerrain) Cost(c Class) Cost { return t.MP[c] }

// Hit reports whether class c takes a formation hit entering the hex.
func (t HexTerrain) Hit(c Class) bool { return t.FH[c] }

// SideTerrain is one hexside row of the Terrain Effects Chart.
type SideTerrain struct {
	Kind      string
	MP        [numClasses]Cost // added to the cost of the hex entered, per column
	FH        [numClasses]bool // a formation hit on crossing
	BlocksLOS bool             // per [L1336] LOS still reaches the hex just behind
	Fire      int              // added to fire across the hexside
	Melee     int              // added to the attacker's roll across the hexside
	// Slope is set for a slope kind with its own descending costs and hits
	// (crossing from the high side): DownMP, DownFH replace MP, FH then.
	Slope  bool
	DownMP [numClasses]Cost
	DownFH [numClasses]bool
}

// Cost is the extra cost for class c to cross; descending says the unit
// crosses a slope from its high side.
func (t SideTerrain) Cost(c Class, descending bool) Cost {
	if descending && t.Slope {
		return t.DownMP[c]
	}
	return t.MP[c]
}

// Hit reports whether class c takes a formation hit crossing.
func (t SideTerrain) Hit(c Class, descending bool) bool {
	if descending && t.Slope {
		return t.DownFH[c]
	}
	return t.FH[c]
}

// Wagons is the wagon row of the Terrain Effects Chart: modifiers for
// units stacked with wagons [L1301].
type Wagons struct {
	BlocksLOS bool // wagons block LOS [L965]
	Fire      int  // added to fire at a unit stacked with wagons
	Melee     int  // added to the attacker's roll against such a unit
}

// Terrain is the Terrain Effects Chart.
type Terrain struct {
	hex    map[string]HexTerrain
	side   map[string]SideTerrain
	wagons Wagons
}

// Hex is the chart's row for hex terrain kind (the map's Terrain.Kind).
func (t *Terrain) Hex(kind string) (HexTerrain, bool) { h, ok := t.hex[kind]; return h, ok }

// Hexside is the chart's row for hexside feature kind (the map's Side.Kind).
func (t *Terrain) Hexside(kind string) (SideTerrain, bool) { s, ok := t.side[kind]; return s, ok }

// Wagons is the chart's wagon row.
func (t *Terrain) Wagons() Wagons { return t.wagons }

// HexKinds is the hex terrain kinds the chart knows, in order, for checking
// a scenario's map against it.
func (t *Terrain) HexKinds() []string { return slices.Sorted(maps.Keys(t.hex)) }

// HexsideKinds is the hexside feature kinds the chart knows, in order.
func (t *Terrain) HexsideKinds() []string { return slices.Sorted(maps.Keys(t.side)) }

// Terrain is the Terrain Effects Chart [L539].
func (c *Charts) Terrain() *Terrain { return &c.terrain }

// FireCell is one cell of a fire table: casualty hits, a formation hit and
// a morale check. "NE" (no effect) is the zero cell [L989].
type FireCell struct {
	Hits int
	FH   bool
	MC   bool
}

// NoEffect reports whether the cell is "No Effect" (a leader in the hex
// then runs no risk [L989]).
func (f FireCell) NoEffect() bool { return f == FireCell{} }

// String is the cell as a chart file writes it: "NE", "1", "FH", "1+FH",
// "FH+MC".
func (f FireCell) String() string {
	var parts []string
	if f.Hits > 0 {
		parts = append(parts, strconv.Itoa(f.Hits))
	}
	if f.FH {
		parts = append(parts, "FH")
	}
	if f.MC {
		parts = append(parts, "MC")
	}
	if len(parts) == 0 {
		return "NE"
	}
	return strings.Join(parts, "+")
}

// severity orders fire cells for the monotonicity check of the tests: more
// hits, then an FH, then an MC.
func (f FireCell) severity() int {
	s := f.Hits * 4
	if f.FH {
		s += 2
	}
	if f.MC {
		s++
	}
	return s
}

// FireResult is a roll on a fire table.
type FireResult struct {
	Roll
	FireCell
}

// MusketColumn is a column of the "Musket" tables [L865].
type MusketColumn int

const (
	Front MusketColumn = iota
	Flank
	Salvo
	numMusketColumns
)

var musketKeys = [numMusketColumns]string{"front", "flank", "salvo"}

func (m MusketColumn) String() string { return keyOf(musketKeys[:], int(m), "MusketColumn") }

// Musket reads the Heavy Infantry musketry table [L864-L868], or with
// regimental the "Heavy Infantry with Regimental Artillery Musketry" one
// [L778-L780], in column col, for one half's fire: die and the sum of the
// modifiers (-3 Advance or Retire Fire [L790], [L808], -1 after a Salvo
// [L854], -1 reaction at moving cavalry [L756], terrain, target formation).
func (c *Charts) Musket(col MusketColumn, regimental bool, die, mod int) FireResult {
	r := NewRoll(die, mod)
	t := &c.musket
	if regimental {
		t = &c.musketRegimental
	}
	return FireResult{Roll: r, FireCell: t[col][r.Row]}
}

// LightColumn is a column of the "Light Infantry and Cavalry Fire Table".
type LightColumn int

const (
	// CommandedMuskets is the "Commanded Muskets and Dragoons" column [L873].
	CommandedMuskets LightColumn = iota
	// CavalryPistol is the "Cavalry Pistol Fire" column [L880].
	CavalryPistol
	numLightColumns
)

var lightKeys = [numLightColumns]string{"commanded_muskets_and_dragoons", "cavalry_pistol_fire"}

func (l LightColumn) String() string { return keyOf(lightKeys[:], int(l), "LightColumn") }

// LightCavalryFire reads the "Light Infantry and Cavalry Fire Table" in
// column col [L873], [L880].
func (c *Charts) LightCavalryFire(col LightColumn, die, mod int) FireResult {
	r := NewRoll(die, mod)
	return FireResult{Roll: r, FireCell: c.lightCavalry[col][r.Row]}
}

// Gun is an artillery class [L925].
type Gun int

const (
	Gun12lb   Gun = iota // Culverins
	Gun4to8lb            // Sakers
	Gun3lb               // Falcons
	numGuns
)

var gunKeys = [numGuns]string{"12lb", "4-8lb", "3lb"}

func (g Gun) String() string { return keyOf(gunKeys[:], int(g), "Gun") }

type rangeBand struct {
	span Span // hexes
	mod  int
}

// ArtilleryRange reads the "Artillery Range" table [L932]: the range
// modifier for gun class g at range hexes (counted as in [L772]). ok is
// false beyond the chart's last band (the counter's printed maximum range
// limits fire too [L772]).
func (c *Charts) ArtilleryRange(g Gun, hexes int) (mod int, ok bool) {
	if g < 0 || g >= numGuns {
		return 0, false
	}
	for _, b := range c.artilleryRange[g] {
		if b.span.Contains(hexes) {
			return b.mod, true
		}
	}
	return 0, false
}

// MaxArtilleryRange is the last range the chart gives for gun class g.
func (c *Charts) MaxArtilleryRange(g Gun) int {
	if g < 0 || g >= numGuns || len(c.artilleryRange[g]) == 0 {
		return 0
	}
	b := c.artilleryRange[g]
	return b[len(b)-1].span.Hi
}

// ArtilleryFire reads the "Artillery Fire" table [L933]: mod is the range
// modifier plus any other; a Double battery adds the chart's double
// modifier (a Double is a normal battery "except where a table says
// otherwise" [L128]).
func (c *Charts) ArtilleryFire(die, mod int, double bool) FireResult {
	if double {
		mod += c.artilleryDouble
	}
	r := NewRoll(die, mod)
	return FireResult{Roll: r, FireCell: c.artilleryFire[r.Row]}
}

// FireMods are the fire modifiers for the target's formation, from the
// fire tables (the text names them, its charts give them [L478-L479],
// [L485], [L501]). Open Order counts as Formation Shaken [L501].
type FireMods struct {
	TargetShaken   int
	TargetBroken   int
	TargetHedgehog int
}

// FireMods is the fire tables' formation modifiers.
func (c *Charts) FireMods() FireMods { return c.fireMods }

// Outcome is what a melee result does to one side.
type Outcome int

const (
	NoOutcome Outcome = iota
	// Shaken1, Shaken2: Morale Shaken, retreat 1 or 2 hexes [L1109].
	Shaken1
	Shaken2
	// Broken: Morale Broken, retreat 2 hexes [L1107].
	Broken
	// Eliminated [L1111].
	Eliminated
)

var outcomeNames = []string{"none", "MS1", "MS2", "MB", "E"}

func (o Outcome) String() string { return keyOf(outcomeNames[:], int(o), "Outcome") }

// MeleeCell is one row of the Melee Results Table.
type MeleeCell struct {
	Attacker, Defender Outcome
	// AttackerAdvances: the attacker must advance; DefenderAdvances: the
	// defender may [L1131].
	AttackerAdvances, DefenderAdvances bool
	// Pursuit: victorious cavalry rolls on the Cavalry Pursuit Table
	// [L1157].
	Pursuit bool
}

// String is the cell as a chart file writes it: "DMS1+AA", "AMB+DA+P", "NE".
func (m MeleeCell) String() string {
	var parts []string
	if m.Attacker != NoOutcome {
		parts = append(parts, "A"+m.Attacker.String())
	}
	if m.Defender != NoOutcome {
		parts = append(parts, "D"+m.Defender.String())
	}
	if m.AttackerAdvances {
		parts = append(parts, "AA")
	}
	if m.DefenderAdvances {
		parts = append(parts, "DA")
	}
	if m.Pursuit {
		parts = append(parts, "P")
	}
	if len(parts) == 0 {
		return "NE"
	}
	return strings.Join(parts, "+")
}

// MeleeResult is a roll on the Melee Results Table.
type MeleeResult struct {
	Roll
	MeleeCell
	// Total is the sum of the modifiers as given, before the ±4 cap.
	Total int
}

// Melee reads the Melee Results Table [L1018]: the attacker's die and the
// sum of every modifier (leader, morale difference, ratio, Momentum, flank
// and rear, matrix, pistols, formation, salvo, terrain [L1037-L1101]). The
// total is capped to ±4 [L1037], then the row clamped to 0-9 [L107].
func (c *Charts) Melee(die, mod int) MeleeResult {
	capped := min(max(mod, -MeleeModCap), MeleeModCap)
	r := NewRoll(die, capped)
	return MeleeResult{Roll: r, MeleeCell: c.melee[r.Row], Total: mod}
}

// MeleeMods are the Melee Results Table's modifier list: Formation and
// Salvo apply once per combat [L1037].
type MeleeMods struct {
	AttackerShaken int // an attacking unit is Formation Shaken (or Open Order [L501])
	AttackerBroken int // an attacking unit is Formation Broken
	DefenderShaken int
	DefenderBroken int
	// Salvo applies when the defender fired a Salvo at an attacker this
	// turn (a reading: the text names the modifier only [L1037]).
	Salvo int
}

// MeleeMods is the Melee Results Table's modifier list.
func (c *Charts) MeleeMods() MeleeMods { return c.meleeMods }

// Combatant is a row (attacker) or column (defender) of the Close Combat
// Matrix [L1095].
type Combatant int

const (
	CCCavalry       Combatant = iota
	CCHeavyInfantry           // "Hv Inf" [L1095]
	CCHeavyNoPikes            // HI without pikes, its own entries [L1308]
	CCLightInfantry           // LI melees only LI (and lone artillery) [L1153]
	CCHedgehog                // defender only: "Hedgehog" [L1095]
	numCombatants
)

var combatantKeys = [numCombatants]string{"cavalry", "heavy_infantry", "heavy_infantry_no_pikes", "light_infantry", "hedgehog"}

func (c Combatant) String() string { return keyOf(combatantKeys[:], int(c), "Combatant") }

// CloseCombat reads the Close Combat Matrix [L1095]: the modifier to the
// attacker's roll for attacker type a against defender type d. ok is false
// where the matrix has no entry (LI against non-LI [L1153], hedgehog as an
// attacker).
func (c *Charts) CloseCombat(a, d Combatant) (mod int, ok bool) {
	if a < 0 || a >= numCombatants || d < 0 || d >= numCombatants || !c.ccHas[a][d] {
		return 0, false
	}
	return c.closeCombat[a][d], true
}

// RetreatFate is a result of the "Unable to Retreat" table [L1129].
type RetreatFate int

const (
	// Stand: the unit returns to Morale Shaken, a free rally [L1129].
	Stand RetreatFate = iota
	// RetreatCasualty: one casualty, the unit stays Morale Broken.
	RetreatCasualty
	// RetreatEliminated: the unit is eliminated.
	RetreatEliminated
)

var retreatKeys = []string{"stand", "casualty", "eliminated"}

func (f RetreatFate) String() string { return keyOf(retreatKeys[:], int(f), "RetreatFate") }

// RetreatResult is a roll on the Unable to Retreat table.
type RetreatResult struct {
	Roll
	Fate RetreatFate
}

// UnableToRetreat reads the "Unable to Retreat" table [L1125], [L1129].
func (c *Charts) UnableToRetreat(die, mod int) RetreatResult {
	r := NewRoll(die, mod)
	return RetreatResult{Roll: r, Fate: c.unableToRetreat[r.Row]}
}

// Pursuit is a result of the Cavalry Pursuit Table [L1162-L1168].
type Pursuit int

const (
	BreakOff           Pursuit = iota // A: no pursuit, normal advance [L1164]
	PursueAndEliminate                // B [L1166]
	PursueOffMap                      // C [L1168]
)

var pursuitKeys = []string{"break_off", "pursue_and_eliminate", "pursue_off_map"}

func (p Pursuit) String() string { return keyOf(pursuitKeys[:], int(p), "Pursuit") }

// PursuitResult is a roll on the Cavalry Pursuit Table.
type PursuitResult struct {
	Roll
	Pursuit Pursuit
}

// CavalryPursuit reads the Cavalry Pursuit Table for one participating
// cavalry unit [L1162].
func (c *Charts) CavalryPursuit(die, mod int) PursuitResult {
	r := NewRoll(die, mod)
	return PursuitResult{Roll: r, Pursuit: c.pursuit[r.Row]}
}

// MoraleMin and MoraleMax bound printed morale [L42].
const (
	MoraleMin  = 4
	MoraleMax  = 8
	numMorales = MoraleMax - MoraleMin + 1
)

type threshold struct {
	hits int  // casualties at which the threshold is reached
	none bool // no threshold for this morale
}

// Threshold reads the Threshold Table [L1232] for a unit of printed morale
// and printed strength sp: the number of casualties at which it reaches its
// Casualty Threshold. ok is false when it has none: the chart says so, or
// the unit is eliminated (casualties >= printed SP [L889]) before it could
// reach it, which is how units of 4 SP or less with printed morale 8 have
// no threshold [L1287].
func (c *Charts) Threshold(morale, sp int) (hits int, ok bool) {
	if morale < MoraleMin || morale > MoraleMax {
		return 0, false
	}
	t := c.threshold[morale-MoraleMin]
	if t.none || t.hits >= sp {
		return 0, false
	}
	return t.hits, true
}

// keyOf is keys[i], or the type and number of a value that is none of the
// constants, so that a log line never panics on a caller's bad value.
func keyOf(keys []string, i int, kind string) string {
	if i < 0 || i >= len(keys) {
		return fmt.Sprintf("%s(%d)", kind, i)
	}
	return keys[i]
}
