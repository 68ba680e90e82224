package gboh

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
)

// plan is one move checked and costed step by step (§7, G11).
type plan struct {
	u        *rules.Unit
	base     string
	end      geom.Pose
	cost     int            // MP spent [L1080-1085]
	hits     int            // Cohesion hits from terrain and pivots [L1157-1166, L1451]
	passed   map[string]int // hits to friendly units moved through [L1380-1386]
	form     string         // the formation at the end (a change at the end of the move [L1207-1212])
	orders   int            // Individual Orders the move takes
	hexed    bool           // the counter changed hex (a Trump's order must [L1042-1046])
	from     hex.Hex        // the hex the move starts from
	prev     hex.Hex        // the hex before the last one entered (prevOK)
	prevOK   bool
	fire     string    // the unit fired at at the end of the move (Args["fire"])
	with     []string  // the leaders and heroes that go with it (Args["with"])
	prevPose geom.Pose // the pose in hex prev before entering the last hex
	back     bool      // a mounted archer returning after its fire (Args["return"])
	why      []string  // the log's reasons for the hits
	hexes    int       // hexes entered (a flyer's descent [L1410-1412])
	still    bool      // no step entered a hex or turned (a flyer may change altitude in place)
	alt      int       // a flyer's altitude at the end (fly.go) [L1403-1412]
}

func refuse(code, rule, format string, args ...any) *rules.Violation {
	return &rules.Violation{Code: code, Rule: rule, Msg: fmt.Sprintf(format, args...)}
}

// planMove checks m's path against the movement rules and costs it: every
// step one elementary step (a hex entered, a 60° pivot, a Column turn, a
// change of formation), the MA, terrain, ZOC and stacking. It does not
// check orders (checkMove does).
func planMove(s *rules.State, bd *board, m rules.Move) (*plan, error) {
	b, ok := s.Base(m.Base)
	if !ok {
		return nil, fmt.Errorf("gboh: no base %q", m.Base)
	}
	u, _ := s.Unit(b.Unit)
	if len(m.Path) < 2 {
		return nil, refuse("path", "GBoH §6.21 [L1120-1122]", "a move enters at least one hex or turns once")
	}
	if !b.Shape.Pose().Pos.Near(m.Path[0].Pos) || math.Abs(geom.NormAngle(b.Shape.Pose().Facing-m.Path[0].Facing)) > 1e-6 {
		return nil, fmt.Errorf("gboh: the path of %s does not start at its counter", m.Base)
	}
	if isDouble(u) {
		return nil, refuse("double", "spec §12.2", "%s is a double counter: its movement is not implemented yet (the text gives no rule for it)", s.UnitName(u.ID))
	}
	cur, ok := bd.read(u, m.Path[0])
	if !ok {
		return nil, fmt.Errorf("gboh: %s is off the grid", s.UnitName(u.ID))
	}
	w := &walker{s: s, bd: bd, u: u, occ: bd.occupants(s), zoc: bd.zocs(s, u.Side), allow: ma(u)}
	if isFlyer(u) {
		w.zoc = map[hex.Hex][]*rules.Unit{} // a flyer ignores ZOC [L1414-1415]
	}
	p := &plan{u: u, base: m.Base, end: m.Path[len(m.Path)-1], form: u.Formation, passed: map[string]int{}, still: true, alt: u.Status[stAlt]}
	w.p = p
	if err := w.start(cur); err != nil {
		return nil, err
	}
	p.from = cur.hex()
	for i, pose := range m.Path[1:] {
		last := i == len(m.Path)-2
		next, err := w.step(cur, pose, last)
		if err != nil {
			return nil, err
		}
		if next.hex() != cur.hex() {
			p.hexed, p.prev, p.prevOK, p.prevPose = true, cur.hex(), true, m.Path[i]
			p.hexes++
		}
		if next != cur {
			p.still = false
		}
		cur = next
	}
	if isCombat(u) {
		for _, o := range w.occ[cur.hex()] {
			if o.u != u && isCombat(o.u) {
				return nil, refuse("stack", "GBoH §6.61 [L1351-1355]", "%s may not end its move stacked with %s: a hex holds one combat unit", s.UnitName(u.ID), s.UnitName(o.u.ID))
			}
		}
	}
	return p, nil
}

// walker walks a path.
type walker struct {
	s       *rules.State
	bd      *board
	u       *rules.Unit
	p       *plan
	occ     map[hex.Hex][]occupant
	zoc     map[hex.Hex][]*rules.Unit
	allow   int
	stopped bool // entered an enemy ZOC: the move is over [L1477-1478]
	changed bool // changed formation: the move is over [L1207]
}

// start checks whether the unit may move at all from c [L1479-1495].
func (w *walker) start(c counter) error {
	if len(w.zoc[c.hex()]) == 0 || !isCombat(w.u) {
		return nil
	}
	// A combat unit starting in an enemy ZOC moves only with a front hex
	// free and an MA greater than every enemy exerting it (case 3).
	for _, e := range w.zoc[c.hex()] {
		if ma(e) >= ma(w.u) {
			return refuse("zoc-start", "GBoH §7.23 [L1479-1495]", "%s starts in the ZOC of %s (MA %d): it leaves only with an MA greater than every such enemy's (its MA is %d)", w.s.UnitName(w.u.ID), w.s.UnitName(e.ID), ma(e), ma(w.u))
		}
	}
	free := false
	for _, h := range frontHexes(c) {
		if w.bd.m.Contains(h) && len(w.occ[h]) == 0 {
			free = true
		}
	}
	if !free {
		return refuse("zoc-start", "GBoH §7.23 [L1489-1495]", "%s starts in an enemy ZOC with no front hex free: it may not move", w.s.UnitName(w.u.ID))
	}
	return nil
}

// step decodes and costs one elementary step from c to pose p.
func (w *walker) step(c counter, p geom.Pose, last bool) (counter, error) {
	name := w.s.UnitName(w.u.ID)
	if w.stopped {
		return c, refuse("zoc-stop", "GBoH §7.23 [L1477-1478]", "%s entered an enemy ZOC: its move stops there", name)
	}
	if w.changed {
		return c, refuse("formation", "GBoH §6.41 [L1207-1212]", "%s changes formation at the end of its move: nothing follows it", name)
	}
	if isIndividual(w.u) {
		return w.individual(c, p)
	}
	// The same formation: a pivot, a turn or a hex entered.
	if next, ok := w.bd.read(w.u, p); ok {
		return w.sameFormation(c, next)
	}
	// The other formation: a change between Normal and Column [L1207-1212].
	return w.change(c, p, last)
}

// sameFormation is a step that keeps the formation.
func (w *walker) sameFormation(c, n counter) (counter, error) {
	name := w.s.UnitName(w.u.ID)
	here := c.hex()
	inZOC := len(w.zoc[here]) > 0
	if n.hex() == here {
		if isFlyer(w.u) || isDragon(w.u) {
			// A flyer spends no MP to face [L1400-1401]; a step that stays
			// put serves a change of altitude in place [L1409-1410]. A
			// Dragon faces freely, like a leader [L4262-4264].
			if n == c && !isFlyer(w.u) {
				return c, refuse("step", "GBoH §6.21 [L1120-1122]", "a step of %s neither enters a hex nor turns", name)
			}
			return n, nil
		}
		turn, cost := 0, 1
		if c.col {
			turn = sideTurn(c.side, n.side)
			if turn == 3 {
				cost = 2 // turning about costs 2 [L1229-1233]
			}
		} else {
			turn = vertexTurn(c.at.F, n.at.F)
		}
		if turn == 0 {
			return c, refuse("step", "GBoH §6.21 [L1120-1122]", "a step of %s neither enters a hex nor turns", name)
		}
		if turn != 1 && !(c.col && turn == 3) {
			return c, refuse("step", "GBoH §7.12 [L1440-1443]", "%s pivots 60° at a time, one step each", name)
		}
		if inZOC {
			return c, refuse("zoc-facing", "GBoH §7.13 [L1445-1447]", "%s is in an enemy ZOC: it may not change facing", name)
		}
		if err := w.spend(cost, name); err != nil {
			return c, err
		}
		if t, _ := w.bd.ch.Hex(w.bd.kind(here)); t.Difficult {
			w.hit(1, "pivot in Difficult terrain [L1451-1454]")
		}
		return n, nil
	}
	d, adj := here.DirTo(n.hex())
	if !adj {
		return c, refuse("step", "GBoH §6.21 [L1120-1122]", "%s moves one hex at a time, into an adjacent hex", name)
	}
	extra := 0
	if c.col {
		// Front hex, or a flank hex with a free 60° turn, or a rear-flank
		// hex for 1 MP; not the rear hex (turn about first) [L1225-1233].
		if n.side != d {
			return c, refuse("step", "GBoH §6.44 [L1225-1233]", "%s: a Column enters a hex facing the way it moves", name)
		}
		switch sideTurn(c.side, d) {
		case 0, 1:
		case 2:
			extra = 1
		default:
			return c, refuse("step", "GBoH §6.44 [L1229-1233]", "%s must turn about (2 MP) before moving back", name)
		}
		if sideTurn(c.side, d) > 0 && (inZOC || len(w.zoc[n.hex()]) > 0) {
			return c, refuse("zoc-facing", "GBoH §7.13 [L1445-1447]", "%s may not change facing entering or in an enemy ZOC", name)
		}
	} else {
		if n.at.F != c.at.F {
			return c, refuse("step", "GBoH §7.11 [L1430-1432]", "%s enters a hex keeping its facing; it pivots in place first", name)
		}
		front := false
		for _, h := range frontHexes(c) {
			front = front || h == n.hex()
		}
		if !front {
			return c, refuse("front", "GBoH §7.11 [L1430-1432]", "%s may only move into one of its two front hexes; it pivots first (1 MP per 60°)", name)
		}
	}
	if err := w.enter(here, n.hex(), extra, name); err != nil {
		return c, err
	}
	return n, nil
}

// enter costs entering hex to from here, with extra MP.
func (w *walker) enter(here, to hex.Hex, extra int, name string) error {
	bd := w.bd
	if !bd.m.Contains(to) {
		return refuse("off-map", "GBoH §6.21 [L1120-1122]", "%s would leave the map", name)
	}
	if isFlyer(w.u) {
		return w.fly(here, to, name)
	}
	col := bd.column(w.u)
	t, _ := bd.ch.Hex(bd.kind(to))
	cost := t.Cost(col)
	if cost.Prohibited {
		return refuse("prohibited", "GBoH §6.34 [L1172-1173]", "%s may not enter %s (%s)", name, bd.m.Label(to), bd.kind(to))
	}
	mp, hits := cost.MP+extra, cost.Hits
	why := []string{}
	if hits > 0 {
		why = append(why, fmt.Sprintf("entering %s [L1157-1162]", bd.kind(to)))
	}
	d, _ := here.DirTo(to)
	if k := bd.m.Side(here, d).Kind; k != "" {
		if sd, ok := bd.ch.Hexside(k); ok {
			sc := sd.Cost(col)
			if sc.Prohibited {
				return refuse("prohibited", "GBoH §6.31 [L1151-1153]", "%s may not cross the %s hexside", name, k)
			}
			mp += sc.MP
			if sc.Hits > 0 {
				hits += sc.Hits
				why = append(why, "crossing "+k)
			}
		}
	}
	if dz := bd.m.Terrain(to).Elevation - bd.m.Terrain(here).Elevation; dz != 0 {
		if dz > 0 {
			mp += dz * bd.ch.AltitudeUpMP() // [L1154-1155]
		}
		if a := bd.ch.AltitudeHits(); a > 0 {
			hits += a
			why = append(why, "a change of altitude [L1159-1160]")
		}
	}
	for _, o := range w.occ[to] {
		if o.u.Side != w.u.Side {
			return refuse("enemy", "GBoH §6.62 [L1357-1359]", "%s may never enter a hex holding the enemy's %s", name, w.s.UnitName(o.u.ID))
		}
	}
	friend := friendlyCombat(w.occ[to], w.u)
	if isIndividual(w.u) {
		if friend != nil {
			mp++ // [L1367-1371]
		}
		hits = 0 // leaders and heroes lose no Cohesion moving [L1163-1164]
	} else if friend != nil {
		if inColumn(w.u) {
			return refuse("pass", "GBoH §6.47 [L1246-1247]", "%s is In Column: it may not move through %s", name, w.s.UnitName(friend.ID))
		}
		ps := bd.ch.Pass(col, bd.column(friend))
		if !ps.Allowed {
			return refuse("pass", "GBoH §6.66 [L1361-1365] (Stacking Table, "+bd.ch.Label()+")", "%s may not move through %s", name, w.s.UnitName(friend.ID))
		}
		if ps.Mover > 0 {
			hits += ps.Mover
			why = append(why, "moving through "+w.s.UnitName(friend.ID)+" [L1380-1386]")
		}
		if ps.Passed > 0 {
			w.p.passed[friend.ID] += ps.Passed
		}
	}
	if err := w.spend(mp, name); err != nil {
		return err
	}
	if isDragon(w.u) {
		hits = 0 // a Dragon loses no Cohesion crossing Difficult terrain [L4264-4265]
	}
	if hits > 0 {
		w.hit(hits, joinWhy(why))
	}
	if isCavalry(w.u) {
		for _, e := range w.zoc[to] {
			if horseFear(e, w.u) > 0 { // Wolf Riders, Trolls, Dragons (fear.go)
				return refuse("fear", "GBoH §12 [L4295-4297, L4431-4434, L4578-4580]", "%s is cavalry: it may not enter the ZOC of %s (its horses panic)", name, w.s.UnitName(e.ID))
			}
		}
	}
	if len(w.zoc[to]) > 0 {
		if isIndividual(w.u) && friend == nil {
			return refuse("zoc-leader", "GBoH §4.41 [L682-687]", "%s may enter an enemy ZOC only into a hex holding a friendly combat unit", name)
		}
		w.stopped = true
	}
	return nil
}

// fly costs a flyer's entering hex to from here [L1394-1398]: no terrain
// or hexside cost, prohibited terrain flown over, no Cohesion lost; the
// altitude-up cost only at low altitude; never into an enemy's hex
// [L1357-1359]; friends flown over without the Stacking Table (a
// reading); leaders and heroes pay +1 MP into a friendly combat unit's
// hex [L1367-1371]; enemy ZOC ignored [L1414-1415].
func (w *walker) fly(here, to hex.Hex, name string) error {
	bd := w.bd
	mp := 1 // a hex flown costs 1 MP (a reading: the Fly spell's 1 MP per hex [L3047-3049])
	if dz := bd.m.Terrain(to).Elevation - bd.m.Terrain(here).Elevation; dz > 0 && w.u.Status[stAlt] == 0 {
		mp += dz * bd.ch.AltitudeUpMP() // [L1396-1398]
	}
	for _, o := range w.occ[to] {
		if o.u.Side != w.u.Side {
			return refuse("enemy", "GBoH §6.62 [L1357-1359]", "%s may never enter a hex holding the enemy's %s", name, w.s.UnitName(o.u.ID))
		}
	}
	if isIndividual(w.u) && friendlyCombat(w.occ[to], w.u) != nil {
		mp++ // [L1367-1371]
	}
	return w.spend(mp, name)
}

func joinWhy(w []string) string {
	out := ""
	for i, s := range w {
		if i > 0 {
			out += ", "
		}
		out += s
	}
	return out
}

// friendlyCombat is the friendly combat unit among here other than u.
func friendlyCombat(here []occupant, u *rules.Unit) *rules.Unit {
	for _, o := range here {
		if o.u != u && o.u.Side == u.Side && isCombat(o.u) {
			return o.u
		}
	}
	return nil
}

// spend spends mp of the allowance: a hex is entered only with the MP
// to pay all of it [L1175-1177].
func (w *walker) spend(mp int, name string) error {
	if w.p.cost+mp > w.allow {
		return refuse("allowance", "GBoH §6.35 [L1175-1177]", "%s would spend %d MP of its %d: it may not pay the next step's %d", name, w.p.cost+mp, w.allow, mp)
	}
	w.p.cost += mp
	return nil
}

func (w *walker) hit(n int, why string) {
	w.p.hits += n
	w.p.why = append(w.p.why, fmt.Sprintf("%d for %s", n, why))
}

// individual is a leader's or hero's step: any adjacent hex, by cavalry
// costs, no facing [L1111-1116].
func (w *walker) individual(c counter, p geom.Pose) (counter, error) {
	name := w.s.UnitName(w.u.ID)
	n, ok := w.bd.read(w.u, p)
	if !ok {
		return c, refuse("step", "GBoH §6.21 [L1120-1122]", "%s moves from hex centre to hex centre", name)
	}
	if _, adj := c.hex().DirTo(n.hex()); !adj {
		return c, refuse("step", "GBoH §6.21 [L1120-1122]", "%s moves one hex at a time, into an adjacent hex", name)
	}
	if err := w.enter(c.hex(), n.hex(), 0, name); err != nil {
		return c, err
	}
	return n, nil
}

// change is a change between Normal and Column at the end of a move, in
// place, for 1 MP [L1207-1212]: infantry of a disciplined army, not routed,
// not in an enemy ZOC. The new hexside facing is one of the two sides of
// the old vertex, and back the same way (A23).
func (w *walker) change(c counter, p geom.Pose, last bool) (counter, error) {
	bd, u := w.bd, w.u
	name := w.s.UnitName(u.ID)
	l := bd.m.Layout
	if l.At(p.Pos) != c.hex() || l.Centre(c.hex()).Dist(p.Pos) > hex.PoseTolerance*l.Size {
		return c, refuse("step", "GBoH §7.11 [L1427-1429]", "%s: a counter stands on a hex centre, facing a vertex (a hexside In Column)", name)
	}
	n := counter{at: c.at}
	if c.col {
		v, ok := bd.vertexAt(p.Facing)
		if !ok || (v != hex.Vertex(c.side) && v != hex.Vertex(c.side).Turn(-1)) {
			return c, refuse("step", "GBoH §6.43 (A23)", "%s leaves Column facing one of the two vertices of its front hexside", name)
		}
		n.at = hex.One(c.hex(), v)
		n.facing = true
	} else {
		d, ok := bd.sideAt(p.Facing)
		if !ok || (d != c.at.F.D(0) && d != c.at.F.D(1)) {
			return c, refuse("step", "GBoH §6.43 (A23)", "%s: a counter faces a vertex; In Column, one of the two hexsides beside its vertex", name)
		}
		n = counter{at: hex.One(c.hex(), hex.NoFacing), col: true, side: d, facing: true}
	}
	switch {
	case !last:
		return c, refuse("formation", "GBoH §6.41 [L1207-1208]", "%s changes formation only at the end of a move", name)
	case !isInfantry(u) || isDouble(u):
		return c, refuse("formation", "GBoH §6.41 [L1207-1208]", "only infantry forms Column; %s is %s", name, u.Type)
	case !disciplined(w.s, u.Side):
		return c, refuse("formation", "GBoH §6.41 [L1207-1208]", "%s's army is undisciplined: it forms no Column", name)
	case u.Status[stRouted] == 1:
		return c, refuse("formation", "GBoH §6.41 [L1207-1208]", "%s is routed", name)
	case len(w.zoc[c.hex()]) > 0:
		return c, refuse("formation", "GBoH §6.41 [L1207-1208]", "%s is in an enemy ZOC: it may not change formation", name)
	}
	if err := w.spend(1, name); err != nil {
		return c, err
	}
	w.changed = true
	w.p.form = Column
	if c.col {
		w.p.form = ""
	}
	return n, nil
}

// disciplined reports whether side's army is disciplined (setting armyN;
// disciplined unless the scenario says otherwise, a reading).
func disciplined(s *rules.State, side int) bool {
	return s.Settings[fmt.Sprintf("army%d", side+1)] != "undisciplined"
}

// vertexTurn is the 60° steps between vertices a and b (0-3).
func vertexTurn(a, b hex.Vertex) int { return turnSteps(int(b) - int(a)) }

// sideTurn is the 60° steps between hexside directions a and b (0-3).
func sideTurn(a, b hex.Dir) int { return turnSteps(int(b) - int(a)) }

func turnSteps(k int) int {
	k = ((k % 6) + 6) % 6
	if k > 3 {
		k = 6 - k
	}
	return k
}
