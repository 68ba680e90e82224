// Command plateau is a 2D tabletop wargame simulator: a centimetre-true
// table on which bases are dragged with measured, rule-checked moves.
//
//	plateau [flags]            play (resumes the autosave of the same scenario)
//	plateau check FILE...      check scenario files, print every problem
//	plateau script [flags]     play a battle headless from a script of actions
//	plateau report SAVE -out DIR   write a battle report (HTML and Markdown)
//	plateau self-play -scenario S  a whole battle between two opponents, headless
package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"plateau/assets"

	"plateau/game"
	"plateau/game/ai"
	"plateau/game/army"
	"plateau/game/control"
	"plateau/game/scenario"
	"plateau/game/script"
	"plateau/render"
	"plateau/rules/bloodblades"
	gbohcharts "plateau/rules/gboh/charts"
	"plateau/rules/musketpike/charts"
	"plateau/rules/tomlpos"
)

func main() { os.Exit(run(os.Args[1:])) }

func run(args []string) int {
	if len(args) > 0 {
		switch args[0] {
		case "check":
			return check(args[1:])
		case "script":
			return script.Main(args[1:], os.Stdout, os.Stderr)
		case "report":
			return reportCmd(args[1:])
		case "self-play":
			return selfPlay(args[1:])
		}
	}
	return play(args)
}

// check runs `plateau check FILE...`: every problem of every file, exit
// status 1 if there was any. A file is a scenario, or a chart file of a
// hex game (charts.IsChartFile: `unofficial =` at its top level, as the
// shipped sets have), checked as the ruleset will read it.
func check(files []string) int {
	if len(files) == 0 {
		fmt.Fprintln(os.Stderr, "usage: plateau check FILE...")
		return 2
	}
	status := 0
	for _, f := range files {
		if data, err := os.ReadFile(f); err == nil && charts.IsChartFile(data) {
			what, err := checkCharts(f, data)
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				status = 1
				continue
			}
			fmt.Printf("%s: ok (%s charts)\n", f, what)
			continue
		}
		// Well formed first (every problem with its line), then accepted by
		// its ruleset (known ruleset, troop types it has rules for).
		sc, err := scenario.LoadFile(f)
		if err == nil {
			_, err = game.New(sc, 1)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			status = 1
			continue
		}
		fmt.Printf("%s: ok\n", f)
	}
	return status
}

// checkCharts checks a chart file as each hex game reads it: the game it
// decodes for, or the problems of the game it comes nearest to (the fewer
// problems: a Great Battles file read as Musket & Pike lacks every table).
func checkCharts(name string, data []byte) (string, error) {
	_, mpErr := charts.Parse(name, data)
	if mpErr == nil {
		return "Musket & Pike", nil
	}
	_, gbErr := gbohcharts.Parse(name, data)
	if gbErr == nil {
		return "Great Battles", nil
	}
	count := func(err error) int {
		var e tomlpos.Errors
		if errors.As(err, &e) {
			return len(e)
		}
		return 1
	}
	if count(gbErr) < count(mpErr) {
		return "", fmt.Errorf("as Great Battles charts:\n%w", gbErr)
	}
	return "", fmt.Errorf("as Musket & Pike charts:\n%w", mpErr)
}

func play(args []string) int {
	fs := flag.NewFlagSet("plateau", flag.ContinueOnError)
	scenFile := fs.String("scenario", "", "scenario: a TOML file or an embedded name (default, wme, bnb, bnb-prebattle, bnb-generated: a new battlefield each time, mp, bep, gboh)")
	seed := fs.Uint64("seed", 0, "dice seed (default: from the clock, printed)")
	load := fs.String("load", "", "open this save (and save to it with Ctrl+S)")
	fresh := fs.Bool("new", false, "start a new battle even if an autosave exists")
	shot := fs.String("screenshot", "", "draw a few frames, write the screen to this PNG and quit")
	shotPath := fs.String("shot-path", "", "the one file F12 writes (default: a new file named by scenario and time in "+game.ShotsDir()+")")
	autosave := fs.String("autosave", "", "autosave file (default: one per scenario in "+game.StateDir()+"; \"off\" for none)")
	replayFile := fs.String("replay", "", "watch this save again, forwards and backwards (nothing changes it)")
	opponent := fs.String("ai", "", "an opponent plays this army (its id or name), pressing the offers as you would; F5 takes its side over")
	stream := fs.Bool("stream", false, "open in the streamer view: the table, the turn and the last rolls in large type, the camera following the action (V toggles it, F11 full screen)")
	advisory := fs.Bool("advisory", false, "advisory mode: a move the rules refuse can be made anyway, marked in the log and the save (Ctrl+A toggles it)")
	build := fs.String("build", "", "the setup screen: build and deploy this army (its id or name) of the scenario from its army list; Ctrl+S writes the scenario with it, Ctrl+N plays it")
	out := fs.String("out", "", "with -build: the scenario file Ctrl+S writes (default: a new file in "+game.ArmiesDir()+")")
	list := fs.String("list", "", "with -build: the army list to build from (its id), when the army is not named after one (BnB: early-sumerian, early-bedouin, early-lybian, neo-assyrian-empire)")
	enemy := fs.String("enemy", "", "with -build: a scenario file (one -build wrote for the other army) whose deployment the other armies take: practise against a known enemy")
	trace := fs.Bool("trace", false, "print a line on stdout for each input the window takes in and each file it writes (for tests driving the window)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: plateau [flags]\n       plateau check FILE...\n       plateau script [flags]\n\nflags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return 2
	}
	// Before anything else, and before any file is touched: without a
	// display the window cannot open (issue 8 item 2).
	if msg := noDisplay(runtime.GOOS, os.Getenv); msg != "" {
		fmt.Fprintln(os.Stderr, msg)
		return 1
	}
	opts := render.Options{Screenshot: *shot, Stream: *stream, Advisory: *advisory}
	if *trace {
		opts.Trace = os.Stdout
	}
	if *replayFile != "" {
		if *load != "" || *scenFile != "" || *fresh {
			fmt.Fprintln(os.Stderr, "plateau: -replay opens a save on its own: give it without -load, -scenario or -new")
			return 2
		}
		return watch(*replayFile, *shotPath, opts)
	}
	if *seed == 0 {
		*seed = uint64(time.Now().UnixNano())
	}
	if *build != "" {
		if *load != "" || *opponent != "" {
			fmt.Fprintln(os.Stderr, "plateau: -build builds an army of a scenario: give it with -scenario, without -load or -ai")
			return 2
		}
		return buildArmy(*scenFile, *build, *list, *out, *enemy, *shotPath, *seed, opts)
	}
	if *out != "" || *enemy != "" || *list != "" {
		fmt.Fprintln(os.Stderr, "plateau: -out, -list and -enemy go with -build (the scenario it writes, the list it builds from, the enemy deployment it practises against)")
		return 2
	}

	sc := scenario.Default()
	if *scenFile != "" {
		var err error
		if sc, err = scenario.Open(*scenFile); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
	}
	var m *game.Match
	var note string
	if *load != "" {
		var err error
		if m, err = game.Load(*load); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		sc = m.Scenario()
		note = "Loaded " + *load
	}
	// One autosave per scenario (issue 8 item 6), known once the scenario
	// is: a save opened with -load autosaves as a battle of its own scenario.
	autoPath := *autosave
	switch autoPath {
	case "":
		autoPath = game.AutosavePath(game.StateDir(), sc.Name)
	case "off":
		autoPath = ""
	}
	for _, dir := range []string{game.SavesDir(), game.ShotsDir()} {
		game.RemoveStaleTemps(dir, "", true, time.Now())
	}
	if autoPath != "" {
		// The remains of writes a kill interrupted (issue 8 item 5).
		dir := filepath.Dir(autoPath)
		game.RemoveStaleTemps(dir, filepath.Base(autoPath), dir == game.StateDir(), time.Now())
	}
	resumed := false
	if m == nil && !*fresh && autoPath != "" {
		m, note = resume(autoPath, *autosave == "", sc)
		resumed = m != nil
	}
	if m == nil {
		var err error
		if m, err = newBattle(sc, *seed); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		fmt.Fprintf(os.Stderr, "plateau: new battle on %s, seed %d\n", sc.Name, *seed)
		if sc.Position {
			st := m.State()
			note = fmt.Sprintf("A position: the battle goes on from turn %d, %s to play, %s phase", st.Turn, st.Sides[st.Active].Name, st.Phase)
		}
	}
	// Only now that the battle has started may the autosave it replaces
	// be moved: a scenario or save that fails to open moves nothing.
	var onAutosave func(int, error)
	if *trace {
		onAutosave = func(n int, err error) {
			if err != nil {
				fmt.Printf("autosave-failed %d %v\n", n, err)
				return
			}
			fmt.Printf("autosave %d\n", n)
		}
	}
	// adopt makes n the battle the autosave holds, first keeping aside the
	// battle it replaces (keepOld); if that battle cannot be kept, n does
	// not take its place.
	adopt := func(n *game.Match, keepOld bool) (kept string, err error) {
		if keepOld {
			if kept, err = keepAside(autoPath); err != nil {
				return "", err
			}
		}
		n.SetAutosaveHook(onAutosave)
		n.SetAutosave(autoPath)
		return kept, nil
	}
	kept, err := adopt(m, !resumed)
	if err != nil {
		fmt.Fprintln(os.Stderr, "plateau:", err)
		return 1
	}
	if kept != "" {
		note = strings.TrimSpace(note + " · the previous battle of this scenario is kept as " + kept)
	}

	cfg := control.Config{
		// Ctrl+S writes back to the -load file, else a new named save;
		// F12 a new named PNG each time, unless -shot-path names one.
		SavePath:     *load,
		SavesDir:     game.SavesDir(),
		ShotsDir:     game.ShotsDir(),
		ShotPath:     *shotPath,
		Scenario:     sc.Name,
		Title:        sc.Title,
		AutosavePath: autoPath,
		Open: func(path string) (control.Match, error) {
			o, err := game.LoadFor(path, sc)
			if err != nil {
				return nil, err
			}
			if _, err := adopt(o, true); err != nil {
				return nil, err
			}
			return o, nil
		},
		Replay: replayOf,
		New: func() (control.Match, error) {
			s := uint64(time.Now().UnixNano())
			n, err := newBattle(sc, s)
			if err != nil {
				return nil, err
			}
			fmt.Fprintf(os.Stderr, "plateau: new battle on %s, seed %d\n", sc.Name, s)
			if _, err := adopt(n, true); err != nil {
				return nil, err
			}
			return n, nil
		},
	}
	// F2: a new battle on any scenario the program carries (issue 15's
	// menu entry for the generated BnB battlefield). Ctrl+N, Ctrl+O and
	// the autosave then serve that scenario: the closures above read sc
	// and autoPath.
	cfg.Scenarios = embeddedChoices()
	cfg.Start = func(name string) (control.Match, control.Started, error) {
		next, err := scenario.Embedded(name)
		if err != nil {
			return nil, control.Started{}, err
		}
		n, err := newBattle(next, uint64(time.Now().UnixNano()))
		if err != nil {
			return nil, control.Started{}, err
		}
		path := autoPath
		if *autosave == "" {
			path = game.AutosavePath(game.StateDir(), next.Name)
		}
		oldSc, oldPath := sc, autoPath
		sc, autoPath = next, path
		if _, err := adopt(n, true); err != nil {
			sc, autoPath = oldSc, oldPath
			return nil, control.Started{}, err
		}
		fmt.Fprintf(os.Stderr, "plateau: new battle on %s\n", next.Name)
		st := control.Started{Scenario: next.Name, Title: next.Title, AutosavePath: path}
		if *opponent != "" { // the same army, when this battle has it and its ruleset an opponent
			s := n.State()
			if side, err := armyIndex(s, *opponent); err == nil {
				if p, ok := ai.For(s.Ruleset); ok {
					st.Opponent = control.Opponent{Player: p, Side: side}
				}
			}
		}
		return n, st, nil
	}
	ctrl := control.New(m, cfg)
	if note != "" {
		ctrl.SetMessage(note, false)
	}
	if *opponent != "" {
		s := m.State()
		side, err := armyIndex(s, *opponent)
		if err != nil {
			fmt.Fprintln(os.Stderr, "plateau -ai:", err)
			return 2
		}
		p, ok := ai.For(s.Ruleset)
		if !ok {
			fmt.Fprintf(os.Stderr, "plateau -ai: the %s ruleset has no opponent yet (%s have one)\n", s.Ruleset, strings.Join(ai.Opponents(), ", "))
			return 2
		}
		ctrl.SetOpponent(control.Opponent{Player: p, Side: side})
		ctrl.SetMessage(strings.TrimSpace(note+" · the opponent plays "+s.Sides[side].Name+" (F5 takes over)"), false)
	}
	opts.Title = sc.Title
	return runWindow(ctrl, opts)
}

// embeddedChoices are the scenarios the program carries, as F2 lists
// them: the default first, then the others by file name.
func embeddedChoices() []control.ScenarioChoice {
	var out []control.ScenarioChoice
	for _, name := range scenario.EmbeddedNames() {
		sc, err := scenario.Embedded(name)
		if err != nil {
			continue // a broken embedded scenario fails its own test
		}
		c := control.ScenarioChoice{Name: sc.Name, Title: sc.Title}
		if name == scenario.DefaultName {
			out = append([]control.ScenarioChoice{c}, out...)
		} else {
			out = append(out, c)
		}
	}
	return out
}

// buildArmy runs `plateau -build ARMY`: the setup screen for that army of
// the scenario (issue 12 item 4). Ctrl+S writes the scenario with the army
// built to out (or a new file in the armies folder), Ctrl+N starts the
// battle on it, with its own autosave.
func buildArmy(scenFile, armyName, listName, out, enemyFile, shotPath string, seed uint64, opts render.Options) int {
	sc := scenario.Default()
	if scenFile != "" {
		var err error
		if sc, err = scenario.Open(scenFile); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
	}
	screen, err := army.Open(sc, armyName, listName)
	if err != nil {
		fmt.Fprintln(os.Stderr, "plateau -build:", err)
		return 1
	}
	if enemyFile != "" { // the other armies where a saved deployment puts them (issue 12 item 4)
		enemy, err := scenario.LoadFile(enemyFile)
		if err == nil {
			sc, err = army.AgainstDeployment(sc, screen.Build.Side, enemy)
		}
		if err == nil {
			screen, err = army.Open(sc, armyName, listName)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "plateau -build -enemy:", err)
			return 1
		}
	}
	if out == "" {
		name := fmt.Sprintf("%s-%s-%s.toml", game.ScenarioSlug(sc.Name), game.ScenarioSlug(armyName), time.Now().Format("2006-01-02-1504"))
		out = game.NewPath(game.ArmiesDir(), name)
	}
	cfg := control.Config{
		SavePath: out,
		SavesDir: game.SavesDir(),
		ShotsDir: game.ShotsDir(),
		ShotPath: shotPath,
		Scenario: sc.Name,
		Title:    sc.Title,
		New: func() (control.Match, error) {
			m, err := screen.Play(out, seed)
			if err != nil {
				return nil, err
			}
			m.SetAutosave(game.AutosavePath(game.StateDir(), out))
			fmt.Fprintf(os.Stderr, "plateau: new battle on the army built, seed %d\n", seed)
			return m, nil
		},
	}
	ctrl := control.New(screen, cfg)
	against := ""
	if enemyFile != "" {
		against = " against the deployment of " + filepath.Base(enemyFile)
	}
	ctrl.SetMessage("Building "+sc.State.Sides[screen.Build.Side].Name+against+": add units from the list, drag them in the deployment zone; Ctrl+S writes "+out, false)
	opts.Title = sc.Title + " (army set-up)"
	return runWindow(ctrl, opts)
}

// generatedBnB is the embedded scenario whose battlefield the program lays
// out itself: `plateau -scenario bnb-generated` (issue 15: "a new field
// each time" for a solo player).
const generatedBnB = scenario.EmbeddedPrefix + "bnb-generated.toml"

// newBattle is a new battle on sc with the seed. On bnb-generated the
// invader roll and S2, the battlefield's creation, are played at once by
// the rules' own picks with the battle's own dice (bloodblades.
// GenerateBattlefield): they are the battle's first actions, so that undo,
// saves and replays hold them like any other, and the players go on from
// the baggage and the deployment.
func newBattle(sc *scenario.Scenario, seed uint64) (*game.Match, error) {
	m, err := game.New(sc, seed)
	if err != nil || sc.Name != generatedBnB {
		return m, err
	}
	_, actions, err := bloodblades.GenerateBattlefield(m.State().CloneAll(), seed)
	if err != nil {
		return nil, fmt.Errorf("plateau: laying out the battlefield: %w", err)
	}
	for _, a := range actions {
		if _, err := m.Do(a); err != nil {
			return nil, fmt.Errorf("plateau: laying out the battlefield, %s: %w", a.Kind, err)
		}
	}
	return m, nil
}

// replayOf is Ctrl+R's viewer on the battle in play.
func replayOf(m control.Match) (control.Viewer, error) {
	gm, ok := m.(*game.Match)
	if !ok {
		return nil, fmt.Errorf("only a battle in play can be replayed")
	}
	return game.NewReplay(gm)
}

// watch runs `plateau -replay SAVE`: the save's battle watched again from
// its start, in a window where nothing changes it; Ctrl+S and Ctrl+P still
// write the battle and the moment shown.
func watch(path, shotPath string, opts render.Options) int {
	m, err := game.Load(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	r, err := game.NewReplay(m)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	if err := r.Seek(0); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	sc := m.Scenario()
	ctrl := control.New(r, control.Config{
		SavesDir: game.SavesDir(), ShotsDir: game.ShotsDir(), ShotPath: shotPath,
		Scenario: sc.Name, Title: sc.Title,
	})
	ctrl.ShowReplay(r, nil)
	opts.Title = sc.Title + " (replay)"
	return runWindow(ctrl, opts)
}

// runWindow opens the window on ctrl until it is closed.
func runWindow(ctrl *control.Controller, opts render.Options) int {
	g, err := render.New(ctrl, opts)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	ebiten.SetWindowTitle("Plateau")
	if icon, err := assets.Icon(); err == nil {
		ebiten.SetWindowIcon([]image.Image{icon})
	}
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(g); err != nil {
		fmt.Fprintln(os.Stderr, "plateau:", err)
		fmt.Fprintln(os.Stderr, displayHint)
		return 1
	}
	if err := g.Err(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// resume reopens the autosave at path if it is a battle of sc. An autosave
// that no longer replays (its scenario was edited) is left where it is:
// the new battle keeps it aside when it starts. With legacy set, a battle
// of sc in the single autosave of earlier versions is resumed too and
// moved to path.
func resume(path string, legacy bool, sc *scenario.Scenario) (*game.Match, string) {
	if _, err := os.Stat(path); err != nil {
		old := game.LegacyAutosave(filepath.Dir(path))
		if !legacy {
			return nil, ""
		}
		if m, err := game.LoadFor(old, sc); err == nil && os.Rename(old, path) == nil {
			fmt.Fprintf(os.Stderr, "plateau: resumed the autosave %s, now %s (-new for a new battle)\n", old, path)
			return m, "Resumed autosave — Ctrl+N for a new battle"
		}
		return nil, ""
	}
	m, err := game.LoadFor(path, sc)
	if err == nil {
		fmt.Fprintf(os.Stderr, "plateau: resumed the autosave %s (-new for a new battle)\n", path)
		return m, "Resumed autosave — Ctrl+N for a new battle"
	}
	fmt.Fprintf(os.Stderr, "plateau: %v\n", err)
	return nil, "The autosave of this scenario does not replay (was the scenario edited?)"
}

// keepAside renames an existing autosave to autosave-<scenario>-<time>.json
// before a different battle takes its place, so that no battle is ever
// overwritten (house rule 10); it returns the new name, or "" if there was
// nothing to keep, and an error when the battle could not be kept (the
// caller must then not write over it). Opening it again is `plateau
// -load` on that file.
func keepAside(path string) (string, error) {
	if path == "" {
		return "", nil
	}
	if _, err := os.Stat(path); err != nil {
		return "", nil
	}
	base := strings.TrimSuffix(path, filepath.Ext(path)) + "-" + time.Now().Format("20060102-150405")
	kept := base + filepath.Ext(path)
	for n := 2; ; n++ {
		if _, err := os.Stat(kept); err != nil {
			break
		}
		kept = fmt.Sprintf("%s-%d%s", base, n, filepath.Ext(path))
	}
	if err := os.Rename(path, kept); err != nil {
		return "", fmt.Errorf("the battle in the autosave %s cannot be kept aside (%v), so no other battle may take its place: free the folder, or open it with -load", path, err)
	}
	fmt.Fprintf(os.Stderr, "plateau: the previous autosave is kept as %s\n", kept)
	return kept, nil
}

// displayHint says what a window needs, for a failure to open one.
const displayHint = `plateau: the window needs a display: run it in a desktop session (X11 or Wayland).
On a machine without one, xvfb-run -a plateau -screenshot OUT.png draws the battle to a PNG,
and plateau script plays a battle headless (see README.md).`

// noDisplay is the message for a Unix desktop with no display to open a
// window on (DISPLAY and WAYLAND_DISPLAY unset), "" when there may be one.
// Without it Ebiten only says "fbdev: failed to open /dev/fb0".
func noDisplay(goos string, getenv func(string) string) string {
	switch goos {
	case "linux", "freebsd", "netbsd", "openbsd", "dragonfly", "solaris", "illumos":
	default:
		return ""
	}
	if getenv("DISPLAY") != "" || getenv("WAYLAND_DISPLAY") != "" {
		return ""
	}
	return "plateau: no display (DISPLAY is not set).\n" + displayHint
}
