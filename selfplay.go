package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"

	"plateau/game"
	"plateau/game/ai"
	"plateau/game/scenario"
	"plateau/game/script"
	"plateau/rules"
	"plateau/rules/rulestest"
)

// selfPlay runs `plateau self-play`: a whole battle between two opponents
// (issue 12 item 3), headless, printed as plateau script prints a battle
// (JSON on standard output) and saved with -save.
func selfPlay(args []string) int {
	fs := flag.NewFlagSet("plateau self-play", flag.ContinueOnError)
	scen := fs.String("scenario", "", "scenario: a TOML file or an embedded name (wme, bnb)")
	seed := fs.Uint64("seed", 1, "dice seed")
	most := fs.Int("actions", 5000, "stop after this many actions if the battle has not ended (1-100000)")
	save := fs.String("save", "", "also write the battle as a save file here")
	random := fs.String("random", "", "this army (id or name) plays at random instead: the baseline the opponent is measured against")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: plateau self-play -scenario S [-seed N] [-actions N] [-save SAVE] [-random ARMY]\n\nflags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 || *scen == "" || *most < 1 || *most > 100000 {
		fs.Usage()
		return 2
	}
	sc, err := scenario.Open(*scen)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	m, err := game.New(sc, *seed)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	s := m.State()
	players := make([]rulestest.Player, len(s.Sides))
	for i := range players {
		p, ok := ai.For(s.Ruleset)
		if !ok {
			fmt.Fprintf(os.Stderr, "plateau self-play: the %s ruleset has no opponent yet (%s have one)\n", s.Ruleset, strings.Join(ai.Opponents(), ", "))
			return 1
		}
		players[i] = p
	}
	if *random != "" {
		i, err := armyIndex(s, *random)
		if err != nil {
			fmt.Fprintln(os.Stderr, "plateau self-play:", err)
			return 2
		}
		players[i] = ai.NewRandom(*seed)
	}
	res, playErr := ai.SelfPlay(m, players, *most)
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(script.NewReport(m)); err != nil {
		fmt.Fprintln(os.Stderr, "plateau self-play:", err)
		return 1
	}
	if *save != "" {
		if err := m.Save(*save); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
	}
	if playErr != nil {
		fmt.Fprintln(os.Stderr, "plateau self-play:", playErr)
		return 1
	}
	switch {
	case !res.Over:
		fmt.Fprintf(os.Stderr, "plateau self-play: stopped after %d actions, the battle not over\n", res.Actions)
	case res.Winner >= 0:
		fmt.Fprintf(os.Stderr, "plateau self-play: %s won, %d actions\n", s.Sides[res.Winner].Name, res.Actions)
	default:
		fmt.Fprintf(os.Stderr, "plateau self-play: the battle ended, no winner, %d actions\n", res.Actions)
	}
	return 0
}

// armyIndex is the index of the army named by id or name.
func armyIndex(s *rules.State, army string) (int, error) {
	var names []string
	for i, sd := range s.Sides {
		if sd.ID == army || strings.EqualFold(sd.Name, army) {
			return i, nil
		}
		names = append(names, sd.ID)
	}
	return 0, errors.New("no army " + army + " (the armies: " + strings.Join(names, ", ") + ")")
}
