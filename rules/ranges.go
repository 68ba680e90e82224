package rules

import (
	"fmt"
	"math"
	"strconv"
)

// Range is the values one profile key or setting may take (DESIGN.md:
// "settings and profiles have ranges"): Lo to Hi inclusive, a whole number
// when Whole (the rules count with it), in Unit ("cm", "MU", or "" for a
// plain number). Every ruleset's Setup checks its keys against theirs.
type Range struct {
	Lo, Hi float64
	Whole  bool
	Unit   string
}

// String is the range as messages and the docs write it: "0-20",
// "0-120 cm", "1" for a single value.
func (r Range) String() string {
	s := strconv.FormatFloat(r.Lo, 'g', -1, 64)
	if r.Hi != r.Lo {
		s += "-" + strconv.FormatFloat(r.Hi, 'g', -1, 64)
	}
	if r.Unit != "" {
		s += " " + r.Unit
	}
	return s
}

// Fault is what is wrong with v for r, "" when nothing is: out of range
// (NaN and the infinities always are) or, for a whole range, a fraction.
func (r Range) Fault(v float64) string {
	switch {
	case math.IsNaN(v) || math.IsInf(v, 0) || v < r.Lo || v > r.Hi:
		return fmt.Sprintf("is out of range (%s)", r)
	case r.Whole && v != math.Trunc(v):
		return fmt.Sprintf("is not a whole number (%s)", r)
	}
	return ""
}

// ScenarioLabel names u for the author of its scenario, in Setup's
// errors: its name with its id when they differ (`"Orc Boyz" (o-boyz)`),
// since the author fixes the file by id.
func (u *Unit) ScenarioLabel() string {
	if u.Name == "" || u.Name == u.ID {
		return strconv.Quote(u.ID)
	}
	return fmt.Sprintf("%q (%s)", u.Title(), u.ID)
}
