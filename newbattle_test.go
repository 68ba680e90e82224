package main

import (
	"fmt"
	"path/filepath"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
)

// plateau -scenario bnb-generated (issue 15, BnB item 3): each seed lays out
// its own battlefield by S2 before the players act, as the battle's first
// actions, so that a save replays it; another scenario starts as it is.
func TestBnBGeneratedLaysOutTheField(t *testing.T) {
	sc, err := scenario.Open("bnb-generated")
	if err != nil {
		t.Fatal(err)
	}
	if len(sc.State.Table.Features) != 0 {
		t.Fatalf("the scenario has %d features: its table should be bare", len(sc.State.Table.Features))
	}
	fields := map[string]bool{}
	for _, seed := range []uint64{1, 2, 3, 4} {
		m, err := newBattle(sc, seed)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		s := m.State()
		if len(s.Table.Features) == 0 || len(m.Log()) == 0 {
			t.Fatalf("seed %d: %d features after %d actions: no battlefield laid out", seed, len(s.Table.Features), len(m.Log()))
		}
		if s.Phase == "terrain-choice" || s.Phase == "terrain-place" || s.Phase == "invader" {
			t.Errorf("seed %d: the battle waits in phase %s: S2 not over", seed, s.Phase)
		}
		key := ""
		for _, f := range s.Table.Features {
			key += f.Name + ";"
			if len(f.Area) > 0 {
				key += fmt.Sprint(f.Area[0])
			}
		}
		fields[key] = true
		save := filepath.Join(t.TempDir(), "b.json")
		if err := m.Save(save); err != nil {
			t.Fatal(err)
		}
		back, err := game.Load(save)
		if err != nil {
			t.Fatalf("seed %d: the save: %v", seed, err)
		}
		if back.State().Hash() != s.Hash() {
			t.Errorf("seed %d: the save replays to another battlefield", seed)
		}
	}
	if len(fields) < 3 {
		t.Errorf("4 seeds laid out %d distinct battlefields", len(fields))
	}
	pre, err := scenario.Open("bnb-prebattle")
	if err != nil {
		t.Fatal(err)
	}
	if m, err := newBattle(pre, 1); err != nil || len(m.Log()) != 0 {
		t.Errorf("bnb-prebattle: %v, %d actions: want it to start as it is", err, len(m.Log()))
	}
}
