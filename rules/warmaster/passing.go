package warmaster

import (
	"errors"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
	"plateau/rules/warmaster/charge"
)

// Passing through a commander (wme.md §11.1; [L2057]: "un commandant qui
// est traversé par une unité ennemie est déplacé"): a commander who has
// joined no unit is passed through when an enemy base's path during the
// action crosses his disc, even if it ends elsewhere; one whose base ends
// on him has crossed him too. The paths are the bases' own:
//   - those the action gives (a move by order, a re-formed evade);
//   - a charge's or an advance's, the charge solver's placement whose end
//     poses the bases took, and a pursuit's, its plan's;
//   - every other move (drive backs, retreats, fall backs, making way,
//     rigid evades, support charges, occupations) the straight motion
//     from where the base stood to where it stands: those moves are
//     straight ([L1215], [L1492], [L1797], [L1916], [L722]).
// Flyers "ignorent toutes les unités amies ou ennemies" when they fly
// ([L2145], [L2165]: in the Command phase, and advancing or falling back),
// so a flying move crosses nobody: only where it lands counts. A unit
// placed back on the table after leaving it (§7.6) is judged where it
// is placed.

// basePaths are the paths the bases moved by action a (from old to n)
// followed, keyed by base ID; moved is movedBases(old, n). A base of a
// flying move, or of a unit that came back onto the table, has none.
func basePaths(old, n *rules.State, a rules.Action, moved map[string]bool) map[string]geom.Path {
	out := map[string]geom.Path{}
	for id := range moved {
		nb, _ := n.Base(id)
		ob, ok := old.Base(id)
		u, found := n.Unit(nb.Unit)
		if !ok || !found || nb.Round || flown(old, u, a) || cameBack(old, u) {
			continue
		}
		out[id] = geom.Path{ob.Shape.Pose(), nb.Shape.Pose()}
	}
	for _, m := range a.Moves {
		if _, ok := out[m.Base]; ok && len(m.Path) > 0 {
			if nb, _ := n.Base(m.Base); samePose(m.Path.End(), nb.Shape.Pose()) {
				out[m.Base] = m.Path
			}
		}
	}
	for id, p := range plannedPaths(old, n, a) {
		if _, ok := out[id]; ok && len(p) > 0 {
			out[id] = p
		}
	}
	return out
}

// flown reports whether unit u's move by action a was flown: a flyer's in
// the Command phase, or its advance or fall back ([L2145], [L2165]).
func flown(old *rules.State, u *rules.Unit, a rules.Action) bool {
	if !flag(u, keyFly) {
		return false
	}
	switch old.Phase {
	case PhaseInitiative, PhaseOrders:
		return true
	}
	return (a.Kind == KindAdvance || a.Kind == KindFallBack) && a.Args["unit"] == u.ID
}

// plannedPaths are the paths of a charge's, an advance's or a pursuit's
// bases, planned again on the state before the action (the plans read it
// only): the placement whose end poses the bases took in n.
func plannedPaths(old, n *rules.State, a rules.Action) map[string]geom.Path {
	u, ok := old.Unit(a.Args["unit"])
	if !ok {
		return nil
	}
	switch a.Kind {
	case KindCharge:
		t, ok := old.Unit(a.Target)
		if !ok {
			return nil
		}
		return solvedPaths(n, chargeInput(old, u, t, a))
	case KindAdvance:
		_, in, err := planAdvance(old, u, a)
		if err != nil {
			return nil
		}
		return solvedPaths(n, in)
	case KindPursue:
		p, err := planPursuitAction(old, u, a) // with the player's own placement, if any
		if err != nil || !landed(n, p.poses) {
			return nil
		}
		return p.paths
	}
	return nil
}

// solvedPaths are the paths of the charge solver's placement, in the
// zone the charge came from (every zone of an exact split, [L774], is
// tried), whose end poses the bases took in n; nil if none.
func solvedPaths(n *rules.State, in charge.Input) map[string]geom.Path {
	ps, err := charge.Solve(in)
	var tie *charge.ZoneTie
	if errors.As(err, &tie) {
		for _, z := range tie.Zones {
			in.Zone = &z
			more, err := charge.Solve(in)
			if err == nil {
				ps = append(ps, more...)
			}
		}
	}
	for _, p := range ps {
		if landed(n, p.Poses) {
			return p.Paths
		}
	}
	return nil
}

// landed reports whether every base of poses stands at its pose in n.
func landed(n *rules.State, poses map[string]geom.Pose) bool {
	for id, p := range poses {
		if b, ok := n.Base(id); !ok || !samePose(b.Shape.Pose(), p) {
			return false
		}
	}
	return len(poses) > 0
}

// passedThrough is an enemy base whose path crosses the disc of radius
// at p (deeper than table.OverlapSlack, as bases overlap), nil if none.
func passedThrough(n *rules.State, side int, p geom.Vec, radius float64, paths map[string]geom.Path) *table.Base {
	for i := range n.Table.Bases {
		o := &n.Table.Bases[i]
		path, ok := paths[o.ID]
		if !ok || o.Side == side || o.Round {
			continue
		}
		for _, l := range path.Legs() {
			for _, h := range geom.SweptHulls(o.Shape, l) {
				if h.Contains(p, 0) || h.BoundaryDist(p) < radius-table.OverlapSlack {
					return o
				}
			}
		}
	}
	return nil
}
