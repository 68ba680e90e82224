package script

import (
	"encoding/json"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// TestDocsEventFacts plays the scripts docs/script-format.md "Event
// facts" shows (issue 9 part 3: the report carries each event's
// structured facts) and checks that the JSON shown after each is what the
// report prints for the event its last line logged, and that the table
// below them names every fact each ruleset defines (rules/*/facts.go).
func TestDocsEventFacts(t *testing.T) {
	out := docSection(t, "Output")
	i := strings.Index(out, "### Event facts")
	if i < 0 {
		t.Fatal(`no "### Event facts" in "## Output"`)
	}
	sub := out[i:]
	parts := strings.Split(sub, "```")
	var blocks []string
	for k := 1; k < len(parts); k += 2 {
		blocks = append(blocks, strings.TrimPrefix(strings.TrimPrefix(parts[k], "json"), "\n"))
	}
	scens := []string{"wme", "bnb"}
	if len(blocks) != 2*len(scens) {
		t.Fatalf("%d blocks, want a script and its JSON for each of %v", len(blocks), scens)
	}
	for k, scen := range scens {
		script, shown := blocks[2*k], blocks[2*k+1]
		res, rep := playOn(t, scen, script, false)
		if len(res.Failures) > 0 {
			t.Errorf("%s example: %v", scen, res.Failures)
			continue
		}
		last := strings.Count(strings.TrimSpace(script), "\n") + 1
		var got any
		for _, e := range rep.Events {
			if e.Line == last && len(e.Facts) > 0 {
				b, err := json.Marshal(e)
				if err != nil {
					t.Fatal(err)
				}
				if err := json.Unmarshal(b, &got); err != nil {
					t.Fatal(err)
				}
				break
			}
		}
		var want any
		if err := json.Unmarshal([]byte(shown), &want); err != nil {
			t.Fatalf("%s example: the JSON shown does not parse: %v", scen, err)
		}
		if !reflect.DeepEqual(got, want) {
			b, _ := json.Marshal(got)
			t.Errorf("%s example: line %d logs %s, the docs show %s", scen, last, b, shown)
		}
	}
	rows := tableRows(sub)["Event facts"]
	nameRE := regexp.MustCompile(`(?m)^\s*Fact\w+\s*=\s*"([a-z0-9-]+)"`)
	for id, dir := range map[string]string{"wme": "warmaster", "bnb": "bloodblades"} {
		src, err := os.ReadFile("../../rules/" + dir + "/facts.go")
		if err != nil {
			t.Fatal(err)
		}
		documented := map[string]bool{}
		for _, r := range rows {
			if len(r) == 3 && r[0] == id {
				for _, w := range backticked(r[2]) {
					documented[w] = true
				}
			}
		}
		names := nameRE.FindAllSubmatch(src, -1)
		if len(names) == 0 {
			t.Errorf("rules/%s/facts.go defines no fact name", dir)
		}
		for _, m := range names {
			if !documented[string(m[1])] {
				t.Errorf("%s, \"### Event facts\": %s's fact %q is not in the table", scriptDocs, id, m[1])
			}
		}
	}
}
