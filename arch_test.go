package main

import (
	"os/exec"
	"strings"
	"testing"
)

// Only render/ and main import Ebiten (DESIGN.md, house rule 1): the rules
// and the match must build and run without a display. This lists every
// package rules/ and game/ depend on, test dependencies included.
func TestRulesAndGameDoNotImportEbiten(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-test", "-f", "{{.ImportPath}}", "./rules/...", "./game/...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 10 {
		t.Fatalf("go list found only %d packages: %v", len(deps), deps)
	}
	for _, p := range deps {
		if strings.Contains(p, "hajimehoshi/ebiten") || strings.HasPrefix(p, "plateau/render") {
			t.Errorf("rules/ or game/ depends on %s", p)
		}
	}
}
