package pagaille

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/block"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// TestSetupRefuses: each scenario fault is refused with a message naming
// the unit (or army) and the rule.
func TestSetupRefuses(t *testing.T) {
	for _, tc := range []struct {
		name  string
		edit  func(b *battle)
		words []string
	}{
		{"three armies", func(b *battle) { b.s.Sides = append(b.s.Sides, rules.Side{ID: "green", Name: "Green"}) }, []string{"3 armies", "two players"}},
		{"unknown type", func(b *battle) { b.s.Units[0].Type = "dragons" }, []string{`"spears"`, `"dragons"`, "infantry, cavalry"}},
		{"unknown profile key", func(b *battle) { b.s.Units[0].Profile["attacks"] = 3 }, []string{`"attacks"`, "known:"}},
		{"no quality", func(b *battle) { delete(b.s.Units[0].Profile, keyQuality) }, []string{"needs profile quality"}},
		{"light infantry", func(b *battle) { b.s.Units[0].Profile[keyQuality] = 4; b.s.Units[0].Type = TypeCavalry }, []string{"quality 4 is not a quality of cavalry"}},
		{"10 figures", func(b *battle) { b.s.Units[0].Profile[keyFigures] = 10 }, []string{"8, 12 or 16", "L10"}},
		{"officer on a general", func(b *battle) { b.s.Units[1].Profile[keyOfficer] = 1 }, []string{"profile officer is for infantry, cavalry, not general"}},
		{"officer and general attached", func(b *battle) { b.s.Units[0].Profile[keyGeneral] = 1 }, []string{"one officer is attached"}},
		{"an officer of quality 4", func(b *battle) { b.s.Units[1].Type = TypeOfficer; b.s.Units[1].Profile[keyQuality] = 4 }, []string{"officer is of quality 1"}},
		{"base not whole figures", func(b *battle) { b.s.Table.Bases[0].Shape.Width = 11 }, []string{"11.00 × 5.00", "whole number of infantry figure bases", SetInfantryBase}},
		{"figures do not fill the ranks", func(b *battle) { b.s.Table.Bases[0].Shape.Depth = 7.5 }, []string{"8 figures do not stand 4 abreast and 3 deep"}},
		{"formation", func(b *battle) { b.s.Units[0].Formation = "wedge" }, []string{`"wedge"`, "§7.3"}},
		{"no general", func(b *battle) { b.s.Units[2].Profile[keyGeneral] = 0; delete(b.s.Units[2].Profile, keyGeneral) }, []string{"army Red has no general", "§3.7"}},
		{"two generals", func(b *battle) { b.s.Units[0].Profile[keyGeneral] = 2; delete(b.s.Units[0].Profile, keyOfficer) }, []string{"army Blue has 2 generals"}},
		{"staff", func(b *battle) { b.s.Units[0].Profile[keyOfficer] = 1 }, []string{"1 distinguished officers; a average general may have 0", "§3.9"}},
		{"skirmishers' bases", func(b *battle) { b.s.Units[0].Formation = Skirmish }, []string{"1 bases for 8 figures"}},
		{"unknown setting", func(b *battle) { b.s.Settings = map[string]string{"scale": "15mm"} }, []string{`unknown setting "scale"`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := standard(t)
			tc.edit(b)
			s := b.s.CloneAll()
			err := Rules{}.Setup(&s)
			if err == nil {
				t.Fatalf("Setup accepted it")
			}
			for _, w := range tc.words {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
		})
	}
}

// TestSetupBlocks: a close-order unit's block is read from its base and
// its starting figures (§12.1): 12 figures on a 4 × 3 base, 12 on a 5 × 3
// (the last rank partial, centred), cavalry on 2.5 × 5 cm figures.
func TestSetupBlocks(t *testing.T) {
	b := standard(t)
	b.troop("big", 0, TypeInfantry, 3, 5, 3, 40, 20, map[string]float64{keyFigures: 12})
	b.troop("horse", 0, TypeCavalry, 3, 4, 2, 40, 100, nil)
	s := b.setup()
	for _, tc := range []struct {
		id                    string
		files, ranks, figures int
	}{{"spears", 4, 2, 8}, {"big", 5, 3, 12}, {"horse", 4, 2, 8}} {
		u := unit(t, &s, tc.id)
		l, err := block.StatusLayout(u.Status, "")
		if err != nil || l.Files() != tc.files || l.Ranks() != tc.ranks || l.Count() != tc.figures {
			t.Errorf("%s: layout %v, %v; want %d × %d, %d figures", tc.id, l, err, tc.files, tc.ranks, tc.figures)
		}
	}
	if s.Turn != 1 || s.Phase != PhaseFirst || s.Active != 0 {
		t.Errorf("turn %d, phase %q, army %d; want turn 1, the roll-off, army 0", s.Turn, s.Phase, s.Active)
	}
}

// TestSetupSkirmishers: a skirmishing unit has one figure base per figure.
func TestSetupSkirmishers(t *testing.T) {
	b := standard(t)
	u := rules.Unit{ID: "skirm", Name: "skirm", Side: 0, Type: TypeInfantry, Formation: Skirmish, Profile: map[string]float64{keyQuality: 4, keyFigures: 8}}
	for i := range 8 {
		id := "skirm." + string(rune('1'+i))
		u.Bases = append(u.Bases, id)
		b.s.Table.Bases = append(b.s.Table.Bases, table.Base{ID: id, Unit: "skirm", Side: 0, Shape: geom.Rect{Center: geom.V(60, 10+5*float64(i)), Width: fig, Depth: fig}})
	}
	b.s.Units = append(b.s.Units, u)
	s := b.setup()
	if got := figuresLeft(unit(t, &s, "skirm")); got != 8 {
		t.Errorf("skirmishers have %d figures", got)
	}
	b.s.Table.Bases[len(b.s.Table.Bases)-1].Shape.Depth = 5
	s = b.s.CloneAll()
	if err := (Rules{}).Setup(&s); err == nil || !strings.Contains(err.Error(), "skirm.8 is 2.50 × 5.00") {
		t.Errorf("a skirmisher on a cavalry base: %v", err)
	}
}

// TestUpkeep is bep §15 example 4 (L31-38): 4 units over 50 %, one at
// exactly 50 %, one routed at 75 %; 3 officers, the general included;
// banners in two healthy units and in the routed one: 5 + 3 + 2 = 10 CP.
func TestUpkeep(t *testing.T) {
	b := newBattle(t)
	banner := map[string]float64{keyBanner: 1}
	b.troop("u1", 0, TypeInfantry, 3, 4, 2, 20, 10, map[string]float64{keyBanner: 1, keyGeneral: 3})
	b.troop("u2", 0, TypeInfantry, 3, 4, 2, 20, 25, banner)
	b.troop("u3", 0, TypeInfantry, 3, 4, 2, 20, 40, map[string]float64{keyOfficer: 2})
	b.troop("u4", 0, TypeInfantry, 3, 4, 2, 20, 55, nil)
	b.troop("half", 0, TypeInfantry, 3, 4, 2, 20, 70, nil)
	b.troop("routed", 0, TypeInfantry, 3, 4, 2, 20, 85, banner)
	b.leader("off", 0, TypeOfficer, 2, 10, 10)
	b.troop("axes", 1, TypeInfantry, 3, 4, 2, 140, 60, map[string]float64{keyGeneral: 3})
	setFigures := func(u *rules.Unit, n int) {
		u.Status = map[string]int{}
		l, _ := block.NewLayout(4, 2, n)
		l.PutStatus(u.Status, "")
	}
	setFigures(&b.s.Units[3], 5) // 5 of 8: over 50 %
	setFigures(&b.s.Units[4], 4) // exactly 50 %
	setFigures(&b.s.Units[5], 6)
	b.s.Units[5].Status[stRouted] = 1
	s := b.setup()
	if got := CP(&s, 0); got != 10 {
		t.Errorf("CP = %d, want 10 (5 units + 3 officers + 2 banners)", got)
	}
	if got := CP(&s, 1); got != 2 {
		t.Errorf("red CP = %d, want 2 (a unit and its general)", got)
	}
	_, facts := upkeep(&s, 0, Defaults())
	want := []int{5, 3, 2}
	for i, f := range facts {
		if f.Value != want[i] || f.Rule == "" {
			t.Errorf("fact %s = %d (%s), want %d", f.Name, f.Value, f.Rule, want[i])
		}
	}
}
