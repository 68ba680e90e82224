// Package scenarios holds the scenario files shipped with Plateau, embedded
// in the binary: default.toml is the battle played when no file is given.
// The format is described in docs/scenario-format.md; package
// plateau/game/scenario decodes these files.
package scenarios
