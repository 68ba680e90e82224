// Package army builds armies in the program (issue 12 item 4): a ruleset's
// army lists with the profile of every line a player may field, an army
// chosen from one to a points budget with the list's limits checked as it
// grows, its units laid out in a scenario's deployment zone, and the
// scenario written back as TOML that `plateau check` accepts, so that a
// solo player can deploy his own army against the scenario's other one.
//
// # Map
//
//   - catalogue.go: Catalogue, the lists of a ruleset (WME's from
//     rules/warmaster.Lists, with the profile numbers of
//     shared/reference/warmaster-profiles.md), and Line, one list line:
//     its points, limits, profile and bases, or why it cannot be fielded
//     yet.
//   - army.go: Army, the units chosen from one list: Add, Remove, Points
//     and Problems (the list's check, rules/warmaster.CheckArmy).
//   - deploy.go: Deploy, the army's units laid out in rows inside a
//     deployment zone, clear of terrain and of each other, facing the
//     enemy.
//   - counter.go: CounterDeploy, the other army laid out by the AI in its
//     zone against the army built (the setup screen's first offer).
//   - write.go: Scenario, a scenario with one of its armies replaced by
//     the army built and deployed, as TOML.
//
// The rules stay the ruleset's: the list check is WME's own CheckArmy and
// the written scenario is judged by its Setup (army-lists, deployment) when
// it is opened, as any scenario is.
package army
