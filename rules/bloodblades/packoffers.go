package bloodblades

import (
	"fmt"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
)

// maxLeaderOffers is how many pack-into-group offers, one per leader,
// the panel shows at most when several bases tie as the most forward
// [L1659]: a few to choose from, not a long list (a player's own action
// may name any of them).
const maxLeaderOffers = 3

// packOffers are the pack moves of the pack holding the selection (all
// of it in one pack): straight ahead at full speed, and, when the pack is
// not a group already, into a group (packGroupOffers).
func (r Rules) packOffers(s *rules.State, side int, sel []string) []rules.Offer {
	if len(sel) == 0 {
		return nil
	}
	pack := packOf(s, side, sel[0])
	if pack == nil || !containsAll(pack, sel) {
		return nil
	}
	out := []rules.Offer{r.offer(s, fmt.Sprintf("Pack of %d at full speed", len(pack)), PackAheadAction(s, side, pack))}
	if IsGroup(s, pack) {
		return out
	}
	return append(out, r.packGroupOffers(s, side, pack, sel)...)
}

// packGroupOffers are the pack ordered into a group, one offer per base
// that may lead it (Leaders: the most forward, "or one of them if
// several are equally the most forward" [L1659], the player's choice):
// first the selected base when it is one of them, else the first, as
// "Pack of n into a group led by ..."; then the other tied leaders in
// table order, each only when its group ends otherwise than those
// already offered, labelled "..., also most forward", at most
// maxLeaderOffers in all.
func (r Rules) packGroupOffers(s *rules.State, side int, pack, sel []string) []rules.Offer {
	leaders := Leaders(s, pack)
	first := leaders[0]
	if len(sel) == 1 && slices.Contains(leaders, sel[0]) {
		first = sel[0]
	}
	order := append([]string{first}, slices.DeleteFunc(slices.Clone(leaders), func(l string) bool { return l == first })...)
	var out []rules.Offer
	var ends []map[string]geom.Vec
	for _, l := range order {
		if len(out) == maxLeaderOffers {
			break
		}
		a := PackIntoGroupAction(s, side, pack, l)
		end := packEnds(a)
		if slices.ContainsFunc(ends, func(e map[string]geom.Vec) bool { return sameEnds(e, end) }) {
			continue // this leader changes nothing the others' groups do not
		}
		ends = append(ends, end)
		label := fmt.Sprintf("Pack of %d into a group led by %s", len(pack), leaderName(s, leaders, l))
		if l != first {
			label += ", also most forward"
		}
		o := r.offer(s, label, a)
		if len(leaders) > 1 {
			o.Detail = append(o.Detail, fmt.Sprintf("%s are equally the most forward: the player names the leader (§7.7 [L1659])", names(s, leaders)))
		}
		out = append(out, o)
	}
	return out
}

// leaderName is the leader l as an offer names it: its unit's name, with
// its base ID when another tied leader's unit has the same name.
func leaderName(s *rules.State, leaders []string, l string) string {
	n := name(s, l)
	for _, o := range leaders {
		if o != l && name(s, o) == n {
			return n + " (" + s.Called(l) + ")"
		}
	}
	return n
}

// packEnds is where the move a leaves each base it names (a pack move
// keeps every base's facing [L1661], so the places say it all).
func packEnds(a rules.Action) map[string]geom.Vec {
	out := make(map[string]geom.Vec, len(a.Moves))
	for _, m := range a.Moves {
		out[m.Base] = m.Path.End().Pos
	}
	return out
}

// sameEnds reports whether two pack moves leave every base at the same
// place.
func sameEnds(a, b map[string]geom.Vec) bool {
	if len(a) != len(b) {
		return false
	}
	for id, p := range a {
		if q, ok := b[id]; !ok || p.Dist(q) > geom.Eps {
			return false
		}
	}
	return true
}
