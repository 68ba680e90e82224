package bloodblades

import (
	"fmt"
	"slices"
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
// recoil and flee rules' own cases for troops in the way). The log is
// both players' and an ambush is secret until revealed [L719], so the
// reveal is told where the move meets it (revealInOrder): before the
// first event of the action that names one of its bases (an event of
// the ambushers' own side, their own move or shot, excepted); the action's
// other discoveries (a mover touching or seeing a hidden base, an
// ambusher moved) follow it (revealAmbushes).

// revealInOrder is evs, the events of an action taking before to n,
// with each ambush an event names revealed (on n) just before the first
// event naming one of its bases, then the action's other reveals.
func revealInOrder(before, n *rules.State, evs []rules.Event) []rules.Event {
	type hid struct {
		id, name string
		unit     string
	}
	pending := map[int][]hid{}
	for side := range before.Sides {
		for _, id := range ambushers(before, side) {
			b := mustBase(before, id)
			pending[side] = append(pending[side], hid{id, name(before, id), b.Unit})
		}
	}
	out := make([]rules.Event, 0, len(evs)+1)
	for _, e := range evs {
		if e.Kind == "revealed" {
			delete(pending, e.Side)
		}
		for side := range before.Sides {
			hs, ok := pending[side]
			if !ok || e.Side == side {
				continue // the ambushers' own doing (a move, a shot) reveals them after it (revealAmbushes)
			}
			i := slices.IndexFunc(hs, func(h hid) bool {
				return e.Base == h.id || e.Unit == h.unit || strings.Contains(e.Text, h.name)
			})
			if i < 0 || len(ambushers(n, side)) == 0 {
				continue
			}
			why := fmt.Sprintf("met by the move (%s) [L1630]", hs[i].name)
			if e.Base != "" && e.Base != hs[i].id && e.Unit != hs[i].unit {
				why = fmt.Sprintf("%s meets %s [L1630]", name(n, e.Base), hs[i].name)
			}
			out = append(out, revealSide(n, side, why))
			delete(pending, side)
		}
		out = append(out, e)
	}
	return append(out, revealAmbushes(before, n)...)
}
