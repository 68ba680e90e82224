package armylist_test

import (
	"errors"
	"reflect"
	"testing"

	"plateau/rules/bloodblades/armylist"
)

// Lines converted to BnB: counts divided by 2, or 4 for Bw, Pk, Sp and
// Wb, rounded up [L1113-1115]; alternatives of different ratios counted
// in equivalents [L1122-1128].
func TestLineConvert(t *testing.T) {
	tests := []struct {
		name    string
		line    armylist.DBMLine
		troops  []armylist.Troop
		weights []int
		eq      armylist.Range
	}{
		{"E8 household and militia archers Bw 36-96 -> 9-24 Bw [L1117-1118]",
			armylist.DBMLine{Edition: armylist.DBMM, Troops: []armylist.DBMTroop{dbm(true, "Bw", 'I')}, Count: armylist.Range{Min: 36, Max: 96}},
			[]armylist.Troop{bnb(true, "Bw", 'I')}, []int{1}, armylist.Range{Min: 9, Max: 24}},
		{"E11 4-6 archers Ps or Bw -> 2-3 Ps equivalents, 1 Bw = 2 Ps [L1122-1125]",
			armylist.DBMLine{Edition: armylist.DBMM, Troops: []armylist.DBMTroop{dbm(true, "Ps", 'O'), dbm(true, "Bw", 'I')}, Count: armylist.Range{Min: 4, Max: 6}},
			[]armylist.Troop{bnb(true, "Ps", 'O'), bnb(true, "Bw", 'I')}, []int{1, 2}, armylist.Range{Min: 2, Max: 3}},
		{"1/2 ratio: slingers Ps 4-24 -> 2-12 [L1113]",
			armylist.DBMLine{Troops: []armylist.DBMTroop{dbm(false, "Ps", 'O')}, Count: armylist.Range{Min: 4, Max: 24}},
			[]armylist.Troop{bnb(false, "Ps", 'O')}, []int{1}, armylist.Range{Min: 2, Max: 12}},
		{"1/2 ratio rounds up: Cv 3-9 -> 2-5 [L1115]",
			armylist.DBMLine{Troops: []armylist.DBMTroop{dbm(true, "Cv", 'O')}, Count: armylist.Range{Min: 3, Max: 9}},
			[]armylist.Troop{bnb(true, "Cv", 'O')}, []int{1}, armylist.Range{Min: 2, Max: 5}},
		{"1/4 ratio rounds up: Sp 5-10 -> 2-3 [L1113-1115]",
			armylist.DBMLine{Troops: []armylist.DBMTroop{dbm(true, "Sp", 'O')}, Count: armylist.Range{Min: 5, Max: 10}},
			[]armylist.Troop{bnb(true, "Sp", 'O')}, []int{1}, armylist.Range{Min: 2, Max: 3}},
		{"a single base stays one: C-in-C 1 -> 1",
			armylist.DBMLine{Troops: []armylist.DBMTroop{mounted(dbm(true, "Kn", 'O'), armylist.Chariot)}, Count: armylist.Range{Min: 1, Max: 1}},
			[]armylist.Troop{bnb(true, "HCh", 'O')}, []int{1}, armylist.Range{Min: 1, Max: 1}},
		{"Kn chariots 4-8 -> HCh 2-4 [L1101, L1113]",
			armylist.DBMLine{Troops: []armylist.DBMTroop{mounted(dbm(true, "Kn", 'I'), armylist.Chariot)}, Count: armylist.Range{Min: 4, Max: 8}},
			[]armylist.Troop{bnb(true, "HCh", 'I')}, []int{1}, armylist.Range{Min: 2, Max: 4}},
		{"DBM Ax(X) 10-15 -> Pk(F) 3-4, at Pk's 1/4 [L1105, L1113]",
			armylist.DBMLine{Edition: armylist.DBM, Troops: []armylist.DBMTroop{dbm(true, "Ax", 'X')}, Count: armylist.Range{Min: 10, Max: 15}},
			[]armylist.Troop{bnb(true, "Pk", 'F')}, []int{1}, armylist.Range{Min: 3, Max: 4}},
		{"same ratio alternatives, read as DBM counts: Ps or Ax 54-210 -> 27-105 (the printed [L1188] is already BnB, doc.go)",
			armylist.DBMLine{Troops: []armylist.DBMTroop{dbm(false, "Ps", 'I'), dbm(false, "Ax", 'I')}, Count: armylist.Range{Min: 54, Max: 210}},
			[]armylist.Troop{bnb(false, "Ps", 'I'), bnb(false, "Ax", 'I')}, []int{1, 1}, armylist.Range{Min: 27, Max: 105}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, err := tc.line.Convert()
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(c.Troops, tc.troops) || !reflect.DeepEqual(c.Weights, tc.weights) || c.Equivalents != tc.eq {
				t.Fatalf("got %v weights %v count %v; want %v weights %v count %v", c.Troops, c.Weights, c.Equivalents, tc.troops, tc.weights, tc.eq)
			}
		})
	}
}

// The legal options of a line [L1126-1128].
func TestLineOptions(t *testing.T) {
	ps, bw := bnb(true, "Ps", 'O'), bnb(true, "Bw", 'I')
	tests := []struct {
		name string
		line armylist.DBMLine
		want []string
	}{
		{"E11 options: 2 Ps, 3 Ps, 1 Bw, or 1 Bw + 1 Ps [L1128]",
			armylist.DBMLine{Edition: armylist.DBMM, Troops: []armylist.DBMTroop{dbm(true, "Ps", 'O'), dbm(true, "Bw", 'I')}, Count: armylist.Range{Min: 4, Max: 6}},
			[]string{"2 Reg Ps(O)", "3 Reg Ps(O)", "1 Reg Bw(I)", "1 Reg Ps(O) + 1 Reg Bw(I)"}},
		{"scouts 0-2 -> 0-1: none or one [L1113, L1163]",
			armylist.DBMLine{Troops: []armylist.DBMTroop{scout(dbm(false, "LH", 'I'))}, Count: armylist.Range{Min: 0, Max: 2}},
			[]string{"none", "1 Irr LH(I)"}},
		{"odd maximum rounds up in equivalents: 4-7 Ps or Bw -> 2-4, so 2 Bw fit [L1115, L1125-1126]",
			armylist.DBMLine{Troops: []armylist.DBMTroop{dbm(true, "Ps", 'O'), dbm(true, "Bw", 'I')}, Count: armylist.Range{Min: 4, Max: 7}},
			[]string{"2 Reg Ps(O)", "3 Reg Ps(O)", "4 Reg Ps(O)", "1 Reg Bw(I)", "1 Reg Ps(O) + 1 Reg Bw(I)", "2 Reg Ps(O) + 1 Reg Bw(I)", "2 Reg Bw(I)"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, err := tc.line.Convert()
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, o := range c.Mixes() {
				got = append(got, o.String())
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("options = %q, want %q", got, tc.want)
			}
		})
	}
	// The E11 options as values, not only as text.
	c, _ := armylist.DBMLine{Troops: []armylist.DBMTroop{dbm(true, "Ps", 'O'), dbm(true, "Bw", 'I')}, Count: armylist.Range{Min: 4, Max: 6}}.Convert()
	want := []armylist.Mix{{{Troop: ps, N: 2}}, {{Troop: ps, N: 3}}, {{Troop: bw, N: 1}}, {{Troop: ps, N: 1}, {Troop: bw, N: 1}}}
	if got := c.Mixes(); !reflect.DeepEqual(got, want) {
		t.Fatalf("E11 options = %v, want %v", got, want)
	}
}

// E8's line lists every count from 9 to 24 Bw.
func TestE8Options(t *testing.T) {
	c, err := armylist.DBMLine{Edition: armylist.DBMM, Troops: []armylist.DBMTroop{dbm(true, "Bw", 'I')}, Count: armylist.Range{Min: 36, Max: 96}}.Convert()
	if err != nil {
		t.Fatal(err)
	}
	opts := c.Mixes()
	if len(opts) != 16 || opts[0].String() != "9 Reg Bw(I)" || opts[15].String() != "24 Reg Bw(I)" {
		t.Fatalf("E8 options = %v, want 9 to 24 Reg Bw(I)", opts)
	}
}

func TestLineErrors(t *testing.T) {
	tests := []struct {
		name string
		line armylist.DBMLine
		err  error // nil: any error
	}{
		{"Cm(X) refused [L1106]", armylist.DBMLine{Troops: []armylist.DBMTroop{dbm(false, "LH", 'I'), dbm(false, "Cm", 'X')}, Count: armylist.Range{Min: 2, Max: 4}}, armylist.ErrNotUsed},
		{"unknown type", armylist.DBMLine{Troops: []armylist.DBMTroop{dbm(false, "Foo", 'O')}, Count: armylist.Range{Min: 2, Max: 4}}, armylist.ErrUnknownType},
		{"no troop", armylist.DBMLine{Count: armylist.Range{Min: 2, Max: 4}}, nil},
		{"minimum above maximum", armylist.DBMLine{Troops: []armylist.DBMTroop{dbm(false, "Ps", 'O')}, Count: armylist.Range{Min: 5, Max: 4}}, nil},
		{"negative minimum", armylist.DBMLine{Troops: []armylist.DBMTroop{dbm(false, "Ps", 'O')}, Count: armylist.Range{Min: -1, Max: 4}}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tc.line.Convert()
			if err == nil || (tc.err != nil && !errors.Is(err, tc.err)) {
				t.Fatalf("Convert() error = %v, want %v", err, tc.err)
			}
		})
	}
}
