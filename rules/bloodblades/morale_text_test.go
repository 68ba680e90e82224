package bloodblades

import "testing"

// TestThirdText: the rout level is a third of the reference, not rounded
// [L1995], written as the rules count it (issue 11: "rout level 22.000").
func TestThirdText(t *testing.T) {
	for _, tc := range []struct {
		reference float64
		want      string
	}{
		{66, "22"}, {124, "41 1/3"}, {125, "41 2/3"}, {2, "2/3"}, {0, "0"}, {10.5, "3.5"},
	} {
		if got := thirdText(tc.reference); got != tc.want {
			t.Errorf("thirdText(%g) = %q, want %q", tc.reference, got, tc.want)
		}
	}
}
