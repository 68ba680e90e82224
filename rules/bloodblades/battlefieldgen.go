package bloodblades

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The rules' own placements of S2's pieces (bnb.md §4.5): the place the
// offers propose, the search that tells a piece that cannot be placed
// [L822], and the generator that plays S2 for a solo player. Each place
// is checked by placeProblem, as a player's is, so whatever they make is
// legal.

// pieceDims are the rules' outlines of each size, length × width in MU
// [L832-834]: a roomy one, then a tight one for crowded tables.
var pieceDims = map[Size][][2]float64{
	SizeSmall:  {{4, 3.4}, {3.2, 3.05}},
	SizeMedium: {{6.5, 4.6}, {5.3, 4.2}},
	SizeLarge:  {{10, 7}, {8.4, 6.2}},
}

// blob is a smooth outline ("comme des patates" [L790]) l × w cm centred
// at p, its length along angle: a rectangle with rounded corners, whose
// least bounding rectangle (G49) is l × w.
func blob(p geom.Vec, l, w, angle float64) geom.Polygon {
	r := 0.4 * w
	hx, hy := l/2-r, w/2-r
	var out geom.Polygon
	for q, c := range [][2]float64{{hx, hy}, {-hx, hy}, {-hx, -hy}, {hx, -hy}} {
		for k := 0; k <= 4; k++ {
			a := float64(q)*math.Pi/2 + float64(k)*math.Pi/8
			v := geom.V(c[0]+r*math.Cos(a), c[1]+r*math.Sin(a))
			out = append(out, p.Add(v.Rotate(angle)))
		}
	}
	return out
}

// placeAction is the action placing piece p as feature f.
func placeAction(p Piece, f table.Feature) rules.Action {
	a := rules.Action{Kind: KindPlaceTerrain, Side: p.Side, Args: map[string]string{"piece": strconv.Itoa(p.Index)}}
	if f.Linear() {
		a.Args["line"] = FormatPoints(f.Line)
		a.Args["width"] = strconv.FormatFloat(f.Width, 'f', 2, 64)
	} else {
		a.Args["area"] = FormatPoints(f.Area)
	}
	return a
}

// tryPlace is the action placing p as f when placeProblem accepts it
// (checked as the action's own text reads, rounded to 0.01 cm).
func tryPlace(c Config, s *rules.State, p Piece, f table.Feature) (rules.Action, bool) {
	a := placeAction(p, f)
	g, err := pieceFeature(c, p, a)
	if err != nil || placeProblem(c, s, p, &g) != nil {
		return rules.Action{}, false
	}
	return a, true
}

// rulesPlacement is the rules' place for piece p, its die rolled if it
// needs one, and whether there is one: rng nil gives the offers' place
// (the same for a state every time), else one of rng's drawing.
func rulesPlacement(c Config, s *rules.State, p Piece, rng *rand.Rand) (rules.Action, bool) {
	return placementWay(c, s, p, rng, "")
}

// placementWay is rulesPlacement along one of the ways the player may
// choose (placeWays), "" for any.
func placementWay(c Config, s *rules.State, p Piece, rng *rand.Rand, way string) (rules.Action, bool) {
	k := Kinds[p.Kind]
	switch {
	case isWater(p.Kind):
		return waterPlacement(c, s, p, rng, way)
	case k.River:
		return riverPlacement(c, s, p, rng)
	case k.Road:
		return roadPlacement(c, s, p, rng, way)
	}
	return areaPlacement(c, s, p, rng)
}

// placeWays are the choices the text leaves the placing player beyond
// the rules' place, with their labels: a waterway or lake's short edge
// [L802]; a road's two opposite edges, or the edge it joins a road from
// [L806]. Other pieces have one way, "".
func placeWays(s *rules.State, p Piece) (ways, labels []string) {
	switch {
	case isWater(p.Kind):
		for _, e := range shortEdges(s) {
			ways, labels = append(ways, edgeNames[e]), append(labels, fmt.Sprintf("along the %s edge", edgeNames[e]))
		}
	case Kinds[p.Kind].Road:
		taken := roadEdges(&s.Table)
		for _, pr := range roadPairs {
			if !taken[pr[0]] && !taken[pr[1]] {
				ways, labels = append(ways, edgeNames[pr[0]]+"-"+edgeNames[pr[1]]), append(labels, fmt.Sprintf("from the %s edge to the %s", edgeNames[pr[0]], edgeNames[pr[1]]))
			}
		}
		if len(taken) > 0 {
			for e := range 4 {
				if !taken[e] {
					ways, labels = append(ways, "from-"+edgeNames[e]), append(labels, fmt.Sprintf("from the %s edge to the road", edgeNames[e]))
				}
			}
		}
	default:
		ways, labels = []string{""}, []string{""}
	}
	return ways, labels
}

// roadPairs are the pairs of opposite edges a road may join.
var roadPairs = [][2]int{{0, 2}, {3, 1}}

// areaPlacement searches centres on a 1 MU grid, nearest first to a
// point a little inside the die's edge, each at four angles and two
// outlines of the piece's size.
func areaPlacement(c Config, s *rules.State, p Piece, rng *rand.Rand) (rules.Action, bool) {
	t := &s.Table
	e := s.Counters[ctDieEdge] - 1
	if e < 0 {
		return rules.Action{}, false
	}
	dims := pieceDims[p.Size]
	inward := c.Scale.Width + c.Cm(dims[0][1])/2 + c.Cm(1)
	u := 0.5
	if rng != nil {
		u = 0.15 + 0.7*rng.Float64()
		inward += c.Cm(3 * rng.Float64())
	}
	target := edgeAt(t, e, u*edgeLen(t, e), inward)
	step := c.Cm(1)
	var centres []geom.Vec
	for x := step; x < t.Width; x += step {
		for y := step; y < t.Height; y += step {
			q := geom.V(x, y)
			if near := nearestEdges(t, q); len(near) == 1 && near[0] == e {
				centres = append(centres, q)
			}
		}
	}
	slices.SortStableFunc(centres, func(a, b geom.Vec) int {
		da, db := a.Dist(target), b.Dist(target)
		switch {
		case da < db-geom.Eps:
			return -1
		case da > db+geom.Eps:
			return 1
		}
		return 0
	})
	angles := []float64{0, 90, 45, 135}
	if rng != nil {
		rng.Shuffle(len(angles), func(i, j int) { angles[i], angles[j] = angles[j], angles[i] })
	}
	for _, q := range centres {
		for _, d := range dims {
			for _, ang := range angles {
				f := table.Feature{Kind: p.Kind, Area: blob(q, c.Cm(d[0]), c.Cm(d[1]), geom.Rad(ang))}
				if a, ok := tryPlace(c, s, p, f); ok {
					return a, true
				}
			}
		}
	}
	return rules.Action{}, false
}

// waterPlacement lays the water along a short edge, its shore about 2 MU
// out, gently curved [L802].
func waterPlacement(c Config, s *rules.State, p Piece, rng *rand.Rand, way string) (rules.Action, bool) {
	t := &s.Table
	edges := shortEdges(s)
	order := []int{edges[1], edges[0]}
	if e := slices.Index(edgeNames, way); e >= 0 {
		order = []int{e}
	}
	amp, phase := 0.4, 0.0
	if rng != nil {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		amp, phase = 0.6*rng.Float64(), 2*math.Pi*rng.Float64()
	}
	for _, e := range order {
		for _, a := range []float64{amp, 0} {
			n := 12
			var pts []geom.Vec
			l := edgeLen(t, e)
			pts = append(pts, edgeAt(t, e, 0, 0))
			for i := 0; i <= n; i++ {
				u := l * float64(i) / float64(n)
				depth := 2 + a*math.Sin(phase+float64(i)*math.Pi/4)
				pts = append(pts, edgeAt(t, e, u, c.Cm(depth)))
			}
			pts = append(pts, edgeAt(t, e, l, 0))
			poly := geom.Polygon(pts)
			if poly.SignedArea() < 0 {
				slices.Reverse(poly)
			}
			if act, ok := tryPlace(c, s, p, table.Feature{Kind: p.Kind, Area: poly}); ok {
				return act, true
			}
		}
	}
	return rules.Action{}, false
}

// riverPlacement runs the river through its band [L804] from one of the
// sides it joins to the other, winding gently (no leg more than 40° off
// its flow, so that a road may cross it at right angles), 1 MU wide, or
// 1.5 for a great river.
func riverPlacement(c Config, s *rules.State, p Piece, rng *rand.Rand) (rules.Action, bool) {
	t := &s.Table
	side := s.Counters[ctBandEdge] - 1
	if side < 0 {
		return rules.Action{}, false
	}
	lo, hi := float64(s.Counters[ctBandLo]), float64(s.Counters[ctBandHi])
	width := 1.0
	if p.Size == SizeLarge {
		width = 1.5
	}
	l := edgeLen(t, side)
	legs := max(2, int(c.InMU(l)/4))
	stepMU := c.InMU(l) / float64(legs)
	seeds := []float64{0, 1.7, 3.1, 4.4}
	if rng != nil {
		rng.Shuffle(len(seeds), func(i, j int) { seeds[i], seeds[j] = seeds[j], seeds[i] })
	}
	for _, amp := range []float64{1, 0.5, 0} {
		for _, ph := range seeds {
			v := (lo + hi) / 2
			var line []geom.Vec
			for i := 0; i <= legs; i++ {
				want := (lo+hi)/2 + amp*(hi-lo)/2*math.Sin(ph+float64(i)*1.3)
				dv := math.Max(-0.8*stepMU, math.Min(0.8*stepMU, want-v))
				if i == 0 {
					dv = want - v
				}
				v = math.Max(lo, math.Min(hi, v+dv))
				line = append(line, edgeAt(t, side, l*float64(i)/float64(legs), c.Cm(v)))
			}
			f := table.Feature{Kind: p.Kind, Line: line, Width: c.Cm(width)}
			if a, ok := tryPlace(c, s, p, f); ok {
				return a, true
			}
		}
	}
	return rules.Action{}, false
}

// roadPlacement tries straight roads 0.5 MU wide between opposite edges
// no road reaches, at several places along them, then from such an edge
// to a road already placed; first those along which a base would stand
// in one kind of going only (E24 [L2478]), then any.
func roadPlacement(c Config, s *rules.State, p Piece, rng *rand.Rand, way string) (rules.Action, bool) {
	t := &s.Table
	taken := roadEdges(t)
	fracs := []float64{0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.15, 0.85}
	pairs := slices.Clone(roadPairs)
	from := -1
	if e, ok := strings.CutPrefix(way, "from-"); ok {
		from, pairs = slices.Index(edgeNames, e), nil
	} else if way != "" {
		pairs = slices.DeleteFunc(pairs, func(pr [2]int) bool { return edgeNames[pr[0]]+"-"+edgeNames[pr[1]] != way })
	}
	if rng != nil {
		rng.Shuffle(len(fracs), func(i, j int) { fracs[i], fracs[j] = fracs[j], fracs[i] })
		rng.Shuffle(len(pairs), func(i, j int) { pairs[i], pairs[j] = pairs[j], pairs[i] })
	}
	var cands []table.Feature
	for _, pr := range pairs {
		if taken[pr[0]] || taken[pr[1]] {
			continue
		}
		for _, fr := range fracs {
			u := fr * edgeLen(t, pr[0])
			a := edgeAt(t, pr[0], u, 0)
			b := edgeAt(t, pr[1], u, 0)
			cands = append(cands, table.Feature{Kind: p.Kind, Line: []geom.Vec{a, b}, Width: c.Cm(0.5)})
		}
	}
	for e := range 4 {
		if taken[e] || way != "" && e != from {
			continue
		}
		for _, fr := range fracs {
			a := edgeAt(t, e, fr*edgeLen(t, e), 0)
			in := edgeAt(t, e, fr*edgeLen(t, e), 1).Sub(a)
			if end, ok := firstRoadHit(t, a, in); ok {
				cands = append(cands, table.Feature{Kind: p.Kind, Line: []geom.Vec{a, end}, Width: c.Cm(0.5)})
			}
		}
	}
	for pass := range 2 {
		for _, f := range cands {
			if pass == 0 {
				g := f
				g.ID = "probe"
				tt := t.Clone()
				tt.Features = append(tt.Features, g)
				if RoadTerrainWarning(c, &tt, &tt.Features[len(tt.Features)-1]) != "" {
					continue
				}
			}
			if a, ok := tryPlace(c, s, p, f); ok {
				return a, true
			}
		}
	}
	return rules.Action{}, false
}

// firstRoadHit is where the ray from a along dir first meets a road's
// centre line.
func firstRoadHit(t *table.Table, a, dir geom.Vec) (geom.Vec, bool) {
	far := a.Add(dir.Unit().Scale(t.Width + t.Height))
	ray := geom.Segment{A: a, B: far}
	best, found := math.Inf(1), geom.Vec{}
	for i := range t.Features {
		r := &t.Features[i]
		if !Kinds[r.Kind].Road || !r.Linear() {
			continue
		}
		for j := 0; j+1 < len(r.Line); j++ {
			if q, ok := ray.Intersect(geom.Segment{A: r.Line[j], B: r.Line[j+1]}); ok && q.Dist(a) < best && q.Dist(a) > edgeTol {
				best, found = q.Dist(a), q
			}
		}
	}
	return found, !math.IsInf(best, 1)
}

// s2Pick is the rules' pick of the next action of S1 or S2 for the
// active player, drawn from rng: the invader roll; in the choice, a piece
// the player may still choose, or the end of his choice once the text is
// satisfied (at random, sooner or later); in the placement, a piece of
// the group being placed, its die rolled from a preferred edge of rng's
// drawing, then the rules' place for it, or its discard when it has none
// [L822]. ok is false outside S1 and S2.
func s2Pick(c Config, s *rules.State, rng *rand.Rand) (rules.Action, bool) {
	me := s.Active
	switch s.Phase {
	case PhaseInvader:
		return rules.Action{Kind: KindRollInvader, Side: me}, true
	case PhaseTerrainChoice:
		var opts []rules.Action
		for _, k := range invadedList(s).Kinds {
			for _, z := range kindSizes(k) {
				if choiceProblem(s, me, k, z) == "" {
					opts = append(opts, rules.Action{Kind: KindChooseTerrain, Side: me, Args: map[string]string{"kind": k, "size": z.String()}})
				}
			}
		}
		if endChoiceProblem(s, me) == "" && (len(opts) == 0 || rng.IntN(3) == 0) {
			return rules.Action{Kind: rules.KindEndPhase, Side: me}, true
		}
		if len(opts) == 0 {
			return rules.Action{}, false
		}
		return opts[rng.IntN(len(opts))], true
	case PhaseTerrainPlace:
		next := placeable(s)
		if len(next) == 0 {
			return rules.Action{}, false
		}
		p := next[rng.IntN(len(next))]
		if h := s.Counters[ctHand]; h > 0 {
			p = next[0]
		}
		arg := map[string]string{"piece": strconv.Itoa(p.Index)}
		if s.Counters[ctHand] == 0 {
			switch {
			case Kinds[p.Kind].River:
				bs := bandSides(s)
				arg["edge"] = edgeNames[bs[rng.IntN(2)]]
				return rules.Action{Kind: KindRollRiverBand, Side: me, Args: arg}, true
			case !isWater(p.Kind) && !Kinds[p.Kind].Road:
				arg["edge"] = edgeNames[rng.IntN(4)]
				return rules.Action{Kind: KindRollPlacement, Side: me, Args: arg}, true
			}
		}
		if a, ok := rulesPlacement(c, s, p, rng); ok {
			return a, true
		}
		return rules.Action{Kind: KindDiscardTerrain, Side: me, Args: arg}, true
	}
	return rules.Action{}, false
}

// GenerateBattlefield plays S1 and S2 (bnb.md §5.1 [L707-709], §4.5) for
// both players by the rules' own picks (s2Pick), from state s as Setup
// left it with the settings deployment = "pre-battle" and battlefield =
// "created" (or from any later point of S1 or S2), with dice seeded by
// seed. It returns the state once S2 is over (the next step of the
// sequence waiting: S3 or S4) and the actions applied in order, each one
// Check accepted: applied again to s with dice.NewSeeded(seed) they make
// the same state, so a match may record them as its first actions. The
// same state and seed make the same battlefield.
func GenerateBattlefield(s rules.State, seed uint64) (rules.State, []rules.Action, error) {
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return s, nil, err
	}
	if !battlefieldCreated(s.Settings) || (s.Phase != PhaseInvader && s.Phase != PhaseTerrainChoice && s.Phase != PhaseTerrainPlace) {
		return s, nil, fmt.Errorf("bnb: GenerateBattlefield needs a state in S1 or S2 with %s = %q and %s = %q (phase %q)", SetDeployment, DeployPreBattle, SetBattlefield, BattlefieldCreated, s.Phase)
	}
	return playS2(c, s, seed)
}

// playS2 plays the rules' picks from s until S1 and S2 are over.
func playS2(c Config, s rules.State, seed uint64) (rules.State, []rules.Action, error) {
	rng := rand.New(rand.NewPCG(seed, seed^0x5eed_ba77_1e))
	d := dice.NewSeeded(seed)
	var done []rules.Action
	for range 200 {
		a, ok := s2Pick(c, &s, rng)
		if !ok {
			return s, done, nil
		}
		n, _, err := Rules{}.Apply(s, a, d)
		if err != nil {
			return s, done, fmt.Errorf("bnb: the rules' pick %s was refused: %v", a, err)
		}
		s, done = n, append(done, a)
	}
	return s, done, fmt.Errorf("bnb: S2 did not end within 200 actions")
}

// GenerateFeatures makes a battlefield with no armies: S2 played by the
// rules' picks on an empty table width × height cm, the invaded army's
// terrain list invaded and the invader's invader (as the terrain-<army
// id> setting writes one, compulsory kinds marked "!"; S2 chooses from
// the invaded army's), settings giving the scale ("scale", "mu"; nil for
// 15 mm). The same arguments make the same features.
func GenerateFeatures(settings map[string]string, width, height float64, invaded, invader string, seed uint64) ([]table.Feature, error) {
	set := map[string]string{}
	for k, v := range settings {
		set[k] = v
	}
	set[SetDeployment], set[SetBattlefield] = DeployPreBattle, BattlefieldCreated
	set[SetTerrainList+"invaded"], set[SetTerrainList+"invader"] = invaded, invader
	c, err := ConfigOf(set)
	if err != nil {
		return nil, err
	}
	if !(width > 0 && height > 0) || math.IsInf(width+height, 0) {
		return nil, fmt.Errorf("bnb: a table %g × %g cm", width, height)
	}
	s := rules.State{Ruleset: ID, Table: table.Table{Width: width, Height: height},
		Sides:    []rules.Side{{ID: "invaded", Name: "The invaded player"}, {ID: "invader", Name: "The invader"}},
		Settings: set, Counters: map[string]int{ctInvader: 2}}
	if err := checkBattlefieldSetting(&s, true); err != nil {
		return nil, err
	}
	startTerrainChoice(&s)
	n, _, err := playS2(c, s, seed)
	if err != nil {
		return nil, err
	}
	return n.Table.Features, nil
}

// GenerateTerrain is the battlefield GenerateBattlefield makes: the
// features on the table once S2 is over.
func GenerateTerrain(s rules.State, seed uint64) ([]table.Feature, error) {
	n, _, err := GenerateBattlefield(s, seed)
	if err != nil {
		return nil, err
	}
	return n.Table.Features, nil
}

// s2Offers are S2's buttons: in the choice, each piece of the invaded
// army's list in each of its sizes and the end of the choice; in the
// placement, for each piece of the group being placed its roll (from
// each edge the player may prefer, or each side of the river's band),
// or, once rolled or when it needs no die, the rules' place for it or its
// discard when it has none [L822].
func s2Offers(s *rules.State, side int) []rules.Offer {
	var out []rules.Offer
	if s.Phase == PhaseTerrainChoice {
		l := invadedList(s)
		for _, k := range l.Kinds {
			what := "optional"
			if l.Compulsory[k] {
				what = "compulsory"
			}
			for _, z := range kindSizes(k) {
				out = append(out, rules.Offer{Label: fmt.Sprintf("Choose a %s %s (%s)", z, kindWord(k), what),
					Detail: []string{sizeRange(z) + " [L832-834]", "at most 1 large, 2 medium and 3 small pieces a player [L796]"},
					Action: rules.Action{Kind: KindChooseTerrain, Side: side, Args: map[string]string{"kind": k, "size": z.String()}}})
			}
		}
		detail := "then the invader chooses one to three pieces [L796]"
		if inv, _ := Invader(s); side == inv {
			detail = "then the pieces are placed, compulsory first [L800]"
		}
		return append(out, rules.Offer{Label: "End terrain choice", Detail: []string{detail},
			Action: rules.Action{Kind: rules.KindEndPhase, Side: side}})
	}
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return nil
	}
	for _, p := range placeable(s) {
		arg := func(kv ...string) map[string]string {
			m := map[string]string{"piece": strconv.Itoa(p.Index)}
			for i := 0; i+1 < len(kv); i += 2 {
				m[kv[i]] = kv[i+1]
			}
			return m
		}
		if s.Counters[ctHand] == 0 {
			switch {
			case Kinds[p.Kind].River:
				for _, e := range bandSides(s) {
					out = append(out, rules.Offer{Label: fmt.Sprintf("Roll 2D6 for %s's band — from the %s edge", p.Name(), edgeNames[e]),
						Detail: []string{"the band lies the lower die in MU from that edge, as wide as the dice's difference [L804]"},
						Action: rules.Action{Kind: KindRollRiverBand, Side: side, Args: arg("edge", edgeNames[e])}})
				}
				continue
			case !isWater(p.Kind) && !Kinds[p.Kind].Road:
				for e := range 4 {
					out = append(out, rules.Offer{Label: fmt.Sprintf("Roll to place %s — preferring the %s edge", p.Name(), edgeNames[e]),
						Detail: []string{"1-3 that edge, 4-6 the others clockwise from its left: the piece must be nearest the edge rolled [L815-820]"},
						Action: rules.Action{Kind: KindRollPlacement, Side: side, Args: arg("edge", edgeNames[e])}})
				}
				continue
			}
		}
		placed := false
		ways, labels := placeWays(s, p)
		for i, way := range ways {
			if a, ok := placementWay(c, s, p, nil, way); ok {
				label := fmt.Sprintf("Place %s", p.Name())
				if labels[i] != "" {
					label += " — " + labels[i]
				}
				out = append(out, rules.Offer{Label: label, Detail: []string{"the rules' place: " + placedWhere(c, s, p, a)}, Action: a})
				placed = true
			}
		}
		if placed {
			continue
		}
		out = append(out, rules.Offer{Label: fmt.Sprintf("Discard %s", p.Name()), Detail: []string{"it cannot be placed, and is discarded even if compulsory [L822]"},
			Action: rules.Action{Kind: KindDiscardTerrain, Side: side, Args: arg()}})
	}
	return out
}
