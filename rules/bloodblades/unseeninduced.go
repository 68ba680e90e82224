package bloodblades

import (
	"strings"

	"plateau/rules"
)

// Hidden bases met by the moves the rules make: recoils, flights and
// pursuits (§8 [L1884-1960]) and the other induced moves, outside the
// move phase's own moves (unseen.go) and the impetuous moves
// (impetuousunseen.go). These moves are not the player's choices, so
// nothing is checked against his view; they are made with the ambushers
// where they stand, as troops: once met they are "révélées et placées
// sur la table" [L1289], discovered "au contact" [L1630], and a recoil,
// flight or pursuit ends against them as against any troops (the
// recoil and flee rules' own cases for troops in the way), so it ends
// touching them and revealAmbushes finds the contact.
//
// What is revealed is revealAmbushes' alone (contact, sight, an
// ambusher's own move or shot). The log is both players' and an ambush is
// secret until revealed [L719], so each reveal is told where the action
// first names one of its bases: before that event (an event of the
// ambushers' own side, their own move or shot, excepted), else after the
// action's events.

// revealInOrder is evs, the events of an action taking before to n, with
// revealAmbushes' reveals (made on n) each put just before the first
// event of the other side naming one of that ambush's bases.
func revealInOrder(before, n *rules.State, evs []rules.Event) []rules.Event {
	reveals := revealAmbushes(before, n)
	if len(reveals) == 0 {
		return evs
	}
	told := make([]bool, len(reveals))
	out := make([]rules.Event, 0, len(evs)+len(reveals))
	for _, e := range evs {
		for i, r := range reveals {
			if !told[i] && e.Side != r.Side && namesAmbusher(before, r.Side, e) {
				out, told[i] = append(out, r), true
			}
		}
		out = append(out, e)
	}
	for i, r := range reveals {
		if !told[i] {
			out = append(out, r)
		}
	}
	return out
}

// namesAmbusher reports whether e names a base of side's ambush in
// before: as its base or unit, or in its text.
func namesAmbusher(before *rules.State, side int, e rules.Event) bool {
	for _, id := range ambushers(before, side) {
		if e.Base == id || e.Unit == mustBase(before, id).Unit || strings.Contains(e.Text, name(before, id)) {
			return true
		}
	}
	return false
}
