package control

import (
	"errors"

	"plateau/rules"
)

// Overrider is a Match that can make a move the rules refuse (advisory
// mode, game.Match.Override): the move is made and marked in the log.
type Overrider interface {
	Override(a rules.Action) ([]rules.Event, error)
}

// Advisory reports whether advisory mode is on: the rules judge every
// move and every refusal shows, but the players may make a refused move
// anyway (issue 12, for house readings and teaching).
func (c *Controller) Advisory() bool { return c.advisory }

// SetAdvisory turns advisory mode on or off (-advisory, Ctrl+A).
func (c *Controller) SetAdvisory(on bool) {
	if _, ok := c.m.(Overrider); on && !ok {
		c.SetMessage("This battle cannot take moves against the rules", true)
		return
	}
	c.advisory = on
	if on {
		c.SetMessage("Advisory mode: a move the rules refuse can be made anyway, marked in the log (Ctrl+A leaves it)", false)
	} else {
		c.SetMessage("Advisory mode off: the rules' refusals stand", false)
	}
}

// offerOverride asks, in advisory mode, whether to make the refused move
// a anyway; err is the rules' refusal. It reports whether it asked.
func (c *Controller) offerOverride(a rules.Action, err error) bool {
	o, ok := c.m.(Overrider)
	var v *rules.Violation
	if !c.advisory || !ok || !errors.As(err, &v) {
		return false
	}
	q := &Question{Text: "The rules refuse this move: " + v.Msg + ". Make it anyway?",
		Detail: "Advisory mode: the bases go where you put them, and the log and the save mark the move as made against the rules."}
	c.files.question = q
	c.files.yes = func() {
		if _, err := o.Override(a); err != nil {
			c.SetMessage(errText(err), true)
			return
		}
		c.SetMessage("Made against the rules: "+v.Msg, false)
	}
	c.files.no = func() { c.SetMessage("Not made: "+v.Msg, true) }
	return true
}
