package charts

import "testing"

// TestIsChartFile: a chart file is told from a scenario by its top-level
// unofficial key (plateau check reads either).
func TestIsChartFile(t *testing.T) {
	for _, c := range []struct {
		name string
		data string
		want bool
	}{
		{"the shipped set", string(DefaultSource()), true},
		{"a player's own, published values", "# my charts\nunofficial = false\ntitle = \"mine\"\n", true},
		{"a scenario", "title = \"A battle\"\nruleset = \"mp\"\n[table]\nwidth = 10\n", false},
		{"unofficial only inside a table", "title = \"x\"\n[settings]\nunofficial = 1\n", false},
		{"a key that starts with the word", "unofficials = 3\n", false},
		{"empty", "", false},
	} {
		if got := IsChartFile([]byte(c.data)); got != c.want {
			t.Errorf("%s: IsChartFile = %v, want %v", c.name, got, c.want)
		}
	}
}
