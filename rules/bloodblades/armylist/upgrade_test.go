package armylist_test

import (
	"errors"
	"testing"

	"plateau/rules/bloodblades/armylist"
)

// Upgrades between types of the same ratio round up; between different
// ratios the maximum rounds down, to whole groups [L1115, L1119-1121].
func TestUpgradeConvert(t *testing.T) {
	tests := []struct {
		name string
		up   armylist.Upgrade
		want armylist.Upgraded
	}{
		{"E9 Bw 36-96 upgraded to Pk -> 9-24 Pk, same 1/4 ratio [L1119]",
			armylist.Upgrade{Edition: armylist.DBMM, From: dbm(true, "Bw", 'I'), To: dbm(true, "Pk", 'I'), Count: armylist.Range{Min: 36, Max: 96}},
			armylist.Upgraded{Troop: bnb(true, "Pk", 'I'), Range: armylist.Range{Min: 9, Max: 24}, Step: 1}},
		{"E10 4-9 Pk to Bd -> 2 Bd per Pk, at most 4 (4.5 rounded down) [L1120-1121]",
			armylist.Upgrade{Edition: armylist.DBMM, From: dbm(true, "Pk", 'I'), To: dbm(true, "Bd", 'F'), Count: armylist.Range{Min: 4, Max: 9}},
			armylist.Upgraded{Troop: bnb(true, "Bd", 'F'), Range: armylist.Range{Min: 2, Max: 4}, Step: 2}},
		{"same 1/2 ratio rounds up at both ends: Ax 3-7 to Ax(S) -> 2-4 [L1115]",
			armylist.Upgrade{From: dbm(true, "Ax", 'O'), To: dbm(true, "Ax", 'S'), Count: armylist.Range{Min: 3, Max: 7}},
			armylist.Upgraded{Troop: bnb(true, "Ax", 'S'), Range: armylist.Range{Min: 2, Max: 4}, Step: 1}},
		{"Pk 5-11 to Bd: minimum up to 4, maximum down to 4 (2 whole Pk) [L1121]",
			armylist.Upgrade{From: dbm(true, "Pk", 'I'), To: dbm(true, "Bd", 'O'), Count: armylist.Range{Min: 5, Max: 11}},
			armylist.Upgraded{Troop: bnb(true, "Bd", 'O'), Range: armylist.Range{Min: 4, Max: 4}, Step: 2}},
		{"Pk 5-7 to Bd: rounded-up minimum above the rounded-down maximum falls to it",
			armylist.Upgrade{From: dbm(true, "Pk", 'I'), To: dbm(true, "Bd", 'O'), Count: armylist.Range{Min: 5, Max: 7}},
			armylist.Upgraded{Troop: bnb(true, "Bd", 'O'), Range: armylist.Range{Min: 2, Max: 2}, Step: 2}},
		{"Ps 4-6 to Bw: one Bw at most, 1.5 rounded down [L1126]",
			armylist.Upgrade{From: dbm(false, "Ps", 'O'), To: dbm(false, "Bw", 'I'), Count: armylist.Range{Min: 4, Max: 6}},
			armylist.Upgraded{Troop: bnb(false, "Bw", 'I'), Range: armylist.Range{Min: 1, Max: 1}, Step: 1}},
		{"Wb 0-6 to Ax: 2 Ax per Wb, at most 2 (3 rounded down to a pair)",
			armylist.Upgrade{From: dbm(false, "Wb", 'O'), To: dbm(false, "Ax", 'O'), Count: armylist.Range{Min: 0, Max: 6}},
			armylist.Upgraded{Troop: bnb(false, "Ax", 'O'), Range: armylist.Range{Min: 0, Max: 2}, Step: 2}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.up.Convert()
			if err != nil || got != tc.want {
				t.Fatalf("Convert() = %v, %v; want %v", got, err, tc.want)
			}
		})
	}
}

func TestUpgradeString(t *testing.T) {
	got, err := armylist.Upgrade{From: dbm(true, "Pk", 'I'), To: dbm(true, "Bd", 'F'), Count: armylist.Range{Min: 4, Max: 9}}.Convert()
	if err != nil {
		t.Fatal(err)
	}
	if s := got.String(); s != "Reg Bd(F): 2-4, 2 at a time" {
		t.Fatalf("String() = %q", s)
	}
}

func TestUpgradeErrors(t *testing.T) {
	tests := []struct {
		name string
		up   armylist.Upgrade
		err  error
	}{
		{"to Cm(X) [L1106]", armylist.Upgrade{From: dbm(false, "Cm", 'O'), To: dbm(false, "Cm", 'X'), Count: armylist.Range{Min: 0, Max: 2}}, armylist.ErrNotUsed},
		{"from an unknown type", armylist.Upgrade{From: dbm(false, "Foo", 'O'), To: dbm(false, "Bd", 'O'), Count: armylist.Range{Min: 0, Max: 2}}, armylist.ErrUnknownType},
		{"to Kn on horses", armylist.Upgrade{From: dbm(true, "Cv", 'O'), To: dbm(true, "Kn", 'F'), Count: armylist.Range{Min: 0, Max: 2}}, armylist.ErrNoEquivalent},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := tc.up.Convert(); !errors.Is(err, tc.err) {
				t.Fatalf("Convert() error = %v, want %v", err, tc.err)
			}
		})
	}
	if _, err := (armylist.Upgrade{From: dbm(true, "Pk", 'I'), To: dbm(true, "Bd", 'O'), Count: armylist.Range{Min: 3, Max: 2}}).Convert(); err == nil {
		t.Fatal("a count with min above max converted")
	}
}
