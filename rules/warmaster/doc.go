// Package warmaster is the Warmaster Evolution ruleset ("wme"), built from
// the French rules text (shared/seeds/000_3ce510b07aa22036.txt, cited as
// [Lnnn]) through its English implementation spec (shared/rules/wme.md,
// cited as §n).
//
// # What is implemented
//
// The Command phase, for each player in turn (§5):
//   - the Orders sub-phase (§6.3-6.5): a commander orders a unit or a
//     brigade of up to four touching units; the command test (2D6 at most
//     the command value plus modifiers) with every modifier of §6.4: distance bands, successive
//     orders, threatening enemy within 20 cm (with line of sight from any
//     edge), enemy on an uncovered flank or rear, difficult terrain, lost
//     bases, Slow, Unreliable and earlier blunders; command ranges by
//     commander; up to three orders per unit, one commander per unit per
//     turn; commanders act one after another; a failed order stops the
//     unit and the commander, and a failed General ends the sub-phase;
//     successive orders to a brigade or a part of it, depth first (L577-585);
//   - blunders on a natural 12 by a Hero or Wizard (§6.6), with the
//     Wizard's +1: result 1 (no move, permanent −1) and 4-5 (half pace, no
//     charge) are applied in full; 2-3 and 6 are rolled and announced;
//   - moves by order (§7.1-7.3): full pace by troop type, half pace for an
//     irregular formation (line and column are classified from the bases,
//     G16), the part that moves farthest measured with turns included, one
//     base at a time or the whole unit together, clear paths, a unit's bases
//     passing through its own bases that have not yet moved, gaps (at least
//     the short side between friends or terrain, more than the long side
//     with enemies), terrain by troop type (§4.1), no contact with the enemy
//     (that is a charge, L744), and the unit back in formation (and a
//     brigade still one group) before the next order or the end of the
//     sub-phase;
//   - the Commanders sub-phase (§6.7): commanders move up to 60 cm (100
//     flying), through anything;
//   - confused units recover at the end of their Command phase (L1835).
//
// Not yet: initiative (charges and evades), charges, shooting, combat,
// confusion causes, units leaving the table, end of battle and victory
// points, the compulsory moves of blunders 2-3 and 6, hill crest lines
// for sight, commanders joining units. They come next (issue 3).
//
// # Readings chosen where the text is ambiguous (wme.md §14)
//
//   - A3 (cost of moves with turns): the distance travelled by the point of
//     the base that travels farthest along the actual path, turns counted as
//     arcs — the literal reading of L684.
//   - A4 (distance bands): −1 per full 20 cm beyond the first band,
//     ceil(d/20) − 1, so 20.0 cm is free and 20.01 cm costs −1.
//   - A5 (commander distances): from the commander's round base to the
//     nearest point of the unit.
//   - A7 (turns): a turn is one player's turn; the turn number goes up when
//     the first player starts again.
//   - A12 (passing through one's own unit): a base may pass over bases of
//     its own unit that have not yet moved in this move.
//   - A20 (low obstacles): they stop chariots and artillery (artillery
//     enters only open ground, hills and roads, L2290).
//   - A21 (rivers): impassable; a ford or bridge is a gap in the river line
//     marked by a ford or bridge feature.
//   - A27 (exposed flank): an enemy is on a flank or rear when part of one of
//     its bases within 20 cm lies in the flank or rear zone (45° corner
//     rays, A1 reading (a)) of one of the unit's bases whose edge no friendly
//     base touches.
//   - A28 (brigade contact): a brigade or sub-brigade must be one connected
//     group when its order is given.
//   - Successive orders to a brigade: the modifier counts the most orders any
//     of its units has received this turn.
package warmaster
