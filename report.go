package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"

	"plateau/game"
	"plateau/game/control"
	"plateau/game/report"
	"plateau/render"
)

// reportCmd runs `plateau report SAVE -out DIR`: the battle report (issue
// 11 item 6) as DIR/report.md with its maps beside it and DIR/report.html
// with them inside. The maps are drawn by the window, so they need a
// display (xvfb-run on a machine without one); -no-maps writes the text
// alone. It never overwrites an earlier report.
func reportCmd(args []string) int {
	fs := flag.NewFlagSet("plateau report", flag.ContinueOnError)
	out := fs.String("out", "", "the folder to write the report in (made if missing; it must hold no report yet)")
	noMaps := fs.Bool("no-maps", false, "write the text only, without the maps of the table (no display needed)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: plateau report [-no-maps] -out DIR SAVE\n\nflags:")
		fs.PrintDefaults()
	}
	// The save may come before the flags, as the usage line in the README
	// has it: plateau report SAVE -out DIR.
	var save string
	if len(args) > 0 && len(args[0]) > 0 && args[0][0] != '-' {
		save, args = args[0], args[1:]
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if save == "" && fs.NArg() == 1 {
		save = fs.Arg(0)
	} else if fs.NArg() > 0 || save == "" || *out == "" {
		fs.Usage()
		return 2
	}
	if err := writeReport(save, *out, !*noMaps); err != nil {
		fmt.Fprintln(os.Stderr, "plateau report:", err)
		return 1
	}
	fmt.Printf("plateau: the report of %s is in %s (report.html, report.md)\n", save, *out)
	return 0
}

func writeReport(save, dir string, maps bool) error {
	if maps {
		if msg := noDisplay(runtime.GOOS, os.Getenv); msg != "" {
			return errors.New("the maps are drawn in a window, and there is no display: run it under xvfb-run -a, or give -no-maps")
		}
	}
	// A file given as the folder would only fail below with the stat error
	// of a path inside it: say what is wrong.
	if st, err := os.Stat(dir); err == nil && !st.IsDir() {
		return fmt.Errorf("%s is a file, not a folder: give another -out", dir)
	}
	for _, name := range []string{"report.html", "report.md"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			return fmt.Errorf("%s already holds a report (%s): give another -out", dir, name)
		} else if !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	m, err := game.Load(save)
	if err != nil {
		return err
	}
	r, err := game.NewReplay(m)
	if err != nil {
		return err
	}
	rep, err := report.Build(r)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if maps {
		if err := drawMaps(m, r, rep, dir); err != nil {
			return err
		}
	}
	var md, page bytes.Buffer
	if err := rep.Markdown(&md, maps); err != nil {
		return err
	}
	picture := func(file string) ([]byte, error) { return os.ReadFile(filepath.Join(dir, file)) }
	if !maps {
		picture = nil
	}
	if err := rep.HTML(&page, picture); err != nil {
		return err
	}
	if err := game.WriteAtomic(filepath.Join(dir, "report.md"), md.Bytes()); err != nil {
		return err
	}
	return game.WriteAtomic(filepath.Join(dir, "report.html"), page.Bytes())
}

// drawMaps draws every moment the report shows, in the streamer view (the
// table with the turn and the last rolls in large type), each to its file
// in dir; a file already there is refused rather than replaced.
func drawMaps(m *game.Match, r *game.Replay, rep *report.Report, dir string) error {
	var shots []render.Shot
	for _, s := range rep.Shots() {
		p := filepath.Join(dir, s.File)
		if _, err := os.Stat(p); err == nil {
			return fmt.Errorf("%s is already there: give another -out", p)
		}
		shots = append(shots, render.Shot{Moment: s.Moment, Path: p})
	}
	sc := m.Scenario()
	ctrl := control.New(r, control.Config{Scenario: sc.Name, Title: sc.Title})
	ctrl.ShowReplay(r, nil)
	if code := runWindow(ctrl, render.Options{Title: sc.Title, Stream: true, Shots: shots}); code != 0 {
		return errors.New("the window could not draw the maps")
	}
	for _, s := range shots {
		if st, err := os.Stat(s.Path); err != nil || st.Size() == 0 {
			return fmt.Errorf("the map %s was not drawn", s.Path)
		}
	}
	return nil
}
