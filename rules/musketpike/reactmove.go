package musketpike

import (
	"fmt"
	"strconv"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
)

// Reaction Moves (9.2 [L694-L714], spec §8.4): the re-face and the
// Hedgehog attempt. A reaction move costs the unit nothing and is no
// action of its own; it may be made next to an enemy [L694], whatever its
// orders [L663]. The withdraw (9.2.4) is not yet played.

// The reactions a trigger offers a unit (status react, a sum).
const (
	reactFire     = 1 // Reaction Fire [L746]
	reactReface   = 2 // re-face [L696]
	reactHedgehog = 4 // try to form Hedgehog [L704]
	reactMust     = 8 // the Hedgehog attempt is forced: cavalry entered a rear hex [L704]
)

// maxRefaceTurn is how far a 1-hex unit re-faces in reaction: up to two
// vertices [L698].
const maxRefaceTurn = 2

// moveCan are the reaction moves x could make at all: a 1-hex unit but
// artillery re-faces [L698], a 2-hex one in line pivots [L700]
// (reactpivot.go), not in Hedgehog (it faces every way [L485]); heavy infantry with pikes in
// Normal formation, Formation Shaken, Open Order or Column tries Hedgehog
// [L704], [L487].
func moveCan(x *rules.Unit) int {
	if !reactionUnit(x) {
		return 0
	}
	bits := 0
	f := formationOf(x)
	if x.Type != Artillery && f != Hedgehog && !(twoHex(x) && inColumn(x)) {
		bits |= reactReface
	}
	if x.Type == HeavyInfantry && x.Profile[keyNoPikes] != 1 && (f == Normal || f == Shaken || f == Open || f == Column) {
		bits |= reactHedgehog
	}
	return bits
}

// turnSpan is the number of vertices between facings a and b (0-3).
func turnSpan(a, b hex.Vertex) int {
	d := ((int(b)-int(a))%6 + 6) % 6
	return min(d, 6-d)
}

// checkReface checks a re-face reaction to facing arg (a vertex, 0-5):
// one or two vertices from x's facing [L698].
func checkReface(s *rules.State, x *rules.Unit, arg string) (hex.Vertex, *rules.Violation) {
	bd, err := boardOf(s)
	if err != nil {
		return 0, &rules.Violation{Code: "off-grid", Rule: "M&P §12.1", Msg: err.Error()}
	}
	at, _, ok := bd.unitAt(s, x)
	if !ok {
		return 0, &rules.Violation{Code: "off-grid", Rule: "M&P §12.1", Msg: s.UnitName(x.ID) + " is not on the map"}
	}
	n, err := strconv.Atoi(arg)
	if err != nil || n < 0 || n > 5 {
		return 0, &rules.Violation{Code: "reface", Rule: "M&P §8.4 [L698]", Msg: "a re-face names its new facing: facing = 0 .. 5 (a vertex)", Bases: x.Bases}
	}
	f := hex.Vertex(n)
	if at.Two {
		if _, v := reactPivot(s, bd, x, at, f); v != nil {
			return 0, v
		}
		return f, nil
	}
	if k := turnSpan(at.F, f); k == 0 || k > maxRefaceTurn {
		return 0, &rules.Violation{Code: "reface", Rule: "M&P §8.4 [L698]", Msg: fmt.Sprintf("%s re-faces in reaction by one or two vertices, not %d", s.UnitName(x.ID), k), Bases: x.Bases}
	}
	return f, nil
}

// applyReface turns x (and the unit stacked with it as one: cavalry and
// light infantry [L626]) to facing f, for no MP [L696].
func applyReface(s *rules.State, x *rules.Unit, f hex.Vertex) []rules.Event {
	bd, _ := boardOf(s)
	at, b, _ := bd.unitAt(s, x)
	k := turnSpan(at.F, f)
	to := at
	to.F = f
	text := fmt.Sprintf("%s re-faces in reaction, %d vertex(es), for no MP [L698]", s.UnitName(x.ID), k)
	if at.Two {
		to, _ = reactPivot(s, bd, x, at, f) // checked
		text = fmt.Sprintf("%s pivots in reaction, %d hex(es), to %s-%s, for no MP [L700]", s.UnitName(x.ID), k, bd.label(to.L), bd.label(to.R))
	}
	b.Shape = b.Shape.At(bd.m.Layout.Pose(to))
	if p := partnerOf(x, at, bd.occupants(s, bd.hexBox(at.Hexes()), nil)); p != nil {
		pb, _ := s.Base(p.b.ID)
		pb.Shape = pb.Shape.At(bd.m.Layout.Pose(hex.One(p.at.L, f)))
		text += ", with " + s.UnitName(p.u.ID)
	}
	return []rules.Event{{Kind: "reaction", Side: x.Side, Unit: x.ID, Base: b.ID, Text: text,
		Facts: []rules.Fact{{Name: "reface", Value: k, Text: "vertices turned", Rule: "M&P §8.4 [L698]"}}}}
}

// refaceOffers are x's re-faces, one or two vertices either way.
func refaceOffers(s *rules.State, x *rules.Unit, act func(kv ...string) rules.Action) []rules.Offer {
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	at, _, ok := bd.unitAt(s, x)
	if !ok {
		return nil
	}
	var out []rules.Offer
	for _, k := range []int{-2, -1, 1, 2} {
		f := at.F.Turn(k)
		side := "left"
		if k < 0 {
			side = "right"
		}
		o := rules.Offer{Label: fmt.Sprintf("%s re-faces %d vertex(es) to the %s", s.UnitName(x.ID), absInt(k), side),
			Detail: []string{"a reaction move, for no MP (M&P §8.4 [L698])"}, Action: act("react", "reface", "facing", strconv.Itoa(int(f))), Bases: x.Bases}
		if at.Two {
			o.Label = fmt.Sprintf("%s pivots %d hex(es) to the %s", s.UnitName(x.ID), absInt(k), side)
			o.Detail = []string{"a reaction move about one half, for no MP (M&P §8.4 [L700])"}
			if _, v := reactPivot(s, bd, x, at, f); v != nil {
				continue // offered only where it may go
			}
		}
		out = append(out, o)
	}
	return out
}

// reactHedgehogTry is x's attempt to form Hedgehog against e [L704]: a
// morale check; passed, it is in Hedgehog (a 2-hex Column lines up
// first, [L489]); failed, it loses a morale level and what follows (a
// Broken unit retreats from e [L1220]).
func reactHedgehogTry(s *rules.State, x, e *rules.Unit, d dice.Roller) ([]rules.Event, error) {
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	r := &resolver{s: s, bd: bd, c: bd.charts, d: d, cause: e}
	before := x.Status[stMorale]
	if err := r.moraleCheck(x, []string{"forming Hedgehog in reaction"}, "M&P §8.4 [L704]"); err != nil {
		return nil, err
	}
	formed := !gone(x) && x.Status[stMorale] == before
	if formed {
		if twoHex(x) && inColumn(x) {
			lineUp(s, x, false)
		}
		x.Formation = Hedgehog
	}
	v := 0
	text := s.UnitName(x.ID) + " fails to form Hedgehog and loses a morale level [L704]"
	if formed {
		v, text = 1, s.UnitName(x.ID)+" forms Hedgehog in reaction [L704]"
	}
	r.evs = append(r.evs, rules.Event{Kind: "reaction", Side: x.Side, Unit: x.ID, Text: text,
		Facts: []rules.Fact{{Name: "hedgehog", Value: v, Text: "Hedgehog formed (1) or not (0)", Rule: "M&P §8.4 [L704]"}}})
	r.flush()
	err = askEvasions(r) // a retreat's choice, then the next reaction (nextChoice)
	return r.evs, err
}
