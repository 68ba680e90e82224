package musketpike

import (
	"fmt"
	"slices"
	"strconv"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
	"plateau/rules/table"
)

// Fire (10.0 [L766-L989], spec §8). A unit of the active wing fires as
// its action [L768]: heavy and light infantry by Skirmish, Advance or
// Retire Fire [L786-L818], heavy infantry also by Salvo [L852]; cavalry
// with its pistols, during its move action or without moving [L782];
// artillery once a turn [L927]. fire.go checks a fire and works out its
// shots (one per firing hex, and for point-blank artillery one per unit on
// the Line of Fire [L935]); fireapply.go rolls and applies them;
// morale.go holds the morale checks and what they do, moraleretreat.go
// the retreat of a unit they break; firecover.go the take-cover choice
// before a fire, fireevade.go the cavalry's evasion after one; Reaction
// Fire (§8.4) is react.go's and reactfire.go's.

// KindFire is a fire: Target the unit (or leader) fired at; Args["firer"]
// the unit that fires; Args["fire"] its kind (skirmish, salvo, advance,
// retire, pistol, artillery; by default skirmish for infantry, pistol for
// cavalry, artillery for guns); Args["step"] "0" or "1", the Advance Fire
// step (hex.ForwardSteps) or the Retire Fire step back (hex.StepBacks);
// for a 2-hex firer Args["left"] and Args["right"] the target of each half
// ("none": that half does not fire; by default each half that can fire at
// Target does [L776]); for point-blank artillery along a hexside
// Args["lof"] "left" or "right", the side of the Line of Fire [L939].
const KindFire = "fire"

// Fire kinds (Args["fire"]).
const (
	fireSkirmish = "skirmish"  // fire, no move; the target may fire back [L804]
	fireSalvo    = "salvo"     // heavy infantry, once a turn, front hexes [L852]
	fireAdvance  = "advance"   // Charge orders: one hex forward, then fire at -3 [L790]
	fireRetire   = "retire"    // not Charge orders: fire at -3, then one hex back [L808]
	firePistol   = "pistol"    // cavalry pistols [L782]
	fireGuns     = "artillery" // a battery [L927]
)

// fireModes are the fire kinds by their code in the held-fire counter
// (ctHoldMode): index 0 is none.
var fireModes = []string{"", fireSkirmish, fireSalvo, fireAdvance, fireRetire, firePistol, fireGuns}

// weapon is the chart a fire reads.
type weapon int

const (
	wMusket weapon = iota // heavy infantry: the Musket tables [L864]
	wLight                // light infantry: Commanded Muskets and Dragoons [L873]
	wPistol               // cavalry: Cavalry Pistol Fire [L880]
	wGuns                 // artillery: Artillery Range and Fire [L929-L933]
)

// Fire modifiers the text gives [L790], [L808], [L854].
const (
	advanceMod = -3 // Advance Fire [L790]
	retireMod  = -3 // Retire Fire [L808]
	afterSalvo = -1 // normal fire after a Salvo the same turn [L854]
)

// shot is one roll of a fire: from one firing hex at one hex of a unit.
type shot struct {
	from hex.Hex // the firing hex (a half of a 2-hex unit)
	half string  // "left", "right" or "" for a 1-hex firer
	t    *rules.Unit
	tAt  hex.Unit
	into hex.Hex // the hex fired into
	col  charts.MusketColumn
	dist int  // hexes, counted as [L772]
	lof  bool // a unit on the point-blank Line of Fire, not the target aimed at [L935]
}

// volley is a fire worked out: the firer, where it fires from, its kind
// and its shots in the order they are resolved.
type volley struct {
	u             *rules.Unit
	b             *table.Base
	start         hex.Unit // where it stands before the fire
	at            hex.Unit // where it fires from (after an Advance Fire step)
	end           hex.Unit // where it ends (after a Retire Fire step)
	mode          string
	weapon        weapon
	regimental    bool // heavy infantry with regimental artillery [L778]
	stepIdx       int  // the Advance or Retire step chosen, -1 none
	stepHits      int  // formation hits of that step from terrain [L790], [L808]
	shots         []shot
	lofSide       int
	react         bool // Reaction Fire (reactfire.go) [L748]
	movingCav     bool // heavy infantry's Reaction Fire at cavalry that moved before entering its zone [L756]
	againstRetire bool // Reaction Fire at a Retire Fire: -3 [L808]
}

// moved reports whether the fire moves the firer.
func (v *volley) moved() bool { return v.stepIdx >= 0 }

// defaultFire is the fire kind of a unit when the action names none.
func defaultFire(u *rules.Unit) string {
	switch u.Type {
	case Cavalry:
		return firePistol
	case Artillery:
		return fireGuns
	}
	return fireSkirmish
}

// firesWith is the fire kinds u's class has [L782-L856], [L927].
func firesWith(u *rules.Unit) []string {
	switch u.Type {
	case HeavyInfantry:
		return []string{fireSkirmish, fireSalvo, fireAdvance, fireRetire}
	case LightInfantry:
		return []string{fireSkirmish, fireAdvance, fireRetire}
	case Cavalry:
		return []string{firePistol}
	case Artillery:
		return []string{fireGuns}
	}
	return nil
}

// weaponOf is the chart u fires on.
func weaponOf(u *rules.Unit) weapon {
	switch u.Type {
	case LightInfantry:
		return wLight
	case Cavalry:
		return wPistol
	case Artillery:
		return wGuns
	}
	return wMusket
}

// fireViolation is a refusal of a fire by u.
func fireViolation(s *rules.State, u *rules.Unit, code, rule, format string, args ...any) *rules.Violation {
	return &rules.Violation{Code: code, Rule: rule, Msg: s.UnitName(u.ID) + " " + fmt.Sprintf(format, args...), Bases: u.Bases}
}

// checkFirer is why u may not fire now by kind mode, nil when it may.
func checkFirer(s *rules.State, bd *board, u *rules.Unit, at hex.Unit, side int, mode string) *rules.Violation {
	wc := activeWC(s)
	switch {
	case u.Side != side:
		return fireViolation(s, u, "not-yours", "M&P §8.1 [L768]", "is not yours")
	case !isCombat(u):
		return fireViolation(s, u, "no-fire", "M&P §8.1 [L768]", "does not fire: only units fire [L42]")
	case wc == nil || wingOf(u) != wingOf(wc) || u.Side != wc.Side:
		return fireViolation(s, u, "not-active", "M&P §8.1 [L768]", "is not of the active wing: it may only fire in reaction [L768]")
	case !slices.Contains(firesWith(u), mode):
		return fireViolation(s, u, "fire-kind", "M&P §8.2 [L782-L856]", "cannot fire by %s (a %s fires by %v)", mode, u.Type, firesWith(u))
	case moraleBroken(u):
		return fireViolation(s, u, "morale-broken", "M&P §10.2 [L1220], [L1222]", "is Morale Broken: it may do nothing but rally")
	case formationOf(u) == Hedgehog:
		return fireViolation(s, u, "hedgehog", "M&P §7.4 [L485]", "is in Hedgehog and may not fire")
	case u.Type != Artillery && u.Status[stOut] == 1:
		return fireViolation(s, u, "out-of-command", "M&P §6.3 [L384]", "is out of command: its only fire is Reaction Fire")
	}
	switch u.Type {
	case Cavalry:
		switch {
		case u.Status[stMove] == moveClosed:
			return fireViolation(s, u, "moved", "M&P §8.2 [L782]", "has made its move this activation: a pistol is fired during the move action")
		case u.Status[stShot] == 1:
			return fireViolation(s, u, "pistol-fired", "M&P §8.2 [L782]", "has fired a pistol in this move action: one shot a move action")
		case u.Status[stPistols] >= 2:
			return fireViolation(s, u, "no-pistols", "M&P §8.2 [L919]", "has No Pistols: it must reload (Reform) to fire")
		}
	case Artillery:
		switch {
		case limbered(u):
			return fireViolation(s, u, "limbered", "M&P §7.6 [L575]", "is limbered: guns fire unlimbered")
		case u.Status[stFired] == 1:
			return fireViolation(s, u, "fired", "M&P §8.9 [L927]", "has fired this turn: artillery fires once a turn")
		case u.Status[stMove] != moveNone:
			return fireViolation(s, u, "moved", "M&P §5.2 [L210]", "has made its action this activation")
		case withHedgehog(s, bd, u, at):
			return fireViolation(s, u, "hedgehog", "M&P §7.4 [L485]", "is stacked with a unit in Hedgehog and may not fire")
		}
	default:
		if u.Status[stMove] != moveNone {
			return fireViolation(s, u, "moved", "M&P §8.2 [L786]", "has made its action this activation: infantry fires as an action of its own, never after another")
		}
	}
	switch mode {
	case fireSalvo:
		if u.Status[stSalvo] == 1 {
			return fireViolation(s, u, "salvo-fired", "M&P §8.2 [L854]", "has fired its Salvo this turn: once a turn")
		}
	case fireAdvance:
		if orderOf(wc) != charts.Charge {
			return fireViolation(s, u, "orders", "M&P §8.2 [L792]", "may use Advance Fire only under Charge orders")
		}
	case fireRetire:
		if orderOf(wc) == charts.Charge {
			return fireViolation(s, u, "orders", "M&P §8.2 [L812]", "may not use Retire Fire under Charge orders")
		}
	}
	return nil
}

// withHedgehog reports whether a unit in Hedgehog shares the battery's hex
// (its guns may not fire either [L485]).
func withHedgehog(s *rules.State, bd *board, u *rules.Unit, at hex.Unit) bool {
	for _, o := range bd.occupants(s, bd.hexBox(at.Hexes()), nil) {
		if o.u != u && o.u.Side == u.Side && formationOf(o.u) == Hedgehog && o.at.Occupies(at.L) {
			return true
		}
	}
	return false
}

// checkFire checks a fire action and works out its shots.
func checkFire(s *rules.State, a rules.Action) (*volley, error) {
	if err := inPhase(s, PhaseWing, "units fire during their wing's activation [L768]"); err != nil {
		return nil, err
	}
	u, ok := s.Unit(a.Args["firer"])
	if !ok {
		return nil, fmt.Errorf("musketpike: fire by no unit %q", a.Args["firer"])
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	hold := s.Table.Hold() // the few queries below trust one check of the index
	defer hold.Release()
	at, b, ok := bd.unitAt(s, u)
	if !ok {
		return nil, fireViolation(s, u, "off-grid", "M&P §12.1", "is not on the map")
	}
	mode := a.Args["fire"]
	if mode == "" {
		mode = defaultFire(u)
	}
	if v := checkFirer(s, bd, u, at, a.Side, mode); v != nil {
		return nil, v
	}
	v := &volley{u: u, b: b, start: at, at: at, end: at, mode: mode, weapon: weaponOf(u), regimental: alsoArtillery(u), stepIdx: -1}
	if mode == fireAdvance || mode == fireRetire {
		if viol := v.checkStep(s, bd, a.Args["step"]); viol != nil {
			return nil, viol
		}
	}
	switch a.Args["lof"] {
	case "", "left":
		v.lofSide = 1
	case "right":
		v.lofSide = -1
	default:
		return nil, fmt.Errorf("musketpike: lof %q: want left or right", a.Args["lof"])
	}
	if viol := v.aimAll(s, bd, a); viol != nil {
		return nil, viol
	}
	if v.weapon == wGuns && v.shots[0].dist <= int(u.Profile[keyPB]) {
		if a.Args["lof"] == "" && bd.m.LOFChoice(v.at.L, v.shots[0].into, int(u.Profile[keyPB])) {
			return nil, fireViolation(s, u, "lof-side", "M&P §8.9 [L939]", "fires at point-blank range along a hexside: choose the side of the Line of Fire (lof = left or right)")
		}
		v.lineOfFire(s, bd)
	}
	return v, nil
}

// checkStep checks the one-hex step of an Advance Fire (into a front hex,
// before firing [L790], no pivot or re-face [L794]) or of a Retire Fire
// (into a rear hex, keeping the facing [L814]), and its formation hits from
// terrain. The hexes entered must be empty of other counters but the
// unit's own side's leaders (a reading: the stacked-artillery variant
// [L840-L850] is not yet played).
func (v *volley) checkStep(s *rules.State, bd *board, arg string) *rules.Violation {
	k := 0
	if arg != "" {
		n, err := strconv.Atoi(arg)
		if err != nil || n < 0 || n > 1 {
			return fireViolation(s, v.u, "fire-step", "M&P §8.2 [L790], [L808]", "steps into one of two hexes: step = 0 or 1")
		}
		k = n
	}
	steps, rule, where := hex.ForwardSteps(v.at), "M&P §8.2 [L790]", "front"
	if v.mode == fireRetire {
		steps, rule, where = hex.StepBacks(v.at), "M&P §8.2 [L808]", "rear"
	}
	if k >= len(steps) {
		return fireViolation(s, v.u, "fire-step", rule, "has no %s hex to step into", where)
	}
	to := steps[k]
	var entered []hex.Hex
	var crossed []crossing
	for i, h := range to.Hexes() {
		if !bd.m.Contains(h) {
			return fireViolation(s, v.u, "fire-step", rule, "cannot step off the map")
		}
		if !v.at.Occupies(h) {
			entered = append(entered, h)
		}
		crossed = append(crossed, crossing{v.at.Hexes()[i], h})
	}
	for _, o := range bd.occupants(s, bd.hexBox(entered), nil) {
		if o.u == v.u || (o.u.Type == Leader && o.u.Side == v.u.Side) {
			continue
		}
		for _, h := range entered {
			if o.at.Occupies(h) {
				return fireViolation(s, v.u, "fire-step", rule, "cannot step into %s: %s is there", bd.label(h), s.UnitName(o.u.ID))
			}
		}
	}
	st := step{from: v.at, to: to, entered: entered, crossed: crossed, abreast: to.Two, moveHits: true}
	_, hits, blocked := bd.stepTerrain(moverOf(v.u), st)
	if blocked != "" {
		return fireViolation(s, v.u, "fire-step", rule, "may not enter %s", blocked)
	}
	v.stepIdx, v.stepHits = k, hits
	if v.mode == fireAdvance {
		v.at, v.end = to, to
	} else {
		v.end = to
	}
	return nil
}

// aimAll works out the aimed shots: each firing hex at its target.
func (v *volley) aimAll(s *rules.State, bd *board, a rules.Action) *rules.Violation {
	hexes := v.at.Hexes()
	names := []string{""}
	if len(hexes) == 2 {
		names = []string{"left", "right"}
	}
	explicit := a.Args["left"] != "" || a.Args["right"] != ""
	var first *rules.Violation
	named := false
	for i, h := range hexes {
		id := a.Target
		if explicit {
			id = a.Args[names[i]]
		}
		if id == "" || id == "none" {
			continue
		}
		t, ok := s.Unit(id)
		if !ok {
			return fireViolation(s, v.u, "target", "M&P §8.1 [L770]", "has no target %q", id)
		}
		var sh shot
		var viol *rules.Violation
		if !v.react && under(s, bd, v.u, h) {
			// Only the top unit of a stack with guns fires; the unit under
			// reacts [L630].
			viol = fireViolation(s, v.u, "under", "M&P §7.8 [L630]", "lies under its stack in %s: only the unit on top fires", bd.label(h))
		} else {
			sh, viol = v.aim(s, bd, h, t)
		}
		if viol != nil {
			if explicit {
				return viol
			}
			if first == nil {
				first = viol
			}
			continue
		}
		sh.half = names[i]
		named = named || id == a.Target
		v.shots = append(v.shots, sh)
	}
	switch {
	case len(v.shots) == 0 && first != nil:
		return first
	case len(v.shots) == 0:
		return fireViolation(s, v.u, "target", "M&P §8.1 [L770]", "has nothing to fire at")
	case !named:
		return fireViolation(s, v.u, "target", "M&P §8.1 [L776]", "does not fire at %s with either half", s.UnitName(a.Target))
	}
	return nil
}

// aim is the shot from hex h at unit t, or why there is none: an enemy
// unit or leader [L770] in range [L772], in the firing hex's arc [L774],
// in clear sight [L963]; artillery never over a friendly unit [L969].
func (v *volley) aim(s *rules.State, bd *board, h hex.Hex, t *rules.Unit) (shot, *rules.Violation) {
	tName := s.UnitName(t.ID)
	if t.Side == v.u.Side {
		return shot{}, fireViolation(s, v.u, "target", "M&P §8.1 [L770]", "may fire only at the enemy, not at %s", tName)
	}
	if t.Type == Wagons || t.Status[stDisabled] == 1 {
		return shot{}, fireViolation(s, v.u, "target", "M&P §8.9 [L961]", "may not fire at %s: only units and leaders are targets", tName)
	}
	tAt, _, ok := bd.unitAt(s, t)
	if !ok {
		return shot{}, fireViolation(s, v.u, "target", "M&P §8.1 [L770]", "cannot fire at %s: it is not on the map", tName)
	}
	if t.Type == Leader && ledUnit(s, bd, t, tAt) {
		return shot{}, fireViolation(s, v.u, "target", "M&P §8.11 [L989]", "cannot fire at %s alone: fire at the unit he is with, and he runs its risk", tName)
	}
	// Only the top unit of a stack with guns is fired at [L630].
	hexes := slices.DeleteFunc(tAt.Hexes(), func(x hex.Hex) bool { return under(s, bd, t, x) })
	if len(hexes) == 0 {
		return shot{}, fireViolation(s, v.u, "under", "M&P §7.8 [L630]", "cannot fire at %s: it lies under its stack, and only the unit on top is fired at", tName)
	}
	slices.SortStableFunc(hexes, func(a, b hex.Hex) int { return hex.Dist(h, a) - hex.Dist(h, b) })
	sight := v.sight(s, bd, h, tAt)
	if v.weapon == wGuns {
		g := guns[int(v.u.Profile[keyGun])]
		max := int(v.u.Profile[keyMax])
		var why *rules.Violation
		for _, x := range hexes {
			d := hex.Dist(h, x)
			_, charted := bd.charts.ArtilleryRange(g, d)
			switch {
			case !hex.FrontArc(v.at, x):
				why = fireViolation(s, v.u, "arc", "M&P §8.1 [L774]", "cannot fire at %s: artillery fires into its front arc only", tName)
			case d > max || !charted:
				why = fireViolation(s, v.u, "range", "M&P §8.1 [L772]", "cannot reach %s: %d hexes away, its range is %d", tName, d, max)
			case !bd.m.LOS(h, x, sight):
				why = fireViolation(s, v.u, "los", "M&P §8.10 [L963-L985]", "cannot see %s", tName)
			case bd.m.FiresOverFriendly(h, x, v.friendly(s, bd, h, x)):
				why = fireViolation(s, v.u, "over-friendly", "M&P §8.10 [L969]", "may not fire over a friendly unit at %s", tName)
			default:
				return shot{from: h, t: t, tAt: tAt, into: x, dist: d}, nil
			}
		}
		return shot{}, why
	}
	front, fire := v.at.SalvoHexes(h), v.at.FireHexes(h)
	arc := fire
	if v.mode == fireSalvo {
		arc = front
	}
	for _, x := range hexes {
		if arc.Has(x) && bd.m.LOS(h, x, sight) {
			col := charts.Flank
			switch {
			case v.mode == fireSalvo:
				col = charts.Salvo
			case front.Has(x):
				col = charts.Front // reading A9(a): the firer's front
			}
			return shot{from: h, t: t, tAt: tAt, into: x, col: col, dist: 1}, nil
		}
	}
	switch d := tAt.HexDist(h); {
	case d > 1:
		return shot{}, fireViolation(s, v.u, "range", "M&P §8.1 [L772]", "cannot reach %s: %d hexes away; infantry and cavalry fire at adjacent units only", tName, d)
	case v.mode == fireSalvo && fire.Has(hexes[0]):
		return shot{}, fireViolation(s, v.u, "arc", "M&P §8.2 [L854]", "fires its Salvo into its front hexes only, not at %s", tName)
	case slices.ContainsFunc(hexes, fire.Has):
		return shot{}, fireViolation(s, v.u, "los", "M&P §8.10 [L963-L985]", "cannot see %s", tName)
	}
	if v.at.Two {
		return shot{}, fireViolation(s, v.u, "arc", "M&P §8.1 [L774]", "cannot fire at %s: each half fires into the front and flank hexes adjacent to itself only", tName)
	}
	return shot{}, fireViolation(s, v.u, "arc", "M&P §8.1 [L774]", "cannot fire at %s: it fires into its front and flank hexes only, never to the rear", tName)
}

// ledUnit reports whether leader l, on lAt, is stacked with a combat unit
// of his side: he is then fired on with it, not by himself (a reading of
// [L770] with [L989]).
func ledUnit(s *rules.State, bd *board, l *rules.Unit, lAt hex.Unit) bool {
	for _, o := range bd.occupants(s, bd.hexBox(lAt.Hexes()), nil) {
		if o.u.Side == l.Side && isCombat(o.u) && o.at.Occupies(lAt.L) {
			return true
		}
	}
	return false
}

// sight is the LOS rule of a fire from h at the unit on tAt: wagons,
// heavy infantry and cavalry block it [L965], never the firer or the
// target themselves.
func (v *volley) sight(s *rules.State, bd *board, h hex.Hex, tAt hex.Unit) hex.Sight {
	if hex.Dist(h, tAt.L) <= 1 && (!tAt.Two || hex.Dist(h, tAt.R) <= 1) {
		return hex.Sight{} // nothing stands between neighbours
	}
	box := bd.hexBox(append(tAt.Hexes(), h))
	var blocks []hex.Hex
	for _, o := range bd.occupants(s, box, nil) {
		if o.u == v.u || o.at == tAt {
			continue
		}
		switch o.u.Type {
		case Wagons, HeavyInfantry, Cavalry:
			blocks = append(blocks, o.at.Hexes()...)
		}
	}
	return hex.Sight{Units: func(x hex.Hex) bool { return slices.Contains(blocks, x) }}
}

// friendly is the firer's side's units between h and x, which artillery
// may not fire over [L969].
func (v *volley) friendly(s *rules.State, bd *board, h, x hex.Hex) func(hex.Hex) bool {
	var mine []hex.Hex
	for _, o := range bd.occupants(s, bd.hexBox([]hex.Hex{h, x}), nil) {
		if o.u != v.u && o.u.Side == v.u.Side && isCombat(o.u) {
			mine = append(mine, o.at.Hexes()...)
		}
	}
	return func(y hex.Hex) bool { return slices.Contains(mine, y) }
}

// lineOfFire adds the units on the point-blank Line of Fire [L935-L939]:
// every combat unit of either side on a hex of the line out to
// point-blank range, before or beyond the target, each with its own roll
// at its own range (A28); a 2-hex unit once for each of its hexes on the
// line [L937]. The target aimed at is attacked on the hex aimed at, and
// again if its other hex is on the line.
func (v *volley) lineOfFire(s *rules.State, bd *board) {
	aimed := v.shots[0]
	pb := int(v.u.Profile[keyPB])
	line := bd.m.LOF(v.at.L, aimed.into, pb, v.lofSide, hex.Sight{})
	if len(line) == 0 {
		return
	}
	near := bd.occupants(s, bd.hexBox(append(line, v.at.L)), nil)
	var out []shot
	for _, x := range line {
		if x == aimed.into {
			out = append(out, aimed)
			// The unit under the target in its stack is subject to the
			// point-blank fire too [L630], [L935].
			for _, o := range near {
				if o.u != aimed.t && o.u != v.u && o.at.Occupies(x) && under(s, bd, o.u, x) {
					out = append(out, shot{from: v.at.L, t: o.u, tAt: o.at, into: x, dist: hex.Dist(v.at.L, x), lof: true})
				}
			}
			continue
		}
		for _, o := range near {
			if o.u == v.u || !isCombat(o.u) || !o.at.Occupies(x) {
				continue
			}
			out = append(out, shot{from: v.at.L, t: o.u, tAt: o.at, into: x, dist: hex.Dist(v.at.L, x), lof: true})
		}
	}
	if !slices.ContainsFunc(out, func(sh shot) bool { return sh.t == aimed.t && sh.into == aimed.into }) {
		out = append([]shot{aimed}, out...)
	}
	v.shots = out
}
