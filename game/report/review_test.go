package report

import (
	"bytes"
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/rules"
)

// Names come from scenarios: in the Markdown, as in the HTML, a side named
// <script> or a title with markup must come out as text, not as raw HTML
// a Markdown viewer would run (the title, the meta line and the turn
// headings wrote them unescaped).
func TestMarkdownEscapesScenarioNames(t *testing.T) {
	rep := &Report{
		Title:       "<script>alert(1)</script>",
		Description: "<img src=x onerror=alert(2)>",
		Ruleset:     "sandbox",
		Sides:       []rules.Side{{ID: "a", Name: "<script>", Colour: "#ff0000"}, {ID: "b", Name: "B"}},
		Turns:       []Turn{{Number: 1, Side: 0, Phases: []Phase{{Name: "move", Quiet: true}}}},
	}
	var md bytes.Buffer
	if err := rep.Markdown(&md, false); err != nil {
		t.Fatal(err)
	}
	if s := md.String(); strings.Contains(s, "<script") || strings.Contains(s, "<img") {
		t.Errorf("Markdown() = %q, want every < of the names escaped", s)
	}
	var page bytes.Buffer
	if err := rep.HTML(&page, nil); err != nil {
		t.Fatal(err)
	}
	if s := page.String(); strings.Contains(s, "<script") || strings.Contains(s, "<img") {
		t.Errorf("HTML() = %q, want every < of the names escaped", s)
	}
}

// A battle saved before its first action has a report too: no turns, the
// table as it starts, and no chart.
func TestReportOfEmptyBattle(t *testing.T) {
	for _, name := range []string{"wme", "bnb"} {
		sc, err := scenario.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		m, err := game.New(sc, 1)
		if err != nil {
			t.Fatal(err)
		}
		r, err := game.NewReplay(m)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := Build(r)
		if err != nil {
			t.Fatalf("%s: Build of no actions: %v", name, err)
		}
		var md, page bytes.Buffer
		if err := rep.Markdown(&md, true); err != nil {
			t.Fatal(err)
		}
		if err := rep.HTML(&page, func(string) ([]byte, error) { return []byte{1}, nil }); err != nil {
			t.Fatal(err)
		}
		if len(rep.Turns) != 0 || len(rep.Shots()) != 1 {
			t.Errorf("%s: no actions: %d turns, %d shots, want 0 and 1 (the start)", name, len(rep.Turns), len(rep.Shots()))
		}
	}
}
