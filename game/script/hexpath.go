package script

import (
	"fmt"
	"math"
	"strconv"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
)

// Hex maps (issue 13): a counter's move is written as the hexes it goes
// through, as a player drags it (game/control/hexdrag.go makes the same
// paths):
//
//	move COUNTER path 0605 0606 face +1 0707 about-face
//
// The first label is the hex the move holds the counter by: one of its
// hexes (a 2-hex counter pivots on that half). Each later label is one step
// into an adjacent hex, the counter carried with it; "face +N" / "face -N"
// turns it N vertices about the held hex (+ counter-clockwise, the way
// vertex numbers go), "about-face" half a turn about its centre. And
//
//	face COUNTER +1 [on LABEL]
//
// is a move of only that turn, held by its hex (or by the half LABEL).

// hexWords checks the words after "path" without a map: labels are four
// digits, face takes a whole number of vertices from -5 to 5.
func hexWords(words []string) error {
	if len(words) == 0 || !isLabel(words[0]) {
		return fmt.Errorf("a path starts with the label of a hex the counter holds")
	}
	for i := 1; i < len(words); i++ {
		switch w := words[i]; {
		case isLabel(w), w == "about-face":
		case w == "face":
			if i+1 >= len(words) {
				return fmt.Errorf("face takes a number of vertices")
			}
			if _, err := vertices(words[i+1]); err != nil {
				return err
			}
			i++
		default:
			return fmt.Errorf("%q is neither a hex label, face N nor about-face", short(w))
		}
	}
	return nil
}

func isLabel(w string) bool {
	if len(w) != 4 {
		return false
	}
	for i := 0; i < 4; i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return true
}

// vertices reads "+1", "-2", "3": a turn of 1 to 5 vertices either way.
func vertices(w string) (int, error) {
	k, err := strconv.Atoi(w)
	if err != nil || k == 0 || k < -5 || k > 5 {
		return 0, fmt.Errorf("face %q: expected a whole number of vertices, -5 to 5 and not 0", short(w))
	}
	return k, nil
}

// hexMove is the move of the counter base along the hex path words.
func hexMove(s *rules.State, base string, words []string) (rules.Move, error) {
	b, ok := s.Base(base)
	if !ok {
		return rules.Move{}, fmt.Errorf("no base %q", base)
	}
	if s.Table.Hexes == nil {
		return rules.Move{}, fmt.Errorf("the table has no hex map: give a path of legs with move-path")
	}
	m, err := s.Table.Hexes.Build(hex.Flags{})
	if err != nil {
		return rules.Move{}, err
	}
	l := m.Layout
	held, err := m.ParseLabel(words[0])
	if err != nil {
		return rules.Move{}, err
	}
	start := b.Shape.Pose()
	grab := l.Centre(held)
	if !b.Shape.Contains(grab, geom.Eps) {
		return rules.Move{}, fmt.Errorf("%s is not a hex of %s", words[0], base)
	}
	path := geom.Path{start}
	p := start
	for i := 1; i < len(words); i++ {
		switch w := words[i]; w {
		case "face":
			k, _ := vertices(words[i+1])
			i++
			turn := -float64(k) * math.Pi / 3 // counter-clockwise is a decreasing angle
			p = geom.Pose{Pos: p.Pos.RotateAbout(grab, turn), Facing: p.Facing + turn}
		case "about-face":
			p = geom.Pose{Pos: p.Pos, Facing: p.Facing + math.Pi}
		default:
			to, err := m.ParseLabel(w)
			if err != nil {
				return rules.Move{}, err
			}
			if hex.Dist(l.At(grab), to) != 1 {
				return rules.Move{}, fmt.Errorf("%s is not next to %s: a path goes one hex at a time", w, m.Label(l.At(grab)))
			}
			shift := l.Centre(to).Sub(grab)
			p = geom.Pose{Pos: p.Pos.Add(shift), Facing: p.Facing}
			grab = l.Centre(to)
		}
		path = append(path, p)
	}
	if len(path) == 1 {
		path = append(path, p)
	}
	return rules.Move{Base: b.ID, Path: path}, nil
}

// faceHex is the hex a face command holds its counter by: the one it
// names with "on", or a 1-hex counter's own.
func faceHex(s *rules.State, c Command) (string, error) {
	if len(c.Args) == 4 {
		return c.Args[3], nil
	}
	b, ok := s.Base(c.Args[0])
	if !ok {
		return "", fmt.Errorf("no base %q", c.Args[0])
	}
	if s.Table.Hexes == nil {
		return "", fmt.Errorf("the table has no hex map: turn a base with turn")
	}
	m, err := s.Table.Hexes.Build(hex.Flags{})
	if err != nil {
		return "", err
	}
	h := m.Layout.At(b.Shape.Center)
	if !m.Layout.Centre(h).Near(b.Shape.Center) {
		return "", fmt.Errorf("%s holds two hexes: say which half it turns on (face %s %s on LABEL)", c.Args[0], c.Args[0], c.Args[1])
	}
	return m.Label(h), nil
}
