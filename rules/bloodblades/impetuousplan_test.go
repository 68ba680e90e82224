package bloodblades

import (
	"math"
	"strings"
	"testing"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// tableAreaIn is the area (cm²) of r inside feature f beyond
// table.AreaSlack.
func tableAreaIn(r geom.Rect, f *table.Feature) float64 {
	return math.Max(0, table.AreaIn(r, f)-table.AreaSlack)
}

// TestImpetuousPriorities is the choice of target and the move made for
// it [L1729-1738, L1752], A52. A Wb(O) at (30, 50) faces north with 2 MU
// (6 cm) of allowance; red Sp face south.
func TestImpetuousPriorities(t *testing.T) {
	cases := []struct {
		name   string
		build  func(w *world)
		target string // the base the Wb ends in close combat with, "" for none
		text   string // in the Wb's impetuous event
		check  func(t *testing.T, wb geom.Rect)
	}{{
		// Priority 2 [L1734]: the Sp, 5 cm right of its file, is reached
		// by a pivot right on the front-right corner, then straight ahead.
		name:   "priority 2: pivot then straight ahead",
		build:  func(w *world) { w.unit("sp", 1, "Reg Sp(O)", 35, 46, south) },
		target: "sp",
		text:   "(priority 2 [L1734])) pivots",
		check: func(t *testing.T, wb geom.Rect) {
			if b := geom.Bearing(wb.Facing); b < 1 || b > 89 {
				t.Errorf("Wb bearing %.1f, want a pivot to the right", b)
			}
		},
	}, {
		// Priority 2's shortest move [L1734]: of two Sp, the one 0.2 cm
		// nearer its file is reached by the shorter pivot.
		name: "priority 2: the shortest",
		build: func(w *world) {
			w.unit("far", 1, "Reg Sp(O)", 24.8, 46, south).unit("near", 1, "Reg Sp(O)", 35, 46, south)
		},
		target: "near",
		text:   "target near (Reg Sp(O)), reached by the shortest pivot",
	}, {
		// [L1738]: on equal priority the player may not choose an El when
		// another target is not one: the Sp, mirror of the El (their
		// front edges level), is chosen.
		name: "equal priority: not the El",
		build: func(w *world) {
			w.set("el-move", "4/2/1")
			w.unit("el", 1, "Irr El(O)", 25, 46.75-depthOf("El")/2, south).unit("sp", 1, "Reg Sp(O)", 35, 46, south)
		},
		target: "sp",
		text:   "target sp (Reg Sp(O))",
	}, {
		// The same, mirrored: the choice is the tie's, not the side's.
		name: "equal priority: not the El, mirrored",
		build: func(w *world) {
			w.set("el-move", "4/2/1")
			w.unit("el", 1, "Irr El(O)", 35, 46.75-depthOf("El")/2, south).unit("sp", 1, "Reg Sp(O)", 25, 46, south)
		},
		target: "sp",
		text:   "target sp (Reg Sp(O))",
	}, {
		// Priority 3 [L1735]: the Sp behind it is out of reach of any
		// pivot within the allowance; the shortest move is an about-face
		// (free, A21) and 3.5 cm straight to its front, aligned.
		name:   "priority 3: the shortest move",
		build:  func(w *world) { w.unit("sp", 1, "Reg Sp(O)", 30, 55, north) },
		target: "sp",
		text:   "(priority 3 [L1735])) moves 1.2 MU (3.5 cm)",
		check: func(t *testing.T, wb geom.Rect) {
			if !wb.Center.Near(geom.V(30, 53.5)) || math.Abs(geom.Bearing(wb.Facing)-180) > 1e-6 {
				t.Errorf("Wb at %v bearing %.1f, want (30, 53.5) facing south", wb.Center, geom.Bearing(wb.Facing))
			}
		},
	}, {
		// Priority 4 and A52: the Sp, 25 cm away to the north-east, is not
		// reached this move and not straight ahead: the Wb pivots right
		// towards it and goes on straight ahead, ending nearer to engaging
		// it (G39) than going straight ahead would.
		name:  "priority 4: heading for it",
		build: func(w *world) { w.unit("sp", 1, "Reg Sp(O)", 55, 30, south) },
		text:  "priority 4 [L1736]), not reached this move: it pivots to head for it (A52)",
		check: func(t *testing.T, wb geom.Rect) {
			straight := geom.Rect{Center: geom.V(30, 44), Facing: geom.FromBearing(0), Width: 4, Depth: depthOf("Wb")}
			sp := geom.Rect{Center: geom.V(55, 30), Facing: geom.FromBearing(180), Width: 4, Depth: depthOf("Sp")}
			if b := geom.Bearing(wb.Facing); b < 5 || b > 90 || EngageCost(wb, sp) >= EngageCost(straight, sp) {
				t.Errorf("Wb bearing %.1f, engage cost %.2f (straight ahead %.2f): want a pivot right that comes nearer",
					b, EngageCost(wb, sp), EngageCost(straight, sp))
			}
		},
	}}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld().genNear()
			w.unit("wb", 0, "Irr Wb(O)", 30, 50, north)
			tc.build(w)
			s := w.ready(t, 6)
			n, evs := endMoves(t, s)
			log := strings.Join(evs, "\n")
			wb := base(&n, "wb").Shape
			if tc.target != "" && !InCloseCombat(wb, base(&n, tc.target).Shape) {
				t.Errorf("Wb not in close combat with %s [L1726]:\n%s", tc.target, log)
			}
			if !strings.Contains(log, tc.text) {
				t.Errorf("events lack %q:\n%s", tc.text, log)
			}
			if tc.check != nil {
				tc.check(t, wb)
			}
		})
	}
}

// TestImpetuousGiveWay is case 4 of a friend in the way [L1750]: a
// friend neither El, nor in or helping a close combat, nor impetuous
// recoils to let the impetuous base pass, and flees when it cannot
// recoil the whole way or the impetuous base is mounted. The Ax (2 cm
// deep) stands across the left 0.5 cm of the mover's file.
func TestImpetuousGiveWay(t *testing.T) {
	cases := []struct {
		name    string
		mover   string  // the impetuous troop, at (30, 50) facing north
		axFace  float64 // the Ax's bearing
		axX     float64
		wantAx  pose
		advance float64 // cm the mover goes north
		text    string
	}{{
		// The Ax faces west: its recoil takes it 2 cm east, out of the
		// way, and the Wb goes on its full 6 cm.
		name: "recoil", mover: "Irr Wb(O)", axFace: 270, axX: 32.5,
		wantAx: pose{34.5, 45, 270}, advance: 6,
		text: "which recoils to let it pass [L1750]",
	}, {
		// The impetuous base is mounted: the Ax recoils, then flees
		// (about-face, its 3 MU allowance) [L1750, L2288].
		name: "mounted: recoil then flee", mover: "Irr HCh(O)", axFace: 270, axX: 32.5,
		wantAx: pose{34.5 + 9, 45, 90}, advance: 9,
		text: "which recoils, then flees, to let the mounted impetuous base pass [L1750]",
	}, {
		// The Ax faces as the Wb does, right in its way: its recoil would
		// push the Wb, so it cannot recoil and flees (about-face), but the
		// Wb stops its flight at once; met again, it stops the Wb.
		name: "cannot recoil: flee", mover: "Irr Wb(O)", axFace: north, axX: 30,
		wantAx: pose{30, 45, 180}, advance: 50 - 0.75 - (45 + 1) + 0,
		text: "which has made way for it once already [L1750]",
	}}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld().genNear()
			w.unit("imp", 0, tc.mover, 30, 50, north)
			w.unit("ax", 0, "Reg Ax(O)", tc.axX, 45, tc.axFace)
			s := w.ready(t, 6)
			n, evs := endMoves(t, s)
			log := strings.Join(evs, "\n")
			if got := advance(&s, &n, "imp"); math.Abs(got-tc.advance) > 1e-6 {
				t.Errorf("%s advanced %.3f cm, want %.3f\n%s", tc.mover, got, tc.advance, log)
			}
			checkPoses(t, &n, map[string]pose{"ax": tc.wantAx}, log)
			if !strings.Contains(log, tc.text) {
				t.Errorf("events lack %q:\n%s", tc.text, log)
			}
		})
	}
}

// TestImpetuousDGoVeer is the mounted's veer [L1722, L1745]: an Irr HCh
// with no target and a wood (DGo) 5 cm ahead pivots, by the smallest
// 5° step up to 90°, so that its move touches no DGo; an Irr Wb, foot,
// does not veer.
func TestImpetuousDGoVeer(t *testing.T) {
	for _, tc := range []struct {
		troop string
		veers bool
	}{{"Irr HCh(O)", true}, {"Irr Wb(O)", false}} {
		t.Run(tc.troop, func(t *testing.T) {
			w := newWorld().genNear()
			w.unit("imp", 0, tc.troop, 30, 50, north)
			w.rect("wd", "wood", 10, 30, 50, 44)
			s := w.ready(t, 6)
			n, evs := endMoves(t, s)
			log := strings.Join(evs, "\n")
			r := base(&n, "imp").Shape
			wd, _ := n.Table.Feature("wd")
			b := geom.Bearing(r.Facing)
			if !tc.veers {
				if b != 0 || strings.Contains(log, "[L1722, L1745]") {
					t.Errorf("%s veered to bearing %.1f:\n%s", tc.troop, b, log)
				}
				return
			}
			if b <= 0 || b > 90 || math.Mod(b, 5) > 1e-6 && math.Mod(b, 5) < 5-1e-6 {
				t.Errorf("%s bearing %.1f, want a pivot right in 5° steps up to 90°:\n%s", tc.troop, b, log)
			}
			if in := tableAreaIn(r, wd); in > 0 || !strings.Contains(log, "avoid DGo it is not in [L1722, L1745]") {
				t.Errorf("%s ends %.3f cm² in the wood:\n%s", tc.troop, in, log)
			}
		})
	}
}

// TestImpetuousReachInCombat is [L1724-1727]: an impetuous base also
// reaches a target already in close combat by coming into a support
// (G15) or overlap (G12) position, at each priority. The Wb(O) at (30,
// 50) faces north (2 MU, 6 cm); the blue Sp sp (1.5 cm deep) fights the
// red Sp esp front to front.
func TestImpetuousReachInCombat(t *testing.T) {
	spD := depthOf("Sp")
	for _, tc := range []struct {
		name  string
		sp    [3]float64 // sp's x, y, bearing; esp faces it, front to front
		text  string     // in the Wb's impetuous event
		check func(wb, sp, esp geom.Rect) bool
	}{
		{name: "priority 1: straight ahead into support [L1727, L1733]", sp: [3]float64{30, 45, north},
			text:  "target esp (Reg Sp(O)), already in close combat, supporting sp (Reg Sp(O)) [L1727], reached straight ahead (priority 1 [L1733])",
			check: func(wb, sp, esp geom.Rect) bool { return supportsRect(wb, sp) }},
		{name: "priority 1: straight ahead into an overlap, not past it [L1727, L1733]", sp: [3]float64{34, 46, north},
			text: "target esp (Reg Sp(O)), already in close combat, in an overlap position [L1727], reached straight ahead (priority 1 [L1733])) moves 1.3 MU (4.0 cm)",
			check: func(wb, sp, esp geom.Rect) bool {
				_, ok := Overlapped(wb, esp, false)
				return ok && wb.CornerAt(geom.FR).Near(geom.V(32, 45.25))
			}},
		{name: "priority 3: about-face and back into support [L1727, L1735]", sp: [3]float64{30, 56, south},
			text: "supporting sp (Reg Sp(O)) [L1727], reached by the shortest move (priority 3 [L1735])) moves 1.5 MU (4.5 cm)",
			check: func(wb, sp, esp geom.Rect) bool {
				return supportsRect(wb, sp) && wb.Center.Near(geom.V(30, 54.5))
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld().genNear()
			w.unit("wb", 0, "Irr Wb(O)", 30, 50, north)
			sp := geom.Rect{Center: geom.V(tc.sp[0], tc.sp[1]), Facing: geom.FromBearing(tc.sp[2])}
			e := sp.Center.Add(sp.Forward().Scale(spD))
			w.unit("sp", 0, "Reg Sp(O)", tc.sp[0], tc.sp[1], tc.sp[2]).unit("esp", 1, "Reg Sp(O)", e.X, e.Y, tc.sp[2]+180)
			s := w.ready(t, 6)
			if !InCloseCombat(base(&s, "sp").Shape, base(&s, "esp").Shape) {
				t.Fatal("sp and esp are not in close combat")
			}
			n, evs := endMoves(t, s)
			log := strings.Join(evs, "\n")
			if !strings.Contains(log, tc.text) || !tc.check(base(&n, "wb").Shape, base(&n, "sp").Shape, base(&n, "esp").Shape) {
				t.Errorf("Wb ends at %v bearing %.1f; events lack %q or the position is wrong:\n%s",
					base(&n, "wb").Shape.Center, geom.Bearing(base(&n, "wb").Shape.Facing), tc.text, log)
			}
		})
	}
}
