package warmaster

import (
	"errors"
	"fmt"

	"plateau/rules"
)

// Fanatics after their compulsory charge (initiative.go, [L451], [L812]):
// the army lists' profile flag keyFanatic also means (wme.md §8.6 item 7,
// §9.9):
//   - "Les fanatiques ne sont jamais repoussés, et ne testent jamais le
//     repoussement" ([L1231]): shooting never drives them back, so no die
//     is rolled for it, no 6 confuses them and no total routs them
//     (driveback.go, aimDriveBack and rollDriveBack);
//   - "Les fanatiques doivent toujours poursuivre si cela leur est
//     possible" ([L1733]): a winner that can pursue a unit that retreated
//     may not hold, fall back or occupy instead (fanaticMustPursue).

// fanaticDriveBackText is the drive back event's sentence for fanatics.
func fanaticDriveBackText(u *rules.Unit) string {
	return fmt.Sprintf("%s are fanatics: never driven back, and no test for it (WME §8.6 [L1231])", u.Title())
}

// fanaticMustPursue is the refusal of epilogue choice kind (a hold, a
// fall back or an occupation) for a fanatic winner u that can pursue a
// unit that retreated ([L1733]); nil when it may choose so. A fanatic
// that cannot see the retreating unit while a friend that sees it has yet
// to choose ([L1572], pursuitOrderProblem) waits for that friend: its
// pursuit is judged once the friend has moved, so it may not hold before.
func fanaticMustPursue(s *rules.State, u *rules.Unit, kind string) *rules.Violation {
	if !flag(u, keyFanatic) || status(u, stAwait) != awaitPursue ||
		kind != KindHold && kind != KindFallBack && kind != KindOccupy {
		return nil
	}
	var wait *rules.Violation
	for i := range s.Units {
		t := &s.Units[i]
		if t.Side == u.Side || status(t, stInFight) == 0 || status(t, stRetreat) == 0 || len(t.Bases) == 0 {
			continue
		}
		_, err := planPursuit(s, u, t.ID)
		if err == nil {
			return &rules.Violation{Code: "fanatic-pursuit", Rule: "WME §9.9 [L1733]", Bases: u.Bases,
				Msg: fmt.Sprintf("%s are fanatics and must pursue %s: fanatics always pursue when they can", u.Title(), t.Title())}
		}
		var v *rules.Violation
		if wait == nil && errors.As(err, &v) && v.Code == "pursuit-order" {
			wait = &rules.Violation{Code: "fanatic-pursuit", Rule: "WME §9.9 [L1733], [L1572]", Bases: u.Bases,
				Msg: fmt.Sprintf("%s are fanatics and must pursue %s if they can, which is judged once the pursuers that see it have chosen: %s", u.Title(), t.Title(), v.Msg)}
		}
	}
	return wait
}

// fanaticEpilogueOffers disables, for a fanatic winner that must pursue,
// the offers to hold, fall back or occupy, with the reason ([L1733]).
func fanaticEpilogueOffers(s *rules.State, u *rules.Unit, offers []rules.Offer) []rules.Offer {
	v := fanaticMustPursue(s, u, KindHold)
	if v == nil {
		return offers
	}
	for i := range offers {
		if k := offers[i].Action.Kind; offers[i].Disabled == "" && (k == KindHold || k == KindFallBack || k == KindOccupy) {
			offers[i].Disabled = v.Error()
		}
	}
	return offers
}
