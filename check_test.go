package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	gbohcharts "plateau/rules/gboh/charts"
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

// checkCharts tells the two hex games' chart files apart: each shipped set
// is ok as its own game's, and a broken Great Battles file is reported
// with the Great Battles problems, not as a Musket & Pike file missing
// every table.
func TestCheckChartsKnowsTheGame(t *testing.T) {
	for _, c := range []struct {
		name, want string
		data       []byte
	}{
		{"mp.toml", "Musket & Pike", charts.DefaultSource()},
		{"gboh.toml", "Great Battles", gbohcharts.DefaultSource()},
	} {
		if what, err := checkCharts(c.name, c.data); err != nil || what != c.want {
			t.Errorf("checkCharts(the shipped %s) = %q, %v; want %q", c.want, what, err, c.want)
		}
	}
	broken := strings.Replace(string(gbohcharts.DefaultSource()), "HI = \"heavy_infantry\"", "HI = 7", 1)
	if broken == string(gbohcharts.DefaultSource()) {
		t.Fatal("the shipped Great Battles charts no longer have the cell this test breaks")
	}
	_, err := checkCharts("gboh.toml", []byte(broken))
	if err == nil || !strings.HasPrefix(err.Error(), "as Great Battles charts:") || !strings.Contains(err.Error(), "HI") {
		t.Errorf("a Great Battles file with a number for a type: %v, want its own problem", err)
	}
}
