package dice

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Roller rolls one die with the given number of sides, giving 1..sides.
type Roller interface {
	Roll(sides int) (int, error)
}

// Roll is one die rolled: its size and the face that came up.
type Roll struct {
	Sides int `json:"sides"`
	Value int `json:"value"`
}

// Seeded is a reproducible die: the same seed gives the same rolls.
type Seeded struct {
	src *rand.PCG
	rng *rand.Rand
}

// streamMix derives the PCG's second seed word from the first (the golden
// ratio's bits, the usual choice): any fixed odd-looking constant would do,
// but it must never change, or every saved battle would replay differently.
const streamMix = 0x9e3779b97f4a7c15

// NewSeeded returns dice seeded with seed.
func NewSeeded(seed uint64) *Seeded {
	src := rand.NewPCG(seed, seed^streamMix)
	return &Seeded{src: src, rng: rand.New(src)}
}

// Roll implements Roller.
func (s *Seeded) Roll(sides int) (int, error) {
	if sides < 1 {
		return 0, fmt.Errorf("dice: cannot roll a die with %d sides", sides)
	}
	return 1 + s.rng.IntN(sides), nil
}

// MarshalBinary saves the dice's state.
func (s *Seeded) MarshalBinary() ([]byte, error) { return s.src.MarshalBinary() }

// UnmarshalBinary restores a state saved by MarshalBinary.
func (s *Seeded) UnmarshalBinary(b []byte) error {
	if s.src == nil {
		*s = *NewSeeded(0)
	}
	return s.src.UnmarshalBinary(b)
}

// ErrExhausted is returned when scripted dice have no value left.
var ErrExhausted = errors.New("dice: the scripted dice have run out")

// Scripted gives preset values in order: rule tests and scripted battles
// say exactly what the dice show.
type Scripted struct {
	Values []int
	next   int
}

// NewScripted returns dice that will show values in order.
func NewScripted(values ...int) *Scripted { return &Scripted{Values: values} }

// Roll implements Roller. A value that a die of that size cannot show is an
// error, so that a wrong script is caught rather than obeyed.
func (s *Scripted) Roll(sides int) (int, error) {
	if s.next >= len(s.Values) {
		return 0, ErrExhausted
	}
	v := s.Values[s.next]
	if v < 1 || v > sides {
		return 0, fmt.Errorf("dice: scripted value %d (number %d) cannot come up on a D%d", v, s.next+1, sides)
	}
	s.next++
	return v, nil
}

// Left is how many scripted values remain.
func (s *Scripted) Left() int { return len(s.Values) - s.next }

// Recorder passes rolls through from another Roller and keeps them.
type Recorder struct {
	From  Roller
	Rolls []Roll
}

// Roll implements Roller.
func (r *Recorder) Roll(sides int) (int, error) {
	v, err := r.From.Roll(sides)
	if err == nil {
		r.Rolls = append(r.Rolls, Roll{sides, v})
	}
	return v, err
}

// D6 rolls one six-sided die.
func D6(r Roller) (int, error) { return r.Roll(6) }

// Sum rolls n dice of the given size and adds them up, returning each face.
func Sum(r Roller, n, sides int) (int, []int, error) {
	faces := make([]int, 0, n)
	total := 0
	for i := 0; i < n; i++ {
		v, err := r.Roll(sides)
		if err != nil {
			return 0, faces, err
		}
		faces = append(faces, v)
		total += v
	}
	return total, faces, nil
}
