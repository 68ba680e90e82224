package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/render"
	"plateau/rules"
	"plateau/rules/bloodblades/bnbtest"
	"plateau/rules/geom"
	"plateau/rules/rulestest"
	"plateau/rules/warmaster/wmetest"
)

// The display smoke test runs the real window under Xvfb with Mesa's
// software GL and drives it with xdotool, as a player would: it drags a
// base, takes a screenshot while the tape is shown, releases, kills the
// program with SIGKILL, and restarts it to check the autosave resumed the
// battle (issue 2, items 5 and 7). ./test.sh installs Xvfb and xdotool.

// display returns a DISPLAY to use: the caller's, or a private Xvfb that
// the test starts and stops. Xvfb picks a free display number itself
// (-displayfd), which also clears the lock files of servers that died, and
// is stopped with SIGTERM so that it removes its own lock and socket: a
// killed server leaves them behind and, run after run, used up every number
// a fixed range could offer.
func display(t *testing.T) string {
	t.Helper()
	if d := os.Getenv("DISPLAY"); d != "" {
		return d
	}
	xvfb, err := exec.LookPath("Xvfb")
	if err != nil {
		t.Fatal("the display tests need Xvfb and xdotool: run ./test.sh, or apt-get install xvfb xauth xdotool")
	}
	ready, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer ready.Close()
	logPath := filepath.Join(t.TempDir(), "xvfb.log")
	log, err := os.Create(logPath)
	if err != nil {
		t.Fatal(err)
	}
	defer log.Close()
	said := func() string { b, _ := os.ReadFile(logPath); return string(b) }
	cmd := exec.Command(xvfb, "-displayfd", "3", "-screen", "0", "1280x800x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w} // fd 3 in the child
	cmd.Stderr = log
	if err := cmd.Start(); err != nil {
		w.Close()
		t.Fatalf("starting Xvfb: %v", err)
	}
	w.Close()
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	})
	number := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(ready).ReadString('\n')
		number <- strings.TrimSpace(line)
	}()
	select {
	case n := <-number:
		if n == "" {
			t.Fatalf("Xvfb did not start: %s", said())
		}
		return ":" + n
	case <-time.After(20 * time.Second):
		t.Fatalf("Xvfb gave no display number within 20 s: %s", said())
	}
	return ""
}

// build compiles the program into dir.
func build(t *testing.T, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "plateau")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// xdo runs xdotool on the display and returns its output.
func xdo(t *testing.T, disp string, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "xdotool", args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+disp)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("xdotool %v: %v\n%s", args, err, out)
	}
	return string(out)
}

// hold is how long press and click keep a key or button down: the game
// reads input once a frame, and a press and release between two frames
// (software GL on a busy machine makes frames slow) would be missed.
const hold = 150 * time.Millisecond

// press presses and releases key, as a player does.
func press(t *testing.T, disp, key string) {
	t.Helper()
	xdo(t, disp, "keydown", key)
	time.Sleep(hold)
	xdo(t, disp, "keyup", key)
	time.Sleep(hold)
}

// click clicks the left button where the pointer is.
func click(t *testing.T, disp string) {
	t.Helper()
	xdo(t, disp, "mousedown", "1")
	time.Sleep(hold)
	xdo(t, disp, "mouseup", "1")
	time.Sleep(hold)
}

// waitFor polls cond every 100 ms for up to d.
func waitFor(d time.Duration, cond func() bool) bool {
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		if cond() {
			return true
		}
	}
	return cond()
}

func decodePNG(t *testing.T, path string) image.Image {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("screenshot %s: %v", path, err)
	}
	return img
}

// window is the program running in a window of the display, and how the
// fitted table maps to the screen.
type window struct {
	proc          *exec.Cmd
	stderr        *bytes.Buffer
	x, y          float64 // the window's position on the screen
	ox, oy, scale float64 // render.FittedView
}

// launch starts the program on disp with args and waits for its window.
func launch(t *testing.T, disp, bin, dir string, tableW, tableH float64, args ...string) *window {
	t.Helper()
	w := &window{stderr: &bytes.Buffer{}}
	w.proc = exec.Command(bin, args...)
	w.proc.Env, w.proc.Dir, w.proc.Stderr = append(os.Environ(), "DISPLAY="+disp), dir, w.stderr
	if err := w.proc.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.proc.Process.Kill(); w.proc.Wait() })
	wid := strings.Fields(xdo(t, disp, "search", "--sync", "--onlyvisible", "--name", "^Plateau$"))[0]
	geo := map[string]float64{}
	for _, l := range strings.Fields(xdo(t, disp, "getwindowgeometry", "--shell", wid)) {
		if k, v, ok := strings.Cut(l, "="); ok {
			geo[k], _ = strconv.ParseFloat(v, 64)
		}
	}
	w.x, w.y = geo["X"], geo["Y"]
	w.ox, w.oy, w.scale = render.FittedView(int(geo["WIDTH"]), int(geo["HEIGHT"]), tableW, tableH)
	time.Sleep(1500 * time.Millisecond) // the first frames, and the fit
	return w
}

// at is where table point v is on the screen, as xdotool wants it.
func (w *window) at(v geom.Vec) (string, string) {
	return strconv.Itoa(int(math.Round(w.x + w.ox + v.X*w.scale))), strconv.Itoa(int(math.Round(w.y + w.oy + v.Y*w.scale)))
}

// tapeColour is render's tape yellow (#fff27a), give or take blending.
func tapeColour(r, g, b, _ uint32) bool { return r>>8 > 220 && g>>8 > 200 && b>>8 < 170 }

func TestWindowDragKillResume(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the display smoke test builds and runs the whole program")
	}
	disp := display(t)
	dir := t.TempDir()
	if keep := os.Getenv("PLATEAU_SHOTS"); keep != "" {
		dir = keep // keep the screenshots to look at
		os.Remove(filepath.Join(dir, "autosave.json"))
		os.Remove(filepath.Join(dir, "drag.png"))
	}
	bin := build(t, dir)
	auto := filepath.Join(dir, "autosave.json")
	shot := filepath.Join(dir, "drag.png")

	w := launch(t, disp, bin, dir, 180, 120, "-new", "-seed", "1", "-autosave", auto, "-shot-path", shot)
	screen, stderr, p := w.at, w.stderr, w.proc
	ox, oy, scale := w.ox, w.oy, w.scale

	// Drag b-spears.2 (the default scenario puts it at (34, 108) facing
	// north) 10 cm north, shoot the screen while the tape is up, release.
	start, end := geom.V(34, 108), geom.V(34, 98)
	x, y := screen(start)
	xdo(t, disp, "mousemove", "--sync", x, y)
	xdo(t, disp, "mousedown", "1")
	for i := 1; i <= 10; i++ {
		x, y = screen(start.Lerp(end, float64(i)/10))
		xdo(t, disp, "mousemove", "--sync", x, y)
		time.Sleep(50 * time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond)
	xdo(t, disp, "key", "F12")
	if !waitFor(10*time.Second, func() bool { _, err := os.Stat(shot); return err == nil }) {
		t.Fatalf("F12 wrote no screenshot\n%s", stderr.String())
	}
	xdo(t, disp, "mouseup", "1")

	// The state: the autosave holds the move.
	var moved geom.Vec
	ok := waitFor(10*time.Second, func() bool {
		m, err := game.Load(auto)
		if err != nil || len(m.Log()) == 0 {
			return false
		}
		b, _ := m.State().Base("b-spears.2")
		moved = b.Shape.Center
		return true
	})
	if !ok {
		t.Fatalf("no move reached the autosave\n%s", stderr.String())
	}
	// A pixel is about 0.18 cm at this zoom; snapping may shift a little.
	if moved.Dist(end) > 1 {
		t.Errorf("b-spears.2 ended at %v, want about %v", moved, end)
	}

	// The screenshot: the tape runs from the ghost to the dragged base.
	img := decodePNG(t, shot)
	tape := 0
	for i := 2; i <= 8; i++ {
		c := start.Lerp(end, float64(i)/10)
		px, py := int(ox+c.X*scale), int(oy+c.Y*scale)
		for dx := -3; dx <= 3; dx++ {
			if tapeColour(img.At(px+dx, py).RGBA()) {
				tape++
				break
			}
		}
	}
	if tape < 5 {
		t.Errorf("the tape shows at %d of 7 points between the ghost and the base, want at least 5", tape)
	}

	// kill -9, then restart: the battle is resumed from the autosave.
	p.Process.Kill()
	p.Wait()
	resumed := filepath.Join(dir, "resumed.png")
	var out bytes.Buffer
	r := exec.Command(bin, "-autosave", auto, "-screenshot", resumed)
	r.Env, r.Dir, r.Stdout, r.Stderr = append(os.Environ(), "DISPLAY="+disp), dir, &out, &out
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	go func() { <-ctx.Done(); r.Process.Kill() }()
	if err := r.Run(); err != nil {
		t.Fatalf("restart: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "resumed the autosave") {
		t.Errorf("restart did not resume the autosave:\n%s", out.String())
	}
	m, err := game.Load(auto)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := m.State().Base("b-spears.2"); !b.Shape.Center.Near(moved) {
		t.Errorf("after the restart b-spears.2 is at %v, want %v", b.Shape.Center, moved)
	}
	if b := decodePNG(t, resumed).Bounds(); b.Dx() < 640 || b.Dy() < 400 {
		t.Errorf("resumed screenshot is %v", b)
	}
}

// A whole Warmaster battle in the real window, hotseat, to its last turn
// (issue 3, "done means"): orders, advances, shots, charges, combats and
// their epilogues, as wmetest.Player presses them, then the victory
// points.
func TestWindowHotseatBattle(t *testing.T) {
	windowBattle(t, "wme", 180, 120, &wmetest.Player{}, "Victory points", []string{"initiative", "orders", "shooting", "combat"})
}

// A whole Blood and Blades battle in the real window, hotseat, to a rout
// (issue 4, "done means"), as bnbtest.Player presses it.
func TestWindowBloodBladesBattle(t *testing.T) {
	windowBattle(t, "bnb", 120, 75, &bnbtest.Player{}, "routs", []string{"pigs", "move", "shooting", "combat"})
}

// windowBattle plays a whole battle of the embedded scenario scen (a
// table of w × h cm) in the real window with seed 1: for each press p
// chooses, the test clicks the base it selects (or the empty margin, to
// select nothing) and presses the number key of its offer, or Enter when
// it ends the phase, then clicks away the handover banner when play
// passes to the other side. It plays the same press on a match of its own
// to know where the bases are, waits for each press to reach the
// autosave, and at the end checks that the window's battle, read back
// from the autosave, is the same to the state hash and ended with end in
// its last event. It keeps a screenshot, just before the press, of the
// first press in each of phases that is not an end of phase (the
// selection and the offers up), and of the end (PLATEAU_SHOTS=dir keeps
// them to look at).
func windowBattle(t *testing.T, scen string, w, h float64, p rulestest.Player, end string, phases []string) {
	if testing.Short() {
		t.Skip("-short: the display smoke test builds and runs the whole program")
	}
	disp := display(t)
	dir := t.TempDir()
	shots := dir
	if keep := os.Getenv("PLATEAU_SHOTS"); keep != "" {
		shots = keep
	}
	bin := build(t, dir)
	auto := filepath.Join(dir, "autosave.json")
	shot := filepath.Join(dir, "f12.png")
	win := launch(t, disp, bin, dir, w, h, "-new", "-seed", "1", "-scenario", scen, "-autosave", auto, "-shot-path", shot)
	sc, err := scenario.Open(scen)
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	of := m.Rules().(rules.Offerer)
	saved := func() string { // the autosave's identity: it is replaced on every write
		fi, err := os.Stat(auto)
		if err != nil {
			return ""
		}
		return fmt.Sprint(fi.ModTime().UnixNano(), fi.Size())
	}
	keep := func(name string) {
		os.Remove(shot)
		press(t, disp, "F12")
		if !waitFor(5*time.Second, func() bool { _, err := os.Stat(shot); return err == nil }) {
			t.Fatalf("F12 wrote no screenshot\n%s", win.stderr.String())
		}
		time.Sleep(100 * time.Millisecond) // written whole before it is moved
		os.Rename(shot, filepath.Join(shots, scen+"-"+name+".png"))
	}
	seen := map[string]bool{}
	for presses := 0; m.State().Phase != "over"; presses++ {
		s := m.State()
		if presses > 1000 {
			t.Fatalf("no result after %d presses: turn %d, %s", presses, s.Turn, s.Phase)
		}
		c, ok := p.Next(of, s)
		if !ok {
			t.Fatalf("turn %d, %s: nothing to press", s.Turn, s.Phase)
		}
		// Select what the player selects. No --sync: it waits for the
		// pointer to move, forever when it is already there.
		x, y := win.at(geom.V(w/2, -3))
		if len(c.Selected) > 0 {
			x, y = win.at(clickPoint(s, c.Selected[0]))
		}
		xdo(t, disp, "mousemove", x, y)
		click(t, disp)
		offers := of.Offers(s, s.Active, c.Selected)
		key := rulestest.Key(offers, c)
		if key == 0 {
			t.Fatalf("turn %d, %s: the offer %q has no number key", s.Turn, s.Phase, c.Label)
		}
		o := offers[key-1]
		if !seen[s.Phase] && o.Action.Kind != rules.KindEndPhase {
			seen[s.Phase] = true
			keep(s.Phase) // the first time something is done in the phase, its offers up
		}
		before, active := saved(), s.Active
		if o.Action.Kind == rules.KindEndPhase {
			press(t, disp, "Return")
		} else {
			press(t, disp, strconv.Itoa(key))
		}
		if _, err := m.Do(o.Action); err != nil {
			t.Fatalf("turn %d: %q: %v", s.Turn, o.Label, err)
		}
		if !waitFor(10*time.Second, func() bool { return saved() != before }) {
			t.Fatalf("turn %d, %s: pressing %q (%v selected) reached no autosave\n%s", s.Turn, s.Phase, o.Label, c.Selected, win.stderr.String())
		}
		if m.State().Active != active {
			x, y := win.at(geom.V(w/2, h/2))
			xdo(t, disp, "mousemove", x, y)
			click(t, disp) // the handover banner
		}
	}
	keep("over")
	played, err := game.Load(auto)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := played.State().Hash(), m.State().Hash(); got != want {
		t.Fatalf("the window's battle (%d actions, turn %d, %s) is not the test's (%d actions)", len(played.Log()), played.State().Turn, played.State().Phase, len(m.Log()))
	}
	if last := m.Events()[len(m.Events())-1].Text; !strings.Contains(last, end) {
		t.Fatalf("the battle ended with %q, want %q", last, end)
	}
	for _, phase := range append(phases, "over") {
		if _, err := os.Stat(filepath.Join(shots, scen+"-"+phase+".png")); err != nil {
			t.Errorf("no screenshot of the %s phase: %v", phase, err)
		}
	}
}

// clickPoint is a point of base id that selects it: its centre, or
// another point of it when a commander's round marker (drawn on top,
// picked first) covers the centre.
func clickPoint(s *rules.State, id string) geom.Vec {
	b, _ := s.Base(id)
	r := b.Shape
	for _, f := range []geom.Vec{geom.V(0, 0), geom.V(-0.3, 0), geom.V(0.3, 0), geom.V(0, -0.3), geom.V(0, 0.3), geom.V(-0.35, -0.35), geom.V(0.35, 0.35)} {
		p := r.Center.Add(r.RightDir().Scale(f.X * r.Width)).Add(r.Forward().Scale(f.Y * r.Depth))
		covered := false
		for _, o := range s.Table.Bases {
			if o.Round && o.Shape.Center.Dist(p) <= o.Shape.Width/2+0.5 {
				covered = true
			}
		}
		if !covered {
			return p
		}
	}
	return r.Center
}
