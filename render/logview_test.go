package render

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
)

// show writes tokens as the log shows them, a die as [v].
func show(toks []logToken) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && !t.glued {
			b.WriteByte(' ')
		}
		if t.isDie {
			b.WriteString("[" + string(rune('0'+t.die.Value)) + "]")
		} else {
			b.WriteString(t.text)
		}
	}
	return b.String()
}

func TestLogTokens(t *testing.T) {
	d6 := func(vs ...int) []dice.Roll {
		var rs []dice.Roll
		for _, v := range vs {
			rs = append(rs, dice.Roll{Sides: 6, Value: v})
		}
		return rs
	}
	for _, tc := range []struct {
		text  string
		rolls []dice.Roll
		want  string
	}{
		{"General orders Spearmen: rolled 8, needed 7 or less — failed", d6(3, 5),
			"General orders Spearmen: rolled [3] [5] = 8, needed 7 or less — failed"},
		{"Hero rolled 4, needed 5", d6(4), "Hero rolled [4], needed 5"},
		// The stated number is not the dice's total: the dice go in front.
		{"blunder 2: Spearmen stay put", d6(2), "[2] blunder 2: Spearmen stay put"},
		{"rolled 9 for distance", d6(3, 5), "[3] [5] rolled 9 for distance"},
		{"Spearmen moved 3.0 cm", nil, "Spearmen moved 3.0 cm"},
	} {
		got := show(logTokens(rules.Event{Text: tc.text, Rolls: tc.rolls}))
		if got != tc.want {
			t.Errorf("logTokens(%q, %v) = %q, want %q", tc.text, tc.rolls, got, tc.want)
		}
	}
}

func TestLayoutLogKeepsDiceWithTotal(t *testing.T) {
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	toks := logTokens(rules.Event{Text: "General orders Spearmen: rolled 8, needed 7 or less — failed", Rolls: []dice.Roll{{Sides: 6, Value: 3}, {Sides: 6, Value: 5}}})
	w, _ := measure("General orders Spearmen: rolled", f.normal)
	lines := layoutLog(toks, f.normal, w+10) // room for the words, not the dice
	if len(lines) < 2 {
		t.Fatalf("layout at %.0f px: %d lines, want the dice wrapped", w+10, len(lines))
	}
	var second []string
	for _, it := range lines[1] {
		if it.text == "" {
			second = append(second, "die")
		} else {
			second = append(second, it.text)
		}
	}
	if len(second) < 3 || second[0] != "die" || second[1] != "die" || !strings.HasPrefix(second[2], "= 8,") {
		t.Errorf("second line = %q, want both dice then \"= 8, …\"", second)
	}
	for i, l := range lines {
		for _, it := range l {
			end := it.x + dieSize
			if it.text != "" {
				tw, _ := measure(it.text, f.normal)
				end = it.x + tw
			}
			if end > w+10+0.5 {
				t.Errorf("line %d: %q ends at %.1f px, past %.0f", i, it.text, end, w+10)
			}
		}
	}
}
