package render

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"
)

// writePNG saves what has been drawn on the screen so far, atomically
// (temp file + rename) like every file Plateau writes.
func writePNG(screen *ebiten.Image, path string) error {
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	// The screen is opaque, so its premultiplied pixels are plain RGBA.
	for i := 3; i < len(img.Pix); i += 4 {
		img.Pix[i] = 255
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("render: screenshot: %w", err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".plateau-shot-*.png")
	if err != nil {
		return fmt.Errorf("render: screenshot: %w", err)
	}
	if err := png.Encode(tmp, img); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return fmt.Errorf("render: screenshot: %w", err)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("render: screenshot: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("render: screenshot: %w", err)
	}
	return nil
}
