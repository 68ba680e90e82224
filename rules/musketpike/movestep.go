package musketpike

import (
	"plateau/rules"
	"plateau/rules/hex"
)

// A move's path is a list of poses, each one elementary step from the one
// before (what the UI makes: a drag from hex to hex, a 60-degree turn about
// the grabbed hex, an about-face about the counter's centre). stepKind is
// what a step is, read from the footprints before and after it.
type stepKind uint8

const (
	stepNone         stepKind = iota // the same footprint and facing
	stepForward                      // into a front hex, or a Column's head across its front hexside [L539], A19
	stepFree                         // a counter without facing into any adjacent hex [L447]
	stepReface                       // a 1-hex unit turned one vertex [L455-L456]
	stepPivot                        // a 2-hex unit's forward pivot about one half [L457]
	stepCountermarch                 // 180 degrees [L463]
	stepColumnTurn                   // a 2-hex Column's head turned one hexside, the tail swinging (A19, [L523])
	stepSpin                         // a counter without facing turned on the spot: nothing [L447]
)

// crossing is one half's passage from hex A into the adjacent hex B.
type crossing struct{ a, b hex.Hex }

// step is one decoded step: its kind, the footprints, the hexes entered
// (not held before) and the hexsides crossed.
type step struct {
	kind     stepKind
	from, to hex.Unit
	entered  []hex.Hex
	crossed  []crossing
	abreast  bool // the halves of a 2-hex line cross side by side (their hexsides are paid once, [L543])
	moveHits bool // entering and crossing may give formation hits [L563]
}

// A refusal of a step is a *rules.Violation whose Msg is the end of its
// sentence: the caller puts the unit's name in front.

// classify reads the step from footprint a to footprint b of a counter
// (faces says it has a facing): which elementary step it is, or why it is
// none.
func classify(a, b hex.Unit, faces bool) (step, *rules.Violation) {
	st := step{from: a, to: b}
	if a == b {
		st.kind = stepNone
		return st, nil
	}
	if sameHexes(a, b) {
		return classifyTurn(st, faces)
	}
	if !a.Two {
		d, ok := a.L.DirTo(b.L)
		switch {
		case !ok:
			return st, &rules.Violation{Code: "not-a-step", Rule: "M&P §7.1 [L537]", Msg: "moves one hex at a time"}
		case !faces:
			st.kind = stepFree
		case a.F != b.F:
			return st, &rules.Violation{Code: "not-a-step", Rule: "M&P §7.3 [L451]", Msg: "cannot move and turn in the same step: move, then change facing"}
		case d != a.F.D(0) && d != a.F.D(1):
			return st, &rules.Violation{Code: "not-front", Rule: "M&P §7.1 [L539]", Msg: "may only move into one of its two front hexes; change facing first to go elsewhere"}
		default:
			st.kind = stepForward
		}
		st.entered = []hex.Hex{b.L}
		st.crossed = []crossing{{a.L, b.L}}
		st.moveHits = true
		return st, nil
	}
	if a.Column {
		return classifyColumn(st)
	}
	return classifyLine(st)
}

// sameHexes reports whether a and b hold the same hexes.
func sameHexes(a, b hex.Unit) bool {
	if a.Two != b.Two {
		return false
	}
	if !a.Two {
		return a.L == b.L
	}
	return (a.L == b.L && a.R == b.R) || (a.L == b.R && a.R == b.L)
}

// classifyTurn reads a facing change on the spot.
func classifyTurn(st step, faces bool) (step, *rules.Violation) {
	a, b := st.from, st.to
	if !faces {
		st.kind = stepSpin
		return st, nil
	}
	if hex.Countermarch(a) == b {
		st.kind = stepCountermarch
		return st, nil
	}
	if a.Two {
		return st, &rules.Violation{Code: "not-a-step", Rule: "M&P §7.3 [L457]", Msg: "turns by pivoting about one of its halves, or countermarches"}
	}
	switch (int(b.F) - int(a.F) + 6) % 6 {
	case 1, 5:
		st.kind = stepReface
		return st, nil
	}
	return st, &rules.Violation{Code: "not-a-step", Rule: "M&P §7.3 [L455]", Msg: "changes facing one vertex (60 degrees) at a time, or countermarches 180 degrees"}
}

// classifyLine reads a step of a 2-hex unit in line: a forward
// translation, or a forward pivot about one half.
func classifyLine(st step) (step, *rules.Violation) {
	a, b := st.from, st.to
	for _, d := range []hex.Dir{a.F.D(0), a.F.D(1)} {
		if a.Translate(d) == b {
			st.kind = stepForward
			st.entered = enteredHexes(a, b)
			st.crossed = []crossing{{a.L, b.L}, {a.R, b.R}}
			st.abreast = true
			st.moveHits = true
			return st, nil
		}
	}
	for _, aroundL := range []bool{true, false} {
		to, from, c, err := hex.Pivot(a, aroundL)
		if err == nil && to == b {
			st.kind = stepPivot
			st.entered = []hex.Hex{c}
			st.crossed = []crossing{{from, c}}
			st.moveHits = true
			return st, nil
		}
	}
	if a.F == b.F {
		return st, &rules.Violation{Code: "not-front", Rule: "M&P §7.1 [L539]", Msg: "may only move straight into its front hexes; pivot first to go elsewhere"}
	}
	if a.Occupies(b.L) || a.Occupies(b.R) {
		return st, &rules.Violation{Code: "backward-pivot", Rule: "M&P §7.3 [L457]", Msg: "may only pivot forward, never backward"}
	}
	return st, &rules.Violation{Code: "not-a-step", Rule: "M&P §7.1 [L537]", Msg: "moves one hex at a time"}
}

// classifyColumn reads a step of a 2-hex Column (A19): the head crosses
// its front hexside and the tail follows into the hex the head left, or
// the head turns one hexside and the tail swings behind it.
func classifyColumn(st step) (step, *rules.Violation) {
	a, b := st.from, st.to
	if a.Translate(a.F.D(-1)) == b {
		st.kind = stepForward
		st.entered = []hex.Hex{b.R}
		st.crossed = []crossing{{a.R, b.R}, {a.L, a.R}} // the head, then the tail over the hexside the head crossed before [L543]
		st.moveHits = true
		return st, nil
	}
	if b.R == a.R && b.L != a.L && (b.F == a.F.Turn(1) || b.F == a.F.Turn(-1)) {
		st.kind = stepColumnTurn
		st.entered = []hex.Hex{b.L}
		return st, nil
	}
	if b.L == a.L || b.R == a.L {
		return st, &rules.Violation{Code: "column-turn", Rule: "M&P §7.4 [L523], A19", Msg: "is in Column: it turns at its head, the tail following"}
	}
	return st, &rules.Violation{Code: "not-front", Rule: "M&P §7.4 [L523], A19", Msg: "is in Column: all movement uses the head, across its front hexside"}
}

// enteredHexes are the hexes of b that a does not hold.
func enteredHexes(a, b hex.Unit) []hex.Hex {
	var out []hex.Hex
	for _, h := range b.Hexes() {
		if !a.Occupies(h) {
			out = append(out, h)
		}
	}
	return out
}
