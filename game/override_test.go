package game

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
)

// TestOverride (issue 12, advisory mode): a move the rules refuse (30 cm
// against the sandbox's 20 cm allowance) is made when the players say so,
// marked in the log and the event with the rules' reason; it undoes, saves
// and loads, and replays as it was; a move the rules accept, another
// side's base or something other than a move is no override.
func TestOverride(t *testing.T) {
	m := newMatch(t, scenario.Default(), 1)
	far := stepAction(m, 0, 30)
	id := far.Moves[0].Base
	if err := m.Rules().Check(m.State(), far); err == nil {
		t.Fatal("the sandbox accepts a 30 cm move: the test shows nothing")
	}
	if _, err := m.Override(stepAction(m, 0, 1)); !errors.Is(err, ErrNotRefused) {
		t.Errorf("overriding a legal move: %v, want ErrNotRefused", err)
	}
	other := far
	other.Side = 1 - far.Side
	if _, err := m.Override(other); err == nil {
		t.Error("a base of the other side was moved by an override")
	}
	if _, err := m.Override(rules.Action{Kind: rules.KindEndPhase, Side: far.Side}); err == nil {
		t.Error("an end of phase was overridden")
	}
	evs, err := m.Override(far)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := m.State().Table.Base(id)
	if want := far.Moves[0].Path.End(); b.Shape.Pose() != want {
		t.Errorf("the base stands at %v, want %v", b.Shape.Pose(), want)
	}
	e := m.Log()[len(m.Log())-1]
	if !strings.Contains(e.Override, "cm") || len(evs) != 1 || evs[0].Kind != "override" || !strings.Contains(evs[0].Text, e.Override) {
		t.Errorf("entry override %q, events %+v", e.Override, evs)
	}
	after := m.State().Hash()
	data, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	var f saveFile
	_ = json.Unmarshal(data, &f)
	if f.Entries[0].Override == "" {
		t.Error("the save does not mark the override")
	}
	l, err := Unmarshal(data)
	if err != nil {
		t.Fatalf("the save does not load: %v", err)
	}
	if l.State().Hash() != after || l.Log()[0].Override != e.Override {
		t.Error("the loaded battle is not the one saved")
	}
	r, err := NewReplay(l)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Seek(0); err != nil {
		t.Fatal(err)
	}
	if err := r.Seek(1); err != nil || r.State().Hash() != after {
		t.Errorf("the replay of the override: %v", err)
	}
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if b, _ := m.State().Table.Base(id); b.Shape.Pose() != far.Moves[0].Path[0] {
		t.Error("undo left the base where the override put it")
	}
	if err := m.Redo(); err != nil || m.State().Hash() != after {
		t.Errorf("redo of the override: %v", err)
	}
}
