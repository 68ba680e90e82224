package rules

// Fact is one number an event's prose states, as data (issue 9: a
// roll's modifiers, an order test's breakdown): what it is (Name, a key
// the ruleset documents and keeps stable), its value, the ruleset's own
// number for the line when it has one (Code: BnB's "C2" or "T14"), what
// it belongs to when the event concerns several units or armies (Of: a
// unit, base or side ID; empty for the event's own unit or base), the
// plain words the prose uses for it and the rule it comes from. Every
// value a ruleset compares with dice is a whole number, so Value is an
// int: the JSON is exact and the same on every platform.
//
// An event's facts come in the order its prose tells them; a name can
// repeat (one "modifier" per modifier, one "dice" per volley).
type Fact struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
	Code  string `json:"code,omitempty"`
	Of    string `json:"of,omitempty"`
	Text  string `json:"text,omitempty"`
	Rule  string `json:"rule,omitempty"`
}
