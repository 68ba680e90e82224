package warmaster

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// An evade re-formed element by element (wme.md §7.4 item 5; [L730-734]):
// the element nearest to the evaded unit moves first, its centre straight
// away from it, turning as it likes on the way; the others are placed one
// at a time in a new formation as the player wishes; each within full
// pace, turns counted ([L734]).

// planReform checks an evade given as one path per base (moves, in the
// order the bases move) and fills p.
func planReform(s *rules.State, p *evadePlan, moves []rules.Move) error {
	p.reform = true
	p.paths = map[string]geom.Path{}
	p.order = nil
	for _, m := range moves {
		if err := reformMoveError(s, p, m); err != nil {
			return err
		}
		p.paths[m.Base] = m.Path
		p.order = append(p.order, m.Base)
	}
	if len(p.order) != len(p.u.Bases) {
		return &rules.Violation{Code: "reform-all", Rule: "WME §7.4 [L734]", Bases: p.u.Bases,
			Msg: fmt.Sprintf("an evade moves every element of %s: %d of its %d have a path", p.u.Title(), len(p.order), len(p.u.Bases))}
	}
	if v := reformFirstProblem(s, p); v != nil {
		return v
	}
	if v := reformOrderProblem(s, p); v != nil {
		return v
	}
	if v := checkEvadePaths(s, p); v != nil {
		return v
	}
	return nil
}

// reformMoveError is why m cannot be one of p's paths: a base of the
// evading unit, once, with a path that starts where the base stands.
func reformMoveError(s *rules.State, p *evadePlan, m rules.Move) error {
	b, ok := s.Base(m.Base)
	switch {
	case !ok:
		return fmt.Errorf("warmaster: no base %q", m.Base)
	case b.Unit != p.u.ID:
		return fmt.Errorf("warmaster: an evade moves the bases of %s only, not %s", p.u.ID, m.Base)
	case p.paths[m.Base] != nil:
		return fmt.Errorf("warmaster: base %s moves twice in one evade", m.Base)
	}
	return startsHere(b, s.Called(b.ID), m.Path)
}

// reformFirstProblem checks the first element (L730, L734): one of those
// nearest to the evaded unit (ties: the owner's choice), whose centre
// stays at every pose of its path on the line straight away from the
// evaded unit (G2) and ends farther along it; its facing is free. It sets
// p.dist to that displacement.
func reformFirstProblem(s *rules.State, p *evadePlan) *rules.Violation {
	id := p.order[0]
	nearest := nearestFirst(s, p.u, p.t)[0]
	if baseDistance(s, id, p.t) > baseDistance(s, nearest, p.t)+geom.Eps {
		return &rules.Violation{Code: "reform-first", Rule: "WME §7.4 [L730]", Bases: []string{id, nearest},
			Msg: fmt.Sprintf("the element of %s nearest to %s moves first: %s, not %s", p.u.Title(), p.t.Title(), s.Called(nearest), s.Called(id))}
	}
	path := p.paths[id]
	start := path[0].Pos
	off := func(q geom.Pose) (along, aside float64) {
		v := q.Pos.Sub(start)
		return v.Dot(p.dir), math.Abs(v.Cross(p.dir))
	}
	for _, q := range path[1:] {
		if along, aside := off(q); aside > evadeLineTolerance || along < -evadeLineTolerance {
			return reformLineViolation(p, id, fmt.Sprintf("%.1f cm off the line", aside))
		}
	}
	p.dist, _ = off(path.End())
	if p.dist <= geom.Eps {
		return reformLineViolation(p, id, "it does not move away")
	}
	return nil
}

func reformLineViolation(p *evadePlan, id, why string) *rules.Violation {
	return &rules.Violation{Code: "reform-direction", Rule: "WME §7.4 [L734], G2", Bases: []string{id},
		Lines: []geom.Segment{{A: p.paths[id][0].Pos, B: p.paths[id][0].Pos.Add(p.dir.Scale(p.full))}},
		Msg: fmt.Sprintf("%s, the first element of %s to evade, must move its centre straight away from %s (it may turn on the way): %s",
			rules.StandOf(id), p.u.Title(), p.t.Title(), why)}
}

// reformOrderProblem is why a path crosses an element of the unit that
// moved before it: the elements move one at a time ([L730], [L734]), and a
// base passes only over its unit's bases that have not yet moved (A12).
func reformOrderProblem(s *rules.State, p *evadePlan) *rules.Violation {
	done := &table.Table{} // the elements already moved, alone: no terrain, no index to build
	for _, id := range p.order {
		b, _ := s.Base(id)
		if sw := done.Sweep(b.Shape, p.paths[id], table.Filter{}); !sw.Clear {
			return &rules.Violation{Code: "blocked", Rule: "WME §7.4 [L730], [L734], A12", Bases: rules.Involved(id, sw.Hit),
				Areas: []geom.Polygon{b.Shape.At(sw.Stop).Polygon()},
				Msg:   fmt.Sprintf("%s's path crosses %s, which has already moved: the elements of an evade move one at a time", s.Called(id), s.Called(sw.Hit.Base))}
		}
		done.Bases = append(done.Bases, table.Base{ID: id, Unit: b.Unit, Side: b.Side, Shape: b.Shape.At(p.paths[id].End())})
	}
	return nil
}
