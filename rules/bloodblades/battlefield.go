package bloodblades

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"plateau/rules"
)

// S2, the battlefield's creation (bnb.md §4.5 [L782-836]), played with
// the settings deployment = "pre-battle" and battlefield = "created":
// after S1 the invaded player chooses his terrain pieces, then the
// invader [L796]; then the pieces are placed in [L800]'s order, each by
// its owner, with [L802-822]'s constraints and dice. The geometry's
// checks are terrainsetup.go's; the rules' own placements (the offers'
// and the generator's) battlefieldgen.go's.

// Settings of S2.
const (
	// SetBattlefield is "as-placed" (the default: the scenario's terrain is
	// the battlefield) or "created" (S2 is played).
	SetBattlefield = "battlefield"
	// SetTerrainList prefixes an army's terrain list, the kinds its list
	// allows, the compulsory ones (bold in the list [L796]) marked "!":
	// terrain-<army id> = "wood!, hill, river, road".
	SetTerrainList = "terrain-"

	BattlefieldAsPlaced = "as-placed"
	BattlefieldCreated  = "created"
)

// Phases of S2.
const (
	PhaseTerrainChoice = "terrain-choice" // the invaded player's choice, then the invader's [L796]
	PhaseTerrainPlace  = "terrain-place"  // the pieces placed in [L800]'s order
)

// Actions of S2.
const (
	KindChooseTerrain  = "choose-terrain"  // Args kind, size: one piece [L796]
	KindRollPlacement  = "roll-placement"  // Args piece, edge (the preferred): an area piece's D6 [L815-820]
	KindRollRiverBand  = "roll-river-band" // Args piece, edge (the side measured from): the river's 2D6 [L804]
	KindPlaceTerrain   = "place-terrain"   // Args piece, area or line + width (cm)
	KindDiscardTerrain = "discard-terrain" // Args piece: it cannot be placed [L822]
)

// Counters of S2.
const (
	ctPieces    = "s2-pieces"    // the pieces chosen
	ctPiece     = "s2-piece."    // + i: side*1000 + kind index*10 + size
	ctPieceDone = "s2-done."     // + i: 0 to place, 1 placed, 2 discarded
	ctHand      = "s2-hand"      // 1 + the piece rolled for and not yet placed, 0 none
	ctDieEdge   = "s2-edge"      // 1 + the edge the placement die gave (N, E, S, W)
	ctBandEdge  = "s2-band-edge" // 1 + the side the river's band is measured from
	ctBandLo    = "s2-band-lo"   // the lower die: the band's distance from that side (MU)
	ctBandHi    = "s2-band-hi"   // the higher die: the band's far side (MU)
)

// maxPieces is the most pieces S2 chooses: six for the invaded player
// (1 large, 2 medium, 3 small [L796]) and three for the invader.
const maxPieces = 9

// s2Kinds are the terrain kinds a list may name, in the counters' order.
var s2Kinds = []string{"waterway", "lake", "river", "road", "hill", "steep-hill", "wood", "orchard", "vines", "bua", "hamlet", "bushes", "rocky", "marsh", "dunes"}

// sizeLimit is [L796]: no player chooses more than 1 large, 2 medium and
// 3 small pieces.
var sizeLimit = map[Size]int{SizeLarge: 1, SizeMedium: 2, SizeSmall: 3}

// kindSizes are the sizes a piece of kind may be: roads medium, rivers
// medium (at most 1 MU wide) or large (a great river, over 1 MU, A7)
// [L792]; a hamlet is the small BUA and a BUA medium or large (§4.1
// [L960-962]); a waterway or lake, the whole length of a short edge
// [L802], longer than any size, counts as large.
func kindSizes(kind string) []Size {
	switch kind {
	case "road":
		return []Size{SizeMedium}
	case "river", "bua":
		return []Size{SizeMedium, SizeLarge}
	case "hamlet":
		return []Size{SizeSmall}
	case "waterway", "lake":
		return []Size{SizeLarge}
	}
	return []Size{SizeSmall, SizeMedium, SizeLarge}
}

// isWater reports the kinds placed against a short edge [L802].
func isWater(kind string) bool { return kind == "waterway" || kind == "lake" }

// TerrainList is an army's terrain list: the kinds it allows, and which
// are compulsory [L796].
type TerrainList struct {
	Kinds      []string
	Compulsory map[string]bool
}

// ParseTerrainList reads a terrain-<army id> setting: kinds separated by
// commas, each compulsory one followed by "!".
func ParseTerrainList(v string) (TerrainList, error) {
	l := TerrainList{Compulsory: map[string]bool{}}
	for _, w := range strings.Split(v, ",") {
		w = strings.TrimSpace(w)
		must := strings.HasSuffix(w, "!")
		w = strings.TrimSpace(strings.TrimSuffix(w, "!"))
		if w == "" {
			continue
		}
		if !slices.Contains(s2Kinds, w) {
			return l, fmt.Errorf("terrain %q is no kind S2 places (known: %s)", w, strings.Join(s2Kinds, ", "))
		}
		if slices.Contains(l.Kinds, w) {
			return l, fmt.Errorf("terrain %q is named twice", w)
		}
		l.Kinds = append(l.Kinds, w)
		if must {
			l.Compulsory[w] = true
		}
	}
	if len(l.Kinds) == 0 {
		return l, fmt.Errorf("the list names no terrain")
	}
	if !invadedFeasible(l, nil) {
		return l, fmt.Errorf("its compulsory terrain (%d kinds) cannot be chosen within 1 large, 2 medium and 3 small pieces [L796]", len(l.Compulsory))
	}
	return l, nil
}

// battlefieldCreated reports whether the scenario plays S2.
func battlefieldCreated(settings map[string]string) bool {
	return strings.TrimSpace(settings[SetBattlefield]) == BattlefieldCreated
}

// checkBattlefieldSetting checks S2's settings: the mode, which needs the
// pre-battle sequence, and a terrain list for every army (either may be
// invaded).
func checkBattlefieldSetting(s *rules.State, preBattle bool) error {
	for _, k := range slices.Sorted(maps.Keys(s.Settings)) {
		id, ok := strings.CutPrefix(k, SetTerrainList)
		if !ok {
			continue
		}
		if !slices.ContainsFunc(s.Sides, func(sd rules.Side) bool { return sd.ID == id }) {
			return fmt.Errorf("bnb: setting %s names no army (the army ids follow %q)", k, SetTerrainList)
		}
		if _, err := ParseTerrainList(s.Settings[k]); err != nil {
			return fmt.Errorf("bnb: setting %s = %q: %v", k, s.Settings[k], err)
		}
	}
	v, ok := s.Settings[SetBattlefield]
	if !ok {
		return nil
	}
	switch strings.TrimSpace(v) {
	case BattlefieldAsPlaced:
		return nil
	case BattlefieldCreated:
	default:
		return fmt.Errorf("bnb: setting %s = %q: expected %q (the default) or %q (§4.5)", SetBattlefield, v, BattlefieldAsPlaced, BattlefieldCreated)
	}
	if !preBattle {
		return fmt.Errorf("bnb: setting %s = %q needs %s = %q: S2 follows the invader roll [L709]", SetBattlefield, v, SetDeployment, DeployPreBattle)
	}
	for _, sd := range s.Sides {
		if _, ok := s.Settings[SetTerrainList+sd.ID]; !ok {
			return fmt.Errorf("bnb: setting %s = %q needs %s%s, the army's terrain list (compulsory kinds marked \"!\") [L796]", SetBattlefield, v, SetTerrainList, sd.ID)
		}
	}
	return nil
}

// invadedList is the terrain list S2 chooses from: the invaded player's
// (the battle is fought in his country; [L977] reads his list too).
func invadedList(s *rules.State) TerrainList {
	inv, _ := Invader(s)
	l, _ := ParseTerrainList(s.Settings[SetTerrainList+s.Sides[1-inv].ID])
	return l
}

// Piece is a terrain piece chosen in S2.
type Piece struct {
	Index int
	Side  int // the player who chose it, and places it
	Kind  string
	Size  Size
	Done  int // 0 to place, 1 placed, 2 discarded
}

// Name is the piece as the players see it: "the medium wood".
func (p Piece) Name() string { return fmt.Sprintf("the %s %s", p.Size, kindWord(p.Kind)) }

// kindWord is a kind in the players' words.
func kindWord(kind string) string {
	switch kind {
	case "bua":
		return "BUA"
	case "steep-hill":
		return "steep hill"
	case "rocky":
		return "rocky ground"
	case "marsh":
		return "marshy ground"
	}
	return kind
}

// pieces are the pieces chosen so far, in the order chosen.
func pieces(s *rules.State) []Piece {
	n := s.Counters[ctPieces]
	out := make([]Piece, 0, n)
	for i := range n {
		code := counter(s, ctPiece, i)
		k := (code % 1000) / 10
		if k < 0 || k >= len(s2Kinds) {
			continue
		}
		out = append(out, Piece{Index: i, Side: code / 1000, Kind: s2Kinds[k], Size: Size(code % 10), Done: counter(s, ctPieceDone, i)})
	}
	return out
}

// pieceOf is the piece named by an action's "piece" argument.
func pieceOf(s *rules.State, a rules.Action) (Piece, error) {
	i, err := strconv.Atoi(a.Args["piece"])
	ps := pieces(s)
	if err != nil || i < 0 || i >= len(ps) {
		return Piece{}, fmt.Errorf("bnb: %s names no chosen piece (piece = %q)", a.Kind, a.Args["piece"])
	}
	return ps[i], nil
}

// choiceProblem says why side may not add a piece of kind and size to
// his choice, or "" [L796].
func choiceProblem(s *rules.State, side int, kind string, z Size) string {
	l := invadedList(s)
	if !slices.Contains(l.Kinds, kind) {
		return fmt.Sprintf("%s is not in the invaded army's terrain list", kindWord(kind))
	}
	if !slices.Contains(kindSizes(kind), z) {
		return fmt.Sprintf("a %s is %s, not %s [L792, L960-962]", kindWord(kind), sizeWords(kindSizes(kind)), z)
	}
	var mine []Piece
	for _, p := range pieces(s) {
		if p.Side == side {
			mine = append(mine, p)
		}
	}
	used := 0
	for _, p := range mine {
		if p.Size == z {
			used++
		}
	}
	if used >= sizeLimit[z] {
		return fmt.Sprintf("you have chosen %d %s piece(s), the most a player may: 1 large, 2 medium, 3 small", used, z)
	}
	inv, _ := Invader(s)
	must := l.Compulsory[kind]
	if side == inv {
		comp := 0
		for _, p := range mine {
			if l.Compulsory[p.Kind] {
				comp++
			}
		}
		switch {
		case len(mine) >= 3:
			return "the invader chooses one to three pieces"
		case must && comp >= 1:
			return "the invader chooses one compulsory piece at most"
		}
		return ""
	}
	same, opt := 0, 0
	for _, p := range mine {
		if p.Kind == kind {
			same++
		}
		if !l.Compulsory[p.Kind] {
			opt++
		}
	}
	switch {
	case must && same >= 2:
		return fmt.Sprintf("you have chosen two pieces of %s, the most of a compulsory terrain", kindWord(kind))
	case !must && opt >= 2:
		return "you have chosen two optional pieces, the most the invaded player may"
	}
	if !invadedFeasible(l, append(mine, Piece{Kind: kind, Size: z})) {
		return "then the compulsory terrain could no longer be chosen within 1 large, 2 medium and 3 small pieces"
	}
	return ""
}

// sizeWords names sizes: "medium or large".
func sizeWords(zs []Size) string {
	w := make([]string, len(zs))
	for i, z := range zs {
		w[i] = z.String()
	}
	return strings.Join(w, " or ")
}

// invadedFeasible reports whether the invaded player's choice so far can
// still be completed [L796]: a piece of every compulsory kind (two at
// most), two compulsory pieces in all, within the size limits.
func invadedFeasible(l TerrainList, mine []Piece) bool {
	free := maps.Clone(sizeLimit)
	count := map[string]int{}
	total := 0
	for _, p := range mine {
		free[p.Size]--
		count[p.Kind]++
		if l.Compulsory[p.Kind] {
			total++
		}
	}
	var need []string
	for _, k := range l.Kinds {
		if l.Compulsory[k] && count[k] == 0 {
			need = append(need, k)
		}
	}
	extra := max(0, 2-total-len(need))
	if extra > 0 && len(l.Compulsory) == 0 {
		extra = 0
	}
	var fill func(i int, extra int) bool
	fill = func(i int, extra int) bool {
		if i < len(need) {
			for _, z := range kindSizes(need[i]) {
				if free[z] > 0 {
					free[z]--
					ok := fill(i+1, extra)
					free[z]++
					if ok {
						return true
					}
				}
			}
			return false
		}
		if extra == 0 {
			return true
		}
		for _, k := range l.Kinds {
			if !l.Compulsory[k] || count[k]+boolInt(slices.Contains(need, k)) >= 2 {
				continue
			}
			for _, z := range kindSizes(k) {
				if free[z] > 0 {
					free[z]--
					count[k]++
					ok := fill(i, extra-1)
					count[k]--
					free[z]++
					if ok {
						return true
					}
				}
			}
		}
		return false
	}
	return fill(0, extra)
}

// endChoiceProblem says why side may not end his choice yet, or "".
func endChoiceProblem(s *rules.State, side int) string {
	l := invadedList(s)
	var mine []Piece
	for _, p := range pieces(s) {
		if p.Side == side {
			mine = append(mine, p)
		}
	}
	if inv, _ := Invader(s); side == inv {
		if len(mine) == 0 {
			return "the invader chooses one to three pieces [L796]"
		}
		return ""
	}
	count, total := map[string]int{}, 0
	for _, p := range mine {
		count[p.Kind]++
		if l.Compulsory[p.Kind] {
			total++
		}
	}
	for _, k := range l.Kinds {
		if l.Compulsory[k] && count[k] == 0 {
			return fmt.Sprintf("choose one or two pieces of each compulsory terrain first: none of %s yet [L796]", kindWord(k))
		}
	}
	if len(l.Compulsory) > 0 && total < 2 {
		return "choose at least two compulsory pieces in all [L796]"
	}
	return ""
}

// startTerrainChoice starts S2 after S1: the invaded player chooses first
// [L796].
func startTerrainChoice(s *rules.State) []rules.Event {
	inv, _ := Invader(s)
	s.Phase, s.Active = PhaseTerrainChoice, 1-inv
	l := invadedList(s)
	var must []string
	for _, k := range l.Kinds {
		if l.Compulsory[k] {
			must = append(must, kindWord(k))
		}
	}
	text := fmt.Sprintf("%s, the invaded player, chooses the terrain from his list [L796]", sideName(s, 1-inv))
	if len(must) > 0 {
		text += ": one or two pieces of each compulsory terrain (" + strings.Join(must, ", ") + "), two at least, and up to two optional"
	}
	return []rules.Event{{Kind: "phase", Side: 1 - inv, Text: text}}
}

// chooseTerrain adds a checked piece to the active player's choice.
func chooseTerrain(s *rules.State, a rules.Action) []rules.Event {
	z, _ := parseSize(a.Args["size"])
	i := s.Counters[ctPieces]
	kind := a.Args["kind"]
	setCounterOf(s, ctPiece, i, a.Side*1000+slices.Index(s2Kinds, kind)*10+int(z))
	s.SetCounter(ctPieces, i+1)
	p := Piece{Side: a.Side, Kind: kind, Size: z}
	what := "optional"
	if invadedList(s).Compulsory[kind] {
		what = "compulsory"
	}
	return []rules.Event{{Kind: "terrain", Side: a.Side, Text: fmt.Sprintf("%s chooses %s (%s) [L796]", sideName(s, a.Side), p.Name(), what)}}
}

// parseSize reads "small", "medium" or "large".
func parseSize(v string) (Size, bool) {
	for z := SizeSmall; z <= SizeLarge; z++ {
		if v == z.String() {
			return z, true
		}
	}
	return SizeNone, false
}

// endTerrainChoice ends the active player's choice: the invaded player
// shows his to the invader, who chooses [L796]; after the invader the
// placement begins [L800].
func endTerrainChoice(s *rules.State) []rules.Event {
	inv, _ := Invader(s)
	if s.Active != inv {
		s.Active = inv
		return []rules.Event{{Kind: "phase", Side: inv,
			Text: fmt.Sprintf("%s, the invader, chooses one to three pieces, one compulsory at most [L796]", sideName(s, inv))}}
	}
	s.Phase = PhaseTerrainPlace
	return nextPlacement(s, -1)
}

// placeGroup is a piece's place in [L800]'s order: compulsory waterways
// and lakes first [L802], the invaded player's then the invader's; then
// the other compulsory pieces, the invaded player's then the invader's;
// then the invader's optional pieces, then the invaded player's.
func placeGroup(s *rules.State, p Piece) int {
	inv, _ := Invader(s)
	must := invadedList(s).Compulsory[p.Kind]
	switch {
	case must && isWater(p.Kind):
		return boolInt(p.Side == inv)
	case must:
		return 2 + boolInt(p.Side == inv)
	case p.Side == inv:
		return 4
	}
	return 5
}

// placeable are the pieces that may be placed now: the piece in hand
// after its roll, else those of the first group with pieces left, which
// their owner places in the order he likes.
func placeable(s *rules.State) []Piece {
	ps := pieces(s)
	if h := s.Counters[ctHand]; h > 0 && h <= len(ps) {
		return []Piece{ps[h-1]}
	}
	best, out := 6, []Piece(nil)
	for _, p := range ps {
		if p.Done != 0 {
			continue
		}
		switch g := placeGroup(s, p); {
		case g < best:
			best, out = g, []Piece{p}
		case g == best:
			out = append(out, p)
		}
	}
	return out
}

// nextPlacement hands the placement to the owner of the next pieces,
// telling the players when the group to place changes (prev is the group
// just placed from, -1 at the start), or ends S2 when none is left.
func nextPlacement(s *rules.State, prev int) []rules.Event {
	for _, k := range []string{ctHand, ctDieEdge, ctBandEdge, ctBandLo, ctBandHi} {
		s.SetCounter(k, 0)
	}
	next := placeable(s)
	if len(next) == 0 {
		evs := []rules.Event{{Kind: "phase", Side: 0, Text: "the battlefield is made [L709]"}}
		return append(evs, afterTerrain(s)...)
	}
	s.Active = next[0].Side
	if placeGroup(s, next[0]) == prev {
		return nil
	}
	names := make([]string, len(next))
	for i, p := range next {
		names[i] = p.Name()
	}
	return []rules.Event{{Kind: "phase", Side: s.Active,
		Text: fmt.Sprintf("%s places %s, in the order he likes [L800]", sideName(s, s.Active), strings.Join(names, ", "))}}
}
