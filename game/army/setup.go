package army

import (
	"fmt"
	"maps"
	"math"
	"strconv"
	"strings"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The setup screen (issue 12 item 4) is a battle of its own kind in the
// window: Setup is a ruleset whose state is the scenario with the army
// being built, whose actions add a unit of a list line, remove one or
// move bases inside the deployment zone, and whose scoreboard is the
// army's points and its list's problems, so that the window's offers
// panel, drags with their refusals, undo and redo all serve it unchanged.
// It is never registered: the window opens it with -build, and what it
// writes is the scenario (Written), not a save.

// Setup's action kinds.
const (
	KindAdd    = "add-unit"    // Target: the line's name
	KindRemove = "remove-unit" // Target: the unit's id
)

// PhaseSetup is the setup screen's only phase.
const PhaseSetup = "set-up"

// Setup is the ruleset of the setup screen for army Side of a scenario,
// built from List to Budget points.
type Setup struct {
	Side   int
	List   *List
	Budget int
}

// ID implements rules.Ruleset.
func (Setup) ID() string { return "army-setup" }

// Setup implements rules.Ruleset: the army's side builds, from the first
// phase on; the scenario's own checks wait for the battle.
func (r Setup) Setup(s *rules.State) error {
	if r.Side < 0 || r.Side >= len(s.Sides) {
		return fmt.Errorf("army: the scenario has %d armies, not an army %d", len(s.Sides), r.Side+1)
	}
	if len(s.Sides[r.Side].Deployment) < 3 {
		return fmt.Errorf("army: %s has no deployment zone in this scenario to deploy in", s.Sides[r.Side].Name)
	}
	s.Active, s.Phase, s.Turn = r.Side, PhaseSetup, 0 // turn 0: before the battle
	return nil
}

// Legal implements rules.Ruleset.
func (r Setup) Legal(s *rules.State, side int) []string {
	if side != r.Side {
		return nil
	}
	return []string{KindAdd, KindRemove, rules.KindMove, KindCounterDeploy}
}

// Army is the army the state holds: the side's units as units of the
// list's lines, in their order.
func (r Setup) Army(s *rules.State) *Army {
	a := &Army{List: r.List, Budget: r.Budget, next: map[string]int{}}
	var us []*rules.Unit
	for i := range s.Units {
		if s.Units[i].Side == r.Side {
			us = append(us, &s.Units[i])
		}
	}
	for i, line := range r.List.rules.linesOf(r.List, us) {
		a.Units = append(a.Units, Unit{ID: us[i].ID, Line: line, baggage: isBaggage(us[i])})
	}
	return a
}

// Measure implements rules.Ruleset: a deployment has no allowance (an
// infinite one: the tape shows the distance alone).
func (r Setup) Measure(s *rules.State, m rules.Move) rules.Tape {
	b, ok := s.Base(m.Base)
	if !ok || len(m.Path) == 0 {
		return rules.Tape{}
	}
	return rules.Tape{Move: m.Path.MaxCornerTravel(b.Shape), Allowance: math.Inf(1)}
}

func (r Setup) refuse(code, msg string, bases ...string) *rules.Violation {
	return &rules.Violation{Code: code, Rule: "army set-up", Msg: msg, Bases: bases}
}

// Check implements rules.Ruleset.
func (r Setup) Check(s *rules.State, a rules.Action) error {
	if a.Side != r.Side {
		return r.refuse("not-yours", fmt.Sprintf("only %s is being built here", s.Sides[r.Side].Name))
	}
	switch a.Kind {
	case KindAdd:
		l, ok := r.List.Line(a.Target)
		switch {
		case !ok:
			return fmt.Errorf("army: the %s list has no line %q", r.List.Name, a.Target)
		case l.Unplayed != "":
			return r.refuse("unplayed", fmt.Sprintf("%s cannot be fielded: %s", l.Name, l.Unplayed))
		}
		if _, ok := r.placeNew(s, l); !ok {
			return r.refuse("no-room", noRoom(s, r.Side, l.Name))
		}
		return nil
	case KindRemove:
		if u, ok := s.Unit(a.Target); !ok || u.Side != r.Side {
			return fmt.Errorf("army: no unit %q in %s", a.Target, s.Sides[r.Side].Name)
		}
		return nil
	case rules.KindMove:
		return r.checkMove(s, a)
	case KindCounterDeploy:
		other := r.otherArmy(s, a.Target)
		if other < 0 {
			return fmt.Errorf("army: no other army %q in the scenario", a.Target)
		}
		if _, err := CounterDeploy(s, r.Side, other); err != nil {
			return r.refuse("no-room", strings.TrimPrefix(err.Error(), "army: "))
		}
		return nil
	case rules.KindEndPhase:
		return r.refuse("set-up", doneHint)
	}
	return fmt.Errorf("army: unknown action %q (known: %s, %s, %s, move)", a.Kind, KindAdd, KindRemove, KindCounterDeploy)
}

// otherArmy is the index of the army with this id, when it is not the one
// being built; -1 otherwise.
func (r Setup) otherArmy(s *rules.State, id string) int {
	for i, sd := range s.Sides {
		if sd.ID == id && i != r.Side {
			return i
		}
	}
	return -1
}

// checkMove: bases of the army moved anywhere inside its deployment zone,
// on the table and on no other base (the scenario's ruleset judges the
// rest when the battle starts: its own deployment rules).
func (r Setup) checkMove(s *rules.State, a rules.Action) error {
	if len(a.Moves) == 0 {
		return fmt.Errorf("army: a move names no base")
	}
	zone := s.Sides[r.Side].Deployment
	moving := map[string]bool{}
	for _, m := range a.Moves {
		moving[m.Base] = true
	}
	ends := make([]geom.Rect, len(a.Moves))
	for i, m := range a.Moves {
		b, ok := s.Base(m.Base)
		if !ok || len(m.Path) < 2 {
			return fmt.Errorf("army: no base %q, or a path of %d poses", m.Base, len(m.Path))
		}
		if b.Side != r.Side {
			return r.refuse("not-yours", fmt.Sprintf("%s is not in the army being built", s.Called(b.ID)), b.ID)
		}
		end := b.Shape.At(m.Path.End())
		ends[i] = end
		if !cornersIn(zone, end) || !s.Table.OnTable(end) {
			return r.refuse("outside-zone", fmt.Sprintf("%s would stand outside %s's deployment zone", s.Called(b.ID), s.Sides[r.Side].Name), b.ID)
		}
		if b.Round {
			continue // commanders never block nor are blocked (wme.md §7.2 item 6)
		}
		skip := table.Filter{SkipBase: func(o *table.Base) bool { return o.Round || moving[o.ID] }}
		if hits := s.Table.Overlaps(end, skip); len(hits) > 0 {
			return r.refuse("overlap", fmt.Sprintf("%s would stand on %s", s.Called(b.ID), s.Describe(hits[0])), rules.Involved(b.ID, hits[0])...)
		}
	}
	for i := range ends {
		for j := i + 1; j < len(ends); j++ {
			if geom.Penetration(ends[i].Polygon(), ends[j].Polygon()) > table.OverlapSlack {
				return r.refuse("overlap", fmt.Sprintf("%s would stand on %s", s.Called(a.Moves[i].Base), s.Called(a.Moves[j].Base)), a.Moves[i].Base, a.Moves[j].Base)
			}
		}
	}
	return nil
}

// placeNew is where a new unit of line l goes: clear of terrain and of
// every base on the table, at the place nearest the middle of the zone's
// front, a row further back counting as half its distance along the row
// (so a unit goes behind the centre before it goes to a far flank, or
// across a river).
func (r Setup) placeNew(s *rules.State, l *Line) ([]geom.Rect, bool) {
	zone := s.Sides[r.Side].Deployment
	facing := facingToCentre(&s.Table, zone.Centroid())
	fwd, right := geom.Dir(facing), geom.Dir(facing).Perp()
	loF, hiF := extent(zone, fwd)
	loR, hiR := extent(zone, right)
	d := l.Base[1]
	var best []geom.Rect
	bestScore := math.Inf(1)
	for front := hiF; front-d >= loF-geom.Eps && hiF-front < bestScore*2; front -= 2 * scanStep {
		// Only the bases reaching into this row's band can be in the way.
		var on []Placed
		for _, b := range s.Table.Bases {
			lo, hi := extent(b.Shape.Polygon(), fwd)
			if hi > front-d-unitGap && lo < front+unitGap {
				on = append(on, Placed{Bases: []geom.Rect{b.Shape}})
			}
		}
		rects, ok := placeInRow(&s.Table, zone, on, l.Bases, l.Base, facing, front-d/2, loR, hiR, (loR+hiR)/2)
		if !ok {
			continue
		}
		mid := (rects[0].Center.Dot(right) + rects[len(rects)-1].Center.Dot(right)) / 2
		if score := math.Abs(mid-(loR+hiR)/2) + (hiF-front)/2; score < bestScore {
			best, bestScore = rects, score
		}
	}
	return best, best != nil
}

// Apply implements rules.Ruleset.
func (r Setup) Apply(s rules.State, a rules.Action, _ dice.Roller) (rules.State, []rules.Event, error) {
	if err := r.Check(&s, a); err != nil {
		return s, nil, err
	}
	n := s.Clone()
	switch a.Kind {
	case rules.KindMove:
		evs := rules.MoveBases(&n, a, func(*table.Base, geom.Path) float64 { return 0 })
		n.Used = nil // a deployment spends no allowance
		return n, evs, nil
	case KindAdd:
		l, _ := r.List.Line(a.Target)
		rects, _ := r.placeNew(&s, l)
		id := r.newID(&s, l.Name)
		u := rules.Unit{ID: id, Name: l.Name, Side: r.Side, Type: l.Type, Profile: maps.Clone(l.Profile)}
		if len(rects) > 1 {
			u.Formation = "line"
		}
		// The unit goes after the army's last (units are listed army by
		// army), its bases after theirs (the table in the units' order).
		at, bat := 0, 0
		for _, x := range n.Units {
			if x.Side <= r.Side {
				at, bat = at+1, bat+len(x.Bases)
			}
		}
		var bases []table.Base
		for k, rc := range rects {
			bid := id + "." + strconv.Itoa(k+1)
			u.Bases = append(u.Bases, bid)
			bases = append(bases, table.Base{ID: bid, Unit: id, Side: r.Side, Shape: rc, Round: l.Round})
		}
		n.Units = append(n.Units[:at], append([]rules.Unit{u}, n.Units[at:]...)...)
		n.Table.Bases = append(n.Table.Bases[:bat], append(bases, n.Table.Bases[bat:]...)...)
		n.NumberUnits()
		return n, []rules.Event{{Kind: "added", Side: r.Side, Unit: id, Text: fmt.Sprintf("%s added: %s points", n.UnitName(id), points(l.Points))}}, nil
	case KindCounterDeploy:
		other := r.otherArmy(&s, a.Target)
		to, _ := CounterDeploy(&s, r.Side, other)
		for i := range n.Table.Bases {
			if sh, ok := to[n.Table.Bases[i].ID]; ok {
				n.Table.Bases[i].Shape = sh
			}
		}
		for i := range n.Units {
			if n.Units[i].Side == other && len(n.Units[i].Bases) > 1 {
				n.Units[i].Formation = "line" // CounterDeploy stands every unit in line
			}
		}
		return n, []rules.Event{{Kind: "counter-deployed", Side: r.Side,
			Text: fmt.Sprintf("%s deployed by the AI against %s", n.Sides[other].Name, n.Sides[r.Side].Name)}}, nil
	case KindRemove:
		u, _ := n.Unit(a.Target)
		name := n.UnitName(u.ID)
		gone := map[string]bool{}
		for _, id := range u.Bases {
			gone[id] = true
		}
		bases := n.Table.Bases[:0:0]
		for _, b := range n.Table.Bases {
			if !gone[b.ID] {
				bases = append(bases, b)
			}
		}
		units := n.Units[:0:0]
		for _, x := range n.Units {
			if x.ID != a.Target {
				units = append(units, x)
			}
		}
		n.Units, n.Table.Bases = units, bases
		n.NumberUnits()
		return n, []rules.Event{{Kind: "removed", Side: r.Side, Text: name + " removed"}}, nil
	}
	return s, nil, fmt.Errorf("army: unknown action %q", a.Kind)
}

func noRoom(s *rules.State, side int, line string) string {
	return fmt.Sprintf("no room for %s in %s's deployment zone: move or remove a unit", line, s.Sides[side].Name)
}

// newID is an id for a new unit of the line: the list's id, the line,
// the next number no unit on the table has.
func (r Setup) newID(s *rules.State, line string) string {
	for k := 1; ; k++ {
		id := fmt.Sprintf("%s-%s-%d", r.List.ID, slug(line), k)
		if _, taken := s.Unit(id); !taken {
			return id
		}
	}
}

// Offers implements rules.Offerer: with a unit selected, removing it
// first; the AI deploying each other army against this one; a unit of
// each line to add, with its points and how many the list allows, those
// that cannot be fielded last, disabled with why.
func (r Setup) Offers(s *rules.State, side int, selected []string) []rules.Offer {
	if side != r.Side {
		return nil
	}
	var out []rules.Offer
	seen := map[string]bool{}
	for _, id := range selected {
		u, ok := s.UnitOf(id)
		if !ok || u.Side != r.Side || seen[u.ID] {
			continue
		}
		seen[u.ID] = true
		l, _ := r.List.Line(r.Army(s).lineOf(u.ID))
		pts := 0.0
		if l != nil {
			pts = l.Points
		}
		out = append(out, rules.Offer{Label: "Remove " + s.UnitName(u.ID), Detail: []string{fmt.Sprintf("gives back %s points", points(pts))},
			Action: rules.Action{Kind: KindRemove, Side: side, Target: u.ID}, Bases: u.Bases})
	}
	// The AI's answer first: it lays out the other army, not a unit.
	for i, sd := range s.Sides {
		if i == r.Side || len(sd.Deployment) < 3 {
			continue
		}
		o := rules.Offer{Label: fmt.Sprintf("The AI deploys %s against this army", sd.Name),
			Detail: []string{"its units opposite yours, the strongest first; Ctrl+Z takes it back"},
			Action: rules.Action{Kind: KindCounterDeploy, Side: side, Target: sd.ID}}
		out = append(out, o) // not tried here: it lays out a whole army, and says so if it cannot
	}
	a := r.Army(s)
	room := map[[3]float64]bool{} // by bases and base size: lines alike fit alike
	var unplayed []rules.Offer    // listed after those that can be fielded
	for _, l := range r.List.Lines {
		o := rules.Offer{Label: fmt.Sprintf("Add %s — %s points", l.Name, points(l.Points)), Detail: []string{r.List.rules.limit(&l, a)},
			Action: rules.Action{Kind: KindAdd, Side: side, Target: l.Name}}
		size := [3]float64{float64(l.Bases), l.Base[0], l.Base[1]}
		fits, known := room[size]
		switch {
		case l.Unplayed != "":
			o.Disabled = fmt.Sprintf("%s cannot be fielded: %s", l.Name, l.Unplayed)
			unplayed = append(unplayed, o)
			continue
		case known && !fits:
			o.Disabled = noRoom(s, r.Side, l.Name)
		case !known:
			err := r.Check(s, o.Action)
			room[size] = err == nil
			if err != nil {
				o.Disabled = reason(err)
			}
		}
		out = append(out, o)
	}
	out = append(out, unplayed...)
	// The phase bar's button: nothing ends here, the army is written.
	return append(out, rules.Offer{Label: "Army set-up", Disabled: doneHint,
		Action: rules.Action{Kind: rules.KindEndPhase, Side: side}})
}

// doneHint is what to do with an army built.
const doneHint = "Ctrl+S writes the scenario with this army, Ctrl+N plays it"

func reason(err error) string {
	if v, ok := err.(*rules.Violation); ok {
		return v.Msg
	}
	return err.Error()
}

// Score implements rules.Scorer: the army's points against the budget,
// then what its list says is wrong, or that it is ready.
func (r Setup) Score(s *rules.State) rules.Scoreboard {
	a := r.Army(s)
	items := []rules.ScoreItem{{Text: fmt.Sprintf("%s of %d points", points(a.Points()), a.Budget), Alarm: a.Points() > float64(a.Budget)}}
	problems := a.Problems()
	for _, p := range problems {
		items = append(items, rules.ScoreItem{Text: plainProblem(p), Alarm: true})
	}
	if len(problems) == 0 {
		items = append(items, rules.ScoreItem{Text: "a legal army: " + doneHint})
	}
	return rules.Scoreboard{Battle: []string{fmt.Sprintf("Building the %s army (%s list)", s.Sides[r.Side].Name, r.List.Name)},
		Sides: []rules.SideScore{{Side: r.Side, Items: items}}}
}

// plainProblem is a list problem without its rule citation, which the
// window shows on demand (the "(WME §3.4 [L2668])" at its end).
func plainProblem(p string) string {
	if i := strings.LastIndex(p, " (WME"); i > 0 {
		return p[:i]
	}
	return p
}

// Markers implements rules.Scorer: a unit on the setup screen is in no
// state.
func (Setup) Markers(*rules.State, string) []rules.Marker { return nil }

// Written is the setup screen's army, where its bases stand in s, written
// into sc in place of the army built there (Scenario), titled title.
func (r Setup) Written(sc *scenario.Scenario, s *rules.State, title string) ([]byte, error) {
	a := r.Army(s)
	placed := make([]Placed, 0, len(a.Units))
	for _, u := range a.Units {
		unit, _ := s.Unit(u.ID)
		p := Placed{Unit: u}
		for _, id := range unit.Bases {
			b, _ := s.Base(id)
			p.Bases = append(p.Bases, b.Shape)
		}
		placed = append(placed, p)
	}
	return scenarioFrom(sc, s, r.Side, a, placed, title)
}
