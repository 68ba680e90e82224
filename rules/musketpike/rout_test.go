package musketpike

import (
	"testing"

	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// TestRout checks the Rout Phase (13.4 [L1283-L1295]): a Morale-Broken
// unit moves its full MA toward its friendly edge; the MP it cannot spend
// are casualties [L1293], with the threshold's effects; one reaching the edge with MP left routs off
// the map, eliminated [L1295]; artillery never routs [L1222].
func TestRout(t *testing.T) {
	w := moveWorld(t)
	w.spec.Edges = []string{"south", "north"}
	w.rebuild()
	w.wc("wc", 0, 1, "0519", charts.MakeReady)
	w.one("guard", HeavyInfantry, 0, "0519", north, nil)
	w.one("foot", HeavyInfantry, 0, "1014", north, map[string]float64{keySP: 9})
	w.one("horse", Cavalry, 0, "1517", north, nil)
	w.one("boxed", HeavyInfantry, 0, "0210", north, map[string]float64{keySP: 9})
	w.one("guns", Artillery, 0, "1814", north, nil)
	for d := hex.Dir(0); d < 6; d++ {
		l := w.m.Label(w.hx("0210").Neighbor(d))
		w.one("wall"+l, HeavyInfantry, 1, l, south, nil)
	}
	s := w.setup("")
	for _, id := range []string{"foot", "horse", "boxed", "guns"} {
		u := mustUnit(t, s, id)
		u.SetStatus(stMorale, moraleBrokenLevel)
		if u.Type != Artillery {
			u.Formation = Broken
		}
	}
	evs := endActivationPhase(s)
	bd, _ := boardOf(s)
	if at := w.at(s, "foot"); bd.m.EdgeDist(0, at.L) != 2 {
		t.Errorf("foot routs to %s, %d from its edge; want 4 MP nearer, 2 of 6 [L1285]\n%s", w.m.Label(at.L), bd.m.EdgeDist(0, at.L), logText(evs))
	}
	if h := mustUnit(t, s, "horse"); h.Status[stEliminated] != 1 {
		t.Errorf("horse reaches the edge with MP left: eliminated %d, want 1 [L1295]\n%s", h.Status[stEliminated], logText(evs))
	}
	// Boxed in: 4 casualties, its threshold (3 at morale 7): a Broken unit
	// that loses a level is eliminated [L1293].
	if b := mustUnit(t, s, "boxed"); b.Status[stCasualties] != 4 || b.Status[stEliminated] != 1 {
		t.Errorf("boxed in: %d casualties, eliminated %d; want 4, 1 [L1293]\n%s", b.Status[stCasualties], b.Status[stEliminated], logText(evs))
	}
	if at := w.at(s, "guns"); at.L != w.hx("1814") {
		t.Errorf("artillery routs [L1222]")
	}
}
