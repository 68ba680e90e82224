package warmaster

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
)

// ItemPrefix starts the profile key that gives a unit or a commander a
// magic item (wme.md §11.5, [L2344-2488]): profile = { ...,
// item-banner-of-battle = 1 }. Every key so named must be an item of
// Items, and a unit carries at most one ([L2350]).
const ItemPrefix = "item-"

// The magic items (wme.md §11.5).
const (
	BannerOfBattle        = "banner-of-battle"
	BannerOfProtection    = "banner-of-protection"
	BannerOfSteadfastness = "banner-of-steadfastness"
	BannerOfTenacity      = "banner-of-tenacity"
	BannerOfLuck          = "banner-of-luck"
	SwordOfDestruction    = "sword-of-destruction"
	SwordOfFate           = "sword-of-fate"
	SwordOfCleaving       = "sword-of-cleaving"
	SwordOfMight          = "sword-of-might"
	CrownOfCommand        = "crown-of-command"
	HelmOfDominion        = "helm-of-dominion"
	OrbOfMajesty          = "orb-of-majesty"
	SceptreOfSovereignty  = "sceptre-of-sovereignty"

	// The Wizards' items, which act on spells (spellitems.go).
	RingOfMagic         = "ring-of-magic"
	StaffOfSpellbinding = "staff-of-spellbinding"
	ScrollOfDispelling  = "scroll-of-dispelling"
	WandOfPower         = "wand-of-power"
	StaffOfRecall       = "staff-of-recall"
)

// Item numbers.
const (
	// BestArmour is the best save the Banner of Protection gives ([L2370]).
	BestArmour = 3
	// OrbCommand is the command value of the Orb of Majesty's re-roll
	// ([L2450]).
	OrbCommand = 8
	// CrownCommand is the Crown of Command's fixed command value ([L2432]).
	CrownCommand = 10
	// MaxCommand caps the Helm of Dominion's +1 ([L2438]).
	MaxCommand = 10
)

// Who may carry an item.
type carrierKind int

const (
	bannerCarrier  carrierKind = iota // an infantry, cavalry or chariot unit ([L2358])
	weaponCarrier                     // such a unit or any commander ([L2394])
	generalCarrier                    // the General only ([L2430-2460])
	wizardCarrier                     // a Wizard (or Runesmith): items of spells
)

var carrierText = [...]string{
	bannerCarrier:  "an infantry, cavalry or chariot unit (WME §11.5 [L2358])",
	weaponCarrier:  "an infantry, cavalry or chariot unit or a commander (WME §11.5 [L2394])",
	generalCarrier: "the General only (WME §11.5 [L2430])",
	wizardCarrier:  "a Wizard (WME §11.5 [L2442])",
}

// Item is one magic item of the rules' list: its id (as profile keys
// spell it after ItemPrefix), its name, its cost [L2348] and who may carry
// it.
type Item struct {
	ID, Name string
	Points   int
	Rule     string
	who      carrierKind
}

// Items is the rules' list of magic items (wme.md §11.5). The Wizards'
// items act on spells (spellitems.go): Setup refuses one on a Wizard whose
// side casts none (wizardItems).
var Items = []Item{
	{BannerOfBattle, "Banner of Battle", 50, "[L2360-2364]", bannerCarrier},
	{BannerOfProtection, "Banner of Protection", 50, "[L2366-2370]", bannerCarrier},
	{BannerOfSteadfastness, "Banner of Steadfastness", 50, "[L2372-2376]", bannerCarrier},
	{BannerOfTenacity, "Banner of Tenacity", 50, "[L2380-2384]", bannerCarrier},
	{BannerOfLuck, "Banner of Luck", 50, "[L2386-2390]", bannerCarrier},
	{SwordOfDestruction, "Sword of Destruction", 10, "[L2396-2400]", weaponCarrier},
	{SwordOfFate, "Sword of Fate", 5, "[L2402-2406]", weaponCarrier},
	{SwordOfCleaving, "Sword of Cleaving", 10, "[L2412-2416]", weaponCarrier},
	{SwordOfMight, "Sword of Might", 10, "[L2418-2422]", weaponCarrier},
	{CrownOfCommand, "Crown of Command", 100, "[L2428-2432]", generalCarrier},
	{HelmOfDominion, "Helm of Dominion", 50, "[L2434-2438]", generalCarrier},
	{OrbOfMajesty, "Orb of Majesty", 30, "[L2446-2450]", generalCarrier},
	{SceptreOfSovereignty, "Sceptre of Sovereignty", 30, "[L2458-2470]", generalCarrier},
	{RingOfMagic, "Ring of Magic", 30, "[L2440-2444]", wizardCarrier},
	{StaffOfSpellbinding, "Staff of Spellbinding", 30, "[L2452-2456]", wizardCarrier},
	{ScrollOfDispelling, "Scroll of Dispelling", 20, "[L2472-2476]", wizardCarrier},
	{WandOfPower, "Wand of Power", 10, "[L2478-2482]", wizardCarrier},
	{StaffOfRecall, "Staff of Recall", 10, "[L2484-2488]", wizardCarrier},
}

// ItemByID is the item of Items called id.
func ItemByID(id string) (Item, bool) {
	for _, it := range Items {
		if it.ID == id {
			return it, true
		}
	}
	return Item{}, false
}

// Per-unit status keys of the items (on the carrier; never set on a unit
// without an item, so that battles without items keep their states).
const (
	stItemOn    = "item-on"    // a first-engagement item (Battle, Steadfastness, Fate) works this Combat phase
	stItemSpent = "item-spent" // a once-per-battle item is used up, or the Crown has lapsed
	stItemTurn  = "item-turn"  // turnStamp of: Tenacity's wound cancelled, the Crown-bearer's order given, the Helm's turn
)

// turnStamp numbers the player's turn being played (A7: a turn is one
// player's), 1 for the first player's first turn.
func turnStamp(s *rules.State) int { return (s.Turn-1)*len(s.Sides) + s.Active + 1 }

// itemOf is the id of the item u carries, "" for none.
func itemOf(u *rules.Unit) string {
	for k, v := range u.Profile {
		if id, ok := strings.CutPrefix(k, ItemPrefix); ok && v != 0 {
			return id
		}
	}
	return ""
}

// carries reports whether u carries item id.
func carries(u *rules.Unit, id string) bool { return u.Profile[ItemPrefix+id] != 0 }

// ItemPoints is the cost of the item u carries, 0 for none ([L2348]).
func ItemPoints(u *rules.Unit) int {
	it, _ := ItemByID(itemOf(u))
	return it.Points
}

// checkItems refuses what a scenario got wrong about magic items (wme.md
// §11.5, §3.4): an unknown item, a value other than 1, more than one item
// on a unit or commander or the same item twice in an army ([L2350]), a
// carrier the item does not allow ([L2348], [L2358], [L2394], [L2430]),
// and the Wizards' items, which need spells.
func checkItems(s *rules.State) error {
	seen := map[string]string{} // side:item → the unit that has it
	for i := range s.Units {
		u := &s.Units[i]
		var keys []string
		for k := range u.Profile {
			if strings.HasPrefix(k, ItemPrefix) {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		for _, k := range keys {
			if err := checkItemKey(u, k); err != nil {
				return err
			}
		}
		if len(keys) > 1 {
			return fmt.Errorf("warmaster: unit %s carries %d magic items (%s); a unit or commander has one at most (WME §11.5 [L2350])", u.ID, len(keys), strings.Join(keys, ", "))
		}
		if len(keys) == 0 {
			continue
		}
		id := strings.TrimPrefix(keys[0], ItemPrefix)
		key := fmt.Sprint(u.Side, ":", id)
		if other, ok := seen[key]; ok {
			return fmt.Errorf("warmaster: unit %s carries the %s, which %s of the same army already has: each item once per army (WME §11.5 [L2350])", u.ID, id, other)
		}
		seen[key] = u.ID
	}
	return nil
}

// checkItemKey checks one item key of u's profile.
func checkItemKey(u *rules.Unit, key string) error {
	id := strings.TrimPrefix(key, ItemPrefix)
	it, ok := ItemByID(id)
	if !ok {
		ids := make([]string, len(Items))
		for i, x := range Items {
			ids[i] = x.ID
		}
		return fmt.Errorf("warmaster: unit %s has %s, but %q is no magic item WME knows (%s; WME §11.5)", u.ID, key, id, strings.Join(ids, ", "))
	}
	if v := u.Profile[key]; v != 1 {
		return fmt.Errorf("warmaster: unit %s has %s = %g: give an item as %s = 1", u.ID, key, v, key)
	}
	if !mayCarry(u, it.who) {
		return fmt.Errorf("warmaster: unit %s is a %s and cannot carry the %s: it is for %s", u.ID, u.Type, it.Name, carrierText[it.who])
	}
	return nil
}

// mayCarry reports whether a unit of u's type may carry an item for who
// ([L2348]: infantry, cavalry and chariot units and commanders).
func mayCarry(u *rules.Unit, who carrierKind) bool {
	body := u.Type == Infantry || u.Type == Cavalry || u.Type == Chariot
	switch who {
	case bannerCarrier:
		return body
	case weaponCarrier:
		return body || IsCommander(u.Type)
	case generalCarrier:
		return u.Type == General
	case wizardCarrier:
		return u.Type == Wizard // [L2442-2484]: "Sorcier uniquement"
	}
	return false
}

// ---- Combat and shooting effects ----

// armourSave is the save u's elements roll, 0 for none: the profile's,
// one better with the Banner of Protection while the unit has lost no
// element, never better than 3+ ([L2370]; no armour becomes 6+, see
// doc.go).
func armourSave(u *rules.Unit) int {
	a := int(u.Profile[keyArmour])
	if a < 1 || a > 6 {
		a = 0
	}
	if !carries(u, BannerOfProtection) || lost(u) > 0 {
		return a
	}
	switch {
	case a == 0:
		return 6
	case a > BestArmour:
		return a - 1
	}
	return a
}

// steadfastHits is the Banner of Steadfastness's +1 Hits per element
// while its first engagement lasts ([L2376]).
func steadfastHits(u *rules.Unit) int {
	if carries(u, BannerOfSteadfastness) && status(u, stItemOn) > 0 {
		return 1
	}
	return 0
}

// firstEngagementItems are the items that work only in the carrier's first
// engagement of the battle ([L2364], [L2376], [L2406]).
var firstEngagementItems = []string{BannerOfBattle, BannerOfSteadfastness, SwordOfFate}

// startFirstEngagement sets the first-engagement items of the units of e
// and of the commanders joined to them working, unless spent: from the
// first round of the carrier's first engagement to the end of that Combat
// phase, pursuit rounds and advances included ([L2364]).
func startFirstEngagement(s *rules.State, e *engagement) {
	for _, u := range e.units {
		for _, c := range append([]*rules.Unit{u}, joinedCommanders(s, u)...) {
			for _, id := range firstEngagementItems {
				if carries(c, id) && status(c, stItemSpent) == 0 {
					c.SetStatus(stItemOn, 1)
				}
			}
		}
	}
}

// endFirstEngagements spends the first-engagement items at the end of the
// Combat phase; the Banner of Steadfastness first cancels the wounds left
// over, so that losing its +1 Hits removes no element ([L2376]).
func endFirstEngagements(s *rules.State) {
	for i := range s.Units {
		u := &s.Units[i]
		if status(u, stItemOn) == 0 {
			continue
		}
		if carries(u, BannerOfSteadfastness) {
			u.SetStatus(stWounds, 0)
		}
		u.SetStatus(stItemOn, 0)
		u.SetStatus(stItemSpent, 1)
	}
}

// joinedCommanders are the commanders joined to u.
func joinedCommanders(s *rules.State, u *rules.Unit) []*rules.Unit {
	var out []*rules.Unit
	for i := range s.Units {
		if c := &s.Units[i]; IsCommander(c.Type) && len(c.Bases) > 0 && joinedTo(c) == u.ID {
			out = append(out, c)
		}
	}
	return out
}

// wields is the carrier of sword id fighting with u: u itself or a
// commander joined to it (a commander fights through his unit, [L2073]);
// nil if none.
func wields(s *rules.State, u *rules.Unit, id string) *rules.Unit {
	if carries(u, id) {
		return u
	}
	for _, c := range joinedCommanders(s, u) {
		if carries(c, id) {
			return c
		}
	}
	return nil
}

// bannerOfBattle is the Banner of Battle's +1 attack per element during
// the first engagement ([L2364]).
func bannerOfBattle(u *rules.Unit) []Modifier {
	if carries(u, BannerOfBattle) && status(u, stItemOn) > 0 {
		return []Modifier{{1, "Banner of Battle", "WME §11.5 [L2364]"}}
	}
	return nil
}

// swordBonus is the +1 attack the Sword of Might always, and the Sword of
// Fate in the first engagement, give one element of u "as a commander's
// bonus" ([L2406], [L2422]).
func swordBonus(s *rules.State, u *rules.Unit) []Modifier {
	var mods []Modifier
	if wields(s, u, SwordOfMight) != nil {
		mods = append(mods, Modifier{1, "Sword of Might", "WME §11.5 [L2422]"})
	}
	if c := wields(s, u, SwordOfFate); c != nil && status(c, stItemOn) > 0 {
		mods = append(mods, Modifier{1, "Sword of Fate", "WME §11.5 [L2406]"})
	}
	return mods
}

// namedFighter is the one of u's fighters mine whose element the fight
// action names (in a comma-separated list), else the first, as for the
// commander's bonus ([L2073]).
func namedFighter(mine []*fighter, named string) *fighter {
	for _, f := range mine {
		if slices.Contains(strings.Split(named, ","), f.base) {
			return f
		}
	}
	return mine[0]
}

// cleave re-rolls one failed die of hr (the Sword of Cleaving, once per
// combat round, [L2416]); it reports the new die, if one was re-rolled.
func cleave(d dice.Roller, hr []dice.Roll, need int) ([]dice.Roll, *dice.Roll, error) {
	return rerollFirst(d, hr, func(v int) bool { return v < need })
}

// destroySave re-rolls one successful save of sr (the Sword of
// Destruction, once per combat round and on one enemy unit, [L2400]).
func destroySave(d dice.Roller, sr []dice.Roll, save int) ([]dice.Roll, *dice.Roll, error) {
	return rerollFirst(d, sr, func(v int) bool { return v >= save })
}

// rerollFirst re-rolls the first die of rs whose value again accepts (the
// swords re-roll one die, [L2400], [L2416]): a copy of rs with the new
// die, and that die; rs and nil when no die qualifies.
func rerollFirst(d dice.Roller, rs []dice.Roll, again func(int) bool) ([]dice.Roll, *dice.Roll, error) {
	for i, r := range rs {
		if !again(r.Value) {
			continue
		}
		v, err := d.Roll(6)
		if err != nil {
			return nil, nil, err
		}
		out := append([]dice.Roll(nil), rs...)
		out[i] = dice.Roll{Sides: 6, Value: v}
		return out, &out[i], nil
	}
	return rs, nil, nil
}

// tenacity cancels one of the shooting wounds t suffers after its saves,
// once a turn, while it has lost no element (the Banner of Tenacity,
// [L2384]). It returns the wounds left and what to say.
func tenacity(s *rules.State, t *rules.Unit, wounds int) (int, string) {
	if wounds == 0 || !carries(t, BannerOfTenacity) || lost(t) > 0 || status(t, stItemTurn) == turnStamp(s) {
		return wounds, ""
	}
	t.SetStatus(stItemTurn, turnStamp(s))
	return wounds - 1, "; the Banner of Tenacity turns one wound aside (WME §11.5 [L2384])"
}

// luckPlan is a Banner of Luck armed by the player (Args["luck"] = N on a
// shoot or fight action): all the unit's attack dice of a roll are
// re-rolled at once if they score fewer than N hits ([L2390]: the player
// "is not satisfied", declared here beforehand). Once per battle.
type luckPlan struct {
	unit  *rules.Unit
	below int
}

// ArgLuck is the action argument that arms the Banner of Luck.
const ArgLuck = "luck"

// parseLuck reads Args["luck"] for unit u: nil without it; an error when
// u cannot use the banner or N is not a number of hits.
func parseLuck(a rules.Action, u *rules.Unit) (*luckPlan, error) {
	v, ok := a.Args[ArgLuck]
	if !ok {
		return nil, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(v))
	switch {
	case u == nil:
		return nil, &rules.Violation{Code: "item", Rule: "WME §11.5 [L2390]", Msg: "no unit of yours here carries the Banner of Luck"}
	case err != nil || n < 1:
		return nil, fmt.Errorf("warmaster: %s = %q: want the number of hits below which the dice are re-rolled, at least 1", ArgLuck, v)
	case !carries(u, BannerOfLuck):
		return nil, &rules.Violation{Code: "item", Rule: "WME §11.5 [L2390]", Msg: fmt.Sprintf("%s does not carry the Banner of Luck", u.Title())}
	case status(u, stItemSpent) > 0:
		return nil, &rules.Violation{Code: "item", Rule: "WME §11.5 [L2390]", Msg: fmt.Sprintf("%s has already used its Banner of Luck: once per battle", u.Title())}
	}
	return &luckPlan{unit: u, below: n}, nil
}

// reroll applies the plan to a roll hr at need, if it is armed for u and
// not yet used: the dice re-rolled (nil if none) replace hr, and the text
// says why.
func (p *luckPlan) reroll(d dice.Roller, u *rules.Unit, hr []dice.Roll, need int) ([]dice.Roll, []dice.Roll, string, error) {
	if p == nil || p.unit != u || status(u, stItemSpent) > 0 || count(hr, need) >= p.below {
		return hr, nil, "", nil
	}
	nr, err := rollN(d, len(hr))
	if err != nil {
		return nil, nil, "", err
	}
	u.SetStatus(stItemSpent, 1)
	text := fmt.Sprintf("; fewer than %s, the Banner of Luck re-rolls all %d dice %s = %s (WME §11.5 [L2390])",
		plural(p.below, "hit"), len(nr), faces(nr), plural(count(nr, need), "hit"))
	return nr, nr, text, nil
}

// luckOf is the plan of lucks armed for u, nil if none.
func luckOf(lucks []*luckPlan, u *rules.Unit) *luckPlan {
	for _, p := range lucks {
		if p != nil && p.unit == u {
			return p
		}
	}
	return nil
}

// luckOffer is the variant of offer o that arms u's Banner of Luck,
// re-rolling when the dice score fewer hits than expected (dice at need,
// rounded up); nil when u cannot use it.
func luckOffer(o rules.Offer, u *rules.Unit, dice, need int) []rules.Offer {
	if u == nil || o.Disabled != "" || !carries(u, BannerOfLuck) || status(u, stItemSpent) > 0 || dice < 1 {
		return nil
	}
	below := max(1, int(math.Ceil(float64(dice*(7-need))/6)))
	a := o.Action
	a.Args = withArg(a.Args, ArgLuck, strconv.Itoa(below))
	o.Action = a
	o.Label += fmt.Sprintf(" — Banner of Luck: re-roll all if fewer than %s", plural(below, "hit"))
	o.Detail = append(append([]string(nil), o.Detail...),
		fmt.Sprintf("once per battle, %s re-roll all their attack dice if they score fewer than %s (WME §11.5 [L2390])", u.Title(), plural(below, "hit")))
	return []rules.Offer{o}
}

// minNeed is the lowest score in needs (a shot's scores to hit).
func minNeed(needs map[int]bool) int {
	best := 6
	for n := range needs {
		best = min(best, n)
	}
	return best
}

// withArg is a copy of args with k = v.
func withArg(args map[string]string, k, v string) map[string]string {
	out := map[string]string{k: v}
	for key, val := range args {
		if key != k {
			out[key] = val
		}
	}
	return out
}

// fightLuckUnit is the unit of side in e that carries the Banner of
// Luck, nil if none: the phasing player arms his on the fight action,
// the other player his on his declaration (defenderchoice.go).
func fightLuckUnit(e *engagement, side int) *rules.Unit {
	for _, u := range e.units {
		if u.Side == side && carries(u, BannerOfLuck) {
			return u
		}
	}
	return nil
}

// fightItemOffers are the item variants of a fight offer o on e: the
// Banner of Luck of the phasing side's unit, its threshold at half its
// attack dice (hits on 4+), and the sword's bonus on another element
// where it changes the dice.
func fightItemOffers(s *rules.State, e *engagement, o rules.Offer) []rules.Offer {
	u := fightLuckUnit(e, o.Action.Side)
	return append(luckOffer(o, u, luckDice(e, u), HitOpen), swordOffers(s, e, o, fightCheck(s))...)
}

// luckDice is the attack dice of u's fighting elements in e by their
// profile, the base of the Banner of Luck's offered threshold; 0 for nil.
func luckDice(e *engagement, u *rules.Unit) int {
	dice := 0
	for _, f := range e.fighters {
		if u != nil && f.unit == u {
			dice += attacksOf(u)
		}
	}
	return dice
}

// swordBonusAtFight is swordBonus as the fight about to be fought will
// give it: the Sword of Fate, not yet spent, starts working with the
// carrier's first engagement (startFirstEngagement, [L2406]).
func swordBonusAtFight(s *rules.State, u *rules.Unit) []Modifier {
	mods := swordBonus(s, u)
	if c := wields(s, u, SwordOfFate); c != nil && status(c, stItemOn) == 0 && status(c, stItemSpent) == 0 {
		mods = append(mods, Modifier{1, "Sword of Fate", "WME §11.5 [L2406]"})
	}
	return mods
}

// swordOffers: for each of the player's units whose sword gives one
// element +1 attack ([L2406], [L2422]: "l'un de ses socles"), the bonus
// on each element where it rolls other dice (another target or score to
// hit, or attacks no longer below 0) than where offer o puts it, the
// commander's bonus staying where o puts it; each as check accepts it.
func swordOffers(s *rules.State, e *engagement, o rules.Offer, check choiceCheck) []rules.Offer {
	if o.Disabled != "" {
		return nil
	}
	var out []rules.Offer
	units, mine := fighterUnits(e, o.Action.Side)
	for _, u := range units {
		sword, fs := swordBonusAtFight(s, u), mine[u.ID]
		if len(sword) == 0 || len(fs) < 2 {
			continue
		}
		shape := swordShape(s, u, fs, sword, o.Action.Args[ArgCommanderElement])
		seen := map[string]bool{shape(namedFighter(fs, o.Action.Args[ArgFate])): true}
		for _, f := range fs {
			if sh := shape(f); !seen[sh] {
				seen[sh] = true
				out = append(out, swordOffer(s, o, f, sword, check)...)
			}
		}
	}
	return out
}

// swordShape describes, for the sword's bonus on one element, the dice
// fighters fs of u roll, with u's commander's bonus on the element named
// by bonusPick, else the first (as rollAttacks gives them).
func swordShape(s *rules.State, u *rules.Unit, fs []*fighter, sword []Modifier, bonusPick string) func(*fighter) string {
	bonus, _ := commanderBonus(s, u)
	bonused := namedFighter(fs, bonusPick)
	return func(sworded *fighter) string {
		return diceShapeWith(s, fs, func(f *fighter) []Modifier {
			var extra []Modifier
			if f == bonused && bonus > 0 {
				extra = append(extra, Modifier{bonus, "commander", "WME §11.1 [L2073]"})
			}
			if f == sworded {
				extra = append(extra, sword...)
			}
			return extra
		})
	}
}

// swordOffer is the variant of o that gives f the sword's bonus, if
// check accepts it.
func swordOffer(s *rules.State, o rules.Offer, f *fighter, sword []Modifier, check choiceCheck) []rules.Offer {
	a := o.Action
	a.Args = withArg(a.Args, ArgFate, swordElements(a.Args[ArgFate], f))
	if check(a) != nil {
		return nil
	}
	names := make([]string, len(sword))
	for i, m := range sword {
		names[i] = m.Why
	}
	p := Fortified
	for _, r := range f.touched {
		p = min(p, combatProtection(s, f.target, r, f.rect))
	}
	return []rules.Offer{{Action: a,
		Label:  fmt.Sprintf("%s — %s's +%d on %s (attacking %s at %d+)", o.Label, strings.Join(names, " and "), len(sword), s.Called(f.base), f.target.Title(), p.Need()),
		Detail: append([]string{fmt.Sprintf("one element of %s has the %s's +1 attack, the player's choice (WME §11.5 [L2406], [L2422])", f.unit.Title(), strings.Join(names, " and "))}, o.Detail...)}}
}

// swordElements is the sword-element list with f named for its unit in
// place of any other element of that unit.
func swordElements(list string, f *fighter) string {
	out := []string{f.base}
	for _, id := range strings.Split(list, ",") {
		if id != "" && !slices.Contains(f.unit.Bases, id) {
			out = append(out, id)
		}
	}
	return strings.Join(out, ",")
}

// ---- The General's items and orders ----

// Order action arguments of the General's items (wme.md §11.5): each is
// the player's choice, made with the order.
const (
	// ArgCrown = "1": the General's first order of the turn at a fixed
	// command 10, without penalties ([L2432]).
	ArgCrown = "crown"
	// ArgHelm = "1": the Helm of Dominion's turn, declared with the side's
	// first order of the turn ([L2438]).
	ArgHelm = "helm"
	// ArgOrb = "1": should this order of the General fail, the Orb of
	// Majesty re-rolls it at command 8 ([L2450]).
	ArgOrb = "orb"
	// ArgSceptre lists the blunder results ("1,6", or "all") the General's
	// Sceptre of Sovereignty ignores should this subordinate's order
	// blunder ([L2462]: the result is known before deciding).
	ArgSceptre = "sceptre"
)

// orderItems applies the items an order uses to its test t, or refuses
// them (Check and the offers call it through prepareOrder).
func orderItems(s *rules.State, a rules.Action, c *rules.Unit, t *OrderTest) error {
	no := func(rule, format string, args ...any) error {
		return &rules.Violation{Code: "item", Rule: "WME §11.5 " + rule, Msg: fmt.Sprintf(format, args...)}
	}
	gen := sideGeneral(s, c.Side)
	if a.Args[ArgHelm] != "" {
		switch {
		case gen == nil || !carries(gen, HelmOfDominion):
			return no("[L2438]", "your General does not carry the Helm of Dominion")
		case status(gen, stItemSpent) > 0:
			return no("[L2438]", "the Helm of Dominion has been used: it works for one turn per battle")
		case sideOrdered(s, c.Side):
			return no("[L2438]", "the Helm of Dominion is declared at the start of the turn, before the first order")
		}
		t.Helm = true
		t.Notes = append(t.Notes, "the Helm of Dominion works this turn (WME §11.5 [L2438])")
	}
	helmOn := t.Helm || gen != nil && carries(gen, HelmOfDominion) && status(gen, stItemTurn) == turnStamp(s)
	if c == gen && helmOn && carries(c, HelmOfDominion) && t.Command < MaxCommand {
		t.Command++
		t.Notes = append(t.Notes, "+1 command, Helm of Dominion, at most 10 (WME §11.5 [L2438])")
	}
	if a.Args[ArgCrown] != "" {
		switch {
		case !carries(c, CrownOfCommand):
			return no("[L2432]", "%s does not carry the Crown of Command", c.Title())
		case status(c, stItemSpent) > 0:
			return no("[L2432]", "the Crown of Command stopped working when a first order given with it failed")
		case status(c, stItemTurn) == turnStamp(s):
			return no("[L2432]", "the Crown of Command serves only the General's first order of each turn")
		}
		t.Command, t.Modifiers, t.Crown = CrownCommand, nil, true
		t.Notes = append(t.Notes, "Crown of Command: command 10, no penalty (WME §11.5 [L2432])")
	}
	if a.Args[ArgOrb] != "" {
		switch {
		case !carries(c, OrbOfMajesty):
			return no("[L2450]", "%s does not carry the Orb of Majesty", c.Title())
		case status(c, stItemSpent) > 0:
			return no("[L2450]", "the Orb of Majesty has been used: once per battle")
		}
		t.Orb = true
		t.Notes = append(t.Notes, fmt.Sprintf("if it fails, the Orb of Majesty re-rolls it at command %d: %d or less (WME §11.5 [L2450])", OrbCommand, OrbCommand+t.Total()))
	}
	if v := a.Args[ArgSceptre]; v != "" {
		res, err := sceptreResults(v)
		switch {
		case err != nil:
			return err
		case c.Type == General:
			return no("[L2462]", "the Sceptre of Sovereignty ignores a subordinate's blunder: the General never blunders")
		case gen == nil || !carries(gen, SceptreOfSovereignty):
			return no("[L2462]", "your General does not carry the Sceptre of Sovereignty")
		case status(gen, stItemSpent) > 0:
			return no("[L2462]", "the Sceptre of Sovereignty has been used: once per battle")
		}
		t.Sceptre = res
		t.Notes = append(t.Notes, "should it blunder, the Sceptre of Sovereignty ignores "+sceptreText(res)+" (WME §11.5 [L2462-2470])")
	}
	return nil
}

// sceptreResults parses ArgSceptre: blunder results 1-7 (a Wizard adds 1,
// [L2011]), comma-separated, or "all".
func sceptreResults(v string) (map[int]bool, error) {
	out := map[int]bool{}
	if strings.TrimSpace(v) == "all" {
		for r := 1; r <= 6+WizardBlunderBonus; r++ {
			out[r] = true
		}
		return out, nil
	}
	for _, f := range strings.Split(v, ",") {
		r, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || r < 1 || r > 6+WizardBlunderBonus {
			return nil, fmt.Errorf("warmaster: %s = %q: want blunder results 1-7, comma-separated, or \"all\"", ArgSceptre, v)
		}
		out[r] = true
	}
	return out, nil
}

func sceptreText(res map[int]bool) string {
	if len(res) == 6+WizardBlunderBonus {
		return "any blunder"
	}
	var rs []string
	for r := 1; r <= 6+WizardBlunderBonus; r++ {
		if res[r] {
			rs = append(rs, strconv.Itoa(r))
		}
	}
	return "a blunder " + strings.Join(rs, ", ")
}

// sideGeneral is side's General, if he is still on the battlefield.
func sideGeneral(s *rules.State, side int) *rules.Unit {
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side && u.Type == General && len(u.Bases) > 0 {
			return u
		}
	}
	return nil
}

// sideOrdered reports whether side has given an order this turn.
func sideOrdered(s *rules.State, side int) bool {
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side && status(u, stOrders) > 0 {
			return true
		}
	}
	return false
}

// orderRoll is what the items made of an order's roll.
type orderRoll struct {
	ok    bool
	rolls []dice.Roll // further dice: the Orb's re-roll
	text  string
	facts []rules.Fact // the Orb's re-roll and its need
}

// orderItemsAfterRoll applies the order's items once its 2D6 (total) are
// rolled: the Helm's turn begins, the Crown-bearer has given his order of
// the turn (and a failed Crown order lapses the Crown), the Orb re-rolls a
// failure, the Sceptre ignores a blunder whose result (bv) it was told to.
func orderItemsAfterRoll(s *rules.State, c *rules.Unit, t OrderTest, total, bv int, d dice.Roller) (orderRoll, error) {
	out := orderRoll{ok: total <= t.Need && bv == 0}
	gen := sideGeneral(s, c.Side)
	if t.Helm {
		gen.SetStatus(stItemTurn, turnStamp(s))
		gen.SetStatus(stItemSpent, 1)
	}
	if carries(c, CrownOfCommand) {
		c.SetStatus(stItemTurn, turnStamp(s))
		if t.Crown && !out.ok {
			c.SetStatus(stItemSpent, 1)
			out.text += "; the Crown of Command fails and stops working (WME §11.5 [L2432])"
		}
	}
	if t.Orb && !out.ok {
		r1, r2, err := roll2D6(d)
		if err != nil {
			return out, err
		}
		need := OrbCommand + t.Total()
		out.ok = r1+r2 <= need
		out.rolls = []dice.Roll{{Sides: 6, Value: r1}, {Sides: 6, Value: r2}}
		out.facts = []rules.Fact{{Name: FactOrbRoll, Value: r1 + r2, Text: "2D6 re-rolled by the Orb of Majesty", Rule: "WME §11.5 [L2450]"},
			{Name: FactOrbNeed, Value: need, Text: fmt.Sprintf("%d or less on 2D6, at command %d", need, OrbCommand), Rule: "WME §11.5 [L2450]"}}
		c.SetStatus(stItemSpent, 1)
		out.text += fmt.Sprintf("; the Orb of Majesty cancels that roll and re-rolls it at command %d: [%d][%d] = %d, needed %d or less (WME §11.5 [L2450])",
			OrbCommand, r1, r2, r1+r2, need)
	}
	if bv > 0 && t.Sceptre[blunderResult(c, bv)] {
		gen.SetStatus(stItemSpent, 1)
		out.ok = true
		out.text += fmt.Sprintf("; blunder %d ignored: the Sceptre of Sovereignty counts the test as passed (WME §11.5 [L2462-2470])", blunderResult(c, bv))
	}
	return out, nil
}

func roll2D6(d dice.Roller) (int, int, error) {
	r1, err := d.Roll(6)
	if err != nil {
		return 0, 0, err
	}
	r2, err := d.Roll(6)
	return r1, r2, err
}

// blunderResult is a blunder die's result on the table: a Wizard adds 1
// ([L2011]).
func blunderResult(c *rules.Unit, v int) int {
	if c.Type == Wizard {
		return v + WizardBlunderBonus
	}
	return v
}

// orderItemOffers are the item variants of an order offer o: the Crown,
// the Helm and the Orb on the General's orders, the Sceptre on a
// subordinate's, each when prepareOrder accepts it.
func orderItemOffers(s *rules.State, o rules.Offer, threats threatMemo) []rules.Offer {
	if o.Disabled != "" {
		return nil
	}
	c, ok := s.Unit(o.Action.Args["commander"])
	if !ok {
		return nil
	}
	variants := []struct{ arg, val, label string }{
		{ArgCrown, "1", "with the Crown of Command"},
		{ArgHelm, "1", "declaring the Helm of Dominion's turn"},
		{ArgOrb, "1", "the Orb of Majesty re-rolling a failure"},
		{ArgSceptre, "all", "the Sceptre of Sovereignty ignoring a blunder"},
	}
	var out []rules.Offer
	for _, v := range variants {
		if v.arg == ArgHelm && c.Type != General {
			continue // the Helm only changes the General's tests
		}
		a := o.Action
		a.Args = withArg(a.Args, v.arg, v.val)
		t, err := prepareOrderWith(s, a, threats)
		if err != nil {
			continue
		}
		out = append(out, rules.Offer{Action: a, Label: fmt.Sprintf("%s, %s — roll %d or less", strings.SplitN(o.Label, " — ", 2)[0], v.label, t.Need),
			Detail: t.Breakdown()})
	}
	return out
}

// ArgFate names, on a fight action, the phasing player's elements
// (comma-separated, one per unit) that take their unit's Sword of Fate's
// or Might's +1 attack ([L2406], [L2422]: "l'un de ses socles"); without
// it, each unit's first fighting element.
const ArgFate = "sword-element"

// checkFightItems checks a fight action's item arguments against e.
func checkFightItems(s *rules.State, a rules.Action, e *engagement) error {
	if _, err := parseLuck(a, fightLuckUnit(e, a.Side)); err != nil {
		return err
	}
	if a.Args[ArgFate] == "" {
		return nil
	}
	units := map[string]bool{}
	for _, id := range strings.Split(a.Args[ArgFate], ",") {
		if err := swordPickProblem(s, a.Side, e, id, units); err != nil {
			return err
		}
	}
	return nil
}

// swordPickProblem is why element id of side may not take its unit's
// sword bonus, nil if it may; units are those already named.
func swordPickProblem(s *rules.State, side int, e *engagement, id string, units map[string]bool) error {
	no := func(format string, args ...any) error {
		return &rules.Violation{Code: "item", Rule: "WME §11.5 [L2406], [L2422]", Msg: fmt.Sprintf(format, args...)}
	}
	f := fighterOf(e, id)
	switch {
	case f == nil || f.unit.Side != side:
		return no("%s is no fighting element of yours in this engagement: the sword's bonus goes to one of them", s.Called(id))
	case units[f.unit.ID]:
		return no("the sword gives its +1 attack to one element of %s only", f.unit.Title())
	case wields(s, f.unit, SwordOfMight) == nil && wields(s, f.unit, SwordOfFate) == nil:
		return no("%s has no Sword of Might or of Fate, its own or a joined commander's", f.unit.Title())
	}
	units[f.unit.ID] = true
	return nil
}
