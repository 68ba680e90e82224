package bloodblades_test

import (
	"math"
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/bloodblades"
	"plateau/rules/dice"
	"plateau/rules/table"
)

// TestSampleScenario checks scenarios/bnb.toml (docs/bnb-armies.md): a
// 25 × 40 MU table at 15 mm (Table 5.3 [L757]), several terrain kinds, two
// armies of about twelve bases from the lists the text prints [L1182-1217],
// one C-in-C each, deployed facing each other more than 8 MU apart.
func TestSampleScenario(t *testing.T) {
	sc, err := scenario.Embedded("bnb")
	if err != nil {
		t.Fatal(err)
	}
	s := sc.State
	r := bloodblades.Rules{}
	if err := r.Setup(&s); err != nil {
		t.Fatal(err)
	}
	cfg, _ := bloodblades.ConfigOf(s.Settings)
	if cfg.MU != 3 || cfg.InMU(s.Table.Width) != 40 || cfg.InMU(s.Table.Height) != 25 {
		t.Errorf("table %g × %g cm at MU %g, want 40 × 25 MU at 3 cm", s.Table.Width, s.Table.Height, cfg.MU)
	}
	kinds := map[string]bool{}
	for _, f := range s.Table.Features {
		kinds[f.Kind] = true
	}
	if len(kinds) < 6 {
		t.Errorf("terrain kinds %v, want at least 6", kinds)
	}
	count := map[int]int{}
	for _, b := range s.Table.Bases {
		count[b.Side]++
		for _, o := range s.Table.Bases {
			if o.Side != b.Side {
				if _, _, d := table.Closest(b.Shape, o.Shape); d <= cfg.Cm(bloodblades.DistantMU) {
					t.Errorf("%s and %s start %.1f MU apart, want more than 8", b.ID, o.ID, cfg.InMU(d))
				}
			}
		}
	}
	if len(s.Sides) != 2 || count[0] < 10 || count[0] > 14 || count[1] < 10 || count[1] > 14 {
		t.Errorf("bases per side %v, want about 12 each", count)
	}
	// Assyria's C-in-C is Reg (an AD: a D6 of 6 reads 4), Libya's Irr.
	n, _, err := r.Apply(s, rules.Action{Kind: bloodblades.KindRollPIGs, Side: 0}, dice.NewScripted(6))
	if err != nil || n.Counters["pigs"] != 4 {
		t.Fatalf("Assyria rolls 6: %v, %d PIGs, want 4", err, n.Counters["pigs"])
	}
	n, _, _ = r.Apply(n, rules.Action{Kind: rules.KindEndPhase, Side: 0}, nil)
	n, _, err = r.Apply(n, rules.Action{Kind: bloodblades.KindRollPIGs, Side: 1}, dice.NewScripted(6))
	if err != nil || n.Counters["pigs"] != 6 {
		t.Fatalf("Libya rolls 6: %v, %d PIGs, want 6", err, n.Counters["pigs"])
	}
	// Facing each other: blue north, red south.
	for _, b := range s.Table.Bases {
		want := -math.Pi / 2
		if b.Side == 1 {
			want = math.Pi / 2
		}
		if math.Abs(b.Shape.Facing-want) > 1e-9 {
			t.Errorf("%s faces %g, want %g", b.ID, b.Shape.Facing, want)
		}
	}
}
