package bloodblades

import (
	"fmt"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/table"
)

// KindFight is the action resolving one close combat (bnb.md §9, A14):
// Target is a base of a mutual principal-opponent pair; Args "pursue" =
// "yes" makes the active player's base pursue when it wins and may (not
// must) pursue [L2313-2317]. When the other player's base wins and may
// pursue, he is asked (pursuitchoice.go).
const KindFight = "fight"

// PhaseCombat is step 7 of the period [L1317]: every close combat is
// resolved once, in the order the active player chooses (A14).
const PhaseCombat = "combat"

// stFought marks a base that has fought this period's close combat phase.
const stFought = "fought"

// Factor is one line of a combat score: the Table 7.1 factor or a
// tactical factor (§9.5), a grade adjustment or the cohesion effect
// (§9.6).
type Factor struct {
	Code string // "CF", "T14", "grade", "cohesion"
	N    int
	Text string
	Rule string
}

func (f Factor) String() string {
	if f.Code == "CF" {
		return fmt.Sprintf("%d (%s %s)", f.N, f.Text, f.Rule)
	}
	return fmt.Sprintf("%+d (%s: %s %s)", f.N, f.Code, f.Text, f.Rule)
}

// Combatant is one side of a combat as it is scored (§9.4).
type Combatant struct {
	Base    string
	Troop   Troop
	CF      int      // the Table 7.1 factor used (A31)
	Factors []Factor // CF first, then the tactical factors
	Die     int
	Score1  int // CF + D6 + tactical factors [L2074]
	Grade   []Factor
	Score2  int
	Cohere  []Factor
	Final   int
	f       fighter
	shape   table.Base
}

// tactical sums the CF and the tactical factors.
func (c *Combatant) tactical() int {
	n := 0
	for _, f := range c.Factors {
		n += f.N
	}
	return n
}

// Summary reads "Bd 4 +1 (T14) +1 (T6)".
func (c *Combatant) Summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %d", c.Troop.Type, c.CF)
	for _, f := range c.Factors[1:] {
		fmt.Fprintf(&b, " %+d (%s)", f.N, f.Code)
	}
	return b.String()
}

// fighterOf reads what the tables need of base id.
func fighterOf(c Config, s *rules.State, id string) fighter {
	b := mustBase(s, id)
	u, _ := s.Unit(b.Unit)
	t := troopOf(u)
	return fighter{troop: t, missiles: u.Profile[keyMissiles] > 0, worst: worstCategory(c, s, t, b.Shape), dunes: inKind(s, b.Shape, "dunes")}
}

// cfAgainst is Table 7.1 [L2086-2100]: t's factor against troop o (its
// factor against infantry or against mounted), and the words for it. Bg
// has none (A3): 0.
func cfAgainst(t, o Troop) (int, string) {
	info := t.Info()
	if info.NoCF {
		return 0, "Bg has no factor, A3"
	}
	if o.Is(Mounted) {
		return info.CF[1], "vs mounted"
	}
	return info.CF[0], "vs foot"
}

// supporter is the friend supporting base id from behind (G15 [L2068]),
// if any: same facing, its front in full contact with id's rear edge,
// neither even partly in DGo, and not fighting another principal opponent
// (the figure [L2863]).
func supporter(c Config, s *rules.State, k *cc, id string) (string, bool) {
	b := mustBase(s, id)
	t := troopAt(s, id)
	if worstCategory(c, s, t, b.Shape) >= DGo {
		return "", false
	}
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.Side != b.Side || o.ID == id || o.Round || !supportsRect(o.Shape, b.Shape) {
			continue
		}
		if worstCategory(c, s, troopAt(s, o.ID), o.Shape) >= DGo {
			continue
		}
		if p, ok := k.po[o.ID]; ok && p != k.po[id] {
			continue
		}
		return o.ID, true
	}
	return "", false
}

// assess scores base x against its principal opponent y before the dice:
// the Table 7.1 factor and the tactical factors of §9.5 that apply in a
// close combat.
func assess(c Config, s *rules.State, k *cc, x, y string) *Combatant {
	xb, yb := mustBase(s, x), mustBase(s, y)
	xf, yf := fighterOf(c, s, x), fighterOf(c, s, y)
	t, o := xf.troop, yf.troop
	cf, what := cfAgainst(t, o)
	cb := &Combatant{Base: x, Troop: t, CF: cf, f: xf, shape: *xb}
	cb.Factors = []Factor{{Code: "CF", N: cf, Text: what, Rule: "Table 7.1 [L2086-2098]"}}
	add := func(code string, n int, text, rule string) {
		cb.Factors = append(cb.Factors, Factor{Code: code, N: n, Text: text, Rule: rule})
	}
	oppSkirm := o.Is(Skirmisher)
	// T1: higher ground, in x's own period [L2108].
	if z, ok := higherThanFoe(s, k, x); ok && xb.Side == s.Active {
		add("T1", 1, "fighting from higher ground against "+name(s, z)+" in its own period", "[L1916, L2108]")
	}
	// T2: defending a river bank (G17).
	if bankDefence(c, s, x, y) {
		add("T2", 1, "defending a river bank", "[L2109]")
	}
	// T4: the opponent in close combat faces the sun in a period of
	// dazzle: an advantage to its opponents [L1030, L2113], A29.
	if Dazzled(s, yb) {
		add("T4", 1, name(s, y)+" is dazzled by the sun", "[L1030, L2113]")
	}
	// T5: the enemy cannot recoil fully.
	if full, why := fullRecoil(c, s, k, y); !full {
		add("T5", 1, "the enemy cannot recoil fully ("+why+")", "[L2114]")
	}
	// T6, T7, T8: overlaps, flank and rear attacks on y, by x or friends
	// that may help x [L2064].
	var overlapped [4]bool
	flanked, rear := false, false
	for i := range s.Table.Bases {
		f := &s.Table.Bases[i]
		if f.Side != xb.Side || f.Round || !k.helps(f.ID, x) && f.ID != x {
			continue
		}
		if o.Type != "Bg" { // Bg cannot be overlapped [L591]
			if side, ok := Overlapped(f.Shape, yb.Shape, k.engaged(f.ID)); ok && f.ID != x {
				overlapped[side] = true
			}
		}
		if _, ok := FlankAttack(yb.Shape, f.Shape); ok {
			flanked = true
		}
		if k.po[f.ID] == y && rearContact(yb.Shape, f.Shape) {
			rear = true
		}
	}
	if o.Type != "Bg" {
		for _, side := range []int{3, 1} { // left, right
			if overlapped[side] {
				add("T6", 1, fmt.Sprintf("the enemy's %s flank is overlapped", []string{"", "right", "", "left"}[side]), "[L2115]")
			}
		}
	}
	switch {
	case rear:
		add("T8", 3, "the enemy is attacked in the rear", "[L2117]")
	case flanked:
		add("T7", 2, "the enemy is flanked", "[L2116]")
	}
	good := xf.worst <= RGo
	if t.Type == "Bw" && good {
		add("T9", 1, "Bw in GGo or RGo", "[L2118]")
	}
	if t.Type == "Wb" && good && !oppSkirm {
		add("T12", 1, "Wb in GGo or RGo against non-skirmishers", "[L2121]")
	}
	sup, hasSup := supporter(c, s, k, x)
	var st Troop
	if hasSup {
		st = troopAt(s, sup)
	}
	if t.Type == "Ps" && oppSkirm && hasSup && st.Type == "Ps" && st.Grade == 'O' {
		add("T13", 1, "Ps against skirmishers supported by Ps(O)", "[L2122]")
	}
	if t.Type == "Bd" && oneOf(o.Type, "Ax", "Wb", "Sp", "Pk") {
		add("T14", 1, "Bd against "+o.Type, "[L2123]")
	}
	if t.Is(Mounted) && o.Type == "Bd" {
		add("T15", 1, "mounted against Bd", "[L2124]")
	}
	inGGo := xf.worst == GGo
	if t.Type == "Sp" && inGGo && !oppSkirm {
		add("T16", 1, "Sp in GGo against non-skirmishers", "[L2125]")
	}
	pkIX := t.Type == "Pk" && (t.Grade == 'I' || t.Grade == 'X')
	supGGo := hasSup && worstCategory(c, s, st, mustBase(s, sup).Shape) == GGo
	if pkIX && inGGo && !oppSkirm {
		add("T17", 1, "Pk(I/X) in GGo against non-skirmishers", "[L2127]")
	}
	if pkIX && !oppSkirm && inGGo && supGGo && st.Type == "Pk" && (st.Grade == 'I' || st.Grade == 'X') {
		add("T18", 2, "Pk(I/X) supported by a second rank of Pk(I) (A48), both in GGo", "[L2128]")
	}
	if t.Type == "Pk" && t.Grade == 'F' && good && !oppSkirm {
		add("T19", 1, "Pk(F) in GGo or RGo against non-skirmishers", "[L2129]")
	}
	if t.Type == "Pk" && t.Grade == 'F' && !oppSkirm && inGGo && supGGo && st.Type == "Pk" && st.Grade == 'F' {
		add("T20", 1, "Pk(F) supported by a second rank of Pk(F), both in GGo", "[L2130]")
	}
	if hasSup && psSupport(s, sup) && oneOf(t.Type, "Ax", "Bd", "Sp") && (o.Is(Mounted) || o.Type == "Wb") {
		add("T21", 1, t.Type+" against "+o.Type+" supported by a second rank of Ps(O) its army list allows, neither in DGo", "[L2132-2134]")
	}
	return cb
}

// psSupport reports whether base id is a Ps(O) whose army list allows it
// to support (profile ps-support, T21 [L2132]). supporter has checked
// the rest: full rear contact, neither base even partly in DGo.
func psSupport(s *rules.State, id string) bool {
	u, _ := s.UnitOf(id)
	t := troopOf(u)
	return t.Type == "Ps" && t.Grade == 'O' && u.Profile[keyPsSupport] > 0
}

// higherThanFoe is the first enemy in close combat with base x against
// which x fights from higher ground (§9.3 [L1916], height.go): any of
// them, as "Z need not be A's principal opponent" says.
func higherThanFoe(s *rules.State, k *cc, x string) (string, bool) {
	hs := hillsOf(&s.Table)
	xb := mustBase(s, x)
	for _, z := range k.foes[x] {
		if zb, ok := s.Base(z); ok && higherGround(hs, xb.Shape, zb.Shape) {
			return z, true
		}
	}
	return "", false
}

// bankDefence is G17 [L1904-1912]: x is in frontal contact with y (or y's
// edge is on a front corner of x), y is partly in a river, x is nearer
// the river than its own depth, and y is not on a bridge or a road.
func bankDefence(c Config, s *rules.State, x, y string) bool {
	xb, ok1 := s.Base(x)
	yb, ok2 := s.Base(y)
	return ok1 && ok2 && bankDefenceAt(s, xb, yb)
}

// bankDefenceAt is bankDefence for bases xb and yb at the poses given:
// pursuit reads it on the poses before the combat's consequences, the
// loser having recoiled, fled or left the table since [L2321].
func bankDefenceAt(s *rules.State, xb, yb *table.Base) bool {
	if !Frontal(xb.Shape, yb.Shape) {
		return false
	}
	wet := false
	for i := range s.Table.Features {
		f := &s.Table.Features[i]
		k := Kinds[f.Kind]
		if (k.Bridge || k.Road) && table.AreaIn(yb.Shape, f) > table.AreaSlack {
			return false
		}
		if k.River && table.AreaIn(yb.Shape, f) > table.AreaSlack && table.FeatureDistance(xb.Shape, f) < xb.Shape.Depth {
			wet = true
		}
	}
	return wet
}

// gradeOf is the grade a troop fights at against o: LH(X) fight as (I)
// except against LH(X) and Cm [L685].
func gradeOf(t, o Troop) byte {
	if t.Type == "LH" && t.Grade == 'X' && !(o.Type == "Cm" || o.Type == "LH" && o.Grade == 'X') {
		return 'I'
	}
	return t.Grade
}

// closeGrades adds the close-combat grade adjustments [L2144-2148] to the
// side scoring more; ownPeriod says whose period it is for each.
func closeGrades(hi, lo *Combatant, ownPeriod bool) {
	og := gradeOf(lo.Troop, hi.Troop)
	if og == 'I' {
		hi.Grade = append(hi.Grade, Factor{Code: "grade", N: 1, Text: "fighting (I) troops", Rule: "[L2146]"})
	}
	if og == 'F' && ownPeriod {
		hi.Grade = append(hi.Grade, Factor{Code: "grade", N: 1, Text: "fighting (F) troops in its own period", Rule: "[L2147]"})
	}
	if gradeOf(hi.Troop, lo.Troop) == 'S' && ownPeriod {
		hi.Grade = append(hi.Grade, Factor{Code: "grade", N: 1, Text: "(S) troops in their own period", Rule: "[L2148]"})
	}
}

// cohesive is G16 [L2165-2168] (A30): base id has, on its left and its
// right, a friend of its group whose front corner meets its own, each the
// C-in-C or a strictly identical troop (type, grade, Reg/Irr).
func cohesive(s *rules.State, id string) bool {
	b := mustBase(s, id)
	u, _ := s.Unit(b.Unit)
	t := troopOf(u)
	left, right := false, false
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.Side != b.Side || o.ID == id || o.Round || !GroupConnected(b.Shape, o.Shape) {
			continue
		}
		ou, _ := s.Unit(o.Unit)
		if !isCinC(ou) && troopOf(ou) != t {
			continue
		}
		if cornersCoincide(o.Shape.CornerAt(1), b.Shape.CornerAt(0)) { // its FR on my FL
			left = true
		}
		if cornersCoincide(o.Shape.CornerAt(0), b.Shape.CornerAt(1)) { // its FL on my FR
			right = true
		}
	}
	return left && right
}

// score rolls and scores a combat between a and z (§9.4 [L2070-2080]):
// score1, the grade adjustments, the cohesion effect, the finals.
// grades applies the adjustments for the combat's kind.
func score(s *rules.State, a, z *Combatant, d dice.Roller, grades func(hi, lo *Combatant)) ([]dice.Roll, error) {
	var rolls []dice.Roll
	for _, x := range []*Combatant{a, z} {
		v, err := dice.D6(d)
		if err != nil {
			return nil, err
		}
		x.Die = v
		rolls = append(rolls, dice.Roll{Sides: 6, Value: v})
		x.Score1 = x.tactical() + v
	}
	switch {
	case a.Score1 > z.Score1:
		grades(a, z)
	case z.Score1 > a.Score1:
		grades(z, a)
	}
	for _, x := range []*Combatant{a, z} {
		x.Score2 = x.Score1
		for _, g := range x.Grade {
			x.Score2 += g.N
		}
	}
	for _, p := range [][2]*Combatant{{a, z}, {z, a}} {
		x, y := p[0], p[1]
		if x.Score2 < y.Score2 {
			if _, ok := s.Base(x.Base); ok && cohesive(s, x.Base) {
				x.Cohere = append(x.Cohere, Factor{Code: "cohesion", N: 1, Text: "front corners joined left and right to identical bases or the C-in-C", Rule: "[L2165-2168]"})
			}
		}
	}
	for _, x := range []*Combatant{a, z} {
		x.Final = x.Score2
		for _, g := range x.Cohere {
			x.Final += g.N
		}
	}
	return rolls, nil
}

// explain is one combatant's score in words.
func explain(s *rules.State, x *Combatant) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s", name(s, x.Base), x.Summary())
	fmt.Fprintf(&b, " + D6 %d = %d", x.Die, x.Score1)
	for _, g := range append(append([]Factor(nil), x.Grade...), x.Cohere...) {
		fmt.Fprintf(&b, " %+d (%s: %s)", g.N, g.Code, g.Text)
	}
	fmt.Fprintf(&b, ", final %d", x.Final)
	return b.String()
}

// checkFight validates a fight: in the close combat phase, Target a base
// of a mutual principal-opponent pair (A14) that has not fought yet.
func checkFight(s *rules.State, a rules.Action) (string, string, error) {
	if s.Phase != PhaseCombat {
		return "", "", &rules.Violation{Code: "phase", Rule: "BnB §5.2 [L1317]", Msg: "close combats are fought in the close combat phase"}
	}
	b, ok := s.Base(a.Target)
	if !ok {
		return "", "", fmt.Errorf("bnb: no base %q to fight with", a.Target)
	}
	k := closeCombat(s)
	z, ok := k.po[b.ID]
	if !ok {
		return "", "", &rules.Violation{Code: "no-combat", Rule: "BnB §9.1 [L1856-1866]", Bases: []string{b.ID},
			Msg: fmt.Sprintf("%s is in close combat with no enemy", name(s, b.ID))}
	}
	if k.po[z] != b.ID {
		return "", "", &rules.Violation{Code: "not-mutual", Rule: "BnB §9.2 [L1876], A14", Bases: []string{b.ID, z, k.po[z]},
			Msg: fmt.Sprintf("%s's principal opponent is %s, whose own principal opponent is %s: that pair fights, and %s only helps or takes the consequences",
				name(s, b.ID), name(s, z), name(s, k.po[z]), name(s, b.ID))}
	}
	for _, id := range []string{b.ID, z} {
		if u, _ := s.UnitOf(id); u.Status[stFought] > 0 {
			return "", "", &rules.Violation{Code: "fought", Rule: "BnB §5.2 [L1317], A14", Bases: []string{id},
				Msg: fmt.Sprintf("%s has already fought this period", name(s, id))}
		}
	}
	return b.ID, z, nil
}

// unfought lists the mutual pairs whose bases have not fought this phase.
func unfought(s *rules.State) [][2]string {
	k := closeCombat(s)
	var out [][2]string
	for _, p := range k.pairs() {
		ua, _ := s.UnitOf(p[0])
		uz, _ := s.UnitOf(p[1])
		if ua.Status[stFought] == 0 && uz.Status[stFought] == 0 {
			out = append(out, p)
		}
	}
	return out
}

// preview scores both sides of the pair before the dice.
func preview(c Config, s *rules.State, x, y string) (*Combatant, *Combatant) {
	k := closeCombat(s)
	return assess(c, s, k, x, y), assess(c, s, k, y, x)
}

// applyFight resolves the close combat of base x and its principal
// opponent y on s (a clone): scores, outcome (§9.7), the consequences
// [L1876-1879] and pursuit (§9.8).
func applyFight(c Config, s *rules.State, a rules.Action, x, y string, d dice.Roller) ([]rules.Event, error) {
	k := closeCombat(s)
	cx, cy := assess(c, s, k, x, y), assess(c, s, k, y, x)
	rolls, err := score(s, cx, cy, d, func(hi, lo *Combatant) {
		closeGrades(hi, lo, mustBase(s, hi.Base).Side == s.Active)
	})
	if err != nil {
		return nil, err
	}
	for _, id := range []string{x, y} {
		u, _ := s.UnitOf(id)
		u.SetStatus(stFought, 1)
	}
	text := fmt.Sprintf("close combat: %s — against — %s", explain(s, cx), explain(s, cy))
	evs := []rules.Event{{Kind: "combat", Side: a.Side, Base: x, Rolls: rolls, Facts: scoreFacts(cx, cy)}}
	if cx.Final == cy.Final {
		evs[0].Text = text + ". Equal scores: no effect [L2184]"
		return evs, nil
	}
	win, lose := cx, cy
	if cy.Final > cx.Final {
		win, lose = cy, cx
	}
	margin := win.Final - lose.Final
	res, result, m := resolveLoss(c, s, k, win, lose, margin, true)
	evs[0].Text = text + ". " + result
	if res != NoEffect {
		// [L1879]: the winner's other enemies in frontal contact with it
		// recoil too.
		for _, e := range k.foes[win.Base] {
			_, ok := s.Base(e)
			if e == lose.Base || !ok || !Frontal(m.at[e], m.at[win.Base]) {
				continue
			}
			m.log("recoil", e, fmt.Sprintf("%s's principal opponent gave way, so %s, in frontal contact with it, recoils too [L1879]", name(s, win.Base), name(s, e)))
			m.recoilLoser(e)
		}
		if res != Spent && res != NoEffect {
			line := pursuitCase(c, s, win, lose)
			p, active := pursuitLines[line], mustBase(s, win.Base).Side == s.Active
			switch {
			case p.must || p.may && active && a.Args["pursue"] == "yes":
				m.log("pursue", win.Base, fmt.Sprintf("%s %s", name(s, win.Base), p.why))
				m.pursue(win.Base)
			case p.may && !active:
				// The other player's base: he chooses [L2313]
				// (pursuitchoice.go), and the step waits for him.
				return append(append(evs, m.evs...), askPursuit(s, win.Base, line)), nil
			}
		}
	}
	evs = append(evs, m.evs...)
	// The combat's moves may have made a tie for the enemy player to
	// break before the next fight [L1900].
	return append(evs, askPrincipal(s)...), nil
}

// Lines of §9.8 deciding a pursuit [L2304-2321], as pursuitCase reads
// them; the index of a "may" line is kept on the unit while its player
// chooses (pursuitchoice.go).
const (
	pursueNone = iota
	pursueBank
	pursueHCh
	pursueIrrInfantry
	pursuePkWb
	pursueAbove
	pursuePsAbove
	pursueWater
	pursueBelow // the first "may" line
	pursueRegBd
	pursueVsLight
)

// pursuitLines are the lines' words, whether each makes the winner pursue
// (must) or lets it (may).
var pursuitLines = [...]struct {
	must, may bool
	why       string
}{
	pursueNone:        {},
	pursueBank:        {why: "defends a river bank and never pursues [L2321]"},
	pursueHCh:         {must: true, why: "must pursue (HCh) [L2306]"},
	pursueIrrInfantry: {must: true, why: "must pursue (Irr Sp and Bd against infantry) [L2307]"},
	pursuePkWb:        {must: true, why: "must pursue (Pk and Wb) [L2308]"},
	pursueAbove:       {must: true, why: "must pursue (it fought from higher ground and its die is odd) [L2309]"},
	pursuePsAbove:     {must: true, why: "must pursue (Ps that fought from higher ground, its die odd) [L2310]"},
	pursueWater:       {must: true, why: "must pursue (in a water feature) [L2311]"},
	pursueBelow:       {may: true, why: "may pursue (it fought an enemy on higher ground) [L2315]"},
	pursueRegBd:       {may: true, why: "may pursue (Reg Bd) [L2316]"},
	pursueVsLight:     {may: true, why: "may pursue (infantry against Ps or LH) [L2317]"},
}

// pursuit says whether the winner must or may pursue the loser (§9.8
// [L2304-2321]), and by which line.
func pursuit(c Config, s *rules.State, win, lose *Combatant) (must, may bool, why string) {
	l := pursuitLines[pursuitCase(c, s, win, lose)]
	return l.must, l.may, l.why
}

// pursuitCase is the line of §9.8 that decides the winner's pursuit
// [L2304-2321], the first that fits ("must" before "may": both at once
// is a must [L2319]). "Fought from higher ground than its opponent" is
// read on the poses before the combat's consequences, in either player's
// period (the period limits the T1 factor [L2108], not these lines).
func pursuitCase(c Config, s *rules.State, win, lose *Combatant) int {
	wb, ok := s.Base(win.Base)
	if !ok {
		return pursueNone
	}
	t, o := win.Troop, lose.Troop
	if bankDefenceAt(s, &win.shape, &lose.shape) {
		return pursueBank
	}
	hs := hillsOf(&s.Table)
	above := higherGround(hs, win.shape.Shape, lose.shape.Shape)
	below := higherGround(hs, lose.shape.Shape, win.shape.Shape)
	odd := win.Die%2 == 1
	switch {
	case t.Type == "HCh" && o.Type != "Ps":
		return pursueHCh
	case !t.Reg && oneOf(t.Type, "Sp", "Bd") && o.Is(Infantry) && o.Type != "Ps":
		return pursueIrrInfantry
	case oneOf(t.Type, "Pk", "Wb") && !oneOf(o.Type, "Ps", "LH"):
		return pursuePkWb
	case above && odd && t.Type != "Ps" && o.Type != "Ps":
		return pursueAbove
	case above && odd && t.Type == "Ps":
		return pursuePsAbove
	case inKind(s, wb.Shape, "river"):
		return pursueWater
	case below && t.Type != "Bw":
		return pursueBelow
	case t.Reg && t.Type == "Bd":
		return pursueRegBd
	case t.Is(Infantry) && t.Type != "Bw" && oneOf(o.Type, "Ps", "LH"):
		return pursueVsLight
	}
	return pursueNone
}
