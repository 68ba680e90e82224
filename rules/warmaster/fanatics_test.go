package warmaster

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// Fanatics are never driven back and never test for it (wme.md §8.6 item
// 7; [L1231]: "Les fanatiques ne sont jamais repoussés, et ne testent
// jamais le repoussement"): the shots of D1 (four wounds; dice that would
// make 18 cm and a 6) and D2 (dice that would rout them) leave a fanatic
// unit where it stands, not confused, not destroyed, and roll no die (the
// scripted dice would be left over); the same unit not fanatic is driven
// back ([L1211-1227]).
func TestFanaticsAreNeverDrivenBack(t *testing.T) {
	for _, tc := range []struct {
		name      string
		fanatic   bool
		drive     []int
		moved     float64 // cm; -1: destroyed
		confused  bool
		wantInLog string
	}{
		{"D1, not fanatic", false, []int{3, 4, 6, 5}, 18, true, "4D6 [3][4][6][5] = 18 cm"},
		{"D1, fanatic", true, nil, 0, false, "orc are fanatics: never driven back, and no test for it (WME §8.6 [L1231])"},
		{"D2, not fanatic", false, []int{6, 6, 5, 4}, -1, false, "routed and destroyed"},
		{"D2, fanatic", true, nil, 0, false, "orc are fanatics: never driven back"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			profile := orcs(0)
			if tc.fanatic {
				profile[keyFanatic] = 1
			}
			s := newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, xbow(1)).
				unit("orc", 1, Infantry, 3, 84, 60, south, profile).state(t)
			s = toShooting(t, s)
			s, _ = apply(t, s, shoot("xb", "orc"), 4, 4, 4, 4)
			from := centre(t, &s, mustUnit(t, &s, "orc").Bases[0])
			s, evs := apply(t, s, endPhaseBlue, tc.drive...)
			orc := mustUnit(t, &s, "orc")
			if tc.moved < 0 {
				if len(orc.Bases) != 0 {
					t.Errorf("bases %v, want the unit destroyed ([L1227])", orc.Bases)
				}
			} else if got := centre(t, &s, orc.Bases[0]); !got.Near(from.Add(geom.V(0, -tc.moved))) {
				t.Errorf("at %v, want %v", got, from.Add(geom.V(0, -tc.moved)))
			}
			if got := status(orc, stConfused) == 1; got != tc.confused {
				t.Errorf("confused %v, want %v ([L1221], [L1231])", got, tc.confused)
			}
			if status(orc, stShotWounds) != 0 {
				t.Errorf("shot wounds left after the phase: %v", orc.Status)
			}
			contains(t, evs, tc.wantInLog)
		})
	}
}

// fanaticPursuit is pursuedWorld (bl fights rd, bs behind bl in support;
// rd loses 8 to 0 and retreats 8 cm) with the named units fanatic and rd
// flying if fly.
func fanaticPursuit(t *testing.T, fly bool, fanatics ...string) rules.State {
	t.Helper()
	profile := func(id string) map[string]float64 {
		p := fighters(3, 9, 0)
		for _, f := range fanatics {
			if f == id {
				p[keyFanatic] = 1
			}
		}
		if id == "rd" && fly {
			p[keyFly] = 1
		}
		return p
	}
	w := newWorld().unit("bl", 0, Infantry, 2, 80, 62, north, profile("bl")).
		unit("bs", 0, Infantry, 2, 80, 64, north, profile("bs")).
		unit("rd", 1, Infantry, 1, 82, 60, south, profile("rd"))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 6), dd(1, 3))...)
	contains(t, evs, "Result: Blue 8 (6 + 2 supports), Red 0", "rd retreat 8 cm", "bl, bs may hold, pursue or fall back")
	return s
}

// Fanatics must pursue if they can (wme.md §9.9; [L1733]: "Les
// fanatiques doivent toujours poursuivre si cela leur est possible"): a
// fanatic winner that can pursue may not hold or fall back (nor occupy),
// and the offers to do so are disabled with the reason. One that cannot
// pursue holds or falls back as any other ([L1701-1705]): rd flying, only
// flyers pursue it ([L1558], [L2163]). A fanatic that cannot see rd waits
// for bl, which sees it, to choose first ([L1572]); if bl holds, bs has
// nobody to support and may hold ([L1645]); if bl pursues, bs can pursue
// in support ([L1639-1657]) and so must.
func TestFanaticsMustPursue(t *testing.T) {
	hold := func(u string) rules.Action { return choose(KindHold, 0, u, "") }
	fallBack := func(u string) rules.Action { return choose(KindFallBack, 0, u, "") }
	pursue := func(u string) rules.Action { return choose(KindPursue, 0, u, "rd") }
	tests := []struct {
		name     string
		fly      bool
		fanatics []string
		before   []rules.Action // applied first
		action   rules.Action
		want     string // Check's code
		cites    string // in the refusal
	}{
		{"bl fanatic may not hold", false, []string{"bl"}, nil, hold("bl"), "fanatic-pursuit", "[L1733]"},
		{"bl fanatic may not fall back", false, []string{"bl"}, nil, fallBack("bl"), "fanatic-pursuit", "[L1733]"},
		{"bl fanatic pursues", false, []string{"bl"}, nil, pursue("bl"), "", ""},
		{"bl not fanatic may hold", false, nil, nil, hold("bl"), "", ""},
		{"bl fanatic cannot pursue a flyer: may hold", true, []string{"bl"}, nil, hold("bl"), "", ""},
		{"bl fanatic cannot pursue a flyer: may fall back", true, []string{"bl"}, nil, fallBack("bl"), "", ""},
		{"bs fanatic waits for bl, which sees rd", false, []string{"bs"}, nil, hold("bs"), "fanatic-pursuit", "[L1572]"},
		{"bs fanatic, bl held: nobody to support, may hold", false, []string{"bs"}, []rules.Action{hold("bl")}, hold("bs"), "", ""},
		{"bs fanatic, bl pursued: must pursue in support", false, []string{"bs"}, []rules.Action{pursue("bl")}, hold("bs"), "fanatic-pursuit", "[L1733]"},
		{"bs fanatic, bl pursued: pursues in support", false, []string{"bs"}, []rules.Action{pursue("bl")}, pursue("bs"), "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fanaticPursuit(t, tc.fly, tc.fanatics...)
			for _, a := range tc.before {
				s, _ = applyPure(t, s, a)
			}
			err := (Rules{}).Check(&s, tc.action)
			if got := code(err); got != tc.want {
				t.Fatalf("Check(%s of %s) = %q (%v), want %q", tc.action.Kind, tc.action.Args["unit"], got, err, tc.want)
			}
			if tc.want == "" {
				var faces []int
				if tc.action.Kind == KindFallBack {
					faces = []int{3, 3, 3} // the side's 3D6 ([L1781])
				}
				applyPure(t, s, tc.action, faces...)
				return
			}
			if !strings.Contains(err.Error(), tc.cites) {
				t.Errorf("refusal %q does not cite %s", err, tc.cites)
			}
			// The offer is there, disabled with the same reason.
			unit := tc.action.Args["unit"]
			found := false
			for _, o := range (Rules{}).Offers(&s, 0, nil) {
				if o.Action.Kind == tc.action.Kind && o.Action.Args["unit"] == unit && o.Action.Args[ArgDistance] == "" {
					found = true
					if !strings.Contains(o.Disabled, tc.cites) {
						t.Errorf("offer %q disabled %q, want the refusal citing %s", o.Label, o.Disabled, tc.cites)
					}
				}
			}
			if !found {
				t.Errorf("no %s offer for %s", tc.action.Kind, unit)
			}
		})
	}
}
