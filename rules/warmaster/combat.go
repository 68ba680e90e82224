package warmaster

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// KindFight is the phasing player's action of resolving one engagement
// (wme.md §9.1, [L1306]: the phasing player chooses the order): Target is
// any unit of the engagement; its Args carry his choices before the dice
// (fightchoices.go, items.go). One action fights one round: attacks, the
// result, casualties and the loser's retreat, pausing where the dice
// leave an owner a choice (which elements to remove, which way to retreat
// on a tie: roundend.go); when the other player has choices before the
// dice that would change them, the round waits for his declaration
// first (defenderchoice.go); the winner's epilogue choices are further
// actions (epilogue.go). A second round after a
// pursuit is another fight action on the same engagement.
const KindFight = "fight"

// Combat numbers (wme.md §9, §16).
const (
	// PursuitStep is the pursuit move that earns +1 attack (L1355, A8:
	// per full 3 cm of the loser's retreat).
	PursuitStep = 3.0
	// AdvanceDistance is the farthest any element may move in an advance
	// (L1743-1745).
	AdvanceDistance = 20.0
	// FallBackDice is the number of D6 summed for the fall-back allowance
	// (L1781).
	FallBackDice = 3
	// CombatGap is how far from every enemy and engaged unit a falling-back
	// unit must end, or be confused (L1787-1791).
	CombatGap = 1.0
)

// keyTerror marks a terrifying unit in a profile: its enemies fight at −1
// (L1356; the army lists define who is terrifying).
const keyTerror = "terror"

// Attack classes of an element's contacts, in the priority order of
// [L1334-1346] (wme.md §9.2).
const (
	classFront  = iota // an enemy touches its front edge
	classSide          // an enemy touches its flank or rear edge
	classCorner        // corner to corner only
)

// fighter is one element touching an enemy element, and whom it attacks.
type fighter struct {
	unit    *rules.Unit
	base    string
	rect    geom.Rect
	target  *rules.Unit
	touched []geom.Rect // the target's elements it touches
	class   int
	// front: it attacks through its front edge or a front corner, so it
	// may be supported (L1446-1452).
	front bool
	// flanked: an enemy front edge lies against its flank or rear (L1357,
	// A24: edge contact, corner contacts do not count).
	flanked bool
}

// engagement is one connected group of units in contact with enemies,
// with the units supporting them (wme.md §9.1, G25).
type engagement struct {
	units    []*rules.Unit // in the order of s.Units
	fighters []fighter
	// supports maps each supporting element to the unit of the first
	// element it supports (L1440-1444).
	supports map[string]*rules.Unit
	// supportOrder lists the supporting elements in table order.
	supportOrder []string
}

func (e *engagement) has(id string) bool {
	for _, u := range e.units {
		if u.ID == id {
			return true
		}
	}
	return false
}

// contactClass is the class of contact c (A is our element) and whether
// it reaches our front (an edge contact on the front edge, or a corner
// contact at a front corner).
func contactClass(c table.Contact) (class int, front bool) {
	switch c.Kind {
	case table.EdgeToEdge, table.EdgeToCorner:
		if c.EdgeA == geom.Front {
			return classFront, true
		}
		return classSide, false
	}
	return classCorner, c.CornerA == geom.FL || c.CornerA == geom.FR
}

// enemyContacts lists the enemy elements touching base b (A = b).
func enemyContacts(s *rules.State, b *table.Base) []table.Contact {
	return s.Table.Contacts(b.ID, table.Filter{SkipBase: func(o *table.Base) bool { return o.Side == b.Side }})
}

// allocate decides whom element b of u attacks by the rules' pick (wme.md
// §9.2; L1334-1346): an enemy on its front edge, else on a flank or the
// rear, else one touching it corner to corner. Several units in the same
// class: the one it touches along the most edge, then the first in army
// order.
func allocate(s *rules.State, u *rules.Unit, b *table.Base) (fighter, bool) {
	return allocateTo(s, u, b, "")
}

// allocateTo is allocate with the player's pick: when pick is one of the
// units the priority leaves open ([L1338], [L1342]: "il choisit"), b
// attacks it.
func allocateTo(s *rules.State, u *rules.Unit, b *table.Base, pick string) (fighter, bool) {
	cs := enemyContacts(s, b)
	if len(cs) == 0 {
		return fighter{}, false
	}
	f := fighter{unit: u, base: b.ID, rect: b.Shape}
	f.class, f.flanked = contactPriority(cs)
	ranked, fronts := rankTargets(s, cs, f.class)
	if !slices.Contains(ranked, pick) {
		pick = ranked[0]
	}
	f.target, _ = s.Unit(pick)
	f.front = fronts[pick]
	for _, c := range cs {
		o, _ := s.Base(c.B)
		if class, _ := contactClass(c); o.Unit == pick && class == f.class {
			f.touched = append(f.touched, o.Shape)
		}
	}
	return f, true
}

// contactPriority is the best class among contacts cs (A = our element)
// and whether an enemy front edge lies against its flank or rear (A24).
func contactPriority(cs []table.Contact) (best int, flanked bool) {
	best = classCorner + 1
	for _, c := range cs {
		if c.Kind == table.EdgeToEdge && c.EdgeB == geom.Front && c.EdgeA != geom.Front && c.Overlap > 0 {
			flanked = true
		}
		if class, _ := contactClass(c); class < best {
			best = class
		}
	}
	return best, flanked
}

// rankTargets are the enemy units the element may attack, its contacts
// cs being of that class, the rules' pick first: the one it touches
// along the most edge, then army order ([L1338]: the player's choice
// otherwise). fronts says which it would attack through its front.
func rankTargets(s *rules.State, cs []table.Contact, class int) ([]string, map[string]bool) {
	overlap, fronts := map[string]float64{}, map[string]bool{}
	var ids []string
	for _, c := range cs {
		k, front := contactClass(c)
		if k != class {
			continue
		}
		o, _ := s.Base(c.B)
		if _, ok := overlap[o.Unit]; !ok {
			ids = append(ids, o.Unit)
		}
		overlap[o.Unit] += c.Overlap
		fronts[o.Unit] = fronts[o.Unit] || front
	}
	sort.SliceStable(ids, func(i, j int) bool {
		a, b := overlap[ids[i]], overlap[ids[j]]
		if math.Abs(a-b) > geom.Eps {
			return a > b
		}
		return unitIndex(s, ids[i]) < unitIndex(s, ids[j])
	})
	return ids, fronts
}

// attackOptions are the enemy units element b may attack, the rules'
// pick first (wme.md §9.2).
func attackOptions(s *rules.State, b *table.Base) []string {
	cs := enemyContacts(s, b)
	if len(cs) == 0 {
		return nil
	}
	class, _ := contactPriority(cs)
	ranked, _ := rankTargets(s, cs, class)
	return ranked
}

// supportsElement reports whether element sup stands exactly behind or
// exactly beside element f (wme.md §12 G17, A25): its front edge wholly
// against f's rear edge, or a side edge wholly against f's side edge with
// the same facing (and so the front edges in line, for equal depths).
func supportsElement(sup, f geom.Rect) bool {
	return against(sup, geom.Front, f, geom.Rear, true) ||
		against(sup, geom.Right, f, geom.Left, true) ||
		against(sup, geom.Left, f, geom.Right, true)
}

// engagements lists every engagement on the table (wme.md §9.1, G25): the
// units linked by enemy contact or by support, in the order of their first
// unit. Commanders never fight here (their round bases engage nobody).
func engagements(s *rules.State) []engagement { return engagementsPicked(s, nil) }

// engagementsPicked is engagements with the player's picks of whom some
// elements attack (base → enemy unit, [L1338]): whom an element attacks
// decides whether it can be supported ([L1452]).
func engagementsPicked(s *rules.State, picks map[string]string) []engagement {
	parent := map[string]string{}
	var find func(string) string
	find = func(x string) string {
		if p, ok := parent[x]; ok && p != x {
			r := find(p)
			parent[x] = r
			return r
		}
		parent[x] = x
		return x
	}
	union := func(a, b string) { parent[find(a)] = find(b) }
	var fighters []fighter
	fighting := map[string]*fighter{}
	for i := range s.Units {
		u := &s.Units[i]
		if IsCommander(u.Type) {
			continue
		}
		for _, id := range u.Bases {
			b, ok := s.Base(id)
			if !ok {
				continue
			}
			f, ok := allocateTo(s, u, b, picks[id])
			if !ok {
				continue
			}
			for _, c := range enemyContacts(s, b) {
				o, _ := s.Base(c.B)
				union(u.ID, o.Unit)
			}
			fighters = append(fighters, f)
		}
	}
	for i := range fighters {
		fighting[fighters[i].base] = &fighters[i]
	}
	// Supports (wme.md §9.7; L1434-1452): infantry behind or beside a
	// fighting infantry element that attacks to its front, touching no
	// enemy itself.
	supports := map[string]*rules.Unit{}
	var order []string
	for i := range s.Units {
		u := &s.Units[i]
		if u.Type != Infantry {
			continue
		}
		for _, id := range u.Bases {
			if fighting[id] != nil {
				continue
			}
			b, _ := s.Base(id)
			for k := range fighters {
				f := &fighters[k]
				if f.unit.Side != u.Side || f.unit.Type != Infantry || !f.front || !supportsElement(b.Shape, f.rect) {
					continue
				}
				union(u.ID, f.unit.ID)
				if supports[id] == nil {
					supports[id] = f.unit
					order = append(order, id)
				}
			}
		}
	}
	groups := map[string]*engagement{}
	var roots []string
	for i := range s.Units {
		u := &s.Units[i]
		if _, ok := parent[u.ID]; !ok {
			continue
		}
		r := find(u.ID)
		e := groups[r]
		if e == nil {
			e = &engagement{supports: map[string]*rules.Unit{}}
			groups[r] = e
			roots = append(roots, r)
		}
		e.units = append(e.units, u)
	}
	for _, f := range fighters {
		e := groups[find(f.unit.ID)]
		e.fighters = append(e.fighters, f)
	}
	for _, id := range order {
		b, _ := s.Base(id)
		e := groups[find(b.Unit)]
		e.supports[id] = supports[id]
		e.supportOrder = append(e.supportOrder, id)
	}
	out := make([]engagement, 0, len(roots))
	for _, r := range roots {
		if len(groups[r].fighters) > 0 {
			out = append(out, *groups[r])
		}
	}
	return out
}

// engagementOf is the engagement unit id belongs to.
func engagementOf(s *rules.State, id string) (engagement, bool) {
	for _, e := range engagements(s) {
		if e.has(id) {
			return e, true
		}
	}
	return engagement{}, false
}

// resolved reports whether the engagement was already resolved this phase
// (it fights again only next turn, [L1306], [L1765]).
func (e *engagement) resolved() bool {
	for _, u := range e.units {
		if status(u, stDone) > 0 {
			return true
		}
	}
	return false
}

// title is "Knights against Orc Warriors": the phasing side's units first.
func (e *engagement) title(s *rules.State) string {
	var mine, theirs []string
	for _, u := range e.units {
		if u.Side == s.Active {
			mine = append(mine, u.Title())
		} else {
			theirs = append(theirs, u.Title())
		}
	}
	if len(mine) == 0 {
		return strings.Join(theirs, ", ")
	}
	return strings.Join(mine, ", ") + " against " + strings.Join(theirs, ", ")
}

// moved reports whether u has charged, advanced, pursued or retreated this
// phase: its elements are then in the open (L1366, L1173, A19).
func moved(u *rules.Unit) bool {
	return status(u, stCharged) > 0 || status(u, stAdvanced) > 0 || status(u, stPursued) > 0 || status(u, stRetreat) > 0
}

// combatProtection is element e of unit t's status against an attacker at
// from (wme.md §9.4 item 3; L1366): as for shooting, element by element,
// except that a unit that charged, advanced, pursued or retreated this
// phase is in the open (A19), and that a hill protects against a charger
// only when its charge began lower ([L946]).
func combatProtection(s *rules.State, t *rules.Unit, e, from geom.Rect) Protection {
	if moved(t) {
		return chargerCover(t)
	}
	rl := reliefOf(s)
	return protectionAt(s, rl, t, e, from, attackerLevel(s, rl, from))
}

// attackerLevel is the level an attacker at from fights from: in the turn
// its unit charged, the level the charge began at ([L946]: "les charges
// menées par des unités commençant leur mouvement plus bas"), else the
// highest level any part of it reaches ([L1181]).
func attackerLevel(s *rules.State, rl relief, from geom.Rect) int {
	if u, ok := s.Unit(unitAt(s, from)); ok && status(u, stChargeLevel) > 0 {
		return status(u, stChargeLevel) - 1
	}
	return rl.reach(from)
}

// attackMods are the modifiers of fighter f's attacks (wme.md §9.3;
// L1350-1358) against an element so protected.
func attackMods(f *fighter, p Protection) []Modifier {
	var mods []Modifier
	u, t := f.unit, f.target
	if status(u, stCharged) > 0 && status(u, stFought) == 0 && status(u, stAdvanced) == 0 && p == Open {
		mods = append(mods, Modifier{1, "charging", "WME §9.3 [L1352]"})
		if u.Type == Monster || u.Type == Chariot {
			mods = append(mods, Modifier{1, u.Type + " charging", "WME §9.3 [L1353]"})
		}
	}
	if bonus := status(u, pursuitPrefix+t.ID); bonus > 0 {
		mods = append(mods, Modifier{1, "pursuing", "WME §9.3 [L1354]"})
		if bonus > 1 {
			mods = append(mods, Modifier{bonus - 1, "per full 3 cm of pursuit", "WME §9.3 [L1355], A8"})
		}
	}
	switch {
	case terrifying(t) && !terrorImmune(u): // Q18 (specials.go)
		mods = append(mods, Modifier{-1, "terrifying enemy", "WME §9.3 [L1356]"})
	case status(u, stEnchanted) > 0: // once, not with a real terror (Q18)
		mods = append(mods, Modifier{-1, "Weird Enchantment: every enemy terrifying", "sheet §2.3 Weird Enchantment"})
	}
	if status(u, stWaaagh) > 0 {
		mods = append(mods, Modifier{1, "Waaagh!", "sheet §2.4 Waaagh!"})
	}
	if f.flanked {
		mods = append(mods, Modifier{-1, "enemy front against its flank or rear", "WME §9.3 [L1357], A24"})
	}
	if status(u, stConfused) > 0 {
		mods = append(mods, Modifier{-1, "confused", "WME §9.3 [L1358]"})
	}
	return append(mods, bannerOfBattle(u)...) // magic items, wme.md §11.5
}

// fighterAttacks is fighter f's attacks (never below 0, [L1372]) with
// its modifiers and extra ones (a commander's or a sword's bonus), and
// the status of the enemy elements it attacks, the least protected
// counting (wme.md §9.3-9.4; [L1366]).
func fighterAttacks(s *rules.State, f *fighter, extra []Modifier) (int, Protection, []Modifier) {
	p := Fortified
	for _, r := range f.touched {
		p = min(p, combatProtection(s, f.target, r, f.rect))
	}
	mods := append(attackMods(f, p), extra...)
	n := attacksOf(f.unit) // badly hurt: 4 (specialsgiant.go)
	for _, m := range mods {
		n += m.Value
	}
	return max(0, n), p, mods
}

// attackGroup is the elements of one unit attacking one enemy unit with
// the same score to hit.
type attackGroup struct {
	need  int
	dice  int
	elems int
	mods  map[string]int // modifier text → elements it applies to
	order []string
	modOf map[string]Modifier // modifier text → the modifier
}

// modFacts are the group's modifiers as facts, in the order modText
// tells them.
func (g *attackGroup) modFacts() []rules.Fact {
	var fs []rules.Fact
	for _, txt := range g.order {
		m := g.modOf[txt]
		why := m.Why
		if n := g.mods[txt]; n != g.elems {
			why = fmt.Sprintf("%s, on %d of %d elements", m.Why, n, g.elems)
		}
		fs = append(fs, rules.Fact{Name: FactModifier, Value: m.Value, Text: why, Rule: m.Rule})
	}
	return fs
}

func (g *attackGroup) modText() string {
	var parts []string
	for _, m := range g.order {
		if n := g.mods[m]; n == g.elems {
			parts = append(parts, m)
		} else {
			parts = append(parts, fmt.Sprintf("%s on %d of %d elements", m, n, g.elems))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

// roundOutcome is what one round of an engagement came to.
type roundOutcome struct {
	wounds    map[string]int // wounds suffered this round, by unit
	counted   map[string]int // of those, the ones that count for the result (L1384, A31)
	score     map[int]int    // combat result by side (L1277)
	supports  map[int]int    // supporting elements by side (L1436)
	winner    int            // the winning side, −1 for a draw or nobody left
	draw      bool
	inContact map[string]bool // units with an element touching an enemy when the round began
}

// capacity is how many more wounds unit u can absorb (A31): its elements
// times Hits, less the wounds it already carries.
func capacity(u *rules.Unit) int {
	return max(0, len(u.Bases)*hitsPerElement(u)-status(u, stWounds))
}

// rollAttacks rolls every attack of the engagement (wme.md §9.4;
// L1360-1374): per attacking unit and enemy unit, the elements' modified
// Attacks (never below 0), hits on 4+/5+/6+ by the status of the element
// attacked, an armour save per hit. A unit whose attacks all came to 0
// still rolls one die (L1374). Magic items (items.go, wme.md §11.5): the
// Swords of Might and Fate add one attack to one element (fate names it),
// the Banners of Luck armed (lucks) and the Sword of Cleaving re-roll
// attack dice, the Sword of Destruction an enemy's successful save.
func rollAttacks(s *rules.State, e *engagement, d dice.Roller, lucks []*luckPlan, picked fightPicks) (map[string]int, []rules.Event, error) {
	wounds := map[string]int{}
	var evs []rules.Event
	for _, u := range e.units {
		var mine []*fighter
		for k := range e.fighters {
			if e.fighters[k].unit == u {
				mine = append(mine, &e.fighters[k])
			}
		}
		if len(mine) == 0 {
			continue
		}
		if wildIdle(u) { // Goes Wild 1: not even the last-effort die (specialswild.go, Q31)
			evs = append(evs, rules.Event{Kind: "goes-wild", Side: u.Side, Unit: u.ID,
				Text: fmt.Sprintf("%s went wild (1) and does not fight this turn: no attack, not even the last-effort die (%s)", u.Title(), wildOf)})
			continue
		}
		type key struct {
			target string
			need   int
		}
		bonus, hero := commanderBonus(s, u)
		bonused := namedFighter(mine, picked.bonus) // [L2075]: one element, the player's
		sworded := namedFighter(mine, picked.fate)
		groups := map[key]*attackGroup{}
		var targets []string
		var needs = map[string][]int{}
		total := 0
		for _, f := range mine {
			var extra []Modifier
			if f == bonused && bonus > 0 {
				// One element has the best joined commander's bonus ([L2073-2075]).
				extra = append(extra, Modifier{bonus, "commander " + hero, "WME §11.1 [L2073]"})
			}
			if f == sworded {
				extra = append(extra, swordBonus(s, u)...)
			}
			n, p, mods := fighterAttacks(s, f, extra)
			total += n
			k := key{f.target.ID, p.Need()}
			g := groups[k]
			if g == nil {
				g = &attackGroup{need: p.Need(), mods: map[string]int{}, modOf: map[string]Modifier{}}
				groups[k] = g
				if len(needs[f.target.ID]) == 0 {
					targets = append(targets, f.target.ID)
				}
				needs[f.target.ID] = append(needs[f.target.ID], p.Need())
			}
			g.dice += n
			g.elems++
			for _, m := range mods {
				txt := fmt.Sprintf("%+d %s", m.Value, m.Why)
				if g.mods[txt] == 0 {
					g.order = append(g.order, txt)
					g.modOf[txt] = m
				}
				g.mods[txt]++
			}
		}
		lastDitch := false
		if total == 0 {
			// The last-effort die (L1374), at the first element's target.
			g := groups[key{mine[0].target.ID, needs[mine[0].target.ID][0]}]
			g.dice, lastDitch = 1, true
		}
		cleaving := wields(s, u, SwordOfCleaving) != nil      // one failed attack re-rolled a round ([L2416])
		destroying := wields(s, u, SwordOfDestruction) != nil // one enemy's successful save re-rolled a round ([L2400])
		for _, tid := range targets {
			t, _ := s.Unit(tid)
			sort.Ints(needs[tid])
			var parts []string
			var rolls []dice.Roll
			var facts []rules.Fact
			w := 0
			for _, need := range needs[tid] {
				g := groups[key{tid, need}]
				if g.dice == 0 {
					continue
				}
				hr, err := rollN(d, g.dice)
				if err != nil {
					return nil, nil, err
				}
				rolls = append(rolls, hr...)
				hits := count(hr, need)
				part := fmt.Sprintf("%d dice need %d+%s %s = %s", g.dice, need, g.modText(), faces(hr), plural(hits, "hit"))
				if lastDitch {
					part = fmt.Sprintf("no attack left, one last-effort die (L1374) needs %d+ %s = %s", need, faces(hr), plural(hits, "hit"))
				}
				hr, again, lucky, err := luckOf(lucks, u).reroll(d, u, hr, need)
				if err != nil {
					return nil, nil, err
				}
				rolls, part = append(rolls, again...), part+lucky
				if cleaving {
					var cleft *dice.Roll
					if hr, cleft, err = cleave(d, hr, need); err != nil {
						return nil, nil, err
					} else if cleft != nil {
						cleaving = false
						rolls = append(rolls, *cleft)
						part += fmt.Sprintf("; the Sword of Cleaving re-rolls a failed attack: [%d] (WME §11.5 [L2416])", cleft.Value)
					}
				}
				hits = count(hr, need)
				got, a, saved := hits, armourSave(t), 0
				if a > 0 && hits > 0 {
					sr, err := rollN(d, hits)
					if err != nil {
						return nil, nil, err
					}
					rolls = append(rolls, sr...)
					part += fmt.Sprintf("; saves %d+ %s", a, faces(sr))
					if destroying {
						var again *dice.Roll
						if sr, again, err = destroySave(d, sr, a); err != nil {
							return nil, nil, err
						} else if again != nil {
							destroying = false
							rolls = append(rolls, *again)
							part += fmt.Sprintf(", the Sword of Destruction makes one be re-rolled: [%d] (WME §11.5 [L2400])", again.Value)
						}
					}
					saved = count(sr, a)
					got -= saved
					part += fmt.Sprintf(" = %d saved", saved)
				}
				w += got
				parts = append(parts, part)
				hf := hitFacts("", g.dice, Protection(need-HitOpen), "WME §9.4 [L1364]")
				if lastDitch {
					hf[0].Text = "one last-effort die (WME §9.4 [L1374])"
				}
				facts = append(facts, hf[:len(hf)-1]...) // the dice and the cover
				facts = append(facts, g.modFacts()...)
				facts = append(facts, hf[len(hf)-1]) // the score to hit
				facts = append(facts, saveFacts("", hits, a, saved)...)
			}
			if len(parts) == 0 {
				continue
			}
			wounds[tid] += w
			facts = append(facts, rules.Fact{Name: FactWounds, Value: w, Text: "wounds on " + t.Title()})
			evs = append(evs, rules.Event{Kind: "attack", Side: u.Side, Unit: u.ID, Rolls: rolls, Facts: facts,
				Text: fmt.Sprintf("%s attack %s: %s; %s", u.Title(), t.Title(), strings.Join(parts, "; then "), plural(w, "wound"))})
		}
	}
	return wounds, evs, nil
}

// checkFight checks a fight action and finds its engagement and round.
func checkFight(s *rules.State, a rules.Action) (engagement, int, error) {
	no := func(code, rule, format string, args ...any) (engagement, int, error) {
		return engagement{}, 0, &rules.Violation{Code: code, Rule: rule, Msg: fmt.Sprintf(format, args...)}
	}
	if s.Phase != PhaseCombat {
		return no("phase", "WME §5", "engagements are fought in the Combat phase, not in the %s phase", s.Phase)
	}
	t, ok := s.Unit(a.Target)
	if !ok {
		return engagement{}, 0, fmt.Errorf("warmaster: no unit %q to fight", a.Target)
	}
	if u := choosing(s); u != nil {
		return no("round-choice", "WME §9.6 [L1426], §9.8 [L1484]", "%s must first choose its casualties or its retreat", u.Title())
	}
	if u := awaiting(s); u != nil {
		return no("epilogue", "WME §9.9 [L1546]", "%s must first choose to hold, pursue, fall back or advance", u.Title())
	}
	e, ok := engagementOf(s, t.ID)
	if !ok {
		return no("not-engaged", "WME §9.1 [L1261]", "%s is not engaged in combat", t.Title())
	}
	if s.Counters[ctRound] > 0 {
		// A pursuit in the first round: the second round, at once (L1280).
		for _, u := range e.units {
			if status(u, stInFight) > 0 {
				e, err := checkFightChoices(s, a, e)
				return e, 2, err
			}
		}
		return no("round-two", "WME §9.5 [L1280], [L1306]", "the engagement whose winner pursued fights its second round first")
	}
	if e.resolved() {
		return no("resolved", "WME §9.11 [L1306], [L1765]", "%s's engagement has been resolved this phase: it fights again next turn", t.Title())
	}
	e, err := checkFightChoices(s, a, e)
	return e, 1, err
}

// awaiting is the first unit whose epilogue choice is awaited, or nil.
func awaiting(s *rules.State) *rules.Unit {
	for i := range s.Units {
		if status(&s.Units[i], stAwait) > 0 {
			return &s.Units[i]
		}
	}
	return nil
}

// fightPlan is a round of an engagement made ready for its dice: the
// engagement as the choices before the dice make it, its round, and
// those choices, the phasing player's and, once he has declared them,
// the other's (defenderchoice.go).
type fightPlan struct {
	action rules.Action // the phasing player's fight action
	e      engagement
	round  int
	picks  fightPicks
	lucks  []*luckPlan // the Banners of Luck armed (nil: none), one per side at most
}

// planFight checks the phasing player's fight action a and makes its
// round ready for the dice.
func planFight(s *rules.State, a rules.Action) (fightPlan, error) {
	e, round, err := checkFight(s, a)
	if err != nil {
		return fightPlan{}, err
	}
	luck, err := parseLuck(a, fightLuckUnit(&e, a.Side))
	if err != nil {
		return fightPlan{}, err
	}
	return fightPlan{action: a, e: e, round: round, picks: fightPicksOf(a), lucks: []*luckPlan{luck}}, nil
}

// applyFight fights one round of an engagement (wme.md §9.4-9.8), or,
// when the other player has choices to declare before the dice that
// would change them, waits for his declaration (defenderchoice.go).
func applyFight(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	p, err := planFight(s, a)
	if err != nil {
		return nil, err
	}
	if ev, asked := askDeclaration(s, p); asked {
		return []rules.Event{ev}, nil
	}
	return fightRound(s, p, d)
}

// fightRound rolls the dice of round p and plays it to its end or to the
// next choice its dice leave a player.
func fightRound(s *rules.State, p fightPlan, d dice.Roller) ([]rules.Event, error) {
	a, e, round := p.action, p.e, p.round
	s.SetCounter(ctPursuit, 0)
	evs := []rules.Event{{Kind: "combat", Side: s.Active, Unit: a.Target,
		Text: fmt.Sprintf("Combat: %s, round %d", e.title(s), round)}}
	out := roundOutcome{counted: map[string]int{}, score: map[int]int{}, supports: map[int]int{}, winner: -1, inContact: map[string]bool{}}
	startFirstEngagement(s, &e) // before the capacities: Steadfastness's Hits (wme.md §11.5)
	caps := map[string]int{}
	for _, u := range e.units {
		caps[u.ID] = capacity(u)
	}
	for _, f := range e.fighters {
		out.inContact[f.unit.ID] = true
	}
	wounds, aevs, err := rollAttacks(s, &e, d, p.lucks, p.picks)
	if err != nil {
		return nil, err
	}
	evs = append(evs, aevs...)
	out.wounds = wounds
	// The result (wme.md §9.5; L1380-1400): wounds inflicted that the
	// enemy could absorb, plus supports counted before casualties.
	sides := map[int]bool{}
	gone := map[int]bool{}
	for _, u := range e.units {
		sides[u.Side] = true
		if _, ok := gone[u.Side]; !ok {
			gone[u.Side] = true
		}
		out.counted[u.ID] = min(wounds[u.ID], caps[u.ID])
		if wounds[u.ID] < caps[u.ID] {
			gone[u.Side] = false
		}
	}
	for _, id := range e.supportOrder {
		b, _ := s.Base(id)
		out.supports[b.Side]++
	}
	// Wounds from shooting at chargers (and advancers) count in their
	// first round ([L1079], [L1245], [L1767]), for the side that shot.
	shotAt := map[int]int{}
	for _, u := range e.units {
		if w := status(u, stChargeShot); w > 0 {
			for k := range sides {
				if k != u.Side {
					shotAt[k] += w
				}
			}
			u.SetStatus(stChargeShot, 0)
		}
	}
	var sideList []int
	for k := range sides {
		sideList = append(sideList, k)
	}
	sort.Ints(sideList)
	for _, k := range sideList {
		out.score[k] = out.supports[k] + shotAt[k]
		for _, u := range e.units {
			if u.Side != k {
				out.score[k] += out.counted[u.ID]
			}
		}
	}
	var lines []string
	var facts []rules.Fact
	for _, k := range sideList {
		part := fmt.Sprintf("%s %d", s.Sides[k].Name, out.score[k])
		of := s.Sides[k].ID
		facts = append(facts, rules.Fact{Name: FactInflicted, Value: out.score[k] - out.supports[k] - shotAt[k], Of: of, Text: "wounds inflicted that count", Rule: "WME §9.5 [L1277], [L1384]"})
		if w := shotAt[k]; w > 0 {
			facts = append(facts, rules.Fact{Name: FactChargeShot, Value: w, Of: of, Text: "wounds shooting at chargers", Rule: "WME §9.5 [L1079]"})
		}
		if n := out.supports[k]; n > 0 {
			facts = append(facts, rules.Fact{Name: FactSupports, Value: n, Of: of, Text: "supporting elements", Rule: "WME §9.7 [L1436]"})
		}
		facts = append(facts, rules.Fact{Name: FactScore, Value: out.score[k], Of: of, Text: "combat result", Rule: "WME §9.5 [L1277]"})
		if n, w := out.supports[k], shotAt[k]; n > 0 || w > 0 {
			terms := []string{fmt.Sprint(out.score[k] - n - w)}
			if w > 0 {
				terms = append(terms, plural(w, "wound")+" shooting at chargers (L1079)")
			}
			if n > 0 {
				terms = append(terms, plural(n, "support"))
			}
			part += " (" + strings.Join(terms, " + ") + ")"
		}
		lines = append(lines, part)
	}
	text := "Result: " + strings.Join(lines, ", ")
	for _, u := range e.units {
		if wounds[u.ID] > caps[u.ID] {
			text += fmt.Sprintf("; %s could take only %d of their %d wounds (L1384)", u.Title(), caps[u.ID], wounds[u.ID])
			facts = append(facts, rules.Fact{Name: FactCapacity, Value: caps[u.ID], Of: u.ID, Text: fmt.Sprintf("wounds it could take, of %d", wounds[u.ID]), Rule: "WME §9.5 [L1384], A31"})
		}
	}
	switch {
	case len(sideList) == 2 && gone[sideList[0]] && gone[sideList[1]]:
		text += "; both sides are destroyed"
	case len(sideList) == 2 && gone[sideList[0]]:
		out.winner = sideList[1]
		text += fmt.Sprintf("; %s are destroyed: %s win", s.Sides[sideList[0]].Name, s.Sides[sideList[1]].Name)
	case len(sideList) == 2 && gone[sideList[1]]:
		out.winner = sideList[0]
		text += fmt.Sprintf("; %s are destroyed: %s win", s.Sides[sideList[1]].Name, s.Sides[sideList[0]].Name)
	case len(sideList) == 2 && out.score[sideList[0]] == out.score[sideList[1]]:
		out.draw = true
		text += "; a draw: both sides fall back (L1386)"
	case len(sideList) == 2:
		out.winner = sideList[0]
		if out.score[sideList[1]] > out.score[sideList[0]] {
			out.winner = sideList[1]
		}
		text += fmt.Sprintf("; %s win", s.Sides[out.winner].Name)
	}
	if out.winner >= 0 && len(sideList) == 2 {
		facts = append(facts, rules.Fact{Name: FactMargin, Value: out.score[out.winner] - out.score[sideList[0]+sideList[1]-out.winner], Of: s.Sides[out.winner].ID,
			Text: "the winner's score less the loser's", Rule: "WME §9.5 [L1380-1400]"})
	}
	evs = append(evs, rules.Event{Kind: "combat-result", Side: max(out.winner, 0), Facts: facts, Text: text})
	// Bookkeeping: everyone in the engagement is in this fight; the
	// pursuit bonuses were spent in this round (L1803 keeps only the
	// latest).
	clearRound(s)
	for _, u := range e.units {
		u.SetStatus(stInFight, 1)
		for k := range u.Status {
			if strings.HasPrefix(k, pursuitPrefix) {
				delete(u.Status, k)
			}
		}
		if out.inContact[u.ID] {
			u.SetStatus(stFought, 1)
			u.SetStatus(stInContact, 1)
		}
		u.SetStatus(stWounds, status(u, stWounds)+wounds[u.ID])
	}
	for _, id := range e.supportOrder {
		// A support retreats with the unit it supports (L1502).
		if b, _ := s.Base(id); status(mustUnitOf(s, b.Unit), stFollows) == 0 {
			mustUnitOf(s, b.Unit).SetStatus(stFollows, 1+unitIndex(s, e.supports[id].ID))
		}
	}
	s.SetCounter(ctRound, round)
	s.SetCounter(ctStep, stepLoserCasualties)
	switch {
	case out.draw:
		s.SetCounter(ctWinner, roundDrawn)
	case out.winner >= 0:
		s.SetCounter(ctWinner, out.winner+1)
		loser := -1
		for _, k := range sideList {
			if k != out.winner {
				loser = k
			}
		}
		if loser >= 0 {
			s.SetCounter(ctMargin, out.score[out.winner]-out.score[loser])
		}
	}
	// Casualties, the loser first (L1398, L1428), its retreat, the
	// winner's casualties, then the epilogue (roundend.go).
	more, err := afterRound(s, d)
	if err != nil {
		return nil, err
	}
	return append(evs, more...), nil
}

// mustUnitOf is the unit id of a base known to stand on the table.
func mustUnitOf(s *rules.State, id string) *rules.Unit {
	u, _ := s.Unit(id)
	return u
}

// startEpilogue ends the round's casualties and retreats: the winners
// choose their epilogue, on a draw both sides fall back (defended units
// may hold), with nobody left the engagement is over.
func startEpilogue(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	winner := s.Counters[ctWinner] - 1
	e := fightingUnits(s)
	s.SetCounter(ctStep, 0)
	switch {
	case s.Counters[ctWinner] == roundDrawn:
		return drawChoices(s, &e, d)
	case winner >= 0:
		allDead := true
		for _, u := range e.units {
			if u.Side != winner && len(u.Bases) > 0 {
				allDead = false
			}
		}
		var waiting []string
		for _, u := range e.units {
			if u.Side == winner && len(u.Bases) > 0 {
				v := awaitPursue
				if allDead {
					v = awaitAdvance
				}
				u.SetStatus(stAwait, v)
				waiting = append(waiting, u.Title())
			}
		}
		if len(waiting) == 0 {
			closeEngagement(s)
			return nil, nil
		}
		choice := "hold, pursue or fall back"
		if allDead {
			choice = "hold, advance or fall back"
		}
		return []rules.Event{{Kind: "epilogue", Side: winner,
			Text: fmt.Sprintf("%s: %s may %s (WME §9.9)", s.Sides[winner].Name, strings.Join(waiting, ", "), choice)}}, nil
	}
	closeEngagement(s)
	return nil, nil
}

// combatCasualty picks the element of u to remove among those left
// (L1426: the owner's choice; this is the rules' pick, offered first):
// the element whose loss leaves the best formation, then one touching no
// enemy, then the last.
func combatCasualty(s *rules.State, u *rules.Unit, left []string) string {
	best, bestF, bestFree := "", Broken, false
	for _, id := range left {
		var rest []geom.Rect
		for _, o := range left {
			if o != id {
				r, _ := s.Base(o)
				rest = append(rest, r.Shape)
			}
		}
		b, _ := s.Base(id)
		f, free := FormationOf(rest), len(enemyContacts(s, b)) == 0
		if best == "" || f > bestF || f == bestF && (free && !bestFree || free == bestFree) {
			best, bestF, bestFree = id, f, free
		}
	}
	return best
}

// closeEngagement ends the engagement being fought: its units may not
// fight again this phase (L1306).
func closeEngagement(s *rules.State) {
	for i := range s.Units {
		u := &s.Units[i]
		if status(u, stInFight) > 0 {
			u.SetStatus(stInFight, 0)
			u.SetStatus(stDone, 1)
		}
		u.SetStatus(stAwait, 0)
	}
	s.SetCounter(ctRound, 0)
	s.SetCounter(ctPursuit, 0)
	s.SetCounter(ctDrawFirst, 0)
	clearRound(s)
	for k := range s.Counters {
		if strings.HasPrefix(k, ctFallBack) {
			delete(s.Counters, k)
		}
	}
}

// combatPending says why the Combat phase cannot end yet, or "".
func combatPending(s *rules.State) string {
	if u := choosing(s); u != nil {
		return fmt.Sprintf("%s must choose its casualties or its retreat (WME §9.6 [L1426], §9.8 [L1484])", u.Title())
	}
	if u := awaiting(s); u != nil {
		return fmt.Sprintf("%s must choose to hold, pursue, fall back or advance (WME §9.9)", u.Title())
	}
	if s.Counters[ctRound] > 0 {
		return "the winner pursued: the engagement fights its second round now (WME §9.5 [L1280])"
	}
	for _, e := range engagements(s) {
		if !e.resolved() {
			return fmt.Sprintf("every engagement is fought in the Combat phase: %s (WME §9.1 [L1306])", e.title(s))
		}
	}
	return ""
}

// endCombat closes the Combat phase (wme.md §5; L1296, L1430, A34): the
// left-over wounds and pursuit bonuses of units no longer engaged are
// removed; an unresolved combat keeps both (L1803, L1811), and a unit
// that advanced into one resolved this turn keeps the wounds it was shot
// for, to count when it first fights (L1765-1767). Charges, and every
// mark of this phase, end with it.
func endCombat(s *rules.State) {
	endFirstEngagements(s) // magic items (wme.md §11.5, [L2364], [L2376])
	eng := engagedSet(s)
	for i := range s.Units {
		u := &s.Units[i]
		for _, k := range []string{stFought, stInFight, stDone, stAwait, stRetreat, stPursued, stAdvanced, stCharged, stChargeLevel, stWaaagh} {
			u.SetStatus(k, 0)
		}
		if !eng[u.ID] {
			u.SetStatus(stWounds, 0)
			u.SetStatus(stChargeShot, 0)
			for k := range u.Status {
				if strings.HasPrefix(k, pursuitPrefix) {
					delete(u.Status, k)
				}
			}
		}
	}
	s.SetCounter(ctRound, 0)
	s.SetCounter(ctPursuit, 0)
	clearRound(s)
}
