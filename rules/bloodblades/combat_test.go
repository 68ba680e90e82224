package bloodblades

import (
	"fmt"
	"math"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// Close combat, morale and victory (bnb.md §9, §10). Line references are
// to shared/rules/bnb.md (§, Dn, En, An) and the French text [Lnnnn].
// Geometry at 15 mm: bases 4 cm wide; Sp, Bd(O), Pk(I) 1.5 cm deep; Ps,
// Ax, Wb(F) 2 cm; Cv, LH 3 cm. Blue faces north (−y), red south (+y).

// front places a blue base of typ facing north with its front edge
// against the front edge of red base red (facing south), offset dx cm.
func (w *world) front(id, typ, red string, dx float64) *world {
	r := w.base(red)
	t, _ := ParseTroop(typ)
	d := Scales["15mm"].Depth(t.DepthClass())
	return w.unit(id, 0, typ, r.Center.X+dx, r.Center.Y+r.Depth/2+d/2, north)
}

func (w *world) base(unit string) geom.Rect {
	for _, b := range w.s.Table.Bases {
		if b.Unit == unit {
			return b.Shape
		}
	}
	panic("no base " + unit)
}

// combat is the state in the close combat phase of side 0's period.
func (w *world) combat(t *testing.T) rules.State {
	t.Helper()
	s := w.state(t)
	s.Phase = PhaseCombat
	return s
}

func fighterT(typ string, worst Category) fighter {
	t, err := ParseTroop(typ)
	if err != nil {
		panic(err)
	}
	return fighter{troop: t, worst: worst}
}

// D1-D11 (bnb.md §15.1): the outcome tables, read from the data.
func TestOutcomeTables(t *testing.T) {
	for _, c := range []struct {
		id         string
		loser, win string
		in         Category
		fsA, fsZ   int
		melee      bool
		want       Result
		cite       string
	}{
		{"D1", "Reg Bd(O)", "Reg Sp(O)", GGo, 5, 8, true, Recoil, "[L2188, L2191]"},
		{"D2", "Reg Bd(O)", "Reg Sp(O)", GGo, 5, 9, true, Destroyed, "[L2206, L2209]"},
		{"D3", "Reg Bd(O)", "Irr Wb(O)", GGo, 5, 6, true, Destroyed, "[L2194]"},
		{"D4", "Irr Hd(O)", "Reg Bd(O)", GGo, 5, 6, true, NoEffect, "[L2193]"},
		{"D5", "Irr Ps(O)", "Reg Cv(O)", GGo, 5, 6, true, Destroyed, "[L2197]"},
		{"D6", "Irr Ps(O)", "Reg Bd(O)", GGo, 5, 6, true, Flee, "[L2197]"},
		{"D7 by 2", "Irr Ps(O)", "Reg Sp(O)", GGo, 5, 7, true, Spent, "[L2210]"},
		{"D7 by 3", "Irr Ps(O)", "Reg Sp(O)", GGo, 5, 8, true, Spent, "[L2210]"},
		{"D8", "Irr Ps(O)", "Irr El(O)", GGo, 3, 7, true, Flee, "[L2222]"},
		{"D9", "Irr LH(O)", "Reg Sp(O)", GGo, 5, 7, true, Spent, "[L2212]"},
		{"D10", "Irr LH(O)", "Irr Ps(O)", GGo, 5, 6, true, Recoil, "[L2200]"},
		{"D11", "Reg Cv(O)", "Reg Pk(O)", GGo, 5, 8, true, Spent, "[L2211]"},
		{"LH flees in GGo", "Irr LH(O)", "Reg Bd(O)", GGo, 5, 6, true, Flee, "[L2200]"},
		{"Cv flees in DGo", "Reg Cv(O)", "Reg Bd(O)", DGo, 5, 6, true, Flee, "[L2199]"},
		{"Cv shot in DGo recoils", "Reg Cv(O)", "Reg Bw(O)", DGo, 5, 6, false, Recoil, "[L2199]: in close combat only"},
		{"HCh against El", "Irr HCh(O)", "Irr El(O)", GGo, 5, 6, true, Destroyed, "[L2202]"},
		{"LH beaten by 2 by Bw: destroyed, not spent", "Irr LH(O)", "Reg Bw(O)", GGo, 5, 7, true, Destroyed, "[L2212]"},
		{"very large", "Reg Sp(O)", "Reg Bd(O)", GGo, 2, 10, true, Destroyed, "[L2221]"},
	} {
		a, z := fighterT(c.loser, c.in), fighterT(c.win, GGo)
		cf, _ := cfAgainst(a.troop, z.troop)
		band := BandOf(c.fsZ-c.fsA, cf)
		got, row := Outcome(band, a, z, c.melee)
		if got != c.want {
			t.Errorf("%s: %s loses %d-%d to %s (%s, cf %d) = %s by %s, want %s %s",
				c.id, c.loser, c.fsA, c.fsZ, c.win, band, cf, got, row.Rule, c.want, c.cite)
		}
	}
}

// Table 7.2's Bw row: destroyed by mounted in terrain they count as GGo.
func TestOutcomeBwAgainstMounted(t *testing.T) {
	a, z := fighterT("Reg Bw(O)", GGo), fighterT("Reg Cv(O)", GGo)
	a.winnerGGo = true
	if got, _ := Outcome(Small, a, z, true); got != Destroyed {
		t.Errorf("Bw beaten by Cv in GGo = %s, want destroyed [L2195]", got)
	}
	a.winnerGGo = false
	if got, _ := Outcome(Small, a, z, true); got != Recoil {
		t.Errorf("Bw beaten by Cv in a wood = %s, want recoil [L2191]", got)
	}
}

func codes(c *Combatant) string {
	s := ""
	for _, f := range c.Factors {
		s += fmt.Sprintf("%s%+d ", f.Code, f.N)
	}
	return s
}

// D14: Pk(I) in GGo supported by Pk(I) against Bd: 3 + T17 + 2 (T18);
// the Bd 4 + T14. D18: Wb in GGo against Ax: 3 + T12.
func TestFactors(t *testing.T) {
	w := newWorld().unit("bd", 1, "Reg Bd(O)", 60, 40, south).front("pk", "Reg Pk(I)", "bd", 0)
	pk := w.base("pk")
	w.unit("pk2", 0, "Reg Pk(I)", 60, pk.Center.Y+1.5, north)
	s := w.combat(t)
	cpk, cbd := preview(mustConfig(t, &s), &s, "pk.1", "bd.1")
	if got, want := codes(cpk), "CF+3 T17+1 T18+2 "; got != want {
		t.Errorf("D14 Pk(I) factors = %q, want %q [L2127-2128]", got, want)
	}
	if got, want := codes(cbd), "CF+4 T14+1 "; got != want {
		t.Errorf("D14 Bd factors = %q, want %q [L2123]", got, want)
	}
	if got := cbd.Summary(); got != "Bd 4 +1 (T14)" {
		t.Errorf("Summary = %q", got)
	}
	w = newWorld().unit("ax", 1, "Irr Ax(O)", 60, 40, south).front("wb", "Irr Wb(O)", "ax", 0)
	s = w.combat(t)
	cwb, _ := preview(mustConfig(t, &s), &s, "wb.1", "ax.1")
	if got, want := codes(cwb), "CF+3 T12+1 "; got != want {
		t.Errorf("D18 Wb factors = %q, want %q [L2121]", got, want)
	}
	// Mounted against Bd (T15), vs foot factor of Cv 3.
	w = newWorld().unit("bd", 1, "Reg Bd(O)", 60, 40, south).front("cv", "Reg Cv(O)", "bd", 0)
	s = w.combat(t)
	ccv, _ := preview(mustConfig(t, &s), &s, "cv.1", "bd.1")
	if got, want := codes(ccv), "CF+3 T15+1 "; got != want {
		t.Errorf("Cv against Bd = %q, want %q [L2124]", got, want)
	}
}

func mustConfig(t testing.TB, s *rules.State) Config {
	t.Helper()
	c, err := ConfigOf(s.Settings)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// §9.2, G11: principal opponent ranks [L1887-1896].
func TestPrincipalOpponent(t *testing.T) {
	// Blue A, front to front with red Z1; red Z2's front on A's left flank.
	w := newWorld().unit("z1", 1, "Reg Sp(O)", 60, 40, south).front("a", "Reg Sp(O)", "z1", 0)
	a := w.base("a")
	w.unit("z2", 1, "Reg Sp(O)", a.Center.X-2-0.75, a.Center.Y, 90) // facing east, its front on A's left edge
	s := w.combat(t)
	A, Z1, Z2 := base(&s, "a").Shape, base(&s, "z1").Shape, base(&s, "z2").Shape
	for _, c := range []struct {
		name string
		z    geom.Rect
		want int
	}{
		{"front edge on front edge", Z1, 7},
		{"front edge on the left flank", Z2, 4},
	} {
		if got := PORank(A, c.z); got != c.want {
			t.Errorf("PORank(A, %s) = %d, want %d (G11)", c.name, got, c.want)
		}
	}
	k := closeCombat(&s)
	if k.po["a.1"] != "z2.1" || k.po["z1.1"] != "a.1" || k.po["z2.1"] != "a.1" {
		t.Errorf("PO = %v, want a→z2 (rank 4 beats 7), z1→a, z2→a", k.po)
	}
	if p := k.pairs(); len(p) != 1 || p[0] != [2]string{"a.1", "z2.1"} {
		t.Errorf("mutual pairs = %v, want only a-z2 (A14)", p)
	}
	if got := code(Rules{}.Check(&s, rules.Action{Kind: KindFight, Side: 0, Target: "z1.1"})); got != "not-mutual" {
		t.Errorf("fight z1 = %q, want not-mutual (A14)", got)
	}
	// Rank 1, rear; rank 6, a front edge on A's front corner (offset
	// front to front ranks 6, not 7).
	w = newWorld().unit("z", 1, "Reg Sp(O)", 60, 40, south).front("a", "Reg Sp(O)", "z", 2)
	s = w.state(t)
	if got := PORank(base(&s, "a").Shape, base(&s, "z").Shape); got != 6 {
		t.Errorf("offset front to front: rank %d, want 6 (G11)", got)
	}
	w = newWorld().unit("a", 0, "Reg Sp(O)", 60, 40, north).unit("z", 1, "Reg Sp(O)", 60, 41.5, north)
	s = w.state(t)
	if got := PORank(base(&s, "a").Shape, base(&s, "z").Shape); got != 1 {
		t.Errorf("front edge on the rear edge: rank %d, want 1 (G11)", got)
	}
	// A's front on Z's flank only: Z fits no rank for... Z's rank against A
	// is the unranked 9 (A28) when A's front touches Z's flank.
	w = newWorld().unit("z", 1, "Reg Sp(O)", 60, 40, 90).unit("a", 0, "Reg Sp(O)", 58.5, 40+2+0.75, north)
	s = w.state(t)
	if got := PORank(base(&s, "a").Shape, base(&s, "z").Shape); got != RankUnranked {
		t.Errorf("Z touched by A's front with its flank: rank %d, want %d (A28)", got, RankUnranked)
	}
}

// T6, E20: one overlap per flank of the principal opponent [L2115,
// L2843]; T7: +2 for a flanked principal opponent [L2116].
func TestOverlapAndFlank(t *testing.T) {
	w := newWorld().unit("z", 1, "Reg Sp(O)", 60, 40, south).front("a", "Reg Bd(O)", "z", 0)
	// On Z's left (+x): F flank to flank, H front corner to front corner.
	w.unit("f", 0, "Reg Sp(O)", 64, 40, north).front("h", "Reg Sp(O)", "z", 4)
	s := w.combat(t)
	ca, _ := preview(mustConfig(t, &s), &s, "a.1", "z.1")
	if got, want := codes(ca), "CF+4 T6+1 T14+1 "; got != want {
		t.Errorf("two overlaps on one flank: %q, want %q (E20)", got, want)
	}
	// And one on the right flank (−x).
	w.unit("g", 0, "Reg Sp(O)", 56, 40, north)
	s = w.combat(t)
	ca, _ = preview(mustConfig(t, &s), &s, "a.1", "z.1")
	if got, want := codes(ca), "CF+4 T6+1 T6+1 T14+1 "; got != want {
		t.Errorf("overlaps on both flanks: %q, want %q [L2115]", got, want)
	}
	// A flank attack: Q's front on Z's left edge; Z's principal opponent is
	// Q (rank 4), which gets +2 (T7).
	w = newWorld().unit("z", 1, "Reg Sp(O)", 60, 40, south).front("a", "Reg Bd(O)", "z", 0).
		unit("q", 0, "Reg Sp(O)", 62+0.75, 40.75-2, -90) // its front corner on z's front-left corner
	s = w.combat(t)
	k := closeCombat(&s)
	if k.po["z.1"] != "q.1" {
		t.Fatalf("PO(z) = %s, want q.1", k.po["z.1"])
	}
	cq, _ := preview(mustConfig(t, &s), &s, "q.1", "z.1")
	if got, want := codes(cq), "CF+4 T7+2 T16+1 "; got != want {
		t.Errorf("flank attacker: %q, want %q [L2116]", got, want)
	}
	// Z loses by a small margin: flanked, it cannot recoil and is
	// destroyed [L2241]. Dice: q 6, z 1.
	n, evs := apply(t, s, rules.Action{Kind: KindFight, Side: 0, Target: "q.1"}, 6, 1)
	if _, ok := n.Base("z.1"); ok {
		t.Errorf("flanked loser still on the table; events %v", evs)
	}
	if u, _ := n.Unit("z"); u.Status[stLost] != lostDestroyed {
		t.Errorf("z lost status %d, want destroyed", u.Status[stLost])
	}
}

// A move into a flank position needs G13p [L1943-1946].
func TestMoveIntoContact(t *testing.T) {
	r := Rules{}
	// Blue Sp 3 cm in front of red Sp: straight ahead into contact.
	w := newWorld().unit("z", 1, "Reg Sp(O)", 60, 40, south).unit("a", 0, "Reg Sp(O)", 60, 40+1.5+3, north)
	s := w.ready(t, 6)
	if err := r.Check(&s, ahead(&s, "a", 3)); err != nil {
		t.Errorf("into frontal contact: %v, want legal [L1669]", err)
	}
	offers := r.Offers(&s, 0, []string{"a.1"})
	found := false
	for _, o := range offers {
		if has(o.Label, "into contact") && o.Disabled == "" {
			found = true
		}
	}
	if !found {
		t.Errorf("no offer to advance into contact among %v", offers)
	}
	n, _ := apply(t, s, ahead(&s, "a", 3))
	n, evs := apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	if n.Phase != PhaseCombat {
		t.Fatalf("after the moves: phase %q, want combat; %v", n.Phase, evs)
	}
	if got := code(r.Check(&n, rules.Action{Kind: rules.KindEndPhase, Side: 0})); got != "unfought" {
		t.Errorf("end combat before fighting: %q, want unfought", got)
	}
	if got := code(r.Check(&n, ahead(&n, "a", -1))); got != "phase" {
		t.Errorf("moving in the combat phase: %q, want phase", got)
	}
	var fight *rules.Offer
	for _, o := range r.Offers(&n, 0, nil) {
		if o.Action.Kind == KindFight {
			fight = &o
			break
		}
	}
	if fight == nil || !has(fight.Detail[0], "Sp 4 +1 (T16) + D6 vs Sp 4 +1 (T16) + D6") {
		t.Fatalf("fight offer = %+v", fight)
	}
	// Equal scores: no effect [L2184].
	n, evs = apply(t, n, fight.Action, 3, 3)
	if len(evs) != 1 || len(evs[0].Rolls) != 2 || !has(evs[0].Text, "no effect") {
		t.Errorf("fight events %v", evs)
	}
	if got := code(r.Check(&n, fight.Action)); got != "fought" {
		t.Errorf("fighting twice: %q, want fought", got)
	}
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	if n.Active != 1 || n.Phase != PhasePIGs {
		t.Errorf("after the combat phase: active %d phase %q", n.Active, n.Phase)
	}
	// Engaged bases do not move.
	n.Phase = PhaseMove
	n.SetCounter(ctPIGs, 6)
	if got := code(r.Check(&n, ahead(&n, "z", -1))); got != "engaged" {
		t.Errorf("moving out of close combat: %q, want engaged", got)
	}
	// A flank attack from in front of the enemy's front line is refused.
	w = newWorld().unit("z", 1, "Reg Sp(O)", 60, 40, south).unit("q", 0, "Reg Sp(O)", 62+0.75+2, 44, -90)
	s = w.ready(t, 6)
	a := path(&s, "q", [3]float64{5.25, 2, 0}) // ends with its front on z's left edge
	end := base(&s, "q").Shape.At(a.Moves[0].Path.End())
	if _, ok := FlankAttack(base(&s, "z").Shape, end); !ok {
		t.Fatalf("test set-up: %v is not a flank position", end)
	}
	if got := code(r.Check(&s, a)); got != "flank" {
		t.Errorf("flank attack from in front: %q, want flank (G13p)", got)
	}
	// Touching an enemy with the rear is no way to make contact.
	w = newWorld().unit("z", 1, "Reg Sp(O)", 60, 40, south).unit("b", 0, "Reg Sp(O)", 60, 40-1.5-1, north)
	s = w.ready(t, 6)
	if got := code(r.Check(&s, ahead(&s, "b", -1))); got != "contact" {
		t.Errorf("backing into an enemy: %q, want contact", got)
	}
}

// Recoil (G46): straight back by its own depth [L2237]; blocked by an
// enemy behind it, incomplete, which gives the winner T5 [L2114, L2245].
func TestRecoil(t *testing.T) {
	w := newWorld().unit("z", 1, "Reg Sp(O)", 60, 40, south).front("a", "Reg Sp(O)", "z", 0)
	s := w.combat(t)
	n, evs := apply(t, s, rules.Action{Kind: KindFight, Side: 0, Target: "a.1"}, 6, 4) // 11 v 9: z recoils
	if got := base(&n, "z").Shape.Center.Y; math.Abs(got-38.5) > 1e-9 {
		t.Errorf("z recoiled to y %g, want 38.5 (1.5 cm back); %v", got, evs)
	}
	// Blocked: a blue base 0.5 cm behind z.
	w = newWorld().unit("z", 1, "Reg Sp(O)", 60, 40, south).front("a", "Reg Sp(O)", "z", 0).
		unit("x", 0, "Reg Sp(O)", 70, 40-1.5-0.5, north)
	w.s.Table.Bases[len(w.s.Table.Bases)-1].Shape.Center.X = 60
	s = w.combat(t)
	ca, _ := preview(mustConfig(t, &s), &s, "a.1", "z.1")
	if got, want := codes(ca), "CF+4 T5+1 T16+1 "; got != want {
		t.Errorf("z cannot recoil fully: a's factors %q, want %q [L2114]", got, want)
	}
	n, _ = apply(t, s, rules.Action{Kind: KindFight, Side: 0, Target: "a.1"}, 6, 5) // 12 v 10
	if got := base(&n, "z").Shape.Center.Y; math.Abs(got-39.5) > 1e-6 {
		t.Errorf("blocked recoil ended at y %g, want 39.5 (0.5 cm)", got)
	}
	// A friend behind, facing the same way, is pushed back [L2268].
	w = newWorld().unit("z", 1, "Reg Sp(O)", 60, 40, south).front("a", "Reg Sp(O)", "z", 0).
		unit("y", 1, "Reg Sp(O)", 60, 38.5, south)
	s = w.combat(t)
	n, _ = apply(t, s, rules.Action{Kind: KindFight, Side: 0, Target: "a.1"}, 6, 4)
	if z, y := base(&n, "z").Shape.Center.Y, base(&n, "y").Shape.Center.Y; math.Abs(z-38.5) > 1e-6 || math.Abs(y-37) > 1e-6 {
		t.Errorf("push back: z at %g, y at %g, want 38.5 and 37", z, y)
	}
	// Off a long table edge: destroyed [L2239].
	w = newWorld().unit("z", 1, "Reg Sp(O)", 60, 1, south).front("a", "Reg Sp(O)", "z", 0)
	s = w.combat(t)
	n, _ = apply(t, s, rules.Action{Kind: KindFight, Side: 0, Target: "a.1"}, 6, 4)
	if _, ok := n.Base("z.1"); ok {
		t.Errorf("a base recoiling off the long edge is still on the table")
	}
}

// Flee (G47): Ps in GGo beaten by 1 by Bd recoils, about-faces and runs
// its full allowance [L2286-2290] (D6).
func TestFlee(t *testing.T) {
	w := newWorld().unit("ps", 1, "Irr Ps(O)", 60, 30, south).front("bd", "Irr Bd(O)", "ps", 0)
	s := w.combat(t)
	// bd: 4 + D6 5 = 9 (+ T14? no: Ps); ps: 2 + 6 = 8. Bd wins by 1.
	n, evs := apply(t, s, rules.Action{Kind: KindFight, Side: 0, Target: "bd.1"}, 5, 6)
	ps := base(&n, "ps").Shape
	if math.Abs(geom.NormAngle(ps.Facing-geom.FromBearing(north))) > 1e-9 {
		t.Errorf("fled Ps faces %g°, want north (about-face)", geom.Bearing(ps.Facing))
	}
	// Recoil 2 cm, then 3 MU (9 cm) straight ahead, northwards.
	if math.Abs(ps.Center.Y-(30-2-9)) > 1e-6 {
		t.Errorf("fled Ps at y %g, want %g; %v", ps.Center.Y, 30.0-11, evs)
	}
}

// Pursuit (G48, A25): Irr Bd must pursue infantry other than Ps
// [L2307] by its own depth [L2302].
func TestPursuit(t *testing.T) {
	w := newWorld().unit("sp", 1, "Reg Sp(O)", 60, 40, south).front("bd", "Irr Bd(O)", "sp", 0)
	s := w.combat(t)
	before := s.Hash()
	n, evs := apply(t, s, rules.Action{Kind: KindFight, Side: 0, Target: "bd.1"}, 6, 4) // 4+1+6 = 11 v 4+1+4 = 9
	if s.Hash() != before {
		t.Fatal("Apply changed its input state")
	}
	if got := base(&n, "sp").Shape.Center.Y; math.Abs(got-38.5) > 1e-6 {
		t.Errorf("sp at %g, want 38.5; %v", got, evs)
	}
	if got := base(&n, "bd").Shape.Center.Y; math.Abs(got-(40.75+0.75-1.5)) > 1e-6 {
		t.Errorf("bd pursued to %g, want %g (its depth, 1.5 cm); %v", got, 40.75+0.75-1.5, evs)
	}
	if !Frontal(base(&n, "bd").Shape, base(&n, "sp").Shape) {
		t.Error("the pursuer is not back in contact")
	}
	// A Reg Bd may pursue: only when told.
	w = newWorld().unit("sp", 1, "Reg Sp(O)", 60, 40, south).front("bd", "Reg Bd(O)", "sp", 0)
	s = w.combat(t)
	n, _ = apply(t, s, rules.Action{Kind: KindFight, Side: 0, Target: "bd.1"}, 6, 4)
	if got := base(&n, "bd").Shape.Center.Y; math.Abs(got-41.5) > 1e-6 {
		t.Errorf("Reg Bd not told to pursue moved to %g", got)
	}
	n, _ = apply(t, s, rules.Action{Kind: KindFight, Side: 0, Target: "bd.1", Args: map[string]string{"pursue": "yes"}}, 6, 4)
	if got := base(&n, "bd").Shape.Center.Y; math.Abs(got-40) > 1e-6 {
		t.Errorf("Reg Bd told to pursue is at %g, want 40", got)
	}
	// Pursuit distances (A25).
	c := Config{Scale: Scales["15mm"], MU: 3}
	for _, x := range []struct {
		typ   string
		depth float64
		want  float64
	}{{"Reg Cv(O)", 3, 3}, {"Irr HCh(O)", 4, 4}, {"Reg Bw(O)", 2, 2}, {"Irr Hd(O)", 3, 3}, {"Irr Wb(F)", 2, 2}} {
		tr, _ := ParseTroop(x.typ)
		if got := pursuitDistance(c, tr, x.depth); got != x.want {
			t.Errorf("pursuit of %s = %g, want %g", x.typ, got, x.want)
		}
	}
}

// E7: a reference of 124 gives a rout level of 41.333; 40 lost holds,
// 42 routs [L2005]. Spent bases count half (A56), Bg only as losses.
func TestMorale(t *testing.T) {
	w := newWorld() // gen: the C-in-C, 16 [L2014]
	for i := range 12 {
		w.unit(fmt.Sprintf("sp%d", i), 0, "Reg Sp(O)", 5+float64(i)*5, 60, north) // 8 each: 96
	}
	for i := range 3 {
		w.unit(fmt.Sprintf("ax%d", i), 0, "Irr Ax(O)", 5+float64(i)*5, 66, north) // 4 each: 12
	}
	w.unit("bg", 0, "Irr Bg(O)", 100, 66, north)
	s := w.state(t)
	lose := func(id string, v int) {
		u, _ := s.Unit(id)
		u.SetStatus(stLost, v)
	}
	m := MoraleOf(&s, 0)
	if m.Reference != 124 || math.Abs(m.Rout-124.0/3) > 1e-12 {
		t.Fatalf("reference %g rout %g, want 124 and 41.333 (E7)", m.Reference, m.Rout)
	}
	for i := range 4 {
		lose(fmt.Sprintf("sp%d", i), lostDestroyed)
	}
	lose("ax0", lostDestroyed)
	lose("ax1", lostDestroyed)
	if m := MoraleOf(&s, 0); m.Losses != 40 || m.Routs {
		t.Errorf("40 lost: %+v, want holding", m)
	}
	lose("ax2", lostSpent) // half of 4
	if m := MoraleOf(&s, 0); m.Losses != 42 || !m.Routs {
		t.Errorf("42 lost: %+v, want routing (E7)", m)
	}
	// The check at the end of the period ends the battle: Blue routs, Red
	// wins, 5 to 1 [L2025, L2039].
	s.Phase = PhaseMove
	n, evs := apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	over, winner := Over(&n)
	if !over || winner != 1 || n.Phase != PhaseOver {
		t.Fatalf("over %v winner %d phase %q, want Red's victory", over, winner, n.Phase)
	}
	last := evs[len(evs)-1]
	if last.Kind != "end" || !has(last.Text, "Red wins") || !has(last.Text, "Red 5, Blue 1") {
		t.Errorf("end event %+v", last)
	}
	if got := (Rules{}).Legal(&n, 1); len(got) != 0 {
		t.Errorf("Legal after the end = %v", got)
	}
	if got := code(Rules{}.Check(&n, rules.Action{Kind: KindRollPIGs, Side: 1})); got != "over" {
		t.Errorf("acting after the end: %q, want over", got)
	}
	// A destroyed Bg counts its 16 [L2021].
	lose("bg", lostDestroyed)
	if m := MoraleOf(&s, 0); m.Losses != 58 {
		t.Errorf("with Bg lost: losses %g, want 58", m.Losses)
	}
}

// G33: a base in frontal contact may slide to align [L1671-1681].
func TestAlign(t *testing.T) {
	w := newWorld().unit("z", 1, "Reg Sp(O)", 60, 40, south).unit("a", 0, "Reg Sp(O)", 61, 40+1.5+3, north)
	s := w.ready(t, 6)
	a := ahead(&s, "a", 3)
	a.Args = map[string]string{"align": "yes"}
	n, evs := apply(t, s, a)
	if got := base(&n, "a").Shape.Center; !got.Near(geom.V(60, 41.5)) {
		t.Errorf("aligned at %v, want (60, 41.5); %v", got, evs)
	}
	if !has(evs[0].Text, "to align") || !has(evs[0].Text, "close combat") {
		t.Errorf("move event %q", evs[0].Text)
	}
	// Blocked by a friend beside it: refused.
	w.unit("f", 0, "Reg Sp(O)", 65.5, 41.5, north)
	s = w.ready(t, 6)
	a = ahead(&s, "a", 3)
	a.Args = map[string]string{"align": "yes"}
	if got := code(Rules{}.Check(&s, a)); got != "" {
		// the slide goes left (1 cm), away from f: allowed
		t.Errorf("slide away from a friend: %q", got)
	}
	w = newWorld().unit("z", 1, "Reg Sp(O)", 60, 40, south).unit("a", 0, "Reg Sp(O)", 61, 40+1.5+3, north).
		unit("f", 0, "Reg Sp(O)", 56.5, 41.5, north)
	s = w.ready(t, 6)
	a = ahead(&s, "a", 3)
	a.Args = map[string]string{"align": "yes"}
	if got := code(Rules{}.Check(&s, a)); got != "align" {
		t.Errorf("slide into a friend: %q, want align [L1675]", got)
	}
}

// T21 [L2132-2134]: only where the army list explicitly allows it
// (profile ps-support on the Ps(O)), a front rank of Ax, Bd or Sp
// supported by a second rank of Ps(O), in close combat against mounted
// or Wb, neither in DGo, gets +1.
func TestPsSupport(t *testing.T) {
	for _, c := range []struct {
		name       string
		front, foe string
		psProfile  bool
		world      func(w *world)
		wantT21    bool
	}{
		{"Sp against Cv, the list allows it", "Reg Sp(O)", "Reg Cv(O)", true, nil, true},
		{"Bd against Wb, the list allows it", "Reg Bd(O)", "Irr Wb(F)", true, nil, true},
		{"the list does not allow it", "Reg Sp(O)", "Reg Cv(O)", false, nil, false},
		{"against foot other than Wb", "Reg Sp(O)", "Reg Bd(O)", true, nil, false},
		{"a front rank of Pk", "Reg Pk(O)", "Reg Cv(O)", true, nil, false},
		{"the Ps in DGo", "Reg Sp(O)", "Reg Cv(O)", true, func(w *world) { w.rect("wd", "wood", 50, 43, 70, 50) }, false},
	} {
		w := newWorld().unit("z", 1, c.foe, 60, 40, south)
		w.front("a", c.front, "z", 0)
		a := w.base("a")
		w.unit("p", 0, "Irr Ps(O)", 60, a.Center.Y+a.Depth/2+1, north)
		if c.psProfile {
			w.s.Units[len(w.s.Units)-1].Profile = map[string]float64{keyPsSupport: 1}
		}
		if c.world != nil {
			c.world(w)
		}
		s := w.combat(t)
		ca, _ := preview(mustConfig(t, &s), &s, "a.1", "z.1")
		if got := has(codes(ca), "T21+1"); got != c.wantT21 {
			t.Errorf("%s: factors %q, T21 %v, want %v [L2132-2134]", c.name, codes(ca), got, c.wantT21)
		}
	}
	w := newWorld().unit("x", 0, "Reg Ax(O)", 60, 60, north)
	w.s.Units[len(w.s.Units)-1].Profile = map[string]float64{keyPsSupport: 1}
	s := w.s.Clone()
	if err := (Rules{}).Setup(&s); err == nil || !has(err.Error(), "ps-support is for Ps(O)") {
		t.Errorf("Setup with ps-support on an Ax = %v, want an error [L2132]", err)
	}
}
