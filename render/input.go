package render

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"plateau/game/control"
)

// keyMap is the device keys control understands.
var keyMap = map[ebiten.Key]control.Key{
	ebiten.KeyQ: control.KeyQ, ebiten.KeyE: control.KeyE, ebiten.KeyU: control.KeyU,
	ebiten.KeyM: control.KeyM, ebiten.KeyG: control.KeyG, ebiten.KeyF: control.KeyF,
	ebiten.KeyZ: control.KeyZ, ebiten.KeyY: control.KeyY, ebiten.KeyS: control.KeyS,
	ebiten.KeyO: control.KeyO, ebiten.KeyN: control.KeyN, ebiten.KeyP: control.KeyP, ebiten.KeyR: control.KeyR,
	ebiten.KeyArrowLeft: control.KeyLeft, ebiten.KeyArrowRight: control.KeyRight, ebiten.KeyHome: control.KeyHome,
	ebiten.KeyEnd: control.KeyEnd, ebiten.KeyEqual: control.KeyPlus, ebiten.KeyNumpadAdd: control.KeyPlus,
	ebiten.KeyMinus: control.KeyMinus, ebiten.KeyNumpadSubtract: control.KeyMinus, ebiten.KeyB: control.KeyB, ebiten.KeyH: control.KeyH,
	ebiten.KeyF1: control.KeyF1, ebiten.KeyF2: control.KeyF2, ebiten.KeyF12: control.KeyF12, ebiten.KeyEscape: control.KeyEscape,
	ebiten.KeyV: control.KeyV, ebiten.KeyF11: control.KeyF11, ebiten.KeyI: control.KeyI, ebiten.KeyF5: control.KeyF5, ebiten.KeyC: control.KeyC, ebiten.KeyL: control.KeyL, ebiten.KeyT: control.KeyT, ebiten.KeyA: control.KeyA,
	ebiten.KeyPageUp: control.KeyPageUp, ebiten.KeyPageDown: control.KeyPageDown,
	ebiten.KeyEnter: control.KeyEnter, ebiten.KeyNumpadEnter: control.KeyEnter, ebiten.KeySpace: control.KeySpace,
	ebiten.KeyDigit1: control.Key1, ebiten.KeyDigit2: control.Key2, ebiten.KeyDigit3: control.Key3,
	ebiten.KeyDigit4: control.Key4, ebiten.KeyDigit5: control.Key5, ebiten.KeyDigit6: control.Key6,
	ebiten.KeyDigit7: control.Key7, ebiten.KeyDigit8: control.Key8, ebiten.KeyDigit9: control.Key9,
	ebiten.KeyNumpad1: control.Key1, ebiten.KeyNumpad2: control.Key2, ebiten.KeyNumpad3: control.Key3,
	ebiten.KeyNumpad4: control.Key4, ebiten.KeyNumpad5: control.Key5, ebiten.KeyNumpad6: control.Key6,
	ebiten.KeyNumpad7: control.Key7, ebiten.KeyNumpad8: control.Key8, ebiten.KeyNumpad9: control.Key9,
}

// Key repeat for the turning keys, in ticks (60 a second): a tap turns 5°,
// holding turns on after a quarter second at 20 steps a second.
const (
	repeatDelay = 15
	repeatEvery = 3
)

// hudState is the HUD's share of the pointer, and what the side panel
// keeps between frames.
type hudState struct {
	owns    bool // the left press in progress began on the HUD
	overEnd bool // the pointer is over the End-turn button
	// endBox is the End-turn button as last drawn, endEnabled whether it
	// could be pressed.
	endBox     box
	endEnabled bool
	// pressing is set while a left press that began on offer button
	// pressOffer is held: releasing on the same button chooses it.
	pressing   bool
	pressOffer int
	offers     []offerBox // the offer buttons as last drawn
	// offerArea is where the offers were drawn, with their scroll hints:
	// the wheel there scrolls them, one offer a notch (offerWheel keeps
	// the fraction of a notch a touchpad sends).
	offerArea  box
	offerWheel float64

	logCache  []logEntry
	logInit   bool
	logSeen   int     // how many events the log showed last
	freshFrom int     // the first event of the last action
	logScroll float64 // pixels scrolled back from the newest event

	bar barLayout // the phase bar as last laid out

	files fileHUD // the alert banners, the list of saves, the question
}

// poll reads the devices into a control.Input. A left press that begins on
// the HUD is kept from the table for its whole duration (input layers); the
// returned func, if any, is the HUD action its release triggers, run after
// the controller's update.
func (g *Game) poll() (control.Input, func()) {
	x, y := ebiten.CursorPosition()
	p := pt{float64(x), float64(y)}
	in := control.Input{
		Time:   time.Since(g.start),
		Screen: control.Point{X: p.X, Y: p.Y},
		Scale:  g.cam.scale,
		Table:  g.cam.toTable(p),
	}
	if ebiten.IsKeyPressed(ebiten.KeyShift) {
		in.Mods |= control.Shift
	}
	if ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta) {
		in.Mods |= control.Ctrl
	}
	if ebiten.IsKeyPressed(ebiten.KeyAlt) {
		in.Mods |= control.Alt
	}
	over := g.overHUD(p)
	in.OverHUD = over
	g.hud.overEnd = !g.ctrl.Handover() && !g.ctrl.Modal() && g.hud.endBox.contains(p)

	var click func()
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) && over {
		g.hud.owns = true
		// The buttons hit are those drawn last, which is what the player
		// sees: the window redraws whenever the state changes.
		g.hud.pressOffer = g.offerAt(p)
		g.hud.pressing = g.hud.pressOffer >= 0 && !g.ctrl.Modal()
		g.redraw = true // the button shows it is held
	}
	left := ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	if g.hud.owns {
		left = false
		if !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
			g.hud.owns = false
			pressed := g.hud.pressing
			g.hud.pressing = false
			switch {
			case g.ctrl.Help():
				click = func() { g.ctrl.SetHelp(false) }
			case g.ctrl.Modal():
				click = g.dialogClick(p)
			case g.hud.overEnd && g.hud.endEnabled:
				click = g.ctrl.EndPhase
			case g.replayShown():
				if k, ok := g.timelineAt(p); ok {
					click = func() { g.ctrl.SeekReplay(k) }
				}
			case pressed && g.offerAt(p) == g.hud.pressOffer:
				i := g.hud.pressOffer
				click = func() { g.ctrl.Choose(i) }
			}
		}
	}
	if left {
		in.Buttons |= control.Left
	}
	if ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) {
		in.Buttons |= control.Right
	}
	if ebiten.IsMouseButtonPressed(ebiten.MouseButtonMiddle) {
		in.Buttons |= control.Middle
	}
	switch _, wy := ebiten.Wheel(); {
	case !over || g.ctrl.Drag() != nil:
		in.Wheel = wy // zoom, or turn the dragged base
	case wy != 0 && g.hud.offerArea.contains(p) && !g.ctrl.Modal():
		// Away from the user shows the earlier offers.
		g.hud.offerWheel += wy
		for ; g.hud.offerWheel >= 1; g.hud.offerWheel-- {
			g.ctrl.ScrollOffers(-1)
		}
		for ; g.hud.offerWheel <= -1; g.hud.offerWheel++ {
			g.ctrl.ScrollOffers(1)
		}
		g.redraw = true
	case wy != 0 && g.sidePanel().contains(p) && !g.ctrl.Modal():
		// Away from the user shows older events; drawLog clamps.
		g.hud.logScroll += wy * logWheel * logLineH
		g.redraw = true
	}

	for _, k := range inpututil.AppendJustPressedKeys(nil) {
		if ck, ok := keyMap[k]; ok {
			in.Keys = append(in.Keys, ck)
		}
	}
	for _, k := range []ebiten.Key{ebiten.KeyQ, ebiten.KeyE} {
		if d := inpututil.KeyPressDuration(k); d > repeatDelay && (d-repeatDelay)%repeatEvery == 0 {
			in.Keys = append(in.Keys, keyMap[k])
		}
	}
	// "?" is wherever the keyboard layout puts it, so it is read as a
	// character.
	for _, r := range ebiten.AppendInputChars(nil) {
		if r == '?' {
			in.Keys = append(in.Keys, control.KeyQuestion)
		}
	}
	return in, click
}

// overHUD reports whether p is on a HUD element that takes clicks away from
// the table. The handover banner is not: a click anywhere continues.
func (g *Game) overHUD(p pt) bool {
	if g.ctrl.Modal() {
		return true // a question or the list of saves, even over the banner
	}
	if g.ctrl.Handover() {
		return false
	}
	if g.ctrl.Stream() {
		return g.hud.files.alerts.contains(p) // no panel, no bar: the bands take no clicks
	}
	if _, on := g.timelineAt(p); on || g.replayShown() && p.Y >= float64(g.h)-msgHeight-timelineHeight && p.X < float64(g.w)-panelWidth {
		return true // the replay's timeline
	}
	return g.hud.files.alerts.contains(p) || p.Y < barHeight || p.Y >= float64(g.h)-msgHeight || g.sidePanel().contains(p)
}

// box is a screen rectangle.
type box struct{ x, y, w, h float64 }

func (b box) contains(p pt) bool { return p.X >= b.x && p.X < b.x+b.w && p.Y >= b.y && p.Y < b.y+b.h }
