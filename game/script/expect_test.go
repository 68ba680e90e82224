package script

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/bloodblades"
	"plateau/rules/geom"
)

// playOn plays a script on a scenario (a file or an embedded name) as
// Play does, keepGoing or not.
func playOn(t *testing.T, scen, script string, keepGoing bool) (*Result, Report) {
	t.Helper()
	cmds, err := Parse("test", strings.NewReader(script))
	if err != nil {
		t.Fatal(err)
	}
	m := newMatch(t, scen, 1)
	res := Play(m, cmds, keepGoing)
	return res, NewResultReport(m, res)
}

// The expectations of issue 9 part 3, item 2, each right (the script
// plays) and wrong (it fails, saying why).
func TestExpectations(t *testing.T) {
	// A WME order: 3 + 4 = 7 against 9, the General (unit 12 of the
	// scenario) orders the halberdiers, which move 5 cm.
	const wmeOrder = "dice 3 4\norder emp-general emp-halb-2\nmove-unit emp-halb-2 by 0 -5\n"
	// The BnB PIG roll: an AD showing 5, read as 5 PIGs.
	const bnbPIGs = "dice 5\ndo roll-pigs\n"
	tests := []struct {
		name, scen, script string
		want               string // "" when the script must play
	}{
		{"refused, code", "default", "expect refused allowance\nmove b-spears.1 by 0 -25", ""},
		{"refused, code and message", "default", "expect refused allowance would move 25.0 cm; 20.0 of its\nmove b-spears.1 by 0 -25", ""},
		{"refused, the rule is part of the message", "default", "expect refused allowance (sandbox allowance\nmove b-spears.1 by 0 -25", ""},
		{"refused, another message", "default", "expect refused allowance would move 24 cm\nmove b-spears.1 by 0 -25",
			`expected a refusal (allowance, "would move 24 cm"), got allowance with another message: Spearmen, 1st stand would move 25.0 cm`},
		{"refused, another code", "default", "expect refused gap would move\nmove b-spears.1 by 0 -25",
			`expected a refusal (gap, "would move"), got allowance`},
		{"refused, allowed", "default", "expect refused allowance over\nmove b-spears.1 by 0 -5",
			`expected a refusal (allowance, "over"), but it was allowed`},

		{"at, default tolerance", "default", "move b-spears.1 by 0 -5\nexpect at b-spears.1 30.005 103", ""},
		{"at, default tolerance missed", "default", "move b-spears.1 by 0 -5\nexpect at b-spears.1 30.02 103",
			"b-spears.1 is at (30.000, 103.000), 0.020 cm from (30.02, 103), expected within 0.01 cm"},
		{"at, within", "default", "move b-spears.1 by 0 -5\nexpect at b-spears.1 30.5 103 within 0.6", ""},
		{"at, within missed", "default", "move b-spears.1 by 0 -5\nexpect at b-spears.1 30.5 103 within 0.4",
			"0.500 cm from (30.5, 103), expected within 0.4 cm"},
		{"at, facing and within", "default", "expect at b-spears.1 30.3 108 facing 0 within 0.5", ""},
		{"at, facing missed", "default", "expect at b-spears.1 30.3 108 facing 1 within 0.5", "b-spears.1 faces 0.00°, expected 1°"},
		{"at, no base", "default", "expect at nobody.1 0 0 within 1", `no base "nobody.1"`},

		{"status", "wme", wmeOrder + "expect status emp-halb-2 orders 1\nexpect status emp-halb-2 ordered-by 12\nexpect status emp-halb-2 confused 0", ""},
		{"status missed", "wme", wmeOrder + "expect status emp-halb-2 orders 2", "emp-halb-2's status orders is 1, expected 2"},
		{"status, a key the ruleset does not keep", "wme", wmeOrder + "expect status emp-halb-2 order 1",
			"emp-halb-2's status order is 0, expected 1 (wme keeps no such key; it keeps size, blunder,"},
		{"status, no unit", "wme", "expect status nobody orders 0", `no unit "nobody"`},

		{"counter", "bnb", bnbPIGs + "expect counter pigs 5\nexpect counter over 0", ""},
		{"counter missed", "bnb", bnbPIGs + "expect counter pigs 4", "counter pigs is 5, expected 4"},
		{"counter, a prefix key", "bnb", "expect counter cinc-reg.0 1", ""},
		{"counter, WME sub-phase", "wme", wmeOrder + "expect counter commander 12", ""},
		{"counter, a key the ruleset does not keep", "default", "expect counter pigs 1", "counter pigs is 0, expected 1 (sandbox keeps no such keys)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, _ := playOn(t, tc.scen, tc.script, false)
			var got string
			if len(res.Failures) > 0 {
				got = res.Failures[0].Error()
			}
			switch {
			case tc.want == "" && got != "":
				t.Errorf("Play(%q) failed: %s", tc.script, got)
			case tc.want != "" && !strings.Contains(got, tc.want):
				t.Errorf("Play(%q) = %q, want a failure containing %q", tc.script, got, tc.want)
			}
		})
	}
}

func TestExpectParseErrors(t *testing.T) {
	tests := []struct{ line, want string }{
		{"expect", "expected expect refused CODE"},
		{"expect weather fine", `unknown expectation "weather"`},
		{"expect refused", "expected expect refused CODE [MESSAGE...]"},
		{"expect turn", "expected expect turn N"},
		{"expect turn two", `"two" is not a whole number`},
		{"expect phase orders now", "expected expect phase NAME"},
		{"expect at b.1 1", "expected expect at BASE X Y [facing DEG] [within CM]"},
		{"expect at b.1 1 y", `"y" is not a number`},
		{"expect at b.1 1 2 facing", "is not facing DEG or within CM"},
		{"expect at b.1 1 2 within 1 facing 0", `"facing 0" is not facing DEG or within CM, in that order`},
		{"expect at b.1 1 2 within -1", "a tolerance is 0 cm or more"},
		{"expect at b.1 1 2 within NaN", `"NaN" is not a number`},
		{"expect at b.1 1 2 facing 0 facing 0", "is not facing DEG or within CM"},
		{"expect status u orders", "expected expect status UNIT KEY N"},
		{"expect status u orders 1.5", `"1.5" is not a whole number`},
		{"expect counter pigs", "expected expect counter KEY N"},
		{"expect counter pigs x", `"x" is not a whole number`},
	}
	for _, tc := range tests {
		_, err := Parse("s", strings.NewReader(tc.line))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) = %v, want an error containing %q", tc.line, err, tc.want)
		}
	}
	for _, ok := range []string{
		"expect refused allowance", "expect refused allowance would  move   25", "expect at b.1 1 2", "expect at b.1 1 2 facing 90",
		"expect at b.1 1 2 within 0.5", "expect at b.1 1 2 facing 90 within 0", "expect status u orders -1", "expect counter pigs 3",
	} {
		if _, err := Parse("s", strings.NewReader(ok)); err != nil {
			t.Errorf("Parse(%q) = %v, want no error", ok, err)
		}
	}
}

// The message of "expect refused" is the rest of the line as written,
// spaces kept, the comment dropped.
func TestRefusedMessage(t *testing.T) {
	tests := []struct{ line, want string }{
		{"expect refused allowance", ""},
		{"expect refused allowance would move", "would move"},
		{"expect  refused\tallowance   would  move  # a comment", "would  move"},
	}
	for _, tc := range tests {
		cmds, err := Parse("s", strings.NewReader(tc.line))
		if err != nil {
			t.Fatal(err)
		}
		if got := cmds[0].refusedMessage(); got != tc.want {
			t.Errorf("refusedMessage(%q) = %q, want %q", tc.line, got, tc.want)
		}
	}
}

// keepGoing is a sandbox script with failed expectations on lines 2, 4
// and 6 (line 6 an action expected to be refused that is allowed), then a
// refusal not expected on line 8, which stops it: line 9 is not played.
const keepGoing = `move b-spears.1 by 0 -5
expect at b-spears.1 0 0
expect turn 1
expect active red
expect refused allowance
move b-spears.1 by 0 -1
expect at b-spears.1 30 102
move b-spears.1 by 0 -50
expect turn 7
`

func TestKeepGoing(t *testing.T) {
	tests := []struct {
		keepGoing bool
		lines     []int
		played    int
	}{
		{false, []int{2}, 1},
		{true, []int{2, 4, 6, 8}, 7},
	}
	for _, tc := range tests {
		res, rep := playOn(t, "default", keepGoing, tc.keepGoing)
		var lines []int
		for _, f := range rep.Failures {
			lines = append(lines, f.Line)
		}
		if !slices.Equal(lines, tc.lines) || res.Played != tc.played {
			t.Errorf("Play(keepGoing %v) fails on lines %v, stopping at command %d; want lines %v, command %d",
				tc.keepGoing, lines, res.Played, tc.lines, tc.played)
		}
		if rep.Failure != res.Failures[0].Error() {
			t.Errorf("keepGoing %v: failure %q, want the first of the failures %q", tc.keepGoing, rep.Failure, res.Failures[0])
		}
	}
	_, rep := playOn(t, "default", keepGoing, true)
	if last := rep.Failures[len(rep.Failures)-1]; last.Code != "allowance" || !strings.Contains(last.Error, "would move 50.0 cm") {
		t.Errorf("the refusal that stopped the script is reported as %+v, want code allowance", last)
	}
	if rep.Failures[0].Code != "" || rep.Failures[0].Text != "expect at b-spears.1 0 0" {
		t.Errorf("the first failure is reported as %+v, want the expect line, no code", rep.Failures[0])
	}
}

func TestMainKeepGoing(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "s.txt")
	if err := os.WriteFile(file, []byte(keepGoing), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args  []string
		lines []int
	}{
		{[]string{"-actions", file}, []int{2}},
		{[]string{"-keep-going", "-actions", file}, []int{2, 4, 6, 8}},
	}
	for _, tc := range tests {
		var out, errb bytes.Buffer
		if code := Main(tc.args, &out, &errb); code != 1 {
			t.Errorf("Main(%v) = %d, want 1", tc.args, code)
		}
		var rep Report
		if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
			t.Fatal(err)
		}
		var lines []int
		for _, f := range rep.Failures {
			lines = append(lines, f.Line)
		}
		stderr := strings.Split(strings.TrimSpace(errb.String()), "\n")
		if !slices.Equal(lines, tc.lines) || len(stderr) != len(tc.lines) {
			t.Errorf("Main(%v): failures on lines %v, %d stderr lines %q; want lines %v", tc.args, lines, len(stderr), stderr, tc.lines)
			continue
		}
		for i, l := range stderr {
			if want := file + ": line " + itoa(tc.lines[i]) + ": "; !strings.HasPrefix(l, want) {
				t.Errorf("Main(%v): stderr line %q, want it to start %q", tc.args, l, want)
			}
		}
	}
	// Every expectation holding: exit 0, with -keep-going too.
	good := filepath.Join(dir, "good.txt")
	os.WriteFile(good, []byte("move b-spears.1 by 0 -5\nexpect at b-spears.1 30 103\n"), 0o644)
	var out, errb bytes.Buffer
	if code := Main([]string{"-keep-going", "-actions", good}, &out, &errb); code != 0 || errb.Len() > 0 {
		t.Errorf("Main(-keep-going, good) = %d, stderr %q; want 0 and nothing", code, errb.String())
	}
	if strings.Contains(out.String(), `"failures"`) {
		t.Errorf("a script without failures prints failures: %s", out.String())
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// num is a length or an angle to a hundredth, as the path tests write it.
func num(v float64) string {
	r := math.Round(v*100) / 100
	if r == 0 {
		r = 0 // no "-0"
	}
	return strconv.FormatFloat(r, 'f', -1, 64)
}

// bearing is a facing as a compass bearing, 0 to 360.
func bearing(facing float64) float64 { return math.Mod(geom.Bearing(facing)+360, 360) }

// The report carries what a player sees (issue 9 part 3, item 3): the
// battle's counters, every unit's statuses, the distance each base has
// moved, and each event's facts: its kind, unit, base, dice, the numbers
// its prose states (rules.Fact) and the script line whose action logged
// it.
func TestReportCarriesFacts(t *testing.T) {
	const script = `dice 3 4
order emp-general emp-halb-2
move-unit emp-halb-2 by 0 -5
`
	_, rep := playOn(t, "wme", script, false)
	if got := rep.Counters["commander"]; got != 12 {
		t.Errorf("counters = %v, want commander 12 (the General gives orders)", rep.Counters)
	}
	var halb UnitReport
	for _, u := range rep.Units {
		if u.ID == "emp-halb-2" {
			halb = u
		}
	}
	if halb.Status["orders"] != 1 || halb.Status["moving"] != 1 || halb.Status["allowance-mm"] != 200 {
		t.Errorf("emp-halb-2's statuses = %v, want orders 1, moving 1, allowance-mm 200", halb.Status)
	}
	for _, b := range rep.Bases {
		if b.Unit == "emp-halb-2" && b.Used != 5 {
			t.Errorf("%s used %v cm, want 5", b.ID, b.Used)
		}
	}
	type fact struct {
		line       int
		kind, unit string
		base       string
		rolls      string
	}
	var got []fact
	for _, e := range rep.Events {
		if e.Line == 0 {
			continue // the battle's set-up
		}
		var rolls []string
		for _, r := range e.Rolls {
			rolls = append(rolls, itoa(r.Sides)+":"+itoa(r.Value))
		}
		got = append(got, fact{e.Line, e.Kind, e.Unit, e.Base, strings.Join(rolls, " ")})
	}
	want := []fact{
		{2, "order", "emp-halb-2", "", "6:3 6:4"},
		{3, "moved", "emp-halb-2", "emp-halb-2.1", ""},
		{3, "moved", "emp-halb-2", "emp-halb-2.2", ""},
		{3, "moved", "emp-halb-2", "emp-halb-2.3", ""},
	}
	if !slices.Equal(got, want) {
		t.Errorf("events = %+v, want %+v", got, want)
	}
	// In JSON: the line beside the event's own fields, and the counters.
	b, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{`"counters":{"commander":12}`, `{"line":2,"kind":"order","text":"General orders Halberdiers (2): rolled 7, needed 9 or less — moves","side":0,"unit":"emp-halb-2","rolls":[{"sides":6,"value":3},{"sides":6,"value":4}],` +
		`"facts":[{"name":"command","value":9,"text":"command value","rule":"WME §6.3 [L483]"},{"name":"need","value":9,"text":"9 or less on 2D6","rule":"WME §6.3 [L485-487]"},{"name":"roll","value":7,"text":"2D6 rolled"}]}`} {
		if !strings.Contains(string(b), w) {
			t.Errorf("the JSON report lacks %s", w)
		}
	}
	// The set-up's events have no line; a sandbox battle has no counters,
	// printed as {}.
	_, rep = playOn(t, "default", "", false)
	if b, _ := json.Marshal(rep); !strings.Contains(string(b), `"counters":{}`) {
		t.Errorf("a battle without counters prints %s", b)
	}
}

// One order of several legs (issue 9 part 3, item 5): a BnB group pivot
// then straight ahead is one group move [L1490-1498], paid once (bnb.md
// §6.3); the same two legs as two moves are two orders, paid twice.
func TestMovePathOneOrder(t *testing.T) {
	// The two Assyrian Ax first leave the gap between the chariot and
	// the archers (a sub-group's move, 2 PIGs of 5 [L1511]).
	const start = "dice 5\ndo roll-pigs\nmove-group as-ax-1.1,as-ax-2.1 by 0 -3\nexpect counter pigs 3\n"
	tests := []struct {
		name, script string
		pigs         int // left
		moves        int // "moved" events of the last two lines
		want         string
	}{
		{"pivot then ahead, one order", "move-path as-ax-1.1,as-ax-2.1 turn -15 about as-ax-1.1 FL then ahead 3\n", 2, 1, ""},
		{"the same as two orders", "turn-group as-ax-1.1,as-ax-2.1 -15 about as-ax-1.1 FL\nmove-path as-ax-1.1,as-ax-2.1 ahead 3\n", 1, 2, ""},
		{"ahead, pivot, ahead is no group move", "move-path as-ax-1.1,as-ax-2.1 ahead 1 then turn -15 about as-ax-1.1 FL then ahead 1\n", 3, 0,
			"is not a group move: a group may about-face, go straight ahead, pivot, or pivot then go straight ahead"},
		{"a pivot past 1 MU before going ahead", "move-path as-ax-1.1,as-ax-2.1 turn -30 about as-ax-1.1 FL then ahead 3\n", 3, 0,
			"may pivot at most 1 MU each time"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, rep := playOn(t, "bnb", start+tc.script, false)
			var got string
			if len(res.Failures) > 0 {
				got = res.Failures[0].Error()
			}
			if tc.want == "" && got != "" || tc.want != "" && !strings.Contains(got, tc.want) {
				t.Fatalf("Play = %q, want %q", got, tc.want)
			}
			if rep.Counters["pigs"] != tc.pigs {
				t.Errorf("%d PIGs left, want %d", rep.Counters["pigs"], tc.pigs)
			}
			n := 0
			for _, e := range rep.Events {
				if e.Kind == "moved" && e.Line > 4 {
					n++
				}
			}
			if n != tc.moves {
				t.Errorf("%d moves made, want %d", n, tc.moves)
			}
		})
	}
	// The price of the one order is what BnB's Cost says of it: one move
	// (C2), as for the pivot alone.
	cmds, err := Parse("test", strings.NewReader(start))
	if err != nil {
		t.Fatal(err)
	}
	m := newMatch(t, "bnb", 1)
	if _, err := Run(m, cmds); err != nil {
		t.Fatal(err)
	}
	price := func(line string) bloodblades.PIGCost {
		cs, err := Parse("test", strings.NewReader(line))
		if err != nil {
			t.Fatal(err)
		}
		a, err := action(m.State(), cs[0])
		if err != nil {
			t.Fatal(err)
		}
		c, err := bloodblades.Rules{}.Cost(m.State(), a)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	both := price("move-path as-ax-1.1,as-ax-2.1 turn -15 about as-ax-1.1 FL then ahead 3")
	pivot := price("turn-group as-ax-1.1,as-ax-2.1 -15 about as-ax-1.1 FL")
	if both.Total != 1 || pivot.Total != 1 || len(both.Lines) != 1 || both.Lines[0].Code != "C2" {
		t.Errorf("Cost(pivot then ahead) = %v, Cost(pivot) = %v; want 1 PIG each, the one line C2", both, pivot)
	}
}

// The paths a move-path command builds: one pose a leg, each leg from
// where the one before left every base.
func TestMovePathPaths(t *testing.T) {
	m := newMatch(t, "bnb", 1)
	tests := []struct {
		line string
		want []string // per base: its poses, "x,y,bearing" to 0.01
		err  string
	}{
		{"move-path as-ax-1.1 by 1 -2 then ahead 3 then turn 90", []string{"52,66,0 53,64,0 53,61,0 53,61,90"}, ""},
		{"move-path as-ax-1.1 turn 90 then ahead 3 then to 40 50 facing 180", []string{"52,66,0 52,66,90 55,66,90 40,50,180"}, ""},
		// A quarter turn clockwise about the front-right corner of the
		// right-hand base, (58, 65), then ahead along the new facing.
		{"move-path as-ax-1.1,as-ax-2.1 turn 90 about as-ax-2.1 FR then ahead 2", []string{"52,66,0 57,59,90 59,59,90", "56,66,0 57,63,90 59,63,90"}, ""},
		// The pivot of the second leg is where the first left the base.
		{"move-path as-ax-1.1,as-ax-2.1 by 0 -4 then turn 90 about as-ax-2.1 FR", []string{"52,66,0 52,62,0 57,55,90", "56,66,0 56,62,0 57,59,90"}, ""},
		{"move-path as-ax-1.1,as-ax-2.1 turn 10 about as-ps-1.1 FR", nil, `the pivot "as-ps-1.1" is not one of the bases moved`},
		{"move-path as-ax-1.1,as-ax-1.1 ahead 1", nil, `base "as-ax-1.1" is named twice`},
		{"move-path nobody.1 ahead 1", nil, `no base "nobody.1"`},
		{"move-path as-ax-1.1 turn 10 about as-ax-1.1 XX", nil, `"XX" is not a point of a base`},
	}
	for _, tc := range tests {
		cmds, err := Parse("test", strings.NewReader(tc.line))
		if err != nil {
			t.Fatal(err)
		}
		a, err := action(m.State(), cmds[0])
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("action(%q) = %v, want an error containing %q", tc.line, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("action(%q) = %v", tc.line, err)
			continue
		}
		var got []string
		for _, mv := range a.Moves {
			var poses []string
			for _, p := range mv.Path {
				poses = append(poses, num(p.Pos.X)+","+num(p.Pos.Y)+","+num(bearing(p.Facing)))
			}
			got = append(got, strings.Join(poses, " "))
		}
		if a.Kind != rules.KindMove || !slices.Equal(got, tc.want) {
			t.Errorf("action(%q) = %s %q, want move %q", tc.line, a.Kind, got, tc.want)
		}
	}
}

func TestMovePathParseErrors(t *testing.T) {
	tests := []struct{ line, want string }{
		{"move-path as-ax-1.1", "expected move-path BASE[,BASE...] LEG"},
		{"move-path as-ax-1.1 ahead", `"ahead" is not a leg`},
		{"move-path as-ax-1.1 ahead 3 then", `"" is not a leg`},
		{"move-path as-ax-1.1 ahead x", `"x" is not a number`},
		{"move-path as-ax-1.1 turn 10 about as-ax-1.1", `"turn 10 about as-ax-1.1" is not a leg`},
		{"move-path a.1,b.1 to 3 4", `"to 3 4" is not a leg`},
		{"move-path a.1 to 3 4 facing", `"to 3 4 facing" is not a leg`},
		{"move-path a.1 fly 3", `"fly 3" is not a leg`},
	}
	for _, tc := range tests {
		_, err := Parse("s", strings.NewReader(tc.line))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) = %v, want an error containing %q", tc.line, err, tc.want)
		}
	}
}
