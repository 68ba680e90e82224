package control

// The streamer view (issue 11 item 5) is the table for an audience: no
// side panel, no editing chrome, the turn, the side to play and the last
// rolls in large type, and the camera following the action. V toggles it
// (render's -stream flag starts in it); F11 asks for full screen in either
// view. It changes only what is drawn: the table still takes drags and the
// keys still work, except the offer numbers, which follow what is shown
// (none, in this view: a key never runs an offer the player cannot see).

// Stream reports whether the streamer view is on.
func (c *Controller) Stream() bool { return c.stream }

// SetStream turns the streamer view on or off, and says how to leave it.
func (c *Controller) SetStream(on bool) {
	if on == c.stream {
		return
	}
	c.stream = on
	if on {
		c.SetMessage("Streamer view: V to leave it, F11 for full screen", false)
		c.ShowedOffers(0)
	} else {
		c.SetMessage("", false)
	}
}
