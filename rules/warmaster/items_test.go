package warmaster

import (
	"strings"
	"testing"

	"plateau/rules"
)

// give puts magic item id on unit or commander uid (profile item-<id> = 1).
func (w *world) give(uid, id string) *world {
	for i := range w.s.Units {
		if u := &w.s.Units[i]; u.ID == uid {
			if u.Profile == nil {
				u.Profile = map[string]float64{}
			}
			u.Profile[ItemPrefix+id] = 1
		}
	}
	return w
}

// withArgs is a copy of a with the given arguments added.
func withArgs(a rules.Action, kv ...string) rules.Action {
	for i := 0; i+1 < len(kv); i += 2 {
		a.Args = withArg(a.Args, kv[i], kv[i+1])
	}
	return a
}

// Setup refuses unknown items and carriers the rules do not allow, naming
// the unit (wme.md §11.5): one item per unit or commander and each once
// per army [L2350], banners on infantry, cavalry and chariots [L2358],
// swords on those or commanders [L2394], the General's items on him
// [L2430], the Wizards' items not playable without spells [L2442].
func TestItemSetup(t *testing.T) {
	base := func() *world {
		return newWorld().unit("inf", 0, Infantry, 3, 60, 100, north, nil).
			unit("inf2", 0, Infantry, 3, 100, 100, north, nil).
			unit("gun", 0, Artillery, 1, 140, 100, north, nil).
			commander("hero", 0, Hero, 8, 20, 110).commander("wiz", 0, Wizard, 7, 30, 110)
	}
	cases := []struct {
		name string
		w    *world
		want string // "" for accepted, else words of the error
	}{
		{"banner on infantry", base().give("inf", BannerOfBattle), ""},
		{"sword on a hero", base().give("hero", SwordOfMight), ""},
		{"crown on the General", base().give("gen", CrownOfCommand), ""},
		{"same banner in both armies", base().give("inf", BannerOfLuck).unit("rd", 1, Infantry, 3, 60, 20, south, nil).give("rd", BannerOfLuck), ""},
		{"unknown item", base().give("inf", "banner-of-glory"), `unit inf has item-banner-of-glory, but "banner-of-glory" is no magic item`},
		{"two items", base().give("inf", BannerOfBattle).give("inf", SwordOfMight), "unit inf carries 2 magic items"},
		{"twice in one army", base().give("inf", BannerOfTenacity).give("inf2", BannerOfTenacity), "unit inf2 carries the banner-of-tenacity, which inf of the same army already has"},
		{"banner on artillery", base().give("gun", BannerOfProtection), "unit gun is a artillery and cannot carry the Banner of Protection"},
		{"banner on a hero", base().give("hero", BannerOfBattle), "unit hero is a hero and cannot carry the Banner of Battle"},
		{"sword on artillery", base().give("gun", SwordOfFate), "unit gun is a artillery and cannot carry the Sword of Fate"},
		{"orb on a hero", base().give("hero", OrbOfMajesty), "unit hero is a hero and cannot carry the Orb of Majesty"},
		{"wizard's ring", base().give("wiz", "ring-of-magic"), "unit wiz carries the Ring of Magic, an item of spells"},
	}
	for _, c := range cases {
		s := c.w.s.Clone()
		err := (Rules{}).Setup(&s)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: Setup = %v, want accepted", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: Setup = %v, want an error with %q", c.name, err, c.want)
		}
	}
	s := base().give("inf", BannerOfBattle).w()
	s.Units[2].Profile[ItemPrefix+BannerOfBattle] = 2
	if err := (Rules{}).Setup(&s); err == nil || !strings.Contains(err.Error(), "give an item as item-banner-of-battle = 1") {
		t.Errorf("value 2: Setup = %v", err)
	}
}

func (w *world) w() rules.State { return w.s.Clone() }

// An item's points count against the budget ([L2348]: "pour son coût en
// points"; the Banner of Battle costs 50, [L2362]), and each item once
// per army [L2350].
func TestItemPoints(t *testing.T) {
	s := newWorld().unit("inf", 0, Infantry, 3, 60, 100, north, map[string]float64{keyPoints: 45}).give("inf", BannerOfBattle).w()
	var got UnitChoice
	for _, c := range ArmyChoices(&s, 0) {
		if c.Name == "inf" {
			got = c
		}
	}
	if got.Points != 95 || got.Item != BannerOfBattle {
		t.Errorf("ArmyChoices: inf = %+v, want 45 + 50 points with the banner", got)
	}
	twice := append(army(map[string]int{"General": 1, "Spears": 1, "Levy": 7}),
		UnitChoice{Name: "Levy", Item: SwordOfMight}, UnitChoice{Name: "Levy", Item: SwordOfMight})
	probs := CheckArmy(2000, twice, testList)
	if !strings.Contains(strings.Join(probs, "|"), "2 Sword of Mights: each magic item once per army (WME §11.5 [L2350])") {
		t.Errorf("CheckArmy with two Swords of Might = %q", probs)
	}
}

// The combat items (wme.md §9.4, §11.5), on blue's "bl" in the frontal
// fixture (three elements of Attacks 3 against red's "rd", no armour
// unless said).
func TestCombatItems(t *testing.T) {
	cases := []struct {
		name   string
		item   string
		red    map[string]float64 // rd's profile
		args   []string
		dice   []int
		texts  []string
		result string
	}{
		// [L2364]: +1 attack per element: 12 dice.
		{"banner of battle", BannerOfBattle, nil, nil, cat(dd(6, 3, 1, 9), dd(1, 9)),
			[]string{"bl attack rd: 12 dice need 4+ (+1 Banner of Battle) [6][6][6][1][1][1][1][1][1][1][1][1] = 3 hits; 3 wounds"}, "Blue 3, Red 0"},
		// [L2422]: +1 attack to one element, not each.
		{"sword of might", SwordOfMight, nil, nil, cat(dd(6, 3, 1, 7), dd(1, 9)),
			[]string{"bl attack rd: 10 dice need 4+ (+1 Sword of Might on 1 of 3 elements)"}, "Blue 3, Red 0"},
		// [L2406]: the first combat, +1 to the element the player names.
		{"sword of fate", SwordOfFate, nil, []string{ArgFate, "bl.2"}, cat(dd(6, 3, 1, 7), dd(1, 9)),
			[]string{"bl attack rd: 10 dice need 4+ (+1 Sword of Fate on 1 of 3 elements)"}, "Blue 3, Red 0"},
		// [L2416]: one failed attack re-rolled: nine misses, then a 6.
		{"sword of cleaving", SwordOfCleaving, nil, nil, cat(dd(1, 9), []int{6}, dd(1, 9)),
			[]string{"the Sword of Cleaving re-rolls a failed attack: [6] (WME §11.5 [L2416]); 1 wound"}, "Blue 1, Red 0"},
		// [L2400]: of three hits two are saved on 4+; one successful save
		// is re-rolled, a 1: two wounds.
		{"sword of destruction", SwordOfDestruction, fighters(3, 3, 4), nil, cat(dd(6, 3, 1, 6), []int{5, 5, 1}, []int{1}, dd(1, 9)),
			[]string{"saves 4+ [5][5][1], the Sword of Destruction makes one be re-rolled: [1] (WME §11.5 [L2400]) = 1 saved; 2 wounds"}, "Blue 2, Red 0"},
		// [L2390]: the player re-rolls all the dice below 2 hits: nine
		// misses, then nine dice again.
		{"banner of luck", BannerOfLuck, nil, []string{ArgLuck, "2"}, cat(dd(1, 9), dd(6, 3, 1, 6), dd(1, 9)),
			[]string{"= 0 hits; fewer than 2 hits, the Banner of Luck re-rolls all 9 dice [6][6][6][1][1][1][1][1][1] = 3 hits (WME §11.5 [L2390]); 3 wounds"}, "Blue 3, Red 0"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := frontal().give("bl", c.item)
			if c.red != nil {
				w.s.Units[3].Profile = c.red
			}
			s := toCombat(t, w.state(t))
			n, evs := applyPure(t, s, withArgs(fight(0, "rd"), c.args...), c.dice...)
			contains(t, evs, append(c.texts, "Result: "+c.result)...)
			rolls := 0
			for _, e := range evs {
				rolls += len(e.Rolls)
			}
			if rolls != len(c.dice) {
				t.Errorf("events carry %d dice, %d were rolled", rolls, len(c.dice))
			}
			_ = n
		})
	}
}

// Once-per-battle items are spent (wme.md §11.5): the Banner of Battle
// and the Sword of Fate after the Combat phase of the first engagement
// ([L2364], [L2406]); the Banner of Luck once used ([L2390]), and a
// satisfied player keeps it.
func TestItemsSpent(t *testing.T) {
	won := cat(dd(6, 3, 1, 9), dd(1, 9))
	s := toCombat(t, frontal().give("bl", BannerOfBattle).state(t))
	n, _ := applyPure(t, s, fight(0, "rd"), won...)
	bl := mustUnit(t, &n, "bl")
	if status(bl, stItemOn) != 1 {
		t.Fatal("the Banner of Battle does not work in the first engagement")
	}
	n, _ = applyPure(t, n, choose(KindHold, 0, "bl", ""))
	n, _ = applyPure(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	if bl := mustUnit(t, &n, "bl"); status(bl, stItemOn) != 0 || status(bl, stItemSpent) != 1 {
		t.Errorf("after the Combat phase: on %d, spent %d; want 0, 1", status(bl, stItemOn), status(bl, stItemSpent))
	}
	if mods := bannerOfBattle(mustUnit(t, &n, "bl")); len(mods) != 0 {
		t.Errorf("the Banner of Battle still gives %v", mods)
	}

	s = toCombat(t, frontal().give("bl", BannerOfLuck).state(t))
	// Satisfied (3 hits, not fewer than 2): no re-roll, the banner kept.
	n, _ = applyPure(t, s, withArgs(fight(0, "rd"), ArgLuck, "2"), cat(dd(6, 3, 1, 6), dd(1, 9))...)
	if status(mustUnit(t, &n, "bl"), stItemSpent) != 0 {
		t.Error("the Banner of Luck spent without a re-roll")
	}
	used := s.Clone()
	used.Units[unitIndex(&used, "bl")].SetStatus(stItemSpent, 1)
	if got := code((Rules{}).Check(&used, withArgs(fight(0, "rd"), ArgLuck, "2"))); got != "item" {
		t.Errorf("a second Banner of Luck: %q, want item", got)
	}
	if got := code((Rules{}).Check(&s, withArgs(fight(0, "rd"), ArgFate, "rd.1"))); got != "item" {
		t.Errorf("the sword's bonus on an enemy element: %q, want item", got)
	}
}

// The Banner of Steadfastness ([L2376]): +1 Hits per element in the first
// engagement: blue takes 3 wounds on elements of 4 Hits and keeps all
// three; the wounds left over are cancelled at the end of the phase,
// before the banner lapses.
func TestBannerOfSteadfastness(t *testing.T) {
	s := toCombat(t, frontal().give("bl", BannerOfSteadfastness).state(t))
	n, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 4, 1, 5), dd(6, 3, 1, 6))...)
	contains(t, evs, "Result: Blue 4, Red 3")
	bl := mustUnit(t, &n, "bl")
	if len(bl.Bases) != 3 || status(bl, stWounds) != 3 || hitsPerElement(bl) != 4 {
		t.Fatalf("bl: %d bases, %d wounds, %d hits; want 3, 3, 4", len(bl.Bases), status(bl, stWounds), hitsPerElement(bl))
	}
	n, _ = applyPure(t, n, choose(KindHold, 0, "bl", ""))
	n, _ = applyPure(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	bl = mustUnit(t, &n, "bl")
	if len(bl.Bases) != 3 || status(bl, stWounds) != 0 || hitsPerElement(bl) != 3 {
		t.Errorf("after the phase: %d bases, %d wounds, %d hits; want 3, 0, 3", len(bl.Bases), status(bl, stWounds), hitsPerElement(bl))
	}
}

// The shooting items, on red's "orc" shot by blue's four crossbow
// elements: the Banner of Protection improves 5+ to 4+ ([L2370]) and
// lapses with the first element lost; the Banner of Tenacity cancels one
// wound after the saves, once a turn ([L2384]); the Banner of Luck
// re-rolls all the shooters' dice ([L2390]).
func TestShootingItems(t *testing.T) {
	cases := []struct {
		name    string
		shooter string // the item on xb
		target  string // the item on orc
		armour  float64
		args    []string
		dice    []int
		want    string
		wounds  int
		bases   int
	}{
		{"protection", "", BannerOfProtection, 5, nil, []int{6, 6, 6, 6, 4, 1, 1, 1},
			"4 dice need 4+ (in the open) [6][6][6][6] = 4 hits; saves 4+ [4][1][1][1] = 1 saved; 3 wounds; orc lose an element", 0, 2},
		{"tenacity", "", BannerOfTenacity, 0, nil, []int{6, 6, 1, 1},
			"= 2 hits; the Banner of Tenacity turns one wound aside (WME §11.5 [L2384]); 1 wound", 1, 3},
		{"luck", BannerOfLuck, "", 0, []string{ArgLuck, "2"}, []int{1, 1, 1, 6, 6, 6, 1, 1},
			"[1][1][1][6] = 1 hits; fewer than 2 hits, the Banner of Luck re-rolls all 4 dice [6][6][1][1] = 2 hits (WME §11.5 [L2390]); 2 wounds", 2, 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, xbow(1)).
				unit("orc", 1, Infantry, 3, 84, 60, south, orcs(c.armour))
			if c.shooter != "" {
				w.give("xb", c.shooter)
			}
			if c.target != "" {
				w.give("orc", c.target)
			}
			s := toShooting(t, w.state(t))
			n, evs := apply(t, s, withArgs(shoot("xb", "orc"), c.args...), c.dice...)
			contains(t, evs, c.want)
			orc := mustUnit(t, &n, "orc")
			if status(orc, stWounds) != c.wounds || len(orc.Bases) != c.bases || len(evs[0].Rolls) != len(c.dice) {
				t.Errorf("orc: %d wounds, %d bases, %d dice logged; want %d, %d, %d", status(orc, stWounds), len(orc.Bases), len(evs[0].Rolls), c.wounds, c.bases, len(c.dice))
			}
			switch c.name {
			case "protection":
				if a := armourSave(orc); a != 5 {
					t.Errorf("after the first element lost: armour %d+, want 5+ again", a)
				}
			case "tenacity":
				if left, _ := tenacity(&n, orc, 2); left != 2 {
					t.Errorf("a second cancel in the same turn left %d of 2 wounds", left)
				}
			case "luck":
				if status(mustUnit(t, &n, "xb"), stItemSpent) != 1 {
					t.Error("the Banner of Luck is not spent")
				}
			}
		})
	}
}

// The Banner of Protection's table ([L2370]): one better, never better
// than 3+, none becoming 6+ (doc.go), and nothing once an element is lost.
func TestArmourSave(t *testing.T) {
	for _, c := range []struct {
		armour float64
		lost   bool
		want   int
	}{{6, false, 5}, {5, false, 4}, {4, false, 3}, {3, false, 3}, {0, false, 6}, {5, true, 5}} {
		u := rules.Unit{Type: Infantry, Bases: []string{"a", "b"}, Profile: map[string]float64{keyArmour: c.armour, ItemPrefix + BannerOfProtection: 1}}
		u.SetStatus(stSize, 2)
		if c.lost {
			u.SetStatus(stSize, 3)
		}
		if got := armourSave(&u); got != c.want {
			t.Errorf("armourSave(%g, lost %v) = %d, want %d", c.armour, c.lost, got, c.want)
		}
	}
}

// nextTurn ends phases until blue's next Orders sub-phase.
func nextTurn(t *testing.T, s rules.State) rules.State {
	t.Helper()
	turn := s.Turn
	for i := 0; i < 20 && (s.Turn == turn || s.Active != 0 || s.Phase != PhaseOrders); i++ {
		if s.Active == 0 && s.Phase == PhaseInitiative && s.Turn != turn {
			break
		}
		s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: s.Active})
	}
	return toOrders(t, s)
}

// ordered reports whether the last order event says the unit moves.
func moves(evs []rules.Event) bool {
	for _, e := range evs {
		if e.Kind == "order" {
			return strings.HasSuffix(e.Text, "— moves")
		}
	}
	return false
}

// The Crown of Command ([L2432]): the General's first order of each turn
// at a fixed 10 without penalties (here −2 for 52.75 cm); not his second;
// a failed Crown order lapses it for good.
func TestCrownOfCommand(t *testing.T) {
	s := toOrders(t, newWorld().unit("inf", 0, Infantry, 1, 90, 60, north, nil).give("gen", CrownOfCommand).state(t))
	crown := withArgs(order(0, "gen", "inf"), ArgCrown, "1")
	if ot, _ := prepareOrder(&s, order(0, "gen", "inf")); ot.Need != 7 {
		t.Fatalf("without the Crown: need %d, want 7", ot.Need)
	}
	ot, err := prepareOrder(&s, crown)
	if err != nil || ot.Need != 10 || len(ot.Modifiers) != 0 {
		t.Fatalf("with the Crown: need %d, modifiers %v, %v; want 10 and none", ot.Need, ot.Modifiers, err)
	}
	if !strings.Contains(offerText(&s, 0, "inf.1"), "gen orders inf, with the Crown of Command — roll 10 or less") {
		t.Errorf("offers lack the Crown:\n%s", offerText(&s, 0, "inf.1"))
	}
	n, evs := apply(t, s, crown, 5, 5)
	if !moves(evs) {
		t.Fatalf("10 against the Crown's 10: %s", eventText(evs))
	}
	if got := code((Rules{}).Check(&n, crown)); got != "item" {
		t.Errorf("the Crown on a second order: %q, want item", got)
	}
	n = nextTurn(t, n)
	n, evs = apply(t, n, crown, 6, 5)
	contains(t, evs, "rolled 11, needed 10 or less; the Crown of Command fails and stops working (WME §11.5 [L2432]) — failed")
	n = nextTurn(t, n)
	if got := code((Rules{}).Check(&n, crown)); got != "item" {
		t.Errorf("the Crown after its failure: %q, want item", got)
	}
}

// offerText is the side's offers with unit selected, one per line.
func offerText(s *rules.State, side int, selected ...string) string {
	var lines []string
	for _, o := range (Rules{}).Offers(s, side, selected) {
		lines = append(lines, o.Label+" | "+o.Disabled)
	}
	return strings.Join(lines, "\n")
}

// The Helm of Dominion ([L2438]): declared with the turn's first order,
// +1 command (9 to 10) for that turn, once per battle; not declared after
// an order.
func TestHelmOfDominion(t *testing.T) {
	s := toOrders(t, newWorld().unit("inf", 0, Infantry, 1, 90, 100, north, nil).
		unit("inf2", 0, Infantry, 1, 120, 100, north, nil).give("gen", HelmOfDominion).state(t))
	helm := withArgs(order(0, "gen", "inf"), ArgHelm, "1")
	if ot, err := prepareOrder(&s, helm); err != nil || ot.Need != 10 {
		t.Fatalf("with the Helm: need %d, %v; want 10", ot.Need, err)
	}
	late, _ := apply(t, s, order(0, "gen", "inf2"), 1, 1)
	if got := code((Rules{}).Check(&late, withArgs(order(0, "gen", "inf"), ArgHelm, "1"))); got != "item" {
		t.Errorf("the Helm after an order: %q, want item", got)
	}
	n, evs := apply(t, s, helm, 5, 5)
	if !moves(evs) {
		t.Fatalf("10 with the Helm: %s", eventText(evs))
	}
	// Its turn goes on: the second order needs 10 − 1.
	if ot, _ := prepareOrder(&n, order(0, "gen", "inf")); ot.Need != 9 {
		t.Errorf("second order in the Helm's turn: need %d, want 9", ot.Need)
	}
	n = nextTurn(t, n)
	if ot, _ := prepareOrder(&n, order(0, "gen", "inf")); ot.Need != 9 {
		t.Errorf("the next turn: need %d, want 9", ot.Need)
	}
	if got := code((Rules{}).Check(&n, helm)); got != "item" {
		t.Errorf("the Helm a second time: %q, want item", got)
	}
}

// The Orb of Majesty ([L2450]): a failed order of the General re-rolled at
// command 8 with the usual modifiers (none here); success lets him go on,
// once per battle.
func TestOrbOfMajesty(t *testing.T) {
	s := toOrders(t, newWorld().unit("inf", 0, Infantry, 1, 90, 100, north, nil).give("gen", OrbOfMajesty).state(t))
	orb := withArgs(order(0, "gen", "inf"), ArgOrb, "1")
	for _, c := range []struct {
		name string
		dice []int
		ok   bool
		text string
	}{
		{"saved", []int{6, 5, 4, 4}, true, "rolled 11, needed 9 or less; the Orb of Majesty cancels that roll and re-rolls it at command 8: [4][4] = 8, needed 8 or less (WME §11.5 [L2450]) — moves"},
		{"failed again", []int{6, 5, 5, 4}, false, "[5][4] = 9, needed 8 or less (WME §11.5 [L2450]) — failed; the General has failed"},
	} {
		n, evs := apply(t, s, orb, c.dice...)
		contains(t, evs, c.text)
		if moves(evs) != c.ok || (n.Counters[ctOrdersOver] > 0) == c.ok || len(evs[0].Rolls) != 4 {
			t.Errorf("%s: moves %v, orders over %d, %d dice logged", c.name, moves(evs), n.Counters[ctOrdersOver], len(evs[0].Rolls))
		}
		if got := code((Rules{}).Check(&n, orb)); c.ok && got != "item" {
			t.Errorf("%s: the Orb a second time: %q, want item", c.name, got)
		}
	}
}

// The Sceptre of Sovereignty ([L2462-2470]): a Hero's blunder (12) whose
// result the player chose to ignore counts as a passed test; a result he
// did not name is played (4: half pace, [L2016]) and the Sceptre kept.
func TestSceptreOfSovereignty(t *testing.T) {
	s := toOrders(t, newWorld().unit("inf", 0, Infantry, 1, 90, 100, north, nil).
		commander("hero", 0, Hero, 8, 90, 104).give("gen", SceptreOfSovereignty).state(t))
	for _, c := range []struct {
		sceptre string
		text    string
		spent   int
	}{
		{"all", "rolled 12, needed 8 or less; blunder 4 ignored: the Sceptre of Sovereignty counts the test as passed (WME §11.5 [L2462-2470]) — moves", 1},
		{"1,6", "blunder 4: inf moves at most half pace and may not charge", 0},
	} {
		n, evs := apply(t, s, withArgs(order(0, "hero", "inf"), ArgSceptre, c.sceptre), 6, 6, 4)
		contains(t, evs, c.text)
		if got := status(mustUnit(t, &n, "gen"), stItemSpent); got != c.spent {
			t.Errorf("sceptre %q: spent %d, want %d", c.sceptre, got, c.spent)
		}
	}
	if got := code((Rules{}).Check(&s, withArgs(order(0, "gen", "inf"), ArgSceptre, "all"))); got != "item" {
		t.Errorf("the Sceptre on the General's own order: %q, want item", got)
	}
}

// swordFoes: blue's bl has two elements, bl.1 fighting ra and bl.2
// fighting rb (no armour), as for the commander's bonus.
func swordFoes() *world {
	return newWorld().unit("bl", 0, Infantry, 2, 80, 62, north, fighters(3, 3, 0)).
		unit("ra", 1, Infantry, 1, 80, 60, south, fighters(1, 3, 0)).
		unit("rb", 1, Infantry, 1, 84, 60, south, fighters(1, 3, 0))
}

// The sword's element ([L2406], [L2422]: "+1 Attaque à l'un de ses
// socles", the player's choice): offered where it rolls other dice than
// on the first element (bl.2 attacking rb), never where it changes
// nothing (a single enemy), and not once the Sword of Fate is spent; a
// joined commander's sword too ([L2073]). The action's element takes it.
func TestSwordElementOffers(t *testing.T) {
	const onBl2 = "Fight bl against ra, rb — Sword of Might's +1 on bl, 2nd stand (attacking rb at 4+)"
	cases := []struct {
		name string
		w    *world
		want string // "" for no sword offer
	}{
		{"Sword of Might on bl.2", swordFoes().give("bl", SwordOfMight), onBl2},
		{"Sword of Fate before its first engagement", swordFoes().give("bl", SwordOfFate), "Fight bl against ra, rb — Sword of Fate's +1 on bl, 2nd stand (attacking rb at 4+)"},
		{"Sword of Fate spent", swordFoes().give("bl", SwordOfFate).mark("bl", stItemSpent), ""},
		{"a joined Hero's Sword of Might", swordFoes().commander("hero", 0, Hero, 8, 84, 64.25).give("hero", SwordOfMight).mark("hero", joinPrefix+"bl"), onBl2},
		{"no sword", swordFoes(), ""},
		{"one enemy: the same dice anywhere", frontal().give("bl", SwordOfMight), ""},
	}
	for _, c := range cases {
		s := toCombat(t, c.w.state(t))
		labels, _ := offerLabels(&s, 0)
		got := strings.Join(labels, "|")
		switch {
		case c.want == "" && strings.Contains(got, "Sword of"):
			t.Errorf("%s: offers %q, want no sword variant", c.name, got)
		case c.want != "" && (!strings.Contains(got, c.want) || strings.Contains(got, "+1 on bl.1")):
			t.Errorf("%s: offers %q, want %q only", c.name, got, c.want)
		}
	}
	s := toCombat(t, swordFoes().give("bl", SwordOfMight).state(t))
	_, evs := applyPure(t, s, withArgs(fight(0, "bl"), ArgFate, "bl.2"), cat([]int{4, 4, 1}, []int{4, 4, 4, 1}, []int{1}, []int{1})...)
	contains(t, evs, "bl attack ra: 3 dice need 4+ [4][4][1] = 2 hits", "bl attack rb: 4 dice need 4+ (+1 Sword of Might) [4][4][4][1] = 3 hits")
	for _, r := range []struct{ name, elems string }{
		{"two elements of one unit", "bl.1,bl.2"},
		{"an enemy element", "ra.1"},
	} {
		if got := code((Rules{}).Check(&s, withArgs(fight(0, "bl"), ArgFate, r.elems))); got != "item" {
			t.Errorf("%s: %q, want item", r.name, got)
		}
	}
	bare := toCombat(t, swordFoes().state(t))
	if got := code((Rules{}).Check(&bare, withArgs(fight(0, "bl"), ArgFate, "bl.2"))); got != "item" {
		t.Errorf("a unit without a sword: %q, want item", got)
	}
}
