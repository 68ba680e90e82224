package control_test

import (
	"testing"

	"plateau/game/control"
	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/sandbox"
)

// overlayRulesID is the sandbox with overlays, counting how often it is
// asked for them.
const overlayRulesID = "control-test-overlays"

var overlaysAsked int

type overlayRules struct{ sandbox.Rules }

func (overlayRules) ID() string { return overlayRulesID }

// Overlays gives every base a "zoc" square in front of it, the first base
// a "shoot" zone, and the table a crest line.
func (overlayRules) Overlays(s *rules.State) []rules.Overlay {
	overlaysAsked++
	var out []rules.Overlay
	for i, b := range s.Table.Bases {
		r := b.Shape
		sq := geom.Polygon{r.World(geom.V(-1, 1)), r.World(geom.V(1, 1)), r.World(geom.V(1, 3)), r.World(geom.V(-1, 3))}
		out = append(out, rules.Overlay{Kind: rules.OverlayZoC, Base: b.ID, Side: b.Side, Areas: []geom.Polygon{sq}})
		if i == 0 {
			out = append(out, rules.Overlay{Kind: rules.OverlayShoot, Base: b.ID, Side: b.Side, Areas: []geom.Polygon{sq}})
		}
	}
	return append(out, rules.Overlay{Kind: rules.OverlayCrest, Side: -1, Lines: [][]geom.Vec{{geom.V(10, 10), geom.V(40, 20)}}})
}

func init() { rules.Register(overlayRulesID, func() rules.Ruleset { return overlayRules{} }) }

func kinds(os []rules.Overlay) map[string]int {
	n := map[string]int{}
	for _, o := range os {
		n[o.Kind]++
	}
	return n
}

// Z, B and H toggle the zones of control, the shooting zones and the hill
// crests, only the crests on at first; the rules are asked again only when
// the state changes.
func TestOverlayKeysAndCache(t *testing.T) {
	p := newPlayerOn(t, overlayRulesID)
	bases := len(p.m.State().Table.Bases)
	overlaysAsked = 0
	if got := kinds(p.c.Overlays()); got[rules.OverlayCrest] != 1 || len(got) != 1 || overlaysAsked != 1 {
		t.Fatalf("by default: overlays by kind %v after %d asks, want the crest only, asked once", got, overlaysAsked)
	}
	p.key(control.KeyH, 0)
	if got := p.c.Overlays(); len(got) != 0 || p.c.ShowsOverlay(rules.OverlayCrest) {
		t.Fatalf("H: overlays %v, want the crest hidden", got)
	}
	p.key(control.KeyZ, 0)
	if got := kinds(p.c.Overlays()); got[rules.OverlayZoC] != bases || len(got) != 1 || !p.c.ShowsOverlay(rules.OverlayZoC) {
		t.Errorf("Z: overlays by kind %v, want %d zoc only", got, bases)
	}
	p.key(control.KeyB, 0)
	if got := kinds(p.c.Overlays()); got[rules.OverlayZoC] != bases || got[rules.OverlayShoot] != 1 {
		t.Errorf("Z, B: overlays by kind %v, want %d zoc and 1 shoot", got, bases)
	}
	p.key(control.KeyZ, 0)
	if got := kinds(p.c.Overlays()); got[rules.OverlayZoC] != 0 || got[rules.OverlayShoot] != 1 {
		t.Errorf("Z, B, Z: overlays by kind %v, want 1 shoot only", got)
	}
	p.moveTo(10, 80)
	p.c.Overlays()
	p.moveTo(12, 82)
	p.c.Overlays()
	if overlaysAsked != 1 {
		t.Errorf("toggles and pointer moves: the rules were asked %d times, want 1", overlaysAsked)
	}
	p.moveTo(30, 108) // drag b-spears.1 5 cm north
	p.press()
	p.glide(30, 103)
	p.up()
	if len(p.m.Log()) != 1 {
		t.Fatalf("the drag was not applied: %v", p.c.Message())
	}
	p.c.Overlays()
	p.c.Overlays()
	if overlaysAsked != 2 {
		t.Errorf("after a move: asked %d times, want 2", overlaysAsked)
	}
	p.key(control.KeyZ, control.Ctrl) // undo, not a toggle
	if p.c.ShowsOverlay(rules.OverlayZoC) {
		t.Error("Ctrl+Z toggled the zones of control")
	}
	p.c.Overlays()
	if overlaysAsked != 3 {
		t.Errorf("after undo: asked %d times, want 3", overlaysAsked)
	}
}

// A ruleset with no overlays says so and keeps the switch off.
func TestOverlayKeyWithoutOverlays(t *testing.T) {
	p := newPlayer(t) // the sandbox: no Overlayer
	p.key(control.KeyZ, 0)
	if p.c.ShowsOverlay(rules.OverlayZoC) || p.c.Overlays() != nil {
		t.Error("Z on a ruleset without overlays turned them on")
	}
	if m := p.c.Message(); !m.Warn {
		t.Errorf("message %q, want a warning", m.Text)
	}
}
