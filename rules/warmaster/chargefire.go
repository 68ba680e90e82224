package warmaster

import (
	"fmt"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Shooting at chargers (wme.md §8.8 and §7.5 item 13; [L750-752],
// [L1233-1247]): the units a charge engages, the target and every unit
// its bases touch ([L800], [L832]), shoot at the charging unit as it
// comes in, out of the sequence of play, and so do those an advance
// engages ([L1767]).

// volley is the elements of one engaged unit that shoot at a charger.
type volley struct {
	unit       string
	bases      []string
	commanders []commanderShot // joined commanders shooting with it ([L2069])
}

// dice is how many dice the volley rolls: the unit's shots per element
// and each joined commander's shots.
func (v volley) dice(t *rules.Unit) int {
	n := max(1, int(t.Profile[keyShots])) * len(v.bases)
	if flag(t, keyVolleyGun) {
		n = volleyGunBands[0].dice * len(v.bases) // at the shortest distance (specialsgun.go)
	}
	for _, c := range v.commanders {
		n += c.dice()
	}
	return n
}

// chargeVolleys lists who shoots at mover as it charges (or advances)
// into the units engaged, its bases going to poses: in each engaged unit
// with a shooting profile, the elements not already touching an enemy
// element when the charge starts ([L1237]) that have a line of fire
// (fireTest: range, zone of fire, sight and G9) to some element of the
// charging unit "at some moment of its charge" ([L1239]), read as at its
// start poses or at its end poses. Confusion does not stop a unit
// shooting ([L1831-1835] list what it stops). s is not changed: the end
// poses are tried on a copy of the table.
func chargeVolleys(s *rules.State, mover *rules.Unit, engagedIDs []string, poses map[string]geom.Pose) []volley {
	type cand struct {
		unit  string
		bases []string
		ready map[string]bool
	}
	var cands []cand
	for _, id := range engagedIDs {
		t, ok := s.Unit(id)
		if !ok || t.Side == mover.Side || IsCommander(t.Type) || !shooter(t) || flag(t, keyNoChargerFire) || len(t.Bases) == 0 {
			continue
		}
		c := cand{unit: t.ID, ready: map[string]bool{}}
		for _, bid := range t.Bases {
			b, ok := s.Base(bid)
			if !ok || len(enemyContacts(s, b)) > 0 {
				continue // already in contact: it fights instead ([L1237])
			}
			c.bases = append(c.bases, bid)
			c.ready[bid] = canFireAt(s, t, b.Shape, mover)
		}
		if len(c.bases) > 0 {
			cands = append(cands, c)
		}
	}
	if len(cands) == 0 {
		return nil
	}
	n := withPoses(s, poses)
	var out []volley
	for _, c := range cands {
		t, _ := n.Unit(c.unit)
		v := volley{unit: c.unit}
		for _, bid := range c.bases {
			b, _ := n.Base(bid)
			if c.ready[bid] || canFireAt(n, t, b.Shape, mover) {
				v.bases = append(v.bases, bid)
			}
		}
		v.commanders = chargeCommanderShots(s, n, t, mover, c.bases)
		if len(v.bases) > 0 || len(v.commanders) > 0 {
			out = append(out, v)
		}
	}
	return out
}

// canFireAt reports whether element b of unit t has a line of fire to
// some element of unit m (wme.md §8.1-8.3), m's engagement aside: the
// exception of [L1235] is precisely that it is shot at while charging.
// An element of m flush against b's front edge is in its line of fire
// (range 0, in its zone, G9 met along the contact): lineOfFire looks for
// points ahead of the front edge, which such an element hides behind
// its own body.
func canFireAt(s *rules.State, t *rules.Unit, b geom.Rect, m *rules.Unit) bool {
	for _, id := range m.Bases {
		e, ok := s.Base(id)
		if !ok {
			continue
		}
		if c, ok := table.Touching(b, e.Shape); ok && c.Kind == table.EdgeToEdge && firesFrom(t, c.EdgeA) && c.Overlap > 0 { // a 360° shooter's rear too ([L1125])
			return true
		}
		if _, f := fireTest(s, t, b, e.Shape); f == fireOK {
			return true
		}
	}
	return false
}

// fireAtCharger resolves the volleys at mover, which has just made its
// charge (what: "charge" or "advance"), before anything else moves
// ([L1241]): for each shooting unit in turn, its shots' dice hit on 4+,
// as a charging or advancing element is always in the open ([L1173]),
// an armour save per hit ([L1189]), and the wounds kept on the charger,
// an element removed for every full Hits ([L1195-1197]). The wounds
// cause no drive back ([L1247]: they are not shooting-phase wounds) and
// count for the shooters' side in the charger's first combat round
// ([L1079], [L1245]; stChargeShot, as far as the unit could take them,
// L1384). The shots are automatic: the owner always takes them (doc.go).
func fireAtCharger(s *rules.State, mover *rules.Unit, vs []volley, what string, d dice.Roller) ([]rules.Event, error) {
	var evs []rules.Event
	hits := hitsPerElement(mover)
	for _, v := range vs {
		if len(mover.Bases) == 0 {
			break // nothing left to shoot at
		}
		t, _ := s.Unit(v.unit)
		var bases []string
		for _, id := range v.bases {
			if _, ok := s.Base(id); ok {
				bases = append(bases, id)
			}
		}
		var cs []commanderShot
		for _, c := range v.commanders {
			if _, ok := s.Base(c.base); ok {
				cs = append(cs, c)
			}
		}
		if len(bases) == 0 && len(cs) == 0 {
			continue
		}
		hr, err := rollN(d, volley{bases: bases, commanders: cs}.dice(t))
		if err != nil {
			return nil, err
		}
		rolls := append([]dice.Roll(nil), hr...)
		fromBase, _ := s.Base(append(bases, commanderBases(cs)...)[0])
		from := fromBase.Shape // a copy: a Ka-boom removes the base (specialsgun.go)
		pc := chargerCover(mover)
		nh, gunText, gunLost := count(hr, pc.Need()), "", []rules.Event(nil)
		if flag(t, keyVolleyGun) { // the misfire chart (specialsgun.go)
			nh, gunText, gunLost = gunAtCharger(s, t, bases, hr, pc.Need())
		}
		text := fmt.Sprintf("%s shoot at the %s of %s (WME §8.8 [L1235]) with %s: %d dice need %d+ (%s, [L1173]) %s = %s",
			t.Title(), what, mover.Title(), volleyWho(bases, cs), len(hr), pc.Need(), pc, faces(hr)+gunText, plural(nh, "hit"))
		wounds, armour, saved := nh, chargerSave(t, mover), 0
		if armour > 0 && nh > 0 { // Banner of Protection (items.go)
			sr, err := rollN(d, nh)
			if err != nil {
				return nil, err
			}
			rolls = append(rolls, sr...)
			saved = count(sr, armour)
			wounds -= saved
			text += fmt.Sprintf("; saves %d+ %s = %d saved", armour, faces(sr), saved)
		}
		var turned string
		wounds, turned = tenacity(s, mover, wounds) // shooting wounds too (items.go)
		text += turned + "; " + plural(wounds, "wound")
		facts := append(hitFacts("", len(hr), pc, "WME §8.8 [L1235], §8.5 [L1173]"), saveFacts("", nh, armour, saved)...)
		facts = append(facts, rules.Fact{Name: FactWounds, Value: wounds, Text: "wounds on " + mover.Title()})
		mover.SetStatus(stChargeShot, status(mover, stChargeShot)+min(wounds, capacity(mover)))
		mover.SetStatus(stWounds, status(mover, stWounds)+wounds)
		var lost []rules.Event
		for status(mover, stWounds) >= hits && len(mover.Bases) > 0 {
			id := casualty(s, mover, from, true)
			removeBase(s, mover, id)
			if len(mover.Bases) > 0 {
				mover.SetStatus(stWounds, status(mover, stWounds)-hits)
			}
			lost = append(lost, rules.Event{Kind: "casualty", Side: mover.Side, Unit: mover.ID, Base: id,
				Text: fmt.Sprintf("%s lose an element, %s", mover.Title(), s.StandName(id))})
			text += fmt.Sprintf("; %s lose an element, %s", mover.Title(), s.StandName(id))
		}
		switch {
		case len(mover.Bases) == 0:
			mover.SetStatus(stChargeShot, 0)
			text += fmt.Sprintf("; %s are destroyed", mover.Title())
		case wounds > 0:
			text += "; the wounds count in the first round of combat and drive nobody back ([L1245-1247])"
		}
		evs = append(evs, rules.Event{Kind: "shoot", Side: t.Side, Unit: t.ID, Rolls: rolls, Facts: facts, Text: text})
		evs = append(evs, lost...)
		evs = append(evs, gunLost...)
	}
	return evs, nil
}

// volleyDetail describes the volleys for an offer, so that the player
// knows before he confirms a charge or an advance (wme.md §8.8).
// whom is "chargers" or "advancing unit".
func volleyDetail(s *rules.State, vs []volley, whom string) []string {
	var out []string
	for _, v := range vs {
		t, _ := s.Unit(v.unit)
		out = append(out, fmt.Sprintf("%s will shoot at the %s first: %s, %d dice, 4+ to hit (WME §8.8 [L1235-1241])",
			t.Title(), whom, volleyWho(v.bases, v.commanders), v.dice(t)))
	}
	return out
}

// volleyWho says who shoots in a volley: "2 elements", "2 elements and
// hero (from xb.1)".
func volleyWho(bases []string, cs []commanderShot) string {
	var who []string
	if len(bases) > 0 {
		who = append(who, plural(len(bases), "element"))
	}
	for _, c := range cs {
		who = append(who, fmt.Sprintf("%s (from %s, [L2069])", c.commander.Title(), rules.StandOf(c.base)))
	}
	return strings.Join(who, " and ")
}

func commanderBases(cs []commanderShot) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.base
	}
	return out
}
