package game

import (
	"fmt"
	"time"

	"plateau/game/scenario"
)

// Position is the battle as it stands written as a scenario with a
// [position] section (docs/scenario-format.md, "Positions"): started again,
// it is this very moment, hash for hash.
func (m *Match) Position() ([]byte, error) {
	s := &m.state
	title := fmt.Sprintf("%s, turn %d", m.sc.Title, s.Turn)
	desc := fmt.Sprintf("The battle of %s (%s) at turn %d, %s to play, phase %q, after %d actions.",
		m.sc.Title, m.sc.Name, s.Turn, s.Sides[s.Active].Name, s.Phase, len(m.log))
	return scenario.WritePosition(s, title, desc)
}

// SavePosition writes Position to path, atomically.
func (m *Match) SavePosition(path string) error {
	data, err := m.Position()
	if err != nil {
		return err
	}
	return WriteAtomic(path, data)
}

// PositionName is the file name of a position of scenario scenarioName at
// turn, written at t: "wme-turn-4-2026-12-02-0147.toml". NewPath makes it
// unique in its folder.
func PositionName(scenarioName string, turn int, t time.Time) string {
	return fmt.Sprintf("%s-turn-%d-%s.toml", ScenarioSlug(scenarioName), turn, t.Format(stampLayout))
}
