// Package script plays a battle headless from a text file of actions and
// prints the resulting state as JSON: how rules are tested end to end, how
// bugs are reported and how a streamer prepares a demo. The action format
// is documented in docs/script-format.md; Parse reads it and Run plays it
// through game.Match, the same entry point the window uses.
package script
