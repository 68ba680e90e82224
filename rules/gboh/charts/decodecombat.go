package charts

import (
	"slices"
	"strings"

	"plateau/rules/tomlpos"
)

// decodeHits reads the Missile Table's hit numbers (missile.hit: one per
// range from 1 to the weapon's range) and its two-hit cells.
func decodeHits(c *Charts, t *node) {
	if h := t.table("hit", "each weapon's hit number at each range, from 1 hex to its range"); h != nil {
		for _, w := range Weapons {
			a, ok := h.array(w, "the hit numbers of weapon "+w+", one per hex of range")
			if !ok {
				continue
			}
			if r, known := c.ranges[w]; known && len(a) != r {
				h.ps.At(h.key(w), "%d hit numbers for a range of %d hexes: give one per hex of range", len(a), r)
				continue
			}
			for i, v := range a {
				n, ok := intValue(h.ps, tomlpos.Index(h.key(w), i), v, 0, 9, "a hit number (a d10 read 0-9)")
				if ok {
					c.hits[w] = append(c.hits[w], n)
				}
			}
		}
		h.done()
	}
	if h := t.table("two_hits", "when a weapon inflicts 2 hits (weapon = { range, die })"); h != nil {
		for _, w := range h.keys() {
			if !slices.Contains(Weapons, w) {
				h.expect(w)
				h.ps.At(h.key(w), "unknown weapon %q (one of %s)", w, strings.Join(Weapons, ", "))
				continue
			}
			if cell := h.table(w, "{ range = hexes, die = 0-9 }"); cell != nil {
				var th TwoHits
				th.Range, _ = cell.integer("range", 1, MaxRange, "the longest range in hexes")
				th.Die, _ = cell.integer("die", 0, 9, "the highest modified die")
				cell.done()
				c.twoHits[w] = th
			}
		}
		h.done()
	}
}

// decodeCombat reads the superiority, clash, combat and peril tables.
func decodeCombat(c *Charts, top *node) {
	if t := top.table("superiority", "the Superiority Table [L1947-1984]"); t != nil {
		for _, ty := range c.typeList(t, "heavy", "the Types marked + (heavy) [L1510-1512]") {
			c.heavy[ty] = true
		}
		for k, m := range map[string]map[string][]string{"attacker": c.asOver, "defender": c.dsOver} {
			if r := t.table(k, "TYPE = [Types it is superior to]"); r != nil {
				for _, ty := range r.keys() {
					if _, known := c.types[ty]; !known {
						r.expect(ty)
						r.ps.At(r.key(ty), "unknown Type %q (the [types] table lists them)", ty)
						continue
					}
					m[ty] = c.typeList(r, ty, "the Types it is superior to")
				}
				r.done()
			}
		}
		t.done()
	}
	if t := top.table("combat", "the Combat Table [L1998-2017]"); t != nil {
		decodeTable(c, t)
		c.uphill, _ = t.integer("uphill", -9, 9, "the column shift when the defender is higher [L1181-1184]")
		if r := t.table("terrain", "HEX KIND = the column shift for a defender in it [L1181-1184]"); r != nil {
			for _, k := range r.keys() {
				if _, known := c.hexes[k]; !known {
					r.expect(k)
					r.ps.At(r.key(k), "unknown hex kind %q (the Movement Table's kinds)", k)
					continue
				}
				c.terrain[k], _ = r.integer(k, -9, 9, "a column shift")
			}
			r.done()
		}
		t.done()
	}
	if t := top.table("clash", "the Clash of Weapons Table [L1917-1924]: attacker column x defender column"); t != nil {
		for _, att := range Columns() {
			r := t.table(att.Key(), "the row of a "+att.Key()+" attacker")
			if r == nil {
				continue
			}
			for _, def := range Columns() {
				a, ok := r.array(def.Key(), "[front, flank, rear] Combat Table columns")
				if !ok {
					continue
				}
				if len(a) != int(numAspects) {
					r.ps.At(r.key(def.Key()), "%d columns: give 3, [front, flank, rear]", len(a))
					continue
				}
				for i, v := range a {
					n, ok := intValue(r.ps, tomlpos.Index(r.key(def.Key()), i), v, 1, MaxColumns, "a Combat Table column")
					if ok && len(c.table) > 0 && n > len(c.table) {
						r.ps.At(tomlpos.Index(r.key(def.Key()), i), "column %d: the Combat Table has %d", n, len(c.table))
					}
					c.clash[att][def][i] = n
				}
			}
			r.done()
		}
		t.done()
	}
	if t := top.table("pursuit", "the Pursuit Table [L2708-2771]"); t != nil {
		p := &c.pursuit
		p.Stop, _ = t.integer("stop", -1, 9, "the highest modified d10 that stops the pursuit")
		p.Charisma, _ = t.integer("charisma", -3, 3, "the modifier per point of the best Charisma stacked with the pursuer")
		p.Undisciplined, _ = t.integer("undisciplined", -9, 9, "the modifier for a pursuer of an undisciplined army")
		p.Types = map[string]int{}
		if r := t.table("type", "TYPE = the modifier for a pursuer of that Type"); r != nil {
			for _, ty := range r.keys() {
				if _, known := c.types[ty]; !known {
					r.expect(ty)
					r.ps.At(r.key(ty), "unknown Type %q (the [types] table lists them)", ty)
					continue
				}
				p.Types[ty], _ = r.integer(ty, -9, 9, "a die modifier")
			}
			r.done()
		}
		t.done()
	}
	if t := top.table("peril", "the Peril Table [L1905-1915]: bands of d10 + Individual Combat"); t != nil {
		p := &c.peril
		p.Killed, _ = t.integer("killed", -1, 18, "the highest total that kills")
		p.Out, _ = t.integer("out", -1, 18, "the highest total that puts out of action")
		p.Wounded, _ = t.integer("wounded", -1, 18, "the highest total that wounds")
		if p.Killed > p.Out || p.Out > p.Wounded {
			t.ps.At(t.path, "the bands must rise: killed %d ≤ out %d ≤ wounded %d", p.Killed, p.Out, p.Wounded)
		}
		t.done()
	}
}

// decodeTable reads combat.table: one array per column, each of the ten
// [attacker hits, defender hits] pairs for the dice 0 to 9.
func decodeTable(c *Charts, t *node) {
	cols, ok := t.array("table", "one array per column of ten [attacker, defender] pairs, dice 0-9")
	if !ok {
		return
	}
	if len(cols) == 0 || len(cols) > MaxColumns {
		t.ps.At(t.key("table"), "%d columns: give 1 to %d", len(cols), MaxColumns)
		return
	}
	for i, col := range cols {
		path := tomlpos.Index(t.key("table"), i)
		pairs, isArr := col.([]any)
		if !isArr || len(pairs) != CombatDice {
			t.ps.At(path, "a column is ten [attacker, defender] pairs, one per die 0-9")
			continue
		}
		var row [CombatDice]Result
		for d, pr := range pairs {
			pp := tomlpos.Index(path, d)
			pair, isArr := pr.([]any)
			if !isArr || len(pair) != 2 {
				t.ps.At(pp, "a cell is [attacker hits, defender hits]")
				continue
			}
			row[d].Attacker, _ = intValue(t.ps, tomlpos.Index(pp, 0), pair[0], 0, MaxHits, "the attacker's Cohesion hits")
			row[d].Defender, _ = intValue(t.ps, tomlpos.Index(pp, 1), pair[1], 0, MaxHits, "the defender's Cohesion hits")
		}
		c.table = append(c.table, row)
	}
}

// typeList reads a list of known troop Types.
func (c *Charts) typeList(n *node, k, want string) []string {
	a, ok := n.array(k, want)
	if !ok {
		return nil
	}
	var out []string
	for i, v := range a {
		s, isStr := v.(string)
		if _, known := c.types[s]; !isStr || !known {
			n.ps.At(tomlpos.Index(n.key(k), i), "%v is not a Type of the [types] table", v)
			continue
		}
		out = append(out, s)
	}
	return out
}

// array reads an array.
func (n *node) array(k, want string) ([]any, bool) {
	v, ok := n.get(k, want)
	if !ok {
		return nil, false
	}
	a, isArr := v.([]any)
	if !isArr {
		n.ps.At(n.key(k), "expected %s (an array), got %T", want, v)
	}
	return a, isArr
}
