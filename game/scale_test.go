package game_test

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"testing"

	"plateau/game"
	"plateau/game/scenario/scenariogen"
	"plateau/rules"
)

// scaleTestSizes are the sizes the tests check the benchmarks' fixtures
// at: 100 bases, and 400 too with PLATEAU_BENCH_HUGE=1 (45 s without the
// race detector when the fixtures were written: the WME click alone
// takes seconds there).
func scaleTestSizes() []int {
	if os.Getenv(hugeEnv) == "1" {
		return []int{100, 400}
	}
	return []int{100}
}

var sameNamed = regexp.MustCompile(` \([0-9]+\)`)

// offerText is what a player reads of an offer: label, reason refused,
// detail lines; without the numbers that tell same-named units of a side
// apart ("Bodyguard (1)", rules/names.go), since the far bases are copies
// of the sample's units, names and all, and number them.
func offerText(os []rules.Offer) []string {
	var out []string
	for _, o := range os {
		out = append(out, sameNamed.ReplaceAllString(fmt.Sprintf("%s | %s | %q", o.Label, o.Disabled, o.Detail), ""))
	}
	return out
}

// TestScaleGraftIsReplay: the sample battles' actions, played on the
// battles grown by scenariogen.Far, are all accepted, roll the same dice
// and come to the state scenariogen.Graft makes of the sample's, hash for
// hash: the fixtures at 1600 bases are grafted, not played.
func TestScaleGraftIsReplay(t *testing.T) {
	for _, st := range []battleState{wmeInitiative.battleState, bnbFirstClick.battleState, dragCases["bnb"].battleState} {
		for _, n := range scaleTestSizes() {
			m := newScaleMatch(t, scaled(t, st.scenario, n))
			replayEntries(t, m, st.sample(t).Log())
			s, _ := st.at(t, n)
			if got, want := m.State().Hash(), s.Hash(); got != want {
				t.Errorf("%s/%d: played, the state hashes to %.12s; grafted, to %.12s", st.name, n, got, want)
			}
		}
	}
}

// TestScaleFarBasesChangeNothing: the far bases of scenariogen.Far
// cannot change the answer of the clicks and drags the Scale benchmarks
// measure: the worst clicks are offered the same things, word for word;
// the drags are the same moves, checked (drag) and measured the same;
// and a save of the generated table loads.
func TestScaleFarBasesChangeNothing(t *testing.T) {
	for _, c := range []struct {
		name string
		c    offersCase
	}{{"wme", wmeInitiative}, {"bnb", bnbFirstClick}} {
		want, of := c.c.state(t, 0, false)
		wantText := offerText(of.Offers(want, want.Active, c.c.selected))
		if len(wantText) < 3 {
			t.Fatalf("%s: only %d offers on the sample: %q", c.name, len(wantText), wantText)
		}
		for _, n := range scaleTestSizes() {
			s, of := c.c.state(t, n, false)
			if got := offerText(of.Offers(s, s.Active, c.c.selected)); !slices.Equal(got, wantText) {
				t.Errorf("%s/%d: offers\n%q\nwant (the sample's)\n%q", c.name, n, got, wantText)
			}
		}
	}
	for name := range dragCases {
		want := scaleDrag(t, name, 0, false)
		for _, n := range scaleTestSizes() {
			got := scaleDrag(t, name, n, false)
			if fmt.Sprint(got.move) != fmt.Sprint(want.move) {
				t.Errorf("drag %s/%d: moves %v, want %v", name, n, got.move, want.move)
			}
			for i, mv := range got.move.Moves {
				if g, w := got.rules.Measure(got.state, mv), want.rules.Measure(want.state, want.move.Moves[i]); g != w {
					t.Errorf("drag %s/%d: Measure(%s) = %+v, want %+v", name, n, mv.Base, g, w)
				}
			}
		}
	}
	for _, n := range []int{0, 400} {
		m, err := game.Unmarshal(scaleSave(t, n))
		if err != nil {
			t.Fatalf("the save at %d bases: %v", n, err)
		}
		if len(m.Log()) != saveActions {
			t.Errorf("the save at %d bases holds %d actions, want %d", n, len(m.Log()), saveActions)
		}
	}
}

// TestScaleSpread: the spread variants put some of their bases among the
// battle's, and the benchmarks' drags stay legal there (drag checks it).
func TestScaleSpread(t *testing.T) {
	for _, c := range []struct {
		name string
		c    offersCase
	}{{"wme", wmeInitiative}, {"bnb", bnbFirstClick}} {
		for _, n := range scaleTestSizes() {
			s, of := c.c.state(t, n, true)
			near := scenariogen.Near(s, 30)
			t.Logf("%s/spread/%d: %d generated bases within 30 cm of the sample's, %d offers", c.name, n, near, len(of.Offers(s, s.Active, c.c.selected)))
			if near == 0 {
				t.Errorf("%s/spread/%d: no generated base near the battle", c.name, n)
			}
		}
	}
	for name := range dragCases {
		for _, n := range scaleTestSizes() {
			scaleDrag(t, name, n, true)
		}
	}
}
