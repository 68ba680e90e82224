package bloodblades

import (
	"fmt"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The end of an impetuous move out of close combat (bnb.md §7.12
// [L1756]): "un socle qui n'est ni en combat rapproché ni en débord ni en
// support ... ne peut pas finir dans un groupe. Si cela devrait être le
// cas, il doit être déplacé d'environ 5mm vers la droite ou vers la
// gauche ou, si cela s'avérait impossible ou connecter à un groupe,
// reculé d'environ 5mm". Right or left is the active player's choice when
// both leave the base alone (he moves his impetuous bases [L1742]); back
// only when neither does.

// impShift is one way of leaving a group [L1756]: the direction and its
// name ("right", "left" or "back").
type impShift struct {
	dir  geom.Vec
	what string
}

// pose is base b's pose after shift sh of ImpetuousShiftCm.
func (sh impShift) pose(b *table.Base) geom.Pose {
	return geom.Pose{Pos: b.Shape.Center.Add(sh.dir.Scale(ImpetuousShiftCm)), Facing: b.Shape.Facing}
}

// groupFriends are the friends of base b that b at r would be
// group-connected to (G19), in table order.
func groupFriends(s *rules.State, b *table.Base, r geom.Rect) []string {
	var out []string
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.Side == b.Side && o.ID != b.ID && !o.Round && GroupConnected(r, o.Shape) {
			out = append(out, o.ID)
		}
	}
	return out
}

// shiftOptions are the shifts of about 5 mm that leave base b, which
// ended its impetuous move, alone [L1756]: right and left, the rules'
// pick (right) first, else back; each to a pose that is clear, on the
// table, touches no enemy and is group-connected to no friend. needed is
// false when b may stay where it is: it is in or helping a close combat,
// or in no group.
func shiftOptions(s *rules.State, b *table.Base) (opts []impShift, needed bool) {
	if inCombatRole(s, closeCombat(s), b) || len(groupFriends(s, b, b.Shape)) == 0 {
		return nil, false
	}
	touchesEnemy := func(r geom.Rect) bool {
		for i := range s.Table.Bases {
			o := &s.Table.Bases[i]
			if o.Side != b.Side && !o.Round {
				if _, _, d := table.Closest(r, o.Shape); d <= table.ContactTolerance {
					return true
				}
			}
		}
		return false
	}
	fits := func(sh impShift) bool {
		r := b.Shape.At(sh.pose(b))
		f := table.Filter{SkipBase: func(o *table.Base) bool { return o.ID == b.ID }}
		return s.Table.OnTable(r) && len(s.Table.Overlaps(r, f)) == 0 && !touchesEnemy(r) && len(groupFriends(s, b, r)) == 0
	}
	right := b.Shape.RightDir()
	for _, sh := range []impShift{{right, "right"}, {right.Neg(), "left"}} {
		if fits(sh) {
			opts = append(opts, sh)
		}
	}
	if back := (impShift{b.Shape.Forward().Neg(), "back"}); len(opts) == 0 && fits(back) {
		opts = append(opts, back)
	}
	return opts, true
}

// leaveGroup keeps base b from ending its impetuous move in a group
// [L1756] by the first of its shiftOptions. When ask is set and both
// right and left would do, it shifts nothing and reports wait: the
// active player chooses (makeImpetuous marks it). It reports what it did.
func leaveGroup(s *rules.State, b *table.Base, ask bool) (text string, wait bool) {
	opts, needed := shiftOptions(s, b)
	switch {
	case !needed:
		return "", false
	case len(opts) == 0:
		return "it ends in a group: no shift of about 5 mm right, left or back leaves it alone [L1756]", false
	case ask && len(opts) > 1:
		return fmt.Sprintf("it may not end in a group with %s, so it is to be shifted about 5 mm right or left: %s chooses [L1756]",
			names(s, groupFriends(s, b, b.Shape)), sideName(s, b.Side)), true
	}
	return shiftBase(s, b, opts[0]), false
}

// shiftBase shifts base b by sh [L1756] and says so.
func shiftBase(s *rules.State, b *table.Base, sh impShift) string {
	b.Shape = b.Shape.At(sh.pose(b))
	return fmt.Sprintf("it may not end in a group, so it is shifted about 5 mm %s [L1756]", sh.what)
}

// checkImpetuousShift checks an impetuous action making the shift the
// base awaiting it needs [L1756] (Args "shift": "right" or "left"), and
// returns the base and the shift.
func checkImpetuousShift(s *rules.State, a rules.Action) (*table.Base, impShift, error) {
	id := impChooser(s)
	b := mustBase(s, id)
	opts, _ := shiftOptions(s, b)
	var open []string
	for _, sh := range opts {
		if sh.what == a.Args["shift"] {
			return b, sh, nil
		}
		open = append(open, sh.what)
	}
	return nil, impShift{}, &rules.Violation{Code: "impetuous-shift", Rule: "BnB §7.12 [L1756]", Bases: []string{id},
		Msg: fmt.Sprintf("%s must be shifted about 5 mm to leave its group (shift %q is not open; open: %s)", name(s, id), a.Args["shift"], strings.Join(open, ", "))}
}

// applyImpetuousShift makes the chosen shift [L1756], the conforming its
// move left undone (makeImpetuous), then the remaining impetuous moves.
func applyImpetuousShift(s *rules.State, a rules.Action) ([]rules.Event, error) {
	b, sh, err := checkImpetuousShift(s, a)
	if err != nil {
		return nil, err
	}
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return nil, err
	}
	u, _ := s.Unit(b.Unit)
	u.SetStatus(stImpetuousChoice, 0)
	evs := []rules.Event{{Kind: "impetuous", Side: b.Side, Unit: u.ID, Base: b.ID,
		Text: fmt.Sprintf("%s: %s, as %s chose", name(s, b.ID), shiftBase(s, b, sh), sideName(s, b.Side))}}
	evs = append(evs, conformContacted(c, s, []string{b.ID}, false)...)
	return append(evs, continueImpetuous(s, b.ID)...), nil
}

// impetuousShiftOffers are the shifts open to the base awaiting its
// choice [L1756], the rules' pick (right) first, each previewed.
func impetuousShiftOffers(s *rules.State, side int) []rules.Offer {
	id := impChooser(s)
	b := mustBase(s, id)
	u, _ := s.Unit(b.Unit)
	opts, _ := shiftOptions(s, b)
	var out []rules.Offer
	for i, sh := range opts {
		o := rules.Offer{Label: fmt.Sprintf("Impetuous %s: shift about 5 mm %s, out of the group", u.Title(), sh.what),
			Action: rules.Action{Kind: KindImpetuous, Side: side, Args: map[string]string{"base": id, "shift": sh.what}},
			Detail: []string{fmt.Sprintf("its impetuous move ended it in a group with %s, out of close combat: it may not stay so, and leaves it by about 5 mm right or left [L1756]",
				names(s, groupFriends(s, b, b.Shape)))},
			Preview: []rules.Move{{Base: id, Path: geom.Path{b.Shape.Pose(), sh.pose(b)}}}}
		if i == 0 {
			o.Detail = append(o.Detail, "the rules' pick when the player has no preference (right first)")
		}
		out = append(out, o)
	}
	return out
}
