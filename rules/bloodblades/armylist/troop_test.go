package armylist_test

import (
	"errors"
	"testing"

	"plateau/rules/bloodblades"
	"plateau/rules/bloodblades/armylist"
)

// The troop type conversions, bnb.md §11.6 [L1099-1107].
func TestConvertTroop(t *testing.T) {
	tests := []struct {
		name string
		in   armylist.DBMTroop
		ed   armylist.Edition
		want armylist.Troop
		err  error
	}{
		{"Kn chariots become HCh [L1101]", mounted(dbm(true, "Kn", 'I'), armylist.Chariot), armylist.DBMM, bnb(true, "HCh", 'I'), nil},
		{"Cv chariots become LCh [L1103]", mounted(dbm(false, "Cv", 'O'), armylist.Chariot), armylist.DBM, bnb(false, "LCh", 'O'), nil},
		{"LH(I) camels become LH(X) [L1104]", mounted(dbm(false, "LH", 'I'), armylist.Camel), armylist.DBMM, bnb(false, "LH", 'X'), nil},
		{"DBM Ax(X) become Pk(F) [L1105]", dbm(true, "Ax", 'X'), armylist.DBM, bnb(true, "Pk", 'F'), nil},
		{"mounted scouts on horses are LH(I) [L1107]", scout(dbm(true, "LH", 'O')), armylist.DBMM, bnb(true, "LH", 'I'), nil},
		{"Cv scouts are LH(I) [L1107]", scout(dbm(false, "Cv", 'I')), armylist.DBM, bnb(false, "LH", 'I'), nil},
		{"camel scouts are LH(X) [L1104, L1107]", scout(dbm(false, "Cm", 'O')), armylist.DBMM, bnb(false, "LH", 'X'), nil},
		{"LH(I) scouts stay LH(I) [L1163]", scout(dbm(false, "LH", 'I')), armylist.DBMM, bnb(false, "LH", 'I'), nil},
		{"Bw kept", dbm(true, "Bw", 'I'), armylist.DBMM, bnb(true, "Bw", 'I'), nil},
		{"Cm(O) kept [L1205]", dbm(false, "Cm", 'O'), armylist.DBMM, bnb(false, "Cm", 'O'), nil},
		{"Pk(X) kept [L1156]", dbm(true, "Pk", 'X'), armylist.DBMM, bnb(true, "Pk", 'X'), nil},
		{"Cm(X) not used [L1106]", dbm(false, "Cm", 'X'), armylist.DBM, armylist.Troop{}, armylist.ErrNotUsed},
		{"Cm(X) scouts not used either [L1106]", scout(dbm(false, "Cm", 'X')), armylist.DBM, armylist.Troop{}, armylist.ErrNotUsed},
		{"DBMM Ax(X): only DBM's convert [L1105]", dbm(true, "Ax", 'X'), armylist.DBMM, armylist.Troop{}, armylist.ErrNoEquivalent},
		{"Kn on horses have no BnB type [L1099-1107]", dbm(true, "Kn", 'S'), armylist.DBM, armylist.Troop{}, armylist.ErrNoEquivalent},
		{"scythed chariots have no BnB type", dbm(true, "SCh", 'S'), armylist.DBM, armylist.Troop{}, armylist.ErrNoEquivalent},
		{"LH(O) camels: only LH(I) camels convert [L1104]", mounted(dbm(false, "LH", 'O'), armylist.Camel), armylist.DBM, armylist.Troop{}, armylist.ErrNoEquivalent},
		{"Ps chariots: only Kn and Cv [L1101, L1103]", mounted(dbm(false, "Ps", 'O'), armylist.Chariot), armylist.DBM, armylist.Troop{}, armylist.ErrNoEquivalent},
		{"foot scouts are not mounted scouts [L1107]", scout(dbm(false, "Ps", 'O')), armylist.DBM, armylist.Troop{}, armylist.ErrNoEquivalent},
		{"Bw(X) has no BnB grade (Table 5.4)", dbm(true, "Bw", 'X'), armylist.DBM, armylist.Troop{}, armylist.ErrNoEquivalent},
		{"unknown type", dbm(true, "Zz", 'O'), armylist.DBM, armylist.Troop{}, armylist.ErrUnknownType},
		{"unknown grade", dbm(true, "Bd", 'Q'), armylist.DBM, armylist.Troop{}, armylist.ErrUnknownType},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := armylist.Convert(tc.in, tc.ed)
			if tc.err != nil {
				if !errors.Is(err, tc.err) {
					t.Fatalf("Convert(%v) error = %v, want %v", tc.in, err, tc.err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("Convert(%v) = %v, %v; want %v", tc.in, got, err, tc.want)
			}
			// The ruleset must accept the converted troop as written.
			parsed, err := bloodblades.ParseTroop(got.String())
			if err != nil {
				t.Fatalf("bloodblades.ParseTroop(%q): %v", got, err)
			}
			if parsed.Type != got.Type || parsed.Grade != got.Grade || parsed.Reg != got.Reg {
				t.Fatalf("bloodblades.ParseTroop(%q) = %v", got, parsed)
			}
		})
	}
}
