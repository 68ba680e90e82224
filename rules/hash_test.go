package rules

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"plateau/rules/geom"
	hexmap "plateau/rules/hex"
	"plateau/rules/table"
)

// full is a state with every list, map and pointer filled, so that every
// field the state keeps has a value to change.
func full() State {
	s := sample()
	s.Table.Features = append(s.Table.Features, table.Feature{ID: "r", Kind: "river", Name: "Aa", Line: []geom.Vec{geom.V(1, 2), geom.V(3, 4)}, Width: 2})
	s.Table.Bases[0].Round = true
	s.Table.Hexes = &hexmap.Spec{Orientation: "flat", Size: 3, Origin: geom.V(1, 2), Cols: 4, Rows: 5, Parity: "odd-q", ColBase: 1, RowBase: 1,
		Hexes: []hexmap.HexSpec{{At: "0101", Kind: "woods", Elevation: 1}},
		Sides: []hexmap.SideSpec{{A: "0101", B: "0102", Kind: "hedge", Slope: "steep", High: "0101"}},
		Edges: []string{"south"}}
	s.Units[0].Formation = "line"
	s.Units[0].Side = 1
	s.Active, s.Phase = 1, "move"
	s.Settings = map[string]string{"turns": "6"}
	return s
}

// leaf is one value of a state: its path for the message, and how to
// change it in a copy.
type leaf struct {
	path   string
	change func(root reflect.Value)
}

// leaves lists every string, number and boolean reachable from v (fields
// the JSON form keeps: json:"-" ones are derived), every map key, and each
// list's length, through get, which finds v again in another root.
func leaves(v reflect.Value, path string, get func(reflect.Value) reflect.Value, out *[]leaf) {
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			leaves(v.Elem(), path, func(r reflect.Value) reflect.Value { return get(r).Elem() }, out)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			f := v.Type().Field(i)
			if !f.IsExported() || f.Tag.Get("json") == "-" {
				continue
			}
			leaves(v.Field(i), path+"."+f.Name, func(r reflect.Value) reflect.Value { return get(r).Field(i) }, out)
		}
	case reflect.Slice:
		*out = append(*out, leaf{path + " (one more)", func(r reflect.Value) {
			s := get(r)
			s.Set(reflect.Append(s, reflect.Zero(s.Type().Elem())))
		}})
		for i := 0; i < v.Len(); i++ {
			leaves(v.Index(i), fmt.Sprintf("%s[%d]", path, i), func(r reflect.Value) reflect.Value { return get(r).Index(i) }, out)
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			*out = append(*out, leaf{fmt.Sprintf("%s[%v] key", path, k), func(r reflect.Value) {
				m := get(r)
				val := m.MapIndex(k)
				m.SetMapIndex(k, reflect.Value{})
				m.SetMapIndex(reflect.ValueOf(k.String()+"x"), val)
			}}, leaf{fmt.Sprintf("%s[%v]", path, k), func(r reflect.Value) {
				m := get(r)
				val := reflect.New(m.Type().Elem()).Elem()
				val.Set(m.MapIndex(k))
				bump(val)
				m.SetMapIndex(k, val)
			}})
		}
	default:
		*out = append(*out, leaf{path, func(r reflect.Value) { bump(get(r)) }})
	}
}

// bump changes a string, number or boolean.
func bump(v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		v.SetString(v.String() + "x")
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Int8, reflect.Int16:
		v.SetInt(v.Int() + 1)
	case reflect.Uint, reflect.Uint64, reflect.Uint32, reflect.Uint8, reflect.Uint16:
		v.SetUint(v.Uint() + 1)
	case reflect.Float64, reflect.Float32:
		v.SetFloat(v.Float() + 0.5)
	case reflect.Bool:
		v.SetBool(!v.Bool())
	default:
		panic("bump: " + v.Kind().String())
	}
}

// deepCopy is a copy of s sharing nothing (the hex spec included, which
// Clone shares).
func deepCopy(t *testing.T, s *State) *State {
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var c State
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	return &c
}

// TestHashSeesEveryField: changing any value the state keeps, any map key,
// or any list's length changes its hash (Hash is written by hand, so a
// field added to the state and forgotten there fails here). A new list
// element is the zero value, which tells "one more" from "as many".
func TestHashSeesEveryField(t *testing.T) {
	s := full()
	want := s.Hash()
	var all []leaf
	leaves(reflect.ValueOf(&s).Elem(), "State", func(r reflect.Value) reflect.Value { return r }, &all)
	if len(all) < 60 {
		t.Fatalf("found %d values in the full state, want them all (at least 60)", len(all))
	}
	for _, l := range all {
		c := deepCopy(t, &s)
		if c.Hash() != want {
			t.Fatalf("a deep copy hashes differently")
		}
		l.change(reflect.ValueOf(c).Elem())
		if c.Hash() == want {
			t.Errorf("changing %s left the hash as it was", strings.TrimPrefix(l.path, "State."))
		}
	}
}

// TestHashIgnoresNilAgainstEmpty: a list or map that is empty hashes as
// one that is absent (see Hash).
func TestHashIgnoresNilAgainstEmpty(t *testing.T) {
	a, b := full(), full()
	a.Units[0].Bases, b.Units[0].Bases = nil, []string{}
	a.Table.Bases, b.Table.Bases = nil, []table.Base{}
	a.Counters, b.Counters = nil, map[string]int{}
	if a.Hash() != b.Hash() {
		t.Errorf("nil and empty lists hash differently")
	}
}

// TestHashVersions: the hashes earlier saves recorded are still computed
// as they were (game/save.go compares them when it loads one).
func TestHashVersions(t *testing.T) {
	s := sample()
	b, err := json.Marshal(&s)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(b) // computed here, as version 1 saves did
	if got, want := s.LegacyHash(), hex.EncodeToString(sum[:]); got != want {
		t.Errorf("LegacyHash = %s, want the SHA-256 of the state's JSON %s", got, want)
	}
	s.Units[0].Bases = []string{}
	if s.HashV2() == s.LegacyHash() {
		t.Errorf("HashV2 of a unit with an empty list of bases = LegacyHash; version 2 treats it as nil")
	}
	if s.Hash() == s.HashV2() {
		t.Errorf("Hash = HashV2: the binary form should differ from the JSON one")
	}
}

// BenchmarkHash is the state hash every action and every loaded entry
// computes, at 100, 400 and 1600 bases (one unit a base, each with a
// profile, a status and a distance used), against the JSON form version 2
// saves used.
func BenchmarkHash(b *testing.B) {
	for _, n := range []int{100, 400, 1600} {
		s := sample()
		s.Table.Bases, s.Units, s.Used = nil, nil, map[string]float64{}
		for i := range n {
			id := fmt.Sprintf("unit-%d", i)
			s.Table.Bases = append(s.Table.Bases, table.Base{ID: id + ".1", Unit: id, Shape: geom.Rect{Center: geom.V(float64(i), 3), Width: 4, Depth: 2}})
			s.Units = append(s.Units, Unit{ID: id, Name: "Spearmen", Type: "infantry", Bases: []string{id + ".1"},
				Profile: map[string]float64{"attacks": 3, "hits": 3, "armour": 5}, Status: map[string]int{"hits": 1}})
			s.Used[id+".1"] = 2.5
		}
		b.Run(fmt.Sprintf("binary/%d", n), func(b *testing.B) {
			for b.Loop() {
				_ = s.Hash()
			}
		})
		b.Run(fmt.Sprintf("json/%d", n), func(b *testing.B) {
			for b.Loop() {
				_ = s.HashV2()
			}
		})
	}
}
