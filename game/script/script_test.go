package script

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/table"
	"plateau/rules/warmaster"
)

// battle is a short sandbox battle on the default scenario: blue spears
// (b-spears.1-3 at x 30, 34, 38, y 108, facing north) advance and wheel,
// one move is refused, the table is handed over, red advances.
const battle = `
# blue
move-unit b-spears by 0 -10
expect at b-spears.1 30 98 facing 0
turn-unit b-spears 20 about b-spears.1 FL
expect refused allowance
move b-knights.1 by 0 -31
move b-knights.1 by 0 -30
end-phase
expect active red
expect turn 1
move-unit r-spears by 0 15   # red faces south: +y is forward
end-phase
expect turn 2
`

func run(t *testing.T, script string, seed uint64) (Report, error) {
	t.Helper()
	cmds, err := Parse("test", strings.NewReader(script))
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(scenario.Default(), seed)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Run(m, cmds)
	return NewReport(m), err
}

func TestBattlePlays(t *testing.T) {
	rep, err := run(t, battle, 1)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Turn != 2 || rep.Active != "blue" {
		t.Errorf("ends in turn %d with %s to play, want turn 2, blue", rep.Turn, rep.Active)
	}
	var spear BaseReport
	for _, b := range rep.Bases {
		if b.ID == "b-spears.2" {
			spear = b
		}
	}
	if spear.Facing != 20 {
		t.Errorf("b-spears.2 faces %v after the wheel, want 20", spear.Facing)
	}
}

// The same scenario, seed and actions give the same JSON and hash, every
// time (issue 2, "done means").
func TestReproducible(t *testing.T) {
	a, _ := run(t, battle, 7)
	b, _ := run(t, battle, 7)
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if !bytes.Equal(ja, jb) {
		t.Error("two runs of the same script print different JSON")
	}
}

func TestFailures(t *testing.T) {
	tests := []struct {
		name, script, want string
	}{
		{"refused", "move b-spears.1 by 0 -25", "line 1: move b-spears.1 by 0 -25: Spearmen, 1st stand would move 25.0 cm"},
		{"wrong refusal", "expect refused gap\nmove b-spears.1 by 0 -25", "expected a refusal (gap), got allowance"},
		{"allowed when refusal expected", "expect refused allowance\nmove b-spears.1 by 0 -5", "but it was allowed"},
		{"no such base", "move nobody.1 by 1 1", `no base "nobody.1"`},
		{"expectation", "expect at b-spears.1 0 0", "b-spears.1 is at (30.000, 108.000)"},
		{"wrong side", "expect active red", "blue is to play, expected red"},
		{"unused dice", "dice 3\nmove b-spears.1 by 0 -1", "1 scripted dice were not used"},
		{"dangling expect", "expect refused gap", "ends after"},
	}
	for _, tc := range tests {
		_, err := run(t, tc.script, 1)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Run = %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ script, want string }{
		{"fly b-spears.1", `s:1: unknown command "fly"`},
		{"\n\nmove b-spears.1 to 3", "s:3: \"move b-spears.1 to 3\": expected move BASE to X Y"},
		{"move b-spears.1 by x 3", `"x" is not a number`},
		{"dice 1 two", `dice: "two" is not a whole number`},
		{"end-phase now", `expected end-phase`},
		{"turn b 10 about", `expected turn BASE DEG`},
	}
	for _, tc := range tests {
		_, err := Parse("s", strings.NewReader(tc.script))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) = %v, want an error containing %q", tc.script, err, tc.want)
		}
	}
	// Every bad line is reported, not just the first.
	_, err := Parse("s", strings.NewReader("fly a\nswim b\nend-phase\n"))
	if err == nil || !strings.Contains(err.Error(), "s:1:") || !strings.Contains(err.Error(), "s:2:") {
		t.Errorf("Parse(two bad lines) = %v, want both reported", err)
	}
}

func TestMainExitCodesAndSave(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	os.WriteFile(good, []byte("move b-spears.1 by 0 -5\n"), 0o644)
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("move b-spears.1 by 0 -50\n"), 0o644)
	save := filepath.Join(dir, "battle.json")
	var out, errb bytes.Buffer
	if code := Main([]string{"-actions", good, "-save", save}, &out, &errb); code != 0 {
		t.Fatalf("good script: exit %d, stderr %s", code, errb.String())
	}
	var rep Report
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("output is not JSON: %v", err)
	}
	m, err := game.Load(save)
	if err != nil {
		t.Fatal(err)
	}
	if m.State().Hash() != rep.Hash {
		t.Error("the saved battle does not replay to the printed hash")
	}
	out.Reset()
	errb.Reset()
	if code := Main([]string{"-actions", bad}, &out, &errb); code != 1 {
		t.Errorf("refused script: exit %d, want 1", code)
	}
	if !strings.Contains(errb.String(), "allowance") || !strings.Contains(out.String(), `"failure"`) {
		t.Errorf("refused script: stderr %q, output without failure", errb.String())
	}
	if code := Main([]string{}, &out, &errb); code != 2 {
		t.Errorf("no -actions: exit %d, want 2", code)
	}
	if code := Main([]string{"-actions", filepath.Join(dir, "missing.txt")}, &out, &errb); code != 2 {
		t.Errorf("missing script: exit %d, want 2", code)
	}
}

// A WME Command phase end to end from a script (issue 3, item 11): an
// order that succeeds, a move, a second order that fails and ends the
// Orders sub-phase because the General gave it (wme.md §6.3 [L509]), the
// commanders' move, an empty Shooting phase, and the handover.
const wmeBattle = `
expect phase orders
dice 3 4                              # 7 against 9: moves
order emp-general emp-halb-2
move-unit emp-halb-2 by 0 -20
expect at emp-halb-2.1 88 88
expect refused allowance              # its 20 cm are spent
move-unit emp-halb-2 by 0 -1
dice 6 6                              # 12 against 9 -1 (24.8 cm) -1 (2nd order) -1 (in Kleindorf: difficult)
order emp-general emp-halb-2
expect refused orders-over
order emp-hero emp-knights-1
end-phase
expect phase commanders
move emp-general.1 by 0 -30
end-phase
expect phase shooting                 # nothing in range yet (wme.md §5)
end-phase
expect phase combat                   # no one in contact: nothing to fight
end-phase
expect active orcs
expect phase orders
`

func TestWarmasterBattle(t *testing.T) {
	m := playScript(t, "wme", 1, wmeBattle)
	rep := NewReport(m)
	var texts []string
	for _, e := range rep.Events {
		texts = append(texts, e.Text)
	}
	log := strings.Join(texts, "\n")
	for _, want := range []string{"rolled 7, needed 9 or less — moves", "rolled 12, needed 6 or less — failed", "the Orders sub-phase is over"} {
		if !strings.Contains(log, want) {
			t.Errorf("event log lacks %q:\n%s", want, log)
		}
	}
}

// WME shooting end to end (wme.md §8.5-8.6): three crossbow bases shoot
// Orc warriors 18 cm away in the open: 4+ to hit, armour 6+ saves, two
// wounds; at the end of the phase the orcs are driven back one D6 per
// wound, and a 6 confuses them.
const wmeShooting = `
expect phase initiative   # the orcs are 18 cm away (wme.md §6.2)
end-phase                 # no initiative
end-phase                 # no orders
end-phase                 # commanders stay
expect phase shooting
dice 4 5 2 6 1            # hits [4][5][2] = 2; saves [6][1] = 1 saved
shoot xbow orcs
expect refused shot
shoot xbow orcs
dice 6                    # 1 wound: drive back 1D6
end-phase
expect phase combat
end-phase
expect active orcs
`

func TestWarmasterShooting(t *testing.T) {
	m := playScript(t, "testdata/wme-shoot.toml", 1, wmeShooting)
	orcs, _ := m.State().Unit("orcs")
	b, _ := m.State().Base("orcs.2")
	if b.Shape.Center.Y != 30-6 || orcs.Status["confused"] == 0 {
		t.Errorf("orcs.2 at y=%v status %v; want driven back 6 cm to y=24 and confused", b.Shape.Center.Y, orcs.Status)
	}
}

// WME combat end to end (wme.md §9): the crossbowmen charge the orcs 18 cm
// away (the solver centres their first base on the orcs' nearest one:
// the others overlap by a corner), cannot shoot while engaged, and fight:
// two elements (one by its corner, L1324) × (3 + 1 charging) = 8 dice, 4
// hits, one saved by the orcs' 6+; the orcs' 8 dice miss. The orcs lose by 3, lose an element and retreat 3 cm; the
// crossbowmen hold.
const wmeCombat = `
dice 3 3
order gen xbow
charge xbow orcs
end-phase
end-phase
expect phase shooting
end-phase
expect phase combat
expect refused combat-pending     # every engagement is fought (L1306)
end-phase
dice 6 6 6 6 6 6 1 1 1 1 1 1  1 1 1 1 1 6  1 1 1 1 1 1 1 1 1 1 1 1
fight xbow
expect refused combat-pending     # the winner chooses first (L1546)
end-phase
hold xbow
end-phase
expect active orcs
`

func TestWarmasterCombat(t *testing.T) {
	m := playScript(t, "testdata/wme-shoot.toml", 1, wmeCombat)
	rep := NewReport(m)
	var texts []string
	for _, e := range rep.Events {
		texts = append(texts, e.Text)
	}
	log := strings.Join(texts, "\n")
	for _, want := range []string{"Crossbowmen attack Orc Warriors: 12 dice need 4+ (+1 charging) [6][6][6][6][6][6][1][1][1][1][1][1] = 6 hits; saves 6+ [1][1][1][1][1][6] = 1 saved; 5 wounds",
		"Orc Warriors retreat 5 cm", "Crossbowmen hold their ground"} {
		if !strings.Contains(log, want) {
			t.Errorf("event log lacks %q:\n%s", want, log)
		}
	}
	orcs, _ := m.State().Unit("orcs")
	if len(orcs.Bases) != 2 {
		t.Errorf("orcs have %d bases, want 2", len(orcs.Bases))
	}
}

// WME shooting at chargers end to end (wme.md §8.8, [L1235-1247]): in
// their turn the orcs charge the crossbowmen on initiative; the three
// crossbow elements shoot as they come in, 4+ to hit ([L1173]) and the
// orcs' 6+ armour, two wounds kept without a drive back at the end of
// the orcs' Shooting phase.
const wmeChargers = `
end-phase
end-phase
end-phase
end-phase
end-phase
expect active orcs
expect phase initiative
dice 6 6 1 1 1            # hits [6][6][1] = 2; saves [1][1] = 0 saved
charge orcs xbow
end-phase
end-phase
end-phase
expect phase shooting
end-phase                 # no drive back for the charge's wounds (L1247)
expect phase combat
`

func TestWarmasterShootingAtChargers(t *testing.T) {
	m := playScript(t, "testdata/wme-shoot.toml", 1, wmeChargers)
	var texts []string
	rolls := 0
	for _, e := range NewReport(m).Events {
		texts = append(texts, e.Text)
		if strings.HasPrefix(e.Text, "Crossbowmen shoot at the charge") {
			rolls += len(e.Rolls)
		}
	}
	log := strings.Join(texts, "\n")
	want := "Crossbowmen shoot at the charge of Orc Warriors (WME §8.8 [L1235]) with 3 elements: 3 dice need 4+ (in the open, [L1173]) [6][6][1] = 2 hits; saves 6+ [1][1] = 0 saved; 2 wounds"
	if !strings.Contains(log, want) || strings.Contains(log, "driven back") || rolls != 5 {
		t.Errorf("event log (%d rolls logged with the shots, want 5) lacks %q or drives back:\n%s", rolls, want, log)
	}
	orcs, _ := m.State().Unit("orcs")
	if orcs.Status["wounds"] != 2 {
		t.Errorf("orcs status %v: want their 2 wounds kept for the first round (L1245)", orcs.Status)
	}
}

// WME initiative from a script (wme.md §6.2, §7.4): the crossbowmen, 18 cm
// from the orcs, evade them 8 cm straight back on initiative and then take
// no orders this turn ([L382], [L437]).
const wmeEvade = `
expect phase initiative
expect refused allowance
evade xbow orcs distance 25       # more than their full pace (L722)
evade xbow orcs distance 8
expect at xbow.1 26 58
end-phase
expect phase orders
expect refused initiative-used
order gen xbow
`

func TestWarmasterEvade(t *testing.T) {
	playScript(t, "testdata/wme-shoot.toml", 1, wmeEvade)
	for _, bad := range []string{"evade", "evade a b c", "evade a distance x", "evade a b distance -1", "evade a b c d e",
		"evade a bearing x", "evade a bearing 90 bearing 180", "evade a b distance 5 distance 6"} {
		if _, err := Parse("bad", strings.NewReader(bad)); err == nil {
			t.Errorf("Parse(%q) accepted it", bad)
		}
	}
	for _, good := range []string{"evade a", "evade a b", "evade a distance 5", "evade a b distance 5.5",
		"evade a bearing 270", "evade a b distance 5 bearing 90"} {
		if _, err := Parse("good", strings.NewReader(good)); err != nil {
			t.Errorf("Parse(%q) = %v", good, err)
		}
	}
	// The owner's pick among equally good directions ([L728]) is the
	// action's compass bearing.
	cmds, err := Parse("tie", strings.NewReader("evade xbow orcs distance 8 bearing 270"))
	if err != nil {
		t.Fatal(err)
	}
	s := &rules.State{Sides: []rules.Side{{ID: "empire"}, {ID: "orcs"}}}
	a, err := action(s, cmds[0])
	if err != nil || a.Target != "orcs" || a.Args["unit"] != "xbow" || a.Args["distance"] != "8" || a.Args[warmaster.ArgDirection] != "270" {
		t.Errorf("action = %+v, %v; want an evade of xbow from orcs, 8 cm, bearing 270", a, err)
	}
}

// A WME battle played to its end through the scripted-battle command
// (issue 3, "done means"), with seeded dice as a play test: the
// crossbowmen charge on initiative, lose the fight and are destroyed; the
// Empire routs at the end of the phase and the Orcs win on points
// (wme.md §10.2-10.3).
const wmeToTheEnd = `
expect phase initiative
charge xbow orcs
end-phase
end-phase
end-phase
end-phase
expect phase combat
fight xbow
hold orcs
end-phase
expect phase over
expect refused battle-over
end-phase
`

// And a whole battle of the sample armies to its last turn: a first move,
// then every phase ended until the battle's length (6 to 8 turns each,
// rolled) runs out.
func wmeFullLength() string {
	var b strings.Builder
	b.WriteString("dice 3 4\norder emp-general emp-halb-2\nmove-unit emp-halb-2 by 0 -20\n")
	for i := 0; i < 8*2*5; i++ {
		b.WriteString("end-phase\n")
	}
	return b.String()
}

func TestWarmasterBattlesToTheEnd(t *testing.T) {
	tests := []struct {
		name, scenario, script string
		seed                   uint64
		want                   string
		minTurn                int
	}{
		{"a fight that routs an army", "testdata/wme-shoot.toml", wmeToTheEnd, 2, "Orcs win", 1},
		{"the sample battle, full length", "wme", wmeFullLength(), 1, "the battle is over", 6},
	}
	for _, tc := range tests {
		sc, err := scenario.Open(tc.scenario)
		if err != nil {
			t.Fatal(err)
		}
		m, err := game.New(sc, tc.seed)
		if err != nil {
			t.Fatal(err)
		}
		cmds, err := Parse(tc.name, strings.NewReader(tc.script))
		if err != nil {
			t.Fatal(err)
		}
		n, err := Run(m, cmds)
		s := m.State()
		if s.Phase != "over" {
			t.Errorf("%s: after %d commands (%v) the phase is %s in turn %d, want the battle over", tc.name, n, err, s.Phase, s.Turn)
			continue
		}
		last := m.Events()[len(m.Events())-1].Text
		if !strings.Contains(last, tc.want) || s.Turn < tc.minTurn {
			t.Errorf("%s: ends in turn %d with %q; want %q, turn ≥ %d", tc.name, s.Turn, last, tc.want, tc.minTurn)
		}
	}
}

// playScript plays a script on a scenario (a file or an embedded name)
// with seeded dice and fails the test if any line is refused.
func playScript(t *testing.T, scen string, seed uint64, text string) *game.Match {
	t.Helper()
	cmds, err := Parse(scen, strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	m := newMatch(t, scen, seed)
	if _, err := Run(m, cmds); err != nil {
		t.Fatal(err)
	}
	return m
}

// Blood and Blades from a script (issue 4, item 11): the PIG roll, a group
// move in MU with its cost, a move too dear for the PIGs left, the period
// handed over (bnb.md §5.2, §6, §7.4).
const bnbPeriod = `
expect phase pigs
dice 5                                     # an AD: the D6 shows 5, read as 5 PIGs [L766-768]
do roll-pigs
move-group as-ax-1.1,as-ax-2.1 by 0 -3     # 1 MU ahead, a sub-group (+1, C1): 2 PIGs, 3 left
expect at as-ax-1.1 52 63
move-group as-ax-1.1,as-ax-2.1 by 0 -3     # now a group of its own: 1 PIG, 2 left
move-group as-ax-1.1,as-ax-2.1 by 0 -3     # 1 PIG, 1 left
expect refused pigs                        # the 4th distant move costs +1 (C9 [L1360]): 2 > 1
move-group as-ax-1.1,as-ax-2.1 by 0 -3
end-phase
expect active libya
`

func TestBloodBladesPeriod(t *testing.T) {
	m := playScript(t, "bnb", 1, bnbPeriod)
	var log []string
	for _, e := range m.Events() {
		log = append(log, e.Text)
	}
	if !strings.Contains(strings.Join(log, "\n"), "5 PIGs") {
		t.Errorf("the PIG roll is not in the log:\n%s", strings.Join(log, "\n"))
	}
}

// WME support charge end to end (wme.md §7.5 item 12, [L1460-1474]): the
// crossbowmen charge the orcs on initiative (the battle line shifts 8 cm
// left onto them) and the halberdiers standing behind them follow in
// support, 18 cm forward and 8 cm left (19.7 cm), all three elements
// behind, needing no initiative of their own ([L449]); they then take no
// orders. In the combat both sides miss everything and the three
// supporting elements win it ([L1436]).
const wmeSupport = `
expect phase initiative
expect refused support-one
charge xbow orcs supported-by halb,gen
charge xbow orcs supported-by halb
expect at halb.1 18 34
end-phase
expect phase orders
expect refused initiative-used
order gen halb
end-phase
end-phase
end-phase
expect phase combat
dice 1 1 1 1 1 1 1 1 1 1 1 1  1 1 1 1 1 1 1 1 1 1 1 1
fight xbow
`

func TestWarmasterSupportCharge(t *testing.T) {
	m := playScript(t, "../testdata/wme-support.toml", 1, wmeSupport)
	var texts []string
	for _, e := range NewReport(m).Events {
		texts = append(texts, e.Text)
	}
	log := strings.Join(texts, "\n")
	for _, want := range []string{"Halberdiers follow Crossbowmen in a support charge: 3 elements in rear support",
		"(0 + 3 supports)"} {
		if !strings.Contains(log, want) {
			t.Errorf("event log lacks %q:\n%s", want, log)
		}
	}
	for _, bad := range []string{"charge a b supported-by", "charge a b supported-by c supported-by d", "charge a b support c"} {
		if _, err := Parse("bad", strings.NewReader(bad)); err == nil {
			t.Errorf("Parse(%q) accepted it", bad)
		}
	}
	for _, good := range []string{"charge a b supported-by c", "charge a b placement 1 supported-by c", "charge a b supported-by c placement 1"} {
		if _, err := Parse("good", strings.NewReader(good)); err != nil {
			t.Errorf("Parse(%q) = %v", good, err)
		}
	}
}

// The player places the supporting unit himself (WME [L1468-1474]): in
// the charge (place), refused touching an enemy by a corner [L1470] or
// out of formation [L231], then re-formed in a column behind the centre
// crossbowmen; or by moving its elements right after the rules placed
// them (the re-placement of replace.go).
const (
	wmeSupportPlaced = `
expect refused support-contact
charge xbow orcs supported-by halb place halb.1 14 32
expect refused formation
charge xbow orcs supported-by halb place halb.3 34 34
charge xbow orcs supported-by halb place halb.1 22 34 place halb.2 22 36 place halb.3 22 38 facing 0
expect at halb.1 22 34
expect at halb.3 22 38 facing 0
`
	wmeSupportReplaced = `
charge xbow orcs supported-by halb
expect at halb.3 26 34
expect refused formation
move halb.3 to 34 34
move halb.3 to 22 36
expect at halb.3 22 36
`
)

func TestWarmasterSupportPlaced(t *testing.T) {
	cases := []struct {
		name, script string
		want         []string
	}{
		{"in the charge", wmeSupportPlaced, []string{"Halberdiers follow Crossbowmen in a support charge: 1 element in rear support"}},
		{"moved after it", wmeSupportReplaced, []string{"Halberdiers follow Crossbowmen in a support charge: 3 elements in rear support",
			"Empire re-place elements of Halberdiers: the 3rd stand", "before its support charge (WME §7.5 item 12 [L1468-1474])"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := playScript(t, "../testdata/wme-support.toml", 1, c.script)
			var texts []string
			for _, e := range NewReport(m).Events {
				texts = append(texts, e.Text)
			}
			log := strings.Join(texts, "\n")
			for _, want := range c.want {
				if !strings.Contains(log, want) {
					t.Errorf("event log lacks %q:\n%s", want, log)
				}
			}
		})
	}
	for _, bad := range []string{"charge a b place a.1 1 2", "charge a b supported-by c place c.1 1", "charge a b supported-by c place c.1 x 2"} {
		if _, err := Parse("bad", strings.NewReader(bad)); err == nil {
			t.Errorf("Parse(%q) accepted it", bad)
		}
	}
	for _, good := range []string{"charge a b supported-by c place c.1 1 2", "charge a b placement 1 supported-by c place c.1 1 2 facing 90 place c.2 3 4"} {
		if _, err := Parse("good", strings.NewReader(good)); err != nil {
			t.Errorf("Parse(%q) = %v", good, err)
		}
	}
}

// Flyers from a script (wme.md §11.2): the Pegasus Knights may not evade
// [L2121]; the Hero 21.75 cm away may not order them [L2125]; they roll
// their Return (a 2: 20 cm) and fly it over the wood to their General
// [L2129-2131], which ends the Initiative sub-phase; his order then sends
// them back over the wood, but only to a place they could see [L2147]
// and never onto the trees [L2153].
const wmeFlyers = `
expect phase initiative
expect refused flyer
evade peg orcs
expect refused flyer-range
order hero peg
dice 2
offer - Return Pegasus Knights toward General (roll
expect phase orders
expect refused return-done
do return gen unit=peg
offer - Return Pegasus Knights toward General — 20.0 cm
expect at peg.3 30 50
dice 1 1
order gen peg
expect refused flyer-sight
move-unit peg by 0 -30
expect refused landing
move-unit peg by 0 -8
move-unit peg by 16 -28
expect at peg.1 38 22
end-phase
expect phase commanders
`

func TestWarmasterFlyers(t *testing.T) {
	m := playScript(t, "../testdata/wme-flyers.toml", 1, wmeFlyers)
	var texts []string
	for _, e := range NewReport(m).Events {
		texts = append(texts, e.Text)
	}
	if log := strings.Join(texts, "\n"); !strings.Contains(log, "Pegasus Knights roll 2 to Return: up to 20 cm straight toward General") {
		t.Errorf("event log lacks the Return roll:\n%s", log)
	}
}

// togetherScenario is Figure 8.16's right-hand side as far as the BnB text
// tells it [L2734-2747]: Libyan Bd Z zocs Assyrian Pk E, and Pk F stands
// right behind E, outside the zone.
const togetherScenario = `
title = "Simultaneous moves"
ruleset = "bnb"
[settings]
scale = "15mm"
[table]
width = 120
height = 75
[[army]]
id = "blue"
name = "Blue"
colour = "#2f5fb3"
[[army.unit]]
id = "gen"
name = "General"
type = "Reg Cv(O)"
profile = { cinc = 1 }
base = [4, 3]
at = [74, 52]
facing = 0
[[army.unit]]
id = "e"
name = "Pk E"
type = "Reg Pk(O)"
base = [4, 1.5]
at = [64, 44]
facing = 0
[[army.unit]]
id = "f"
name = "Pk F"
type = "Reg Pk(O)"
base = [4, 1.5]
at = [64, 45.5]
facing = 0
[[army]]
id = "red"
name = "Red"
colour = "#b3862f"
[[army.unit]]
id = "ogen"
name = "Other general"
type = "Reg Cv(O)"
profile = { cinc = 1 }
base = [4, 3]
at = [10, 5]
facing = 180
[[army.unit]]
id = "z"
name = "Bd Z"
type = "Reg Bd(O)"
base = [4, 1.5]
at = [62, 40]
facing = 180
`

// The move-together command (BnB simultaneous moves, [L1404]): zocced E
// cannot go straight back alone, F being in the way; E and F go back
// together, each order paid (1 PIG each, 3 of 5 left).
func TestMoveTogetherScript(t *testing.T) {
	sc, err := scenario.Parse("together.toml", []byte(togetherScenario))
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	cmds, err := Parse("together", strings.NewReader(`
dice 5
do roll-pigs
expect refused blocked
move e.1 by 0 6
expect refused together-overlap
move-together e.1 by 0 6 and f.1 by 0 4      # judged apart, but F would end on E
move-together e.1 by 0 6 and f.1 by 0 6
expect at e.1 64 50
expect at f.1 64 51.5
`))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Run(m, cmds); err != nil {
		t.Fatal(err)
	}
	if left := m.State().Counters["pigs"]; left != 3 {
		t.Errorf("%d PIGs left, want 3 (1 PIG an order)", left)
	}
}

// A move-together command's orders are checked before anything plays, and
// built into one action naming each order's bases.
func TestMoveTogetherParse(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{"move-together e.1 by 0", "expected move-together PART and PART"},
		{"move-together e.1,f.1 to 3 4 and g.1 by 0 1", "expected move-together PART and PART"},
		{"move-together e.1 by x 1 and f.1 by 0 1", `"x" is not a number`},
		{"move-together e.1 by 0 1 and", "expected move-together PART and PART"},
		{"move-together e.1 turn 10 about e.1 and f.1 by 0 1", "expected move-together PART and PART"},
	} {
		if _, err := Parse("test", strings.NewReader(c.line)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q) = %v, want an error containing %q", c.line, err, c.want)
		}
	}
	sc, err := scenario.Parse("together.toml", []byte(togetherScenario))
	if err != nil {
		t.Fatal(err)
	}
	s := sc.State
	cmds, err := Parse("test", strings.NewReader("move-together e.1 by 0 6 and f.1,z.1 turn 90 about f.1 FL and gen.1 to 70 50 facing 90"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := action(&s, cmds[0])
	if err != nil {
		t.Fatal(err)
	}
	if a.Kind != "move-together" || a.Args["orders"] != "e.1|f.1,z.1|gen.1" || len(a.Moves) != 4 {
		t.Fatalf("action = %s %v with %d moves, want move-together e.1|f.1,z.1|gen.1 with 4", a.Kind, a.Args, len(a.Moves))
	}
	// Each order's paths are those of the command that moves it alone.
	var alone []rules.Move
	for _, line := range []string{"move e.1 by 0 6", "turn-group f.1,z.1 90 about f.1 FL", "move gen.1 to 70 50 facing 90"} {
		cs, err := Parse("test", strings.NewReader(line))
		if err != nil {
			t.Fatal(err)
		}
		one, err := action(&s, cs[0])
		if err != nil {
			t.Fatal(err)
		}
		alone = append(alone, one.Moves...)
	}
	for i, mv := range a.Moves {
		end, want := mv.Path.End(), alone[i].Path.End()
		if mv.Base != alone[i].Base || !end.Pos.Near(want.Pos) || math.Abs(end.Facing-want.Facing) > 1e-9 {
			t.Errorf("%s ends at %v facing %v, want %s at %v facing %v", mv.Base, end.Pos, end.Facing, alone[i].Base, want.Pos, want.Facing)
		}
	}
}

// The pursue command's choices (WME [L1596], [L1645]): "placement N" or
// "support-of UNIT" after UNIT TARGET, before the free elements' places,
// become the pursue action's Args as the offers give them.
func TestPursueChoiceWords(t *testing.T) {
	cases := []struct {
		text  string
		args  map[string]string
		moves int
	}{
		{"pursue bs rd", map[string]string{"unit": "bs"}, 0},
		{"pursue bs rd support-of bx", map[string]string{"unit": "bs", warmaster.ArgSupportOf: "bx"}, 0},
		{"pursue bl rd placement 2", map[string]string{"unit": "bl", warmaster.ArgPlacement: "2"}, 0},
		{"pursue bl rd placement 2 place bl.2 1 2 facing 90", map[string]string{"unit": "bl", "placement": "2"}, 1},
	}
	for _, c := range cases {
		cmds, err := Parse("good", strings.NewReader(c.text))
		if err != nil {
			t.Errorf("Parse(%q) = %v", c.text, err)
			continue
		}
		s := rules.State{}
		s.Table.Bases = append(s.Table.Bases, table.Base{ID: "bl.2"})
		a, err := action(&s, cmds[0])
		if err != nil || a.Kind != "pursue" || a.Target != "rd" || len(a.Moves) != c.moves || len(a.Args) != len(c.args) {
			t.Errorf("action(%q) = %+v, %v; want Args %v and %d moves", c.text, a, err, c.args, c.moves)
			continue
		}
		for k, v := range c.args {
			if a.Args[k] != v {
				t.Errorf("action(%q) Args[%s] = %q, want %q", c.text, k, a.Args[k], v)
			}
		}
	}
	for _, bad := range []string{"pursue a b placement", "pursue a b support-of c placement 1", "pursue a b support c", "pursue a b place a.1 1"} {
		if _, err := Parse("bad", strings.NewReader(bad)); err == nil {
			t.Errorf("Parse(%q) accepted it", bad)
		}
	}
}
