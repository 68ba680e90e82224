package render

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"plateau/rules"
)

// The phase bar names the player the battle waits for: the side of every
// enabled offer when that is not the side to play.
func TestChoosingSide(t *testing.T) {
	offer := func(side int, disabled string) rules.Offer {
		return rules.Offer{Action: rules.Action{Kind: "x", Side: side}, Disabled: disabled}
	}
	tests := []struct {
		name   string
		offers []rules.Offer
		want   int
		ok     bool
	}{
		{"the side to play's own offers", []rules.Offer{offer(0, ""), offer(0, "")}, 0, false},
		{"only the other side's", []rules.Offer{offer(1, ""), offer(1, "")}, 1, true},
		{"both sides'", []rules.Offer{offer(0, ""), offer(1, "")}, 0, false},
		{"the other's, and a disabled one of the side to play", []rules.Offer{offer(0, "not now"), offer(1, "")}, 1, true},
		{"none", nil, 0, false},
	}
	s := &rules.State{Active: 0, Sides: []rules.Side{{ID: "a"}, {ID: "b"}}}
	for _, tc := range tests {
		got, ok := choosingSide(s, tc.offers)
		if ok != tc.ok || ok && got != tc.want {
			t.Errorf("%s: choosingSide = %d, %v; want %d, %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
}

// The phase bar never overlaps itself, at any window width: the title is
// shortened with "…" (or left out) before anything else gives way, the
// turn and the End button always stay (the button whole from 640 px), and
// at 1280 px the WME bar in the
// measure tool keeps everything (the issue's "MEASURE (M to leWarmaster
// Evolution…").
func TestLayoutBarNeverOverlaps(t *testing.T) {
	f := testFonts(t)
	wme := barText{turn: "Turn 1", who: "Empire to play", info: "phase: orders   ·   MEASURE (M to leave)",
		title: "Warmaster Evolution: Empire against Orcs at Kleindorf", help: "F1 help", end: "End orders (Enter)"}
	long := barText{turn: "Turn 12", who: "Neo-Assyrian to choose", info: "phase: close combat   ·   MEASURE (M to leave)",
		title: "Blood and Blades: the Assyrian king against the Libyan chiefs", help: "F1 help", end: "End moves (3 PIGs left): close combat (Enter)"}
	for _, in := range []barText{wme, long} {
		for _, w := range []float64{320, 480, 640, 800, 1024, 1100, 1280, 1440, 1920, 2560} {
			l := layoutBar(f, w, in)
			type span struct {
				name   string
				lo, hi float64
			}
			spans := []span{{"swatch", l.swatch.x, l.swatch.x + l.swatch.w}, {"end button", l.endBox.x, l.endBox.x + l.endBox.w}}
			for _, p := range []struct {
				name string
				p    barPiece
			}{{"turn", l.turn}, {"who", l.who}, {"info", l.info}, {"title", l.title}, {"help", l.help}} {
				if p.p.text == "" {
					continue
				}
				if tw, _ := measure(p.p.text, p.p.face); tw > p.p.w+0.5 {
					t.Errorf("layoutBar(%.0f): %s %q is %.1f px wide, laid out as %.1f", w, p.name, p.p.text, tw, p.p.w)
				}
				if p.p.text != p.p.full && !strings.HasSuffix(p.p.text, "…") {
					t.Errorf("layoutBar(%.0f): %s shortened to %q without an ellipsis", w, p.name, p.p.text)
				}
				spans = append(spans, span{p.name + " " + strconv.Quote(p.p.text), p.p.x, p.p.x + p.p.w})
			}
			for i, a := range spans {
				if a.lo < 0 || a.hi > w {
					t.Errorf("layoutBar(%.0f): %s spans %.1f-%.1f, outside the window", w, a.name, a.lo, a.hi)
				}
				for _, b := range spans[:i] {
					if a.lo < b.hi && b.lo < a.hi {
						t.Errorf("layoutBar(%.0f): %s (%.1f-%.1f) overlaps %s (%.1f-%.1f)", w, a.name, a.lo, a.hi, b.name, b.lo, b.hi)
					}
				}
			}
			if l.turn.text != in.turn || w >= 640 && l.end.text != in.end || l.end.text == "" {
				t.Errorf("layoutBar(%.0f): turn %q, end %q; want them whole (the end at least shortened)", w, l.turn.text, l.end.text)
			}
		}
	}
	l := layoutBar(f, 1280, wme)
	for _, p := range []barPiece{l.turn, l.who, l.info, l.title, l.help} {
		if p.text != p.full {
			t.Errorf("layoutBar(1280, WME measuring): %q shown as %q, want it whole", p.full, p.text)
		}
	}
	plain := wme
	plain.info = "phase: orders"
	if l := layoutBar(f, 1280, plain); math.Abs(l.title.x+l.title.w/2-640) > 1 {
		t.Errorf("layoutBar(1280, WME): title centred at %.1f, want 640", l.title.x+l.title.w/2)
	}
}

func TestAllowanceText(t *testing.T) {
	for _, tc := range []struct {
		tape rules.Tape
		want string
	}{
		{rules.Tape{Used: 7.6, Allowance: 12}, "moved 7.6 of 12 cm"},
		{rules.Tape{Allowance: 12}, "allowance 12 cm"},
		{rules.Tape{}, ""},
	} {
		if got := allowanceText(tc.tape); got != tc.want {
			t.Errorf("allowanceText(%+v) = %q, want %q", tc.tape, got, tc.want)
		}
	}
}

// TestElideOnlyWhatDoesNotFit: a line that fits is drawn whole (the
// streamer's band and the replay's card cut "moves" to "move…" when elide
// always cut); one that does not is cut with "…" to the width.
func TestElideOnlyWhatDoesNotFit(t *testing.T) {
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	const line = "General orders Crossbowmen (1): rolled 5, needed 8 or less — moves"
	w, _ := measure(line, f.normal)
	for _, c := range []struct {
		width float64
		whole bool
	}{{w + 40, true}, {w, true}, {w - 1, false}, {w / 2, false}} {
		got, gw := elide(line, f.normal, c.width)
		if (got == line) != c.whole || gw > c.width {
			t.Errorf("elide to %.0f of %.0f px: %q (%.0f px), want whole %v", c.width, w, got, gw, c.whole)
		}
		if !c.whole && !strings.HasSuffix(got, "…") {
			t.Errorf("elide to %.0f px: %q does not end in …", c.width, got)
		}
	}
}
