package warmaster

import "plateau/rules"

// waiting is, for each of the choices that stop the game until their
// owner makes them, the first unit (in state order) waiting for it, nil
// when none is: a displaced commander (displacedCommander), a friend to
// make way (wayChooser), a unit back on the table (comeBackChooser), a
// unit to drive back next (driveChooser). Check asks for all four before
// anything else, on every drag frame; waitingOf finds them in one pass
// over the units rather than four (issue 10: a fifth of a drag frame at
// 1600 bases, where every unit has a status or two), skipping units with
// no status or only their size, and stopping at a displaced commander.
type waiting struct {
	displaced, way, comeBack, drive *rules.Unit
	dispel                          *rules.Unit // a Wizard whose spell awaits the enemy's Scroll (dispelchoice.go)
}

// waitingOf is s's waiting units: each field is exactly what its function
// (displacedCommander, wayChooser, comeBackChooser, driveChooser) gives.
func waitingOf(s *rules.State) waiting {
	var w waiting
	for i := range s.Units {
		u := &s.Units[i]
		switch len(u.Status) {
		case 0:
			continue
		case 1:
			// Most units, most of the time, have only their size
			// (position.go): one look-up then shows that none of the
			// four statuses is there.
			if _, ok := u.Status[stSize]; ok {
				continue
			}
		}
		// Four look-ups in a row in one map, already in the cache (a
		// range over the map costs more: its random start).
		if len(u.Bases) > 0 && u.Status[stDisplaced] > 0 {
			return waiting{displaced: u} // nothing else is asked while a commander waits
		}
		if w.way == nil && u.Status[stWayFor] > 0 {
			w.way = u
		}
		if w.comeBack == nil && u.Status[stComeBack] > 0 {
			w.comeBack = u
		}
		if w.drive == nil && u.Status[stDriveNext] > 0 {
			w.drive = u
		}
		if w.dispel == nil && u.Status[stDispelAsk] > 0 {
			w.dispel = u
		}
	}
	return w
}
