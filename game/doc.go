// Package game is the match around the rules: the current state, the one
// entry point that applies actions (Match.Do), the event log, undo and redo,
// the seeded dice, and saving and loading.
//
// A save is the scenario's text, the seed and the action log with the dice
// rolled and the state hash after every entry; loading replays the log and
// names the first entry whose rolls or hash differ (DESIGN.md, "State,
// actions, undo, replay"). Writes are atomic, and an autosave follows every
// change, so a crash loses nothing.
//
// Undo is unlimited within the current phase and never crosses a dice roll:
// an entry that rolled, or that changed the turn, the side to play or the
// phase, is a floor undo cannot go below.
package game
