package charts

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"
)

// TestDefaultDecodes: the shipped set decodes and says UNOFFICIAL.
func TestDefaultDecodes(t *testing.T) {
	c := Default()
	if !c.Unofficial() || c.Label() != "UNOFFICIAL" || !strings.Contains(c.Title(), "UNOFFICIAL") {
		t.Fatalf("label %q title %q", c.Label(), c.Title())
	}
	// Every troop Type of the text has a column [L171-266].
	for _, ty := range []string{"HAI", "HI", "PH", "VG", "MI", "BI", "LI", "LP", "SK", "SK*", "LC", "LN", "WR", "MC", "HC", "AC", "HK", "AK", "El", "LM"} {
		if _, ok := c.Column(ty); !ok {
			t.Errorf("no column for Type %s", ty)
		}
	}
}

// TestFacts checks the shipped set against every fact the text gives.
func TestFacts(t *testing.T) {
	c := Default()
	for _, k := range []string{"woods", "marsh", "rough"} {
		h, ok := c.Hex(k)
		if !ok || !h.Difficult {
			t.Errorf("%s is Difficult terrain [L1453-1454]", k)
		}
		for _, col := range Columns() {
			if col != Skirmishers && h.Cost(col).Hits != 1 {
				t.Errorf("%s, %s: %d hits; in general 1 entering Difficult terrain [L1159-1162]", k, col.Key(), h.Cost(col).Hits)
			}
		}
	}
	clear, _ := c.Hex("clear")
	for _, col := range Columns() {
		if cl := clear.Cost(col); cl.Hits != 0 || cl.Prohibited || cl.MP != 1 {
			t.Errorf("clear, %s: %+v; clear is the baseline, no Cohesion loss [L1157-1159]", col.Key(), cl)
		}
	}
	imp, _ := c.Hex("impassable")
	for _, col := range Columns() {
		if !imp.Cost(col).Prohibited {
			t.Errorf("impassable, %s: no unit may enter [L1172-1173]", col.Key())
		}
	}
	ra, _ := c.MissileRange("a")
	rA, _ := c.MissileRange("A")
	short := false
	for _, w := range Weapons {
		r, ok := c.MissileRange(w)
		short = short || ok && r < 2
	}
	if ra < 2 || rA <= 2 || !short {
		t.Errorf("ranges a %d A %d: short bows reach 2, composite bows more [L1322-1328]; some weapon less than 2 [L1744-1753]", ra, rA)
	}
	if c.AltitudeHits() != 1 || c.AltitudeUpMP() < 1 {
		t.Errorf("altitude: %d hits %d MP; 1 hit per change [L1159-1160], MP to climb [L1154-1155]", c.AltitudeHits(), c.AltitudeUpMP())
	}
	for _, k := range c.HexKinds() {
		h, _ := c.Hex(k)
		for _, col := range Columns() {
			if cc := h.Cost(col); !cc.Prohibited && cc.MP > 6 {
				t.Errorf("%s, %s: %d MP, more than most units' whole MA [L1080-1085]", k, col.Key(), cc.MP)
			}
		}
	}
}

const minimal = `
unofficial = true
title = "UNOFFICIAL test"
[types]
HI = "heavy_infantry"
[movement]
altitude_up_mp = 1
altitude_hits = 1
[movement.hex.clear]
difficult = false
mp = { heavy_infantry = 1, medium_infantry = 1, light_infantry = 1, skirmishers = 1, cavalry = 1, elephants = 1 }
hits = { heavy_infantry = 0, medium_infantry = 0, light_infantry = 0, skirmishers = 0, cavalry = 0, elephants = 0 }
[movement.hexside]
[missile.range]
a = 3
A = 4
c = 3
C = 4
f = 1
j = 2
m = 2
s = 3
[missile.hit]
a = [5, 4, 3]
A = [6, 5, 4, 3]
c = [6, 5, 4]
C = [7, 6, 5, 4]
f = [6]
j = [5, 4]
m = [5, 4]
s = [5, 4, 3]
[missile.two_hits]
[superiority]
heavy = ["HI"]
[superiority.attacker]
[superiority.defender]
[combat]
uphill = 0
table = [[[1, 0], [1, 0], [1, 0], [1, 0], [1, 1], [1, 1], [0, 1], [0, 1], [0, 1], [0, 2]]]
[combat.terrain]
[pursuit]
stop = 3
charisma = -1
undisciplined = 1
[pursuit.type]
HI = 1
[peril]
killed = 0
out = 1
wounded = 2
[stacking]
`

func stacking() string {
	var b strings.Builder
	for _, m := range Columns() {
		b.WriteString("[stacking." + m.Key() + "]\n")
		for _, s := range Columns() {
			b.WriteString(s.Key() + " = { pass = true, mover = 0, passed = 0 }\n")
		}
	}
	for _, a := range Columns() {
		b.WriteString("[clash." + a.Key() + "]\n")
		for _, d := range Columns() {
			b.WriteString(d.Key() + " = [1, 1, 1]\n")
		}
	}
	return b.String()
}

// TestParseProblems: the decoder is strict and names file:line and key.
func TestParseProblems(t *testing.T) {
	good := minimal + stacking()
	if _, err := Parse("t.toml", []byte(good)); err != nil {
		t.Fatalf("minimal set: %v", err)
	}
	for _, c := range []struct {
		name, edit, want string
	}{
		{"unknown key", strings.Replace(good, "altitude_hits = 1", "altitude_hits = 1\nfog = 2", 1), `movement.fog: unknown key "fog"`},
		{"missing key", strings.Replace(good, "altitude_hits = 1\n", "", 1), "movement.altitude_hits: missing required key"},
		{"out of range", strings.Replace(good, "altitude_hits = 1", "altitude_hits = 12", 1), "12 is out of range"},
		{"bad column", strings.Replace(good, `HI = "heavy_infantry"`, `HI = "pikemen"`, 1), `unknown column "pikemen"`},
		{"unofficial title", strings.Replace(good, "UNOFFICIAL test", "test", 1), "must say UNOFFICIAL"},
		{"no clear", strings.Replace(good, "movement.hex.clear", "movement.hex.open", 1), `the "clear" row is required`},
		{"bad kind", strings.Replace(good, "movement.hex.clear", "movement.hex.Clear", 1), `kind "Clear"`},
		{"syntax", good + "\n[[[", "syntax error"},
		{"hits per range", strings.Replace(good, "f = [6]", "f = [6, 5]", 1), "2 hit numbers for a range of 1 hexes"},
		{"hit number", strings.Replace(good, "f = [6]", "f = [10]", 1), "10 is out of range"},
		{"unknown heavy", strings.Replace(good, `heavy = ["HI"]`, `heavy = ["XX"]`, 1), "XX is not a Type"},
		{"short column", strings.Replace(good, "[0, 2]]]", "]]", 1), "ten [attacker, defender] pairs"},
		{"clash beyond", strings.Replace(good, "elephants = [1, 1, 1]", "elephants = [1, 1, 2]", 1), "column 2: the Combat Table has 1"},
		{"pursuit", strings.Replace(good, "stop = 3", "stop = 12", 1), "12 is out of range"},
		{"pursuit charisma", strings.Replace(good, "charisma = -1", "charisma = -4", 1), "-4 is out of range"},
		{"pursuit modifiers required", strings.Replace(good, "undisciplined = 1\n", "", 1), "pursuit.undisciplined: missing required key"},
		{"pursuit type", strings.Replace(good, "[pursuit.type]\nHI = 1", "[pursuit.type]\nXX = 1", 1), `unknown Type "XX"`},
		{"peril bands", strings.Replace(good, "killed = 0", "killed = 5", 1), "the bands must rise"},
		{"bad terrain", strings.Replace(good, "[combat.terrain]", "[combat.terrain]\nlava = 1", 1), `unknown hex kind "lava"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("t.toml", []byte(c.edit))
			var es Errors
			if !errors.As(err, &es) || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "t.toml:") {
				t.Fatalf("%v, want %q at t.toml:line", err, c.want)
			}
		})
	}
	fsys := fstest.MapFS{"mine.toml": {Data: []byte(good)}}
	if _, err := Load(fsys, "mine.toml"); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(fsys, "none.toml"); err == nil {
		t.Fatal("a missing file loaded")
	}
}
