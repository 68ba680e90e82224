package armylist

import "fmt"

// Range is a count of bases, Min to Max inclusive.
type Range struct{ Min, Max int }

func (r Range) String() string { return fmt.Sprintf("%d-%d", r.Min, r.Max) }

func (r Range) check() error {
	if r.Min < 0 || r.Max < r.Min {
		return fmt.Errorf("count %v: need 0 <= min <= max", r)
	}
	return nil
}

// Ratio is how many DBM/DBMM bases make one BnB base of the type: 4 for
// Bw, Pk, Sp and Wb (one BnB base stands for two standard DBM bases), 2
// for every other type [L1113].
func Ratio(bnbType string) int {
	switch bnbType {
	case "Bw", "Pk", "Sp", "Wb":
		return 4
	}
	return 2
}

// Divide is a DBM/DBMM count divided by a ratio, rounded up [L1113-1115].
func Divide(dbm Range, ratio int) Range {
	return Range{ceilDiv(dbm.Min, ratio), ceilDiv(dbm.Max, ratio)}
}

func ceilDiv(n, d int) int { return (n + d - 1) / d }
