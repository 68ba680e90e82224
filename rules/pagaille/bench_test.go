package pagaille

import (
	"fmt"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// crowd is a battle of n units of 16 figures (4 × 4), half a side, in
// rows across a table big enough, blue facing red, the general and three
// officers attached to each army's first units; blue's first unit has an
// Advance of 12 pas open.
func crowd(b *testing.B, n int) rules.State {
	bt := newBattle(b)
	perRow := 10
	rows := (n/2 + perRow - 1) / perRow
	bt.s.Table.Width = float64(perRow)*20 + 20
	bt.s.Table.Height = float64(rows)*2*30 + 80
	for side := range 2 {
		for i := range n / 2 {
			x := 20 + float64(i%perRow)*20
			y := 25 + float64(i/perRow)*30
			if side == 1 {
				y = bt.s.Table.Height - y
			}
			p := map[string]float64{keyFigures: 16}
			switch {
			case i == 0:
				p[keyGeneral] = 2
			case i <= 3:
				p[keyOfficer] = 2 // a distinguished general's staff: 3 average officers (§3.9)
			}
			u := bt.troop(fmt.Sprintf("u%d-%d", side, i), side, TypeInfantry, 3, 4, 4, x, y, p)
			base, _ := bt.s.Base(u.Bases[0])
			base.Shape.Facing = geom.FromBearing(180 - 180*float64(side)) // blue faces down the table, red up
		}
	}
	s := bt.orders(0)
	unit(b, &s, "u0-0").SetStatus(stAllowance, 12)
	return s
}

// BenchmarkDragFrame is one frame of dragging a unit (Check and Measure
// of its move: every figure's terrain-weighted path, the sweep, the end),
// at 40 units of 16 figures (the budget: under 100 µs) and at 100
// and 400 (DESIGN.md house rule 11).
func BenchmarkDragFrame(b *testing.B) {
	for _, n := range []int{40, 100, 400} {
		b.Run(fmt.Sprintf("units=%d", n), func(b *testing.B) {
			s := crowd(b, n)
			base, _ := s.Base("u0-0.1")
			from := base.Shape.Pose()
			to := geom.Pose{Pos: from.Pos.Add(geom.Dir(from.Facing).Scale(6 * pas)).Add(geom.V(0.3, 0)), Facing: from.Facing + 0.1}
			a := rules.Action{Kind: rules.KindMove, Side: 0, Moves: []rules.Move{{Base: base.ID, Path: geom.Path{from, to}}}}
			r := Rules{}
			if err := r.Check(&s, a); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				_ = r.Check(&s, a)
				_ = r.Measure(&s, a.Moves[0])
			}
		})
	}
}

// melee16 is two 16-figure blocks with polearms front to front, the
// melee waiting.
func melee16(b *testing.B) rules.State {
	bt := newBattle(b)
	bt.troop("spears", 0, TypeInfantry, 3, 4, 4, 40, 60, map[string]float64{keyOfficer: 2, keyFigures: 16, keyPolearm: 1})
	bt.leader("blue-gen", 0, TypeGeneral, 3, 20, 100)
	bt.troop("axes", 1, TypeInfantry, 2, 4, 4, 50, 61, map[string]float64{keyGeneral: 3, keyFigures: 16, keyTwoWeapons: 1})
	s := bt.orders(0)
	s.SetCounter(ctMelee, s.UnitIndex("spears")+1)
	s.SetCounter(ctMeleeTarget, s.UnitIndex("axes")+1)
	return s
}

// BenchmarkMeleeResolve is one melee's resolution (bep §9: who is in it,
// every figure's dice, hits, saves; budget 50 µs), on the state, without
// the clone an action costs.
func BenchmarkMeleeResolve(b *testing.B) {
	s := melee16(b)
	st, _ := ParseSettings(s.Settings)
	c, t, _ := pendingMelee(&s)
	d := dice.NewSeeded(1)
	b.ReportAllocs()
	for b.Loop() {
		fs := meleeOf(&s, c, t, st)
		fs[0].bonus = 1
		if _, _, err := resolveMelee(fs, st, d); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFightApply is the whole fight action: the state cloned, the
// melee resolved, casualties, recoil and tests.
func BenchmarkFightApply(b *testing.B) {
	s := melee16(b)
	d := dice.NewSeeded(1)
	a := rules.Action{Kind: KindFight, Side: 0}
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := (Rules{}).Apply(s, a, d); err != nil {
			b.Fatal(err)
		}
	}
}
