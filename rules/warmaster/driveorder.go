package warmaster

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// The order of the drive backs after shooting (wme.md §8.6 item 1;
// [L1209]: "les unités ayant subi des blessures sont repoussées, dans
// l'ordre décidé par celui qui a subi les tirs" — the owner of the units
// shot at, not the shooting player). The order matters only when one
// unit's drive back can change another's: their paths meet (one crossing
// where the other stands or goes), or a friend in one's path, making way,
// could step into the other's; the test is the retreats' (movesMeet,
// retreatorder.go). The units whose drive backs cannot so meet any
// other's go first, in army order (their order changes nothing); when two
// or more are left that can, the end of the phase waits for their
// owner's "drive-back" action naming the one driven back next, before its
// dice ([L1209]: the order is decided, then "son adversaire lance" the
// dice), and asks again among those left after it.
const (
	// KindDriveBack: the owner of Args["unit"] has it driven back next.
	KindDriveBack = "drive-back"

	stDriveNext = "drive-next" // its owner may have it driven back next ([L1209])
)

// driveDieMax is a D6's highest face: the farthest a die of a drive back
// can take a unit ([L1211]).
const driveDieMax = 6

// nextDriveBack is the unit driven back now, or nil when every one has
// been; true when its owner must first say which (the units he may name
// are marked stDriveNext: those of one side, the first in army order's;
// the side to play's own units, which only a spell's line wounds, wait
// for the enemy's, enemiesFirst).
func nextDriveBack(s *rules.State) (*rules.Unit, bool) {
	var left []*rules.Unit
	for i := range s.Units {
		u := &s.Units[i]
		switch {
		case status(u, stDriveNext) > 0:
			return nil, true
		case len(u.Bases) == 0:
		case status(u, stDriveCm) > 0:
			return u, false // rolled, it goes on after a friend's choice to make way
		case status(u, stShotWounds) > 0:
			left = append(left, u)
		}
	}
	left = enemiesFirst(s, left)
	sweeps := map[string][]geom.Polygon{}
	for _, u := range left {
		sweeps[u.ID] = driveSweeps(s, u)
	}
	meet := func(a, b *rules.Unit) bool {
		skip := func(id string) bool { return id == a.ID || id == b.ID }
		return a.Side == b.Side && movesMeet(s, a.Side, sweeps[a.ID], sweeps[b.ID], skip)
	}
	for _, u := range left {
		free := true
		for _, o := range left {
			if o != u && meet(u, o) {
				free = false
				break
			}
		}
		if free {
			return u, false
		}
	}
	if len(left) == 0 {
		return nil, false
	}
	for _, u := range left {
		if u.Side == left[0].Side {
			u.SetStatus(stDriveNext, 1)
		}
	}
	return nil, true
}

// enemiesFirst is left, or only its units of the sides not playing when
// it has any: a line spell's wounded friends are driven back after its
// enemies (the sheet M3, Q7).
func enemiesFirst(s *rules.State, left []*rules.Unit) []*rules.Unit {
	var enemies []*rules.Unit
	for _, u := range left {
		if u.Side != s.Active {
			enemies = append(enemies, u)
		}
	}
	if len(enemies) > 0 {
		return enemies
	}
	return left
}

// driveSweeps are the areas t's drive back could cross, from where it
// stands to the farthest its dice could take it: a D6 per die, never past
// its full pace (farther destroys it where it stands, [L1227]). Nil when
// it does not move.
func driveSweeps(s *rules.State, t *rules.Unit) []geom.Polygon {
	aim, ok := aimDriveBack(s, t)
	if !ok || aim.dice <= 0 {
		return nil
	}
	reach := math.Min(float64(driveDieMax*aim.dice), pace(t))
	return sweptHulls(rects(s, t), aim.dir.Scale(reach))
}

// askDriveOrder is the event telling that the drive backs wait for their
// owner's order.
func askDriveOrder(s *rules.State) rules.Event {
	u := driveChooser(s)
	return rules.Event{Kind: "drive-back", Side: u.Side, Unit: u.ID,
		Text: fmt.Sprintf("the drive backs of %s may meet: %s chooses which is driven back next (WME §8.6 [L1209])",
			driveNextNames(s), s.Sides[u.Side].Name)}
}

// driveChooser is a unit whose owner must say which is driven back next,
// or nil.
func driveChooser(s *rules.State) *rules.Unit {
	for i := range s.Units {
		if u := &s.Units[i]; status(u, stDriveNext) > 0 {
			return u
		}
	}
	return nil
}

// drivePendingFor is the violation for any action but the choice
// awaited, or nil, u being driveChooser(s) (waitingOf's drive).
func drivePendingFor(s *rules.State, u *rules.Unit) *rules.Violation {
	if u == nil {
		return nil
	}
	return &rules.Violation{Code: "drive-back-pending", Rule: "WME §8.6 [L1209]", Bases: driveNextBases(s),
		Msg: fmt.Sprintf("%s must first choose which of %s is driven back next", s.Sides[u.Side].Name, driveNextNames(s))}
}

// driveNextNames lists the units their owner may have driven back next.
func driveNextNames(s *rules.State) string {
	var names []string
	for i := range s.Units {
		if u := &s.Units[i]; status(u, stDriveNext) > 0 {
			names = append(names, u.Title())
		}
	}
	return strings.Join(names, " and ")
}

// driveNextBases are the bases of those units.
func driveNextBases(s *rules.State) []string {
	var ids []string
	for i := range s.Units {
		if u := &s.Units[i]; status(u, stDriveNext) > 0 {
			ids = append(ids, u.Bases...)
		}
	}
	return ids
}

// checkDriveBack checks a drive-back action and returns the unit named.
func checkDriveBack(s *rules.State, a rules.Action) (*rules.Unit, error) {
	u, ok := s.Unit(a.Args["unit"])
	if !ok {
		return nil, fmt.Errorf("warmaster: no unit %q", a.Args["unit"])
	}
	no := func(code, format string, args ...any) (*rules.Unit, error) {
		return nil, &rules.Violation{Code: code, Rule: "WME §8.6 [L1209]", Bases: u.Bases, Msg: fmt.Sprintf(format, args...)}
	}
	switch {
	case u.Side != a.Side:
		return no("not-yours", "%s is not yours: the player whose units were shot at orders their drive backs", u.Title())
	case status(u, stDriveNext) == 0 && driveChooser(s) == nil:
		return no("no-choice", "no drive back awaits its order now")
	case status(u, stDriveNext) == 0:
		return no("drive-back-next", "%s is not among the units to be driven back next: %s", u.Title(), driveNextNames(s))
	}
	return u, nil
}

// applyDriveBack drives back the unit its owner named, then carries the
// other drive backs and the end of the Shooting phase on (endShooting,
// then finishPhase, as a choice to make way does).
func applyDriveBack(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	before := s.Clone()
	u, err := checkDriveBack(s, a)
	if err != nil {
		return nil, err
	}
	for i := range s.Units {
		s.Units[i].SetStatus(stDriveNext, 0)
	}
	evs, wait, err := driveBack(s, u, d)
	if err != nil {
		return nil, err
	}
	if !wait {
		more, w, err := endShooting(s, d)
		if err != nil {
			return nil, err
		}
		evs, wait = append(evs, more...), w
	}
	if wait {
		return append(evs, commandersAfter(&before, s)...), nil
	}
	return finishPhase(s, &before, evs, d)
}

// driveBackOffers propose each unit its owner may have driven back next,
// the rules' pick (army order) first, with the dice it will roll and the
// farthest they can take it (on the phasing player's screen too, for
// hotseat play, as for making way).
func driveBackOffers(s *rules.State, side int) []rules.Offer {
	c := driveChooser(s)
	if c == nil || c.Side != side && side != s.Active {
		return nil
	}
	var offers []rules.Offer
	for i := range s.Units {
		u := &s.Units[i]
		if status(u, stDriveNext) == 0 {
			continue
		}
		o := rules.Offer{Action: rules.Action{Kind: KindDriveBack, Side: u.Side, Args: map[string]string{"unit": u.ID}},
			Label: fmt.Sprintf("%s: Driven back next", u.Title()),
			Detail: []string{fmt.Sprintf("its drive back may meet that of %s: the units shot at are driven back in the order their player decides (WME §8.6 [L1209])",
				othersDriven(s, u))}}
		if aim, ok := aimDriveBack(s, u); ok {
			o.Label += fmt.Sprintf(", %dD6 away from %s", aim.dice, aim.sh.Title())
		}
		if len(offers) == 0 {
			o.Detail = append(o.Detail, "the rules' pick: army order")
		}
		offers = append(offers, o)
	}
	return offers
}

// othersDriven names the other units awaiting the order but u.
func othersDriven(s *rules.State, u *rules.Unit) string {
	var names []string
	for i := range s.Units {
		if o := &s.Units[i]; o != u && status(o, stDriveNext) > 0 {
			names = append(names, o.Title())
		}
	}
	return strings.Join(names, " or ")
}
