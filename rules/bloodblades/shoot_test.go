package bloodblades

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// Shooting (bnb.md §8, §12.6). Line references are to shared/rules/bnb.md
// (§, Gn, En, Dn, An) and the French text [Lnnnn]. At 15 mm: MU 3 cm,
// bases 4 cm wide, Bw 2 cm deep, Bd 1.5 cm. Blue faces north (−y): a blue
// Bw at (60, 50) has its front edge at y = 49 and its zone x in [54, 66],
// y in [40, 49].

// shooting is the world in side 0's shooting phase.
func (w *world) shooting(t *testing.T) rules.State {
	t.Helper()
	s := w.state(t)
	s.Phase = PhaseShoot
	return s
}

func shootAt(primary, target string, args ...string) rules.Action {
	a := rules.Action{Kind: KindShoot, Side: 0, Target: target + ".1", Args: map[string]string{"base": primary + ".1"}}
	for i := 0; i+1 < len(args); i += 2 {
		a.Args[args[i]] = args[i+1]
	}
	return a
}

// E2 [L1805-1810], G42: the zone is 4 MU × 3 MU, 120 × 90 mm at 15 mm,
// centred on the front edge's centre; a target needs two corners in it,
// the boundary included.
func TestShootZone(t *testing.T) {
	c, _ := ConfigOf(nil)
	r := geom.Rect{Center: geom.V(60, 50), Facing: geom.FromBearing(north), Width: 4, Depth: 2}
	z := ShootZone(c, r)
	if b := z.Bounds(); !geom.V(b.Max.X-b.Min.X, b.Max.Y-b.Min.Y).Near(geom.V(12, 9)) || !b.Min.Near(geom.V(54, 40)) {
		t.Errorf("zone bounds %v, want 12 × 9 cm from (54, 40) (E2)", b)
	}
	for _, c2 := range []struct {
		x, y float64
		want bool
	}{{54, 40, true}, {66, 49, true}, {60, 45, true}, {53.9, 45, false}, {60, 39.9, false}, {60, 49.5, false}} {
		if got := inShotZone(c, r, geom.V(c2.x, c2.y)); got != c2.want {
			t.Errorf("inShotZone(%v, %v) = %v, want %v", c2.x, c2.y, got, c2.want)
		}
	}
	// A target straddling the far edge with two corners in is eligible;
	// one with a single corner in is not [L1805].
	w := newWorld().unit("bw", 0, "Bw(O)", 60, 50, north).unit("z", 1, "Bd(O)", 60, 40.75, south)
	s := w.shooting(t)
	if got := code(Rules{}.Check(&s, shootAt("bw", "z"))); got != "" {
		t.Errorf("two corners on the far edge: %q, want legal", got)
	}
	w = newWorld().unit("bw", 0, "Bw(O)", 60, 50, north).unit("z", 1, "Bd(O)", 67.9, 40.1, south)
	s = w.shooting(t)
	if got := code(Rules{}.Check(&s, shootAt("bw", "z"))); got != "cannot-shoot" {
		t.Errorf("one corner in the zone: %q, want cannot-shoot (no target)", got)
	}
}

// G43 [L1812]: the quadrilateral from the shooter's front corners to two
// target corners in the zone may hold no base, friend or enemy, and may
// not pass through a gap between two bases.
func TestShootQuadrilateral(t *testing.T) {
	w := newWorld().unit("bw", 0, "Bw(O)", 60, 50, north).unit("z", 1, "Bd(O)", 60, 42, south).
		unit("f", 0, "Ps(O)", 60, 46.5, north)
	s := w.shooting(t)
	err := Rules{}.Check(&s, shootAt("bw", "z"))
	if got := code(err); got != "cannot-shoot" || !has(msg(err), "blocked by") {
		t.Errorf("a friend in the way: %q (%v), want cannot-shoot, blocked", got, err)
	}
	// Two friends 4 cm apart (a gap, one base width [L1406]) on either
	// side of the quadrilateral, touching it only.
	w = newWorld().unit("bw", 0, "Bw(O)", 60, 50, north).unit("z", 1, "Bd(O)", 60, 42, south).
		unit("f", 0, "Ps(O)", 56, 46, north).unit("g", 0, "Ps(O)", 64, 46, north)
	s = w.shooting(t)
	err = Rules{}.Check(&s, shootAt("bw", "z"))
	if got := code(err); got != "cannot-shoot" || !has(msg(err), "gap") {
		t.Errorf("through a gap: %q (%v), want cannot-shoot, gap", got, err)
	}
	// Without the gap (one friend only) the shot is clear.
	w.drop("g")
	s = w.shooting(t)
	if got := code(Rules{}.Check(&s, shootAt("bw", "z"))); got != "" {
		t.Errorf("beside one friend: %q, want legal", got)
	}
}

// G39 with A40's measure [L1818]: the Bw must shoot at the enemy most in
// front of it, even when another is nearer (G40 only breaks ties); a Ps
// may be ignored for a non-Ps [L1822].
func TestShootMostInFront(t *testing.T) {
	// z straight ahead: 4.25 cm to align; n to the right front: nearer
	// (about 2 cm) but about 5.95 cm to align with.
	w := newWorld().unit("bw", 0, "Bw(O)", 60, 50, north).unit("z", 1, "Bd(O)", 60, 44, south).
		unit("n", 1, "Bd(O)", 65.9, 47.5, south)
	s := w.shooting(t)
	if got := code(Rules{}.Check(&s, shootAt("bw", "z"))); got != "" {
		t.Errorf("at the most in front: %q, want legal", got)
	}
	if got := code(Rules{}.Check(&s, shootAt("bw", "n"))); got != "target" {
		t.Errorf("at the nearer one: %q, want target [L1818]", got)
	}
	if a, b := EngageCost(base(&s, "bw").Shape, base(&s, "z").Shape), EngageCost(base(&s, "bw").Shape, base(&s, "n").Shape); !(a < b) {
		t.Errorf("EngageCost z %.3f, n %.3f: want z < n", a, b)
	}
	// The same with a Ps in front: it may be ignored for the Bd [L1822].
	w = newWorld().unit("bw", 0, "Bw(O)", 60, 50, north).unit("z", 1, "Ps(O)", 60, 44, south).
		unit("n", 1, "Bd(O)", 65.9, 47.5, south)
	s = w.shooting(t)
	for _, id := range []string{"z", "n"} {
		if got := code(Rules{}.Check(&s, shootAt("bw", id))); got != "" {
			t.Errorf("Ps in front, shooting %s: %q, want legal", id, got)
		}
	}
}

// D13 [L2100, L2118-2119, L2157], §8.4 [L1830-1836]: Bw(O) in GGo shoots
// Bd(I) with two other Bw helping: score1 = 2 + D6 + 1 (T9) + 2 (T10),
// and +1 for the (I) target when it scores more. The target's factor is
// its "when shot at" one, 4 for Bd.
func TestShootD13(t *testing.T) {
	w := newWorld().unit("l", 0, "Bw(O)", 56, 50, north).unit("bw", 0, "Bw(O)", 60, 50, north).
		unit("r", 0, "Bw(O)", 64, 50, north).unit("z", 1, "Bd(I)", 60, 44, south)
	s := w.shooting(t)
	offers := Rules{}.Offers(&s, 0, nil)
	found := false
	for _, o := range offers {
		if o.Action.Kind == KindShoot && o.Action.Args["base"] == "bw.1" {
			found = true
			if o.Disabled != "" || !has(o.Detail[0], "Bw 2 +1 (T9) +1 (T10) +1 (T10) + D6 vs Bd 4 + D6") {
				t.Errorf("offer %q %v disabled %q", o.Label, o.Detail, o.Disabled)
			}
		}
	}
	if !found {
		t.Fatalf("no offer for bw in %v", offers)
	}
	n, evs := apply(t, s, shootAt("bw", "z"), 4, 1)
	// Bw 2+4+1+2 = 9, +1 (I) = 10; Bd 4+1 = 5: lost by 5, factor 4:
	// large margin, destroyed [L2209].
	if !has(evs[0].Text, "= 9") || !has(evs[0].Text, "shooting at (I) troops") || !has(evs[0].Text, "final 10") || !has(evs[0].Text, "destroyed") {
		t.Errorf("shot event %q", evs[0].Text)
	}
	if _, ok := n.Base("z.1"); ok {
		t.Errorf("the target survived")
	}
	for _, id := range []string{"l", "bw", "r"} {
		if u, _ := n.Unit(id); u.Status[stHasShot] == 0 {
			t.Errorf("%s not marked as having shot", id)
		}
	}
	// Only the 2nd and 3rd shooters count [L1836].
	w.unit("x", 0, "Bw(O)", 52, 50, north)
	s = w.shooting(t)
	c, _ := ConfigOf(nil)
	sh, err := checkShoot(c, &s, shootAt("bw", "z"))
	if err != nil {
		t.Fatal(err)
	}
	p, _ := assessShot(c, &s, closeCombat(&s), sh)
	if got := p.tactical(); len(sh.helpers) < 2 || got != 2+1+2 {
		t.Errorf("with %v helping: %d, want 5 (2 + T9 + two T10)", sh.helpers, got)
	}
}

// D12 [L2180]: a Bw shooting a target that does not shoot back ignores a
// lower score.
func TestShootD12(t *testing.T) {
	w := newWorld().unit("bw", 0, "Bw(O)", 60, 50, north).unit("z", 1, "Bd(O)", 60, 44, south)
	s := w.shooting(t)
	n, evs := apply(t, s, shootAt("bw", "z"), 1, 6) // Bw 2+1+1 = 4, Bd 4+6 = 10
	if !has(evs[0].Text, "[L2180]") || len(evs) != 1 {
		t.Errorf("events %v", evs)
	}
	if got := base(&n, "bw").Shape.Center; !got.Near(geom.V(60, 50)) {
		t.Errorf("the Bw moved to %v", got)
	}
}

// A13 [L1824]: a targeted Bw that may shoot, with its shooter a valid
// target of its own, shoots back; the two shoot at each other and the
// loser takes the result (A54).
func TestShootReturnFire(t *testing.T) {
	w := newWorld().unit("bw", 0, "Bw(O)", 60, 50, north).unit("z", 1, "Bw(O)", 60, 44, south)
	s := w.shooting(t)
	n, evs := apply(t, s, shootAt("bw", "z"), 1, 6) // 2+1+1 = 4 against 2+1+6 = 9: lost by 5, factor 2
	if !has(evs[0].Text, "shoot at each other") || !has(evs[0].Text, "destroyed") {
		t.Errorf("event %q", evs[0].Text)
	}
	if _, ok := n.Base("bw.1"); ok {
		t.Errorf("the shooter survived a very large loss to return fire")
	}
	// A Bw that has moved more than 1 MU neither shoots nor returns fire
	// [L1795].
	u, _ := s.Unit("z")
	u.SetStatus(stMoved, 400)
	_, evs = apply(t, s, shootAt("bw", "z"), 1, 6)
	if has(evs[0].Text, "each other") || !has(evs[0].Text, "[L2180]") {
		t.Errorf("after moving 4 cm the target still shoots back: %q", evs[0].Text)
	}
	s.Active = 1
	if got := code(Rules{}.Check(&s, rules.Action{Kind: KindShoot, Side: 1, Target: "bw.1", Args: map[string]string{"base": "z.1"}})); got != "cannot-shoot" {
		t.Errorf("a Bw that moved 4 cm shooting: %q, want cannot-shoot", got)
	}
}

// E19 [L1846, L2795]: a base is shot at most once a period but stays the
// target of a Bw that has it most in front, which then cannot shoot.
func TestShootOnce(t *testing.T) {
	w := newWorld().unit("a", 0, "Bw(O)", 56, 50, north).unit("b", 0, "Bw(O)", 64, 50, north).
		unit("z", 1, "Bd(O)", 60, 44, south)
	s := w.shooting(t)
	n, _ := apply(t, s, shootAt("a", "z", "with", "none"), 3, 3)
	if got := code(Rules{}.Check(&n, shootAt("b", "z"))); got != "shot" {
		t.Errorf("shooting z again: %q, want shot (E19)", got)
	}
	if got := code(Rules{}.Check(&n, shootAt("a", "z"))); got != "cannot-shoot" {
		t.Errorf("a shooting twice: %q, want cannot-shoot", got)
	}
	c, _ := ConfigOf(nil)
	if got := shots(c, &n); len(got) != 0 {
		t.Errorf("shots left %v, want none", got)
	}
}

// §5.2 [L1316]: the shooting phase follows the moves when a Bw has a
// shot, else it is skipped, as the close combat phase is.
func TestShootPhase(t *testing.T) {
	w := newWorld().unit("bw", 0, "Bw(O)", 60, 50, north).unit("z", 1, "Bd(O)", 60, 44, south)
	s := w.ready(t, 0)
	n, _ := apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	if n.Phase != PhaseShoot {
		t.Fatalf("phase %q after the moves, want %q", n.Phase, PhaseShoot)
	}
	if got := (Rules{}).Legal(&n, 0); len(got) != 2 || got[0] != KindShoot {
		t.Errorf("Legal %v", got)
	}
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	if n.Phase != PhasePIGs || n.Active != 1 {
		t.Errorf("after shooting: phase %q, active %d", n.Phase, n.Active)
	}
	// No Bw in reach: straight to the morale check and the next period.
	w = newWorld().unit("bw", 0, "Bw(O)", 60, 60, north).unit("z", 1, "Bd(O)", 60, 20, south)
	s = w.ready(t, 0)
	n, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	if n.Phase != PhasePIGs {
		t.Errorf("no shot: phase %q, want the next period's PIGs", n.Phase)
	}
}

// G33 [L1671-1681]: the offered alignment records the slide as its path's
// last leg, so the base ends where its path does; the slide costs no
// distance.
func TestAlignRecordedPath(t *testing.T) {
	w := newWorld().unit("z", 1, "Reg Sp(O)", 60, 40, south).unit("a", 0, "Reg Sp(O)", 61, 40+1.5+3, north)
	s := w.ready(t, 6)
	var al *rules.Offer
	for _, o := range (Rules{}).Offers(&s, 0, []string{"a.1"}) {
		if o.Action.Args["align"] == "yes" {
			al = &o
		}
	}
	if al == nil || al.Disabled != "" {
		t.Fatalf("no enabled align offer: %+v", al)
	}
	if n := strings.Count(al.Label, "costs"); n != 1 {
		t.Errorf("the label %q gives the cost %d times, want once", al.Label, n)
	}
	m := al.Action.Moves[0]
	if !m.Path.End().Pos.Near(geom.V(60, 41.5)) {
		t.Errorf("the path ends at %v, want the aligned (60, 41.5)", m.Path.End().Pos)
	}
	n, _ := apply(t, s, al.Action)
	if got := base(&n, "a").Shape.Center; !got.Near(m.Path.End().Pos) {
		t.Errorf("ended at %v, its path at %v", got, m.Path.End().Pos)
	}
	if tape := (Rules{}).Measure(&s, m); tape.Move > 3+1e-6 {
		t.Errorf("Measure counts %.3f cm, want the 3 cm advance only", tape.Move)
	}
}

// TestShootElRecoil is §8.3 point 4 [L1826]: a shooter may cancel its
// shot at an enemy El that would recoil into a friend of the shooter's —
// one the El's recoil destroys [L2264]. Shots are optional ([L1803]
// "peuvent tirer"), so the shot stays legal and the offer says it may be
// cancelled, naming the friend, before the dice; the El, 4 cm deep,
// faces south at (60, 42) before a blue Bw at (60, 50), its rear edge at
// y 40; the friend stands behind it, gap cm from that edge.
func TestShootElRecoil(t *testing.T) {
	elD, psD := depthOf("El"), depthOf("Ps")
	for _, c := range []struct {
		name   string
		target string // the target's type
		side   int    // the friend's side
		gap    float64
		warn   bool
	}{
		{name: "a blue Ps 1 cm behind the El: the shot may be cancelled [L1826, L2264]", target: "Irr El(O)", gap: 1, warn: true},
		{name: "the blue Ps beyond the El's recoil (its depth)", target: "Irr El(O)", gap: elD + 0.5},
		{name: "a red Ps behind the El: the El's friend, not the shooter's", target: "Irr El(O)", side: 1, gap: 1},
		{name: "a Bd target: its recoil destroys no one [L2264]", target: "Irr Bd(O)", gap: 1},
	} {
		w := newWorld().set("el-move", "4/2/1").unit("bw", 0, "Bw(O)", 60, 50, north).
			unit("z", 1, c.target, 60, 42, south).
			unit("f", c.side, "Ps(O)", 60, 42-elD/2-c.gap-psD/2, north)
		s := w.shooting(t)
		var o rules.Offer
		for _, x := range (Rules{}).Offers(&s, 0, nil) {
			if x.Action.Kind == KindShoot {
				o = x
			}
		}
		if o.Action.Kind != KindShoot || o.Disabled != "" {
			t.Errorf("%s: shot offer %+v, want an enabled one", c.name, o)
			continue
		}
		warned := has(o.Label, "may be cancelled [L1826]") && has(o.Detail[len(o.Detail)-1], "it destroys f (Irr Ps(O))")
		if warned != c.warn {
			t.Errorf("%s: offer %q %q warns %v, want %v", c.name, o.Label, o.Detail, warned, c.warn)
		}
		if !c.warn || c.side != 0 {
			continue
		}
		// Taken anyway, the shot is made: the El loses and recoils into
		// the friend, which is destroyed.
		n, evs := apply(t, s, o.Action, 4, 3) // 9 against 7: a recoil
		lost := false
		for _, e := range evs {
			lost = lost || e.Kind == "lost" && e.Base == "f.1" && has(e.Text, "recoils into it [L2264]")
		}
		if _, ok := n.Base("f.1"); ok || !lost {
			t.Errorf("%s: events %v, want f destroyed by the El's recoil [L2264]", c.name, evs)
		}
	}
}
