package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// base is a small valid battle: a leader and a unit each side.
func base(t *testing.T) *world {
	w := newWorld(t, 10, 10)
	w.unit("elf", "HI", 0, "0508", north, nil)
	w.leader("king", 0, "0509", 3, map[string]float64{keyCinC: 1, keyStrategy: 5})
	w.unit("gob", "LI", 1, "0503", south, map[string]float64{"javelin": 1})
	w.leader("boss", 1, "0502", 4, nil)
	return w
}

// TestSetupRefuses: every check names the unit and cites the rule.
func TestSetupRefuses(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(w *world)
		want string
	}{
		{"unknown Type", func(w *world) { w.s.Units[0].Type = "XX" }, `unit "elf": Type "XX"`},
		{"TQ required", func(w *world) { delete(w.s.Units[0].Profile, keyTQ) }, "profile tq is required"},
		{"TQ above 9", func(w *world) { w.s.Units[0].Profile[keyTQ] = 10 }, "profile tq = 10 is out of range (1-9)"},
		{"TQ 0", func(w *world) { w.s.Units[0].Profile[keyTQ] = 0 }, "profile tq = 0 is out of range"},
		{"size required", func(w *world) { delete(w.s.Units[0].Profile, keySize) }, "profile size is required"},
		{"MA required", func(w *world) { delete(w.s.Units[0].Profile, keyMA) }, "profile ma is required"},
		{"unknown key", func(w *world) { w.s.Units[0].Profile["armour"] = 1 }, `unknown profile key "armour"`},
		{"two weapons", func(w *world) { w.s.Units[2].Profile["bow"] = 1 }, "2 missile weapons"},
		{"leader with TQ", func(w *world) { w.s.Units[1].Profile[keyTQ] = 5 }, "a leader has no Troop Quality"},
		{"initiative required", func(w *world) { delete(w.s.Units[3].Profile, keyInitiative) }, "profile initiative is required"},
		{"strategy only CinC", func(w *world) { w.s.Units[3].Profile[keyStrategy] = 3 }, "Strategy is the Commander-in-Chief's only [L421-423]"},
		{"contingent no line", func(w *world) {
			w.s.Units[3].Profile[keyContingent], w.s.Units[3].Profile[keyLine] = 1, 1
		}, "contingent commander gives no Line Commands [L676-678]"},
		{"no Retreat Zone", func(w *world) {
			w.spec.Edges = []string{"south"}
			w.rebuild()
		}, "Goblins has no Retreat Zone"},
		{"bad rout threshold", func(w *world) { w.s.Settings = map[string]string{"rout2": "12"} }, `setting rout2 = "12"`},
		{"bad reaction setting", func(w *world) { w.s.Settings = map[string]string{setReaction: "maybe"} }, "want ask or decline"},
		{"two CinCs", func(w *world) {
			w.leader("prince", 0, "0609", 2, map[string]float64{keyCinC: 1})
		}, "Elves has 2 Commanders-in-Chief"},
		{"no leader", func(w *world) {
			w.s.Units = w.s.Units[:3]
			w.s.Table.Bases = w.s.Table.Bases[:3]
		}, "Goblins has no leader on the map"},
		{"cavalry in column", func(w *world) { w.s.Units[0].Type, w.s.Units[0].Formation = "LC", Column }, "only infantry forms Column [L1207-1208]"},
		{"two combat units in a hex", func(w *world) { w.unit("elf2", "MI", 0, "0508", north, nil) }, `units "elf" and "elf2" are two combat units in hex 0508`},
		{"both sides in a hex", func(w *world) { w.leader("spy", 1, "0508", 1, nil) }, "of both armies share hex 0508"},
		{"off the grid", func(w *world) {
			w.s.Table.Bases[0].Shape = w.s.Table.Bases[0].Shape.At(geom.Pose{Pos: geom.V(5, 5)})
		}, `unit "elf" does not stand on the hex map`},
		{"square drawn double", func(w *world) { w.s.Table.Bases[0].Shape.Width = 2 * hexSize }, "a HI counter is a square within its hex"},
		{"setting", func(w *world) { w.s.Settings = map[string]string{"army1": "brave"} }, `setting army1 = "brave"`},
		{"unknown setting", func(w *world) { w.s.Settings = map[string]string{"weather": "rain"} }, `unknown setting "weather"`},
		{"unknown terrain", func(w *world) { w.terrain("lava", "0101") }, `map hex 0101 is "lava"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := base(t)
			c.edit(w)
			err := (Rules{}).Setup(&w.s)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Setup: %v, want %q", err, c.want)
			}
		})
	}
}

func TestSetupAccepts(t *testing.T) {
	w := base(t)
	w.unit("pike", "PH", 0, "0206", north, nil) // a double counter on 2 hexes (spec §12.2)
	w.column("col", "MI", 0, "0806", 1, nil)
	w.place(rules.Unit{ID: "hero", Type: Hero, Side: 0, Profile: map[string]float64{keyCharisma: 2, keyCombat: 6, keyMagic: 200}}, w.centre("0508"))
	s := w.setup()
	if s.Turn != 1 || s.Phase != PhaseActivation || s.Active != 0 {
		t.Fatalf("turn %d phase %s side %d, want 1 activation 0 (Initiative 3 < 4 goes first [L301-308])", s.Turn, s.Phase, s.Active)
	}
}

// TestRoutPoints is spec T25 [L2881-2893].
func TestRoutPoints(t *testing.T) {
	for _, c := range []struct {
		u    rules.Unit
		want int
	}{
		{rules.Unit{Type: "PH", Profile: map[string]float64{keyTQ: 6}}, 12},
		{rules.Unit{Type: "SK", Profile: map[string]float64{keyTQ: 4}}, 2},
		{rules.Unit{Type: "El", Profile: map[string]float64{keyTQ: 7}}, 2},
		{rules.Unit{Type: "HI", Profile: map[string]float64{keyTQ: 7}}, 7},
		{rules.Unit{Type: Leader, Profile: map[string]float64{keyInitiative: 3}}, 15},
		{rules.Unit{Type: Hero}, 3},
	} {
		if got := routPoints(&c.u); got != c.want {
			t.Errorf("%s: %d rout points, want %d", c.u.Type, got, c.want)
		}
	}
}

// TestRatings: a wounded leader's ratings are all 1 less [L1910-1913];
// a Column's TQ is 2 less [L1234-1235], a routed unit's 1 [L2592]; MA +1
// In Column [L1217], a leader's 9 [L441-445].
func TestRatings(t *testing.T) {
	l := rules.Unit{Type: Leader, Profile: map[string]float64{keyInitiative: 4, keyRange: 3}}
	if initiative(&l) != 4 || ma(&l) != 9 {
		t.Fatalf("initiative %d ma %d", initiative(&l), ma(&l))
	}
	l.SetStatus(stFate, fateWounded)
	if initiative(&l) != 3 || rating(&l, keyRange) != 2 {
		t.Fatalf("wounded: initiative %d range %d, want 3 2", initiative(&l), rating(&l, keyRange))
	}
	u := rules.Unit{Type: "MI", Formation: Column, Profile: map[string]float64{keyTQ: 5, keyMA: 5}}
	if tq(&u) != 3 || ma(&u) != 6 {
		t.Fatalf("column: TQ %d MA %d, want 3 6 (spec T34)", tq(&u), ma(&u))
	}
	u.SetStatus(stRouted, 1)
	if tq(&u) != 1 {
		t.Fatalf("routed TQ %d, want 1", tq(&u))
	}
}

// TestPosition: Keys and Resume.
func TestPosition(t *testing.T) {
	w := base(t)
	w.s.Phase, w.s.Turn, w.s.Active = PhaseMomentum, 2, 0
	w.s.Counters = map[string]int{ctLeader: 2, ctOrders: 1}
	w.s.Units[0].Status = map[string]int{stHits: 2, stMoved: 1}
	w.s.Units[1].Status = map[string]int{stPhases: 1}
	if err := (Rules{}).Resume(&w.s); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		edit func(s *rules.State)
		want string
	}{
		{"unknown status", func(s *rules.State) { s.Units[0].Status["wet"] = 1 }, `status "wet" is not a key`},
		{"hits range", func(s *rules.State) { s.Units[0].Status[stHits] = 21 }, "out of range"},
		{"leader hits", func(s *rules.State) { s.Units[1].Status = map[string]int{stHits: 1} }, `status "hits" is not kept by a leader`},
		{"no leader", func(s *rules.State) { s.Counters[ctLeader] = 0 }, "names no leader"},
		{"wrong side", func(s *rules.State) { s.Active = 1 }, "is not of the side to play"},
		{"phase", func(s *rules.State) { s.Phase = "melee" }, `phase "melee" is not a phase`},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := base(t)
			w.s.Phase, w.s.Turn, w.s.Active = PhaseMomentum, 2, 0
			w.s.Counters = map[string]int{ctLeader: 2}
			w.s.Units[0].Status = map[string]int{stHits: 2}
			c.edit(&w.s)
			err := (Rules{}).Resume(&w.s)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Resume: %v, want %q", err, c.want)
			}
		})
	}
}
