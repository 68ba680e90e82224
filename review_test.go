package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
)

// plateau report -out FILE: a file where the folder should be is refused
// with a sentence that says so, not the stat error of a path inside it.
func TestReportOutIsAFile(t *testing.T) {
	dir := t.TempDir()
	sc, err := scenario.Open("wme")
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	save := filepath.Join(dir, "battle.json")
	if err := m.Save(save); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(file, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	err = writeReport(save, file, false)
	if err == nil || !strings.Contains(err.Error(), "not a folder") {
		t.Fatalf("writeReport(-out a file) = %v, want it refused as not a folder", err)
	}
	if b, _ := os.ReadFile(file); string(b) != "mine" {
		t.Fatalf("the file given as -out now holds %q", b)
	}
}
