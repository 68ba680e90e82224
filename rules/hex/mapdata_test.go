package hex

import (
	"fmt"
	"slices"
	"testing"
)

// Stacks are ordered, bottom first (spec §12.1 "top/bottom matters for
// artillery" [L630]).
func TestStacks(t *testing.T) {
	m, c := testMap(t)
	for _, id := range []int32{1, 2, 3} {
		if err := m.Place(c, id, -1); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.Place(c, 9, 0); err != nil {
		t.Fatal(err)
	}
	if got, want := m.Stack(c), []int32{9, 1, 2, 3}; !slices.Equal(got, want) {
		t.Errorf("Stack = %v, want %v", got, want)
	}
	if top, ok := m.Top(c); !ok || top != 3 {
		t.Errorf("Top = %d %v, want 3", top, ok)
	}
	if !m.Remove(c, 1) || m.Remove(c, 1) {
		t.Errorf("Remove(1) twice = want true then false")
	}
	n := c.Neighbor(0)
	if err := m.Move(9, c, n); err != nil {
		t.Fatal(err)
	}
	if got, want := m.Stack(c), []int32{2, 3}; !slices.Equal(got, want) {
		t.Errorf("Stack after the move = %v, want %v", got, want)
	}
	if got, want := m.Stack(n), []int32{9}; !slices.Equal(got, want) {
		t.Errorf("Stack of the destination = %v, want %v", got, want)
	}
	if err := m.Move(7, c, n); fmt.Sprint(err) != "hex: counter 7 is not in 1613" {
		t.Errorf("Move(absent) = %v", err)
	}
	off := m.HexAt(0).Neighbor(3)
	if err := m.Place(off, 1, -1); fmt.Sprint(err) != "hex: counter 1 placed at 0001, which is off the map" {
		t.Errorf("Place(off map) = %v", err)
	}
	if _, ok := m.Top(off); ok {
		t.Errorf("Top(off map) = ok")
	}
}

// Per-hex terrain and per-hexside features (spec §4.3): a hexside is the
// same seen from both of its hexes, including on the map's border; a
// slope's high side must be one of its hexes.
func TestTerrainAndSides(t *testing.T) {
	m, c := testMap(t)
	if got := m.Terrain(c); got.Kind != "clear" || got.Flags != ClearHex {
		t.Errorf("default terrain = %+v, want clear", got)
	}
	mustTerrain(t, m, c, Terrain{Kind: "woods", Elevation: 2, Flags: BlocksLOS})
	if got := m.Terrain(c); got.Kind != "woods" || got.Elevation != 2 {
		t.Errorf("Terrain = %+v", got)
	}
	for d := Dir(0); d < 6; d++ {
		s := Side{Kind: fmt.Sprint("hedge", d), Flags: Reciprocal}
		mustSide(t, m, c, d, s)
		if got := m.Side(c.Neighbor(d), d.Opposite()); got != s {
			t.Errorf("Side seen from across D%d = %+v, want %+v", d, got, s)
		}
	}
	corner := m.HexAt(0)
	for d := Dir(0); d < 6; d++ {
		s := Side{Kind: "edge", Flags: SideBlocksLOS}
		if err := m.SetSide(corner, d, s); err != nil {
			t.Fatalf("SetSide(corner, D%d) = %v", d, err)
		}
		if got := m.Side(corner.Neighbor(d), d.Opposite()); got != s {
			t.Errorf("corner side D%d from outside = %+v", d, got)
		}
	}
	err := m.SetSide(c, 0, Side{Slope: Steep, High: c.Neighbor(2)})
	if want := "hex: slope 1613/D0 has its high side at 1512, want 1613 or 1713"; fmt.Sprint(err) != want {
		t.Errorf("SetSide(bad high side) = %v, want %s", err, want)
	}
	far := corner.Neighbor(3).Neighbor(3)
	if err := m.SetSide(far, 3, Side{}); err == nil {
		t.Errorf("SetSide(two hexes off the map) = nil, want an error")
	}
	if err := m.SetTerrain(far, Terrain{}); err == nil {
		t.Errorf("SetTerrain(off the map) = nil")
	}
	if got := m.Terrain(far); got.Flags&Impassable == 0 {
		t.Errorf("Terrain(off the map) = %+v, want impassable", got)
	}
}

// Map edges per side (spec §12.1 [L1107], [L1285]): the edge hexes and the
// distance of every hex to the nearest.
func TestEdges(t *testing.T) {
	m, c := testMap(t)
	south := m.BorderHexes(South)
	if len(south) != 40 {
		t.Fatalf("len(South) = %d, want 40", len(south))
	}
	if err := m.SetEdge(1, south); err != nil {
		t.Fatal(err)
	}
	if got := m.EdgeDist(1, c); got != 17 {
		t.Errorf("EdgeDist(row 12 of 30) = %d, want 17", got)
	}
	if !m.OnEdge(1, south[5]) || m.OnEdge(1, c) {
		t.Errorf("OnEdge wrong")
	}
	if got := m.EdgeDist(0, c); got != -1 {
		t.Errorf("EdgeDist(side without an edge) = %d, want -1", got)
	}
	if err := m.SetEdge(0, []Hex{H(-9, -9)}); err == nil {
		t.Errorf("SetEdge(off map) = nil")
	}
	for _, b := range []Border{North, West, East} {
		for _, h := range m.BorderHexes(b) {
			if !m.Contains(h) {
				t.Errorf("border %d hex %v off the map", b, h)
			}
		}
	}
}
