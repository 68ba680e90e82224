package armylist_test

import (
	"errors"
	"testing"

	"plateau/rules/bloodblades/armylist"
)

// Table 5.4 [L1055-1076], rows from Cm on read with Irr X missing
// (bnb.md §3.5, A5), and the sample armies' prices (docs/bnb-armies.md).
func TestPointsTable(t *testing.T) {
	tests := []struct {
		troop string
		ap    float64
		why   string
	}{
		// docs/bnb-armies.md's AP column.
		{"Reg HCh(O)", 14, "[L1069] Reg O"},
		{"Reg Cv(O)", 11, "[L1065] Reg O"},
		{"Reg LH(I)", 6, "[L1072] Reg I"},
		{"Reg Ax(O)", 5, "[L1061] Reg O"},
		{"Reg Ps(O)", 3, "[L1074] Reg O"},
		{"Irr LCh(O)", 9, "[L1071] Irr O"},
		{"Irr Wb(F)", 10, "[L1076] Irr F, the 9th value: Irr X missing (A5)"},
		{"Irr Ax(I)", 3, "[L1061] Irr I"},
		{"Irr Ps(O)", 3, "[L1074] Irr O"},
		{"Irr Bw(I)", 7, "[L1064] Irr I"},
		// Ten-value rows, both ends.
		{"Reg Ax(S)", 7, "[L1061] first column"},
		{"Irr Ax(S)", 6, "[L1061] Irr S"},
		{"Reg Bd(F)", 9, "[L1062] Reg F"},
		{"Irr Bd(F)", 7, "[L1062] Irr F"},
		{"Irr Bg(O)", 0, "[L1063] the only price"},
		{"Reg Bw(S)", 16, "[L1064]"},
		{"Irr Cv(I)", 8, "[L1065] last printed"},
		// Nine-value rows (A5): Reg X and Irr F are where they would be.
		{"Irr Cm(S)", 7, "[L1067] Irr S"},
		{"Irr Cm(O)", 7, "[L1067] 7 for any Cm (A5)"},
		{"Reg Cm(I)", 7, "[L1067] 7 for any Cm (A5)"},
		{"Irr El(I)", 21, "[L1068] Irr I"},
		{"Reg HCh(F)", 15, "[L1069] Reg F"},
		{"Irr HCh(F)", 14, "[L1069] 9th value = Irr F"},
		{"Reg HCh(I)", 12, "[L1069]"},
		{"Irr Hd(O)", 2, "[L1070]"},
		{"Irr Hd(F)", 3, "[L1070] 9th value = Irr F"},
		{"Reg LCh(I)", 8, "[L1071]"},
		{"Reg LH(X)", 6, "[L1072] 5th value = Reg X"},
		{"Irr LH(F)", 8, "[L1072] 9th value = Irr F"},
		{"Irr LH(I)", 6, "[L1072]"},
		{"Reg Pk(X)", 8, "[L1073] Reg X"},
		{"Reg Pk(I)", 7, "[L1073]"},
		{"Irr Pk(F)", 7, "[L1073] 9th value = Irr F"},
		{"Irr Ps(S)", 4, "[L1074]"},
		{"Irr Ps(I)", 2, "[L1074]"},
		{"Reg Sp(O)", 12, "[L1075]"},
		{"Irr Sp(I)", 7, "[L1075]"},
		{"Irr Wb(S)", 13, "[L1076]"},
	}
	for _, tc := range tests {
		t.Run(tc.troop, func(t *testing.T) {
			tr, err := armylist.ParseTroop(tc.troop)
			if err != nil {
				t.Fatal(err)
			}
			got, err := armylist.Points(tr, armylist.Extras{})
			if err != nil || got != tc.ap {
				t.Fatalf("Points(%s) = %g, %v; want %g (%s)", tc.troop, got, err, tc.ap, tc.why)
			}
		})
	}
}

// "--" cells and the unprinted Irr X column (A5) have no price.
func TestPointsNoPrice(t *testing.T) {
	for _, s := range []string{
		"Irr LH(X)",  // [L1072]: nine values, Irr X unprinted (A5)
		"Irr Pk(X)",  // [L1073]
		"Reg Wb(O)",  // [L1076] "--"
		"Reg Hd(O)",  // [L1070] "--"
		"Reg Bd(S)",  // [L1062] "--"
		"Irr Pk(O)",  // [L1073] "--"
		"Irr LCh(F)", // [L1071] "--"
	} {
		tr := troopOf(t, s)
		if ap, err := armylist.Points(tr, armylist.Extras{}); !errors.Is(err, armylist.ErrNoPrice) {
			t.Errorf("Points(%s) = %g, %v; want ErrNoPrice", s, ap, err)
		}
	}
}

// A type Table 5.4 does not list is unknown, not free.
func TestPointsUnknownType(t *testing.T) {
	for _, tr := range []armylist.Troop{{Type: "Kn", Grade: 'O', Reg: true}, {Type: "Ax", Grade: 'Q'}} {
		if ap, err := armylist.Points(tr, armylist.Extras{}); !errors.Is(err, armylist.ErrUnknownType) {
			t.Errorf("Points(%v) = %g, %v; want ErrUnknownType", tr, ap, err)
		}
	}
}

// The extras [L1078-1083].
func TestPointsExtras(t *testing.T) {
	tests := []struct {
		name  string
		troop string
		x     armylist.Extras
		ap    float64
	}{
		{"+1 mounted infantry [L1080]: Kallapani Reg mtd Ax(S) [L1206]", "Reg Ax(S)", armylist.Extras{Mounted: true}, 8},
		{"+1 mounted infantry [L1080]: Irr Bw(I)", "Irr Bw(I)", armylist.Extras{Mounted: true}, 8},
		{"+0.5 instead of +1 for a mounted Ps [L1081]", "Reg Ps(O)", armylist.Extras{Mounted: true}, 3.5},
		{"+1 Ps giving the special support [L1082]", "Reg Ps(O)", armylist.Extras{Support: true}, 4},
		{"+1 not +2 for a mounted Ps giving it [L1083]", "Reg Ps(O)", armylist.Extras{Mounted: true, Support: true}, 4},
		{"Irr Ps(O) with the special support [L1082]", "Irr Ps(O)", armylist.Extras{Support: true}, 4},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := armylist.Points(troopOf(t, tc.troop), tc.x)
			if err != nil || got != tc.ap {
				t.Fatalf("got %g, %v; want %g", got, err, tc.ap)
			}
		})
	}
	bad := []struct {
		troop string
		x     armylist.Extras
		why   string
	}{
		{"Reg Cv(O)", armylist.Extras{Mounted: true}, "only infantry is mounted infantry [L560]"},
		{"Irr Bg(O)", armylist.Extras{Mounted: true}, "baggage does not ride"},
		{"Reg Ax(O)", armylist.Extras{Support: true}, "the special support is a Ps's [L1082], T21 [L2132]"},
		{"Irr Ps(S)", armylist.Extras{Support: true}, "T21 names Ps(O) [L2132]"},
	}
	for _, tc := range bad {
		if ap, err := armylist.Points(troopOf(t, tc.troop), tc.x); err == nil {
			t.Errorf("Points(%s, %+v) = %g, want an error: %s", tc.troop, tc.x, ap, tc.why)
		}
	}
}

func troopOf(t *testing.T, s string) armylist.Troop {
	t.Helper()
	tr, err := armylist.ParseTroop(s)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}
