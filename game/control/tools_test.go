package control_test

import (
	"strings"
	"testing"

	"plateau/game/control"
	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/sandbox"
)

// toolRulesID is the sandbox with tools: every unit has a command band
// about its first base and a reach band; a sight line is clear west of
// x = 50 and blocked by "the wall" east of it. It counts how often it is
// asked for overlays.
const toolRulesID = "control-test-tools"

var toolsAsked int

type toolRules struct{ sandbox.Rules }

func (toolRules) ID() string { return toolRulesID }

func (toolRules) UnitOverlays(s *rules.State, unit string) []rules.Overlay {
	toolsAsked++
	u, _ := s.Unit(unit)
	b, _ := s.Table.Base(u.Bases[0])
	cs := b.Shape.Corners()
	hull := geom.ConvexHull(cs[:])
	return []rules.Overlay{
		{Kind: rules.OverlayCommand, Base: b.ID, Side: b.Side, Label: "command of " + unit, Lines: [][]geom.Vec{hull.Around(20)}},
		{Kind: rules.OverlayReach, Base: b.ID, Side: b.Side, Label: "reach of " + unit, Lines: [][]geom.Vec{hull.Around(10)}},
	}
}

func (toolRules) Sight(s *rules.State, base string, to geom.Vec) rules.Sight {
	b, _ := s.Table.Base(base)
	v := rules.Sight{From: b.Shape.Center, To: to, Clear: to.X < 50, Distance: b.Shape.Center.Dist(to)}
	if !v.Clear {
		v.Why = "the wall"
	}
	return v
}

func init() { rules.Register(toolRulesID, func() rules.Ruleset { return toolRules{} }) }

// byBase is the overlays of kind, by the base they are about.
func byBase(os []rules.Overlay, kind string) []string {
	var ids []string
	for _, o := range os {
		if o.Kind == kind {
			ids = append(ids, o.Base)
		}
	}
	return ids
}

// C and R show the selected unit's command range and reach (issue 11
// item 3), asked of the rules only when the unit, the kinds or the state
// change; nothing selected, nothing shown, with a hint.
func TestToolKeysFollowTheSelection(t *testing.T) {
	p := newPlayerOn(t, toolRulesID)
	toolsAsked = 0
	p.key(control.KeyC, 0)
	if !p.c.ShowsTool(rules.OverlayCommand) || !strings.Contains(p.c.Message().Text, "select a unit") {
		t.Fatalf("C with nothing selected: on %v, message %q", p.c.ShowsTool(rules.OverlayCommand), p.c.Message().Text)
	}
	if got := byBase(p.c.Overlays(), rules.OverlayCommand); len(got) != 0 || toolsAsked != 0 {
		t.Fatalf("nothing selected: command bands %v, asked %d times", got, toolsAsked)
	}
	p.click(30, 108) // Spearmen
	p.c.Overlays()
	p.moveTo(60, 60)
	got := p.c.Overlays()
	if ids := byBase(got, rules.OverlayCommand); len(ids) != 1 || ids[0] != "b-spears.1" || toolsAsked != 1 {
		t.Fatalf("the spearmen selected: command bands of %v after %d asks, want b-spears.1's, asked once", ids, toolsAsked)
	}
	if len(byBase(got, rules.OverlayReach)) != 0 || len(byBase(got, rules.OverlayCrest)) != 0 {
		t.Errorf("C alone shows %v", kinds(got))
	}
	p.key(control.KeyR, 0)
	if got := kinds(p.c.Overlays()); got[rules.OverlayReach] != 1 || got[rules.OverlayCommand] != 1 {
		t.Errorf("C and R: %v, want a band of each", got)
	}
	p.click(46, 108) // Bowmen
	if ids := byBase(p.c.Overlays(), rules.OverlayCommand); len(ids) != 1 || ids[0] != "b-bows.1" {
		t.Errorf("the bowmen selected: command bands of %v", ids)
	}
	p.key(control.KeyEscape, 0)
	if got := p.c.Overlays(); len(got) != 0 {
		t.Errorf("selection cleared: %v shown", kinds(got))
	}
	p.key(control.KeyC, 0)
	p.key(control.KeyR, 0)
	p.click(30, 108)
	if got := p.c.Overlays(); len(got) != 0 || p.c.ShowsTool(rules.OverlayCommand) {
		t.Errorf("C and R off again: %v shown", kinds(got))
	}
}

// L draws the rules' line of sight from the selected base to the pointer,
// again as the pointer moves; nothing without a selection, over the side
// panel or off the table; rules without tools say so.
func TestSightTool(t *testing.T) {
	p := newPlayerOn(t, toolRulesID)
	p.key(control.KeyL, 0)
	if _, ok := p.c.Sight(); ok || !p.c.SightOn() {
		t.Fatal("L with nothing selected shows a line, or is not on")
	}
	p.click(30, 108)
	p.moveTo(40, 60)
	v, ok := p.c.Sight()
	if !ok || !v.Clear || v.To != geom.V(40, 60) || v.From != p.base("b-spears.1").Center {
		t.Fatalf("pointing west of the wall: %+v, %v", v, ok)
	}
	p.moveTo(70, 60)
	if v, ok := p.c.Sight(); !ok || v.Clear || v.Why != "the wall" {
		t.Errorf("pointing east of the wall: %+v, %v", v, ok)
	}
	p.in.OverHUD = true
	p.moveTo(70, 61)
	if _, ok := p.c.Sight(); ok {
		t.Error("a line of sight to the side panel")
	}
	p.in.OverHUD = false
	p.moveTo(-5, 60)
	if _, ok := p.c.Sight(); ok {
		t.Error("a line of sight off the table")
	}
	p.key(control.KeyL, 0)
	p.moveTo(40, 60)
	if _, ok := p.c.Sight(); ok || p.c.SightOn() {
		t.Error("L again left the tool on")
	}

	q := newPlayer(t) // the sandbox: no tools
	q.key(control.KeyL, 0)
	q.key(control.KeyC, 0)
	if q.c.SightOn() || q.c.ShowsTool(rules.OverlayCommand) || !q.c.Message().Warn {
		t.Errorf("tools turned on for rules without any (message %q)", q.c.Message().Text)
	}
}
