package block

import (
	"errors"
	"maps"
	"testing"

	"plateau/rules"
)

func TestStatusRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		layout string
		keys   map[string]int // the statuses PutStatus writes
	}{
		{"4x4", map[string]int{"files": 4, "ranks": 4, "figures": 16}},
		{"4x4:13", map[string]int{"files": 4, "ranks": 4, "figures": 13}},
		{"oooo/o.oo", map[string]int{"files": 4, "ranks": 2, "figures": 7, "mask0": 0b1101_1111}},
		{".", map[string]int{"files": 1, "ranks": 1}}, // no figures: no status (a zero status is absent)
		// 40 slots: two masks, slot 39 is bit 7 of mask1.
		{"oooooooo/oooooooo/oooooooo/oooooooo/.......o", map[string]int{"files": 8, "ranks": 5, "figures": 33, "mask0": 1<<32 - 1, "mask1": 1 << 7}},
		// 80 slots: the inline word and one more; mask2 is slots 64-79.
		{"oooooooooo/oooooooooo/oooooooooo/oooooooooo/oooooooooo/oooooooooo/o........./.........o", map[string]int{
			"files": 10, "ranks": 8, "figures": 62, "mask0": 1<<32 - 1, "mask1": 1<<28 - 1 | 1<<28, "mask2": 1 << 15}},
	} {
		l := mustLayout(t, tc.layout)
		m := map[string]int{"hits": 2, "u.files": 9}
		l.PutStatus(m, "")
		want := maps.Clone(tc.keys)
		want["hits"], want["u.files"] = 2, 9
		if !maps.Equal(m, want) {
			t.Errorf("%s: PutStatus = %v, want %v", tc.layout, m, want)
		}
		back, err := StatusLayout(m, "")
		if err != nil || !back.Equal(l) {
			t.Errorf("%s: StatusLayout = %s, %v", tc.layout, back, err)
		}
		// Under a prefix, and masks left over from before are removed.
		p := map[string]int{"u.mask5": 3, "u.mask1": 1}
		l.PutStatus(p, "u.")
		if _, ok := p["u.mask5"]; ok {
			t.Errorf("%s: a stale mask stayed: %v", tc.layout, p)
		}
		if back, err := StatusLayout(p, "u."); err != nil || !back.Equal(l) {
			t.Errorf("%s: StatusLayout under a prefix = %s, %v (%v)", tc.layout, back, err, p)
		}
	}
}

func TestStatusLayoutErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		m    map[string]int
	}{
		{"no files", map[string]int{"ranks": 2, "figures": 2}},
		{"no ranks", map[string]int{"files": 2, "figures": 2}},
		{"files 0", map[string]int{"files": 0, "ranks": 2, "figures": 0}},
		{"too many ranks", map[string]int{"files": 2, "ranks": MaxRanks + 1, "figures": 0}},
		{"more figures than slots", map[string]int{"files": 2, "ranks": 2, "figures": 5}},
		{"negative figures", map[string]int{"files": 2, "ranks": 2, "figures": -1}},
		{"mask beyond the slots", map[string]int{"files": 2, "ranks": 2, "figures": 1, "mask0": 1 << 4}},
		{"mask word beyond the block", map[string]int{"files": 2, "ranks": 2, "figures": 1, "mask0": 1, "mask1": 0}},
		{"mask negative", map[string]int{"files": 2, "ranks": 2, "figures": 0, "mask0": -1}},
		{"mask too big", map[string]int{"files": 8, "ranks": 8, "figures": 0, "mask0": 1 << 32}},
		{"masks and figures disagree", map[string]int{"files": 2, "ranks": 2, "figures": 3, "mask0": 0b11}},
		{"mask with a leading zero", map[string]int{"files": 2, "ranks": 2, "figures": 1, "mask00": 1}},
		{"mask with a sign", map[string]int{"files": 2, "ranks": 2, "figures": 1, "mask+0": 1}},
		{"mask not a number", map[string]int{"files": 2, "ranks": 2, "figures": 1, "maskx": 1}},
	} {
		if l, err := StatusLayout(tc.m, ""); err == nil || !errors.Is(err, ErrLayout) {
			t.Errorf("%s: StatusLayout(%v) = %s, %v; want an ErrLayout", tc.name, tc.m, l, err)
		}
	}
}

// TestStatusKeys: the keys a ruleset declares accept what PutStatus
// writes and name it (rules.Find).
func TestStatusKeys(t *testing.T) {
	keys := StatusKeys("b.")
	l := mustLayout(t, "oooo/o.oo/oooo/oooo/oooo/oooo/oooo/oooo/oooo")
	m := map[string]int{}
	l.PutStatus(m, "b.")
	if len(m) != 5 {
		t.Fatalf("PutStatus wrote %v, want files, ranks, figures and two masks", m)
	}
	for k, v := range m {
		key, ok := rules.Find(keys, k)
		if !ok {
			t.Errorf("status %q is not among StatusKeys", k)
			continue
		}
		if f := key.Range.Fault(float64(v)); f != "" {
			t.Errorf("status %q = %d %s", k, v, f)
		}
	}
}
