// Package tomlpos finds where the keys of a TOML document are, so that a
// strict decoder can name file:line:column for every problem, and holds
// the problem list that names them. The strict TOML decoders share it:
// game/scenario (scenarios) and rules/musketpike/charts (chart files).
// Like all of rules/ it is pure Go.
//
// # Why a second pass
//
// The TOML library (github.com/BurntSushi/toml v1.6) reports positions
// only for syntax errors: the map it decodes to says nothing of where a
// key was written. Scan is a light pass over the source that records where
// every key path starts (a key, a dotted key part, an array element, a
// table header, an element of an array of tables). It runs before the
// library, so that nesting too deep for the library is refused first (the
// caller's bound, Options.MaxDepth; see Scan), and it assumes well-formed
// TOML: on anything else it stays in bounds and terminates, it merely
// records fewer positions.
//
// # Key paths
//
// A key path is spelt by Key and Index: keys joined by ".", quoted when
// they are not bare TOML keys, and array elements indexed from 1 in file
// order: "army[1].unit[2].base" is the base key of the second unit of the
// first army. Positions.Find takes such a path and answers where it
// starts, or where its nearest recorded ancestor does.
//
// # Problems
//
// A Problem is one thing wrong with a file (file, line, column, key path,
// message); Errors is every Problem of a file, and the error a decoder
// returns. A List collects them while decoding, each positioned by
// Positions, and can keep only the first few of a file full of them.
//
// # Map of the package
//
//	pos.go      Scan, Options, Positions (Find, TooDeep, Depth), Position
//	path.go     Key, Index, BareKey: spelling key paths, and reading them back
//	problem.go  Problem, Errors, List
package tomlpos
