package bloodblades

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

// Issue 8 item 3 ("profile values crash the battle"): mu = 1e-300 or
// 0.001 froze the window on the first selection, and mu = 1e308 was
// refused with a wrong message. Every profile value and setting now has a
// range, checked by Setup (ranges.go; DESIGN.md "settings and profiles
// have ranges"). The ranges are written out again here, so that a change
// to ranges.go shows; each row cites where its bound comes from
// (shared/rules/bnb.md).
var profileCases = []struct {
	key    string
	lo, hi float64
	whole  bool
	text   string
	typ    string // a troop type that may give the key
	why    string
}{
	{keyCinC, 0, 1, true, "0-1", "Reg Sp(O)", "flag: the C-in-C's base [L701]"},
	{keyMissiles, 0, 1, true, "0-1", "Ps(O)", "flag: Ps with missiles [L2212]"},
	{keyPsSupport, 0, 1, true, "0-1", "Ps(O)", "flag: Ps(O) may support [L2132]"},
	{keyMove, 0, 10, false, "0-10 MU", "Irr El(O)", "Table 6.1's most is 5 MU, 6 when Fast [L1427-1435]; A2"},
	{keyMoveRGo, 0, 10, false, "0-10 MU", "Irr El(O)", "as move"},
	{keyMoveDGo, 0, 10, false, "0-10 MU", "Irr El(O)", "as move"},
	{keyPoints, 0, 1000, false, "0-1000", "Reg Sp(O)", "for the record; a base costs a few AP"},
}

// rangeWorld is the default world with one more base, "Hoplites"
// (a-sp1), of type typ with profile p (an El gets a valid movement row
// unless p gives its keys).
func rangeWorld(typ string, p map[string]float64) *world {
	w := newWorld().unit("a-sp1", 0, typ, 60, 50, north)
	u := &w.s.Units[len(w.s.Units)-1]
	u.Name = "Hoplites"
	u.Profile = map[string]float64{}
	if typ == "Irr El(O)" {
		u.Profile = map[string]float64{keyMove: 4, keyMoveRGo: 2, keyMoveDGo: 1}
	}
	for k, v := range p {
		u.Profile[k] = v
	}
	return w
}

func setup(w *world) error {
	s := w.s.Clone()
	return (Rules{}).Setup(&s)
}

// TestProfileRangesRefused: Setup refuses each bad value (too big, too
// small, negative, NaN, ±Inf, 1e15, ±1e308, a fraction of a flag),
// naming the unit, the key and the range (issue 8 item 3).
func TestProfileRangesRefused(t *testing.T) {
	for _, c := range profileCases {
		bad := []float64{c.lo - 1, c.hi + 1, -1, math.NaN(), math.Inf(1), math.Inf(-1), 1e15, 1e308, -1e308}
		if c.whole {
			bad = append(bad, 0.5)
		}
		for _, v := range bad {
			err := setup(rangeWorld(c.typ, map[string]float64{c.key: v}))
			what := "is out of range"
			if !math.IsNaN(v) && v >= c.lo && v <= c.hi {
				what = "is not a whole number"
			}
			want := fmt.Sprintf(`bnb: unit "Hoplites" (a-sp1): %s = %g %s (%s)`, c.key, v, what, c.text)
			if err == nil || err.Error() != want {
				t.Errorf("Setup(%s = %g) = %v, want %q (%s)", c.key, v, err, want, c.why)
			}
		}
	}
}

// TestProfileRangesAccepted: the bounds pass Setup (issue 8 item 3). A
// second C-in-C is refused for its own reason, so cinc's upper bound is
// tried on the army's C-in-C.
func TestProfileRangesAccepted(t *testing.T) {
	for _, c := range profileCases {
		for _, v := range []float64{c.lo, c.hi} {
			w := rangeWorld(c.typ, map[string]float64{c.key: v})
			if c.key == keyCinC && v == 1 {
				w.cinc(0, "a-sp1")
			}
			if err := setup(w); err != nil {
				t.Errorf("Setup(%s = %g) = %v, want nil (range %s: %s)", c.key, v, err, c.text, c.why)
			}
		}
	}
}

// TestSettingRangesMU: mu is a length in cm from 1 to 10 (Table 5.1
// [L729-734] gives 1.5 / 3 / 4, A1 4.5); anything else, 1e-300, 0.001 and
// 1e308 included, is refused naming the setting and its range (issue 8
// item 3).
func TestSettingRangesMU(t *testing.T) {
	for _, v := range []string{"0", "-3", "0.999", "10.001", "0.001", "1e-300", "1e308", "-1e308", "1e15", "NaN", "Inf", "-Inf", "three", ""} {
		err := setup(newWorld().set(SetMU, v))
		want := fmt.Sprintf(`bnb: setting mu = %q: expected the MU in cm, in range (1-10 cm)`, v)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("Setup(mu = %q) = %v, want %q...", v, err, want)
		}
	}
	for _, v := range []string{"1", "10", "4.5"} {
		if err := setup(newWorld().set(SetMU, v)); err != nil {
			t.Errorf("Setup(mu = %q) = %v, want nil", v, err)
		}
	}
}

// TestSettingRangesElMove: each el-move allowance is 0 to 10 MU (A2;
// Table 6.1's most is 6 with the Fast bonus).
func TestSettingRangesElMove(t *testing.T) {
	for _, v := range []string{"11/2/1", "4/-1/1", "4/2/NaN", "4/2/Inf", "1e15/2/1", "4/1e308/1", "4/2/x"} {
		err := setup(newWorld().set(SetElMove, v))
		if err == nil || !strings.HasPrefix(err.Error(), fmt.Sprintf("bnb: setting el-move = %q: allowance", v)) || !strings.Contains(err.Error(), "(0-10 MU)") {
			t.Errorf("Setup(el-move = %q) = %v, want the allowance refused naming its range (0-10 MU)", v, err)
		}
	}
	for _, v := range []string{"0/0/0", "10/10/10", "4.5/2/1"} {
		if err := setup(newWorld().set(SetElMove, v)); err != nil {
			t.Errorf("Setup(el-move = %q) = %v, want nil", v, err)
		}
	}
}

// TestSettingRangesAggression: an aggression factor is a whole number 0
// to 4 ([L1227]), checked whatever the deployment.
func TestSettingRangesAggression(t *testing.T) {
	for _, v := range []string{"-1", "5", "2.5", "NaN", "Inf", "1e15", "1e308", ""} {
		err := setup(newWorld().set(SetAggression+"blue", v))
		want := fmt.Sprintf("bnb: setting aggression-blue = %q: an aggression factor is a whole number from 0 to 4", v)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("Setup(aggression-blue = %q) = %v, want %q...", v, err, want)
		}
	}
	for _, v := range []string{"0", "4"} {
		if err := setup(newWorld().set(SetAggression+"blue", v)); err != nil {
			t.Errorf("Setup(aggression-blue = %q) = %v, want nil", v, err)
		}
	}
}

// TestBaseDepthRange: a base may be a little deeper than Table 5.2 says
// [L1256], at most DepthFactor times (a Sp at 15 mm: 1.5 to 3 cm).
func TestBaseDepthRange(t *testing.T) {
	for _, c := range []struct {
		depth float64
		ok    bool
	}{{1.5, true}, {3, true}, {3.04, true}, {3.1, false}, {1e15, false}} {
		w := rangeWorld("Reg Sp(O)", nil)
		w.s.Table.Bases[len(w.s.Table.Bases)-1].Shape.Depth = c.depth
		err := setup(w)
		want := fmt.Sprintf(`bnb: unit "Hoplites" (a-sp1): base depth = %g cm is out of range (1.5-3 cm)`, c.depth)
		if c.ok && err != nil || !c.ok && (err == nil || !strings.HasPrefix(err.Error(), want)) {
			t.Errorf("Setup(Sp %g cm deep) = %v, want ok %v (%q)", c.depth, err, c.ok, want)
		}
	}
}

// TestRangesDocumented: docs/scenario-format.md gives every BnB profile
// key's and setting's range, as ranges.go holds it, on the key's row.
func TestRangesDocumented(t *testing.T) {
	b, err := os.ReadFile("../../docs/scenario-format.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{}
	for _, line := range strings.Split(string(b), "\n") {
		first, _, _ := strings.Cut(strings.TrimPrefix(line, "| "), " |")
		if !strings.HasPrefix(line, "| `") {
			continue
		}
		for i, part := range strings.Split(first, "`") {
			if i%2 == 1 { // each `key` of the row's first cell
				rows[part] += line
			}
		}
	}
	want := map[string]string{SetMU: muRange.String(), SetElMove: allowanceRange.String(), SetAggression + "<army id>": "0-4"}
	for k, r := range profileRanges {
		want[k] = r.String()
	}
	for k, text := range want {
		if row := rows[k]; !strings.Contains(row, text) {
			t.Errorf("docs/scenario-format.md: no table row for bnb key %s giving %q (row %q)", k, text, row)
		}
	}
}
