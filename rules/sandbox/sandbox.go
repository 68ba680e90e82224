package sandbox

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// ID is the name scenarios use for this ruleset.
const ID = "sandbox"

// PhaseMove is the sandbox's only phase.
const PhaseMove = "move"

// allowances is the full pace in cm of each troop type (wme.md §3.2, seed
// 000 L606-615). Unexported: the rules are not for other code to change.
var allowances = map[string]float64{
	"infantry":   20,
	"monster":    20,
	"skirmisher": 20,
	"cavalry":    30,
	"chariot":    30,
	"artillery":  10,
	"commander":  60,
}

// impassable lists the terrain kinds no base may enter.
var impassable = map[string]bool{
	"impassable": true, "lake": true, "rocks": true, "cliff": true, "building": true,
}

// startFacingTolerance is how far (radians) a path's first facing may be
// from the base's own: a microradian, far below what a player can turn,
// above what a JSON round trip of the facing can change.
const startFacingTolerance = 1e-6

// Where the sandbox's rules come from, for Violation.Rule.
const (
	ruleAllowance = "sandbox allowance, after WME §7.2 [L684]"
	ruleGap       = "sandbox gaps, after WME §7.3 [L712-714]"
	rulePhysics   = "physics"
)

func init() { rules.Register(ID, func() rules.Ruleset { return Rules{} }) }

// Rules is the sandbox ruleset. It has no state of its own.
type Rules struct{}

// ID implements rules.Ruleset.
func (Rules) ID() string { return ID }

// Setup checks every unit has an allowance, in range (ranges.go), and
// starts the first phase.
func (Rules) Setup(s *rules.State) error {
	var bad []string
	for _, u := range s.Units {
		if _, err := allowance(&u); err != nil {
			bad = append(bad, err.Error())
		}
		if err := checkMoveRange(&u); err != nil { // ranges.go
			bad = append(bad, err.Error())
		}
	}
	for _, k := range sortedKeys(s.Settings) {
		bad = append(bad, fmt.Sprintf("sandbox: unknown setting %q (the sandbox has no settings)", k))
	}
	if len(bad) > 0 {
		return fmt.Errorf("%s", strings.Join(bad, "; "))
	}
	if s.Turn == 0 {
		s.Turn = 1
	}
	s.Phase = PhaseMove
	return nil
}

// Legal implements rules.Ruleset: the side to play may move and end its
// phase; the other sides wait.
func (Rules) Legal(s *rules.State, side int) []string {
	if side != s.Active {
		return nil
	}
	return []string{rules.KindMove, rules.KindEndPhase}
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func allowance(u *rules.Unit) (float64, error) {
	if v, ok := u.Profile["move"]; ok {
		return v, nil
	}
	a, ok := allowances[u.Type]
	if !ok {
		known := make([]string, 0, len(allowances))
		for k := range allowances {
			known = append(known, k)
		}
		sort.Strings(known)
		return 0, fmt.Errorf("sandbox: unit %s has troop type %q, which has no allowance (known: %s; or give profile.move)",
			u.ID, u.Type, strings.Join(known, ", "))
	}
	return a, nil
}

// Measure implements rules.Ruleset.
func (Rules) Measure(s *rules.State, m rules.Move) rules.Tape {
	b, ok := s.Base(m.Base)
	if !ok {
		return rules.Tape{}
	}
	u, _ := s.Unit(b.Unit)
	var allow float64
	if u != nil {
		allow, _ = allowance(u)
	}
	return rules.Tape{Used: s.Used[m.Base], Move: m.Path.MaxCornerTravel(b.Shape), Allowance: allow}
}

// Check implements rules.Ruleset.
func (r Rules) Check(s *rules.State, a rules.Action) error {
	if a.Side != s.Active {
		return &rules.Violation{Code: "turn", Rule: "sequence of play",
			Msg: fmt.Sprintf("it is %s's turn", sideName(s, s.Active))}
	}
	switch a.Kind {
	case rules.KindEndPhase:
		return nil
	case rules.KindMove:
		return r.checkMove(s, a)
	default:
		return fmt.Errorf("sandbox: unknown action %q (known: move, end-phase)", a.Kind)
	}
}

func (r Rules) checkMove(s *rules.State, a rules.Action) error {
	if len(a.Moves) == 0 {
		return fmt.Errorf("sandbox: a move names no base")
	}
	moving := make(map[string]bool, len(a.Moves))
	unit := ""
	for _, m := range a.Moves {
		b, ok := s.Base(m.Base)
		if !ok {
			return fmt.Errorf("sandbox: no base %q", m.Base)
		}
		if moving[m.Base] {
			return fmt.Errorf("sandbox: base %s moves twice in one action", m.Base)
		}
		moving[m.Base] = true
		if unit == "" {
			unit = b.Unit
		} else if b.Unit != unit {
			return fmt.Errorf("sandbox: one move may only move bases of one unit (%s and %s)", unit, b.Unit)
		}
		if b.Side != a.Side {
			return &rules.Violation{Code: "not-yours", Rule: "sequence of play", Bases: []string{b.ID},
				Msg: fmt.Sprintf("%s belongs to %s", s.Called(b.ID), sideName(s, b.Side))}
		}
		if len(m.Path) < 2 {
			return fmt.Errorf("sandbox: the path of %s has %d poses, need at least 2", m.Base, len(m.Path))
		}
		if p := m.Path[0]; !p.Pos.Near(b.Shape.Center) || math.Abs(geom.NormAngle(p.Facing-b.Shape.Facing)) > startFacingTolerance {
			return fmt.Errorf("sandbox: the path of %s does not start where it stands", m.Base)
		}
	}
	u, ok := s.Unit(unit)
	if !ok {
		return fmt.Errorf("sandbox: base %s belongs to no unit %q", a.Moves[0].Base, unit)
	}
	allow, err := allowance(u)
	if err != nil {
		return err
	}
	ends := make([]geom.Rect, 0, len(a.Moves))
	for _, m := range a.Moves {
		b, _ := s.Base(m.Base)
		if v := r.checkBase(s, b, m.Path, allow, moving); v != nil {
			return v
		}
		ends = append(ends, b.Shape.At(m.Path.End()))
	}
	// Bases moved together must not end on top of each other.
	for i := range ends {
		for j := i + 1; j < len(ends); j++ {
			if !isRound(s, a.Moves[i].Base) && !isRound(s, a.Moves[j].Base) &&
				geom.Penetration(ends[i].Polygon(), ends[j].Polygon()) > table.OverlapSlack {
				return &rules.Violation{Code: "overlap", Rule: rulePhysics,
					Bases: []string{a.Moves[i].Base, a.Moves[j].Base},
					Areas: []geom.Polygon{ends[i].Polygon(), ends[j].Polygon()},
					Msg:   fmt.Sprintf("%s would end on top of %s", s.Called(a.Moves[i].Base), s.Called(a.Moves[j].Base))}
			}
		}
	}
	return nil
}

func (r Rules) checkBase(s *rules.State, b *table.Base, path geom.Path, allow float64, moving map[string]bool) *rules.Violation {
	end := b.Shape.At(path.End())
	cost := path.MaxCornerTravel(b.Shape)
	if used := s.Used[b.ID]; used+cost > allow+geom.Eps {
		return &rules.Violation{Code: "allowance", Rule: ruleAllowance, Bases: []string{b.ID},
			Areas: []geom.Polygon{end.Polygon()},
			Msg: fmt.Sprintf("%s would move %.1f cm; %.1f of its %.0f cm are left",
				s.Called(b.ID), cost, math.Max(0, allow-used), allow)}
	}
	if !s.Table.OnTable(end) {
		return &rules.Violation{Code: "off-table", Rule: rulePhysics, Bases: []string{b.ID},
			Areas: []geom.Polygon{end.Polygon()}, Msg: fmt.Sprintf("%s would end off the table", s.Called(b.ID))}
	}
	if b.Round {
		return nil // commanders never block nor are blocked (wme.md §7.2 item 6)
	}
	blocking := func(f *table.Feature) bool { return impassable[f.Kind] }
	// The path may cross the moving unit's own bases; the end pose may not
	// overlap any base but those moving now.
	passing := table.Filter{Blocks: blocking, SkipBase: func(o *table.Base) bool { return o.Round || o.Unit == b.Unit }}
	if sw := s.Table.Sweep(b.Shape, path, passing); !sw.Clear {
		return &rules.Violation{Code: "blocked", Rule: rulePhysics, Bases: rules.Involved(b.ID, sw.Hit),
			Areas: []geom.Polygon{b.Shape.At(sw.Stop).Polygon()},
			Msg:   fmt.Sprintf("%s's path is blocked by %s", s.Called(b.ID), s.Describe(sw.Hit))}
	}
	endFilter := table.Filter{Blocks: blocking, SkipBase: func(o *table.Base) bool { return o.Round || moving[o.ID] }}
	if hits := s.Table.Overlaps(end, endFilter); len(hits) > 0 {
		return &rules.Violation{Code: "overlap", Rule: rulePhysics, Bases: rules.Involved(b.ID, hits[0]),
			Areas: []geom.Polygon{end.Polygon()},
			Msg:   fmt.Sprintf("%s would end on top of %s", s.Called(b.ID), s.Describe(hits[0]))}
	}
	for _, g := range s.Table.Gaps(b.Shape, path, passing) {
		enemy := s.IsEnemy(g.A, b.Side) || s.IsEnemy(g.B, b.Side)
		need, ok := b.Shape.ShortSide(), g.Width >= b.Shape.ShortSide()-geom.Eps
		if enemy {
			need, ok = b.Shape.LongSide(), g.Width > b.Shape.LongSide()+geom.Eps
		}
		if !ok {
			cmp := "at least"
			if enemy {
				cmp = "more than"
			}
			return &rules.Violation{Code: "gap", Rule: ruleGap, Bases: nonEmpty(b.ID, g.A.Base, g.B.Base),
				Lines: []geom.Segment{g.Between},
				Msg: fmt.Sprintf("%s would pass through a %.1f cm gap between %s and %s; it needs %s %.1f cm",
					s.Called(b.ID), g.Width, s.Describe(g.A), s.Describe(g.B), cmp, need)}
		}
	}
	return nil
}

// nonEmpty lists the IDs that are not empty (a gap's side may be terrain).
func nonEmpty(ids ...string) []string {
	var out []string
	for _, id := range ids {
		if id != "" {
			out = append(out, id)
		}
	}
	return out
}

func isRound(s *rules.State, id string) bool {
	b, ok := s.Base(id)
	return ok && b.Round
}

func sideName(s *rules.State, i int) string {
	if i >= 0 && i < len(s.Sides) {
		return s.Sides[i].Name
	}
	return fmt.Sprintf("side %d", i)
}

// Apply implements rules.Ruleset.
func (r Rules) Apply(s rules.State, a rules.Action, _ dice.Roller) (rules.State, []rules.Event, error) {
	if err := r.Check(&s, a); err != nil {
		return s, nil, err
	}
	n := s.Clone()
	switch a.Kind {
	case rules.KindMove:
		return n, rules.MoveBases(&n, a, rules.FarthestPoint), nil
	case rules.KindEndPhase:
		n.Active = (n.Active + 1) % len(n.Sides)
		if n.Active == 0 {
			n.Turn++
		}
		n.Phase = PhaseMove
		for _, b := range n.Table.Bases {
			if b.Side == n.Active {
				delete(n.Used, b.ID)
			}
		}
		return n, []rules.Event{{Kind: "phase", Side: n.Active,
			Text: fmt.Sprintf("turn %d: %s to play", n.Turn, sideName(&n, n.Active))}}, nil
	}
	return s, nil, fmt.Errorf("sandbox: unknown action %q", a.Kind)
}

// Offers implements rules.Offerer: the sandbox's only non-drag action is
// ending the phase.
func (Rules) Offers(s *rules.State, side int, _ []string) []rules.Offer {
	if side != s.Active {
		return nil
	}
	next := sideName(s, (s.Active+1)%len(s.Sides))
	return []rules.Offer{{
		Label:  "End turn",
		Detail: []string{"hands the table to " + next},
		Action: rules.Action{Kind: rules.KindEndPhase, Side: side},
	}}
}
