package pagaille

import (
	"fmt"
	"slices"

	"plateau/rules"
	"plateau/rules/block"
	"plateau/rules/dice"
)

// KindFight resolves the melee a charge brought about (bep §9): the
// charge's move into contact leaves it waiting, and nothing else may be
// done until it is fought (§7.4 step 6: "resolve it at once").
const KindFight = "fight"

// ctMeleeTarget is 1 + the unit charged, while the melee waits.
const ctMeleeTarget = "melee-target"

// fighter is one unit in a melee (bep §9.2: several units may be in
// contact; each is split into its own combats, L235-238).
type fighter struct {
	u       *rules.Unit
	blocks  []block.Block
	stats   Stats
	res     int      // what its hits are saved against (A12 for a machine)
	bonus   int      // +1 charging (L179-181), +1 a consolidated defender charged (L273-281)
	attacks []attack // its dice, by target
	unsaved int      // hits it suffered and did not save (L200-203)
}

// attack is a fighter's dice at one enemy with one modifier.
type attack struct {
	target int // index among the fighters
	dice   int
	mod    int
	hits   int
}

// meleeOf is every unit in the melee of charger c and the unit charged t:
// they, and every unit of figures in contact with one of the melee's
// units of the other army, until none is added (§9.2).
func meleeOf(s *rules.State, c, t *rules.Unit, st Settings) []*fighter {
	fs := []*fighter{newFighter(s, c, st), newFighter(s, t, st)}
	for k := 0; k < len(fs); k++ {
		for i := range s.Units {
			o := &s.Units[i]
			if o.Side == fs[k].u.Side || !isTroop(o) || !onTable(o) || slices.ContainsFunc(fs, func(f *fighter) bool { return f.u == o }) {
				continue
			}
			ob := blocksOf(s, o)
			if touchingBlocks(ob, fs[k].blocks) {
				fs = append(fs, newFighter(s, o, st))
			}
		}
	}
	return fs
}

func newFighter(s *rules.State, u *rules.Unit, st Settings) *fighter {
	us, _ := statsOf(u)
	return &fighter{u: u, blocks: blocksOf(s, u), stats: us, res: resistance(u, st)}
}

// touchingBlocks reports whether a figure of as touches one of bs (G4).
func touchingBlocks(as, bs []block.Block) bool {
	for _, a := range as {
		for _, b := range bs {
			if block.InContact(a, b) {
				return true
			}
		}
	}
	return false
}

// aim sets each fighter's dice (bep §9.1 step 1, L173-178, L1123-1138):
// a die for each figure touching an enemy figure, a corner contact
// included; two for a unit with two one-handed weapons (A17); with
// polearms (not cavalry) a die at −1 for the figure of the second rank
// directly behind an engaged front-rank figure (G6). A figure touching
// several enemy units strikes one (§9.2 PROPOSED, the owner's choice;
// the rules' pick: the unit charged for the charger, the charger for the
// others, else the first in the melee).
func aim(fs []*fighter) {
	var engaged, behind []int
	var taken []int // 1 + the target a figure of the block strikes, 0 for none
	for i, f := range fs {
		order := targetsOf(fs, i)
		per := 1
		if hasTwoWeapons(f.u) {
			per = 2
		}
		polearm := hasPolearm(f.u) && f.u.Type != TypeCavalry && !skirmishers(f.u)
		for _, b := range f.blocks {
			taken = slices.Grow(taken[:0], b.Layout().Slots())[:b.Layout().Slots()]
			clear(taken)
			for _, j := range order {
				engaged = engaged[:0]
				for _, tb := range fs[j].blocks {
					engaged = block.AppendEngaged(engaged, b, tb)
				}
				n := 0
				for _, slot := range engaged {
					if taken[slot] == 0 {
						taken[slot] = 1 + j
						n++
					}
				}
				if isMachine(f.u) && n > 0 {
					n = figuresLeft(f.u) // the crew fight around their machine (A12 PROPOSED)
				}
				if n > 0 {
					f.attacks = append(f.attacks, attack{target: j, dice: n * per, mod: f.bonus})
				}
			}
			if polearm {
				f.attacks = appendSecondRank(f.attacks, b, taken, behind, f.bonus)
			}
		}
	}
}

// appendSecondRank adds a polearm unit's dice at −1 (bep §3.11,
// L1123-1128; G6): for each front-rank figure striking, the figure of
// the same file directly behind it, when that one strikes no enemy of
// its own, at the same target.
func appendSecondRank(attacks []attack, b block.Block, taken, buf []int, bonus int) []attack {
	start := len(attacks)
	for slot, t := range taken {
		if t == 0 {
			continue
		}
		if r, _ := b.Layout().RankFile(slot); r != 0 {
			continue
		}
		buf = b.AppendBehind(buf[:0], []int{slot})
		if len(buf) == 0 || taken[buf[0]] != 0 {
			continue
		}
		if k := slices.IndexFunc(attacks[start:], func(a attack) bool { return a.target == t-1 }); k >= 0 {
			attacks[start+k].dice++
			continue
		}
		attacks = append(attacks, attack{target: t - 1, dice: 1, mod: bonus - 1})
	}
	return attacks
}

// targetsOf is the enemies of fs[i], in the order its figures pick them.
func targetsOf(fs []*fighter, i int) []int {
	var out []int
	pref := 1 // the charger strikes the unit charged first
	if fs[i].u.Side == fs[1].u.Side {
		pref = 0 // the charged side strikes the charger first
	}
	out = append(out, pref)
	for j := range fs {
		if j != pref && fs[j].u.Side != fs[i].u.Side {
			out = append(out, j)
		}
	}
	return out
}

// melee is a melee's outcome for the events and the tests.
type melee struct {
	fighters []*fighter
	losses   [2]int // unsaved hits suffered by each army (L240-246)
	loser    int    // the army that lost, -1 on a tie (L209-223)
}

// resolveMelee rolls a melee in s (bep §9.1 steps 1-4, §9.2 steps 1-2):
// every fighter's dice, a natural 1 failing whatever the modifiers
// (L179-181), a score at or above the enemy's CC hitting (L183-185); each
// hit saved by its target on the save table against the striker's melee
// strength (L186-198); the unsaved hits recorded, not yet removed
// (simultaneous, L200-207). The army that suffered more unsaved hits
// loses (A20, L244-246); equal is a tie.
func resolveMelee(fs []*fighter, st Settings, d dice.Roller) (melee, []rules.Event, error) {
	aim(fs)
	m := melee{fighters: fs, loser: -1}
	var evs []rules.Event
	for _, f := range fs {
		for k := range f.attacks {
			a := &f.attacks[k]
			tg := fs[a.target]
			ev := rules.Event{Kind: "roll", Side: f.u.Side, Unit: f.u.ID}
			for range a.dice {
				face, err := d.Roll(6)
				if err != nil {
					return m, nil, fmt.Errorf("pagaille: %w", err)
				}
				ev.Rolls = append(ev.Rolls, dice.Roll{Sides: 6, Value: face})
				if face != 1 && face+a.mod >= tg.stats.CC {
					a.hits++
				}
			}
			force := meleeForce(f.u, f.stats)
			forces := make([]int, a.hits)
			for i := range forces {
				forces[i] = force
			}
			unsaved, sev, err := savesOf(tg, forces, st, d)
			if err != nil {
				return m, nil, err
			}
			tg.unsaved += unsaved
			ev.Text = fmt.Sprintf("%d dice at %+d against CC %d: %d hits (bep §9.1 [L173-185])", a.dice, a.mod, tg.stats.CC, a.hits)
			ev.Facts = []rules.Fact{{Name: "hits", Value: a.hits, Of: tg.u.ID, Text: fmt.Sprintf("of %d dice", a.dice), Rule: "bep §9.1 [L173-185]"}}
			evs = append(evs, ev)
			if a.hits > 0 {
				sev.Text = fmt.Sprintf("saves F%d against Res %d: %d unsaved (bep §3.10)", force, tg.res, unsaved)
				evs = append(evs, sev)
			}
		}
	}
	for _, f := range fs {
		m.losses[f.u.Side] += f.unsaved
	}
	switch {
	case m.losses[0] > m.losses[1]:
		m.loser = 0
	case m.losses[1] > m.losses[0]:
		m.loser = 1
	}
	return m, evs, nil
}

// savesOf rolls a fighter's saves (bep §3.10, L186-198).
func savesOf(tg *fighter, forces []int, st Settings, d dice.Roller) (int, rules.Event, error) {
	unsaved, rolls, err := st.SaveMode.rollSaves(tg.res, forces, d)
	if err != nil {
		return 0, rules.Event{}, err
	}
	return unsaved, rules.Event{Kind: "roll", Side: tg.u.Side, Unit: tg.u.ID, Rolls: rolls,
		Facts: []rules.Fact{{Name: "unsaved", Value: unsaved, Of: tg.u.ID, Text: fmt.Sprintf("of %d hits", len(forces)), Rule: "bep §3.10, A3"}}}, nil
}
