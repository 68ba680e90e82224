package armylist

import (
	"fmt"
	"strings"
)

// Budget is the usual army budget, 250 AP [L1053].
const Budget = 250.0

// Pick is a number of bases of one option of one line, as the player
// chooses them: line and option by their printed name and label.
type Pick struct {
	Line   string // Line.Name
	Option string // Option.Label
	N      int
}

// Points is the army's cost in AP: every picked base at its option's
// price [L1055-1083]. Picks naming no line or option of the list count
// nothing (Check reports them).
func (l List) Points(picks []Pick) float64 {
	total := 0.0
	for _, p := range picks {
		if ln, ok := l.Line(p.Line); ok {
			if o, ok := ln.Option(p.Option); ok && p.N > 0 {
				total += float64(p.N) * o.Points
			}
		}
	}
	return total
}

// tally is the picks counted by line: each line's own bases, by option,
// and the bases of the lines upgrading or replacing it, in its own bases.
type tally struct {
	list  List
	own   map[string]map[string]int // line, option label -> bases picked
	count map[string]float64        // line -> its count, in its bases
	opt   map[string]map[string]float64
	done  map[string]bool
}

func newTally(l List, picks []Pick) (*tally, []string) {
	t := &tally{list: l, own: map[string]map[string]int{}, count: map[string]float64{},
		opt: map[string]map[string]float64{}, done: map[string]bool{}}
	var problems []string
	for _, p := range picks {
		ln, ok := l.Line(p.Line)
		if !ok {
			problems = append(problems, fmt.Sprintf("%s has no line %q.", l.Name, p.Line))
			continue
		}
		if _, ok := ln.Option(p.Option); !ok {
			problems = append(problems, fmt.Sprintf("%s: the line offers no %q (it offers %s).", ln.Name, p.Option, labels(ln)))
			continue
		}
		if p.N < 0 {
			problems = append(problems, fmt.Sprintf("%s: %d %s is not a number of bases.", ln.Name, p.N, p.Option))
			continue
		}
		if t.own[ln.Name] == nil {
			t.own[ln.Name] = map[string]int{}
		}
		t.own[ln.Name][p.Option] += p.N
	}
	for _, ln := range l.Lines {
		t.of(ln)
	}
	return t, problems
}

func labels(ln Line) string {
	s := make([]string, len(ln.Options))
	for i, o := range ln.Options {
		s[i] = "\"" + o.Label + "\""
	}
	return strings.Join(s, ", ")
}

// of counts a line: its own bases, plus every base of a line taking
// from it, worth Takes/Gives of its bases (E11: a Bw counts 2 Ps
// [L1125]; E10: a Bd counts half a Pk [L1120]).
func (t *tally) of(ln Line) float64 {
	if t.done[ln.Name] {
		return t.count[ln.Name]
	}
	t.done[ln.Name] = true // the lists have no loop; this guards one
	byOpt := map[string]float64{}
	n := 0.0
	for _, o := range ln.Options {
		v := float64(t.own[ln.Name][o.Label])
		byOpt[o.Label] += v
		n += v
	}
	for _, up := range t.list.Lines {
		if up.From != ln.Name {
			continue
		}
		v := t.of(up) * float64(up.Takes) / float64(up.Gives)
		n += v
		if up.FromOption != "" {
			byOpt[up.FromOption] += v
		}
	}
	t.count[ln.Name], t.opt[ln.Name] = n, byOpt
	return n
}

// Check lists what is wrong with an army of the list, in player words: a
// cost over the budget (the budget itself is fine [L1053]), a line below
// its minimum or above its maximum, not exactly one C-in-C [L701], and
// the lines' ratios: halves, "half - all", caps on an option, shares of
// another line ("0 - 1/3"), upgrades that come in pairs. None is a legal
// army.
func Check(l List, budget float64, picks []Pick) []string {
	t, problems := newTally(l, picks)
	if ap := l.Points(picks); ap > budget {
		problems = append(problems, fmt.Sprintf("The army costs %g AP, over the budget of %g AP.", ap, budget))
	}
	cincs := 0
	for _, ln := range l.Lines {
		if ln.CinC {
			cincs += int(t.count[ln.Name])
		}
	}
	switch {
	case cincs == 0:
		problems = append(problems, "The army needs a C-in-C: take one on its C-in-C line.")
	case cincs > 1:
		problems = append(problems, fmt.Sprintf("The army has %d C-in-Cs; it must have exactly one.", cincs))
	}
	for _, ln := range l.Lines {
		problems = append(problems, t.lineProblems(ln)...)
	}
	return problems
}

// lineProblems are one line's breaches of its limits.
func (t *tally) lineProblems(ln Line) []string {
	var out []string
	n := t.count[ln.Name]
	own := 0
	for _, v := range t.own[ln.Name] {
		own += v
	}
	if !ln.CinC && !ln.Any {
		counted := fmt.Sprintf("%g bases", n)
		if float64(own) != n {
			counted = fmt.Sprintf("%g bases, counting those upgraded or replaced from it", n)
		}
		switch {
		case n < float64(ln.Min):
			out = append(out, fmt.Sprintf("%s: %s, below the list's minimum of %d.", ln.Name, counted, ln.Min))
		case n > float64(ln.Max):
			out = append(out, fmt.Sprintf("%s: %s, above the list's maximum of %d.", ln.Name, counted, ln.Max))
		}
	}
	// Upgraded bases coming several for one old base (2 Bd for 1 Pk
	// [L1120-1121]) come in whole groups.
	if ln.Gives > 1 && int(n)%ln.Gives != 0 {
		out = append(out, fmt.Sprintf("%s: %g bases, but they come %d for each base of %s.", ln.Name, n, ln.Gives, ln.From))
	}
	if ln.Share.Den > 0 {
		from, _ := t.list.Line(ln.From)
		base := t.count[from.Name]
		if ln.FromOption != "" {
			base = t.opt[from.Name][ln.FromOption]
		}
		taken := n * float64(ln.Takes) / float64(ln.Gives)
		if taken*float64(ln.Share.Den) > base*float64(ln.Share.Num) {
			out = append(out, fmt.Sprintf("%s: they take %g of the %g %s; at most %v may be.", ln.Name, taken, base, from.Name, ln.Share))
		}
	}
	front, support := 0.0, 0.0
	for _, o := range ln.Options {
		v := t.opt[ln.Name][o.Label]
		if o.Supporting {
			support += v
		} else {
			front += v
		}
		switch {
		case o.UpTo > 0 && v > float64(o.UpTo):
			out = append(out, fmt.Sprintf("%s: %g %s; the list allows %d at most.", ln.Name, v, o.Label, o.UpTo))
		case o.HalfToAll && 2*v < n:
			out = append(out, fmt.Sprintf("%s: %g %s of %g; half to all must be.", ln.Name, v, o.Label, n))
		}
	}
	if ln.Halves && front != support {
		out = append(out, fmt.Sprintf("%s: %g front bases and %g supporting Ps; the list wants half of each.", ln.Name, front, support))
	}
	return out
}
