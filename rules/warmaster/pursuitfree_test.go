package warmaster

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// placeAt is the move of base id from where it stands to (x, y), facing.
func placeAt(t *testing.T, s *rules.State, id string, x, y, facing float64) rules.Move {
	t.Helper()
	b, ok := s.Base(id)
	if !ok {
		t.Fatalf("no base %s", id)
	}
	return rules.Move{Base: id, Path: geom.Path{b.Shape.Pose(), {Pos: geom.V(x, y), Facing: facing}}}
}

// columnPursuit is the world of TestBasicPursuitReformsTheColumn after
// the first round: blue's column bl (bl.1 at (80, 62), bl.2 behind it at
// (80, 64), both facing north) has beaten rd, which retreated 4 cm to
// x 76-84, y 55-57. Pursuing, bl.1 has rd straight ahead and must move
// 4 cm into contact ([L1586-1588]); bl.2 is free ([L1590]).
func columnPursuit(t *testing.T) rules.State {
	w := newWorld().unit("bl", 0, Infantry, 1, 80, 62, north, fighters(3, 9, 0)).
		base("bl", "bl.2", 80, 64, north).
		unit("rd", 1, Infantry, 2, 82, 60, south, fighters(3, 9, 0))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 3), dd(1, 6))...)
	contains(t, evs, "rd retreat 4 cm")
	return s
}

// The player places a pursuer's free elements himself ([L1590]: "Ils
// peuvent être placés où on le désire, en contact avec l'ennemi ou non,
// selon le choix du joueur"): the pursue action's Moves put bl.2 where
// he wants it, within the rules, else the refusal names the rule. bl.1
// moves straight ahead to (80, 58) whatever the player says.
func TestPursuerFreeElementsPlacedByThePlayer(t *testing.T) {
	tests := []struct {
		name     string
		base     string
		x, y     float64
		code     string // "" when accepted
		rule     string // in the refusal
		wantText string // in the events when accepted
	}{
		{name: "beside bl.1, its front against rd.1 (L1590, L796)", base: "bl.2", x: 84, y: 58,
			wantText: "Blue place the 2nd stand of bl themselves (WME §9.9 [L1590])"},
		{name: "behind bl.1, not touching the enemy (L1590: en contact avec l'ennemi ou non)", base: "bl.2", x: 80, y: 60,
			wantText: "Blue place the 2nd stand of bl themselves"},
		{name: "apart from bl.1: the formation broken (L1590, L231)", base: "bl.2", x: 90, y: 58, code: "formation", rule: "[L231]"},
		{name: "21 cm sideways, beyond its 20 cm full pace (L1580)", base: "bl.2", x: 101, y: 64, code: "allowance", rule: "[L1580]"},
		{name: "on the enemy (L696)", base: "bl.2", x: 82, y: 56, code: "overlap", rule: "[L696]"},
		{name: "bl.1 moves straight ahead compulsorily (L1586-1588)", base: "bl.1", x: 76, y: 58, code: "not-free", rule: "[L1586-1590]"},
		{name: "an enemy element is no free element of bl", base: "rd.1", x: 82, y: 50, code: "not-free", rule: "[L1590]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := columnPursuit(t)
			a := choose(KindPursue, 0, "bl", "rd")
			a.Moves = []rules.Move{placeAt(t, &s, tc.base, tc.x, tc.y, north)}
			err := (Rules{}).Check(&s, a)
			if tc.code != "" {
				if code(err) != tc.code || !strings.Contains(err.Error(), tc.rule) {
					t.Fatalf("Check = %v, want code %s citing %s", err, tc.code, tc.rule)
				}
				return
			}
			if err != nil {
				t.Fatalf("Check = %v, want the placement accepted", err)
			}
			n, evs := applyPure(t, s, a)
			contains(t, evs, "bl pursue rd straight ahead, 4.0 cm", tc.wantText)
			near(t, &n, "bl.1", 80, 58)
			near(t, &n, tc.base, tc.x, tc.y)
			facing(t, &n, tc.base, north)
		})
	}
}

// Re-placing the free elements right after the pursuit ([L1590]), as a
// drag does in the window: the rules have put bl.2 beside bl.1 at
// (76, 58); its owner moves it, measured and traced from where it stood
// before the pursuit, (80, 64). Only free elements, only the owner's, and
// only before any other action.
func TestPursuerFreeElementsReplaced(t *testing.T) {
	tests := []struct {
		name    string
		side    int
		base    string
		x, y    float64
		between bool    // the second round is fought first
		tape    float64 // the move measured from (80, 64) by its direct path, when accepted
		code    string
		rule    string
	}{
		{name: "bl.2 to bl.1's right, its front against rd.1 (L1590)", base: "bl.2", x: 84, y: 58, tape: 10}, // sideways 4 cm, then 6 ahead past bl.1
		{name: "bl.2 behind bl.1 (L1590)", base: "bl.2", x: 80, y: 60, tape: 4},
		{name: "out of formation (L1590, L231)", base: "bl.2", x: 90, y: 58, code: "formation", rule: "[L231]"},
		{name: "too far from where it stood (L1580)", base: "bl.2", x: 101, y: 64, code: "allowance", rule: "[L1580]"},
		{name: "the compulsory element (L1586-1588)", base: "bl.1", x: 80, y: 60, code: "not-free", rule: "[L1586-1590]"},
		{name: "by the other player", side: 1, base: "bl.2", x: 84, y: 58, code: "not-yours"},
		{name: "after another action, the second round (L1590)", base: "bl.2", x: 84, y: 58, between: true, code: "re-place", rule: "[L1590]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, evs := applyPure(t, columnPursuit(t), choose(KindPursue, 0, "bl", "rd"))
			contains(t, evs, "Blue may move the free element, the 2nd stand, of bl elsewhere (drag it) before anything else is done")
			near(t, &s, "bl.2", 76, 58)
			if !slices.Contains((Rules{}).Legal(&s, 0), rules.KindMove) {
				t.Errorf("Legal(blue) = %v after the pursuit: want a move, the re-placement", (Rules{}).Legal(&s, 0))
			}
			if tc.between {
				s, _ = applyPure(t, s, fight(0, "rd"), cat(dd(6, 1, 1, 9), dd(1, 6))...)
			}
			a := rules.Action{Kind: rules.KindMove, Side: tc.side, Moves: []rules.Move{placeAt(t, &s, tc.base, tc.x, tc.y, north)}}
			err := (Rules{}).Check(&s, a)
			if tc.code != "" {
				if code(err) != tc.code || !strings.Contains(err.Error(), tc.rule) {
					t.Fatalf("Check = %v, want code %s citing %s", err, tc.code, tc.rule)
				}
				return
			}
			if err != nil {
				t.Fatalf("Check = %v, want the re-placement accepted", err)
			}
			if tape := (Rules{}).Measure(&s, a.Moves[0]); tape.Allowance != 20 || math.Abs(tape.Move-tc.tape) > 1e-6 {
				t.Errorf("tape %+v: want the move from (80, 64) against the 20 cm full pace (L1580)", tape)
			}
			n, evs := applyPure(t, s, a)
			contains(t, evs, fmt.Sprintf("Blue re-place elements of bl: the 2nd stand %.1f cm, measured from before its pursuit", tc.tape))
			near(t, &n, "bl.2", tc.x, tc.y)
			near(t, &n, "bl.1", 80, 58)
			// Still open: the owner may change his mind again.
			back := rules.Action{Kind: rules.KindMove, Side: 0, Moves: []rules.Move{placeAt(t, &n, "bl.2", 76, 58, north)}}
			if err := (Rules{}).Check(&n, back); err != nil {
				t.Errorf("re-placing bl.2 again: %v", err)
			}
		})
	}
}

// supportPursuitWorld: blue bl (two elements, x 78-86) beats rd (one element
// facing south at x 78-82) 8 to 0 with bs in support behind it; rd
// retreats 8 cm to y 51-53. bl.1 pursues straight ahead and the rules put
// bl.2 beside it; bs, which cannot see rd past bl, pursues in support:
// bs.1 moves straight ahead behind bl.1, and bs.2 is free ([L1651]).
func supportPursuitWorld(t *testing.T) rules.State {
	w := newWorld().unit("bl", 0, Infantry, 2, 80, 62, north, fighters(3, 9, 0)).
		unit("bs", 0, Infantry, 2, 80, 64, north, fighters(3, 9, 0)).
		unit("rd", 1, Infantry, 1, 80, 60, south, fighters(3, 9, 0))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 6), dd(1, 3))...)
	contains(t, evs, "Result: Blue 8 (6 + 2 supports), Red 0", "rd retreat 8 cm")
	s, _ = applyPure(t, s, choose(KindPursue, 0, "bl", "rd"))
	near(t, &s, "bl.1", 80, 54)
	return s
}

// Pursuers in support may touch an enemy by a corner, never by an edge
// ([L1649], [L1653]: "bien que des poursuivants en soutien ne puissent
// être placés en contact de bord avec un ennemi, ils peuvent l'être en
// contact de coin à coin"), and their free elements are placed in
// formation ([L1651]).
func TestSupportPursuerFreeElementPlaced(t *testing.T) {
	tests := []struct {
		name string
		x, y float64
		code string
		rule string
	}{
		{name: "beside bl.1, touching rd corner to corner (L1653)", x: 76, y: 54},
		{name: "beside rd, its edge against rd's flank (L1649)", x: 76, y: 52, code: "no-pursuit", rule: "[L1649]"},
		{name: "far from bs.1: the formation broken (L1651, L231)", x: 94, y: 60, code: "formation", rule: "[L231]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := supportPursuitWorld(t)
			a := choose(KindPursue, 0, "bs", "rd")
			a.Moves = []rules.Move{placeAt(t, &s, "bs.2", tc.x, tc.y, north)}
			err := (Rules{}).Check(&s, a)
			if tc.code != "" {
				if code(err) != tc.code || !strings.Contains(err.Error(), tc.rule) {
					t.Fatalf("Check = %v, want code %s citing %s", err, tc.code, tc.rule)
				}
				return
			}
			if err != nil {
				t.Fatalf("Check = %v, want the placement accepted", err)
			}
			n, evs := applyPure(t, s, a)
			contains(t, evs, "bs pursue rd in support of bl", "Blue place the 2nd stand of bs themselves")
			near(t, &n, "bs.1", 80, 56)
			near(t, &n, "bs.2", tc.x, tc.y)
			// The compulsory element stays: a support pursuit's straight
			// move is not the player's to re-place ([L1645]).
			move := rules.Action{Kind: rules.KindMove, Side: 0, Moves: []rules.Move{placeAt(t, &n, "bs.1", 84, 58, north)}}
			if err := (Rules{}).Check(&n, move); code(err) != "not-free" || !strings.Contains(err.Error(), "[L1645-1651]") {
				t.Errorf("re-placing bs.1: %v, want not-free citing L1645-1651", err)
			}
		})
	}
}

// In an indirect pursuit the first element is placed as a charge, and
// "les éléments suivants sont alors placés selon ce que désire le joueur"
// ([L1614-1616]). In E13's set-up (workedexamples_test.go) bl pursues
// rd indirectly: the player puts bl.3 behind bl.1, which the solver
// centred on rd's front facing east (x 91-93), and the rules place bl.2
// around them; bl.1's place stays the charge's.
func TestIndirectPursuerFreeElementPlaced(t *testing.T) {
	tests := []struct {
		name string
		base string
		code string
		rule string
	}{
		{name: "bl.3 behind bl.1 (L1616)", base: "bl.3"},
		{name: "bl.1, placed as a charge (L1614-1616)", base: "bl.1", code: "not-free", rule: "[L1614-1616]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := e13World(t)
			a := choose(KindPursue, 0, "bl", "rd")
			a.Moves = []rules.Move{placeAt(t, &s, tc.base, 90, 62, east)}
			err := (Rules{}).Check(&s, a)
			if tc.code != "" {
				if code(err) != tc.code || !strings.Contains(err.Error(), tc.rule) {
					t.Fatalf("Check = %v, want code %s citing %s", err, tc.code, tc.rule)
				}
				return
			}
			if err != nil {
				t.Fatalf("Check = %v, want the placement accepted", err)
			}
			n, evs := applyPure(t, s, a)
			contains(t, evs, "bl pursue rd indirectly, onto its front", "Blue place the 3rd stand of bl themselves")
			near(t, &n, "bl.1", 92, 62)
			near(t, &n, "bl.3", 90, 62)
			facing(t, &n, "bl.3", east)
			if FormationOf(rects(&n, mustUnit(t, &n, "bl"))) == Broken {
				t.Error("bl out of formation after the rules placed bl.2")
			}
		})
	}
}
