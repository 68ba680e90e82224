package control

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"
	"unicode"
	"unicode/utf8"

	"plateau/game"
)

// Saving and its failures, as the player meets them.
const (
	// AutosaveRetryEvery is how often a failing autosave is tried again
	// while the player makes no move (every move tries it anyway): often
	// enough that the banner goes soon after the disk is freed, rarely
	// enough that a slow disk does not stall the window.
	AutosaveRetryEvery = 3 * time.Second
	// RecentSavesShown is how many saves Ctrl+O lists: one per number key.
	RecentSavesShown = 9
)

// AutosaveRetrier is a match that can try its failing autosave again
// without a change (*game.Match). The controller calls RetryAutosave at
// most every AutosaveRetryEvery while AutosaveErr is not nil.
type AutosaveRetrier interface {
	RetryAutosave() error
}

// Alert is a failure that stays on screen until it is over: the window
// draws it as a red banner across the top. Title says what failed, Detail
// what it means for the player and what to do.
type Alert struct {
	Title, Detail string
}

// Question is a yes-or-no question the window asks before something that
// cannot be taken back; Detail says what Yes will do.
type Question struct {
	Text, Detail string
}

// fileState is the controller's share of files: where Ctrl+S writes, the
// last failed Ctrl+S, the list of saves and the question up, if any.
type fileState struct {
	savePath string        // Ctrl+S writes here while set (-load)
	saveErr  *Alert        // the last Ctrl+S failed, until one works
	list     []SaveEntry   // the saves Ctrl+O lists, while listing
	listing  bool          //
	choosing bool          // the scenarios F2 lists are up
	started  string        // the title of the scenario F2 started, if any
	refit    bool          // the next frame fits the table to the window
	question *Question     // up while set; yes is what Yes does
	yes      func()        //
	no       func()        // what No does, when not the default
	retryAt  time.Duration // when to try the failing autosave again
	retrying bool          // retryAt is set: the autosave is failing
}

// SaveEntry is a save the Ctrl+O list shows.
type SaveEntry = game.SaveInfo

func (c *Controller) clock() time.Time {
	if c.cfg.Now != nil {
		return c.cfg.Now()
	}
	return time.Now()
}

// dialog reports whether the list of saves or a question is up: the
// window hands the pointer to it and the table sees nothing.
func (c *Controller) dialog() bool {
	return c.files.listing || c.files.choosing || c.files.question != nil
}

// Modal reports whether something covers the table and takes every click:
// the help, the list of saves or a question.
func (c *Controller) Modal() bool { return c.help || c.dialog() }

// dialogKey handles a key while the list of saves or a question is up, and
// reports whether it was up (the key then means nothing else).
func (c *Controller) dialogKey(k Key, ctrl bool) bool {
	switch {
	case c.files.question != nil:
		if ctrl {
			return true // Ctrl+Y (redo) is no "yes"
		}
		switch k {
		case KeyY:
			c.Answer(true)
		case KeyN, KeyEscape:
			c.Answer(false)
		}
		return true
	case c.files.listing:
		switch {
		case k >= Key1 && k <= Key9:
			c.PickSave(int(k - Key1))
		case k == KeyEscape, ctrl && k == KeyO:
			c.CloseSaveList()
		}
		return true
	case c.files.choosing:
		switch {
		case k >= Key1 && k <= Key9:
			c.PickScenario(int(k - Key1))
		case k == KeyEscape, k == KeyF2:
			c.CloseScenarioList()
		}
		return true
	}
	return false
}

// Alerts are the failures on screen now, oldest kind first: the autosave
// (while it fails) and the last Ctrl+S (until one works).
func (c *Controller) Alerts() []Alert {
	var as []Alert
	if err := c.m.AutosaveErr(); err != nil {
		file := c.cfg.AutosavePath
		if p, ok := c.m.(interface{ AutosavePath() string }); ok && p.AutosavePath() != "" {
			file = p.AutosavePath()
		}
		if file == "" {
			file = "the autosave file"
		}
		as = append(as, Alert{
			Title: "Autosave failed: cannot write " + file + " — " + fileProblem(err),
			Detail: fmt.Sprintf("Your moves are not being saved — free space or fix the folder; Ctrl+S saves elsewhere. Trying again every %d s.",
				int(AutosaveRetryEvery/time.Second)),
		})
	}
	if c.files.saveErr != nil {
		as = append(as, *c.files.saveErr)
	}
	return as
}

// retryAutosave tries a failing autosave again every AutosaveRetryEvery,
// so that the banner goes as soon as saving works even if nobody moves.
func (c *Controller) retryAutosave() {
	r, ok := c.m.(AutosaveRetrier)
	if !ok || c.m.AutosaveErr() == nil {
		c.files.retrying = false
		return
	}
	if !c.files.retrying {
		c.files.retrying, c.files.retryAt = true, c.now+AutosaveRetryEvery
		return
	}
	if c.now >= c.files.retryAt {
		r.RetryAutosave() // its result is AutosaveErr, read by Alerts
		c.files.retryAt = c.now + AutosaveRetryEvery
	}
}

// Save writes the battle (Ctrl+S): to the file it was opened from with
// -load, else to a new file in the saves folder named after the scenario
// and the time. The message names the file in full; a failure stays up as
// an alert until a save works.
func (c *Controller) Save() {
	path := c.files.savePath
	if path == "" {
		if c.cfg.SavesDir == "" {
			c.SetMessage("Saving is not available", true)
			return
		}
		path = game.NewPath(c.cfg.SavesDir, game.SaveName(c.cfg.Scenario, c.clock()))
	}
	path = absPath(path)
	if err := c.m.Save(path); err != nil {
		problem := fileProblem(err)
		c.files.saveErr = &Alert{
			Title:  "Saving failed: cannot write " + path + " — " + problem,
			Detail: "This battle is not in that file. Free space or fix the folder, then press Ctrl+S again.",
		}
		c.SetMessage("Not saved: cannot write "+path+" — "+problem, true)
		return
	}
	c.files.saveErr = nil
	c.SetMessage("Saved to "+path, false)
}

// SavePosition writes the battle as it stands as a position (Ctrl+P): a
// scenario in the saves folder, named after the scenario, the turn and the
// time, that starts at this very moment. The message says where and how to
// play it; a failure says why.
func (c *Controller) SavePosition() {
	if c.cfg.SavesDir == "" {
		c.SetMessage("Saving a position is not available", true)
		return
	}
	path := absPath(game.NewPath(c.cfg.SavesDir, game.PositionName(c.cfg.Scenario, c.m.State().Turn, c.clock())))
	if err := c.m.SavePosition(path); err != nil {
		c.SetMessage("Position not saved: cannot write "+path+" — "+fileProblem(err), true)
		return
	}
	c.SetMessage("Position saved to "+path+" — play it with plateau -scenario "+path, false)
}

// OpenSaveList opens the list of recent saves of this scenario (Ctrl+O),
// or says why there is none.
func (c *Controller) OpenSaveList() {
	c.help = false
	if c.cfg.Open == nil || c.cfg.SavesDir == "" {
		c.SetMessage("Opening saved battles is not available", true)
		return
	}
	saves, err := game.RecentSaves(c.cfg.SavesDir, c.cfg.Scenario, RecentSavesShown)
	if err != nil {
		c.SetMessage("The saves folder "+c.cfg.SavesDir+" cannot be read — "+fileProblem(err), true)
		return
	}
	if len(saves) == 0 {
		c.SetMessage("No saved battles of "+c.title()+" yet — Ctrl+S saves one", true)
		return
	}
	c.cancelDrag()
	c.files.list, c.files.listing = saves, true
}

// SaveList is the list of saves Ctrl+O opened, newest first, and whether it
// is up.
func (c *Controller) SaveList() ([]SaveEntry, bool) { return c.files.list, c.files.listing }

// SavesDir is the folder saves are written to and listed from.
func (c *Controller) SavesDir() string { return c.cfg.SavesDir }

// ShotsDir is the folder F12 writes screenshots to.
func (c *Controller) ShotsDir() string { return c.cfg.ShotsDir }

// CloseSaveList closes the list of saves without opening any.
func (c *Controller) CloseSaveList() { c.files.list, c.files.listing = nil, false }

// PickSave opens the i-th save of the list (its number key or a click),
// asking first when the battle in progress has any action.
func (c *Controller) PickSave(i int) {
	if !c.files.listing || i < 0 || i >= len(c.files.list) {
		return
	}
	s := c.files.list[i]
	c.CloseSaveList()
	c.replace("Opening "+s.Name()+", saved "+s.Time.Format("Mon 2 Jan 15:04"), func() { c.open(s.Path) })
}

// open replaces the battle with the one saved at path.
func (c *Controller) open(path string) {
	m, err := c.cfg.Open(path)
	if err != nil {
		c.SetMessage("Could not open "+filepath.Base(path)+": "+loadProblem(err, path), true)
		return
	}
	c.SetMatch(m)
	c.files.savePath = "" // the -load file holds another battle
	c.SetMessage("Opened "+absPath(path)+" — Ctrl+S writes a new save", false)
}

// NewBattle starts afresh from the scenario (Ctrl+N), asking first when
// the battle in progress has any action.
func (c *Controller) NewBattle() {
	c.help = false
	if c.cfg.New == nil {
		c.SetMessage("A new battle is not available", true)
		return
	}
	c.replace("Starting a new battle of "+c.title(), func() {
		m, err := c.cfg.New()
		if err != nil {
			c.SetMessage("No new battle: "+sentence(err), true)
			return
		}
		c.SetMatch(m)
		c.files.savePath = ""
		c.SetMessage("New battle", false)
	})
}

// replace does yes at once if the battle in progress has no action, else
// asks first.
func (c *Controller) replace(detail string, yes func()) {
	if !hasActions(c.m) {
		yes()
		return
	}
	c.cancelDrag()
	q := &Question{Text: "Replace the battle in progress? Its autosave is kept.", Detail: detail}
	switch {
	case c.m.AutosaveErr() != nil:
		q.Text = "Replace the battle in progress? Its autosave is failing: its last moves are lost unless you answer No and press Ctrl+S."
	case c.cfg.AutosavePath == "":
		q.Text = "Replace the battle in progress? It is not autosaved: answer No and press Ctrl+S to keep it."
	}
	c.files.question, c.files.yes = q, yes
}

// Question is the question up, if any.
func (c *Controller) Question() (Question, bool) {
	if c.files.question == nil {
		return Question{}, false
	}
	return *c.files.question, true
}

// Answer answers the question up (Y, N or Escape, or its buttons).
func (c *Controller) Answer(yes bool) {
	if c.files.question == nil {
		return
	}
	do, no := c.files.yes, c.files.no
	c.files.question, c.files.yes, c.files.no = nil, nil, nil
	switch {
	case yes:
		do()
	case no != nil:
		no()
	default:
		c.SetMessage("The battle in progress goes on", false)
	}
}

// hasActions reports whether anything was done in the battle: replacing
// it then asks first.
func hasActions(m Match) bool {
	if l, ok := m.(interface{ Log() []game.Entry }); ok {
		return len(l.Log()) > 0
	}
	return m.CanUndo() || len(m.Events()) > 0
}

// shotPath is where F12 writes: ShotPath if set, else a new file in the
// screenshots folder; "" (with a message) when there is nowhere.
func (c *Controller) shotPath() string {
	if c.cfg.ShotPath != "" {
		return c.cfg.ShotPath
	}
	if c.cfg.ShotsDir == "" {
		c.SetMessage("Screenshots are not available", true)
		return ""
	}
	return absPath(game.NewPath(c.cfg.ShotsDir, game.ShotName(c.cfg.Scenario, c.clock())))
}

// ShotWritten is told by the window how writing the screenshot F12 asked
// for went, and says it to the player.
func (c *Controller) ShotWritten(path string, err error) {
	if err != nil {
		c.SetMessage("No screenshot: cannot write "+path+" — "+fileProblem(err), true)
		return
	}
	c.SetMessage("Screenshot saved to "+absPath(path), false)
}

func (c *Controller) title() string {
	if c.cfg.Title != "" {
		return c.cfg.Title
	}
	return "this scenario"
}

// absPath is path in full, as messages name files; path itself if the
// working folder is unknown.
func absPath(path string) string {
	if a, err := filepath.Abs(path); err == nil {
		return a
	}
	return path
}

// fileProblem says why a file could not be written, in words a player
// can act on, never as a raw Go error.
func fileProblem(err error) string {
	var pe *fs.PathError
	hasPath := errors.As(err, &pe)
	switch {
	case errors.Is(err, syscall.ENOSPC):
		return "the disk is full"
	case errors.Is(err, syscall.EDQUOT):
		return "your disk quota is used up"
	case errors.Is(err, syscall.EROFS):
		return "the disk is read-only"
	case errors.Is(err, fs.ErrPermission):
		if hasPath {
			return "permission denied on " + pe.Path
		}
		return "permission denied"
	case errors.Is(err, syscall.ENOTDIR):
		if hasPath {
			return "a file stands where a folder should be (" + pe.Path + ")"
		}
		return "a file stands where a folder should be"
	case errors.Is(err, syscall.EISDIR):
		return "a folder of that name is in the way"
	case errors.Is(err, fs.ErrNotExist):
		return "its folder does not exist"
	}
	var le *os.LinkError
	switch {
	case hasPath:
		return pe.Err.Error()
	case errors.As(err, &le):
		return le.Err.Error()
	}
	return uncapital(sentence(err))
}

// loadProblem says why the save at path could not be opened.
func loadProblem(err error, path string) string {
	if errors.Is(err, fs.ErrNotExist) {
		return "the file is gone"
	}
	if errors.Is(err, fs.ErrPermission) {
		return "permission denied"
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	msg := sentence(err)
	if p := "Save " + path + ": "; strings.HasPrefix(msg, p) {
		msg = strings.TrimPrefix(msg, p)
	}
	// The decoder's and the replay's own words are for a bug report, not
	// for the player: where the damage is, and what it means.
	if rest, ok := strings.CutPrefix(msg, "the file is truncated or corrupt"); ok {
		where, _, _ := strings.Cut(rest, ":")
		return "the file is damaged" + where
	}
	if rest, ok := strings.CutPrefix(msg, "replay diverges at entry "); ok {
		n, _, _ := strings.Cut(rest, " ")
		return "its battle does not play back from its action " + n + ": the file is damaged, or from another version of Plateau"
	}
	return uncapital(msg)
}

// sentence is an error's text without the package prefixes the house
// style puts on errors ("game: "), starting with a capital.
func sentence(err error) string {
	msg := errText(err)
	for again := true; again; {
		again = false
		for _, p := range []string{"game: ", "control: ", "scenario: ", "rules: "} {
			if strings.HasPrefix(msg, p) {
				msg, again = strings.TrimPrefix(msg, p), true
			}
		}
	}
	return capital(msg)
}

func capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

func uncapital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}
