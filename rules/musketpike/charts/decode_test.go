package charts

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"plateau/rules/tomlpos"
)

// problemsOf is err as Errors, failing the test otherwise.
func problemsOf(t *testing.T, err error) Errors {
	t.Helper()
	var e Errors
	if !errors.As(err, &e) || len(e) == 0 {
		t.Fatalf("error %v (%T) is not a non-empty charts.Errors", err, err)
	}
	return e
}

// lineCol is the 1-based line and column where anchor first occurs in src;
// an anchor that starts with a newline (to match a whole row key) points
// after it.
func lineCol(src, anchor string) (int, int) {
	i := strings.Index(src, anchor)
	if i < 0 {
		return 0, 0
	}
	if strings.HasPrefix(anchor, "\n") {
		i++
	}
	line := strings.Count(src[:i], "\n") + 1
	col := i - (strings.LastIndex(src[:i], "\n") + 1) + 1
	return line, col
}

func TestShippedSetLoads(t *testing.T) {
	c := Default()
	if !c.Unofficial() || c.Label() != "UNOFFICIAL" || !strings.Contains(c.Title(), "UNOFFICIAL") || c.Name() != DefaultName {
		t.Errorf("Default() = %q %q unofficial=%v label=%q, want an UNOFFICIAL set named %q",
			c.Name(), c.Title(), c.Unofficial(), c.Label(), DefaultName)
	}
	if !bytes.Equal(DefaultSource(), unofficialTOML) {
		t.Error("DefaultSource() differs from the embedded file")
	}
	if Default() != c {
		t.Error("Default() is decoded more than once")
	}
}

func TestLoad(t *testing.T) {
	official, err := Load(fstest.MapFS{}, "testdata/none.toml")
	if official != nil || err == nil {
		t.Fatalf("Load(missing) = %v, %v, want an error", official, err)
	}
	if e := problemsOf(t, err); e[0].File != "testdata/none.toml" {
		t.Errorf("Load(missing) names %q, want the file", e[0].File)
	}
	c, err := Load(os.DirFS("."), "testdata/official-shape.toml")
	if err != nil {
		t.Fatalf("Load(testdata/official-shape.toml): %v", err)
	}
	if c.Unofficial() || c.Label() != c.Title() || c.Title() == "" {
		t.Errorf("a set with unofficial = false: Unofficial() = %v, Label() = %q, want false and its title %q", c.Unofficial(), c.Label(), c.Title())
	}
	big := fstest.MapFS{"big.toml": {Data: make([]byte, MaxFileSize+1)}}
	if _, err := Load(big, "big.toml"); err == nil || !strings.Contains(err.Error(), "more than") {
		t.Errorf("Load(a file over MaxFileSize) = %v, want a size error", err)
	}
}

// TestDecodeErrors edits the shipped file one way at a time: each edit must
// be refused with a Problem naming the file, the line and column (of the
// anchor: the edited text, or where the missing thing belongs) and the key.
func TestDecodeErrors(t *testing.T) {
	src := string(unofficialTOML)
	tests := []struct {
		name     string
		old, new string // the first old is replaced by new
		anchor   string // where the Problem points; "" is new; "^" is 1:1
		key, msg string
	}{
		{"unknown top-level key", "unofficial = true\n", "unofficial = true\nbogus = 1\n", "bogus", "bogus", `unknown key "bogus"`},
		{"unknown key in a chart", "[fire_modifiers]\n", "[fire_modifiers]\ntarget_column = 1\n", "target_column", "fire_modifiers.target_column", "unknown key"},
		{"rally continuation", "[continuation]\n", "[continuation]\nrally = \"0-1\"\n", "rally", "continuation.rally", "Rally orders may not try Continuation [L284]"},
		{"rally pre-emption", "[preemption]\n", "[preemption]\nrally = \"0-1\"\n", "rally", "preemption.rally", "[L292]"},
		{"unofficial not a boolean", "unofficial = true", `unofficial = "yes"`, "", "unofficial", "expected unofficial = true"},
		{"unofficial title", `title = "UNOFFICIAL placeholder`, `title = "Placeholder`, "", "title", "must say UNOFFICIAL"},
		{"range wrong type", `charge = "0-6"`, `charge = true`, "", "continuation.charge", "got a boolean"},
		{"range out of bounds", `make_ready = "0-5"`, `make_ready = "0-12"`, "", "continuation.make_ready", "out of bounds"},
		{"range backwards", `make_ready = "0-5"`, `make_ready = "5-0"`, "", "continuation.make_ready", "low end first"},
		{"range integer out of range", `receive_charge = "0-4"`, `receive_charge = 10`, "", "continuation.receive_charge", "10 is out of range"},
		{"missing chart", "[threshold]\n4 = 2\n5 = 2\n6 = 3\n7 = 3\n8 = 4\n", "", "^", "threshold", "missing required key"},
		{"missing rows", `0-4 = "returns"`, `0-3 = "returns"`, "[leader_replacement.rows]", "leader_replacement.rows", "rows 4 are missing"},
		{"overlapping rows", `5-9 = "eliminated"`, `4-9 = "eliminated"`, "", "leader_replacement.rows.4-9", "row 4 is already given"},
		{"bad row key", `5-9 = "eliminated"`, `5-10 = "eliminated"`, "", "leader_replacement.rows.5-10", "out of bounds"},
		{"unknown result word", `5-9 = "eliminated"`, `5-9 = "dead"`, "", "leader_replacement.rows.5-9", `unknown result "dead"`},
		{"fire cell twice", `4 = "FH"`, `4 = "FH+FH"`, "", "musket.front.4", "given twice"},
		{"fire cell hits", `9 = "2+FH"`, `9 = "25+FH"`, "", "musket.front.9", "out of range 1-20"},
		{"fire cell unknown", `9 = "2+FH"`, `9 = "2+DR"`, "", "musket.front.9", `unknown part "DR"`},
		{"fire cell type", `9 = "2+FH"`, `9 = 2`, "", "musket.front.9", "got a integer"},
		{"missing fire column", "[musket.salvo]\n", "[musket.volley]\n", "[musket.front]", "musket.salvo", "missing required key"},
		{"melee cell unknown", "\n4 = \"NE\"", "\n4 = \"XMB\"", "", "melee.rows.4", `unknown part "XMB"`},
		{"melee two defender results", `7 = "DMS2+AA"`, `7 = "DMS2+DMB"`, "", "melee.rows.7", "given twice"},
		{"melee pursuit without a broken loser", `2 = "AMS1"`, `2 = "AMS1+P"`, "", "melee.rows.2", "[L1157]"},
		{"melee modifier out of range", "attacker_broken = -2", "attacker_broken = -5", "", "melee.modifiers.attacker_broken", "-5 is out of range"},
		{"TEC MP out of range", "mp = { cavalry = 1,", "mp = { cavalry = 11,", "cavalry = 11", "terrain.hex.clear.mp.cavalry", "11 is out of range"},
		{"TEC MP word", "mp = { cavalry = 1,", `mp = { cavalry = "never",`, "cavalry = \"never\"", "terrain.hex.clear.mp.cavalry", "got a string"},
		{"TEC missing column", "fh = { cavalry = false, heavy_infantry = false, light_infantry = false, artillery = false }",
			"fh = { cavalry = false, heavy_infantry = false, light_infantry = false }", "fh = {", "terrain.hex.clear.fh.artillery", "missing required key"},
		{"TEC unknown column", "fh = { cavalry = false, heavy_infantry = false, light_infantry = false, artillery = false }",
			"fh = { cavalry = false, heavy_infantry = false, light_infantry = false, artillery = false, wagons = true }", "wagons = true", "terrain.hex.clear.fh.wagons", "unknown key"},
		{"TEC no clear row", "[terrain.hex.clear]", "[terrain.hex.plain]", "[terrain.hex.plain]", "terrain.hex", "missing the clear row"},
		{"TEC kind name", "[terrain.hex.woods]", "[terrain.hex.Woods]", "[terrain.hex.Woods]", "terrain.hex.Woods", `kind "Woods"`},
		{"TEC slope half given", "down_fh = { cavalry = false, heavy_infantry = true, light_infantry = false, artillery = true }", "",
			"[terrain.hexside.gentle_slope]", "terrain.hexside.gentle_slope.down_fh", "missing required key"},
		{"TEC wagons type", "blocks_los = true # wagons", "blocks_los = 1 # wagons", "blocks_los = 1", "terrain.wagons.blocks_los", "got a integer"},
		{"artillery range gap", "3-5 = 1", "4-5 = 1", "[artillery_range.12lb]", "artillery_range.12lb", "rows 3 are missing"},
		{"artillery range too far", "15-20 = -2", "15-40 = -2", "", "artillery_range.12lb.15-40", "out of bounds"},
		{"artillery class", "[artillery_range.3lb]", "[artillery_range.6lb]", "[artillery_range.6lb]", "artillery_range.6lb", "unknown key"},
		{"artillery double", "double = 1", "double = 1.5", "", "artillery_fire.double", "got a float"},
		{"orders change missing cell", "rally = \"0-2\"\n", "", "[orders_change.charge]", "orders_change.charge.rally", "missing required key"},
		{"orders change to itself", "[orders_change.charge]\n", "[orders_change.charge]\ncharge = \"0-9\"\n", "charge = \"0-9\"", "orders_change.charge.charge", "unknown key"},
		{"orders change word", `charge = "impossible"`, `charge = "never"`, "", "orders_change.rally.charge", "not a number or a range"},
		{"rally modifier", "rally_modifier = -2", "rally_modifier = -12", "", "orders_change.rally_modifier", "-12 is out of range"},
		{"matrix LI against cavalry", "light_infantry = 0\n", "light_infantry = 0\ncavalry = 0\n", "cavalry = 0\n\n#", "close_combat_matrix.light_infantry.cavalry", "[L1153]"},
		{"matrix hedgehog attacker", "[close_combat_matrix.light_infantry]", "[close_combat_matrix.hedgehog]\ncavalry = 0\n[close_combat_matrix.light_infantry]", "[close_combat_matrix.hedgehog]", "close_combat_matrix.hedgehog", "[L485]"},
		{"matrix out of range", "hedgehog = -3", "hedgehog = -5", "", "close_combat_matrix.cavalry.hedgehog", "-5 is out of range"},
		{"threshold type", "8 = 4", `8 = "never"`, "", "threshold.8", "got a string"},
		{"threshold out of range", "4 = 2", "4 = 0", "", "threshold.4", "0 is out of range"},
		{"threshold morale", "4 = 2", "3 = 2", "3 = 2", "threshold.3", "unknown key"},
		{"pursuit word", `6-9 = "pursue_off_map"`, `6-9 = "off_map"`, "", "cavalry_pursuit.rows.6-9", "unknown result"},
		{"unable to retreat word", `0-3 = "stand"`, `0-3 = "rally"`, "", "unable_to_retreat.rows.0-3", "unknown result"},
		{"chart not a table", "[fire_modifiers]\ntarget_shaken = 1\ntarget_broken = 2\ntarget_hedgehog = 2\n", "", "^", "fire_modifiers", "missing required key"},
		{"chart of the wrong type", "unofficial = true\n", "unofficial = true\ncontinuation = 3\n", "continuation = 3", "continuation", "got a integer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !strings.Contains(src, tt.old) {
				t.Fatalf("the shipped file has no %q", tt.old)
			}
			edited := strings.Replace(src, tt.old, tt.new, 1)
			if tt.name == "chart of the wrong type" {
				edited = strings.Replace(edited, "[continuation]\ncharge = \"0-6\"\nmake_ready = \"0-5\"\nreceive_charge = \"0-4\"\n", "", 1)
			}
			_, err := Parse("x.toml", []byte(edited))
			if err == nil {
				t.Fatalf("Parse(%s) = nil error, want %s: %s", tt.name, tt.key, tt.msg)
			}
			var found *Problem
			for _, p := range problemsOf(t, err) {
				if p.Key == tt.key && strings.Contains(p.Msg, tt.msg) {
					found = &p
					break
				}
			}
			if found == nil {
				t.Fatalf("Parse(%s) = %v\nwant a problem at key %s containing %q", tt.name, err, tt.key, tt.msg)
			}
			line, col := 1, 1
			switch tt.anchor {
			case "^":
			case "":
				line, col = lineCol(edited, tt.new)
			default:
				line, col = lineCol(edited, tt.anchor)
			}
			if found.File != "x.toml" || found.Line != line || found.Column != col {
				t.Errorf("Parse(%s): problem at %s:%d:%d, want x.toml:%d:%d (%v)", tt.name, found.File, found.Line, found.Column, line, col, found)
			}
			if want := fmt.Sprintf("x.toml:%d:%d: %s: ", line, col, tt.key); !strings.HasPrefix(found.Error(), want) {
				t.Errorf("Problem.Error() = %q, want prefix %q", found.Error(), want)
			}
		})
	}
}

// TestSyntaxErrors: errors of the TOML library keep its position.
func TestSyntaxErrors(t *testing.T) {
	src := string(unofficialTOML)
	tests := []struct {
		name, old, new, anchor string
	}{
		{"unclosed header", "[melee.rows]", "[melee.rows", "[melee.rows"},
		{"duplicate key", "\n0 = \"AMB+DA+P\"\n", "\n0 = \"AMB+DA+P\"\n0 = \"NE\" # again\n", "0 = \"NE\" # again"},
		{"too deep", "unofficial = true\n", "unofficial = true\nx = {a={b={c={d={e={f={g={h=1}}}}}}}}\n", "x = {"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			edited := strings.Replace(src, tt.old, tt.new, 1)
			_, err := Parse("x.toml", []byte(edited))
			e := problemsOf(t, err)
			line, _ := lineCol(edited, tt.anchor)
			// The library may point at the end of the offending line.
			if e[0].Line < line || e[0].Line > line+1 || e[0].Column < 1 {
				t.Errorf("Parse(%s) = %v, want a problem on line %d", tt.name, err, line)
			}
		})
	}
	if _, err := Parse("big.toml", make([]byte, MaxFileSize+1)); err == nil || problemsOf(t, err)[0].Line != 1 {
		t.Errorf("Parse(too big) = %v, want a size problem at line 1", err)
	}
}

// TestCellsRoundTrip: the cells print as the file writes them.
func TestCellsRoundTrip(t *testing.T) {
	for _, s := range []string{"NE", "1", "FH", "MC", "1+FH", "FH+MC", "2+FH+MC", "20"} {
		ps := &tomlpos.List{File: "x"}
		f, ok := fireCell(ps, "k", s)
		if !ok || f.String() != s {
			t.Errorf("fireCell(%q) = %v, %v; String() = %q, want %q", s, f, ok, f.String(), s)
		}
	}
	for _, s := range []string{"NE", "AMB+DA+P", "AMS2+DA", "AMS1+DMS1", "DMS1+AA", "DE+AA+P", "AE+DE"} {
		ps := &tomlpos.List{File: "x"}
		m, ok := meleeCell(ps, "k", s)
		if !ok || m.String() != s {
			t.Errorf("meleeCell(%q) = %v, %v; String() = %q, want %q", s, m, ok, m.String(), s)
		}
	}
}

// FuzzParse: Parse never panics, an accepted file answers every lookup,
// and every error is positioned in the file it names.
func FuzzParse(f *testing.F) {
	f.Add(unofficialTOML)
	f.Add([]byte("unofficial = true\ntitle = \"UNOFFICIAL\"\n"))
	f.Add([]byte("[melee.rows]\n0-9 = \"NE\"\n"))
	f.Add([]byte("[terrain.hex.clear]\nmp = { cavalry = 1 }\n"))
	f.Add([]byte("x = [1, {a = 2}]\n[[y]]\nz = 'q'\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse("f.toml", data)
		if err != nil {
			var e Errors
			if !errors.As(err, &e) || len(e) == 0 {
				t.Fatalf("error %v is not a non-empty Errors", err)
			}
			for _, p := range e {
				if p.File != "f.toml" || p.Line < 1 || p.Column < 1 {
					t.Fatalf("problem %q is not positioned: %+v", p.Error(), p)
				}
			}
			return
		}
		for die := -2; die <= 11; die++ {
			for o := Charge; o < numOrders; o++ {
				c.Continuation(o, die, 0)
				c.Preemption(o, die, -1)
				c.Interception(o, die, 1)
				c.OrdersChange(o, Rally, die, 0, true)
			}
			c.Melee(die, die)
			c.Musket(Salvo, true, die, 0)
			c.LightCavalryFire(CavalryPistol, die, 0)
			c.ArtilleryFire(die, 0, true)
			c.UnableToRetreat(die, 0)
			c.CavalryPursuit(die, 0)
			c.LeaderReplacement(die)
			c.ArtilleryRange(Gun3lb, die)
			c.Threshold(die, die)
		}
		for _, k := range c.Terrain().HexKinds() {
			h, _ := c.Terrain().Hex(k)
			h.Cost(Cavalry)
		}
	})
}

// TestManyProblems: a file full of bad keys is refused with its first
// MaxProblems problems, each positioned, and a count of the rest.
func TestManyProblems(t *testing.T) {
	var b strings.Builder
	b.WriteString("[melee.rows]\n")
	for i := range 2 * MaxProblems {
		fmt.Fprintf(&b, "k%d = 1\n", i)
	}
	_, err := Parse("many.toml", []byte(b.String()))
	e := problemsOf(t, err)
	if len(e) != MaxProblems+1 || !strings.Contains(e[MaxProblems].Msg, "more problems not listed") {
		t.Fatalf("Parse(%d bad keys) = %d problems, last %q; want %d and a count", 2*MaxProblems, len(e), e[len(e)-1].Msg, MaxProblems+1)
	}
	for _, p := range e {
		if p.Line < 1 || p.Column < 1 {
			t.Errorf("problem %q has no position", p.Error())
		}
	}
}

func BenchmarkParseDefault(b *testing.B) {
	for b.Loop() {
		if _, err := Parse(DefaultName, unofficialTOML); err != nil {
			b.Fatal(err)
		}
	}
}
