package pagaille

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Command is what an officer or general commands with (bep §3.7-3.8):
// his Cd for command tests and his command range in pas.
type Command struct {
	Cd, Range, Cost int
}

// generalStats are the four generals, by quality code 1-4: hors pair,
// émérite, normal, médiocre (bep §3.7, L436-454, table L870-876).
var generalStats = [...]Command{{11, 30, 100}, {10, 25, 80}, {9, 20, 60}, {8, 15, 50}}

// officerProse and officerAnnex are the three officers by quality code
// 1-3: émérite, normal, médiocre, from the prose (L459-473) and from the
// annex table (L877-882), which disagree (bep §3.8, A11).
var (
	officerProse = [...]Command{{9, 20, 60}, {8, 15, 40}, {7, 10, 30}}
	officerAnnex = [...]Command{{9, 22, 80}, {8, 15, 60}, {7, 10, 50}}
)

// staff is how many officers of each quality (distinguished, average,
// poor) a general of each quality may have (bep §3.9, L483-496, table
// L884-906).
var staff = [...][3]int{{3, 2, 0}, {1, 3, 1}, {0, 3, 2}, {0, 0, 5}}

var generalNames = [...]string{"peerless general", "distinguished general", "average general", "poor general"}
var officerNames = [...]string{"distinguished officer", "average officer", "poor officer"}

// Officer is one who gives orders: a general or an officer, on his own
// base (Unit is his unit) or attached to a unit of figures (Unit is that
// unit, Attached set). His ID, the one actions name, is his unit's.
type Officer struct {
	Unit     *rules.Unit
	General  bool
	Attached bool
	Quality  int // 1 the best
	Command
}

// officerOf is the officer u is or carries; false if none.
func officerOf(u *rules.Unit, st Settings) (Officer, bool) {
	o := Officer{Unit: u}
	switch {
	case u.Type == TypeGeneral:
		o.General, o.Quality = true, int(u.Profile[keyQuality])
	case u.Type == TypeOfficer:
		o.Quality = int(u.Profile[keyQuality])
	case u.Profile[keyGeneral] > 0:
		o.General, o.Attached, o.Quality = true, true, int(u.Profile[keyGeneral])
	case u.Profile[keyOfficer] > 0:
		o.Attached, o.Quality = true, int(u.Profile[keyOfficer])
	default:
		return Officer{}, false
	}
	if o.General {
		if o.Quality < 1 || o.Quality > len(generalStats) {
			return Officer{}, false
		}
		o.Command = generalStats[o.Quality-1]
		return o, true
	}
	if o.Quality < 1 || o.Quality > len(officerProse) {
		return Officer{}, false
	}
	o.Command = officerProse[o.Quality-1]
	if st.OfficerStats == OfficersAnnex {
		o.Command = officerAnnex[o.Quality-1]
	}
	return o, true
}

// Title is the officer in words: "average officer of Spearmen".
func (o Officer) Title(s *rules.State) string {
	what := ""
	if o.General {
		what = generalNames[o.Quality-1]
	} else {
		what = officerNames[o.Quality-1]
	}
	if o.Attached {
		return fmt.Sprintf("the %s with %s", what, s.UnitName(o.Unit.ID))
	}
	return fmt.Sprintf("%s (%s)", s.UnitName(o.Unit.ID), what)
}

// alive reports whether the officer is still on the table: his own base,
// or a unit with figures left (an attached officer dies with his unit,
// L784-789).
func (o Officer) alive() bool {
	if o.Attached {
		return figuresLeft(o.Unit) > 0
	}
	return len(o.Unit.Bases) > 0
}

// checkArmies checks the armies' command: one general each, and no more
// officers of each quality than his staff allows (bep §3.9).
func checkArmies(s *rules.State, st Settings) error {
	for side := range s.Sides {
		var gens []*rules.Unit
		var officers [3]int
		for i := range s.Units {
			u := &s.Units[i]
			if u.Side != side {
				continue
			}
			o, ok := officerOf(u, st)
			if !ok {
				continue
			}
			if o.General {
				gens = append(gens, u)
			} else {
				officers[o.Quality-1]++
			}
		}
		name := s.Sides[side].Name
		switch len(gens) {
		case 0:
			return fmt.Errorf("pagaille: army %s has no general: give one unit type %q, or a unit of figures profile general = 1-4 (§3.7, L421-454)", name, TypeGeneral)
		case 1:
		default:
			return fmt.Errorf("pagaille: army %s has %d generals (%s and %s); an army has one (§3.7)", name, len(gens), gens[0].ScenarioLabel(), gens[1].ScenarioLabel())
		}
		g, _ := officerOf(gens[0], st)
		for q, n := range officers {
			if max := staff[g.Quality-1][q]; n > max {
				return fmt.Errorf("pagaille: army %s has %d %ss; a %s may have %d (§3.9, L483-496)", name, n, officerNames[q], generalNames[g.Quality-1], max)
			}
		}
	}
	return nil
}

// checkOfficerMove checks an officer's order to himself (A27 PROPOSED:
// an unattached officer moves freely, up to 2D6 pas, 3D6 mounted, at no
// cost): an Advance, once a turn, and the order is free and untested.
func checkOfficerMove(s *rules.State, p orderPlan) error {
	u := p.unit
	switch {
	case p.order != OrderAdvance:
		return &rules.Violation{Code: "not-a-unit", Rule: "bep §6.5", Bases: u.Bases, Msg: fmt.Sprintf("%s gives orders to units; he only moves himself", p.officer.Title(s))}
	case u.Status[stOrders] > 0:
		return &rules.Violation{Code: "moved", Rule: "bep A27 PROPOSED", Bases: u.Bases, Msg: fmt.Sprintf("%s has moved this turn", p.officer.Title(s))}
	}
	return nil
}

// officerDice is how many d6 an unattached officer moves (A27): 3 when
// mounted (his base as deep as the mountedOfficerBase setting), else 2.
func officerDice(s *rules.State, u *rules.Unit, st Settings) int {
	if b, ok := s.Base(u.Bases[0]); ok && b.Shape.Depth >= st.MountedOfficerBase.Depth-sizeSlack && st.MountedOfficerBase.Depth > st.OfficerBase.Depth {
		return 3
	}
	return 2
}

// checkOfficerPath checks an officer's move on his own base (A27): his
// centre's travel within the roll, no impassable terrain on the way,
// ending on the table; he passes over bases and ends where he likes, a
// round base never blocking (§12, the shared model).
func checkOfficerPath(s *rules.State, u *rules.Unit, a rules.Action, st Settings) (*plan, error) {
	if len(a.Moves) != 1 || a.Moves[0].Base != u.Bases[0] {
		return nil, &rules.Violation{Code: "formation", Rule: "bep §7", Msg: "an officer moves his own base"}
	}
	m := a.Moves[0]
	b, _ := s.Base(m.Base)
	if len(m.Path) < 1 || !m.Path[0].Pos.Near(b.Shape.Center) {
		return nil, fmt.Errorf("pagaille: the path of %q does not start at its pose", m.Base)
	}
	cost := m.Path.CentreTravel(b.Shape)
	allow := st.Cm(float64(u.Status[stAllowance]))
	if used := s.Used[m.Base]; used+cost > allow+geom.Eps {
		return nil, &rules.Violation{Code: "allowance", Rule: "bep A27 PROPOSED", Bases: []string{m.Base},
			Msg: fmt.Sprintf("that move is %.2f pas; left to %s: %.2f of %d", st.Pas(cost), s.UnitName(u.ID), st.Pas(allow-used), u.Status[stAllowance])}
	}
	if sw := s.Table.Sweep(b.Shape, m.Path, table.Filter{Blocks: impassable, Edges: true, NoBases: true}); !sw.Clear {
		return nil, &rules.Violation{Code: "blocked", Rule: "bep A27 PROPOSED", Bases: []string{m.Base},
			Msg: fmt.Sprintf("%s would run into %s", s.UnitName(u.ID), s.Describe(sw.Hit))}
	}
	return &plan{unit: u, moves: a.Moves, costs: map[string]float64{m.Base: cost}}, nil
}
