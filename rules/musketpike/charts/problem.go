package charts

import "plateau/rules/tomlpos"

// The TOML library reports positions only for syntax errors, so the key
// positions that make Problems point at a line come from a second, light
// pass over the source (tomlpos.Scan, shared with game/scenario). It runs
// before the library, so that nesting too deep for it (MaxDepth) is
// refused first. Chart files turn Options.HeaderParts on: the tables a
// header implies ("terrain" and "terrain.hex" in [terrain.hex.clear]) start
// where they are first named, so that a Problem about a whole chart points
// there.

// MaxDepth bounds how deeply a chart file may nest: each table header part,
// dotted key part, array of tables element, inline table and array counts
// one level. The format itself needs 5 (terrain.hexside.hedge.mp.cavalry).
// The TOML library's cost grows with the square of the depth, so deeper
// input is refused before the library sees it, naming the line where it
// went too deep.
const MaxDepth = 8

// MaxProblems bounds the Problems reported for one file: a file of a
// megabyte of bad keys is refused quickly, its first problems named, then
// "and N more problems not listed".
const MaxProblems = 100

// Problem is one thing wrong with a chart file: where it is, which key,
// and what was expected. File is the file's name, e.g. "charts/mine.toml";
// Key is the dotted path of the offending key, arrays of tables and array
// elements indexed from 1 in file order; a row of a chart is its range
// key: "musket.front.0-2".
type Problem = tomlpos.Problem

// Errors is every Problem found in a chart file, in file order. Parse and
// Load return it (never empty) as their error; errors.As finds it as
// Errors or *Errors, and each Problem through Unwrap.
type Errors = tomlpos.Errors
