package scenariogen

import (
	"fmt"
	"math"
	"math/rand/v2"

	"plateau/rules"
	"plateau/rules/geom"
)

// Clearance is the room (cm) Spread keeps between a unit it places and
// every other base, terrain feature and kept area: more than any contact
// tolerance (table.ContactTolerance) or "touching" of the rulesets, so
// that no spread unit starts a fight, joins a group or stands in terrain.
const Clearance = 2.0

// spreadTries bounds the random places tried for one unit.
const spreadTries = 20000

// Spread moves every generated unit of s (IsGenerated) to a random place
// on the table between its left edge and width (CrowdWidth: the sample's
// table and as much more as a crowd of s's bases needs), drawn from seed: the whole unit as it stands (its bases'
// facings and their formation kept), to a place whose bounding boxes
// are Clearance clear of the table edges, of every other base (the
// sample's, and the spread units placed before it), of every terrain
// feature and of every box of keep (what a benchmark's move must find
// free). It changes s in place (clone it first) and fails when a unit
// finds no room.
func Spread(s *rules.State, seed uint64, width float64, keep ...geom.AABB) error {
	rng := rand.New(rand.NewPCG(seed, 0x5ca1e))
	idx := map[string]int{}
	for i := range s.Table.Bases {
		idx[s.Table.Bases[i].ID] = i
	}
	var blocked []geom.AABB
	moving := map[int]bool{}
	for i := range s.Units {
		if IsGenerated(s.Units[i].ID) {
			for _, id := range s.Units[i].Bases {
				moving[idx[id]] = true
			}
		}
	}
	for i := range s.Table.Bases {
		if moving[i] {
			continue
		}
		b := &s.Table.Bases[i]
		if b.Round {
			blocked = append(blocked, b.Disc().Bounds())
		} else {
			blocked = append(blocked, b.Shape.Bounds())
		}
	}
	for i := range s.Table.Features {
		f := &s.Table.Features[i]
		if f.Linear() {
			blocked = append(blocked, geom.BoundsOf(f.Line...).Grow(f.Width/2))
		} else {
			blocked = append(blocked, geom.BoundsOf(f.Area...))
		}
	}
	blocked = append(blocked, keep...)
	for ui := range s.Units {
		u := &s.Units[ui]
		if !IsGenerated(u.ID) || len(u.Bases) == 0 {
			continue
		}
		var shapes []geom.Rect
		for _, id := range u.Bases {
			shapes = append(shapes, s.Table.Bases[idx[id]].Shape)
		}
		bb := footprint(shapes)
		w, h := bb.Max.X-bb.Min.X, bb.Max.Y-bb.Min.Y
		room := geom.V(math.Min(width, s.Table.Width)-w-2*Clearance, s.Table.Height-h-2*Clearance)
		if room.X < 0 || room.Y < 0 {
			return fmt.Errorf("scenariogen: unit %s (%g × %g cm) does not fit on the table", u.ID, w, h)
		}
		placed := false
		for range spreadTries {
			at := geom.V(Clearance+rng.Float64()*room.X, Clearance+rng.Float64()*room.Y)
			shift := at.Sub(bb.Min)
			free := true
			var boxes []geom.AABB
			for _, r := range shapes {
				box := r.Bounds().Shift(shift)
				boxes = append(boxes, box)
				for _, o := range blocked {
					if box.Overlaps(o, Clearance) {
						free = false
						break
					}
				}
				if !free {
					break
				}
			}
			if !free {
				continue
			}
			for k, id := range u.Bases {
				s.Table.Bases[idx[id]].Shape.Center = shapes[k].Center.Add(shift)
			}
			blocked = append(blocked, boxes...)
			placed = true
			break
		}
		if !placed {
			return fmt.Errorf("scenariogen: no free place for unit %s in %g × %g cm of the table after %d tries", u.ID, width, s.Table.Height, spreadTries)
		}
	}
	return nil
}

// Near counts the bases of s's generated units whose centres lie within
// d cm of a base of the sample's (not generated) units: how much of a
// crowd Spread put among the battle.
func Near(s *rules.State, d float64) int {
	var sample []geom.Vec
	for i := range s.Table.Bases {
		if !IsGenerated(s.Table.Bases[i].Unit) {
			sample = append(sample, s.Table.Bases[i].Shape.Center)
		}
	}
	n := 0
	for i := range s.Table.Bases {
		b := &s.Table.Bases[i]
		if !IsGenerated(b.Unit) {
			continue
		}
		for _, p := range sample {
			if math.Hypot(p.X-b.Shape.Center.X, p.Y-b.Shape.Center.Y) <= d {
				n++
				break
			}
		}
	}
	return n
}
