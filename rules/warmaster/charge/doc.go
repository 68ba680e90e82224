// Package charge places a charging Warmaster Evolution unit against its
// target: the pure geometry of shared/rules/wme.md §7.5 (items 2-10) and the
// "Charge placement algorithm" recommended after the geometry table of §12,
// from the French rules text shared/seeds/000_3ce510b07aa22036.txt
// [L742-904].
//
// Solve takes the table, the charging unit's bases, the target unit's bases
// and the chargers' allowance, and returns every legal end placement, best
// first, or a *Refusal naming the rule that forbids the charge. It rolls no
// dice: the only random step of a charge, the exact half-and-half zone split
// [L774], is returned as a *ZoneTie for the caller to roll and solve again
// with Input.Zone set.
//
// The steps, each citing the rules:
//
//   - sight (§7.5 item 2, [L758]): some charging base must see some target
//     base (Input.Sees; by default a clear line from its front edge, at most
//     MaxSight cm);
//   - zone (item 3, [L762-774], §12 G6-G7): the zone of the target's nearest
//     visible base holding the most area of the charging unit (table.MainZone
//     with Input.Mode); an exact tie is a *ZoneTie;
//   - first base (item 4, [L778-784], [L818-824], G11-G12): the visible
//     target bases nearest first; along the zone's edge of each, the set of
//     offsets where a charger's front edge lies flush (anti-parallel,
//     touching) with at least MinContact cm of contact and overlapping
//     nothing is a union of intervals (one exact interval per convex
//     obstacle, from table.Translate); the offset nearest the centre that a
//     charger can reach and form its line from wins ([L820-822]: "au
//     mieux au plus proche du centre"): the intervals' nearest points are
//     exact, and when a charger's reach, path or line rules them out the
//     grid of offsetStep beyond them is bisected back to offsetTolerance
//     (0.005 cm) from where the charge becomes possible;
//   - inaccessible edges (item 5, [L836-849], E27): a base whose edge offers
//     no such offset, or none any charger can reach, passes the first base
//     to the next nearest visible target base in the same zone; when none is
//     left the charge is refused;
//   - battle line (item 7, [L788-800]): the other bases go one at a time into
//     slots left or right of the bases already placed, front edges
//     collinear; every order and side is tried and the lines with the most
//     frontal contact with the target, then with other enemy units, are
//     kept;
//   - stepped (item 8, [L826-832]) and irregular targets (item 9,
//     [L863-871]): a base with no line slot goes behind or beside a placed
//     base, stepped back (or forward, to reach the enemy), touching it; if
//     some base cannot be placed at all the unit cannot charge; beside a
//     base, the least step back it can reach, as good by contact ([L830]:
//     "contacter au mieux un élément adjacent"), bisected like the first
//     base's offset;
//   - pinned targets (item 6, [L853-861]): when every target base's zone edge
//     is covered by engaged enemy (to the target) bases, the first charger
//     may take the target's visible corner, pressed against the friend
//     already fighting it;
//   - walled targets (item 11, [L896-898]): with Input.FrontOnly the
//     charge comes to the target's front whatever the charger's zone, and
//     never as on a pinned target;
//   - enveloping charges (item 10, [L876-888]): from a flank zone, chargers
//     that touch no enemy in the battle line may instead swing round to touch
//     the charged unit with a front edge or front corner; offered as extra
//     placements marked Enveloping.
//
// Every returned placement has been checked: each base's end pose overlaps
// no other base, no blocking terrain and no other charger (deeper than
// table.OverlapSlack) and lies on the table; its path (the single rigid
// motion between the poses, a turn in place then a straight move, a
// straight move then a turn, or a turn then a dog-leg of two straight moves)
// is clear of other units' bases, of blocking terrain and of the charging
// bases moved before it (Placement.Order; A12: bases that have not moved yet
// may be passed through), passes no gap narrower than §7.3 allows, and costs
// at most the allowance by geom.Path.MaxCornerTravel (G13, A3); and the unit
// ends in formation (every base touching another, edge or corner, [L831]).
// Flying chargers (Input.Fly, wme.md §11.2 [L2151]) pass over everything:
// only their end poses are checked.
//
// Readings where the text is silent: the space straight in front of the
// enemy edge a base charges into is not a gap it passes through (see
// gapsOK); when several target bases are equally near the first in the
// target's order is taken unless Input.Nearest picks another ([L768]); a
// first base that cannot be reached, not only one with less than 1 cm of
// contact, passes the contact to the next nearest base ([L836-847]); a
// concave terrain feature forbids the whole span of offsets its pieces
// cover along an edge.
//
// What the ruleset decides and passes in: the allowance (full or half pace,
// A2), which terrain blocks chargers, sight, which units are engaged, and
// the zone geometry (A1). Fortified targets (item 11), support charges (item
// 12) and counter-charge fire (item 13) are the ruleset's too.
package charge
