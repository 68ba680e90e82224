package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"plateau/game/control"
)

// tracer writes, one line each, what the window has taken in and done, for
// programs that drive the real window (the smoke tests): they wait on these
// lines instead of guessing how long a slow frame takes.
//
//	ready W H        the first frame is drawn, the view fitted to W×H pixels
//	cursor X Y       the pointer seen at a new window position
//	down KEY, up KEY a key seen pressed or released (Ebiten's key name)
//	press BUTTON, release BUTTON   a mouse button (left, right, middle)
//	shot PATH        a screenshot written whole at PATH
//	shot-failed ERR  a screenshot that could not be written
//	offers FIRST SHOWN OF   the offers panel as drawn: SHOWN offers from
//	                 the one at index FIRST (of OF) are on screen, numbered
//	                 from 1, which are their keys; traced when it changes
//	                 and after each frame that took a click or a key
//	replay AT OF     the replay's timeline as drawn: the moment AT of OF
//	                 actions; traced when it changes
//	replay-dice AT N the replay's card of rolls as drawn for moment AT: the
//	                 N dice of the action that led to it (0: no card);
//	                 traced when it changes
//	message TEXT     the message line's text (a save's result, a refusal),
//	                 traced when it changes
//	score TEXT       the scoreboard as drawn, its pieces in reading order
//	                 joined by spaces; traced when it changes
//	fps N UPD DRAW   with the frame readout on (F3), once a second: the
//	                 frames drawn, the mean update and draw times in ms
//	stream on|off    the streamer view drawn, or the usual one again;
//	                 traced when it changes (and "on" with the first frame
//	                 of a window opened in it)
type tracer struct {
	w       io.Writer
	ready   bool
	cx, cy  int
	buttons [3]bool
	// acted is set by a frame that took a key or a button; panel is the
	// offers panel last traced.
	acted bool
	panel [3]int
	// moment is the replay's moment last traced (AT, OF), {-1, -1} none.
	moment   [2]int
	dice     [2]int          // the replay's card of rolls last traced (AT, N)
	scored   string          // the scoreboard last traced
	said     control.Message // the message line last traced
	streamOn bool            // the view last traced
	odds     string          // the offer whose odds were last traced
}

var traceButtons = [3]struct {
	b    ebiten.MouseButton
	name string
}{{ebiten.MouseButtonLeft, "left"}, {ebiten.MouseButtonRight, "right"}, {ebiten.MouseButtonMiddle, "middle"}}

// input traces what this frame's poll saw. Keys come first and the cursor
// before the buttons, so that a reader who saw "press left" knows the press
// was taken at the cursor last traced.
func (t *tracer) input() {
	if t == nil {
		return
	}
	for _, k := range inpututil.AppendJustPressedKeys(nil) {
		fmt.Fprintf(t.w, "down %s\n", k)
		t.acted = true
	}
	for _, k := range inpututil.AppendJustReleasedKeys(nil) {
		fmt.Fprintf(t.w, "up %s\n", k)
		t.acted = true
	}
	if x, y := ebiten.CursorPosition(); x != t.cx || y != t.cy {
		t.cx, t.cy = x, y
		fmt.Fprintf(t.w, "cursor %d %d\n", x, y)
	}
	for i, b := range traceButtons {
		if down := ebiten.IsMouseButtonPressed(b.b); down != t.buttons[i] {
			t.buttons[i] = down
			verb := "release"
			if down {
				verb = "press"
			}
			t.acted = true
			fmt.Fprintf(t.w, "%s %s\n", verb, b.name)
		}
	}
}

// drawn traces the first drawn frame.
func (t *tracer) drawn(w, h int) {
	if t == nil || t.ready {
		return
	}
	t.ready = true
	fmt.Fprintf(t.w, "ready %d %d\n", w, h)
}

// offers traces the offers panel as drawn: shown offers from index first
// of total, when that changed or the frame took a click or a key (so that
// a driver waiting after its input always gets a line).
func (t *tracer) offers(first, shown, total int, boxes []offerBox) {
	if t == nil {
		return
	}
	if p := [3]int{first, shown, total}; t.acted || p != t.panel {
		t.acted, t.panel = false, p
		fmt.Fprintf(t.w, "offers %d %d %d\n", first, shown, total)
		// Where each button is, for a test to point at one: "offer I X
		// Y", its index among the offers and its centre.
		for _, b := range boxes {
			fmt.Fprintf(t.w, "offer %d %.0f %.0f\n", b.i, b.x+b.w/2, b.y+b.h/2)
		}
	}
}

// oddsShown traces the offer whose chances the panel shows ("odds
// LABEL"), once each time they appear.
func (t *tracer) oddsShown(label string) {
	if t == nil || label == t.odds {
		return
	}
	t.odds = label
	if label != "" {
		fmt.Fprintf(t.w, "odds %s\n", label)
	}
}

// shot traces a screenshot written, or its failure.
func (t *tracer) shot(path string, err error) {
	if t == nil {
		return
	}
	if err != nil {
		fmt.Fprintf(t.w, "shot-failed %v\n", err)
		return
	}
	fmt.Fprintf(t.w, "shot %s\n", path)
}

// replay traces the replay's timeline when its moment changed.
func (t *tracer) replay(at, of int) {
	if t == nil || t.moment == [2]int{at, of} {
		return
	}
	t.moment = [2]int{at, of}
	fmt.Fprintf(t.w, "replay %d %d\n", at, of)
}

// replayDice traces the replay's card of rolls when it changed.
func (t *tracer) replayDice(at, n int) {
	if t == nil || t.dice == [2]int{at, n} {
		return
	}
	t.dice = [2]int{at, n}
	fmt.Fprintf(t.w, "replay-dice %d %d\n", at, n)
}

// message traces the message line when it changed.
func (t *tracer) message(m control.Message) {
	if t == nil || m == t.said {
		return
	}
	t.said = m
	if m.Text != "" {
		fmt.Fprintf(t.w, "message %s\n", m.Text)
	}
}

// score traces the scoreboard drawn when it changed.
func (t *tracer) score(l scoreLayout) {
	if t == nil {
		return
	}
	parts := make([]string, len(l.chunks))
	for i, c := range l.chunks {
		parts[i] = c.text
	}
	if line := strings.Join(parts, " "); line != t.scored {
		t.scored = line
		fmt.Fprintf(t.w, "score %s\n", line)
	}
}

// stream traces the view drawn when it changed.
func (t *tracer) stream(on bool) {
	if t == nil || t.streamOn == on {
		return
	}
	t.streamOn = on
	fmt.Fprintf(t.w, "stream %s\n", map[bool]string{true: "on", false: "off"}[on])
}

// fps traces a second of the frame readout.
func (t *tracer) fps(fps, upd, draw float64) {
	if t == nil {
		return
	}
	fmt.Fprintf(t.w, "fps %.1f %.2f %.2f\n", fps, upd, draw)
}
