// Package block is the shared model's blocks of figures (DESIGN.md, "What
// the shared model serves: Blocks of figures"): a unit standing as one
// oriented block of Files × Ranks figure slots, a figure base size and the
// slots still occupied. Every figure's rectangle is derived from the
// block's pose, so moving a block costs what moving one base costs, while
// contact counting, casualties and area effects see the figures.
//
// It was written for Batailles en pagaille, where a figure is a man (bep
// §12.1: casualties one figure at a time, melee dice per figure in contact
// even by a corner, polearms striking from the figure behind, the
// ballista's line, the grenade's 3-pace radius), and serves any ruleset
// that wants to show or count ranks (a WME or BnB unit drawn as figures).
// It is pure Go: no files, no clock, no randomness, no drawing.
//
// # Map
//
//   - layout.go: Layout, the formation without a place: files, ranks and
//     the occupied slots (a bitset, inline up to 64 slots); NewLayout (the
//     canonical fill), Full, CentreOut, the queries by slot, rank and file
//     (Occupied, RankCount, LastRank, Behind, Ahead, All, AppendRank), and
//     the text forms ("4x4", "4x4:13", "oooo/o.oo": String, ParseLayout).
//   - casualty.go: removing casualties (CasualtyOrder, NextCasualty,
//     RemoveCasualties with the default or a caller's order), closing up
//     (CloseUp), reforming (Reform), Trim and Resize, and the Moves that
//     let a ruleset follow the figures it tells apart.
//   - status.go: a Layout in a unit's statuses (PutStatus, StatusLayout,
//     StatusKeys for a ruleset's position keys).
//   - block.go: Block, a Layout placed on the table: New, FromBase, At,
//     AtFront, WithLayout; Outline, Figure, Centre, Figures, AppendFigures;
//     FrontRank and AppendBehind (bep G5, G6); the zones (Zone, ZoneIn,
//     MainZone, delegated to rules/table).
//   - contact.go: which figures touch (bep G4): AppendContacts (the pairs),
//     ContactCounts (per figure, how many enemy figures it touches),
//     Engaged, AppendEngaged, InContact between blocks; AppendTouching and
//     Touches against any rectangle (a skirmisher, an officer's base).
//   - area.go: the figures an effect reaches: AppendWithin and CountWithin
//     (a radius about a point, bep G13), AppendOnLine and AppendOnRay (a
//     segment or a line of some width, in order along it, bep G12),
//     Nearest (to a point) and NearestTo (to a rectangle, bep G2-G3).
//
// # Conventions
//
// A block's pose is its outline's centre and facing, exactly as a
// geom.Rect's, because a unit's table.Base is the block's outline: the
// outline is Files × Size.Width wide (its frontage) and Ranks × Size.Depth
// deep, figures touching edge to edge (bep §12.1: "figures touch edge to
// edge in a grid"). FrontCentre and AtFront place a block by its front
// edge instead, and WithLayout keeps the front edge's middle still when the
// shape changes, as a reform leaves the front rank where it stands.
//
// Slots are numbered rank by rank from the front and, within a rank, file
// by file from the block's left (−RightDir): slot = rank·Files + file, rank
// 0 the front rank. An empty slot keeps its place: a block with casualties
// taken in the middle has holes until it closes up. A partial rank is
// filled from its centre outwards (CentreOut) and emptied from its ends.
//
// Two figures touch when the distance between their bases is at most
// ContactTolerance (table.ContactTolerance, 0.5 mm), overlapping included:
// edge to edge, partly, corner to edge and corner to corner alike. The test
// is exact (the separating axes, then the corners: two figures diagonally
// a hair apart along both axes do not touch when their corners are more
// than the tolerance apart), symmetric bit for bit (AppendContacts(a, b)
// holds AppendContacts(b, a)'s pairs reversed), and agrees with
// table.Closest figure by figure. Area queries reach a figure whose base is
// within the radius or half width plus ReachSlack (geom.Eps).
//
// Cost: the queries find the slots near a point, a line or another block
// from the grid (a few divisions), not by scanning the block, and allocate
// nothing beyond the caller's dst; a block is a small value (144 bytes,
// its occupancy inline up to 64 slots), so moving one (At) is one Sincos. The
// benchmarks (bench_test.go) measure contact counting, radius and line
// queries and deriving every figure at 16, 100, 400 and 1600 figures.
//
// # Readings of the rules (shared/rules/batailles-en-pagaille.md)
//
//   - Casualties (§8 step 3, seed 004 L142-143; §12.1 PROPOSED): removed
//     one at a time; by default from the rearmost rank, its ends first, so
//     the front rank stays full while a figure stands behind it and a
//     partial rank stays centred (CasualtyOrder). Command figures last, or
//     the owner's choice, is the caller's order (RemoveCasualties).
//   - Melee dice (§9.1 step 1, L173-178, L1017-1021): a figure touching an
//     enemy figure even by a corner fights: Engaged counts them, and
//     ContactCounts says how many enemy figures each touches (a figure
//     facing a rank squarely touches the figure opposite and, corner to
//     corner, its two neighbours).
//   - Polearms (§3.11, L1123-1128; G6): the figure directly behind an
//     engaged figure, same file, next rank: AppendBehind(AppendEngaged).
//   - Ballista (§11.2, L1221-1225; G12): the figures of the target unit on
//     the bolt's line from the point of impact to its exit: AppendOnRay
//     from the impact point (the centre of the figure Nearest the machine,
//     G12's PROPOSED point), in order along the bolt, width 0 by default.
//   - Grenade (§3.11, L1144-1151; G13): every figure whose base is within 3
//     pas of the burst, friends included (one query per block near it).
//   - Charges (§7.4, L1008-1010, L166-169; G5, G7): InContact for "at least
//     one figure of each side in contact", FrontRank and Engaged to count
//     the front figures a placement brings into contact.
//   - Skirmishers (§7.3, §12.1): free figures, each its own base: a 1×1
//     Block (every query works for it) or a plain geom.Rect against a
//     block (AppendTouching, Touches).
//
// # How a ruleset uses it (for DESIGN.md)
//
// The unit's table.Base is the block's outline: the table, the spatial
// index, sweeps, overlaps and sight see one rectangle, as for any base.
// The ruleset keeps the formation in its state and derives the figures
// from the base's pose when it needs them:
//
//	l, err := block.StatusLayout(u.Status, "") // files, ranks, figures (+ masks)
//	b, err := block.FromBase(base.Shape, l)     // figures of Shape.Width/files × Shape.Depth/ranks
//	dice := block.Engaged(b, enemy)             // or ContactCounts, AppendWithin, ...
//
// Changing the figures happens on the Layout, in the new State only
// (Apply never mutates its input):
//
//	l, removed := l.RemoveCasualties(unsaved, nil) // the default order
//	nu, _ := next.Unit(id)                          // next: the cloned State
//	l.PutStatus(nu.Status, "")                      // files, ranks, figures
//
// A reform or a trim changes the outline; the ruleset writes the new one
// back to the base (and checks it overlaps nothing, as for any move):
//
//	l2, moves, err := l.Reform(8, 0)
//	nb, _ := b.WithLayout(l2) // front edge kept
//	base.Shape = nb.Outline()
//
// Statuses (status.go) are whole numbers a scenario's [position] may give
// and StatusKeys declares with their ranges: prefix+"files", "ranks",
// "figures", and prefix+"mask0"... only when the figures are not where the
// default order leaves them (a ruleset that always takes casualties in the
// default order never writes a mask). The prefix lets a unit of several
// blocks keep each under its own. The figure base size comes from the
// ruleset's settings or the unit's Profile (e.g. "figureWidth",
// "figureDepth" in cm), or from the base itself (FromBase). The text form
// ("4x4:13", "oooo/o.oo") suits a scenario's setting or a test; the
// figures a ruleset tells apart (officer, musician, banner) are slots in
// its own statuses, followed through the Moves of CloseUp and Reform.
package block
