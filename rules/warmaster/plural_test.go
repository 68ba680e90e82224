package warmaster

import "testing"

// TestPlural: counted words read as English (issue 11: "2 casualtys").
func TestPlural(t *testing.T) {
	for _, tc := range []struct {
		n    int
		word string
		want string
	}{
		{1, "casualty", "1 casualty"}, {2, "casualty", "2 casualties"}, {0, "wound", "0 wounds"},
		{3, "element", "3 elements"}, {2, "day", "2 days"}, {1, "hit", "1 hit"},
	} {
		if got := plural(tc.n, tc.word); got != tc.want {
			t.Errorf("plural(%d, %q) = %q, want %q", tc.n, tc.word, got, tc.want)
		}
	}
}
