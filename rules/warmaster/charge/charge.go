package charge

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// MinContact is the least length (cm) of edge contact the first charging
// base must make with the target base; less and that base is "protected"
// (wme.md §7.5 item 4-5, §12 G11; [L824], [L840]).
const MinContact = 1.0

// MaxSight is the longest line of sight (cm) of the default visibility test
// (wme.md §1; [L331]).
const MaxSight = 60.0

// scoreTol is the difference of contact length (cm) below which two
// placements make as much frontal contact: far below a visible difference,
// above the rounding of snapped poses.
const scoreTol = 1e-4

// maxPlacements bounds how many placements Solve returns: the legal ones
// differ by the player's choices (which base goes first, ties between
// lines), and a UI offers a handful at most.
const maxPlacements = 16

// Input is a charge to place: the table as it stands and the two units.
type Input struct {
	// Table is everything on the table; it is not modified.
	Table *table.Table
	// Charger lists the charging unit's base IDs, in the unit's order.
	Charger []string
	// Target lists the target unit's base IDs.
	Target []string
	// Allowance is how far (cm) each charging base may move, measured by
	// the part that moves farthest (wme.md §7.1, §7.2 item 2; [L684],
	// [L748]).
	Allowance float64
	// Blocks reports the terrain features the chargers may not enter
	// (nil: none).
	Blocks func(f *table.Feature) bool
	// Sees reports whether a charging base standing at from sees a target
	// base at to (wme.md §12 G4). Nil: a clear line from the front edge of
	// from (bases block, terrain does not) at most MaxSight cm long.
	Sees func(from, to geom.Rect) bool
	// Engaged reports the units already fighting (for pinned targets,
	// [L853-861]); nil: none.
	Engaged func(unit string) bool
	// Mode draws the zones (wme.md §12 G6, A1).
	Mode table.ZoneMode
	// Zone, when set, is the zone the charge comes from: the caller's roll
	// after a *ZoneTie.
	Zone *geom.Edge
	// FrontOnly: the target is fortified behind city or fortress walls,
	// so the charge must contact its front, whatever the charger's zone
	// and even when the target is pinned (wme.md §7.5 item 11;
	// [L896-898]). It overrides Zone.
	FrontOnly bool
	// Nearest, when set, is the target base the zone is taken from: the
	// charger's choice when several are equally near ([L768]).
	Nearest string
	// Fly: the chargers fly over every base and all terrain, so their
	// paths are free and no gap narrows them; only where they end counts,
	// Blocks then naming the terrain they may not end on (wme.md §11.2;
	// [L2145], [L2151-2153]).
	Fly bool
}

// Placement is one legal end position of the charging unit.
type Placement struct {
	// Zone is the target's zone the charge comes from, hence the edge the
	// first base contacts: Front, Left or Right (flanks) or Rear.
	Zone geom.Edge
	// First is the charging base placed first and Against the target base
	// it contacts; Offset is how far (cm) its front edge's midpoint lies
	// from the middle of that edge, along the edge (0 = centred, G12).
	First, Against string
	Offset         float64
	// Order is the order the bases move in, First first: each base's path
	// was checked against the end poses of the bases before it (bases that
	// have moved block; those that have not may be passed through, A12).
	Order []string
	// Poses is the end pose of every charging base.
	Poses map[string]geom.Pose
	// Paths is the path each base follows, start pose first: straight, or
	// with one turn (in place, or the rigid motion between the two poses)
	// and at most one bend (a dog-leg of two straight moves).
	Paths map[string]geom.Path
	// Cost is the distance each base moves (geom.Path.MaxCornerTravel),
	// never more than the allowance.
	Cost map[string]float64
	// Contacts are the contacts between charging bases (A) and enemy
	// bases (B) at the end.
	Contacts []table.Contact
	// Engaged lists the enemy units touched, the target first: all are
	// charged ([L800], [L832]).
	Engaged []string
	// FrontTarget and FrontOther are the lengths (cm) of charging front
	// edge in contact with the target and with other enemy units: what the
	// battle line maximises, in that order ([L796-798]).
	FrontTarget, FrontOther float64
	// Stepped: some base could not join the battle line and stands behind
	// or beside another, stepped ([L826-832], [L869]).
	Stepped bool
	// Pinned: the target is pinned and the first base touches its corner
	// ([L853-861]).
	Pinned bool
	// Enveloping: bases that would touch no enemy in the battle line swing
	// round onto the charged unit ([L876-888]); the charger may choose this
	// placement or a battle line.
	Enveloping bool
}

// Refusal says why a charge is not possible, citing the rule.
type Refusal struct {
	// Code is stable, for tests and the UI: "input", "no-sight",
	// "no-edge", "out-of-reach", "blocked", "formation".
	Code string
	// Rule is where the rule comes from, e.g. "WME §7.5 item 5 [L847-849]".
	Rule string
	// Msg is the reason in a sentence.
	Msg string
	// Bases are the bases to highlight.
	Bases []string
}

// Error is the message and its rule.
func (r *Refusal) Error() string { return "charge: " + r.Msg + " (" + r.Rule + ")" }

// Violation is r as the rules layer's refusal, for the UI.
func (r *Refusal) Violation() *rules.Violation {
	return &rules.Violation{Code: "charge-" + r.Code, Rule: r.Rule, Msg: r.Msg, Bases: r.Bases}
}

// ZoneTie is returned when the charging unit stands exactly half in each
// of two zones of the target's nearest visible base: the zone is decided
// at random ([L774], wme.md §13). Roll, then Solve again with Input.Zone.
type ZoneTie struct {
	// Element is the target base the zones belong to.
	Element string
	// Zones are the tied zones, in Edge order.
	Zones []geom.Edge
	// Areas is the charging unit's area (cm²) in each zone of Element.
	Areas [4]float64
}

// Error names the tied zones.
func (z *ZoneTie) Error() string {
	names := make([]string, len(z.Zones))
	for i, e := range z.Zones {
		names[i] = e.String()
	}
	return fmt.Sprintf("charge: the charging unit stands exactly half in the %s zones of %s; roll for it (WME §7.5 item 3 [L774])",
		strings.Join(names, " and "), z.Element)
}

// ZoneCall is how the zone of a charge was found (wme.md §7.5 item 3).
type ZoneCall struct {
	// Element is the nearest visible target base; Zone the zone of it the
	// charging unit occupies most.
	Element string
	Zone    geom.Edge
	// Areas is the charging unit's area (cm²) in each zone of Element.
	Areas [4]float64
	// Tied lists the other target bases exactly as near as Element: the
	// charger may pick one instead (Input.Nearest, [L768]).
	Tied []string
}

// Zone finds the zone a charge comes from (wme.md §7.5 items 2-3; [L758],
// [L762-774]): the target base nearest the charging unit among those some
// charging base sees, and the zone of it holding the most charging area. It
// returns a *ZoneTie on an exact split (unless in.Zone is set) and a
// *Refusal when no charging base sees the target.
func Zone(in Input) (ZoneCall, error) {
	s, err := newSolver(in)
	if err != nil {
		return ZoneCall{}, err
	}
	return s.zone()
}

// Solve places the charge: the legal end placements, best first (the most
// frontal contact with the target, then with other enemies, battle lines
// before stepped ones, then the least movement), or the rule that forbids
// it as a *Refusal (or a *ZoneTie to roll). See the package documentation
// for the steps.
func Solve(in Input) ([]Placement, error) {
	s, err := newSolver(in)
	if err != nil {
		return nil, err
	}
	zc, err := s.zone()
	if err != nil {
		return nil, err
	}
	out, err := s.place(zc)
	if err != nil {
		return nil, err
	}
	sort.SliceStable(out, func(i, j int) bool { return better(&out[i], &out[j]) })
	out = dedupe(out)
	if len(out) > maxPlacements {
		// Keep the best enveloping placement among those returned: it is the
		// charger's alternative to a battle line ([L886]), however many
		// lines rank before it.
		env := -1
		for k := range out {
			if out[k].Enveloping {
				env = k
				break
			}
		}
		if env >= maxPlacements {
			out[maxPlacements-1] = out[env]
		}
		out = out[:maxPlacements]
	}
	return out, nil
}

// better orders placements: battle lines before stepped ones, then the
// frontal contact rule ([L796-798]), then the least total movement.
func better(a, b *Placement) bool {
	if a.Enveloping != b.Enveloping {
		return !a.Enveloping
	}
	if a.Stepped != b.Stepped {
		return !a.Stepped
	}
	if d := a.FrontTarget - b.FrontTarget; math.Abs(d) > scoreTol {
		return d > 0
	}
	if d := a.FrontOther - b.FrontOther; math.Abs(d) > scoreTol {
		return d > 0
	}
	if d := math.Abs(a.Offset) - math.Abs(b.Offset); math.Abs(d) > scoreTol {
		return d < 0
	}
	return total(a.Cost) < total(b.Cost)-scoreTol
}

// total adds the values in key order: float addition is not associative,
// and map order must never decide a placement (replays compare hashes).
func total(m map[string]float64) float64 {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var s float64
	for _, k := range keys {
		s += m[k]
	}
	return s
}

// dedupe drops placements whose end poses repeat an earlier one's.
func dedupe(ps []Placement) []Placement {
	out := ps[:0]
	for _, p := range ps {
		dup := false
		for _, q := range out {
			if samePoses(p.Poses, q.Poses) {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, p)
		}
	}
	return out
}

func samePoses(a, b map[string]geom.Pose) bool {
	for id, p := range a {
		q, ok := b[id]
		if !ok || !p.Pos.Near(q.Pos) || math.Abs(geom.NormAngle(p.Facing-q.Facing)) > geom.AngleEps*1e3 {
			return false
		}
	}
	return true
}
