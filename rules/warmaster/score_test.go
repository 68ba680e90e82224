package warmaster

import (
	"slices"
	"testing"

	"plateau/rules"
	"plateau/rules/table"
)

// loseStands removes the last n bases of unit id, as casualties do.
func loseStands(t *testing.T, s *rules.State, id string, n int) {
	t.Helper()
	u, ok := s.Unit(id)
	if !ok || len(u.Bases) < n {
		t.Fatalf("unit %s: cannot lose %d stands", id, n)
	}
	gone := u.Bases[len(u.Bases)-n:]
	s.Table.Bases = slices.DeleteFunc(s.Table.Bases, func(b table.Base) bool { return slices.Contains(gone, b.ID) })
	u.Bases = u.Bases[:len(u.Bases)-n]
}

func scoreTexts(sb rules.Scoreboard, side int) []string {
	var out []string
	for _, it := range sb.Sides[side].Items {
		out = append(out, it.Text)
	}
	return out
}

// The scoreboard reads the numbers that end the battle: victory points
// (wme.md §10.3 [L2240-2244]: a destroyed unit's price, half of it rounded
// up to 5 for a unit at half strength, [L2243]) and the break point, half
// the main units lost ([L2198], [L2232]; D8: a unit at half strength is
// half a unit lost; commanders are not main units, A17).
func TestScoreVictoryPointsAndBreakPoint(t *testing.T) {
	w := newWorld()
	for i, id := range []string{"b1", "b2", "b3", "b4"} {
		w.unit(id, 0, Infantry, 3, 30+float64(i)*20, 100, north, map[string]float64{keyPoints: 45})
	}
	w.unit("r1", 1, Infantry, 3, 60, 20, south, map[string]float64{keyPoints: 60})
	s := w.state(t)
	sb := (Rules{}).Score(&s)
	if got, want := scoreTexts(sb, 0), []string{"Victory points 0", "Units lost 0 of 4 (break point 2)"}; !slices.Equal(got, want) {
		t.Errorf("Blue at the start: %q, want %q", got, want)
	}
	if got := sb.Battle; !slices.Equal(got, []string{"Battle of 8 turns"}) {
		t.Errorf("battle: %q", got)
	}
	loseStands(t, &s, "b1", 3) // destroyed: 45 VP to Red, a whole unit lost
	loseStands(t, &s, "b2", 2) // one stand of three: half strength, 25 VP (half of 45 rounded up to 5)
	sb = (Rules{}).Score(&s)
	if got, want := scoreTexts(sb, 1), []string{"Victory points 70", "Units lost 0 of 1 (break point ½)"}; !slices.Equal(got, want) {
		t.Errorf("Red: %q, want %q", got, want)
	}
	if got, want := scoreTexts(sb, 0), []string{"Victory points 0", "Units lost 1½ of 4 (break point 2)"}; !slices.Equal(got, want) || sb.Sides[0].Items[1].Alarm {
		t.Errorf("Blue after losses: %q (alarm %v), want %q without alarm", got, sb.Sides[0].Items[1].Alarm, want)
	}
	loseStands(t, &s, "b3", 2) // 2 of 4 units lost: the army routs at the end of the phase
	sb = (Rules{}).Score(&s)
	if it := sb.Sides[0].Items[1]; it.Text != "Units lost 2 of 4 (break point 2)" || !it.Alarm {
		t.Errorf("Blue at its break point: %+v, want the alarm", it)
	}
}

// The markers say what the unit's status keeps: stands lost (§6.4, L547),
// wounds not yet worth a stand (§8.5), confusion (§10.1 [L1855-1902]), a
// charge and a shot this turn.
func TestMarkers(t *testing.T) {
	w := newWorld().unit("kn", 0, Cavalry, 3, 40, 100, north, map[string]float64{keyPoints: 110})
	s := w.state(t)
	if ms := (Rules{}).Markers(&s, "kn"); len(ms) != 0 {
		t.Errorf("a fresh unit has markers %+v", ms)
	}
	loseStands(t, &s, "kn", 1)
	u, _ := s.Unit("kn")
	u.SetStatus(stWounds, 2)
	u.SetStatus(stConfused, 1)
	u.SetStatus(stCharged, 1)
	var got []string
	for _, m := range (Rules{}).Markers(&s, "kn") {
		got = append(got, m.Code+" "+m.Title)
	}
	want := []string{"-1 lost 1 of 3 stands", "2w 2 wounds", "? confused", "» charged this turn"}
	if !slices.Equal(got, want) {
		t.Errorf("markers %q, want %q", got, want)
	}
	if ms := (Rules{}).Markers(&s, "gen"); len(ms) != 0 {
		t.Errorf("the General has markers %+v", ms)
	}
}
