// Package scenariogen makes large battles out of the sample scenarios, for
// the benchmarks of issue 10 ("Scale"): every per-click and per-frame path
// is measured at 100, 400 and 1600 bases (DESIGN.md, house rule 11), and
// those battles are generated in code, not written by hand.
//
// Far takes a scenario (an embedded sample: default, wme, bnb) and adds
// units until the battle holds exactly n bases. The new units are copies
// of the sample's own units (their troop types, profiles, base sizes and
// the shape of their formation), each army's in turn, placed where they
// cannot change the answer of any click on the sample's bases: on an
// enlarged table, Gap cm beyond the sample table's right edge, in each
// army's own band of the table (its deployment zone when it has one), in
// columns Spacing cm apart, never touching anything. The result is a
// scenario decoded from TOML text (the sample's own text, its table
// widened, the units added after each army's own), so that it passes the
// same strict decoding a file does and a save can carry it.
//
// Spread is the other variant: it moves the generated units of a state
// (a battle in progress, typically at the state a benchmark measures) to
// random free places among the sample's bases, over as much of the table
// as a battle of that many bases covers at a club game's density
// (CrowdDensity, CrowdWidth), Clearance cm clear of every base and terrain
// feature, so that what the rules ask of "the bases near this one" meets
// the crowd of a big battle.
//
// Graft puts the far units of a grown battle on a state of the sample
// battle: since they never act, that is the state playing the same
// actions on the grown battle comes to, without the cost of playing them
// among 1600 bases.
//
// Generated units are named by their ids: Prefix, the army's id, a
// number (IsGenerated, Generated).
package scenariogen
