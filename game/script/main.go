package script

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/game/userfile"
)

// Main is the "plateau script" sub-command. It returns the exit status: 0
// when every command played, 1 when one was refused or an expectation
// failed (the state is still printed, with the failures; with -keep-going
// every failed expectation is listed, and only a refusal not expected
// stops the script), 2 for bad usage or unreadable files.
func Main(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("plateau script", flag.ContinueOnError)
	fs.SetOutput(stderr)
	scen := fs.String("scenario", "", "scenario: a TOML file or an embedded name (default, wme, bnb)")
	seed := fs.Uint64("seed", 1, "dice seed")
	actions := fs.String("actions", "", "file of actions, one per line (- for standard input; see docs/script-format.md)")
	save := fs.String("save", "", "also write the battle as a save file here")
	position := fs.String("position", "", "also write the battle as it ends as a scenario that starts there (a [position])")
	keepGoing := fs.Bool("keep-going", false, "report every failed expectation instead of stopping at the first (a refusal not expected still stops)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: plateau script [-scenario FILE] [-seed N] [-keep-going] -actions FILE [-save FILE] [-position FILE.toml]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *actions == "" || fs.NArg() > 0 {
		fs.Usage()
		return 2
	}
	sc := scenario.Default()
	if *scen != "" {
		var err error
		if sc, err = scenario.Open(*scen); err != nil {
			fmt.Fprintln(stderr, err)
			return 2
		}
	}
	in, name := io.Reader(os.Stdin), "stdin"
	if *actions != "-" {
		// A regular file only, so that a named pipe or a device is refused
		// at once (issue 8 item 8).
		b, err := userfile.Read(*actions, MaxScriptSize)
		if err != nil {
			fmt.Fprintln(stderr, "script:", err)
			return 2
		}
		in, name = bytes.NewReader(b), *actions
	}
	cmds, err := Parse(name, in)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	m, err := game.New(sc, *seed)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	res := Play(m, cmds, *keepGoing)
	rep := NewResultReport(m, res)
	for _, f := range res.Failures {
		fmt.Fprintf(stderr, "%s: %v\n", name, f)
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(rep); err != nil {
		fmt.Fprintln(stderr, "script:", err)
		return 2
	}
	if *save != "" {
		if err := m.Save(*save); err != nil {
			fmt.Fprintln(stderr, err)
			return 2
		}
	}
	if *position != "" {
		// Also after a failure: the moment it failed at is what a bug
		// report wants to start from.
		if err := m.SavePosition(*position); err != nil {
			fmt.Fprintln(stderr, err)
			return 2
		}
	}
	if len(res.Failures) > 0 {
		return 1
	}
	return 0
}
