package armylist

import (
	"errors"
	"fmt"
	"strings"
)

// pointsCols are the columns of Table 5.4 [L1059-1060]: Reg S O I F X,
// then Irr S O I F X.
const pointsCols = "SOIFX"

// noPrice marks a "--" cell of Table 5.4, or the cell the rows from Cm on
// do not print (A5).
const noPrice = -1

// pointsTable is Table 5.4 [L1055-1076], army points per base. The rows
// Ax to Bw and Cv print ten values [L1061-1065]; the rows from Cm on
// print nine [L1067-1076], read as the Irr X column missing (bnb.md §3.5,
// A5): it fits the rows that have an X grade (LH's Reg X is 6 [L1072],
// Pk's 8 [L1073]) and keeps Irr Wb(F) at 10, as the sample army prices
// it (docs/bnb-armies.md).
var pointsTable = map[string][10]float64{
	"Ax":  {7, 5, 4, noPrice, noPrice, 6, 4, 3, noPrice, noPrice},                               // [L1061]
	"Bd":  {noPrice, 10, 8, 9, noPrice, noPrice, 8, 6, 7, noPrice},                              // [L1062]
	"Bg":  {noPrice, noPrice, noPrice, noPrice, noPrice, noPrice, 0, noPrice, noPrice, noPrice}, // [L1063]
	"Bw":  {16, 12, 10, noPrice, noPrice, 12, 9, 7, noPrice, noPrice},                           // [L1064]
	"Cv":  {13, 11, 9, noPrice, noPrice, 12, 10, 8, noPrice, noPrice},                           // [L1065]
	"Cm":  {noPrice, noPrice, noPrice, noPrice, noPrice, 7, noPrice, noPrice, noPrice, noPrice}, // [L1067]
	"El":  {noPrice, noPrice, noPrice, noPrice, noPrice, 28, 24, 21, noPrice, noPrice},          // [L1068]
	"HCh": {17, 14, 12, 15, noPrice, 16, 13, 11, 14, noPrice},                                   // [L1069]
	"Hd":  {noPrice, noPrice, noPrice, noPrice, noPrice, 4, 2, noPrice, 3, noPrice},             // [L1070]
	"LCh": {12, 10, 8, noPrice, noPrice, 11, 9, 7, noPrice, noPrice},                            // [L1071]
	"LH":  {10, 8, 6, 8, 6, 10, 8, 6, 8, noPrice},                                               // [L1072]
	"Pk":  {noPrice, noPrice, 7, 8, 8, noPrice, noPrice, 5, 7, noPrice},                         // [L1073]
	"Ps":  {4, 3, 2, noPrice, noPrice, 4, 3, 2, noPrice, noPrice},                               // [L1074]
	"Sp":  {noPrice, 12, 8, noPrice, noPrice, noPrice, 10, 7, noPrice, noPrice},                 // [L1075]
	"Wb":  {noPrice, noPrice, noPrice, noPrice, noPrice, 13, 8, noPrice, 10, noPrice},           // [L1076]
}

// ninePrinted are the rows printing nine values [L1067-1076] (A5).
var ninePrinted = map[string]bool{"Cm": true, "El": true, "HCh": true, "Hd": true, "LCh": true, "LH": true, "Pk": true, "Ps": true, "Sp": true, "Wb": true}

// camelPoints is the price of every Cm: the row prints only Irr S = 7
// [L1067], and the lists field Irr Cm(O) [L1172, L1205] (A5: "treat 7 as
// the price of any Cm").
const camelPoints = 7

// infantryTypes are the infantry types (bnb.md §3.1 [L546, L552, L558]),
// the ones that may be mounted infantry [L560-569]; Bg is infantry but
// never rides.
var infantryTypes = map[string]bool{"Ax": true, "Bd": true, "Bw": true, "Hd": true, "Pk": true, "Ps": true, "Sp": true, "Wb": true}

// Extras are the additions to a base's price [L1078-1083].
type Extras struct {
	// Mounted: the base is mounted infantry (+1 [L1080]; +0.5 for a Ps
	// [L1081]).
	Mounted bool
	// Support: the base is a Ps(O) giving the special support its list
	// allows (+1 [L1082]; +1 in all, not +2, when it is mounted too
	// [L1083]). It is T21's support [L2132-2134], which the ruleset gives
	// a Ps(O) whose profile has ps-support = 1.
	Support bool
}

// ErrNoPrice: Table 5.4 has no price for the troop ("--", or the Irr X
// cell the rows from Cm on do not print, A5).
var ErrNoPrice = errors.New("Table 5.4 gives no price")

// Points is a base's army points: Table 5.4 by type, Reg/Irr and grade
// [L1055-1076], plus the extras [L1078-1083].
func Points(t Troop, x Extras) (float64, error) {
	row, ok := pointsTable[t.Type]
	col := strings.IndexByte(pointsCols, t.Grade)
	if !ok || col < 0 {
		return 0, fmt.Errorf("%v: %w (Table 5.4 [L1055-1076] prices Ax Bd Bg Bw Cv Cm El HCh Hd LCh LH Pk Ps Sp Wb, grades S O I F X)", t, ErrUnknownType)
	}
	if !t.Reg {
		col += len(pointsCols)
	}
	ap := row[col]
	switch {
	case t.Type == "Cm" && t.Grade != 'X':
		ap = camelPoints // A5
	case ap == noPrice && !t.Reg && t.Grade == 'X' && ninePrinted[t.Type]:
		return 0, fmt.Errorf("%v: %w: the rows from Cm on print nine values, read as no Irr X column (bnb.md A5, [L1067-1076])", t, ErrNoPrice)
	case ap == noPrice:
		return 0, fmt.Errorf("%v: %w (\"--\" [L1055-1076])", t, ErrNoPrice)
	}
	if x.Mounted && !infantryTypes[t.Type] {
		return 0, fmt.Errorf("%v: only infantry can be mounted infantry [L560-569, L1080]", t)
	}
	if x.Support && (t.Type != "Ps" || t.Grade != 'O') {
		return 0, fmt.Errorf("%v: the special support is a Ps(O)'s (T21 [L2132], [L1082])", t)
	}
	switch {
	case x.Mounted && x.Support:
		ap++ // +1, not +2, for a mounted Ps giving the special support [L1083]
	case x.Mounted && t.Type == "Ps":
		ap += 0.5 // +0.5 instead of +1 for a mounted Ps [L1081]
	case x.Mounted:
		ap++ // +1 for mounted infantry [L1080]
	case x.Support:
		ap++ // +1 for a Ps giving the special support the list names [L1082]
	}
	return ap, nil
}
