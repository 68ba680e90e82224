package block

import (
	"fmt"
	"iter"
	"math"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// Size is a figure's base: its frontage (Width) and Depth, in centimetres,
// as geom.Rect names them.
type Size struct{ Width, Depth float64 }

// Block is a Layout standing on the table: an oriented block of figure
// slots whose outline is a geom.Rect, Files figures of Size.Width wide and
// Ranks figures of Size.Depth deep, every figure base touching its
// neighbours edge to edge (bep §12.1).
//
// Its pose is the outline's centre and facing, exactly as a geom.Rect's
// (and so a table.Base's Shape): a unit's base is the block's outline, and
// FromBase derives the block from it. FrontCentre and AtFront place it by
// its front edge instead, and WithLayout keeps the front edge's centre
// where it is when the block changes shape (a reform does not move the
// front rank).
//
// A figure's rectangle is derived from the slot number and the block's pose
// (Figure): the pose's two axes are computed once, when the block is made
// or moved (one Sincos, as for one base), and each figure then costs a few
// multiplications, with no trigonometry and no allocation. Block is a
// value, like Layout: moving it (At) or changing its figures returns a new
// one.
type Block struct {
	layout Layout
	fig    Size
	pose   geom.Pose
	// Derived from pose and layout: the forward and right unit vectors
	// (geom.Rect's Forward and RightDir, bit for bit) and the outline's
	// half width and half depth.
	fwd, right geom.Vec
	hw, hd     float64
}

// New places layout l at pose p (the outline's centre and facing), with
// figures of size fig.
func New(l Layout, p geom.Pose, fig Size) (Block, error) {
	if !l.Valid() {
		return Block{}, fmt.Errorf("%w: the zero layout has no slots", ErrLayout)
	}
	if !(fig.Width > 0 && fig.Depth > 0) || math.IsInf(fig.Width, 0) || math.IsInf(fig.Depth, 0) {
		return Block{}, fmt.Errorf("block: figure base %g × %g cm: both sides must be positive and finite", fig.Width, fig.Depth)
	}
	if !finite(p.Pos.X) || !finite(p.Pos.Y) || !finite(p.Facing) {
		return Block{}, fmt.Errorf("block: pose (%g, %g) facing %g is not finite", p.Pos.X, p.Pos.Y, p.Facing)
	}
	b := Block{layout: l, fig: fig}
	b.setPose(p)
	return b, nil
}

func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }

// FromBase is the block whose outline is the base's shape r, its figures
// r.Width/Files wide and r.Depth/Ranks deep: how a ruleset gets the figures
// of a unit whose table.Base it moves as one rectangle.
func FromBase(r geom.Rect, l Layout) (Block, error) {
	if !l.Valid() {
		return Block{}, fmt.Errorf("%w: the zero layout has no slots", ErrLayout)
	}
	return New(l, r.Pose(), Size{r.Width / float64(l.files), r.Depth / float64(l.ranks)})
}

func (b *Block) setPose(p geom.Pose) {
	b.pose = p
	b.fwd = geom.Dir(p.Facing)
	b.right = b.fwd.Perp()
	b.hw = float64(b.layout.files) * b.fig.Width / 2
	b.hd = float64(b.layout.ranks) * b.fig.Depth / 2
}

// Layout is the block's formation; Size its figures' base; Pose where it
// stands (its outline's centre and facing).
func (b Block) Layout() Layout  { return b.layout }
func (b Block) Size() Size      { return b.fig }
func (b Block) Pose() geom.Pose { return b.pose }

// Files, Ranks, Count and Occupied are the layout's (Layout.Files, ...).
func (b Block) Files() int          { return b.layout.files }
func (b Block) Ranks() int          { return b.layout.ranks }
func (b Block) Count() int          { return b.layout.count }
func (b Block) Occupied(s int) bool { return b.layout.Occupied(s) }

// Outline is the block's footprint: every slot, occupied or not, Files ×
// Size.Width wide and Ranks × Size.Depth deep. A unit's table.Base is this
// rectangle.
func (b Block) Outline() geom.Rect {
	return geom.Rect{Center: b.pose.Pos, Facing: b.pose.Facing, Width: 2 * b.hw, Depth: 2 * b.hd}
}

// At is the block moved to pose p (centre and facing), its figures with it.
func (b Block) At(p geom.Pose) Block { b.setPose(p); return b }

// FrontCentre is the middle of the block's front edge.
func (b Block) FrontCentre() geom.Vec { return b.pose.Pos.Add(b.fwd.Scale(b.hd)) }

// AtFront is the block moved so that its front edge's middle is at front
// and it faces facing.
func (b Block) AtFront(front geom.Vec, facing float64) Block {
	return b.At(geom.Pose{Pos: front.Sub(geom.Dir(facing).Scale(b.hd)), Facing: facing})
}

// WithLayout is the block with layout l in place of its own, the middle of
// its front edge and its facing kept: the outline grows or shrinks from the
// rear and the sides equally. With the same files and ranks the outline is
// unchanged.
func (b Block) WithLayout(l Layout) (Block, error) {
	if !l.Valid() {
		return b, fmt.Errorf("%w: the zero layout has no slots", ErrLayout)
	}
	if l.files == b.layout.files && l.ranks == b.layout.ranks {
		b.layout = l
		return b, nil
	}
	front := b.FrontCentre()
	b.layout = l
	b.setPose(b.pose)
	return b.AtFront(front, b.pose.Facing), nil
}

// local is the centre of slot s in the block's frame (geom.Rect.Local: X
// along RightDir, Y along Forward, origin at the outline's centre).
func (b *Block) local(s int) (x, y float64) {
	return b.localRF(s/b.layout.files, s%b.layout.files)
}

// localRF is local for rank r and file f: the loops over slots use it to
// spare a division.
func (b *Block) localRF(r, f int) (x, y float64) {
	return (float64(f)+0.5)*b.fig.Width - b.hw, b.hd - (float64(r)+0.5)*b.fig.Depth
}

// Centre is the centre of the figure base of slot s (occupied or not): the
// outline's World of the slot's local centre, bit for bit.
func (b Block) Centre(s int) geom.Vec { return b.centre(s) }

func (b *Block) centre(s int) geom.Vec {
	x, y := b.local(s)
	return b.world(x, y)
}

func (b *Block) centreRF(r, f int) geom.Vec {
	x, y := b.localRF(r, f)
	return b.world(x, y)
}

// world is geom.Rect.World of the outline, with the same arithmetic.
func (b *Block) world(x, y float64) geom.Vec {
	return b.pose.Pos.Add(b.right.Scale(x)).Add(b.fwd.Scale(y))
}

// Figure is the base of slot s (occupied or not) as a rectangle facing as
// the block faces.
func (b Block) Figure(s int) geom.Rect { return b.rect(b.centre(s)) }

func (b *Block) rect(c geom.Vec) geom.Rect {
	return geom.Rect{Center: c, Facing: b.pose.Facing, Width: b.fig.Width, Depth: b.fig.Depth}
}

// Figures is every occupied slot with its figure's rectangle, in slot
// order.
func (b Block) Figures() iter.Seq2[int, geom.Rect] {
	return func(yield func(int, geom.Rect) bool) {
		files := b.layout.files
		for r := range b.layout.ranks {
			for f := range files {
				if s := r*files + f; b.layout.occ.has(s) && !yield(s, b.rect(b.centreRF(r, f))) {
					return
				}
			}
		}
	}
}

// AppendFigures appends the rectangle of every occupied slot to dst, in
// slot order (the slots are Layout().AppendOccupied's).
func (b Block) AppendFigures(dst []geom.Rect) []geom.Rect {
	files := b.layout.files
	for r := range b.layout.ranks {
		for f := range files {
			if b.layout.occ.has(r*files + f) {
				dst = append(dst, b.rect(b.centreRF(r, f)))
			}
		}
	}
	return dst
}

// FrontRank appends the occupied slots of the front rank to dst, left to
// right (bep G5: the figures that must be brought into contact by a
// charge, [L166-169]).
func (b Block) FrontRank(dst []int) []int { return b.layout.AppendRank(dst, 0) }

// AppendBehind appends, for each slot of slots, the slot directly behind it
// when a figure stands there (bep G6: the polearm's second rank strikes
// from behind a front figure in contact, [L1123-1128]). Pass the engaged
// front figures (Engaged's slots) to get the polearms that strike too.
func (b Block) AppendBehind(dst []int, slots []int) []int {
	for _, s := range slots {
		if t, ok := b.layout.Behind(s); ok {
			dst = append(dst, t)
		}
	}
	return dst
}

// Zone is the zone of the block's outline that point p lies in (front,
// right, rear or left: table.ZoneOf, 45° corner rays).
func (b Block) Zone(p geom.Vec) geom.Edge { return table.ZoneOf(b.Outline(), p) }

// ZoneIn is Zone with the zones drawn by m.
func (b Block) ZoneIn(p geom.Vec, m table.ZoneMode) geom.Edge {
	return table.ZoneOfIn(b.Outline(), p, m)
}

// MainZone is the zone of the block holding the largest area of the other
// block's occupied figures, and whether another zone holds as much
// (table.MainZone over their rectangles).
func (b Block) MainZone(other Block, m table.ZoneMode) (geom.Edge, bool) {
	return table.MainZone(b.Outline(), other.AppendFigures(nil), m)
}
