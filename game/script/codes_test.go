package script

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"plateau/rules"
)

// The violation codes of the rulesets, read from their source (issue 9
// part 3, item 1): every rules.Violation a ruleset builds, by one of the
// ways the rulesets build them:
//
//   - a composite literal, rules.Violation{Code: "overlap", ...} (or
//     Violation{...} inside package rules);
//   - Code given by a parameter of the function building it (the "no"
//     closures of warmaster, no("phase", rule, format, ...)): the
//     arguments of every call of that function, followed through further
//     helpers;
//   - Code a field of a parameter or receiver of a named type
//     (bloodblades' riverBreach.code, charge.Refusal.Code): the literals
//     of that type's composite literals;
//   - a concatenation ("charge-" + r.Code): each combination;
//   - v.Code = "range" on a variable v built from a Violation literal;
//   - a string constant of the package.
//
// Any other expression in a Code field is reported as a problem, so that
// a new way of building violations fails the test instead of escaping it.

// codePkg is one package of the rulesets' source, parsed.
type codePkg struct {
	name  string
	fset  *token.FileSet
	files []*ast.File
	// consts are the package-level string constants.
	consts map[string]string
	// calls are every call of the package, with the nodes enclosing it.
	calls []visited
	// lits are every composite literal of the package, likewise.
	lits []visited
}

// found is a code and where its text is written (file:line:column).
type found struct{ code, where string }

// visited is a node and the nodes enclosing it, outermost first (the file
// first).
type visited struct {
	node  ast.Node
	stack []ast.Node
}

// violationCodes reads every non-test Go file under root (one package a
// directory) and returns each code found, keyed by the directory under
// root it is built in (its first element: "warmaster" for
// warmaster/charge), each with where it is first written, and the
// problems met.
func violationCodes(root string) (map[string]map[string]string, []string, error) {
	codes := map[string]map[string]string{}
	var problems []string
	err := filepath.WalkDir(root, func(dir string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		p, err := loadPkg(dir)
		if err != nil || p == nil {
			return err
		}
		rel, _ := filepath.Rel(root, dir)
		top := strings.Split(filepath.ToSlash(rel), "/")[0]
		if rel == "." {
			top = "rules"
		}
		found, probs := p.codes()
		problems = append(problems, probs...)
		for _, f := range found {
			if codes[top] == nil {
				codes[top] = map[string]string{}
			}
			if _, ok := codes[top][f.code]; !ok {
				codes[top][f.code] = f.where
			}
		}
		return nil
	})
	return codes, problems, err
}

// loadPkg parses the non-test Go files of dir, nil when it has none.
func loadPkg(dir string) (*codePkg, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	p := &codePkg{fset: token.NewFileSet(), consts: map[string]string{}}
	for _, e := range ents {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(p.fset, filepath.Join(dir, n), nil, 0)
		if err != nil {
			return nil, err
		}
		p.name = f.Name.Name
		p.files = append(p.files, f)
	}
	if len(p.files) == 0 {
		return nil, nil
	}
	for _, f := range p.files {
		for _, decl := range f.Decls {
			g, ok := decl.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if i < len(vs.Values) {
						if s, ok := stringLit(vs.Values[i]); ok {
							p.consts[name.Name] = s
						}
					}
				}
			}
		}
		var stack []ast.Node
		ast.Inspect(f, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return true
			}
			switch n := n.(type) {
			case *ast.CallExpr:
				p.calls = append(p.calls, visited{n, slices.Clone(stack)})
			case *ast.CompositeLit:
				p.lits = append(p.lits, visited{n, slices.Clone(stack)})
			case *ast.AssignStmt:
				p.lits = append(p.lits, visited{n, slices.Clone(stack)})
			}
			stack = append(stack, n)
			return true
		})
	}
	return p, nil
}

func stringLit(e ast.Expr) (string, bool) {
	b, ok := e.(*ast.BasicLit)
	if !ok || b.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(b.Value)
	return s, err == nil
}

// isViolation reports whether a composite literal's type is rules.Violation.
func (p *codePkg) isViolation(typ ast.Expr) bool {
	switch t := typ.(type) {
	case *ast.SelectorExpr:
		x, ok := t.X.(*ast.Ident)
		return ok && x.Name == "rules" && t.Sel.Name == "Violation"
	case *ast.Ident:
		return p.name == "rules" && t.Name == "Violation"
	}
	return false
}

// codes are the codes of every violation the package builds.
func (p *codePkg) codes() ([]found, []string) {
	var out []found
	var problems []string
	for _, v := range p.lits {
		switch n := v.node.(type) {
		case *ast.CompositeLit:
			if !p.isViolation(n.Type) {
				continue
			}
			for _, el := range n.Elts {
				kv, ok := el.(*ast.KeyValueExpr)
				if k, _ := kv.Key.(*ast.Ident); !ok || k == nil || k.Name != "Code" {
					continue
				}
				got, probs := p.resolve(kv.Value, v.stack, 0)
				out, problems = append(out, got...), append(problems, probs...)
			}
		case *ast.AssignStmt:
			// v.Code = "range" on a variable built from a Violation literal.
			for i, lhs := range n.Lhs {
				sel, ok := lhs.(*ast.SelectorExpr)
				if !ok || sel.Sel.Name != "Code" || i >= len(n.Rhs) {
					continue
				}
				x, ok := sel.X.(*ast.Ident)
				if !ok || !p.violationVar(x.Name, v.stack) {
					continue
				}
				got, probs := p.resolve(n.Rhs[i], append(v.stack, n), 0)
				out, problems = append(out, got...), append(problems, probs...)
			}
		}
	}
	return out, problems
}

// violationVar reports whether name is defined, in the function
// enclosing stack, from a rules.Violation literal (or its address).
func (p *codePkg) violationVar(name string, stack []ast.Node) bool {
	fn := outermostFunc(stack)
	if fn == nil {
		return false
	}
	found := false
	ast.Inspect(fn, func(n ast.Node) bool {
		a, ok := n.(*ast.AssignStmt)
		if !ok || a.Tok != token.DEFINE {
			return true
		}
		for i, lhs := range a.Lhs {
			if id, ok := lhs.(*ast.Ident); ok && id.Name == name && i < len(a.Rhs) {
				e := a.Rhs[i]
				if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
					e = u.X
				}
				if c, ok := e.(*ast.CompositeLit); ok && p.isViolation(c.Type) {
					found = true
				}
			}
		}
		return true
	})
	return found
}

func outermostFunc(stack []ast.Node) *ast.FuncDecl {
	for _, n := range stack {
		if f, ok := n.(*ast.FuncDecl); ok {
			return f
		}
	}
	return nil
}

// maxDepth bounds the helpers followed: far more than any chain in the
// rulesets, and a guard against a helper that passes its code to itself.
const maxDepth = 8

// resolve is the strings expression e (met inside stack) may be.
func (p *codePkg) resolve(e ast.Expr, stack []ast.Node, depth int) ([]found, []string) {
	where := p.fset.Position(e.Pos()).String()
	if depth > maxDepth {
		return nil, []string{where + ": helpers nested too deep"}
	}
	switch e := e.(type) {
	case *ast.BasicLit:
		if s, ok := stringLit(e); ok {
			return []found{{s, where}}, nil
		}
	case *ast.ParenExpr:
		return p.resolve(e.X, stack, depth)
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			break
		}
		xs, px := p.resolve(e.X, stack, depth)
		ys, py := p.resolve(e.Y, stack, depth)
		var out []found
		for _, x := range xs {
			for _, y := range ys {
				out = append(out, found{x.code + y.code, y.where})
			}
		}
		return out, append(px, py...)
	case *ast.Ident:
		if fn, i, ok := paramOf(e.Name, stack); ok {
			return p.fromCalls(fn, i, stack, depth)
		}
		if s, ok := p.consts[e.Name]; ok {
			return []found{{s, where}}, nil
		}
	case *ast.SelectorExpr:
		x, ok := e.X.(*ast.Ident)
		if !ok {
			break
		}
		if typ, ok := paramType(x.Name, stack); ok {
			return p.fieldLits(typ, e.Sel.Name, depth)
		}
	}
	return nil, []string{fmt.Sprintf("%s: cannot read the violation code %s", where, exprString(p.fset, e))}
}

// paramOf finds name among the parameters of the functions enclosing
// stack, innermost first: the function node, the index of the parameter.
func paramOf(name string, stack []ast.Node) (fn ast.Node, index int, ok bool) {
	for k := len(stack) - 1; k >= 0; k-- {
		var ft *ast.FuncType
		switch f := stack[k].(type) {
		case *ast.FuncLit:
			ft = f.Type
		case *ast.FuncDecl:
			ft = f.Type
		default:
			continue
		}
		i := 0
		for _, field := range ft.Params.List {
			for _, n := range field.Names {
				if n.Name == name {
					return stack[k], i, true
				}
				i++
			}
			if len(field.Names) == 0 {
				i++
			}
		}
	}
	return nil, 0, false
}

// paramType is the named type of parameter or receiver name of the
// functions enclosing stack (T for T or *T).
func paramType(name string, stack []ast.Node) (string, bool) {
	for k := len(stack) - 1; k >= 0; k-- {
		var lists []*ast.FieldList
		switch f := stack[k].(type) {
		case *ast.FuncLit:
			lists = []*ast.FieldList{f.Type.Params}
		case *ast.FuncDecl:
			lists = []*ast.FieldList{f.Recv, f.Type.Params}
		default:
			continue
		}
		for _, l := range lists {
			if l == nil {
				continue
			}
			for _, field := range l.List {
				for _, n := range field.Names {
					if n.Name != name {
						continue
					}
					t := field.Type
					if s, ok := t.(*ast.StarExpr); ok {
						t = s.X
					}
					if id, ok := t.(*ast.Ident); ok {
						return id.Name, true
					}
					return "", false
				}
			}
		}
	}
	return "", false
}

// fromCalls resolves argument index of every call of fn: a closure
// (called by the name it is bound to, inside the function declaring it)
// or a declared function or method (called anywhere in the package).
func (p *codePkg) fromCalls(fn ast.Node, index int, stack []ast.Node, depth int) ([]found, []string) {
	var name string
	var scope ast.Node // the calls looked at are inside it (nil: anywhere)
	switch f := fn.(type) {
	case *ast.FuncDecl:
		name = f.Name.Name
	case *ast.FuncLit:
		k := slices.Index(stack, fn)
		if k > 0 {
			if a, ok := stack[k-1].(*ast.AssignStmt); ok && len(a.Lhs) == 1 {
				if id, ok := a.Lhs[0].(*ast.Ident); ok {
					name = id.Name
				}
			}
		}
		scope = outermostFunc(stack)
	}
	where := p.fset.Position(fn.Pos()).String()
	if name == "" {
		return nil, []string{where + ": a violation's code comes from a parameter of a function literal not bound to a name"}
	}
	var out []found
	var problems []string
	calls := 0
	for _, c := range p.calls {
		call := c.node.(*ast.CallExpr)
		var called string
		switch f := call.Fun.(type) {
		case *ast.Ident:
			called = f.Name
		case *ast.SelectorExpr:
			if _, isDecl := fn.(*ast.FuncDecl); isDecl {
				called = f.Sel.Name
			}
		}
		if called != name || scope != nil && !slices.Contains(c.stack, scope) {
			continue
		}
		calls++
		if index >= len(call.Args) {
			problems = append(problems, fmt.Sprintf("%s: a call of %s without its code", p.fset.Position(call.Pos()), name))
			continue
		}
		got, probs := p.resolve(call.Args[index], append(c.stack, call), depth+1)
		out, problems = append(out, got...), append(problems, probs...)
	}
	if calls == 0 {
		problems = append(problems, fmt.Sprintf("%s: %s builds violations but no call of it was found", where, name))
	}
	return out, problems
}

// fieldLits resolves field of every composite literal of type typ in the
// package (typ{field: "code"} or &typ{...}).
func (p *codePkg) fieldLits(typ, field string, depth int) ([]found, []string) {
	var out []found
	var problems []string
	for _, v := range p.lits {
		c, ok := v.node.(*ast.CompositeLit)
		if !ok {
			continue
		}
		if id, ok := c.Type.(*ast.Ident); !ok || id.Name != typ {
			continue
		}
		for _, el := range c.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			if k, ok := kv.Key.(*ast.Ident); ok && k.Name == field {
				got, probs := p.resolve(kv.Value, append(v.stack, c), depth+1)
				out, problems = append(out, got...), append(problems, probs...)
			}
		}
	}
	return out, problems
}

func exprString(fset *token.FileSet, e ast.Expr) string {
	start, end := fset.Position(e.Pos()), fset.Position(e.End())
	b, err := os.ReadFile(start.Filename)
	if err != nil || end.Offset > len(b) {
		return fmt.Sprintf("%T", e)
	}
	return string(b[start.Offset:end.Offset])
}

// rulesetSource is the directory under rules/ of each ruleset's source,
// by ruleset id.
var rulesetSource = map[string]string{"sandbox": "sandbox", "wme": "warmaster", "bnb": "bloodblades", "mp": "musketpike", "pagaille": "pagaille", "gboh": "gboh"}

// unregistered are the directories under rules/ of rulesets still being
// built, which no scenario can name yet (Batailles en pagaille, issue
// 14; the Great Battles fantasy adaptation, issue 16): their codes are
// documented when they are registered.
var unregistered = map[string]bool{}

const scriptDocs = "../../docs/script-format.md"

// docSection is the text of docs/script-format.md from the heading title
// (a line "## title") to the next heading of that level or above.
func docSection(t *testing.T, title string) string {
	t.Helper()
	b, err := os.ReadFile(scriptDocs)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	head := "\n## " + title + "\n"
	i := strings.Index(doc, head)
	if i < 0 {
		t.Fatalf("%s has no section %q", scriptDocs, "## "+title)
	}
	rest := doc[i+len(head):]
	if j := strings.Index(rest, "\n## "); j >= 0 {
		rest = rest[:j]
	}
	return rest
}

// tableRows are the rows of the Markdown tables in text, under each
// "### " heading ("" before the first), as cells trimmed; the header and
// separator rows are left out.
func tableRows(text string) map[string][][]string {
	out := map[string][][]string{}
	sub := ""
	header := true
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "### "):
			sub = strings.TrimSpace(strings.TrimPrefix(line, "### "))
			header = true
		case strings.HasPrefix(line, "|"):
			cells := strings.Split(strings.Trim(line, "|"), "|")
			for i := range cells {
				cells[i] = strings.TrimSpace(cells[i])
			}
			if header || strings.HasPrefix(cells[0], "---") {
				header = false
				continue
			}
			out[sub] = append(out[sub], cells)
		default:
			header = true
		}
	}
	return out
}

// backticked is every `word` of a cell, in order.
func backticked(cell string) []string {
	var out []string
	parts := strings.Split(cell, "`")
	for i := 1; i < len(parts); i += 2 {
		out = append(out, parts[i])
	}
	return out
}

// TestDocsListEveryViolationCode: docs/script-format.md "Violation
// codes" lists, under each ruleset's heading, exactly the codes its
// source builds (violationCodes), each with a meaning: a code added to a
// ruleset, or one it no longer builds, fails here until the docs say so
// (issue 9 part 3, item 1).
func TestDocsListEveryViolationCode(t *testing.T) {
	codes, problems, err := violationCodes("../../rules")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Errorf("reading the violation codes: %s", p)
	}
	if len(codes) == 0 {
		t.Fatal("no violation code found in rules/")
	}
	rows := tableRows(docSection(t, "Violation codes"))
	sources := map[string]bool{}
	for _, id := range rules.Known() {
		dir, ok := rulesetSource[id]
		if !ok {
			t.Errorf("ruleset %s: rulesetSource does not say where its source is", id)
			continue
		}
		sources[dir] = true
		if unregistered[dir] {
			t.Errorf("ruleset %s is registered: take rules/%s out of unregistered and document its codes", id, dir)
		}
		documented := map[string]bool{}
		for _, r := range rows[id] {
			cs := backticked(r[0])
			if len(cs) != 1 || len(r) < 2 || strings.TrimSpace(r[1]) == "" {
				t.Errorf("%s, %s: the row %q is not | `code` | meaning |", scriptDocs, id, strings.Join(r, " | "))
				continue
			}
			if documented[cs[0]] {
				t.Errorf("%s, %s: %s is listed twice", scriptDocs, id, cs[0])
			}
			documented[cs[0]] = true
			if _, ok := codes[dir][cs[0]]; !ok {
				t.Errorf("%s, %s: %s is listed, but rules/%s builds no violation with that code", scriptDocs, id, cs[0], dir)
			}
		}
		var missing []string
		for c := range codes[dir] {
			if !documented[c] {
				missing = append(missing, c+" ("+codes[dir][c]+")")
			}
		}
		slices.Sort(missing)
		for _, c := range missing {
			t.Errorf("%s, \"### %s\": violation code %s is not listed", scriptDocs, id, c)
		}
	}
	for dir := range codes {
		if !sources[dir] && !unregistered[dir] {
			t.Errorf("rules/%s builds violations, but it is no ruleset's source: document its codes under the rulesets that use them", dir)
		}
	}
}

// TestDocsListEveryPhase: docs/script-format.md "Phases" lists each
// ruleset's phases in playing order, as the ruleset declares them
// (rules.Positioner Keys().Phases).
func TestDocsListEveryPhase(t *testing.T) {
	rows := tableRows(docSection(t, "Phases"))[""]
	listed := map[string][]string{}
	for _, r := range rows {
		if len(r) < 2 {
			continue
		}
		if id := backticked(r[0]); len(id) == 1 {
			listed[id[0]] = backticked(r[1])
		}
	}
	for _, id := range rules.Known() {
		rs, _ := rules.Lookup(id)
		p, ok := rs.(rules.Positioner)
		if !ok {
			t.Errorf("ruleset %s declares no phases (rules.Positioner)", id)
			continue
		}
		if want := p.Keys().Phases; !slices.Equal(listed[id], want) {
			t.Errorf("%s \"Phases\": %s's phases are %q, want %q", scriptDocs, id, listed[id], want)
		}
		delete(listed, id)
	}
	for id := range listed {
		t.Errorf("%s \"Phases\" lists %s, which is no ruleset", scriptDocs, id)
	}
}

// The extractor finds codes built each way the rulesets build them, and
// reports an expression it cannot read rather than skipping it.
func TestViolationCodesExtractor(t *testing.T) {
	dir := t.TempDir()
	src := `package x

import "plateau/rules"

const codeConst = "from-const"

type breach struct{ code string }

func (b breach) violation() *rules.Violation { return &rules.Violation{Code: b.code} }

type refusal struct{ Code string }

func (r *refusal) violation() *rules.Violation { return &rules.Violation{Code: "pre-" + r.Code} }

func helper(rule, code string) *rules.Violation { return &rules.Violation{Code: code, Rule: rule} }

func outer(code string) *rules.Violation { return helper("r", code) }

func f(x int) error {
	no := func(code string, args ...any) error { return &rules.Violation{Code: code} }
	_ = breach{code: "from-field"}
	_ = &refusal{Code: "ref"}
	_ = outer("through-two")
	_ = helper("r", "direct")
	v := &rules.Violation{}
	v.Code, v.Rule = "assigned", "r"
	_ = rules.Violation{Code: codeConst}
	if x > 0 {
		return no("from-closure", 1)
	}
	return &rules.Violation{Code: "literal"}
}

func g(s string) error { return &rules.Violation{Code: s + "-" + fmt()} }
`
	os.MkdirAll(filepath.Join(dir, "x"), 0o755)
	if err := os.WriteFile(filepath.Join(dir, "x", "x.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	codes, problems, err := violationCodes(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for c := range codes["x"] {
		got = append(got, c)
	}
	slices.Sort(got)
	want := []string{"assigned", "direct", "from-closure", "from-const", "from-field", "literal", "pre-ref", "through-two"}
	if !slices.Equal(got, want) {
		t.Errorf("codes = %q, want %q", got, want)
	}
	// g: its parameter s comes from no call, and fmt() is no string.
	if len(problems) != 2 || !strings.Contains(problems[0]+problems[1], "g builds violations but no call of it was found") ||
		!strings.Contains(problems[0]+problems[1], "cannot read the violation code fmt()") {
		t.Errorf("problems = %q, want g's two", problems)
	}
}

// TestDocsExamples plays the scripts docs/script-format.md shows, each
// on its scenario, and checks they do what the text around them says.
func TestDocsExamples(t *testing.T) {
	tests := []struct {
		section, scen string
		keepGoing     bool
		failed        []int // the lines that fail
	}{
		{"Example", "default", false, nil},
		{"Phases", "wme", false, nil},
		{"Keep going", "default", true, []int{2, 3, 4}},
	}
	blocks := func(text string) []string {
		parts := strings.Split(text, "```")
		var out []string
		for i := 1; i < len(parts); i += 2 {
			out = append(out, strings.TrimPrefix(parts[i], "\n"))
		}
		return out
	}
	for _, tc := range tests {
		bs := blocks(docSection(t, tc.section))
		if len(bs) != 1 {
			t.Errorf("%q: %d scripts, want 1", tc.section, len(bs))
			continue
		}
		_, rep := playOn(t, tc.scen, bs[0], tc.keepGoing)
		var lines []int
		for _, f := range rep.Failures {
			lines = append(lines, f.Line)
		}
		if !slices.Equal(lines, tc.failed) {
			t.Errorf("%q: the script fails on lines %v (%v), want %v", tc.section, lines, rep.Failures, tc.failed)
		}
	}
	// "One order of several legs", a subsection of "Format".
	format := docSection(t, "Format")
	i := strings.Index(format, "### One order of several legs")
	if i < 0 {
		t.Fatal(`no "### One order of several legs"`)
	}
	bs := blocks(format[i:])
	if len(bs) == 0 {
		t.Fatal(`"One order of several legs" shows no script`)
	}
	if _, rep := playOn(t, "bnb", bs[0], false); len(rep.Failures) > 0 || rep.Counters["pigs"] != 2 {
		t.Errorf("the multi-leg example: failures %v, %d PIGs left; want none, 2", rep.Failures, rep.Counters["pigs"])
	}
}
