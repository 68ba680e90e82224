package control

import (
	"time"

	"plateau/rules"
	"plateau/rules/rulestest"
)

// An opponent in the window (issue 12 item 3, -ai SIDE): whenever the
// battle waits for the opponent's side (its turn, or a choice the rules
// give it in the other's), it presses its next offer through Match.Do, as
// a person at the panel would, one action every AIPause so that the player
// sees each one (the message line and the log say what it did). F5 takes
// its side over, and gives it back. With an opponent there is no second
// person at the screen, so no hotseat banner.

// AIPause is the time between two of the opponent's actions.
const AIPause = 700 * time.Millisecond

// Opponent is a player for one side, pressing the ruleset's offers.
type Opponent struct {
	Player rulestest.Player
	Side   int
}

type aiState struct {
	Opponent
	on   bool
	last time.Duration // when it last acted
}

// SetOpponent gives side o.Side to o.Player (nil Player: no opponent).
func (c *Controller) SetOpponent(o Opponent) {
	if o.Player == nil {
		c.ai = nil
		return
	}
	c.ai = &aiState{Opponent: o, on: true, last: c.now}
	c.handover = false
}

// OpponentOn reports whether an opponent plays a side now, and which.
func (c *Controller) OpponentOn() (side int, on bool) {
	if c.ai == nil || !c.ai.on {
		return 0, false
	}
	return c.ai.Side, true
}

// toggleOpponent is F5: the player takes the opponent's side over, or
// gives it back.
func (c *Controller) toggleOpponent() {
	if c.ai == nil {
		c.SetMessage("no opponent in this battle: start it with -ai SIDE", false)
		return
	}
	c.ai.on = !c.ai.on
	c.ai.last = c.now
	name := c.sideName(c.ai.Side)
	if c.ai.on {
		c.SetMessage("the opponent plays "+name+" again (F5 takes over)", false)
	} else {
		c.SetMessage("you play "+name+" now (F5 gives it back to the opponent)", false)
	}
}

func (c *Controller) sideName(i int) string {
	s := c.m.State()
	if i >= 0 && i < len(s.Sides) {
		return s.Sides[i].Name
	}
	return "the other side"
}

// aiTick lets the opponent act once its pause is over, when the battle
// waits for its side and the player is not in the middle of something.
// It reports whether it changed the battle.
func (c *Controller) aiTick() bool {
	a := c.ai
	if a == nil || !a.on || c.replay.v != nil || c.drag != nil || c.box != nil || c.dialog() || c.now-a.last < AIPause {
		return false
	}
	of, ok := c.m.Rules().(rules.Offerer)
	if !ok {
		return false
	}
	s := c.m.State()
	if len(c.m.Rules().Legal(s, s.Active)) == 0 {
		return false // the battle is over
	}
	side, ok := rulestest.Waiting(c.Offers())
	if !ok {
		side = s.Active
	}
	if side != a.Side {
		return false
	}
	o, ok := rulestest.NextOffer(a.Player, of, s)
	a.last = c.now
	if !ok {
		a.on = false
		c.SetMessage("the opponent finds nothing to do: play "+c.sideName(a.Side)+" yourself (F5 gives it back)", true)
		return true
	}
	if c.act(o.Action, o.Label) {
		c.SetMessage(c.sideName(a.Side)+": "+c.msg.Text, false)
	}
	c.handover = false // no second person at the screen
	return true
}
