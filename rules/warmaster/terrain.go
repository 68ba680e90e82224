package warmaster

import "plateau/rules/table"

// Category is what a terrain kind is under WME (wme.md §4.1; L936-988).
type Category struct {
	Elevated, Difficult, Closed, Impassable, HardGoing, Dangerous bool
	LowObstacle, HighObstacle, Road                               bool
	// CityWall: city or fortress walls (L1022 refers to the siege
	// booklet): high obstacles whose defenders are charged only by
	// infantry with ladders, and in the front ([L894-898]).
	CityWall bool
}

// Categories maps the scenario's terrain kind words to their WME
// categories, following the text's examples (wme.md §4.1, L994-1022):
// woods and villages are closed and difficult, marshes and rocky ground
// difficult, gentle hills elevated, steep hills elevated and difficult,
// rivers impassable (A21: the summary table's reading; a scenario models a
// ford or bridge by leaving a gap in the river line and marking it with a
// ford or bridge feature), hedges and low walls low linear obstacles, high walls high
// linear obstacles, city and fortress walls high obstacles too (the siege
// booklet's rules for crossing them are not in the text, [L1022]), roads,
// fords and bridges roads; a crest, the line along
// a hill's highest points, changes nothing under foot and blocks sight
// (hills.go, [L1042]).
var Categories = map[string]Category{
	"open":          {},
	"field":         {},
	"hill":          {Elevated: true},
	"steep-hill":    {Elevated: true, Difficult: true},
	kindCrest:       {},
	"wood":          {Closed: true, Difficult: true},
	"village":       {Closed: true, Difficult: true},
	"marsh":         {Difficult: true},
	"rough":         {Difficult: true},
	"rocks":         {Difficult: true},
	"stream":        {},
	"river":         {Impassable: true},
	"lake":          {Impassable: true},
	"cliff":         {Impassable: true},
	"impassable":    {Impassable: true},
	"dense-wood":    {Impassable: true},
	"hedge":         {LowObstacle: true},
	"wall":          {LowObstacle: true},
	"high-wall":     {HighObstacle: true},
	"city-wall":     {HighObstacle: true, CityWall: true},
	"fortress-wall": {HighObstacle: true, CityWall: true},
	"road":          {Road: true},
	"ford":          {Road: true},
	"bridge":        {Road: true},
}

func category(f *table.Feature) Category { return Categories[f.Kind] }

// blocks reports whether terrain stops an element of type typ (wme.md
// §4.1 and its type rules: only infantry enters difficult terrain [L950],
// high obstacles stop all but infantry [L984], low obstacles stop chariots
// and artillery [L972] (A20), artillery enters only hills and roads
// [L2290], machines move as chariots [L2292], commanders as infantry
// [L2031]).
func blocks(typ string, c Category) bool {
	if typ == General || typ == Hero || typ == Wizard {
		typ = Infantry
	}
	if typ == Machine {
		typ = Chariot
	}
	switch {
	case c.Road:
		return false
	case c.Impassable:
		return true
	case typ == Artillery:
		return !(c == Category{} || c == Category{Elevated: true})
	case c.Difficult || c.HighObstacle:
		return typ != Infantry
	case c.LowObstacle:
		return typ == Chariot
	}
	return false
}
