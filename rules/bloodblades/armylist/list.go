package armylist

import (
	"fmt"

	"plateau/rules/bloodblades"
)

// List is one of the army lists the text prints, already converted to
// BnB [L1132-1217]: its lines, with their counts in BnB bases.
type List struct {
	ID     string // "early-sumerian"
	Name   string // as printed: "1.1 Early Sumerian"
	Dates  string // as printed: "3000 BC - 2234 BC and c. 2250 BC"
	Period string // the extract's part of them: "only Kish after 2500 BC"
	Seed   string // the lines of the text it comes from: "[L1152-1166]"
	Lines  []Line
}

// Line returns the list's line of that printed name.
func (l List) Line(name string) (Line, bool) {
	for _, ln := range l.Lines {
		if ln.Name == name {
			return ln, true
		}
	}
	return Line{}, false
}

// Line is one line of a list: the bases it allows, as one or more troop
// options ("Reg Pk(I) or Reg Pk(X)"), and their limits.
type Line struct {
	Name    string // as printed, before the troops: "Household Spearmen"
	Seed    string // "[L1157]"
	Printed string // the count as printed: "9 - 24", "*4 - 6", "any", "0 - 1/3"
	Options []Option
	// CinC marks the C-in-C's line: the army has exactly one C-in-C
	// [L701], taken from it.
	CinC bool
	// Min and Max are the line's count in BnB bases; Any is "any", a
	// line with no count of its own (an upgrade only limited by the line
	// it upgrades).
	Min, Max int
	Any      bool
	// Stars are the asterisks of a starred count ("*4 - 6", "**10-25"
	// [L1213-1214]): the list notes they point to are not in the text
	// [L1144], so the count is checked as printed.
	Stars int
	// From names the line whose bases this one upgrades or replaces
	// ("Upgrade household and militia archers 2 Ps to 1 Reg Bw(I)"):
	// every base of this line stands for Takes/Gives bases of From, and
	// counts in From's limits as such (E11: 2 Ps equivalents for a Bw
	// [L1125]). FromOption narrows From to one of its options ("Upgrade
	// above Ax(O)" [L1211]).
	From       string
	FromOption string
	Takes      int // bases of From ...
	Gives      int // ... giving this many bases of this line
	// Share is the most of From this line may take, in From's bases
	// ("0 - 1/3" [L1191-1194]); zero when the line has no share.
	Share Fraction
	// Halves: half the line's bases are its front troops, half its
	// supporting Ps ("half Reg Ax(O), half supporting Reg Ps(O)"
	// [L1206, L1210, L1212]).
	Halves bool
	// Reading is the reading this package chose for a line the text
	// leaves unclear (typos, missing words), "" for a plain line.
	Reading string
}

// Option returns the line's option with that label.
func (l Line) Option(label string) (Option, bool) {
	for _, o := range l.Options {
		if o.Label == label {
			return o, true
		}
	}
	return Option{}, false
}

// Fraction is Num/Den; the zero Fraction is no fraction.
type Fraction struct{ Num, Den int }

func (f Fraction) String() string { return fmt.Sprintf("%d/%d", f.Num, f.Den) }

// Option is one kind of base a line allows: what a scenario writes for
// it and what it costs.
type Option struct {
	// Label tells the option apart on its line, in player words: the
	// troop, and "mounted" or "supporting" when the base is.
	Label string
	// Type is the base's type as the ruleset reads it (Setup's
	// bloodblades.ParseTroop): "Reg HCh(O)".
	Type   string
	Troop  Troop
	Points float64    // AP per base, Table 5.4 with its extras [L1055-1083]
	Base   [2]float64 // frontage and depth in cm at 15 mm (Tables 5.1-5.2 [L729-742])
	// CinC: the base is the C-in-C's [L701] (profile cinc = 1).
	CinC bool
	// Mounted: mounted infantry [L560-569] (+1 AP, +0.5 for a Ps
	// [L1080-1081]); the ruleset does not model riding yet, and the base
	// is the infantry's (A35).
	Mounted bool
	// PsSupport: a Ps(O) giving the special support its list allows (+1
	// AP [L1082-1083]; T21 [L2132-2134], profile ps-support = 1).
	PsSupport bool
	// Supporting: on a Halves line, the option is of the supporting
	// half (the Ps), with or without paying for the special support.
	Supporting bool
	// UpTo caps the option's bases on its line ("upgrade 0-2 to Irr Ps
	// (S)" [L1174]); 0 is no cap of its own.
	UpTo int
	// HalfToAll: half to all of the line's bases must be of this option
	// ("(half - all)" [L1173]).
	HalfToAll bool
}

// Profile is the unit profile a scenario gives a base of the option
// (the keys the ruleset reads, rules/bloodblades/troops.go): its points,
// cinc = 1 for the C-in-C, ps-support = 1 for a Ps giving the special
// support.
func (o Option) Profile() map[string]float64 {
	p := map[string]float64{"points": o.Points}
	if o.CinC {
		p["cinc"] = 1
	}
	if o.PsSupport {
		p["ps-support"] = 1
	}
	return p
}

// scale15mm is the scale the option bases are measured at: 15 mm, the
// text's own (Table 5.1 [L729-734], [L746, L1252]).
var scale15mm = bloodblades.Scales["15mm"]

// BaseSize is a troop's base at 15 mm, frontage then depth in cm: every
// base is 4 cm wide [L1252], its depth by Table 5.2 [L736-742], as the
// ruleset's Setup checks it (bloodblades.Troop.DepthClass, Scale.Depth).
func BaseSize(t Troop) [2]float64 {
	bt := bloodblades.Troop{Type: t.Type, Grade: t.Grade, Reg: t.Reg}
	return [2]float64{scale15mm.Width, scale15mm.Depth(bt.DepthClass())}
}

// ParseTroop reads a troop as the ruleset does ("Reg HCh(O)",
// bloodblades.ParseTroop).
func ParseTroop(s string) (Troop, error) {
	t, err := bloodblades.ParseTroop(s)
	if err != nil {
		return Troop{}, err
	}
	return Troop{Type: t.Type, Grade: t.Grade, Reg: t.Reg}, nil
}

// Lists are the four lists the text prints [L1152-1217], in its order:
// copies, which the caller may change.
func Lists() []List {
	out := make([]List, len(printedLists))
	for i, l := range printedLists {
		out[i] = l.clone()
	}
	return out
}

// Find returns (a copy of) the list of that id.
func Find(id string) (List, bool) {
	for _, l := range printedLists {
		if l.ID == id {
			return l.clone(), true
		}
	}
	return List{}, false
}

func (l List) clone() List {
	l.Lines = append([]Line(nil), l.Lines...)
	for i := range l.Lines {
		l.Lines[i].Options = append([]Option(nil), l.Lines[i].Options...)
	}
	return l
}
