package bloodblades

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// groupInto is the group ids pivoting deg degrees left or right (none
// when 0), then straight ahead to the first base met (groupToContact).
func groupInto(t testing.TB, s *rules.State, ids []string, left bool, deg float64) rules.Action {
	t.Helper()
	g, err := prepareGroup(s, GroupAboutFace(s, 0, ids))
	if err != nil {
		t.Fatalf("prepareGroup: %v", err)
	}
	a, ok := groupToContact(s, g, left, geom.Rad(deg))
	if !ok {
		t.Fatalf("the group meets nothing pivoting %v°", deg)
	}
	return a
}

// TestGroupZoc is §7.9 [L1402] for a group holding a zocced base (doc.go
// A23): it must take that base into close combat "if possible with the
// base that zocs it", and "first the move most straight ahead"; [L1697]'s
// alignment is for isolated bases only [L1697].
//
// Red Reg Sp(O) z at (65.7, 40) faces south: its front edge runs at y
// 40.75 from x 63.7 to 67.7, its ZoC below it to y 44.75. Blue Reg Ax(O)
// a at (62, 45) facing north is in it (x 63.7 to 64); g at (58, 45)
// beside it makes the group (a, g); straight ahead 3.25 cm, a's front
// meets z's. Red Sp y stands either where the group's pivot left by 60°
// on g's front-left corner puts a's front on y's ("pivot", a's right
// edge passing 1 mm short of z), or, a Bg (no ZoC [L591]; 4 cm deep) at (61.5, 40.75)
// facing south ("ahead"), across a's way to z but not across z's ZoC,
// so that every group move meets y first.
func TestGroupZoc(t *testing.T) {
	ids := []string{"a.1", "g.1"}
	for _, c := range []struct {
		name  string
		y     string // where y stands: "", "pivot", "ahead"
		move  func(t *testing.T, s *rules.State) rules.Action
		want  string
		why   string
		fight string // the enemy a fights after the move
	}{
		{name: "straight ahead into the zoccer [L1402]",
			move:  func(t *testing.T, s *rules.State) rules.Action { return GroupAhead(s, 0, ids, 3.25) },
			fight: "z.1"},
		{name: "pivot right 2° then straight ahead into the zoccer: straight ahead comes first [L1402]",
			move: func(t *testing.T, s *rules.State) rules.Action { return groupInto(t, s, ids, false, 2) },
			want: "zoc-ahead", why: "the move most straight ahead comes first"},
		{name: "a pivot into another enemy while the zoccer can be reached [L1402]", y: "pivot",
			move: func(t *testing.T, s *rules.State) rules.Action { return GroupPivot(s, 0, ids, true, geom.Rad(60)) },
			want: "zoc-zoccer", why: "close combat with z (Reg Sp(O))"},
		{name: "straight ahead into another enemy when no group move reaches the zoccer [L1402]", y: "ahead",
			move:  func(t *testing.T, s *rules.State) rules.Action { return groupInto(t, s, ids, false, 0) },
			fight: "y.1"},
		{name: "a pivot into another enemy when straight ahead engages one: straight ahead comes first [L1402]", y: "ahead",
			move: func(t *testing.T, s *rules.State) rules.Action { return groupInto(t, s, ids, false, 2) },
			want: "zoc-ahead", why: "straight ahead"},
		{name: "not into close combat: still refused [L1397-1402]",
			move: func(t *testing.T, s *rules.State) rules.Action { return GroupAhead(s, 0, ids, 2) },
			want: "zoc", why: "unless the move takes it into close combat"},
	} {
		s := groupZocWorld(t, c.y)
		if got := Zoccers(&s, base(&s, "a")); len(got) != 1 || got[0] != "z.1" || len(Zoccers(&s, base(&s, "g"))) > 0 {
			t.Fatalf("%s: a is zocced by %v, g by %v; want a by z only", c.name, got, Zoccers(&s, base(&s, "g")))
		}
		a := c.move(t, &s)
		err := Rules{}.Check(&s, a)
		if got := code(err); got != c.want || !has(msg(err), c.why) {
			t.Errorf("%s: Check = %q (%v), want %q with %q", c.name, got, err, c.want, c.why)
			continue
		}
		if c.want == "" {
			n, _ := apply(t, s, a)
			if got, _ := inCombatAt(&n, base(&n, "a"), base(&n, "a").Shape); got != c.fight {
				t.Errorf("%s: a fights %q, want %q", c.name, got, c.fight)
			}
		}
	}
}

// groupZocWorld is TestGroupZoc's world, with y where asked.
func groupZocWorld(t testing.TB, y string) rules.State {
	t.Helper()
	w := newWorld().unit("z", 1, "Reg Sp(O)", 65.7, 40, south).
		unit("a", 0, "Reg Ax(O)", 62, 45, north).unit("g", 0, "Reg Ax(O)", 58, 45, north)
	switch y {
	case "pivot":
		w.unit("y", 1, "Reg Sp(O)", 20, 20, south)
	case "ahead":
		w.unit("y", 1, "Irr Bg(O)", 61.5, 40.75, south)
	}
	s := w.ready(t, 6)
	if y == "pivot" {
		// y front to front with a where the pivot left by 60° leaves it.
		a := GroupPivot(&s, 0, []string{"a.1", "g.1"}, true, geom.Rad(60))
		ar := base(&s, "a").Shape.At(a.Moves[0].Path.End())
		yb := base(&s, "y")
		yb.Shape.Facing = ar.Facing + geom.Rad(180)
		yb.Shape.Center = ar.Center.Add(ar.Forward().Scale((ar.Depth + yb.Shape.Depth) / 2))
	}
	return s
}

// TestGroupZocOffer is the offer of the move [L1402] puts first for a
// group holding a zocced base: straight ahead into contact, named by the
// "zoc-ahead" refusal; it passes Check and ends a in close combat with
// its zoccer. TestGroupZoc's world.
func TestGroupZocOffer(t *testing.T) {
	s := groupZocWorld(t, "")
	var found []rules.Offer
	for _, o := range (Rules{}).Offers(&s, 0, []string{"a.1", "g.1"}) {
		if strings.HasPrefix(o.Label, "Advance the group of 2 1.1 MU into contact (ZoC [L1402])") {
			found = append(found, o)
		}
	}
	if len(found) != 1 || found[0].Disabled != "" {
		t.Fatalf("offers %+v, want one enabled group advance into contact", found)
	}
	n, _ := apply(t, s, found[0].Action)
	if !InCloseCombat(base(&n, "a").Shape, base(&n, "z").Shape) {
		t.Errorf("after the offer a is at %v, not in close combat with z", base(&n, "a").Shape.Center)
	}
	if err := (Rules{}).Check(&s, groupInto(t, &s, []string{"a.1", "g.1"}, false, 2)); code(err) != "zoc-ahead" || !has(msg(err), `take the offer "Advance the group of 2 1.1 MU into contact (ZoC [L1402])"`) {
		t.Errorf("zoc-ahead refusal %v does not name the offer", err)
	}
}

// TestImpetuousZoccer is [L1402] in an impetuous move: an impetuous base
// starting in an enemy's ZoC obeys its restrictions [L1398], so it goes
// into close combat with the base that zocs it when it can reach it,
// before the priorities of [L1733-1735] choose among the others.
//
// Red Reg Sp(O) z at (63, 40) faces south: its front edge runs at y
// 40.75 from x 61 to 65, its ZoC below it to y 44.75. Blue Irr Wb(O) a at
// (63, 44) facing east is in it; red Sp y at (70, 44) facing west stands
// straight ahead of it, the first enemy met (priority 1 [L1733]); z is
// reached by a pivot left then straight ahead (priority 2 [L1734]). A
// lake from y 41 to 41.6 across z's front leaves z out of reach.
func TestImpetuousZoccer(t *testing.T) {
	for _, c := range []struct {
		name, fights, aim string
		lake              bool
	}{
		{name: "the zoccer, reached by a pivot, before y straight ahead [L1402]", fights: "z.1", aim: "target z (Reg Sp(O)), zoccing it"},
		{name: "the zoccer out of reach: y straight ahead [L1402, L1733]", fights: "y.1", aim: "target y (Reg Sp(O)), reached straight ahead (priority 1", lake: true},
	} {
		w := newWorld().genNear().unit("z", 1, "Reg Sp(O)", 63, 40, south).
			unit("a", 0, "Irr Wb(O)", 63, 44, 90).unit("y", 1, "Reg Sp(O)", 70, 44, 270)
		if c.lake {
			w.rect("la", "lake", 58, 41, 68, 41.6)
		}
		s := w.ready(t, 6)
		if got := Zoccers(&s, base(&s, "a")); len(got) != 1 || got[0] != "z.1" {
			t.Fatalf("%s: a is zocced by %v, want z", c.name, got)
		}
		n, evs := endMoves(t, s)
		if got, _ := inCombatAt(&n, base(&n, "a"), base(&n, "a").Shape); got != c.fights || !has(strings.Join(evs, "|"), c.aim) {
			t.Errorf("%s: a fights %q, want %q, with %q; events %q", c.name, got, c.fights, c.aim, evs)
		}
	}
}

// TestGroupZocLeastTurn is §7.9 [L1397-1402] (A23) for a group whose
// zocced base reaches its zoccer only by turning: the group move into
// close combat that turns least comes first, offered in the panel; one
// turning more is refused, naming [L1402] and the offer. Skirmishers may
// about-face then go straight ahead [L1498]: with their zoccer behind
// them that is the move.
//
// "pivot": blue Reg Ax(O) a at (62, 45) and g at (58, 45) face north;
// red Sp(O) z at (66.5, 40) faces south-west (zocTurnWorld's): straight
// ahead passes it, a pivot right then straight ahead reaches it.
// "behind": blue a and g, both Ps(O) or both Ax(O), at (62, 45) and
// (58, 45) face south, z at (62, 40) faces south, behind them.
func TestGroupZocLeastTurn(t *testing.T) {
	ids := []string{"a.1", "g.1"}
	for _, c := range []struct {
		name   string
		troop  string
		behind bool
		prefix string // the offer's label starts so; "" for no offer
	}{
		{name: "a pivot right then straight ahead, the least turn [L1402, L1614]", troop: "Reg Ax(O)", prefix: "Engage, group of 2: pivot right"},
		{name: "skirmishers: about-face then straight ahead [L1402, L1498]", troop: "Irr Ps(O)", behind: true, prefix: "Engage, group of 2: about-face, straight ahead"},
		{name: "not skirmishers: no group move reaches z behind [L1490-1498]", troop: "Reg Ax(O)", behind: true},
	} {
		w := newWorld()
		if c.behind {
			w.unit("z", 1, "Reg Sp(O)", 62, 40, south).unit("a", 0, c.troop, 62, 45, south).unit("g", 0, c.troop, 58, 45, south)
		} else {
			w.unit("z", 1, "Reg Sp(O)", 66.5, 40, 225).unit("a", 0, c.troop, 62, 45, north).unit("g", 0, c.troop, 58, 45, north)
		}
		s := w.ready(t, 6)
		if got := Zoccers(&s, base(&s, "a")); len(got) != 1 || got[0] != "z.1" || len(Zoccers(&s, base(&s, "g"))) > 0 {
			t.Fatalf("%s: a is zocced by %v, g by %v; want a by z only", c.name, got, Zoccers(&s, base(&s, "g")))
		}
		var found []rules.Offer
		for _, o := range (Rules{}).Offers(&s, 0, ids) {
			if has(o.Label, "(ZoC [L1402])") {
				found = append(found, o)
			}
		}
		if c.prefix == "" {
			if len(found) > 0 {
				t.Errorf("%s: offers %q, want none", c.name, found[0].Label)
			}
			continue
		}
		if len(found) != 1 || !strings.HasPrefix(found[0].Label, c.prefix) || found[0].Disabled != "" {
			t.Errorf("%s: offers %+v, want one enabled %q", c.name, found, c.prefix)
			continue
		}
		n, _ := apply(t, s, found[0].Action)
		if !InCloseCombat(base(&n, "a").Shape, base(&n, "z").Shape) {
			t.Errorf("%s: after the offer a is not in close combat with z", c.name)
		}
		if c.behind {
			continue
		}
		// 3° more pivot, then straight ahead into z: it turns more.
		g, err := prepareGroup(&s, found[0].Action)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		more := groupInto(t, &s, ids, false, geom.Deg(pathTurn(g.paths[0]))+3)
		err = Rules{}.Check(&s, more)
		label := strings.SplitN(found[0].Label, " — ", 2)[0]
		if code(err) != "zoc-straightest" || !has(msg(err), "[L1402]") || !has(msg(err), `take the offer "`+label+`"`) {
			t.Errorf("%s: Check(3° more) = %v, want zoc-straightest naming [L1402] and %q", c.name, err, label)
		}
	}
}
