package control

import (
	"fmt"
	"time"

	"plateau/rules"
)

// Viewer is a battle watched again (game.Replay): the controller shows the
// moment it is at and steps it forwards and backwards, action by action or
// turn by turn, or plays it at a chosen speed (issue 11 part 4). Nothing in
// it changes the battle: its Do, Undo and Redo refuse.
type Viewer interface {
	Match
	Len() int
	At() int
	Seek(k int) error
	Step(n int) error
	StepTurn(n int) error
	// Turns are the moments a player's turn begins (0 first).
	Turns() []int
	// Last is what the action that led to the moment shown did.
	Last() []rules.Event
}

// ReplaySpeeds are the speeds a replay plays at, in actions a second;
// ReplayStartSpeed is the index of the one it starts with.
var ReplaySpeeds = []float64{0.5, 1, 2, 4, 8}

const ReplayStartSpeed = 2

// replayState is the controller's share of a replay.
type replayState struct {
	v Viewer
	// live is the battle to go back to (Esc, Ctrl+R); nil when the window
	// opened on the replay (plateau -replay).
	live    Match
	playing bool
	speed   int           // index in ReplaySpeeds
	next    time.Duration // when playing: the Input.Time of the next step
}

// Replay is the viewer shown, if any.
func (c *Controller) Replay() (Viewer, bool) { return c.replay.v, c.replay.v != nil }

// ReplayPlaying reports whether the replay plays by itself, and at how
// many actions a second.
func (c *Controller) ReplayPlaying() (bool, float64) {
	return c.replay.playing, ReplaySpeeds[c.replay.speed]
}

// CanLeaveReplay reports whether Esc goes back to a battle in play.
func (c *Controller) CanLeaveReplay() bool { return c.replay.live != nil }

// ShowReplay shows v in place of the battle. live is the battle Esc goes
// back to, nil for none (plateau -replay).
func (c *Controller) ShowReplay(v Viewer, live Match) {
	c.cancelDrag()
	c.SetMatch(v)
	c.replay = replayState{v: v, live: live, speed: ReplayStartSpeed}
	c.replayMessage()
}

// OpenReplay opens the viewer on the battle in play (Ctrl+R), at its end.
func (c *Controller) OpenReplay() {
	if c.replay.v != nil {
		c.LeaveReplay()
		return
	}
	if c.cfg.Replay == nil {
		c.SetMessage("Replays are not available", true)
		return
	}
	v, err := c.cfg.Replay(c.m)
	if err != nil {
		c.SetMessage("The battle cannot be replayed — "+sentence(err), true)
		return
	}
	c.ShowReplay(v, c.m)
}

// LeaveReplay goes back to the battle in play (Esc, Ctrl+R), where it was.
func (c *Controller) LeaveReplay() {
	live := c.replay.live
	if live == nil {
		c.SetMessage("This is a replay: close the window to quit, or open the save with plateau -load to play on", false)
		return
	}
	c.replay = replayState{}
	c.SetMatch(live)
	c.SetMessage("Back to the battle", false)
}

// SeekReplay shows the battle after its first k actions (a click on the
// timeline).
func (c *Controller) SeekReplay(k int) {
	if c.replay.v == nil {
		return
	}
	c.replay.playing = false
	c.replayDo(func(v Viewer) error { return v.Seek(k) })
}

// replayKey handles a key in the viewer; false when it is not one of its.
func (c *Controller) replayKey(k Key, shift bool) bool {
	r := &c.replay
	switch k {
	case KeyLeft, KeyRight:
		r.playing = false
		n := 1
		if k == KeyLeft {
			n = -1
		}
		if shift {
			c.replayDo(func(v Viewer) error { return v.StepTurn(n) })
		} else {
			c.replayDo(func(v Viewer) error { return v.Step(n) })
		}
	case KeyHome:
		r.playing = false
		c.replayDo(func(v Viewer) error { return v.Seek(0) })
	case KeyEnd:
		r.playing = false
		c.replayDo(func(v Viewer) error { return v.Seek(v.Len()) })
	case KeySpace:
		r.playing = !r.playing
		if r.playing && r.v.At() == r.v.Len() {
			c.replayDo(func(v Viewer) error { return v.Seek(0) }) // play again from the start
		}
		r.next = c.now + c.stepEvery()
		c.replayMessage()
	case KeyPlus, KeyMinus:
		if k == KeyPlus {
			r.speed = min(r.speed+1, len(ReplaySpeeds)-1)
		} else {
			r.speed = max(r.speed-1, 0)
		}
		r.next = c.now + c.stepEvery()
		c.replayMessage()
	case KeyEscape:
		c.LeaveReplay()
	default:
		return false
	}
	return true
}

// replayTick plays the replay on by itself, a step each stepEvery; it
// reports whether it stepped (the window then redraws).
func (c *Controller) replayTick() bool {
	r := &c.replay
	if r.v == nil || !r.playing || c.now < r.next {
		return false
	}
	r.next = c.now + c.stepEvery()
	c.replayDo(func(v Viewer) error { return v.Step(1) })
	if r.v.At() == r.v.Len() {
		r.playing = false
		c.replayMessage()
	}
	return true
}

func (c *Controller) stepEvery() time.Duration {
	return time.Duration(float64(time.Second) / ReplaySpeeds[c.replay.speed])
}

// replayDo moves the viewer and says where it is.
func (c *Controller) replayDo(f func(Viewer) error) {
	if err := f(c.replay.v); err != nil {
		c.SetMessage("The replay cannot go there — "+sentence(err), true)
		return
	}
	c.pruneSelection()
	c.replayMessage()
}

// replayMessage says where the replay is and what the last action did.
func (c *Controller) replayMessage() {
	v := c.replay.v
	s := v.State()
	where := fmt.Sprintf("Replay: action %d of %d", v.At(), v.Len())
	if playing, speed := c.ReplayPlaying(); playing {
		where += fmt.Sprintf(" (playing, %g a second)", speed)
	}
	what := fmt.Sprintf("turn %d, %s to play", s.Turn, s.Sides[s.Active].Name)
	if last := v.Last(); len(last) > 0 {
		what = last[len(last)-1].Text
	} else if v.At() == 0 {
		what = "the start of the battle"
	}
	c.SetMessage(where+" — "+what, false)
}
