package pagaille

import (
	"strings"
	"testing"
)

// TestPointsOf: an army's points value (bep §11.4, L793; A25 officers
// included): 16 average spearmen 40 (§3.1, L520-522: twice the 8-figure
// 20) and their attached average officer 40 (L465-468; 60 by the annex,
// L881, A11); a distinguished general 80 (L441-444); 8 average
// crossbowmen 20 + 5 (L1186, A30); 12 heavy cavalry 60 (40 and half
// again, §15 example 1's rule); a catapult with a seasoned crew 70 + 10
// (L1239, L716-719).
func TestPointsOf(t *testing.T) {
	b := newBattle(t)
	b.troop("spears", 0, TypeInfantry, 3, 8, 2, 40, 20, map[string]float64{keyPolearm: 1, keyOfficer: 2})
	b.leader("blue-gen", 0, TypeGeneral, 2, 20, 60)
	b.troop("xbows", 0, TypeInfantry, 3, 4, 2, 40, 40, map[string]float64{keyMissile: 6})
	b.troop("horse", 0, TypeCavalry, 2, 4, 3, 40, 90, nil)
	b.battery(2, 2, 40, 60)
	b.troop("axes", 1, TypeInfantry, 3, 4, 2, 140, 60, map[string]float64{keyGeneral: 3})
	for _, tc := range []struct {
		officerStats                                string
		total, infantry, cavalry, machines, officer int
	}{
		{"prose", 325, 65, 60, 80, 120},
		{"annex", 345, 65, 60, 80, 140},
	} {
		s := b.setup(SetOfficerStats, tc.officerStats)
		st, _ := ParseSettings(s.Settings)
		p, err := PointsOf(&s, 0, st)
		if err != nil {
			t.Fatal(err)
		}
		if p.Total != tc.total || p.Infantry != tc.infantry || p.Cavalry != tc.cavalry || p.Machines != tc.machines || p.Officers != tc.officer {
			t.Errorf("%s: points %+v; want total %d: infantry %d, cavalry %d, machines %d, officers %d", tc.officerStats, p, tc.total, tc.infantry, tc.cavalry, tc.machines, tc.officer)
		}
		if p.Units[Infantry][Average] != 2 || p.Units[Cavalry][Heavy] != 1 || p.Crews[Seasoned] != 1 {
			t.Errorf("%s: counts %v, crews %v", tc.officerStats, p.Units, p.Crews)
		}
	}
}

// TestCheckScheme holds armies to their general's scheme at each limit
// and one past it (bep §11.4, L791-862): percentages of the points value
// exactly, "au moins" and "pas plus de"/"maximum" inclusive; the most
// units of a quality; a quality not named unlimited.
func TestCheckScheme(t *testing.T) {
	pts := func(total, inf, cav, mach int) ArmyPoints {
		return ArmyPoints{Total: total, Infantry: inf, Cavalry: cav, Machines: mach, Officers: total - inf - cav - mach,
			Units: map[Troop]map[Quality]int{Infantry: {}, Cavalry: {}}, Crews: map[Crew]int{}}
	}
	with := func(p ArmyPoints, edit func(p *ArmyPoints)) ArmyPoints { // on a copy of p's counts
		p.Units = map[Troop]map[Quality]int{Infantry: {}, Cavalry: {}}
		p.Crews = map[Crew]int{}
		edit(&p)
		return p
	}
	ok := pts(100, 60, 20, 20)
	for _, tc := range []struct {
		name    string
		general int
		p       ArmyPoints
		words   []string // empty: accepted
	}{
		{"average: infantry exactly 60 %", 3, ok, nil},
		{"average: infantry 59 %", 3, pts(100, 59, 20, 20), []string{"The raiders: infantry 59 of 100 points (59.0 %)", "an average general", "60-70 %", "L826-827", `armyBuilder = "off"`}},
		{"average: infantry exactly 70 %", 3, pts(100, 70, 10, 0), nil},
		{"average: infantry 71 %", 3, pts(100, 71, 10, 0), []string{"infantry 71 of 100", "60-70 %"}},
		{"average: cavalry 21 %", 3, pts(100, 60, 21, 0), []string{"cavalry 21 of 100 points (21.0 %)", "at most 20 %", "L830-831"}},
		{"average: machines 21 %", 3, pts(100, 60, 0, 21), []string{"war machines 21 of 100", "at most 20 %", "L835-836"}},
		{"average: 2 elite infantry", 3, with(ok, func(p *ArmyPoints) { p.Units[Infantry][Elite] = 2 }), nil},
		{"average: 3 elite infantry", 3, with(ok, func(p *ArmyPoints) { p.Units[Infantry][Elite] = 3 }), []string{"3 elite infantry units", "at most 2", "L828-829"}},
		{"average: 4 poor infantry", 3, with(ok, func(p *ArmyPoints) { p.Units[Infantry][Poor] = 4 }), []string{"4 poor infantry units", "at most 3"}},
		{"average: average infantry unlimited", 3, with(ok, func(p *ArmyPoints) { p.Units[Infantry][Average] = 12 }), nil},
		{"average: 1 expert crew", 3, with(ok, func(p *ArmyPoints) { p.Crews[Expert] = 1 }), []string{"1 expert crew unit;", "at most 0", "L840-842"}},
		{"average: 2 novice crews", 3, with(ok, func(p *ArmyPoints) { p.Crews[Novice] = 2 }), nil},
		{"average: 3 novice crews", 3, with(ok, func(p *ArmyPoints) { p.Crews[Novice] = 3 }), []string{"3 novice crew units", "at most 2"}},
		{"peerless: infantry exactly 50 %", 1, pts(100, 50, 25, 25), nil},
		{"peerless: infantry 49 %", 1, pts(100, 49, 25, 25), []string{"a peerless general", "50-65 %", "L793-794"}},
		{"peerless: cavalry 26 %", 1, pts(100, 50, 26, 0), []string{"at most 25 %", "L797-798"}},
		{"peerless: 5 elite infantry", 1, with(pts(100, 50, 25, 25), func(p *ArmyPoints) { p.Units[Infantry][Elite] = 5 }), []string{"5 elite infantry units", "at most 4", "L795-796"}},
		{"peerless: a novice crew", 1, with(pts(100, 50, 25, 25), func(p *ArmyPoints) { p.Crews[Novice] = 1 }), []string{"1 novice crew unit", "at most 0", "L805"}},
		{"distinguished: 4 heavy cavalry", 2, with(pts(100, 50, 25, 25), func(p *ArmyPoints) { p.Units[Cavalry][Heavy] = 4 }), []string{"4 heavy cavalry units", "at most 3", "L816-817"}},
		{"distinguished: 2 novice crews", 2, with(pts(100, 50, 25, 25), func(p *ArmyPoints) { p.Crews[Novice] = 2 }), []string{"at most 1", "L821-822"}},
		{"poor: infantry exactly 80 %", 4, pts(100, 80, 15, 0), nil},
		{"poor: infantry 81 %", 4, pts(100, 81, 15, 0), []string{"65-80 %", "L846-847"}},
		{"poor: machines exactly 15 %", 4, pts(100, 65, 15, 15), nil},
		{"poor: machines 16 %", 4, pts(100, 65, 0, 16), []string{"at most 15 %", "L857-858"}},
		{"poor: light cavalry unlimited", 4, with(pts(100, 65, 15, 0), func(p *ArmyPoints) { p.Units[Cavalry][Light] = 9 }), nil},
		{"poor: 2 elite cavalry", 4, with(pts(100, 65, 15, 0), func(p *ArmyPoints) { p.Units[Cavalry][Elite] = 2 }), []string{"2 elite cavalry units", "at most 1", "L854-855"}},
		{"poor: 3 heavy infantry", 4, with(pts(100, 65, 15, 0), func(p *ArmyPoints) { p.Units[Infantry][Heavy] = 3 }), []string{"at most 2", "L848-849"}},
		{"poor: 2 seasoned crews", 4, with(pts(100, 65, 0, 15), func(p *ArmyPoints) { p.Crews[Seasoned] = 2 }), nil},
		{"poor: 3 seasoned crews", 4, with(pts(100, 65, 0, 15), func(p *ArmyPoints) { p.Crews[Seasoned] = 3 }), []string{"3 seasoned crew units", "at most 2", "L860-862"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckScheme("The raiders", tc.general, tc.p)
			if len(tc.words) == 0 {
				if err != nil {
					t.Errorf("refused: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatal("accepted")
			}
			for _, w := range tc.words {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%q does not say %q", err, w)
				}
			}
		})
	}
}

// TestSetupArmyBuilder: with armyBuilder "check" Setup refuses an army
// outside its scheme with the rule and the numbers; "off", the default,
// takes it (§16.2); an army within its scheme is taken either way.
func TestSetupArmyBuilder(t *testing.T) {
	// The standard battle: blue's 8 average spearmen 20 points, their
	// average officer 40, the average general 60: infantry 20 of 120.
	b := standard(t)
	s := b.s.CloneAll()
	s.Settings = map[string]string{SetArmyBuilder: "check"}
	err := Rules{}.Setup(&s)
	if err == nil || !strings.Contains(err.Error(), "Blue: infantry 20 of 120 points (16.7 %); an army led by an average general has 60-70 % of its points in infantry (§11.4, L826-827)") {
		t.Errorf("checked: %v", err)
	}
	b.setup() // off by default
	b.setup(SetArmyBuilder, "off")
	// Within the scheme: each army's average general (60) attached to 16
	// heavy infantry (80) with 8 average infantry (20): 100 of 160, 62.5 %.
	w := newBattle(t)
	w.troop("heavy", 0, TypeInfantry, 2, 8, 2, 40, 40, map[string]float64{keyGeneral: 3})
	w.troop("levy", 0, TypeInfantry, 3, 4, 2, 40, 80, nil)
	w.troop("axes", 1, TypeInfantry, 2, 8, 2, 140, 40, map[string]float64{keyGeneral: 3})
	w.troop("mob", 1, TypeInfantry, 3, 4, 2, 140, 80, nil)
	w.setup(SetArmyBuilder, "check")
}
