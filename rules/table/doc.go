// Package table is Plateau's physics model: the table, its terrain
// features and the bases standing on it, and the queries every ruleset puts
// to them (overlap, distances, swept moves, gaps, contacts and snapping,
// zones and arcs, line of sight, terrain crossed).
//
// It knows nothing of any ruleset: what a terrain kind means (impassable,
// blocks sight, ...) and which bases may pass through which are given to the
// queries by the caller as predicates. Lengths are centimetres.
package table
