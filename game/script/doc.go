// Package script plays a battle headless from a text file of actions and
// prints the resulting state as JSON: how rules are tested end to end, how
// bugs are reported and how a streamer prepares a demo. The action format
// is documented in docs/script-format.md; Parse reads it, and Run (the
// first failure stops it) or Play (with keepGoing, every failed
// expectation is recorded) play it through game.Match, the same entry
// point the window uses. NewResultReport is the JSON: the state, the
// battle's counters, every unit's statuses, the log with the script line
// of each event, and the failures.
package script
