package script

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// Players see names, never ids (DESIGN.md; issue 11, "Internal ids instead
// of names"): the sample battles are played press by press and every text
// a player can read on the way (each offer's label, detail and disabled
// reason for the bases selected, for no selection and for a stand of every
// unit; the refusal of a move too long for each base of the side to play;
// every event of the log) is scanned for the ids of the scenario's units
// and bases. Every offer that names bases in its Action lists them in its
// Bases field, for the table to highlight while the offer is hovered.
func TestSampleBattlesShowNamesNotIds(t *testing.T) {
	if testing.Short() {
		t.Skip("plays two whole battles")
	}
	type script struct {
		name, scenario, file string
		seed                 uint64
	}
	var scripts []script
	for _, b := range battles {
		scripts = append(scripts, script{b.scenario, b.scenario, b.file, b.seed})
	}
	for _, b := range scriptedBattles {
		if b.names {
			scripts = append(scripts, script{b.file, b.scenario, b.file, b.seed})
		}
	}
	for _, b := range scripts {
		t.Run(b.name, func(t *testing.T) {
			cmds := readScript(t, b.file)
			m := newMatch(t, b.scenario, b.seed)
			ids := scenarioIDs(m.State())
			sc := &idScan{t: t, ids: ids, seen: map[string]bool{}}
			of := m.Rules().(rules.Offerer)
			from := 0 // a chunk is one command with the dice and refusal expected before it
			for i, c := range cmds {
				if c.Verb == "dice" || c.Verb == "expect" && c.Args[0] == "refused" {
					continue
				}
				s := m.State()
				var sel []string
				if c.Verb == "offer" && c.Args[0] != "-" {
					sel = strings.Split(c.Args[0], ",")
				}
				sc.offers(s, of.Offers(s, s.Active, sel), sel)
				sc.offers(s, of.Offers(s, s.Active, nil), nil)
				sc.offers(s, of.Offers(s, 1-s.Active, nil), nil)
				if i%7 == 0 { // every unit's offers, now and then
					for _, u := range s.Units {
						if len(u.Bases) == 0 {
							continue
						}
						one := []string{u.Bases[0]}
						sc.offers(s, of.Offers(s, u.Side, one), one)
						sc.refusal(s, m.Rules(), u)
					}
				}
				if _, err := Run(m, cmds[from:i+1]); err != nil {
					t.Fatal(err)
				}
				from = i + 1
			}
			for _, e := range m.Events() {
				sc.text("event "+e.Kind, e.Text)
			}
			if sc.texts < 100 {
				t.Errorf("only %d texts scanned", sc.texts)
			}
			t.Logf("%d texts scanned, %d offers checked for their bases", sc.texts, sc.checked)
		})
	}
}

// TestPlayedBattlesShowNamesNotIds scans as TestSampleBattlesShowNamesNotIds
// does the battles each ruleset's test player fights on the sample
// scenarios with other dice, which reach other phases and choices than the
// scripts (evades, pursuits, rallies, routs).
func TestPlayedBattlesShowNamesNotIds(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole battles")
	}
	for _, b := range battles {
		for _, seed := range []uint64{2, 3} {
			t.Run(fmt.Sprintf("%s/%d", b.scenario, seed), func(t *testing.T) {
				m := newMatch(t, b.scenario, seed)
				sc := &idScan{t: t, ids: scenarioIDs(m.State()), seen: map[string]bool{}}
				of := m.Rules().(rules.Offerer)
				p := b.player()
				for step := 0; m.State().Phase != "over" && step < 3000; step++ {
					s := m.State()
					c, ok := p.Next(of, s)
					if !ok {
						break
					}
					sc.offers(s, of.Offers(s, s.Active, c.Selected), c.Selected)
					sc.offers(s, of.Offers(s, 1-s.Active, nil), nil)
					if step%11 == 0 {
						for _, u := range s.Units {
							if len(u.Bases) > 0 {
								one := []string{u.Bases[0]}
								sc.offers(s, of.Offers(s, u.Side, one), one)
								sc.refusal(s, m.Rules(), u)
							}
						}
					}
					sel := "-"
					if len(c.Selected) > 0 {
						sel = strings.Join(c.Selected, ",")
					}
					cmds, err := Parse("played", strings.NewReader(fmt.Sprintf("offer %s %s", sel, c.Label)))
					if err != nil {
						t.Fatal(err)
					}
					if _, err := Run(m, cmds); err != nil {
						t.Fatalf("step %d: %v", step, err)
					}
				}
				for _, e := range m.Events() {
					sc.text("event "+e.Kind, e.Text)
				}
				t.Logf("%d texts scanned, %d offers checked for their bases, %d events", sc.texts, sc.checked, len(m.Events()))
			})
		}
	}
}

type idScan struct {
	t       *testing.T
	ids     []string // longest first
	seen    map[string]bool
	texts   int
	checked int
}

// scenarioIDs are the ids of the state's units and bases, longest first so
// that a base's id is reported rather than its unit's.
func scenarioIDs(s *rules.State) []string {
	var ids []string
	for _, u := range s.Units {
		ids = append(ids, u.ID)
		ids = append(ids, u.Bases...)
	}
	sort.Slice(ids, func(i, j int) bool { return len(ids[i]) > len(ids[j]) })
	return ids
}

func idChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_'
}

// findID is the first id that text contains as a word of its own (a
// unit's id followed by a full stop ending the sentence counts).
func findID(text string, ids []string) string {
	for _, id := range ids {
		for from := 0; ; {
			k := strings.Index(text[from:], id)
			if k < 0 {
				break
			}
			k += from
			end := k + len(id)
			before := k == 0 || !idChar(text[k-1]) && text[k-1] != '.'
			after := end == len(text) || !idChar(text[end]) &&
				!(text[end] == '.' && end+1 < len(text) && text[end+1] >= '0' && text[end+1] <= '9')
			if before && after {
				return id
			}
			from = k + 1
		}
	}
	return ""
}

func (sc *idScan) text(where, text string) {
	sc.texts++
	if text == "" {
		return
	}
	if id := findID(text, sc.ids); id != "" {
		key := where + "|" + text
		if !sc.seen[key] {
			sc.seen[key] = true
			if len(sc.seen) <= 60 {
				sc.t.Errorf("%s names %s: %q", where, id, text)
			}
		}
	}
}

func (sc *idScan) offers(s *rules.State, os []rules.Offer, sel []string) {
	for _, o := range os {
		sc.text("offer label", o.Label)
		for _, d := range o.Detail {
			sc.text("offer detail ("+o.Label+")", d)
		}
		sc.text("offer disabled ("+o.Label+")", o.Disabled)
		sc.bases(s, o)
	}
}

// bases checks that the offer lists in Bases every base its action moves
// or names, and a base of every unit it names.
func (sc *idScan) bases(s *rules.State, o rules.Offer) {
	listed := map[string]bool{}
	for _, b := range o.Bases {
		listed[b] = true
	}
	var refs []string
	for _, mv := range o.Action.Moves {
		refs = append(refs, mv.Base)
	}
	if o.Action.Target != "" {
		refs = append(refs, o.Action.Target)
	}
	for _, v := range o.Action.Args {
		refs = append(refs, strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' || r == ';' })...)
	}
	for _, r := range refs {
		if _, ok := s.Base(r); ok {
			sc.checked++
			if !listed[r] {
				sc.miss(o, r)
			}
			continue
		}
		if u, ok := s.Unit(r); ok && len(u.Bases) > 0 {
			sc.checked++
			found := false
			for _, b := range u.Bases {
				found = found || listed[b]
			}
			if !found {
				sc.miss(o, r)
			}
		}
	}
}

func (sc *idScan) miss(o rules.Offer, ref string) {
	key := "bases|" + o.Label + "|" + ref
	if !sc.seen[key] {
		sc.seen[key] = true
		if len(sc.seen) <= 60 {
			sc.t.Errorf("offer %q (%s) concerns %s but lists bases %v", o.Label, o.Action.Kind, ref, o.Bases)
		}
	}
}

// refusal checks the refusal of a move of a unit's first base far
// straight ahead, and of a turn on the spot into its neighbour.
func (sc *idScan) refusal(s *rules.State, rs rules.Ruleset, u rules.Unit) {
	b, ok := s.Base(u.Bases[0])
	if !ok {
		return
	}
	from := b.Shape.Pose()
	for _, d := range []float64{200, 9} {
		to := from
		to.Pos = from.Pos.Add(geom.Dir(from.Facing).Scale(d))
		a := rules.Action{Kind: rules.KindMove, Side: u.Side,
			Moves: []rules.Move{{Base: b.ID, Path: geom.Path{from, to}}}}
		if err := rs.Check(s, a); err != nil {
			sc.text(fmt.Sprintf("refusal of a %.0f cm move", d), err.Error())
		}
	}
}
