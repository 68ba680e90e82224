package bloodblades

import (
	"math"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// The test hill: 40 × 30 cm, x 40-80, y 20-50. Its crest is 15 cm inside
// the outline (the line y = 35, x 55-65), so on its south slope a point
// at y has height (50 − y)/15 (G34, A44).
func (w *world) hill(kind string) *world { return w.rect("h", kind, 40, 20, 80, 50) }

// TestHeights is the height model of G34 (A44): 0 on the outline and off
// the hill, 1 on the crest, rising evenly between.
func TestHeights(t *testing.T) {
	s := newWorld().hill("hill").rect("d", "dunes", 90, 20, 110, 40).state(t)
	hs := hillsOf(&s.Table)
	if len(hs) != 1 || math.Abs(hs[0].depth-15) > 1e-6 {
		t.Fatalf("hills = %+v, want one with its crest 15 cm inside", hs)
	}
	for _, c := range []struct {
		name string
		p    geom.Vec
		want float64
	}{
		{"off the hill", geom.V(20, 60), 0},
		{"on the outline", geom.V(60, 50), 0},
		{"half way up the south slope", geom.V(60, 42.5), 0.5},
		{"on the crest", geom.V(58, 35), 1},
		{"on dunes, which have no top [L952]", geom.V(100, 30), 0},
	} {
		if got := heightAt(hs, c.p); math.Abs(got-c.want) > 1e-6 {
			t.Errorf("heightAt(%s) = %g, want %g", c.name, got, c.want)
		}
	}
}

// TestHigherGround is §9.3 [L1916] and T1 [L2108]: red Sp on the south
// slope facing down fights blue Sp below it. Its rear edge (y 39.25,
// height 0.72) is above all of blue (at most 0.62): +1 in red's own
// period only; the blue Sp, whose rear edge is lower than red, never.
func TestHigherGround(t *testing.T) {
	for _, c := range []struct {
		name         string
		kind         string // the hill's kind, "" for none
		redY         float64
		active       int
		wantR, wantB string
	}{
		{"on a gentle hill, red's period", "hill", 40, 1, "CF+4 T1+1 T16+1 ", "CF+4 T16+1 "},
		{"on a gentle hill, blue's period [L2108]", "hill", 40, 0, "CF+4 T16+1 ", "CF+4 T16+1 "},
		{"no hill", "", 40, 1, "CF+4 T16+1 ", "CF+4 T16+1 "},
		{"on a steep hill (DGo: no T16)", "steep-hill", 40, 1, "CF+4 T1+1 ", "CF+4 "},
		{"both astride the crest: not higher [L2881-2883]", "hill", 34.25, 1, "CF+4 T16+1 ", "CF+4 T16+1 "},
		{"on dunes, which have no top [L952]", "dunes", 40, 1, "CF+4 ", "CF+4 "},
	} {
		w := newWorld()
		switch c.kind {
		case "":
		case "dunes":
			w.rect("h", "dunes", 40, 20, 80, 50)
		default:
			w.hill(c.kind)
		}
		w.unit("r", 1, "Reg Sp(O)", 60, c.redY, south).front("b", "Reg Sp(O)", "r", 0)
		s := w.combat(t)
		s.Active = c.active
		cr, cb := preview(mustConfig(t, &s), &s, "r.1", "b.1")
		if got := codes(cr); got != c.wantR {
			t.Errorf("%s: red's factors %q, want %q", c.name, got, c.wantR)
		}
		if got := codes(cb); got != c.wantB {
			t.Errorf("%s: blue's factors %q, want %q", c.name, got, c.wantB)
		}
	}
}

// TestHigherGroundScore: the fight's score and the combat offer's factor
// lines carry T1 [L2108]: red Sp 4 +1 (T1) +1 (T16) + 3 = 9 beats blue
// Sp 4 +1 (T16) + 3 = 8.
func TestHigherGroundScore(t *testing.T) {
	w := newWorld().hill("hill").unit("r", 1, "Reg Sp(O)", 60, 40, south).front("b", "Reg Sp(O)", "r", 0)
	s := w.combat(t)
	s.Active = 1
	var fight *rules.Offer
	for _, o := range (Rules{}).Offers(&s, 1, nil) {
		if o.Action.Kind == KindFight {
			fight = &o
			break
		}
	}
	if fight == nil || !has(fight.Detail[0], "Sp 4 +1 (T1) +1 (T16) + D6 vs Sp 4 +1 (T16) + D6") ||
		!hasLine(fight.Detail, "+1 (T1: fighting from higher ground against b (Reg Sp(O)) in its own period [L1916, L2108])") {
		t.Fatalf("fight offer = %+v", fight)
	}
	_, evs := apply(t, s, fight.Action, 3, 3)
	if !has(evs[0].Text, "Sp 4 +1 (T1) +1 (T16) + D6 3 = 9") || !has(evs[0].Text, "Sp 4 +1 (T16) + D6 3 = 8") {
		t.Errorf("fight: %s", evs[0].Text)
	}
}

func hasLine(lines []string, sub string) bool {
	for _, l := range lines {
		if has(l, sub) {
			return true
		}
	}
	return false
}

// TestHigherGroundPursuit is [L2309-2310, L2315]: a winner that fought
// from higher ground must pursue on an odd raw die (not against Ps unless
// it is Ps itself); a winner that fought an enemy on higher ground may
// pursue, unless it is Bw.
func TestHigherGroundPursuit(t *testing.T) {
	for _, c := range []struct {
		name      string
		red, blue string // red on the slope facing down, blue below
		redWins   bool
		die       int
		must, may bool
		rule      string
	}{
		{"Cv from higher ground, odd die", "Reg Cv(O)", "Reg Sp(O)", true, 3, true, false, "[L2309]"},
		{"Cv from higher ground, even die", "Reg Cv(O)", "Reg Sp(O)", true, 4, false, false, ""},
		{"Cv from higher ground against Ps", "Reg Cv(O)", "Irr Ps(O)", true, 3, false, false, ""},
		{"Ps from higher ground, odd die", "Irr Ps(O)", "Reg Sp(O)", true, 5, true, false, "[L2310]"},
		{"Sp below wins", "Reg Cv(O)", "Reg Sp(O)", false, 2, false, true, "[L2315]"},
		{"Bw below wins", "Reg Cv(O)", "Reg Bw(O)", false, 2, false, false, ""},
	} {
		w := newWorld().hill("hill").unit("r", 1, c.red, 60, 40, south).front("b", c.blue, "r", 0)
		s := w.combat(t)
		cr, cb := preview(mustConfig(t, &s), &s, "r.1", "b.1")
		win, lose := cr, cb
		if !c.redWins {
			win, lose = cb, cr
		}
		win.Die = c.die
		must, may, why := pursuit(mustConfig(t, &s), &s, win, lose)
		if must != c.must || may != c.may || !has(why, c.rule) {
			t.Errorf("%s: pursuit = must %v, may %v (%s), want %v, %v %s", c.name, must, may, why, c.must, c.may, c.rule)
		}
	}
}
