package bloodblades

import (
	"fmt"
	"sort"
	"strings"

	"plateau/rules"
)

// Ranges (DESIGN.md: "settings and profiles have ranges"; issue 8 item
// 3). Every profile value and every setting Setup accepts lies in a
// documented range, wide enough for any army and table of the rules and
// narrow enough that nothing the rules derive from it (searches stepped
// in MU, allowances, counts) can blow up: the rules never trust a number
// Setup did not check. docs/scenario-format.md ("BnB profile keys and
// settings") lists them; ranges_test.go checks the page against this
// table.

// valueRange is rules.Range: the values one profile key or setting may take.
type valueRange = rules.Range

// flagRange is a profile flag's: 0 (absent) or 1.
var flagRange = valueRange{Lo: 0, Hi: 1, Whole: true}

// allowanceRange is an El allowance in MU, from its profile (move,
// move-rgo, move-dgo) or the el-move setting: Table 6.1's fastest is 5 MU
// (LH in GGo [L1427]), 6 with the Fast bonus; 10 is twice any of them.
var allowanceRange = valueRange{Lo: 0, Hi: 10, Unit: "MU"}

// profileRanges are the profile keys a "bnb" unit may give and their
// ranges:
//   - cinc, missiles, ps-support: flags, 0 or 1 ([L701], [L2212],
//     [L2132]).
//   - move, move-rgo, move-dgo: allowanceRange (El only, A2).
//   - points 0-1000: an army list's points for the record; a base costs
//     a few AP (the sample armies' most is 14), an army about a hundred.
var profileRanges = map[string]valueRange{
	keyCinC:      flagRange,
	keyMissiles:  flagRange,
	keyPsSupport: flagRange,
	keyMove:      allowanceRange,
	keyMoveRGo:   allowanceRange,
	keyMoveDGo:   allowanceRange,
	keyPoints:    {Lo: 0, Hi: 1000},
}

// muRange is the mu setting's: the MU in cm, 1.5 / 3 / 4 at the three
// scales of Table 5.1 [L729-734] and 4.5 in A1's reading; 1 to 10 cm
// covers any figure scale and keeps the searches the rules step in MU
// (flights, pivots, conforming) to a table of a few hundred MU.
var muRange = valueRange{Lo: 1, Hi: 10, Unit: "cm"}

// DepthFactor bounds how much deeper than Table 5.2 [L736-742] a base may
// be: "a little deeper" for figures too long for it [L1256] is read as at
// most twice its depth.
const DepthFactor = 2

// checkProfile refuses an unknown profile key and a value out of its
// range, naming the unit, the key and the range: `bnb: unit "Hoplites"
// (a-sp1): cinc = 2 is out of range (0-1)`.
func checkProfile(u *rules.Unit) error {
	keys := make([]string, 0, len(u.Profile))
	for k := range u.Profile {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		r, ok := profileRanges[k]
		if !ok {
			return fmt.Errorf("bnb: unit %s: unknown profile key %q (known: %s)", u.ScenarioLabel(), k, knownProfileText())
		}
		if f := r.Fault(u.Profile[k]); f != "" {
			return fmt.Errorf("bnb: unit %s: %s = %g %s", u.ScenarioLabel(), k, u.Profile[k], f)
		}
	}
	return nil
}

// knownProfileText lists the profile keys, for checkProfile's error.
func knownProfileText() string { return strings.Join(knownProfile, ", ") }
