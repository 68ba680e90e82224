package control_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"plateau/game"
	"plateau/game/control"
	"plateau/game/scenario"
)

// moveGiant drags b-giant.1 8 cm north: an action in the battle.
func (p *player) moveGiant() {
	p.t.Helper()
	c := p.base("b-giant.1").Center
	p.moveTo(c.X, c.Y)
	p.press()
	p.glide(c.X, c.Y-8)
	p.up()
	if len(p.m.Log()) == 0 {
		p.t.Fatalf("the giant's move was refused: %s", p.c.Message().Text)
	}
}

// wait lets d pass, a frame at a time as an idle window would.
func (p *player) wait(d time.Duration) {
	for end := p.in.Time + d; p.in.Time < end; {
		p.in.Time += 100 * time.Millisecond
		p.out = p.c.Update(p.in)
	}
}

// files lists the names in dir.
func files(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatalf("ReadDir(%s) = %v", dir, err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

// aFile makes a regular file where a test then asks for a folder, which
// every write under it fails on (even as root, unlike a read-only folder).
func aFile(t *testing.T, path string) {
	t.Helper()
	if err := os.WriteFile(path, []byte("in the way"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// noRawError fails if a message reads like a Go error rather than a
// sentence.
func noRawError(t *testing.T, what, msg string) {
	t.Helper()
	for _, raw := range []string{"game: ", "mkdir /", "open /", "rename /", "syscall", "errno"} {
		if strings.Contains(msg, raw) {
			t.Errorf("%s = %q: reads as a raw Go error (%q)", what, msg, raw)
		}
	}
}

func TestSaveWritesANewNamedFileEachTime(t *testing.T) {
	p := newPlayer(t)
	p.moveGiant()
	p.key(control.KeyS, control.Ctrl)
	first := filepath.Join(p.cfg.SavesDir, "default-2026-12-02-0147.json")
	if m := p.c.Message(); m.Warn || m.Text != "Saved to "+first {
		t.Fatalf("Ctrl+S: message %q (warn %v), want %q", m.Text, m.Warn, "Saved to "+first)
	}
	p.key(control.KeyS, control.Ctrl) // the same minute: a new file all the same
	p.wall = p.wall.Add(time.Hour)
	p.key(control.KeyS, control.Ctrl)
	got := strings.Join(files(t, p.cfg.SavesDir), " ")
	if want := "default-2026-12-02-0147-2.json default-2026-12-02-0147.json default-2026-12-02-0247.json"; got != want {
		t.Errorf("after three Ctrl+S the saves folder holds %s, want %s", got, want)
	}
	if m, err := game.Load(first); err != nil || len(m.Log()) != 1 {
		t.Errorf("the save %s does not hold the move: %v", first, err)
	}
	if as := p.c.Alerts(); len(as) != 0 {
		t.Errorf("Alerts after good saves = %v, want none", as)
	}
}

// A battle opened with -load saves back to its file, until another battle
// takes its place.
func TestSaveToTheLoadFile(t *testing.T) {
	p := newPlayer(t)
	load := filepath.Join(p.dir, "mine.json")
	p.cfg.SavePath = load
	p.c = control.New(p.m, p.cfg)
	p.moveGiant()
	p.key(control.KeyS, control.Ctrl)
	if m := p.c.Message(); m.Text != "Saved to "+load {
		t.Fatalf("Ctrl+S with -load: message %q, want %q", m.Text, "Saved to "+load)
	}
	if _, err := os.Stat(p.cfg.SavesDir); err == nil {
		t.Errorf("Ctrl+S with -load also wrote in the saves folder: %v", files(t, p.cfg.SavesDir))
	}
	p.key(control.KeyN, control.Ctrl)
	p.key(control.KeyY, 0)
	p.key(control.KeyS, control.Ctrl)
	if m := p.c.Message(); !strings.HasPrefix(m.Text, "Saved to "+p.cfg.SavesDir) {
		t.Errorf("Ctrl+S after Ctrl+N: message %q, want a new file in %s", m.Text, p.cfg.SavesDir)
	}
	if m, err := game.Load(load); err != nil || len(m.Log()) != 1 {
		t.Errorf("the -load file was replaced by the new battle (%v)", err)
	}
}

func TestSaveFailureStaysUntilASaveWorks(t *testing.T) {
	p := newPlayer(t)
	aFile(t, p.cfg.SavesDir) // the saves folder is a file
	p.key(control.KeyS, control.Ctrl)
	m := p.c.Message()
	if !m.Warn || !strings.Contains(m.Text, "Not saved") {
		t.Errorf("failed Ctrl+S: message %q (warn %v), want a warning", m.Text, m.Warn)
	}
	noRawError(t, "the failed Ctrl+S message", m.Text)
	as := p.c.Alerts()
	if len(as) != 1 || !strings.Contains(as[0].Title, p.cfg.SavesDir) || !strings.Contains(as[0].Title, "a file stands where a folder should be") ||
		!strings.Contains(as[0].Detail, "Ctrl+S again") {
		t.Fatalf("failed Ctrl+S: Alerts = %+v, want the file and why", as)
	}
	// Other messages come and go; the alert stays.
	p.key(control.KeyZ, control.Ctrl)
	p.wait(time.Minute)
	if len(p.c.Alerts()) != 1 {
		t.Fatalf("the failed save's alert went away before a save worked")
	}
	if err := os.Remove(p.cfg.SavesDir); err != nil {
		t.Fatal(err)
	}
	p.key(control.KeyS, control.Ctrl)
	if as := p.c.Alerts(); len(as) != 0 || p.c.Message().Warn {
		t.Errorf("after a save that works: Alerts = %+v, message %q", as, p.c.Message().Text)
	}
}

func TestAutosaveFailureBanner(t *testing.T) {
	p := newPlayer(t)
	blocked := filepath.Join(p.dir, "afile")
	aFile(t, blocked)
	auto := filepath.Join(blocked, "autosave.json")
	p.cfg.AutosavePath = auto
	p.c = control.New(p.m, p.cfg)
	p.m.SetAutosave(auto)
	p.frame()
	as := p.c.Alerts()
	if len(as) != 1 {
		t.Fatalf("autosave failing: Alerts = %+v, want one", as)
	}
	for _, want := range []string{auto, "a file stands where a folder should be (" + blocked + ")"} {
		if !strings.Contains(as[0].Title, want) {
			t.Errorf("autosave alert title %q does not say %q", as[0].Title, want)
		}
	}
	for _, want := range []string{"your moves are not being saved — free space or fix the folder; Ctrl+S saves elsewhere"} {
		if !strings.Contains(strings.ToLower(as[0].Detail), strings.ToLower(want)) {
			t.Errorf("autosave alert detail %q does not say %q", as[0].Detail, want)
		}
	}
	noRawError(t, "the autosave alert", as[0].Title)
	p.moveGiant() // still failing: the alert stays
	if len(p.c.Alerts()) != 1 {
		t.Fatal("the autosave alert went with a move while saving still fails")
	}
	// Ctrl+S saves elsewhere meanwhile.
	p.key(control.KeyS, control.Ctrl)
	if m := p.c.Message(); m.Warn {
		t.Errorf("Ctrl+S while the autosave fails: %q", m.Text)
	}
	if err := os.Remove(blocked); err != nil {
		t.Fatal(err)
	}
	p.key(control.KeyZ, control.Ctrl) // undo: a change, which autosaves
	if as := p.c.Alerts(); len(as) != 0 {
		t.Errorf("after an autosave that works: Alerts = %+v, want none", as)
	}
}

// retryMatch is a match whose failing autosave can be tried again, as
// control.AutosaveRetrier asks; it counts the tries.
type retryMatch struct {
	*game.Match
	path    string
	retries int
}

func (r *retryMatch) RetryAutosave() error {
	r.retries++
	r.SetAutosave(r.path) // saves once now
	return r.AutosaveErr()
}

func TestAutosaveRetriedWithoutMoves(t *testing.T) {
	p := newPlayer(t)
	blocked := filepath.Join(p.dir, "afile")
	aFile(t, blocked)
	r := &retryMatch{Match: p.m, path: filepath.Join(blocked, "autosave.json")}
	r.SetAutosave(r.path)
	p.c = control.New(r, p.cfg)
	p.wait(control.AutosaveRetryEvery - 200*time.Millisecond)
	if r.retries != 0 {
		t.Errorf("retried %d times before AutosaveRetryEvery had passed", r.retries)
	}
	p.wait(400 * time.Millisecond)
	if r.retries != 1 {
		t.Errorf("after AutosaveRetryEvery: %d retries, want 1", r.retries)
	}
	p.wait(2 * control.AutosaveRetryEvery)
	if r.retries != 3 {
		t.Errorf("after 3 AutosaveRetryEvery: %d retries, want 3 (at most one every AutosaveRetryEvery)", r.retries)
	}
	if len(p.c.Alerts()) != 1 {
		t.Fatal("no alert while the retries fail")
	}
	if err := os.Remove(blocked); err != nil {
		t.Fatal(err)
	}
	p.wait(control.AutosaveRetryEvery + 200*time.Millisecond)
	if as := p.c.Alerts(); len(as) != 0 {
		t.Fatalf("the folder fixed and no move made: Alerts = %+v, want none once a retry works", as)
	}
	if _, err := game.Load(r.path); err != nil {
		t.Errorf("the retry wrote no autosave: %v", err)
	}
	n := r.retries
	p.wait(3 * control.AutosaveRetryEvery)
	if r.retries != n {
		t.Errorf("retried %d more times while the autosave works", r.retries-n)
	}
}

// *game.Match itself retries its autosave, so that the window's banner goes
// without a move once the disk is fixed.
func TestGameMatchRetriesAutosave(t *testing.T) {
	p := newPlayer(t)
	if _, ok := any(p.m).(control.AutosaveRetrier); !ok {
		t.Fatal("*game.Match is no control.AutosaveRetrier: the window would retry only on moves")
	}
	blocked := filepath.Join(p.dir, "afile")
	aFile(t, blocked)
	auto := filepath.Join(blocked, "autosave.json")
	p.m.SetAutosave(auto)
	p.wait(time.Second)
	if len(p.c.Alerts()) != 1 {
		t.Fatal("no alert while the autosave fails")
	}
	if err := os.Remove(blocked); err != nil {
		t.Fatal(err)
	}
	p.wait(control.AutosaveRetryEvery + 200*time.Millisecond)
	if as := p.c.Alerts(); len(as) != 0 {
		t.Fatalf("folder fixed, no move made: Alerts = %+v, want none", as)
	}
	if _, err := game.Load(auto); err != nil {
		t.Errorf("no autosave written by the retry: %v", err)
	}
}

func TestOpenListsRecentSavesAndAsks(t *testing.T) {
	p := newPlayer(t)
	p.key(control.KeyO, control.Ctrl)
	if _, up := p.c.SaveList(); up {
		t.Fatal("Ctrl+O with no saves opened a list")
	}
	want := "No saved battles of " + p.m.Scenario().Title + " yet — Ctrl+S saves one"
	if m := p.c.Message(); m.Text != want {
		t.Errorf("Ctrl+O with no saves: message %q, want %q", m.Text, want)
	}

	p.moveGiant()
	p.key(control.KeyS, control.Ctrl) // one move
	older := p.c.Message().Text
	p.moveGiant()
	p.wall = p.wall.Add(time.Minute)
	p.key(control.KeyS, control.Ctrl) // two moves
	os.Chtimes(strings.TrimPrefix(older, "Saved to "), p.wall.Add(-time.Hour), p.wall.Add(-time.Hour))
	aFile(t, filepath.Join(p.cfg.SavesDir, "other-2026-12-02-0147.json")) // another scenario's

	p.key(control.KeyO, control.Ctrl)
	list, up := p.c.SaveList()
	if !up || len(list) != 2 || list[0].Name() != "default-2026-12-02-0148.json" || list[0].Actions != 2 || list[1].Actions != 1 {
		t.Fatalf("Ctrl+O: SaveList = %+v, %v; want the two saves, newest first", list, up)
	}
	// The list is modal: the table and the other keys wait.
	sel := p.c.Selected()
	p.key(control.KeyG, 0)
	p.click(30, 108)
	if p.c.Grid() || !equal(p.c.Selected(), sel) {
		t.Error("with the list up, G or a click reached the table")
	}
	p.key(control.KeyEscape, 0)
	if _, up := p.c.SaveList(); up {
		t.Fatal("Esc did not close the list")
	}

	// Choosing the older one asks first: the battle has moves.
	p.key(control.KeyO, control.Ctrl)
	p.key(control.Key2, 0)
	q, asked := p.c.Question()
	if !asked || q.Text != "Replace the battle in progress? Its autosave is kept." && !strings.HasPrefix(q.Text, "Replace the battle in progress?") {
		t.Fatalf("choosing a save with moves made: Question = %+v, %v", q, asked)
	}
	if _, up := p.c.SaveList(); up {
		t.Error("the list stays up under the question")
	}
	p.key(control.KeyEnter, 0) // not an answer
	p.key(control.KeyN, 0)
	if _, asked := p.c.Question(); asked || p.c.Match() != control.Match(p.m) {
		t.Fatal("N: the question is still up or the battle was replaced")
	}
	if got := p.m.State().Phase; len(p.m.Log()) != 2 {
		t.Fatalf("N: the battle in progress changed (phase %s, %d actions)", got, len(p.m.Log()))
	}
	p.key(control.KeyO, control.Ctrl)
	p.key(control.Key2, 0)
	p.key(control.KeyY, 0)
	m, ok := p.c.Match().(*game.Match)
	if !ok || m == p.m || len(m.Log()) != 1 {
		t.Fatalf("Y: the older save (one move) was not opened")
	}
	if msg := p.c.Message(); msg.Warn || !strings.HasPrefix(msg.Text, "Opened "+list[1].Path) {
		t.Errorf("opened: message %q, want it to name %s", msg.Text, list[1].Path)
	}
}

// A battle with no action is replaced at once; one with actions only
// after Yes.
func TestNewBattleAsksWhenThereAreMoves(t *testing.T) {
	p := newPlayer(t)
	p.key(control.KeyN, control.Ctrl)
	if _, asked := p.c.Question(); asked || p.c.Match() == control.Match(p.m) {
		t.Fatal("Ctrl+N on an untouched battle asked, or started nothing")
	}
	p.m = p.c.Match().(*game.Match)
	p.moveGiant()
	p.key(control.KeyN, control.Ctrl)
	if _, asked := p.c.Question(); !asked {
		t.Fatal("Ctrl+N with a move made did not ask")
	}
	p.key(control.KeyEscape, 0)
	if _, asked := p.c.Question(); asked || p.c.Match() != control.Match(p.m) {
		t.Fatal("Esc: the question is up or the battle was replaced")
	}
	p.key(control.KeyN, control.Ctrl)
	p.c.Answer(true) // the Yes button
	if p.c.Match() == control.Match(p.m) || len(p.c.Match().(*game.Match).Log()) != 0 {
		t.Fatal("Yes: no new battle")
	}
}

// The question says so when the battle in progress is not safe in its
// autosave.
func TestReplaceWarnsWhenTheAutosaveFails(t *testing.T) {
	p := newPlayer(t)
	blocked := filepath.Join(p.dir, "afile")
	aFile(t, blocked)
	p.cfg.AutosavePath = filepath.Join(blocked, "autosave.json")
	p.c = control.New(p.m, p.cfg)
	p.m.SetAutosave(p.cfg.AutosavePath)
	p.moveGiant()
	p.key(control.KeyN, control.Ctrl)
	if q, _ := p.c.Question(); !strings.Contains(q.Text, "failing") || strings.Contains(q.Text, "is kept") {
		t.Errorf("Ctrl+N while the autosave fails asks %q", q.Text)
	}
}

func TestOpenBrokenSaveSaysWhy(t *testing.T) {
	p := newPlayer(t)
	if err := os.MkdirAll(p.cfg.SavesDir, 0o755); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(p.cfg.SavesDir, "default-2026-12-02-0147.json")
	if err := os.WriteFile(bad, []byte(`{"format":"plateau-save","version":1,"entries":[`), 0o644); err != nil {
		t.Fatal(err)
	}
	p.key(control.KeyO, control.Ctrl)
	if list, _ := p.c.SaveList(); len(list) != 1 || list[0].Actions != -1 {
		t.Fatalf("SaveList = %+v, want the broken save, its actions unknown", list)
	}
	p.key(control.Key1, 0)
	m := p.c.Message()
	if !m.Warn || !strings.HasPrefix(m.Text, "Could not open default-2026-12-02-0147.json: ") || p.c.Match() != control.Match(p.m) {
		t.Errorf("opening a broken save: message %q (warn %v)", m.Text, m.Warn)
	}
	noRawError(t, "opening a broken save", m.Text)
	os.Remove(bad)
	p.key(control.KeyO, control.Ctrl)
	if _, up := p.c.SaveList(); up {
		t.Error("an emptied folder still lists")
	}
}

func TestScreenshotsAreNewNamedFiles(t *testing.T) {
	p := newPlayer(t)
	p.key(control.KeyF12, 0)
	first := p.out.Screenshot
	if want := filepath.Join(p.cfg.ShotsDir, "default-2026-12-02-0147.png"); first != want {
		t.Fatalf("F12: Screenshot = %q, want %q", first, want)
	}
	// The window writes it, then says how it went.
	os.MkdirAll(p.cfg.ShotsDir, 0o755)
	aFile(t, first)
	p.c.ShotWritten(first, nil)
	if m := p.c.Message(); m.Text != "Screenshot saved to "+first {
		t.Errorf("ShotWritten: message %q", m.Text)
	}
	p.key(control.KeyF12, 0)
	if second := p.out.Screenshot; second == first || filepath.Dir(second) != p.cfg.ShotsDir {
		t.Errorf("second F12: Screenshot = %q, want a new file beside %q", second, first)
	}
	p.c.ShotWritten(first, &os.PathError{Op: "open", Path: first, Err: errors.New("input/output error")})
	if m := p.c.Message(); !m.Warn || !strings.Contains(m.Text, first) {
		t.Errorf("ShotWritten(error): message %q (warn %v)", m.Text, m.Warn)
	}
	// A fixed path (tests, -shot-path) is written every time.
	p.cfg.ShotPath = filepath.Join(p.dir, "shot.png")
	p.c = control.New(p.m, p.cfg)
	p.key(control.KeyF12, 0)
	p.key(control.KeyF12, 0)
	if p.out.Screenshot != p.cfg.ShotPath {
		t.Errorf("F12 with ShotPath: Screenshot = %q, want %q", p.out.Screenshot, p.cfg.ShotPath)
	}
}

// The help lists the file keys as they are.
func TestHelpListsTheFileKeys(t *testing.T) {
	want := map[string]string{"Ctrl+S": "saves folder", "Ctrl+O": "recent save", "Ctrl+N": "new battle", "F12": "new PNG", "Y / N, Esc": "replace"}
	for _, b := range control.Bindings {
		if w, ok := want[b.Keys]; ok {
			if !strings.Contains(b.Does, w) {
				t.Errorf("help: %s %q, want it to say %q", b.Keys, b.Does, w)
			}
			delete(want, b.Keys)
		}
	}
	for k := range want {
		t.Errorf("help: no line for %s", k)
	}
}

// Ctrl+P writes the battle as a position (issue 9 part 2): a scenario in
// the saves folder, named after the scenario, the turn and the time, which
// starts at this very moment; a failure says why and loses nothing.
func TestSavePositionStartsWhereTheBattleIs(t *testing.T) {
	p := newPlayer(t)
	p.moveGiant()
	p.key(control.KeyP, control.Ctrl)
	path := filepath.Join(p.cfg.SavesDir, "default-turn-1-2026-12-02-0147.toml")
	if m := p.c.Message(); m.Warn || !strings.HasPrefix(m.Text, "Position saved to "+path) || !strings.Contains(m.Text, "plateau -scenario "+path) {
		t.Fatalf("Ctrl+P: message %q (warn %v), want it saved to %s and how to play it", m.Text, m.Warn, path)
	}
	sc, err := scenario.LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	again, err := game.New(sc, 9)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := again.State().Hash(), p.m.State().Hash(); got != want {
		t.Errorf("the position starts on state %.12s, the battle is at %.12s", got, want)
	}
	if b, _ := again.State().Base("b-giant.1"); b.Shape.Center != p.base("b-giant.1").Center {
		t.Errorf("the giant starts at %v, the battle has it at %v", b.Shape.Center, p.base("b-giant.1").Center)
	}

	aFile(t, filepath.Join(p.dir, "blocked"))
	p.cfg.SavesDir = filepath.Join(p.dir, "blocked", "saves")
	p.c = control.New(p.m, p.cfg)
	p.key(control.KeyP, control.Ctrl)
	m := p.c.Message()
	if !m.Warn || !strings.Contains(m.Text, "Position not saved: cannot write") {
		t.Errorf("Ctrl+P into a folder that cannot be made: message %q (warn %v), want a warning", m.Text, m.Warn)
	}
	noRawError(t, "the failed Ctrl+P message", m.Text)
	if len(p.m.Log()) != 1 {
		t.Errorf("a failed Ctrl+P changed the battle: %d actions", len(p.m.Log()))
	}
}
