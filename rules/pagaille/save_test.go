package pagaille

import "testing"

// TestSaveExamples are bep §15 examples 12 (literal, seed 004 L285-290)
// and 13 (axes swapped, A3).
func TestSaveExamples(t *testing.T) {
	for _, tc := range []struct {
		mode   SaveMode
		f, res int
		want   int
	}{
		{SaveLiteral, 5, 2, 2},
		{SaveLiteral, 2, 5, 6},
		{SaveLiteral, 3, 4, 5},
		{SaveSwapped, 5, 2, 6},
		{SaveSwapped, 2, 5, 2},
		{SaveSwapped, 3, 4, 3},
		{SaveSwapped, 4, 4, 4}, // the diagonal is 4+
		{SaveLiteral, 2, 2, 4},
	} {
		got, err := tc.mode.Save(tc.f, tc.res)
		if err != nil || got != tc.want {
			t.Errorf("%s.Save(F%d, R%d) = %d, %v; want %d+", tc.mode, tc.f, tc.res, got, err, tc.want)
		}
	}
}

// TestSaveTableProperties: §3.10's check, T[a][b] + T[b][a] = 8 with 4 on
// the diagonal; the swapped reading makes a stronger blow never easier
// to save and a tougher target never easier to hurt, the literal one the
// reverse (the inversion A3 describes).
func TestSaveTableProperties(t *testing.T) {
	for a := MinStat; a <= MaxStat; a++ {
		for b := MinStat; b <= MaxStat; b++ {
			lit, _ := SaveLiteral.Save(a, b)
			swp, _ := SaveSwapped.Save(a, b)
			if back, _ := SaveLiteral.Save(b, a); back != swp {
				t.Errorf("swapped F%d R%d = %d, literal F%d R%d = %d", a, b, swp, b, a, back)
			}
			if lit+swp != 8 {
				t.Errorf("F%d R%d: literal %d + swapped %d != 8", a, b, lit, swp)
			}
			if a == b && lit != 4 {
				t.Errorf("diagonal F%d R%d = %d", a, b, lit)
			}
			if a < MaxStat {
				stronger, _ := SaveSwapped.Save(a+1, b)
				if stronger < swp {
					t.Errorf("swapped: F%d saves on %d, F%d on %d: a stronger blow is easier to save", a+1, stronger, a, swp)
				}
				litStronger, _ := SaveLiteral.Save(a+1, b)
				if litStronger > lit {
					t.Errorf("literal: F%d saves on %d, F%d on %d", a+1, litStronger, a, lit)
				}
			}
			if b < MaxStat {
				tougher, _ := SaveSwapped.Save(a, b+1)
				if tougher > swp {
					t.Errorf("swapped: R%d saves on %d, R%d on %d: a tougher target saves less", b+1, tougher, b, swp)
				}
			}
		}
	}
}

func TestSaveErrors(t *testing.T) {
	for _, tc := range []struct {
		mode   SaveMode
		f, res int
	}{
		{SaveSwapped, 1, 3}, {SaveSwapped, 6, 3}, {SaveLiteral, 3, 1}, {SaveLiteral, 3, 6}, {"inverted", 3, 3}, {"", 3, 3},
	} {
		if got, err := tc.mode.Save(tc.f, tc.res); err == nil {
			t.Errorf("%q.Save(F%d, R%d) = %d, want an error", tc.mode, tc.f, tc.res, got)
		}
	}
}
