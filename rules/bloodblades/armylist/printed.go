package armylist

import "fmt"

// The four lists the text prints [L1152-1217]. Their counts are BnB
// counts, already converted (doc.go, Readings). Every line cites its
// seed line; the readings of unclear lines are in Line.Reading.

// opt is an option as the data below writes it, finished by build.
type opt struct {
	typ        string // as the ruleset reads it: "Reg HCh(O)"
	mounted    bool   // "mtd" [L1206, L1212]
	support    bool   // pays for the special support [L1082]
	noSupport  bool   // a support line's Ps not paying for it
	supporting bool   // of a Halves line's supporting half
	upTo       int
	halfToAll  bool
}

func o(typ string) opt { return opt{typ: typ} }

// mtd is mounted infantry ("Reg mtd Ax(S)" [L1206]).
func (p opt) mtd() opt { p.mounted = true; return p }

func (p opt) upto(n int) opt   { p.upTo = n; return p }
func (p opt) halfAll() opt     { p.halfToAll = true; return p }
func (p opt) ofSupport() opt   { p.supporting = true; return p }
func (p opt) withSupport() opt { p.support = true; return p }

// supportingPs are a support line's Ps(O) both ways: paying the special
// support (+1 AP [L1082-1083], T21 [L2132-2134]) or fielded as plain Ps
// (doc.go, Readings: the list allows the support, the base pays for it
// if it gives it).
func supportingPs(typ string, mounted, half bool) []opt {
	with, without := o(typ).withSupport(), o(typ)
	without.noSupport = true
	if mounted {
		with, without = with.mtd(), without.mtd()
	}
	if half {
		with, without = with.ofSupport(), without.ofSupport()
	}
	return []opt{with, without}
}

// line is a line as the data below writes it.
type line struct {
	Line
	opts []opt
}

func lineOf(seed, name, printed string, min, max int, opts ...opt) line {
	return line{Line: Line{Name: name, Seed: seed, Printed: printed, Min: min, Max: max}, opts: opts}
}

// upgrade is a line turning takes bases of from into gives of its own.
func upgrade(seed, name, printed, from string, takes, gives int, opts ...opt) line {
	return line{Line: Line{Name: name, Seed: seed, Printed: printed, Any: true, From: from, Takes: takes, Gives: gives}, opts: opts}
}

func (l line) cinc() line               { l.CinC = true; return l }
func (l line) halves() line             { l.Halves = true; return l }
func (l line) stars(n int) line         { l.Stars = n; return l }
func (l line) share(num, den int) line  { l.Share = Fraction{num, den}; return l }
func (l line) reading(r string) line    { l.Reading = r; return l }
func (l line) fromOption(o string) line { l.FromOption = o; return l }
func (l line) limits(min, max int) line { l.Any, l.Min, l.Max = false, min, max; return l }

var printedLists = []List{
	build(List{ID: "early-sumerian", Name: "1.1 Early Sumerian", Dates: "3000 BC - 2234 BC and c. 2250 BC",
		Period: "only Kish after 2500 BC", Seed: "[L1152-1166]"},
		lineOf("[L1156]", "C-in-C", "1", 1, 1,
			o("Reg Bd(F)"), o("Reg HCh(I)"), o("Reg LCh(I)"), o("Reg Pk(I)"), o("Reg Pk(X)")).cinc().
			reading("\"or in 4-wheeled battle car Reg HCh(I) or straddle-car Reg LCh(I) or on foot Reg Pk(I) or Reg Pk(X)\": five options, the vehicles' names describing HCh and LCh"),
		lineOf("[L1157]", "Household Spearmen", "9 - 24", 9, 24, o("Reg Pk(I)"), o("Reg Pk(X)")),
		lineOf("[L1158]", "Archers levy skirmishers", "0 - 6", 0, 6, o("Irr Ps(O)")),
		lineOf("[L1159]", "Javelinmen levy skirmishers", "2 - 6", 2, 6, o("Irr Ps(I)")),
		lineOf("[L1160]", "Slingers levy skirmishers", "2 - 12", 2, 12, o("Irr Ps(O)")),
		lineOf("[L1161]", "4-wheeled battle car", "2 - 4", 2, 4, o("Reg HCh(I)")),
		lineOf("[L1162]", "Straddle car", "0 - 1", 0, 1, o("Reg LCh(I)")),
		lineOf("[L1163]", "Scout riding equids", "0 - 1", 0, 1, o("Irr LH(I)")),
		// E10: one Pk re-armed gives 2 Bd, so they come in pairs and 5
		// is out: 2 or 4 [L1120-1121].
		upgrade("[L1164]", "Re-arm household spearmen as axemen", "2 - 5", "Household Spearmen", 1, 2, o("Reg Bd(F)")).limits(2, 5).
			reading("the printed 2 - 5 is E10's \"il semble possible d'avoir de 2 à 5 Bd\" [L1121]; one spearman re-armed gives 2 Bd [L1120], so they come in pairs and the most is 4, as E10 concludes; re-armed spearmen count in the Household Spearmen's 9 - 24, one for each 2 Bd"),
		lineOf("[L1165]", "Household and militia archers", "2 - 3", 2, 3, o("Reg Ps(O)")),
		// E11: 2-3 Ps equivalents, 2 Ps to 1 Bw [L1122-1128].
		upgrade("[L1166]", "Upgrade household and militia archers 2 Ps to 1 Reg Bw (I)", "any", "Household and militia archers", 2, 1, o("Reg Bw(I)")),
	),
	build(List{ID: "early-bedouin", Name: "1.6 Early Bedouin", Dates: "3000 BC to 312 BC",
		Period: "only from 1500 BC to 1000 BC", Seed: "[L1168-1180]"},
		lineOf("[L1172]", "C-in-C", "1", 1, 1, o("Irr Ax(O)"), o("Irr Wb(F)"), o("Irr Cm(O)")).cinc().
			reading("\"Irr Ax(O5\" is read Irr Ax(O): the 5 sits where the closing bracket goes; Irr Cm(O) costs 7, the Cm row's only price (A5)"),
		lineOf("[L1173]", "Javelinmen", "20 - 75", 20, 75, o("Irr Ax(I)"), o("Irr Ax(O)").halfAll()).
			reading("\"(half - all)\" follows Irr Ax(O) and qualifies it, as the text's other brackets qualify the words they follow ([L1193, L1209]): half to all the javelinmen are Irr Ax(O)"),
		lineOf("[L1174]", "Skirmishers", "2 - 20. upgrade 0-2 to Irr Ps (S)", 2, 20, o("Irr Ps(I)"), o("Irr Ps(S)").upto(2)).
			reading("the 0-2 upgraded to Irr Ps(S) are skirmishers of the same 2 - 20"),
		lineOf("[L1175]", "Slingers", "2 -10", 2, 10, o("Irr Ps(O)")),
		lineOf("[L1176]", "Archers", "2 - 10.", 2, 10, o("Irr Ps(O)")),
		upgrade("[L1177]", "Upgrade any 2 Ps Archers to 1 Irr Bw(I)", "any", "Archers", 2, 1, o("Irr Bw(I)")),
		upgrade("[L1179]", "Upgrade Irr Bw (I) to Irr Bw (O)", "any", "Upgrade any 2 Ps Archers to 1 Irr Bw(I)", 1, 1, o("Irr Bw(O)")),
		lineOf("[L1180]", "Retainers", "0-2", 0, 2, o("Irr Wb(F)")),
	),
	build(List{ID: "early-lybian", Name: "1.7 Early Lybian", Dates: "3000 BC to 70 AD",
		Period: "only from 1250 BC to 1209 BC", Seed: "[L1182-1194]"},
		lineOf("[L1186]", "C-in-C", "1", 1, 1, o("Irr LCh(O)")).cinc(),
		lineOf("[L1187]", "Bodyguard", "0-1", 0, 1, o("Irr Wb(F)")),
		lineOf("[L1188]", "Javelinmen", "54 - 210", 54, 210, o("Irr Ps(I)"), o("Irr Ax(I)")),
		lineOf("[L1189]", "Archers", "0 - 10", 0, 10, o("Irr Ps(O)")),
		lineOf("[L1190]", "2-horse chariots", "1 - 3", 1, 3, o("Irr LCh(O)")),
		upgrade("[L1191]", "Replace Javelinmen with swordmen", "0 - 1/3 (2 javelinmen for 1 swordmen)", "Javelinmen", 2, 1, o("Irr Wb(F)")).share(1, 3).
			reading("at most a third of the javelinmen, counted before replacing, are replaced, 2 for each Wb"),
		upgrade("[L1192]", "Replace javelinmen with Archers", "0 - 1/3.", "Javelinmen", 1, 1, o("Irr Ps(O)")).share(1, 3).
			reading("one archer for one javelinman (same ratio, [L1113]), at most a third of the javelinmen; these are the \"ex Javelinmen\" archers of [L1193], apart from the Archers line"),
		upgrade("[L1193]", "Upgrade 2 Archers Ps (ex Javelinmen only) as 1 Irr Bw (I)", "any", "Replace javelinmen with Archers", 2, 1, o("Irr Bw(I)")),
		upgrade("[L1194]", "Upgrade Irr Bw (I) with swords to Irr Bw (O)", "0 - 1/3", "Upgrade 2 Archers Ps (ex Javelinmen only) as 1 Irr Bw (I)", 1, 1, o("Irr Bw(O)")).share(1, 3),
	),
	build(List{ID: "neo-assyrian-empire", Name: "1.45 Neo-Assyrian Empire", Dates: "745 BC - 681 BC",
		Period: "only from 719 BC to 705 BC", Seed: "[L1196-1217]"},
		lineOf("[L1200]", "C-in-C in 4-horse, 3-crew chariot", "1", 1, 1, o("Reg HCh(O)")).cinc(),
		lineOf("[L1201]", "Chariots 4-horse, 3-crew", "3 - 7", 3, 7, o("Reg HCh(O)")),
		lineOf("[L1202]", "Elite cavalry", "1", 1, 1, o("Reg Cv(O)")),
		lineOf("[L1203]", "Other cavalry", "2 - 5", 2, 5, o("Reg Cv(O)")),
		lineOf("[L1204]", "Mounted scouts", "1", 1, 1, o("Reg LH(I)")),
		lineOf("[L1205]", "Arab levies", "0 - 2", 0, 2, o("Irr Cm(O)"), o("Irr LH(I)")).
			reading("Irr Cm(O) costs 7, the Cm row's only price (A5)"),
		lineOf("[L1206]", "Kallapani", "2", 2, 2, append([]opt{o("Reg Ax(S)").mtd()}, supportingPs("Reg Ps(O)", true, true)...)...).halves(),
		lineOf("[L1208]", "Footguards", "0 - 2", 0, 2, o("Reg Bd(F)"), o("Reg Ax(O)")),
		lineOf("[L1209]", "Footguard archers (support footguards)", "0 - 1", 0, 1, supportingPs("Reg Ps(O)", false, false)...),
		lineOf("[L1210]", "Infantry of the battle array", "4 - 6", 4, 6, append([]opt{o("Reg Ax(O)")}, supportingPs("Reg Ps(O)", false, true)...)...).halves(),
		upgrade("[L1211]", "Upgrade above Ax(O) to elite units", "0 - 2", "Infantry of the battle array", 1, 1, o("Reg Ax(S)")).
			fromOption("Reg Ax(O)").limits(0, 2),
		lineOf("[L1212]", "King's man infantry of the battle-array", "4 - 8", 4, 8, append([]opt{o("Irr Ax(O)")}, supportingPs("Reg Ps(O)", true, true)...)...).halves().
			reading("\"Irr Ax(O), half supporting Reg mtd Ps(O)\" is read as its neighbours [L1206, L1210]: half Irr Ax(O), half supporting Ps"),
		lineOf("[L1213]", "Reserves of the battle array", "*4 - 6", 4, 6, append([]opt{o("Reg Ax(I)")}, supportingPs("Reg Ps(O)", false, false)...)...).stars(1).
			reading("\"or any/all of either type\": any mix of Ax(I) and Ps(O), not halves; the asterisk's note is not in the text [L1144], so 4 - 6 is checked as printed"),
		lineOf("[L1214]", "Levied troops of the battle array", "**10-25", 10, 25, o("Irr Hd(O)")).stars(2).
			reading("the asterisks' note is not in the text [L1144]: 10 - 25 is checked as printed"),
		lineOf("[L1215]", "King's man tribal levy with bow or sling", "2 - 10", 2, 10, o("Irr Ps(O)")),
		lineOf("[L1216]", "King's man tribal levy with javelin and shield", "0 - 2", 0, 2, o("Irr Ps(S)")),
		lineOf("[L1217]", "Elamaya, Elamite regiment", "0 - 2", 0, 2, o("Reg Bw(I)")),
	),
}

// build finishes a list's options: troop, points, base, label. The data
// is the package's own, so an error is a broken invariant (the tests run
// every option).
func build(l List, lines ...line) List {
	for _, ln := range lines {
		out := ln.Line
		for _, p := range ln.opts {
			op, err := finish(p, out.CinC)
			if err != nil {
				panic(fmt.Sprintf("armylist: %s %s %q: %v", l.Name, out.Seed, out.Name, err))
			}
			out.Options = append(out.Options, op)
		}
		l.Lines = append(l.Lines, out)
	}
	return l
}

func finish(p opt, cinc bool) (Option, error) {
	t, err := ParseTroop(p.typ)
	if err != nil {
		return Option{}, err
	}
	ap, err := Points(t, Extras{Mounted: p.mounted, Support: p.support})
	if err != nil {
		return Option{}, err
	}
	return Option{Label: label(t, p), Type: t.String(), Troop: t, Points: ap, Base: BaseSize(t), CinC: cinc,
		Mounted: p.mounted, PsSupport: p.support, Supporting: p.supporting, UpTo: p.upTo, HalfToAll: p.halfToAll}, nil
}

// label writes an option as the lists do ("Reg mtd Ps(O)" [L1206]),
// with its special support when it pays for it.
func label(t Troop, p opt) string {
	s := status(t.Reg)
	if p.mounted {
		s += "mtd "
	}
	s += t.Type + "(" + string(t.Grade) + ")"
	switch {
	case p.support:
		s += " with the special support"
	case p.noSupport:
		s += " without the special support"
	}
	return s
}
