package armylist

import "fmt"

// Upgrade is a list option turning some of a line's bases into another
// troop ("DBMM allows 4-9 Pk to become Bd" [L1120]); Count is the number
// of DBM/DBMM bases of From it may turn.
type Upgrade struct {
	Edition  Edition
	From, To DBMTroop
	Count    Range
}

// Upgraded is an upgrade in BnB: Range bases of Troop, taken Step at a
// time (2 Bd for each Pk upgraded [L1120]).
type Upgraded struct {
	Troop Troop
	Range Range
	Step  int
}

// Convert converts an upgrade's troops [L1099-1107] and count. Between
// types of the same ratio the count is divided and rounded up as any
// other (Bw 36-96 upgraded to Pk: 9-24 Pk [L1119]). Between types of
// different ratios the text makes the exception [L1115]: the count
// divided by the new type's ratio is rounded up at the minimum but down
// at the maximum, to whole groups when one old base gives several new
// ones ("4,5 sera arrondi à 4 et on aura 4 Bd au maximum" [L1120-1121]).
func (u Upgrade) Convert() (Upgraded, error) {
	if err := u.Count.check(); err != nil {
		return Upgraded{}, err
	}
	from, err := Convert(u.From, u.Edition)
	if err != nil {
		return Upgraded{}, err
	}
	to, err := Convert(u.To, u.Edition)
	if err != nil {
		return Upgraded{}, err
	}
	rf, rt := Ratio(from.Type), Ratio(to.Type)
	if rf == rt {
		return Upgraded{Troop: to, Range: Divide(u.Count, rt), Step: 1}, nil
	}
	// One old base gives rf/rt new ones when the new type's ratio is
	// finer (Pk to Bd: 2); one new base takes several old ones otherwise
	// (Ps to Bw), and comes one at a time.
	step := max(1, rf/rt)
	unit := rt * step // DBM/DBMM bases per group of new bases
	r := Range{Min: step * ceilDiv(u.Count.Min, unit), Max: step * (u.Count.Max / unit)}
	// When the rounded-up minimum passes the rounded-down maximum, the
	// maximum wins: rounding down is what keeps within the list.
	r.Min = min(r.Min, r.Max)
	return Upgraded{Troop: to, Range: r, Step: step}, nil
}

func (u Upgraded) String() string {
	if u.Step > 1 {
		return fmt.Sprintf("%v: %v, %d at a time", u.Troop, u.Range, u.Step)
	}
	return fmt.Sprintf("%v: %v", u.Troop, u.Range)
}
