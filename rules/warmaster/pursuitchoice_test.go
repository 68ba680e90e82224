package warmaster

import (
	"strings"
	"testing"

	"plateau/rules"
)

// twoFriendsWorld: blue bl and bx (one element each, x 80 and 84) beat
// red rd (two elements) with bs (two elements) exactly behind them in
// support ([L1440]); rd retreats 8 cm and bl and bx pursue it straight
// ahead ([L1586]). bs, behind them, cannot see rd: it may only pursue in
// support ([L1576]), of bl or of bx, both fighting to their front
// ([L1645]).
func twoFriendsWorld(t *testing.T) rules.State {
	w := newWorld().unit("bl", 0, Infantry, 1, 80, 62, north, fighters(3, 9, 0)).
		unit("bx", 0, Infantry, 1, 84, 62, north, fighters(3, 9, 0)).
		unit("bs", 0, Infantry, 2, 80, 64, north, fighters(3, 9, 0)).
		unit("rd", 1, Infantry, 2, 84, 60, south, fighters(3, 9, 0))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 6), dd(1, 6))...)
	contains(t, evs, "Result: Blue 8 (6 + 2 supports), Red 0", "rd retreat 8 cm")
	return s
}

// The friend a support pursuit supports is the player's ([L1645]: "un
// élément d'infanterie combattant et venant d'une autre unité", none
// named): the rules pick bl (as many elements in support, the shorter
// move first), the offers add bx as a variant, and the pursue action's
// "support-of" takes it; its compulsory element is then bs.2, behind bx,
// so bs.1 is free ([L1651]) and bs.1 placed by the player is accepted
// only then.
func TestSupportPursuitFriendChosen(t *testing.T) {
	s := twoFriendsWorld(t)
	n, _ := applyPure(t, s, choose(KindPursue, 0, "bl", "rd"))
	n, _ = applyPure(t, n, choose(KindPursue, 0, "bx", "rd"))
	var pursue []rules.Offer
	for _, o := range (Rules{}).Offers(&n, 0, nil) {
		if o.Action.Kind == KindPursue {
			pursue = append(pursue, o)
		}
	}
	if len(pursue) != 2 || pursue[0].Label != "bs: Pursue rd in support of bl" || pursue[1].Label != "bs: Pursue rd — or in support of bx" ||
		pursue[1].Action.Args[ArgSupportOf] != "bx" || pursue[0].Action.Args[ArgSupportOf] != "" {
		t.Fatalf("pursue offers %+v: want the rules' pick (bl) first, then bx as a variant", pursue)
	}
	tests := []struct {
		name      string
		supportOf string
		place     string // a free element the player places at (80, 56)
		code      string
		event     string
		at        map[string][2]float64
	}{
		{name: "the rules' pick, bl", event: "bs pursue rd in support of bl, 2 elements",
			at: map[string][2]float64{"bs.1": {80, 56}, "bs.2": {84, 56}}},
		{name: "bx chosen (L1645)", supportOf: "bx", event: "bs pursue rd in support of bx, 2 elements",
			at: map[string][2]float64{"bs.1": {80, 56}, "bs.2": {84, 56}}},
		{name: "bx chosen, bs.1 then free and placed (L1651)", supportOf: "bx", place: "bs.1", event: "Blue place the 1st stand of bs themselves",
			at: map[string][2]float64{"bs.1": {80, 56}, "bs.2": {84, 56}}},
		{name: "bl's pick, bs.1 compulsory (L1645-1651)", place: "bs.1", code: "not-free"},
		{name: "an enemy is no friend to support (L1645)", supportOf: "rd", code: "pursuit-choice"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := choose(KindPursue, 0, "bs", "rd")
			if tc.supportOf != "" {
				a = withArgs(a, ArgSupportOf, tc.supportOf)
			}
			if tc.place != "" {
				a.Moves = []rules.Move{placeAt(t, &n, tc.place, 80, 56, north)}
			}
			err := (Rules{}).Check(&n, a)
			if tc.code != "" {
				if code(err) != tc.code || !strings.Contains(err.Error(), "L1645") {
					t.Fatalf("Check = %v, want %s citing L1645", err, tc.code)
				}
				return
			}
			if err != nil {
				t.Fatalf("Check = %v", err)
			}
			m, evs := applyPure(t, n, a)
			contains(t, evs, tc.event)
			for id, xy := range tc.at {
				near(t, &m, id, xy[0], xy[1])
			}
		})
	}
}

// The choices are refused where the text leaves none: a unit that can
// pursue into contact must ([L1643]), so it may not name a friend to
// support; a basic pursuit's straight moves are compulsory
// ([L1586-1588]), so there is no placement to pick; a unit that cannot
// see the enemy pursues in support only ([L1576]); a placement the solver
// did not find is no placement ([L1614-1616]).
func TestPursuitChoiceRefusals(t *testing.T) {
	tests := []struct {
		name        string
		world       func(*testing.T) rules.State
		unit, enemy string
		key, value  string
		rule        string
	}{
		{"bl can pursue into contact", twoFriendsWorld, "bl", "rd", ArgSupportOf, "bx", "[L1643]"},
		{"bl pursues straight ahead", twoFriendsWorld, "bl", "rd", ArgPlacement, "0", "[L1586-1588]"},
		{"bs cannot see rd", func(t *testing.T) rules.State {
			s := twoFriendsWorld(t)
			s, _ = applyPure(t, s, choose(KindPursue, 0, "bl", "rd"))
			s, _ = applyPure(t, s, choose(KindPursue, 0, "bx", "rd"))
			return s
		}, "bs", "rd", ArgPlacement, "0", "[L1576]"},
		{"E13: no placement 99 of bl onto rd", e13World, "bl", "rd", ArgPlacement, "99", "[L1614-1616]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := tc.world(t)
			err := (Rules{}).Check(&s, withArgs(choose(KindPursue, 0, tc.unit, tc.enemy), tc.key, tc.value))
			if code(err) != "pursuit-choice" || !strings.Contains(err.Error(), tc.rule) {
				t.Errorf("Check = %v, want pursuit-choice citing %s", err, tc.rule)
			}
		})
	}
}

// An indirect pursuit's first element is placed as a charge
// ([L1614-1616]): in E13 (workedexamples_test.go) the solver's second
// placement of bl onto rd puts bl.3 first, centred on rd's front, ranked
// equal to the rules' pick ([L796]); the player may take it. It is not
// offered: it puts the compulsory element where the rules' pick does
// (the others are free, [L1616]).
func TestIndirectPursuitPlacementChosen(t *testing.T) {
	s := e13World(t)
	for _, o := range (Rules{}).Offers(&s, 0, nil) {
		if strings.HasPrefix(o.Label, "bl: Pursue rd — or") {
			t.Errorf("offer %q: every placement puts the first element centred on rd's front", o.Label)
		}
	}
	n, evs := applyPure(t, s, withArgs(choose(KindPursue, 0, "bl", "rd"), ArgPlacement, "1"))
	contains(t, evs, "bl pursue rd indirectly, onto its front, bl, 3rd stand first against rd (the player's choice)")
	near(t, &n, "bl.3", 92, 62)
	facing(t, &n, "bl.3", east)
}
