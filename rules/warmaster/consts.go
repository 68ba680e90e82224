package warmaster

// Every number of the rules in one table (shared/rules/wme.md §16,
// "practical points"), each with the line of the rules text (seed 000) it
// comes from.
const (
	// CommandBand is the width of a command distance band: −1 per full
	// band beyond the first (wme.md §6.4, A4; L531).
	CommandBand = 20.0
	// ThreatRange is how near an enemy must be to hinder an order or
	// expose a flank (wme.md §6.4; L535-543).
	ThreatRange = 20.0
	// MaxOrders is how many orders a unit may receive in one turn (L497).
	MaxOrders = 3
	// MaxBrigade is the largest brigade (L559).
	MaxBrigade = 4
	// CommanderPace and FlyingCommanderPace are how far commanders move
	// in the Commanders sub-phase (wme.md §6.7; L591).
	CommanderPace       = 60.0
	FlyingCommanderPace = 100.0
	// MaxVisibility is the longest line of sight (wme.md §1; L331).
	MaxVisibility = 60.0
	// ClosedSight is how much closed terrain a line of sight may cross
	// (wme.md §4.1; L956, L1036).
	ClosedSight = 2.0
	// BlunderRoll is the natural 2D6 total on which a Hero or Wizard
	// blunders (wme.md §6.3 item 9; L1954, L2011).
	BlunderRoll = 12
	// WizardBlunderBonus is added to a Wizard's blunder die (L2011).
	WizardBlunderBonus = 1
)

// Command ranges by commander type, cm (wme.md §3.3; L1997).
var commandRange = map[string]float64{General: 100, Hero: 60, Wizard: 20}

// Shooting (wme.md §8).
const (
	// HitOpen is the D6 score that hits an element in the open; defended
	// and fortified elements need one and two more (L1151-1163).
	HitOpen = 4
	// DefaultHits is the wounds per element when a profile gives none:
	// "generally 3" (L1195).
	DefaultHits = 3
	// FireCornerInset is how far along the front edge (cm) from each
	// corner the line of fire is tested (L1113, G9): the corners of
	// elements in line touch their neighbours, which must not count as
	// masking them; a tenth of a millimetre is invisible on the table.
	FireCornerInset = 0.01
	// DriveBackGap is how far short of an enemy or an engaged unit a
	// drive back stops (L1871).
	DriveBackGap = 1.0
	// DefendedIgnores and FortifiedIgnores are the wounds a defended or
	// fortified unit ignores for its drive back (A6; L1069, L2976).
	DefendedIgnores  = 1
	FortifiedIgnores = 2
)
