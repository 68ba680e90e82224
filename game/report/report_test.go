package report

import (
	"bytes"
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/bloodblades/bnbtest"
	"plateau/rules/rulestest"
	"plateau/rules/warmaster/wmetest"
)

// played is a whole sample battle played by its sample player to its end,
// seed 1, as a replay.
func played(t *testing.T, name string, p rulestest.Player) *game.Replay {
	t.Helper()
	sc, err := scenario.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	of := m.Rules().(rules.Offerer)
	for range 3000 {
		o, ok := rulestest.NextOffer(p, of, m.State())
		if !ok {
			break
		}
		if _, err := m.Do(o.Action); err != nil {
			t.Fatal(err)
		}
	}
	r, err := game.NewReplay(m)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestReportOfSampleBattles: the report of each sample battle (issue 11
// item 6) has a section per player's turn, in order, every event of the
// battle with its dice under the phase it happened in, the score after each
// phase and over time, and the battle's result; the HTML holds the same
// text and its pictures.
func TestReportOfSampleBattles(t *testing.T) {
	for _, c := range []struct {
		name   string
		player rulestest.Player
		chart  string // a score item charted
	}{
		{"wme", &wmetest.Player{}, "Victory points"},
		{"bnb", &bnbtest.Player{}, ""},
	} {
		r := played(t, c.name, c.player)
		rep, err := Build(r)
		if err != nil {
			t.Fatalf("%s: Build = %v", c.name, err)
		}
		// Every action is in exactly one phase, in order.
		next := 0
		for _, tn := range rep.Turns {
			for _, p := range tn.Phases {
				if p.From != next || p.To <= p.From {
					t.Fatalf("%s: turn %d %s covers actions %d-%d, want it to start at %d", c.name, tn.Number, p.Name, p.From, p.To, next)
				}
				next = p.To
			}
		}
		if next != r.Len() {
			t.Fatalf("%s: the phases cover %d of %d actions", c.name, next, r.Len())
		}
		var md bytes.Buffer
		if err := rep.Markdown(&md, true); err != nil {
			t.Fatal(err)
		}
		text := md.String()
		// Each event that rolled is there with its dice.
		rolled := 0
		for _, e := range r.EventsBetween(0, r.Len()) {
			if len(e.Rolls) == 0 {
				continue
			}
			rolled++
			if !strings.Contains(text, mdEscape(e.Text)+mdDice(e.Rolls)) {
				t.Fatalf("%s: the report lacks %q with its dice", c.name, e.Text)
			}
		}
		if rolled < 20 {
			t.Errorf("%s: only %d events rolled; want a whole battle", c.name, rolled)
		}
		if got := strings.Count(text, "\n## Turn "); got != len(rep.Turns) || got < 6 {
			t.Errorf("%s: %d turn sections, want one per player's turn (%d, at least 6)", c.name, got, len(rep.Turns))
		}
		if len(rep.Outcome) == 0 || !strings.Contains(text, mdEscape(rep.Outcome[len(rep.Outcome)-1])) {
			t.Errorf("%s: no result: %q", c.name, rep.Outcome)
		}
		if c.chart != "" {
			found := false
			for _, s := range rep.Series {
				found = found || s.Label == c.chart
			}
			if !found {
				t.Errorf("%s: the score over time does not chart %q (series %+v)", c.name, c.chart, rep.Series)
			}
		}
		// The HTML: the same lines, every picture inside it, and the chart.
		pictures := 0
		var h bytes.Buffer
		err = rep.HTML(&h, func(file string) ([]byte, error) { pictures++; return []byte("png " + file), nil })
		if err != nil {
			t.Fatal(err)
		}
		if pictures != len(rep.Shots()) {
			t.Errorf("%s: the HTML asked for %d pictures, want %d", c.name, pictures, len(rep.Shots()))
		}
		doc := h.String()
		if n := strings.Count(doc, "data:image/png;base64,"); n != pictures {
			t.Errorf("%s: %d pictures in the HTML, want %d", c.name, n, pictures)
		}
		if len(rep.Series) > 0 && !strings.Contains(doc, "<svg") {
			t.Errorf("%s: no score chart in the HTML", c.name)
		}
		files := map[string]bool{}
		for _, s := range rep.Shots() {
			if files[s.File] {
				t.Errorf("%s: two pictures named %s", c.name, s.File)
			}
			files[s.File] = true
		}
	}
}

// TestLeadingNumber: score items' numbers, halves included.
func TestLeadingNumber(t *testing.T) {
	for _, c := range []struct {
		in    string
		label string
		v     float64
		ok    bool
	}{
		{"Victory points 155", "Victory points", 155, true},
		{"Units lost 2½ of 11 (break point 5½)", "Units lost", 2.5, true},
		{"PIGs left: 3", "PIGs left", 3, true},
		{"3 units routed", "", 0, false},
		{"no number", "", 0, false},
	} {
		label, v, ok := leadingNumber(c.in)
		if label != c.label || v != c.v || ok != c.ok {
			t.Errorf("leadingNumber(%q) = %q, %v, %v; want %q, %v, %v", c.in, label, v, ok, c.label, c.v, c.ok)
		}
	}
}
