package bloodblades

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// preWorld is the test world with the pre-battle sequence: blue (side 0,
// aggression 3) deploys in the bottom 6 MU of the table, red (side 1,
// aggression 1) in the top 6 MU (A9: the scenario's zones).
func preWorld() *world {
	w := newWorld().set(SetDeployment, DeployPreBattle).set(SetAggression+"blue", "3").set(SetAggression+"red", "1")
	w.s.Sides[0].Deployment = geom.Polygon{geom.V(0, 57), geom.V(120, 57), geom.V(120, 75), geom.V(0, 75)}
	w.s.Sides[1].Deployment = geom.Polygon{geom.V(0, 0), geom.V(120, 0), geom.V(120, 18), geom.V(0, 18)}
	return w
}

func roll(kind string, side int) rules.Action { return rules.Action{Kind: kind, Side: side} }

func end(side int) rules.Action { return rules.Action{Kind: rules.KindEndPhase, Side: side} }

// place moves base id's centre to (x, y), keeping its facing.
func place(s *rules.State, id string, x, y float64) rules.Action {
	b := base(s, id)
	from := b.Shape.Pose()
	return rules.Action{Kind: rules.KindMove, Side: b.Side, Moves: []rules.Move{{Base: b.ID,
		Path: geom.Path{from, {Pos: geom.V(x, y), Facing: from.Facing}}}}}
}

// rollInvaders plays S1 with the given faces, blue then red, two by two.
func rollInvaders(t *testing.T, s rules.State, faces ...int) (rules.State, []rules.Event) {
	t.Helper()
	var all []rules.Event
	for _, f := range faces {
		var evs []rules.Event
		s, evs = apply(t, s, roll(KindRollInvader, s.Active), f)
		all = append(all, evs...)
	}
	return s, all
}

// S1 [L707]: each player rolls D6 + aggression (blue 3, red 1); the higher
// total invades; a tie rolls again until it is broken.
func TestInvaderRoll(t *testing.T) {
	cases := []struct {
		name    string
		faces   []int // blue, red, blue, red, ...
		invader int
		rolls   int // "roll" events
	}{
		{"blue 2+3 = 5 against red 5+1 = 6: red invades [L707]", []int{2, 5}, 1, 2},
		{"blue 4+3 = 7 against red 3+1 = 4: blue invades [L707]", []int{4, 3}, 0, 2},
		{"6 against 6, a tie, then 1+3 against 1+1: reroll, blue invades [L707]", []int{3, 5, 1, 1}, 0, 4},
		{"two ties then red 6+1 = 7 against blue 1+3 = 4 [L707]", []int{1, 3, 2, 4, 1, 6}, 1, 6},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := preWorld().state(t)
			if s.Phase != PhaseInvader || s.Turn != 0 || s.Active != 0 {
				t.Fatalf("after Setup: phase %q turn %d active %d, want invader 0 0", s.Phase, s.Turn, s.Active)
			}
			n, evs := rollInvaders(t, s, c.faces...)
			if inv, ok := Invader(&n); !ok || inv != c.invader {
				t.Errorf("Invader = %d %v, want %d", inv, ok, c.invader)
			}
			rolls := 0
			for _, e := range evs {
				if e.Kind == "roll" {
					rolls++
					if len(e.Rolls) != 1 || e.Rolls[0].Sides != 6 {
						t.Errorf("roll event %q has dice %v, want one D6", e.Text, e.Rolls)
					}
				}
			}
			if rolls != c.rolls {
				t.Errorf("%d roll events, want %d", rolls, c.rolls)
			}
			// No baggage in this world: on to the deployment-order roll [L713-715].
			if n.Phase != PhaseDeployOrder {
				t.Errorf("phase %q after S1, want %s", n.Phase, PhaseDeployOrder)
			}
		})
	}
}

// The tie is announced and both roll again, blue first [L707].
func TestInvaderTieRerolls(t *testing.T) {
	s := preWorld().state(t)
	n, evs := rollInvaders(t, s, 3, 5) // 6 against 6
	if n.Phase != PhaseInvader || n.Active != 0 {
		t.Fatalf("after a tie: phase %q active %d, want invader 0", n.Phase, n.Active)
	}
	if _, ok := Invader(&n); ok {
		t.Errorf("an invader after a tie")
	}
	if last := evs[len(evs)-1].Text; !has(last, "tie at 6") || !has(last, "[L707]") {
		t.Errorf("last event %q, want the tie at 6 and [L707]", last)
	}
	if err := (Rules{}).Check(&n, roll(KindRollInvader, 1)); code(err) != "turn" {
		t.Errorf("red rolling first after the tie: %v, want turn", err)
	}
}

// S5 [L715]: 2 to 10 in all, the invader deploys second and plays first;
// 11 or 12, he chooses, either way; the first deployer places his army,
// then the other [L719]; turn 1 starts with the player who deploys second
// [L721], and the turn number goes up when he starts again [L1301].
func TestDeployOrder(t *testing.T) {
	cases := []struct {
		name        string
		invFaces    []int // S1: blue then red
		orderFaces  []int // S5: blue then red
		choice      string
		firstDeploy int
		firstPlay   int
	}{
		{"blue invades, 4+6 = 10: blue deploys second, plays first", []int{4, 3}, []int{4, 6}, "", 1, 0},
		{"red invades, 6+4 = 10: red deploys second, plays first", []int{1, 6}, []int{6, 4}, "", 0, 1},
		{"blue invades, 2+1 = 3: blue deploys second, plays first", []int{4, 3}, []int{2, 1}, "", 1, 0},
		{"blue invades, 5+6 = 11, chooses to deploy first: plays second", []int{4, 3}, []int{5, 6}, KindDeployFirst, 0, 1},
		{"blue invades, 6+6 = 12, deploys second: plays first", []int{4, 3}, []int{6, 6}, KindDeploySecond, 1, 0},
		{"red invades, 6+5 = 11, chooses to deploy first: plays second", []int{1, 6}, []int{6, 5}, KindDeployFirst, 1, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, _ := rollInvaders(t, preWorld().state(t), c.invFaces...)
			inv, _ := Invader(&s)
			s, _ = apply(t, s, roll(KindRollDeployOrder, 0), c.orderFaces[0])
			s, _ = apply(t, s, roll(KindRollDeployOrder, 1), c.orderFaces[1])
			if c.choice != "" {
				if s.Phase != PhaseDeployChoice || s.Active != inv {
					t.Fatalf("sum %d: phase %q active %d, want the invader %d choosing", c.orderFaces[0]+c.orderFaces[1], s.Phase, s.Active, inv)
				}
				if err := (Rules{}).Check(&s, roll(c.choice, 1-inv)); code(err) != "turn" {
					t.Errorf("the invaded player choosing: %v, want turn", err)
				}
				s, _ = apply(t, s, roll(c.choice, inv))
			}
			if s.Phase != PhaseDeploy || s.Active != c.firstDeploy {
				t.Fatalf("phase %q active %d, want %s deploying first", s.Phase, s.Active, s.Sides[c.firstDeploy].ID)
			}
			s, _ = apply(t, s, end(c.firstDeploy))
			if s.Phase != PhaseDeploy || s.Active != 1-c.firstDeploy || s.Turn != 0 {
				t.Fatalf("after the first deployment: phase %q active %d turn %d, want the other deploying", s.Phase, s.Active, s.Turn)
			}
			s, evs := apply(t, s, end(1-c.firstDeploy))
			if s.Phase != PhasePIGs || s.Turn != 1 || s.Active != c.firstPlay {
				t.Fatalf("turn 1: phase %q turn %d active %d, want pigs 1 %d", s.Phase, s.Turn, s.Active, c.firstPlay)
			}
			if last := evs[len(evs)-1].Text; !has(last, "turn 1") || !has(last, s.Sides[c.firstPlay].Name+" plays first") {
				t.Errorf("event %q, want turn 1 with %s playing first", last, s.Sides[c.firstPlay].Name)
			}
			// A whole turn: the first player's period, then the other's, then turn 2.
			for i, want := range []struct{ turn, active int }{{1, 1 - c.firstPlay}, {2, c.firstPlay}} {
				s, _ = apply(t, s, roll(KindRollPIGs, s.Active), 3)
				s, _ = apply(t, s, end(s.Active))
				if s.Turn != want.turn || s.Active != want.active {
					t.Errorf("after period %d: turn %d active %d, want %d %d", i+1, s.Turn, s.Active, want.turn, want.active)
				}
			}
		})
	}
}

// deployState is w's S7 with blue deploying second: blue invades (4+3
// against 3+1), the baggage stays where it is, the order dice make 10 and
// red deploys as placed.
func deployState(t *testing.T, w *world) rules.State {
	t.Helper()
	s, _ := rollInvaders(t, w.state(t), 4, 3)
	for s.Phase == PhaseBaggage {
		s, _ = apply(t, s, end(s.Active))
	}
	s, _ = apply(t, s, roll(KindRollDeployOrder, 0), 4)
	s, _ = apply(t, s, roll(KindRollDeployOrder, 1), 6)
	s, _ = apply(t, s, end(1)) // red deploys first; nothing to change
	if s.Phase != PhaseDeploy || s.Active != 0 {
		t.Fatalf("phase %q active %d, want blue deploying", s.Phase, s.Active)
	}
	return s
}

// S7 [L719]: a player places his own bases wherever he likes in his zone
// (A9: the scenario's), free of movement allowance; every other placement
// is refused with its rule.
func TestDeploymentPlacement(t *testing.T) {
	w := preWorld().
		unit("cv", 0, "Reg Cv(O)", 60, 70, north).
		unit("ax", 0, "Reg Ax(O)", 70, 70, north).
		unit("bg", 0, "Irr Bg(O)", 100, 70, north).
		unit("foe", 1, "Irr Ax(I)", 60, 10, south).
		rect("lake", "lake", 20, 60, 30, 70)
	cases := []struct {
		name string
		act  func(s *rules.State) rules.Action
		code string
		rule string
	}{
		{"anywhere in the zone, 30 cm away: free of allowance [L719]", func(s *rules.State) rules.Action { return place(s, "cv", 100, 60) }, "", ""},
		{"turned about, in the zone [L719]", func(s *rules.State) rules.Action {
			a := place(s, "cv", 60, 65)
			a.Moves[0].Path[1].Facing += geom.Rad(180)
			return a
		}, "", ""},
		{"out of the zone (it ends at y = 57) [L719], A9", func(s *rules.State) rules.Action { return place(s, "cv", 60, 50) }, "zone", "[L719]"},
		{"straddling the zone's edge [L719], A9", func(s *rules.State) rules.Action { return place(s, "cv", 60, 57.5) }, "zone", "A9"},
		{"off the table [L719]", func(s *rules.State) rules.Action { return place(s, "cv", 119, 70) }, "off-table", "[L719]"},
		{"on a friend [L719]", func(s *rules.State) rules.Action { return place(s, "cv", 70, 70.5) }, "overlap", "[L719]"},
		{"in a lake, impassable [L854]", func(s *rules.State) rules.Action { return place(s, "cv", 28, 65) }, "terrain", "[L854, L882]"},
		{"the enemy's base [L719]", func(s *rules.State) rules.Action {
			a := place(s, "foe", 60, 12)
			a.Side = 0
			return a
		}, "not-yours", "[L719]"},
		{"the baggage, deployed at S4 [L713]", func(s *rules.State) rules.Action { return place(s, "bg", 90, 70) }, "baggage", "[L713]"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := deployState(t, w)
			a := c.act(&s)
			err := Rules{}.Check(&s, a)
			if code(err) != c.code || !has(msg(err), c.rule) {
				t.Fatalf("Check = %v, want code %q citing %q", err, c.code, c.rule)
			}
			if err != nil {
				return
			}
			n, evs := apply(t, s, a)
			if b := base(&n, "cv"); !b.Shape.Center.Near(a.Moves[0].Path.End().Pos) {
				t.Errorf("cv at %v, want %v", b.Shape.Center, a.Moves[0].Path.End().Pos)
			}
			if u, _ := n.Unit("cv"); n.Used["cv.1"] != 0 || u.Status[stMoved] != 0 || u.Status[stTactical] != 0 {
				t.Errorf("deploying used %v cm: it is not a move", n.Used["cv.1"])
			}
			if len(evs) != 1 || evs[0].Kind != "deployed" {
				t.Errorf("events %v, want one \"deployed\"", evs)
			}
			if tape := (Rules{}).Measure(&s, a.Moves[0]); tape.Allowance != 0 {
				t.Errorf("Measure allowance %g while deploying, want 0 (none)", tape.Allowance)
			}
		})
	}
}

// A deployment may not touch the enemy: close combat begins with a move
// [L1669] (the reading of doc.go, for zones that meet or none at all).
func TestDeploymentEnemyContact(t *testing.T) {
	w := newWorld().set(SetDeployment, DeployPreBattle).set(SetAggression+"blue", "3").set(SetAggression+"red", "1").
		unit("cv", 0, "Reg Cv(O)", 60, 70, north).
		unit("foe", 1, "Irr Ax(I)", 60, 30, south)
	s := deployState(t, w) // no zones: anywhere on the table (A9)
	if err := (Rules{}).Check(&s, place(&s, "cv", 60, 32.5)); code(err) != "contact" || !has(msg(err), "[L1669]") {
		t.Errorf("front to front with the enemy: %v, want contact [L1669]", err)
	}
	if err := (Rules{}).Check(&s, place(&s, "cv", 60, 40)); err != nil {
		t.Errorf("without zones, 10 cm from the enemy: %v, want allowed (A9)", err)
	}
}

// End deployment is refused while a base stands outside the zone, naming
// it and the rule; once it is in, the deployment ends [L719].
func TestEndDeployment(t *testing.T) {
	w := preWorld().unit("cv", 0, "Reg Cv(O)", 60, 40, north)
	s := deployState(t, w)
	err := Rules{}.Check(&s, end(0))
	if code(err) != "zone" || !has(msg(err), "cv") || !has(msg(err), "[L719]") {
		t.Fatalf("End deployment with cv out of the zone: %v, want zone naming cv and [L719]", err)
	}
	s, _ = apply(t, s, place(&s, "cv", 60, 65))
	s, _ = apply(t, s, end(0))
	if s.Phase != PhasePIGs || s.Turn != 1 || s.Active != 0 {
		t.Errorf("after both deployments: phase %q turn %d active %d, want pigs 1 blue", s.Phase, s.Turn, s.Active)
	}
}

// S4 [L713]: the invaded player deploys his baggage, then the invader;
// only baggage moves then; a side without baggage is passed.
func TestBaggageDeployment(t *testing.T) {
	w := preWorld().
		unit("bg", 0, "Irr Bg(O)", 100, 70, north).
		unit("cv", 0, "Reg Cv(O)", 60, 70, north).
		unit("obg", 1, "Irr Bg(O)", 100, 5, south)
	s, _ := rollInvaders(t, w.state(t), 1, 6) // red invades: blue's baggage first
	if s.Phase != PhaseBaggage || s.Active != 0 {
		t.Fatalf("after S1: phase %q active %d, want blue's baggage", s.Phase, s.Active)
	}
	if err := (Rules{}).Check(&s, place(&s, "cv", 60, 65)); code(err) != "baggage" || !has(msg(err), "[L713]") {
		t.Errorf("moving Cv with the baggage: %v, want baggage [L713]", err)
	}
	if err := (Rules{}).Check(&s, place(&s, "bg", 100, 50)); code(err) != "zone" {
		t.Errorf("baggage out of the zone: %v, want zone", err)
	}
	s, _ = apply(t, s, place(&s, "bg", 90, 70))
	s, _ = apply(t, s, end(0))
	if s.Phase != PhaseBaggage || s.Active != 1 {
		t.Fatalf("after blue's baggage: phase %q active %d, want red's", s.Phase, s.Active)
	}
	s, _ = apply(t, s, end(1))
	if s.Phase != PhaseDeployOrder {
		t.Errorf("after both baggages: phase %q, want %s", s.Phase, PhaseDeployOrder)
	}

	// Only blue has baggage and blue invades: blue's after red's none.
	s, _ = rollInvaders(t, preWorld().unit("bg", 0, "Irr Bg(O)", 100, 70, north).state(t), 4, 3)
	if s.Phase != PhaseBaggage || s.Active != 0 {
		t.Errorf("red has no baggage: phase %q active %d, want blue's baggage", s.Phase, s.Active)
	}
}

// Before turn 1 only the step's actions are allowed [L699-721]; after it
// the pre-battle actions are refused.
func TestPreBattlePhases(t *testing.T) {
	s := preWorld().unit("cv", 0, "Reg Cv(O)", 60, 70, north).state(t)
	for _, a := range []rules.Action{roll(KindRollPIGs, 0), place(&s, "cv", 60, 65), end(0), roll(KindDeployFirst, 0)} {
		if err := (Rules{}).Check(&s, a); code(err) != "phase" || !has(msg(err), "[L707]") {
			t.Errorf("%s in S1: %v, want phase [L707]", a, err)
		}
	}
	if got := (Rules{}).Legal(&s, 0); len(got) != 1 || got[0] != KindRollInvader {
		t.Errorf("Legal in S1 = %v, want [%s]", got, KindRollInvader)
	}
	battle := newWorld().state(t)
	if err := (Rules{}).Check(&battle, roll(KindRollInvader, 0)); code(err) != "phase" {
		t.Errorf("roll-invader in a battle: %v, want phase", err)
	}
}

// The offers name each step: the roll with the army's aggression, the
// invader's choice, the end of deployment.
func TestPreBattleOffers(t *testing.T) {
	s := preWorld().state(t)
	labels := func(s *rules.State) string {
		var out []string
		for _, o := range (Rules{}).Offers(s, s.Active, nil) {
			if o.Disabled != "" {
				t.Errorf("offer %q disabled: %s", o.Label, o.Disabled)
			}
			out = append(out, o.Label)
		}
		return strings.Join(out, " | ")
	}
	steps := []struct {
		want string
		act  rules.Action
		dice []int
	}{
		{"Roll for the invader — D6 + aggression 3", roll(KindRollInvader, 0), []int{4}},
		{"Roll for the invader — D6 + aggression 1", roll(KindRollInvader, 1), []int{2}},
		{"Roll for the deployment order — D6", roll(KindRollDeployOrder, 0), []int{6}},
		{"Roll for the deployment order — D6", roll(KindRollDeployOrder, 1), []int{6}},
		{"Deploy first and play second | Deploy second and play first", roll(KindDeployFirst, 0), nil},
		{"End deployment", end(0), nil},
		{"End deployment", end(1), nil},
		{"Roll PIGs — AD (Reg C-in-C)", rules.Action{}, nil},
	}
	for _, st := range steps {
		if got := labels(&s); got != st.want {
			t.Fatalf("offers %q, want %q", got, st.want)
		}
		if st.act.Kind != "" {
			s, _ = apply(t, s, st.act, st.dice...)
		}
	}
}

// Settings: the deployment mode and the aggression factors 0-4 [L1227],
// one per army for the pre-battle sequence [L707]; as placed by default.
func TestPreBattleSettings(t *testing.T) {
	cases := []struct {
		name string
		w    *world
		want string
	}{
		{"an unknown mode", newWorld().set(SetDeployment, "secret"), `"secret"`},
		{"aggression 5", newWorld().set(SetAggression+"blue", "5"), "[L1227]"},
		{"aggression of no army", newWorld().set(SetAggression+"green", "2"), "names no army"},
		{"pre-battle without red's aggression", newWorld().set(SetDeployment, DeployPreBattle).set(SetAggression+"blue", "2"), "aggression-red"},
	}
	for _, c := range cases {
		s := c.w.s.Clone()
		if err := (Rules{}).Setup(&s); err == nil || !has(err.Error(), c.want) {
			t.Errorf("%s: Setup = %v, want an error with %q", c.name, err, c.want)
		}
	}
	s := newWorld().set(SetAggression+"blue", "2").state(t)
	if s.Phase != PhasePIGs || s.Turn != 1 || s.Active != 0 {
		t.Errorf("as placed: phase %q turn %d active %d, want the battle at once", s.Phase, s.Turn, s.Active)
	}
}

// [L1539]: a broken column may not be deployed. It is one only after a
// voluntary move; bases deployed in a bent file — the head turned 30° on
// its rear-right corner, the follower's front-right corner still on it — are
// neither a column nor a group (G19, G23), so they cannot be ordered as
// one.
func TestDeployedBentFileIsNoColumn(t *testing.T) {
	w := preWorld().
		unit("a", 0, "Reg Cv(O)", 60, 62, north).
		unit("b", 0, "Reg Cv(O)", 60, 65, north)
	s := deployState(t, w)
	if _, ok := Column(&s, []string{"a.1", "b.1"}); !ok {
		t.Fatalf("a and b do not start as a column")
	}
	a := base(&s, "a")
	from := a.Shape.Pose()
	turn := geom.Rad(30)
	to := geom.Pose{Pos: from.Pos.RotateAbout(a.Shape.CornerAt(geom.RR), turn), Facing: from.Facing + turn}
	s, _ = apply(t, s, rules.Action{Kind: rules.KindMove, Side: 0, Moves: []rules.Move{{Base: "a.1", Path: geom.Path{from, to}}}})
	if _, ok := Column(&s, []string{"a.1", "b.1"}); ok || IsGroup(&s, []string{"a.1", "b.1"}) {
		t.Errorf("a bent file deployed counts as a column or a group")
	}
}
