package pagaille

import (
	"fmt"

	"plateau/rules"
)

// ShotOdds are a Shoot order's chances, exact (bep §6.4, §8, §10.1): the
// command test failing (none for a free first order), then, the shot
// made, Casualties[k] the chance of k casualties (the figures the
// target has left at most) and Rout[k] the chance that k casualties
// bring a rout test that routs it (A8, A34).
type ShotOdds struct {
	Fail             float64
	Casualties, Rout []float64
}

// shotOdds counts the order p's chances at its target tg; false for a
// war machine's shot or grenades (their hits scatter or burst over other
// units, §11.2, G13) and for a save the table cannot read. Every
// shooter's die is independent: it hits with the faces from its need to
// 6, a natural 1 missing (A32); a hit is unsaved with the faces below
// the save table's number (§3.10, as saveMode reads it). A musket's
// natural 1s (L1200-1205) hurt the shooters, not the target: they change
// nothing here.
func shotOdds(p orderPlan, tg *rules.Unit, st Settings) (ShotOdds, bool) {
	f := p.fire
	if f.machine != "" || f.weapon == Grenades {
		return ShotOdds{}, false
	}
	res := resistance(tg, st)
	dist := []float64{1}
	for _, v := range f.volleys {
		save, err := st.SaveMode.Save(min(max(v.shot.Force, MinStat), MaxStat), res)
		if err != nil {
			return ShotOdds{}, false
		}
		hit := float64(max(0, 7-max(v.shot.Need(f.tir), 2))) / 6
		dist = addBinomial(dist, v.figures, hit*float64(min(max(save-1, 0), 6))/6)
	}
	left := figuresLeft(tg)
	if len(dist) > left+1 { // no more casualties than figures (removeFigures)
		for _, q := range dist[left+1:] {
			dist[left] += q
		}
		dist = dist[:left+1]
	}
	o := ShotOdds{Casualties: dist, Rout: make([]float64, len(dist))}
	if p.test {
		o.Fail = 1 - atMost2D6(p.officer.Cd)
	}
	routs := 1 - atMost2D6(unitCd(tg, st)) // 2D6 above its Cd (L257-263)
	for k := 1; k < len(dist); k++ {
		if n := left - k; n > 0 && tg.Status[stRouted] == 0 && st.MustTestRout(n, startStrength(tg)) {
			o.Rout[k] = dist[k] * routs
		}
	}
	return o, true
}

// atMost2D6 is the chance that 2D6 total at most n.
func atMost2D6(n int) float64 {
	ways := 0
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			if a+b <= n {
				ways++
			}
		}
	}
	return float64(ways) / 36
}

// shotOddsText words a Shoot order's chances: the test failing, then
// each number of casualties (the unlikely last ones together, "5 or
// more"), with the chance that the target then routs.
func shotOddsText(s *rules.State, tg *rules.Unit, o ShotOdds) rules.Odds {
	var out rules.Odds
	pass := 1 - o.Fail
	if o.Fail > 0 {
		out.Outcomes = append(out.Outcomes, rules.Outcome{Text: "Command test failed: no shot", P: o.Fail})
	}
	name := s.UnitName(tg.ID)
	for k := 0; k < len(o.Casualties); k++ {
		p, rout, last := o.Casualties[k], o.Rout[k], k
		tail := 0.0
		for _, q := range o.Casualties[k+1:] {
			tail += q
		}
		if tail < 0.01 && k+1 < len(o.Casualties) { // the rest together
			for j := k + 1; j < len(o.Casualties); j++ {
				p, rout, last = p+o.Casualties[j], rout+o.Rout[j], j
			}
		}
		oc := rules.Outcome{Text: casualtiesText(k, last, len(o.Casualties)-1, name), P: pass * p}
		if rout > 0 {
			oc.Then = fmt.Sprintf("a rout test: %s routs %.0f%%", name, 100*rout/p)
		}
		out.Outcomes = append(out.Outcomes, oc)
		k = last
	}
	out.Note = "every die counted; the rout test's chance is the target's, at or below the rout trigger (bep §8, A8, A34)"
	return out
}

// casualtiesText is k (to last) casualties of at most most on name.
func casualtiesText(k, last, most int, name string) string {
	switch {
	case k == last && k == 0:
		return "No casualty on " + name
	case k == last && k == 1:
		return "1 casualty on " + name
	case k == last:
		return fmt.Sprintf("%d casualties on %s", k, name)
	case last == most:
		return fmt.Sprintf("%d or more casualties on %s", k, name)
	}
	return fmt.Sprintf("%d to %d casualties on %s", k, last, name)
}
