package bloodblades

import (
	"slices"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Ambushes (bnb.md §11.5 [L1264-1289], S6 [L717], ambush.go).

// e18World is Figure 8.10 (E18 [L2516-2522]) in blue's zone (y 57-75):
// a wood from x 24 to 60, y 58 to 74; a line of four Cv (a, b, c, d,
// facing north, front edges at y 60.5) with the LH "e" at its left end,
// touching the wood's left edge (x 24) with its left flank, Cv B 0.5 cm
// from the wood's front edge (at most 1 cm) and Cv A's left flank 4 cm
// from the left edge: the record is the bases' exact poses, which keep
// every such key distance.
func e18World() *world {
	w := preWorld().set(SetAmbush, AmbushAllowed).rect("wd", "wood", 24, 58, 60, 74)
	w.unit("e", 0, "Irr LH(O)", 26, 62, north)
	for i, id := range []string{"a", "b", "c", "d"} {
		w.unit(id, 0, "Irr Cv(O)", 30+4*float64(i), 62, north)
	}
	return w
}

var e18 = []string{"e.1", "a.1", "b.1", "c.1", "d.1"}

// toAmbush plays w to S6: blue invades, no baggage, the order dice 1 and
// 1: red deploys first and records his ambush first [L715-717].
func toAmbush(t *testing.T, w *world) rules.State {
	t.Helper()
	s, _ := rollInvaders(t, w.state(t), 4, 3)
	for s.Phase == PhaseBaggage {
		s, _ = apply(t, s, end(s.Active))
	}
	s, _ = apply(t, s, roll(KindRollDeployOrder, 0), 1)
	s, evs := apply(t, s, roll(KindRollDeployOrder, 1), 1)
	if s.Phase != PhaseAmbush || s.Active != 1 || !has(evs[len(evs)-1].Text, "[L717]") {
		t.Fatalf("after S5: phase %q active %d, want red's ambush record", s.Phase, s.Active)
	}
	return s
}

// offer presses the offer labelled label (a prefix) for side with the
// bases selected.
func pressOffer(t *testing.T, s rules.State, side int, selected []string, label string) (rules.State, []rules.Event) {
	t.Helper()
	for _, o := range (Rules{}).Offers(&s, side, selected) {
		if has(o.Label, label) {
			if o.Disabled != "" {
				t.Fatalf("offer %q disabled: %s", o.Label, o.Disabled)
			}
			return apply(t, s, o.Action)
		}
	}
	t.Fatalf("no offer %q among %+v", label, (Rules{}).Offers(&s, side, selected))
	return s, nil
}

// E18 [L2516-2522], [L1279], [L1289], [L719]: blue records the Figure
// 8.10 ambush at S6; its bases are hidden from red and not from blue,
// left out of S7, and kept, poses and all, through a position.
func TestAmbushE18(t *testing.T) {
	s := toAmbush(t, e18World())
	s, _ = pressOffer(t, s, 1, nil, "End ambush record") // red has none
	if s.Phase != PhaseAmbush || s.Active != 0 {
		t.Fatalf("phase %q active %d, want blue's record", s.Phase, s.Active)
	}
	before := map[string]geom.Pose{}
	for _, id := range e18 {
		before[id] = base(&s, id[:1]).Shape.Pose()
	}
	s, evs := pressOffer(t, s, 0, e18, "Put 5 bases in ambush")
	if len(evs) != 0 {
		t.Errorf("events %+v: the record is secret, even whether there is one [L719]", evs)
	}
	if got := HiddenFrom(&s, 1); !slices.Equal(got, e18) {
		t.Errorf("HiddenFrom(red) = %v, want %v", got, e18)
	}
	if got := HiddenFrom(&s, 0); len(got) != 0 {
		t.Errorf("HiddenFrom(blue) = %v, want none", got)
	}
	s, _ = pressOffer(t, s, 0, nil, "End ambush record")
	if s.Phase != PhaseDeploy || s.Active != 1 {
		t.Fatalf("phase %q active %d, want red deploying [L719]", s.Phase, s.Active)
	}
	s, _ = apply(t, s, end(1))
	if err := (Rules{}).Check(&s, place(&s, "a", 30, 66)); code(err) != "ambush" || !has(msg(err), "[L719]") {
		t.Errorf("deploying an ambusher in S7: %v, want ambush [L719]", err)
	}
	if got := deploying(&s); slices.ContainsFunc(got, func(b *table.Base) bool { return Hidden(&s, b) }) {
		t.Errorf("S7 places ambushers")
	}
	s, evs = apply(t, s, end(0))
	if s.Turn != 1 || len(HiddenFrom(&s, 1)) != 5 {
		t.Fatalf("turn %d, hidden %v (%+v): red's army is far, the ambush holds", s.Turn, HiddenFrom(&s, 1), evs)
	}
	for _, id := range e18 {
		if base(&s, id[:1]).Shape.Pose() != before[id] {
			t.Errorf("%s moved: the record is its pose", id)
		}
	}
	r := s.Clone()
	if err := (Rules{}).Resume(&r); err != nil || len(HiddenFrom(&r, 1)) != 5 {
		t.Errorf("Resume: %v, hidden %v", err, HiddenFrom(&r, 1))
	}
	bad := s.Clone()
	delete(bad.Settings, SetAmbush)
	if err := (Rules{}).Resume(&bad); err == nil || !has(err.Error(), SetAmbush) {
		t.Errorf("ambushers without the setting: %v", err)
	}
}

// The record's refusals [L1266, L1279, L1539]: Bg never ambush; the
// bases form one group; a player records his own; withdrawing a base
// leaves the rest.
func TestAmbushRecordRules(t *testing.T) {
	w := e18World().unit("bg", 0, "Irr Bg(O)", 90, 70, north).unit("far", 0, "Irr Cv(O)", 50, 70, north)
	s := toAmbush(t, w)
	s, _ = apply(t, s, end(1))
	stand := func(ids ...string) rules.Action {
		a := rules.Action{Kind: rules.KindMove, Side: 0}
		for _, id := range ids {
			p := base(&s, id).Shape.Pose()
			a.Moves = append(a.Moves, rules.Move{Base: id + ".1", Path: geom.Path{p, p}})
		}
		return a
	}
	if err := (Rules{}).Check(&s, stand("bg")); code(err) != "ambush" || !has(msg(err), "[L1266]") {
		t.Errorf("Bg in ambush: %v, want ambush [L1266]", err)
	}
	if err := (Rules{}).Check(&s, rules.Action{Kind: rules.KindMove, Side: 1, Moves: stand("ogen").Moves}); code(err) != "turn" {
		t.Errorf("red's base in blue's record: %v, want turn", err)
	}
	s, _ = apply(t, s, stand("a", "b", "far"))
	if err := (Rules{}).Check(&s, end(0)); code(err) != "ambush-group" || !has(msg(err), "[L1279]") {
		t.Errorf("two groups: %v, want ambush-group [L1279]", err)
	}
	if err := (Rules{}).Check(&s, rules.Action{Kind: KindWithdrawAmbush, Side: 0, Moves: stand("c").Moves}); code(err) != "ambush" {
		t.Errorf("withdrawing a base not in ambush: %v, want ambush", err)
	}
	s, _ = pressOffer(t, s, 0, []string{"far.1"}, "Withdraw 1 base")
	if err := (Rules{}).Check(&s, end(0)); err != nil {
		t.Errorf("a and b, one group: %v", err)
	}
}

// [L1289] with Table 5.7 and A36: an ambusher in a wood is seen from 1
// MU, in an orchard from 3 MU; behind a hill by the sight line; the whole
// ambush is revealed at once; one that moves is revealed.
func TestAmbushRevealed(t *testing.T) {
	for _, c := range []struct {
		name   string
		kind   string  // the feature the ambush is in
		foeY   float64 // a red Cv's centre, x 26 (the LH's), facing south
		reveal bool
	}{
		{"wood, an enemy 1 MU (3 cm) from the LH", "wood", 60.5 - 3 - 1.5, true},
		{"wood, an enemy 3.5 cm away", "wood", 60.5 - 3.5 - 1.5, false},
		{"orchard, an enemy 9 cm (3 MU) away", "orchard", 60.5 - 9 - 1.5, true},
		{"orchard, an enemy 9.5 cm away", "orchard", 60.5 - 9.5 - 1.5, false},
	} {
		w := preWorld().set(SetAmbush, AmbushAllowed).rect("wd", c.kind, 24, 58, 60, 74)
		w.unit("e", 0, "Irr LH(O)", 26, 62, north).unit("a", 0, "Irr Cv(O)", 30, 62, north)
		w.unit("foe", 1, "Irr Cv(O)", 26, c.foeY, south)
		s := w.ready(t, 6)
		hide(&s, "e", "a")
		evs := revealAmbushes(nil, &s)
		if got := len(HiddenFrom(&s, 1)) == 0; got != c.reveal {
			t.Errorf("%s: revealed %v, want %v", c.name, got, c.reveal)
		}
		if c.reveal && (len(evs) != 1 || evs[0].Kind != "revealed" || !has(evs[0].Text, "[L1289]") || !has(evs[0].Text, "sees")) {
			t.Errorf("%s: events %+v", c.name, evs)
		}
	}
	// Moving reveals [L1289]: the whole ambush, with the move.
	w := preWorld().set(SetAmbush, AmbushAllowed).rect("wd", "wood", 24, 58, 60, 74)
	w.unit("e", 0, "Irr LH(O)", 26, 62, north).unit("a", 0, "Irr Cv(O)", 30, 62, north)
	s := w.ready(t, 6)
	s.Turn = 1
	hide(&s, "e", "a")
	n, evs := apply(t, s, ahead(&s, "a", 3))
	if len(HiddenFrom(&n, 1)) != 0 || evs[len(evs)-1].Kind != "revealed" || !has(evs[len(evs)-1].Text, "moves") {
		t.Errorf("a moving ambusher: hidden %v, events %+v", HiddenFrom(&n, 1), evs)
	}
}

// hide puts the units ids in ambush.
func hide(s *rules.State, ids ...string) {
	for _, id := range ids {
		u, _ := s.Unit(id)
		u.SetStatus(stAmbush, 1)
	}
}

// C10 [L1362]: every order costs +1 while the C-in-C is in ambush, in
// place of C11-C13; his own order too (its C0 discount stays).
func TestAmbushCinC(t *testing.T) {
	w := preWorld().set(SetAmbush, AmbushAllowed).unit("u", 0, "Reg Sp(O)", 100, 60, north)
	s := w.ready(t, 6)
	wantCost(t, "C-in-C in the open, 4 MU away", &s, ahead(&s, "u", 3), []string{"C2"}, 1)
	hide(&s, "gen")
	wantCost(t, "C-in-C in ambush", &s, ahead(&s, "u", 3), []string{"C2", "C10"}, 2)
	wantCost(t, "the C-in-C's own order", &s, ahead(&s, "gen", 3), []string{"C2", "C10", "C0"}, 1)
}

// A41 [L1626, L1630]: an ambusher not yet revealed does not make a move
// near it tactical.
func TestAmbushDistantMoves(t *testing.T) {
	w := preWorld().set(SetAmbush, AmbushAllowed).unit("u", 0, "Reg Sp(O)", 60, 60, north).unit("z", 1, "Reg Sp(O)", 60, 45, south)
	s := w.ready(t, 6)
	c := mustConfig(t, &s)
	if d, _, _ := classify(c, &s, base(&s, "u")); d {
		t.Errorf("an enemy 5 MU away in the open: distant, want tactical")
	}
	hide(&s, "z")
	if d, _, _ := classify(c, &s, base(&s, "u")); !d {
		t.Errorf("the same enemy hidden in ambush: tactical, want distant (A41)")
	}
}

// [L1289], [L1816]: a base hidden in ambush is no target: it is not seen
// until revealed.
func TestAmbushNoTarget(t *testing.T) {
	w := preWorld().set(SetAmbush, AmbushAllowed).unit("bw", 0, "Bw(O)", 60, 50, north).unit("z", 1, "Bd(O)", 60, 44, south)
	s := w.shooting(t)
	cfg := mustConfig(t, &s)
	if _, err := checkShoot(cfg, &s, shootAt("bw", "z")); err != nil {
		t.Fatalf("in the open: %v", err)
	}
	hide(&s, "z")
	if _, err := checkShoot(cfg, &s, shootAt("bw", "z")); err == nil || !has(msg(err), "[L1289]") {
		t.Errorf("a hidden target: %v, want a refusal citing [L1289]", err)
	}
}
