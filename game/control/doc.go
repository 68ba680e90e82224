// Package control turns plain pointer and key input into what a player
// means on the table: selecting bases (by click, Shift+click or a box),
// dragging them along measured paths, rotating them, snapping them into
// contact, measuring, and the commands (undo, redo, save, load, end of
// phase, the ruleset's offers chosen by number or button, and its zones
// shown or hidden). It never draws and never imports Ebiten (DESIGN.md,
// house rule 1): render/ polls the devices, converts them to an Input each
// frame, hands it to Controller.Update and draws what the Controller
// exposes (the selection, the selection box, the drag Preview, the Ruler,
// the zones, the message, the handover banner).
//
// Files (files.go): Ctrl+S writes a new save named after the scenario and
// the time in the saves folder (or back to the -load file), Ctrl+O lists the
// recent saves of the scenario, Ctrl+O and Ctrl+N ask before replacing a
// battle that has actions, F12 names a new screenshot each time; a failing
// autosave or Ctrl+S is an Alert that stays until saving works again, and a
// failing autosave is retried every AutosaveRetryEvery (house rule 10).
// The folders come in through Config, so tests never touch the player's.
//
// Offers (offer.go): the panel shows those from OfferFirst on, as many as
// fit, and reports how many it drew (ShowedOffers); PgUp/PgDn and the wheel
// (ScrollOffers) bring the others on screen, and the number keys follow
// what is shown (1 is the first offer on screen), so that a key never runs
// an offer the player cannot see.
//
// Every change to the battle goes through Match.Do (house rule 2). While a
// base is dragged, the candidate action is checked against the ruleset on
// every change of the path, so the preview shows at once whether releasing
// would be accepted, and why not.
//
// Tests drive the Controller with scripted Input sequences against a real
// game.Match; no display is needed.
package control
