package warmaster

import (
	"slices"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// west is the facing of a unit looking toward the table's left edge.
var west = geom.FromBearing(270)

// crossedDriveBacks: the crossbowmen xb (80, 80) shoot the orcs (x 78-82,
// y 59-61, 2 wounds: 2D6 north, at most 12 cm); xb2 (x 99-101, y 52-56,
// facing west) shoots the goblins gob (1 wound: 1D6 west, at most 6 cm),
// which stand 4 cm beyond the orcs at (gx, gy). With the goblins at
// (80, 54) the orcs' drive back crosses where they stand ([L1209]: the
// order matters).
func crossedDriveBacks(gx, gy float64) *world {
	return newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(2)).
		unit("xb2", 0, Infantry, 1, 100, gy, west, xbow(1)).
		unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
		unit("gob", 1, Infantry, 1, gx, gy, south, orcs(0))
}

// shotBoth plays blue's shots: 2 wounds on the orcs, 1 on the goblins.
func shotBoth(t *testing.T, w *world) rules.State {
	t.Helper()
	s := toShooting(t, w.state(t))
	s, _ = apply(t, s, shoot("xb", "orc"), 4, 4)
	s, _ = apply(t, s, shoot("xb2", "gob"), 4)
	return s
}

func driveNext(side int, unit string) rules.Action {
	return rules.Action{Kind: KindDriveBack, Side: side, Args: map[string]string{"unit": unit}}
}

// The units shot at are driven back "dans l'ordre décidé par celui qui a
// subi les tirs" (wme.md §8.6 item 1, [L1209]): Red, whose units were
// shot, not Blue who shot. The orcs' drive back north crosses the
// goblins, so the end of the phase waits for Red to name the one driven
// back first, offered to both screens (hotseat), every other action
// refused. Orcs first (dice 4, 5: 9 cm): the goblins stand in their way
// and Red is asked to make way (§9.10); refusing, the orcs stop against
// them, confused ([L1883]), then the goblins go 5 cm west. Goblins first:
// they go 5 cm west out of the path, and the orcs then go the whole 9 cm,
// neither confused.
func TestDriveBackOrderChoice(t *testing.T) {
	s := shotBoth(t, crossedDriveBacks(80, 54))
	s, evs := applyPure(t, s, endPhaseBlue)
	contains(t, evs, "the drive backs of orc and gob may meet: Red chooses which is driven back next (WME §8.6 [L1209])")
	if strings.Contains(eventText(evs), "driven back 2D6") || s.Phase != PhaseShooting {
		t.Fatalf("a unit was driven back before Red chose (phase %s):\n%s", s.Phase, eventText(evs))
	}
	want := []string{"orc: Driven back next, 2D6 away from xb", "gob: Driven back next, 1D6 away from xb2"}
	for _, side := range []int{1, 0} { // the owner's, and the phasing player's screen
		if got, _ := offerLabels(&s, side); !slices.Equal(got, want) {
			t.Errorf("offers to side %d = %q, want %q", side, got, want)
		}
		if got := (Rules{}).Legal(&s, side); !slices.Equal(got, []string{KindDriveBack}) {
			t.Errorf("Legal(%d) = %v, want [drive-back]", side, got)
		}
	}
	for _, c := range []struct {
		name string
		a    rules.Action
		want string
	}{
		{"Blue choosing [L1209]: celui qui a subi les tirs", driveNext(0, "orc"), "not-yours"},
		{"a unit not shot at", driveNext(0, "xb"), "drive-back-next"},
		{"ending the phase", endPhaseBlue, "drive-back-pending"},
		{"shooting on", shoot("xb", "orc"), "drive-back-pending"},
		{"making way with nothing to make way for", makeWay(1, "gob", WayAsideLeft), "no-choice"},
	} {
		if got := code((Rules{}).Check(&s, c.a)); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}

	t.Run("orcs first", func(t *testing.T) {
		n, evs := applyPure(t, s, driveNext(1, "orc"), 4, 5)
		contains(t, evs, "orc driven back 2D6 [4][5] = 9 cm away from xb", "gob stand in the way of orc")
		if strings.Contains(eventText(evs), "gob driven back") {
			t.Errorf("the goblins moved before the choice to make way:\n%s", eventText(evs))
		}
		n, evs = applyPure(t, n, makeWay(1, "gob", WayRefuse), 5)
		contains(t, evs, "stopped after 4.0 cm by gob, which does not make way: its owner's choice, confused",
			"gob driven back 1D6 [5] = 5 cm away from xb2", "Blue: Combat phase")
		near(t, &n, "orc.1", 80, 56)
		near(t, &n, "gob.1", 75, 54)
		if status(mustUnit(t, &n, "orc"), stConfused) != 1 {
			t.Error("the orcs stopped against friends that refused to make way are not confused ([L1883])")
		}
	})
	t.Run("goblins first", func(t *testing.T) {
		n, evs := applyPure(t, s, driveNext(1, "gob"), 5, 4, 5)
		contains(t, evs, "gob driven back 1D6 [5] = 5 cm away from xb2", "orc driven back 2D6 [4][5] = 9 cm away from xb", "Blue: Combat phase")
		if i, j := strings.Index(eventText(evs), "gob driven"), strings.Index(eventText(evs), "orc driven"); i > j {
			t.Errorf("the orcs went first:\n%s", eventText(evs))
		}
		near(t, &n, "orc.1", 80, 51)
		near(t, &n, "gob.1", 75, 54)
		if status(mustUnit(t, &n, "orc"), stConfused) != 0 || wayChooser(&n) != nil {
			t.Error("the orcs met the goblins though these had moved away first")
		}
	})
}

// The owner is asked only when the order can change something (see
// retreatorder.go's movesMeet, which the drive backs share): the paths
// overlap, or a friend not engaged that one of them would ask to make way
// stands within its full pace of the other's path ([L1910]). Otherwise
// the units go in army order, the orcs first, with no choice asked.
func TestDriveBackOrderAskedOnlyWhenTheyMeet(t *testing.T) {
	for _, c := range []struct {
		name string
		w    *world
		ask  bool
	}{
		{"the orcs' path crosses the goblins", crossedDriveBacks(80, 54), true},
		// The goblins (x 89-93, y 49-51) go west at most 6 cm, to x 83:
		// 1 cm clear of the orcs' path (x 78-82).
		{"paths 1 cm apart", crossedDriveBacks(91, 50), false},
		// The wolves (x 78-82, y 47-49), not shot, stand in the orcs' path
		// and 1 cm from the goblins' path: making way for the orcs they
		// could step into it.
		{"a friend in one's path within its pace of the other's", crossedDriveBacks(91, 50).unit("wolf", 1, Infantry, 1, 80, 48, south, nil), true},
		// The same friend with a full pace of 0.5 cm cannot reach it.
		{"a friend in one's path beyond its pace of the other's", crossedDriveBacks(91, 50).unit("wolf", 1, Infantry, 1, 80, 48, south, map[string]float64{keyMove: 0.5}), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := shotBoth(t, c.w)
			dice := []int{4, 5, 5} // the orcs' then the goblins', none when Red is asked
			if c.ask {
				dice = nil
			}
			n, evs := applyPure(t, s, endPhaseBlue, dice...)
			asked := strings.Contains(eventText(evs), "Red chooses which is driven back next")
			if asked != c.ask {
				t.Fatalf("asked %v, want %v:\n%s", asked, c.ask, eventText(evs))
			}
			if c.ask {
				return
			}
			text := eventText(evs)
			if i, j := strings.Index(text, "orc driven back 2D6 [4][5]"), strings.Index(text, "gob driven back 1D6 [5]"); i < 0 || j < i {
				t.Errorf("want the orcs then the goblins, in army order:\n%s", text)
			}
			if n.Phase != PhaseCombat {
				t.Errorf("phase %s, want combat", n.Phase)
			}
		})
	}
}
