package pagaille

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// Machine shots (bep §11.2, L1207-1301): a machine rolls one die
// (PROPOSED), its crew's modifier on the die (A13); a catapult's hit is 5
// hits of F4 (L1243-1244), a trebuchet's 10 (L1277-1279); a ballista's
// bolt strikes every figure of the target on its line (L1221-1225, G12).
// A catapult's or trebuchet's natural 1 scatters (L1246-1259).
const (
	catapultHits   = 5
	trebuchetHits  = 10
	catapultStray  = 3 // hits at F2 where a scattered catapult stone lands (L1261-1262)
	trebuchetStray = 5 // a trebuchet's (L1299-1301)
	strayForce     = 2
)

// aimMachine is who of a machine may shoot at tg (§11.2 PROPOSED: its
// base, the range of its battery, Battery, §15 examples 19-20), as a
// fire of one die.
func aimMachine(s *rules.State, u, tg *rules.Unit, st Settings) fire {
	m, c, _ := machineOf(u)
	ms, _ := MachineOf(m)
	cs, _ := CrewOf(c)
	_, _, rng, _ := Battery(m, c)
	f := fire{machine: m, tir: ms.Tir, reach: rng}
	mine, theirs := blocksOf(s, u), blocksOf(s, tg)
	if len(mine) == 0 {
		return f
	}
	fig := mine[0].Figure(0)
	d := -1.0
	for _, tb := range theirs {
		if ts, td, ok := tb.NearestTo(fig); ok && (d < 0 || td < d) {
			d, f.aim = td, tb.Centre(ts)
		}
	}
	if d < 0 || st.Pas(d) > float64(rng)+rangeEps {
		return f
	}
	f.inRange = 1
	if sees(s, u, tg, mine, 0, 0, f.aim, theirs, st) {
		f.volleys = []volley{{shot: Shot{Force: ms.F, Modifier: cs.ShootModifier}, figures: 1}}
	}
	return f
}

// boltLine is the target figures a ballista's bolt passes through, from
// the impact point (the centre of the target figure nearest the machine)
// on, away from the machine (G12).
func boltLine(s *rules.State, u, tg *rules.Unit, f fire) int {
	from, _ := unitCentre(s, u)
	dir := f.aim.Sub(from)
	n := 0
	var buf [16]int
	for _, b := range blocksOf(s, tg) {
		n += len(b.AppendOnRay(buf[:0], f.aim, dir, 0))
	}
	return n
}

// machineHits is how many hits of the machine's F a hit gives tg.
func machineHits(s *rules.State, u, tg *rules.Unit, f fire) int {
	switch f.machine {
	case Catapult:
		return catapultHits
	case Trebuchet:
		return trebuchetHits
	}
	return boltLine(s, u, tg, f)
}

// shootMachine is a machine's shot (§11.2): a ballista that advanced
// re-aims instead (L1227-1229, A14); else its die, a hit's hits saved one
// by one, a natural 1 scattering a catapult's or trebuchet's shot.
func shootMachine(s *rules.State, u, tg *rules.Unit, f fire, st Settings, d dice.Roller) ([]rules.Event, error) {
	if u.Status[stMoved] == 1 {
		u.SetStatus(stMoved, 0)
		return []rules.Event{{Kind: "aim", Side: u.Side, Unit: u.ID,
			Text: fmt.Sprintf("%s advanced: re-aimed at %s, the shot comes with the next Shoot order (bep §11.2 [L1227-1229], A14)", s.UnitName(u.ID), s.UnitName(tg.ID))}}, nil
	}
	v := f.volleys[0]
	need := v.shot.Need(f.tir)
	face, err := d.Roll(6)
	if err != nil {
		return nil, fmt.Errorf("pagaille: %w", err)
	}
	ev := rules.Event{Kind: "roll", Side: u.Side, Unit: u.ID, Rolls: []dice.Roll{{Sides: 6, Value: face}},
		Facts: []rules.Fact{{Name: "roll", Value: face, Text: fmt.Sprintf("hits on %d+", need), Rule: "bep §11.2 PROPOSED, A13"}}}
	switch {
	case face == 1 && f.machine != Ballista:
		ev.Text = fmt.Sprintf("Shot of %s at %s: a natural 1, the shot scatters (bep §11.2 [L1246-1259])", s.UnitName(u.ID), s.UnitName(tg.ID))
		more, err := scatter(s, u, tg, f, st, d)
		return append([]rules.Event{ev}, more...), err
	case face == 1 || face < need:
		ev.Text = fmt.Sprintf("Shot of %s at %s: %d, needing %d+: a miss", s.UnitName(u.ID), s.UnitName(tg.ID), face, need)
		return []rules.Event{ev}, nil
	}
	n := machineHits(s, u, tg, f)
	ev.Text = fmt.Sprintf("Shot of %s at %s: %d, needing %d+: a hit, %d hits of F%d (bep §11.2)", s.UnitName(u.ID), s.UnitName(tg.ID), face, need, n, v.shot.Force)
	forces := make([]int, n)
	for i := range forces {
		forces[i] = v.shot.Force
	}
	more, err := wound(s, tg, forces, st, d, f.machine.String())
	return append([]rules.Event{ev}, more...), err
}

// Scatter dice (L1246-1259, §1.4): two dice told apart, A the direction,
// B the distance.
const (
	scatterShort = 3 // die A: short of the aim point
	scatterLong  = 4 // die A: beyond it; 1, 2, 5, 6 a complete miss
)

// Scatter is where a scattered shot lands (bep G14): die A says short
// (3), long (4) or a miss (any other); die B × 2 pas is how far from the
// aim point along the line from the machine. False for a miss.
func Scatter(machine, aim geom.Vec, a, b int, st Settings) (geom.Vec, bool) {
	u := aim.Sub(machine).Unit()
	d := st.Cm(float64(2 * b))
	switch a {
	case scatterShort:
		return aim.Sub(u.Scale(d)), true
	case scatterLong:
		return aim.Add(u.Scale(d)), true
	}
	return geom.Vec{}, false
}

// scatter rolls a scattered shot's two dice, A then B, and hits the unit,
// friend or foe, whose figure base holds the landing point (G14, A15),
// the aim point the centre of the target unit.
func scatter(s *rules.State, u, tg *rules.Unit, f fire, st Settings, d dice.Roller) ([]rules.Event, error) {
	a, err := d.Roll(6)
	if err != nil {
		return nil, fmt.Errorf("pagaille: %w", err)
	}
	b, err := d.Roll(6)
	if err != nil {
		return nil, fmt.Errorf("pagaille: %w", err)
	}
	from, _ := unitCentre(s, u)
	aim, _ := unitCentre(s, tg)
	ev := rules.Event{Kind: "scatter", Side: u.Side, Unit: u.ID, Rolls: []dice.Roll{{Sides: 6, Value: a}, {Sides: 6, Value: b}},
		Facts: []rules.Fact{
			{Name: "direction", Value: a, Text: "die A: 3 short, 4 long, else a miss", Rule: "bep §11.2 [L1250-1255]"},
			{Name: "distance", Value: 2 * b, Text: "die B × 2 pas", Rule: "bep §11.2 [L1256-1259]"}}}
	at, ok := Scatter(from, aim, a, b, st)
	if !ok {
		ev.Text = fmt.Sprintf("Scatter: die A %d, a complete miss (bep §11.2 [L1250-1255])", a)
		return []rules.Event{ev}, nil
	}
	way := "short"
	if a == scatterLong {
		way = "long"
	}
	hit := unitAt(s, at)
	if hit == nil {
		ev.Text = fmt.Sprintf("Scatter: die A %d, %s, die B %d: %d pas off the aim point, on no unit", a, way, b, 2*b)
		return []rules.Event{ev}, nil
	}
	n := catapultStray
	if f.machine == Trebuchet {
		n = trebuchetStray
	}
	ev.Text = fmt.Sprintf("Scatter: die A %d, %s, die B %d: %d pas off the aim point, on %s: %d hits of F%d (bep §11.2 [L1261-1262, L1299-1301])", a, way, b, 2*b, s.UnitName(hit.ID), n, strayForce)
	forces := make([]int, n)
	for i := range forces {
		forces[i] = strayForce
	}
	more, err := wound(s, hit, forces, st, d, "a scattered shot")
	return append([]rules.Event{ev}, more...), err
}

// unitAt is the unit of figures whose figure base holds p; nil if none.
func unitAt(s *rules.State, p geom.Vec) *rules.Unit {
	for i := range s.Units {
		u := &s.Units[i]
		if !isTroop(u) || !onTable(u) {
			continue
		}
		for _, b := range blocksOf(s, u) {
			if _, d, ok := b.Nearest(p); ok && d <= geom.Eps {
				return u
			}
		}
	}
	return nil
}

// String is the machine's name.
func (m Machine) String() string { return string(m) }
