package bloodblades

import (
	"fmt"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// intoGroupOffers are the pack-into-group offers for the selection sel.
func intoGroupOffers(s *rules.State, sel ...string) []rules.Offer {
	var out []rules.Offer
	for _, o := range (Rules{}).Offers(s, 0, sel) {
		if o.Action.Args[ArgPack] == PackIntoGroup {
			out = append(out, o)
		}
	}
	return out
}

// TestPackTiedLeaderOffers: when several bases are equally the most
// forward, the player names the leader [L1659], so the panel offers the
// pack into a group under each of them, the selected one first (else
// the first in table order), the others labelled "also most forward";
// each leader stays and the others line up with it [L1657-1663].
//
// a (50, 50) and b (58, 50) are level, 2 cm apart; c behind a and d
// behind b, 2 cm to the right of each, flank to flank, join them into
// one pack (G22 [L1634-1639]). Led by a, b lines up at a's right and d
// closes up behind it; led by b, a lines up at b's left.
func TestPackTiedLeaderOffers(t *testing.T) {
	s := newWorld().genNear().
		unit("a", 0, "Reg Cv(O)", 50, 50, north).
		unit("b", 0, "Reg Cv(O)", 58, 50, north).
		unit("c", 0, "Reg Cv(O)", 52, 53, north).
		unit("d", 0, "Reg Cv(O)", 56, 53, north).ready(t, 6)
	ledByA := map[string]geom.Vec{"a.1": geom.V(50, 50), "b.1": geom.V(54, 50), "c.1": geom.V(50, 53), "d.1": geom.V(54, 53)}
	ledByB := map[string]geom.Vec{"a.1": geom.V(54, 50), "b.1": geom.V(58, 50), "c.1": geom.V(54, 53), "d.1": geom.V(58, 53)}
	for _, c := range []struct {
		sel    string
		labels []string
		ends   []map[string]geom.Vec
	}{
		{"c.1", []string{"Pack of 4 into a group led by a (Reg Cv(O)) —", "Pack of 4 into a group led by b (Reg Cv(O)), also most forward —"},
			[]map[string]geom.Vec{ledByA, ledByB}},
		{"b.1", []string{"Pack of 4 into a group led by b (Reg Cv(O)) —", "Pack of 4 into a group led by a (Reg Cv(O)), also most forward —"},
			[]map[string]geom.Vec{ledByB, ledByA}},
	} {
		offers := intoGroupOffers(&s, c.sel)
		if len(offers) != len(c.labels) {
			t.Fatalf("select %s: %d into-group offers %v, want %d", c.sel, len(offers), offers, len(c.labels))
		}
		for k, o := range offers {
			if !strings.HasPrefix(o.Label, c.labels[k]) || o.Disabled != "" {
				t.Errorf("select %s: offer %d %q (disabled %q), want %q, enabled", c.sel, k, o.Label, o.Disabled, c.labels[k])
			}
			if !strings.Contains(strings.Join(o.Detail, "; "), "[L1659]") {
				t.Errorf("select %s: offer %d details %q name no [L1659]", c.sel, k, o.Detail)
			}
			n, evs := apply(t, s, o.Action)
			for id, want := range c.ends[k] {
				if got := mustBase(&n, id).Shape.Center; got.Dist(want) > 1e-6 {
					t.Errorf("select %s, offer %d: %s at %v, want %v; %v", c.sel, k, id, got, want, evs)
				}
			}
			if !IsGroup(&n, ids("a", "b", "c", "d")) {
				t.Errorf("select %s, offer %d: not a group after; %v", c.sel, k, evs)
			}
		}
	}
}

// TestPackTiedLeadersSameGroup: a tied leader whose group ends where
// another's does is not offered twice. p1 and p2 are level with m 1.5
// cm back between them, flank to flank with both: led by either, m
// lines up between them [L1661] and nothing else moves.
func TestPackTiedLeadersSameGroup(t *testing.T) {
	s := newWorld().genNear().
		unit("p1", 0, "Reg Cv(O)", 50, 50, north).
		unit("m", 0, "Reg Cv(O)", 54, 51.5, north).
		unit("p2", 0, "Reg Cv(O)", 58, 50, north).ready(t, 6)
	if got := Leaders(&s, ids("p1", "m", "p2")); len(got) != 2 {
		t.Fatalf("test set-up: leaders %v, want p1 and p2", got)
	}
	offers := intoGroupOffers(&s, "m.1")
	if len(offers) != 1 || !strings.HasPrefix(offers[0].Label, "Pack of 3 into a group led by p1 (Reg Cv(O)) —") {
		t.Fatalf("into-group offers %v, want only the one led by p1", offers)
	}
	n, evs := apply(t, s, offers[0].Action)
	if got := mustBase(&n, "m.1").Shape.Center; got.Dist(geom.V(54, 50)) > 1e-6 {
		t.Errorf("m at %v, want (54, 50); %v", got, evs)
	}
}

// TestPackTiedLeadersAFew: four level bases 2 cm apart, joined by a rank
// behind, may each lead the pack [L1659], each giving another group; the
// panel offers a few of them (maxLeaderOffers), the first in table
// order first when the selection leads none.
func TestPackTiedLeadersAFew(t *testing.T) {
	w := newWorld().genNear()
	for i, x := range []float64{50, 58, 66, 74} {
		w.unit(fmt.Sprintf("l%d", i), 0, "Reg Cv(O)", x, 50, north)
	}
	for i := range 6 { // x 52 to 72, flank to flank, each front on a leader's rear
		w.unit(fmt.Sprintf("r%d", i), 0, "Reg Cv(O)", 52+4*float64(i), 53, north)
	}
	s := w.ready(t, 6)
	pack := packOf(&s, 0, "r0.1")
	if len(pack) != 10 || len(Leaders(&s, pack)) != 4 {
		t.Fatalf("test set-up: pack %v, leaders %v; want 10 bases, 4 leaders", pack, Leaders(&s, pack))
	}
	offers := intoGroupOffers(&s, "r0.1")
	if len(offers) != maxLeaderOffers {
		t.Fatalf("%d into-group offers, want %d", len(offers), maxLeaderOffers)
	}
	for k, o := range offers {
		if want := fmt.Sprintf("l%d.1", k); o.Action.Args[ArgLeader] != want {
			t.Errorf("offer %d %q led by %s, want %s", k, o.Label, o.Action.Args[ArgLeader], want)
		}
	}
}
