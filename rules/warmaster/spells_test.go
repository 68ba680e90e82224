package warmaster

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// magicWorld: blue (side 0) casts from list blue's spells, red from
// red's; a blue Wizard "wiz" at (90, 80), his disc's edge at y 78.75.
func magicWorld(blue, red string) *world {
	w := newWorld().commander("wiz", 0, Wizard, 7, 90, 80)
	if blue != "" {
		w.s.Settings[SettingSpellsPrefix+"blue"] = blue
	}
	if red != "" {
		w.s.Settings[SettingSpellsPrefix+"red"] = red
	}
	return w
}

// item puts item id in unit u's profile.
func (w *world) item(u, id string) *world {
	for i := range w.s.Units {
		if w.s.Units[i].ID == u {
			if w.s.Units[i].Profile == nil {
				w.s.Units[i].Profile = map[string]float64{}
			}
			w.s.Units[i].Profile[ItemPrefix+id] = 1
		}
	}
	return w
}

func castAt(wizard, spell, target string, args ...string) rules.Action {
	a := rules.Action{Kind: KindCast, Target: target, Args: map[string]string{"wizard": wizard, "spell": spell}}
	for i := 0; i+1 < len(args); i += 2 {
		a.Args[args[i]] = args[i+1]
	}
	return a
}

// The casting roll ([L2332-2334], the sheet C5): at least the spell's
// number after the modifiers; a natural 1 always fails, a 6 always
// succeeds.
func TestCastSucceeds(t *testing.T) {
	tests := []struct {
		name             string
		natural, mod, at int
		want             bool
	}{
		{"exactly the number [L2332]", 5, 0, 5, true},
		{"one short [L2332]", 4, 0, 5, false},
		{"Wand +1 makes it [L2482]", 4, 1, 5, true},
		{"a natural 1 fails even with the Wand [L2334], [L2482]", 1, 1, 2, false},
		{"a natural 6 succeeds spellbound [L2334]", 6, -1, 6, true},
		{"spellbound Teleport needs a natural 3 (sheet §2.3)", 2, -1, 2, false},
		{"spellbound Teleport on 3", 3, -1, 2, true},
	}
	for _, tc := range tests {
		if got := castSucceeds(tc.natural, tc.mod, tc.at); got != tc.want {
			t.Errorf("%s: castSucceeds(%d, %+d, %d) = %v, want %v", tc.name, tc.natural, tc.mod, tc.at, got, tc.want)
		}
	}
}

// Who casts what, when and at what ([L2326-2340], the sheet C1-C8).
func TestCastRefused(t *testing.T) {
	base := func() *world {
		return magicWorld("empire", "orcs").
			unit("en", 1, Infantry, 1, 90, 47.75, south, nil). // its near edge exactly 30 cm from the disc
			unit("fr", 0, Infantry, 1, 100, 80, north, nil)
	}
	tests := []struct {
		name string
		w    *world
		a    rules.Action
		want string
	}{
		{"exactly at range [L2330], C4", base(), castAt("wiz", WeirdEnchantment, "en"), ""},
		{"just beyond range [L2330], C4", base().unit("far2", 1, Infantry, 1, 90, 47.65, south, nil),
			castAt("wiz", WeirdEnchantment, "far2"), "spell-range"},
		{"an enemy spell on a friend (sheet §2.3)", base(), castAt("wiz", WeirdEnchantment, "fr"), "friend"},
		{"a friendly spell on an enemy (sheet §2.3)", base(), castAt("wiz", VoiceOfCommand, "en"), "enemy"},
		{"never a commander [L1989], C10", base(), castAt("wiz", WeirdEnchantment, "ogen"), "commander"},
		{"not his army's spell [L2326]", base(), castAt("wiz", FootOfGork, "en"), "spell"},
		{"a side without spells [L2326]", magicWorld("", "").unit("en", 1, Infantry, 1, 90, 60, south, nil),
			castAt("wiz", WeirdEnchantment, "en"), "no-spells"},
		{"Generals never cast (C1)", base(), castAt("gen", WeirdEnchantment, "en"), "not-wizard"},
		{"Voice of Command on a friend in range (sheet §2.3)", base(), castAt("wiz", VoiceOfCommand, "fr"), ""},
	}
	for _, tc := range tests {
		s := toShooting(t, tc.w.state(t))
		a := tc.a
		a.Side = 0
		if got := code((Rules{}).Check(&s, a)); got != tc.want {
			t.Errorf("%s: Check = %q, want %q", tc.name, got, tc.want)
		}
	}
	s := toShooting(t, base().state(t))
	fr, _ := s.Unit("fr")
	fr.SetStatus(stConfused, 1)
	a := castAt("wiz", VoiceOfCommand, "fr")
	a.Side = 0
	if got := code((Rules{}).Check(&s, a)); got != "confused" {
		t.Errorf("Voice on a confused unit: Check = %q, want confused (Q14)", got)
	}
	s = toShooting(t, base().state(t))
	s.Phase = PhaseCombat
	if got := code((Rules{}).Check(&s, rules.Action{Kind: KindCast, Side: 0, Target: "en", Args: map[string]string{"wizard": "wiz", "spell": WeirdEnchantment}})); got != "phase" {
		t.Errorf("cast in the Combat phase: Check = %q, want phase ([L2330])", got)
	}
}

// One spell a Shooting phase ([L2330]); Teleport's follow-up, never a
// second Teleport (the sheet §2.3); once a turn on a unit ([L2336]).
func TestCastOncePerPhase(t *testing.T) {
	w := magicWorld("empire", "").commander("wiz2", 0, Wizard, 7, 100, 80).
		unit("en", 1, Infantry, 1, 90, 60, south, nil).unit("en2", 1, Infantry, 1, 110, 60, south, nil)
	s := toShooting(t, w.state(t))
	a := castAt("wiz", WeirdEnchantment, "en")
	a.Side = 0
	s, _ = apply(t, s, a, 5)
	if got := status(mustUnit(t, &s, "en"), stEnchanted); got != EnchantHandOver {
		t.Fatalf("en enchanted = %d, want %d", got, EnchantHandOver)
	}
	again := castAt("wiz", WeirdEnchantment, "en2")
	again.Side = 0
	if got := code((Rules{}).Check(&s, again)); got != "cast-once" {
		t.Errorf("a second spell: Check = %q, want cast-once ([L2330])", got)
	}
	other := castAt("wiz2", WeirdEnchantment, "en")
	other.Side = 0
	if got := code((Rules{}).Check(&s, other)); got != "spell-once" {
		t.Errorf("the same spell on the same unit by another Wizard: Check = %q, want spell-once ([L2336])", got)
	}
	other.Target = "en2"
	if got := code((Rules{}).Check(&s, other)); got != "" {
		t.Errorf("the other Wizard on another unit: Check = %q, want accepted", got)
	}

	// Teleport (natural 2, exactly its number), then one follow-up.
	s = toShooting(t, w.state(t))
	tp := castAt("wiz", Teleport, "", "at", "75,75")
	tp.Side = 0
	s, _ = apply(t, s, tp, 2)
	wz := mustUnit(t, &s, "wiz")
	if b, _ := s.Base(wz.Bases[0]); b.Shape.Center.Dist(geom.V(75, 75)) > 1e-9 {
		t.Fatalf("wizard at %v, want (75, 75)", b.Shape.Center)
	}
	tp2 := castAt("wiz", Teleport, "", "at", "50,80")
	tp2.Side = 0
	if got := code((Rules{}).Check(&s, tp2)); got != "teleport-twice" {
		t.Errorf("a second Teleport: Check = %q, want teleport-twice (sheet §2.3)", got)
	}
	// Range is now measured from (75, 75): en2 at x 108-112 is far.
	follow := castAt("wiz", WeirdEnchantment, "en2")
	follow.Side = 0
	if got := code((Rules{}).Check(&s, follow)); got != "spell-range" {
		t.Errorf("follow-up out of range from the new spot: Check = %q, want spell-range (sheet §2.3 item 3)", got)
	}
	follow.Target = "en"
	s, _ = apply(t, s, follow, 1) // a natural 1 fails
	if got := code((Rules{}).Check(&s, follow)); got != "cast-once" {
		t.Errorf("after the follow-up: Check = %q, want cast-once", got)
	}
	// A failed Teleport ends his casting (the sheet §2.3 item 4).
	s = toShooting(t, w.state(t))
	s, _ = apply(t, s, tp, 1)
	if got := code((Rules{}).Check(&s, follow)); got != "cast-once" {
		t.Errorf("after a failed Teleport: Check = %q, want cast-once", got)
	}
}

// lineWorld: the sheet's Ball of Flame test, the Wizard at (20, 60), the
// line due east from (21.25, 60): enemy A spanning 10-14 cm along it,
// friend B 24-26 cm, enemy C 31-35 cm. No armour: no saves.
func lineWorld() *world {
	w := newWorld().commander("wiz", 0, Wizard, 7, 20, 60)
	w.s.Settings[SettingSpellsPrefix+"blue"] = "empire"
	return w.unit("A", 1, Infantry, 1, 33.25, 60, north, nil).
		unit("B", 0, Cavalry, 1, 46.25, 60, north, nil).
		unit("C", 1, Infantry, 1, 54.25, 60, north, nil)
}

// Ball of Flame (the sheet §2.3, M2): every unit under the 30 cm line,
// friend or foe, takes 3 attacks; beyond the line nothing; the wounded
// are driven back away from the Wizard when the phase ends (M3, Q7).
func TestBallOfFlame(t *testing.T) {
	s := toShooting(t, lineWorld().state(t))
	a := castAt("wiz", BallOfFlame, "", "bearing", "90")
	a.Side = 0
	// Cast 5; A's dice 4, 5, 2 (2 hits); B's 1, 1, 1.
	s, evs := apply(t, s, a, 5, 4, 5, 2, 1, 1, 1)
	A, B, C := mustUnit(t, &s, "A"), mustUnit(t, &s, "B"), mustUnit(t, &s, "C")
	if status(A, stShotWounds) != 2 || status(B, stShotWounds) != 0 || status(C, spellPrefix+BallOfFlame) != 0 {
		t.Fatalf("A %d wounds, B %d, C affected %d; want 2, 0, 0: %v", status(A, stShotWounds), status(B, stShotWounds), status(C, spellPrefix+BallOfFlame), evs)
	}
	if status(A, spellPrefix+BallOfFlame) == 0 || status(B, spellPrefix+BallOfFlame) == 0 {
		t.Errorf("A and B should be affected by Ball of Flame this turn ([L2338])")
	}
	before, _ := s.Base("A.1")
	x0 := before.Shape.Center.X
	s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0}, 2, 3)
	after, _ := s.Base("A.1")
	if got := after.Shape.Center.X - x0; math.Abs(got-5) > 1e-6 {
		t.Errorf("A driven back %.3f cm east, want 5 (2D6 = 5 away from the Wizard, Q7)", got)
	}
}

// The line stops where terrain would block a shot (M2 item 3): 2 cm into
// a wood beginning 12 cm along it; and at a crest.
func TestSpellLineClipped(t *testing.T) {
	w := newWorld().commander("wiz", 0, Wizard, 7, 20, 60).
		feature("wd", "wood", geom.V(33.25, 50), geom.V(70, 50), geom.V(70, 70), geom.V(33.25, 70)).
		unit("in", 1, Cavalry, 1, 35.25, 60, north, nil). // 13-15 cm along
		unit("out", 1, Cavalry, 1, 38.25, 60, north, nil) // 16-18 cm
	s := w.state(t)
	wz := mustUnit(t, &s, "wiz")
	seg := spellLine(&s, wz, geom.V(1, 0), 30)
	if math.Abs(seg.Len()-14) > 0.01 {
		t.Errorf("line %.3f cm, want 14 (12 + 2 cm of wood, [L956])", seg.Len())
	}
	var names []string
	for _, u := range underLine(&s, seg) {
		names = append(names, u.ID)
	}
	if strings.Join(names, ",") != "in" {
		t.Errorf("under the line: %v, want [in]", names)
	}
}

// Foot of Gork (the sheet §2.4): 6 attacks, no drive back; never on an
// engaged unit ([L2340]).
func TestFootOfGork(t *testing.T) {
	w := magicWorld("orcs", "").unit("en", 1, Infantry, 1, 90, 60, south, nil)
	s := toShooting(t, w.state(t))
	a := castAt("wiz", FootOfGork, "en")
	a.Side = 0
	s, _ = apply(t, s, a, 6, 4, 4, 4, 1, 1, 1) // 3 hits, no armour
	en := mustUnit(t, &s, "en")
	if len(en.Bases) != 0 && status(en, stWounds) != 0 {
		t.Fatalf("en: %d bases, %d wounds", len(en.Bases), status(en, stWounds))
	}
	if len(en.Bases) != 0 || status(en, stShotWounds) != 0 {
		t.Errorf("3 wounds on a 3-hit element remove it, with no drive-back dice: bases %d, shot wounds %d", len(en.Bases), status(en, stShotWounds))
	}
	// Engaged: refused.
	w = magicWorld("orcs", "").unit("en", 1, Infantry, 1, 90, 60, south, nil).unit("fr", 0, Infantry, 1, 90, 62, north, nil)
	s = toShooting(t, w.state(t))
	if got := code((Rules{}).Check(&s, a)); got != "engaged-target" {
		t.Errorf("on an engaged unit: Check = %q, want engaged-target ([L2340])", got)
	}
}

// Gerroff!!! (the sheet §2.4, Q9, Q13): 5×D6 cm straight toward the
// target's own table edge; a 6 confuses; more than its pace never routs.
func TestGerroff(t *testing.T) {
	for _, tc := range []struct {
		die      int
		moved    float64
		confused bool
	}{{4, 20, false}, {6, 30, true}, {1, 5, false}} {
		w := magicWorld("orcs", "").unit("en", 1, Infantry, 1, 90, 60, south, nil)
		s := toShooting(t, w.state(t))
		a := castAt("wiz", Gerroff, "en")
		a.Side = 0
		s, _ = apply(t, s, a, 5, tc.die)
		en := mustUnit(t, &s, "en")
		b, _ := s.Base("en.1")
		if len(en.Bases) != 1 || math.Abs(60-b.Shape.Center.Y-tc.moved) > 1e-6 || (status(en, stConfused) > 0) != tc.confused {
			t.Errorf("die %d: en at y %.2f (moved %.2f, want %.0f toward the top edge), confused %d, want %v", tc.die, b.Shape.Center.Y, 60-b.Shape.Center.Y, tc.moved, status(en, stConfused), tc.confused)
		}
	}
}

// Voice of Command (the sheet §2.3): the unit moves as if ordered, in
// the Shooting phase; others do not move.
func TestVoiceOfCommand(t *testing.T) {
	w := magicWorld("empire", "").unit("fr", 0, Infantry, 1, 100, 80, north, nil).unit("fr2", 0, Infantry, 1, 110, 80, north, nil).
		unit("en", 1, Infantry, 1, 100, 60, south, nil)
	s := toShooting(t, w.state(t))
	a := castAt("wiz", VoiceOfCommand, "fr")
	a.Side = 0
	s, _ = apply(t, s, a, 5)
	if got := code((Rules{}).Check(&s, step(&s, "fr2", 0, -5))); got != "phase" {
		t.Errorf("a unit without Voice: Check = %q, want phase", got)
	}
	if got := code((Rules{}).Check(&s, step(&s, "fr", 0, -20.5))); got != "allowance" {
		t.Errorf("beyond its pace: Check = %q, want allowance", got)
	}
	if got := code((Rules{}).Check(&s, step(&s, "fr", 0, -10))); got != "" {
		t.Errorf("a 10 cm move: Check = %q, want accepted", got)
	}
	charge := rules.Action{Kind: KindCharge, Side: 0, Target: "en", Args: map[string]string{"unit": "fr"}}
	if got := code((Rules{}).Check(&s, charge)); got != "" {
		t.Errorf("its charge: Check = %q, want accepted (it may charge)", got)
	}
}

// Weird Enchantment (the sheet §2.3): half pace until the end of the
// opposing player's next turn; every enemy terrifying; its own terror
// off.
func TestWeirdEnchantmentLasts(t *testing.T) {
	w := magicWorld("empire", "").unit("en", 1, Infantry, 1, 90, 60, south, map[string]float64{keyTerror: 1})
	s := toShooting(t, w.state(t))
	a := castAt("wiz", WeirdEnchantment, "en")
	a.Side = 0
	s, _ = apply(t, s, a, 4) // exactly its number
	en := mustUnit(t, &s, "en")
	if terrifying(en) {
		t.Errorf("an enchanted unit's terror is switched off")
	}
	for s.Active == 0 {
		s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	}
	en = mustUnit(t, &s, "en")
	openMove(&s, en, 1)
	if got := allowance(&s, en); got != 10 {
		t.Errorf("in red's turn: allowance %.1f, want 10 (half of 20)", got)
	}
	s = toOrders(t, s)
	for s.Active == 1 {
		s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 1})
	}
	en = mustUnit(t, &s, "en")
	if status(en, stEnchanted) != 0 || !terrifying(en) {
		t.Errorf("after red's turn: enchanted %d, want 0 (it ends with the opposing player's next turn)", status(en, stEnchanted))
	}
}

// Waaagh! (the sheet §2.4): only on an engaged greenskin unit.
func TestWaaaghTargets(t *testing.T) {
	w := magicWorld("orcs", "").unit("boyz", 0, Infantry, 1, 90, 60, north, nil).
		unit("en", 1, Infantry, 1, 90, 58, south, nil).
		unit("trolls", 0, Infantry, 1, 100, 60, north, nil).
		unit("en2", 1, Infantry, 1, 100, 58, south, nil).
		unit("idle", 0, Infantry, 1, 70, 70, north, nil)
	w.s.Units[len(w.s.Units)-3].Name = "Trolls" // the Orc list's line
	s := toShooting(t, w.state(t))
	for _, tc := range []struct{ target, want string }{{"boyz", ""}, {"trolls", "not-greenskin"}, {"idle", "not-engaged"}} {
		a := castAt("wiz", Waaagh, tc.target)
		a.Side = 0
		if got := code((Rules{}).Check(&s, a)); got != tc.want {
			t.Errorf("Waaagh! on %s: Check = %q, want %q", tc.target, got, tc.want)
		}
	}
	a := castAt("wiz", Waaagh, "boyz")
	a.Side = 0
	s, _ = apply(t, s, a, 4)
	boyz := mustUnit(t, &s, "boyz")
	mods := attackMods(&fighter{unit: boyz, target: mustUnit(t, &s, "en")}, Open)
	found := false
	for _, m := range mods {
		found = found || m.Value == 1 && m.Why == "Waaagh!"
	}
	if !found {
		t.Errorf("Waaagh! gives +1 attack: mods %v", mods)
	}
}

// The Wizards' items ([L2440-2488]).
func TestWizardItems(t *testing.T) {
	w := func() *world {
		return magicWorld("empire", "orcs").unit("en", 1, Infantry, 1, 90, 60, south, nil).
			commander("rwiz", 1, Wizard, 7, 40, 10)
	}
	cast := castAt("wiz", WeirdEnchantment, "en")
	cast.Side = 0

	// Ring: no roll ([L2444]), once.
	s := toShooting(t, w().item("wiz", RingOfMagic).state(t))
	ring := castAt("wiz", WeirdEnchantment, "en", "ring", "1")
	ring.Side = 0
	s, _ = apply(t, s, ring)
	if status(mustUnit(t, &s, "en"), stEnchanted) == 0 || status(mustUnit(t, &s, "wiz"), stItemSpent) == 0 {
		t.Errorf("the Ring casts with no die and is spent")
	}

	// Wand: +1, a natural 3 makes 4 ([L2482]).
	s = toShooting(t, w().item("wiz", WandOfPower).state(t))
	wand := castAt("wiz", WeirdEnchantment, "en", "wand", "1")
	wand.Side = 0
	s, _ = apply(t, s, wand, 3)
	if status(mustUnit(t, &s, "en"), stEnchanted) == 0 {
		t.Errorf("3 + 1 Wand = 4: Weird Enchantment should succeed")
	}

	// Scroll: its owner may dispel a success, before anything else
	// ([L2476]); or keep it, and the spell works.
	for _, tc := range []struct {
		choice           string
		enchanted, spent bool
	}{{"yes", false, true}, {"no", true, false}} {
		s = toShooting(t, w().item("rwiz", ScrollOfDispelling).state(t))
		s, _ = apply(t, s, cast, 6)
		if status(mustUnit(t, &s, "en"), stEnchanted) != 0 {
			t.Fatalf("the spell works before the Scroll's choice")
		}
		if got := code((Rules{}).Check(&s, rules.Action{Kind: rules.KindEndPhase, Side: 0})); got != "dispel-pending" {
			t.Errorf("ending the phase before the Scroll's choice: Check = %q, want dispel-pending", got)
		}
		offers := (Rules{}).Offers(&s, 1, nil)
		if len(offers) != 2 || !strings.Contains(offers[0].Label, "rwiz: dispel wiz's Weird Enchantment on en with the Scroll") {
			t.Errorf("the Scroll's offers: %v", offers)
		}
		s, _ = apply(t, s, rules.Action{Kind: KindDispel, Side: 1, Args: map[string]string{"wizard": "rwiz", "dispel": tc.choice}})
		if got := status(mustUnit(t, &s, "en"), stEnchanted) > 0; got != tc.enchanted {
			t.Errorf("dispel %s: enchanted %v, want %v", tc.choice, got, tc.enchanted)
		}
		if got := status(mustUnit(t, &s, "rwiz"), stItemSpent) > 0; got != tc.spent {
			t.Errorf("dispel %s: Scroll spent %v, want %v", tc.choice, got, tc.spent)
		}
	}

	// Staff of Spellbinding: a failure, then 4+ spellbinds ([L2456]).
	for _, tc := range []struct {
		die   int
		bound bool
	}{{4, true}, {3, false}} {
		s = toShooting(t, w().item("rwiz", StaffOfSpellbinding).state(t))
		s, _ = apply(t, s, cast, 2, tc.die)
		if got := status(mustUnit(t, &s, "wiz"), stSpellbound) > 0; got != tc.bound {
			t.Errorf("staff die %d: spellbound %v, want %v", tc.die, got, tc.bound)
		}
	}

	// Staff of Recall: a second spell after a success, once ([L2488]).
	s = toShooting(t, w().unit("en2", 1, Infantry, 1, 100, 60, south, nil).item("wiz", StaffOfRecall).state(t))
	s, _ = apply(t, s, cast, 4)
	second := castAt("wiz", WeirdEnchantment, "en2")
	second.Side = 0
	s, _ = apply(t, s, second, 4)
	if status(mustUnit(t, &s, "en2"), stEnchanted) == 0 {
		t.Fatalf("the Staff of Recall's second spell should have been cast")
	}
	third := castAt("wiz", BallOfFlame, "", "bearing", "0")
	third.Side = 0
	if got := code((Rules{}).Check(&s, third)); got != "cast-once" {
		t.Errorf("a third spell: Check = %q, want cast-once (the Staff works once)", got)
	}
	s = toShooting(t, w().unit("en2", 1, Infantry, 1, 100, 60, south, nil).item("wiz", StaffOfRecall).state(t))
	s, _ = apply(t, s, cast, 3) // failed: no second spell
	if got := code((Rules{}).Check(&s, second)); got != "cast-once" {
		t.Errorf("after a failure: Check = %q, want cast-once ([L2488]: only after a success)", got)
	}
}

// Items of spells: a Wizard's only, and only with spells (Setup).
func TestWizardItemSetup(t *testing.T) {
	for _, tc := range []struct {
		name string
		w    *world
		want string
	}{
		{"Ring on a Wizard with spells", magicWorld("empire", "").item("wiz", RingOfMagic), ""},
		{"Ring without spells", magicWorld("", "").item("wiz", RingOfMagic), "its side casts none"},
		{"Wand on the General [L2478]", magicWorld("empire", "").item("gen", WandOfPower), "cannot carry the Wand of Power"},
		{"unknown list", magicWorld("elves", ""), `is no spell list`},
	} {
		s := tc.w.s.Clone()
		err := (Rules{}).Setup(&s)
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%s: Setup = %v, want %q", tc.name, err, tc.want)
		}
	}
}

// [L2137]: flyers always Return unless a spell immobilises them; none of
// the eight does: an enchanted flyer Returns, the 10×D6 not halved (Q17).
func TestEnchantedFlyerReturns(t *testing.T) {
	s := returnWorld().state(t)
	fly := mustUnit(t, &s, "fly")
	fly.SetStatus(stEnchanted, 1)
	s, _ = apply(t, s, rules.Action{Kind: KindReturn, Side: 0, Target: "gen", Args: map[string]string{"unit": "fly"}}, 2)
	if got := allowance(&s, mustUnit(t, &s, "fly")); got != 20 {
		t.Errorf("Return allowance %.1f, want 20 (2 × 10, not halved)", got)
	}
}

// The offers: each spell with its chance; a line's crossed units.
func TestSpellOffers(t *testing.T) {
	s := toShooting(t, lineWorld().state(t))
	var line *rules.Offer
	offers := (Rules{}).Offers(&s, 0, []string{"wiz.1"})
	for i, o := range offers {
		if o.Action.Kind == KindCast && o.Action.Args["spell"] == BallOfFlame && o.Action.Args["bearing"] == "90" {
			line = &offers[i]
		}
	}
	if line == nil {
		t.Fatalf("no Ball of Flame bearing 90 offered: %v", offers)
	}
	if !strings.Contains(line.Label, "needs 5+, 33%") || !strings.Contains(strings.Join(line.Detail, "; "), "A, B") {
		t.Errorf("offer %q %v: want the chance and the units crossed (A, B)", line.Label, line.Detail)
	}
	if err := (Rules{}).Check(&s, line.Action); err != nil {
		t.Errorf("the offer is refused: %v", err)
	}
	ovs := (Rules{}).UnitOverlays(&s, "wiz")
	crossed := false
	for _, o := range ovs {
		crossed = crossed || strings.Contains(o.Label, "Ball of Flame bearing 90°: crosses A, B")
	}
	if !crossed {
		t.Errorf("no overlay of the line crossing A and B: %v", ovs)
	}
}

// An engaged unit under the line is not driven back; its wounds count for
// its enemies in its first round (the sheet M4, Q8).
func TestLineOnEngagedUnit(t *testing.T) {
	s := toShooting(t, lineWorld().unit("foe", 0, Infantry, 1, 33.25, 62, north, nil).state(t))
	a := castAt("wiz", BallOfFlame, "", "bearing", "90")
	a.Side = 0
	s, _ = apply(t, s, a, 5, 4, 5, 2, 1, 1, 1)
	A := mustUnit(t, &s, "A")
	if status(A, stShotWounds) != 0 || status(A, stChargeShot) != 2 || status(A, stWounds) != 2 {
		t.Errorf("engaged A: shot wounds %d (want 0), charge-shot %d (want 2), wounds %d (want 2)", status(A, stShotWounds), status(A, stChargeShot), status(A, stWounds))
	}
}

// A hill's crest stops the line (the sheet M2 item 3, [L1040-1042]): the
// hill x 30-40, y 50-70 has its longest chord for crest, crossing the
// line 13.75 cm along it.
func TestSpellLineCrest(t *testing.T) {
	w := newWorld().commander("wiz", 0, Wizard, 7, 20, 60).
		feature("hl", "hill", geom.V(30, 50), geom.V(40, 50), geom.V(40, 70), geom.V(30, 70))
	s := w.state(t)
	seg := spellLine(&s, mustUnit(t, &s, "wiz"), geom.V(1, 0), 30)
	if math.Abs(seg.Len()-13.75) > 0.01 {
		t.Errorf("line %.3f cm, want 13.75 (to the crest)", seg.Len())
	}
}

// Gerroff!!! off the table (the sheet §2.4 item 6): a unit 9 cm from its
// edge driven 15 cm rolls at once ([L906-922]).
func TestGerroffOffTable(t *testing.T) {
	w := newWorld().commander("wiz", 0, Wizard, 7, 90, 40).unit("en", 1, Infantry, 1, 90, 10, south, nil)
	w.s.Settings[SettingSpellsPrefix+"blue"] = "orcs"
	s := toShooting(t, w.state(t))
	a := castAt("wiz", Gerroff, "en")
	a.Side = 0
	s, evs := apply(t, s, a, 5, 3, 4) // cast 5; 3 × 5 = 15 cm; the off-table D6 4
	left := false
	for _, e := range evs {
		left = left || e.Kind == "leave-table"
	}
	if !left || status(mustUnit(t, &s, "en"), stDestroyed) != 0 {
		t.Errorf("15 cm toward an edge 9 cm behind: want an off-table roll, not a rout: %v", evs)
	}
}

// Weird Enchantment in combat (the sheet §2.3, Q18): the enchanted unit
// takes −1 as against terror, once; its enemies lose their −1 for its
// terror.
func TestWeirdEnchantmentCombat(t *testing.T) {
	w := magicWorld("empire", "").unit("giant", 1, Monster, 1, 90, 60, south, map[string]float64{keyTerror: 1}).
		unit("hal", 0, Infantry, 1, 90, 63, north, nil)
	s := toShooting(t, w.state(t))
	a := castAt("wiz", WeirdEnchantment, "giant")
	a.Side = 0
	s, _ = apply(t, s, a, 4)
	giant, hal := mustUnit(t, &s, "giant"), mustUnit(t, &s, "hal")
	sum := func(ms []Modifier) int {
		n := 0
		for _, m := range ms {
			n += m.Value
		}
		return n
	}
	if got := sum(attackMods(&fighter{unit: hal, target: giant}, Open)); got != 0 {
		t.Errorf("Halberdiers against the enchanted Giant: modifiers %+d, want 0 (its terror is off)", got)
	}
	if got := sum(attackMods(&fighter{unit: giant, target: hal}, Open)); got != -1 {
		t.Errorf("the enchanted Giant: modifiers %+d, want −1", got)
	}
}

// Teleport's spot and the items declared (the sheet §2.3 Q35; [L2444],
// [L2482]).
func TestCastArgsRefused(t *testing.T) {
	w := magicWorld("empire", "").unit("en", 1, Infantry, 1, 90, 60, south, nil).unit("fr", 0, Infantry, 1, 120, 80, north, nil)
	s := toShooting(t, w.state(t))
	for _, tc := range []struct {
		name string
		a    rules.Action
		want string
	}{
		{"off the table", castAt("wiz", Teleport, "", "at", "0.5,60"), "teleport-spot"},
		{"on a base", castAt("wiz", Teleport, "", "at", "120,80"), "teleport-spot"},
		{"against an enemy, joining nobody", castAt("wiz", Teleport, "", "at", "90,62.25"), "teleport-spot"},
		{"joining a unit he does not touch", castAt("wiz", Teleport, "", "at", "60,80", "join", "fr"), "teleport-join"},
		{"joining the unit he touches", castAt("wiz", Teleport, "", "at", "120,82.25", "join", "fr"), ""},
		{"a Ring he does not carry", castAt("wiz", WeirdEnchantment, "en", "ring", "1"), "no-item"},
	} {
		a := tc.a
		a.Side = 0
		if got := code((Rules{}).Check(&s, a)); got != tc.want {
			t.Errorf("%s: Check = %q, want %q", tc.name, got, tc.want)
		}
	}
	// The Wand spent: refused the next turn ([L2482]: once a battle).
	s = toShooting(t, magicWorld("empire", "").unit("en", 1, Infantry, 1, 90, 60, south, nil).item("wiz", WandOfPower).state(t))
	wz := mustUnit(t, &s, "wiz")
	wz.SetStatus(stItemSpent, 1)
	a := castAt("wiz", WeirdEnchantment, "en", "wand", "1")
	a.Side = 0
	if got := code((Rules{}).Check(&s, a)); got != "item-spent" {
		t.Errorf("the Wand used: Check = %q, want item-spent", got)
	}
	// Voice of Command's unit is offered its charge (the sheet §2.3).
	s = toShooting(t, magicWorld("empire", "").unit("fr", 0, Infantry, 1, 100, 80, north, nil).unit("en", 1, Infantry, 1, 100, 65, south, nil).state(t))
	v := castAt("wiz", VoiceOfCommand, "fr")
	v.Side = 0
	s, _ = apply(t, s, v, 6)
	charged := false
	for _, o := range (Rules{}).Offers(&s, 0, []string{"fr.1"}) {
		charged = charged || o.Action.Kind == KindCharge && o.Action.Target == "en" && o.Disabled == ""
	}
	if !charged {
		t.Errorf("no charge offered to the unit moving by Voice of Command")
	}
}

// A line kept for the Scroll's choice keeps its direction; a dispelled
// Teleport moves nobody and gives no follow-up (the sheet Q4).
func TestDispelKeepsTheCast(t *testing.T) {
	w := lineWorld().commander("rwiz", 1, Wizard, 7, 100, 10).item("rwiz", ScrollOfDispelling)
	w.s.Settings[SettingSpellsPrefix+"red"] = "orcs"
	s := toShooting(t, w.state(t))
	a := castAt("wiz", BallOfFlame, "", "bearing", "90")
	a.Side = 0
	s, _ = apply(t, s, a, 5)
	s, _ = apply(t, s, rules.Action{Kind: KindDispel, Side: 1, Args: map[string]string{"wizard": "rwiz", "dispel": "no"}}, 4, 5, 2, 1, 1, 1)
	if got := status(mustUnit(t, &s, "A"), stShotWounds); got != 2 {
		t.Errorf("A: %d wounds after the Scroll was kept, want 2 (the line east)", got)
	}
	if got := code((Rules{}).Check(&s, rules.Action{Kind: KindDispel, Side: 1, Args: map[string]string{"wizard": "rwiz", "dispel": "yes"}})); got != "no-dispel" {
		t.Errorf("a second choice: Check = %q, want no-dispel", got)
	}
	s = toShooting(t, w.state(t))
	tp := castAt("wiz", Teleport, "", "at", "60,80")
	tp.Side = 0
	s, _ = apply(t, s, tp, 3)
	s, _ = apply(t, s, rules.Action{Kind: KindDispel, Side: 1, Args: map[string]string{"wizard": "rwiz", "dispel": "yes"}})
	b, _ := s.Base("wiz.1")
	follow := castAt("wiz", BallOfFlame, "", "bearing", "90")
	follow.Side = 0
	if b.Shape.Center.Dist(geom.V(20, 60)) > 1e-9 || code((Rules{}).Check(&s, follow)) != "cast-once" {
		t.Errorf("dispelled Teleport: wizard at %v (want (20, 60)), follow-up %q (want cast-once)", b.Shape.Center, code((Rules{}).Check(&s, follow)))
	}
}

// A line's wounded friends are driven back after its enemies (the sheet
// M3, Q7): the friend "fr", first in army order and first on the line,
// waits for the enemy "en".
func TestLineDriveBackEnemiesFirst(t *testing.T) {
	w := newWorld().commander("wiz", 0, Wizard, 7, 20, 60).
		unit("fr", 0, Infantry, 1, 33.25, 60, north, nil).
		unit("en", 1, Cavalry, 1, 46.25, 60, north, nil)
	w.s.Settings[SettingSpellsPrefix+"blue"] = "empire"
	s := toShooting(t, w.state(t))
	a := castAt("wiz", BallOfFlame, "", "bearing", "90")
	a.Side = 0
	s, _ = apply(t, s, a, 5, 4, 1, 1, 4, 1, 1) // fr 1 hit, en 1 hit: no armour, a wound each
	s, evs := apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0}, 3, 2)
	var order []string
	for _, e := range evs {
		if e.Kind == "drive-back" {
			order = append(order, e.Unit)
		}
	}
	if strings.Join(order, ",") != "en,fr" {
		t.Errorf("drive backs %v, want en then fr", order)
	}
}
