package table

import (
	"plateau/rules/geom"
	"plateau/rules/hex"
)

// Base is one base (element) on the table: an oriented rectangle owned by a
// unit of a side. A Round base is a commander's marker: a disc of diameter
// Shape.Width that never blocks anything (shared/rules/wme.md §12, G26-G27).
type Base struct {
	ID    string    `json:"id"`
	Unit  string    `json:"unit"`
	Side  int       `json:"side"`
	Shape geom.Rect `json:"shape"`
	Round bool      `json:"round,omitempty"`
}

// Disc is a round base's marker.
func (b Base) Disc() geom.Disc { return geom.Disc{Center: b.Shape.Center, Radius: b.Shape.Width / 2} }

// Feature is a terrain feature: an area (a polygon, concave allowed) or a
// linear feature (a polyline with a width: river, road, wall, hedge). Its
// Kind is a word of the scenario's ruleset ("wood", "hill", "river", ...);
// what a kind does is that ruleset's table.
type Feature struct {
	ID    string       `json:"id"`
	Kind  string       `json:"kind"`
	Name  string       `json:"name,omitempty"`
	Area  geom.Polygon `json:"area,omitempty"`
	Line  []geom.Vec   `json:"line,omitempty"`
	Width float64      `json:"width,omitempty"`
}

// Linear reports whether f is a polyline feature rather than an area.
func (f Feature) Linear() bool { return len(f.Line) > 0 }

// Table is the playing surface: Width × Height centimetres with the origin
// at the top-left corner, its terrain and its bases.
type Table struct {
	Width    float64   `json:"width"`
	Height   float64   `json:"height"`
	Features []Feature `json:"features,omitempty"`
	Bases    []Base    `json:"bases"`
	// Hexes is the hex map laid over the table for the hex-and-counter
	// games (nil for free bases): its counters are Bases on hex centres and
	// their moves are paths from hex to hex. It never changes during a
	// battle, so clones share it.
	Hexes *hex.Spec `json:"hexes,omitempty"`
}

// Clone is a deep copy of t: changing it never changes t. The copy starts
// with t's cached id map and outlines (it has the same bases in the same
// places), so that looking up and querying a fresh clone costs no rebuild.
func (t Table) Clone() Table {
	c := t
	c.Bases = append([]Base(nil), t.Bases...)
	baseIDs.Share(c.Bases, t.Bases)
	shareIndex(c.Bases, t.Bases)
	c.Features = make([]Feature, len(t.Features))
	for i, f := range t.Features {
		f.Area = append(geom.Polygon(nil), f.Area...)
		f.Line = append([]geom.Vec(nil), f.Line...)
		c.Features[i] = f
	}
	return c
}

// Base finds a base by ID, in O(1) (see IDCache: the answer is always the
// one a scan of t.Bases would give, however t was edited). A base that is
// not on the table costs a scan.
func (t *Table) Base(id string) (*Base, bool) {
	if i := baseIDs.Find(t.Bases, id); i >= 0 {
		return &t.Bases[i], true
	}
	return nil, false
}

// BaseIndex is the index in t.Bases of the base with this ID, or -1: Base
// for callers that want the index (for Outline, say).
func (t *Table) BaseIndex(id string) int { return baseIDs.Find(t.Bases, id) }

var baseIDs = NewIDCache(func(b *Base) string { return b.ID })

// Feature finds a terrain feature by ID.
func (t *Table) Feature(id string) (*Feature, bool) {
	for i := range t.Features {
		if t.Features[i].ID == id {
			return &t.Features[i], true
		}
	}
	return nil, false
}
