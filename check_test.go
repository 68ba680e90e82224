package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plateau/rules/musketpike/charts"
)

// TestCheckChartFiles: plateau check validates Musket & Pike chart files
// too (issue 13 part 4): the shipped set passes, one with a bad cell fails.
func TestCheckChartFiles(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "charts.toml")
	if err := os.WriteFile(good, charts.DefaultSource(), 0o644); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "bad.toml")
	broken := strings.Replace(string(charts.DefaultSource()), "mp = { cavalry = 3,", `mp = { cavalry = "x",`, 1)
	if broken == string(charts.DefaultSource()) {
		t.Fatal("the shipped charts no longer have the cell this test breaks")
	}
	if err := os.WriteFile(bad, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	if code := check([]string{good}); code != 0 {
		t.Errorf("check(the shipped charts) = %d, want 0", code)
	}
	if code := check([]string{bad}); code != 1 {
		t.Errorf("check(a chart file with a string for an MP cost) = %d, want 1", code)
	}
}
