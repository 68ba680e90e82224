package warmaster

import (
	"strings"
	"testing"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// farm is a world with a village "farm" (x 60-80, y 60-70) worth 100
// victory points to the side holding it ([L2244]: "des objectifs
// pré-définis peuvent rapporter des points de victoire en bonus, selon le
// scénario").
func farm() *world {
	w := newWorld().feature("farm", "village", geom.V(60, 60), geom.V(80, 60), geom.V(80, 70), geom.V(60, 70))
	w.s.Table.Features[0].Name = "Farm"
	w.s.Settings[SettingObjective+"farm"] = "100"
	return w
}

// Holding an objective (wme.md §10.3, [L2244]; the reading in doc.go): the
// only side with a unit at least partly on the feature holds it and
// scores its worth; units of both sides contest it; commanders hold
// nothing.
func TestObjectiveHolder(t *testing.T) {
	tests := []struct {
		name   string
		w      *world
		holder int
		vp     [2]int
	}{
		{"nobody on it", farm().unit("bl", 0, Infantry, 3, 62, 100, north, nil), -1, [2]int{0, 0}},
		{"a blue unit on it", farm().unit("bl", 0, Infantry, 3, 62, 65, north, nil), 0, [2]int{100, 0}},
		{"a red unit half a centimetre in", farm().unit("rd", 1, Infantry, 3, 62, 70.5, south, nil), 1, [2]int{0, 100}},
		{"a red unit touching its edge only", farm().unit("rd", 1, Infantry, 3, 62, 71, south, nil), -1, [2]int{0, 0}},
		{"both sides on it: contested", farm().unit("bl", 0, Infantry, 3, 62, 68, north, nil).unit("rd", 1, Infantry, 3, 70, 62, south, nil), -1, [2]int{0, 0}},
		{"two blue units on it", farm().unit("bl", 0, Infantry, 3, 62, 68, north, nil).unit("bl2", 0, Infantry, 3, 62, 62, north, nil), 0, [2]int{100, 0}},
		{"only the General on it", farm().commander("gen", 0, General, 9, 70, 65), -1, [2]int{0, 0}},
	}
	for _, tc := range tests {
		s := tc.w.state(t)
		objs := Objectives(&s)
		if len(objs) != 1 || objs[0].Feature != "farm" || objs[0].Name != "Farm" || objs[0].Points != 100 || objs[0].Holder != tc.holder {
			t.Errorf("%s: Objectives = %+v, want Farm, 100, held by %d", tc.name, objs, tc.holder)
		}
		if vp := VictoryPoints(&s); vp[0] != tc.vp[0] || vp[1] != tc.vp[1] {
			t.Errorf("%s: VictoryPoints = %v, want %v", tc.name, vp, tc.vp)
		}
	}
}

// A unit destroyed or off the table holds nothing: its elements are gone
// ([L2242]); the enemy's points for it still count.
func TestObjectiveLostWithTheUnit(t *testing.T) {
	s := farm().unit("bl", 0, Infantry, 3, 62, 65, north, map[string]float64{keyPoints: 45}).
		unit("rd", 1, Infantry, 3, 62, 40, south, nil).state(t)
	lose(t, &s, "bl", 3)
	if vp := VictoryPoints(&s); vp[0] != 0 || vp[1] != 45 {
		t.Errorf("VictoryPoints = %v, want blue 0, red 45", vp)
	}
}

// The objective decides the battle at its end ([L2222], [L2244]): after
// the last turn, blue holds the farm for 100 against red's 45 for a
// destroyed unit (one of three: no rout); the report and the end-phase
// offer say so.
func TestObjectiveAtTheEnd(t *testing.T) {
	w := farm().unit("bl", 0, Infantry, 3, 62, 65, north, map[string]float64{keyPoints: 45}).
		unit("bl2", 0, Infantry, 3, 20, 100, north, map[string]float64{keyPoints: 45}).
		unit("bl3", 0, Infantry, 3, 120, 100, north, map[string]float64{keyPoints: 45}).
		unit("rd", 1, Infantry, 3, 140, 20, south, map[string]float64{keyPoints: 60})
	w.s.Settings[SettingTurns] = "1"
	s := w.state(t)
	lose(t, &s, "bl2", 3)
	for s.Active == 0 {
		s, _ = apply(t, s, endBlue)
	}
	for s.Phase != PhaseCombat {
		s, _ = apply(t, s, endRed)
	}
	end := Rules{}.Offers(&s, 1, nil)
	if d := strings.Join(end[len(end)-1].Detail, "\n"); !strings.Contains(d, "victory points so far: Blue 100, Red 45 (objective Farm: 100 victory points, held by Blue (WME §10.3 [L2244]))") {
		t.Errorf("End combat detail:\n%s", d)
	}
	n, evs := applyPure(t, s, endRed)
	last := evs[len(evs)-1]
	if n.Phase != PhaseOver || n.Counters[ctResult] != 1 || !strings.Contains(last.Text, "Victory points: Blue 100, Red 45") || !strings.Contains(last.Text, "Blue win") {
		t.Errorf("phase %s result %d, event %q", n.Phase, n.Counters[ctResult], last.Text)
	}
	report := strings.Join(Rules{}.Offers(&n, 0, nil)[0].Detail, "\n")
	if !strings.Contains(report, "Blue: 100 victory points") || !strings.Contains(report, "objective Farm: 100 victory points, held by Blue") {
		t.Errorf("the final report:\n%s", report)
	}
}

// Setup refuses an objective it cannot score, naming the setting: no such
// feature, a line of no width, a worth that is no whole number of at
// least 1 point.
func TestObjectiveSetup(t *testing.T) {
	tests := []struct {
		key, value string
		err        string
	}{
		{"objective-farm", "100", ""},
		{"objective-farm", " 5 ", ""},
		{"objective-bridge", "50", ""},
		{"objective-barn", "100", `no terrain feature "barn"`},
		{"objective-ridge", "100", "a line of no width"},
		{"objective-farm", "0", `objective-farm = "0": want the objective's worth`},
		{"objective-farm", "many", `objective-farm = "many"`},
		{"objective-farm", "12.5", `objective-farm = "12.5"`},
	}
	for _, tc := range tests {
		w := newWorld().feature("farm", "village", geom.V(60, 60), geom.V(80, 60), geom.V(80, 70), geom.V(60, 70))
		w.s.Table.Features = append(w.s.Table.Features,
			table.Feature{ID: "bridge", Kind: "bridge", Line: []geom.Vec{geom.V(100, 50), geom.V(100, 60)}, Width: 4},
			table.Feature{ID: "ridge", Kind: kindCrest, Line: []geom.Vec{geom.V(120, 50), geom.V(130, 60)}})
		w.s.Settings[tc.key] = tc.value
		s := w.s.Clone()
		err := (Rules{}).Setup(&s)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s = %q: Setup = %v", tc.key, tc.value, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s = %q: Setup = %v, want an error with %q", tc.key, tc.value, err, tc.err)
		}
	}
}
