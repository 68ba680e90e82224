package army

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/bloodblades"
	"plateau/rules/bloodblades/armylist"
)

// Blood and Blades' lists: the four the text prints [L1152-1217], as
// rules/bloodblades/armylist has them converted to BnB bases. In BnB a
// unit is one base (groups form by contact, [L1405]), so the builder's
// line is one troop option of a list line ("Household Spearmen, Reg
// Pk(I)"), a unit of it one base, at its Table 5.4 points [L1055-1083];
// the check is armylist.Check (limits, ratios, one C-in-C [L701], the
// budget, 250 AP as usual [L1053]).
type bnbRules struct {
	list armylist.List
	// of is each builder line's list line and option.
	of map[string]armylist.Pick
}

func bnbCatalogue() []List {
	out := make([]List, 0, len(armylist.Lists()))
	for _, al := range armylist.Lists() {
		r := bnbRules{list: al, of: map[string]armylist.Pick{}}
		l := List{ID: al.ID, Name: al.Name, rules: r}
		for _, ln := range al.Lines {
			for _, o := range ln.Options {
				name := ln.Name + ", " + o.Label
				r.of[name] = armylist.Pick{Line: ln.Name, Option: o.Label}
				l.Lines = append(l.Lines, Line{Name: name, Type: o.Type, Points: o.Points, Profile: o.Profile(), Bases: 1, Base: o.Base})
			}
		}
		out = append(out, l)
	}
	return out
}

func (bnbRules) defaultBudget() int { return int(armylist.Budget) }

// picks are the army's bases as the list's picks, and the units that are
// no troop of the list.
func (r bnbRules) picks(a *Army) ([]armylist.Pick, []string) {
	n := map[armylist.Pick]int{}
	var order []armylist.Pick
	var strays []string
	for _, u := range a.Units {
		p, ok := r.of[u.Line]
		if !ok {
			if !u.baggage {
				strays = append(strays, u.ID)
			}
			continue
		}
		if n[p] == 0 {
			order = append(order, p)
		}
		n[p]++
	}
	out := make([]armylist.Pick, len(order))
	for i, p := range order {
		p.N = n[p]
		out[i] = p
	}
	return out, strays
}

func (r bnbRules) problems(a *Army) []string {
	picks, strays := r.picks(a)
	var out []string
	if len(strays) > 0 {
		out = append(out, fmt.Sprintf("%d bases are no troop of the %s list", len(strays), a.List.Name))
	}
	return append(out, armylist.Check(r.list, float64(a.Budget), picks)...)
}

// limit says how many bases the army fields of the line's list line (all
// its options) against its count as printed.
func (r bnbRules) limit(l *Line, a *Army) string {
	p := r.of[l.Name]
	ln, _ := r.list.Line(p.Line)
	n := 0
	for _, u := range a.Units {
		if q, ok := r.of[u.Line]; ok && q.Line == p.Line {
			n++
		}
	}
	if ln.CinC {
		return fmt.Sprintf("%d fielded: exactly one C-in-C", n)
	}
	return fmt.Sprintf("%d fielded on the line: %s", n, ln.Printed)
}

// settings: BnB's Setup knows no list check; the scenario's own settings
// stay as they are.
func (bnbRules) settings(map[string]string, *Army, string) {}

// linesOf is each base's line: by name for the builder's own; else an
// option with its troop type and points (a mounted Ps costs more than a
// Ps on foot), on the C-in-C's line for the C-in-C and no other: the
// first line still below its minimum, else the first with room below its
// maximum, else the first (a scenario names its bases as it likes: the
// sample's are matched so). Baggage is in no list ([L713]: every army
// has its own) and counts for nothing.
func (r bnbRules) linesOf(l *List, us []*rules.Unit) []string {
	out := make([]string, len(us))
	held := map[string]int{} // bases on each list line
	for i, u := range us {
		if _, ok := r.of[u.Name]; ok {
			out[i] = u.Name
			held[r.of[u.Name].Line]++
		}
	}
	for i, u := range us {
		if out[i] != "" || isBaggage(u) {
			continue
		}
		cinc := u.Profile["cinc"] == 1
		var fits []string // the lines this base may be, in the list's order
		for _, line := range l.Lines {
			ln, _ := r.list.Line(r.of[line.Name].Line)
			if line.Type != u.Type || ln.CinC != cinc {
				continue
			}
			if p, ok := u.Profile["points"]; ok && p != line.Points {
				continue
			}
			fits = append(fits, line.Name)
		}
		if len(fits) == 0 {
			continue
		}
		out[i] = fits[0]
		for pass := 0; pass < 2; pass++ {
			found := false
			for _, name := range fits {
				ln, _ := r.list.Line(r.of[name].Line)
				if pass == 0 && held[ln.Name] < ln.Min || pass == 1 && (ln.Any || held[ln.Name] < ln.Max) {
					out[i], found = name, true
					break
				}
			}
			if found {
				break
			}
		}
		held[r.of[out[i]].Line]++
	}
	return out
}

// isBaggage reports whether u is an army's baggage (Bg [L713]): in no
// list, every army has its own.
func isBaggage(u *rules.Unit) bool {
	t, err := bloodblades.ParseTroop(u.Type)
	return err == nil && t.Type == "Bg"
}

// forScenario sizes the bases at the scenario's scale (Tables 5.1-5.2
// [L729-742]: the width of the scale, the depth of the troop's class),
// as the ruleset's Setup checks them.
func (bnbRules) forScenario(l *List, st *rules.State) error {
	cfg, err := bloodblades.ConfigOf(st.Settings)
	if err != nil {
		return err
	}
	for i := range l.Lines {
		t, err := bloodblades.ParseTroop(l.Lines[i].Type)
		if err != nil {
			return fmt.Errorf("army: the %s list's %s: %w", l.Name, l.Lines[i].Name, err)
		}
		l.Lines[i].Base = [2]float64{cfg.Scale.Width, cfg.Scale.Depth(t.DepthClass())}
	}
	return nil
}
