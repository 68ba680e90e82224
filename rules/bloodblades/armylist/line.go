package armylist

import (
	"errors"
	"fmt"
	"strings"
)

// DBMLine is one line of a DBM/DBMM list: one troop, or alternatives ("Ps
// or Bw"), for a count of DBM/DBMM bases.
type DBMLine struct {
	Edition Edition
	Troops  []DBMTroop
	Count   Range // DBM/DBMM bases
}

// Conversion is a line in BnB. Its count is in equivalents of its
// finest-ratio troop: a base of a troop of ratio 4 on a line with a troop
// of ratio 2 counts as 2 equivalents ("compter 2Ps pour chaque Bw" [L1125]).
type Conversion struct {
	Troops      []Troop
	Weights     []int // equivalents per base of each troop
	Equivalents Range // the line's count, divided and rounded up [L1113-1115]
}

// Convert converts the line's troops [L1099-1107] and its count, divided
// by the finest ratio among them and rounded up [L1113-1115, L1124-1125].
func (l DBMLine) Convert() (Conversion, error) {
	if len(l.Troops) == 0 {
		return Conversion{}, errors.New("list line without a troop")
	}
	if err := l.Count.check(); err != nil {
		return Conversion{}, err
	}
	c := Conversion{Troops: make([]Troop, len(l.Troops)), Weights: make([]int, len(l.Troops))}
	fine := 0
	for i, t := range l.Troops {
		bt, err := Convert(t, l.Edition)
		if err != nil {
			return Conversion{}, err
		}
		c.Troops[i] = bt
		if r := Ratio(bt.Type); fine == 0 || r < fine {
			fine = r
		}
	}
	for i, t := range c.Troops {
		c.Weights[i] = Ratio(t.Type) / fine
	}
	c.Equivalents = Divide(l.Count, fine)
	return c, nil
}

// Part is a number of bases of one troop.
type Part struct {
	Troop Troop
	N     int
}

// Mix is one legal choice on a line: the troops taken, in the line's
// order, none with zero bases.
type Mix []Part

func (o Mix) String() string {
	if len(o) == 0 {
		return "none"
	}
	parts := make([]string, len(o))
	for i, p := range o {
		parts[i] = fmt.Sprintf("%d %v", p.N, p.Troop)
	}
	return strings.Join(parts, " + ")
}

// Mixes lists every mix of the line's troops whose equivalents lie in
// the line's count: on "4-6 Ps or Bw" (2-3 Ps equivalents, 1 Bw = 2 Ps)
// they are 2 Ps, 3 Ps, 1 Bw, 1 Bw + 1 Ps [L1122-1128]. Counts go from
// fewest bases up, the last troop varying slowest, as the text lists them.
func (c Conversion) Mixes() []Mix {
	var out []Mix
	counts := make([]int, len(c.Troops))
	var fill func(i, used int)
	fill = func(i, used int) {
		if i < 0 {
			if used >= c.Equivalents.Min {
				out = append(out, c.option(counts))
			}
			return
		}
		for n := 0; used+n*c.Weights[i] <= c.Equivalents.Max; n++ {
			counts[i] = n
			fill(i-1, used+n*c.Weights[i])
		}
		counts[i] = 0
	}
	fill(len(c.Troops)-1, 0)
	return out
}

func (c Conversion) option(counts []int) Mix {
	o := Mix{}
	for i, n := range counts {
		if n > 0 {
			o = append(o, Part{c.Troops[i], n})
		}
	}
	return o
}
