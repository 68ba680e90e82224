package bloodblades

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
)

// Wind (bnb.md §11.7 [L997-999], §8.5 [L1848-1852], T3 [L2110-2112],
// G44, A27). The wind exists only with the optional weather rules: it
// blows when the weather score is 11 or 12 [L987], from a side a D6 gives
// [L997], and turns 45° on a 6 or a 1 at the start of each period. Until
// those rules are played, a scenario gives the wind with the setting
// wind = "none" (the default) or the point of the compass it comes from:
// "N", "NE", "E", "SE", "S", "SW", "W", "NW", the north being the table's
// top edge (y = 0), as the bearings of facings. The weather's rolls will
// set the same Config.Wind.

// SetWind is the setting giving where the wind comes from.
const SetWind = "wind"

// windBearings are the compass points the wind may come from, as
// bearings (degrees clockwise from the top edge): the eight directions
// 45° shifts reach [L997].
var windBearings = map[string]float64{"N": 0, "NE": 45, "E": 90, "SE": 135, "S": 180, "SW": 225, "W": 270, "NW": 315}

// WindArc is the half-angle (degrees) of "the wind direction plus or
// minus 45°" [L1852].
const WindArc = 45

// parseWind reads the wind setting: "" for none, else the compass point.
func parseWind(v string) (string, error) {
	w := strings.ToUpper(strings.TrimSpace(v))
	if w == "NONE" {
		return "", nil
	}
	if _, ok := windBearings[w]; !ok {
		return "", fmt.Errorf("bnb: setting %s = %q: expected \"none\" (the default) or where the wind comes from: N, NE, E, SE, S, SW, W or NW (§11.7 [L997])", SetWind, v)
	}
	return w, nil
}

// t3 says why T3 gives the target of a shot from shooter +1 — the rain
// [L2111], the wind [L2112] — or "" when it does not; done is "shot" or
// "shot back at".
func t3(c Config, s *rules.State, shooter, target geom.Rect, done string) string {
	switch wind := againstWind(c, shooter, target); {
	case Raining(s) && wind:
		return fmt.Sprintf("%s in the rain, and against the wind, which comes from the %s (+1 once)", done, c.Wind)
	case Raining(s):
		return done + " in the rain"
	case wind:
		return fmt.Sprintf("%s against the wind, which comes from the %s [L1850-1852]", done, c.Wind)
	}
	return ""
}

// againstWind reports whether a shot from shooter at target is against
// the wind (G44, A27 [L1850-1852]): the direction from the centre of the
// shooter's front edge to the target's centre is within WindArc of the
// way the wind comes from (shooting into the wind), the bound included.
func againstWind(c Config, shooter, target geom.Rect) bool {
	if c.Wind == "" {
		return false
	}
	from := geom.Dir(geom.FromBearing(windBearings[c.Wind]))
	d := target.Center.Sub(shooter.World(geom.V(0, shooter.Depth/2)))
	if d.Len() <= geom.Eps {
		return false
	}
	return d.Unit().Dot(from) >= math.Cos(geom.Rad(WindArc))-geom.Eps
}
