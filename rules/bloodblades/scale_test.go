package bloodblades

import (
	"math"
	"testing"
)

// TestScale checks Table 5.1 [L729-734], E1 [L746, L1252] and A1.
func TestScale(t *testing.T) {
	for _, c := range []struct {
		settings  map[string]string
		mu, width float64
	}{
		{nil, 3, 4}, // E1: 15 mm is the default: 1 MU = 30 mm, bases 40 mm
		{map[string]string{"scale": "15mm"}, 3, 4},
		{map[string]string{"scale": "6mm"}, 1.5, 2},
		{map[string]string{"scale": "25mm"}, 4, 6},                // A1: the table's 40 mm
		{map[string]string{"scale": "28mm"}, 4, 6},                // "25 or 28" [L734]
		{map[string]string{"scale": "25mm", "mu": "4.5"}, 4.5, 6}, // A1: 3/4 of the base width
	} {
		c0, err := ConfigOf(c.settings)
		if err != nil || c0.MU != c.mu || c0.Scale.Width != c.width {
			t.Errorf("ConfigOf(%v) = MU %g width %g (%v), want %g %g", c.settings, c0.MU, c0.Scale.Width, err, c.mu, c.width)
		}
	}
	for _, c := range []struct {
		settings map[string]string
		want     string
	}{
		{map[string]string{"scael": "15mm"}, `"scael"`},
		{map[string]string{"scale": "20mm"}, "scale"},
		{map[string]string{"mu": "-3"}, "mu"},
		{map[string]string{"el-move": "4/2"}, "el-move"},
	} {
		if _, err := ConfigOf(c.settings); err == nil || !has(err.Error(), c.want) || !has(err.Error(), "bnb: ") {
			t.Errorf("ConfigOf(%v) = %v, want an error naming %s", c.settings, err, c.want)
		}
	}
}

// TestTableSizes is E3 [L755-758]: the suggested tables in MU at 15 mm.
func TestTableSizes(t *testing.T) {
	c, _ := ConfigOf(nil)
	for _, s := range [][4]float64{{35, 50, 105, 150}, {30, 30, 90, 90}, {25, 40, 75, 120}, {20, 30, 60, 90}} {
		if w, h := c.Cm(s[0]), c.Cm(s[1]); math.Abs(w-s[2]) > 1e-9 || math.Abs(h-s[3]) > 1e-9 {
			t.Errorf("%g × %g MU = %g × %g cm, want %g × %g", s[0], s[1], w, h, s[2], s[3])
		}
	}
	if got := c.InMU(9); got != 3 {
		t.Errorf("InMU(9 cm) = %g, want 3", got)
	}
}

// TestTapeInMU: Measure's tape carries the MU (bnb.md §1 [L746]).
func TestTapeInMU(t *testing.T) {
	for _, scale := range []string{"6mm", "15mm", "25mm"} {
		w := newWorld().set("scale", scale)
		sc := Scales[scale]
		for i := range w.s.Table.Bases {
			w.s.Table.Bases[i].Shape.Width, w.s.Table.Bases[i].Shape.Depth = sc.Width, sc.Depth(2)
		}
		s := w.state(t)
		tape := Rules{}.Measure(&s, ahead(&s, "gen", -sc.MU).Moves[0])
		if tape.Unit != "MU" || tape.PerUnit != sc.MU || math.Abs(tape.Move-sc.MU) > 1e-9 || tape.Allowance != 4*sc.MU {
			t.Errorf("%s: Measure(Cv 1 MU back) = %+v, want 1 MU of a 4 MU allowance, PerUnit %g", scale, tape, sc.MU)
		}
	}
}

// TestParseTroop reads the list notation [L1156-1217].
func TestParseTroop(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Troop
	}{
		{"Bd(O)", Troop{"Bd", 'O', false}}, // Irr unless marked Reg [L522]
		{"Irr Wb(F)", Troop{"Wb", 'F', false}},
		{"Irr Wb (F)", Troop{"Wb", 'F', false}}, // as [L1180] writes it
		{"Reg Cv(S)", Troop{"Cv", 'S', true}},
		{"LH(X)", Troop{"LH", 'X', false}},
		{"Reg HCh(O)", Troop{"HCh", 'O', true}},
		{"Irr Bg(O)", Troop{"Bg", 'O', false}},
	} {
		got, err := ParseTroop(c.in)
		if err != nil || got != c.want {
			t.Errorf("ParseTroop(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	for _, in := range []string{"Kn(O)", "Bd", "Bd(Q)", "Cm(X)", "Reg Bg(O)", "Bg(S)", "Regular Bd(O)"} {
		if _, err := ParseTroop(in); err == nil {
			t.Errorf("ParseTroop(%q) succeeded, want an error", in)
		}
	}
}

// TestTroopTables checks rows of Tables 5.2 [L736-742], 6.1 [L1427-1435],
// 7.1 [L2086-2100] and §3.4 [L2011-2021].
func TestTroopTables(t *testing.T) {
	sc6, sc15, sc25 := Scales["6mm"], Scales["15mm"], Scales["25mm"]
	for _, c := range []struct {
		troop        string
		d6, d15, d25 float64 // cm
		move         [4]float64
		cf           [3]int
		poc          int
		classes      Class
	}{
		{"Bd(O)", 0.75, 1.5, 2, [4]float64{2, 2, 2, 4}, [3]int{4, 4, 4}, 4, Infantry | HeavyInfantry},
		{"Bd(F)", 1, 2, 3, [4]float64{2, 2, 2, 4}, [3]int{4, 4, 4}, 4, Infantry | HeavyInfantry},
		{"Pk(X)", 0.75, 1.5, 2, [4]float64{2, 2, 2, 4}, [3]int{3, 4, 3}, 8, Infantry},
		{"Wb(F)", 1, 2, 3, [4]float64{2, 2, 2, 4}, [3]int{3, 2, 3}, 8, Infantry},
		{"Ps(O)", 1, 2, 3, [4]float64{3, 3, 3, 4}, [3]int{2, 2, 2}, 2, Skirmisher | LightTroops | LightInfantry},
		{"Hd(O)", 1.5, 3, 4, [4]float64{2, 2, 2, 4}, [3]int{2, 2, 2}, 2, HeavyInfantry}, // A2
		{"LH(O)", 1.5, 3, 4, [4]float64{5, 3, 2, 4}, [3]int{2, 2, 2}, 4, Mounted | Skirmisher | LightTroops},
		{"LH(X)", 1.5, 3, 4, [4]float64{5, 3, 2, 4}, [3]int{2, 2, 2}, 2, Mounted},
		{"Cv(S)", 1.5, 3, 4, [4]float64{4, 3, 2, 4}, [3]int{3, 3, 3}, 8, Mounted},
		{"Cm(O)", 1.5, 3, 4, [4]float64{4, 3, 2, 4}, [3]int{3, 2, 3}, 4, Mounted},
		{"HCh(O)", 2, 4, 6, [4]float64{3, 2, 1, 4}, [3]int{3, 4, 4}, 8, Mounted},
		{"LCh(I)", 2, 4, 6, [4]float64{4, 2, 1, 4}, [3]int{3, 3, 3}, 4, Mounted},
		{"Bw(I)", 1, 2, 3, [4]float64{2, 2, 2, 4}, [3]int{2, 4, 2}, 8, HeavyInfantry},
	} {
		tr, err := ParseTroop(c.troop)
		if err != nil {
			t.Fatal(err)
		}
		k := tr.DepthClass()
		if sc6.Depth(k) != c.d6 || sc15.Depth(k) != c.d15 || sc25.Depth(k) != c.d25 {
			t.Errorf("%s depth = %g/%g/%g cm, want %g/%g/%g", c.troop, sc6.Depth(k), sc15.Depth(k), sc25.Depth(k), c.d6, c.d15, c.d25)
		}
		info := tr.Info()
		if info.Move != c.move || info.CF != c.cf || !tr.Is(c.classes) {
			t.Errorf("%s = move %v cf %v class %b, want %v %v ⊇ %b", c.troop, info.Move, info.CF, info.Class, c.move, c.cf, c.classes)
		}
		if poc, ok := tr.PoC(); !ok || poc != c.poc {
			t.Errorf("%s PoC = %d (%v), want %d", c.troop, poc, ok, c.poc)
		}
	}
	for _, missing := range []string{"El(O)", "LH(S)", "Cv(F)"} { // A4
		tr, _ := ParseTroop(missing)
		if _, ok := tr.PoC(); ok {
			t.Errorf("%s PoC is known, want unknown (A4)", missing)
		}
	}
}

// TestSetupErrors: content is checked strictly, every error names its unit
// or key.
func TestSetupErrors(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(w *world)
		want string
	}{
		{"unknown type", func(w *world) { w.unit("kn", 0, "Kn(O)", 50, 50, north) }, "unit kn"},
		{"unknown setting", func(w *world) { w.set("scale", "15mm").set("climate", "rain") }, `"climate"`},
		{"two bases", func(w *world) {
			w.unit("sp", 0, "Sp(O)", 50, 50, north)
			w.s.Table.Bases = append(w.s.Table.Bases, w.s.Table.Bases[len(w.s.Table.Bases)-1])
			w.s.Table.Bases[len(w.s.Table.Bases)-1].ID = "sp.2"
			w.s.Table.Bases[len(w.s.Table.Bases)-1].Shape.Center.X = 54
			w.s.Units[len(w.s.Units)-1].Bases = []string{"sp.1", "sp.2"}
		}, "unit sp has 2 bases"},
		{"width", func(w *world) {
			w.unit("sp", 0, "Sp(O)", 50, 50, north)
			w.s.Table.Bases[len(w.s.Table.Bases)-1].Shape.Width = 6
		}, "unit sp: base 6 cm wide"},
		{"too shallow", func(w *world) {
			w.unit("cv", 0, "Cv(O)", 50, 50, north)
			w.s.Table.Bases[len(w.s.Table.Bases)-1].Shape.Depth = 2
		}, "unit cv"},
		{"El without a row", func(w *world) { w.unit("el", 0, "Irr El(O)", 50, 50, north) }, "A2"},
		{"no C-in-C", func(w *world) { w.cinc(1, "nobody") }, "Red has 0 C-in-C"},
		{"unknown terrain", func(w *world) { w.rect("f", "forest", 10, 10, 20, 20) }, `terrain f has kind "forest"`},
		{"area river", func(w *world) { w.rect("rv", "river", 10, 10, 20, 20) }, "terrain rv"},
		{"profile key", func(w *world) { w.s.Units[0].Profile["attacks"] = 3 }, `"attacks"`},
		{"move on a Cv", func(w *world) { w.s.Units[0].Profile["move"] = 5 }, "El only"},
	} {
		w := newWorld()
		c.edit(w)
		s := w.s.Clone()
		err := Rules{}.Setup(&s)
		if err == nil || !has(err.Error(), c.want) || !has(err.Error(), "bnb: ") {
			t.Errorf("%s: Setup = %v, want an error naming %s", c.name, err, c.want)
		}
	}
	// Deeper bases are allowed [L1256]; El with a row is fine.
	w := newWorld().unit("sp", 0, "Sp(O)", 50, 50, north).unit("el", 0, "Irr El(O)", 70, 50, north)
	w.s.Table.Bases[len(w.s.Table.Bases)-2].Shape.Depth = 2
	w.set("el-move", "4/2/1")
	s := w.s.Clone()
	if err := (Rules{}).Setup(&s); err != nil {
		t.Errorf("Setup(deep Sp, El with el-move) = %v", err)
	}
	w.s.Settings = nil
	w.s.Units[len(w.s.Units)-1].Profile = map[string]float64{"move": 4, "move-rgo": 2, "move-dgo": 1}
	s = w.s.Clone()
	if err := (Rules{}).Setup(&s); err != nil {
		t.Errorf("Setup(El with profile move) = %v", err)
	}
	if s.Phase != PhasePIGs || s.Turn != 1 || s.Active != 0 {
		t.Errorf("Setup = phase %q turn %d active %d, want pigs 1 0", s.Phase, s.Turn, s.Active)
	}
}
