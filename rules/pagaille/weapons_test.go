package pagaille

import "testing"

// TestWeaponExamples are bep §15 examples 14-17 (seed 004 L1141-1184).
func TestWeaponExamples(t *testing.T) {
	for _, tc := range []struct {
		name     string
		w        Weapon
		tir      int
		dist     float64
		rangePas int
		force    int
		need     int
		inRange  bool
	}{
		{"ex 14: average infantry, stones", Stones, 4, 3, 3, 3, 4, true},
		{"ex 14: average infantry, sling", Sling, 4, 6, 6, 3, 4, true},
		{"ex 15: light cavalry, sling", Sling, 3, 8, 8, 4, 3, true},
		{"ex 15: heavy infantry, stones", Stones, 5, 2, 2, 2, 5, true},
		{"stones just beyond range", Stones, 5, 2.01, 2, 0, 0, false},
		{"ex 16: short bow at 10 pas (A37: not beyond)", ShortBow, 4, 10, 20, 4, 4, true},
		{"ex 16: short bow at 10.5 pas", ShortBow, 4, 10.5, 20, 3, 4, true},
		{"short bow at its range", ShortBow, 4, 20, 20, 3, 4, true},
		{"short bow beyond", ShortBow, 4, 20.5, 20, 0, 0, false},
		{"long bow at 20 pas", LongBow, 5, 20, 40, 4, 5, true},
		{"long bow at 21 pas", LongBow, 5, 21, 40, 3, 5, true},
		{"crossbow at 20 pas: no malus yet", Crossbow, 4, 20, 60, 4, 4, true},
		{"ex 17: elite crossbow at 30 pas", Crossbow, 4, 30, 60, 4, 5, true},
		{"crossbow at 40 pas", Crossbow, 4, 40, 60, 4, 5, true},
		{"ex 17: elite crossbow at 50 pas", Crossbow, 4, 50, 60, 3, 6, true},
		{"A36: heavy crossbow beyond 40 needs 7", Crossbow, 5, 41, 60, 3, 7, true},
		{"crossbow beyond 60", Crossbow, 4, 61, 60, 0, 0, false},
		{"musket", Musket, 4, 40, 40, 4, 4, true},
		{"grenade", Grenades, 4, 3, 3, GrenadeForce, 4, true},
		{"light cavalry (Tir 3): a natural 1 still fails", Stones, 3, 0, 4, 4, 3, true},
	} {
		r, err := tc.w.Range(tc.tir)
		if err != nil || r != tc.rangePas {
			t.Errorf("%s: Range = %d, %v; want %d", tc.name, r, err, tc.rangePas)
		}
		s, ok, err := tc.w.At(tc.tir, tc.dist)
		if err != nil || ok != tc.inRange {
			t.Errorf("%s: At(%d, %g) in range %v, %v; want %v", tc.name, tc.tir, tc.dist, ok, err, tc.inRange)
			continue
		}
		if !ok {
			continue
		}
		if s.Force != tc.force || s.Need(tc.tir) != tc.need {
			t.Errorf("%s: F%d needing %d, want F%d needing %d", tc.name, s.Force, s.Need(tc.tir), tc.force, tc.need)
		}
	}
	if s, _, _ := Stones.At(1, 0); s.Need(1) != 2 {
		t.Errorf("a natural 1 always fails: need %d", s.Need(1))
	}
	if _, _, err := Weapon("javelin").At(4, 1); err == nil {
		t.Errorf("an unknown weapon shot")
	}
	if _, ok, _ := ShortBow.At(4, -1); ok {
		t.Errorf("a negative distance is in range")
	}
}

func TestWeaponAllowedAndCost(t *testing.T) {
	for _, tc := range []struct {
		w    Weapon
		t    Troop
		q    Quality
		want bool
	}{
		{LongBow, Infantry, Elite, true},
		{LongBow, Cavalry, Light, false},
		{Crossbow, Infantry, Heavy, true},
		{Crossbow, Infantry, Poor, false},
		{Crossbow, Cavalry, Elite, false},
		{Musket, Infantry, Average, true},
		{Musket, Infantry, Elite, true},
		{Musket, Infantry, Heavy, false},
		{Musket, Infantry, Poor, false},
		{Musket, Cavalry, Elite, false},
		{Sling, Cavalry, Light, true},
		{Stones, Infantry, Poor, true},
		{Grenades, Infantry, Average, true},
		{ShortBow, Cavalry, Heavy, true},
		{"javelin", Infantry, Average, false},
	} {
		if got := tc.w.Allowed(tc.t, tc.q); got != tc.want {
			t.Errorf("%s allowed to %s %s = %v, want %v", tc.w, tc.q, tc.t, got, tc.want)
		}
	}
	for _, w := range Weapons {
		want := 0
		switch w {
		case Crossbow:
			want = 5
		case Musket:
			want = 10
		}
		if w.Cost() != want {
			t.Errorf("%s costs %d, want %d", w, w.Cost(), want)
		}
	}
}
