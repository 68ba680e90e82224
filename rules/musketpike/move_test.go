package musketpike

import (
	"testing"

	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// moveWorld is a 20×20 map with the Royalists' wing 1 (commander "wc" in
// 1019) and the Parliament's wing 1 far away (commander "pwc" on "pfoot"
// in 1002), so that nothing is in contact.
func moveWorld(t testing.TB) *world {
	w := newWorld(t, 20, 20)
	w.one("pfoot", HeavyInfantry, 1, "1002", south, nil)
	w.wc("pwc", 1, 1, "1002", charts.MakeReady)
	return w
}

// TestMoveAllowance checks the MA table (7.2.1 [L547-L559], spec §3.3)
// and the formation effects (6.3.1 [L478-L479], [L485], 6.3.4 [L519]):
// a unit moves exactly its MA and not one MP more.
func TestMoveAllowance(t *testing.T) {
	cases := []struct {
		name      string
		typ       string
		formation string
		prof      map[string]float64
		status    map[string]int
		ma        int
	}{
		{"cavalry 8 [L549]", Cavalry, "", nil, nil, 8},
		{"light infantry 6 [L550]", LightInfantry, "", nil, nil, 6},
		{"heavy infantry 4 [L552]", HeavyInfantry, "", nil, nil, 4},
		{"limbered guns 2 [L553]", Artillery, "", nil, map[string]int{stLimbered: 1}, 2},
		{"wagons the scenario lets move 2 [L557]", Wagons, "", map[string]float64{keyMobile: 1}, nil, 2},
		{"leader 8 [L549]", Leader, "", nil, nil, 8},
		{"Formation Shaken halves: cavalry 4 [L478]", Cavalry, Shaken, nil, nil, 4},
		{"Formation Shaken halves: heavy infantry 2 [L478]", HeavyInfantry, Shaken, nil, nil, 2},
		{"Column +2: heavy infantry 6 [L519]", HeavyInfantry, Column, nil, nil, 6},
		{"Column +2: cavalry 10 [L519]", Cavalry, Column, nil, nil, 10},
		{"Open Order full MA [L499]", LightInfantry, Open, nil, nil, 6},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := moveWorld(t)
			prof := c.prof
			if c.typ == Leader {
				prof = map[string]float64{keyWing: 1, keyOrder: 2}
			}
			w.one("u", c.typ, 0, "1015", north, prof)
			u := &w.s.Units[len(w.s.Units)-1]
			u.Formation = c.formation
			for k, v := range c.status {
				u.SetStatus(k, v)
			}
			if c.typ != Leader {
				w.wc("wc", 0, 1, "1015", charts.MakeReady)
			} else {
				// A wing commander ends his move on a unit of his wing [L332].
				end := straight(hex.One(w.hx("1015"), hex.NoFacing), c.ma, false)
				w.one("guard", HeavyInfantry, 0, w.m.Label(end[len(end)-1].L), north, nil)
			}
			s := w.setup(pick(c.typ == Leader, "u", "wc"))
			start := w.at(s, "u")
			exact := w.move(s, "u", straight(start, c.ma, hasFacing(u))...)
			if err := (Rules{}).Check(s, exact); err != nil {
				t.Fatalf("%d MP for MA %d: %v", c.ma, c.ma, err)
			}
			over := w.move(s, "u", straight(start, c.ma+1, hasFacing(u))...)
			mustErr(t, (Rules{}).Check(s, over), "allowance")
			if tape := (Rules{}).Measure(s, exact.Moves[0]); tape.Allowance != float64(c.ma) || tape.Move != float64(c.ma) || !tape.Points || tape.Unit != "MP" {
				t.Errorf("Measure = %+v, want %d of %d MP", tape, c.ma, c.ma)
			}
		})
	}
}

func pick(b bool, yes, no string) string {
	if b {
		return yes
	}
	return no
}

// straight is n clear steps up the table from u (a counter without facing
// steps north-west and north-east in turn).
func straight(u hex.Unit, n int, faces bool) []hex.Unit {
	if faces {
		return walk(u, n)
	}
	var out []hex.Unit
	for i := 0; i < n; i++ {
		u = u.Translate(hex.Dir(1 + i%2))
		out = append(out, u)
	}
	return out
}

// TestCannotMove checks the units that may not move at all (7.2.1
// [L554-L555], 6.3.1 [L479], 6.3.2 [L485], [L557]).
func TestCannotMove(t *testing.T) {
	cases := []struct {
		name      string
		typ       string
		formation string
		status    map[string]int
	}{
		{"unlimbered artillery [L554]", Artillery, "", nil},
		{"Morale Broken [L555]", Cavalry, "", map[string]int{stMorale: 2}},
		{"Formation Broken [L479]", HeavyInfantry, Broken, nil},
		{"Hedgehog [L485]", HeavyInfantry, Hedgehog, nil},
		{"wagons the scenario keeps still [L557]", Wagons, "", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := moveWorld(t)
			w.one("u", c.typ, 0, "1015", north, nil)
			u := &w.s.Units[len(w.s.Units)-1]
			u.Formation = c.formation
			for k, v := range c.status {
				u.SetStatus(k, v)
			}
			w.wc("wc", 0, 1, "1015", charts.MakeReady)
			s := w.setup("wc")
			mustErr(t, (Rules{}).Check(s, w.move(s, "u", straight(w.at(s, "u"), 1, hasFacing(u))...)), "cannot-move")
		})
	}
}

// TestFacingCosts checks the facing changes (6.2 [L453-L465], spec §3.6):
// 1 MP a vertex for cavalry and light infantry, 2 for 1-hex heavy
// infantry, countermarch 2 for any unit, a 2-hex pivot 1 MP plus the
// terrain entered (E7: 2 MP in clear [L461]), never backward [L457], one
// vertex at a time.
func TestFacingCosts(t *testing.T) {
	type build func(w *world) // puts unit "u" (wing 1 of the Royalists)
	oneHex := func(typ string) build {
		return func(w *world) { w.one("u", typ, 0, "1015", north, nil) }
	}
	twoHex := func(w *world) { w.two("u", 0, "1015", north, false, nil) }
	column := func(w *world) { w.two("u", 0, "1015", north, true, nil) }
	cases := []struct {
		name  string
		build build
		steps func(u hex.Unit) []hex.Unit
		mp    int
		code  string
	}{
		{"cavalry re-faces one vertex for 1 MP [L455]", oneHex(Cavalry), func(u hex.Unit) []hex.Unit { return []hex.Unit{turn(u, 1)} }, 1, ""},
		{"light infantry re-faces one vertex for 1 MP [L455]", oneHex(LightInfantry), func(u hex.Unit) []hex.Unit { return []hex.Unit{turn(u, -1)} }, 1, ""},
		{"1-hex heavy infantry re-faces one vertex for 2 MP [L456]", oneHex(HeavyInfantry), func(u hex.Unit) []hex.Unit { return []hex.Unit{turn(u, 1)} }, 2, ""},
		{"1-hex heavy infantry: two vertices are 4 MP, its whole MA [L456]", oneHex(HeavyInfantry), func(u hex.Unit) []hex.Unit { return []hex.Unit{turn(u, 1), turn(u, 2)} }, 4, ""},
		{"cavalry countermarches for 2 MP [L463]", oneHex(Cavalry), func(u hex.Unit) []hex.Unit { return []hex.Unit{turn(u, 3)} }, 2, ""},
		{"1-hex heavy infantry countermarches for 2 MP [L463]", oneHex(HeavyInfantry), func(u hex.Unit) []hex.Unit { return []hex.Unit{turn(u, 3)} }, 2, ""},
		{"120 degrees in one step is not a step [L455]", oneHex(Cavalry), func(u hex.Unit) []hex.Unit { return []hex.Unit{turn(u, 2)} }, 0, "not-a-step"},
		{"2-hex pivot about its left half in clear: 2 MP (E7) [L461]", twoHex, func(u hex.Unit) []hex.Unit { return []hex.Unit{pivot(u, true)} }, 2, ""},
		{"2-hex pivot about its right half in clear: 2 MP [L461]", twoHex, func(u hex.Unit) []hex.Unit { return []hex.Unit{pivot(u, false)} }, 2, ""},
		{"2-hex backward pivot is refused [L457]", twoHex, func(u hex.Unit) []hex.Unit {
			u.F, u.R = u.F.Turn(-1), u.L.Neighbor(u.F.D(-2)) // R swings back into the centre-rear hex
			return []hex.Unit{u}
		}, 0, "backward-pivot"},
		{"2-hex countermarch 2 MP, then 2 clear hexes: 4 MP (E12, A20) [L591]", twoHex, func(u hex.Unit) []hex.Unit {
			c := hex.Countermarch(u)
			return []hex.Unit{c, fwd(c, 0), fwd(fwd(c, 0), 1)}
		}, 4, ""},
		{"2-hex unit may not step sideways [L539]", twoHex, func(u hex.Unit) []hex.Unit { return []hex.Unit{u.Translate(u.F.D(-1))} }, 0, "not-front"},
		{"Column: the head crosses its front hexside, 1 MP [L523]", column, func(u hex.Unit) []hex.Unit { return []hex.Unit{u.Translate(u.F.D(-1))} }, 1, ""},
		{"Column: the head turns one hexside, the tail swinging: 2 MP (A19)", column, func(u hex.Unit) []hex.Unit {
			t := hex.Unit{L: u.R.Neighbor(u.F.D(1)), R: u.R, Two: true, F: u.F.Turn(-1), Column: true}
			return []hex.Unit{t}
		}, 2, ""},
		{"Column: it does not turn about its tail (A19)", column, func(u hex.Unit) []hex.Unit {
			t := hex.Unit{L: u.L, R: u.L.Neighbor(u.F.D(0)), Two: true, F: u.F.Turn(1), Column: true}
			return []hex.Unit{t}
		}, 0, "column-turn"},
		{"Column: 6 MP, 6 hexes [L519]", column, func(u hex.Unit) []hex.Unit {
			var out []hex.Unit
			for i := 0; i < 6; i++ {
				u = u.Translate(u.F.D(-1))
				out = append(out, u)
			}
			return out
		}, 6, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := moveWorld(t)
			c.build(w)
			w.wc("wc", 0, 1, "1015", charts.MakeReady)
			s := w.setup("wc")
			a := w.move(s, "u", c.steps(w.at(s, "u"))...)
			err := (Rules{}).Check(s, a)
			if c.code != "" {
				mustErr(t, err, c.code)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := (Rules{}).Measure(s, a.Moves[0]).Move; got != float64(c.mp) {
				t.Errorf("cost %v MP, want %d", got, c.mp)
			}
		})
	}
}

// TestFrontHexes checks that a unit moves only into its front hexes
// (7.1.1 [L539]), one hex at a time, and turns and moves in separate
// steps.
func TestFrontHexes(t *testing.T) {
	cases := []struct {
		name string
		to   func(u hex.Unit) hex.Unit
		code string
	}{
		{"front left", func(u hex.Unit) hex.Unit { return fwd(u, 1) }, ""},
		{"front right", func(u hex.Unit) hex.Unit { return fwd(u, 0) }, ""},
		{"right flank [L539]", func(u hex.Unit) hex.Unit { return u.Translate(u.F.D(-1)) }, "not-front"},
		{"left flank [L539]", func(u hex.Unit) hex.Unit { return u.Translate(u.F.D(2)) }, "not-front"},
		{"rear [L539]", func(u hex.Unit) hex.Unit { return u.Translate(u.F.D(3)) }, "not-front"},
		{"two hexes at once", func(u hex.Unit) hex.Unit { return fwd(fwd(u, 0), 0) }, "not-a-step"},
		{"move and turn in one step", func(u hex.Unit) hex.Unit { return turn(fwd(u, 0), 1) }, "not-a-step"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := moveWorld(t)
			w.one("u", Cavalry, 0, "1015", north, nil)
			w.wc("wc", 0, 1, "1015", charts.MakeReady)
			s := w.setup("wc")
			err := (Rules{}).Check(s, w.move(s, "u", c.to(w.at(s, "u"))))
			if c.code == "" && err != nil {
				t.Fatal(err)
			}
			if c.code != "" {
				mustErr(t, err, c.code)
			}
		})
	}
}

// TestTerrainCosts checks the terrain chart's costs per class (7.1.1
// [L539], TEC; the shipped chart is UNOFFICIAL, so the expected costs are
// read from it): the hex entered plus the hexside crossed, the costlier hex
// for a 2-hex unit whose halves enter different terrain [L541], leaders
// on the cavalry column [L539], limbered guns on the heavy infantry one
// [L575], and the hedge example (E11: cavalry and musketeers pay one MP
// more for the hedge and one for the vertex [L591]).
func TestTerrainCosts(t *testing.T) {
	cav, hi, li := charts.Cavalry, charts.HeavyInfantry, charts.LightInfantry
	cases := []struct {
		name  string
		typ   string
		prof  map[string]float64
		limb  bool
		steps func(u hex.Unit) []hex.Unit
		mp    int
		code  string
	}{
		{"cavalry into woods", Cavalry, nil, false, func(u hex.Unit) []hex.Unit { return []hex.Unit{fwd(u, 0)} }, tec("woods", cav), ""},
		{"heavy infantry into woods", HeavyInfantry, nil, false, func(u hex.Unit) []hex.Unit { return []hex.Unit{fwd(u, 0)} }, tec("woods", hi), ""},
		{"light infantry into woods", LightInfantry, nil, false, func(u hex.Unit) []hex.Unit { return []hex.Unit{fwd(u, 0)} }, tec("woods", li), ""},
		{"leader into woods: the cavalry column [L539]", Leader, map[string]float64{keyWing: 1, keyOrder: 2}, false, func(u hex.Unit) []hex.Unit { return []hex.Unit{u.Translate(hex.Dir(1))} }, tec("woods", cav), ""},
		{"limbered guns into woods: the heavy infantry column [L575]", Artillery, nil, true, func(u hex.Unit) []hex.Unit { return []hex.Unit{u.Translate(hex.Dir(1))} }, tec("woods", hi), ""},
		{"cavalry over the hedge into clear", Cavalry, nil, false, func(u hex.Unit) []hex.Unit { return []hex.Unit{fwd(u, 1)} }, tec("clear", cav) + tecSide("hedge", cav, false), ""},
		{"heavy infantry over the hedge", HeavyInfantry, nil, false, func(u hex.Unit) []hex.Unit { return []hex.Unit{fwd(u, 1)} }, tec("clear", hi) + tecSide("hedge", hi, false), ""},
		{"E11: cavalry over the hedge and a vertex [L591]", Cavalry, nil, false, func(u hex.Unit) []hex.Unit { return []hex.Unit{fwd(u, 1), turn(fwd(u, 1), 1)} }, 1 + 1 + 1, ""},
		{"E11: musketeers over the hedge and a vertex [L591]", LightInfantry, nil, false, func(u hex.Unit) []hex.Unit { return []hex.Unit{fwd(u, 1), turn(fwd(u, 1), 1)} }, 1 + 1 + 1, ""},
		{"cavalry may not enter the castle (TEC prohibited)", Cavalry, nil, false, func(u hex.Unit) []hex.Unit { return []hex.Unit{fwd(u, 0), fwd(fwd(u, 0), 1)} }, 0, "prohibited"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := moveWorld(t)
			// The front hexes are read from the geometry, so that the map's
			// parity does not matter.
			u0 := hex.One(w.hx("1015"), north)
			w.terrain("woods", w.m.Label(fwd(u0, 0).L))
			w.terrain("castle", w.m.Label(fwd(fwd(u0, 0), 1).L))
			w.hexside("1015", w.m.Label(fwd(u0, 1).L), "hedge", "", "")
			w.one("u", c.typ, 0, "1015", north, c.prof)
			if c.limb {
				w.s.Units[len(w.s.Units)-1].SetStatus(stLimbered, 1)
			}
			if c.typ == Leader {
				w.one("foot", HeavyInfantry, 0, w.m.Label(u0.Translate(hex.Dir(1)).L), north, nil)
			} else {
				w.wc("wc", 0, 1, "1015", charts.MakeReady)
			}
			s := w.setup(pick(c.typ == Leader, "u", "wc"))
			a := w.move(s, "u", c.steps(w.at(s, "u"))...)
			err := (Rules{}).Check(s, a)
			if c.code != "" {
				mustErr(t, err, c.code)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := (Rules{}).Measure(s, a.Moves[0]).Move; got != float64(c.mp) {
				t.Errorf("cost %v MP, want %d", got, c.mp)
			}
		})
	}
}

// TestTwoHexTerrain checks 7.1.2 [L541-L543]: a 2-hex unit pays the
// costlier of the hexes its halves enter, and a pivot pays 1 MP plus the
// hex entered [L457].
func TestTwoHexTerrain(t *testing.T) {
	w := moveWorld(t)
	u0 := hex.Two(w.hx("1015"), north)
	ahead := fwd(u0, 0)
	w.terrain("woods", w.m.Label(ahead.R)) // the right half enters woods, the left rough
	c, _ := u0.CentreFront()
	w.terrain("rough", w.m.Label(c))
	w.two("u", 0, "1015", north, false, nil)
	w.wc("wc", 0, 1, "1015", charts.MakeReady)
	s := w.setup("wc")
	hi := charts.HeavyInfantry
	cases := []struct {
		name string
		to   hex.Unit
		mp   int
	}{
		{"halves into woods and rough pay the costlier [L541]", ahead, max(tec("woods", hi), tec("rough", hi))},
		{"pivot into rough: 1 + rough [L457]", pivot(u0, true), 1 + tec("rough", hi)},
	}
	for _, c := range cases {
		a := w.move(s, "u", c.to)
		if err := (Rules{}).Check(s, a); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := (Rules{}).Measure(s, a.Moves[0]).Move; got != float64(c.mp) {
			t.Errorf("%s: %v MP, want %d", c.name, got, c.mp)
		}
	}
}

// TestOffGrid checks that a pose off the grid is refused (spec §12.1): a
// step must end on a hex centre facing a vertex.
func TestOffGrid(t *testing.T) {
	w := moveWorld(t)
	w.one("u", Cavalry, 0, "1015", north, nil)
	w.wc("wc", 0, 1, "1015", charts.MakeReady)
	s := w.setup("wc")
	a := w.move(s, "u", walk(w.at(s, "u"), 1)...)
	a.Moves[0].Path[1].Pos.X += 0.4
	mustErr(t, (Rules{}).Check(s, a), "off-grid")
	a = w.move(s, "u", walk(w.at(s, "u"), 1)...)
	a.Moves[0].Path[1].Facing += 0.3
	mustErr(t, (Rules{}).Check(s, a), "off-grid")
	a = w.move(s, "u", walk(w.at(s, "u"), 1)...)
	a.Moves[0].Path[0].Pos.X += hexSize
	mustErr(t, (Rules{}).Check(s, a), "start")
	// Off the map's edge: the map is 20 rows, 1015 is five from the bottom.
	down := turn(w.at(s, "u"), 3)
	far := []hex.Unit{down}
	for i := 0; i < 6; i++ {
		far = append(far, fwd(far[len(far)-1], i%2))
	}
	mustErr(t, (Rules{}).Check(s, w.move(s, "u", far...)), "off-map")
}

// TestTwoHexBridge checks that a 2-hex unit's step onto a bridge is
// refused: it crosses in one step with its whole MA (bridge_test.go)
// [L581].
func TestTwoHexBridge(t *testing.T) {
	w := moveWorld(t)
	u0 := hex.Two(w.hx("1015"), north)
	w.terrain("bridge", w.m.Label(fwd(u0, 0).R))
	w.two("u", 0, "1015", north, false, nil)
	w.wc("wc", 0, 1, "1015", charts.MakeReady)
	s := w.setup("wc")
	mustErr(t, (Rules{}).Check(s, w.move(s, "u", fwd(u0, 0))), "bridge")
}

// TestWhoMoves checks who may move (§5.2 [L182], [L210]): units of the
// active wing, its commander and the Army Commander; not the enemy's
// units, nor another wing's.
func TestWhoMoves(t *testing.T) {
	w := moveWorld(t)
	w.one("mine", Cavalry, 0, "1015", north, nil)
	w.wc("wc", 0, 1, "1015", charts.MakeReady)
	w.one("other", Cavalry, 0, "0515", north, map[string]float64{keyWing: 2})
	w.wc("wc2", 0, 2, "0515", charts.MakeReady)
	w.one("ac", Leader, 0, "0515", 0, nil)
	w.s.Units[len(w.s.Units)-1].Profile = map[string]float64{keyAC: 1, keyRating: -2}
	s := w.setup("wc")
	if err := (Rules{}).Check(s, w.move(s, "mine", walk(w.at(s, "mine"), 1)...)); err != nil {
		t.Errorf("a unit of the active wing: %v", err)
	}
	mustErr(t, (Rules{}).Check(s, w.move(s, "other", walk(w.at(s, "other"), 1)...)), "not-active")
	ac := w.at(s, "ac")
	if err := (Rules{}).Check(s, w.move(s, "ac", ac.Translate(hex.Dir(1)))); err != nil {
		t.Errorf("the Army Commander moves with any wing's activation [L316]: %v", err)
	}
	enemy := w.move(s, "pfoot", walk(w.at(s, "pfoot"), 1)...)
	mustErr(t, (Rules{}).Check(s, enemy), "not-your-turn")
	enemy.Side = 0
	mustErr(t, (Rules{}).Check(s, enemy), "not-yours")
	// The AC's move is his one action [L322]: after another unit moves, he
	// may not move again.
	n, _ := apply(t, *s, w.move(s, "ac", ac.Translate(hex.Dir(1))))
	n, _ = apply(t, n, w.move(&n, "mine", walk(w.at(&n, "mine"), 1)...))
	mustErr(t, (Rules{}).Check(&n, w.move(&n, "ac", w.at(&n, "ac").Translate(hex.Dir(1)))), "moved")
}
