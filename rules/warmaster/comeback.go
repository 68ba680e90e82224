package warmaster

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/geom"
)

// The owner's choice of line or column for a unit with 40 mm fronts
// coming back onto the table (wme.md §7.6; [L912]: "peuvent être placées
// en ligne ou en colonne"). The return is rolled inside whatever action
// took the unit off (a drive back, a retreat, a blunder's move) or, after
// a 1-2, inside the other player's end of turn (returnToTable), so the
// rules place it (placeBack: in line where there is room) and the choice
// waits: the unit is marked, the "come-back" action is offered to its
// owner (even in the other player's turn) and every other action is
// refused until it is made, as for making way (makewaychoice.go).
const (
	// KindComeBack: the owner of Args["unit"], just placed back on the
	// table, stands it in the formation Args["formation"] names (line or
	// column).
	KindComeBack = "come-back"

	ArgFormation = "formation"
)

// stComeBack marks a unit placed back awaiting its owner's choice of
// formation: 1 + the edge it stands on (edgeTop...).
const stComeBack = "come-back"

// askComeBack marks unit u, just placed back on edge, for its owner's
// choice when its fronts allow a column, and says so (or "").
func askComeBack(s *rules.State, u *rules.Unit, edge int) string {
	_, w, _ := standingBases(s, u)
	if len(returnFormations(w)) < 2 {
		return ""
	}
	u.SetStatus(stComeBack, 1+edge)
	return fmt.Sprintf("; %s chooses whether they stand in line or in column (WME §7.6 [L912])", s.Sides[u.Side].Name)
}

// standingBases are u's bases on the table, with their widths and depths.
func standingBases(s *rules.State, u *rules.Unit) (ids []string, w, d []float64) {
	for _, r := range rects(s, u) {
		w, d = append(w, r.Width), append(d, r.Depth)
	}
	return u.Bases, w, d
}

// comeBackChooser is the unit whose owner must choose its formation
// coming back, or nil.
func comeBackChooser(s *rules.State) *rules.Unit {
	for i := range s.Units {
		if u := &s.Units[i]; status(u, stComeBack) > 0 {
			return u
		}
	}
	return nil
}

// comeBackPendingFor is the violation for any action but the choice
// awaited, or nil, u being comeBackChooser(s) (waitingOf's comeBack).
func comeBackPendingFor(s *rules.State, u *rules.Unit) *rules.Violation {
	if u == nil {
		return nil
	}
	return &rules.Violation{Code: "come-back-pending", Rule: "WME §7.6 [L912]", Bases: u.Bases,
		Msg: fmt.Sprintf("%s must first choose whether %s, back on the table, stand in line or in column", s.Sides[u.Side].Name, u.Title())}
}

// alongEdge is where point p lies along edge (edgeFrame's at).
func alongEdge(edge int, p geom.Vec) float64 {
	if edge == edgeTop || edge == edgeBottom {
		return p.X
	}
	return p.Y
}

// checkComeBack checks a come-back action and returns the unit and where
// its bases stand in the formation chosen: centred where it stands now,
// or as near as possible along the edge ([L912]).
func checkComeBack(s *rules.State, a rules.Action) (*rules.Unit, []geom.Rect, error) {
	u, ok := s.Unit(a.Args["unit"])
	if !ok {
		return nil, nil, fmt.Errorf("warmaster: no unit %q", a.Args["unit"])
	}
	no := func(code, format string, args ...any) (*rules.Unit, []geom.Rect, error) {
		return nil, nil, &rules.Violation{Code: code, Rule: "WME §7.6 [L912]", Bases: u.Bases, Msg: fmt.Sprintf(format, args...)}
	}
	edge := status(u, stComeBack) - 1
	switch {
	case u.Side != a.Side:
		return no("not-yours", "%s is not yours", u.Title())
	case edge < 0:
		return no("no-choice", "%s is not coming back onto the table now", u.Title())
	}
	_, w, d := standingBases(s, u)
	for _, f := range returnFormations(w) {
		if f.String() != a.Args[ArgFormation] {
			continue
		}
		rs, ok := returnPlace(s, u, edge, alongEdge(edge, unitCentre(s, u)), w, d, f)
		if !ok {
			return no("come-back", "there is no room for %s in %s on the %s edge", u.Title(), f, edgeNames[edge])
		}
		return u, rs, nil
	}
	return no("come-back", "%s cannot come back in %q: %s", u.Title(), a.Args[ArgFormation], formationsText(w))
}

// formationsText says which formations bases of widths w may come back in.
func formationsText(w []float64) string {
	if len(returnFormations(w)) > 1 {
		return "in line or in column"
	}
	return "in line only (20 mm fronts, or a single element)"
}

// applyComeBack stands the unit in the formation chosen; the commanders
// who came back with it ([L914]) stand beside it again.
func applyComeBack(s *rules.State, a rules.Action) ([]rules.Event, error) {
	u, rs, err := checkComeBack(s, a)
	if err != nil {
		return nil, err
	}
	putBases(s, u, u.Bases, rs)
	u.SetStatus(stComeBack, 0)
	for _, c := range joinedCommanders(s, u) {
		b, _ := s.Base(c.Bases[0])
		b.Shape.Center = besideUnit(s, u, b.Shape.Center, b.Shape.Width/2)
	}
	return []rules.Event{{Kind: "come-back", Side: u.Side, Unit: u.ID,
		Text: fmt.Sprintf("%s stand in %s, rear edge on the table edge (WME §7.6 [L912])", u.Title(), a.Args[ArgFormation])}}, nil
}

// comeBackOffers propose, for the unit awaiting its owner's choice, each
// formation it may come back in, with its bases' places (on the phasing
// player's screen too, for hotseat play, as for making way).
func comeBackOffers(s *rules.State, side int) []rules.Offer {
	u := comeBackChooser(s)
	if u == nil || u.Side != side && side != s.Active {
		return nil
	}
	_, w, _ := standingBases(s, u)
	var offers []rules.Offer
	for _, f := range returnFormations(w) {
		a := rules.Action{Kind: KindComeBack, Side: u.Side, Args: map[string]string{"unit": u.ID, ArgFormation: f.String()}}
		o := rules.Offer{Action: a, Label: fmt.Sprintf("%s: come back in %s", u.Title(), f),
			Detail: []string{"rear edge on the table edge, where they left; 40 mm fronts in line or column (WME §7.6 [L912])"}}
		_, rs, err := checkComeBack(s, a)
		if err != nil {
			o.Disabled = err.Error()
			offers = append(offers, o)
			continue
		}
		for i, id := range u.Bases {
			b, _ := s.Base(id)
			o.Preview = append(o.Preview, rules.Move{Base: id, Path: geom.Path{b.Shape.Pose(), rs[i].Pose()}})
		}
		offers = append(offers, o)
	}
	return offers
}
