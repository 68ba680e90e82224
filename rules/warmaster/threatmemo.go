package warmaster

import "plateau/rules"

// threatMemo keeps, for one Offers call, whether each enemy unit threatens
// each unit (threatens: within 20 cm and seen, the order test's -1 of
// [L535]). Every commander's order of a unit, and each of the General's
// item variants of it, asks the same, and the lines of sight are dear
// (all of them are tried when none is clear). A nil memo keeps nothing.
type threatMemo map[[2]string]bool

// threatens is threatens(s, e, u), asked once per memo.
func (m threatMemo) threatens(s *rules.State, e, u *rules.Unit) bool {
	if m == nil {
		return threatens(s, e, u)
	}
	k := [2]string{e.ID, u.ID}
	v, ok := m[k]
	if !ok {
		v = threatens(s, e, u)
		m[k] = v
	}
	return v
}
