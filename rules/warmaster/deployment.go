package warmaster

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// CentreLineClearance is how near the table's centre line no army may
// deploy, in cm: "not within 45 of the middle of the table" [L2612], read
// as centimetres (wme.md A30), which puts the armies at least 90 cm apart
// [L2606].
const CentreLineClearance = 45

// DeploymentDepth is how deep a standard deployment zone is, in cm, from
// its own long edge: half the distance between the long edges less
// CentreLineClearance (wme.md D14: 30 cm on a table 150 cm across), never
// below 0. The long edges are the top and bottom ones (y = 0 and y =
// Height) unless the table is taller than it is wide.
func DeploymentDepth(t table.Table) float64 {
	return math.Max(0, across(t)/2-CentreLineClearance)
}

// across is the distance between the table's long edges.
func across(t table.Table) float64 {
	if t.Height > t.Width {
		return t.Width
	}
	return t.Height
}

// fromCentre is the signed distance of a base from the table's centre line
// between the long edges: its nearest point, positive on the side of the
// second long edge (y = Height, or x = Width on a tall table), negative on
// the first, 0 when it touches or crosses the line.
func fromCentre(t table.Table, b table.Base) float64 {
	coord := func(p geom.Vec) float64 {
		if t.Height > t.Width {
			return p.X - t.Width/2
		}
		return p.Y - t.Height/2
	}
	if b.Round {
		c, r := coord(b.Shape.Center), b.Shape.Width/2
		switch {
		case c-r > 0:
			return c - r
		case c+r < 0:
			return c + r
		}
		return 0
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, p := range b.Shape.Corners() {
		lo, hi = math.Min(lo, coord(p)), math.Max(hi, coord(p))
	}
	switch {
	case lo > 0:
		return lo
	case hi < 0:
		return hi
	}
	return 0
}

// checkDeployment checks the standard deployment (wme.md §4.4, E20) when
// the setting deployment is "standard": every base of every army, the
// commanders' included, at least CentreLineClearance from the centre line
// (within geom.Eps), each army wholly on one side of it, and two armies on
// opposite sides.
func checkDeployment(s *rules.State) error {
	v, ok := s.Settings[SettingDeployment]
	if !ok {
		return nil
	}
	if strings.TrimSpace(v) != "standard" {
		return fmt.Errorf("warmaster: setting %s = %q: the only value is \"standard\" (WME §4.4)", SettingDeployment, v)
	}
	half := make([]int, len(s.Sides)) // -1 or +1 once a base is seen
	for _, b := range s.Table.Bases {
		d := fromCentre(s.Table, b)
		name := s.Sides[b.Side].Name
		if math.Abs(d) < CentreLineClearance-geom.Eps {
			return fmt.Errorf("warmaster: %s's base %s is %.1f cm from the centre line; no army deploys within %d cm of it, %.0f cm deep from its long edge on this table (WME §4.4 [L2612], A30)",
				name, b.ID, math.Abs(d), CentreLineClearance, DeploymentDepth(s.Table))
		}
		sign := 1
		if d < 0 {
			sign = -1
		}
		if half[b.Side] == 0 {
			half[b.Side] = sign
		} else if half[b.Side] != sign {
			return fmt.Errorf("warmaster: %s deploys on both long edges (base %s); an army deploys along one (WME §4.4 [L2606])", name, b.ID)
		}
	}
	if len(half) == 2 && half[0] != 0 && half[0] == half[1] {
		return fmt.Errorf("warmaster: %s and %s deploy on the same long edge; armies deploy on opposite long edges (WME §4.4 [L2606])", s.Sides[0].Name, s.Sides[1].Name)
	}
	return nil
}
