// Command gen draws Plateau's window icon: a sand table seen from above
// with a blue base facing a red one across it, each with its light front
// edge, as the game draws them.
package main

import (
	"flag"
	"image"
	"image/color"
	"image/png"
	"log"
	"os"
)

func main() {
	out := flag.String("o", "icon.png", "output PNG")
	size := flag.Int("size", 64, "icon size in pixels")
	flag.Parse()
	n := *size
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	sand := color.RGBA{0xc9, 0xc2, 0x9b, 0xff}
	edge := color.RGBA{0x5a, 0x52, 0x3a, 0xff}
	fill(img, 0, 0, n, n, edge)
	fill(img, n/16, n/16, n-n/16, n-n/16, sand)
	blue := color.RGBA{0x2f, 0x5f, 0xb3, 0xff}
	red := color.RGBA{0xb8, 0x32, 0x2c, 0xff}
	front := color.RGBA{0xf4, 0xf1, 0xe6, 0xff}
	// A base is 2:1, frontage across; its front edge is a light band.
	w, d := n/2, n/4
	x0 := (n - w) / 2
	fill(img, x0, n-n/8-d, x0+w, n-n/8, blue) // Blue at the bottom, facing up
	fill(img, x0, n-n/8-d, x0+w, n-n/8-d+n/20, front)
	fill(img, x0, n/8, x0+w, n/8+d, red) // Red at the top, facing down
	fill(img, x0, n/8+d-n/20, x0+w, n/8+d, front)
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}

func fill(img *image.RGBA, x0, y0, x1, y1 int, c color.RGBA) {
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			img.SetRGBA(x, y, c)
		}
	}
}
