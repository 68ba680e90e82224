package pagaille

import "testing"

func TestStatsOf(t *testing.T) {
	for _, tc := range []struct {
		t    Troop
		q    Quality
		want Stats
		ok   bool
	}{
		// seed 004 L912-919 and L924-930.
		{Infantry, Elite, Stats{10, 9, 5, 4, 5, 4, 5, 50}, true},
		{Infantry, Heavy, Stats{8, 9, 4, 5, 4, 4, 5, 40}, true},
		{Infantry, Average, Stats{6, 8, 4, 4, 3, 3, 4, 20}, true},
		{Infantry, Poor, Stats{4, 7, 3, 5, 3, 2, 3, 10}, true},
		{Cavalry, Elite, Stats{10, 9, 5, 4, 5, 4, 5, 50}, true},
		{Cavalry, Heavy, Stats{8, 8, 4, 5, 4, 4, 4, 40}, true},
		{Cavalry, Light, Stats{4, 9, 3, 3, 3, 3, 3, 20}, true},
		{Infantry, Light, Stats{}, false},
		{Cavalry, Poor, Stats{}, false},
		{"dragons", Elite, Stats{}, false},
	} {
		got, ok := StatsOf(tc.t, tc.q)
		if got != tc.want || ok != tc.ok {
			t.Errorf("StatsOf(%s, %s) = %+v, %v; want %+v, %v", tc.t, tc.q, got, ok, tc.want, tc.ok)
		}
	}
	// Every value the save table reads is in its range.
	for tr, qs := range troopStats {
		for q, s := range qs {
			for _, v := range []int{s.FPolearm, s.FHand, s.Res} {
				if v < MinStat || v > MaxStat {
					t.Errorf("%s %s: %d is outside the save table", q, tr, v)
				}
			}
		}
	}
}

// TestUnitCost is bep §15 example 1 (seed 004 L526-528).
func TestUnitCost(t *testing.T) {
	for _, tc := range []struct {
		cost8, figures, want int
		ok                   bool
	}{
		{50, 8, 50, true},
		{50, 12, 75, true},
		{50, 16, 100, true},
		{10, 12, 15, true},
		{0, 16, 0, true},
		{50, 10, 0, false},
		{50, 0, 0, false},
		{25, 12, 0, false},
		{-10, 8, 0, false},
	} {
		got, err := UnitCost(tc.cost8, tc.figures)
		if got != tc.want || (err == nil) != tc.ok {
			t.Errorf("UnitCost(%d, %d) = %d, %v; want %d", tc.cost8, tc.figures, got, err, tc.want)
		}
	}
	for _, n := range UnitSizes {
		if _, err := UnitCost(20, n); err != nil {
			t.Errorf("size %d: %v", n, err)
		}
	}
}

// TestBands: the thresholds of §6.1, §10.2 and §10.3, exact 50 % and 25 %
// read as A24 says.
func TestBands(t *testing.T) {
	for _, tc := range []struct {
		figures, start int
		want           Band
	}{
		{8, 8, Complete}, {7, 8, Over}, {5, 8, Over}, {4, 8, Half}, {3, 8, Half}, {2, 8, Quarter}, {1, 8, Quarter}, {0, 8, Destroyed},
		{7, 12, Over}, {6, 12, Half}, {4, 12, Half}, {3, 12, Quarter},
		{9, 16, Over}, {8, 16, Half}, {5, 16, Half}, {4, 16, Quarter},
		{3, 3, Complete}, {2, 3, Over}, {1, 3, Half}, // a machine's crew
	} {
		if got := BandOf(tc.figures, tc.start); got != tc.want {
			t.Errorf("BandOf(%d, %d) = %v, want %v", tc.figures, tc.start, got, tc.want)
		}
	}
	if Band(9).String() != "band?" || Half.String() != "50% or less" {
		t.Errorf("Band names")
	}
}

// TestCurrentTV is bep §15 example 32 (seed 004 L388-395, L1109).
func TestCurrentTV(t *testing.T) {
	for _, tc := range []struct {
		figures, want int
	}{
		{8, 7}, {5, 7}, {4, 4}, {3, 4}, {2, 0}, {1, 0}, {0, 0},
	} {
		if got := CurrentTV(7, BandOf(tc.figures, 8)); got != tc.want {
			t.Errorf("TV 7 with %d of 8 figures = %d, want %d", tc.figures, got, tc.want)
		}
	}
	if got := CurrentTV(6, Half); got != 3 {
		t.Errorf("half of 6 = %d", got)
	}
}

// TestCommandPoints is bep §15 example 4 (seed 004 L31-38): 4 units over
// 50 %, one at exactly 50 %, one routed at 75 %; 3 officers; banners in two
// healthy units and in the routed one: 5 + 3 + 2 = 10.
func TestCommandPoints(t *testing.T) {
	units := []Standing{
		{Figures: 8, Start: 8, Banner: true},
		{Figures: 7, Start: 8, Banner: true},
		{Figures: 12, Start: 12},
		{Figures: 9, Start: 16},
		{Figures: 4, Start: 8},
		{Figures: 6, Start: 8, Routed: true, Banner: true},
	}
	if got := CommandPoints(units, 3); got != 10 {
		t.Errorf("CommandPoints = %d, want 10", got)
	}
	if got := CommandPoints(nil, 0); got != 0 {
		t.Errorf("no army: %d", got)
	}
	if got := CommandPoints([]Standing{{Figures: 0, Start: 8, Banner: true}}, 1); got != 1 {
		t.Errorf("a destroyed unit's banner counted: %d", got)
	}
}

// TestBattery is bep §15 examples 19, 20 and 35 (seed 004 L698-745,
// L1215-1219, L1239).
func TestBattery(t *testing.T) {
	for _, tc := range []struct {
		m                  Machine
		c                  Crew
		tv, cost, rangePas int
	}{
		{Ballista, Expert, 7, 70, 46}, // examples 20 and 35
		{Catapult, Novice, 6, 75, 44}, // example 19's range
		{Trebuchet, Seasoned, 8, 130, 80},
	} {
		tv, cost, r, err := Battery(tc.m, tc.c)
		if err != nil || tv != tc.tv || cost != tc.cost || r != tc.rangePas {
			t.Errorf("Battery(%s, %s) = TV %d, %d points, %d pas, %v; want %d, %d, %d", tc.m, tc.c, tv, cost, r, err, tc.tv, tc.cost, tc.rangePas)
		}
	}
	if _, _, _, err := Battery("bombard", Expert); err == nil {
		t.Errorf("an unknown machine")
	}
	if _, _, _, err := Battery(Ballista, "veteran"); err == nil {
		t.Errorf("an unknown crew")
	}
	// Example 19: a novice crew hits on a natural 5+ (Tir 4, die −1, A13).
	ms, _ := MachineOf(Catapult)
	cs, _ := CrewOf(Novice)
	if need := ms.Tir - cs.ShootModifier; need != 5 {
		t.Errorf("novice catapult needs %d, want 5", need)
	}
	// Example 11: an expert crew moves 2D6 + 4, 6 to 16 pas.
	ex, _ := CrewOf(Expert)
	if lo, hi := ex.MoveDice+ex.MoveBonus, 6*ex.MoveDice+ex.MoveBonus; lo != 6 || hi != 16 {
		t.Errorf("expert crew moves %d-%d, want 6-16", lo, hi)
	}
}
