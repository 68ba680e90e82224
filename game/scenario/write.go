package scenario

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/table"
	"plateau/rules/tomlpos"
)

// WritePosition writes the state as a scenario with a [position] section
// (position.go): parsed again and resumed by its ruleset, it gives back the
// same state, hash for hash, so that a battle can be saved as a puzzle, a
// practice set-up or a bug report and started from there. Every length is
// written in its shortest exact form, every base explicitly, with its stand
// number and its exact angle beside its compass bearing.
//
// A hex map (Table.Hexes) is written as its [hexes] section, and a unit
// whose one base stands exactly where a counter on its hexes would (what
// hex = ... decodes to: hex.Layout.Pose, bit for bit) as hex and vertex;
// any other base, moved off the grid in cm by a free-base ruleset, is
// written in cm like every base.
//
// A state it cannot write exactly is refused with the reason: a hex map
// hex.Spec.Build refuses, bases of one unit of different sizes, a base id that is not "<unit>.<n>", a unit
// listed out of its army's order or a table whose bases are not listed in
// the order of their units (the decoder rebuilds that order).
func WritePosition(st *rules.State, title, description string) ([]byte, error) {
	if err := writable(st); err != nil {
		return nil, fmt.Errorf("scenario: the battle cannot be written as a position: %w", err)
	}
	var w strings.Builder
	side := "?"
	if st.Active >= 0 && st.Active < len(st.Sides) {
		side = st.Sides[st.Active].Name
	}
	fmt.Fprintf(&w, "# A position written by Plateau: turn %d, %s to play, phase %s.\n", st.Turn, TOMLString(side), TOMLString(st.Phase))
	w.WriteString("# Check it with `plateau check FILE`; play it with `plateau -scenario FILE`.\n\n")
	writeBattlefield(&w, st, title, description, true)
	fmt.Fprintf(&w, "\n[position]\nturn = %d\nside = %s\nphase = %s\n", st.Turn, TOMLString(st.Sides[st.Active].ID), TOMLString(st.Phase))
	if len(st.Counters) > 0 {
		fmt.Fprintf(&w, "counters = %s\n", ints(st.Counters))
	}
	if ids := tableOrder(st); ids != nil {
		quoted := make([]string, len(ids))
		for i, id := range ids {
			quoted[i] = TOMLString(id)
		}
		fmt.Fprintf(&w, "order = [%s]\n", strings.Join(quoted, ", "))
	}
	return []byte(w.String()), nil
}

// WriteScenario writes the state as a scenario to start a battle from (no
// [position]): its settings, table, terrain, hex map and armies, every
// base where it stands, for a state no battle has touched (the armies
// built and deployed in the program, package game/army). It refuses what
// WritePosition refuses, and a state a battle has marked (a phase,
// statuses, distances moved), which only a position keeps.
func WriteScenario(st *rules.State, title, description string) ([]byte, error) {
	err := writable(st)
	switch {
	case err != nil:
	case st.Phase != "" || len(st.Counters) > 0 || len(st.Used) > 0:
		err = fmt.Errorf("the battle has begun (phase %q): write it as a position", st.Phase)
	case tableOrder(st) != nil:
		err = fmt.Errorf("the table's bases are not in the order of their units")
	}
	for i := 0; err == nil && i < len(st.Units); i++ {
		u := &st.Units[i]
		if len(u.Status) > 0 {
			err = fmt.Errorf("unit %s has statuses, which only a position keeps", u.ID)
		}
		for k, id := range u.Bases {
			if err == nil && id != fmt.Sprintf("%s.%d", u.ID, k+1) {
				err = fmt.Errorf("unit %s's stand %s is not its %s: a lost stand is kept only by a position", u.ID, id, rules.Ordinal(k+1))
			}
		}
	}
	if err != nil {
		return nil, fmt.Errorf("scenario: the battle cannot be written as a scenario: %w", err)
	}
	var w strings.Builder
	w.WriteString("# A scenario written by Plateau.\n")
	w.WriteString("# Check it with `plateau check FILE`; play it with `plateau -scenario FILE`.\n\n")
	writeBattlefield(&w, st, title, description, false)
	return []byte(w.String()), nil
}

// writeBattlefield writes what a scenario and a position share: the title,
// the ruleset, the settings, the table with its terrain and hex map, and
// the armies with their units (and what a battle marked on them:
// statuses and distances moved).
//
// A position numbers every base (its stand, since stands are lost) and
// gives its exact angle; a scenario lists its units' bases in stand order
// and gives their bearings alone, as a person writes them.
func writeBattlefield(w *strings.Builder, st *rules.State, title, description string, position bool) {
	fmt.Fprintf(w, "title = %s\n", TOMLString(title))
	if description != "" {
		fmt.Fprintf(w, "description = %s\n", TOMLString(description))
	}
	fmt.Fprintf(w, "ruleset = %s\n", TOMLString(st.Ruleset))
	if len(st.Settings) > 0 {
		w.WriteString("\n[settings]\n")
		for _, k := range slices.Sorted(maps.Keys(st.Settings)) {
			fmt.Fprintf(w, "%s = %s\n", key(k), TOMLString(st.Settings[k]))
		}
	}
	fmt.Fprintf(w, "\n[table]\nwidth = %s\nheight = %s\n", TOMLNumber(st.Table.Width), TOMLNumber(st.Table.Height))
	for _, f := range st.Table.Features {
		fmt.Fprintf(w, "\n[[terrain]]\nid = %s\nkind = %s\n", TOMLString(f.ID), TOMLString(f.Kind))
		if f.Name != "" {
			fmt.Fprintf(w, "name = %s\n", TOMLString(f.Name))
		}
		if f.Linear() {
			fmt.Fprintf(w, "line = %s\nwidth = %s\n", points(f.Line), TOMLNumber(f.Width))
		} else {
			fmt.Fprintf(w, "polygon = %s\n", points(f.Area))
		}
	}
	grid := writeHexes(w, st)
	for i, sd := range st.Sides {
		fmt.Fprintf(w, "\n[[army]]\nid = %s\nname = %s\ncolour = %s\n", TOMLString(sd.ID), TOMLString(sd.Name), TOMLString(sd.Colour))
		if len(sd.Deployment) > 0 {
			fmt.Fprintf(w, "deployment = %s\n", points(sd.Deployment))
		}
		for _, u := range st.Units {
			if u.Side == i {
				writeUnit(w, st, grid, &u, position)
			}
		}
	}
}

func writeUnit(w *strings.Builder, st *rules.State, grid *hex.Map, u *rules.Unit, position bool) {
	fmt.Fprintf(w, "\n[[army.unit]]\nid = %s\nname = %s\ntype = %s\n", TOMLString(u.ID), TOMLString(u.Name), TOMLString(u.Type))
	if u.Formation != "" {
		fmt.Fprintf(w, "formation = %s\n", TOMLString(u.Formation))
	}
	if len(u.Profile) > 0 {
		parts := make([]string, 0, len(u.Profile))
		for _, k := range slices.Sorted(maps.Keys(u.Profile)) {
			parts = append(parts, key(k)+" = "+TOMLNumber(u.Profile[k]))
		}
		fmt.Fprintf(w, "profile = { %s }\n", strings.Join(parts, ", "))
	}
	if len(u.Status) > 0 {
		fmt.Fprintf(w, "status = %s\n", ints(u.Status))
	}
	if len(u.Bases) == 0 {
		w.WriteString("bases = []\n")
		return
	}
	first, _ := st.Base(u.Bases[0])
	if c, ok := hexCounter(st, grid, u); ok {
		writeCounter(w, st, first, c)
		return
	}
	fmt.Fprintf(w, "base = [%s, %s]\n", TOMLNumber(first.Shape.Width), TOMLNumber(first.Shape.Depth))
	if first.Round {
		w.WriteString("round = true\n")
	}
	for _, id := range u.Bases {
		b, _ := st.Base(id)
		if !position {
			fmt.Fprintf(w, "[[army.unit.bases]]\nx = %s\ny = %s\nfacing = %s\n",
				TOMLNumber(b.Shape.Center.X), TOMLNumber(b.Shape.Center.Y), TOMLNumber(geom.Bearing(b.Shape.Facing)))
			continue
		}
		n, _ := strconv.Atoi(strings.TrimPrefix(id, u.ID+"."))
		fmt.Fprintf(w, "[[army.unit.bases]]\nn = %d\nx = %s\ny = %s\nfacing = %s\nangle = %s\n",
			n, TOMLNumber(b.Shape.Center.X), TOMLNumber(b.Shape.Center.Y), TOMLNumber(geom.Bearing(b.Shape.Facing)), TOMLNumber(b.Shape.Facing))
		if v := st.Used[id]; v != 0 {
			fmt.Fprintf(w, "used = %s\n", TOMLNumber(v))
		}
	}
}

// writable is why st cannot be written so that it decodes back to itself,
// nil if it can.
func writable(st *rules.State) error {
	if st.Active < 0 || st.Active >= len(st.Sides) {
		return fmt.Errorf("the side to play (%d) is not one of the %d armies", st.Active, len(st.Sides))
	}
	if s := st.Table.Hexes; s != nil {
		if _, err := s.Build(hex.Flags{}); err != nil {
			return fmt.Errorf("the hex map: %w", err)
		}
		for i, e := range s.Edges {
			if e != "" && i >= len(st.Sides) {
				return fmt.Errorf("the hex map gives a map edge to side %d of %d", i+1, len(st.Sides))
			}
		}
	}
	var order []string // the bases in the order the decoder lays them
	last := 0
	for _, u := range st.Units {
		if u.Side < last || u.Side >= len(st.Sides) {
			return fmt.Errorf("unit %s is listed out of its army's order", u.ID)
		}
		last = u.Side
		first, ok := st.Base(firstOr(u.Bases))
		for _, id := range u.Bases {
			b, found := st.Base(id)
			switch {
			case !found:
				return fmt.Errorf("unit %s's base %s is not on the table", u.ID, id)
			case b.Unit != u.ID || b.Side != u.Side:
				return fmt.Errorf("base %s is listed by unit %s but belongs to %s", id, u.ID, b.Unit)
			case !ok || b.Shape.Width != first.Shape.Width || b.Shape.Depth != first.Shape.Depth || b.Round != first.Round:
				return fmt.Errorf("unit %s has bases of different sizes", u.ID)
			}
			n, err := strconv.Atoi(strings.TrimPrefix(id, u.ID+"."))
			if err != nil || n < 1 || n > MaxBasesPerUnit || id != fmt.Sprintf("%s.%d", u.ID, n) {
				return fmt.Errorf("base id %q is not %s.<stand number>", id, u.ID)
			}
			order = append(order, id)
		}
	}
	if len(order) != len(st.Table.Bases) {
		return fmt.Errorf("the table has %d bases, its units %d", len(st.Table.Bases), len(order))
	}
	return nil
}

// tableOrder is the table's base ids when they are not in the order the
// decoder lays them (the units', in file order), else nil.
func tableOrder(st *rules.State) []string {
	k := 0
	same := true
	for _, u := range st.Units {
		for _, id := range u.Bases {
			same = same && k < len(st.Table.Bases) && st.Table.Bases[k].ID == id
			k++
		}
	}
	if same {
		return nil
	}
	ids := make([]string, len(st.Table.Bases))
	for i, b := range st.Table.Bases {
		ids[i] = b.ID
	}
	return ids
}

func firstOr(ids []string) string {
	if len(ids) == 0 {
		return ""
	}
	return ids[0]
}

// TOMLNumber is v in TOML: its shortest exact decimal form, which the
// decoder reads back to the same float64 (−0 too). Writers of scenarios
// (WritePosition, scenariogen) share it.
func TOMLNumber(v float64) string {
	if v == 0 && math.Signbit(v) {
		return "-0.0"
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

func points(pts []geom.Vec) string {
	parts := make([]string, len(pts))
	for i, p := range pts {
		parts[i] = "[" + TOMLNumber(p.X) + ", " + TOMLNumber(p.Y) + "]"
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func ints(m map[string]int) string {
	parts := make([]string, 0, len(m))
	for _, k := range slices.Sorted(maps.Keys(m)) {
		parts = append(parts, key(k)+" = "+strconv.Itoa(m[k]))
	}
	return "{ " + strings.Join(parts, ", ") + " }"
}

func key(k string) string {
	if tomlpos.BareKey(k) {
		return k
	}
	return TOMLString(k)
}

// TOMLString is s as a TOML basic string: Go's quoting would write
// escapes (\x, \a, \v) that TOML does not have.
func TOMLString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\u%04X`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// writeHexes writes the [hexes] section of st's hex map, if it has one,
// and returns the map (nil without one; writable has checked it builds).
// Runs of hexes with the same terrain and of hexsides with the same
// feature and slope are written as one entry each, in the spec's order,
// so that decoding gives the spec back entry for entry; a slope's pair is
// written high hex first.
func writeHexes(w *strings.Builder, st *rules.State) *hex.Map {
	s := st.Table.Hexes
	if s == nil {
		return nil
	}
	m, err := s.Build(hex.Flags{})
	if err != nil {
		return nil
	}
	fmt.Fprintf(w, "\n[hexes]\norientation = %s\nsize = %s\norigin = [%s, %s]\ncols = %d\nrows = %d\nparity = %s\n",
		TOMLString(s.Orientation), TOMLNumber(s.Size), TOMLNumber(s.Origin.X), TOMLNumber(s.Origin.Y), s.Cols, s.Rows, TOMLString(s.Parity))
	if s.ColBase != 0 {
		fmt.Fprintf(w, "first-column = %d\n", s.ColBase)
	}
	if s.RowBase != 0 {
		fmt.Fprintf(w, "first-row = %d\n", s.RowBase)
	}
	if s.ChartsFile != "" {
		// The same file by the same name: a written position is read
		// beside it (files.go).
		fmt.Fprintf(w, "charts = %s\n", TOMLString(s.ChartsFile))
	}
	var edges []string
	for i, e := range s.Edges {
		if e != "" {
			edges = append(edges, key(st.Sides[i].ID)+" = "+TOMLString(e))
		}
	}
	if len(edges) > 0 {
		fmt.Fprintf(w, "edges = { %s }\n", strings.Join(edges, ", "))
	}
	for i := 0; i < len(s.Hexes); {
		j, h := i, s.Hexes[i]
		var at []string
		for ; j < len(s.Hexes) && s.Hexes[j].Kind == h.Kind && s.Hexes[j].Elevation == h.Elevation; j++ {
			at = append(at, TOMLString(s.Hexes[j].At))
		}
		fmt.Fprintf(w, "\n[[hexes.terrain]]\nkind = %s\n", TOMLString(h.Kind))
		if h.Elevation != 0 {
			fmt.Fprintf(w, "elevation = %d\n", h.Elevation)
		}
		fmt.Fprintf(w, "at = %s\n", wrapList(at, 10))
		i = j
	}
	for i := 0; i < len(s.Sides); {
		j, sd := i, s.Sides[i]
		var pairs []string
		for ; j < len(s.Sides) && s.Sides[j].Kind == sd.Kind && s.Sides[j].Slope == sd.Slope; j++ {
			a, b := s.Sides[j].A, s.Sides[j].B
			if s.Sides[j].Slope != "" && s.Sides[j].High == b {
				a, b = b, a
			}
			pairs = append(pairs, "["+TOMLString(a)+", "+TOMLString(b)+"]")
		}
		w.WriteString("\n[[hexes.hexside]]\n")
		if sd.Kind != "" {
			fmt.Fprintf(w, "kind = %s\n", TOMLString(sd.Kind))
		}
		if sd.Slope != "" {
			fmt.Fprintf(w, "slope = %s\n", TOMLString(sd.Slope))
		}
		fmt.Fprintf(w, "between = %s\n", wrapList(pairs, 5))
		i = j
	}
	return m
}

// wrapList is a TOML array of the items, per to a line.
func wrapList(items []string, per int) string {
	if len(items) <= per {
		return "[" + strings.Join(items, ", ") + "]"
	}
	var b strings.Builder
	b.WriteString("[\n")
	for i := 0; i < len(items); i += per {
		b.WriteString("  " + strings.Join(items[i:min(i+per, len(items))], ", ") + ",\n")
	}
	b.WriteString("]")
	return b.String()
}

// counterPlace is a unit's counter as hex = ... writes it.
type counterPlace struct {
	hexes  []string // one label, or two: L and R (a Column: tail and head)
	vertex int      // -1 for a Column, which gives none
	// size is set when the base's size is not the one the decoder gives
	// a counter of that shape (hex.CounterSize), or the base is round.
	size bool
}

// hexCounter is how u is written as a counter on the hex map m: ok when
// its one base, numbered 1, stands bit for bit where hex.Layout.Pose puts
// a counter on hexes of the map, so that hex = ... decodes to the same
// base. A unit whose formation is "column" can only be a 2-hex Column.
func hexCounter(st *rules.State, m *hex.Map, u *rules.Unit) (counterPlace, bool) {
	if m == nil || len(u.Bases) != 1 || u.Bases[0] != u.ID+".1" {
		return counterPlace{}, false
	}
	b, ok := st.Base(u.Bases[0])
	if !ok {
		return counterPlace{}, false
	}
	l := m.Layout
	pose := geom.Pose{Pos: b.Shape.Center, Facing: b.Shape.Facing}
	column := u.Formation == "column"
	exact := func(hu hex.Unit) bool {
		p := l.Pose(hu)
		return math.Float64bits(p.Pos.X) == math.Float64bits(pose.Pos.X) && math.Float64bits(p.Pos.Y) == math.Float64bits(pose.Pos.Y) &&
			math.Float64bits(p.Facing) == math.Float64bits(pose.Facing) && m.Contains(hu.L) && m.Contains(hu.R)
	}
	for _, two := range []bool{false, true} {
		if column && !two {
			continue
		}
		hu, ok := l.UnitAt(pose, two, column && two)
		if !ok || !exact(hu) {
			continue
		}
		c := counterPlace{hexes: []string{m.Label(hu.L)}, vertex: int(hu.F)}
		if two {
			c.hexes = append(c.hexes, m.Label(hu.R))
		}
		if hu.Column {
			c.vertex = -1
		}
		wd, dp := hex.CounterSize(st.Table.Hexes.Size, hu.Two, hu.Column)
		c.size = b.Round || math.Float64bits(wd) != math.Float64bits(b.Shape.Width) || math.Float64bits(dp) != math.Float64bits(b.Shape.Depth)
		return c, true
	}
	return counterPlace{}, false
}

// writeCounter writes the placement of a counter on the hex map.
func writeCounter(w *strings.Builder, st *rules.State, b *table.Base, c counterPlace) {
	if len(c.hexes) == 1 {
		fmt.Fprintf(w, "hex = %s\n", TOMLString(c.hexes[0]))
	} else {
		fmt.Fprintf(w, "hex = [%s, %s]\n", TOMLString(c.hexes[0]), TOMLString(c.hexes[1]))
	}
	if c.vertex >= 0 {
		fmt.Fprintf(w, "vertex = %d\n", c.vertex)
	}
	if c.size {
		fmt.Fprintf(w, "base = [%s, %s]\n", TOMLNumber(b.Shape.Width), TOMLNumber(b.Shape.Depth))
	}
	if b.Round {
		w.WriteString("round = true\n")
	}
	if v := st.Used[b.ID]; v != 0 {
		fmt.Fprintf(w, "used = %s\n", TOMLNumber(v))
	}
}
