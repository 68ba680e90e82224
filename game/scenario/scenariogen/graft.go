package scenariogen

import (
	"maps"

	"plateau/rules"
	"plateau/rules/table"
)

// Graft is the grown battle at the moment sample is at: sample, a state
// of a sample battle played from its scenario, with the table size, the
// settings and the generated units and bases of grown, the initial
// state (after its ruleset's Setup) of Far's scenario of that sample.
// Each generated base and unit keeps its place in the order of the
// table's bases and of the units, after the sample's base or unit that
// comes before it in grown (the nearest one still in sample).
//
// Far's units never act and are never reached, so playing the sample
// battle's actions on grown comes to this same state, hash for hash
// (TestScaleGraftIsReplay in package game checks it): Graft is how a
// benchmark gets to the middle of a battle of 1600 bases without paying
// for the play there.
func Graft(sample, grown *rules.State) rules.State {
	out := sample.Clone()
	out.Table.Width, out.Table.Height = grown.Table.Width, grown.Table.Height
	out.Settings = maps.Clone(grown.Settings)

	// Bases: the generated ones of grown after their anchors.
	inSample := map[string]bool{}
	for _, b := range sample.Table.Bases {
		inSample[b.ID] = true
	}
	after := map[string][]table.Base{} // anchor base id ("" first) -> generated bases
	anchor := ""
	for _, b := range grown.Table.Bases {
		switch {
		case IsGenerated(b.Unit):
			after[anchor] = append(after[anchor], b)
		case inSample[b.ID]:
			anchor = b.ID
		}
	}
	bases := append([]table.Base(nil), after[""]...)
	for _, b := range out.Table.Bases {
		bases = append(bases, b)
		bases = append(bases, after[b.ID]...)
	}
	out.Table.Bases = bases

	// Units likewise.
	unitIn := map[string]bool{}
	for _, u := range sample.Units {
		unitIn[u.ID] = true
	}
	uafter := map[string][]rules.Unit{}
	anchor = ""
	for _, u := range grown.Units {
		switch {
		case IsGenerated(u.ID):
			c := u
			c.Profile = maps.Clone(u.Profile)
			c.Status = maps.Clone(u.Status)
			c.Bases = append([]string(nil), u.Bases...)
			uafter[anchor] = append(uafter[anchor], c)
		case unitIn[u.ID]:
			anchor = u.ID
		}
	}
	units := append([]rules.Unit(nil), uafter[""]...)
	for _, u := range out.Units {
		units = append(units, u)
		units = append(units, uafter[u.ID]...)
	}
	out.Units = units
	return out
}
