package hex

import (
	"errors"
	"testing"
)

// TestCache: a Spec's value is built once; a failed build is not kept;
// past MaxCached Specs the cache starts again.
func TestCache(t *testing.T) {
	var c Cache[int]
	builds := 0
	build := func(*Spec) (int, error) { builds++; return builds, nil }
	a, b := &Spec{}, &Spec{}
	if v, _ := c.Of(a, build); v != 1 {
		t.Fatalf("first build gave %d", v)
	}
	if v, _ := c.Of(a, build); v != 1 || builds != 1 {
		t.Errorf("the same Spec was built again (%d builds)", builds)
	}
	if _, err := c.Of(b, func(*Spec) (int, error) { return 0, errors.New("no") }); err == nil {
		t.Fatal("a failed build gave no error")
	}
	if v, _ := c.Of(b, build); v != 2 {
		t.Errorf("a failed build was kept: %d", v)
	}
	for range MaxCached {
		c.Of(&Spec{}, build)
	}
	if len(c.m) > MaxCached {
		t.Errorf("%d Specs cached, at most %d", len(c.m), MaxCached)
	}
}
