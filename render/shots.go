package render

// A shot plan draws a replay's moments one after another and writes each
// to its PNG, then quits (plateau report: the battle report's maps, drawn
// by the same renderer as the window, issue 11 item 6). The window must be
// showing a replay (control.ShowReplay).

// Shot is one moment to draw: the replay after Moment actions, written to
// Path.
type Shot struct {
	Moment int
	Path   string
}

// shotSettle is how many frames a moment is drawn before it is written:
// the label layout and the glyph caches are warm by then.
const shotSettle = 3

// plan is the shot plan in progress.
type plan struct {
	i      int // the shot being drawn
	frames int // frames drawn since its moment was shown
}

// planTick runs the plan once a tick: shows the next moment, and asks for
// its picture once it has settled.
func (g *Game) planTick() {
	p := &g.plan
	if p.i >= len(g.opts.Shots) || g.shot != "" {
		return
	}
	if p.frames == 0 {
		g.ctrl.SeekReplay(g.opts.Shots[p.i].Moment)
	}
	p.frames++
	g.redraw = true
	if p.frames > shotSettle {
		g.shot = g.opts.Shots[p.i].Path
	}
}

// planShot is told a picture was written: the next moment comes, or, after
// the last, the window closes. A failure stops the plan.
func (g *Game) planShot(path string, err error) bool {
	p := &g.plan
	if p.i >= len(g.opts.Shots) || path != g.opts.Shots[p.i].Path {
		return false
	}
	if err != nil {
		g.err, g.done = err, true
		return true
	}
	p.i, p.frames = p.i+1, 0
	if p.i == len(g.opts.Shots) {
		g.done = true
	}
	return true
}
