package scenario

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/table"
	"plateau/rules/tomlpos"
)

// EdgeSlack (cm) is how far a base or a terrain point may lie past a table
// edge and still count as on the table: hand-written and computed
// coordinates (a base of depth 2 centred at y = 119 reaches exactly 120)
// get the benefit of float rounding, and a tenth of a millimetre is
// invisible at any zoom.
const EdgeSlack = 1e-3

// OverlapSlack (cm) is how deeply two bases may interpenetrate and still be
// accepted as touching: bases laid edge to edge by the placement shorthand
// or by hand touch exactly up to float rounding.
const OverlapSlack = 1e-3

// MaxBasesPerUnit bounds count in the placement shorthand and the number of
// [[army.unit.bases]] entries of one unit, so that a typo such as
// count = 3000 is a Problem rather than thousands of bases.
const MaxBasesPerUnit = 100

// MaxBases bounds the bases of a whole scenario (the placement shorthand
// makes 100 of them in a line of text, so a 1 MiB file could ask for a
// million). Every per-click and per-frame path is benchmarked at up to
// 1600 bases (DESIGN.md, house rule 11); the bound is two and a half times
// that.
const MaxBases = 4000

// MaxPoints bounds the points of one outline: a terrain polygon or line,
// or a deployment zone. A 180 × 120 cm table is 6 m round, so 1000 points
// trace a wood round the whole table at better than one every centimetre;
// hand-drawn and shipped outlines have under 20. Each outline is checked
// for crossings and triangulated when loaded and drawn, which at 1000
// points takes a few milliseconds (BenchmarkTriangulate), where 10,000
// took seconds.
const MaxPoints = 1000

var colourRE = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// placed is a base with the key path it came from.
type placed struct {
	base table.Base
	path string
	// onHex is set for a counter placed by hex = ...: two of them may
	// share a hex (stacking is the ruleset's business), so they are never
	// checked for overlap with each other.
	onHex bool
}

// decoder builds a Scenario out of the decoded TOML tree.
type decoder struct {
	ps     *tomlpos.List
	sc     *Scenario
	bases  []placed
	width  float64 // table size, 0 when invalid
	height float64
	// tooMany is set once the bases pass MaxBases, so that it is said once.
	tooMany bool
	// positioned is set when the scenario has a [position] section: its
	// units may then give statuses, distances moved, stand numbers, exact
	// angles and no bases at all (position.go).
	positioned bool
	// hasHexes is set when the scenario has a [hexes] section; grid is its
	// decoding state (hexes.go).
	hasHexes bool
	grid     *hexGrid
	// read reads the files the scenario names (files.go).
	read fileReader
}

func (d *decoder) document(raw map[string]any) {
	top := newNode(d.ps, "", raw)
	top.expect("title", "description", "ruleset", "settings", "table", "terrain", "hexes", "army", "position")
	st := &d.sc.State
	st.Turn, st.Active = 1, 0
	d.positioned = top.has("position")
	d.hasHexes = top.has("hexes")

	d.sc.Title, _ = top.word("title", true)
	d.sc.Description, _ = top.str("description", false)
	st.Ruleset, _ = top.word("ruleset", true)
	if set := top.table("settings", false, "a table of ruleset settings"); set != nil {
		d.sc.Settings = set.m // free-form: the ruleset checks it
		st.Settings = settingsText(set)
	}
	if t := top.table("table", true, "a table with width and height (cm)"); t != nil {
		t.expect("width", "height")
		w, okW := t.positive("width", true, "the table width in cm")
		h, okH := t.positive("height", true, "the table height in cm")
		if okW && okH {
			d.width, d.height = w, h
		}
		st.Table.Width, st.Table.Height = w, h
		t.done()
	}
	terrainIDs := map[string]string{}
	for _, t := range top.tables("terrain", false, "[[terrain]] tables") {
		d.terrain(t, terrainIDs)
	}
	if h := top.table("hexes", false, "a table: the hex map (orientation, size, cols, rows, parity, ...)"); h != nil {
		d.hexesSection(h)
	}
	armies := top.tables("army", true, "[[army]] tables, one per side")
	if isEmptyArray(raw["army"]) {
		d.ps.At("army", "expected at least one [[army]]")
	}
	armyIDs, unitIDs := map[string]string{}, map[string]string{}
	for i, a := range armies {
		d.army(i, a, armyIDs, unitIDs)
	}
	d.hexEdges()
	if p := top.table("position", false, "a table: turn, side, phase, counters"); p != nil {
		d.position(p)
	}
	top.done()
	d.checkBases()
}

// unique reports a duplicate id, naming where it was first used.
func (d *decoder) unique(seen map[string]string, id, path, what string) {
	if first, ok := seen[id]; ok {
		d.ps.At(path, "duplicate %s id %q (first used at %s, line %d)", what, id, first, d.ps.Pos.Find(first).Line)
		return
	}
	seen[id] = path
}

// onTable checks points lie on the table.
func (d *decoder) onTable(pts []geom.Vec, path string) {
	if d.width == 0 {
		return
	}
	for i, p := range pts {
		if p.X < -EdgeSlack || p.Y < -EdgeSlack || p.X > d.width+EdgeSlack || p.Y > d.height+EdgeSlack {
			d.ps.At(tomlpos.Index(path, i), "point (%g, %g) is off the %g × %g cm table", p.X, p.Y, d.width, d.height)
		}
	}
}

// polygon reads an area polygon: at least 3 and at most MaxPoints points,
// on the table, with an area, and an outline that does not cross itself.
// what names the polygon's owner in messages (`terrain "Big wood"`).
func (d *decoder) polygon(n *node, key string, required bool, what string) (geom.Polygon, bool) {
	pts, ok := n.points(key, required, 3)
	if !ok {
		return nil, false
	}
	p := tomlpos.Key(n.path, key)
	d.onTable(pts, p)
	poly := geom.Polygon(pts)
	if poly.Collinear(geom.Eps) {
		d.ps.At(p, "polygon has no area (its points are in a line)")
		return nil, false
	}
	if c, crosses := poly.SelfCrossing(); crosses {
		// Side k runs from point k+1 to the next, counted from 1.
		side := func(k int) string { return fmt.Sprintf("%d-%d", k+1, (k+1)%len(pts)+1) }
		if c.Back {
			d.ps.At(tomlpos.Index(p, c.At), "%s: its outline turns back on itself at point %d (sides %s and %s run over each other)",
				what, c.At+1, side(c.I), side(c.J))
		} else {
			d.ps.At(tomlpos.Index(p, c.J), "%s: its outline crosses itself between points %s and %s", what, side(c.J), side(c.I))
		}
		return nil, false
	}
	if poly.Area() < geom.Eps {
		d.ps.At(p, "polygon has no area (its points are in a line)")
		return nil, false
	}
	return poly, true
}

// label names a terrain feature or an army in messages: by its name, else
// its id, else its place in the file.
func label(kind string, n *node) string {
	for _, k := range []string{"name", "id"} {
		if s, ok := n.m[k].(string); ok && strings.TrimSpace(s) != "" {
			return fmt.Sprintf("%s %q", kind, s)
		}
	}
	return n.path
}

func (d *decoder) terrain(t *node, ids map[string]string) {
	t.expect("id", "kind", "name", "polygon", "line", "width")
	var f table.Feature
	if id, ok := t.id("id"); ok {
		d.unique(ids, id, tomlpos.Key(t.path, "id"), "terrain")
		f.ID = id
	}
	f.Kind, _ = t.word("kind", true)
	f.Name, _ = t.str("name", false)
	hasPoly, hasLine := t.has("polygon"), t.has("line")
	switch {
	case hasPoly && hasLine:
		d.ps.At(tomlpos.Key(t.path, "line"), "a feature is either an area (polygon) or a linear feature (line + width), not both")
	case !hasPoly && !hasLine:
		d.ps.At(t.path, "missing polygon = [[x, y], ...] (an area) or line = [[x, y], ...] with width (a linear feature)")
	}
	if hasPoly {
		f.Area, _ = d.polygon(t, "polygon", true, label("terrain", t))
		if t.has("width") && !hasLine {
			d.ps.At(tomlpos.Key(t.path, "width"), "width applies to line features only")
		}
	}
	if hasLine {
		if pts, ok := t.points("line", true, 2); ok {
			d.onTable(pts, tomlpos.Key(t.path, "line"))
			f.Line = pts
		}
		f.Width, _ = t.positive("width", true, "the feature's width in cm")
	}
	t.done()
	d.sc.State.Table.Features = append(d.sc.State.Table.Features, f)
}

func (d *decoder) army(i int, a *node, armyIDs, unitIDs map[string]string) {
	a.expect("id", "name", "colour", "deployment", "unit")
	var side rules.Side
	if id, ok := a.id("id"); ok {
		d.unique(armyIDs, id, tomlpos.Key(a.path, "id"), "army")
		side.ID = id
	}
	side.Name, _ = a.word("name", false)
	if side.Name == "" {
		side.Name = side.ID
	}
	if c, ok := a.str("colour", true); ok {
		if !colourRE.MatchString(c) {
			d.ps.At(tomlpos.Key(a.path, "colour"), "expected a colour \"#rrggbb\", got %q", c)
		}
		side.Colour = strings.ToLower(c)
	}
	if a.has("deployment") {
		side.Deployment, _ = d.polygon(a, "deployment", false, label("army", a)+" deployment")
	}
	units := a.tables("unit", true, "[[army.unit]] tables")
	if isEmptyArray(a.m["unit"]) {
		d.ps.At(tomlpos.Key(a.path, "unit"), "expected at least one [[army.unit]]")
	}
	d.sc.State.Sides = append(d.sc.State.Sides, side)
	for _, u := range units {
		d.unit(i, u, unitIDs)
	}
	a.done()
}

func (d *decoder) unit(side int, n *node, ids map[string]string) {
	n.expect("id", "name", "type", "formation", "profile", "base", "round", "facing", "at", "count", "bases")
	if d.positioned {
		n.expect("status", "used")
	}
	if d.hasHexes {
		n.expect("hex", "vertex")
	} else {
		for _, k := range []string{"hex", "vertex"} {
			if n.has(k) { // asked only then: known keys without a map do not list them
				_, p, _ := n.get(k, false, "")
				d.ps.At(p, "%s places a counter on the hex map: it needs a [hexes] section", k)
			}
		}
	}
	u := rules.Unit{Side: side}
	if id, ok := n.id("id"); ok {
		d.unique(ids, id, tomlpos.Key(n.path, "id"), "unit")
		u.ID = id
	}
	u.Name, _ = n.word("name", false)
	if u.Name == "" {
		u.Name = u.ID
	}
	u.Type, _ = n.word("type", true)
	u.Formation, _ = n.word("formation", false)
	if prof := n.table("profile", false, "an inline table of numbers"); prof != nil {
		u.Profile = map[string]float64{}
		for k, v := range prof.m {
			f, msg := number(v)
			if msg != "" {
				d.ps.At(tomlpos.Key(prof.path, k), "%s", msg)
				continue
			}
			u.Profile[k] = f
		}
	}
	u.Status = d.status(n)
	unitUsed, hasUnitUsed := d.used(n)
	round, _ := n.boolean("round")
	// A unit of a position may have lost every base: its size is then
	// not needed.
	gone := d.positioned && isEmptyArray(n.m["bases"])
	hasHex := n.has("hex") // a counter on the hex map: its size may come from the hex size
	w, dep, sizeOK := n.pair("base", !gone && !hasHex, "the base size [frontage, depth] in cm")
	hasBase := n.has("base")
	if sizeOK {
		switch {
		case w <= 0 || dep <= 0:
			d.ps.At(tomlpos.Key(n.path, "base"), "expected a base size > 0, got [%g, %g]", w, dep)
			sizeOK = false
		case round && w != dep:
			d.ps.At(tomlpos.Key(n.path, "base"), "a round base is [diameter, diameter], got [%g, %g]", w, dep)
			sizeOK = false
		}
	}
	facing, facingOK := n.num("facing", false, "a compass bearing in degrees")
	facingOK = facingOK || !n.has("facing") // absent: 0, towards the top edge
	sizeOK = sizeOK && facingOK             // no follow-on problems from a bad facing

	hasAt, hasBases := n.has("at"), n.has("bases")
	switch {
	case hasHex && (hasAt || hasBases):
		d.ps.At(tomlpos.Key(n.path, "hex"), "give either hex = \"CCRR\" (a counter on the hex map) or at / [[army.unit.bases]] (bases in cm), not both")
	case hasHex:
	case hasAt && hasBases:
		d.ps.At(tomlpos.Key(n.path, "bases"), "give either at = [x, y] (placement shorthand) or [[army.unit.bases]] entries, not both")
	case !hasAt && !hasBases && d.hasHexes:
		d.ps.At(n.path, "unit has no bases: give hex = \"CCRR\" (a counter on the hex map), at = [x, y] (with count and formation) or [[army.unit.bases]] entries")
	case !hasAt && !hasBases:
		d.ps.At(n.path, "unit has no bases: give at = [x, y] (with count and formation) or [[army.unit.bases]] entries")
	}
	var entries []baseEntry
	if d.hasHexes && n.has("vertex") && !hasHex {
		d.ps.At(tomlpos.Key(n.path, "vertex"), "vertex is the facing of a counter placed by hex = \"CCRR\": give hex too, or facing (degrees) for bases in cm")
	}
	if hasHex && d.hasHexes && !hasAt && !hasBases {
		hexPath := tomlpos.Key(n.path, "hex")
		if n.has("facing") {
			d.ps.At(tomlpos.Key(n.path, "facing"), "a counter on the hex map faces a vertex: give vertex = 0-5, not facing (degrees)")
		}
		if hu, ok := d.counter(n, u.Formation); ok {
			if !hasBase {
				w, dep = hex.CounterSize(d.grid.spec.Size, hu.Two, hu.Column)
				sizeOK = true
				if round {
					d.ps.At(tomlpos.Key(n.path, "round"), "a round counter gives its size: base = [diameter, diameter]")
					sizeOK = false
				}
			}
			if sizeOK {
				entries = append(entries, baseEntry{pose: d.grid.m.Layout.Pose(hu), path: hexPath, stand: 1, standPath: hexPath,
					used: unitUsed, hasUsed: hasUnitUsed, onHex: true})
			}
		}
	}
	if hasAt {
		atPath := tomlpos.Key(n.path, "at")
		x, y, okAt := n.pair("at", true, "the first base's centre [x, y] in cm")
		count := int64(1)
		if n.has("count") {
			if c, ok := n.integer("count", false, "the number of bases"); ok {
				if c < 1 || c > MaxBasesPerUnit {
					d.ps.At(tomlpos.Key(n.path, "count"), "expected 1 to %d bases, got %d", MaxBasesPerUnit, c)
					okAt = false
				}
				count = c
			} else {
				okAt = false
			}
		}
		if count > 1 && u.Formation != "" && u.Formation != "line" && u.Formation != "column" {
			d.ps.At(tomlpos.Key(n.path, "formation"), "the placement shorthand lays bases in \"line\" or \"column\", got %q (give [[army.unit.bases]] entries instead)", u.Formation)
			okAt = false
		}
		if okAt && sizeOK {
			for k, pose := range layOut(geom.V(x, y), facing, w, dep, int(count), u.Formation == "column") {
				entries = append(entries, baseEntry{pose: pose, path: atPath, stand: k + 1, standPath: atPath, used: unitUsed, hasUsed: hasUnitUsed})
			}
		}
	} else {
		if n.has("count") {
			d.ps.At(tomlpos.Key(n.path, "count"), "count needs at = [x, y] (placement shorthand)")
		}
	}
	if hasBases {
		tables := n.tables("bases", true, "[[army.unit.bases]] tables with x, y and facing")
		if len(tables) > MaxBasesPerUnit {
			d.ps.At(tomlpos.Key(n.path, "bases"), "expected at most %d bases, got %d", MaxBasesPerUnit, len(tables))
			tables = tables[:MaxBasesPerUnit]
		}
		if isEmptyArray(n.m["bases"]) && !d.positioned {
			d.ps.At(tomlpos.Key(n.path, "bases"), "unit has no bases: expected at least one [[army.unit.bases]] entry (a unit that has lost them all needs a [position] section)")
		}
		stand := len(entries) // after the shorthand's, when both are (wrongly) given
		for _, e := range tables {
			e.expect("x", "y", "facing")
			if d.positioned {
				e.expect("n", "used", "angle")
			}
			x, okX := e.num("x", true, "the base centre's x in cm")
			y, okY := e.num("y", true, "the base centre's y in cm")
			f, okF := facing, true
			if e.has("facing") {
				f, okF = e.num("facing", false, "a compass bearing in degrees")
			}
			angle, okA := d.angle(e, f, okF)
			var standPath string
			stand, standPath = d.stand(e, stand)
			used, hasUsed := d.used(e)
			if !hasUsed && hasUnitUsed {
				used, hasUsed = unitUsed, true
			}
			e.done()
			if okX && okY && okF && okA && sizeOK {
				entries = append(entries, baseEntry{pose: geom.Pose{Pos: geom.V(x, y), Facing: angle}, path: e.path,
					stand: stand, standPath: standPath, used: used, hasUsed: hasUsed})
			}
		}
	}
	n.done()

	if have := len(d.sc.State.Table.Bases); have+len(entries) > MaxBases {
		if !d.tooMany {
			d.ps.At(n.path, "too many bases: the scenario may have at most %d, this unit brings it to %d", MaxBases, have+len(entries))
		}
		d.tooMany = true
		entries = nil
	}
	seenStand := map[int]string{}
	for _, e := range entries {
		if first, dup := seenStand[e.stand]; dup {
			d.ps.At(e.standPath, "stand %d of unit %q is given twice (first at %s, line %d)", e.stand, u.ID, first, d.ps.Pos.Find(first).Line)
			continue
		}
		seenStand[e.stand] = e.standPath
		b := table.Base{
			ID:    fmt.Sprintf("%s.%d", u.ID, e.stand),
			Unit:  u.ID,
			Side:  side,
			Shape: geom.Rect{Center: e.pose.Pos, Facing: e.pose.Facing, Width: w, Depth: dep},
			Round: round,
		}
		u.Bases = append(u.Bases, b.ID)
		if e.hasUsed {
			d.setUsed(b.ID, e.used)
		}
		d.bases = append(d.bases, placed{b, e.path, e.onHex})
		d.sc.State.Table.Bases = append(d.sc.State.Table.Bases, b)
	}
	if u.Bases == nil && gone {
		u.Bases = []string{} // as a battle leaves a unit that lost them all
	}
	d.sc.State.Units = append(d.sc.State.Units, u)
}

// baseEntry is one base of a unit as decoded: its pose, the key path it
// came from, its stand number (the n of its id "<unit>.<n>", and where
// that was given) and, in a position, how far it has moved.
type baseEntry struct {
	pose      geom.Pose
	path      string
	stand     int
	standPath string
	used      float64
	hasUsed   bool
	onHex     bool // placed by hex = ... (hexes.go)
}

// layOut is the placement shorthand: count bases of frontage w and depth dep
// facing bearing (degrees), the first centred at at, the others edge to edge
// to its right as it faces (a line) or behind it (a column).
func layOut(at geom.Vec, bearing, w, dep float64, count int, column bool) []geom.Pose {
	facing := geom.NormAngle(geom.FromBearing(bearing))
	r := geom.Rect{Center: at, Facing: facing, Width: w, Depth: dep}
	step := r.RightDir().Scale(w)
	if column {
		step = r.Forward().Scale(-dep)
	}
	poses := make([]geom.Pose, count)
	for k := range poses {
		poses[k] = geom.Pose{Pos: at.Add(step.Scale(float64(k))), Facing: facing}
	}
	return poses
}

// checkBases reports bases off the table and pairs of square bases that
// overlap. Two counters placed on the hex map (hex = ...) are never
// compared: on a hex map, counters share hexes (a leader on its unit's
// hex, a stack of two units) and whether a stack is legal is the ruleset's
// stacking rule (rules/hex: ordered stacks; M&P §7.7), not geometry. A base
// given in cm on a hex map is still checked against every other.
func (d *decoder) checkBases() {
	for _, p := range d.bases {
		if d.width == 0 {
			break
		}
		bb := p.base.Shape.Bounds()
		if p.base.Round {
			bb = p.base.Disc().Bounds()
		}
		if bb.Min.X < -EdgeSlack || bb.Min.Y < -EdgeSlack || bb.Max.X > d.width+EdgeSlack || bb.Max.Y > d.height+EdgeSlack {
			d.ps.At(p.path, "base %s at (%g, %g) is off the %g × %g cm table", p.base.ID,
				round3(p.base.Shape.Center.X), round3(p.base.Shape.Center.Y), d.width, d.height)
		}
	}
	// Sweep along x so that far bases are never compared.
	var sq []placed
	for _, p := range d.bases {
		if !p.base.Round {
			sq = append(sq, p)
		}
	}
	sort.SliceStable(sq, func(i, j int) bool {
		return sq[i].base.Shape.Bounds().Min.X < sq[j].base.Shape.Bounds().Min.X
	})
	for i := range sq {
		bi := sq[i].base.Shape.Bounds()
		for j := i + 1; j < len(sq); j++ {
			bj := sq[j].base.Shape.Bounds()
			if bj.Min.X > bi.Max.X {
				break
			}
			if !bi.Overlaps(bj, 0) || (sq[i].onHex && sq[j].onHex) {
				continue
			}
			depth := geom.Penetration(sq[i].base.Shape.Polygon(), sq[j].base.Shape.Polygon())
			if depth > OverlapSlack {
				first, second := sq[i], sq[j]
				if d.ps.Pos.Find(second.path).Line < d.ps.Pos.Find(first.path).Line {
					first, second = second, first
				}
				d.ps.At(second.path, "base %s overlaps base %s (%s, line %d) by %g cm", second.base.ID,
					first.base.ID, first.path, d.ps.Pos.Find(first.path).Line, round3(depth))
			}
		}
	}
}

// round3 rounds to a hundredth of a millimetre for messages.
func round3(v float64) float64 { return math.Round(v*1000) / 1000 }

// isEmptyArray reports whether v is an empty TOML array.
func isEmptyArray(v any) bool {
	a, ok := v.([]any)
	return ok && len(a) == 0
}

// settingsText gives the ruleset its settings as text: strings as they are,
// numbers in their shortest form, booleans as true/false. Anything else
// (arrays, tables, dates) is a problem here, where its line is known.
func settingsText(set *node) map[string]string {
	out := make(map[string]string, len(set.m))
	for k, v := range set.m {
		switch x := v.(type) {
		case string:
			out[k] = x
		case int64:
			out[k] = strconv.FormatInt(x, 10)
		case float64:
			out[k] = strconv.FormatFloat(x, 'g', -1, 64)
		case bool:
			out[k] = strconv.FormatBool(x)
		default:
			set.ps.At(tomlpos.Key(set.path, k), "expected a string, a number or true/false, got %s", typeName(v))
		}
	}
	return out
}
