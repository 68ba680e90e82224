package dice

import (
	"errors"
	"testing"
)

func TestSeededIsReproducible(t *testing.T) {
	a, b := NewSeeded(42), NewSeeded(42)
	for i := 0; i < 1000; i++ {
		x, _ := a.Roll(6)
		y, _ := b.Roll(6)
		if x != y {
			t.Fatalf("roll %d: seed 42 gave %d then %d", i, x, y)
		}
		if x < 1 || x > 6 {
			t.Fatalf("roll %d: D6 = %d, want 1..6", i, x)
		}
	}
}

func TestSeededDiffersBySeed(t *testing.T) {
	a, b := NewSeeded(1), NewSeeded(2)
	same := 0
	for i := 0; i < 100; i++ {
		x, _ := a.Roll(6)
		y, _ := b.Roll(6)
		if x == y {
			same++
		}
	}
	if same > 40 { // about 17 expected
		t.Errorf("seeds 1 and 2 agree on %d of 100 rolls", same)
	}
}

func TestSeededSaveRestore(t *testing.T) {
	a := NewSeeded(7)
	for i := 0; i < 5; i++ {
		a.Roll(6)
	}
	st, err := a.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	want := make([]int, 10)
	for i := range want {
		want[i], _ = a.Roll(6)
	}
	var b Seeded
	if err := b.UnmarshalBinary(st); err != nil {
		t.Fatal(err)
	}
	for i, w := range want {
		if got, _ := b.Roll(6); got != w {
			t.Fatalf("restored roll %d = %d, want %d", i, got, w)
		}
	}
}

func TestSeededRejectsBadDie(t *testing.T) {
	if _, err := NewSeeded(1).Roll(0); err == nil {
		t.Error("Roll(0) gave no error")
	}
}

func TestScripted(t *testing.T) {
	tests := []struct {
		values []int
		sides  []int
		want   []int
		errAt  int // index of the roll that fails, -1 none
	}{
		{[]int{3, 6, 1}, []int{6, 6, 6}, []int{3, 6, 1}, -1},
		{[]int{3}, []int{6, 6}, []int{3}, 1}, // runs out
		{[]int{7}, []int{6}, nil, 0},         // a D6 cannot show 7
		{[]int{12, 2}, []int{12, 6}, []int{12, 2}, -1},
	}
	for _, tc := range tests {
		d := NewScripted(tc.values...)
		for i, s := range tc.sides {
			v, err := d.Roll(s)
			if i == tc.errAt {
				if err == nil {
					t.Errorf("Scripted%v roll %d on D%d = %d, want an error", tc.values, i, s, v)
				}
				break
			}
			if err != nil || v != tc.want[i] {
				t.Errorf("Scripted%v roll %d = %d, %v; want %d", tc.values, i, v, err, tc.want[i])
			}
		}
	}
	d := NewScripted()
	if _, err := d.Roll(6); !errors.Is(err, ErrExhausted) {
		t.Errorf("empty Scripted: err = %v, want ErrExhausted", err)
	}
}

func TestRecorderAndSum(t *testing.T) {
	r := &Recorder{From: NewScripted(2, 5, 6)}
	total, faces, err := Sum(r, 3, 6)
	if err != nil || total != 13 || len(faces) != 3 {
		t.Fatalf("Sum(3D6) = %d %v %v, want 13 [2 5 6] nil", total, faces, err)
	}
	want := []Roll{{6, 2}, {6, 5}, {6, 6}}
	for i := range want {
		if r.Rolls[i] != want[i] {
			t.Errorf("recorded %d = %v, want %v", i, r.Rolls[i], want[i])
		}
	}
	if _, _, err := Sum(r, 1, 6); !errors.Is(err, ErrExhausted) {
		t.Errorf("Sum after exhaustion: %v, want ErrExhausted", err)
	}
	if len(r.Rolls) != 3 {
		t.Errorf("a failed roll was recorded: %v", r.Rolls)
	}
}
