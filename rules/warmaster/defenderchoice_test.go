package warmaster

import (
	"slices"
	"strings"
	"testing"

	"plateau/rules"
)

// The fixtures of the other player's choices: blue (side 0) is in its
// Combat phase and fights; red (side 1) declares.

// redTwoFoes: red's one element rd.1 (x 78-82, facing south) has two blue
// units on its front edge: ba (x 75.5-79.5, 1.5 cm of the edge, no
// armour) and bb (x 79.5-83.5, 2.5 cm, armour 4+); the rules' pick for
// rd.1 is bb, touched along more edge ([L1338]). Blue's elements each
// touch rd only: blue has no choice.
func redTwoFoes() *world {
	return newWorld().unit("ba", 0, Infantry, 1, 77.5, 62, north, fighters(1, 3, 0)).
		unit("bb", 0, Infantry, 1, 81.5, 62, north, fighters(1, 3, 4)).
		unit("rd", 1, Infantry, 1, 80, 60, south, fighters(3, 3, 0))
}

// redTwoElements: red's rd.1 (x 82-86) fights blue's ba, rd.2 (x 78-82)
// fights bb, each front to front; red's Hero ohero (attack bonus +2) has
// joined rd.
func redTwoElements() *world {
	w := newWorld().unit("ba", 0, Infantry, 1, 84, 62, north, fighters(1, 3, 0)).
		unit("bb", 0, Infantry, 1, 80, 62, north, fighters(1, 3, 0)).
		unit("rd", 1, Infantry, 2, 84, 60, south, fighters(3, 3, 0))
	return w
}

func declare(side int, kv ...string) rules.Action {
	return withArgs(rules.Action{Kind: KindDeclare, Side: side, Target: "rd"}, kv...)
}

// The non-phasing player's choices before the dice (wme.md §9.2, §11.1,
// §11.5): blue's fight rolls nothing and waits; red's declaration then
// fights the round with red's choices, which reach the dice:
//   - whom rd.1 attacks among the units on its front edge ([L1336-1338]):
//     the rules' pick bb saves on 4+, ba has no armour;
//   - which element has the Hero's +2 ([L2073-2075]);
//   - which element has the Sword of Might's +1 ([L2422]);
//   - arming the Banner of Luck ([L2390]): all nine dice re-rolled below
//     two hits;
//
// and blue's own choices, made with the fight action, wait with it (its
// Banner of Luck re-rolls bb's die).
func TestDefenderDeclares(t *testing.T) {
	hero := func() *world {
		w := redTwoElements().commander("ohero", 1, Hero, 8, 84, 57.75)
		return w.setProfile("ohero", map[string]float64{keyAttacks: 2}).mark("ohero", joinPrefix+"rd")
	}
	cases := []struct {
		name   string
		w      *world
		fight  []string // blue's choices
		args   []string // red's declaration
		offer  string   // an offer red is given
		dice   []int
		texts  []string
		result string
	}{
		{"whom it attacks: the rules' pick", redTwoFoes(), nil, nil, "Red declare — rd attack ba",
			cat([]int{1}, []int{1}, []int{6, 6, 1}, []int{1, 1}),
			[]string{"Red declare: as the rules pick", "rd attack bb: 3 dice need 4+ [6][6][1] = 2 hits; saves 4+ [1][1] = 0 saved; 2 wounds"}, "Blue 0, Red 2"},
		{"whom it attacks: red's pick [L1338]", redTwoFoes(), nil, []string{ArgAttackPrefix + "rd.1", "ba"}, "",
			cat([]int{1}, []int{1}, []int{6, 6, 1}),
			[]string{"Red declare: rd attacks ba", "rd attack ba: 3 dice need 4+ [6][6][1] = 2 hits; 2 wounds"}, "Blue 0, Red 2"},
		{"blue's banner waits with its fight [L2390]", redTwoFoes().give("bb", BannerOfLuck), []string{ArgLuck, "1"}, []string{ArgAttackPrefix + "rd.1", "ba"}, "",
			cat([]int{1}, []int{1}, []int{6}, []int{6, 6, 1}),
			[]string{"bb attack rd: 1 dice need 4+ [1] = 0 hits; fewer than 1 hit, the Banner of Luck re-rolls all 1 dice [6] = 1 hit", "rd attack ba: 3 dice need 4+ [6][6][1] = 2 hits; 2 wounds"}, "Blue 1, Red 2"},
		{"the commander's bonus: the first element", hero(), nil, nil, "Red declare — ohero's +2 on rd, 2nd stand (attacking bb at 4+)",
			cat([]int{1}, []int{1}, []int{4, 4, 4, 1, 1}, []int{4, 4, 1}),
			[]string{"rd attack ba: 5 dice need 4+ (+2 commander ohero) [4][4][4][1][1] = 3 hits", "rd attack bb: 3 dice need 4+ [4][4][1] = 2 hits"}, "Blue 0, Red 5"},
		{"the commander's bonus: red's element [L2075]", hero(), nil, []string{ArgCommanderElement, "rd.2"}, "",
			cat([]int{1}, []int{1}, []int{4, 4, 1}, []int{4, 4, 4, 1, 1}),
			[]string{"Red declare: the commander's bonus on rd, 2nd stand", "rd attack ba: 3 dice need 4+ [4][4][1] = 2 hits", "rd attack bb: 5 dice need 4+ (+2 commander ohero) [4][4][4][1][1] = 3 hits"}, "Blue 0, Red 5"},
		{"the sword: red's element [L2422]", redTwoElements().give("rd", SwordOfMight), nil, []string{ArgFate, "rd.2"}, "Red declare — Sword of Might's +1 on rd, 2nd stand (attacking bb at 4+)",
			cat([]int{1}, []int{1}, []int{4, 1, 1}, []int{4, 4, 1, 1}),
			[]string{"Red declare: the sword's +1 on rd, 2nd stand", "rd attack ba: 3 dice need 4+ [4][1][1] = 1 hit", "rd attack bb: 4 dice need 4+ (+1 Sword of Might) [4][4][1][1] = 2 hits"}, "Blue 0, Red 3"},
		{"the Banner of Luck armed [L2390]", frontal().give("rd", BannerOfLuck), nil, []string{ArgLuck, "2"}, "Red declare — Banner of Luck: re-roll all if fewer than 5 hits",
			cat(dd(1, 9), dd(1, 9), dd(6, 3, 1, 6)),
			[]string{"Red declare: the Banner of Luck re-rolls fewer than 2 hits", "rd attack bl: 9 dice need 4+ [1][1][1][1][1][1][1][1][1] = 0 hits; fewer than 2 hits, the Banner of Luck re-rolls all 9 dice [6][6][6][1][1][1][1][1][1] = 3 hits (WME §11.5 [L2390]); 3 wounds"}, "Blue 0, Red 3"},
		{"the Banner of Luck kept", frontal().give("rd", BannerOfLuck), nil, nil, "",
			cat(dd(1, 9), dd(6, 3, 1, 6)),
			[]string{"Red declare: as the rules pick", "rd attack bl: 9 dice need 4+ [6][6][6][1][1][1][1][1][1] = 3 hits; 3 wounds"}, "Blue 0, Red 3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := toCombat(t, c.w.state(t))
			n, evs := applyPure(t, s, withArgs(fight(0, "rd"), c.fight...))
			if d, ok := declarer(&n); !ok || d != 1 {
				t.Fatalf("after blue's fight: declarer %d, %v; want red to declare (events %q)", d, ok, eventText(evs))
			}
			contains(t, evs, "Red declare before the dice")
			for _, e := range evs {
				if len(e.Rolls) > 0 || e.Kind == "combat" {
					t.Errorf("blue's fight rolled or fought before red declared: %q", e.Text)
				}
			}
			labels, _ := offerLabels(&n, 1)
			if len(labels) == 0 || labels[0] != "Red declare: as the rules pick" || c.offer != "" && !slices.Contains(labels, c.offer) {
				t.Errorf("red's offers %q: want the rules' pick first and %q", labels, c.offer)
			}
			n, evs = applyPure(t, n, declare(1, c.args...), c.dice...)
			contains(t, evs, append(c.texts, "Result: "+c.result)...)
			if _, ok := declarer(&n); ok || len(n.Counters) > 0 && strings.Contains(strings.Join(counterKeys(&n), " "), ctDeclaredArg) {
				t.Errorf("the wait outlives the declaration: counters %v", n.Counters)
			}
		})
	}
}

func counterKeys(s *rules.State) []string {
	var ks []string
	for k := range s.Counters {
		ks = append(ks, k)
	}
	return ks
}

// Red is asked only when one of its choices would change the dice; else
// blue's fight rolls at once, as the rules pick for red (wme.md §9.2):
// one enemy unit on its front ([L1334]); a commander's bonus against a
// single enemy, every element rolling the same dice with it ([L2075]);
// a Banner of Luck already used ([L2390]: once per battle).
func TestNoDeclarationWithoutAChoice(t *testing.T) {
	spent := frontal().give("rd", BannerOfLuck)
	spent.s.Units[len(spent.s.Units)-1].SetStatus(stItemSpent, 1)
	cases := []struct {
		name string
		w    *world
		dice []int
	}{
		{"one enemy", frontal(), cat(dd(6, 1, 1, 8), dd(1, 9))},
		{"a bonus that changes nothing", joinedWorld().setProfile("ohero", map[string]float64{keyAttacks: 1}).mark("ohero", joinPrefix+"rd"), cat(dd(6, 1, 1, 8), dd(1, 10))},
		{"a banner used", spent, cat(dd(6, 1, 1, 8), dd(1, 9))},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := toCombat(t, c.w.state(t))
			n, evs := applyPure(t, s, fight(0, "rd"), c.dice...)
			if _, ok := declarer(&n); ok {
				t.Fatal("red is asked to declare")
			}
			contains(t, evs, "Combat: bl against rd, round 1", "Result: Blue 1, Red 0")
		})
	}
}

// While red declares ([L1336]: whom each element attacks is settled before
// the dice), every other action is refused, naming the rule; a
// declaration is red's, checked as the phasing player's choices are
// ([L1340-1346], [L2075]); only the declaration is legal, for red and for
// blue at the same table; and with no fight waiting there is nothing to
// declare.
func TestDeclarationPending(t *testing.T) {
	s := toCombat(t, redTwoFoes().unit("far", 0, Infantry, 1, 40, 40, north, nil).state(t))
	if got := code((Rules{}).Check(&s, declare(1))); got != "no-declare" {
		t.Errorf("a declaration with no fight waiting: %q, want no-declare", got)
	}
	n, _ := applyPure(t, s, fight(0, "rd"))
	cases := []struct {
		name string
		a    rules.Action
		want string
	}{
		{"the end of the phase", rules.Action{Kind: rules.KindEndPhase, Side: 0}, "declare-pending"},
		{"the fight again", fight(0, "rd"), "declare-pending"},
		{"a move", step(&n, "far", 0, 1), "declare-pending"},
		{"blue declaring", declare(0), "not-yours"},
		{"a unit it does not touch", declare(1, ArgAttackPrefix+"rd.1", "far"), "attack"},
		{"blue's element", declare(1, ArgAttackPrefix+"ba.1", "rd"), "attack"},
		{"a bonus with no commander", declare(1, ArgCommanderElement, "rd.1"), "commander-element"},
		{"a banner it does not carry", declare(1, ArgLuck, "2"), "item"},
		{"red's pick", declare(1, ArgAttackPrefix+"rd.1", "ba"), ""},
	}
	for _, c := range cases {
		if got := code((Rules{}).Check(&n, c.a)); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	if v := declarePending(&n); v == nil || v.Rule != "WME §9.2 [L1336]" {
		t.Errorf("the refusal %v: want it to name [L1336]", v)
	}
	for side := range 2 {
		if got := (Rules{}).Legal(&n, side); !slices.Equal(got, []string{KindDeclare}) {
			t.Errorf("Legal(%d) = %v, want [declare]", side, got)
		}
		if labels, _ := offerLabels(&n, side); !slices.Equal(labels, []string{"Red declare: as the rules pick", "Red declare — rd attack ba"}) {
			t.Errorf("Offers(%d) = %q", side, labels)
		}
	}
}
