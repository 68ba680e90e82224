// Package scenario decodes scenario files: strict TOML that gives a battle's
// title and description, its ruleset and ruleset settings, the table and its
// terrain, the armies (sides) with their deployment zones, and every unit
// with its bases. The result is a Scenario whose State is the battle's
// initial rules.State.
//
// For the hex-and-counter games a [hexes] section (hexes.go) lays a hex
// map over the table (State.Table.Hexes, a hex.Spec: orientation, size,
// labels, terrain per hex, features and slopes per hexside, friendly map
// edges), and a unit may then stand on it as one counter, hex = "1203" or
// hex = ["1203", "1204"] with vertex = 0-5, its base's pose given by
// hex.Layout.Pose. Counters may share hexes: stacking is the ruleset's, so
// two of them are never checked for overlap. WritePosition writes the map
// back and every counter still exactly on its hexes as hex and vertex.
//
// The format is documented key by key in docs/scenario-format.md.
//
// Decoding is strict (DESIGN.md, house rule 8): an unknown key, a value of
// the wrong type, a missing required key, a duplicate id, a malformed
// colour, a polygon with fewer than three points, a unit without bases, a
// base off the table, two bases overlapping, a bad hex label, a hex off
// the map or a counter facing a vertex it cannot are each a Problem naming
// the file, line, column and dotted key path ("army[1].unit[2].base") and
// what was expected. Parse reports every problem it finds, not just the first,
// as Errors. The TOML library gives positions only for syntax errors, so
// key positions come from a light scan of the source (rules/tomlpos), which
// runs first and refuses nesting deeper than MaxDepth.
//
// Hostile input is bounded (docs/scenario-format.md, "Limits"): LoadFile
// reads regular files only (package userfile), of at most MaxFileSize
// bytes; outlines hold at most MaxPoints points and must not cross
// themselves; a scenario holds at most MaxBases bases.
//
// Built-in scenarios are embedded by package plateau/scenarios; Default is
// the one played with no arguments, and CheckFile backs the
// `plateau check FILE` sub-command.
package scenario
