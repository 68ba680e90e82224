package control

// The scenarios F2 lists (issue 15: "a menu entry" for the generated BnB
// battlefield, and every other scenario the program carries): a new
// battle on any of them without leaving the window. The battle replaced
// is asked about first, as Ctrl+N and Ctrl+O ask; the new one autosaves
// as a battle of its own scenario, and Ctrl+N, Ctrl+O and Ctrl+S serve it
// from then on.

// ScenarioChoice is a scenario F2 lists: its Name (what Start is given)
// and its title.
type ScenarioChoice struct {
	Name, Title string
}

// Started is what the window's battle is after Start: its scenario's
// Name and title, the file it autosaves to ("" for none), and the
// opponent that plays in it (none: a Player of nil).
type Started struct {
	Scenario, Title, AutosavePath string
	Opponent                      Opponent
}

// MaxScenariosShown is how many scenarios F2 lists: one per number key.
const MaxScenariosShown = 9

// OpenScenarioList opens the list of scenarios (F2), or says why there
// is none.
func (c *Controller) OpenScenarioList() {
	c.help = false
	if len(c.cfg.Scenarios) == 0 || c.cfg.Start == nil {
		c.SetMessage("Starting another scenario is not available here", true)
		return
	}
	c.cancelDrag()
	c.CloseSaveList()
	c.files.choosing = true
}

// ScenarioList is the scenarios F2 lists (at most MaxScenariosShown) and
// whether the list is up.
func (c *Controller) ScenarioList() ([]ScenarioChoice, bool) {
	l := c.cfg.Scenarios
	return l[:min(len(l), MaxScenariosShown)], c.files.choosing
}

// CloseScenarioList closes the list without starting anything.
func (c *Controller) CloseScenarioList() { c.files.choosing = false }

// PickScenario starts a new battle on the i-th scenario of the list (its
// number key or a click), asking first when the battle in progress has any
// action.
func (c *Controller) PickScenario(i int) {
	l, up := c.ScenarioList()
	if !up || i < 0 || i >= len(l) {
		return
	}
	ch := l[i]
	c.CloseScenarioList()
	c.replace("Starting a new battle of "+ch.Title, func() {
		m, st, err := c.cfg.Start(ch.Name)
		if err != nil {
			c.SetMessage("No new battle of "+ch.Title+": "+sentence(err), true)
			return
		}
		c.SetMatch(m)
		c.SetOpponent(st.Opponent) // the old one played another battle
		c.cfg.Scenario, c.cfg.Title, c.cfg.AutosavePath = st.Scenario, st.Title, st.AutosavePath
		c.files.savePath = "" // the -load file holds another battle
		c.files.started, c.files.refit = st.Title, true
		c.SetMessage("New battle of "+st.Title, false)
	})
}

// StartedTitle is the title of the scenario F2 last started, "" while the
// window still plays the one it opened with.
func (c *Controller) StartedTitle() string { return c.files.started }
