// Package rulestest is the conformance suite every ruleset must pass
// (DESIGN.md, "Tests"): random legal play from a seed, checking after every
// action that no two bases overlap, that no base has moved past its
// allowance or off the table, that Apply never changed its input, and that
// replaying the same actions gives the same states.
//
// A ruleset's test calls Play with its sample state and an action
// generator; the sandbox's generator (RandomMoves) proposes moves, turns
// and phase ends, and every ruleset can add its own kinds.
//
// A round base (a commander's marker) is judged by its disc, which has no
// facing (OnTable). A suite sizes its random play as a Budget (seeds and
// actions per seed) and scales it by the environment variable ScaleEnv,
// PLATEAU_CONFORMANCE, which it reads and passes to Scale: this package
// reads no environment (rules/ has no os).
package rulestest
