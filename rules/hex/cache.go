package hex

import "sync"

// Cache keeps what a ruleset builds from a map (its board: the map with
// the charts that say what its terrain does) once per Spec, keyed by the
// Spec's address: the states of one battle share one Spec, so that a Check
// made every drag frame never builds it again. A Spec edited in place
// after its value was built is not seen; the rules never edit one (a
// scenario builds a new one). It holds at most MaxCached Specs and starts
// again empty when full, so that a long test run of many battles does not
// grow it without end. The zero value is ready; it is safe for concurrent
// use.
type Cache[B any] struct {
	mu sync.Mutex
	m  map[*Spec]B
}

// MaxCached bounds a Cache.
const MaxCached = 64

// Of is the value built for spec, building it with build the first time.
// A failed build is not kept.
func (c *Cache[B]) Of(spec *Spec, build func(*Spec) (B, error)) (B, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if b, ok := c.m[spec]; ok {
		return b, nil
	}
	b, err := build(spec)
	if err != nil {
		return b, err
	}
	if c.m == nil || len(c.m) >= MaxCached {
		c.m = map[*Spec]B{}
	}
	c.m[spec] = b
	return b, nil
}
