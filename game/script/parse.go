package script

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"plateau/game/userfile"
)

// Command is one line of a script.
type Command struct {
	Line int      // 1-based line number in the script
	Text string   // the line as written, trimmed
	Verb string   // first word
	Args []string // the other words
}

// MaxScriptSize bounds a script, in bytes. 200,000 commands of a long
// battle (moves and phase ends) measure 3.4 MB, so 16 MiB holds about a
// million, and `-actions /dev/stdin < /dev/zero` stops there rather than
// filling memory (issue 8 item 8).
const MaxScriptSize = 16 << 20

// MaxLineLen bounds one line of a script, in bytes. The longest commands
// are dice lists (two bytes a die), so a line holds half a million dice;
// bufio.Scanner's 64 KiB limit failed longer lines with no line number.
const MaxLineLen = 1 << 20

// Parse splits a script into commands; blank lines and everything after a
// '#' are ignored. It checks each verb and its word count, so that a typo is
// reported before anything is played. A line over MaxLineLen bytes is an
// error naming its line; more than MaxScriptSize bytes in all stop the
// reading.
func Parse(name string, r io.Reader) ([]Command, error) {
	var cmds []Command
	var errs []string
	lr := &io.LimitedReader{R: r, N: MaxScriptSize + 1}
	br := bufio.NewReader(lr)
	for n := 1; ; n++ {
		text, long, err := readLine(br)
		if err != nil && err != io.EOF {
			return nil, fmt.Errorf("script: reading %s: %w", name, err)
		}
		if err == io.EOF && text == "" && !long {
			break
		}
		if long {
			errs = append(errs, fmt.Sprintf("%s:%d: the line is longer than %s", name, n, userfile.Size(MaxLineLen)))
		}
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		if words := strings.Fields(text); len(words) > 0 && !long {
			c := Command{Line: n, Text: strings.TrimSpace(text), Verb: words[0], Args: words[1:]}
			if err := c.validate(); err != nil {
				errs = append(errs, fmt.Sprintf("%s:%d: %v", name, n, err))
			} else {
				cmds = append(cmds, c)
			}
		}
		if err == io.EOF {
			break
		}
	}
	if lr.N == 0 { // it held one byte more than the bound
		return nil, fmt.Errorf("script: %s is more than %s, the most a script may be", name, userfile.Size(MaxScriptSize))
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("script: %s", strings.Join(errs, "\n"))
	}
	return cmds, nil
}

// readLine reads one line without its line end ("\n" or "\r\n"); long
// reports that it was over MaxLineLen bytes, in which case the rest of it
// is read and dropped. err is io.EOF at the end of the input.
func readLine(br *bufio.Reader) (line string, long bool, err error) {
	var b []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if !long {
			if len(b)+len(chunk) > MaxLineLen+2 { // + the line end
				long, b = true, nil
			} else {
				b = append(b, chunk...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		b = bytes.TrimSuffix(b, []byte("\n"))
		b = bytes.TrimSuffix(b, []byte("\r"))
		if len(b) > MaxLineLen {
			long, b = true, nil
		}
		return string(b), long, err
	}
}

// short is a command's text cut for an error message, so that a long line
// is not printed whole.
func short(text string) string {
	const most = 120
	if len(text) <= most {
		return text
	}
	cut := most
	for cut > 0 && !utf8.RuneStart(text[cut]) {
		cut--
	}
	return text[:cut] + fmt.Sprintf("… (%d bytes)", len(text))
}

// usage is each verb's argument pattern, as the error messages show it.
var usage = map[string]string{
	"move":       "move BASE to X Y [facing DEG] | move BASE by DX DY | move COUNTER path LABEL [LABEL | face N | about-face ...]",
	"face":       "face COUNTER N [on LABEL]",
	"turn":       "turn BASE DEG [about centre|FL|FR|RR|RL]",
	"move-unit":  "move-unit UNIT by DX DY",
	"turn-unit":  "turn-unit UNIT DEG about BASE CORNER",
	"move-group": "move-group BASE,BASE[,...] by DX DY",
	"turn-group": "turn-group BASE,BASE[,...] DEG about BASE CORNER",
	"end-phase":  "end-phase",
	"order":      "order COMMANDER UNIT[,UNIT...] [blunder-unit UNIT]",
	"shoot":      "shoot UNIT TARGET",
	"charge":     "charge UNIT TARGET [placement N] [supported-by UNIT [place BASE X Y [facing DEG] ...]]",
	"evade":      "evade UNIT [TARGET] [distance CM] [bearing DEG]",
	"fight":      "fight UNIT",
	"hold":       "hold UNIT",
	"pursue":     "pursue UNIT TARGET [placement N | support-of UNIT] [place BASE X Y [facing DEG] ...]",
	"fall-back":  "fall-back UNIT",
	"advance":    "advance UNIT [TARGET]",
	"do":         "do [as SIDE] KIND [TARGET] [KEY=VALUE ...]",
	"offer":      "offer BASE[,BASE...]|- LABEL...",
	"dice":       "dice N [N ...]",
	"expect":     "expect refused CODE [MESSAGE...] | expect turn N | expect active SIDE | expect phase NAME | expect at BASE X Y [facing DEG] [within CM] | expect status UNIT KEY N | expect counter KEY N",
	"move-path":  "move-path BASE[,BASE...] LEG [then LEG ...], each LEG by DX DY | ahead CM | turn DEG [about BASE CORNER] | to X Y [facing DEG] (one base only)",

	// Blood and Blades simultaneous moves [L1404]: two or three orders.
	"move-together": "move-together PART and PART [and PART], each PART BASE[,BASE...] by DX DY | BASE to X Y [facing DEG] | BASE[,BASE...] turn DEG about BASE CORNER",
}

func (c Command) validate() error {
	u, ok := usage[c.Verb]
	if !ok {
		return fmt.Errorf("unknown command %q (known: move, face, turn, move-unit, turn-unit, move-group, turn-group, move-path, move-together, end-phase, order, charge, evade, shoot, fight, hold, pursue, fall-back, advance, do, offer, dice, expect)", short(c.Verb))
	}
	bad := func() error { return fmt.Errorf("%q: expected %s", short(c.Text), u) }
	n := len(c.Args)
	switch c.Verb {
	case "move":
		switch {
		case n >= 4 && c.Args[1] == "to" && (n == 4 || n == 6 && c.Args[4] == "facing"):
		case n == 4 && c.Args[1] == "by":
		case n >= 3 && c.Args[1] == "path":
			if err := hexWords(c.Args[2:]); err != nil {
				return fmt.Errorf("%q: %v; expected %s", short(c.Text), err, u)
			}
		default:
			return bad()
		}
	case "face":
		if n != 2 && !(n == 4 && c.Args[2] == "on" && isLabel(c.Args[3])) {
			return bad()
		}
		if _, err := vertices(c.Args[1]); err != nil {
			return fmt.Errorf("%q: %v; expected %s", short(c.Text), err, u)
		}
	case "turn":
		if n != 2 && !(n == 4 && c.Args[2] == "about") {
			return bad()
		}
	case "move-unit", "move-group":
		if n != 4 || c.Args[1] != "by" {
			return bad()
		}
	case "turn-unit", "turn-group":
		if n != 5 || c.Args[2] != "about" {
			return bad()
		}
	case "move-together":
		for _, p := range togetherParts(c.Args) {
			nums, ok := p.numbers()
			if !ok {
				return bad()
			}
			for _, v := range nums {
				if f, err := strconv.ParseFloat(v, 64); err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
					return fmt.Errorf("%q: %q is not a number; expected %s", short(c.Text), short(v), u)
				}
			}
		}
	case "end-phase":
		if n != 0 {
			return bad()
		}
	case "order":
		if n != 2 && !(n == 4 && c.Args[2] == "blunder-unit") {
			return bad()
		}
	case "shoot":
		if n != 2 {
			return bad()
		}
	case "pursue":
		opts, rest := chargeWords(c.Args)
		if n < 2 || len(opts) != 2 && len(opts) != 4 {
			return bad()
		}
		if len(opts) == 4 && opts[2] != "placement" && opts[2] != "support-of" {
			return bad()
		}
		if err := checkPlaces(c, rest, u); err != nil {
			return err
		}
	case "fight", "hold", "fall-back":
		if n != 1 {
			return bad()
		}
	case "advance":
		if n != 1 && n != 2 {
			return bad()
		}
	case "charge":
		opts, rest := chargeWords(c.Args)
		if n < 2 || len(opts)%2 != 0 {
			return bad()
		}
		seen := map[string]bool{}
		for i := 2; i < len(opts); i += 2 {
			k := opts[i]
			if k != "placement" && k != "supported-by" || seen[k] {
				return bad()
			}
			seen[k] = true
		}
		if len(rest) > 0 && !seen["supported-by"] {
			return fmt.Errorf("%q: place names the supporting unit's elements: give supported-by UNIT first; expected %s", short(c.Text), u)
		}
		if err := checkPlaces(c, rest, u); err != nil {
			return err
		}
	case "evade":
		if n < 1 || n > 6 {
			return bad()
		}
		rest := c.Args[1:]
		if len(rest)%2 == 1 {
			rest = rest[1:] // the evaded unit
		}
		seen := map[string]bool{}
		for i := 0; i+1 < len(rest); i += 2 {
			k, v := rest[i], rest[i+1]
			if k != "distance" && k != "bearing" || seen[k] {
				return bad()
			}
			seen[k] = true
			f, err := strconv.ParseFloat(v, 64)
			switch {
			case k == "distance" && (err != nil || !(f > 0) || math.IsInf(f, 0)):
				return fmt.Errorf("%q: distance %q is not a positive number of cm; expected %s", short(c.Text), short(v), u)
			case k == "bearing" && (err != nil || math.IsNaN(f) || math.IsInf(f, 0)):
				return fmt.Errorf("%q: bearing %q is not a number of degrees; expected %s", short(c.Text), short(v), u)
			}
		}
	case "do":
		args := c.Args
		if n >= 2 && args[0] == "as" {
			args = args[2:]
		}
		if len(args) == 0 {
			return bad()
		}
		for i, a := range args[1:] {
			if i > 0 && !strings.Contains(a, "=") {
				return fmt.Errorf("%q: %q is not KEY=VALUE; expected %s", short(c.Text), short(a), u)
			}
		}
	case "offer":
		if n < 2 {
			return bad()
		}
	case "dice":
		if n == 0 {
			return bad()
		}
		for _, a := range c.Args {
			if _, err := strconv.Atoi(a); err != nil {
				return fmt.Errorf("dice: %q is not a whole number", short(a))
			}
		}
	case "expect":
		if err := c.validateExpect(); err != nil {
			return err
		}
	case "move-path":
		if n < 2 {
			return bad()
		}
		legs := pathLegs(c.Args[1:])
		for _, l := range legs {
			nums, ok := l.numbers(!strings.Contains(c.Args[0], ","))
			if !ok {
				return fmt.Errorf("%q: %q is not a leg; expected %s", short(c.Text), short(strings.Join(l, " ")), u)
			}
			for _, v := range nums {
				if f, err := strconv.ParseFloat(v, 64); err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
					return fmt.Errorf("%q: %q is not a number; expected %s", short(c.Text), short(v), u)
				}
			}
		}
	}
	for _, i := range c.numberArgs() {
		if i < n {
			if v, err := strconv.ParseFloat(c.Args[i], 64); err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
				return fmt.Errorf("%q: %q is not a number; expected %s", short(c.Text), short(c.Args[i]), u)
			}
		}
	}
	return nil
}

// expectKinds are the expectations, each with its usage.
var expectKinds = map[string]string{
	"refused": "expect refused CODE [MESSAGE...]",
	"turn":    "expect turn N",
	"active":  "expect active SIDE",
	"phase":   "expect phase NAME",
	"at":      "expect at BASE X Y [facing DEG] [within CM]",
	"status":  "expect status UNIT KEY N",
	"counter": "expect counter KEY N",
}

// validateExpect checks an expect command: its kind, its word count and
// its numbers.
func (c Command) validateExpect() error {
	if len(c.Args) == 0 {
		return fmt.Errorf("%q: expected %s", short(c.Text), usage["expect"])
	}
	kind, args := c.Args[0], c.Args[1:]
	u, ok := expectKinds[kind]
	if !ok {
		return fmt.Errorf("%q: unknown expectation %q (known: refused, turn, active, phase, at, status, counter)", short(c.Text), short(kind))
	}
	bad := func() error { return fmt.Errorf("%q: expected %s", short(c.Text), u) }
	whole := func(w string) error {
		if _, err := strconv.Atoi(w); err != nil {
			return fmt.Errorf("%q: %q is not a whole number; expected %s", short(c.Text), short(w), u)
		}
		return nil
	}
	switch kind {
	case "refused":
		if len(args) < 1 {
			return bad()
		}
	case "turn":
		if len(args) != 1 {
			return bad()
		}
		return whole(args[0])
	case "active", "phase":
		if len(args) != 1 {
			return bad()
		}
	case "status", "counter":
		if kind == "status" && len(args) != 3 || kind == "counter" && len(args) != 2 {
			return bad()
		}
		return whole(args[len(args)-1])
	case "at":
		if len(args) < 3 {
			return bad()
		}
		if _, err := c.at(); err != nil {
			return fmt.Errorf("%q: %v; expected %s", short(c.Text), err, u)
		}
	}
	return nil
}

// atExpect is an "expect at" command read: the base, where it must be,
// the facing when given, and the tolerance of the position.
type atExpect struct {
	base      string
	x, y      float64
	facing    float64
	hasFacing bool
	within    float64
}

// at reads an "expect at BASE X Y [facing DEG] [within CM]" command.
func (c Command) at() (atExpect, error) {
	args := c.Args[1:]
	e := atExpect{base: args[0], within: PositionTolerance}
	num := func(w string) (float64, error) {
		v, err := strconv.ParseFloat(w, 64)
		if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
			return 0, fmt.Errorf("%q is not a number", short(w))
		}
		return v, nil
	}
	var err error
	if e.x, err = num(args[1]); err != nil {
		return e, err
	}
	if e.y, err = num(args[2]); err != nil {
		return e, err
	}
	seen := map[string]bool{}
	for rest := args[3:]; len(rest) > 0; rest = rest[2:] {
		k := rest[0]
		if k != "facing" && k != "within" || seen[k] || len(rest) < 2 || k == "facing" && seen["within"] {
			return e, fmt.Errorf("%q is not facing DEG or within CM, in that order", short(strings.Join(rest, " ")))
		}
		seen[k] = true
		v, err := num(rest[1])
		if err != nil {
			return e, err
		}
		if k == "facing" {
			e.facing, e.hasFacing = v, true
			continue
		}
		if v < 0 {
			return e, fmt.Errorf("within %q: a tolerance is 0 cm or more", short(rest[1]))
		}
		e.within = v
	}
	return e, nil
}

// refusedMessage is the message substring of an "expect refused CODE
// MESSAGE..." command: the rest of the line after the code, as written
// (empty when none is given).
func (c Command) refusedMessage() string {
	rest := c.Text
	for range 3 { // "expect", "refused", CODE
		rest = strings.TrimLeft(rest, " \t")
		if i := strings.IndexAny(rest, " \t"); i >= 0 {
			rest = rest[i:]
		} else {
			rest = ""
		}
	}
	return strings.TrimSpace(rest)
}

// pathLeg is one leg of a move-path command: its words between the
// "then"s.
type pathLeg []string

// pathLegs splits a move-path command's words after its bases at each
// "then".
func pathLegs(words []string) []pathLeg {
	var out []pathLeg
	var cur pathLeg
	for _, w := range words {
		if w == "then" {
			out = append(out, cur)
			cur = nil
			continue
		}
		cur = append(cur, w)
	}
	return append(out, cur)
}

// numbers are the words of the leg that must be numbers, and false when
// the leg has none of the forms: by DX DY, ahead CM, turn DEG [about BASE
// CORNER], and (one base only) to X Y [facing DEG].
func (l pathLeg) numbers(one bool) ([]string, bool) {
	switch {
	case len(l) == 3 && l[0] == "by":
		return []string{l[1], l[2]}, true
	case len(l) == 2 && l[0] == "ahead":
		return []string{l[1]}, true
	case len(l) == 2 && l[0] == "turn", len(l) == 5 && l[0] == "turn" && l[2] == "about":
		return []string{l[1]}, true
	case one && len(l) == 3 && l[0] == "to":
		return []string{l[1], l[2]}, true
	case one && len(l) == 5 && l[0] == "to" && l[3] == "facing":
		return []string{l[1], l[2], l[4]}, true
	}
	return nil, false
}

// togetherPart is one order of a move-together command (Blood and Blades
// simultaneous moves, [L1404]): its words between the "and"s.
type togetherPart []string

// togetherParts splits a move-together command's words at each "and".
func togetherParts(words []string) []togetherPart {
	var out []togetherPart
	var cur togetherPart
	for _, w := range words {
		if w == "and" {
			out = append(out, cur)
			cur = nil
			continue
		}
		cur = append(cur, w)
	}
	return append(out, cur)
}

// numbers are the words of the part that must be numbers, and false when
// the part has none of the forms: BASES by DX DY, BASE to X Y [facing
// DEG], BASES turn DEG about BASE CORNER.
func (p togetherPart) numbers() ([]string, bool) {
	switch {
	case len(p) == 4 && p[1] == "by", len(p) == 4 && p[1] == "to" && !strings.Contains(p[0], ","):
		return []string{p[2], p[3]}, true
	case len(p) == 6 && p[1] == "to" && p[4] == "facing" && !strings.Contains(p[0], ","):
		return []string{p[2], p[3], p[5]}, true
	case len(p) == 6 && p[1] == "turn" && p[3] == "about":
		return []string{p[2]}, true
	}
	return nil, false
}

// place is one "place BASE X Y [facing DEG]" of a pursue command: where
// the player puts a pursuer's free element (WME [L1590]), or of a charge
// command: where he puts an element of the supporting unit ([L1468]).
type place struct {
	base string
	nums []string // X, Y and, when given, DEG
	bad  bool
}

// checkPlaces checks the places words give (those of a pursue or a
// charge command), u the command's usage.
func checkPlaces(c Command, words []string, u string) error {
	for _, p := range places(words) {
		if p.bad {
			return fmt.Errorf("%q: expected %s", short(c.Text), u)
		}
		for _, v := range p.nums {
			if f, err := strconv.ParseFloat(v, 64); err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
				return fmt.Errorf("%q: %q is not a number; expected %s", short(c.Text), short(v), u)
			}
		}
	}
	return nil
}

// chargeWords splits a charge command's words into UNIT TARGET and its
// options (placement N, supported-by UNIT), and the places of the
// supporting unit's elements that follow (WME §7.5 item 12, [L1468]); or
// a pursue command's into UNIT TARGET and its option (placement N,
// support-of UNIT), and the places of its free elements ([L1590]).
func chargeWords(words []string) (opts, rest []string) {
	for i, w := range words {
		if i >= 2 && w == "place" {
			return words[:i], words[i:]
		}
	}
	return words, nil
}

// places splits a pursue or charge command's words after its options
// into places.
func places(words []string) []place {
	var out []place
	for len(words) > 0 {
		if len(words) < 4 || words[0] != "place" {
			return append(out, place{bad: true})
		}
		p := place{base: words[1], nums: []string{words[2], words[3]}}
		words = words[4:]
		if len(words) >= 2 && words[0] == "facing" {
			p.nums = append(p.nums, words[1])
			words = words[2:]
		}
		out = append(out, p)
	}
	return out
}

// numberArgs are the indexes of the arguments that must be numbers.
func (c Command) numberArgs() []int {
	switch c.Verb {
	case "move":
		if len(c.Args) > 1 && c.Args[1] == "path" {
			return nil // labels and turns: hexWords
		}
		return []int{2, 3, 5}
	case "turn", "turn-unit", "turn-group":
		return []int{1}
	case "move-unit", "move-group":
		return []int{2, 3}
	}
	return nil
}

// number is a word validate checked is a number.
func number(w string) float64 {
	v, _ := strconv.ParseFloat(w, 64)
	return v
}

func (c Command) num(i int) float64 {
	v, _ := strconv.ParseFloat(c.Args[i], 64) // checked by validate
	return v
}
