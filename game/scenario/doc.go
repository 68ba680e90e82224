// Package scenario decodes scenario files: strict TOML that gives a battle's
// title and description, its ruleset and ruleset settings, the table and its
// terrain, the armies (sides) with their deployment zones, and every unit
// with its bases. The result is a Scenario whose State is the battle's
// initial rules.State.
//
// The format is documented key by key in docs/scenario-format.md.
//
// Decoding is strict (DESIGN.md, house rule 8): an unknown key, a value of
// the wrong type, a missing required key, a duplicate id, a malformed
// colour, a polygon with fewer than three points, a unit without bases, a
// base off the table or two bases overlapping are each a Problem naming the
// file, line, column and dotted key path ("army[1].unit[2].base") and what
// was expected. Parse reports every problem it finds, not just the first,
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
