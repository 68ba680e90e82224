package musketpike

import (
	"fmt"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// resolver applies a fire's results to a state as they come: every die
// through d, the log in evs, and the units eliminated (taken off the
// table once the fire is over, so that the counters read during it stay
// put).
type resolver struct {
	s    *rules.State
	bd   *board
	c    *charts.Charts
	d    dice.Roller
	evs  []rules.Event
	gone []*rules.Unit
	// cause is the enemy whose fire is being resolved: a unit it makes
	// Morale Broken retreats away from it [L1220]; nil for a rally.
	cause *rules.Unit
	// auto takes the first of several retreats at once, instead of
	// leaving the choice to the owner (melee, doc.go).
	auto bool
	// ran are the cavalry units that pursued in the current melee: they
	// make no advance [L1166].
	ran []*rules.Unit
	// The players' choices inside a melee (meleechoice.go): the dice
	// of an undone run to read again, the dice rolled, the choices made
	// and the next to read, the choice waited for; noChoice takes the
	// first way at every choice (the interception's melee).
	replay, rolled, choices []int
	ci                      int
	need                    *choiceNeed
	noChoice                bool
}

// roll is one d10 read 0-9 [L105].
func (r *resolver) roll() (int, dice.Roll, error) {
	if r.auto {
		return r.meleeDie()
	}
	return die(r.d)
}

// applyFire resolves volley v (checked on r.s): the Advance Fire step,
// each target's shots and what they do, the Retire Fire step, and the
// firer's markers.
func applyFire(r *resolver, v *volley) error {
	s := r.s
	u, _ := s.Unit(v.u.ID)
	r.cause = u
	if v.mode == fireAdvance {
		r.step(u, v, v.at, "steps forward to fire [L790]")
	}
	// Each target's shots are resolved together: a 2-hex firer's two shots
	// at one unit are one fire of one unit for its morale check [L776],
	// [L897]; point-blank fire attacks each unit on the line with its own
	// roll [L935].
	var order []*rules.Unit
	byTarget := map[*rules.Unit][]shot{}
	for _, sh := range v.shots {
		t, _ := s.Unit(sh.t.ID)
		if byTarget[t] == nil {
			order = append(order, t)
		}
		sh.t = t
		byTarget[t] = append(byTarget[t], sh)
	}
	for _, t := range order {
		if err := r.fireAt(u, v, t, byTarget[t]); err != nil {
			return err
		}
	}
	// The reactions of Advance and Retire Fire, the Retire Fire's step
	// back among them (reactfirestep.go [L790], [L808]).
	fireStepReactions(r, u, v)
	switch {
	case v.react:
		reacted(u, v) // Reaction Fire is no action of the firer's (reactfire.go)
	case u.Type == Cavalry:
		if u.Status[stMove] != moveOpen {
			// The shot is part of a move action [L782]: the unit may move on.
			ma := allowanceNow(s, r.bd, u, r.pose(u))
			for i := range s.Units {
				if o := &s.Units[i]; o.Side == u.Side && o.Status[stMove] == moveOpen {
					o.SetStatus(stMove, moveClosed)
				}
			}
			u.SetStatus(stMove, moveOpen)
			u.SetStatus(stMA, ma)
		}
		u.SetStatus(stShot, 1)
		u.SetStatus(stPistols, u.Status[stPistols]+1) // 1st Pistol Used, then No Pistols [L917]
	case u.Type == Artillery:
		u.SetStatus(stFired, 1) // [L933]
		u.SetStatus(stMove, moveClosed)
	default:
		u.SetStatus(stMove, moveClosed) // its action [L786]
		if v.mode == fireSalvo {
			u.SetStatus(stSalvo, 1) // the whole unit [L856]
		}
	}
	if !v.react {
		loseMomentum(u) // a fire ends its run [L1064]
		s.SetCounter(ctActed, 1)
	}
	r.flush()
	err := askEvasions(r)
	refreshCommand(s)
	return err
}

// pose is the current pose of u's counter.
func (r *resolver) pose(u *rules.Unit) geom.Pose {
	b, _ := r.s.Base(u.Bases[0])
	return b.Shape.Pose()
}

// step moves the firer of an Advance or Retire Fire one hex, with its
// formation hits from terrain [L790], [L808].
func (r *resolver) step(u *rules.Unit, v *volley, to hex.Unit, what string) {
	b, _ := r.s.Base(u.Bases[0])
	b.Shape = b.Shape.At(r.bd.m.Layout.Pose(to))
	text := fmt.Sprintf("%s %s, to %s", r.s.UnitName(u.ID), what, r.bd.label(to.L))
	var facts []rules.Fact
	if v.stepHits > 0 {
		u.Formation = formationAt(formationOf(u), formationLevel(formationOf(u))+v.stepHits)
		text += fmt.Sprintf("; %d formation hit(s) from terrain, now %s", v.stepHits, formationWords(u.Formation))
		facts = append(facts, rules.Fact{Name: "formation-hits", Value: v.stepHits, Text: "formation hits from terrain", Rule: "M&P §7.5 [L561-L565]"})
	}
	r.evs = append(r.evs, rules.Event{Kind: "moved", Side: u.Side, Unit: u.ID, Base: b.ID, Text: text, Facts: facts})
}

// tally is what one unit's fire did to one target.
type tally struct {
	hits     int  // casualty hits [L885]
	nonNE    bool // some result other than No Effect [L989]
	tableMC  int  // MC results of the tables [L907], [L953]
	artFH    int  // formation hits on artillery, checks of morale instead [L953]
	moraleAt int  // the target's current morale when fired on [L891]
	threshed bool // it had reached its threshold when fired on [L905]
}

// fireAt resolves the shots of one unit's fire at target t.
func (r *resolver) fireAt(u *rules.Unit, v *volley, t *rules.Unit, shots []shot) error {
	s := r.s
	tName := s.UnitName(t.ID)
	if t.Status[stCover] == 1 && v.weapon != wGuns {
		r.evs = append(r.evs, rules.Event{Kind: "fire", Side: u.Side, Unit: u.ID, Text: fmt.Sprintf("%s fires at %s, which has taken cover: no effect [L764]", s.UnitName(u.ID), tName),
			Facts: []rules.Fact{{Name: "cover", Value: 1, Of: t.ID, Text: "taken cover", Rule: "M&P §8.5 [L764]"}}})
		return nil
	}
	if inColumn(t) && v.weapon != wGuns {
		// A Column attacked by muskets or pistols is Formation Broken at
		// once and checks its morale before the fire is resolved [L527].
		t.Formation = Broken
		r.evs = append(r.evs, rules.Event{Kind: "formation", Side: t.Side, Unit: t.ID, Text: tName + " is fired on in Column: Formation Broken, and it checks its morale [L527]"})
		if err := r.moraleCheck(t, []string{"fired on in Column [L527]"}, "M&P §7.4 [L527]"); err != nil {
			return err
		}
		if gone(t) {
			return nil
		}
	}
	tl := tally{moraleAt: currentMorale(t), threshed: t.Status[stThreshold] == 1}
	for _, sh := range shots {
		if gone(t) {
			break
		}
		if now, _, ok := r.bd.unitAt(s, t); !ok || !now.Occupies(sh.into) {
			continue // it has retreated from the hex fired at [L1220]
		}
		if err := r.shoot(u, v, t, sh, &tl); err != nil {
			return err
		}
	}
	if gone(t) || t.Type == Leader {
		return r.leaderHits(t, tl)
	}
	// The morale checks of the fire, rolled once [L907]: casualties
	// [L891-L897], a Salvo [L899], the threshold [L905], the tables' MC
	// results and artillery's formation hits [L907], [L953].
	var why []string
	if tl.hits >= mcTrigger(tl.moraleAt) && t.Type != Artillery {
		why = append(why, fmt.Sprintf("%d casualties at morale %d [L891-L897]", tl.hits, tl.moraleAt))
	}
	if v.mode == fireSalvo && !shots[0].lof {
		why = append(why, "the target of a Salvo [L899]")
	}
	if tl.threshed && tl.hits > 0 {
		why = append(why, "hit past its Casualty Threshold [L905]")
	}
	for i := 0; i < tl.tableMC; i++ {
		why = append(why, "an MC result on the fire table [L907]")
	}
	for i := 0; i < tl.artFH; i++ {
		why = append(why, "a formation hit on artillery [L953]")
	}
	if len(why) > 0 {
		if err := r.moraleCheck(t, why, "M&P §8.7 [L891-L909]"); err != nil {
			return err
		}
	}
	return r.leaderHits(t, tl)
}

// shoot rolls one shot and applies its casualties and formation hit.
func (r *resolver) shoot(u *rules.Unit, v *volley, t *rules.Unit, sh shot, tl *tally) error {
	s, c := r.s, r.c
	dv, roll, err := r.roll()
	if err != nil {
		return err
	}
	mods := r.modifiers(u, v, t, sh)
	mod := 0
	for _, m := range mods {
		mod += m.Value
	}
	var res charts.FireResult
	var table string
	switch v.weapon {
	case wMusket:
		res = c.Musket(sh.col, v.regimental, dv, mod)
		table = "Musket table"
		if v.regimental {
			table = "Heavy Infantry with Regimental Artillery Musketry table"
		}
		table += ", " + columnWords(sh.col) + " column"
	case wLight:
		res = c.LightCavalryFire(charts.CommandedMuskets, dv, mod)
		table = "Light Infantry and Cavalry Fire table, Commanded Muskets and Dragoons"
	case wPistol:
		res = c.LightCavalryFire(charts.CavalryPistol, dv, mod)
		table = "Light Infantry and Cavalry Fire table, Cavalry Pistol Fire"
	case wGuns:
		res = c.ArtilleryFire(dv, mod, u.Profile[keyDouble] == 1)
		table = "Artillery Fire table"
		if u.Profile[keyDouble] == 1 {
			table += " (Double battery)"
		}
	}
	facts := []rules.Fact{{Name: "die", Value: dv, Text: "die", Rule: "M&P §2.2 [L105]"}}
	facts = append(facts, mods...)
	if v.weapon == wGuns && u.Profile[keyDouble] == 1 {
		facts = append(facts, rules.Fact{Name: "modifier", Value: res.Mod - mod, Text: "Double battery, on the chart", Rule: "M&P §3.1 [L128]"})
	}
	label := c.Label()
	facts = append(facts,
		rules.Fact{Name: "row", Value: res.Row, Text: "row read", Rule: "M&P §2.2 [L107]"},
		rules.Fact{Name: "cell", Value: res.Hits, Text: fmt.Sprintf("%s on the %s (%s)", res.FireCell, table, label), Rule: fireRule(v.weapon)})
	from := ""
	if sh.half != "" {
		from = " (its " + sh.half + " half)"
	}
	how := ""
	if sh.lof {
		how = " on the Line of Fire"
	}
	text := fmt.Sprintf("%s%s fires at %s%s in %s: %s, %s on the %s (%s)", s.UnitName(u.ID), from, s.UnitName(t.ID), how, r.bd.label(sh.into), res.Roll, res.FireCell, table, label)
	ev := rules.Event{Kind: "fire", Side: u.Side, Unit: u.ID, Base: u.Bases[0], Rolls: []dice.Roll{roll}, Facts: facts}
	effects := r.hit(u, v, t, res.FireCell, tl)
	if len(effects) > 0 {
		text += ": " + strings.Join(effects, "; ")
	}
	ev.Text = text
	r.evs = append(r.evs, ev)
	return nil
}

// fireRule is the procedure a weapon's fire follows.
func fireRule(w weapon) string {
	switch w {
	case wLight:
		return "M&P §8.3 [L870-L875]"
	case wPistol:
		return "M&P §8.3 [L877-L883]"
	case wGuns:
		return "M&P §8.9 [L929-L933]"
	}
	return "M&P §8.3 [L858-L868]"
}

func columnWords(c charts.MusketColumn) string {
	switch c {
	case charts.Flank:
		return "Flank"
	case charts.Salvo:
		return "Salvo"
	}
	return "Front"
}

// modifiers are the modifiers of one shot, each a Fact with its rule:
// Advance or Retire Fire [L790], [L808], a normal fire after the unit's
// Salvo this turn [L854], artillery's range [L932], the target's
// formation on the fire tables [L478-L479], [L485], [L501], its terrain
// and the hexside between neighbours on the terrain chart [L969], and
// wagons stacked with it [L1301].
func (r *resolver) modifiers(u *rules.Unit, v *volley, t *rules.Unit, sh shot) []rules.Fact {
	var out []rules.Fact
	add := func(val int, text, rule string) {
		if val != 0 {
			out = append(out, rules.Fact{Name: "modifier", Value: val, Text: text, Rule: rule})
		}
	}
	switch v.mode {
	case fireAdvance:
		add(advanceMod, "Advance Fire", "M&P §8.2 [L790]")
	case fireRetire:
		add(retireMod, "Retire Fire", "M&P §8.2 [L808]")
	}
	if v.againstRetire {
		add(retireMod, "Reaction Fire at a Retire Fire", "M&P §8.4 [L808], [L838]")
	}
	if v.movingCav {
		add(reactMoveMod, "Reaction Fire at cavalry that moved a hex or more before entering the zone", "M&P §8.4 [L756]")
	}
	if v.mode != fireSalvo && u.Status[stSalvo] == 1 {
		add(afterSalvo, "fired after its Salvo this turn", "M&P §8.2 [L854]")
	}
	if v.weapon == wGuns {
		m, _ := r.c.ArtilleryRange(guns[int(u.Profile[keyGun])], sh.dist)
		add(m, fmt.Sprintf("range %d hexes on the Artillery Range table (%s)", sh.dist, r.c.Label()), "M&P §8.9 [L932]")
	}
	fm := r.c.FireMods()
	if t.Type == Cavalry || t.Type == HeavyInfantry || t.Type == LightInfantry {
		switch f := formationOf(t); {
		case moraleBroken(t):
		case f == Shaken:
			add(fm.TargetShaken, "target Formation Shaken", "M&P §7.4 [L478]")
		case f == Open:
			add(fm.TargetShaken, "target in Open Order, as Formation Shaken", "M&P §7.4 [L501]")
		case f == Broken:
			add(fm.TargetBroken, "target Formation Broken", "M&P §7.4 [L479]")
		case f == Hedgehog:
			add(fm.TargetHedgehog, "target in Hedgehog", "M&P §7.4 [L485]")
		}
	}
	if ht, ok := r.bd.tec.Hex(r.bd.m.Terrain(sh.into).Kind); ok {
		add(ht.Fire, "target in "+ht.Kind, "M&P §8.3, the terrain chart [L969]")
	}
	if m, kind := r.sideFire(sh.from, sh.into); m != 0 {
		add(m, "across a "+kind, "M&P §8.3, the terrain chart [L971]")
	}
	if r.withWagons(t, sh.into) {
		add(r.bd.tec.Wagons().Fire, "target stacked with wagons", "M&P §11.3 [L1301]")
	}
	return out
}

// sideFire is the terrain chart's fire modifier of the hexside the line
// of fire crosses into the target's hex, and its kind. Where the line
// enters the hex at a vertex the two nudged lines cross different
// hexsides: the smaller modifier counts, as a line along a hexside is
// blocked only when both sides block [L983] (a reading).
func (r *resolver) sideFire(from, into hex.Hex) (int, string) {
	tr := hex.TraceLine(from, into)
	mod, kind, first := 0, "", true
	for _, line := range [][]hex.Hex{tr.Plus, tr.Minus} {
		if len(line) < 2 {
			continue
		}
		prev := line[len(line)-2]
		m, k := 0, ""
		if d, ok := prev.DirTo(into); ok {
			if sd := r.bd.m.Side(prev, d); sd.Kind != "" {
				if st, ok := r.bd.tec.Hexside(sd.Kind); ok {
					m, k = st.Fire, st.Kind
				}
			}
		}
		if first || absInt(m) < absInt(mod) {
			mod, kind = m, k
		}
		first = false
	}
	return mod, kind
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// withWagons reports whether wagons share hex h with t.
func (r *resolver) withWagons(t *rules.Unit, h hex.Hex) bool {
	for _, o := range r.bd.occupants(r.s, r.bd.hexBox([]hex.Hex{h}), nil) {
		if o.u.Type == Wagons && o.at.Occupies(h) {
			return true
		}
	}
	return false
}

// hit applies one fire cell to t: casualties [L885-L889], its formation
// hit [L911], [L953], the Open Order and threshold rules; it returns what
// happened, in words.
func (r *resolver) hit(u *rules.Unit, v *volley, t *rules.Unit, cell charts.FireCell, tl *tally) []string {
	if cell.NoEffect() {
		return nil
	}
	tl.nonNE = true
	if t.Type == Leader {
		return nil // a leader runs the risk of [L989] only
	}
	var out []string
	hits := cell.Hits
	if cell.MC {
		tl.tableMC++
	}
	if cell.FH {
		switch f := formationOf(t); {
		case t.Type == Artillery:
			tl.artFH++ // a morale check instead [L953]
			out = append(out, "its formation hit is a morale check for artillery [L953]")
		case moraleBroken(t) || f == Broken || f == Hedgehog:
			if v.weapon == wPistol {
				out = append(out, "a formation hit, ignored: it has no formation to lose [L475]")
			} else {
				hits++ // [L911], [L493]
				out = append(out, "its formation hit becomes a casualty [L911]")
			}
		case f == Open || f == Column:
			t.Formation = Broken // [L511]; A23
			out = append(out, "Formation Broken [L511]")
		case t.Status[stEvade] == 0 && canEvade(r.s, r.bd, t, v):
			t.SetStatus(stEvade, r.s.UnitIndex(u.ID)+1) // its owner chooses once the fire is over [L941]
			out = append(out, "a formation hit it may evade into a flank hex [L941]")
		default:
			t.Formation = formationAt(f, formationLevel(f)+1)
			out = append(out, "one formation hit, now "+formationWords(t.Formation)+" [L475]")
		}
	}
	if hits == 0 {
		return out
	}
	if formationOf(t) == Open {
		t.Formation = Broken // any hit [L511] (A24)
		out = append(out, "hit in Open Order: Formation Broken [L511]")
	}
	tl.hits += hits
	if t.Type == Artillery {
		r.disable(t)
		return append(out, "a hit eliminates artillery: Disabled Guns [L887]")
	}
	t.SetStatus(stCasualties, t.Status[stCasualties]+hits)
	out = append(out, fmt.Sprintf("%d casualt%s (%d of %g SP)", hits, plural(hits, "y", "ies"), t.Status[stCasualties], t.Profile[keySP]))
	if t.Status[stCasualties] >= int(t.Profile[keySP]) {
		r.eliminate(t)
		return append(out, "eliminated: casualties reach its strength [L889]")
	}
	if th, ok := r.c.Threshold(int(t.Profile[keyMorale]), int(t.Profile[keySP])); ok && t.Status[stThreshold] == 0 && t.Status[stCasualties] >= th {
		t.SetStatus(stThreshold, 1)
		out = append(out, fmt.Sprintf("Casualty Threshold reached at %d (%s): it loses a morale level [L1234]", th, r.c.Label()))
		out = append(out, r.loseLevel(t))
	}
	return out
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// leaderHits rolls for each leader in t's hexes when the fire did more
// than No Effect: on a 9 he is removed [L989]. A leader fired at alone is
// his own target.
func (r *resolver) leaderHits(t *rules.Unit, tl tally) error {
	if !tl.nonNE {
		return nil
	}
	var ls []*rules.Unit
	if t.Type == Leader {
		ls = []*rules.Unit{t}
	} else if tAt, _, ok := r.bd.unitAt(r.s, t); ok {
		for _, o := range r.bd.occupants(r.s, r.bd.hexBox(tAt.Hexes()), nil) {
			if o.u.Type == Leader && o.u.Side == t.Side && o.u.Status[stRemoved] == 0 && (tAt.Occupies(o.at.L)) {
				ls = append(ls, o.u)
			}
		}
	}
	for _, l := range ls {
		dv, roll, err := r.roll()
		if err != nil {
			return err
		}
		text := fmt.Sprintf("%s is under fire: die %d", r.s.UnitName(l.ID), dv)
		if dv == leaderHitDie {
			text += ": he is removed [L989]"
			l.SetStatus(stRemoved, 1)
			r.gone = append(r.gone, l)
		} else {
			text += ", unhurt (a 9 removes him) [L989]"
		}
		r.evs = append(r.evs, rules.Event{Kind: "leader", Side: l.Side, Unit: l.ID, Text: text, Rolls: []dice.Roll{roll},
			Facts: []rules.Fact{{Name: "die", Value: dv, Text: "die", Rule: "M&P §8.11 [L989]"}, {Name: "need", Value: leaderHitDie, Text: "removed on", Rule: "M&P §8.11 [L989]"}}})
	}
	return nil
}

// leaderHitDie is the roll that removes a leader under fire [L989].
const leaderHitDie = 9

// flush takes the fire's eliminated units and removed leaders off the
// table.
func (r *resolver) flush() {
	for _, u := range r.gone {
		takeOff(r.s, u)
	}
	r.gone = nil
}
