package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// mover is how the terrain chart treats one moving counter: its column,
// whether the artillery column applies too (regimental artillery [L577]),
// and whether movement gives it formation hits.
type mover struct {
	class     charts.Class
	artillery bool
	hits      bool
}

// moverOf is u's terrain treatment. No formation hit from movement for
// Open Order [L499], Column [L519], limbered guns [L575], leaders and
// wagons (they have no formation), nor for a unit already Formation
// Broken (further hits are ignored [L475]; it cannot move anyway).
func moverOf(u *rules.Unit) mover {
	mv := mover{class: tecClass(u), artillery: alsoArtillery(u)}
	switch u.Type {
	case Cavalry, HeavyInfantry, LightInfantry:
		f := formationOf(u)
		mv.hits = f == Normal || f == Shaken
	}
	return mv
}

// terrainCost is the cost of entering or crossing for one mover: MP, and
// whether it is prohibited or gives a formation hit.
type terrainCost struct {
	mp         int
	prohibited bool
	hit        bool
}

// worse combines the two columns a regimental-artillery unit reads.
func (c terrainCost) worse(o terrainCost) terrainCost {
	return terrainCost{mp: max(c.mp, o.mp), prohibited: c.prohibited || o.prohibited, hit: c.hit || o.hit}
}

func (c terrainCost) add(o terrainCost) terrainCost {
	return terrainCost{mp: c.mp + o.mp, prohibited: c.prohibited || o.prohibited, hit: c.hit || o.hit}
}

// hexCost is what entering h costs mv (TEC hex rows; clear 1 MP, A34).
func (bd *board) hexCost(mv mover, h hex.Hex) terrainCost {
	t, ok := bd.tec.Hex(bd.m.Terrain(h).Kind) // a hex the map does not list is "clear"
	if !ok {
		return terrainCost{prohibited: true} // Setup refuses a map the chart does not cover
	}
	read := func(c charts.Class) terrainCost {
		k := t.Cost(c)
		return terrainCost{mp: k.MP, prohibited: k.Prohibited, hit: t.Hit(c)}
	}
	c := read(mv.class)
	if mv.artillery {
		c = c.worse(read(charts.Artillery))
	}
	return c
}

// sideCost is what crossing the hexside from a into the adjacent b costs
// mv: its feature's row plus its slope's, the slope read downhill when a
// is its high hex (TEC hexside rows).
func (bd *board) sideCost(mv mover, a, b hex.Hex) terrainCost {
	d, ok := a.DirTo(b)
	if !ok {
		return terrainCost{prohibited: true}
	}
	side := bd.m.Side(a, d)
	var total terrainCost
	read := func(kind string, down bool) {
		t, ok := bd.tec.Hexside(kind)
		if !ok {
			return
		}
		one := func(c charts.Class) terrainCost {
			k := t.Cost(c, down)
			return terrainCost{mp: k.MP, prohibited: k.Prohibited, hit: t.Hit(c, down)}
		}
		c := one(mv.class)
		if mv.artillery {
			c = c.worse(one(charts.Artillery))
		}
		total = total.add(c)
	}
	if side.Kind != "" {
		read(side.Kind, false)
	}
	if k, ok := slopeKinds[side.Slope]; ok {
		read(k, side.High == a)
	}
	return total
}

// hexName and sideName are how a refusal names what is in hex h, or on
// the hexside from a into b: "woods (0304)", "the steep_slope between 0304
// and 0305".
func (bd *board) hexName(h hex.Hex) string {
	return fmt.Sprintf("%s (%s)", bd.m.Terrain(h).Kind, bd.label(h))
}

func (bd *board) sideName(a, b hex.Hex) string {
	d, _ := a.DirTo(b)
	side := bd.m.Side(a, d)
	what := side.Kind
	if k, ok := slopeKinds[side.Slope]; ok {
		if what != "" {
			what += " and "
		}
		what += k
	}
	return fmt.Sprintf("the %s between %s and %s", what, bd.label(a), bd.label(b))
}

// stepTerrain is the terrain part of a step's cost and its formation hits
// (7.1 [L539-L543], 7.3 [L561-L573]): the costlier of the hexes entered
// [L541], plus the hexsides crossed, each half paying its own as it
// crosses [L543] except that the two halves of a line crossing side by
// side pay the costlier once (the text doubles a hexside only when one
// half crosses it before the other); one formation hit for entering
// hit-giving terrain, whatever half enters it [L573], and one for crossing
// a hit-giving hexside. blocked names what the mover may not enter.
func (bd *board) stepTerrain(mv mover, st step) (mp, hits int, blocked string) {
	var hexPart terrainCost
	for _, h := range st.entered {
		c := bd.hexCost(mv, h)
		if c.prohibited {
			return 0, 0, bd.hexName(h)
		}
		hexPart = hexPart.worse(c)
	}
	var sidePart terrainCost
	for _, x := range st.crossed {
		c := bd.sideCost(mv, x.a, x.b)
		if c.prohibited {
			return 0, 0, bd.sideName(x.a, x.b)
		}
		if st.abreast {
			sidePart = sidePart.worse(c)
		} else {
			sidePart = sidePart.add(c)
		}
	}
	mp = hexPart.mp + sidePart.mp
	if st.moveHits && mv.hits {
		if hexPart.hit {
			hits++
		}
		if sidePart.hit {
			hits++
		}
	}
	return mp, hits, ""
}
