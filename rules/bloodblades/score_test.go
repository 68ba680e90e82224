package bloodblades

import (
	"fmt"
	"slices"
	"testing"

	"plateau/rules"
)

func scoreTexts(sb rules.Scoreboard, side int) []string {
	var out []string
	for _, it := range sb.Sides[side].Items {
		out = append(out, it.Text)
	}
	return out
}

// The scoreboard shows the morale check's count (bnb.md §10): losses,
// half for a spent base, against the rout level, a third of the reference
// not rounded [L1995-1997] ("41 1/3", not "41.333"; E7: 124 PoC, 42 lost
// routs); and the PIGs the player to move has left [L1326-1329].
func TestScoreLossesAndPIGs(t *testing.T) {
	w := newWorld() // gen: the C-in-C, 16 [L2014]
	for i := range 12 {
		w.unit(fmt.Sprintf("sp%d", i), 0, "Reg Sp(O)", 5+float64(i)*5, 60, north) // 8 each: 96
	}
	for i := range 3 {
		w.unit(fmt.Sprintf("ax%d", i), 0, "Irr Ax(O)", 5+float64(i)*5, 66, north) // 4 each: 12
	}
	s := w.ready(t, 3)
	sb := (Rules{}).Score(&s)
	if got, want := scoreTexts(sb, 0), []string{"Losses 0 of rout level 41 1/3", "3 PIGs left"}; !slices.Equal(got, want) {
		t.Errorf("Blue: %q, want %q", got, want)
	}
	if got, want := scoreTexts(sb, 1), []string{"Losses 0 of rout level 5 1/3"}; !slices.Equal(got, want) {
		t.Errorf("Red (its C-in-C only, 16 PoC): %q, want %q", got, want)
	}
	lose := func(id string, v int) {
		u, _ := s.Unit(id)
		u.SetStatus(stLost, v)
	}
	for i := range 5 {
		lose(fmt.Sprintf("sp%d", i), lostDestroyed)
	}
	lose("ax0", lostSpent)
	sb = (Rules{}).Score(&s)
	if it := sb.Sides[0].Items[0]; it.Text != "Losses 42 of rout level 41 1/3" || !it.Alarm {
		t.Errorf("Blue past its rout level: %+v, want the alarm", it)
	}
	s.Phase = PhasePIGs
	if got := scoreTexts((Rules{}).Score(&s), 0); len(got) != 1 {
		t.Errorf("before the PIG roll: %q, want no PIGs shown", got)
	}
}

// The markers say what the base did this period that the rules remember.
func TestMarkers(t *testing.T) {
	s := newWorld().unit("bw", 0, "Reg Bw(O)", 50, 40, north).ready(t, 3)
	if ms := (Rules{}).Markers(&s, "bw"); len(ms) != 0 {
		t.Errorf("a fresh base has markers %+v", ms)
	}
	u, _ := s.Unit("bw")
	u.SetStatus(stHasShot, 1)
	u.SetStatus(stFled, 1)
	var got []string
	for _, m := range (Rules{}).Markers(&s, "bw") {
		got = append(got, m.Code+" "+m.Title)
	}
	if want := []string{"F fled this period", "S has shot this period"}; !slices.Equal(got, want) {
		t.Errorf("markers %q, want %q", got, want)
	}
}
