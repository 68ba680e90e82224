package charts

import (
	_ "embed"
	"fmt"
	"io/fs"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"plateau/rules/tomlpos"
)

// MaxFileSize bounds a chart file: the shipped set is under 16 KiB.
const MaxFileSize = 1 << 20

// MaxKinds bounds the hex and hexside kinds of the Terrain Effects Chart
// (each): a real TEC has a score of rows.
const MaxKinds = 100

// MaxHits bounds a number of hits in a fire cell and a threshold: combat
// strength is 1-20 [L42].
const MaxHits = 20

//go:embed unofficial.toml
var unofficialTOML []byte

// DefaultName is the name Default's charts carry in messages.
const DefaultName = "unofficial.toml"

var defaultCharts = sync.OnceValues(func() (*Charts, error) { return Parse(DefaultName, unofficialTOML) })

// Default is the shipped placeholder set (unofficial.toml, embedded): values
// chosen to agree with every fact the text gives, labelled UNOFFICIAL.
// It panics if the embedded file does not decode, a broken invariant that
// the package's tests catch.
func Default() *Charts {
	c, err := defaultCharts()
	if err != nil {
		panic("charts: the embedded default set does not decode: " + err.Error())
	}
	return c
}

// DefaultSource is the text of the shipped set, for a player to copy and
// fill in with the published values.
func DefaultSource() []byte { return append([]byte(nil), unofficialTOML...) }

// Load reads and parses the chart file name in fsys (the caller passes
// os.DirFS for a folder on disk: rules/ does no file system access of its
// own).
func Load(fsys fs.FS, name string) (*Charts, error) {
	data, err := tomlpos.ReadFS(fsys, name, MaxFileSize, "the chart file")
	if err != nil {
		return nil, err
	}
	return Parse(name, data)
}

// Parse decodes a chart file; name is used in messages. The error is
// Errors, every Problem naming file:line:column and the key.
func Parse(name string, data []byte) (*Charts, error) {
	if len(data) > MaxFileSize {
		return nil, Errors{{File: name, Line: 1, Column: 1, Msg: fmt.Sprintf("the chart file is more than the %d bytes a chart file may be", MaxFileSize)}}
	}
	raw, pos, err := tomlpos.Decode(name, string(data), tomlpos.Options{MaxDepth: MaxDepth, HeaderParts: true},
		"each table header part, dotted key part, array and inline table is a level; the format needs 5")
	if err != nil {
		return nil, err
	}
	ps := &tomlpos.List{File: name, Pos: pos, Max: MaxProblems}
	c := &Charts{name: name}
	decodeDocument(ps, c, raw)
	if ps.Len() > 0 {
		return nil, ps.Errors()
	}
	return c, nil
}

func decodeDocument(ps *tomlpos.List, c *Charts, raw map[string]any) {
	top := newNode(ps, "", raw)
	c.unofficial, _ = top.boolean("unofficial", true, "unofficial = true for placeholder values, false for the published charts")
	c.title, _ = top.str("title", true, "the set's title, shown beside every result")
	if strings.TrimSpace(c.title) == "" && top.m["title"] != nil {
		if _, isStr := top.m["title"].(string); isStr {
			ps.At("title", "the title is empty")
		}
	}
	if c.unofficial && top.m["title"] != nil && !strings.Contains(c.title, "UNOFFICIAL") {
		ps.At("title", "an unofficial set's title must say UNOFFICIAL, so that every result shown is labelled")
	}

	if t := top.table("continuation", true, "the Continuation Table [L286]: a success range per order"); t != nil {
		decodeRange(t, &c.continuation, Rally, "a wing on Rally orders may not try Continuation [L284]")
	}
	if t := top.table("preemption", true, "the Pre-emption Table [L294]: a success range per order"); t != nil {
		decodeRange(t, &c.preemption, Rally, "a wing on Rally orders may not try Pre-emption [L292]")
	}
	if t := top.table("orders_change", true, "the Orders Change Table [L433]: current order x desired order"); t != nil {
		decodeOrders(t, &c.orders)
	}
	if t := top.table("leader_replacement", true, "the Leader Replacement Table [L348]"); t != nil {
		c.leaderReplacement, _ = rows(t, "rows", "a leader's fate", func(p string, v any) (LeaderFate, bool) {
			i, ok := word(ps, p, v, leaderKeys, "a leader's fate")
			return LeaderFate(i), ok
		})
		t.done()
	}
	if t := top.table("terrain", true, "the Terrain Effects Chart [L539]"); t != nil {
		decodeTerrain(t, &c.terrain)
	}
	if t := top.table("interception", true, "the Interception Table [L730]: a success range per order"); t != nil {
		decodeRange(t, &c.interception, -1, "")
	}
	if t := top.table("musket", true, `the "Musket" table [L864]`); t != nil {
		decodeColumns(t, musketKeys[:], c.musket[:])
	}
	if t := top.table("musket_regimental", true, `the "Heavy Infantry with Regimental Artillery Musketry" table [L778]`); t != nil {
		decodeColumns(t, musketKeys[:], c.musketRegimental[:])
	}
	if t := top.table("light_infantry_and_cavalry_fire", true, `the "Light Infantry and Cavalry Fire Table" [L873], [L880]`); t != nil {
		decodeColumns(t, lightKeys[:], c.lightCavalry[:])
	}
	if t := top.table("artillery_range", true, `the "Artillery Range" table [L932]: range modifiers by gun class`); t != nil {
		for g, k := range gunKeys {
			if b := t.table(k, true, "range bands in hexes (keys such as 1-2 = 1) giving a modifier"); b != nil {
				c.artilleryRange[g] = decodeBands(b)
			}
		}
		t.done()
	}
	if t := top.table("artillery_fire", true, `the "Artillery Fire" table [L933]`); t != nil {
		c.artilleryFire, _ = rows(t, "rows", "a fire result", func(p string, v any) (FireCell, bool) { return fireCell(ps, p, v) })
		c.artilleryDouble, _ = t.integer("double", false, -ModMax, ModMax, "the modifier for a Double battery")
		t.done()
	}
	if t := top.table("fire_modifiers", true, "the fire tables' target formation modifiers"); t != nil {
		m := &c.fireMods
		m.TargetShaken, _ = t.integer("target_shaken", true, -ModMax, ModMax, "the modifier for a Formation Shaken or Open Order target")
		m.TargetBroken, _ = t.integer("target_broken", true, -ModMax, ModMax, "the modifier for a Formation Broken target")
		m.TargetHedgehog, _ = t.integer("target_hedgehog", true, -ModMax, ModMax, "the modifier for a target in Hedgehog")
		t.done()
	}
	if t := top.table("melee", true, "the Melee Results Table [L1018]"); t != nil {
		c.melee, _ = rows(t, "rows", "a melee result", func(p string, v any) (MeleeCell, bool) { return meleeCell(ps, p, v) })
		if m := t.table("modifiers", true, "the Melee Table's modifiers (formation, salvo)"); m != nil {
			mm := &c.meleeMods
			mm.AttackerShaken, _ = m.integer("attacker_shaken", true, -MeleeModCap, MeleeModCap, "a modifier")
			mm.AttackerBroken, _ = m.integer("attacker_broken", true, -MeleeModCap, MeleeModCap, "a modifier")
			mm.DefenderShaken, _ = m.integer("defender_shaken", true, -MeleeModCap, MeleeModCap, "a modifier")
			mm.DefenderBroken, _ = m.integer("defender_broken", true, -MeleeModCap, MeleeModCap, "a modifier")
			mm.Salvo, _ = m.integer("salvo", true, -MeleeModCap, MeleeModCap, "a modifier")
			m.done()
		}
		t.done()
	}
	if t := top.table("close_combat_matrix", true, "the Close Combat Matrix [L1095]: attacker x defender"); t != nil {
		decodeMatrix(t, c)
	}
	if t := top.table("unable_to_retreat", true, `the "Unable to Retreat" table [L1129]`); t != nil {
		c.unableToRetreat, _ = rows(t, "rows", "a retreat result", func(p string, v any) (RetreatFate, bool) {
			i, ok := word(ps, p, v, retreatKeys, "an Unable to Retreat result")
			return RetreatFate(i), ok
		})
		t.done()
	}
	if t := top.table("cavalry_pursuit", true, "the Cavalry Pursuit Table [L1162]"); t != nil {
		c.pursuit, _ = rows(t, "rows", "a pursuit result", func(p string, v any) (Pursuit, bool) {
			i, ok := word(ps, p, v, pursuitKeys, "a pursuit result")
			return Pursuit(i), ok
		})
		t.done()
	}
	if t := top.table("threshold", true, "the Threshold Table [L1232]: hits by printed morale 4-8"); t != nil {
		for m := MoraleMin; m <= MoraleMax; m++ {
			k := strconv.Itoa(m)
			v, ok := t.get(k, true, "the casualties at which a unit of this printed morale reaches its threshold, or \"none\"")
			if !ok {
				continue
			}
			if s, isStr := v.(string); isStr && s == "none" {
				c.threshold[m-MoraleMin] = threshold{none: true}
				continue
			}
			h, _ := intValue(ps, t.key(k), v, 1, MaxHits, `a number of casualties (or "none")`)
			c.threshold[m-MoraleMin] = threshold{hits: h}
		}
		t.done()
	}
	top.done()
}

// decodeRange reads a success range per order; forbidden (if >= 0) is an
// order the chart may not hold, with the reason.
func decodeRange(t *node, rc *rangeChart, forbidden Order, why string) {
	for o := Charge; o < numOrders; o++ {
		k := o.Key()
		if o == forbidden {
			if _, has := t.m[k]; has {
				t.expect(k)
				t.ps.At(t.key(k), "no entry allowed: %s", why)
			}
			continue
		}
		rc.span[o], rc.has[o] = t.span(k, "the success range of a wing on "+k+" orders")
	}
	t.done()
}

func decodeOrders(t *node, oc *ordersChange) {
	oc.rallyModifier, _ = t.integer("rally_modifier", true, -ModMax, ModMax,
		"the modifier for changing to Rally with more than half the wing broken, shaken or eliminated [L437]")
	for from := Charge; from < numOrders; from++ {
		row := t.table(from.Key(), true, "the changes from "+from.Key()+" orders: desired order = range or \"impossible\"")
		if row == nil {
			continue
		}
		for to := Charge; to < numOrders; to++ {
			if to == from {
				continue
			}
			k := to.Key()
			v, ok := row.get(k, true, `a success range or "impossible" [L435]`)
			if !ok {
				continue
			}
			if s, isStr := v.(string); isStr && s == "impossible" {
				continue
			}
			oc.span[from][to], oc.possible[from][to] = spanValue(t.ps, row.key(k), v, `a success range or "impossible"`)
		}
		row.done()
	}
	t.done()
}

var kindRE = regexp.MustCompile(`^[a-z][a-z0-9_-]*$`)

func decodeTerrain(t *node, tr *Terrain) {
	tr.hex, tr.side = map[string]HexTerrain{}, map[string]SideTerrain{}
	if h := t.table("hex", true, "the hex terrain rows, by kind"); h != nil {
		if _, has := h.m["clear"]; !has {
			h.ps.At(h.path, "missing the clear row (clear costs 1 MP [L461])")
		}
		kinds(h, func(k string, e *node) {
			var ht HexTerrain
			ht.Kind = k
			ht.MP, _ = costs(e, "mp")
			ht.FH, _ = hits(e, "fh")
			ht.BlocksLOS, _ = e.boolean("blocks_los", false, "whether the hex blocks LOS [L969]")
			ht.Fire, _ = e.integer("fire", false, -ModMax, ModMax, "the fire modifier")
			ht.Melee, _ = e.integer("melee", false, -ModMax, ModMax, "the melee modifier")
			e.done()
			tr.hex[k] = ht
		})
	}
	if s := t.table("hexside", true, "the hexside feature rows, by kind"); s != nil {
		kinds(s, func(k string, e *node) {
			var st SideTerrain
			st.Kind = k
			st.MP, _ = costs(e, "mp")
			st.FH, _ = hits(e, "fh")
			st.BlocksLOS, _ = e.boolean("blocks_los", false, "whether the hexside blocks LOS [L1336]")
			st.Fire, _ = e.integer("fire", false, -ModMax, ModMax, "the fire modifier")
			st.Melee, _ = e.integer("melee", false, -ModMax, ModMax, "the melee modifier")
			_, hasMP := e.m["down_mp"]
			_, hasFH := e.m["down_fh"]
			if hasMP || hasFH {
				st.Slope = true
				st.DownMP, _ = costs(e, "down_mp")
				st.DownFH, _ = hits(e, "down_fh")
			}
			e.expect("down_mp", "down_fh")
			e.done()
			tr.side[k] = st
		})
	}
	if w := t.table("wagons", true, "the wagon row [L1301]"); w != nil {
		tr.wagons.BlocksLOS, _ = w.boolean("blocks_los", true, "whether wagons block LOS [L965]")
		tr.wagons.Fire, _ = w.integer("fire", true, -ModMax, ModMax, "the fire modifier for a unit stacked with wagons")
		tr.wagons.Melee, _ = w.integer("melee", true, -ModMax, ModMax, "the melee modifier for a unit stacked with wagons")
		w.done()
	}
	t.done()
}

// kinds calls f for each kind row of t, in order.
func kinds(t *node, f func(k string, e *node)) {
	ks := slices.Sorted(maps.Keys(t.m))
	if len(ks) > MaxKinds {
		t.ps.At(t.path, "%d kinds, more than the %d a chart may have", len(ks), MaxKinds)
		return
	}
	for _, k := range ks {
		if !kindRE.MatchString(k) {
			t.expect(k)
			t.ps.At(t.key(k), "kind %q: expected lowercase letters, digits, _ and -, starting with a letter", k)
			continue
		}
		if e := t.table(k, true, "a terrain row: mp, fh, ..."); e != nil {
			f(k, e)
		}
	}
	t.done()
}

// costs is a per-column table of MP costs: an integer 0-10 or "prohibited".
func costs(e *node, key string) (out [numClasses]Cost, ok bool) {
	t := e.table(key, true, "the MP per column (cavalry, heavy_infantry, light_infantry, artillery)")
	if t == nil {
		return out, false
	}
	ok = true
	for c := Cavalry; c < numClasses; c++ {
		v, has := t.get(c.Key(), true, `an MP cost or "prohibited"`)
		if !has {
			ok = false
			continue
		}
		if s, isStr := v.(string); isStr && s == "prohibited" {
			out[c] = Cost{Prohibited: true}
			continue
		}
		mp, good := intValue(t.ps, t.key(c.Key()), v, 0, MaxMP, `an MP cost (or "prohibited")`)
		out[c], ok = Cost{MP: mp}, ok && good
	}
	t.done()
	return out, ok
}

// hits is a per-column table of formation hits.
func hits(e *node, key string) (out [numClasses]bool, ok bool) {
	t := e.table(key, true, "whether each column takes a formation hit (cavalry, heavy_infantry, light_infantry, artillery)")
	if t == nil {
		return out, false
	}
	ok = true
	for c := Cavalry; c < numClasses; c++ {
		b, good := t.boolean(c.Key(), true, "whether this column takes a formation hit")
		out[c], ok = b, ok && good
	}
	t.done()
	return out, ok
}

// decodeColumns reads the die columns of a fire table.
func decodeColumns(t *node, keys []string, out [][Rows]FireCell) {
	for i, k := range keys {
		out[i], _ = rows(t, k, "a fire result", func(p string, v any) (FireCell, bool) { return fireCell(t.ps, p, v) })
	}
	t.done()
}

// decodeBands reads artillery range bands: keys "1", "2-3", ... covering
// 1 to the last range without a gap, each giving a modifier.
func decodeBands(b *node) []rangeBand {
	last := 0
	for k := range b.m {
		if s, err := parseSpan(k, 1, MaxRange); err == nil {
			last = max(last, s.Hi)
		}
	}
	if last == 0 {
		last = 1 // report the keys (or their absence) against 1-1
	}
	var out []rangeBand
	ok := bands(b, 1, last, "a range modifier", func(p string, v any) (int, bool) {
		return intValue(b.ps, p, v, -ModMax, ModMax, "a range modifier")
	}, func(s Span, m int) { out = append(out, rangeBand{s, m}) })
	if !ok {
		return nil
	}
	// In range order, for MaxArtilleryRange and the lookups.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].span.Lo < out[j-1].span.Lo; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// fireCell reads "NE" or hits, FH and MC joined by "+": "1", "FH",
// "1+FH", "FH+MC".
func fireCell(ps *tomlpos.List, path string, v any) (FireCell, bool) {
	const want = `a fire result: "NE", or hits (1-20), "FH" and "MC" joined by "+", such as "1+FH"`
	s, isStr := v.(string)
	if !isStr {
		ps.At(path, "expected %s, got a %s", want, typeName(v))
		return FireCell{}, false
	}
	var f FireCell
	if s == "NE" {
		return f, true
	}
	seen := map[string]bool{}
	for part := range strings.SplitSeq(s, "+") {
		kind := part
		if n, err := strconv.Atoi(part); err == nil && !strings.HasPrefix(part, "+") && !strings.HasPrefix(part, "-") {
			if n < 1 || n > MaxHits {
				ps.At(path, "%q: %d hits is out of range 1-%d", s, n, MaxHits)
				return FireCell{}, false
			}
			f.Hits, kind = n, "hits"
		} else {
			switch part {
			case "FH":
				f.FH = true
			case "MC":
				f.MC = true
			default:
				ps.At(path, "%q: unknown part %q (expected %s)", s, part, want)
				return FireCell{}, false
			}
		}
		if seen[kind] {
			ps.At(path, "%q: %s given twice", s, kind)
			return FireCell{}, false
		}
		seen[kind] = true
	}
	return f, true
}

var outcomeCodes = map[string]Outcome{"MS1": Shaken1, "MS2": Shaken2, "MB": Broken, "E": Eliminated}

// meleeCell reads "NE" or parts joined by "+": AMS1, AMS2, AMB, AE (the
// attacker), DMS1, DMS2, DMB, DE (the defender), AA, DA (advances), P
// (pursuit check).
func meleeCell(ps *tomlpos.List, path string, v any) (MeleeCell, bool) {
	const want = `a melee result: "NE", or parts joined by "+" (AMS1, AMS2, AMB, AE, DMS1, DMS2, DMB, DE, AA, DA, P), such as "DMS1+AA"`
	s, isStr := v.(string)
	if !isStr {
		ps.At(path, "expected %s, got a %s", want, typeName(v))
		return MeleeCell{}, false
	}
	var m MeleeCell
	if s == "NE" {
		return m, true
	}
	seen := map[string]bool{}
	for part := range strings.SplitSeq(s, "+") {
		kind := part
		switch {
		case part == "AA":
			m.AttackerAdvances = true
		case part == "DA":
			m.DefenderAdvances = true
		case part == "P":
			m.Pursuit = true
		case len(part) > 1 && (part[0] == 'A' || part[0] == 'D') && outcomeCodes[part[1:]] != NoOutcome:
			o := outcomeCodes[part[1:]]
			kind = part[:1]
			if part[0] == 'A' {
				m.Attacker = o
			} else {
				m.Defender = o
			}
		default:
			ps.At(path, "%q: unknown part %q (expected %s)", s, part, want)
			return MeleeCell{}, false
		}
		if seen[kind] {
			ps.At(path, "%q: %s given twice (one result per side, each flag once)", s, kind)
			return MeleeCell{}, false
		}
		seen[kind] = true
	}
	if m.Pursuit && m.Attacker < Broken && m.Defender < Broken {
		ps.At(path, "%q: P (pursuit) needs a Morale Broken or eliminated loser [L1157]", s)
		return MeleeCell{}, false
	}
	return m, true
}

func decodeMatrix(t *node, c *Charts) {
	for a := CCCavalry; a < CCHedgehog; a++ {
		row := t.table(a.String(), true, "the attacker's row: a modifier per defender type")
		if row == nil {
			continue
		}
		for d := CCCavalry; d < numCombatants; d++ {
			if a == CCLightInfantry && d != CCLightInfantry {
				continue // LI melees only LI and lone artillery [L1153]
			}
			c.closeCombat[a][d], c.ccHas[a][d] = row.integer(d.String(), true, -MeleeModCap, MeleeModCap, "a modifier to the attacker's roll")
		}
		if a == CCLightInfantry {
			for _, k := range slices.Sorted(maps.Keys(row.m)) {
				if k != CCLightInfantry.String() {
					row.expect(k)
					row.ps.At(row.key(k), "no entry allowed: light infantry melees only light infantry and lone artillery [L1153]")
				}
			}
		}
		row.done()
	}
	if _, has := t.m["hedgehog"]; has {
		t.expect("hedgehog")
		t.ps.At(t.key("hedgehog"), "no entry allowed: a unit in Hedgehog may not start a melee [L485]")
	}
	t.done()
}

// IsChartFile reports whether data looks like a chart file rather than a
// scenario: a top-level `unofficial` key (every chart file has one, the
// shipped set's "unofficial = true"), outside any table. A tool that takes
// either kind of file (plateau check) asks it first.
func IsChartFile(data []byte) bool {
	for _, line := range strings.Split(string(data), "\n") {
		l := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(l, "["):
			return false // the first table: top-level keys are over
		case strings.HasPrefix(l, "unofficial"):
			rest := strings.TrimSpace(strings.TrimPrefix(l, "unofficial"))
			return strings.HasPrefix(rest, "=")
		}
	}
	return false
}
