package render

import "testing"

// TestPlain: the window's texts lose their rule citations and keep their
// words, numbers, unit numbers and grades (issue 11 item 2).
func TestPlain(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"General orders Crossbowmen (1): rolled 5, needed 8 or less — moves", "General orders Crossbowmen (1): rolled 5, needed 8 or less — moves"},
		{"wings with Charge orders activate first; General Brandt has Make Ready orders (M&P §5.2 [L253])", "wings with Charge orders activate first; General Brandt has Make Ready orders"},
		{"Carvelle may try to pre-empt the activation of Colonel Hesse's wing [L290]", "Carvelle may try to pre-empt the activation of Colonel Hesse's wing"},
		{"Black Orcs hold their ground (L1406)", "Black Orcs hold their ground"},
		{"Orcs win (WME §10.3 [L2240-2244])", "Orcs win"},
		{"the C-in-C orders (Reg C-in-C, [L1328]) a move", "the C-in-C orders (Reg C-in-C) a move"},
		{"3 PIGs (they do not carry over, A11)", "3 PIGs (they do not carry over)"},
		{"a move of 2 MU (T9) by the Spears (O)", "a move of 2 MU by the Spears (O)"},
		{"as the table says (Table 7.3).", "as the table says."},
		{"(1 move, -1 the C-in-C's first order)", "(1 move, -1 the C-in-C's first order)"},
		{"priority 4 [L1736], then the next", "priority 4, then the next"},
	} {
		if got := plain(c.in); got != c.want {
			t.Errorf("plain(%q)\n = %q\nwant %q", c.in, got, c.want)
		}
	}
}

// TestProfileText: the hover line's profile, by key, flags that are off
// left out, long profiles cut.
func TestProfileText(t *testing.T) {
	for _, c := range []struct {
		p    map[string]float64
		want string
	}{
		{map[string]float64{"hits": 3, "attacks": 3, "armour": 5}, "armour 5, attacks 3, hits 3"},
		{map[string]float64{"sp": 6, "morale": 6, "no-pikes": 0, "wing": 1}, "morale 6, sp 6, wing 1"},
		{map[string]float64{"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8}, "a 1, b 2, c 3, d 4, e 5, f 6, g 7, …"},
		{map[string]float64{"move": 2.5}, "move 2.5"},
		{nil, ""},
	} {
		if got := profileText(c.p); got != c.want {
			t.Errorf("profileText(%v) = %q, want %q", c.p, got, c.want)
		}
	}
}
