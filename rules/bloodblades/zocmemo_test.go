package bloodblades

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// forgetZoc empties the memos of the [L1402] searches (zocmemo.go) and
// of what bases are (formationmemo.go).
func forgetZoc() {
	for _, m := range []interface{ forget() }{&turnMemo, &zoccerMemo, &bestMemo, &formationMemo} {
		m.forget()
	}
}

func (m *stateMemo[V]) forget() {
	m.mu.Lock()
	m.m = nil
	m.mu.Unlock()
}

// TestStateKeyCoversTheState: the memos of the searches [L1402] needs
// are keyed by stateKey, so every field of the state, at every depth,
// must change it — a field left out would let a check reuse an answer
// found on another state. The fields are found by reflection, so a field
// added to rules.State later is checked too.
func TestStateKeyCoversTheState(t *testing.T) {
	s := rules.State{
		Ruleset: ID,
		Table: table.Table{Width: 120, Height: 75,
			Features: []table.Feature{{ID: "f", Kind: "wood", Name: "Wood", Area: geom.Polygon{geom.V(1, 2)}, Line: []geom.Vec{geom.V(3, 4)}, Width: 1}},
			Bases:    []table.Base{{ID: "a.1", Unit: "a", Side: 1, Shape: geom.Rect{Center: geom.V(5, 6), Facing: 1, Width: 4, Depth: 2}}}},
		Sides:    []rules.Side{{ID: "blue", Name: "Blue", Colour: "#0000ff", Deployment: geom.Polygon{geom.V(7, 8)}}},
		Units:    []rules.Unit{{ID: "a", Name: "A", Side: 1, Type: "Reg Ax(O)", Formation: "line", Profile: map[string]float64{"move": 3}, Bases: []string{"a.1"}, Status: map[string]int{"moved": 1}}},
		Turn:     2,
		Active:   1,
		Phase:    PhaseMove,
		Used:     map[string]float64{"a.1": 2},
		Counters: map[string]int{"pigs": 3},
		Settings: map[string]string{"scale": "15mm"},
	}
	want := stateKey(&s)
	n := 0
	for i := 0; ; i++ {
		c := s.Clone()
		what, ok := mutateLeaf(reflect.ValueOf(&c).Elem(), "State", i)
		if !ok {
			break
		}
		n++
		if stateKey(&c) == want {
			t.Errorf("changing %s leaves stateKey as it was", what)
		}
	}
	if n < 40 {
		t.Errorf("only %d fields changed: the walk missed some", n)
	}
	// A map's order does not count.
	c := s.Clone()
	c.Counters = map[string]int{"b": 1, "pigs": 3}
	d := s.Clone()
	d.Counters = map[string]int{"pigs": 3, "b": 1}
	if stateKey(&c) != stateKey(&d) {
		t.Error("the same counters give two keys")
	}
}

// mutateLeaf changes the i-th leaf (string, number, bool, or a map's
// entry, or one more entry of a map) of v, found depth first, and names
// it; false when v has fewer leaves.
func mutateLeaf(v reflect.Value, path string, i int) (string, bool) {
	seen := 0
	var what string
	var walk func(v reflect.Value, path string) bool
	walk = func(v reflect.Value, path string) bool {
		switch v.Kind() {
		case reflect.Pointer: // the table's hex map, nil: BnB plays free bases
			if !v.IsNil() {
				return walk(v.Elem(), path)
			}
		case reflect.Struct:
			for f := range v.NumField() {
				if walk(v.Field(f), path+"."+v.Type().Field(f).Name) {
					return true
				}
			}
		case reflect.Slice:
			for k := range v.Len() {
				if walk(v.Index(k), fmt.Sprintf("%s[%d]", path, k)) {
					return true
				}
			}
		case reflect.Map:
			keys := v.MapKeys()
			slices.SortFunc(keys, func(a, b reflect.Value) int { return compare(a.String(), b.String()) })
			for _, k := range append(keys, reflect.ValueOf("new").Convert(v.Type().Key())) {
				e := reflect.New(v.Type().Elem()).Elem()
				if old := v.MapIndex(k); old.IsValid() {
					e.Set(old)
				}
				if seen == i {
					changeLeaf(e)
					v.SetMapIndex(k, e)
					what = fmt.Sprintf("%s[%q]", path, k.String())
					return true
				}
				seen++
			}
		default:
			if seen == i {
				changeLeaf(v)
				what = path
				return true
			}
			seen++
		}
		return false
	}
	return what, walk(v, path)
}

func compare(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func changeLeaf(v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		v.SetString(v.String() + "x")
	case reflect.Int:
		v.SetInt(v.Int() + 1)
	case reflect.Float64:
		v.SetFloat(v.Float() + 0.5)
	case reflect.Bool:
		v.SetBool(!v.Bool())
	default:
		panic("no change for a " + v.Kind().String())
	}
}

// TestZocMemoTransparent: a check of a zocced base's or group's move
// [L1402] gives what it gives with the memos emptied, drag after drag on
// states that differ in what the searches read (a lake on the way, the
// zoccer moved, the move allowance of the mover's unit changed) and in
// what they do not (PIGs, statuses); and the changes do change some of
// the answers.
func TestZocMemoTransparent(t *testing.T) {
	type step struct {
		name string
		s    rules.State
		a    func(s *rules.State) rules.Action
	}
	single := zocTurnWorld(t, true)
	turnMove := func(s *rules.State) rules.Action {
		frames, _ := zocBaseFrames(t, &single)
		return frames[len(frames)-1] // 5° more than the best turn
	}
	lake := func(s rules.State) rules.State {
		s = s.Clone()
		s.Table.Features = append(s.Table.Features, table.Feature{ID: "la", Kind: "lake", Area: geom.Polygon{geom.V(63.5, 41), geom.V(66, 41), geom.V(66, 43), geom.V(63.5, 43)}})
		return s
	}
	moveZ := func(s rules.State, dx float64) rules.State {
		s = s.Clone()
		base(&s, "z").Shape.Center.X += dx
		return s
	}
	withPIGs := func(s rules.State, n int) rules.State {
		s = s.Clone()
		s.SetCounter(ctPIGs, n)
		return s
	}
	group := groupZocWorld(t, "pivot")
	ids := []string{"a.1", "g.1"}
	pivot := func(s *rules.State) rules.Action { return GroupPivot(s, 0, ids, true, geom.Rad(60)) }
	ahead := func(s *rules.State) rules.Action { return GroupAhead(s, 0, ids, 3.25) }
	steps := []step{
		{"a turn 5° more than the least", single, turnMove},
		{"the same, a lake by z", lake(single), turnMove},
		{"the same, z 0.5 cm right", moveZ(single, 0.5), turnMove},
		{"the same, 2 PIGs", withPIGs(single, 2), turnMove},
		{"group: a pivot into y while z can be reached", group, pivot},
		{"group: the same, z 3 cm left", moveZ(group, -3), pivot},
		{"group: the same, z 3 cm right", moveZ(group, 3), pivot},
		{"group: straight ahead into z", group, ahead},
		{"group: straight ahead into z, 1 PIG", withPIGs(group, 1), ahead},
	}
	forgetZoc()
	answers := map[string]bool{}
	for _, st := range steps {
		a := st.a(&st.s)
		warm := msg(Rules{}.Check(&st.s, a))
		forgetZoc()
		cold := msg(Rules{}.Check(&st.s, a))
		if warm != cold {
			t.Errorf("%s: Check with the memos %q, without %q", st.name, warm, cold)
		}
		answers[cold] = true

	}
	if len(answers) < 4 {
		t.Errorf("the steps gave %d answers: they test too little", len(answers))
	}
}
