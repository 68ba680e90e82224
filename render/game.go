package render

import (
	"io"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"plateau/game/control"
)

// Options configure the window.
type Options struct {
	// Screenshot, when set, makes the window draw a few frames, write the
	// screen to this PNG and quit (for checks under Xvfb).
	Screenshot string
	// Title is the scenario's title, shown in the phase bar.
	Title string
	// Trace, when set, receives a line for each input the window takes in
	// and each file it writes (see tracer), for tests driving the window.
	Trace io.Writer
	// Stream opens the window in the streamer view (V toggles it).
	Stream bool
	// Advisory opens the battle in advisory mode (Ctrl+A toggles it).
	Advisory bool
	// Shots, when set, draw these moments of the replay shown, write each
	// to its file and quit (shots.go).
	Shots []Shot
}

// screenshotFrames is how many frames -screenshot lets pass first, so that
// the window has its final size and the glyph caches are warm.
const screenshotFrames = 8

// Game is the window: an ebiten.Game around a control.Controller.
type Game struct {
	ctrl  *control.Controller
	opts  Options
	cam   camera
	fonts fonts
	start time.Time
	// hexes is the drawing of the battle's hex map, if it has one
	// (hexmap.go), kept while the map is the same.
	hexes *hexLayer

	w, h   int  // screen size in pixels
	fitted bool // the camera has been fitted once the size was known
	hud    hudState
	frames int
	shot   string // path to write at the end of this Draw, "" for none
	// redraw is set when something may have changed since the last Draw:
	// an idle window skips drawing, which under software GL is most of the
	// CPU a board game would otherwise burn. last is the input that
	// decided it.
	redraw    bool
	last      control.Input
	done      bool
	err       error
	b         batch
	tags      []floating
	lay       *labelLayout // the last label layout, reused while its key holds
	zoneMemo  zoneCache    // the rule overlays as last prepared for drawing
	trace     *tracer      // nil unless Options.Trace is set
	scoreMemo scoreMemo    // the scoreboard and markers of the state last asked
	streamS   streamState  // the streamer view's events and camera (stream.go)
	plan      plan         // the shot plan in progress (shots.go)
	fps       frameStats   // the frame readout, F3 (frames.go)
	static    staticLayer  // the table and terrain as last drawn (scene.go)
	lastUpd   time.Duration
}

// New makes the window's game for ctrl.
func New(ctrl *control.Controller, opts Options) (*Game, error) {
	f, err := loadFonts()
	if err != nil {
		return nil, err
	}
	// Keep the last frame on screen when nothing changed (see redraw).
	ebiten.SetScreenClearedEveryFrame(false)
	g := &Game{ctrl: ctrl, opts: opts, fonts: f, start: time.Now(), w: 1280, h: 800, redraw: true}
	if opts.Trace != nil {
		g.trace = &tracer{w: opts.Trace, cx: -1, cy: -1, moment: [2]int{-1, -1}, dice: [2]int{-1, -1}}
	}
	ctrl.SetStream(opts.Stream)
	if opts.Advisory {
		ctrl.SetAdvisory(true)
	}
	return g, nil
}

// Err is the error that stopped the game, if any (a screenshot that could
// not be written).
func (g *Game) Err() error { return g.err }

// Layout implements ebiten.Game: one screen pixel per device pixel.
func (g *Game) Layout(outsideWidth, outsideHeight int) (int, int) {
	if outsideWidth != g.w || outsideHeight != g.h {
		g.w, g.h = outsideWidth, outsideHeight
		g.redraw = true
	}
	return g.w, g.h
}

// Update implements ebiten.Game.
func (g *Game) Update() error {
	if g.done {
		return ebiten.Termination
	}
	began := time.Now()
	defer func() { g.lastUpd = time.Since(began) }()
	if inpututil.IsKeyJustPressed(ebiten.KeyF3) {
		g.fps = frameStats{on: !g.fps.on}
	}
	if g.fps.on {
		g.redraw = true // a readout of frames measures frames: draw every one
	}
	if !g.fitted {
		g.fit()
		g.fitted = true
	}
	g.trace.input()
	in, hudClick := g.poll()
	out := g.ctrl.Update(in)
	if hudClick != nil {
		hudClick()
	}
	if out.Pan != (control.Point{}) {
		g.cam.pan(out.Pan.X, out.Pan.Y)
	}
	g.updateStream(out.Pan != (control.Point{}) || out.Zoom != 0)
	g.trace.message(g.ctrl.Message())
	if out.Fullscreen {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	}
	if out.Zoom != 0 {
		g.cam.zoomAt(out.Zoom, pt{in.Screen.X, in.Screen.Y})
	}
	if out.Fit {
		g.fit()
	}
	if out.Screenshot != "" {
		g.shot = out.Screenshot // control names it (a new file each time)
	}
	g.frames++
	if g.opts.Screenshot != "" && g.frames == screenshotFrames {
		g.shot = g.opts.Screenshot
	}
	if len(g.opts.Shots) > 0 && g.frames >= screenshotFrames {
		g.planTick()
	}
	if in.Screen != g.last.Screen || in.Buttons != g.last.Buttons || in.Mods != g.last.Mods ||
		in.Wheel != 0 || len(in.Keys) > 0 || out != (control.Output{}) || hudClick != nil || // Changed: a replay playing

		g.shot != "" || g.frames%redrawEvery == 0 {
		g.redraw = true
	}
	g.last = in
	return nil
}

// redrawEvery is how often (in ticks) an idle window redraws anyway, so
// that time-based changes (a message fading) show within a fraction of a
// second.
const redrawEvery = 20

// fit shows the whole table below the phase bar.
func (g *Game) fit() {
	t := g.ctrl.Match().State().Table
	if g.ctrl.Stream() {
		v := g.streamView()
		g.cam.fit(t.Width, t.Height, v.x, v.y, v.w, v.h)
		return
	}
	x, y, s := FittedView(g.w, g.h, t.Width, t.Height)
	g.cam = camera{origin: pt{x, y}, scale: s}
}

// Draw implements ebiten.Game.
func (g *Game) Draw(screen *ebiten.Image) {
	if !g.redraw {
		return
	}
	g.redraw = false
	began := time.Now()
	defer func() {
		if g.fps.on && g.fps.tick(time.Now(), g.lastUpd, time.Since(began)) {
			g.trace.fps(g.fps.fps, g.fps.updMs, g.fps.drawMs)
		}
	}()
	// The static layer, drawn first, fills the whole window (drawStatic).
	// Asked once a frame: even cached, checking the cache hashes the state.
	offers := g.ctrl.Offers()
	g.drawTable(screen)
	previewed := g.drawOverlays(screen, offers)
	if g.ctrl.Stream() {
		g.drawStream(screen, g.ctrl.Match().State(), offers)
		g.drawDialogs(screen)
	} else {
		g.drawHUD(screen, offers)
	}
	// The overlay went by the buttons drawn before this frame's: if the
	// pointer is now on another offer's button, show its preview next.
	if o, _ := g.hoveredOffer(offers); o.Label != previewed {
		g.redraw = true
	}
	if !g.ctrl.Modal() {
		g.drawTags(screen)
	}
	g.drawFrames(screen)
	g.tags = g.tags[:0]
	g.trace.drawn(g.w, g.h)
	g.trace.stream(g.ctrl.Stream())
	if g.shot != "" {
		path := g.shot
		g.shot = ""
		err := writePNG(screen, path)
		g.trace.shot(path, err)
		switch {
		case g.opts.Screenshot != "" && path == g.opts.Screenshot:
			g.err, g.done = err, true
		case g.planShot(path, err):
		default:
			g.ctrl.ShotWritten(path, err)
		}
	}
}

// FittedView is where a table of w×h cm appears in a window of winW×winH
// pixels when the view is fitted (at start and with F): the screen position
// of the table's (0, 0) corner and the pixels per cm. Tests that drive the
// real window with injected input use it to find the bases.
func FittedView(winW, winH int, w, h float64) (x, y, scale float64) {
	var c camera
	c.fit(w, h, 0, barHeight, float64(winW)-panelWidth, float64(winH)-barHeight-msgHeight)
	return c.origin.X, c.origin.Y, c.scale
}
