package armylist_test

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"plateau/game/scenario"
	"plateau/rules/bloodblades"
	"plateau/rules/bloodblades/armylist"
)

// The four lists the text prints [L1152-1217], in its order.
func TestListsPrinted(t *testing.T) {
	want := []struct{ id, name, dates, period string }{
		{"early-sumerian", "1.1 Early Sumerian", "3000 BC - 2234 BC and c. 2250 BC", "only Kish after 2500 BC"}, // [L1152-1154]
		{"early-bedouin", "1.6 Early Bedouin", "3000 BC to 312 BC", "only from 1500 BC to 1000 BC"},             // [L1168-1170]
		{"early-lybian", "1.7 Early Lybian", "3000 BC to 70 AD", "only from 1250 BC to 1209 BC"},                // [L1182-1184]
		{"neo-assyrian-empire", "1.45 Neo-Assyrian Empire", "745 BC - 681 BC", "only from 719 BC to 705 BC"},    // [L1196-1198]
	}
	ls := armylist.Lists()
	if len(ls) != len(want) {
		t.Fatalf("%d lists, want %d", len(ls), len(want))
	}
	lines := []int{11, 8, 9, 17} // [L1156-1166], [L1172-1180], [L1186-1194], [L1200-1217]
	for i, w := range want {
		l := ls[i]
		if l.ID != w.id || l.Name != w.name || l.Dates != w.dates || l.Period != w.period || len(l.Lines) != lines[i] {
			t.Errorf("list %d = %q %q %q %q, %d lines; want %+v, %d lines", i, l.ID, l.Name, l.Dates, l.Period, len(l.Lines), w, lines[i])
		}
		if f, ok := armylist.Find(w.id); !ok || f.Name != w.name {
			t.Errorf("Find(%q) = %q, %v", w.id, f.Name, ok)
		}
	}
	ls[0].Lines[0].Options[0].Type = "changed"
	if l, _ := armylist.Find("early-sumerian"); l.Lines[0].Options[0].Type != "Reg Bd(F)" {
		t.Errorf("changing Lists() changed the data: %q", l.Lines[0].Options[0].Type)
	}
	if _, ok := armylist.Find("new-kingdom-egyptian"); ok {
		t.Error("Find found a list the text does not print")
	}
}

// Every line's limits and options, as printed (the counts are BnB
// counts, doc.go).
func TestListLines(t *testing.T) {
	type lim struct {
		min, max int
		any      bool
	}
	tests := []struct {
		list, line, seed string
		lim              lim
		types            []string
		points           []float64
	}{
		{"early-sumerian", "C-in-C", "[L1156]", lim{1, 1, false},
			[]string{"Reg Bd(F)", "Reg HCh(I)", "Reg LCh(I)", "Reg Pk(I)", "Reg Pk(X)"}, []float64{9, 12, 8, 7, 8}},
		{"early-sumerian", "Household Spearmen", "[L1157]", lim{9, 24, false}, []string{"Reg Pk(I)", "Reg Pk(X)"}, []float64{7, 8}},
		{"early-sumerian", "Archers levy skirmishers", "[L1158]", lim{0, 6, false}, []string{"Irr Ps(O)"}, []float64{3}},
		{"early-sumerian", "Javelinmen levy skirmishers", "[L1159]", lim{2, 6, false}, []string{"Irr Ps(I)"}, []float64{2}},
		{"early-sumerian", "Slingers levy skirmishers", "[L1160]", lim{2, 12, false}, []string{"Irr Ps(O)"}, []float64{3}},
		{"early-sumerian", "4-wheeled battle car", "[L1161]", lim{2, 4, false}, []string{"Reg HCh(I)"}, []float64{12}},
		{"early-sumerian", "Straddle car", "[L1162]", lim{0, 1, false}, []string{"Reg LCh(I)"}, []float64{8}},
		{"early-sumerian", "Scout riding equids", "[L1163]", lim{0, 1, false}, []string{"Irr LH(I)"}, []float64{6}},
		{"early-sumerian", "Re-arm household spearmen as axemen", "[L1164]", lim{2, 5, false}, []string{"Reg Bd(F)"}, []float64{9}},
		{"early-sumerian", "Household and militia archers", "[L1165]", lim{2, 3, false}, []string{"Reg Ps(O)"}, []float64{3}},
		{"early-sumerian", "Upgrade household and militia archers 2 Ps to 1 Reg Bw (I)", "[L1166]", lim{0, 0, true}, []string{"Reg Bw(I)"}, []float64{10}},

		{"early-bedouin", "C-in-C", "[L1172]", lim{1, 1, false}, []string{"Irr Ax(O)", "Irr Wb(F)", "Irr Cm(O)"}, []float64{4, 10, 7}},
		{"early-bedouin", "Javelinmen", "[L1173]", lim{20, 75, false}, []string{"Irr Ax(I)", "Irr Ax(O)"}, []float64{3, 4}},
		{"early-bedouin", "Skirmishers", "[L1174]", lim{2, 20, false}, []string{"Irr Ps(I)", "Irr Ps(S)"}, []float64{2, 4}},
		{"early-bedouin", "Slingers", "[L1175]", lim{2, 10, false}, []string{"Irr Ps(O)"}, []float64{3}},
		{"early-bedouin", "Archers", "[L1176]", lim{2, 10, false}, []string{"Irr Ps(O)"}, []float64{3}},
		{"early-bedouin", "Upgrade any 2 Ps Archers to 1 Irr Bw(I)", "[L1177]", lim{0, 0, true}, []string{"Irr Bw(I)"}, []float64{7}},
		{"early-bedouin", "Upgrade Irr Bw (I) to Irr Bw (O)", "[L1179]", lim{0, 0, true}, []string{"Irr Bw(O)"}, []float64{9}},
		{"early-bedouin", "Retainers", "[L1180]", lim{0, 2, false}, []string{"Irr Wb(F)"}, []float64{10}},

		{"early-lybian", "C-in-C", "[L1186]", lim{1, 1, false}, []string{"Irr LCh(O)"}, []float64{9}},
		{"early-lybian", "Bodyguard", "[L1187]", lim{0, 1, false}, []string{"Irr Wb(F)"}, []float64{10}},
		{"early-lybian", "Javelinmen", "[L1188]", lim{54, 210, false}, []string{"Irr Ps(I)", "Irr Ax(I)"}, []float64{2, 3}},
		{"early-lybian", "Archers", "[L1189]", lim{0, 10, false}, []string{"Irr Ps(O)"}, []float64{3}},
		{"early-lybian", "2-horse chariots", "[L1190]", lim{1, 3, false}, []string{"Irr LCh(O)"}, []float64{9}},
		{"early-lybian", "Replace Javelinmen with swordmen", "[L1191]", lim{0, 0, true}, []string{"Irr Wb(F)"}, []float64{10}},
		{"early-lybian", "Replace javelinmen with Archers", "[L1192]", lim{0, 0, true}, []string{"Irr Ps(O)"}, []float64{3}},
		{"early-lybian", "Upgrade 2 Archers Ps (ex Javelinmen only) as 1 Irr Bw (I)", "[L1193]", lim{0, 0, true}, []string{"Irr Bw(I)"}, []float64{7}},
		{"early-lybian", "Upgrade Irr Bw (I) with swords to Irr Bw (O)", "[L1194]", lim{0, 0, true}, []string{"Irr Bw(O)"}, []float64{9}},

		{"neo-assyrian-empire", "C-in-C in 4-horse, 3-crew chariot", "[L1200]", lim{1, 1, false}, []string{"Reg HCh(O)"}, []float64{14}},
		{"neo-assyrian-empire", "Chariots 4-horse, 3-crew", "[L1201]", lim{3, 7, false}, []string{"Reg HCh(O)"}, []float64{14}},
		{"neo-assyrian-empire", "Elite cavalry", "[L1202]", lim{1, 1, false}, []string{"Reg Cv(O)"}, []float64{11}},
		{"neo-assyrian-empire", "Other cavalry", "[L1203]", lim{2, 5, false}, []string{"Reg Cv(O)"}, []float64{11}},
		{"neo-assyrian-empire", "Mounted scouts", "[L1204]", lim{1, 1, false}, []string{"Reg LH(I)"}, []float64{6}},
		{"neo-assyrian-empire", "Arab levies", "[L1205]", lim{0, 2, false}, []string{"Irr Cm(O)", "Irr LH(I)"}, []float64{7, 6}},
		// mtd Ax(S) 7+1, mtd Ps(O) 3+1 with the support (+1 not +2), 3+0.5 without [L1080-1083].
		{"neo-assyrian-empire", "Kallapani", "[L1206]", lim{2, 2, false}, []string{"Reg Ax(S)", "Reg Ps(O)", "Reg Ps(O)"}, []float64{8, 4, 3.5}},
		{"neo-assyrian-empire", "Footguards", "[L1208]", lim{0, 2, false}, []string{"Reg Bd(F)", "Reg Ax(O)"}, []float64{9, 5}},
		{"neo-assyrian-empire", "Footguard archers (support footguards)", "[L1209]", lim{0, 1, false}, []string{"Reg Ps(O)", "Reg Ps(O)"}, []float64{4, 3}},
		{"neo-assyrian-empire", "Infantry of the battle array", "[L1210]", lim{4, 6, false}, []string{"Reg Ax(O)", "Reg Ps(O)", "Reg Ps(O)"}, []float64{5, 4, 3}},
		{"neo-assyrian-empire", "Upgrade above Ax(O) to elite units", "[L1211]", lim{0, 2, false}, []string{"Reg Ax(S)"}, []float64{7}},
		{"neo-assyrian-empire", "King's man infantry of the battle-array", "[L1212]", lim{4, 8, false}, []string{"Irr Ax(O)", "Reg Ps(O)", "Reg Ps(O)"}, []float64{4, 4, 3.5}},
		{"neo-assyrian-empire", "Reserves of the battle array", "[L1213]", lim{4, 6, false}, []string{"Reg Ax(I)", "Reg Ps(O)", "Reg Ps(O)"}, []float64{4, 4, 3}},
		{"neo-assyrian-empire", "Levied troops of the battle array", "[L1214]", lim{10, 25, false}, []string{"Irr Hd(O)"}, []float64{2}},
		{"neo-assyrian-empire", "King's man tribal levy with bow or sling", "[L1215]", lim{2, 10, false}, []string{"Irr Ps(O)"}, []float64{3}},
		{"neo-assyrian-empire", "King's man tribal levy with javelin and shield", "[L1216]", lim{0, 2, false}, []string{"Irr Ps(S)"}, []float64{4}},
		{"neo-assyrian-empire", "Elamaya, Elamite regiment", "[L1217]", lim{0, 2, false}, []string{"Reg Bw(I)"}, []float64{10}},
	}
	seen := map[string]int{}
	for _, tc := range tests {
		seen[tc.list]++
		t.Run(tc.seed+" "+tc.line, func(t *testing.T) {
			l, _ := armylist.Find(tc.list)
			ln, ok := l.Line(tc.line)
			if !ok {
				t.Fatalf("%s has no line %q", l.Name, tc.line)
			}
			if ln.Seed != tc.seed || ln.Min != tc.lim.min || ln.Max != tc.lim.max || ln.Any != tc.lim.any {
				t.Errorf("seed %s, %d-%d any %v; want %s %+v", ln.Seed, ln.Min, ln.Max, ln.Any, tc.seed, tc.lim)
			}
			var types []string
			var points []float64
			for _, o := range ln.Options {
				types, points = append(types, o.Type), append(points, o.Points)
			}
			if !reflect.DeepEqual(types, tc.types) || !reflect.DeepEqual(points, tc.points) {
				t.Errorf("options %v at %v AP; want %v at %v", types, points, tc.types, tc.points)
			}
		})
	}
	for _, l := range armylist.Lists() {
		if seen[l.ID] != len(l.Lines) {
			t.Errorf("%s: %d lines tested of %d", l.Name, seen[l.ID], len(l.Lines))
		}
	}
}

// The special forms: C-in-C lines, halves, upgrades and replacements
// with their rates and shares, stars, option caps and "half - all".
func TestListSpecialForms(t *testing.T) {
	line := func(list, name string) armylist.Line {
		t.Helper()
		l, _ := armylist.Find(list)
		ln, ok := l.Line(name)
		if !ok {
			t.Fatalf("%s: no line %q", list, name)
		}
		return ln
	}
	type form struct {
		from, fromOption string
		takes, gives     int
		share            armylist.Fraction
	}
	forms := []struct {
		list, line string
		want       form
	}{
		{"early-sumerian", "Re-arm household spearmen as axemen", form{"Household Spearmen", "", 1, 2, armylist.Fraction{}}},                                                             // 2 Bd for 1 Pk [L1120]
		{"early-sumerian", "Upgrade household and militia archers 2 Ps to 1 Reg Bw (I)", form{"Household and militia archers", "", 2, 1, armylist.Fraction{}}},                           // [L1166]
		{"early-bedouin", "Upgrade any 2 Ps Archers to 1 Irr Bw(I)", form{"Archers", "", 2, 1, armylist.Fraction{}}},                                                                     // [L1177]
		{"early-bedouin", "Upgrade Irr Bw (I) to Irr Bw (O)", form{"Upgrade any 2 Ps Archers to 1 Irr Bw(I)", "", 1, 1, armylist.Fraction{}}},                                            // [L1179]
		{"early-lybian", "Replace Javelinmen with swordmen", form{"Javelinmen", "", 2, 1, armylist.Fraction{Num: 1, Den: 3}}},                                                            // [L1191]
		{"early-lybian", "Replace javelinmen with Archers", form{"Javelinmen", "", 1, 1, armylist.Fraction{Num: 1, Den: 3}}},                                                             // [L1192]
		{"early-lybian", "Upgrade 2 Archers Ps (ex Javelinmen only) as 1 Irr Bw (I)", form{"Replace javelinmen with Archers", "", 2, 1, armylist.Fraction{}}},                            // [L1193]
		{"early-lybian", "Upgrade Irr Bw (I) with swords to Irr Bw (O)", form{"Upgrade 2 Archers Ps (ex Javelinmen only) as 1 Irr Bw (I)", "", 1, 1, armylist.Fraction{Num: 1, Den: 3}}}, // [L1194]
		{"neo-assyrian-empire", "Upgrade above Ax(O) to elite units", form{"Infantry of the battle array", "Reg Ax(O)", 1, 1, armylist.Fraction{}}},                                      // [L1211]
	}
	for _, f := range forms {
		ln := line(f.list, f.line)
		got := form{ln.From, ln.FromOption, ln.Takes, ln.Gives, ln.Share}
		if got != f.want {
			t.Errorf("%s %s: %+v, want %+v", ln.Seed, ln.Name, got, f.want)
		}
	}
	// C-in-C lines [L1156, L1172, L1186, L1200]: every option is a C-in-C.
	for _, l := range armylist.Lists() {
		n := 0
		for _, ln := range l.Lines {
			if ln.CinC {
				n++
				for _, o := range ln.Options {
					if !o.CinC || o.Profile()["cinc"] != 1 {
						t.Errorf("%s %s: option %s is not marked C-in-C", l.Name, ln.Name, o.Label)
					}
				}
			}
		}
		if n != 1 {
			t.Errorf("%s: %d C-in-C lines, want 1", l.Name, n)
		}
	}
	// Halves [L1206, L1210, L1212], not the reserves' "any/all" [L1213].
	for name, want := range map[string]bool{"Kallapani": true, "Infantry of the battle array": true,
		"King's man infantry of the battle-array": true, "Reserves of the battle array": false} {
		ln := line("neo-assyrian-empire", name)
		if ln.Halves != want {
			t.Errorf("%s: halves %v, want %v", name, ln.Halves, want)
		}
		for _, o := range ln.Options {
			if want && o.Supporting != (o.Troop.Type == "Ps") {
				t.Errorf("%s: %s supporting %v", name, o.Label, o.Supporting)
			}
		}
	}
	// Mounted infantry [L1206, L1212]; special support options [L1082].
	k := line("neo-assyrian-empire", "Kallapani")
	if labels := optionLabels(k); !reflect.DeepEqual(labels, []string{"Reg mtd Ax(S)", "Reg mtd Ps(O) with the special support", "Reg mtd Ps(O) without the special support"}) {
		t.Errorf("Kallapani options %q", labels)
	}
	for _, o := range k.Options {
		if !o.Mounted {
			t.Errorf("Kallapani %s not mounted", o.Label)
		}
	}
	if o := k.Options[1]; !o.PsSupport || o.Profile()["ps-support"] != 1 || k.Options[2].PsSupport {
		t.Errorf("Kallapani Ps: support %v / %v", o.PsSupport, k.Options[2].PsSupport)
	}
	// Stars [L1213-1214]; the option cap [L1174]; "(half - all)" [L1173].
	if a, b := line("neo-assyrian-empire", "Reserves of the battle array"), line("neo-assyrian-empire", "Levied troops of the battle array"); a.Stars != 1 || b.Stars != 2 || a.Printed != "*4 - 6" || b.Printed != "**10-25" {
		t.Errorf("stars %d %q, %d %q", a.Stars, a.Printed, b.Stars, b.Printed)
	}
	if s := line("early-bedouin", "Skirmishers"); s.Options[0].UpTo != 0 || s.Options[1].UpTo != 2 {
		t.Errorf("skirmishers caps %d %d, want 0 2", s.Options[0].UpTo, s.Options[1].UpTo)
	}
	if j := line("early-bedouin", "Javelinmen"); j.Options[0].HalfToAll || !j.Options[1].HalfToAll {
		t.Errorf("javelinmen half - all on %v", j.Options)
	}
	// Recorded readings: the "Ax(O5" typo [L1172], "(half - all)", the
	// missing "half" [L1212], the starred counts, Cm's price.
	for _, c := range []struct{ list, line, word string }{
		{"early-bedouin", "C-in-C", "Ax(O5"},
		{"early-bedouin", "Javelinmen", "half - all"},
		{"early-sumerian", "Re-arm household spearmen as axemen", "pairs"},
		{"neo-assyrian-empire", "King's man infantry of the battle-array", "half Irr Ax(O)"},
		{"neo-assyrian-empire", "Reserves of the battle array", "[L1144]"},
		{"neo-assyrian-empire", "Levied troops of the battle array", "[L1144]"},
		{"neo-assyrian-empire", "Arab levies", "A5"},
	} {
		if r := line(c.list, c.line).Reading; !strings.Contains(r, c.word) {
			t.Errorf("%s %s: reading %q does not record %q", c.list, c.line, r, c.word)
		}
	}
}

func optionLabels(ln armylist.Line) []string {
	var s []string
	for _, o := range ln.Options {
		s = append(s, o.Label)
	}
	return s
}

// Every line hangs together: options parse as the ruleset reads them,
// labels are unique on their line, upgrades name lines and options that
// exist, seeds lie inside their list's.
func TestListsConsistent(t *testing.T) {
	for _, l := range armylist.Lists() {
		lo, hi := seedRange(t, l.Seed)
		for _, ln := range l.Lines {
			if n := seedLine(t, ln.Seed); n < lo || n > hi {
				t.Errorf("%s %s: seed %s outside %s", l.Name, ln.Name, ln.Seed, l.Seed)
			}
			labels := map[string]bool{}
			for _, o := range ln.Options {
				if labels[o.Label] {
					t.Errorf("%s %s: label %q twice", l.Name, ln.Name, o.Label)
				}
				labels[o.Label] = true
				if bt, err := bloodblades.ParseTroop(o.Type); err != nil || bt.String() != o.Type || o.Troop.String() != o.Type {
					t.Errorf("%s %s: %q reads %v, %v", l.Name, ln.Name, o.Type, bt, err)
				}
			}
			if ln.From != "" {
				from, ok := l.Line(ln.From)
				if !ok || ln.Takes < 1 || ln.Gives < 1 {
					t.Errorf("%s %s: from %q (%v), %d for %d", l.Name, ln.Name, ln.From, ok, ln.Takes, ln.Gives)
				}
				if _, ok := from.Option(ln.FromOption); ln.FromOption != "" && !ok {
					t.Errorf("%s %s: from option %q not on %s", l.Name, ln.Name, ln.FromOption, ln.From)
				}
			}
		}
	}
}

func seedLine(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(s, "[L"), "]"))
	if err != nil {
		t.Fatalf("seed %q: %v", s, err)
	}
	return n
}

func seedRange(t *testing.T, s string) (int, int) {
	t.Helper()
	a, b, _ := strings.Cut(strings.TrimSuffix(strings.TrimPrefix(s, "[L"), "]"), "-")
	lo, err1 := strconv.Atoi(a)
	hi, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil {
		t.Fatalf("seed range %q", s)
	}
	return lo, hi
}

// Base sizes at 15 mm match the ruleset's Setup: every option of every
// list, put in the sample battle in place of a base, passes Setup (width
// 4 cm [L1252], depth by Table 5.2 [L736-742]), with its profile.
func TestOptionBasesPassSetup(t *testing.T) {
	sc, err := scenario.Embedded("bnb")
	if err != nil {
		t.Fatal(err)
	}
	depths := map[string]float64{"HCh": 4, "LCh": 4, "Cv": 3, "LH": 3, "Cm": 3, "Hd": 3, "Ax": 2, "Ps": 2, "Bw": 2, "Pk(X)": 1.5, "Pk(I)": 1.5, "Bd(F)": 2, "Wb(F)": 2}
	for _, l := range armylist.Lists() {
		for _, ln := range l.Lines {
			for _, o := range ln.Options {
				d, ok := depths[o.Troop.Type]
				if !ok {
					d = depths[o.Troop.Type+"("+string(o.Troop.Grade)+")"]
				}
				if o.Base != [2]float64{4, d} {
					t.Errorf("%s %s %s: base %v, want [4 %g] (Table 5.2 [L736-742])", l.Name, ln.Name, o.Label, o.Base, d)
				}
				s := sc.State.CloneAll()
				id := "as-hch-1"
				if o.CinC {
					id = "as-king"
				}
				u, _ := s.Unit(id)
				u.Type, u.Profile = o.Type, o.Profile()
				b, _ := s.Base(u.Bases[0])
				b.Shape.Width, b.Shape.Depth = o.Base[0], o.Base[1]
				if err := (bloodblades.Rules{}).Setup(&s); err != nil {
					t.Errorf("%s %s %s: Setup: %v", l.Name, ln.Name, o.Label, err)
				}
				// The control: half the depth is refused.
				b.Shape.Depth = o.Base[1] / 2
				if err := (bloodblades.Rules{}).Setup(&s); err == nil || !strings.Contains(err.Error(), "deep") {
					t.Errorf("%s %s %s: Setup on a base %g cm deep: %v, want it refused", l.Name, ln.Name, o.Label, b.Shape.Depth, err)
				}
			}
		}
	}
}
