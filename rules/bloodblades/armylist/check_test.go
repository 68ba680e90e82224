package armylist_test

import (
	"reflect"
	"strings"
	"testing"

	"plateau/game/scenario"
	"plateau/rules/bloodblades/armylist"
)

func list(t *testing.T, id string) armylist.List {
	t.Helper()
	l, ok := armylist.Find(id)
	if !ok {
		t.Fatalf("no list %q", id)
	}
	return l
}

// with is base with the picks changed: a pick replaces the base's pick
// of the same line and option (N 0 removes it).
func with(base []armylist.Pick, changes ...armylist.Pick) []armylist.Pick {
	out := append([]armylist.Pick(nil), base...)
	for _, c := range changes {
		found := false
		for i := range out {
			if out[i].Line == c.Line && out[i].Option == c.Option {
				out[i].N, found = c.N, true
			}
		}
		if !found {
			out = append(out, c)
		}
	}
	return out
}

const (
	asCinC    = "C-in-C in 4-horse, 3-crew chariot"
	asInf     = "Infantry of the battle array"
	asKing    = "King's man infantry of the battle-array"
	psWith    = "Reg Ps(O) with the special support"
	psWithout = "Reg Ps(O) without the special support"
	mtdWith   = "Reg mtd Ps(O) with the special support"
	mtdNo     = "Reg mtd Ps(O) without the special support"
)

// assyria250 is a legal 1.45 Neo-Assyrian army of exactly 250 AP
// [L1053, L1200-1217].
var assyria250 = []armylist.Pick{
	{asCinC, "Reg HCh(O)", 1},                                    // 14
	{"Chariots 4-horse, 3-crew", "Reg HCh(O)", 7},                // 98
	{"Elite cavalry", "Reg Cv(O)", 1},                            // 11
	{"Other cavalry", "Reg Cv(O)", 3},                            // 33
	{"Mounted scouts", "Reg LH(I)", 1},                           // 6
	{"Kallapani", "Reg mtd Ax(S)", 1},                            // 8
	{"Kallapani", mtdWith, 1},                                    // 4
	{asInf, "Reg Ax(O)", 2},                                      // 10
	{asInf, psWith, 2},                                           // 8
	{asKing, "Irr Ax(O)", 2},                                     // 8
	{asKing, mtdWith, 2},                                         // 8
	{"Reserves of the battle array", "Reg Ax(I)", 4},             // 16
	{"Levied troops of the battle array", "Irr Hd(O)", 10},       // 20
	{"King's man tribal levy with bow or sling", "Irr Ps(O)", 2}, // 6
}

// The budget [L1053]: exactly 250 AP is legal, 250.5 is not.
func TestCheckBudget(t *testing.T) {
	l := list(t, "neo-assyrian-empire")
	if ap := l.Points(assyria250); ap != 250 {
		t.Fatalf("sample 250 army costs %g", ap)
	}
	if p := armylist.Check(l, armylist.Budget, assyria250); p != nil {
		t.Fatalf("250 AP army: %q, want none", p)
	}
	// One cavalry fewer (-11), a footguard Ax(O) (+5) with its archer
	// paying the support (+4), a third tribal Ps (+3), the Kallapani Ps
	// without the support (-0.5): 250.5 AP, every line within its limits.
	over := with(assyria250,
		armylist.Pick{Line: "Other cavalry", Option: "Reg Cv(O)", N: 2},
		armylist.Pick{Line: "Footguards", Option: "Reg Ax(O)", N: 1},
		armylist.Pick{Line: "Footguard archers (support footguards)", Option: psWith, N: 1},
		armylist.Pick{Line: "King's man tribal levy with bow or sling", Option: "Irr Ps(O)", N: 3},
		armylist.Pick{Line: "Kallapani", Option: mtdWith, N: 0},
		armylist.Pick{Line: "Kallapani", Option: mtdNo, N: 1},
	)
	want := []string{"The army costs 250.5 AP, over the budget of 250 AP."}
	if p := armylist.Check(l, armylist.Budget, over); !reflect.DeepEqual(p, want) {
		t.Fatalf("250.5 AP army: %q, want %q", p, want)
	}
}

// The checks at their boundaries, each case a legal army changed by a
// pick or two: the problems, in player words, or none.
func TestCheckLimits(t *testing.T) {
	// 1.1 Early Sumerian [L1156-1166]: 8 Pk and 2 Bd re-armed from them
	// make the 9 household spearmen.
	sumer := []armylist.Pick{
		{"C-in-C", "Reg Bd(F)", 1},
		{"Household Spearmen", "Reg Pk(I)", 8},
		{"Re-arm household spearmen as axemen", "Reg Bd(F)", 2},
		{"Javelinmen levy skirmishers", "Irr Ps(I)", 2},
		{"Slingers levy skirmishers", "Irr Ps(O)", 2},
		{"4-wheeled battle car", "Reg HCh(I)", 2},
		{"Household and militia archers", "Reg Ps(O)", 2},
	}
	const sumUp = "Upgrade household and militia archers 2 Ps to 1 Reg Bw (I)"
	// 1.7 Early Lybian [L1186-1194].
	libya := []armylist.Pick{
		{"C-in-C", "Irr LCh(O)", 1},
		{"2-horse chariots", "Irr LCh(O)", 1},
		{"Javelinmen", "Irr Ps(I)", 40},
	}
	const (
		lyArch = "Replace javelinmen with Archers"
		lyWb   = "Replace Javelinmen with swordmen"
		lyBw   = "Upgrade 2 Archers Ps (ex Javelinmen only) as 1 Irr Bw (I)"
		lyBwO  = "Upgrade Irr Bw (I) with swords to Irr Bw (O)"
	)
	// 1.6 Early Bedouin [L1172-1180].
	bedouin := []armylist.Pick{
		{"C-in-C", "Irr Wb(F)", 1},
		{"Javelinmen", "Irr Ax(I)", 10},
		{"Javelinmen", "Irr Ax(O)", 10},
		{"Skirmishers", "Irr Ps(I)", 2},
		{"Slingers", "Irr Ps(O)", 2},
		{"Archers", "Irr Ps(O)", 2},
	}
	// assyria is the 250 AP army with 3 chariots, not 7: 194 AP, room for
	// the cases below.
	assyria := with(assyria250, armylist.Pick{Line: "Chariots 4-horse, 3-crew", Option: "Reg HCh(O)", N: 3})
	P := func(line, option string, n int) armylist.Pick { return armylist.Pick{Line: line, Option: option, N: n} }
	tests := []struct {
		name  string
		list  string
		picks []armylist.Pick
		want  []string
	}{
		{"Sumerian legal [L1156-1166]", "early-sumerian", sumer, nil},
		{"min-1: 7 Pk + 2 Bd are 8 spearmen, below 9 [L1157]", "early-sumerian", with(sumer, P("Household Spearmen", "Reg Pk(I)", 7)),
			[]string{"Household Spearmen: 8 bases, counting those upgraded or replaced from it, below the list's minimum of 9."}},
		{"max: 22 Pk + 4 Bd are 24 spearmen [L1157]", "early-sumerian", with(sumer, P("Household Spearmen", "Reg Pk(I)", 22), P("Re-arm household spearmen as axemen", "Reg Bd(F)", 4)), nil},
		{"max+1: 23 Pk + 4 Bd are 25 [L1157]", "early-sumerian", with(sumer, P("Household Spearmen", "Reg Pk(I)", 23), P("Re-arm household spearmen as axemen", "Reg Bd(F)", 4)),
			[]string{"Household Spearmen: 25 bases, counting those upgraded or replaced from it, above the list's maximum of 24."}},
		{"Bd come in pairs: 3 refused (E10 [L1120-1121])", "early-sumerian", with(sumer, P("Re-arm household spearmen as axemen", "Reg Bd(F)", 3)),
			[]string{"Re-arm household spearmen as axemen: 3 bases, but they come 2 for each base of Household Spearmen."}},
		{"Bd: 5 refused, 4 the most (E10 [L1121])", "early-sumerian", with(sumer, P("Re-arm household spearmen as axemen", "Reg Bd(F)", 5)),
			[]string{"Re-arm household spearmen as axemen: 5 bases, but they come 2 for each base of Household Spearmen."}},
		{"Bd: 6 above the printed 5 [L1164]", "early-sumerian", with(sumer, P("Household Spearmen", "Reg Pk(I)", 6), P("Re-arm household spearmen as axemen", "Reg Bd(F)", 6)),
			[]string{"Re-arm household spearmen as axemen: 6 bases, above the list's maximum of 5."}},
		{"Bd: min-1, none re-armed [L1164]", "early-sumerian", with(sumer, P("Household Spearmen", "Reg Pk(I)", 9), P("Re-arm household spearmen as axemen", "Reg Bd(F)", 0)),
			[]string{"Re-arm household spearmen as axemen: 0 bases, below the list's minimum of 2."}},
		{"E11: 1 Bw + 1 Ps are 3 Ps equivalents [L1128]", "early-sumerian", with(sumer, P("Household and militia archers", "Reg Ps(O)", 1), P(sumUp, "Reg Bw(I)", 1)), nil},
		{"E11: 1 Bw alone is 2 [L1128]", "early-sumerian", with(sumer, P("Household and militia archers", "Reg Ps(O)", 0), P(sumUp, "Reg Bw(I)", 1)), nil},
		{"E11: not 2 Bw, 4 equivalents [L1126]", "early-sumerian", with(sumer, P("Household and militia archers", "Reg Ps(O)", 0), P(sumUp, "Reg Bw(I)", 2)),
			[]string{"Household and militia archers: 4 bases, counting those upgraded or replaced from it, above the list's maximum of 3."}},
		{"max+1 on a 0 - 1 line [L1162]", "early-sumerian", with(sumer, P("Straddle car", "Reg LCh(I)", 2)),
			[]string{"Straddle car: 2 bases, above the list's maximum of 1."}},
		{"no C-in-C [L701]", "early-sumerian", with(sumer, P("C-in-C", "Reg Bd(F)", 0)),
			[]string{"The army needs a C-in-C: take one on its C-in-C line."}},
		{"two C-in-Cs [L701]", "early-sumerian", with(sumer, P("C-in-C", "Reg HCh(I)", 1)),
			[]string{"The army has 2 C-in-Cs; it must have exactly one."}},

		{"Lybian: 20 archers of 60 javelinmen, 1/3 exactly [L1192]", "early-lybian", with(libya, P(lyArch, "Irr Ps(O)", 20)), nil},
		{"Lybian: 20 archers of 59, over 1/3 [L1192]", "early-lybian", with(libya, P("Javelinmen", "Irr Ps(I)", 39), P(lyArch, "Irr Ps(O)", 20)),
			[]string{"Replace javelinmen with Archers: they take 20 of the 59 Javelinmen; at most 1/3 may be."}},
		{"Lybian: 10 Wb take 20 of 60 javelinmen, 2 for 1 [L1191]", "early-lybian", with(libya, P(lyWb, "Irr Wb(F)", 10)), nil},
		{"Lybian: 10 Wb take 20 of 59 [L1191]", "early-lybian", with(libya, P("Javelinmen", "Irr Ps(I)", 39), P(lyWb, "Irr Wb(F)", 10)),
			[]string{"Replace Javelinmen with swordmen: they take 20 of the 59 Javelinmen; at most 1/3 may be."}},
		{"Lybian: javelinmen min-1 with the replaced ones [L1188]", "early-lybian", with(libya, P("Javelinmen", "Irr Ps(I)", 33), P(lyWb, "Irr Wb(F)", 10)),
			[]string{"Javelinmen: 53 bases, counting those upgraded or replaced from it, below the list's minimum of 54.", "Replace Javelinmen with swordmen: they take 20 of the 53 Javelinmen; at most 1/3 may be."}},
		{"Lybian: 3 Bw from 6 ex-javelinmen archers, 1 Bw(O) of 3 [L1193-1194]", "early-lybian", with(libya, P("Javelinmen", "Irr Ps(I)", 48), P(lyBw, "Irr Bw(I)", 2), P(lyBwO, "Irr Bw(O)", 1)), nil},
		{"Lybian: 1 Bw(O) of 2 Bw, over 1/3 [L1194]", "early-lybian", with(libya, P("Javelinmen", "Irr Ps(I)", 50), P(lyBw, "Irr Bw(I)", 1), P(lyBwO, "Irr Bw(O)", 1)),
			[]string{"Upgrade Irr Bw (I) with swords to Irr Bw (O): they take 1 of the 2 Upgrade 2 Archers Ps (ex Javelinmen only) as 1 Irr Bw (I); at most 1/3 may be."}},
		{"Lybian: 11 Bw are 22 archers of 62, over 1/3 [L1192-1193]", "early-lybian", with(libya, P(lyBw, "Irr Bw(I)", 11)),
			[]string{"Replace javelinmen with Archers: they take 22 of the 62 Javelinmen; at most 1/3 may be."}},

		{"Bedouin legal [L1172-1180]", "early-bedouin", bedouin, nil},
		{"Bedouin: 10 Ax(O) of 21, under half [L1173]", "early-bedouin", with(bedouin, P("Javelinmen", "Irr Ax(I)", 11)),
			[]string{"Javelinmen: 10 Irr Ax(O) of 21; half to all must be."}},
		{"Bedouin: all Ax(O) [L1173]", "early-bedouin", with(bedouin, P("Javelinmen", "Irr Ax(I)", 0), P("Javelinmen", "Irr Ax(O)", 20)), nil},
		{"Bedouin: 2 Ps(S) the cap [L1174]", "early-bedouin", with(bedouin, P("Skirmishers", "Irr Ps(S)", 2)), nil},
		{"Bedouin: 3 Ps(S) [L1174]", "early-bedouin", with(bedouin, P("Skirmishers", "Irr Ps(S)", 3)),
			[]string{"Skirmishers: 3 Irr Ps(S); the list allows 2 at most."}},
		{"Bedouin: 1 Bw from 2 archers, upgraded to Bw(O), any [L1177-1179]", "early-bedouin", with(bedouin, P("Archers", "Irr Ps(O)", 0), P("Upgrade any 2 Ps Archers to 1 Irr Bw(I)", "Irr Bw(I)", 0), P("Upgrade Irr Bw (I) to Irr Bw (O)", "Irr Bw(O)", 1)), nil},

		{"Assyrian halves: 3 Ax and 2 Ps [L1210]", "neo-assyrian-empire", with(assyria, P(asInf, "Reg Ax(O)", 3)),
			[]string{"Infantry of the battle array: 3 front bases and 2 supporting Ps; the list wants half of each."}},
		{"Assyrian halves: Ax(S) upgrades count in the Ax half [L1211]", "neo-assyrian-empire", with(assyria, P(asInf, "Reg Ax(O)", 0), P("Upgrade above Ax(O) to elite units", "Reg Ax(S)", 2)), nil},
		{"Assyrian: 3 Ax(S), above 0 - 2 [L1211]", "neo-assyrian-empire", with(assyria, P(asInf, "Reg Ax(O)", 0), P(asInf, psWith, 3), P("Upgrade above Ax(O) to elite units", "Reg Ax(S)", 3)),
			[]string{"Upgrade above Ax(O) to elite units: 3 bases, above the list's maximum of 2."}},
		{"Assyrian halves with and without the support [L1212]", "neo-assyrian-empire", with(assyria, P(asKing, mtdWith, 1), P(asKing, mtdNo, 1)), nil},
		{"Assyrian: 4 + 4 above 6 [L1210]", "neo-assyrian-empire", with(assyria, P(asInf, "Reg Ax(O)", 4), P(asInf, psWith, 4)),
			[]string{"Infantry of the battle array: 8 bases, above the list's maximum of 6."}},
		{"Assyrian: reserves any mix, starred 4 - 6 checked [L1213]", "neo-assyrian-empire", with(assyria, P("Reserves of the battle array", "Reg Ax(I)", 3)),
			[]string{"Reserves of the battle array: 3 bases, below the list's minimum of 4."}},
		{"Assyrian: exactly 1 elite cavalry [L1202]", "neo-assyrian-empire", with(assyria, P("Elite cavalry", "Reg Cv(O)", 0)),
			[]string{"Elite cavalry: 0 bases, below the list's minimum of 1."}},

		{"unknown line, option, negative count", "early-sumerian", with(sumer, P("Royal guard", "Reg Bd(O)", 1), P("Straddle car", "Reg HCh(I)", 1), P("Straddle car", "Reg LCh(I)", -1)),
			[]string{"1.1 Early Sumerian has no line \"Royal guard\".", "Straddle car: the line offers no \"Reg HCh(I)\" (it offers \"Reg LCh(I)\").", "Straddle car: -1 Reg LCh(I) is not a number of bases."}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l := list(t, tc.list)
			got := armylist.Check(l, armylist.Budget, tc.picks)
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("got %q\nwant %q", got, tc.want)
			}
			for _, p := range got {
				if strings.Contains(p, l.ID) {
					t.Errorf("%q shows the list's id", p)
				}
			}
		})
	}
}

// The sample armies of scenarios/bnb.toml read as picks come out at
// docs/bnb-armies.md's 111 and 65 AP, every base at its option's price,
// size and profile.
func TestSampleArmiesAsPicks(t *testing.T) {
	sc, err := scenario.Embedded("bnb")
	if err != nil {
		t.Fatal(err)
	}
	// docs/bnb-armies.md's "List line" column, by unit name and type.
	lineOf := map[string]string{
		"The king's chariot|Reg HCh(O)":          asCinC,                                                      // [L1200]
		"Royal chariots|Reg HCh(O)":              "Chariots 4-horse, 3-crew",                                  // [L1201]
		"Elite cavalry|Reg Cv(O)":                "Elite cavalry",                                             // [L1202]
		"Cavalry|Reg Cv(O)":                      "Other cavalry",                                             // [L1203]
		"Mounted scouts|Reg LH(I)":               "Mounted scouts",                                            // [L1204]
		"Infantry of the battle array|Reg Ax(O)": asInf,                                                       // [L1210]
		"Supporting archers|Reg Ps(O)":           asInf,                                                       // [L1210], the supporting half
		"The chief's chariot|Irr LCh(O)":         "C-in-C",                                                    // [L1186]
		"2-horse chariots|Irr LCh(O)":            "2-horse chariots",                                          // [L1190]
		"Bodyguard|Irr Wb(F)":                    "Bodyguard",                                                 // [L1187]
		"Javelinmen|Irr Ax(I)":                   "Javelinmen",                                                // [L1188]
		"Archers|Irr Ps(O)":                      "Archers",                                                   // [L1189]
		"Archers|Irr Bw(I)":                      "Upgrade 2 Archers Ps (ex Javelinmen only) as 1 Irr Bw (I)", // [L1193]
	}
	lists := map[string]string{"Assyria": "neo-assyrian-empire", "Libya": "early-lybian"}
	picks := map[string][]armylist.Pick{}
	s := sc.State
	for _, u := range s.Units {
		army := s.Sides[u.Side].Name
		l := list(t, lists[army])
		name, ok := lineOf[u.Name+"|"+u.Type]
		ln, ok2 := l.Line(name)
		if !ok || !ok2 {
			t.Fatalf("%s %s (%s): no line", army, u.Name, u.Type)
		}
		var opt armylist.Option
		for _, o := range ln.Options {
			// The sample's Ps have no ps-support: they do not pay for
			// the special support (doc.go, Readings).
			if o.Type == u.Type && o.PsSupport == (u.Profile["ps-support"] == 1) {
				opt = o
			}
		}
		if opt.Label == "" {
			t.Fatalf("%s %s: line %s has no option %s", army, u.Name, name, u.Type)
		}
		b, _ := s.Base(u.Bases[0])
		if opt.Points != u.Profile["points"] || opt.CinC != (u.Profile["cinc"] == 1) || opt.Base != [2]float64{b.Shape.Width, b.Shape.Depth} {
			t.Errorf("%s %s: option %s %g AP, C-in-C %v, base %v; the scenario gives %g AP, %v, %g × %g",
				army, u.Name, opt.Label, opt.Points, opt.CinC, opt.Base, u.Profile["points"], u.Profile, b.Shape.Width, b.Shape.Depth)
		}
		picks[army] = append(picks[army], armylist.Pick{Line: name, Option: opt.Label, N: 1})
	}
	wantAP := map[string]float64{"Assyria": 111, "Libya": 65}
	// The extracts are not full armies (docs/bnb-armies.md): the lines
	// they leave out, and Libya's javelinmen far below 54.
	wantProblems := map[string][]string{
		"Assyria": {
			"Kallapani: 0 bases, below the list's minimum of 2.",
			"King's man infantry of the battle-array: 0 bases, below the list's minimum of 4.",
			"Reserves of the battle array: 0 bases, below the list's minimum of 4.",
			"Levied troops of the battle array: 0 bases, below the list's minimum of 10.",
			"King's man tribal levy with bow or sling: 0 bases, below the list's minimum of 2.",
		},
		"Libya": {"Javelinmen: 7 bases, counting those upgraded or replaced from it, below the list's minimum of 54."},
	}
	for army, id := range lists {
		l := list(t, id)
		if ap := l.Points(picks[army]); ap != wantAP[army] {
			t.Errorf("%s: %g AP, want %g (docs/bnb-armies.md)", army, ap, wantAP[army])
		}
		if got := armylist.Check(l, armylist.Budget, picks[army]); !reflect.DeepEqual(got, wantProblems[army]) {
			t.Errorf("%s: %q\nwant %q", army, got, wantProblems[army])
		}
	}
}
