package game

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"plateau/rules"
)

var updateDocs = flag.Bool("update-docs", false, "rewrite the position keys of docs/scenario-format.md from the rulesets")

const (
	docsFile  = "../docs/scenario-format.md"
	keysBegin = "<!-- position keys: written by go test ./game -run PositionKeysDocumented -update-docs -->"
	keysEnd   = "<!-- end of position keys -->"
)

// TestPositionKeysDocumented: docs/scenario-format.md lists every phase,
// status and counter each ruleset keeps, with its range and meaning, as
// the rulesets declare them (rules.Positioner.Keys): the docs cannot
// drift from the code (issue 9 part 1, "documented key by key").
func TestPositionKeysDocumented(t *testing.T) {
	want := keysText()
	data, err := os.ReadFile(docsFile)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	i, j := strings.Index(doc, keysBegin), strings.Index(doc, keysEnd)
	if i < 0 || j < i {
		t.Fatalf("%s has no %q … %q section", docsFile, keysBegin, keysEnd)
	}
	got := doc[i+len(keysBegin) : j]
	if got == want {
		return
	}
	if *updateDocs {
		if err := os.WriteFile(docsFile, []byte(doc[:i+len(keysBegin)]+want+doc[j:]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("%s's position keys are not the rulesets' (go test ./game -run PositionKeysDocumented -update-docs)", docsFile)
}

func keysText() string {
	var b strings.Builder
	b.WriteString("\n")
	for _, id := range rules.Known() {
		rs, _ := rules.Lookup(id)
		p, ok := rs.(rules.Positioner)
		if !ok {
			fmt.Fprintf(&b, "\n#### %s\n\nNo positions.\n", id)
			continue
		}
		k := p.Keys()
		fmt.Fprintf(&b, "\n#### %s\n\nPhases: `%s`.\n", id, strings.Join(k.Phases, "`, `"))
		table := func(title string, keys []rules.Key) {
			if len(keys) == 0 {
				fmt.Fprintf(&b, "\n%s: none.\n", title)
				return
			}
			fmt.Fprintf(&b, "\n%s:\n\n| Key | Range | Meaning |\n|---|---|---|\n", title)
			for _, key := range keys {
				name := "`" + key.Name + "`"
				if key.Prefix {
					name = "`" + key.Name + "…`"
				}
				fmt.Fprintf(&b, "| %s | %s | %s |\n", name, key.Range, strings.ReplaceAll(key.Doc, "|", "\\|"))
			}
		}
		table("Unit statuses (`status`)", k.Unit)
		table("Battle counters (`counters`)", k.Counters)
	}
	b.WriteString("\n")
	return b.String()
}
