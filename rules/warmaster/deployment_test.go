package warmaster

import (
	"strings"
	"testing"

	"plateau/rules/table"
)

// TestDeploymentDepthD14: wme.md §15 D14, on a table 150 cm across the
// long edges each zone is at most 75 − 45 = 30 cm deep ([L2606], [L2612],
// A30); 15 cm on the 180 × 120 table; the long edges are the sides when
// the table is taller than wide.
func TestDeploymentDepthD14(t *testing.T) {
	for _, c := range []struct {
		w, h, want float64
	}{
		{240, 150, 30}, // D14
		{180, 120, 15},
		{120, 180, 15},
		{80, 60, 0},
	} {
		if got := DeploymentDepth(table.Table{Width: c.w, Height: c.h}); got != c.want {
			t.Errorf("DeploymentDepth(%v × %v) = %v, want %v", c.w, c.h, got, c.want)
		}
	}
}

// deployWorld is a 240 × 150 table (D14): blue's General on its bottom
// edge, red's on its top edge, blue infantry whose front edge is at y
// (facing north, depth 2) and red infantry whose front edge is at ry.
func deployWorld(y, ry float64) *world {
	w := newWorld()
	w.s.Table.Width, w.s.Table.Height = 240, 150
	w.commander("gen", 0, General, 9, 90, 145).commander("ogen", 1, General, 8, 90, 3)
	w.unit("blue-inf", 0, Infantry, 3, 100, y+1, north, map[string]float64{"attacks": 3, "hits": 3})
	w.unit("red-inf", 1, Infantry, 3, 100, ry-1, south, map[string]float64{"attacks": 3, "hits": 3})
	w.s.Settings[SettingDeployment] = "standard"
	return w
}

// TestDeploymentE20: wme.md §15 E20, every base at least 45 cm from the
// centre line (A30), so the armies are at least 90 cm (three cavalry
// moves) apart [L2612]; each army along one long edge, the two opposite
// [L2606]. Setup checks it only with deployment = "standard".
func TestDeploymentE20(t *testing.T) {
	for _, c := range []struct {
		name  string
		y, ry float64 // front edges on the 150 cm table, centre line 75
		want  string  // "" legal, else in the error
	}{
		{"90 cm apart, each 45 from the line", 120, 30, ""},
		{"deeper in the zones", 140, 10, ""},
		{"blue 44.5 from the line", 119.5, 30, "[L2612]"},
		{"red 44.5 from the line", 120, 30.5, "[L2612]"},
		{"blue across the line", 70, 30, "[L2612]"},
		{"blue on red's edge", 20, 10, "[L2606]"},
	} {
		w := deployWorld(c.y, c.ry)
		s := w.s.Clone()
		err := (Rules{}).Setup(&s)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: Setup = %v, want legal", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: Setup = %v, want an error citing %s", c.name, err, c.want)
		}
		// Without the setting there is no check.
		s = w.s.Clone()
		delete(s.Settings, SettingDeployment)
		if err := (Rules{}).Setup(&s); err != nil {
			t.Errorf("%s: Setup without deployment = %v, want no check", c.name, err)
		}
	}
	// A commander counts like any base: the General 40 cm from the line.
	w := deployWorld(120, 30)
	w.commander("gen", 0, General, 9, 90, 116.25) // disc edge at 115
	s := w.s.Clone()
	if err := (Rules{}).Setup(&s); err == nil || !strings.Contains(err.Error(), "gen.1") {
		t.Errorf("Setup(General 40 cm from the line) = %v, want gen.1 refused", err)
	}
	// Only "standard" is known.
	w = deployWorld(120, 30)
	w.s.Settings[SettingDeployment] = "open"
	s = w.s.Clone()
	if err := (Rules{}).Setup(&s); err == nil || !strings.Contains(err.Error(), SettingDeployment) {
		t.Errorf("Setup(deployment = open) = %v, want refused", err)
	}
}

// TestDeploymentSample: the default WME battle deploys by the standard
// rule (docs/wme-armies.md: 15 cm zones on the 180 × 120 table).
func TestDeploymentSample(t *testing.T) {
	s := sampleState(t)
	s.Settings = map[string]string{SettingDeployment: "standard", SettingTurns: "6"}
	if err := (Rules{}).Setup(&s); err != nil {
		t.Errorf("Setup(wme.toml, deployment = standard) = %v", err)
	}
}
