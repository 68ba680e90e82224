package game

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"maps"
	"math"
	"os"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/bloodblades/bnbtest"
	"plateau/rules/geom"
	"plateau/rules/rulestest"
	"plateau/rules/warmaster/wmetest"
	"plateau/scenarios"
)

// The fuzz targets of issue 8 ("done means"): hostile saves carrying real
// action logs go through the whole load and replay, and hostile scenarios
// through every ruleset's Setup and offers; nothing may panic or hang.
//
//	go test ./game -run '^$' -fuzz FuzzLoadBattle -fuzztime 10m -fuzzminimizetime 10s
//	go test ./game -run '^$' -fuzz FuzzMutatedEntry -fuzztime 10m -fuzzminimizetime 10s
//	go test ./game -run '^$' -fuzz FuzzScenarioSetup -fuzztime 10m -fuzzminimizetime 10s
//	go test ./game -run '^$' -fuzz FuzzScenarioNumbers -fuzztime 10m -fuzzminimizetime 10s

// realBattles are saves of real battles, played by the sample players:
// the sandbox's default table, the WME and the BnB sample battles.
func realBattles(tb testing.TB) [][]byte {
	tb.Helper()
	var out [][]byte
	for _, m := range samplesPlayed(tb) {
		b, err := m.Marshal()
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, b)
	}
	m, err := New(scenario.Default(), 1)
	if err != nil {
		tb.Fatal(err)
	}
	for _, a := range []rules.Action{stepAction(m, 0, 2), stepAction(m, 1, 3), {Kind: rules.KindEndPhase, Side: m.State().Active}} {
		if a.Kind == "" {
			tb.Fatal("the default table has no base to step")
		}
		if _, err := m.Do(a); err != nil {
			tb.Fatal(err)
		}
	}
	b, err := m.Marshal()
	if err != nil {
		tb.Fatal(err)
	}
	return append(out, b)
}

// samplesPlayed are the WME and the BnB sample battles, 60 presses of
// their sample players in.
func samplesPlayed(tb testing.TB) []*Match {
	tb.Helper()
	var out []*Match
	for _, c := range []struct {
		name    string
		player  rulestest.Player
		presses int
	}{
		{"wme", &wmetest.Player{}, 60},
		{"bnb", &bnbtest.Player{}, 60},
	} {
		sc, err := scenario.Embedded(c.name)
		if err != nil {
			tb.Fatal(err)
		}
		m, err := New(sc, 1)
		if err != nil {
			tb.Fatal(err)
		}
		of := m.Rules().(rules.Offerer)
		for range c.presses {
			o, ok := rulestest.NextOffer(c.player, of, m.State())
			if !ok {
				break
			}
			if _, err := m.Do(o.Action); err != nil {
				tb.Fatalf("%s: %s: %v", c.name, o.Label, err)
			}
		}
		out = append(out, m)
	}
	return out
}

// stepAction is the n-th base of the side to play stepping d cm forward.
func stepAction(m *Match, n int, d float64) rules.Action {
	s := m.State()
	k := 0
	for _, b := range s.Table.Bases {
		if b.Side != s.Active {
			continue
		}
		if k == n {
			from := b.Shape.Pose()
			to := from
			to.Pos = from.Pos.Add(b.Shape.Forward().Scale(d))
			return rules.Action{Kind: rules.KindMove, Side: s.Active, Moves: []rules.Move{{Base: b.ID, Path: geom.Path{from, to}}}}
		}
		k++
	}
	return rules.Action{}
}

// loadedConsistent fails t if a save that loaded does not save and load
// again to the same battle.
func loadedConsistent(t *testing.T, l *Match) {
	again, err := l.Marshal()
	if err != nil {
		t.Fatalf("a loaded save does not encode: %v", err)
	}
	l2, err := Unmarshal(again)
	if err != nil {
		t.Fatalf("a loaded save, saved again, does not load: %v", err)
	}
	if l2.State().Hash() != l.State().Hash() {
		t.Fatal("a loaded save, saved again, loads to another battle")
	}
	if l.CanUndo() {
		if err := l.Undo(); err != nil {
			t.Fatalf("undo on a loaded battle: %v", err)
		}
	}
}

// FuzzLoadBattle: whatever the bytes, with real battles' logs as the seeds,
// loading a save returns a match or an error, never a panic.
func FuzzLoadBattle(f *testing.F) {
	for _, b := range realBattles(f) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := Unmarshal(data)
		if err != nil {
			return
		}
		loadedConsistent(t, l)
	})
}

// FuzzMutatedEntry changes one entry of a real battle's log — a field of
// its action set to a fuzzed value — and replays it: the rules meet
// hostile actions in every phase the battle went through, and must refuse
// them or apply them, never panic.
func FuzzMutatedEntry(f *testing.F) {
	battles := realBattles(f)
	f.Add(uint8(0), uint16(5), uint8(0), "1e308", 1e308)
	f.Add(uint8(1), uint16(9), uint8(1), "-1", -1.0)
	f.Add(uint8(2), uint16(0), uint8(2), "NaN", math.NaN())
	f.Add(uint8(0), uint16(30), uint8(3), "orcs.1", 0.0)
	f.Add(uint8(1), uint16(20), uint8(4), "", 1e-300)
	f.Fuzz(func(t *testing.T, which uint8, entry uint16, field uint8, text string, v float64) {
		var save saveFile
		if err := json.Unmarshal(battles[int(which)%len(battles)], &save); err != nil {
			t.Fatal(err)
		}
		if len(save.Entries) == 0 {
			return
		}
		e := &save.Entries[int(entry)%len(save.Entries)]
		a := &e.Action
		switch field % 6 {
		case 0: // a number in the poses
			if len(a.Moves) > 0 && len(a.Moves[0].Path) > 0 {
				p := &a.Moves[0].Path[len(a.Moves[0].Path)-1]
				p.Pos.X, p.Facing = v, -v
			}
		case 1: // an argument's value
			if a.Args == nil {
				a.Args = map[string]string{}
			}
			// By a fuzzed index into the sorted keys: the same input
			// must mutate the same argument, so that a crash replays.
			keys := slices.Sorted(maps.Keys(a.Args))
			if len(keys) > 0 {
				a.Args[keys[int(entry/7)%len(keys)]] = text
			} else {
				a.Args["distance"] = strconv.FormatFloat(v, 'g', -1, 64)
			}
		case 2: // the base moved
			if len(a.Moves) > 0 {
				a.Moves[0].Base = text
			}
		case 3: // the unit or target acted on
			a.Target = text
		case 4: // the kind
			a.Kind = text
		case 5: // the side
			a.Side = int(v)
		}
		b, err := json.Marshal(save)
		if err != nil {
			return // a NaN: no save can hold it
		}
		if l, err := Unmarshal(b); err == nil {
			loadedConsistent(t, l)
		}
	})
}

// scenarioSeeds are the embedded scenarios and the test scenarios.
func scenarioSeeds(tb testing.TB) [][]byte {
	var out [][]byte
	names, _ := fs.Glob(scenarios.Files, "*.toml")
	for _, n := range names {
		b, _ := fs.ReadFile(scenarios.Files, n)
		out = append(out, b)
	}
	fixtures, _ := fs.Glob(os.DirFS("testdata"), "*.toml")
	for _, n := range fixtures {
		b, _ := os.ReadFile("testdata/" + n)
		out = append(out, b)
	}
	// Positions: the sample battles in the middle of a turn, with
	// statuses, counters, distances moved and lost stands.
	for _, m := range samplesPlayed(tb) {
		b, err := m.Position()
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, b)
	}
	if len(out) < 4 {
		tb.Fatalf("only %d seed scenarios", len(out))
	}
	return out
}

// setupAndOffer starts a battle on the scenario, if it is one, and asks
// for what a player asks for first: the offers with nothing, each unit,
// then every base of the side to play selected, and the overlays.
func setupAndOffer(t *testing.T, data []byte) {
	sc, err := scenario.Parse("fuzz.toml", data)
	if err != nil {
		return
	}
	m, err := New(sc, 1)
	if err != nil {
		return
	}
	s := m.State()
	if ov, ok := m.Rules().(rules.Overlayer); ok {
		ov.Overlays(s)
	}
	of, ok := m.Rules().(rules.Offerer)
	if !ok {
		return
	}
	of.Offers(s, s.Active, nil)
	var mine []string
	for i, u := range s.Units {
		if i < 4 {
			of.Offers(s, s.Active, u.Bases)
		}
		if u.Side == s.Active {
			mine = append(mine, u.Bases...)
		}
	}
	offers := of.Offers(s, s.Active, mine)
	for i, o := range offers {
		if i >= 3 || o.Disabled != "" {
			continue
		}
		if _, err := m.Do(o.Action); err == nil {
			of.Offers(m.State(), m.State().Active, nil)
			m.Undo()
		}
	}
}

// FuzzScenarioSetup: whatever the scenario text, Setup and the first
// offers refuse it or serve it, never a panic or a hang.
func FuzzScenarioSetup(f *testing.F) {
	for _, b := range scenarioSeeds(f) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) { setupAndOffer(t, data) })
}

// number is a TOML number as the scenarios write them.
var number = regexp.MustCompile(`-?\b\d+(\.\d+)?([eE][-+]?\d+)?\b`)

// FuzzScenarioNumbers sets the k-th number of a real scenario to a fuzzed
// value: the profile values and settings every ruleset must check against
// its ranges (issue 8 item 3), reached far sooner than byte mutations do.
func FuzzScenarioNumbers(f *testing.F) {
	seeds := scenarioSeeds(f)
	f.Add(uint8(1), uint16(40), 1e15)
	f.Add(uint8(2), uint16(12), -1e308)
	f.Add(uint8(3), uint16(7), 1e-300)
	f.Add(uint8(0), uint16(3), 0.001)
	f.Add(uint8(1), uint16(60), 2.5)
	f.Fuzz(func(t *testing.T, which uint8, k uint16, v float64) {
		src := seeds[int(which)%len(seeds)]
		locs := number.FindAllIndex(src, -1)
		if len(locs) == 0 {
			return
		}
		loc := locs[int(k)%len(locs)]
		lit := strconv.FormatFloat(v, 'g', -1, 64)
		switch {
		case math.IsNaN(v):
			lit = "nan"
		case math.IsInf(v, 1):
			lit = "inf"
		case math.IsInf(v, -1):
			lit = "-inf"
		case v == math.Trunc(v) && math.Abs(v) < 1e18:
			lit = strconv.FormatInt(int64(v), 10) // an integer where the key wants one
		}
		data := bytes.Join([][]byte{src[:loc[0]], []byte(lit), src[loc[1]:]}, nil)
		setupAndOffer(t, data)
	})
}
