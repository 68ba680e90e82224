package warmaster

import (
	"fmt"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/warmaster/charge"
)

// joinedWorld is frontal() with a blue Hero (attack bonus +2) touching
// bl.2's rear and a red Hero (no bonus) touching rd.2's rear.
func joinedWorld() *world {
	w := frontal()
	w.commander("hero", 0, Hero, 8, 84, 64.25)
	w.commander("ohero", 1, Hero, 8, 84, 57.75)
	for i := range w.s.Units {
		switch w.s.Units[i].ID {
		case "hero":
			w.s.Units[i].Profile[keyAttacks] = 2
		}
	}
	return w
}

func joinAction(side int, commander, unit string) rules.Action {
	return rules.Action{Kind: KindJoin, Side: side, Target: unit, Args: map[string]string{"commander": commander}}
}

// Joining (wme.md §11.1; [L2039]): in the Commanders sub-phase a
// commander touching a friendly unit joins it when the player declares
// it, even if it is in combat; one not touching it cannot; the join is
// offered. A joined commander cannot leave a unit in combat ([L2053]); a
// commander moving out of contact leaves his unit.
func TestJoin(t *testing.T) {
	s := toOrders(t, joinedWorld().state(t))
	if got := code((Rules{}).Check(&s, joinAction(0, "hero", "bl"))); got != "phase" {
		t.Errorf("joining in the Orders sub-phase: %q, want phase", got)
	}
	s, _ = applyPure(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	if s.Phase != PhaseCommanders {
		t.Fatalf("phase %s", s.Phase)
	}
	if got := code((Rules{}).Check(&s, joinAction(0, "gen", "bl"))); got != "join-contact" {
		t.Errorf("the General, far away, joining: %q, want join-contact", got)
	}
	if got := code((Rules{}).Check(&s, joinAction(0, "hero", "rd"))); got != "join-unit" {
		t.Errorf("joining an enemy: %q, want join-unit", got)
	}
	labels, _ := offerLabels(&s, 0)
	if !strings.Contains(strings.Join(labels, "|"), "hero joins bl") {
		t.Fatalf("offers %v: want hero joins bl", labels)
	}
	n, evs := applyPure(t, s, joinAction(0, "hero", "bl"))
	contains(t, evs, "hero joins bl (WME §11.1 [L2039])")
	if got := joinedTo(mustUnit(t, &n, "hero")); got != "bl" {
		t.Fatalf("hero joined %q, want bl", got)
	}
	// bl is engaged with rd: the hero may not leave it ([L2053]).
	if got := code((Rules{}).Check(&n, step(&n, "hero", 0, 10))); got != "join-combat" {
		t.Errorf("leaving a unit in combat: %q, want join-combat", got)
	}

	// Not in combat: moving away ends the join; moving along it does not.
	s = toOrders(t, newWorld().unit("bl", 0, Infantry, 3, 80, 62, north, nil).commander("hero", 0, Hero, 8, 84, 64.25).state(t))
	s, _ = applyPure(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	s, _ = applyPure(t, s, joinAction(0, "hero", "bl"))
	n, _ = applyPure(t, s, step(&s, "hero", 3, 0))
	if got := joinedTo(mustUnit(t, &n, "hero")); got != "bl" {
		t.Errorf("after a move along the unit: joined %q, want bl", got)
	}
	n, evs = applyPure(t, n, step(&n, "hero", 0, 10))
	contains(t, evs, "hero leaves bl")
	if got := joinedTo(mustUnit(t, &n, "hero")); got != "" {
		t.Errorf("after moving away: joined %q, want none", got)
	}
}

// A13 ([L2025], [L2051]): a unit moving by order in the Command phase
// leaves its commander behind, and the join ends.
func TestJoinEndsWithACommandMove(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 3, 60, 80, north, nil).commander("hero", 0, Hero, 8, 64, 82.25)
	w.commander("gen", 0, General, 10, 64, 90)
	w.mark("hero", joinPrefix+"bl")
	s := toOrders(t, w.state(t))
	s, _ = applyPure(t, s, order(0, "gen", "bl"), 1, 1)
	n, evs := applyPure(t, s, step(&s, "bl", 0, -5))
	contains(t, evs, "bl moves away from hero, who does not move with units in the Command phase (WME §6.7 [L2025], A13)")
	if got := joinedTo(mustUnit(t, &n, "hero")); got != "" {
		t.Errorf("joined %q after the order move, want none", got)
	}
	near(t, &n, "hero.1", 64, 82.25)
}

// The attack bonus ([L2073-2075], wme.md §9.3): the joined Hero's +2 goes
// to one element of bl: 3 elements × 3 + 2 = 11 dice. A joined commander
// moves with his unit in the Combat phase ([L2027], [L2079]): the red
// Hero retreats 3 cm with rd, the blue Hero pursues 3 cm with bl.
func TestCommanderInCombat(t *testing.T) {
	w := joinedWorld().mark("hero", joinPrefix+"bl").mark("ohero", joinPrefix+"rd")
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 3, 5, 1, 4, 1, 1, 6), dd(4, 2, 1, 7))...)
	contains(t, evs, "bl attack rd: 11 dice need 4+ (+2 commander hero on 1 of 3 elements)",
		"rd attack bl: 9 dice need 4+ [4][4]", "rd retreat 3 cm", "ohero moves with rd (WME §11.1 [L2027])")
	near(t, &s, "rd.1", 88, 57)
	near(t, &s, "ohero.1", 84, 54.75)
	near(t, &s, "hero.1", 84, 64.25)
	s, evs = applyPure(t, s, choose(KindPursue, 0, "bl", "rd"))
	contains(t, evs, "hero moves with bl")
	near(t, &s, "bl.2", 84, 59) // bl.1 goes onto rd's flank (L1590), hero keeps to bl.2
	near(t, &s, "hero.1", 84, 61.25)
}

// [L2083], [L2065]: a commander is eliminated with the unit he joined;
// the General so lost routs his army (wme.md §10.2 [L2196]).
func TestCommanderLostWithHisUnit(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 1, 88, 62, north, fighters(3, 3, 0)).
		unit("rd", 1, Infantry, 1, 88, 60, south, fighters(3, 1, 0))
	w.commander("ogen", 1, General, 8, 88, 57.75)
	w.mark("ogen", joinPrefix+"rd")
	s := toCombat(t, w.state(t))
	n, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 1, 1, 2), dd(1, 3))...)
	contains(t, evs, "ogen is eliminated with rd (WME §11.1 [L2083])")
	if og := mustUnit(t, &n, "ogen"); !destroyed(og) {
		t.Fatalf("ogen has %d bases, want eliminated", len(og.Bases))
	}
	if why := routReason(&n, 1); why != routGeneral {
		t.Errorf("red rout reason %d, want routGeneral", why)
	}
}

// [L2057-2061]: an enemy unit passing through a commander who has not
// joined a unit displaces him: he joins a friendly unit within 30 cm, or
// is eliminated when there is none (the General's loss routs his army,
// [L2061], [L2196]). One who has joined is only put aside.
func TestCommanderDisplaced(t *testing.T) {
	t.Run("joins within 30 cm", func(t *testing.T) {
		w := chargeWorld()
		w.commander("ohero", 1, Hero, 8, 60, 69) // where the chargers end
		s := w.state(t)
		s, _ = applyPure(t, s, order(0, "gen", "inf"), 1, 1)
		n, evs := applyPure(t, s, chargeAction("inf", "orc"))
		contains(t, evs, "ohero is passed through by inf and displaced: he joins orc")
		if got := joinedTo(mustUnit(t, &n, "ohero")); got != "orc" {
			t.Errorf("ohero joined %q, want orc", got)
		}
		b, _ := n.Base("ohero.1")
		if enemyUnder(&n, 1, b.Shape.Center, b.Shape.Width/2) != nil {
			t.Errorf("ohero left on an enemy base at %v", b.Shape.Center)
		}
	})
	t.Run("put aside when joined", func(t *testing.T) {
		w := chargeWorld()
		w.commander("ohero", 1, Hero, 8, 60, 68.5)
		w.mark("ohero", joinPrefix+"orc")
		s := w.state(t)
		s, _ = applyPure(t, s, order(0, "gen", "inf"), 1, 1)
		n, evs := applyPure(t, s, chargeAction("inf", "orc"))
		contains(t, evs, "ohero, with orc, is put aside for inf (WME §11.1 [L2059])")
		b, _ := n.Base("ohero.1")
		if enemyUnder(&n, 1, b.Shape.Center, b.Shape.Width/2) != nil {
			t.Errorf("ohero still on an enemy base at %v", b.Shape.Center)
		}
		if got := joinedTo(mustUnit(t, &n, "ohero")); got != "orc" {
			t.Errorf("ohero joined %q, want orc", got)
		}
	})
	t.Run("eliminated", func(t *testing.T) {
		// The red General alone at (62, 52), red's only unit 40 cm away:
		// blue moves over him by order (commanders never block, [L2035]).
		w := newWorld().unit("bl", 0, Infantry, 1, 62, 60, north, nil).
			unit("rd", 1, Infantry, 1, 62, 10, south, nil)
		w.commander("gen", 0, General, 10, 62, 66)
		w.commander("ogen", 1, General, 8, 62, 52)
		s := toOrders(t, w.state(t))
		s, _ = applyPure(t, s, order(0, "gen", "bl"), 1, 1)
		n, evs := applyPure(t, s, step(&s, "bl", 0, -8))
		contains(t, evs, "ogen is passed through by bl with no friendly unit within 30 cm to join: eliminated (WME §11.1 [L2061]); the General is lost")
		if !destroyed(mustUnit(t, &n, "ogen")) {
			t.Fatal("ogen still on the table")
		}
		n, evs = applyPure(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0})
		contains(t, evs, "Red rout: their General is lost")
		if n.Phase != PhaseOver {
			t.Errorf("phase %s, want over", n.Phase)
		}
	})
}

// E30 ([L2057]): a flying commander cannot join a unit wholly inside a
// wood; with no other friend within 30 cm he is eliminated.
func TestE30DisplacedIntoAWood(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 1, 62, 60, north, nil).
		unit("rd", 1, Infantry, 1, 62, 40, south, nil).
		feature("wood", "wood", geom.V(50, 30), geom.V(75, 30), geom.V(75, 45), geom.V(50, 45))
	w.commander("gen", 0, General, 10, 62, 66)
	w.commander("ohero", 1, Hero, 8, 62, 52)
	for i := range w.s.Units {
		if w.s.Units[i].ID == "ohero" {
			w.s.Units[i].Profile[keyFly] = 1
		}
	}
	s := toOrders(t, w.state(t))
	s, _ = applyPure(t, s, order(0, "gen", "bl"), 1, 1)
	n, evs := applyPure(t, s, step(&s, "bl", 0, -8))
	contains(t, evs, "ohero is passed through by bl with no friendly unit within 30 cm to join: eliminated")

	// On foot he joins rd in the wood.
	for i := range w.s.Units {
		if w.s.Units[i].ID == "ohero" {
			delete(w.s.Units[i].Profile, keyFly)
		}
	}
	s = toOrders(t, w.state(t))
	s, _ = applyPure(t, s, order(0, "gen", "bl"), 1, 1)
	n, evs = applyPure(t, s, step(&s, "bl", 0, -8))
	contains(t, evs, "ohero is passed through by bl and displaced: he joins rd")
	if got := joinedTo(mustUnit(t, &n, "ohero")); got != "rd" {
		t.Errorf("joined %q, want rd", got)
	}
}

// [L2035-2037]: a friendly unit moving onto a commander ("au-dessus")
// puts him aside the least distance, so that it stands clear of him. bl
// ends on y 71-73 across the blue Hero's disc (radius 1.25): from y 72.75
// the least move is back to 74.25; from y 71.75 forward to 69.75, unless
// a friend stands there ("rs", y 69-71), when it is back to 74.25. A
// Hero the unit only passed over stays where he is.
func TestFriendsPutCommanderAside(t *testing.T) {
	cases := []struct {
		name    string
		heroY   float64
		wall    bool
		wantY   float64
		wantEvt string
	}{
		{"back, the nearer edge", 72.75, false, 74.25, "hero is moved 1.5 cm aside for bl (WME §11.1 [L2037])"},
		{"forward, the nearer edge", 71.75, false, 69.75, "hero is moved 2.0 cm aside for bl"},
		{"back, a friend in front", 71.75, true, 74.25, "hero is moved 2.5 cm aside for bl"},
		{"passed over only", 76, false, 76, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().unit("bl", 0, Infantry, 3, 60, 80, north, nil)
			if c.wall {
				w.unit("rs", 0, Infantry, 3, 60, 70, north, nil)
			}
			w.commander("gen", 0, General, 10, 90, 90)
			w.commander("hero", 0, Hero, 8, 64, c.heroY)
			s := toOrders(t, w.state(t))
			s, _ = applyPure(t, s, order(0, "gen", "bl"), 1, 1)
			n, evs := applyPure(t, s, step(&s, "bl", 0, -8))
			near(t, &n, "hero.1", 64, c.wantY)
			if c.wantEvt == "" {
				if strings.Contains(eventText(evs), "aside") {
					t.Errorf("events %q: the Hero was not under bl", eventText(evs))
				}
				return
			}
			contains(t, evs, c.wantEvt)
			hb, _ := n.Base("hero.1")
			for _, id := range []string{"bl.1", "bl.2", "bl.3"} {
				if b, _ := n.Base(id); discOverlaps(hb.Shape.Center, 1.25, b.Shape) {
					t.Errorf("hero still under %s", id)
				}
			}
		})
	}
}

// [L2057]: a displaced commander joins a friendly unit within 30 cm "mais
// pas forcément la plus proche": with orc and near both in reach, the
// red Hero waits for Red's choice, and nothing else may be done until it
// is made; the unit must be one of those offered, and he is placed
// beside it, clear of the enemy.
func TestDisplacedCommanderChooses(t *testing.T) {
	w := chargeWorld().unit("close", 1, Infantry, 3, 40, 60, south, nil)
	w.commander("ohero", 1, Hero, 8, 60, 69) // where the chargers end
	s := w.state(t)
	s, _ = applyPure(t, s, order(0, "gen", "inf"), 1, 1)
	n, evs := applyPure(t, s, chargeAction("inf", "orc"))
	contains(t, evs, "ohero is passed through by inf and displaced: Red chooses which unit he joins, orc, close (WME §11.1 [L2057])")
	if got := joinedTo(mustUnit(t, &n, "ohero")); got != "" {
		t.Fatalf("ohero joined %q before Red chose", got)
	}
	if got := (Rules{}).Legal(&n, 0); strings.Join(got, ",") != KindJoin {
		t.Errorf("Legal for Blue: %v, want only join", got)
	}
	labels, _ := offerLabels(&n, 0)
	if got := strings.Join(labels, "|"); !strings.HasPrefix(got, "ohero, displaced, joins orc (") || !strings.Contains(got, "|ohero, displaced, joins close (") {
		t.Errorf("offers %q: want the joins of orc then close", got)
	}
	refusals := []struct {
		name string
		a    rules.Action
		want string
	}{
		{"Blue plays on", rules.Action{Kind: rules.KindEndPhase, Side: 0}, "displaced"},
		{"Blue chooses for him", rules.Action{Kind: KindJoin, Side: 0, Target: "close", Args: map[string]string{"commander": "ohero"}}, "not-yours"},
		{"a unit beyond 30 cm", joinAction(1, "ohero", "far"), "join-unit"},
	}
	for _, r := range refusals {
		if got := code((Rules{}).Check(&n, r.a)); got != r.want {
			t.Errorf("%s: %q, want %q", r.name, got, r.want)
		}
	}
	n, evs = applyPure(t, n, joinAction(1, "ohero", "close"))
	contains(t, evs, "ohero, displaced, joins close (WME §11.1 [L2057])")
	if got := joinedTo(mustUnit(t, &n, "ohero")); got != "close" {
		t.Errorf("ohero joined %q, want close", got)
	}
	hb, _ := n.Base("ohero.1")
	if enemyUnder(&n, 1, hb.Shape.Center, 1.25) != nil || !discTouches(&n, hb, mustUnit(t, &n, "close")) {
		t.Errorf("ohero at %v: want beside close, clear of the enemy", hb.Shape.Center)
	}
	if err := (Rules{}).Check(&n, rules.Action{Kind: rules.KindEndPhase, Side: 0}); err != nil {
		t.Errorf("after the choice Blue plays on: %v", err)
	}
}

// [L2027], [L2031]: in his own move a commander treats terrain as
// infantry, or as his mount's type: on foot he crosses a wood but not a
// river, on a monster not a wood either, flying over both ([L2177]).
// From (40, 80) to (40, 60) across a band of terrain on y 68-72.
func TestCommanderMoveTerrain(t *testing.T) {
	cases := []struct {
		name  string
		kind  string
		mount string
		want  string
	}{
		{"on foot through a wood", "wood", "", ""},
		{"on foot across a river", "river", "", "terrain"},
		{"on a monster through a wood", "wood", keyMountMonster, "terrain"},
		{"on a chariot over a hedge", "hedge", keyMountChariot, "terrain"},
		{"flying over a river", "river", keyFly, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().feature("band", c.kind, geom.V(20, 68), geom.V(60, 68), geom.V(60, 72), geom.V(20, 72))
			w.commander("hero", 0, Hero, 8, 40, 80)
			if c.mount != "" {
				w.setProfile("hero", map[string]float64{c.mount: 1})
			}
			s := toOrders(t, w.state(t))
			s, _ = applyPure(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
			if got := code((Rules{}).Check(&s, step(&s, "hero", 0, -20))); got != c.want {
				t.Errorf("the move: %q, want %q", got, c.want)
			}
		})
	}
}

// Passing through a commander is judged along the enemy bases' paths
// ([L2057]: "un commandant qui est traversé par une unité ennemie est
// déplacé"; passing.go): a base that crosses his disc during its move
// displaces him though it ends beyond him, along the path the action
// gives (a dog-leg around him does not, the straight line to the same end
// would), the charge solver's, or a drive back's straight one ([L1215]);
// a flyer flying over him does not, as flyers ignore every unit when they
// fly ([L2145]); one who has joined a unit is only put aside, and only
// when a base ends on him ([L2059]).
func TestCommanderPassedThroughOnTheWay(t *testing.T) {
	type play struct {
		a    func(s *rules.State) rules.Action
		dice []int
	}
	fixed := func(a rules.Action) func(*rules.State) rules.Action {
		return func(*rules.State) rules.Action { return a }
	}
	// byOrder: blue bl (one element at (62, 60) facing north, flying if
	// fly) and a red Hero at (62, 54), the only red unit 40 cm away; bl
	// moves to y 48, across him.
	byOrder := func(fly bool) *world {
		profile := map[string]float64{}
		if fly {
			profile[keyFly] = 1
		}
		w := newWorld().unit("bl", 0, Infantry, 1, 62, 60, north, profile).
			unit("rd", 1, Infantry, 1, 62, 10, south, nil)
		w.commander("gen", 0, General, 10, 62, 66)
		return w.commander("ohero", 1, Hero, 8, 62, 54)
	}
	path := func(pts ...geom.Vec) func(s *rules.State) rules.Action {
		return func(s *rules.State) rules.Action {
			b, _ := s.Base("bl.1")
			p := geom.Path{b.Shape.Pose()}
			for _, q := range pts {
				p = append(p, geom.Pose{Pos: q, Facing: b.Shape.Facing})
			}
			return rules.Action{Kind: rules.KindMove, Side: 0, Moves: []rules.Move{{Base: "bl.1", Path: p}}}
		}
	}
	ordered := []play{{fixed(order(0, "gen", "bl")), []int{1, 1}}}
	// shotAt: four crossbowmen shoot red orc; a blue Hero stands at
	// (78, 54), behind the orcs, where their 9 cm drive back passes and
	// does not end (they end on y 50-52).
	shotAt := func(joined bool) *world {
		w := newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, xbow(1)).
			unit("orc", 1, Infantry, 3, 84, 60, south, orcs(0)).
			commander("hero", 0, Hero, 8, 78, 54)
		if joined {
			w.mark("hero", joinPrefix+"xb")
		}
		return w
	}
	shootAndDrive := []play{{fixed(shoot("xb", "orc")), []int{4, 4, 1, 1}}, {fixed(endPhaseBlue), []int{3, 6}}}
	tests := []struct {
		name     string
		w        *world
		toShoot  bool
		plays    []play
		who      string   // the commander
		want     string   // in the events; "" for none about him
		at       geom.Vec // where he stands after, when not displaced
		joinedTo string
	}{
		{"a move by order through him, ending beyond", byOrder(false), false,
			append(ordered, play{func(s *rules.State) rules.Action { return step(s, "bl", 0, -12) }, nil}), "ohero",
			"ohero is passed through by bl with no friendly unit within 30 cm to join: eliminated (WME §11.1 [L2061])", geom.Vec{}, ""},
		{"a dog-leg around him", byOrder(false), false,
			append(ordered, play{path(geom.V(68, 60), geom.V(68, 48)), nil}), "ohero", "", geom.V(62, 54), ""},
		{"the straight line to the same end crosses him", byOrder(false), false,
			append(ordered, play{path(geom.V(68, 48)), nil}), "ohero", "ohero is passed through by bl", geom.Vec{}, ""},
		{"a flyer flying over him", byOrder(true), false,
			append(ordered, play{path(geom.V(62, 48)), nil}), "ohero", "", geom.V(62, 54), ""},
		{"a drive back through him", shotAt(false), true, shootAndDrive, "hero",
			"hero is passed through by orc and displaced: he joins xb", geom.Vec{}, "xb"},
		{"a drive back through him, joined: stays", shotAt(true), true, shootAndDrive, "hero", "", geom.V(78, 54), "xb"},
		{"a charge through him", chargeWorld().commander("ohero", 1, Hero, 8, 64, 74), false,
			[]play{{fixed(order(0, "gen", "inf")), []int{1, 1}}, {fixed(chargeAction("inf", "orc")), nil}}, "ohero",
			"ohero is passed through by inf and displaced: he joins orc", geom.Vec{}, "orc"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := tc.w.state(t)
			if tc.toShoot {
				s = toShooting(t, s)
			} else {
				s = toOrders(t, s)
			}
			var evs []rules.Event
			for _, p := range tc.plays {
				var more []rules.Event
				s, more = applyPure(t, s, p.a(&s), p.dice...)
				evs = append(evs, more...)
			}
			c := mustUnit(t, &s, tc.who)
			if tc.want != "" {
				contains(t, evs, tc.want)
			} else {
				for _, e := range evs {
					if e.Unit == tc.who && e.Kind != "join" {
						t.Errorf("event about %s: %q, want none", tc.who, e.Text)
					}
				}
				near(t, &s, tc.who+".1", tc.at.X, tc.at.Y)
			}
			if got := joinedTo(c); got != tc.joinedTo {
				t.Errorf("%s joined %q, want %q", tc.who, got, tc.joinedTo)
			}
		})
	}
}

// The paths a commander is judged against (passing.go, [L2057]): a
// charge's are the charge solver's placement the bases took (inf.2 and
// inf.3 come in by a dog-leg, [L778-798]), a pursuit's its plan's, and a
// move the rules make in a straight line, its start and end.
func TestBasePaths(t *testing.T) {
	s := toOrders(t, chargeWorld().state(t))
	s, _ = applyPure(t, s, order(0, "gen", "inf"), 1, 1)
	a := chargeAction("inf", "orc")
	n, _ := applyPure(t, s, a)
	ps, err := charge.Solve(chargeInput(&s, mustUnit(t, &s, "inf"), mustUnit(t, &s, "orc"), a))
	if err != nil {
		t.Fatal(err)
	}
	got := basePaths(&s, &n, a, movedBases(&s, &n))
	for _, id := range []string{"inf.1", "inf.2", "inf.3"} {
		if want := ps[0].Paths[id]; fmt.Sprint(got[id]) != fmt.Sprint(want) {
			t.Errorf("charge: %s's path %v, want the solver's %v", id, got[id], want)
		}
	}
	if len(got["inf.2"]) < 3 {
		t.Errorf("charge: inf.2's path %v, want the solver's dog-leg", got["inf.2"])
	}

	s = pursuedWorld(t)
	a = choose(KindPursue, 0, "bl", "rd")
	n, _ = applyPure(t, s, a)
	p, err := planPursuit(&s, mustUnit(t, &s, "bl"), "rd")
	if err != nil {
		t.Fatal(err)
	}
	got = basePaths(&s, &n, a, movedBases(&s, &n))
	for _, id := range []string{"bl.1", "bl.2"} {
		if fmt.Sprint(got[id]) != fmt.Sprint(p.paths[id]) {
			t.Errorf("pursuit: %s's path %v, want the plan's %v", id, got[id], p.paths[id])
		}
	}
	if _, ok := got["rd.1"]; ok {
		t.Errorf("pursuit: rd.1, which did not move, has a path")
	}

	// The retreat of pursuedWorld's fight: rd 8 cm straight back ([L1492]).
	before := toCombat(t, newWorld().unit("bl", 0, Infantry, 2, 80, 62, north, fighters(3, 9, 0)).
		unit("bs", 0, Infantry, 2, 80, 64, north, fighters(3, 9, 0)).
		unit("rd", 1, Infantry, 1, 82, 60, south, fighters(3, 9, 0)).state(t))
	a = fight(0, "rd")
	s, _ = applyPure(t, before, a, cat(dd(6, 6), dd(1, 3))...)
	got = basePaths(&before, &s, a, movedBases(&before, &s))
	want := geom.Path{{Pos: geom.V(82, 60), Facing: south}, {Pos: geom.V(82, 52), Facing: south}}
	if fmt.Sprint(got["rd.1"]) != fmt.Sprint(want) || len(got) != 1 {
		t.Errorf("retreat: paths %v, want rd.1's straight 8 cm back %v", got, want)
	}
}

// A commander placed by his unit is placed on the table ([L2051]: where
// he stands with it does not matter): beside a unit against the table
// edge, from a point off it, he goes where his disc lies on the table;
// with no such place, on the unit's first base, moved in from the edge.
func TestCommanderStaysOnTheTable(t *testing.T) {
	s := newWorld().unit("bl", 0, Infantry, 1, 10, 1, north, nil).state(t) // y 0-2, on the edge
	u := mustUnit(t, &s, "bl")
	for _, from := range []geom.Vec{geom.V(10, -1), geom.V(10, 0.5), geom.V(7, 1)} {
		p := besideUnit(&s, u, from, 1.25)
		if !s.Table.OnTable(geom.Rect{Center: p, Width: 2.5, Depth: 2.5}) {
			t.Errorf("besideUnit from %v = %v: off the table", from, p)
		}
	}
	if got, want := onTable(&s, geom.V(10, 1), 1.25), geom.V(10, 1.25); !got.Near(want) {
		t.Errorf("onTable((10, 1)) = %v, want %v", got, want)
	}
	if got, want := onTable(&s, geom.V(179.5, 119.5), 1.25), geom.V(178.75, 118.75); !got.Near(want) {
		t.Errorf("onTable((179.5, 119.5)) = %v, want %v", got, want)
	}
}
