package warmaster_test

import (
	"maps"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"plateau/game/scenario"
	"plateau/game/scenario/scenariogen"
	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
	"plateau/rules/warmaster"
	"plateau/rules/warmaster/wmetest"
)

// The contact tests of the rules (engaged, a move's contact with the
// enemy, a supporting unit's, a unit coming back, one making way, a unit
// falling back 1 cm clear: geometry.go, reachBox) ask the spatial grid
// (table.Near) for the bases near a shape and measure only those, on the
// cached outlines, where they scanned the whole table with table.Closest.
// These tests check, on every state of the sample battles played by the
// sample player and on crowded tables where bases stand at the very
// tolerances, that the answers are the scan's.

// refEngaged is engaged as it was, scanning every base of the table with
// table.Closest (the reference of TestEngagedAgreesWithScan).
func refEngaged(s *rules.State, u *rules.Unit) bool {
	for _, id := range u.Bases {
		b, ok := s.Base(id)
		if !ok || b.Round {
			continue
		}
		for i := range s.Table.Bases {
			o := &s.Table.Bases[i]
			if o.Side == u.Side || o.Round ||
				b.Shape.Center.Dist(o.Shape.Center) > b.Shape.Radius()+o.Shape.Radius()+table.ContactTolerance {
				continue
			}
			if _, _, d := table.Closest(b.Shape, o.Shape); d <= table.ContactTolerance {
				return true
			}
		}
	}
	return false
}

// refEngagedSet is engagedSet as it was: refEngaged of every unit with
// bases but commanders.
func refEngagedSet(s *rules.State) map[string]bool {
	out := map[string]bool{}
	for i := range s.Units {
		if u := &s.Units[i]; len(u.Bases) > 0 && !warmaster.IsCommander(u.Type) && refEngaged(s, u) {
			out[u.ID] = true
		}
	}
	return out
}

// reaches are the distances the contact tests ask about: touching
// (table.ContactTolerance) and 1 cm clear (warmaster.CombatGap).
var reaches = []float64{table.ContactTolerance, warmaster.CombatGap}

// checkState fails t where engaged or the near bases of a shape at s
// differ from the scan's: every unit's engaged and engagedSet, and with
// probes, no unit skipped as far by initiativeTargets within its range,
// and about every base (its shape, and it nudged and turned) every base
// within each reach among NearWithin's, in table order, at the distance
// table.Closest gives, bit for bit.
// It returns how many units are engaged.
func checkState(t *testing.T, at string, s *rules.State, probes bool) (engaged int) {
	t.Helper()
	for i := range s.Units {
		u := &s.Units[i]
		got, want := warmaster.Engaged(s, u), refEngaged(s, u)
		if got != want {
			t.Fatalf("%s: engaged(%s) = %v, want %v (the scan's)", at, u.ID, got, want)
		}
		if got {
			engaged++
		}
	}
	if got, want := warmaster.EngagedSet(s), refEngagedSet(s); !maps.Equal(got, want) {
		t.Fatalf("%s: engagedSet = %v, want %v (the scan's)", at, got, want)
	}
	if !probes {
		return engaged
	}
	// Units initiativeTargets skips as far are beyond its range.
	reach := warmaster.InitiativeRange + geom.Eps
	for i := range s.Units {
		u := &s.Units[i]
		if len(u.Bases) == 0 || warmaster.IsCommander(u.Type) {
			continue
		}
		for k := range s.Units {
			e := &s.Units[k]
			if e.Side == u.Side || len(e.Bases) == 0 || warmaster.NearUnit(s, u, e, reach) {
				continue
			}
			if d := warmaster.UnitDistance(s, u, e); d <= reach {
				t.Fatalf("%s: %s is %v from %s, within %v, but not near it", at, e.ID, d, u.ID, reach)
			}
		}
	}
	tb := &s.Table
	for i := range tb.Bases {
		b := tb.Bases[i].Shape
		for _, r := range []geom.Rect{
			b,
			b.At(geom.Pose{Pos: b.Center.Add(b.Forward().Scale(table.ContactTolerance)), Facing: b.Facing}),
			b.At(geom.Pose{Pos: b.Center.Add(b.Forward().Scale(0.7)), Facing: b.Facing}),
			b.At(geom.Pose{Pos: b.Center.Add(b.RightDir().Scale(-1)), Facing: b.Facing}),
			b.At(geom.Pose{Pos: b.Center, Facing: b.Facing + 0.3}),
		} {
			checkProbe(t, at, tb, r)
		}
	}
	return engaged
}

func checkProbe(t *testing.T, at string, tb *table.Table, r geom.Rect) {
	t.Helper()
	for _, reach := range reaches {
		near := warmaster.NearWithin(tb, r, reach)
		for k := 1; k < len(near); k++ {
			if near[k] <= near[k-1] {
				t.Fatalf("%s: near %v of %v: not in table order", at, near, r)
			}
		}
		in := map[int]bool{}
		for _, j := range near {
			in[j] = true
			_, _, want := table.Closest(r, tb.Bases[j].Shape)
			if got := warmaster.OutlineDist(tb, r, j); math.Float64bits(got) != math.Float64bits(want) {
				t.Fatalf("%s: distance from %v to %s = %v, want %v (table.Closest)", at, r, tb.Bases[j].ID, got, want)
			}
			if got, want := tb.Outline(j).Radius, tb.Bases[j].Shape.Radius(); math.Float64bits(got) != math.Float64bits(want) {
				t.Fatalf("%s: radius of %s = %v, want %v", at, tb.Bases[j].ID, got, want)
			}
		}
		for j := range tb.Bases {
			if _, _, d := table.Closest(r, tb.Bases[j].Shape); d <= reach && !in[j] {
				t.Fatalf("%s: %s is %v from %v, within %v, but not near it: %v", at, tb.Bases[j].ID, d, r, reach, near)
			}
		}
	}
}

// playSample plays the battle from s (set up) with the sample player, up
// to presses presses, calling check at the start and after every press.
func playSample(t *testing.T, name string, s rules.State, presses int, check func(at string, s *rules.State, step int)) {
	t.Helper()
	r := warmaster.Rules{}
	d := dice.NewSeeded(1)
	var p wmetest.Player
	check(name+" start", &s, 0)
	for step := 1; step <= presses && s.Phase != "over"; step++ {
		c, ok := p.Next(r, &s)
		if !ok {
			t.Fatalf("%s: press %d: nothing to press", name, step)
		}
		var o rules.Offer
		found := false
		for _, x := range r.Offers(&s, s.Active, c.Selected) {
			if x.Disabled == "" && strings.HasPrefix(x.Label, c.Label) {
				o, found = x, true
				break
			}
		}
		if !found {
			t.Fatalf("%s: press %d: no offer %q", name, step, c.Label)
		}
		n, _, err := r.Apply(s, o.Action, d)
		if err != nil {
			t.Fatalf("%s: press %d, %s: %v", name, step, o.Label, err)
		}
		s = n
		check(name+" after "+o.Label, &s, step)
	}
}

// loadScenario is the state of an embedded scenario or a file, set up.
func loadScenario(t *testing.T, name string) rules.State {
	t.Helper()
	var sc *scenario.Scenario
	var err error
	if strings.HasSuffix(name, ".toml") {
		sc, err = scenario.LoadFile(name)
	} else {
		sc, err = scenario.Embedded(name)
	}
	if err != nil {
		t.Fatal(err)
	}
	s := sc.State.Clone()
	if err := (warmaster.Rules{}).Setup(&s); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return s
}

// TestEngagedAgreesWithScan plays the WME sample battle and the test
// positions of package game (charges, combats, pursuits, supports,
// flyers) with the sample player and checks engaged and the near bases
// at every state: the sample's bases are fewer than the grid's minimum
// (the scan path of table.Near), the sample grown to 100 bases spread
// among the battle are not (the grid's).
func TestEngagedAgreesWithScan(t *testing.T) {
	presses := 400
	if testing.Short() {
		presses = 80
	}
	states, engaged := 0, 0 // what was checked: engaged units must have been among it
	every := func(at string, s *rules.State, step int) {
		states++
		engaged += checkState(t, at, s, step%5 == 0)
	}
	playSample(t, "wme", loadScenario(t, "wme"), presses, every)
	for _, f := range []string{"wme-close", "wme-pursuit", "wme-support", "wme-flyers"} {
		playSample(t, f, loadScenario(t, "../../game/testdata/"+f+".toml"), presses/4, every)
	}
	sc, err := scenario.Embedded("wme")
	if err != nil {
		t.Fatal(err)
	}
	grown, err := scenariogen.Far(sc, 100)
	if err != nil {
		t.Fatal(err)
	}
	s := grown.State.Clone()
	if err := (warmaster.Rules{}).Setup(&s); err != nil {
		t.Fatal(err)
	}
	if err := scenariogen.Spread(&s, 1, scenariogen.CrowdWidth(sc, 100)); err != nil {
		t.Fatal(err)
	}
	playSample(t, "wme spread over 100 bases", s, presses/4, func(at string, s *rules.State, step int) {
		states++
		engaged += checkState(t, at, s, step%10 == 0)
	})
	t.Logf("%d states, %d engaged units among them", states, engaged)
	if engaged == 0 {
		t.Errorf("no unit engaged in %d states: the battles no longer test engaged", states)
	}
}

// TestContactsAtTheTolerances checks engaged, engagedSet and the near
// bases on crowded tables of 60 bases (the grid's size) where bases stand
// at the tolerances from one another: edge to edge, corner to corner or
// turned, at gaps just inside and just outside table.ContactTolerance and
// warmaster.CombatGap; commanders among them, and now and then a base
// listed by a unit of the other side (engagedSet then asks engaged).
func TestContactsAtTheTolerances(t *testing.T) {
	gaps := []float64{0, 1e-9, table.ContactTolerance - 1e-9, table.ContactTolerance, table.ContactTolerance + 1e-9,
		table.ContactTolerance + 2e-6, 0.3, warmaster.CombatGap - geom.Eps, warmaster.CombatGap, warmaster.CombatGap + 2e-6, -0.2}
	for seed := uint64(1); seed <= 20; seed++ {
		rng := rand.New(rand.NewPCG(seed, 7))
		s := rules.State{Ruleset: warmaster.ID, Table: table.Table{Width: 120, Height: 120},
			Sides: []rules.Side{{ID: "a", Name: "A"}, {ID: "b", Name: "B"}}}
		var shapes []geom.Rect
		for len(shapes) < 60 {
			w, d := 4.0, 2.0
			if rng.IntN(3) == 0 {
				w, d = 2, 4
			}
			var r geom.Rect
			if len(shapes) == 0 || rng.IntN(4) == 0 {
				r = geom.Rect{Center: geom.V(20+80*rng.Float64(), 20+80*rng.Float64()), Facing: 2 * math.Pi * rng.Float64(), Width: w, Depth: d}
			} else {
				// Beside a base already there, along one of its axes or
				// off a corner, at one of the gaps.
				o := shapes[rng.IntN(len(shapes))]
				gap := gaps[rng.IntN(len(gaps))]
				facing := o.Facing
				if rng.IntN(3) == 0 {
					facing += math.Pi / 4
				}
				r = geom.Rect{Facing: facing, Width: w, Depth: d}
				var dir geom.Vec
				switch rng.IntN(3) {
				case 0:
					dir = o.RightDir()
				case 1:
					dir = o.Forward()
				default:
					dir = o.RightDir().Add(o.Forward()).Unit()
				}
				if rng.IntN(2) == 0 {
					dir = dir.Neg()
				}
				// Move it out along dir until it is gap away.
				lo, hi := 0.0, 20.0
				for range 80 {
					mid := (lo + hi) / 2
					r.Center = o.Center.Add(dir.Scale(mid))
					if _, _, dd := table.Closest(o, r); dd > gap {
						hi = mid
					} else {
						lo = mid
					}
				}
				r.Center = o.Center.Add(dir.Scale(lo))
			}
			shapes = append(shapes, r)
		}
		// Units of one, two or three bases; now and then a commander
		// (a round base), or a base listed by a unit of the other side.
		for i := 0; i < len(shapes); {
			side := rng.IntN(2)
			uid := "u" + string(rune('a'+i/26)) + string(rune('a'+i%26))
			u := rules.Unit{ID: uid, Name: uid, Side: side, Type: warmaster.Infantry}
			round := rng.IntN(12) == 0
			if round {
				u.Type = warmaster.General
			}
			for k := 0; k < 1+rng.IntN(3) && i < len(shapes); k, i = k+1, i+1 {
				id := uid + "." + string(rune('1'+k))
				bside := side
				if rng.IntN(20) == 0 {
					bside = 1 - side
				}
				u.Bases = append(u.Bases, id)
				s.Table.Bases = append(s.Table.Bases, table.Base{ID: id, Unit: uid, Side: bside, Shape: shapes[i], Round: round})
			}
			s.Units = append(s.Units, u)
		}
		if checkState(t, "crowd", &s, true) == 0 {
			t.Errorf("seed %d: no unit engaged in the crowd", seed)
		}
	}
}
