package warmaster

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
)

// The other player's choices before the dice of a fight (wme.md §9.2,
// §11.1, §11.5). The fight action is the phasing player's ([L1306]) and
// carries his choices (fightchoices.go, items.go). The player not in his
// turn has the same ones for his own units: whom each of his elements
// attacks among the enemies the priority leaves open ([L1338], [L1342];
// "il faut déterminer contre qui il combat avant de lancer les dés",
// [L1336]), which element has his commander's bonus ([L2075]) or his
// sword's ([L2406], [L2422]), and whether he arms his Banner of Luck
// ([L2390]). When one of them would change the dice, the fight action
// rolls nothing: the engagement waits for his "declare" action, offered
// to him even in the other player's turn, and every other action is
// refused until he has declared, as for a round's casualties
// (roundend.go). His declaration fights the round with both players'
// choices. When none of his choices would change the dice, the round is
// fought at once, as the rules pick for him, so a hotseat game is not
// stopped for nothing.
const KindDeclare = "declare"

// Battle-wide counters of a fight waiting for the declaration.
const (
	ctDeclare     = "declare"      // 1 + index of the fight action's Target
	ctDeclaredArg = "declare-arg:" // + KEY=VALUE: an argument of that fight action, kept meanwhile
)

// keepFight keeps the phasing player's fight action a in s while the
// other player declares.
func keepFight(s *rules.State, a rules.Action) {
	s.SetCounter(ctDeclare, 1+unitIndex(s, a.Target))
	for k, v := range a.Args {
		if v != "" {
			s.SetCounter(ctDeclaredArg+k+"="+v, 1)
		}
	}
}

// forgetFight ends the wait for the declaration.
func forgetFight(s *rules.State) {
	s.SetCounter(ctDeclare, 0)
	for k := range s.Counters {
		if strings.HasPrefix(k, ctDeclaredArg) {
			delete(s.Counters, k)
		}
	}
}

// pendingFight is the phasing player's fight action waiting for the
// other player's declaration, if one is.
func pendingFight(s *rules.State) (rules.Action, bool) {
	i := s.Counters[ctDeclare] - 1
	if i < 0 || i >= len(s.Units) {
		return rules.Action{}, false
	}
	a := rules.Action{Kind: KindFight, Side: s.Active, Target: s.Units[i].ID}
	for k := range s.Counters {
		if kv, ok := strings.CutPrefix(k, ctDeclaredArg); ok {
			key, val, _ := strings.Cut(kv, "=")
			if a.Args == nil {
				a.Args = map[string]string{}
			}
			a.Args[key] = val
		}
	}
	return a, true
}

// otherSide is the side of e not in its turn, −1 if none.
func otherSide(s *rules.State, e *engagement) int {
	for _, u := range e.units {
		if u.Side != s.Active {
			return u.Side
		}
	}
	return -1
}

// declarer is the side whose declaration a fight waits for, if one does.
func declarer(s *rules.State) (int, bool) {
	fa, ok := pendingFight(s)
	if !ok {
		return 0, false
	}
	e, ok := engagementOf(s, fa.Target)
	if !ok {
		return 0, false
	}
	side := otherSide(s, &e)
	return side, side >= 0
}

// declarePending is the violation for any action but the declaration
// awaited, or nil.
func declarePending(s *rules.State) *rules.Violation {
	side, ok := declarer(s)
	if !ok {
		return nil
	}
	return &rules.Violation{Code: "declare-pending", Rule: "WME §9.2 [L1336]",
		Msg: fmt.Sprintf("%s must first declare their choices for the fight, before the dice (whom their elements attack, their commander's and sword's element, their Banner of Luck)", s.Sides[side].Name)}
}

// declaration is the other player's choices in p that would change the
// dice, by kind: a variant of offer o (his declaration of nothing) for
// each.
type declaration struct {
	targets, bonuses, swords, luck []rules.Offer
}

func (d declaration) offers() []rules.Offer {
	return slices.Concat(d.targets, d.bonuses, d.swords, d.luck)
}

// what says which choices d leaves the player.
func (d declaration) what() string {
	var parts []string
	if len(d.targets) > 0 {
		parts = append(parts, "whom their elements attack")
	}
	if len(d.bonuses) > 0 {
		parts = append(parts, "which element has their commander's bonus")
	}
	if len(d.swords) > 0 {
		parts = append(parts, "which element has their sword's")
	}
	if len(d.luck) > 0 {
		parts = append(parts, "whether they arm their Banner of Luck")
	}
	return strings.Join(parts, ", ")
}

// declareChoices are the choices of side, the other player, in round p
// that change the dice, as variants of o (wme.md §9.2, §11.1, §11.5: the
// same variants as the phasing player's fight offers).
func declareChoices(s *rules.State, p fightPlan, side int, o rules.Offer) declaration {
	check := func(a rules.Action) error {
		_, err := withDeclaration(s, p, a)
		return err
	}
	u := fightLuckUnit(&p.e, side)
	return declaration{
		targets: targetOffers(s, &p.e, o, check),
		bonuses: bonusOffers(s, &p.e, o, check),
		swords:  swordOffers(s, &p.e, o, check),
		luck:    luckOffer(o, u, luckDice(&p.e, u), HitOpen),
	}
}

// declareOffer is side's declaration of nothing in round p: the rules
// pick for him.
func declareOffer(s *rules.State, p fightPlan, side int) rules.Offer {
	return rules.Offer{Action: rules.Action{Kind: KindDeclare, Side: side, Target: p.action.Target},
		Label: fmt.Sprintf("%s declare", s.Sides[side].Name)}
}

// askDeclaration makes round p wait for the other player's declaration
// when he has a choice that changes the dice, and says so.
func askDeclaration(s *rules.State, p fightPlan) (rules.Event, bool) {
	side := otherSide(s, &p.e)
	if side < 0 {
		return rules.Event{}, false
	}
	d := declareChoices(s, p, side, declareOffer(s, p, side))
	if len(d.offers()) == 0 {
		return rules.Event{}, false
	}
	keepFight(s, p.action)
	return rules.Event{Kind: "declare", Side: side, Unit: p.action.Target,
		Text: fmt.Sprintf("Combat: %s, round %d — %s declare before the dice: %s (WME §9.2 [L1336], §11.1 [L2075], §11.5)",
			p.e.title(s), p.round, s.Sides[side].Name, d.what())}, true
}

// withDeclaration is round p with the declaration a of the other player
// added to the phasing player's choices, once checked.
func withDeclaration(s *rules.State, p fightPlan, a rules.Action) (fightPlan, error) {
	e, err := checkChoices(s, a, p.e, p.picks.attacks)
	if err != nil {
		return p, err
	}
	luck, err := parseLuck(a, fightLuckUnit(&e, a.Side))
	if err != nil {
		return p, err
	}
	mine := fightPicksOf(a)
	attacks := maps.Clone(p.picks.attacks)
	maps.Copy(attacks, mine.attacks)
	p.e = e
	p.picks = fightPicks{attacks: attacks, bonus: joinList(p.picks.bonus, mine.bonus), fate: joinList(p.picks.fate, mine.fate)}
	p.lucks = append(slices.Clone(p.lucks), luck)
	return p, nil
}

// joinList joins two comma-separated element lists.
func joinList(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return a + "," + b
}

// planDeclare checks the declaration a and makes the round waiting for it
// ready for the dice.
func planDeclare(s *rules.State, a rules.Action) (fightPlan, error) {
	if s.Phase != PhaseCombat {
		return fightPlan{}, &rules.Violation{Code: "phase", Rule: "WME §5", Msg: fmt.Sprintf("choices before the dice are declared in the Combat phase, not in the %s phase", s.Phase)}
	}
	fa, ok := pendingFight(s)
	if !ok {
		return fightPlan{}, &rules.Violation{Code: "no-declare", Rule: "WME §9.2 [L1336]",
			Msg: "no fight waits for a declaration: the player not in his turn declares when the fight is started and his choices would change its dice"}
	}
	p, err := planFight(s, fa)
	if err != nil {
		return fightPlan{}, err
	}
	if side := otherSide(s, &p.e); a.Side != side {
		return fightPlan{}, &rules.Violation{Code: "not-yours", Rule: "WME §9.2 [L1336]",
			Msg: fmt.Sprintf("%s declare their own choices before the dice", s.Sides[side].Name)}
	}
	return withDeclaration(s, p, a)
}

// applyDeclare fights the round waiting for declaration a with both
// players' choices.
func applyDeclare(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	p, err := planDeclare(s, a)
	if err != nil {
		return nil, err
	}
	forgetFight(s)
	ev := rules.Event{Kind: "declare", Side: a.Side, Unit: p.action.Target,
		Text: fmt.Sprintf("%s declare: %s (WME §9.2 [L1336])", s.Sides[a.Side].Name, declaredText(s, a))}
	evs, err := fightRound(s, p, d)
	if err != nil {
		return nil, err
	}
	return append([]rules.Event{ev}, evs...), nil
}

// declaredText says what declaration a chose.
func declaredText(s *rules.State, a rules.Action) string {
	var parts []string
	var bases []string
	for k := range a.Args {
		if b, ok := strings.CutPrefix(k, ArgAttackPrefix); ok {
			bases = append(bases, b)
		}
	}
	sort.Strings(bases)
	for _, b := range bases {
		t := a.Args[ArgAttackPrefix+b]
		if u, ok := s.Unit(t); ok {
			t = u.Title()
		}
		parts = append(parts, fmt.Sprintf("%s attacks %s", s.BaseName(b), t))
	}
	if v := a.Args[ArgCommanderElement]; v != "" {
		parts = append(parts, "the commander's bonus on "+s.BaseName(v))
	}
	if v := a.Args[ArgFate]; v != "" {
		parts = append(parts, "the sword's +1 on "+s.BaseName(v))
	}
	if v := a.Args[ArgLuck]; v != "" {
		parts = append(parts, "the Banner of Luck re-rolls fewer than "+v+" hits")
	}
	if len(parts) == 0 {
		return "as the rules pick"
	}
	return strings.Join(parts, "; ")
}

// declareOffers are, while a fight waits for a declaration, the
// declaration of nothing (the rules' pick, first) and each choice that
// changes the dice, for the declaring player or the one in his turn
// (hotseat).
func declareOffers(s *rules.State, side int) []rules.Offer {
	fa, ok := pendingFight(s)
	if !ok {
		return nil
	}
	p, err := planFight(s, fa)
	if err != nil {
		return nil
	}
	def := otherSide(s, &p.e)
	if def < 0 || side != def && side != s.Active {
		return nil
	}
	o := declareOffer(s, p, def)
	d := declareChoices(s, p, def, o)
	rulesPick := o
	rulesPick.Label += ": as the rules pick"
	rulesPick.Detail = append(rulesPickDetail(s, &p.e, def, d), "the choices before the dice of the player not in his turn (WME §9.2 [L1336])")
	return append([]rules.Offer{rulesPick}, d.offers()...)
}

// rulesPickDetail says what the rules pick for side's elements in e
// where d leaves him a choice.
func rulesPickDetail(s *rules.State, e *engagement, side int, d declaration) []string {
	var lines []string
	units, mine := fighterUnits(e, side)
	for _, u := range units {
		for _, f := range mine[u.ID] {
			if b, ok := s.Base(f.base); ok && len(attackOptions(s, b)) > 1 {
				lines = append(lines, fmt.Sprintf("%s attacks %s, the enemy it touches along the most edge ([L1338])", s.Called(f.base), f.target.Title()))
			}
		}
		first := mine[u.ID][0].base
		if bonus, hero := commanderBonus(s, u); bonus > 0 && len(d.bonuses) > 0 {
			lines = append(lines, fmt.Sprintf("%s's +%d on %s, the first fighting element ([L2075])", hero, bonus, s.Called(first)))
		}
		if len(swordBonusAtFight(s, u)) > 0 && len(d.swords) > 0 {
			lines = append(lines, fmt.Sprintf("the sword's +1 on %s, the first fighting element ([L2422])", s.Called(first)))
		}
	}
	if len(d.luck) > 0 {
		lines = append(lines, "the Banner of Luck kept for later ([L2390]: once per battle)")
	}
	return lines
}
