package armylist

import (
	"errors"
	"fmt"
)

// Edition is the rules book a list comes from: the conversion of Ax(X) is
// DBM's only [L1105].
type Edition int

const (
	DBM Edition = iota
	DBMM
)

func (e Edition) String() string {
	if e == DBMM {
		return "DBMM"
	}
	return "DBM"
}

// Mount is what a list line says a troop rides, where its type alone does
// not tell: the chariot and camel conversions depend on it [L1101-1104].
type Mount int

const (
	Unstated Mount = iota
	Chariot
	Camel
)

// DBMTroop is a troop as a DBM or DBMM list writes it: "Reg Kn(I)" in
// 4-horse chariots, "Irr LH(I)" scouts on camels.
type DBMTroop struct {
	Type  string // DBM/DBMM abbreviation: "Kn", "Cv", "LH", "Ax", "Bw", ...
	Grade byte   // S, O, I, F or X
	Reg   bool
	Mount Mount
	Scout bool // a mounted scout line [L1107]
}

func (t DBMTroop) String() string { return status(t.Reg) + t.Type + "(" + string(t.Grade) + ")" }

// Troop is a Blood and Blades troop, written as the ruleset's scenarios
// write it ("Reg HCh(I)", read by bloodblades.ParseTroop).
type Troop struct {
	Type  string // BnB abbreviation (bnb.md §3.1 [L540])
	Grade byte
	Reg   bool
}

func (t Troop) String() string { return status(t.Reg) + t.Type + "(" + string(t.Grade) + ")" }

func status(reg bool) string {
	if reg {
		return "Reg "
	}
	return "Irr "
}

var (
	// ErrUnknownType: neither a DBM/DBMM type nor a grade of one.
	ErrUnknownType = errors.New("unknown DBM/DBMM troop")
	// ErrNotUsed: a troop the text leaves out of BnB, Cm(X) [L1106].
	ErrNotUsed = errors.New("not used in Blood and Blades")
	// ErrNoEquivalent: a DBM/DBMM troop the conversion list [L1099-1107]
	// gives no BnB type for (Kn not in chariots, SCh, Art, WWg, ...).
	ErrNoEquivalent = errors.New("no Blood and Blades equivalent")
)

// kept are the DBM/DBMM types that are BnB types as they stand (bnb.md
// §3.1 [L540]; the conversion list [L1099-1107] leaves them alone).
var kept = map[string]bool{
	"Ax": true, "Bd": true, "Bg": true, "Bw": true, "Hd": true, "Pk": true, "Ps": true, "Sp": true, "Wb": true,
	"Cm": true, "Cv": true, "El": true, "LH": true,
}

// unconverted are DBM/DBMM types with no BnB type and no conversion: Kn
// (outside chariots), scythed chariots, expendables, artillery, war
// wagons, boats.
var unconverted = map[string]bool{"Kn": true, "SCh": true, "Exp": true, "Art": true, "WWg": true, "Bts": true}

// scoutTypes are the DBM/DBMM mounted types a scout line may have.
var scoutTypes = map[string]bool{"Cv": true, "LH": true, "Cm": true}

const grades = "SOIFX"

// Convert translates a DBM/DBMM troop into its BnB troop (bnb.md §11.6
// [L1099-1107]); Reg/Irr status and grade are kept unless a rule changes
// them.
func Convert(t DBMTroop, ed Edition) (Troop, error) {
	known := kept[t.Type] || unconverted[t.Type]
	if !known || t.Grade == 0 || !containsGrade(t.Grade) {
		return Troop{}, fmt.Errorf("%v: %w (types: Ax Bd Bg Bw Hd Pk Ps Sp Wb Cm Cv El LH Kn SCh Exp Art WWg Bts; grades S O I F X)", t, ErrUnknownType)
	}
	out := Troop{Type: t.Type, Grade: t.Grade, Reg: t.Reg}
	switch {
	case t.Type == "Cm" && t.Grade == 'X':
		return Troop{}, fmt.Errorf("%v: %w [L1106]", t, ErrNotUsed)
	case t.Scout:
		// All mounted scouts must be LH(I) or LH(X) [L1107]: LH(X) for
		// camel riders (LH(X) are the camels, [L1104]), else LH(I).
		if !scoutTypes[t.Type] {
			return Troop{}, fmt.Errorf("%v scouts: %w: mounted scouts are Cv, LH or Cm [L1107]", t, ErrNoEquivalent)
		}
		out.Type, out.Grade = "LH", 'I'
		if t.Type == "Cm" || t.Mount == Camel || (t.Type == "LH" && t.Grade == 'X') {
			out.Grade = 'X'
		}
		return out, nil
	case t.Mount == Chariot && t.Type == "Kn":
		out.Type = "HCh" // Kn chariots -> HCh [L1101]
	case t.Mount == Chariot && t.Type == "Cv":
		out.Type = "LCh" // Cv chariots -> LCh [L1103]
	case t.Mount == Chariot:
		return Troop{}, fmt.Errorf("%v in chariots: %w: the text converts Kn and Cv chariots only [L1101, L1103]", t, ErrNoEquivalent)
	case t.Mount == Camel && t.Type == "LH" && t.Grade == 'I':
		out.Grade = 'X' // LH(I) camels -> LH(X) [L1104]
	case t.Mount == Camel && t.Type != "Cm":
		return Troop{}, fmt.Errorf("%v on camels: %w: the text converts LH(I) camels only [L1104]", t, ErrNoEquivalent)
	case t.Type == "Ax" && t.Grade == 'X' && ed == DBM:
		out.Type, out.Grade = "Pk", 'F' // DBM Ax(X) -> Pk(F) [L1105]
	case unconverted[t.Type]:
		return Troop{}, fmt.Errorf("%v: %w [L1099-1107]", t, ErrNoEquivalent)
	}
	// BnB has an (X) grade for LH and Pk only (Table 5.4 [L1055-1083]), as
	// bloodblades.ParseTroop checks.
	if out.Grade == 'X' && out.Type != "LH" && out.Type != "Pk" {
		return Troop{}, fmt.Errorf("%v (%v): %w: BnB has no %s(X) (Table 5.4 [L1055-1083]; the text converts DBM Ax(X) only [L1105])", t, ed, ErrNoEquivalent, out.Type)
	}
	return out, nil
}

func containsGrade(g byte) bool {
	for i := range len(grades) {
		if grades[i] == g {
			return true
		}
	}
	return false
}
