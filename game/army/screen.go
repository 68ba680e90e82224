package army

import (
	"fmt"
	"slices"
	"strings"

	"plateau/game"
	"plateau/game/scenario"
)

// Screen is the setup screen as the window's battle (control.Match): a
// match on the Setup ruleset whose Ctrl+S and Ctrl+P write the scenario
// with the army built (Written), never a save of the screen itself, and
// which is never autosaved.
type Screen struct {
	*game.Match
	Build Setup // the setup screen's rules
	base  *scenario.Scenario
	title string
}

// Open is the setup screen of the army named army (its id or name, case
// aside) of scenario sc, whose ruleset has lists (Catalogue): the army as
// the scenario gives it, to change, at the scenario's budget (or the
// ruleset's usual one when it sets none: WME 1000 points, BnB 250 AP),
// from the list with the id or name listName, or, when that is "", the
// list named like the army.
func Open(sc *scenario.Scenario, army, listName string) (*Screen, error) {
	st := &sc.State
	side := -1
	for i, sd := range st.Sides {
		if strings.EqualFold(sd.ID, army) || strings.EqualFold(sd.Name, army) {
			side = i
		}
	}
	if side < 0 {
		names := make([]string, len(st.Sides))
		for i, sd := range st.Sides {
			names[i] = sd.ID
		}
		return nil, fmt.Errorf("army: scenario %s has no army %q (its armies: %s)", sc.Name, army, strings.Join(names, ", "))
	}
	lists, err := Catalogue(st.Ruleset)
	if err != nil {
		return nil, err
	}
	names := []string{st.Sides[side].ID, st.Sides[side].Name}
	if listName != "" {
		names = []string{listName}
	}
	var list *List
	for i := range lists {
		l := &lists[i]
		for _, n := range names {
			if strings.EqualFold(n, l.ID) || strings.EqualFold(n, l.Name) {
				list = l
			}
		}
	}
	if list == nil {
		ids := make([]string, len(lists))
		for i, l := range lists {
			ids[i] = l.ID
		}
		if listName != "" {
			return nil, fmt.Errorf("army: %s has no army list %q (its lists: %s)", st.Ruleset, listName, strings.Join(ids, ", "))
		}
		return nil, fmt.Errorf("army: %s is not named after an army list, so its list is not known: choose one with -list (%s)", st.Sides[side].Name, strings.Join(ids, ", "))
	}
	fitted := *list
	fitted.Lines = slices.Clone(list.Lines)
	if err := list.rules.forScenario(&fitted, st); err != nil {
		return nil, fmt.Errorf("army: scenario %s: %w", sc.Name, err)
	}
	list = &fitted
	budget := list.rules.defaultBudget()
	if v, ok := st.Settings["budget"]; ok {
		if _, err := fmt.Sscan(v, &budget); err != nil {
			return nil, fmt.Errorf("army: scenario %s: budget %q is not a number of points", sc.Name, v)
		}
	}
	if _, err := New(list, budget); err != nil {
		return nil, err
	}
	r := Setup{Side: side, List: list, Budget: budget}
	m, err := game.NewWith(r, sc, 1)
	if err != nil {
		return nil, err
	}
	return &Screen{Match: m, Build: r, base: sc, title: fmt.Sprintf("%s (%s as built)", sc.Title, st.Sides[side].Name)}, nil
}

// Written is the scenario with the army as built now, as TOML, or why it
// cannot be written (its list's problems).
func (s *Screen) Written() ([]byte, error) { return s.Build.Written(s.base, s.State(), s.title) }

// Save writes the scenario with the army built to path (Ctrl+S).
func (s *Screen) Save(path string) error {
	data, err := s.Written()
	if err != nil {
		return err
	}
	return game.WriteAtomic(path, data)
}

// SavePosition is Save: the setup screen has no battle to keep a moment of.
func (s *Screen) SavePosition(path string) error { return s.Save(path) }

// Play is the battle on the army built: the scenario written, parsed and
// started as any scenario is (its ruleset's Setup judges the army and its
// deployment), named name.
func (s *Screen) Play(name string, seed uint64) (*game.Match, error) {
	data, err := s.Written()
	if err != nil {
		return nil, err
	}
	sc, err := scenario.ParseWithFiles(name, data, s.base.Files) // the files the scenario built on names
	if err != nil {
		return nil, err
	}
	return game.New(sc, seed)
}
