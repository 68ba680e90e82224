package scenario

import (
	"errors"
	"io/fs"
	"os"
	"slices"
	"strings"
	"testing"

	"plateau/rules/geom"
	"plateau/rules/table"
	"plateau/scenarios"
)

// TroopTypes are the sandbox's troop type words (rules/sandbox
// Allowances); the default scenario has a unit of each.
var TroopTypes = []string{"infantry", "cavalry", "chariot", "monster", "artillery", "skirmisher", "commander"}

// impassableKinds are the terrain kinds no base may stand in (the sandbox's
// Impassable table; copied so that this test does not depend on a ruleset).
var impassableKinds = []string{"impassable", "lake", "rocks", "cliff", "building"}

func TestEmbeddedParse(t *testing.T) {
	names := EmbeddedNames()
	if !slices.Contains(names, DefaultName) {
		t.Fatalf("EmbeddedNames() = %v, want it to hold %s", names, DefaultName)
	}
	for _, name := range names {
		sc, err := Embedded(name)
		if err != nil {
			t.Errorf("Embedded(%s) = %v", name, err)
			continue
		}
		if want := EmbeddedPrefix + name; sc.Name != want {
			t.Errorf("Embedded(%s).Name = %q, want %q", name, sc.Name, want)
		}
		again, err := Embedded(sc.Name) // a Name finds its scenario again
		if err != nil || again.Hash() != sc.Hash() {
			t.Errorf("Embedded(%q) = %v, want the same scenario", sc.Name, err)
		}
		data, _ := fs.ReadFile(scenarios.Files, name)
		if string(sc.Source) != string(data) {
			t.Errorf("Embedded(%s).Source is not the file's text", name)
		}
	}
	if _, err := Embedded("nope"); err == nil || !strings.HasPrefix(err.Error(), "scenario: ") {
		t.Errorf("Embedded(nope) = %v, want a \"scenario: \" error", err)
	}
}

func TestDefault(t *testing.T) {
	sc := Default()
	st := sc.State
	if sc.Name != "embedded:default.toml" || sc.Title == "" || sc.Description == "" {
		t.Errorf("Default() = name %q title %q description %q", sc.Name, sc.Title, sc.Description)
	}
	if st.Ruleset != "sandbox" || st.Turn != 1 || st.Active != 0 || st.Phase != "" {
		t.Errorf("Default() = ruleset %q turn %d active %d phase %q, want sandbox 1 0 \"\"", st.Ruleset, st.Turn, st.Active, st.Phase)
	}
	if st.Table.Width != 180 || st.Table.Height != 120 {
		t.Errorf("Default() table = %v × %v, want 180 × 120", st.Table.Width, st.Table.Height)
	}
	if len(st.Sides) != 2 {
		t.Fatalf("Default() has %d sides, want 2", len(st.Sides))
	}
	for side := range st.Sides {
		var types []string
		for _, u := range st.Units {
			if u.Side == side {
				types = append(types, u.Type)
			}
		}
		for _, w := range TroopTypes {
			if !slices.Contains(types, w) {
				t.Errorf("Default() side %s has no %s unit (has %v)", st.Sides[side].ID, w, types)
			}
		}
		if d := st.Sides[side].Deployment; len(d) < 3 {
			t.Errorf("Default() side %s has no deployment zone", st.Sides[side].ID)
		}
	}
	kinds := map[string]bool{}
	for _, f := range st.Table.Features {
		kinds[f.Kind] = true
	}
	for _, k := range []string{"wood", "hill", "rough", "river", "road", "hedge", "lake", "rocks"} {
		if !kinds[k] {
			t.Errorf("Default() has no %s terrain", k)
		}
	}

	for _, b := range st.Table.Bases {
		// Inside its own side's deployment zone, corner by corner.
		zone := st.Sides[b.Side].Deployment
		for _, c := range b.Shape.Corners() {
			if !zone.Contains(c, EdgeSlack) {
				t.Errorf("Default() base %s corner %v is outside %s's deployment zone", b.ID, c, st.Sides[b.Side].ID)
			}
		}
		// Clear of impassable terrain.
		for _, f := range st.Table.Features {
			if !slices.Contains(impassableKinds, f.Kind) {
				continue
			}
			for _, tri := range f.Area.Triangulate() {
				if pen := geom.Penetration(footprint(b), tri); pen > -geom.Eps {
					t.Errorf("Default() base %s touches impassable %s %s (penetration %v)", b.ID, f.Kind, f.ID, pen)
				}
			}
		}
	}
	// No two bases overlap, round ones included (Parse does not check
	// those, but the default should look tidy).
	bs := st.Table.Bases
	for i := range bs {
		for j := i + 1; j < len(bs); j++ {
			if pen := geom.Penetration(footprint(bs[i]), footprint(bs[j])); pen > OverlapSlack {
				t.Errorf("Default() bases %s and %s overlap by %v", bs[i].ID, bs[j].ID, pen)
			}
		}
	}
}

// footprint is the polygon a base covers; a round base's is the square
// around its disc (enough for these checks).
func footprint(b table.Base) geom.Polygon {
	if b.Round {
		r := b.Shape
		r.Facing = 0
		return r.Polygon()
	}
	return b.Shape.Polygon()
}

// TestDefaultFileMatchesEmbed guards against the embedded copy and the
// file on disk going apart (they are the same file; this fails only if the
// embed pattern stops matching it).
func TestDefaultFileMatchesEmbed(t *testing.T) {
	disk, err := os.ReadFile("../../scenarios/" + DefaultName)
	if err != nil {
		t.Fatal(err)
	}
	if string(disk) != string(Default().Source) {
		t.Errorf("Default().Source differs from scenarios/%s", DefaultName)
	}
}

// FuzzParse checks Parse never panics, that every failure is Errors whose
// problems all have a line, and that every success is consistent.
func FuzzParse(f *testing.F) {
	for _, name := range EmbeddedNames() {
		data, _ := fs.ReadFile(scenarios.Files, name)
		f.Add(data)
	}
	fixtures, _ := fs.Glob(os.DirFS("testdata"), "*.toml")
	for _, name := range fixtures {
		data, _ := os.ReadFile("testdata/" + name)
		f.Add(data)
	}
	f.Add([]byte(head + blue + "[[army.unit]]\nid = \"u\"\ntype = \"x\"\nbase = [4, 2]\nat = [10, 10]\ncount = 3\n"))
	f.Add([]byte("a = {b = [1, {c = \"\"\"x\"\"\"}]}\n[[x.y]]\n[x]\n"))
	// A hex map (testdata/hexmap.toml is a seed too): merged terrain, a
	// slope with a feature, a stack, a column, an edge.
	f.Add([]byte(head + hexHdr + "edges = { blue = \"north\" }\n[[hexes.terrain]]\nkind = \"wood\"\nat = [\"0203\", \"0204\"]\n" +
		"[[hexes.terrain]]\nelevation = 1\nat = [\"0204\"]\n[[hexes.hexside]]\nkind = \"stream\"\nslope = \"steep\"\nbetween = [[\"0204\", \"0304\"]]\n" +
		blue + hexUnit("u", "hex = [\"0203\", \"0204\"]\nvertex = 0\n") + hexUnit("v", "hex = \"0203\"\nvertex = 5\n") +
		hexUnit("w", "formation = \"column\"\nhex = [\"0506\", \"0606\"]\nbase = [1, 2]\n")))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := Parse("f.toml", data)
		if err != nil {
			var es Errors
			if !errors.As(err, &es) || len(es) == 0 {
				t.Fatalf("Parse error %v (%T) is not a non-empty Errors", err, err)
			}
			for _, p := range es {
				if p.Line < 1 || p.File != "f.toml" || p.Msg == "" {
					t.Fatalf("Parse problem %#v: want File f.toml, a line >= 1 and a message", p)
				}
			}
			return
		}
		st := sc.State
		seen := map[string]bool{}
		n := 0
		for _, u := range st.Units {
			if u.Side < 0 || u.Side >= len(st.Sides) || len(u.Bases) == 0 {
				t.Fatalf("unit %s: side %d of %d, %d bases", u.ID, u.Side, len(st.Sides), len(u.Bases))
			}
			for _, id := range u.Bases {
				b, ok := st.Table.Base(id)
				if !ok || b.Unit != u.ID || seen[id] {
					t.Fatalf("unit %s base %s: found %v, duplicate %v", u.ID, id, ok, seen[id])
				}
				seen[id] = true
				n++
			}
		}
		if n != len(st.Table.Bases) {
			t.Fatalf("%d bases in units, %d on the table", n, len(st.Table.Bases))
		}
		if h := st.Table.Hexes; h != nil {
			lo, hi, err := h.Bounds()
			if err != nil || lo.X < -EdgeSlack || lo.Y < -EdgeSlack || hi.X > st.Table.Width+EdgeSlack || hi.Y > st.Table.Height+EdgeSlack {
				t.Fatalf("the hex map covers %v to %v (%v), off the %g × %g table", lo, hi, err, st.Table.Width, st.Table.Height)
			}
		}
	})
}

// TestDocExample parses the example of docs/scenario-format.md, so that the
// documentation cannot drift from the decoder.
func TestDocExample(t *testing.T) {
	doc, err := os.ReadFile("../../docs/scenario-format.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "## Example\n\n```toml\n")
	example, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("docs/scenario-format.md has no ```toml example under ## Example")
	}
	sc, err := Parse("docs/scenario-format.md example", []byte(example))
	if err != nil {
		t.Fatalf("the documented example does not parse:\n%v", err)
	}
	wantCentres := map[string]geom.Vec{
		"b-spears.3": geom.V(58, 72), "r-riders.1": geom.V(60, 12), "r-riders.3": geom.V(60, 4),
	}
	for id, want := range wantCentres {
		b, ok := sc.State.Table.Base(id)
		if !ok || !b.Shape.Center.Near(want) {
			t.Errorf("example base %s = %v (found %v), want centre %v as the comments say", id, b, ok, want)
		}
	}
}

func TestOpen(t *testing.T) {
	for _, name := range []string{"default", "default.toml", "embedded:default.toml"} {
		sc, err := Open(name)
		if err != nil || sc.Name != "embedded:default.toml" {
			t.Errorf("Open(%q) = %v, %v; want the embedded default", name, sc, err)
		}
	}
	if sc, err := Open("testdata/overlap.toml"); err == nil {
		t.Errorf("Open(testdata/overlap.toml) = %v, want its problems", sc.Name)
	}
	if _, err := Open("no-such-scenario"); err == nil || !strings.Contains(err.Error(), "no-such-scenario") {
		t.Errorf("Open(no-such-scenario) = %v, want an error naming it", err)
	}
}
