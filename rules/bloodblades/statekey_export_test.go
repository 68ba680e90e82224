package bloodblades

import (
	"slices"

	"plateau/rules"
)

// StateKey and RefStateKey are stateKey and the reference it is checked
// against (statekey_ref_test.go), for the differential tests and the
// benchmark of package bloodblades_test (statekey_test.go), which play
// and grow the sample battle through package game.
func StateKey(s *rules.State) uint64    { return stateKey(s) }
func RefStateKey(s *rules.State) uint64 { return refStateKey(s) }

// EngagedPairsAgree reports whether engagedPairs gives on s what the test
// of every pair gives (engagedpairs_test.go).
func EngagedPairsAgree(s *rules.State) bool {
	return slices.Equal(engagedPairs(&s.Table), refEngagedPairs(&s.Table))
}

// EndsEngagedAgree reports whether endsEngaged answers on s as the test
// of every base did, for subjects of one and two of its bases
// (endsEngagedAgree, engagedpairs_test.go), with the first base where it
// does not and how many answers were true.
func EndsEngagedAgree(s *rules.State) (string, int, bool) { return endsEngagedAgree(s) }
