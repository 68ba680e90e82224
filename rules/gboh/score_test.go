package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
)

// The scoreboard reads each army's Rout Points against its thresholds
// [L2866-2879]: under, exactly at (not past: "past" is more than
// [L2868]), and past it.
func TestScoreRoutPoints(t *testing.T) {
	for _, c := range []struct {
		name      string
		lostTQ    []float64 // TQs of the side 0 units eliminated
		want      string
		wantAlarm bool
	}{
		{"none lost", nil, "Rout Points 0 of 10", false},
		{"exactly at the threshold", []float64{6, 4}, "Rout Points 10 of 10", false},
		{"past it", []float64{6, 5}, "Rout Points 11, past 10: a d10 of 5 or more withdraws the army", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 8, 8)
			w.s.Settings = map[string]string{"rout1": "10:5", "rout2": "20:4"}
			w.leader("a0", 0, "0101", 3, nil)
			w.leader("b0", 1, "0808", 3, nil)
			w.unit("x", "HI", 0, "0303", hex.Vertex(0), nil)
			w.unit("y", "HI", 1, "0606", hex.Vertex(0), nil)
			for i, q := range c.lostTQ {
				id := string(rune('p' + i))
				w.unit(id, "HI", 0, []string{"0203", "0204"}[i], hex.Vertex(0), map[string]float64{keyTQ: q})
			}
			s := w.setup()
			for i := range c.lostTQ {
				u := mustUnit(t, s, string(rune('p'+i)))
				u.Status = map[string]int{stGone: goneEliminated}
				u.Bases = nil
			}
			sb := (Rules{}).Score(s)
			got := sb.Sides[0].Items[0]
			if got.Text != c.want || got.Alarm != c.wantAlarm {
				t.Errorf("side 0 scores %q (alarm %v), want %q (alarm %v)", got.Text, got.Alarm, c.want, c.wantAlarm)
			}
			if lost := sb.Sides[0].Items[1].Text; !strings.HasPrefix(lost, "Units lost ") {
				t.Errorf("second item %q, want the units lost", lost)
			}
			if other := sb.Sides[1].Items[0].Text; other != "Rout Points 0 of 20" {
				t.Errorf("side 1 scores %q, want its own threshold", other)
			}
		})
	}
}

// A counter's markers say its Cohesion hits against its TQ [L2448-2451]
// and the game's markers (spec §3.6); a leader's his state; a mage's his
// Magic Points left [L2995-3004]; a unit in its ordinary state has none.
func TestMarkers(t *testing.T) {
	for _, c := range []struct {
		name   string
		id     string
		status map[string]int
		want   []string // marker codes
	}{
		{"ordinary", "x", nil, nil},
		{"two hits of TQ 6", "x", map[string]int{stHits: 2}, []string{"2/6"}},
		{"routed: TQ 1 [L2530]", "x", map[string]int{stHits: 6, stRouted: 1}, []string{"6/1", "Rout"}},
		{"moved, missile low, shock to check", "x", map[string]int{stMoved: 1, stMissile: 1, stShock: 1}, []string{"Low", "Shk!", "Mv"}},
		{"missile no, no check, in pursuit", "x", map[string]int{stMissile: 2, stShock: 2, stPursuit: 1}, []string{"NoM", "Shk", "Pur"}},
		{"a leader finished and trumped", "a0", map[string]int{stFinished: 1, stTrumped: 1}, []string{"Fin", "Tr"}},
		{"a wounded mage who spent 40", "m", map[string]int{stFate: fateWounded, stSpent: 40}, []string{"Wnd", "MP200"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 8, 8)
			w.leader("a0", 0, "0101", 3, nil)
			w.leader("b0", 1, "0808", 3, nil)
			w.place(rules.Unit{ID: "m", Type: Hero, Side: 0, Profile: map[string]float64{keyCharisma: 1, keyCombat: 3, keyMagic: 240}}, w.centre("0102"))
			w.unit("x", "HI", 0, "0303", hex.Vertex(0), nil)
			s := w.setup()
			u := mustUnit(t, s, c.id)
			u.Status = c.status
			var got []string
			for _, m := range (Rules{}).Markers(s, c.id) {
				if m.Title == "" {
					t.Errorf("marker %q has no words", m.Code)
				}
				got = append(got, m.Code)
			}
			if strings.Join(got, " ") != strings.Join(c.want, " ") {
				t.Errorf("markers %v, want %v", got, c.want)
			}
		})
	}
}
