// Package hex is the hex overlay of Plateau's physics model
// (shared/DESIGN.md, "What the shared model serves: A hex overlay"): regular
// hexes laid over the centimetre table for the hex-and-counter games, Musket
// & Pike (shared/rules/musket-and-pike.md §12, seed 001) first and the Great
// Battles fantasy adaptation (gboh-fantasy.md) next. It is pure Go: no os, no
// time, no randomness, no drawing. It knows no ruleset: the values a rules
// text leaves to its charts (terrain costs, what blocks sight, unit classes)
// come in as data (flags on the map) or as functions passed to the queries.
//
// # Map of the package
//
//	coord.go    Hex (axial q, r; cube s = -q-r), Dir D0..D5 and Vertex V0..V5
//	            (counter-clockwise as drawn), Dist (P1), Ring, Range, Round
//	layout.go   Layout: orientation (Pointy, Flat), hex size in cm, origin;
//	            Centre (hex -> cm), At (cm -> hex), DirAngle, VertexAngle, Corners
//	label.go    Parity (odd-q, even-q, odd-r, even-r), offset coordinates,
//	            CCRR labels: Map.Label, Map.ParseLabel
//	mapdata.go  Map: Cols×Rows hexes, hex-indexed Terrain (kind, elevation,
//	            HexFlags), per-hexside Side (kind, SideFlags incl. Reciprocal,
//	            Slope and its High hex), ordered stacks (Place, Remove, Move,
//	            Stack, Top), friendly map edges per side (SetEdge, EdgeDist)
//	line.go     the nudged line walk: TraceLine / Trace (the hexes a
//	            centre-to-centre line crosses, split where it grazes a hexside
//	            or a vertex) and the alignment of the two nudged walks
//	sight.go    Sight; LOS, LOSFrom, Blind (P9-P11), LOF and LOFChoice (P12),
//	            Through and FiresOverFriendly (P13)
//	unit.go     Unit (1-hex, 2-hex in line or Column, AllRound), Set; Front,
//	            Flank, Rear, CentreFront, CentreRear, FireHexes, SalvoHexes;
//	            UnitDist, Adjacent, InFront/InFlank/InRear, InCentreFront,
//	            FrontArc, FrontOrFlankArc, InRange, SeesUnit (P2-P9)
//	react.go    the reaction predicates P14-P18 (InterceptPath)
//	path.go     LOCPath and InCommand (P19), RetreatPaths (P26), RoutPath
//	            (P27), EntryHexes (P32)
//	move.go     ForwardSteps and StepCost (P20), Reface (P21), Pivot and
//	            PivotCost (P22), Countermarch (P23), StepBacks (P24), SideSteps
//	            (P25), AdvanceOptions (P28), MomentumOK (P29), ChargeTargets
//	            (P30), BridgeEndLegal (P33), ReceiveChargeEndLegal (P34)
//	region.go   a small hex-indexed array for searches near one hex
//
// # Conventions
//
// The table frame is package geom's: X right, Y down, so "counter-clockwise"
// is counter-clockwise on screen. The axial vectors of D0..D5 are the same
// in both orientations, (1,0), (1,-1), (0,-1), (-1,0), (-1,1), (0,1); in a
// pointy-top layout D0 points east, in a flat-top one south-east. Vk lies
// between Dk and Dk+1 and D(k-1)+D(k+1) = D(k) (spec §12.1). Layout.Size is
// the distance between adjacent centres (the width across flats, the spec's
// hexWidthCm). Every angle and line predicate is computed in one canonical
// frame (pointy-top, unit size): a flat-top map is that frame turned by 30
// degrees, which changes no hex crossed and no angle, so both orientations
// give the same answers. Labels are CCRR: offset column + ColBase, offset row
// + RowBase (1 by default), two digits each ("1101" is column 11, row 1);
// the parity is of the 0-based offset coordinate, -q parities for flat-top
// maps and -r parities for pointy-top ones.
//
// Every per-hex datum lives in a slice indexed by Map.Index (row·Cols+col),
// hexsides in a slice over the grid padded by one hex (so the sides of the
// border hexes exist), and tracing uses pooled scratch: no query hashes or
// allocates in its loops. BenchmarkReactionStep (one step of a move with
// every reaction of the inactive side evaluated, 300 counters, 40×30 map)
// runs in tens of microseconds, well under the 1 ms.
//
// # Predicates (spec §12.3) and where they are tested
//
//	P1  Dist                        §12.1 [L772]                TestDist, FuzzDist
//	P2  UnitDist                    §12.3                       TestUnitRelations
//	P3  Adjacent                    §12.3                       TestUnitRelations
//	P4  InFront, InFlank, InRear    §12.2 [L447] [L999] [L1093] TestFacingSets, TestUnitRelations
//	P5  InCentreFront               §12.2 [L1003]               TestUnitRelations
//	P6  FrontArc                    A11 [L670] [L758] [L774]    TestArcs
//	P7  FrontOrFlankArc             A11 [L704] [L721]           TestArcs
//	P8  InRange                     [L772]                      TestUnitRelations
//	P9  LOS, LOSFrom, SeesUnit      §8.10 [L963-L985]           TestLOS, TestLOSSymmetric, FuzzLOSSymmetric
//	P10 Blind (and inside LOS)      §8.10 A12 [L975-L977]       TestBlindZone, TestBlindZoneAtVertex
//	P11 hexsides and crest in LOS   §11.7 [L979] [L1336]        TestLOSHexsides, TestCrestViewer
//	P12 LOF, LOFChoice              §8.9 A27 [L935-L939]        TestLOF
//	P13 FiresOverFriendly, Through  [L969]                      TestFiresOverFriendly
//	P14 ReactionFireZone, InFireZone, InArtilleryZone
//	                                §8.4 [L668-L682] [L758]     TestReactionFireZone
//	P15 RefaceTrigger               [L696]                      TestReactionTriggers
//	P16 HedgehogTrigger             [L704]                      TestReactionTriggers
//	P17 WithdrawTrigger             [L706]                      TestReactionTriggers
//	P18 InterceptPath               §8.4 [L720-L726] [L744]     TestInterceptPath
//	P19 LOCPath, InCommand          §6.3 A8 [L368]              TestLOCPath
//	P20 ForwardSteps, StepCost      §7.1 [L539-L543]            TestForwardSteps
//	P21 Reface                      §7.3 [L455-L456]            TestFacingMoves
//	P22 Pivot, PivotCost            §7.3 [L457] [L461]          TestFacingMoves
//	P23 Countermarch                §7.3 [L463]                 TestFacingMoves
//	P24 StepBacks                   [L808] [L812]               TestFacingMoves
//	P25 SideSteps                   [L949]                      TestFacingMoves
//	P26 RetreatPaths                §9.4 [L1117-L1127]          TestRetreatPaths
//	P27 RoutPath                    §10.3 A29 [L1283-L1293]     TestRoutPath
//	P28 AdvanceOptions              [L1133-L1137]               TestAdvanceOptions
//	P29 MomentumOK                  A14 [L1064] [L1337]         TestMomentum
//	P30 ChargeTargets, ChargeSucceeded
//	                                §6.4 [L409-L413] [L967]     TestChargeTargets
//	P31 not here: the §7.7 stacking table is about unit classes and wings, the
//	    ruleset's; this package gives it the ordered stacks it checks
//	P32 EntryHexes                  §6.7 [L585]                 TestEntryHexes
//	P33 BridgeEndLegal              §7.6 [L579-L581]            TestEndLegal
//	P34 ReceiveChargeEndLegal       §6.4 A25 [L421]             TestEndLegal
//
// Chart values are parameters, never guesses: whether a terrain or hexside
// blocks sight (the BlocksLOS / SideBlocksLOS flags, or Sight.Terrain),
// which units block (Sight.Units), the height rule (Sight.Higher, default
// "higher than both" [L969]), movement costs (Costs, Cost, Intercept.Step),
// clear terrain for Momentum (the ClearHex flag or a function), ranges and
// MAs. With no chart a hex costs 1 MP (A34) and a hexside 0.
//
// # Readings
//
// The spec's recommended readings are followed: A8 (LOC is a path length,
// each hop at the tracing unit's range), A10(b) (both halves of a 2-hex unit
// fire into C), A11 (arcs of 60 and 120 degrees from the facing vertex,
// boundaries included, within ArcTolerance), A12 (blind depth k-1 below the
// crest hex with k = hexDist(viewer, crest hex); none from the crest itself),
// A13 (blocking terrain is a whole-hex flag), A14 (Momentum: the last two
// steps), A19 (a Column's head crosses its front hexside, the tail follows),
// A25 (a half in or next to either starting hex), A27 (point-blank fire
// stops before a slope hexside), A29 (a 2-hex router translates), A34 (clear
// = 1 MP). Where the text or the spec leaves a choice, this package reads:
//
//   - Nudged lines (P9). The line is traced twice, moved ±Nudge sideways.
//     Hexes both lines cross are "common"; between two common hexes the lines
//     may split (a run along a hexside, or a pass through a vertex). An
//     obstacle on the common part blocks; in a split the line is blocked only
//     if each side has one [L983]. A line that only touches a hex at a vertex
//     (one side of the split is empty) is therefore never blocked by that hex:
//     touching a corner is grazing, not crossing. A hexside feature touched
//     only at its end vertex counts on one side only, the same way.
//   - Heights (P9). A hex higher than both ends is blocking terrain [L969]
//     ("est toujours du terrain bloquant"), so along a hexside it blocks only
//     with the hex on the other side, like any terrain. It is not subject to
//     the crest exception, which speaks of terrain chart features filling a
//     hex [L979].
//   - Direction (P9, [L985]). LOS is traced from the higher end. Between ends
//     at equal heights, when the answer could depend on the direction (a steep
//     hexside on the line, or a crest at either end) it is clear if it is clear
//     either way, so that "if A sees B, B sees A" holds. LOSFrom traces from a
//     named viewer for rules that need it (GBoH's height rule names the firer).
//   - Reciprocal hexsides (P11, [L1336]). "LOS reaches into the hex
//     immediately behind it, in both directions" is read as: a reciprocal
//     hexside that blocks sight never blocks when it is a hexside of the
//     viewer's or the target's hex, and always blocks otherwise. This is
//     symmetric. A blocking hexside that is not reciprocal blocks even between
//     neighbours.
//   - Top of a steep slope (P11, [L979], [L1336]). A viewer is on top when its
//     hex is the high side of one of its own steep hexsides. Such a viewer
//     ignores CrestClear hexsides (hedges, berms) and a BlocksLOS hex hides
//     only the hex just behind it on the line (hexes farther on are seen).
//   - Blind zones (P10). A walk crossing a steep hexside from its high hex U to
//     its low hex Lw makes every later hex X with hexDist(X, Lw) <= k-1 blind
//     (k = hexDist(viewer, U)); a blind target is not seen; units and terrain
//     in blind hexes are ignored [L977]. On a split line the target is blind
//     only if blind along both nudged lines (a ridge corner is blind; the end
//     vertex of a single steep hexside is not). Blind zones apply to the
//     viewer, i.e. the higher end.
//   - LOF (P12). The firer's side choice (+1 left, -1 right as drawn) also
//     decides vertex touches. A hex higher than both the guns and the target
//     counts as sight-blocking terrain and stops the ray after it. A hexside
//     flagged SideBlocksLOS stops the ray in the hex behind it, like a hedge
//     (StopsLOFAfter). The ray never leaves the map.
//   - Triggers. RefaceTrigger and HedgehogTrigger's "must" fire when the
//     enemy enters a hex of the set it did not hold before the step (moving
//     from one rear hex into the other counts). WithdrawTrigger measures the
//     distance where the enemy stands once the MP are spent ("dépense des
//     Points de Mouvement à deux hexagones ou moins", [L706]).
//   - Interception (P18). Only 1-hex interceptors (cavalry); every step must
//     bring the interceptor strictly closer to the mover; no hex of the path
//     may be blind from the interceptor's hex; facing costs, if any, are in
//     the caller's Step.
//   - Retreat (P26). Paths of exactly n hexes that never re-enter a hex;
//     those that end n hexes from the start first ([L1109] "s'éloigner": a
//     dog-leg, two hexes entered and one hex away, only when nothing else
//     is left), then ranked by the final distance to the friendly edge, then
//     by MP; ties are all returned for the owner to choose. Hexes adjacent to the enemy unit
//     it fought are forbidden, other enemies are allowed [L1117]. The
//     Morale-Broken facing "toward the edge" [L1107] is left to the ruleset.
//   - Rout (P27). Dijkstra over the caller's costs to the cheapest friendly
//     edge hex among the nearest reachable ones (or, when none is reachable,
//     the reachable hex nearest the edge); the router follows it while its MA
//     lasts; what it cannot spend is returned [L1293]. Reaching the edge ends
//     the path: whether a router leaves the map is the ruleset's call.
//   - Step costs (P20, [L543]). The halves of a 2-hex line cross their
//     hexsides side by side, neither before the other: the step pays the
//     costlier hexside once. A Column's tail crosses after its head, so each
//     half pays its own (a hexside the head crossed is paid again by the
//     tail).
//   - Advance (P28): a 1-hex victor keeps its facing or turns one vertex
//     either way [L1133]; a 2-hex victor translates into two vacated hexes or,
//     with a single vacated hex, makes the forced pivot into it [L1135].
//   - Facing sets of a 2-hex Column are not given by the text beyond its
//     front hexside [L519-L521]: Flank and Rear are empty for a Column.
//
// # For the Great Battles adaptation
//
// The same map, labels, stacks, terrain and LOS serve it: Sight.Higher gives
// its height rule (higher than the firer and at least as high as the target,
// traced with LOSFrom), Sight.Terrain its woods rule (woods lower than both
// ends do not block), Sight.Units its bow exception (a unit strictly closer
// to the firer than to the target does not block), Front() its ZOC (the two
// front hexes). Not yet here: a 1-hex Column facing a hexside, altitude move
// costs (the ruleset's Costs), and its retreat-zone routing priorities.
package hex
