// Package dice rolls dice for the rules: seeded dice whose whole state can be
// saved (math/rand/v2's PCG), scripted dice for rule tests and scripted
// battles, and a recorder that logs every roll so that a battle can be
// replayed and checked. Rules never use a global random source (DESIGN.md,
// house rule 4).
package dice
