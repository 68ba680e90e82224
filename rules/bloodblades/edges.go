package bloodblades

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
)

// A player's table edge, which the wind [L997] and the sun [L1021-1026]
// are told from. The text gives none (the armies deploy facing each
// other, A9); a scenario may give it with the setting edge-<army id> =
// "N", "E", "S" or "W" (N the top edge, y = 0), else it is the edge
// nearest the centre of the army's deployment zone, else of its bases as
// the scenario places them. It is fixed when the pre-battle sequence
// starts (counter edge.<side>), so deployments do not change it.

// SetEdge prefixes an army's table edge: edge-<army id> = "S".
const SetEdge = "edge-"

// Table edges, clockwise from the top: N (y = 0), E, S, W.
var edgeNames = []string{"N", "E", "S", "W"}

// ctEdge + side is 1 + the index in edgeNames of the side's edge.
const ctEdge = "edge."

// edgeOf is side's table edge.
func edgeOf(s *rules.State, side int) int {
	if e := counter(s, ctEdge, side); e >= 1 && e <= len(edgeNames) {
		return e - 1
	}
	e, _ := findEdge(s, side)
	return e
}

// leftOf and rightOf are the edges on the left and on the right of a
// player at edge e looking across the table.
func leftOf(e int) int  { return (e + 1) % 4 }
func rightOf(e int) int { return (e + 3) % 4 }

// edgeBearing is the bearing from the table towards edge e, outwards.
func edgeBearing(e int) float64 { return float64(e) * 90 }

// edgeWind is the compass index of a wind coming from edge e.
func edgeWind(e int) int { return 2 * e }

// findEdge reads side's edge from the setting edge-<army id>, else the
// deployment zone's centre, else its bases'.
func findEdge(s *rules.State, side int) (int, error) {
	k := SetEdge + s.Sides[side].ID
	if v, ok := s.Settings[k]; ok {
		i := slices.Index(edgeNames, strings.ToUpper(strings.TrimSpace(v)))
		if i < 0 {
			return 0, fmt.Errorf("bnb: setting %s = %q: expected the army's table edge, N, E, S or W (N the top edge), for the wind and the sun [L997, L1021]", k, v)
		}
		return i, nil
	}
	var pts []geom.Vec
	if z := s.Sides[side].Deployment; len(z) >= 3 {
		pts = z
	} else {
		for i := range s.Table.Bases {
			if b := &s.Table.Bases[i]; b.Side == side {
				pts = append(pts, b.Shape.Center)
			}
		}
	}
	if len(pts) == 0 {
		return 2 * (side % 2), nil // the first army at the top, the other at the bottom
	}
	var c geom.Vec
	for _, p := range pts {
		c = c.Add(p)
	}
	c = c.Scale(1 / float64(len(pts)))
	d := []float64{c.Y, s.Table.Width - c.X, s.Table.Height - c.Y, c.X}
	best := 0
	for i := range d {
		if d[i] < d[best]-geom.Eps {
			best = i
		}
	}
	return best, nil
}

// setupEdges fixes each side's edge for the weather and the sun, keeping
// one a position gives.
func setupEdges(s *rules.State) error {
	for i := range s.Sides {
		e, err := findEdge(s, i)
		if err != nil {
			return err
		}
		if counter(s, ctEdge, i) == 0 {
			setCounterOf(s, ctEdge, i, e+1)
		}
	}
	return nil
}

// facing45 reports whether a base's facing (radians) is within 45° of
// the bearing to (degrees), the bound included (the sun [L1030], as the
// wind's ±45° [L1852]).
func facing45(facing, to float64) bool {
	d := math.Abs(geom.NormAngle(facing - geom.FromBearing(to)))
	return d <= geom.Rad(WindArc)+geom.AngleEps
}
