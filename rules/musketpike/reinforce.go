package musketpike

import (
	"fmt"
	"maps"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
	"plateau/rules/table"
)

// Reinforcements and entry hexes (7.4 [L583-L587], spec §6.7). A wing
// the scenario brings on later (profile enters = TURN on its commander
// and on every unit of the wing), or a unit that joins its wing later (a
// reinforcement without its own commander: profile enters on the unit
// alone, later than its commander's, checkReinforcements) is off the map
// when the battle starts:
// Setup reads each counter's hex as its entry hex (status entry, and
// entry-facing its vertex), takes the counter off the table (status
// reserve: no base, so it stands on no hex, blocks nothing, is no target
// and is not drawn) and gives the wing Make Ready orders [L585]. From its
// turn on, the wing counts for the initiative and activates in its place
// [L585]; during its activation each unit enters by the action "enter"
// (Target the unit, Args hex the hex, formation normal, open or column
// [L585]): its counter is placed on its entry hex, or on one of the
// nearest free hexes when enemy units block it [L585], its move begins
// there with its MA less one for each unit of its side already entered
// by that entry hex this turn [L585], [L587], and it goes on by drags
// checked as any move.

// KindEnter is a reinforcement's entry onto the map: Target the unit,
// Args["hex"] the hex it enters by (its entry hex, or a nearest free one
// when enemies block it), Args["formation"] normal (or empty), open or
// column [L585].
const KindEnter = "enter"

// keyEnters is the profile key of a reinforcement: the turn its wing
// enters [L585].
const keyEnters = "enters"

// maxEntryTurn bounds profile enters: a scenario's length is the
// booklet's (the rules text gives none); 99 turns is beyond any battle.
const maxEntryTurn = 99

// Reinforcement statuses.
const (
	stReserve     = "reserve"      // a reinforcement still off the map: no base until it enters [L585]
	stEntry       = "entry"        // a reinforcement's entry hex: 1 + its index on the map (a 2-hex counter's left half) [L585]
	stEntryFacing = "entry-facing" // the vertex its counter enters facing, 1 + V (0: a counter with no facing)
	stArrived     = "arrived"      // the turn the reinforcement entered the map [L587]
)

// reinforcement reports whether u is a reinforcement still to enter.
func reinforcement(u *rules.Unit) bool { return u.Status[stReserve] == 1 }

// due reports whether u is a reinforcement whose turn has come [L585].
func due(s *rules.State, u *rules.Unit) bool {
	return reinforcement(u) && int(u.Profile[keyEnters]) <= s.Turn
}

// startOrder is a wing commander's order at the start: a reinforcement
// wing's is Make Ready [L585], else the scenario's.
func startOrder(u *rules.Unit) int {
	if u.Profile[keyEnters] > 0 {
		return int(charts.MakeReady) + 1
	}
	return int(u.Profile[keyOrder])
}

// holdReinforcements takes every reinforcement's counter off the table at
// Setup, keeping its hex as its entry hex [L585]. The counter must stand
// on the map, on terrain it may enter; several may share one entry hex
// (they enter one after another [L585]).
func holdReinforcements(s *rules.State) error {
	var bd *board
	for i := range s.Units {
		u := &s.Units[i]
		if _, ok := u.Profile[keyEnters]; !ok {
			continue
		}
		if err := checkUnit(u); err != nil {
			return err
		}
		if bd == nil {
			var err error
			if bd, err = boardOf(s); err != nil {
				return err
			}
		}
		if len(u.Bases) != 1 {
			return fmt.Errorf("musketpike: unit %s: a reinforcement (profile enters) is one counter on its entry hex: give it hex (and vertex) [L585]", u.ScenarioLabel())
		}
		b, ok := s.Base(u.Bases[0])
		if !ok {
			return fmt.Errorf("musketpike: unit %s: its base %q is not on the table", u.ScenarioLabel(), u.Bases[0])
		}
		at, ok := bd.place(u, b.Shape.Pose())
		if !ok {
			return fmt.Errorf("musketpike: unit %s: its entry hex must be on the hex map: a counter stands on a hex centre (a 2-hex one on the midpoint of two) facing a vertex [L447], [L585]", u.ScenarioLabel())
		}
		for _, h := range at.Hexes() {
			if bd.hexCost(moverOf(u), h).prohibited {
				return fmt.Errorf("musketpike: unit %s: its entry hex %s is terrain it may not enter (TEC) [L585]", u.ScenarioLabel(), bd.label(h))
			}
		}
		k, _ := bd.m.Index(at.L)
		u.SetStatus(stEntry, k+1)
		if at.F >= 0 {
			u.SetStatus(stEntryFacing, int(at.F)+1)
		}
		takeOff(s, u)
		u.SetStatus(stReserve, 1)
	}
	return nil
}

// checkReinforcements checks the reinforcements against their wings
// [L585]: a wing with its own commander enters with him (his profile
// enters); a unit may come later than its commander, or join a wing on
// the map from the start, a reinforcement without its own wing commander
// (the text says what happens only to those with one: they are read as
// joining their wing, which keeps its orders, and entering during its
// activations from their turn, as [L441]'s "units of this wing not yet
// arrived as reinforcements" supposes); never earlier than him, so a wing
// is never on the map without its commander (every wing has one [L190],
// [L366]); the Army Commander and wagons of no wing are no
// reinforcements; a reinforcement wing has Make Ready orders.
func checkReinforcements(s *rules.State) error {
	type wingKey struct{ side, n int }
	wcs := map[wingKey]*rules.Unit{}
	for i := range s.Units {
		if u := &s.Units[i]; isWC(u) {
			wcs[wingKey{u.Side, wingOf(u)}] = u
		}
	}
	for i := range s.Units {
		u := &s.Units[i]
		e, has := u.Profile[keyEnters]
		switch {
		case has && isAC(u):
			return fmt.Errorf("musketpike: unit %s: the Army Commander is no reinforcement (profile enters is for a wing and its own wing commander) [L585]", u.ScenarioLabel())
		case has && wingOf(u) == 0:
			return fmt.Errorf("musketpike: unit %s: a reinforcement enters with its wing and that wing's own commander: give it profile wing [L585]", u.ScenarioLabel())
		case isAC(u) || wingOf(u) == 0:
			continue
		}
		wc := wcs[wingKey{u.Side, wingOf(u)}]
		if wc == nil {
			continue // checkWings names the wing without a commander
		}
		if we := wc.Profile[keyEnters]; e < we {
			return fmt.Errorf("musketpike: unit %s %s, but its wing commander %s %s: a unit of a wing does not come before its commander (a reinforcement wing enters with its own wing commander; a unit may come later, a reinforcement without its own commander) [L585]", u.ScenarioLabel(), entersWords(e), wc.ScenarioLabel(), entersWords(we))
		}
		if isWC(u) && has && u.Profile[keyOrder] != 0 && int(u.Profile[keyOrder]) != int(charts.MakeReady)+1 {
			return fmt.Errorf("musketpike: unit %s: profile order = %g, but a reinforcement wing enters with Make Ready orders (order = 2, or none) [L585]", u.ScenarioLabel(), u.Profile[keyOrder])
		}
	}
	return nil
}

// entersWords says when a unit enters, for Setup's errors.
func entersWords(e float64) string {
	if e == 0 {
		return "is on the map at the start (no enters)"
	}
	return fmt.Sprintf("enters on turn %g", e)
}

// entryFormations are the formations a reinforcement may enter in, by
// the Args word: Normal, Open Order or Column, its player's choice [L585].
var entryFormations = map[string]string{"": Normal, Normal: Normal, Open: Open, Column: Column}

// entry is a checked "enter" action.
type entry struct {
	u    *rules.Unit
	at   hex.Unit // the footprint it enters on
	via  hex.Hex  // its entry hex (the left half of a 2-hex counter)
	form string   // its formation ("" for leaders, wagons and guns)
	ma   int      // its MA for this move, less one for each unit already entered by its entry hex [L587]
	n    int      // the units of its side already entered by that entry hex this turn [L587]
}

// enteringAs is u as it enters in formation form: a copy, in that
// formation, guns limbered (a reading: unlimbered guns have no MA [L554]
// and could not come on).
func enteringAs(u *rules.Unit, form string) *rules.Unit {
	c := *u
	c.Status = maps.Clone(u.Status)
	if form != "" {
		c.Formation = form
	}
	if u.Type == Artillery {
		c.SetStatus(stLimbered, 1)
	}
	return &c
}

// entryAt is u's footprint with its left half (or its one hex) at h, facing
// its entry facing, in Column when column [L585].
func entryAt(u *rules.Unit, h hex.Hex, column bool) hex.Unit {
	f := hex.Vertex(u.Status[stEntryFacing] - 1)
	if u.Status[stEntryFacing] == 0 {
		f = hex.NoFacing
	}
	if !twoHex(u) {
		return hex.One(h, f)
	}
	at := hex.Two(h, f)
	at.Column = column
	return at
}

// entryFree is why u may not enter on footprint at, "" when it may: every
// hex on the map and on terrain it may enter, no enemy counter there (but
// Disabled Guns [L961]), no other combat unit of its side (the units
// enter one after another [L585], each on a hex the one before has left;
// leaders and wagons stack with anything [L1301]). blocked is true when
// enemy units are what stops it [L585].
func entryFree(s *rules.State, bd *board, u *rules.Unit, at hex.Unit, mv mover) (why string, blocked bool) {
	for _, h := range at.Hexes() {
		if !bd.m.Contains(h) {
			return "it would stand off the map", false
		}
	}
	near := bd.occupants(s, bd.hexBox(at.Hexes()), nil)
	for _, o := range near {
		if o.u == u || !slices.ContainsFunc(at.Hexes(), o.at.Occupies) {
			continue
		}
		switch {
		case o.u.Status[stDisabled] == 1:
		case o.u.Side != u.Side:
			return fmt.Sprintf("%s holds %s", s.UnitName(o.u.ID), bd.label(o.at.L)), true
		case isCombat(o.u) && u.Type != Leader && u.Type != Wagons:
			return fmt.Sprintf("%s stands on %s: it must move off before the next unit enters", s.UnitName(o.u.ID), bd.label(o.at.L)), false
		}
	}
	for _, h := range at.Hexes() {
		if bd.hexCost(mv, h).prohibited {
			return fmt.Sprintf("it may not enter %s (TEC)", bd.label(h)), false
		}
	}
	return "", false
}

// entryHexes are the hexes u may enter by in formation form: its entry
// hex, or, when enemy units block it, the nearest free hexes, any of them
// its player's choice [L585]; why says what stops its entry hex when it
// is no enemy (a unit of its side on it, say), with no hex.
func entryHexes(s *rules.State, bd *board, u *rules.Unit, form string) (hs []hex.Hex, why string) {
	via := bd.m.HexAt(u.Status[stEntry] - 1)
	mv := moverOf(enteringAs(u, form))
	column := form == Column
	why, blocked := entryFree(s, bd, u, entryAt(u, via, column), mv)
	if why == "" {
		return []hex.Hex{via}, ""
	}
	if !blocked {
		return nil, why
	}
	// The nearest free hexes [L585]: ring after ring round the entry hex.
	var ring []hex.Hex
	for r := 1; r <= bd.m.Cols+bd.m.Rows; r++ {
		ring = hex.Ring(ring[:0], via, r)
		for _, h := range ring {
			if w, _ := entryFree(s, bd, u, entryAt(u, h, column), mv); w == "" {
				hs = append(hs, h)
			}
		}
		if len(hs) > 0 {
			return hs, ""
		}
	}
	return nil, why
}

// enteredBy is how many units of u's side (leaders not counted: they are
// no units [L42]) have entered by u's entry hex this turn [L587].
func enteredBy(s *rules.State, u *rules.Unit) int {
	n := 0
	for i := range s.Units {
		o := &s.Units[i]
		if o != u && o.Side == u.Side && o.Type != Leader && o.Status[stEntry] == u.Status[stEntry] && o.Status[stArrived] == s.Turn && !reinforcement(o) {
			n++
		}
	}
	return n
}

// checkEnter checks an "enter" action [L585].
func checkEnter(s *rules.State, a rules.Action) (*entry, error) {
	if err := inPhase(s, PhaseWing, "reinforcements enter during their wing's activation [L585]"); err != nil {
		return nil, err
	}
	u, ok := s.Unit(a.Target)
	if !ok || !reinforcement(u) {
		return nil, &rules.Violation{Code: "no-entry", Rule: "M&P §7.4 [L585]", Msg: "name a reinforcement still to enter the map"}
	}
	name := s.UnitName(u.ID)
	wc := activeWC(s)
	switch {
	case u.Side != a.Side:
		return nil, &rules.Violation{Code: "not-yours", Rule: "M&P §5.2", Msg: name + " is not yours to bring on"}
	case !due(s, u):
		return nil, &rules.Violation{Code: "entry-turn", Rule: "M&P §7.4 [L585]", Msg: fmt.Sprintf("%s enters on turn %d", name, int(u.Profile[keyEnters]))}
	case wc == nil || wingOf(u) != wingOf(wc):
		return nil, &rules.Violation{Code: "not-active", Rule: "M&P §7.4 [L585]", Msg: name + " enters with its wing's activation"}
	}
	form, ok := entryFormations[a.Args["formation"]]
	switch {
	case u.Type != Cavalry && u.Type != HeavyInfantry && u.Type != LightInfantry:
		if a.Args["formation"] != "" {
			return nil, &rules.Violation{Code: "entry-formation", Rule: "M&P §7.4 [L585]", Msg: name + " has no formation to choose"}
		}
		form = ""
	case !ok:
		return nil, &rules.Violation{Code: "entry-formation", Rule: "M&P §7.4 [L585]", Msg: fmt.Sprintf("%s enters in Normal formation, Open Order or Column (formation = normal, open or column), not %q", name, a.Args["formation"])}
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	hs, why := entryHexes(s, bd, u, form)
	if len(hs) == 0 {
		return nil, &rules.Violation{Code: "entry-blocked", Rule: "M&P §7.4 [L585]", Msg: fmt.Sprintf("%s cannot enter now: %s", name, why)}
	}
	h := hs[0]
	if l := a.Args["hex"]; l != "" {
		p, err := bd.m.ParseLabel(l)
		if err != nil || !slices.Contains(hs, p) {
			return nil, &rules.Violation{Code: "entry-hex", Rule: "M&P §7.4 [L585]", Msg: fmt.Sprintf("%s enters by %s [L585]", name, hexWords(bd, hs))}
		}
		h = p
	}
	e := &entry{u: u, at: entryAt(u, h, form == Column), via: bd.m.HexAt(u.Status[stEntry] - 1), form: form}
	e.n = enteredBy(s, u)
	e.ma = movementAllowance(enteringAs(u, form), false)
	if u.Type != Leader {
		e.ma = max(0, e.ma-e.n) // one MP less a unit entered before it [L585], [L587]
	}
	return e, nil
}

// hexWords lists hexes by their labels: "1101", or "1203 or 1302".
func hexWords(bd *board, hs []hex.Hex) string {
	out := ""
	for i, h := range hs {
		switch {
		case i == 0:
		case i == len(hs)-1:
			out += " or "
		default:
			out += ", "
		}
		out += bd.label(h)
	}
	return out
}

// applyEnter places the entering counter: on its footprint, in its
// formation (guns limbered, a reading: unlimbered guns have no MA [L554]),
// its move begun with its MA for the turn [L563], [L587]; starting it ends
// the move of any other unit of the side [L537].
func applyEnter(s *rules.State, e *entry) []rules.Event {
	bd, _ := boardOf(s)
	u, _ := s.Unit(e.u.ID)
	for i := range s.Units {
		if o := &s.Units[i]; o.Side == u.Side && o.Status[stMove] == moveOpen {
			o.SetStatus(stMove, moveClosed)
		}
	}
	if e.form != "" {
		u.Formation = e.form
	}
	if u.Type == Artillery {
		u.SetStatus(stLimbered, 1)
	}
	b := table.Base{ID: u.ID + ".1", Unit: u.ID, Side: u.Side}
	if u.Type == Leader {
		w := bd.m.Layout.Size * 0.4 // a leader's round marker, as placeLeader draws it
		b.Round, b.Shape = true, geom.Rect{Width: w, Depth: w}
	} else {
		wd, dp := hex.CounterSize(bd.m.Layout.Size, twoHex(u), twoHex(u) && e.form == Column)
		b.Shape = geom.Rect{Width: wd, Depth: dp}
	}
	b.Shape = b.Shape.At(bd.m.Layout.Pose(e.at))
	s.Table.Bases = append(s.Table.Bases, b)
	u.Bases = []string{b.ID}
	delete(s.Used, b.ID)
	u.SetStatus(stReserve, 0)
	u.SetStatus(stArrived, s.Turn)
	u.SetStatus(stMove, moveOpen)
	u.SetStatus(stMA, e.ma)
	if u.Type == Leader {
		u.SetStatus(stActed, 1) // his entry is his move, his one action [L336]
	} else {
		s.SetCounter(ctActed, 1)
	}
	refreshCommand(s)
	text := fmt.Sprintf("%s enters at %s", s.UnitName(u.ID), bd.label(e.at.L))
	if e.at.L != e.via {
		text += fmt.Sprintf(" (its entry hex %s is blocked by the enemy: the nearest free hex)", bd.label(e.via))
	}
	if e.form != "" {
		text += " " + formationWords(e.form)
	}
	if u.Type == Artillery {
		text += ", limbered"
	}
	text += fmt.Sprintf(", MA %d", e.ma)
	if e.n > 0 && u.Type != Leader {
		text += fmt.Sprintf(" (one MP less for each of the %d units entered by %s before it)", e.n, bd.label(e.via))
	}
	text += " [L585]"
	return []rules.Event{{Kind: "enter", Side: u.Side, Unit: u.ID, Base: b.ID, Text: text, Facts: []rules.Fact{
		{Name: "ma", Value: e.ma, Text: "movement allowance", Rule: "M&P §7.4 [L585], [L587]"},
		{Name: "ahead", Value: e.n, Text: "units entered by the same entry hex before it", Rule: "M&P §7.4 [L585]"},
	}}}
}

// enterOffers are the entries of the active wing's reinforcements due,
// its commander first (his marker is where its units' line of
// communication runs to [L368]), each in the formations it may choose
// and by each hex it may enter by; one whose entry is blocked by a unit
// of its side is shown disabled with the reason.
func enterOffers(s *rules.State, side int) []rules.Offer {
	wc := activeWC(s)
	bd, err := boardOf(s)
	if wc == nil || err != nil {
		return nil
	}
	var order []*rules.Unit
	if due(s, wc) {
		order = append(order, wc)
	}
	for i := range s.Units {
		u := &s.Units[i]
		if u != wc && u.Side == side && wingOf(u) == wingOf(wc) && due(s, u) {
			order = append(order, u)
		}
	}
	var out []rules.Offer
	for _, u := range order {
		forms := []string{""}
		if u.Type == Cavalry || u.Type == HeavyInfantry || u.Type == LightInfantry {
			forms = []string{Normal, Open, Column}
		}
		for _, f := range forms {
			hs, why := entryHexes(s, bd, u, f)
			if len(hs) == 0 {
				a := rules.Action{Kind: KindEnter, Side: side, Target: u.ID, Args: map[string]string{"formation": f}}
				out = append(out, rules.Offer{Label: "Enter " + s.UnitName(u.ID), Action: a, Disabled: fmt.Sprintf("%s cannot enter now: %s (M&P §7.4 [L585])", s.UnitName(u.ID), why)})
				break
			}
			for _, h := range hs {
				a := rules.Action{Kind: KindEnter, Side: side, Target: u.ID, Args: map[string]string{"hex": bd.label(h), "formation": f}}
				e, err := checkEnter(s, a)
				o := rules.Offer{Label: fmt.Sprintf("Enter %s at %s", s.UnitName(u.ID), bd.label(h)), Action: a,
					Detail: []string{"a reinforcement, its move begun on its entry hex (M&P §7.4 [L585])"}}
				if f != "" {
					o.Label += " " + formationWords(f)
				}
				if err != nil {
					o.Disabled = err.Error()
				} else {
					o.Label += fmt.Sprintf(" — MA %d", e.ma)
				}
				out = append(out, o)
			}
		}
	}
	return out
}

// checkEntryStatus checks a position's reinforcement statuses: only a
// unit with profile enters keeps them, and one still to enter has an
// entry hex on the map [L585].
func checkEntryStatus(s *rules.State, u *rules.Unit) error {
	has := u.Status[stReserve] != 0 || u.Status[stEntry] != 0 || u.Status[stEntryFacing] != 0 || u.Status[stArrived] != 0
	if !has {
		return nil
	}
	if u.Profile[keyEnters] == 0 {
		return fmt.Errorf("musketpike: unit %s: statuses reserve, entry, entry-facing and arrived are a reinforcement's (profile enters) [L585]", u.ScenarioLabel())
	}
	bd, err := boardOf(s)
	if err != nil {
		return err
	}
	if reinforcement(u) && (u.Status[stEntry] < 1 || u.Status[stEntry] > bd.m.Len()) {
		return fmt.Errorf("musketpike: unit %s: a reinforcement still to enter needs its entry hex, status entry 1-%d (1 + the hex's index on the map) [L585]", u.ScenarioLabel(), bd.m.Len())
	}
	return nil
}

// entered reports whether wing commander wc's wing has entered the map:
// it is no reinforcement wing, or its commander or one of its units
// stands on the map [L306].
func entered(s *rules.State, wc *rules.Unit) bool {
	if wc.Profile[keyEnters] == 0 {
		return true
	}
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side == wc.Side && wingOf(u) == wingOf(wc) && !isAC(u) && u.Profile[keyEnters] > 0 && !reinforcement(u) {
			return true // on the map, or entered and gone since
		}
	}
	return false
}

// comingLater reports whether side has a reinforcement whose turn is
// still to come [L306].
func comingLater(s *rules.State, side int) bool {
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side && reinforcement(u) && !due(s, u) {
			return true
		}
	}
	return false
}
