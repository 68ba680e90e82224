package scenariogen

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/bloodblades"
	"plateau/rules/geom"
	"plateau/rules/table"
	"plateau/rules/warmaster"
)

// Gap is how far (cm) the far units begin beyond the right edge of the
// sample's table: more than anything the rulesets reach from a base on
// it (WME's longest command range, a General's 100 cm, consts.go; a
// flyer's 100 cm pace [L2109]; 60 cm of sight [L331]; BnB's moves and
// missiles of a few MU), with a commander standing on the edge.
const Gap = 300.0

// Spacing is the room (cm) left between two generated units, and between
// a generated unit and the band it stands in: twice the 1 cm WME gives
// between units that do not touch, so that none of them is in contact,
// a group (BnB G19) or in formation with another.
const Spacing = 2.0

// SideSeparation is the least distance (cm) between two armies' bands of
// far units: past WME's 20 cm initiative distance and any charge's or
// ZoC's reach between the far units themselves. Bands closer than that
// are put one beyond the other along the table instead.
const SideSeparation = 40.0

// CrowdDensity is how many bases a square centimetre of a battle holds
// in Spread: a club game of Warmaster, 150 to 250 bases on the common
// 180 × 120 cm table (issue 10), 200 there.
const CrowdDensity = 200.0 / (180 * 120)

// CrowdWidth is how wide (cm) the part of the table is that Spread
// spreads a battle of n bases on sc over, from the left edge, the whole
// height of sc's table: as wide as n bases at CrowdDensity need, and at
// least sc's own table. Far's table is never narrower.
func CrowdWidth(sc *scenario.Scenario, n int) float64 {
	t := &sc.State.Table
	return math.Max(t.Width, math.Ceil(float64(n)/(CrowdDensity*t.Height)))
}

// Prefix starts the id of every generated unit: Prefix + army id + "-" +
// a number from 1.
const Prefix = "gen-"

// IsGenerated reports whether unitID names a unit Far added.
func IsGenerated(unitID string) bool { return strings.HasPrefix(unitID, Prefix) }

// Generated lists the ids of s's generated units, in state order.
func Generated(s *rules.State) []string {
	var out []string
	for i := range s.Units {
		if IsGenerated(s.Units[i].ID) {
			out = append(out, s.Units[i].ID)
		}
	}
	return out
}

// dropSettings are the settings Far removes, by ruleset, each with why.
var dropSettings = map[string][]string{
	// The army-list check (selection.go) holds each army to a 1000-point
	// list's limits; a battle of 1600 bases is no such army. It is read
	// only by Setup.
	warmaster.ID: {warmaster.SettingArmyLists},
}

// extraProfile are the profile values Far gives every generated unit, by
// ruleset: for WME main = 0, so that the far units do not count toward
// the army's break point (A17, endgame.go) and the sample's armies break
// when they did.
var extraProfile = map[string]map[string]float64{
	warmaster.ID: {warmaster.KeyMain: 0},
}

// template is one of the sample's units a generated unit copies.
type template struct {
	unit  *rules.Unit
	bases []geom.Rect // its bases, as deployed
}

// usable reports whether u can be copied any number of times and left
// alone: a unit of square bases that is no commander (WME, [L2672]), no
// C-in-C (BnB [L701]), carries no magic item (each once per army,
// items.go) and does not move of itself (BnB's impetuous troops,
// [L1766-1773]: far, they would still advance every period).
func usable(s *rules.State, u *rules.Unit) bool {
	if len(u.Bases) == 0 || warmaster.IsCommander(u.Type) || u.Profile["cinc"] != 0 {
		return false
	}
	if s.Ruleset == bloodblades.ID {
		if t, err := bloodblades.ParseTroop(u.Type); err != nil || bloodblades.Impetuous(t) {
			return false
		}
	}
	for k := range u.Profile {
		if strings.HasPrefix(k, "item-") || strings.HasPrefix(k, "mount-") {
			return false
		}
	}
	for _, id := range u.Bases {
		if b, ok := s.Base(id); !ok || b.Round {
			return false
		}
	}
	return true
}

// placedUnit is a generated unit: its template and its bases' poses.
type placedUnit struct {
	id    string
	tpl   *template
	poses []geom.Rect
}

// Far is sc with units added, each army's in turn, until the battle has
// exactly n bases: copies of the army's own units (the ones usable
// copies), in columns on the table widened by Gap and the far units'
// room (at least CrowdWidth), each army's in its band of the table (its deployment zone's
// rows, or its half of the table less SideSeparation). For WME the
// army-list check is dropped and the copies are not main units (see
// dropSettings, extraProfile). n must be at least the sample's bases and
// at most scenario.MaxBases; n equal to the sample's is the sample's text
// unchanged but for its name.
func Far(sc *scenario.Scenario, n int) (*scenario.Scenario, error) {
	s := &sc.State
	have := len(s.Table.Bases)
	if n < have || n > scenario.MaxBases {
		return nil, fmt.Errorf("scenariogen: %s has %d bases: want %d to %d, got %d", sc.Name, have, have, scenario.MaxBases, n)
	}
	extra := n - have
	ns := len(s.Sides)
	if ns == 0 {
		return nil, fmt.Errorf("scenariogen: %s has no army", sc.Name)
	}
	tpls := make([][]template, ns)
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side < 0 || u.Side >= ns || !usable(s, u) {
			continue
		}
		t := template{unit: u}
		for _, id := range u.Bases {
			b, _ := s.Base(id)
			t.bases = append(t.bases, b.Shape)
		}
		tpls[u.Side] = append(tpls[u.Side], t)
	}
	units := make([][]placedUnit, ns)
	for side := range ns {
		want := extra / ns
		if side < extra%ns {
			want++
		}
		if want > 0 && len(tpls[side]) == 0 {
			return nil, fmt.Errorf("scenariogen: %s: army %s has no unit to copy", sc.Name, s.Sides[side].ID)
		}
		for k := 0; want > 0; k++ {
			t := &tpls[side][k%len(tpls[side])]
			c := min(len(t.bases), want)
			units[side] = append(units[side], placedUnit{id: fmt.Sprintf("%s%s-%d", Prefix, s.Sides[side].ID, k+1), tpl: t, poses: slices.Clone(t.bases[:c])})
			want -= c
		}
	}
	width, err := layOut(s, units)
	if err != nil {
		return nil, fmt.Errorf("scenariogen: %s: %w", sc.Name, err)
	}
	if extra > 0 {
		width = math.Max(width, CrowdWidth(sc, n))
	}
	text, err := edit(sc, width, units)
	if err != nil {
		return nil, fmt.Errorf("scenariogen: %s: %w", sc.Name, err)
	}
	name := fmt.Sprintf("generated:%s-%d.toml", strings.TrimSuffix(strings.TrimPrefix(sc.Name, scenario.EmbeddedPrefix), ".toml"), n)
	out, err := scenario.ParseWithFiles(name, []byte(text), sc.Files)
	if err != nil {
		return nil, fmt.Errorf("scenariogen: the generated %s does not decode: %w", name, err)
	}
	if err := same(sc, out, n, width); err != nil {
		return nil, fmt.Errorf("scenariogen: the generated %s: %w", name, err)
	}
	return out, nil
}

// band is the rows (y, cm) side's far units stand in: its deployment
// zone's, or its half of the table (by where its bases are) less half of
// SideSeparation.
func band(s *rules.State, side int) (lo, hi float64) {
	h := s.Table.Height
	if d := s.Sides[side].Deployment; len(d) >= 3 {
		bb := geom.BoundsOf(d...)
		return math.Max(0, bb.Min.Y), math.Min(h, bb.Max.Y)
	}
	var sum float64
	var k int
	for _, b := range s.Table.Bases {
		if b.Side == side {
			sum += b.Shape.Center.Y
			k++
		}
	}
	if k > 0 && sum/float64(k) > h/2 {
		return h/2 + SideSeparation/2, h
	}
	return 0, h/2 - SideSeparation/2
}

// layOut places every generated unit, in columns from Gap beyond the
// table's right edge: in its army's band, top to bottom, a new column
// when the band is full. It returns the width of the widened table.
func layOut(s *rules.State, units [][]placedUnit) (float64, error) {
	x0 := s.Table.Width + Gap
	right := s.Table.Width
	type span struct{ lo, hi, x0, x1 float64 }
	var done []span
	for side := range units {
		if len(units[side]) == 0 {
			continue
		}
		lo, hi := band(s, side)
		lo, hi = lo+Spacing/2, hi-Spacing/2
		start := x0
		for _, d := range done { // an army whose band is near another's goes beyond it
			if lo < d.hi+SideSeparation && d.lo < hi+SideSeparation {
				start = math.Max(start, d.x1+Gap)
			}
		}
		x, y, colW := start, lo, 0.0
		for i := range units[side] {
			u := &units[side][i]
			bb := footprint(u.poses)
			w, h := bb.Max.X-bb.Min.X, bb.Max.Y-bb.Min.Y
			if h > hi-lo {
				return 0, fmt.Errorf("army %s's band of the table, y %g to %g, cannot hold unit %s (%g cm deep)",
					s.Sides[side].ID, lo, hi, u.tpl.unit.ID, h)
			}
			if y+h > hi {
				x, y, colW = x+colW+Spacing, lo, 0
			}
			shift := geom.V(x-bb.Min.X, y-bb.Min.Y)
			for k := range u.poses {
				u.poses[k].Center = u.poses[k].Center.Add(shift)
			}
			y += h + Spacing
			colW = math.Max(colW, w)
		}
		done = append(done, span{lo, hi, start, x + colW})
		right = math.Max(right, x+colW+Spacing)
	}
	return math.Ceil(right), nil
}

// footprint is the box holding rs.
func footprint(rs []geom.Rect) geom.AABB {
	bb := rs[0].Bounds()
	for _, r := range rs[1:] {
		bb = bb.Union(r.Bounds())
	}
	return bb
}

var (
	armyHeader  = regexp.MustCompile(`(?m)^[ \t]*\[\[[ \t]*army[ \t]*\]\][ \t]*(#.*)?$`)
	tableHeader = regexp.MustCompile(`(?m)^[ \t]*\[[ \t]*table[ \t]*\][ \t]*(#.*)?$`)
	setHeader   = regexp.MustCompile(`(?m)^[ \t]*\[[ \t]*settings[ \t]*\][ \t]*(#.*)?$`)
	anyHeader   = regexp.MustCompile(`(?m)^[ \t]*\[`)
	widthKey    = regexp.MustCompile(`(?m)^([ \t]*width[ \t]*=[ \t]*)[^ \t\r\n#]+`)
)

// section is where the table headed by re starts and ends in text (after
// its header line, to the next header); ok false when there is none.
func section(text string, re *regexp.Regexp) (start, end int, ok bool) {
	loc := re.FindStringIndex(text)
	if loc == nil {
		return 0, 0, false
	}
	start = loc[1]
	end = len(text)
	if next := anyHeader.FindStringIndex(text[start:]); next != nil {
		end = start + next[0]
	}
	return start, end, true
}

// edit is sc's text with the table widened to width, the settings of
// dropSettings removed and units added, each army's after its own.
func edit(sc *scenario.Scenario, width float64, units [][]placedUnit) (string, error) {
	text := string(sc.Source)
	if width != sc.State.Table.Width {
		a, b, ok := section(text, tableHeader)
		if !ok || !widthKey.MatchString(text[a:b]) {
			return "", fmt.Errorf("no [table] width = ... line to widen")
		}
		text = text[:a] + widthKey.ReplaceAllString(text[a:b], "${1}"+scenario.TOMLNumber(width)) + text[b:]
	}
	if drop := dropSettings[sc.State.Ruleset]; len(drop) > 0 && hasGenerated(units) {
		if a, b, ok := section(text, setHeader); ok {
			body := text[a:b]
			for _, k := range drop {
				body = regexp.MustCompile(`(?m)^[ \t]*`+regexp.QuoteMeta(k)+`[ \t]*=[^\n]*\n?`).ReplaceAllString(body, "")
			}
			text = text[:a] + body + text[b:]
		}
	}
	heads := armyHeader.FindAllStringIndex(text, -1)
	if len(heads) != len(sc.State.Sides) {
		return "", fmt.Errorf("found %d [[army]] headers for %d armies", len(heads), len(sc.State.Sides))
	}
	var out strings.Builder
	last := 0
	for side := range units {
		end := len(text)
		if side+1 < len(heads) {
			end = heads[side+1][0]
		}
		out.WriteString(text[last:end])
		if !strings.HasSuffix(text[:end], "\n") {
			out.WriteString("\n")
		}
		for _, u := range units[side] {
			writeUnit(&out, sc.State.Ruleset, u)
		}
		last = end
	}
	return out.String(), nil
}

func hasGenerated(units [][]placedUnit) bool {
	for _, us := range units {
		if len(us) > 0 {
			return true
		}
	}
	return false
}

// writeUnit writes u as an [[army.unit]] with explicit bases.
func writeUnit(w *strings.Builder, ruleset string, u placedUnit) {
	t := u.tpl.unit
	fmt.Fprintf(w, "\n[[army.unit]]\nid = %s\nname = %s\ntype = %s\n", scenario.TOMLString(u.id), scenario.TOMLString(t.Name), scenario.TOMLString(t.Type))
	if t.Formation != "" {
		fmt.Fprintf(w, "formation = %s\n", scenario.TOMLString(t.Formation))
	}
	prof := map[string]float64{}
	for k, v := range t.Profile {
		prof[k] = v
	}
	for k, v := range extraProfile[ruleset] {
		prof[k] = v
	}
	if len(prof) > 0 {
		keys := make([]string, 0, len(prof))
		for k := range prof {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		w.WriteString("profile = {")
		for i, k := range keys {
			if i > 0 {
				w.WriteString(",")
			}
			fmt.Fprintf(w, " %s = %s", scenario.TOMLString(k), scenario.TOMLNumber(prof[k]))
		}
		w.WriteString(" }\n")
	}
	fmt.Fprintf(w, "base = [%s, %s]\n", scenario.TOMLNumber(u.poses[0].Width), scenario.TOMLNumber(u.poses[0].Depth))
	for _, r := range u.poses {
		fmt.Fprintf(w, "\n[[army.unit.bases]]\nx = %s\ny = %s\nfacing = %s\n", scenario.TOMLNumber(r.Center.X), scenario.TOMLNumber(r.Center.Y), scenario.TOMLNumber(geom.Bearing(r.Facing)))
	}
}

// same checks that out is sc with the generated units: n bases, the
// table width wide, the sample's units and bases unchanged and first in
// each army, the generated ones in the armies they were made for.
func same(sc, out *scenario.Scenario, n int, width float64) error {
	a, b := &sc.State, &out.State
	if len(b.Table.Bases) != n {
		return fmt.Errorf("%d bases, want %d", len(b.Table.Bases), n)
	}
	if b.Table.Width != width || b.Table.Height != a.Table.Height || len(b.Table.Features) != len(a.Table.Features) {
		return fmt.Errorf("a %g × %g table with %d features, want %g × %g with %d", b.Table.Width, b.Table.Height,
			len(b.Table.Features), width, a.Table.Height, len(a.Table.Features))
	}
	if len(b.Sides) != len(a.Sides) {
		return fmt.Errorf("%d armies, want %d", len(b.Sides), len(a.Sides))
	}
	var sample []rules.Unit
	for _, u := range b.Units {
		if !IsGenerated(u.ID) {
			sample = append(sample, u)
			continue
		}
		side := strings.TrimPrefix(u.ID, Prefix)
		if u.Side < 0 || !strings.HasPrefix(side, b.Sides[u.Side].ID+"-") {
			return fmt.Errorf("unit %s is in army %d", u.ID, u.Side)
		}
	}
	if len(sample) != len(a.Units) {
		return fmt.Errorf("%d of the sample's units, want %d", len(sample), len(a.Units))
	}
	for i := range sample {
		if sample[i].ID != a.Units[i].ID || sample[i].Side != a.Units[i].Side || !slices.Equal(sample[i].Bases, a.Units[i].Bases) {
			return fmt.Errorf("the sample's unit %d is %s (side %d), want %s (side %d)", i+1, sample[i].ID, sample[i].Side, a.Units[i].ID, a.Units[i].Side)
		}
	}
	want := map[string]table.Base{}
	for _, x := range a.Table.Bases {
		want[x.ID] = x
	}
	for _, x := range b.Table.Bases {
		if w, ok := want[x.ID]; ok && w != x {
			return fmt.Errorf("the sample's base %s moved", x.ID)
		}
	}
	return nil
}
