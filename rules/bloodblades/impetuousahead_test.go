package bloodblades

import (
	"slices"
	"strings"
	"testing"
)

// TestImpetuousMetAtOnce is priority 1 [L1733] when the base going
// straight ahead meets two enemies at once, each across half its front:
// both are "le premier socle ennemi qu'il peut atteindre en avançant droit
// devant". The move is the same whichever is named, so [L1738]'s choice
// changes nothing but an El's cancelling it, which the player may not
// choose while the other is no El: the step asks nothing, the target is
// the first in table order that is no El, whatever order the sweep meets
// them in. An enemy met at once that is no target (mounted ignore one in
// terrain not GGo for them [L1720]) leaves priority 1 to the other; a Bg
// met at once with another enemy makes a non-impetuous base impetuous,
// with the Bg its only target [L1711, L1771].
func TestImpetuousMetAtOnce(t *testing.T) {
	spFront := 46.75 // the south edge of a Reg Sp(O) centred at y 46 (1.5 cm deep)
	at := func(typ string) float64 { return spFront - depthOf(typeOf(typ))/2 }
	for _, c := range []struct {
		name    string
		mover   string   // the base at (30, 50) facing north
		enemies []string // "id typ", at x 28 then 32, fronts on y spFront
		wood    bool     // a wood over the north half of the first enemy
		target  string   // the target named, "" for no impetuous move
		fights  []string // the enemies in close combat with the mover after
	}{
		{name: "El then Sp: the Sp [L1738]", mover: "Irr Wb(O)", enemies: []string{"el Irr El(O)", "sp Reg Sp(O)"}, target: "sp", fights: []string{"el", "sp"}},
		{name: "Sp then El: the Sp [L1738]", mover: "Irr Wb(O)", enemies: []string{"sp Reg Sp(O)", "el Irr El(O)"}, target: "sp", fights: []string{"el", "sp"}},
		{name: "two Sp: the first in table order", mover: "Irr Wb(O)", enemies: []string{"spr Reg Sp(O)", "spl Reg Sp(O)"}, target: "spr", fights: []string{"spl", "spr"}},
		{name: "two El: cancelled [L1738]", mover: "Irr Wb(O)", enemies: []string{"el1 Irr El(O)", "el2 Irr El(O)"}, target: "el1"},
		{name: "mounted, one in a wood: the other [L1720, L1733]", mover: "Irr HCh(O)", enemies: []string{"sw Reg Sp(O)", "sp Reg Sp(O)"}, wood: true, target: "sp", fights: []string{"sp", "sw"}},
		{name: "Bg then Sp: the Bg [L1711, L1771]", mover: "Reg Cv(O)", enemies: []string{"bg Bg(O)", "sp Reg Sp(O)"}, target: "bg", fights: []string{"bg", "sp"}},
		{name: "Sp then Bg: the Bg [L1711, L1771]", mover: "Reg Cv(O)", enemies: []string{"sp Reg Sp(O)", "bg Bg(O)"}, target: "bg", fights: []string{"bg", "sp"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().genNear().set("el-move", "4/2/1")
			w.unit("m", 0, c.mover, 30, 50, north)
			for i, e := range c.enemies {
				id, typ, _ := strings.Cut(e, " ")
				w.unit(id, 1, typ, 28+4*float64(i), at(typ), south)
			}
			if c.wood {
				w.rect("wd", "wood", 26, 40, 30, 45.5)
			}
			s := w.ready(t, 6)
			n, log := endPhase(t, s)
			if n.Phase == PhaseImpetuous {
				t.Fatalf("the step asked for a choice that changes nothing:\n%s", log)
			}
			el := troopAt(&s, c.target+".1").Type == "El"
			named := []string{"target " + name(&s, c.target+".1") + ",", "priority 1 [L1733]"}
			if el {
				named = []string{"its target is the El " + name(&s, c.target+".1") + ", so its impetuous move is cancelled [L1738]"}
			}
			if !slices.ContainsFunc(strings.Split(log, "\n"), func(l string) bool { return strings.Contains(l, named[0]) && strings.Contains(l, named[len(named)-1]) }) {
				t.Errorf("want %q [L1733]:\n%s", named, log)
			}
			for _, e := range c.fights {
				if !InCloseCombat(base(&n, "m").Shape, base(&n, e).Shape) {
					t.Errorf("the mover is not in close combat with %s:\n%s", e, log)
				}
			}
			if c.fights == nil && advance(&s, &n, "m") != 0 {
				t.Errorf("the mover went %.2f cm, want its move cancelled", advance(&s, &n, "m"))
			}
		})
	}
}

// typeOf is the troop type of a type name as written ("Irr El(O)": El).
func typeOf(typ string) string {
	t, err := ParseTroop(typ)
	if err != nil {
		panic(err)
	}
	return t.Type
}
