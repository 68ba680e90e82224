package rules

import (
	"math"
	"testing"
)

func TestRange(t *testing.T) {
	for _, c := range []struct {
		r     Range
		v     float64
		text  string
		fault string
	}{
		{Range{Lo: 0, Hi: 20, Whole: true}, 20, "0-20", ""},
		{Range{Lo: 0, Hi: 20, Whole: true}, 0, "0-20", ""},
		{Range{Lo: 0, Hi: 20, Whole: true}, 20.5, "0-20", "is out of range (0-20)"},
		{Range{Lo: 0, Hi: 20, Whole: true}, 2.5, "0-20", "is not a whole number (0-20)"},
		{Range{Lo: 0, Hi: 20, Whole: true}, -1, "0-20", "is out of range (0-20)"},
		{Range{Lo: 1, Hi: 10, Unit: "cm"}, 1e-300, "1-10 cm", "is out of range (1-10 cm)"},
		{Range{Lo: 1, Hi: 10, Unit: "cm"}, 4.5, "1-10 cm", ""},
		{Range{Lo: 1, Hi: 1, Whole: true}, 1, "1", ""},
		{Range{Lo: 0, Hi: 1e4}, math.NaN(), "0-10000", "is out of range (0-10000)"},
		{Range{Lo: 0, Hi: 1e4}, math.Inf(1), "0-10000", "is out of range (0-10000)"},
	} {
		if got := c.r.String(); got != c.text {
			t.Errorf("%+v.String() = %q, want %q", c.r, got, c.text)
		}
		if got := c.r.Fault(c.v); got != c.fault {
			t.Errorf("%+v.Fault(%g) = %q, want %q", c.r, c.v, got, c.fault)
		}
	}
}

func TestScenarioLabel(t *testing.T) {
	for _, c := range []struct {
		u    Unit
		want string
	}{
		{Unit{ID: "o-boyz", Name: "Orc Boyz"}, `"Orc Boyz" (o-boyz)`},
		{Unit{ID: "spears"}, `"spears"`},
		{Unit{ID: "spears", Name: "spears"}, `"spears"`},
	} {
		if got := c.u.ScenarioLabel(); got != c.want {
			t.Errorf("ScenarioLabel(%+v) = %s, want %s", c.u, got, c.want)
		}
	}
}
