// Package render is Plateau's window: it polls Ebiten's devices, hands
// them to game/control as plain Input, and draws the table at true scale
// (terrain, bases, the drag preview and tape, the ruler) under a camera,
// with the HUD on top (phase bar, End-turn button, message line, event log,
// hotseat handover banner, help).
//
// It is the only package besides main that imports Ebiten (DESIGN.md,
// house rule 1). Everything it draws comes from the rules geometry and the
// controller's state, never the reverse.
//
// Terrain is drawn from one style table covering every kind of every
// ruleset (terrain.go). Unit tags and terrain names are laid out together
// so that they never overlap each other nor cover a base (labels.go); the
// layout is cached per cheap state-and-camera key.
//
// The ruleset's zones (rules.Overlayer: zones of control, shooting zones)
// are drawn under the bases in their army's colour when the player turns
// them on (zones.go); the controller caches them per state, and their
// triangles and outlines are prepared once per list, not every frame.
//
// Bulk shapes are triangles in a few DrawTriangles32 calls with a 1×1 white
// source image and per-vertex colours: under software GL that is several
// times faster than antialiased vector paths.
package render
