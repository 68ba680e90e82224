package army

import (
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/bloodblades/armylist"
)

// bnbScreen is the setup screen of the BnB pre-battle scenario's Assyria,
// built from the Neo-Assyrian list.
func bnbScreen(t *testing.T) (*Screen, *scenario.Scenario) {
	t.Helper()
	sc, err := scenario.Open("bnb-prebattle")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Open(sc, "assyria", "neo-assyrian-empire")
	if err != nil {
		t.Fatal(err)
	}
	return s, sc
}

// TestBnBCatalogue: the builder offers every troop option of the four
// lists the text prints [L1152-1217], one base a unit, at its Table 5.4
// points [L1055-1083] and its 15 mm base (Tables 5.1-5.2 [L729-742]); a
// C-in-C option carries cinc = 1.
func TestBnBCatalogue(t *testing.T) {
	lists, err := Catalogue("bnb")
	if err != nil {
		t.Fatal(err)
	}
	if len(lists) != 4 {
		t.Fatalf("%d BnB lists, want the text's 4", len(lists))
	}
	var assyria *List
	for i := range lists {
		if lists[i].ID == "neo-assyrian-empire" {
			assyria = &lists[i]
		}
	}
	if assyria == nil {
		t.Fatal("no Neo-Assyrian list")
	}
	for _, c := range []struct {
		line   string
		points float64
		base   [2]float64
		cinc   bool
	}{
		{"C-in-C in 4-horse, 3-crew chariot, Reg HCh(O)", 14, [2]float64{4, 4}, true},                       // [L1200]
		{"Elite cavalry, Reg Cv(O)", 11, [2]float64{4, 3}, false},                                           // [L1202]
		{"Mounted scouts, Reg LH(I)", 6, [2]float64{4, 3}, false},                                           // [L1204]
		{"Infantry of the battle array, Reg Ax(O)", 5, [2]float64{4, 2}, false},                             // [L1210]
		{"Infantry of the battle array, Reg Ps(O) without the special support", 3, [2]float64{4, 2}, false}, // [L1210], the special support unpaid
	} {
		l, ok := assyria.Line(c.line)
		if !ok {
			var names []string
			for _, x := range assyria.Lines {
				names = append(names, x.Name)
			}
			t.Errorf("no line %q (lines: %s)", c.line, strings.Join(names, " | "))
			continue
		}
		if l.Points != c.points || l.Base != c.base || l.Bases != 1 || (l.Profile["cinc"] == 1) != c.cinc || l.Profile["points"] != c.points {
			t.Errorf("%s: %v points, base %v ×%d, profile %v; want %v, %v ×1, cinc %v", c.line, l.Points, l.Base, l.Bases, l.Profile, c.points, c.base, c.cinc)
		}
	}
}

// TestBnBArmyBuiltPlays: on the setup screen the sample Assyrians are read
// against the Neo-Assyrian list (their lines' limits are not met: the
// sample is no full army [L1053]); an army built from scratch to the list
// — one C-in-C, every minimum, 250 AP at most — is legal, and the
// scenario written starts: BnB's Setup accepts its bases' types and sizes.
func TestBnBArmyBuiltPlays(t *testing.T) {
	screen, sc := bnbScreen(t)
	r := screen.Build
	s := *screen.State()
	if r.Budget != 250 {
		t.Errorf("the budget is %d, want BnB's usual 250 AP [L1053]", r.Budget)
	}
	a := r.Army(&s)
	if got := a.Points(); got != 111 {
		t.Errorf("the sample Assyria is %v AP, want docs/bnb-armies.md's 111", got)
	}
	problems := strings.Join(a.Problems(), " ")
	if strings.Contains(problems, "no troop") || strings.Contains(problems, "Elite cavalry: 3") {
		t.Errorf("the sample's bases are misread against the list: %s", problems)
	}
	// Remove every base but the baggage, then build to the list.
	for _, u := range s.Units {
		if u.Side == r.Side && !isBaggage(&u) {
			s = apply(t, r, s, rules.Action{Kind: KindRemove, Side: r.Side, Target: u.ID})
		}
	}
	add := func(line string, n int) {
		for range n {
			s = apply(t, r, s, rules.Action{Kind: KindAdd, Side: r.Side, Target: line})
		}
	}
	// Every line at its minimum, its first option (a halves line: half
	// front troops, half supporting Ps [L1210]).
	al, _ := armylist.Find("neo-assyrian-empire")
	for _, ln := range al.Lines {
		if ln.Min == 0 || ln.From != "" {
			continue
		}
		front, support := "", ""
		for _, o := range ln.Options {
			switch {
			case !o.Supporting && front == "":
				front = ln.Name + ", " + o.Label
			case o.Supporting && support == "" && !o.PsSupport:
				support = ln.Name + ", " + o.Label
			}
		}
		if ln.Halves {
			add(front, ln.Min/2)
			add(support, ln.Min-ln.Min/2)
		} else {
			add(front, ln.Min)
		}
	}
	a = r.Army(&s)
	if got := a.Problems(); len(got) > 0 {
		t.Fatalf("every line at its minimum (%v AP): %q, want a legal army", a.Points(), got)
	}
	// The score shows the points, and a legal army.
	score := r.Score(&s)
	if it := score.Sides[0].Items; !strings.HasSuffix(it[0].Text, "of 250 points") || it[0].Alarm || !strings.HasPrefix(it[1].Text, "a legal army") {
		t.Errorf("the score is %+v", it)
	}
	text, err := r.Written(sc, &s, "My Assyrians")
	if err != nil {
		t.Fatal(err)
	}
	built, err := scenario.Parse("built.toml", text)
	if err != nil {
		t.Fatalf("the scenario written does not parse: %v", err)
	}
	m, err := game.New(built, 1)
	if err != nil {
		t.Fatalf("the scenario written does not start: %v", err)
	}
	n := 0
	for _, u := range m.State().Units {
		if u.Side == r.Side && !isBaggage(&u) {
			n++
		}
	}
	if want := len(a.Units) - 1; n != want {
		t.Errorf("the battle has %d Assyrian bases, want the %d built", n, want)
	}
	// Adding past a maximum is a problem, not a refusal: the player may be
	// on his way to another army.
	s = apply(t, r, s, rules.Action{Kind: KindAdd, Side: r.Side, Target: "Elite cavalry, Reg Cv(O)"})
	if got := strings.Join(r.Army(&s).Problems(), " "); !strings.Contains(got, "Elite cavalry") {
		t.Errorf("two Elite cavalry (max 1 [L1202]): problems %q", got)
	}
}
