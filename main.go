// Command plateau is a 2D tabletop wargame simulator: a centimetre-true
// table on which bases are dragged with measured, rule-checked moves.
//
//	plateau [flags]            play (resumes the autosave of the same scenario)
//	plateau check FILE...      check scenario files, print every problem
//	plateau script [flags]     play a battle headless from a script of actions
package main

import (
	"flag"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"plateau/assets"

	"plateau/game"
	"plateau/game/control"
	"plateau/game/scenario"
	"plateau/game/script"
	"plateau/render"
)

func main() { os.Exit(run(os.Args[1:])) }

func run(args []string) int {
	if len(args) > 0 {
		switch args[0] {
		case "check":
			return check(args[1:])
		case "script":
			return script.Main(args[1:], os.Stdout, os.Stderr)
		}
	}
	return play(args)
}

// check runs `plateau check FILE...`: every problem of every file, exit
// status 1 if there was any.
func check(files []string) int {
	if len(files) == 0 {
		fmt.Fprintln(os.Stderr, "usage: plateau check FILE...")
		return 2
	}
	status := 0
	for _, f := range files {
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

func play(args []string) int {
	fs := flag.NewFlagSet("plateau", flag.ContinueOnError)
	scenFile := fs.String("scenario", "", "scenario: a TOML file or an embedded name (default, wme, bnb)")
	seed := fs.Uint64("seed", 0, "dice seed (default: from the clock, printed)")
	load := fs.String("load", "", "open this save (and save to it with Ctrl+S)")
	fresh := fs.Bool("new", false, "start a new battle even if an autosave exists")
	shot := fs.String("screenshot", "", "draw a few frames, write the screen to this PNG and quit")
	shotPath := fs.String("shot-path", "plateau-shot.png", "where F12 writes a screenshot")
	autosave := fs.String("autosave", game.AutosavePath(), "autosave file (empty: no autosave)")
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
	if *seed == 0 {
		*seed = uint64(time.Now().UnixNano())
	}

	sc := scenario.Default()
	if *scenFile != "" {
		var err error
		if sc, err = scenario.Open(*scenFile); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
	}
	savePath := "plateau-save.json"
	var m *game.Match
	var note string
	resumed := false
	switch {
	case *load != "":
		var err error
		if m, err = game.Load(*load); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		sc, savePath = m.Scenario(), *load
		note = "Loaded " + *load
	case !*fresh && *autosave != "":
		m, note = resume(*autosave, sc)
		resumed = m != nil
	}
	if m == nil {
		var err error
		if m, err = game.New(sc, *seed); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		fmt.Fprintf(os.Stderr, "plateau: new battle on %s, seed %d\n", sc.Name, *seed)
	}
	if !resumed {
		// The autosave holds another battle (a new one was asked for, or a
		// save was opened): keep it before this battle takes its place.
		if kept := keepAside(*autosave); kept != "" {
			note = strings.TrimSpace(note + " · the previous autosave is kept as " + kept)
		}
	}
	m.SetAutosave(*autosave)

	cfg := control.Config{
		SavePath: savePath,
		Open: func(path string) (control.Match, error) {
			o, err := game.LoadFor(path, sc)
			if err != nil {
				return nil, err
			}
			keepAside(*autosave)
			o.SetAutosave(*autosave)
			return o, nil
		},
		New: func() (control.Match, error) {
			s := uint64(time.Now().UnixNano())
			n, err := game.New(sc, s)
			if err != nil {
				return nil, err
			}
			fmt.Fprintf(os.Stderr, "plateau: new battle on %s, seed %d\n", sc.Name, s)
			keepAside(*autosave)
			n.SetAutosave(*autosave)
			return n, nil
		},
	}
	ctrl := control.New(m, cfg)
	if note != "" {
		ctrl.SetMessage(note, false)
	}
	g, err := render.New(ctrl, render.Options{Screenshot: *shot, ShotPath: *shotPath, Title: sc.Title})
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
		return 1
	}
	if err := g.Err(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// resume reopens the autosave if it is a battle of sc. An autosave of
// another scenario, or one that no longer replays, is moved aside rather
// than overwritten: a player never loses a battle.
func resume(path string, sc *scenario.Scenario) (*game.Match, string) {
	if _, err := os.Stat(path); err != nil {
		return nil, ""
	}
	m, err := game.LoadFor(path, sc)
	if err == nil {
		fmt.Fprintf(os.Stderr, "plateau: resumed the autosave %s (-new for a new battle)\n", path)
		return m, "Resumed autosave — Ctrl+N for a new battle"
	}
	fmt.Fprintf(os.Stderr, "plateau: %v\n", err)
	kept := keepAside(path)
	if kept == "" {
		return nil, ""
	}
	return nil, "The previous autosave is of another battle or does not replay; kept as " + kept
}

// keepAside renames an existing autosave to autosave-<time>.json before a
// different battle takes its place, so that no battle is ever overwritten
// (house rule 10); it returns the new name, or "" if there was nothing to
// keep. Opening it again is `plateau -load` on that file.
func keepAside(path string) string {
	if path == "" {
		return ""
	}
	if _, err := os.Stat(path); err != nil {
		return ""
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
		fmt.Fprintf(os.Stderr, "plateau: the autosave %s could not be kept aside (%v); it will be overwritten\n", path, err)
		return ""
	}
	fmt.Fprintf(os.Stderr, "plateau: the previous autosave is kept as %s\n", kept)
	return kept
}
