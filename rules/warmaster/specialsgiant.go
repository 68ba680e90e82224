package warmaster

import (
	"fmt"

	"plateau/rules"
)

// The Giant's Badly hurt (the sheet §3.2 Giant 3, Q32), the profile flag
// badly-hurt: at the end of every Shooting phase and every Combat phase,
// either player's, before the left-over wounds are cleared ([L1084],
// [L1296]), each unit with the flag that is not engaged and carries
// badlyHurtFrom wounds or more (5, 6 or 7 for the Giant's 8 Hits; fewer
// than an element's worth, which remove it at once [L1197]) is badly
// hurt: its wounds are discarded and from then on, for the rest of the
// battle, its Hits and Attacks are badlyHurtHits and badlyHurtAttacks. A
// unit is badly hurt at most once. An engaged one keeps its wounds and is
// checked at a later phase end (Q32); wounds carried from fire at
// chargers count (Q32), being among its wounds.
const (
	keyBadlyHurt = "badly-hurt"
	// stBadlyHurt marks a unit that has been badly hurt.
	stBadlyHurt      = "badly-hurt"
	badlyHurtFrom    = 5
	badlyHurtHits    = 4
	badlyHurtAttacks = 4
	badlyHurtOf      = "sheet §3.2 Giant 3, Q32"
)

// isBadlyHurt reports whether u has been badly hurt.
func isBadlyHurt(u *rules.Unit) bool { return status(u, stBadlyHurt) > 0 }

// attacksOf is the attacks of one of u's elements by its profile
// ([L273]), badlyHurtAttacks once it is badly hurt.
func attacksOf(u *rules.Unit) int {
	n := int(u.Profile[keyAttacks])
	if isBadlyHurt(u) {
		n = badlyHurtAttacks
	}
	if wildRushing(u) {
		n *= 2 // Goes Wild 6: doubled in its first round (specialswild.go)
	}
	return n
}

// badlyHurt checks every unit with the flag as a Shooting or Combat
// phase ends, before the wounds are cleared.
func badlyHurt(s *rules.State) []rules.Event {
	var evs []rules.Event
	var eng map[string]bool
	for i := range s.Units {
		u := &s.Units[i]
		w := status(u, stWounds)
		if !flag(u, keyBadlyHurt) || isBadlyHurt(u) || len(u.Bases) == 0 || w < badlyHurtFrom || w >= hitsPerElement(u) {
			continue
		}
		if eng == nil {
			eng = engagedSet(s)
		}
		if eng[u.ID] {
			continue // checked when a phase ends with it unengaged (Q32)
		}
		u.SetStatus(stWounds, 0)
		u.SetStatus(stBadlyHurt, 1)
		evs = append(evs, rules.Event{Kind: "badly-hurt", Side: u.Side, Unit: u.ID,
			Text: fmt.Sprintf("%s is badly hurt: its %s discarded; from now on Hits %d and Attacks %d (%s)",
				u.Title(), plural(w, "wound"), badlyHurtHits, badlyHurtAttacks, badlyHurtOf)})
	}
	return evs
}
