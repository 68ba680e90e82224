package render

import (
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// TestStreamFollowsTheAction: the streamer view's camera moves by the least
// that brings an action's bases inside the view, and not at all for an
// action already in it (issue 11 item 5: "the camera able to follow the
// action").
func TestStreamFollowsTheAction(t *testing.T) {
	s := &rules.State{
		Table: table.Table{Width: 180, Height: 120, Bases: []table.Base{
			{ID: "near.1", Unit: "near", Shape: geom.Rect{Center: geom.V(20, 20), Width: 4, Depth: 2}},
			{ID: "far.1", Unit: "far", Shape: geom.Rect{Center: geom.V(170, 110), Width: 4, Depth: 2}},
			{ID: "far.2", Unit: "far", Shape: geom.Rect{Center: geom.V(160, 112), Width: 4, Depth: 2}},
		}},
		Units: []rules.Unit{{ID: "near", Bases: []string{"near.1"}}, {ID: "far", Bases: []string{"far.1", "far.2"}}},
	}
	zoomed := camera{origin: pt{100, 200}, scale: 10} // the table's top-left corner in view
	for _, c := range []struct {
		name  string
		evs   []rules.Event
		moves bool
	}{
		{"a base in view", []rules.Event{{Base: "near.1"}}, false},
		{"a unit off screen", []rules.Event{{Unit: "far"}}, true},
		{"nothing on the table", []rules.Event{{Kind: "phase"}}, false},
	} {
		g := &Game{w: 1280, h: 800, cam: zoomed}
		g.followAction(s, c.evs, g.streamView())
		if g.streamS.moving != c.moves {
			t.Errorf("%s: camera moving = %v, want %v", c.name, g.streamS.moving, c.moves)
			continue
		}
		if !c.moves {
			continue
		}
		g.cam.origin = g.streamS.target
		v := g.streamView()
		for _, id := range []string{"far.1", "far.2"} {
			b, _ := s.Base(id)
			p := g.cam.toScreen(b.Shape.Center)
			if p.X < v.x+streamMargin-1 || p.X > v.x+v.w-streamMargin+1 || p.Y < v.y+streamMargin-1 || p.Y > v.y+v.h-streamMargin+1 {
				t.Errorf("%s: after following, %s is at %v, outside the view %+v less its margin", c.name, id, p, v)
			}
		}
		// The least move: one of them is on the margin's edge.
		b, _ := s.Base("far.1")
		if p := g.cam.toScreen(b.Shape.Center); p.X < v.x+v.w-streamMargin-1 {
			t.Errorf("%s: far.1 at x %.0f, want it brought just inside the right margin (%.0f)", c.name, p.X, v.x+v.w-streamMargin)
		}
	}
}
