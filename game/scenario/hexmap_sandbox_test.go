package scenario_test

import (
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/sandbox"
)

// TestHexMapPlaysInTheSandbox: the sample hex map (testdata/hexmap.toml)
// is accepted by the sandbox, which moves its counters in cm, the
// general stacked on his foot (a round marker) included.
func TestHexMapPlaysInTheSandbox(t *testing.T) {
	sc, err := scenario.LoadFile("testdata/hexmap.toml")
	if err != nil {
		t.Fatal(err)
	}
	st := sc.State
	if err := (sandbox.Rules{}).Setup(&st); err != nil {
		t.Fatalf("sandbox Setup = %v", err)
	}
	for _, c := range []struct {
		base string
		by   geom.Vec
	}{{"b-horse.1", geom.V(5, 0)}, {"b-general.1", geom.V(0, -6)}, {"b-foot-1.1", geom.V(4, -4)}} {
		b, ok := st.Table.Base(c.base)
		if !ok {
			t.Fatalf("no base %s", c.base)
		}
		from := geom.Pose{Pos: b.Shape.Center, Facing: b.Shape.Facing}
		to := geom.Pose{Pos: from.Pos.Add(c.by), Facing: from.Facing}
		a := rules.Action{Kind: rules.KindMove, Side: 0, Moves: []rules.Move{{Base: c.base, Path: geom.Path{from, to}}}}
		if err := (sandbox.Rules{}).Check(&st, a); err != nil {
			t.Errorf("moving %s by %v: %v", c.base, c.by, err)
		}
	}
}
