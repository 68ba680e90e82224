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

// TestLoadsOlderSaves: a save of version 1 or 2 (their JSON hashes) loads,
// its hashes checked as written, and is written back as the current
// version; a tampered entry is still caught at its number (issue 10: the
// hash became binary in version 3).
func TestLoadsOlderSaves(t *testing.T) {
	m := newMatch(t, rollingScenario(t), 7)
	mustDo(t, m, step(t, m, 0))
	mustDo(t, m, rules.Action{Kind: "roll", Side: m.State().Active})
	mustDo(t, m, step(t, m, 1))
	mustDo(t, m, rules.Action{Kind: rules.KindEndPhase, Side: m.State().Active})
	for _, c := range []struct {
		version int
		hash    func(*rules.State) string
	}{{1, (*rules.State).LegacyHash}, {2, (*rules.State).HashV2}} {
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
		if again.Version != SaveVersion || again.Entries[2].Hash != m.Log()[2].Hash {
			t.Errorf("version %d written back as version %d with entry 3 hashed %.8s, want version %d hashed %.8s",
				c.version, again.Version, again.Entries[2].Hash, SaveVersion, m.Log()[2].Hash)
		}
		// The third entry's hash changed: the load names it.
		var f saveFile
		_ = json.Unmarshal(data, &f)
		f.Entries[2].Hash = strings.Repeat("0", 64)
		bad, _ := json.Marshal(f)
		if _, err := Unmarshal(bad); err == nil || !strings.Contains(err.Error(), "entry 3") {
			t.Errorf("version %d with entry 3 tampered: Unmarshal = %v, want the divergence at entry 3", c.version, err)
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
