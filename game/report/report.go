// Package report writes a finished (or unfinished) battle as a report a
// club can read (issue 11 item 6): one section per player's turn, each
// phase with what happened in it (moves, orders, charges, shots and combats
// with their dice and the numbers behind them), a map of the table at the
// end of the phase, the score after it, the score over time as a small
// chart and the result. It writes Markdown (the maps as PNG files beside
// it) and one self-contained HTML file (the maps inside it).
//
// The maps are drawn by the window (render, under Xvfb on a machine with
// no display): this package only says which moments to draw (Report.Shots)
// and where the pictures are, so that it stays free of Ebiten like the rest
// of game/.
package report

import (
	"fmt"
	"slices"
	"strings"

	"plateau/game"
	"plateau/rules"
)

// Report is a battle laid out by turn and phase.
type Report struct {
	Title       string
	Description string
	Ruleset     string
	Sides       []rules.Side
	Actions     int
	Turns       []Turn
	// Start is the table before the first action, Final the score at the
	// end; Outcome is the battle's last lines (its result, when it ended).
	Start   Shot
	Final   rules.Scoreboard
	Outcome []string
	// Series are the score's numbers after each phase, for the chart.
	Series []Series
}

// Turn is one player's turn: its number and the side to play.
type Turn struct {
	Number int
	Side   int
	Phases []Phase
}

// Phase is one phase of a turn: its name, the actions from From to To
// (moments, Replay.Seek's k), what they did, and the score and the table
// after them. Quiet is set when nothing happened in it but its start and
// end: the table is the one before it, so it has no picture.
type Phase struct {
	Name     string
	From, To int
	Events   []rules.Event
	Score    rules.Scoreboard
	Shot     Shot
	Quiet    bool
}

// Shot is a picture of the table at a moment: File is its name, relative
// to the report (the window writes it there).
type Shot struct {
	Moment int
	File   string
}

// Series is one numbered score item of one side over the phases ("Victory
// points" of the Empire): Values[i] is its number after the report's i-th
// phase, in order.
type Series struct {
	Side   int
	Label  string
	Values []float64
}

// Build lays out the battle r replays. It moves r's moment; r is left at
// the end of the battle.
func Build(r *game.Replay) (*Report, error) {
	sc := r.Scenario()
	scorer, _ := r.Rules().(rules.Scorer)
	rep := &Report{Title: sc.Title, Description: sc.Description, Ruleset: r.Rules().ID(), Actions: r.Len()}
	rep.Start = Shot{0, "table-start.png"}
	phases := append(slices.Clone(r.Phases()), r.Len()) // not into the replay's own slice
	for i := 0; i+1 < len(phases); i++ {
		from, to := phases[i], phases[i+1]
		if from == to {
			continue
		}
		if err := r.Seek(from); err != nil {
			return nil, err
		}
		s := r.State()
		if i == 0 {
			rep.Sides = append([]rules.Side(nil), s.Sides...)
		}
		turn, side, name := s.Turn, s.Active, s.Phase
		if err := r.Seek(to); err != nil {
			return nil, err
		}
		p := Phase{Name: name, From: from, To: to, Events: r.EventsBetween(from, to), Quiet: true}
		for _, e := range p.Events {
			p.Quiet = p.Quiet && (e.Kind == "phase" || e.Kind == "turn")
		}
		p.Shot = Shot{to, fmt.Sprintf("turn-%02d-%s-%s.png", turn, fileWord(sideID(rep.Sides, side)), fileWord(name))}
		if scorer != nil {
			p.Score = scorer.Score(r.State())
		}
		if n := len(rep.Turns); n == 0 || rep.Turns[n-1].Number != turn || rep.Turns[n-1].Side != side {
			rep.Turns = append(rep.Turns, Turn{Number: turn, Side: side})
		}
		t := &rep.Turns[len(rep.Turns)-1]
		t.Phases = append(t.Phases, p)
	}
	if err := r.Seek(r.Len()); err != nil {
		return nil, err
	}
	if len(rep.Sides) == 0 {
		rep.Sides = append([]rules.Side(nil), r.State().Sides...)
	}
	if scorer != nil {
		rep.Final = scorer.Score(r.State())
	}
	rep.Outcome = outcome(r.Events())
	rep.Series = series(rep)
	uniqueFiles(rep)
	return rep, nil
}

// Shots are the pictures the report needs: the table at the start and at
// the end of each phase in which something happened.
func (rep *Report) Shots() []Shot {
	out := []Shot{rep.Start}
	for _, t := range rep.Turns {
		for _, p := range t.Phases {
			if !p.Quiet {
				out = append(out, p.Shot)
			}
		}
	}
	return out
}

// SideName is side i's name.
func (rep *Report) SideName(i int) string {
	if i >= 0 && i < len(rep.Sides) {
		return rep.Sides[i].Name
	}
	return fmt.Sprintf("side %d", i+1)
}

func sideID(sides []rules.Side, i int) string {
	if i >= 0 && i < len(sides) {
		return sides[i].ID
	}
	return fmt.Sprint("side", i+1)
}

// fileWord keeps letters, digits and dashes of w for a file name.
func fileWord(w string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(w) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "-"):
			b.WriteByte('-')
		}
	}
	if s := strings.Trim(b.String(), "-"); s != "" {
		return s
	}
	return "x"
}

// uniqueFiles numbers the pictures of a phase that comes twice in a turn
// (a ruleset that goes back to an earlier phase), so none overwrites
// another.
func uniqueFiles(rep *Report) {
	seen := map[string]int{rep.Start.File: 1}
	for ti := range rep.Turns {
		for pi := range rep.Turns[ti].Phases {
			s := &rep.Turns[ti].Phases[pi].Shot
			seen[s.File]++
			if n := seen[s.File]; n > 1 {
				s.File = strings.TrimSuffix(s.File, ".png") + fmt.Sprintf("-%d.png", n)
			}
		}
	}
}

// outcome is the battle's last event but its turn and phase lines: how it
// ended, in the ruleset's words, or where it stopped.
func outcome(evs []rules.Event) []string {
	for i := len(evs) - 1; i >= 0; i-- {
		if e := evs[i]; e.Kind != "turn" && e.Kind != "phase" {
			return []string{e.Text}
		}
	}
	return nil
}

// series reads the numbers of the score after each phase: each item's
// first number, under the words before it ("Victory points 155" is 155 of
// "Victory points"). An item whose words change, or that some phase lacks,
// is not charted.
func series(rep *Report) []Series {
	type key struct {
		side  int
		label string
	}
	var order []key
	values := map[key][]float64{}
	n := 0
	for _, t := range rep.Turns {
		for _, p := range t.Phases {
			for _, sd := range p.Score.Sides {
				for _, it := range sd.Items {
					label, v, ok := leadingNumber(it.Text)
					if !ok {
						continue
					}
					k := key{sd.Side, label}
					if _, seen := values[k]; !seen {
						if n > 0 {
							continue // an item that was not there from the start
						}
						order = append(order, k)
					}
					values[k] = append(values[k], v)
				}
			}
			n++
		}
	}
	var out []Series
	for _, k := range order {
		if vs := values[k]; len(vs) == n {
			out = append(out, Series{Side: k.side, Label: k.label, Values: vs})
		}
	}
	return out
}

// leadingNumber splits "Units lost 2½ of 11" into "Units lost" and 2.5.
func leadingNumber(s string) (label string, v float64, ok bool) {
	i := strings.IndexAny(s, "0123456789")
	if i <= 0 {
		return "", 0, false
	}
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		v = v*10 + float64(s[j]-'0')
		j++
	}
	if strings.HasPrefix(s[j:], "½") {
		v += 0.5
	}
	return strings.TrimSpace(strings.TrimRight(s[:i], " :-")), v, true
}
