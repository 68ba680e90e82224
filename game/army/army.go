package army

import (
	"fmt"
	"strconv"
	"strings"
)

// Army is an army being built from one list to a points budget: its units
// in the order chosen.
type Army struct {
	List   *List
	Budget int
	Units  []Unit
	// next numbers each line's units, so that an id is never reused
	// after a Remove.
	next map[string]int
}

// Unit is one unit of an army: its id (the list's id, the line's name,
// a number: "empire-knights-2") and the name of its line.
type Unit struct {
	ID, Line string
	baggage  bool // BnB's baggage: in no list, and in the army all the same
}

// lineOf is the line of the army's unit with this id, "" if none.
func (a *Army) lineOf(id string) string {
	for _, u := range a.Units {
		if u.ID == id {
			return u.Line
		}
	}
	return ""
}

// MaxBudget is the largest budget the builder takes: the wme ruleset's
// range for its budget setting (1-100000, docs/scenario-format.md).
const MaxBudget = 100000

// New is an empty army of list l to spend budget points, which must be
// 1-MaxBudget.
func New(l *List, budget int) (*Army, error) {
	if budget < 1 || budget > MaxBudget {
		return nil, fmt.Errorf("army: a budget of %d points: it must be 1-%d", budget, MaxBudget)
	}
	return &Army{List: l, Budget: budget, next: map[string]int{}}, nil
}

// Add adds a unit of the line called name and returns its id. A line the
// list does not have, or one that cannot be fielded yet, is refused with
// the reason; a unit past the list's limits or the budget is not (the
// player may be on his way to another army): Problems says what is wrong.
func (a *Army) Add(name string) (string, error) {
	line, ok := a.List.Line(name)
	if !ok {
		return "", fmt.Errorf("army: the %s list has no line %q", a.List.Name, name)
	}
	if line.Unplayed != "" {
		return "", fmt.Errorf("army: %s cannot be fielded: %s", name, line.Unplayed)
	}
	a.next[name]++
	id := fmt.Sprintf("%s-%s-%d", a.List.ID, slug(name), a.next[name])
	a.Units = append(a.Units, Unit{ID: id, Line: name})
	return id, nil
}

// Remove takes the unit with this id out of the army; false when it has
// none.
func (a *Army) Remove(id string) bool {
	for i, u := range a.Units {
		if u.ID == id {
			a.Units = append(a.Units[:i], a.Units[i+1:]...)
			return true
		}
	}
	return false
}

// Count is how many units of the line called name the army fields.
func (a *Army) Count(name string) int {
	n := 0
	for _, u := range a.Units {
		if u.Line == name {
			n++
		}
	}
	return n
}

// Points is what the army costs: each unit its line's points (WME
// [L2664], BnB Table 5.4).
func (a *Army) Points() float64 {
	total := 0.0
	for _, u := range a.Units {
		if l, ok := a.List.Line(u.Line); ok {
			total += l.Points
		}
	}
	return total
}

// Problems is what is wrong with the army against its list, one sentence
// each naming its rule (WME §3.4: every line within its limits for the
// budget, exactly one General, the points within the budget; BnB: the
// list's limits and ratios, one C-in-C, the budget); none for a legal
// army. It is the ruleset's own check.
func (a *Army) Problems() []string { return a.List.rules.problems(a) }

// points is a number of points as players write it: 14, 3.5.
func points(p float64) string { return strconv.FormatFloat(p, 'f', -1, 64) }

// slug is a line's name as a piece of an id: "Orc Warriors" is
// "orc-warriors".
func slug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
			dash = false
		case !dash && b.Len() > 0:
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}
