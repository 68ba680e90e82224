package render

import (
	"fmt"
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
		// The text writes the faces (WME's attacks): the dice go there.
		{"Orcs attack Halberdiers: 3 dice need 4+ [5][3][1] = 1 hit; saves 6+ [3][1] = 0 saved; 1 wound", d6(5, 3, 1, 3, 1),
			"Orcs attack Halberdiers: 3 dice need 4+ [5] [3] [1] = 1 hit; saves 6+ [3] [1] = 0 saved; 1 wound"},
		{"one die [4], needs 5+", d6(4), "one die [4], needs 5+"},
		// Faces that are not the rolls stay words.
		{"need 4+ [5][3] = 1 hit", d6(2, 2), "[2] [2] need 4+ [5][3] = 1 hit"},
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

// A big roll wraps its dice in rows inside the panel, each row starting
// at the text's left edge: a pursuit's 21 dice and a roll of 60 both read
// as blocks of dice, never a staircase off the panel.
func TestLayoutLogWrapsBigRolls(t *testing.T) {
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	// As drawLog lays it out: 12 dice a row.
	var width float64 = panelWidth - 2*panelPad - logIndent - 6
	perRow := int((width + dieGap) / (dieSize + dieGap))
	for _, n := range []int{13, 14, 21, 60} {
		rolls := make([]dice.Roll, n)
		sum := 0
		for i := range rolls {
			rolls[i] = dice.Roll{Sides: 6, Value: i%6 + 1}
			sum += rolls[i].Value
		}
		var faces strings.Builder
		for _, r := range rolls {
			fmt.Fprintf(&faces, "[%d]", r.Value)
		}
		for _, text := range []string{
			fmt.Sprintf("Knights attack Orc Warriors: rolled %d, 9 hits", sum), // dice after "rolled"
			"Knights attack Orc Warriors: 9 hits",                              // dice in front
			// WME writes the faces in the text: the dice go there.
			fmt.Sprintf("Orc Warriors attack Halberdiers: %d dice need 4+ (+1 pursuing) %s = 9 hits; 9 wounds", n, faces.String()),
		} {
			lines := layoutLog(logTokens(rules.Event{Text: text, Rolls: rolls}), f.normal, width)
			dice, rows := 0, 0
			for i, l := range lines {
				inRow, prevEnd := 0, -1.0
				for _, it := range l {
					end := it.x + dieSize
					if it.text != "" {
						tw, _ := measure(it.text, f.normal)
						end = it.x + tw
					} else {
						dice++
						inRow++
						if it.x < prevEnd-0.01 {
							t.Errorf("%d dice, %q: line %d: a die at %.1f px overlaps the one before (ends %.1f)", n, text, i, it.x, prevEnd)
						}
						prevEnd = end
					}
					if it.x < 0 || end > width+0.5 {
						t.Errorf("%d dice, %q: line %d: %q spans %.1f-%.1f px, outside 0-%.0f", n, text, i, it.text, it.x, end, width)
					}
				}
				if inRow > 0 {
					rows++
				}
			}
			if dice != n {
				t.Errorf("%d dice, %q: %d laid out", n, text, dice)
			}
			if want := (n+perRow-1)/perRow + 1; rows > want {
				t.Errorf("%d dice, %q: on %d lines, want at most %d (%d a row)", n, text, rows, want, perRow)
			}
		}
	}
}

// A word wider than the panel (faces the log could not match to dice, a
// long name) is cut to fit rather than clipped at the panel's edge.
func TestLayoutLogCutsLongWords(t *testing.T) {
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	const width = 150.0
	word := strings.Repeat("[5][3]", 20)
	lines := layoutLog(logTokens(rules.Event{Text: "need 4+ " + word + " = 9 hits"}), f.normal, width)
	var all strings.Builder
	for i, l := range lines {
		for _, it := range l {
			tw, _ := measure(it.text, f.normal)
			if it.x+tw > width+0.5 {
				t.Errorf("line %d: %q ends at %.1f px, past %.0f", i, it.text, it.x+tw, width)
			}
			all.WriteString(it.text)
		}
	}
	if got := strings.ReplaceAll(all.String(), " ", ""); got != "need4+"+word+"=9hits" {
		t.Errorf("the cut words read %q, want every character kept", got)
	}
}

// TestWithoutFaces: the line drawn beside big dice (the streamer view's
// band, the replay's card) does not write the faces again (issue 11 part
// 4).
func TestWithoutFaces(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"9 dice need 4+ [3][5][1] = 5 hits; saves 5+ [6][2] = 1 saved", "9 dice need 4+ = 5 hits; saves 5+ = 1 saved"},
		{"rolled [4], needed 5", "rolled, needed 5"},
		{"[6] first", "first"},
		{"General orders Knights: rolled 7, needed 8 or less", "General orders Knights: rolled 7, needed 8 or less"},
		{"a [note] kept", "a [note] kept"},
	} {
		if got := withoutFaces(c.in); got != c.want {
			t.Errorf("withoutFaces(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
