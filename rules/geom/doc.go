// Package geom is the plane geometry of the table: vectors, poses, oriented
// rectangles (bases), discs (commander markers), segments, polygons, rigid
// motions and the exact predicates built on them (SAT overlap, distances,
// swept hulls).
//
// Conventions (shared/DESIGN.md, "The physics model"):
//   - lengths are centimetres (float64); the table origin is its top-left
//     corner as drawn, X grows to the right and Y grows downwards;
//   - angles are radians; a facing θ points along (cos θ, sin θ), so with Y
//     down a positive turn is clockwise on screen;
//   - a base is an oriented rectangle with centre c, forward vector f, right
//     vector r = f turned +90°, frontage (width) w and depth d. Its corners are
//     FL = c + d/2·f − w/2·r, FR = c + d/2·f + w/2·r, RR = c − d/2·f + w/2·r and
//     RL = c − d/2·f − w/2·r (shared/rules/wme.md, conventions).
//
// Every tolerance has a name (see Eps). geom never imports anything outside
// the standard library and never draws.
package geom
