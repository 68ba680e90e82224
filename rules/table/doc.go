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
//     Under, FeatureDistance (G23).
//
// It knows nothing of any ruleset: what a terrain kind means (impassable,
// blocks sight, ...) and which bases may pass through which are given to the
// queries by the caller as predicates (Filter, Sight). Lengths are
// centimetres and every tolerance is a named constant (OverlapSlack,
// ContactTolerance, AlignTolerance, ...); the mover gets their benefit.
//
// Table stays plain, serialisable data, cheap to Clone and safe to compare.
// The queries keep two invisible caches, both checked against the table's
// data on every use so that an edit in place is always seen: the convex
// pieces of each terrain feature (concave areas triangulated, linear
// features cut into disjoint quads and round joins), keyed by geometry, and
// a uniform grid over the bases of each Bases slice. Both are safe for
// concurrent queries.
package table
