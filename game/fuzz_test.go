package game

import (
	"testing"

	"plateau/game/scenario"
)

// FuzzUnmarshal: whatever the bytes, loading a save returns a match or an
// error, never panics, and a match it returns replays to its own hash.
func FuzzUnmarshal(f *testing.F) {
	m, err := New(scenario.Default(), 1)
	if err != nil {
		f.Fatal(err)
	}
	good, _ := m.Marshal()
	f.Add(good)
	f.Add(good[:len(good)/3])
	f.Add([]byte(`{"format":"plateau-save","version":1}`))
	f.Add([]byte(`{"format":"plateau-save","version":1,"scenario":{"name":"x","hash":"","source":"title=1"},"seed":1,"entries":[{"action":{"kind":"move"}}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := Unmarshal(data)
		if err != nil {
			return
		}
		again, err := l.Marshal()
		if err != nil {
			t.Fatalf("a loaded save does not encode: %v", err)
		}
		if _, err := Unmarshal(again); err != nil {
			t.Fatalf("a loaded save, saved again, does not load: %v", err)
		}
	})
}
