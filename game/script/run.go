package script

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"plateau/game"
	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// PositionTolerance is how close (cm) "expect at" wants a base to be, and
// FacingTolerance how close (degrees) its facing.
const (
	PositionTolerance = 0.01
	FacingTolerance   = 0.01
)

// Failure is a script line that could not be played: refused by the rules,
// malformed for this battle, or an expectation that did not hold.
type Failure struct {
	Line int
	Text string
	Err  error
}

func (f *Failure) Error() string { return fmt.Sprintf("line %d: %s: %v", f.Line, f.Text, f.Err) }

// Unwrap gives the cause (a *rules.Violation for a refusal).
func (f *Failure) Unwrap() error { return f.Err }

// Run plays cmds on m, one action per command, stopping at the first
// failure. It returns the number of commands played.
func Run(m *game.Match, cmds []Command) (int, error) {
	res := Play(m, cmds, false)
	if len(res.Failures) > 0 {
		return res.Played, res.Failures[0]
	}
	return res.Played, nil
}

// Result is what playing a script did: the commands played, the
// failures (in script order), and the script line of each event's action.
type Result struct {
	// Played is the number of commands played (the index of the one that
	// stopped the script, when one did).
	Played   int
	Failures []*Failure
	// Lines holds, for the events the script's actions logged, the line
	// of the command that logged each: Lines[i] is the line of
	// m.Events()[First+i]. Events before First were logged when the
	// battle was set up.
	First int
	Lines []int
}

// Line is the script line whose action logged event i of m.Events(), 0
// when no command of the script did (the battle's set-up).
func (r *Result) Line(i int) int {
	if i < r.First || i-r.First >= len(r.Lines) {
		return 0
	}
	return r.Lines[i-r.First]
}

// pendingRefusal is an "expect refused" waiting for its action.
type pendingRefusal struct {
	cmd  Command
	code string
	msg  string // a substring of the violation's message, "" for any
}

// Play plays cmds on m, one action per command. Without keepGoing it
// stops at the first failure, as Run does. With keepGoing an expectation
// that does not hold (an expect line, or an action expected to be refused
// that was allowed or refused otherwise, or scripted dice left unused) is
// recorded and the script goes on; a refusal that was not expected, or a
// line that cannot be made into an action, still stops it, since the
// lines after it would not mean what they say.
func Play(m *game.Match, cmds []Command, keepGoing bool) *Result {
	res := &Result{First: len(m.Events())}
	var pending []int // dice values for the next action
	var refusal *pendingRefusal
	for i, c := range cmds {
		res.Played = i
		// expected records a failed expectation; it reports whether the
		// script stops there.
		expected := func(err error) bool {
			res.Failures = append(res.Failures, &Failure{c.Line, c.Text, err})
			return !keepGoing
		}
		stop := func(err error) *Result {
			res.Failures = append(res.Failures, &Failure{c.Line, c.Text, err})
			return res
		}
		switch c.Verb {
		case "dice":
			for _, a := range c.Args {
				v, _ := strconv.Atoi(a)
				pending = append(pending, v)
			}
			continue
		case "expect":
			if c.Args[0] == "refused" {
				refusal = &pendingRefusal{cmd: c, code: c.Args[1], msg: c.refusedMessage()}
				continue
			}
			if err := expect(m, c); err != nil && expected(err) {
				return res
			}
			continue
		}
		var a rules.Action
		var err error
		if c.Verb == "offer" { // needs the ruleset, not only the state
			a, err = offered(m, c)
		} else {
			a, err = action(m.State(), c)
		}
		if err != nil {
			return stop(err)
		}
		before := len(m.Events())
		var derr, diceErr error
		if len(pending) > 0 {
			d := dice.NewScripted(pending...)
			_, derr = m.DoScripted(a, d)
			if derr == nil && d.Left() > 0 {
				diceErr = fmt.Errorf("%d scripted dice were not used", d.Left())
			}
		} else {
			_, derr = m.Do(a)
		}
		pending = nil
		for range len(m.Events()) - before {
			res.Lines = append(res.Lines, c.Line)
		}
		if diceErr != nil && expected(diceErr) {
			return res
		}
		if want := refusal; want != nil {
			refusal = nil
			if err := want.check(derr); err != nil && expected(err) {
				return res
			}
			continue
		}
		if derr != nil {
			return stop(derr)
		}
	}
	res.Played = len(cmds)
	if refusal != nil {
		res.Failures = append(res.Failures, &Failure{refusal.cmd.Line, refusal.cmd.Text,
			errors.New("the script ends after it with no action")})
	}
	return res
}

// check is whether the action's outcome err is the refusal expected.
func (p *pendingRefusal) check(err error) error {
	want := p.code
	if p.msg != "" {
		want = fmt.Sprintf("%s, %q", p.code, p.msg)
	}
	var v *rules.Violation
	switch {
	case err == nil:
		return fmt.Errorf("expected a refusal (%s), but it was allowed", want)
	case !errors.As(err, &v):
		return fmt.Errorf("expected a refusal (%s), got error: %v", want, err)
	case v.Code != p.code:
		return fmt.Errorf("expected a refusal (%s), got %s: %w", want, v.Code, v)
	case !strings.Contains(v.Error(), p.msg):
		return fmt.Errorf("expected a refusal (%s), got %s with another message: %w", want, v.Code, v)
	}
	return nil
}

// action builds the rules.Action for one command, for the side to play.
func action(s *rules.State, c Command) (rules.Action, error) {
	a := rules.Action{Side: s.Active}
	switch c.Verb {
	case "end-phase":
		a.Kind = rules.KindEndPhase
		return a, nil
	case "charge":
		a.Kind = "charge"
		a.Target = c.Args[1]
		a.Args = map[string]string{"unit": c.Args[0]}
		opts, rest := chargeWords(c.Args)
		for i := 2; i+1 < len(opts); i += 2 {
			key := opts[i]
			if key == "supported-by" {
				key = "support" // the supporting unit (wme.md §7.5 item 12)
			}
			a.Args[key] = opts[i+1]
		}
		// The supporting unit's elements placed by the player (WME
		// [L1468]).
		moves, err := placeMoves(s, places(rest))
		a.Moves = moves
		return a, err
	case "evade":
		a.Kind = "evade"
		a.Args = map[string]string{"unit": c.Args[0]}
		rest := c.Args[1:]
		if len(rest)%2 == 1 {
			a.Target, rest = rest[0], rest[1:]
		}
		for i := 0; i+1 < len(rest); i += 2 {
			key := rest[i]
			if key == "bearing" {
				key = "direction" // the owner's pick among tied directions, a compass bearing ([L728])
			}
			a.Args[key] = rest[i+1]
		}
		return a, nil
	case "shoot":
		a.Kind = "shoot"
		a.Target = c.Args[1]
		a.Args = map[string]string{"unit": c.Args[0]}
		return a, nil
	case "fight":
		a.Kind = "fight"
		a.Target = c.Args[0]
		return a, nil
	case "hold", "pursue", "fall-back", "advance":
		// A combat winner's choice, made by the unit's owner whoever's
		// turn it is.
		a.Kind = c.Verb
		a.Args = map[string]string{"unit": c.Args[0]}
		if u, ok := s.Unit(c.Args[0]); ok {
			a.Side = u.Side
		}
		if len(c.Args) >= 2 {
			a.Target = c.Args[1]
		}
		opts, rest := chargeWords(c.Args)
		if c.Verb == "pursue" && len(opts) == 4 {
			// The pursuer's choice of the placement when the pursuit is
			// placed as a charge, or of the friend it supports (WME
			// [L1596], [L1645]).
			a.Args[opts[2]] = opts[3]
		}
		// A pursuer's free elements placed by the player (WME [L1590]):
		// each from where it stands to X Y, facing DEG or as it faces.
		moves, err := placeMoves(s, places(rest))
		a.Moves = moves
		return a, err
	case "do":
		// Any ruleset action: its kind, an optional target (a word without
		// '='), and its arguments; "as SIDE" first for a choice the other
		// player makes in this one's turn (a declaration, a retreat order).
		words := c.Args
		if words[0] == "as" {
			i := slices.IndexFunc(s.Sides, func(sd rules.Side) bool { return sd.ID == words[1] })
			if i < 0 {
				return a, fmt.Errorf("no side %q", words[1])
			}
			a.Side, words = i, words[2:]
		}
		a.Kind = words[0]
		for _, w := range words[1:] {
			if k, v, ok := strings.Cut(w, "="); ok {
				if a.Args == nil {
					a.Args = map[string]string{}
				}
				a.Args[k] = v
			} else {
				a.Target = w
			}
		}
		return a, nil
	case "order":
		a.Kind = "order"
		a.Target = c.Args[1]
		a.Args = map[string]string{"commander": c.Args[0]}
		if len(c.Args) == 4 {
			a.Args["blunder-unit"] = c.Args[3]
		}
		return a, nil
	case "move", "face":
		if c.Verb == "face" || c.Args[1] == "path" {
			words := c.Args[2:]
			if c.Verb == "face" {
				held, err := faceHex(s, c)
				if err != nil {
					return a, err
				}
				words = []string{held, "face", c.Args[1]}
			}
			m, err := hexMove(s, c.Args[0], words)
			a.Kind, a.Moves = rules.KindMove, []rules.Move{m}
			return a, err
		}
		fallthrough
	case "turn":
		b, ok := s.Base(c.Args[0])
		if !ok {
			return a, fmt.Errorf("no base %q", c.Args[0])
		}
		from := b.Shape.Pose()
		var to geom.Pose
		switch {
		case c.Verb == "move" && c.Args[1] == "by":
			to = geom.Pose{Pos: from.Pos.Add(geom.V(c.num(2), c.num(3))), Facing: from.Facing}
		case c.Verb == "move":
			to = geom.Pose{Pos: geom.V(c.num(2), c.num(3)), Facing: from.Facing}
			if len(c.Args) == 6 {
				to.Facing = from.Facing + geom.NormAngle(geom.FromBearing(c.num(5))-from.Facing)
			}
		default:
			pivot := b.Shape.Center
			if len(c.Args) == 4 {
				p, err := point(b.Shape, c.Args[3])
				if err != nil {
					return a, err
				}
				pivot = p
			}
			turn := geom.Rad(c.num(1))
			to = geom.Pose{Pos: from.Pos.RotateAbout(pivot, turn), Facing: from.Facing + turn}
		}
		a.Kind = rules.KindMove
		a.Moves = []rules.Move{{Base: b.ID, Path: geom.Path{from, to}}}
		return a, nil
	case "move-path":
		a.Kind = rules.KindMove
		moves, err := pathMoves(s, c.Args[0], pathLegs(c.Args[1:]))
		a.Moves = moves
		return a, err
	case "move-together":
		// Blood and Blades simultaneous moves [L1404]: each order's
		// bases and paths, the orders named in Args "orders" (bases
		// joined by ",", orders by "|").
		a.Kind = "move-together"
		var orders []string
		for _, p := range togetherParts(c.Args) {
			moves, err := partMoves(s, p)
			if err != nil {
				return a, err
			}
			a.Moves = append(a.Moves, moves...)
			orders = append(orders, p[0])
		}
		a.Args = map[string]string{"orders": strings.Join(orders, "|")}
		return a, nil
	case "move-unit", "turn-unit", "move-group", "turn-group":
		var ids []string
		if strings.HasSuffix(c.Verb, "-group") {
			// A group of bases moved rigidly together (a Blood and Blades
			// group, whose bases are each a unit).
			for _, id := range strings.Split(c.Args[0], ",") {
				if _, ok := s.Base(id); !ok {
					return a, fmt.Errorf("no base %q", id)
				}
				ids = append(ids, id)
			}
		} else {
			u, ok := s.Unit(c.Args[0])
			if !ok {
				return a, fmt.Errorf("no unit %q", c.Args[0])
			}
			ids = u.Bases
		}
		var pivot geom.Vec
		if strings.HasPrefix(c.Verb, "turn-") {
			b, ok := s.Base(c.Args[3])
			if !ok {
				return a, fmt.Errorf("no base %q", c.Args[3])
			}
			p, err := point(b.Shape, c.Args[4])
			if err != nil {
				return a, err
			}
			pivot = p
		}
		a.Kind = rules.KindMove
		for _, id := range ids {
			b, _ := s.Base(id)
			from := b.Shape.Pose()
			to := geom.Pose{Pos: from.Pos.Add(geom.V(c.num(2), c.num(3))), Facing: from.Facing}
			if strings.HasPrefix(c.Verb, "turn-") {
				turn := geom.Rad(c.num(1))
				to = geom.Pose{Pos: from.Pos.RotateAbout(pivot, turn), Facing: from.Facing + turn}
			}
			a.Moves = append(a.Moves, rules.Move{Base: id, Path: geom.Path{from, to}})
		}
		return a, nil
	}
	return a, fmt.Errorf("%q is not an action", c.Verb)
}

// partMoves are the paths of one order of a move-together command, as
// validate checked it: BASES by DX DY (each base translated), BASE to X
// Y [facing DEG] (as the move command), BASES turn DEG about BASE CORNER
// (as turn-group).
func partMoves(s *rules.State, p togetherPart) ([]rules.Move, error) {
	ids := strings.Split(p[0], ",")
	var pivot geom.Vec
	if p[1] == "turn" {
		b, ok := s.Base(p[4])
		if !ok {
			return nil, fmt.Errorf("no base %q", p[4])
		}
		pt, err := point(b.Shape, p[5])
		if err != nil {
			return nil, err
		}
		pivot = pt
	}
	var out []rules.Move
	for _, id := range ids {
		b, ok := s.Base(id)
		if !ok {
			return nil, fmt.Errorf("no base %q", id)
		}
		from := b.Shape.Pose()
		to := geom.Pose{Pos: from.Pos, Facing: from.Facing}
		switch p[1] {
		case "by":
			to.Pos = from.Pos.Add(geom.V(number(p[2]), number(p[3])))
		case "to":
			to.Pos = geom.V(number(p[2]), number(p[3]))
			if len(p) == 6 {
				to.Facing = from.Facing + geom.NormAngle(geom.FromBearing(number(p[5]))-from.Facing)
			}
		case "turn":
			turn := geom.Rad(number(p[2]))
			to = geom.Pose{Pos: from.Pos.RotateAbout(pivot, turn), Facing: from.Facing + turn}
		}
		out = append(out, rules.Move{Base: id, Path: geom.Path{from, to}})
	}
	return out, nil
}

// pathMoves are the moves of a move-path command: the bases of ids
// (joined by ","), each along a path of one pose more than it has legs,
// from where it stands. Each leg moves every base from where the legs
// before left it: by DX DY translates them all; ahead CM translates each
// along its own facing; turn DEG about BASE CORNER turns them all
// rigidly about that corner of BASE where BASE then stands; turn DEG
// turns each about its own centre (an about-face is turn 180); to X Y
// [facing DEG] moves the one base there, as the move command does.
func pathMoves(s *rules.State, ids string, legs []pathLeg) ([]rules.Move, error) {
	var moves []rules.Move
	shapes := map[string]geom.Rect{}
	for _, id := range strings.Split(ids, ",") {
		b, ok := s.Base(id)
		if !ok {
			return nil, fmt.Errorf("no base %q", id)
		}
		if _, twice := shapes[id]; twice {
			return nil, fmt.Errorf("base %q is named twice", id)
		}
		shapes[id] = b.Shape
		moves = append(moves, rules.Move{Base: id, Path: geom.Path{b.Shape.Pose()}})
	}
	for _, l := range legs {
		var pivot geom.Vec
		if l[0] == "turn" && len(l) == 5 {
			r, ok := shapes[l[3]]
			if !ok {
				return nil, fmt.Errorf("the pivot %q is not one of the bases moved", l[3])
			}
			p, err := point(r, l[4])
			if err != nil {
				return nil, err
			}
			pivot = p
		}
		for k, mv := range moves {
			from := mv.Path.End()
			to := from
			switch l[0] {
			case "by":
				to.Pos = from.Pos.Add(geom.V(number(l[1]), number(l[2])))
			case "ahead":
				to.Pos = from.Pos.Add(geom.Dir(from.Facing).Scale(number(l[1])))
			case "turn":
				turn := geom.Rad(number(l[1]))
				if len(l) == 5 {
					to.Pos = from.Pos.RotateAbout(pivot, turn)
				}
				to.Facing = from.Facing + turn
			case "to":
				to.Pos = geom.V(number(l[1]), number(l[2]))
				if len(l) == 5 {
					to.Facing = from.Facing + geom.NormAngle(geom.FromBearing(number(l[4]))-from.Facing)
				}
			}
			moves[k].Path = append(mv.Path, to)
			shapes[mv.Base] = shapes[mv.Base].At(to)
		}
	}
	return moves, nil
}

// point names a point of a base: its centre or a corner.
func point(r geom.Rect, name string) (geom.Vec, error) {
	switch name {
	case "centre", "center":
		return r.Center, nil
	case "FL":
		return r.CornerAt(geom.FL), nil
	case "FR":
		return r.CornerAt(geom.FR), nil
	case "RR":
		return r.CornerAt(geom.RR), nil
	case "RL":
		return r.CornerAt(geom.RL), nil
	}
	return geom.Vec{}, fmt.Errorf("%q is not a point of a base (centre, FL, FR, RR, RL)", name)
}

func expect(m *game.Match, c Command) error {
	s := m.State()
	switch c.Args[0] {
	case "turn":
		n, err := strconv.Atoi(c.Args[1])
		if err != nil {
			return fmt.Errorf("expect turn: %q is not a whole number", c.Args[1])
		}
		if s.Turn != n {
			return fmt.Errorf("turn is %d, expected %d", s.Turn, n)
		}
	case "phase":
		if s.Phase != c.Args[1] {
			return fmt.Errorf("phase is %s, expected %s", s.Phase, c.Args[1])
		}
	case "active":
		if got := s.Sides[s.Active].ID; got != c.Args[1] {
			return fmt.Errorf("%s is to play, expected %s", got, c.Args[1])
		}
	case "at":
		e, err := c.at() // checked by validate
		if err != nil {
			return err
		}
		b, ok := s.Base(e.base)
		if !ok {
			return fmt.Errorf("no base %q", e.base)
		}
		if d := b.Shape.Center.Dist(geom.V(e.x, e.y)); d > e.within {
			return fmt.Errorf("%s is at (%.3f, %.3f), %.3f cm from (%g, %g), expected within %g cm", b.ID, b.Shape.Center.X, b.Shape.Center.Y, d, e.x, e.y, e.within)
		}
		if e.hasFacing {
			got := geom.Bearing(b.Shape.Facing)
			if math.Abs(geom.NormAngle(geom.Rad(got-e.facing))) > geom.Rad(FacingTolerance) {
				return fmt.Errorf("%s faces %.2f°, expected %g°", b.ID, got, e.facing)
			}
		}
	case "status":
		u, ok := s.Unit(c.Args[1])
		if !ok {
			return fmt.Errorf("no unit %q", c.Args[1])
		}
		want, _ := strconv.Atoi(c.Args[3]) // checked by validate
		if got := u.Status[c.Args[2]]; got != want {
			return fmt.Errorf("%s's status %s is %d, expected %d%s", u.ID, c.Args[2], got, want, knownKeys(m, c.Args[2], false))
		}
	case "counter":
		want, _ := strconv.Atoi(c.Args[2]) // checked by validate
		if got := s.Counters[c.Args[1]]; got != want {
			return fmt.Errorf("counter %s is %d, expected %d%s", c.Args[1], got, want, knownKeys(m, c.Args[1], true))
		}
	default:
		return fmt.Errorf("expected %s", usage["expect"])
	}
	return nil
}

// knownKeys is a hint for a failed status or counter expectation whose
// key the ruleset does not keep (a typo reads 0, like a key unset): the
// ruleset's keys, from its position keys (rules.Positioner). It is ""
// for a known key or a ruleset without positions.
func knownKeys(m *game.Match, key string, counter bool) string {
	p, ok := m.Rules().(rules.Positioner)
	if !ok {
		return ""
	}
	keys := p.Keys().Unit
	if counter {
		keys = p.Keys().Counters
	}
	if _, ok := rules.Find(keys, key); ok {
		return ""
	}
	if len(keys) == 0 {
		return fmt.Sprintf(" (%s keeps no such keys)", m.Rules().ID())
	}
	names := make([]string, len(keys))
	for i, k := range keys {
		names[i] = k.Name
		if k.Prefix {
			names[i] += "…"
		}
	}
	return fmt.Sprintf(" (%s keeps no such key; it keeps %s)", m.Rules().ID(), strings.Join(names, ", "))
}

// offered is the action of the offers panel's button a player would press
// with the bases of c.Args[0] selected ("-" for none): the first enabled
// offer whose label starts with the other words.
func offered(m *game.Match, c Command) (rules.Action, error) {
	of, ok := m.Rules().(rules.Offerer)
	if !ok {
		return rules.Action{}, fmt.Errorf("the %s ruleset makes no offers", m.Rules().ID())
	}
	var sel []string
	if c.Args[0] != "-" {
		sel = strings.Split(c.Args[0], ",")
	}
	s := m.State()
	want := strings.Join(c.Args[1:], " ")
	var disabled, labels []string
	for _, o := range of.Offers(s, s.Active, sel) {
		switch {
		case !strings.HasPrefix(o.Label, want):
			labels = append(labels, strconv.Quote(o.Label))
		case o.Disabled == "":
			return o.Action, nil
		default:
			disabled = append(disabled, o.Label+": "+o.Disabled)
		}
	}
	if len(disabled) > 0 {
		return rules.Action{}, fmt.Errorf("the offer is disabled: %s", strings.Join(disabled, "; "))
	}
	return rules.Action{}, fmt.Errorf("no offer starts with %q; offered: %s", want, strings.Join(labels, ", "))
}

// placeMoves are the moves of places: each base from where it stands to
// X Y, facing DEG or as it faces.
func placeMoves(s *rules.State, ps []place) ([]rules.Move, error) {
	var out []rules.Move
	for _, p := range ps {
		b, ok := s.Base(p.base)
		if !ok {
			return nil, fmt.Errorf("no base %q", p.base)
		}
		from := b.Shape.Pose()
		to := geom.Pose{Pos: geom.V(number(p.nums[0]), number(p.nums[1])), Facing: from.Facing}
		if len(p.nums) == 3 {
			to.Facing = from.Facing + geom.NormAngle(geom.FromBearing(number(p.nums[2]))-from.Facing)
		}
		out = append(out, rules.Move{Base: b.ID, Path: geom.Path{from, to}})
	}
	return out, nil
}
