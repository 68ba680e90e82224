package warmaster

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
	"sort"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The end of a combat round (wme.md §9.5-9.9): the loser's casualties,
// its retreat, the winner's casualties, then the epilogue. It runs on in
// the fight action until a player has a choice the dice have just opened:
// which elements to remove ([L1426]: "le joueur enlève ses pertes où il
// le désire"), which way to retreat on a tie ([L1484], [L1500]) or which
// of several losing units retreats next ([L1488], retreatorder.go). The
// unit then waits for its owner's "remove" or "retreat" action, as the
// winners wait for their epilogue ([L1546]), and that action carries the
// round on. The fight's roll stays behind the choice (undo never crosses
// a roll), as on the table, where one chooses after seeing the dice.
const (
	// KindRemove: the owner of Args["unit"] removes the elements listed
	// in Args["bases"] (comma-separated) as its casualties ([L1426]).
	KindRemove = "remove"
	// KindRetreat: the owner of Args["unit"] retreats it away from the
	// edge Args["away-from"] names (front, right, rear, left) among those
	// tied for the most enemy elements ([L1484]), of the element
	// Args["element"] names in an irregular formation ([L1500]; else the
	// first element with that edge among the tied ones); or, when he must
	// say which of his losing units retreats next ([L1488]), it retreats
	// now (away-from, optional, then gives its direction on a tie).
	KindRetreat = "retreat"

	ArgBases    = "bases"
	ArgAwayFrom = "away-from"
	ArgElement  = "element"
)

// Status keys of a round being ended (cleared with the round).
const (
	stCasualties  = "casualties"   // elements its owner must choose to remove (L1426)
	stRetreatTie  = "retreat-tie"  // the number of directions tied for its retreat (L1484, L1500)
	stRetreatAway = "retreat-away" // its owner's choice on a tie: 1 + edge + 4 × the index of its element
	stRetreated   = "retreated"    // it has retreated this round
	stInContact   = "in-contact"   // it touched an enemy when the round began (A9)
	stFollows     = "follows"      // a support: 1 + index of the unit it supports and retreats with (L1502)
)

// Counters of a round being ended.
const (
	ctStep         = "round-step"    // the step reached (stepLoserCasualties...)
	ctWinner       = "round-winner"  // 1 + the winning side, roundDrawn, or 0 with nobody left
	ctMargin       = "round-margin"  // the winner's score less the loser's
	ctRetreatDist  = "round-retreat" // the losers' retreat in cm, once known (A9)
	ctRetreatShare = "round-share"   // the losing units it was shared between (A9)
)

// roundDrawn is ctWinner for a draw.
const roundDrawn = -1

// The steps of a round's end, in order ([L1398], [L1428], [L1548]).
const (
	stepLoserCasualties = 1 + iota // on a draw, every side's
	stepRetreat
	stepWinnerCasualties
	stepEpilogue
)

// maxCasualtyBases bounds the units whose removals are enumerated (2^n
// subsets): a bigger unit takes the rules' pick.
const maxCasualtyBases = 12

var roundMarks = []string{stCasualties, stRetreatTie, stRetreatAway, stRetreatNext, stRetreated, stRetreatDX, stRetreatDY, stInContact, stFollows}

// clearRound forgets the marks of a round's end.
func clearRound(s *rules.State) {
	for i := range s.Units {
		for _, k := range roundMarks {
			s.Units[i].SetStatus(k, 0)
		}
	}
	for _, k := range []string{ctStep, ctWinner, ctMargin, ctRetreatDist, ctRetreatShare, ctRetreatNext} {
		s.SetCounter(k, 0)
	}
}

// fightingUnits is the engagement being resolved, as its units' marks
// keep it between the actions of a round's end (the table may have
// separated them).
func fightingUnits(s *rules.State) engagement {
	e := engagement{supports: map[string]*rules.Unit{}}
	for i := range s.Units {
		if status(&s.Units[i], stInFight) > 0 {
			e.units = append(e.units, &s.Units[i])
		}
	}
	return e
}

// choosing is the first unit whose owner must choose its casualties, its
// retreat direction or whether it retreats next, or nil.
func choosing(s *rules.State) *rules.Unit {
	for i := range s.Units {
		if u := &s.Units[i]; roundChoice(u) {
			return u
		}
	}
	return nil
}

// roundChoice reports whether u's owner has a choice to make to end the
// round: its casualties ([L1426]), its retreat's direction ([L1484],
// [L1500]) or whether it retreats next ([L1488]).
func roundChoice(u *rules.Unit) bool {
	return status(u, stCasualties) > 0 || status(u, stRetreatTie) > 0 || status(u, stRetreatNext) > 0
}

// afterRound carries the round on from the step reached until a player
// has a choice to make or the epilogue begins.
func afterRound(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	var evs []rules.Event
	winner := s.Counters[ctWinner] - 1
	for {
		wait := false
		switch s.Counters[ctStep] {
		case stepLoserCasualties:
			var more []rules.Event
			more, wait = removeCasualties(s, func(side int) bool { return winner < 0 || side != winner })
			evs = append(evs, more...)
		case stepRetreat:
			if winner >= 0 {
				more, w, err := retreatLosers(s, winner, d)
				if err != nil {
					return nil, err
				}
				evs, wait = append(evs, more...), w
			}
		case stepWinnerCasualties:
			if winner >= 0 {
				var more []rules.Event
				more, wait = removeCasualties(s, func(side int) bool { return side == winner })
				evs = append(evs, more...)
			}
		default:
			evs = append(evs, regenerate(s)...) // Trolls (specials.go), once casualties are removed
			more, err := startEpilogue(s, d)
			return append(evs, more...), err
		}
		if wait {
			return evs, nil
		}
		s.SetCounter(ctStep, s.Counters[ctStep]+1)
	}
}

// removeCasualties removes the elements the wounds of the fighting units
// of the sides given are worth (wme.md §9.6; [L1418-1430]): at once when
// only one removal leaves a viable formation, else the unit waits for its
// owner's choice (the second result).
func removeCasualties(s *rules.State, sides func(int) bool) ([]rules.Event, bool) {
	var evs []rules.Event
	wait := false
	for _, u := range fightingUnits(s).units {
		if !sides(u.Side) || len(u.Bases) == 0 {
			continue
		}
		if status(u, stCasualties) > 0 {
			wait = true
			continue
		}
		n := min(len(u.Bases), status(u, stWounds)/hitsPerElement(u))
		if n == 0 {
			continue
		}
		if len(casualtyOptions(s, u, n)) > 1 {
			u.SetStatus(stCasualties, n)
			wait = true
			continue
		}
		evs = append(evs, removeElements(s, u, defaultCasualties(s, u, n))...)
	}
	return evs, wait
}

// removeElements removes the elements ids of u as casualties, each
// taking Hits of its wounds while the unit stands (L1424: the rest are
// kept).
func removeElements(s *rules.State, u *rules.Unit, ids []string) []rules.Event {
	var evs []rules.Event
	hits := hitsPerElement(u)
	for _, id := range ids {
		removeBase(s, u, id)
		if len(u.Bases) > 0 {
			u.SetStatus(stWounds, status(u, stWounds)-hits)
		}
		text := fmt.Sprintf("%s lose an element, %s", u.Title(), s.StandName(id))
		if len(u.Bases) == 0 {
			text = fmt.Sprintf("%s lose their last element, %s, and are destroyed", u.Title(), s.StandName(id))
		}
		evs = append(evs, rules.Event{Kind: "casualty", Side: u.Side, Unit: u.ID, Base: id, Text: text})
	}
	return evs
}

// defaultCasualties is the rules' pick of n elements of u, one at a time
// (see combatCasualty).
func defaultCasualties(s *rules.State, u *rules.Unit, n int) []string {
	left := slices.Clone(u.Bases)
	var out []string
	for range n {
		id := combatCasualty(s, u, left)
		out = append(out, id)
		left = slices.DeleteFunc(left, func(b string) bool { return b == id })
	}
	return out
}

// casualtyOption is one removal the owner may choose.
type casualtyOption struct {
	bases []string
	form  Formation // of the elements left
	free  int       // removed elements touching no enemy
	foes  int       // enemy elements the elements left touch
	// retreat is what the retreat that follows does to the elements left
	// (retreatForecast): "" when the unit does not retreat; lost and off
	// say it of the rules' direction, for the offer.
	retreat string
	lost    int
	off     bool
	// pursuit is, for a winner, which of the elements left would pursue
	// straight ahead (pursuitForecast).
	pursuit string
}

// same reports whether the rules see no difference between two removals:
// the same formation left, as many elements touching as many enemy
// elements (the left or right end of a line fighting a line, say), and
// the same fate in the retreat that follows (as many elements lost to
// what blocks it, off the table or not). Only removals that differ are
// asked of the owner ([L1426]: "le joueur enlève ses pertes où il le
// désire"): the left end and the right end of a line are not alike when
// a lake lies behind one of them.
func (o casualtyOption) same(p casualtyOption) bool {
	return o.form == p.form && o.free == p.free && o.foes == p.foes && o.retreat == p.retreat && o.pursuit == p.pursuit
}

// pursuitForecast says, for a winner removing its casualties after the
// losers' retreat ([L1400]), how the elements of u left when ids are
// removed stand to pursue each losing unit that retreated ([L1584-1586]):
// how many would move straight ahead into it, and how far, to the
// millimetre. Two removals that leave different pursuers are not alike
// (the end of a line facing the retreated enemy or the one beside it),
// though after the retreat neither touches an enemy. It is "" for a loser
// or on a draw.
func pursuitForecast(s *rules.State, u *rules.Unit, ids []string) string {
	winner := s.Counters[ctWinner] - 1
	if winner < 0 || u.Side != winner || s.Counters[ctStep] != stepWinnerCasualties {
		return ""
	}
	gone := map[string]bool{}
	for _, id := range ids {
		gone[id] = true
	}
	var out strings.Builder
	for _, t := range fightingUnits(s).units {
		if t.Side == winner || len(t.Bases) == 0 || status(t, stRetreated) == 0 {
			continue
		}
		terrain := pursuitTerrain(s, u, t)
		var ds []float64
		for _, id := range u.Bases {
			if gone[id] {
				continue
			}
			b, _ := s.Base(id)
			// As straightMovers, the casualties gone from the table.
			f := table.Filter{SkipBase: func(o *table.Base) bool { return o.ID == id || gone[o.ID] }, Edges: true,
				Blocks: terrain(b.Shape)}
			enc := s.Table.Translate(b.Shape, b.Shape.Forward(), pace(u), f)
			if len(enc) > 0 {
				if o, ok := s.Base(enc[0].Base); ok && o.Unit == t.ID {
					ds = append(ds, math.Round(enc[0].At*10)/10)
				}
			}
		}
		slices.Sort(ds)
		fmt.Fprintf(&out, "%s:%v;", t.ID, ds)
	}
	return out.String()
}

// retreatForecast says what the retreat that follows the loser's
// casualties ([L1398], [L1428]) does to the elements of u left when ids
// are removed, for each direction it may take ([L1484-1502]): how many
// are destroyed by what blocks their path ([L1504-1522]) and whether the
// unit ends partly off the table (§7.6). It is "" when u does not
// retreat (a winner, a draw, its retreat made) or is artillery, which a
// retreat destroys whole ([L1540]). Friends not engaged in the path count
// as blocking, though they may make way (§9.10): a removal their choice
// could make alike is still offered.
// memo keeps the fate of each element in each direction between the
// removals of one unit judged together (it does not depend on the other
// elements, which never block it).
func retreatForecast(s *rules.State, u *rules.Unit, ids []string, memo map[string]string) (sig string, lost0 int, off0 bool) {
	winner, diff := s.Counters[ctWinner]-1, s.Counters[ctMargin]
	if winner < 0 || u.Side == winner || diff <= 0 || u.Type == Artillery || s.Counters[ctStep] > stepRetreat || status(u, stRetreated) > 0 {
		return "", 0, false
	}
	rest := slices.DeleteFunc(slices.Clone(u.Bases), func(id string) bool { return slices.Contains(ids, id) })
	if len(rest) == 0 {
		return "", 0, false
	}
	left := *u // read only: its maps are u's
	left.Bases = rest
	var dirs []geom.Vec
	switch k := status(u, stFollows); {
	case status(u, stInContact) > 0:
		for _, o := range retreatOptions(s, &left) {
			dirs = append(dirs, o.dir)
		}
	case k > 0 && k-1 < len(s.Units) && len(s.Units[k-1].Bases) > 0:
		// A support retreats in the direction of the unit it supports
		// (L1502).
		for _, o := range retreatOptions(s, &s.Units[k-1]) {
			dirs = append(dirs, o.dir)
		}
	case k > 0:
		b, _ := s.Base(rest[0]) // its unit gone: straight back
		dirs = append(dirs, b.Shape.Forward().Neg())
	default:
		return "", 0, false
	}
	e := fightingUnits(s)
	dist := float64(s.Counters[ctRetreatDist])
	if dist == 0 {
		// As retreatLosers will judge it: shared between the losing
		// units in contact that survive their casualties (A9).
		n := 0
		for _, v := range e.units {
			if v.Side != winner && status(v, stInContact) > 0 && (v == u || len(v.Bases) > status(v, stWounds)/hitsPerElement(v)) {
				n++
			}
		}
		n = max(1, n)
		dist = float64((diff + n - 1) / n)
	}
	own := map[string]bool{}
	for _, id := range u.Bases {
		own[id] = true
	}
	var out strings.Builder
	for k, dir := range dirs {
		lost, off := 0, false
		for _, id := range rest {
			key := fmt.Sprintf("%s>%.6f,%.6f", id, dir.X, dir.Y)
			fate, ok := memo[key]
			if !ok {
				b, _ := s.Base(id)
				fate = "lost"
				if pathBlock(s, &e, u, own, b, dir, dist, nil) == "" {
					r := b.Shape
					r.Center = r.Center.Add(dir.Scale(dist))
					fate = fmt.Sprint(s.Table.OnTable(r))
				}
				memo[key] = fate
			}
			switch fate {
			case "lost":
				lost++
			case "false":
				off = true
			}
		}
		if k == 0 {
			lost0, off0 = lost, off
		}
		fmt.Fprintf(&out, "%.6f,%.6f:%d:%v;", dir.X, dir.Y, lost, off)
	}
	return out.String(), lost0, off0
}

// casualtyOptions are the removals of n elements of u that leave a
// viable formation ([L1426]: "de manière à ce que l'unité conserve une
// formation viable": the elements left not broken apart), one of each
// kind the rules tell apart (same), the rules' pick first, then the best
// formation, then the most elements touching no enemy. When none does,
// the rules' pick alone.
func casualtyOptions(s *rules.State, u *rules.Unit, n int) []casualtyOption {
	def := defaultCasualties(s, u, n)
	if n >= len(u.Bases) || len(u.Bases) > maxCasualtyBases {
		return []casualtyOption{optionOf(s, u, def)}
	}
	var opts []casualtyOption
	for mask := uint(0); mask < 1<<len(u.Bases); mask++ {
		if bits.OnesCount(mask) != n {
			continue
		}
		var ids []string
		for i, id := range u.Bases {
			if mask&(1<<i) != 0 {
				ids = append(ids, id)
			}
		}
		if o := optionOf(s, u, ids); o.form > Broken {
			opts = append(opts, o)
		}
	}
	isDef := func(o casualtyOption) bool { return sameSet(o.bases, def) }
	sort.SliceStable(opts, func(i, j int) bool {
		a, b := opts[i], opts[j]
		if isDef(a) != isDef(b) {
			return isDef(a)
		}
		if a.form != b.form {
			return a.form > b.form
		}
		return a.free > b.free
	})
	if len(opts) == 0 || !isDef(opts[0]) {
		opts = append([]casualtyOption{optionOf(s, u, def)}, opts...)
	}
	var distinct []casualtyOption
	memo := map[string]string{}
	for _, o := range opts {
		o.retreat, o.lost, o.off = retreatForecast(s, u, o.bases, memo)
		o.pursuit = pursuitForecast(s, u, o.bases)
		if !slices.ContainsFunc(distinct, o.same) {
			distinct = append(distinct, o)
		}
	}
	return distinct
}

func optionOf(s *rules.State, u *rules.Unit, ids []string) casualtyOption {
	o := casualtyOption{bases: ids}
	var rest []geom.Rect
	foes := map[string]bool{}
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		cs := enemyContacts(s, b)
		if slices.Contains(ids, id) {
			if len(cs) == 0 {
				o.free++
			}
			continue
		}
		for _, c := range cs {
			foes[c.B] = true
		}
		rest = append(rest, b.Shape)
	}
	o.foes = len(foes)
	o.form = Irregular
	if len(rest) > 0 {
		o.form = FormationOf(rest)
	}
	return o
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}

// combatChooser finds the unit a.Args["unit"] for a choice its owner
// makes in the Combat phase (WME §5): chosen says what is chosen, for the
// refusal out of the phase, and rule where the choice is the owner's.
func combatChooser(s *rules.State, a rules.Action, chosen, rule string) (*rules.Unit, error) {
	if s.Phase != PhaseCombat {
		return nil, &rules.Violation{Code: "phase", Rule: "WME §5", Msg: fmt.Sprintf("%s in the Combat phase, not in the %s phase", chosen, s.Phase)}
	}
	u, ok := s.Unit(a.Args["unit"])
	if !ok {
		return nil, fmt.Errorf("warmaster: no unit %q", a.Args["unit"])
	}
	if u.Side != a.Side {
		return nil, &rules.Violation{Code: "not-yours", Rule: rule, Bases: u.Bases, Msg: fmt.Sprintf("%s is not yours", u.Title())}
	}
	return u, nil
}

// casualtyChooser checks that a remove action names a unit of a.Side
// whose casualties are awaited.
func casualtyChooser(s *rules.State, a rules.Action) (*rules.Unit, error) {
	u, err := combatChooser(s, a, "casualties and retreats are chosen", "WME §9.6 [L1426]")
	if err != nil {
		return nil, err
	}
	if status(u, stCasualties) == 0 {
		return nil, &rules.Violation{Code: "no-choice", Rule: "WME §9.6 [L1426]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s has no casualties to remove now", u.Title())}
	}
	return u, nil
}

// checkRemove checks a remove action and returns the elements it
// removes.
func checkRemove(s *rules.State, a rules.Action) (*rules.Unit, []string, error) {
	u, err := casualtyChooser(s, a)
	if err != nil {
		return nil, nil, err
	}
	n := status(u, stCasualties)
	var ids []string
	for _, id := range strings.Split(a.Args[ArgBases], ",") {
		if id = strings.TrimSpace(id); id == "" {
			continue
		}
		if !slices.Contains(u.Bases, id) || slices.Contains(ids, id) {
			return nil, nil, &rules.Violation{Code: "casualty", Rule: "WME §9.6 [L1426]", Bases: u.Bases,
				Msg: fmt.Sprintf("%s is not an element of %s (or is named twice)", s.Called(id), u.Title())}
		}
		ids = append(ids, id)
	}
	if len(ids) != n {
		return nil, nil, &rules.Violation{Code: "casualty", Rule: "WME §9.6 [L1418-1426]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s must remove %s for its wounds, not %d", u.Title(), plural(n, "element"), len(ids))}
	}
	// Any removal that leaves a viable formation, not only those offered
	// ([L1426]: "où il le désire").
	if sameSet(ids, defaultCasualties(s, u, n)) || optionOf(s, u, ids).form > Broken {
		return u, ids, nil
	}
	return nil, nil, &rules.Violation{Code: "casualty", Rule: "WME §9.6 [L1426]", Bases: ids,
		Msg: fmt.Sprintf("removing %s would break %s apart: casualties must leave a viable formation", s.BaseNames(ids), u.Title())}
}

// applyRemove removes the chosen casualties and carries the round on.
func applyRemove(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	u, ids, err := checkRemove(s, a)
	if err != nil {
		return nil, err
	}
	u.SetStatus(stCasualties, 0)
	evs := removeElements(s, u, ids)
	more, err := afterRound(s, d)
	return append(evs, more...), err
}

// checkRetreat checks a retreat action and returns the direction chosen,
// nil when the unit retreats next ([L1488]) with no direction given.
func checkRetreat(s *rules.State, a rules.Action) (*rules.Unit, *retreatOption, error) {
	u, err := combatChooser(s, a, "casualties and retreats are chosen", "WME §9.8 [L1484], [L1488]")
	if err != nil {
		return nil, nil, err
	}
	next := status(u, stRetreatNext) > 0
	if !next && status(u, stRetreatTie) == 0 {
		msg := fmt.Sprintf("%s has no retreat direction to choose now", u.Title())
		if names := retreatNextNames(s); names != "" {
			msg = fmt.Sprintf("%s is not among the units to retreat next: %s", u.Title(), names)
		}
		return nil, nil, &rules.Violation{Code: "no-choice", Rule: "WME §9.8 [L1484], [L1488]", Bases: u.Bases, Msg: msg}
	}
	opts := retreatOptions(s, u)
	away, elem := a.Args[ArgAwayFrom], a.Args[ArgElement]
	if next && away == "" && elem == "" {
		return u, nil, nil // a tied direction is asked as it retreats
	}
	var tied []string
	for i, o := range opts {
		if o.edge.String() == away && (elem == "" || o.ref == elem) {
			return u, &opts[i], nil
		}
		tied = append(tied, o.describe(opts))
	}
	return nil, nil, &rules.Violation{Code: "retreat-direction", Rule: "WME §9.8 [L1484], [L1498], [L1500]", Bases: u.Bases,
		Msg: fmt.Sprintf("%s retreats away from the enemy on %s", u.Title(), strings.Join(tied, " or "))}
}

// applyRetreatChoice records the direction chosen, or the unit to
// retreat next, and carries the round on.
func applyRetreatChoice(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	u, opt, err := checkRetreat(s, a)
	if err != nil {
		return nil, err
	}
	if status(u, stRetreatNext) > 0 {
		retreatsNext(s, u)
	}
	u.SetStatus(stRetreatTie, 0)
	if opt != nil {
		u.SetStatus(stRetreatAway, awayCode(u, *opt))
	}
	return afterRound(s, d)
}

// awayCode is the status keeping the direction chosen for u
// (stRetreatAway).
func awayCode(u *rules.Unit, o retreatOption) int {
	return 1 + int(o.edge) + 4*slices.Index(u.Bases, o.ref)
}

// chosenRetreat is the option among opts its owner chose for u, if he
// has.
func chosenRetreat(u *rules.Unit, opts []retreatOption) (retreatOption, bool) {
	c := status(u, stRetreatAway)
	for _, o := range opts {
		if c > 0 && awayCode(u, o) == c {
			return o, true
		}
	}
	return retreatOption{}, false
}

// roundChoiceOffers are the casualty and retreat choices awaited from
// side's units (the phasing player's screen shows both sides', for
// hotseat play, as for the epilogue).
func roundChoiceOffers(s *rules.State, side int) []rules.Offer {
	var offers []rules.Offer
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side && side != s.Active {
			continue
		}
		if n := status(u, stCasualties); n > 0 {
			offers = append(offers, casualtyOffers(s, u, n)...)
		}
		if status(u, stRetreatTie) > 0 {
			offers = append(offers, retreatOffers(s, u)...)
		}
		if status(u, stRetreatNext) > 0 {
			offers = append(offers, retreatNextOffers(s, u)...)
		}
	}
	return offers
}

// casualtyOffers propose the rules' pick and one removal of every other
// kind the rules tell apart (casualtyOption.same): each gives a different
// result, so none is left out ([L1426]); any legal removal is accepted.
func casualtyOffers(s *rules.State, u *rules.Unit, n int) []rules.Offer {
	var offers []rules.Offer
	for i, o := range casualtyOptions(s, u, n) {
		a := rules.Action{Kind: KindRemove, Side: u.Side, Args: map[string]string{"unit": u.ID, ArgBases: strings.Join(o.bases, ",")}}
		left := len(u.Bases) - n
		detail := fmt.Sprintf("leaves %s in %s formation", plural(left, "element"), formationName(o.form))
		if o.free > 0 {
			detail += fmt.Sprintf("; %d of them touch no enemy", o.free)
		}
		if o.lost > 0 {
			detail += fmt.Sprintf("; the retreat then destroys %s (WME §9.8 [L1504-1516])", plural(o.lost, "element"))
		}
		if o.off {
			detail += "; the retreat then takes it partly off the table (WME §7.6)"
		}
		label := fmt.Sprintf("%s: Remove %s", u.Title(), rules.StandsOf(o.bases))
		if i == 0 {
			detail += " (the rules' pick)"
		}
		offers = append(offers, rules.Offer{Action: a, Label: label, Bases: o.bases, // the stands removed, highlighted
			Detail: []string{detail, fmt.Sprintf("%s for %d wounds: the owner removes them anywhere that leaves a viable formation (WME §9.6 [L1426])", plural(n, "casualty"), status(u, stWounds))}})
	}
	return offers
}

func formationName(f Formation) string {
	switch f {
	case Broken:
		return "no"
	case Irregular:
		return "an irregular"
	}
	return "a " + strings.ToLower(f.String())
}

// retreatOffers propose each tied direction, with where the bases go.
func retreatOffers(s *rules.State, u *rules.Unit) []rules.Offer {
	opts := retreatOptions(s, u)
	dist := float64(s.Counters[ctRetreatDist])
	var offers []rules.Offer
	for _, opt := range opts {
		o := rules.Offer{Action: retreatAction(u, opt, opts),
			Label:   fmt.Sprintf("%s: Retreat %.0f cm away from the enemy on %s", u.Title(), dist, opt.describe(opts)),
			Detail:  []string{"as many enemy elements touch another edge: its owner chooses the direction (WME §9.8 [L1484], [L1498], [L1500])"},
			Preview: retreatPreview(s, u, opt.dir, dist)}
		offers = append(offers, o)
	}
	return offers
}

// retreatAction is the retreat of u in direction opt, naming its element
// when the options are several elements' ([L1500]).
func retreatAction(u *rules.Unit, opt retreatOption, opts []retreatOption) rules.Action {
	a := rules.Action{Kind: KindRetreat, Side: u.Side, Args: map[string]string{"unit": u.ID, ArgAwayFrom: opt.edge.String()}}
	if opt.several(opts) {
		a.Args[ArgElement] = opt.ref
	}
	return a
}

// retreatPreview is every base of u moved dist cm along dir.
func retreatPreview(s *rules.State, u *rules.Unit, dir geom.Vec, dist float64) []rules.Move {
	var out []rules.Move
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		p := b.Shape.Pose()
		out = append(out, rules.Move{Base: id, Path: geom.Path{p, {Pos: p.Pos.Add(dir.Scale(dist)), Facing: p.Facing}}})
	}
	return out
}

func edgeName(k geom.Edge) string {
	if k == geom.Left || k == geom.Right {
		return k.String() + " flank"
	}
	return k.String()
}
