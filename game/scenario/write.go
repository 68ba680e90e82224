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
	"plateau/rules/tomlpos"
)

// WritePosition writes the state as a scenario with a [position] section
// (position.go): parsed again and resumed by its ruleset, it gives back the
// same state, hash for hash, so that a battle can be saved as a puzzle, a
// practice set-up or a bug report and started from there. Every length is
// written in its shortest exact form, every base explicitly, with its stand
// number and its exact angle beside its compass bearing.
//
// A state it cannot write exactly is refused with the reason: bases of one
// unit of different sizes, a base id that is not "<unit>.<n>", a unit
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
	fmt.Fprintf(&w, "title = %s\n", TOMLString(title))
	if description != "" {
		fmt.Fprintf(&w, "description = %s\n", TOMLString(description))
	}
	fmt.Fprintf(&w, "ruleset = %s\n", TOMLString(st.Ruleset))
	if len(st.Settings) > 0 {
		w.WriteString("\n[settings]\n")
		for _, k := range slices.Sorted(maps.Keys(st.Settings)) {
			fmt.Fprintf(&w, "%s = %s\n", key(k), TOMLString(st.Settings[k]))
		}
	}
	fmt.Fprintf(&w, "\n[table]\nwidth = %s\nheight = %s\n", TOMLNumber(st.Table.Width), TOMLNumber(st.Table.Height))
	for _, f := range st.Table.Features {
		fmt.Fprintf(&w, "\n[[terrain]]\nid = %s\nkind = %s\n", TOMLString(f.ID), TOMLString(f.Kind))
		if f.Name != "" {
			fmt.Fprintf(&w, "name = %s\n", TOMLString(f.Name))
		}
		if f.Linear() {
			fmt.Fprintf(&w, "line = %s\nwidth = %s\n", points(f.Line), TOMLNumber(f.Width))
		} else {
			fmt.Fprintf(&w, "polygon = %s\n", points(f.Area))
		}
	}
	for i, sd := range st.Sides {
		fmt.Fprintf(&w, "\n[[army]]\nid = %s\nname = %s\ncolour = %s\n", TOMLString(sd.ID), TOMLString(sd.Name), TOMLString(sd.Colour))
		if len(sd.Deployment) > 0 {
			fmt.Fprintf(&w, "deployment = %s\n", points(sd.Deployment))
		}
		for _, u := range st.Units {
			if u.Side == i {
				writeUnit(&w, st, &u)
			}
		}
	}
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

func writeUnit(w *strings.Builder, st *rules.State, u *rules.Unit) {
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
	fmt.Fprintf(w, "base = [%s, %s]\n", TOMLNumber(first.Shape.Width), TOMLNumber(first.Shape.Depth))
	if first.Round {
		w.WriteString("round = true\n")
	}
	for _, id := range u.Bases {
		b, _ := st.Base(id)
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
