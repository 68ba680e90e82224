package control

// stateHash is the state's Hash, computed at most once between changes:
// the offers and the overlays both key their caches on it, and it costs an
// encoding of the whole battle. It is forgotten at the start of every
// Update, in case the match changed behind the controller, and after every
// change the controller makes (forgetHash).
func (c *Controller) stateHash() string {
	if !c.hashOK {
		c.hash, c.hashOK = c.m.State().Hash(), true
	}
	return c.hash
}

// forgetHash marks the state as changed.
func (c *Controller) forgetHash() { c.hashOK = false }
