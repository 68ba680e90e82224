package game

import (
	"encoding/json"
	"strings"
	"testing"

	"plateau/rules"
)

// olderSave writes m's battle as a save of an earlier version: each entry's
// hash and the final one as that version computed them, from a replay of
// the log.
func olderSave(t *testing.T, m *Match, version int, hash func(*rules.State) string) []byte {
	t.Helper()
	r := newMatch(t, m.sc, m.seed)
	f := saveFile{Format: SaveFormat, Version: version,
		Scenario: savedSource{Name: m.sc.Name, Hash: m.sc.Hash(), Source: string(m.sc.Source)}, Seed: m.seed}
	for _, e := range m.Log() {
		if _, err := r.apply(e.Action, nil, nil); err != nil {
			t.Fatal(err)
		}
		e.Hash = hash(&r.state)
		f.Entries = append(f.Entries, e)
	}
	f.Final = hash(&r.state)
	b, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestLoadsOlderSaves: a save of version 1, 2 or 3 (a hash on every entry:
// JSON ones in 1 and 2) loads, its hashes checked as written, and is
// written back as the current version, hashed every hashEvery entries; a
// tampered entry is still caught at its number (issue 10: the hash became
// binary in version 3 and sparse in version 4).
func TestLoadsOlderSaves(t *testing.T) {
	m := newMatch(t, rollingScenario(t), 7)
	mustDo(t, m, step(t, m, 0))
	mustDo(t, m, rules.Action{Kind: "roll", Side: m.State().Active})
	mustDo(t, m, step(t, m, 1))
	mustDo(t, m, rules.Action{Kind: rules.KindEndPhase, Side: m.State().Active})
	for _, c := range []struct {
		version int
		hash    func(*rules.State) string
	}{{1, (*rules.State).LegacyHash}, {2, (*rules.State).HashV2}, {3, (*rules.State).Hash}} {
		data := olderSave(t, m, c.version, c.hash)
		l, err := Unmarshal(data)
		if err != nil {
			t.Fatalf("version %d: Unmarshal = %v", c.version, err)
		}
		if l.State().Hash() != m.State().Hash() || len(l.Log()) != len(m.Log()) {
			t.Fatalf("version %d: loaded a different battle", c.version)
		}
		out, err := l.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		var again saveFile
		if err := json.Unmarshal(out, &again); err != nil {
			t.Fatal(err)
		}
		if again.Version != SaveVersion || again.Entries[2].Hash != "" || again.Final != m.State().Hash() {
			t.Errorf("version %d written back as version %d with entry 3 hashed %q and final %.8s, want version %d, no hash on entry 3 (no checkpoint), final %.8s",
				c.version, again.Version, again.Entries[2].Hash, again.Final, SaveVersion, m.State().Hash())
		}
		// The third entry's hash changed: the load names it.
		var f saveFile
		_ = json.Unmarshal(data, &f)
		f.Entries[2].Hash = strings.Repeat("0", 64)
		bad, _ := json.Marshal(f)
		if _, err := Unmarshal(bad); err == nil || !strings.Contains(err.Error(), "entry 3") {
			t.Errorf("version %d with entry 3 tampered: Unmarshal = %v, want the divergence at entry 3", c.version, err)
		}
		if c.version == 3 {
			continue // its hashes are the current version's
		}
		// Its hashes are not the current version's: the same file marked
		// as the current version fails at its first entry.
		_ = json.Unmarshal(data, &f)
		f.Version = SaveVersion
		bad, _ = json.Marshal(f)
		if _, err := Unmarshal(bad); err == nil || !strings.Contains(err.Error(), "entry 1") {
			t.Errorf("version %d's hashes read as version %d: Unmarshal = %v, want a divergence at entry 1", c.version, SaveVersion, err)
		}
	}
}

// TestSavesHashEveryTwentyFifthAction: a save holds the state hash after
// actions 25, 50, … and the final one, each the state's there; a wrong one
// is named by its entry; an action changed so that the battle goes another
// way is caught at the next checkpoint (what version 4 guarantees,
// save.go).
func TestSavesHashEveryTwentyFifthAction(t *testing.T) {
	m := newMatch(t, rollingScenario(t), 3)
	want := map[int]string{}
	for n := 1; n <= 60; n++ {
		a := rules.Action{Kind: "roll", Side: m.State().Active}
		if n%3 != 0 {
			a = step(t, m, n%2)
		}
		mustDo(t, m, a)
		if n%hashEvery == 0 {
			want[n] = m.State().Hash()
		}
	}
	data, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	var f saveFile
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	for i, e := range f.Entries {
		if e.Hash != want[i+1] {
			t.Errorf("entry %d hashed %q, want %q", i+1, e.Hash, want[i+1])
		}
	}
	if len(want) != 2 || f.Final != m.State().Hash() {
		t.Fatalf("%d checkpoints and final %.8s, want 2 and %.8s", len(want), f.Final, m.State().Hash())
	}
	if _, err := Unmarshal(data); err != nil {
		t.Fatalf("the save does not load: %v", err)
	}
	tamper := func(edit func(f *saveFile)) error {
		var g saveFile
		_ = json.Unmarshal(data, &g)
		edit(&g)
		b, _ := json.Marshal(g)
		_, err := Unmarshal(b)
		return err
	}
	for _, c := range []struct {
		name string
		edit func(f *saveFile)
		want string
	}{
		{"checkpoint 50's hash", func(f *saveFile) { f.Entries[49].Hash = strings.Repeat("0", 64) }, "entry 50"},
		// Entry 49 moves a stand that does not move again before 53.
		{"entry 49 half a step", func(f *saveFile) { halfStep(f.Entries[48].Action) }, "entry 50 (move b-spears.1): state hash"},
		{"entry 58 half a step, after the last checkpoint", func(f *saveFile) { halfStep(f.Entries[57].Action) }, "replay ends on state"},
	} {
		if err := tamper(c.edit); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Unmarshal = %v, want an error naming %q", c.name, err, c.want)
		}
	}
}

// halfStep shortens a one-leg move to half its length.
func halfStep(a rules.Action) {
	p := a.Moves[0].Path
	p[1].Pos = p[0].Pos.Add(p[1].Pos.Sub(p[0].Pos).Scale(0.5))
}
