package assets

import "testing"

func TestIcon(t *testing.T) {
	img, err := Icon()
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 64 || b.Dy() != 64 {
		t.Errorf("Icon() is %v, want 64×64", b)
	}
	// Blue below, red above: the two armies of the icon.
	r, _, b, _ := img.At(32, 44).RGBA()
	if b <= r {
		t.Errorf("icon pixel (32,44) is not blue")
	}
	r, _, b, _ = img.At(32, 14).RGBA()
	if r <= b {
		t.Errorf("icon pixel (32,14) is not red")
	}
}
