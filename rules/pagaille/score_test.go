package pagaille

import (
	"reflect"
	"testing"

	"plateau/rules"
	"plateau/rules/block"
)

// withFigures sets a close-order unit of 4 × 2 to n figures.
func withFigures(u *rules.Unit, n int) {
	l, _ := block.NewLayout(4, 2, n)
	l.PutStatus(u.Status, "")
}

// TestScore: the scoreboard counts as the assessment does (bep §10.2,
// L364-374, L388-395; §10.3, L340-356): the standard battle's spearmen
// (average infantry, TV 6) against the axes (TV 6), each army 6 of 6 at
// the start: tests below 3, routs below 1½ (A39: strictly below).
func TestScore(t *testing.T) {
	for _, tc := range []struct {
		name    string
		figures int // the spearmen's
		kv      []string
		orders  bool
		battle  string
		blue    []rules.ScoreItem
		redVP   string
	}{
		{"the start", 8, nil, false, "Turn 1",
			[]rules.ScoreItem{{Text: "Tactical value 6 of 6: tests below 3, routs below 1½"}, {Text: "Victory points 10"}}, "Victory points 10"},
		{"a turn limit, the orders phase", 8, []string{SetTurnLimit, "8"}, true, "Turn 1 of 8",
			[]rules.ScoreItem{{Text: "Tactical value 6 of 6: tests below 3, routs below 1½"}, {Text: "Victory points 10"}, {Text: "Command points 3 left"}}, "Victory points 10"},
		// 5 of 8: over half, full TV 6, 5 VP (L31-32, L346).
		{"over half", 5, nil, false, "Turn 1",
			[]rules.ScoreItem{{Text: "Tactical value 6 of 6: tests below 3, routs below 1½"}, {Text: "Victory points 5"}}, "Victory points 10"},
		// 3 of 8: half TV rounded up, 3 (§15 example 32), not below half.
		{"half, 3 of 6 holds", 3, nil, false, "Turn 1",
			[]rules.ScoreItem{{Text: "Tactical value 3 of 6: tests below 3, routs below 1½"}, {Text: "Victory points 0"}}, "Victory points 10"},
		// 2 of 8 is 25 %: no TV (A24), below a quarter: the army routs.
		{"a quarter: 0 of 6", 2, nil, false, "Turn 1",
			[]rules.ScoreItem{{Text: "Tactical value 0 of 6: tests below 3, routs below 1½ — below a quarter", Alarm: true}, {Text: "Victory points 0"}}, "Victory points 10"},
		// Destroyed: 5 VP to the enemy, 5 more for the officer with it (L350-353).
		{"destroyed", 0, nil, false, "Turn 1",
			[]rules.ScoreItem{{Text: "Tactical value 0 of 6: tests below 3, routs below 1½ — below a quarter", Alarm: true}, {Text: "Victory points 0"}}, "Victory points 20"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := standard(t)
			var s rules.State
			if tc.orders {
				s = b.orders(0, tc.kv...)
			} else {
				s = b.setup(tc.kv...)
			}
			withFigures(unit(t, &s, "spears"), tc.figures)
			sb := Rules{}.Score(&s)
			if len(sb.Battle) != 1 || sb.Battle[0] != tc.battle {
				t.Errorf("battle %q, want %q", sb.Battle, tc.battle)
			}
			if len(sb.Sides) != 2 || !reflect.DeepEqual(sb.Sides[0].Items, tc.blue) {
				t.Fatalf("blue %+v\nwant %+v", sb.Sides, tc.blue)
			}
			if got := sb.Sides[1].Items[1].Text; got != tc.redVP {
				t.Errorf("red's %q, want %q", got, tc.redVP)
			}
		})
	}
}

// TestScoreOver: a battle over says its verdict; a routed army is marked.
func TestScoreOver(t *testing.T) {
	s := standard(t).setup()
	s.Phase = PhaseOver
	s.SetCounter(ctRouted+"red", armyRoutedFlag)
	sb := Rules{}.Score(&s)
	if want := "Battle over — victory to Blue: the army of Red routs"; sb.Battle[0] != want {
		t.Errorf("%q, want %q", sb.Battle[0], want)
	}
	if it := sb.Sides[1].Items[1]; it.Text != "Army routed (bep §10.2)" || !it.Alarm {
		t.Errorf("red's %+v", it)
	}
}

// TestMarkers: a unit's state in plain words (bep §6.2, §9.1, §10.1-10.2,
// L1205, L1227-1229); none for a unit as it started, nor for an officer.
func TestMarkers(t *testing.T) {
	for _, tc := range []struct {
		name   string
		edit   func(u *rules.Unit)
		unit   string
		titles []string
	}{
		{"as it started", func(*rules.Unit) {}, "spears", nil},
		{"an officer's base", func(*rules.Unit) {}, "blue-gen", nil},
		{"3 lost", func(u *rules.Unit) { withFigures(u, 5) }, "spears", []string{"-3: lost 3 of 8 figures: over half, full tactical value"}},
		{"half", func(u *rules.Unit) { withFigures(u, 4) }, "spears", []string{"-4: lost 4 of 8 figures: half or less, half its tactical value"}},
		{"a quarter", func(u *rules.Unit) { withFigures(u, 2) }, "spears", []string{"-6: lost 6 of 8 figures: a quarter or less, no tactical value"}},
		{"destroyed", func(u *rules.Unit) { withFigures(u, 0) }, "spears", nil},
		{"routed this turn", func(u *rules.Unit) { u.SetStatus(stRouted, 1); u.SetStatus(stFresh, 1) }, "spears", []string{"R: routed this turn: it flees from next turn unless rallied"}},
		{"routed", func(u *rules.Unit) { u.SetStatus(stRouted, 1) }, "spears", []string{"R: routed: it flees at the end of the orders phase unless rallied"}},
		{"consolidated, owing a test", func(u *rules.Unit) { u.SetStatus(stConsolidated, 1); u.SetStatus(stOwed, 1) }, "spears",
			[]string{"+1: consolidated: +1 to hit when next charged", "T: owes a rout test at its next casualty"}},
		{"musketeers, orders", func(u *rules.Unit) { u.SetStatus(stJammed, 2); u.SetStatus(stOrders, 1) }, "spears",
			[]string{"J: 2 musketeers reloading: no shot until next turn", "1o: 1 order this turn"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := standard(t).setup()
			tc.edit(unit(t, &s, tc.unit))
			var got []string
			for _, m := range (Rules{}).Markers(&s, tc.unit) {
				got = append(got, m.Code+": "+m.Title)
			}
			if !reflect.DeepEqual(got, tc.titles) {
				t.Errorf("markers %q, want %q", got, tc.titles)
			}
		})
	}
}
