package pagaille

import (
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// slid is where a compulsory move (a recoil, a flight) ended.
type slid struct {
	moved      float64 // cm
	impassable bool    // it ran into impassable terrain
	fled       bool    // it left the table
}

// slideBack is the hair (cm) a compulsory move stops short of what it
// runs into, so that it ends touching rather than overlapping.
const slideBack = 0.01

// slide moves u's bases together dist cm along dir, keeping their facing
// (bep G15 for a recoil, G16 for a flight, PROPOSED): it stops at the
// first base or impassable feature in its way (G15: "stop at the first
// obstacle"); a figure's centre carried past the table's edge takes the
// unit off the table (G17, A22); otherwise it stops at the edge.
func slide(s *rules.State, u *rules.Unit, dir geom.Vec, dist float64) slid {
	var r slid
	reach := dist
	way := table.Filter{Blocks: impassable, SkipBase: func(o *table.Base) bool { return o.Unit == u.ID }}
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		from := b.Shape.Pose()
		to := geom.Pose{Pos: from.Pos.Add(dir.Scale(dist)), Facing: from.Facing}
		if sw := s.Table.Sweep(b.Shape, geom.Path{from, to}, way); !sw.Clear {
			got := math.Max(sw.Stop.Pos.Sub(from.Pos).Dot(dir)-slideBack, 0)
			if got < reach {
				reach = got
				r.impassable = sw.Hit.Feature != ""
			}
		}
	}
	if centresOff(s, u, dir.Scale(reach)) {
		takeOff(s, u, goneFled)
		r.moved, r.fled = reach, true
		return r
	}
	lo, hi := 0.0, reach
	if !shiftedOnTable(s, u, dir.Scale(hi)) {
		for range 30 {
			mid := (lo + hi) / 2
			if shiftedOnTable(s, u, dir.Scale(mid)) {
				lo = mid
			} else {
				hi = mid
			}
		}
		reach = lo
	}
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		b.Shape.Center = b.Shape.Center.Add(dir.Scale(reach))
		delete(s.Used, id)
	}
	r.moved = reach
	return r
}

// centresOff reports whether shifting u by v carries a figure's centre
// off the table (G17).
func centresOff(s *rules.State, u *rules.Unit, v geom.Vec) bool {
	for _, b := range blocksOf(s, u) {
		for slot := range b.Layout().All() {
			c := b.Centre(slot).Add(v)
			if c.X < 0 || c.Y < 0 || c.X > s.Table.Width || c.Y > s.Table.Height {
				return true
			}
		}
	}
	return false
}

// shiftedOnTable reports whether u's bases shifted by v stay on the table.
func shiftedOnTable(s *rules.State, u *rules.Unit, v geom.Vec) bool {
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		r := b.Shape
		r.Center = r.Center.Add(v)
		if !s.Table.OnTable(r) {
			return false
		}
	}
	return true
}

// unitCentre is the centre of u's bases and its width (a block's
// frontage; a skirmishing unit's spread across its bases).
func unitCentre(s *rules.State, u *rules.Unit) (geom.Vec, float64) {
	var c geom.Vec
	var box geom.AABB
	for i, id := range u.Bases {
		b, _ := s.Base(id)
		c = c.Add(b.Shape.Center)
		if i == 0 {
			box = b.Shape.Bounds()
		} else {
			box = box.Union(b.Shape.Bounds())
		}
	}
	c = c.Scale(1 / float64(len(u.Bases)))
	if !skirmishers(u) {
		b, _ := s.Base(u.Bases[0])
		return c, b.Shape.Width
	}
	return c, math.Max(box.Max.X-box.Min.X, box.Max.Y-box.Min.Y)
}

// enemiesAlong counts the enemy units of figures within FleeCorridor pas
// of the corridor from c along dir for length cm, width wide (G16).
func enemiesAlong(s *rules.State, u *rules.Unit, c, dir geom.Vec, length, width float64, st Settings) int {
	corridor := geom.Rect{Center: c.Add(dir.Scale(length / 2)), Facing: dir.Angle(), Width: width, Depth: length}
	n := 0
	for i := range s.Units {
		e := &s.Units[i]
		if e.Side == u.Side || !isTroop(e) || !onTable(e) {
			continue
		}
		for _, id := range e.Bases {
			b, _ := s.Base(id)
			if _, _, d := table.Closest(corridor, b.Shape); st.Pas(d) <= FleeCorridor {
				n++
				break
			}
		}
	}
	return n
}
