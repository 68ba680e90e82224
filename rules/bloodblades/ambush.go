package bloodblades

import (
	"fmt"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Ambushes (bnb.md §11.5 [L1264-1289], §5.1 S6 [L717]), with the
// setting ambush = "allowed" (and deployment = "pre-battle"). After S5
// each player in turn, the first deployer first, records his ambush
// (phase "ambush"): a "move" places one or more of his bases at their
// hidden places and puts them in the ambush (unit status "ambush" = 1),
// "withdraw-ambush" takes bases out of it, "end-phase" ends his record.
// The record is the bases' exact poses (Figure 8.10, E18: the troops,
// the C-in-C's place, the fronts and the key distances are all in
// them). Every type but Bg may ambush [L1266]; the bases form one group
// (G19, connected, [L1279]), no broken column [L1539]; one ambush an
// army [L1279]; they are placed as S7 places bases (the table, the zone,
// terrain, no overlap, no enemy contact). S7 leaves them out [L719].
// They stay hidden until they move or shoot, or an enemy base sees one
// [L1289]: then the whole ambush is revealed at once (the text's
// simplification), an event "revealed". HiddenFrom tells the window
// which bases a side must not see. Table 5.7's sites include the gully,
// seen into from its edges [L1276]. Until revealed the ambushers are
// not on the table for the moving player (unseen.go): a move is cut
// where it discovers them [L1630].

// SetAmbush is the setting playing S6: "none" (the default) or
// "allowed".
const (
	SetAmbush     = "ambush"
	AmbushNone    = "none"
	AmbushAllowed = "allowed"

	PhaseAmbush        = "ambush"          // S6: each player records his ambush [L717]
	KindWithdrawAmbush = "withdraw-ambush" // S6: bases leave the ambush being recorded

	stAmbush = "ambush" // unit status: 1 hidden in ambush [L1289]
)

// ambushSites are Table 5.7's sites in a feature [L1270-1276] with how
// far (MU) an enemy outside sees into them (A36: Table 6.2's values),
// whether only Ps may hide there, and whether (a gully, "bords de la
// ravine" [L1276]) it is seen into only from its edges.
var ambushSites = map[string]struct {
	mu     float64
	psOnly bool
	edges  bool
}{
	"bua": {1, false, false}, "hamlet": {1, false, false}, "wood": {1, false, false}, "orchard": {3, false, false}, "dunes": {2, false, false},
	"bushes": {3, true, false}, "rocky": {3, true, false}, "marsh": {3, true, false}, "vines": {3, true, false},
	"gully": {0, false, true},
}

// ambushAllowed reports whether the scenario plays S6.
func ambushAllowed(settings map[string]string) bool {
	return strings.TrimSpace(settings[SetAmbush]) == AmbushAllowed
}

// checkAmbushSetting checks the ambush setting: it needs the pre-battle
// sequence, whose S6 records it [L717].
func checkAmbushSetting(settings map[string]string, preBattle bool) error {
	v, ok := settings[SetAmbush]
	if !ok {
		return nil
	}
	switch strings.TrimSpace(v) {
	case AmbushNone:
		return nil
	case AmbushAllowed:
	default:
		return fmt.Errorf("bnb: setting %s = %q: expected %q (the default) or %q (§11.5)", SetAmbush, v, AmbushNone, AmbushAllowed)
	}
	if !preBattle {
		return fmt.Errorf("bnb: setting %s = %q needs %s = %q: ambushes are recorded at S6 [L717]", SetAmbush, v, SetDeployment, DeployPreBattle)
	}
	return nil
}

// Hidden reports whether base b is hidden in ambush.
func Hidden(s *rules.State, b *table.Base) bool {
	u, ok := s.Unit(b.Unit)
	return ok && u.Status[stAmbush] == 1
}

// HiddenFrom lists the bases side must not see: the other armies' bases
// hidden in ambush [L1289], in table order. The window leaves them out
// of the table, the tools and the offers it shows that side.
func HiddenFrom(s *rules.State, side int) []string {
	var out []string
	for i := range s.Table.Bases {
		if b := &s.Table.Bases[i]; b.Side != side && Hidden(s, b) {
			out = append(out, b.ID)
		}
	}
	return out
}

// ambushers are side's bases hidden in ambush, in table order.
func ambushers(s *rules.State, side int) []string {
	var out []string
	for i := range s.Table.Bases {
		if b := &s.Table.Bases[i]; b.Side == side && Hidden(s, b) {
			out = append(out, b.ID)
		}
	}
	return out
}

// startAmbushes is S6 [L717]: the first deployer records his ambush,
// then the other.
func startAmbushes(s *rules.State, first int) []rules.Event {
	s.Phase, s.Active = PhaseAmbush, first
	return []rules.Event{{Kind: "phase", Side: first,
		Text: fmt.Sprintf("%s records his ambush, if he wants one, in secret [L717]", sideName(s, first))}}
}

// checkAmbushAction checks a "move" (placing bases in the ambush) or a
// "withdraw-ambush" in S6.
func checkAmbushAction(s *rules.State, a rules.Action) error {
	if len(a.Moves) == 0 {
		return fmt.Errorf("bnb: an ambush action names no base")
	}
	ends := map[string]geom.Rect{}
	for _, m := range a.Moves {
		b, ok := s.Base(m.Base)
		if !ok {
			return fmt.Errorf("bnb: no base %q", m.Base)
		}
		if _, dup := ends[b.ID]; dup {
			return fmt.Errorf("bnb: base %s is named twice", b.ID)
		}
		if b.Side != a.Side {
			return &rules.Violation{Code: "not-yours", Rule: "BnB §5.1 S6 [L717]", Bases: []string{b.ID},
				Msg: fmt.Sprintf("%s is not yours: each player records his own ambush", name(s, b.ID))}
		}
		if a.Kind == KindWithdrawAmbush {
			if !Hidden(s, b) {
				return &rules.Violation{Code: "ambush", Rule: "BnB §11.5 [L1279]", Bases: []string{b.ID},
					Msg: fmt.Sprintf("%s is not in the ambush", name(s, b.ID))}
			}
			ends[b.ID] = b.Shape
			continue
		}
		if isBaggage(s, b) {
			return &rules.Violation{Code: "ambush", Rule: "BnB §11.5 [L1266]", Bases: []string{b.ID},
				Msg: fmt.Sprintf("%s is baggage: all troops but Bg may ambush", name(s, b.ID))}
		}
		if err := startsHere(b, s.Called(b.ID), m.Path); err != nil {
			return err
		}
		ends[b.ID] = b.Shape.At(m.Path.End())
	}
	if a.Kind == KindWithdrawAmbush {
		return nil
	}
	for _, m := range a.Moves {
		if v := placementProblem(s, mustBase(s, m.Base), ends[m.Base], ends); v != nil {
			return v
		}
	}
	return nil
}

// applyAmbushAction places the bases of a checked ambush move and puts
// them in the ambush, or takes them out. The events name no place: the
// record is secret [L717] (the state holds it).
func applyAmbushAction(s *rules.State, a rules.Action) []rules.Event {
	var evs []rules.Event
	for _, m := range a.Moves {
		b := mustBase(s, m.Base)
		u, _ := s.Unit(b.Unit)
		if a.Kind == KindWithdrawAmbush {
			u.SetStatus(stAmbush, 0)
			continue
		}
		b.Shape = b.Shape.At(m.Path.End())
		u.SetStatus(stAmbush, 1)
	}
	return evs // none: the record is secret, and whether there is one too [L717, L719]
}

// checkEndAmbush checks the record the active player ends: one group, no
// broken column, every base where it may stand [L1279, L1539].
func checkEndAmbush(s *rules.State) error {
	ids := ambushers(s, s.Active)
	if len(ids) >= 2 && len(components(s, ids, GroupConnected)) != 1 {
		return &rules.Violation{Code: "ambush-group", Rule: "BnB §11.5 [L1279], [L1539]", Bases: ids,
			Msg: fmt.Sprintf("the %d bases in ambush must form one group (edge to edge, facing the same way; no broken column): one ambush an army", len(ids))}
	}
	for _, id := range ids {
		b := mustBase(s, id)
		if v := placementProblem(s, b, b.Shape, nil); v != nil {
			v.Msg = "the ambush: " + v.Msg
			return v
		}
	}
	return nil
}

// endAmbush ends the active player's record: the other records his, or
// S7 begins with the first deployer [L719].
func endAmbush(s *rules.State) []rules.Event {
	first := sideCounter(s, ctDeploysFirst)
	if s.Active == first {
		return startAmbushes(s, 1-first)
	}
	s.Phase, s.Active = PhaseDeploy, first
	return []rules.Event{{Kind: "phase", Side: first,
		Text: fmt.Sprintf("%s deploys the bases not in ambush [L719]", sideName(s, first))}}
}

// ambushSeen reports whether viewer, an enemy base, sees the hidden base
// h [L1289]: in Table 5.7's sites [L1270-1276] (wholly in a BUA, wood,
// orchard or dunes, or a Ps wholly in rough going) from within the
// site's distance (A36: Table 6.2's MU, 1, 1, 3, 2, 3); wholly in a
// gully, from its edges ("bords de la ravine" [L1276]; "seulement les
// troupes touchant le bord de la ravine" [L1461]): a viewer touching or
// in the gully with a clear sight line; in several sites, only when seen
// in each (the best cover hides it). Elsewhere (behind a wood, a hill
// or a crest) it is seen when a sight line is clear (Table 6.2,
// sight.go).
func ambushSeen(c Config, s *rules.State, viewer, h *table.Base) bool {
	sites := ambushSitesOf(s, h)
	if len(sites) == 0 {
		return visible(c, s, viewer.Shape, h.Shape)
	}
	_, _, d := table.Closest(viewer.Shape, h.Shape)
	for _, f := range sites {
		site := ambushSites[f.Kind]
		if !site.edges && d > c.Cm(site.mu)+geom.Eps {
			return false
		}
		if site.edges && !visible(c, s, viewer.Shape, h.Shape) { // from the gully's edge (visible's gully rule)
			return false
		}
	}
	return true
}

// atFeature reports whether base shape r stands (even partly) in area
// feature f or touches its edge: r grown by the contact tolerance on
// every side overlaps f.
func atFeature(r geom.Rect, f *table.Feature) bool {
	g := r
	g.Width += 2 * table.ContactTolerance
	g.Depth += 2 * table.ContactTolerance
	return table.AreaIn(g, f) > 0
}

// ambushSitesOf are the Table 5.7 site features the hidden base h is
// wholly in [L1270-1276].
func ambushSitesOf(s *rules.State, h *table.Base) []*table.Feature {
	u, _ := s.Unit(h.Unit)
	ps := troopOf(u).Type == "Ps"
	var out []*table.Feature
	for i := range s.Table.Features {
		f := &s.Table.Features[i]
		site, in := ambushSites[f.Kind]
		if !in || site.psOnly && !ps || len(f.Area) < 3 {
			continue
		}
		if wholly, _ := table.InFeature(h.Shape, f); wholly {
			out = append(out, f)
		}
	}
	return out
}

// revealAmbushes reveals each ambush one of whose bases moved or shot
// between before and s, or that an enemy base now sees [L1289]: the
// whole ambush at once, an event each.
func revealAmbushes(before, s *rules.State) []rules.Event {
	var evs []rules.Event
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return nil
	}
	for side := range s.Sides {
		ids := ambushers(s, side)
		if len(ids) == 0 {
			continue
		}
		why := ""
		for _, id := range ids {
			b := mustBase(s, id)
			u, _ := s.Unit(b.Unit)
			if movedSince(before, b) {
				why = name(s, id) + " moves"
			} else if u.Status[stHasShot] > 0 {
				why = name(s, id) + " shoots"
			}
			if why != "" {
				break
			}
			why = ambushFoundBy(c, s, side, id)
			if why != "" {
				break
			}
		}
		if why != "" {
			evs = append(evs, revealSide(s, side, why))
		}
	}
	return evs
}

// ambushFoundBy is how an enemy of side discovers its ambusher id on s, ""
// if none does: touching it, discovered "au contact" [L1630] (told first,
// the nearer cause, when another enemy also sees it), or seeing it
// [L1289].
func ambushFoundBy(c Config, s *rules.State, side int, id string) string {
	b := mustBase(s, id)
	seer := ""
	for i := range s.Table.Bases {
		v := &s.Table.Bases[i]
		if v.Side == side || Hidden(s, v) {
			continue
		}
		if _, _, d := table.Closest(v.Shape, b.Shape); d <= table.ContactTolerance {
			return fmt.Sprintf("%s meets %s [L1630]", name(s, v.ID), name(s, id))
		}
		if seer == "" && ambushSeen(c, s, v, b) {
			seer = v.ID
		}
	}
	if seer == "" {
		return ""
	}
	return fmt.Sprintf("%s sees %s", name(s, seer), name(s, id))
}

// movedSince reports whether base b stood elsewhere in before (nil: no).
func movedSince(before *rules.State, b *table.Base) bool {
	if before == nil {
		return false
	}
	was, ok := before.Base(b.ID)
	return ok && was.Shape.Pose() != b.Shape.Pose()
}

// anyHidden reports whether some base is hidden in ambush.
func anyHidden(s *rules.State) bool {
	return slices.ContainsFunc(s.Units, func(u rules.Unit) bool { return u.Status[stAmbush] == 1 })
}

// ambushNames names the bases ids.
func ambushNames(s *rules.State, ids []string) string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = name(s, id)
	}
	return rules.JoinAnd(names)
}

// ambushOffers are S6's buttons: for the selected bases of the player's,
// put them in the ambush where they stand or take them out; and the end
// of his record.
func ambushOffers(r Rules, s *rules.State, side int, selected []string) []rules.Offer {
	var put, out []rules.Move
	for _, id := range selected {
		b, ok := s.Base(id)
		if !ok || b.Side != side {
			continue
		}
		m := rules.Move{Base: b.ID, Path: geom.Path{b.Shape.Pose(), b.Shape.Pose()}}
		if Hidden(s, b) {
			out = append(out, m)
		} else {
			put = append(put, m)
		}
	}
	var offers []rules.Offer
	if len(put) > 0 {
		offers = append(offers, rules.Offer{Label: fmt.Sprintf("Put %d base%s in ambush where %s", len(put), plural(len(put)), map[bool]string{true: "it stands", false: "they stand"}[len(put) == 1]),
			Detail: []string{"one group, no Bg, no broken column; hidden until it moves, shoots or is seen [L1266, L1279, L1289]"},
			Action: rules.Action{Kind: rules.KindMove, Side: side, Moves: put}})
	}
	if len(out) > 0 {
		offers = append(offers, rules.Offer{Label: fmt.Sprintf("Withdraw %d base%s from the ambush", len(out), plural(len(out))),
			Detail: []string{"it deploys with the army in S7 [L719]"},
			Action: rules.Action{Kind: KindWithdrawAmbush, Side: side, Moves: out}})
	}
	n := len(ambushers(s, side))
	offers = append(offers, rules.Offer{Label: "End ambush record",
		Detail: []string{fmt.Sprintf("%d base%s in ambush; then %s [L717-719]", n, plural(n), map[bool]string{true: "the other player records his", false: "the deployment"}[side == sideCounter(s, ctDeploysFirst)])},
		Action: rules.Action{Kind: rules.KindEndPhase, Side: side}})
	for i := range offers {
		if err := r.Check(s, offers[i].Action); err != nil {
			offers[i].Disabled = err.Error()
		}
	}
	return offers
}

var _ rules.Concealer = Rules{}

// HiddenFrom implements rules.Concealer: the package's HiddenFrom.
func (Rules) HiddenFrom(s *rules.State, side int) []string { return HiddenFrom(s, side) }
