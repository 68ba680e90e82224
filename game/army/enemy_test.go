package army

import (
	"strings"
	"testing"

	"plateau/game/scenario"
	"plateau/rules/geom"
)

// orcDeployment is the sample WME scenario with an Orc army built in the
// program (other than the sample's) and deployed by Deploy: what a
// player's Ctrl+S on `plateau -build orcs` writes.
func orcDeployment(t *testing.T, sc *scenario.Scenario) *scenario.Scenario {
	t.Helper()
	lines := append(append([]string{"Orc General", "Orc Hero", "Trolls", "Ogres"}, repeat(3, "Orc Warriors")...), repeat(2, "Goblins")...)
	a := build(t, wmeList(t, "orcs"), 1000, lines...)
	placed, err := Deploy(a, &sc.State.Table, sc.State.Sides[1].Deployment)
	if err != nil {
		t.Fatal(err)
	}
	text, err := Scenario(sc, 1, a, placed, "My Orcs")
	if err != nil {
		t.Fatal(err)
	}
	enemy, err := scenario.Parse("my-orcs.toml", text)
	if err != nil {
		t.Fatal(err)
	}
	return enemy
}

// AgainstDeployment (issue 12 item 4, "load a saved enemy deployment"):
// the Empire's setup screen against the Orcs a player deployed and saved
// beforehand. The Orcs stand as saved, the Empire as the scenario gives
// it, and the battle built on it starts under the ruleset's own checks.
func TestAgainstDeployment(t *testing.T) {
	sc, err := scenario.Open("wme")
	if err != nil {
		t.Fatal(err)
	}
	enemy := orcDeployment(t, sc)
	got, err := AgainstDeployment(sc, 0, enemy)
	if err != nil {
		t.Fatal(err)
	}
	count := func(s *scenario.Scenario, side int, name string) int {
		n := 0
		for _, u := range s.State.Units {
			if u.Side == side && (name == "" || u.Name == name) {
				n++
			}
		}
		return n
	}
	if count(got, 1, "Trolls") != 1 || count(got, 1, "Ogres") != 1 || count(got, 1, "") != count(enemy, 1, "") {
		t.Errorf("the Orcs are not the saved deployment: %d units, %d Trolls, %d Ogres", count(got, 1, ""), count(got, 1, "Trolls"), count(got, 1, "Ogres"))
	}
	if count(got, 0, "") != count(sc, 0, "") {
		t.Errorf("the Empire has %d units, the scenario %d", count(got, 0, ""), count(sc, 0, ""))
	}
	for _, u := range got.State.Units {
		if u.Name != "Trolls" {
			continue
		}
		want, _ := enemy.State.Base(u.Bases[0])
		b, _ := got.State.Base(u.Bases[0])
		if b.Shape.Center.Dist(want.Shape.Center) > 1e-6 {
			t.Errorf("the Trolls stand at %v, saved at %v", b.Shape.Center, want.Shape.Center)
		}
	}
	screen, err := Open(got, "empire", "")
	if err != nil {
		t.Fatal(err)
	}
	m, err := screen.Play("against.toml", 1)
	if err != nil {
		t.Fatalf("the battle against the saved Orcs does not start: %v", err)
	}
	if n := len(m.State().Units); n != count(got, 0, "")+count(got, 1, "") {
		t.Errorf("the battle has %d units", n)
	}
}

// What AgainstDeployment refuses, naming why: another ruleset's
// scenario, one without the army, and a unit outside its deployment zone.
func TestAgainstDeploymentRefused(t *testing.T) {
	sc, err := scenario.Open("wme")
	if err != nil {
		t.Fatal(err)
	}
	bnb, err := scenario.Open("bnb")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := AgainstDeployment(sc, 0, bnb); err == nil || !strings.Contains(err.Error(), "bnb scenario") {
		t.Errorf("a BnB deployment: %v, want it refused for its ruleset", err)
	}
	if _, err := AgainstDeployment(sc, 1, orcDeployment(t, sc)); err != nil {
		t.Errorf("the Orcs' own screen against a file holding the Empire: %v", err)
	}
	out := orcDeployment(t, sc)
	out.State.Sides[1].ID = "goblins"
	if _, err := AgainstDeployment(sc, 0, out); err == nil || !strings.Contains(err.Error(), `no army "orcs"`) {
		t.Errorf("a file without the Orcs: %v, want it named", err)
	}
	moved := orcDeployment(t, sc)
	for i := range moved.State.Table.Bases {
		if b := &moved.State.Table.Bases[i]; strings.Contains(b.Unit, "trolls") {
			b.Shape.Center = b.Shape.Center.Add(geom.V(0, 60)) // into the middle of the table
		}
	}
	if _, err := AgainstDeployment(sc, 0, moved); err == nil || !strings.Contains(err.Error(), "Trolls stand outside the deployment zone of Orcs") {
		t.Errorf("Trolls moved out of the zone: %v, want them named", err)
	}
}
