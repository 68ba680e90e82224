package bloodblades

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Scale is a figure scale's measures (bnb.md §1, Table 5.1 [L729-734]).
type Scale struct {
	Name  string  // "6mm", "15mm", "25mm"
	MU    float64 // cm per move unit
	Width float64 // cm, the width of every base
	col   int     // column of the depth table (depthMM)
}

// Scales are the three scales of Table 5.1 [L729-734]. "28mm" is the same
// scale as "25mm" ("25 or 28"). At 25 mm the table's 40 mm MU is used
// rather than 3/4 of the 60 mm base width (A1); setting mu = 4.5 gives the
// other reading.
var Scales = map[string]Scale{
	"6mm":  {Name: "6mm", MU: 1.5, Width: 2, col: 0},
	"15mm": {Name: "15mm", MU: 3, Width: 4, col: 1},
	"25mm": {Name: "25mm", MU: 4, Width: 6, col: 2},
	"28mm": {Name: "25mm", MU: 4, Width: 6, col: 2},
}

// DefaultScale is the scale of a scenario that names none: 15 mm, the
// scale the text measures in [L746, L1252].
const DefaultScale = "15mm"

// Settings keys a "bnb" scenario may give in [settings].
const (
	SetScale  = "scale"   // "6mm" | "15mm" | "25mm"
	SetMU     = "mu"      // cm per MU, overriding the scale's (A1)
	SetElMove = "el-move" // "GGo/RGo/DGo" in MU for every El (A2)
)

var knownSettings = []string{SetAmbush, SetBattlefield, SetDeployment, SetDuskTurns, SetElMove, SetMU, SetScale, SetDaytime, SetWeather, SetWind}

// Config is what a state's settings say, checked.
type Config struct {
	Scale Scale
	MU    float64 // cm
	// ElMove is the El movement row (GGo, RGo, DGo in MU) from the
	// el-move setting; ok is false when the scenario gives none (A2).
	ElMove   [3]float64
	ElMoveOK bool
	// Wind is where the wind comes from, a key of windBearings, or ""
	// for no wind (the wind setting, wind.go).
	Wind string
}

// ConfigOf reads and checks the scenario settings. An unknown key or a bad
// value is an error naming the key.
func ConfigOf(settings map[string]string) (Config, error) {
	keys := make([]string, 0, len(settings))
	for k := range settings {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		known := strings.HasPrefix(k, SetAggression) || strings.HasPrefix(k, SetEdge) || strings.HasPrefix(k, SetTerrainList) // checked by Setup (prebattle.go, edges.go, battlefield.go)
		for _, w := range knownSettings {
			known = known || k == w
		}
		if !known {
			return Config{}, fmt.Errorf("bnb: unknown setting %q (known: %s, %s<army id>)", k, strings.Join(knownSettings, ", "), SetAggression+"<army id>, "+SetEdge+"<army id>, "+SetTerrainList)
		}
	}
	name := DefaultScale
	if v, ok := settings[SetScale]; ok {
		name = strings.ToLower(strings.TrimSpace(v))
	}
	sc, ok := Scales[name]
	if !ok {
		return Config{}, fmt.Errorf("bnb: setting %s = %q: expected \"6mm\", \"15mm\" or \"25mm\" (Table 5.1 [L729-734])", SetScale, settings[SetScale])
	}
	c := Config{Scale: sc, MU: sc.MU}
	if v, ok := settings[SetMU]; ok {
		mu, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || muRange.Fault(mu) != "" {
			return Config{}, fmt.Errorf("bnb: setting %s = %q: expected the MU in cm, in range (%s) (Table 5.1 [L729-734], A1)", SetMU, v, muRange)
		}
		c.MU = mu
	}
	if v, ok := settings[SetElMove]; ok {
		row, err := parseRow(v)
		if err != nil {
			return Config{}, fmt.Errorf("bnb: setting %s = %q: %v", SetElMove, v, err)
		}
		c.ElMove, c.ElMoveOK = row, true
	}
	if v, ok := settings[SetWind]; ok {
		w, err := parseWind(v)
		if err != nil {
			return Config{}, err
		}
		c.Wind = w
	}
	return c, nil
}

// parseRow reads "GGo/RGo/DGo" allowances in MU.
func parseRow(v string) ([3]float64, error) {
	var row [3]float64
	parts := strings.Split(v, "/")
	if len(parts) != 3 {
		return row, fmt.Errorf("expected three allowances in MU, GGo/RGo/DGo, such as \"4/2/1\"")
	}
	for i, p := range parts {
		f, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
		switch {
		case err != nil:
			return row, fmt.Errorf("allowance %q is not a number (%s)", p, allowanceRange)
		case allowanceRange.Fault(f) != "":
			return row, fmt.Errorf("allowance %q %s", p, allowanceRange.Fault(f))
		}
		row[i] = f
	}
	return row, nil
}

// depthMM is Table 5.2 [L736-742]: base depth in mm by depth class (rows)
// and scale (columns 6, 15, 25 mm).
var depthMM = [4][3]float64{
	{7.5, 15, 20}, // Bd(O,I), Pk(I,X), Sp, Wb(S,O,I)
	{10, 20, 30},  // Ax, Bd(F), Bw, Pk(F), Ps, Wb(F)
	{15, 30, 40},  // Cv, Cm, Hd, LH
	{20, 40, 60},  // Bg, El, HCh, LCh
}

// Depth is the depth in cm of a base of depth class k at this scale
// (Table 5.2 [L736-742]).
func (s Scale) Depth(k int) float64 { return depthMM[k][s.col] / 10 }

// Cm converts a length in MU to cm.
func (c Config) Cm(mu float64) float64 { return mu * c.MU }

// InMU converts a length in cm to MU.
func (c Config) InMU(cm float64) float64 { return cm / c.MU }
