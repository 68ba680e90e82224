package warmaster

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
)

// Re-placing a supporting unit (wme.md §7.5 item 12; [L1468-1474]): right
// after a support charge the rules have placed, and before any other
// action, the charging player may move the supporting unit's elements
// elsewhere with a "move" action (a drag in the window; replace.go), each
// re-placement judged as if he had placed them in the charge
// (supportplace.go): measured from where they stood before the charge,
// within its allowance, the chargers where they charged. The enemy has
// already shot at the chargers, once both units moved ([L888]), so a
// re-placement that would open or close a line of fire to them is
// refused; and when the shots removed a charging element there is no
// re-placement at all: the supporting unit "ne se déplace pas (pour
// remplir les trous causés par des pertes p.ex.)" ([L888]).

// Status keys of a supporting unit whose elements may be re-placed,
// besides replace.go's.
const (
	rpCharger = replacePrefix + "charger"  // 1 + the index of the unit it supports
	rpAllow   = replacePrefix + "allow"    // its move's allowance, in mm
	rpShooter = replacePrefix + "shooter:" // + UNIT: an enemy unit the charge engaged, which may shoot at it ([L1237])
)

// supportRecord is what judging a re-placement of a supporting unit
// needs once the charge is made.
type supportRecord struct {
	charger  int
	allow    float64
	from     map[string]geom.Pose
	shooters []string
}

// newSupportRecord remembers supporting unit z, before it moves behind u,
// whose charge engages the units engaged.
func newSupportRecord(s *rules.State, u, z *rules.Unit, engaged []string) *supportRecord {
	rec := &supportRecord{charger: unitIndex(s, u.ID), allow: supportAllowance(s, z), from: map[string]geom.Pose{}}
	for _, id := range z.Bases {
		b, _ := s.Base(id)
		rec.from[id] = b.Shape.Pose()
	}
	for _, id := range engaged {
		if e, ok := s.Unit(id); ok && e.Side != u.Side {
			rec.shooters = append(rec.shooters, id)
		}
	}
	return rec
}

// open keeps the record in z's status.
func (rec *supportRecord) open(z *rules.Unit) {
	openReplace(z, replaceBySupport, rec.from)
	z.SetStatus(rpCharger, rec.charger+1)
	z.SetStatus(rpAllow, int(math.Round(rec.allow*10)))
	for _, id := range rec.shooters {
		z.SetStatus(rpShooter+id, 1)
	}
}

// supportReplacement judges the re-placement a makes of supporting unit
// z's elements: those a moves from where they stood before the charge,
// the others where they stand, the whole placed as supportPlaced allows,
// the lines of fire to the chargers unchanged. It returns the end poses
// of the elements a moves and how far each moved from before the charge.
func supportReplacement(s *rules.State, z *rules.Unit, a rules.Action) (map[string]geom.Pose, map[string]float64, error) {
	u := &s.Units[status(z, rpCharger)-1]
	from := replaceFrom(s, z)
	named, err := supporterPlaces(s, z, a.Moves)
	if err != nil {
		return nil, nil, err
	}
	at, origin := map[string]geom.Pose{}, map[string]geom.Pose{}
	for _, id := range z.Bases {
		b, _ := s.Base(id)
		at[id] = b.Shape.Pose()
	}
	for id, q := range named {
		r, ok := from[id]
		if !ok {
			return nil, nil, &rules.Violation{Code: "not-free", Rule: "WME §7.5 item 12 [L1468]", Bases: []string{id},
				Msg: fmt.Sprintf("%s did not move in the support charge", s.Called(id))}
		}
		at[id], origin[id] = q, r.Pose()
	}
	plan, err := supportPlaced(withUnmoved(withPoses(s, origin), z), u, z, at, cm(status(z, rpAllow)))
	if err != nil {
		return nil, nil, err
	}
	if v := supportShotsProblem(s, u, z, at); v != nil {
		return nil, nil, v
	}
	poses, moved := map[string]geom.Pose{}, map[string]float64{}
	for id := range named {
		poses[id], moved[id] = plan.poses[id], plan.cost[id]
	}
	return poses, moved, nil
}

// supportShotsProblem refuses z's re-placement at at when it would open
// or close a line of fire from the units the charge engaged to the
// chargers u: they shot with z where it stood ([L888], [L1237]).
func supportShotsProblem(s *rules.State, u, z *rules.Unit, at map[string]geom.Pose) *rules.Violation {
	var shooters []*rules.Unit
	for i := range s.Units {
		if status(z, rpShooter+s.Units[i].ID) > 0 {
			shooters = append(shooters, &s.Units[i])
		}
	}
	now := firingLines(s, u, shooters)
	then := firingLines(withPoses(s, at), u, shooters)
	for k, open := range now {
		if then[k] != open {
			base, _, _ := strings.Cut(k, "/")
			how := "close"
			if !open {
				how = "open"
			}
			return &rules.Violation{Code: "support-shots", Rule: "WME §7.5 item 12 [L888], §8.8 [L1237]", Bases: append([]string{base}, z.Bases...),
				Msg: fmt.Sprintf("placed so, %s would %s a line of fire from %s to %s: the enemy shot at the charge with %s where it stood once both units had moved (undo the charge to place it so)",
					z.Title(), how, s.Called(base), u.Title(), z.Title())}
		}
	}
	return nil
}

// firingLines tells, for every element of shooters and every commander
// shooting from it (keyed BASE and BASE/COMMANDER), whether it has a line
// of fire to some element of u in s (canFireAt).
func firingLines(s *rules.State, u *rules.Unit, shooters []*rules.Unit) map[string]bool {
	out := map[string]bool{}
	for _, t := range shooters {
		cs := shootingCommanders(s, t)
		for _, id := range t.Bases {
			b, ok := s.Base(id)
			if !ok {
				continue
			}
			if shooter(t) {
				out[id] = canFireAt(s, t, b.Shape, u)
			}
			for _, c := range cs {
				out[id+"/"+c.ID] = canFireAt(s, commanderFire(t, c), b.Shape, u)
			}
		}
	}
	return out
}

// supportReplaceTape is the tape of a supporting element being re-placed
// from where it stood before the charge: the least the charge solver's
// path shapes there cost, against the support charge's allowance.
func supportReplaceTape(z *rules.Unit, m rules.Move, from geom.Rect) rules.Tape {
	return rules.Tape{Move: leastShapeCost(from, m.Path.End()), Allowance: cm(status(z, rpAllow))}
}
