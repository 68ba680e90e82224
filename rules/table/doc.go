// Package table is Plateau's physics model: the table, its terrain
// features and the bases standing on it, and the queries every ruleset puts
// to them (shared/rules/wme.md §12, bnb.md §12):
//
//   - overlap and bounds: Overlaps, OnTable, Closest (G1, G2, G24);
//   - moves: Sweep (the first obstacle along a Path, G14), Gaps (every gap
//     between two obstacles a move passes through, G15), Translate
//     (translate-until-contact, G22);
//   - contact: Touching, Contacts (G10, G11) and Snap (flush front-edge
//     placement for the UI and for charges, G12);
//   - arcs: ZoneOf, ZonePolygon, ZoneAreas, MainZone (G6, G7), Field and
//     InField (any half-angle, G8);
//   - sight: SightLine, LineOfSight (G3, G4, G9);
//   - terrain: Crossed (length inside each feature), AreaIn, InFeature,
//     Under, FeatureDistance (G23);
//   - lookups and derived geometry: Base and BaseIndex by id in O(1)
//     (IDCache, which rules.State.Unit uses too), and Outline, a base's
//     corners, box and radius computed once per pose.
//
// It knows nothing of any ruleset: what a terrain kind means (impassable,
// blocks sight, ...) and which bases may pass through which are given to the
// queries by the caller as predicates (Filter, Sight). Lengths are
// centimetres and every tolerance is a named constant (OverlapSlack,
// ContactTolerance, AlignTolerance, ...); the mover gets their benefit.
//
// Table stays plain, serialisable data, cheap to Clone and safe to compare.
// The queries keep invisible caches, all checked against the table's data
// on every use so that an edit in place is always seen: the convex pieces
// of each terrain feature (concave areas triangulated, linear features cut
// into disjoint quads and round joins), keyed by geometry; a uniform grid
// over the bases of each Bases slice, with every base's outline; and the
// id map of each Bases slice (cache.go says how they are keyed and why
// they cannot give a wrong answer); and, with each grid, a memo of what
// Gaps measures of a pair of obstacle pieces (their closest points and
// the band of shortest segments between them: the move does not change
// them), each entry holding copies of its two pieces and answering only
// for pieces equal to them bit for bit (pairmemo.go). Clone hands its copy the grid and the
// id map of its source. All are bounded and safe for concurrent queries.
// A ruleset's check, which only reads its table, holds it (Hold, Held:
// hold.go) so that the grid is checked once for the check's dozens of
// queries rather than once each, and is told if its bases were edited in
// place meanwhile; MaxRadius bounds a search by distance for Near.
package table
