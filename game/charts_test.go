package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	gbohcharts "plateau/rules/gboh/charts"
	"plateau/rules/gboh/gbohtest"
	"plateau/rules/musketpike/charts"
	"plateau/rules/musketpike/mptest"
	"plateau/rules/rulestest"
	"plateau/scenarios"
)

// clubCharts writes, in a new folder, the Musket & Pike sample scenario
// naming its own chart file ([hexes] charts = "club.toml",
// docs/scenario-format.md) and that file: the shipped set marked as a
// player's published values under the title "Club charts". It returns the
// scenario's path.
func clubCharts(t *testing.T, chartText string) string {
	t.Helper()
	return clubChartsOf(t, "mp.toml", chartText)
}

// clubChartsOf is clubCharts for the embedded scenario file.
func clubChartsOf(t *testing.T, file, chartText string) string {
	t.Helper()
	dir := t.TempDir()
	src, err := scenarios.Files.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), "[hexes]\n", "[hexes]\ncharts = \"club.toml\"\n", 1)
	if text == string(src) {
		t.Fatalf("%s has no [hexes] line", file)
	}
	if err := os.WriteFile(filepath.Join(dir, file), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "club.toml"), []byte(chartText), 0o644); err != nil {
		t.Fatal(err)
	}
	return filepath.Join(dir, file)
}

// published is the shipped chart set relabelled as a player's own.
func published(t *testing.T) string {
	t.Helper()
	return relabelled(string(charts.DefaultSource()))
}

// relabelled is a shipped chart set's text marked as a player's
// published values, titled "Club charts".
func relabelled(s string) string {
	s = strings.Replace(s, "unofficial = true", "unofficial = false", 1)
	i := strings.Index(s, "\ntitle = ")
	j := strings.Index(s[i+1:], "\n")
	return s[:i] + "\ntitle = \"Club charts\"" + s[i+1+j:]
}

// The Great Battles adaptation reads a scenario's own chart file too
// (issue 16 "a scenario naming its own chart file"): its results are
// labelled with the file's title.
func TestGBoHScenarioNamesItsCharts(t *testing.T) {
	sc, err := scenario.LoadFile(clubChartsOf(t, "gboh.toml", relabelled(string(gbohcharts.DefaultSource()))))
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(sc, 27)
	if err != nil {
		t.Fatal(err)
	}
	var p rulestest.Player = &gbohtest.Player{}
	labelled, unofficial := 0, 0
	for n := 0; n < 300 && m.State().Phase != "over"; n++ {
		of := m.Rules().(rules.Offerer)
		c, ok := p.Next(of, m.State())
		if !ok {
			break
		}
		o, ok := rulestest.Pick(of.Offers(m.State(), m.State().Active, c.Selected), c.Label)
		if !ok {
			t.Fatalf("press %d: no offer %q", n, c.Label)
		}
		evs, err := m.Do(o.Action)
		if err != nil {
			t.Fatalf("press %d, %s: %v", n, c.Label, err)
		}
		for _, e := range evs {
			labelled += strings.Count(e.Text, "Club charts")
			unofficial += strings.Count(e.Text, "UNOFFICIAL")
		}
	}
	if labelled == 0 || unofficial != 0 {
		t.Errorf("events name the Club charts %d times and UNOFFICIAL %d times: want the scenario's own charts only", labelled, unofficial)
	}
}

// A scenario's own chart file (issue 13): the battle reads its results
// from it (every chart result is labelled with its title, not UNOFFICIAL),
// and a save carries it, so the battle replays with the file gone.
func TestScenarioNamesItsCharts(t *testing.T) {
	path := clubCharts(t, published(t))
	sc, err := scenario.LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := sc.Files["club.toml"]; !ok {
		t.Fatalf("the scenario's Files hold %v, want club.toml", sc.Files)
	}
	m, err := New(sc, 7)
	if err != nil {
		t.Fatal(err)
	}
	var p mptest.Player
	var labelled, unofficial int
	for n := 0; n < 400 && m.State().Phase != "over"; n++ {
		c, ok := p.Next(m.Rules().(rules.Offerer), m.State())
		if !ok {
			break
		}
		offers := m.Rules().(rules.Offerer).Offers(m.State(), m.State().Active, c.Selected)
		k := -1
		for i, o := range offers {
			if o.Disabled == "" && o.Label == c.Label {
				k = i
				break
			}
		}
		if k < 0 {
			t.Fatalf("press %d: no offer %q", n, c.Label)
		}
		evs, err := m.Do(offers[k].Action)
		if err != nil {
			t.Fatalf("press %d, %s: %v", n, c.Label, err)
		}
		for _, e := range evs {
			labelled += strings.Count(e.Text, "Club charts")
			unofficial += strings.Count(e.Text, "UNOFFICIAL")
		}
	}
	t.Logf("%d entries, %d results labelled", len(m.Log()), labelled)
	if labelled == 0 || unofficial != 0 {
		t.Fatalf("events name the Club charts %d times and UNOFFICIAL %d times: want the scenario's own charts only", labelled, unofficial)
	}

	// A position written beside the chart file names it again.
	pos := filepath.Join(filepath.Dir(path), "position.toml")
	if err := m.SavePosition(pos); err != nil {
		t.Fatal(err)
	}
	again, err := scenario.LoadFile(pos)
	if err != nil {
		t.Fatalf("the written position: %v", err)
	}
	if h := again.State.Table.Hexes; h.ChartsFile != "club.toml" || h.Charts != string(sc.Files["club.toml"]) {
		t.Errorf("the written position plays on charts %q, want club.toml", h.ChartsFile)
	}

	save := filepath.Join(t.TempDir(), "battle.json")
	if err := m.Save(save); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(filepath.Dir(path), "club.toml")); err != nil {
		t.Fatal(err)
	}
	back, err := Load(save)
	if err != nil {
		t.Fatalf("the save, its chart file gone from the disk: %v", err)
	}
	if back.State().Hash() != m.State().Hash() {
		t.Errorf("the save replays to another state")
	}
	if _, err := scenario.LoadFile(path); err == nil || !strings.Contains(err.Error(), "club.toml") {
		t.Errorf("the scenario with its chart file gone: %v, want an error naming club.toml", err)
	}
}

// A chart file that does not decode refuses the battle with its file, line
// and key; a name outside the scenario's folder is refused where it is
// given.
func TestScenarioChartsRefused(t *testing.T) {
	bad := strings.Replace(published(t), "title = \"Club charts\"", "title = 7", 1)
	sc, err := scenario.LoadFile(clubCharts(t, bad))
	if err != nil {
		t.Fatalf("the scenario itself is well formed: %v", err)
	}
	_, err = New(sc, 1)
	if err == nil || !strings.Contains(err.Error(), "club.toml:") || !strings.Contains(err.Error(), "title") {
		t.Errorf("a chart file whose title is a number: %v, want its file:line and the key title", err)
	}

	for _, name := range []string{"../club.toml", "/etc/passwd"} {
		path := clubCharts(t, published(t))
		src, _ := os.ReadFile(path)
		os.WriteFile(path, []byte(strings.Replace(string(src), `charts = "club.toml"`, `charts = "`+name+`"`, 1)), 0o644)
		_, err := scenario.LoadFile(path)
		if err == nil || !strings.Contains(err.Error(), "hexes.charts") || !strings.Contains(err.Error(), "inside it") {
			t.Errorf("charts = %q: %v, want hexes.charts refused as outside the folder", name, err)
		}
	}
}
