package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/sandbox"
)

// rolling is the sandbox plus one action, "roll", that rolls a D6 and
// records it in a counter: enough to test that undo never crosses a roll
// and that saves replay dice.
type rolling struct{ sandbox.Rules }

func (rolling) ID() string { return "test-rolling" }

func (r rolling) Check(s *rules.State, a rules.Action) error {
	if a.Kind == "roll" {
		return nil
	}
	return r.Rules.Check(s, a)
}

func (r rolling) Apply(s rules.State, a rules.Action, d dice.Roller) (rules.State, []rules.Event, error) {
	if a.Kind != "roll" {
		return r.Rules.Apply(s, a, d)
	}
	v, err := d.Roll(6)
	if err != nil {
		return s, nil, err
	}
	n := s.Clone()
	if n.Counters == nil {
		n.Counters = map[string]int{}
	}
	n.Counters["last"] = v
	return n, []rules.Event{{Kind: "roll", Text: fmt.Sprintf("rolled %d", v), Rolls: []dice.Roll{{Sides: 6, Value: v}}}}, nil
}

func init() { rules.Register("test-rolling", func() rules.Ruleset { return rolling{} }) }

// rollingScenario is the default scenario played with the rolling ruleset.
func rollingScenario(t *testing.T) *scenario.Scenario {
	t.Helper()
	src := bytes.Replace(scenario.Default().Source, []byte(`ruleset = "sandbox"`), []byte(`ruleset = "test-rolling"`), 1)
	if bytes.Equal(src, scenario.Default().Source) {
		t.Fatal(`the default scenario no longer says ruleset = "sandbox"`)
	}
	sc, err := scenario.Parse("rolling.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

func newMatch(t *testing.T, sc *scenario.Scenario, seed uint64) *Match {
	t.Helper()
	m, err := New(sc, seed)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// step is a small legal move: the n-th base of the side to play steps
// 1 cm forward, out of its deployment zone into the open middle.
func step(t *testing.T, m *Match, n int) rules.Action {
	t.Helper()
	a := stepAction(m, n, 1)
	if a.Kind == "" {
		t.Fatalf("side %d has no base number %d", m.State().Active, n)
	}
	return a
}

func mustDo(t *testing.T, m *Match, a rules.Action) {
	t.Helper()
	if _, err := m.Do(a); err != nil {
		t.Fatalf("Do(%s): %v", a, err)
	}
}

func TestUndoRedo(t *testing.T) {
	m := newMatch(t, scenario.Default(), 1)
	h0 := m.State().Hash()
	mustDo(t, m, step(t, m, 0))
	h1 := m.State().Hash()
	mustDo(t, m, step(t, m, 1))
	h2 := m.State().Hash()
	if h0 == h1 || h1 == h2 {
		t.Fatal("moves did not change the state")
	}
	for _, want := range []string{h1, h0} {
		if err := m.Undo(); err != nil {
			t.Fatal(err)
		}
		if got := m.State().Hash(); got != want {
			t.Fatalf("after undo: hash %.8s, want %.8s", got, want)
		}
	}
	if err := m.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("undo past the start: %v, want ErrNothingToUndo", err)
	}
	if err := m.Redo(); err != nil || m.State().Hash() != h1 {
		t.Fatalf("redo: %v, hash %.8s want %.8s", err, m.State().Hash(), h1)
	}
	if len(m.Events()) != 1 {
		t.Errorf("events after undo, undo, redo: %d, want 1", len(m.Events()))
	}
	mustDo(t, m, step(t, m, 2)) // a new action forgets the redo stack
	if m.CanRedo() {
		t.Error("redo still offered after a new action")
	}
}

// Undo is unlimited within the phase and never crosses a dice roll nor a
// phase change (DESIGN.md; issue 2, "the match").
func TestUndoFloors(t *testing.T) {
	m := newMatch(t, rollingScenario(t), 3)
	mustDo(t, m, step(t, m, 0))
	mustDo(t, m, rules.Action{Kind: "roll", Side: m.State().Active})
	if m.CanUndo() {
		t.Error("undo offered across a dice roll")
	}
	mustDo(t, m, step(t, m, 1))
	if err := m.Undo(); err != nil {
		t.Fatalf("undo of a move after a roll: %v", err)
	}
	if err := m.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("second undo crossed the roll: %v", err)
	}
	mustDo(t, m, rules.Action{Kind: rules.KindEndPhase, Side: m.State().Active})
	if m.CanUndo() {
		t.Error("undo offered across a phase change")
	}
}

func TestRefusedActionChangesNothing(t *testing.T) {
	m := newMatch(t, scenario.Default(), 1)
	h := m.State().Hash()
	a := step(t, m, 0)
	a.Moves[0].Path[1].Pos = a.Moves[0].Path[1].Pos.Add(geom.V(500, 0)) // off the table and too far
	_, err := m.Do(a)
	var v *rules.Violation
	if !errors.As(err, &v) {
		t.Fatalf("Do(too far) = %v, want a violation", err)
	}
	if m.State().Hash() != h || len(m.Log()) != 0 {
		t.Error("a refused action changed the match")
	}
}

func TestSameSeedSameBattle(t *testing.T) {
	play := func() []string {
		m := newMatch(t, rollingScenario(t), 99)
		var hashes []string
		for i := 0; i < 10; i++ {
			mustDo(t, m, rules.Action{Kind: "roll", Side: m.State().Active})
			hashes = append(hashes, m.State().Hash())
		}
		return hashes
	}
	a, b := play(), play()
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("roll %d: seed 99 gave different states", i)
		}
	}
}

func TestSaveLoadRoundTrip(t *testing.T) {
	dir := t.TempDir()
	m := newMatch(t, rollingScenario(t), 5)
	mustDo(t, m, step(t, m, 0))
	mustDo(t, m, rules.Action{Kind: "roll", Side: m.State().Active})
	mustDo(t, m, rules.Action{Kind: rules.KindEndPhase, Side: m.State().Active})
	mustDo(t, m, step(t, m, 0))
	if _, err := m.DoScripted(rules.Action{Kind: "roll", Side: m.State().Active}, dice.NewScripted(4)); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "battle.json")
	if err := m.Save(path); err != nil {
		t.Fatal(err)
	}
	l, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if l.State().Hash() != m.State().Hash() || len(l.Log()) != len(m.Log()) {
		t.Fatalf("loaded state %.8s with %d entries, want %.8s with %d", l.State().Hash(), len(l.Log()), m.State().Hash(), len(m.Log()))
	}
	if l.State().Counters["last"] != 4 {
		t.Errorf("scripted roll replayed as %d, want 4", l.State().Counters["last"])
	}
	// The loaded battle's dice go on exactly as the original's would.
	for i := 0; i < 5; i++ {
		mustDo(t, m, rules.Action{Kind: "roll", Side: m.State().Active})
		mustDo(t, l, rules.Action{Kind: "roll", Side: l.State().Active})
		if m.State().Hash() != l.State().Hash() {
			t.Fatalf("roll %d after loading differs from the original", i)
		}
	}
}

func TestLoadRefusesBadSaves(t *testing.T) {
	dir := t.TempDir()
	m := newMatch(t, scenario.Default(), 1)
	mustDo(t, m, step(t, m, 0))
	mustDo(t, m, step(t, m, 1))
	good, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	other := strings.Replace(string(good), `"seed": 1`, `"seed": 2`, 1) // harmless for the sandbox: no dice
	tampered := strings.Replace(string(good), m.State().Hash(), strings.Repeat("0", 64), 1)
	// Entry 1 is no checkpoint, but a hash written on it is checked.
	var f saveFile
	if err := json.Unmarshal(good, &f); err != nil {
		t.Fatal(err)
	}
	f.Entries[0].Hash = strings.Repeat("0", 64)
	wrongEntry, _ := json.Marshal(f)
	tests := []struct {
		name, data, want string
	}{
		{"truncated", string(good[:len(good)/2]), "truncated or corrupt"},
		{"empty", "", "truncated or corrupt"},
		{"not a save", `{"format":"something-else","version":1,"scenario":{},"seed":0,"entries":[],"final":""}`, "not a Plateau save"},
		{"future version", strings.Replace(string(good), fmt.Sprintf(`"version": %d`, SaveVersion), `"version": 99`, 1), "version 99"},
		{"tampered final hash", tampered, "replay ends on state"},
		{"wrong hash on an entry", string(wrongEntry), "replay diverges at entry 1"},
		{"unknown field", strings.Replace(string(good), `"seed"`, `"sneed": 3, "seed"`, 1), "truncated or corrupt"},
		{"trailing data", string(good) + `{"format":"plateau-save"}`, "data after the save"},
	}
	for _, tc := range tests {
		path := filepath.Join(dir, tc.name+".json")
		if err := os.WriteFile(path, []byte(tc.data), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := Load(path)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Load(%s) = %v, want an error containing %q", tc.name, err, tc.want)
		}
		if err != nil && !strings.Contains(err.Error(), path) {
			t.Errorf("Load(%s) error does not name the file: %v", tc.name, err)
		}
	}
	if _, err := Unmarshal([]byte(other)); err != nil {
		t.Errorf("a sandbox save with another seed should still replay: %v", err)
	}
}

func TestLoadForRefusesAnotherScenario(t *testing.T) {
	dir := t.TempDir()
	m := newMatch(t, rollingScenario(t), 1)
	path := filepath.Join(dir, "b.json")
	if err := m.Save(path); err != nil {
		t.Fatal(err)
	}
	_, err := LoadFor(path, scenario.Default())
	if err == nil || !strings.Contains(err.Error(), "not of this table") {
		t.Errorf("LoadFor(another scenario) = %v, want a refusal", err)
	}
	if _, err := LoadFor(path, m.Scenario()); err != nil {
		t.Errorf("LoadFor(its own scenario) = %v", err)
	}
}

// The autosave follows every change, so killing the program loses
// nothing; a failed load never touches it.
func TestAutosave(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "state", "autosave.json")
	m := newMatch(t, scenario.Default(), 1)
	m.SetAutosave(path)
	mustDo(t, m, step(t, m, 0))
	mustDo(t, m, step(t, m, 1))
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if m.AutosaveErr() != nil {
		t.Fatal(m.AutosaveErr())
	}
	l, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if l.State().Hash() != m.State().Hash() {
		t.Errorf("autosave holds %.8s, the match is at %.8s", l.State().Hash(), m.State().Hash())
	}
	before, _ := os.ReadFile(path)
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte("{"), 0o644)
	if _, err := LoadFor(bad, scenario.Default()); err == nil {
		t.Fatal("a corrupt save loaded")
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Error("a failed load changed the autosave")
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("autosave directory holds %d files, want 1 (temporary files left behind?)", len(entries))
	}
}

func TestWriteAtomicKeepsOldFileOnFailure(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "save.json")
	if err := WriteAtomic(path, []byte("old")); err != nil {
		t.Fatal(err)
	}
	// A directory in the way of the rename makes the write fail.
	blocked := filepath.Join(dir, "sub")
	os.MkdirAll(filepath.Join(blocked, "x"), 0o755)
	if err := WriteAtomic(blocked, []byte("new")); err == nil {
		t.Error("WriteAtomic over a non-empty directory succeeded")
	}
	if b, _ := os.ReadFile(path); string(b) != "old" {
		t.Errorf("old file = %q", b)
	}
}

// Bad numbers are refused, never a crash (house rule 10): a NaN or an
// infinite pose in an action.
func TestNonFinitePosesAreRefused(t *testing.T) {
	m := newMatch(t, scenario.Default(), 1)
	for _, v := range []float64{math.NaN(), math.Inf(1)} {
		a := step(t, m, 0)
		a.Moves[0].Path[1].Pos.X = v
		if _, err := m.Do(a); err == nil || !strings.Contains(err.Error(), "not a finite number") {
			t.Errorf("Do(pose x = %v) = %v, want a refusal", v, err)
		}
	}
	if len(m.Log()) != 0 {
		t.Error("a refused action reached the log")
	}
}
