package offersdiff_test

import (
	"bufio"
	"crypto/sha256"
	"fmt"
	"os"
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/game/scenario/scenariogen"
	"plateau/game/script"
	"plateau/rules"
	"plateau/rules/warmaster"
)

// TestOffersMatchRecorded is the differential test of issue 10 part 3
// ("Offers that scale"): the offers of many states, hashed, must be those
// the algorithm before the optimisation gave, recorded in
// testdata/offers.golden (same offers, same order, same text, same
// previews). The states: every state of the sample battle's script
// (game/script/testdata/wme-battle.txt), nothing selected and each unit
// of the side to play selected; and the Orcs' Initiative click of the
// scale benchmarks (game/scale_bench_test.go) with the bases spread among
// the battle at 100 and 400 bases (1600 with PLATEAU_BENCH_HUGE=1), each
// of their units selected. Record again, only for an intended change of
// the offers, with WME_OFFERS_GOLDEN=update.
func TestOffersMatchRecorded(t *testing.T) {
	if testing.Short() {
		t.Skip("plays the sample battle")
	}
	const path = "testdata/offers.golden"
	update := os.Getenv("WME_OFFERS_GOLDEN") == "update"
	want := map[string]string{}
	if !update {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if k, v, ok := strings.Cut(sc.Text(), " = "); ok {
				want[k] = v
			}
		}
		f.Close()
	}
	var keys []string
	got := map[string]string{}
	record := func(key string, r rules.Ruleset, s *rules.State, sel []string) {
		os := r.(rules.Offerer).Offers(s, s.Active, sel)
		h := sha256.Sum256([]byte(fmt.Sprintf("%+v", os)))
		keys = append(keys, key)
		got[key] = fmt.Sprintf("%d %x", len(os), h[:12])
		if !update && got[key] != want[key] {
			t.Errorf("%s: offers %s, recorded %s", key, got[key], want[key])
		}
	}
	clicks := func(key string, r rules.Ruleset, s *rules.State) {
		record(key+" -", r, s, nil)
		for i := range s.Units {
			if u := &s.Units[i]; u.Side == s.Active && len(u.Bases) > 0 {
				record(key+" "+u.Bases[0], r, s, []string{u.Bases[0]})
			}
		}
	}

	// The sample battle, state by state; the Initiative state of the scale
	// benchmarks on the way.
	sc, err := scenario.Embedded("wme")
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile("../../../game/script/testdata/wme-battle.txt")
	if err != nil {
		t.Fatal(err)
	}
	cmds, err := script.Parse("wme-battle.txt", strings.NewReader(string(text)))
	if err != nil {
		t.Fatal(err)
	}
	var initiative *rules.State
	for k, c := range cmds {
		s := m.State()
		clicks(fmt.Sprintf("battle/%03d", k), m.Rules(), s)
		if initiative == nil && initiativeClick(m) {
			cp := s.Clone()
			initiative = &cp
		}
		if _, err := script.Run(m, []script.Command{c}); err != nil {
			t.Fatal(err)
		}
	}
	if initiative == nil {
		t.Fatal("the battle never came to the Initiative click")
	}

	// That state grown and spread, as the scale benchmarks build it.
	sizes := []int{100, 400}
	if os.Getenv("PLATEAU_BENCH_HUGE") == "1" {
		sizes = append(sizes, 1600)
	}
	for _, n := range sizes {
		far, err := scenariogen.Far(sc, n)
		if err != nil {
			t.Fatal(err)
		}
		grown, err := game.New(far, 1)
		if err != nil {
			t.Fatal(err)
		}
		s := scenariogen.Graft(initiative, grown.State())
		if err := scenariogen.Spread(&s, 1, scenariogen.CrowdWidth(sc, n)); err != nil {
			t.Fatal(err)
		}
		key := fmt.Sprintf("spread/%d", n)
		record(key+" orc-hero.1", m.Rules(), &s, []string{"orc-hero.1"})
		clicks(key, m.Rules(), &s)
	}

	if update {
		var b strings.Builder
		b.WriteString("# The offers' hashes of TestOffersMatchRecorded: key = count hash.\n")
		for _, k := range keys {
			fmt.Fprintf(&b, "%s = %s\n", k, got[k])
		}
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// initiativeClick reports whether m is at the scale benchmarks' costliest
// click (wmeInitiative, game/scale_fixtures_test.go): the Initiative
// sub-phase, the Orcs' hero offering three charges or more.
func initiativeClick(m *game.Match) bool {
	s := m.State()
	if s.Phase != warmaster.PhaseInitiative {
		return false
	}
	n := 0
	for _, o := range m.Rules().(rules.Offerer).Offers(s, s.Active, []string{"orc-hero.1"}) {
		if o.Action.Kind == warmaster.KindCharge && o.Disabled == "" {
			n++
		}
	}
	return n >= 3
}
