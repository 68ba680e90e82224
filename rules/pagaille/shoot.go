package pagaille

import (
	"fmt"
	"math"
	"slices"

	"plateau/rules"
	"plateau/rules/block"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// fire is who of a unit may shoot at a target (bep §8 step 1 and step 5,
// A18): each figure that has the target within its weapon's range,
// measured from its base to the nearest target figure (G11), and a clear
// line to some figure of it (G10), grouped by the shot it makes there
// (the range bands are taken per figure).
type fire struct {
	weapon  Weapon
	machine Machine // a war machine's shot instead (§11.2)
	reach   int     // a machine's range, pas
	tir     int
	volleys []volley // by shot, nearest band first
	inRange int      // figures within range, seen or not
	aim     geom.Vec // the target figure nearest the unit: a grenade's burst (G13)
}

// volley is the figures of a unit making one shot.
type volley struct {
	shot    Shot
	figures int
}

// shooters counts the figures of the fire.
func (f fire) shooters() int {
	n := 0
	for _, v := range f.volleys {
		n += v.figures
	}
	return n
}

// aimFire finds who of u may shoot at tg now (u and tg on the table, u
// with a missile weapon). A musket's figure that cannot shoot until next
// turn (stJammed, L1205) is left out, the farthest first.
func aimFire(s *rules.State, u, tg *rules.Unit, st Settings) fire {
	if isMachine(u) {
		return aimMachine(s, u, tg, st)
	}
	w, _ := missileOf(u)
	ust, _ := statsOf(u)
	f := fire{weapon: w, tir: ust.Tir}
	mine, theirs := blocksOf(s, u), blocksOf(s, tg)
	type shooter struct {
		shot Shot
		dist float64
	}
	var ready []shooter
	best := math.Inf(1)
	for bi, b := range mine {
		for slot := range b.Layout().All() {
			fig := b.Figure(slot)
			d, near := math.Inf(1), geom.Vec{}
			for _, tb := range theirs {
				if ts, td, ok := tb.NearestTo(fig); ok && td < d {
					d, near = td, tb.Centre(ts)
				}
			}
			shot, ok, _ := w.At(ust.Tir, max(st.Pas(d)-rangeEps, 0))
			if !ok {
				continue
			}
			f.inRange++
			if d < best {
				best, f.aim = d, near
			}
			if sees(s, u, tg, mine, bi, slot, near, theirs, st) {
				ready = append(ready, shooter{shot, d})
			}
		}
	}
	slices.SortStableFunc(ready, func(a, b shooter) int { return cmpFloat(a.dist, b.dist) })
	ready = ready[:max(len(ready)-u.Status[stJammed], 0)]
	for _, r := range ready {
		if k := len(f.volleys) - 1; k >= 0 && f.volleys[k].shot == r.shot {
			f.volleys[k].figures++
			continue
		}
		f.volleys = append(f.volleys, volley{shot: r.shot, figures: 1})
	}
	return f
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// sees reports whether the figure slot of mine[bi] has a clear line to
// some figure of the target (bep G10 PROPOSED, A18): from its centre to
// the centre of the nearest target figure, else of any other, entering no
// terrain that blocks sight and no base of another unit (officers' round
// bases never block); its own unit's figures block only with
// ownUnitBlocksLOS (§8 step 5 proposes they do not).
func sees(s *rules.State, u, tg *rules.Unit, mine []block.Block, bi, slot int, near geom.Vec, theirs []block.Block, st Settings) bool {
	from := mine[bi].Centre(slot)
	own := ""
	if skirmishers(u) {
		own = u.Bases[bi]
	}
	sight := table.Sight{Blocks: blocksSight, SkipBase: func(b *table.Base) bool {
		if b.Unit == tg.ID {
			return true
		}
		if b.Unit != u.ID {
			return false
		}
		return !st.OwnUnitBlocksLOS || b.ID == own || !skirmishers(u)
	}}
	clear := func(to geom.Vec) bool {
		if !s.Table.SightLine(from, to, sight) {
			return false
		}
		if !st.OwnUnitBlocksLOS || skirmishers(u) {
			return true
		}
		var buf [8]int
		for _, o := range mine[bi].AppendOnLine(buf[:0], geom.Segment{A: from, B: to}, 0) {
			if o != slot {
				return false
			}
		}
		return true
	}
	if clear(near) {
		return true
	}
	for _, tb := range theirs {
		for ts := range tb.Layout().All() {
			if c := tb.Centre(ts); !c.Near(near) && clear(c) {
				return true
			}
		}
	}
	return false
}

// checkShootTarget checks a Shoot order's target (bep §8 step 1, L118-121):
// the unit has missile weapons, the target is an enemy unit on the table,
// in range and in sight of at least one figure.
func checkShootTarget(s *rules.State, u *rules.Unit, id string, st Settings) (fire, error) {
	if _, ok := missileOf(u); !ok && !isMachine(u) {
		return fire{}, &rules.Violation{Code: "no-missile", Rule: "bep §8 [L118-121]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s: no missile weapon", s.UnitName(u.ID))}
	}
	tg, ok := s.Unit(id)
	if !ok || tg.Side == u.Side || !isTroop(tg) || !onTable(tg) {
		return fire{}, &rules.Violation{Code: "no-target", Rule: "bep §8 [L118-121]", Msg: "a Shoot order names the enemy unit shot at"}
	}
	if inEnemyContact(s, u) {
		return fire{}, &rules.Violation{Code: "engaged", Rule: "bep §6.5 PROPOSED", Bases: u.Bases,
			Msg: fmt.Sprintf("%s: in contact with the enemy; no shooting", s.UnitName(u.ID))}
	}
	f := aimFire(s, u, tg, st)
	switch {
	case f.inRange == 0:
		return f, &rules.Violation{Code: "out-of-range", Rule: "bep §3.11, §8 [L121]", Bases: append(append([]string(nil), u.Bases...), tg.Bases...),
			Msg: fmt.Sprintf("%s: beyond the %d pas of the %[4]s of %[3]s", s.UnitName(tg.ID), f.rangePas(), s.UnitName(u.ID), f.what())}
	case f.shooters() == 0:
		return f, &rules.Violation{Code: "no-sight", Rule: "bep §8 [L120], G10", Bases: append(append([]string(nil), u.Bases...), tg.Bases...),
			Msg: fmt.Sprintf("no figure of %s in range can see %s", s.UnitName(u.ID), s.UnitName(tg.ID))}
	}
	return f, nil
}

// fireOdds is the casualties a fire can expect on tg (hits times the
// chance each is not saved), for the offer.
func fireOdds(s *rules.State, u *rules.Unit, f fire, tg *rules.Unit, st Settings) float64 {
	res := resistance(tg, st)
	var want float64
	for _, v := range f.volleys {
		need := v.shot.Need(f.tir)
		if need > 6 {
			continue
		}
		force := v.shot.Force
		save, err := st.SaveMode.Save(force, res)
		if err != nil {
			continue
		}
		hits := float64(v.figures)
		if f.machine != "" {
			hits = float64(machineHits(s, u, tg, f))
		}
		want += hits * float64(7-need) / 6 * float64(save-1) / 6
	}
	return want
}

// rangePas is the fire's maximum range in pas.
func (f fire) rangePas() int {
	if f.machine != "" {
		return f.reach
	}
	r, _ := f.weapon.Range(f.tir)
	return r
}

// what is the fire's weapon in words.
func (f fire) what() string {
	if f.machine != "" {
		return string(f.machine)
	}
	return string(f.weapon)
}
