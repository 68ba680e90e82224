package scenario

import (
	"maps"
	"math"
	"slices"

	"plateau/rules/geom"
	"plateau/rules/table"
	"plateau/rules/tomlpos"
)

// A [position] section makes a scenario a moment of a battle rather than its
// start (DESIGN.md, "Positions"; docs/scenario-format.md, "Positions"):
//
//	[position]
//	turn = 4
//	side = "orcs"        # the army to play
//	phase = "shooting"
//	counters = { turns = 7 }
//
// and lets each unit give its statuses (status = { wounds = 1, confused = 1 }),
// the distance its bases have moved (used, on the unit or on one base),
// each explicit base's stand number (n: the ".3" of "<unit>.3", so that a unit
// that lost its second stand keeps the numbers of the others) and its exact
// angle (what `plateau` writes, so that a position restarts bit for bit), and a
// unit that has lost every base gives bases = []. The ruleset's Resume then
// checks what the keys mean (rules.Positioner).

// MaxTurn bounds a position's turn number: no ruleset plays more than 1000
// turns (WME's turns setting stops at 1000), so a larger one is a typo.
const MaxTurn = 1000

// position decodes the [position] section, after the armies (its side is
// an army id).
func (d *decoder) position(p *node) {
	p.expect("turn", "side", "phase", "counters", "order")
	st := &d.sc.State
	d.sc.Position = true
	if t, ok := p.integer("turn", true, "the turn number, 1 for the first"); ok {
		if t < 0 || t > MaxTurn {
			d.ps.At(tomlpos.Key(p.path, "turn"), "expected a turn from 1 to %d (0 before the battle, in a ruleset's pre-battle sequence), got %d", MaxTurn, t)
		} else {
			st.Turn = int(t)
		}
	}
	if id, ok := p.word("side", true); ok {
		found := false
		for i, sd := range st.Sides {
			if sd.ID == id {
				st.Active, found = i, true
			}
		}
		if !found {
			d.ps.At(tomlpos.Key(p.path, "side"), "no army has the id %q (the side to play is an [[army]] id)", id)
		}
	}
	st.Phase, _ = p.word("phase", true)
	st.Counters = d.ints(p, "counters", "battle counter")
	d.order(p)
	p.done()
}

// order is the table's order of its bases, when the battle has made it
// differ from the units' (WME puts the bases of a unit back on the table
// after every other): every base id once. The rules read bases in table
// order, so a position restarts exactly only with it.
func (d *decoder) order(p *node) {
	v, path, ok := p.get("order", false, "the bases' ids in table order")
	if !ok {
		return
	}
	arr, isArr := v.([]any)
	bases := d.sc.State.Table.Bases
	if !isArr || len(arr) != len(bases) {
		d.ps.At(path, "expected every base id once (%d of them), in the order of the table", len(bases))
		return
	}
	at := make(map[string]int, len(bases))
	for i, b := range bases {
		at[b.ID] = i
	}
	out := make([]table.Base, 0, len(bases))
	for i, e := range arr {
		id, _ := e.(string)
		k, found := at[id]
		if !found {
			d.ps.At(tomlpos.Index(path, i), "%q is not a base of the scenario, or is given twice", id)
			return
		}
		delete(at, id)
		out = append(out, bases[k])
	}
	d.sc.State.Table.Bases = out
}

// status is a unit's status = { key = integer, ... } table, nil if absent.
func (d *decoder) status(n *node) map[string]int {
	if !d.positioned {
		return nil
	}
	return d.ints(n, "status", "status")
}

// ints is an inline table of whole numbers (statuses, counters), nil when
// absent or empty; its keys and ranges are the ruleset's, checked by its
// Resume.
func (d *decoder) ints(n *node, key, what string) map[string]int {
	t := n.table(key, false, "an inline table of whole numbers")
	if t == nil {
		return nil
	}
	var out map[string]int
	for _, k := range slices.Sorted(maps.Keys(t.m)) {
		p := tomlpos.Key(t.path, k)
		v, ok := t.m[k].(int64)
		switch {
		case !ok:
			d.ps.At(p, "expected a whole number (a %s value), got %s", what, typeName(t.m[k]))
		case v != 0: // 0 is the same as absent (rules.Unit.SetStatus)
			if out == nil {
				out = map[string]int{}
			}
			out[k] = int(v)
		}
	}
	return out
}

// used is a unit's or a base's used = cm, the distance moved since its
// allowance was renewed: finite, 0 or more.
func (d *decoder) used(n *node) (float64, bool) {
	if !d.positioned || !n.has("used") {
		return 0, false
	}
	v, ok := n.num("used", false, "the distance moved, in cm")
	if ok && v < 0 {
		d.ps.At(tomlpos.Key(n.path, "used"), "expected a distance of 0 cm or more, got %v", v)
		return 0, false
	}
	return v, ok
}

func (d *decoder) setUsed(baseID string, v float64) {
	if v == 0 {
		return // the same as never moved (rules.State.Used omits zeros too)
	}
	st := &d.sc.State
	if st.Used == nil {
		st.Used = map[string]float64{}
	}
	st.Used[baseID] = v
}

// stand is a base entry's stand number: n when given (1 to
// MaxBasesPerUnit), else the one after the previous entry's.
func (d *decoder) stand(e *node, prev int) (int, string) {
	if !d.positioned || !e.has("n") {
		return prev + 1, e.path
	}
	p := tomlpos.Key(e.path, "n")
	v, ok := e.integer("n", false, "the stand number")
	if !ok {
		return prev + 1, p
	}
	if v < 1 || v > MaxBasesPerUnit {
		d.ps.At(p, "expected a stand number from 1 to %d, got %d", MaxBasesPerUnit, v)
		return prev + 1, p
	}
	return int(v), p
}

// angle is a base's facing in the rules' radians: the compass bearing
// converted (and normalised), or, in a position, the exact angle Plateau
// wrote, which must agree with the bearing given beside it to a millionth
// of a degree. A bearing in decimal cannot give back every angle a move
// leaves (a degree's ulp is coarser than a radian's), hence angle.
func (d *decoder) angle(e *node, bearing float64, bearingOK bool) (float64, bool) {
	if !d.positioned || !e.has("angle") {
		return geom.NormAngle(geom.FromBearing(bearing)), true
	}
	a, ok := e.num("angle", false, "the facing in radians, as Plateau writes it")
	if !ok || !bearingOK {
		return 0, false
	}
	if e.has("facing") {
		diff := math.Abs(geom.Bearing(a) - geom.Bearing(geom.FromBearing(bearing)))
		if diff = math.Min(diff, 360-diff); diff > 1e-6 {
			d.ps.At(tomlpos.Key(e.path, "angle"), "angle %v (radians) is a bearing of %.6f°, but facing says %v°", a, geom.Bearing(a), bearing)
			return 0, false
		}
	}
	return a, true
}
