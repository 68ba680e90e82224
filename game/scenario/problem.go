package scenario

import "plateau/rules/tomlpos"

// The TOML library reports positions only for syntax errors, so the key
// positions that make Problems point at a line come from a second, light
// pass over the source (tomlpos.Scan), shared with the other decoders of
// TOML. It runs before the library, so that nesting too deep for it
// (MaxDepth) is refused first. Scenarios leave Options.HeaderParts off: a
// Problem about a table that a header only implies points at its nearest
// ancestor that has a position of its own.

// MaxDepth bounds how deeply a scenario may nest: each table header part,
// dotted key part, array of tables element, inline table and array counts
// one level. The format itself needs 7 (army[1].unit[2].bases[3].x). The
// TOML library spells out every key's full path, so its cost grows with
// the square of the depth: 8,000 levels of inline tables took it 11 s and
// 7 GB, and even within the file size bound a megabyte of 63-level lines
// costs it twice what 15-level ones do. Deeper input is refused before the
// library sees it, naming the line where it went too deep.
const MaxDepth = 16

// Problem is one thing wrong with a scenario file: where it is, which key,
// and what was expected. File is the scenario's name, e.g.
// "scenarios/x.toml"; Key is the dotted path of the offending key, arrays
// of tables and array elements indexed from 1 in file order:
// "army[1].unit[2].base" is the base key of the second unit of the first
// army.
type Problem = tomlpos.Problem

// Errors is every Problem found in a scenario, in file order. Parse and
// CheckFile return it (never empty) as their error; errors.As finds it as
// Errors or *Errors, and each Problem through Unwrap.
type Errors = tomlpos.Errors
