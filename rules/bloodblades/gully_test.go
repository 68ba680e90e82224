package bloodblades

import (
	"testing"

	"plateau/rules/geom"
)

// Gullies (Table 6.2's ravine row [L1461], Table 5.7 [L1276]): RGo
// [L1276, L1461], DGo to Cm and LH(X) as every RGo but bushes [L924];
// an area feature.
func TestGullyTerrain(t *testing.T) {
	cfg, _ := ConfigOf(nil)
	for _, c := range []struct {
		troop string
		want  Category
	}{
		{"Irr Cv(O)", RGo}, // [L1276, L1461]
		{"Reg Bd(O)", RGo},
		{"Irr Cm(O)", DGo}, // [L924]
		{"Irr LH(X)", DGo}, // [L924]
		{"Irr LH(O)", RGo},
	} {
		tr, err := ParseTroop(c.troop)
		if err != nil {
			t.Fatal(err)
		}
		w := newWorld().rect("g", "gully", 40, 20, 80, 50)
		s := w.state(t)
		if got := worstCategory(cfg, &s, tr, base(&s, "gen").Shape.At(geom.Pose{Pos: geom.V(60, 35)})); got != c.want {
			t.Errorf("%s in a gully: %v, want %v", c.troop, got, c.want)
		}
	}
	// Its combat effect: a fighter in a gully is in RGo (Table 7.2's
	// terrain conditions [L2193-2222], the GGo requirements [L2118-2130]
	// read worstCategory).
	w0 := newWorld().rect("g", "gully", 40, 20, 80, 50).unit("pk", 0, "Reg Pk(O)", 60, 35, north)
	s0 := w0.state(t)
	if got := fighterOf(cfg, &s0, "pk.1").worst; got != RGo {
		t.Errorf("a Pk fighting in a gully: %v, want RGo", got)
	}
	// Drawn as a line, it is refused: troops hide in it [L1276].
	w := newWorld().line("g", "gully", 2, geom.V(40, 20), geom.V(80, 20))
	s := w.s.Clone()
	if err := (Rules{}).Setup(&s); err == nil || !has(err.Error(), "must be an area") {
		t.Errorf("a gully drawn as a line: %v, want a refusal", err)
	}
	// Its movement effect: a Cv moves 3 MU in RGo, 4 in GGo ([L1430],
	// [L1441-1449]).
	for _, c := range []struct {
		name string
		d    float64 // cm straight ahead from y 62 into a gully y < 60
		code string
	}{
		{"3 MU into the gully", 9, ""},
		{"3.5 MU into the gully", 10.5, "allowance"},
	} {
		w := newWorld().rect("g", "gully", 20, 20, 100, 60).unit("u", 0, "Irr Cv(O)", 60, 62, north)
		s := w.ready(t, 6)
		if got := code((Rules{}).Check(&s, ahead(&s, "u", c.d))); got != c.code {
			t.Errorf("%s: %q, want %q", c.name, got, c.code)
		}
	}
}

// Table 5.7 [L1276], Table 6.2 [L1461]: an ambusher wholly in a gully is
// seen from the gully's edges, by an enemy touching its edge or in it;
// not from nearer than a wood's 1 MU elsewhere; read in doc.go.
func TestAmbushGullySite(t *testing.T) {
	for _, c := range []struct {
		name       string
		foeX, foeY float64 // a red Cv, facing south
		hidY       float64 // the hidden Cv's centre (x 30, facing north); the gully's north edge is y 58
		reveal     bool
	}{
		{"an enemy 1 cm outside the gully edge, 2.5 cm away", 30, 58 - 1 - 1.5, 62, false},
		{"an enemy touching the gully edge", 30, 58 - 1.5, 62, true},
		{"an enemy in the gully, 20 cm away", 50, 70, 62, true},
		{"an ambusher at the edge, an enemy 20 cm off the gully", 30, 38, 59.5, false},
		{"an ambusher at the edge, an enemy touching the edge 20 cm along it", 50, 58 - 1.5, 59.5, true},
	} {
		w := preWorld().set(SetAmbush, AmbushAllowed).rect("g", "gully", 24, 58, 60, 74)
		w.unit("a", 0, "Irr Cv(O)", 30, c.hidY, north)
		w.unit("foe", 1, "Irr Cv(O)", c.foeX, c.foeY, south)
		s := w.ready(t, 6)
		hide(&s, "a")
		evs := revealAmbushes(nil, &s)
		if got := len(HiddenFrom(&s, 1)) == 0; got != c.reveal {
			t.Errorf("%s: revealed %v, want %v", c.name, got, c.reveal)
		}
		if c.reveal && (len(evs) != 1 || evs[0].Kind != "revealed" || !has(evs[0].Text, "foe (Irr Cv(O)) sees a (")) {
			t.Errorf("%s: events %+v", c.name, evs)
		}
	}
}

// Table 6.2's gully row [L1461] in the sight lines (sight.go), read as
// for ambushes (doc.go): troops wholly in a gully are seen from outside
// only by a viewer touching its edge; a Bw shooting at a Bd in a gully
// (y 20 to 44) needs to see it [L1816].
func TestGullySight(t *testing.T) {
	for _, c := range []struct {
		name     string
		bwFront  float64 // the Bw's front edge, facing north at x 60
		zY       float64 // the Bd's centre, facing south
		canShoot bool
	}{
		{"the target wholly in the gully, the Bw 1 cm off its edge", 45, 42, false},
		{"the target wholly in the gully, the Bw touching its edge", 44, 41, true},
		{"the target astride the gully edge, the Bw 1 cm off", 46, 44, true},
	} {
		w := newWorld().rect("g", "gully", 20, 20, 100, 44).
			unit("bw", 0, "Bw(O)", 60, c.bwFront+depthOf("Bw")/2, north).unit("z", 1, "Bd(O)", 60, c.zY, south)
		s := w.shooting(t)
		cfg := mustConfig(t, &s)
		_, err := checkShoot(cfg, &s, shootAt("bw", "z"))
		if got := err == nil; got != c.canShoot {
			t.Errorf("%s: shoots %v (%v), want %v", c.name, got, err, c.canShoot)
		}
		if !c.canShoot && !has(msg(err), "cannot be seen [L1816]") {
			t.Errorf("%s: %v, want the sight refusal", c.name, err)
		}
	}
}
