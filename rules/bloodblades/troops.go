package bloodblades

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"

	"plateau/rules"
)

// Class is a set of troop classes (bnb.md §3.1 [L538-695]).
type Class uint8

const (
	Infantry      Class = 1 << iota // [L546]
	HeavyInfantry                   // Bd, Bw, Hd, Pk, Sp, Wb [L558]
	LightInfantry                   // Ax, Ps [L552]
	Mounted                         // Cm, Cv, El, HCh, LCh, LH [L637]
	Skirmisher                      // Ps, LH [L689]
	LightTroops                     // skirmishers and Ax [L695]
)

// Has reports whether c holds every class of k.
func (c Class) Has(k Class) bool { return c&k == k }

// Terrain columns of the movement table (Table 6.1 [L1427-1435]).
const (
	colGGo = iota
	colRGo
	colDGo
	colRoad
)

// TypeInfo is one troop type's line of the rules' tables.
type TypeInfo struct {
	Abbr  string
	Name  string // English name (French in the doc comment of Types)
	Class Class
	// Move is the allowance in MU in GGo, RGo, DGo and on a road (Table
	// 6.1 [L1427-1435]); NoMove marks El, which the table omits (A2), and
	// Immobile marks Bg [L589].
	Move     [4]float64
	NoMove   bool
	Immobile bool
	// CF are the combat factors against infantry, against mounted and
	// when shot at (Table 7.1 [L2086-2100]); NoCF marks Bg (A3).
	CF   [3]int
	NoCF bool
	// Depth is the depth class (row of Table 5.2 [L736-742]), with the
	// grades whose class differs in DepthByGrade.
	Depth        int
	DepthByGrade map[byte]int
	// PoC are the points of confidence per base (bnb.md §3.4
	// [L2011-2021]) for every grade, with exceptions by grade; 0 means
	// the text gives none (A4).
	PoC        int
	PoCByGrade map[byte]int
}

// heavyFoot is the heavy-infantry movement row (Table 6.1 [L1435]).
var heavyFoot = [4]float64{2, 2, 2, 4}

// Types is the troop table, keyed by abbreviation (bnb.md §3.1-3.4):
// Ax Auxiliaires, Bd Lames, Bg Bagages, Bw Archers, Hd Horde, Pk Pique,
// Ps Psilètes, Sp Lances, Wb Guerriers, Cm Chameaux, Cv Cavalerie,
// El Éléphants, HCh Chars lourds, LCh Chars légers, LH Cavalerie légère.
var Types = map[string]TypeInfo{
	"Ax": {Abbr: "Ax", Name: "Auxilia", Class: Infantry | LightInfantry | LightTroops,
		Move: [4]float64{3, 3, 3, 4}, CF: [3]int{3, 2, 3}, Depth: 1, PoC: 4},
	"Bd": {Abbr: "Bd", Name: "Blade", Class: Infantry | HeavyInfantry,
		Move: heavyFoot, CF: [3]int{4, 4, 4}, Depth: 0, DepthByGrade: map[byte]int{'F': 1}, PoC: 4},
	"Bg": {Abbr: "Bg", Name: "Baggage", Class: Infantry, Immobile: true, NoCF: true, Depth: 3, PoC: 16},
	"Bw": {Abbr: "Bw", Name: "Bow", Class: Infantry | HeavyInfantry,
		Move: heavyFoot, CF: [3]int{2, 4, 2}, Depth: 1, PoC: 8},
	// Hd has no row in Table 6.1: it is heavy infantry [L558], so it
	// moves as heavy infantry (A2).
	"Hd": {Abbr: "Hd", Name: "Horde", Class: Infantry | HeavyInfantry,
		Move: heavyFoot, CF: [3]int{2, 2, 2}, Depth: 2, PoC: 2},
	"Pk": {Abbr: "Pk", Name: "Pike", Class: Infantry | HeavyInfantry,
		Move: heavyFoot, CF: [3]int{3, 4, 3}, Depth: 0, DepthByGrade: map[byte]int{'F': 1}, PoC: 8},
	"Ps": {Abbr: "Ps", Name: "Psiloi", Class: Infantry | LightInfantry | Skirmisher | LightTroops,
		Move: [4]float64{3, 3, 3, 4}, CF: [3]int{2, 2, 2}, Depth: 1, PoC: 2},
	"Sp": {Abbr: "Sp", Name: "Spear", Class: Infantry | HeavyInfantry,
		Move: heavyFoot, CF: [3]int{4, 4, 4}, Depth: 0, PoC: 8},
	"Wb": {Abbr: "Wb", Name: "Warband", Class: Infantry | HeavyInfantry,
		Move: heavyFoot, CF: [3]int{3, 2, 3}, Depth: 0, DepthByGrade: map[byte]int{'F': 1}, PoC: 8},
	"Cm": {Abbr: "Cm", Name: "Camel", Class: Mounted,
		Move: [4]float64{4, 3, 2, 4}, CF: [3]int{3, 2, 3}, Depth: 2, PoC: 4},
	"Cv": {Abbr: "Cv", Name: "Cavalry", Class: Mounted,
		Move: [4]float64{4, 3, 2, 4}, CF: [3]int{3, 3, 3}, Depth: 2,
		PoCByGrade: map[byte]int{'S': 8, 'O': 4, 'I': 4}},
	"El": {Abbr: "El", Name: "Elephant", Class: Mounted, NoMove: true, CF: [3]int{4, 4, 4}, Depth: 3},
	"HCh": {Abbr: "HCh", Name: "Heavy Chariot", Class: Mounted,
		Move: [4]float64{3, 2, 1, 4}, CF: [3]int{3, 4, 4}, Depth: 3, PoC: 8},
	"LCh": {Abbr: "LCh", Name: "Light Chariot", Class: Mounted,
		Move: [4]float64{4, 2, 1, 4}, CF: [3]int{3, 3, 3}, Depth: 3,
		PoCByGrade: map[byte]int{'S': 8, 'O': 4, 'I': 4}},
	"LH": {Abbr: "LH", Name: "Light Horse", Class: Mounted | Skirmisher | LightTroops,
		Move: [4]float64{5, 3, 2, 4}, CF: [3]int{2, 2, 2}, Depth: 2,
		PoCByGrade: map[byte]int{'O': 4, 'F': 4, 'I': 2, 'X': 2}},
}

// CinCPoC is the PoC of the C-in-C's base, whatever its type [L2014].
const CinCPoC = 16

// Grades in the order the text writes them, "SOIFX" [L532-536].
const Grades = "SOIFX"

// Troop is a base's troop: type, grade and Reg/Irr status, as the army
// lists write it: "Reg Cv(O)", "Irr Wb (F)", "Bd(O)".
type Troop struct {
	Type  string // abbreviation, a key of Types
	Grade byte   // one of Grades
	Reg   bool
}

func (t Troop) String() string {
	s := "Irr "
	if t.Reg {
		s = "Reg "
	}
	return s + t.Type + "(" + string(t.Grade) + ")"
}

// Info is the troop's line of the tables.
func (t Troop) Info() TypeInfo { return Types[t.Type] }

// Is reports whether the troop has every class of k.
func (t Troop) Is(k Class) bool { return Types[t.Type].Class.Has(k) }

// DepthClass is the troop's row of Table 5.2 [L736-742].
func (t Troop) DepthClass() int {
	info := t.Info()
	if k, ok := info.DepthByGrade[t.Grade]; ok {
		return k
	}
	return info.Depth
}

// PoC is the troop's points of confidence per base (bnb.md §3.4
// [L2011-2021]); ok is false where the text gives none (A4).
func (t Troop) PoC() (int, bool) {
	info := t.Info()
	if v, ok := info.PoCByGrade[t.Grade]; ok {
		return v, true
	}
	if info.PoCByGrade != nil {
		return 0, false
	}
	return info.PoC, info.PoC > 0
}

// CamelTerrain reports whether the troop counts terrain as camels do: Cm
// and LH(X) [L683-685].
func (t Troop) CamelTerrain() bool { return t.Type == "Cm" || (t.Type == "LH" && t.Grade == 'X') }

var troopRE = regexp.MustCompile(`^(?:(Reg|Irr)\s+)?([A-Za-z]+)\s*\(\s*([A-Za-z])\s*\)$`)

// ParseTroop reads a unit type as the army lists write it [L1156-1217]:
// an optional "Reg " or "Irr ", the type, the grade in brackets. Without a
// status the troop is irregular: the text makes regulars the marked case
// ("certaines troupes sont qualifiées de régulières ... les autres ... sont
// appelées irrégulières" [L522]), and every list line names it anyway.
func ParseTroop(s string) (Troop, error) {
	m := troopRE.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return Troop{}, fmt.Errorf("%q is not a troop type such as \"Reg Cv(O)\", \"Irr Wb(F)\" or \"Bd(O)\"", s)
	}
	t := Troop{Type: m[2], Reg: m[1] == "Reg"}
	if _, ok := Types[t.Type]; !ok {
		return Troop{}, fmt.Errorf("%q: unknown troop type %q (known: %s)", s, t.Type, strings.Join(typeNames(), ", "))
	}
	g := strings.ToUpper(m[3])[0]
	if !strings.ContainsRune(Grades, rune(g)) {
		return Troop{}, fmt.Errorf("%q: unknown grade (%c) (known: S, O, I, F, X)", s, m[3][0])
	}
	t.Grade = g
	switch {
	case g == 'X' && t.Type != "LH" && t.Type != "Pk":
		return Troop{}, fmt.Errorf("%q: only LH and Pk have an (X) grade (Table 5.4 [L1055-1083]; Cm(X) are not used [L1106])", s)
	case t.Type == "Bg" && (t.Reg || g != 'O'):
		return Troop{}, fmt.Errorf("%q: baggage is always Irr Bg(O) [L589]", s)
	}
	return t, nil
}

func typeNames() []string {
	names := make([]string, 0, len(Types))
	for k := range Types {
		names = append(names, k)
	}
	sort.Strings(names)
	return names
}

// Profile keys a "bnb" scenario may give a unit.
const (
	keyCinC    = "cinc"     // 1 marks the C-in-C's base [L701]
	keyMove    = "move"     // El only: MU in GGo (A2)
	keyMoveRGo = "move-rgo" // El only: MU in RGo
	keyMoveDGo = "move-dgo" // El only: MU in DGo
	keyPoints  = "points"   // army points, for the record (not used by the rules)
	// keyMissiles = 1 marks Ps armed with bows, crossbows or slings, as
	// the army list says (Table 7.3's LH row [L2212]).
	keyMissiles = "missiles"
	// keyPsSupport = 1 marks a Ps(O) whose army list explicitly allows
	// it to support Ax, Bd or Sp (T21 [L2132-2134]).
	keyPsSupport = "ps-support"
)

var knownProfile = []string{keyCinC, keyMissiles, keyMove, keyMoveDGo, keyMoveRGo, keyPoints, keyPsSupport}

// troopOf parses a unit's type; Setup has checked it.
func troopOf(u *rules.Unit) Troop {
	if t, ok := parsedTroops.Load(u.Type); ok {
		return t.(Troop)
	}
	t, _ := ParseTroop(u.Type)
	parsedTroops.Store(u.Type, t)
	return t
}

// parsedTroops caches troopOf's parse (a regular expression) by type
// string: every check asks it many times, each frame of a drag.
var parsedTroops sync.Map

// isCinC reports whether the unit is its army's C-in-C.
func isCinC(u *rules.Unit) bool { return u.Profile[keyCinC] > 0 }

// moveRow is the unit's movement row in MU: GGo, RGo, DGo, road (Table
// 6.1 [L1427-1435]; El from its profile or the el-move setting, A2).
func moveRow(c Config, u *rules.Unit, t Troop) [4]float64 {
	info := t.Info()
	if !info.NoMove {
		return info.Move
	}
	row := [4]float64{0, 0, 0, 4} // every type's road value is 4 MU [L1429-1435]
	if c.ElMoveOK {
		copy(row[:3], c.ElMove[:])
	}
	if v, ok := u.Profile[keyMove]; ok {
		row[colGGo] = v
		row[colRGo], row[colDGo] = u.Profile[keyMoveRGo], u.Profile[keyMoveDGo]
	}
	return row
}

// checkUnit reports what a scenario got wrong about a unit for BnB.
func checkUnit(c Config, s *rules.State, u *rules.Unit) error {
	t, err := ParseTroop(u.Type)
	if err != nil {
		return fmt.Errorf("bnb: unit %s: %v", u.ID, err)
	}
	if err := checkProfile(u); err != nil { // known keys, each in its range (ranges.go)
		return err
	}
	if u.Profile[keyPsSupport] != 0 && !(t.Type == "Ps" && t.Grade == 'O') {
		return fmt.Errorf("bnb: unit %s: profile ps-support is for Ps(O), which an army list may allow to support (T21 [L2132]); this is %s", u.ID, t)
	}
	info := t.Info()
	_, hasMove := u.Profile[keyMove]
	switch {
	case info.NoMove && hasMove:
		if _, ok := u.Profile[keyMoveRGo]; !ok {
			return fmt.Errorf("bnb: unit %s (El): profile move needs move-rgo and move-dgo too (MU; A2: the text gives no El row)", u.ID)
		}
		if _, ok := u.Profile[keyMoveDGo]; !ok {
			return fmt.Errorf("bnb: unit %s (El): profile move needs move-rgo and move-dgo too (MU; A2: the text gives no El row)", u.ID)
		}
	case info.NoMove && !c.ElMoveOK:
		return fmt.Errorf("bnb: unit %s is an El, whose allowance the text does not give (A2): give profile move, move-rgo, move-dgo (MU) or the setting el-move = \"GGo/RGo/DGo\"", u.ID)
	case !info.NoMove && (hasMove || u.Profile[keyMoveRGo] != 0 || u.Profile[keyMoveDGo] != 0):
		return fmt.Errorf("bnb: unit %s: profile move is for El only; a %s moves by Table 6.1 [L1427-1435]", u.ID, t.Type)
	}
	if len(u.Bases) == 0 && u.Status[stLost] > 0 {
		return nil // a position's unit whose base has left the table (position.go)
	}
	if len(u.Bases) != 1 {
		return fmt.Errorf("bnb: unit %s has %d bases; in BnB each unit is one base, and groups form by contact (give one [[army.unit]] per base)", u.ID, len(u.Bases))
	}
	b, ok := s.Base(u.Bases[0])
	if !ok {
		return fmt.Errorf("bnb: unit %s: no base %s", u.ID, u.Bases[0])
	}
	if b.Round {
		return fmt.Errorf("bnb: unit %s: BnB bases are rectangles (the C-in-C is a troop base with profile cinc = 1)", u.ID)
	}
	w, d := c.Scale.Width, c.Scale.Depth(t.DepthClass())
	if diff := b.Shape.Width - w; diff > SizeTolerance || diff < -SizeTolerance {
		return fmt.Errorf("bnb: unit %s: base %g cm wide; every base is %g cm wide at %s (Table 5.1 [L729-734], [L1252])", u.ID, b.Shape.Width, w, c.Scale.Name)
	}
	if b.Shape.Depth < d-SizeTolerance {
		return fmt.Errorf("bnb: unit %s: a %s base is %g cm deep at %s, not %g (Table 5.2 [L736-742]; deeper is allowed [L1256])", u.ID, t.Type, d, c.Scale.Name, b.Shape.Depth)
	}
	if b.Shape.Depth > DepthFactor*d+SizeTolerance {
		return fmt.Errorf("bnb: unit %s: base depth = %g cm is out of range (%g-%g cm): a %s base is %g cm deep at %s, a little deeper is allowed, at most %d times (Table 5.2 [L736-742], [L1256])",
			u.ScenarioLabel(), b.Shape.Depth, d, DepthFactor*d, t.Type, d, c.Scale.Name, DepthFactor)
	}
	return nil
}

// SizeTolerance (cm) is how far a base's width or depth may differ from
// the tables': half a millimetre, for hand-cut bases.
const SizeTolerance = 0.05
