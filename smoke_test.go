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
	"sync"
	"syscall"
	"testing"
	"time"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/render"
	"plateau/rules"
	"plateau/rules/bloodblades/bnbtest"
	"plateau/rules/gboh/gbohtest"
	"plateau/rules/geom"
	"plateau/rules/musketpike/mptest"
	"plateau/rules/pagaille/pagtest"
	"plateau/rules/rulestest"
	"plateau/rules/warmaster/wmetest"
)

// The display smoke test runs the real window under Xvfb with Mesa's
// software GL and drives it with xdotool, as a player would: it drags a
// base, takes a screenshot while the tape is shown, releases, kills the
// program with SIGKILL, and restarts it to check the autosave resumed the
// battle (issue 2, items 5 and 7). ./test.sh installs Xvfb and xdotool.

// display returns the DISPLAY to use: a private Xvfb that the test starts
// and stops, so that the tests never drive the user's own desktop
// (PLATEAU_TEST_DISPLAY names another display to use instead). Xvfb picks a
// free display number itself (-displayfd), which also clears the lock files
// of servers that died, and is stopped with SIGTERM so that it removes its
// own lock and socket: a killed server leaves them behind and, run after
// run, used up every number a fixed range could offer.
func display(t testing.TB) string {
	t.Helper()
	if d := os.Getenv("PLATEAU_TEST_DISPLAY"); d != "" {
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
func build(t testing.TB, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "plateau")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// xdo runs xdotool on the display and returns its output.
func xdo(t testing.TB, disp string, args ...string) string {
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

// programEnv is the environment the program under test runs in: the
// display given, and every per-user folder (autosaves, saves,
// screenshots) in dir, so that no test ever touches the user's own.
func programEnv(disp, dir string) []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "DISPLAY", "WAYLAND_DISPLAY", "HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME":
			continue
		}
		env = append(env, kv)
	}
	home := filepath.Join(dir, "home")
	return append(env, "DISPLAY="+disp, "HOME="+home,
		"XDG_STATE_HOME="+filepath.Join(home, "state"), "XDG_DATA_HOME="+filepath.Join(home, "data"), "XDG_CONFIG_HOME="+filepath.Join(home, "config"))
}

// stall is how long the tests wait for the program's next sign of progress
// before they call it stuck. It is no guess at how long a frame takes: every
// wait ends on the line the program prints for what it did (-trace), so a
// slow machine only makes the tests slower. It bounds a hang, nothing else.
const stall = 3 * time.Minute

// syncBuffer is a bytes.Buffer safe to read while exec writes to it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

func decodePNG(t testing.TB, path string) image.Image {
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

// window is the program running with -trace in a window of the display,
// and how the fitted table maps to the screen.
type window struct {
	t             testing.TB
	disp          string
	proc          *exec.Cmd
	stderr        *syncBuffer
	x, y          float64 // the window's position on the screen
	ox, oy, scale float64 // render.FittedView

	mu     sync.Mutex
	lines  []string      // the trace so far
	grew   chan struct{} // closed and replaced when lines grows
	exited chan struct{} // closed when the program has exited
	cx, cy int           // the cursor as the program last said it saw it
}

// launch starts the program on disp with args and -trace, and waits for
// its first frame.
func launch(t testing.TB, disp, bin, dir string, tableW, tableH float64, args ...string) *window {
	t.Helper()
	w := &window{t: t, disp: disp, stderr: &syncBuffer{}, grew: make(chan struct{}), exited: make(chan struct{}), cx: -1, cy: -1}
	w.proc = exec.Command(bin, append([]string{"-trace"}, args...)...)
	w.proc.Env, w.proc.Dir, w.proc.Stderr = programEnv(disp, dir), dir, w.stderr
	out, err := w.proc.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := w.proc.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			w.mu.Lock()
			l := sc.Text()
			w.lines = append(w.lines, l)
			if f := strings.Fields(l); len(f) == 3 && f[0] == "cursor" {
				w.cx, _ = strconv.Atoi(f[1])
				w.cy, _ = strconv.Atoi(f[2])
			}
			close(w.grew)
			w.grew = make(chan struct{})
			w.mu.Unlock()
		}
		w.proc.Wait() // after the last read, as StdoutPipe asks
		close(w.exited)
	}()
	t.Cleanup(func() { w.proc.Process.Kill(); <-w.exited })
	var size []string
	w.waitLine(0, "the first frame", func(l string) bool {
		size = strings.Fields(l)
		return len(size) == 3 && size[0] == "ready"
	})
	winW, _ := strconv.Atoi(size[1])
	winH, _ := strconv.Atoi(size[2])
	wid := strings.Fields(xdo(t, disp, "search", "--sync", "--onlyvisible", "--name", "^Plateau$"))[0]
	geo := map[string]float64{}
	for _, l := range strings.Fields(xdo(t, disp, "getwindowgeometry", "--shell", wid)) {
		if k, v, ok := strings.Cut(l, "="); ok {
			geo[k], _ = strconv.ParseFloat(v, 64)
		}
	}
	w.x, w.y = geo["X"], geo["Y"]
	w.ox, w.oy, w.scale = render.FittedView(winW, winH, tableW, tableH)
	return w
}

// mark is where the trace is now: what the program does after an input
// sent from here on is traced at or after it. Waits look only there, so an
// older line (another press of the same key, the cursor there a while ago)
// is never taken for the answer, and lines between are never lost to a
// later wait.
func (w *window) mark() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return len(w.lines)
}

// waitLine waits for a line from since on for which ok holds. It fails the
// test if the program exits first, or prints nothing for stall.
func (w *window) waitLine(since int, what string, ok func(line string) bool) {
	w.t.Helper()
	for i := since; ; {
		w.mu.Lock()
		lines, grew := w.lines, w.grew
		w.mu.Unlock()
		for ; i < len(lines); i++ {
			if ok(lines[i]) {
				return
			}
		}
		select {
		case <-grew:
		case <-w.exited:
			if w.mark() == len(lines) {
				w.t.Fatalf("the program exited before %s\n%s", what, w.stderr.String())
			}
		case <-time.After(stall):
			w.t.Fatalf("the program did nothing for %v while the test waited for %s; its last trace lines:\n%s\n%s", stall, what, strings.Join(lines[max(0, len(lines)-20):], "\n"), w.stderr.String())
		}
	}
}

// waitFor waits for the line want from since on.
func (w *window) waitFor(since int, want string) {
	w.t.Helper()
	w.waitLine(since, fmt.Sprintf("%q", want), func(l string) bool { return l == want })
}

// move puts the pointer at screen point (x, y) and waits until the
// program has seen it there, so that a press that follows is taken there.
func (w *window) move(x, y string) {
	w.t.Helper()
	sx, _ := strconv.Atoi(x)
	sy, _ := strconv.Atoi(y)
	ex, ey := sx-int(w.x), sy-int(w.y)
	w.mu.Lock()
	there := ex == w.cx && ey == w.cy
	w.mu.Unlock()
	if there {
		return // no motion, so no line to wait for
	}
	since := w.mark()
	xdo(w.t, w.disp, "mousemove", x, y)
	w.waitLine(since, fmt.Sprintf("the cursor at %d, %d", ex, ey), func(l string) bool {
		f := strings.Fields(l)
		if len(f) != 3 || f[0] != "cursor" {
			return false
		}
		cx, _ := strconv.Atoi(f[1])
		cy, _ := strconv.Atoi(f[2])
		return abs(cx-ex) <= 1 && abs(cy-ey) <= 1
	})
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// xdotoolKeys is how the trace (Ebiten) names the keys the tests press.
var xdotoolKeys = map[string]string{"Return": "Enter", "Escape": "Escape", "F12": "F12", "F2": "F2", "Page_Up": "PageUp", "Page_Down": "PageDown",
	"Right": "ArrowRight", "Left": "ArrowLeft", "Home": "Home", "End": "End", "q": "Q", "e": "E", "v": "V", "F3": "F3", "c": "C", "r": "R", "l": "L", "t": "T",
	"s": "S", "z": "Z"}

// chord presses key with a modifier held ("ctrl"), each step once the
// program has seen the one before.
func (w *window) chord(mod, key string) {
	w.t.Helper()
	held, name := map[string]string{"ctrl": "Control_L"}[mod], map[string]string{"ctrl": "ControlLeft"}[mod]
	since := w.mark()
	xdo(w.t, w.disp, "keydown", held)
	w.waitFor(since, "down "+name)
	w.press(key)
	since = w.mark()
	xdo(w.t, w.disp, "keyup", held)
	w.waitFor(since, "up "+name)
}

// press presses and releases key as a player does, each once the program
// has seen the one before: a press and release between two slow frames
// would be missed.
func (w *window) press(key string) {
	w.t.Helper()
	name, ok := xdotoolKeys[key]
	if !ok {
		name = "Digit" + key // the number keys
	}
	since := w.mark()
	xdo(w.t, w.disp, "keydown", key)
	w.waitFor(since, "down "+name)
	since = w.mark()
	xdo(w.t, w.disp, "keyup", key)
	w.waitFor(since, "up "+name)
}

// down and up press and release the left button where the pointer is.
func (w *window) down() {
	w.t.Helper()
	since := w.mark()
	xdo(w.t, w.disp, "mousedown", "1")
	w.waitFor(since, "press left")
}

func (w *window) up() {
	w.t.Helper()
	since := w.mark()
	xdo(w.t, w.disp, "mouseup", "1")
	w.waitFor(since, "release left")
}

// click clicks the left button where the pointer is.
func (w *window) click() { w.t.Helper(); w.down(); w.up() }

// screenshot presses F12 and returns the file the program says it wrote.
func (w *window) screenshot() string {
	w.t.Helper()
	since := w.mark()
	w.press("F12")
	var path string
	w.waitLine(since, "a screenshot", func(l string) bool {
		if strings.HasPrefix(l, "shot-failed ") {
			w.t.Fatalf("F12: %s", l)
		}
		p, ok := strings.CutPrefix(l, "shot ")
		path = p
		return ok
	})
	return path
}

// autosaved waits until the program says, from since on, that it
// autosaved a battle of n actions.
func (w *window) autosaved(since, n int) {
	w.t.Helper()
	w.waitLine(since, fmt.Sprintf("an autosave of %d actions", n), func(l string) bool {
		if strings.HasPrefix(l, "autosave-failed ") {
			w.t.Fatalf("%s", l)
		}
		return l == fmt.Sprintf("autosave %d", n)
	})
}

// offersAfter waits, from since on, for the offers panel as drawn after the
// line after (the input that changed it: "release left", "down PageDown"),
// and returns the index of the first offer shown and how many are shown.
func (w *window) offersAfter(since int, after string) (first, shown int) {
	w.t.Helper()
	seen := false
	w.waitLine(since, "the offers drawn after "+after, func(l string) bool {
		if l == after {
			seen = true
			return false
		}
		f := strings.Fields(l)
		if !seen || len(f) != 4 || f[0] != "offers" {
			return false
		}
		first, _ = strconv.Atoi(f[1])
		shown, _ = strconv.Atoi(f[2])
		return true
	})
	return first, shown
}

// pressOffer presses the number key of offer i (an index into the
// offers) as a player does: the keys are the numbers shown, so it first
// scrolls the panel with PgUp/PgDn until the offer is on screen. since is
// a mark before the click that selected what the offers are for.
func (w *window) pressOffer(since, i int) {
	w.t.Helper()
	first, shown := w.offersAfter(since, "release left")
	for tries := 0; i < first || i >= first+shown; tries++ {
		if shown == 0 || tries > 20 {
			if d := os.Getenv("PLATEAU_SHOTS"); d != "" { // what the window shows instead

				data, _ := os.ReadFile(w.screenshot())
				os.WriteFile(filepath.Join(d, "fail.png"), data, 0o644)
			}
			w.t.Fatalf("offer %d cannot be brought on screen (offers %d to %d shown)", i+1, first+1, first+shown)
		}
		key, name := "Page_Down", "down PageDown"
		if i < first {
			key, name = "Page_Up", "down PageUp"
		}
		since := w.mark()
		w.press(key)
		first, shown = w.offersAfter(since, name)
	}
	w.press(strconv.Itoa(i - first + 1))
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
	screen := w.at
	ox, oy, scale := w.ox, w.oy, w.scale

	// Drag b-spears.2 (the default scenario puts it at (34, 108) facing
	// north) 10 cm north, shoot the screen while the tape is up, release.
	start, end := geom.V(34, 108), geom.V(34, 98)
	w.move(screen(start))
	w.down()
	for i := 1; i <= 10; i++ {
		w.move(screen(start.Lerp(end, float64(i)/10)))
	}
	if got := w.screenshot(); got != shot {
		t.Fatalf("F12 wrote %s, want %s", got, shot)
	}
	since := w.mark()
	w.up()
	w.autosaved(since, 1)

	// The state: the autosave holds the move.
	m, err := game.Load(auto)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := m.State().Base("b-spears.2")
	moved := b.Shape.Center
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
	w.proc.Process.Kill()
	<-w.exited
	resumed := filepath.Join(dir, "resumed.png")
	var out bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), stall)
	defer cancel()
	r := exec.CommandContext(ctx, bin, "-autosave", auto, "-screenshot", resumed)
	r.Env, r.Dir, r.Stdout, r.Stderr = programEnv(disp, dir), dir, &out, &out
	if err := r.Run(); err != nil {
		t.Fatalf("restart: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "resumed the autosave") {
		t.Errorf("restart did not resume the autosave:\n%s", out.String())
	}
	if m, err = game.Load(auto); err != nil {
		t.Fatal(err)
	}
	if b, _ := m.State().Base("b-spears.2"); !b.Shape.Center.Near(moved) {
		t.Errorf("after the restart b-spears.2 is at %v, want %v", b.Shape.Center, moved)
	}
	if b := decodePNG(t, resumed).Bounds(); b.Dx() < 640 || b.Dy() < 400 {
		t.Errorf("resumed screenshot is %v", b)
	}
}

// Issue 8 items 2, 5 and 6 on the real program: each scenario keeps its
// own autosave (opening the BnB battle, even for a screenshot, used to move
// the WME battle aside), stale temporary files of interrupted writes are
// removed at start, and without a display the program says what to do.
func TestWindowAutosavePerScenario(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the display smoke test builds and runs the whole program")
	}
	disp := display(t)
	dir := t.TempDir()
	bin := build(t, dir)
	state := filepath.Join(dir, "home", "state") // programEnv's
	run := func(display string, args ...string) (string, error) {
		ctx, cancel := context.WithTimeout(context.Background(), stall)
		defer cancel()
		cmd := exec.CommandContext(ctx, bin, args...)
		cmd.Env, cmd.Dir = programEnv(display, dir), dir
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	if out, err := run(disp, "-scenario", "wme", "-seed", "1", "-screenshot", filepath.Join(dir, "wme.png")); err != nil {
		t.Fatalf("wme: %v\n%s", err, out)
	}
	wme := filepath.Join(state, "plateau", "autosave-wme.json")
	before, err := os.ReadFile(wme)
	if err != nil {
		t.Fatalf("the WME battle has no autosave of its own: %v", err)
	}
	stale := filepath.Join(state, "plateau", ".autosave-wme.json.123456.tmp")
	os.WriteFile(stale, []byte("half a save"), 0o644)
	old := time.Now().Add(-time.Hour)
	os.Chtimes(stale, old, old)
	if out, err := run(disp, "-scenario", "bnb", "-seed", "1", "-screenshot", filepath.Join(dir, "bnb.png")); err != nil {
		t.Fatalf("bnb: %v\n%s", err, out)
	}
	if after, err := os.ReadFile(wme); err != nil || !bytes.Equal(before, after) {
		t.Errorf("opening the BnB battle moved or changed the WME autosave: %v", err)
	}
	if _, err := os.Stat(filepath.Join(state, "plateau", "autosave-bnb.json")); err != nil {
		t.Errorf("the BnB battle has no autosave of its own: %v", err)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("the stale temporary file is still there: %v", err)
	}
	entries, _ := os.ReadDir(filepath.Join(state, "plateau"))
	if len(entries) != 2 {
		t.Errorf("the state folder holds %d files, want the two autosaves", len(entries))
	}
	out, err := run("", "-scenario", "wme")
	if err == nil || !strings.Contains(out, "no display") || !strings.Contains(out, "xvfb-run") {
		t.Errorf("without a display: %v\n%s\nwant a refusal that says what to do", err, out)
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

// A whole Musket & Pike battle in the real window, hotseat, to a side's
// capitulation and the victory points (issue 13, "done means"), as
// mptest.Player presses it: activations, moves, reactions, melees.
func TestWindowMusketAndPikeBattle(t *testing.T) {
	windowBattle(t, "mp", 100, 80, &mptest.Player{}, "Victory points", []string{"select", "wing", "react", "melee"})
}

// A whole Batailles en pagaille battle in the real window, hotseat, to an
// army's rout (issue 14, "done means"), as pagtest.Player presses it:
// orders, Advances, charges, shots and melees by figure.
func TestWindowPagailleBattle(t *testing.T) {
	windowBattle(t, "bep", 180, 120, &pagtest.Player{}, "routs", []string{"first-player", "orders"})
}

// A whole battle of the Great Battles fantasy adaptation in the real
// window, hotseat, to an army's withdrawal (issue 16, "done means"), as
// gbohtest.Player presses it: trumps, orders, moves, fire, shock and magic.
func TestWindowGBoHBattle(t *testing.T) {
	windowBattle(t, "gboh", 62, 47, &gbohtest.Player{}, "withdraws", []string{"activation", "orders", "shock", "reaction"})
}

// windowBattle plays a whole battle of the embedded scenario scen (a
// table of w × h cm) in the real window with seed 1: for each press p
// chooses, the test clicks the base it selects (or the empty margin, to
// select nothing) and presses the number key of its offer (scrolling the
// offers to it first when it is not on screen), or Enter when it ends the
// phase, then clicks away the handover banner when play
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
	keep := func(name string) {
		// The trace's line comes once the file is written whole.
		if err := os.Rename(win.screenshot(), filepath.Join(shots, scen+"-"+name+".png")); err != nil {
			t.Fatal(err)
		}
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
		if s.Table.Hexes != nil {
			// A click on a stacked counter already selected selects the
			// next one down, and the margin above a map that fills the
			// window is the scoreboard's: Escape selects nothing first.
			win.press("Escape")
		}
		if len(c.Selected) > 0 {
			x, y = win.at(clickPoint(s, c.Selected[0]))
		}
		win.move(x, y)
		clicked := win.mark()
		win.click()
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
		active, since := s.Active, win.mark()
		if o.Action.Kind == rules.KindEndPhase {
			win.press("Return")
		} else {
			win.pressOffer(clicked, key-1)
		}
		if _, err := m.Do(o.Action); err != nil {
			t.Fatalf("turn %d: %q: %v", s.Turn, o.Label, err)
		}
		win.autosaved(since, len(m.Log()))
		if m.State().Active != active {
			win.move(win.at(geom.V(w/2, h/2)))
			win.click() // the handover banner
		}
	}
	keep("over")
	// The scoreboard drawn is the rules' score of the battle's end.
	if sr, ok := m.Rules().(rules.Scorer); ok {
		sb := sr.Score(m.State())
		want := append([]string{}, sb.Battle...)
		for _, ss := range sb.Sides {
			want = append(want, m.State().Sides[ss.Side].Name)
			for _, it := range ss.Items {
				want = append(want, it.Text)
			}
		}
		win.waitLine(0, "the scoreboard of the battle's end", func(l string) bool {
			line, ok := strings.CutPrefix(l, "score ")
			for _, w := range want {
				ok = ok && strings.Contains(line, w)
			}
			return ok
		})
	}
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
	for _, f := range []geom.Vec{geom.V(0, 0), geom.V(-0.3, 0), geom.V(0.3, 0), geom.V(0, -0.3), geom.V(0, 0.3), geom.V(-0.35, -0.35), geom.V(0.35, 0.35), geom.V(0, -0.45), geom.V(0, 0.45), geom.V(-0.45, 0), geom.V(0.45, 0)} {
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
