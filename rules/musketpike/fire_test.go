package musketpike

import (
	"fmt"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// Fire tests (spec §8, seed 001 [L766-L989]). The shipped charts are the
// UNOFFICIAL placeholders (charts/unofficial.toml); the tests read their
// cells: Musket Front 0-3 NE, 4 FH, 5-6 1, 7 1+FH, 8 2, 9 2+FH; Flank 0-4
// NE, 5 FH, 6-7 1, 8 1+FH, 9 2; Salvo 0-1 NE, 2 FH, 3-4 1, 5 1+FH, 6-7 2,
// 8 2+FH, 9 3; Commanded Muskets 0-4 NE, 5-6 FH, 7-8 1, 9 1+FH; Cavalry
// Pistol 0-5 NE, 6-7 FH, 8-9 1; Artillery Fire 0-2 NE, 3 FH, 4 FH+MC, 5 1,
// 6 1+FH, 7 2, 8 2+FH, 9 3; 4-8lb range 1-2 +2, 3-4 +1, 5-8 0, 9-12 -1;
// Threshold morale 7: 3 casualties. A die face f reads f-1 [L105].

// face is the scripted die face that reads d (0-9) [L105].
func face(d int) int { return d + 1 }

// along is the label n hexes from l in direction d.
func (w *world) along(l string, d hex.Dir, n int) string {
	h := w.hx(l)
	for i := 0; i < n; i++ {
		h = h.Neighbor(d)
	}
	return w.m.Label(h)
}

// Directions from a counter facing north (V1): its front hexes D1
// (north-east) and D2 (north-west), its flank D0 and D3, its rear D4, D5.
const (
	dNE = hex.Dir(1)
	dNW = hex.Dir(2)
	dE  = hex.Dir(0)
	dW  = hex.Dir(3)
	dSW = hex.Dir(4)
	dSE = hex.Dir(5)
)

// duelWorld is a 20×20 map: the Royalist firer "me" of class typ in 1010
// facing north, its wing commander "wc" (orders order) in 1011, and the
// Parliament's "them" of class ttyp in the firer's north-east front hex
// facing south; the Parliament's commander is far away on a guard.
func duelWorld(t testing.TB, typ, ttyp string, order charts.Order, prof, tprof map[string]float64) *world {
	w := newWorld(t, 20, 20)
	w.one("pguard", HeavyInfantry, 1, "1002", south, nil)
	w.wc("pwc", 1, 1, "1002", charts.MakeReady)
	w.one("me", typ, 0, "1010", north, prof)
	w.wc("wc", 0, 1, "1011", order)
	w.one("them", ttyp, 1, w.along("1010", dNE, 1), south, tprof)
	return w
}

// drop takes the last unit added off the world (to place it again).
func (w *world) drop() {
	w.s.Units = w.s.Units[:len(w.s.Units)-1]
	w.s.Table.Bases = w.s.Table.Bases[:len(w.s.Table.Bases)-1]
}

// armyCommander puts side's Army Commander, of rating r, on hex l.
func (w *world) armyCommander(id string, side int, l string, r int) {
	w.one(id, Leader, side, l, 0, nil)
	w.s.Units[len(w.s.Units)-1].Profile = map[string]float64{keyAC: 1, keyRating: float64(r)}
}

// fireAt is the fire of firer at target by kind mode, with extra args in
// pairs.
func fireAt(firer, target, mode string, kv ...string) rules.Action {
	a := rules.Action{Kind: KindFire, Side: 0, Target: target, Args: map[string]string{"firer": firer}}
	if mode != "" {
		a.Args["fire"] = mode
	}
	for i := 0; i+1 < len(kv); i += 2 {
		a.Args[kv[i]] = kv[i+1]
	}
	return a
}

// facts are the values of the facts named name in evs.
func facts(evs []rules.Event, name string) []int {
	var out []int
	for _, e := range evs {
		for _, f := range e.Facts {
			if f.Name == name {
				out = append(out, f.Value)
			}
		}
	}
	return out
}

// TestFireResults checks one heavy infantry shot read on the Musket table
// [L858-L868] and applied: casualties [L885-L889], the formation hit
// [L475], the casualty morale check at morale 7 (2 hits [L895]) passed
// with the result exactly the morale and failed one over [L1196-L1198],
// die 0 and die 9 [L105].
func TestFireResults(t *testing.T) {
	cases := []struct {
		name       string
		faces      []int
		casualties int
		formation  string
		morale     int
	}{
		{"die 0: No Effect, no roll for morale [L105]", []int{face(0)}, 0, Normal, 0},
		{"die 4: a formation hit, Normal to Shaken [L475]", []int{face(4)}, 0, Shaken, 0},
		{"die 5: 1 casualty; at morale 7 no check under 2 hits [L895]", []int{face(5)}, 1, Normal, 0},
		{"die 9: 2+FH; MC rolled 7 = morale 7 passes [L1198]", []int{face(9), face(7)}, 2, Shaken, 0},
		{"die 9: 2+FH; MC rolled 8 > morale 7 fails: Morale Shaken [L1198]", []int{face(9), face(8)}, 2, Shaken, moraleShakenLevel},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, map[string]float64{keySP: 6})
			s := w.setup("wc")
			next, evs := apply(t, *s, fireAt("me", "them", ""), c.faces...)
			th := mustUnit(t, &next, "them")
			if th.Status[stCasualties] != c.casualties || formationOf(th) != c.formation || th.Status[stMorale] != c.morale {
				t.Errorf("casualties %d, formation %s, morale %d; want %d, %s, %d\n%s", th.Status[stCasualties], formationOf(th), th.Status[stMorale], c.casualties, c.formation, c.morale, logText(evs))
			}
			if me := mustUnit(t, &next, "me"); me.Status[stMove] != moveClosed {
				t.Errorf("the fire is the unit's action [L786]: move %d", me.Status[stMove])
			}
			if !strings.Contains(logText(evs), "UNOFFICIAL") {
				t.Errorf("the log names the charts' label:\n%s", logText(evs))
			}
		})
	}
}

// TestFireRows checks the row read: a modified result below 0 reads row 0
// and above 9 row 9 [L107]: Advance Fire -3 on a die 0, and a die 9 at a
// Formation Broken target (+2).
func TestFireRows(t *testing.T) {
	w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.Charge, nil, map[string]float64{keySP: 9})
	// The target two hexes ahead: the Advance Fire steps next to it [L790].
	w.drop()
	w.one("them", HeavyInfantry, 1, w.along("1010", dNE, 2), south, map[string]float64{keySP: 9})
	s := w.setup("wc")
	_, evs := apply(t, *s, fireAt("me", "them", fireAdvance, "step", "0"), face(0))
	if rows := facts(evs, "row"); len(rows) != 1 || rows[0] != 0 {
		t.Errorf("die 0 -3 reads row %v, want 0 [L107]\n%s", rows, logText(evs))
	}
	b := s.Clone()
	mustUnit(t, &b, "them").Formation = Broken
	_, evs = apply(t, b, fireAt("me", "them", fireAdvance, "step", "0"), face(9), face(0))
	if rows := facts(evs, "row"); len(rows) != 1 || rows[0] != 9-3+2 {
		t.Errorf("die 9 -3 +2 reads row %v, want 8\n%s", rows, logText(evs))
	}
	w2 := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, map[string]float64{keySP: 9})
	s2 := w2.setup("wc")
	mustUnit(t, s2, "them").Formation = Broken
	_, evs = apply(t, *s2, fireAt("me", "them", ""), face(9), face(0))
	if rows := facts(evs, "row"); len(rows) != 1 || rows[0] != 9 {
		t.Errorf("die 9 +2 reads row %v, want 9 [L107]\n%s", rows, logText(evs))
	}
}

// TestFireModifiers checks each fire modifier, with its value and rule:
// Advance and Retire Fire -3 [L790], [L808], fire after a Salvo -1
// [L854], the target's formation on the fire tables (Shaken, Open Order
// as Shaken, Broken, Hedgehog [L478-L479], [L485], [L501]), its terrain
// and the hexside on the terrain chart [L969], [L971], wagons [L1301].
func TestFireModifiers(t *testing.T) {
	cases := []struct {
		name  string
		order charts.Order
		mode  string
		prep  func(w *world)
		state func(s *rules.State)
		want  int
		rule  string
	}{
		{"Skirmish at a Normal target in clear: none [L804]", charts.MakeReady, "", nil, nil, 0, ""},
		{"Retire Fire -3 [L808]", charts.MakeReady, fireRetire, nil, nil, -3, "[L808]"},
		{"after its Salvo this turn -1 [L854]", charts.MakeReady, "", nil, func(s *rules.State) { mustUnit(t, s, "me").SetStatus(stSalvo, 1) }, -1, "[L854]"},
		{"target Formation Shaken +1 [L478]", charts.MakeReady, "", nil, func(s *rules.State) { mustUnit(t, s, "them").Formation = Shaken }, 1, "[L478]"},
		{"target in Open Order, as Shaken +1 [L501]", charts.MakeReady, "", nil, func(s *rules.State) { mustUnit(t, s, "them").Formation = Open }, 1, "[L501]"},
		{"target Formation Broken +2 [L479]", charts.MakeReady, "", nil, func(s *rules.State) { mustUnit(t, s, "them").Formation = Broken }, 2, "[L479]"},
		{"target in Hedgehog +2 [L485]", charts.MakeReady, "", nil, func(s *rules.State) { mustUnit(t, s, "them").Formation = Hedgehog }, 2, "[L485]"},
		{"target in woods -1 [L969]", charts.MakeReady, "", func(w *world) { w.terrain("woods", w.along("1010", dNE, 1)) }, nil, -1, "[L969]"},
		{"across a hedge -1 [L971]", charts.MakeReady, "", func(w *world) { w.hexside("1010", w.along("1010", dNE, 1), "hedge", "", "") }, nil, -1, "[L971]"},
		{"target stacked with wagons -2 [L1301]", charts.MakeReady, "", func(w *world) { w.one("cart", Wagons, 1, w.along("1010", dNE, 1), 0, nil) }, nil, -2, "[L1301]"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := duelWorld(t, HeavyInfantry, HeavyInfantry, c.order, nil, nil)
			if c.prep != nil {
				c.prep(w)
			}
			s := w.setup("wc")
			if c.state != nil {
				c.state(s)
			}
			a := fireAt("me", "them", c.mode)
			v, err := checkFire(s, a)
			if err != nil {
				t.Fatal(err)
			}
			bd, _ := boardOf(s)
			r := &resolver{s: s, bd: bd, c: bd.charts}
			total, ruled := 0, c.rule == ""
			for _, f := range r.modifiers(v.u, v, v.shots[0].t, v.shots[0]) {
				total += f.Value
				ruled = ruled || strings.Contains(f.Rule, c.rule)
			}
			if total != c.want || !ruled {
				t.Errorf("modifiers %+d (rule %s found: %v), want %+d", total, c.rule, ruled, c.want)
			}
		})
	}
	// Advance Fire: one hex forward, then -3 [L790].
	w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.Charge, nil, nil)
	w.drop()
	w.one("them", HeavyInfantry, 1, w.along("1010", dNE, 2), south, nil)
	s := w.setup("wc")
	v, err := checkFire(s, fireAt("me", "them", fireAdvance, "step", "0"))
	if err != nil {
		t.Fatal(err)
	}
	bd, _ := boardOf(s)
	r := &resolver{s: s, bd: bd, c: bd.charts}
	if ms := r.modifiers(v.u, v, v.shots[0].t, v.shots[0]); len(ms) != 1 || ms[0].Value != advanceMod {
		t.Errorf("Advance Fire modifiers %v, want -3 [L790]", ms)
	}
}

// TestFireWho checks who may fire and how (10.1-10.4 [L768-L856]): the
// arcs [L774], range 1 for infantry and cavalry [L772], the orders of
// Advance and Retire Fire [L792], [L812], Salvo once a turn into front
// hexes [L854], no fire after another action [L786], nor out of command
// [L384], in Hedgehog [L485], Morale Broken [L1220], nor at a friend
// [L770].
func TestFireWho(t *testing.T) {
	cases := []struct {
		name   string
		typ    string
		order  charts.Order
		where  hex.Dir // the target's direction from the firer
		dist   int
		mode   string
		prep   func(s *rules.State)
		code   string
		column charts.MusketColumn
	}{
		{"front hex: Front column (A9(a)) [L774]", HeavyInfantry, charts.MakeReady, dNE, 1, "", nil, "", charts.Front},
		{"flank hex: Flank column (A9(a)) [L774]", HeavyInfantry, charts.MakeReady, dE, 1, "", nil, "", charts.Flank},
		{"rear hex: never [L774]", HeavyInfantry, charts.MakeReady, dSW, 1, "", nil, "arc", 0},
		{"two hexes away: range 1 [L772]", HeavyInfantry, charts.MakeReady, dNE, 2, "", nil, "range", 0},
		{"Salvo into a front hex [L854]", HeavyInfantry, charts.MakeReady, dNW, 1, fireSalvo, nil, "", charts.Salvo},
		{"Salvo into a flank hex: no [L854]", HeavyInfantry, charts.MakeReady, dW, 1, fireSalvo, nil, "arc", 0},
		{"Salvo once a turn [L854]", HeavyInfantry, charts.MakeReady, dNE, 1, fireSalvo, func(s *rules.State) { mustUnit(t, s, "me").SetStatus(stSalvo, 1) }, "salvo-fired", 0},
		{"light infantry has no Salvo [L852]", LightInfantry, charts.MakeReady, dNE, 1, fireSalvo, nil, "fire-kind", 0},
		{"Advance Fire only under Charge orders [L792]", HeavyInfantry, charts.MakeReady, dNE, 2, fireAdvance, nil, "orders", 0},
		{"Retire Fire not under Charge orders [L812]", HeavyInfantry, charts.Charge, dNE, 1, fireRetire, nil, "orders", 0},
		{"no fire after another action [L786]", HeavyInfantry, charts.MakeReady, dNE, 1, "", func(s *rules.State) { mustUnit(t, s, "me").SetStatus(stMove, moveOpen) }, "moved", 0},
		{"out of command: Reaction Fire only [L384]", HeavyInfantry, charts.MakeReady, dNE, 1, "", func(s *rules.State) { mustUnit(t, s, "me").SetStatus(stOut, 1) }, "out-of-command", 0},
		{"Hedgehog may not fire [L485]", HeavyInfantry, charts.MakeReady, dNE, 1, "", func(s *rules.State) { mustUnit(t, s, "me").Formation = Hedgehog }, "hedgehog", 0},
		{"Morale Broken may not fire [L1220]", HeavyInfantry, charts.MakeReady, dNE, 1, "", func(s *rules.State) { mustUnit(t, s, "me").SetStatus(stMorale, moraleBrokenLevel) }, "morale-broken", 0},
		{"cavalry: No Pistols [L919]", Cavalry, charts.MakeReady, dNE, 1, "", func(s *rules.State) { mustUnit(t, s, "me").SetStatus(stPistols, 2) }, "no-pistols", 0},
		{"cavalry fires into its flank hex [L774]", Cavalry, charts.MakeReady, dW, 1, "", nil, "", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 20, 20)
			w.one("pguard", HeavyInfantry, 1, "1002", south, nil)
			w.wc("pwc", 1, 1, "1002", charts.MakeReady)
			w.one("me", c.typ, 0, "1010", north, nil)
			w.wc("wc", 0, 1, "1012", c.order)
			w.one("them", HeavyInfantry, 1, w.along("1010", c.where, c.dist), south, nil)
			s := w.setup("wc")
			if c.prep != nil {
				c.prep(s)
			}
			v, err := checkFire(s, fireAt("me", "them", c.mode))
			if c.code != "" {
				mustErr(t, err, c.code)
				if !strings.HasPrefix(err.(*rules.Violation).Rule, "M&P §") {
					t.Errorf("the refusal cites its rule: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if c.typ == HeavyInfantry && v.shots[0].col != c.column {
				t.Errorf("column %v, want %v", v.shots[0].col, c.column)
			}
		})
	}
	// Never at a friend [L770].
	w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, nil)
	w.one("pal", LightInfantry, 0, w.along("1010", dNW, 1), north, nil)
	s := w.setup("wc")
	_, err := checkFire(s, fireAt("me", "pal", ""))
	mustErr(t, err, "target")
}

// TestFireNames checks that a refusal names units by name, never by id.
func TestFireNames(t *testing.T) {
	w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, nil)
	s := w.setup("wc")
	mustUnit(t, s, "me").Name = "Lord Saye's Foot"
	mustUnit(t, s, "me").SetStatus(stMove, moveClosed)
	_, err := checkFire(s, fireAt("me", "them", ""))
	if err == nil || !strings.HasPrefix(err.Error(), "Lord Saye's Foot ") {
		t.Errorf("refusal %v, want it to name the unit", err)
	}
}

// artilleryWorld is a battery "guns" (4-8lb, point-blank 3, maximum 8) in
// 0319 facing north, its commander on a guard in 0320, and targets placed
// by the test along its north-east hexside ray.
func artilleryWorld(t testing.TB) *world {
	w := newWorld(t, 20, 20)
	w.one("pguard", HeavyInfantry, 1, "1802", south, nil)
	w.wc("pwc", 1, 1, "1802", charts.MakeReady)
	w.one("guns", Artillery, 0, "0319", north, nil)
	w.one("guard", HeavyInfantry, 0, "0320", north, nil)
	w.wc("wc", 0, 1, "0320", charts.MakeReady)
	return w
}

// TestArtilleryRange checks the artillery range [L772] at exactly the
// printed maximum (8 hexes) and one beyond, the range modifier read on
// the Artillery Range table [L932], LOS blocked by heavy infantry and
// clear past light infantry [L965], blocked by woods [L969], never over a
// friendly unit [L969], the front arc only [L774], once a turn [L927].
func TestArtilleryRange(t *testing.T) {
	cases := []struct {
		name string
		dist int
		prep func(w *world)
		code string
		mod  int
	}{
		{"at its maximum range, 8 hexes: modifier 0 [L772], [L932]", 8, nil, "", 0},
		{"one hex beyond its maximum range [L772]", 9, nil, "range", 0},
		{"at 4 hexes: +1 [L932]", 4, nil, "", 1},
		{"heavy infantry in the way blocks LOS [L965]", 5, func(w *world) { w.one("block", HeavyInfantry, 1, w.along("0319", dNE, 2), south, nil) }, "los", 0},
		{"light infantry in the way does not [L965]", 5, func(w *world) { w.one("skirm", LightInfantry, 1, w.along("0319", dNE, 2), south, nil) }, "", 0},
		{"woods in the way block LOS [L969]", 5, func(w *world) { w.terrain("woods", w.along("0319", dNE, 2)) }, "los", 0},
		{"never over a friendly unit [L969]", 5, func(w *world) { w.one("pal", LightInfantry, 0, w.along("0319", dNE, 2), north, nil) }, "over-friendly", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := artilleryWorld(t)
			w.one("them", HeavyInfantry, 1, w.along("0319", dNE, c.dist), south, nil)
			if c.prep != nil {
				c.prep(w)
			}
			s := w.setup("wc")
			v, err := checkFire(s, fireAt("guns", "them", ""))
			if c.code != "" {
				mustErr(t, err, c.code)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			bd, _ := boardOf(s)
			r := &resolver{s: s, bd: bd, c: bd.charts}
			got := 0
			for _, f := range r.modifiers(v.u, v, v.shots[0].t, v.shots[0]) {
				got += f.Value
			}
			if got != c.mod || len(v.shots) != 1 {
				t.Errorf("modifier %+d with %d shots, want %+d and 1", got, len(v.shots), c.mod)
			}
		})
	}
	w := artilleryWorld(t)
	w.one("them", HeavyInfantry, 1, w.along("0319", dE, 2), south, nil)
	s := w.setup("wc")
	_, err := checkFire(s, fireAt("guns", "them", ""))
	mustErr(t, err, "arc") // east is 90 degrees off its facing [L774]

	w = artilleryWorld(t)
	w.one("them", HeavyInfantry, 1, w.along("0319", dNE, 6), south, nil)
	s = w.setup("wc")
	next, evs := apply(t, *s, fireAt("guns", "them", ""), face(0))
	if g := mustUnit(t, &next, "guns"); g.Status[stFired] != 1 {
		t.Fatalf("the battery flips to Fired [L933]\n%s", logText(evs))
	}
	next.Phase = PhaseWing
	mustUnit(t, &next, "guns").SetStatus(stMove, 0)
	_, err = checkFire(&next, fireAt("guns", "them", ""))
	mustErr(t, err, "fired") // once a turn [L927]
}

// TestPointBlank checks point-blank fire [L935-L937]: a target within the
// printed point-blank range brings every unit on the Line of Fire out to
// that range under its own roll at its own range (A28), a 2-hex unit with
// both hexes on the line twice [L937]; beyond point-blank range only the
// target is attacked.
func TestPointBlank(t *testing.T) {
	w := artilleryWorld(t)
	w.one("them", HeavyInfantry, 1, w.along("0319", dNE, 2), south, map[string]float64{keySP: 9})
	w.one("behind", LightInfantry, 1, w.along("0319", dNE, 3), south, map[string]float64{keySP: 9})
	w.one("far", LightInfantry, 1, w.along("0319", dNE, 4), south, map[string]float64{keySP: 9})
	s := w.setup("wc")
	v, err := checkFire(s, fireAt("guns", "them", ""))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, sh := range v.shots {
		got = append(got, sh.t.ID)
	}
	if strings.Join(got, ",") != "them,behind" {
		t.Fatalf("point-blank shots at %v, want them,behind [L935]", got)
	}
	next, evs := apply(t, *s, fireAt("guns", "them", ""), face(5), face(0), face(5))
	// them: die 5 +2 (2 hexes) = row 7: 2 hits, MC at morale 7 (die 0);
	// behind: die 5 +1 (3 hexes) = row 6: 1+FH.
	if c := mustUnit(t, &next, "them").Status[stCasualties]; c != 2 {
		t.Errorf("them: %d casualties, want 2\n%s", c, logText(evs))
	}
	if b := mustUnit(t, &next, "behind"); b.Status[stCasualties] != 1 || formationOf(b) != Shaken {
		t.Errorf("behind: %d casualties, %s, want 1, Shaken\n%s", b.Status[stCasualties], formationOf(b), logText(evs))
	}
	// Beyond point-blank range: the target alone [L935].
	w = artilleryWorld(t)
	w.one("skirm", LightInfantry, 1, w.along("0319", dNE, 4), south, nil)
	w.one("them", HeavyInfantry, 1, w.along("0319", dNE, 5), south, nil)
	s = w.setup("wc")
	if v, err := checkFire(s, fireAt("guns", "them", "")); err != nil || len(v.shots) != 1 {
		t.Fatalf("fire at 5 hexes: %v, want one shot", err)
	}
	// A 2-hex unit with both hexes on the line is attacked twice [L937].
	w = artilleryWorld(t)
	l := w.along("0319", dNE, 2)
	at, err := hex.Domino(w.hx(l), w.hx(w.along("0319", dNE, 3)), hex.Vertex(2))
	if err != nil {
		at, _ = hex.Domino(w.hx(l), w.hx(w.along("0319", dNE, 3)), hex.Vertex(5))
	}
	w.add(rules.Unit{ID: "block", Type: HeavyInfantry, Side: 1, Profile: withDefaults(HeavyInfantry, map[string]float64{keyHexes: 2, keySP: 12})}, at)
	s = w.setup("wc")
	v, err = checkFire(s, fireAt("guns", "block", ""))
	if err != nil {
		t.Fatal(err)
	}
	if len(v.shots) != 2 || v.shots[0].t != v.shots[1].t {
		t.Errorf("%d shots, want two at the 2-hex unit [L937]", len(v.shots))
	}
}

// TestCasualtiesEliminate checks elimination at casualties >= printed SP
// [L889]: the counter leaves the table and no morale check is rolled; a
// battery is eliminated by one hit and stays as Disabled Guns [L887],
// [L957], which an enemy entering its hex captures [L959].
func TestCasualtiesEliminate(t *testing.T) {
	w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, map[string]float64{keySP: 3})
	s := w.setup("wc")
	mustUnit(t, s, "them").SetStatus(stCasualties, 1)
	next, evs := apply(t, *s, fireAt("me", "them", ""), face(8)) // 2 hits: 3 of 3 SP
	th := mustUnit(t, &next, "them")
	if th.Status[stEliminated] != 1 || len(th.Bases) != 0 {
		t.Fatalf("eliminated %d, bases %v\n%s", th.Status[stEliminated], th.Bases, logText(evs))
	}
	if _, ok := next.Base("them.1"); ok {
		t.Errorf("the eliminated counter is still on the table")
	}
	if err := (Rules{}).Resume(&next); err != nil {
		t.Errorf("a position with an eliminated unit resumes: %v", err)
	}
	// One short of the SP: still there.
	if n, _ := apply(t, *s, fireAt("me", "them", ""), face(5)); gone(mustUnit(t, &n, "them")) {
		t.Errorf("2 casualties on 3 SP: eliminated")
	}

	w = duelWorld(t, HeavyInfantry, Artillery, charts.MakeReady, nil, nil)
	s = w.setup("wc")
	next, evs = apply(t, *s, fireAt("me", "them", ""), face(5)) // 1 hit
	g := mustUnit(t, &next, "them")
	if g.Status[stDisabled] != 1 || len(g.Bases) != 1 {
		t.Fatalf("disabled %d, bases %v\n%s", g.Status[stDisabled], g.Bases, logText(evs))
	}
	mustUnit(t, &next, "me").SetStatus(stMove, moveNone)
	if _, err := checkFire(&next, fireAt("me", "them", "")); code(err) != "target" {
		t.Errorf("Disabled Guns are no target: %v", err)
	}
	// An enemy entering the guns' hex captures them [L959].
	w = duelWorld(t, Cavalry, Artillery, charts.MakeReady, nil, nil)
	s = w.setup("wc")
	mustUnit(t, s, "them").SetStatus(stDisabled, 1)
	at := w.at(s, "me")
	next, evs = apply(t, *s, w.move(s, "me", fwd(at, 0)))
	if c := mustUnit(t, &next, "them").Status[stCaptured]; c != 1 {
		t.Errorf("captured %d, want 1 (the Royalists)\n%s", c, logText(evs))
	}
	if err := (Rules{}).Resume(&next); err != nil {
		t.Errorf("a unit on captured guns resumes: %v", err)
	}
}

// TestFormationHitsFromFire checks formation hits from fire [L475],
// [L911]: both halves of a 2-hex unit firing at one target each give it
// their hit, Normal to Shaken to Broken [L911]; a further hit on a
// Formation Broken unit (or Hedgehog [L493]) from infantry becomes a
// casualty [L911], one from pistols is ignored [L475]; Open Order is
// Formation Broken by any hit [L511]; artillery turns a formation hit
// into a morale check, "FH + MC" into one at +1 [L953].
func TestFormationHitsFromFire(t *testing.T) {
	// 2-hex firer, both halves at the unit in its centre-front hex.
	w := newWorld(t, 20, 20)
	w.one("pguard", HeavyInfantry, 1, "1002", south, nil)
	w.wc("pwc", 1, 1, "1002", charts.MakeReady)
	w.two("me", 0, "1010", north, false, nil)
	w.wc("wc", 0, 1, "1011", charts.MakeReady)
	me := hex.Two(w.hx("1010"), north)
	c, _ := me.CentreFront()
	w.one("them", HeavyInfantry, 1, w.m.Label(c), south, map[string]float64{keySP: 9})
	s := w.setup("wc")
	// The second shot reads the target Formation Shaken, +1 [L478].
	next, evs := apply(t, *s, fireAt("me", "them", ""), face(4), face(3))
	if f := formationOf(mustUnit(t, &next, "them")); f != Broken {
		t.Fatalf("two formation hits: %s, want Formation Broken [L911]\n%s", f, logText(evs))
	}
	next, evs = apply(t, *s, fireAt("me", "them", "", "left", "them", "right", "none"), face(4))
	if f := formationOf(mustUnit(t, &next, "them")); f != Shaken || strings.Count(logText(evs), "fires at") != 1 {
		t.Errorf("the left half alone: %s, want Formation Shaken, one shot\n%s", f, logText(evs))
	}

	cases := []struct {
		name       string
		typ        string // firer
		ttyp       string
		formation  string
		faces      []int
		casualties int
		after      string
		morale     int
	}{
		// Target modifiers: Broken and Hedgehog +2, Open Order +1 (charts).
		{"infantry FH on Formation Broken: a casualty [L911]", HeavyInfantry, HeavyInfantry, Broken, []int{face(2)}, 1, Broken, 0},
		{"infantry FH on Hedgehog: a casualty [L493]", HeavyInfantry, HeavyInfantry, Hedgehog, []int{face(2)}, 1, Hedgehog, 0},
		{"pistol FH on Formation Broken: ignored [L475]", Cavalry, HeavyInfantry, Broken, []int{face(4)}, 0, Broken, 0},
		{"Open Order hit by an FH: Formation Broken [L511]", HeavyInfantry, HeavyInfantry, Open, []int{face(3)}, 0, Broken, 0},
		{"Open Order hit by a casualty: Formation Broken [L511] (A24)", HeavyInfantry, HeavyInfantry, Open, []int{face(4)}, 1, Broken, 0},
		{"artillery FH: a morale check instead, passed [L953]", HeavyInfantry, Artillery, "", []int{face(4), face(6)}, 0, Normal, 0},
		{"artillery FH: the check failed, Morale Shaken [L953]", HeavyInfantry, Artillery, "", []int{face(4), face(7)}, 0, Normal, moraleShakenLevel},
		{"Column fired on by muskets: Broken and a check first [L527]", HeavyInfantry, HeavyInfantry, Column, []int{face(8), face(0)}, 0, Broken, moraleShakenLevel},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := duelWorld(t, c.typ, c.ttyp, charts.MakeReady, nil, nil)
			w.s.Units[len(w.s.Units)-1].Formation = c.formation
			s := w.setup("wc")
			next, evs := apply(t, *s, fireAt("me", "them", ""), c.faces...)
			th := mustUnit(t, &next, "them")
			if th.Status[stCasualties] != c.casualties || formationOf(th) != c.after || th.Status[stMorale] != c.morale {
				t.Errorf("casualties %d, %s, morale %d; want %d, %s, %d\n%s", th.Status[stCasualties], formationOf(th), th.Status[stMorale], c.casualties, c.after, c.morale, logText(evs))
			}
		})
	}
	// "FH + MC" on artillery: one check at +1 [L953]: morale 6, die 5 +1 = 6 passes, die 6 +1 fails.
	for _, c := range []struct {
		die    int
		morale int
	}{{5, 0}, {6, moraleShakenLevel}} {
		w := artilleryWorld(t)
		w.one("them", Artillery, 1, w.along("0319", dNE, 6), south, nil)
		s := w.setup("wc")
		next, evs := apply(t, *s, fireAt("guns", "them", ""), face(4), face(c.die)) // row 4: FH+MC
		if m := mustUnit(t, &next, "them").Status[stMorale]; m != c.morale {
			t.Errorf("FH+MC, die %d+1 vs morale 6: morale %d, want %d [L953]\n%s", c.die, m, c.morale, logText(evs))
		}
	}
}

// TestPistols checks cavalry pistol fire [L782], [L913-L921]: during its
// move action or without moving, one shot a move action, 1st Pistol Used
// then No Pistols; it may move on after its shot.
func TestPistols(t *testing.T) {
	w := duelWorld(t, Cavalry, HeavyInfantry, charts.MakeReady, nil, nil)
	s := w.setup("wc")
	next, evs := apply(t, *s, fireAt("me", "them", ""), face(0))
	me := mustUnit(t, &next, "me")
	if me.Status[stPistols] != 1 || me.Status[stMove] != moveOpen {
		t.Fatalf("pistols %d, move %d; want 1st Pistol Used and its move open [L782], [L917]\n%s", me.Status[stPistols], me.Status[stMove], logText(evs))
	}
	next = declineAll(t, next) // them may fire back [L680]
	_, err := checkFire(&next, fireAt("me", "them", ""))
	mustErr(t, err, "pistol-fired")
	at := w.at(&next, "me")
	if err := (Rules{}).Check(&next, w.move(&next, "me", turn(at, 1))); err != nil {
		t.Errorf("cavalry moves on after its shot [L782]: %v", err)
	}
	// The next activation: the second pistol, then none [L917-L919].
	startActivation(&next, mustUnit(t, &next, "wc"))
	next, _ = apply(t, next, fireAt("me", "them", ""), face(0))
	if p := mustUnit(t, &next, "me").Status[stPistols]; p != 2 {
		t.Fatalf("pistols %d, want 2 (No Pistols)", p)
	}
	startActivation(&next, mustUnit(t, &next, "wc"))
	_, err = checkFire(&next, fireAt("me", "them", ""))
	mustErr(t, err, "no-pistols")
}

// TestAdvanceRetire checks Advance Fire (one hex forward, terrain
// formation hits, then the fire [L790-L796]) and Retire Fire (the fire,
// then one hex back keeping its facing [L808-L818]).
func TestAdvanceRetire(t *testing.T) {
	w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.Charge, nil, nil)
	w.drop()
	w.one("them", HeavyInfantry, 1, w.along("1010", dNE, 2), south, nil)
	w.hexside("1010", w.along("1010", dNE, 1), "stream", "", "")
	s := w.setup("wc")
	next, evs := apply(t, *s, fireAt("me", "them", fireAdvance, "step", "0"), face(0))
	if at := w.at(&next, "me"); at.L != w.hx(w.along("1010", dNE, 1)) || formationOf(mustUnit(t, &next, "me")) != Shaken {
		t.Errorf("after the Advance Fire: %s, %s; want %s, Formation Shaken (a stream) [L790]\n%s", w.m.Label(at.L), formationOf(mustUnit(t, &next, "me")), w.along("1010", dNE, 1), logText(evs))
	}
	_, err := checkFire(s, fireAt("me", "them", fireAdvance, "step", "1"))
	mustErr(t, err, "range") // stepping north-west leaves it two hexes away [L796]

	w = duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, nil)
	s = w.setup("wc")
	next, evs = apply(t, *s, fireAt("me", "them", fireRetire, "step", "0"), face(0))
	next = declineAll(t, next) // the step back waits for the reactions [L808]
	at := w.at(&next, "me")
	if at.L != w.hx(w.along("1010", dSW, 1)) || at.F != north {
		t.Errorf("after the Retire Fire: %s facing %v; want %s facing north [L814]\n%s", w.m.Label(at.L), at.F, w.along("1010", dSW, 1), logText(evs))
	}
}

// TestMoraleChecks checks the morale checks of fire [L891-L909]: the
// casualty trigger by current morale [L893-L897], one check for a
// Salvo's target [L899] with +1 for the second check due (E17: morale 7,
// 2 hits from a Salvo, one roll at +1 [L909]), the threshold reached
// [L1234] and the check for a hit past it [L905], the leader stacked
// with the target [L1196].
func TestMoraleChecks(t *testing.T) {
	for _, c := range []struct{ morale, hits, want int }{{4, 1, 1}, {6, 1, 1}, {7, 1, 2}, {7, 2, 2}, {8, 2, 3}, {8, 3, 3}} {
		if got := mcTrigger(c.morale); got != c.want {
			t.Errorf("mcTrigger(%d) = %d, want %d [L893-L897]", c.morale, got, c.want)
		}
	}
	cases := []struct {
		name      string
		mode      string
		prep      func(w *world)
		state     func(s *rules.State)
		faces     []int
		morale    int
		threshold int
	}{
		{"E17: Salvo, 2 hits at morale 7: die 6 +1 = 7 passes [L909]", fireSalvo, nil, nil, []int{face(6), face(6)}, 0, 0},
		{"E17: Salvo, 2 hits at morale 7: die 7 +1 = 8 fails [L909]", fireSalvo, nil, nil, []int{face(6), face(7)}, moraleShakenLevel, 0},
		{"Salvo with no hit: a check all the same [L899]", fireSalvo, nil, nil, []int{face(0), face(9)}, moraleShakenLevel, 0},
		{"morale 6: one hit is a check [L893]", "", nil, func(s *rules.State) { mustUnit(t, s, "them").Profile[keyMorale] = 6 }, []int{face(5), face(7)}, moraleShakenLevel, 0},
		{"morale 8: two hits are none [L897]", "", nil, func(s *rules.State) { mustUnit(t, s, "them").Profile[keyMorale] = 8 }, []int{face(8)}, 0, 0},
		{"threshold reached (3 at morale 7): a level lost, Shaken [L1234]", "", nil, func(s *rules.State) { mustUnit(t, s, "them").SetStatus(stCasualties, 2) }, []int{face(5)}, moraleShakenLevel, 1},
		{"past the threshold: a hit is a check [L905], with the casualty check one roll at +1: die 7 +1 > Shaken morale 6 fails", "", nil, func(s *rules.State) {
			u := mustUnit(t, s, "them")
			u.SetStatus(stCasualties, 3)
			u.SetStatus(stThreshold, 1)
			u.SetStatus(stMorale, moraleShakenLevel)
		}, []int{face(5), face(7)}, moraleBrokenLevel, 1},
		{"leader stacked: his rating -1 [L1196]; die 8 -1 = 7 passes", "", func(w *world) {
			w.armyCommander("col", 1, w.along("1010", dNE, 1), -1)
		}, nil, []int{face(8), face(8), face(0)}, 0, 0},
		{"Morale Broken takes a negative result: eliminated [L1228]", "", nil, func(s *rules.State) {
			u := mustUnit(t, s, "them")
			u.SetStatus(stMorale, moraleBrokenLevel)
		}, []int{face(8), face(2)}, 0, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, map[string]float64{keySP: 8})
			if c.prep != nil {
				c.prep(w)
			}
			s := w.setup("wc")
			if c.state != nil {
				c.state(s)
			}
			next, evs := apply(t, *s, fireAt("me", "them", c.mode), c.faces...)
			th := mustUnit(t, &next, "them")
			if strings.Contains(c.name, "eliminated") {
				if th.Status[stEliminated] != 1 {
					t.Errorf("not eliminated\n%s", logText(evs))
				}
				return
			}
			if th.Status[stMorale] != c.morale || th.Status[stThreshold] != c.threshold {
				t.Errorf("morale %d, threshold %d; want %d, %d\n%s", th.Status[stMorale], th.Status[stThreshold], c.morale, c.threshold, logText(evs))
			}
		})
	}
}

// TestLeaderHits checks leaders under fire [L989]: a result other than
// No Effect in their hex makes each roll a d10, removed on a 9; No
// Effect, no roll; a leader alone may be fired at [L770].
func TestLeaderHits(t *testing.T) {
	cases := []struct {
		name    string
		faces   []int
		removed int
	}{
		{"No Effect: no roll [L989]", []int{face(0)}, 0},
		{"a formation hit, leader die 8: unhurt [L989]", []int{face(4), face(8)}, 0},
		{"a formation hit, leader die 9: removed [L989]", []int{face(4), face(9)}, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, nil)
			w.armyCommander("col", 1, w.along("1010", dNE, 1), 0)
			s := w.setup("wc")
			next, evs := apply(t, *s, fireAt("me", "them", ""), c.faces...)
			l := mustUnit(t, &next, "col")
			if l.Status[stRemoved] != c.removed || (c.removed == 1) != (len(l.Bases) == 0) {
				t.Errorf("removed %d, bases %v; want %d\n%s", l.Status[stRemoved], l.Bases, c.removed, logText(evs))
			}
		})
	}
	w := newWorld(t, 20, 20)
	w.one("pguard", HeavyInfantry, 1, "1002", south, nil)
	w.wc("pwc", 1, 1, "1002", charts.MakeReady)
	w.one("me", HeavyInfantry, 0, "1010", north, nil)
	w.wc("wc", 0, 1, "1011", charts.MakeReady)
	w.armyCommander("ac", 1, w.along("1010", dNE, 1), -1)
	s := w.setup("wc")
	next, evs := apply(t, *s, fireAt("me", "ac", ""), face(5), face(9))
	if l := mustUnit(t, &next, "ac"); l.Status[stRemoved] != 1 {
		t.Errorf("the leader fired at alone: removed %d, want 1 [L770], [L989]\n%s", l.Status[stRemoved], logText(evs))
	}
}

// TestTakeCover checks 9.4.5 [L762-L764] (A33): a unit in a village that
// could fire back at musket fire is asked first; taking cover, that fire
// and every musket and pistol fire at it this activation have no effect
// and roll nothing; standing, the fire is rolled; artillery fire gives no
// such choice, nor does fire from its rear.
func TestTakeCover(t *testing.T) {
	w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, nil)
	w.one("me2", LightInfantry, 0, w.along("1010", dE, 1), north, nil)
	w.terrain("village", w.along("1010", dNE, 1))
	s := w.setup("wc")
	held, evs := apply(t, *s, fireAt("me", "them", ""))
	if held.Phase != PhaseCover || held.Active != 1 {
		t.Fatalf("phase %s, active %d; want the Parliament's take-cover choice\n%s", held.Phase, held.Active, logText(evs))
	}
	if os := (Rules{}).Offers(&held, 1, nil); len(os) != 2 {
		t.Fatalf("offers %v, want take cover or stand", os)
	}
	mustErr(t, (Rules{}).Check(&held, rules.Action{Kind: rules.KindEndPhase, Side: 1}), "phase")
	if p := held.Clone(); (Rules{}).Resume(&p) != nil {
		t.Errorf("a position holding a fire for the take-cover choice resumes: %v", (Rules{}).Resume(&p))
	}
	if p := held.Clone(); func() bool { p.SetCounter(ctHold, 0); return (Rules{}).Resume(&p) == nil }() {
		t.Errorf("a position in phase cover without its held fire resumes")
	}
	yes := rules.Action{Kind: KindCover, Side: 1, Args: map[string]string{"cover": "yes"}}
	next, evs := apply(t, held, yes)
	th := mustUnit(t, &next, "them")
	if th.Status[stCover] != 1 || th.Status[stCasualties] != 0 || next.Phase != PhaseWing || next.Active != 0 || mustUnit(t, &next, "me").Status[stMove] != moveClosed {
		t.Fatalf("cover %d, casualties %d, phase %s, active %d\n%s", th.Status[stCover], th.Status[stCasualties], next.Phase, next.Active, logText(evs))
	}
	// Later musket fire at it this activation: no effect, no roll [L764].
	after, evs := apply(t, next, fireAt("me2", "them", ""))
	if !strings.Contains(logText(evs), "taken cover") || after.Phase != PhaseWing {
		t.Errorf("later fire:\n%s", logText(evs))
	}
	// Standing: the fire is rolled.
	no := rules.Action{Kind: KindCover, Side: 1, Args: map[string]string{"cover": "no"}}
	next, evs = apply(t, held, no, face(6)) // -1 in a village [L969]
	if c := mustUnit(t, &next, "them").Status[stCasualties]; c != 1 {
		t.Errorf("standing: %d casualties, want 1\n%s", c, logText(evs))
	}
	// Artillery fire: no choice [L762].
	w = artilleryWorld(t)
	l := w.along("0319", dNE, 5)
	w.one("them", HeavyInfantry, 1, l, south, nil)
	w.terrain("village", l)
	s = w.setup("wc")
	next, _ = apply(t, *s, fireAt("guns", "them", ""), face(0))
	if next.Phase != PhaseWing {
		t.Errorf("artillery fire held for cover: phase %s", next.Phase)
	}
	// Fired on from its rear: it could not fire back, so no choice.
	w = duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, nil)
	w.terrain("village", w.along("1010", dNE, 1))
	s = w.setup("wc")
	b, _ := s.Base("them.1")
	b.Shape = b.Shape.At(w.m.Layout.Pose(hex.One(w.hx(w.along("1010", dNE, 1)), north)))
	next, _ = apply(t, *s, fireAt("me", "them", ""), face(0))
	if next.Phase != PhaseWing {
		t.Errorf("fire from the rear held for cover: phase %s", next.Phase)
	}
}

// TestFireOffers checks that the panel offers the fires a selected unit
// may make, with their modifiers, and the reason for those it may not.
func TestFireOffers(t *testing.T) {
	w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, nil)
	s := w.setup("wc")
	var got []string
	for _, o := range (Rules{}).Offers(s, 0, []string{"me.1"}) {
		if o.Action.Kind == KindFire && o.Disabled == "" {
			got = append(got, o.Action.Args["fire"])
			if err := (Rules{}).Check(s, o.Action); err != nil {
				t.Errorf("offer %q: %v", o.Label, err)
			}
		}
	}
	if strings.Join(got, ",") != "skirmish,salvo,retire,retire" {
		t.Errorf("fire offers %v, want skirmish, salvo and two Retire Fire steps", got)
	}
	mustUnit(t, s, "me").SetStatus(stMove, moveClosed)
	var off []string
	for _, o := range (Rules{}).Offers(s, 0, []string{"me.1"}) {
		if o.Action.Kind == KindFire {
			off = append(off, o.Disabled)
		}
	}
	if len(off) != 1 || !strings.Contains(off[0], "has made its action") {
		t.Errorf("a unit that has acted: %q", off)
	}
}

// TestBrokenRetreats checks 12.4.3 [L1220]: a unit made Morale Broken
// retreats two hexes at once, into no hex next to the enemy that broke it
// [L1117]; one that cannot rolls on the Unable to Retreat table [L1125]
// (the UNOFFICIAL chart: 0-3 it stands, Morale Shaken [L1129]).
func TestBrokenRetreats(t *testing.T) {
	w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, map[string]float64{keySP: 9})
	s := w.setup("wc")
	mustUnit(t, s, "them").SetStatus(stMorale, moraleShakenLevel)
	// die 8: 2 hits; the check at Shaken morale 6, die 9: fails, Broken.
	held, evs := apply(t, *s, fireAt("me", "them", ""), face(8), face(9))
	if !moraleBroken(mustUnit(t, &held, "them")) || held.Phase != PhaseRetreat || held.Active != 1 {
		t.Fatalf("phase %s, active %d; want the Parliament to choose the retreat\n%s", held.Phase, held.Active, logText(evs))
	}
	if p := held.Clone(); (Rules{}).Resume(&p) != nil {
		t.Errorf("a position awaiting a retreat resumes: %v", (Rules{}).Resume(&p))
	}
	os := (Rules{}).Offers(&held, 1, nil)
	if len(os) < 2 {
		t.Fatalf("%d ways offered, want the ties of the retreat priorities", len(os))
	}
	x0 := w.hx(w.along("1010", dNE, 1))
	for _, o := range os {
		next, evs := apply(t, held, o.Action)
		at := w.at(&next, "them")
		if hex.Dist(at.L, x0) != 2 || hex.Dist(at.L, w.hx("1010")) < 2 || next.Phase != PhaseWing || next.Active != 0 {
			t.Errorf("%s: now %s, %d from its hex, %d from the firer, phase %s; want 2 hexes away, not next to the firer [L1117]\n%s", o.Label, w.m.Label(at.L), hex.Dist(at.L, x0), hex.Dist(at.L, w.hx("1010")), next.Phase, logText(evs))
		}
	}
	// With friendly map edges, the end nearest the Parliament's (north).
	w = duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, map[string]float64{keySP: 9})
	w.spec.Edges = []string{"south", "north"}
	w.rebuild()
	s = w.setup("wc")
	mustUnit(t, s, "them").SetStatus(stMorale, moraleShakenLevel)
	next, evs := apply(t, *s, fireAt("me", "them", ""), face(8), face(9))
	if next.Phase == PhaseRetreat {
		next, _ = apply(t, next, (Rules{}).Offers(&next, 1, nil)[0].Action)
	}
	bd, _ := boardOf(&next)
	if at := w.at(&next, "them"); bd.m.EdgeDist(1, at.L) != bd.m.EdgeDist(1, x0)-2 {
		t.Errorf("retreat to %s, %d from its edge; want 2 nearer than %d [L1119]\n%s", w.m.Label(at.L), bd.m.EdgeDist(1, at.L), bd.m.EdgeDist(1, x0), logText(evs))
	}
	// Hemmed in: the Unable to Retreat table.
	w = duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, map[string]float64{keySP: 9})
	x := w.hx(w.along("1010", dNE, 1))
	for d := hex.Dir(0); d < 6; d++ {
		if n := x.Neighbor(d); hex.Dist(n, w.hx("1010")) > 1 {
			w.one("wall"+w.m.Label(n), HeavyInfantry, 1, w.m.Label(n), south, nil)
		}
	}
	s = w.setup("wc")
	mustUnit(t, s, "them").SetStatus(stMorale, moraleShakenLevel)
	next, evs = apply(t, *s, fireAt("me", "them", ""), face(8), face(9), face(0))
	th := mustUnit(t, &next, "them")
	if th.Status[stMorale] != moraleShakenLevel || w.at(&next, "them").L != x {
		t.Errorf("morale %d at %s; want it to stand, Morale Shaken [L1129]\n%s", th.Status[stMorale], w.m.Label(w.at(&next, "them").L), logText(evs))
	}
}

// TestFireAtRange checks the hexside modifier of artillery fire at range:
// the hexside the line crosses into the target's hex (a hedge, -1 on the
// terrain chart [L971]), and a 2-hex unit's halves at two targets, one
// roll each, offered as such [L776].
func TestFireAtRange(t *testing.T) {
	w := artilleryWorld(t)
	l := w.along("0319", dNE, 6)
	w.one("them", HeavyInfantry, 1, l, south, nil)
	w.hexside(w.along("0319", dNE, 5), l, "hedge", "", "")
	s := w.setup("wc")
	v, err := checkFire(s, fireAt("guns", "them", ""))
	if err != nil {
		t.Fatal(err)
	}
	bd, _ := boardOf(s)
	r := &resolver{s: s, bd: bd, c: bd.charts}
	if ms := r.modifiers(v.u, v, v.shots[0].t, v.shots[0]); len(ms) != 1 || ms[0].Value != -1 {
		t.Errorf("modifiers %v, want the hedge's -1 [L971]", ms)
	}

	w = newWorld(t, 20, 20)
	w.one("pguard", HeavyInfantry, 1, "1002", south, nil)
	w.wc("pwc", 1, 1, "1002", charts.MakeReady)
	w.two("me", 0, "1010", north, false, nil)
	w.wc("wc", 0, 1, "1011", charts.MakeReady)
	me := hex.Two(w.hx("1010"), north)
	lf, rf := me.SalvoHexes(me.L), me.SalvoHexes(me.R)
	c, _ := me.CentreFront()
	var left, right hex.Hex
	for _, h := range lf.Hexes() {
		if h != c {
			left = h
		}
	}
	for _, h := range rf.Hexes() {
		if h != c {
			right = h
		}
	}
	w.one("a", HeavyInfantry, 1, w.m.Label(left), south, nil)
	w.one("b", LightInfantry, 1, w.m.Label(right), south, nil)
	s = w.setup("wc")
	a := fireAt("me", "a", "", "left", "a", "right", "b")
	next, evs := apply(t, *s, a, face(5), face(5))
	if mustUnit(t, &next, "a").Status[stCasualties] != 1 || mustUnit(t, &next, "b").Status[stCasualties] != 1 {
		t.Errorf("each half at its target:\n%s", logText(evs))
	}
	found := false
	for _, o := range (Rules{}).Offers(s, 0, []string{"me.1"}) {
		found = found || (o.Action.Args["left"] == "a" && o.Action.Args["right"] == "b" && o.Disabled == "")
	}
	if !found {
		t.Errorf("no offer of the halves at two targets")
	}
}

// TestCavalryEvasion checks 10.8.6 [L941-L949]: cavalry in Formation
// Normal or Shaken taking a formation hit from artillery may cancel it by
// stepping into a flank hex, facing kept, beyond point-blank range; the
// owner chooses once the fire is over; with no free flank hex, or in
// Formation Broken, there is no choice.
func TestCavalryEvasion(t *testing.T) {
	w := artilleryWorld(t)
	l := w.along("0319", dNE, 5)
	w.one("them", Cavalry, 1, l, south, nil)
	s := w.setup("wc")
	held, evs := apply(t, *s, fireAt("guns", "them", ""), face(3)) // row 3: FH
	if held.Phase != PhaseEvade || held.Active != 1 || formationOf(mustUnit(t, &held, "them")) != Normal {
		t.Fatalf("phase %s, active %d, formation %s; want the evasion choice first\n%s", held.Phase, held.Active, formationOf(mustUnit(t, &held, "them")), logText(evs))
	}
	os := (Rules{}).Offers(&held, 1, nil)
	if len(os) != 3 {
		t.Fatalf("offers %d, want two flank hexes and the hit", len(os))
	}
	next, evs := apply(t, held, os[0].Action)
	at := w.at(&next, "them")
	if at.L == w.hx(l) || at.F != south || formationOf(mustUnit(t, &next, "them")) != Normal || next.Phase != PhaseWing || next.Active != 0 {
		t.Errorf("evaded to %s facing %v, %s, phase %s; want a flank hex, facing south, Normal [L949]\n%s", w.m.Label(at.L), at.F, formationOf(mustUnit(t, &next, "them")), next.Phase, logText(evs))
	}
	if hex.Dist(at.L, w.hx("0319")) <= 3 {
		t.Errorf("evaded within point-blank range [L949]")
	}
	next, _ = apply(t, held, os[2].Action)
	if f := formationOf(mustUnit(t, &next, "them")); f != Shaken {
		t.Errorf("standing: %s, want Formation Shaken", f)
	}
	if p := held.Clone(); (Rules{}).Resume(&p) != nil {
		t.Errorf("a position awaiting an evasion resumes: %v", (Rules{}).Resume(&p))
	}
	// Hemmed in on both flanks: the hit at once.
	w = artilleryWorld(t)
	w.one("them", Cavalry, 1, l, south, nil)
	w.one("e1", HeavyInfantry, 1, w.m.Label(w.hx(l).Neighbor(dE)), south, nil)
	w.one("e2", HeavyInfantry, 1, w.m.Label(w.hx(l).Neighbor(dW)), south, nil)
	s = w.setup("wc")
	next, evs = apply(t, *s, fireAt("guns", "them", ""), face(3))
	if next.Phase != PhaseWing || formationOf(mustUnit(t, &next, "them")) != Shaken {
		t.Errorf("no free flank hex: phase %s, %s; want the hit at once\n%s", next.Phase, formationOf(mustUnit(t, &next, "them")), logText(evs))
	}
}

// TestRetreatThroughGuns checks 11.4.3 [L1123]: a retreat may pass
// through friendly artillery, which is disabled.
func TestRetreatThroughGuns(t *testing.T) {
	w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, map[string]float64{keySP: 9})
	w.spec.Edges = []string{"south", "north"}
	w.rebuild()
	x0 := w.hx(w.along("1010", dNE, 1))
	w.one("g1", Artillery, 1, w.m.Label(x0.Neighbor(dNE)), south, nil)
	w.one("g2", Artillery, 1, w.m.Label(x0.Neighbor(dNW)), south, nil)
	s := w.setup("wc")
	mustUnit(t, s, "them").SetStatus(stMorale, moraleShakenLevel)
	next, evs := apply(t, *s, fireAt("me", "them", ""), face(8), face(9))
	for next.Phase == PhaseRetreat {
		var more []rules.Event
		next, more = apply(t, next, (Rules{}).Offers(&next, 1, nil)[0].Action)
		evs = append(evs, more...)
	}
	if mustUnit(t, &next, "g1").Status[stDisabled]+mustUnit(t, &next, "g2").Status[stDisabled] != 1 {
		t.Errorf("one battery passed through and disabled:\n%s", logText(evs))
	}
}

// TestRetreatAvoidsEnemyLeaders: a retreat never ends on, nor passes
// through, a hex an enemy leader stands on alone: no counter stacks with
// an enemy's (7.7 [L597]; the retreat priorities [L1117]). Found by a
// played battle (Musket & Pike seed 5): a horse retreated onto the hex of
// the wing commander whose cuirassiers the guns had just destroyed.
func TestRetreatAvoidsEnemyLeaders(t *testing.T) {
	w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, map[string]float64{keySP: 9})
	w.spec.Edges = []string{"south", "north"}
	w.rebuild()
	s := w.setup("wc")
	bd, err := boardOf(s)
	if err != nil {
		t.Fatal(err)
	}
	free := retreatEnds(s, bd, mustUnit(t, s, "them"), mustUnit(t, s, "me"))
	if len(free) == 0 {
		t.Fatal("no retreat at all on an empty map")
	}
	// An enemy (side 0) leader on every end the free map gives: none of
	// them is offered any more.
	w = duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, map[string]float64{keySP: 9})
	w.spec.Edges = []string{"south", "north"}
	w.rebuild()
	for i, e := range free {
		w.one(fmt.Sprintf("lone-%d", i), Leader, 0, w.m.Label(e.end.L), 0, map[string]float64{keyWing: float64(2 + i), keyOrder: float64(charts.MakeReady) + 1})
	}
	s = w.setup("wc")
	bd, _ = boardOf(s)
	for _, e := range retreatEnds(s, bd, mustUnit(t, s, "them"), mustUnit(t, s, "me")) {
		for _, f := range free {
			if sameHexes(e.end, f.end) {
				t.Errorf("the retreat ends on %s, an enemy leader's hex", w.m.Label(e.end.L))
			}
		}
	}
}

// TestFireTables checks the other tables: light infantry on Commanded
// Muskets and Dragoons [L873], heavy infantry with regimental artillery
// on its own table, whose MC result is one more check [L778-L780], [L907],
// the four checks of one fire rolled once at +3, the most [L907], a
// Double battery's chart modifier [L128], and no threshold for 4 SP at
// morale 8 (E25 [L1287]).
func TestFireTables(t *testing.T) {
	w := duelWorld(t, LightInfantry, HeavyInfantry, charts.MakeReady, nil, nil)
	s := w.setup("wc")
	next, evs := apply(t, *s, fireAt("me", "them", ""), face(7)) // 7: 1 hit
	if c := mustUnit(t, &next, "them").Status[stCasualties]; c != 1 || !strings.Contains(logText(evs), "Commanded Muskets") {
		t.Errorf("light infantry fire: %d casualties\n%s", c, logText(evs))
	}

	// Regimental Salvo, die 9: 3+MC; past its threshold, Shaken (morale
	// 6): casualties, Salvo, threshold and the MC result: one roll at +3.
	for _, c := range []struct{ die, morale int }{{3, moraleShakenLevel}, {4, moraleBrokenLevel}} {
		w := duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, map[string]float64{keyRegimental: 1}, map[string]float64{keySP: 12})
		w.spec.Edges = []string{"south", "north"}
		w.rebuild()
		s := w.setup("wc")
		th := mustUnit(t, s, "them")
		th.SetStatus(stCasualties, 3)
		th.SetStatus(stThreshold, 1)
		th.SetStatus(stMorale, moraleShakenLevel)
		faces := []int{face(9), face(c.die)}
		next, evs := apply(t, *s, fireAt("me", "them", fireSalvo), faces...)
		for next.Phase == PhaseRetreat {
			next, _ = apply(t, next, (Rules{}).Offers(&next, 1, nil)[0].Action)
		}
		got := mustUnit(t, &next, "them")
		mods := facts(evs, "modifier")
		if got.Status[stCasualties] != 6 || got.Status[stMorale] != c.morale || len(mods) == 0 || mods[len(mods)-1] != maxExtraMC {
			t.Errorf("die %d: casualties %d, morale %d, modifiers %v; want 6, %d, +3 last\n%s", c.die, got.Status[stCasualties], got.Status[stMorale], mods, c.morale, logText(evs))
		}
	}

	w = artilleryWorld(t)
	w.s.Units[2].Profile[keyDouble] = 1 // "guns"
	w.one("them", HeavyInfantry, 1, w.along("0319", dNE, 6), south, map[string]float64{keySP: 9})
	s = w.setup("wc")
	_, evs = apply(t, *s, fireAt("guns", "them", ""), face(4)) // 4 +1: row 5, 1 hit, no check at morale 7
	if rows := facts(evs, "row"); len(rows) == 0 || rows[0] != 5 {
		t.Errorf("Double battery: rows %v, want 5 (die 4 +1) [L128]\n%s", rows, logText(evs))
	}

	w = duelWorld(t, HeavyInfantry, HeavyInfantry, charts.MakeReady, nil, map[string]float64{keySP: 4, keyMorale: 8})
	s = w.setup("wc")
	mustUnit(t, s, "them").SetStatus(stCasualties, 1)
	next, evs = apply(t, *s, fireAt("me", "them", ""), face(8)) // 2 hits: 3 of 4
	if th := mustUnit(t, &next, "them"); th.Status[stThreshold] != 0 || th.Status[stMorale] != 0 {
		t.Errorf("4 SP at morale 8 has no threshold (E25): threshold %d, morale %d\n%s", th.Status[stThreshold], th.Status[stMorale], logText(evs))
	}
}
